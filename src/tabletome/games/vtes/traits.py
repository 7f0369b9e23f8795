"""Traits from the legacy sets (VT-TRAIT-01 to VT-TRAIT-12), read from the crypt cards' texts.

A trait is a word of a vampire's text: Black Hand, Flight and Seraph let a minion play cards that
require them (VT-TRAIT-01); a Blood Cursed vampire never commits diablerie (VT-TRAIT-02); a Blood
Brother belongs to the circle its text names (VT-TRAIT-03); an Infernal minion does not unlock as
normal and its controller may pay 1 pool to unlock it in the unlock phase (VT-TRAIT-04); a Red List
minion may be marked with a master phase action, and the marking Methuselah's vampires may then
enter combat with it (VT-TRAIT-05, VT-TRAIT-06), burning it earns trophies (VT-TRAIT-07, VT-TRAIT-08);
bringing out a Scarce vampire costs 3 pool per vampire of its clan already controlled (VT-TRAIT-09);
a Slave takes no directed action without a ready vampire of its master clan, and may take over the
combat of a blocked vampire of that clan (VT-TRAIT-10, VT-TRAIT-11); a Sterile vampire takes no
action that puts a new vampire in play (VT-TRAIT-12).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import chain
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from . import late, ops
from .combat import current_combat
from .hooks import GRANTS, listen
from .impulse import ask
from .model import Facts, facts
from .state import VTESState
from .stats import clan_of, flagged, has_clan, is_vampire

TRAITS = ("Black Hand", "Flight", "Seraph", "Blood Cursed", "Infernal", "Red List", "Scarce", "Slave", "Sterile")
#: A Slave's master clan, after its sect ("Camarilla Tremere Slave:", "Sabbat Tremere antitribu Slave:") or
#: as a sentence of its own, lower case in later printings ("Flight [FLIGHT]. Tremere antitribu slave.").
SLAVE = re.compile(
    r"(?:^|[.:\]]\s+)(?:(?:Sabbat|Camarilla|Anarch|Independent) )?([A-Z][\w-]+(?: antitribu)?) [Ss]lave[:.]"
)
CIRCLE = re.compile(r"\b([A-Z][\w-]*(?: [A-Z][\w-]*)*) circle\.")  # capitalized words only ("... same circle." is none)
RED_LIST_STEALTH = 1  # VT-TRAIT-06
RED_LIST_COST = 1
INFERNAL_COST = 1  # VT-TRAIT-04
SCARCE_COST = 3  # VT-TRAIT-09


_ANY_TRAIT = "|".join(re.escape(t) for t in TRAITS)
#: Where a crypt card's text gives it a trait: as a label of its own, at the start of a sentence or after
#: its sect (and clan, title) ("Sabbat. Black Hand Seraph:", "Camarilla Tremere Slave:", "... Infernal."),
#: followed by a stop, a colon, an icon or another trait; not a trait its text only mentions ("if Mateusz
#: is not Black Hand", "in combat with a Red List minion", "e.g., Black Hand").
_HELD = {
    t: re.compile(
        r"(?:^|[.:]\s+|\]\s+|(?:Sabbat|Camarilla|Anarch|Independent|Laibon)(?: [A-Z][\w-]*| antitribu)*\s)"
        rf"(?:(?:{_ANY_TRAIT})\s+)*{re.escape(t)}(?=\s*(?:[.:\[]|$|(?:{_ANY_TRAIT})))"
    )
    for t in TRAITS
}


@cache
def traits(card: int) -> frozenset[str]:
    """The traits a crypt card's text gives it (VT-TRAIT-01)."""
    f = facts(card)
    if not f.crypt:
        return frozenset()
    text = f.text.replace("Blood cursed", "Blood Cursed")
    held = frozenset(t for t in TRAITS if t in text and _HELD[t].search(text))
    return held | {"Slave"} if SLAVE.search(f.text) else held


