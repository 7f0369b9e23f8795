"""What a seat's page and the lobby show, built from ``view(seat)`` alone (and the seat's log)."""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from tabletome.engine import SPECTATOR, Game, State, TabletomeError, capabilities, get_game, i18n, pace, reference
from tabletome.engine.capabilities import CLOCK_SEAT
from tabletome.engine.game import Outcome
from tabletome.engine.i18n.retell import retell, told, told_lines
from tabletome.engine.state import readable

from . import tutorial
from .editions import input_json
from .errors import WebError
from .runtime import HUMAN, Moment, TableRuntime, kind_name
from .store import FINISHED, PLAYING, SETUP, SeatRow, TableRow

log = logging.getLogger("tabletome.web")


def summary(rt: TableRuntime) -> dict[str, Any]:
    """A table's public summary (the lobby's line)."""
    state = rt.state
    oc = state.outcome()
    return {
        "id": rt.id,
        "name": rt.name,
        "game": rt.game.id,
        "game_name": rt.game.name,
        "status": SETUP if rt.in_setup else FINISHED if rt.over else PLAYING,
        "players": rt.players,
        "options": rt.record.options,
        "edition": rt.record.edition.get("id"),
        # The seed would reveal every hidden card: shown only when the game is over.
        "seed": rt.record.seed if rt.over else None,
        "seats": [
            {
                "seat": i,
                "label": i18n.seat_words(rt.labels[i]),
                "kind": k,
                "kind_name": kind_name(k),
                "taken": k != HUMAN or rt.token_hashes[i] is not None,
            }
            for i, k in enumerate(rt.kinds)
        ],
        "n_actions": rt.n,
        "to_move": state.to_move,
        "outcome": outcome_json(oc),
        "created_at": rt.created_at,
        "archived": False,
        "rematch": rt.next_id,
        "hints": rt.hints,
        "odds": _has_odds(rt.game.id),
        "waiting": list(rt.waiting),
    }


def row_summary(row: TableRow, seats: list[SeatRow]) -> dict[str, Any]:
    """The same summary for a table this process does not hold, from its database row."""
    return {
        "id": row.id,
        "name": row.name,
        "game": row.game,
        "game_name": _game_name(row.game),
        "status": row.status,
        "players": len(row.seats),
        "options": row.options,
        "edition": row.edition.get("id"),
        "seed": row.seed if row.status == FINISHED else None,
        "seats": [
            {
                "seat": s.seat,
                "label": i18n.seat_words(s.label),
                "kind": s.kind,
                "kind_name": kind_name(s.kind),
                "taken": s.kind != HUMAN or bool(s.token_hash),
            }
            for s in seats
        ],
        "n_actions": row.n_actions,
        "to_move": row.to_move,
        "outcome": told_outcome(row.outcome),
        "created_at": row.created_at,
        "archived": row.archived_at is not None,
        "rematch": row.next_id,
        "hints": row.hints,
        "odds": _has_odds(row.game),
        "waiting": list(row.waiting or []),
    }


def outcome_json(oc: Outcome | None) -> dict[str, Any] | None:
    """An outcome as a page shows it, in the reader's language (the record keeps the game's English)."""
    return None if oc is None else told_outcome(oc.to_json(), oc.reason)


def told_outcome(data: dict[str, Any] | None, reason: str | None = None) -> dict[str, Any] | None:
    """An outcome's JSON with its words in the reader's language: the reason told (a line the game
    made with ``said`` keeps its template; a sentence read back from a database row is translated
    when the catalog holds it whole), the score's and the tie-breaks' names where the catalog has them."""
    if data is None:
        return None
    out = dict(data)
    out["reason"] = told(reason if reason is not None else str(data.get("reason") or ""))
    for key in ("score_name", "decided_by"):
        if out.get(key):
            out[key] = i18n.gettext(str(out[key]))
    if out.get("tiebreak_names"):
        out["tiebreak_names"] = [i18n.gettext(str(name)) for name in out["tiebreak_names"]]
    return out


