"""Setup of the Classic Museum and the turn (ES-SETUP, ES-TURN): what is on the table after setup,
the three phases, movement, the entrance or the attempt, the clock and midnight."""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.data import ESEdition
from tabletome.games.elder_sign.dice import GREEN, RED
from tabletome.games.elder_sign.flow import Entrance, Movement
from tabletome.games.elder_sign.state import ENTRANCE, KIND_CODES, LOCK_MYTHOS, OW_BASE, ESState

from .helpers import GAME, adventure, attempt, edition_with, give, legal_text, new, play, rolled, table

BOB = "Bob Jenkins"  # 4 sanity, 6 stamina
DEXTER = "Dexter Drake"  # 5 sanity, 5 stamina


def why(s: ESState, text: str) -> str:
    return s.why_illegal(GAME.notation().read(text, s))


def mythos(s: ESState, name: str) -> int:
    return next(k for k, m in enumerate(s.ed.mythos) if m.name == name)


def every_row(kind: str, **fields: Any) -> ESEdition:
    def change(data: dict[str, Any]) -> None:
        for row in data["cards"]:
            if row["kind"] == kind:
                row.update(fields)

    return edition_with(change)


def card_edition(name: str, **fields: Any) -> ESEdition:
    def change(data: dict[str, Any]) -> None:
        next(c for c in data["cards"] if c["name"] == name).update(fields)

    return edition_with(change)


def quiet_table(cards: list[str], team: list[str], **options: Any) -> ESState:
    """A bare table at the start of the first player's turn; midnight draws a Mythos card that does nothing at once."""
    s = table(new(players=len(team), ancient_one="ithaqua", **options), cards, team)
    s.mythos_deck = [mythos(s, "Mythos 11")] * 4
    s.settle()
    return s


def entrance_turn(s: ESState) -> None:
    """A turn spent on the entrance: First Aid, then the Clock phase."""
    play(s, "stay", "first-aid stamina")


# ---------------------------------------------------------------- setup
def test_es_setup_01_clock_on_twelve_everyone_at_the_entrance() -> None:
    s = new(players=3)
    assert s.clock == 0 and s.midnights == 0
    assert s.where == [ENTRANCE] * 3 and s.ed.counts == (6, 1, 1)


def test_es_setup_02_the_ancient_one_by_choice_or_at_random() -> None:
    assert s_name(new(ancient_one="yig")) == "Yig"
    assert s_name(new(ancient_one="cthulhu")) == "Cthulhu"
    assert len({s_name(new(seed=seed)) for seed in range(1, 25)}) >= 4


def s_name(s: ESState) -> str:
    return s.ed.ancient_ones[s.ao].name


def _monsters_in_game(s: ESState) -> list[int]:
    return s.cup + [m for on in s.monsters_at for _, m in on]


def test_es_setup_03_mask_monsters_only_against_nyarlathotep() -> None:
    for ao in ("ithaqua", "nyarlathotep"):
        s = new(ancient_one=ao)
        masks = [m for m in _monsters_in_game(s) if s.ed.monsters[m].mask]
        assert len(masks) == (5 if ao == "nyarlathotep" else 0)
        assert sorted(m for m in _monsters_in_game(s) if not s.ed.monsters[m].mask) == list(range(22))


def test_es_setup_04_six_adventures_dealt_other_worlds_apart() -> None:
    seen = set()
    for seed in (1, 2, 3):
        s = new(seed=seed)
        dealt = s.places[:6]
        assert all(0 <= c < OW_BASE for c in dealt) and all(p < 0 for p in s.places[7:])
        assert len(s.adventure_deck) + 6 + (s.places[6] >= 0) == 48 and sorted(s.world_deck) == list(range(8))
        seen.add(tuple(dealt))
    assert len(seen) == 3  # shuffled


def test_es_setup_05_a_dealt_lock_icon_locks_its_die_at_once() -> None:
    ed = every_row("adventure", lock="green")
    s = new(edition=ed)
    assert all((GREEN, p) in s.locks for p in range(6))


def _seed_with(condition: Any) -> ESState:
    for seed in range(1, 400):
        s = new(seed=seed)
        if condition(s):
            return s
    raise AssertionError("no seed deals that")


