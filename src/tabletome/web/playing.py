"""Playing at a table: what a seat sees, the actions people send (checked, written to the log and
played), catching up with what other processes wrote; the record and replay of a finished game.

The methods of :class:`~tabletome.web.tables.TableManager` that move a table on (it inherits
them); see tables.py for the order of an accepted action.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from tabletome.engine import IllegalAction, NotationError, State
from tabletome.engine.i18n import N_, _, seat_words
from tabletome.engine.i18n.retell import told, told_lines
from tabletome.engine.rng import derive_seed
from tabletome.engine.safety import danger

from . import pages, tutorial
from .errors import WebError
from .limits import refuse
from .runtime import HUMAN, TableRuntime, full_view
from .store import Append

if TYPE_CHECKING:
    from .ai import AISeats
    from .cluster import Cluster
    from .hub import Hub
    from .limits import MemoryLimiter
    from .settings import Settings
    from .store import Store
    from .writer import BatchWriter

log = logging.getLogger("tabletome.web")

MAX_ACTION_TEXT = 200
# A write that failed may have landed all the same (the database committed, then the answer was lost).
UNSURE_MOVE = N_(
    "The database did not answer, so your move may or may not have been saved; send it again with the same "
    "move_id and it is played at most once."
)

T = TypeVar("T")


class Playing:
    """What moves a table on (a mixin of TableManager, which gives the attributes below)."""

    settings: Settings
    limiter: MemoryLimiter
    hub: Hub
    cluster: Cluster | None
    ai: AISeats
    tables: dict[str, TableRuntime]
    writer: BatchWriter | None

    if TYPE_CHECKING:

        @property
        def store(self) -> Store: ...

        async def db(self, fn: Callable[..., T], *args: Any) -> T: ...

        def seat_exists(self, rt: TableRuntime, seat: int) -> None: ...

    # ------------------------------------------------------------ what a seat sees
    def summary(self, rt: TableRuntime) -> dict[str, Any]:
        return pages.summary(rt)

    def payload_json(self, rt: TableRuntime, seat: int, log_from: int = 0, at: int | None = None) -> tuple[str, int]:
        return pages.payload_json(rt, seat, log_from, at)

    async def list_tables(self, limit: int = 50) -> list[dict[str, Any]]:
        out = []
        for row, seats in await self.db(self.store.recent, limit):
            rt = self.tables.get(row.id)
            if rt is not None and rt.n >= row.n_actions:
                out.append(pages.summary(rt))
            else:
                out.append(pages.row_summary(row, seats))
        return out

    # ------------------------------------------------------------ acting
    async def act(
        self, rt: TableRuntime, seat: int, text: str, expect: int | None, safe: bool = False, move_id: str | None = None
    ) -> int | None:
        """Play ``text`` for ``seat``: written to the log before this returns, or refused with a reason.

        ``safe``: refuse (409, with the game's sentence) a move that loses at once, judged from the
        seat's own view; the player confirms by sending it again without ``safe``. ``move_id``: the
        client's id of the move; if this seat already played a move under it (its answer was lost,
        or a 503 came after it was written), nothing is played and its action number is returned."""
        if len(text) > MAX_ACTION_TEXT:
            raise WebError(422, _("An action is at most {n} characters.").format(n=MAX_ACTION_TEXT))
        rate = self.settings.moves_per_second
        if rate > 0:
            refuse(self.limiter.check(f"move:{rt.id}:{seat}", rate, 2 * rate), N_("Too many actions from this seat."))
        async with rt.lock:
            if rt.stale:
                await self.sync(rt)  # reads the move ids written meanwhile too
            done = rt.played(move_id, seat) if move_id is not None else None
            if done is not None:
                return done
            await self._play(rt, seat, text, expect, safe, move_id)
        self.changed(rt)
        return None

    async def _play(
        self, rt: TableRuntime, seat: int, text: str, expect: int | None, safe: bool, move_id: str | None
    ) -> None:
        for _attempt in range(20):
            action = self._check(rt, seat, text, expect)
            if safe:
                self._refuse_losing(rt, seat, action)
            try:
                if await self._append(rt, seat, action, move_id):
                    return
            except WebError as exc:
                if exc.status != 503:
                    raise
                raise WebError(503, UNSURE_MOVE, exc.retry_after) from None
            # Another process wrote first: catch up and judge the action again.
            await self.sync(rt)
        raise WebError(503, N_("The table is too busy right now; nothing was changed. Try again."), 1)

    def _check(self, rt: TableRuntime, seat: int, text: str, expect: int | None) -> Any:
        state = rt.state
        if rt.in_setup:
            raise WebError(409, rt.not_started())
        if state.to_move is None:
            raise WebError(409, N_("The game is over."))
        if expect is not None and expect != rt.n:
            moved = N_("The table has moved on since you looked (it now has {n} actions); your action was not played.")
            raise WebError(409, _(moved).format(n=rt.n))
        try:
            action = rt.game.notation(state.edition).read(text, state)
        except (NotationError, IllegalAction) as exc:  # a well-formed request whose text is no move now
            raise WebError(422, str(exc)) from None
        if state.to_move != seat:
            raise WebError(
                409, _("It is not your turn: {seat} is to move.").format(seat=seat_words(rt.labels[state.to_move]))
            )
        tutorial.refuse(rt, seat, str(action))  # a guided first game asks for one move at a time
        try:
            state.check(action)
        except IllegalAction as exc:
            raise WebError(422, str(exc)) from None
        return action

    def _refuse_losing(self, rt: TableRuntime, seat: int, action: Any) -> None:
        reason = danger(rt.game, rt.state, seat, action, derive_seed(rt.record.seed, "danger", rt.n))
        if reason is not None:
            why = told(reason)  # a line the game made (said), or a sentence the catalog may hold whole
            raise WebError(
                409, _("This move loses the game: {reason} Play it again to confirm.").format(reason=why), confirm=why
            )

    async def _append(self, rt: TableRuntime, seat: int, action: Any, move_id: str | None = None) -> bool:
        trial = rt.state.clone()
        trial.apply(action)
        return await self.commit(rt, [(seat, action)], trial, move_id)

    async def commit(
        self, rt: TableRuntime, moves: list[tuple[int, Any]], after: State, move_id: str | None = None
    ) -> bool:
        """Write ``moves`` (played on a copy, giving ``after``) to the log, then play them for real.

        The caller holds ``rt.lock``; False if another process wrote first (nothing changed here).
        ``move_id``: the client's id of the first move, written with it.
        """
        assert self.writer is not None
        oc = after.outcome()
        to_move = after.to_move
        append = Append(
            rt.id,
            rt.n,
            tuple((s, str(a)) for s, a in moves),
            to_move,
            oc.to_json() if oc is not None else None,
            ai_turn=to_move is not None and rt.kinds[to_move] != HUMAN,
            move_id=move_id,
        )
        try:
            ok = await self.writer.write(append)
        except WebError:
            rt.stale = True
            raise
        if ok:
            before = rt.n
            rt.keep_move_id(move_id, rt.n, str(moves[0][1]))
            # The same actions from the same state and seeded RNG: the live state ends as ``after``.
            for seat, action in moves:
                shown = rt.state.shown_action(action)
                rt.state.apply(action)
                rt.record.actions.append(str(action))
                rt.movers.append(seat)
                rt.remember(seat, str(action), shown)
            rt.undo_request = None  # the table moved on: a pending take-back no longer stands
            if oc is not None:
                rt.record.outcome = oc.to_json()
            rt.touch()
            every = self.settings.snapshot_every
            if every > 0 and rt.n // every > before // every:
                await self._keep_position(rt)
        return ok

    async def _keep_position(self, rt: TableRuntime) -> None:
        """Keep the table's position in the database (the caller holds ``rt.lock``); a failure costs
        only the shortcut: the table then comes back by replaying its log."""
        try:
            text = await asyncio.to_thread(rt.state.position)
            await self.db(self.store.keep_snapshot, rt.id, rt.n, rt.game.version, text)
        except Exception as exc:  # the move is written; the shortcut is optional
            log.warning("table %s: its position after %d actions was not kept: %s", rt.id, rt.n, exc)

    async def sync(self, rt: TableRuntime) -> bool:
        """Catch up with actions another process wrote (caller holds ``rt.lock``)."""
        texts = await self.db(self.store.moves_since, rt.id, rt.n)
        for text, move_id, mover in texts:  # the mover as written: a seat, or the clock
            rt.keep_move_id(move_id, rt.n, text)
            try:
                action = rt.game.parse_action(rt.state, text)
                shown = rt.state.shown_action(action)
                rt.state.apply(action)
            except IllegalAction as exc:  # the log was written by a different rules version
                log.error("table %s: action %d '%s' does not replay: %s", rt.id, rt.n, text, exc)
                raise WebError(
                    409, _("Table {id} cannot follow its own log: {error}").format(id=rt.id, error=exc)
                ) from None
            rt.record.actions.append(text)
            rt.movers.append(mover)
            rt.remember(mover, text, shown)
        oc = rt.state.outcome()
        if oc is not None:
            rt.record.outcome = oc.to_json()
        rt.stale = False
        return bool(texts)

    def changed(self, rt: TableRuntime, kick: bool = True) -> None:
        """Tell the seats watching here and the processes that follow the table; let the AI seats play."""
        self.hub.notify(rt.id)
        if self.cluster is not None:
            self.cluster.notify(rt.id, rt.n)
        if kick:
            self.ai.kick(rt)

    def _noticed(self, table_id: str, n_actions: int) -> None:
        """The owner of a table watched here says it changed (or left its process): watchers look again."""
        rt = self.tables.get(table_id)
        if rt is not None and not rt.owned:
            del self.tables[table_id]  # a copy served once; the owner's is the one to read
        self.hub.notify(table_id)

    # ------------------------------------------------------------ records and replays
    def record(self, rt: TableRuntime) -> dict[str, Any]:
        if not rt.over:
            raise WebError(409, N_("The record is shown when the game is over: its seed would reveal hidden cards."))
        from .ops import record_with_events

        return record_with_events(rt)

    async def replay(self, rt: TableRuntime, step: int, seat: int | None) -> dict[str, Any]:
        """The table after ``step`` actions as ``seat`` saw it, or everything (seat None)."""
        if not rt.over:
            raise WebError(409, N_("The replay opens when the game is over."))
        total = rt.n
        if not 0 <= step <= total:
            raise WebError(
                404,
                _("This game has {total} actions: there is no step {step} (steps are 0 to {total}).").format(
                    total=total, step=step
                ),
            )
        if seat is not None:
            self.seat_exists(rt, seat)
        loop = asyncio.get_running_loop()
        replayer = functools.partial(rt.record.replay, step, narrate=True, edition=rt.edition)
        state = await loop.run_in_executor(None, replayer)
        view = state.view(seat) if seat is not None else full_view(state)
        oc = state.outcome()
        by = rt.mover_label(rt.movers[step - 1]) if 0 < step <= len(rt.movers) else None
        return {
            "table": pages.summary(rt),
            "step": step,
            "total": total,
            "seat": seat,
            "label": seat_words(rt.labels[seat]) if seat is not None else "everything",  # the page says this word
            "played": rt.record.actions[step - 1] if step > 0 else None,
            "played_by": seat_words(by) if by else None,
            "next": rt.record.actions[step] if step < total else None,
            "view": view,
            "svg": pages.picture(rt.game, view),
            "log": told_lines(state.log_for(seat)),
            "outcome": pages.outcome_json(oc),
        }
