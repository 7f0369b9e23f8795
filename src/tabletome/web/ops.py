"""What people do at a table besides playing: choose what they bring before the start (their deck),
take a move back, ask for advice, play again, reissue a lost seat link, hand over the seat of
somebody who left.

Every operation is authorized by a seat's token and happens on the process that owns the table
(requests are forwarded there like any other). What it changes in the game goes through the
action log (a take-back removes actions in one transaction); what it tells the others is an
event of the table, shown on every seat's page and kept in the record.
"""

from __future__ import annotations

import asyncio
import functools
import secrets
import time
from typing import TYPE_CHECKING, Any

from tabletome.agents import ISMCTSAgent, make_agent
from tabletome.engine import Edition, State, TabletomeError
from tabletome.engine.capabilities import CLOCK_SEAT
from tabletome.engine.i18n import N_, SOURCE, _, ngettext, seat_words
from tabletome.engine.i18n.retell import told
from tabletome.engine.rng import Rng, derive_seed

from .editions import check_texts, edition_ref
from .errors import WebError
from .limits import refuse
from .runtime import HUMAN, TableRuntime, played_by_ai
from .store import FINISHED, PLAYING, SETUP, Choice, token_hash

if TYPE_CHECKING:
    from .tables import TableManager

HINT_SECONDS = 1.0


STARTED = N_("The game has started: what each player brings is chosen before the start.")
#: The table's events, written in English (the database and the record keep them so) and told
#: again in the reader's language where a page shows them (pages.told_events).
ASKS_UNDO = N_("{seat} asks to take back a move; {names} must agree.")
REFUSES_UNDO = N_("{seat} does not agree: the move stays played.")
TOOK_BACK_ONE, TOOK_BACK = N_("{seat} took back {n} move."), N_("{seat} took back {n} moves.")
ADVICE = N_("{seat} asked for advice before move {n}.")
NEW_LINK = N_("{seat} took a new link for their seat; the old one no longer works.")
GAVE_LINK = N_("{by} gave {seat}'s seat a new link; the old one no longer works.")
GAVE_LINK_AWAY = N_(
    "{by} gave {seat}'s seat a new link after {seat} had been away for {time}; the old one no longer works."
)
PROPOSES = N_("{by} proposes to hand {seat}'s seat to {kind}.")
FREED = N_("{seat}'s seat was freed for somebody else to join.")
HANDED = N_("{seat}'s seat was handed to the {kind} AI.")
EVENTS = (
    ASKS_UNDO,
    REFUSES_UNDO,
    TOOK_BACK_ONE,
    TOOK_BACK,
    ADVICE,
    NEW_LINK,
    GAVE_LINK_AWAY,
    GAVE_LINK,
    PROPOSES,
    FREED,
    HANDED,
)


async def note(mgr: TableManager, rt: TableRuntime, seat: int | None, kind: str, text: str) -> None:
    """An event every seat sees (and the record keeps)."""
    await mgr.db(mgr.store.add_event, rt.id, rt.n, seat, kind, text)
    rt.events.append({"at_action": rt.n, "seat": seat, "kind": kind, "text": text})
    rt.rev += 1
    mgr.changed(rt, kick=False)


def events_for(rt: TableRuntime) -> list[dict[str, Any]]:
    return list(rt.events)


