"""V:TES in words for players: every card of the table's decks and the rules' terms, and what wins
and loses now.

The glossary holds the cards of the 14 preconstructed decks and of the decks uploaded for the table
(``edition.decks``), each with its type, cost, requirements, capacity and text as the card database
(krcg, read at run time) gives them, and the rulebook's terms with their clauses. The goals are read
from a seat's view alone, so they never tell what that seat may not know (another hand, a face-down
vampire).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from tabletome.engine.i18n import N_, _, ngettext, seat_words
from tabletome.engine.i18n.retell import told
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .cards import load_cards
from .model import DISCIPLINE_NAMES, Facts, facts, slug
from .preconstructed import precons

View = Mapping[str, Any]
Row = Mapping[str, Any]

__all__ = ["card_facts", "card_key", "card_stats", "card_words", "glossary", "goals", "plain", "plural"]


_CLAUSE_ID = re.compile(r"(?:,\s*|\s*)\b(?:[A-Z]{2,3}-[A-Z0-9]+-\d+|AMB-\d+)\b")
_EMPTY = re.compile(r"\s*\(\s*\)")


#: The glossary's kinds, which head the reference panel's groups (told through the catalog).
KINDS = (N_("card"), N_("term"), N_("vampire"))


def plain(words: Any) -> str:
    """An engine sentence without its clause ids (players read words; the ids are in the glossary)."""
    return _EMPTY.sub("", _CLAUSE_ID.sub("", str(words or ""))).strip()


# ---------------------------------------------------------------- reading a view
def rows(value: Any) -> list[Row]:
    """The dict items of a list from the view (anything else is ignored)."""
    return [x for x in value if isinstance(x, Mapping)] if isinstance(value, list) else []


def num(value: Any, default: int = 0) -> int:
    """A whole number from the view, ``default`` for anything else."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float):
        return int(value)
    try:
        return int(str(value))
    except ValueError:
        return default


def points(value: Any) -> str:
    """Victory points as players write them: 1, 0.5, 2.5."""
    x = float(value) if isinstance(value, int | float) else 0.0
    return str(int(x)) if x == int(x) else f"{x:g}"


def seat_of(v: View, t: Any) -> Row | None:
    seats = rows(v.get("methuselahs"))
    if isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(seats):
        return seats[t]
    return None


def seat_name(v: View, t: Any) -> str:
    """``Methuselah 3`` for a seat number; "nobody" for none."""
    row = seat_of(v, t)
    if row is not None:
        return str(row.get("name") or f"Methuselah {num(t) + 1}")
    return "nobody" if t is None else f"Methuselah {num(t) + 1}"


def viewer(v: View) -> int | None:
    me = v.get("seat")
    return me if isinstance(me, int) and not isinstance(me, bool) and seat_of(v, me) is not None else None


# ---------------------------------------------------------------- cards in words
def card_key(name: str) -> str:
    """The glossary key of a card: ``card:`` and its whole name as one word (``card:sully-g6``)."""
    return "card:" + slug(name)


@lru_cache(maxsize=4096)
def card_facts(name: str) -> Facts | None:
    """A card's printed facts from its name as the view gives it; None for a name the database lacks."""
    try:
        return facts(load_cards().named(name).id)
    except LookupError:
        return None


def _raw(f: Facts) -> Mapping[str, Any]:
    card = load_cards().card(f.id)
    return getattr(card, "fields", {}) or {}


def discipline_words(codes: Iterable[tuple[str, int]], combo: bool = False) -> str:
    """``[dom] Dominate`` or ``[aus] Auspex and [tha] Blood Sorcery`` (a library card's requirement)."""
    names = [f"[{code}] {DISCIPLINE_NAMES.get(code, code)}" for code, _ in codes]
    if len(names) <= 1:
        return "".join(names)
    return (" and " if combo else " or ").join(names)


def vampire_disciplines(f: Facts) -> str:
    """The usual notation: basic in lower case, superior in capitals (``aus DOM obf``)."""
    return " ".join(code.upper() if level > 1 else code for code, level in sorted(f.disciplines))


