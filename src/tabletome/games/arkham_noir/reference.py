"""Arkham Noir in words for the investigator: every card, icon and area on the table, and what wins
and loses now.

Card faces are printed as icons; here each one is spelled out (``V > VI`` reads "left Surveillance;
right Surveillance or Interview"). The goals are read from the view alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from tabletome.engine.i18n import N_, _, ngettext
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .data import (
    A_KEY,
    A_LOCK,
    A_MIN,
    A_PUZZLE,
    ALL_MASK,
    CLUE_TYPES,
    EFFECT_KINDS,
    METHOD_SHORT,
    METHOD_TITLES,
    METHODS,
    TYPE_TITLES,
    ArkhamNoirEdition,
    mask_text,
    standard_edition,
)

# Edition texts may cite rules: the ids go to Entry.clauses, never into words for players.
_CITED = re.compile(r"\s*\([^()]*\b[A-Z]{2,3}-[A-Z]+(?:-\d+)?[^()]*\)")
_ID = re.compile(r"\b[A-Z]{2,3}-[A-Z0-9]+-\d+\b")


#: The glossary's kinds, which head the reference panel's groups (told through the catalog).
KINDS = (
    N_("attribute"),
    N_("clue card"),
    N_("clue type"),
    N_("contact"),
    N_("effect"),
    N_("icon"),
    N_("method"),
    N_("table"),
    N_("victim"),
)


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def plain(text: str) -> str:
    """An edition text without its rule citations."""
    return _ID.sub("", _CITED.sub("", text)).strip()


def methods_words(mask: int) -> str:
    """``VI`` -> ``Surveillance or Interview``; the ALL icon -> ``any method (ALL)``."""
    if mask == ALL_MASK:
        return "any method (ALL)"
    return " or ".join(METHOD_TITLES[i] for i in range(4) if mask >> i & 1)


def _article(word: str) -> str:
    return "An" if word[:1] in "AEIOU" else "A"


def _attribute(ed: ArkhamNoirEdition, card: int) -> tuple[str, str, tuple[str, ...]]:
    """The attribute sentence, what playing the card needs, and the rules about it."""
    a = ed.attr[card]
    if a == A_PUZZLE:
        return (
            "Puzzle (also a Lock): when its case is closed it can go to the Big Picture.",
            "a spare Key card already in the line",
            ("AN-CLOSE-03", "AN-REQ-02", "AN-REQ-03"),
        )
    if a == A_KEY:
        return ("Key: it opens one Lock card played later in the same line.", "", ("AN-REQ-02", "AN-REQ-03"))
    if a == A_LOCK:
        return (
            "Lock: it needs its own Key card already in the line.",
            "a spare Key card already in the line",
            ("AN-REQ-02", "AN-REQ-03"),
        )
    if a == A_MIN:
        n = ed.min_cards[card]
        return (
            f"MIN {n}: it can join a line only holding at least {plural(n, 'clue card')} (the victim does not count).",
            f"at least {plural(n, 'clue card')} in the line",
            ("AN-REQ-05",),
        )
    return ("", "", ())


def _card_text(ed: ArkhamNoirEdition, card: int) -> tuple[str, str, tuple[str, ...]]:
    left, right = ed.left[card], ed.right[card]
    parts = [
        f"{_article(TYPE_TITLES[ed.ctype[card]])} {TYPE_TITLES[ed.ctype[card]]} clue with methods {mask_text(left)} > {mask_text(right)}: its left icon "
        f"is {methods_words(left)}, and its right icons offer {methods_words(right)} to the next card.",
        "It can join any open case."
        if left == ALL_MASK
        else "It joins a line whose last card (or victim) offers its left icon.",
    ]
    attribute, needs, clauses = _attribute(ed, card)
    if attribute:
        parts.append(attribute)
    if ed.time[card]:
        parts.append("Time icon (hourglass): when discarded it goes to the time area.")
    if ed.sanity[card]:
        parts.append("Sanity icon: revealed by a sanity test it goes to the sanity area.")
    for kind, mandatory in ed.effects[card]:
        colour = "black, must be done" if mandatory else "brown, may be done"
        parts.append(
            f"Effect when placed in a case ({colour}): {ed.effect_names[kind]}: {plain(ed.effect_texts[kind])}"
        )
    return " ".join(parts), needs, ("AN-PLAY-02", "AN-EFF-01", *clauses)


def _cards(ed: ArkhamNoirEdition) -> Iterator[Entry]:
    for card, name in enumerate(ed.names):
        text, needs, clauses = _card_text(ed, card)
        yield Entry(f"card:{card + 1}", "clue card", f"#{card + 1} {name}", text, needs, clauses)


def _methods() -> Iterator[Entry]:
    for i, method in enumerate(METHODS):
        yield Entry(
            f"method:{method}",
            "method",
            f"{METHOD_TITLES[i]} ({METHOD_SHORT[i]})",
            f"An investigation method, written {METHOD_SHORT[i]}. A card whose left icon is {METHOD_TITLES[i]} "
            f"can follow the last card of a line (or its victim) that shows {METHOD_TITLES[i]} on its right.",
            clauses=("AN-CARD-02", "AN-PLAY-02"),
        )
    yield Entry(
        "method:all",
        "method",
        "ALL (*)",
        "The ALL icon, written *: it matches every method, on either side. A card with * on its left can be "
        "played in any open case; * on its right lets any card follow.",
        clauses=("AN-PLAY-03", "AN-PLAY-04"),
    )
    yield Entry(
        "icons",
        "icon",
        "Reading a card's methods",
        "'V > VI' means: left icon Surveillance, right icons Surveillance or Interview. A card joins a line when "
        "its left icon is one of the right icons of the card before it. '* > SQ': left ALL, right Search or "
        "Inquiry. 'MIN 2': at least 2 clue cards must already be in the line.",
        clauses=("AN-CARD-03", "AN-PLAY-02", "AN-REQ-05"),
    )


def _icons() -> Iterator[Entry]:
    rows = (
        ("icon:time", "icon", "Time icon (hourglass)", "A discarded card with it goes to the time area.", "AN-DISC-01"),
        (
            "icon:sanity",
            "icon",
            "Sanity icon",
            "A card with it revealed by a sanity test goes to the sanity area.",
            "AN-SAN-02",
        ),
        (
            "attribute:puzzle",
            "attribute",
            "Puzzle",
            "Closing a case, you may take its Puzzle clues to the Big Picture while the case keeps 5 clue types. "
            "A Puzzle card is also a Lock.",
            "AN-CLOSE-03",
        ),
        ("attribute:key", "attribute", "Key", "Each Key in a line opens one Lock played after it.", "AN-REQ-03"),
        ("attribute:lock", "attribute", "Lock", "Needs its own Key card already in the line.", "AN-REQ-02"),
        (
            "attribute:min_cards",
            "attribute",
            "Minimum cards (MIN n)",
            "The line must already hold at least n clue cards; the victim does not count.",
            "AN-REQ-05",
        ),
    )
    for key, kind, name, text, clause in rows:
        yield Entry(key, kind, name, text, clauses=(clause,))
    for t, title in enumerate(TYPE_TITLES):
        yield Entry(
            f"type:{CLUE_TYPES[t]}",
            "clue type",
            title,
            "One of the 6 clue types. A case closes with 5 different types in its line; Puzzle clues of "
            "different types in the Big Picture win.",
            clauses=("AN-CARD-01", "AN-CLOSE-01", "AN-MAINT-02"),
        )


def _effects(ed: ArkhamNoirEdition) -> Iterator[Entry]:
    for k, kind in enumerate(EFFECT_KINDS):
        if not ed.effect_texts[k]:
            continue
        yield Entry(
            f"effect:{kind}",
            "effect",
            ed.effect_names[k],
            plain(ed.effect_texts[k]) + " Black effects must be done; brown ones may be skipped.",
            clauses=("AN-EFF-01", "AN-EFF-02", "AN-EFF-03"),
        )


def _people(ed: ArkhamNoirEdition) -> Iterator[Entry]:
    for v, name in enumerate(ed.v_names):
        yield Entry(
            f"victim:{slug(name)}",
            "victim",
            name,
            f"A victim, {ed.v_professions[v]}. Its case line starts with a clue whose left icon is "
            f"{methods_words(ed.v_right[v])}.",
            clauses=("AN-PLAY-01", "AN-PLAY-02"),
        )
    m = ed.model.contact
    yield Entry(
        "contact",
        "contact",
        f"{ed.contact_name} (Professional Contact)",
        f"Use one of its two sides once, at any moment; then it leaves the game. Key side: {plain(m.key_side)} "
        f"Exchange side: {plain(m.exchange_side)}",
        clauses=("AN-CONT-01", "AN-CONT-02", "AN-CONT-03", "AN-CONT-04"),
    )


PLACES = (
    ("main-row", "Main row", "Five face-up clue cards; each turn you act with the leftmost one.", ("AN-SETUP-07",)),
    (
        "principal",
        "Principal card",
        "The leftmost card of the main row. Each turn: take it to your hand, play it in a case, or discard it to "
        "play from your hand, close a case, or pass.",
        ("AN-SETUP-08", "AN-ACT-01"),
    ),
    ("hand", "Hand", "Up to 3 clue cards; over 3, discard down to 3 at once.", ("AN-HAND-01", "AN-HAND-02")),
    (
        "case",
        "Open case",
        "A victim and its line of clues, left to right. Each clue's left icon must match a right icon of the "
        "card before it. With 5 clue types in the line, the case can be closed. From the 8th clue on, each new "
        "clue needs a sanity test first (mental fatigue).",
        ("AN-PLAY-01", "AN-PLAY-02", "AN-CLOSE-01", "AN-FAT-01"),
    ),
    (
        "time-area",
        "Time area",
        "Discarded clues with the time icon. At maintenance, when it is full a new victim is revealed and the "
        "area is emptied.",
        ("AN-MAINT-04", "AN-MAINT-06"),
    ),
    ("sanity-area", "Sanity area", "When it is full at maintenance, you lose.", ("AN-MAINT-03", "AN-END-03")),
    (
        "big-picture",
        "Big Picture",
        "Puzzle clues taken from closed cases. Enough different clue types here at maintenance wins the game.",
        ("AN-CLOSE-04", "AN-MAINT-02", "AN-END-02"),
    ),
    (
        "draw-deck",
        "Draw deck",
        "Face-down clue cards. When you must draw from it empty, a new victim is revealed first and the discard "
        "pile becomes the new deck.",
        ("AN-DECK-01", "AN-DECK-02"),
    ),
    ("discard", "Discard pile", "Discarded clue cards without the time icon.", ("AN-DISC-02",)),
    (
        "victim-deck",
        "Victim deck",
        "Face-down victims. A new case opens from it; when one is needed and none is left, you lose.",
        ("AN-END-04",),
    ),
    ("closed-cases", "Closed cases", "The cards of the cases you closed.", ("AN-CLOSE-05",)),
    (
        "sanity-test",
        "Sanity test",
        "Reveal the top card of the draw deck: with the sanity icon it goes to the sanity area, otherwise it is "
        "discarded.",
        ("AN-SAN-01", "AN-SAN-02", "AN-SAN-03"),
    ),
)


def glossary(edition: ArkhamNoirEdition | None = None) -> list[Entry]:
    ed = edition if edition is not None else standard_edition()
    out = [*_cards(ed), *_methods(), *_icons(), *_effects(ed), *_people(ed)]
    out += [Entry(key, "table", name, text, clauses=clauses) for key, name, text, clauses in PLACES]
    return out


# ---------------------------------------------------------------- the goals


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """What wins and loses now, in the reader's language (the view keeps the game's English; names
    as each language's glossary prints them)."""
    from .render import ending

    oc = view.get("outcome")
    if oc:
        line = _("The game is over: {reason}").format(reason=ending(oc["reason"]))
        return {"win": [line], "lose": []} if oc["winners"] else {"win": [], "lose": [line]}
    return {"win": _win(view), "lose": _lose(view)}


