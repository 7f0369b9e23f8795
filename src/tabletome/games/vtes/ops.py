"""The basic operations of the rules, in the rulebook's words: draw, discard, burn, lock, move blood,
put a card in play, send to torpor, oust. Card effects and the rules call these and nothing lower,
so that every counter goes through the bank (VT-SETUP-13, VT-SETUP-14) and every card keeps its
owner (VT-TERM-12).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

from tabletome.engine.flow import GameOver
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import Said, said, said_n
from tabletome.engine.state import PUBLIC_LINE, others_than

from . import late
from .hooks import (
    ABILITIES_LOST,
    ACTION_TRIGGERS,
    AFTER_DRAW,
    DRAW_CHOICES,
    EVENTS,
    LISTENERS,
    abilities_lost,
    active,
    at_table,
)
from .model import PRINTED, Minion, Placed, facts
from .readings import old
from .state import CENTRE, VTESState
from .stats import hand_size, is_vampire, life_cap
from .tournament import outcome

OUST_POOL = 6  # VT-VP-01


# ---- narration
# A face-down vampire is named in a line by its number between two invisible marks (Unicode
# isolates); ``say`` turns the marks into each reader's words, as the views name it (VT-SETUP-12).
HIDDEN_OPEN, HIDDEN_CLOSE = "\u2068", "\u2069"
HIDDEN_REF = re.compile(f"{HIDDEN_OPEN}face-down vampire #(\\d+){HIDDEN_CLOSE}")


def say(s: VTESState, template: str, who: int = -1, /, **slots: Any) -> None:
    """A line of the game's narration: ``template`` (English, marked ``N_``) with ``slots``, kept as a
    :class:`Said` so each reader is told it in their language; formatted only when the game keeps a log
    (``who``: only that Methuselah may read it). A line naming a face-down vampire is written for each
    reader: the others read "face-down vampire #uid", and the Methuselah who may look at it reads the
    line with the name instead (with face-down vampires of several Methuselahs in one line, each reads
    the public line and their own)."""
    if s.log is None:
        return
    tell(s, said(template, **slots) if slots else template, who)


def tell(s: VTESState, line: str, who: int = -1) -> None:
    """Write a line made by ``say`` into the log, for each reader as they may read it."""
    assert s.log is not None
    if HIDDEN_OPEN not in line:
        s.log.append((who, line))
        return
    if who >= 0:
        s.log.append((who, words_for(s, line, who)))
        return
    owners = sorted({face_down_owner(s, int(m.group(1))) for m in HIDDEN_REF.finditer(line)} - {-1})
    # one owner reads the line once, with the name; the others (spectators too) read it without
    s.log.append((others_than(owners[0]) if len(owners) == 1 else PUBLIC_LINE, words_for(s, line, -1)))
    for t in owners:
        s.log.append((t, words_for(s, line, t)))


def words_for(s: VTESState, text: str, reader: int | None) -> str:
    """``text`` as ``reader`` may read it (None: everything): a face-down vampire by its name for the
    Methuselah who may look at it, or once it is face up; by its number for everyone else. A line
    made by ``said`` stays one, its slots read the same way."""
    if isinstance(text, Said):
        first = text.template.startswith("{")
        slots = {
            k: _slot_for(s, k, v, reader, first and text.template.startswith("{" + k + "}"))
            for k, v in text.slots.items()
        }
        return Said(text.template, slots, text.plural, text.number)

    def named(m: re.Match[str]) -> str:
        uid = int(m.group(1))
        owner = face_down_owner(s, uid)
        if uid in s.minions and (owner < 0 or reader is None or reader == owner):
            return s.name(uid)
        return m.group(0)[1:-1]

    out = HIDDEN_REF.sub(named, text)
    return out[:1].upper() + out[1:] if text.startswith(HIDDEN_OPEN) else out


FACE_DOWN = (N_("face-down vampire #{n}"), N_("Face-down vampire #{n}"))


def _slot_for(s: VTESState, key: str, value: Any, reader: int | None, first: bool) -> Any:
    """A slot's value as ``reader`` may read it: a face-down vampire told as a line of its own."""
    if isinstance(value, Said) or (isinstance(value, str) and HIDDEN_OPEN in value):
        m = HIDDEN_REF.fullmatch(value) if not isinstance(value, Said) else None
        if m is None:
            return words_for(s, value, reader)
        uid = int(m.group(1))
        owner = face_down_owner(s, uid)
        if uid in s.minions and (owner < 0 or reader is None or reader == owner):
            return s.name(uid)
        return said(FACE_DOWN[first], n=uid)
    return value


#: The phase each event of the turn follows: the line that says it ended (VT-TURN-01).
PHASE_ENDED = {
    "master-phase": N_("{seat} ends the unlock phase."),
    "minion-phase": N_("{seat} ends the master phase."),
    "influence-phase": N_("{seat} ends the minion phase."),
    "discard-phase": N_("{seat} ends the influence phase."),
}


def say_phase(s: VTESState, event: str, info: dict[str, Any]) -> None:
    """A phase of the turn ends (VT-TURN-01); after the discard phase, the next Methuselah clockwise
    still in the game takes their turn (VT-TURN-02)."""
    seat = info.get("seat")
    if s.log is None or not isinstance(seat, int):
        return
    if event == "end-turn":
        after = s.prey(seat) if s.in_game(seat) else None
        if after is not None and after != seat:
            line = N_("{seat} ends the discard phase and the turn; {next}'s turn follows (VT-TURN-02).")
            say(s, line, seat=who(s, seat), next=who(s, after))
        else:
            say(s, N_("{seat} ends the discard phase and the turn (VT-TURN-02)."), seat=who(s, seat))
    elif event in PHASE_ENDED:
        say(s, PHASE_ENDED[event], seat=who(s, seat))


