"""The contract test kit: ``check_contract(game)`` proves a game keeps the engine's contract.

Every game's tests call it; a new game gets all of it by one call::

    def test_the_contract_holds():
        check_contract(GAME)

It plays seeded random games over option combinations (sampled pairwise: every pair of values
of two options meets at least once, so the run stays short as options grow) and checks, along
the way and at the end:

- play-outs end with an outcome, the legal actions are never empty before the end, and every
  seat's ``returns`` are given;
- a clone equals its original, and a change to a clone never reaches the original;
- an illegal action is refused with one sentence and changes nothing;
- a record of the game replays to the identical state;
- ``view(seat)`` of every determinization equals ``view(seat)``, and determinizations really vary
  the hidden parts (when the seat has something hidden from it);
- for the seat to move, the legal actions and every ``why_illegal`` sentence are the same in all
  of its determinizations (a legal set that depends on a hidden fact tells the player that fact);
- notation round-trips (``parse_action(state, str(a)) == a``);
- ``public_view()`` shows exactly what every seat's view shares.

Failures raise ``ContractError`` naming the game, the seed, the options and the decision.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.actions import Action
from .engine.errors import IllegalAction, TabletomeError
from .engine.game import Game
from .engine.record import Record
from .engine.rng import Rng
from .engine.state import State


class ContractError(AssertionError):
    """The game broke the contract; the message says where."""


@dataclass(slots=True)
class Report:
    """What the kit did: games played, decisions checked, option combinations tried."""

    games: int = 0
    decisions: int = 0
    combinations: list[dict[str, Any]] = field(default_factory=list)
    hidden_seen: int = 0  # decisions where some seat had something hidden from it


def pairwise(options: Mapping[str, Sequence[str]]) -> list[dict[str, str]]:
    """Option combinations covering every pair of values of every two options (greedy, AETG-like).

    Each combination starts from a pair not yet covered, then takes for every other option (those
    with the most values first) the value that covers the most pairs still open; of a few such
    candidates the one covering most is kept. Every combination covers at least one new pair, so
    the loop ends however many options a game has; the result is the same on every run."""
    names = sorted(options, key=lambda n: -len(options[n]))
    if not names:
        return [{}]
    if len(names) == 1:
        return [{names[0]: v} for v in options[names[0]]]
    uncovered = {
        ((a, va), (b, vb)) for a, b in itertools.combinations(names, 2) for va in options[a] for vb in options[b]
    }
    combos: list[dict[str, str]] = []
    while uncovered:
        best: dict[str, str] = {}
        best_gain = -1
        for (a, va), (b, vb) in sorted(uncovered)[:12]:
            combo = {a: va, b: vb}
            for name in names:
                if name not in combo:
                    gains = [(_gain(uncovered, combo, name, v), -i) for i, v in enumerate(options[name])]
                    combo[name] = options[name][-max(gains)[1]]
            gain = _covered(uncovered, combo)
            if gain > best_gain:
                best, best_gain = combo, gain
        combos.append({n: best[n] for n in options})
        uncovered = {((a, va), (b, vb)) for (a, va), (b, vb) in uncovered if not (best[a] == va and best[b] == vb)}
    return combos


def _covered(uncovered: set[tuple[tuple[str, str], tuple[str, str]]], combo: dict[str, str]) -> int:
    return sum(1 for (a, va), (b, vb) in uncovered if combo[a] == va and combo[b] == vb)


def _gain(uncovered: set[tuple[tuple[str, str], tuple[str, str]]], combo: dict[str, str], name: str, value: str) -> int:
    """How many open pairs ``name = value`` would cover beside the values already chosen."""
    return sum(
        1
        for (a, va), (b, vb) in uncovered
        if ((a, va) == (name, value) and combo.get(b) == vb) or ((b, vb) == (name, value) and combo.get(a) == va)
    )


def fingerprint(value: Any, depth: int = 0) -> Any:
    """Everything that defines a state (or a frame, a list...), for equality: slots recursively;
    narration, caches and the edition object are left out; a generator compares by its state."""
    if depth > 12:
        return repr(value)
    if isinstance(value, Rng):
        return ("rng", value.state)
    if isinstance(value, (list, tuple)):
        return tuple(fingerprint(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), fingerprint(v, depth + 1)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(fingerprint(v, depth + 1) for v in value))
    slots = [name for cls in type(value).__mro__ for name in getattr(cls, "__slots__", ())]
    if slots and not isinstance(value, (str, bytes, int, float)):
        skip = {"log", "_legal", "ed", "edition", "options"}
        return (type(value).__name__,) + tuple(
            (name, fingerprint(getattr(value, name), depth + 1))
            for name in sorted(set(slots))
            if name not in skip and hasattr(value, name) and not name.startswith("__")
        )
    return value


class _Checker:
    def __init__(self, game: Game, seed: int, options: Mapping[str, Any], determinizations: int) -> None:
        self.game = game
        self.seed = seed
        self.options = dict(options)
        self.determinizations = determinizations
        self.rng = Rng(seed * 7919 + 17)

    def fail(self, state: State | None, what: str) -> ContractError:
        where = f"{self.game.id}, seed {self.seed}, options {self.options}"
        if state is not None:
            where += f", to move {state.to_move}"
        return ContractError(f"{where}: {what}")

    # ---- at each decision
    def check_decision(self, state: State, report: Report) -> None:
        legal = state.legal_actions()
        if not legal:
            raise self.fail(state, "no legal action before the end of the game")
        self.check_notation(state, legal)
        self.check_clone(state, legal)
        self.check_illegal(state)
        self.check_views(state, report)
        self.check_determinizations(state, legal, report)

    def check_notation(self, state: State, legal: Sequence[Action]) -> None:
        for a in legal:
            try:
                back = self.game.parse_action(state, str(a))
            except TabletomeError as exc:
                raise self.fail(state, f"'{a}' does not read back: {exc}") from None
            if back != a:
                raise self.fail(state, f"'{a}' reads back as '{back}'")

    def check_clone(self, state: State, legal: Sequence[Action]) -> None:
        before = fingerprint(state)
        twin = state.clone()
        if fingerprint(twin) != before:
            raise self.fail(state, "a clone differs from its original")
        twin.apply(legal[self.rng.below(len(legal))])
        for _ in range(3):
            if twin.to_move is None:
                break
            more = twin.legal_actions()
            twin.apply(more[self.rng.below(len(more))])
        if fingerprint(state) != before:
            raise self.fail(state, "playing on a clone changed the original")

    def check_illegal(self, state: State) -> None:
        """A move that is not legal now is refused with a sentence, and nothing changes."""
        legal = set(state.legal_actions())
        candidates = [Action("nonsense-move")]
        if hasattr(self.game, "action_space"):
            candidates += [a for a in self.game.action_space(state.edition) if a not in legal][:20]  # type: ignore[attr-defined]
        before = fingerprint(state)
        for a in candidates:
            try:
                state.apply(a)
            except IllegalAction as exc:
                if not str(exc).strip():
                    raise self.fail(state, f"'{a}' was refused without a sentence") from None
            else:
                raise self.fail(state, f"the illegal '{a}' was played")
            if fingerprint(state) != before:
                raise self.fail(state, f"refusing '{a}' changed the state")

    def check_views(self, state: State, report: Report) -> None:
        views = [state.view(t) for t in range(state.players)]
        public = state.public_view()
        shared(public, views, self.fail(state, "public_view() shows what not every seat sees").args[0])
        full = state.full_view()
        if any(_hidden_in(v, full) for v in views):
            report.hidden_seen += 1

    def check_determinizations(self, state: State, legal: Sequence[Action], report: Report) -> None:
        mover = state.to_move
        assert mover is not None
        for seat in sorted({mover, self.rng.below(state.players)}):
            view = state.view(seat)
            worlds = [state.determinize(seat, Rng(self.rng.next64())) for _ in range(self.determinizations)]
            for w in worlds:
                if w.view(seat) != view:
                    raise self.fail(state, f"a determinization for seat {seat} changes that seat's view")
                if w.to_move != state.to_move:
                    raise self.fail(state, f"a determinization for seat {seat} changes who is to move")
            if seat == mover:
                self.same_choices(state, legal, worlds)
            if _can_vary(state, seat):
                full = state.full_view()
                more = [state.determinize(seat, Rng(self.rng.next64())) for _ in range(24)]
                if all(w.full_view() == full for w in [*worlds, *more]):
                    raise self.fail(state, f"determinizations for seat {seat} never vary the hidden parts")

    def same_choices(self, state: State, legal: Sequence[Action], worlds: Sequence[State]) -> None:
        probe = list(legal)
        if hasattr(self.game, "action_space"):
            vocab = list(self.game.action_space(state.edition))  # type: ignore[attr-defined]
            probe += [vocab[self.rng.below(len(vocab))] for _ in range(8)]
        for w in worlds:
            if tuple(w.legal_actions()) != tuple(legal):
                raise self.fail(state, "the legal actions depend on a fact the seat to move cannot see")
            for a in probe:
                if a not in legal and w.why_illegal(a) != state.why_illegal(a):
                    raise self.fail(state, f"why '{a}' is illegal depends on a hidden fact")

    # ---- a whole game
    def play(self, report: Report, check_every: int, max_decisions: int) -> None:
        game = self.game
        state = game.new_state(self.options, self.seed)
        players = state.players
        record = Record.start(state, self.seed, ["random"] * players, self.options)
        n = 0
        while state.to_move is not None:
            if n >= max_decisions:
                raise self.fail(state, f"the game did not end within {max_decisions} decisions")
            if n % check_every == 0:
                self.check_decision(state, report)
                report.decisions += 1
            legal = state.legal_actions()
            action = legal[self.rng.below(len(legal))]
            state.apply(action)
            record.actions.append(str(action))
            n += 1
        oc = state.outcome()
        if oc is None:
            raise self.fail(state, "the game is over but has no outcome")
        returns = oc.returns(players)
        if len(returns) != players:
            raise self.fail(state, f"returns() gives {len(returns)} values for {players} seats")
        try:
            replayed = record.replay()
        except TabletomeError as exc:
            raise self.fail(state, f"the record does not replay: {exc}") from None
        if fingerprint(replayed) != fingerprint(state):
            raise self.fail(state, "the record does not replay to the identical state")
        report.games += 1


def _hidden_in(view: Mapping[str, Any], full: Mapping[str, Any]) -> bool:
    """Whether the full view shows something this seat's view does not (outside the seat keys)."""
    skip = {"seat", "you"}
    return any(view.get(k) != v for k, v in full.items() if k not in skip)


