"""Information Set Monte Carlo Tree Search (single observer; Cowling, Powley & Whitehouse 2012).

Every iteration samples a world consistent with what the searching seat knows
(``state.determinize(seat, rng)``), walks one shared tree keyed by action, choosing
only among actions legal in that world (ISUCT: a child's exploration term counts
the iterations in which it was available), expands one node, plays out with a
pluggable policy, and backs up the result of each seat at the nodes where that
seat chose. The budget is a number of iterations, so a search is reproducible;
the agent's own RNG drives it, so thinking never touches the game's RNG.

Chance stays inside ``apply``: each sampled world carries a fresh RNG, so one
tree averages over dice and draws (open loop).

The omniscient variant searches the true hidden state (deck orders, tiles...) but
still not the future dice: it is for analysis only, to show what hidden
information is worth, and is never a default.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from tabletome.engine.actions import Action
from tabletome.engine.agent import Agent
from tabletome.engine.game import Game
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

Policy = Callable[[State, int], Action]


class Node:
    __slots__ = ("avail", "children", "parent", "player", "total", "visits")

    def __init__(self, parent: Node | None, player: int) -> None:
        self.parent = parent
        self.player = player  # the seat that chose the action leading here
        self.children: dict[int, tuple[Action, Node]] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


def terminal_rewards(state: State, players: int) -> list[float]:
    """Each seat's value; the rulebook score breaks ties between wins (a small bonus)."""
    outcome = state.outcome()
    assert outcome is not None
    values = [outcome.value(t) for t in range(players)]
    if outcome.score is not None and outcome.score > 0:
        bonus = 0.01 * outcome.score / (outcome.score + 50)
        values = [v + bonus if v > 0 else v for v in values]
    return values


class ISMCTSAgent:
    """A fair search agent: it only ever searches determinizations of its own view."""

    name = "ismcts"
    omniscient = False

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        iterations: int = 1000,
        exploration: float = 0.7,
        rollout: str = "heuristic",
        depth: int | None = 12,
    ) -> None:
        if iterations < 1:
            raise ValueError("ISMCTS needs at least one iteration")
        if rollout not in ("random", "heuristic"):
            raise ValueError(f"unknown rollout policy '{rollout}'")
        self.game = game
        self.rng = Rng(seed)
        self.iterations = iterations
        self.exploration = exploration
        self.rollout_name = rollout
        self.depth = depth
        self._policies: dict[int, Agent] = {}

    # ------------------------------------------------------------ worlds
    def world(self, state: State, seat: int) -> State:
        return state.determinize(seat, self.rng)

    # ------------------------------------------------------------ search
    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        root = self.search(state, seat)
        best = max(root.children.values(), key=lambda an: (an[1].visits, an[1].total))
        action = best[0]
        # The chosen action must be legal where we stand: root actions all come from the same view.
        return next(a for a in legal if a.index == action.index)

    def search(self, state: State, seat: int) -> Node:
        root = Node(None, seat)
        players = state.players
        rng = self.rng
        c = self.exploration
        for _ in range(self.iterations):
            world = self.world(state, seat)
            node = root
            # Selection and expansion in this world.
            while world.to_move is not None:
                acts = world.legal_actions()
                mover = world.to_move
                children = node.children
                untried = [a for a in acts if a.index not in children]
                for a in acts:
                    entry = children.get(a.index)
                    if entry is not None:
                        entry[1].avail += 1
                if untried:
                    a = untried[rng.below(len(untried))]
                    child = Node(node, mover)
                    children[a.index] = (a, child)
                    world.apply(a)
                    node = child
                    break
                best_a = acts[0]
                best_score = -math.inf
                for a in acts:
                    child = children[a.index][1]
                    score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                    if score > best_score:
                        best_a, best_score = a, score
                world.apply(best_a)
                node = children[best_a.index][1]
            rewards = self.playout(world, players)
            while node is not root:
                node.visits += 1
                node.total += rewards[node.player]
                parent = node.parent
                assert parent is not None
                node = parent
            root.visits += 1
        return root

    # ------------------------------------------------------------ playouts
    def policy(self, seat: int) -> Agent | None:
        if self.rollout_name == "random":
            return None
        agent = self._policies.get(seat)
        if agent is None:
            agent = self._policies[seat] = self.game.heuristic_agent(seat, self.rng.next64())
        return agent

    def playout(self, world: State, players: int) -> Sequence[float]:
        rng = self.rng
        steps = 0
        depth = self.depth
        while world.to_move is not None:
            if depth is not None and steps >= depth:
                estimate = self.game.evaluate(world)
                if estimate is not None:
                    return estimate
                depth = None  # no evaluator: play to the end
            seat = world.to_move
            agent = self.policy(seat)
            if agent is None:
                legal = world.legal_actions()
                world.apply(legal[rng.below(len(legal))])
            else:
                world.apply(agent.act(world, seat))
            steps += 1
        return terminal_rewards(world, players)


class OmniscientAgent(ISMCTSAgent):
    """ISMCTS on the true state, for analysis only: it knows every hidden card, not future chance."""

    name = "omniscient-ismcts"
    omniscient = True

    def world(self, state: State, seat: int) -> State:
        world = state.clone()
        world.reseed(self.rng.next64())  # the dice stay unknown
        return world