def say_transfer(s: VTESState, seat: int, uid: int, k: int) -> None:
    """VT-INF-04: k transfers move k counters from the pool onto a vampire in the uncontrolled region."""
    if s.log is None:
        return
    blood = s.minions[uid].blood if uid in s.minions else 0
    line = said_n(
        "{seat} moves {n} pool onto {minion} ({blood} blood) with {n} transfer (VT-INF-04).",
        "{seat} moves {n} pool onto {minion} ({blood} blood) with {n} transfers (VT-INF-04).",
        k,
        seat=who(s, seat),
        minion=label(s, uid),
        blood=blood,
    )
    tell(s, line)


def say_return(s: VTESState, seat: int, uid: int) -> None:
    """VT-INF-05: 2 transfers move 1 blood from an uncontrolled vampire back to the pool."""
    line = N_("{seat} moves 1 blood from {minion} back to their pool with 2 transfers (VT-INF-05).")
    say(s, line, seat=who(s, seat), minion=label(s, uid))


#: How a vampire takes damage (VT-DMG-03 to VT-DMG-09): mended with blood, wounded, or not mendable.
MENDS = N_("{minion} takes {taken}: it burns {n} blood to mend (VT-DMG-03 to VT-DMG-09).")
MENDS_WOUNDED = N_("{minion} takes {taken}: it burns {n} blood to mend, and is wounded (VT-DMG-03 to VT-DMG-09).")
NO_BLOOD = N_("{minion} takes {taken}: it has no blood to mend and is wounded (VT-DMG-03 to VT-DMG-09).")
AGGRAVATED = N_("{minion} takes {taken}: aggravated damage cannot be mended (VT-DMG-03 to VT-DMG-09).")


def damage_words(normal: int, agg: int) -> Said:
    """ "2 damage", "1 aggravated damage", "1 damage and 1 aggravated damage"."""
    if normal and agg:
        return said(N_("{normal} damage and {agg} aggravated damage"), normal=normal, agg=agg)
    if agg:
        return said(N_("{n} aggravated damage"), n=agg)
    return said(N_("{n} damage"), n=normal)


def say_damage(s: VTESState, uid: int, normal: int, agg: int) -> None:
    """Damage successfully inflicted (VT-DMG-01 to VT-DMG-09), said before it is dealt: a vampire
    mends normal damage with blood, an ally or a retainer loses life; what follows (a wound, torpor,
    a burned minion) is said as it happens."""
    if s.log is None or uid not in s.minions or normal + agg <= 0:
        return
    taken = damage_words(normal, agg)
    blood = s.minions[uid].blood
    if not is_vampire(s, uid):
        lost = min(blood, normal + agg)
        say(s, N_("{minion} takes {taken} and loses {n} life (VT-DMG-06)."), minion=label(s, uid), taken=taken, n=lost)
        return
    mend = min(normal, blood)
    if normal and mend:
        say(s, MENDS_WOUNDED if normal > mend else MENDS, minion=label(s, uid), taken=taken, n=mend)
    else:
        say(s, NO_BLOOD if normal else AGGRAVATED, minion=label(s, uid), taken=taken)


#: ``s.game_marks[(SEEN_UNCONTROLLED, viewer, uid)]``: Methuselah ``viewer`` has looked at the face-down
#: vampire ``uid`` of another's uncontrolled region (Harrod): its views show it to them, their worlds keep it.
SEEN_UNCONTROLLED = "seen-uncontrolled"


def sees_face_down(s: VTESState, viewer: int | None, uid: int) -> bool:
    return viewer is not None and viewer >= 0 and (SEEN_UNCONTROLLED, viewer, uid) in s.game_marks


def face_down_owner(s: VTESState, uid: int) -> int:
    """The Methuselah whose uncontrolled region holds this face-down vampire; -1 if none does."""
    for t, region in enumerate(s.uncontrolled):
        if uid in region:
            return t
    return -1


def who(s: VTESState, seat: int) -> str:
    return s.seat_name(seat)


def label(s: VTESState, uid: int) -> str:
    """How the narration names a card in play (or one that has just left play); a face-down vampire
    by a mark that ``say`` resolves for each reader."""
    if uid not in s.minions and uid not in s.placed:
        return "a card no longer in play"
    if uid in s.minions and face_down_owner(s, uid) >= 0:
        return f"{HIDDEN_OPEN}face-down vampire #{uid}{HIDDEN_CLOSE}"
    return s.name(uid)


# ---- cards in hand (VT-CARD-18 to VT-CARD-21, VT-TERM-05, VT-TERM-06)
def draw(s: VTESState, seat: int, n: int = 1) -> int:
    """Draw ``n`` cards from the top of the library; an empty library draws nothing (VT-CARD-19).
    When a card lets the Methuselah draw from elsewhere instead (Shilmulo Tarot), each draw is asked
    of them (``DrawChoice``); the count is then the number asked for."""

    if n > 0 and any(f(s, seat) for f in DRAW_CHOICES):
        from .phases import DrawChoice

        s.push(DrawChoice(seat, n))
        return n
    return draw_library(s, seat, n)


def draw_library(s: VTESState, seat: int, n: int = 1) -> int:
    got = 0
    for _ in range(n):
        if not s.library[seat]:
            break
        s.hand[seat].append(s.library[seat].pop())
        s.reveals += 1
        got += 1
    if got and AFTER_DRAW:
        for f in active(s, AFTER_DRAW):
            f(s, seat, s.hand[seat][-got:])
    return got


#: (state, seat) -> additional cards drawn for each card replaced, then discarding down to the hand
#: size ("each time you replace a card, draw an additional card and discard down": Infernal Pursuit)
REFILL_MORE: list[Callable[[VTESState, int], int]] = []


