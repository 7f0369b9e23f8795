"""Scenes for the V:TES rule and card tests: a table put in a given moment with given cards.

    s = table()                              # four Methuselahs, seat 0 to play, nobody in play
    a = ready(s, 0, "Ayelech (G6)", blood=3) # a vampire in seat 0's ready region
    hand(s, 0, "Govern the Unaligned")       # seat 0's hand holds exactly this card
    goto(s, "minion")                        # seat 0's minion phase
    do(s, "play govern-the-unaligned", "mode basic")
    finish_action(s)                         # everybody passes until the action is over
    assert s.pool[1] == 27

Cards are named as the card database names them (crypt cards with their group). Every card put in
place comes from nowhere and goes back nowhere: conservation checks use :func:`owned`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS
from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import END, ActionCourse, MinionPhase
from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.game import NOTATION
from tabletome.games.vtes.model import Minion, facts
from tabletome.games.vtes.phases import DiscardPhase, InfluencePhase, MasterPhase, Turn, UnlockPhase
from tabletome.games.vtes.preconstructed import precon
from tabletome.games.vtes.state import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK, VTESState
from tabletome.games.vtes.table import new_table

HAND_STRIKE = Action("strike", ("hand",))
DECKS = ("Tremere", "Ventrue", "Brujah", "Malkavian", "Toreador", "Nosferatu")


def cid(name: str) -> int:
    return int(load_cards().named(name).id)


def table(n: int = 4, seed: int = 1, decks: Iterable[str] = DECKS, first: int = 0, clear: bool = True) -> VTESState:
    """A table of ``n`` preconstructed decks; with ``clear``, no vampire is uncontrolled and hands are
    emptied into the libraries (tests then put exactly what they need)."""
    s = new_table([precon(d) for d in list(decks)[:n]], seed, first)
    s.enable_log()
    if clear:
        for t in range(n):
            s.library[t].extend(s.hand[t])
            s.hand[t] = []
            for uid in s.uncontrolled[t]:
                s.crypt[t].append(s.minions.pop(uid).card)
            s.uncontrolled[t] = []
    return s


def hand(s: VTESState, seat: int, *names: str) -> None:
    """Seat ``seat``'s hand is exactly these cards (added to what the owner has)."""
    s.hand[seat] = [cid(n) for n in names]
    s.changed()


def ready(s: VTESState, seat: int, name: str, blood: int | None = None, locked: bool = False, **fields: object) -> int:
    """A minion in ``seat``'s ready region: a vampire (blood: its capacity by default) or an ally
    (life: its printed life by default)."""
    card = cid(name)
    f = facts(card)
    amount = (f.capacity if f.crypt else f.life) if blood is None else blood
    uid = s.new_uid()
    s.minions[uid] = Minion(card, seat, amount, locked, f.sect, f.title)._replace(**fields)  # type: ignore[arg-type]
    s.ready[seat].append(uid)
    s.changed()
    return uid


def torpor(s: VTESState, seat: int, name: str, blood: int = 0, locked: bool = False) -> int:
    uid = ready(s, seat, name, blood, locked)
    s.ready[seat].remove(uid)
    s.torpor[seat].append(uid)
    return uid


def uncontrolled(s: VTESState, seat: int, name: str, blood: int = 0) -> int:
    uid = ready(s, seat, name, blood)
    s.ready[seat].remove(uid)
    s.uncontrolled[seat].append(uid)
    return uid


def attach(s: VTESState, host: int, name: str, counters: int = 0, controller: int | None = None, mode: str = "") -> int:
    """A library card on a minion (equipment, retainer, master card)."""
    seat = s.controller(host)
    return ops.put_on(s, cid(name), seat, seat if controller is None else controller, host, counters, mode)


def in_play(s: VTESState, seat: int, name: str, counters: int = 0) -> int:
    """A library card in ``seat``'s area (a location, a master card in play)."""
    uid = ops.put_in_play(s, cid(name), seat, counters)
    s.changed()
    return uid


PHASES = {
    "unlock": (UnlockPhase, MASTER),
    "master": (MasterPhase, MINION),
    "minion": (MinionPhase, INFLUENCE),
    "influence": (InfluencePhase, DISCARD),
    "discard": (DiscardPhase, "end"),
}


