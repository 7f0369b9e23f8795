"""Resolving an adventure and failing it (ES-ADV, ES-FAIL): the pool, rolling, completing tasks,
the failed roll and its mandatory discard, the ways an adventure fails and its penalties."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.games.elder_sign.actions import parse_dice
from tabletome.games.elder_sign.attempt import ASIDE, DISCARD, POST, PRE, Attempt
from tabletome.games.elder_sign.data import ESEdition
from tabletome.games.elder_sign.dice import GREEN, RED, YELLOW, die
from tabletome.games.elder_sign.state import LOCK_MYTHOS, MONSTER_BASE, ESState

from .helpers import GAME, adventure, attempt, edition_with, fix_rolls, give, legal_text, new, play, rolled, table

BOB = "Bob Jenkins"  # 4 sanity, 6 stamina; his ability only adds a Common Item to a Common reward
DEXTER = "Dexter Drake"  # 5 sanity, 5 stamina


def why(s: ESState, text: str) -> str:
    return s.why_illegal(GAME.notation().read(text, s))


def card_edition(name: str, **fields: Any) -> ESEdition:
    def change(data: dict[str, Any]) -> None:
        row = next(c for c in data["cards"] if c["name"] == name)
        row.update(fields)

    return edition_with(change)


def mythos(s: ESState, name: str) -> int:
    return next(k for k, m in enumerate(s.ed.mythos) if m.name == name)


def on_stack(s: ESState) -> bool:
    return any(isinstance(f, Attempt) for f in s.stack)


def unrolled(n_green: int, *colours: int) -> tuple[int, ...]:
    return tuple(sorted((die(GREEN, 0),) * n_green + tuple(die(c, 0) for c in colours)))


# ---------------------------------------------------------------- starting the attempt
def test_es_adv_01_declaring_failure_before_the_first_roll() -> None:
    s = table(new(), ["Koi Pond"], [BOB])
    s.mythos = mythos(s, "Mythos 6")  # its Terror effect (lose 1 sanity) must not resolve
    attempt(s, 0, 0)
    assert "give-up" in legal_text(s)
    play(s, "give-up")
    assert (s.sanity[0], s.stamina[0]) == (3, 4)  # Koi Pond's penalties: 1 sanity, 2 stamina
    assert s.where[0] == 0 and s.places[0] == adventure(s, "Koi Pond")
    assert not on_stack(s) and s.clock == 3  # on to the Clock phase, whose advance has happened


def test_es_adv_02_the_first_pool_is_every_unlocked_green_die() -> None:
    s = table(new(), ["The Curator"], [BOB])
    assert attempt(s, 0, 0).pool == unrolled(6)
    s = table(new(), ["The Curator"], [BOB])
    s.locks = [(GREEN, LOCK_MYTHOS), (YELLOW, LOCK_MYTHOS)]
    assert attempt(s, 0, 0).pool == unrolled(5)


def test_es_adv_03_dice_are_added_before_a_roll() -> None:
    s = table(new(), ["The Curator"], [BOB])
    common = give(s, 0, "common", "Common Item 3")
    unique = give(s, 0, "unique", "Unique Item 1")
    spell = give(s, 0, "spell", "Spell 2")
    s.secured = {spell: parse_dice("g3")}
    a = attempt(s, 0, 0)
    assert a.pool == unrolled(5)  # the secured green is not in the pool
    assert {"spend common-item-3", "spend unique-item-1", "take g3", "roll"} <= set(legal_text(s))
    play(s, "spend common-item-3", "spend unique-item-1", "take g3")
    assert a.pool == unrolled(6, YELLOW, RED)
    assert common not in s.items[0] and unique not in s.items[0]


def test_es_adv_04_yellow_once_per_phase_and_never_back_after_its_discard() -> None:
    s = table(new(), ["The Curator"], [BOB])
    give(s, 0, "common", "Common Item 3")
    give(s, 0, "common", "Common Item 4")
    a = attempt(s, 0, 0)
    play(s, "spend common-item-3")
    assert "spend common-item-4" not in legal_text(s)
    assert "ES-COMP-09" in why(s, "spend common-item-4")
    rolled(s, a, "g1+g1+g1+g1+g1+g1+y1")
    play(s, "pass", "discard y1")
    assert a.step == PRE and "spend common-item-4" not in legal_text(s)
    assert "ES-ADV-04" in why(s, "spend common-item-4")


def test_es_adv_05_an_item_die_stays_in_the_pool_after_a_failed_roll() -> None:
    s = table(new(), ["The Curator"], [BOB])
    give(s, 0, "common", "Common Item 3")
    a = attempt(s, 0, 0)
    play(s, "spend common-item-3")
    rolled(s, a, "g1+g1+g1+g1+g1+g1+y1")
    play(s, "pass", "discard g1")
    assert a.pool == unrolled(5, YELLOW)
    fix_rolls(s, 0, 0, 0, 0, 0, 3)  # the yellow die shows 4
    play(s, "roll")
    assert a.pool == parse_dice("g1+g1+g1+g1+g1+y4")


# ---------------------------------------------------------------- rolling and completing tasks
def test_es_adv_06_the_pool_is_rolled_held_dice_are_not() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl", "discard g1")
    assert a.held == parse_dice("gl") and len(a.pool) == 4
    fix_rolls(s, 4, 4, 4, 4)
    play(s, "roll")
    assert a.pool == parse_dice("gp+gp+gp+gp") and a.held == parse_dice("gl")


def test_es_adv_07_a_roll_is_needed_even_for_a_task_without_dice() -> None:
    s = table(new(edition=card_edition("The Curator", tasks=["+stamina1", "L L L"])), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    assert legal_text(s) == ["roll", "give-up"]
    rolled(s, a, "g1+g1+g1+g1+g1+g1")
    assert "complete 1" in legal_text(s)
    play(s, "complete 1")
    assert s.stamina[0] == 5 and a.step == PRE


def test_es_adv_08_rerolls_then_spells_then_a_task() -> None:
    s = table(new(), ["The Curator"], [BOB])
    s.clues[0] = 1
    give(s, 0, "spell", "Dread Curse of Azathoth")
    a = attempt(s, 0, 0)
    assert "secure dread-curse-of-azathoth g3" not in legal_text(s)  # not before the roll
    rolled(s, a, "gl+gl+gl+g3+g1+g1")
    legal = legal_text(s)
    assert "mark g1" in legal and "secure dread-curse-of-azathoth g3" in legal
    play(s, "secure dread-curse-of-azathoth g3")
    legal = legal_text(s)
    assert not [m for m in legal if m.startswith(("reroll", "mark"))]
    assert "ES-ADV-08" in why(s, "mark g1")
    assert (
        "complete 1 gl+gl+gl" in legal and "complete 2 gl+g3@dread-curse-of-azathoth" in legal
    )  # the secured g3 counts


def test_es_adv_09_every_task_including_a_monster_s() -> None:
    s = table(new(), ["The Dreamlands"], [BOB])
    cultist = next(k for k, m in enumerate(s.ed.monsters) if m.name == "Cultist 3")  # its task: L
    s.monsters_at[7] = ((-1, cultist),)
    a = attempt(s, 0, 7)
    assert [str(task) for _, task, _ in a.tasks(s)] == ["P L 3", "L"]
    rolled(s, a, "gp+gl+g3+g1+g1+g1")
    play(s, "complete 1 g3+gl+gp")
    assert s.places[7] == adventure(s, "The Dreamlands") and a.step == PRE  # the monster's task is left
    rolled(s, a, "gl+g1+g1")
    play(s, "complete 2 gl")
    assert s.places[7] == -1
    assert adventure(s, "The Dreamlands") in s.trophies[0] and MONSTER_BASE + cultist in s.trophies[0]


def test_es_adv_10_one_task_a_roll_but_amanda_any_number() -> None:
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gl+gl+g3+g1")
    play(s, "complete 1 gl+gl+gl")
    assert a.step == PRE and not [m for m in legal_text(s) if m.startswith("complete")]
    s = table(new(), ["The Curator", "Lights Out"], ["Amanda Sharpe"])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gl+gl+g3+g1")
    play(s, "complete 1 gl+gl+gl")
    assert a.step == POST and "complete 2 g3+gl" in legal_text(s)


def test_es_adv_11_assigned_dice_stay_on_the_card() -> None:
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    a.held = parse_dice("gl")  # a die kept by focus earlier in this attempt
    rolled(s, a, "gl+gl+gl+g3+g1")
    assert "complete 2 g3+gl" in legal_text(s)
    play(s, "complete 1 gl+gl+gl")
    assert a.pool == unrolled(2) and a.held == parse_dice("gl")
    rolled(s, a, "g3+g1")
    assert "complete 2 g3+gl@focus" in legal_text(s)  # the held Lore with a die of this roll
    play(s, "complete 2 g3+gl@focus")
    assert a.held == () and s.trophies[0] == (adventure(s, "The Curator"),)  # the card is completed


def test_es_adv_11_the_player_chooses_which_of_identical_dice_a_task_takes() -> None:
    """ES-ADV-11: dice "from the current roll and/or held dice": the focused Lore may go to the task
    while an identical rolled one stays in the pool to be rolled again, or the other way round."""
    s = table(new(), ["The Curator"], [BOB])  # L L L; L 3
    a = attempt(s, 0, 0)
    a.held = parse_dice("gl")
    rolled(s, a, "gl+g3+g1+g1+g1")
    legal = legal_text(s)
    assert {"complete 2 g3+gl", "complete 2 g3+gl@focus"} <= set(legal)
    assert "A die kept from an earlier roll" in why(s, "complete 2 g3+g1+gl+gl")
    play(s, "complete 2 g3+gl@focus")
    assert a.held == () and a.pool == unrolled(4)
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    a.held = parse_dice("gl")
    rolled(s, a, "gl+g3+g1+g1+g1")
    play(s, "complete 2 g3+gl")
    assert a.held == parse_dice("gl") and a.pool == unrolled(3)


def test_es_adv_11_an_assistant_s_or_a_spell_s_die_is_named_by_where_it_is() -> None:
    """ES-ADV-11, ES-FOCUS-03, ES-SPELL-06: a die on investigator 2's marker is written @2, one on a
    spell with the spell's name; the task takes that very die."""
    s = table(new(players=2), ["The Curator"], [BOB, DEXTER])
    s.where[1] = 0
    code = give(s, 0, "spell", "Dread Curse of Azathoth")
    s.secured[code] = parse_dice("gl")
    a = attempt(s, 0, 0)
    s.marker[1] = parse_dice("gl")[0]
    a.assisted = (1,)
    rolled(s, a, "gl+g3+g1")
    legal = set(legal_text(s))
    assert {"complete 2 g3+gl", "complete 2 g3+gl@2", "complete 2 g3+gl@dread-curse-of-azathoth"} <= legal
    assert "complete 1 gl+gl@2+gl@dread-curse-of-azathoth" in legal
    play(s, "complete 2 g3+gl@2")
    assert s.marker[1] == -1 and s.secured[code] == parse_dice("gl") and a.pool == unrolled(2)


