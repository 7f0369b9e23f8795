"""Contested cards and contested titles (VT-CONT-01 to VT-CONT-12, VT-SECT-05 to VT-SECT-10).

Cards. A unique card entering play while another copy is in play: every copy is contested, face
down and out of play (``state.contested``, VT-CONT-01, VT-CONT-02; ``ops.check_unique``). In each of
its unlock phases a Methuselah pays 1 pool for each card they contest, or yields it: the card is
burned (VT-CONT-03, VT-CONT-04). When every other copy has been yielded, the last one comes back
face up and unlocked in its Methuselah's next unlock phase (VT-CONT-05).

Titles. A unique title (a city's prince, baron or archbishop; a clan's justicar, Inner Circle member
or kholo; the regent) claimed by two or more ready vampires is contested: they count as untitled
while it lasts (VT-CONT-08, ``stats.title``). In each of its controller's unlock phases a contesting
vampire pays 1 blood or yields; one with no blood, or in torpor, must yield (VT-CONT-09, VT-CONT-10).
A vampire that yields has no title any more (VT-CONT-12); a title card is burned (VT-SECT-10). Once
every other claimant has yielded, the last one takes the title in its controller's next unlock phase
(VT-CONT-11).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_

from . import late, ops
from .model import Minion, facts
from .readings import old
from .state import VTESState
from .stats import CITY_TITLES, CLAN_TITLES, is_vampire, title_clan

CONTESTED_TITLE = "title-contested"
#: The clan of a clan's title gained in play ("title-clan:Toreador"); a printed title is of the
#: vampire's printed clan (VT-SECT-05, VT-SECT-09).
TITLE_CLAN = "title-clan:"
#: The city of a city's title gained in play ("title-city:Corte": a Fee Stake's baron).
TITLE_CITY = "title-city:"

# ------------------------------------------------------------------------ contested cards


@cache
def contest_action(verb: str, uid: int) -> Action:
    return Action(verb, (uid,))


def card_options(s: VTESState, seat: int) -> Iterator[Action]:
    """VT-CONT-03: pay 1 pool for a contested card (``keep N``), or yield it (``yield N``)."""
    for uid in s.contested[seat]:
        if ("contest-paid", uid) in s.marks:
            continue
        yield contest_action("keep", uid)
        yield contest_action("yield", uid)


def title_options(s: VTESState, seat: int) -> Iterator[Action]:
    """VT-CONT-09: a vampire contesting a title pays 1 blood (``keep-title N``) or yields
    (``yield-title N``); with no blood, or in torpor, it must yield (VT-CONT-10)."""
    MUST_YIELD_TITLE = late.core().MUST_YIELD_TITLE

    for uid in contesting(s, seat):
        if ("title-paid", uid) in s.marks:
            continue
        if (
            s.minions[uid].blood >= title_cost(s, uid)
            and s.is_ready(uid)
            and not any(f(s, uid) for f in MUST_YIELD_TITLE)
        ):
            yield contest_action("keep-title", uid)
        yield contest_action("yield-title", uid)


def title_cost(s: VTESState, uid: int) -> int:
    """VT-CONT-09: 1 blood, more for some vampires ("contesting a title costs Vasily +1 blood")."""
    from .effects.core import TITLE_CONTEST_COSTS

    return 1 + sum(f(s, uid) for f in TITLE_CONTEST_COSTS)


def card_cost(s: VTESState, seat: int, uid: int) -> int:
    """VT-CONT-03: 1 pool, more while a card says so ("any Methuselah contesting a card with you burns 1 extra
    pool to avoid yielding that card": Democritus)."""
    from .effects.core import CARD_CONTEST_COSTS

    return 1 + sum(f(s, seat, uid) for f in CARD_CONTEST_COSTS)


def card_payer(s: VTESState, seat: int, uid: int) -> int:
    """VT-CONT-03: the Methuselah contesting pays, unless a card has another pay (Thanks for the Donation)."""
    from .effects.core import CONTEST_PAYERS

    for f in CONTEST_PAYERS:
        payer = f(s, seat, uid)
        if payer >= 0:
            return payer
    return seat


def options(s: VTESState, seat: int) -> Iterator[Action]:
    yield from card_options(s, seat)
    yield from title_options(s, seat)


def pending(s: VTESState, seat: int) -> bool:
    """A contest the Methuselah must still pay for or yield in this unlock phase."""
    if any(("contest-paid", uid) not in s.marks for uid in s.contested[seat]):
        return True
    return any(("title-paid", uid) not in s.marks for uid in contesting(s, seat))


def resolve(s: VTESState, seat: int, action: Action) -> None:
    uid = int(action.args[0])
    verb = action.verb
    if verb == "keep":
        s.marks[("contest-paid", uid)] = True
        payer, cost = card_payer(s, seat, uid), card_cost(s, seat, uid)
        short = payer != seat and s.pool[payer] < cost
        ops.burn_pool(s, payer, cost)
        if short:  # "she pays what she has, she is ousted, and you still yield" (RTR 20010710)
            yield_card(s, seat, uid)
    elif verb == "yield":
        yield_card(s, seat, uid)
    elif verb == "keep-title":
        s.marks[("title-paid", uid)] = True
        ops.burn_blood(s, uid, title_cost(s, uid))
    else:
        yield_title(s, uid)


def yield_card(s: VTESState, seat: int, uid: int) -> None:
    """VT-CONT-04: the yielded card is burned with everything on it."""
    s.contested[seat].remove(uid)
    ops.say(s, N_("{seat} yields {minion}."), seat=s.seat_name(seat), minion=ops.label(s, uid))
    if uid in s.minions:
        ops.burn(s, uid)
    else:
        ops.burn_placed(s, uid)
    for t in range(s.players):
        for other in s.contested[t]:
            if not any(u != other and ops.same_card(s, u, other) for z in s.contested for u in z):
                s.game_marks[("contest-won", other)] = t  # VT-CONT-05: back at t's next unlock phase


def return_won(s: VTESState, seat: int) -> None:
    """VT-CONT-05: at the start of its unlock phase, a Methuselah's copy that won its contest comes
    back face up and unlocked."""
    for uid in list(s.contested[seat]):
        if s.game_marks.pop(("contest-won", uid), None) is None:
            continue
        s.contested[seat].remove(uid)
        if uid in s.minions:
            s.ready[seat].append(uid)
            ops.unlock(s, uid)
        elif uid in s.placed and s.placed[uid].host in s.minions:
            host = s.placed[uid].host
            m = s.minions[host]
            s.minions[host] = m._replace(cards=(*m.cards, uid))
        elif uid in s.placed:
            s.placed[uid] = s.placed[uid]._replace(host=-1)
            s.inplay[seat].append(uid)
        ops.say(s, N_("{minion} is no longer contested (VT-CONT-05)."), minion=ops.label(s, uid))
    ops.drain_excess(s)  # a vampire contested as it was brought out keeps no blood above capacity


# ------------------------------------------------------------------------ contested titles


def title_key(s: VTESState, uid: int) -> tuple[str, ...] | None:
    """The unique title a vampire claims (VT-SECT-05 to VT-SECT-09), or None for a title that is
    neither unique nor contestable (primogen, bishop, priscus, cardinal, magaji, votes)."""
    m = s.minions[uid]
    t = m.title
    if t is None or not is_vampire(s, uid) or "title-yielded" in m.marks:
        return None
    f = facts(m.card)
    if t in CITY_TITLES:
        city = title_city(m) or f.city
        return ("city", city) if city else None
    if t in CLAN_TITLES:
        return (t, title_clan(m))
    if t == "regent":
        return ("regent",)
    return None


def contesting(s: VTESState, seat: int) -> list[int]:
    """The vampires of ``seat`` contesting a title (ready or in torpor)."""
    return [u for u in s.ready[seat] + s.torpor[seat] if CONTESTED_TITLE in s.minions[u].marks]


def check_titles(s: VTESState) -> None:
    """VT-CONT-08: every ready vampire claiming a unique title another ready vampire claims contests
    it (a claimant in torpor keeps contesting until it yields, VT-CONT-10)."""
    claims: dict[tuple[str, ...], list[int]] = {}
    for t in range(s.players):
        for uid in s.ready[t] + s.torpor[t]:
            key = title_key(s, uid)
            if key is not None:
                claims.setdefault(key, []).append(uid)
    for uids in claims.values():
        ready_claimants = [u for u in uids if s.is_ready(u) or CONTESTED_TITLE in s.minions[u].marks]
        if len(ready_claimants) > 1:
            for u in ready_claimants:
                if CONTESTED_TITLE not in s.minions[u].marks:
                    ops.mark(s, u, CONTESTED_TITLE)
                    ops.say(s, N_("{minion}'s title is contested (VT-CONT-08)."), minion=ops.label(s, u))


def title_city(m: Minion) -> str:
    """The city of a city's title gained in play ("title-city:Corte"), or ""."""
    return next((x[len(TITLE_CITY) :] for x in m.marks if x.startswith(TITLE_CITY)), "")


#: (state, vampire, title) -> whether the vampire may gain that title (Persona Non Grata: "this
#: vampire cannot gain a non-Anarch title")
TITLE_RULES: list[Callable[[VTESState, int, str], bool]] = []


def gain_title(s: VTESState, uid: int, title: str, clan: str = "", city: str = "") -> None:
    """A vampire gains a title in play (a card crowns it): its former title is lost (VT-SECT-03),
    and with it any contest over that one (VT-SECT-04); a clan's title records its clan
    (VT-SECT-05), a city's title its city (VT-SECT-06, VT-SECT-07: a title card's "Baron of
    Corte"). A unique title another vampire claims is contested at once (VT-CONT-08). A card may
    forbid it (``TITLE_RULES``): nothing changes."""

    if TITLE_RULES and not all(f(s, uid, title) for f in TITLE_RULES):
        ops.say(s, N_("{minion} cannot gain that title."), minion=ops.label(s, uid))
        return
    if old(s, "title_contest"):  # version 2: the title only
        s.minions[uid] = s.minions[uid]._replace(title=title)
        return
    ops.unmark(
        s,
        uid,
        CONTESTED_TITLE,
        "title-yielded",
        *(x for x in s.minions[uid].marks if x.startswith((TITLE_CLAN, TITLE_CITY))),
    )
    if clan:
        ops.mark(s, uid, TITLE_CLAN + clan)
    if city:
        ops.mark(s, uid, TITLE_CITY + city)
    s.minions[uid] = s.minions[uid]._replace(title=title)
    check_titles(s)


def yield_title(s: VTESState, uid: int) -> None:
    """VT-CONT-12: no title any more, for the rest of the game; a title card is burned (VT-SECT-10)."""
    ops.unmark(s, uid, CONTESTED_TITLE)
    ops.mark(s, uid, "title-yielded")
    s.minions[uid] = s.minions[uid]._replace(title=None)
    ops.say(s, N_("{minion} yields its title (VT-CONT-12)."), minion=ops.label(s, uid))
    for p in s.minions[uid].cards:
        if p in s.placed and "Title" in facts(s.placed[p].card).text.split("\n")[0]:
            ops.burn_placed(s, p)


def settle_titles(s: VTESState, seat: int) -> None:
    """VT-CONT-11: at its controller's unlock phase, a claimant whose rivals have all yielded takes
    the title, and the contest is over."""
    for uid in contesting(s, seat):
        key = title_key(s, uid)
        rivals = [
            u
            for t in range(s.players)
            for u in s.ready[t] + s.torpor[t]
            if u != uid and CONTESTED_TITLE in s.minions[u].marks and title_key(s, u) == key
        ]
        if not rivals:
            ops.unmark(s, uid, CONTESTED_TITLE)
            ops.say(s, N_("{minion} takes its title (VT-CONT-11)."), minion=ops.label(s, uid))
