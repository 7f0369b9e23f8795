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
- ``view(seat)`` of every determinization equals ``view(seat)``;
- for a state built from zones, each hidden part (a zone, or one seat's list of it, with the slots
  the seat cannot see) is checked on its own: a determinization keeps every item, value and carried
  attribute the seat sees, draws only faces of a value zone's die and gives each dealt item its own
  carried attributes; its samples do not follow the truth (a second truth that the seat cannot tell
  apart, the part's hidden items moved within their pool and its hidden values changed, gives the
  same samples from the same draws; what a game's ``constrain`` changes after the redeal is
  excused); and they vary (a part whose worlds, at every decision of a game, all keep its true
  content or all agree, when the redeal had less than one chance in 10^9 of that, fails; a part
  that cannot vary, and a game whose ``constrain`` may force a part, never fail so);
- for the seat to move, the legal actions and every ``why_illegal`` sentence are the same in all
  of its determinizations (a legal set that depends on a hidden fact tells the player that fact);
- notation round-trips (``parse_action(state, str(a)) == a``);
- ``public_view()`` shows exactly what every seat's view shares;
- every capability the game offers keeps its own promises (``capability_checks``), at the first
  checked decision of each game and every :data:`CAPABILITY_EVERY` after it; a capability offered
  but half-made (its module lacks a member) fails before any game is played;
- for a game that names the board elements of its moves (``BoardTargets``): only legal moves are
  named, each id is well formed and marked exactly once (``data-el``) in the picture of the mover's
  view (so it tells nothing that picture does not), and the view is left as it was.

Failures raise ``ContractError`` naming the game, the seed, the options and the decision.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import unescape
from pathlib import Path
from typing import Any

from .capability_checks import check_capabilities, declared
from .engine.actions import Action
from .engine.capabilities import ELEMENT_ID, BoardTargets, board_targets, offered, svg
from .engine.errors import IllegalAction, TabletomeError
from .engine.fields import caches
from .engine.game import Game
from .engine.record import Record
from .engine.rng import Rng
from .engine.state import Assembled, State
from .engine.zones import OWNER, Zone, redeal

#: How a picture marks a drawn element: ``data-el="<id>"``.
DATA_EL = re.compile(r'\bdata-el="([^"]*)"')
#: The offered capabilities are checked at the first checked decision and every this many after.
CAPABILITY_EVERY = 25


class ContractError(AssertionError):
    """The game broke the contract; the message says where."""