def has_trait(s: VTESState, uid: int, trait: str) -> bool:
    """A trait its card's text names, or one a card that became a vampire gave it (a ``trait:`` mark)."""
    m = s.minions.get(uid)
    return m is not None and (trait in traits(m.card) or "trait:" + trait in m.marks)


def master_clan(f: Facts) -> str | None:
    """A Slave's master clan ("Camarilla Tremere Slave:" -> Tremere), VT-TRAIT-10."""
    found = SLAVE.search(f.text)
    return found.group(1) if found else None


def circle(f: Facts) -> str | None:
    """A Blood Brother's circle; one with none named forms a circle alone (VT-TRAIT-03)."""
    found = CIRCLE.search(f.text)
    return found.group(1) if found else None


# ------------------------------------------------------------------------ Blood Cursed, Sterile


#: ``s.game_marks[BLOOD_CURSE_LIFTED]``: "until the end of the game, the Blood Curse no longer prevents Assamites from
#: committing diablerie" (Tajdid).
BLOOD_CURSE_LIFTED = "blood-curse-lifted"


def may_diablerize(s: VTESState, uid: int) -> bool:
    """VT-TRAIT-02, VT-DIAB-01: Blood Cursed vampires never commit diablerie (Assamites may, once the curse is
    lifted: :data:`BLOOD_CURSE_LIFTED`)."""
    if not has_trait(s, uid, "Blood Cursed"):
        return True
    return BLOOD_CURSE_LIFTED in s.game_marks and has_clan(s, uid, "Banu Haqim")


def sterile(s: VTESState, uid: int) -> bool:
    """VT-TRAIT-12: no action that puts a new vampire into play."""
    return has_trait(s, uid, "Sterile")


# ------------------------------------------------------------------------ Infernal (VT-TRAIT-04)


def unlocks_normally(s: VTESState, uid: int) -> bool:
    return not has_trait(s, uid, "Infernal")


@cache
def infernal_action(uid: int) -> Action:
    return Action("infernal", (uid,))


def infernal_options(s: VTESState, seat: int) -> Iterator[Action]:
    """In the unlock phase, pay 1 pool to unlock a locked Infernal minion."""
    if s.pool[seat] < INFERNAL_COST:
        return
    for uid in s.ready[seat] + s.torpor[seat]:
        m = s.minions[uid]
        if m.locked and has_trait(s, uid, "Infernal"):
            yield infernal_action(uid)


def unlock_infernal(s: VTESState, seat: int, uid: int) -> None:
    ops.burn_pool(s, seat, INFERNAL_COST)
    ops.fire(s, "infernal-paid", {"seat": seat, "n": INFERNAL_COST})  # Ruins of Charizel keeps it
    ops.unlock(s, uid)
    ops.say(
        s, N_("{seat} pays 1 pool to unlock {minion} (Infernal)."), seat=s.seat_name(seat), minion=ops.label(s, uid)
    )


# ------------------------------------------------------------------------ Scarce (VT-TRAIT-09)


def scarce_cost(s: VTESState, seat: int, uid: int) -> int:
    """The pool bringing out a Scarce vampire costs: 3 per vampire of its clan you control."""
    if not has_trait(s, uid, "Scarce"):
        return 0
    clan = clan_of(s.minions[uid])
    same = sum(1 for v in s.ready[seat] + s.torpor[seat] if clan and has_clan(s, v, clan))
    return SCARCE_COST * same


# ------------------------------------------------------------------------ Slave (VT-TRAIT-10, 11)

#: The flag of a minion that cannot perform directed actions for now ("Valkyrie cannot perform directed actions
#: unless Brunhilde is ready"): no default bleed, no Red List combat; action cards and abilities: effects/vampires.py.
NO_DIRECTED = "no-directed"


