"""Single-observer ISMCTS with a deep tree, as in Cowling, Powley & Whitehouse (2012).

Every iteration samples a world consistent with what the searching seat knows
(``state.determinize(seat, rng)``), walks one shared tree whose nodes are reached
by action (the searching seat's information sets, opponents' moves included as
seen from it), chooses only among actions legal in that world (ISUCT: a child's
exploration term counts the iterations in which it was available), expands one
node, plays out with the rollout policy of :class:`ISMCTSAgent`, and backs up each
seat's value at the nodes where that seat chose.

This is the textbook algorithm, kept for research and comparison (``ismcts-tree``).
At a thousand iterations (docs/results) it matches ``ismcts`` on the solo Arkham Noir
at six times the time a decision, but on Hexer, where three seats share the tree and
good actions differ by a few hundredths, its unpaired playouts are too noisy and it
plays far below the game's scripted player; the default ``ismcts`` spends the same
budget on a one-level race with shared worlds and dice instead.
"""

from __future__ import annotations

import math
import time

from tabletome.engine.actions import Action
from tabletome.engine.game import Game
from tabletome.engine.state import State

from .ismcts import ISMCTSAgent


class TreeNode:
    __slots__ = ("avail", "children", "parent", "player", "total", "visits")

    def __init__(self, parent: TreeNode | None, player: int) -> None:
        self.parent = parent
        self.player = player  # the seat that chose the action leading here
        self.children: dict[Action, tuple[Action, TreeNode]] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0


class TreeISMCTSAgent(ISMCTSAgent):
    """ISUCT over one tree of the searching seat's information; fair like :class:`ISMCTSAgent`."""

    name = "ismcts-tree"

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        iterations: int = 1000,
        exploration: float = 0.7,
        depth: int | None = 12,
        rollout: str = "heuristic",
    ) -> None:
        super().__init__(game, seed, iterations=iterations, depth=depth, rollout=rollout)
        self.exploration = exploration

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        root = self.search_tree(state, seat)
        best = max(root.children.values(), key=lambda an: (an[1].visits, an[1].total))[0]
        # Root actions come from worlds of this seat's view, so each is legal where we stand.
        return next(a for a in legal if a == best)

    def search_tree(self, state: State, seat: int) -> TreeNode:
        root = TreeNode(None, seat)
        rng = self.rng
        c = self.exploration
        done = 0
        for _ in range(self.iterations):
            if self.deadline is not None and done and time.perf_counter() >= self.deadline:
                break
            done += 1
            world = self.world(state, seat)
            node = root
            # Selection in this world, then expansion of one untried action.
            while world.to_move is not None:
                acts = world.legal_actions()
                mover = world.to_move
                children = node.children
                untried = [a for a in acts if a not in children]
                for a in acts:
                    entry = children.get(a)
                    if entry is not None:
                        entry[1].avail += 1
                if untried:
                    a = untried[rng.below(len(untried))]
                    child = TreeNode(node, mover)
                    children[a] = (a, child)
                    world.apply(a)
                    node = child
                    break
                best_a = acts[0]
                best_score = -math.inf
                for a in acts:
                    child = children[a][1]
                    score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                    if score > best_score:
                        best_a, best_score = a, score
                world.apply(best_a)
                node = children[best_a][1]
            # Fresh dice for every iteration: one open-loop tree averages over chance.
            values = self.playout(world, rng.next64())
            while node is not root:
                node.visits += 1
                node.total += values[node.player]
                parent = node.parent
                assert parent is not None
                node = parent
            root.visits += 1
        self.last_iterations = done
        return root
