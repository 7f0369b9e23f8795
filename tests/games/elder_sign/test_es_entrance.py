"""The Entrance of the Classic Museum, and the generic rules of items, allies and spells
(clauses.md sections 19-20)."""

from __future__ import annotations

from typing import Any

from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.dice import GREEN, RED, YELLOW
from tabletome.games.elder_sign.flow import CLOCK, RESOLVE, ClockPhase, Entrance
from tabletome.games.elder_sign.state import ENTRANCE, ESState

from .helpers import GAME, adventure, attempt, edition_with, fix_rolls, give, legal_text, new, play, rolled, table

TEAM = ("Joe Diamond", "Michael McGlen")


def game(players: int = 1, edition: Any = None, **options: Any) -> ESState:
    s = new(players=players, ancient_one="ithaqua", edition=edition, **options)
    return table(s, ["Lights Out"], TEAM[:players])


def at_entrance(s: ESState, inv: int = 0) -> None:
    """Investigator ``inv`` on the entrance in the Resolution phase."""
    s.active = inv
    s.where[inv] = ENTRANCE
    s.stack[0].step = RESOLVE
    s.settle()


def trophies(s: ESState, *names: str) -> None:
    codes = tuple(adventure(s, n) for n in names)
    s.adventure_deck[:] = [c for c in s.adventure_deck if c not in codes]
    s.trophies[0] = codes


def action(s: ESState, text: str) -> Any:
    return GAME.notation(s.ed).read(text, s)


def colours(a: Attempt) -> list[int]:
    return sorted({d >> 4 for d in a.pool})


# ---------------------------------------------------------------- 19. the entrance
def test_es_ent_01_the_entrance_offers_three_actions_and_exactly_one_is_taken() -> None:
    s = game()
    trophies(s, "The Curator", "Koi Pond")  # 4 trophies
    at_entrance(s)
    assert isinstance(s.stack[-1], Entrance)
    legal = legal_text(s)
    assert {"first-aid sanity", "first-aid stamina", "restore both", "lost-and-found", "buy common"} <= set(legal)
    play(s, "buy clue")
    assert not any(isinstance(f, Entrance) for f in s.stack)
    assert s.clock == 3 and s.clues[0] == 1  # the turn went on to its Clock phase
    assert s.trophies[0] == (adventure(s, "Koi Pond"),)  # one purchase only


def test_es_ent_02_free_first_aid_restores_one_sanity_or_one_stamina_not_both() -> None:
    s = game()
    s.sanity[0] -= 2
    s.stamina[0] -= 2
    at_entrance(s)
    play(s, "first-aid sanity")
    assert s.sanity[0] == s.max_sanity[0] - 1
    assert s.stamina[0] == s.max_stamina[0] - 2


def test_es_ent_03_paid_first_aid_two_trophies_one_to_maximum() -> None:
    s = game()
    trophies(s, "Koi Pond")  # 2
    s.sanity[0] = 1
    s.stamina[0] = 1
    at_entrance(s)
    assert "restore both" not in legal_text(s)
    assert s.why_illegal(action(s, "restore both")) == "That First Aid costs 4 trophies; Joe Diamond has 2 (ES-ENT-03)."
    play(s, "restore sanity")
    assert s.sanity[0] == s.max_sanity[0] and s.stamina[0] == 1
    assert s.trophies[0] == ()


def test_es_ent_03_paid_first_aid_four_trophies_both_to_maximum() -> None:
    s = game()
    trophies(s, "Koi Pond", "The Curator")  # 4
    s.sanity[0] = 1
    s.stamina[0] = 1
    at_entrance(s)
    play(s, "restore both")
    assert (s.sanity[0], s.stamina[0]) == (s.max_sanity[0], s.max_stamina[0])
    assert s.trophies[0] == ()


def chart(results: list[str]) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["entrance"]["lost_and_found"] = results

    return edition_with(change)


def test_es_ent_04_the_lost_and_found_rolls_one_green_die_and_applies_that_faces_result() -> None:
    ed = chart(["clue", "2 clue", "3 clue", "common", "doom", "sanity 1"])
    s = game(edition=ed)
    at_entrance(s)
    fix_rolls(s, 2)  # the green die shows 3
    play(s, "lost-and-found")
    assert s.clues[0] == 3 and s.items[0] == () and s.doom == 0


