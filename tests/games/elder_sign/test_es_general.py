"""General rules, components and dice (ES-GEN, ES-COMP, ES-DICE): who wins, the players, the
timing words, the component counts, the faces of the dice and how dice meet requirements."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tabletome.engine.errors import OptionError
from tabletome.games.elder_sign.actions import parse_dice
from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.data import ESEdition
from tabletome.games.elder_sign.dice import (
    GREEN,
    LORE,
    PERIL,
    RED,
    TERROR,
    WILD,
    YELLOW,
    Task,
    assignments,
    die,
    meets,
    parse_icons,
)
from tabletome.games.elder_sign.flow import CLOCK
from tabletome.games.elder_sign.state import ENTRANCE, ON_AO, ESState

from .helpers import GAME, adventure, attempt, edition_with, give, legal_text, new, play, rolled, table

BOB = "Bob Jenkins"  # 4 sanity, 6 stamina
DEXTER = "Dexter Drake"  # 5 sanity, 5 stamina


def why(s: ESState, text: str) -> str:
    return s.why_illegal(GAME.notation().read(text, s))


def task(text: str) -> Task:
    return Task(parse_icons(text))


def mythos(s: ESState, name: str) -> int:
    return next(k for k, m in enumerate(s.ed.mythos) if m.name == name)


def completes(s: ESState) -> list[str]:
    return [m for m in legal_text(s) if m.startswith("complete")]


def card_edition(name: str, **fields: Any) -> ESEdition:
    def change(data: dict[str, Any]) -> None:
        row = next(c for c in data["cards"] if c["name"] == name)
        row.update(fields)

    return edition_with(change)


# ---------------------------------------------------------------- general
def test_es_gen_01_everybody_wins_together() -> None:
    s = table(new(players=3, ancient_one="ithaqua"), ["The Dreamlands"], [BOB, DEXTER, "Vincent Lee"])
    s.signs = s.ed.ancient_ones[s.ao].elder_signs - 1  # the Dreamlands gives an Elder Sign
    a = attempt(s, 0, 7)
    rolled(s, a, "gp+gl+g3+g1+g1+g1")
    play(s, "complete 1 g3+gl+gp")
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == (0, 1, 2) and GAME.cooperative


def test_es_gen_01_everybody_loses_together() -> None:
    """ES-GEN-01: Azathoth's awakening is a loss for every seat."""
    s = table(new(players=3, ancient_one="azathoth"), ["Gate to Elsewhere"], [BOB, DEXTER, "Vincent Lee"])
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    attempt(s, 0, 0)
    play(s, "give-up")  # penalty: a doom token
    outcome = s.outcome()
    assert outcome is not None and outcome.winners == ()


def test_es_gen_02_one_to_eight_players_one_investigator_each() -> None:
    assert GAME.options[0].choices == tuple(str(n) for n in range(1, 9))
    for players in (1, 8):
        s = new(players=players)
        assert len(s.team) == players and s.owner == list(range(players))
    s = new(players=4, team="2")
    assert len(s.team) == 8 and sorted(s.owner) == [0, 0, 1, 1, 2, 2, 3, 3]
    with pytest.raises(OptionError, match="at most 8"):
        GAME.new_state({"players": 3, "team": "3"}, 1)


def test_es_gen_03_elder_signs_win_a_full_doom_track_means_the_battle() -> None:
    s = table(new(players=2, ancient_one="ithaqua"), ["Gate to Elsewhere"], [BOB, DEXTER])
    s.doom = s.ed.ancient_ones[s.ao].doom - 1
    attempt(s, 0, 0)
    play(s, "give-up")  # penalty: a doom token fills the track
    assert s.outcome() is None and s.awakened and s.where == [ON_AO, ON_AO]
    while not isinstance(s.stack[-1], Attempt):
        s.apply(s.legal_actions()[0])
    assert s.stack[-1].place == ON_AO  # the next turn attacks the Ancient One


def test_es_gen_05_an_errata_ruling_wins_over_the_rulebook() -> None:
    """ES-GEN-05: the later ruling (the Wildcard counts 4 investigation, not the rulebook's 1) is the one played."""
    assert meets(task("4"), parse_dice("rw")) and meets(task("5"), parse_dice("rw+g1"))
    assert not meets(task("6"), parse_dice("rw+g1"))