def told_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The table's events (written in English: the database and the record keep them so) told
    again from their templates (ops.EVENTS) in the reader's language, an AI kind by its players'
    name in every language ("the Scripted AI"); another text as written."""
    from .ops import EVENTS
    from .tutorial import GUIDED

    return [{**e, "text": retell(str(e.get("text", "")), (*EVENTS, GUIDED), _event_words)} for e in events]


def told_note(note: str | None) -> str | None:
    """The table's note (an AI seat failed or was slow: web/ai.py) in the reader's language."""
    if not note:
        return note
    from .ai import AI_FAILED, AI_SLOW

    return retell(note, (AI_FAILED, AI_SLOW), _event_words)


def _event_words(slot: str, value: str) -> str:
    """A slot of an event: seats' names, a time ("5 minutes"), an AI kind by its players' name, a
    title as written."""
    if slot in ("seat", "by"):
        return i18n.seat_words(value)
    if slot == "kind":
        return kind_name(value)
    if slot == "names":
        return ", ".join(i18n.seat_words(name) for name in value.split(", "))
    if slot == "time" and (found := _TIME.match(value)):
        n = int(found.group(1))
        unit = ("{n} second", "{n} seconds") if found.group(2).startswith("second") else ("{n} minute", "{n} minutes")
        return i18n.ngettext(*unit, n).format(n=n)
    return value


_TIME = re.compile(r"^(\d+) (seconds?|minutes?)$")


def _has_odds(game_id: str) -> bool:
    """Whether the game answers "what are my odds?" (the Odds capability)."""
    from tabletome.engine.capabilities import Odds
    from tabletome.engine.registry import get_game

    try:
        return isinstance(get_game(game_id), Odds)
    except Exception:  # an unknown game in an old row: no odds
        return False


def _view(state: State, seat: int) -> dict[str, Any]:
    return state.public_view() if seat == SPECTATOR else state.view(seat)


def _legal(rt: TableRuntime, state: State, seat: int, view: dict[str, Any]) -> list[dict[str, Any]]:
    """Each legal move in the game's words, with the board elements it is about (``el``, for a game
    that names them: the page lets the player click those)."""
    texts = [str(a) for a in state.legal_actions()]
    named = targets(rt.game, view, texts)
    out: list[dict[str, Any]] = []
    for text in texts:
        entry: dict[str, Any] = {"action": text, "text": capabilities.describe(rt.game, view, text)}
        if text in named:
            entry["el"] = list(named[text])
        out.append(entry)
    return out


def targets(game: Game, view: dict[str, Any], legal: list[str]) -> dict[str, tuple[str, ...]]:
    """The board elements each move names; should the game fail to say, none (the move list plays)."""
    try:
        return capabilities.board_targets(game, view, legal)
    except Exception:
        log.exception("the %s board targets failed; the moves are played from the list", game.id)
        return {}


def forced(rt: TableRuntime, seat: int, legal: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A forced decision of the seat (one legal move), which its page resolves by itself unless the
    person asked to stop there: at once when nobody else at the table is a person (an AI seat reads
    the state, never the time a move took), else after the person's usual time to decide, so that
    the other people cannot tell a forced move, and so the hidden cards that forced it, by its speed
    (the log and the move are the same either way)."""
    if len(legal) != 1:
        return None
    others = any(kind == HUMAN for s, kind in enumerate(rt.kinds) if s != seat)
    return {"action": legal[0]["action"], "like_a_person": others, "wait": pace.like_a_person()}


def _words(label: str | None) -> str | None:
    """A seat's label in the reader's language (the page's words; the views keep the game's)."""
    return None if label is None else i18n.seat_words(label)


def last_action(rt: TableRuntime, moment: Moment | None, seat: int) -> dict[str, Any] | None:
    """Who did what in the action that led here, in words (for following other seats' moves).

    The words come from the table as ``seat`` saw it just before the move (a move is described
    from the moment it was chosen: "acquire the Dagger" names what lay on the space then)."""
    if moment is None or moment.action is None:
        return None
    who = moment.seat
    before = rt.moment(moment.n - 1)
    clock = who == CLOCK_SEAT  # nobody's move: no seat, and public (a spectator is -1 too)
    out = {"n": moment.n, "seat": None if clock else who, "label": _words(rt.mover_label(who)), "clock": clock}
    if moment.shown is not None and (clock or seat != who):  # the rules keep part of this move from the others
        return {**out, "action": moment.shown, "text": ""}
    text = capabilities.describe(rt.game, _view(before.state, seat), moment.action) if before else ""
    return {**out, "action": moment.action, "text": text}


def core(rt: TableRuntime, seat: int, note: str | None, moment: Moment | None = None) -> dict[str, Any]:
    """The page of ``seat`` (``SPECTATOR``: what no seat saw privately) without its log, now or
    right after an earlier action still kept (``moment``): a watcher follows moves one by one."""
    current = moment is None or moment.n == rt.n
    here = rt.history[-1] if rt.history and rt.history[-1].n == rt.n else None
    state = rt.state if current or moment is None else moment.state
    view = _view(state, seat)
    your_turn = current and seat >= 0 and state.to_move == seat and not rt.in_setup
    oc = state.outcome()
    to_move = state.to_move
    legal = _legal(rt, state, seat, view) if your_turn else []
    page: dict[str, Any] = {
        "table": summary(rt),
        "seat": seat if seat >= 0 else None,
        "label": i18n.seat_words(rt.labels[seat]) if seat >= 0 else "spectator",
        "n_actions": rt.n if current or moment is None else moment.n,
        "latest": rt.n,
        "to_move": to_move,
        "to_move_label": i18n.seat_words(rt.labels[to_move]) if to_move is not None else None,
        "your_turn": your_turn,
        "prompt": state.prompt() if your_turn else None,  # the mover's question (it may name its own cards)
        "view": view,
        "svg": picture(rt.game, view),
        "legal": legal,
        "forced": forced(rt, seat, legal),
        "last_action": last_action(rt, here if current else moment, seat),
        "outcome": outcome_json(oc),
        "note": told_note(note),
        "events": told_events(rt.events),
        "requests": requests(rt),
        "goals": reference.goals(rt.game, view),
        "creator_seat": rt.creator_seat,
    }
    if rt.in_setup:
        page["setup"] = setup(rt, seat)
    tutorial.decorate(rt, seat, page)  # a guided first game: the step the learner is at
    return page


