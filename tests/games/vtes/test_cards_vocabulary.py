"""Cards outside the Fifth Edition pool written as data (effects/vocab): each played as its text says.

These cards carry no code of their own: a test per card checks that the composition of primitives
does what the printed text says (strikes, maneuvers, presses, prevention, bleed and stealth
modifiers, reactions, allies and retainers, an enter-combat action)."""

from __future__ import annotations

from functools import cache

import pytest

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import Combat, CombatWindow, PreventWindow, StrikeChoice, current_combat, start_combat
from tabletome.games.vtes.coverage import VOCABULARY, how
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed
from tabletome.games.vtes.stats import strength as strength_of
from tests.games.vtes.scenario import action, cid, do, finish_action, goto, hand, legal, pass_until, play, ready, table

OPP = "Agatha (G2)"  # a plain opponent: Sabbat, capacity 4, obf pot, strength 1


@cache
def holder(code: str, level: int) -> str:
    """A group 1-7 vampire with ``code`` at ``level`` exactly (basic 1, superior 2), capacity 5+."""
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and "Imbued" not in f.types and f.capacity >= 5 and f.level(code) == level:
            return c.name
    raise LookupError(code)


def fight(s: VTESState, a: int, b: int) -> Combat:
    goto(s, "minion")
    c = Combat(a, b)
    start_combat(s, c)
    s.changed()
    s.settle()
    return c


def step(s: VTESState) -> str:
    top = s.stack[-1] if s.stack else None
    if isinstance(top, CombatWindow):
        return top.step_name
    if isinstance(top, StrikeChoice):
        return "strike"
    if isinstance(top, PreventWindow):
        return "damage"
    return type(top).__name__


def to(s: VTESState, name: str, seat: int = 0) -> None:
    pass_until(s, lambda st: step(st) == name and st.to_move == seat)


def combat_with(card: str, code: str, level: int, blood: int = 4) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, holder(code, level), blood=blood)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, card)
    fight(s, a, b)
    return s, a, b


def end_combat(s: VTESState) -> None:
    """Everybody passes (hand strikes, or no strike at long range) until the combat is over."""
    for _ in range(200):
        if current_combat(s) is None:
            return
        moves = legal(s)
        do(s, next(m for m in ("pass", "end", "strike hand", "strike none") if m in moves))
    raise AssertionError("the combat goes on")


NEW = (
    "Conflagration",
    "Earth Swords",
    "Fade from View",
    "Flesh Bond",
    "Form of the Ghost",
    "Gleam of Red Eyes",
    "Nimble Feet",
    "Sacrament of Carnage",
    "Side Strike",
    "Skin of Rock",
    "Spiritual Intervention",
    "Staredown",
    "Shadow Shift",
    "Quick Exit",
    "Read Intentions",
    "Eyes of Chaos",
    "Threats",
    "Shadow Play",
    "Telepathic Counter",
    "The Knights",
    "Loyal Street Gang",
    "Political Ally",
    "J. S. Simmons, Esq.",
    "Tasha Morgan",
    "Ambush",
    "Dodge",
    "Boxed In",
    "Fake Out",
    "Open Grate",
    "Movement of the Mind",
    "Vanish from the Mind's Eye",
    "Flamethrower",
    "Bastard Sword",
    "Meat Cleaver",
    "Computer Hacking",
)


@pytest.mark.parametrize("name", NEW)
def test_each_new_card_is_written_as_data(name: str) -> None:
    assert how(cid(name)) == VOCABULARY


# ------------------------------------------------------------------------ strikes

RANGED = (
    ("Conflagration", "pot", 1, "mode pot", 2),
    ("Earth Swords", "pot", 1, "mode pot", 1),
    ("Earth Swords", "myt", 1, "mode basic", 2),
    ("Earth Swords", "myt", 2, "mode superior", 3),
    ("Flesh Bond", "ani", 1, "mode basic", 2),
    ("Sacrament of Carnage", "pot", 1, "mode basic", 2),
    ("Sacrament of Carnage", "pot", 2, "mode superior", 3),
)


@pytest.mark.parametrize(("card", "code", "level", "mode", "damage"), RANGED)
def test_ranged_strikes_deal_their_damage_at_long_range(
    card: str, code: str, level: int, mode: str, damage: int
) -> None:
    """ "Strike: NR damage": it works at long range (VT-STR-05), where a hand strike does not."""
    s, a, b = combat_with(card, code, level, blood=5)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    to(s, "strike")
    play(s, facts(cid(card)).slug, mode)
    end_combat(s)
    assert s.minions[b].blood == 4 - damage and s.minions[a].blood == 5 - cost(card)


