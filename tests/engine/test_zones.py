"""Zones: the engine's redeal deals the worlds of the plain, item-by-item definition; values are drawn
again from their die; attributes carried by a slot follow the item dealt into it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletome.engine import HIDDEN, MASKED, OWNER, PUBLIC, SPECTATOR, Assembled, Carried, Die, Rng, Zone, redeal
from tabletome.engine.zones import knows


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


# ------------------------------------------------------------------ values and carried attributes
def printed(world: Any, card: int) -> tuple[int, str]:
    """What a card brings to its slot: a capacity and a title, read off the card alone."""
    return card % 3, f"title {card % 5}"


LOADED = Die("loaded", (0, 1, 2), weights=(1, 2, 0))


class Table:
    def __init__(
        self, deck: list[int], hands: list[list[int]], cups: list[list[int]], row: list[int], masks: list[int]
    ):
        self.players = len(hands)
        self.deck, self.hands, self.cups, self.row, self.row_masks = deck, hands, cups, row, masks
        self.deck_caps, self.deck_titles = [printed(self, c)[0] for c in deck], [printed(self, c)[1] for c in deck]
        self.hand_caps = [[-1] * len(h) for h in hands]  # stale attributes: a redeal must write them
        self.hand_titles = [[""] * len(h) for h in hands]

    def copy(self) -> Table:
        t = Table(self.deck[:], [h[:] for h in self.hands], [c[:] for c in self.cups], self.row[:], self.row_masks[:])
        t.hand_caps, t.hand_titles = [h[:] for h in self.hand_caps], [h[:] for h in self.hand_titles]
        return t


TABLE_ZONES = [
    Zone("deck", "cards", HIDDEN, carries=Carried(("deck_caps", "deck_titles"), printed)),
    Zone("hands", "cards", OWNER, carries=Carried(("hand_caps", "hand_titles"), printed)),
    Zone("cups", "dice", OWNER, values=Die("d6", (1, 2, 3, 4, 5, 6))),
    Zone("row", "dice", MASKED, masks="row_masks", values=LOADED),
]


def reference_table_redeal(world: Any, viewer: int, zones: list[Zone], rng: Rng) -> None:
    """The definition: components redealt pool by pool; then every unseen value, zone by zone and
    slot by slot, drawn from its die; then every unseen slot's carried attributes read off its item."""
    reference_redeal(world, viewer, [z for z in zones if z.values is None], rng)
    for zone in zones:
        if zone.values is not None:
            for owner, index in zone.unknown_slots(world, viewer):
                zone.items(world, owner)[index] = zone.values.roll(rng)
    for zone in zones:
        if zone.carries is not None:
            for owner, index in zone.unknown_slots(world, viewer):
                for name, value in zip(
                    zone.carries.names, printed(world, zone.items(world, owner)[index]), strict=True
                ):
                    zone.column(world, name, owner)[index] = value


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 40), max_size=10), st.integers(1, 3), st.integers(0, 2**32), st.data())
def test_values_are_drawn_again_and_carried_attributes_follow_their_items(
    deck: list[int], players: int, seed: int, data: Any
) -> None:
    hands = [data.draw(st.lists(st.integers(0, 40), max_size=4)) for _ in range(players)]
    cups = [data.draw(st.lists(st.integers(1, 6), max_size=5)) for _ in range(players)]
    row = data.draw(st.lists(st.integers(0, 1), max_size=5))
    masks = [data.draw(st.sampled_from([0, 1, 2, 3, -1])) for _ in row]
    table = Table(deck, hands, cups, row, masks)
    viewer = data.draw(st.integers(0, players - 1))
    a, b = table.copy(), table.copy()
    ra, rb = Rng(seed), Rng(seed)
    redeal(a, viewer, TABLE_ZONES, ra)
    reference_table_redeal(b, viewer, TABLE_ZONES, rb)
    assert vars(a) == vars(b) and ra.state == rb.state
    assert a.cups[viewer] == table.cups[viewer] and a.hands[viewer] == table.hands[viewer]
    assert all(a.row[i] == table.row[i] for i in range(len(row)) if knows(masks[i], viewer))
    assert all(v in (0, 1) for v in a.row)  # a face of weight 0 is never drawn
    assert [len(c) for c in a.cups] == [len(c) for c in cups]
    for t in range(players):
        if t != viewer:
            assert [(c, n) for c, n in zip(a.hand_caps[t], a.hand_titles[t], strict=True)] == [
                printed(a, c) for c in a.hands[t]
            ]


