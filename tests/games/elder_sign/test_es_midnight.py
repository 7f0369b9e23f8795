"""Midnight and Mythos cards, the doom track and the Ancient One's awakening (clauses.md
sections 21-22)."""

from __future__ import annotations

from typing import Any

from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.dice import GREEN
from tabletome.games.elder_sign.effects import parse_effects
from tabletome.games.elder_sign.flow import CLOCK, MIDNIGHT, Movement, push_effects
from tabletome.games.elder_sign.state import LOCK_MYTHOS, ON_AO, ESState

from .helpers import adventure, attempt, edition_with, legal_text, new, play, rolled, table

TEAM = ("Joe Diamond", "Michael McGlen")
QUIET = 7  # "Mythos 8": nothing when drawn (a Terror effect "lose 1 stamina" while in effect)
YELLOW_LOCK = 4  # "Mythos 5": the yellow die locked, nothing else
GREEN_LOCK = 3  # "Mythos 4": a doom token, a green die locked
NEXT_MIDNIGHT_DOOM = 10  # "Mythos 11": at the next midnight a doom token
STARS_ALIGN = 31  # "The Stars Align…Above an Open Door"
MIDNIGHT_MONSTER = 15  # "Monster 16": at midnight lose 1 sanity
TRACK = 9  # Ithaqua's doom track


def card_row(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for c in data["cards"] if c["name"] == name)


def ithaqua(**fields: Any) -> Any:
    """The standard edition with Ithaqua's card changed."""

    def change(data: dict[str, Any]) -> None:
        card_row(data, "Ithaqua").update(fields)

    return edition_with(change)


def game(cards: tuple[str, ...] = ("Lights Out",), players: int = 1, edition: Any = None) -> ESState:
    s = new(players=players, ancient_one="ithaqua", edition=edition)
    return table(s, cards, TEAM[:players])


def effects(s: ESState, texts: list[str], inv: int = 0) -> None:
    push_effects(s, inv, parse_effects(texts))
    s.settle()


def midnight(s: ESState, *deck: int, times: int = 1) -> None:
    """The midnight after a turn; the Mythos deck holds ``deck`` (its top last)."""
    s.mythos_deck = list(deck or (QUIET,))
    s.midnights = times
    del s.stack[1:]
    s.stack[0].step = MIDNIGHT
    s.settle()


def end_turn(s: ESState) -> None:
    """The active investigator's turn from its Clock phase on."""
    del s.stack[1:]
    s.stack[0].step = CLOCK
    s.settle()


def solve(s: ESState, a: Attempt, *steps: tuple[str, int]) -> None:
    for dice, task in steps:
        rolled(s, a, dice)
        play(s, f"complete {task} {dice}")


def awaken(s: ESState) -> None:
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    effects(s, ["doom"])


# ---------------------------------------------------------------- 21. midnight
def test_es_mid_01_midnight_follows_a_turn_whose_clock_reached_xii() -> None:
    s = game()
    s.mythos_deck = [QUIET]
    s.clock = 9
    end_turn(s)
    assert s.clock == 0 and s.mythos == QUIET and s.mythos_deck == []


def test_es_mid_01_no_midnight_when_the_clock_did_not_reach_xii() -> None:
    s = game()
    s.mythos_deck = [QUIET]
    s.clock = 6
    end_turn(s)
    assert s.clock == 9 and s.mythos == -1 and s.mythos_deck == [QUIET]


def test_es_mid_02_each_extra_midnight_in_a_turn_adds_one_doom_and_midnight_resolves_once() -> None:
    s = game(("Horrible Visions",))  # at midnight: 2 doom
    midnight(s, QUIET, YELLOW_LOCK, times=2)
    assert s.doom == 1 + 2  # one for the extra midnight, the card's effect once
    assert s.mythos == YELLOW_LOCK and s.mythos_deck == [QUIET]  # one Mythos card


def test_es_mid_03_midnight_runs_in_its_order() -> None:
    def change(data: dict[str, Any]) -> None:
        card_row(data, "Ithaqua")["midnight"] = ["clue"]
        card_row(data, "Horrible Visions")["midnight"] = ["stamina 1"]

    s = game(("Horrible Visions",), edition=edition_with(change))
    s.cup = [m for m in s.cup if m != MIDNIGHT_MONSTER]
    t.put_monster(s, MIDNIGHT_MONSTER, 0, -1)
    s.mythos = NEXT_MIDNIGHT_DOOM
    s.daily = [1]
    s.log = []
    midnight(s, YELLOW_LOCK)
    text = [line for _, line in s.log]

    def at(words: str) -> int:
        return next(k for k, line in enumerate(text) if words in line)

    assert (
        at("gains 1 clue") < at("loses 1 sanity") < at("loses 1 stamina") < at("A doom token") < at("Mythos: Mythos 5")
    )
    assert s.mythos_discard[-1] == NEXT_MIDNIGHT_DOOM and s.mythos == YELLOW_LOCK
    assert s.daily == [0]  # (7) once-per-day abilities refresh


