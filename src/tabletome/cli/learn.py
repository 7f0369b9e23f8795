"""`tabletome learn GAME`: the guided first game at the terminal (engine/tutorial.py).

Each step is printed as it comes, in the chosen language (``--lang``) where the game ships the
guide's translation: an explanation waits for Enter; a move step says what to do and
why, and takes the asked move (its notation, or Enter); any other move is refused with one sentence
and changes nothing. The other seats' moves are the script's. After the guided part the game goes
on as ``tabletome play`` does, with the scripted player in the other seats, to its end.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.panel import Panel
from rich.text import Text

from tabletome.engine.errors import TabletomeError
from tabletome.engine.i18n import _, language
from tabletome.engine.i18n.retell import told_lines

if TYPE_CHECKING:
    from tabletome.engine import Game, Record, State
    from tabletome.engine.tutorial import Guide, Step, Tutorial

# The rules are imported by the command's functions (as in main.py): ``tabletome --help`` stays quick.


@dataclass
class Lesson:
    """A guided game being played at the terminal."""

    game: Game
    tutorial: Tutorial
    console: Console
    input_fn: Callable[[str], str] = input
    state: State = field(init=False)
    record: Record = field(init=False)
    shown: int = 0  # log lines already printed

    def __post_init__(self) -> None:
        from tabletome.engine import Record

        t = self.tutorial
        self.state = t.new_state(self.game)
        self.state.enable_log()
        self.record = Record.start(self.state, t.seed, t.seats(self.game), t.resolved_options(self.game))

    def run(self) -> bool:
        """The guided part; False if the learner quit."""
        from tabletome.engine.tutorial import DO, NOTE, Guide

        guide = Guide(self.tutorial)
        steps = self.tutorial.steps
        count = len(self.tutorial.shown_steps())
        number = 0
        for step in steps:
            if step.kind == DO:
                self.play(step.action)
                continue
            number += 1
            self.print_log()
            self.console.print(self.panel(step, number, count))
            ok = self.read_note() if step.kind == NOTE else self.ask(guide, step)
            if not ok:
                return False
            if step.kind == NOTE:
                guide.next(len(self.record.actions))
        return True

    def panel(self, step: Step, number: int, count: int) -> Panel:
        from tabletome.engine.tutorial import NOTE

        body = Text(step.text)
        if step.kind != NOTE:
            body.append("\n" + _("Now:") + " ", style="bold")
            body.append(
                _("{words}: type '{action}' (or press Enter)").format(words=self.words(step.action), action=step.action)
            )
        if step.clauses:
            body.append("\n" + " ".join(step.clauses), style="dim")
        title = _("Guided first game") + " · " + _("step {n} of {count}").format(n=number, count=count)
        return Panel(body, title=title, title_align="left", border_style="yellow")

    def words(self, action: str) -> str:
        from tabletome.engine import capabilities
        from tabletome.engine.tutorial import move_words

        seat = self.tutorial.seat
        said = move_words(capabilities.describe(self.game, self.state.view(seat), action))
        return said or _("play '{action}'").format(action=action)

    def read_note(self) -> bool:
        try:
            said = self.input_fn(_("Enter: next> ")).strip().lower()
        except EOFError:
            return False
        return said not in ("quit", "exit", "q")

    def ask(self, guide: Guide, step: Step) -> bool:
        """The learner's move: the asked one, or one sentence saying which, and asked again."""
        from tabletome.engine import capabilities

        self.console.print(capabilities.terminal(self.game, self.state.view(self.tutorial.seat)))
        while True:
            try:
                raw = self.input_fn(f"{self.state.seat_name(self.tutorial.seat)}> ").strip()
            except EOFError:
                return False
            if raw.lower() in ("quit", "exit", "q"):
                return False
            text = raw or step.action
            with suppress(TabletomeError):  # not a move at all: the guide's sentence says which one to play
                text = str(self.game.notation(self.state.edition).read(text, self.state))
            reason = guide.refusal(len(self.record.actions), text, self.words(step.action))
            if reason is None:
                self.play(step.action)
                return True
            self.console.print(Text(reason, style="bold red"))

    def play(self, text: str) -> None:
        self.state.apply(self.game.parse_action(self.state, text))
        self.record.actions.append(text)

    def print_log(self) -> None:
        lines = told_lines(self.state.log_for(self.tutorial.seat, self.shown))
        self.shown = len(self.state.log or [])
        for line in lines:
            self.console.print(Text(line, style="dim"))


def learn_cmd(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game with a guided first game, e.g. hexer")],
    record: Annotated[Path | None, typer.Option(help="write the game's record here")] = None,
) -> None:
    """A guided first game: each step explained as it comes, then the game goes on to its end."""
    from tabletome.engine.registry import get_game
    from tabletome.engine.tutorial import tutorial, tutorials

    out = Console(highlight=False, emoji=False)
    err = Console(stderr=True, highlight=False, emoji=False)
    try:
        game = get_game(game_id)
    except TabletomeError as exc:
        err.print(Text(str(exc), style="bold red"), soft_wrap=True)
        raise typer.Exit(1) from None
    found = tutorial(game, language())  # in the chosen language where the game ships its translation
    if found is None:
        names = ", ".join(sorted(tutorials()))
        said = _("{game} has no guided first game yet; these games have one: {names}.").format(
            game=game.name, names=names
        )
        err.print(Text(said, style="bold red"))
        raise typer.Exit(1)
    code = run_lesson(game, found, out, input, record)
    raise typer.Exit(code)


def run_lesson(
    game: Game, t: Tutorial, console: Console, input_fn: Callable[[str], str], record: Path | None = None
) -> int:
    """The guided part, then the rest of the game (the exit code: 0, or 1 if the learner quit)."""
    from .session import Session

    lesson = Lesson(game, t, console, input_fn)
    if not lesson.run():
        console.print(_("You left the guided game."))
        return 1
    session = Session.resume(lesson.record, console, record)
    session.input_fn = input_fn
    session.shown = {s: lesson.shown for s in range(-1, lesson.state.players)}
    return session.run()
