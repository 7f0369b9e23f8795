"""A minion's numbers and traits as they are now: printed values changed by cards in play.

Each number is the printed value (or the rulebook's default) plus the lasting changes registered
in :data:`~.hooks.STATICS` by the minion's own card, the cards on it and the cards whose effect
reaches every minion. Changes that last only for an action or a combat are added by the frame
that holds them (``actions.py``, ``combat.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from .hooks import ABILITIES_LOST, FLAGS, GLOBAL, STATICS, abilities_lost, active, at_table
from .model import BASIC, SUPERIOR, Minion, facts
from .state import VTESState

HAND_SIZE = 7  # VT-CARD-20

#: Votes per title (VT-VOTE-06 Camarilla and Anarch, VT-VOTE-07 Sabbat, VT-VOTE-08 Laibon,
#: VT-VOTE-09 Independent "N votes"). The priscus gives a ballot instead (VT-VOTE-13).
TITLE_VOTES = {
    "primogen": 1,
    "prince": 2,
    "baron": 2,
    "justicar": 3,
    "inner circle": 4,
    "bishop": 1,
    "archbishop": 2,
    "cardinal": 3,
    "regent": 4,
    "kholo": 2,
    "magaji": 2,
    "1 vote": 1,
    "2 votes": 2,
    "3 votes": 3,
}
PRISCUS = "priscus"
#: The sect each title belongs to (VT-SECT-05, 07, 08, 09); "N votes" titles fit any sect (VT-VOTE-09).
TITLE_SECT = {
    "primogen": "camarilla",
    "prince": "camarilla",
    "justicar": "camarilla",
    "inner circle": "camarilla",
    "baron": "anarch",
    "bishop": "sabbat",
    "archbishop": "sabbat",
    "cardinal": "sabbat",
    "regent": "sabbat",
    "priscus": "sabbat",
    "kholo": "laibon",
    "magaji": "laibon",
}
CITY_TITLES = frozenset(("prince", "baron", "archbishop"))
#: Titles of one clan, held only by a vampire of that clan (VT-SECT-05, VT-SECT-09).
CLAN_TITLES = frozenset(("justicar", "inner circle", "kholo"))


def static(s: VTESState, uid: int, stat: str) -> int:
    """The lasting change to ``stat`` of minion ``uid`` from its own text, its cards, and cards
    that reach every minion, and what its Methuselah's minions get for the turn."""
    table = STATICS.get(stat)
    marks = s.marks
    total = _for_the_turn(s, uid, stat) if marks and (TURN_STATIC, stat) in marks else 0
    if not table:
        return total
    m = s.minions[uid]
    if m.marks:
        total += _merged_static(s, uid, m.marks, table)  # the base card is no longer at the table
    # its own card and the cards on it are read at once (cheaper than asking at_table first); the
    # scan of the whole table only where some card at the table has such a static
    fns = table.get(m.card)
    if fns:
        for f in fns:
            total += f(s, uid, uid)
    placed = s.placed
    for p in m.cards:
        fns = table.get(placed[p].card)
        if fns and not (ABILITIES_LOST and abilities_lost(s, p)):
            for f in fns:
                total += f(s, p, uid)
    glob = GLOBAL.get(stat)
    if glob and at_table(s, table):
        total += _global(s, uid, table, glob)
    return total


#: ``s.marks[(TURN_STATIC, stat)]``: ((seat, n), ...), "each of your minions gets +N <stat> for the
#: remainder of the turn" (a card's effect, gone with the turn's marks).
TURN_STATIC = "turn-static"


def _for_the_turn(s: VTESState, uid: int, stat: str) -> int:
    lent = s.marks.get((TURN_STATIC, stat))
    if not lent:
        return 0
    seat = s.controller(uid)
    return sum(n for t, n in lent if t == seat)


def _merged_static(s: VTESState, uid: int, marks: frozenset[str], table: dict) -> int:
    """VT-INF-12: a merged vampire also has its base card's text."""
    total = 0
    for mark in marks:
        if mark.startswith("merged:"):
            for f in table.get(int(mark[7:]), ()):
                total += f(s, uid, uid)
    return total


