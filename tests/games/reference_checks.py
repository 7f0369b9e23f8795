"""Checks every game's reference at hand shares: pictures tied to the glossary, words for players.

Each game's test_*_reference.py plays real games with these and adds its own rules.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

from tabletome.engine import Rng, capabilities, reference
from tabletome.engine.game import Game
from tabletome.engine.state import State

CLAUSE_ID = re.compile(r"[A-Z]{2,3}-[A-Z0-9]+-\d+")
SVG = "{http://www.w3.org/2000/svg}"


def positions(game: Game, options: dict[str, str], seeds: range, steps: int, every: int) -> Iterator[State]:
    """Positions of real games: every ``every``-th one, and the end. Odd seeds play random moves,
    even seeds the game's scripted players (longer games, later positions)."""
    for seed in seeds:
        s = game.new_state(options, seed)
        rng = Rng(seed + 1000)
        players = [game.heuristic_agent(t, seed) for t in range(s.players)] if seed % 2 == 0 else []  # type: ignore[attr-defined]
        for step in range(steps):
            if s.to_move is None:
                break
            if step % every == 0:
                yield s
            seat = s.to_move
            if players:
                s.apply(players[seat].act(s, seat))
            else:
                legal = s.legal_actions()
                s.apply(legal[rng.below(len(legal))])
        yield s


def views(s: State) -> Iterator[dict]:
    """Every seat's view and the spectator's (public) view."""
    for seat in range(s.players):  # type: ignore[attr-defined]
        yield s.view(seat)
    yield s.public_view()


def check_picture(game: Game, view: dict, keys: set[str]) -> set[str]:
    """The picture of a view: well-formed, each data-ref a glossary key with a <title> first, no
    text cut with an ellipsis. Returns the refs drawn."""
    picture = capabilities.svg(game, view)
    root = ET.fromstring(picture)
    assert root.get("width") == "100%" and root.get("viewBox"), "the board uses the width it has"
    refs = set()
    for el in root.iter():
        ref = el.get("data-ref")
        if ref is None:
            continue
        assert ref in keys, f"data-ref {ref!r} is no glossary key"
        first = next(iter(el), None)
        assert first is not None and first.tag == SVG + "title" and first.text, f"{ref}: no <title>"
        refs.add(ref)
    texts = "".join("".join(el.itertext()) for el in root.iter(SVG + "text"))
    assert "…" not in texts, "a text is cut short"
    return refs


def check_words(game: Game) -> dict[str, list[reference.Entry]]:
    """Unique keys; no clause id in what players read (ids go to Entry.clauses, which resolve)."""
    entries = reference.glossary(game)
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys)), "keys are unique"
    known = {c.id for c in reference.clauses(game)}
    by_kind: dict[str, list[reference.Entry]] = {}
    for e in entries:
        for words in (e.name, e.text, e.needs):
            assert not CLAUSE_ID.search(words), f"{e.key}: a clause id in {words!r}"
            assert "AN-" not in words and "HX-" not in words and "CE-" not in words, e.key
        assert e.text.strip(), f"{e.key} has no text"
        assert set(e.clauses) <= known, f"{e.key} cites unknown clauses {set(e.clauses) - known}"
        by_kind.setdefault(e.kind, []).append(e)
    return by_kind


def goals_text(game: Game, view: dict) -> str:
    found = reference.goals(game, view)
    for line in found["win"] + found["lose"]:
        assert not CLAUSE_ID.search(line), line
        assert not re.search(r"\b1 (\w+ )?(card|type|investigator|space|victim|tile|portal|point)s\b", line), (
            f"plural after 1: {line}"
        )
        assert not re.search(
            r"\b([02-9]|\d\d+) (card|type|investigator|space|victim|tile|portal)(?= is| has|[.,:;)])", line
        ), f"singular after a number that is not 1: {line}"
    return " ".join(found["win"] + found["lose"])
