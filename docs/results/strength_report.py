"""The table of docs/results/README.md's section 'How strong each AI kind is', from the figures the
lobby shows (src/tabletome/agents/strength.toml). Prints the markdown; tests/agents/test_strength.py
checks the README holds it as printed.

Usage: python docs/results/strength_report.py
"""

from __future__ import annotations

from tabletome.agents.strength import measures
from tabletome.engine import get_game

HEADER = "| game | player | setting | against | wins | 95% interval | command |\n|---|---|---|---|---|---|---|"


def rows() -> list[str]:
    out = []
    for m in sorted(measures(), key=lambda m: (m.game, m.kind, m.budget, m.seconds)):
        kind = f"{m.kind}:{m.budget}" if m.budget else m.kind
        kind += f":{m.seconds:g}s" if m.seconds else ""
        against = "the whole team" if m.against == "team" else f"{m.against} (fair share {m.fair:g}%)"
        wins = f"{m.wins:g} of {m.games} ({m.rate:.1f}%)"
        interval = f"[{m.interval[0]}, {m.interval[1]}]"
        out.append(
            f"| {get_game(m.game).name} | {kind} | {m.setting} | {against} | {wins} | {interval} | `{m.command}` |"
        )
    return out


def table() -> str:
    return "\n".join([HEADER, *rows()])


if __name__ == "__main__":
    print(table())
