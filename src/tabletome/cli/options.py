"""Reading game options from the command line."""

from __future__ import annotations

from collections.abc import Sequence

from tabletome.engine import TabletomeError


def game_options(args: Sequence[str], option: Sequence[str]) -> dict[str, str]:
    """Game options from ``--name value`` extras and ``--option name=value``."""
    out: dict[str, str] = {}
    for item in option:
        name, sep, value = item.partition("=")
        if not sep:
            raise TabletomeError(f"--option takes name=value, not '{item}'.")
        out[name.strip().replace("-", "_")] = value.strip()
    i = 0
    args = list(args)
    while i < len(args):
        token = args[i]
        if not token.startswith("--"):
            raise TabletomeError(f"Unexpected argument '{token}'.")
        name, sep, value = token[2:].partition("=")
        if not sep:
            if i + 1 >= len(args):
                raise TabletomeError(f"{token} needs a value.")
            value = args[i + 1]
            i += 1
        out[name.replace("-", "_")] = value
        i += 1
    return out