# ------------------------------------------------------------------------ the setup stage
async def choose(mgr: TableManager, rt: TableRuntime, seat: int, given: dict[str, str]) -> None:
    """A person's seat chooses what it brings (its deck) while the table is set up: the table's
    edition gets it and the start is dealt again (no move has been played); when nobody is left
    choosing, the game starts. A refused choice changes nothing."""
    _may_choose(rt, seat)
    texts = check_texts(rt.game, given, max_lines=mgr.settings.deck_lines)
    rate = mgr.settings.moves_per_second
    if rate > 0:
        refuse(mgr.limiter.check(f"inputs:{rt.id}:{seat}", rate, 2 * rate), N_("Too many choices from this seat."))
    async with rt.lock:
        _may_choose(rt, seat)  # the table may have started while we waited
        mine = {**rt.inputs.get(seat, {}), **texts}
        edition = await mgr.editions.with_inputs(rt.game, rt.edition, {seat: mine})
        state = await asyncio.get_running_loop().run_in_executor(None, _dealt, rt, edition)
        waiting = [s for s in rt.waiting if s != seat]
        inputs = {**rt.inputs, seat: mine} if waiting else {}  # kept only while people choose
        ref, data = edition_ref(rt.game, edition)
        started = None if waiting else time.time()  # the last choice starts the game, and its clock
        choice = Choice(
            rt.game.id,
            ref,
            data,
            waiting,
            {str(k): v for k, v in inputs.items()} or None,
            *_start(rt, state, waiting),
            started_at=started,
        )
        if not await mgr.db(mgr.store.choose, rt.id, choice):
            raise WebError(409, STARTED)
        _start_again(rt, edition, ref, state)
        rt.waiting, rt.inputs, rt.started_at = waiting, inputs, started
    mgr.changed(rt)  # everybody watching is told; once the game starts, the AI seats play


def _start(rt: TableRuntime, state: State, waiting: list[int]) -> tuple[str, int | None, bool]:
    """The table's status, who moves first and whether an AI does, after a choice."""
    to_move = state.to_move
    if waiting:
        return SETUP, to_move, False
    return (PLAYING if to_move is not None else FINISHED), to_move, to_move is not None and rt.kinds[to_move] != HUMAN


def _may_choose(rt: TableRuntime, seat: int) -> None:
    if not rt.in_setup:
        raise WebError(409, STARTED)
    if rt.kinds[seat] != HUMAN:
        raise WebError(409, played_by_ai(rt, seat))


def _dealt(rt: TableRuntime, edition: Edition) -> State:
    """The start of the table again, from its options and seed, with ``edition`` (a worker thread)."""
    try:
        state = rt.game.new_state(rt.record.options, rt.record.seed, edition)
    except TabletomeError as exc:  # a deck the rules cannot play (a card not implemented, ...)
        raise WebError(422, str(exc)) from None
    if state.players != rt.players:
        raise WebError(
            422,
            _("{game} set up {n} seats, but the table has {players}.").format(
                game=rt.game.name, n=state.players, players=rt.players
            ),
        )
    state.enable_log()
    return state


def _start_again(rt: TableRuntime, edition: Edition, ref: dict[str, Any], state: State) -> None:
    """The table's edition and start replaced (no action was played): pages and AI players anew."""
    rt.edition = edition
    rt.record.edition = ref
    rt.state = state
    rt.history.clear()
    rt.remember(None, None)
    rt.agents.clear()
    rt.rev += 1


# ------------------------------------------------------------------------ taking a move back
def undo_target(rt: TableRuntime, seat: int) -> tuple[int, list[int]]:
    """The log position of ``seat``'s last action, and the other people who played after it."""
    for k in range(rt.n - 1, -1, -1):
        if rt.movers[k] == seat:
            after = {rt.movers[i] for i in range(k + 1, rt.n)}
            if CLOCK_SEAT in after:  # played where it came, as the record replays it: never moved
                raise WebError(409, N_("The clock played since your move; it stays played."))
            people = sorted(t for t in after if t != seat and 0 <= t < rt.players and rt.kinds[t] == HUMAN)
            return k, people
    raise WebError(409, N_("You have no move to take back."))


def _replayed(rt: TableRuntime, keep: int) -> State:
    return rt.record.replay(keep, narrate=True, edition=rt.edition)


