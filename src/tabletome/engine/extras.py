"""Optional extras: what a feature needs beyond a plain install, said in one sentence with the
command that installs it (``pip install 'tabletome[EXTRA]'``)."""

from __future__ import annotations

from importlib.util import find_spec

from .errors import TabletomeError

#: Each extra of the package, and what it brings.
EXTRAS = {
    "plots": "pictures of the lab's results and of the editor's trial games (matplotlib)",
    "server": "PostgreSQL, Redis between workers and uvicorn's fast event loop, for hosting",
    "rl": "the PettingZoo and Gymnasium environments",
    "learn": "training the learned players (PyTorch)",
    "ray": "simulations on a Ray cluster",
}


class MissingExtra(TabletomeError, ImportError):
    """A feature used without the optional packages it needs."""


def hint(extra: str) -> str:
    return f"pip install 'tabletome[{extra}]'"


def require(module: str, extra: str, what: str) -> None:
    """Raise MissingExtra, naming ``what`` and the extra to install, when ``module`` is missing."""
    if not available(module):
        raise MissingExtra(f"{what} needs the optional extra '{extra}': {hint(extra)}.")


def available(module: str) -> bool:
    try:
        return find_spec(module) is not None
    except (ImportError, ValueError):
        return False
