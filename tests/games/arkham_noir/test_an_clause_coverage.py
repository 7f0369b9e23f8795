"""Every clause of clauses.md is cited by a test (its id in a test name or a docstring)."""

from __future__ import annotations

import re
from pathlib import Path

from tabletome.testing import cited_clause_ids

from .helpers import GAME

HERE = Path(__file__).parent


def cited_ids() -> set[str]:
    return cited_clause_ids(HERE, "an")


def test_every_clause_is_cited_by_a_test() -> None:
    path = GAME.clauses_path()
    assert path is not None
    clauses = set(re.findall(r"\*\*(AN-[A-Z]+-\d+)\*\*", path.read_text(encoding="utf-8")))
    missing = sorted(clauses - cited_ids())
    assert not missing, f"clauses without a test: {', '.join(missing)}"
