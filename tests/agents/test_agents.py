"""Agents read only what their seat may know, and think with their own RNG."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.agents import ISMCTSAgent, OmniscientAgent, RandomAgent, TreeISMCTSAgent, budgeted, make_agent
from tabletome.engine import Rng, TabletomeError, decide, get_game

GAMES = ["hexer", "arkham_noir"]


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
@pytest.mark.parametrize("kind", ["random", "heuristic", "ismcts:60", "ismcts-tree:40"])
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
    legal = set(s.legal_actions())
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
    assert str(TreeISMCTSAgent(game, 1, iterations=60, rollout="random").act(s, 0)) == "close"


def test_tree_search_visits_add_up_and_every_root_action_is_legal_in_the_view() -> None:
    game, s = midgame("hexer", 8)
    root = TreeISMCTSAgent(game, 2, iterations=120).search_tree(s, s.to_move)
    assert root.visits == 120
    assert sum(child.visits for _, child in root.children.values()) == 120
    assert set(root.children) == set(s.legal_actions())
    deeper = [grand for _, child in root.children.values() for _, grand in child.children.values()]
    assert deeper, "the tree grows below the root"


def test_tree_search_prefers_the_better_gamble() -> None:
    from .toys import BOLD, DiceGame

    game = DiceGame()
    for seed in range(3):
        assert TreeISMCTSAgent(game, seed, iterations=400).act(game.new_state(seed=seed), 0) == BOLD


def test_agent_specs_and_errors() -> None:
    game = get_game("hexer")
    assert isinstance(make_agent("random", game, 0, 1), RandomAgent)
    assert make_agent("ismcts:250", game, 0, 1).iterations == 250
    assert isinstance(make_agent("ismcts-tree:30", game, 0, 1), TreeISMCTSAgent)
    with pytest.raises(TabletomeError, match="not a number of iterations"):
        make_agent("ismcts:lots", game, 0, 1)
    with pytest.raises(TabletomeError, match="takes no parameter"):
        make_agent("random:3", game, 0, 1)
    with pytest.raises(TabletomeError, match="not a kind of player"):
        make_agent("alphazero", game, 0, 1)


def test_a_think_time_caps_the_search_in_cpu_seconds() -> None:
    """``ismcts:N:Ts``: at most N iterations and T seconds of CPU a decision (issue 38's 1 s a move)."""
    agent = make_agent("ismcts:1000:0.5s", get_game("hexer"), 0, 1)
    assert (agent.iterations, agent.seconds) == (1000, 0.5)
    assert make_agent("ismcts:300", get_game("hexer"), 0, 1).seconds is None
    for bad in ("ismcts:1000:soon", "ismcts:1000:0s", "ismcts:1000:-1s", "ismcts:1000:inf"):
        with pytest.raises(TabletomeError, match="not a think time"):
            make_agent(bad, get_game("hexer"), 0, 1)
    game, s = midgame("hexer", 8)
    # The whole budget is far more than 0.05 s of CPU on any machine (Hexer: under 2,000 iterations a second).
    unbounded = ISMCTSAgent(game, 2, iterations=2000, settle=False)
    capped = ISMCTSAgent(game, 2, iterations=2000, settle=False, seconds=0.05)
    assert unbounded.search(s, s.to_move).visits == 2000
    root = capped.search(s, s.to_move)
    assert 1 <= root.visits < 2000
    assert root.choice in s.legal_actions()


def test_a_playout_longer_than_the_think_time_is_abandoned_at_its_last_moment(monkeypatch: pytest.MonkeyPatch) -> None:
    """A decision keeps to its think time even when one playout alone would outlast it (V:TES: 1.08 s
    of a 1 s decision): on a clock that moves 0.01 s with every move, a playout of the 40-move toy
    game takes 0.4 s; with 0.25 s to think, the search abandons it and plays the scripted move."""
    from tabletome.agents import ismcts

    from .toys import TICK, RoundsGame

    clock = [0.0]
    monkeypatch.setattr(ismcts, "_cpu", lambda: clock[0])
    game = RoundsGame(length=40, value=None)  # no evaluator: every playout goes to the game's end
    s = game.new_state(seed=1)
    real_apply = type(s).apply

    def ticking(self: Any, action: Any) -> None:
        clock[0] += 0.01
        real_apply(self, action)

    monkeypatch.setattr(type(s), "apply", ticking)
    agent = ISMCTSAgent(game, 1, iterations=1000, seconds=0.25)
    start = clock[0]
    assert agent.act(s, 0) == TICK  # the scripted move: no playout finished
    assert clock[0] - start <= 0.25
    assert agent.last_iterations == 0
    unbounded = ISMCTSAgent(game, 1, iterations=4)
    start = clock[0]
    unbounded.act(s, 0)
    assert clock[0] - start >= 4 * 0.39  # the same playouts, played to the end without a think time


# ---------------------------------------------------------------- how the search decides (toy games)
def test_the_scripted_move_stands_while_the_budget_is_too_small_to_compare() -> None:
    from .toys import SAFE, DiceGame

    game = DiceGame()
    for seed in range(5):
        agent = ISMCTSAgent(game, seed, iterations=3)  # one round: one result per action, no comparison
        assert agent.act(game.new_state(seed=seed), 0) == SAFE


def test_search_finds_the_better_move_and_stops_once_settled() -> None:
    from .toys import BOLD, DiceGame

    game = DiceGame()
    for seed in range(5):
        agent = ISMCTSAgent(game, seed, iterations=900)
        assert agent.act(game.new_state(seed=seed), 0) == BOLD
        assert 0 < agent.last_iterations < 900  # the other two left the race


def test_actions_of_one_round_meet_the_same_world_and_dice() -> None:
    """Common random numbers: 'same' resolves like 'safe', so both score alike in every round."""
    from .toys import SAFE, SAME, DiceGame

    game = DiceGame()
    for seed in range(5):
        root = ISMCTSAgent(game, seed, iterations=30, min_rounds=10).search(game.new_state(seed=seed), 0)
        safe, same = root.children[SAFE][1], root.children[SAME][1]
        assert safe.visits == same.visits == 10
        assert safe.total == same.total


def test_an_action_no_better_than_the_champion_leaves_the_race() -> None:
    from .toys import SAFE, SAME, DiceGame

    game = DiceGame()
    root = ISMCTSAgent(game, 4, iterations=600, min_rounds=6).search(game.new_state(seed=4), 0)
    # 'same' ties 'safe' in every round (standard error 0), so it goes after the first comparison.
    assert root.children[SAME][1].visits == 6
    assert root.children[SAFE][1].visits > 6


def test_settled_search_visits_add_up_within_the_budget() -> None:
    game, s = midgame("hexer", 8)
    agent = ISMCTSAgent(game, 2, iterations=150)
    root = agent.search(s, s.to_move, settle=True)
    assert root.visits == agent.last_iterations == sum(child.visits for _, child in root.children.values())
    assert 0 < root.visits <= 150
    assert root.choice in set(s.legal_actions())


def test_playout_judges_the_first_round_start_after_depth_decisions() -> None:
    from .toys import TICK, RoundsGame

    game = RoundsGame(length=40)
    world = game.new_state(seed=1)
    world.apply(TICK)  # decision 1, still round 0
    value = ISMCTSAgent(game, 1, depth=3).playout(world, chance=5)[0]
    assert value == 0.25
    assert game.asked == [(2, 4)]  # rounds 1 (after 1 decision) and 2 (after 3) began; 3 >= depth


def test_playout_with_a_horizon_judges_where_that_round_begins() -> None:
    from .toys import TICK, RoundsGame

    game = RoundsGame(length=40)
    world = game.new_state(seed=1)
    world.apply(TICK)
    ISMCTSAgent(game, 1, depth=3).playout(world, chance=5, horizon=5)
    assert game.asked == [(5, 10)]  # not round 2, where depth alone would stop
    game.asked.clear()
    ISMCTSAgent(game, 1, depth=3).playout(world, chance=5, horizon=3)  # already in round 5
    assert game.asked == [(5, 10)]  # judged at once


def test_every_action_of_a_race_round_is_judged_at_the_champions_round() -> None:
    """An action that ends its round sooner (``tock``) is judged where the scripted move's playout
    was, not a round later: paired values compare the same point of the game."""
    from .toys import TICK, TOCK, JumpGame

    game = JumpGame(length=40)
    state = game.new_state(seed=1)
    agent = ISMCTSAgent(game, 1, iterations=2, depth=3, settle=False)
    root = agent.search(state, 0)
    assert {a for a, n in root.children.values() if n.visits} == {TICK, TOCK}
    assert game.asked == [(2, 4), (2, 4)]  # tock alone would be judged where round 3 begins (6)
    game.asked.clear()
    world = game.new_state(seed=1)
    world.apply(TOCK)
    agent.playout(world, chance=5)
    assert game.asked == [(3, 6)]


def test_when_the_champions_playout_ends_the_game_the_others_play_through_that_round() -> None:
    """The champion's end of the game is not compared with another action's estimate a round or
    more earlier (a Cyclades fleet sailed in circles for it): the others get the round after the
    end as their horizon."""
    from .toys import RoundsGame, RoundsState

    horizons: list[int | None] = []

    class Spy(ISMCTSAgent):
        def playout(self, world: object, chance: int, horizon: int | None = None) -> tuple[float]:
            horizons.append(horizon)
            assert isinstance(world, RoundsState)
            while world.to_move is not None:  # this playout ends the game (round 3 of 6 steps)
                world.apply(world.legal_actions()[0])
            return (0.5,)

    game = RoundsGame(length=6)
    agent = Spy(game, 1, iterations=2, depth=3, settle=False)
    agent.search(game.new_state(seed=1), 0)
    assert horizons == [None, 4]


def test_playout_without_depth_or_evaluator_plays_to_the_end() -> None:
    from .toys import RoundsGame

    for depth, value in ((None, 0.25), (2, None)):
        game = RoundsGame(length=12, value=value)
        world = game.new_state(seed=2)
        result = ISMCTSAgent(game, 1, depth=depth).playout(world, chance=9)[0]
        assert world.to_move is None and result == (1.0 if world.dice[-1] == 6 else 0.0)


def test_every_round_of_a_playout_draws_its_dice_from_the_shared_seed() -> None:
    from .toys import TICK, RoundsGame

    game = RoundsGame(length=30)
    a, b = game.new_state(seed=3), game.new_state(seed=4)  # different dice so far
    for w in (a, b):
        w.apply(TICK)
    agent = ISMCTSAgent(game, 1, depth=None)
    agent.playout(a, chance=77)
    agent.playout(b, chance=77)
    assert a.dice[:2] != b.dice[:2]
    assert a.dice[2:] == b.dice[2:]  # from the first round start on, both met the same dice


def test_search_parameters_are_checked() -> None:
    game = get_game("hexer")
    with pytest.raises(ValueError, match="iteration"):
        ISMCTSAgent(game, iterations=0)
    with pytest.raises(ValueError, match="rollout"):
        ISMCTSAgent(game, rollout="smart")
    with pytest.raises(ValueError, match="depth"):
        ISMCTSAgent(game, depth=-1)
    with pytest.raises(ValueError, match="think time"):
        ISMCTSAgent(game, seconds=0)


def test_a_decision_beyond_search_is_left_to_the_scripted_player() -> None:
    """A game's ``beyond_search`` says a decision's worth lies beyond any playout: the agent plays
    the scripted move without a playout."""
    from .toys import TOCK, JumpGame

    class SaysTock:
        name = "tock"
        omniscient = False

        def act(self, state: object, seat: int) -> object:
            return TOCK

    class Beyond(JumpGame):
        def heuristic_agent(self, seat: int, seed: int) -> SaysTock:  # type: ignore[override]
            return SaysTock()

        def beyond_search(self, state: object) -> bool:
            return True

    game = Beyond(length=40)
    agent = ISMCTSAgent(game, 1, iterations=50)
    assert agent.act(game.new_state(seed=1), 0) == TOCK
    assert agent.last_iterations == 0 and game.asked == []


def test_vtes_leaves_its_influence_phase_to_the_scripted_player() -> None:
    """V:TES's transfers pay off turns later (VT-INF-04): beyond the evaluator's reach."""
    game = get_game("vtes")
    s = game.new_state({"players": "5"}, seed=3)
    scripted = game.heuristic_agent(0, 3)
    seen = set()
    while s.turn < 8:
        phase = s.current_phase()
        seen.add(phase)
        assert game.beyond_search(s) == (phase == "influence")
        s.apply(scripted.act(s, s.to_move))
    assert {"influence", "minion"} <= seen


def test_the_champion_is_named_in_a_quarter_of_the_think_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """A scripted player that can decide the cheap way (``Hurried``: Elder Sign's, whose exact odds
    once took 2.6 s) is told to hurry a quarter of the time left into the decision; without a think
    time it is never told, and plays as it always does."""
    from tabletome.agents import ismcts

    monkeypatch.setattr(ismcts, "_cpu", lambda: 100.0)
    game = get_game("elder_sign")
    s = game.new_state({"players": "3"}, 1)
    legal = s.legal_actions()
    timed = ISMCTSAgent(game, 1, iterations=1000, seconds=1.0)
    timed.start_clock()
    timed.default(s, s.to_move, legal)
    assert timed.scripted_agent(s.to_move).hurry_at == pytest.approx(100.25)
    untimed = ISMCTSAgent(game, 1, iterations=1000)
    untimed.start_clock()
    untimed.default(s, s.to_move, legal)
    assert untimed.scripted_agent(s.to_move).hurry_at is None


def test_a_search_held_to_a_think_time_leaves_the_objects_alive_before_a_decision_out_of_collections() -> None:
    """The collector's full pauses grow with the long-lived objects (Elder Sign's odds caches: 0.33 s
    after two games, a decision ended at 1.36 s); a search with a think time freezes them before each
    decision's clock starts, so later collections walk only what came after. Without one nothing changes,
    nor in a web server's AI seats, whose requests in flight would be kept for good."""
    import gc

    gc.unfreeze()
    try:
        ISMCTSAgent(get_game("hexer"), 1, iterations=10).start_clock()
        assert gc.get_freeze_count() == 0
        served = ISMCTSAgent(get_game("hexer"), 1, iterations=10, seconds=1.0)
        budgeted(served, 2.0)  # a web table's AI seat: a server's heap is never frozen
        served.start_clock()
        assert gc.get_freeze_count() == 0
        ISMCTSAgent(get_game("hexer"), 1, iterations=10, seconds=1.0).start_clock()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()