def refill(s: VTESState, seat: int) -> None:
    """VT-CARD-21: draw up to the hand size at once (a Methuselah over it discards down: asked)."""
    if not s.in_game(seat):
        return
    size = hand_size(s, seat)
    short = size - len(s.hand[seat])
    if short > 0:
        more = short * sum(f(s, seat) for f in REFILL_MORE) if REFILL_MORE else 0
        draw(s, seat, short + more)
        if more and len(s.hand[seat]) > size:
            from .phases import DiscardDown

            s.push(DiscardDown(seat))
    elif short < 0:
        from .phases import DiscardDown

        s.push(DiscardDown(seat))


def take_from_hand(s: VTESState, seat: int, card: int) -> None:
    """A card leaves the hand (played, discarded, burned): what others knew of it is updated."""
    s.hand[seat].remove(card)
    for viewer in range(s.players):
        known = s.known[viewer][seat]
        if card in known:
            lst = list(known)
            lst.remove(card)
            s.known[viewer][seat] = tuple(lst)


def discard(s: VTESState, seat: int, card: int, draw_up: bool = True) -> None:
    """Discard: from hand to the owner's ash heap (VT-TERM-05), then draw up (VT-CARD-21)."""
    take_from_hand(s, seat, card)
    s.ash[seat].append(card)
    say(s, N_("{seat} discards {card}."), seat=who(s, seat), card=facts(card).name)
    if draw_up:
        refill(s, seat)


def discard_random(s: VTESState, seat: int, draw_up: bool = True) -> int | None:
    hand = s.hand[seat]
    if not hand:
        return None
    card = hand[s.rng.below(len(hand))]
    discard(s, seat, card, draw_up)
    s.reveals += 1
    return card


def reveal_hand(s: VTESState, seat: int, viewer: int) -> None:
    """``viewer`` looks at ``seat``'s hand: it knows those cards while they stay there."""
    s.known[viewer][seat] = tuple(s.hand[seat])
    s.reveals += 1


# ---- pool (VT-CARD-25, VT-OUST-01)
#: ``s.marks[(POOL_WATCH, seat)]``: the pool ``seat`` has lost (burned or paid) since the mark was set.
POOL_WATCH = "pool-watch"


def note_pool_lost(s: VTESState, seat: int, n: int) -> None:
    """Count a loss of pool for a Methuselah whose losses are watched (Poison Pill)."""
    if s.marks and (POOL_WATCH, seat) in s.marks:
        s.marks[(POOL_WATCH, seat)] += n


def burn_pool(s: VTESState, seat: int, n: int) -> None:
    """Burn (or pay) ``n`` pool; at 0 the Methuselah is ousted at once (VT-OUST-01)."""
    if n <= 0 or not s.in_game(seat):
        return
    s.pool[seat] -= n
    note_pool_lost(s, seat, n)
    break_withdrawal(s, seat)  # VT-WD-04
    if s.pool[seat] <= 0:
        if OUST_WINDOWS and any(f(s, seat) for f in OUST_WINDOWS):
            return  # asked first: a card may keep them in the game (Life Boon)
        oust(s, [seat])


#: (state, seat) -> whether a window opens before ``seat``, with no pool left, is ousted, for a card
#: usable "when a Methuselah is being ousted" (``play.Ousting``: Life Boon); the window ousts them
#: when it closes if their pool is still 0 or less.
OUST_WINDOWS: list[Callable[[VTESState, int], bool]] = []
#: (state, seat gaining a victory point, seats being ousted) -> the seat that gains it instead, or -1
#: ("you gain any victory point gained by that Methuselah instead of them": Life Boon)
VP_REDIRECTS: list[Callable[[VTESState, int, tuple[int, ...]], int]] = []


def gain_vp(s: VTESState, seat: int, ousted: tuple[int, ...] = ()) -> None:
    """``seat`` gains 1 victory point (VT-VP-01), or the Methuselah a card gives it to instead."""
    for f in VP_REDIRECTS:
        other = f(s, seat, ousted)
        if other >= 0:
            seat = other
            break
    s.vp[seat] += 1


def break_withdrawal(s: VTESState, seat: int) -> None:
    """VT-WD-03, VT-WD-04: what a withdrawing Methuselah may not do was done: the withdrawal fails."""
    if s.marks.get(("withdrawing", seat)):
        s.marks[("withdrawal-failed", seat)] = True


#: (state, seat) -> False while ``seat`` cannot gain pool: what it would gain goes to the blood bank
#: (The Rising; "anything that would increase the pool amount is gaining pool", ANK 20181105).
POOL_GAIN_RULES: list[Callable[[VTESState, int], bool]] = []


def may_gain_pool(s: VTESState, seat: int) -> bool:
    return not POOL_GAIN_RULES or all(f(s, seat) for f in active(s, POOL_GAIN_RULES))


def gain_pool(s: VTESState, seat: int, n: int) -> None:
    if n > 0 and s.in_game(seat) and may_gain_pool(s, seat):
        s.pool[seat] += n  # the bank never runs out (VT-SETUP-06)


# ---- blood and life (VT-SETUP-13, VT-CARD-04)
def set_minion(s: VTESState, uid: int, m: Minion) -> None:
    s.minions[uid] = m


def add_blood(s: VTESState, uid: int, n: int) -> int:
    """Add ``n`` blood (or life) from the bank; a vampire's excess over capacity drains (VT-CARD-04).
    Returns what stayed on the minion."""
    if n <= 0:
        return 0
    m = s.minions[uid]
    if "no-life-gain" in m.marks:  # Aggressive Corpse: any life it would gain goes to the bank
        return 0
    cap = life_cap(s, uid) if s.region(uid) != "uncontrolled" else -1
    new = m.blood + n if cap < 0 else max(m.blood, min(m.blood + n, cap))
    s.minions[uid] = m._replace(blood=new)
    return new - m.blood


