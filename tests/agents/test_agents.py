"""Agents read only what their seat may know, and think with their own RNG."""

from __future__ import annotations

import pytest

from tabletome.agents import ISMCTSAgent, OmniscientAgent, RandomAgent, make_agent
from tabletome.engine import Rng, TabletomeError, decide, get_game

GAMES = ["hexer"]


def midgame(game_id: str, seed: int, steps: int = 25):
    game = get_game(game_id)
    s = game.new_state({"players": 3} if game.max_players >= 3 else {}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        legal = s.legal_actions()
        if s.to_move is None or (len(legal) > 3 and _ > steps // 2):
            break
        s.apply(legal[rng.below(len(legal))])
    return game, s


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("kind", ["random", "heuristic", "ismcts:60"])
def test_fair_agents_decide_alike_when_only_hidden_facts_differ(game_id: str, kind: str) -> None:
    for seed in range(4):
        game, s = midgame(game_id, seed)
        if s.to_move is None:
            continue
        seat = s.to_move
        other = s.determinize(seat, Rng(seed + 1000))  # same view, other hidden facts
        assert other.view(seat) == s.view(seat)
        assert other.fingerprint() != s.fingerprint()
        a = decide(make_agent(kind, game, seat, 7), s, seat)
        b = decide(make_agent(kind, game, seat, 7), other, seat)
        assert a == b


def test_omniscient_agent_is_not_fair_by_design() -> None:
    game, s = midgame("hexer", 3)
    agent = make_agent("omniscient:20", game, s.to_move, 1)
    assert agent.omniscient and isinstance(agent, OmniscientAgent)
    assert not make_agent("ismcts:20", game, 0, 1).omniscient


def test_thinking_never_touches_the_game_rng() -> None:
    game, s = midgame("hexer", 5)
    before = s.fingerprint()
    ISMCTSAgent(game, 3, iterations=50).act(s.determinize(s.to_move, Rng(1)), s.to_move)
    assert s.fingerprint() == before


def test_ismcts_is_reproducible_for_a_budget_and_seed() -> None:
    game, s = midgame("hexer", 6)
    seat = s.to_move
    picks = {str(ISMCTSAgent(game, 11, iterations=80).act(s, seat)) for _ in range(3)}
    assert len(picks) == 1
    assert picks.pop() in [str(a) for a in s.legal_actions()]


def test_ismcts_visits_add_up_to_the_budget() -> None:
    game, s = midgame("hexer", 8)
    root = ISMCTSAgent(game, 2, iterations=120).search(s, s.to_move)
    assert root.visits == 120
    assert sum(child.visits for _, child in root.children.values()) == 120
    legal = {a.index for a in s.legal_actions()}
    assert set(root.children) == legal


def test_ismcts_finds_the_immediate_win() -> None:
    """From a position where closing the University wins, the search closes it."""
    from tabletome.games.hexer import rules
    from tests.games.hexer.helpers import artifact, at_phase, empty_board, new, set_items

    s = new(3, 12)
    empty_board(s)
    s.tiles = (-1, 0, 1, 0, 0, 1, 0)
    s.on_tile = [-1, -1, artifact(s, 2), -1, -1, artifact(s, 5), -1]
    s.rlyeh_up = True
    s.banisher = 1
    s.pos = [0, rules.RLYEH, 4]
    at_phase(s, 0, rules.USE_PHASE, 0)
    set_items(s, 0, e=1, art=4)
    s.known[0] = 0b1111110
    game = get_game("hexer")
    assert str(ISMCTSAgent(game, 1, iterations=60, rollout="random").act(s, 0)) == "close"


def test_agent_specs_and_errors() -> None:
    game = get_game("hexer")
    assert isinstance(make_agent("random", game, 0, 1), RandomAgent)
    assert make_agent("ismcts:250", game, 0, 1).iterations == 250
    with pytest.raises(TabletomeError, match="not a number of iterations"):
        make_agent("ismcts:lots", game, 0, 1)
    with pytest.raises(TabletomeError, match="takes no parameter"):
        make_agent("random:3", game, 0, 1)
    with pytest.raises(TabletomeError, match="not a kind of player"):
        make_agent("alphazero", game, 0, 1)