async def ask_undo(mgr: TableManager, rt: TableRuntime, seat: int) -> dict[str, Any]:
    """Take back ``seat``'s last move (and the AI moves after it), or ask the people who played since."""
    if rt.over:
        raise WebError(409, N_("The game is over; open its replay instead."))
    async with rt.lock:
        keep, people = undo_target(rt, seat)
        before = await asyncio.get_running_loop().run_in_executor(None, _replayed, rt, keep)
        if before.undo_barrier() != rt.state.undo_barrier():  # a card seen, a die rolled: no second try
            raise WebError(409, N_("Something hidden was revealed since your move (a card, a die): it stays played."))
        if people:
            rt.undo_request = {"seat": seat, "keep": keep, "n": rt.n, "waiting": people, "label": rt.labels[seat]}
            rt.rev += 1
    if people:
        names = ", ".join(rt.labels[t] for t in people)
        await note(mgr, rt, seat, "undo", ASKS_UNDO.format(seat=rt.labels[seat], names=names))
        return {"done": False, "waiting": people}
    await _take_back(mgr, rt, seat, keep, before)
    return {"done": True, "waiting": []}


async def answer_undo(mgr: TableManager, rt: TableRuntime, seat: int, accept: bool) -> dict[str, Any]:
    request = rt.undo_request
    if request is None or seat not in request["waiting"]:
        raise WebError(409, N_("Nobody is waiting for your answer to a take-back."))
    if not accept:
        rt.undo_request = None
        await note(mgr, rt, seat, "undo", REFUSES_UNDO.format(seat=rt.labels[seat]))
        return {"done": False, "waiting": []}
    request["waiting"] = [t for t in request["waiting"] if t != seat]
    rt.rev += 1
    if request["waiting"]:
        return {"done": False, "waiting": request["waiting"]}
    async with rt.lock:
        if rt.undo_request is not request or rt.n != request["n"]:
            raise WebError(409, N_("The table moved on; the take-back no longer stands."))
        rt.undo_request = None
        before = await asyncio.get_running_loop().run_in_executor(None, _replayed, rt, request["keep"])
    await _take_back(mgr, rt, request["seat"], request["keep"], before)
    return {"done": True, "waiting": []}


async def _take_back(mgr: TableManager, rt: TableRuntime, seat: int, keep: int, before: State) -> None:
    """Remove the actions from ``keep`` on in the log (one transaction), then here: the state is
    the replay up to ``keep``, so its random generator is restored and a die cannot be rerolled."""
    async with rt.lock:
        if rt.thinking and rt.ai_task is not None:
            rt.ai_task.cancel()
        to_move = before.to_move
        ai_turn = to_move is not None and rt.kinds[to_move] != HUMAN
        if not await mgr.db(mgr.store.take_back, rt.id, keep, rt.n, to_move, ai_turn):
            raise WebError(409, N_("The table moved on; the take-back was not done."))
        taken = rt.n - keep
        rt.state = before
        del rt.record.actions[keep:]
        del rt.movers[keep:]
        rt.record.outcome = None
        rt.history.clear()
        rt.remember(None, None)
        rt.agents.clear()
    await note(
        mgr, rt, seat, "undo", (TOOK_BACK_ONE if taken == 1 else TOOK_BACK).format(seat=rt.labels[seat], n=taken)
    )
    mgr.ai.kick(rt)


# ------------------------------------------------------------------------ advice
def _estimate(rt: TableRuntime, state: State, seat: int, seed: int) -> list[dict[str, Any]]:
    """Each legal move with the search player's estimate of the seat's chance, from its own view."""
    agent = ISMCTSAgent(rt.game, seed, iterations=100_000, settle=False)
    agent.deadline = time.perf_counter() + HINT_SECONDS
    root = agent.search(state, seat, settle=False)
    ranked = sorted(root.children.values(), key=lambda an: (-an[1].mean, -an[1].visits))
    return [{"action": str(a), "win": round(node.mean, 3), "visits": node.visits} for a, node in ranked]


