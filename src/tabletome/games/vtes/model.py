"""What the rules read off a card, compiled once per card, and the records of cards in play.

:class:`Facts` are a card's printed facts in the shape the rules use them: a vampire's clan,
capacity, disciplines as levels (1 basic, 2 superior; VT-CARD-07), sect, title and the title's
city (VT-CARD-12, VT-SECT-06); an ally's life, strength and bleed and a retainer's life read from
the first line of its text ("Zombie with 3 life. 2 strength, 0 bleed.", VT-CARD-56, AMB-14); a
library card's types, costs and requirements (VT-CARD-22 to VT-CARD-25). They come from the card
database (krcg, ``cards.py``) and are computed once per card id.

Cards in play are immutable records kept in the state by a unique id (``uid``) given when they
enter a region, so that rules can name a card across moves and a clone copies references only:

- :class:`Minion`: a vampire (in an uncontrolled, ready or torpor region) or an ally; its blood
  or life (VT-SETUP-13), lock, current sect and title, the cards on it and its counters;
- :class:`Placed`: a library card in play: a location or master card in play, or a card on a
  minion (equipment, retainer, master or action card put on it), with its controller
  (VT-CARD-33, VT-CARD-45), counters, lock, the mode it was played at and card-specific data.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import NamedTuple

from tabletome.engine.zones import Carried

from .cards import load_cards

#: Discipline levels (VT-CARD-07).
BASIC, SUPERIOR = 1, 2

DISCIPLINE_NAMES = {
    "abo": "Abombwe",
    "ani": "Animalism",
    "aus": "Auspex",
    "cel": "Celerity",
    "chi": "Chimerstry",
    "dai": "Daimoinon",
    "dem": "Dementation",
    "dom": "Dominate",
    "for": "Fortitude",
    "mel": "Melpominee",
    "myt": "Mytherceria",
    "nec": "Necromancy",
    "obe": "Obeah",
    "obf": "Obfuscate",
    "obl": "Oblivion",
    "obt": "Obtenebration",
    "pot": "Potence",
    "pre": "Presence",
    "pro": "Protean",
    "qui": "Quietus",
    "san": "Sanguinus",
    "ser": "Serpentis",
    "spi": "Spiritus",
    "tem": "Temporis",
    "thn": "Thanatosis",
    "tha": "Blood Sorcery",
    "val": "Valeren",
    "vic": "Vicissitude",
    "vin": "Vision",
}

#: Older clan names still printed on cards (clauses.md: current names, old names kept as aliases).
CLAN_ALIASES = {"Assamite": "Banu Haqim", "Follower of Set": "Ministry", "Followers of Set": "Ministry"}

ALLY_LINE = re.compile(
    r"^(?P<unique>Unique )?(?P<trait>[\w -]+?) with (?P<life>\d+) life\.(?: (?P<str>\d+) strength, (?P<bleed>\d+) bleed[.,]| (?P<bleed2>\d+) bleed, (?P<str2>\d+) strength\.)?",
    re.IGNORECASE,
)
#: A crypt card whose text makes it not unique ("Non-unique.", "Tupdogs are not unique.", VT-CONT-01).
NOT_UNIQUE = re.compile(r"\bNon-unique\b|\bare not unique\b", re.IGNORECASE)
CITY = re.compile(r"\b(?:Prince|Baron|Archbishop) of ([^:.]+)[:.]")


def slug(name: str) -> str:
    """A card name as one notation word: ``Govern the Unaligned`` -> ``govern-the-unaligned``."""
    text = unicodedata.normalize("NFKD", name.replace("™", "tm")).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def clan(name: str) -> str:
    return CLAN_ALIASES.get(name, name)


class Facts(NamedTuple):
    """A card's printed facts as the rules read them."""

    id: int
    name: str
    slug: str
    crypt: bool
    types: tuple[str, ...]
    clans: tuple[str, ...]  # a vampire's clan; a library card's clan requirement (VT-CARD-05)
    disciplines: tuple[tuple[str, int], ...]  # a vampire's (code, level); a library card's codes at 1
    combo: bool  # a library card needs all its disciplines together (VT-CARD-10)
    capacity: int
    title: str | None  # lower case: "prince", "primogen", "2 votes"...
    city: str | None  # the city of a prince, baron or archbishop title (VT-SECT-06, VT-SECT-07)
    sect: str | None  # lower case: "camarilla", "anarch", "independent"...
    life: int  # an ally's or retainer's starting life (VT-CARD-56, VT-CARD-58)
    strength: int  # an ally's printed strength (AMB-14); 1 for a vampire (VT-STR-06)
    bleed: int  # an ally's printed bleed (AMB-14); 1 for a vampire (VT-ACT-09)
    trait: str  # an ally's or retainer's kind: "mortal", "zombie", "animal", "ghoul"...
    unique: bool  # every crypt card, and library cards that say so (VT-CONT-01)
    blood_cost: int | str | None
    pool_cost: int | str | None
    burn_option: bool
    text: str
    advanced: bool = False  # an advanced vampire (VT-CARD-11)

    @property
    def vampire(self) -> bool:
        return self.crypt

    def level(self, code: str) -> int:
        for c, lvl in self.disciplines:
            if c == code:
                return lvl
        return 0

    def is_type(self, kind: str) -> bool:
        return kind in self.types