def _cost(f: Facts) -> str:
    parts = []
    if f.blood_cost not in (None, 0, ""):
        parts.append(f"{f.blood_cost} blood")
    if f.pool_cost not in (None, 0, ""):
        parts.append(f"{f.pool_cost} pool")
    return " and ".join(parts)


def _vampire_stats(f: Facts) -> str:
    raw = _raw(f)
    group = raw.get("group")
    bits = [f"Vampire, capacity {f.capacity}", ", ".join(f.clans) or "no clan"]
    if group not in (None, ""):
        bits.append(f"group {group}")
    out = ", ".join(bits) + "."
    if f.disciplines:
        out += f" Disciplines: {vampire_disciplines(f)} (superior in capitals)."
    else:
        out += " No disciplines."
    if f.sect:
        out += f" {f.sect.title()}" + (f", {f.title[:1].upper()}{f.title[1:]}" if f.title else "") + "."
    return out + (" Advanced." if f.advanced else "")


def _library_stats(f: Facts) -> str:
    out = " / ".join(f.types) + "."
    cost = _cost(f)
    out += f" Cost: {cost}." if cost else " No cost."
    need = requirement(f)
    if need:
        out += f" Requires {need}."
    if f.burn_option:
        out += " Burn option."
    if f.life:
        out += f" {f.life} life."
    return out


def requirement(f: Facts) -> str:
    """A library card's clan and discipline requirements in words ("" for none)."""
    parts = []
    if f.clans:
        parts.append(" or ".join(f.clans))
    if f.disciplines:
        parts.append(discipline_words(f.disciplines, f.combo))
    return "; ".join(parts)


def card_stats(f: Facts) -> str:
    """A card's type, cost, requirements and capacity in one line."""
    return _vampire_stats(f) if f.crypt else _library_stats(f)


def card_words(f: Facts) -> str:
    """Everything printed on a card: its stats, then its text (line breaks as " / ")."""
    text = " / ".join(line.strip() for line in f.text.splitlines() if line.strip())
    return f"{card_stats(f)} {text}".strip()


# ---------------------------------------------------------------- the glossary
TYPE_CLAUSES = {
    "Vampire": ("VT-CARD-01", "VT-CARD-02", "VT-CARD-03", "VT-CARD-07"),
    "Master": ("VT-CARD-13", "VT-CARD-32", "VT-MAST-03"),
    "Action": ("VT-CARD-46", "VT-ACT-31"),
    "Action Modifier": ("VT-CARD-47", "VT-CARD-48", "VT-CARD-49"),
    "Reaction": ("VT-CARD-50", "VT-CARD-51", "VT-CARD-52"),
    "Combat": ("VT-CARD-53", "VT-CMB-05"),
    "Political Action": ("VT-CARD-54", "VT-ACT-23"),
    "Ally": ("VT-CARD-56", "VT-ACT-21"),
    "Equipment": ("VT-CARD-57", "VT-ACT-16"),
    "Retainer": ("VT-CARD-58", "VT-ACT-19"),
    "Event": ("VT-CARD-61", "VT-CARD-62"),
}


def card_entry(f: Facts) -> Entry:
    clauses: list[str] = []
    for t in f.types:
        clauses.extend(c for c in TYPE_CLAUSES.get(t, ()) if c not in clauses)
    if f.crypt:
        needs = f"{f.capacity} blood from your pool to bring it out"
    else:
        cost = _cost(f)
        needs = "; ".join(x for x in (requirement(f), cost and f"costs {cost}") if x)
    kind = "vampire" if f.crypt else "card"
    return Entry(card_key(f.name), kind, f.name, card_words(f), needs, tuple(clauses))


@cache
def _precon_ids() -> tuple[int, ...]:
    seen: dict[int, None] = {}
    for p in precons():
        for card, _n in p.deck.entries:
            seen.setdefault(card.id, None)
    return tuple(seen)


def in_glossary(card_id: int) -> bool:
    """Whether the card has a glossary entry (the preconstructed decks' cards)."""
    return card_id in _precon_set()


@cache
def _precon_set() -> frozenset[int]:
    return frozenset(_precon_ids())


