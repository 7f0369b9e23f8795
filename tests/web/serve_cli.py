"""`tabletome serve` as its own command, for tests that run a real server process.

(The real CLI registers the same function in cli/main.py.)
"""

from __future__ import annotations

import typer

from tabletome.cli.serve import serve

app = typer.Typer(add_completion=False, pretty_exceptions_enable=False)
app.command()(serve)

if __name__ == "__main__":
    app()
