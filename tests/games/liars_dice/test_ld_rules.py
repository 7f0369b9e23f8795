"""Liar's Dice, clause by clause (clauses.md of the package), its hidden dice, and the engine contract."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from tabletome.engine import EditionError, IllegalAction, NotationError, Rng, get_game
from tabletome.engine.agent import decide
from tabletome.games.liars_dice import GAME, LiarsState
from tabletome.games.liars_dice.actions import BIDS, LIAR, SPACE
from tabletome.games.liars_dice.rules import Turn, counted
from tabletome.testing import check_contract, cited_clause_ids


def bid(text: str) -> object:
    return SPACE.parse(f"bid {text}")


def position(cups: list[list[int]], seat: int = 0, last: str = "", bidder: int = -1, ones: str = "wild") -> LiarsState:
    """A table set by hand: each cup's dice, the last bid (``3x5``) and its bidder, ``seat`` to move."""
    s = GAME.new_state({"players": len(cups), "ones": ones}, 1)
    s.cups = [sorted(c) for c in cups]
    s.bid = BIDS.index(bid(last)) if last else -1
    s.bidder = bidder
    s.stack = [Turn(seat)]
    s.changed()
    return s


# ---------------------------------------------------------------- setup
def test_the_edition_gives_the_dice_a_player_starts_with_and_a_broken_one_is_named() -> None:
    data = {"edition": {"id": "three"}, "dice": {"per_player": 3, "provenance": {"per_player": "house rule: short"}}}
    s = GAME.new_state({"players": 3}, 2, GAME.edition_from_data(data, "three.toml"))
    assert [len(c) for c in s.cups] == [3, 3, 3]
    data["dice"] = {"per_player": 9, "provenance": {"per_player": "[WIKI]"}}
    with pytest.raises(EditionError, match=r"dice\.per_player"):
        GAME.edition_from_data(data, "nine.toml")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ld_setup_01_02_five_six_sided_dice_a_player_each_seeing_only_their_own(players: int) -> None:
    s = GAME.new_state({"players": players}, 7)
    assert [len(c) for c in s.cups] == [5] * players
    assert all(1 <= d <= 6 for c in s.cups for d in c)
    for seat in range(players):
        cups = s.view(seat)["cups"]
        assert cups[seat] == s.cups[seat]
        assert all(cups[t] == 5 for t in range(players) if t != seat)
    assert s.public_view()["cups"] == [5] * players
    with pytest.raises(Exception, match="not allowed for players"):
        GAME.new_state({"players": 5}, 1)


def test_ld_setup_03_the_first_seat_opens_the_first_round() -> None:
    assert all(GAME.new_state({"players": p}, seed).to_move == 0 for p in (2, 3, 4) for seed in range(5))


# ---------------------------------------------------------------- bidding
def test_ld_bid_01_a_bid_is_written_as_a_quantity_and_a_face() -> None:
    s = position([[2, 3, 3, 5, 6], [1, 1, 4, 4, 6]])
    s.apply(GAME.parse_action(s, "bid 3x5"))
    assert s.view(1)["bid"] == "bid 3x5" and s.view(1)["bidder"] == "player 1" and s.to_move == 1
    with pytest.raises(
        NotationError, match=re.escape("'bid 3 5' is not a move in Liar's Dice. Moves look like 'bid 3x5'")
    ):
        GAME.parse_action(s, "bid 3 5")


def test_ld_bid_02_a_bid_raises_the_quantity_or_the_face_at_the_same_quantity() -> None:
    s = position([[2, 3, 3, 5, 6], [1, 1, 4, 4, 6]], seat=1, last="3x5", bidder=0)
    legal = set(s.legal_actions())
    assert {bid("3x6"), bid("4x1"), bid("4x2"), bid("10x6"), LIAR} <= legal
    assert not {bid("3x5"), bid("3x4"), bid("2x6"), bid("1x1")} & legal
    with pytest.raises(
        IllegalAction, match=r"A bid must beat bid 3x5: more dice, or as many of a higher face \(LD-BID-02\)"
    ):
        s.apply(bid("3x4"))


def test_ld_bid_03_no_bid_names_more_dice_than_are_in_play() -> None:
    s = position([[2, 3], [4]], seat=1, last="2x6", bidder=0)
    assert s.legal_actions() == (bid("3x1"), bid("3x2"), bid("3x3"), bid("3x4"), bid("3x5"), bid("3x6"), LIAR)
    assert s.why_illegal(bid("4x1")) == "Only 3 dice are in play (LD-BID-03)."
    s.apply(bid("3x6"))
    assert s.legal_actions() == (LIAR,)  # the highest bid: the round must end with a call


def test_ld_bid_04_ones_are_wild_unless_the_bid_is_on_ones_or_the_option_says_plain() -> None:
    cups = [[1, 1, 5, 5, 2], [1, 5, 3, 3, 3]]
    wild, plain = position(cups), position(cups, ones="plain")
    assert counted(wild, 5) == 6 and counted(plain, 5) == 3
    assert counted(wild, 1) == counted(plain, 1) == 3
    assert counted(wild, 3) == 6 and counted(plain, 3) == 3


# ---------------------------------------------------------------- the turn
def test_ld_play_01_play_passes_clockwise_skipping_players_out() -> None:
    s = position([[2, 3], [], [4, 4]])
    s.out = [1]
    s.apply(bid("1x2"))
    assert s.to_move == 2
    s.apply(bid("1x3"))
    assert s.to_move == 0


