"""Combat cards of the archive's decks, fourth list (issue 37), and the master Rötschreck: each card's
tests are named by it."""

from __future__ import annotations

from tabletome.games.vtes.combat import AggravatedWindow
from tabletome.games.vtes.model import facts
from tests.games.vtes.scenario import cid, do, goto, hand, legal, pass_until, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blood, fight, in_combat

PLAIN = "Ezra Hawthorne (G4)"  # tha, capacity 2, strength 1


def asked_aggravated(s: object) -> bool:
    return bool(s.stack) and isinstance(s.stack[-1], AggravatedWindow)  # type: ignore[attr-defined]


def to_aggravated(s: object) -> None:
    pass_until(s, asked_aggravated)


def on(s: object, uid: int, name: str) -> bool:
    return any(p in s.placed and s.placed[p].card == cid(name) for p in s.minions[uid].cards)  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ Rötschreck


def aggravated_fight(s: object, target_seat: int = 1) -> tuple[int, int]:
    """Seat 0's vampire fights seat 1's; the one of ``1 - target_seat`` hand strikes for aggravated damage."""
    a = ready(s, 0, PLAIN, blood=4)  # type: ignore[arg-type]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    if not s.hand[0]:  # type: ignore[attr-defined]
        hand(s, 0, "Dodge")  # type: ignore[arg-type]  # the combat waits for seat 0's choices
    c = fight(s, a, b)  # type: ignore[arg-type]
    c.add(a if target_seat == 1 else b, "agg-hand", 1, "combat")
    return a, b


def test_rotschreck_ends_combat_and_sends_the_vampire_to_torpor() -> None:
    """Played by another Methuselah once the aggravated strike is chosen: combat ends before any damage,
    the vampire is locked and in torpor with the card on it."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    a, b = aggravated_fight(s)
    to_aggravated(s)
    while s.to_move != 2:
        do(s, "pass")
    assert "play rotschreck" in legal(s)
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    assert s.in_torpor(b) and s.minions[b].locked
    assert blood(s, a) == 4 and blood(s, b) == 4  # no strike resolved
    assert on(s, b, "Rötschreck")
    assert ("oot", 2) in s.game_marks


def test_rotschreck_not_asked_without_an_aggravated_strike() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    hand(s, 0, "Dodge")
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    seen = []
    pass_until(s, lambda st: seen.append(asked_aggravated(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert not any(seen)
    assert blood(s, b) < 4  # the hand strike landed


def test_rotschreck_not_playable_in_your_own_turn() -> None:
    """VT-CARD-44: seat 0, whose turn it is, is not asked though its vampire takes the aggravated strike."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 0, "Rötschreck", "Dodge")
    hand(s, 2, "Zoo Hunting Ground")  # another Methuselah is asked; seat 0 never
    a, _b = aggravated_fight(s, target_seat=0)
    asked = []
    pass_until(s, lambda st: (asked.append(st.to_move) if asked_aggravated(st) else None) or not in_combat(st))  # type: ignore[func-returns-value]
    assert 0 not in asked and 2 in asked
    assert s.in_torpor(a) or blood(s, a) < 4


def test_rotschreck_even_against_a_dodge() -> None:
    """LSJ 20011005: playable and effective though the vampire dodges."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 1, "Dodge")
    hand(s, 3, "Rötschreck")
    _a, b = aggravated_fight(s)
    pass_until(s, lambda st: st.to_move == 1 and "play dodge" in legal(st))
    do(s, "play dodge")
    to_aggravated(s)
    while s.to_move != 3:
        do(s, "pass")
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    assert s.in_torpor(b) and on(s, b, "Rötschreck")


def test_rotschreck_vampire_does_not_unlock_then_the_card_burns() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    _a, b = aggravated_fight(s)
    to_aggravated(s)
    while s.to_move != 2:
        do(s, "pass")
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    goto(s, "unlock", seat=1)
    pass_until(s, lambda st: st.phase != "unlock" or st.current != 1)
    assert s.minions[b].locked
    assert not on(s, b, "Rötschreck")
    assert facts(cid("Rötschreck")).name == "Rötschreck"
