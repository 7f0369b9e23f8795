"""CONTRIBUTING.md's walk-throughs point at real games: the Liar's Dice walk-through's package
exists, stays within the 250 lines of Python it promises, and passes the contract kit."""

from __future__ import annotations

import re
from pathlib import Path

from tabletome.engine import get_game
from tabletome.testing import check_contract

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 250


def source_lines(package: Path) -> int:
    """Non-blank lines that are not comments, over the package's Python files."""
    return sum(
        1
        for path in package.rglob("*.py")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith("#")
    )


def test_the_liars_dice_walk_through_names_a_small_game_that_keeps_the_contract() -> None:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    found = re.search(r"## Hidden values: a walk through Liar's Dice\n\n`src/tabletome/games/(\w+)/`", text)
    assert found is not None, "the walk-through is gone from CONTRIBUTING.md"
    package = ROOT / "src" / "tabletome" / "games" / found.group(1)
    assert (package / "__init__.py").is_file() and (package / "clauses.md").is_file()
    assert source_lines(package) <= LIMIT, f"{package.name} holds {source_lines(package)} lines of Python"
    for name in ("values=D6", "bid 3x5"):
        assert name in text and any(name in p.read_text(encoding="utf-8") for p in package.rglob("*.py"))
    game = get_game(found.group(1))
    report = check_contract(game, seeds=(1,))
    assert report.games == len(report.combinations) and "cups[1]" in report.hidden_parts