def _can_vary(state: State, seat: int) -> bool:
    """For a state built from zones: some pool holds two different items ``seat`` cannot see."""
    zones = getattr(state, "ZONES", ())
    pools: dict[str, set[int]] = {}
    for zone in zones:
        for owner, index in zone.unknown_slots(state, seat):
            pools.setdefault(zone.pool, set()).add(zone.items(state, owner)[index])
    return any(len(items) > 1 for items in pools.values())


UNSHARED_KEYS = ("/seat", "/you", "/prompt")  # each view names its own seat


def shared(public: Any, views: Sequence[Any], message: str, path: str = "") -> None:
    """``public`` equals every seat's view where they all agree, and never shows more than the
    seat that sees least: where views differ, it shows what at least one seat is shown."""
    if _same_shape(public, views):
        for key, item in _parts(public):
            shared(item, [v[key] for v in views], message, f"{path}/{key}")
        return
    if path in UNSHARED_KEYS:
        return
    if all(v == views[0] for v in views):
        if public != views[0]:
            raise ContractError(f"{message} at {path or '/'}: {public!r} but every seat sees {views[0]!r}")
        return
    if all(public != v for v in views):
        raise ContractError(f"{message} at {path or '/'}: {public!r} is shown to no seat")


def _same_shape(public: Any, views: Sequence[Any]) -> bool:
    if isinstance(public, dict):
        return all(isinstance(v, dict) and v.keys() == public.keys() for v in views)
    if isinstance(public, list):
        return all(isinstance(v, list) and len(v) == len(public) for v in views)
    return False


