"""A guided first game: a seeded scenario that explains each step as it comes.

A game ships it as ``tutorial.toml`` beside its ``clauses.md``: the options, the seed, the
learner's seat, and the script of the guided part, every action of every seat in order, with the
words that explain it. Because the seed and every action are fixed, the texts are true: the
creature that comes out is the one the text names. After the guided part the game goes on with
the project's scripted player in the other seats, to its end.

The file::

    title = "Your first game of Der Hexer von Salem"
    intro = "What the learner is about to do, in two sentences."
    closing = "You know the turn now: finish the game with your partners."
    seed = 7
    seat = 1                        # the learner's seat
    [options]
    players = "2"

    [[step]]                        # an explanation: the learner reads it and presses Next
    text = "..."
    clauses = ["HX-ROUND-01"]

    [[step]]                        # the learner's move: the text says what to do and why
    text = "..."
    clauses = ["HX-LOC-01"]
    play = "move 3"
    why = "the Witch House holds the Glasses you need"   # said again if another move is tried

    [[step]]                        # another seat's move; with a text, explained after it
    do = "move 4"
    text = "..."                    # optional

Every step is numbered in the order the learner meets it; the intro is the first, the closing the
last (both explanations). A :class:`Guide` follows a running game: which step it is at, which
moves the other seats' script plays now, and the one sentence refusing any other move.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import TabletomeError
from .i18n import N_, SOURCE, gettext

if TYPE_CHECKING:
    from .game import Game
    from .state import State

NOTE = "note"  # the learner reads, then presses Next
PLAY = "play"  # the learner's move
DO = "do"  # another seat's move, played by the script
NO_READ = N_("In this guided game, read the step beside the board and press Next first.")
NO_WAIT = N_("In this guided game, wait: the other seats play their scripted moves first.")
OVER = N_("The guided part is over: play on as you like.")
NOT_NEXT = N_("This step asks for a move, not for Next.")


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a guided game. ``action`` is the move (its canonical text) of a play or do step;
    ``why`` the reason given again when the learner tries another move."""

    kind: str
    text: str = ""
    clauses: tuple[str, ...] = ()
    action: str = ""
    why: str = ""

    @property
    def shown(self) -> bool:
        """Whether the learner meets this step (a silent move of another seat is not shown)."""
        return bool(self.text)


@dataclass(frozen=True, slots=True)
class Tutorial:
    game: str
    title: str
    intro: str
    closing: str
    seed: int
    seat: int
    options: Mapping[str, str]
    steps: tuple[Step, ...]
    #: The language of its words ("en", or the translation they were read from).
    lang: str = SOURCE

    def actions(self) -> list[str]:
        """Every action of the guided part, in order."""
        return [s.action for s in self.steps if s.kind != NOTE]

    def shown_steps(self) -> list[Step]:
        """The steps the learner meets, in order (intro and closing included)."""
        return [s for s in self.steps if s.shown]

    def new_state(self, game: Game) -> State:
        """The game at its start, as the guide plays it."""
        opts = game.resolve_options(dict(self.options))
        return game.new_state(opts, self.seed)

    def resolved_options(self, game: Game) -> dict[str, Any]:
        return game.resolve_options(dict(self.options))

    def seats(self, game: Game, other: str = "heuristic") -> list[str]:
        """The table's seats: the learner, and ``other`` (an AI kind) everywhere else."""
        players = self.new_state(game).players
        return ["human" if i == self.seat else other for i in range(players)]


# ------------------------------------------------------------------ reading the file


def tutorial_path(game: Game) -> Path | None:
    clauses = game.clauses_path()
    return None if clauses is None else clauses.with_name("tutorial.toml")


def _flat(text: Any) -> str:
    return " ".join(str(text).split())


