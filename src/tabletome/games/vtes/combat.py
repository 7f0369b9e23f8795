"""V:TES combat without card effects (step 3): rounds, range, strikes, damage, torpor (VT-CMB to VT-PRS).

A :class:`Combat` frame (automatic) runs the seven steps of a round (VT-CMB-07) between the
acting vampire and the blocker (VT-CMB-01); each combatant's strike is a :class:`StrikeChoice`
frame for its controller (VT-STR-02: the acting minion first). Without cards:

- range: every round is at close range (VT-RNG-02) and nobody has a maneuver (VT-RNG-03), so
  "before range" (VT-RNG-01), the maneuvers (VT-RNG-04 to 06) and "before strikes" (VT-RNG-07)
  are empty steps;
- strikes: the only strike is the hand strike, for the striker's strength, 1 by default
  (VT-STR-03, VT-STR-06). With one option the :class:`StrikeChoice` is taken automatically
  (its ``seat`` is None), but it lists its options like a decision, so cards can add strikes;
- damage: both strikes resolve together (VT-STR-02); no prevention exists (VT-DMG-02); a vampire
  mends each point by burning 1 blood to the bank (VT-DMG-03); a point it cannot mend wounds it
  (VT-DMG-04) and it goes to torpor, keeping its blood (none is left) and its lock
  (VT-DMG-05, VT-TORP-01); a combatant leaving the ready region ends the combat (VT-CMB-09);
- press: presses come only from cards (VT-PRS-01), so the combat ends after its first round
  (VT-PRS-03); the end-of-round step (VT-PRS-04) is empty.

Not reachable without cards: aggravated damage (VT-DMG-07 to VT-DMG-11), allies and retainers
(VT-DMG-06), dodges, first strike, combat ends, steal blood, additional strikes (VT-STR-07 to
VT-STR-17), long range, environmental damage and immunity (VT-DMG-12, VT-DMG-13).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why

from .state import VTESState

CLOSE, LONG = "close", "long"
HAND = "hand"  # the hand strike (VT-STR-03, VT-STR-06)
STRENGTH = 1  # a vampire's default strength (VT-STR-06)

# the steps of a round (VT-CMB-07)
RANGE, STRIKE_ACTING, STRIKE_OPPOSING, DAMAGE, PRESS, END_ROUND = range(6)


@cache
def strike_action(k: int) -> Action:
    return Action("strike", (k,))


def strength(s: VTESState, seat: int, index: int) -> int:
    """A vampire's strength: 1 without cards (VT-STR-06)."""
    return STRENGTH


def strikes(s: VTESState, seat: int, index: int, rng: str) -> tuple[str, ...]:
    """The strikes a combatant may choose: without cards, only the hand strike (VT-STR-03)."""
    return (HAND,)


class StrikeChoice(Frame):
    """A combatant's controller chooses its strike for the pair (VT-STR-01, VT-STR-02).

    ``strike K`` picks option K. With a single option the frame is automatic (``seat`` None) and
    takes it; the chosen strike is read by the :class:`Combat` frame in ``child_done``.
    """

    __slots__ = ("owner", "index", "choices", "chosen")

    def __init__(self, owner: int, index: int, choices: tuple[str, ...]) -> None:
        super().__init__(owner if len(choices) > 1 else None)
        self.owner = owner
        self.index = index
        self.choices = choices
        self.chosen: str | None = None

    def prompt(self, state: VTESState) -> str:
        return "Combat: choose your strike: " + ", ".join(f"{k} {c}" for k, c in enumerate(self.choices, 1)) + "."

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        for k in range(1, len(self.choices) + 1):
            yield strike_action(k)

    def run(self, state: VTESState) -> None:
        self.resolve(state, strike_action(1))

    def resolve(self, state: VTESState, action: Action) -> None:
        self.chosen = self.choices[int(action.args[0]) - 1]
        state.finish(self)

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"strike": self.owner, "vampire": self.index + 1, "choices": list(self.choices)}