@cache
def facts(card_id: int) -> Facts:
    """The facts of one card of the database, computed once."""
    return _compile(load_cards().card(card_id))


def _compile(card: object) -> Facts:
    get = card.get  # type: ignore[attr-defined]
    crypt = get("kind") == "crypt"
    types = tuple(get("types") or ())
    text = get("text") or ""
    title = get("title")
    sect = get("sect")
    life, strength, bleed, trait = _minion_line(text, types, crypt)
    return Facts(
        id=int(card.id),  # type: ignore[attr-defined]
        name=str(card.name),  # type: ignore[attr-defined]
        slug=slug(str(get("printed_name") or card.name)),  # type: ignore[attr-defined]
        crypt=crypt,
        types=types,
        clans=tuple(clan(c) for c in (get("clans") or ())),
        disciplines=_disciplines(get("disciplines") or (), crypt),
        combo=bool(get("combo")),
        capacity=int(get("capacity") or 0) if crypt else 0,
        title=title.lower() if isinstance(title, str) else None,
        city=_city(text) if crypt and title else None,
        sect=sect.lower() if isinstance(sect, str) else None,
        life=life,
        strength=strength,
        bleed=bleed,
        trait=trait,
        unique=(crypt and NOT_UNIQUE.search(text) is None)
        or (not crypt and "unique" in text.split("\n", 1)[0].lower().replace("non-unique", "")),
        blood_cost=get("blood_cost"),
        pool_cost=get("pool_cost"),
        burn_option=bool(get("burn_option")),
        text=text,
        advanced=bool(get("advanced")),
    )


def _disciplines(raw: object, crypt: bool) -> tuple[tuple[str, int], ...]:
    if crypt:
        return tuple((c, SUPERIOR if lvl == "superior" else BASIC) for c, lvl in dict(raw).items())  # type: ignore[call-overload]
    return tuple((c, BASIC) for c in raw)  # type: ignore[attr-defined]


def _minion_line(text: str, types: tuple[str, ...], crypt: bool) -> tuple[int, int, int, str]:
    """(life, strength, bleed, trait) of an ally or retainer from its first line; a vampire's
    strength and bleed are 1 (VT-STR-06, VT-ACT-09)."""
    if crypt or ("Ally" not in types and "Retainer" not in types):
        return 0, 1, 1, ""
    m = ALLY_LINE.match(text)
    if m is None:
        return 0, 0, 0, ""
    strength = int(m.group("str") or m.group("str2") or 0)  # "1 bleed, 1 strength." (Rafastio Ghoul) too
    bleed = int(m.group("bleed") or m.group("bleed2") or 0)
    return int(m.group("life")), strength, bleed, m.group("trait").lower()


def _city(text: str) -> str | None:
    found = CITY.search(text.split(":", 1)[0] + ":")
    return found.group(1).strip() if found else None


class Minion(NamedTuple):
    """A vampire or an ally (VT-TERM-10): blood or life (VT-SETUP-13), lock (VT-TERM-09), sect and
    title as they are now (VT-SECT-01, VT-SECT-03), the cards on it (uids of :class:`Placed`),
    counters by kind ("corruption 2": Methuselah 2's corruption counters) and lasting marks."""

    card: int
    owner: int
    blood: int = 0
    locked: bool = False
    sect: str | None = None
    title: str | None = None
    cards: tuple[int, ...] = ()
    counters: tuple[tuple[str, int], ...] = ()
    marks: frozenset[str] = frozenset()

    def count(self, kind: str) -> int:
        for k, n in self.counters:
            if k == kind:
                return n
        return 0

    def with_count(self, kind: str, n: int) -> Minion:
        rest = tuple((k, v) for k, v in self.counters if k != kind)
        return self._replace(counters=(*rest, (kind, n)) if n > 0 else rest)

    def marked(self, mark: str) -> bool:
        return mark in self.marks


def _printed(state: object, card: int) -> tuple[str | None, str | None]:
    f = facts(card)
    return f.sect, f.title


#: What a crypt card brings into the slot it is dealt into: the sect and title printed on it
#: (VT-SECT-01, VT-SECT-03), recorded on the :class:`Minion` because play may change them; its clan,
#: capacity and disciplines are read off the card itself. A vampire entering the uncontrolled region
#: (``ops.new_minion``) and a card a determinization deals into a face-down vampire's place
#: (``hidden.py``) both take them from here.
PRINTED = Carried(("sect", "title"), _printed, item="card")


class Placed(NamedTuple):
    """A library card in play (VT-CARD-15): on a minion (``host``) or in its controller's area."""

    card: int
    owner: int
    controller: int
    host: int = -1
    counters: int = 0
    locked: bool = False
    mode: str = ""
    data: tuple[int | str, ...] = ()


NO_MARKS: frozenset[str] = frozenset()