def _global(s: VTESState, uid: int, table: dict, glob: set[int]) -> int:
    total = 0
    for t in range(s.players):
        for p in s.inplay[t]:
            card = s.placed[p].card
            if card in glob:
                total += sum(f(s, p, uid) for f in table[card])
        for v in s.ready[t]:
            card = s.minions[v].card
            if card in glob and v != uid:
                total += sum(f(s, v, uid) for f in table[card])
    for p, pl in s.placed.items():  # on a minion, for another (Unholy Penance: the striking vampire)
        if pl.host >= 0 and pl.host != uid and pl.card in glob:
            total += sum(f(s, p, uid) for f in table[pl.card])
    return total


#: Crypt cards whose numbers for their Methuselah (hand size...) count in torpor as well: their text
#: does not say "while ready" (The Capuchin's "+2 hand size").
IN_TORPOR_TOO: set[int] = set()


def seat_static(s: VTESState, seat: int, stat: str) -> int:
    """A lasting change to a Methuselah's number (hand size, transfers) from the cards they control."""
    table = STATICS.get(stat)
    if not table or not at_table(s, table):
        return 0
    total = 0
    for p in s.inplay[seat]:
        fns = table.get(s.placed[p].card)
        if fns:
            total += sum(f(s, p, seat) for f in fns)
    for v in s.ready[seat]:
        fns = table.get(s.minions[v].card)
        if fns:
            total += sum(f(s, v, seat) for f in fns)
    for p, pl in s.placed.items():  # a card on a minion, for its controller (Shaal Fragment: "+2 hand size")
        if pl.host >= 0 and pl.controller == seat:
            fns = table.get(pl.card)
            if fns:
                total += sum(f(s, p, seat) for f in fns)
    if IN_TORPOR_TOO:  # a text that does not say "while ready" (LSJ 20011022): in torpor too
        total += _in_torpor(s, seat, table)
    glob = GLOBAL.get(stat)
    if glob:
        total += _seat_global(s, seat, table, glob)
    return total


def _in_torpor(s: VTESState, seat: int, table: dict) -> int:
    total = 0
    for v in s.torpor[seat]:
        card = s.minions[v].card
        if card in IN_TORPOR_TOO:
            total += sum(f(s, v, seat) for f in table.get(card, ()))
    return total


def _seat_global(s: VTESState, seat: int, table: dict, glob: set[int]) -> int:
    """A card in another Methuselah's area (or a ready minion's text) that changes each one's number."""
    total = 0
    for t in range(s.players):
        if t != seat:
            total += sum(
                f(s, p, seat) for p in s.inplay[t] if s.placed[p].card in glob for f in table[s.placed[p].card]
            )
            total += sum(
                f(s, v, seat) for v in s.ready[t] if s.minions[v].card in glob for f in table[s.minions[v].card]
            )
    return total


def flagged(s: VTESState, uid: int, flag: str) -> bool:
    """Whether a lasting yes/no rule (``cannot-block``, ...) holds for minion ``uid``."""
    table = FLAGS.get(flag)
    if not table:
        return False
    m = s.minions[uid]
    fns = table.get(m.card)
    if fns and any(f(s, uid, uid) for f in fns):
        return True
    for p in m.cards:
        fns = table.get(s.placed[p].card)
        if fns and not (ABILITIES_LOST and abilities_lost(s, p)) and any(f(s, p, uid) for f in fns):
            return True
    return False


# ---- traits
def is_vampire(s: VTESState, uid: int) -> bool:
    m = s.minions[uid]
    return facts(m.card).crypt or "vampire" in m.marks


def is_ally(s: VTESState, uid: int) -> bool:
    return not is_vampire(s, uid)


#: The kinds of minions and retainers that are no monsters (VT-TERM-24).
NOT_MONSTERS = frozenset(("mortal", "animal"))


def is_monster(s: VTESState, uid: int) -> bool:
    """VT-TERM-24: a minion (``uid`` in ``minions``) or a retainer (a card in play) that is neither a
    mortal nor an animal; every vampire is a monster."""
    m = s.minions.get(uid)
    if m is not None:
        return is_vampire(s, uid) or facts(m.card).trait not in NOT_MONSTERS
    return facts(s.placed[uid].card).trait not in NOT_MONSTERS


def is_merged(s: VTESState, uid: int) -> bool:
    """Whether a vampire is merged with its advanced or base card (VT-INF-09): effects marked with the
    merged icon apply only then (VT-INF-13)."""
    return any(mark.startswith("merged:") for mark in s.minions[uid].marks)