def test_es_gen_06_once_per_day_until_midnight() -> None:
    s = table(new(ancient_one="ithaqua"), ["Lights Out"], [BOB])
    give(s, 0, "ally", "Duke")  # once per day in the Clock phase: regain 1 sanity
    s.sanity[0] = 1
    s.mythos_deck = [mythos(s, "Mythos 11")]  # a quiet Mythos card for the midnight
    s.clock = 6
    s.stack[0].step = CLOCK
    s.settle()
    assert legal_text(s) == ["use duke", "end"]
    play(s, "use duke", "end")
    assert s.sanity[0] == 2 and s.clock == 9
    play(s, "stay", "first-aid stamina")  # the next turn, the same day: Duke is not offered
    assert s.clock == 0 and s.daily[0] == 0  # midnight came after that turn, and its last step reset Duke
    play(s, "stay", "first-aid stamina")
    assert legal_text(s) == ["use duke", "end"]


def test_es_gen_07_once_per_roll_and_a_clue_reroll_is_no_new_roll() -> None:
    s = table(new(), ["Lights Out"], ["Darrell Simmons"])  # once per roll: one die +1
    s.clues[0] = 1
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+gp+gp+gp+gp")
    assert "raise g1" in legal_text(s)
    play(s, "raise g1")
    assert a.pool == parse_dice("g1+g2+gp+gp+gp+gp")
    assert not [m for m in legal_text(s) if m.startswith("raise")]
    play(s, "mark gp", "reroll")
    assert s.clues[0] == 0 and not [m for m in legal_text(s) if m.startswith("raise")]
    rolled(s, a, "g1+g1+gp+gp+gp")  # a new roll
    assert "raise g1" in legal_text(s)


def test_es_gen_08_adventure_cards_include_other_worlds() -> None:
    s = table(new(), ["The Dreamlands"], [BOB])  # no Terror effect of its own
    s.mythos = mythos(s, "Mythos 6")  # every adventure: lose 1 sanity on Terror
    a = attempt(s, 0, 7)
    rolled(s, a, "gt+g1+g1+g1+g1+g1")
    play(s, "pass")
    assert s.sanity[0] == 3


def test_es_gen_08_an_other_world_effect_keeps_to_other_worlds() -> None:
    """ES-GEN-08: Gloria Goldberg's dice come on Other World cards only."""
    s = table(new(), ["Lights Out", "The Dreamlands"], ["Gloria Goldberg"])
    assert [d >> 4 for d in attempt(s, 0, 7).pool] == [GREEN] * 6 + [YELLOW, RED]
    s = table(new(), ["Lights Out", "The Dreamlands"], ["Gloria Goldberg"])
    assert [d >> 4 for d in attempt(s, 0, 0).pool] == [GREEN] * 6


def test_es_gen_09_never_above_the_printed_maximum() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    s.settle()
    play(s, "stay", "first-aid sanity")
    assert s.sanity[0] == 4 == s.max_sanity[0]
    s = table(new(), ["Lights Out"], [BOB])
    s.stamina[0] = 5
    s.trophies[0] = (adventure(s, "Koi Pond"), adventure(s, "Lights Out"))
    s.settle()
    play(s, "stay", "restore both")
    assert (s.sanity[0], s.stamina[0]) == (4, 6)


# ---------------------------------------------------------------- components
def test_es_comp_01_six_green_one_yellow_one_red() -> None:
    s = table(new(), ["Lights Out"], [BOB])
    assert s.ed.counts == (6, 1, 1)
    give(s, 0, "common", "Common Item 3")
    give(s, 0, "unique", "Unique Item 1")
    a = attempt(s, 0, 0)
    play(s, "spend common-item-3", "spend unique-item-1")
    assert Counter(d >> 4 for d in a.pool) == {GREEN: 6, YELLOW: 1, RED: 1}


def test_es_comp_02_one_clock_hand_and_the_entrance() -> None:
    s = new()
    assert (s.ed.clock.step, s.ed.clock.day) == (3, 12) and s.clock == 0
    assert all(w == ENTRANCE for w in s.where)
    s = table(s, ["Lights Out"], [BOB])
    s.settle()
    play(s, "stay")
    assert "first-aid sanity" in legal_text(s)  # the Entrance sheet's actions