def _lavatory_dealt(s: ESState) -> bool:
    return adventure(s, "Public Lavatory") in s.places[:6]


def test_es_setup_06_when_drawn_resolves_during_setup() -> None:
    s = _seed_with(lambda s: _lavatory_dealt(s) and s.ed.investigators[s.team[0]].ability != "kate")
    p = s.places.index(adventure(s, "Public Lavatory"))
    assert {row for row, _ in s.monsters_at[p]} >= {0, 1}


def test_es_setup_06_when_drawn_monsters_appear_with_kate_first() -> None:
    """ES-SETUP-06: setup is no turn of Kate Winthrop's, so Public Lavatory's two monsters appear."""
    s = _seed_with(lambda s: _lavatory_dealt(s) and s.ed.investigators[s.team[0]].ability == "kate")
    p = s.places.index(adventure(s, "Public Lavatory"))
    assert {row for row, _ in s.monsters_at[p]} >= {0, 1}


def test_es_setup_07_clue_pool_and_four_shuffled_decks() -> None:
    orders = set()
    for seed in (1, 2):
        s = new(seed=seed, players=2)
        held = Counter(KIND_CODES[c >> 6] for items in s.items for c in items)
        decks = {"common": s.commons, "unique": s.uniques, "spell": s.spells, "ally": s.allies}
        for kind, deck in decks.items():
            assert len(deck) + held[kind] == sum(1 for c in s.ed.items[kind] if c.set == "base")
        assert sum(s.clues) == sum(s.ed.investigators[k].start.count("clue") for k in s.team)
        orders.add((tuple(s.commons), tuple(s.spells)))
    assert len(orders) == 2


def test_es_setup_08_printed_maximums_and_the_starting_kit() -> None:
    for seed in (1, 2, 3):
        s = new(seed=seed, players=4)
        for i, card in enumerate(s.team):
            inv = s.ed.investigators[card]
            assert (s.sanity[i], s.max_sanity[i], s.stamina[i], s.max_stamina[i]) == (inv.sanity,) * 2 + (
                inv.stamina,
            ) * 2
            kit = Counter(e.split()[0] for e in inv.start if e != "clue")  # "ally Duke": an ally, by name
            if "choose" not in kit:
                assert Counter(KIND_CODES[c >> 6] for c in s.items[i]) == kit
            else:
                assert len(s.items[i]) == 2
            assert s.clues[i] == inv.start.count("clue")


def test_es_setup_09_markers_start_on_the_entrance_and_may_leave() -> None:
    s = new(players=3)
    assert s.where == [ENTRANCE] * 3 and isinstance(s.stack[-1], Movement)
    assert {f"go a{k}" for k in range(1, 7)} <= set(legal_text(s))


def test_es_setup_10_the_first_player_then_clockwise() -> None:
    s = quiet_table(["Lights Out"], [BOB, DEXTER, "Vincent Lee"])
    order = [s.active]
    for _ in range(3):
        entrance_turn(s)
        order.append(s.active)
    assert order == [0, 1, 2, 0]


def test_es_setup_11_a_mythos_card_at_setup_is_no_midnight() -> None:
    def change(data: dict[str, Any]) -> None:
        for row in data["cards"]:
            if row["kind"] == "adventure":
                row["midnight"] = ["3 doom"]
            if row["kind"] == "mythos":
                row.update(on_draw=[], lock="red", midnight=["3 doom"])
            if row["kind"] == "ancient_one":
                row["midnight"] = ["3 doom"]

    s = new(edition=edition_with(change))
    assert s.mythos >= 0 and len(s.mythos_deck) == sum(1 for m in s.ed.mythos if m.set == "base") - 1
    assert (RED, LOCK_MYTHOS) in s.locks
    assert s.doom == 0 and s.midnights == 0


# ---------------------------------------------------------------- the turn
def test_es_turn_01_movement_resolution_clock() -> None:
    s = quiet_table(["Lights Out"], [BOB, DEXTER])
    assert isinstance(s.stack[-1], Movement) and s.active == 0
    play(s, "go a1")
    assert isinstance(s.stack[-1], Attempt) and s.clock == 0
    play(s, "give-up")
    assert s.clock == 3 and s.active == 1 and isinstance(s.stack[-1], Movement)


