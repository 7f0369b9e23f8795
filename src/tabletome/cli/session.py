"""A game at the terminal: human seats prompted, AI seats played, a record kept.

The other seats' moves between two of a person's decisions are shown together when the person
is next asked, each for its share of a budget of ``pace.BUDGET`` seconds (the browser shares it);
a forced decision (one legal move) plays itself unless the seat asked to stop there. The screen
keeps the decision and its first options in view, with as much of the board above as fits
(``screen.py``)."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console, RenderableType
from rich.table import Table
from rich.text import Text

from tabletome.agents import make_agent
from tabletome.engine import Agent, Game, Record, State, TabletomeError, capabilities, decide
from tabletome.engine.errors import IllegalAction
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import N_, _, ngettext, seat_words
from tabletome.engine.i18n.retell import told, told_lines
from tabletome.engine.pace import DEFAULT_PACE, Pacer, forced
from tabletome.engine.rng import Rng, derive_seed
from tabletome.engine.safety import danger
from tabletome.engine.state import readable

from .outcome import print_ranking, you_text
from .screen import PAGE, Less, choose, lines, page_of, parts

HUMAN = "human"

HELP = N_(
    """Type the letter of a move (a, b, c...) or its notation (e.g. 'move 3'). A long menu
shows 9 moves at a time: Enter (or 'more') shows the next ones; every letter works on any page.
Commands: board (the whole board), log (the whole log), undo (take back your last
decision while no card was revealed and no die rolled since), hint (what the search player would do, from
your view), odds (the exact chance each move leaves, in games that work it out), save [FILE] (write the record), rules [WORD] (search the rules and the components),
why [KIND] (whether a kind of move of the how-to's turn, e.g. 'why use', is possible now, and why not),
stop [on|off] (be asked your forced decisions too: by default a decision with one legal move plays itself),
quit.
A game clock (V:TES's option clock) is looked at before each decision and whenever you type a line:
when it calls time, the line you typed is not played and you are asked again. It counts from the
start of this session (from the resume, after --resume)."""
)
LETTERS = "abcdefghijklmnopqrstuvwxyz"
SLOW_THINKER = 0.5  # seconds: after an AI decision this slow, the moves so far are shown at once


def _chance_words(move: Any) -> str:
    """37.5% (3/8), the fraction only while it is short enough to read; a range that is true,
    "between 62.0% and 100.0%"; or why there is no answer ("unknown: ...")."""
    if move.get("chance") is None:
        return told(move["note"]) if move.get("note") else _("not worked out")
    if move.get("high") is not None:
        return _("between {low} and {high}").format(low=f"{move['low']:.1%}", high=f"{move['high']:.1%}")
    exact = str(move.get("exact") or "")
    return f"{move['chance']:.1%}" + (f" ({exact})" if len(exact) <= 11 else "")


def menu_key(i: int) -> str:
    """The key of the i-th move (0-based): a..z, then aa, ab... Letters, so that a number typed is
    never mistaken for a location or a card number."""
    if i < len(LETTERS):
        return LETTERS[i]
    return menu_key(i // len(LETTERS) - 1) + LETTERS[i % len(LETTERS)]


@dataclass
class Step:
    seat: int
    #: ``State.undo_barrier()`` before the decision: reveals counted and the dice's position.
    barrier: tuple[int, int]
    forced: bool = False  # a forced decision that played itself (an undo goes past it)
    #: A person's own decision keeps the position before it (a clone) and how long the log was,
    #: so that an undo goes back to it instead of replaying the whole record.
    before: State | None = None
    log_length: int = 0


@dataclass
class Chunk:
    """What one move printed, waiting to be shown when the person is next asked."""

    items: list[RenderableType]
    paced: bool  # another seat's move: shown for its share of the budget


@dataclass
class Session:
    game: Game
    state: State
    record: Record
    seats: list[str]
    console: Console
    agents: list[Agent | None]
    save_path: Path | None = None
    history: list[Step] = field(default_factory=list)
    shown: dict[int, int] = field(default_factory=dict)  # log lines already shown, per seat (-1: public)
    input_fn: Callable[[str], str] = input
    #: Seconds each AI move is shown at most while a person watches (0: at once), within a budget
    #: of ``pace.BUDGET`` seconds between two of the person's decisions.
    pace: float = 0.0
    boards: dict[int, list[str]] = field(default_factory=dict)  # each part of the board last shown to each seat
    #: The screen's rows (None: the console's when it is a terminal, else no limit).
    height: int | None = None
    sleep: Callable[[float], None] = time.sleep
    queue: list[Chunk] = field(default_factory=list)
    pacer: Pacer = field(default_factory=lambda: Pacer(DEFAULT_PACE))
    stops: set[int] = field(default_factory=set)  # seats that are asked their forced decisions too
    page: int = 0  # the page of the menu shown
    #: The time source of the game's clock (seconds; tests give a fake one), and when the session
    #: began by it (set by ``run``): a resumed game's clock counts from the resume.
    now: Callable[[], float] = time.monotonic
    began: float | None = None

    @classmethod
    def start(
        cls,
        game: Game,
        seats: Sequence[str],
        seed: int,
        options: dict[str, Any],
        edition: Any,
        console: Console,
        save_path: Path | None = None,
    ) -> Session:
        counted = any(o.name == "players" for o in game.options)  # a game may have a fixed seat count
        asked = options.get("players")
        if counted and asked is not None and str(asked) != str(len(seats)):
            raise TabletomeError(
                f"--players {asked} and the {len(seats)} seats of --seats disagree; give one of them "
                f"(--seats names one kind per seat)."
            )
        opts = game.resolve_options(options, players=len(seats) if counted else None)
        state = game.new_state(opts, seed, edition)
        state.enable_log()
        record = Record.start(state, seed, list(seats), opts)
        return cls(game, state, record, list(seats), console, _agents(game, seats, seed), save_path)

    @classmethod
    def resume(cls, record: Record, console: Console, save_path: Path | None) -> Session:
        state = record.replay(narrate=True)
        game = state.game
        session = cls(game, state, record, list(record.seats), console, _agents(game, record.seats, record.seed))
        session.save_path = save_path
        session.shown = {s: len(state.log or []) for s in range(-1, state.players)}
        return session

    # ------------------------------------------------------------ loop
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    def run(self) -> int:
        """Play until the game ends or a human quits; the exit code for the shell. A fault in the
        rules or a player never loses the game so far: its record is saved before the error goes on."""
        if self.began is None:
            self.began = self.now()
        try:
            return self._play()
        except Exception:
            self.rescue()
            raise

    def rescue(self) -> None:
        """Save the record where --record said, else beside the current directory, and say where."""
        path = self.save_path or Path(f"tabletome-stopped-{self.record.game}-{self.record.seed}.tome.json")
        try:
            self.record.save(path)
        except OSError:
            return
        self.console.print(
            Text(
                _(
                    "tabletome stopped on an error (below). The game so far is saved in {path}: "
                    "'tabletome play --resume {path}' continues it; please attach it to a report."
                ).format(path=path),
                style="bold red",
            ),
            soft_wrap=True,  # a path cut across two lines cannot be copied
        )

    def _play(self) -> int:
        humans = self.humans()
        observer = humans[0] if len(humans) == 1 else None
        self.print_new_log(observer)
        while True:
            self.tick(observer)
            seat = self.state.to_move
            if seat is None:
                break
            if self.agents[seat] is not None:
                self.ai_move(seat, observer)
                continue
            if self.play_forced(seat):
                continue
            self.flush()
            if not self.human_turn(seat):
                return self.stop()
        self.flush()
        return self.finish(observer)

    def ai_move(self, seat: int, observer: int | None) -> None:
        agent = self.agents[seat]
        assert agent is not None
        barrier = self.state.undo_barrier()
        started = time.perf_counter()  # not the game clock's source: a game without a clock never reads it
        action = decide(agent, self.state, seat)
        # the words come from the table as the watcher sees it, before the move (never from the
        # mover's own view: it may name cards the watcher cannot see)
        view = self.state.view(observer) if observer is not None else self.state.public_view()
        shown = self.state.shown_action(action)  # the rules may keep part of the move private
        self.push(seat, action, barrier)
        name = self.record.seats[seat]
        if shown != str(action):
            line = Text(f"{self.seat_name(seat)} ({name}) {shown}.")
        else:
            words = capabilities.describe(self.game, view, shown)
            line = Text(f"{self.seat_name(seat)} ({name}): {shown}" + (f" — {words}" if words else ""))
        self.emit([line, *self.new_log(observer)])
        if time.perf_counter() - started > SLOW_THINKER:  # a slow thinker: show the moves so far now
            self.flush()

    def play_forced(self, seat: int) -> bool:
        """Play a person's forced decision (one legal move) for them, unless they asked to stop there
        ('stop'), the move loses at once (it is confirmed), or several people share this terminal (each
        is asked, so that nobody tells a forced move, and the hidden cards that forced it, from the others)."""
        if seat in self.stops or len(self.humans()) > 1:
            return False
        action = forced(self.state.legal_actions())
        if action is None or self.loses(seat, action) is not None:
            return False
        words = capabilities.describe(self.game, self.state.view(seat), str(action))
        self.push(seat, action, self.state.undo_barrier(), forced=True)
        said = f" — {words}" if words and words != str(action) else ""
        line = Text(_("{seat} (you): {move}").format(seat=self.seat_name(seat), move=f"{action}{said}"))
        line.append("  · " + _("your only move, played for you ('stop' to be asked)"), style="dim")
        self.emit([line, *self.new_log(seat)], paced=False)
        return True

    def emit(self, items: list[RenderableType], paced: bool = True) -> None:
        """Keep what a move printed until the person is next asked (``flush``)."""
        if items:
            self.queue.append(Chunk(items, paced))

    def flush(self) -> None:
        """Show the moves kept since the person's last decision: each of another seat's for its
        share of the budget (``Pacer``), several in one go when each share would be too short."""
        self.pacer.pace = self.pace if self.humans() else 0.0
        queue, self.queue = self.queue, []
        pending = sum(chunk.paced for chunk in queue)
        together, pause = 0, 0.0  # moves still to print in this go, and how long the go is shown
        for chunk in queue:
            if chunk.paced and not together:
                together, pause = self.pacer.next(pending)
            for item in chunk.items:
                self.console.print(item)
            if chunk.paced:
                pending -= 1
                together -= 1
                if not together and pause and pending:
                    self.sleep(pause)

    def seat_name(self, seat: int) -> str:
        """The seat's name in the reader's language (the game's own in records and views)."""
        return seat_words(self.state.seat_name(seat))

    def tick(self, observer: int | None) -> bool:
        """Play the move of the game's clock if it is due now (True if it played): recorded like a
        seat's move, so the record replays it where it came. A game without a clock is not asked."""
        if not isinstance(self.game, capabilities.Clock) or self.state.to_move is None:
            return False
        began = self.began if self.began is not None else self.now()
        action = capabilities.clock_move(self.game, self.state, self.now() - began)
        if action is None:
            return False
        view = self.state.view(observer) if observer is not None else self.state.public_view()
        words = capabilities.describe(self.game, view, str(action))
        self.push(capabilities.CLOCK_SEAT, self.state.check(action), self.state.undo_barrier())
        said = f" — {words}" if words and words != str(action) else ""
        line = Text(f"{capabilities.CLOCK_NAME.capitalize()}: {action}{said}", style="bold")
        self.emit([line, *self.new_log(observer)])
        return True

    def push(self, seat: int, action: Any, barrier: tuple[int, int], forced: bool = False) -> None:
        own = not forced and self.seats[seat] == HUMAN
        before = self.state.clone() if own else None
        log_length = len(self.state.log or [])
        self.state.apply(action)
        self.record.actions.append(str(action))
        self.history.append(Step(seat, barrier, forced, before, log_length))

    def new_log(self, seat: int | None) -> list[RenderableType]:
        """The log lines ``seat`` has not seen yet (None: the public ones), marked as seen."""
        log = self.state.log or []
        key = -1 if seat is None else seat
        start = self.shown.get(key, 0)
        out: list[RenderableType] = []
        for who, text in log[start:]:
            if seat is not None and who == seat:
                out.append(Text(told(text), style="bold magenta"))
            elif readable(who, -1 if seat is None else seat):
                out.append(told(text))
        self.shown[key] = len(log)
        return out

    def print_new_log(self, seat: int | None) -> None:
        self.emit(self.new_log(seat), paced=False)

    def rows(self) -> int | None:
        """The screen's rows, when there is a screen to fit."""
        if self.height is not None:
            return self.height
        return self.console.size.height if self.console.is_terminal else None

    def show_board(self, seat: int, always: bool = True, room: int | None = None) -> None:
        """The board as ``seat`` sees it, in ``room`` lines (None: all of it): the parts that changed
        first, the others as they fit, and a line saying what is left out; with ``always`` False, only
        if it changed since it was last shown to the seat."""
        board = capabilities.terminal(self.game, self.state.view(seat))
        pieces = parts(board)
        texts = ["\n".join(lines(self.console, piece)) for piece in pieces]
        old = self.boards.get(seat, [])
        changed = [i >= len(old) or old[i] != text for i, text in enumerate(texts)]
        self.boards[seat] = texts
        if not always and not any(changed):
            return
        sizes = [len(text.splitlines()) for text in texts]
        picked = choose(sizes, changed, room) if room is not None else list(range(len(pieces)))
        for i in picked:
            self.console.print(pieces[i])
        left = sum(sizes) - sum(sizes[i] for i in picked)
        if left:
            said = _("(the board has {left} more lines: type 'board' to see all of it)").format(left=left)
            self.console.print(Text(said, style="dim"))

    def show_whole_board(self, seat: int) -> None:
        """'board': all of it, through a pager when it is taller than the screen."""
        board = capabilities.terminal(self.game, self.state.view(seat))
        rows = self.rows()
        if self.console.is_terminal and rows is not None and len(lines(self.console, board)) > rows:
            with self.console.pager(Less(), styles=True):
                self.console.print(board)
        else:
            self.console.print(board)
        self.boards[seat] = ["\n".join(lines(self.console, piece)) for piece in parts(board)]

    def show_turn(self, seat: int, legal: Sequence[Any], always: bool = False) -> None:
        """The board above (as much as fits), then the decision and a page of its options."""
        decision = self.decision(seat, legal)
        rows = self.rows()
        used = sum(len(lines(self.console, item)) for item in decision) + 1  # and the input line
        self.show_board(seat, always, None if rows is None else max(0, rows - used))
        for item in decision:
            self.console.print(item)

    def decision(self, seat: int, legal: Sequence[Any]) -> list[RenderableType]:
        """The prompt, a page of options (one line each) and, for a long menu, how to see the rest."""
        shown = page_of(len(legal), self.page)
        out: list[RenderableType] = [Text(self.state.prompt(), style="bold"), self.choices(seat, legal, shown)]
        if len(legal) > PAGE:
            after = page_of(len(legal), self.page + 1)
            keys = f"{menu_key(after.start)}–{menu_key(after.stop - 1)}" if len(after) > 1 else menu_key(after.start)
            n = len(legal) - len(shown)
            more = ngettext(
                "  … {n} more move; next {keys}: Enter or 'more' shows them",
                "  … {n} more moves; next {keys}: Enter or 'more' shows them",
                n,
            )
            out.append(Text(more.format(n=n, keys=keys), style="dim", no_wrap=True, overflow="ellipsis"))
        return out

    def human_turn(self, seat: int) -> bool:
        """Prompt the human at ``seat`` until it makes a legal move; False if it quits."""
        self.pacer.decided()  # the others' next moves get the whole budget again
        legal = self.state.legal_actions()
        self.page = 0
        self.show_turn(seat, legal)
        while True:
            try:
                raw = self.input_fn(f"{self.seat_name(seat)}> ").strip()
            except EOFError:
                self.console.print(_("Input ended."))
                return False
            if not raw:
                if len(legal) > PAGE:
                    self.next_page(seat, legal)
                continue
            word, _sep, rest = raw.partition(" ")
            word = word.lower()
            if word in ("quit", "exit", "q"):
                return False
            if self.tick(seat):  # the clock ran out while this seat thought: the table changed
                self.flush()
                self.console.print(Text(_("The table changed before your move; choose again."), style="bold"))
                return True
            if self.command(seat, word, rest, legal):
                continue
            if word == "undo":
                if self.undo(seat):
                    return True
                continue
            action = self.read_action(raw, legal)
            if action is None or not self.confirmed(seat, action):
                continue
            self.push(seat, action, self.state.undo_barrier())
            self.print_new_log(seat)
            return True

    def next_page(self, seat: int, legal: Sequence[Any]) -> None:
        self.page += 1
        for item in self.decision(seat, legal)[1:]:
            self.console.print(item)

    def command(self, seat: int, word: str, rest: str, legal: Sequence[Any]) -> bool:
        """A command that shows something (help, board, log, save, rules, hint, odds, why, more, stop):
        True if it was one."""
        if word in ("help", "?"):
            self.console.print(Text(_(HELP)))  # plain text: "[on|off]" is no markup
        elif word == "more":
            self.next_page(seat, legal)
        elif word == "stop":
            self.set_stop(seat, rest.strip().lower())
        elif word == "board":
            self.show_whole_board(seat)
            for item in self.decision(seat, legal):
                self.console.print(item)
        elif word == "log":
            for line in told_lines(self.state.log_for(seat)):
                self.console.print(line)
        elif word == "save":
            self.save(Path(rest.strip()) if rest.strip() else None)
        elif word == "rules":
            from .main import print_rules

            print_rules(self.console, self.game, rest.split(), self.state.edition)
        elif word == "hint":
            self.hint(seat)
        elif word == "odds":
            self.odds(seat)
        elif word == "why":
            from .howto import why_text

            self.console.print(why_text(self.state, seat, rest.strip().lower()))
        else:
            return False
        return True

    def set_stop(self, seat: int, said: str) -> None:
        """'stop', 'stop on', 'stop off': whether the seat is asked its forced decisions too."""
        stop = seat not in self.stops if said not in ("on", "off") else said == "on"
        if stop:
            self.stops.add(seat)
            self.console.print(_("You are asked every decision, forced ones too ('stop off' to change)."))
        else:
            self.stops.discard(seat)
            self.console.print(_("A decision with one legal move plays itself ('stop on' to change)."))

    def choices(self, seat: int, legal: Sequence[Any], shown: Sequence[int] | None = None) -> Table:
        """The options (those of ``shown``: all by default), one line each, their words cut to fit."""
        view = self.state.view(seat)
        rows = list(shown if shown is not None else range(len(legal)))
        keys = max((len(menu_key(i)) for i in rows), default=1)
        notation = min(max((len(str(legal[i])) for i in rows), default=1), max(12, self.console.width // 2))
        table = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False, expand=True)
        table.add_column(no_wrap=True, width=keys)
        table.add_column(no_wrap=True, overflow="ellipsis", width=notation)
        table.add_column(no_wrap=True, overflow="ellipsis", ratio=1)
        for i in rows:
            table.add_row(
                f"[bold]{menu_key(i)}[/]",
                str(legal[i]),
                Text(capabilities.describe(self.game, view, str(legal[i])), style="dim"),
            )
        return table

    def print_choices(self, seat: int, legal: Sequence[Any]) -> None:
        self.console.print(self.choices(seat, legal))

    def read_action(self, raw: str, legal: Sequence[Any]) -> Any:
        keys = {menu_key(i): a for i, a in enumerate(legal)}
        if raw.lower() in keys:
            return keys[raw.lower()]
        if re.fullmatch(r"[a-z]{1,2}", raw.lower()):
            last = menu_key(len(legal) - 1)
            self.console.print(
                Text(
                    _("There is no move '{raw}'; choose a to {last}, or type the notation.").format(raw=raw, last=last),
                    style="red",
                )
            )
            return None
        if re.fullmatch(r"\d+", raw):
            self.console.print(
                Text(
                    _("Type the letter of a move (a to {last}) or its notation, e.g. 'move {raw}'.").format(
                        last=menu_key(len(legal) - 1), raw=raw
                    ),
                    style="red",
                )
            )
            return None
        try:
            return self.game.parse_action(self.state, raw)
        except IllegalAction as exc:
            self.console.print(Text(str(exc), style="red"))
            return None

    def loses(self, seat: int, action: Any) -> str | None:
        """Why ``action`` loses at once, judged from the seat's view (None: it does not)."""
        return danger(self.game, self.state, seat, action, derive_seed(self.record.seed, "danger", len(self.history)))

    def confirmed(self, seat: int, action: Any) -> bool:
        """A move that loses at once (judged from the seat's view) is played only if confirmed."""
        reason = self.loses(seat, action)
        if reason is None:
            return True
        try:
            answer = self.input_fn(_("This move loses the game: {reason} Play it anyway? [y/N] ").format(reason=reason))
        except EOFError:
            return False
        return answer.strip().lower() in ("y", "yes")

    def hint(self, seat: int) -> None:
        """The search player's estimate of each move, from this seat's view (only with one person)."""
        if len(self.humans()) > 1:
            self.console.print(Text(_("Advice is off when several people play."), style="red"))
            return
        from tabletome.agents import ISMCTSAgent

        agent = ISMCTSAgent(
            self.game, derive_seed(self.record.seed, "hint", len(self.history)), iterations=100_000, settle=False
        )
        agent.deadline = time.perf_counter() + 1.0
        root = agent.search(self.state, seat, settle=False)
        ranked = sorted(root.children.values(), key=lambda an: -an[1].mean)
        for action, node in ranked[:8]:
            tries = ngettext("{n} try", "{n} tries", node.visits).format(n=node.visits)
            self.console.print(f"  {action}: {node.mean:.0%} ({tries})")
        self.console.print(Text(_("(from what you can see: the hidden cards are sampled, never read)"), style="dim"))

    def odds(self, seat: int) -> None:
        """ "What are my odds?": the exact chance each move leaves, for a game that works it out."""
        from tabletome.engine.capabilities import Odds

        if not isinstance(self.game, Odds):
            self.console.print(
                Text(_("{game} does not work out odds; try 'hint'.").format(game=self.game.name), style="red")
            )
            return
        world = self.state.determinize(seat, Rng(derive_seed(self.record.seed, "odds", len(self.history))))
        answer = self.game.odds(world, seat)
        view = self.state.view(seat)
        for move in answer.get("moves", []):
            chance = _chance_words(move)
            self.console.print(
                f"  {capabilities.describe(self.game, view, move['action']) or move['action']}: {chance}"
            )
        if answer.get("note"):
            self.console.print(Text(told(answer["note"]), style="dim"))

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last decision if nothing hidden was revealed, nor left to chance, since."""
        idx = next(
            (
                i
                for i in range(len(self.history) - 1, -1, -1)
                if self.history[i].seat == seat and not self.history[i].forced
            ),
            None,
        )  # the seat's last decision of its own: its forced moves since are taken back with it
        if idx is None:
            self.console.print(Text(_("You have no decision to take back."), style="red"))
            return False
        if any(step.seat == capabilities.CLOCK_SEAT for step in self.history[idx:]):
            self.console.print(
                Text(_("Cannot undo: the clock played since your last decision; it stays played."), style="red")
            )
            return False
        if self.state.undo_barrier() != self.history[idx].barrier:  # a replay would show it again
            self.console.print(
                Text(
                    _(
                        "Cannot undo: something hidden was revealed since your last decision (a card, a die "
                        "rolled): it stays played."
                    ),
                    style="red",
                )
            )
            return False
        step = self.history[idx]
        self.record.actions = self.record.actions[:idx]
        self.history = self.history[:idx]
        state = self._position_before(step)
        self.state = state
        self.shown = {k: len(state.log or []) for k in self.shown}
        self.console.print(_("Your last decision is taken back."))
        return True

    def _position_before(self, step: Step) -> State:
        """The position before ``step``: the one kept then, with the log as it was (the record
        replayed when none was kept)."""
        if step.before is None:
            return self.record.replay(narrate=True)
        state = step.before.clone()  # the kept one stays intact for a later undo
        state.log = list((self.state.log or [])[: step.log_length])  # type: ignore[misc]
        return state

    def save(self, path: Path | None) -> None:
        path = path or self.save_path
        if path is None:
            self.console.print(Text(_("Say where: save FILE.tome.json"), style="red"))
            return
        try:
            self.record.save(path)
        except OSError as exc:
            said = _("Could not save to {path}: {why}.").format(path=path, why=exc.strerror or exc)
            self.console.print(Text(said, style="red"))
            return
        self.console.print(
            _("Saved the game to {path}; continue it with: tabletome play --resume {path}").format(path=path)
        )

    def stop(self) -> int:
        self.flush()
        self.console.print(_("The game is not finished."))
        if self.save_path is not None:
            self.save(self.save_path)
        else:
            self.console.print(_("(Use 'save FILE' before quitting, or --record FILE, to keep it.)"))
        return 1

    def finish(self, observer: int | None) -> int:
        outcome = self.state.outcome()
        assert outcome is not None
        self.record.outcome = outcome.to_json()
        # After the game everything may be revealed.
        full = getattr(self.state, "full_view", None)
        final = full() if callable(full) else self.state.view(observer if observer is not None else 0)
        self.console.print(capabilities.terminal(self.game, final))
        if outcome.team:
            self.print_team_outcome(outcome)
        else:
            self.print_ranking(outcome, observer)
        self.console.print(
            _("Seed {seed}; {n} decisions; round {round}.").format(
                seed=self.record.seed, n=len(self.record.actions), round=self.state.round
            )
        )
        if self.save_path is not None:
            self.save(self.save_path)
        return 0

    def print_team_outcome(self, outcome: Outcome) -> None:
        style = "bold green" if outcome.winners else "bold red"
        self.console.print(Text((_("WON: ") if outcome.winners else _("LOST: ")) + told(outcome.reason), style=style))
        self.console.print(_("Cause: {cause}.").format(cause=outcome.cause))
        if outcome.score is not None:
            self.console.print(_("Score: {score}.").format(score=outcome.score))
        else:
            self.console.print(_("Score: none (the rulebook gives no score for this result)."))

    def print_ranking(self, outcome: Outcome, observer: int | None) -> None:
        """A competitive end: the reason, every seat's place, the deciding rule, the human's place."""
        self.console.print(Text(_("GAME OVER: {reason}").format(reason=told(outcome.reason)), style="bold"))
        self.console.print(_("Cause: {cause}.").format(cause=outcome.cause))
        print_ranking(self.console, self.state, outcome, self.record.seats)
        if outcome.score is not None:
            self.console.print(_("Game score: {score}.").format(score=outcome.score))
        you = you_text(outcome, observer) if observer is not None else None
        if you is not None:
            self.console.print(you)


def _agents(game: Game, seats: Sequence[str], seed: int) -> list[Agent | None]:
    agents: list[Agent | None] = []
    for i, kind in enumerate(seats):
        if kind == HUMAN:
            agents.append(None)
        else:
            agents.append(make_agent(kind, game, i, seed))
    return agents


def default_seats(game: Game, options: dict[str, Any]) -> str:
    """You, and the scripted player in every other seat of the table the options ask for (``players``),
    else of the game's default table."""
    counted = next((o for o in game.options if o.name == "players"), None)
    given = options.get("players")
    n = int(given) if given is not None and str(given).isdigit() else int(counted.default) if counted else 0
    n = min(max(n, game.min_players), game.max_players)
    return ",".join(["human"] + ["heuristic"] * (n - 1))


def parse_seats(text: str, game: Game) -> list[str]:
    seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    if not game.min_players <= len(seats) <= game.max_players:
        raise TabletomeError(
            f"{game.name} is for {game.min_players} to {game.max_players} players; --seats names {len(seats)}."
        )
    return seats