def clan_of(m: Minion) -> str | None:
    """A vampire's clan (VT-CARD-05); a card made into a vampire carries its clan as a mark."""
    for mark in m.marks:
        if mark.startswith("clan:"):
            return mark[5:]
    f = facts(m.card)
    return f.clans[0] if f.crypt and f.clans else None


def has_clan(s: VTESState, uid: int, name: str) -> bool:
    """Clan membership: antitribu are other clans (VT-CARD-06)."""
    return clan_of(s.minions[uid]) == name


def level(s: VTESState, uid: int, code: str) -> int:
    """A vampire's level in a discipline (VT-CARD-07): printed, raised by Discipline cards on it
    (VT-CARD-37: one level each, at most superior)."""
    m = s.minions[uid]
    f = facts(m.card)
    lvl = f.level(code) if f.crypt else marked_levels(m.marks).get(code, 0)
    if m.marks and LEVEL_UP + code in m.marks:  # "+1 level of the chosen Discipline until ..."
        lvl += 1
    for p in m.cards:
        pl = s.placed[p]
        data = pl.data
        if data and data[0] == "discipline" and data[1] == code:
            lvl += 1
    if STATICS.get(LEVEL + code):  # a card in play grants it ("this vampire gets superior Necromancy")
        lvl += static(s, uid, LEVEL + code)
    if s.marks:  # "this vampire gets superior Dementation until the end of the turn"
        lvl = max(lvl, s.marks.get((TURN_LEVEL, uid, code), 0))
    return min(lvl, SUPERIOR)


#: The static of a card granting levels of a discipline to the vampire it is on (``level:nec``).
LEVEL = "level:"
#: ``s.marks[(TURN_LEVEL, uid, code)]``: the level of a discipline a vampire has for the rest of the turn (a card's
#: effect, gone with the turn's marks: Dive into Madness).
TURN_LEVEL = "turn-level"
#: The mark of a Discipline a card that became a vampire has ("disc:cel:1"; 2: superior).
DISC = "disc:"
#: The mark of a Discipline a vampire has one level more of for a while, whatever happens to the card that gave it
#: ("level-up:dom": Camarilla Vitae Slave, until their next master phase, LSJ 19970224).
LEVEL_UP = "level-up:"


def marked_levels(marks: frozenset[str]) -> dict[str, int]:
    """The Disciplines of a card that became a vampire (its ``disc:`` marks)."""
    out: dict[str, int] = {}
    for mark in marks:
        if mark.startswith(DISC):
            code, n = mark[len(DISC) :].split(":")
            out[code] = int(n)
    return out


def disciplines(s: VTESState, uid: int) -> dict[str, int]:
    """Every discipline of a vampire with its level, Discipline cards included."""
    m = s.minions[uid]
    out = dict(facts(m.card).disciplines) if facts(m.card).crypt else marked_levels(m.marks)
    for mark in m.marks:
        if mark.startswith(LEVEL_UP) and mark[len(LEVEL_UP) :] in out:
            code = mark[len(LEVEL_UP) :]
            out[code] = min(out[code] + BASIC, SUPERIOR)
    for p in m.cards:
        pl = s.placed[p]
        if pl.data[:1] == ("discipline",):
            code = str(pl.data[1])
            out[code] = min(out.get(code, 0) + BASIC, SUPERIOR)
    for stat in [k for k in STATICS if k.startswith(LEVEL)]:
        more = static(s, uid, stat)
        if more:
            code = stat[len(LEVEL) :]
            out[code] = min(out.get(code, 0) + more, SUPERIOR)
    return out


#: The capacity of an ally playing cards "as a vampire" when a card checks capacity or age (VT-CARD-64).
AS_VAMPIRE_CAPACITY = 1