class Combat(Frame):
    """Combat between the acting vampire (``a``) and the opposing one (``b``), both ready (VT-CMB-02)."""

    __slots__ = ("a_seat", "a_index", "b_seat", "b_index", "round", "range", "step", "strike_a", "strike_b")

    def __init__(self, a_seat: int, a_index: int, b_seat: int, b_index: int) -> None:
        super().__init__(None)
        self.a_seat, self.a_index = a_seat, a_index
        self.b_seat, self.b_index = b_seat, b_index
        self.round = 1
        self.range = CLOSE
        self.step = RANGE
        self.strike_a = self.strike_b = HAND

    def run(self, state: VTESState) -> None:
        s = state
        step = self.step
        if step == RANGE:  # VT-RNG-01 to VT-RNG-07: close range, no maneuver without cards
            self.range = CLOSE
            self.step = STRIKE_ACTING
        elif step == STRIKE_ACTING:  # VT-STR-02: the acting minion chooses first
            self.step = STRIKE_OPPOSING
            s.push(StrikeChoice(self.a_seat, self.a_index, strikes(s, self.a_seat, self.a_index, self.range)))
        elif step == STRIKE_OPPOSING:
            self.step = DAMAGE
            s.push(StrikeChoice(self.b_seat, self.b_index, strikes(s, self.b_seat, self.b_index, self.range)))
        elif step == DAMAGE:
            self.step = END_ROUND if self.resolve_strikes(s) else PRESS
        elif step == PRESS:  # VT-PRS-01: presses come only from cards; no press: the combat ends
            self.step = END_ROUND
        else:  # VT-PRS-04: the end of round, then the end of combat (VT-PRS-03)
            s.finish(self)

    def child_done(self, state: VTESState, child: Frame) -> None:
        if isinstance(child, StrikeChoice) and child.chosen is not None:
            if child.owner == self.a_seat:
                self.strike_a = child.chosen
            else:
                self.strike_b = child.chosen

    def resolve_strikes(self, s: VTESState) -> bool:
        """Both strikes resolve at once (VT-STR-02), then damage (VT-STR-13). True if the combat
        ends because a combatant left the ready region (VT-CMB-09)."""
        to_b = strike_damage(s, self.strike_a, self.a_seat, self.a_index, self.range)
        to_a = strike_damage(s, self.strike_b, self.b_seat, self.b_index, self.range)
        torpid_a = take_damage(s, self.a_seat, self.a_index, to_a)
        torpid_b = take_damage(s, self.b_seat, self.b_index, to_b)
        if torpid_a:
            to_torpor(s, self.a_seat, self.a_index)
        if torpid_b:
            to_torpor(s, self.b_seat, self.b_index)
        return torpid_a or torpid_b

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {
            "combat": [self.a_seat, self.a_index + 1, self.b_seat, self.b_index + 1],
            "round": self.round,
            "range": self.range,
        }


def strike_damage(s: VTESState, strike: str, seat: int, index: int, rng: str) -> int:
    """Damage dealt by a strike: a hand strike deals the striker's strength at close range (VT-STR-06)."""
    if strike == HAND and rng == CLOSE:
        return strength(s, seat, index)
    return 0


def take_damage(s: VTESState, seat: int, index: int, n: int) -> bool:
    """Normal damage on a ready vampire (VT-DMG-01): no prevention without cards (VT-DMG-02); each
    point is mended by burning 1 blood to the bank (VT-DMG-03); if some is left, the vampire is
    wounded (VT-DMG-04) and True is returned: it goes to torpor (VT-DMG-05)."""
    v = s.ready[seat][index]
    mended = min(v.blood, n)
    if mended:
        s.ready[seat][index] = v._replace(blood=v.blood - mended)
    return n > mended


def to_torpor(s: VTESState, seat: int, index: int) -> None:
    """VT-TORP-01, VT-TORP-02: the wounded vampire moves to its controller's torpor region, with its
    blood and lock; it is still controlled."""
    s.torpor[seat].append(s.ready[seat].pop(index))