def test_es_ent_04_no_effect_rerolls_the_lost_and_found_die() -> None:
    ed = chart(["clue", "clue", "clue", "clue", "doom", "sanity 1"])
    s = game(edition=ed)
    s.clues[0] = 2  # clues could reroll an adventure's dice: not this one
    at_entrance(s)
    fix_rolls(s, 4)  # Peril: a doom token
    play(s, "lost-and-found")
    assert s.doom == 1 and s.clues[0] == 2
    assert not any(a.startswith("reroll") for a in legal_text(s))
    assert not any(isinstance(f, Attempt) for f in s.stack)


def test_es_ent_05_a_souvenir_is_one_object_paid_in_trophies() -> None:
    s = game()
    trophies(s, "Koi Pond")  # 2
    at_entrance(s)
    assert "buy unique" not in legal_text(s)
    assert s.why_illegal(action(s, "buy unique")) == "A unique costs 3 trophies; Joe Diamond has 2 (ES-ENT-05)."
    top = s.commons[-1]
    play(s, "buy common")
    assert s.items[0] == (top,) and s.trophies[0] == ()


def test_es_ent_06_by_default_no_elder_sign_is_for_sale() -> None:
    s = game()
    trophies(s, "Koi Pond", "The Curator", "Lights Out", "The Archives", "Did You Hear That?")  # 10
    at_entrance(s)
    assert "buy elder-sign" not in legal_text(s)
    assert "ES-ENT-06" in s.why_illegal(action(s, "buy elder-sign"))


def test_es_ent_07_the_option_sells_an_elder_sign_for_ten_trophies() -> None:
    s = game(souvenir_elder_sign="on")
    trophies(s, "Koi Pond", "The Curator", "Lights Out", "The Archives")  # 8
    at_entrance(s)
    assert "buy elder-sign" not in legal_text(s)
    s.trophies[0] = (*s.trophies[0], adventure(s, "Did You Hear That?"))  # 10
    s.changed()
    play(s, "buy elder-sign")
    assert s.signs == 1 and s.trophies[0] == ()


# ---------------------------------------------------------------- 20. items
def test_es_item_01_a_common_item_adds_the_yellow_die_a_unique_item_the_red() -> None:
    s = game()
    common = give(s, 0, "common", "Common Item 3")
    unique = give(s, 0, "unique", "Unique Item 1")
    a = attempt(s, 0, 0)
    play(s, "spend common-item-3", "spend unique-item-1")
    assert colours(a) == [GREEN, YELLOW, RED]
    assert s.items[0] == () and {common, unique} <= set(s.item_discard)


def test_es_item_01_the_cards_own_text_governs() -> None:
    def change(data: dict[str, Any]) -> None:
        next(c for c in data["cards"] if c["name"] == "Common Item 3")["dice"] = ["red"]

    s = game(edition=edition_with(change))
    give(s, 0, "common", "Common Item 3")
    a = attempt(s, 0, 0)
    play(s, "spend common-item-3")
    assert colours(a) == [GREEN, RED]


def test_es_item_02_items_are_used_only_on_their_owners_turn() -> None:
    s = game(players=2)
    give(s, 1, "common", "Common Item 3")
    give(s, 1, "spell", "Spell 2")
    attempt(s, 0, 0)
    assert not any(a.startswith("spend") for a in legal_text(s))
    a = s.stack[-1]
    assert isinstance(a, Attempt)
    rolled(s, a, "g3+gp+gp+gl+gl+gt")
    assert not any(x.startswith("secure") for x in legal_text(s))


def test_es_item_02_an_ally_is_used_only_in_its_owners_clock_phase() -> None:
    s = game(players=2)
    give(s, 1, "ally", "Ally 3")  # once per day in the Clock phase: a clue
    s.active = 0
    s.stack[0].step = CLOCK
    s.settle()
    assert not any(isinstance(f, ClockPhase) for f in s.stack)  # nothing of investigator 1's
    assert s.clues == [0, 0]


def test_es_item_03_an_ally_gives_the_ability_printed_on_it() -> None:
    s = game()
    give(s, 0, "ally", "Ally 3")  # once per day in the Clock phase: gain a clue
    s.stack[0].step = CLOCK
    s.settle()
    assert legal_text(s) == ["use ally-3", "end"]
    play(s, "use ally-3")
    assert s.clues[0] == 1
    assert legal_text(s) == ["end"]  # once per day
    assert len(s.items[0]) == 1  # an ally is kept
