"""Information-set Monte Carlo search with the game's own player as the default.

This is single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) with a tree one
level deep: the root is the searching seat's information set, its children are the
actions legal there (every sampled world agrees on them, since they come from the
seat's own view), and below them the game's scripted player plays on. Each iteration
samples a world consistent with what the seat knows (``state.determinize(seat,
rng)``; the omniscient analysis variant excepted), applies one root action and plays
on for ``depth`` decisions, to the next start of a round, where the learned evaluator
(``Game.evaluate``) judges the position (or the game's end does). The deep-tree
textbook version is :mod:`tabletome.agents.ismcts_tree` (``ismcts-tree``): as strong
on the solo Arkham Noir but six times slower a decision, and far below the scripted
player on the three-seat Hexer (docs/results), which is why the default spends its
budget as below.

Four choices make it play well with a thousand iterations:

* **The scripted player is the default.** Its action is the champion; another
  action takes over only when it is better by more than its standard error
  (``z_switch``), and at the end of the budget an alternative is chosen only if it
  is better by ``z_choose`` standard errors. With little time the agent therefore
  plays the scripted move, and it deviates only where search found clearly better.
* **Paired comparisons (common random numbers).** Iterations come in rounds: in
  each, one sampled world is shared by every action still in the race, and the
  chance of every later round of the game is drawn from one seed per round, so the
  actions are compared on the same cards and the same dice, and judged at the same point of
  the game (where the champion's playout stopped). The differences have a
  far smaller spread than the values, which is what lets small budgets separate
  actions whose values differ by a few percent.
* **Racing.** After ``min_rounds`` rounds, an action that cannot be better than the
  champion by ``margin`` (upper bound ``z_drop`` standard errors) leaves the race;
  when only the champion is left the decision is settled and the search stops
  (``settle``), so easy decisions cost a few dozen iterations and hard ones get the
  whole budget.

* **Progressive widening.** A decision with more than ``narrow`` (16) actions does not race
  them all at once: with 90 bids and 200 iterations each would get two playouts, and the best
  of 90 noisy two-sample estimates beats the champion by luck. Actions enter the race in
  :func:`candidate_order` (the champion, then by the scripted player's ``prior`` when it gives
  one, else one action of each kind in turn, nearest the champion first), at most
  ``widen * n ** widen_power`` of them (at least ``min_width``) after ``n`` iterations: 8 at
  first, 20 after 100, 29 after 200, 64 after 1,000. An action is crowned or dropped only once
  it has ``min_rounds`` rounds paired with the champion, so a late entrant is never judged on a
  lucky pair.

A decision the game says lies beyond any playout's horizon (``beyond_search``, see
:class:`~tabletome.engine.capabilities.Evaluator`: V:TES's influence phase) is not searched:
the scripted player makes it.

Long look-aheads matter more than anything else here: with rollouts stopped at the
end of the current turn the evaluator's errors decide (it is fitted on positions
of the scripted player, a correlation, not a plan), and the agent plays worse than
the scripted player; at ``depth`` 12 decisions it plays much better.

The agent is deterministic for a seed and budget and thinks with its own RNG: the
worlds it plays out are copies, so the game's RNG is never touched.

The omniscient variant searches the true hidden state (deck orders, tiles...) but
still not the future dice: it is for analysis only, to show what hidden
information is worth, and is never a default.
"""

from __future__ import annotations

import bisect
import gc
import math
import time
from collections.abc import Sequence

from tabletome.engine import capabilities
from tabletome.engine.actions import Action
from tabletome.engine.agent import Agent, Hurried
from tabletome.engine.capabilities import ScriptedPlayer
from tabletome.engine.game import Game
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .positions import position_key
from .random import RandomAgent

