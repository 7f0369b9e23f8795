"""A faster ``engine.zones.redeal``, generic, kept here until it moves to the engine.

``engine.zones.redeal`` visits every unseen item one by one (a slot tuple, an ``items`` call
and a ``getattr`` for each, twice). A HIDDEN zone is unseen as a whole, so this version takes
and deals its items as one slice, and groups the other zones' unseen slots by list. The
result is the same world, item for item, and the generator is used the same way (one sort and
one shuffle per pool, pools in the order their first zone is listed): a test pins it to the
engine's ``redeal``. Searches determinize once per iteration, so this keeps Arkham Noir's
ISMCTS as fast as before the port.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tabletome.engine.rng import Rng
from tabletome.engine.zones import HIDDEN, PUBLIC, Zone

# Where a pool's unseen items are: a list of the world, and the indices in it (None: all of it).
Places = list[tuple[list[int], list[int] | None]]


def redeal(world: Any, viewer: int, zones: Sequence[Zone], rng: Rng) -> None:
    """Shuffle, pool by pool, every item ``viewer`` cannot see back into the slots it cannot see."""
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
