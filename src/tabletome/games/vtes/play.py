"""Playing a card (VT-CARD-15 to VT-CARD-31) and using an ability: who may, when, at what cost.

A window lists, for the seat holding the impulse, ``play <card>`` for each card of its hand that
has at least one complete legal play now, and ``use <source> <n>`` for each usable ability. A
complete play (:class:`~.hooks.Play`) names the card's use (type and discipline level), the minion
playing it, and its targets; choosing the card starts a :class:`PendingPlay` that asks the rest as
a few sub-choices (``by``, ``mode``, ``target``, ``x``; any step with one possible value is taken
without asking; ``back`` withdraws the whole play, nothing having changed).

Once committed: the card leaves the hand and is shown (VT-CARD-15); its "as played" window opens
when some Methuselah could cancel it (VT-CARD-17); then its cost is paid (VT-CARD-24, VT-CARD-25;
still paid when it is cancelled, VT-TERM-18, unless the canceller says otherwise) and its effect
applies, or, for an action card, the action is announced (VT-ANN-01) with its cost paid only on
success (VT-ACT-05). The card is replaced by a draw after its "as played" window (VT-CARD-17,
VT-CARD-18) unless its text delays the replacement (VT-CARD-21).

Legality is in one place: :func:`plays_of` yields the complete plays of a card, and
:func:`refusal` says why a card has none, in the rulebook's words, from the same checks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Container, Iterable, Iterator
from functools import cache
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame, Why
from tabletome.engine.i18n import N_, gettext
from tabletome.engine.i18n.retell import said

from . import assist, late, ops, prompts
from .assist import assist_plays
from .hooks import (
    ABILITIES,
    ABILITIES_LOST,
    ACTION,
    ACTION_TYPES,
    ALLY,
    CARDS,
    CARRY_RULES,
    COMBAT,
    COST_CHANGES,
    EQUIPMENT,
    EVENT,
    FLAGS,
    MASTER,
    MODIFIER,
    OOT,
    POLITICAL,
    REACTION,
    RETAINER,
    STATICS,
    TAKE_FROM_ASH,
    TARGET_RULES,
    Ability,
    CardDef,
    Ctx,
    FromHand,
    Play,
    Table,
    Use,
    abilities_added,
    abilities_lost,
    active,
    active_for,
    at_table,
    listen,
    table_of,
)
from .impulse import CHOOSING, Ask, Window, ask, impulse_order
from .model import facts
from .state import VTESState
from .stats import flagged, has_clan, is_vampire, level, static

BACK = Action("back")

#: The moments each type is usable in by default.
DEFAULT_MOMENTS = {
    MODIFIER: frozenset(("A", "B", "C")),
    REACTION: frozenset(("A", "B", "C")),
    COMBAT: frozenset(("before-range", "before-strikes")),
    MASTER: frozenset(("master",)),
    EVENT: frozenset(("discard",)),
    OOT: frozenset(),
}


@cache
def play_action(slug: str) -> Action:
    return Action("play", (slug,))


@cache
def use_action(src: int, n: int) -> Action:
    return Action("use", (src, n))


@cache
def by_slug() -> dict[str, int]:
    """Card slugs of the cards that have effects, to read ``play <slug>``."""
    return {facts(c).slug: c for c in CARDS}


def card_of_slug(s: VTESState, seat: int, slug: str) -> int | None:
    for c in s.hand[seat]:
        if facts(c).slug == slug:
            return c
    return None


# ------------------------------------------------------------------------ cards named from hand


def targets_of(s: VTESState, p: Play) -> Any:
    """The targets rule of ``p``'s card use or ability (None: none, or its play is over)."""
    if p.use < 0:
        return None
    if p.card >= 0:
        return CARDS[p.card].uses[p.use].targets if p.card in CARDS else None
    if p.card == -1 and p.source >= 0:
        src = s.minions.get(p.source) or s.placed.get(p.source)
        abilities = ABILITIES.get(src.card, ()) if src is not None else ()
        return abilities[p.use].targets if p.use < len(abilities) else None
    return None  # the card of an action burned after a block (its play is over)


def named_slots(s: VTESState, p: Play) -> tuple[int, ...]:
    """The target slots of ``p`` that name a card of its player's hand (:class:`~.hooks.FromHand`)."""
    targets = targets_of(s, p)
    return targets.named if isinstance(targets, FromHand) else ()


def chooses_in_hand(s: VTESState, p: Play) -> bool:
    """Whether ``p`` chooses among cards of its player's hand: a card named from it
    (:class:`~.hooks.FromHand`) or one its cost takes from it (targets marked ``in_hand``)."""
    targets = targets_of(s, p)
    return isinstance(targets, FromHand) or getattr(targets, "in_hand", False)


def named_in_hand(s: VTESState, p: Play) -> list[int]:
    """The cards of the player's hand that ``p`` names (one per named slot still in hand)."""
    slots = named_slots(s, p)
    if not slots:
        return []
    left, out = list(s.hand[p.seat]), []
    for k in slots:
        slug = p.targets[k] if k < len(p.targets) else None
        c = next((c for c in left if facts(c).slug == slug), None)
        if c is not None:
            left.remove(c)
            out.append(c)
    return out


def name_from_hand(s: VTESState, p: Play) -> None:
    """The play names cards of its player's hand: every Methuselah hears their names now, as the play
    is made; the cards are not shown until the effect resolves, and a card still in hand after (the
    action blocked) stays known (:class:`~.hooks.FromHand`: LSJ 20100130, ANK 20180925-2; VT-ANN-01)."""
    named = named_in_hand(s, p)
    if not named:
        return
    for viewer in range(s.players):
        if viewer != p.seat:
            known = Counter(s.known[viewer][p.seat])
            more = Counter(named) - known
            s.known[viewer][p.seat] = (*s.known[viewer][p.seat], *more.elements())
    s.reveals += 1  # a card of a hand was told: the play cannot be taken back
    names = ", ".join(facts(c).name for c in named)
    ops.say(s, N_("{seat} names {cards} from their hand."), seat=ops.who(s, p.seat), cards=names)


# ------------------------------------------------------------------------ the context of a play


def find_frame(s: VTESState, kind: type) -> Any:
    for f in reversed(s.stack):
        if isinstance(f, kind):
            return f
    return None


def context(s: VTESState, window: Window) -> Ctx:
    """Where the window's plays are considered: its moment and the frames in progress (the innermost
    of each kind: ``VTESState.in_progress``)."""
    hit = s.in_progress()
    moment = window.moment(s)  # type: ignore[attr-defined]
    # every field given, built as the tuple it is: Ctx(...) would run the named tuple's Python __new__
    # (a context is built at every decision of every window)
    return _new_tuple(Ctx, (moment, hit[2], hit[3], hit[4], window, getattr(window, "played", None), -1))


_new_tuple = tuple.__new__
assert Ctx._fields == ("moment", "action", "combat", "referendum", "window", "played", "by")  # as context builds it


def moments_of(use: Use) -> frozenset[str]:
    return use.moments or DEFAULT_MOMENTS.get(use.as_, frozenset())


def moment_fits(use: Use, ctx: Ctx) -> bool:
    if use.as_ in ACTION_TYPES:
        return ctx.moment == "minion"
    ms = moments_of(use)
    if ctx.moment in ms:
        return not (ctx.moment == "A" and "A" not in ms)
    return ctx.moment == "A" and "announce" in ms and ctx.action is not None and ctx.action.announce_open


# ------------------------------------------------------------------------ who may play


def players_of(s: VTESState, ctx: Ctx, seat: int, use: Use) -> tuple[int, ...]:
    """The minions of ``seat`` that may play a card as ``use`` now (-1: the Methuselah himself); a
    tuple (asked for every card of every hand: no generator of generators)."""
    kind = use.as_
    if kind in (MASTER, OOT, EVENT):
        return (-1,)
    if kind in ACTION_TYPES:
        return tuple(acting_minions(s, seat, use.locked))
    if kind in (MODIFIER, REACTION):
        if ctx.referendum is not None and ctx.referendum.rkind == "blood hunt":
            return ()  # VT-DIAB-09: the blood hunt is no action
        return tuple((modifier_players if kind == MODIFIER else reactors)(s, ctx, seat, use))
    if kind == COMBAT:
        return tuple(not_involved(s, ctx, seat) if use.other else combatants(s, ctx, seat))
    return ()


def actors(s: VTESState, seat: int, locked: bool = False) -> Iterator[int]:
    """Ready unlocked minions take actions (VT-MIN-02); an ally recruited this turn does not
    (VT-ACT-22), nor one whose text says it "cannot act" (flag ``cannot-act``), nor one a card barred
    from acting again this turn (mark ``no-more-actions``); with ``locked``, the locked ones (an action
    card "only usable by a locked vampire": Force of Will)."""
    for uid in s.ready[seat]:
        if free_to_act(s, uid, locked):
            yield uid


def free_to_act(s: VTESState, uid: int, locked: bool = False) -> bool:
    """An unlocked minion (``locked``: a locked one) may act, unless it was recruited this turn
    (VT-ACT-22), its text says it "cannot act" (flag ``cannot-act``) or a card barred it from acting
    again this turn (mark ``no-more-actions``)."""
    if s.minions[uid].locked != locked or ("recruited", uid) in s.marks or ("no-more-actions", uid) in s.marks:
        return False
    return not flagged(s, uid, "cannot-act")


#: ``s.marks[(ALONE, seat)]``: the one minion of ``seat`` taking an action now, out of its
#: Methuselah's own minion phase (its other minions do not act then: ``actions.ExtraAction``).
ALONE = "acts-alone"


def acting_alone(s: VTESState, seat: int) -> int:
    """The minion of ``seat`` taking an action out of its Methuselah's minion phase, or -1."""
    return int(s.marks.get((ALONE, seat), -1)) if s.marks else -1


def acting_minions(s: VTESState, seat: int, locked: bool = False) -> Iterator[int]:
    """The minions that may take an action now: :func:`actors`, or the one minion taking an action
    out of its Methuselah's minion phase (``actions.ExtraAction``)."""
    alone = acting_alone(s, seat)
    for uid in actors(s, seat, locked):
        if alone < 0 or uid == alone:
            yield uid


def may_act(s: VTESState, seat: int, uid: int) -> bool:
    """Whether ``uid`` is one of :func:`acting_minions` (unlocked), asked of that minion alone."""
    if uid not in s.ready[seat]:
        return False
    alone = acting_alone(s, seat)
    return (alone < 0 or uid == alone) and free_to_act(s, uid)