def test_conflagration_dai_is_aggravated() -> None:
    """ "[dai] Strike: 1R aggravated damage": a vampire cannot mend it and goes to torpor."""
    s, _a, b = combat_with("Conflagration", "dai", 1)
    to(s, "strike")
    play(s, "conflagration", "mode basic")
    end_combat(s)
    assert s.in_torpor(b)


DODGES = (
    ("Fade from View", "obf", 2),
    ("Side Strike", "cel", 1),
    ("Spiritual Intervention", "nec", 1),
    ("Staredown", "pre", 1),
    ("Quick Exit", "obf", 2),
    ("Read Intentions", "aus", 2),
)


@pytest.mark.parametrize(("card", "code", "level"), DODGES)
def test_dodges_stop_the_opposing_strike(card: str, code: str, level: int) -> None:
    s, a, b = combat_with(card, code, level)
    to(s, "strike")
    play(s, facts(cid(card)).slug, "mode superior" if level == 2 else "mode basic")
    end_combat(s)
    assert s.minions[a].blood == 4 - cost(card) and s.minions[b].blood == 4


def cost(card: str) -> int:
    """The blood a card costs (a number: none of these has an X)."""
    return int(facts(cid(card)).blood_cost or 0)


@pytest.mark.parametrize(
    ("card", "code"), (("Flesh Bond", "ani"), ("Spiritual Intervention", "nec"), ("Staredown", "pre"))
)
def test_combat_ends_strikes_end_the_combat_before_damage(card: str, code: str) -> None:
    s, a, b = combat_with(card, code, 2)
    to(s, "strike")
    do(s, f"play {facts(cid(card)).slug}", "mode superior")
    end_combat(s)
    assert s.minions[a].blood == 4 - cost(card) and s.minions[b].blood == 4


# ------------------------------------------------------------------------ maneuvers and presses

MANEUVERS = (("Form of the Ghost", "pro", 1), ("Gleam of Red Eyes", "pro", 2), ("Shadow Shift", "obl", 2))


@pytest.mark.parametrize(("card", "code", "level"), MANEUVERS)
def test_maneuvers_change_the_range(card: str, code: str, level: int) -> None:
    s, _a, _b = combat_with(card, code, level)
    to(s, "range")
    do(s, f"play {facts(cid(card)).slug}")
    c = current_combat(s)
    assert c is not None and c.range == "long"


PRESSES = (
    ("Fade from View", "obf", 1),
    ("Form of the Ghost", "pro", 2),
    ("Gleam of Red Eyes", "pro", 1),
    ("Nimble Feet", "cel", 1),
)


@pytest.mark.parametrize(("card", "code", "level"), PRESSES)
def test_presses_continue_the_combat(card: str, code: str, level: int) -> None:
    s, _a, _b = combat_with(card, code, level)
    to(s, "press")
    do(s, f"play {facts(cid(card)).slug}")
    c = current_combat(s)
    assert c is not None and c.press == 1


@pytest.mark.parametrize("card", ("Quick Exit", "Read Intentions"))
def test_presses_only_to_end_combat(card: str) -> None:
    """ "Press, only usable to end combat": not to continue one."""
    code = "obf" if card == "Quick Exit" else "aus"
    s, _a, _b = combat_with(card, code, 1)
    to(s, "press")
    assert f"play {facts(cid(card)).slug}" not in legal(s)


@pytest.mark.parametrize(("card", "code"), (("Nimble Feet", "cel"), ("Side Strike", "cel"), ("Shadow Shift", "obl")))
def test_limited_additional_strikes(card: str, code: str) -> None:
    """ "Additional strike (limited)": a second hand strike this round (VT-STR-14)."""
    level = 1 if card == "Shadow Shift" else 2
    s, a, b = combat_with(card, code, level)
    to(s, "before-strikes")
    do(s, f"play {facts(cid(card)).slug}")
    end_combat(s)
    strength = 1  # both vampires' hand strikes
    assert s.minions[b].blood <= 4 - 2 * strength and s.minions[a].blood == 4 - strength


