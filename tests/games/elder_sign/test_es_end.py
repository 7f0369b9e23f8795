"""Devoured investigators, the final battle, winning and losing, and the Ancient Ones' rulings
(clauses.md sections 23-26)."""

from __future__ import annotations

from typing import Any

from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.effects import parse_effects
from tabletome.games.elder_sign.flow import BEGIN, MIDNIGHT, Movement, push_effects
from tabletome.games.elder_sign.state import ENTRANCE, MONSTER_BASE, ON_AO, OW_BASE, ESState

from .helpers import adventure, attempt, give, investigator, legal_text, new, play, rolled, table

TEAM = ("Joe Diamond", "Michael McGlen")
CULTIST = 0  # "Cultist 1": task T


def game(
    players: int = 1, ancient_one: str = "ithaqua", cards: tuple[str, ...] = ("Lights Out",), **options: Any
) -> ESState:
    s = new(players=players, ancient_one=ancient_one, **options)
    return table(s, cards, TEAM[:players])


def effects(s: ESState, texts: list[str], inv: int = 0) -> None:
    push_effects(s, inv, parse_effects(texts))
    s.settle()


def awaken(s: ESState) -> None:
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    effects(s, ["doom"])
    assert s.awakened


def battle(s: ESState, inv: int = 0) -> Attempt:
    """Investigator ``inv`` attacking the Ancient One, the turn's Resolution phase."""
    del s.stack[1:]
    return attempt(s, inv, ON_AO)


def devour(s: ESState, inv: int) -> None:
    effects(s, [f"sanity {s.sanity[inv]}"], inv)


def only_left(s: ESState, name: str | None) -> None:
    """Every playable investigator but ``name`` has been taken this game."""
    keep = investigator(s, name) if name else -1
    s.used_investigators = tuple(k for k in t.playable_investigators(s) if k != keep)


def midnight(s: ESState) -> None:
    s.midnights = 1
    del s.stack[1:]
    s.stack[0].step = MIDNIGHT
    s.settle()


# ---------------------------------------------------------------- 23. devoured investigators
def test_es_dev_01_an_investigator_at_zero_sanity_or_stamina_is_devoured_at_once() -> None:
    s = game()
    only_left(s, "Harvey Walters")
    effects(s, [f"sanity {s.sanity[0] - 1}"])
    assert s.team[0] == investigator(s, "Joe Diamond")
    effects(s, [f"stamina {s.stamina[0] + 2}"])  # below 0 too
    assert s.team[0] == investigator(s, "Harvey Walters")


def test_es_dev_02_each_devoured_investigator_adds_one_doom() -> None:
    s = game(players=2)
    devour(s, 0)
    devour(s, 1)
    assert s.doom == 2


def test_es_dev_03_a_devoured_investigators_cards_go_back() -> None:
    s = game()
    only_left(s, "Harvey Walters")  # his kit: a spell and a unique item, no clue
    common = give(s, 0, "common", "Common Item 3")
    curator = adventure(s, "The Curator")
    s.adventure_deck = [c for c in s.adventure_deck if c != curator]
    s.cup = [m for m in s.cup if m != 4]
    s.trophies[0] = (curator, MONSTER_BASE + 4)
    s.clues[0] = 3
    devour(s, 0)
    assert s.commons[0] == common  # the bottom of its deck (the top is the last)
    assert s.adventure_deck[0] == curator
    assert 4 in s.cup
    assert s.clues[0] == 0 and s.trophies[0] == ()
    assert common not in s.items[0]


def test_es_dev_04_the_player_takes_a_fresh_investigator_who_plays_from_the_next_turn() -> None:
    s = game(players=2, cards=("Late Night Break-In",))  # fails: lose 1 stamina
    only_left(s, "Harvey Walters")
    s.stamina[0] = 1
    attempt(s, 0, 0)
    play(s, "give-up")
    harvey = s.ed.investigators[investigator(s, "Harvey Walters")]
    assert s.team[0] == investigator(s, "Harvey Walters")
    assert (s.sanity[0], s.stamina[0]) == (harvey.sanity, harvey.stamina)
    assert len(s.items[0]) == len(harvey.start)
    assert s.where[0] == ENTRANCE
    assert s.clock == 3  # the cut turn went on to its Clock phase
    top = s.stack[-1]
    assert isinstance(top, Movement) and top.inv == 1  # the next player's turn


def test_es_dev_04_an_investigator_devoured_earlier_is_not_taken_again() -> None:
    s = game()
    only_left(s, "Harvey Walters")
    devour(s, 0)
    assert s.team[0] == investigator(s, "Harvey Walters")
    devour(s, 0)  # Joe Diamond was devoured, Harvey too: nobody is left
    assert s.team[0] == -1