def burn_blood(s: VTESState, uid: int, n: int) -> int:
    """Burn up to ``n`` blood or life (VT-CARD-30: as many as there are); returns how many.
    An ally or retainer with no life left is burned (VT-DMG-06)."""
    m = s.minions[uid]
    k = min(n, m.blood)
    if k <= 0:
        return 0
    s.minions[uid] = m._replace(blood=m.blood - k)
    break_withdrawal(s, s.controller(uid))  # VT-WD-03, VT-WD-04
    if m.blood - k == 0 and not is_vampire(s, uid) and s.region(uid) == "ready":
        burn(s, uid)
    elif m.blood - k == 0 and EVENTS.get(BLOOD_GONE):
        fire(s, BLOOD_GONE, {"uid": uid})  # "if this vampire's blood is reduced to 0" (Anathema)
    return k


#: The event of a vampire's blood reduced to 0 (``uid``), told to the cards that care.
BLOOD_GONE = "blood-gone"


def retainer_loses_life(s: VTESState, uid: int, n: int) -> int:
    """A retainer (its life kept as counters on its card) loses up to ``n`` life; with none left it
    is burned (VT-DMG-06). Returns how much it lost."""
    p = s.placed.get(uid)
    if p is None or n <= 0:
        return 0
    k = min(n, p.counters)
    s.placed[uid] = p._replace(counters=p.counters - k)
    if k > 0 and not old(s, "withdrawal"):
        break_withdrawal(s, p.controller)  # AMB-12: life lost by a retainer counts as blood lost
    say(s, N_("{minion} loses {k} life."), minion=label(s, uid), k=k)
    if p.counters - k <= 0:
        burn_placed(s, uid)
    return k


def move_blood(s: VTESState, src: int, dst: int, n: int) -> int:
    """Move up to ``n`` blood from one minion to another; the excess drains (VT-CARD-04)."""
    k = min(n, s.minions[src].blood)
    if k <= 0:
        return 0
    s.minions[src] = s.minions[src]._replace(blood=s.minions[src].blood - k)
    add_blood(s, dst, k)
    return k


def blood_to_pool(s: VTESState, uid: int, seat: int, n: int) -> int:
    k = min(n, s.minions[uid].blood)
    s.minions[uid] = s.minions[uid]._replace(blood=s.minions[uid].blood - k)
    if may_gain_pool(s, seat):
        s.pool[seat] += k
    return k


def pool_to_blood(s: VTESState, seat: int, uid: int, n: int) -> int:
    k = min(n, s.pool[seat])
    if k <= 0:
        return 0
    burn_pool(s, seat, k)
    if s.in_game(seat):
        add_blood(s, uid, k)
    return k


# ---- locking (VT-TERM-09)
def lock(s: VTESState, uid: int) -> None:
    if uid in s.minions:
        m = s.minions[uid]
        if not m.locked:
            s.minions[uid] = m._replace(locked=True)
    else:
        p = s.placed[uid]
        if not p.locked:
            s.placed[uid] = p._replace(locked=True)


def unlock(s: VTESState, uid: int) -> None:
    if ("this-action", "no-unlock") in s.marks:  # "during this action, minions cannot unlock"
        return
    if uid in s.minions:
        m = s.minions[uid]
        if m.locked:
            s.minions[uid] = m._replace(locked=False)
            fire(s, "unlocked", {"uid": uid})  # "burn this card if this minion unlocks"
    else:
        p = s.placed[uid]
        if p.locked:
            s.placed[uid] = p._replace(locked=False)


def is_locked(s: VTESState, uid: int) -> bool:
    m = s.minions.get(uid)
    return m.locked if m is not None else s.placed[uid].locked


# ---- marks on minions
def mark(s: VTESState, uid: int, *marks: str) -> None:
    m = s.minions[uid]
    s.minions[uid] = m._replace(marks=m.marks | frozenset(marks))


def unmark(s: VTESState, uid: int, *marks: str) -> None:
    m = s.minions[uid]
    if m.marks & frozenset(marks):
        s.minions[uid] = m._replace(marks=m.marks - frozenset(marks))


#: ``s.marks[(CORRUPTION_BURNED, seat)]``: that Methuselah burned corruption counters during the action in
#: progress ("this-action" marks end with it).
CORRUPTION_BURNED = ("this-action", "corruption burned")


def add_counters(s: VTESState, uid: int, kind: str, n: int) -> None:
    m = s.minions[uid]
    acting = any(getattr(f, "kind", "") == "action" for f in s.stack)
    if n < 0 and kind.startswith("corruption ") and m.count(kind) and acting:
        s.marks[(*CORRUPTION_BURNED, int(kind.split()[1]) - 1)] = True
    s.minions[uid] = m.with_count(kind, max(0, m.count(kind) + n))


# ---- cards in play (VT-CARD-15, VT-CARD-33, VT-CARD-45)
def put_in_play(s: VTESState, card: int, seat: int, counters: int = 0, mode: str = "", data: tuple = ()) -> int:
    """Put a library card in play in ``seat``'s area (a location, a master card in play)."""
    uid = s.new_uid()
    s.placed[uid] = Placed(card, owner_of(s, card, seat), seat, -1, counters, False, mode, data)
    s.inplay[seat].append(uid)
    check_unique(s, uid, seat)
    fire(s, "enter-play", {"uid": uid, "seat": seat})
    return uid


def put_on(
    s: VTESState,
    card: int,
    owner: int,
    controller: int,
    host: int,
    counters: int = 0,
    mode: str = "",
    data: tuple = (),
) -> int:
    """Put a library card on a minion (equipment, retainer, master or action card on a vampire)."""
    uid = s.new_uid()
    s.placed[uid] = Placed(card, owner, controller, host, counters, False, mode, data)
    m = s.minions[host]
    s.minions[host] = m._replace(cards=(*m.cards, uid))
    check_unique(s, uid, controller)
    return uid


