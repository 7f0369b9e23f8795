"""What a private deck may hold: the cards of tournament-winning decks, by clan (issue 37).

A search player never reads another Methuselah's private decklist; a determinization (``hidden.py``)
deals that Methuselah's unseen cards from this prior instead. ``archive_prior.json`` counts, for
each clan, the copies of every card in the Tournament Winning Decks Archive's decks since 2020 whose
crypt is mostly of that clan (a deck's clan is the clan of most of its crypt's copies). Its
``source`` entry names the archive file and the decks counted; ``benchmarks/vtes_archive.py
--write-prior`` writes it again from a newer archive.

Conditioning on what a Methuselah has shown: the clans of its vampires seen (in play, in torpor,
in the ash heap) choose the decks of those clans, the groups of those vampires narrow the crypt to
the groups a legal crypt can hold with them (VT-DECK-07: two consecutive groups). Before anything
is shown, every deck of the archive is the prior. A clan no archived deck is built around draws its
crypt from every vampire of that clan in the card database, its library from the whole archive.
"""

from __future__ import annotations

import json
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import accumulate
from typing import Any

from tabletome.engine.rng import Rng

from .model import facts

FILE = "archive_prior.json"


@dataclass(frozen=True, slots=True)
class Weighted:
    """Cards with weights (their copies in the decks counted): ``draw`` picks one by weight."""

    cards: tuple[int, ...]
    ends: tuple[int, ...]  # the running sums of the weights

    @classmethod
    def of(cls, counts: Mapping[int, int]) -> Weighted:
        cards = tuple(sorted(c for c, n in counts.items() if n > 0))
        return cls(cards, tuple(accumulate(counts[c] for c in cards)))

    def draw(self, rng: Rng) -> int:
        return self.cards[bisect_right(self.ends, rng.below(self.ends[-1]))]

    def sample(self, rng: Rng, n: int) -> list[int]:
        return [self.draw(rng) for _ in range(n)] if self.cards else []


@cache
def _data() -> dict[str, Any]:
    text = resources.files(__package__).joinpath(FILE).read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def source() -> dict[str, Any]:
    """Where the prior comes from: the archive file, the first date counted and the decks."""
    return dict(_data()["source"])


def _clans() -> dict[str, dict[str, Any]]:
    clans: dict[str, dict[str, Any]] = _data()["clans"]
    return clans


def _counts(clans: Iterable[str], part: str) -> Counter[int]:
    out: Counter[int] = Counter()
    for clan in clans:
        out.update({int(c): n for c, n in _clans()[clan][part].items()})
    return out


@cache
def library(clans: frozenset[str]) -> Weighted:
    """The library cards of the archived decks of these clans (every deck when none is known)."""
    known = sorted(clans & _clans().keys()) or sorted(_clans())
    return Weighted.of(_counts(known, "library"))


@cache
def crypt(clans: frozenset[str], groups: frozenset[int]) -> Weighted:
    """The crypt cards of the archived decks of these clans, in the groups a crypt holding
    ``groups`` may have; a clan without archived decks adds every vampire of that clan."""
    counts = _counts(sorted(clans & _clans().keys()) or ([] if clans else sorted(_clans())), "crypt")
    for clan in sorted(clans - _clans().keys()):
        counts.update(dict.fromkeys(crypt_of_clan(clan), 1))
    fitting = Counter({c: n for c, n in counts.items() if _fits(c, groups)})
    return Weighted.of(fitting or counts)


@cache
def crypt_of_clan(clan: str) -> tuple[int, ...]:
    """Every crypt card of ``clan`` in the card database (one copy each)."""
    from .cards import load_cards

    return tuple(sorted(c.id for c in load_cards() if facts(c.id).crypt and facts(c.id).clans[:1] == (clan,)))


def _fits(card: int, groups: frozenset[int]) -> bool:
    """VT-DECK-07: a crypt spans two consecutive groups at most (a group "any" fits every crypt)."""
    group = _group(card)
    if group is None or not groups:
        return True
    return max(groups) - 1 <= group <= min(groups) + 1


@cache
def _group(card: int) -> int | None:
    from .cards import group_of, load_cards

    return group_of(load_cards()[card])


def deck_clan(crypt: Iterable[tuple[int, int]]) -> str:
    """A deck's clan: that of most of its crypt's copies (ties by name, so a rebuild gives the same
    prior); "" for a crypt without clans."""
    shares: Counter[str] = Counter()
    for card, n in crypt:
        if facts(card).clans:
            shares[facts(card).clans[0]] += n
    return min(shares, key=lambda k: (-shares[k], k)) if shares else ""


def build(decks: Iterable[Iterable[tuple[int, int, bool]]]) -> dict[str, dict[str, Any]]:
    """The prior's clans from archived decks, each a list of (card id, copies, is a crypt card)."""
    out: dict[str, dict[str, Any]] = {}
    for deck in decks:
        cards = list(deck)
        clan = deck_clan((card, n) for card, n, is_crypt in cards if is_crypt)
        if not clan:
            continue
        entry = out.setdefault(clan, {"decks": 0, "library": Counter(), "crypt": Counter()})
        entry["decks"] += 1
        for card, n, is_crypt in cards:
            entry["crypt" if is_crypt else "library"][str(card)] += n
    return {k: {**v, "library": dict(sorted(v["library"].items())), "crypt": dict(sorted(v["crypt"].items()))}
            for k, v in sorted(out.items())}  # fmt: skip