def test_ld_play_02_raise_or_call_liar_and_the_opener_cannot_call() -> None:
    s = position([[2, 3, 3], [4, 4, 6]])
    assert LIAR not in s.legal_actions() and len(s.legal_actions()) == 6 * 6
    assert s.why_illegal(LIAR) == "There is no bid to call yet: open the round with a bid (LD-PLAY-02)."
    s.apply(bid("2x3"))
    assert LIAR in s.legal_actions()


# ---------------------------------------------------------------- the challenge
def test_ld_chal_01_02_a_bid_that_stands_costs_the_caller_a_die() -> None:
    """Two fives and a one (wild) under the cups: 3x5 stands; the caller loses a die and every cup is shown."""
    s = position([[2, 5, 5, 6, 6], [1, 3, 3, 4, 4]], seat=1, last="3x5", bidder=0)
    s.apply(LIAR)
    assert s.view(0)["shown"] == [[2, 5, 5, 6, 6], [1, 3, 3, 4, 4]]
    assert [len(c) for c in s.cups] == [5, 4]


def test_ld_chal_02_03_a_false_bid_costs_the_bidder_a_die_and_the_loser_opens_the_next_round() -> None:
    s = position([[2, 5, 5, 6, 6], [1, 3, 3, 4, 4]], seat=1, last="4x5", bidder=0)
    before = s.reveals
    s.apply(LIAR)
    assert [len(c) for c in s.cups] == [4, 5] and s.to_move == 0 and s.bid == -1
    assert s.reveals == before + 1  # new dice were rolled: no undo crosses them


def test_ld_chal_03_a_loser_out_of_dice_leaves_the_opening_to_the_next_player() -> None:
    s = position([[3], [4, 4], [5, 5]], seat=2, last="2x3", bidder=0)
    s.apply(LIAR)
    assert s.cups[0] == [] and s.out == [0] and s.to_move == 1


# ---------------------------------------------------------------- the end
def test_ld_end_01_02_the_last_player_with_dice_wins_and_the_others_are_placed_by_how_long_they_lasted() -> None:
    s = position([[], [6], [2]], seat=2, last="1x6", bidder=1)
    s.out = [0]
    s.apply(bid("2x2"))
    s.apply(LIAR)
    oc = s.outcome()
    assert oc is not None and oc.winners == (1,) and oc.cause == "LD-END-02" and s.to_move is None
    assert [r.seat for r in oc.ranking()] == [1, 2, 0] and s.out == [0, 2]
    assert oc.returns(3) == [0.0, 1.0, 0.0]


# ---------------------------------------------------------------- hidden dice
def test_a_determinization_draws_the_opponents_dice_again_and_keeps_the_seats_own() -> None:
    """The bug of issue 34 was five worlds holding the opponent's true dice: here no world may keep
    them as a rule, nor their multiset, and over many worlds each face comes about as often."""
    s = GAME.new_state({"players": 2}, 11)
    worlds = [s.determinize(0, Rng(k)) for k in range(600)]
    assert all(w.cups[0] == s.cups[0] and w.view(0) == s.view(0) for w in worlds)
    kept = sum(sorted(w.cups[1]) == s.cups[1] for w in worlds)
    assert kept < 10 and len({tuple(sorted(w.cups[1])) for w in worlds}) > 100
    faces = Counter(d for w in worlds for d in w.cups[1])
    assert set(faces) == {1, 2, 3, 4, 5, 6} and min(faces.values()) > 400  # 500 expected each


def test_a_determinization_depends_on_the_seats_view_alone() -> None:
    s = GAME.new_state({"players": 3}, 4)
    other = s.clone()
    other.cups[1], other.cups[2] = [6] * 5, [1] * 5
    assert other.view(0) == s.view(0)
    assert all(s.determinize(0, Rng(k)).cups == other.determinize(0, Rng(k)).cups for k in range(20))


# ---------------------------------------------------------------- the whole game
def test_the_scripted_player_plays_every_table_to_an_end() -> None:
    for players in (2, 3, 4):
        s = GAME.new_state({"players": players}, players)
        agents = [GAME.heuristic_agent(t, t) for t in range(players)]
        while s.to_move is not None:
            s.apply(decide(agents[s.to_move], s, s.to_move))
        oc = s.outcome()
        assert oc is not None and len(oc.winners) == 1 and len(s.out) == players - 1


def test_the_engine_contract_holds_for_every_option() -> None:
    report = check_contract(GAME, seeds=(1, 2))
    assert report.games == 2 * len(report.combinations) and report.hidden_seen > 0
    assert {"cups[0]", "cups[1]", "cups[2]", "cups[3]"} <= set(report.hidden_parts)


def test_every_clause_is_cited_by_a_test() -> None:
    path = GAME.clauses_path()
    assert path is not None and get_game("liars_dice") is GAME
    clauses = set(re.findall(r"\*\*(LD-[A-Z]+-\d+)\*\*", path.read_text(encoding="utf-8")))
    assert len(clauses) == 14
    missing = sorted(clauses - cited_clause_ids(Path(__file__).parent, "ld"))
    assert not missing, f"clauses without a test: {', '.join(missing)}"