def owner_of(s: VTESState, card: int, seat: int) -> int:
    return seat


def attached_controller(s: VTESState, card: int, seat: int, host: int) -> int:
    """Who controls a card ``seat`` puts on minion ``host``: a master card, its player (VT-CARD-33);
    a minion card, the controller of the minion it is on (VT-CARD-45)."""
    if facts(card).is_type("Master"):
        return seat
    controller = s.controller(host)
    return controller if controller >= 0 else seat


def detach(s: VTESState, uid: int) -> None:
    p = s.placed[uid]
    if p.host >= 0 and p.host in s.minions:
        m = s.minions[p.host]
        s.minions[p.host] = m._replace(cards=tuple(c for c in m.cards if c != uid))
    else:
        for z in s.inplay:
            if uid in z:
                z.remove(uid)
                break
    for z in s.contested:  # a contested card burned leaves the contest (VT-CONT-02)
        if uid in z:
            z.remove(uid)


def burn_placed(s: VTESState, uid: int, to: str = "ash") -> None:
    """Burn a card in play (VT-TERM-01) to its owner's ash heap, or remove it from the game (also a
    card "removed from the game instead" when burned, :data:`REMOVED_INSTEAD`); a card held on it
    goes with it (:data:`HOLDS`)."""
    if uid not in s.placed:
        return
    p = s.placed[uid]
    detach(s, uid)
    del s.placed[uid]
    if s.game_marks.pop((REMOVED_INSTEAD, uid), False):
        to = "removed"
    (s.ash if to == "ash" else s.removed)[p.owner].append(p.card)
    if p.data[:1] == (HOLDS,):  # "if it leaves play, the card on it is burned" (LSJ 20021128): removed
        s.removed[int(p.data[2])].append(int(p.data[1]))
    elif p.data[:1] == (FACE_DOWN_CARDS,):  # the cards out of play on it are burned with it (VT-TERM-01)
        s.ash[int(p.data[1])].extend(int(c) for c in p.data[2:])
    fire(s, "card-burned", {"uid": uid, "card": p.card, "controller": p.controller})
    drain_excess(s)


# ---- a library card held on a card in play (The Erciyes Fragments)
#: ``Placed.data`` of a card in play holding a library card (public): ``(HOLDS, card, owner)``; the
#: card counts among its owner's cards (``VTESState.owned``) and is played from there "as if from
#: your hand" (``play.AS_FROM_HAND``).
HOLDS = "holds"
#: ``s.game_marks[(REMOVED_INSTEAD, uid)]``: the card in play (or ally) ``uid`` is removed from the
#: game instead of burned ("when that card is burned, remove it from the game instead").
REMOVED_INSTEAD = "removed-instead"


def held_card(s: VTESState, uid: int) -> tuple[int, int] | None:
    """(card, owner) of the library card held on the card in play ``uid``, if any."""
    p = s.placed.get(uid)
    if p is None or p.data[:1] != (HOLDS,):
        return None
    return int(p.data[1]), int(p.data[2])


def hold(s: VTESState, uid: int, card: int, owner: int) -> None:
    """Put ``card`` (owned by ``owner``) on the card in play ``uid``; ``card`` -1: take it off."""
    s.placed[uid] = s.placed[uid]._replace(data=(HOLDS, card, owner) if card >= 0 else ())


# ---- library cards put face down on a card in play, out of play (Gift of Proteus)
#: ``Placed.data`` of a card in play with library cards face down on it, out of play:
#: ``(FACE_DOWN_CARDS, owner, *cards)``. The cards count among their owner's cards (``VTESState.owned``);
#: only their owner sees them (``views``), and a determinization redeals them (``hidden``) among the
#: owner's unseen cards that fit :data:`FACE_DOWN_FITS` of the card they are on.
FACE_DOWN_CARDS = "face-down"
#: card id -> which library cards may lie face down on it ("cards requiring Protean"), for worlds.
FACE_DOWN_FITS: dict[int, Callable[[int], bool]] = {}


#: ``s.marks[hand_at_play(seat, minion)]``: cards of ``seat``'s hand as a card was played, before its
#: replacement was drawn, for its resolution (Gift of Proteus); a world of another seat drops it.
HAND_AT_PLAY = "hand-at-play"


def hand_at_play(seat: int, minion: int) -> tuple[str, str, int, int]:
    return ("this-action", HAND_AT_PLAY, minion, seat)


def face_down_cards(s: VTESState, uid: int) -> tuple[int, ...]:
    """The library cards face down on the card in play ``uid`` (:data:`FACE_DOWN_CARDS`), if any."""
    p = s.placed.get(uid)
    if p is None or p.data[:1] != (FACE_DOWN_CARDS,):
        return ()
    return tuple(int(c) for c in p.data[2:])


def put_face_down(s: VTESState, uid: int, card: int, owner: int) -> None:
    """Put ``card`` (owned by ``owner``) face down on the card in play ``uid``."""
    s.placed[uid] = s.placed[uid]._replace(data=(FACE_DOWN_CARDS, owner, *face_down_cards(s, uid), card))


def unhold(s: VTESState, uid: int, card: int) -> None:
    """``card`` leaves the card in play ``uid`` it was held on (:data:`HOLDS`, :data:`FACE_DOWN_CARDS`)."""
    p = s.placed.get(uid)
    if p is None:
        return
    if p.data[:1] != (FACE_DOWN_CARDS,):
        hold(s, uid, -1, -1)
        return
    rest = list(p.data[2:])
    if card in rest:
        rest.remove(card)
    s.placed[uid] = p._replace(data=(FACE_DOWN_CARDS, p.data[1], *rest))