def setup(rt: TableRuntime, seat: int) -> dict[str, Any]:
    """The setup stage as ``seat`` sees it: who is still choosing, what the game asks of each seat,
    and this seat's own texts (never another seat's: a decklist is private until the game is over)."""
    specs = capabilities.seat_inputs(rt.game)
    mine = rt.inputs.get(seat, {}) if seat >= 0 else {}
    return {
        "waiting": [i18n.seat_words(rt.labels[s]) for s in rt.waiting],
        "waiting_seats": list(rt.waiting),
        "inputs": [input_json(spec) for spec in specs],
        "values": {spec.name: mine.get(spec.name) or None for spec in specs},
        "can_choose": seat >= 0 and rt.kinds[seat] == HUMAN,
        "chosen": seat >= 0 and seat not in rt.waiting,
    }


def requests(rt: TableRuntime) -> dict[str, Any]:
    """What the table waits for besides moves: a take-back, handing an idle seat over."""
    from .ops import idle_seat

    undo, swap = rt.undo_request, rt.replace_request
    idle = idle_seat(rt)
    return {
        "undo": {"seat": undo["seat"], "waiting": undo["waiting"]} if undo else None,
        "replace": {"seat": swap["seat"], "with": swap["kind"], "agreed": swap["agreed"]} if swap else None,
        "idle": idle,
    }


def core_json(rt: TableRuntime, seat: int) -> str:
    """:func:`core` as JSON, kept until the table changes (an update goes to several sockets,
    and to the answer of the action that made it). Only the text is kept: few objects for the
    garbage collector to walk. The language is part of the key: a guided game's step is in the reader's."""
    key = (rt.n, rt.rev, i18n.language())
    cached = rt.pages.get(seat)
    if cached is not None and cached[0] == key:
        return cached[1]
    text = json.dumps(core(rt, seat, rt.note), ensure_ascii=False, separators=(",", ":"))
    rt.pages[seat] = (key, text)
    return text


def payload(rt: TableRuntime, seat: int, log_from: int = 0, at: int | None = None) -> dict[str, Any]:
    """Everything the page of ``seat`` shows (as a dict; see :func:`payload_json`)."""
    page: dict[str, Any] = json.loads(payload_json(rt, seat, log_from, at)[0])
    return page


def lines_for(rt: TableRuntime, seat: int, upto: int | None = None) -> list[str]:
    """The log lines ``seat`` may read (a spectator: the public ones), up to line ``upto``."""
    state = rt.state
    if upto is None:
        return told_lines(state.log_for(seat))
    log = state.log or []
    return told_lines(text for who, text in log[:upto] if readable(who, seat))


def payload_json(rt: TableRuntime, seat: int, log_from: int = 0, at: int | None = None) -> tuple[str, int]:
    """The page as JSON text (the cached part is not encoded again), and the log length.

    ``at``: the page right after that action, if the table still keeps it (404 otherwise)."""
    if at is None or at == rt.n:
        text = core_json(rt, seat)
        lines = lines_for(rt, seat)
    else:
        moment = rt.moment(at)
        if moment is None:
            raise WebError(
                404, i18n.gettext("Table {id} no longer keeps the moment after action {n}.").format(id=rt.id, n=at)
            )
        text = json.dumps(core(rt, seat, rt.note, moment), ensure_ascii=False, separators=(",", ":"))
        lines = lines_for(rt, seat, moment.log_len)
    start = max(0, min(log_from, len(lines)))
    tail = json.dumps(
        {"log_from": start, "log": lines[start:], "log_total": len(lines)},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return text[:-1] + "," + tail[1:], len(lines)


def picture(game: Game, view: dict[str, Any]) -> str:
    """The game's own picture of a view; should it fail, the generic one (the table stays playable)."""
    try:
        return capabilities.svg(game, view)
    except Exception:
        log.exception("the %s picture failed; showing the generic one", game.id)
        return capabilities.generic_svg(game, view)


def _game_name(game_id: str) -> str:
    try:
        return get_game(game_id).name
    except TabletomeError:
        return game_id
