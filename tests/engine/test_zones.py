"""Zones: the engine's redeal deals the worlds of the plain, item-by-item definition."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletome.engine import HIDDEN, MASKED, OWNER, PUBLIC, SPECTATOR, Rng, Zone, redeal


def reference_redeal(world: Any, viewer: int, zones: list[Zone], rng: Rng) -> None:
    """The definition: every unseen slot, pool by pool, in zone order; sorted, shuffled, dealt back."""
    slots: dict[str, list[tuple[Zone, int, int]]] = {}
    for zone in zones:
        for owner, index in zone.unknown_slots(world, viewer):
            slots.setdefault(zone.pool, []).append((zone, owner, index))
    for places in slots.values():
        pool = sorted(zone.items(world, owner)[index] for zone, owner, index in places)
        rng.shuffle(pool)
        for (zone, owner, index), item in zip(places, pool, strict=True):
            zone.items(world, owner)[index] = item


class World:
    def __init__(self, deck: list[int], hands: list[list[int]], row: list[int], masks: list[int]) -> None:
        self.players = len(hands)
        self.deck, self.hands, self.row, self.masks, self.discard = deck, hands, row, masks, [99]

    def copy(self) -> World:
        return World(self.deck[:], [h[:] for h in self.hands], self.row[:], self.masks[:])


ZONES = [
    Zone("deck", "cards", HIDDEN),
    Zone("hands", "cards", OWNER),
    Zone("row", "cards", MASKED, masks="masks"),
    Zone("discard", "cards", PUBLIC),
]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 40), max_size=12), st.integers(1, 3), st.integers(0, 2**32), st.data())
def test_the_fast_redeal_deals_exactly_the_reference_worlds(
    deck: list[int], players: int, seed: int, data: Any
) -> None:
    hands = [data.draw(st.lists(st.integers(0, 40), max_size=5)) for _ in range(players)]
    row = data.draw(st.lists(st.integers(-1, 40), max_size=6))
    masks = [data.draw(st.sampled_from([0, 1, 2, 3, -1])) for _ in row]
    world = World(deck, hands, row, masks)
    viewer = data.draw(st.integers(0, players - 1))
    a, b = world.copy(), world.copy()
    ra, rb = Rng(seed), Rng(seed)
    redeal(a, viewer, ZONES, ra)
    reference_redeal(b, viewer, ZONES, rb)
    assert (a.deck, a.hands, a.row) == (b.deck, b.hands, b.row) and ra.state == rb.state
    assert a.hands[viewer] == world.hands[viewer]  # what the viewer holds never moves


def test_an_item_every_seat_knows_is_public_to_a_spectator() -> None:
    world = World([], [[], []], [7, 8, 9], [0b11, 0b01, -1])
    row = ZONES[2]
    assert row.show(world, SPECTATOR) == [7, None, 9]
    assert row.show(world, 1) == [7, None, 9] and row.show(world, 0) == [7, 8, 9]