def modifier_players(s: VTESState, ctx: Ctx, seat: int, use: Use) -> Iterator[int]:
    """VT-CARD-47: the acting minion; VT-CARD-49: "other than the acting minion" cards by a minion
    of the acting minion's controller."""
    a = ctx.action
    if a is None or a.actor_seat != seat or "no-modifiers" in a.flags:  # "no more action modifiers"
        return
    if not use.other:
        if a.actor in s.minions and (s.is_ready(a.actor) or a.kind_ == "leave"):  # VT-TORP-03
            yield a.actor
        return
    for uid, _ in s.ready_minions(seat):
        if uid != a.actor:
            yield uid


def reactors(s: VTESState, ctx: Ctx, seat: int, use: Use) -> Iterator[int]:
    """VT-CARD-50: ready unlocked minions (or woken ones, VT-TERM-20) of a Methuselah other than the
    acting minion's controller; "only usable by a locked" cards need a locked minion. A reaction
    "usable even if there is no action" (``Use.no_action``) is played, out of any action, by a ready
    unlocked minion of a Methuselah whose turn it is not."""
    a = ctx.action
    if a is None and use.no_action and seat != s.current:
        yield from (uid for uid, m in s.ready_minions(seat) if not m.locked and ("no-reactions", uid) not in s.marks)
        return
    if a is None or a.actor_seat == seat:
        return
    for uid, m in s.ready_minions(seat):
        if ("no-reactions", uid) in s.marks or ("this-action", "no-reactions", uid) in s.marks:
            continue
        if use.locked:
            if m.locked:
                yield uid
        elif not m.locked or a.woken(uid):
            yield uid


def not_involved(s: VTESState, ctx: Ctx, seat: int) -> Iterator[int]:
    """VT-CMB-06: a ready minion not involved in the combat, of any Methuselah."""
    c = ctx.combat
    if c is None:
        return
    for uid, _ in s.ready_minions(seat):
        if uid not in (c.a, c.b):
            yield uid


@cache
def outsider_cards() -> tuple[int, ...]:
    """The cards with a combat use for a minion "not involved in the combat" (VT-CMB-06)."""
    return tuple(c for c, cd in CARDS.items() if any(u.as_ == COMBAT and u.other for u in cd.uses))


def outsider_card(card: int) -> bool:
    return card in outsider_cards()


def outsider_may_play(s: VTESState, window: Window, seat: int) -> bool:
    """VT-CMB-06, from public facts: a Methuselah with no minion in the combat is asked when its deck
    may hold a card "not involved" whose conditions one of its ready minions meets now, and its hand
    is not empty."""
    if not s.hand[seat] or not deck_may_hold(s, seat, outsider_card):
        return False
    ctx = context(s, window)
    for card in outsider_cards():
        cd = CARDS[card]
        for use in cd.uses:
            if use.as_ != COMBAT or not use.other or not moment_fits(use, ctx):
                continue
            if any(use_ok(s, ctx, seat, uid, card, cd, use) for uid in not_involved(s, ctx, seat)):
                return True
    return False


def combatants(s: VTESState, ctx: Ctx, seat: int) -> Iterator[int]:
    c = ctx.combat
    if c is None:
        return
    for uid in (c.a, c.b):
        if uid in s.minions and s.controller(uid) == seat:
            yield uid


# ------------------------------------------------------------------------ the checks


def level_ok(s: VTESState, uid: int, use: Use) -> bool:
    """VT-CARD-08 to VT-CARD-10: the minion has every discipline the mode needs, at its level."""
    if not use.disc:
        return True
    if uid < 0:
        return False
    if is_vampire(s, uid):
        # the level a card lets it play at (play_level) is read only when its own falls short; a card's superior
        # (superior_for: Inceptor) meets one Discipline of a multi-Discipline card, not two (LSJ 20011217)
        lent = False
        for code, need in use.disc:  # a loop, not all(): cheaper, asked for every minion and card
            if level(s, uid, code) < need and play_level(s, uid, code) < need:
                if lent or not superior_for(s, uid, use):
                    return False
                lent = True
        return True
    return plays_as_vampire(s, uid, use)  # an ally: "as a vampire", only the cards its text allows


#: The static of a card letting the vampire it is on "play cards that require <Discipline> as though
#: he or she has the superior version" (``play-level:<code>``: Infernal Pact): read only as cards are
#: played (the vampire has no more of the Discipline otherwise).
PLAY_LEVEL = "play-level:"


def play_level(s: VTESState, uid: int, code: str) -> int:
    return static(s, uid, PLAY_LEVEL + code) if STATICS.get(PLAY_LEVEL + code) else 0


#: Rules letting a vampire play some cards "as if he or she had the Discipline required at superior" (Inceptor:
#: copies of the cards on it): ``fn(state, minion, use) -> bool``, asked only when its own level and
#: :func:`play_level` fall short; one Discipline of a card requiring several, not more (LSJ 20011217).
CARD_LEVELS: list[Callable[[VTESState, int, Use], bool]] = []


def superior_for(s: VTESState, uid: int, use: Use) -> bool:
    if not CARD_LEVELS:
        return False
    for f in active(s, CARD_LEVELS):  # noqa: SIM110  (a loop: most tables have none, no generator built)
        if f(s, uid, use):
            return True
    return False


def vampire_ok(s: VTESState, uid: int, use: Use) -> bool:
    """ "Only a vampire": a vampire, or an ally playing this card as one (VT-CARD-63)."""
    return uid >= 0 and (is_vampire(s, uid) or plays_as_vampire(s, uid, use))


def plays_as_vampire(s: VTESState, uid: int, use: Use) -> bool:
    """VT-CARD-63: an ally whose text lets it play this card "as a vampire" counts as a vampire for
    every effect of that card play ("only usable by a vampire" included)."""
    return bool(use.disc) and all(_as_vampire_level(s, uid, code, use.as_) >= need for code, need in use.disc)


#: The mark ``as-vampire:<code><NON_ALLY>`` of an ally that "can play non-ally cards requiring basic
#: <Discipline> as a vampire" (Nocturn): action cards too; ``as-vampire:<code>``: non-action cards.
NON_ALLY = ":non-ally"
#: The mark ``as-vampire:<code><COMBAT_ONLY>``: "the corpse can play combat cards that require basic Fortitude as a
#: vampire" (Reanimated Corpse): combat cards only.
COMBAT_ONLY = ":combat"


def _as_vampire_level(s: VTESState, uid: int, code: str, as_: str) -> int:
    """An ally that may play cards "as a vampire" (VT-CARD-63) has the level its text gives."""
    for mark in s.minions[uid].marks:
        if mark == f"as-vampire:{code}" and as_ not in ACTION_TYPES:
            return 1
        if mark == f"as-vampire:{code}{NON_ALLY}" and as_ != ALLY:
            return 1
        if mark == f"as-vampire:{code}{COMBAT_ONLY}" and as_ == COMBAT:
            return 1
    return 0


def clan_ok(s: VTESState, seat: int, uid: int, cd: CardDef, f: Any) -> bool:
    """VT-CARD-05: a minion card requiring a clan is played by a vampire of that clan; a master card
    needs a ready vampire of that clan controlled by its player."""
    if not f.clans:
        return True
    if uid < 0:
        if any(has_clan(s, v, c) for v, _ in s.ready_minions(seat) for c in f.clans):
            return True
        YOU_PLAY_AS_CLAN = late.core().YOU_PLAY_AS_CLAN

        return any(rule(s, v, c) for rule in YOU_PLAY_AS_CLAN for v, _ in s.ready_minions(seat) for c in f.clans)
    if any(has_clan(s, uid, c) for c in f.clans):
        return True
    PLAYS_AS_CLAN = late.core().PLAYS_AS_CLAN

    return any(rule(s, uid, c) for rule in PLAYS_AS_CLAN for c in f.clans)


def requires_met(s: VTESState, ctx: Ctx, seat: int, uid: int, cd: CardDef) -> bool:
    """VT-CARD-22: the card's requirement beyond clan and disciplines; a minion that plays cards requiring
    a sect (or a title) as if it were of that sect (``core.PLAYS_AS_SECT``: the minion playing, or, for a
    master card, a ready minion of the Methuselah) meets it if it would as a vampire of that sect (title)."""
    if cd.requires is None or cd.requires(s, ctx, seat, uid):
        return True
    PLAYS_AS_SECT = late.core().PLAYS_AS_SECT  # an import statement here would cost more than the rest

    players = [uid] if uid >= 0 else [v for v, _ in s.ready_minions(seat)]
    for v in players:
        if v not in s.minions:
            continue
        ways = tuple(w for rule in PLAYS_AS_SECT for w in rule(s, v))
        if ways and _met_as(s, ctx, seat, uid, cd, v, ways):
            return True
    return False


def _met_as(s: VTESState, ctx: Ctx, seat: int, uid: int, cd: CardDef, v: int, ways: tuple[str, ...]) -> bool:
    """Whether the requirement is met were ``v`` of one of these sects (``sect:<sect>``) or titles
    (``title:<title>``), or both (``sect:<sect>+title:<title>``); the minion is put back as it was."""
    assert cd.requires is not None
    m = s.minions[v]
    try:
        for way in ways:
            changed = m
            for part in way.split("+"):
                kind, _, value = part.partition(":")
                changed = changed._replace(sect=value) if kind == "sect" else changed._replace(title=value)
            s.minions[v] = changed
            if cd.requires(s, ctx, seat, uid):
                return True
    finally:
        s.minions[v] = m
    return False


def cost_of(s: VTESState, card: int, x: int) -> tuple[int, int]:
    """(blood, pool) printed on the card, X replaced by its value."""
    f = facts(card)
    blood = x if f.blood_cost == "X" else int(f.blood_cost or 0)
    pool = x if f.pool_cost == "X" else int(f.pool_cost or 0)
    return blood, pool


def extra_costs(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use) -> tuple[int, int]:
    """Reaction cards cost +1 blood or life this action (Consign to Oblivion, Unleashing the Bestial
    Soul): counted on the action's flags; and the cost changes of ``COST_CHANGES`` (Kuyén)."""
    a = ctx.action
    blood = pool = 0
    if use.as_ == REACTION and a is not None:
        blood += sum(1 for f in a.flags if f.startswith("reaction+1"))
        blood += 1 if "next-reaction+1" in a.flags else 0  # consumed when a reaction is paid
    for change in active_for(s, COST_CHANGES, card):
        b, p = change(s, seat, uid, card, use)
        blood, pool = blood + b, pool + p
    if blood < 0 or pool < 0:  # cheaper, down to nothing at most
        f = facts(card)
        blood = max(blood, -f.blood_cost if isinstance(f.blood_cost, int) else 0)
        pool = max(pool, -f.pool_cost if isinstance(f.pool_cost, int) else 0)
    return blood, pool