_MASK = (1 << 64) - 1
_ROUND_MIX = 0x9E3779B97F4A7C15
#: A playout is begun only if this many times the decision's longest one would still end within its
#: think time: a playout may run longer than every one before it, and the move is still to be made.
_MARGIN = 1.25
#: The share of the think time left for the move once the search stops: a playout still running at
#: ``1 - _RESERVE`` of it is abandoned (its values unused), since one playout may run longer than the
#: whole think time (V:TES: 1.08 s of a 1 s decision). A step of a playout (the scripted player's
#: choice and its consequences) is not cut: with 5% left, a V:TES decision still took 1.004 s.
_RESERVE = 0.1
#: The share of what is left of the think time the scripted player may take to name the champion
#: before it hurries (:class:`~tabletome.engine.agent.Hurried`): an Elder Sign movement rated with exact
#: odds not yet cached took 2.6 s, more than the whole decision.
_CHAMPION = 0.25
#: The process's CPU clock, read through this name so that tests may drive a search's clock.
_cpu = time.process_time


def settle_heap() -> None:
    """Collect the garbage, then leave every object alive now out of later collections
    (``gc.freeze``). A full collection walks every long-lived object, and a search's caches (Elder
    Sign's odds: a quarter of a million tuples a game) keep growing, so its pause grew with them:
    0.33 s after two Elder Sign games, and a decision that stopped searching at 0.9 s ended at 1.36 s.
    A search held to a think time calls it before each decision's clock starts: the collection walks
    only what the last decision left, and none falls inside the think time. The engine's states hold
    no cycles, so what is frozen is freed as usual when it is dropped."""
    gc.collect()
    gc.freeze()


class _OutOfTime(Exception):
    """A playout passed the decision's last moment: it is abandoned."""