@cache
def _precon_entries() -> tuple[Entry, ...]:
    return tuple(card_entry(facts(i)) for i in _precon_ids())


def glossary(edition: Any = None) -> list[Entry]:
    """Every card of the preconstructed decks, then the terms. The cards of an uploaded deck are
    not listed: the glossary is the same for every seat, and a private decklist is hidden from the
    others (each card on the table still shows its full text on hover)."""
    return [*_precon_entries(), *TERMS]


def _term(key: str, name: str, text: str, clauses: Sequence[str], needs: str = "") -> Entry:
    return Entry("term:" + key, "term", name, text, needs, tuple(clauses))


TERMS: tuple[Entry, ...] = (
    _term(
        "pool",
        "Pool",
        "A Methuselah's blood counters: 30 at the start. Pool pays for master cards and brings out vampires; a bleed burns it. A Methuselah whose pool reaches 0 is ousted.",
        ("VT-SETUP-05", "VT-SETUP-13", "VT-OUST-01"),
    ),
    _term(
        "blood",
        "Blood",
        "Counters on a vampire (life on an ally or retainer). A vampire never holds more blood than its capacity; blood pays blood costs and mends damage.",
        ("VT-SETUP-13", "VT-CARD-02", "VT-CARD-04", "VT-DMG-03"),
    ),
    _term(
        "capacity",
        "Capacity",
        "The number on a vampire: the blood needed to bring it out, the most blood it can hold, and its age (greater capacity is older).",
        ("VT-CARD-02", "VT-CARD-03", "VT-CARD-04"),
    ),
    _term(
        "edge",
        "The Edge",
        "One token, in the centre at the start. A successful bleed gives it to the bleeder's Methuselah. Its holder may gain 1 pool in each of their unlock phases, or burn it for 1 vote in a referendum (it goes back to the centre).",
        ("VT-SETUP-07", "VT-EDGE-01", "VT-EDGE-02", "VT-EDGE-03", "VT-EDGE-04", "VT-EDGE-05"),
    ),
    _term(
        "prey",
        "Prey",
        "The next Methuselah clockwise still in the game: the one you bleed by default, and whose ousting gives you a victory point. When your prey is ousted, their prey becomes yours.",
        ("VT-SETUP-04", "VT-OUST-04", "VT-ACT-06"),
    ),
    _term(
        "predator",
        "Predator",
        "The previous Methuselah clockwise still in the game: the one who bleeds you by default, and who may block your undirected actions after your prey.",
        ("VT-SETUP-04", "VT-BLK-02", "VT-OUST-04"),
    ),
    _term(
        "oust",
        "Ousted",
        "A Methuselah whose pool reaches 0 is ousted at once: the cards they control leave the game and they take no more part in it. Their predator gains 1 victory point and 6 pool. The game ends when one Methuselah is left.",
        ("VT-OUST-01", "VT-OUST-02", "VT-OUST-05", "VT-OUST-06", "VT-VP-01"),
    ),
    _term(
        "victory-point",
        "Victory point",
        "1 victory point (and 6 pool) whenever your prey is ousted, and 1 more for the last Methuselah left. The most victory points win when the game ends, ousted or not.",
        ("VT-VP-01", "VT-VP-02", "VT-VP-03", "VT-VP-04"),
    ),
    _term(
        "withdraw",
        "Withdrawal",
        "With an empty library and a short hand, a Methuselah may announce a withdrawal in their unlock phase; if none of their minions enters combat and none of their blood, life or pool is lost or spent until their next unlock phase, they leave the game with 1 victory point.",
        ("VT-WD-01", "VT-WD-02", "VT-WD-03", "VT-WD-05", "VT-WD-06"),
    ),
    _term(
        "phases",
        "Turn",
        "Each turn has five phases: unlock (unlock your cards), master (1 master phase action), minion (your minions act), influence (4 transfers) and discard (1 discard phase action).",
        ("VT-TURN-01", "VT-TURN-02", "VT-UNL-01", "VT-MAST-01", "VT-MIN-01", "VT-INF-01", "VT-DISC-01"),
    ),
    _term(
        "transfer",
        "Transfers and influence",
        "In the influence phase: 1 transfer moves 1 pool onto a vampire in your uncontrolled region; 2 transfers move 1 blood back; 4 transfers and 1 pool move a crypt card to the uncontrolled region. A vampire with blood equal to its capacity may be brought out to the ready region.",
        ("VT-INF-01", "VT-INF-02", "VT-INF-04", "VT-INF-05", "VT-INF-06", "VT-INF-07"),
    ),
    _term(
        "regions",
        "Uncontrolled, ready and torpor regions",
        "The uncontrolled region holds your face-down vampires being influenced; the ready region your controlled minions that can act; the torpor region your wounded vampires. Only ready unlocked minions act and block.",
        ("VT-SETUP-11", "VT-TERM-10", "VT-TORP-02"),
    ),
    _term(
        "lock",
        "Locked and unlocked",
        "Locking turns a card sideways, unlocking turns it back. A minion locks when it acts or blocks; every card unlocks in its controller's unlock phase.",
        ("VT-TERM-09", "VT-ANN-02", "VT-UNL-01"),
    ),
    _term(
        "action",
        "Action",
        "A ready unlocked minion may take one action at a time in its Methuselah's minion phase. A directed action targets another Methuselah or what they control; an undirected one does not. The cost is paid only if the action succeeds.",
        ("VT-MIN-01", "VT-MIN-02", "VT-ACT-01", "VT-ACT-04", "VT-ACT-05", "VT-ANN-01", "VT-ANN-02"),
    ),
    _term(
        "bleed",
        "Bleed",
        "A directed action against your prey, 0 stealth: if it succeeds, the target burns pool equal to the bleed amount (1 for a vampire) and the bleeder's Methuselah takes the Edge. A minion bleeds at most once a turn.",
        ("VT-ACT-06", "VT-ACT-07", "VT-ACT-09", "VT-ACT-10", "VT-ACT-11", "VT-EDGE-02"),
    ),
    _term(
        "hunt",
        "Hunt",
        "An undirected action of a vampire, +1 stealth: it gains 1 blood. A ready unlocked vampire with no blood must hunt.",
        ("VT-ACT-13", "VT-ACT-14", "VT-ACT-15"),
    ),
    _term(
        "block",
        "Block",
        "A Methuselah an action could hurt may try to block it with a ready unlocked minion: the target of a directed action; the prey, then the predator, for an undirected one. A Methuselah who declines to block may not try again in that action. A successful block ends the action and starts combat.",
        ("VT-BLK-01", "VT-BLK-02", "VT-BLK-03", "VT-BLK-05", "VT-BLK-06", "VT-RES-02", "VT-RES-03"),
    ),
    _term(
        "stealth",
        "Stealth",
        "What an acting minion adds against blocks: a block attempt succeeds only when the blocker's intercept is at least the action's stealth. Stealth may be added only while a block attempt needs it.",
        ("VT-STL-01", "VT-STL-02", "VT-STL-03", "VT-STL-04", "VT-STL-06"),
    ),
    _term(
        "intercept",
        "Intercept",
        "What a blocking minion adds: the block succeeds when intercept is at least the acting minion's stealth. Intercept may be added only to the minion now attempting to block.",
        ("VT-STL-01", "VT-STL-02", "VT-STL-05", "VT-STL-06"),
    ),
    _term(
        "states",
        "States A, B and C of an action",
        "State A: no block attempt in progress, cards may be played and blockers decide. State B: a block attempt in progress, stealth against intercept. State C: every Methuselah declined to block; last cards, then the action succeeds.",
        ("VT-BLK-06", "VT-BLK-07", "VT-BLK-08", "VT-BLK-09", "VT-RES-01"),
    ),
    _term(
        "impulse",
        "Impulse",
        "Who may play next: the acting Methuselah first, then the defender, then the others clockwise; anyone playing gives it back to the acting Methuselah; a stage ends when all pass in turn.",
        ("VT-SEQ-01", "VT-SEQ-02", "VT-SEQ-03", "VT-SEQ-04"),
    ),
    _term(
        "combat",
        "Combat",
        "Two minions fight in rounds: before range, range (maneuvers switch between close and long), before strikes, strikes, damage, presses, end of round. A press to continue starts another round.",
        ("VT-CMB-01", "VT-CMB-07", "VT-CMB-08", "VT-RNG-02", "VT-RNG-04", "VT-PRS-01", "VT-PRS-03"),
    ),
    _term(
        "strike",
        "Strike",
        "Each combatant strikes once a round, the acting minion choosing first. A hand strike deals damage equal to strength (1 for a vampire) at close range; a dodge protects; combat ends stops the combat.",
        ("VT-STR-01", "VT-STR-02", "VT-STR-03", "VT-STR-05", "VT-STR-06", "VT-STR-07", "VT-STR-08"),
    ),
    _term(
        "damage",
        "Damage and aggravated damage",
        "A vampire mends each point of damage by burning 1 blood; damage it cannot mend sends it to torpor. Aggravated damage cannot be mended: on a wounded vampire it burns the vampire instead. Allies and retainers lose life.",
        ("VT-DMG-01", "VT-DMG-02", "VT-DMG-03", "VT-DMG-04", "VT-DMG-06", "VT-DMG-07", "VT-DMG-09"),
    ),
    _term(
        "torpor",
        "Torpor",
        "Where a wounded vampire goes. A vampire in torpor cannot act except to leave torpor (2 blood), block, vote or fight; another vampire may rescue it (2 blood) or diablerize it.",
        ("VT-TORP-01", "VT-TORP-03", "VT-TORP-04", "VT-ACT-25", "VT-ACT-27", "VT-ACT-30"),
    ),
    _term(
        "diablerie",
        "Diablerie",
        "A ready vampire takes the blood of a vampire in torpor and burns it; if the victim was older, a Discipline card may join the diablerist. A blood hunt referendum follows at once: if it passes, the diablerist is burned.",
        ("VT-ACT-30", "VT-DIAB-01", "VT-DIAB-02", "VT-DIAB-04", "VT-DIAB-05", "VT-DIAB-08", "VT-DIAB-09"),
    ),
    _term(
        "referendum",
        "Referendum and votes",
        "A successful political action calls a referendum: its terms are chosen, then every Methuselah casts votes (titles, the political card, a political card burned from hand, the Edge) for or against; more votes for than against passes it, a tie fails.",
        ("VT-REF-01", "VT-REF-02", "VT-REF-04", "VT-REF-07", "VT-VOTE-01", "VT-VOTE-03", "VT-VOTE-04", "VT-VOTE-06"),
    ),
    _term(
        "title",
        "Sect and title",
        "Each vampire has a sect (Camarilla, Anarch, Sabbat, Laibon or Independent) and may hold a title that gives votes: primogen 1, prince or baron 2, justicar 3, Inner Circle 4. A titled vampire cannot become Anarch.",
        ("VT-SECT-01", "VT-SECT-03", "VT-VOTE-06", "VT-VOTE-07", "VT-ACT-33"),
    ),
    _term(
        "anarch",
        "Become Anarch",
        "An untitled vampire that is not Anarch may take this action: 2 blood (1 with another ready Anarch), +1 stealth; it becomes Anarch.",
        ("VT-ACT-33",),
    ),
    _term(
        "disciplines",
        "Disciplines",
        "A vampire's powers, basic (lower case) or superior (capitals). A card asking for a discipline needs it; a superior vampire may use the superior effect.",
        ("VT-CARD-07", "VT-CARD-08", "VT-CARD-09", "VT-CARD-10"),
    ),
    _term(
        "ash-heap",
        "Ash heap",
        "Where burned and discarded cards go; every ash heap is public.",
        ("VT-TERM-01", "VT-TERM-04", "VT-TERM-05"),
    ),
    _term(
        "contested",
        "Contested cards and titles",
        "Two copies of a unique card (or two claims to one title) in play are contested: each is out of play until its Methuselah yields it, paying 1 pool (or 1 blood for a title) in each unlock phase to keep it.",
        ("VT-CONT-01", "VT-CONT-02", "VT-CONT-03", "VT-CONT-08", "VT-CONT-09"),
    ),
    _term(
        "hand",
        "Hand and library",
        "A hand holds 7 cards; a card played is replaced from the library at once. An empty library draws nothing.",
        ("VT-SETUP-09", "VT-CARD-18", "VT-CARD-19", "VT-CARD-20", "VT-CARD-21"),
    ),
)