def can_pay(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use, x: int) -> bool:
    """VT-CARD-24, VT-CARD-25: enough blood on the minion, enough pool; or enough once an optional
    cost reducer is used (:func:`reducer_needed`)."""
    blood, pool = cost_of(s, card, x)
    more_b, more_p = extra_costs(s, ctx, seat, uid, card, use)
    blood += more_b
    pool += more_p
    if affordable(s, seat, uid, blood, pool):
        return True
    return any(
        affordable(s, seat, uid, blood - r.blood, pool - r.pool) for r in reducers_for(s, seat, uid, card, use, x)
    )


def affordable(s: VTESState, seat: int, uid: int, blood: int, pool: int) -> bool:
    if blood > 0 and (uid < 0 or s.minions[uid].blood < blood):
        return False
    return not (pool > 0 and s.pool[seat] < pool)


def reducers_for(s: VTESState, seat: int, uid: int, card: int, use: Use, x: int) -> list[Any]:
    """The optional cost reducers (VT-CARD-27) a play of ``card`` by ``uid`` would be offered."""
    COST_REDUCERS = late.core().COST_REDUCERS
    cost_reducers: Callable[[VTESState, Play, Use], list[Any]] = late.core().cost_reducers

    if not COST_REDUCERS:
        return []
    i = next((k for k, u in enumerate(CARDS[card].uses) if u is use), 0) if card in CARDS else 0
    return cost_reducers(s, Play(seat, card, i, -1, uid, (), x), use)


def reducer_needed(s: VTESState, p: Play, use: Use) -> bool:
    """A card that could not be afforded without an optional cost reducer may be played with it, which
    must then be used (LSJ 20090705, LSJ 20030917, ANK 20230621: The Line, Sunset Strip, Hollywood)."""
    from .actions import current_action

    blood, pool = cost_of(s, p.card, p.x)
    more_b, more_p = extra_costs(s, Ctx("", current_action(s)), p.seat, p.by, p.card, use)
    return not affordable(s, p.seat, p.by, blood + more_b, pool + more_p)


#: A use's ``x``: "burn X blood to ..." as the effect, not a cost (ANK 20210226): X from 1 up to the blood
#: of the minion playing the card.
X_BLOOD = (-1,)


#: card id -> the cards of its player's hand it may take: its X is "any number of" them, announced
#: (Gift of Proteus: PIB 20150428), from 1 up to those in hand.
X_HAND_CARDS: dict[int, Callable[[int], bool]] = {}


def x_values(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use) -> Iterable[int]:
    f = facts(card)
    if use.x == X_BLOOD:
        return range(1, (s.minions[uid].blood if uid >= 0 else 0) + 1)
    if card in X_HAND_CARDS:
        fits = X_HAND_CARDS[card]
        return range(1, sum(1 for c in s.hand[seat] if fits(c)) + 1)
    if use.x:
        return use.x
    if f.blood_cost == "X":
        return range(0, (s.minions[uid].blood if uid >= 0 else 0) + 1)
    if f.pool_cost == "X":
        return range(0, s.pool[seat] + 1)
    return (0,)


def use_ok(
    s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, cd: CardDef, use: Use, met: bool | None = None
) -> bool:
    """Everything but targets and cost: level, clan, requirements, once-per-action, timing (``met``:
    whether the use's ``needs`` is met, when the caller knows it)."""
    if not _player_ok(s, seat, uid, card, cd, use):
        return False
    if cd.requires is not None and not requires_met(s, ctx, seat, uid, cd):  # its first test read here
        return False
    if not once_ok(s, ctx, seat, uid, card, use):
        return False
    if use.needs and not _needs_met(s, ctx, uid, use, met):
        return False
    if ctx.moment == "damage" and not preventable(s, ctx, use):
        return False
    return use.when is None or use.when(s, ctx, seat, uid)


def _player_ok(s: VTESState, seat: int, uid: int, card: int, cd: CardDef, use: Use) -> bool:
    """Level, clan, "only a vampire", what the minion may carry, a card on it forbidding this one
    (each check's own first test read here: asked for every card of every hand)."""
    if use.disc and not level_ok(s, uid, use):
        return False
    f = facts(card)
    if f.clans and not clan_ok(s, seat, uid, cd, f):
        return False
    if use.vampire and not vampire_ok(s, uid, use):
        return False
    if use.as_ == EQUIPMENT and uid >= 0 and not all(f(s, uid, card) for f in CARRY_RULES):
        return False  # VT-ACT-17: what the minion may carry ("cannot have or use equipment": Enkidu)
    # a card on the minion forbids this card by name
    return not (uid >= 0 and FLAGS.get(_cannot_play(card)) and flagged(s, uid, _cannot_play(card)))


def _needs_met(s: VTESState, ctx: Ctx, uid: int, use: Use, met: bool | None) -> bool:
    """A card played only when needed (``Use.needs``): it is (``met``, when the caller knows it)."""
    if not (needed(s, ctx, use.needs) if met is None else met):
        return False
    # VT-STL-05: intercept goes to the minion attempting to block
    return not (use.needs == "intercept" and use.as_ == REACTION and use.targets is None and ctx.action.blocker != uid)


@cache
def _cannot_play(card: int) -> str:
    """The flag of a card on a minion forbidding it to play ``card`` (by name)."""
    return "cannot-play:" + facts(card).slug


def preventable(s: VTESState, ctx: Ctx, use: Use) -> bool:
    """Damage that cards requiring a discipline cannot prevent (Blood Rage: Fortitude)."""
    damage_to = late.combat().damage_to

    d = damage_to(s, ctx.combat) if ctx.combat is not None else None
    if d is None:
        return True
    flags = d[4]
    return not any(flags == f"no-{code}" for code, _ in use.disc)


def once_ok(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use) -> bool:
    """VT-CARD-48, VT-CARD-51: one copy of a modifier or reaction per minion per action; VT-ACT-12:
    the (limited) bleed rule; VT-MIN-07: an action card name once per minion per turn; VT-ACT-24: one
    political action per vampire per turn; VT-CARD-43: one out-of-turn master card until your next
    master phase; VT-CARD-32: master phase actions; VT-DISC-03, VT-CARD-62: events."""
    kind = use.as_
    if kind in (MODIFIER, REACTION):
        return action_card_once(ctx, uid, card, use)
    if kind in ACTION_TYPES:
        if ("nra", uid, facts(card).slug) in s.marks:
            return False
        return not (kind == POLITICAL and (("political", uid) in s.marks or not is_vampire(s, uid)))
    if kind == OOT:
        return seat != s.current and ("oot", seat) not in s.game_marks
    if kind == MASTER:
        return seat == s.current and s.phase_actions > 0
    if kind == EVENT:  # AMB-13: each event once per name at the table
        once = ("event", facts(card).slug) not in s.game_marks and ("event-phase", s.turn) not in s.marks
        return seat == s.current and s.phase_actions > 0 and once
    return True


def action_card_once(ctx: Ctx, uid: int, card: int, use: Use) -> bool:
    a = ctx.action
    if a is None:
        return True
    if (uid, card) in a.used:
        return False
    return not (use.limited == "bleed" and a.bleed_limited)


def needed(s: VTESState, ctx: Ctx, what: str) -> bool:
    """VT-STL-04: stealth only while a block attempt is in progress and the blocker's intercept is at
    least the acting minion's stealth; VT-STL-05: intercept only while the stealth is higher."""
    a = ctx.action
    if a is None or ctx.moment != "B" or a.blocker < 0:
        return False
    stealth: int = a.stealth(s)
    intercept: int = a.intercept(s)
    return intercept >= stealth if what == "stealth" else stealth > intercept


# ------------------------------------------------------------------------ complete plays


def plays_of(s: VTESState, ctx: Ctx, seat: int, card: int) -> list[Play]:
    """Every complete legal play of ``card`` from ``seat``'s hand now."""
    cd = CARDS.get(card)
    if cd is None:
        return []
    out: list[Play] = []
    for i, use in enumerate(cd.uses):
        if not moment_fits(use, ctx):
            continue
        for uid in players_of(s, ctx, seat, use):
            if not use_ok(s, ctx, seat, uid, card, cd, use):
                continue
            out.extend(_complete(s, ctx, seat, uid, card, i, use))
    return out


def _complete(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, i: int, use: Use) -> Iterator[Play]:
    for x in x_values(s, ctx, seat, uid, card, use):
        targets = _targets_if_payable(s, ctx, seat, uid, card, use, x)
        if targets is None:
            continue
        for t in targets:
            p = Play(seat, card, i, -1, uid, t, x)
            if targets_allowed(s, ctx, p):
                yield p


def _completes(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, i: int, use: Use) -> bool:
    """Whether :func:`_complete` finds a play (the first one found ends the search)."""
    for x in x_values(s, ctx, seat, uid, card, use):
        targets = _targets_if_payable(s, ctx, seat, uid, card, use, x)
        if targets is None:
            continue
        rules = active_for(s, TARGET_RULES, card)
        for t in targets:
            if not rules:
                return True  # no rule about targets at this table: the play is allowed
            p = Play(seat, card, i, -1, uid, t, x)
            if _allowed(s, ctx, p, rules):
                return True
    return False


def _allowed(s: VTESState, ctx: Ctx, p: Play, rules: tuple[Any, ...]) -> bool:
    for f in rules:  # noqa: SIM110  (a loop is cheaper than all() of a generator)
        if not f(s, ctx, p):
            return False
    return True


def _targets_if_payable(
    s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use, x: int
) -> Iterable[tuple[Any, ...]] | None:
    """The targets a play of ``use`` by ``uid`` with this X may take, or None if it cannot be paid
    (or, a political action, has no terms)."""
    if not can_pay(s, ctx, seat, uid, card, use, x):
        return None
    if use.as_ == POLITICAL:  # VT-ANN-03: the terms are chosen once it succeeds; some must exist
        if use.targets is not None and not _any(iter(use.targets(s, ctx._replace(moment="terms"), seat, uid))):
            return None
        return ((),)
    if use.targets is None:
        return ((),)
    return use.targets(s, ctx, seat, uid)