@dataclass(slots=True)
class Report:
    """What the kit did: games played, decisions checked, option combinations tried."""

    games: int = 0
    decisions: int = 0
    combinations: list[dict[str, Any]] = field(default_factory=list)
    hidden_seen: int = 0  # decisions where some seat had something hidden from it
    #: Per hidden part (``cups``, ``hands[1]``), the checks where a second truth moved it and the
    #: determinizations were shown not to follow it.
    hidden_parts: dict[str, int] = field(default_factory=dict)


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
        skip = {"log", "_legal", "ed", "edition", "options"} | caches(type(value))
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
        self.varied: set[tuple[str, int, int]] = set()  # (zone, owner, seat) seen to vary this game
        self.stuck: dict[tuple[str, int, int], float] = {}  # the log-chance of never varying so far
        self.checked = 0  # decisions checked in this game

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
        self.check_board_targets(state, legal)
        self.checked += 1
        if self.checked % CAPABILITY_EVERY == 1:
            broken = check_capabilities(self.game, state, offered(self.game))
            if broken:
                raise self.fail(state, "; ".join(broken))

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
            candidates += [a for a in self.game.action_space(state.edition) if a not in legal][:20]
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
            seeds = [self.rng.next64() for _ in range(self.determinizations)]
            worlds = [state.determinize(seat, Rng(seed)) for seed in seeds]
            for w in worlds:
                if w.view(seat) != view:
                    raise self.fail(state, f"a determinization for seat {seat} changes that seat's view")
                if w.to_move != state.to_move:
                    raise self.fail(state, f"a determinization for seat {seat} changes who is to move")
            if seat == mover:
                self.same_choices(state, legal, worlds)
            if getattr(state, "ZONES", None):
                self.check_parts(state, seat, hidden_parts(state, seat), seeds, worlds, report)

    def check_board_targets(self, state: State, legal: Sequence[Action]) -> None:
        """The elements a move names are drawn in the mover's picture: an id is a mark of the picture
        of the mover's own view, so it tells nothing that picture does not show."""
        if not isinstance(self.game, BoardTargets):
            return
        mover = state.to_move
        assert mover is not None
        view = state.view(mover)
        texts = [str(a) for a in legal]
        given = self.game.board_targets(view, texts)
        if any(not isinstance(ids, tuple) for ids in given.values()):
            raise self.fail(state, "board_targets gives each move a tuple of element ids (a string is not one)")
        named = board_targets(self.game, view, texts)
        if view != state.view(mover):
            raise self.fail(state, "board_targets changed the view it was given")
        if not named:
            return
        # A picture with a phone's layout (.tt-narrow, shown instead on a narrow board) may mark an
        # element once more there: exactly once in the wide layout, at most once in the phone's.
        wide, _, narrow = svg(self.game, view).partition(NARROW_LAYOUT)
        drawn, phone = drawn_elements(wide), drawn_elements(narrow)
        for text, ids in named.items():
            if text not in texts:
                raise self.fail(state, f"board_targets names '{text}', which is not a legal move")
            for el in ids:
                if not isinstance(el, str) or not ELEMENT_ID.fullmatch(el):
                    raise self.fail(state, f"'{text}' names {el!r}, which is not an element id (kind:part)")
                if drawn[el] != 1 or phone[el] > 1:
                    times = "is not drawn" if not drawn[el] else f"is drawn {max(drawn[el], phone[el])} times"
                    raise self.fail(state, f"'{text}' names the element {el}, which {times} in the mover's picture")

    # ---- each hidden part of a state built from zones
    def check_parts(
        self, state: State, seat: int, parts: list[Part], seeds: list[int], worlds: list[State], report: Report
    ) -> None:
        for w in worlds:
            problem = disagreement(state, w, seat)
            if problem is not None:
                raise self.fail(state, f"a determinization for seat {seat} {problem}")
        if parts and worlds:
            self.check_not_the_truth(state, seat, parts, seeds[:2], worlds[:2], report)
            self.check_variation(state, seat, parts, worlds)

    def check_not_the_truth(
        self, state: State, seat: int, parts: list[Part], seeds: list[int], worlds: list[State], report: Report
    ) -> None:
        """Samples drawn for a second truth the seat cannot tell apart (every hidden part moved) are
        the same as the true state's, draw for draw: a part whose samples follow it keeps the truth.
        What a game's ``constrain`` changes after the redeal is excused (a fact the seat knows that its
        view does not show, such as cards every seat saw put under a deck, looks like the truth here)."""
        other = second_truth(state, seat, parts, self.rng)
        if other is None:
            return
        moved = [p for p in parts if p.content(other) != p.content(state)]
        constrained = type(state).constrain is not Assembled.constrain  # type: ignore[attr-defined]
        for seed, world in zip(seeds, worlds, strict=True):
            twin = other.determinize(seat, Rng(seed))
            for part in moved:
                if part.content(twin) != part.content(world) and not (
                    constrained
                    and (
                        constrained_part(state, world, seat, seed, part)
                        or constrained_part(other, twin, seat, seed, part)
                    )
                ):
                    raise self.fail(
                        state,
                        f"determinizations for seat {seat} never vary the hidden {part.name} away from the truth: "
                        f"they keep its true {part.what()} (a truth seat {seat} cannot tell apart, with other "
                        "hidden values there, gives other samples from the same draws)",
                    )
        for part in moved:
            report.hidden_parts[part.name] = report.hidden_parts.get(part.name, 0) + 1

    def check_variation(self, state: State, seat: int, parts: list[Part], worlds: list[State]) -> None:
        """A part whose samples never vary over this game fails once that had less than one chance in
        10^9 under the engine's redeal: the worlds drawn at a decision all keep its true content (a
        chance of p^n, p that of the truth), or all agree on other content (at most q^(n-1), q that of
        the likeliest content). A part that cannot vary never fails."""
        if type(state).constrain is not Assembled.constrain:  # type: ignore[attr-defined]
            return  # a constraint may force a part: the redeal's chances do not apply
        for part in parts:
            key = (part.zone.attr, part.owner, seat)
            if key in self.varied:
                continue
            first = part.content(worlds[0])
            if any(part.content(w) != first for w in worlds[1:]):
                self.varied.add(key)
                continue
            kept = first == part.content(state)
            log_chance = log_likeliest(state, seat, part, kept) * (len(worlds) if kept else len(worlds) - 1)
            if log_chance == 0.0:
                continue  # the part cannot vary (or one world tells nothing)
            self.stuck[key] = stuck = self.stuck.get(key, 0.0) + log_chance
            if stuck < UNLIKELY:
                what = f"kept its true {part.what()}" if kept else f"drew the same {part.what()}"
                raise self.fail(
                    state,
                    f"determinizations for seat {seat} never vary the hidden {part.name}: at every decision this "
                    f"game the worlds drawn {what} (a chance of e^{stuck:.0f} if they were drawn)",
                )

    def same_choices(self, state: State, legal: Sequence[Action], worlds: Sequence[State]) -> None:
        probe = list(legal)
        if hasattr(self.game, "action_space"):
            vocab = list(self.game.action_space(state.edition))
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


