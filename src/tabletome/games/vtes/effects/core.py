"""The rules' side of card effects: the hooks the rules call, and the small registries behind them.

The rules ask here whether a card could be cancelled as it is played, what a card costs more, what
replaces a draw, whether a minion may attempt a block, which strikes a combatant has, what a strike
does, which optional maneuvers, presses and prevention a combatant may use, what must be settled in
an unlock phase (contests) and whether a minion unlocks normally. Card modules register into the
registries below; nothing here names a card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_

from .. import contests, ops, traits
from ..actions import is_equipment
from ..combat import CLOSE, HAND, LONG, STRIKE_BONUS, Combat, CombatWindow, Strike, damage_to, strike_bonus, the_combat
from ..hooks import (
    ABILITIES_LOST,
    CardDef,
    Play,
    Use,
    abilities_lost,
    active,
    on_table,
)

# The registries and cost rules the rules read on their hot paths live in ``hooks`` and ``play``
# (imported at module level there); the card modules still find them here.
from ..hooks import CARRY_RULES as CARRY_RULES
from ..hooks import COST_CHANGES as COST_CHANGES
from ..hooks import DRAW_CHOICES as DRAW_CHOICES
from ..hooks import DRAW_FROM as DRAW_FROM
from ..hooks import INTERCEPT_MODS as INTERCEPT_MODS
from ..hooks import MANDATORY as MANDATORY
from ..hooks import PLAYS_AS_TITLE as PLAYS_AS_TITLE
from ..hooks import STEALTH_MODS as STEALTH_MODS
from ..hooks import TAKE_FROM_ASH as TAKE_FROM_ASH
from ..hooks import TARGET_RULES as TARGET_RULES
from ..hooks import action_intercept as action_intercept
from ..hooks import action_stealth as action_stealth
from ..impulse import ask
from ..model import facts
from ..play import extra_costs as extra_costs
from ..state import VTESState
from ..stats import flagged, is_vampire
from ..traits import unlocks_normally as trait_rule
from .vocab.minion import discipline_on

# ---- registries (filled by the card modules)
#: (state, seat, play, card def, use) -> whether ``seat`` could cancel that card as it is played
CANCELLERS: list[Callable[[VTESState, int, Play, CardDef, Use], bool]] = []
#: (state, vampire contesting a title) -> it must yield, paying no blood to keep it (Rafael de Corazon)
MUST_YIELD_TITLE: list[Callable[[VTESState, int], bool]] = []
#: (state, vampire, clan) -> the vampire plays cards requiring that clan as if of it (Abraham Mellon)
PLAYS_AS_CLAN: list[Callable[[VTESState, int, str], bool]] = []
#: (state, minion) -> the sects (``sect:<sect>``) and titles (``title:<title>``), or both at once
#: (``sect:camarilla+title:prince``), as which the minion plays cards requiring them ("you and Mata Hari can play cards requiring a sect ... as if she were of that required sect";
#: "while Victor is a Baron, ... cards requiring a Prince as if Victor were a Prince": play.requires_met).
PLAYS_AS_SECT: list[Callable[[VTESState, int], tuple[str, ...]]] = []
#: (state, ready vampire, clan) -> its Methuselah plays master cards requiring that clan as if the vampire were
#: of it ("you and Gem can play cards requiring a Ventrue as if she were a Ventrue")
YOU_PLAY_AS_CLAN: list[Callable[[VTESState, int, str], bool]] = []
#: (state, minion entering play) -> it cannot be contested: the copy already in play is burned instead
#: (Jimmy Dunn)
NOT_CONTESTED: list[Callable[[VTESState, int], bool]] = []
#: (state, vampire contesting a title) -> blood added to what keeping it costs this unlock phase (Vasily)
TITLE_CONTEST_COSTS: list[Callable[[VTESState, int], int]] = []
#: (state, seat, contested card) -> pool added to what keeping that card costs the seat this unlock phase (Democritus)
CARD_CONTEST_COSTS: list[Callable[[VTESState, int, int], int]] = []
#: (state, seat, contested card) -> the Methuselah who pays to keep that card contested instead of the seat, or -1
#: (Thanks for the Donation: "your cost to avoid yielding the contested card is now paid by your prey")
CONTEST_PAYERS: list[Callable[[VTESState, int, int], int]] = []
#: (state, seat, card) -> False when something else replaces the draw (Visit from the Capuchin)
REPLACEMENTS: list[Callable[[VTESState, int, int], bool]] = []
#: (state, minion) -> True when the minion, about to be burned, is not: a card's "instead" did something
#: else (The Book of Going Forth by Night: "instead steal and lock the ally")
BURN_INSTEAD: list[Callable[[VTESState, int], bool]] = []
#: (state, card in play) -> True when a diablerist cannot take that equipment (VT-DIAB-03; Soul Gem of Etrius)
DIABLERIE_KEEPS: list[Callable[[VTESState, int], bool]] = []
#: (state, rescuer, victim) -> change to the blood a rescue costs (Saulot's Healing Touch)
RESCUE_COSTS: list[Callable[[VTESState, int, int], int]] = []
#: (state, referendum, source, seat, side) -> whether that cast is allowed (no side effect)
CAST_ALLOWED: list[Callable[[VTESState, Any, Any, int, str], bool]] = []
#: (state, seat, card, use) -> "" or when the replacement of a played card waits until
DELAYS: list[Callable[[VTESState, int, int, Use], str]] = []
#: (state, play, use) -> the same, for rules about who played the card (Blood Weakens: "cards minions
#: play requiring 1 or more Disciplines")
PLAY_DELAYS: list[Callable[[VTESState, Play, Use], str]] = []
#: (state, course, minion) -> whether the minion may attempt to block this action
BLOCK_RULES: list[Callable[[VTESState, Any, int], bool]] = []
#: (state, course, minion) -> pay what attempting to block costs (Where the Veil Thins, Parijat)
ATTEMPT_COSTS: list[Callable[[VTESState, Any, int], None]] = []
#: (state, referendum, source, seat, side) -> False to refuse the cast (after paying what it costs)
CAST_RULES: list[Callable[[VTESState, Any, Any, int, str], bool]] = []
#: card id -> (state, combat, bearer or minion, source uid) -> strikes that card gives
STRIKES: dict[int, Callable[[VTESState, Combat, int, int], list[Strike]]] = {}
#: effect key -> (state, combat, striker, strike) -> None
STRIKE_EFFECTS: dict[str, Callable[[VTESState, Combat, int, Strike], None]] = {}
#: (state, minion) -> True when the minion "strikes with first strike" (its hand and damage strikes, VT-STR-12)
FIRST_STRIKERS: list[Callable[[VTESState, int], bool]] = []
#: (state, minion) -> False when a card keeps the minion from unlocking as normal
UNLOCK_RULES: list[Callable[[VTESState, int], bool]] = []
#: (state, card in play) -> whether that card (not a minion) unlocks as normal in its controller's
#: unlock phase ("this card doesn't unlock as normal": Corporal Reservoir)
CARD_UNLOCK_RULES: list[Callable[[VTESState, int], bool]] = []
#: (state, combat) -> None at the end of each round
ROUND_END: list[Callable[[VTESState, Combat], None]] = []
#: (state, combat, pressing minion) -> None after a press to continue combat (Petra: "a vampire burns 1
#: blood after using a press to continue combat with her")
PRESSED_CONTINUE: list[Callable[[VTESState, Combat, int], None]] = []
#: card id -> (state, play, use) -> None: a card whose own text lets another Methuselah cancel it as
#: it is played (True Love's Face): the question is asked then, before the card resolves (VT-CARD-17)
AS_PLAYED: dict[int, Callable[[VTESState, Play, Use], None]] = {}
#: (state, play, use) -> whether a card in play cancels that card at once as it is played, its cost
#: unpaid (Dark Influences: "the next card played that would cancel ... is canceled"); :data:`PAID`:
#: cancelled, its cost paid as for any cancelled card (VT-TERM-18: Two Wrongs)
AUTO_CANCELS: list[Callable[[VTESState, Play, Use], bool | str]] = []
PAID = "paid"


class Reducer(NamedTuple):
    """An optional cost reducer (VT-CARD-27) a card in play or a minion (``source``) offers for a
    play: ``blood`` and ``pool`` off its cost; ``key`` names what using it costs (REDUCER_COSTS)."""

    source: int
    blood: int = 0
    pool: int = 0
    key: str = ""


#: (state, play, use) -> the optional cost reducers the player may apply to that play (VT-CARD-27)
COST_REDUCERS: list[Callable[[VTESState, Play, Use], list[Reducer]]] = []
#: reducer key -> (state, play, reducer) -> pay what using the reducer costs (lock its card...)
REDUCER_COSTS: dict[str, Callable[[VTESState, Play, Reducer], None]] = {}


def cost_reducers(s: VTESState, p: Play, use: Use) -> list[Reducer]:
    return [r for f in COST_REDUCERS for r in f(s, p, use)]


def can_cancel(s: VTESState, seat: int, p: Play, cd: CardDef, use: Use) -> bool:
    """Whether a rule of ``CANCELLERS`` opens the as-played window of ``p`` for ``seat``; a rule that
    needs its card at the table (``needs``: Meditative Grove, Sword of the Archangel...) is asked only
    while it is there."""
    _kept, free, named = _cancellers_split(s, seat, cd, use)
    for f in free:  # a loop, no generator: asked at every card played
        if f(s, seat, p, cd, use):
            return True
    if named:
        cards = on_table(s)
        for f, card in named:
            if card in cards and f(s, seat, p, cd, use):
                return True
    return False


def cancellers_of(
    s: VTESState, seat: int, cd: CardDef, use: Use
) -> Sequence[Callable[[VTESState, int, Play, CardDef, Use], bool]]:
    """The rules of :func:`cancellers` for ``seat`` that may cancel a card played as ``use``: a rule
    whose ``use_gate`` says no to the card played (its type, Disciplines, kinds) would answer no, so it
    is left out, once per list of rules and use."""
    kept: tuple[Callable[[VTESState, int, Play, CardDef, Use], bool], ...] = _cancellers_split(s, seat, cd, use)[0]
    return kept


def _cancellers_split(s: VTESState, seat: int, cd: CardDef, use: Use) -> tuple[Any, ...]:
    """(:func:`cancellers_of`, its rules that need no card at the table, the others with the card
    each needs), kept per deck (a public one; any other: None) and use."""
    deck = s.decks[seat] if s.public_decks[seat] else None  # what :func:`cancellers` reads
    key = (id(deck), id(use))
    hit = _by_use.get(key)
    if hit is None or hit[0] is not deck or hit[1] is not use or hit[2] != len(CANCELLERS):
        if len(_by_use) > 65536:
            _by_use.clear()
        kept = tuple(f for f in cancellers(s, seat) if _use_may(f, cd, use))
        named = tuple((f, n) for f in kept if (n := getattr(f, "needs", None)) is not None)
        free = tuple(f for f in kept if getattr(f, "needs", None) is None)
        hit = _by_use[key] = (deck, use, len(CANCELLERS), kept, free, named)
    return hit[3:]


def _use_may(rule: Any, cd: CardDef, use: Use) -> bool:
    gate = getattr(getattr(rule, "__self__", None), "use_gate", None)
    return gate is None or bool(gate(cd, use))


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_by_use: dict[tuple[int, int], tuple[Any, ...]] = {}


def cancellers(s: VTESState, seat: int) -> Sequence[Callable[[VTESState, int, Play, CardDef, Use], bool]]:
    """The rules of ``CANCELLERS`` that may hold for ``seat``: a public deck is known, so a rule whose
    card it cannot hold (its ``deck_gate`` says no, and its answer would then be no) is left out, once
    per deck; any other deck keeps every rule."""
    rules = CANCELLERS
    if not s.public_decks[seat]:
        return rules
    deck = s.decks[seat]
    hit = _by_deck.get(id(deck))
    if hit is None or hit[0] is not deck or hit[1] is not rules or hit[2] != len(rules):
        kept = tuple(f for f in rules if _deck_may_use(s, seat, f))
        hit = _by_deck[id(deck)] = (deck, rules, len(rules), kept)
    return hit[3]


def _deck_may_use(s: VTESState, seat: int, rule: Any) -> bool:
    gate = getattr(getattr(rule, "__self__", None), "deck_gate", None)
    return gate is None or bool(gate(s, seat))


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_by_deck: dict[int, tuple[Any, list[Any], int, tuple[Any, ...]]] = {}


def replacement_delay(s: VTESState, seat: int, card: int, use: Use) -> str:
    for f in DELAYS:
        until = f(s, seat, card, use)
        if until:
            return until
    return ""


def replacement(s: VTESState, seat: int, card: int) -> bool:
    return all(f(s, seat, card) for f in REPLACEMENTS)


def block_allowed(s: VTESState, course: Any, uid: int) -> bool:
    for f in active(s, BLOCK_RULES):  # noqa: SIM110  (a loop is cheaper: asked of every minion that may block)
        if not f(s, course, uid):
            return False
    return True


def before_attempt(s: VTESState, course: Any, uid: int) -> None:
    for f in ATTEMPT_COSTS:
        f(s, course, uid)


def cast_allowed(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    return all(f(s, ref, source, seat, side) for f in CAST_ALLOWED)


def before_cast(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    return all(f(s, ref, source, seat, side) for f in CAST_RULES)


def unlocks_normally(s: VTESState, uid: int) -> bool:
    return trait_rule(s, uid) and all(f(s, uid) for f in active(s, UNLOCK_RULES))


def end_of_round(s: VTESState, c: Combat) -> None:
    for f in ROUND_END:
        f(s, c)


# ---- diablerie step 4 (VT-DIAB-05)


def diablerie_discipline(s: VTESState, uid: int) -> None:
    """VT-DIAB-05: an older victim: the diablerist's controller may put a master Discipline card from
    their library, ash heap or hand on the diablerist. The choice is asked of that Methuselah."""

    seat = s.controller(uid)
    if seat < 0:
        return
    found = [c for c in [*s.hand[seat], *s.ash[seat], *s.library[seat]] if _discipline_card(c)]
    if not found:
        return
    choices = [Action("discipline", (facts(c).slug,)) for c in _distinct(found)] + [Action("pass")]
    ask(
        s,
        seat,
        N_("Diablerie of an older vampire: put a master Discipline card on the diablerist (VT-DIAB-05)?"),
        choices,
        _take_discipline,
        (uid,),
        public=False,
    )


def _discipline_card(card: int) -> bool:
    f = facts(card)
    return f.is_type("Master") and f.text.startswith("Discipline.")


def _distinct(cards: list[int]) -> list[int]:
    seen: dict[str, int] = {}
    for c in cards:
        seen.setdefault(facts(c).slug, c)
    return list(seen.values())


def _take_discipline(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb != "discipline" or args[0] not in s.minions:
        return
    seat = s.controller(args[0])
    slug = action.args[0]
    for zone in (s.hand[seat], s.ash[seat], s.library[seat]):
        for c in zone:
            if facts(c).slug == slug:
                zone.remove(c)
                if zone is s.library[seat]:
                    s.rng.shuffle(zone)
                discipline_on(s, c, seat, args[0])
                ops.refill(s, seat)
                return


# ---- combat: strikes


def intrinsic_strikes(s: VTESState, c: Combat, uid: int) -> list[Strike]:
    """The strikes a combatant may choose without a card from hand: the hand strike (VT-STR-06) and
    those its equipment, its own text and the cards played this combat give; none if a card says it
    cannot strike."""
    if c.has(uid, "no-strike") or (c.round == 1 and "no-strike-first-round" in c.flags):
        return []
    forced = c.value(uid, "forced")
    out: list[Strike] = [] if c.has(uid, "no-hand-strike") or forced else [HAND]
    out.extend(source_strikes(s, c, uid))
    out.extend(v for u, k, v, _ in c.mods if u == uid and k == "strike")
    if FIRST_STRIKERS and any(rule(s, uid) for rule in FIRST_STRIKERS):
        out = [st._replace(first=True) if st.kind in ("hand", "damage") else st for st in out]
    return [st for st in out if strike_allowed(c, uid, st, forced)]


def source_strikes(s: VTESState, c: Combat, uid: int) -> Iterator[Strike]:
    """The strikes the combatant's own text and its equipment give: none from equipment a card bars
    this combat, nor from equipment it stole this round (VT-STR-11)."""
    no_equipment = c.has(uid, "no-equipment")
    stolen = [v for u, k, v, _ in c.mods if u == uid and k == STOLEN] if c.mods else ()
    for src, card in strike_sources(s, uid):
        fn = STRIKES.get(card)
        if fn is None or src in stolen or (ABILITIES_LOST and abilities_lost(s, src)):
            continue
        if not (no_equipment and src in s.placed and facts(card).is_type("Equipment")):
            yield from fn(s, c, uid, src)


def strike_allowed(c: Combat, uid: int, st: Strike, forced: Any) -> bool:
    """Grapple (only hand strikes), a strike forced by a maneuver (VT-STR-04), "cannot strike:
    combat ends", and range (VT-STR-05)."""
    if ("hand-only" in c.flags or c.has(uid, "hand-only")) and (st.kind != "hand" or st.dodges):
        return False  # a hand strike and dodge is no hand strike only (LSJ 20010919)
    if forced and st.name != forced:
        return False
    if (st.kind == "dodge" or st.dodges) and c.has(uid, "no-dodge"):  # "cannot strike: dodge this round"
        return False
    if st.kind == "ends" and c.has(uid, "no-combat-ends"):
        return False
    return strike_usable(c, st)


