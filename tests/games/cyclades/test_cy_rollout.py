"""The playouts' player of a search (``rollout.CycladesRollout``): legal to the end of every game,
deterministic from its seed, the scripted player's decisions wherever it keeps only what the board
decides (its facts are the board's alone, shared by every world), and the one a search plays its
worlds with while the scripted player stays its champion."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.agents.ismcts import ISMCTSAgent
from tabletome.engine.actions import Action
from tabletome.engine.agent import decide
from tabletome.engine.rng import Rng
from tabletome.games.cyclades import GAME, rollout, rules
from tabletome.games.cyclades import heuristic_box as box
from tabletome.games.cyclades.creatures import price
from tabletome.games.cyclades.data import ARES, ZEUS
from tabletome.games.cyclades.figurines import troops_held
from tabletome.games.cyclades.heuristic import CycladesHeuristic, track
from tabletome.games.cyclades.heuristic_values import Allowed, FleetChains, Seat, fleet_seas
from tabletome.games.cyclades.metropolis import kinds_by_seat
from tabletome.games.cyclades.rollout import CycladesRollout, RolloutSeat, board, rollout_player
from tabletome.games.cyclades.state import CycladesState

from .helpers import EVERY_MODULE, TABLES


class BoardOnly(CycladesRollout):
    """The playouts' player keeping only what the board decides: each creature is valued afresh
    at each decision, as the scripted player does."""

    def share(self, me: Seat, state: CycladesState, frame: Any) -> None:
        super().share(me, state, frame)
        me.worths = {}


def moves(players: list[Any], options: dict[str, Any], seed: int) -> list[str]:
    s = GAME.new_state(options, seed)
    out = []
    while s.to_move is not None:
        seat = s.to_move
        action = players[seat].act(s, seat)
        assert action in s.legal_actions()
        out.append(str(action))
        s.apply(action)
    assert s.outcome() is not None
    return out


@pytest.mark.parametrize("options", TABLES)
def test_the_rollout_player_plays_legal_moves_to_the_end_and_is_deterministic(options: dict[str, Any]) -> None:
    players = 5 if options.get("players") == "5" else 2 if options.get("players") == "2" else 4
    first = moves([rollout_player(seat) for seat in range(players)], options, 3)
    again = moves([rollout_player(seat) for seat in range(players)], options, 3)
    assert first == again


def test_kept_board_facts_give_the_scripted_players_decisions_across_worlds() -> None:
    """Every fact kept for a board is the board's alone: on the same positions, in one world after
    another (one player per seat for every game, so boards of earlier worlds are kept), the player
    that keeps them decides as the scripted player does at every decision."""
    decisions = 0
    for options in TABLES:
        players = 5 if options.get("players") == "5" else 2 if options.get("players") == "2" else 4
        keeping = [BoardOnly(seat) for seat in range(players)]
        for seed in range(3):
            s = GAME.new_state(options, seed)
            scripted = [CycladesHeuristic(seed * 7 + t) for t in range(players)]
            for t, player in enumerate(keeping):
                player.rng = Rng(seed * 7 + t)  # the same draws where neither has a rule
            while s.to_move is not None:
                seat = s.to_move
                ours = keeping[seat].act(s, seat)
                theirs = scripted[seat].act(s, seat)
                assert ours == theirs, (options, seed, decisions, s.stack[-1])
                s.apply(theirs)
                decisions += 1
    assert decisions > 2000


def test_the_rollout_player_differs_from_the_scripted_player_rarely() -> None:
    """Its one difference (the creatures valued once a cycle) leaves at least 95% of the scripted
    player's decisions as they were."""
    same = total = 0
    for seed in range(4):
        s = GAME.new_state({}, seed)
        rollout = [CycladesRollout(t) for t in range(s.players)]
        scripted = [CycladesHeuristic(t) for t in range(s.players)]
        while s.to_move is not None:
            seat = s.to_move
            theirs = scripted[seat].act(s, seat)
            same += rollout[seat].act(s, seat) == theirs
            total += 1
            s.apply(theirs)
    assert same >= 0.95 * total


