"""Locked dice, monsters and Other World cards (clauses.md sections 16-18)."""

from __future__ import annotations

from typing import Any

from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.dice import GREEN, RED, YELLOW, die
from tabletome.games.elder_sign.effects import parse_effects
from tabletome.games.elder_sign.flow import MIDNIGHT, push_effects
from tabletome.games.elder_sign.state import ENTRANCE, LOCK_MYTHOS, MONSTER_BASE, OW_BASE, ESState

from .helpers import GAME, adventure, attempt, fix_rolls, give, legal_text, new, play, rolled, table

TEAM = ("Joe Diamond", "Michael McGlen")
# Monsters of the standard edition by index: 9 "Monster 10" (task 4, locks a green die), 14 "Monster 15"
# (P, costs 1 stamina), 15 "Monster 16" (L 2, at midnight lose 1 sanity), 20 "Monster 21" (T P, a clue
# on its back), 0 "Cultist 1" (T).
LOCKER, COSTLY, MIDNIGHT_MONSTER, CLUE_BACK = 9, 14, 15, 20
QUIET_MYTHOS = 7  # "Mythos 8": a Terror effect only, nothing when drawn


def game(cards: tuple[str, ...] = ("The Curator",), players: int = 1, **options: Any) -> ESState:
    options.setdefault("ancient_one", "ithaqua")
    s = new(players=players, **options)
    return table(s, cards, TEAM[:players])


def effects(s: ESState, texts: list[str], place: int = -1, inv: int = 0) -> None:
    push_effects(s, inv, parse_effects(texts), place)
    s.settle()


def monster(s: ESState, m: int, place: int, row: int = -1) -> None:
    """Monster ``m`` out of the cup onto a card, as the rules place it (its lock too)."""
    if m in s.cup:  # a bare table may keep setup's monsters out of the cup
        s.cup.remove(m)
    t.put_monster(s, m, place, row)


def solve(s: ESState, a: Attempt, *steps: tuple[str, int]) -> None:
    for dice, task in steps:
        rolled(s, a, dice)
        play(s, f"complete {task} {dice}")


def action(s: ESState, text: str) -> Any:
    return GAME.notation(s.ed).read(text, s)


def midnight(s: ESState) -> None:
    """The midnight after a turn (the next Mythos card: one with no effect when drawn)."""
    s.mythos_deck = [QUIET_MYTHOS]
    s.midnights = 1
    del s.stack[1:]
    s.stack[0].step = MIDNIGHT
    s.settle()


def greens(a: Attempt) -> int:
    return sum(1 for d in a.pool if d >> 4 == GREEN)


# ---------------------------------------------------------------- 16. locked dice
def test_es_lock_01_a_card_with_a_lock_icon_takes_its_die_at_once_and_nobody_rolls_it() -> None:
    s = game(())
    code = adventure(s, "Did You Hear That?")  # a green locked-die icon
    s.adventure_deck.remove(code)
    s.adventure_deck.append(code)
    t.deal_adventure(s, 0)
    assert s.locks == [(GREEN, 0)]
    assert t.free_dice(s, GREEN) == 5
    assert greens(attempt(s, 0, 0)) == 5


def test_es_lock_01_a_monster_with_a_lock_icon_takes_its_die_when_it_appears() -> None:
    s = game()
    monster(s, LOCKER, 0)
    assert s.locks == [(GREEN, MONSTER_BASE + LOCKER)]
    assert greens(attempt(s, 0, 0)) == 5


def test_es_lock_02_a_lock_takes_the_die_off_a_spell() -> None:
    s = game()
    spell = give(s, 0, "spell", "Spell 2")
    s.secured[spell] = (die(YELLOW, 3),)
    effects(s, ["lock_yellow"], place=0)
    assert s.locks == [(YELLOW, 0)]
    assert spell not in s.secured and spell not in s.items[0]  # its last die gone: discarded (ES-SPELL-07)


def test_es_lock_02_a_lock_takes_the_die_off_an_investigator_marker() -> None:
    s = game(players=2)
    s.marker[1] = die(RED, 4)
    effects(s, ["lock_red"], place=0)
    assert s.locks == [(RED, 0)] and s.marker[1] == -1


