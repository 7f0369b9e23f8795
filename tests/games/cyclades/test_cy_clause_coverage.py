"""Every clause of clauses.md is cited by a test (its id in a test name or a docstring)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from .helpers import GAME

HERE = Path(__file__).parent


def cited_ids() -> set[str]:
    """CY ids in test function names (``cy_off_06``, ``cy_free_11_12`` for two) and in test
    docstrings (``CY-OFF-06``)."""
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for m in re.finditer(r"cy_([a-z0-9]+)((?:_\d\d)+)", node.name):
                    found.update(f"CY-{m.group(1).upper()}-{n}" for n in m.group(2).split("_")[1:])
                doc = ast.get_docstring(node) or ""
                found.update(re.findall(r"CY-[A-Z0-9]+-\d\d", doc))
    return found


def test_every_clause_is_cited_by_a_test() -> None:
    path = GAME.clauses_path()
    assert path is not None
    clauses = set(re.findall(r"\*\*(CY-[A-Z0-9]+-\d+)\*\*", path.read_text(encoding="utf-8")))
    assert len(clauses) == 307
    missing = sorted(clauses - cited_ids())
    assert not missing, f"clauses without a test: {', '.join(missing)}"