class Node:
    """Statistics of one root action (children of the root) or of the root itself."""

    __slots__ = ("children", "choice", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat that chose the action leading here
        self.children: dict[Action, tuple[Action, Node]] = {}  # by action: its notation, not a vocabulary index
        self.visits = 0
        self.total = 0.0
        self.choice: Action | None = None  # at the root: the action the search picked

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def terminal_rewards(state: State, players: int) -> list[float]:
    """Each seat's value; the rulebook score breaks ties between wins (a small bonus)."""
    outcome = state.outcome()
    assert outcome is not None
    values = [outcome.value(t) for t in range(players)]
    if outcome.score is not None and outcome.score > 0:
        bonus = 0.01 * outcome.score / (outcome.score + 50)
        values = [v + bonus if v > 0 else v for v in values]
    return values


class _Race:
    """Paired results of the actions in the race: ``values[i][k]`` is action i in round ``first[i] + k``.

    An action enters the race at some round (``first``, -1 before it has entered) and stays until it
    leaves: its results cover consecutive rounds, and two actions are compared on the rounds both
    were played (the same worlds, the same dice).
    """

    __slots__ = ("active", "champion", "first", "min_pairs", "values")

    def __init__(self, count: int, champion: int, min_pairs: int = 2) -> None:
        self.values: list[list[float]] = [[] for _ in range(count)]
        self.first = [-1] * count
        self.champion = champion
        self.min_pairs = min_pairs  # paired rounds an action needs before it may be crowned or dropped
        # The champion is always first: in a round cut short by the budget it is never the one left out.
        self.active = [champion]

    def enter(self, i: int, round_no: int) -> None:
        """Action ``i`` races from round ``round_no`` on (after the champion, in the legal order)."""
        self.first[i] = round_no
        bisect.insort(self.active, i, lo=1)

    def challenger(self, z: float) -> int:
        """The racing action whose paired lead over the champion, less ``z`` standard errors, is
        largest and positive; the champion if there is none."""
        best_i, best_lb = self.champion, 0.0
        for i in self.active:
            if i == self.champion:
                continue
            mean, se, n = self.paired(i, self.champion)
            if n >= self.min_pairs and mean - z * se > best_lb:
                best_i, best_lb = i, mean - z * se
        return best_i

    def paired(self, i: int, j: int) -> tuple[float, float, int]:
        """Mean and standard error of (i - j) over the rounds both were played, and how many."""
        a, b = self.values[i], self.values[j]
        fa, fb = self.first[i], self.first[j]
        lo = max(fa, fb)
        n = min(fa + len(a), fb + len(b)) - lo
        if n <= 0:
            return 0.0, math.inf, 0
        s = s2 = 0.0
        for k in range(lo, lo + n):
            d = a[k - fa] - b[k - fb]
            s += d
            s2 += d * d
        mean = s / n
        if n < 2:
            return mean, math.inf, n
        var = max(0.0, (s2 - n * mean * mean) / (n - 1))
        return mean, math.sqrt(var / n), n


def width(used: int, least: int, c: float, power: float) -> int:
    """How many actions may have entered the race after ``used`` iterations: ``c * used**power``, at least ``least``."""
    grown: float = c * math.pow(used, power)
    return max(least, math.ceil(grown))


def candidate_order(legal: Sequence[Action], champion: int, prior: Sequence[float] | None) -> list[int]:
    """The order in which actions enter the race: the champion first, then by the scripted player's
    ``prior`` (higher first) when it gives one; else one action of each kind (verb) in turn, the
    champion's kind first and nearest to it in the legal order, the others in their legal order."""
    if prior is not None:
        rest = sorted((i for i in range(len(legal)) if i != champion), key=lambda i: (-prior[i], i))
        return [champion, *rest]
    groups: dict[str, list[int]] = {legal[champion].verb: []}
    for i, a in enumerate(legal):
        if i != champion:
            groups.setdefault(a.verb, []).append(i)
    groups[legal[champion].verb].sort(key=lambda i: (abs(i - champion), i))
    order = [champion]
    queues = list(groups.values())
    for depth in range(max(len(q) for q in queues)):
        order += [q[depth] for q in queues if depth < len(q)]
    return order


class ISMCTSAgent:
    """A fair search agent: it only ever searches determinizations of its own view."""

    name = "ismcts"
    omniscient = False

    def __init__(
        self,
        game: Game,
        seed: int = 0,
        iterations: int = 1000,
        depth: int | None = 12,
        rollout: str = "heuristic",
        min_rounds: int = 6,
        margin: float = 0.01,
        z_drop: float = 2.0,
        z_switch: float = 2.5,
        z_choose: float = 1.0,
        settle: bool = True,
        widen: float = 2.0,
        widen_power: float = 0.5,
        min_width: int = 8,
        narrow: int = 16,
        seconds: float | None = None,
    ) -> None:
        if iterations < 1:
            raise ValueError("ISMCTS needs at least one iteration")
        if seconds is not None and not seconds > 0:
            raise ValueError("a think time is a number of seconds above 0")
        if rollout not in ("random", "heuristic"):
            raise ValueError(f"unknown rollout policy '{rollout}'")
        if depth is not None and depth < 0:
            raise ValueError("the depth is a number of decisions, 0 or more (None: to the end)")
        if min_width < 2 or widen <= 0 or not 0 <= widen_power <= 1:
            raise ValueError("widening needs min_width >= 2, widen > 0 and 0 <= widen_power <= 1")
        self.game = game
        self.rng = Rng(seed)
        self.iterations = iterations
        self.depth = depth
        self.rollout_name = rollout
        self.min_rounds = min_rounds
        self.margin = margin
        self.z_drop = z_drop
        self.z_switch = z_switch
        self.z_choose = z_choose
        self.settle = settle
        self.widen = widen
        self.widen_power = widen_power
        self.min_width = min_width
        self.narrow = narrow
        self._policies: dict[int, Agent] = {}
        self._scripted: dict[int, Agent] = {}
        self._played: dict[int, set[Action]] = {}  # by position (position_key): the moves played from it
        #: Iterations the last search used (at most ``iterations``).
        self.last_iterations = 0
        #: A ``time.perf_counter()`` instant at which a search stops with what it has (None: never).
        #: Only the web sets it, to answer people in time; the lab counts iterations, not seconds.
        self.deadline: float | None = None
        #: CPU seconds a decision may take at most on this process's clock (``time.process_time``),
        #: whatever else runs on the machine: ``ismcts:1000:1s``. A playout is begun only if the
        #: longest one of the decision so far (with its round's sampled world) would still end in time,
        #: with a margin (``_MARGIN``). None: the iterations alone decide.
        self.seconds = seconds
        self._cpu_stop: float | None = None
        self._hard_stop: float | None = None  # past it, a playout still running is abandoned (``_RESERVE``)
        self._longest = 0.0  # CPU seconds of the decision's longest playout so far
        #: Whether each decision begins on a settled heap (:func:`settle_heap`): with a think time, in
        #: a process of its own (a server's AI seats do not: what its requests hold would be frozen).
        self.settles_heap = seconds is not None

    # ------------------------------------------------------------ worlds
    def world(self, state: State, seat: int) -> State:
        return state.determinize(seat, self.rng)

    # ------------------------------------------------------------ deciding
    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        if capabilities.beyond_search(self.game, state):  # the evaluator cannot weigh these moves
            self.last_iterations = 0
            self.start_clock()
            return legal[self.default(state, seat, legal)]
        root = self.search(state, seat, settle=self.settle)
        best = root.children[root_choice(root)][0]
        if getattr(self.game, "positions_return", True):
            best = self.not_again(state, seat, legal, best)
        # The chosen action must be legal where we stand: root actions all come from the same view.
        return next(a for a in legal if a == best)

    def not_again(self, state: State, seat: int, legal: Sequence[Action], best: Action) -> Action:
        """Where the seat's view comes back (a die marked, then unmarked), a move already played from
        it is not played again: the scripted choice instead, else the first move not yet played
        there (all played: the search's choice). So a search never goes round in circles."""
        played = self._played.setdefault(position_key(state, seat), set())
        if best in played:
            scripted = legal[self.default(state, seat, legal)]
            best = scripted if scripted not in played else next((a for a in legal if a not in played), best)
        played.add(best)
        return best

    def default(self, state: State, seat: int, legal: Sequence[Action]) -> int:
        """Index in ``legal`` of the game's scripted choice: the champion until search finds better.
        Under a think time or a deadline, a scripted player that can hurry is told when to."""
        agent = self.scripted_agent(seat)
        if isinstance(agent, Hurried):
            agent.hurry_at = self.champion_stop()
        choice = agent.act(state, seat)
        for i, a in enumerate(legal):
            if a == choice:
                return i
        return 0

    def champion_stop(self) -> float | None:
        """The CPU instant past which the scripted player hurries: ``_CHAMPION`` of the time left
        (None without a think time or a deadline)."""
        if self._cpu_stop is None and self.deadline is None:
            return None
        now = _cpu()
        left = math.inf if self._cpu_stop is None else self._cpu_stop - now
        if self.deadline is not None:
            left = min(left, self.deadline - time.perf_counter())
        return now + _CHAMPION * max(0.0, left)

    def start_clock(self) -> None:
        """The decision's think time begins (nothing without one), on a settled heap (:func:`settle_heap`)."""
        if self.settles_heap:
            settle_heap()
        self._cpu_stop = None if self.seconds is None else _cpu() + self.seconds
        self._hard_stop = None if self.seconds is None else _cpu() + (1 - _RESERVE) * self.seconds
        self._longest = 0.0

    def search(self, state: State, seat: int, settle: bool = False) -> Node:
        """Run the race; the root's ``choice`` names the action index picked.

        With ``settle`` the search stops as soon as only the champion is left in the race;
        without, it spends the whole budget (the remaining actions get the iterations). Actions
        enter the race in :func:`candidate_order`, as many as :meth:`width` allows for the
        iterations spent so far (progressive widening): a wide decision is first raced among its
        most promising actions, and the others join as the budget grows.
        """
        self.start_clock()
        legal = state.legal_actions()
        root = Node(seat)
        for a in legal:
            root.children[a] = (a, Node(seat))
        champion = self.default(state, seat, legal) if len(legal) > 1 else 0
        order = candidate_order(legal, champion, self.prior(state, seat, legal))
        # a late entrant of a wide decision is judged on min_rounds paired rounds; a narrow race, whose
        # actions all start together, crowns on two as it always did (Hexer's recorded searches pin it)
        race = _Race(len(legal), champion, self.min_rounds if self.wide(legal) else 2)
        race.first[champion] = 0
        used = rounds = 0
        entered = 1
        while used < self.iterations:
            entered = self.admit(race, order, entered, used, rounds)
            used += self.race_round(race, state, seat, legal, root, self.iterations - used)
            rounds += 1
            if self.stop(race, rounds, settle):
                break
        root.visits = used
        self.last_iterations = used
        root.choice = legal[self.final(race)]
        return root

    def stop(self, race: _Race, rounds: int, settle: bool) -> bool:
        """After a round: prune the race; whether the search stops (its deadline, or settled)."""
        if self.out_of_time():
            return True
        if rounds < self.min_rounds:
            return False
        if len(race.active) > 1:
            self.prune(race)
        return settle and len(race.active) == 1

    def out_of_time(self) -> bool:
        """Whether the web's ``deadline`` (wall clock) or the think time (CPU clock) has passed."""
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        if self._cpu_stop is None:
            return False
        now = _cpu()
        return now >= self._hard_stop or now + _MARGIN * self._longest >= self._cpu_stop  # type: ignore[operator]

    def expired(self) -> bool:
        """Whether a playout must be abandoned: the web's deadline or the think time's last moment passed."""
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            return True
        return self._hard_stop is not None and _cpu() >= self._hard_stop

    def width(self, used: int) -> int:
        """Actions that may have entered the race after ``used`` iterations."""
        return width(used, self.min_width, self.widen, self.widen_power)

    def wide(self, legal: Sequence[Action]) -> bool:
        """A decision wide enough to be widened; a narrower one races all its actions from the start."""
        return len(legal) > self.narrow

    def admit(self, race: _Race, order: Sequence[int], entered: int, used: int, round_no: int) -> int:
        """Let the next actions of ``order`` into the race, up to the width; how many have entered."""
        allowed = min(len(order), self.width(used) if len(order) > self.narrow else len(order))
        while entered < allowed:
            race.enter(order[entered], round_no)
            entered += 1
        return entered

    def race_round(self, race: _Race, state: State, seat: int, legal: Sequence[Action], root: Node, budget: int) -> int:
        """One round: one sampled world and one seed of chance for every racing action; iterations used.

        Every action of the round is judged at the same point of the game: the champion's playout
        (first in the race) sets the round its estimate is made at, and the others stop there too.
        An action that ends a turn sooner would otherwise be judged a round later, after the next
        seat's turn, than one that fills the turn (V:TES: a bleed against ending the phase)."""
        timed = self._cpu_stop is not None
        began = _cpu() if timed else 0.0  # the champion's playout is timed with its world
        world = self.world(state, seat)
        chance = self.rng.next64()
        used = 0
        horizon: int | None = None
        for i in list(race.active):
            if used >= budget or (used and self.out_of_time()):
                break  # the champion always plays: a round cut short leaves out challengers only
            if timed and used:
                began = _cpu()
            sim = world.clone()
            sim.apply(legal[i])
            try:
                values = self.playout(sim, chance, horizon)
            except _OutOfTime:
                break  # abandoned at the last moment: the round keeps the playouts it finished
            if timed:
                self._longest = max(self._longest, _cpu() - began)
            if used == 0:
                # where the champion's playout stopped; if it ended the game, the others play on
                # through that round's end too, not to the nearer point ``depth`` would stop at
                horizon = sim.round if sim.to_move is not None else sim.round + 1
            value = float(values[seat])
            race.values[i].append(value)
            node = root.children[legal[i]][1]
            node.visits += 1
            node.total += value
            used += 1
        return used

    def prior(self, state: State, seat: int, legal: Sequence[Action]) -> Sequence[float] | None:
        """The scripted player's view of how promising each legal action is (its ``prior``), if it has one."""
        scorer = getattr(self.scripted_agent(seat), "prior", None)
        if scorer is None or not self.wide(legal):
            return None
        scores: Sequence[float] = scorer(state, seat, legal)
        return scores

    def prune(self, race: _Race) -> None:
        """Crown a clearly better challenger, then drop the actions that cannot beat the champion."""
        best = race.challenger(self.z_switch)
        if best != race.champion:
            race.champion = best
            race.active.remove(best)
            race.active.insert(0, best)
        keep = [race.champion]
        for i in race.active:
            if i == race.champion:
                continue
            mean, se, n = race.paired(i, race.champion)
            if n >= race.min_pairs and mean + self.z_drop * se < self.margin:
                continue
            keep.append(i)
        race.active = keep

    def final(self, race: _Race) -> int:
        """The champion, unless an action still racing beats it by ``z_choose`` standard errors."""
        return race.challenger(self.z_choose)

    # ------------------------------------------------------------ playouts
    def policy_agent(self, seat: int) -> Agent:
        """The rollout player of ``seat``: the game's ``rollout_agent`` if it has one (a cheaper
        scripted player, e.g. with estimated odds), else its scripted player, else random."""
        agent = self._policies.get(seat)
        if agent is None:
            game = self.game
            rollout = getattr(game, "rollout_agent", None)
            if rollout is not None:
                agent = rollout(seat, self.rng.next64())
            elif isinstance(game, ScriptedPlayer):
                agent = game.heuristic_agent(seat, self.rng.next64())
            else:  # a game without a scripted player: random rollouts
                agent = RandomAgent(self.rng.next64())
            self._policies[seat] = agent
        return agent

    def scripted_agent(self, seat: int) -> Agent:
        """The player whose move is the champion (and whose ``prior`` orders the widening): the
        game's scripted player, the rollout player itself unless the game gives a cheaper one."""
        game = self.game
        if getattr(game, "rollout_agent", None) is None or not isinstance(game, ScriptedPlayer):
            return self.policy_agent(seat)
        agent = self._scripted.get(seat)
        if agent is None:
            agent = self._scripted[seat] = game.heuristic_agent(seat, self.rng.next64())
        return agent

    def playout(self, world: State, chance: int, horizon: int | None = None) -> Sequence[float]:
        """Play on with the rollout policy, then evaluate; every seat's value.

        The playout lasts at least ``depth`` decisions and stops where a new round of the game
        begins (``State.round``), the kind of position the evaluator is fitted on; given a
        ``horizon`` it stops instead where round ``horizon`` or a later one begins, however many
        decisions that takes. A game without rounds or without an evaluator is played to its end.
        Whenever a round begins, the world's chance is reseeded from ``chance`` and the round
        number, so every action of one race round meets the same later dice (common random numbers).
        """
        game = self.game
        rng = self.rng
        heuristic = self.rollout_name == "heuristic"
        policies = self._policies
        depth = self.depth
        last = world.round
        if horizon is not None and last >= horizon:
            last = horizon - 1  # the root action began the horizon's round: judged there, as the champion was
        steps = 0
        timed = self._hard_stop is not None or self.deadline is not None
        while True:
            mover = world.to_move
            if mover is None:
                break
            if timed and self.expired():
                raise _OutOfTime
            r = world.round
            if r != last:
                last = r
                world.reseed(_mix(chance, r))
                if _due(steps, depth, r, horizon):
                    estimate = capabilities.estimate(game, world)
                    if estimate is not None:
                        return estimate
                    depth = horizon = None  # no evaluator: play to the end
            if heuristic:
                agent = policies.get(mover)  # ``policy_agent``, without the call once the seat has one
                if agent is None:
                    agent = self.policy_agent(mover)
                world.apply(agent.act(world, mover))
            else:
                legal = world.legal_actions()
                world.apply(legal[rng.below(len(legal))])
            steps += 1
        return terminal_rewards(world, world.players)


def _due(steps: int, depth: int | None, r: int, horizon: int | None) -> bool:
    """Whether a playout stops where round ``r`` begins: at the horizon when it has one, else once
    ``depth`` decisions are played (None: never, the game is played to its end)."""
    if horizon is not None:
        return r >= horizon
    return depth is not None and steps >= depth


def _mix(seed: int, n: int) -> int:
    z = (seed + (n + 1) * _ROUND_MIX) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def root_choice(root: Node) -> Action:
    """The action index a search picked."""
    if root.choice in root.children:
        return root.choice
    return max(root.children, key=lambda i: root.children[i][1].visits)


class OmniscientAgent(ISMCTSAgent):
    """The same search on the true state, for analysis only: it knows every hidden card, not future chance.

    Where the hidden cards are all the chance there is (Arkham Noir's deck), every world it samples
    is the same, so a playout cut at ``depth`` judges each move on one future through the
    evaluator's error; give it ``depth=None`` to play that known future to the end (docs/results).
    """

    name = "omniscient-ismcts"
    omniscient = True

    def world(self, state: State, seat: int) -> State:
        world = state.clone()
        world.reseed(self.rng.next64())  # the dice stay unknown
        return world