def test_es_lock_02_03_a_lock_never_takes_another_locks_die_it_waits_for_it() -> None:
    s = game(("Lights Out", "Koi Pond"))
    s.mythos = 4  # "Mythos 5" locks the yellow die
    s.locks = [(YELLOW, LOCK_MYTHOS)]
    effects(s, ["lock_yellow"], place=1)
    assert s.locks == [(YELLOW, LOCK_MYTHOS), (YELLOW + 16, 1)]  # waiting
    assert t.free_dice(s, YELLOW) == 0
    midnight(s)  # the Mythos card leaves: its die goes to the waiting lock (ES-LOCK-03)
    assert s.locks == [(YELLOW, 1)]


def test_es_lock_04_a_die_locked_by_an_adventure_is_freed_when_it_is_completed() -> None:
    s = game(("Did You Hear That?",))
    t.lock_for(s, 0)
    a = attempt(s, 0, 0)
    assert greens(a) == 5
    solve(s, a, ("gp", 1), ("gp+gp", 2))
    assert s.places[0] != adventure(s, "Did You Hear That?")
    assert (GREEN, 0) not in s.locks  # the replacement may lock its own die, not this one
    assert t.free_dice(s, GREEN) == 6 - t.locked(s, GREEN)


def test_es_lock_04_a_die_locked_by_a_mythos_card_is_freed_when_the_card_leaves() -> None:
    s = game(("Lights Out",))
    s.mythos = 3  # "Mythos 4": a green die locked
    s.locks = [(GREEN, LOCK_MYTHOS)]
    midnight(s)
    assert s.mythos == QUIET_MYTHOS and s.locks == []
    assert t.free_dice(s, GREEN) == 6


def test_es_lock_05_a_defeated_monster_frees_its_die_only_when_the_attempt_ends() -> None:
    s = game()
    monster(s, LOCKER, 0)  # task "4" below The Curator's last task
    a = attempt(s, 0, 0)
    rolled(s, a, "g3+g1+g2+g2+g2")
    play(s, "complete 3 g1+g3")
    assert (GREEN, MONSTER_BASE + LOCKER) in s.locks
    assert greens(a) == 3  # the freed die does not join this phase's rolls
    play(s, "give-up")
    assert s.locks == [] and t.free_dice(s, GREEN) == 6
    assert s.trophies[0] == (MONSTER_BASE + LOCKER,)


def yog_fails_a_world_with_a_locking_monster() -> ESState:
    s = game(("The Dreamlands",), ancient_one="yog-sothoth")
    monster(s, LOCKER, 7)
    a = attempt(s, 0, 7)
    assert greens(a) == 5
    play(s, "give-up")
    return s


def test_es_lock_06_a_discarded_adventure_sends_its_monsters_to_the_cup_and_frees_their_dice() -> None:
    """ES-LOCK-06, ES-LOCK-05 (a discarded monster frees its die at once): Yog-Sothoth removes a
    failed Other World from the game (ES-AO-05)."""
    s = yog_fails_a_world_with_a_locking_monster()
    assert s.places[7] == -1
    assert LOCKER in s.cup and s.trophies[0] == ()
    assert s.locks == [] and t.free_dice(s, GREEN) == 6


def test_es_lock_07_locked_dice_are_left_out_of_every_pool() -> None:
    s = game()
    s.locks = [(GREEN, 0), (GREEN, LOCK_MYTHOS), (YELLOW, 0)]
    give(s, 0, "common", "Common Item 3")
    a = attempt(s, 0, 0)
    assert greens(a) == 4
    assert "spend common-item-3" not in legal_text(s)
    assert s.why_illegal(action(s, "spend common-item-3")) == "The yellow die is locked or held (ES-LOCK-07)."


def awaken(s: ESState) -> None:
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    effects(s, ["doom"])


def test_es_lock_08_at_the_awakening_mythos_dice_are_freed_and_the_others_leave_the_game() -> None:
    s = game(("Did You Hear That?",))
    t.lock_for(s, 0)
    monster(s, LOCKER, 0)
    s.mythos = 6  # "Mythos 7" locks the red die
    s.locks.append((RED, LOCK_MYTHOS))
    awaken(s)
    assert s.awakened
    assert sorted(s.locks) == [(GREEN, t.REMOVED), (GREEN, t.REMOVED)]
    assert t.free_dice(s, GREEN) == 4 and t.free_dice(s, RED) == 1


# ---------------------------------------------------------------- 17. monsters
def test_es_mon_01_a_monster_is_drawn_at_random_from_the_cup() -> None:
    s = game()
    s.cup = [3, 8, 12]
    fix_rolls(s, 1)  # the second marker of the cup
    effects(s, ["monster"])
    assert s.cup == [3, 12]
    assert s.monsters_at[0] == ((-1, 8),)