NARROW_LAYOUT = '<g class="tt-narrow"'  # a picture's phone layout: the rest of the picture


def drawn_elements(picture: str) -> Counter[str]:
    """How many times a picture marks each element id (``data-el``)."""
    return Counter(unescape(m) for m in DATA_EL.findall(picture))


def marked_elements(picture: str) -> dict[str, dict[str, str]]:
    """Each element a picture marks (``data-el``), with its attributes (the game's own data-*)."""
    import xml.etree.ElementTree as ET

    return {
        node.attrib["data-el"]: dict(node.attrib) for node in ET.fromstring(picture).iter() if "data-el" in node.attrib
    }


def _hidden_in(view: Mapping[str, Any], full: Mapping[str, Any]) -> bool:
    """Whether the full view shows something this seat's view does not (outside the seat keys)."""
    skip = {"seat", "you"}
    return any(view.get(k) != v for k, v in full.items() if k not in skip)


# ---------------------------------------------------------------- hidden parts, one by one
UNLIKELY = math.log(1e-9)


@dataclass(frozen=True, slots=True)
class Part:
    """One hidden part of a state for one seat: a zone (one seat's list, for an OWNER zone) and
    the slots of it the seat cannot see."""

    zone: Zone
    owner: int
    slots: tuple[int, ...]

    @property
    def name(self) -> str:
        return self.zone.attr if self.owner < 0 else f"{self.zone.attr}[{self.owner}]"

    def what(self) -> str:
        carried = self.zone.carries
        kind = "values" if self.zone.values is not None else "items"
        return kind if carried is None else f"{kind} and their {', '.join(carried.names)}"

    def content(self, state: Any) -> tuple[tuple[Any, ...], ...]:
        """The items (or values) in the part's hidden slots, then each attribute they carry there."""
        zone, slots = self.zone, self.slots
        items = zone.items(state, self.owner)
        out = [tuple(items[i] for i in slots)]
        for name in zone.carries.names if zone.carries is not None else ():
            column = zone.column(state, name, self.owner)
            out.append(tuple(column[i] for i in slots))
        return tuple(out)


def hidden_parts(state: Any, seat: int) -> list[Part]:
    """The parts of ``state``'s zones with slots ``seat`` cannot see."""
    parts: list[Part] = []
    for zone in getattr(state, "ZONES", ()):
        by_owner: dict[int, list[int]] = {}
        for owner, index in zone.unknown_slots(state, seat):
            by_owner.setdefault(owner, []).append(index)
        parts += [Part(zone, owner, tuple(slots)) for owner, slots in by_owner.items()]
    return parts


def disagreement(state: Any, world: Any, seat: int) -> str | None:
    """What ``world`` holds that disagrees with what ``seat`` saw of ``state``, or with the items it
    dealt (a value that is no face of its die, attributes that are not the dealt item's)."""
    for zone in state.ZONES:
        hidden: dict[int, set[int]] = {}
        for owner, index in zone.unknown_slots(state, seat):
            hidden.setdefault(owner, set()).add(index)
        owners = range(len(getattr(state, zone.attr))) if zone.shown == OWNER else (-1,)
        for owner in owners:
            problem = _list_disagreement(state, world, zone, owner, hidden.get(owner, set()))
            if problem is not None:
                return problem
    return None