# ---------------------------------------------------------------- goals
def _pool_of(row: Row | None) -> int:
    return num(row.get("pool")) if row is not None else 0


def _live(row: Row) -> bool:
    return not row.get("ousted")


def _unlocked(row: Row) -> int:
    return sum(1 for m in rows(row.get("ready")) if not m.get("locked"))


def _decision(v: View, key: str) -> Row | None:
    for d in reversed(rows(v.get("decisions"))):
        if key in d:
            return d
    return None


def _leader(v: View) -> str:
    seats = rows(v.get("methuselahs"))
    if not seats:
        return ""
    best = max(float(s.get("vp") or 0) for s in seats)
    top = [seat_words(str(s.get("name"))) for s in seats if float(s.get("vp") or 0) == best]
    if best <= 0:
        return _("Nobody has a victory point yet.")
    who, (n, k) = _(" and ").join(top), _vp(best)
    if len(top) == 1:
        return ngettext("{who} leads with {n} victory point.", "{who} leads with {n} victory points.", k).format(
            who=who, n=n
        )
    return ngettext("{who} lead with {n} victory point.", "{who} lead with {n} victory points.", k).format(who=who, n=n)


def _vp(vp: Any) -> tuple[str, int]:
    """Victory points as written, and the count that picks the sentence's form (half points are plural)."""
    text = points(vp)
    return text, 1 if text == "1" else 2


