"""Import circles inside each game: modules of one game package that import each other, directly or
round about, when they load (imports inside functions, and those under ``if TYPE_CHECKING``, load
nothing then and do not count).

Usage: python benchmarks/import_circles.py. Prints each game's circles, largest first, then one JSON
object as its last line: per game its module count, its largest circle's size and every circle.
Read from the source text (nothing is imported); figures are printed, never asserted.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

GAMES = Path(__file__).resolve().parent.parent / "src" / "tabletome" / "games"


def module_name(package: Path, path: Path) -> str:
    parts = path.relative_to(package).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts) or "__init__"


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def load_time_imports(tree: ast.Module) -> list[ast.ImportFrom | ast.Import]:
    """The imports run when the module loads: at its top level, in top-level ``try``/``if`` blocks."""
    found: list[ast.ImportFrom | ast.Import] = []
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        elif isinstance(node, ast.If) and not _type_checking(node):
            todo += node.body + node.orelse
        elif isinstance(node, ast.Try):
            todo += node.body + node.orelse + node.finalbody + [s for h in node.handlers for s in h.body]
    return found


def absolute(package: str, here: str, is_package: bool, node: ast.ImportFrom | ast.Import) -> tuple[str, list[str]]:
    """The module ``node`` imports from (absolute) and the names it takes from it."""
    if isinstance(node, ast.Import):
        return "", [a.name for a in node.names]
    base = node.module or ""
    if node.level:
        parts = [package, *([] if here == "__init__" else here.split("."))]
        parts = parts if is_package else parts[:-1]
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, *([node.module] if node.module else [])])
    return base, [a.name for a in node.names]


def local(package: str, name: str, known: set[str]) -> str | None:
    """The game's module ``name`` is (relative to the package), or None."""
    if name == package:
        return "__init__"
    rest = name[len(package) + 1 :] if name.startswith(package + ".") else None
    return rest if rest in known else None


def targets(package: str, here: str, is_package: bool, node: ast.ImportFrom | ast.Import, known: set[str]) -> set[str]:
    """The modules of the game that ``node`` loads (named relative to the game's package): a
    submodule taken by name counts as that module; a name taken from the package's ``__init__``
    (``from . import GAME``) counts as ``__init__``, which every submodule's loading implies too,
    but only such a name makes a circle through it."""
    base, names = absolute(package, here, is_package, node)
    if not base:
        return {m for m in (local(package, n, known) for n in names) if m is not None}
    out = set()
    for name in names:
        sub = local(package, f"{base}.{name}", known)
        if sub is not None:
            out.add(sub)
        elif (module := local(package, base, known)) is not None:
            out.add(module)
    return out


def graph(game: Path) -> dict[str, set[str]]:
    package = f"tabletome.games.{game.name}"
    files = {module_name(game, p): p for p in sorted(game.rglob("*.py"))}
    known = set(files)
    edges: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        is_package = path.name == "__init__.py"
        found: set[str] = set()
        for node in load_time_imports(tree):
            found |= targets(package, name, is_package, node, known)
        edges[name] = found - {name}
    return edges


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return sorted(out, key=lambda g: (-len(g), g))


def main() -> None:
    result = {}
    for game in sorted(p for p in GAMES.iterdir() if (p / "__init__.py").exists()):
        edges = graph(game)
        found = circles(edges)
        for group in found:
            print(f"{game.name}: a circle of {len(group)}: {', '.join(group)}")
        result[game.name] = {
            "modules": len(edges),
            "largest": len(found[0]) if found else 0,
            "circles": found,
        }
    print(json.dumps({"import_circles": result}, sort_keys=True))


if __name__ == "__main__":
    main()