def slave_may_direct(s: VTESState, seat: int, uid: int) -> bool:
    """VT-TRAIT-10: a Slave takes a directed action only with a ready vampire of its master clan; a minion
    whose text forbids it directed actions for now (the flag ``no-directed``: Valkyrie) takes none."""
    if flagged(s, uid, NO_DIRECTED):
        return False
    if not has_trait(s, uid, "Slave"):
        return True
    master = master_clan(facts(s.minions[uid].card))
    return any(v != uid and master and has_clan(s, v, master) for v in s.ready[seat])


def slave_substitutes(s: VTESState, info: dict[str, Any]) -> None:
    """VT-TRAIT-11: a blocked vampire of a Slave's master clan: its controller may lock the Slave to
    fight the blocker instead (offered as a grant before the block resolves)."""
    course = info["course"]
    seat = course.actor_seat
    actor = course.actor
    if actor not in s.minions or not is_vampire(s, actor):
        return
    for uid, m in s.ready_minions(seat):
        if uid == actor or m.locked or not has_trait(s, uid, "Slave"):
            continue
        master = master_clan(facts(m.card))
        if master and has_clan(s, actor, master):
            course.grant(seat, uid, "slave-substitute", "blocked")


def substitute(s: VTESState, uid: int, seat: int) -> None:
    from .actions import current_action

    course = current_action(s)
    if course is None or uid not in s.minions:
        return
    ops.lock(s, uid)
    ops.unlock(s, course.actor)
    course.flags = course.flags | {f"substitute:{uid}"}
    ops.say(
        s,
        N_("{minion} takes over the combat of {minion2} (Slave)."),
        minion=ops.label(s, uid),
        minion2=ops.label(s, course.actor),
    )


# ------------------------------------------------------------------------ Red List (VT-TRAIT-05 to 08)


@cache
def mark_action(uid: int) -> Action:
    return Action("mark", (uid,))


def red_list_marks(s: VTESState, seat: int) -> Iterator[Action]:
    """VT-TRAIT-05: a master phase action marks a Red List minion until the end of the turn."""
    if s.phase_actions <= 0:
        return
    for uid in _all_minions(s):
        if has_trait(s, uid, "Red List") and ("red-list", uid) not in s.marks:
            yield mark_action(uid)


def mark_red_list(s: VTESState, seat: int, uid: int) -> None:
    s.phase_actions -= 1
    s.marks[("red-list", uid)] = seat
    ops.say(s, N_("{seat} marks {minion} (Red List)."), seat=s.seat_name(seat), minion=ops.label(s, uid))


def red_list_combats(s: VTESState, seat: int) -> Iterator[Action]:
    """VT-TRAIT-06: a ready vampire of the marking Methuselah enters combat with the marked minion,
    a +1 stealth directed action costing 1 blood, once per turn (AMB-20)."""
    marked = [u for u in _all_minions(s) if s.marks.get(("red-list", u)) == seat and s.controller(u) != seat]
    if not marked:
        return
    for uid, m in s.ready_minions(seat):
        if m.locked or not is_vampire(s, uid) or m.blood < RED_LIST_COST or ("red-list-combat", uid) in s.marks:
            continue
        if flagged(s, uid, NO_DIRECTED):
            continue
        for target in marked:
            if s.is_ready(target):
                yield Action("redlist", (uid, target))


def _all_minions(s: VTESState) -> Iterator[int]:
    """Every ready minion, seat by seat (a C iterator: asked at every decision of a minion phase)."""
    return chain.from_iterable(s.ready)


def trophies_for(s: VTESState, info: dict[str, Any]) -> None:
    """VT-TRAIT-07, VT-TRAIT-08, VT-DIAB-06: a vampire burns a Red List minion in combat or by a
    directed action: its controller may put a master trophy card from their library, ash heap or hand
    on it (the search asked privately), and each trophy in play not yet awarded may be moved onto it
    by that trophy's controller; every trophy is then on that vampire. All of it is asked now, above
    any blood hunt referendum already pushed (VT-TRAIT-08)."""
    card = info.get("card", -1)
    by = info.get("by", -1)
    if card < 0 or "Red List" not in traits(card) or by not in s.minions:
        return
    offer_unawarded(s, by)  # pushed first: asked after the search (the last question pushed comes first)
    offer_search(s, by)