def goto(s: VTESState, phase: str, seat: int = 0, turn: int | None = None) -> None:
    """Put the game at the start of ``seat``'s ``phase`` (its window waiting), nothing else pending."""
    window, after = PHASES[phase]
    s.current = seat
    if turn is not None:
        s.turn = turn
    s.stack = [Turn()]
    if phase in ("unlock", "discard"):  # what starts these phases: unlock, the Edge, delays ending...
        s.phase = UNLOCK if phase == "unlock" else DISCARD
        s.changed()
        s.settle()
        return
    s.phase = after
    if phase == "master" or phase == "discard":
        s.phase_actions = 1
    elif phase == "influence":
        s.transfers = 4
    s.push(window(seat))
    s.changed()
    s.settle()
    assert s.phase is not UNLOCK or phase == "unlock"


def legal(s: VTESState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def act(s: VTESState, text: str) -> None:
    """Play one move written as a player writes it (its legality checked as for a player)."""
    s.apply(s.check(NOTATION.read(text, s)))


def do(s: VTESState, *moves: str) -> None:
    for m in moves:
        act(s, m)


def pending(s: VTESState) -> bool:
    from tabletome.games.vtes.play import PendingPlay

    return bool(s.stack) and isinstance(s.stack[-1], PendingPlay)


def play(s: VTESState, slug: str, *steps: str) -> None:
    """Play a card from hand and answer its sub-choices in order; a step with a single possible
    value is taken without asking, so a step no longer asked once the play is complete is skipped,
    but a step asked and not possible fails."""
    act(s, f"play {slug}")
    for step in steps:
        if not pending(s):
            return
        asked = {str(a).split()[0] for a in s.legal_actions()} - {"back"}
        if step.split()[0] not in asked:
            continue  # that choice had one possible value: taken without asking
        act(s, step)


def why(s: VTESState, text: str) -> str:
    return s.why_illegal(NOTATION.read(text, s))


def action(s: VTESState) -> ActionCourse | None:
    for f in reversed(s.stack):
        if isinstance(f, ActionCourse):
            return f
    return None


def pass_until(s: VTESState, done: object, limit: int = 200) -> None:
    """Everybody passes (or ends) until ``done(s)`` holds."""
    for _ in range(limit):
        if done(s):  # type: ignore[operator]
            return
        legal_now = s.legal_actions()
        step = next((a for a in (PASS, END, HAND_STRIKE) if a in legal_now), None)
        assert step is not None, f"cannot pass now: {s.prompt()} {legal(s)}"
        s.apply(step)
    raise AssertionError(f"still waiting after {limit} passes: {s.prompt()}")


def until_legal(s: VTESState, move: str) -> None:
    """Everybody passes until ``move`` is legal for the seat asked; called during an action, failing
    if that action ends first (a move awaited in an action must come in it)."""
    within = action(s) is not None
    pass_until(s, lambda st: move in legal(st) or (within and action(st) is None))
    assert move in legal(s), f"{move} never became legal"


def into_combat(s: VTESState, actor: int, blocker: int) -> None:
    """The actor's Methuselah bleeds their prey, whose minion blocks: combat starts (VT-RES-03)."""
    goto(s, "minion", s.controller(actor))
    do(s, f"bleed {actor}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)


def finish_action(s: VTESState) -> None:
    """Everybody passes until no action is in progress."""
    pass_until(s, lambda st: action(st) is None)


def to_stage(s: VTESState, stage: str) -> None:
    """Everybody passes until the action in progress reaches ``stage`` ("C", "after"...)."""
    pass_until(s, lambda st: action(st) is not None and action(st).stage == stage)  # type: ignore[union-attr]


def owned(s: VTESState, seat: int) -> Counter[int]:
    """Every card ``seat`` owns, wherever it is (for conservation checks)."""
    return s.owned(seat)


def move(verb: str, *args: object) -> Action:
    return Action(verb, tuple(args))  # type: ignore[arg-type]


__all__ = [
    "DISCARD",
    "INFLUENCE",
    "MINION",
    "UNLOCK",
    "act",
    "action",
    "attach",
    "cid",
    "do",
    "finish_action",
    "goto",
    "hand",
    "in_play",
    "legal",
    "move",
    "owned",
    "pass_until",
    "pending",
    "play",
    "ready",
    "table",
    "to_stage",
    "torpor",
    "uncontrolled",
    "why",
]
