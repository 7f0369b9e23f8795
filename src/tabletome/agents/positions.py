"""Positions a seat has seen: where the rules let a position come back (a die marked, then unmarked),
a player that always plays its best move can go round in circles. The agents name a position by
the seat's view, the same in every world that seat may be in."""

from __future__ import annotations

import pickle

from tabletome.engine.state import State


def position_key(state: State, seat: int) -> int:
    """A number naming the position as ``seat`` sees it: equal for every determinization of its view."""
    return hash(pickle.dumps(state.view(seat), protocol=pickle.HIGHEST_PROTOCOL))
