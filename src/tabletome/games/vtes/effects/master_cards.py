"""Master cards other than locations (VT-CARD-32 to VT-CARD-44): cards put on vampires or in play,
trifles (VT-CARD-35), archetypes, Discipline cards (VT-CARD-37), out-of-turn cards (VT-CARD-41)."""

from __future__ import annotations

from collections.abc import Iterator

from .. import ops
from ..hooks import MASTER, Ability, Ctx, Play, Use
from ..state import VTESState
from ..stats import is_vampire
from .base import Args, abilities, any_ready_minion, bearer, card, lock_target, put_self_on, vampire_you_control

# ------------------------------------------------------------------------ blood to and from the pool


def blood_doll_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    uid = bearer(s, src)
    if uid in s.minions:
        if s.minions[uid].blood > 0:
            yield ("to-pool",)
        if s.pool[seat] > 1:
            yield ("to-vampire",)


def move_blood_or_pool(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    if p.targets[0] == "to-pool":
        ops.blood_to_pool(s, uid, p.seat, 1)
    else:
        ops.pool_to_blood(s, p.seat, uid, 1)


card("Blood Doll", Use(MASTER, put_self_on("target"), targets=vampire_you_control, text="put on a vampire you control"))
abilities(
    "Blood Doll",
    Ability(
        "move 1 blood between this vampire and your pool",
        frozenset(("master",)),
        move_blood_or_pool,
        targets=blood_doll_targets,
        once="turn",
        user="host",
    ),
)


def any_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for t in s.remaining():
        for v in s.ready[t] + s.torpor[t]:
            if is_vampire(s, v):
                yield (v,)


def vessel(s: VTESState, p: Play) -> None:
    """Put on a vampire; burn a Blood Doll on it if any (the card's "you can": taken, as it frees the
    vampire of a card that does the same in the master phase)."""
    put_self_on("target")(s, p)


card("Vessel", Use(MASTER, vessel, targets=any_vampire, text="put on a vampire"), kinds=("trifle",))
abilities(
    "Vessel",
    Ability(
        "move 1 blood between this vampire and your pool",
        frozenset(("unlock",)),
        move_blood_or_pool,
        targets=blood_doll_targets,
        once="turn",
        user="host",
    ),
)


card("Misdirection", Use(MASTER, lock_target, targets=any_ready_minion, text="lock a minion"))