def _list_disagreement(state: Any, world: Any, zone: Zone, owner: int, hidden: set[int]) -> str | None:
    truth, items = zone.items(state, owner), zone.items(world, owner)
    where = zone.attr if owner < 0 else f"{zone.attr}[{owner}]"
    if len(items) != len(truth):
        return f"puts {len(items)} items in {where}, which holds {len(truth)}"
    carried = zone.carries
    if carried is None and zone.values is None and len(hidden) == len(items):
        return None  # all hidden, nothing carried: only the count is seen
    names = carried.names if carried is not None else ()
    columns = [(zone.column(state, n, owner), zone.column(world, n, owner)) for n in names]
    for i, item in enumerate(items):
        if i not in hidden:
            if item != truth[i] or any(w[i] != t[i] for t, w in columns):
                return f"changes slot {i} of {where}, which the seat sees"
            continue
        if zone.values is not None and zone.values.chance(item) == 0:
            return f"draws {item!r} into {where}, not a face of {zone.values.name}"
        if carried is not None:
            given, own = tuple(w[i] for _, w in columns), tuple(carried.read(world, item))
            if given != own:
                return f"deals {item!r} into slot {i} of {where} with {given!r} for its {', '.join(names)}, not {own!r}"
    return None


def log_likeliest(state: Any, seat: int, part: Part, truth: bool) -> float:
    """The log of the chance that the engine's redeal gives ``part`` its true content (``truth``), or
    else its likeliest content: its values drawn again (the product of their chances), or its items
    dealt from the unseen items of their pool. 0.0 when the part cannot vary."""
    zone, items = part.zone, part.zone.items(state, part.owner)
    die = zone.values
    if die is not None:
        chances = [die.chance(items[i]) if truth else max(p for _, p in die.chances()) for i in part.slots]
        return sum(math.log(p) if p > 0 else -math.inf for p in chances)
    pool: Counter[int] = Counter()
    for z in state.ZONES:
        if z.pool == zone.pool and z.values is None:
            pool.update(z.items(state, owner)[index] for owner, index in z.unknown_slots(state, seat))
    left, log_chance = sum(pool.values()), 0.0
    for i in part.slots:
        item = items[i] if truth else max(pool, key=pool.__getitem__)
        log_chance += math.log(pool[item] / left) if pool[item] > 0 else -math.inf
        pool[item] -= 1
        left -= 1
    return log_chance


def constrained_part(truth: Any, world: Any, seat: int, seed: int, part: Part) -> bool:
    """Whether the game's ``constrain`` changed ``part`` of ``world`` (drawn from ``truth`` with the
    generator ``seed``) from what the engine's redeal dealt it."""
    dealt = truth.clone()
    redeal(dealt, seat, truth.ZONES, Rng(seed))
    return bool(part.content(dealt) != part.content(world))


def second_truth(state: Any, seat: int, parts: list[Part], rng: Rng) -> Any | None:
    """Another state ``seat`` cannot tell from ``state``: every hidden value changed to another face,
    the hidden items of each pool moved one slot along (the pool's unseen items stay what they are),
    carried attributes following their items. If the seat's view tells it apart (a view showing
    which items a zone holds), the items move within each part only; None if it still does."""
    for across in (True, False):
        other = state.clone()
        groups: dict[Any, list[Part]] = {}
        for part in parts:
            if part.zone.values is not None:
                _other_values(other, part, rng)
            else:
                groups.setdefault(part.zone.pool if across else part, []).append(part)
        for group in groups.values():
            _move_along(other, group)
        if hasattr(other, "_legal"):
            other._legal = None
        if other.view(seat) == state.view(seat):
            return other
    return None


def _other_values(state: Any, part: Part, rng: Rng) -> None:
    die, items = part.zone.values, part.zone.items(state, part.owner)
    assert die is not None
    for i in part.slots:
        faces = [f for f in dict.fromkeys(die.faces) if f != items[i] and die.chance(f) > 0]
        if faces:
            items[i] = faces[rng.below(len(faces))]
    part.zone.carry(state, part.owner, part.slots)


def _move_along(state: Any, group: list[Part]) -> None:
    lists = [part.zone.items(state, part.owner) for part in group]
    places = [(data, i) for data, part in zip(lists, group, strict=True) for i in part.slots]
    items = [data[i] for data, i in places]
    for (data, i), item in zip(places, items[1:] + items[:1], strict=True):
        data[i] = item
    for part in group:
        part.zone.carry(state, part.owner, part.slots)


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
    half_made = declared(game)
    if half_made:
        raise ContractError(f"{game.id}: {'; '.join(half_made)}")
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


__all__ = [
    "ContractError",
    "Part",
    "Report",
    "check_contract",
    "drawn_elements",
    "fingerprint",
    "hidden_parts",
    "marked_elements",
    "pairwise",
    "shared",
]


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
