"""``tabletome.sim.fit``: the positions and labels an evaluator is fitted on."""

from __future__ import annotations

import pytest

from tabletome.engine import TabletomeError, get_game
from tabletome.sim.fit import sample_game, seat_features_of

FIVE = ",".join(["heuristic"] * 5)


def test_every_seat_labels_each_seat_with_its_own_result() -> None:
    """With ``every_seat`` each sampled position gives one row a seat, the seat's own features and
    result; seat 0's rows are the rows the default (seat 0 only) samples from the same game."""
    seat0 = sample_game(("vtes", FIVE, 3, 4, "round", False))
    every = sample_game(("vtes", FIVE, 3, 4, "round", True))
    assert len(seat0) == 4 and len(every) == 4 * 5
    assert [row for row, _ in every[0::5]] == [row for row, _ in seat0]
    labels = [label for _, label in every[:5]]
    assert all(labels == [label for _, label in every[k : k + 5]] for k in range(0, 20, 5))
    assert labels[0] == seat0[0][1] and sum(labels) <= 1.0
    # each seat sees the table from its own side: once the seats have played, a position's rows differ
    assert len({tuple(row) for row, _ in every[-5:]}) > 1


def test_every_seat_needs_features_seen_from_each_seat() -> None:
    with pytest.raises(TabletomeError, match="features seen from each seat"):
        seat_features_of(get_game("hexer"))
