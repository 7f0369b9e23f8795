"""Timing: the moments a card is usable in (windows of the rules, hooks.py) and the conditions of its
text ("only usable during a bleed action", "only usable by the blocking minion"), each a predicate
``(state, ctx, seat, minion uid) -> bool`` named after the words of the cards."""

from __future__ import annotations

from collections.abc import Callable

from ...combat import current_combat, damage_to
from ...hooks import PLAYS_AS_TITLE, Ctx, Pred
from ...model import facts
from ...politics import BLOOD_HUNT
from ...state import VTESState
from ...stats import capacity, is_vampire, title
from ...traits import circle
from .registry import card_id

# ------------------------------------------------------------------------ moments


def moments(*names: str) -> frozenset[str]:
    return frozenset(names)


ANNOUNCE = moments("announce")  # "as the action is announced" (VT-ANN-04)
BLOCK_ATTEMPT = moments("B")  # "only usable if a minion attempts to block"
BLOCKED = moments("blocked")  # "if this action is blocked, before block resolution" (VT-RES-03)
AFTER = moments("after")  # "after resolution" (AMB-15)
STATE_C = moments("C")  # every block declined (VT-BLK-08)
POLL = moments("poll")  # the polling step (VT-REF-04)
ACTION_STAGES = moments("A", "B", "C")  # during an action, before it resolves (VT-SEQ-05)
#: Wake cards: any time during the action, also after resolution (ruling LSJ 20091123), and while
#: another card is being played, in its as-played window (VT-TERM-21, VT-CARD-17).
WAKE = moments("A", "B", "C", "after", "as-played")
#: "Attempts to block": in state A, or by a minion already attempting to block (state B).
BLOCKING = moments("A", "B")
STRIKE = moments("strike")  # a strike is chosen (VT-STR-02)
DAMAGE = moments("damage")  # damage resolution (VT-DMG-02)
RANGE = moments("range")  # determine range: maneuvers (VT-RNG-04)
PRESS = moments("press")  # presses (VT-PRS-01)
BEFORE_RANGE = moments("before-range")
BEFORE_STRIKES = moments("before-strikes")
END_ROUND = moments("end-round")
#: Additional strikes are gained before strikes are chosen, or as the minion chooses its strike.
ADDITIONAL = moments("before-range", "before-strikes", "strike")
UNLOCK = moments("unlock")  # your unlock phase (VT-UNL-02)
MASTER_PHASE = moments("master")
#: "During any Methuselah's master phase": yours, and the others' (asked once the acting Methuselah ends it).
MASTER_ANY = moments("master", "master-any")
MINION_PHASE = moments("minion")
#: "During any Methuselah's minion phase", for the others, once the acting Methuselah passes the impulse.
MINION_ANY = moments("minion-any")
INFLUENCE = moments("influence")
DISCARD = moments("discard")
AS_PLAYED = moments("as-played")

PHASES = moments("unlock", "master", "minion", "influence", "discard")
ACTION_WINDOWS = moments("A", "B", "C", "blocked", "after", "poll")
COMBAT_STEPS = moments("before-range", "range", "before-strikes", "press", "end-round")
#: "During your turn": every window of one's own turn where one holds the impulse; also an effect
#: of a location with no stated timing (The Barrens, Warsaw Station's burn).
YOUR_TURN = PHASES | ACTION_WINDOWS | COMBAT_STEPS
#: An effect with no stated timing of a master card ("you can lock this card to..."): every window
#: but another card's as-played window (VT-CARD-17).
ANY_TIME = YOUR_TURN | moments("unlock-any", "damage")
#: Any time out of combat (an ally's "it can lock and burn itself").
OUT_OF_COMBAT = PHASES | ACTION_WINDOWS | moments("unlock-any")


# ------------------------------------------------------------------------ combining


def all_of(*preds: Pred) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return all(p(s, ctx, seat, uid) for p in preds)

    return pred


def any_of(*preds: Pred) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return any(p(s, ctx, seat, uid) for p in preds)

    return pred


# ------------------------------------------------------------------------ the action in progress


def during_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during a bleed action"."""
    return ctx.action is not None and ctx.action.is_bleed()


