"""Allies, retainers and equipment (VT-CARD-55 to VT-CARD-58, VT-ACT-16 to VT-ACT-22).

Equipment goes on the acting minion (``equip``), a retainer on it with its life kept as the card's
counters (``employ``), an ally enters its controller's ready region (``recruit``). What they do
afterwards is written as statics (intercept, bleed, stealth, strength), events ("each combat",
"during your unlock phase", "after this ally enters play"), strikes and abilities.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from tabletome.engine.actions import Action

from .. import ops
from ..combat import HAND, Combat, Strike, current_combat, strike_of
from ..hooks import (
    ACTION_TYPES,
    ALLY,
    CARDS,
    EQUIPMENT,
    GRANTS,
    POLITICAL,
    RETAINER,
    Ability,
    ActionSpec,
    CardDef,
    Ctx,
    Effect,
    Play,
    Use,
    listen,
)
from ..impulse import ask
from ..model import facts
from ..state import VTESState
from ..stats import has_clan, is_vampire, level
from . import core
from .base import (
    Args,
    B,
    S,
    abilities,
    action_of,
    bearer,
    bleeding_you,
    card,
    card_id,
    const,
    directed_at_you,
    employ,
    equip,
    event,
    host_of,
    recruit,
    static,
    strikes,
    use_key,
)

ACTION_STAGES = frozenset(("A", "B", "C"))
SUPERIOR_MARK = "mode:superior"  # an ally recruited at superior level (its text's [ANI] version)


# ------------------------------------------------------------------------ shared helpers


Handler = Callable[[VTESState, int, dict[str, Any]], None]


def add_each_combat(key: str, value: object = 1, scope: str = "combat") -> Handler:
    """ "... each combat" (or each round): the bearer, or the minion whose text it is, gets a combat
    modifier when a combat (or a round) it is in starts."""

    def on_start(s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        uid = bearer(s, src) if src in s.placed else src
        if uid in (c.a, c.b) and not equipment_barred(s, c, uid, src):
            c.add(uid, key, value, scope)

    return on_start


def first_line(card_id: int) -> str:
    return facts(card_id).text.split("\n", 1)[0].lower()


def carries(s: VTESState, uid: int, test: Callable[[int], bool]) -> bool:
    """Whether a card on minion ``uid`` passes ``test`` (its card id)."""
    return any(p in s.placed and test(s.placed[p].card) for p in s.minions[uid].cards)


def is_vehicle(card_id: int) -> bool:
    return "vehicle" in first_line(card_id)


def only_one(name: str) -> Callable[[VTESState, int, int], bool]:
    """ "A minion can have only one <name>" (a CARRY_RULES entry): the minion bears none yet."""

    def rule(s: VTESState, uid: int, card_id: int) -> bool:
        return facts(card_id).name != name or not carries(s, uid, lambda c: facts(c).name == name)

    return rule


def one_vehicle(s: VTESState, uid: int, card_id: int) -> bool:
    """ "A minion can have only one vehicle" (a CARRY_RULES entry)."""
    return not is_vehicle(card_id) or not carries(s, uid, is_vehicle)


def may_carry_card(name: str) -> Callable[[VTESState, Ctx, int, int], bool]:
    """An equipment card played from hand: the acting minion may carry it (the CARRY_RULES, also
    checked by the equip action from another minion, VT-ACT-18)."""
    from ..actions import may_carry

    cid = card_id(name)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid >= 0 and may_carry(s, uid, cid)

    return pred


def equipment_barred(s: VTESState, c: Combat, uid: int, src: int) -> bool:
    """ "Cannot use equipment during the resulting combat" (Form of the Bat: combat key
    ``no-equipment``): what an equipment card gives in combat is not given."""
    from ..actions import is_equipment

    return src in s.placed and is_equipment(s, src) and c.has(uid, "no-equipment")


def newest(s: VTESState, seat: int, card_id: int) -> int:
    """The ally just recruited: the newest ready minion of ``seat`` with this card (-1 if none)."""
    found = [u for u in s.ready[seat] if s.minions[u].card == card_id]
    return max(found) if found else -1


def superior_ally(life: int) -> Effect:
    """Recruit the [ANI] version: ``life`` life, remembered as a mark (VT-CARD-59: another way in
    gives the basic version)."""

    def effect(s: VTESState, p: Play) -> None:
        recruit(life)(s, p)
        uid = newest(s, p.seat, p.card)
        if uid >= 0:
            ops.mark(s, uid, SUPERIOR_MARK)

    return effect


def not_recruited(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """VT-ACT-22: an ally recruited this turn takes no action."""
    return ("recruited", uid) not in s.marks


def in_combat(s: VTESState, ctx: Ctx, uid: int) -> bool:
    c = ctx.combat
    return c is not None and uid in (c.a, c.b)


# ---- "enter combat with a minion as a (D) action"


def other_ready_minions(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A ready minion controlled by another Methuselah (VT-CMB-03)."""
    for t, uid, _m in s.all_ready():
        if t != seat:
            yield (uid,)