def test_a_redeal_draws_hidden_dice_again_and_never_keeps_their_multiset() -> None:
    """What a zone of cards would keep (the unseen items, only moved) a zone of values does not."""
    table = Table([], [[], []], [[1, 1, 2], [6, 6, 6]], [], [])
    drawn = []
    for seed in range(200):
        world = table.copy()
        redeal(world, 0, TABLE_ZONES, Rng(seed))
        assert world.cups[0] == [1, 1, 2]
        drawn.append(tuple(sorted(world.cups[1])))
    assert len(set(drawn)) > 40 and drawn.count((6, 6, 6)) < 5  # of the 56 multisets; the truth is one


class Announced(Assembled):
    """Two seats, two hidden dice each, and each cup's total announced: a fact tying the values together."""

    __slots__ = ("cups", "players", "rng", "totals")
    ZONES = (Zone("cups", "dice", OWNER, values=Die("d6", (1, 2, 3, 4, 5, 6))),)

    def __init__(self, cups: list[list[int]]) -> None:
        self.players, self.cups, self.rng = len(cups), cups, Rng(0)
        self.totals = [sum(c) for c in cups]

    def clone(self) -> Announced:
        return Announced([c[:] for c in self.cups])

    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        """The announced totals hold: the cups the seat cannot see are drawn again until they agree."""
        while any(sum(world.cups[t]) != self.totals[t] for t in range(self.players)):
            self.ZONES[0].redraw(world, seat, rng)


def test_a_constraint_between_values_goes_in_constrain_and_draws_them_again() -> None:
    state = Announced([[3, 4], [2, 5]])
    worlds = [state.determinize(0, Rng(k)) for k in range(60)]
    assert all(w.cups[0] == [3, 4] and sum(w.cups[1]) == 7 for w in worlds)
    assert len({tuple(w.cups[1]) for w in worlds}) == 6  # every pair of faces that makes 7


def test_a_die_gives_faces_ranges_and_weights() -> None:
    d100, loaded = Die.numbers("d100", 1, 100), Die("loaded", (1, 2, 3), weights=(0.0, 3.0, 1.0))
    assert d100.faces[0] == 1 and d100.faces[-1] == 100 and d100.chance(7) == 0.01 and d100.chance(0) == 0
    rolls = [loaded.roll(Rng(k)) for k in range(400)]
    assert 1 not in rolls and 250 < rolls.count(2) < 350
    assert loaded.chances() == [(1, 0.0), (2, 0.75), (3, 0.25)]
    with pytest.raises(ValueError, match="one weight"):
        Die("bad", (1, 2), weights=(1.0,))


class Vampire(NamedTuple):
    card: int
    blood: int = 0
    capacity: int = 0
    title: str = ""


@dataclass(frozen=True)
class Tile:
    card: int
    capacity: int = 0
    title: str = ""


def test_a_slot_kept_as_a_record_takes_the_dealt_item_and_what_it_brings() -> None:
    brings = Carried(("capacity", "title"), printed, item="card")
    assert brings.onto(Vampire(4, blood=3, capacity=1, title="title 4"), None, 7) == Vampire(7, 3, 1, "title 2")
    assert brings.onto(Tile(4), None, 8) == Tile(8, 2, "title 3")
    assert brings.of(None, 5) == {"capacity": 2, "title": "title 0", "card": 5}