def test_a_changed_board_is_a_new_board() -> None:
    s = GAME.new_state({}, 1)
    before = board(s)
    island = next(i for i in range(s.geo.n_isl) if s.own[i] >= 0)
    s.units[island] += 1
    assert board(s) != before
    s.units[island] -= 1
    s.bld[0] = 2 if s.bld[0] != 2 else 1
    assert board(s) != before


def test_track_prices_are_the_rules_prices() -> None:
    """``heuristic.track`` counts his Temples once a decision: the prices are ``creatures.price``'s."""
    checked = 0
    for seed in range(3):
        s = GAME.new_state({"m3_heroes": "yes"}, seed)
        players = [CycladesHeuristic(t) for t in range(s.players)]
        while s.to_move is not None:
            for seat in range(s.players):
                want = [(s.ed.c_names[c], price(s, seat, k)[0]) for k, c in enumerate(s.ctrack) if c >= 0]
                assert track(Seat(s, seat)) == want
                checked += 1
            seat = s.to_move
            s.apply(players[seat].act(s, seat))
    assert checked > 500


def test_a_search_plays_out_with_the_rollout_player_and_keeps_the_scripted_champion() -> None:
    s = GAME.new_state({}, 2)
    while len(s.legal_actions()) < 2:
        s.apply(s.legal_actions()[0])
    agent = ISMCTSAgent(GAME, 1, iterations=20)
    seat = s.to_move
    assert seat is not None
    agent.search(s, seat)
    assert isinstance(agent.policy_agent(seat), CycladesRollout)
    champion = agent.scripted_agent(seat)
    assert isinstance(champion, CycladesHeuristic) and not isinstance(champion, CycladesRollout)
    again = ISMCTSAgent(GAME, 1, iterations=20)
    assert again.act(s, seat) == ISMCTSAgent(GAME, 1, iterations=20).act(s, seat)
    assert decide(agent, s, seat) in s.legal_actions()


def test_the_boards_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """A search plays thousands of boards: no more than ``KEPT_BOARDS`` are kept at once."""
    monkeypatch.setattr(rollout, "KEPT_BOARDS", 8)
    player = CycladesRollout(1)
    s = GAME.new_state({}, 4)
    others = [CycladesHeuristic(t) for t in range(s.players)]
    kept = 0
    while s.to_move is not None:
        seat = s.to_move
        action = player.act(s, seat) if seat == 0 else others[seat].act(s, seat)
        kept = max(kept, len(player._boards))
        s.apply(action)
    assert 1 < kept <= 8


def positions(options: dict[str, Any], seeds: range) -> list[CycladesState]:
    """Positions of games of the scripted player, one every few decisions."""
    out: list[CycladesState] = []
    for seed in seeds:
        s = GAME.new_state(options, seed)
        players = [CycladesHeuristic(t) for t in range(s.players)]
        steps = 0
        while s.to_move is not None:
            if steps % 3 == 0:
                out.append(s.clone())
            seat = s.to_move
            s.apply(players[seat].act(s, seat))
            steps += 1
    return out


def marching_threat(s: CycladesState, seat: int) -> list[int]:
    """``Seat.threat`` as the rules read it: per island of ``seat``, the most troops one rival could
    march there along a chain of his fleets (CY-MOVE-04/05, CY-ARES-05), plus the troop he would
    recruit first; Medusa's troops stay (CY-CRE-23)."""
    out = [0] * s.geo.n_isl
    mine = [i for i in range(s.geo.n_isl) if s.own[i] == seat]
    for t in range(s.players):
        if t == seat or s.out[t]:
            continue
        force = [0] * s.geo.n_isl
        for j in range(s.geo.n_isl):
            if s.own[j] == t and s.units[j] and not troops_held(s, j):
                for i in rules.chain_islands(s, t, j):
                    force[i] += s.units[j]
        for i in mine:
            if force[i]:
                out[i] = max(out[i], force[i] + 1)
    return out