def other_ready_vampires(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for t, uid, _m in s.all_ready():
        if t != seat and is_vampire(s, uid):
            yield (uid,)


def enter_combat(s: VTESState, p: Play) -> None:
    from ..combat import enter_combat as fight

    fight(s, p.by, p.targets[0])


def enter_combat_ability(what: str, targets: Callable[[VTESState, Ctx, int, int], Iterator[Args]]) -> Ability:
    return Ability(
        f"enter combat with {what} as a (D) action",
        frozenset(("minion",)),
        enter_combat,
        when=not_recruited,
        targets=targets,
        action=ActionSpec(directed=True),
        by="self",
    )


# ---- "after this ally enters play, burn an ally or retainer you control"


def allies_and_retainers(s: VTESState, seat: int, exclude: int) -> list[int]:
    out = [u for u in s.ready[seat] if u != exclude and not is_vampire(s, u)]
    for uid in s.ready[seat] + s.torpor[seat]:
        for p in s.minions[uid].cards:
            pl = s.placed.get(p)
            if pl is not None and pl.controller == seat and facts(pl.card).is_type("Retainer"):
                out.append(p)
    return out


def burn_ally_or_retainer(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After this ally enters play, burn an ally or retainer you control": another one, chosen by
    its controller; itself if there is none (ruling RTR 19961113). Public: cards in play."""
    if info.get("uid") != src or src not in s.minions:
        return
    seat = s.controller(src)
    others = allies_and_retainers(s, seat, src)
    if not others:
        ops.say(s, f"{ops.label(s, src)} burns itself: no other ally or retainer.")
        ops.burn(s, src)
        return
    choices = [Action("choose", (u,)) for u in others]
    ask(s, seat, f"{ops.label(s, src)} entered play: burn an ally or retainer you control.", choices, burn_chosen)


def burn_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = int(action.args[0])
    if uid in s.minions:
        ops.burn(s, uid)
    elif uid in s.placed:
        ops.say(s, f"{facts(s.placed[uid].card).name} is burned.")
        ops.burn_placed(s, uid)


# ---- intercept and stealth from cards in play


def blocker_is(uid: int, ctx: Ctx) -> bool:
    a = ctx.action
    return a is not None and uid >= 0 and a.blocker == uid


def add_intercept_to_bearer(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.add_intercept(bearer(s, p.source), 1)


# ------------------------------------------------------------------------ equipment


card(".44 Magnum", Use(EQUIPMENT, equip, text="equip: a gun, strike 2R"))
strikes(".44 Magnum", lambda s, c, uid, src: [Strike("damage", 2, ranged=True, name="44-magnum-2r", source=src)])
# "1 optional maneuver each combat" that chooses the Magnum's strike (VT-RNG-05); one each combat even
# if the bearer changes (LSJ 19980302-2): it is given once, when the combat starts.
event(".44 Magnum", "combat-start", add_each_combat("maneuver", "44-magnum-2r"))


card("Sport Bike", Use(EQUIPMENT, equip, when=may_carry_card("Sport Bike"), text="equip: a vehicle, +1 intercept"))
static("Sport Bike", "intercept", host_of(lambda s, uid: 1))
core.CARRY_RULES.append(one_vehicle)


card("Ivory Bow", Use(EQUIPMENT, equip, text="equip: a weapon, strike 1R aggravated"))
strikes(
    "Ivory Bow",
    lambda s, c, uid, src: [Strike("damage", 1, ranged=True, agg=True, name="ivory-bow-1r-agg", source=src)],
)


# ---- Bowl of Convergence


def bowl_intercept(s: VTESState, uid: int) -> int:
    """ "The bearer with Auspex gets +1 intercept"."""
    return 1 if is_vampire(s, uid) and level(s, uid, "aus") >= 1 else 0


def bowl_may_burn(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "The bearer with superior Auspex can burn 1 blood during an action": while it blocks (the
    only time intercept counts, VT-STL-05)."""
    uid = bearer(s, src)
    return blocker_is(uid, ctx) and is_vampire(s, uid) and level(s, uid, "aus") >= 2 and s.minions[uid].blood >= 1


def bowl_burn(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    ops.burn_blood(s, uid, 1)
    add_intercept_to_bearer(s, p)


card("Bowl of Convergence", Use(EQUIPMENT, equip, text="equip: +1 intercept with Auspex"))
static("Bowl of Convergence", "intercept", host_of(bowl_intercept))
abilities(
    "Bowl of Convergence",
    Ability(
        "the bearer burns 1 blood for +1 intercept",
        ACTION_STAGES,
        bowl_burn,
        when=bowl_may_burn,
        needs="intercept",
        user="host",
    ),
)


# ---- Kevlar Vest


def is_gun_strike(s: VTESState, c: Combat, striker: int) -> bool:
    st = strike_of(c, striker)
    return st.source in s.placed and "gun" in first_line(s.placed[st.source].card)


def kevlar_amount(s: VTESState, c: Combat, uid: int, damage: Any) -> int:
    """2 against damage from a gun strike, 1 against any other."""
    if damage is None:
        return 0
    striker = damage[3]
    return 2 if striker >= 0 and is_gun_strike(s, c, striker) else 1


core.SHIELDS["kevlar-vest"] = kevlar_amount
card(
    "Kevlar Vest",
    Use(EQUIPMENT, equip, when=may_carry_card("Kevlar Vest"), text="equip: prevent damage once each combat"),
)
core.CARRY_RULES.append(only_one("Kevlar Vest"))
# "Once each combat, the bearer can prevent 2 damage from gun strikes or 1 damage from any other
# source": one shield for the combat, offered when the bearer is damaged (VT-DMG-02).
event("Kevlar Vest", "combat-start", add_each_combat("shield", "kevlar-vest"))


# ---- Codex of the Edenic Groundskeepers


def codex_stealth(s: VTESState, course: Any) -> int:
    """ "The bearer gets -2 stealth during bleed actions"."""
    uid = course.actor
    if not course.is_bleed() or uid not in s.minions:
        return 0
    return -2 * sum(1 for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == CODEX)


def codex_may_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "This vampire can bleed as a (D) action that costs 1 blood" (one bleed each turn, VT-ACT-07)."""
    m = s.minions.get(uid)
    return m is not None and is_vampire(s, uid) and m.blood >= 1 and ("bled", uid) not in s.marks


def codex_pay(s: VTESState, p: Play) -> None:
    """The action's cost, paid on success (VT-ACT-05)."""
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)


def no_ready_unlocked(s: VTESState, seat: int) -> bool:
    return not any(not m.locked for _u, m in s.ready_minions(seat))


def codex_bonus(s: VTESState, info: dict[str, Any]) -> None:
    """ "This action gets +3 bleed if the target Methuselah controls no ready unlocked minions":
    judged as the bleed is about to succeed (the bleed amount is settled at resolution)."""
    course = info["course"]
    if course.ability is CODEX_BLEED and no_ready_unlocked(s, course.target_seat):
        course.bleed_bonus += 3
        ops.say(s, f"{s.seat_name(course.target_seat)} controls no ready unlocked minion: +3 bleed.")


def codex_announced(s: VTESState, info: dict[str, Any]) -> None:
    """A bleed: one each turn (VT-ACT-07)."""
    course = info["course"]
    if course.ability is CODEX_BLEED:
        s.marks[("bled", course.actor)] = True


def prey_of(s: VTESState, p: Play) -> int:
    """A bleed is directed at the prey (VT-ACT-06)."""
    return s.prey(p.seat)


CODEX_BLEED = Ability(
    "bleed as a (D) action that costs 1 blood",
    frozenset(("minion",)),
    codex_pay,
    when=codex_may_bleed,
    action=ActionSpec(bleed=0, target_seat=prey_of),
    by="host",
)
CODEX = card("Codex of the Edenic Groundskeepers", Use(EQUIPMENT, equip, text="equip: -2 stealth bleeding; bleed"))
abilities("Codex of the Edenic Groundskeepers", CODEX_BLEED)
core.STEALTH_MODS.append(codex_stealth)
listen("bleed-about", codex_bonus)
listen("announce", codex_announced)


# ---- Heart of Nizchetus


def heart_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "If the bearer is ready during your unlock phase"."""
    return s.is_ready(bearer(s, src)) and bool(s.library[seat])


def heart_counts(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for n in range(1, min(3, len(s.library[seat])) + 1):
        yield (n,)


def heart_draw(s: VTESState, p: Play) -> None:
    """Draw up to 3 cards without discarding, then move as many from hand to the bottom of the
    library, chosen one by one by their owner (hidden: ``public=False``)."""
    got = ops.draw(s, p.seat, int(p.targets[0]))
    ops.say(s, f"{ops.who(s, p.seat)} draws {got} card{'s' if got != 1 else ''} with Heart of Nizchetus.")
    ask_bottom(s, p.seat, got)


def ask_bottom(s: VTESState, seat: int, left: int) -> None:
    if left <= 0 or not s.hand[seat]:
        return
    slugs: list[str] = []
    for c in s.hand[seat]:
        if facts(c).slug not in slugs:
            slugs.append(facts(c).slug)
    choices = [Action("choose", (slug,)) for slug in slugs]
    question = f"Heart of Nizchetus: move a card from your hand to the bottom of your library ({left} left)."
    ask(s, seat, question, choices, to_bottom, (seat, left), public=False)


def to_bottom(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left = int(args[0]), int(args[1])
    found = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if found is not None:
        ops.take_from_hand(s, seat, found)
        s.library[seat].insert(0, found)  # the bottom (the top is the last item)
    ask_bottom(s, seat, left - 1)


card("Heart of Nizchetus", Use(EQUIPMENT, equip, text="equip: draw up to 3 in your unlock phase"))
abilities(
    "Heart of Nizchetus",
    Ability(
        "draw up to 3 cards, then put as many from hand at the bottom of your library",
        frozenset(("unlock",)),
        heart_draw,
        when=heart_may,
        targets=heart_counts,
        once="turn",
    ),
)


# ---- Living Manse


def living_manse(s: VTESState, p: Play) -> None:
    """ "Location. While in play, this card does not count as equipment" (``data``: a location, so
    it is not taken by the equip action, VT-ACT-18)."""
    from ..play import stays

    if p.by in s.minions:
        ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, mode=use_key(p), data=("location",))
        stays(s)
        ops.say(s, f"{ops.label(s, p.by)} gets {facts(p.card).name}.")


def manse_in_combat(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return in_combat(s, ctx, bearer(s, src))


def manse_end_combat(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    ops.burn_placed(s, p.source)
    if c is not None:
        c.over = True
        ops.say(s, "Living Manse is burned: the combat ends.")


card(
    "Living Manse",
    Use(EQUIPMENT, living_manse, when=may_carry_card("Living Manse"), text="put on this vampire: +1 bleed"),
)
# "A vampire can have only one Living Manse"; not being equipment in play, it is never taken by the
# equip action (VT-ACT-18), burned by a destroy-equipment strike (VT-STR-10) or taken by a diablerist
# (VT-DIAB-03): actions.is_equipment.
core.CARRY_RULES.append(only_one("Living Manse"))
static("Living Manse", "bleed", host_of(lambda s, uid: 1))
abilities(
    "Living Manse",
    Ability(
        "burn this card to end combat",
        frozenset(("before-range",)),
        manse_end_combat,
        when=manse_in_combat,
        user="host",
    ),
)


# ---- Shilmulo Tarot: not implemented (its draw replacement needs a hook in ops.draw).


# ---- Sword of the Archangel


def sword_strike(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "Strike: strength+1 aggravated damage" (melee: close range only, VT-STR-05)."""
    return [Strike("damage", c.strength(s, uid) + 1, agg=True, name="sword-strength+1-agg", source=src)]


def sword_source(s: VTESState, c: Combat, played_by: int) -> int:
    """The Sword borne by the minion opposing ``played_by`` in this combat (-1 if none)."""
    if played_by not in (c.a, c.b):
        return -1
    other = c.other(played_by)
    if other not in s.minions:
        return -1
    return next((p for p in s.minions[other].cards if p in s.placed and s.placed[p].card == SWORD), -1)


def sword_may_cancel(s: VTESState, seat: int, p: Play, src: int) -> bool:
    """ "Once each combat, this Salubri can burn 1 blood to cancel a grapple or aim card as it is
    played by the opposing minion"."""
    from ..play import once_key

    c = current_combat(s)
    if c is None or p.card < 0 or not CARDS[p.card].kinds & {"grapple", "aim"}:
        return False
    if src < 0 or s.placed[src].controller != seat:
        return False
    uid = bearer(s, src)
    if not has_clan(s, uid, "Salubri") or s.minions[uid].blood < 1 or equipment_barred(s, c, uid, src):
        return False
    return once_key(s, Ctx("as-played", None, c), SWORD_CANCEL, src) not in s.marks


def sword_canceller(s: VTESState, seat: int, p: Play, cd: CardDef, use: Use) -> bool:
    c = current_combat(s)
    return c is not None and sword_may_cancel(s, seat, p, sword_source(s, c, p.by))


def sword_cancel_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    p = ctx.played
    c = ctx.combat
    return p is not None and c is not None and sword_source(s, c, p.by) == src and sword_may_cancel(s, seat, p, src)


def sword_cancel(s: VTESState, p: Play) -> None:
    from ..play import cancel_played

    ops.burn_blood(s, bearer(s, p.source), 1)
    cancel_played(s, unpaid=True)  # "and its cost is not paid"


def sword_burned(s: VTESState, info: dict[str, Any]) -> None:
    """ "Once each turn, if the opposing vampire is burned during this weapon's strike resolution and
    the bearer remains ready, the bearer can unlock at the end of combat": offered at the end of
    the round (the last one: the combat is over)."""
    c = current_combat(s)
    if c is None or not facts(info["card"]).crypt or info["uid"] not in (c.a, c.b):
        return
    uid = c.other(info["uid"])
    st = strike_of(c, uid)
    if uid not in s.minions or st.source not in s.placed or s.placed[st.source].card != SWORD:
        return
    if ("sword-unlock", st.source) not in s.marks:  # once each turn
        s.marks[("sword-unlock", st.source)] = True
        c.grant(s.controller(uid), uid, "sword-unlock", "end-round")


def sword_unlock(s: VTESState, uid: int, seat: int) -> None:
    if s.is_ready(uid):
        ops.unlock(s, uid)
        ops.say(s, f"{ops.label(s, uid)} unlocks (Sword of the Archangel).")


SWORD_CANCEL = Ability(
    "burn 1 blood to cancel a grapple or aim card of the opposing minion",
    frozenset(("as-played",)),
    sword_cancel,
    when=sword_cancel_when,
    once="combat",
    user="host",
)
SWORD = card("Sword of the Archangel", Use(EQUIPMENT, equip, text="equip: a melee weapon, strike strength+1 agg"))
strikes("Sword of the Archangel", sword_strike)
abilities("Sword of the Archangel", SWORD_CANCEL)
core.CANCELLERS.append(sword_canceller)
GRANTS["sword-unlock"] = sword_unlock
listen("burned", sword_burned)


# ---- Treasured Samadji


def samadji_dodge(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "Once each combat, this Ravnos can strike: dodge"."""
    if not has_clan(s, uid, "Ravnos") or ("samadji", src, c.serial) in s.marks:
        return []
    return [Strike("dodge", name="samadji-dodge", source=src, after="samadji")]


def samadji_used(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    s.marks[("samadji", st.source, c.serial)] = True


def samadji_round_end(s: VTESState, c: Combat) -> None:
    """The dodge is used even when it had nothing to resolve against (a combat ends strike)."""
    for _uid, st in c.chosen:
        if st.name == "samadji-dodge":
            s.marks[("samadji", st.source, c.serial)] = True


card("Treasured Samadji", Use(EQUIPMENT, equip, text="equip: +1 bleed, a dodge each combat"))
static("Treasured Samadji", "bleed", host_of(lambda s, uid: 1 if has_clan(s, uid, "Ravnos") else 0))
strikes("Treasured Samadji", samadji_dodge)
core.STRIKE_EFFECTS["samadji"] = samadji_used
core.ROUND_END.append(samadji_round_end)


# ------------------------------------------------------------------------ retainers


def employer_blocks(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return blocker_is(bearer(s, src), ctx)


card(
    "Raven Spy",
    Use(RETAINER, employ(1), key="basic", disc=B("ani"), text="employ: +1 intercept"),
    Use(RETAINER, employ(2), key="superior", disc=S("ani"), text="employ with 2 life: +1 intercept"),
)
static("Raven Spy", "intercept", host_of(lambda s, uid: 1))

card("Mr. Winthrop", Use(RETAINER, employ(1), text="employ: +1 intercept"))
static("Mr. Winthrop", "intercept", host_of(lambda s, uid: 1))

card("Revenant", Use(RETAINER, employ(2), text="employ a ghoul: +1 intercept"))
static("Revenant", "intercept", host_of(lambda s, uid: 1))


# ---- Feral Hound


def hound_basic(s: VTESState, p: Play) -> None:
    """[ani]: "unlock this vampire during the next discard phase" (``discard-phase`` listener)."""
    employ(1)(s, p)
    s.marks[("feral-hound-unlock", p.by)] = True


def hound_superior(s: VTESState, p: Play) -> None:
    """[ANI]: "unlock this vampire after resolution of this action": now, as the action resolves."""
    employ(1)(s, p)
    if p.by in s.minions:
        ops.unlock(s, p.by)


def hound_discard_phase(s: VTESState, info: dict[str, Any]) -> None:
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == ("feral-hound-unlock",)]:
        del s.marks[key]
        if key[1] in s.minions:
            ops.unlock(s, key[1])
            ops.say(s, f"{ops.label(s, key[1])} unlocks (Feral Hound).")


card(
    "Feral Hound",
    Use(RETAINER, hound_basic, key="basic", disc=B("ani"), text="employ; unlock during the next discard phase"),
    Use(RETAINER, hound_superior, key="superior", disc=S("ani"), text="employ; unlock after this action"),
)
abilities(
    "Feral Hound",
    Ability(
        "lock this retainer: +1 intercept for the employer",
        ACTION_STAGES,
        add_intercept_to_bearer,
        when=employer_blocks,
        lock=True,
        needs="intercept",
    ),
)
listen("discard-phase", hound_discard_phase)


# ---- Homunculus


def homunculus_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    uid = bearer(s, src)
    m = s.minions.get(uid)
    return m is not None and m.locked and m.blood >= 1


def homunculus_unlock(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    ops.burn_blood(s, uid, 1)
    if uid in s.minions:
        ops.unlock(s, uid)


card(
    "Homunculus",
    Use(RETAINER, employ(1), key="basic", disc=B("pro"), text="employ"),
    Use(RETAINER, employ(2), key="superior", disc=S("pro"), text="employ with 2 life"),
)
abilities(
    "Homunculus",
    Ability(
        "the employer burns 1 blood to unlock",
        frozenset(("unlock", "unlock-any")),
        homunculus_unlock,
        when=homunculus_may,
        once="turn",  # "during any Methuselah's unlock phase": once in each (VT-TERM-13)
        user="host",
    ),
)


# ---- Murder of Crows

card(
    "Murder of Crows",
    Use(RETAINER, employ(1), key="basic", disc=B("ani"), text="employ: 1R damage each round"),
    Use(RETAINER, employ(2), key="superior", disc=S("ani"), text="employ with 2 life: 1R damage each round"),
)
# "inflicts 1R damage on the opposing minion each round of combat during normal strike resolution":
# environmental damage (VT-DMG-12, ANK 20180612), never dodged (RTR 19941109); given each round while
# the retainer is in play.
event("Murder of Crows", "round-start", add_each_combat("env", 1, "round"))


# ------------------------------------------------------------------------ allies


# ---- 47th Street Royals


def royals_reduce(s: VTESState, p: Play) -> None:
    a = action_of(s)
    ops.burn(s, p.source)
    if a is not None:
        a.bleed_bonus -= 3


card("47th Street Royals", Use(ALLY, recruit(), text="recruit: a unique mortal, 1 strength"))
abilities(
    "47th Street Royals",
    Ability("burn this ally: reduce a bleed against you by 3", ACTION_STAGES, royals_reduce, when=bleeding_you),
)


# ---- Aggressive Corpse


def corpse_enters(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "This ally cannot gain life (instead, any life it would gain goes to the blood bank)"."""
    if info.get("uid") == src and src in s.minions:
        ops.mark(s, src, "no-life-gain")


def corpse_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "In combat, strikes made by this ally cannot be dodged": its hand strike is replaced by an
    undodgeable one for the combat."""
    c: Combat = info["combat"]
    if src in (c.a, c.b):
        c.add(src, "no-hand-strike", "aggressive-corpse", "combat")


def corpse_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    own = [v for u, k, v, _ in c.mods if u == uid and k == "no-hand-strike"]
    if not own or any(v != "aggressive-corpse" for v in own) or c.value(uid, "forced"):
        return []
    return [HAND._replace(undodgeable=True)]


def corpse_untargetable(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """ "This ally cannot be the target of directed actions requiring Dominate or Presence" (a
    TARGET_RULES entry): an action card played at a mode requiring [dom] or [pre] cannot name an
    Aggressive Corpse of another Methuselah (naming it makes the action directed, VT-ACT-01; a
    political action is never directed, VT-ACT-23)."""
    if p.card < 0:
        return True
    use = CARDS[p.card].uses[p.use]
    if use.as_ not in DIRECTED_TYPES or not any(code in ("dom", "pre") for code, _ in use.disc):
        return True
    return not any(
        isinstance(t, int) and t in s.minions and s.minions[t].card == CORPSE and s.controller(t) != p.seat
        for t in p.targets
    )


DIRECTED_TYPES = ACTION_TYPES - {POLITICAL}
CORPSE = card("Aggressive Corpse", Use(ALLY, recruit(), text="recruit: a zombie with 3 life, 2 strength"))
core.TARGET_RULES.append(corpse_untargetable)
abilities("Aggressive Corpse", enter_combat_ability("a minion", other_ready_minions))
event("Aggressive Corpse", "enter-play", corpse_enters)
event("Aggressive Corpse", "combat-start", corpse_combat)
strikes("Aggressive Corpse", corpse_strikes)


# ---- City Star Taxi


def taxi_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "Give a Ravnos you control +1 stealth": the acting minion, when stealth is needed."""
    a = ctx.action
    return a is not None and a.actor_seat == seat and a.actor in s.minions and has_clan(s, a.actor, "Ravnos")


def taxi_stealth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.stealth_bonus += 1


card("City Star Taxi", Use(ALLY, recruit(), text="recruit: a mortal, strike 1R, a maneuver each combat"))
strikes("City Star Taxi", lambda s, c, uid, src: [Strike("damage", 1, ranged=True, name="taxi-1r", source=-1)])
event("City Star Taxi", "combat-start", add_each_combat("maneuver", ""))
abilities(
    "City Star Taxi",
    Ability(
        "lock: +1 stealth for a Ravnos you control",
        ACTION_STAGES,
        taxi_stealth,
        when=taxi_when,
        lock=True,
        needs="stealth",
    ),
)


# ---- Double Deuce


def deuce_due(s: VTESState, src: int, seat: int) -> bool:
    return seat == s.controller(src) and s.is_ready(src) and s.minions[src].blood <= 2


def deuce_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Double Deuce has 2 or fewer life during your unlock phase, he gains 1 life"."""
    if deuce_due(s, src, info["seat"]):
        ops.add_blood(s, src, 1)
        ops.say(s, "Double Deuce gains 1 life.")


card("Double Deuce", Use(ALLY, recruit(), text="recruit: a unique werewolf, +1 stealth"))
static("Double Deuce", "stealth", const(1))
event("Double Deuce", "unlock", deuce_unlock, due=deuce_due)


# ---- Screamer


def screamer_stealth_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "A minion controlled by your predator or prey": the acting minion (stealth counts only for
    it, VT-STL-01), when the stealth is above the blocker's intercept."""
    a = ctx.action
    return a is not None and a.actor_seat != seat and a.actor_seat in (s.predator(seat), s.prey(seat))


def screamer_stealth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    ops.burn(s, p.source)
    if a is not None:
        a.stealth_bonus -= 1


def screamer_fail_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "As an action directed at an ally you control is announced" (ANK 20190425: before any
    modifier or reaction that is not played as the action is announced)."""
    a = ctx.action
    if a is None or not a.directed or a.target_seat != seat or a.aplay is None:
        return False
    return any(isinstance(t, int) and t in s.ready[seat] and not is_vampire(s, t) for t in a.aplay.targets)


def screamer_fail(s: VTESState, p: Play) -> None:
    """The action fails: it has reached its end without success (not blocked, LSJ 20070219)."""
    a = action_of(s)
    ops.burn(s, p.source)
    if a is not None:
        ops.say(s, "The action fails (Screamer).")
        a.end_now(s)


card("Screamer", Use(ALLY, recruit(), text="recruit: a wraith, 1 strength, 1 bleed"))
abilities(
    "Screamer",
    Ability(
        "burn this ally: -1 stealth for a minion of your predator or prey",
        ACTION_STAGES,
        screamer_stealth,
        when=screamer_stealth_when,
        needs="intercept",
    ),
    Ability(
        "burn this ally: an action directed at an ally you control fails",
        frozenset(("announce",)),
        screamer_fail,
        when=screamer_fail_when,
    ),
)


# ---- Spectral Servitor


def servitor(superior: bool) -> Effect:
    """Recruit; "this ally can perform actions the turn it is recruited"; "unlock this vampire if this
    is their first successful recruit ally action this turn"."""

    def effect(s: VTESState, p: Play) -> None:
        earlier = s.marks.get(("recruits", p.by), 0)
        recruit()(s, p)
        uid = newest(s, p.seat, p.card)
        if uid >= 0:
            s.marks.pop(("recruited", uid), None)
            if superior:
                ops.mark(s, uid, SUPERIOR_MARK)
        if not earlier and p.by in s.minions and is_vampire(s, p.by):
            ops.unlock(s, p.by)

    return effect


def count_recruit_announced(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    p = course.aplay
    if p is not None and p.card >= 0 and p.card in CARDS and CARDS[p.card].uses[p.use].as_ == ALLY:
        s.marks[("recruit-action", course.serial)] = True


def count_recruit_success(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    if s.marks.pop(("recruit-action", course.serial), False):
        s.marks[("recruits", course.actor)] = s.marks.get(("recruits", course.actor), 0) + 1


def servitor_enters(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "This ally can play non-action cards requiring basic Oblivion as a vampire" (VT-CARD-63)."""
    if info.get("uid") == src and src in s.minions:
        ops.mark(s, src, "as-vampire:obl")


def servitor_due(s: VTESState, src: int, seat: int) -> bool:
    return seat == s.controller(src) and s.is_ready(src)


def servitor_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During your unlock phase, burn this ally"; [OBL]: "you can burn 1 pool instead": the burn
    waits for the end of the unlock phase, in case the pool is paid."""
    if not servitor_due(s, src, info["seat"]):
        return
    if s.minions[src].marked(SUPERIOR_MARK):
        s.marks[("servitor-due", src)] = True
    else:
        ops.burn(s, src)


def servitor_master_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if s.marks.pop(("servitor-due", src), False):
        ops.burn(s, src)


def servitor_pay(s: VTESState, p: Play) -> None:
    s.marks.pop(("servitor-due", p.source), None)
    ops.burn_pool(s, p.seat, 1)


card(
    "Spectral Servitor",
    Use(ALLY, servitor(False), key="basic", disc=B("obl"), text="recruit: acts this turn, burned in your unlock phase"),
    Use(ALLY, servitor(True), key="superior", disc=S("obl"), text="recruit: acts this turn, kept for 1 pool"),
)
abilities(
    "Spectral Servitor",
    Ability(
        "burn 1 pool instead of burning this ally",
        frozenset(("unlock",)),
        servitor_pay,
        when=lambda s, ctx, seat, src: ("servitor-due", src) in s.marks,
    ),
)
event("Spectral Servitor", "enter-play", servitor_enters)
event("Spectral Servitor", "unlock", servitor_unlock, due=servitor_due)
event("Spectral Servitor", "master-phase", servitor_master_phase)
listen("announce", count_recruit_announced)
listen("action-success", count_recruit_success)


# ---- Underbridge Stray


def stray_press_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "Give a minion you control 1 press": a combatant of yours that may press now (VT-PRS-01)."""
    c = ctx.combat
    if c is None:
        return
    for uid in (c.a, c.b):
        if uid in s.minions and s.controller(uid) == seat:
            for how in ("continue", "end"):
                if core.may_press(c, uid, how):
                    yield (uid, how)


def stray_press(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    ops.burn_blood(s, p.source, 1)  # its last life burns it (VT-DMG-06)
    if c is not None and c.both_ready(s):  # the Stray itself may have been the combatant
        core.press(s, c, int(p.targets[0]), str(p.targets[1]))


def stray_unlock_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During an action directed at you (or a card you control) ... if it is not blocking"."""
    a = ctx.action
    return directed_at_you(s, ctx, seat, src) and a.blocker != src and a.blocked_by != src


def stray_unlock_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for uid, m in s.ready_minions(seat):
        if m.locked and uid != src:
            yield (uid,)


def stray_unlock(s: VTESState, p: Play) -> None:
    ops.burn(s, p.source)
    uid = p.targets[0]
    if uid in s.minions:
        ops.unlock(s, uid)


card(
    "Underbridge Stray",
    Use(ALLY, recruit(1), key="basic", disc=B("ani"), text="recruit: an animal with 1 life"),
    Use(ALLY, superior_ally(2), key="superior", disc=S("ani"), text="recruit: 2 life, 1 strength"),
)
static("Underbridge Stray", "strength", lambda s, src, uid: 1 if s.minions[uid].marked(SUPERIOR_MARK) else 0)
abilities(
    "Underbridge Stray",
    Ability(
        "burn 1 life: a minion you control presses",
        frozenset(("press",)),
        stray_press,
        targets=stray_press_targets,
    ),
    Ability(
        "burn this ally: unlock a ready minion you control",
        ACTION_STAGES,
        stray_unlock,
        when=stray_unlock_when,
        targets=stray_unlock_targets,
    ),
)


# ---- The Vozhd of Sofia


def vozhd_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "Discard an ally or retainer card": one from your hand (yours to see)."""
    seen: list[str] = []
    for c in s.hand[seat]:
        f = facts(c)
        if (f.is_type("Ally") or f.is_type("Retainer")) and f.slug not in seen:
            seen.append(f.slug)
            yield (f.slug,)


def vozhd_feed(s: VTESState, p: Play) -> None:
    found = next((c for c in s.hand[p.seat] if facts(c).slug == p.targets[0]), None)
    if found is not None:
        ops.discard(s, p.seat, found)
        ops.add_blood(s, p.source, 2)


card("The Vozhd of Sofia", Use(ALLY, recruit(), text="recruit: a unique ghoul with 5 life, strike 3R"))
event("The Vozhd of Sofia", "enter-play", burn_ally_or_retainer)
strikes("The Vozhd of Sofia", lambda s, c, uid, src: [Strike("damage", 3, ranged=True, name="vozhd-3r")])
abilities(
    "The Vozhd of Sofia",
    enter_combat_ability("a minion", other_ready_minions),
    Ability(
        "discard an ally or retainer card: +2 life",
        frozenset(("unlock",)),
        vozhd_feed,
        targets=vozhd_targets,
        once="turn",
    ),
)


# ---- War Ghoul


def locations_in_play(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for uid, pl in s.placed.items():
        if "location" in first_line(pl.card) and uid not in s.contested[pl.controller]:
            yield (uid,)


def ghoul_burn_location(s: VTESState, p: Play) -> None:
    """ "It can lock and burn itself to burn a location" (locked as the ability's cost)."""
    ops.burn(s, p.source)
    target = p.targets[0]
    if target in s.placed:
        ops.say(s, f"{facts(s.placed[target].card).name} is burned.")
        ops.burn_placed(s, target)


ANY_TIME = frozenset(
    ("unlock", "unlock-any", "master", "minion", "influence", "discard", "A", "B", "C", "blocked", "after", "poll")
)

card("War Ghoul", Use(ALLY, recruit(), text="recruit: a ghoul with 5 life, 4 strength"))
event("War Ghoul", "enter-play", burn_ally_or_retainer)
event("War Ghoul", "round-start", add_each_combat("shield", 1, "round"))
abilities(
    "War Ghoul",
    enter_combat_ability("a vampire", other_ready_vampires),
    Ability(
        "lock and burn itself to burn a location",
        ANY_TIME,
        ghoul_burn_location,
        when=lambda s, ctx, seat, src: ctx.combat is None,
        targets=locations_in_play,
        lock=True,
    ),
)


# ---- Shilmulo Tarot

TAROT = "Shilmulo Tarot"


def tarot_of(s: VTESState, seat: int) -> int:
    """The Shilmulo Tarot the seat controls in play (-1 if none; it is unique, VT-CARD-33)."""
    tarot = card_id(TAROT)
    for uid, p in s.placed.items():
        if p.card == tarot and p.controller == seat and p.host in s.minions:
            return uid
    return -1


def tarot_to_aside(s: VTESState, seat: int, n: int) -> int:
    """Move the top ``n`` cards of the library onto the Tarot, face down and out of play: they are
    kept in ``state.aside``, which only their owner sees."""
    moved = 0
    while moved < n and s.library[seat]:
        s.aside[seat].append(s.library[seat].pop())
        moved += 1
    return moved


def tarot_equip(s: VTESState, p: Play) -> None:
    """Equip, then "move the top 2 cards of your library to this equipment, face down and out of play"."""
    equip(s, p)
    n = tarot_to_aside(s, p.seat, 2)
    ops.say(s, f"{ops.who(s, p.seat)} moves {n} card{'s' if n != 1 else ''} face down onto {TAROT}.")


def tarot_may_draw(s: VTESState, seat: int) -> bool:
    """ "While this Ravnos is ready, if you would draw a card from your library, you can draw one of
    these cards instead" (a DRAW_CHOICES entry)."""
    uid = tarot_of(s, seat)
    return uid >= 0 and bool(s.aside[seat]) and s.is_ready(s.placed[uid].host)


def tarot_draw(s: VTESState, seat: int, card: int) -> bool:
    if card not in s.aside[seat] or not tarot_may_draw(s, seat):
        return False
    s.aside[seat].remove(card)
    s.hand[seat].append(card)
    ops.say(s, f"{ops.who(s, seat)} draws a card from {TAROT}.")
    return True


def tarot_unlock(s: VTESState, p: Play) -> None:
    """ "During your unlock phase, you can move the top card of your library to this equipment"."""
    if tarot_to_aside(s, p.seat, 1):
        ops.say(s, f"{ops.who(s, p.seat)} moves the top card of their library onto {TAROT}.")


def tarot_burned(s: VTESState, info: dict[str, Any]) -> None:
    """The cards on the Tarot go with it to its owner's ash heap when it leaves play."""
    if info.get("card") == card_id(TAROT):
        seat = int(info["controller"])
        s.ash[seat].extend(s.aside[seat])
        s.aside[seat].clear()


card(TAROT, Use(EQUIPMENT, tarot_equip, text="equip: unique; draw from the 2 cards it holds"))
listen("card-burned", tarot_burned)
core.DRAW_CHOICES.append(tarot_may_draw)
core.DRAW_FROM.append(tarot_draw)
abilities(
    TAROT,
    Ability(
        "move the top card of your library onto the Tarot",
        frozenset(("unlock",)),
        tarot_unlock,
        when=lambda s, ctx, seat, src: bool(s.library[seat]),
        once="turn",
    ),
)
