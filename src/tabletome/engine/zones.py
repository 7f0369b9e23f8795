"""Components that know who sees them: zones of cards or tokens, tracks, a map, dice.

A :class:`Zone` describes a collection of component ids that a state keeps in one of its
attributes (a plain list, so that cloning a state stays a slice copy) and says, for each item,
which seats know it:

- ``PUBLIC``: everybody sees every item (a discard pile, the board);
- ``HIDDEN``: nobody sees any item, only how many there are (a deck);
- ``OWNER``: the attribute holds one list per seat, and only its owner sees it (hands);
- ``MASKED``: a parallel attribute holds, per item, the bitmask of seats that know it
  (``ALL`` for a face-up item): tiles a seat looked at, cards shown to one player.

From zones a state gets ``view``, ``public_view`` and ``full_view`` of its hidden parts
(:func:`show`), and ``determinize`` (:func:`redeal`): the items a seat cannot see are gathered
per *pool* (the family they belong to: creature cards, portal tiles), put in a canonical order,
shuffled with the agent's generator and dealt back into exactly the slots the seat cannot see.
The result depends on the seat's view alone (the canonical order hides where each unknown item
really was), keeps every count, and varies what the seat does not know. A game with a rule
that constrains hidden facts (a statement the team made, "the removed pair is a kind nobody has
seen") adds it after the redeal.

Viewers: a seat number; ``None`` for everything (the end of the game, analysis); ``SPECTATOR``
for what no seat saw privately.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .rng import Rng

PUBLIC, HIDDEN, OWNER, MASKED = "public", "hidden", "owner", "masked"
ALL = -1  # a mask every seat is in: a face-up item
SPECTATOR = -1  # a viewer who is no seat: sees only what is public

Viewer = int | None
Label = Callable[[Any, int], Any]


def _plain(state: Any, item: int) -> Any:
    return item


def knows(mask: int, viewer: Viewer) -> bool:
    """Whether ``viewer`` is among the seats of ``mask``."""
    if viewer is None or mask == ALL:
        return True
    return viewer >= 0 and bool((mask >> viewer) & 1)


@dataclass(frozen=True, slots=True)
class Zone:
    """Items (component ids, -1 for an empty slot) in ``state.<attr>``, and who sees them."""

    attr: str
    pool: str
    shown: str = HIDDEN
    #: For MASKED zones: the attribute holding the per-item masks (same length as the items).
    masks: str = ""
    #: How an item appears in a view (a card's name, say); the id by default.
    label: Label = _plain
    #: What a seat that cannot see an item is shown in its place.
    face_down: Any = None

    # ---- who sees what
    def sees(self, state: Any, viewer: Viewer, index: int, owner: int = -1) -> bool:
        """Whether ``viewer`` sees item ``index`` (of ``owner``'s list, for an OWNER zone)."""
        if viewer is None or self.shown == PUBLIC:
            return True
        if self.shown == HIDDEN:
            return False
        if self.shown == OWNER:
            return viewer == owner
        mask = getattr(state, self.masks)[index]
        if viewer == SPECTATOR and mask != ALL:  # known to every seat is public
            everyone = (1 << state.players) - 1
            return bool(mask & everyone == everyone)
        return knows(mask, viewer)

    def items(self, state: Any, owner: int = -1) -> list[int]:
        data: list[Any] = getattr(state, self.attr)
        return data[owner] if self.shown == OWNER else data

    # ---- views
    def show(self, state: Any, viewer: Viewer, owner: int = -1) -> Any:
        """How ``viewer`` sees the zone: the items it knows (the rest face down), or a count."""
        items = self.items(state, owner)
        if self.shown == HIDDEN and viewer is not None:
            return len(items)
        if self.shown == OWNER and viewer is not None and viewer != owner:
            return len(items)
        return [self.show_item(state, viewer, i, item, owner) for i, item in enumerate(items)]

    def show_item(self, state: Any, viewer: Viewer, index: int, item: int, owner: int = -1) -> Any:
        if item < 0:
            return None
        if self.sees(state, viewer, index, owner):
            return self.label(state, item)
        return self.face_down

    # ---- determinization
    def unknown_slots(self, state: Any, viewer: int) -> list[tuple[int, int]]:
        """(owner, index) of every item ``viewer`` cannot see."""
        if self.shown == PUBLIC:
            return []
        if self.shown == OWNER:
            lists = getattr(state, self.attr)
            return [(o, i) for o, items in enumerate(lists) if o != viewer for i in range(len(items)) if items[i] >= 0]
        items = getattr(state, self.attr)
        if self.shown == HIDDEN:
            return [(-1, i) for i in range(len(items)) if items[i] >= 0]
        masks = getattr(state, self.masks)
        return [(-1, i) for i in range(len(items)) if items[i] >= 0 and not knows(masks[i], viewer)]


# Where a pool's unseen items are: a list of the world, and the indices in it (None: all of it).
Places = list[tuple[list[int], list[int] | None]]


def redeal(world: Any, viewer: int, zones: Sequence[Zone], rng: Rng) -> None:
    """Shuffle, pool by pool, every item ``viewer`` cannot see back into the slots it cannot see.

    ``world`` is a copy of the state (its lists are its own). Items are gathered in a canonical
    (sorted) order first, so the result depends on what the viewer knows, not on the truth. A
    HIDDEN zone, unseen as a whole, is taken and dealt as one slice (determinization is a hot
    path of search); pools are visited in the order their first zone is listed.
    """
    pools: dict[str, Places] = {}
    for zone in zones:
        if zone.shown != PUBLIC:
            pools.setdefault(zone.pool, []).extend(_unseen(world, viewer, zone))
    for places in pools.values():
        items: list[int] = []
        for data, indices in places:
            items += data if indices is None else [data[i] for i in indices]
        items.sort()
        rng.shuffle(items)
        _deal(places, items)


def _unseen(world: Any, viewer: int, zone: Zone) -> Places:
    if zone.shown == HIDDEN:
        data = zone.items(world)
        if not data:
            return []
        if min(data) >= 0:  # no empty slot (-1): the whole list is unseen
            return [(data, None)]
    by_list: dict[int, tuple[list[int], list[int]]] = {}
    for owner, index in zone.unknown_slots(world, viewer):
        data = zone.items(world, owner)
        by_list.setdefault(id(data), (data, []))[1].append(index)
    return [(data, indices) for data, indices in by_list.values()]


def _deal(places: Places, items: list[int]) -> None:
    k = 0
    for data, indices in places:
        if indices is None:
            data[:] = items[k : k + len(data)]
            k += len(data)
        else:
            for i in indices:
                data[i] = items[k]
                k += 1


def show_all(state: Any, viewer: Viewer, zones: Iterable[Zone]) -> dict[str, Any]:
    """Every zone as ``viewer`` sees it, by attribute name (OWNER zones: one entry per seat)."""
    out: dict[str, Any] = {}
    for zone in zones:
        if zone.shown == OWNER:
            out[zone.attr] = [zone.show(state, viewer, o) for o in range(len(getattr(state, zone.attr)))]
        else:
            out[zone.attr] = zone.show(state, viewer)
    return out


# ------------------------------------------------------------------------ tracks, maps, dice


@dataclass(frozen=True, slots=True)
class Track:
    """A public track or counter: ``state.<attr>`` between ``low`` and ``high``, with named spaces."""

    attr: str
    low: int
    high: int
    spaces: tuple[tuple[int, str], ...] = ()  # (position, name) of the spaces that have one

    def value(self, state: Any) -> int:
        v: int = getattr(state, self.attr)
        return v

    def move(self, state: Any, by: int) -> int:
        """Move the marker by ``by`` (clamped to the track); the new position."""
        v = min(self.high, max(self.low, self.value(state) + by))
        setattr(state, self.attr, v)
        return v

    def show(self, state: Any) -> dict[str, Any]:
        v = self.value(state)
        return {"position": v, "of": self.high, "space": dict(self.spaces).get(v)}


@dataclass(frozen=True, slots=True)
class MapGraph:
    """Areas and which touch which (static, from edition data); occupants live in the state."""

    names: tuple[str, ...]
    edges: tuple[frozenset[int], ...]  # per area, the areas adjacent to it

    @classmethod
    def build(cls, names: Sequence[str], pairs: Iterable[tuple[int, int]]) -> MapGraph:
        adjacent: list[set[int]] = [set() for _ in names]
        for a, b in pairs:
            adjacent[a].add(b)
            adjacent[b].add(a)
        return cls(tuple(names), tuple(frozenset(s) for s in adjacent))

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.edges[a]

    def reachable(self, start: int, through: Callable[[int], bool]) -> set[int]:
        """Areas reachable from ``start`` stepping only through areas where ``through`` holds
        (``start`` itself excluded unless reached again)."""
        seen: set[int] = set()
        frontier = [start]
        while frontier:
            a = frontier.pop()
            for b in self.edges[a]:
                if b not in seen:
                    seen.add(b)
                    if through(b):
                        frontier.append(b)
        return seen


@dataclass(frozen=True, slots=True)
class Die:
    """A die whose faces come from edition data."""

    name: str
    faces: tuple[Any, ...]

    def roll(self, rng: Rng) -> Any:
        return self.faces[rng.below(len(self.faces))]

    def chances(self) -> list[tuple[Any, float]]:
        """Each distinct face with its probability (for agents that compute expectations)."""
        out: dict[Any, float] = {}
        for f in self.faces:
            out[f] = out.get(f, 0.0) + 1.0 / len(self.faces)
        return list(out.items())