def test_es_dev_05_a_player_with_no_investigator_left_is_out_but_the_game_goes_on() -> None:
    s = game(players=2)
    only_left(s, None)
    devour(s, 0)
    assert s.team[0] == -1 and s.outcome() is None
    del s.stack[1:]
    s.active = 0
    s.stack[0].step = BEGIN
    s.settle()
    top = s.stack[-1]
    assert isinstance(top, Movement) and top.inv == 1  # the empty seat's turn passes


def test_es_dev_06_no_replacement_after_the_awakening() -> None:
    s = game(players=2)
    awaken(s)
    devour(s, 1)
    assert s.team[1] == -1 and s.outcome() is None


# ---------------------------------------------------------------- 24. the final battle
def test_es_battle_01_after_the_awakening_each_turn_is_an_attack_without_movement() -> None:
    s = game(players=2)
    awaken(s)
    top = s.stack[-1]
    assert isinstance(top, Attempt) and top.place == ON_AO
    assert not any(isinstance(f, Movement) for f in s.stack)
    assert legal_text(s) == ["roll", "give-up"]
    assert len(top.pool) == 6
    rolled(s, top, "gt+gt+g3+g1+g2+g2")
    assert "complete 1 g1+g3+gt+gt" in legal_text(s)  # Ithaqua: T T 4


def test_es_battle_02_each_completion_removes_one_doom_at_most_once_per_roll() -> None:
    s = game()
    awaken(s)
    a = battle(s)
    rolled(s, a, "gt+gt+g3+g1+gt+gt")
    play(s, "complete 1 g1+g3+gt+gt")
    assert s.doom == 8
    assert legal_text(s) == ["roll", "give-up"]  # the dice left are rolled again first
    rolled(s, a, "gt+gt+g2+g2")
    play(s, "complete 1 g2+g2+gt+gt")
    assert s.doom == 7


def test_es_battle_03_a_failed_attack_roll_discards_a_die_with_no_penalty() -> None:
    s = game()
    awaken(s)
    a = battle(s)
    rolled(s, a, "gt+gl+g1")
    play(s, "pass")
    assert legal_text(s) == ["discard g1", "discard gl", "discard gt"]
    play(s, "discard gl")
    assert legal_text(s) == ["roll", "give-up"]
    play(s, "give-up")
    assert (s.sanity[0], s.stamina[0], s.doom) == (s.max_sanity[0], s.max_stamina[0], 9)


def test_es_battle_04_items_spells_and_clues_but_no_focus_or_assistance() -> None:
    s = game(players=2)
    awaken(s)
    give(s, 0, "common", "Common Item 3")
    give(s, 0, "spell", "Spell 2")
    s.clues[0] = 1
    a = battle(s)
    play(s, "spend common-item-3")
    assert len(a.pool) == 7
    rolled(s, a, "g1+g2")
    legal = legal_text(s)
    assert "mark g1" in legal and "secure spell-2 g1" in legal
    play(s, "pass")
    assert legal_text(s) == ["discard g1", "discard g2"]  # no focus, no assist


def test_es_battle_05_after_the_attack_the_clock_advances_and_midnight_is_the_attack() -> None:
    s = game()
    awaken(s)
    deck = list(s.mythos_deck)
    s.clock = 9
    battle(s)
    play(s, "give-up")
    assert s.clock == 0
    assert s.stamina[0] == s.max_stamina[0] - 1  # Ithaqua: each investigator loses 1 stamina
    assert s.mythos == -1 and s.mythos_deck == deck


def test_es_battle_06_a_devoured_investigator_adds_doom_if_the_track_has_room() -> None:
    s = game(players=3)
    awaken(s)
    s.doom = 5
    devour(s, 1)
    assert s.doom == 6
    s.doom = 9
    devour(s, 2)
    assert s.doom == 9


def test_es_battle_07_a_devoured_players_turns_still_advance_the_clock() -> None:
    s = game(players=2)
    awaken(s)
    devour(s, 1)
    s.clock = 3
    del s.stack[1:]
    s.active = 1
    s.stack[0].step = BEGIN
    s.settle()
    assert s.clock == 6
    top = s.stack[-1]
    assert isinstance(top, Attempt) and top.inv == 0 and top.battle


# ---------------------------------------------------------------- 25. the end
def test_es_end_01_enough_elder_signs_win_during_the_battle_too() -> None:
    s = game()
    awaken(s)
    s.signs = s.ed.ancient_ones[s.ao].elder_signs - 1
    effects(s, ["elder_sign"])
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.cause == "ES-END-01"


def test_es_end_02_the_battle_removing_the_last_doom_wins() -> None:
    s = game()
    awaken(s)
    s.doom = 1
    a = battle(s)
    rolled(s, a, "gt+gt+g3+g1")
    play(s, "complete 1 g1+g3+gt+gt")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.cause == "ES-END-02"


def test_es_end_03_every_investigator_devoured_in_the_battle_loses() -> None:
    s = game(players=2)
    awaken(s)
    devour(s, 0)
    assert s.outcome() is None
    devour(s, 1)
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == () and outcome.cause == "ES-END-03"


