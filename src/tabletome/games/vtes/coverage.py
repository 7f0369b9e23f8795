"""Which cards the rules implement: coverage of the Fifth Edition pool and of the whole database.

A library card is implemented when a module of ``effects/`` defines how it is played. A crypt card
is implemented when its text holds nothing but its sect and title ("Camarilla Prince of Nairobi."),
or when ``effects/vampires.py`` handles the rest of its text. Imbued crypt cards are outside the
core rules (VT-SCOPE-01) and never implemented.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .cards import load_cards
from .hooks import CARDS, COVERAGE
from .model import Facts, facts


def ability_text(f: Facts) -> str:
    """What a crypt card's text says beyond its sect and title (VT-CARD-12)."""
    text = f.text.strip()
    head, colon, rest = text.partition(":")
    if colon and "." not in head:
        return rest.strip()
    return "" if text.count(".") <= 1 and ":" not in text else text


def implemented(card_id: int) -> bool:
    from . import effects  # noqa: F401  # the card effects register themselves

    f = facts(card_id)
    if f.crypt:
        if "Imbued" in f.types:
            return False
        return card_id in COVERAGE.crypt or not ability_text(f)
    return card_id in CARDS


@cache
def pool_ids() -> tuple[frozenset[int], frozenset[int]]:
    """(library, crypt) card ids of the 14 Fifth Edition preconstructed decks."""
    from .preconstructed import precons

    lib: set[int] = set()
    crypt: set[int] = set()
    for p in precons():
        lib.update(c.id for c, _ in p.deck.library)
        crypt.update(c.id for c, _ in p.deck.crypt)
    return frozenset(lib), frozenset(crypt)


def report() -> dict[str, Any]:
    """Cards implemented over cards in the pool, and over the whole database."""
    lib, crypt = pool_ids()
    everything = [c.id for c in load_cards()]
    db_lib = [c for c in everything if not facts(c).crypt]
    db_crypt = [c for c in everything if facts(c).crypt]

    def count(ids: Any) -> int:
        return sum(1 for c in ids if implemented(c))

    return {
        "pool": {
            "library": [count(lib), len(lib)],
            "crypt": [count(crypt), len(crypt)],
            "all": [count(lib) + count(crypt), len(lib) + len(crypt)],
        },
        "database": {
            "library": [count(db_lib), len(db_lib)],
            "crypt": [count(db_crypt), len(db_crypt)],
            "all": [count(everything), len(everything)],
        },
        "missing_pool": sorted(facts(c).name for c in (*lib, *crypt) if not implemented(c)),
    }