def directed_at_you(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during an action directed at you (or a card you control)"."""
    a = ctx.action
    return a is not None and a.directed and a.target_seat == seat


def directed_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during a directed action" (VT-ACT-01)."""
    a = ctx.action
    return a is not None and a.directed


def bleeding_you(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion is bleeding you"."""
    a = ctx.action
    return a is not None and a.is_bleed() and a.target_seat == seat


def bleeding_you_after_blocks(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "... bleeding you, after blocks are declined" (state C, VT-BLK-08)."""
    return ctx.moment == "C" and bleeding_you(s, ctx, seat, uid)


def bleeding_your_prey(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "... bleed your prey": the action in progress is a bleed directed at the user's prey."""
    a = ctx.action
    return a is not None and a.is_bleed() and a.target_seat == s.prey(seat)


def bled_for(n: int) -> Pred:
    """ "Only usable if a minion is bleeding you and the bleed amount is N or more, after blocks are
    declined" (state C, VT-BLK-08)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return bleeding_you_after_blocks(s, ctx, seat, uid) and ctx.action.bleed_amount(s) >= n

    return pred


def is_blocker(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The minion now attempting to block (VT-STL-05)."""
    return ctx.action is not None and ctx.action.blocker == uid


def block_attempted(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion attempts to block" (state B, VT-BLK-06)."""
    a = ctx.action
    return a is not None and a.blocker in s.minions


def has_blocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A vampire who has blocked, after block resolution" (the stage after the combat)."""
    return ctx.action is not None and ctx.action.blocked_by == uid


def may_attempt_block(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The minion could attempt to block now under the normal restrictions (VT-BLK-01 to VT-BLK-06,
    ruling ANK 20180623), or is already attempting to (ruling ANK 20181122-2)."""
    a = ctx.action
    if a is None:
        return False
    if a.blocker == uid:
        return True
    return bool(a.stage == "A" and a.blocker < 0 and a.may_block(s, seat) and a.can_attempt(s, uid))


def may_block_anyhow(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Attempt to block, ignoring who may block" (Eagle's Sight ignores only the prey, predator or
    target restrictions, ruling RTR 19950413): no attempt in progress, no earlier decision not to
    block, and nothing else keeping the minion from blocking."""
    a = ctx.action
    return a is not None and a.stage == "A" and a.blocker < 0 and seat not in a.declined and a.can_attempt(s, uid)


def may_block_ignoring_who(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "<This vampire> may attempt to block ..., ignoring the normal prey, predator or target
    restrictions" (her own text): an action of another Methuselah her Methuselah may not block now,
    she unlocked (or woken), and nothing else keeping her from blocking: an earlier decision not to
    block, a card (RTR 20020501, LSJ 20041203)."""
    a = ctx.action
    if a is None or a.actor_seat == seat or a.may_block(s, seat) or uid not in s.minions:
        return False
    return (not s.minions[uid].locked or a.woken(uid)) and may_block_anyhow(s, ctx, seat, uid)


def predator_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion controlled by your predator is acting"."""
    a = ctx.action
    return a is not None and a.actor_seat == s.predator(seat)


def successful(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """After resolution of a successful action."""
    return ctx.action is not None and ctx.action.successful


def was_blocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.blocked_by >= 0


def directed_success(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """After resolution of a successful action directed at another Methuselah."""
    a = ctx.action
    return a is not None and a.successful and a.directed and a.target_seat >= 0 and a.target_seat != seat


def not_with(other: str, same_vampire: bool = False) -> Pred:
    """ "X and cards named Y cannot both be played during the same action" (``same_vampire``: "a
    vampire cannot play both X and cards named Y during the same action")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        return a is not None and not any(facts(c).name == other and (u == uid or not same_vampire) for u, c in a.used)

    return pred


def about_to_fight(allies: bool = False, younger: bool = False, acting: bool = False) -> Pred:
    """ "Only usable if this vampire is about to enter combat with <an ally / a younger vampire>": the
    action is blocked, before block resolution, this vampire blocking or acting (``acting``: "with an
    acting ..." / "if this vampire blocks ...", only the blocking one); never with a minion that took
    the acting one's place (ruling ANK 20171212)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        if a is None or a.stage != "blocked" or a.blocked_by < 0 or a.substitute(s) != a.actor:
            return False
        other = a.actor if uid == a.blocked_by else a.blocked_by if uid == a.actor and not acting else -1
        if other not in s.minions or uid not in s.minions:
            return False
        if not is_vampire(s, other):
            return allies
        return younger and capacity(s, other) < capacity(s, uid)

    return pred


def bled_your_prey(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable after resolution of a successful bleed against your prey" (a bleed of 1 or more,
    VT-ACT-11; after any combat, still during the action: PIB 20150915)."""
    a = ctx.action
    return a is not None and a.is_bleed() and a.successful and (a.result or 0) >= 1 and a.target_seat == s.prey(seat)


def unsuccessful(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable after resolution of an unsuccessful action" (a blocked action, ruling RTR
    20180719; an action that fizzles was successful, ANK 20220218)."""
    return ctx.action is not None and not ctx.action.successful


def not_first_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable during the first action in a minion phase" (a card cancelled as played announced
    no action, so the next one is the first: LSJ 20100505)."""
    return ctx.action is not None and "first" not in ctx.action.flags


# ------------------------------------------------------------------------ referendums


def referendum_passed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.kind_ == "political" and isinstance(a.result, tuple) and bool(a.result[0])


def polling(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during the polling step of a political action" (not a blood hunt, VT-DIAB-09)."""
    ref = ctx.referendum
    return ref is not None and ref.rkind != BLOOD_HUNT and ctx.action is not None


def before_votes(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "... before votes and ballots are cast" in the referendum being polled."""
    return ctx.referendum is not None and not ctx.referendum.cast


def referendum(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During a referendum's polling step, not a blood hunt's (VT-DIAB-09)."""
    ref = ctx.referendum
    return ref is not None and ref.rkind != BLOOD_HUNT


def political_polling(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The same, for the acting minion's own political action (an action modifier, VT-REF-04)."""
    a, ref = ctx.action, ctx.referendum
    return a is not None and ref is not None and a.kind_ == "political" and ref.rkind != BLOOD_HUNT


def may_gain_votes(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Polling, and the playing vampire may still cast (it did not abstain, VT-VOTE-02)."""
    if not polling(s, ctx, seat, uid) or uid < 0 or not is_vampire(s, uid):
        return False
    return uid not in ctx.referendum.abstain and ("no-vote", uid) not in s.marks


# ------------------------------------------------------------------------ combat


def first_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.round == 1


def not_first_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.round > 1


def at_close_range(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.range == "close"


def in_damage_to_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A prevention card is played by the minion taking the damage (VT-DMG-02)."""
    c = ctx.combat
    if c is None or ctx.moment != "damage":
        return False
    d = damage_to(s, c)
    return d is not None and d[0] == uid


def from_opposing_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    d = damage_to(s, c) if c is not None else None
    return d is not None and d[3] == c.other(uid)


def may_maneuver_now(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    from ..core import may_maneuver

    return ctx.combat is not None and may_maneuver(ctx.combat, uid)


def may_press_now(how: str = "continue") -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        from ..core import may_press

        c = ctx.combat
        if c is None:
            return False
        if how == "any":
            return may_press(c, uid, "continue") or may_press(c, uid, "end")
        return may_press(c, uid, how)

    return pred


def once_per_round(key: str) -> Pred:
    """ "A vampire can play only one X each round"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        return c is not None and (key, uid, c.serial, c.round) not in s.marks

    return pred


def once_per_combat(key: str) -> Pred:
    """ "A vampire can play only one X each combat"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        return c is not None and (key, uid, c.serial) not in s.marks

    return pred


def note_round(s: VTESState, key: str, uid: int) -> None:
    """Counts a card for :func:`once_per_round` and :func:`once_per_combat`."""
    c = current_combat(s)
    if c is not None:
        s.marks[(key, uid, c.serial, c.round)] = True
        s.marks[(key, uid, c.serial)] = True


def once_per_action(key: str) -> Pred:
    """ "A vampire can play only one X each action"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return ("this-action", key, uid) not in s.marks

    return pred


#: The keys of the "only one ... between their unlock phases" limits and of the other marks that
#: last until their minion's controller's next unlock phase (cleared by :func:`.action.clear_at_unlock`).
BETWEEN_UNLOCKS: list[str] = []


def until_unlock(key: str) -> str:
    """A ``game_marks`` key ``(key, minion)`` that lasts until the minion's next unlock phase."""
    if key not in BETWEEN_UNLOCKS:
        BETWEEN_UNLOCKS.append(key)
    return key


def once_between_unlocks(key: str) -> Pred:
    """ "A minion can play only one X between their unlock phases" (marks cleared by
    :func:`.action.clear_at_unlock`)."""
    until_unlock(key)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return (key, uid) not in s.game_marks

    return pred


# ------------------------------------------------------------------------ the minion playing it


def anarch(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires an Anarch"."""
    return uid >= 0 and is_vampire(s, uid) and s.minions[uid].sect == "anarch"


def has_title(*names: str) -> Pred:
    """The minion playing the card holds one of the titles, or plays such cards as if it did
    (``core.PLAYS_AS_TITLE``: "can play cards requiring a justicar as if he were a justicar")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        if uid < 0 or not is_vampire(s, uid):
            return False
        return title(s, uid) in names or any(f(s, uid, n) for f in PLAYS_AS_TITLE for n in names)

    return pred


def has_blood(n: int = 1) -> Pred:
    """ "Burn N blood to ...": not playable without the blood (ruling ANK 20210226)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid in s.minions and s.minions[uid].blood >= n

    return pred


def has_pool(n: int) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return s.pool[seat] >= n

    return pred


def has_edge(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Burn the Edge to ...": its Methuselah has the Edge."""
    return s.edge == seat


def has_hand(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Its Methuselah has a card in hand."""
    return bool(s.hand[seat])


def unlocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return not s.minions[uid].locked


def not_recruited(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """VT-ACT-22: an ally recruited this turn takes no action."""
    return ("recruited", uid) not in s.marks


def more_than_two(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable if there are only two Methuselahs left"."""
    return len(s.remaining()) > 2


def only_one_on(name: str) -> Pred:
    """ "A vampire can have only one <name>": the playing vampire has none yet."""

    cid = card_id(name)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return not any(s.placed[p].card == cid for p in s.minions[uid].cards if p in s.placed)

    return pred


Kind = Callable[[VTESState, int], bool]


def bleeding_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "During a bleed action <this vampire performs>": a minion's own text used as it bleeds."""
    a = ctx.action
    return a is not None and a.actor == uid and a.is_bleed()


def same_circle_as_actor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A Blood Brother of the same circle as <the acting one>" (VT-TRAIT-03; one with no circle named
    is in a circle of its own: LSJ 20020609)."""

    a = ctx.action
    if a is None or uid < 0 or a.actor == uid or a.actor not in s.minions or uid not in s.minions:
        return False
    mine, theirs = facts(s.minions[uid].card), facts(s.minions[a.actor].card)
    if "Blood Brother" not in mine.clans or "Blood Brother" not in theirs.clans:
        return False
    return circle(mine) is not None and circle(mine) == circle(theirs)


def blocks_declined(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "After blocks are declined": the action was not blocked and is past its blocks (state C, a
    political action's referendum being polled, or after a successful resolution)."""
    a = ctx.action
    return a is not None and (a.stage in ("C", "poll") or (a.stage == "after" and a.successful))


def ash_holds(n: int, whose: str = "yours") -> Pred:
    """ "<Your / your prey's / the target Methuselah's> ash heap holds N cards or more" (to remove them
    from the game; ``target``: the Methuselah the action is directed at)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        if whose == "target":
            a = ctx.action
            return a is not None and a.target_seat >= 0 and len(s.ash[a.target_seat]) >= n
        return len(s.ash[s.prey(seat) if whose == "prey" else seat]) >= n

    return pred


def crypt_not_empty(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A card acting on the top of your crypt cannot be played with an empty crypt (RTR 20000501)."""
    return bool(s.crypt[seat])


def has_phase_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """In your own phase (master, discard) with a phase action left to use."""
    return seat == s.current and s.phase_actions > 0


def not_during_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable during a bleed action"."""
    return ctx.action is not None and not ctx.action.is_bleed()


def not_during(*kinds: str) -> Pred:
    """ "Not usable during a bleed or political action" (the kinds of action named)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return ctx.action is not None and ctx.action.kind_ not in kinds

    return pred


def ally_or_younger_blocking(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if an ally or younger vampire attempts to block" (younger than the acting vampire)."""

    a = ctx.action
    b = a.blocker if a is not None else -1
    if b not in s.minions or uid not in s.minions:
        return False
    return not is_vampire(s, b) or capacity(s, b) < capacity(s, uid)


def ally_or_younger_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable when an ally or younger vampire is <acting>" (younger than the vampire playing it)."""
    a = ctx.action
    return a is not None and a.actor in s.minions and (not is_vampire(s, a.actor) or younger_acting(s, ctx, seat, uid))


def younger_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a younger vampire is acting": the acting minion is a vampire with a lower
    capacity than the vampire playing the card (VT-TERM-22)."""

    a = ctx.action
    if a is None or uid not in s.minions or a.actor not in s.minions or not is_vampire(s, a.actor):
        return False
    return capacity(s, a.actor) < capacity(s, uid)


def once_in_game(key: str) -> Pred:
    """ "Only one X can be played (or called) in a game": noted by :class:`.minion.InGame`."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return ("once-in-game", key) not in s.game_marks

    return pred


def once_per_turn(key: str) -> Pred:
    """ "Only one X can be played each turn" (by anyone), or "a vampire can play only one X each
    turn" (``key`` naming the vampire too): noted by :class:`.minion.InTurn`."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return ("once-in-turn", key) not in s.marks and ("once-in-turn", key, uid) not in s.marks

    return pred


def at_long_range(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable at long range"."""
    return ctx.combat is not None and ctx.combat.range == "long"


def own_action(kind: str) -> Pred:
    """After (or during) an action of that kind (``political``, ``bleed``, ``hunt``) performed by the
    minion whose text it is ("after performing a successful political action")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        return a is not None and a.actor == uid and a.kind_ == kind

    return pred


def pool_below(n: int) -> Pred:
    """ "If you have fewer than N pool"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return s.pool[seat] < n

    return pred
