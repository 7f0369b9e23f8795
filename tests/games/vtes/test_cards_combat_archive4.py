"""Combat cards of the archive's decks, fourth list (issue 37), and the master Rötschreck: each card's
tests are named by it."""

from __future__ import annotations

from tabletome.games.vtes.combat import AggravatedWindow, Strike
from tabletome.games.vtes.model import facts
from tests.games.vtes.scenario import cid, do, goto, hand, legal, pass_until, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, in_combat, to

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


# ------------------------------------------------------------------------ Breath of the Dragon

VIC = "Creamy Jade (G3)"  # vic, capacity 5, Sabbat, no text
VIC_SUPERIOR = "Ana Rita Montaña (G3)"  # VIC, capacity 5, no text


def vic_vampire(s: object, superior: bool = False) -> int:
    return ready(s, 0, VIC_SUPERIOR if superior else VIC, blood=5)  # type: ignore[arg-type]


def test_breath_of_the_dragon_basic_at_close_range_burns_both() -> None:
    """1R aggravated on the opposing vampire; at close range the striker takes 1 environmental aggravated."""
    s = table()
    a = vic_vampire(s)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Breath of the Dragon")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play breath-of-the-dragon")
    end_combat(s)
    assert s.in_torpor(b) and s.in_torpor(a)  # both wounded by aggravated damage (VT-DMG-07)
    assert blood(s, a) == 4 and blood(s, b) == 4  # its 1 blood cost paid; no blood burned by the damage


def test_breath_of_the_dragon_superior_at_long_range_no_recoil() -> None:
    """At long range the strike still lands (2R), and the striker takes nothing."""
    s = table()
    a = vic_vampire(s, superior=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Breath of the Dragon")
    c = fight(s, a, b)
    c.range = "long"
    c.flags = c.flags | {"range-set"}
    to(s, "strike", 0)
    do(s, "play breath-of-the-dragon", "mode superior")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 3  # 2 aggravated: wounded, then 1 blood burned (VT-DMG-09)
    assert not s.in_torpor(a) and blood(s, a) == 4  # only its cost


# ------------------------------------------------------------------------ Molotov Cocktail


def molotov_on(s: object, uid: int) -> int:
    found = [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == cid("Molotov Cocktail")]  # type: ignore[attr-defined]
    return found[0] if found else -1


def test_molotov_cocktail_strike_puts_it_on_the_minion_as_a_weapon() -> None:
    """The strike deals no damage; the card is then on its minion, an equipment (Disarm may take it)."""
    from tabletome.games.vtes.actions import is_equipment

    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0)
    assert blood(s, b) == 4
    assert is_equipment(s, molotov_on(s, a))


def test_molotov_cocktail_not_usable_the_round_it_is_put_in_play_then_2r_aggravated() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Molotov Cocktail", "Dodge", "Dodge")
    c = fight(s, a, b)
    c.add(a, "additional", 1, "round")  # an additional strike this round: the cocktail is not offered
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0 and step_is_strike(st, a))
    assert "strike 2R aggravated (molotov)" not in legal(s)
    do(s, "strike hand")
    c.press = 1  # the combat goes on to a second round
    pass_until(s, lambda st: step_is_strike(st, a) and c.round == 2)
    assert "strike 2R aggravated (molotov)" in legal(s)
    do(s, "strike 2R aggravated (molotov)")
    pass_until(s, lambda st: molotov_on(st, a) < 0)
    end_combat(s)
    assert s.in_torpor(b)  # 2 aggravated damage: wounded


def step_is_strike(s: object, uid: int) -> bool:
    from tabletome.games.vtes.combat import StrikeChoice

    top = s.stack[-1] if s.stack else None  # type: ignore[attr-defined]
    return isinstance(top, StrikeChoice) and top.uid == uid and top.seat is not None


def test_molotov_cocktail_not_put_on_when_the_opposing_minion_strikes_combat_ends() -> None:
    """ANK 20200203-1: combat ends first, the cocktail's strike is not resolved."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    c = fight(s, a, b)
    c.add(b, "strike", Strike("ends", name="combat ends"), "combat")  # its text lets it strike: combat ends
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike combat ends")
    end_combat(s)
    assert molotov_on(s, a) < 0 and cid("Molotov Cocktail") in s.ash[0]


def test_molotov_cocktail_burned_at_the_end_of_combat() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    end_combat(s)
    assert molotov_on(s, a) < 0 and cid("Molotov Cocktail") in s.ash[0]


def test_molotov_cocktail_burned_after_use_even_when_dodged() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Molotov Cocktail", "Dodge", "Dodge")
    c = fight(s, a, b)
    c.add(a, "additional", 1, "round")
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0 and step_is_strike(st, a))
    do(s, "strike hand")
    c.press = 1
    pass_until(s, lambda st: step_is_strike(st, a) and c.round == 2)
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    do(s, "strike 2R aggravated (molotov)")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike dodge")
    pass_until(s, lambda st: molotov_on(st, a) < 0 or not in_combat(st))
    assert in_combat(s) and molotov_on(s, a) < 0  # burned as the strike resolved, before the combat ends
    assert blood(s, b) == 4 and not s.in_torpor(b)  # only the first round's hand strike landed