RULE = N_(
    "Oust your prey (bring their pool to 0) to score: each prey ousted gives 1 victory point and 6 pool, "
    "the last Methuselah left gains 1 more, and the most victory points win."
)


def _edge_line(v: View, me: int | None) -> str:
    edge = v.get("edge")
    if edge is None:
        return _("The Edge is in the centre: the next successful bleed takes it.")
    if edge == me:
        return _(
            "You hold the Edge: you may gain 1 pool in each of your unlock phases ('edge'), or burn it for 1 vote."
        )
    return _("{seat} holds the Edge: a successful bleed takes it from them.").format(
        seat=seat_words(seat_name(v, edge))
    )


def _uncontrolled_lines(mine: Row) -> list[str]:
    out = []
    for u in rows(mine.get("uncontrolled")):
        cap, blood = num(u.get("capacity")), num(u.get("blood"))
        if u.get("card") and cap:
            left = cap - blood
            if left <= 0:
                out.append(
                    _("{card} has {blood} of {cap} blood: bring it out now.").format(
                        card=u.get("card"), blood=blood, cap=cap
                    )
                )
            elif blood:
                out.append(
                    _("{card} has {blood} of {cap} blood: {left} more to bring it out.").format(
                        card=u.get("card"), blood=blood, cap=cap, left=left
                    )
                )
    return out