def targets_allowed(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """Rules of other cards about what may be targeted (TARGET_RULES)."""
    for f in active_for(s, TARGET_RULES, p.card):  # noqa: SIM110  (a loop is cheaper: asked for every complete play)
        if not f(s, ctx, p):
            return False
    return True


def hand_plays(s: VTESState, ctx: Ctx, seat: int) -> list[Action]:
    """``play <card>`` for each card of the seat's hand it may play now (a list: no generator to
    build at every decision, where most often there is none)."""
    out: list[Action] = []
    moment = ctx.moment
    kept = _USES_AT.get(moment)
    if kept is None or kept[0] != CARDS.changes:  # kept with the definitions they were read from
        kept = _USES_AT[moment] = (CARDS.changes, {})
    at = kept[1]
    a = ctx.action
    role = NO_ACTION if a is None else ACTOR if a.actor_seat == seat else OTHER
    known: dict[Any, Any] = {}  # who may play, asked once per kind of use; what is needed (_playable)
    for card in dict.fromkeys(s.hand[seat]):  # each card once, in the hand's order
        hit = at.get(card)  # asked for every card of every hand: kept per card
        if hit is None:
            hit = at[card] = uses_by_role(CARDS.get(card), moment)
        uses = hit[role]
        if uses and _playable(s, ctx, seat, card, hit[0], uses, known):
            out.append(play_action(facts(card).slug))
    if AS_FROM_HAND and at_table(s, AS_FROM_HAND):  # a card to play from is in play
        for src, card, _owner in from_elsewhere(s, seat):
            if card not in CARDS or moment not in card_moments(CARDS[card]):
                continue
            if _any(p for p in plays_of_lazy(s, ctx, seat, card) if may_play_from(s, src, p)):
                out.append(Action("play", (facts(card).slug, src)))
    return out


def uses_at(cd: CardDef, moment: str) -> tuple[tuple[int, Use, bool, tuple[Any, ...]], ...]:
    """(index, use, announce, players) of the uses of a card that may fit ``moment``
    (:func:`moment_fits`): ``announce`` marks a use that fits only while the action is open to
    announcements; ``players`` names what :func:`players_of` reads of the use."""
    out = []
    for i, use in enumerate(cd.uses):
        who = (use.as_, use.locked, use.other, use.no_action)
        if use.as_ in ACTION_TYPES:
            if moment == "minion":
                out.append((i, use, False, who))
            continue
        ms = moments_of(use)
        if moment in ms:
            out.append((i, use, False, who))
        elif moment == "A" and "announce" in ms:
            out.append((i, use, True, who))
    return tuple(out)


#: Where a seat stands to the action in progress, for :func:`uses_by_role`: none in progress, the acting
#: minion's Methuselah, another Methuselah (the index of its uses in the entry).
NO_ACTION, ACTOR, OTHER = 1, 2, 3


def uses_by_role(cd: CardDef | None, moment: str) -> tuple[Any, ...]:
    """(the definition, then :func:`uses_at` it for a seat with no action in progress, for the acting
    Methuselah, for another): the uses :func:`players_of` would find nobody to play left out, ahead of
    the search (VT-CARD-47: a modifier is the acting minion's side's; VT-CARD-50: a reaction the other
    side's, out of any action only if "usable even if there is no action"), and a card played only
    when needed (VT-STL-04, VT-STL-05) outside a block attempt (:func:`needed`)."""
    if cd is None:
        return (None, (), (), ())
    uses = tuple(u for u in uses_at(cd, moment) if not u[1].needs or moment == "B")
    return (
        cd,
        tuple(u for u in uses if u[1].as_ != MODIFIER and (u[1].as_ != REACTION or u[1].no_action)),
        tuple(u for u in uses if u[1].as_ != REACTION),
        tuple(u for u in uses if u[1].as_ != MODIFIER),
    )


#: moment -> (``CARDS.changes``, card id -> :func:`uses_by_role`, the definition or None first)
_USES_AT: dict[str, tuple[int, dict[int, tuple[Any, ...]]]] = {}


def _playable(
    s: VTESState,
    ctx: Ctx,
    seat: int,
    card: int,
    cd: CardDef,
    uses: tuple[tuple[int, Use, bool, tuple[Any, ...]], ...],
    known: dict[Any, Any],
) -> bool:
    """Whether :func:`plays_of_lazy` finds a play of ``card`` among ``uses`` (:func:`uses_at`),
    without building the plays; ``known`` keeps, for the hand, :func:`players_of` by what it reads of
    a use and :func:`needed` by what is needed (the same for every card)."""
    for i, use, announce, who in uses:
        if announce and not (ctx.action is not None and ctx.action.announce_open):
            continue
        met = None
        if use.needs:
            met = known.get(use.needs)
            if met is None:
                met = known[use.needs] = needed(s, ctx, use.needs)
            if not met:
                continue  # not needed now (VT-STL-04, VT-STL-05), whoever would play it (use_ok says no)
        uids = known.get(who)
        if uids is None:
            uids = known[who] = players_of(s, ctx, seat, use)
        if not uids:
            continue
        for uid in uids:
            if use_ok(s, ctx, seat, uid, card, cd, use, met) and _completes(s, ctx, seat, uid, card, i, use):
                return True
    return False


# ---- cards played "as if playing it from your hand" from a card in play


#: Cards in play whose held library cards their controller "may play ... as if playing it from your
#: hand (requirements and cost, if any, apply as normal)", by card id: offered as ``play <card>
#: <source>``; the card is not replaced when played (it does not come from the hand, so no "do not
#: replace" clause or replacement effect applies: LSJ 20081126) and may be cancelled as it is played
#: (LSJ 20060106). :data:`CONTROLLER`: the card held (``ops.HOLDS``) on a card in its controller's
#: area, played by any minion, is removed from the game instead of burned (The Erciyes Fragments,
#: ``ops.played_card_done``); :data:`BEARER`: the cards face down on a card on a minion
#: (``ops.FACE_DOWN_CARDS``) are played by that minion alone ("this Gangrel can play these cards as if from
#: your hand": Gift of Proteus) and go to the ash heap as from the hand; a card held face up on such a card
#: (``ops.HOLDS``) is removed from the game once played (Light Intensifying Goggles).
AS_FROM_HAND: dict[int, str] = {}
CONTROLLER, BEARER = "controller", "bearer"


def from_elsewhere(s: VTESState, seat: int) -> Iterator[tuple[int, int, int]]:
    """(source uid, card, owner) of each card ``seat`` may play as if from hand (:data:`AS_FROM_HAND`);
    owner -1 for a card that goes to its player's ash heap as from the hand."""
    contested = ops.contested_uids(s)
    for uid in s.inplay[seat]:
        if s.placed[uid].card in AS_FROM_HAND and uid not in contested:
            held = ops.held_card(s, uid)
            if held is not None:
                yield uid, held[0], held[1]
    for zone in (s.ready[seat], s.torpor[seat]):
        for host in zone:
            for uid in s.minions[host].cards:
                if AS_FROM_HAND.get(s.placed[uid].card) == BEARER:
                    held = ops.held_card(s, uid)  # one card held face up: removed from the game once played
                    if held is not None:
                        yield uid, held[0], held[1]
                    for card in dict.fromkeys(ops.face_down_cards(s, uid)):
                        yield uid, card, -1


def may_play_from(s: VTESState, src: int, p: Play) -> bool:
    """Who may play a card held on ``src``: any minion, or the minion ``src`` is on (:data:`BEARER`)."""
    pl = s.placed[src]
    return AS_FROM_HAND.get(pl.card) != BEARER or p.by == pl.host


def action_plays(s: VTESState, ctx: Ctx, seat: int, action: Action) -> list[Play]:
    """The complete plays behind ``play <card>`` (from hand) or ``play <card> <source>`` (from a card
    in play, :data:`AS_FROM_HAND`)."""
    slug = str(action.args[0])
    if len(action.args) < 2:
        card = card_of_slug(s, seat, slug)
        return plays_of(s, ctx, seat, card) if card is not None else []
    src = int(action.args[1])
    for uid, card, owner in from_elsewhere(s, seat):
        if uid == src and facts(card).slug == slug:
            plays = plays_of(s, ctx, seat, card)
            return [p._replace(source=src, owner=owner) for p in plays if may_play_from(s, src, p)]
    return []


def card_moments(cd: CardDef) -> frozenset[str]:
    """Every moment at which some use of the card could fit (:func:`moment_fits` is then asked);
    kept per card definition."""
    hit = _MOMENTS.get(id(cd))
    if hit is not None and hit[0] is cd:
        return hit[1]
    out: set[str] = set()
    for use in cd.uses:
        if use.as_ in ACTION_TYPES:
            out.add("minion")
            continue
        out |= moments_of(use)
        if "announce" in moments_of(use):
            out.add("A")
    _MOMENTS[id(cd)] = (cd, frozenset(out))
    return _MOMENTS[id(cd)][1]


_MOMENTS: dict[int, tuple[CardDef, frozenset[str]]] = {}


def plays_of_lazy(s: VTESState, ctx: Ctx, seat: int, card: int) -> Iterator[Play]:
    cd = CARDS[card]
    for i, use in enumerate(cd.uses):
        if not moment_fits(use, ctx):
            continue
        for uid in players_of(s, ctx, seat, use):
            if use_ok(s, ctx, seat, uid, card, cd, use):
                yield from _complete(s, ctx, seat, uid, card, i, use)


def _any(it: Iterator[Any]) -> bool:
    return next(it, None) is not None


# ---- abilities of cards in play and of minions' own text


def ability_sources(s: VTESState, seat: int, able: Collection[int] = ABILITIES) -> list[tuple[int, int]]:
    """(uid, card id) of every card in play with abilities (``ABILITIES``, or only the cards of
    ``able``) that ``seat`` may use: its cards in play, its minions' own texts and the cards on them,
    and cards any Methuselah may use; none that has lost its abilities for now
    (``hooks.ABILITIES_LOST``)."""
    out = _ability_sources(s, seat, able)
    if ABILITIES_LOST and out and active(s, ABILITIES_LOST):  # a rule that may apply at this table
        return [(uid, card) for uid, card in out if not abilities_lost(s, uid)]
    return out


def _ability_sources(s: VTESState, seat: int, able: Collection[int]) -> list[tuple[int, int]]:
    placed = s.placed
    out = [(uid, placed[uid].card) for uid in s.inplay[seat] if placed[uid].card in able]
    mine = _own_minions(s, seat, able, out)
    out_of_play = ops.contested_uids(s)  # VT-CONT-02: a contested card is out of play
    for uid, pl in placed.items():
        if pl.card not in able or uid in mine or uid in out_of_play:
            continue
        if pl.controller == seat and pl.host >= 0:
            out.append((uid, pl.card))  # your card on another Methuselah's minion (VT-CARD-33)
        elif pl.controller != seat and pl.card in ANYONE:
            out.append((uid, pl.card))
    # another Methuselah's minion any Methuselah may use ("... can steal Vivienne"); ANYONE is in ABILITIES
    anyone = ANYONE if able is ABILITIES else [c for c in able if c in ANYONE]
    if anyone:
        minions = s.minions
        out += [
            (uid, minions[uid].card)
            for t in range(s.players)
            if t != seat
            for uid in s.ready[t]
            if minions[uid].card in anyone
        ]
    return out


def _own_minions(s: VTESState, seat: int, able: Container[int], out: list[tuple[int, int]]) -> set[int]:
    """Add the seat's minions (ready and in torpor) and the cards on them to ``out``; the uids of
    those cards."""
    placed, minions = s.placed, s.minions
    mine: set[int] = set()
    for zone in (s.ready[seat], s.torpor[seat]):
        for uid in zone:
            m = minions[uid]
            if m.card in able:
                out.append((uid, m.card))
            for p in m.cards:
                pl = placed.get(p)
                if pl is not None:
                    mine.add(p)
                    if pl.card in able:
                        out.append((p, pl.card))
    return mine


ANYONE: set[int] = set()  # cards with an ability any Methuselah may use (filled by effects)


def has_abilities(s: VTESState, seat: int, moments: frozenset[str]) -> bool:
    """Whether ``seat`` has a card in play (or a minion) with an ability usable at one of ``moments``
    (public facts: whether it could act in a window)."""
    able = able_cards(s, moments, lambda ab: bool(ab.moments & moments))
    if not able:
        return False
    for _src, card in ability_sources(s, seat, able):
        for ab in ABILITIES.get(card, ()):
            if ab.moments & moments:
                return True
    return False


def able_cards(s: VTESState, key: Any, test: Callable[[Ability], bool]) -> frozenset[int]:
    """The cards at the table (``hooks.on_table``) with an ability passing ``test`` (named by
    ``key``): no other card can be a source of such an ability, so a window where none is at the
    table skips the search of sources. Kept per table (an ability registered later makes a new
    count of ``hooks.abilities_added``)."""
    at = s.table_  # table_of(s), its common answer read inline (asked at every window)
    if at is not None and at[0] == s.next_uid and at[1] == len(s.placed) and at[2] == len(s.minions):
        table: Table = at[3]
    else:
        table = table_of(s)
    hit = table.able.get(key)
    if hit is None or hit[0] != abilities_added[0]:
        hit = table.able[key] = (abilities_added[0], table.cards & _able_anywhere(key, test))
    return hit[1]


def _able_anywhere(key: Any, test: Callable[[Ability], bool]) -> frozenset[int]:
    """Every card with an ability passing ``test`` (named by ``key``), kept while no ability is
    registered: a new table reads its cards among them."""
    hit = _able.get(key)
    if hit is None or hit[0] != abilities_added[0]:
        cards = frozenset(c for c, abs_ in ABILITIES.items() if any(test(ab) for ab in abs_))
        hit = _able[key] = (abilities_added[0], cards)
    return hit[1]


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_able: dict[Any, tuple[int, frozenset[int]]] = {}


def fits_moment(ab: Ability, moment: str) -> bool:
    """Whether an ability may be usable at ``moment`` (what :func:`ability_ok` asks of the moment,
    the action being open to announcements left to it)."""
    if ab.action is not None:
        return moment == "minion"
    return moment in ab.moments or (moment == "A" and "announce" in ab.moments)


def deck_may_hold(s: VTESState, seat: int, test: Any) -> bool:
    """Whether ``seat``'s deck could hold a card passing ``test``: a private deck could; a public
    (preconstructed) deck is known."""
    if not s.public_decks[seat]:
        return True
    deck = s.decks[seat]
    key = (id(deck), test)
    hit = _HOLDS.get(key)
    if hit is None or hit[0] is not deck:
        hit = _HOLDS[key] = (deck, any(test(c.id) for c, _ in deck.library))
    return hit[1]


_HOLDS: dict[tuple[int, Any], tuple[Any, bool]] = {}  # a deck's answer to a test, kept with the deck


def ability_plays_of(s: VTESState, ctx: Ctx, seat: int, src: int, n: int) -> list[Play]:
    card = s.minions[src].card if src in s.minions else s.placed[src].card
    abilities = ABILITIES.get(card, ())
    if not 0 <= n < len(abilities):
        return []
    return list(_ability_plays(s, ctx, seat, src, card, n, abilities[n]))


def _ability_plays(s: VTESState, ctx: Ctx, seat: int, src: int, card: int, n: int, ab: Ability) -> Iterator[Play]:
    if not ability_ok(s, ctx, seat, src, ab):
        return
    for by in ability_users(s, ctx, seat, src, ab):
        if ab.when is not None and not ab.when(s, ctx, seat, src if by < 0 else by):
            continue
        if ab.action is not None and ("nra-ability", by, src, n) in s.marks:
            continue  # VT-MIN-08: an action a card provides, once per minion per turn
        here = Ctx(ctx.moment, ctx.action, ctx.combat, ctx.referendum, ctx.window, ctx.played, by)  # ctx, by ``by``
        targets: Iterable[tuple[Any, ...]] = ((),) if ab.targets is None else ab.targets(s, here, seat, src)
        for t in targets:
            p = Play(seat, -1, n, src, by, t, 0)
            if targets_allowed(s, here, p):
                yield p


def ability_ok(s: VTESState, ctx: Ctx, seat: int, src: int, ab: Ability) -> bool:
    if ab.action is not None:
        if ctx.moment != "minion":
            return False
    elif ctx.moment not in ab.moments and not (
        ctx.moment == "A" and "announce" in ab.moments and ctx.action is not None and ctx.action.announce_open
    ):
        return False
    if not user_ok(s, seat, src, ab):
        return False
    if ab.lock and ops.is_locked(s, src):
        return False
    if ab.once and once_key(s, ctx, ab, src) in s.marks:
        return False
    return not (ab.needs and not needed(s, ctx, ab.needs))


def user_ok(s: VTESState, seat: int, src: int, ab: Ability) -> bool:
    """Who may use an ability: the card's controller, the controller of the minion it is on, anyone."""
    if ab.user == "any":
        return True
    if ab.user == "host":
        pl = s.placed.get(src)
        return pl is not None and pl.host >= 0 and s.controller(pl.host) == seat
    return s.controller(src) == seat


def ability_users(s: VTESState, ctx: Ctx, seat: int, src: int, ab: Ability) -> Iterator[int]:
    """Who uses it: the Methuselah (-1), the minion whose text it is, or (actions, "by minion")
    a ready unlocked minion of the seat."""
    if ab.action is not None:
        if ab.by == "self":
            if src in s.minions and may_act(s, seat, src):
                yield src  # VT-ACT-22: an ally recruited this turn does not act
            return
        host = s.placed[src].host if src in s.placed else -1
        for uid in acting_minions(s, seat):
            if ab.by != "host" or uid == host:
                yield uid
        return
    if ab.by == "self":
        yield src
    else:
        yield -1


def once_key(s: VTESState, ctx: Ctx, ab: Ability, src: int) -> tuple[Any, ...]:
    scope: Any = s.turn
    if ab.once == "combat" and ctx.combat is not None:
        scope = ("combat", id_of(ctx.combat))
    elif ab.once == "round" and ctx.combat is not None:
        scope = ("round", id_of(ctx.combat), ctx.combat.round)
    elif ab.once == "action" and ctx.action is not None:
        scope = ("action", ctx.action.serial)
    return ("once", src, ab.name, scope)


def id_of(frame: Any) -> int:
    return int(getattr(frame, "serial", 0))


def ability_actions(s: VTESState, ctx: Ctx, seat: int) -> list[Action]:
    """``use <source> <n>`` for each ability the seat may use now (a list, as :func:`hand_plays`)."""
    moment = ctx.moment
    able = able_cards(s, ("at", moment), lambda ab: fits_moment(ab, moment))
    if not able:
        return []
    out: list[Action] = []
    for src, card in ability_sources(s, seat, able):
        abilities = ABILITIES.get(card)
        if not abilities:
            continue
        for n, ab in enumerate(abilities):
            if _any(_ability_plays(s, ctx, seat, src, card, n, ab)):
                out.append(use_action(src, n + 1))
    return out


def window_plays(s: VTESState, window: Window, seat: int, why: Why | None) -> Iterator[Action]:
    """``play <card>`` and ``use <source> <n>`` for everything the seat may play in this window."""
    ctx = context(s, window)
    if why is None and s.opts.get("rules") != "assisted":  # the legal actions: no generator built
        out = hand_plays(s, ctx, seat)
        out += ability_actions(s, ctx, seat)
        return iter(out)
    return _window_plays(s, ctx, seat, why)


def _window_plays(s: VTESState, ctx: Ctx, seat: int, why: Why | None) -> Iterator[Action]:
    yield from hand_plays(s, ctx, seat)
    yield from ability_actions(s, ctx, seat)
    if s.opts.get("rules") == "assisted":
        yield from assist_plays(s, ctx, seat)
    if why is not None:
        explain(s, ctx, seat, why)


def explain(s: VTESState, ctx: Ctx, seat: int, why: Why) -> None:
    a = why.target
    if a.verb == "play" and len(a.args) > 1:
        why.no(a, N_("That card is not on a card you may play it from now."))
    elif a.verb == "play" and a.args:
        card = card_of_slug(s, seat, str(a.args[0]))
        why.no(a, refusal(s, ctx, seat, card, str(a.args[0])))
    elif a.verb == "use":
        why.no(a, N_("That card or minion has no ability you may use now."))


def refusal(s: VTESState, ctx: Ctx, seat: int, card: int | None, slug: str) -> str:
    """Why a card cannot be played now, from the same checks as :func:`plays_of`."""
    if card is None:
        return gettext("You have no card '{card}' in your hand.").format(card=slug)
    f = facts(card)
    cd = CARDS.get(card)
    if cd is None:
        return gettext("{card}'s effect is not implemented, so it cannot be played in enforced mode.").format(
            card=f.name
        )
    if not any(moment_fits(u, ctx) for u in cd.uses):
        return gettext("{card} cannot be played now: {timing}").format(card=f.name, timing=_timing(cd))
    for use in cd.uses:
        if not moment_fits(use, ctx):
            continue
        for uid in players_of(s, ctx, seat, use):
            reason = requirement_refusal(s, ctx, seat, uid, card, cd, use)
            if reason:
                return reason
    return gettext(
        "None of your minions can play {card} now: its requirements, cost, timing or targets are not met (VT-CARD-22 to VT-CARD-28)."
    ).format(card=f.name)


def requirement_refusal(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, cd: CardDef, use: Use) -> str:
    """The first requirement a player fails for this use, in words ('' if none is failed)."""
    f = facts(card)
    if not level_ok(s, uid, use):
        return ""
    if not clan_ok(s, seat, uid, cd, f):
        return gettext("{card} requires a {clans} vampire (VT-CARD-05).").format(card=f.name, clans="/".join(f.clans))
    if not requires_met(s, ctx, seat, uid, cd):
        return gettext("{card}: {requirement} (VT-CARD-22).").format(
            card=f.name, requirement=cd.requires_text or gettext("its requirement is not met")
        )
    return once_refusal(s, ctx, seat, uid, card, use)


def once_refusal(s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, use: Use) -> str:
    """Why :func:`once_ok` refuses, in words."""
    if once_ok(s, ctx, seat, uid, card, use):
        return ""
    name = facts(card).name
    kind = use.as_
    if kind == MASTER:
        return gettext("You have no master phase action left (VT-MAST-01, VT-CARD-32).")
    if kind == EVENT:
        return gettext(
            "An event needs a discard phase action, one event a discard phase, each event once a game (VT-DISC-03, VT-CARD-62)."
        )
    if kind == OOT:
        return gettext(
            "An out-of-turn master card is played only in another Methuselah's turn, one until your next master phase (VT-CARD-43, VT-CARD-44)."
        )
    if kind in (MODIFIER, REACTION) and use.limited == "bleed":
        return gettext("Another card already raised the bleed amount this action: (limited) (VT-ACT-12).")
    if kind in (MODIFIER, REACTION):
        return gettext("This minion already played {card} this action (VT-CARD-48, VT-CARD-51).").format(card=name)
    if kind == POLITICAL:
        return gettext("A vampire takes at most one political action each turn (VT-ACT-24).")
    return gettext("This minion already took an action with {card} this turn (VT-MIN-07).").format(card=name)


#: When each kind of card is played, in the rulebook's words, and the clause that says so (besides
#: VT-CARD-13, which every refusal of this kind cites).
WHEN_PLAYED: dict[str, tuple[str, str]] = {
    MASTER: (N_("a master card is played in your master phase"), "VT-MAST-01"),
    OOT: (N_("an out-of-turn master card is played during another Methuselah's turn"), "VT-CARD-43"),
    ACTION: (N_("an action card is played by one of your ready minions as its action in your minion phase"), ""),
    MODIFIER: (N_("an action modifier is played by your acting minion during its action"), ""),
    REACTION: (N_("a reaction card is played by one of your ready minions during another Methuselah's action"), ""),
    COMBAT: (N_("a combat card is played by a minion in combat"), ""),
    POLITICAL: (N_("a political action card is played by a vampire as its action"), ""),
    ALLY: (N_("an ally is recruited by a minion as its action"), ""),
    EQUIPMENT: (N_("equipment is equipped by a minion as its action"), ""),
    RETAINER: (N_("a retainer is employed by a minion as its action"), ""),
    EVENT: (N_("an event is played in your discard phase"), ""),
}


def _timing(cd: CardDef) -> str:
    kinds = sorted({u.as_ for u in cd.uses})
    known = [WHEN_PLAYED.get(k, (f"a {k} card is played at its own time", "")) for k in kinds]
    clauses = ", ".join(["VT-CARD-13", *(c for _, c in known if c)])
    return "; ".join(gettext(words) for words, _ in known) + f" ({clauses})."


# ------------------------------------------------------------------------ the pending play


STEP_NAMES = ("by", "mode", "target", "x")


class PendingPlay(Frame):
    """A play chosen by its card (or ability), completed by a few sub-choices; ``back`` withdraws it.

    ``plays`` are the complete legal plays it may become; each step narrows them. Nothing changes
    in the game until the play is complete (then :func:`commit`)."""

    __slots__ = ("plays", "chosen", "title", "purpose", "withdrawn", "asked")

    window = None

    def __init__(self, seat: int, title: str, plays: tuple[Play, ...]) -> None:
        super().__init__(seat)
        self.title = title
        self.plays = plays
        self.chosen: tuple[tuple[str, int, Any], ...] = ()  # (step, target slot, value)
        self.purpose = "play"  # "play": commit the play; "terms": a referendum's terms
        self.withdrawn = False
        self.asked: frozenset[str] = frozenset()  # steps asked even with one value (:func:`steps_asked`)

    def held(self) -> tuple[tuple[int, int], ...]:
        """(owner, card): a political action card while its terms are chosen (VT-REF-03)."""
        if self.purpose != "terms" or not self.plays or self.plays[0].card < 0:
            return ()
        return ((card_owner(self.plays[0]), self.plays[0].card),)

    def next_step(self) -> tuple[str, int, list[Any]]:
        """The next step to ask: (name, target slot, values). A step with one value is taken for the
        player, unless it is one of ``asked`` (a play choosing among cards of the hand)."""
        left = self._filter()
        done = {(st, k) for st, k, _ in self.chosen}
        for name in ("by", "mode"):
            if (name, 0) in done:
                continue
            values = _distinct(step_value(p, name, 0) for p in left)
            if len(values) > 1 or (values and name in self.asked):
                return name, 0, values
        width = max((len(p.targets) for p in left), default=0)
        for k in range(width):
            if ("target", k) in done:
                continue
            values = _distinct(p.targets[k] for p in left if len(p.targets) > k)
            if len(values) > 1 or (values and "target" in self.asked):
                return "target", k, values
        if ("x", 0) not in done:
            values = _distinct(p.x for p in left)
            if len(values) > 1:
                return "x", 0, values
        return "", 0, []

    def _filter(self) -> list[Play]:
        out = list(self.plays)
        for step, k, value in self.chosen:
            out = [p for p in out if step_value(p, step, k) == value]
        return out

    def prompt(self, state: VTESState) -> str:
        name, _k, _ = self.next_step()
        return prompts.ask(prompts.PLAY_STEP[name], title=self.title)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        name, _, values = self.next_step()
        for v in values:
            yield step_action(name, v)
        if self.purpose == "play":
            yield BACK

    def run(self, state: VTESState) -> None:  # nothing left to choose
        state.finish(self)
        left = self._filter()
        if not left:
            return
        if self.purpose == "terms":
            from .politics import terms_chosen

            terms_chosen(state, left[0])
        else:
            commit(state, left[0])

    def resolve(self, state: VTESState, action: Action) -> None:
        state._legal = None
        if action == BACK:
            self.withdrawn = True
            state.finish(self)
            return
        name, k, _ = self.next_step()
        value = action.args[0]
        if name == "target" and isinstance(value, str) and value.isdigit():
            value = int(value)
        self.chosen = (*self.chosen, (name, k, value))
        _nxt, _, values = self.next_step()
        if not values:
            self.seat = None  # complete: commit on the next automatic step

    def shown(self, state: VTESState, action: Action) -> str:
        """The steps of a play being chosen are private; a referendum's terms are public."""
        if self.purpose != "play":
            return str(action)
        return "takes the play back" if action == BACK else CHOOSING

    def public_prompt(self, state: VTESState) -> str:
        """What the others see: a play is shown once it is complete (VT-CARD-15); until then its
        player may take it back."""
        if self.purpose != "play" or self.seat is None:
            return self.prompt(state)
        return prompts.ask(prompts.CHOOSING, seat=state.seat_name(self.seat))

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        if seat is not None and seat != self.seat and self.purpose == "play":
            return {"pending": N_("a play being chosen"), "seat": self.seat}
        if seat is not None and seat != self.seat:
            return {"pending": self.title, "seat": self.seat}
        return {"pending": self.title, "seat": self.seat, "chosen": [f"{a} {b}" for a, _k, b in self.chosen]}


def _distinct(values: Iterable[Any]) -> list[Any]:
    out: list[Any] = []
    for v in values:
        if v not in out:
            out.append(v)
    return out


def step_value(p: Play, step: str, k: int) -> Any:
    if step == "by":
        return p.by
    if step == "mode":
        return mode_key(p)
    if step == "x":
        return p.x
    return p.targets[k] if len(p.targets) > k else None


def mode_key(p: Play) -> str:
    if p.card >= 0:
        return CARDS[p.card].uses[p.use].key
    return "use"


@cache
def step_action(name: str, value: Any) -> Action:
    return Action(name, (value,))


def steps_asked(s: VTESState, ctx: Ctx | None, seat: int, plays: list[Play]) -> frozenset[str]:
    """The steps of a play choosing among cards of its player's hand (:func:`chooses_in_hand`) asked
    even when one value is left, so that how many steps the others see ("chooses a play") follows
    from the card, which they will see, and the table, never from the hand (VT-SETUP-12): its targets;
    its minion when the table has more than one who could play it; its mode when more than one mode
    fits the moment and a minion's disciplines."""
    if not any(chooses_in_hand(s, p) for p in plays):
        return frozenset()
    card = plays[0].card
    if card < 0 or ctx is None:  # an ability: its minion and its mode are its own
        return frozenset(("target",))
    uses = [u for u in CARDS[card].uses if moment_fits(u, ctx)]
    asked = {"target"}
    if len({uid for u in uses for uid in players_of(s, ctx, seat, u)}) > 1:
        asked.add("by")
    if sum(1 for u in uses if any(level_ok(s, uid, u) for uid in players_of(s, ctx, seat, u))) > 1:
        asked.add("mode")
    return frozenset(asked)


def start_play(s: VTESState, seat: int, title: str, plays: list[Play], ctx: Ctx | None = None) -> None:
    """Push a pending play (or commit at once when nothing is left to choose)."""
    frame = PendingPlay(seat, title, tuple(plays))
    frame.asked = steps_asked(s, ctx, seat, plays)
    if not frame.next_step()[2]:
        frame.seat = None
    s.push(frame)


def play_from_window(s: VTESState, window: Window, seat: int, action: Action) -> bool:
    """Resolve ``play <card>`` or ``use <source> <n>``: start its pending play. False if it is not one."""
    ctx = context(s, window)
    if action.verb in ("assist", "assist-text"):
        if action.verb == "assist":
            assist.start(s, ctx, seat, str(action.args[0]))
        else:
            s.push(assist.Statement(seat, -1, int(action.args[0])))
        return True
    if action.verb == "play":
        plays = action_plays(s, ctx, seat, action)
        assert plays
        start_play(s, seat, facts(plays[0].card).name, plays, ctx)
        return True
    if action.verb == "use":
        src, n = int(action.args[0]), int(action.args[1]) - 1
        plays = ability_plays_of(s, ctx, seat, src, n)
        card = s.minions[src].card if src in s.minions else s.placed[src].card
        start_play(s, seat, f"{facts(card).name}: {ABILITIES[card][n].name}", plays, ctx)
        return True
    return False


# ------------------------------------------------------------------------ committing a play


def commit(s: VTESState, p: Play) -> None:
    """The play is complete: the card is shown and leaves the hand (VT-CARD-15), its as-played
    window opens if anybody could cancel it (VT-CARD-17), then it resolves (:class:`Resolve`)."""
    if p.card < 0:
        use_ability(s, p)
        return
    cd = CARDS[p.card]
    use = cd.uses[p.use]
    if p.source >= 0:  # from the card in play holding it (AS_FROM_HAND)
        ops.unhold(s, p.source, p.card)
    else:
        ops.take_from_hand(s, p.seat, p.card)
    bookkeeping(s, p, use)
    ops.fire(s, "card-played", {"play": p})  # played, even if then cancelled (RBK cancel-a-card)
    who = ops.who(s, p.seat) if p.by < 0 else ops.label(s, p.by)
    if use.text:
        ops.say(s, N_("{seat} plays {card} ({text})."), seat=who, card=cd.name, text=use.text)
    else:
        ops.say(s, N_("{seat} plays {card}."), seat=who, card=cd.name)
    if isinstance(use.targets, FromHand):
        name_from_hand(s, p)
    frame = Resolve(p)
    s.push(frame)
    AS_PLAYED = late.core().AS_PLAYED
    AUTO_CANCELS = late.core().AUTO_CANCELS

    hit = next((r for f in AUTO_CANCELS if (r := f(s, p, use))), False)
    if hit:  # cancelled at once by a card in play, cost unpaid (or paid: core.PAID)
        frame.cancelled = True
        frame.unpaid = hit != "paid"
        return
    open_as_played(s, p, cd, use)
    own_cancel = AS_PLAYED.get(p.card)
    if own_cancel is not None:
        own_cancel(s, p, use)  # the card's own cancel clause, asked as it is played


def used_disciplines(s: VTESState, uid: int, use: Use) -> None:
    """Remember, for the action in progress, the Disciplines ``uid`` used to play cards (even a card
    then cancelled: ANK 20220411)."""
    key = ("this-action", "disciplines", uid)
    s.marks[key] = s.marks.get(key, frozenset()) | {code for code, _ in use.disc}


def bookkeeping(s: VTESState, p: Play, use: Use) -> None:
    """Marks for the once-per rules (VT-CARD-48, VT-CARD-51, VT-MIN-07, VT-ACT-24, VT-CARD-43)."""
    current_action = late.actions().current_action

    a = current_action(s)
    if use.as_ in (MODIFIER, REACTION) and a is not None:
        a.used = (*a.used, (p.by, p.card))
        if not (use.moments and use.moments <= frozenset(("announce",))):
            a.announce_open = False
        if use.limited == "bleed":
            a.bleed_limited = True
    if use.disc and a is not None:  # the Disciplines a minion used to play cards this action (Dabbler)
        used_disciplines(s, p.by, use)
    if use.as_ in ACTION_TYPES:
        s.marks[("nra", p.by, facts(p.card).slug)] = True
        if use.as_ == POLITICAL:
            s.marks[("political", p.by)] = True
    if use.as_ == OOT:
        s.game_marks[("oot", p.seat)] = True  # VT-CARD-42, VT-CARD-43
    if use.as_ == MASTER:
        s.phase_actions -= 1  # VT-CARD-32
    if use.as_ == EVENT:  # a discard phase action (VT-DISC-03)
        s.phase_actions -= 1
        s.marks[("event-phase", s.turn)] = True
        s.game_marks[("event", facts(p.card).slug)] = True


def open_as_played(s: VTESState, p: Play, cd: CardDef, use: Use) -> None:
    """VT-CARD-17: while a card is played, cancel-as-played effects may be used; the window is
    opened when some Methuselah could (public facts)."""
    can_cancel = late.core().can_cancel

    acting = s.current
    ousted = s.ousted_on
    seats = [t for t in range(s.players) if t != p.seat and ousted[t] == 0 and can_cancel(s, t, p, cd, use)]
    if seats:
        s.push(AsPlayed(acting, p, tuple(seats)))


def use_ability(s: VTESState, p: Play) -> None:
    """An ability is used: its cost (locking the card) is paid, then its effect applies, or its
    action is announced."""
    card = s.minions[p.source].card if p.source in s.minions else s.placed[p.source].card
    ab = ABILITIES[card][p.use]
    if ab.lock:
        ops.lock(s, p.source)
    if ab.once:
        Combat = late.combat().Combat

        ctx = Ctx("", current_action_of(s), find_frame(s, Combat))
        s.marks[once_key(s, ctx, ab, p.source)] = True
    ops.say(s, N_("{seat} uses {card}: {name}."), seat=ops.who(s, p.seat), card=facts(card).name, name=ab.name)
    if isinstance(ab.targets, FromHand):
        name_from_hand(s, p)
    if ab.action is not None:
        announce_ability = late.actions().announce_ability

        announce_ability(s, p, ab)
        return
    ab.effect(s, p)


def current_action_of(s: VTESState) -> Any:
    current_action = late.actions().current_action

    return current_action(s)


class Resolve(Frame):
    """A card played from hand resolves, after its as-played window (VT-CARD-15 to VT-CARD-18)."""

    __slots__ = ("p", "cancelled", "unpaid", "offered")

    def __init__(self, p: Play) -> None:
        super().__init__(None)
        self.p = p
        self.cancelled = False
        self.unpaid = False
        self.offered = False  # the optional cost reducers were offered (VT-CARD-27)

    def held(self) -> tuple[tuple[int, int], ...]:
        """(owner, card): the card out of the hand and not yet resolved (VT-CARD-15)."""
        return ((card_owner(self.p), self.p.card),) if self.p.card >= 0 else ()

    def run(self, state: VTESState) -> None:
        s = state
        p = self.p
        use = CARDS[p.card].uses[p.use]
        if not self.offered and not self.cancelled:
            self.offered = True
            if offer_reducers(s, p, use):
                return  # asked first; the card resolves after the answer
        s.finish(self)
        if p.source < 0:  # a card played from a card in play replaces nothing (AS_FROM_HAND)
            replace_played(s, p.seat, p.card, use, self.cancelled, p)
        note_disciplines(s, p, use)
        if self.cancelled:  # VT-TERM-16 to VT-TERM-18
            cancelled(s, p, use, self.unpaid)
            return
        if use.as_ in ACTION_TYPES:
            announce_card = late.actions().announce_card

            announce_card(s, p, use)
            return
        take_effect(s, p, use, paying=True)
        if use.as_ in (MASTER, OOT) and "trifle" in CARDS[p.card].kinds:
            trifle(s, p)
        if use.as_ in (MASTER, OOT):
            ops.fire(s, "master-played", {"play": p})


#: ``("this-action", PLAYED_DISC, minion, discipline)``: the minion played a card requiring it this action.
PLAYED_DISC = "played-disc"


def note_disciplines(s: VTESState, p: Play, use: Use) -> None:
    """ "A vampire who has played a card that requires Auspex during this action" (Ossian): the
    disciplines each minion's cards played during an action required, kept until the action ends."""
    current_action = late.actions().current_action

    if use.disc and p.by >= 0 and current_action(s) is not None:
        for code, _ in use.disc:
            s.marks[("this-action", PLAYED_DISC, p.by, code)] = True


def offer_reducers(s: VTESState, p: Play, use: Use) -> bool:
    """VT-CARD-27: the optional cost reducers for this play are offered as it resolves (not if it was
    cancelled); the one chosen is used when its cost is paid (at once, or on the action's success),
    and not at all if the cost never is. Returns whether a question was asked."""
    cost_reducers = late.core().cost_reducers

    offered = cost_reducers(s, p, use)
    if not offered:
        return False
    needed = reducer_needed(s, p, use)
    if needed:  # only a reducer that makes it affordable, and no declining
        blood, pool = cost_of(s, p.card, p.x)
        more_b, more_p = extra_costs(s, Ctx("", None), p.seat, p.by, p.card, use)
        offered = [r for r in offered if affordable(s, p.seat, p.by, blood + more_b - r.blood, pool + more_p - r.pool)]
        if not offered:
            return False
    choices = [Action("choose", (r.source,)) for r in offered] + ([] if needed else [Action("decline")])
    reducers = ", ".join(ops.label(s, r.source) for r in offered)
    question = said(N_("{card}: use a cost reducer ({reducers})?"), card=facts(p.card).name, reducers=reducers)
    s.push(Ask(p.seat, question, choices, _reducer_chosen, (p, tuple(offered))))
    return True


def _reducer_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    p, offered = args
    if action.verb == "choose":
        s.marks[reducer_key(p)] = next(r for r in offered if r.source == action.args[0])


def reducer_key(p: Play) -> tuple[Any, ...]:
    """Where the chosen reducer waits for the payment: it lasts until the end of the action at most."""
    return ("this-action", "reducer", p)


def take_effect(s: VTESState, p: Play, use: Use, paying: bool = False, act: bool = True) -> None:
    """Pay (``paying``), apply the card's effect (``act``), then the card goes to its owner's ash heap
    (VT-CARD-15) unless the effect keeps it in play; also when paying or the effect ends the game."""
    s.marks.pop("card-stays", None)
    try:
        if paying and act and use.effect is not None and pays_with_gain(use):  # "pay the cost as you gain pool":
            use.effect(s, p)  # not ousted in between (LSJ 20020620, LSJ 20080612)
            pay(s, p, use)
            return
        if paying:
            pay(s, p, use)
        if act and use.effect is not None:
            use.effect(s, p)
    finally:
        ops.played_card_done(s, p.seat, p.card, p.owner, stays=s.marks.pop("card-stays", False))


def pays_with_gain(use: Use) -> bool:
    """A master card whose effect is to gain pool: its pool cost is paid as the pool is gained."""
    gives_of = late.prims().gives_of

    return use.as_ in (MASTER, OOT) and use.effect is not None and "gain-pool" in gives_of(use.effect).tags


def card_owner(p: Play) -> int:
    """The owner of the card played: its player, or the owner of a card played from a card in play."""
    return p.owner if p.owner >= 0 else p.seat


def trifle(s: VTESState, p: Play) -> None:
    """VT-CARD-35, VT-CARD-36: a trifle played successfully in your master phase gives +1 master phase
    action, at most one such action per master phase; an out-of-turn trifle gives it in your next
    master phase (``phases.master_actions``)."""
    if p.seat != s.current:
        s.game_marks[(TRIFLE_NEXT, p.seat)] = True
        return
    if ("trifle", s.turn) not in s.marks:
        s.marks[("trifle", s.turn)] = True
        s.phase_actions += 1


#: An out-of-turn trifle's master phase action, waiting for its player's next master phase (VT-CARD-35).
TRIFLE_NEXT = "trifle-next"


def pay(s: VTESState, p: Play, use: Use) -> None:
    """Pay the card's cost (VT-CARD-24, VT-CARD-25, VT-RES-05), less the cost reducer chosen for it
    (VT-CARD-27), whose own cost is then paid."""
    current_action = late.actions().current_action

    blood, pool = cost_of(s, p.card, p.x)
    if s.marks:
        reducer = s.marks.pop(reducer_key(p), None)
        if reducer is not None:
            blood, pool = use_reducer(s, p, reducer, blood, pool)
    ctx = Ctx("", current_action(s))
    more_b, more_p = extra_costs(s, ctx, p.seat, p.by, p.card, use)
    if p.targets:  # costs added by what the card targets (Secure Haven)
        target_costs = late.core().target_costs

        tb, tp = target_costs(s, p, use)
        more_b, more_p = more_b + tb, more_p + tp
    if blood + more_b and p.by >= 0 and p.by in s.minions:
        ops.burn_blood(s, p.by, blood + more_b)
    if pool + more_p:
        ops.burn_pool(s, p.seat, pool + more_p)
    a = current_action(s)
    if use.as_ == REACTION and a is not None and "next-reaction+1" in a.flags:
        a.flags = a.flags - {"next-reaction+1"}  # "the next reaction card played this action"


def use_reducer(s: VTESState, p: Play, reducer: Any, blood: int, pool: int) -> tuple[int, int]:
    """Apply a cost reducer (VT-CARD-27): pay what using it costs, and lower the cost."""
    from .effects.core import REDUCER_COSTS

    fn = REDUCER_COSTS.get(reducer.key)
    if fn is not None:
        fn(s, p, reducer)
    ops.say(s, N_("{minion} reduces the cost of {card}."), minion=ops.label(s, reducer.source), card=facts(p.card).name)
    return max(0, blood - reducer.blood), max(0, pool - reducer.pool)


def cancelled(s: VTESState, p: Play, use: Use, unpaid: bool) -> None:
    """A cancelled card has no effect but counts as played (VT-TERM-16); an action card leaves the
    minion unlocked and is not paid (VT-TERM-17); other cards are still paid (VT-TERM-18) unless the
    canceller says otherwise."""
    ops.say(s, N_("{card} is cancelled."), card=facts(p.card).name)
    if use.as_ in ACTION_TYPES:
        unmark_action_card(s, p, use)
    elif not unpaid:
        pay(s, p, use)
    ops.played_card_done(s, p.seat, p.card, p.owner)
    ops.fire(s, "card-cancelled", {"play": p})  # in the ash heap (Victor Donaldson)


def unmark_action_card(s: VTESState, p: Play, use: Use) -> None:
    """VT-TERM-17: a cancelled action card was no action, so the minion may play it again: the
    once-per-turn marks its play set (VT-MIN-07, VT-ACT-24) are lifted (none existed before it)."""
    s.marks.pop(("nra", p.by, facts(p.card).slug), None)
    if use.as_ == POLITICAL:
        s.marks.pop(("political", p.by), None)


def replace_played(
    s: VTESState, seat: int, card: int, use: Use, cancelled: bool = False, p: Play | None = None
) -> None:
    """VT-CARD-18: replace the played card by a draw, unless its text delays it (VT-CARD-21); "as
    long as this card is in play" (``in-play``) delays nothing for a card cancelled as played."""
    PLAY_DELAYS = late.core().PLAY_DELAYS
    replacement_delay = late.core().replacement_delay

    delay = ("" if cancelled else use.delay) or replacement_delay(s, seat, card, use)  # LSJ 20080630
    if not delay and p is not None and PLAY_DELAYS:
        delay = next((d for f in PLAY_DELAYS if (d := f(s, p, use))), "")
    if delay and not (delay == IN_PLAY and cancelled):
        s.delayed[seat] = (*s.delayed[seat], (card, delay))
        return
    replacement = late.core().replacement

    if replacement(s, seat, card):
        ops.refill(s, seat)


def end_delays(s: VTESState, seat: int, until: str) -> None:
    """The delayed replacements that end now (``discard``, ``unlock`` phase, end of ``action``); a card
    that may be taken back from the ash heap instead (``core.TAKE_FROM_ASH``) is asked about first."""
    if not s.delayed[seat]:
        return  # none (asked for every Methuselah at the end of every action)
    kept = tuple(d for d in s.delayed[seat] if d[1] != until)
    if len(kept) != len(s.delayed[seat]):
        back = [c for c, d in s.delayed[seat] if d == until and c in TAKE_FROM_ASH and c in s.ash[seat]]
        back = [c for c in back if may_take_back(s, seat, c)]
        s.delayed[seat] = kept
        if back:
            ask_take_back(s, seat, back[0])
            return
        ops.refill(s, seat)


def may_take_back(s: VTESState, seat: int, card: int) -> bool:
    """Whether ``core.TAKE_FROM_ASH`` lets the card come back now ("if this minion is still ready": Roll)."""
    rule = TAKE_FROM_ASH[card]
    return rule(s, seat) if callable(rule) else bool(rule)


def ask_take_back(s: VTESState, seat: int, card: int) -> None:
    """ "If you would replace this card, instead you can take this card from your ash heap"."""

    question = said(N_("{card}: take it from your ash heap instead of drawing?"), card=facts(card).name)
    choices = [Action("choose", (facts(card).slug,)), Action("decline")]
    ask(s, seat, question, choices, _taken_back, (seat, card))


def _taken_back(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, card = args
    if action.verb == "choose" and card in s.ash[seat]:
        s.ash[seat].remove(card)
        s.hand[seat].append(card)
        ops.say(s, N_("{seat} takes {card} from their ash heap."), seat=s.seat_name(seat), card=facts(card).name)
    ops.refill(s, seat)


#: "Do not replace as long as this card is in play" (a ``delay``): ends when the card leaves play.
IN_PLAY = "in-play"


def end_in_play_delays(s: VTESState, info: dict[str, Any]) -> None:
    """VT-CARD-21: a card left play: its owner's replacement delayed "as long as this card is in play"
    ends (one for each copy no longer in play)."""
    card = int(info["card"])
    for seat in range(s.players):
        held = s.delayed[seat].count((card, IN_PLAY))
        if not held:
            continue
        still = sum(1 for pl in s.placed.values() if pl.card == card and pl.owner == seat)
        if held > still:
            kept = list(s.delayed[seat])
            for _ in range(held - still):
                kept.remove((card, IN_PLAY))
            s.delayed[seat] = tuple(kept)
            ops.refill(s, seat)


listen("card-burned", end_in_play_delays)


def stays(s: VTESState) -> None:
    """Called by an effect that put its own card in play: it does not go to the ash heap."""
    s.marks["card-stays"] = True


# ------------------------------------------------------------------------ the as-played window


class AsPlayed(Window):
    """VT-CARD-17: while a card is played, only cancel effects (and wake effects) are used."""

    __slots__ = ("played", "allowed")

    kind = "as-played"

    def __init__(self, acting: int, played: Play, allowed: tuple[int, ...]) -> None:
        super().__init__(acting)
        self.played = played
        self.allowed = allowed

    def moment(self, s: VTESState) -> str:
        return "as-played"

    def seats(self, s: VTESState) -> list[int]:
        return impulse_order(s, self.acting, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        return seat in self.allowed and s.in_game(seat)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        return window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def prompt(self, state: VTESState) -> str:
        return prompts.ask(prompts.AS_PLAYED, card=facts(self.played.card).name)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "asking": self.seat, "card": facts(self.played.card).name}


# ------------------------------------------------------------------------ a Methuselah being ousted


#: The moment of a card "only usable when a Methuselah is being ousted" (Life Boon).
OUSTING = "ousting"


@cache
def ousting_cards() -> frozenset[int]:
    """The cards with a use at the moment :data:`OUSTING` (kept while no card is registered)."""
    n = len(CARDS)
    cards = _OUSTING.get(n)
    if cards is None:
        _OUSTING.clear()
        cards = _OUSTING[n] = frozenset(c for c, cd in CARDS.items() if any(OUSTING in u.moments for u in cd.uses))
    return cards


_OUSTING: dict[int, frozenset[int]] = {}  # by the number of cards registered


def is_ousting_card(card: int) -> bool:
    """The one test "a card usable as a Methuselah is ousted" (``deck_may_hold`` keeps answers by test)."""
    return card in ousting_cards()


def may_save(s: VTESState, seat: int, target: int) -> bool:
    """Whether ``seat`` could play a card as ``target`` is being ousted (public facts): another
    Methuselah in the game with a card in hand, whose deck may hold such a card, that may play an
    out-of-turn master card now (VT-CARD-43)."""
    return (
        seat != target
        and s.in_game(seat)
        and bool(s.hand[seat])
        and seat != s.current
        and ("oot", seat) not in s.game_marks
        and deck_may_hold(s, seat, is_ousting_card)
    )


def ousting_window(s: VTESState, target: int) -> bool:
    """``ops.OUST_WINDOWS``: before ``target``, with no pool left, is ousted (VT-OUST-01), the
    Methuselahs who may play a card usable then are asked (:class:`Ousting`); True if the window opened.
    Their pool stays at 0 meanwhile, what they owe beyond it kept as a debt (:func:`pool_debt`)."""
    pending = ("being-ousted", target) in s.marks
    if not pending and (not ousting_cards() or not any(may_save(s, t, target) for t in s.remaining())):
        return False
    s.marks[("being-ousted", target)] = pool_debt(s, target) - s.pool[target]
    s.pool[target] = 0
    if not pending:
        s.push(Ousting(s.current, target))
    return True


def pool_debt(s: VTESState, target: int) -> int:
    """The pool a Methuselah being ousted owes beyond 0 (bled for more than they had): a card keeping
    them in the game gives at least this much and 1 more (RTR 19970630, ANK 20230817-2)."""
    return int(s.marks.get(("being-ousted", target), 0))


def being_ousted(s: VTESState, target: int) -> bool:
    """Whether ``target`` is being ousted, a window (:class:`Ousting`) open before it."""
    return ("being-ousted", target) in s.marks


ops.OUST_WINDOWS.append(ousting_window)


class Ousting(Window):
    """A Methuselah with no pool left is being ousted: the others may first play a card usable then
    ("give pool to a Methuselah with no pool to keep them in the game"); when every one has passed,
    the Methuselah is ousted unless their pool is above 0 again (VT-OUST-01)."""

    __slots__ = ("target",)

    kind = "ousting"

    def __init__(self, acting: int, target: int) -> None:
        super().__init__(acting)
        self.target = target

    def moment(self, s: VTESState) -> str:
        return OUSTING

    def could_act(self, s: VTESState, seat: int) -> bool:
        return may_save(s, seat, self.target) and s.pool[self.target] - pool_debt(s, self.target) <= 0

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        return window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def closed(self, s: VTESState) -> None:
        s.finish(self)
        debt = int(s.marks.pop(("being-ousted", self.target), 0))
        if s.in_game(self.target) and s.pool[self.target] - debt <= 0:
            ops.oust(s, [self.target])
        elif s.in_game(self.target):
            s.pool[self.target] -= debt

    def prompt(self, state: VTESState) -> str:
        return prompts.ask(prompts.OUSTING, seat=state.seat_name(self.target))

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "asking": self.seat, "ousting": self.target}


def cancel_played(s: VTESState, unpaid: bool = False) -> None:
    """Cancel the card being played (its Resolve frame is just below its as-played window)."""
    for f in reversed(s.stack):
        if isinstance(f, Resolve):
            f.cancelled = True
            f.unpaid = unpaid
            return


def being_played(s: VTESState) -> Play | None:
    for f in reversed(s.stack):
        if isinstance(f, AsPlayed):
            return f.played
    return None


PASSING = PASS