async def hint(mgr: TableManager, rt: TableRuntime, seat: int) -> dict[str, Any]:
    """What the search player would do from ``seat``'s view (never the truth); the others are told."""
    if rt.in_setup:
        raise WebError(409, rt.not_started())
    if not rt.hints:
        raise WebError(409, N_("Advice is off at this table (its creator chose so, or several people play)."))
    if rt.state.to_move != seat:
        raise WebError(409, N_("Advice is for your own turn."))
    from . import tutorial  # a guided first game: its step is the advice

    tutorial.no_hint(rt)
    snapshot = rt.state.clone()  # searched from the seat's determinizations only
    seed = derive_seed(rt.record.seed, "hint", rt.n, seat)
    loop = asyncio.get_running_loop()
    moves = await loop.run_in_executor(None, functools.partial(_estimate, rt, snapshot, seat, seed))
    await note(mgr, rt, seat, "hint", ADVICE.format(seat=rt.labels[seat], n=rt.n + 1))
    return {"moves": moves, "best": moves[0]["action"] if moves else None}


async def odds(rt: TableRuntime, seat: int) -> dict[str, Any]:
    """The game's exact odds for each of the seat's moves (rules arithmetic on open facts: no
    advice from search, so it is open to every table and the others are not told)."""
    from tabletome.engine.capabilities import Odds

    if not isinstance(rt.game, Odds):
        raise WebError(409, _("{game} does not work out odds.").format(game=rt.game.name))
    if rt.in_setup:
        raise WebError(409, rt.not_started())
    if rt.state.to_move != seat:
        raise WebError(409, N_("Odds are for your own turn."))
    snapshot = rt.state.determinize(seat, Rng(derive_seed(rt.record.seed, "odds", rt.n, seat)))
    loop = asyncio.get_running_loop()
    answer = await loop.run_in_executor(None, rt.game.odds, snapshot, seat)
    moves = [{**m, "note": told(m["note"])} if m.get("note") else m for m in answer.get("moves", [])]
    return {"moves": moves, "note": told(answer.get("note", ""))}  # the game's English, told here


# ------------------------------------------------------------------------ playing again
async def rematch(mgr: TableManager, rt: TableRuntime, seat: int) -> tuple[TableRuntime, str]:
    """The same seats and options with a new seed: the first asker creates it, later ones join it."""
    if not rt.over:
        raise WebError(409, N_("The game is not over yet."))
    if rt.next_id is None:
        from .tables import NewTable

        opts = dict(rt.record.options)
        spec = NewTable(rt.game, list(rt.kinds), opts, rt.edition, None, rt.name, seat, rt.hints, rt.idle_limit)
        spec.position = rt.record.position  # a game that began at a position begins there again
        new, _, token = await mgr.open_table(spec, rt.creator or "")
        rt.next_id = await mgr.db(mgr.store.set_next, rt.id, new.id)
        rt.rev += 1
        mgr.changed(rt, kick=False)
        if rt.next_id == new.id and token is not None:
            return new, token
    assert rt.next_id is not None
    new = await mgr.get(rt.next_id)
    return new, await mgr.join(new, seat)


# ------------------------------------------------------------------------ seats
async def reissue(mgr: TableManager, rt: TableRuntime, by: int, seat: int) -> str:
    """A person's seat gets a new secret (the old link stops working), and the table is told.

    The link opens the seat's private view (a hand, hidden gold), so it goes to the seat's own
    person whenever they ask, and to the table's creator only for a free seat or once the person
    has been away ``abandoned_seconds`` (no live connection, no request): a lost link."""
    mgr.seat_exists(rt, seat)
    if by != seat and (rt.creator_seat is None or by != rt.creator_seat):
        raise WebError(403, N_("Only the table's creator, or the seat's own player, may reissue a seat's link."))
    if rt.kinds[seat] != HUMAN:
        raise WebError(409, played_by_ai(rt, seat))
    away = None if by == seat or rt.token_hashes[seat] is None else await _abandoned(mgr, rt, seat)
    token = secrets.token_urlsafe(24)
    hashed = token_hash(token)
    await mgr.db(mgr.store.set_seat, rt.id, seat, HUMAN, hashed, rt.kinds)
    rt.token_hashes[seat] = hashed
    rt.seen.pop(seat, None)  # whoever opens the new link is the seat's person from now on
    if by == seat:
        said = NEW_LINK.format(seat=rt.labels[seat])
    elif away is not None:
        said = GAVE_LINK_AWAY.format(by=rt.labels[by], seat=rt.labels[seat], time=_duration(away, english=True))
    else:
        said = GAVE_LINK.format(by=rt.labels[by], seat=rt.labels[seat])
    await note(mgr, rt, by, "seat", said)
    return token