def _win_lines(v: View, me: int) -> list[str]:
    mine = seat_of(v, me) or {}
    vp, k = _vp(mine.get("vp"))
    mine_vp = ngettext("You have {n} victory point.", "You have {n} victory points.", k).format(n=vp)
    out = [_(RULE), f"{mine_vp} {_leader(v)}"]
    prey = seat_of(v, mine.get("prey"))
    if prey is not None and mine.get("prey") != me:
        n = _unlocked(mine)
        acts = ngettext("You have {n} ready unlocked minion to act.", "You have {n} ready unlocked minions to act.", n)
        out.append(
            _("Your prey {seat} has {pool} pool: bleed it to 0 to oust them.").format(
                seat=seat_words(str(prey.get("name"))), pool=_pool_of(prey)
            )
            + " "
            + acts.format(n=n)
        )
    out.append(_edge_line(v, me))
    return out + _uncontrolled_lines(mine)


def _threat_now(v: View, me: int, pool: int) -> list[str]:
    """A bleed directed at this seat in progress, and a combat of its minions."""
    out = []
    act = _decision(v, "action")
    if act is not None and act.get("target") == me and act.get("bleed") is not None:
        amount = num(act.get("bleed"))
        after = pool - amount
        fate = _("it would oust you") if after <= 0 else _("you would have {n} pool left").format(n=after)
        out.append(
            _("A bleed for {amount} is directed at you now: block it or lose {amount} pool ({fate}).").format(
                amount=amount, fate=fate
            )
        )
    fight = _decision(v, "combat")
    mine = seat_of(v, me) or {}
    ids = {num(m.get("id"), -1): m for m in rows(mine.get("ready"))}
    if fight is not None:
        for uid in fight.get("combat") or ():
            m = ids.get(num(uid, -2))
            if m is not None:
                out.append(
                    _("{card} is in combat with {blood} blood: damage it cannot mend sends it to torpor.").format(
                        card=m.get("card"), blood=num(m.get("blood"))
                    )
                )
    return out


