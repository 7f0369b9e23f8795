"""Focus and assistance, clues and spells (ES-FOCUS, ES-CLUE, ES-SPELL): the dice kept between
rolls, the rerolls, and the dice secured on spells."""

from __future__ import annotations

from tabletome.games.elder_sign.actions import parse_dice
from tabletome.games.elder_sign.attempt import ASIDE, DISCARD, POST, PRE, Attempt
from tabletome.games.elder_sign.dice import GREEN
from tabletome.games.elder_sign.flow import Effects
from tabletome.games.elder_sign.state import LOCK_MYTHOS, ESState

from .helpers import GAME, adventure, attempt, fix_rolls, give, legal_text, new, play, rolled, table

BOB = "Bob Jenkins"  # 4 sanity, 6 stamina
DEXTER = "Dexter Drake"  # 5 sanity, 5 stamina
CURSE = "dread-curse-of-azathoth"  # secures up to 2 dice


def why(s: ESState, text: str) -> str:
    return s.why_illegal(GAME.notation().read(text, s))


def starting(verb: str, s: ESState) -> list[str]:
    return [m for m in legal_text(s) if m.startswith(verb + " ")]


def on_stack(s: ESState) -> bool:
    return any(isinstance(f, Attempt) for f in s.stack)


def pair(cards: list[str], players: int = 2) -> ESState:
    """Bob (active) and Dexter, both on the first card."""
    s = table(new(players=players), cards, [BOB, DEXTER])
    s.where[1] = 0
    return s


# ---------------------------------------------------------------- focus and assistance
def test_es_focus_01_only_after_a_failed_roll_and_its_terror_check() -> None:
    s = table(new(), ["Ancient Relics"], [BOB])  # Terror: lose 1 sanity
    a = attempt(s, 0, 0)
    assert "ES-ADV-18" in why(s, "focus gp")  # not before a roll
    rolled(s, a, "gt+gp+g1+g1+g1+g1")
    assert not starting("focus", s) and "ES-ADV-18" in why(s, "focus gp")  # not before the roll fails
    play(s, "pass")
    assert s.sanity[0] == 3 and "focus gp" in legal_text(s)  # the Terror check is done
    play(s, "discard g1")
    assert a.step == PRE and not starting("focus", s)  # not after the discard


def test_es_focus_02_focus_keeps_a_die_with_its_face() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl")
    assert a.held == parse_dice("gl") and a.pool == parse_dice("g1+g1+gp+gp+gt")


