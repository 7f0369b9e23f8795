"""The judge of the undo tests: whether a decision showed its own seat something new.

A take-back must never give a second try at something left to chance or hidden: the seat would
see the dice, the card or the tile, then choose again. The judge does not read the rules' own
counters (``State.reveals``): it replays the decision in a few worlds that agree with what the
seat saw before it (hidden cards redealt, a new source of chance, ``determinize``). When the
seat's view afterwards differs in one of them, the decision showed it something it could not
know, and no undo may cross it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tabletome.engine import Game, State, get_game
from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng, derive_seed

WORLDS = 3  # a die matches the true roll in all three worlds once in 216 tries: the judge may miss it

#: Every game and mode, the smallest table, and the seeds the tests play.
CASES: dict[str, tuple[str, dict[str, Any]]] = {
    "hexer": ("hexer", {"players": 2}),
    "arkham_noir": ("arkham_noir", {}),
    "cyclades": ("cyclades", {"players": 2}),
    "elder_sign_museum": ("elder_sign", {"players": 1}),
    "elder_sign_pyramid": ("elder_sign", {"players": 1, "mode": "lightless_pyramid"}),
    "vtes": ("vtes", {"players": 2}),
    "crazy_eights": ("crazy_eights", {"players": 2}),
    "liars_dice": ("liars_dice", {"players": 2}),
}

#: Reveals the rules do not count, left out of the play test (none today).
KNOWN_GAPS: dict[str, tuple[str, ...]] = {}
#: Parts of a view the judge does not compare. V:TES asks a seat into a reaction window only when
#: its hidden hand holds a card for it, so who is asked next tells the table something (a leak of
#: the game itself, whatever undo does); the rest of the view is still judged.
UNJUDGED: dict[str, tuple[str, ...]] = {"vtes": ("prompt", "decisions", "to_move")}


def learned(state: State, action: Action, seat: int, case: str = "", worlds: int = WORLDS) -> bool:
    """Whether ``action``, played now, shows ``seat`` something its view did not fix."""
    real = state.clone()
    real.apply(action)
    want = _judged(real, seat, case)
    for k in range(worlds):
        world = state.determinize(seat, Rng(derive_seed("undo judge", k)))
        world.apply(world.check(action))
        if _judged(world, seat, case) != want:
            return True
    return False


def _judged(state: State, seat: int, case: str) -> dict[str, Any]:
    skip = UNJUDGED.get(case, ())
    return {k: v for k, v in state.view(seat).items() if k not in skip}


def gap(case: str, action: Action) -> bool:
    return any(str(action).startswith(prefix) for prefix in KNOWN_GAPS.get(case, ()))


@dataclass
class Tally:
    """What a play test saw: undos refused after a reveal, and undos of quiet decisions."""

    revealed: int = 0
    quiet: int = 0
    quiet_taken_back: int = 0
    refusals: list[str] = field(default_factory=list)

    def check(self, case: str) -> None:
        assert self.revealed > 0, f"{case}: no decision revealed anything; play longer"
        assert self.quiet > 0 and self.quiet_taken_back >= 0.8 * self.quiet, (
            f"{case}: only {self.quiet_taken_back} of {self.quiet} decisions that revealed nothing could be "
            f"taken back (undo must stay useful): {self.refusals[:5]}"
        )


def moves(game: Game, options: dict[str, Any], seed: int, limit: int) -> Iterator[int]:
    """Seeded picks: the index of the legal action to play, ``limit`` times at most."""
    pick = Rng(derive_seed("undo picks", game.id, seed, sorted(options.items())))
    for _ in range(limit):
        yield pick.next64()


def case_game(case: str) -> tuple[Game, dict[str, Any]]:
    game_id, options = CASES[case]
    return get_game(game_id), dict(options)