def offer_search(s: VTESState, by: int) -> None:
    """VT-TRAIT-07: the vampire's controller searches hand, ash heap and library (privately)."""

    seat = s.controller(by)
    found = {facts(c).slug: c for c in [*s.hand[seat], *s.ash[seat], *s.library[seat]] if is_trophy(c)}
    if not found:
        return
    choices = [Action("trophy", (slug,)) for slug in sorted(found)] + [Action("pass")]
    ask(
        s,
        seat,
        N_("A Red List minion was burned: put a trophy on your vampire (VT-TRAIT-07)?"),
        choices,
        _take_trophy,
        (by,),
        public=False,
    )


def unawarded(s: VTESState) -> list[int]:
    """VT-CARD-39: trophies in play on no vampire (put into play by a master phase action), in turn
    order of their controllers; a contested card is out of play (VT-CONT-02)."""
    out_of_play = {u for z in s.contested for u in z}
    return [
        uid
        for t in s.clockwise(s.current)
        for uid in s.inplay[t]
        if uid not in out_of_play and is_trophy(s.placed[uid].card)
    ]


def offer_unawarded(s: VTESState, by: int) -> None:
    """VT-TRAIT-08: each unawarded trophy's controller decides whether it moves onto ``by``; the
    trophy is public, so the question is too, but only its controller answers it."""

    for uid in reversed(unawarded(s)):  # pushed backwards: the first controller in turn order answers first
        question = said(
            N_("A Red List minion was burned: move {minion} onto {minion2} (VT-TRAIT-08)?"),
            minion=ops.label(s, uid),
            minion2=ops.label(s, by),
        )
        choices = [Action("choose", (uid,)), Action("decline")]
        ask(s, s.placed[uid].controller, question, choices, _award_trophy, (by, uid))


def _award_trophy(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    by, uid = args
    p = s.placed.get(uid)
    if action.verb != "choose" or by not in s.minions or p is None or p.host >= 0:
        return  # declined, or the vampire or the trophy is gone, or it was awarded meanwhile
    ops.move_placed(s, uid, by)  # now its vampire's controller's (VT-CARD-40)
    s.placed[uid] = s.placed[uid]._replace(data=("trophy",))
    ops.say(s, N_("{card} is moved onto {minion} (VT-TRAIT-08)."), card=facts(p.card).name, minion=ops.label(s, by))


def is_trophy(card: int) -> bool:
    f = facts(card)
    return f.is_type("Master") and f.text.split("\n", 1)[0].rstrip(".").endswith("Trophy")


def _take_trophy(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    by = args[0]
    if action.verb != "trophy" or by not in s.minions:
        return
    seat = s.controller(by)
    for zone in (s.hand[seat], s.ash[seat], s.library[seat]):
        for c in zone:
            if facts(c).slug == action.args[0]:
                zone.remove(c)
                if zone is s.library[seat]:
                    s.rng.shuffle(zone)
                ops.put_on(s, c, seat, seat, by, data=("trophy",))
                ops.refill(s, seat)
                return


def burned_red_list(s: VTESState, info: dict[str, Any]) -> None:
    """Who burned the minion: the opposing combatant in combat, the acting minion of a directed
    action or a diablerie (VT-TRAIT-07)."""
    current_action = late.actions().current_action

    uid = info.get("uid", -1)
    by = -1
    c = current_combat(s)
    if c is not None and uid in (c.a, c.b):
        by = c.other(uid)
    else:
        course = current_action(s)
        if course is not None and (course.directed or course.kind_ == "diablerize") and course.actor != uid:
            by = course.actor
    if by >= 0:
        trophies_for(s, {"card": info.get("card", -1), "by": by})


def _register() -> None:
    GRANTS["slave-substitute"] = substitute
    listen("blocked", slave_substitutes)
    listen("burned", burned_red_list)


_register()