def _lose_lines(v: View, me: int) -> list[str]:
    mine = seat_of(v, me) or {}
    if mine.get("ousted"):
        return [
            _("You were ousted on turn {turn}; your victory points still count at the end.").format(
                turn=mine.get("ousted")
            )
        ]
    pool = _pool_of(mine)
    out = [_("You have {pool} pool: at 0 you are ousted, and your predator scores.").format(pool=pool)]
    pred = seat_of(v, mine.get("predator"))
    if pred is not None and mine.get("predator") != me:
        ready = len(rows(pred.get("ready")))
        out.append(
            ngettext(
                "Your predator {seat} has {n} ready minion ({unlocked} unlocked) to bleed you.",
                "Your predator {seat} has {n} ready minions ({unlocked} unlocked) to bleed you.",
                ready,
            ).format(seat=seat_words(str(pred.get("name"))), n=ready, unlocked=_unlocked(pred))
        )
    out += _threat_now(v, me, pool)
    torpor = len(rows(mine.get("torpor")))
    if torpor:
        out.append(
            ngettext(
                "You have {n} vampire in torpor: rescue them or they may be diablerized.",
                "You have {n} vampires in torpor: rescue them or they may be diablerized.",
                torpor,
            ).format(n=torpor)
        )
    if num(mine.get("library")) == 0:
        out.append(_("Your library is empty: played cards are no longer replaced."))
    return out


def _spectator(v: View) -> dict[str, list[str]]:
    live = [s for s in rows(v.get("methuselahs")) if _live(s)]
    standing = "; ".join(
        ngettext(
            "{who}: {pool} pool, {n} victory point", "{who}: {pool} pool, {n} victory points", _vp(s.get("vp"))[1]
        ).format(who=seat_words(str(s.get("name"))), pool=s.get("pool"), n=_vp(s.get("vp"))[0])
        for s in live
    )
    lose = []
    if live:
        low = min(live, key=_pool_of)
        lose.append(
            _("A Methuselah whose pool reaches 0 is ousted; lowest now: {seat} with {pool} pool.").format(
                seat=seat_words(str(low.get("name"))), pool=_pool_of(low)
            )
        )
    return {
        "win": [_(RULE), _leader(v), _("In the game: {standing}.").format(standing=standing), _edge_line(v, None)],
        "lose": lose,
    }


def goals(view: View) -> dict[str, list[str]]:
    """How this seat wins and what threatens it now, with the live numbers; read from the view alone,
    in the reader's language (the view keeps the game's English; card names as printed)."""
    v = view
    outcome = v.get("outcome")
    if isinstance(outcome, Mapping):
        reason = plain(told(outcome.get("reason") or ""))
        return {"win": [_("The game is over: {reason}").format(reason=reason).strip()], "lose": []}
    me = viewer(v)
    if me is None:
        return _spectator(v)
    return {"win": _win_lines(v, me), "lose": _lose_lines(v, me)}


def entries_of(names: Iterable[str]) -> Iterator[Entry]:
    """Glossary entries of cards by name (those the database knows)."""
    for name in names:
        f = card_facts(name)
        if f is not None:
            yield card_entry(f)