def test_es_comp_03_the_large_cards() -> None:
    ed = new().ed
    base_aos = sum(1 for ao in ed.ancient_ones if ao.set == "base")
    base_adventures = sum(1 for a in ed.adventures if a.kind == "adventure")
    assert (len(ed.investigators), base_aos, base_adventures, len(ed.other_worlds)) == (16, 8, 48, 8)


def test_es_comp_04_the_small_cards() -> None:
    ed = new().ed
    counts = {kind: sum(1 for c in cards if c.set == "base") for kind, cards in ed.items.items()}
    assert counts == {"common": 12, "unique": 12, "spell": 12, "ally": 8, "relic": 0}
    assert sum(1 for m in ed.mythos if m.set == "base") == 32


def test_es_comp_05_the_tokens() -> None:
    """ES-COMP-05: 16 investigator markers, 22 + 5 monster markers, 15 clue tokens (the pool runs out)."""
    ed = new().ed
    assert len(ed.investigators) == 16
    base = [m for m in ed.monsters if m.set == "base"]
    assert (sum(not m.mask for m in base), sum(m.mask for m in base)) == (22, 5)
    s = table(new(players=2), ["The Dreamlands"], [BOB, DEXTER])  # rewards: 2 clues
    s.clues[1] = 14
    a = attempt(s, 0, 7)
    rolled(s, a, "gp+gl+g3+g1+g1+g1")
    play(s, "complete 1 g3+gl+gp")
    assert s.clues == [1, 14]


def test_es_comp_09_never_more_than_6_green_1_yellow_1_red() -> None:
    s = table(new(), ["Lights Out", "The Dreamlands"], ["Gloria Goldberg"])
    give(s, 0, "common", "Common Item 3")
    attempt(s, 0, 7)  # Gloria has the yellow and red dice here already
    assert "spend common-item-3" not in legal_text(s) and "ES-COMP-09" in why(s, "spend common-item-3")
    s = table(new(players=2), ["Lights Out"], [BOB, DEXTER])
    s.marker[1] = parse_dice("g3")[0]  # a green die on Dexter's marker
    assert len(attempt(s, 0, 0).pool) == 5


