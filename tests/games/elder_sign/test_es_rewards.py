"""Success and rewards, reward and penalty icons, trophies (clauses.md sections 13-15)."""

from __future__ import annotations

from typing import Any

from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.effects import parse_effects
from tabletome.games.elder_sign.flow import RESOLVE, push_effects
from tabletome.games.elder_sign.state import ENTRANCE, MONSTER_BASE, OW_BASE, ESState

from .helpers import GAME, adventure, attempt, edition_with, legal_text, new, play, rolled, table

TEAM = ("Joe Diamond", "Michael McGlen")


def card_row(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(c for c in data["cards"] if c["name"] == name)


def with_rewards(name: str, rewards: list[str]) -> Any:
    def change(data: dict[str, Any]) -> None:
        card_row(data, name)["rewards"] = rewards

    return edition_with(change)


def on_top(s: ESState, name: str) -> int:
    """Put the named card on top of its deck (the Adventure or the Other World deck)."""
    code = adventure(s, name)
    deck = s.world_deck if code >= OW_BASE else s.adventure_deck
    deck.remove(code % OW_BASE)
    deck.append(code % OW_BASE)
    return code


def solve(s: ESState, a: Attempt, *steps: tuple[str, int]) -> None:
    """Each step: a roll showing these dice, then the task completed with all of them."""
    for dice, task in steps:
        rolled(s, a, dice)
        play(s, f"complete {task} {dice}")


def effects(s: ESState, texts: list[str], inv: int = 0) -> None:
    push_effects(s, inv, parse_effects(texts))
    s.settle()


def action(s: ESState, text: str) -> Any:
    """A move as written, legal now or not (for ``why_illegal``)."""
    return GAME.notation(s.ed).read(text, s)


def game(players: int = 1, **options: Any) -> ESState:
    s = new(players=players, ancient_one="ithaqua", **options)
    return table(s, ["The Curator"], TEAM[:players])


# ---------------------------------------------------------------- 13. success
def test_es_succ_01_success_moves_everyone_out_takes_the_trophy_replaces_the_card_then_rewards() -> None:
    s = new(players=2, ancient_one="ithaqua")
    table(s, ["The Curator", "Koi Pond"], TEAM)
    top = on_top(s, "Lights Out")
    s.where[1] = 0  # the other investigator is on the card too
    a = attempt(s, 0, 0)
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert s.where == [ENTRANCE, ENTRANCE]  # (1)
    assert s.trophies[0] == (adventure(s, "The Curator"),)  # (2)
    assert s.places[0] == top and top not in s.adventure_deck  # (3) replaced from the deck
    assert s.clues[0] == 1 and s.signs == 1 and len(s.items[0]) == 1  # (4) clue, common, elder sign


def test_es_succ_01_an_other_world_is_not_replaced() -> None:
    """ES-SUCC-01 (3): an Other World card is not replaced."""
    s = game()
    table(s, ["The Dreamlands"], TEAM[:1])
    worlds, adventures = list(s.world_deck), list(s.adventure_deck)
    a = attempt(s, 0, 7)
    solve(s, a, ("gp+gl+g3", 1))
    assert s.places[7] == -1
    assert s.world_deck == worlds and s.adventure_deck == adventures
    assert s.trophies[0] == (adventure(s, "The Dreamlands"),)


def test_es_succ_02_every_reward_is_resolved_even_an_unwelcome_one() -> None:
    s = new(ancient_one="ithaqua", edition=with_rewards("The Curator", ["clue", "doom", "sanity 1", "2 clue"]))
    table(s, ["The Curator"], TEAM[:1])
    a = attempt(s, 0, 0)
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert s.clues[0] == 3
    assert s.doom == 1
    assert s.sanity[0] == s.max_sanity[0] - 1


def test_es_succ_02_a_reward_that_cannot_be_resolved_is_skipped_and_the_rest_still_happen() -> None:
    """ES-SUCC-02: "every icon that can be resolved" (AMB-11: an empty deck draws nothing)."""
    s = new(ancient_one="ithaqua", edition=with_rewards("The Curator", ["unique", "clue"]))
    table(s, ["The Curator"], TEAM[:1])
    s.uniques.clear()
    a = attempt(s, 0, 0)
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert s.items[0] == () and s.clues[0] == 1


def test_es_succ_03_a_split_reward_gives_exactly_one_group() -> None:
    s = new(ancient_one="ithaqua", edition=with_rewards("The Curator", ["clue | 2 common"]))
    table(s, ["The Curator"], TEAM[:1])
    a = attempt(s, 0, 0)
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert legal_text(s) == ["choose 1", "choose 2"]
    play(s, "choose 2")
    assert s.clues[0] == 0
    assert len(s.items[0]) == 2 and all(c >> 6 == 0 for c in s.items[0])


def test_es_succ_04_a_monster_reward_may_go_on_the_replacement_card() -> None:
    s = game()
    table(s, ["A Peculiar Specimen", "The Curator"], TEAM[:1])  # rewards: elder sign, monster
    on_top(s, "Late Night Break-In")  # its first task is a monster task
    a = attempt(s, 0, 0)
    solve(s, a, ("g3", 1), ("g3+g3", 2), ("gp", 3))
    assert s.places[0] == adventure(s, "Late Night Break-In")
    assert [row for row, _ in s.monsters_at[0]] == [0]  # on the new card's free monster task
    assert s.monsters_at[1] == ()


# ---------------------------------------------------------------- 14. icons
def test_es_icon_01_item_icons_draw_the_top_card_of_their_deck_one_per_icon() -> None:
    s = game()
    tops = [s.commons[-1], s.commons[-2], s.uniques[-1], s.spells[-1], s.allies[-1]]
    effects(s, ["2 common", "unique", "spell", "ally"])
    assert s.items[0] == tuple(tops)
    assert not set(tops) & set(s.commons + s.uniques + s.spells + s.allies)


def test_es_icon_02_a_clue_icon_gives_one_clue_token() -> None:
    s = game()
    effects(s, ["clue"])
    assert s.clues[0] == 1
    effects(s, ["2 clue"])
    assert s.clues[0] == 3


def test_es_icon_03_an_elder_sign_icon_places_a_token_and_can_win_at_once() -> None:
    s = game()
    effects(s, ["elder_sign"])
    assert s.signs == 1 and s.outcome() is None
    s.signs = s.ed.ancient_ones[s.ao].elder_signs - 1
    effects(s, ["elder_sign", "clue"])
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.cause == "ES-END-01"
    assert s.clues[0] == 0  # at once: nothing after it resolves


def test_es_icon_04_a_gate_icon_puts_the_top_other_world_into_play_face_up() -> None:
    s = game()
    top = s.world_deck[-1]
    effects(s, ["gate"])
    assert s.places[7] == OW_BASE + top
    assert top not in s.world_deck
    assert "go w1" in legal_text(s)


def test_es_icon_05_a_monster_icon_makes_a_monster_appear() -> None:
    s = game()
    cup = len(s.cup)
    effects(s, ["monster"])
    assert len(s.cup) == cup - 1
    ((row, m),) = s.monsters_at[0]  # The Curator has no monster task: below its last task
    assert row == -1 and m not in s.cup


def test_es_icon_06_a_doom_icon_adds_one_doom_token() -> None:
    s = game()
    effects(s, ["doom"])
    assert s.doom == 1
    effects(s, ["2 doom"])
    assert s.doom == 3


def test_es_icon_07_sanity_and_stamina_icons_lose_that_much() -> None:
    s = game()
    effects(s, ["sanity 2", "stamina 1"])
    assert s.sanity[0] == s.max_sanity[0] - 2
    assert s.stamina[0] == s.max_stamina[0] - 1


def test_es_icon_08_a_remove_doom_reward_takes_one_token_per_icon() -> None:
    s = game()
    s.doom = 3
    effects(s, ["2 remove_doom"])
    assert s.doom == 1


def test_es_icon_08_plateau_of_leng_removes_a_doom_token_when_completed() -> None:
    """ES-ICON-08: the card data has the reward on some Other Worlds (Plateau of Leng)."""
    s = game()
    table(s, ["Plateau of Leng"], TEAM[:1])
    s.doom = 2
    a = attempt(s, 0, 7)
    solve(s, a, ("gl+gt", 1), ("gt+gp+gt", 2))
    assert s.doom == 1 and s.signs == 1 and s.clues[0] == 2


# ---------------------------------------------------------------- 15. trophies
def test_es_trophy_01_completed_cards_and_defeated_monsters_are_trophies_with_printed_values() -> None:
    s = game()
    table(s, ["Late Night Break-In"], TEAM[:1])
    s.monsters_at[0] = ((0, 20),)  # Monster 21 (T P) covers the first task
    a = attempt(s, 0, 0)
    solve(s, a, ("gt+gp", 1), ("g3+g3", 2))
    card = adventure(s, "Late Night Break-In")
    assert sorted(s.trophies[0]) == [card, MONSTER_BASE + 20]
    assert s.trophy_value(card) == s.ed.adventures[card].trophy == 1
    assert s.trophy_value(MONSTER_BASE + 20) == s.ed.monsters[20].trophy == 2


def entrance(s: ESState, inv: int = 0) -> None:
    """Investigator ``inv`` on the entrance in the Resolution phase."""
    s.active = inv
    s.where[inv] = ENTRANCE
    s.stack[0].step = RESOLVE
    s.settle()


def test_es_trophy_02_trophies_are_spent_by_their_total_printed_value() -> None:
    s = game()
    s.trophies[0] = (adventure(s, "Late Night Break-In"), adventure(s, "The Gift Shop"))  # 1 + 1
    s.sanity[0] = 1
    entrance(s)
    assert "restore sanity" in legal_text(s)  # costs 2: two trophies of 1 together
    play(s, "restore sanity")
    assert s.trophies[0] == () and s.sanity[0] == s.max_sanity[0]


def test_es_trophy_02_a_terror_effect_spends_trophies() -> None:
    """ES-TROPHY-02: some Terror effects spend trophies (Late Night Break-In: spend 1)."""
    s = game()
    table(s, ["Late Night Break-In"], TEAM[:1])
    s.trophies[0] = (adventure(s, "The Gift Shop"), MONSTER_BASE + 0)
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+g1")
    play(s, "pass")
    assert len(s.trophies[0]) == 1


def test_es_trophy_03_a_spent_monster_goes_to_the_cup_an_adventure_to_the_bottom_of_its_deck() -> None:
    s = game()
    gift, leng = adventure(s, "The Gift Shop"), adventure(s, "Plateau of Leng")
    s.trophies[0] = (gift, leng, MONSTER_BASE + 4)  # values 1, 2, 1
    s.adventure_deck.remove(gift)
    s.world_deck.remove(leng - OW_BASE)
    s.cup.remove(4)
    s.sanity[0] = s.stamina[0] = 1
    entrance(s)
    play(s, "restore both")  # 4 trophies: every one of them
    assert s.trophies[0] == ()
    assert 4 in s.cup
    assert s.adventure_deck[0] == gift  # the bottom (the top is the last)
    assert s.world_deck[0] == leng - OW_BASE


def test_es_trophy_04_trophies_belong_to_the_investigator_who_won_them() -> None:
    s = game(players=2)
    a = attempt(s, 1, 0)
    solve(s, a, ("gl+gl+gl", 1), ("gl+g3", 2))
    assert s.trophies == [(), (adventure(s, "The Curator"),)]


def test_es_trophy_04_an_investigator_cannot_pay_with_another_ones_trophies() -> None:
    """ES-TROPHY-04, AMB-19."""
    s = game(players=2)
    s.trophies[1] = (adventure(s, "The Curator"), adventure(s, "Koi Pond"))
    entrance(s, 0)
    assert "buy common" not in legal_text(s)
    assert "costs 2 trophies" in s.why_illegal(action(s, "buy common"))


def test_es_trophy_05_paying_more_than_the_price_gives_no_change() -> None:
    s = game()
    s.trophies[0] = (adventure(s, "The Curator"),)  # worth 2
    s.adventure_deck.remove(adventure(s, "The Curator"))
    entrance(s)
    play(s, "buy clue")  # costs 1
    assert s.trophies[0] == () and s.clues[0] == 1
    assert s.adventure_deck[0] == adventure(s, "The Curator")