def capacity(s: VTESState, uid: int) -> int:
    """Capacity (VT-CARD-02): printed, +1 for each Discipline card showing +1 capacity (VT-CARD-38),
    or as a card that became a vampire says (``cap:N`` mark); an ally that plays cards "as a
    vampire" counts as having capacity 1 (VT-CARD-64: it is no vampire, so its life never drains)."""
    m = s.minions[uid]
    base = facts(m.card).capacity
    for mark in m.marks:
        if mark.startswith("cap:"):
            base = int(mark[4:])
        elif mark.startswith("as-vampire:") and not base:
            base = AS_VAMPIRE_CAPACITY
    for p in m.cards:
        pl = s.placed[p]
        data = pl.data
        if data and data[0] == "discipline" and len(data) > 2 and data[2] == "cap":
            base += 1
    cap = base + static(s, uid, "capacity")
    caps: tuple[Callable[[VTESState, int], int | None], ...] = active(s, CAPACITY_CAPS) if CAPACITY_CAPS else ()
    if caps:  # "vampires with capacity greater than X are considered vampires with capacity X"
        return min([cap, *(most for f in caps if (most := f(s, uid)) is not None)])
    return cap


#: (state, vampire) -> the most capacity it is considered to have, or None (Wormwood)
CAPACITY_CAPS: list[Callable[[VTESState, int], int | None]] = []


def younger(s: VTESState, a: int, b: int) -> bool:
    """Whether vampire ``a`` is younger than vampire ``b`` (VT-CARD-03)."""
    return capacity(s, a) < capacity(s, b)


def strength(s: VTESState, uid: int) -> int:
    """Strength: 1 for a vampire (VT-STR-06), printed for an ally (AMB-14), changed by cards."""
    f = facts(s.minions[uid].card)
    base = 1 if is_vampire(s, uid) else f.strength
    return base + static(s, uid, "strength")


def bleed(s: VTESState, uid: int) -> int:
    """The bleed amount a minion brings to a bleed (VT-ACT-09): 1 for a vampire, printed for an ally."""
    f = facts(s.minions[uid].card)
    base = 1 if is_vampire(s, uid) else f.bleed
    return base + static(s, uid, "bleed")


def sect(s: VTESState, uid: int) -> str | None:
    return s.minions[uid].sect


def is_anarch(s: VTESState, uid: int) -> bool:
    return is_vampire(s, uid) and s.minions[uid].sect == "anarch"


def title(s: VTESState, uid: int) -> str | None:
    """The vampire's title while it gives its benefits: it must fit the sect and the clan
    (VT-SECT-04) and not be contested (VT-CONT-08)."""
    m = s.minions[uid]
    t = m.title
    if t is None or "title-contested" in m.marks:
        return None
    need = TITLE_SECT.get(t)
    if need is not None and m.sect != need:
        return None
    if t in CLAN_TITLES and clan_of(m) != title_clan(m):
        return None
    return t


def title_clan(m: Minion) -> str:
    """The clan a clan's title belongs to: recorded when it was gained in play, else the clan printed
    on the vampire (VT-SECT-05, VT-SECT-09)."""
    for mark in m.marks:
        if mark.startswith("title-clan:"):
            return mark[11:]
    f = facts(m.card)
    return f.clans[0] if f.clans else ""


def titled(s: VTESState, uid: int) -> bool:
    return title(s, uid) is not None


def votes(s: VTESState, uid: int) -> int:
    """Votes from the vampire's title (VT-VOTE-06 to 09) and cards; none in torpor (VT-VOTE-11)."""
    t = title(s, uid)
    base = TITLE_VOTES.get(t, 0) if t else 0
    return base + static(s, uid, "votes")


def ballots(s: VTESState, uid: int) -> int:
    """A priscus gives one ballot (VT-VOTE-13); cards may give more ("Gratiano gets +1 ballot")."""
    return (1 if title(s, uid) == PRISCUS else 0) + static(s, uid, "ballots")


def hand_size(s: VTESState, seat: int) -> int:
    """VT-CARD-20, VT-CARD-21: 7, changed by cards (this turn: ``marks``; longer, "until the end of the
    game", "until your next unlock phase": ``game_marks``); each card whose replacement is delayed
    lowers it. Never below 0: lowered past it, the hand is empty, not owed cards (a Methuselah with
    no card left was once asked to discard one)."""
    return max(
        0,
        HAND_SIZE
        + seat_static(s, seat, "hand size")
        + int(s.marks.get(("hand size", seat), 0))
        + int(s.game_marks.get(("hand size", seat), 0))
        - len(s.delayed[seat]),
    )


def life_cap(s: VTESState, uid: int) -> int:
    """The most blood a vampire holds (its capacity, VT-CARD-04); allies have no cap (-1)."""
    return capacity(s, uid) if is_vampire(s, uid) else -1
