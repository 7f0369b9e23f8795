"""Every clause of clauses.md is cited by a test (its id in a test name or a docstring)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .helpers import GAME

HERE = Path(__file__).parent


def cited_ids() -> set[str]:
    """AN ids in test function names (``an_play_04``) and in test docstrings (``AN-PLAY-04``)."""
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for m in re.finditer(r"an_([a-z]+)_(\d\d)", node.name):
                    found.add(f"AN-{m.group(1).upper()}-{m.group(2)}")
                doc = ast.get_docstring(node) or ""
                found.update(re.findall(r"AN-[A-Z]+-\d\d", doc))
    return found


def test_every_clause_is_cited_by_a_test() -> None:
    path = GAME.clauses_path()
    assert path is not None
    clauses = set(re.findall(r"\*\*(AN-[A-Z]+-\d+)\*\*", path.read_text(encoding="utf-8")))
    missing = sorted(clauses - cited_ids())
    assert not missing, f"clauses without a test: {', '.join(missing)}"
