"""The parse worker: reads TOML or JSON in a process of its own, so that it can be killed.

``tabletome.engine.datafile`` runs this file as a script (``python -I datafile_worker.py``), so a
worker imports only the standard library, never the tabletome package. It is also imported
in-process for trusted (embedded) files, which share its sentences.

Protocol on stdin/stdout: a request is ``kind (1 byte, t or j) + length (8 bytes) + UTF-8 text``;
an answer is ``length (8 bytes) + pickle of ("ok", data) or ("error", sentence)``. One empty
answer first says the worker is ready. End of stdin ends the worker.
"""

from __future__ import annotations

import json
import pickle
import signal
import struct
import sys
import tomllib
from typing import Any, BinaryIO

REQUEST = struct.Struct("<cQ")
ANSWER = struct.Struct("<Q")
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


def _read_exact(stream: BinaryIO, size: int) -> bytes | None:
    data = stream.read(size)
    return data if len(data) == size else None


def serve(inp: BinaryIO, out: BinaryIO) -> None:
    """Answer requests until stdin ends."""
    out.write(ANSWER.pack(0))
    out.flush()
    while (head := _read_exact(inp, REQUEST.size)) is not None:
        code, size = REQUEST.unpack(head)
        payload = _read_exact(inp, size)
        if payload is None:
            return
        reply = answer(KINDS.get(code, "toml"), payload)
        out.write(ANSWER.pack(len(reply)) + reply)
        out.flush()


def main() -> None:
    # Ctrl-C reaches the whole process group; the parent decides when a worker ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    serve(sys.stdin.buffer, out)


if __name__ == "__main__":
    main()