def played_card_done(s: VTESState, seat: int, card: int, owner: int, stays: bool = False) -> None:
    """A card played has resolved (or failed, or was cancelled): it goes to its owner's ash heap
    (VT-CARD-15). A card played "as if from your hand" from a card in play (``owner`` >= 0, the
    Play's) is removed from the game instead; one that stays in play belongs to its owner and is
    removed from the game when burned."""
    if owner < 0:
        if not stays:
            s.ash[seat].append(card)
        return
    if not stays:
        s.removed[owner].append(card)
        say(s, N_("{card} is removed from the game."), card=facts(card).name)
        return
    found = [u for u, p in s.placed.items() if p.card == card and p.owner == seat]
    found += [u for u, m in s.minions.items() if m.card == card and m.owner == seat]
    if found:
        uid = max(found)  # the newest copy: the one this play put in play
        if uid in s.placed:
            s.placed[uid] = s.placed[uid]._replace(owner=owner)
        else:
            s.minions[uid] = s.minions[uid]._replace(owner=owner)
        s.game_marks[(REMOVED_INSTEAD, uid)] = True


def drain_excess(s: VTESState) -> None:
    """VT-CARD-04: a vampire never holds more blood than its capacity, the excess going back to the
    bank at once (after a card that raised capacities leaves play)."""
    for zones in (s.ready, s.torpor):
        for z in zones:
            for uid in z:
                m = s.minions[uid]
                if m.blood and is_vampire(s, uid):
                    cap = life_cap(s, uid)
                    if m.blood > cap:
                        s.minions[uid] = m._replace(blood=cap)


def move_placed(s: VTESState, uid: int, host: int, controller: int | None = None) -> None:
    """Move a card in play onto another minion (equip from another minion, VT-ACT-18); the cards that
    care are told (``moved``: the card's ``uid``, its former ``host``)."""
    p = s.placed[uid]
    detach(s, uid)
    s.placed[uid] = p._replace(host=host, controller=s.controller(host) if controller is None else controller)
    m = s.minions[host]
    s.minions[host] = m._replace(cards=(*m.cards, uid))
    if host != p.host and EVENTS.get("moved"):
        fire(s, "moved", {"uid": uid, "from": p.host})


def steal_placed(s: VTESState, uid: int, thief: int) -> None:
    """VT-TERM-08: a stolen card in play comes under the thief's control."""
    p = s.placed[uid]
    if any(uid in z for z in s.contested):
        return  # out of play while contested (VT-CONT-02): nothing to steal
    if p.host < 0:
        for z in s.inplay:
            if uid in z:
                z.remove(uid)
        s.inplay[thief].append(uid)
    s.placed[uid] = p._replace(controller=thief)


# ---- minions entering and leaving regions
def new_minion(s: VTESState, card: int, owner: int, blood: int = 0) -> int:
    uid = s.new_uid()
    s.minions[uid] = PRINTED.onto(Minion(card, owner, blood), s, card)
    return uid


def sired(s: VTESState, card: int, seat: int, sire: int, clan: str, cap: int) -> int:
    """A card that becomes a vampire brought into play by another vampire, its sire: of the clan and
    capacity the card says, untitled, and of its sire's sect by default (VT-SECT-02); not yet in a
    region."""
    uid = new_minion(s, card, seat, 0)
    mark(s, uid, "vampire", f"clan:{clan}", f"cap:{cap}")
    sect = s.minions[sire].sect if sire in s.minions else None
    s.minions[uid] = s.minions[uid]._replace(sect=sect, title=None)
    return uid


def region_list(s: VTESState, uid: int) -> list[int] | None:
    for zones in (s.ready, s.torpor, s.uncontrolled, s.contested):
        for z in zones:
            if uid in z:
                return z
    return None


def enter_ready(s: VTESState, seat: int, uid: int) -> None:
    """A minion enters ``seat``'s ready region, unlocked (VT-INF-07, VT-ACT-21)."""
    z = region_list(s, uid)
    uncontrolled = z is not None and any(z is u for u in s.uncontrolled)  # "from uncontrolled to controlled"
    if z is not None:
        z.remove(uid)
    m = s.minions[uid]
    s.minions[uid] = m._replace(locked=False)
    s.ready[seat].append(uid)
    if is_vampire(s, uid) and "vampire" not in m.marks:
        cap = life_cap(s, uid)
        if m.blood > cap:
            s.minions[uid] = s.minions[uid]._replace(blood=cap)  # VT-INF-07: the excess drains
    check_unique(s, uid, seat)
    check_titles = late.contests().check_titles

    check_titles(s)
    fire(s, "enter-play", {"uid": uid, "seat": seat, "uncontrolled": uncontrolled})


def to_torpor(s: VTESState, uid: int) -> None:
    """VT-TORP-01, VT-TORP-02: a wounded vampire goes to its controller's torpor region with its
    cards and blood; it is still controlled. An ally is burned instead (VT-CARD-65)."""
    seat = s.controller(uid)
    if seat < 0 or uid not in s.ready[seat]:
        return
    if not is_vampire(s, uid):
        burn(s, uid)
        return
    fire(s, "leave-ready", {"uid": uid, "seat": seat, "to": "torpor"})
    if uid not in s.ready[seat]:
        return
    s.ready[seat].remove(uid)
    s.torpor[seat].append(uid)
    say(s, N_("{minion} goes to torpor."), minion=label(s, uid))
    fire(s, "torpor", {"uid": uid, "seat": seat})


def leave_torpor(s: VTESState, uid: int) -> None:
    """VT-TORP-06: out of torpor to the ready region, no longer wounded; the lock is unchanged."""
    seat = s.controller(uid)
    s.torpor[seat].remove(uid)
    s.ready[seat].append(uid)