def test_es_adv_11_version_1_took_this_roll_s_dice_first() -> None:
    """The legacy reading (kept_dice=roll_first): the move names faces only."""
    s = table(new(kept_dice="roll_first"), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    a.held = parse_dice("gl")
    rolled(s, a, "gl+g3+g1+g1+g1")
    assert "complete 2 g3+gl" in legal_text(s) and "complete 2 g3+gl@focus" not in legal_text(s)
    play(s, "complete 2 g3+gl")
    assert a.held == parse_dice("gl") and a.pool == unrolled(3)


def test_es_adv_12_completing_a_task_is_optional() -> None:
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gl+g1+g1+g1")
    assert {"complete 1 gl+gl+gl", "pass"} <= set(legal_text(s))
    play(s, "pass")
    assert a.step == ASIDE and a.done == () and "discard g1" in legal_text(s)


def test_es_adv_13_an_arrow_orders_the_tasks() -> None:
    s = table(new(), ["Lights Out", "The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gp+gp+g3+g1+g1+g1")
    legal = legal_text(s)
    assert "complete 1 g3" in legal and "complete 2 gp+gp" not in legal
    assert "ES-ADV-13" in why(s, "complete 2 gp+gp")
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g3+g1+g1+g1+g1")
    assert "complete 2 g3+gl" in legal_text(s)  # no arrow: task 2 before task 1


def test_es_adv_14_a_cost_cannot_bring_you_to_zero() -> None:
    s = table(new(), ["A Terrible Discovery"], [BOB])
    s.sanity[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "g3+gt+gl+gl+g1+g1")
    assert not [m for m in legal_text(s) if m.startswith("complete")]
    assert "ES-ADV-14" in why(s, "complete 1 g3+gt")
    s.sanity[0] = 2
    s.changed()
    play(s, "complete 1 g3+gt")
    assert s.sanity[0] == 1


def test_es_adv_15_whiskey_or_food_pays_a_one_point_cost() -> None:
    s = table(new(), ["A Terrible Discovery"], [BOB])
    s.sanity[0] = 1
    whiskey = give(s, 0, "common", "Whiskey")
    a = attempt(s, 0, 0)
    rolled(s, a, "g3+gt+g1+g1+g1+g1")
    assert legal_text(s).count("complete 1 g3+gt whiskey") == 1
    play(s, "complete 1 g3+gt whiskey")
    assert s.sanity[0] == 1 and whiskey not in s.items[0]
    s = table(new(), ["Hallway on Fire"], [BOB])
    s.stamina[0] = 1
    food = give(s, 0, "common", "Food")
    a = attempt(s, 0, 0)
    rolled(s, a, "gp+g1+g1+g1+g1+g1")
    assert [m for m in legal_text(s) if m.startswith("complete")] == ["complete 1 gp food"]
    play(s, "complete 1 gp food")
    assert s.stamina[0] == 1 and food not in s.items[0]


def test_es_adv_16_a_clock_icon_advances_the_clock_on_completion() -> None:
    s = table(new(edition=card_edition("The Curator", tasks=["L +clock", "L 3"])), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+g1+g1+g1")
    assert s.clock == 0
    play(s, "complete 1 gl")
    assert s.clock == 3 and a.step == PRE


def test_es_adv_17_the_dice_left_are_rolled_again() -> None:
    s = table(new(), ["The Curator"], [BOB])
    give(s, 0, "common", "Common Item 3")
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gl+g1+g1+g1")
    play(s, "complete 1 gl+gl+gl")
    assert a.step == PRE and a.pool == unrolled(3)
    assert {"roll", "spend common-item-3"} <= set(legal_text(s))
    play(s, "spend common-item-3")
    fix_rolls(s, 2, 2, 2, 4)
    play(s, "roll")
    assert a.pool == parse_dice("g3+g3+g3+yl")


# ---------------------------------------------------------------- the failed roll
def test_es_adv_18_terror_then_focus_then_the_discard_then_a_roll() -> None:
    s = table(new(), ["Ancient Relics"], [BOB])  # Terror: lose 1 sanity
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+gp+g1+g1")
    play(s, "pass")
    assert s.sanity[0] == 3  # (a) the Terror check came first
    legal = legal_text(s)
    assert a.step == ASIDE and "focus gp" in legal and "discard g1" in legal and "roll" not in legal
    play(s, "focus gp")  # (b)
    assert a.step == DISCARD and all(m.startswith("discard") for m in legal_text(s))
    assert "ES-ADV-18" in why(s, "roll")
    play(s, "discard g1")  # (c)
    assert a.step == PRE and "roll" in legal_text(s) and len(a.pool) == 4  # (d)


def test_es_adv_19_the_discard_is_a_pool_die_never_a_held_one() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+gp+gp+gt")
    play(s, "pass", "focus gl")
    assert legal_text(s) == ["discard g1", "discard gp", "discard gt"]
    play(s, "discard gp")
    assert a.held == parse_dice("gl")


def test_es_adv_20_a_discarded_die_stays_out_for_the_phase() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    for left in (5, 4, 3):
        rolled(s, a, "+".join(["g1"] * (left + 1)))
        play(s, "pass", "discard g1")
        assert a.pool == unrolled(left)
        play(s, "roll")
        assert len(a.pool) == left


def test_es_adv_21_discarding_the_last_die_fails_the_adventure() -> None:
    s = table(new(), ["The Curator"], [BOB])  # penalty: lose 2 sanity
    a = attempt(s, 0, 0)
    rolled(s, a, "g1")
    play(s, "pass")
    assert s.sanity[0] == 4 and on_stack(s)
    play(s, "discard g1")
    assert not on_stack(s) and s.sanity[0] == 2 and s.places[0] == adventure(s, "The Curator")


def test_es_adv_22_stopping_after_a_failed_roll_fails_the_adventure() -> None:
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g1+g1+g1+g1")
    play(s, "pass", "discard g1")
    assert a.step == PRE and "give-up" in legal_text(s)
    play(s, "give-up")
    assert not on_stack(s) and s.sanity[0] == 2


# ---------------------------------------------------------------- failure and penalties
def _fail_by(s: ESState, a: Attempt, how: str) -> None:
    if how == "declare":  # ES-ADV-01
        play(s, "give-up")
    elif how == "stop":  # ES-ADV-22
        rolled(s, a, "g1+g1+g1+g1+g1+g1")
        play(s, "pass", "discard g1", "give-up")
    elif how == "last die":  # ES-ADV-21
        rolled(s, a, "g1")
        play(s, "pass", "discard g1")
    else:  # ES-TERROR-08: Koi Pond's Terror effect fails it
        rolled(s, a, "gt+g1+g1+g1+g1+g1")
        play(s, "pass")


@pytest.mark.parametrize("how", ["declare", "stop", "last die", "terror"])
def test_es_fail_01_the_four_ways_an_adventure_fails(how: str) -> None:
    s = table(new(), ["Koi Pond"], [BOB])  # penalties: 1 sanity, 2 stamina
    a = attempt(s, 0, 0)
    _fail_by(s, a, how)
    assert not on_stack(s)
    assert (s.sanity[0], s.stamina[0]) == (3, 4)


def test_es_fail_02_the_active_investigator_suffers_every_penalty() -> None:
    s = table(new(players=2), ["Stay Away From The Windows"], [BOB, DEXTER])  # doom, 1 sanity, 2 stamina
    s.where[1] = 0
    attempt(s, 0, 0)
    play(s, "give-up")
    assert s.doom == 1 and (s.sanity[0], s.stamina[0]) == (3, 4)
    assert (s.sanity[1], s.stamina[1]) == (5, 5)


def test_es_fail_03_a_split_penalty_side_must_be_carried_out_in_full() -> None:
    ed = card_edition("The Curator", penalties=["trophy 2 | stamina 1 + sanity 1"])
    s = table(new(edition=ed), ["The Curator"], [BOB])
    attempt(s, 0, 0)
    play(s, "give-up")  # no trophy: the trophy side cannot be chosen
    assert (s.sanity[0], s.stamina[0]) == (3, 5)
    s = table(new(edition=ed), ["The Curator"], [BOB])
    s.trophies[0] = (adventure(s, "Koi Pond"),)  # worth 2
    attempt(s, 0, 0)
    play(s, "give-up")
    assert legal_text(s) == ["choose 1", "choose 2"]
    play(s, "choose 1")
    assert s.trophies[0] == () and (s.sanity[0], s.stamina[0]) == (4, 6)


def test_es_fail_04_a_failed_card_stays_with_its_investigator_and_monsters() -> None:
    s = table(new(), ["The Curator", "Ancient Relics"], [BOB])
    cultist = next(k for k, m in enumerate(s.ed.monsters) if m.name == "Cultist 3")
    s.monsters_at[1] = ((0, cultist),)
    a = attempt(s, 0, 1)
    rolled(s, a, "gl+g3+g1+g1+g1+g1")
    play(s, "complete 2 g3+gl", "give-up")
    assert s.places[1] == adventure(s, "Ancient Relics") and s.where[0] == 1
    assert s.monsters_at[1] == ((0, cultist),) and s.trophies[0] == ()