@pytest.mark.parametrize("options", TABLES)
def test_the_threat_kept_for_a_board_is_the_marching_threat(options: dict[str, Any]) -> None:
    """The threat read from each rival's reach (kept per board, his fleet chains kept per sea spaces
    by the playouts' player) is what a rival's troops could march in along his fleets."""
    player = CycladesRollout(1)
    checked = 0
    for s in positions(options, range(2)):
        kept = player.kept(s)
        for seat in range(s.players):
            want = marching_threat(s, seat)
            assert Seat(s, seat).threat == want
            assert RolloutSeat(s, seat, kept).threat == want
            checked += 1
        kept.keep()
    assert checked > 100


def test_fleet_chains_link_the_islands_the_rules_link() -> None:
    """``FleetChains.islands`` (kept by the sea spaces of the fleets) is ``rules.chain_islands``."""
    chains: dict[tuple[int, ...], FleetChains] = {}
    checked = 0
    for s in positions(EVERY_MODULE, range(2)):
        for seat in range(s.players):
            seas = fleet_seas(s, seat)
            kept = chains.setdefault(seas, FleetChains(s, seat, seas))
            for i in range(s.geo.n_isl):
                assert kept.islands(i) == rules.chain_islands(s, seat, i)
                checked += 1
    assert checked > 1000


def test_the_last_board_is_told_apart_from_a_changed_one() -> None:
    """The player compares a board with the last one it saw before looking it up: a change to any
    of what the board's facts read gives another board's facts."""
    player = CycladesRollout(1)
    s = GAME.new_state({}, 1)
    first = player.kept(s)
    assert player.kept(s) is first
    island = next(i for i in range(s.geo.n_isl) if s.own[i] >= 0)
    s.units[island] += 1
    second = player.kept(s)
    assert second is not first
    s.units[island] -= 1
    assert player.kept(s) is first


@pytest.mark.parametrize("options", [{}, EVERY_MODULE])
def test_the_board_read_in_one_pass_is_the_board_read_seat_by_seat(options: dict[str, Any]) -> None:
    """The one-pass reads a search's playouts use give what the per-seat rules give: revenue
    (CY-INC-01/02, CY-HCRE-01), building types (CY-MET-02), free spaces (CY-BLD-03), a last
    island (CY-CMB-14)."""
    checked = 0
    for s in positions(options, range(2)):
        assert rules.revenues(s) == [rules.revenue(s, t) for t in range(s.players)]
        kinds = kinds_by_seat(s)
        for t in range(s.players):
            assert kinds[t] == [kind for _, kind in rules.buildings_of(s, t)]
            assert rules.last_island(s, t) == (len(rules.islands_of(s, t)) == 1)
        for i in range(s.geo.n_isl):
            assert rules.has_free_space(s, i) == (rules.free_space(s, i) >= 0)
        checked += 1
    assert checked > 50


def test_a_creature_valued_once_a_decision_is_valued_as_afresh() -> None:
    """``creature_value`` keeps each creature's value for the decision, with Ares and without: the
    value kept after asking under the other god is the value a new reading of the table gives."""
    names = [n for n in box.CREATURE_VALUES if n != "Chimera"] + ["Chimera"]
    checked = 0
    for s in positions(EVERY_MODULE, range(1))[::4]:
        for seat in range(s.players):
            me = Seat(s, seat)
            for god in (ARES, ZEUS, ARES):
                me.god = god
                for name in names:
                    fresh = Seat(s, seat)
                    fresh.god = god
                    assert box.creature_value(me, name) == box.CREATURE_VALUES[name](fresh)
                    checked += 1
    assert checked > 500


def test_the_allowed_moves_answer_as_the_set_of_legal_moves() -> None:
    """``Allowed`` (the scripted player's legal moves of a turn) holds a move exactly when the set of
    legal moves does: the moves of other decisions, and moves written anew, included."""
    seen: list[Action] = []
    checked = 0
    for s in positions({}, range(1)):
        legal = s.legal_actions()
        allowed, plain = Allowed(legal), set(legal)
        for a in [*legal, *seen[-40:], *(Action(a.verb, a.args) for a in legal)]:
            assert (a in allowed) == (a in plain)
            checked += 1
        seen += legal
    assert checked > 1000