def test_es_turn_02_move_anywhere_or_stay() -> None:
    s = quiet_table(["Lights Out", "The Curator", "The Dreamlands"], [BOB])
    assert legal_text(s) == ["stay", "go a1", "go a2", "go w1"]
    assert "no card at a4" in why(s, "go a4")
    s.where[0] = 0
    s.changed()
    assert legal_text(s) == ["stay", "go a2", "go w1", "go entrance"]
    play(s, "go w1")
    assert s.where[0] == 7


def test_es_turn_03_any_number_on_one_card() -> None:
    s = quiet_table(["Lights Out", "The Curator"], [BOB, DEXTER, "Vincent Lee"])
    s.where[1] = s.where[2] = 0
    s.changed()
    play(s, "go a1")
    assert s.where == [0, 0, 0]


def test_es_turn_04_the_entrance_gives_one_entrance_action() -> None:
    s = quiet_table(["Lights Out"], [BOB])
    play(s, "stay")
    assert isinstance(s.stack[-1], Entrance)
    assert {"first-aid sanity", "first-aid stamina", "lost-and-found"} <= set(legal_text(s))
    s.stamina[0] = 4
    play(s, "first-aid stamina")
    assert s.stamina[0] == 5 and not isinstance(s.stack[-1], Entrance)


def test_es_turn_05_on_an_adventure_it_must_be_attempted() -> None:
    s = quiet_table(["Lights Out"], [BOB])
    s.where[0] = 0
    play(s, "stay")
    assert isinstance(s.stack[-1], Attempt) and legal_text(s) == ["roll", "give-up"]


def test_es_turn_06_items_first_then_the_clock_advances() -> None:
    s = quiet_table(["Lights Out"], [BOB])
    give(s, 0, "ally", "Duke")
    s.sanity[0] = 2
    play(s, "stay", "first-aid stamina")
    assert legal_text(s) == ["use duke", "end"] and s.clock == 0
    play(s, "use duke")
    assert s.sanity[0] == 3 and s.clock == 0
    play(s, "end")
    assert s.clock == 3


def test_es_turn_07_three_hours_an_advance_four_a_day() -> None:
    s = quiet_table(["Lights Out"], [BOB])
    hours = []
    for _ in range(4):
        entrance_turn(s)
        hours.append(s.clock)
    assert hours == [3, 6, 9, 0]


def test_es_turn_08_a_clock_icon_advances_on_top_of_the_clock_phase() -> None:
    ed = card_edition("The Curator", tasks=["L +clock", "L 3"])
    s = table(new(ancient_one="ithaqua", edition=ed), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+g1+g1+g1")
    play(s, "complete 1 gl", "give-up")
    assert s.clock == 6


def test_es_turn_09_midnight_waits_for_the_end_of_the_turn() -> None:
    ed = card_edition("The Curator", tasks=["L +clock", "L 3"])
    s = table(new(ancient_one="ithaqua", edition=ed), ["The Curator"], [BOB])
    s.mythos_deck = [mythos(s, "Mythos 11")]
    s.clock = 9
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+g1+g1+g1+g1+g1")
    play(s, "complete 1 gl")  # the hand reaches XII inside the turn
    assert s.clock == 0 and s.midnights == 1 and s.mythos == -1 and isinstance(s.stack[-1], Attempt)
    play(s, "give-up")  # the turn ends: then midnight
    assert s.mythos == mythos(s, "Mythos 11") and s.midnights == 0 and s.clock == 3


def test_es_turn_10_the_first_midnight_follows_the_fourth_advance() -> None:
    s = quiet_table(["Lights Out"], [BOB])
    drawn = []
    for _ in range(4):
        entrance_turn(s)
        drawn.append(s.mythos >= 0)
    assert drawn == [False, False, False, True]


def test_es_turn_11_a_devoured_investigator_s_turn_goes_to_the_clock() -> None:
    s = table(new(players=2, ancient_one="ithaqua"), ["Ancient Relics"], [BOB, DEXTER])  # Terror: 1 sanity
    s.mythos_deck = [mythos(s, "Mythos 11")]
    s.sanity[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+gp+g1+g1")
    play(s, "pass")  # devoured by the Terror effect
    assert not any(isinstance(f, Attempt) for f in s.stack)
    assert s.doom == 1 and s.clock == 3 and s.active == 1