@pytest.mark.parametrize(("mode", "prevented", "level"), (("mode basic", 1, 1), ("mode superior", 2, 2)))
def test_skin_of_rock_prevents(mode: str, prevented: int, level: int) -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, holder("for", level), blood=5)
    hand(s, 0, "Roundhouse")
    hand(s, 1, "Skin of Rock")
    fight(s, a, b)
    to(s, "strike")
    do(s, "play roundhouse", "mode superior", "strike hand")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 1)
    play(s, "skin-of-rock", mode)
    end_combat(s)
    damage = 1 + 3  # Patrick's strength 1, Roundhouse at +3
    assert s.minions[b].blood == 5 - (damage - prevented)


# ------------------------------------------------------------------------ modifiers and reactions


@pytest.mark.parametrize(("card", "code"), (("Eyes of Chaos", "dem"), ("Threats", "dom")))
@pytest.mark.parametrize(("level", "plus"), ((1, 1), (2, 2)))
def test_bleed_modifiers(card: str, code: str, level: int, plus: int) -> None:
    s = table()
    a = ready(s, 0, holder(code, level), blood=4)
    hand(s, 0, card)
    goto(s, "minion")
    do(s, f"bleed {a}")
    moves = [f"play {facts(cid(card)).slug}"] + (["mode superior"] if level == 2 else [])
    do(s, *moves)
    assert action(s).bleed_amount(s) == bleed(s, a) + plus


@pytest.mark.parametrize(("level", "plus"), ((1, 1), (2, 2)))
def test_shadow_play_gives_stealth_when_needed(level: int, plus: int) -> None:
    s = table()
    a = ready(s, 0, holder("obt", level), blood=4)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Shadow Play")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play shadow-play" not in legal(s)  # VT-STL-04: not needed yet
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 0)
    do(s, "play shadow-play", *(["mode superior"] if level == 2 else []))
    assert action(s).stealth(s) == plus


@pytest.mark.parametrize(("level", "cut"), ((1, 1), (2, 2)))
def test_telepathic_counter_reduces_a_bleed_against_you(level: int, cut: int) -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, holder("aus", level), blood=4)
    hand(s, 1, "Telepathic Counter")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1 and "play telepathic-counter" in legal(st))
    do(s, "play telepathic-counter", *(["mode superior"] if level == 2 else []))
    finish_action(s)
    assert s.pool[1] == 30 - max(0, bleed(s, a) - cut)


# ------------------------------------------------------------------------ allies, retainers, actions


@pytest.mark.parametrize(
    ("card", "life", "strength", "bleed_"),
    (
        ("The Knights", 2, 2, 0),
        ("Loyal Street Gang", 2, 1, 0),
    ),
)
def test_brujah_allies_are_recruited_with_their_printed_life(card: str, life: int, strength: int, bleed_: int) -> None:
    s = table()
    a = ready(s, 0, holder_of_clan("Brujah"), blood=4)
    hand(s, 0, card)
    goto(s, "minion")
    do(s, f"play {facts(cid(card)).slug}")
    finish_action(s)
    ally = next(u for u in s.ready[0] if s.minions[u].card == cid(card))
    assert s.minions[ally].blood == life and strength_of(s, ally) == strength and a in s.minions


def test_political_ally_bleeds_for_3() -> None:
    s = table()
    ready(s, 0, holder_of_clan("Ventrue"), blood=4)
    hand(s, 0, "Political Ally")
    goto(s, "minion")
    minion = s.ready[0][0]
    do(s, "play political-ally")
    finish_action(s)
    ally = next(u for u in s.ready[0] if u != minion)
    assert bleed(s, ally) == 3 and s.minions[ally].blood == 1


@pytest.mark.parametrize("card", ("J. S. Simmons, Esq.", "Tasha Morgan"))
def test_retainers_give_the_employer_1_bleed(card: str) -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    before = bleed(s, a)
    hand(s, 0, card)
    goto(s, "minion")
    do(s, f"play {facts(cid(card)).slug}")
    finish_action(s)
    assert bleed(s, a) == before + 1


def test_ambush_enters_combat_with_a_locked_minion_with_an_optional_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Brachah (G2)", blood=3)
    b = ready(s, 1, "Aleph (G1)", locked=True)
    ready(s, 1, "Garret (G4)")  # unlocked: no target
    hand(s, 0, "Ambush")
    goto(s, "minion")
    do(s, "play ambush")
    assert action(s).target_seat == 1
    pass_until(s, lambda st: f"maneuver {a} optional" in legal(st))
    c = current_combat(s)
    assert c is not None and (c.a, c.b) == (a, b)


