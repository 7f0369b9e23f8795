"""Decks written by name for the V:TES tests, and the samples the parser tests share."""

from __future__ import annotations

from collections.abc import Iterable

from tabletome.games.vtes import Decklist, load_cards

#: Twelve Tremere vampires of group 6 (the Fifth Edition Tremere crypt).
TREMERE_CRYPT = (
    ("Ayelech (G6)", 2),
    ("Inês Tristão (G6)", 2),
    ("Trevon Parker (G6)", 2),
    ("Chrysanthemum (G6)", 1),
    ("Lauren (G6)", 1),
    ("Lloyd Brooks (G6)", 1),
    ("Nassir (G6)", 1),
    ("Patrik Söderberg (G6)", 1),
    ("Rosalina Cortez (G6)", 1),
)


def deck(crypt: Iterable[tuple[str, int]] = TREMERE_CRYPT, library: int | Iterable[tuple[str, int]] = 60) -> Decklist:
    """A decklist by card names; ``library`` may be a number of Govern the Unaligned."""
    db = load_cards()
    lib = [("Govern the Unaligned", library)] if isinstance(library, int) else list(library)
    return Decklist.of([(db.named(name), count) for name, count in [*crypt, *lib] if count])


# The same legal deck (12 crypt, 60 library) in each layout; Theo Bell is written bare and
# settled by the line (TWD: capacity and group) or by the rest of the crypt (JOL).
LIBRARY_60 = (
    ("Govern the Unaligned", 12),
    ("Theft of Vitae", 10),
    ("Deflection", 8),
    ("Eyes of Argus", 6),
    ("Bonding", 6),
    ("Mirror Walk", 6),
    ("Apportation", 4),
    ("Vessel", 4),
    ("Pentex™ Subversion", 2),
    ("Channel 10", 2),
)
CRYPT_12 = (
    ("Ayelech (G6)", 2),
    ("Inês Tristão (G6)", 2),
    ("Trevon Parker (G6)", 2),
    ("Lloyd Brooks (G6)", 2),
    ("Chrysanthemum (G6)", 2),
    ("Theo Bell (G6)", 2),
)

TWD = """\
Trading Card Day
Bad Nauheim, Germany
May 8th 2010
2R+F
12 players
Anna Example

-- 4vp in the final

Deck Name: Tremere sample
Created by: Anna Example

Description: Bounce the bleeds, then bleed back.
3 copies of Deflection would not be enough.

Crypt (12 cards, min=23, max=29, avg=6.67)
------------------------------------------
2x Ayelech            7 AUS DOM THA      prince    Tremere:6
2x Inês Tristão       6 THA aus dom pre  prince    Tremere:6
2x Trevon Parker      6 AUS DOM THA                Tremere:6
2x Lloyd Brooks       6 DOM THA aus pot  primogen  Tremere:6
2x Chrysanthemum      5 AUS THA dom      primogen  Tremere:6
2x Theo Bell          8 CEL POT PRE aus dom        Brujah:6

Library (60 cards)
Master (8; 2 trifle)
4x Vessel
2x Pentex(TM) Subversion
2x Channel 10

Action (12)
12x Govern the Unaligned   -- the bleed

Action Modifier (12)
6x Bonding
6x Mirror Walk

Reaction (14)
8x Deflection
6x Eyes of Argus

Combat (14)
10x Theft of Vitae
4x Apportation
"""

VDB = """\
Deck Name: Tremere sample
Author: Anna Example
Description: Bounce the bleeds, then bleed back.

Crypt (12 cards, min=23, max=29, avg=6.67)
==========================================
2x Ayelech             7  AUS DOM THA      prince   Tremere:6
2x Inês Tristão        6  THA aus dom pre  prince   Tremere:6
2x Trevon Parker       6  AUS DOM THA               Tremere:6
2x Lloyd Brooks        6  DOM THA aus pot  primogen Tremere:6
2x Chrysanthemum       5  AUS THA dom      primogen Tremere:6
2x Theo Bell (G6)      8  CEL POT PRE aus dom       Brujah:6

Library (60 cards)
Master (8; 2 trifle)
2x Channel 10
2x Pentex™ Subversion
4x Vessel

Action (12)
12x Govern the Unaligned

Action Modifier (12)
6x Bonding
6x Mirror Walk

Reaction (14)
8x Deflection
6x Eyes of Argus

Combat (14)
4x Apportation
10x Theft of Vitae
"""

AMARANTH = """\
Deck Name : Tremere sample
Author : Anna Example
Description :
Bounce the bleeds, then bleed back.

Crypt [12 vampires] Capacity min: 5 max: 8 average: 6.33
------------------------------------------------------------
2x Ayelech                 7 AUS DOM THA     prince    Tremere :6
2x Ines Tristao            6 THA aus dom pre prince    Tremere :6
2x Trevon Parker           6 AUS DOM THA               Tremere :6
2x Lloyd Brooks            6 DOM THA aus pot primogen  Tremere :6
2x Chrysanthemum           5 AUS THA dom     primogen  Tremere :6
2x Theo Bell               8 CEL POT PRE aus dom       Brujah :6

Library [60 cards]
------------------------------------------------------------
Master [8]
2x Channel 10
2x Pentex Subversion
4x Vessel

Action [12]
12x Govern the Unaligned

Action Modifier [12]
6x Bonding
6x Mirror Walk

Reaction [14]
8x Deflection
6x Eyes of Argus

Combat [14]
4x Apportation
10x Theft of Vitae
"""

LACKEY = (
    "4\tVessel\n2\tPentex(TM) Subversion\n2\tChannel 10\n12\tGovern the Unaligned\n6\tBonding\n6\tMirror Walk\n"
    "8\tDeflection\n6\tEyes of Argus\n10\tTheft of Vitae\n4\tApportation\n"
    "Crypt:\n2\tAyelech\n2\tInes Tristao\n2\tTrevon Parker\n2\tLloyd Brooks\n2\tChrysanthemum\n2\tTheo Bell (G6)\n"
)

JOL = """\
2x Ayelech
2x Inês Tristão
2 Trevon Parker
2x Lloyd Brooks
2x Chrysanthemum
2x Theo Bell

12x Govern the Unaligned
10x Theft of Vitae
8x Deflection
6 Eyes of Argus
6x Bonding
6x Mirror Walk
4x Apportation
4x Vessel
2x Pentex Subversion
2x Channel 10
"""