def test_es_mon_02_a_free_monster_task_takes_the_monster() -> None:
    s = game(("The Curator", "Late Night Break-In"))
    effects(s, ["monster"])
    assert s.monsters_at[0] == ()
    assert [row for row, _ in s.monsters_at[1]] == [0]


def test_es_mon_02_with_several_free_monster_tasks_only_they_may_take_it() -> None:
    s = game(("The Curator", "Late Night Break-In", "Ancient Relics"))
    effects(s, ["monster"])
    assert legal_text(s) == ["place a2 1", "place a3 1"]
    assert "free monster task first" in s.why_illegal(action(s, "place a1 0"))


def test_es_mon_03_blank_total_and_partial_monster_tasks() -> None:
    s = game(("When Night Falls", "Late Night Break-In", "Yuggoth"))
    monster(s, 15, 0, 0)  # blank row: "L 2" becomes the task
    monster(s, 14, 1, 0)  # total row "3": covered by "P" (costs 1 stamina)
    monster(s, 13, 7, 0)  # partial row "P T": its T covered by "2 T"
    assert [str(task) for _, task, _ in t.tasks_at(s, 0)] == ["L 2", "T", "P L L"]
    assert [str(task) for _, task, _ in t.tasks_at(s, 1)] == ["P (costs 1 stamina)", "6"]
    assert [str(task) for _, task, _ in t.tasks_at(s, 7)] == ["P 2 T", "8"]


def test_es_mon_04_an_empty_blank_monster_task_needs_no_dice() -> None:
    s = game(("When Night Falls",))
    assert [str(task) for _, task, _ in t.tasks_at(s, 0)] == ["T", "P L L"]
    a = attempt(s, 0, 0)
    solve(s, a, ("gt", 1), ("gp+gl+gl", 2))
    assert s.trophies[0] == (adventure(s, "When Night Falls"),)


def test_es_mon_05_monsters_spread_evenly_below_the_last_tasks() -> None:
    s = game(("The Curator", "Lights Out"))
    effects(s, ["monster"])
    assert legal_text(s) == ["place a1 0", "place a2 0"]
    play(s, "place a1 0")
    effects(s, ["monster"])  # a1 has one below: the next goes to a2, no choice
    assert len(s.monsters_at[0]) == 1 and len(s.monsters_at[1]) == 1
    effects(s, ["monster"])
    assert legal_text(s) == ["place a1 0", "place a2 0"]
    assert "fewest monsters" in s.why_illegal(action(s, "place a1 1"))


def test_es_mon_06_a_monster_below_the_last_task_is_the_last_task_of_an_ordered_card() -> None:
    s = game(("Lights Out",))  # ordered: 3, P P, L L
    monster(s, 12, 0)  # "L L"
    a = attempt(s, 0, 0)
    solve(s, a, ("g3", 1), ("gp+gp", 2), ("gl+gl", 3))
    assert s.places[0] == adventure(s, "Lights Out")  # not completed yet: the monster is a task
    rolled(s, a, "gl+gl")
    assert legal_text(s) == ["complete 4 gl+gl", "pass"]
    play(s, "complete 4 gl+gl")
    assert sorted(s.trophies[0]) == [adventure(s, "Lights Out"), MONSTER_BASE + 12]


def test_es_mon_06_on_an_unordered_card_the_extra_task_may_come_first() -> None:
    s = game()
    monster(s, 12, 0)
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+g1")
    assert "complete 3 gl+gl" in legal_text(s)


def test_es_mon_07_a_monster_appears_here_ignores_the_evenness_rule() -> None:
    s = game(("The Curator", "Lights Out"))
    monster(s, 3, 0)
    effects(s, ["monster_here"], place=0)
    assert len(s.monsters_at[0]) == 2 and s.monsters_at[1] == ()


def test_es_mon_08_completing_a_monster_task_defeats_it_trophy_and_reward_at_the_attempt_end() -> None:
    s = game()
    monster(s, CLUE_BACK, 0)  # "T P", a clue on its back
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+g1")
    play(s, "complete 3 gp+gt")
    assert s.trophies[0] == () and a.defeated == (CLUE_BACK,)  # face down on the card
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert MONSTER_BASE + CLUE_BACK in s.trophies[0]
    assert s.clues[0] == 1 + 1  # the card's clue and the monster's
    assert CLUE_BACK not in s.cup


def test_es_mon_11_a_monster_marker_has_its_own_costs() -> None:
    s = game()
    monster(s, COSTLY, 0)  # "P", costs 1 stamina
    a = attempt(s, 0, 0)
    rolled(s, a, "gp+g1")
    play(s, "complete 3 gp")
    assert s.stamina[0] == s.max_stamina[0] - 1


