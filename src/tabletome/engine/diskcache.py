"""A cache of built data on this machine, so that a process does not rebuild what another built.

A game whose data is slow to build (V:TES reads 4,149 cards from its card library) keeps the
result in one file per name under the user's cache folder (``platformdirs``; the environment
variable ``TABLETOME_CACHE`` names another folder, or ``off`` for none). A file holds the key it
was built for (versions and a digest of the code that built it): a file for another key, a
broken or unreadable one, is built again and replaced. Writing is atomic (a temporary file
renamed), so concurrent processes never read half a file. Without a usable folder the data is
simply built in memory, as it would be without a cache.

The files are pickles: only this process's own code writes them, in the user's own folder.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

T = TypeVar("T")

ENV_CACHE = "TABLETOME_CACHE"
#: The value of TABLETOME_CACHE that turns the cache off.
OFF = "off"


def cache_dir() -> Path | None:
    """The folder of the cache (made when missing), or None when it is off or cannot be made."""
    given = os.environ.get(ENV_CACHE, "").strip()
    if given.lower() == OFF:
        return None
    if given:
        folder = Path(given).expanduser()
    else:
        import platformdirs

        folder = Path(platformdirs.user_cache_dir("tabletome", appauthor=False))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return folder


def code_digest(*files: str | Path) -> str:
    """A digest of source files: a cache key changes when the code that builds the data does."""
    h = hashlib.sha256()
    for name in files:
        try:
            h.update(Path(name).read_bytes())
        except OSError:
            h.update(f"missing {name}".encode())
    return h.hexdigest()[:20]


def cached(
    name: str,
    key: str,
    build: Callable[[], T],
    *,
    dump: Callable[[T, BinaryIO], None] | None = None,
    load: Callable[[BinaryIO], T] | None = None,
) -> T:
    """The data of ``name`` for ``key``: read from the cache file, else built and written there."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{_safe(name)}.pickle"
    reader: Callable[[BinaryIO], T] = load or _load
    found = _read(path, key, reader)
    if found is not None:
        return found
    value = build()
    _write(path, key, value, dump or _dump)
    return value


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)


def _load(stream: BinaryIO) -> Any:
    return pickle.load(stream)


def _dump(value: Any, stream: BinaryIO) -> None:
    pickle.dump(value, stream, protocol=pickle.HIGHEST_PROTOCOL)


def _read(path: Path, key: str, load: Callable[[BinaryIO], T]) -> T | None:
    """The value in ``path`` when the file was written for ``key``; None otherwise."""
    try:
        with path.open("rb") as stream:
            if stream.readline().decode("utf-8", "replace").rstrip("\n") != key:
                return None
            return load(stream)
    except FileNotFoundError:
        return None
    except Exception:  # a broken file is rebuilt, never trusted
        return None


def _write(path: Path, key: str, value: T, dump: Callable[[T, BinaryIO], None]) -> None:
    """Write atomically; a folder that cannot be written leaves the cache empty, not the caller failing."""
    try:
        fd, temp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(key.encode("utf-8") + b"\n")
            dump(value, stream)
        os.replace(temp, path)
    except Exception:
        _remove((temp,))


def _remove(paths: Iterable[str | Path]) -> None:
    for p in paths:
        with contextlib.suppress(OSError):
            os.unlink(p)
