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

Two kinds of hidden facts are not shuffled components, and a zone says so:

- *values* (dice under a cup, a hidden number): a zone with ``values`` (a :class:`Die`: faces, a
  range, weights) holds values, not components; a redeal re-draws each value the seat cannot see
  from that distribution (the multiset of unseen values is not kept: it is what the seat does not
  know) and leaves the values it saw;
- *attributes that travel with a hidden item* (a face-down vampire's title and sect, a tile's
  face): a zone with ``carries`` (a :class:`Carried`) names the state's attributes, shaped like its
  items, that belong to the item in each slot, and a function reading them off an item; a redeal
  writes them from the item it deals into every slot the seat cannot see.

Viewers: a seat number; ``None`` for everything (the end of the game, analysis); ``SPECTATOR``
for what no seat saw privately.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .rng import Rng

PUBLIC, HIDDEN, OWNER, MASKED = "public", "hidden", "owner", "masked"
ALL = -1  # a mask every seat is in: a face-up item
SPECTATOR = -1  # a viewer who is no seat: sees only what is public

Viewer = int | None
Label = Callable[[Any, int], Any]
R = TypeVar("R")


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
    #: For a zone of values (dice, hidden numbers), not components: the distribution each value
    #: is drawn from. A redeal re-draws every value the seat cannot see from it, never from a pool
    #: (``pool`` then only names the zone's kind). Its faces are the items: ints from 0 up.
    values: Die | None = None
    #: Attributes recorded with each slot that belong to the item in it (see :class:`Carried`).
    carries: Carried | None = None

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

    def redraw(self, state: Any, viewer: int, rng: Rng) -> None:
        """Draw again, from ``values``, every value of this value zone that ``viewer`` cannot see
        (what a redeal does; a game's ``constrain`` may call it again to draw values that agree
        with a fact tying them together)."""
        die = self.values
        if die is None:
            raise ValueError(f"the zone {self.attr} holds components, not values: it is dealt, not drawn")
        for data, indices, owner in _unseen(state, viewer, self):
            slots = range(len(data)) if indices is None else indices
            for i in slots:
                data[i] = die.roll(rng)
            self.carry(state, owner, slots)

    def carry(self, state: Any, owner: int, indices: Iterable[int]) -> None:
        """Write the carried attributes of the items now in slots ``indices`` (of ``owner``'s list,
        for an OWNER zone) from the items themselves."""
        carried = self.carries
        if carried is None:
            return
        items = self.items(state, owner)
        columns = [self.column(state, name, owner) for name in carried.names]
        read = carried.read
        for i in indices:
            for column, value in zip(columns, read(state, items[i]), strict=True):
                column[i] = value

    def column(self, state: Any, name: str, owner: int = -1) -> list[Any]:
        """The attribute ``name`` of the state, shaped like the zone's items (``owner``'s list)."""
        data: list[Any] = getattr(state, name)
        return data[owner] if self.shown == OWNER else data


# Where a pool's unseen items are: a list of the world, the indices in it (None: all of it), and
# whose list it is (an OWNER zone's seat; -1 otherwise), by zone.
Places = list[tuple[list[int], list[int] | None, int, Zone]]


def redeal(world: Any, viewer: int, zones: Sequence[Zone], rng: Rng) -> None:
    """Shuffle, pool by pool, every item ``viewer`` cannot see back into the slots it cannot see;
    then draw again, zone by zone, every value it cannot see (zones of ``values``). The attributes
    a zone ``carries`` are written from the items dealt or drawn into those slots.

    ``world`` is a copy of the state (its lists are its own). Items are gathered in a canonical
    (sorted) order first, so the result depends on what the viewer knows, not on the truth. A
    HIDDEN zone, unseen as a whole, is taken and dealt as one slice (determinization is a hot
    path of search); pools are visited in the order their first zone is listed, then value zones
    in the order they are listed.
    """
    pools: dict[str, Places] = {}
    drawn: list[Zone] = []
    for zone in zones:
        if zone.shown == PUBLIC:
            continue
        if zone.values is not None:
            drawn.append(zone)
            continue
        places = pools.setdefault(zone.pool, [])
        for data, indices, owner in _unseen(world, viewer, zone):
            places.append((data, indices, owner, zone))
    for places in pools.values():
        items: list[int] = []
        for data, indices, _, _ in places:
            items += data if indices is None else [data[i] for i in indices]
        items.sort()
        rng.shuffle(items)
        _deal(world, places, items)
    for zone in drawn:
        zone.redraw(world, viewer, rng)