# ---------------------------------------------------------------- dice
def _faces_shown(colour: int, indices: list[int]) -> tuple[int, ...]:
    from .helpers import fix_rolls

    s = table(new(), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    a.pool = (die(colour, 0),) * len(indices)
    fix_rolls(s, *indices)
    play(s, "roll")
    return tuple(d & 15 for d in a.pool)


def test_es_dice_01_the_green_faces() -> None:
    assert _faces_shown(GREEN, [0, 1, 2, 3, 4, 5]) == (1, 2, 3, LORE, PERIL, TERROR)


def test_es_dice_02_the_yellow_faces_never_terror() -> None:
    assert _faces_shown(YELLOW, [0, 1, 2, 3, 4, 5]) == (1, 2, 3, 4, LORE, PERIL)


def test_es_dice_03_the_red_faces_never_terror_nor_one() -> None:
    assert _faces_shown(RED, [0, 1, 2, 3, 4, 5]) == (2, 3, 4, LORE, PERIL, WILD)


def test_es_dice_04_the_wildcard_is_lore_peril_terror_or_four() -> None:
    for icons in ("L", "P", "T", "4", "T/P"):
        assert assignments(task(icons), parse_dice("rw")) == [parse_dice("rw")]
    assert not meets(task("5"), parse_dice("rw")) and not meets(task("L P"), parse_dice("rw"))
    s = table(new(), ["Tempest in a Teapot"], [BOB])  # ordered: 4 first
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g1+gp+gp+gp+rw")
    assert completes(s) == ["complete 1 rw"]


def _roll_many(seed: int, rolls: int) -> list[tuple[int, ...]]:
    s = table(new(seed=seed), ["Lights Out"], [BOB])
    a = attempt(s, 0, 0)
    out = []
    for _ in range(rolls):
        a.step = 0
        a.pool = (die(GREEN, 0),) * 6 + (die(YELLOW, 0), die(RED, 0))
        s.changed()
        play(s, "roll")
        out.append(a.pool)
    return out


def test_es_dice_05_faces_equally_likely_from_the_seeded_source() -> None:
    rolls = _roll_many(5, 600)
    for colour, n in ((GREEN, 3600), (YELLOW, 600), (RED, 600)):
        faces = Counter(d & 15 for pool in rolls for d in pool if d >> 4 == colour)
        assert len(faces) == 6
        assert all(0.6 * n / 6 < k < 1.4 * n / 6 for k in faces.values()), faces
    assert _roll_many(5, 20) == rolls[:20]
    assert _roll_many(6, 20) != rolls[:20]


def test_es_dice_06_numbers_add_up_and_the_excess_is_lost() -> None:
    assert set(assignments(task("4"), parse_dice("g3+g2+g1"))) == {parse_dice("g1+g3"), parse_dice("g2+g3")}
    assert not meets(task("4"), parse_dice("g3")) and not meets(task("7"), parse_dice("g3+g2+g1"))
    s = table(new(), ["The Hall of the Dead"], [BOB])  # L; P P; 5
    a = attempt(s, 0, 0)
    rolled(s, a, "g3+g3+g1+gp")
    assert completes(s) == ["complete 3 g3+g3"]
    play(s, "complete 3 g3+g3")
    assert len(a.pool) == 2  # both dice went to the 5: the sixth point is lost


def test_es_dice_07_a_symbol_needs_one_die_showing_it() -> None:
    assert meets(task("L"), parse_dice("gl")) and not meets(task("L"), parse_dice("gp+g3"))
    assert not meets(task("L L"), parse_dice("gl+g3")) and meets(task("L L"), parse_dice("gl+gl"))
    s = table(new(), ["The Curator"], [BOB])  # L L L; L 3
    a = attempt(s, 0, 0)
    rolled(s, a, "gl+gl+gp+gt+g3+g3")
    assert completes(s) == ["complete 2 g3+gl"]


def test_es_dice_08_a_split_icon_takes_either_result() -> None:
    assert meets(task("T/P"), parse_dice("gt")) and meets(task("T/P"), parse_dice("gp"))
    assert not meets(task("T/P"), parse_dice("gl")) and not meets(task("T/P T/P"), parse_dice("gp"))
    s = table(new(edition=card_edition("The Curator", tasks=["T/P", "L 3"])), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+g1+g1+g1+g1")
    assert completes(s) == ["complete 1 gp", "complete 1 gt"]


def test_es_dice_09_a_die_meets_one_requirement() -> None:
    assert not meets(task("P 4"), parse_dice("rw")) and meets(task("P 4"), parse_dice("rw+gp"))
    assert not meets(task("L L"), parse_dice("rw")) and not meets(task("L 3"), parse_dice("gl"))
    s = table(new(), ["Tempest in a Teapot"], [BOB])
    a = attempt(s, 0, 0)
    a.done = (0, 1)  # left: P L
    rolled(s, a, "rw+g1+g1+g1+g1+g1")
    assert completes(s) == []


def test_es_dice_10_each_number_icon_has_its_own_dice() -> None:
    assert not meets(task("3 2 1"), parse_dice("g3+g3")) and meets(task("3 2 1"), parse_dice("g3+g2+g1"))
    assert not meets(task("1 1"), parse_dice("g2")) and meets(task("1 1"), parse_dice("g1+g1"))
    s = table(new(), ["R'lyeh"], [BOB])  # 1 1; L L P T
    a = attempt(s, 0, 7)
    rolled(s, a, "g2+gl+gl+gp+gp+gp")
    assert completes(s) == []
    rolled(s, a, "g2+g1+gl+gp+gp+gp")
    assert completes(s) == ["complete 1 g1+g2"]


def test_es_dice_11_only_the_face_matters() -> None:
    assert meets(task("3"), parse_dice("y3")) and meets(task("L"), parse_dice("rl"))
    assert assignments(task("L 4"), parse_dice("y4+rl")) == [parse_dice("y4+rl")]
    s = table(new(), ["The Curator"], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+gp+gp+gp+gp+gp+y3+rl")
    assert completes(s) == ["complete 2 y3+rl"]