def _cited(raw: Any, where: str) -> tuple[str, ...]:
    """A step's clause ids, checked: it is a table of known keys, its clauses a list of ids."""
    if not isinstance(raw, dict):
        raise TabletomeError(f"{where} is not a table.")
    unknown = set(raw) - {"text", "clauses", "play", "do", "why"}
    if unknown:
        raise TabletomeError(f"{where} has unknown keys: {', '.join(sorted(unknown))}.")
    clauses = raw.get("clauses", [])
    if not isinstance(clauses, list) or not all(isinstance(c, str) for c in clauses):
        raise TabletomeError(f"{where}: clauses should be a list of clause ids.")
    if "play" in raw and "do" in raw:
        raise TabletomeError(f"{where} has both play and do.")
    return tuple(clauses)


def _step(raw: Any, where: str) -> list[Step]:
    cited = _cited(raw, where)
    text = _flat(raw.get("text", ""))
    if "play" in raw:
        if not text or not raw.get("why"):
            raise TabletomeError(f"{where}: the learner's move needs a text and a why.")
        return [Step(PLAY, text, cited, str(raw["play"]), _flat(raw["why"]))]
    if "do" in raw:  # another seat's move, then its explanation (if any) as a note
        moves = [Step(DO, action=str(raw["do"]))]
        return moves + ([Step(NOTE, text, cited)] if text else [])
    if not text:
        raise TabletomeError(f"{where} has no text, no play and no do.")
    return [Step(NOTE, text, cited)]