def test_es_end_04_an_ancient_one_whose_awakening_is_a_loss() -> None:
    s = game(ancient_one="azathoth")
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    effects(s, ["doom"])
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == () and outcome.cause == "ES-END-04"


def test_es_end_05_the_result_counts_for_a_player_who_ran_out_of_investigators() -> None:
    s = game(players=2)
    only_left(s, None)
    devour(s, 1)
    assert s.team[1] == -1
    s.signs = s.ed.ancient_ones[s.ao].elder_signs - 1
    effects(s, ["elder_sign"])
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0, 1)


# ---------------------------------------------------------------- 26. Ancient One rulings
def yig(option: str = "cultist_defeated_by_investigator") -> ESState:
    s = game(ancient_one="yig", cards=("The Curator",), yig_sign_loss=option)
    s.signs = 3
    s.cup = [m for m in s.cup if m != CULTIST]
    t.put_monster(s, CULTIST, 0, -1)
    return s


def defeat_the_cultist(s: ESState) -> None:
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+g1")
    play(s, "complete 3 gt")


def test_es_ao_01_yig_loses_a_sign_when_an_investigator_defeats_a_cultist() -> None:
    s = yig()
    defeat_the_cultist(s)
    assert s.signs == 2


def test_es_ao_01_by_default_zero_sanity_takes_no_sign_off_yig() -> None:
    s = yig()
    devour(s, 0)
    assert s.signs == 3


def test_es_ao_02_the_other_reading_also_takes_a_sign_for_zero_sanity() -> None:
    s = yig("cultist_task_or_zero_sanity")
    devour(s, 0)
    assert s.signs == 2
    defeat_the_cultist(s)
    assert s.signs == 1


def test_es_ao_03_hasturs_x_is_the_monsters_in_play_when_the_last_doom_came() -> None:
    s = game(ancient_one="hastur", cards=("The Curator", "Lights Out"))
    for m, p in ((4, 0), (5, 1)):
        s.cup = [x for x in s.cup if x != m]
        t.put_monster(s, m, p, -1)
    awaken(s)
    assert s.hastur_x == 2
    s.monsters_at[0] = ()  # later changes do not matter
    a = battle(s)
    assert [str(task) for _, task, _ in a.tasks(s)] == ["T P 2"]


def test_es_ao_03_hasturs_x_is_at_least_one() -> None:
    s = game(ancient_one="hastur")
    awaken(s)
    assert s.hastur_x == 1


def test_es_ao_04_against_shub_niggurath_each_monster_has_an_extra_terror_task() -> None:
    s = game(ancient_one="shub-niggurath", cards=("The Curator", "Lights Out"))
    s.cup = [m for m in s.cup if m != 4]
    t.put_monster(s, 4, 0, -1)
    assert [str(task) for _, task, _ in t.tasks_at(s, 0)] == ["L L L", "L 3", "3", "T"]
    assert [str(task) for _, task, _ in t.tasks_at(s, 1)] == ["3", "P P", "L L"]


def test_es_ao_05_against_yog_sothoth_a_failed_other_world_leaves_the_game() -> None:
    s = game(ancient_one="yog-sothoth", cards=("The Dreamlands", "Yuggoth"))
    dreamlands = adventure(s, "The Dreamlands")
    s.world_deck.remove(dreamlands - OW_BASE)  # a bare table leaves the card in its deck too
    attempt(s, 0, 7)
    play(s, "give-up")
    assert s.places[7] == -1
    assert dreamlands - OW_BASE not in s.world_deck and dreamlands not in s.trophies[0]
    assert not s.awakened


def test_es_ao_06_cthulhus_attack_lowers_a_maximum() -> None:
    s = game(ancient_one="cthulhu")
    awaken(s)
    s.sanity[0] = s.max_sanity[0]
    midnight(s)
    assert legal_text(s) == ["choose 1", "choose 2"]
    full = s.max_sanity[0]
    play(s, "choose 1")
    assert s.max_sanity[0] == full - 1 and s.sanity[0] == full - 1


def test_es_ao_07_yog_sothoth_awakens_when_no_other_world_remains() -> None:
    s = game(ancient_one="yog-sothoth", cards=("The Dreamlands",))
    a = attempt(s, 0, 7)
    rolled(s, a, "gp+gl+g3")
    play(s, "complete 1 g3+gl+gp")
    assert not s.awakened  # Other World cards are left in the deck
    s2 = game(ancient_one="yog-sothoth", cards=("The Dreamlands",))
    s2.world_deck.clear()
    a = attempt(s2, 0, 7)
    rolled(s2, a, "gp+gl+g3")
    play(s2, "complete 1 g3+gl+gp")
    assert s2.awakened and s2.doom == s2.ed.ancient_ones[s2.ao].doom
