"""The usual ways a card is played, as :class:`~...hooks.Use` records with their timing, conditions
and words filled in: ``stealth_mod(1)`` is "+1 stealth" as an action modifier, only when needed;
``intercept(2)`` "+2 intercept" as a reaction of the blocking minion; ``bounce()`` "lock; change
the target of the bleed". Any field can still be given (``intercept(2, when=...)``), and
:func:`.registry.levels` puts two of them at basic and superior level.

:func:`use_gives` reads what a use gives from its primitives and what it announces."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...hooks import ABILITIES, ACTION, MASTER, MODIFIER, REACTION, STATICS, Ability, ActionSpec, Effect, Pred, Use
from .action import Bleed, Intercept, Lock, Redirect, ReduceBleed, Stealth, Wake
from .amounts import Amount
from .minion import LOCATION
from .politics import Votes
from .prims import NOTHING, Gives, gives_of, seq, tags
from .registry import B
from .targets import Minions, Uncontrolled, against_only, bleed_targets_other, predators_predator, side_targets
from .when import (
    ANNOUNCE,
    POLL,
    WAKE,
    bleeding_you,
    bleeding_you_after_blocks,
    during_bleed,
    is_blocker,
    may_gain_votes,
    political_polling,
)

# ------------------------------------------------------------------------ actions


def bleed_action(n: int, stealth: int = 0, text: str = "", **fields: Any) -> Use:
    """ "(D) Bleed with +N bleed" (VT-ACT-32), with +N stealth."""
    return Use(ACTION, action=ActionSpec(bleed=n, stealth=stealth), text=text or f"bleed with +{n} bleed", **fields)


def stealth_action(text: str, effect: Any = None, stealth: int = 1, **fields: Any) -> Use:
    """ "+N stealth action: ..." (an undirected action unless its targets make it directed)."""
    return Use(ACTION, effect, action=ActionSpec(stealth=stealth), text=text, **fields)


# ------------------------------------------------------------------------ action modifiers


def stealth_mod(n: int = 1, *more: Effect, text: str = "", **fields: Any) -> Use:
    """ "+N stealth", only when needed (VT-STL-04), and what else the card does."""
    effect = seq(Stealth(n), *more) if more else Stealth(n)
    return Use(MODIFIER, effect, needs="stealth", text=text or f"+{n} stealth", **fields)


def bleed_mod(n: Amount = 1, *more: Effect, text: str = "", **fields: Any) -> Use:
    """ "+N bleed" during a bleed, counted against the (limited) bleed rule (VT-ACT-12), and what else
    the card does."""
    fields.setdefault("when", during_bleed)
    effect = seq(Bleed(n), *more) if more else Bleed(n)
    return Use(MODIFIER, effect, limited="bleed", text=text or f"+{n} bleed (limited)", **fields)


def votes_mod(n: Amount, text: str = "", **fields: Any) -> Use:
    """ "This vampire gets +N votes" during the polling step of its own political action."""
    return Use(
        MODIFIER,
        Votes(n),
        moments=POLL,
        when=political_polling,
        targets=side_targets,
        text=text or f"this vampire gets +{n} votes",
        **fields,
    )


# ------------------------------------------------------------------------ reactions


def intercept(n: Amount = 1, *more: Effect, when: Pred = is_blocker, text: str = "", **fields: Any) -> Use:
    """ "+N intercept", by the minion attempting to block, only when needed (VT-STL-05), and what else
    the card does."""
    effect = seq(Intercept(n), *more) if more else Intercept(n)
    return Use(REACTION, effect, needs="intercept", when=when, text=text or f"+{n} intercept", **fields)


def bounce(lock: bool = True, text: str = "", **fields: Any) -> Use:
    """ "[Lock this reacting vampire and] change the target of the bleed to another Methuselah other
    than the acting minion's controller", after blocks are declined (VT-BLK-08; also after a failed
    block, ruling ANK 20211003; never to the acting minion's controller, ruling PIB 20130711)."""
    fields.setdefault("when", bleeding_you_after_blocks)
    fields.setdefault("targets", bleed_targets_other)
    effect = seq(Lock(), Redirect()) if lock else Redirect()
    words = "lock; change the target of the bleed" if lock else "change the target of the bleed, without locking"
    return Use(REACTION, effect, text=text or words, **fields)


def reduce_bleed(n: int, **fields: Any) -> Use:
    """ "Reduce a bleed against you by N"."""
    return Use(REACTION, ReduceBleed(n), when=bleeding_you, text=f"reduce the bleed by {n}", **fields)


def wake(text: str = "wake", *more: Effect, **fields: Any) -> Use:
    """ "This reacting vampire wakes" (VT-TERM-20), usable by a locked vampire (ruling LSJ
    20091123: also after resolution), and what else the card does."""
    fields.setdefault("moments", WAKE)
    fields.setdefault("vampire", True)
    effect = seq(Wake(), *more) if more else Wake()
    return Use(REACTION, effect, locked=True, text=text, **fields)