def _unseen(world: Any, viewer: int, zone: Zone) -> list[tuple[list[int], list[int] | None, int]]:
    if zone.shown == HIDDEN:
        data = zone.items(world)
        if not data:
            return []
        if min(data) >= 0:  # no empty slot (-1): the whole list is unseen
            return [(data, None, -1)]
    by_list: dict[int, tuple[list[int], list[int], int]] = {}
    for owner, index in zone.unknown_slots(world, viewer):
        data = zone.items(world, owner)
        by_list.setdefault(id(data), (data, [], owner))[1].append(index)
    return list(by_list.values())


def _deal(world: Any, places: Places, items: list[int]) -> None:
    k = 0
    for data, indices, owner, zone in places:
        if indices is None:
            data[:] = items[k : k + len(data)]
            k += len(data)
        else:
            for i in indices:
                data[i] = items[k]
                k += 1
        if zone.carries is not None:
            zone.carry(world, owner, range(len(data)) if indices is None else indices)


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
    """A die whose faces come from edition data; more generally, a value drawn from a distribution:
    its faces (a range: :meth:`numbers`) with a weight each (equal when none is given). As a zone's
    ``values`` it is what a determinization re-draws a hidden value from."""

    name: str
    faces: tuple[Any, ...]
    #: One weight per face (any positive scale); empty: every face equally likely.
    weights: tuple[float, ...] = ()

    def __post_init__(self) -> None:
        if not self.faces:
            raise ValueError(f"the die {self.name} has no face")
        if self.weights and (len(self.weights) != len(self.faces) or min(self.weights) < 0 or not sum(self.weights)):
            raise ValueError(f"the die {self.name} needs one weight (zero or more, not all zero) per face")

    @classmethod
    def numbers(cls, name: str, low: int, high: int) -> Die:
        """A number from ``low`` to ``high``, each as likely."""
        return cls(name, tuple(range(low, high + 1)))

    def roll(self, rng: Rng) -> Any:
        if not self.weights:
            return self.faces[rng.below(len(self.faces))]
        x = rng.random() * sum(self.weights)
        last = self.faces[0]
        for face, weight in zip(self.faces, self.weights, strict=True):
            if weight > 0:
                last = face
                x -= weight
                if x < 0:
                    return face
        return last

    def chance(self, face: Any) -> float:
        """The probability of ``face`` (0 when the die has no such face)."""
        if not self.weights:
            return self.faces.count(face) / len(self.faces)
        return sum(w for f, w in zip(self.faces, self.weights, strict=True) if f == face) / sum(self.weights)

    def chances(self) -> list[tuple[Any, float]]:
        """Each distinct face with its probability (for agents that compute expectations)."""
        return [(f, self.chance(f)) for f in dict.fromkeys(self.faces)]


@dataclass(frozen=True, slots=True)
class Carried:
    """Attributes recorded with a slot that come with the item in it: a face-down card's printed
    title and sect, a tile's face. ``read(state, item)`` gives their values in the order of
    ``names``, from the item alone (never from the slot's truth).

    In a :class:`Zone`'s ``carries``, each name is an attribute of the state shaped like the zone's
    items (a list, or one list per seat), and the redeal writes it. A game that keeps a slot as a
    record (a NamedTuple or a dataclass) names the record's fields instead, ``item`` the field that
    holds the item itself, and deals an item into a slot with :meth:`onto`.
    """

    names: tuple[str, ...]
    read: Callable[[Any, int], tuple[Any, ...]]
    item: str = ""

    def of(self, state: Any, item: int) -> dict[str, Any]:
        """The attributes ``item`` brings, by name."""
        values = dict(zip(self.names, self.read(state, item), strict=True))
        if self.item:
            values[self.item] = item
        return values

    def onto(self, record: R, state: Any, item: int) -> R:
        """``record`` (a slot kept as a record) with ``item`` dealt into it, and its attributes."""
        replace = getattr(record, "_replace", None)
        if replace is not None:
            return replace(**self.of(state, item))  # type: ignore[no-any-return]
        return dataclasses.replace(record, **self.of(state, item))  # type: ignore[type-var]
