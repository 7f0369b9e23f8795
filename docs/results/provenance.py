"""What a result was measured on: the scripts of docs/results put it beside their figures."""

from __future__ import annotations

import subprocess
from pathlib import Path


def commit() -> str:
    """The commit of the code the games run, read before they start (rows of a run may span sessions)."""
    try:
        out = subprocess.run(
            ["git", "-C", str(Path(__file__).resolve().parent), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
        )
    except OSError:
        return "unknown"
    return out.stdout.strip() or "unknown"