def votes_reaction(n: int, text: str = "", **fields: Any) -> Use:
    """ "+N votes" for a vampire that may still cast, during the polling step of a political
    action."""
    fields.setdefault("targets", side_targets)
    return Use(REACTION, Votes(n), moments=POLL, when=may_gain_votes, text=text or f"+{n} votes", **fields)


# ------------------------------------------------------------------------ master cards


def put_location(text: str) -> Use:
    """A location: put in play (VT-CARD-34)."""
    return Use(MASTER, LOCATION, text=text)


# ------------------------------------------------------------------------ what a use gives


def targets_gives(targets: Any) -> Gives:
    """What a use's targets say: a rival's minion (harmful), a vampire in your uncontrolled region,
    votes against the referendum, your predator's predator."""

    if isinstance(targets, Minions):
        return Gives(harmful=targets.harmful)
    if isinstance(targets, Uncontrolled):
        return tags("uncontrolled")
    if targets is against_only:
        return tags("against")
    if targets is predators_predator:
        return tags("predators-predator")
    return NOTHING


def use_gives(use: Use) -> Gives:
    """What a way of playing a card gives, read off its primitives, what it announces, whom it may
    target and when it is played."""
    out = gives_of(use.effect) if use.effect is not None else NOTHING
    spec = use.action
    if spec is not None:
        out = out + Gives(bleed=spec.bleed or 0, stealth=spec.stealth)
    out = out + targets_gives(use.targets)
    if use.vampire:
        out = out.tagged("vampire-only")
    if use.moments == ANNOUNCE and out.stealth and not use.needs:
        out = out.tagged("even-if-not-needed")
    return out


def ability_gives(ab: Ability) -> Gives:
    """What an ability of a card in play (or a minion's text) gives."""
    out = gives_of(ab.effect)
    spec = ab.action
    if spec is not None:
        out = out + Gives(bleed=spec.bleed or 0, stealth=spec.stealth)
    return out + targets_gives(ab.targets)


#: The numbers a card changes while in play, read by :func:`lasting_gives`.
LASTING = ("bleed", "strength", "intercept", "stealth", "votes")


def lasting_gives(card: int, mode: str) -> Gives:
    """What a card put in play (or on a minion) at ``mode`` keeps giving: its statics that say their
    number (``OnBearer``, ``Const``) and what its abilities give."""

    numbers = dict.fromkeys(LASTING, 0)
    for stat in LASTING:
        for fn in STATICS.get(stat, {}).get(card, ()):
            at = getattr(fn, "at", None)
            if at is not None:
                numbers[stat] += at(mode)
    out = Gives(
        bleed=numbers["bleed"],
        strength=numbers["strength"],
        intercept=numbers["intercept"],
        stealth=numbers["stealth"],
        votes=numbers["votes"],
    )
    for ab in ABILITIES.get(card, ()):
        g = ability_gives(ab)
        out = out + Gives(strength=g.strength, maneuver=g.maneuver, press=g.press)
    return out


# ------------------------------------------------------------------------ several disciplines at once


@dataclass(frozen=True, slots=True)
class Part:
    """What one discipline adds to a card played with several at once ("more than one Discipline
    can be used to play this card"): bleed, stealth, an effect, the targets it needs, its words."""

    text: str
    bleed: int = 0
    stealth: int = 0
    effect: Effect | None = None
    targets: Any = None


def combo_uses(
    parts: dict[str, Part], as_: str = ACTION, prefix: str = "bleed: ", base: Effect | None = None, targets: Any = None
) -> tuple[Use, ...]:
    """Every non-empty combination of the disciplines, each a use at basic level of them all (mode
    ``ani+obf``): a bleed with the parts' bleed and stealth, their effects in order; with ``base``,
    not a bleed but the action the card's text gives whatever the disciplines ("(D) enter combat with
    a locked minion", on ``targets``), the parts' effects after it."""
    out = []
    codes = tuple(parts)
    for n in range(1, len(codes) + 1):
        for combo in combinations(codes, n):
            chosen = [parts[c] for c in combo]
            effects = [e for e in (base, *(pt.effect for pt in chosen)) if e is not None]
            out.append(
                Use(
                    as_,
                    seq(*effects) if len(effects) > 1 else (effects[0] if effects else None),
                    key="+".join(combo),
                    disc=B(*combo),
                    action=ActionSpec(
                        bleed=None if base is not None else sum(pt.bleed for pt in chosen),
                        stealth=sum(pt.stealth for pt in chosen),
                    ),
                    targets=next((pt.targets for pt in chosen if pt.targets is not None), targets),
                    text=prefix + "; ".join(pt.text for pt in chosen),
                )
            )
    return tuple(out)
