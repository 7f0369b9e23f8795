"""Action cards (VT-CARD-46, VT-ACT-31): the action each card announces and what it does on success.

An action card's effect runs when the action succeeds (VT-RES-01), after its cost; a bleed card's
effect runs after the pool is burned, with the bleed amount in the course's ``result`` (VT-ACT-11:
"if the bleed is successful" means an amount of 1 or more). Cards that put themselves in play keep
their later texts as abilities, statics and events of the card in play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action

from .. import ops
from ..combat import Combat, Strike, current_combat, damage_to, enter_combat, inflict, prevent
from ..hooks import (
    ACTION,
    ACTION_TRIGGERS,
    CARDS,
    COMBAT,
    EQUIPMENT,
    GRANT_WHEN,
    GRANTS,
    RETAINER,
    Ability,
    ActionSpec,
    Ctx,
    Effect,
    Play,
    Use,
    listen,
)
from ..impulse import Ask, ask
from ..model import facts
from ..state import VTESState
from ..stats import capacity, has_clan, is_vampire, title
from ..traits import sterile
from . import core
from .base import (
    Args,
    B,
    S,
    abilities,
    action_of,
    add_blood,
    all_of,
    anarch,
    bearer,
    card,
    card_id,
    discipline_on,
    event,
    flag,
    from_opposing_strike,
    in_damage_to_self,
    note_round,
    once_per_round,
    other_methuselahs,
    own_uncontrolled,
    put_self_in_play,
    put_self_on,
    static,
    strikes,
    token_seat,
    use_key,
    younger_uncontrolled,
)

DECLINE = Action("decline")
MINION_PHASE = frozenset(("minion",))
UNLOCK = frozenset(("unlock",))


# ------------------------------------------------------------------------ small helpers


def choose(*args: Any) -> Action:
    return Action("choose", tuple(args))


def ask_private(
    s: VTESState,
    seat: int,
    question: str,
    choices: list[Action],
    then: Callable[[VTESState, tuple[Any, ...], Action], None],
    args: tuple[Any, ...] = (),
) -> None:
    """A choice over a Methuselah's own hidden cards (a search, their hand): asked even when declining
    is all there is, so that nobody learns from the question whether such a card is there."""
    if s.in_game(seat):
        s.push(Ask(seat, question, choices, then, args, public=False))


def successful_bleed(s: VTESState) -> int:
    """The target Methuselah of the bleed in progress if it was successful (VT-ACT-11: 1 or more),
    else -1."""
    a = action_of(s)
    if a is None or not isinstance(a.result, int) or a.result < 1 or not s.in_game(a.target_seat):
        return -1
    return int(a.target_seat)


def controlled(s: VTESState, seat: int) -> list[int]:
    """The minions ``seat`` controls (ready region and torpor)."""
    return s.ready[seat] + s.torpor[seat]


def only_one(name: str) -> Callable[[VTESState, Ctx, int, int], bool]:
    """ "A vampire can have only one <name>": the acting vampire has none yet."""
    cid = card_id(name)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return not any(s.placed[p].card == cid for p in s.minions[uid].cards if p in s.placed)

    return pred


def has_use(c: int, kind: str) -> bool:
    """Whether the card is implemented with a use of that type."""
    cd = CARDS.get(c)
    return cd is not None and any(u.as_ == kind for u in cd.uses)


def mode_is(p: Play, key: str) -> bool:
    return use_key(p) == key


def placed_mode(s: VTESState, src: int) -> str:
    return s.placed[src].mode if src in s.placed else ""


def add_counter(s: VTESState, src: int, n: int = 1) -> None:
    pl = s.placed.get(src)
    if pl is not None:
        s.placed[src] = pl._replace(counters=pl.counters + n)


def minions_of_others(s: VTESState, seat: int, vampires: bool | None = None) -> Iterator[int]:
    """Ready minions of the other Methuselahs (``vampires``: only vampires, only allies, or both)."""
    for t, uid, _m in s.all_ready():
        if t != seat and (vampires is None or is_vampire(s, uid) == vampires):
            yield uid


def enter_combat_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Enter combat with a minion": a ready minion of another Methuselah (VT-CMB-02, VT-CMB-03)."""
    for v in minions_of_others(s, seat):
        yield (v,)


def fight(s: VTESState, p: Play) -> Combat | None:
    """The acting minion enters combat with the target (VT-CMB-01); returns the combat started."""
    target = p.targets[0]
    if not (isinstance(target, int) and target in s.minions and s.is_ready(target) and s.is_ready(p.by)):
        return None
    enter_combat(s, p.by, target)
    return current_combat(s)


def fight_effect(s: VTESState, p: Play) -> None:
    fight(s, p)


def bleed(n: int, **fields: Any) -> ActionSpec:
    """ "(D) Bleed with +N bleed" (VT-ACT-32)."""
    return ActionSpec(bleed=n, **fields)


