"""The parse worker: reads TOML or JSON in a process of its own, so that it can be killed.

``tabletome.engine.datafile`` runs it as ``python -I -m tabletome.engine.datafile_worker`` in a
``WorkerPool`` (engine/workers.py: the frames on its pipes); a worker imports the standard library
and that module only. It is also imported in-process for trusted (embedded) files, which share its
sentences.

A request is one byte naming the kind (t or j) then the UTF-8 text; an answer is the pickle of
("ok", data) or ("error", sentence).
"""

from __future__ import annotations

import json
import pickle
import tomllib
from typing import Any

KIND_CODES = {"toml": b"t", "json": b"j"}
KINDS = {code: kind for kind, code in KIND_CODES.items()}


def load(kind: str, text: str) -> Any:
    """The data of TOML or JSON text; raises whatever the parser raises."""
    return json.loads(text) if kind == "json" else tomllib.loads(text)


def failure(exc: BaseException, kind: str) -> str:
    """One sentence (without its final stop) saying why the text could not be read."""
    name = kind.upper()
    if isinstance(exc, RecursionError):
        return f"nests too deeply to be read as {name}"
    if isinstance(exc, MemoryError):
        return "needs too much memory to be read"
    if isinstance(exc, UnicodeError):
        return "is not UTF-8 text"
    if isinstance(exc, (tomllib.TOMLDecodeError, json.JSONDecodeError)):
        return f"is not valid {name}: {str(exc).rstrip('.')}"
    if isinstance(exc, ValueError):
        # Python's own guards (a number of thousands of digits): its message names Python internals.
        return f"has a value that {name} cannot hold"
    return f"could not be read as {name} ({type(exc).__name__})"


def answer(kind: str, payload: bytes) -> bytes:
    """The pickled answer to one request; never raises."""
    try:
        reply: tuple[str, Any] = ("ok", load(kind, payload.decode("utf-8", "surrogatepass")))
        return pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
    except BaseException as exc:  # every failure, even RecursionError, becomes a sentence
        return pickle.dumps(("error", failure(exc, kind)), protocol=pickle.HIGHEST_PROTOCOL)


def request(kind: str, text: str) -> bytes:
    """The request that asks a worker to read ``text`` as ``kind``."""
    return KIND_CODES[kind] + text.encode("utf-8", "surrogatepass")


def answer_request(data: bytes) -> bytes:
    return answer(KINDS.get(data[:1], "toml"), data[1:])


def main() -> None:
    from tabletome.engine.workers import serve

    serve(answer_request)


if __name__ == "__main__":
    main()