def test_es_focus_03_assistance_from_an_investigator_on_the_same_card() -> None:
    s = pair(["Lights Out", "The Curator"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass")
    assert "assist 2 gl" in legal_text(s)
    play(s, "assist 2 gl")
    assert s.marker[1] == parse_dice("gl")[0] and a.held == () and len(a.pool) == 5
    s = pair(["Lights Out", "The Curator"])
    s.where[1] = 1  # on another card: no assistance
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass")
    assert not starting("assist", s) and "ES-FOCUS-03" in why(s, "assist 2 gl")


def test_es_focus_04_a_marker_holds_one_die() -> None:
    s = pair(["Lights Out"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "assist 2 gl", "discard g1")
    rolled(s, a, "gp+g1+gp+gt")
    play(s, "pass")
    assert not starting("assist", s) and "ES-FOCUS-04" in why(s, "assist 2 gp")
    assert s.marker[1] == parse_dice("gl")[0]


def test_es_focus_05_one_die_aside_per_failed_roll() -> None:
    s = pair(["Lights Out"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl")
    assert a.step == DISCARD and not starting("assist", s) and not starting("focus", s)
    s = pair(["Lights Out"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "assist 2 gl")
    assert a.step == DISCARD and not starting("focus", s)


def test_es_focus_06_focus_once_per_phase_assistance_later() -> None:
    s = pair(["Lights Out"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl", "discard g1")
    rolled(s, a, "gl+g1+gp+gp")
    play(s, "pass")
    assert not starting("focus", s) and "ES-FOCUS-06" in why(s, "focus gl")
    assert "assist 2 gl" in legal_text(s)


def test_es_focus_07_option_focus_after_every_failed_roll() -> None:
    s = table(new(focus_limit="every_failed_roll"), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl", "discard g1")
    rolled(s, a, "gl+g1+gp+gp")
    play(s, "pass", "focus gp")
    assert a.held == parse_dice("gl+gp")


def test_es_focus_08_a_held_die_is_kept_and_used_later() -> None:
    s = table(new(), ["The Curator"], [BOB])
    s.clues[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+g1+gp+gp")
    play(s, "pass", "focus gl")
    assert "discard gl" not in legal_text(s)
    play(s, "discard g1")
    fix_rolls(s, 0, 0, 4, 4)
    play(s, "roll")
    assert a.held == parse_dice("gl") and not [m for m in starting("mark", s) if "gl" in m]
    fix_rolls(s, 2)
    play(s, "mark g1", "reroll")
    assert a.pool == parse_dice("g1+g3+gp+gp") and "complete 2 g3+gl@focus" in legal_text(s)
    play(s, "complete 2 g3+gl@focus")
    assert a.held == ()


def test_es_focus_09_assistants_lose_one_when_the_adventure_fails() -> None:
    s = pair(["The Curator"])  # penalty: 2 sanity for the active investigator
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+g1+gp+gp")
    play(s, "pass", "assist 2 gl", "discard g1", "give-up")
    assert s.sanity[0] == 2 and s.to_move == s.owner[1]
    assert legal_text(s) == ["choose 1", "choose 2"]  # 1 sanity or 1 stamina, as Dexter chooses
    play(s, "choose 2")
    assert (s.sanity[1], s.stamina[1]) == (5, 4) and s.marker[1] == -1


# ---------------------------------------------------------------- clues
def test_es_clue_01_a_clue_rerolls_one_several_or_all_dice() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    s.clues[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g2+gl")
    assert {"mark g1", "mark g2", "mark gl"} <= set(legal_text(s)) and "reroll" not in legal_text(s)
    play(s, "mark g1", "mark gl", "unmark gl", "mark g2")
    assert {"unmark g1", "unmark g2", "mark gl", "reroll"} <= set(legal_text(s)) and "mark g1" not in legal_text(s)
    fix_rolls(s, 2, 4)
    play(s, "reroll")
    assert s.clues[0] == 0 and a.pool == parse_dice("g3+gl+gp") and a.step == POST and a.marked == ()


def test_es_clue_01_the_dice_to_reroll_are_chosen_then_confirmed() -> None:
    """ES-CLUE-01 "one, several or all": after an eight-die roll the moves name each die once
    (mark it), not each of the 255 sets; version 1 (reroll_moves=listed) listed every set."""
    s = table(new(), ["Lights Out"], [BOB])
    s.clues[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g2+g3+gl+gp+gt+y4+rw")
    marks = starting("mark", s)
    assert len(marks) == 8 and len(legal_text(s)) < 20 and "reroll g1+g2" not in legal_text(s)
    assert "Mark the dice" in why(s, "reroll")
    s = table(new(reroll_moves="listed"), ["Lights Out"], [BOB])
    s.clues[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g2+g3+gl+gp+gt+y4+rw")
    assert len(starting("reroll", s)) == 255 and not starting("mark", s)
    fix_rolls(s, 2, 4)
    play(s, "reroll g1+g2")
    assert s.clues[0] == 0 and a.pool == parse_dice("g3+g3+gl+gp+gp+gt+y4+rw")


def test_es_clue_02_clues_one_after_another_on_a_roll() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    s.clues[0] = 2
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g2+gl")
    fix_rolls(s, 1, 2)
    play(s, "mark g1", "reroll", "mark g2", "reroll")
    assert s.clues[0] == 0 and a.pool == parse_dice("g2+g3+gl")
    assert not starting("mark", s) and "ES-CLUE-01" in why(s, "mark g2")


def test_es_clue_03_clues_before_spells_and_never_on_held_dice() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    s.clues[0] = 2
    give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    a.held = parse_dice("gt")
    rolled(s, a, "g1+g2+gl+gp+gp")
    assert not [m for m in starting("mark", s) if "gt" in m]
    play(s, f"secure {CURSE} gl")
    assert not starting("mark", s) and "ES-CLUE-03" in why(s, "mark g1")
    assert s.clues[0] == 2


def test_es_clue_04_only_the_owner_spends_a_clue_on_their_turn() -> None:
    s = pair(["Lights Out"])
    s.clues[1] = 3  # Dexter's clues, on Bob's turn
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g2+gl")
    assert not starting("mark", s)
    assert "no clue" in why(s, "mark g1") and s.clues[1] == 3


def test_es_clue_05_each_clue_icon_gives_one_clue() -> None:
    s = table(new(), ["The Dreamlands"], [BOB])  # rewards: 2 clues, an Elder Sign
    a = attempt(s, 0, 7)
    rolled(s, a, "gp+gl+g3+g1+g1+g1")
    play(s, "complete 1 g3+gl+gp")
    assert s.clues[0] == 2


# ---------------------------------------------------------------- spells
def test_es_spell_01_a_spell_is_cast_after_the_roll_and_its_rerolls() -> None:
    s = table(new(), ["Ancient Relics"], [BOB])  # Terror: lose 1 sanity
    s.clues[0] = 1
    give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    assert not starting("secure", s) and "ES-ADV-08" in why(s, f"secure {CURSE} g1")
    rolled(s, a, "g1+g1+g1+g1+g1+g1")
    fix_rolls(s, 5)
    play(s, "mark g1", "reroll")
    assert f"secure {CURSE} gt" in legal_text(s)  # the caster sees the rerolled result
    play(s, f"secure {CURSE} gt", "pass")
    assert s.sanity[0] == 4 and a.step == ASIDE and not starting("secure", s)


def test_es_spell_02_the_number_of_dice_is_chosen_once() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    code = give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gl+g1+g1+g1")
    secures = starting("secure", s)
    assert f"secure {CURSE} gl+gl" in secures and not [m for m in secures if m.count("+") >= 2]
    play(s, f"secure {CURSE} gl", "pass", "discard g1")
    rolled(s, a, "gl+gl+g1+g1")
    assert not starting("secure", s)  # one die on it: none can be added
    assert s.secured[code] == parse_dice("gl")


def test_es_spell_03_a_secured_die_keeps_its_face() -> None:
    s = table(new(), ["Lights Out"], ["Darrell Simmons"])  # Darrell raises a die by one, once per roll
    s.clues[0] = 1
    code = give(s, 0, "spell", "Spell 2")  # secures 1 die
    a = attempt(s, 0, 0)
    rolled(s, a, "g2+g1+g1+gl+gl+gl")
    play(s, "secure spell-2 g2")
    assert not [m for m in starting("raise", s) + starting("mark", s) if "g2" in m]
    play(s, "pass", "discard g1")
    rolled(s, a, "g1+g1+gl+gl")
    assert not [m for m in starting("raise", s) + starting("mark", s) if "g2" in m]
    fix_rolls(s, 3, 3, 3, 3)
    play(s, "mark g1", "mark g1", "mark gl", "mark gl", "reroll")
    assert s.secured[code] == parse_dice("g2")


def test_es_spell_04_a_secured_terror_never_triggers() -> None:
    s = table(new(), ["Ancient Relics"], [BOB])  # Terror: lose 1 sanity
    give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gt+g1+g1+g1+g1")
    play(s, f"secure {CURSE} gt+gt", "pass")
    assert s.sanity[0] == 4 and a.step == ASIDE


def test_es_spell_05_secured_dice_rolled_with_the_pool() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    code = give(s, 0, "spell", "Dread Curse of Azathoth")
    s.secured = {code: parse_dice("g3+gl")}
    a = attempt(s, 0, 0)
    assert len(a.pool) == 4 and {"take g3", "take gl"} <= set(legal_text(s))
    play(s, "take g3")
    assert len(a.pool) == 5 and s.secured[code] == parse_dice("gl")
    fix_rolls(s, 4, 4, 4, 4, 4)
    play(s, "roll")
    assert a.pool == parse_dice("gp+gp+gp+gp+gp")


def test_es_spell_06_a_secured_die_waits_for_any_investigator() -> None:
    s = table(new(players=2), ["Lights Out", "The Curator"], [BOB, DEXTER])
    code = give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    rolled(s, a, "g3+g1+g1+g1+g1+g1")
    play(s, f"secure {CURSE} g3", "pass", "discard g1", "give-up")
    assert not on_stack(s) and s.secured == {code: parse_dice("g3")}  # across the end of Bob's turn
    b = attempt(s, 1, 1)
    assert len(b.pool) == 5
    rolled(s, b, "gl+g1+g1+g1+g1")
    assert f"complete 2 gl+g3@{CURSE}" in legal_text(s)  # Dexter uses the die on Bob's spell
    play(s, f"complete 2 gl+g3@{CURSE}")
    assert code not in s.secured and code not in s.items[0]


def test_es_spell_07_an_empty_spell_is_discarded() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    code = give(s, 0, "spell", "Spell 2")
    s.secured = {code: parse_dice("g3")}
    attempt(s, 0, 0)
    play(s, "take g3")
    assert code not in s.items[0] and code in s.item_discard and code not in s.secured


def test_es_spell_08_a_locked_secured_die_leaves_the_spell() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    code = give(s, 0, "spell", "Spell 2")
    s.secured = {code: parse_dice("g3")}
    s.locks = [(GREEN, LOCK_MYTHOS)] * 5  # every other green die is locked
    s.push(Effects(((0, "lock_green", 1, 0, ()),)))
    s.settle()
    assert code not in s.secured and code not in s.items[0]
    assert sum(1 for c, _ in s.locks if c == GREEN) == 6


def test_es_spell_09_a_secured_yellow_die_needs_the_right_to_roll_it() -> None:
    s = table(new(), ["Tempest in a Teapot"], [BOB])  # ordered: 4 first
    code = give(s, 0, "spell", "Spell 2")
    s.secured = {code: parse_dice("y4")}
    a = attempt(s, 0, 0)
    assert "take y4" not in legal_text(s) and "ES-SPELL-09" in why(s, "take y4")
    rolled(s, a, "g1+g1+g1+g1+g1+g1")
    assert "complete 1 y4@spell-2" in legal_text(s)  # assigning the secured result is free
    play(s, "complete 1 y4@spell-2")
    assert code not in s.secured and a.step == PRE
    assert a.yellow == 0 and s.places[0] == adventure(s, "Tempest in a Teapot")