def burn(s: VTESState, uid: int, to: str = "ash") -> None:
    """Burn a minion (VT-TERM-01): it goes to its owner's ash heap, the cards and counters on it are
    burned with it (VT-TERM-02, VT-CARD-57, VT-CARD-58)."""
    BURN_INSTEAD = late.core().BURN_INSTEAD

    if uid not in s.minions or (to == "ash" and any(f(s, uid) for f in BURN_INSTEAD)):
        return
    seat = s.controller(uid)
    was_ready = seat >= 0 and uid in s.ready[seat]
    if was_ready:
        fire(s, "leave-ready", {"uid": uid, "seat": seat, "to": "ash"})
        if uid not in s.minions:
            return
    if to == "ash" and EVENTS.get("burning"):  # a card on it may leave first ("if this vampire is burned")
        fire(s, "burning", {"uid": uid, "seat": seat, "burning": True})
    m = s.minions[uid]
    for p in m.cards:
        if p in s.placed:
            pl = s.placed[p]
            del s.placed[p]
            removed = to != "ash" or s.game_marks.pop((REMOVED_INSTEAD, p), False)
            (s.removed if removed else s.ash)[pl.owner].append(pl.card)
    z = region_list(s, uid)
    if z is not None:
        z.remove(uid)
    del s.minions[uid]
    if s.game_marks.pop((REMOVED_INSTEAD, uid), False):
        to = "removed"
    heap = s.ash if to == "ash" else s.removed
    heap[m.owner].append(m.card)
    heap[m.owner].extend(int(x[7:]) for x in m.marks if x.startswith("merged:"))  # VT-INF-11
    line = N_("{card} is burned.") if to == "ash" else N_("{card} is removed from the game.")
    say(s, line, card=facts(m.card).name)
    fire(s, "burned", {"uid": uid, "seat": seat, "card": m.card, "ready": was_ready})


def steal_minion(s: VTESState, uid: int, thief: int) -> None:
    """VT-TERM-08: a stolen minion stays in the same region under the thief's control; the minion
    cards on it follow it (VT-CARD-45), master cards stay with their players (VT-CARD-33)."""
    seat = s.controller(uid)
    for zones in (s.ready, s.torpor):
        if uid in zones[seat]:
            zones[seat].remove(uid)
            zones[thief].append(uid)
            for p in s.minions[uid].cards:
                pl = s.placed.get(p)
                if pl is not None and pl.controller == seat and not facts(pl.card).is_type("Master"):
                    s.placed[p] = pl._replace(controller=thief)
            return


# ---- unique cards and contests (VT-CONT-01 to VT-CONT-07)
def same_card(s: VTESState, a: int, b: int) -> bool:
    """Two cards in play are copies of one unique card: the same printed name (VT-CONT-07)."""
    return s.facts(a).slug == s.facts(b).slug


def copies_in_play(s: VTESState, uid: int) -> list[tuple[int, int]]:
    """(seat, uid) of the other copies in play of the unique card ``uid``."""
    out = []
    for t in range(s.players):
        for z in (s.ready[t], s.torpor[t], s.inplay[t]):
            for other in z:
                if other != uid and same_card(s, uid, other):
                    out.append((t, other))
        for p, pl in s.placed.items():
            if p != uid and pl.host >= 0 and pl.controller == t and same_card(s, uid, p):
                out.append((t, p))
    return out


def check_unique(s: VTESState, uid: int, seat: int) -> None:
    """A unique card entering play while another copy is in play: the copies are contested, face
    down and out of play (VT-CONT-01, VT-CONT-02); a copy of a card you already control is burned
    (VT-CONT-06)."""
    if not s.facts(uid).unique:
        return
    others = copies_in_play(s, uid)
    if not others:
        return
    from .effects.core import NOT_CONTESTED

    if any(f(s, uid) for f in NOT_CONTESTED):  # "burn the first one in play instead of contesting"
        for _t, other in others:
            if other in s.minions:
                burn(s, other)
        return
    if any(t == seat for t, _ in others):
        if uid in s.minions:
            burn(s, uid)
        else:
            burn_placed(s, uid)
        return
    for t, other in [(seat, uid), *others]:
        contest(s, t, other)


def contest(s: VTESState, seat: int, uid: int) -> None:
    if uid in s.minions:
        z = region_list(s, uid)
        if z is not None:
            z.remove(uid)
    else:
        host = s.placed[uid].host
        detach(s, uid)  # off its minion (the host is remembered for when the contest ends)
        s.placed[uid] = s.placed[uid]._replace(host=host)
    if uid not in s.contested[seat]:
        s.contested[seat].append(uid)
    say(s, N_("{minion} is contested (VT-CONT-02)."), minion=label(s, uid))


# ---- events
def fire(s: VTESState, event: str, info: dict[str, Any]) -> None:
    """Tell the listeners of ``event``, then the cards in play that care about it (their EVENTS
    handlers)."""
    if event == "end-turn" or event in PHASE_ENDED:
        say_phase(s, event, info)
    for listener in LISTENERS.get(event, ()):
        listener(s, info)
    course = _course(s)
    if course is not None and course.triggers:
        for ev, key, uid in course.triggers:
            if ev == event:
                ACTION_TRIGGERS[key](s, course, uid, info)
    table = EVENTS.get(event)
    if table and at_table(s, table):
        _fire_placed(s, table, info)
        _fire_minions(s, table, info)