def test_es_mid_04_a_midnight_effect_triggers_with_nobody_on_the_card() -> None:
    s = game(("Horrible Visions",))
    assert s.where[0] != 0
    midnight(s)
    assert s.doom == 2


def test_es_mid_05_a_card_that_came_into_play_this_turn_acts_at_its_midnight() -> None:
    s = game(("Lights Out",))
    hv = adventure(s, "Horrible Visions")
    s.adventure_deck.remove(hv)
    s.adventure_deck.append(hv)  # the replacement of Lights Out
    s.mythos_deck = [QUIET]
    s.clock = 9
    a = attempt(s, 0, 0)
    solve(s, a, ("g3", 1), ("gp+gp", 2), ("gl+gl", 3))
    assert s.places[0] == hv and s.mythos == QUIET  # the turn ended and midnight came
    assert s.doom == 2


def test_es_mid_06_no_midnight_effect_during_setup() -> None:
    def change(data: dict[str, Any]) -> None:
        for c in data["cards"]:
            if c["kind"] in ("adventure", "other_world"):
                c["midnight"] = ["doom"]
                c["when_drawn"] = []
            if c["kind"] == "mythos":
                c["on_draw"] = []
                c["midnight"] = ["doom"]
            if c["kind"] == "ancient_one":
                c["midnight"] = ["doom"]

    s = new(ancient_one="ithaqua", edition=edition_with(change))
    assert s.doom == 0 and s.mythos >= 0


def test_es_mid_06_doom_08_no_midnight_effect_after_the_awakening() -> None:
    """ES-MID-06, ES-DOOM-08: the Ancient One attacks instead."""
    s = game(("Horrible Visions",))  # at midnight: 2 doom
    awaken(s)
    s.doom = 4  # the battle took tokens off
    midnight(s)
    assert s.doom == 4
    assert s.stamina[0] == s.max_stamina[0] - 1  # Ithaqua's attack


def test_es_mid_07_midnight_adds_no_doom_by_itself() -> None:
    s = game()
    midnight(s)
    assert s.mythos == QUIET and s.doom == 0


def test_es_mid_08_a_mythos_card_stays_in_effect_until_the_next_one_replaces_it() -> None:
    s = game()
    s.mythos = QUIET  # every adventure has the Terror effect "lose 1 stamina"
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+g1")
    play(s, "pass")
    assert s.stamina[0] == s.max_stamina[0] - 1
    midnight(s, YELLOW_LOCK)
    assert s.mythos == YELLOW_LOCK and s.mythos_discard[-1] == QUIET
    del s.stack[1:]
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+g1")
    play(s, "pass")
    assert s.stamina[0] == s.max_stamina[0] - 1  # the lingering effect ended


def test_es_mid_09_a_mythos_lock_holds_its_die_while_the_card_is_in_effect() -> None:
    s = game()
    midnight(s, GREEN_LOCK)
    assert s.locks == [(GREEN, LOCK_MYTHOS)]
    del s.stack[1:]
    a = attempt(s, 0, 0)
    assert sum(1 for d in a.pool if d >> 4 == GREEN) == 5
    midnight(s, QUIET)
    assert s.locks == []


def test_es_mid_10_the_stars_align_extra_adventure_stays_until_completed() -> None:
    s = game()
    vermin = adventure(s, "Vermin in the Pipes")
    s.adventure_deck.remove(vermin)
    s.adventure_deck.append(vermin)
    midnight(s, STARS_ALIGN)
    assert s.places[6] == vermin
    midnight(s, QUIET)  # the Mythos card leaves
    assert s.places[6] == vermin
    deck = list(s.adventure_deck)
    del s.stack[1:]
    a = attempt(s, 0, 6)
    solve(s, a, ("g3", 1), ("g3", 2), ("g3+gp", 3))
    assert s.places[6] == -1 and s.adventure_deck == deck  # not replaced


# ---------------------------------------------------------------- 22. the doom track
def test_es_doom_01_each_doom_token_fills_the_next_space_of_a_fixed_track() -> None:
    s = game(edition=ithaqua(doom=4))
    assert s.show(0)["ancient_one"]["doom_track"] == 4
    effects(s, ["doom"])
    assert s.doom == 1
    effects(s, ["2 doom"])
    assert s.doom == 3 and not s.awakened


def test_es_doom_02_the_track_never_holds_more_tokens_than_spaces() -> None:
    s = game()
    s.doom = TRACK - 1
    effects(s, ["3 doom"])
    assert s.doom == TRACK
    effects(s, ["doom"])
    assert s.doom == TRACK


def test_es_doom_03_a_doom_space_icon_triggers_when_a_token_lands_on_it() -> None:
    s = game(edition=ithaqua(doom_icons={"2": "clue"}))
    effects(s, ["doom"])
    assert s.clues[0] == 0
    effects(s, ["doom"])
    assert s.clues[0] == 1
    effects(s, ["doom"])
    assert s.clues[0] == 1


def test_es_doom_03_08_doom_space_icons_never_trigger_in_the_final_battle() -> None:
    s = game(edition=ithaqua(doom_icons={"5": "clue"}))
    awaken(s)
    s.doom = 4
    effects(s, ["doom"])
    assert s.doom == 5 and s.clues[0] == 0


