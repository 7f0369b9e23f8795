"""How to play a game, in players' words: the ``howto.toml`` shipped beside its ``clauses.md``.

A how-to is short: the goal, a turn in a few steps, the components, how the game ends, and the
game's modes or modules. Every item cites the numbered clauses it summarises, so a reader can
open the exact rule, and a test can check that each cited clause exists.

The file::

    title = "Der Hexer von Salem"
    summary = "One paragraph: who plays, what kind of game."

    [[goal]]
    text = "..."
    clauses = ["HX-GEN-04"]

    [[turn]]          # also [[component]], [[end]], [[mode]]: the same fields
    title = "Move"
    text = "..."
    clauses = ["HX-LOC-01"]

    [[component]]
    title = "Portal tiles"
    text = "..."
    clauses = ["HX-SETUP-23"]
    picture = "portal-tile"   # where the game's picture draws it (its data-ref)
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import TabletomeError
from .i18n import N_, SOURCE, gettext

if TYPE_CHECKING:
    from pathlib import Path

    from .game import Game

SECTIONS = ("goal", "turn", "component", "end", "mode")
#: Each section's heading on a page and in the terminal.
HEADINGS = {
    "goal": N_("The goal"),
    "turn": N_("A turn"),
    "component": N_("What is on the table"),
    "end": N_("How the game ends"),
    "mode": N_("Modes and modules"),
}


@dataclass(frozen=True, slots=True)
class Item:
    """One step, component or rule of a how-to, with the clauses it summarises."""

    title: str
    text: str
    clauses: tuple[str, ...]
    #: A component's part of the game's own picture: the ``data-ref`` it draws the component
    #: with ("portal-tile"; "item" also matches "item:elixir"); "" for no picture.
    picture: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"title": self.title, "text": self.text, "clauses": list(self.clauses), "picture": self.picture}


@dataclass(frozen=True, slots=True)
class HowTo:
    game: str
    title: str
    summary: str
    sections: dict[str, tuple[Item, ...]]
    #: The language of its words ("en", or the translation it was read from).
    lang: str = SOURCE

    def cited(self) -> list[str]:
        """Every clause id the how-to cites, in order."""
        return [c for items in self.sections.values() for item in items for c in item.clauses]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "title": self.title,
            "summary": self.summary,
            "sections": [
                {"key": key, "heading": gettext(HEADINGS[key], self.lang), "items": [i.to_json() for i in items]}
                for key, items in self.sections.items()
                if items
            ],
        }


def howto_path(game: Game) -> Path | None:
    """Where the game's how-to lives: beside its clauses."""
    clauses = game.clauses_path()
    return None if clauses is None else clauses.with_name("howto.toml")


def _flat(text: str) -> str:
    """A paragraph on one line (the file wraps long texts; pages and terminals wrap them again)."""
    return " ".join(text.split())


def _item(raw: Any, where: str) -> Item:
    if not isinstance(raw, dict) or not isinstance(raw.get("text"), str):
        raise TabletomeError(f"{where} needs a text.")
    clauses = raw.get("clauses", [])
    if not isinstance(clauses, list) or not all(isinstance(c, str) for c in clauses):
        raise TabletomeError(f"{where}: clauses should be a list of clause ids.")
    return Item(str(raw.get("title", "")), _flat(raw["text"]), tuple(clauses), str(raw.get("picture", "")))


def _read(game: Game, path: Path) -> tuple[str, str, dict[str, tuple[Item, ...]]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    sections = {
        key: tuple(_item(raw, f"{game.id} how-to, {key} {n + 1}") for n, raw in enumerate(data.get(key, [])))
        for key in SECTIONS
    }
    return str(data.get("title", game.name)), _flat(str(data.get("summary", ""))), sections


def _translated(english: tuple[Item, ...], words: tuple[Item, ...]) -> tuple[Item, ...]:
    """The English items with the translation's title and text, item by item (its n-th item is the
    English n-th; an item it lacks stays English). Clauses and pictures are the English file's."""
    out = []
    for n, item in enumerate(english):
        said = words[n] if n < len(words) else None
        out.append(item if said is None else Item(said.title or item.title, said.text, item.clauses, item.picture))
    return tuple(out)


def howto(game: Game, lang: str = SOURCE) -> HowTo | None:
    """The game's how-to, or None when it ships none; in ``lang`` where the game ships
    ``howto.LANG.toml`` beside it (the same items in the same order), else in English."""
    path = howto_path(game)
    if path is None or not path.exists():
        return None
    title, summary, sections = _read(game, path)
    translation = path.with_name(f"howto.{lang}.toml") if lang != SOURCE else None
    if translation is None or not translation.exists():
        return HowTo(game.id, title, summary, sections)
    t_title, t_summary, t_sections = _read(game, translation)
    words = {key: _translated(items, t_sections.get(key, ())) for key, items in sections.items()}
    return HowTo(game.id, t_title or title, t_summary or summary, words, lang)
