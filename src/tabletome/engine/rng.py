"""The one random-number generator a game state owns.

SplitMix64 keeps its whole state in one integer, so cloning a game state copies
one int instead of the 625 words of ``random.Random``; its output depends only on
the seed, never on the Python version or the number of processes.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def derive_seed(*parts: object) -> int:
    """A 64-bit seed from any parts (a game seed, a label, a seat...), stable across runs."""
    text = "\x1f".join(repr(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    @classmethod
    def derived(cls, *parts: object) -> Rng:
        return cls(derive_seed(*parts))

    def next64(self) -> int:
        s = (self.state + _GAMMA) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n); multiply-shift, bias below n / 2**64 (``next64`` inlined: a
        random player asks it at every action)."""
        s = (self.state + _GAMMA) & _MASK
        self.state = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        # Fisher-Yates with next64 inlined: shuffles are the hot part of determinize.
        s = self.state
        for i in range(len(seq) - 1, 0, -1):
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s

    def split(self) -> Rng:
        """An independent stream; advances this one by one step."""
        return Rng(self.next64() ^ 0x5DEECE66D)

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