def event_sources(s: VTESState, table: dict[int, Any]) -> list[tuple[int, Any]]:
    """(uid, handlers) of the cards in play (not contested, VT-CONT-02) and the controlled minions
    with a handler in ``table``, in the order ``fire`` tells them."""
    out = [(uid, fns) for uid, p in s.placed.items() if (fns := table.get(p.card))]
    if out and any(s.contested):
        gone = contested_uids(s)
        out = [(uid, fns) for uid, fns in out if uid not in gone]
    if out and ABILITIES_LOST:
        out = [(uid, fns) for uid, fns in out if not abilities_lost(s, uid)]
    minions = s.minions
    for t in range(s.players):
        for zone in (s.ready[t], s.torpor[t]):
            out.extend((uid, fns) for uid in zone if (fns := table.get(minions[uid].card)))
    return out


def _fire_placed(s: VTESState, table: dict[int, Any], info: dict[str, Any]) -> None:
    """The cards in play (not contested, VT-CONT-02) with a handler, each told once."""
    placed = s.placed
    hits = [(uid, fns) for uid, p in placed.items() if (fns := table.get(p.card))]
    if not hits:
        return
    out = contested_uids(s)
    for uid, fns in hits:
        if uid in placed and uid not in out and not (ABILITIES_LOST and abilities_lost(s, uid)):
            for f in fns:
                f(s, uid, info)


def _fire_minions(s: VTESState, table: dict[int, Any], info: dict[str, Any]) -> None:
    """The controlled minions whose own text has a handler, seat by seat."""
    minions = s.minions
    hits = [
        (uid, fns)
        for t in range(s.players)
        for zone in (s.ready[t], s.torpor[t])
        for uid in zone
        if (fns := table.get(minions[uid].card))
    ]
    for uid, fns in hits:
        if uid in minions:
            for f in fns:
                f(s, uid, info)


def _course(s: VTESState) -> Any:
    return s.in_progress()[2]


def contested_uids(s: VTESState) -> Collection[int]:
    """The cards out of play while contested (VT-CONT-02); nothing is built while none is."""
    return {u for z in s.contested for u in z} if any(s.contested) else ()


# ---- ousting (VT-OUST, VT-VP)
#: ``game_marks[OUST_POOL_NEXT]``: the pool the next predator earns for ousting their prey, instead of
#: 6 (every predator of that oust, if several are ousted at once).
OUST_POOL_NEXT = "oust-pool-next"


def oust(s: VTESState, seats: list[int]) -> None:
    """Oust ``seats`` at once (VT-OUST-01): each predator, judged on the ring as it stood, gains
    1 VP and, unless ousted too, 6 pool (VT-VP-01, VT-VP-02, AMB-10); every card the ousted
    Methuselah controls is removed from the game (VT-OUST-02); a held Edge returns to the centre
    (AMB-11). The last Methuselah standing gains 1 VP and the game ends (VT-VP-03, VT-OUST-06)."""
    seats = [t for t in seats if s.in_game(t)]
    if not seats:
        return
    preds = [s.predator(t) for t in seats]
    earned = s.game_marks.pop(OUST_POOL_NEXT, OUST_POOL)  # "the next predator will earn" (Political Flux)
    for t in seats:
        s.pool[t] = 0
        s.ousted_on[t] = s.turn
        say(s, N_("{seat} is ousted."), seat=who(s, t))
        remove_everything(s, t)
    for p in preds:
        if p not in seats:
            gain_vp(s, p, tuple(seats))  # the VP before the pool (LSJ 20100208: the predator's choice)
            if may_gain_pool(s, p):
                s.pool[p] += int(earned)
    for t, p in zip(seats, preds, strict=True):
        if p in seats and p != t:
            gain_vp(s, p, tuple(seats))  # VT-VP-02: the VP without the pool
    fire(s, "ousted", {"seats": tuple(seats), "preds": tuple(preds)})  # "if your prey is ousted" (Khabar: Glory)
    end_if_last(s, seats)


def remove_everything(s: VTESState, t: int) -> None:
    """VT-OUST-02: every card the Methuselah controls is removed from the game (VT-OUST-03: cards
    they own but others control stay)."""
    for z in (s.uncontrolled[t], s.ready[t], s.torpor[t], s.contested[t]):
        for uid in list(z):
            if uid in s.minions:
                burn(s, uid, to="removed")
            elif uid in s.placed:
                burn_placed(s, uid, to="removed")
        z.clear()
    for uid in list(s.inplay[t]):
        burn_placed(s, uid, to="removed")
    for uid, p in list(s.placed.items()):
        if p.controller == t and uid in s.placed:
            burn_placed(s, uid, to="removed")
    if s.edge == t:
        s.edge = CENTRE
    drain_excess(s)


def end_if_last(s: VTESState, ousted: list[int]) -> None:
    left = s.remaining()
    if len(left) <= 1:
        for t in left:
            s.vp[t] += 1

        s.outcome_ = outcome(s, "VT-VP-04", end_reason(s))
        drop_frames(s, 0)
        s._legal = None
        raise GameOver
    if s.current in ousted:  # ousted in their own turn: the turn ends (VT-OUST-05)
        drop_frames(s, 1)
        s.phase = "end"
        s._legal = None


def drop_frames(s: VTESState, keep: int) -> None:
    """Cut the stack to its first ``keep`` frames; the cards played and not yet resolved go to their
    owner's ash heap (VT-CARD-15)."""
    for f in s.stack[keep:]:
        held = getattr(f, "held", None)
        if held is not None:
            for owner, card in held():
                s.ash[owner].append(card)
    del s.stack[keep:]


def end_reason(s: VTESState) -> str:
    best = max(s.vp)
    top = [t for t in range(s.players) if s.vp[t] == best]
    points = f"{best:g}"
    if len(top) == 1:
        return said(N_("{seat} wins with {points} victory points (VT-VP-04)."), seat=s.seat_name(top[0]), points=points)
    return said(N_("A shared highest total of {points} victory points: nobody wins (VT-VP-04)."), points=points)