def _win(view: Mapping[str, Any]) -> list[str]:
    from .words import name

    have = view["puzzle_types"]
    need = view["victory"]
    missing = [t for t in TYPE_TITLES if t not in have]
    n = len(have)
    if have:
        line = ngettext(
            "The Big Picture holds Puzzle clues of {n} type of the {need} you need ({types}).",
            "The Big Picture holds Puzzle clues of {n} types of the {need} you need ({types}).",
            n,
        ).format(n=n, need=need, types=", ".join(name(t) for t in have))
    else:
        line = ngettext(
            "The Big Picture holds Puzzle clues of {n} type of the {need} you need.",
            "The Big Picture holds Puzzle clues of {n} types of the {need} you need.",
            n,
        ).format(n=n, need=need)
    out = [line]
    if len(have) < need:
        out.append(_("Types still missing: {types}.").format(types=", ".join(name(t) for t in missing)))
    for case in view["cases"]:
        k = case["clue_types"]
        if case["closable"]:
            said = ngettext(
                "Case {case} ({victim}) has {n} clue type: it can be closed now.",
                "Case {case} ({victim}) has {n} clue types: it can be closed now.",
                k,
            )
        else:
            said = ngettext(
                "Case {case} ({victim}) has {n} clue type: it needs 5 to close.",
                "Case {case} ({victim}) has {n} clue types: it needs 5 to close.",
                k,
            )
        out.append(said.format(case=case["case"], victim=name(case["victim"]["name"]), n=k))
    return out


def _lose(view: Mapping[str, Any]) -> list[str]:
    limit = view["limit"]
    sanity, time = len(view["sanity_area"]), len(view["time_area"])
    victims = view["victim_deck"]
    deck = view["draw_deck"]
    return [
        _("The sanity area holds {n} of {limit} cards: you lose when it holds {limit} at maintenance.").format(
            n=sanity, limit=limit
        ),
        _("The time area holds {n} of {limit} cards: at {limit} a new victim is revealed.").format(n=time, limit=limit),
        ngettext(
            "{n} victim is left in the victim deck: you lose when a new victim is needed and none is left.",
            "{n} victims are left in the victim deck: you lose when a new victim is needed and none is left.",
            victims,
        ).format(n=victims),
        ngettext(
            "The draw deck holds {n} card: when it runs out a new victim is revealed.",
            "The draw deck holds {n} cards: when it runs out a new victim is revealed.",
            deck,
        ).format(n=deck),
    ]