def _parts(value: Any) -> list[tuple[Any, Any]]:
    return list(value.items()) if isinstance(value, dict) else list(enumerate(value))


def check_contract(
    game: Game,
    seeds: Iterable[int] = (1, 2),
    players: Sequence[int] | None = None,
    check_every: int = 1,
    determinizations: int = 4,
    max_decisions: int = 20_000,
    option_values: Mapping[str, Sequence[str]] | None = None,
) -> Report:
    """Play and check ``game`` for each seed over pairwise option combinations (see the module)."""
    report = Report()
    values: dict[str, Sequence[str]] = (
        dict(option_values) if option_values is not None else {o.name: o.choices for o in game.options}
    )
    if players is not None:
        values["players"] = [str(p) for p in players]
    for combo in pairwise(values):
        options = game.resolve_options(combo)
        report.combinations.append(options)
        for seed in seeds:
            _Checker(game, seed, options, determinizations).play(report, check_every, max_decisions)
    return report


__all__ = ["ContractError", "Report", "check_contract", "fingerprint", "pairwise", "shared"]


def cited_clause_ids(folder: Path, prefix: str) -> set[str]:
    """The clause ids a game's tests cite: in test function names (``cy_off_06``, ``cy_free_11_12``
    for two) and in test docstrings (``CY-OFF-06``), for the ids ``PREFIX-...``."""
    import ast
    import re

    low, up = prefix.lower(), prefix.upper()
    found: set[str] = set()
    for path in folder.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for m in re.finditer(rf"{low}_([a-z0-9]+)((?:_\d\d)+)", node.name):
                    found.update(f"{up}-{m.group(1).upper()}-{n}" for n in m.group(2).split("_")[1:])
                found.update(re.findall(rf"{up}-[A-Z0-9]+-\d\d", ast.get_docstring(node) or ""))
    return found