def test_es_mon_11_a_monster_with_a_midnight_icon_acts_at_midnight() -> None:
    s = game(("Lights Out",))
    monster(s, MIDNIGHT_MONSTER, 0)
    midnight(s)
    assert s.sanity[0] == s.max_sanity[0] - 1


def test_es_mon_12_no_monster_appears_during_kate_winthrops_turn_but_at_midnight_it_does() -> None:
    s = new(ancient_one="ithaqua")
    table(s, ["The Curator"], ("Kate Winthrop",))
    cup = list(s.cup)
    effects(s, ["monster"])  # her turn is going on (its first step)
    assert s.cup == cup and s.monsters_at[0] == ()
    s.mythos_deck = [2]  # "Mythos 3": a monster appears
    s.midnights = 1
    del s.stack[1:]
    s.stack[0].step = MIDNIGHT
    s.settle()
    assert s.mythos == 2 and len(s.monsters_at[0]) == 1 and len(s.cup) == len(cup) - 1


def test_es_mon_13_a_monster_trophy_is_kept_when_the_adventure_then_fails() -> None:
    s = game()
    monster(s, CLUE_BACK, 0)
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+g1")
    play(s, "complete 3 gp+gt")
    play(s, "give-up")
    assert s.trophies[0] == (MONSTER_BASE + CLUE_BACK,)
    assert s.clues[0] == 1
    assert s.monsters_at[0] == ()
    assert s.sanity[0] == s.max_sanity[0] - 2  # the card's penalty too


# ---------------------------------------------------------------- 18. Other World cards
def test_es_ow_01_a_gate_reward_puts_the_top_other_world_into_play_face_up() -> None:
    s = game(("Gate to Elsewhere",))  # rewards: 2 clues, a gate
    top = s.world_deck[-1]
    a = attempt(s, 0, 0)
    solve(s, a, ("gl", 1), ("gl+gl", 2))
    assert s.places[7] == OW_BASE + top and top not in s.world_deck
    shown = {p["place"]: p for p in s.show(0)["places"]}  # face up: every seat sees the card
    assert shown["w1"]["name"] == s.ed.other_worlds[top].name and shown["w1"]["other_world"]


def test_es_ow_02_investigators_move_to_other_worlds_and_attempt_them() -> None:
    s = game(("The Curator", "The Dreamlands"))
    s.stack[0].step = 0
    s.settle()
    assert "go w1" in legal_text(s)
    play(s, "go w1")
    assert s.where[0] == 7
    a = s.stack[-1]
    assert isinstance(a, Attempt) and a.place == 7
    solve(s, a, ("gp+gl+g3", 1))
    assert s.trophies[0] == (adventure(s, "The Dreamlands"),)


def test_es_ow_03_a_completed_other_world_is_a_trophy_and_is_not_replaced() -> None:
    s = game(("The Dreamlands", "Yuggoth"))
    worlds = list(s.world_deck)
    a = attempt(s, 0, 7)
    solve(s, a, ("gp+gl+g3", 1))
    assert s.trophies[0] == (adventure(s, "The Dreamlands"),)
    assert s.places[7] == -1 and s.places[8] == adventure(s, "Yuggoth")
    assert s.world_deck == worlds


def test_es_ow_04_investigators_on_a_completed_other_world_return_to_the_entrance() -> None:
    s = game(("The Dreamlands",), players=2)
    s.where[1] = 7
    a = attempt(s, 0, 7)
    solve(s, a, ("gp+gl+g3", 1))
    assert s.where == [ENTRANCE, ENTRANCE]


def test_es_ow_04_investigators_on_a_discarded_other_world_return_to_the_entrance() -> None:
    s = game(("The Dreamlands",), players=2, ancient_one="yog-sothoth")
    s.where[1] = 7
    attempt(s, 0, 7)
    play(s, "give-up")  # against Yog-Sothoth the failed card leaves play (ES-AO-05)
    assert s.places[7] == -1
    assert s.where == [ENTRANCE, ENTRANCE]


def test_es_ow_05_a_failed_other_world_stays_in_play() -> None:
    s = game(("The Dreamlands",))
    attempt(s, 0, 7)
    play(s, "give-up")
    assert s.places[7] == adventure(s, "The Dreamlands")
    assert s.where[0] == 7
    assert s.sanity[0] == s.max_sanity[0] - 1  # its penalty