def test_es_doom_04_the_ancient_one_awakens_when_the_last_space_is_filled() -> None:
    s = game()
    s.doom = TRACK - 2
    effects(s, ["doom"])
    assert not s.awakened
    effects(s, ["doom"])
    assert s.awakened and s.doom == TRACK


def test_es_doom_04_an_effect_that_awakens_the_ancient_one_fills_the_track() -> None:
    """ES-DOOM-04: Yog-Sothoth awakens when no Other World is left (ES-AO-07)."""
    s = new(ancient_one="yog-sothoth")
    table(s, ["The Dreamlands"], TEAM[:1])
    s.world_deck.clear()
    s.doom = 2
    a = attempt(s, 0, 7)
    solve(s, a, ("gp+gl+g3", 1))
    assert s.awakened and s.doom == s.ed.ancient_ones[s.ao].doom


def test_es_doom_04_devouring_the_active_investigator_on_the_last_space_awakens_the_ancient_one() -> None:
    """ES-DOOM-04, ES-DEV-02: the doom of a devoured investigator fills the track like any other."""
    s = game(("Late Night Break-In",), players=2)  # fails: lose 1 stamina
    s.doom = TRACK - 1
    s.stamina[0] = 1
    attempt(s, 0, 0)
    play(s, "give-up")
    assert s.doom == TRACK
    assert s.awakened
    assert s.where == [ON_AO, ON_AO]
    assert not any(isinstance(f, Movement) for f in s.stack)


def test_es_doom_05_a_defeated_monsters_reward_finishes_before_the_awakening() -> None:
    """ES-DOOM-05, ES-MON-08: the card's reward fills the track; the monster's reward (a clue) of
    the same success is still resolved."""

    def change(data: dict[str, Any]) -> None:
        card_row(data, "The Curator")["rewards"] = ["doom"]

    s = game(("The Curator",), edition=edition_with(change))
    s.cup = [m for m in s.cup if m != 20]
    t.put_monster(s, 20, 0, -1)  # "Monster 21": T P, a clue on its back
    s.doom = TRACK - 1
    a = attempt(s, 0, 0)
    solve(s, a, ("gp+gt", 3), ("gl+gl+gl", 1), ("gl+g3", 2))
    assert s.awakened
    assert s.clues[0] == 1


def test_es_doom_05_penalties_being_resolved_finish_before_the_awakening() -> None:
    s = game()  # Lights Out fails: lose 1 stamina, a doom token, lose 1 stamina
    s.doom = TRACK - 1
    attempt(s, 0, 0)
    play(s, "give-up")
    assert s.awakened
    assert s.stamina[0] == s.max_stamina[0] - 2


def test_es_doom_06_the_awakening_discards_the_mythos_card_and_frees_its_die() -> None:
    s = game()
    s.mythos = GREEN_LOCK
    s.locks = [(GREEN, LOCK_MYTHOS)]
    awaken(s)
    assert s.mythos == -1 and s.mythos_discard[-1] == GREEN_LOCK
    assert s.locks == [] and t.free_dice(s, GREEN) == 6


def test_es_doom_07_every_investigator_moves_onto_the_ancient_one_for_good() -> None:
    s = game(players=2)
    s.where[1] = 0
    awaken(s)
    assert s.where == [ON_AO, ON_AO]
    assert not any(isinstance(f, Movement) for f in s.stack)
    assert not any(a.startswith("go") for a in legal_text(s))
    top = s.stack[-1]
    assert isinstance(top, Attempt) and top.place == ON_AO


def test_es_doom_09_the_awakening_text_resolves() -> None:
    s = game(players=2, edition=ithaqua(awakening=["each: 2 clue"]))
    awaken(s)
    assert s.clues == [2, 2]


def test_es_doom_10_an_awakening_during_a_turn_goes_straight_to_the_clock() -> None:
    s = game(("Please Do Not Touch the Exhibits",))  # Terror: a doom token
    s.doom = TRACK - 1
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+g1")
    play(s, "pass")
    assert s.awakened
    assert a not in s.stack  # the attempt ended there: no discard, no penalty
    assert s.clock == 3  # the Clock phase advanced the clock
    assert s.sanity[0] == s.max_sanity[0] and s.stamina[0] == s.max_stamina[0]


def test_es_doom_11_removing_doom_takes_one_per_icon_and_nothing_from_an_empty_track() -> None:
    s = game()
    s.doom = 3
    effects(s, ["2 remove_doom"])
    assert s.doom == 1
    effects(s, ["2 remove_doom"])
    assert s.doom == 0
    effects(s, ["remove_doom"])
    assert s.doom == 0


def test_es_doom_12_the_last_doom_and_the_last_elder_sign_together_win() -> None:
    s = game()
    s.doom = TRACK - 1
    s.signs = s.ed.ancient_ones[s.ao].elder_signs - 1
    effects(s, ["doom", "elder_sign"])
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,)
    assert not s.awakened
