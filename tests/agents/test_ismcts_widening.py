"""Progressive widening of the search's race: a wide decision is raced first among its most
promising actions, and the others join as the iterations grow (``ISMCTSAgent.width``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

from tabletome.agents import ISMCTSAgent
from tabletome.agents.ismcts import _Race, candidate_order, width
from tabletome.engine import Action, ActionSpace, Game, IllegalAction, Outcome, Rng, State

N = 40
GOOD = 30  # far from the scripted move (0) in the legal order: it enters the race late
WIDE = ActionSpace([Action("pick", (str(k),)) for k in range(N)], "Toy wide")


class WideState(State):
    """One decision among ``N`` actions, then a d100 decides: ``GOOD`` wins on 1-90, any other on 1-30."""

    __slots__ = ("edition", "log", "players", "reveals", "rng", "won")

    game: ClassVar[Game]

    def __init__(self, seed: int) -> None:
        self.players, self.edition, self.log, self.reveals = 1, None, None, 0
        self.rng = Rng(seed)
        self.won: bool | None = None

    def view(self, seat: int) -> dict[str, Any]:
        return {"won": self.won}

    def determinize(self, seat: int, rng: Rng) -> State:
        d = self.clone()
        d.rng = Rng(rng.next64())
        return d

    def why_illegal(self, action: Action) -> str:
        return "Not now."

    @property
    def to_move(self) -> int | None:
        return 0 if self.won is None else None

    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(WIDE) if self.won is None else ()

    def apply(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        self.won = self.rng.below(100) < (90 if action == WIDE[GOOD] else 30)

    def outcome(self) -> Outcome | None:
        if self.won is None:
            return None
        return Outcome((0,) if self.won else (), "TOY-WIDE", "the die")

    def clone(self) -> WideState:
        c = WideState.__new__(WideState)
        c.players, c.edition, c.log, c.reveals, c.won = 1, None, None, self.reveals, self.won
        c.rng = self.rng.clone()
        return c


class FirstPick:
    """The scripted player: always the first action."""

    name = "toy heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        return state.legal_actions()[0]


class WideGame(Game):
    id = "toy_wide"
    name = "Toy wide"
    version = "1"
    min_players = 1
    max_players = 1
    cooperative = False

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> WideState:
        return WideState(seed)

    def action_space(self, edition: Any = None) -> ActionSpace:
        return WIDE

    def heuristic_agent(self, seat: int, seed: int) -> Any:
        return FirstPick(seed)


def visited(root: Any) -> set[int]:
    return {int(a.args[0]) for a, (_, node) in root.children.items() if node.visits}


def search(iterations: int, seed: int = 1, **kw: Any) -> tuple[ISMCTSAgent, Any]:
    game = WideGame()
    agent = ISMCTSAgent(game, seed, iterations=iterations, **kw)
    return agent, agent.search(game.new_state(seed=seed), 0, settle=False)


def test_the_race_widens_as_the_iterations_grow() -> None:
    order = candidate_order(WIDE, 0, None)
    seen = []
    for budget in (16, 100, 400, 1600):
        agent, root = search(budget)
        got = visited(root)
        # The actions tried are the first of the order, never more than the width allows.
        assert got == set(order[: len(got)])
        assert len(got) <= agent.width(budget)
        seen.append(len(got))
    assert seen[0] == 8  # the least width: the scripted move and its seven nearest
    assert seen == sorted(seen) and seen[-1] > seen[1] > seen[0]  # a mutant that never widens fails here
    assert seen[-1] == N


def test_an_action_far_from_the_scripted_one_is_found_once_the_race_reaches_it() -> None:
    for seed in range(3):
        _agent, root = search(1600, seed)
        assert root.choice == WIDE[GOOD]
        _small, root_small = search(100, seed)
        assert GOOD not in visited(root_small)  # not yet in the race: the scripted move stands
        assert root_small.choice == WIDE[0]


def test_widening_keeps_the_budget_and_the_seed_decides() -> None:
    _a, root_a = search(500, 7)
    _b, root_b = search(500, 7)
    assert root_a.visits == sum(node.visits for _, node in root_a.children.values()) == 500
    assert root_a.choice == root_b.choice
    assert [n.visits for _, n in root_a.children.values()] == [n.visits for _, n in root_b.children.values()]
    assert [n.total for _, n in root_a.children.values()] == [n.total for _, n in root_b.children.values()]


def test_the_width_grows_as_a_power_of_the_iterations() -> None:
    assert [width(n, 8, 2.0, 0.5) for n in (0, 16, 25, 100, 400)] == [8, 8, 10, 20, 40]
    assert width(1000, 8, 1.0, 0.0) == 8


def test_the_order_puts_the_scripted_move_first_then_the_prior_or_one_kind_at_a_time() -> None:
    legal = [Action("bid", ("1",)), Action("bid", ("2",)), Action("bid", ("3",)), Action("liar"), Action("bid", ("4",))]
    assert candidate_order(legal, 2, None) == [2, 1, 3, 0, 4]  # one of each kind in turn, the nearest bids first
    assert candidate_order(legal, 2, [0.0, 0.5, 9.0, 1.0, 0.5]) == [2, 3, 1, 4, 0]
    assert candidate_order(legal, 0, [0.0, 0.1, 0.2, 0.3, 0.4]) == [0, 4, 3, 2, 1]


def test_actions_that_entered_late_are_compared_on_the_rounds_both_played() -> None:
    race = _Race(3, 0)
    race.first[0] = 0
    race.values[0] = [0.0, 1.0, 0.0, 1.0]
    race.enter(2, 2)
    race.values[2] = [1.0, 1.0]  # rounds 2 and 3
    mean, _se, n = race.paired(2, 0)
    assert n == 2 and mean == pytest.approx(0.5)  # (1 - 0) and (1 - 1)
    assert race.paired(1, 0)[2] == 0  # never entered: nothing to compare
    assert race.active == [0, 2]


def test_liars_dice_wide_bids_are_raced_among_the_plausible_ones_first() -> None:
    from tabletome.engine import get_game

    game = get_game("liars_dice")
    s = game.new_state({}, 3)
    agent = ISMCTSAgent(game, 5, iterations=60)
    legal = s.legal_actions()
    assert len(legal) > agent.min_width
    root = agent.search(s, 0, settle=False)
    tried = [a for a, (_, node) in root.children.items() if node.visits]
    assert len(tried) <= agent.width(60)
    scores = agent.prior(s, 0, legal)
    assert scores is not None
    # The ones tried are the scripted bid and the most plausible others; never the wildest bid.
    champion = legal.index(agent.scripted_agent(0).act(s, 0))
    order = candidate_order(legal, champion, scores)
    assert set(tried) == {legal[i] for i in order[: len(tried)]}
    assert legal[-1] not in tried and scores[-1] < scores[champion]


def test_widening_parameters_are_checked() -> None:
    with pytest.raises(ValueError, match="widening"):
        ISMCTSAgent(WideGame(), min_width=1)
    with pytest.raises(ValueError, match="widening"):
        ISMCTSAgent(WideGame(), widen_power=1.5)


def test_a_decision_no_wider_than_narrow_races_every_action_from_the_start() -> None:
    _, root = search(N, narrow=N)
    assert visited(root) == set(range(N))  # one round, every action
    agent, root = search(N, narrow=N - 1)
    assert 8 <= len(visited(root)) <= agent.width(N) < N