async def _abandoned(mgr: TableManager, rt: TableRuntime, seat: int) -> float:
    """How long the person at ``seat`` has been away; 409 while that is shorter than the setting."""
    last = max(rt.seen.get(seat, rt.held_since), await mgr.connections.last_seen(rt.id, seat))
    away = max(0.0, time.time() - last)
    wait = mgr.settings.abandoned_seconds
    if away < wait:
        recent = N_(
            "{seat} was at the table {away} ago: their seat's link can be reissued by them, "
            "or by you once they have been away for {wait}."
        )
        raise WebError(
            409, _(recent).format(seat=seat_words(rt.labels[seat]), away=_duration(away), wait=_duration(wait))
        )
    return away


def _duration(seconds: float, english: bool = False) -> str:
    """A time in words, in the reader's language (in English for an event the record keeps)."""
    lang = SOURCE if english else None
    if seconds < 120:
        n = max(1, round(seconds))
        return ngettext("{n} second", "{n} seconds", n, lang).format(n=n)
    return ngettext("{n} minute", "{n} minutes", round(seconds / 60), lang).format(n=round(seconds / 60))


def idle_seat(rt: TableRuntime) -> int | None:
    """The person to move, if they have kept the others waiting longer than the table allows."""
    seat = rt.state.to_move
    if seat is None or rt.kinds[seat] != HUMAN or rt.idle_limit <= 0 or rt.in_setup:
        return None
    return seat if time.monotonic() - rt.turn_since > rt.idle_limit else None


async def replace(mgr: TableManager, rt: TableRuntime, by: int, seat: int, kind: str) -> dict[str, Any]:
    """Hand an idle person's seat to an AI (``kind``) or free it for somebody else ("nobody"), once
    every other person at the table has agreed."""
    if idle_seat(rt) != seat or by == seat:
        raise WebError(409, _("{seat} is not keeping the table waiting.").format(seat=seat_words(rt.labels[seat])))
    if kind != "nobody":
        _fair_kind(mgr, rt, kind, seat)
    others = [t for t, k in enumerate(rt.kinds) if k == HUMAN and t != seat]
    request = rt.replace_request
    if request is None or request["seat"] != seat or request["kind"] != kind:
        request = rt.replace_request = {"seat": seat, "kind": kind, "agreed": []}
    if by not in request["agreed"]:
        request["agreed"].append(by)
    rt.rev += 1
    waiting = [t for t in others if t not in request["agreed"]]
    if waiting:
        await note(mgr, rt, by, "seat", PROPOSES.format(by=rt.labels[by], seat=rt.labels[seat], kind=kind))
        return {"done": False, "waiting": waiting}
    rt.replace_request = None
    new_kind = HUMAN if kind == "nobody" else kind
    rt.kinds[seat] = new_kind
    rt.token_hashes[seat] = None
    rt.has_human = HUMAN in rt.kinds
    await mgr.db(mgr.store.set_seat, rt.id, seat, new_kind, None, rt.kinds)
    done = FREED.format(seat=rt.labels[seat]) if kind == "nobody" else HANDED.format(seat=rt.labels[seat], kind=kind)
    await note(mgr, rt, None, "seat", done)
    mgr.ai.kick(rt)
    return {"done": True, "waiting": []}


def _fair_kind(mgr: TableManager, rt: TableRuntime, kind: str, seat: int) -> None:
    from .tables import check_kind

    check_kind(rt.game, kind, seat)
    make_agent(kind, rt.game, seat, rt.record.seed)


def record_with_events(rt: TableRuntime) -> dict[str, Any]:
    """The record to download, with the table's events (hints asked for, moves taken back)."""
    record = rt.full_record()
    record.events = events_for(rt)
    return record.to_json()


__all__ = ["answer_undo", "ask_undo", "hint", "note", "reissue", "rematch", "replace"]