def strike_usable(c: Combat, st: Strike) -> bool:
    """VT-STR-05: most strikes work only at close range; ranged strikes, dodges and combat ends
    at any range."""
    if c.range == CLOSE or st.kind in ("dodge", "ends", "none"):
        return True
    return st.ranged


def strike_sources(s: VTESState, uid: int) -> Iterator[tuple[int, int]]:
    m = s.minions[uid]
    yield uid, m.card
    for p in m.cards:
        if p in s.placed:
            yield p, s.placed[p].card


def unlock_striker(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """ "... and unlock this vampire before combat ends" (Majesty, Earth Meld)."""
    if uid in s.minions:
        ops.unlock(s, uid)


STRIKE_EFFECTS["unlock"] = unlock_striker


def strike_effect(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """What a strike does besides damage (VT-STR-07 to VT-STR-11)."""
    target = c.other(uid)
    if st.kind == "steal" and target in s.minions and uid in s.minions:  # VT-STR-09
        more = strike_bonus(s, c, uid, st) if STRIKE_BONUS and st.amount > 0 else 0
        ops.move_blood(s, target, uid, st.amount + more)
    elif st.kind == "destroy" and target in s.minions:
        destroy_equipment(s, target, st.name.endswith("weapon"), st.equipment, st.name.endswith(OR_RETAINER))
    elif st.kind == "steal-equipment" and target in s.minions and uid in s.minions:
        only = st.equipment >= 0 and st.source == st.equipment  # the strike of that card: nothing else
        steal_equipment(s, c, uid, target, weapon_only=st.name.endswith("weapon"), chosen=st.equipment, only=only)
    elif st.kind == "torpor" and target in s.minions:
        if is_vampire(s, target):
            ops.to_torpor(s, target)
        else:
            ops.burn(s, target)
    if st.after:
        fn = STRIKE_EFFECTS.get(st.after)
        if fn is not None:
            fn(s, c, uid, st)


def is_weapon(text: str) -> bool:
    """A weapon card: its first line says so, or it says "this equipment is a weapon" (Zip Gun)."""
    return "weapon" in text.split("\n")[0].lower() or "this equipment is a weapon" in text.lower()


#: A destroy strike named "... or retainer" (Donnybrook) burns an equipment card or a retainer.
OR_RETAINER = "or retainer"


def destroy_equipment(
    s: VTESState, target: int, weapon_only: bool = False, chosen: int = -1, retainers: bool = False
) -> None:
    """VT-STR-10: burn one equipment card of the opposing minion, the one the striker chose."""
    p = equipment_struck(s, target, weapon_only, chosen, retainers)
    if p >= 0:
        ops.burn_placed(s, p)


#: The combat modifier naming equipment a striker stole this round (VT-STR-11).
STOLEN = "stolen"


def steal_equipment(
    s: VTESState, c: Combat, striker: int, target: int, weapon_only: bool = False, chosen: int = -1, only: bool = False
) -> None:
    """VT-STR-11: as destroy equipment, but the card moves to the striker, who keeps it after combat
    and cannot use it during the current round (``only``: the card ``chosen`` or none)."""
    p = equipment_struck(s, target, weapon_only, chosen)
    if p < 0 or (only and p != chosen):
        return
    ops.move_placed(s, p, striker)
    c.add(striker, STOLEN, p, "round")
    ops.say(s, N_("{minion} steals {card}."), minion=ops.label(s, striker), card=facts(s.placed[p].card).name)


def equipment_struck(s: VTESState, target: int, weapon_only: bool, chosen: int = -1, retainers: bool = False) -> int:
    """The equipment (or weapon) of the opposing minion a strike takes: the card the striker named as
    it struck (VT-STR-10); with one card to take, or the one named gone, the first; -1 if none."""
    cards = struck_candidates(s, target, weapon_only, retainers)
    if chosen in cards:
        return chosen
    return cards[0] if cards else -1


def struck_candidates(s: VTESState, target: int, weapon_only: bool, retainers: bool = False) -> list[int]:
    """The equipment (or the weapons) on the opposing minion a strike could take (and its retainers)."""

    out = []
    for p in s.minions[target].cards:
        f = facts(s.placed[p].card)
        taken = is_equipment(s, p) and (not weapon_only or is_weapon(f.text))
        if taken or (retainers and f.is_type("Retainer")):
            out.append(p)
    return out


#: shield key -> (state, combat, minion, damage entry) -> how much it prevents (non-int shields)
SHIELDS: dict[str, Callable[[VTESState, Combat, int, Any], int]] = {}


#: shield key -> (state, combat, minion) -> pay what using that shield costs (burn 1 blood)
SHIELD_COSTS: dict[str, Callable[[VTESState, Combat, int], None]] = {}


def shield_amount(s: VTESState, c: Combat, uid: int, n: Any) -> int:
    """A prevention shield's amount: a number, or a key of :data:`SHIELDS` (Kevlar Vest)."""
    if isinstance(n, int):
        return n

    fn = SHIELDS.get(str(n))
    return fn(s, c, uid, damage_to(s, c)) if fn is not None else 0


# ---- combat: maneuvers, presses, prevention from what is in play


MANEUVER = "maneuver"
#: A maneuver that is part of a combat card's effect, not an optional one: a combat modifier the
#: minion must use during the round (VT-RNG-06); its value is the strike it commits to, or "".
DUE = "maneuver-due"
PRESS = "press"
PREVENT = "prevent"


@cache
def combat_act(verb: str, uid: int, what: str) -> Action:
    return Action(verb, (uid, what))


#: "1 optional maneuver or press": a combat modifier used either way (the one taken, the other gone).
MANEUVER_OR_PRESS = "maneuver-or-press"
#: "1 optional maneuver, only usable to get to long range": a combat modifier.
MANEUVER_TO_LONG = "maneuver-to-long"


def maneuver_key(c: Combat, uid: int) -> str:
    """The optional maneuver a combatant would spend now: a plain one, one only usable to get to long
    range (at close range), or a maneuver-or-press; "" if none."""
    if c.count(uid, "maneuver"):
        return "maneuver"
    if c.count(uid, MANEUVER_TO_LONG) and c.range == CLOSE:
        return MANEUVER_TO_LONG
    return MANEUVER_OR_PRESS if c.count(uid, MANEUVER_OR_PRESS) else ""


def combat_options(s: VTESState, w: CombatWindow, seat: int) -> Iterator[Action]:
    """Maneuvers (step 2) and presses (step 6) that cards gave (each entry of the combat's
    ``maneuver``, ``maneuver-due``, ``press`` and ``maneuver-or-press`` modifiers is one); a due
    maneuver must be used (VT-RNG-06: ``CombatWindow`` then allows no pass)."""
    c = the_combat(s)
    for uid in (c.a, c.b):
        if uid not in s.minions or s.controller(uid) != seat:
            continue
        either = c.count(uid, MANEUVER_OR_PRESS)
        if w.step_name == "range" and maneuver_key(c, uid) and may_maneuver(c, uid):
            yield combat_act(MANEUVER, uid, "optional")
        if w.step_name == "range" and c.count(uid, DUE) and may_maneuver(c, uid):
            yield combat_act(MANEUVER, uid, DUE)  # must be used this round (VT-RNG-06)
        if w.step_name == "press":
            for how in ("continue", "end"):
                if (press_for(c, uid, how) or either) and may_press(c, uid, how):
                    yield combat_act(PRESS, uid, how)


def press_for(c: Combat, uid: int, how: str) -> bool:
    """A ``press`` modifier usable this way (value ``continue``: "only usable to continue combat";
    ``end``: "only usable to end combat")."""
    barred = "end" if how == "continue" else "continue"
    return any(u == uid and k == "press" and v != barred for u, k, v, _ in c.mods)


def combat_option(s: VTESState, w: CombatWindow, seat: int, action: Action) -> None:
    c = the_combat(s)
    uid = int(action.args[0])
    if action.verb == MANEUVER:
        key = DUE if action.args[1] == DUE else maneuver_key(c, uid)
        forced = c.take(uid, key)
        maneuver(s, c, uid)
        if forced and key in (DUE, "maneuver"):  # VT-RNG-05: a weapon's maneuver also chooses its strike
            c.add(uid, "forced", forced, "round")
    elif action.verb == PRESS:
        how = str(action.args[1])
        c.take(uid, "press" if press_for(c, uid, how) else MANEUVER_OR_PRESS)
        press(s, c, uid, how)


def may_maneuver(c: Combat, uid: int) -> bool:
    """VT-RNG-04: the acting minion first, then alternating; no minion maneuvers twice in a row; a
    card may say it cannot use maneuvers (``no-maneuver``, Ossian), or not to a range (its value
    ``close`` or ``long``: "cannot maneuver to close range", Terror Frenzy)."""
    to = CLOSE if c.range == LONG else LONG
    barred = any(u == uid and k == "no-maneuver" and v in (1, to) for u, k, v, _ in c.mods)
    return c.last_maneuver != uid and not barred


def maneuver(s: VTESState, c: Combat, uid: int, to: str = "") -> None:
    """A maneuver switches the range (VT-RNG-04)."""
    c.range = to or (LONG if c.range == CLOSE else CLOSE)
    c.last_maneuver = uid
    line = N_("{minion} maneuvers: close range.") if c.range == CLOSE else N_("{minion} maneuvers: long range.")
    ops.say(s, line, minion=ops.label(s, uid))


def may_press(c: Combat, uid: int, how: str) -> bool:
    """VT-PRS-01, VT-PRS-02: a press to continue when none stands, a press to end against one; no
    minion presses twice in a row; a card may say it cannot press (``no-press``: its value ``any``,
    or the way it cannot: ``continue``, ``end``)."""
    if c.last_press == uid or any(u == uid and k == NO_PRESS and v in ("any", how) for u, k, v, _ in c.mods):
        return False
    return c.press == 0 if how == "continue" else c.press > 0


#: "This minion cannot press (to continue / to end combat)": a combat modifier whose value says how.
NO_PRESS = "no-press"


def press(s: VTESState, c: Combat, uid: int, how: str) -> None:
    c.press = 1 if how == "continue" else 0
    c.last_press = uid
    if how == "continue":
        ops.say(s, N_("{minion} presses to continue the combat."), minion=ops.label(s, uid))
        for after in PRESSED_CONTINUE:
            after(s, c, uid)
    else:
        ops.say(s, N_("{minion} presses to end the combat."), minion=ops.label(s, uid))


# ---- unlock phase: contests (VT-CONT-03, VT-CONT-09): contests.py


def unlock_options(s: VTESState, seat: int) -> Iterator[Action]:
    yield from contests.options(s, seat)
    yield from traits.infernal_options(s, seat)  # VT-TRAIT-04


def unlock_pending(s: VTESState, seat: int) -> bool:
    return contests.pending(s, seat)


def unlock_option(s: VTESState, seat: int, action: Action) -> None:
    if action.verb == "infernal":
        traits.unlock_infernal(s, seat, int(action.args[0]))
        return
    contests.resolve(s, seat, action)


def cannot_block(s: VTESState, uid: int) -> bool:
    return flagged(s, uid, "cannot-block")


# ---- costs added by what a card targets

#: "Master cards targeting this minion cost 1 additional pool" (Secure Haven): ``fn(s, p, use)``
#: returns (blood, pool) added to the cost of the play ``p`` for its targets; paid with the card
#: (``play.pay``); whether it can be paid is the card's own target rule (``TARGET_RULES``).
TARGET_COSTS: list[Callable[[VTESState, Play, Use], tuple[int, int]]] = []


def target_costs(s: VTESState, p: Play, use: Use) -> tuple[int, int]:
    blood = pool = 0
    for f in TARGET_COSTS:
        b, q = f(s, p, use)
        blood, pool = blood + b, pool + q
    return blood, pool