def _toml(game_id: str, text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TabletomeError(f"The {game_id} guided game is not valid TOML ({exc}).") from None


#: The texts a translation gives: the tutorial's, and each step's.
WORDS = ("title", "intro", "closing")
STEP_WORDS = ("text", "why")


def _said(raw: Mapping[str, Any], key: str) -> str | None:
    value = raw.get(key)
    return value if isinstance(value, str) and value.strip() else None


def _step_words(raw: Any, said: Any) -> Any:
    """An English step with the translation's texts (only those the English step has)."""
    if not isinstance(raw, dict) or not isinstance(said, dict):
        return raw
    step = dict(raw)
    step.update({key: text for key in STEP_WORDS if key in step and (text := _said(said, key)) is not None})
    return step


def overlay(data: dict[str, Any], words: Mapping[str, Any]) -> dict[str, Any]:
    """The English file's data with a translation's texts, text by text: its n-th step is the
    English n-th; a text it lacks (or leaves empty) stays English. Moves, seeds, options and
    clauses are always the English file's."""
    out = dict(data)
    out.update({key: said for key in WORDS if (said := _said(words, key)) is not None})
    theirs = words.get("step", [])
    theirs = theirs if isinstance(theirs, list) else []
    out["step"] = [
        _step_words(raw, theirs[n] if n < len(theirs) else None) for n, raw in enumerate(data.get("step", []))
    ]
    return out


def parse(game_id: str, text: str, translation: str | None = None, lang: str = SOURCE) -> Tutorial:
    """A tutorial from its file's text; TabletomeError, one sentence, if it is not one.
    ``translation``: the text of its ``tutorial.LANG.toml``, whose words replace the English ones."""
    data = _toml(game_id, text)
    if translation is not None:
        data = overlay(data, _toml(f"{game_id} ({lang})", translation))
    for key in ("title", "intro", "closing", "seed", "seat"):
        if key not in data:
            raise TabletomeError(f"The {game_id} guided game has no {key}.")
    steps: list[Step] = [Step(NOTE, _flat(data["intro"]), tuple(data.get("intro_clauses", [])))]
    for n, raw in enumerate(data.get("step", [])):
        steps.extend(_step(raw, f"{game_id} guided game, step {n + 1}"))
    steps.append(Step(NOTE, _flat(data["closing"])))
    options = {str(k): str(v) for k, v in dict(data.get("options", {})).items()}
    return Tutorial(
        game_id,
        _flat(data["title"]),
        steps[0].text,
        steps[-1].text,
        int(data["seed"]),
        int(data["seat"]),
        options,
        tuple(steps),
        SOURCE if translation is None else lang,
    )


def tutorial(game: Game, lang: str = SOURCE) -> Tutorial | None:
    """The game's guided first game, or None when it ships none; in ``lang`` where the game ships
    ``tutorial.LANG.toml`` beside it (the same steps in the same order, only the words translated),
    each text it lacks in English."""
    path = tutorial_path(game)
    if path is None or not path.exists():
        return None
    translation = path.with_name(f"tutorial.{lang}.toml") if lang != SOURCE else None
    words = translation.read_text(encoding="utf-8") if translation is not None and translation.exists() else None
    return parse(game.id, path.read_text(encoding="utf-8"), words, lang)


def tutorials() -> dict[str, Tutorial]:
    """Every registered game's guided first game, by game id."""
    from .registry import games

    out = {}
    for game in games():
        found = tutorial(game)
        if found is not None:
            out[game.id] = found
    return out


# ------------------------------------------------------------------ checking a tutorial


@dataclass(slots=True)
class _Checking:
    game: Game
    t: Tutorial
    problems: list[str] = field(default_factory=list)

    def replay(self, state: State) -> None:
        """Play the script from ``state``, noting each problem; the game must go on after it."""
        for n, step in enumerate(self.t.steps):
            if step.kind != NOTE and not self.step(state, n, step):
                return
        if state.to_move is None:
            self.problems.append("the game is over when the guided part ends; nothing is left to finish.")

    def step(self, state: State, n: int, step: Step) -> bool:
        """Check one move step against ``state`` and play it; False when the script cannot go on."""
        where = f"step {n + 1} ({step.kind} '{step.action}')"
        seat = state.to_move
        if seat is None:
            self.problems.append(f"{where}: the game is already over.")
            return False
        if (step.kind == PLAY) != (seat == self.t.seat):
            who = "the learner" if seat == self.t.seat else state.seat_name(seat)
            self.problems.append(
                f"{where}: {who} is to move, so this should be a {PLAY if seat == self.t.seat else DO}."
            )
        try:
            action = self.game.parse_action(state, step.action)
        except TabletomeError as exc:
            self.problems.append(f"{where} is not legal then: {exc}")
            return False
        if str(action) != step.action:
            self.problems.append(f"{where} should be written '{action}'.")
        state.apply(action)
        return True


def check(game: Game, t: Tutorial) -> list[str]:
    """Every problem of a tutorial (empty: none): each scripted move legal when it comes and made by
    the right seat (the learner's ``play`` steps by the learner), every cited clause a clause of the
    game, and the game still running when the guided part ends."""
    from .reference import clauses

    known = {c.id for c in clauses(game)}
    checking = _Checking(game, t)
    checking.problems += [
        f"step {n + 1} cites {c}, which is not a clause"
        for n, step in enumerate(t.steps)
        for c in step.clauses
        if c not in known
    ]
    try:
        state = t.new_state(game)
    except TabletomeError as exc:
        return [f"the options or seed do not set up a game: {exc}"]
    if not 0 <= t.seat < state.players:
        return [f"seat {t.seat} is not a seat of this {state.players}-player game"]
    checking.replay(state)
    return checking.problems


# ------------------------------------------------------------------ following a running game

_RULE_IDS = re.compile(r"\s*\([A-Z]{2,4}(-[A-Z0-9]+)+\)$")


def move_words(text: str) -> str:
    """A move's words inside a sentence: "play the Inn card", not "Play the Inn card." (nor the
    rule ids some games add for the move list)."""
    text = _RULE_IDS.sub("", text.strip().rstrip("."))
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


@dataclass(slots=True)
class Guide:
    """A guided game as it runs: ``read`` counts the explanations the learner has pressed Next on.
    Where the guide stands follows from the actions played and ``read`` alone."""

    tutorial: Tutorial
    read: int = 0

    def index(self, played: int) -> int | None:
        """The step the game is at after ``played`` actions (None: the guided part is over)."""
        moves = notes = 0
        for i, step in enumerate(self.tutorial.steps):
            if step.kind == NOTE:
                if notes >= self.read:
                    return i
                notes += 1
            else:
                if moves >= played:
                    return i
                moves += 1
        return None

    def step(self, played: int) -> Step | None:
        i = self.index(played)
        return None if i is None else self.tutorial.steps[i]

    def follows(self, actions: Sequence[str]) -> bool:
        """Whether the game so far is the script's (a game that left it is no longer guided)."""
        script = self.tutorial.actions()
        return len(actions) <= len(script) and list(actions) == script[: len(actions)]

    def active(self, actions: Sequence[str]) -> bool:
        return self.follows(actions) and self.index(len(actions)) is not None

    def scripted(self, played: int) -> list[str]:
        """The other seats' moves the script plays now (empty unless the game is at such a move)."""
        steps = self.tutorial.steps
        i = self.index(played)
        out: list[str] = []
        while i is not None and i < len(steps) and steps[i].kind == DO:
            out.append(steps[i].action)
            i += 1
        return out

    def next(self, played: int) -> None:
        """The learner has read the explanation the game is at; TabletomeError when it is at none."""
        step = self.step(played)
        if step is None:
            raise TabletomeError(gettext(OVER))
        if step.kind != NOTE:
            raise TabletomeError(gettext(NOT_NEXT))
        self.read += 1

    def resume(self, played: int) -> None:
        """Where a game rebuilt from its actions stands: every explanation before the last action
        played counts as read (it was, or that action could not have come); those after it wait."""
        moves = notes = 0
        for step in self.tutorial.steps:
            if moves >= played:
                break
            if step.kind == NOTE:
                notes += 1
            else:
                moves += 1
        self.read = notes

    def words(self, texts: Tutorial | None) -> Tutorial:
        """``texts`` (the same tutorial in the reader's language: the same steps, only the words
        translated) where it fits the guide's, else the guide's own."""
        fits = texts is not None and len(texts.steps) == len(self.tutorial.steps)
        return texts if fits and texts is not None else self.tutorial

    def said(self, i: int, texts: Tutorial | None) -> Step:
        """Step ``i`` in the words of ``texts`` (see :meth:`words`)."""
        return self.words(texts).steps[i]

    def refusal(self, played: int, text: str, words: str = "", texts: Tutorial | None = None) -> str | None:
        """The sentence refusing the learner's move ``text`` (canonical), None if it is the one asked,
        in the current language; ``words``: the asked move in a player's words (its notation
        otherwise); ``texts``: the tutorial in the reader's language, for the step's reason."""
        i = self.index(played)
        if i is None:
            return None
        step = self.tutorial.steps[i]
        if step.kind == NOTE:
            return gettext(NO_READ)
        if step.kind == DO:
            return gettext(NO_WAIT)
        if text == step.action:
            return None
        asked = words or gettext("play '{action}'").format(action=step.action)
        return gettext("In this guided game, {asked} now: {why}.").format(asked=asked, why=self.said(i, texts).why)

    def page(
        self, played: int, words: str = "", targets: Sequence[str] = (), texts: Tutorial | None = None
    ) -> dict[str, Any] | None:
        """What the table shows of the step the game is at: its number among the steps the learner
        meets, its text and rules, and for a move the move asked, in words, and the board elements
        it is about (``targets``: from ``board_targets``); its words from ``texts`` where given
        (the tutorial in the reader's language)."""
        i = self.index(played)
        if i is None:
            return None
        steps = self.tutorial.steps
        shown = [j for j, s in enumerate(steps) if s.shown]
        step = steps[i]
        said = self.said(i, texts)
        number = sum(1 for j in shown if j <= i)
        return {
            "title": self.words(texts).title,
            "number": number,
            "count": len(shown),
            "kind": step.kind,
            "text": said.text,
            "clauses": list(step.clauses),
            "play": step.action if step.kind == PLAY else None,
            "words": words if step.kind == PLAY else None,
            "why": said.why or None,
            "el": list(targets) if step.kind == PLAY else [],
            "last": i == len(steps) - 1,
        }