def combos(codes: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
    """ "More than one Discipline can be used to play this card": every non-empty combination."""
    for n in range(1, len(codes) + 1):
        yield from combinations(codes, n)


def burn_card_as_action(name: str, vampires_only: bool, pool: int = 0) -> Ability:
    """ "(Vampires / Minions) can burn this card as a (D) action [that costs N pool]": an action of a
    minion of another Methuselah, directed at the card's controller (the card is its target)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        if src in s.placed and s.placed[src].controller != seat and s.pool[seat] >= pool:
            yield (src,)

    def effect(s: VTESState, p: Play) -> None:
        if p.source in s.placed:
            if pool:
                ops.burn_pool(s, p.seat, pool)  # the action's cost, paid on success (VT-ACT-05)
            ops.say(s, f"{ops.label(s, p.source)} is burned.")
            ops.burn_placed(s, p.source)

    def who(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return not vampires_only or is_vampire(s, uid)

    text = f"burn {name} as a (D) action" + (f" that costs {pool} pool" if pool else "")
    return Ability(text, MINION_PHASE, effect, when=who, targets=targets, user="any", action=ActionSpec(directed=True))


# ------------------------------------------------------------------------ bleeds


card(
    "Govern the Unaligned",
    Use(ACTION, key="basic", disc=B("dom"), action=bleed(2), text="bleed with +2 bleed"),
    Use(
        ACTION,
        add_blood(3),
        key="superior",
        disc=S("dom"),
        action=ActionSpec(stealth=1),
        targets=younger_uncontrolled,
        text="+1 stealth action: add 3 blood to a younger vampire in your uncontrolled region",
    ),
)

card(
    "Enchant Kindred",
    Use(ACTION, key="basic", disc=B("pre"), action=bleed(1), text="bleed with +1 bleed"),
    Use(
        ACTION,
        add_blood(2),
        key="superior",
        disc=S("pre"),
        action=ActionSpec(stealth=1),
        targets=younger_uncontrolled,
        text="+1 stealth action: add 2 blood to a younger vampire in your uncontrolled region",
    ),
)

card(
    "Intimidation",
    Use(ACTION, key="basic", disc=B("pre"), action=bleed(1), text="bleed with +1 bleed"),
    Use(ACTION, key="superior", disc=S("pre"), action=bleed(2), text="bleed with +2 bleed"),
)


# ---- Feast of the Soul's Secrets


def younger_yours(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "A younger vampire you control or in your uncontrolled region" (chosen when played, ruling
    ANK 20240724-2)."""
    cap = capacity(s, uid)
    for v in controlled(s, seat) + s.uncontrolled[seat]:
        if v != uid and is_vampire(s, v) and capacity(s, v) < cap:
            yield (v,)


def feast(s: VTESState, p: Play) -> None:
    """[DOM]: if the bleed is successful (for 1 or more), add 2 blood to the chosen vampire."""
    if successful_bleed(s) >= 0:
        add_blood(2)(s, p)


card(
    "Feast of the Soul's Secrets",
    Use(ACTION, key="basic", disc=B("dom"), action=bleed(2), text="bleed with +2 bleed"),
    Use(
        ACTION,
        feast,
        key="superior",
        disc=S("dom"),
        action=bleed(2),
        targets=younger_yours,
        text="bleed with +2 bleed; if successful, add 2 blood to a younger vampire of yours",
    ),
)


# ---- Break the Bonds


def lock_one_of(s: VTESState, seat: int, target: int) -> None:
    """[obf]: "you can lock a minion controlled by the target Methuselah" (chosen on resolution,
    ruling ANK 20240706; the acting Methuselah may decline)."""
    options = [choose(v) for v in controlled(s, target) if not s.minions[v].locked]
    if options:
        ask(
            s,
            seat,
            "Break the Bonds: lock a minion of the bled Methuselah, or decline.",
            [*options, DECLINE],
            _lock_chosen,
        )


def _lock_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb == "choose" and int(action.args[0]) in s.minions:
        ops.lock(s, int(action.args[0]))
        ops.say(s, f"{ops.label(s, int(action.args[0]))} is locked.")


def break_the_bonds(s: VTESState, p: Play) -> None:
    """[obf] and [pre] after a successful bleed (the [pre] vampire chosen when played, ruling
    ANK 20240706)."""
    target = successful_bleed(s)
    if target < 0:
        return
    codes = use_key(p).split("+")
    if "pre" in codes:
        add_blood(1)(s, p)
    if "obf" in codes:
        lock_one_of(s, p.seat, target)


def break_text(combo: tuple[str, ...]) -> str:
    parts = {
        "ani": "+1 bleed",
        "obf": "if successful, lock a minion of the target",
        "pre": "if successful, add 1 blood to an uncontrolled vampire",
    }
    return "bleed: " + "; ".join(parts[c] for c in combo)


card(
    "Break the Bonds",
    *(
        Use(
            ACTION,
            break_the_bonds,
            key="+".join(combo),
            disc=B(*combo),
            action=bleed(1 if "ani" in combo else 0),
            targets=own_uncontrolled if "pre" in combo else None,
            text=break_text(combo),
        )
        for combo in combos(("ani", "obf", "pre"))
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- The Platinum Protocol


def corrupt_one_of(s: VTESState, seat: int, target: int) -> None:
    """[pro]: a corruption counter (``corruption N``, N the acting Methuselah's number) on a minion of
    the target Methuselah, chosen on resolution (ruling ANK 20240706); it steals nothing (ruling
    ANK 20200925)."""
    options = [choose(v) for v in controlled(s, target)]
    ask(
        s,
        seat,
        "The Platinum Protocol: put a corruption counter on a minion of the bled Methuselah.",
        options,
        _corrupt,
        (seat,),
    )


def _corrupt(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = int(action.args[0])
    if uid in s.minions:
        ops.add_counters(s, uid, f"corruption {args[0] + 1}", 1)
        ops.say(s, f"{ops.label(s, uid)} gets a corruption counter.")


def platinum_protocol(s: VTESState, p: Play) -> None:
    target = successful_bleed(s)
    if target >= 0 and "pro" in use_key(p).split("+"):
        corrupt_one_of(s, p.seat, target)


def platinum_text(combo: tuple[str, ...]) -> str:
    parts = {
        "obf": "+1 stealth",
        "pre": "+1 bleed",
        "pro": "if successful, a corruption counter on a minion of the target",
    }
    return "bleed: " + "; ".join(parts[c] for c in combo)


card(
    "The Platinum Protocol",
    *(
        Use(
            ACTION,
            platinum_protocol,
            key="+".join(combo),
            disc=B(*combo),
            action=bleed(1 if "pre" in combo else 0, stealth=1 if "obf" in combo else 0),
            text=platinum_text(combo),
        )
        for combo in combos(("obf", "pre", "pro"))
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Shroud of Decay


def shroud_discards(s: VTESState, p: Play) -> None:
    """[obl]: after a successful bleed the target Methuselah discards 2 cards of their choice (asked
    privately, one at a time, then they draw up at once, VT-CARD-21)."""
    target = successful_bleed(s)
    if target >= 0:
        _ask_discard(s, target, 2)


def _ask_discard(s: VTESState, seat: int, left: int) -> None:
    slugs = sorted({facts(c).slug for c in s.hand[seat]})
    if left <= 0 or not slugs:
        ops.refill(s, seat)
        return
    ask(
        s,
        seat,
        f"Shroud of Decay: discard a card of your choice ({left} to discard).",
        [Action("discard", (slug,)) for slug in slugs],
        _discarded,
        (seat, left),
        public=False,
    )


def _discarded(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left = args
    card_ = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if card_ is not None:
        ops.discard(s, seat, card_, draw_up=False)
    _ask_discard(s, seat, left - 1)


def prey_ash_7(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return len(s.ash[s.prey(seat)]) >= 7


def shroud_remove(s: VTESState, p: Play) -> None:
    """[OBL]: remove 7 cards of the prey's ash heap from the game (chosen by the acting Methuselah,
    ruling LSJ 20090710) to burn 3 of their pool."""
    a = action_of(s)
    prey = a.target_seat if a is not None else s.prey(p.seat)
    if len(s.ash[prey]) >= 7:
        _ask_remove(s, p.seat, prey, 7)


def _ask_remove(s: VTESState, seat: int, prey: int, left: int) -> None:
    if left <= 0:
        ops.say(s, f"{s.seat_name(prey)} burns 3 pool.")
        ops.burn_pool(s, prey, 3)
        return
    slugs = sorted({facts(c).slug for c in s.ash[prey]})
    ask(
        s,
        seat,
        f"Shroud of Decay: remove a card of {s.seat_name(prey)}'s ash heap from the game ({left} left).",
        [choose(slug) for slug in slugs],
        _removed,
        (seat, prey, left),
    )


def _removed(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, prey, left = args
    card_ = next(c for c in s.ash[prey] if facts(c).slug == action.args[0])
    s.ash[prey].remove(card_)
    s.removed[prey].append(card_)
    _ask_remove(s, seat, prey, left - 1)


card(
    "Shroud of Decay",
    Use(
        ACTION,
        shroud_discards,
        key="basic",
        disc=B("obl"),
        action=bleed(1),
        text="bleed with +1 bleed; if successful, the target discards 2 cards",
    ),
    Use(
        ACTION,
        shroud_remove,
        key="superior",
        disc=S("obl"),
        action=ActionSpec(directed=True),
        when=prey_ash_7,
        text="remove 7 cards of your prey's ash heap from the game to burn 3 of their pool",
    ),
)


# ---- Show of Force


def show_of_force_announced(s: VTESState, info: dict[str, Any]) -> None:
    """The card's text for a block: kept on the course until its combat starts."""
    a = info["course"]
    p = a.aplay
    if p is not None and p.card == SHOW_OF_FORCE:
        a.trigger("combat-start", "show-of-force", a.actor)


def show_of_force_combat(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """ "If this action is blocked, before range is determined during the first round of the
    resulting combat, this vampire can gain +N strength that combat" (a grant, usable or not)."""
    c: Combat = info["combat"]
    p = course.aplay
    if course.blocked_by < 0 or c.a != uid or c.b != course.blocked_by or p is None:
        return
    n = 2 if CARDS[SHOW_OF_FORCE].uses[p.use].key == "superior" else 1
    c.grant(s.controller(uid), uid, f"show-of-force-{n}", "before-range")


def first_round_only(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    """ "... during the first round of the resulting combat"."""
    return isinstance(frame, Combat) and frame.round == 1


def strength_grant(n: int) -> Callable[[VTESState, int, int], None]:
    def grant(s: VTESState, uid: int, seat: int) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(uid, "strength", n, "combat")
            ops.say(s, f"{ops.label(s, uid)} gains +{n} strength this combat.")

    return grant


SHOW_OF_FORCE = card(
    "Show of Force",
    Use(
        ACTION,
        key="basic",
        disc=B("pot", "pre"),
        action=bleed(1),
        text="bleed with +1 bleed; if blocked, can gain +1 strength that combat",
    ),
    Use(
        ACTION,
        key="superior",
        disc=S("pot", "pre"),
        action=bleed(2),
        text="bleed with +2 bleed; if blocked, can gain +2 strength that combat",
    ),
)
listen("announce", show_of_force_announced)
ACTION_TRIGGERS["show-of-force"] = show_of_force_combat
GRANTS["show-of-force-1"] = strength_grant(1)
GRANTS["show-of-force-2"] = strength_grant(2)
GRANT_WHEN["show-of-force-1"] = GRANT_WHEN["show-of-force-2"] = first_round_only


# ------------------------------------------------------------------------ enter combat


def deep_song_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A ready vampire of another Methuselah (VT-CMB-02, VT-CMB-03)."""
    for v in minions_of_others(s, seat, vampires=True):
        yield (v,)


def deep_song(s: VTESState, p: Play) -> None:
    """[ANI]: lock the vampire and enter combat with it, that vampire being the acting minion of the
    combat (the lock and the combat are simultaneous, ruling ANK 20200702). The mode is a frenzy card;
    ``kinds`` is the whole card's, so it is not tagged (the [ani] bleed is not one)."""
    target = p.targets[0]
    if isinstance(target, int) and target in s.minions and s.is_ready(target) and s.is_ready(p.by):
        ops.lock(s, target)
        enter_combat(s, target, p.by)


card(
    "Deep Song",
    Use(ACTION, key="basic", disc=B("ani"), action=bleed(1), text="bleed with +1 bleed"),
    Use(
        ACTION,
        deep_song,
        key="superior",
        disc=S("ani"),
        targets=deep_song_targets,
        text="frenzy: enter combat with and lock a vampire, which is the acting minion of that combat",
    ),
)


def locked_minions_of_others(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in minions_of_others(s, seat):
        if s.minions[v].locked:
            yield (v,)


def fleetness(s: VTESState, p: Play) -> None:
    """[CEL]: enter combat with the locked minion; if it is no longer locked the action fizzles
    (ruling ANK 20210124). The acting vampire gets 1 optional maneuver during that combat."""
    target = p.targets[0]
    if not (isinstance(target, int) and target in s.minions and s.minions[target].locked):
        return
    c = fight(s, p)
    if c is not None:
        c.add(p.by, "maneuver", "", "combat")


card(
    "Fleetness",
    Use(ACTION, key="basic", disc=B("cel"), action=bleed(0, stealth=1), text="+1 stealth bleed"),
    Use(
        ACTION,
        fleetness,
        key="superior",
        disc=S("cel"),
        action=ActionSpec(stealth=1),
        targets=locked_minions_of_others,
        text="+1 stealth action: enter combat with a locked minion, with 1 optional maneuver",
    ),
)


def hunters_mark(superior: bool) -> Effect:
    """Enter combat with 1 optional press (a press to continue or to end); [CEL][THA]: the opposing
    minion cannot strike: combat ends during the first round."""

    def effect(s: VTESState, p: Play) -> None:
        c = fight(s, p)
        if c is None:
            return
        c.add(p.by, "press", "any", "combat")
        if superior:
            c.add(c.other(p.by), "no-combat-ends", True, "round")  # the first round: the combat has just begun

    return effect


card(
    "Hunter's Mark",
    Use(
        ACTION,
        hunters_mark(False),
        key="basic",
        disc=B("cel", "tha"),
        targets=enter_combat_targets,
        text="enter combat with a minion, with 1 optional press",
    ),
    Use(
        ACTION,
        hunters_mark(True),
        key="superior",
        disc=S("cel", "tha"),
        targets=enter_combat_targets,
        text="enter combat with a minion, with 1 optional press; it cannot strike: combat ends in the first round",
    ),
)


# ---- Line Brawl


def steal_pool(s: VTESState, p: Play) -> None:
    """[cel]: steal 1 pool from the targeted Methuselah."""
    t = token_seat(p.targets[0])
    if s.in_game(t) and s.pool[t] > 0:
        ops.gain_pool(s, p.seat, 1)
        ops.say(s, f"{ops.who(s, p.seat)} steals 1 pool from {s.seat_name(t)}.")
        ops.burn_pool(s, t, 1)


card(
    "Line Brawl",
    Use(
        ACTION,
        steal_pool,
        key="cel",
        disc=B("cel"),
        targets=other_methuselahs,
        text="steal 1 pool from another Methuselah",
    ),
    Use(
        ACTION, fight_effect, key="pot", disc=B("pot"), targets=enter_combat_targets, text="enter combat with a minion"
    ),
    Use(ACTION, key="pre", disc=B("pre"), action=bleed(1), text="bleed with +1 bleed"),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ------------------------------------------------------------------------ cards put on the vampire


def heart_of_the_city(s: VTESState, src: int, uid: int) -> int:
    if bearer(s, src) != uid:
        return 0
    return 2 if placed_mode(s, src) == "superior" else 1


card(
    "Heart of the City",
    Use(
        ACTION,
        put_self_on(),
        key="basic",
        disc=B("pre"),
        action=ActionSpec(stealth=1),
        when=only_one("Heart of the City"),
        text="+1 stealth action: put on this vampire: +1 bleed",
    ),
    Use(
        ACTION,
        put_self_on(),
        key="superior",
        disc=S("pre"),
        action=ActionSpec(stealth=1),
        when=only_one("Heart of the City"),
        text="+1 stealth action: put on this vampire: +2 bleed",
    ),
)
static("Heart of the City", "bleed", heart_of_the_city)


def heroic_might_strength(s: VTESState, src: int, uid: int) -> int:
    if bearer(s, src) != uid:
        return 0
    return 2 if placed_mode(s, src) == "superior" else 1


def heroic_might_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "This vampire can strike: burn equipment" ([POT]: and "strike: 2R damage"); Potence strikes
    (ruling LSJ 20081120-2)."""
    out = [Strike("destroy", name="heroic-might-burn-equipment")]
    if placed_mode(s, src) == "superior":
        out.append(Strike("damage", 2, ranged=True, name="heroic-might-2r"))
    return out


def heroic_might_torpor(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Burn this card if this vampire is in torpor"."""
    if bearer(s, src) == info.get("uid"):
        ops.burn_placed(s, src)


card(
    "Heroic Might",
    Use(
        ACTION,
        put_self_on(),
        key="basic",
        disc=B("pot"),
        action=ActionSpec(stealth=3),
        when=only_one("Heroic Might"),
        text="+3 stealth action: put on this vampire: +1 strength, strike: burn equipment",
    ),
    Use(
        ACTION,
        put_self_on(),
        key="superior",
        disc=S("pot"),
        action=ActionSpec(stealth=3),
        when=only_one("Heroic Might"),
        text="+3 stealth action: put on this vampire: +2 strength, strike: burn equipment or 2R damage",
    ),
)
static("Heroic Might", "strength", heroic_might_strength)
strikes("Heroic Might", heroic_might_strikes)
event("Heroic Might", "torpor", heroic_might_torpor)


# ---- Preternatural Strength


def preternatural_strength(s: VTESState, src: int, uid: int) -> int:
    if bearer(s, src) != uid:
        return 0
    return 2 if placed_mode(s, src) == "superior" else 1


def register_preternatural_strength() -> None:
    """Preternatural Strength: "They cannot play cards named Torn Signpost" is the flag
    ``cannot-play:torn-signpost``, read by ``play.use_ok``."""
    card(
        "Preternatural Strength",
        Use(
            ACTION,
            put_self_on(),
            key="basic",
            disc=B("pot"),
            action=ActionSpec(stealth=2),
            when=only_one("Preternatural Strength"),
            text="+2 stealth action: put on this vampire: +1 strength; no Torn Signpost",
        ),
        Use(
            ACTION,
            put_self_on(),
            key="superior",
            disc=S("pot"),
            action=ActionSpec(stealth=2),
            when=only_one("Preternatural Strength"),
            text="+2 stealth action: put on this vampire: +2 strength; no Torn Signpost",
        ),
    )
    static("Preternatural Strength", "strength", preternatural_strength)
    flag("Preternatural Strength", "cannot-play:torn-signpost", lambda s, src, uid: bearer(s, src) == uid)


register_preternatural_strength()


# ---- Rutor's Hand


def rutors_hand(s: VTESState, p: Play) -> None:
    """Put the card on this vampire, locked; the vampire takes 1 unpreventable environmental
    aggravated damage (VT-DMG-07, VT-DMG-12); [THA]: it can burn 3 blood to be immune to it."""
    from ..play import stays

    if p.by not in s.minions:
        return
    uid = ops.put_on(s, p.card, p.seat, p.seat, p.by, mode=use_key(p))
    ops.lock(s, uid)
    stays(s)
    if mode_is(p, "superior") and s.minions[p.by].blood >= 3:
        question = f"Rutor's Hand: {ops.label(s, p.by)} burns 3 blood to be immune to the aggravated damage?"
        ask(s, p.seat, question, [Action("burn", (p.by, 3)), DECLINE], _rutors_choice, (p.by,))
        return
    _rutors_damage(s, p.by)


def _rutors_choice(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = args[0]
    if uid not in s.minions:
        return
    if action.verb == "burn":
        ops.burn_blood(s, uid, 3)
        ops.say(s, f"{ops.label(s, uid)} burns 3 blood to be immune to the damage.")
        return
    _rutors_damage(s, uid)


def _rutors_damage(s: VTESState, uid: int) -> None:
    if uid in s.minions and s.is_ready(uid):
        ops.say(s, f"{ops.label(s, uid)} takes 1 aggravated damage.")
        inflict(s, None, uid, 0, 1)


def rutors_unlock_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    uid = bearer(s, src)
    return uid in s.minions and s.minions[uid].locked


def rutors_unlock(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    if uid in s.minions:
        ops.unlock(s, uid)


card(
    "Rutor's Hand",
    Use(
        ACTION,
        rutors_hand,
        key="basic",
        disc=B("tha"),
        action=ActionSpec(stealth=1),
        when=only_one("Rutor's Hand"),
        text="+1 stealth action: put on this vampire, locked; it takes 1 unpreventable aggravated damage",
    ),
    Use(
        ACTION,
        rutors_hand,
        key="superior",
        disc=S("tha"),
        action=ActionSpec(stealth=1),
        when=only_one("Rutor's Hand"),
        text="+1 stealth action: put on this vampire, locked; 1 aggravated damage unless it burns 3 blood",
    ),
)
abilities(
    "Rutor's Hand",
    Ability(
        "lock this card to unlock this vampire",
        MINION_PHASE,
        rutors_unlock,
        when=rutors_unlock_when,
        lock=True,
        user="host",
    ),
)


# ---- Monstrous Form


def monstrous_form_combat(s: VTESState, p: Play) -> None:
    """[dom][pro]: +1 strength this combat; one Monstrous Form each round."""
    note_round(s, "monstrous-form", p.by)
    c = current_combat(s)
    if c is not None:
        c.add(p.by, "strength", 1, "combat")


def monstrous_form_options(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "During combat, you can lock this card to give this vampire +1 strength this round, or 1
    maneuver or press": strength before range or strikes, a maneuver while range is determined, a
    press at the press step."""
    c = ctx.combat
    uid = bearer(s, src)
    if c is None or uid not in (c.a, c.b):
        return
    if ctx.moment in ("before-range", "before-strikes"):
        yield ("strength",)
    elif ctx.moment == "range" and core.may_maneuver(c, uid):
        yield ("maneuver",)
    elif ctx.moment == "press":
        for how in ("continue", "end"):
            if core.may_press(c, uid, how):
                yield (how,)


def monstrous_form_use(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    uid = bearer(s, p.source)
    if c is None or uid not in (c.a, c.b):
        return
    what = p.targets[0]
    if what == "strength":
        c.add(uid, "strength", 1, "round")
        ops.say(s, f"{ops.label(s, uid)} gets +1 strength this round.")
    elif what == "maneuver":
        core.maneuver(s, c, uid)
    else:
        core.press(s, c, uid, str(what))


card(
    "Monstrous Form",
    Use(
        COMBAT,
        monstrous_form_combat,
        key="basic",
        disc=B("dom", "pro"),
        moments=frozenset(("before-range",)),
        when=once_per_round("monstrous-form"),
        vampire=True,
        text="+1 strength this combat",
    ),
    Use(
        ACTION,
        put_self_on(),
        key="superior",
        disc=S("dom", "pro"),
        action=ActionSpec(stealth=1),
        text="+1 stealth action: put on this vampire (lock it in combat: +1 strength, a maneuver or a press)",
    ),
)
abilities(
    "Monstrous Form",
    Ability(
        "lock this card: +1 strength this round, or 1 maneuver or press",
        frozenset(("before-range", "range", "before-strikes", "press")),
        monstrous_form_use,
        targets=monstrous_form_options,
        lock=True,
    ),
)


# ---- Biothaumaturgic Experiment


def animal_retainers(s: VTESState, seat: int, uid: int) -> list[int]:
    """The animal retainers in hand that can be employed (implemented, cost payable), one per name."""
    from ..play import cost_of

    out: dict[str, int] = {}
    for c in s.hand[seat]:
        f = facts(c)
        if not (f.is_type("Retainer") and f.trait == "animal" and has_use(c, RETAINER)):
            continue
        blood, pool = cost_of(s, c, 0)
        if s.minions[uid].blood >= blood and s.pool[seat] >= pool:
            out.setdefault(f.slug, c)
    return list(out.values())


def biothaumaturgic_employ(s: VTESState, p: Play) -> None:
    """[tha]: employ an animal retainer from your hand, ignoring requirements, paying its cost (its
    basic version, VT-CARD-59); the choice is private."""
    if p.by not in s.minions:
        return
    options = [choose(facts(c).slug) for c in animal_retainers(s, p.seat, p.by)]
    question = "Biothaumaturgic Experiment: employ an animal retainer from your hand, or decline."
    ask_private(s, p.seat, question, [*options, DECLINE], _employ_chosen, (p.by,))


def _employ_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = args[0]
    if action.verb != "choose" or uid not in s.minions:
        return
    seat = s.controller(uid)
    c = next(c for c in s.hand[seat] if facts(c).slug == action.args[0])
    ops.take_from_hand(s, seat, c)
    put_from_elsewhere(s, seat, uid, c, RETAINER)
    ops.refill(s, seat)


def put_from_elsewhere(s: VTESState, seat: int, uid: int, c: int, kind: str, key: str = "") -> None:
    """A retainer or equipment card put on a minion by another card's effect, its cost paid: its own
    effect (employ, equip) applies, at the mode ``key`` (default: its first of that type)."""
    from ..play import cost_of

    cd = CARDS[c]
    i = next(i for i, u in enumerate(cd.uses) if u.as_ == kind and (not key or u.key == key))
    blood, pool = cost_of(s, c, 0)
    ops.burn_blood(s, uid, blood)
    ops.burn_pool(s, seat, pool)
    effect = cd.uses[i].effect
    if effect is None or uid not in s.minions:  # the cost ousted its Methuselah: the card has no minion
        s.ash[seat].append(c)
        return
    effect(s, Play(seat, c, i, -1, uid, (), 0))
    s.marks.pop("card-stays", None)  # that card stayed in play; the card being resolved is another


def combat_maneuver(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "The attached minion gets 1 optional maneuver each combat"."""
    c: Combat = info["combat"]
    uid = bearer(s, src)
    if uid in (c.a, c.b):
        c.add(uid, "maneuver", "", "combat")


def minion_you_control(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in controlled(s, seat):
        yield (v,)


card(
    "Biothaumaturgic Experiment",
    Use(
        ACTION,
        biothaumaturgic_employ,
        key="basic",
        disc=B("tha"),
        action=ActionSpec(stealth=1),
        text="+1 stealth action: employ an animal retainer from your hand, ignoring requirements",
    ),
    Use(
        ACTION,
        put_self_on("target"),
        key="superior",
        disc=S("tha"),
        action=ActionSpec(stealth=1),
        targets=minion_you_control,
        text="+1 stealth action: put on a minion you control: +1 strength, 1 optional maneuver each combat",
    ),
)
static("Biothaumaturgic Experiment", "strength", lambda s, src, uid: 1 if bearer(s, src) == uid else 0)
event("Biothaumaturgic Experiment", "combat-start", combat_maneuver)


# ---- Magic of the Smith


def equippable(s: VTESState, seat: int, uid: int, c: int) -> bool:
    """An implemented equipment card the vampire may take: its clan and other requirements, what the
    vampire may carry, and its cost (VT-CARD-22, VT-CARD-24, VT-CARD-25)."""
    from ..actions import may_carry
    from ..play import clan_ok, cost_of

    cd = CARDS.get(c)
    f = facts(c)
    if cd is None or not f.is_type("Equipment") or not clan_ok(s, seat, uid, cd, f) or not may_carry(s, uid, c):
        return False
    if cd.requires is not None and not cd.requires(s, Ctx("minion"), seat, uid):
        return False
    blood, pool = cost_of(s, c, 0)
    return s.minions[uid].blood >= blood and s.pool[seat] >= pool


def equipment_options(s: VTESState, seat: int, uid: int) -> list[Action]:
    """The equipment cards of the library this vampire could equip, requirements and cost applying
    as normal (ruling ANK 20180817), one option per name and mode (the vampire's discipline levels
    decide, LSJ 20080803); unimplemented cards are left out."""
    from ..play import level_ok

    out: list[Action] = []
    ctx = Ctx("minion")
    for c in sorted(set(s.library[seat])):
        if not equippable(s, seat, uid, c):
            continue
        slug = facts(c).slug
        for u in CARDS[c].uses:
            if u.as_ != EQUIPMENT or u.targets is not None or choose(slug, u.key) in out:
                continue
            if level_ok(s, uid, u) and (u.when is None or u.when(s, ctx, seat, uid)):
                out.append(choose(slug, u.key))
    return out


def magic_of_the_smith(s: VTESState, p: Play) -> None:
    """Search your library for an equipment card and equip this vampire with it (chosen on
    resolution, ruling RBK search; a search may fail, VT-TERM-15; the library is shuffled after)."""
    if p.by not in s.minions:
        return
    options = equipment_options(s, p.seat, p.by)
    question = "Magic of the Smith: equip this vampire with an equipment card from your library, or decline."
    ask_private(s, p.seat, question, [*options, DECLINE], _smith_chosen, (p.by,))


def _smith_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = args[0]
    seat = s.controller(uid)
    if action.verb == "choose" and uid in s.minions:
        c = next(c for c in s.library[seat] if facts(c).slug == action.args[0])
        s.library[seat].remove(c)
        s.rng.shuffle(s.library[seat])
        put_from_elsewhere(s, seat, uid, c, EQUIPMENT, str(action.args[1]))
    elif seat >= 0:
        s.rng.shuffle(s.library[seat])


card(
    "Magic of the Smith",
    Use(
        ACTION,
        magic_of_the_smith,
        key="basic",
        disc=B("tha"),
        action=ActionSpec(stealth=1),
        text="+1 stealth action: equip this vampire with an equipment card from your library",
    ),
    Use(
        ACTION,
        magic_of_the_smith,
        key="superior",
        disc=S("tha"),
        action=ActionSpec(stealth=3),
        text="+3 stealth action: equip this vampire with an equipment card from your library",
    ),
)


# ---- Puppet Master


def younger_of_others(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A ready younger vampire of another Methuselah, locked or not (ruling PIB 20150412)."""
    cap = capacity(s, uid)
    for v in minions_of_others(s, seat, vampires=True):
        if capacity(s, v) < cap:
            yield (v,)


def puppet_master(s: VTESState, p: Play) -> None:
    """[DOM]: put this card on the younger vampire and lock them; you still control this card (the
    turn it was played is kept, for "your next minion phase")."""
    from ..play import stays

    target = p.targets[0]
    if isinstance(target, int) and target in s.minions and s.controller(target) >= 0:
        ops.put_on(s, p.card, p.seat, p.seat, target, mode="superior", data=(s.turn,))
        ops.lock(s, target)
        stays(s)


def puppet_held(s: VTESState, uid: int) -> bool:
    """ "The attached vampire does not unlock as normal"."""
    m = s.minions[uid]
    return not any(s.placed[p].card == PUPPET_MASTER for p in m.cards if p in s.placed)


def puppet_ready(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During your next minion phase": a later turn of yours, before that turn ends."""
    pl = s.placed.get(src)
    if pl is None or not pl.data or pl.data[0] == "expired":
        return False
    return s.turn > int(pl.data[0]) and bearer(s, src) in s.minions


def puppet_take(s: VTESState, p: Play) -> None:
    """Burn this card to unlock the attached vampire and take control of them until the end of your
    turn."""
    uid = bearer(s, p.source)
    ops.burn_placed(s, p.source)
    owner = s.controller(uid)
    if uid not in s.minions or owner < 0 or owner == p.seat:
        return
    ops.unlock(s, uid)
    ops.steal_minion(s, uid, p.seat)
    s.marks["puppets"] = (*s.marks.get("puppets", ()), (uid, owner))
    ops.say(s, f"{ops.who(s, p.seat)} takes control of {ops.label(s, uid)} until the end of the turn.")


def puppet_expires(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """After the controller's next turn the ability is gone (the card stays)."""
    pl = s.placed[src]
    if info.get("seat") == pl.controller and pl.data and pl.data[0] != "expired" and s.turn > int(pl.data[0]):
        s.placed[src] = pl._replace(data=("expired",))


def puppets_return(s: VTESState, info: dict[str, Any]) -> None:
    """At the end of the turn control returns; to an ousted Methuselah it cannot: the vampire is
    removed from the game (ruling ANK 20181110). In torpor it returns in torpor (LSJ 20010119)."""
    for uid, owner in s.marks.pop("puppets", ()):
        if uid not in s.minions or s.controller(uid) < 0:
            continue
        if s.in_game(owner):
            ops.steal_minion(s, uid, owner)
        else:
            ops.burn(s, uid, to="removed")


PUPPET_MASTER = card(
    "Puppet Master",
    Use(ACTION, key="basic", disc=B("dom"), action=bleed(2), text="bleed with +2 bleed"),
    Use(
        ACTION,
        puppet_master,
        key="superior",
        disc=S("dom"),
        targets=younger_of_others,
        text="put on a younger vampire and lock them; in your next minion phase, take control of them",
    ),
)
abilities(
    "Puppet Master",
    Ability(
        "burn this card: unlock the vampire and control them until the end of your turn",
        MINION_PHASE,
        puppet_take,
        when=puppet_ready,
    ),
)
event("Puppet Master", "end-turn", puppet_expires)
core.UNLOCK_RULES.append(puppet_held)
listen("end-turn", puppets_return)


# ------------------------------------------------------------------------ cards put in play


def unlock_seat(seat_is: str) -> Callable[[VTESState, int, int], bool]:
    """Whose unlock phase a card's unlock-phase effect acts in: its controller's (``"own"``), its
    controller's prey's (``"prey"``) or every other Methuselah's (``"other"``)."""

    def due(s: VTESState, src: int, seat: int) -> bool:
        ctrl = s.placed[src].controller
        return (
            (seat_is == "own" and seat == ctrl)
            or (seat_is == "prey" and seat == s.prey(ctrl) and seat != ctrl)
            or (seat_is == "other" and seat != ctrl)
        )

    return due


def unlock_of(
    seat_is: str, fn: Callable[[VTESState, int, int], None]
) -> Callable[[VTESState, int, dict[str, Any]], None]:
    """An unlock-phase effect of a card in play, ``fn(s, src, seat)``, in the unlock phases
    :func:`unlock_seat` names; the acting Methuselah carries it out when it chooses (VT-UNL-02), a
    choice it needs (how to split a payment) asked then."""
    due = unlock_seat(seat_is)

    def on_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info["seat"]
        if due(s, src, seat):
            fn(s, src, seat)

    return on_unlock


def unlock_event(name: str, seat_is: str, fn: Callable[[VTESState, int, int], None]) -> None:
    event(name, "unlock", unlock_of(seat_is, fn), due=unlock_seat(seat_is))


def one_more_counter(s: VTESState, src: int, seat: int) -> None:
    add_counter(s, src)


def counter_action(clan: str, min_capacity: int = 0) -> Ability:
    """ "<clan> you control (with capacity N or more) can add 1 counter to this card as a +1 stealth
    action"."""

    def who(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return has_clan(s, uid, clan) and capacity(s, uid) >= min_capacity

    def effect(s: VTESState, p: Play) -> None:
        add_counter(s, p.source)

    return Ability("add 1 counter to this card", MINION_PHASE, effect, when=who, action=ActionSpec(stealth=1))


# ---- Constant Revolution


def constant_revolution_burn(s: VTESState, src: int, seat: int) -> None:
    """ "That Methuselah burns X pool and/or cards at random from their hand" (their split; the cards
    at once, then they draw up, ruling LSJ 20090618)."""
    x = s.placed[src].counters
    most = min(x, len(s.hand[seat]))
    options = [Action("burn", (f"{x - k}-pool", f"{k}-cards")) for k in range(most + 1)]
    ask(
        s,
        seat,
        f"Constant Revolution: burn {x} pool and/or cards at random from your hand.",
        options,
        _split_paid,
        (seat, x),
    )


def _split_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, x = args
    k = int(str(action.args[1]).split("-")[0])
    for _ in range(k):
        ops.discard_random(s, seat, draw_up=False)
    ops.burn_pool(s, seat, x - k)
    ops.refill(s, seat)


card(
    "Constant Revolution",
    Use(
        ACTION, put_self_in_play(1), action=ActionSpec(stealth=1), text="+1 stealth action: put in play with 1 counter"
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)
unlock_event("Constant Revolution", "own", one_more_counter)
unlock_event("Constant Revolution", "other", constant_revolution_burn)
abilities("Constant Revolution", burn_card_as_action("Constant Revolution", vampires_only=True, pool=1))


# ---- Creeping Sabotage


def copies_controlled(s: VTESState, seat: int) -> int:
    return sum(1 for uid in s.inplay[seat] if s.placed[uid].card == CREEPING_SABOTAGE)


def sabotage_payable(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """X blood, X the number of copies you control (the X of the cost, fixed by the copies)."""
    return s.minions[uid].blood >= copies_controlled(s, seat)


def creeping_sabotage(s: VTESState, p: Play) -> None:
    ops.burn_blood(s, p.by, copies_controlled(s, p.seat))  # the cost X, paid on success (VT-ACT-05)
    put_self_in_play()(s, p)


def sabotage_unlock(s: VTESState, src: int, seat: int) -> None:
    """ "During your unlock phase, your prey burns 1 pool"."""
    prey = s.prey(seat)
    if prey != seat:
        ops.say(s, f"{s.seat_name(prey)} burns 1 pool (Creeping Sabotage).")
        ops.burn_pool(s, prey, 1)


CREEPING_SABOTAGE = card(
    "Creeping Sabotage",
    Use(
        ACTION,
        creeping_sabotage,
        action=ActionSpec(stealth=1),
        when=sabotage_payable,
        x=(0,),
        text="+1 stealth action: put in play (X blood: the copies you control)",
    ),
)
unlock_event("Creeping Sabotage", "own", sabotage_unlock)
abilities("Creeping Sabotage", burn_card_as_action("Creeping Sabotage", vampires_only=False))


# ---- The Gate of Acheron


def gate_burn(s: VTESState, src: int, seat: int) -> None:
    """ "For each counter on this card, they burn 1 pool or remove a library card at random in their
    ash heap from the game" (their split)."""
    x = s.placed[src].counters
    lib = sum(1 for c in s.ash[seat] if not facts(c).crypt)
    options = [Action("burn", (f"{x - k}-pool", f"{k}-cards")) for k in range(min(x, lib) + 1)]
    ask(
        s,
        seat,
        f"The Gate of Acheron: burn {x} pool and/or remove library cards at random from your ash heap.",
        options,
        _gate_paid,
        (seat, x),
    )


def _gate_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, x = args
    k = int(str(action.args[1]).split("-")[0])
    for _ in range(k):
        lib = [c for c in s.ash[seat] if not facts(c).crypt]
        c = lib[s.rng.below(len(lib))]
        s.ash[seat].remove(c)
        s.removed[seat].append(c)
    ops.burn_pool(s, seat, x - k)


card(
    "The Gate of Acheron",
    Use(
        ACTION, put_self_in_play(1), action=ActionSpec(stealth=1), text="+1 stealth action: put in play with 1 counter"
    ),
)
unlock_event("The Gate of Acheron", "own", one_more_counter)
unlock_event("The Gate of Acheron", "prey", gate_burn)
abilities(
    "The Gate of Acheron",
    counter_action("Hecata", 4),
    burn_card_as_action("The Gate of Acheron", vampires_only=True),
)


# ---- Pit of Contemplation


def pit_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A vampire controlled by your predator or prey with capacity less than X (the counters)."""
    x = s.placed[src].counters
    for t in sorted({s.predator(seat), s.prey(seat)} - {seat}):
        for v in controlled(s, t):
            if is_vampire(s, v) and capacity(s, v) < x:
                yield (v,)


def to_uncontrolled(s: VTESState, uid: int) -> None:
    """A vampire moved to its owner's uncontrolled region: its cards and counters stay with it, out of
    play; it comes back unlocked (rulings of Banishment)."""
    seat = s.controller(uid)
    if seat >= 0 and uid in s.ready[seat]:
        ops.fire(s, "leave-ready", {"uid": uid, "seat": seat, "to": "uncontrolled"})
    zone = ops.region_list(s, uid) if uid in s.minions else None
    if zone is None:
        return
    owner = s.minions[uid].owner
    if not s.in_game(owner):
        ops.burn(s, uid, to="removed")
        return
    zone.remove(uid)
    s.minions[uid] = s.minions[uid]._replace(locked=False)
    s.uncontrolled[owner].append(uid)
    ops.say(s, f"{s.facts(uid).name} goes to {s.seat_name(owner)}'s uncontrolled region.")


def pit_burn(s: VTESState, p: Play) -> None:
    target = p.targets[0]
    ops.burn_placed(s, p.source)
    if isinstance(target, int) and target in s.minions and s.controller(target) >= 0:
        to_uncontrolled(s, target)


card(
    "Pit of Contemplation",
    Use(
        ACTION, put_self_in_play(1), action=ActionSpec(stealth=1), text="+1 stealth action: put in play with 1 counter"
    ),
)
abilities(
    "Pit of Contemplation",
    counter_action("Hecata"),
    Ability(
        "burn this card: a vampire of your predator or prey with capacity below X goes to uncontrolled",
        UNLOCK,
        pit_burn,
        targets=pit_targets,
    ),
    burn_card_as_action("Pit of Contemplation", vampires_only=True),
)


# ---- Revelations


def revelations_look(s: VTESState, p: Play) -> None:
    """[aus]: look at your prey's hand and discard one card of your choice from it; they draw its
    replacement (unseen, ruling LSJ 20100119)."""
    a = action_of(s)
    prey = a.target_seat if a is not None and a.target_seat >= 0 else s.prey(p.seat)
    if not s.in_game(prey) or not s.hand[prey]:
        return
    ops.reveal_hand(s, prey, p.seat)
    slugs = sorted({facts(c).slug for c in s.hand[prey]})
    question = f"Revelations: discard a card of your choice from {s.seat_name(prey)}'s hand."
    ask(s, p.seat, question, [choose(slug) for slug in slugs], _revealed_discard, (prey,), public=False)


def _revealed_discard(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    prey = args[0]
    c = next((c for c in s.hand[prey] if facts(c).slug == action.args[0]), None)
    if c is not None:
        ops.discard(s, prey, c)


def open_hands(s: VTESState, info: dict[str, Any]) -> None:
    """ "Your prey plays with an open hand" while a Revelations is in play: the seats it opens are
    kept in ``game_marks`` and their ``open-hand`` marks renewed each turn and when cards come and go."""
    now = {s.prey(pl.controller) for pl in s.placed.values() if pl.card == REVELATIONS and s.in_game(pl.controller)}
    before: frozenset[int] = s.game_marks.get("revelations-open", frozenset())
    for t in before - now:
        s.marks.pop(("open-hand", t), None)
    for t in now:
        s.marks[("open-hand", t)] = True
    s.game_marks["revelations-open"] = frozenset(now)


REVELATIONS = card(
    "Revelations",
    Use(
        ACTION,
        revelations_look,
        key="basic",
        disc=B("aus"),
        action=ActionSpec(stealth=1, directed=True),
        text="+1 stealth action: look at your prey's hand and discard a card of your choice from it",
    ),
    Use(
        ACTION,
        put_self_in_play(),
        key="superior",
        disc=S("aus"),
        action=ActionSpec(stealth=1),
        text="+1 stealth action: put in play: your prey plays with an open hand",
    ),
)
abilities("Revelations", burn_card_as_action("Revelations", vampires_only=False))
for _event in ("unlock", "enter-play", "card-burned"):
    listen(_event, open_hands)


# ---- Childe of the Revolution


def non_sterile_baron(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-sterile baron"."""
    return uid >= 0 and is_vampire(s, uid) and title(s, uid) == "baron" and not sterile(s, uid)


def childe_of_the_revolution(s: VTESState, p: Play) -> None:
    """The card becomes a 1-capacity Anarch vampire of the acting vampire's clan, ready and unlocked,
    with no blood; it must hunt this turn (VT-ACT-15). Then a Discipline master card may be searched
    for in the library (shuffled afterwards), hand and ash heap and put on it (a private choice)."""
    from ..play import stays
    from ..stats import clan_of

    if p.by not in s.minions:
        return
    clan = clan_of(s.minions[p.by]) or ""
    uid = ops.sired(s, p.card, p.seat, p.by, clan, 1)
    s.minions[uid] = s.minions[uid]._replace(sect="anarch")  # the card says so, not the sire (VT-TERM-11)
    ops.enter_ready(s, p.seat, uid)
    s.marks[("must-hunt", uid)] = True
    stays(s)
    ops.say(s, f"Childe of the Revolution becomes a 1-capacity Anarch {clan} vampire.")
    discipline_search(s, p.seat, uid)


def discipline_card(c: int) -> bool:
    f = facts(c)
    return f.is_type("Master") and f.text.startswith("Discipline.")


def discipline_search(s: VTESState, seat: int, uid: int) -> None:
    found = sorted({facts(c).slug for c in [*s.hand[seat], *s.ash[seat], *s.library[seat]] if discipline_card(c)})
    question = "Childe of the Revolution: put a Discipline master card from your library, hand or ash heap on it?"
    ask_private(s, seat, question, [*(choose(slug) for slug in found), DECLINE], _discipline_taken, (uid,))


def _discipline_taken(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = args[0]
    seat = s.controller(uid)
    if action.verb == "choose" and seat >= 0:
        for zone in (s.hand[seat], s.ash[seat], s.library[seat]):
            c = next((c for c in zone if facts(c).slug == action.args[0]), None)
            if c is not None:
                if zone is s.hand[seat]:
                    ops.take_from_hand(s, seat, c)
                else:
                    zone.remove(c)
                discipline_on(s, c, seat, uid)
                ops.refill(s, seat)
                break
    if seat >= 0:
        s.rng.shuffle(s.library[seat])


card(
    "Childe of the Revolution",
    Use(
        ACTION,
        childe_of_the_revolution,
        action=ActionSpec(stealth=1),
        vampire=True,
        text="+1 stealth action: the card becomes a 1-capacity Anarch vampire of your clan",
    ),
    requires=non_sterile_baron,
    requires_text="Requires a non-sterile baron",
)


# ------------------------------------------------------------------------ other actions


def ally_of_others(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in minions_of_others(s, seat, vampires=False):
        yield (v,)


def steal_ally(s: VTESState, p: Play) -> None:
    target = p.targets[0]
    if isinstance(target, int) and target in s.minions and s.controller(target) not in (-1, p.seat):
        ops.steal_minion(s, target, p.seat)
        ops.say(s, f"{ops.who(s, p.seat)} steals {ops.label(s, target)}.")


card(
    "Entrancement",
    Use(ACTION, key="basic", disc=B("pre"), action=bleed(1), text="bleed with +1 bleed"),
    Use(
        ACTION,
        steal_ally,
        key="superior",
        disc=S("pre"),
        action=ActionSpec(stealth=1),
        targets=ally_of_others,
        text="+1 stealth action: steal an ally controlled by another Methuselah",
    ),
)


def uncontrolled_gangrel(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in s.uncontrolled[seat]:
        if has_clan(s, v, "Gangrel"):
            yield (v,)


card(
    "Thing",
    Use(
        ACTION,
        add_blood(2),
        action=ActionSpec(stealth=1),
        targets=uncontrolled_gangrel,
        text="+1 stealth action: add 2 blood to a Gangrel in your uncontrolled region",
    ),
)


def is_location(c: int) -> bool:
    return "location" in facts(c).text.split("\n", 1)[0].lower()


def others_locations(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A location controlled by another Methuselah (the action is directed at them, ruling LSJ
    20090324); contested cards are out of play (VT-CONT-02)."""
    contested = {u for z in s.contested for u in z}
    for v, pl in s.placed.items():
        if pl.controller != seat and s.in_game(pl.controller) and v not in contested and is_location(pl.card):
            yield (v,)


def rewilding(s: VTESState, p: Play) -> None:
    target = p.targets[0]
    if target in s.placed:
        ctrl = s.placed[target].controller
        ops.say(s, f"{ops.label(s, target)} is burned; {s.seat_name(ctrl)} burns 2 pool.")
        ops.burn_placed(s, target)
        ops.burn_pool(s, ctrl, 2)


card(
    "Rewilding",
    Use(ACTION, rewilding, targets=others_locations, text="burn a location and 2 pool from its controller"),
)


# ---- Touch of Valeren


def touch_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "A minion": any controlled minion, in torpor too (VT-CARD-28)."""
    for t in s.remaining():
        for v in controlled(s, t):
            yield (v,)


def touch_of_valeren(s: VTESState, p: Play) -> None:
    """Add 3 blood or life, not beyond the starting life: a vampire's capacity (the excess drains,
    VT-CARD-04), an ally's printed life."""
    uid = p.targets[0]
    if not (isinstance(uid, int) and uid in s.minions):
        return
    n = 3
    if not is_vampire(s, uid):
        n = max(0, min(3, facts(s.minions[uid].card).life - s.minions[uid].blood))
    got = ops.add_blood(s, uid, n)
    ops.say(s, f"{ops.label(s, uid)} gains {got} {'blood' if is_vampire(s, uid) else 'life'}.")


def prevent_all(s: VTESState, p: Play) -> None:
    """Prevent all the damage of the opposing minion's strike being resolved."""
    c = current_combat(s)
    d = damage_to(s, c) if c is not None else None
    if c is not None and d is not None:
        prevent(s, c, d[1] + d[2])


def your_minion_struck(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """[FOR]: the damage is to another minion you control, from the opposing minion's strike (and
    there is damage to prevent, ruling LSJ 20001114)."""
    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    if c is None or d is None or d[1] + d[2] <= 0:
        return False
    return d[0] != uid and s.controller(d[0]) == seat and d[3] == c.other(d[0])


DAMAGE = frozenset(("damage",))

card(
    "Touch of Valeren",
    Use(
        ACTION,
        touch_of_valeren,
        key="action",
        disc=B("for"),
        action=ActionSpec(stealth=1),
        targets=touch_targets,
        text="+1 stealth action: add 3 blood or life to a minion, not beyond its starting life",
    ),
    Use(
        COMBAT,
        prevent_all,
        key="combat",
        disc=B("for"),
        moments=DAMAGE,
        when=all_of(in_damage_to_self, from_opposing_strike),
        text="prevent all damage from the opposing minion's strike",
    ),
    Use(
        COMBAT,
        prevent_all,
        key="superior",
        disc=S("for"),
        moments=DAMAGE,
        when=your_minion_struck,
        other=True,
        vampire=True,
        text="by a vampire not in the combat: prevent all damage to your minion from the opposing strike",
    ),
)