@cache
def holder_of_clan(clan: str) -> str:
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and f.clans[:1] == (clan,) and f.capacity >= 4 and "Imbued" not in f.types:
            return c.name
    raise LookupError(clan)


# ------------------------------------------------------------------------ not replaced until after combat


def test_dodge_is_replaced_only_after_combat() -> None:
    """ "Do not replace until after combat" (VT-CARD-21): the hand is one card short until the
    combat ends, then drawn up."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Dodge", "Dodge")
    fight(s, a, b)
    to(s, "strike")
    do(s, "play dodge")
    assert len(s.hand[0]) == 1 and s.delayed[0]
    end_combat(s)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 4  # the dodge is a's strike: b's is dodged
    assert not s.delayed[0] and len(s.hand[0]) > 1


@pytest.mark.parametrize(("card", "step_name"), (("Boxed In", "press"), ("Fake Out", "range")))
def test_boxed_in_and_fake_out_wait_for_the_end_of_combat(card: str, step_name: str) -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, card, "Dodge")  # a strike card in hand: its strike is asked, and the combat waits
    fight(s, a, b)
    to(s, step_name)
    do(s, f"play {facts(cid(card)).slug}")
    word = "presses to continue" if step_name == "press" else "maneuvers: long range"
    assert any(word in line for _, line in s.log)
    assert current_combat(s) is not None and s.delayed[0] and len(s.hand[0]) == 1
    end_combat(s)
    assert not s.delayed[0] and len(s.hand[0]) > 1


@pytest.mark.parametrize(
    ("card", "code"), (("Open Grate", ""), ("Movement of the Mind", "tha"), ("Vanish from the Mind's Eye", "obf"))
)
def test_presses_only_to_end_a_combat_at_basic(card: str, code: str) -> None:
    s = table()
    a = ready(s, 0, holder(code, 1) if code else OPP, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, card)
    hand(s, 1, "Boxed In")
    fight(s, a, b)
    to(s, "press")
    assert f"play {facts(cid(card)).slug}" not in legal(s)  # no press to continue yet
    pass_until(s, lambda st: st.to_move == 1 and "play boxed-in" in legal(st))
    do(s, "play boxed-in")
    pass_until(s, lambda st: st.to_move == 0)
    do(s, f"play {facts(cid(card)).slug}")
    c = current_combat(s)
    assert c is not None and c.press == 0  # the press to end answers the press to continue


def test_vanish_from_the_minds_eye_superior_presses_to_continue() -> None:
    s, _a, _b = combat_with("Vanish from the Mind's Eye", "obf", 2)
    to(s, "press")
    play(s, "vanish-from-the-mind-s-eye", "mode superior")
    c = current_combat(s)
    assert c is not None and c.press == 1


# ------------------------------------------------------------------------ weapons and a bleed


def armed(card: str) -> tuple[VTESState, int, int]:
    """Seat 0's vampire equips ``card`` (an action), then fights seat 1's."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, card)
    s.pool[0] = 10
    goto(s, "minion")
    do(s, f"play {facts(cid(card)).slug}")
    finish_action(s)
    assert any(s.placed[p].card == cid(card) for p in s.minions[a].cards)
    fight(s, a, b)
    return s, a, b


def test_flamethrower_strikes_2r_aggravated() -> None:
    s, _a, b = armed("Flamethrower")
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    to(s, "strike")
    do(s, "strike flamethrower-2r-agg")
    end_combat(s)
    assert s.in_torpor(b)  # aggravated damage is not mended (VT-DMG)


@pytest.mark.parametrize("card", ("Bastard Sword", "Meat Cleaver"))
def test_melee_weapons_strike_for_strength_plus_1(card: str) -> None:
    s, a, b = armed(card)
    to(s, "strike")
    do(s, f"strike {facts(cid(card)).slug}-strength+1")
    end_combat(s)
    assert s.minions[b].blood == 4 - 2 and s.minions[a].blood == 4 - 1  # strength 1 + 1; b's hand strike


def test_computer_hacking_bleeds_with_plus_1() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Computer Hacking")
    goto(s, "minion")
    do(s, "play computer-hacking")
    assert action(s).is_bleed() and action(s).bleed_amount(s) == bleed(s, a) + 1
