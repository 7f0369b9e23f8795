"""The reference at hand: a game's rules as clauses, its components in words, and what wins and
loses now.

- :func:`clauses` reads a game's ``clauses.md`` (``- **HX-LOC-05** — text ⟨pt: "quote"⟩``) into
  :class:`Clause` records: the rules panel, searchable, each id a link.
- A game that implements :class:`Reference` gives a glossary of every named thing on its table
  (creatures, cards, items, locations, effects, icons, track spaces) as :class:`Entry` records
  with their full text and what they need, and a plain summary of how to win and how the team
  or seat can lose now, with the live numbers, read from a seat's view (never the truth).
- :func:`search` finds clauses and entries by words (the terminal's ``rules WORD``).
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .i18n import gettext

if TYPE_CHECKING:
    from .game import Game

_CLAUSE = re.compile(r"^- \*\*([A-Z]{2,3}-[A-Z0-9]+-\d+)\*\* — (.*?)(?:\s+⟨(.*)⟩)?\s*$")
_SECTION = re.compile(r"^##\s+(.*)$")


@dataclass(frozen=True, slots=True)
class Clause:
    id: str
    section: str
    text: str
    quote: str  # the rulebook's own words, as the clause file cites them

    def to_json(self) -> dict[str, str]:
        return {"id": self.id, "section": self.section, "text": self.text, "quote": self.quote}


@dataclass(frozen=True, slots=True)
class Entry:
    """A named thing on the table: its kind ("creature", "card"...), name, full text and needs."""

    key: str
    kind: str
    name: str
    text: str
    needs: str = ""
    clauses: tuple[str, ...] = ()  # the rules it is about

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "kind": self.kind,
            "name": self.name,
            "text": self.text,
            "needs": self.needs,
            "clauses": list(self.clauses),
        }


@runtime_checkable
class Reference(Protocol):
    def glossary(self, edition: Any = None) -> Sequence[Entry]:
        """Every named thing of the game's components, with its text and what it needs."""

    def goals(self, view: Mapping[str, Any]) -> Mapping[str, list[str]]:
        """From a seat's view: {"win": lines saying what is still to do, "lose": lines saying how
        it can be lost now}, with the live numbers ("Necron is on 14 of 20")."""


def clauses(game: Game) -> list[Clause]:
    """The game's numbered rules, in the clause file's order (empty without one)."""
    path = game.clauses_path()
    if path is None or not path.exists():
        return []
    out = []
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        head = _SECTION.match(line)
        if head:
            section = head.group(1).strip()
            continue
        m = _CLAUSE.match(line)
        if m:
            out.append(Clause(m.group(1), section, m.group(2).strip(), (m.group(3) or "").strip()))
    return out


def glossary(game: Game, edition: Any = None, lang: str = "en") -> list[Entry]:
    """The game's glossary; in ``lang`` where the game ships ``glossary.LANG.toml`` beside its
    clauses (entry key -> name, text, needs), entry by entry: an entry it lacks stays English."""
    entries = list(game.glossary(edition)) if isinstance(game, Reference) else []
    words = glossary_words(game, lang)
    said = [_said(e, words[e.key]) if e.key in words else e for e in entries]
    # the kind heads the reference panel's groups: a word the game marks for the catalog
    return said if lang == "en" else [replace(e, kind=gettext(e.kind, lang)) for e in said]


def _said(entry: Entry, words: Mapping[str, Any]) -> Entry:
    def pick(field: str, english: str) -> str:
        value = words.get(field)
        return value if isinstance(value, str) and value.strip() else english

    return replace(
        entry, name=pick("name", entry.name), text=pick("text", entry.text), needs=pick("needs", entry.needs)
    )


def glossary_words(game: Game, lang: str) -> dict[str, Mapping[str, Any]]:
    """The translation file's entries (empty for English or a game without one)."""
    path = game.clauses_path()
    if lang == "en" or path is None:
        return {}
    found = path.with_name(f"glossary.{lang}.toml")
    if not found.exists():
        return {}
    data = tomllib.loads(found.read_text(encoding="utf-8"))
    return {str(k): v for k, v in data.items() if isinstance(v, Mapping)}


def goals(game: Game, view: Mapping[str, Any]) -> dict[str, list[str]]:
    if not isinstance(game, Reference):
        return {"win": [], "lose": []}
    found = game.goals(view)
    return {"win": list(found.get("win", [])), "lose": list(found.get("lose", []))}


def _fold(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return plain.casefold()


def search(game: Game, words: Sequence[str], edition: Any = None) -> tuple[list[Entry], list[Clause]]:
    """Entries and clauses that mention every word (accents and case ignored); an entry whose
    name holds the words comes first."""
    wanted = [_fold(w) for w in words if w.strip()]

    def hits(*texts: str) -> bool:
        folded = _fold(" ".join(texts))
        return all(w in folded for w in wanted)

    entries = [e for e in glossary(game, edition) if hits(e.name, e.kind, e.text, e.needs)]
    entries.sort(key=lambda e: not hits(e.name))
    found = [c for c in clauses(game) if hits(c.id, c.text, c.quote, c.section)]
    return entries, found
