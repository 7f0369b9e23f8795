"""Crazy Eights in words for players: the cards, the piles, and what wins and loses now.

The goals are read from a seat's view alone: other hands are only counts there.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletome.engine.i18n import N_, _, ngettext, seat_words
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .data import EightsEdition, standard_edition

RANK_WORDS = {"a": "ace", "j": "jack", "q": "queen", "k": "king"}


#: The glossary's kinds, which head the reference panel's groups (told through the catalog).
KINDS = (N_("card"), N_("deck"), N_("hand"), N_("pile"), N_("rank"), N_("suit"))


def rank_word(rank: str) -> str:
    return RANK_WORDS.get(rank, rank)


def card_key(name: str) -> str:
    """``8h`` -> ``card:8h``: a card as views and pictures name it."""
    return f"card:{name}"


def _cards(ed: EightsEdition) -> Iterator[Entry]:
    wild = ed.ranks[ed.wild]
    for r, rank in enumerate(ed.ranks):
        points = ed.penalty[r]
        if r == ed.wild:
            play = "It is wild: play it on any card and name the suit the next card must follow."
            clauses: tuple[str, ...] = ("CE-PLAY-02", "CE-END-03")
        else:
            play = f"Play it on a card of its suit or on another {rank_word(rank)}, or when its suit is named."
            clauses = ("CE-PLAY-01", "CE-END-03")
        yield Entry(
            f"rank:{rank}",
            "rank",
            rank_word(rank).capitalize(),
            f"{play} Left in hand at the end it costs {plural(points, 'penalty point')}.",
            clauses=clauses,
        )
        for s, suit in enumerate(ed.suits):
            name = ed.card_name(s * 13 + r)
            yield Entry(
                card_key(name),
                "card",
                f"{rank_word(rank).capitalize()} of {suit}",
                f"{play} Penalty: {plural(points, 'point')}.",
                clauses=clauses,
            )
    yield Entry(
        "eight",
        "rank",
        "Eights",
        f"The {rank_word(wild)}s are wild: one may be played on anything; its player names a suit, and the next "
        "card must be of that suit or another eight.",
        clauses=("CE-PLAY-02",),
    )


def _suits(ed: EightsEdition) -> Iterator[Entry]:
    for suit in ed.suits:
        yield Entry(
            f"suit:{suit}",
            "suit",
            suit.capitalize(),
            f"One of the four suits, 13 cards each. A card follows one of the same suit ({suit} on {suit}), "
            "or the suit named after an eight.",
            clauses=("CE-PLAY-01", "CE-PLAY-02"),
        )


PILES = (
    ("deck", "deck", "Deck", "One deck of 52 cards, shuffled before the deal.", ("CE-SETUP-01",)),
    (
        "stock",
        "pile",
        "Stock",
        "The face-down cards left after the deal. When you cannot play, you draw from it; when it is empty and "
        "you cannot play, you pass.",
        ("CE-SETUP-03", "CE-PLAY-03", "CE-PLAY-04"),
    ),
    (
        "discard",
        "pile",
        "Discard pile",
        "The face-up pile you play on: the next card must match its top card in suit or rank, or be an eight.",
        ("CE-SETUP-03", "CE-PLAY-01"),
    ),
    (
        "hand",
        "hand",
        "Hand",
        "Your cards, seen by you alone. Play your last one to win; what is left in a hand at the end counts "
        "as penalty points.",
        ("CE-END-01", "CE-END-03"),
    ),
    (
        "named-suit",
        "suit",
        "Named suit",
        "The suit named by the player of an eight: the next card must be of it, or another eight.",
        ("CE-PLAY-02",),
    ),
)


def glossary(edition: EightsEdition | None = None) -> list[Entry]:
    ed = edition if edition is not None else standard_edition()
    out = [*_cards(ed), *_suits(ed)]
    out += [Entry(key, kind, name, text, clauses=clauses) for key, kind, name, text, clauses in PILES]
    return out


def penalty_points(hand: list[str], edition: EightsEdition | None = None) -> int:
    """The penalty points of cards named as in a view (``8h``, ``10d``)."""
    ed = edition if edition is not None else standard_edition()
    return sum(ed.penalty[ed.ranks.index(name[:-1])] for name in hand)


def _count(value: Any) -> int:
    return value if isinstance(value, int) else len(value)


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """What wins and what loses now, in the reader's language (the view keeps the game's English)."""
    from .render import said
    from .rules import REASONS, said_suit

    oc = view.get("outcome")
    if oc:
        return {"win": [_("The game is over: {reason}").format(reason=said(oc["reason"], REASONS))], "lose": []}
    me = view.get("seat")
    top = view["top"]
    if view.get("suit"):
        follow = _("the suit named, {suit},").format(suit=said_suit(view["suit"]))
    else:
        follow = _("{card} in suit or rank").format(card=top)
    win = []
    if me is None:
        win.append(_("The first player to play their last card wins."))
    else:
        n = _count(view["hands"][me])
        win.append(
            ngettext(
                "Play all {n} card in your hand to win: each must match {follow}, or be an eight.",
                "Play all {n} cards in your hand to win: each must match {follow}, or be an eight.",
                n,
            ).format(n=n, follow=follow)
        )
    others = [
        ngettext("{seat} holds {n} card", "{seat} holds {n} cards", _count(hand)).format(
            seat=seat_words(f"player {seat + 1}"), n=_count(hand)
        )
        for seat, hand in enumerate(view["hands"])
        if seat != me
    ]
    lose = [_("{others}: whoever plays their last card first wins.").format(others="; ".join(others).capitalize())]
    if me is not None:
        points = penalty_points(view["hands"][me])
        lose.append(
            ngettext(
                "Your hand counts {n} penalty point if the game ends now.",
                "Your hand counts {n} penalty points if the game ends now.",
                points,
            ).format(n=points)
        )
    stock = _count(view["stock"])
    lose.append(
        ngettext(
            "The stock holds {n} card: when it is empty and nobody can play, the game is blocked and the fewest "
            "penalty points win.",
            "The stock holds {n} cards: when it is empty and nobody can play, the game is blocked and the fewest "
            "penalty points win.",
            stock,
        ).format(n=stock)
    )
    return {"win": win, "lose": lose}
