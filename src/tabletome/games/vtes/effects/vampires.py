"""The texts of crypt cards: abilities, lasting changes and triggers of the vampires in the pool.

A static registered on a vampire's own card applies to that vampire (``src == uid``); an ability of
its own text is ``abilities(name, Ability(...))`` (``by="self"`` when the vampire itself does it);
a trigger is an ``event`` on its card (fired while it is ready or in torpor). Effects tied to the
action, the combat or the referendum in progress use the rules' registries (``core``); a mandatory
action other than the hunt (VT-MIN-04) is a ``core.MANDATORY`` entry.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations, combinations_with_replacement
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .. import hooks, ops
from ..actions import FREE_ANARCH, ability_course, card_course, current_action, must_hunt
from ..cards import load_cards
from ..combat import (
    AGG_AS_NORMAL,
    AGG_TAKEN,
    DAMAGE_ANY,
    DAMAGE_TAKEN,
    LESS_DAMAGE,
    LONG,
    MAY_NOT_STRIKE,
    STRIKE_BONUS,
    STRIKE_COSTS,
    Combat,
    PreventWindow,
    Strike,
    current_combat,
    damage_to,
    enter_combat,
    inflict,
    outsider_moment,
    strike_of,
)
from ..contests import CONTESTED_TITLE, TITLE_RULES, gain_title, title_key
from ..coverage import ability_text
from ..hooks import (
    ABILITIES,
    ABILITIES_LOST,
    ACTION_COSTS,
    ACTION_TYPES,
    AFTER_DRAW,
    CARDS,
    COMBAT,
    COVERAGE,
    DEFAULT_USE,
    EQUIPMENT,
    GEHENNA_IMMUNE,
    REACTION,
    VOTE_CHANGES,
    Ability,
    ActionSpec,
    Ctx,
    FromHand,
    Play,
)
from ..impulse import ask
from ..model import Facts, facts
from ..phases import InfluencePhase, MasterPhase
from ..play import PLAY_LEVEL, being_played, cancel_played, cost_of, extra_costs, use_action
from ..politics import BLOOD_HUNT, REFERENDUM_OPENS, TALLY_VOTES, current_referendum
from ..state import CENTRE, VTESState
from ..stats import IN_TORPOR_TOO, capacity, flagged, has_clan, is_anarch, is_merged, is_vampire, level, title, titled
from ..traits import NO_DIRECTED
from ..traits import has_trait as has_printed_trait
from . import core
from .vocab.action import (
    BURN_TO_UNLOCK,
    AllyRequiringFromAsh,
    AttemptBlock,
    Bleed,
    BlockCost,
    BlockerIntercept,
    BurnEdge,
    BurnEdgeTo,
    CannotBlockKind,
    EndAction,
    Intercept,
    Lock,
    MayBurnForIntercept,
    Redirect,
    ReduceBleed,
    StealPool,
    Stealth,
    Stun,
    UnblockableBy,
    Unlock,
    action_card,
    action_of,
    block_cost,
    hand_size_in_combat,
)
from .vocab.action import flag as action_flag
from .vocab.combat import (
    FIGHT,
    AdditionalStrike,
    CancelPlayed,
    CombatMod,
    EnterCombat,
    OnceEachCombat,
    OpenHandThisCombat,
    PlayedCard,
    Prevent,
    SetRange,
    WeaponFromHand,
    damage_to_your_other_minion,
    damage_with_retainers,
    frenzy_played_on,
    limited_free,
    once_each_combat_strike,
    own_damage_or_before,
    range_not_set,
    weapon_in_hand,
)
from .vocab.inplay import (
    AddBloodSaying,
    AffordsTargetCosts,
    BurnTargetCard,
    CardsInPlay,
    DuringAction,
    InCombatWith,
    KindGets,
    Locations,
    MandatoryPress,
    NoReplaceWhileActing,
    StealCard,
    YourMastersTargetingCostMore,
    const,
    each_combat,
    enter_combat_ability,
    hand_size_this_turn,
    is_action_play,
    is_haven,
    is_vehicle,
    of_its_own,
    own_minion_damaged,
    own_strikes,
)
from .vocab.inplay import named as named_card
from .vocab.kinds import (
    acting,
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    any_minion,
    below_superior,
    blood_at_least,
    blood_at_most,
    capacity_at_least,
    capacity_at_most,
    has_trait,
    in_sect,
    in_torpor,
    minion_is,
    not_kind,
    of_clan,
    vampire_trait,
    with_title,
)
from .vocab.minion import (
    RECRUITED_BY,
    ActionsAtCost,
    ActorIs,
    AddBlood,
    AfterDiablerizingOlder,
    AfterFirstRound,
    AggravatedFrom,
    AggravatedOn,
    AshToHand,
    BleedAgainstController,
    BleedAgainstControllerOfReady,
    BleedAgainstLocationController,
    BlockerBurnsBloodEvent,
    BlockerOf,
    BloodForStrike,
    BloodToTarget,
    BottomAndRedraw,
    BurnAfterPressWith,
    BurnBlood,
    BurnsUnlessHunted,
    BurnsWhenBlockedByOlder,
    BurnsWhenPredatorPasses,
    CannotBlockOlder,
    CannotBlockTitled,
    CannotPlayAs,
    CannotPlayRequiring,
    CannotPlayTypes,
    Cheaper,
    CombatCardsCostOpposing,
    CostsMoreRequiring,
    CountersOn,
    CryptTopFor,
    DamageEachOfPrey,
    DirectedActionsCost,
    DiscardChosen,
    DiscardWhenLeavingReady,
    DisciplineStrikesMore,
    DistributeAsEnters,
    DrawCards,
    DrawChosen,
    DrawWhenOthersPlayMaster,
    DrawWhenPlaying,
    EquipNamed,
    ExtraOnReplace,
    Fetch,
    FewerVotesWhileOthers,
    FirstStrikeAgainstYounger,
    GainPool,
    GainsIfAbstained,
    GainsWhenNeighbourBurned,
    GehennaImmune,
    GiveTitle,
    GunsMoreAtLongRange,
    HandCards,
    HandIntoLibrary,
    HandSizeThisTurn,
    HoldersOf,
    InterceptAgainst,
    InterceptAgainstActing,
    InterceptBlocking,
    KindLosesAbilitiesAround,
    LendsBleedWhenBleeding,
    LendsCheaper,
    LendsCheaperAllies,
    LimitedAdditionalFirstRound,
    LockFailedYoungerBlocker,
    LookAndDiscard,
    LookAtHand,
    LookAtHandIfBlockedByOlder,
    LookAtOpposingHand,
    MeleeWeaponsMore,
    MillAfterBleed,
    NamedEquipment,
    NeverTitled,
    NoUnlockAfterOwn,
    OpposingKindEachCombat,
    OpposingMayNotStrike,
    OpposingRetainersLoseAbilities,
    OwnActionWhileReady,
    OwnCards,
    PayPool,
    PerLocationYouControl,
    PhaseActions,
    PoolAfterOwnAction,
    PoolOrNoTransfers,
    PoolPerLocation,
    PoolWhenBurnedInCombat,
    PreyBloodToPool,
    RangedStrikesMore,
    ReactionsCostYoungerMore,
    ReceivesTitle,
    RemoveFromAsh,
    ReorderTop,
    RescueCost,
    RevealsTopAsPlays,
    SearchToHand,
    SourceGainsLife,
    SourceLosesBlood,
    SpendPhaseAction,
    StealBlood,
    StealMinion,
    StealthAgainstControlling,
    StealthOnCardsRequiring,
    StealthPlaying,
    StrikeAfterFirstRound,
    StrikeAgainstKind,
    StrikesAgainstCost,
    ToggleLock,
    TypesCostMore,
    UnblockableByCorrupted,
    UnlockAtDiscardAfter,
    UnlockAtDiscardIfPassed,
    WhenBleedingOne,
    WhenBlocking,
    WhileNamedReady,
    WhilePredatorHasMore,
    WhilePreyPoolAtMost,
    YoungerThanActor,
    ally_with_counters,
    ask_private,
    controller_has_gehenna,
    discard_asked,
    discipline_on,
    distinct_slugs,
    has_transfers,
    is_named,
    locked_of_same_circle,
    named_in_your_ready,
    not_titled_as,
    own_location_targeted,
    own_locations,
    phase_seat_vampires,
    prey_uncontrolled_with_blood,
    put_from_elsewhere,
    self_acting,
    self_locked,
    self_merged,
    self_ready,
    self_targeted,
    source_of_another,
    stealth_or_intercept,
    up_to,
    weapon_card,
    with_vampire_trait,
    your_prey,
)
from .vocab.pays import is_boon
from .vocab.politics import (
    Abstain,
    CancelReferendum,
    OnlySectCasts,
    Votes,
    may_call_referendum,
    political_action,
    terms,
)
from .vocab.prims import code, seq
from .vocab.registry import (
    WhileVampireOnTable,
    abilities,
    card_id,
    event,
    flag,
    hook,
    hook_while_on_table,
    on,
    rule,
    static,
    strikes,
    vampire,
)
from .vocab.targets import (
    OTHERS_LOCKED_VAMPIRE,
    OTHERS_READY_ALLY,
    OTHERS_READY_MINION,
    OTHERS_READY_VAMPIRE,
    OTHERS_YOUNGER_VAMPIRE,
    Args,
    Minions,
    Uncontrolled,
    any_target,
    bleed_targets_other,
    other_methuselahs,
    side_targets,
    uncontrolled_of,
)
from .vocab.targets import other_methuselahs as other_seats
from .vocab.when import (
    ACTION_STAGES,
    ADDITIONAL,
    ANNOUNCE,
    ANY_TIME,
    AS_PLAYED,
    BEFORE_STRIKES,
    BLOCK_ATTEMPT,
    INFLUENCE,
    MASTER_PHASE,
    MINION_PHASE,
    RANGE,
    STATE_C,
    UNLOCK,
    all_of,
    ally_or_younger_acting,
    ash_holds,
    before_votes,
    bleeding_self,
    bleeding_you,
    bleeding_you_after_blocks,
    block_attempted,
    crypt_not_empty,
    during_bleed,
    first_round,
    from_opposing_strike,
    has_edge,
    has_hand,
    has_phase_action,
    has_pool,
    in_damage_to_self,
    is_blocker,
    may_attempt_block,
    may_block_ignoring_who,
    may_gain_votes,
    not_during_bleed,
    own_action,
    polling,
    referendum,
    successful,
)
from .vocab.when import has_blood as blood_to_burn

MINION = frozenset(("minion",))
AFTER = frozenset(("after",))
DURING = frozenset(("A", "B", "C"))  # during an action, before it resolves (VT-SEQ-05)
POLL = frozenset(("poll",))
BEFORE_RANGE = frozenset(("before-range",))
DAMAGE = frozenset(("damage",))
DISCARD = frozenset(("discard",))
MASTER = frozenset(("master",))
#: "During your turn": every window of one's own turn where one holds the impulse.
YOUR_TURN = frozenset(
    (
        "unlock",
        "master",
        "minion",
        "influence",
        "discard",
        "A",
        "B",
        "C",
        "blocked",
        "after",
        "poll",
        "before-range",
        "range",
        "before-strikes",
        "press",
        "end-round",
    )
)
UNDEAD_ALLIES = ("wraith", "zombie")


# ------------------------------------------------------------------------ small helpers


def _card_of(s: VTESState, uid: int) -> int:
    m = s.minions.get(uid)
    return m.card if m is not None else -1


def _ready_copy(s: VTESState, card: int) -> bool:
    """Whether a ready minion with this card is at the table."""
    return any(m.card == card for _t, _u, m in s.all_ready())


def _blood(s: VTESState, uid: int) -> int:
    m = s.minions.get(uid)
    return m.blood if m is not None else 0


def _locked(s: VTESState, uid: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and m.locked


def _acting_is(s: VTESState, ctx: Ctx, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.actor == uid


def _undead_ally(s: VTESState, uid: int) -> bool:
    """A wraith or zombie ally (its printed trait)."""
    return uid in s.minions and not is_vampire(s, uid) and facts(s.minions[uid].card).trait in UNDEAD_ALLIES


def _hand_card(s: VTESState, seat: int, slug: str) -> int | None:
    for c in s.hand[seat]:
        if facts(c).slug == slug:
            return c
    return None


def _hand_slugs(s: VTESState, seat: int, test: Any) -> Iterator[Args]:
    """One choice per distinct card of the seat's own hand passing ``test`` (its own hidden cards)."""
    seen: set[str] = set()
    for c in s.hand[seat]:
        f = facts(c)
        if f.slug not in seen and test(f):
            seen.add(f.slug)
            yield (f.slug,)


def _ash_slugs(s: VTESState, seat: int, library_only: bool = True) -> list[str]:
    """The distinct cards of an ash heap (public, VT-TERM-04); library cards only by default."""
    out: list[str] = []
    for c in s.ash[seat]:
        f = facts(c)
        if (not library_only or not f.crypt) and f.slug not in out:
            out.append(f.slug)
    return out


def _take_from_ash(s: VTESState, seat: int, slug: str) -> int | None:
    for c in s.ash[seat]:
        if facts(c).slug == slug:
            s.ash[seat].remove(c)
            return c
    return None


def _shown_to_all(s: VTESState, seat: int, card: int) -> None:
    """A card revealed as it enters ``seat``'s hand: every other Methuselah knows it is there."""
    for viewer in range(s.players):
        if viewer != seat:
            s.known[viewer][seat] = (*s.known[viewer][seat], card)


def _requires(code: str) -> Any:
    def test(f: Facts) -> bool:
        return any(c == code for c, _ in f.disciplines)

    return test


def hand_requiring(code: str) -> Any:
    """Targets: a card of your hand requiring this discipline."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        return _hand_slugs(s, seat, _requires(code))

    return targets


def _discard_named(s: VTESState, p: Play) -> bool:
    """Discard the card a play named (its first target) from the player's hand; False if gone."""
    card = _hand_card(s, p.seat, str(p.targets[0])) if p.targets else None
    if card is None:
        return False
    ops.discard(s, p.seat, card)
    return True


# ------------------------------------------------------------------------ plain numbers

PLUS_ONE_BLEED = (
    "Catalina Vega (G6)",
    "Kamile Paukstys (G6)",
    "Lenny Burkhead (G6)",
    "Kasim Bayar (G6)",
    "Marchesa Liliana (G6)",
    "Mora, the Death Seer (G6)",
    "Nonu Dis (G6)",
    "Sreelekha (G7)",
)
PLUS_ONE_STRENGTH = ("Valeriya Zinovieva (G6)", "Massimiliano (G6)", "Faruq Abd al-Qadir (G6)", "Theo Bell (G6)")

for _name in PLUS_ONE_BLEED:
    vampire(_name)
    static(_name, "bleed", const(1))

for _name in PLUS_ONE_STRENGTH:
    vampire(_name)
    static(_name, "strength", const(1))

vampire("Rinaldo Albizzi (G6)")
static("Rinaldo Albizzi (G6)", "intercept", const(1))

# Doc Martina: "Rescuing a vampire from torpor costs Doc Martina -1 blood" (VT-ACT-27; the discount
# applies to the action, whoever pays: the rescue splits the lowered cost).
vampire("Doc Martina (G7)")
static("Doc Martina (G7)", "rescue-cost", const(-1))

# Sreelekha: "If Sreelekha is ready at the start of your discard phase, you get +1 discard phase
# action" (VT-DISC-01: counted from the ready vampires when the discard phase starts).
static("Sreelekha (G7)", "discard actions", const(1))


def branimira_intercept(s: VTESState, src: int, uid: int) -> int:
    """Branimira: "While you have 9 or fewer pool, Branimira gets +1 intercept"."""
    seat = s.controller(uid)
    return 1 if seat >= 0 and s.pool[seat] <= 9 else 0


vampire("Branimira (G6)")
static("Branimira (G6)", "intercept", branimira_intercept)


def unique_equipment(s: VTESState, uid: int) -> int:
    """Unique equipment cards on a minion (a location that "does not count as equipment" is not)."""
    n = 0
    for p in s.minions[uid].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.data[:1] != ("location",):
            f = facts(pl.card)
            n += f.is_type("Equipment") and f.unique
    return n


def hesha_bleed(s: VTESState, src: int, uid: int) -> int:
    """Hesha Ruhadze: "+1 bleed for each unique equipment attached to him"."""
    return unique_equipment(s, uid)


vampire("Hesha Ruhadze (G6)")
static("Hesha Ruhadze (G6)", "bleed", hesha_bleed)


@cache
def is_location(card: int) -> bool:
    """A location: the first line of the card says so ("Unique location.", "Location.")."""
    first = facts(card).text.split("\n", 1)[0]
    return re.search(r"\blocation\b", first, re.IGNORECASE) is not None


def controls_location(s: VTESState, seat: int) -> bool:
    if seat < 0:
        return False
    if any(is_location(s.placed[p].card) for p in s.inplay[seat]):
        return True
    for uid in s.ready[seat] + s.torpor[seat]:
        for p in s.minions[uid].cards:
            pl = s.placed.get(p)
            if pl is not None and pl.controller == seat and is_location(pl.card):
                return True
    return False


def neserian_bleed(s: VTESState, src: int, uid: int) -> int:
    """Neserian: "While you control no locations, Neserian gets -1 bleed"."""
    return 0 if controls_location(s, s.controller(uid)) else -1


def neserian_votes(s: VTESState, src: int, uid: int) -> int:
    """Neserian: "While you control 1 or more locations, Neserian gets +1 vote"."""
    return 1 if controls_location(s, s.controller(uid)) else 0


vampire("Neserian (G6)")
static("Neserian (G6)", "bleed", neserian_bleed)
static("Neserian (G6)", "votes", neserian_votes)


# ------------------------------------------------------------------------ stealth and intercept
# during the action in progress (VT-STL-03, VT-STL-06)

ARIANE = vampire("Ariane (G5)")


def ariane_stealth(s: VTESState, course: Any) -> int:
    """Ariane: "Ariane gets -1 stealth during undirected actions" (VT-ACT-01)."""
    return -1 if _card_of(s, course.actor) == ARIANE and not course.directed else 0


hook_while_on_table("Ariane (G5)", core.STEALTH_MODS, ariane_stealth)


def azucena_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Azucena: "+1 intercept against younger Lasombra and -1 intercept against older Lasombra"
    (VT-CARD-03: younger is a lower capacity)."""
    actor = course.actor
    if actor not in s.minions or not is_vampire(s, actor) or not has_clan(s, actor, "Lasombra"):
        return 0
    mine, theirs = capacity(s, uid), capacity(s, actor)
    return 1 if theirs < mine else -1 if theirs > mine else 0


def bret_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Bret Stryker: "Bret gets -1 intercept against titled vampires"."""
    actor = course.actor
    return -1 if actor in s.minions and is_vampire(s, actor) and titled(s, actor) else 0


def castellan_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Castellan: "+1 intercept during directed actions and -1 intercept during non-directed actions"."""
    return 1 if course.directed else -1


def directed_intercept(s: VTESState, course: Any, uid: int) -> int:
    """The Dowager: "The Dowager gets +1 intercept during directed actions"."""
    return 1 if course.directed else 0


def bleed_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Martina Srnankova: "Martina gets +1 intercept during bleed actions"."""
    return 1 if course.is_bleed() else 0


INTERCEPT = {
    vampire("Azucena (G6)"): azucena_intercept,
    vampire("Bret Stryker (G6)"): bret_intercept,
    vampire("Castellan (G7)"): castellan_intercept,
    vampire("The Dowager (G6)"): directed_intercept,
    vampire("Martina Srnankova (G6)"): bleed_intercept,
}


def vampires_intercept(s: VTESState, course: Any, uid: int) -> int:
    """The intercept these vampires' texts give them during the action in progress."""
    fn = INTERCEPT.get(_card_of(s, uid))
    return fn(s, course, uid) if fn is not None else 0


hook(tuple(facts(c).name for c in INTERCEPT), core.INTERCEPT_MODS, vampires_intercept)


# ------------------------------------------------------------------------ after an action


ACTION_CARD = "vampires:action-card"


def note_action_card(s: VTESState, info: dict[str, Any]) -> None:
    """Remember, for this action, the card and mode it was taken with (after resolution the
    course no longer names it)."""
    course = info["course"]
    p = course.aplay
    if p is not None and p.card >= 0 and course.ability is None:
        s.marks[("this-action", ACTION_CARD, course.serial)] = (p.card, p.use)


on('"Mother" Anja Giovanni (G6)', "announce", note_action_card)


def requires_hecata_or_oblivion(s: VTESState, course: Any) -> bool:
    """An action taken with a card requiring the Hecata clan, or a mode requiring Oblivion."""
    noted = s.marks.get(("this-action", ACTION_CARD, course.serial))
    if noted is None:
        return False
    card, use = noted
    if "Hecata" in facts(card).clans:
        return True
    cd = CARDS.get(card)
    return cd is not None and any(code == "obl" for code, _ in cd.uses[use].disc)


def anja_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If she is ready, ... after another Hecata you control performs a successful action requiring
    Hecata or Oblivion" (the Hecata is locked: unlocking it is the point; a fizzled action counts,
    ANK 20220218)."""
    a = ctx.action
    if a is None or not a.successful or a.actor == uid or a.actor_seat != seat or not _locked(s, a.actor):
        return False
    if not s.is_ready(uid) or _blood(s, uid) < 1 or not has_clan(s, a.actor, "Hecata"):
        return False
    return requires_hecata_or_oblivion(s, a)


def burn_to_unlock_actor(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and a.actor in s.minions and ops.burn_blood(s, p.source, 1):
        ops.unlock(s, a.actor)


vampire('"Mother" Anja Giovanni (G6)')
abilities(
    '"Mother" Anja Giovanni (G6)',
    Ability(
        "burn 1 blood to unlock that Hecata",
        AFTER,
        code(burn_to_unlock_actor, unlock=True),
        when=anja_when,
        once="turn",
        by="self",
    ),
)


def aline_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "After another Anarch you control performs a successful action" (usable in torpor, LSJ
    20011022; after becoming Anarch, ANK 20220814; a fizzled action counts, ANK 20220218); Aline is
    locked, or unlocking would do nothing."""
    a = ctx.action
    if a is None or not a.successful or a.actor == uid or a.actor_seat != seat or a.actor not in s.minions:
        return False
    return is_anarch(s, a.actor) and _locked(s, uid) and _blood(s, uid) >= 1


def burn_to_unlock_self(s: VTESState, p: Play) -> None:
    if ops.burn_blood(s, p.source, 1):
        ops.unlock(s, p.source)


vampire("Aline Gädeke (G6)")
abilities(
    "Aline Gädeke (G6)",
    Ability(
        "burn 1 blood to unlock", AFTER, code(burn_to_unlock_self, unlock=True), when=aline_when, once="turn", by="self"
    ),
)


SYBREN = vampire("Sybren van Oosten (G6)")
SYBREN_PASSED = "vampires:sybren-passed"


def note_referendum_passed(s: VTESState, info: dict[str, Any]) -> None:
    """A referendum called by Sybren (his political action) has passed: noted for this action."""
    ref = info["referendum"]
    if info["passed"] and ref.rkind == "card" and _card_of(s, ref.subject) == SYBREN:
        s.marks[("this-action", SYBREN_PASSED, ref.subject)] = True


on("Sybren van Oosten (G6)", "referendum-end", note_referendum_passed)


def sybren_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "After a referendum called by him passes": the stage after his political action (AMB-15)."""
    return _acting_is(s, ctx, uid) and ("this-action", SYBREN_PASSED, uid) in s.marks and _locked(s, uid)


def unlock_source(s: VTESState, p: Play) -> None:
    ops.unlock(s, p.source)


abilities(
    "Sybren van Oosten (G6)",
    Ability("unlock Sybren after his referendum passes", AFTER, code(unlock_source, unlock=True), when=sybren_when),
)


# ------------------------------------------------------------------------ actions of their own


def pay_blood(s: VTESState, p: Play, n: int = 1) -> None:
    """The action's cost, paid on success (VT-ACT-05, VT-RES-01)."""
    if p.by in s.minions:
        ops.burn_blood(s, p.by, n)


def has_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A cost of 1 blood can be paid (VT-CARD-24)."""
    return _blood(s, uid) >= 1


def aniel_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A corruption counter (the minion that bears it) or a card requiring a Discipline on another
    ready minion; directed when it belongs to another Methuselah (VT-ACT-01)."""
    for _t, v, m in s.all_ready():
        if v == uid:
            continue
        if any(k.startswith("corruption ") and n > 0 for k, n in m.counters):
            yield (v,)
        for p in m.cards:
            pl = s.placed.get(p)
            if pl is not None and facts(pl.card).disciplines:
                yield (p,)


def aniel_burn(s: VTESState, p: Play) -> None:
    pay_blood(s, p)
    target = p.targets[0]
    if target in s.placed:
        ops.burn_placed(s, target)
    elif target in s.minions:
        kind = next((k for k, n in s.minions[target].counters if k.startswith("corruption ") and n > 0), "")
        if kind:
            ops.add_counters(s, target, kind, -1)


vampire("Aniel (G7)")
abilities(
    "Aniel (G7)",
    Ability(
        "burn 1 corruption counter or a card requiring a Discipline from another ready minion",
        MINION,
        code(aniel_burn, harmful=True),
        when=has_blood,
        targets=aniel_targets,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


def is_archetype(f: Facts) -> bool:
    return f.is_type("Master") and "archetype" in f.text.split("\n", 1)[0].lower()


def is_equipment(f: Facts) -> bool:
    return f.is_type("Equipment")


#: "A minion card": a library card played by minions (VT-TERM-02, VT-CARD-15).
MINION_CARD_TYPES = (
    "Action",
    "Action Modifier",
    "Reaction",
    "Combat",
    "Political Action",
    "Ally",
    "Equipment",
    "Retainer",
)


def is_minion_card(f: Facts) -> bool:
    return not f.crypt and any(f.is_type(t) for t in MINION_CARD_TYPES)


SEARCHES = {"archetype": is_archetype, "equipment": is_equipment, "minion": is_minion_card}
SEARCH_QUESTIONS = {
    "archetype": N_("Search your library for a master archetype card."),
    "equipment": N_("Search your library for an equipment card."),
    "minion": N_("Search your library for a minion card."),
}


def search_for(kind: str) -> Any:
    """ "Search your library for a ... card, reveal it and move it to your hand" (VT-TERM-15: one
    may fail to find it; the library is shuffled after). The choice is over the searcher's own
    library: asked of them alone."""

    def effect(s: VTESState, p: Play) -> None:
        test = SEARCHES[kind]
        found: list[str] = []
        for c in s.library[p.seat]:
            f = facts(c)
            if test(f) and f.slug not in found:
                found.append(f.slug)
        choices = [Action("choose", (slug,)) for slug in sorted(found)] + [Action("decline")]
        ask(s, p.seat, SEARCH_QUESTIONS[kind], choices, found_card, (p.seat,), public=False)

    return effect


def found_card(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (seat,) = args
    library = s.library[seat]
    if action.verb == "choose":
        card = next((c for c in library if facts(c).slug == action.args[0]), None)
        if card is not None:
            library.remove(card)
            s.hand[seat].append(card)
            _shown_to_all(s, seat, card)
            ops.say(
                s,
                N_("{seat} reveals {card} and moves it to their hand."),
                seat=s.seat_name(seat),
                card=facts(card).name,
            )
    s.rng.shuffle(library)
    ops.refill(s, seat)  # VT-CARD-21: over the hand size, discard down


vampire("Dominica (G7)")
abilities(
    "Dominica (G7)",
    Ability(
        "search your library for a master archetype card and move it to your hand",
        MINION,
        code(search_for("archetype"), tags=("search",)),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)
vampire("Sakhar (G7)")
abilities(
    "Sakhar (G7)",
    Ability(
        "search your library for an equipment card and move it to your hand",
        MINION,
        code(search_for("equipment"), tags=("search",)),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


def lenelle_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Both cards are named as the action is announced (LSJ 20000222): a card of your hand, then a
    library card of your ash heap."""
    ash = _ash_slugs(s, seat)
    if not ash:
        return
    for (h,) in _hand_slugs(s, seat, lambda f: True):
        for a in ash:
            yield (h, a)


def lenelle_exchange(s: VTESState, p: Play) -> None:
    pay_blood(s, p)
    card = _hand_card(s, p.seat, str(p.targets[0]))
    if card is None or not any(facts(c).slug == p.targets[1] for c in s.ash[p.seat]):
        return
    back = _take_from_ash(s, p.seat, str(p.targets[1]))
    assert back is not None
    ops.take_from_hand(s, p.seat, card)
    s.ash[p.seat].append(card)
    s.hand[p.seat].append(back)
    _shown_to_all(s, p.seat, back)
    ops.say(
        s,
        N_("{seat} exchanges {card} for {card2} from the ash heap."),
        seat=s.seat_name(p.seat),
        card=facts(card).name,
        card2=facts(back).name,
    )


vampire("Lenelle, Mambo of Birmingham (G6)")
abilities(
    "Lenelle, Mambo of Birmingham (G6)",
    Ability(
        "exchange a card from your hand for a library card in your ash heap",
        MINION,
        code(lenelle_exchange, tags=("exchange",)),
        when=has_blood,
        targets=FromHand(lenelle_targets),  # named as announced (LSJ 20000222): told, not shown
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


def own_minions(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A minion you control (ready or in torpor)."""
    for v in s.ready[seat] + s.torpor[seat]:
        yield (v,)


def seraphina_add(s: VTESState, p: Play) -> None:
    """ "Add 2 blood or life to a minion you control, not to exceed starting life" (a vampire is
    held to its capacity, VT-CARD-04; an ally to its printed life)."""
    target = p.targets[0]
    if target not in s.minions:
        return
    n = 2
    if not is_vampire(s, target):
        n = min(n, max(0, facts(s.minions[target].card).life - s.minions[target].blood))
    ops.add_blood(s, target, n)


vampire("Seraphina (G7)")
abilities(
    "Seraphina (G7)",
    Ability(
        "add 2 blood or life to a minion you control",
        MINION,
        code(seraphina_add, blood=2),
        targets=own_minions,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


def other_ready_minions(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for t, v, _m in s.all_ready():
        if t != seat:
            yield (v,)


def enter_combat_with(s: VTESState, p: Play) -> None:
    enter_combat(s, p.by, p.targets[0])


vampire("Theo Bell (G6)")
abilities(
    "Theo Bell (G6)",
    Ability(
        "enter combat with a minion",
        MINION,
        code(enter_combat_with, tags=("enter-combat",)),
        targets=other_ready_minions,
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ during an action


def gathii_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return _acting_is(s, ctx, uid) and bool(s.library[seat])


def gathii_reveal(s: VTESState, p: Play) -> None:
    """Reveal the top card: a master card burns 1 blood, any other gives +1 stealth, but only when
    stealth is needed (ANK 20231031, VT-STL-04)."""
    a = action_of(s)
    card = s.library[p.seat][-1]
    s.reveals += 1
    ops.say(
        s, N_("{seat} reveals {card} from the top of their library."), seat=s.seat_name(p.seat), card=facts(card).name
    )
    if facts(card).is_type("Master"):
        ops.burn_blood(s, p.source, 1)
    elif a is not None and a.stage == "B" and a.blocker >= 0 and a.intercept(s) >= a.stealth(s):
        a.stealth_bonus += 1


vampire("Gathii (G7)")
abilities(
    "Gathii (G7)",
    Ability(
        "reveal the top card of your library: a master card burns 1 blood, another gives +1 stealth",
        DURING,
        code(gathii_reveal, stealth=1),
        when=gathii_when,
        once="action",  # a reading: the card stays on top, a second reveal would show it again
        by="self",
    ),
)


def discard_for_bleed(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and _discard_named(s, p):
        a.bleed_bonus += 1


vampire("Larissa Moreira (G6)")
abilities(
    "Larissa Moreira (G6)",
    Ability(
        "discard a card requiring Animalism to get +1 bleed",
        DURING,
        code(discard_for_bleed, bleed=1, tags=("discard-cost",)),
        when=bleeding_self,
        targets=hand_requiring("ani"),
        by="self",
    ),
)


def liliana_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return bleeding_self(s, ctx, seat, uid) and len(s.ash[seat]) >= 7


vampire("Marchesa Liliana (G6)")
abilities(
    "Marchesa Liliana (G6)",
    Ability(
        "remove seven cards in your ash heap from the game to get an additional +1 bleed",
        DURING,
        # The seven cards are chosen one at a time from the (public) ash heap.
        seq(Bleed(1), RemoveFromAsh(7)),
        when=all_of(bleeding_self, ash_holds(7)),
        by="self",
    ),
)


MARIALENA = vampire("Marialena (G6)")


def marialena_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Marialena is blocked, she burns 1 blood before block resolution" (in torpor too, LSJ
    20011022)."""
    if info["course"].actor == src:
        ops.burn_blood(s, src, 1)


event("Marialena (G6)", "blocked", marialena_blocked)


# ------------------------------------------------------------------------ blocks and referendums

PARIJAT = vampire("Parijat, the Dark Oracle (G6)")


def parijat_applies(s: VTESState, course: Any) -> bool:
    """ "While Parijat is ready, minions must burn the top card of their library to attempt to block
    wraith or zombie allies"."""
    return _undead_ally(s, course.actor) and _ready_copy(s, PARIJAT)


# With an empty library, no attempt (ANK 20260317).
block_cost("Parijat, the Dark Oracle (G6)", BlockCost("library", applies=parijat_applies))


ALEXANDER = vampire("Alexander Silverson (G6)")
# De Sade: "Vampires must burn 1 blood to cast votes and ballots against referendums called by De Sade."
BURN_TO_CAST_AGAINST = (ALEXANDER, vampire("De Sade (G5)"))


def _against_alexander(s: VTESState, ref: Any, source: Any, side: str) -> bool:
    if side != "against" or not isinstance(source, int) or source not in s.minions:
        return False
    return ref.rkind == "card" and _card_of(s, ref.subject) in BURN_TO_CAST_AGAINST


def alexander_may_cast(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    """ "Vampires must burn 1 blood to cast votes and ballots against referendums called by
    Alexander": a vampire with no blood cannot cast against (the cast is not offered)."""
    return not _against_alexander(s, ref, source, side) or s.minions[source].blood >= 1


def alexander_cast(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    """The blood is burned as the vampire casts against."""
    if _against_alexander(s, ref, source, side):
        return ops.burn_blood(s, source, 1) == 1
    return True


hook(("Alexander Silverson (G6)", "De Sade (G5)"), core.CAST_ALLOWED, alexander_may_cast)
hook(("Alexander Silverson (G6)", "De Sade (G5)"), core.CAST_RULES, alexander_cast)


def vote_discard(s: VTESState, p: Play) -> None:
    """Discard the card, then +1 vote: with the side this vampire cast, or when it casts."""

    ref = current_referendum(s)
    if ref is not None and _discard_named(s, p) and p.source in s.minions:
        ref.add_votes(s, p.source, 1)


for _name, _code, _word in (("Alexa Draper (G6)", "dom", "Dominate"), ("Yewon Ong (G6)", "obl", "Oblivion")):
    vampire(_name)
    abilities(
        _name,
        Ability(
            f"discard a card requiring {_word} to get +1 vote",
            POLL,
            code(vote_discard, votes=1, tags=("discard-cost",)),
            targets=hand_requiring(_code),
            once="action",  # once per referendum (ANK 20220705): one referendum per action
            by="self",
        ),
    )


# ------------------------------------------------------------------------ combat

ABADDON = vampire("Abaddon (G7)")


def abaddon_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Abaddon gets 1 optional maneuver and 1 optional press each combat"."""
    c: Combat = info["combat"]
    if src in (c.a, c.b):
        c.add(src, "maneuver", "", "combat")
        c.add(src, "press", "any", "combat")


event("Abaddon (G7)", "combat-start", abaddon_combat)


ADRINO = "Adrino Manauara (G6)"


vampire(ADRINO)
event(ADRINO, "press-step", MandatoryPress())  # "1 press (mandatory) each combat, only usable to continue combat"


def faruq_round(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Minions with any of your corruption counters in combat with Faruq cannot strike: combat
    ends" (counters of Methuselah N are ``corruption N``)."""
    c: Combat = info["combat"]
    if src not in (c.a, c.b):
        return
    other = c.other(src)
    seat = s.controller(src)
    if other in s.minions and seat >= 0 and s.minions[other].count(f"corruption {seat + 1}") > 0:
        c.add(other, "no-combat-ends", 1, "round")


event("Faruq Abd al-Qadir (G6)", "round-start", faruq_round)


def roy_round(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Roy: "He gets +1 strength in combat with titled vampires"."""
    c: Combat = info["combat"]
    if src in (c.a, c.b):
        other = c.other(src)
        if other in s.minions and is_vampire(s, other) and titled(s, other):
            c.add(src, "strength", 1, "round")


def roy_discard_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Roy: "If Roy is unlocked during your discard phase, lock him" (in torpor too, LSJ 20011022)."""
    if s.controller(src) == info["seat"]:
        ops.lock(s, src)


vampire("Roy (G7)")
event("Roy (G7)", "round-start", roy_round)
event("Roy (G7)", "discard-phase", roy_discard_phase)


FLAVIO_DODGE = "flavio-dodge"
PHAIBUN_DODGE = "phaibun-dodge"


# "Once each combat, Flávio can strike: dodge"; "once each combat, Phaibun can discard a card at
# random to strike: dodge" (a hand with a card is needed; the number of cards in hand is public).
vampire("Flávio Gonçalves (G6)")
once_each_combat_strike("Flávio Gonçalves (G6)", OnceEachCombat(Strike("dodge", name=FLAVIO_DODGE, after=FLAVIO_DODGE)))
vampire("Phaibun (G7)")
once_each_combat_strike(
    "Phaibun (G7)", OnceEachCombat(Strike("dodge", name=PHAIBUN_DODGE, after=PHAIBUN_DODGE), discard=True)
)


def in_combat_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    return c is not None and uid in (c.a, c.b)


def kasim_strength(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is not None and _discard_named(s, p):
        c.add(p.source, "strength", 2, "combat")


vampire("Kasim Bayar (G6)")
abilities(
    "Kasim Bayar (G6)",
    Ability(
        "discard a political action card to get +2 strength this combat",
        BEFORE_RANGE,
        code(kasim_strength, strength=2, tags=("discard-cost",)),
        when=in_combat_self,
        targets=lambda s, ctx, seat, uid: _hand_slugs(s, seat, lambda f: f.is_type("Political Action")),
        once="combat",
        by="self",
    ),
)


def opikun_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Damage from the opposing minion's strike to a vampire you control, some of it normal (never
    aggravated damage, LSJ 20040812-2); usable in torpor (LSJ 20011022)."""
    c = ctx.combat
    d = damage_to(s, c) if c is not None else None
    if d is None or _blood(s, uid) < 1:
        return False
    target, normal, _agg, striker, _flags = d
    return normal > 0 and striker == c.other(target) and s.controller(target) == seat and is_vampire(s, target)


def opikun_prevent(s: VTESState, p: Play) -> None:
    """Burn 1 blood; up to 2 normal damage of the damage being resolved is prevented."""

    c = current_combat(s)
    window = next((f for f in reversed(s.stack) if isinstance(f, PreventWindow)), None)
    if c is None or window is None or not ops.burn_blood(s, p.source, 1):
        return
    target, normal, agg, striker, flags = c.damage[window.index]
    k = min(2, normal)
    dmg = list(c.damage)
    dmg[window.index] = (target, normal - k, agg, striker, flags)
    c.damage = tuple(dmg)
    ops.say(s, N_("{k} damage to {minion} is prevented."), k=k, minion=ops.label(s, target))


vampire("Opikun (G7)")
abilities(
    "Opikun (G7)",
    Ability(
        "burn 1 blood to prevent up to 2 non-aggravated damage to that vampire",
        DAMAGE,
        code(opikun_prevent, prevent=2),
        when=opikun_when,
        once="combat",
        by="self",
    ),
)


def tommaso_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If he is ready ... in a combat involving a wraith or zombie ally you control"."""
    c = ctx.combat
    if c is None or not s.is_ready(uid) or _blood(s, uid) < 1:
        return False
    return any(_undead_ally(s, m) and s.controller(m) == seat for m in (c.a, c.b))


def end_this_combat(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is not None and ops.burn_blood(s, p.source, 1):
        c.over = True
        ops.say(s, N_("The combat ends."))


vampire("Tommaso Sforza (G6)")
abilities(
    "Tommaso Sforza (G6)",
    Ability(
        "burn 1 blood to end that combat",
        BEFORE_RANGE,
        code(end_this_combat, tags=("end-combat",)),
        when=tommaso_when,
        once="turn",
        by="self",
    ),
)


# ------------------------------------------------------------------------ the phases


def gnaeus_due(s: VTESState, src: int, seat: int) -> bool:
    return s.controller(src) == seat and s.is_ready(src) and s.prey(seat) != seat


def gnaeus_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Aemilius is ready during your unlock phase, your prey chooses a ready minion they
    control; the chosen minion takes 1 unpreventable damage"."""
    seat = info["seat"]
    if gnaeus_due(s, src, seat):
        own_minion_damaged(s, s.prey(seat), ops.label(s, src), 1)


vampire("Gnaeus Aemilius Augustinus (G6)")
event("Gnaeus Aemilius Augustinus (G6)", "unlock", gnaeus_unlock, due=gnaeus_due)


def kalinda_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.current == seat and s.edge == seat and _locked(s, uid)


def burn_edge_to_unlock(s: VTESState, p: Play) -> None:
    s.edge = CENTRE
    ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(p.seat))
    ops.unlock(s, p.source)


vampire("Kalinda (G6)")
abilities(
    "Kalinda (G6)",
    Ability("burn the Edge to unlock Kalinda", YOUR_TURN, code(burn_edge_to_unlock, unlock=True), when=kalinda_when),
)


def animal_retainer_moves(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """An animal retainer on a vampire you control, and another vampire you control."""
    mine = [v for v in s.ready[seat] + s.torpor[seat] if is_vampire(s, v)]
    for v in mine:
        for p in s.minions[v].cards:
            f = facts(s.placed[p].card)
            if f.is_type("Retainer") and f.trait == "animal":
                for w in mine:
                    if w != v:
                        yield (p, w)


def move_retainer(s: VTESState, p: Play) -> None:
    retainer, to = p.targets
    if retainer in s.placed and to in s.minions:
        ops.move_placed(s, retainer, to)
        ops.say(s, N_("{card} moves to {minion}."), card=facts(s.placed[retainer].card).name, minion=ops.label(s, to))


vampire("Luciano Carvalho (G7)")
abilities(
    "Luciano Carvalho (G7)",
    Ability(
        "move an animal retainer from a vampire you control to another vampire you control",
        DISCARD,
        code(move_retainer),
        targets=animal_retainer_moves,
    ),
)


def mora_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.is_ready(uid)


def mora_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for slug in _ash_slugs(s, seat):
        yield (slug,)


def to_library_bottom(s: VTESState, p: Play) -> None:
    card = _take_from_ash(s, p.seat, str(p.targets[0]))
    if card is not None:
        s.library[p.seat].insert(0, card)  # the top of a library is its last item
        ops.say(
            s,
            N_("{seat} moves {card} to the bottom of their library."),
            seat=s.seat_name(p.seat),
            card=facts(card).name,
        )


abilities(
    "Mora, the Death Seer (G6)",
    Ability(
        "move a library card from your ash heap to the bottom of your library",
        DISCARD,
        code(to_library_bottom),
        when=mora_when,
        targets=mora_targets,
        once="turn",  # "a library card": one in each discard phase
    ),
)


MASTER_PLAYED = "vampires:master-played"


def note_master_played(s: VTESState, info: dict[str, Any]) -> None:
    """A master card played in its player's own master phase."""

    p = info["play"]
    if p.seat == s.current and any(isinstance(f, MasterPhase) for f in s.stack):
        s.marks[(MASTER_PLAYED, p.seat)] = True


on("Nonu Dis (G6)", "master-played", note_master_played)


def nonu_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Ready in your master phase, after you played a master card (once per master phase, ANK
    20220617). Offered from then on in that master phase, not only right after the card."""
    return s.is_ready(uid) and (MASTER_PLAYED, seat) in s.marks


def ready_followers_of_set(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v, _m in s.ready_minions(seat):
        if is_vampire(s, v) and has_clan(s, v, "Ministry"):
            yield (v,)


def add_one_blood(s: VTESState, p: Play) -> None:
    if p.targets[0] in s.minions:
        ops.add_blood(s, p.targets[0], 1)


abilities(
    "Nonu Dis (G6)",
    Ability(
        "add 1 blood to a ready Follower of Set you control",
        MASTER,
        code(add_one_blood, blood=1),
        when=nonu_when,
        targets=ready_followers_of_set,
        once="turn",
    ),
)


def ilonka_bled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Once each turn, if Ilonka is ready after a successful bleed against you" (VT-ACT-11: 1 or
    more): her controller is asked at once."""
    a = info["course"]
    seat = s.controller(src)
    if not a.is_bleed() or a.target_seat != seat or not isinstance(a.result, int) or a.result < 1:
        return
    if not s.is_ready(src) or ("vampires:ilonka", src) in s.marks or not s.in_game(a.actor_seat):
        return
    choices = (Action("choose", ("look",)), Action("decline"))
    ask(
        s,
        seat,
        said(N_("{minion}: look at the bleeder's hand?"), minion=ops.label(s, src)),
        choices,
        ilonka_look,
        (src, a.actor_seat),
    )


def ilonka_look(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, other = args
    if action.verb != "choose" or src not in s.minions:
        return
    seat = s.controller(src)
    s.marks[("vampires:ilonka", src)] = True
    ops.reveal_hand(s, other, seat)
    ops.say(s, N_("{minion} looks at {seat}'s hand."), minion=ops.label(s, src), seat=s.seat_name(other))
    choices = (Action("choose", ("discard",)), Action("decline"))
    ask(s, seat, N_("Discard 1 card at random from that hand?"), choices, ilonka_discard, (other,))


def ilonka_discard(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (other,) = args
    if action.verb == "choose" and s.in_game(other):
        ops.discard_random(s, other)


vampire("Ilonka (G7)")
event("Ilonka (G7)", "action-success", ilonka_bled)


# ------------------------------------------------------------------------ Elen Kamjian

ELEN = vampire("Elen Kamjian (G6)")


def controls_locked_minion(s: VTESState, seat: int) -> bool:
    """ "If you control a locked minion" (ready or in torpor)."""
    minions = s.minions
    return any(minions[u].locked for u in s.ready[seat]) or any(minions[u].locked for u in s.torpor[seat])


def elen_may_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Her bleed with +1 bleed exists while you control a locked minion; one bleed each turn
    (VT-ACT-07)."""
    return ("bled", uid) not in s.marks and controls_locked_minion(s, seat)


def elen_bled(s: VTESState, p: Play) -> None:
    """The bleed is the whole effect (VT-ACT-10)."""


ELEN_BLEED = Ability(
    "bleed with +1 bleed as a (D) action",
    MINION,
    code(elen_bled),
    when=elen_may_bleed,
    action=ActionSpec(bleed=1),
    by="self",
)
abilities("Elen Kamjian (G6)", ELEN_BLEED)


def elen_must_bleed(s: VTESState, seat: int) -> list[Action]:
    """ "Elen must bleed with +1 bleed as a (D) action unless she must hunt" (VT-MIN-04, VT-MIN-05;
    ANK 20211009-2: another bleed does not count as it). After her bleed, nothing more is owed: she
    may act again if she unlocks (LSJ 20090226). Not enforced: when she already bled another way
    this turn she is stuck (VT-MIN-06) and should take no action at all."""

    out: list[Action] = []
    for uid, m in s.ready_minions(seat):
        if m.card != ELEN or m.locked or not elen_may_bleed(s, Ctx("minion"), seat, uid):
            continue
        if uid not in must_hunt(s, seat):
            out.append(use_action(uid, ABILITIES[ELEN].index(ELEN_BLEED) + 1))
    return out


hook_while_on_table("Elen Kamjian (G6)", core.MANDATORY, elen_must_bleed)  # she bleeds, if she is there


__all__ = ["PLUS_ONE_BLEED", "PLUS_ONE_STRENGTH", "card_id"]


# ------------------------------------------------------------------------ numbers for their Methuselah, while ready

# "While André is ready, you get +2 hand size" and the like: a vampire's statics for its Methuselah
# count while it is ready (stats.seat_static reads the ready region).
vampire("André the Manipulator (G5)")
static("André the Manipulator (G5)", "hand size", const(2))

# "While Nana is ready, you get two master phase actions (instead of one) each master phase and +1
# hand size"; "If Anson is ready during your master phase, you get two master phase actions".
vampire("Nana Buruku (G4)")
static("Nana Buruku (G4)", "master actions", const(1))
static("Nana Buruku (G4)", "hand size", const(1))
vampire("Anson (G1)")
static("Anson (G1)", "master actions", const(1))

# "If Ingrid is ready at the start of your influence phase, you get +2 transfers" (counted then).
vampire("Ingrid Rossler (G2)")
static("Ingrid Rossler (G2)", "transfers", const(2))

# "While Unmada is ready, you get +1 discard phase action at the start of your discard phase, and +1
# hand size".
vampire("Unmada (G5)")
static("Unmada (G5)", "discard actions", const(1))
static("Unmada (G5)", "hand size", const(1))


# ------------------------------------------------------------------------ numbers during some actions

for _name, _stat, _during in (
    ("Oluwafunmilayo (G6)", "intercept", DuringAction(1, "political")),  # "+1 intercept during political actions"
    ("Dark Selina (G5)", "stealth", DuringAction(1, "political")),  # "+1 stealth during political actions"
    ("Christine Boscacci (G2)", "intercept", DuringAction(-1, "bleed")),  # "-1 intercept during bleed actions"
    ("Royce (G2)", "stealth", DuringAction(-1, "bleed", own=True)),  # "-1 stealth when bleeding"
    ("Zöe (G2)", "stealth", DuringAction(-1, "hunt", own=True)),  # "does not get the usual +1 stealth when hunting"
):
    vampire(_name)
    static(_name, _stat, _during)


# ------------------------------------------------------------------------ each combat

# "Saku gets 1 optional maneuver each combat"; "Omaya may prevent one damage each combat".
vampire("Saku Pihlajamäki (G6)")
event("Saku Pihlajamäki (G6)", "combat-start", each_combat("maneuver", "", "combat"))
vampire("Omaya (G2)")
event("Omaya (G2)", "combat-start", each_combat("shield", 1, "combat"))


# ------------------------------------------------------------------------ cheaper cards

for _name, _cheaper in (
    ("Kuyén (G6)", Cheaper("Kuyén (G6)", trait="animal", pool=True)),  # "Animals cost Kuyén -1 blood or pool"
    ("Badr, Shadow of Granada (G5)", Cheaper("Badr, Shadow of Granada (G5)", discipline="obt")),
    ("Adana de Sforza (G4)", Cheaper("Adana de Sforza (G4)", types=("Combat",))),  # "Combat cards cost 1 fewer blood"
):
    vampire(_name)
    rule(_name, core.COST_CHANGES, _cheaper)
static("Adana de Sforza (G4)", "bleed", const(2))


# ------------------------------------------------------------------------ Lutz von Hohenzollern


def lutz_referendum(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Lutz is ready, your prey burns 1 pool after the referendum of a political action passes"."""

    ref = info["referendum"]
    if info.get("passed") and ref.rkind != BLOOD_HUNT and s.is_ready(src):
        seat = s.controller(src)
        prey = s.prey(seat)
        if prey != seat:
            ops.say(s, N_("{seat} burns 1 pool (Lutz von Hohenzollern)."), seat=s.seat_name(prey))
            ops.burn_pool(s, prey, 1)


vampire("Lutz von Hohenzollern (G4)")
static("Lutz von Hohenzollern (G4)", "bleed", const(2))
event("Lutz von Hohenzollern (G4)", "referendum-end", lutz_referendum)


# ------------------------------------------------------------------------ who may block them

vampire("Volker, The Puppet Prince (G2)")  # "Volker cannot attempt to block primogen"
rule(
    "Volker, The Puppet Prince (G2)",
    core.BLOCK_RULES,
    CannotBlockKind("Volker, The Puppet Prince (G2)", with_title("primogen")),
)
vampire("Aisling Sturbridge (G2)")  # "Younger Tremere cannot block Aisling"
rule(
    "Aisling Sturbridge (G2)",
    core.BLOCK_RULES,
    UnblockableBy("Aisling Sturbridge (G2)", of_clan("Tremere"), younger=True),
)
vampire('Rexton "Savage" Abernathy (G6)')  # "Allies and vampires with capacity 3 or less cannot block Rexton"
rule(
    'Rexton "Savage" Abernathy (G6)',
    core.BLOCK_RULES,
    UnblockableBy('Rexton "Savage" Abernathy (G6)', any_kind(ally, capacity_at_most(3))),
)


# ------------------------------------------------------------------------ in some combats

vampire("Mickey Wheeler (G6)")  # "Mickey gets +1 strength in combat with an older vampire"
static("Mickey Wheeler (G6)", "strength", InCombatWith(1, older=True))
vampire("Mark Decker (G3)")  # "Mark gets an additional +1 strength in combat with a werewolf. +1 strength"
static("Mark Decker (G3)", "strength", const(1))
static("Mark Decker (G3)", "strength", InCombatWith(1, kind=has_trait("werewolf")))


# ------------------------------------------------------------------------ unlocking, master phase actions

# "Aaradhya can unlock after performing a successful political action (even if the referendum failed)".
vampire("Aaradhya, The Callous Tyrant (G6)")
static("Aaradhya, The Callous Tyrant (G6)", "bleed", const(1))
abilities(
    "Aaradhya, The Callous Tyrant (G6)",
    Ability("unlock", AFTER, Unlock(), when=all_of(successful, own_action("political")), by="self"),
)

# "If Isanwayen is ready during your master phase, you can lock him to get +1 master phase action.
# Rescuing him from torpor costs 1 additional blood."
vampire("Isanwayen (G4)")
abilities("Isanwayen (G4)", Ability("+1 master phase action", MASTER_PHASE, PhaseActions(1), lock=True, by="self"))
rule("Isanwayen (G4)", core.RESCUE_COSTS, RescueCost("Isanwayen (G4)"))


# ------------------------------------------------------------------------ entering combat

# "Dafina can enter combat with a minion as a (D) action"; "Nathaniel can enter combat with a locked
# vampire as a (D) action".
vampire("Dafina Hanganu (G6)")
abilities("Dafina Hanganu (G6)", enter_combat_ability("a minion", OTHERS_READY_MINION))
vampire("Nathaniel Bordruff (G6)")
abilities("Nathaniel Bordruff (G6)", enter_combat_ability("a locked vampire", OTHERS_LOCKED_VAMPIRE))


# ------------------------------------------------------------------------ plain texts, read as data

#: The traits the rules carry out (traits.py, VT-TRAIT-01 to VT-TRAIT-12), as a crypt card prints them.
TRAIT_SENTENCES = frozenset(
    ("Black Hand", "Seraph", "Flight", "Infernal", "Blood cursed", "Blood Cursed", "Sterile", "Scarce", "Red List")
)
SECT_SENTENCE = re.compile(r"^(Camarilla|Sabbat|Independent|Anarch|Laibon)$")
NUMBER_SENTENCE = re.compile(r"^\+(\d) (bleed|strength|intercept|stealth)$")


def plain_text(f: Facts) -> tuple[tuple[str, int], ...] | None:
    """A crypt card's text made only of what the rules already know: traits ("Black Hand. Seraph."),
    its sect, and plain numbers ("+1 bleed.", "+2 strength.", "+1 stealth."); the numbers as
    (stat, n). None when any sentence says more."""

    text = ability_text(f)
    if not text or "[" in text or "/" in text:
        return None
    numbers: list[tuple[str, int]] = []
    for sentence in (x.strip() for x in re.split(r"\.\s*", text.strip())):
        found = NUMBER_SENTENCE.match(sentence)
        if found:
            numbers.append((found.group(2), int(found.group(1))))
        elif sentence and sentence not in TRAIT_SENTENCES and not SECT_SENTENCE.match(sentence):
            return None
    return tuple(numbers)


def register_plain_texts() -> list[str]:
    """Every crypt card not yet written whose text is plain (:func:`plain_text`): marked implemented,
    its numbers as statics of its own."""

    done = []
    for c in load_cards():
        f = facts(c.id)
        if not f.crypt or c.id in COVERAGE.crypt or "Imbued" in f.types:
            continue
        numbers = plain_text(f)
        if numbers is None:
            continue
        vampire(c.name)
        for stat, n in numbers:
            static(c.name, stat, const(n))
        done.append(c.name)
    return done


PLAIN_TEXTS = register_plain_texts()


# ------------------------------------------------------------------------ Anarch Convert

CONVERT = vampire("Anarch Convert (ANY)")


def convert_choices(s: VTESState, convert: int, seat: int) -> list[Action]:
    """A non-titled vampire you control (ready or in torpor; an Anarch already too, PIB 20121031),
    then gain 1 pool or draw 1 card from your crypt."""
    if not s.in_game(seat):
        return []
    ways = ("pool", "crypt") if s.crypt[seat] else ("pool",)
    out: list[Action] = []
    for zone in (s.ready[seat], s.torpor[seat]):
        for uid in zone:
            if uid != convert and is_vampire(s, uid) and not titled(s, uid):
                out.extend(Action("choose", (uid, way)) for way in ways)
    return out


def convert_enters(s: VTESState, info: dict[str, Any]) -> None:
    """ "As the convert enters play, you can remove him from the game to make a non-titled vampire
    you control Anarch and either gain 1 pool or draw 1 card from your crypt": asked as he enters,
    even if he is to be contested (LSJ 20080526, ANK 20211214)."""
    uid = info.get("uid", -1)
    if uid not in s.minions or s.minions[uid].card != CONVERT:
        return
    seat = int(info.get("seat", s.controller(uid)))  # contested as he enters: no controller then
    choices = convert_choices(s, uid, seat)
    if choices:
        question = said(N_("{minion}: remove him from the game to make a vampire Anarch?"), minion=ops.label(s, uid))
        ask(s, seat, question, [*choices, Action("decline")], convert_chosen, (uid, seat))


def convert_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The Methuselah asked is the one bringing him out: a convert contested meanwhile has no
    controller, the pool or crypt card is still that Methuselah's."""
    convert, seat = args
    if action.verb != "choose" or convert not in s.minions or not s.in_game(seat):
        return
    target, way = int(action.args[0]), str(action.args[1])
    ops.burn(s, convert, to="removed")
    if target in s.minions:
        s.minions[target] = s.minions[target]._replace(sect="anarch")
        ops.say(s, N_("{minion} becomes Anarch."), minion=ops.label(s, target))
    if way == "pool":
        ops.gain_pool(s, seat, 1)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(seat), n=1)
    elif s.crypt[seat]:
        drawn = ops.new_minion(s, s.crypt[seat].pop(), seat)
        s.uncontrolled[seat].append(drawn)
        s.reveals += 1
        ops.say(s, N_("{seat} draws 1 card from their crypt."), seat=s.seat_name(seat))


on("Anarch Convert (ANY)", "enter-play", convert_enters)


# ------------------------------------------------------------------------ Sergio Bueno

SERGIO = vampire("Sergio Bueno (G6)")


def sergio_acting(s: VTESState, course: Any) -> bool:
    return course.actor in s.minions and s.minions[course.actor].card == SERGIO


def has_sergios_corruption(s: VTESState, course: Any, uid: int) -> bool:
    """ "Minions with 1 or more of your corruption counters" (counters of Sergio's controller)."""
    return s.minions[uid].count(f"corruption {course.actor_seat + 1}") >= 1


# "... must burn 1 blood or life to attempt to block Sergio".
block_cost("Sergio Bueno (G6)", BlockCost("blood or life", applies=sergio_acting, blocker=has_sergios_corruption))


# ------------------------------------------------------------------------ New Blood

NEW_BLOOD = vampire("New Blood (ANY)")
#: The circles Blood Brothers' cards name.
CIRCLES = ("Budapest", "Chicago", "Kiev", "Torrance")


def new_blood_enters(s: VTESState, info: dict[str, Any]) -> None:
    """ "As New Blood enters play during your influence phase, choose any circle and draw 1 card from
    your crypt. New Blood belongs to the chosen circle" (not as it enters play otherwise)."""
    uid = info.get("uid", -1)
    if uid not in s.minions or s.minions[uid].card != NEW_BLOOD:
        return

    seat = s.controller(uid)
    if s.current != seat or not any(isinstance(f, InfluencePhase) for f in s.stack):
        return
    choices = [Action("choose", (name,)) for name in CIRCLES]
    ask(
        s,
        seat,
        said(N_("{minion}: belongs to which circle?"), minion=ops.label(s, uid)),
        choices,
        new_blood_circle,
        (uid,),
    )


def new_blood_circle(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (uid,) = args
    if uid not in s.minions:
        return
    seat = s.controller(uid)
    name = str(action.args[0])
    ops.mark(s, uid, f"circle:{name}")
    ops.say(s, N_("{minion} belongs to the {circle} circle."), minion=ops.label(s, uid), circle=name)
    if s.crypt[seat]:
        drawn = ops.new_minion(s, s.crypt[seat].pop(), seat)
        s.uncontrolled[seat].append(drawn)
        s.reveals += 1
        ops.say(s, N_("{seat} draws 1 card from their crypt."), seat=s.seat_name(seat))


on("New Blood (ANY)", "enter-play", new_blood_enters)


# ------------------------------------------------------------------------ Gilbert Duane

GILBERT = vampire("Gilbert Duane (G6)")


def gilbert_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and s.minions[uid].blood >= 1 and bool(s.crypt[seat])


def gilbert_reveals(s: VTESState, p: Play) -> None:
    """ "Burn 1 blood to reveal and remove the top card of your crypt from the game. If it is a
    Malkavian, a non-titled vampire you control becomes Anarch"."""
    uid, seat = p.source, p.seat
    if uid not in s.minions or not s.crypt[seat]:
        return
    ops.burn_blood(s, uid, 1)
    top = s.crypt[seat].pop()
    s.removed[seat].append(top)
    s.reveals += 1
    f = facts(top)
    ops.say(s, N_("{seat} reveals and removes {card} from the game."), seat=s.seat_name(seat), card=f.name)
    if "Malkavian" not in f.clans:
        return
    choices = [Action("choose", (v,)) for v in s.ready[seat] + s.torpor[seat] if is_vampire(s, v) and not titled(s, v)]
    ask(s, seat, N_("Which non-titled vampire you control becomes Anarch?"), choices, gilbert_anarch)


def gilbert_anarch(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    v = int(action.args[0])
    if v in s.minions:
        s.minions[v] = s.minions[v]._replace(sect="anarch")
        ops.say(s, N_("{minion} becomes Anarch."), minion=ops.label(s, v))


abilities(
    "Gilbert Duane (G6)",
    Ability(
        "burn 1 blood: reveal and remove the top card of your crypt; a Malkavian makes a vampire Anarch",
        INFLUENCE,
        code(gilbert_reveals, tags=("anarch",)),
        when=gilbert_may,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Xaviar (G3 ADV), Keegan (G6)

XAVIAR_ADV = vampire("Xaviar (G3 ADV)")
KEEGAN = vampire("Keegan (G6)")


def offer_unlock(s: VTESState, src: int, once: tuple[Any, ...] | None = None) -> None:
    """ "You can unlock <this vampire>": asked of its controller while it is locked."""
    if src not in s.minions or not s.minions[src].locked or (once is not None and once in s.marks):
        return
    choices = (Action("choose", ("unlock",)), Action("decline"))
    question = said(N_("{minion}: unlock?"), minion=ops.label(s, src))
    ask(s, s.controller(src), question, choices, unlock_chosen, (src, once))


def unlock_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, once = args
    if action.verb == "choose" and src in s.minions:
        if once is not None:
            s.marks[once] = True
        ops.unlock(s, src)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, src))


def xaviar_referendum(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "You can unlock Xaviar after a referendum called by him passes"."""
    ref = info["referendum"]
    if info.get("passed") and ref.rkind != "blood hunt" and ref.subject == src:  # the acting vampire
        offer_unlock(s, src)


def keegan_success(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Once each turn, Keegan can unlock after performing a successful action requiring a Gangrel"
    (the card played for it requires the clan)."""
    card_ = action_card(s) if info["course"].actor == src else -1
    if card_ >= 0 and "Gangrel" in facts(card_).clans:
        offer_unlock(s, src, ("vampires:keegan", src))


event("Xaviar (G3 ADV)", "referendum-end", xaviar_referendum)
event("Keegan (G6)", "action-success", keegan_success)


# ------------------------------------------------------------------------ Abraham Mellon

ABRAHAM = vampire("Abraham Mellon (G6)")


def abraham_as_tremere(s: VTESState, uid: int, clan: str) -> bool:
    """ "Abraham can play cards requiring a Tremere as if he were a Tremere"."""
    return clan == "Tremere" and s.minions[uid].card == ABRAHAM


hook("Abraham Mellon (G6)", core.PLAYS_AS_CLAN, abraham_as_tremere)
# "While he is ready, you get +1 hand size" (a Methuselah's number from the ready minions).
static("Abraham Mellon (G6)", "hand size", const(1))


# ------------------------------------------------------------------------ The unnamed

UNNAMED = vampire("The unnamed (G6)")
UNNAMED_PAYS = "unnamed-burns-blood"
UNNAMED_STRIKE = Strike(
    "damage", 2, ranged=True, agg=True, name=N_("2R aggravated damage, burning 1 blood"), after=UNNAMED_PAYS
)


def unnamed_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "The unnamed can burn 1 blood to strike: 2R aggravated damage" (with the blood to burn)."""
    return [UNNAMED_STRIKE] if uid in s.minions and s.minions[uid].blood >= 1 else []


def unnamed_pays(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """The blood is burned as the strike resolves (or at the end of the round if it was dodged)."""
    key = (UNNAMED_PAYS, uid, c.serial, c.round)
    if key not in s.marks and uid in s.minions:
        s.marks[key] = True
        ops.burn_blood(s, uid, 1)


def unnamed_round_end(s: VTESState, c: Combat) -> None:
    for uid in (c.a, c.b):
        if strike_of(c, uid).name == UNNAMED_STRIKE.name:
            unnamed_pays(s, c, uid, UNNAMED_STRIKE)


def unnamed_bled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After it successfully bleeds, you can gain 2 pool"."""
    a = info["course"]
    if a.actor == src and a.is_bleed() and isinstance(a.result, int) and a.result >= 1:
        choices = (Action("choose", ("gain",)), Action("decline"))
        question = said(N_("{minion}: gain 2 pool?"), minion=ops.label(s, src))
        ask(s, s.controller(src), question, choices, unnamed_gains, (src,))


def unnamed_gains(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (src,) = args
    if action.verb == "choose" and src in s.minions:
        seat = s.controller(src)
        ops.gain_pool(s, seat, 2)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(seat), n=2)


strikes("The unnamed (G6)", unnamed_strikes)
hook("The unnamed (G6)", core.STRIKE_EFFECTS, unnamed_pays, UNNAMED_PAYS)
hook("The unnamed (G6)", core.ROUND_END, unnamed_round_end)
event("The unnamed (G6)", "action-success", unnamed_bled)


# ------------------------------------------------------------------------ Maila

MAILA = vampire("Maila (G6)")


def maila_ready_your_turn(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If Maila is ready during your turn"."""
    return uid in s.minions and s.is_ready(uid) and s.current == seat


abilities(
    "Maila (G6)",
    Ability(
        "discard a political action card: +1 stealth for the minion you control acting",
        ACTION_STAGES,
        DiscardChosen(Stealth(1)),
        when=all_of(maila_ready_your_turn, acting(any_minion, yours=True)),
        targets=HandCards(("Political Action",)),
    ),
)


# ------------------------------------------------------------------------ Rafael de Corazon

RAFAEL = vampire("Rafael de Corazon (G4)")


def contests_rafael(s: VTESState, uid: int) -> bool:
    """ "Any vampire contesting Rafael's title must yield during their unlock phase"."""

    if s.minions[uid].card == RAFAEL:
        return False
    key = title_key(s, uid)
    for t in range(s.players):
        for v in s.ready[t] + s.torpor[t]:
            m = s.minions[v]
            if m.card == RAFAEL and CONTESTED_TITLE in m.marks and title_key(s, v) == key:
                return True
    return False


hook("Rafael de Corazon (G4)", core.MUST_YIELD_TITLE, contests_rafael)
static("Rafael de Corazon (G4)", "bleed", const(2))


# ------------------------------------------------------------------------ Jason "Son" Newberry, Hartmut Stover

JASON = vampire('Jason "Son" Newberry (G6)')
HARTMUT = vampire("Hartmut Stover (G3)")


def jason_against_blood_hunt(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    """ "Jason gets +2 votes when casting votes against blood hunt referendums"."""
    if side == "against" and ref.rkind == "blood hunt" and _card_of(s, source) == JASON:
        ref.cast = (*ref.cast, ((source, "extra"), seat, side, 2, 0))
    return True


def hartmut_tallied(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Any vampire casting votes or ballots against a referendum called by Hartmut burns 1 blood
    once results are tallied"."""
    ref = info["referendum"]
    if ref.rkind == "blood hunt" or ref.subject != src:
        return
    against = {c[0] for c in ref.cast if c[2] == "against" and isinstance(c[0], int) and c[0] in s.minions}
    for uid in sorted(against):
        if is_vampire(s, uid) and ops.burn_blood(s, uid, 1):
            ops.say(
                s, N_("{minion} burns 1 blood for casting against {name}."), minion=ops.label(s, uid), name="Hartmut"
            )


def holds_edge(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.edge == seat


def burn_edge_for_pool(s: VTESState, p: Play) -> None:
    """ "You can burn the Edge during your discard phase to gain 1 pool"."""
    if s.edge == p.seat:
        s.edge = CENTRE
        ops.gain_pool(s, p.seat, 1)
        ops.say(s, N_("{seat} burns the Edge to gain 1 pool."), seat=s.seat_name(p.seat))


hook('Jason "Son" Newberry (G6)', core.CAST_RULES, jason_against_blood_hunt)
static('Jason "Son" Newberry (G6)', "bleed", const(1))
event("Hartmut Stover (G3)", "referendum-end", hartmut_tallied)
abilities(
    "Hartmut Stover (G3)",
    Ability("burn the Edge: gain 1 pool", DISCARD, code(burn_edge_for_pool, tags=("gain-pool",)), when=holds_edge),
)


# ------------------------------------------------------------------------ Arishat

ARISHAT = vampire("Arishat (G6)")


def arishat_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During the polling step of any referendum (a blood hunt too), with 1 blood to burn."""
    return ctx.referendum is not None and uid in s.minions and s.is_ready(uid) and s.minions[uid].blood >= 1


def arishat_burns(s: VTESState, p: Play) -> None:
    if p.source in s.minions:
        ops.burn_blood(s, p.source, 1)


abilities(
    "Arishat (G6)",
    Ability(
        "burn 1 blood: a vampire abstains",
        POLL,
        seq(code(arishat_burns, tags=("burn-blood",)), Abstain(lock=False)),
        when=arishat_may,
        targets=Minions(vampire=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Darius Shirazi

DARIUS = vampire("Darius Shirazi (G5)")
NOT_STOLEN_BY_DARIUS = ("electronic", "vehicle", "weapon")


def darius_equipment(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A non-electronic, non-vehicle, non-weapon equipment card of another Methuselah's minion."""
    from ..actions import is_equipment

    for t, v, _m in s.all_ready():
        if t == seat:
            continue
        for p in s.minions[v].cards:
            first = facts(s.placed[p].card).text.split("\n")[0].lower() if p in s.placed else ""
            if is_equipment(s, p) and not any(word in first for word in NOT_STOLEN_BY_DARIUS):
                yield (p,)


def equipment_controller(s: VTESState, p: Play) -> int:
    """The (D) action is directed at the controller of the equipment named."""
    target = int(p.targets[0]) if p.targets else -1
    return s.placed[target].controller if target in s.placed else -1


def darius_steals(s: VTESState, p: Play) -> None:
    """The equipment moves to Darius, under his controller's control (VT-TERM-08)."""
    target = int(p.targets[0]) if p.targets else -1
    if target in s.placed and p.by in s.minions:
        ops.move_placed(s, target, p.by, controller=p.seat)
        ops.say(s, N_("{seat} steals {card}."), seat=ops.who(s, p.seat), card=facts(s.placed[target].card).name)


abilities(
    "Darius Shirazi (G5)",
    Ability(
        "steal a non-electronic, non-vehicle, non-weapon equipment as a (D) action",
        MINION_PHASE,
        code(darius_steals, tags=("steal-equipment",)),
        targets=darius_equipment,
        action=ActionSpec(directed=True, target_seat=equipment_controller),
        by="self",
    ),
)


# ======================================================================== the archive's vampires (issue 37, second list)


# ------------------------------------------------------------------------ Keith Moody

KEITH = vampire("Keith Moody (G4)")


def keith_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Your prey can burn the Edge during your unlock phase to burn 1 blood from Keith": asked of
    the prey holding the Edge as his controller's unlock phase begins (Keith with blood to burn)."""
    owner = s.controller(src)
    prey = s.prey(owner)
    if info["seat"] != owner or prey == owner or s.edge != prey or _blood(s, src) < 1:
        return
    choices = (Action("choose", ("burn",)), Action("decline"))
    question = said(N_("{minion}: burn the Edge to burn 1 blood from him?"), minion=ops.label(s, src))
    ask(s, prey, question, choices, keith_burns, (src, prey))


def keith_burns(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, prey = args
    if action.verb == "choose" and s.edge == prey and src in s.minions:
        s.edge = CENTRE
        ops.burn_blood(s, src, 1)
        ops.say(
            s, N_("{seat} burns the Edge: {minion} burns 1 blood."), seat=s.seat_name(prey), minion=ops.label(s, src)
        )


event("Keith Moody (G4)", "unlock", keith_unlock)


# ------------------------------------------------------------------------ Tupdog

TUPDOG = vampire("Tupdog (G3)")
# "Visceratika [vis] cards cost Tupdog 1 less blood" (a card played as [vis], PIB 20150924-2).
rule("Tupdog (G3)", core.COST_CHANGES, Cheaper("Tupdog (G3)", discipline="vis"))
# "Tupdog may enter combat with any minion as a (D) action" ("Tupdogs are not unique": model.NOT_UNIQUE).
abilities("Tupdog (G3)", enter_combat_ability("any minion", OTHERS_READY_MINION))


def tupdog_burned(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After the end of your minion phase, burn Tupdog and move the top card from your crypt to
    your uncontrolled region": as his controller's influence phase begins (ready or in torpor)."""
    seat = s.controller(src)
    if info["seat"] != seat or src not in s.minions:
        return
    ops.say(s, N_("{minion} is burned after the minion phase."), minion=ops.label(s, src))
    ops.burn(s, src)
    if s.in_game(seat) and s.crypt[seat]:
        uid = ops.new_minion(s, s.crypt[seat].pop(), seat)
        s.uncontrolled[seat].append(uid)
        s.reveals += 1
        ops.say(s, N_("{seat} moves the top card of their crypt to their uncontrolled region."), seat=s.seat_name(seat))


event("Tupdog (G3)", "influence-phase", tupdog_burned)


# ------------------------------------------------------------------------ Andre LeRoux

ANDRE = vampire("Andre LeRoux (G5)")
ANDRE_BLEED = "vampires:andre"


def andre_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If a vampire you control would successfully bleed": the window where a bleed would be
    successful (every block declined, like Spying Mission, LSJ 20081123), a bleed of 1 or more."""
    a = ctx.action
    return (
        a is not None
        and a.is_bleed()
        and a.actor_seat == seat
        and a.actor in s.minions
        and is_vampire(s, a.actor)
        and "no-bleed" not in a.flags
        and a.bleed_amount(s) >= 1
    )


def andre_trades(s: VTESState, p: Play) -> None:
    """Reduce the bleed by 1; Andre gets +2 bleed this turn (on his own bleed: -1 +2, LSJ 20081124-2)."""
    a = action_of(s)
    if a is None:
        return
    a.bleed_bonus -= 1
    key = (ANDRE_BLEED, p.source)
    s.marks[key] = int(s.marks.get(key, 0)) + 2
    ops.say(s, N_("The bleed is reduced by 1: {minion} gets +2 bleed this turn."), minion=ops.label(s, p.source))


def andre_bleed(s: VTESState, src: int, uid: int) -> int:
    return int(s.marks.get((ANDRE_BLEED, uid), 0))


abilities(
    "Andre LeRoux (G5)",
    Ability(
        "reduce this bleed by 1 to give Andre +2 bleed this turn",
        STATE_C,
        code(andre_trades, bleed=1),
        when=andre_when,
        once="action",  # once per successful bleed, any number of bleeds (LSJ 20081123)
    ),
)
static("Andre LeRoux (G5)", "bleed", andre_bleed)


# ------------------------------------------------------------------------ Antonio d'Erlette

ANTONIO = vampire("Antonio d'Erlette (G4)")
MAGE_ALLY = Fetch("Ally", trait="mage")


def antonio_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "While Antonio is ready, you can use 4 transfers" (in your influence phase)."""
    return s.is_ready(uid) and s.current == seat and s.transfers >= 4


def antonio_options(s: VTESState, seat: int, uid: int) -> list[Action]:
    """A mage ally he could play (its requirements and cost, cost reductions applying, LSJ
    20090920-2), from the hand or the library."""
    out: list[Action] = []
    for source, cards in (("hand", s.hand[seat]), ("library", sorted(set(s.library[seat])))):
        for c in cards:
            choice = Action("choose", (facts(c).slug, source))
            if choice not in out and MAGE_ALLY.fits(s, seat, uid, c):
                out.append(choice)
    return out


def antonio_searches(s: VTESState, p: Play) -> None:
    s.transfers -= 4
    ops.say(s, N_("{seat} uses 4 transfers to search for a mage ally."), seat=s.seat_name(p.seat))
    question = N_("Antonio d'Erlette: choose a mage ally from your hand or library, or decline.")
    ask_private(
        s, p.seat, question, [*antonio_options(s, p.seat, p.source), Action("decline")], antonio_found, (p.source,)
    )


def antonio_found(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The ally is put in play, its cost paid as normal; the library is shuffled afterward."""
    (uid,) = args
    seat = s.controller(uid) if uid in s.minions else -1
    if seat < 0:
        return
    c = -1
    if action.verb == "choose":
        slug, source = action.args
        zone = s.hand[seat] if source == "hand" else s.library[seat]
        c = next((x for x in zone if facts(x).slug == slug), -1)
        if c >= 0 and source == "hand":
            ops.take_from_hand(s, seat, c)
        elif c >= 0:
            s.library[seat].remove(c)
    s.rng.shuffle(s.library[seat])
    if c >= 0:
        put_from_elsewhere(s, seat, uid, c, "ally")
        ops.refill(s, seat)


abilities(
    "Antonio d'Erlette (G4)",
    Ability(
        "use 4 transfers to put a mage ally from your library or hand in play",
        INFLUENCE,
        code(antonio_searches, tags=("recruit",)),
        when=antonio_when,
        by="self",
    ),
)


# ------------------------------------------------------------------------ plain numbers with a condition


def _bleeding_one_controlling(kind: Any) -> Any:
    """A static "+1 bleed when bleeding a Methuselah who controls a ready X" of a vampire's own text."""

    def bleed(s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or not s.in_game(a.target_seat):
            return 0
        return 1 if any(kind(s, v) for v in s.ready[a.target_seat]) else 0

    return bleed


# Rebekka: "Rebekka gets +1 stealth on each of her actions. Rebekka gets +1 bleed when bleeding a
# Methuselah who controls a ready Malkavian."
vampire("Rebekka, Chantry Elder of Munich (G2)")
static("Rebekka, Chantry Elder of Munich (G2)", "stealth", const(1))
static("Rebekka, Chantry Elder of Munich (G2)", "bleed", _bleeding_one_controlling(of_clan("Malkavian")))
# Stephen Bateson: "Stephen gets +1 bleed against a Methuselah who controls a ready Tremere. +1 stealth."
vampire("Stephen Bateson (G5)")
static("Stephen Bateson (G5)", "stealth", const(1))
static("Stephen Bateson (G5)", "bleed", _bleeding_one_controlling(of_clan("Tremere")))


def damian_bleed(s: VTESState, src: int, uid: int) -> int:
    """Damian: "While you control a ready cardinal, Damian gets +1 bleed"."""
    seat = s.controller(uid)
    cardinal = with_title("cardinal")
    return 1 if seat >= 0 and any(cardinal(s, v) for v in s.ready[seat]) else 0


vampire("Damian (G6)")
static("Damian (G6)", "bleed", damian_bleed)

# Carmelita Neillson: "While Carmelita is ready, you get +1 hand size" (read from the ready region).
vampire("Carmelita Neillson (G7)")
static("Carmelita Neillson (G7)", "hand size", const(1))


def kevin_strength(s: VTESState, src: int, uid: int) -> int:
    """Kevin Jackson: "Kevin gets +1 strength in combat with a Brujah. Brujah get +1 strength in
    combat with him" (his own number, and every Brujah's: a static everywhere)."""

    c = current_combat(s)
    if c is None or src not in (c.a, c.b):
        return 0
    other = c.other(src)
    if src == uid:
        return 1 if other in s.minions and of_clan("Brujah")(s, other) else 0
    return 1 if uid == other and of_clan("Brujah")(s, uid) else 0


vampire("Kevin Jackson (G7)")
static("Kevin Jackson (G7)", "strength", kevin_strength, everywhere=True)

# Dominique Santo Paulo: "Dominique gets +1 strength in combat with Nosferatu or Nosferatu antitribu."
vampire("Dominique Santo Paulo (G4)")
static(
    "Dominique Santo Paulo (G4)",
    "strength",
    InCombatWith(1, kind=any_kind(of_clan("Nosferatu"), of_clan("Nosferatu antitribu"))),
)


def prey_controls_non_camarilla(s: VTESState, src: int, uid: int) -> int:
    """Molly MacDonald: "+1 vote and +1 bleed if your prey controls a non-Camarilla vampire" (ready
    or in torpor)."""
    seat = s.controller(uid)
    prey = s.prey(seat) if seat >= 0 else -1
    if prey < 0 or prey == seat:
        return 0
    return (
        1 if any(is_vampire(s, v) and s.minions[v].sect != "camarilla" for v in s.ready[prey] + s.torpor[prey]) else 0
    )


vampire("Molly MacDonald (G7)")
static("Molly MacDonald (G7)", "strength", const(1))
static("Molly MacDonald (G7)", "bleed", prey_controls_non_camarilla)
static("Molly MacDonald (G7)", "votes", prey_controls_non_camarilla)


def fabrizia_votes(s: VTESState, src: int, uid: int) -> int:
    """Fabrizia Contreraz: "While your prey controls no ready Camarilla vampires, Fabrizia gets -2 votes"."""
    seat = s.controller(uid)
    prey = s.prey(seat) if seat >= 0 else -1
    if prey < 0 or prey == seat:
        return 0
    return 0 if any(is_vampire(s, v) and s.minions[v].sect == "camarilla" for v in s.ready[prey]) else -2


vampire("Fabrizia Contreraz (G4)")
static("Fabrizia Contreraz (G4)", "votes", fabrizia_votes)


def vardar_strength(s: VTESState, src: int, uid: int) -> int:
    """Vardar Vardarian: "Followers of Set get -1 strength in combat with Vardar" (the Ministry, as the
    clan is named now; a static everywhere)."""
    c = current_combat(s)
    if c is None or src not in (c.a, c.b) or uid != c.other(src):
        return 0
    return -1 if uid in s.minions and of_clan("Ministry")(s, uid) else 0


vampire("Vardar Vardarian (G4)")  # "Blood cursed": a trait read from the text (traits.py)
static("Vardar Vardarian (G4)", "strength", vardar_strength, everywhere=True)

# Genevieve: "Genevieve gets one additional vote during each political action."
vampire("Genevieve (G2)")
static("Genevieve (G2)", "votes", DuringAction(1, "political"))

# Sha-Ennu: "Vampires with capacity 3 or less cannot block Sha-Ennu. +2 bleed."
vampire("Sha-Ennu (G4)")
static("Sha-Ennu (G4)", "bleed", const(2))
rule("Sha-Ennu (G4)", core.BLOCK_RULES, UnblockableBy("Sha-Ennu (G4)", capacity_at_most(3)))

# Troius: "Troius cannot cast votes or ballots against blood hunt referendums. +1 strength."
TROIUS = vampire("Troius (G4)")
static("Troius (G4)", "strength", const(1))


def troius_may_cast(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    return not (side == "against" and ref.rkind == BLOOD_HUNT and _card_of(s, source) == TROIUS)


hook("Troius (G4)", core.CAST_ALLOWED, troius_may_cast)

# ------------------------------------------------------------------------ Hardestadt

HARDESTADT = vampire("Hardestadt (G4)")
static("Hardestadt (G4)", "bleed", const(1))
static("Hardestadt (G4)", "strength", const(2))


def contests_hardestadt(s: VTESState, uid: int) -> bool:
    """ "Any vampire contesting Hardestadt's title must yield during their unlock phase"."""

    if s.minions[uid].card == HARDESTADT:
        return False
    key = title_key(s, uid)
    for t in range(s.players):
        for v in s.ready[t] + s.torpor[t]:
            m = s.minions[v]
            if m.card == HARDESTADT and CONTESTED_TITLE in m.marks and title_key(s, v) == key:
                return True
    return False


hook("Hardestadt (G4)", core.MUST_YIELD_TITLE, contests_hardestadt)


# ------------------------------------------------------------------------ intercept and stealth in an action

RUTOR = vampire("Rutor (G5)")


def rutor_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Rutor: "Tzimisce get -1 intercept against Rutor"."""
    if _card_of(s, course.actor) != RUTOR or uid not in s.minions:
        return 0
    return -1 if of_clan("Tzimisce")(s, uid) else 0


hook_while_on_table("Rutor (G5)", core.INTERCEPT_MODS, rutor_intercept)

FRAU = vampire("Frau Schädel (G6)")


def frau_stealth(s: VTESState, course: Any) -> int:
    """Frau Schädel: "+1 stealth during recruit and employ actions" (an ally or retainer card played
    as one)."""
    p = course.aplay
    if _card_of(s, course.actor) != FRAU or p is None or p.card < 0 or course.ability is not None:
        return 0
    cd = CARDS.get(p.card)
    return 1 if cd is not None and cd.uses[p.use].as_ in ("ally", "retainer") else 0


hook_while_on_table("Frau Schädel (G6)", core.STEALTH_MODS, frau_stealth)


def burn_blood_for_intercept(s: VTESState, p: Play) -> None:
    """Burn 1 blood from this vampire: +1 intercept for the vampire chosen (or itself) this action."""
    a = action_of(s)
    to = int(p.targets[0]) if p.targets else p.source
    if a is not None and to in s.minions and ops.burn_blood(s, p.source, 1):
        a.add_intercept(to, 1)
        ops.say(s, N_("{minion} burns 1 blood: +1 intercept."), minion=ops.label(s, p.source))


def other_methuselahs_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During an action (of another Methuselah's minion: intercept is only for blocking), with blood."""
    a = ctx.action
    return a is not None and a.actor_seat != seat and _blood(s, uid) >= 1 and uid in s.minions


# Alex Camille: "During an action, Alex can burn 1 blood to get +1 intercept."
vampire("Alex Camille (G5)")
abilities(
    "Alex Camille (G5)",
    Ability(
        "burn 1 blood: +1 intercept",
        ACTION_STAGES,
        code(burn_blood_for_intercept, intercept=1),
        when=other_methuselahs_action,
        by="self",
    ),
)
# Andreas: "Once each turn, Andreas may burn 1 blood to get +1 intercept for the current action."
vampire("Andreas, The Bard of Crete (G1)")
abilities(
    "Andreas, The Bard of Crete (G1)",
    Ability(
        "burn 1 blood: +1 intercept",
        ACTION_STAGES,
        code(burn_blood_for_intercept, intercept=1),
        when=other_methuselahs_action,
        once="turn",
        by="self",
    ),
)
# Oskar Anasov: "During an action, Oskar can burn 1 blood to give a vampire you control +1 intercept.
# +1 stealth."
vampire("Oskar Anasov (G6)")
static("Oskar Anasov (G6)", "stealth", const(1))
abilities(
    "Oskar Anasov (G6)",
    Ability(
        "burn 1 blood: a vampire you control gets +1 intercept",
        ACTION_STAGES,
        code(burn_blood_for_intercept, intercept=1),
        when=other_methuselahs_action,
        targets=Minions("yours", vampire=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ enter combat as an action

# Fergus Alexander: "Fergus can enter combat with a locked Sabbat vampire as a (D) action."
vampire("Fergus Alexander (G5)")
abilities(
    "Fergus Alexander (G5)",
    enter_combat_ability(
        "a locked Sabbat vampire", Minions("others", vampire=True, locked=True, kind=in_sect("sabbat"))
    ),
)
# Barachiel: "Barachiel can enter combat with a minion as a (D) action."
vampire("Barachiel (G7)")
abilities("Barachiel (G7)", enter_combat_ability("a minion", OTHERS_READY_MINION))


# ------------------------------------------------------------------------ costs


def _non_combat_costs_jane(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Jane Sims: "Non-combat cards cost Jane +1 blood"."""
    if uid < 0 or _card_of(s, uid) != JANE or facts(card).is_type("Combat"):
        return 0, 0
    return 1, 0


JANE = vampire("Jane Sims (G4)")
hook_while_on_table("Jane Sims (G4)", core.COST_CHANGES, _non_combat_costs_jane)


def _equipment_pool_cheaper(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Black Cat: "Equipment costs Black Cat 1 less pool (but never less than 0 pool)"; Anne-Marie
    Bourgeois: "Equipment cost Anne-Marie -1 pool" (never below nothing: extra_costs)."""
    if uid < 0 or _card_of(s, uid) not in EQUIPMENT_CHEAPER:
        return 0, 0
    f = facts(card)
    return (0, -1) if f.is_type("Equipment") and f.pool_cost else (0, 0)


EQUIPMENT_CHEAPER = (vampire("Black Cat (G1)"), vampire("Anne-Marie Bourgeois, Inconnu Recruiter (G5)"))
hook(("Black Cat (G1)", "Anne-Marie Bourgeois, Inconnu Recruiter (G5)"), core.COST_CHANGES, _equipment_pool_cheaper)

# Ragnar Nordstrom: "Cards requiring Protean [pro] cost Ragnar -1 blood. Ragnar gets +1 strength in
# combat with an ally or younger vampire."
RAGNAR = vampire("Ragnar Nordstrom (G6)")
rule("Ragnar Nordstrom (G6)", core.COST_CHANGES, Cheaper("Ragnar Nordstrom (G6)", discipline="pro"))


def ragnar_strength(s: VTESState, src: int, uid: int) -> int:
    c = current_combat(s)
    if c is None or uid not in (c.a, c.b):
        return 0
    other = c.other(uid)
    if other not in s.minions:
        return 0
    return 1 if not is_vampire(s, other) or capacity(s, other) < capacity(s, uid) else 0


static("Ragnar Nordstrom (G6)", "strength", ragnar_strength)

# Máddji: "Allies and retainers requiring a Tzimisce cost Máddji -1 blood or pool."
MADDJI = vampire("Máddji, Mistress of Szlachtas (G6)")


def maddji_cheaper(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    f = facts(card)
    if uid < 0 or _card_of(s, uid) != MADDJI or "Tzimisce" not in f.clans:
        return 0, 0
    if not (f.is_type("Ally") or f.is_type("Retainer")):
        return 0, 0
    return (-1 if f.blood_cost else 0), (-1 if f.pool_cost else 0)


hook_while_on_table("Máddji, Mistress of Szlachtas (G6)", core.COST_CHANGES, maddji_cheaper)


# ------------------------------------------------------------------------ the Edge

# Emily Carson: "During your discard phase, Emily can burn the Edge to unlock."
vampire("Emily Carson (G5)")


def emily_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.edge == seat and _locked(s, uid)


def burn_edge_to_unlock_self(s: VTESState, p: Play) -> None:
    if s.edge == p.seat and p.source in s.minions:
        s.edge = CENTRE
        ops.unlock(s, p.source)
        ops.say(s, N_("{minion} burns the Edge to unlock."), minion=ops.label(s, p.source))


abilities(
    "Emily Carson (G5)",
    Ability(
        "burn the Edge to unlock", DISCARD, code(burn_edge_to_unlock_self, unlock=True), when=emily_when, by="self"
    ),
)


def burn_edge_add_blood(s: VTESState, p: Play) -> None:
    """Burn the Edge to add 1 blood to the vampire chosen."""
    to = int(p.targets[0]) if p.targets else -1
    if s.edge == p.seat and to in s.minions:
        s.edge = CENTRE
        ops.add_blood(s, to, 1)
        ops.say(
            s, N_("{seat} burns the Edge: {minion} gets 1 blood."), seat=s.seat_name(p.seat), minion=ops.label(s, to)
        )


# The Medic: "During your turn, you can burn the Edge to add 1 blood to an Anarch you control."
vampire("The Medic (G5)")
abilities(
    "The Medic (G5)",
    Ability(
        "burn the Edge to add 1 blood to an Anarch you control",
        YOUR_TURN,
        code(burn_edge_add_blood, blood=1),
        when=holds_edge,
        targets=Minions("yours", "controlled", vampire=True, kind=in_sect("anarch")),
    ),
)
# Nikolaus Vermeulen: "During your influence phase, you can burn the Edge to add 1 blood to a
# Nosferatu in your uncontrolled region."
vampire("Nikolaus Vermeulen (G6)")
abilities(
    "Nikolaus Vermeulen (G6)",
    Ability(
        "burn the Edge to add 1 blood to a Nosferatu in your uncontrolled region",
        INFLUENCE,
        code(burn_edge_add_blood, blood=1, tags=("uncontrolled",)),
        when=holds_edge,
        targets=uncontrolled_of(of_clan("Nosferatu")),
    ),
)


# ------------------------------------------------------------------------ locking and unlocking others

# Victoria Ash (G2): "Victoria can lock a younger ready vampire as a +1 stealth (D) action."
vampire("Victoria Ash (G2)")
abilities(
    "Victoria Ash (G2)",
    Ability(
        "lock a younger ready vampire as a +1 stealth (D) action",
        MINION_PHASE,
        Lock(target=True),
        targets=OTHERS_YOUNGER_VAMPIRE,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


def burn_2_to_lock(s: VTESState, p: Play) -> None:
    """Burn 2 blood from this vampire to lock the minion chosen."""
    to = int(p.targets[0]) if p.targets else -1
    if to in s.minions and _blood(s, p.source) >= 2:
        ops.burn_blood(s, p.source, 2)
        ops.lock(s, to)
        ops.say(s, N_("{minion} burns 2 blood to lock {other}."), minion=ops.label(s, p.source), other=ops.label(s, to))


def has_two_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return _blood(s, uid) >= 2


def ready_with_2_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.is_ready(uid) and _blood(s, uid) >= 2


# François Villon (G6): "If François is ready during your unlock phase, he can burn 2 blood to lock a
# younger vampire. +1 bleed."
vampire("François Villon (G6)")
static("François Villon (G6)", "bleed", const(1))
abilities(
    "François Villon (G6)",
    Ability(
        "burn 2 blood to lock a younger vampire",
        UNLOCK,
        code(burn_2_to_lock, tags=("lock-target",)),
        when=ready_with_2_blood,
        targets=Minions(vampire=True, younger=True, locked=False),
        by="self",
    ),
)

# Scout Youngwood: "During your unlock phase, Scout can burn 2 blood to lock an ally or younger
# vampire controlled by your prey. Reaction cards cost her +1 blood."
SCOUT = vampire("Scout Youngwood (G6)")


def scout_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    prey = s.prey(seat)
    if prey == seat:
        return
    for v in s.ready[prey]:
        if not s.minions[v].locked and (not is_vampire(s, v) or capacity(s, v) < capacity(s, uid)):
            yield (v,)


def scout_reactions(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Reaction cards (played as reactions, PIB 20150924-2) cost Scout +1 blood."""
    return (1, 0) if uid >= 0 and _card_of(s, uid) == SCOUT and use is not None and use.as_ == "reaction" else (0, 0)


abilities(
    "Scout Youngwood (G6)",
    Ability(
        "burn 2 blood to lock an ally or younger vampire controlled by your prey",
        UNLOCK,
        code(burn_2_to_lock, tags=("lock-target",)),
        when=has_two_blood,
        targets=scout_targets,
        by="self",
    ),
)
hook_while_on_table("Scout Youngwood (G6)", core.COST_CHANGES, scout_reactions)


def toggle_lock(s: VTESState, p: Play) -> None:
    """Lock the ready minion chosen, or unlock it."""
    to = int(p.targets[0]) if p.targets else -1
    if to not in s.minions:
        return
    if s.minions[to].locked:
        ops.unlock(s, to)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, to))
    else:
        ops.lock(s, to)
        ops.say(s, N_("{minion} locks."), minion=ops.label(s, to))


def _ready_of_clans(*clans: str) -> Minions:
    """Another ready vampire of the clans, any Methuselah's."""
    return Minions(vampire=True, other=True, kind=any_kind(*(of_clan(c) for c in clans)))


# Alexandra: "Once during your turn, you may lock or unlock another ready Toreador. +2 bleed." (any
# time of the turn, TOM 19960214; in torpor too, LSJ 20011022)
vampire("Alexandra (G2)")
static("Alexandra (G2)", "bleed", const(2))
abilities(
    "Alexandra (G2)",
    Ability(
        "lock or unlock another ready Toreador",
        YOUR_TURN,
        code(toggle_lock, unlock=True),
        targets=_ready_of_clans("Toreador"),
        once="turn",
    ),
)
# Lord Tremere: "Cards requiring Blood Sorcery [tha] cost Lord Tremere 1 fewer blood. During your
# minion phase, you can lock or unlock another ready Tremere or Tremere antitribu. +2 bleed. +1
# intercept." (in torpor too, LSJ 20011022)
vampire("Lord Tremere (G5)")
static("Lord Tremere (G5)", "bleed", const(2))
static("Lord Tremere (G5)", "intercept", const(1))
rule("Lord Tremere (G5)", core.COST_CHANGES, Cheaper("Lord Tremere (G5)", discipline="tha"))
abilities(
    "Lord Tremere (G5)",
    Ability(
        "lock or unlock another ready Tremere or Tremere antitribu",
        MINION_PHASE,
        code(toggle_lock, unlock=True),
        targets=_ready_of_clans("Tremere", "Tremere antitribu"),
    ),
)


# ------------------------------------------------------------------------ stealing blood and pool


def steal_blood(n: int) -> Any:
    """Steal up to N blood (or life, becoming blood) from the minion chosen (VT-TERM-08)."""

    def steal(s: VTESState, p: Play) -> None:
        to = int(p.targets[0]) if p.targets else -1
        if to not in s.minions or p.by not in s.minions:
            return
        taken = min(n, _blood(s, to))
        if taken <= 0:
            return
        if is_vampire(s, to):
            ops.move_blood(s, to, p.by, taken)
        else:
            ops.burn_blood(s, to, taken)  # an ally left without life is burned (VT-DMG-06)
            ops.add_blood(s, p.by, taken)
        ops.say(
            s, N_("{minion} steals {n} blood from {other}."), minion=ops.label(s, p.by), n=taken, other=ops.label(s, to)
        )

    return steal


# François Villon (G2): "François may steal up to 2 blood from a younger vampire as a +1 stealth (D)
# action. +1 bleed."
vampire("François Villon (G2)")
static("François Villon (G2)", "bleed", const(1))
abilities(
    "François Villon (G2)",
    Ability(
        "steal up to 2 blood from a younger vampire as a +1 stealth (D) action",
        MINION_PHASE,
        code(steal_blood(2), steal=2, blood=2),
        targets=OTHERS_YOUNGER_VAMPIRE,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)
# Gabrielle di Righetti: "Gabrielle can steal 2 blood or life (becoming blood) from a ready minion as
# a +1 stealth (D) action."
vampire("Gabrielle di Righetti (G5)")
abilities(
    "Gabrielle di Righetti (G5)",
    Ability(
        "steal 2 blood or life from a ready minion as a +1 stealth (D) action",
        MINION_PHASE,
        code(steal_blood(2), steal=2, blood=2),
        targets=OTHERS_READY_MINION,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


def malabranca_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If your prey has more pool than you"."""
    prey = s.prey(seat)
    return prey != seat and s.pool[prey] > s.pool[seat]


def prey_token(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    yield (f"p{s.prey(seat) + 1}",)


def token_target(s: VTESState, p: Play) -> int:
    return int(str(p.targets[0])[1:]) - 1 if p.targets else -1


# Malabranca: "If your prey has more pool than you, Malabranca may move 1 counter from your prey's
# pool to yours as a +1 stealth (D) action."
vampire("Malabranca (G4)")
abilities(
    "Malabranca (G4)",
    Ability(
        "move 1 pool from your prey's pool to yours as a +1 stealth (D) action",
        MINION_PHASE,
        StealPool(1),
        when=malabranca_when,
        targets=prey_token,
        action=ActionSpec(stealth=1, directed=True, target_seat=token_target),
        by="self",
    ),
)


# ------------------------------------------------------------------------ referendums


def armin_passed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Armin Brenner: "When a referendum Armin calls passes, you gain 1 pool after resolving the
    referendum" (after its effects, LSJ 20090115-2)."""
    ref = info["referendum"]
    seat = s.controller(src)
    if info.get("passed") and ref.rkind != "blood hunt" and ref.subject == src and s.in_game(seat):
        ops.gain_pool(s, seat, 1)
        ops.say(s, N_("{seat} gains 1 pool ({name})."), seat=s.seat_name(seat), name="Armin Brenner")


vampire("Armin Brenner (G4)")
event("Armin Brenner (G4)", "referendum-end", armin_passed)


def marcos_tallied(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Marcos Belegrad: "Methuselahs casting (including controlling a minion casting) votes or
    ballots against a referendum called by Marcos burn 1 pool once results are tallied" (once each)."""
    ref = info["referendum"]
    if ref.rkind == "blood hunt" or ref.subject != src:
        return
    for seat in sorted({c[1] for c in ref.cast if c[2] == "against" and c[1] >= 0}):
        if s.in_game(seat):
            ops.burn_pool(s, seat, 1)
            ops.say(s, N_("{seat} burns 1 pool for casting against {name}."), seat=s.seat_name(seat), name="Marcos")


vampire("Marcos Belegrad (G7)")
event("Marcos Belegrad (G7)", "referendum-end", marcos_tallied)


def gerald_votes(s: VTESState, src: int, uid: int) -> int:
    """Gerald Windham: "While Gerald has no title, he gets +1 vote for each ready titled vampire
    controlled by other Methuselahs" (votes, not a title, ANK 20190725)."""
    if s.minions[uid].title is not None:
        return 0
    seat = s.controller(uid)
    return sum(1 for t, v, _m in s.all_ready() if t != seat and is_vampire(s, v) and titled(s, v))


vampire("Gerald Windham (G5)")
static("Gerald Windham (G5)", "stealth", const(1))
static("Gerald Windham (G5)", "votes", gerald_votes)


def ayo_votes(s: VTESState, src: int, uid: int) -> int:
    """Ayo Igoli: "Ayo gets an additional vote for each ready titled vampire you control"."""
    seat = s.controller(uid)
    return sum(1 for v, _m in s.ready_minions(seat) if is_vampire(s, v) and titled(s, v)) if seat >= 0 else 0


def vote_discarding(n: int) -> Any:
    """Discard the card chosen (its slug, the target): +N votes for this vampire in the referendum."""

    def effect(s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is not None and _discard_named(s, p):
            ref.add_votes(s, p.source, n)
            ops.say(s, N_("{minion} gets +{n} votes."), minion=ops.label(s, p.source), n=n)

    return effect


def may_vote(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During the polling step of any referendum, while this vampire is ready (votes, VT-VOTE-10)."""
    return ctx.referendum is not None and s.is_ready(uid)


def hand_of_type(kind: str) -> Any:
    """Targets: a card of your hand of that printed type."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        return _hand_slugs(s, seat, lambda f: f.is_type(kind))

    return targets


def discard_for_votes(text: str, n: int, targets: Any) -> Ability:
    """ "During the polling step of any referendum, <this vampire> can discard <a card> to get +N votes"."""
    return Ability(text, POLL, code(vote_discarding(n), votes=n), when=may_vote, targets=targets, by="self")


# Modius: "During the polling step of any referendum, Modius can discard a master card to get +1 vote."
vampire("Modius (G7)")
abilities("Modius (G7)", discard_for_votes("discard a master card: +1 vote", 1, hand_of_type("Master")))


# ------------------------------------------------------------------------ Cedrick Calhoun

CEDRICK = vampire("Cedrick Calhoun (G6)")
CEDRICK_FAILED = "vampires:cedrick"


def cedrick_failed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """The referendum of his political action failed or was canceled (a blocked action calls none)."""
    ref = info["referendum"]
    if ref.rkind != "blood hunt" and ref.subject == src and not info.get("passed"):
        s.marks[(CEDRICK_FAILED, src)] = True


def cedrick_to_torpor(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If the referendum of a political action called by Cedrick is canceled or fails, he goes to
    torpor after resolution": as his political action ends."""
    a = info["course"]
    if a.actor != src or not s.marks.pop((CEDRICK_FAILED, src), False) or not s.is_ready(src):
        return
    ops.say(s, N_("{minion}'s referendum did not pass: he goes to torpor."), minion=ops.label(s, src))
    ops.to_torpor(s, src)


event("Cedrick Calhoun (G6)", "referendum-end", cedrick_failed)
event("Cedrick Calhoun (G6)", "action-end", cedrick_to_torpor)


# ------------------------------------------------------------------------ discard phase actions


def is_ready_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.is_ready(uid)


# Ayse Dhanial: "If Ayse is ready, you can use a discard phase action to add 1 blood to her."
vampire("Ayse Dhanial (G6)")
abilities(
    "Ayse Dhanial (G6)",
    Ability(
        "use a discard phase action to add 1 blood to her",
        DISCARD,
        seq(SpendPhaseAction(), AddBlood(1)),
        when=all_of(has_phase_action, is_ready_self),
        by="self",
    ),
)


def neighbour_tokens(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Your predator or prey (a Methuselah)."""
    for t in sorted({s.predator(seat), s.prey(seat)} - {seat}):
        yield (f"p{t + 1}",)


def discard_random_of(s: VTESState, p: Play) -> None:
    t = int(str(p.targets[0])[1:]) - 1 if p.targets else -1
    if s.in_game(t) and s.hand[t]:
        ops.discard_random(s, t)
        ops.say(s, N_("{seat} discards 1 card at random."), seat=s.seat_name(t))


# Josef von Bauren: "You can use a discard phase action to discard 1 card at random from your predator
# or prey's hand. +1 bleed. +1 stealth." (as many times as discard phase actions, ANK 20190725)
vampire("Josef von Bauren (G4)")
static("Josef von Bauren (G4)", "bleed", const(1))
static("Josef von Bauren (G4)", "stealth", const(1))
abilities(
    "Josef von Bauren (G4)",
    Ability(
        "use a discard phase action to discard 1 card at random from your predator or prey's hand",
        DISCARD,
        seq(SpendPhaseAction(), code(discard_random_of, tags=("discard",))),
        when=has_phase_action,
        targets=neighbour_tokens,
    ),
)


def move_two_blood(s: VTESState, p: Play) -> None:
    to = int(p.targets[0]) if p.targets else -1
    if to in s.minions and _blood(s, p.source) >= 2:
        ops.move_blood(s, p.source, to, 2)
        ops.say(s, N_("{minion} moves 2 blood to {other}."), minion=ops.label(s, p.source), other=ops.label(s, to))


def ayo_may_move(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return has_phase_action(s, ctx, seat, uid) and _blood(s, uid) >= 2


# Ayo Igoli: "Ayo gets an additional vote for each ready titled vampire you control. You may use a
# discard phase action to move 2 blood from Ayo to a Laibon in your uncontrolled region."
vampire("Ayo Igoli (G4)")
static("Ayo Igoli (G4)", "votes", ayo_votes)
abilities(
    "Ayo Igoli (G4)",
    Ability(
        "use a discard phase action to move 2 blood from Ayo to a Laibon in your uncontrolled region",
        DISCARD,
        seq(SpendPhaseAction(), code(move_two_blood, tags=("uncontrolled",))),
        when=ayo_may_move,
        targets=uncontrolled_of(in_sect("laibon")),
    ),
)


# ------------------------------------------------------------------------ the uncontrolled region

# Mary Anne Blaire: "Mary Anne can add 2 blood to a vampire in your uncontrolled region as a +1
# stealth action. While she is ready, Inner Circle members get -2 bleed."
vampire("Mary Anne Blaire (G5)")
abilities(
    "Mary Anne Blaire (G5)",
    Ability(
        "add 2 blood to a vampire in your uncontrolled region as a +1 stealth action",
        MINION_PHASE,
        AddBloodSaying(2),
        targets=Uncontrolled(),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)
static("Mary Anne Blaire (G5)", "bleed", KindGets(-2, with_title("inner circle")), everywhere=True)


def malgorzata_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A vampire of your uncontrolled region to remove, another to receive the blood."""
    for a in s.uncontrolled[seat]:
        for b in s.uncontrolled[seat]:
            if a != b:
                yield (a, b)


def malgorzata_moves(s: VTESState, p: Play) -> None:
    gone, to = p.targets
    seat = p.seat
    if gone not in s.uncontrolled[seat] or to not in s.uncontrolled[seat]:
        return
    ops.say(s, N_("{seat} removes {minion} from the game."), seat=s.seat_name(seat), minion=ops.label(s, gone))
    ops.burn(s, gone, to="removed")
    ops.add_blood(s, to, 4)


# Malgorzata: "Malgorzata may remove a vampire in your uncontrolled region from the game to add 4 blood
# from the blood bank to another vampire in your uncontrolled region as a +1 stealth action."
vampire("Malgorzata (G4)")
abilities(
    "Malgorzata (G4)",
    Ability(
        "remove a vampire in your uncontrolled region to add 4 blood to another as a +1 stealth action",
        MINION_PHASE,
        code(malgorzata_moves, blood=4, tags=("uncontrolled",)),
        targets=malgorzata_targets,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# ------------------------------------------------------------------------ combat


def _opposing_older(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Leo Washington: "An older vampire opposing Leo gets an optional maneuver on the first round of
    combat"."""
    c: Combat = info["combat"]
    if src not in (c.a, c.b):
        return
    other = c.other(src)
    if other in s.minions and is_vampire(s, other) and capacity(s, other) > capacity(s, src):
        c.add(other, "maneuver", "", "round")


vampire("Leo Washington (G4)")
event("Leo Washington (G4)", "combat-start", _opposing_older)
# Federico di Padua: "Federico gets 1 optional maneuver during the first round of combat."
vampire("Federico di Padua (G5)")
event("Federico di Padua (G5)", "combat-start", each_combat("maneuver", "", "round"))
# Matasuntha: "After a minion in combat with Matasuntha leaves the ready region, you can gain 1 pool.
# +2 strength."
vampire("Matasuntha (G5)")
static("Matasuntha (G5)", "strength", const(2))


def matasuntha_gains(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c = current_combat(s)
    uid = info.get("uid", -1)
    if c is None or src not in (c.a, c.b) or uid != c.other(src):
        return
    seat = s.controller(src)
    if s.in_game(seat):
        ops.gain_pool(s, seat, 1)
        ops.say(s, N_("{seat} gains 1 pool ({name})."), seat=s.seat_name(seat), name="Matasuntha")


event("Matasuntha (G5)", "leave-ready", matasuntha_gains)

# Egidia Arrú: "After a minion in combat with Egidia leaves the ready region, their controller burns 1 pool.
# +1 strength."
EGIDIA = "Egidia Arrú (G6)"
vampire(EGIDIA)
static(EGIDIA, "strength", const(1))


def egidia_burns(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c = current_combat(s)
    uid = info.get("uid", -1)
    if c is None or src not in (c.a, c.b) or uid != c.other(src):
        return
    seat = int(info.get("seat", -1))  # "their controller"
    if s.in_game(seat):
        ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(seat), n=1, name="Egidia Arrú")
        ops.burn_pool(s, seat, 1)


event(EGIDIA, "leave-ready", egidia_burns)


def damage_from_opposing_strike_to_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return in_damage_to_self(s, ctx, seat, uid) and from_opposing_strike(s, ctx, seat, uid)


def normal_damage_to_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    d = damage_to(s, ctx.combat) if ctx.combat is not None else None
    return in_damage_to_self(s, ctx, seat, uid) and d is not None and d[1] > 0


# Lodin (Olaf Holte): "Once each combat, Lodin can prevent 1 damage from an opposing minion's strike."
vampire("Lodin (Olaf Holte) (G5)")
abilities(
    "Lodin (Olaf Holte) (G5)",
    Ability("prevent 1 damage", DAMAGE, Prevent(1), when=damage_from_opposing_strike_to_self, once="combat", by="self"),
)
# Rowena: "Rowena can prevent 1 non-aggravated damage each round. She can strike: combat ends in
# combat with a werewolf."
vampire("Rowena (G6)")
abilities(
    "Rowena (G6)",
    Ability(
        "prevent 1 non-aggravated damage",
        DAMAGE,
        Prevent(1, normal_only=True),
        when=normal_damage_to_self,
        once="round",
        by="self",
    ),
)
ROWENA_STRIKE = Strike("ends", name=N_("combat ends"))


def rowena_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    other = c.other(uid)
    return [ROWENA_STRIKE] if other in s.minions and has_trait("werewolf")(s, other) else []


strikes("Rowena (G6)", rowena_strikes)


# ------------------------------------------------------------------------ stealing equipment, bleeding at a cost


def pay_blood_on_success(s: VTESState, p: Play) -> None:
    """The action's cost of 1 blood, paid as it succeeds (VT-CARD-25)."""
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)


def has_a_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return _blood(s, uid) >= 1


def any_equipment(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """An equipment card on another Methuselah's minion."""
    from ..actions import is_equipment

    for t, v, _m in s.all_ready():
        if t != seat:
            for p in s.minions[v].cards:
                if is_equipment(s, p):
                    yield (p,)


# Saankaláxt: "Saankaláxt can steal an equipment as a (D) action that costs 1 blood."
vampire("Saankaláxt (G6)")
abilities(
    "Saankaláxt (G6)",
    Ability(
        "steal an equipment as a (D) action that costs 1 blood",
        MINION_PHASE,
        seq(code(pay_blood_on_success), code(darius_steals, tags=("steal-equipment",))),
        when=has_a_blood,
        targets=any_equipment,
        action=ActionSpec(directed=True, target_seat=equipment_controller),
        by="self",
    ),
)


def cybele_master_actions(s: VTESState, src: int, seat: int) -> int:
    """Cybele: "If Cybele is unlocked at the start of your master phase, you get +1 master phase
    action" (read as the phase starts)."""
    return 0 if _locked(s, src) else 1


# Cybele: "... She can bleed with +2 bleed as a (D) action that costs 1 blood. Infernal."
vampire("Cybele (G4)")
static("Cybele (G4)", "master actions", cybele_master_actions)
abilities(
    "Cybele (G4)",
    Ability(
        "bleed with +2 bleed as a (D) action that costs 1 blood",
        MINION_PHASE,
        code(pay_blood_on_success),
        when=has_a_blood,
        action=ActionSpec(bleed=2),
        by="self",
    ),
)


def infernal(s: VTESState, uid: int) -> bool:
    return has_printed_trait(s, uid, "Infernal")


def another_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.actor != uid


# The Horde: "During a bleed action, The Horde can lock to give another acting infernal minion +1
# bleed. Infernal. Non-unique." (in torpor too, LSJ 20011022; before resolution, ANK 20231124)
vampire("The Horde (G6)")
abilities(
    "The Horde (G6)",
    Ability(
        "lock to give another acting infernal minion +1 bleed",
        ACTION_STAGES,
        Bleed(1),
        when=all_of(acting(infernal, bleed=True), another_acting),
        lock=True,
        by="self",
    ),
)


# Mistress Fanchon: "Mistress Fanchon can search your library for a minion card, reveal it, and move
# it to your hand as a +1 stealth action. +2 bleed."
vampire("Mistress Fanchon (G4)")
static("Mistress Fanchon (G4)", "bleed", const(2))
abilities(
    "Mistress Fanchon (G4)",
    Ability(
        "search your library for a minion card and move it to your hand",
        MINION,
        code(search_for("minion"), tags=("search",)),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# ------------------------------------------------------------------------ more enter-combat actions

# Bakr: "Bakr can enter combat with a minion as a +1 stealth action that costs 1 blood. Blood cursed."
vampire("Bakr (G5)")
abilities(
    "Bakr (G5)",
    Ability(
        "enter combat with a minion as a +1 stealth action that costs 1 blood",
        MINION_PHASE,
        seq(code(pay_blood_on_success), FIGHT),
        when=has_a_blood,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)
# Massassi: "Massassi can enter combat with a ready vampire as a (D) action. If that action is
# successful, she gets an optional maneuver in the first round of the resulting combat."
vampire("Massassi (G4)")
abilities(
    "Massassi (G4)",
    Ability(
        "enter combat with a ready vampire as a (D) action, with an optional maneuver in the first round",
        MINION_PHASE,
        EnterCombat(then=(CombatMod("maneuver", "", "round"),), check=False),
        targets=OTHERS_READY_VAMPIRE,
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Evan Klein

EVAN = vampire("Evan Klein (G6)")


def evan_flips(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "As a minion announces an action directed at Evan, flip a coin; if it is tails, the action
    fails" (the state's own generator flips it)."""
    a = info["course"]
    p = a.aplay
    if p is None or not a.directed or src not in p.targets or a not in s.stack:
        return
    if s.rng.below(2) == 0:
        ops.say(s, N_("A coin is flipped for {minion}: tails, the action fails."), minion=ops.label(s, src))
        a.end_now(s)
    else:
        ops.say(s, N_("A coin is flipped for {minion}: heads."), minion=ops.label(s, src))


event("Evan Klein (G6)", "announce", evan_flips)


# ------------------------------------------------------------------------ Henri Lavenant

HENRI = vampire("Henri Lavenant (G3)")


def henri_in_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "While Henri is in combat, you get +1 hand size" (drawn up at once, discarded down after it,
    VT-CARD-21)."""
    c = info["combat"]
    if src in (c.a, c.b) and s.controller(src) >= 0:
        hand_size_in_combat(s, c.serial, s.controller(src), 1)


event("Henri Lavenant (G3)", "combat-start", henri_in_combat)


# ------------------------------------------------------------------------ after a successful bleed

ALONSO = vampire("Alonso Petrodon (G5)")
static("Alonso Petrodon (G5)", "bleed", const(1))


def alonso_bled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Alonso Petrodon: "Alonso inflicts 1 unpreventable damage on each anarch controlled by the
    target of the bleed after bleeding successfully"."""

    a = info["course"]
    if a.actor != src or not a.is_bleed() or not isinstance(a.result, int) or a.result < 1:
        return
    t = a.target_seat
    if not s.in_game(t):
        return
    for uid in [*s.ready[t], *s.torpor[t]]:
        if uid in s.minions and is_anarch(s, uid):
            inflict(s, None, uid, 1, 0)


event("Alonso Petrodon (G5)", "action-success", alonso_bled)

FOTINI = vampire("Fotini Katsikaris (G6)")
FOTINI_HAND = "vampires:fotini"


def fotini_bled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Fotini Katsikaris: "After Fotini successfully bleeds (for 1 or more), you get +1 hand size until
    your next discard phase" (in torpor too, LSJ 20011022)."""
    a = info["course"]
    seat = s.controller(src)
    if a.actor != src or not a.is_bleed() or not isinstance(a.result, int) or a.result < 1 or seat < 0:
        return
    key = ("hand size", seat)
    s.marks[key] = int(s.marks.get(key, 0)) + 1
    s.marks[(FOTINI_HAND, seat)] = int(s.marks.get((FOTINI_HAND, seat), 0)) + 1
    ops.say(s, N_("{seat} gets +1 hand size until their next discard phase."), seat=s.seat_name(seat))


def fotini_ends(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """The hand size she gave ends as her controller's discard phase begins."""
    seat = info["seat"]
    n = int(s.marks.pop((FOTINI_HAND, seat), 0)) if s.controller(src) == seat else 0
    if n:
        s.marks[("hand size", seat)] = int(s.marks.get(("hand size", seat), 0)) - n


event("Fotini Katsikaris (G6)", "action-success", fotini_bled)
event("Fotini Katsikaris (G6)", "discard-phase", fotini_ends)


# ------------------------------------------------------------------------ locations paid with blood

ZELIOS = vampire("Zelios (G5)")
REGINA = vampire("Regina Blake (G6)")
static("Zelios (G5)", "strength", const(1))


def location_pool(s: VTESState, p: Play) -> int:
    return cost_of(s, p.card, p.x)[1] if p.card >= 0 and is_location(p.card) else 0


def blood_for_locations(s: VTESState, p: Play, use: Any) -> list[core.Reducer]:
    """Zelios: "If Zelios is ready, you can lock him to pay the pool cost of a location with his blood
    instead" (all of it, with the blood to do so); Regina Blake: "Each time you play a location card,
    you can use up to 1 of Regina's blood to pay some or all of its blood or pool cost"."""
    pool = location_pool(s, p)
    if pool <= 0:
        return []
    out: list[core.Reducer] = []
    for uid in s.ready[p.seat] + s.torpor[p.seat]:
        m = s.minions[uid]
        if m.card == ZELIOS and s.is_ready(uid) and not m.locked and m.blood >= pool:
            out.append(core.Reducer(uid, pool=pool, key="zelios"))
        elif m.card == REGINA and m.blood >= 1:
            out.append(core.Reducer(uid, pool=1, key="regina"))
    return out


def blood_paid_for_location(s: VTESState, p: Play, reducer: core.Reducer) -> None:
    """Zelios locks and burns the pool cost in blood; Regina burns 1 blood."""
    if reducer.source not in s.minions:
        return
    if reducer.key == "zelios":
        ops.lock(s, reducer.source)
    ops.burn_blood(s, reducer.source, reducer.pool)


hook(("Zelios (G5)", "Regina Blake (G6)"), core.COST_REDUCERS, blood_for_locations)
hook("Zelios (G5)", core.REDUCER_COSTS, blood_paid_for_location, "zelios")
hook("Regina Blake (G6)", core.REDUCER_COSTS, blood_paid_for_location, "regina")


# ------------------------------------------------------------------------ for other minions


def annabelle_stealth(s: VTESState, src: int, uid: int) -> int:
    """Annabelle Triabell: "While Annabelle is locked, other Toreador you control get +1 stealth" (a
    static of every Toreador, whenever it acts, LSJ 20030811)."""
    if src == uid or not _locked(s, src) or s.controller(uid) != s.controller(src):
        return 0
    return 1 if of_clan("Toreador")(s, uid) else 0


vampire("Annabelle Triabell (G6)")
static("Annabelle Triabell (G6)", "stealth", annabelle_stealth, everywhere=True)


def bethany_bleed(s: VTESState, src: int, uid: int) -> int:
    """Bethany Ray: "Toreador and Toreador antitribu get +1 bleed against you"."""

    if src == uid:
        return 0
    a = current_action(s)
    if a is None or a.actor != uid or not a.is_bleed() or a.target_seat != s.controller(src):
        return 0
    return 1 if of_clan("Toreador")(s, uid) or of_clan("Toreador antitribu")(s, uid) else 0


vampire("Bethany Ray (G5)")
static("Bethany Ray (G5)", "bleed", bethany_bleed, everywhere=True)


def any_hand_card(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    return _hand_slugs(s, seat, lambda f: True)


# Victoria Ash (G7): "While Victoria is ready, you can discard 1 card during a bleed action to give an
# acting Assamite +1 bleed. +1 bleed."
vampire("Victoria Ash (G7)")
static("Victoria Ash (G7)", "bleed", const(1))
abilities(
    "Victoria Ash (G7)",
    Ability(
        "discard 1 card: the acting Assamite gets +1 bleed",
        ACTION_STAGES,
        DiscardChosen(Bleed(1)),
        when=all_of(is_ready_self, acting(of_clan("Banu Haqim"), bleed=True)),
        targets=any_hand_card,
    ),
)


def add_intercept_to_self(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and p.source in s.minions:
        a.add_intercept(p.source, 1)


def others_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.actor_seat != seat


def acting_is_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.actor == uid


# Abraham DuSable: "During an action, Abraham can discard a card requiring Blood Sorcery [tha] to get +1
# intercept or +1 stealth."
vampire("Abraham DuSable (G6)")
abilities(
    "Abraham DuSable (G6)",
    Ability(
        "discard a card requiring Blood Sorcery: +1 intercept",
        ACTION_STAGES,
        DiscardChosen(code(add_intercept_to_self, intercept=1)),
        when=others_action,
        targets=hand_requiring("tha"),
        by="self",
    ),
    Ability(
        "discard a card requiring Blood Sorcery: +1 stealth",
        ACTION_STAGES,
        DiscardChosen(Stealth(1)),
        when=acting_is_self,
        targets=hand_requiring("tha"),
        by="self",
    ),
)


def prince_with_blood(s: VTESState, uid: int) -> bool:
    return with_title("prince")(s, uid) and s.minions[uid].blood >= 1


def move_blood_to_source(s: VTESState, p: Play) -> None:
    frm = int(p.targets[0]) if p.targets else -1
    if frm in s.minions and p.source in s.minions and ops.move_blood(s, frm, p.source, 1):
        ops.say(s, N_("{minion} moves 1 blood to {other}."), minion=ops.label(s, frm), other=ops.label(s, p.source))


# Silvian Popescu: "During your unlock phase, you can move 1 blood from a prince you control to
# Silvian." (in torpor too, LSJ 20011022)
vampire("Silvian Popescu (G7)")
abilities(
    "Silvian Popescu (G7)",
    Ability(
        "move 1 blood from a prince you control to Silvian",
        UNLOCK,
        code(move_blood_to_source, blood=1),
        targets=Minions("yours", "controlled", vampire=True, other=True, kind=prince_with_blood),
        once="turn",
    ),
)


def xeper_votes(s: VTESState, src: int, uid: int) -> int:
    """Xeper: "Xeper gets +1 vote for each ready unique infernal vampire you control" (himself too)."""
    seat = s.controller(uid)
    if seat < 0:
        return 0
    return sum(1 for v, _m in s.ready_minions(seat) if is_vampire(s, v) and infernal(s, v) and s.facts(v).unique)


# Xeper: "... He can steal an ally controlled by another Methuselah as a (D) action. Infernal."
vampire("Xeper, Sultan of Lepers (G6)")
static("Xeper, Sultan of Lepers (G6)", "votes", xeper_votes)
abilities(
    "Xeper, Sultan of Lepers (G6)",
    Ability(
        "steal an ally controlled by another Methuselah as a (D) action",
        MINION_PHASE,
        StealMinion(),
        targets=OTHERS_READY_ALLY,
        action=ActionSpec(directed=True),
        by="self",
    ),
)


def carlak_tallied(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Carlak: "Once results of a referendum are tallied, Carlak gains 1 blood for each Methuselah
    casting no votes in favor and 1 or more votes against the referendum"."""
    ref = info["referendum"]
    against: set[int] = set()
    favour: set[int] = set()
    for entry in ref.cast:
        seat, side, votes = entry[1], entry[2], entry[3] + entry[4]
        if votes > 0 and seat >= 0:
            (against if side == "against" else favour).add(seat)
    n = len(against - favour)
    if n and src in s.minions:
        ops.add_blood(s, src, n)
        ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, src), n=n)


vampire("Carlak (G5)")
event("Carlak (G5)", "referendum-end", carlak_tallied)
event("Carlak (G5)", "combat-start", each_combat("press", 1, "combat"))


# ------------------------------------------------------------------------ Aksinya Daclau


def master_and_bleed_target(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A master card of your hand to discard, and the Methuselah the bleed goes to (a valid bleed
    target, PIB 20130711)."""
    for (slug,) in _hand_slugs(s, seat, lambda f: f.is_type("Master")):
        for (token,) in bleed_targets_other(s, ctx, seat, uid):
            yield (slug, token)


def ready_unlocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.is_ready(uid) and not _locked(s, uid)


def discard_then_redirect(s: VTESState, p: Play) -> None:
    if _discard_named(s, p):
        Redirect()(s, p)


# Aksinya Daclau: "Once each turn during a bleed against you, if Aksinya is ready and unlocked, you may
# discard a master card from your hand to redirect the bleed to any other Methuselah." (after blocks
# are declined, before resolution, LSJ 20000507, LSJ 19980105)
vampire("Aksinya Daclau (G4)")
abilities(
    "Aksinya Daclau (G4)",
    Ability(
        "discard a master card to redirect the bleed to another Methuselah",
        STATE_C,
        code(discard_then_redirect, bounce=True),
        when=all_of(bleeding_you_after_blocks, ready_unlocked),
        targets=master_and_bleed_target,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Ruxandra

RUXANDRA = vampire("Ruxandra (G5)")


def ruxandra_intercept(s: VTESState, course: Any, uid: int) -> int:
    """ "Ventrue get -1 intercept against Ruxandra"."""
    if _card_of(s, course.actor) != RUXANDRA or uid not in s.minions:
        return 0
    return -1 if of_clan("Ventrue")(s, uid) else 0


def hand_subsets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Any number of cards of your hand (one choice per set of names)."""

    slugs = sorted(facts(c).slug for c in s.hand[seat])
    seen: set[tuple[str, ...]] = set()
    for k in range(1, len(slugs) + 1):
        for combo in combinations(slugs, k):
            if combo not in seen:
                seen.add(combo)
                yield combo


hook_while_on_table("Ruxandra (G5)", core.INTERCEPT_MODS, ruxandra_intercept)
# "You can use a discard phase action and lock her to discard any number of cards" (all at once, then
# replaced, LSJ 19981005; in torpor too, LSJ 20011022).
abilities(
    "Ruxandra (G5)",
    Ability(
        "use a discard phase action and lock her to discard any number of cards",
        DISCARD,
        seq(SpendPhaseAction(), DiscardChosen()),
        when=has_phase_action,
        targets=hand_subsets,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Adelino Da Silva

ADELINO = vampire("Adelino Da Silva (G6)")


def adelino_rescue(s: VTESState, rescuer: int, victim: int) -> int:
    """ "Rescuing an older vampire from torpor costs Adelino -2 blood" (the action's cost, whoever
    pays, PIB 20110918)."""
    if _card_of(s, rescuer) != ADELINO or victim not in s.minions or not is_vampire(s, victim):
        return 0
    return -2 if capacity(s, victim) > capacity(s, rescuer) else 0


hook("Adelino Da Silva (G6)", core.RESCUE_COSTS, adelino_rescue)


# ------------------------------------------------------------------------ costs for others

DJENEBA = vampire("Djeneba (G7)")
STRIKE_CARD = re.compile(r"\bstrike(?:, [a-z ]+)?:", re.IGNORECASE)  # "Strike:", "Strike, ranged:"
static("Djeneba (G7)", "stealth", const(1))


def djeneba_strike_cards(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Djeneba: "In combat, strike cards cost the opposing minion +1 blood or life" (a card played as
    a strike: "Strike: ...")."""
    c = current_combat(s)
    if c is None or uid < 0 or use is None or use.as_ != "combat":
        return 0, 0
    other = c.other(uid) if uid in (c.a, c.b) else -1
    if _card_of(s, other) != DJENEBA or STRIKE_CARD.search(facts(card).text) is None:
        return 0, 0
    return 1, 0


hook_while_on_table("Djeneba (G7)", core.COST_CHANGES, djeneba_strike_cards)

MARCELLUS = vampire("Marcellus (G2)")
static("Marcellus (G2)", "bleed", const(1))


def marcellus_political(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Marcellus: "If Marcellus is ready, political actions cost Nosferatu 1 additional blood"."""
    if uid < 0 or use is None or use.as_ != "political" or not of_clan("Nosferatu")(s, uid):
        return 0, 0
    return (1, 0) if _ready_copy(s, MARCELLUS) else (0, 0)


hook_while_on_table("Marcellus (G2)", core.COST_CHANGES, marcellus_political)


# ------------------------------------------------------------------------ Nergal

NERGAL = vampire("Nergal (G5)")
NERGAL_ADV = vampire("Nergal (G5 ADV)")
static("Nergal (G5)", "bleed", const(2))


def nergal_reducer(s: VTESState, p: Play, use: Any) -> list[core.Reducer]:
    """Nergal: "Once each turn, Nergal can reduce the cost of a card he plays by 1 blood" (each
    Methuselah's turn, ANK 20180719-4; used only when a cost is paid, LSJ 20091021-2)."""

    if p.by < 0 or _card_of(s, p.by) != NERGAL or p.card < 0 or ("vampires:nergal", p.by) in s.marks:
        return []
    return [core.Reducer(p.by, blood=1, key="nergal")] if cost_of(s, p.card, p.x)[0] >= 1 else []


def nergal_used(s: VTESState, p: Play, reducer: core.Reducer) -> None:
    s.marks[("vampires:nergal", reducer.source)] = True


hook("Nergal (G5)", core.COST_REDUCERS, nergal_reducer)
hook("Nergal (G5)", core.REDUCER_COSTS, nergal_used, "nergal")


def nergal_adv_reactions(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """Nergal (advanced): "While Nergal is acting, reaction cards cost +1 blood"."""

    a = current_action(s)
    if use is None or use.as_ != "reaction" or a is None or _card_of(s, a.actor) != NERGAL_ADV:
        return 0, 0
    return 1, 0


def burn_blood_for_stealth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and ops.burn_blood(s, p.source, 1):
        a.stealth_bonus += 1
        ops.say(s, N_("{minion} burns 1 blood: +1 stealth."), minion=ops.label(s, p.source))


def acting_with_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return acting_is_self(s, ctx, seat, uid) and _blood(s, uid) >= 1


hook_while_on_table("Nergal (G5 ADV)", core.COST_CHANGES, nergal_adv_reactions)
abilities(
    "Nergal (G5 ADV)",
    Ability(
        "burn 1 blood: +1 stealth",
        ACTION_STAGES,
        code(burn_blood_for_stealth, stealth=1),
        when=acting_with_blood,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Claudio Severino (advanced)


def claudio_discards(s: VTESState, p: Play) -> None:
    if _discard_named(s, p):
        ops.gain_pool(s, p.seat, 1)
        ops.say(s, N_("{seat} gains 1 pool ({name})."), seat=s.seat_name(p.seat), name="Claudio Severino")


def merged_acting_with_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return is_merged(s, uid) and acting_with_blood(s, ctx, seat, uid)


# "If Claudio is ready, you can use a discard phase action to discard a card requiring Blood Sorcery
# [tha] to gain 1 pool. [MERGED] Claudio can burn 1 blood to get +1 stealth."
vampire("Claudio Severino (G5 ADV)")
abilities(
    "Claudio Severino (G5 ADV)",
    Ability(
        "use a discard phase action to discard a card requiring Blood Sorcery to gain 1 pool",
        DISCARD,
        seq(SpendPhaseAction(), code(claudio_discards, tags=("gain-pool",))),
        when=all_of(has_phase_action, is_ready_self),
        targets=hand_requiring("tha"),
    ),
    Ability(
        "burn 1 blood: +1 stealth (merged)",
        ACTION_STAGES,
        code(burn_blood_for_stealth, stealth=1),
        when=merged_acting_with_blood,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Diana Iadanza

DIANA = vampire("Diana Iadanza (G7)")
static("Diana Iadanza (G7)", "bleed", const(1))


def diana_may(s: VTESState, seat: int, p: Play, src: int) -> bool:
    """A reaction card played during a referendum Diana called, with 1 blood to burn."""

    ref = current_referendum(s)
    if ref is None or ref.rkind == "blood hunt" or _card_of(s, ref.subject) != DIANA or ref.subject != src:
        return False
    cd = CARDS.get(p.card)
    return cd is not None and cd.uses[p.use].as_ == "reaction" and s.controller(src) == seat and _blood(s, src) >= 1


def diana_canceller(s: VTESState, seat: int, p: Play, cd: Any, use: Any) -> bool:
    ref = current_referendum(s)
    return ref is not None and ref.subject in s.minions and diana_may(s, seat, p, ref.subject)


def diana_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.played is not None and diana_may(s, seat, ctx.played, uid)


def diana_cancels(s: VTESState, p: Play) -> None:
    """Burn 1 blood: the reaction card is cancelled, its cost still paid (VT-TERM-18)."""

    if ops.burn_blood(s, p.source, 1):
        cancel_played(s, unpaid=False)


# "During a referendum she calls, Diana can burn 1 blood to cancel a reaction card as it is played
# (cost is still paid). +1 bleed."
hook("Diana Iadanza (G7)", core.CANCELLERS, diana_canceller)
abilities(
    "Diana Iadanza (G7)",
    Ability(
        "burn 1 blood to cancel a reaction card as it is played",
        frozenset(("as-played",)),
        code(diana_cancels, tags=("cancel",)),
        when=diana_when,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Ian Carfax

IAN = vampire("Ian Carfax (G7)")
static("Ian Carfax (G7)", "intercept", const(1))


def ian_combat_ended(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Once each turn after a combat involving Ian ends, he can unlock if the opposing minion is not
    ready": his controller is asked as the combat ends."""
    c: Combat = info["combat"]
    if src not in (c.a, c.b) or not s.is_ready(src) or not _locked(s, src) or ("vampires:ian", src) in s.marks:
        return
    other = c.other(src)
    if other in s.minions and s.is_ready(other):
        return
    question = said(N_("{minion}: unlock?"), minion=ops.label(s, src))
    ask(s, s.controller(src), question, (Action("choose", ("unlock",)), Action("decline")), ian_unlocks, (src,))


def ian_unlocks(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (src,) = args
    if action.verb == "choose" and src in s.minions:
        s.marks[("vampires:ian", src)] = True
        ops.unlock(s, src)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, src))


event("Ian Carfax (G7)", "combat-end", ian_combat_ended)


# ------------------------------------------------------------------------ Soldat


def black_hand_in_combat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    c = ctx.combat
    if c is None:
        return
    for v in (c.a, c.b):
        if v in s.minions and is_vampire(s, v) and has_printed_trait(s, v, "Black Hand"):
            yield (v,)


def burn_edge_for_maneuver(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    to = int(p.targets[0]) if p.targets else -1
    if c is not None and s.edge == p.seat and to in (c.a, c.b):
        s.edge = CENTRE
        c.add(to, "maneuver", "", "combat")
        ops.say(
            s,
            N_("{seat} burns the Edge: {minion} gets an optional maneuver."),
            seat=s.seat_name(p.seat),
            minion=ops.label(s, to),
        )


# Soldat: "You may burn the Edge to give any Black Hand vampire an optional maneuver." (a trait, LSJ
# 20070322): before range is determined, a Black Hand vampire in the combat.
vampire("Soldat (G3)")
abilities(
    "Soldat (G3)",
    Ability(
        "burn the Edge to give a Black Hand vampire an optional maneuver",
        BEFORE_RANGE,
        code(burn_edge_for_maneuver, maneuver=True),
        when=holds_edge,
        targets=black_hand_in_combat,
    ),
)


# ------------------------------------------------------------------------ Sri Sansa


def sri_moves(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A mortal or mage ally you control, and the way the blood or life goes (``to`` the ally,
    ``from`` it), not beyond the ally's starting life nor Sri's capacity."""
    sri = s.minions[uid]
    for v, m in s.ready_minions(seat):
        if is_vampire(s, v) or not has_trait("mortal", "mage")(s, v):
            continue
        if sri.blood >= 1 and m.blood < facts(m.card).life:
            yield (v, "to")
        if m.blood >= 1 and sri.blood < capacity(s, uid):
            yield (v, "from")


def sri_move(s: VTESState, p: Play) -> None:
    ally_, way = p.targets
    if ally_ not in s.minions or p.source not in s.minions:
        return
    frm, to = (p.source, ally_) if way == "to" else (ally_, p.source)
    ops.burn_blood(s, frm, 1)
    ops.add_blood(s, to, 1)
    ops.say(s, N_("{minion} moves 1 blood to {other}."), minion=ops.label(s, frm), other=ops.label(s, to))


# Sri Sansa: "During your unlock phase, you can move 1 blood or life between Sri and a mortal or mage
# ally you control, not to exceed their starting life." (in torpor too, LSJ 20011022)
vampire("Sri Sansa (G6)")
abilities(
    "Sri Sansa (G6)",
    Ability(
        "move 1 blood or life between Sri and a mortal or mage ally",
        UNLOCK,
        code(sri_move),
        targets=sri_moves,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Reginald Moore

REGINALD = vampire("Reginald Moore (G4)")
TREMERE_OR_ANTITRIBU = any_kind(of_clan("Tremere"), of_clan("Tremere antitribu"))
static("Reginald Moore (G4)", "strength", InCombatWith(1, kind=TREMERE_OR_ANTITRIBU))
rule("Reginald Moore (G4)", core.BLOCK_RULES, CannotBlockKind("Reginald Moore (G4)", TREMERE_OR_ANTITRIBU))


def enters_combat(s: VTESState, p: Play) -> bool:
    """Whether a play is an action to enter combat (its effect says so)."""
    if p.card >= 0:
        cd = CARDS.get(p.card)
        effect = cd.uses[p.use].effect if cd is not None else None
    else:
        src = p.source
        card_ = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
        abs_ = ABILITIES.get(card_, ())
        effect = abs_[p.use].effect if 0 <= p.use < len(abs_) else None
    gives = getattr(effect, "gives", None)
    return gives is not None and "enter-combat" in gives().tags


def reginald_may_target(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """ "He cannot ... take actions to enter combat with them" (Tremere, Tremere antitribu)."""
    if p.by < 0 or _card_of(s, p.by) != REGINALD or ctx.moment != "minion":
        return True
    if not any(isinstance(t, int) and t in s.minions and TREMERE_OR_ANTITRIBU(s, t) for t in p.targets):
        return True
    return not enters_combat(s, p)


hook_while_on_table("Reginald Moore (G4)", core.TARGET_RULES, reginald_may_target)


# ------------------------------------------------------------------------ in combat, once each combat

REQUIRES_ANARCH = re.compile(r"\bRequires an? (?:ready )?anarch\b", re.IGNORECASE)


def requires_an_anarch(f: Facts) -> bool:
    return REQUIRES_ANARCH.search(f.text.split("\n", 1)[0]) is not None


def hand_requiring_anarch(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    return _hand_slugs(s, seat, requires_an_anarch)


# Gabriel Tremblay: "Once each combat, Gabriel can discard a card requiring an Anarch to get +1 strength
# that combat. -1 stealth."
vampire("Gabriel Tremblay (G6)")
static("Gabriel Tremblay (G6)", "stealth", const(-1))
abilities(
    "Gabriel Tremblay (G6)",
    Ability(
        "discard a card requiring an Anarch: +1 strength this combat",
        BEFORE_RANGE | frozenset(("before-strikes",)),
        DiscardChosen(CombatMod("strength", 1, "combat")),
        when=in_combat_self,
        targets=hand_requiring_anarch,
        once="combat",
        by="self",
    ),
)


def combat_with_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return in_combat_self(s, ctx, seat, uid) and _blood(s, uid) >= 1


def burn_one_blood(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)


# Chun Hei: "Once each combat, Chun Hei can burn 1 blood to get 1 additional strike that does not count
# against the limit. +1 strength."
vampire("Chun Hei (G6)")
static("Chun Hei (G6)", "strength", const(1))
abilities(
    "Chun Hei (G6)",
    Ability(
        "burn 1 blood: 1 additional strike",
        ADDITIONAL,
        seq(code(burn_one_blood), AdditionalStrike(limited=False)),
        when=combat_with_blood,
        once="combat",
        by="self",
    ),
)


# ------------------------------------------------------------------------ Talbot

TALBOT = vampire("Talbot (G5)")


def talbot_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A master card of your hand to discard, and a minion of another Methuselah."""
    for (slug,) in _hand_slugs(s, seat, lambda f: f.is_type("Master")):
        for (v,) in OTHERS_READY_MINION(s, ctx, seat, uid):
            yield (slug, v)


def minion_controller(s: VTESState, p: Play) -> int:
    return s.controller(int(p.targets[-1])) if p.targets and p.targets[-1] in s.minions else -1


def talbot_discards(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """The master card is discarded as the action is announced (what the action costs)."""
    a = info["course"]
    if a.actor == src and a.ability is not None and a.aplay is not None and a.aplay.targets:
        _discard_named(s, a.aplay)


def talbot_fights(s: VTESState, p: Play) -> None:
    target = p.targets[-1]
    if isinstance(target, int) and target in s.minions and s.is_ready(target) and s.is_ready(p.by):
        enter_combat(s, p.by, target)


# "You can discard a master card to have Talbot attempt to enter combat with a minion as a +1 stealth
# (D) action."
abilities(
    "Talbot (G5)",
    Ability(
        "discard a master card: enter combat with a minion as a +1 stealth (D) action",
        MINION_PHASE,
        code(talbot_fights, tags=("enter-combat",), harmful=True),
        targets=talbot_targets,
        action=ActionSpec(stealth=1, directed=True, target_seat=minion_controller),
        by="self",
    ),
)
event("Talbot (G5)", "announce", talbot_discards)


# ------------------------------------------------------------------------ Enkidu

ENKIDU = vampire("Enkidu, The Noah (G4)")
static("Enkidu, The Noah (G4)", "strength", const(2))
abilities("Enkidu, The Noah (G4)", enter_combat_ability("any minion", OTHERS_READY_MINION))


#: The vampires whose text says "he cannot have or use equipment" (Enkidu; Beast, The Leatherface of Detroit).
NO_EQUIPMENT_VAMPIRES = {ENKIDU}


def enkidu_carries(s: VTESState, uid: int, card: int) -> bool:
    """ "He cannot have or use equipment" (an equipment that is a location in play he can, LSJ
    20050315)."""
    return _card_of(s, uid) not in NO_EQUIPMENT_VAMPIRES or is_location(card)


def enkidu_employed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Enkidu successfully performs an action to employ a retainer, he unlocks at the end of the
    turn"."""
    a = info["course"]
    noted = s.marks.get(("this-action", ACTION_CARD, a.serial))  # the card, noted as announced
    if a.actor != src or noted is None:
        return
    card_, use = noted
    cd = CARDS.get(card_)
    if cd is not None and cd.uses[use].as_ == "retainer":
        s.marks[("vampires:enkidu", src)] = True


def enkidu_unlocks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if s.marks.pop(("vampires:enkidu", src), False) and s.is_ready(src):
        ops.unlock(s, src)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, src))


hook("Enkidu, The Noah (G4)", core.CARRY_RULES, enkidu_carries)
event("Enkidu, The Noah (G4)", "action-success", enkidu_employed)
event("Enkidu, The Noah (G4)", "end-turn", enkidu_unlocks)


# ------------------------------------------------------------------------ Annazir

# Annazir: "Annazir can burn a location or steal an equipment as a (D) action. Infernal. +1 bleed."
vampire("Annazir (G5)")
static("Annazir (G5)", "bleed", const(1))
abilities(
    "Annazir (G5)",
    Ability(
        "burn a location as a (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        targets=Locations("others"),
        action=ActionSpec(directed=True, target_seat=equipment_controller),
        by="self",
    ),
    Ability(
        "steal an equipment as a (D) action",
        MINION_PHASE,
        code(darius_steals, tags=("steal-equipment",)),
        targets=any_equipment,
        action=ActionSpec(directed=True, target_seat=equipment_controller),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Dr. John Dee

DEE = vampire("Dr. John Dee (G4)")


def dee_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Ventrue in combat with John cannot strike: combat ends"."""
    c: Combat = info["combat"]
    if src in (c.a, c.b):
        other = c.other(src)
        if other in s.minions and of_clan("Ventrue")(s, other):
            c.add(other, "no-combat-ends", 1, "combat")


def dee_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During the polling step of any referendum, once each referendum (locked too, ANK 20220705)."""
    ref = ctx.referendum
    return ref is not None and s.is_ready(uid) and ("vampires:dee", ref.serial) not in s.marks


def dee_votes(s: VTESState, p: Play) -> None:
    ref = current_referendum(s)
    if ref is not None:
        s.marks[("vampires:dee", ref.serial)] = True
        vote_discarding(2)(s, p)


event("Dr. John Dee (G4)", "combat-start", dee_combat)
abilities(
    "Dr. John Dee (G4)",
    Ability(
        "discard a card requiring Blood Sorcery: +2 votes",
        POLL,
        code(dee_votes, votes=2),
        when=dee_may,
        targets=hand_requiring("tha"),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Jayne Jonestown

SOCIETY = card_id("Society of Leopold")


def jayne_stealth(s: VTESState, src: int, uid: int) -> int:
    """Jayne Jonestown: "Jayne gets an additional +1 stealth when hunting, but -1 stealth on any other
    actions"."""

    a = current_action(s)
    if a is None or a.actor != uid:
        return 0
    return 1 if a.kind_ == "hunt" else -1


def society_moves(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """The Society of Leopold in play, and any other ready vampire."""
    for p, pl in s.placed.items():
        if pl.card == SOCIETY and pl.host >= 0:
            for _t, v, _m in s.all_ready():
                if v != pl.host and is_vampire(s, v):
                    yield (p, v)


def move_society(s: VTESState, p: Play) -> None:
    card_, to = p.targets
    if card_ in s.placed and to in s.minions:
        ops.move_placed(s, card_, to)
        ops.say(s, N_("{card} moves to {minion}."), card=facts(s.placed[card_].card).name, minion=ops.label(s, to))


# "If Jayne is ready during your unlock phase and the Society of Leopold is in play, you may move the
# Society to any ready vampire."
vampire("Jayne Jonestown (G4)")
static("Jayne Jonestown (G4)", "stealth", jayne_stealth)
abilities(
    "Jayne Jonestown (G4)",
    Ability(
        "move the Society of Leopold to any ready vampire",
        UNLOCK,
        code(move_society),
        when=is_ready_self,
        targets=society_moves,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ referendums called by a vampire's text


@terms
def four_blood_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Distribute 4 blood ... among one or more ready vampires": the four vampires getting 1 blood
    each (one may be named several times), as the terms (VT-REF-03)."""

    vamps = sorted(v for _t, v, _m in s.all_ready() if is_vampire(s, v))
    yield from combinations_with_replacement(vamps, 4)


def distribute_blood(s: VTESState, p: Play) -> None:
    for v in p.targets:
        if isinstance(v, int) and v in s.minions and s.is_ready(v):
            ops.add_blood(s, v, 1)
            ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, v), n=1)


# Dmitra Ilyanova: "Dmitra can call a referendum to distribute 4 blood from the blood bank among one or
# more ready vampires as a +1 stealth political action."
vampire("Dmitra Ilyanova (G5)")
abilities(
    "Dmitra Ilyanova (G5)",
    Ability(
        "call a referendum to distribute 4 blood among ready vampires as a +1 stealth political action",
        MINION_PHASE,
        code(distribute_blood, blood=4),
        when=may_call_referendum,
        targets=four_blood_terms,
        action=ActionSpec(stealth=1, political=True),
        by="self",
    ),
)


@terms
def two_minion_cards_in_ash(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Two minion cards of your ash heap (public, VT-TERM-04), as the terms."""

    slugs = sorted(facts(c).slug for c in s.ash[seat] if is_minion_card(facts(c)))
    seen: set[tuple[str, ...]] = set()
    for pair in combinations(slugs, 2):
        if pair not in seen:
            seen.add(pair)
            yield pair


def ash_to_hand(s: VTESState, p: Play) -> None:
    """Move the cards named from your ash heap to your hand, then discard down (VT-CARD-21)."""
    for slug in p.targets:
        card_ = _take_from_ash(s, p.seat, str(slug))
        if card_ is not None:
            s.hand[p.seat].append(card_)
            _shown_to_all(s, p.seat, card_)
            ops.say(
                s,
                N_("{seat} moves {card} from their ash heap to their hand."),
                seat=s.seat_name(p.seat),
                card=facts(card_).name,
            )
    ops.refill(s, p.seat)


# Undele: "Undele may call a referendum to move two minion cards from your ash heap to your hand as a +1
# stealth political action (discard afterward)."
vampire("Undele (G5)")
abilities(
    "Undele (G5)",
    Ability(
        "call a referendum to move two minion cards from your ash heap to your hand as a +1 stealth political action",
        MINION_PHASE,
        code(ash_to_hand, tags=("draw",)),
        when=may_call_referendum,
        targets=two_minion_cards_in_ash,
        action=ActionSpec(stealth=1, political=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ hand size beyond the turn

HAND_TO_UNLOCK = "vampires:hand-size-to-unlock"


def hand_size_for_game(s: VTESState, seat: int, n: int, until_unlock: bool) -> None:
    """+N hand size until the end of the game, or until the Methuselah's next unlock phase."""
    key = ("hand size", seat)
    s.game_marks[key] = int(s.game_marks.get(key, 0)) + n
    if until_unlock:
        s.game_marks[(HAND_TO_UNLOCK, seat)] = int(s.game_marks.get((HAND_TO_UNLOCK, seat), 0)) + n


def hand_size_ends(s: VTESState, info: dict[str, Any]) -> None:
    """What lasted "until your next unlock phase" ends as that phase begins."""
    seat = info["seat"]
    n = int(s.game_marks.pop((HAND_TO_UNLOCK, seat), 0))
    if n:
        s.game_marks[("hand size", seat)] = int(s.game_marks.get(("hand size", seat), 0)) - n


def benjamin_hand(s: VTESState, p: Play) -> None:
    hand_size_for_game(s, p.seat, 1, until_unlock=False)
    ops.say(s, N_("{seat} gets +1 hand size until the end of the game."), seat=s.seat_name(p.seat))


# Benjamin Rose: "Benjamin can call a referendum to give you +1 hand size until the end of the game as a
# +1 stealth political action."
vampire("Benjamin Rose (G5)")
abilities(
    "Benjamin Rose (G5)",
    Ability(
        "call a referendum to give you +1 hand size until the end of the game as a +1 stealth political action",
        MINION_PHASE,
        code(benjamin_hand, tags=("hand-size",)),
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        by="self",
    ),
)


def juliet_passed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Juliet Parr: "After a referendum called by Juliet passes, you get +2 hand size until your next
    unlock phase"."""
    ref = info["referendum"]
    seat = s.controller(src)
    if info.get("passed") and ref.rkind != "blood hunt" and ref.subject == src and s.in_game(seat):
        hand_size_for_game(s, seat, 2, until_unlock=True)
        ops.say(s, N_("{seat} gets +2 hand size until their next unlock phase."), seat=s.seat_name(seat))


# "... Juliet gets 1 optional maneuver each combat."
vampire("Juliet Parr (G7)")
event("Juliet Parr (G7)", "referendum-end", juliet_passed)
event("Juliet Parr (G7)", "combat-start", each_combat("maneuver", "", "combat"))
on("Juliet Parr (G7)", "unlock", hand_size_ends)  # Thucimia's -2 hand size ends there too


def thucimia_bleeds_more(s: VTESState, p: Play) -> None:
    hand_size_for_game(s, p.seat, -2, until_unlock=True)
    ops.say(s, N_("{seat} gets -2 hand size until their next unlock phase."), seat=s.seat_name(p.seat))
    Bleed(1)(s, p)


def bleeding_self_now(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.actor == uid and ctx.action.is_bleed()


# Thucimia: "During a bleed action, Thucimia can give you -2 hand size until your next unlock phase to get
# +1 bleed. Blood cursed. +1 hand size."
vampire("Thucimia (G4)")
static("Thucimia (G4)", "hand size", const(1))
abilities(
    "Thucimia (G4)",
    Ability(
        "-2 hand size until your next unlock phase: +1 bleed",
        ACTION_STAGES,
        code(thucimia_bleeds_more, bleed=1),
        when=bleeding_self_now,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Fakir al Sidi


def fakir_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During the polling step of a political action's referendum, before votes and ballots are cast,
    with 3 blood to burn."""
    return referendum(s, ctx, seat, uid) and before_votes(s, ctx, seat, uid) and _blood(s, uid) >= 3


def fakir_fails(s: VTESState, p: Play) -> None:
    ref = current_referendum(s)
    if ref is not None and ops.burn_blood(s, p.source, 3) == 3:
        ref.fails = True
        ops.say(s, N_("{minion} burns 3 blood: the referendum fails."), minion=ops.label(s, p.source))


# Fakir al Sidi: "Fakir can burn 3 blood during the polling step of a political action before votes and
# ballots are cast to have the referendum fail. He gets 1 optional press each combat. +1 bleed. +1
# strength."
vampire("Fakir al Sidi (G4)")
static("Fakir al Sidi (G4)", "bleed", const(1))
static("Fakir al Sidi (G4)", "strength", const(1))
event("Fakir al Sidi (G4)", "combat-start", each_combat("press", 1, "combat"))
abilities(
    "Fakir al Sidi (G4)",
    Ability(
        "burn 3 blood to have the referendum fail",
        POLL,
        code(fakir_fails, tags=("referendum-fails",)),
        when=fakir_may,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Tomaine


def tomaine_prey_hand(s: VTESState, src: int, seat: int) -> int:
    """Tomaine: "While Tomaine is ready and your prey controls a ready Sabbat vampire, your prey gets +1
    hand size" (a number of the prey's, from his text: a static everywhere, read while he is ready)."""
    owner = s.controller(src)
    if seat == owner or seat != s.prey(owner) or not s.is_ready(src):
        return 0
    return 1 if any(is_vampire(s, v) and s.minions[v].sect == "sabbat" for v in s.ready[seat]) else 0


vampire("Tomaine (G4)")
static("Tomaine (G4)", "hand size", tomaine_prey_hand, everywhere=True)


# ------------------------------------------------------------------------ Karl Schrekt

KARL = vampire("Karl Schrekt (G6)")
static("Karl Schrekt (G6)", "intercept", const(1))


def karl_as_justicar(s: VTESState, uid: int, title_: str) -> bool:
    """ "Karl can play cards requiring a justicar as if he were a justicar" (only to meet a card's
    requirement, not for votes, ANK 20231221)."""
    return title_ == "justicar" and _card_of(s, uid) == KARL


hook("Karl Schrekt (G6)", core.PLAYS_AS_TITLE, karl_as_justicar)


# ------------------------------------------------------------------------ Vasily

VASILY = vampire("Vasily (G5)")


def vasily_contest_cost(s: VTESState, uid: int) -> int:
    """Vasily: "Contesting a title costs Vasily +1 blood unless you have the Edge"."""
    return 1 if _card_of(s, uid) == VASILY and s.edge != s.controller(uid) else 0


hook("Vasily (G5)", core.TITLE_CONTEST_COSTS, vasily_contest_cost)


# ------------------------------------------------------------------------ Tyler McGill

TYLER = vampire("Tyler McGill (G5)")
rule("Tyler McGill (G5)", core.BLOCK_RULES, CannotBlockKind("Tyler McGill (G5)", of_clan("Nosferatu")))


def tyler_after_edge(s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
    """Tyler McGill: "In a referendum, Tyler gets +1 vote after a Methuselah burns the Edge for a vote"
    (a ready Tyler: votes are cast by ready vampires, VT-VOTE-10)."""
    if isinstance(source, tuple) and source[:1] == ("edge",):
        for _t, v, m in list(s.all_ready()):
            if m.card == TYLER and is_vampire(s, v):
                ref.add_votes(s, v, 1)
                ops.say(s, N_("{minion} gets +{n} votes."), minion=ops.label(s, v), n=1)
    return True


hook("Tyler McGill (G5)", core.CAST_RULES, tyler_after_edge)


# ------------------------------------------------------------------------ Masika

MASIKA = vampire("Masika (G1)")
static("Masika (G1)", "bleed", const(1))


def masika_discard_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Masika: "During any Methuselah's discard phase, Masika may unlock": her controller is asked in
    each discard phase (the question waits below the phase's window: once its actions are done),
    while she is locked."""
    if not _locked(s, src):
        return
    question = said(N_("{minion}: unlock?"), minion=ops.label(s, src))
    ask(s, s.controller(src), question, (Action("choose", ("unlock",)), Action("decline")), masika_unlocks, (src,))


def masika_unlocks(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (src,) = args
    if action.verb == "choose" and src in s.minions and _locked(s, src):
        ops.unlock(s, src)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, src))


event("Masika (G1)", "discard-phase", masika_discard_phase)


# ------------------------------------------------------------------------ Jimmy Dunn

JIMMY = vampire("Jimmy Dunn (G2)")


def jimmy_not_contested(s: VTESState, uid: int) -> bool:
    """Jimmy Dunn: "Jimmy Dunn cannot be contested; if a second Jimmy would enter play, burn the first
    Jimmy in play instead of contesting him"."""
    return _card_of(s, uid) == JIMMY


hook("Jimmy Dunn (G2)", core.NOT_CONTESTED, jimmy_not_contested)


# ------------------------------------------------------------------------ The Capuchin

CAPUCHIN = vampire("The Capuchin (G5)")
CAPUCHIN_TRANSFERS = "vampires:capuchin-transfers"
static("The Capuchin (G5)", "bleed", const(1))
static("The Capuchin (G5)", "intercept", const(1))
static("The Capuchin (G5)", "hand size", const(2))
IN_TORPOR_TOO.add(CAPUCHIN)  # "+2 hand size": no "while ready"


def capuchin_burned(s: VTESState, info: dict[str, Any]) -> None:
    """ "If The Capuchin is burned, move him to his owner's uncontrolled region and you get +3 transfers
    at the start of your next influence phase": a new vampire, with nothing on him (ANK 20200417); the
    Methuselah controlling him as he burned gets the transfers."""
    if info.get("card") != CAPUCHIN:
        return
    for owner, heap in enumerate(s.ash):
        if heap and heap[-1] == CAPUCHIN:
            heap.pop()
            if s.in_game(owner):
                s.uncontrolled[owner].append(ops.new_minion(s, CAPUCHIN, owner))
                ops.say(s, N_("{card} moves to its owner's uncontrolled region."), card=facts(CAPUCHIN).name)
            else:
                heap.append(CAPUCHIN)
            break
    else:
        return
    seat = info.get("seat", -1)
    if s.in_game(seat):
        s.game_marks[(CAPUCHIN_TRANSFERS, seat)] = int(s.game_marks.get((CAPUCHIN_TRANSFERS, seat), 0)) + 3


def capuchin_transfers(s: VTESState, info: dict[str, Any]) -> None:
    seat = info["seat"]
    n = int(s.game_marks.pop((CAPUCHIN_TRANSFERS, seat), 0))
    if n:
        s.transfers += n
        ops.say(s, N_("{seat} gets +{n} transfers."), seat=s.seat_name(seat), n=n)


on("The Capuchin (G5)", "burned", capuchin_burned)
on("The Capuchin (G5)", "influence-phase", capuchin_transfers)


# Thucimia's "+1 hand size" has no "while ready" either.
IN_TORPOR_TOO.add(vampire("Thucimia (G4)"))


# ------------------------------------------------------------------------ Alicia Barrows


def is_gehenna_event(card: int) -> bool:
    f = facts(card)
    return f.is_type("Event") and f.text.startswith("Gehenna.")


def alicia_looks(s: VTESState, p: Play) -> None:
    """Look at the chosen Methuselah's hand, then discard up to 2 Gehenna event cards from it (asked of
    the looker alone: the choice shows that hand)."""

    other = int(str(p.targets[0])[1:]) - 1 if p.targets else -1
    if not s.in_game(other):
        return
    ops.reveal_hand(s, other, p.seat)
    ops.say(s, N_("{seat} looks at {seat2}'s hand."), seat=s.seat_name(p.seat), seat2=s.seat_name(other))
    events = sorted(facts(c).slug for c in s.hand[other] if is_gehenna_event(c))
    choices: list[Action] = []
    for k in (1, 2):
        for combo in combinations(events, k):
            choice = Action("choose", combo)
            if choice not in choices:
                choices.append(choice)
    question = N_("Discard up to 2 Gehenna event cards from that hand, or decline.")
    ask_private(s, p.seat, question, [*choices, Action("decline")], alicia_discards, (other,))


def alicia_discards(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (other,) = args
    if action.verb != "choose" or not s.in_game(other):
        return
    for slug in action.args:
        card_ = next((c for c in s.hand[other] if facts(c).slug == slug), None)
        if card_ is not None:
            ops.discard(s, other, card_, draw_up=False)
    ops.refill(s, other)


# Alicia Barrows: "During your unlock phase, if you have the Edge, you can look at another Methuselah's
# hand and discard up to 2 Gehenna event cards from it."
vampire("Alicia Barrows (G4)")
abilities(
    "Alicia Barrows (G4)",
    Ability(
        "look at another Methuselah's hand and discard up to 2 Gehenna event cards from it",
        UNLOCK,
        code(alicia_looks, tags=("look-hand",)),
        when=holds_edge,
        targets=other_methuselahs,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Victor Donaldson

GOLCONDA = card_id("Golconda: Inner Peace")


def victor_golconda_cancelled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Victor Donaldson: "If a card named Golconda: Inner Peace you play is canceled, you can move that
    card from your ash heap to your library (shuffle afterward)"."""
    p = info["play"]
    seat = s.controller(src)
    if p.card != GOLCONDA or p.seat != seat or GOLCONDA not in s.ash[seat]:
        return
    question = said(
        N_("{minion}: move {card} from your ash heap to your library?"),
        minion=ops.label(s, src),
        card=facts(GOLCONDA).name,
    )
    ask(s, seat, question, (Action("choose", ("library",)), Action("decline")), victor_moves, (seat,))


def victor_moves(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (seat,) = args
    if action.verb == "choose" and GOLCONDA in s.ash[seat]:
        s.ash[seat].remove(GOLCONDA)
        s.library[seat].append(GOLCONDA)
        s.rng.shuffle(s.library[seat])
        ops.say(s, N_("{seat} shuffles {card} into their library."), seat=s.seat_name(seat), card=facts(GOLCONDA).name)


vampire("Victor Donaldson (G5)")
event("Victor Donaldson (G5)", "card-cancelled", victor_golconda_cancelled)


# ------------------------------------------------------------------------ Orlando Oriundus

ORLANDO = vampire("Orlando Oriundus (G4)")
static("Orlando Oriundus (G4)", "bleed", const(1))


def orlando_doubles(s: VTESState, ref: Any, entry: tuple[Any, ...]) -> int:
    """Orlando Oriundus: "During a referendum, if Orlando is ready, your vampires' votes are doubled
    when results are tallied" (a vampire's votes, with what cards added to them; not the Edge's, nor a
    political action card's). No multiplier card is implemented: none to bar on his vampires."""
    source, seat, _side, n, _b = entry
    uid = source[0] if isinstance(source, tuple) and source[1:] == ("extra",) else source
    if not isinstance(uid, int) or uid not in s.minions or not is_vampire(s, uid):
        return 0
    return n if any(m.card == ORLANDO for _v, m in s.ready_minions(seat)) else 0


hook("Orlando Oriundus (G4)", TALLY_VOTES, orlando_doubles)


# ------------------------------------------------------------------------ archive, fourth list

# Stanislava: "Retainers employed by minions opposing Stanislava in combat lose their abilities.
# Allies cannot block her. +2 bleed."
vampire("Stanislava (G2)")
static("Stanislava (G2)", "bleed", const(2))
rule("Stanislava (G2)", core.BLOCK_RULES, UnblockableBy("Stanislava (G2)", ally))
rule("Stanislava (G2)", ABILITIES_LOST, OpposingRetainersLoseAbilities("Stanislava (G2)"))

# Selena: "Black Hand: Damage inflicted on Selena by a werewolf is aggravated" (the damage of the
# werewolf's strikes; Black Hand is a trait, LSJ 20070322).
vampire("Selena (G3)")
rule("Selena (G3)", AGG_TAKEN, AggravatedFrom("Selena (G3)", has_trait("werewolf")))

# Carna, The Princess Witch: "During your unlock phase, Carna can burn one of her retainers to gain 2
# blood. +1 intercept." (once each unlock phase, VT-TERM-13)
vampire("Carna, The Princess Witch (G3)")
static("Carna, The Princess Witch (G3)", "intercept", const(1))
abilities(
    "Carna, The Princess Witch (G3)",
    Ability(
        "burn one of her retainers to gain 2 blood",
        UNLOCK,
        seq(BurnTargetCard(harmful=False), SourceGainsLife(2)),
        targets=OwnCards("Retainer"),
        once="turn",
        by="self",
    ),
)

# Martin Franckel: "Martin gets -1 bleed when bleeding a Methuselah who controls neither a ready
# Tremere nor a ready Tremere antitribu."
vampire("Martin Franckel (G3)")
static(
    "Martin Franckel (G3)",
    "bleed",
    WhenBleedingOne(-1, any_kind(of_clan("Tremere"), of_clan("Tremere antitribu")), lacking=True),
)

# Frondator: "Rescuing a vampire from torpor costs Frondator 1 fewer blood" (the discount applies to
# the action, whoever pays: PIB 20110918).
vampire("Frondator (G4)")
static("Frondator (G4)", "rescue-cost", const(-1))

# Blythe Candeleria: "Blythe gets -1 strength when in combat with a Malkavian."
vampire("Blythe Candeleria (G2)")
static("Blythe Candeleria (G2)", "strength", InCombatWith(-1, kind=of_clan("Malkavian")))

# Anneke: "Anneke may attempt to block a vampire controlled by another Methuselah, ignoring the normal
# prey, predator or target restrictions for blocking actions. +1 bleed." (only that restriction: an
# earlier decision not to block, or a card keeping her from blocking, still holds: RTR 20020501)
vampire("Anneke (G1)")
static("Anneke (G1)", "bleed", const(1))
abilities(
    "Anneke (G1)",
    Ability(
        "attempt to block, ignoring the normal prey, predator or target restrictions",
        frozenset(("A",)),
        AttemptBlock(anyhow=True),
        when=all_of(acting(is_vampire), may_block_ignoring_who),
        by="self",
    ),
)

# Karen Suadela: "While Karen is a prince, Gehenna events do not affect her. She gets +1 stealth on
# undirected actions."
vampire("Karen Suadela (G5)")
static("Karen Suadela (G5)", "stealth", DuringAction(1, "undirected", own=True))
rule("Karen Suadela (G5)", GEHENNA_IMMUNE, GehennaImmune("Karen Suadela (G5)", with_title("prince")))

# Lucian, the Perfect: "Strikes against Lucian cost an additional blood or life. A minion opposing
# Lucian may choose not to strike. +3 bleed." (a strike card costs +1 blood, LSJ 20070829-1; a strike
# the opposing minion is held to by a maneuver must be made, LSJ 20090528-2-2; a dodge and strikes at
# cards on him are not against him, LSJ 20090528-2)
vampire("Lucian, the Perfect (G4)")
static("Lucian, the Perfect (G4)", "bleed", const(3))
LUCIAN_COSTS = StrikesAgainstCost("Lucian, the Perfect (G4)")
rule("Lucian, the Perfect (G4)", STRIKE_COSTS, LUCIAN_COSTS)
rule("Lucian, the Perfect (G4)", core.COST_CHANGES, LUCIAN_COSTS.card_cost)
rule("Lucian, the Perfect (G4)", MAY_NOT_STRIKE, OpposingMayNotStrike("Lucian, the Perfect (G4)"))

# Zane: "If Zane is not a prince, he can call a referendum to receive (and contest) the title held by a
# prince as a +1 stealth political action." (the prince named in the terms; none, no action: LSJ
# 20100129)
vampire("Zane (G5)")
abilities(
    "Zane (G5)",
    Ability(
        "call a referendum to receive (and contest) the title held by a prince as a +1 stealth political action",
        MINION_PHASE,
        ReceivesTitle(),
        when=all_of(may_call_referendum, not_titled_as("prince")),
        targets=terms(HoldersOf("prince")),
        action=ActionSpec(stealth=1, political=True),
        by="self",
    ),
)

# Maldavis (advanced): "Anarch: Primogen get +1 vote in referendums called by Maldavis. [MERGED] Baron of
# Chicago." (the merged title: phases.gain_merged_title, VT-INF-13)
vampire("Maldavis (G3 ADV)")
static(
    "Maldavis (G3 ADV)",
    "votes",
    KindGets(1, with_title("primogen"), against=is_named("Maldavis (G3 ADV)")),
    everywhere=True,
)

# Gratiano: "Sabbat priscus: Gratiano gets +1 ballot. +1 bleed."
vampire("Gratiano (G2)")
static("Gratiano (G2)", "ballots", const(1))
static("Gratiano (G2)", "bleed", const(1))

# Khin Aye: "While your predator controls more ready minions than you, you get +1 hand size." (no
# "while ready": in torpor too, LSJ 20011022)
IN_TORPOR_TOO.add(vampire("Khin Aye (G6)"))
static("Khin Aye (G6)", "hand size", WhilePredatorHasMore(1))

# Üresség: "While your prey has 10 or fewer pool, Üresség gets +1 vote and +1 bleed."
vampire("Üresség (G6)")
static("Üresség (G6)", "votes", WhilePreyPoolAtMost(1, 10))
static("Üresség (G6)", "bleed", WhilePreyPoolAtMost(1, 10))

# Erebus: "Wraiths (allies and retainers) cost Erebus 1 fewer blood or pool."
vampire("Erebus (G3)")
rule("Erebus (G3)", core.COST_CHANGES, Cheaper("Erebus (G3)", trait="wraith", pool=True))

# Mina Grotius: "Whenever a vampire controlled by your predator or prey is burned, Mina gains 3 blood.
# Once each action, she can burn 1 blood to get +1 bleed." (before resolution, ANK 20231124)
vampire("Mina Grotius (G3)")
event("Mina Grotius (G3)", "burned", GainsWhenNeighbourBurned(3))
abilities(
    "Mina Grotius (G3)",
    Ability(
        "burn 1 blood: +1 bleed",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(bleeding_self, blood_to_burn(1)),
        once="action",
        by="self",
    ),
)

# Nicomedes: "During your turn, Nicomedes can burn 1 blood to shuffle your hand into your library (draw
# up afterward). Black Hand." (once each turn, VT-TERM-13)
vampire("Nicomedes (G4)")
abilities(
    "Nicomedes (G4)",
    Ability(
        "burn 1 blood: shuffle your hand into your library (draw up afterward)",
        YOUR_TURN,
        seq(BurnBlood(1), HandIntoLibrary()),
        when=blood_to_burn(1),
        once="turn",
        by="self",
    ),
)

# Leandro: "During each other Methuselah's unlock phase, if Leandro is ready, that Methuselah chooses
# either to burn 1 pool or to lose all transfers during his or her next influence phase. +2 bleed."
vampire("Leandro (G2)")
static("Leandro (G2)", "bleed", const(2))
LEANDRO_TOLL = PoolOrNoTransfers(1)
event("Leandro (G2)", "unlock", LEANDRO_TOLL, due=LEANDRO_TOLL.due)

# Věnceslava, The Implacable: "Once each turn, after resolution of an action performed by Věnceslava
# during which your prey burned 1 or more pool, you can gain 1 pool."
vampire("Věnceslava, The Implacable (G6)")
VENCESLAVA_POOL = PoolAfterOwnAction(1)
event("Věnceslava, The Implacable (G6)", "announce", VENCESLAVA_POOL.watch)
event("Věnceslava, The Implacable (G6)", "action-end", VENCESLAVA_POOL)

# The Dracon: "Cards requiring Vicissitude [vic] cost The Dracon -1 blood. He inflicts +1 damage or
# steals 1 additional blood or life with ranged strikes (even at close range). Flight [FLIGHT]. +1 bleed.
# +2 strength." (Flight: traits.py; a strike dealing no damage gets none, RTR 19960221)
vampire("The Dracon (G5)")
rule("The Dracon (G5)", core.COST_CHANGES, Cheaper("The Dracon (G5)", discipline="vic"))
rule("The Dracon (G5)", STRIKE_BONUS, RangedStrikesMore("The Dracon (G5)"))
static("The Dracon (G5)", "bleed", const(1))
static("The Dracon (G5)", "strength", const(2))

# Reverend Blackwood: "Damaging strikes made by Reverend Blackwood that require Blood Sorcery [tha]
# inflict +1 damage."
vampire("Reverend Blackwood (G2)")
rule("Reverend Blackwood (G2)", STRIKE_BONUS, DisciplineStrikesMore("Reverend Blackwood (G2)", "tha"))

# Oliver Thrace: "Vampires opposing Oliver in combat may not end combat as a strike. Once each action, he
# may burn a card that requires Blood Sorcery [tha] from your hand to get +1 bleed." (during a bleed
# action, before resolution: ANK 20231124)
vampire("Oliver Thrace (G3)")
event("Oliver Thrace (G3)", "combat-start", OpposingKindEachCombat("no-combat-ends", True, is_vampire))
abilities(
    "Oliver Thrace (G3)",
    Ability(
        "burn a card that requires Blood Sorcery from your hand: +1 bleed",
        ACTION_STAGES,
        DiscardChosen(Bleed(1), burn=True),
        when=bleeding_self,
        targets=HandCards((), requiring="tha"),
        once="action",
        by="self",
    ),
)

# Queen Anne: "Anne gets an additional +1 bleed when bleeding a Methuselah who controls a ready Tremere.
# +1 bleed."
vampire("Queen Anne (G2)")
static("Queen Anne (G2)", "bleed", const(1))
static("Queen Anne (G2)", "bleed", WhenBleedingOne(1, of_clan("Tremere")))

# Meshenka: "Cards requiring Vicissitude [vic] cost Meshenka -1 blood."
vampire("Meshenka (G2)")
rule("Meshenka (G2)", core.COST_CHANGES, Cheaper("Meshenka (G2)", discipline="vic"))

# Persia, The Beautiful Statue: "Once each action, Persia can burn 1 blood to get +1 intercept."
#: "Once each action, <this vampire> can burn 1 blood to get +1 intercept" (only when needed, by the blocking vampire).
BURN_BLOOD_FOR_INTERCEPT = Ability(
    "burn 1 blood: +1 intercept",
    ACTION_STAGES,
    seq(BurnBlood(1), Intercept(1)),
    when=all_of(is_blocker, blood_to_burn(1)),
    once="action",
    needs="intercept",
    by="self",
)
vampire("Persia, The Beautiful Statue (G3)")
abilities("Persia, The Beautiful Statue (G3)", BURN_BLOOD_FOR_INTERCEPT)

# Virginie, Prodigy: "During an action, Virginie can burn 1 blood to get +1 bleed." (as often as she
# has the blood: her own bleed, before resolution)
vampire("Virginie, Prodigy (G4)")
abilities(
    "Virginie, Prodigy (G4)",
    Ability(
        "burn 1 blood: +1 bleed",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(bleeding_self, blood_to_burn(1)),
        by="self",
    ),
)

# Goratrix: "Goratrix can steal 2 blood as a ranged strike. +1 bleed."
vampire("Goratrix (G2)")
static("Goratrix (G2)", "bleed", const(1))
strikes("Goratrix (G2)", own_strikes(Strike("steal", 2, ranged=True, name="steal 2 blood (ranged)")))

# Victoria: "During your master phase, you may burn the Edge to gain 2 pool if Victoria is ready."
vampire("Victoria (G2)")
abilities(
    "Victoria (G2)",
    Ability(
        "burn the Edge: gain 2 pool",
        MASTER_PHASE,
        seq(BurnEdge(), GainPool(2)),
        when=all_of(has_edge, self_ready),
        once="turn",
    ),
)

# Midget: "While Midget is acting or is in combat, animal retainers lose their abilities. Infernal."
vampire("Midget (G3)")
rule("Midget (G3)", ABILITIES_LOST, KindLosesAbilitiesAround("Midget (G3)", "animal"))

# Abdelsobek: "Abdelsobek can unlock a vampire or mummy you control as a +1 stealth action."
vampire("Abdelsobek (G5)")
abilities(
    "Abdelsobek (G5)",
    Ability(
        "unlock a vampire or mummy you control as a +1 stealth action",
        MINION_PHASE,
        Unlock(target=True),
        targets=Minions(whose="yours", locked=True, kind=any_kind(is_vampire, has_trait("mummy"))),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Hecate: "You can burn the top card of the target Methuselah's library after Hecate bleeds
# successfully." Zygodat: "When Zygodat successfully bleeds a Methuselah, she may burn the top two cards
# of that Methuselah's library."
vampire("Hecate (G5)")
event("Hecate (G5)", "action-success", MillAfterBleed(1))
vampire("Zygodat (G4)")
event("Zygodat (G4)", "action-success", MillAfterBleed(2))

# La Viuda Blanca: "La Viuda can draw up to 2 cards as a +1 stealth action (discard down afterward)."
vampire("La Viuda Blanca (G6)")
abilities(
    "La Viuda Blanca (G6)",
    Ability(
        "draw up to 2 cards as a +1 stealth action",
        MINION_PHASE,
        DrawChosen(),
        targets=up_to(2),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Maris Streck: "Maris can burn a blood to give a blocking minion +1 intercept. She can take a +1 stealth
# action to allow you to look at and rearrange the top 5 cards of your library."
vampire("Maris Streck (G3)")
abilities(
    "Maris Streck (G3)",
    Ability(
        "burn 1 blood: +1 intercept for the blocking minion",
        ACTION_STAGES,
        seq(BurnBlood(1), BlockerIntercept(1)),
        when=all_of(block_attempted, blood_to_burn(1)),
        by="self",
    ),
    Ability(
        "look at and rearrange the top 5 cards of your library as a +1 stealth action",
        MINION_PHASE,
        ReorderTop(5),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Adisa: "Adisa can enter combat with an ally or younger vampire as a (D) action. If she successfully
# hunts, she does not unlock as normal during her next unlock phase."
vampire("Adisa (G6)")
abilities(
    "Adisa (G6)",
    enter_combat_ability(
        "an ally or younger vampire",
        any_target(Minions(whose="others", vampire=False), Minions(whose="others", vampire=True, younger=True)),
    ),
)
event("Adisa (G6)", "action-success", NoUnlockAfterOwn("hunt"))

# Lubomira Hradok: "Black Hand: If Lubomira successfully bleeds a Methuselah who controls a ready titled
# vampire, she does not unlock as normal during her next unlock phase."
vampire("Lubomira Hradok (G5)")
event("Lubomira Hradok (G5)", "action-success", NoUnlockAfterOwn("bleed", titled))

# Owain Evans, The Wanderer: "During any Methuselah's unlock phase, if Owain is ready, you may move a
# blood from the blood bank to a vampire that Methuselah controls." (once each unlock phase)
vampire("Owain Evans, The Wanderer (G3)")
abilities(
    "Owain Evans, The Wanderer (G3)",
    Ability(
        "move a blood from the blood bank to a vampire that Methuselah controls",
        frozenset(("unlock", "unlock-any")),
        AddBlood(1),
        when=self_ready,
        targets=phase_seat_vampires,
        once="turn",
    ),
)

# Guillaume Giovanni: "While Guillaume is ready, you get +1 hand size for each location you control. He
# gets +1 stealth during recruit and employ actions."
vampire("Guillaume Giovanni (G4)")
static("Guillaume Giovanni (G4)", "hand size", PerLocationYouControl(1))
rule("Guillaume Giovanni (G4)", core.STEALTH_MODS, StealthPlaying("Guillaume Giovanni (G4)", ("ally", "retainer")))


def alafin_same_cards(s: VTESState, p: Play) -> None:
    """Babalawo Alafin: "If the two cards are the same, each other Methuselah's hand size is one card
    smaller until his or her next unlock phase" (the two cards discarded, named the same)."""
    if len(p.targets) == 2 and p.targets[0] == p.targets[1]:
        for t in s.remaining():
            if t != p.seat:
                hand_size_for_game(s, t, -1, until_unlock=True)
        ops.say(s, N_("Each other Methuselah's hand size is one card smaller until their next unlock phase."))


# Babalawo Alafin: "During your unlock phase, if Alafin is ready, you may discard two cards (draw
# afterward). If the two cards are the same, each other Methuselah's hand size is one card smaller until
# his or her next unlock phase." (hand_size_ends, an unlock listener, ends it)
vampire("Babalawo Alafin (G4)")
abilities(
    "Babalawo Alafin (G4)",
    Ability(
        "discard two cards (draw afterward)",
        UNLOCK,
        DiscardChosen(code(alafin_same_cards, tags=("hand-size",))),
        when=self_ready,
        targets=HandCards((), n=2),
        once="turn",
    ),
)

# Solomon Batanea: "If Solomon is ready, you may spend transfers to move blood from your prey's
# uncontrolled vampires to your prey's pool at a cost of two transfers for each blood moved."
vampire("Solomon Batanea (G4)")
abilities(
    "Solomon Batanea (G4)",
    Ability(
        "2 transfers: move 1 blood from a vampire in your prey's uncontrolled region to your prey's pool",
        INFLUENCE,
        PreyBloodToPool(2),
        when=all_of(self_ready, has_transfers(2)),
        targets=prey_uncontrolled_with_blood,
    ),
)

# Arika: "If Arika is ready during your prey's unlock phase, your prey chooses which locations he or she
# keeps in play. For each location he or she controls, your prey burns 1 pool or burns the location.
# +2 bleed."
vampire("Arika (G2)")
static("Arika (G2)", "bleed", const(2))
ARIKA_TOLL = PoolPerLocation()
event("Arika (G2)", "unlock", ARIKA_TOLL, due=ARIKA_TOLL.due)

# Marcus Vitel: "Marcus can burn a retainer as a +1 stealth (D) action. While Marcus is ready and a
# prince, Sabbat vampires you control get +1 bleed when bleeding a Methuselah who controls a ready
# Camarilla vampire."
vampire("Marcus Vitel (G3)")
abilities(
    "Marcus Vitel (G3)",
    Ability(
        "burn a retainer as a +1 stealth (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        targets=CardsInPlay("Retainer"),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)
static(
    "Marcus Vitel (G3)",
    "bleed",
    LendsBleedWhenBleeding(
        1, "prince", all_kinds(in_sect("sabbat"), is_vampire), all_kinds(in_sect("camarilla"), is_vampire)
    ),
    everywhere=True,
)

# Erlik: "As Erlik enters play, you can distribute up to 5 blood from him to any of your uncontrolled
# Harbingers of Skulls. +1 bleed. +1 hand size." (+1 hand size in torpor too: no "while ready")
IN_TORPOR_TOO.add(vampire("Erlik (G3)"))
event("Erlik (G3)", "enter-play", DistributeAsEnters(5, of_clan("Harbinger of Skulls")))
static("Erlik (G3)", "bleed", const(1))
static("Erlik (G3)", "hand size", const(1))

# Ghede: "Ghede can enter combat with a minion as a (D) action. Combat cards requiring Serpentis [ser]
# cost him 1 fewer blood."
vampire("Ghede (G6)")
abilities("Ghede (G6)", enter_combat_ability("a minion", OTHERS_READY_MINION))
rule("Ghede (G6)", core.COST_CHANGES, Cheaper("Ghede (G6)", types=("Combat",), discipline="ser"))

# Anka, Priestess of Thorns: "Anka can enter combat with a Lasombra as a (D) action."
vampire("Anka, Priestess of Thorns (G2)")
abilities(
    "Anka, Priestess of Thorns (G2)",
    enter_combat_ability("a Lasombra", Minions(whose="others", kind=of_clan("Lasombra"))),
)

# Anu Diptinatpa: "During a bleed action, Anu can burn 1 blood to give the acting minion +1 bleed.
# Scarce." (in torpor too: no "if ready")
vampire("Anu Diptinatpa (G6)")
abilities(
    "Anu Diptinatpa (G6)",
    Ability(
        "burn 1 blood: +1 bleed for the acting minion",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(during_bleed, blood_to_burn(1)),
        by="self",
    ),
)

# Veejay Vinod: "During an action, Veejay can burn 2 blood to get +1 stealth. Scarce."
vampire("Veejay Vinod (G6)")
abilities(
    "Veejay Vinod (G6)",
    Ability(
        "burn 2 blood: +1 stealth",
        ACTION_STAGES,
        seq(BurnBlood(2), Stealth(1)),
        when=all_of(self_acting, blood_to_burn(2)),
        needs="stealth",
        by="self",
    ),
)

# Montano: "2 votes (titled): Cards requiring Obtenebration [obt] cost Montano 1 fewer blood. During an
# action, he can burn 1 blood to give a minion you control +1 stealth. +1 bleed." (the acting one)
vampire("Montano (G3)")
rule("Montano (G3)", core.COST_CHANGES, Cheaper("Montano (G3)", discipline="obt"))
static("Montano (G3)", "bleed", const(1))
abilities(
    "Montano (G3)",
    Ability(
        "burn 1 blood: +1 stealth for the acting minion you control",
        ACTION_STAGES,
        seq(BurnBlood(1), Stealth(1)),
        when=all_of(acting(any_minion, yours=True), blood_to_burn(1)),
        needs="stealth",
        by="self",
    ),
)

# Freddy Gage: "Titled vampires get +1 bleed against you."
vampire("Freddy Gage (G5)")
static("Freddy Gage (G5)", "bleed", BleedAgainstController(1, titled), everywhere=True)

# Donald Cargill: "Donald burns 1 blood after a referendum called by your predator passes."
vampire("Donald Cargill (G5)")
event("Donald Cargill (G5)", "referendum-end", BurnsWhenPredatorPasses(1))

# Spleen, Georgio Gutterpunk: "If Spleen is blocked by an older vampire, he burns 1 blood before block
# resolution."
vampire("Spleen, Georgio Gutterpunk (G2)")
event("Spleen, Georgio Gutterpunk (G2)", "blocked", BurnsWhenBlockedByOlder(1))

# Onaedo: "While /Otieno/ is ready, Onaedo gets +1 stealth during diablerie actions."
vampire("Onaedo (G4)")
static("Onaedo (G4)", "stealth", OwnActionWhileReady(1, "diablerize", "Otieno (G4)"))

# Edward Neally: "If Edward is ready, you can use a master phase action to increase your hand size by 1
# card for the remainder of the turn. Edward can look at your prey's hand as a +1 stealth (D) action that
# costs 1 blood."
vampire("Edward Neally (G3)")
abilities(
    "Edward Neally (G3)",
    Ability(
        "use a master phase action: +1 hand size for the remainder of the turn",
        MASTER_PHASE,
        seq(SpendPhaseAction(), HandSizeThisTurn(1)),
        when=all_of(self_ready, has_phase_action),
    ),
    Ability(
        "look at your prey's hand as a +1 stealth (D) action that costs 1 blood",
        MINION_PHASE,
        seq(BurnBlood(1), LookAtHand()),
        when=blood_to_burn(1),
        targets=your_prey,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Andrew Stuart: "As Andrew plays a card requiring Blood Sorcery [tha] (before replacing the card),
# reveal the top card of your library. If it also requires Blood Sorcery, the card played is canceled and
# Andrew burns 1 blood."
vampire("Andrew Stuart (G4)")
rule("Andrew Stuart (G4)", core.AUTO_CANCELS, RevealsTopAsPlays("Andrew Stuart (G4)", "tha"))

# Charles Delmare: "Charles gets 1 optional press each combat."
vampire("Charles Delmare (G5)")
event("Charles Delmare (G5)", "combat-start", each_combat("press", 1, "combat"))

# Ludmijla Rakoczy: "Cards requiring Animalism [ani] cost Ludmijla -1 blood."
vampire("Ludmijla Rakoczy (G5)")
rule("Ludmijla Rakoczy (G5)", core.COST_CHANGES, Cheaper("Ludmijla Rakoczy (G5)", discipline="ani"))

# Inyanga: "Allies requiring a Gangrel cost Inyanga 1 fewer blood or pool. +1 intercept."
vampire("Inyanga (G4)")
static("Inyanga (G4)", "intercept", const(1))
rule("Inyanga (G4)", core.COST_CHANGES, Cheaper("Inyanga (G4)", types=("Ally",), pool=True, clan="Gangrel"))

# Apolonia Czarnecki: "Apolonia can steal 1 blood from a younger vampire as a (D) action."
vampire("Apolonia Czarnecki (G5)")
abilities(
    "Apolonia Czarnecki (G5)",
    Ability(
        "steal 1 blood from a younger vampire as a (D) action",
        MINION_PHASE,
        StealBlood(1),
        targets=OTHERS_YOUNGER_VAMPIRE,
        action=ActionSpec(),
        by="self",
    ),
)

# Francisco Domingo de Polonia: "Once each turn, Francisco can burn 1 blood to get +1 bleed for the
# current action."
vampire("Francisco Domingo de Polonia (G2)")
abilities(
    "Francisco Domingo de Polonia (G2)",
    Ability(
        "burn 1 blood: +1 bleed for the current action",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(bleeding_self, blood_to_burn(1)),
        once="turn",
        by="self",
    ),
)

# Wise Frog: "Wise Frog strikes with first strike in combat with a younger vampire. Blood cursed."
vampire("Wise Frog (G6)")
rule("Wise Frog (G6)", core.FIRST_STRIKERS, FirstStrikeAgainstYounger("Wise Frog (G6)"))

# Basil: "Older vampires get +1 strength in combat with Basil."
vampire("Basil (G2)")
event("Basil (G2)", "combat-start", OpposingKindEachCombat("strength", 1, is_vampire, older=True))


def agg_hand_for_blood(text: str, once: str = "round") -> Ability:
    """ "Once each round (combat), <this vampire> can burn 1 blood to make the damage from her hand strikes
    aggravated that round"."""
    return Ability(
        text,
        frozenset(("before-range", "range", "before-strikes", "strike")),
        seq(BurnBlood(1), CombatMod("agg-hand", True, "round")),
        when=all_of(in_combat_self, blood_to_burn(1)),
        once=once,
        by="self",
    )


# Jean Lisle: "Once each round of combat, Jean can burn 1 blood to make the damage from his hand strikes
# aggravated that round."
vampire("Jean Lisle (G6)")
abilities("Jean Lisle (G6)", agg_hand_for_blood("burn 1 blood: his hand strikes are aggravated this round"))

# Joseph O'Grady: "During a referendum, Joseph may burn 1 blood to gain 1 vote. +1 strength." (once
# each referendum, VT-TERM-13)
vampire("Joseph O'Grady (G3)")
static("Joseph O'Grady (G3)", "strength", const(1))
abilities(
    "Joseph O'Grady (G3)",
    Ability(
        "burn 1 blood: +1 vote",
        POLL,
        seq(BurnBlood(1), Votes(1)),
        when=all_of(polling, may_gain_votes, blood_to_burn(1)),
        targets=side_targets,
        once="action",
        by="self",
    ),
)

# Kazimir Savostin: "If Kazimir blocks, he gets 1 optional press during the resulting combat. Black Hand.
# Seraph."
vampire("Kazimir Savostin (G3)")
event("Kazimir Savostin (G3)", "combat-start", WhenBlocking("press", 1))

# Anastasz di Zagreb: "If there are any other justicars ready, Anastasz gets 1 fewer vote from his
# justicar title. Anastasz may steal 1 blood as a ranged strike."
vampire("Anastasz di Zagreb (G3)")
static("Anastasz di Zagreb (G3)", "votes", FewerVotesWhileOthers("justicar"))
strikes("Anastasz di Zagreb (G3)", own_strikes(Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)")))

# Katherine Stoddard: "Once during your turn, if Katherine is ready, you may discard a card that
# requires Auspex [aus] from your hand. Draw back up to your hand size afterward."
vampire("Katherine Stoddard (G3)")
abilities(
    "Katherine Stoddard (G3)",
    Ability(
        "discard a card that requires Auspex (draw afterward)",
        YOUR_TURN,
        DiscardChosen(),
        when=self_ready,
        targets=HandCards((), requiring="aus"),
        once="turn",
    ),
)

# Roderick Phillips March: "While Roderick is ready, your minions get an additional +1 stealth on equip
# actions."
vampire("Roderick Phillips March (G4)")
rule(
    "Roderick Phillips March (G4)",
    core.STEALTH_MODS,
    StealthPlaying("Roderick Phillips March (G4)", ("equipment",), yours=True),
)

# Baroque: "Baroque can enter combat with a younger vampire who is not Giovanni or Nosferatu as a (D)
# action."
vampire("Baroque (G5)")
abilities(
    "Baroque (G5)",
    enter_combat_ability(
        "a younger vampire who is not Giovanni or Nosferatu",
        Minions(
            whose="others",
            vampire=True,
            younger=True,
            kind=not_kind(any_kind(of_clan("Giovanni"), of_clan("Nosferatu"))),
        ),
    ),
)

# Constanza Vinti: "Constanza gets +2 bleed when bleeding a Methuselah who controls a ready Ventrue."
vampire("Constanza Vinti (G2)")
static("Constanza Vinti (G2)", "bleed", WhenBleedingOne(2, of_clan("Ventrue")))

# Hafsa, The Watcher: "Camarilla vampires must burn 1 blood to attempt to block Hafsa. Assamites get +1
# bleed against you. Blood cursed." (the Assamites are the Banu Haqim)
vampire("Hafsa, The Watcher (G5)")
block_cost(
    "Hafsa, The Watcher (G5)",
    BlockCost("blood", applies=ActorIs("Hafsa, The Watcher (G5)"), blocker=BlockerOf(in_sect("camarilla"))),
)
static("Hafsa, The Watcher (G5)", "bleed", BleedAgainstController(1, of_clan("Banu Haqim")), everywhere=True)

# Nik: "Brujah get +1 intercept when attempting to block Nik."
vampire("Nik (G1)")
rule("Nik (G1)", core.INTERCEPT_MODS, InterceptAgainst("Nik (G1)", of_clan("Brujah")))

# Andrea Giovanni: "Andrea gets +1 stealth during actions requiring Necromancy [nec]."
vampire("Andrea Giovanni (G2)")
rule("Andrea Giovanni (G2)", core.STEALTH_MODS, StealthOnCardsRequiring("Andrea Giovanni (G2)", "nec"))

# Angela Decker: "After Angela is burned in combat, burn 2 pool."
vampire("Angela Decker (G2)")
event("Angela Decker (G2)", "burning", PoolWhenBurnedInCombat(2))

# Don Michael Antonio Giovanni: "Michael cannot strike: combat ends or press to end combat. He gets +1
# strength on any round of combat after the first."
vampire("Don Michael Antonio Giovanni (G4)")
event("Don Michael Antonio Giovanni (G4)", "combat-start", each_combat("no-combat-ends", True, "combat"))
event("Don Michael Antonio Giovanni (G4)", "combat-start", each_combat("no-press", "end", "combat"))
event("Don Michael Antonio Giovanni (G4)", "round-start", AfterFirstRound("strength", 1))

# Qawiyya el-Ghaduba: "Qawiyya can burn 2 blood to unlock during your minion phase. Red List. +2
# strength."
vampire("Qawiyya el-Ghaduba (G5)")
static("Qawiyya el-Ghaduba (G5)", "strength", const(2))
abilities(
    "Qawiyya el-Ghaduba (G5)",
    Ability(
        "burn 2 blood: unlock",
        MINION_PHASE,
        seq(BurnBlood(2), Unlock()),
        when=all_of(self_locked, blood_to_burn(2)),
        by="self",
    ),
)

# Nakhthorheb: "During your minion phase, Nakhthorheb can unlock. Minions with any of your corruption
# counters cannot block him. +1 strength." (once each minion phase, VT-TERM-13)
vampire("Nakhthorheb (G4)")
static("Nakhthorheb (G4)", "strength", const(1))
rule("Nakhthorheb (G4)", core.BLOCK_RULES, UnblockableByCorrupted("Nakhthorheb (G4)"))
abilities(
    "Nakhthorheb (G4)",
    Ability("unlock", MINION_PHASE, Unlock(), when=self_locked, once="turn", by="self"),
)

# Alabástrom: "If Alabástrom is ready during your turn, you can unlock another ready Gargoyle you control.
# Flight [FLIGHT]." (once each turn, VT-TERM-13)
vampire("Alabástrom (G6)")
abilities(
    "Alabástrom (G6)",
    Ability(
        "unlock another ready Gargoyle you control",
        YOUR_TURN,
        Unlock(target=True),
        when=self_ready,
        targets=Minions(whose="yours", locked=True, kind=of_clan("Gargoyle"), other=True),
        once="turn",
    ),
)

# Le Dinh Tho: "Tho may look at another Methuselah's hand and discard one card from it as a +1 stealth
# (D) action (that Methuselah draws back up to his or her hand size). Tho gets -1 stealth when hunting.
# Scarce."
vampire("Le Dinh Tho (G2)")
static("Le Dinh Tho (G2)", "stealth", DuringAction(-1, "hunt", own=True))
abilities(
    "Le Dinh Tho (G2)",
    Ability(
        "look at another Methuselah's hand and discard one card from it as a +1 stealth (D) action",
        MINION_PHASE,
        LookAndDiscard(),
        targets=other_seats,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Edward Vignes: "You may burn a card that requires Dominate [dom] from your hand to cause an action
# directed at Edward to fail."
vampire("Edward Vignes (G3)")
abilities(
    "Edward Vignes (G3)",
    Ability(
        "burn a card that requires Dominate from your hand: the action directed at him fails",
        ACTION_STAGES,
        DiscardChosen(EndAction(unlock=False), burn=True),
        when=self_targeted,
        targets=HandCards((), requiring="dom"),
    ),
)

# Antoinette DuChamp: "Action cards and strike cards that require Celerity [cel] cost Antoinette an
# additional blood."
vampire("Antoinette DuChamp (G2)")
rule("Antoinette DuChamp (G2)", core.COST_CHANGES, CostsMoreRequiring("Antoinette DuChamp (G2)", "cel"))

# Dónal O'Connor: "Any vampire blocking Dónal burns 1 blood (before combat begins, if any)."
vampire("Dónal O'Connor (G2)")
event("Dónal O'Connor (G2)", "blocked", BlockerBurnsBloodEvent(1))

# Ranjan Rishi, Camarilla Scholar: "Ranjan gets +1 bleed when bleeding a Methuselah who controls a ready
# Brujah."
vampire("Ranjan Rishi, Camarilla Scholar (G2)")
static("Ranjan Rishi, Camarilla Scholar (G2)", "bleed", WhenBleedingOne(1, of_clan("Brujah")))

# Antón de Concepción: "Antón gets 1 optional maneuver during the first round of combat."
vampire("Antón de Concepción (G4)")
event("Antón de Concepción (G4)", "combat-start", each_combat("maneuver", "", "round"))

# Little Tailor of Prague: "Allies and retainers requiring a Tzimisce or Vicissitude [vic] cost the
# Tailor -1 blood or pool. +1 bleed."
vampire("Little Tailor of Prague (G2)")
static("Little Tailor of Prague (G2)", "bleed", const(1))
rule(
    "Little Tailor of Prague (G2)",
    core.COST_CHANGES,
    Cheaper(
        "Little Tailor of Prague (G2)",
        types=("Ally", "Retainer"),
        pool=True,
        clan="Tzimisce",
        discipline="vic",
        either=True,
    ),
)

# Omme Enberbenight: "Cards that require Mytherceria [myt] cost Omme 1 less blood."
vampire("Omme Enberbenight (G4)")
rule("Omme Enberbenight (G4)", core.COST_CHANGES, Cheaper("Omme Enberbenight (G4)", discipline="myt"))

# Khalil Ravana: "Khalil gets +1 stealth during diablerie actions."
vampire("Khalil Ravana (G2)")
static("Khalil Ravana (G2)", "stealth", DuringAction(1, "diablerize", own=True))

# Eddie Gaines: "If Eddie successfully hunts, he does not unlock as normal during his next unlock
# phase."
vampire("Eddie Gaines (G3)")
event("Eddie Gaines (G3)", "action-success", NoUnlockAfterOwn("hunt"))

# Mitchell, The Headhunter: "Rescuing Mitchell from torpor costs +1 blood."
vampire("Mitchell, The Headhunter (G2)")
rule("Mitchell, The Headhunter (G2)", core.RESCUE_COSTS, RescueCost("Mitchell, The Headhunter (G2)"))

# Lord Leopold Valdemar: "Leopold can strike, ranged: steal 2 blood or life (becoming blood)."
vampire("Lord Leopold Valdemar (G5)")
strikes("Lord Leopold Valdemar (G5)", own_strikes(Strike("steal", 2, ranged=True, name="steal 2 blood (ranged)")))

# Mambo Jeanne: "Minions opposing Jeanne take 2 environmental damage each round during normal strike
# resolution at close range. +1 bleed."
vampire("Mambo Jeanne (G6)")
static("Mambo Jeanne (G6)", "bleed", const(1))
event("Mambo Jeanne (G6)", "combat-start", each_combat("env-close", 2, "combat"))

# Pherydima: "During your discard phase, you may burn a pool to unlock Pherydima."
vampire("Pherydima (G4)")
abilities(
    "Pherydima (G4)",
    Ability(
        "burn 1 pool: unlock Pherydima", DISCARD, seq(PayPool(1), Unlock()), when=self_locked, once="turn", by="self"
    ),
)

# Idalia, Prophet of Guadalajara: "If Idalia performs a successful equip action, she can unlock during
# the next discard phase."
vampire("Idalia, Prophet of Guadalajara (G2)")
IDALIA_UNLOCK = UnlockAtDiscardAfter("equipment")
event("Idalia, Prophet of Guadalajara (G2)", "announce", IDALIA_UNLOCK.watch)
event("Idalia, Prophet of Guadalajara (G2)", "action-success", IDALIA_UNLOCK)

# Xipe Totec: "Xipe can steal an ally or retainer as a +1 stealth (D) action that costs 1 blood. +1
# strength."
vampire("Xipe Totec (G5)")
static("Xipe Totec (G5)", "strength", const(1))
abilities(
    "Xipe Totec (G5)",
    Ability(
        "steal an ally or retainer as a +1 stealth (D) action that costs 1 blood",
        MINION_PHASE,
        seq(BurnBlood(1), StealMinion(), StealCard()),
        when=blood_to_burn(1),
        targets=any_target(OTHERS_READY_ALLY, CardsInPlay("Retainer")),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Osric Vladislav: "Osric can burn a location you control to get +1 stealth for the current action."
vampire("Osric Vladislav (G5)")
abilities(
    "Osric Vladislav (G5)",
    Ability(
        "burn a location you control: +1 stealth",
        ACTION_STAGES,
        seq(BurnTargetCard(harmful=False), Stealth(1)),
        when=self_acting,
        targets=own_locations,
        needs="stealth",
        by="self",
    ),
)

# Conrad Adoula: "While Conrad is acting, reaction cards cost younger vampires 1 additional blood."
vampire("Conrad Adoula (G4)")
rule("Conrad Adoula (G4)", core.COST_CHANGES, ReactionsCostYoungerMore("Conrad Adoula (G4)"))

# Rurik Rakoczy: "Rurik gets 1 optional press each combat. While /Ludmijla Rakoczy/ is ready, Rurik gets
# +1 bleed."
vampire("Rurik Rakoczy (G5)")
event("Rurik Rakoczy (G5)", "combat-start", each_combat("press", 1, "combat"))
static("Rurik Rakoczy (G5)", "bleed", WhileNamedReady(1, "Ludmijla Rakoczy (G5)"))

# Sébastien Goulet: "Allies and retainers cost Sébastien 1 less blood or pool. Once each action, he can
# burn 1 blood to get +1 bleed."
vampire("Sébastien Goulet (G3)")
rule(
    "Sébastien Goulet (G3)", core.COST_CHANGES, Cheaper("Sébastien Goulet (G3)", types=("Ally", "Retainer"), pool=True)
)
abilities(
    "Sébastien Goulet (G3)",
    Ability(
        "burn 1 blood: +1 bleed",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(bleeding_self, blood_to_burn(1)),
        once="action",
        by="self",
    ),
)

# Nangila Were: "Nangila may enter combat with a minion controlled by another Methuselah as a (D) action.
# While Nangila is ready, your hand size is one card larger."
vampire("Nangila Were (G4)")
abilities("Nangila Were (G4)", enter_combat_ability("a minion", OTHERS_READY_MINION))
static("Nangila Were (G4)", "hand size", const(1))

# Eugene: "Once each combat, Eugene can strike: dodge."
EUGENE_DODGE = "eugene-dodge"
vampire("Eugene (G4)")
once_each_combat_strike("Eugene (G4)", OnceEachCombat(Strike("dodge", name=EUGENE_DODGE, after=EUGENE_DODGE)))

# Gillespi Giovanni: "Gillespi gets +1 bleed against a Methuselah who controls a ready Camarilla vampire."
vampire("Gillespi Giovanni (G2)")
static("Gillespi Giovanni (G2)", "bleed", WhenBleedingOne(1, all_kinds(in_sect("camarilla"), is_vampire)))

# Angelique: "While Angelique is ready, cards requiring Necromancy [nec] cost Harbingers of Skulls you
# control 1 fewer blood."
vampire("Angelique (G6)")
rule("Angelique (G6)", core.COST_CHANGES, LendsCheaper("Angelique (G6)", of_clan("Harbinger of Skulls"), "nec"))

# Lambach: "Once each combat, Lambach can burn 1 blood to make the damage from his hand strikes
# aggravated for the current round. +1 strength."
vampire("Lambach (G2)")
static("Lambach (G2)", "strength", const(1))
abilities("Lambach (G2)", agg_hand_for_blood("burn 1 blood: his hand strikes are aggravated this round", once="combat"))

# Lisa Noble: "Lisa gets -1 strength on the first round of combat."
vampire("Lisa Noble (G3)")
event("Lisa Noble (G3)", "combat-start", each_combat("strength", -1, "round"))


def luc_hand(s: VTESState, p: Play) -> None:
    """Luc: "He can give you +3 hand size until your next unlock phase as a +1 stealth action"."""
    hand_size_for_game(s, p.seat, 3, until_unlock=True)
    ops.say(s, N_("{seat} gets +3 hand size until their next unlock phase."), seat=s.seat_name(p.seat))


# Luc: "Luc gets +1 stealth during diablerie actions. He can give you +3 hand size until your next unlock
# phase as a +1 stealth action."
vampire("Luc (G4)")
static("Luc (G4)", "stealth", DuringAction(1, "diablerize", own=True))
abilities(
    "Luc (G4)",
    Ability(
        "+3 hand size until your next unlock phase as a +1 stealth action",
        MINION_PHASE,
        code(luc_hand, tags=("hand-size",)),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Antonio Delgado: "If Antonio performs a political action whose referendum passes, he can unlock during
# the discard phase."
vampire("Antonio Delgado (G2)")
event("Antonio Delgado (G2)", "referendum-end", UnlockAtDiscardIfPassed())

# Maldavis: "Any ready primogen can burn 1 blood from Maldavis as a +1 stealth (D) action. Maldavis gets
# -1 bleed when bleeding a Methuselah who controls a ready primogen." (another Methuselah's primogen:
# the action is directed at Maldavis's controller)
vampire("Maldavis (G3)")
static("Maldavis (G3)", "bleed", WhenBleedingOne(-1, with_title("primogen")))
abilities(
    "Maldavis (G3)",
    Ability(
        "a ready primogen burns 1 blood from Maldavis as a +1 stealth (D) action",
        MINION_PHASE,
        SourceLosesBlood(1),
        when=minion_is(with_title("primogen")),
        targets=source_of_another,
        user="any",
        action=ActionSpec(stealth=1, directed=True),
    ),
)


# Lady Vadislava: "Once each round, Lady Vadislava can burn 1 blood to make the damage from her hand
# strikes aggravated that round."
vampire("Lady Vadislava (G5)")
abilities("Lady Vadislava (G5)", agg_hand_for_blood("burn 1 blood: her hand strikes are aggravated this round"))

# Gustaphe Brunnelle: "Gustaphe can enter combat with a minion controlled by your predator or prey as a
# (D) action."
vampire("Gustaphe Brunnelle (G4)")
abilities(
    "Gustaphe Brunnelle (G4)",
    enter_combat_ability("a minion controlled by your predator or prey", Minions(whose="neighbours")),
)

# Abiku: "Abiku gets +1 stealth when hunting."
vampire("Abiku (G4)")
static("Abiku (G4)", "stealth", DuringAction(1, "hunt", own=True))

# Dr. Julius Sutphen: "Younger vampires must burn 1 blood to attempt to block Julius."
vampire("Dr. Julius Sutphen (G3)")
block_cost(
    "Dr. Julius Sutphen (G3)",
    BlockCost("blood", applies=ActorIs("Dr. Julius Sutphen (G3)"), blocker=YoungerThanActor()),
)

# Sarah Brando: "Sarah gets -1 stealth during actions directed at a Methuselah who controls a ready bishop
# or archbishop."
vampire("Sarah Brando (G2)")
static("Sarah Brando (G2)", "stealth", StealthAgainstControlling(-1, with_title("bishop", "archbishop")))

# Sajid al Misbah: "Cards requiring Quietus [qui] cost Sajid 1 fewer blood. He cannot block older
# vampires. Blood cursed."
vampire("Sajid al Misbah (G5)")
rule("Sajid al Misbah (G5)", core.COST_CHANGES, Cheaper("Sajid al Misbah (G5)", discipline="qui"))
rule("Sajid al Misbah (G5)", core.BLOCK_RULES, CannotBlockOlder("Sajid al Misbah (G5)"))

# Bela: "Bela cannot perform political actions. -1 stealth."
vampire("Bela (G5)")
static("Bela (G5)", "stealth", const(-1))
rule("Bela (G5)", core.TARGET_RULES, CannotPlayAs("Bela (G5)", "political"))

# Luca Italicus: "Once each round of combat after the first, Luca can strike: 2R damage."
vampire("Luca Italicus (G4)")
strikes("Luca Italicus (G4)", StrikeAfterFirstRound(Strike("damage", 2, ranged=True, name="2R damage")))

# L'Épuisette: "L'Épuisette gets +1 bleed against a Methuselah who controls a ready Toreador."
vampire("L'Épuisette (G4)")
static("L'Épuisette (G4)", "bleed", WhenBleedingOne(1, of_clan("Toreador")))

# Adonai: "Adonai can enter combat with any ready Camarilla vampire controlled by another Methuselah as a
# (D) action. He gets +1 strength when in combat with a Tremere. +1 bleed."
vampire("Adonai (G2)")
static("Adonai (G2)", "bleed", const(1))
static("Adonai (G2)", "strength", InCombatWith(1, kind=of_clan("Tremere")))
abilities(
    "Adonai (G2)",
    enter_combat_ability("a ready Camarilla vampire", Minions(whose="others", vampire=True, kind=in_sect("camarilla"))),
)

# Navar McClaren: "Navar cannot block older vampires."
vampire("Navar McClaren (G1)")
rule("Navar McClaren (G1)", core.BLOCK_RULES, CannotBlockOlder("Navar McClaren (G1)"))

# Verrix, Naughty Boy: "Verrix gets +1 stealth during bleed actions."
vampire("Verrix, Naughty Boy (G6)")
static("Verrix, Naughty Boy (G6)", "stealth", DuringAction(1, "bleed", own=True))

# Dorka: "Dorka can enter combat with a minion controlled by your predator or prey as a (D) action.
# Budapest circle. Sterile."
vampire("Dorka (G6)")
abilities(
    "Dorka (G6)", enter_combat_ability("a minion controlled by your predator or prey", Minions(whose="neighbours"))
)

# Nikolaus Vermeulen: "During your unlock phase, you may move 1 blood from Nikolaus to any Nosferatu in
# your uncontrolled region." (once each unlock phase, VT-TERM-13)
vampire("Nikolaus Vermeulen (G2)")
abilities(
    "Nikolaus Vermeulen (G2)",
    Ability(
        "move 1 blood from Nikolaus to a Nosferatu in your uncontrolled region",
        UNLOCK,
        BloodToTarget(1),
        when=blood_to_burn(1),
        targets=uncontrolled_of(of_clan("Nosferatu")),
        once="turn",
    ),
)

# Agnieszka, Tempter of Legions: "Agnieszka can burn 1 blood to strike: combat ends. +1 bleed." (the
# blood burned as the strike resolves)
AGNIESZKA_ENDS = "agnieszka-burns-blood"
AGNIESZKA_STRIKE = BloodForStrike(Strike("ends", name="combat ends, burning 1 blood", after=AGNIESZKA_ENDS))
vampire("Agnieszka, Tempter of Legions (G6)")
static("Agnieszka, Tempter of Legions (G6)", "bleed", const(1))
strikes("Agnieszka, Tempter of Legions (G6)", AGNIESZKA_STRIKE)
rule("Agnieszka, Tempter of Legions (G6)", core.STRIKE_EFFECTS, AGNIESZKA_STRIKE.pay, key=AGNIESZKA_ENDS)

# Drozodny: "Drozodny can move a political action card from your ash heap to your hand as a +1 stealth
# action (discard down afterward)."
vampire("Drozodny (G5)")
abilities(
    "Drozodny (G5)",
    Ability(
        "move a political action card from your ash heap to your hand as a +1 stealth action",
        MINION_PHASE,
        AshToHand(type="Political Action"),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Shalmath: "Once each turn, Shalmath can unlock. He cannot use cards requiring Celerity [cel]. Scarce."
vampire("Shalmath (G6)")
abilities("Shalmath (G6)", Ability("unlock", ANY_TIME, Unlock(), when=self_locked, once="turn", by="self"))
rule("Shalmath (G6)", core.TARGET_RULES, CannotPlayRequiring("Shalmath (G6)", "cel"))

# Ira Rivers: "Ira gets +1 intercept when attempting to block political actions. When Ira plays a card
# that requires Auspex [aus], you may draw an additional card from your library (discard down to your hand
# size afterward)."
vampire("Ira Rivers (G3)")
static("Ira Rivers (G3)", "intercept", DuringAction(1, "political"))
event("Ira Rivers (G3)", "card-played", DrawWhenPlaying("aus"))
rule("Ira Rivers (G3)", ops.REFILL_MORE, ExtraOnReplace())

# Murat: "Combat cards requiring Serpentis [ser] cost Followers of Set an additional blood when in combat
# with Murat." (the Followers of Set are the Ministry)
vampire("Murat (G2)")
rule("Murat (G2)", core.COST_CHANGES, CombatCardsCostOpposing("Murat (G2)", "ser", of_clan("Ministry")))

# Lucinde, Alastor: "Lucinde can enter combat with any ready non-Camarilla vampire controlled by another
# Methuselah as a (D) action. During your unlock phase, you can burn the Edge to give Lucinde 1 blood from
# the blood bank."
vampire("Lucinde, Alastor (G3)")
abilities(
    "Lucinde, Alastor (G3)",
    enter_combat_ability(
        "a ready non-Camarilla vampire",
        Minions(whose="others", vampire=True, kind=not_kind(in_sect("camarilla"))),
    ),
    Ability("burn the Edge: 1 blood", UNLOCK, seq(BurnEdge(), AddBlood(1)), when=has_edge, once="turn", by="self"),
)

# Huang, Blood Cultist: "Any Gangrel antitribu can enter combat with Huang as a (D) action."
vampire("Huang, Blood Cultist (G2)")
abilities(
    "Huang, Blood Cultist (G2)",
    Ability(
        "a Gangrel antitribu enters combat with Huang as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(of_clan("Gangrel antitribu")),
        targets=source_of_another,
        user="any",
        action=ActionSpec(directed=True),
    ),
)

# Olga Triminov: "Black Hand vampires can steal Olga as a (D) action that costs 1 pool."
vampire("Olga Triminov (G3)")
abilities(
    "Olga Triminov (G3)",
    Ability(
        "a Black Hand vampire steals Olga as a (D) action that costs 1 pool",
        MINION_PHASE,
        seq(PayPool(1), StealMinion()),
        when=all_of(minion_is(with_vampire_trait("Black Hand")), has_pool(1)),
        targets=source_of_another,
        user="any",
        action=ActionSpec(directed=True),
    ),
)

# Iris Bennett: "If an older vampire blocks Iris, their controller can look at your hand before block
# resolution."
vampire("Iris Bennett (G5)")
event("Iris Bennett (G5)", "blocked", LookAtHandIfBlockedByOlder())

# T.J.: "T.J. may lock and burn 2 blood to cancel a referendum called by a titled Camarilla vampire."
# (cancelled as Telepathic Vote Counting cancels one: the political action card goes back to its owner's
# hand)
vampire("T.J. (G4)")
abilities(
    "T.J. (G4)",
    Ability(
        "lock and burn 2 blood: cancel the referendum",
        POLL,
        seq(BurnBlood(2), CancelReferendum(plain=True)),
        when=all_of(polling, acting(all_kinds(in_sect("camarilla"), titled)), blood_to_burn(2)),
        lock=True,
        by="self",
    ),
)

# Richard Tauber, Ayelea's Puppet: "Richard gets -1 intercept when attempting to block Lasombra and
# Tzimisce."
vampire("Richard Tauber, Ayelea's Puppet (G2)")
rule(
    "Richard Tauber, Ayelea's Puppet (G2)",
    core.INTERCEPT_MODS,
    InterceptBlocking("Richard Tauber, Ayelea's Puppet (G2)", any_kind(of_clan("Lasombra"), of_clan("Tzimisce")), -1),
)

# Rex, The Necronomist: "Combat cards cost Rex +1 blood."
vampire("Rex, The Necronomist (G2)")
rule("Rex, The Necronomist (G2)", core.COST_CHANGES, TypesCostMore("Rex, The Necronomist (G2)", ("Combat",)))

# Dr. Oliver Genet: "Allies and retainers requiring Necromancy [nec] or Giovanni cost Oliver 1 fewer blood
# or pool."
vampire("Dr. Oliver Genet (G6)")
rule(
    "Dr. Oliver Genet (G6)",
    core.COST_CHANGES,
    Cheaper(
        "Dr. Oliver Genet (G6)", types=("Ally", "Retainer"), pool=True, clan="Giovanni", discipline="nec", either=True
    ),
)

# Dragos: "Dragos does not burn blood to pay the cost of combat cards he plays." (their blood cost goes,
# never below nothing: core.extra_costs)
vampire("Dragos (G2)")
rule("Dragos (G2)", core.COST_CHANGES, Cheaper("Dragos (G2)", n=99, types=("Combat",)))

# Sascha Vykos, The Angel of Caine (advanced): "If Sascha is ready, you can draw 1 card after another
# Methuselah plays a master card. [MERGED] Sabbat cardinal." (the merged title: phases.gain_merged_title)
vampire("Sascha Vykos, The Angel of Caine (G2 ADV)")
event("Sascha Vykos, The Angel of Caine (G2 ADV)", "master-played", DrawWhenOthersPlayMaster())

# Joaquin Murietta: "Joaquin gets an optional additional strike (limited) in the first round of combat. At
# long range, his strikes with guns are at +1 damage."
vampire("Joaquin Murietta (G3)")
event("Joaquin Murietta (G3)", "combat-start", LimitedAdditionalFirstRound())
rule("Joaquin Murietta (G3)", STRIKE_BONUS, GunsMoreAtLongRange("Joaquin Murietta (G3)"))

# Tobias Smith: "Tobias can give any other non-titled Sabbat vampire you control with capacity 6 or more
# the title of bishop as an action."
vampire("Tobias Smith (G3)")
abilities(
    "Tobias Smith (G3)",
    Ability(
        "give another non-titled Sabbat vampire you control with capacity 6 or more the title of bishop",
        MINION_PHASE,
        GiveTitle("bishop"),
        targets=Minions(
            whose="yours",
            vampire=True,
            other=True,
            kind=all_kinds(in_sect("sabbat"), capacity_at_least(6), not_kind(titled)),
        ),
        action=ActionSpec(),
        by="self",
    ),
)

# Huldu, The Desecrator: "Once each combat involving another minion you control, if Huldu is ready, she
# can burn 1 blood to prevent 1 damage to that minion. +1 bleed."
vampire("Huldu, The Desecrator (G6)")
static("Huldu, The Desecrator (G6)", "bleed", const(1))
abilities(
    "Huldu, The Desecrator (G6)",
    Ability(
        "burn 1 blood: prevent 1 damage to another minion you control in combat",
        DAMAGE,
        seq(BurnBlood(1), Prevent(1)),
        when=all_of(damage_to_your_other_minion, self_ready, blood_to_burn(1)),
        once="combat",
        by="self",
    ),
)

# General Perfidio Díos: "Perfidio can burn 1 blood to unlock and attempt to block an action directed at
# a location you control."
vampire("General Perfidio Díos (G3)")
abilities(
    "General Perfidio Díos (G3)",
    Ability(
        "burn 1 blood: unlock and attempt to block an action directed at a location you control",
        frozenset(("A",)),
        seq(BurnBlood(1), AttemptBlock()),
        when=all_of(own_location_targeted, may_attempt_block, blood_to_burn(1)),
        by="self",
    ),
)

# Alvaro, The Scion of Angelica: "After resolution of any political action, if Alvaro abstained (even in
# torpor), he can gain 2 blood. +1 bleed."
vampire("Alvaro, The Scion of Angelica (G2)")
static("Alvaro, The Scion of Angelica (G2)", "bleed", const(1))
event("Alvaro, The Scion of Angelica (G2)", "referendum-end", GainsIfAbstained(2))

# Céleste Lamontagne: "Céleste can strike: combat ends in combat with a werewolf. She gets +1 intercept
# against Camarilla vampires whose controller controls any Gehenna cards." (Gehenna events in play)
vampire("Céleste Lamontagne (G4)")
strikes("Céleste Lamontagne (G4)", StrikeAgainstKind(Strike("ends", name="combat ends"), has_trait("werewolf")))
rule(
    "Céleste Lamontagne (G4)",
    core.INTERCEPT_MODS,
    InterceptBlocking(
        "Céleste Lamontagne (G4)", all_kinds(in_sect("camarilla"), is_vampire, controller_has_gehenna), 1
    ),
)

# Paul Cordwood: "Once each action, Paul can remove the top card of your crypt from the game to get +1
# intercept or +1 stealth." (stealth when he acts, intercept when he blocks)
vampire("Paul Cordwood (G4)")
abilities(
    "Paul Cordwood (G4)",
    Ability(
        "remove the top card of your crypt from the game: +1 stealth or +1 intercept",
        ACTION_STAGES,
        CryptTopFor(),
        when=crypt_not_empty,
        targets=stealth_or_intercept,
        once="action",
        by="self",
    ),
)

# Asguresh: "During a combat, Asguresh can cancel a combat card played by the opposing minion as it is
# played, and its cost is not paid. Scarce."
ASGURESH_CANCEL = PlayedCard("Asguresh (G5)", COMBAT, in_play=True)
vampire("Asguresh (G5)")
rule("Asguresh (G5)", core.CANCELLERS, ASGURESH_CANCEL.may)
abilities(
    "Asguresh (G5)",
    Ability(
        "cancel a combat card the opposing minion plays as it is played; its cost is not paid",
        AS_PLAYED,
        CancelPlayed(),
        when=ASGURESH_CANCEL,
        by="self",
    ),
)

# Bruce de Guy: "Bruce may burn a blood when he announces a political action to prevent Camarilla vampires
# from casting votes or ballots in the resulting referendum. +1 bleed."
BRUCE_FLAG = "bruce-de-guy"
vampire("Bruce de Guy (G4)")
static("Bruce de Guy (G4)", "bleed", const(1))
rule("Bruce de Guy (G4)", core.CAST_ALLOWED, OnlySectCasts(BRUCE_FLAG, "camarilla", barred=True))
abilities(
    "Bruce de Guy (G4)",
    Ability(
        "burn 1 blood: Camarilla vampires cannot cast votes or ballots in this referendum",
        ANNOUNCE,
        seq(BurnBlood(1), action_flag(BRUCE_FLAG)),
        when=all_of(self_acting, political_action, blood_to_burn(1)),
        once="action",
        by="self",
    ),
)

# Gracis Nostinus: "If a younger vampire attempts to block Gracis and fails, lock that vampire at the end
# of the action."
GRACIS_LOCK = LockFailedYoungerBlocker()
vampire("Gracis Nostinus (G3)")
event("Gracis Nostinus (G3)", "block-failed", GRACIS_LOCK.failed)
event("Gracis Nostinus (G3)", "action-end", GRACIS_LOCK)

# Karif al Numair: "During your turn, you can lock or unlock another ready Black Hand vampire. Black Hand.
# +1 bleed. +1 strength." (once each turn, VT-TERM-13)
vampire("Karif al Numair (G5)")
static("Karif al Numair (G5)", "bleed", const(1))
static("Karif al Numair (G5)", "strength", const(1))
abilities(
    "Karif al Numair (G5)",
    Ability(
        "lock or unlock another ready Black Hand vampire",
        YOUR_TURN,
        ToggleLock(),
        targets=Minions(whose="any", vampire=True, other=True, kind=with_vampire_trait("Black Hand")),
        once="turn",
    ),
)

# Smudge the Ignored: "After Smudge diablerizes an older vampire for the first time, he gets +1
# strength." Marta: "After Marta diablerizes an older vampire, she can gain 1 blood."
SMUDGE = AfterDiablerizingOlder(strength=True)
vampire("Smudge the Ignored (G1)")
event("Smudge the Ignored (G1)", "announce", SMUDGE.watch)
event("Smudge the Ignored (G1)", "action-success", SMUDGE)
static("Smudge the Ignored (G1)", "strength", SMUDGE.lasting)
MARTA = AfterDiablerizingOlder(blood=1)
vampire("Marta (G4)")
event("Marta (G4)", "announce", MARTA.watch)
event("Marta (G4)", "action-success", MARTA)

# Bez Dunsirn: "After Bez leaves the ready region, discard 2 cards at random."
vampire("Bez Dunsirn (G6)")
event("Bez Dunsirn (G6)", "leave-ready", DiscardWhenLeavingReady(2))

# César Holfield: "At the end of your minion phase, if there are any Gehenna events in play and César did
# not hunt, he burns 1 blood."
CESAR = BurnsUnlessHunted(1)
vampire("César Holfield (G4)")
event("César Holfield (G4)", "announce", CESAR.watch)
event("César Holfield (G4)", "influence-phase", CESAR)

# Grimgroth: "While Grimgroth is ready, mage allies cost Tremere you control 2 fewer pool to recruit. +2
# bleed."
vampire("Grimgroth (G6)")
static("Grimgroth (G6)", "bleed", const(2))
rule("Grimgroth (G6)", core.COST_CHANGES, LendsCheaperAllies("Grimgroth (G6)", of_clan("Tremere"), "mage", 2))

# Lena Rowe: "Lena cannot receive any title."
vampire("Lena Rowe (G2)")
rule("Lena Rowe (G2)", TITLE_RULES, NeverTitled("Lena Rowe (G2)"))

# Joe "Boot" Hill: "Joe can enter combat with a werewolf as a +1 stealth (D) action and gets 1 optional
# maneuver during that combat. Black Hand. +1 strength."
vampire('Joe "Boot" Hill (G4)')
static('Joe "Boot" Hill (G4)', "strength", const(1))
abilities(
    'Joe "Boot" Hill (G4)',
    Ability(
        "enter combat with a werewolf as a +1 stealth (D) action, with an optional maneuver in that combat",
        MINION_PHASE,
        EnterCombat(then=(CombatMod("maneuver", "", "combat"),), check=False),
        targets=Minions(whose="others", vampire=False, kind=has_trait("werewolf")),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Sébastien Goulet (advanced): "Sébastien gets +1 stealth on recruit and employ actions. [MERGED] He can
# steal an ally or retainer as a +1 stealth (D) action."
vampire("Sébastien Goulet (G3 ADV)")
rule("Sébastien Goulet (G3 ADV)", core.STEALTH_MODS, StealthPlaying("Sébastien Goulet (G3 ADV)", ("ally", "retainer")))
abilities(
    "Sébastien Goulet (G3 ADV)",
    Ability(
        "steal an ally or retainer as a +1 stealth (D) action (merged)",
        MINION_PHASE,
        seq(StealMinion(), StealCard()),
        when=self_merged,
        targets=any_target(OTHERS_READY_ALLY, CardsInPlay("Retainer")),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Alcoan: "If Alcoan is in combat with an ally or younger vampire, you can look at the opposing minion's
# controller's hand before range is determined during the first round."
vampire("Alcoan (G6)")
event("Alcoan (G6)", "combat-start", LookAtOpposingHand())

# March Halcyon: "If March is diablerized, no blood hunt can be called." (the flag read by
# actions.diablerie_end)
vampire("March Halcyon (G2)")
flag("March Halcyon (G2)", "no-blood-hunt-if-diablerized", of_its_own)

# Duality: "After you replace a card requiring Vicissitude [vic] Duality played, you can draw 1 additional
# card (discard down afterward)." (drawn with the replacement, then discarding down)
vampire("Duality (G4)")
event("Duality (G4)", "card-played", DrawWhenPlaying("vic"))
rule("Duality (G4)", ops.REFILL_MORE, ExtraOnReplace())

# Ági: "Cards requiring Sanguinus [san] cost Ági 1 fewer blood. Budapest circle. Sterile."
vampire("Ági (G6)")
rule("Ági (G6)", core.COST_CHANGES, Cheaper("Ági (G6)", discipline="san"))

# Viri: "While /Zizi/ is in your ready region, Viri gets +1 strength. Budapest circle. Sterile."
vampire("Viri (G6)")
static("Viri (G6)", "strength", WhileNamedReady(1, "Zizi (G6)", yours=True))

# Porphyry: "Porphyry gets +2 bleed against a Methuselah who controls a location. Flight [FLIGHT]. Tremere
# slave." (Flight and Slave: traits.py)
vampire("Porphyry (G6)")
static("Porphyry (G6)", "bleed", BleedAgainstLocationController(2))

# Gabi: "A minion opposing Gabi cannot strike: dodge during the first round of combat. Budapest circle.
# Sterile."
vampire("Gabi (G6)")
event("Gabi (G6)", "combat-start", each_combat("no-dodge", True, "round", opposing=True))

# Dr. Morrow, The Skindoctor: "Morrow can put 1 graft counter on an ally as a (D) action. An ally with
# any graft counters gets -1 stealth. Black Hand." (another Methuselah's ally: the action is directed)
vampire("Dr. Morrow, The Skindoctor (G5)")
abilities(
    "Dr. Morrow, The Skindoctor (G5)",
    Ability(
        "put 1 graft counter on an ally as a (D) action",
        MINION_PHASE,
        CountersOn("graft"),
        targets=Minions(whose="others", vampire=False),
        action=ActionSpec(),
        by="self",
    ),
)
static("Dr. Morrow, The Skindoctor (G5)", "stealth", KindGets(-1, ally_with_counters("graft")), everywhere=True)

# Zizi: "If /Viri/ is in your ready region, Zizi can lock to unlock another Blood Brother of the same
# circle. Budapest circle. Sterile."
vampire("Zizi (G6)")
abilities(
    "Zizi (G6)",
    Ability(
        "lock to unlock another Blood Brother of the same circle",
        ANY_TIME,
        Unlock(target=True),
        when=named_in_your_ready("Viri (G6)"),
        targets=locked_of_same_circle,
        lock=True,
        by="self",
    ),
)


# ------------------------------------------------------------------------ archive, fifth list (issue 37)

# Carolina Vález: "Carolina is immune to damage from allies and retainers." Immune: the damage is not
# inflicted, even unpreventable or outside combat (LSJ 20010627, VT-DMG-13); unlock damage from allies
# too (ANK 20210228): combat.IMMUNE_ALLIES, combat.IMMUNE_RETAINERS.
vampire("Carolina Vález (G5)")
flag("Carolina Vález (G5)", "immune-allies", of_its_own)
flag("Carolina Vález (G5)", "immune-retainers", of_its_own)

# Volo: "Volo gets -1 stealth when hunting. Kiev circle. Sterile." (Sterile: traits.py)
vampire("Volo (G5)")
static("Volo (G5)", "stealth", DuringAction(-1, "hunt", own=True))

# Walker Grimes: "Master cards targeting Walker cost you 1 additional pool." (his controller's master
# cards only, LSJ 20081124-1)
vampire("Walker Grimes (G5)")
WALKER_COSTS = YourMastersTargetingCostMore("Walker Grimes (G5)")
rule("Walker Grimes (G5)", core.TARGET_COSTS, WALKER_COSTS)
rule("Walker Grimes (G5)", core.TARGET_RULES, AffordsTargetCosts("Walker Grimes (G5)", WALKER_COSTS))

# Giotto Verducci: "During another Methuselah's discard phase, you can discard one card (draw up
# afterward). Vampires must burn 1 blood to attempt to block Giotto. Infernal." (no "while ready": in
# torpor too, LSJ 20011022; Infernal: traits.py)
vampire("Giotto Verducci (G2)")
block_cost(
    "Giotto Verducci (G2)", BlockCost("blood", applies=ActorIs("Giotto Verducci (G2)"), blocker=BlockerOf(is_vampire))
)


def giotto_discard_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """Asked of Giotto's controller in each other Methuselah's discard phase: one card of their hand
    (private), or none."""
    seat = s.controller(src)
    if seat < 0 or info.get("seat") == seat or not s.hand[seat]:
        return
    choices = [Action("decline"), *(Action("discard", (slug,)) for slug in distinct_slugs(s.hand[seat]))]
    question = said(N_("{minion}: discard one card (draw up afterward)?"), minion=ops.label(s, src))
    ask(s, seat, question, choices, giotto_discards, (seat,), public=False)


def giotto_discards(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb == "discard":
        discard_asked(s, args, action)


event("Giotto Verducci (G2)", "discard-phase", giotto_discard_phase)

# Petra: "Damage Petra inflicts on Baali is aggravated. A vampire burns 1 blood after using a press to
# continue combat with her." (the damage of her strikes, combat.AGG_TAKEN)
vampire("Petra (G4)")
rule("Petra (G4)", AGG_TAKEN, AggravatedOn("Petra (G4)", of_clan("Baali")))
rule("Petra (G4)", core.PRESSED_CONTINUE, BurnAfterPressWith("Petra (G4)"))

# Skidmark: "When Skidmark is acting, you do not replace any cards you play until the end of the action."
vampire("Skidmark (G4)")
rule("Skidmark (G4)", core.PLAY_DELAYS, NoReplaceWhileActing("Skidmark (G4)"))


def younger_vampire_blocking(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A younger blocking vampire": the minion attempting to block is a vampire of lower capacity
    than this one (VT-TERM-22)."""
    a = ctx.action
    b = a.blocker if a is not None else -1
    return b in s.minions and is_vampire(s, b) and uid in s.minions and capacity(s, b) < capacity(s, uid)


# Mélusine d'Anjou: "During an action she performs, Mélusine can burn 1 blood to give a younger blocking
# vampire -2 intercept." (while stealth is needed, VT-STL-04)
vampire("Mélusine d'Anjou (G5)")
abilities(
    "Mélusine d'Anjou (G5)",
    Ability(
        "burn 1 blood: a younger blocking vampire gets -2 intercept",
        BLOCK_ATTEMPT,
        seq(BurnBlood(1), BlockerIntercept(-2)),
        when=all_of(self_acting, younger_vampire_blocking, blood_to_burn(1)),
        needs="stealth",
        by="self",
    ),
)

# Blackhorse Tanner: "Black Hand: Once each turn, when you draw a card from your library, you may place
# that card on the bottom of your library and draw a new card." (Black Hand: traits.py)
vampire("Blackhorse Tanner (G3)")
rule("Blackhorse Tanner (G3)", AFTER_DRAW, BottomAndRedraw("Blackhorse Tanner (G3)"))


# Lázár Dobrescu: "Lázár can move 1 blood from a crypt card in your prey's uncontrolled region to a
# vampire in your uncontrolled region as a (D) action." (not without a vampire in your uncontrolled
# region, LSJ 19990215; directed at the prey, whose region it is)
def lazar_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    prey = s.prey(seat)
    if prey == seat:
        return
    for a in s.uncontrolled[prey]:
        if s.minions[a].blood >= 1:
            for b in s.uncontrolled[seat]:
                yield (a, b)


def lazar_moves(s: VTESState, p: Play) -> None:
    a, b = p.targets[0], p.targets[1]
    if a in s.minions and b in s.minions and ops.move_blood(s, a, b, 1):
        ops.say(s, N_("{minion} moves {n} blood to {minion2}."), minion=ops.label(s, a), n=1, minion2=ops.label(s, b))


vampire("Lázár Dobrescu (G2)")
abilities(
    "Lázár Dobrescu (G2)",
    Ability(
        "move 1 blood from a crypt card in your prey's uncontrolled region to a vampire in your uncontrolled "
        "region as a (D) action",
        MINION_PHASE,
        code(lazar_moves, blood=1, tags=("blood-counters",)),
        targets=lazar_targets,
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# Feo Ramos: "During your unlock phase, older Sabbat vampires controlled by other Methuselahs can burn 1
# blood to lock Feo." (an ability of his card the other Methuselahs use, at the unlock phase of his
# controller; their vampires ready or in torpor, older by capacity, VT-TERM-22)
FEO = vampire("Feo Ramos (G3)")
OTHERS_UNLOCK = frozenset(("unlock-any",))  # another Methuselah's unlock phase (phases.UnlockPhase)


def feo_may_be_locked(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    controller = s.controller(src)
    return src in s.minions and s.is_ready(src) and not s.minions[src].locked and seat != controller == s.current


def older_sabbat_of_yours(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    if src not in s.minions:
        return
    for v in (*s.ready[seat], *s.torpor[seat]):
        m = s.minions[v]
        if is_vampire(s, v) and m.sect == "sabbat" and m.blood >= 1 and capacity(s, v) > capacity(s, src):
            yield (v,)


def feo_locked(s: VTESState, p: Play) -> None:
    v = p.targets[0]
    if v in s.minions and p.source in s.minions and s.minions[v].blood >= 1:
        ops.burn_blood(s, v, 1)
        ops.lock(s, p.source)
        ops.say(
            s, N_("{minion} burns 1 blood to lock {minion2}."), minion=ops.label(s, v), minion2=ops.label(s, p.source)
        )


abilities(
    "Feo Ramos (G3)",
    Ability(
        "an older Sabbat vampire you control burns 1 blood to lock Feo",
        OTHERS_UNLOCK,
        code(feo_locked, tags=("lock-target",)),
        when=feo_may_be_locked,
        targets=older_sabbat_of_yours,
        user="any",
    ),
)


@dataclass(frozen=True, slots=True)
class PlaysAsClan:
    """ "You and <this vampire> can play cards requiring a <clan> as if she were a <clan>" (only cards
    played normally, LSJ 20050119: her own plays, and her Methuselah's master cards requiring a ready
    vampire of the clan, VT-CARD-05): a rule of ``core.PLAYS_AS_CLAN`` and ``core.YOU_PLAY_AS_CLAN``."""

    vampire: int
    clan: str

    def __call__(self, s: VTESState, uid: int, clan: str) -> bool:
        return clan == self.clan and s.minions[uid].card == self.vampire


def plays_as_clan(name: str, clan: str) -> None:
    rule_ = PlaysAsClan(vampire(name), clan)
    hook(name, core.PLAYS_AS_CLAN, rule_)
    hook(name, core.YOU_PLAY_AS_CLAN, rule_)


# Gem Ghastly: "You and Gem can play cards requiring a Ventrue as if she were a Ventrue."
plays_as_clan("Gem Ghastly (G5)", "Ventrue")


def normal_damage_to_another(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Non-aggravated damage being inflicted on a minion in combat other than this vampire (any
    Methuselah's, from any source; VT-DMG-02)."""
    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    return d is not None and d[0] != uid and d[1] > 0


# Randall: "Once each minion phase, Randall can burn 1 blood to prevent 1 non-aggravated damage inflicted
# on any other minion in combat." (not aggravated damage, even treated as normal: LSJ 20040812-2; no
# "if ready": in torpor too, LSJ 20011022; a combat is in a minion phase: once each turn)
vampire("Randall (G4)")
abilities(
    "Randall (G4)",
    Ability(
        "burn 1 blood: prevent 1 non-aggravated damage to another minion in combat",
        DAMAGE | DAMAGE_ANY,  # any Methuselah's minion: asked in its prevention window
        seq(BurnBlood(1), Prevent(1, normal_only=True)),
        when=all_of(normal_damage_to_another, blood_to_burn(1)),
        once="turn",
        by="self",
    ),
)


# J. Oswald "Ozzy" Hyde-White: "During your unlock phase, roll a 6-sided die. On a 1 or 2, Ozzy gets +1
# stealth, on a 5 or 6, Ozzy gets -1 bleed and +1 strength. This effect lasts until your next unlock
# phase." (an unlock-phase effect, VT-UNL-02; the roll is kept until the next one replaces it)
OZZY = vampire('J. Oswald "Ozzy" Hyde-White (G3)')
OZZY_ROLL = "ozzy-roll"  # s.game_marks[(key, vampire)]: the last roll


def ozzy_due(s: VTESState, src: int, seat: int) -> bool:
    return src in s.minions and s.controller(src) == seat


def ozzy_rolls(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if not ozzy_due(s, src, info["seat"]):
        return
    roll = s.rng.below(6) + 1
    s.game_marks[(OZZY_ROLL, src)] = roll
    ops.say(s, N_("{minion} rolls a 6-sided die: {n}."), minion=ops.label(s, src), n=roll)


def ozzy_gets(stat: str) -> Any:
    def fn(s: VTESState, src: int, uid: int) -> int:
        roll = s.game_marks.get((OZZY_ROLL, src), 0) if src == uid else 0
        if stat == "stealth":
            return 1 if roll in (1, 2) else 0
        if roll in (5, 6):
            return -1 if stat == "bleed" else 1
        return 0

    return fn


event('J. Oswald "Ozzy" Hyde-White (G3)', "unlock", ozzy_rolls, due=ozzy_due)
for _stat in ("stealth", "bleed", "strength"):
    static('J. Oswald "Ozzy" Hyde-White (G3)', _stat, ozzy_gets(_stat))


# Daria: "Daria can lock to give another Nosferatu +1 stealth. Directed actions cost her +1 blood." (the
# acting Nosferatu, while stealth is needed; in torpor too, LSJ 20011022)
vampire("Daria (G6)")
abilities(
    "Daria (G6)",
    Ability(
        "lock to give another acting Nosferatu +1 stealth",
        ACTION_STAGES,
        Stealth(1),
        when=all_of(acting(of_clan("Nosferatu")), another_acting),
        lock=True,
        needs="stealth",
        by="self",
    ),
)
rule("Daria (G6)", ACTION_COSTS, DirectedActionsCost("Daria (G6)"))

# Ambrosio Luis Monçada, Plenipotentiary: "Sabbat cardinal: Monçada cannot block. Actions directed at him
# cost 1 additional pool. If he is ready during your discard phase, you can unlock another ready
# Lasombra." (once each discard phase)
MONCADA = "Ambrosio Luis Monçada, Plenipotentiary (G2)"
vampire(MONCADA)
flag(MONCADA, "cannot-block", of_its_own)
rule(MONCADA, ACTION_COSTS, ActionsAtCost(MONCADA))
abilities(
    MONCADA,
    Ability(
        "unlock another ready Lasombra you control",
        DISCARD,
        Unlock(target=True),
        when=self_ready,
        targets=Minions(whose="yours", locked=True, kind=of_clan("Lasombra"), other=True),
        once="turn",
        by="self",
    ),
)


# Hel-Blá: "Hel-Blá can move an ally requiring Hecata or Oblivion [obl] from your ash heap to your ready
# region, locked with life equal to its starting life as a +1 stealth action that costs 1 blood." (the
# cost paid as it succeeds, VT-RES-01; requirements do not apply, LSJ 20100204)
HEL_BLA_ALLY = AllyRequiringFromAsh("Hecata", "obl")
vampire("Hel-Blá (G6)")
abilities(
    "Hel-Blá (G6)",
    Ability(
        "move an ally requiring Hecata or Oblivion from your ash heap to your ready region, locked, as a "
        "+1 stealth action that costs 1 blood",
        MINION_PHASE,
        seq(code(pay_blood_on_success), HEL_BLA_ALLY),
        when=all_of(has_a_blood, HEL_BLA_ALLY.any_in_ash),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# Jaroslav Pascek: "Camarilla Brujah Justicar: Jaroslav inflicts +2 damage with melee weapons. He can
# inflict 1 damage on each of your prey's Sabbat vampires as a (D) action. +1 intercept."
vampire("Jaroslav Pascek (G3)")
static("Jaroslav Pascek (G3)", "intercept", const(1))
rule("Jaroslav Pascek (G3)", STRIKE_BONUS, MeleeWeaponsMore("Jaroslav Pascek (G3)"))
abilities(
    "Jaroslav Pascek (G3)",
    Ability(
        "inflict 1 damage on each of your prey's Sabbat vampires as a (D) action",
        MINION_PHASE,
        DamageEachOfPrey(in_sect("sabbat")),
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# Saulot, The Wanderer: "Independent: Damage Baali inflict on Saulot is reduced to 0. During your unlock
# phase, you can move 2 blood from him to a vampire in play or in your uncontrolled region. Scarce. +1
# bleed. +1 strength." (in combat with a Baali, every strike or damaging effect of it inflicts nothing:
# combat.LESS_DAMAGE; once each unlock phase, VT-TERM-13; Scarce: traits.py)
SAULOT_WANDERER = vampire("Saulot, The Wanderer (G4)")
static("Saulot, The Wanderer (G4)", "bleed", const(1))
static("Saulot, The Wanderer (G4)", "strength", const(1))


def saulot_against_baali(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    if src in (c.a, c.b) and c.other(src) in s.minions and has_clan(s, c.other(src), "Baali"):
        c.add(src, LESS_DAMAGE, NO_DAMAGE, "combat")


#: "Reduced to 0": more than any strike or damaging effect inflicts.
NO_DAMAGE = 99


def vampires_in_play_or_uncontrolled(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "A vampire in play or in your uncontrolled region": any Methuselah's ready or torpid vampire, or
    one of your uncontrolled vampires (not himself)."""
    for t in range(s.players):
        for v in (*s.ready[t], *s.torpor[t]):
            if v != uid and is_vampire(s, v):
                yield (v,)
    for v in s.uncontrolled[seat]:
        yield (v,)


def saulot_moves(s: VTESState, p: Play) -> None:
    v = p.targets[0]
    if p.source in s.minions and v in s.minions and ops.move_blood(s, p.source, v, 2):
        ops.say(
            s, N_("{minion} moves {n} blood to {minion2}."), minion=ops.label(s, p.source), n=2, minion2=ops.label(s, v)
        )


event("Saulot, The Wanderer (G4)", "combat-start", saulot_against_baali)
abilities(
    "Saulot, The Wanderer (G4)",
    Ability(
        "move 2 blood from him to a vampire in play or in your uncontrolled region",
        UNLOCK,
        code(saulot_moves, blood=2),
        when=blood_to_burn(2),
        targets=vampires_in_play_or_uncontrolled,
        once="turn",
        by="self",
    ),
)

# Ondine "Boudicca" Sinclair: "Sabbat. Black Hand: While you have the Edge, Ondine gets +1 stealth when
# bleeding. +1 strength." (Black Hand: traits.py)
vampire('Ondine "Boudicca" Sinclair (G5)')
static('Ondine "Boudicca" Sinclair (G5)', "stealth", DuringAction(1, "bleed", own=True, edge=True))
static('Ondine "Boudicca" Sinclair (G5)', "strength", const(1))


# Lord Ashton: "Independent: Any other Gangrel can search his or her controller's library for an
# Animalism, Fortitude or Protean Master: Discipline card and move it to himself or herself as a +1
# stealth action." (any Methuselah's Gangrel; moved, not played: no cost; a Discipline card cannot go on a
# vampire with superior in it, VT-CARD-37; the library shuffled after the search, VT-TERM-15)
ASHTON = vampire("Lord Ashton (G3)")
ASHTON_CARDS = {"Animalism": "ani", "Fortitude": "for", "Protean": "pro"}


def other_gangrel_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and m.card != ASHTON and is_vampire(s, uid) and has_clan(s, uid, "Gangrel")


def ashton_search(s: VTESState, p: Play) -> None:
    fits = {card_id(n) for n, code in ASHTON_CARDS.items() if below_superior(code)(s, p.by)}
    found = distinct_slugs([c for c in s.library[p.seat] if c in fits])
    question = said(
        N_("{minion}: move a Discipline card from your library to this vampire, or decline."),
        minion=ops.label(s, p.source),
    )
    choices = [*(Action("choose", (slug,)) for slug in found), Action("decline")]
    ask_private(s, p.seat, question, choices, ashton_moved, (p.seat, p.by))


def ashton_moved(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, uid = args
    c = next((c for c in s.library[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c >= 0 and uid in s.minions:
        s.library[seat].remove(c)
        discipline_on(s, c, seat, uid)
        ops.say(s, N_("{card} is put on {minion}."), card=facts(c).name, minion=ops.label(s, uid))
    s.rng.shuffle(s.library[seat])


abilities(
    "Lord Ashton (G3)",
    Ability(
        "another Gangrel searches its controller's library for an Animalism, Fortitude or Protean Discipline card "
        "and moves it to itself as a +1 stealth action",
        MINION_PHASE,
        code(ashton_search, tags=("discipline",)),
        when=other_gangrel_acting,
        user="any",
        action=ActionSpec(stealth=1),
    ),
)


# Baba Yaga, the Iron Hag: "Independent: Once each turn, Baba Yaga can unlock when she successfully
# recruits an ally or employs a retainer. Once each round, she can burn 1 blood to make the damage from
# her hand strikes aggravated that round. +1 strength. +1 bleed." (by any effect, PIB 20150105-2: the
# RECRUITED_BY event; each Methuselah's turn, ANK 20180719-4; before the strikes are chosen, RTR 19960112)
BABA_YAGA = "Baba Yaga, the Iron Hag (G5)"
vampire(BABA_YAGA)
static(BABA_YAGA, "strength", const(1))
static(BABA_YAGA, "bleed", const(1))
BABA_UNLOCKED = "baba-yaga-unlocked"  # s.marks[(key, vampire)]: used this turn


def baba_recruited(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if info.get("by") != src or (BABA_UNLOCKED, src) in s.marks or src not in s.minions or not s.minions[src].locked:
        return
    question = said(N_("{minion}: unlock?"), minion=ops.label(s, src))
    ask(s, s.controller(src), question, (Action("choose", ("unlock",)), Action("decline")), baba_unlocks, (src,))


def baba_unlocks(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (src,) = args
    if action.verb == "choose" and src in s.minions and s.minions[src].locked:
        s.marks[(BABA_UNLOCKED, src)] = True
        ops.unlock(s, src)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, src))


event(BABA_YAGA, RECRUITED_BY, baba_recruited)
abilities(
    BABA_YAGA,
    Ability(
        "burn 1 blood: her hand strikes inflict aggravated damage this round",
        BEFORE_STRIKES,
        seq(BurnBlood(1), CombatMod("agg-hand", True, "round")),
        when=all_of(in_combat_self, blood_to_burn(1)),
        once="round",
        by="self",
    ),
)


# Rosa Hernández: "Independent: Rosa gets +1 stealth when employing retainers."
vampire("Rosa Hernández (G4)")
static("Rosa Hernández (G4)", "stealth", DuringAction(1, "employ", own=True))

# Righteous Endeavor: "Sabbat priscus: Righteous gets +1 intercept against infernal minions and +1 strength
# in combat with an infernal minion."
vampire("Righteous Endeavor (G5)")
rule("Righteous Endeavor (G5)", core.INTERCEPT_MODS, InterceptAgainstActing("Righteous Endeavor (G5)", infernal))
static("Righteous Endeavor (G5)", "strength", InCombatWith(1, kind=infernal))

# Ariadne: "Camarilla: Blood hunts cannot be called on Ariadne. +1 hunt." (+1 blood from a hunt, a
# non-standard one too, RTR 20030519)
vampire("Ariadne (G5)")
flag("Ariadne (G5)", "no-blood-hunt", of_its_own)
static("Ariadne (G5)", "hunt", const(1))


# Keller Thiel: "Camarilla: If Keller is ready and unlocked, minions burn 1 blood or life after bleeding you
# successfully." (the acting minion, as the bleed succeeds)
vampire("Keller Thiel (G5)")


def keller_bled(s: VTESState, src: int, info: dict[str, Any]) -> None:
    a = info["course"]
    if src not in s.minions or not s.is_ready(src) or s.minions[src].locked:
        return
    if info.get("target") != s.controller(src) or a.actor not in s.minions or s.minions[a.actor].blood < 1:
        return
    ops.burn_blood(s, a.actor, 1)
    ops.say(
        s,
        N_("{minion} burns 1 blood or life after bleeding ({card})."),
        minion=ops.label(s, a.actor),
        card="Keller Thiel",
    )


event("Keller Thiel (G5)", "bleed-success", keller_bled)


# Otieno: "Laibon: Otieno gets +1 bleed against a Methuselah who controls a ready Guruhi."
vampire("Otieno (G4)")
static("Otieno (G4)", "bleed", BleedAgainstControllerOfReady(1, of_clan("Guruhi")))

# Darvag, The Butcher of Rus: "Sabbat: Darvag can burn a location as a (D) action. Black Hand."
vampire("Darvag, The Butcher of Rus (G4)")
abilities(
    "Darvag, The Butcher of Rus (G4)",
    Ability(
        "burn a location as a (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        targets=Locations("others"),
        action=ActionSpec(directed=True, target_seat=equipment_controller),
        by="self",
    ),
)

# The Arcadian: "Sabbat: The Arcadian can bleed with +1 bleed as a +1 stealth (D) action that costs 1 blood."
vampire("The Arcadian (G5)")
abilities(
    "The Arcadian (G5)",
    Ability(
        "bleed with +1 bleed as a +1 stealth (D) action that costs 1 blood",
        MINION_PHASE,
        code(pay_blood_on_success),
        when=has_a_blood,
        action=ActionSpec(bleed=1, stealth=1),
        by="self",
    ),
)


# Jacob Fermor: "Independent: While Jacob is ready, werewolves you control get +1 bleed. Jacob gets an
# optional press each combat."
vampire("Jacob Fermor (G4)")


def jacob_werewolves(s: VTESState, src: int, uid: int) -> int:
    if src == uid or src not in s.minions or not s.is_ready(src) or s.controller(uid) != s.controller(src):
        return 0
    return 1 if has_trait("werewolf")(s, uid) else 0


static("Jacob Fermor (G4)", "bleed", jacob_werewolves, everywhere=True)
event("Jacob Fermor (G4)", "combat-start", each_combat("press", 1, "combat"))


# ------------------------------------------------------------------------ issue 37, fifth list (second part)

# Kisha Bhimji: "Kisha gets -1 stealth on non-hunt actions." (her own actions)
KISHA = "Kisha Bhimji (G3)"


def kisha_stealth(s: VTESState, src: int, uid: int) -> int:
    a = current_action(s)
    return -1 if a is not None and a.actor == uid and a.kind_ != "hunt" else 0


vampire(KISHA)
static(KISHA, "stealth", kisha_stealth)

# Suhailah: "Suhailah gets +1 stealth on each of her actions if your prey has a ready prince or justicar. +1 bleed."
SUHAILAH = "Suhailah (G2)"


def suhailah_stealth(s: VTESState, src: int, uid: int) -> int:
    a = current_action(s)
    seat = s.controller(uid)
    if a is None or a.actor != uid or seat < 0 or s.prey(seat) == seat:
        return 0
    return 1 if any(title(s, v) in ("prince", "justicar") for v in s.ready[s.prey(seat)]) else 0


vampire(SUHAILAH)
static(SUHAILAH, "stealth", suhailah_stealth)
static(SUHAILAH, "bleed", const(1))

# Okulos: "Once each turn, Okulos can burn 1 blood to draw 1 card (discard down afterward)." (any turn)
OKULOS = "Okulos (G7)"
vampire(OKULOS)
abilities(
    OKULOS,
    Ability(
        "burn 1 blood to draw 1 card (discard down afterward)",
        ANY_TIME,
        seq(BurnBlood(1), DrawCards(1)),
        when=blood_to_burn(1),
        once="turn",
        by="self",
    ),
)

# Lynn Thompson: "Lynn cannot have a haven (instead any haven that she would receive is burned)." No haven can be
# put on her (core.CARRY_RULES).
LYNN = "Lynn Thompson (G5)"


@dataclass(frozen=True, slots=True)
class NoHaven:
    """ "<This vampire> cannot have a haven" (a ``core.CARRY_RULES`` entry)."""

    card: str

    def __call__(self, s: VTESState, uid: int, card_id: int) -> bool:
        return not is_haven(card_id) or facts(s.minions[uid].card).name != self.card


vampire(LYNN)
rule(LYNN, core.CARRY_RULES, NoHaven(LYNN))

# Black Annis: "Black Annis can enter combat with any minion controlled by your predator or prey as a (D) action.
# Other non-hunt actions cost her an additional blood. +1 strength. +1 stealth."
ANNIS = "Black Annis (G4)"
ANNIS_FIGHT = "enter combat with any minion controlled by your predator or prey"


def annis_costs(s: VTESState, course: Any) -> tuple[int, int]:
    """ "Other non-hunt actions cost her an additional blood" (a rule of ``hooks.ACTION_COSTS``)."""
    m = s.minions.get(course.actor)
    if m is None or m.card != ANNIS_ID or course.kind_ == "hunt":
        return (0, 0)
    ab = course.ability
    if ab is not None and getattr(ab, "name", "") == ANNIS_FIGHT:
        return (0, 0)
    return (1, 0)


ANNIS_ID = vampire(ANNIS)
static(ANNIS, "strength", const(1))
static(ANNIS, "stealth", const(1))
abilities(
    ANNIS,
    Ability(
        ANNIS_FIGHT,
        MINION_PHASE,
        FIGHT,
        targets=Minions("neighbours"),
        action=ActionSpec(directed=True),
        by="self",
    ),
)
hook_while_on_table(ANNIS, ACTION_COSTS, annis_costs)  # her actions alone

# Janey Pickman: "Once each round, Janey can burn 1 blood to make the damage from her hand strikes aggravated for
# the current round." (as Lady Vadislava)
vampire("Janey Pickman (G4)")
abilities("Janey Pickman (G4)", agg_hand_for_blood("burn 1 blood: her hand strikes are aggravated this round"))

# Lady Scarlett Churchill: "You and Lady Scarlett can play cards requiring a Toreador as if she were a Toreador."
plays_as_clan("Lady Scarlett Churchill (G6)", "Toreador")

# Doyle Fincher: "During your discard phase, if any of your prey's ready vampires are not at full capacity, move 1
# blood from the blood bank to one of those vampires and 1 blood from the blood bank to Doyle. +1 bleed." (the
# vampire chosen by his Methuselah; Doyle ready or in torpor)
DOYLE = "Doyle Fincher (G4)"


def doyle_short(s: VTESState, seat: int) -> list[int]:
    prey = s.prey(seat)
    if prey == seat:
        return []
    return [v for v in s.ready[prey] if is_vampire(s, v) and s.minions[v].blood < capacity(s, v)]


def doyle_discard(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = s.controller(src)
    if info["seat"] != seat or src not in s.minions:
        return
    short = doyle_short(s, seat)
    if short:
        question = said(N_("{card}: add 1 blood to one of your prey's ready vampires."), card=DOYLE)
        ask(s, seat, question, [Action("choose", (v,)) for v in short], doyle_chosen, (src,))


def doyle_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (src,) = args
    v = int(action.args[0])
    if v in s.minions:
        ops.add_blood(s, v, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, v), n=1)
    if src in s.minions:
        ops.add_blood(s, src, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, src), n=1)


vampire(DOYLE)
static(DOYLE, "bleed", const(1))
event(DOYLE, "discard-phase", doyle_discard)

# Rebekah: "During the polling step of any referendum, Rebekah can discard a card requiring Auspex [aus] to get +2
# votes. Blood cursed." (as Modius)
vampire("Rebekah (G3)")
abilities("Rebekah (G3)", discard_for_votes("discard a card requiring Auspex: +2 votes", 2, hand_requiring("aus")))

# The Baron: "The Baron has 2 votes (titled). During your unlock phase, if The Baron is ready, you may look at the
# hand of each Methuselah who controls a ready Giovanni. +1 bleed." (looking is to his Methuselah's advantage: it
# looks; only that Methuselah sees the cards, ops.reveal_hand)
BARON = "The Baron (G2)"


def giovanni_holders(s: VTESState, seat: int) -> list[int]:
    return [t for t in s.remaining() if t != seat and any(of_clan("Giovanni")(s, v) for v in s.ready[t])]


def baron_due(s: VTESState, src: int, seat: int) -> bool:
    return seat == s.controller(src) and s.is_ready(src) and bool(giovanni_holders(s, seat))


def baron_looks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = info["seat"]
    if not baron_due(s, src, seat):
        return
    for t in giovanni_holders(s, seat):
        ops.reveal_hand(s, t, seat)
        ops.say(s, N_("{seat} looks at {other}'s hand."), seat=s.seat_name(seat), other=s.seat_name(t))


vampire(BARON)
static(BARON, "bleed", const(1))
event(BARON, "unlock", baron_looks, due=baron_due)

# Sean Rycek: "Once each referendum, Sean may lock or burn a blood to gain 2 votes. He may burn a boon as a +1
# stealth (D) action." (a boon in play, directed at its controller)
SEAN = "Sean Rycek (G4)"


SEAN_VOTED = "sean-votes"


def sean_may_vote(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Once each referendum", either way (locking or burning blood)."""
    ref = ctx.referendum
    return may_vote(s, ctx, seat, uid) and ref is not None and (SEAN_VOTED, ref.serial) not in s.marks


def sean_votes(s: VTESState, p: Play) -> None:
    ref = current_referendum(s)
    if ref is not None and p.source in s.minions:
        s.marks[(SEAN_VOTED, ref.serial)] = True
        ref.add_votes(s, p.source, 2)
        ops.say(s, N_("{minion} gets +{n} votes."), minion=ops.label(s, p.source), n=2)


def sean_burns_blood(s: VTESState, p: Play) -> None:
    ops.burn_blood(s, p.source, 1)
    sean_votes(s, p)


def boons_in_play(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    contested = {u for z in s.contested for u in z}
    for t in s.remaining():
        for b in s.inplay[t]:
            if b not in contested and is_boon(s.placed[b].card):
                yield (b,)


def boon_controller(s: VTESState, p: Play) -> int:
    b = p.targets[0] if p.targets else -1
    return s.placed[b].controller if b in s.placed else -1


vampire(SEAN)
abilities(
    SEAN,
    Ability("lock: +2 votes", POLL, code(sean_votes, votes=2), when=sean_may_vote, lock=True, by="self"),
    Ability(
        "burn 1 blood: +2 votes",
        POLL,
        code(sean_burns_blood, votes=2),
        when=all_of(sean_may_vote, blood_to_burn(1)),
        by="self",
    ),
    Ability(
        "burn a boon as a +1 stealth (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        targets=boons_in_play,
        action=ActionSpec(stealth=1, directed=True, target_seat=boon_controller),
        by="self",
    ),
)

# Huitzilopochtli: "If Huitzilopochtli is ready during your master phase, you can burn 1 pool to get +1 master phase
# action. Infernal. +1 bleed." (once each master phase)
HUITZ = "Huitzilopochtli (G2)"
vampire(HUITZ)
static(HUITZ, "bleed", const(1))
abilities(
    HUITZ,
    Ability(
        "burn 1 pool: +1 master phase action",
        MASTER_PHASE,
        seq(PayPool(1), PhaseActions(1)),
        when=is_ready_self,
        once="turn",
        by="self",
    ),
)

# High Priest Angra Mainyu: "While Angra is ready, your prey gets -1 hand size. During a non-bleed action, he can
# burn the Edge to get +1 stealth. Infernal." (his own action)
ANGRA = "High Priest Angra Mainyu (G2)"


def angra_prey_hand(s: VTESState, src: int, seat: int) -> int:
    owner = s.controller(src)
    return -1 if owner >= 0 and seat != owner and seat == s.prey(owner) and s.is_ready(src) else 0


vampire(ANGRA)
static(ANGRA, "hand size", angra_prey_hand, everywhere=True)
abilities(
    ANGRA,
    Ability(
        "burn the Edge: +1 stealth",
        ACTION_STAGES,
        seq(BurnEdge(), Stealth(1)),
        when=all_of(acting_is_self, not_during_bleed, has_edge),
        needs="stealth",
        by="self",
    ),
)

# Rake: "Rake gets +1 strength in combat with Ventrue."
vampire("Rake (G1)")
static("Rake (G1)", "strength", InCombatWith(1, kind=of_clan("Ventrue")))

# Jazz Wentworth: "If the Edge is not controlled, Jazz may give you control of it as a +1 stealth action."
JAZZ = "Jazz Wentworth (G1)"


def edge_uncontrolled(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.edge == CENTRE


def jazz_edge(s: VTESState, p: Play) -> None:
    if s.edge == CENTRE:
        s.edge = p.seat
        ops.say(s, N_("{seat} gets the Edge."), seat=s.seat_name(p.seat))


vampire(JAZZ)
abilities(
    JAZZ,
    Ability(
        "+1 stealth action: take the Edge, uncontrolled",
        MINION_PHASE,
        code(jazz_edge, tags=("edge",)),
        when=edge_uncontrolled,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Mateusz Kazimirski, Biker of Blood: "If Mateusz is Sabbat and not Black Hand, he can become Black Hand as a +1
# stealth action that costs 1 blood." (a trait mark, traits.has_trait)
MATEUSZ = "Mateusz Kazimirski, Biker of Blood (G6)"


def mateusz_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    src = ctx.by if ctx.by >= 0 else uid
    return src in s.minions and s.minions[src].sect == "sabbat" and not has_printed_trait(s, src, "Black Hand")


def mateusz_black_hand(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)
        ops.mark(s, p.by, "trait:Black Hand")
        ops.say(s, N_("{minion} becomes Black Hand."), minion=ops.label(s, p.by))


vampire(MATEUSZ)
abilities(
    MATEUSZ,
    Ability(
        "become Black Hand as a +1 stealth action that costs 1 blood",
        MINION_PHASE,
        code(mateusz_black_hand, tags=("trait",)),
        when=all_of(mateusz_may, blood_to_burn(1)),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Vasilis, The Traitor of Don Cruez: "If Vasilis is ready, all Giovanni get +1 bleed when bleeding a Methuselah who
# controls a ready Brujah." (every Methuselah's Giovanni: a static everywhere)
VASILIS = "Vasilis, The Traitor of Don Cruez (G2)"


def vasilis_bleed(s: VTESState, src: int, uid: int) -> int:
    a = current_action(s)
    if a is None or a.actor != uid or not a.is_bleed() or not s.is_ready(src) or not of_clan("Giovanni")(s, uid):
        return 0
    t = a.target_seat
    return 1 if 0 <= t < s.players and any(of_clan("Brujah")(s, v) for v in s.ready[t]) else 0


vampire(VASILIS)
static(VASILIS, "bleed", vasilis_bleed, everywhere=True)

# Fairuza: "Fairuza may burn 1 blood or life from a minion controlled by your prey as a (D) action. She gets -1
# bleed when bleeding a Methuselah who controls a ready minion."
FAIRUZA = "Fairuza (G5)"


def fairuza_burns(s: VTESState, p: Play) -> None:
    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions:
        ops.burn_blood(s, target, 1)
        ops.say(s, N_("{minion} burns 1 blood or life."), minion=ops.label(s, target))


def fairuza_bleed(s: VTESState, src: int, uid: int) -> int:
    a = current_action(s)
    if a is None or a.actor != uid or not a.is_bleed() or not 0 <= a.target_seat < s.players:
        return 0
    return -1 if s.ready[a.target_seat] else 0


vampire(FAIRUZA)
static(FAIRUZA, "bleed", fairuza_bleed)
abilities(
    FAIRUZA,
    Ability(
        "burn 1 blood or life from a minion controlled by your prey as a (D) action",
        MINION_PHASE,
        code(fairuza_burns, tags=("burn-blood",), harmful=True),
        targets=Minions("prey", "controlled"),
        action=ActionSpec(directed=True),
        by="self",
    ),
)

# Franciscus: "Franciscus is burned (without going into torpor) if he takes more than 3 damage during a single
# combat." (the damage successfully inflicted on him, counted for the combat: combat.DAMAGE_TAKEN)
FRANCISCUS = "Franciscus (G2)"


@dataclass(frozen=True, slots=True)
class BurnedPastDamage(WhileVampireOnTable):
    """ "<This vampire> is burned if he takes more than N damage during a single combat"."""

    vampire: str
    n: int = 3

    def __call__(self, s: VTESState, c: Any, uid: int, damage: int) -> bool:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return False
        key = ("this-combat", "damage-taken", uid)
        s.marks[key] = int(s.marks.get(key, 0)) + damage
        if s.marks[key] <= self.n:
            return False
        ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
        ops.burn(s, uid)
        return True


vampire(FRANCISCUS)
rule(FRANCISCUS, DAMAGE_TAKEN, BurnedPastDamage(FRANCISCUS))

# Dan Murdock: "Dan may take an action to allow you to go though your library, find Giant's Blood, and take it into
# your hand (reshuffle afterwards and discard to your maximum hand size)."
DAN = "Dan Murdock (G1)"
vampire(DAN)
abilities(
    DAN,
    Ability(
        "search your library for Giant's Blood as an action",
        MINION_PHASE,
        SearchToHand(lambda c: c == card_id("Giant's Blood")),
        action=ActionSpec(),
        by="self",
    ),
)

# Etrius: "Etrius may steal up to 3 blood from a Tremere vampire as a +1 stealth (D) action. +2 bleed." (another
# Methuselah's Tremere, ready or in torpor; as many as it has, up to 3)
ETRIUS = "Etrius (G2)"
vampire(ETRIUS)
static(ETRIUS, "bleed", const(2))
abilities(
    ETRIUS,
    Ability(
        "steal up to 3 blood from a Tremere vampire as a +1 stealth (D) action",
        MINION_PHASE,
        StealBlood(3),
        targets=Minions("others", "controlled", vampire=True, kind=of_clan("Tremere")),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Harrod: "During your unlock phase, you may look at a card in your prey's uncontrolled region. +2 bleed." (the card
# chosen by number; only his Methuselah sees it, in their views and worlds: ops.SEEN_UNCONTROLLED)
HARROD = "Harrod (G2)"


def harrod_unseen(s: VTESState, seat: int) -> list[int]:
    prey = s.prey(seat)
    if prey == seat:
        return []
    return [u for u in s.uncontrolled[prey] if (ops.SEEN_UNCONTROLLED, seat, u) not in s.game_marks]


def harrod_due(s: VTESState, src: int, seat: int) -> bool:
    return seat == s.controller(src) and bool(harrod_unseen(s, seat))


def harrod_looks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = info["seat"]
    if not harrod_due(s, src, seat):
        return
    question = said(N_("{card}: look at a face-down vampire of your prey."), card=HARROD)
    choices = [Action("choose", (u,)) for u in harrod_unseen(s, seat)] + [Action("decline")]
    ask(s, seat, question, choices, harrod_looked, (seat,))


def harrod_looked(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (seat,) = args
    if action.verb != "choose":
        return
    uid = int(action.args[0])
    if uid not in s.minions:
        return
    s.game_marks[(ops.SEEN_UNCONTROLLED, seat, uid)] = True
    prey = ops.face_down_owner(s, uid)
    ops.say(
        s,
        N_("{seat} looks at a card in {other}'s uncontrolled region."),
        seat=s.seat_name(seat),
        other=s.seat_name(prey),
    )
    ops.say(s, N_("It is {card}."), seat, card=facts(s.minions[uid].card).name)


vampire(HARROD)
static(HARROD, "bleed", const(2))
event(HARROD, "unlock", harrod_looks, due=harrod_due)

# David Morgan, The Scourge: "David gets +1 intercept when attempting to block a vampire of capacity 2 or less."
DAVID_MORGAN = "David Morgan, The Scourge (G3)"


def david_intercept(s: VTESState, src: int, uid: int) -> int:
    a = current_action(s)
    if a is None or a.blocker != uid or a.actor not in s.minions or not is_vampire(s, a.actor):
        return 0
    return 1 if capacity(s, a.actor) <= 2 else 0


vampire(DAVID_MORGAN)
static(DAVID_MORGAN, "intercept", david_intercept)

# Marcus Vitel (ADV): "Sabbat: Any Brujah can enter combat with Marcus as a (D) action. [MERGED] While he is ready and
# Sabbat, Sabbat vampires you control get +1 bleed against a Methuselah who controls a ready Camarilla vampire."
MARCUS_ADV = "Marcus Vitel (G3 ADV)"


def marcus_himself(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Marcus, ready and another Methuselah's (an action naming him is directed at his controller)."""
    if src in s.minions and s.is_ready(src) and s.controller(src) != seat:
        yield (src,)


def marcus_adv_bleed(s: VTESState, src: int, uid: int) -> int:
    if src not in s.minions or not s.is_ready(src) or not is_merged(s, src) or s.minions[src].sect != "sabbat":
        return 0
    if s.controller(uid) != s.controller(src) or not (is_vampire(s, uid) and s.minions[uid].sect == "sabbat"):
        return 0
    return WhenBleedingOne(1, all_kinds(in_sect("camarilla"), is_vampire))(s, src, uid)


vampire(MARCUS_ADV)
static(MARCUS_ADV, "bleed", marcus_adv_bleed, everywhere=True)
abilities(
    MARCUS_ADV,
    Ability(
        "a Brujah enters combat with Marcus as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(all_kinds(is_vampire, of_clan("Brujah"))),
        targets=marcus_himself,
        action=ActionSpec(directed=True),
        user="any",
        by="minion",
    ),
)

# White Lily: "Once each combat, before range is determined, White Lily can equip with a weapon from your hand
# (requirements and cost apply as normal). Black Hand." (the weapon named as she uses it, as Disguised Weapon's)
WHITE_LILY = "White Lily (G4)"


def equips_before_range(name: str, who: str) -> WeaponFromHand:
    """Once each combat, before range is determined, the vampire ``name`` (called ``who`` in the
    log) can equip with a weapon card from your hand: the weapon named as it is used."""
    weapon = WeaponFromHand("Equipment", text=f"{who} equips with a weapon card from your hand")
    vampire(name)
    abilities(
        name,
        Ability(
            "equip with a weapon card from your hand",
            BEFORE_RANGE,
            EquipNamed(weapon),
            when=all_of(in_combat_self, weapon_in_hand(weapon)),
            targets=FromHand(NamedEquipment(weapon)),
            once="combat",
            by="self",
        ),
    )
    return weapon


LILY_WEAPON = equips_before_range(WHITE_LILY, "White Lily")

# Cornelius Ottavio: "+1 bleed. Cornelius gets an additional +1 bleed when bleeding a Methuselah who controls a ready
# non-Camarilla vampire."
CORNELIUS = "Cornelius Ottavio (G2)"
vampire(CORNELIUS)
static(CORNELIUS, "bleed", const(1))
static(CORNELIUS, "bleed", WhenBleedingOne(1, all_kinds(is_vampire, not_kind(in_sect("camarilla")))))

# Philip van Vermeer IV: "You and Philip can play cards requiring a Ventrue as if he were a Ventrue."
plays_as_clan("Philip van Vermeer IV (G2)", "Ventrue")

# Selma the Repugnant: "Selma gets +1 intercept when attempting to block a Nosferatu vampire."
vampire("Selma the Repugnant (G1)")
rule(
    "Selma the Repugnant (G1)",
    core.INTERCEPT_MODS,
    InterceptBlocking("Selma the Repugnant (G1)", all_kinds(is_vampire, of_clan("Nosferatu")), 1),
)


# Lucita: "Younger Sabbat vampires get -1 intercept against Lucita." (attempting to block her actions)
@dataclass(frozen=True, slots=True)
class LessInterceptAgainst(WhileVampireOnTable):
    """ "<Kind> get -N intercept against <this vampire>" (the acting minion): a rule of ``core.INTERCEPT_MODS``."""

    vampire: str
    kind: Any
    n: int = 1

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        actor = course.actor
        if actor not in s.minions or s.minions[actor].card != card_id(self.vampire) or uid not in s.minions:
            return 0
        return -self.n if self.kind(s, uid) and capacity(s, uid) < capacity(s, actor) else 0


vampire("Lucita (G2)")
rule("Lucita (G2)", core.INTERCEPT_MODS, LessInterceptAgainst("Lucita (G2)", all_kinds(is_vampire, in_sect("sabbat"))))

# Saul Meira: "During your discard phase, Saul can burn 1 blood to unlock another ready Black Hand vampire. Black
# Hand." (once each discard phase)
SAUL = "Saul Meira (G5)"
vampire(SAUL)
abilities(
    SAUL,
    Ability(
        "burn 1 blood: unlock another ready Black Hand vampire",
        DISCARD,
        seq(BurnBlood(1), Unlock(target=True)),
        when=blood_to_burn(1),
        targets=Minions("yours", vampire=True, locked=True, other=True, kind=vampire_trait("Black Hand")),
        once="turn",
        by="self",
    ),
)

# Pieter van Dorn: "Pieter may burn a blood from a ready Tremere as a (D) action." (another Methuselah's)
PIETER = "Pieter van Dorn (G3)"
vampire(PIETER)
abilities(
    PIETER,
    Ability(
        "burn a blood from a ready Tremere as a (D) action",
        MINION_PHASE,
        code(fairuza_burns, tags=("burn-blood",), harmful=True),
        targets=Minions("others", vampire=True, kind=of_clan("Tremere")),
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# Jeremy Talbot: "During your unlock phase, check your pool total. Jeremy gains 1 blood if your pool total is even
# and burns 1 blood if your pool total is odd."
def jeremy_checks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = info["seat"]
    if seat != s.controller(src) or src not in s.minions:
        return
    if s.pool[seat] % 2 == 0:
        ops.add_blood(s, src, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, src), n=1)
    else:
        ops.burn_blood(s, src, 1)
        ops.say(s, N_("{minion} burns 1 blood or life."), minion=ops.label(s, src))


vampire("Jeremy Talbot (G3)")
event("Jeremy Talbot (G3)", "unlock", jeremy_checks)

# Nuriel: "Nuriel gets 1 optional additional strike (limited) during the first round of combat. He inflicts +1
# damage with melee weapons."
NURIEL = "Nuriel (G6)"
vampire(NURIEL)
abilities(
    NURIEL,
    Ability(
        "1 additional strike (limited)",
        ADDITIONAL,
        AdditionalStrike(limited=True),
        when=all_of(in_combat_self, first_round, limited_free),
        once="round",
        by="self",
    ),
)
rule(NURIEL, STRIKE_BONUS, MeleeWeaponsMore(NURIEL, 1))

# Greta Kircher: "Once each action, if Greta is ready and you are being bled by an ally or a younger vampire, Greta
# may burn a blood to reduce the bleed amount by one."
GRETA = "Greta Kircher (G2)"
vampire(GRETA)
abilities(
    GRETA,
    Ability(
        "burn 1 blood: reduce the bleed by 1",
        ACTION_STAGES,
        seq(BurnBlood(1), ReduceBleed(1)),
        when=all_of(is_ready_self, bleeding_you, ally_or_younger_acting, blood_to_burn(1)),
        once="action",
        by="self",
    ),
)

# Maskini: "If Maskini attempts an unsuccessful action, or attempts to block but is not successful, he burns 1 blood at
# the end of that action."
MASKINI = "Maskini (G4)"
MASKINI_FAILED = "vampires:maskini-block-failed"


def maskini_block_failed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if info.get("blocker") == src:
        s.marks[("this-action", MASKINI_FAILED, src)] = True


def maskini_action_end(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info["course"]
    failed_block = s.marks.pop(("this-action", MASKINI_FAILED, src), False)
    if src in s.minions and ((course.actor == src and not course.successful) or failed_block):
        ops.burn_blood(s, src, 1)
        ops.say(s, N_("{minion} burns 1 blood or life."), minion=ops.label(s, src))


vampire(MASKINI)
event(MASKINI, "block-failed", maskini_block_failed)
event(MASKINI, "action-end", maskini_action_end)


# Thomasso Ghiberti: "During your unlock phase, you can move 1 blood from a Laibon you control to Thomasso."
def thomasso_takes(s: VTESState, p: Play) -> None:
    laibon = p.targets[0] if p.targets else -1
    if isinstance(laibon, int) and laibon in s.minions and p.source in s.minions:
        ops.move_blood(s, laibon, p.source, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, p.source), n=1)


vampire("Thomasso Ghiberti (G4)")
abilities(
    "Thomasso Ghiberti (G4)",
    Ability(
        "move 1 blood from a Laibon you control to Thomasso",
        UNLOCK,
        code(thomasso_takes, blood=1),
        targets=Minions(
            "yours", "controlled", vampire=True, other=True, kind=all_kinds(in_sect("laibon"), blood_at_least(1))
        ),
        once="turn",
        by="self",
    ),
)


# Marciana Giovanni, Investigator: "Bleed actions cost Marciana 1 additional blood. During an action, you can lock
# her and choose a non-Sabbat vampire to allow that vampire to burn 1 blood to get +1 intercept." (herself too,
# LSJ 20100527; in torpor too, LSJ 20010813-2; once, as the vampire attempts to block and needs it, as Speak with
# Spirits: a reading of "can choose to burn a blood for intercept for the duration of the action", LSJ
# 20100604-2; the vampire chosen among the ready ones, who alone may block)
MARCIANA = "Marciana Giovanni, Investigator (G2)"
vampire(MARCIANA)
rule(MARCIANA, ACTION_COSTS, DirectedActionsCost(MARCIANA, bleed=True))
abilities(
    MARCIANA,
    Ability(
        "lock her: a non-Sabbat vampire can burn 1 blood for +1 intercept this action",
        ACTION_STAGES,
        MayBurnForIntercept(target=True),
        targets=Minions(vampire=True, kind=not_kind(in_sect("sabbat"))),
        lock=True,
        by="self",
    ),
)


# Karsh: "Karsh may enter combat with a locked non-Camarilla vampire controlled by another Methuselah as a (D)
# action. Once each round, he can burn 1 blood to treat aggravated damage as normal damage for the current
# round." (as Skin of Night: before range or strikes, or as he takes damage)
vampire("Karsh (G3)")
abilities(
    "Karsh (G3)",
    enter_combat_ability(
        "a locked non-Camarilla vampire",
        Minions("others", vampire=True, locked=True, kind=not_kind(in_sect("camarilla"))),
    ),
    Ability(
        "burn 1 blood: treat aggravated damage as normal damage this round",
        frozenset(("before-range", "before-strikes", "damage")),
        seq(BurnBlood(1), CombatMod(AGG_AS_NORMAL, 1, "round")),
        when=all_of(in_combat_self, blood_to_burn(1), own_damage_or_before),
        once="round",
        by="self",
    ),
)

# Beast, The Leatherface of Detroit: "Beast cannot play action cards. He cannot have or use equipment or
# retainers. Beast may enter combat with any ready minion controlled by another Methuselah as a (D) action. +1
# strength." (no action to equip or employ, LSJ 20050315; a location equipment in play he can have, as Enkidu.
# Reading: his strikes to steal equipment or retainers, LSJ 20010210, are not refused)
BEAST = "Beast, The Leatherface of Detroit (G2)"
BEAST_ID = vampire(BEAST)
static(BEAST, "strength", const(1))
abilities(BEAST, enter_combat_ability("any ready minion", OTHERS_READY_MINION))
rule(BEAST, core.TARGET_RULES, CannotPlayTypes(BEAST, ("Action", "Equipment", "Retainer")))

NO_EQUIPMENT_VAMPIRES.add(BEAST_ID)  # enkidu_carries, a rule of core.CARRY_RULES


# Rachel Brandywine: "If Rachel is ready, at the end of your discard phase, you may place cards you discard during
# that discard phase in your library (shuffle afterward). +1 bleed." Readings: the cards discarded by your
# discard phase actions (noted as they are discarded); asked as the phase ends (the turn's end, nothing
# between) one card at a time, as many as you like (the ash heap is public: a public choice), the library
# shuffled if any was placed.
RACHEL = "Rachel Brandywine (G3)"
RACHEL_DISCARDS = "rachel-discards"
RACHEL_QUESTION = N_("Rachel Brandywine: place a card you discarded this discard phase in your library, or decline.")
vampire(RACHEL)
static(RACHEL, "bleed", const(1))


def rachel_notes(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = info["seat"]
    if seat == s.controller(src):
        s.marks[(RACHEL_DISCARDS, seat)] = (*s.marks.get((RACHEL_DISCARDS, seat), ()), info["card"])


def rachel_offers(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = info.get("seat", -1)
    cards = s.marks.pop((RACHEL_DISCARDS, seat), ())
    if seat == s.controller(src) and s.is_ready(src) and cards:
        ask_rachel(s, seat, tuple(cards), False)


def ask_rachel(s: VTESState, seat: int, cards: tuple[int, ...], moved: bool) -> None:
    left = tuple(c for c in cards if c in s.ash[seat])
    if not left:
        placed_by_rachel(s, (seat, left, moved), Action("decline"))
        return
    choices = [Action("choose", (slug,)) for slug in distinct_slugs(list(left))]
    ask(s, seat, RACHEL_QUESTION, [*choices, Action("decline")], placed_by_rachel, (seat, left, moved))


def placed_by_rachel(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left, moved = args
    if action.verb != "choose":
        if moved:
            s.rng.shuffle(s.library[seat])
        return
    c = next(c for c in left if facts(c).slug == action.args[0])
    s.ash[seat].remove(c)
    s.library[seat].append(c)
    ops.say(s, N_("{seat} places {card} in their library."), seat=s.seat_name(seat), card=facts(c).name)
    rest = list(left)
    rest.remove(c)
    ask_rachel(s, seat, tuple(rest), True)


event(RACHEL, "discard-action", rachel_notes)
event(RACHEL, "end-turn", rachel_offers)


# Nehemiah: "2 votes (titled): During your unlock phase, you can move up to two cards from your hand to the
# bottom of your library (draw up afterward). Nehemiah cannot use cards requiring Celerity [cel]. Scarce." (the
# cards chosen one at a time, privately: the hand and library are hidden; a multi-discipline card with an unused
# Celerity effect he can play, LSJ 20050322-2, which CannotPlayRequiring does not allow: a reading kept simple)
NEHEMIAH = "Nehemiah (G4)"
NEHEMIAH_QUESTION = N_("Nehemiah: move a card from your hand to the bottom of your library ({left} left), or decline.")
vampire(NEHEMIAH)
rule(NEHEMIAH, core.TARGET_RULES, CannotPlayRequiring(NEHEMIAH, "cel"))


def nehemiah_moves(s: VTESState, p: Play) -> None:
    ask_nehemiah(s, p.seat, 2)


def ask_nehemiah(s: VTESState, seat: int, left: int) -> None:
    if left <= 0 or not s.hand[seat]:
        ops.refill(s, seat)
        return
    choices = [Action("choose", (slug,)) for slug in distinct_slugs(s.hand[seat])]
    question = said(NEHEMIAH_QUESTION, left=left)
    ask_private(s, seat, question, [*choices, Action("decline")], nehemiah_moved, (seat, left))


def nehemiah_moved(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left = args
    found = next((c for c in s.hand[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), None)
    if found is None:
        ops.refill(s, seat)
        return
    ops.take_from_hand(s, seat, found)
    s.library[seat].insert(0, found)  # the bottom (the top is the last item)
    ask_nehemiah(s, seat, left - 1)


abilities(
    NEHEMIAH,
    Ability(
        "move up to two cards from your hand to the bottom of your library",
        UNLOCK,
        code(nehemiah_moves, tags=("reorder-library",)),
        when=has_hand,
        once="turn",
        by="self",
    ),
)


# Watenda: "Once each combat, Watenda can cancel the effect of a combat card the opposing minion plays by burning
# an amount of blood equal to the blood or pool cost of the card. If the card is a strike card, the opposing
# minion chooses a new strike." (the cost with what changes it for the opposing minion, LSJ 20091124; a pool cost
# paid in blood, LSJ 20071015-2; in combat himself, ANK 20221021; the card still played, its cost paid: only its
# effect is cancelled; a strike cancelled is chosen again, as any cancelled strike card)
WATENDA = "Watenda (G2)"
WATENDA_CANCEL = PlayedCard(WATENDA, COMBAT, in_play=True)
vampire(WATENDA)
rule(WATENDA, core.CANCELLERS, WATENDA_CANCEL.may)


def watenda_price(s: VTESState, ctx: Ctx) -> int:
    """The blood or pool cost of the card being played, as it costs the opposing minion."""
    p = ctx.played
    if p is None or p.card < 0:
        return 0
    blood, pool = cost_of(s, p.card, p.x)
    more_b, more_p = extra_costs(s, ctx, p.seat, p.by, p.card, CARDS[p.card].uses[p.use])
    return blood + pool + more_b + more_p


def watenda_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return WATENDA_CANCEL(s, ctx, seat, uid) and _blood(s, uid) >= watenda_price(s, ctx)


def watenda_cancels(s: VTESState, p: Play) -> None:
    played = being_played(s)
    if played is None or p.by not in s.minions:
        return
    ops.burn_blood(s, p.by, watenda_price(s, Ctx("combat", played=played)))
    cancel_played(s)


abilities(
    WATENDA,
    Ability(
        "burn blood equal to its cost to cancel the effect of a combat card the opposing minion plays",
        AS_PLAYED,
        code(watenda_cancels, tags=("cancel",)),
        when=watenda_may,
        once="combat",
        by="self",
    ),
)


# Lord Ephraim Wainwright: "You can search your library for another copy of an action card Ephraim plays after it is
# played and move that copy to your ash heap (shuffle afterward). If the action succeeds, move the card to your
# hand." Readings: asked as his action is announced (the card played), privately and even with no copy in the
# library (nothing is learnt from the question); a declined search does not shuffle; the copy goes to the hand
# only if still in the ash heap as the action succeeds.
EPHRAIM = "Lord Ephraim Wainwright (G5)"
EPHRAIM_COPY = "ephraim-copy"
EPHRAIM_QUESTION = N_("Lord Ephraim Wainwright: move another copy of {card} from your library to your ash heap?")
vampire(EPHRAIM)


def ephraim_asks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info["course"]
    p = course.aplay
    if course.actor != src or p is None or p.card < 0 or not facts(p.card).is_type("Action"):
        return
    slug = facts(p.card).slug
    copy = [Action("choose", (slug,))] if any(facts(c).slug == slug for c in s.library[p.seat]) else []
    question = said(EPHRAIM_QUESTION, card=facts(p.card).name)
    ask_private(s, p.seat, question, [*copy, Action("decline")], ephraim_copied, (p.seat, course.serial))


def ephraim_copied(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, serial = args
    c = next((c for c in s.library[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c < 0:
        return
    s.library[seat].remove(c)
    s.ash[seat].append(c)
    s.rng.shuffle(s.library[seat])
    line = N_("{seat} moves {card} from their library to their ash heap.")
    ops.say(s, line, seat=ops.who(s, seat), card=facts(c).name)
    s.marks[(EPHRAIM_COPY, serial)] = c


def ephraim_succeeds(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info["course"]
    c = s.marks.pop((EPHRAIM_COPY, course.serial), -1)
    seat = course.actor_seat
    if course.actor == src and isinstance(c, int) and c in s.ash[seat]:
        ash_to_hand(s, Play(seat, -1, 0, -1, src, (facts(c).slug,)))


event(EPHRAIM, "announce", ephraim_asks)
event(EPHRAIM, "action-success", ephraim_succeeds)


# Calebros, The Martyr: "Camarilla Prince of New York: If Calebros is the Prince of New York, any older Camarilla
# vampire controlled by another Methuselah can steal the title from him as a (D) action that Calebros cannot
# block." (the title moves: Calebros loses it, the acting vampire gains Prince of New York, losing a former title,
# VT-SECT-03; the acting vampire older and Camarilla as the action is taken)
CALEBROS = "Calebros, The Martyr (G2)"
CALEBROS_ID = vampire(CALEBROS)
CALEBROS_STEAL = "steal the title of Prince of New York from Calebros as a (D) action"


def calebros_is_prince(s: VTESState, uid: int) -> bool:
    return uid in s.minions and title_key(s, uid) == ("city", "New York") and s.minions[uid].title == "prince"


def calebros_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Calebros, the Prince of New York, for an older Camarilla vampire (the acting one, ``ctx.by``) of
    another Methuselah."""
    uid = ctx.by
    if s.controller(src) == seat or not calebros_is_prince(s, src) or uid not in s.minions:
        return
    if is_vampire(s, uid) and s.minions[uid].sect == "camarilla" and capacity(s, uid) > capacity(s, src):
        yield (src,)


def calebros_title_stolen(s: VTESState, p: Play) -> None:
    src = p.targets[0] if p.targets else -1
    if not isinstance(src, int) or not calebros_is_prince(s, src) or p.by not in s.minions:
        return
    s.minions[src] = s.minions[src]._replace(title=None)
    ops.say(s, N_("{minion} loses the title of {title}."), minion=ops.label(s, src), title="Prince of New York")
    gain_title(s, p.by, "prince", city="New York")


def calebros_blocks(s: VTESState, course: Any, uid: int) -> bool:
    """ "... that Calebros cannot block" (a rule of ``core.BLOCK_RULES``)."""
    ab = course.ability
    return not (ab is not None and getattr(ab, "name", "") == CALEBROS_STEAL and _card_of(s, uid) == CALEBROS_ID)


abilities(
    CALEBROS,
    Ability(
        CALEBROS_STEAL,
        MINION_PHASE,
        code(calebros_title_stolen, tags=("title",)),
        targets=calebros_targets,
        user="any",
        action=ActionSpec(directed=True),
    ),
)
hook(CALEBROS, core.BLOCK_RULES, calebros_blocks)


# Julius: "Camarilla: If Julius goes into torpor, burn him."
JULIUS = "Julius (G2)"
vampire(JULIUS)


def julius_burns(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if info.get("uid") == src and src in s.minions and s.in_torpor(src):
        ops.say(s, N_("{minion} is burned."), minion=ops.label(s, src))
        ops.burn(s, src)


event(JULIUS, "torpor", julius_burns)

# Boss Callihan: "Camarilla: Callihan cannot rescue other vampires from torpor." (the flag no-rescue, read by the
# rescue action, actions.torpor_actions)
vampire("Boss Callihan (G3)")
flag("Boss Callihan (G3)", "no-rescue", of_its_own)


# Strohmann: "Sabbat Archbishop of Berlin: While Strohmann is acting, reaction cards requiring Auspex [aus] cost 1
# additional blood. +1 bleed." (a rule of core.COST_CHANGES)
STROHMANN = "Strohmann (G5)"
STROHMANN_ID = vampire(STROHMANN)
static(STROHMANN, "bleed", const(1))


def strohmann_costs(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    a = current_action(s)
    if a is None or use.as_ != REACTION or _card_of(s, a.actor) != STROHMANN_ID:
        return 0, 0
    return (1, 0) if any(code == "aus" for code, _ in facts(card).disciplines) else (0, 0)


hook_while_on_table(STROHMANN, core.COST_CHANGES, strohmann_costs)


# Eulogio Sánchez de los Reyes: "Eulogio can look at and reorder the top 5 cards of your library, and unlock as a
# +1 stealth action that costs 1 blood." (as Maris Streck's, the cost paid as it succeeds, as Bakr's)
EULOGIO = "Eulogio Sánchez de los Reyes (G6)"
vampire(EULOGIO)
abilities(
    EULOGIO,
    Ability(
        "look at and reorder the top 5 cards of your library, and unlock, as a +1 stealth action that costs 1 blood",
        MINION_PHASE,
        seq(code(pay_blood_on_success), ReorderTop(5), Unlock()),
        when=has_a_blood,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# Marie Faucigny: "Sabbat Archbishop of Geneva: Once each combat, Marie can burn 1 blood to strike: dodge. Non-weapon
# equipment cost her -1 blood or pool to equip." (the blood burned as the strike resolves, as Agnieszka's; the
# cost never below nothing, play.extra_costs)
MARIE = "Marie Faucigny (G3)"
MARIE_DODGES = "marie-burns-blood"
MARIE_STRIKE = BloodForStrike(Strike("dodge", name="dodge, burning 1 blood", after=MARIE_DODGES), once_each_combat=True)
MARIE_ID = vampire(MARIE)
strikes(MARIE, MARIE_STRIKE)
rule(MARIE, core.STRIKE_EFFECTS, MARIE_STRIKE.pay, key=MARIE_DODGES)


def marie_equipment_cheaper(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    f = facts(card)
    if uid < 0 or _card_of(s, uid) != MARIE_ID or not f.is_type("Equipment") or weapon_card(card):
        return 0, 0
    return (-1, 0) if f.blood_cost else (0, -1) if f.pool_cost else (0, 0)


hook_while_on_table(MARIE, core.COST_CHANGES, marie_equipment_cheaper)


# Handsome Dan: "Anarch: Flight [FLIGHT]." (Flight: traits.py)
vampire("Handsome Dan (G6)")

# Kephamos, High Priest of Marrakech: "Independent. 2 votes (titled): +1 bleed."
vampire("Kephamos, High Priest of Marrakech (G2)")
static("Kephamos, High Priest of Marrakech (G2)", "bleed", const(1))

# Kabede Maru: "Laibon magaji: Kabede gets +1 intercept during political actions." (as Ira Rivers)
vampire("Kabede Maru (G5)")
static("Kabede Maru (G5)", "intercept", DuringAction(1, "political"))

# Serenna the White: "Once each turn, if Serenna is ready, she can burn 1 blood to reduce a bleed against you by 2.
# Scarce." (as Greta Kircher's, before resolution)
SERENNA = "Serenna the White (G6)"
vampire(SERENNA)
abilities(
    SERENNA,
    Ability(
        "burn 1 blood: reduce a bleed against you by 2",
        ACTION_STAGES,
        seq(BurnBlood(1), ReduceBleed(2)),
        when=all_of(is_ready_self, bleeding_you, blood_to_burn(1)),
        once="turn",
        by="self",
    ),
)

# Lupo Giovanni: "If Lupo is ready during your unlock phase, another ready Giovanni you control can gain 1 blood."
# (once each unlock phase, VT-TERM-13)
LUPO = "Lupo Giovanni (G6)"
vampire(LUPO)
abilities(
    LUPO,
    Ability(
        "another ready Giovanni you control gains 1 blood",
        UNLOCK,
        AddBlood(1),
        when=is_ready_self,
        targets=Minions("yours", vampire=True, kind=of_clan("Giovanni"), other=True),
        once="turn",
        by="self",
    ),
)


# ------------------------------------------------------------------------ issue 37, seventh list

# Martino della Passaglia: "Equipment costs Martino 1 fewer blood or pool to equip." (one fewer of the cost it has,
# blood first; never below nothing, play.extra_costs)
MARTINO = "Martino della Passaglia (G6)"
MARTINO_ID = vampire(MARTINO)


def martino_equipment_cheaper(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    f = facts(card)
    if uid < 0 or _card_of(s, uid) != MARTINO_ID or not f.is_type("Equipment"):
        return 0, 0
    return (-1, 0) if f.blood_cost else (0, -1) if f.pool_cost else (0, 0)


hook_while_on_table(MARTINO, core.COST_CHANGES, martino_equipment_cheaper)

# Rose Abawi: "Rose gets +1 bleed while you control /Mithras/." (any card named Mithras, ready or in torpor)
ROSE_ABAWI = "Rose Abawi (G6)"
vampire(ROSE_ABAWI)
MITHRAS = frozenset(c.id for c in load_cards() if c.name.startswith("Mithras ("))


def rose_bleed(s: VTESState, src: int, uid: int) -> int:
    seat = s.controller(uid)
    if seat < 0:
        return 0
    return 1 if any(s.minions[v].card in MITHRAS for v in (*s.ready[seat], *s.torpor[seat])) else 0


static(ROSE_ABAWI, "bleed", rose_bleed)

# Stefano Giovanni: "During the polling step of a political action, Stefano can burn 1 blood to get +1 vote." (locked
# too, once each referendum: ANK 20220705; as Joseph O'Grady's)
STEFANO = "Stefano Giovanni (G2)"
vampire(STEFANO)
abilities(
    STEFANO,
    Ability(
        "burn 1 blood: +1 vote",
        POLL,
        seq(BurnBlood(1), Votes(1)),
        when=all_of(polling, may_gain_votes, blood_to_burn(1)),
        targets=side_targets,
        once="action",
        by="self",
    ),
)

# Lernean: "Once each round, Lernean may burn 1 blood to get an additional strike (limited)."
LERNEAN = "Lernean (G4)"
vampire(LERNEAN)
abilities(
    LERNEAN,
    Ability(
        "burn 1 blood: 1 additional strike (limited)",
        ADDITIONAL,
        seq(BurnBlood(1), AdditionalStrike(limited=True)),
        when=all_of(in_combat_self, limited_free, blood_to_burn(1)),
        once="round",
        by="self",
    ),
)

# Jürgen, The Libertine: "Minions must burn 1 blood or life to attempt to block Jürgen."
JURGEN = "Jürgen, The Libertine (G6)"
vampire(JURGEN)
block_cost(JURGEN, BlockCost("blood or life", applies=ActorIs(JURGEN)))

# Darlene Killian: "Allies and retainers cost Darlene 1 additional blood. Sterile." (Sterile: traits.py)
DARLENE = "Darlene Killian (G5)"
vampire(DARLENE)
rule(DARLENE, core.COST_CHANGES, TypesCostMore(DARLENE, ("Ally", "Retainer")))

# Redbone McCray: "Redbone may enter combat with a younger Camarilla vampire as a (D) action."
REDBONE = "Redbone McCray (G4)"
vampire(REDBONE)
abilities(
    REDBONE,
    enter_combat_ability(
        "a younger Camarilla vampire", Minions("others", vampire=True, younger=True, kind=in_sect("camarilla"))
    ),
)

# MacAlister Marshall: "Other Tremere get +1 intercept during actions directed at MacAlister." (a rule of
# core.INTERCEPT_MODS: the blocking Tremere, not MacAlister himself)
MACALISTER = "MacAlister Marshall (G5)"
MACALISTER_ID = vampire(MACALISTER)


def macalister_intercept(s: VTESState, course: Any, uid: int) -> int:
    from .vocab.inplay import action_targets

    if not course.directed or uid not in s.minions or _card_of(s, uid) == MACALISTER_ID:
        return 0
    if not any(_card_of(s, t) == MACALISTER_ID for t in action_targets(course) if isinstance(t, int)):
        return 0
    return 1 if of_clan("Tremere")(s, uid) else 0


hook_while_on_table(MACALISTER, core.INTERCEPT_MODS, macalister_intercept)

# Sabine Lafitte: "During your unlock phase, you may move 1 blood from Sabine to any controlled Tremere." (ready or in
# torpor, herself in torpor too: LSJ 20011022; once each unlock phase, VT-TERM-13)
SABINE = "Sabine Lafitte (G1)"
vampire(SABINE)
abilities(
    SABINE,
    Ability(
        "move 1 blood from Sabine to a Tremere you control",
        UNLOCK,
        BloodToTarget(1),
        when=blood_to_burn(1),
        targets=Minions("yours", "controlled", vampire=True, kind=of_clan("Tremere"), other=True),
        once="turn",
        by="self",
    ),
)

# Gotsdam, The Tired Warrior: "Gotsdam can burn 1 blood to strike: combat ends. He treats aggravated damage as normal
# damage in combat. Frenzy cards cannot be played on him." (the blood burned as the strike resolves, as Agnieszka's;
# "played on him" read as Sire's Index Finger's immunity: a frenzy card naming him, or played by the minion in combat
# with him and acting on him)
GOTSDAM = "Gotsdam, The Tired Warrior (G4)"
GOTSDAM_ID = vampire(GOTSDAM)
GOTSDAM_ENDS = "gotsdam-burns-blood"
GOTSDAM_STRIKE = BloodForStrike(Strike("ends", name="combat ends, burning 1 blood", after=GOTSDAM_ENDS))
strikes(GOTSDAM, GOTSDAM_STRIKE)
rule(GOTSDAM, core.STRIKE_EFFECTS, GOTSDAM_STRIKE.pay, key=GOTSDAM_ENDS)
event(GOTSDAM, "combat-start", each_combat(AGG_AS_NORMAL, 1, "combat"))


def gotsdam_no_frenzy(s: VTESState, ctx: Ctx, p: Play) -> bool:
    return not frenzy_played_on(s, p, lambda uid: _card_of(s, uid) == GOTSDAM_ID)


hook_while_on_table(GOTSDAM, core.TARGET_RULES, gotsdam_no_frenzy)

# Boss Callihan (advanced): "Anarch: Callihan gets -1 intercept against Sabbat vampires. [MERGED] Baron of New York."
# (the merged title: phases.gain_merged_title, VT-INF-13)
CALLIHAN_ADV = "Boss Callihan (G3 ADV)"
vampire(CALLIHAN_ADV)
rule(CALLIHAN_ADV, core.INTERCEPT_MODS, InterceptAgainstActing(CALLIHAN_ADV, in_sect("sabbat"), -1))

# Cristos Mantigo: "Cristos can search your library for an equipment card and move it to your hand as a +1 stealth
# action. Discard down to your hand size and shuffle afterward." (as Dan Murdock's search)
CRISTOS = "Cristos Mantigo (G3)"
vampire(CRISTOS)
abilities(
    CRISTOS,
    Ability(
        "search your library for an equipment card as a +1 stealth action",
        MINION_PHASE,
        SearchToHand(lambda c: facts(c).is_type("Equipment")),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)

# Styles Margs: "Blood hunt referendums called on Styles get +2 votes in favor of the referendum." (cast for the
# referendum as it opens, as nobody's votes: a rule of politics.REFERENDUM_OPENS)
STYLES = "Styles Margs (G5)"
STYLES_ID = vampire(STYLES)


def styles_blood_hunt(s: VTESState, ref: Any) -> None:
    if ref.rkind == BLOOD_HUNT and _card_of(s, ref.subject) == STYLES_ID:
        ref.add_cast(s, (STYLES, ref.subject), s.controller(ref.subject), "for", 2, 0)


hook_while_on_table(STYLES, REFERENDUM_OPENS, styles_blood_hunt)

# Aidan Lyle: "Aidan gets 1 optional press each combat."
vampire("Aidan Lyle (G5)")
event("Aidan Lyle (G5)", "combat-start", each_combat("press", 1, "combat"))

# Wilhelm Waldburg: "If Wilhelm's title is contested, the cost of contesting is increased by 1 blood for the other
# vampire(s)." (a rule of core.TITLE_CONTEST_COSTS: a vampire contesting the title Wilhelm claims)
WILHELM = "Wilhelm Waldburg (G2)"
WILHELM_ID = vampire(WILHELM)


def wilhelm_contest_cost(s: VTESState, uid: int) -> int:
    if _card_of(s, uid) == WILHELM_ID or uid not in s.minions or CONTESTED_TITLE not in s.minions[uid].marks:
        return 0
    key = title_key(s, uid)
    for t in range(s.players):
        for v in (*s.ready[t], *s.torpor[t]):
            if _card_of(s, v) == WILHELM_ID and CONTESTED_TITLE in s.minions[v].marks and title_key(s, v) == key:
                return 1
    return 0


hook_while_on_table(WILHELM, core.TITLE_CONTEST_COSTS, wilhelm_contest_cost)

# Shemti: "While Shemti is ready and unlocked, minions take 1 environmental damage after performing a successful
# action directed at you (or a card you control)." (the acting minion, after resolution: an action-success handler;
# environmental damage outside combat, RTR 19970630)
SHEMTI = "Shemti (G5)"
vampire(SHEMTI)


def shemti_damages(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info.get("course")
    if course is None or src not in s.minions or not s.is_ready(src) or s.minions[src].locked:
        return
    if not course.directed or course.target_seat != s.controller(src) or course.actor not in s.minions:
        return
    inflict(s, None, course.actor, 1, 0)


event(SHEMTI, "action-success", shemti_damages)

# Ashur-uballit, Son of the Abyss: "While Ashur-uballit is ready, zombies (allies and retainers) you recruit or employ
# get +1 starting life. +1 bleed." (the life added as the zombie enters play, recruited or employed by any effect;
# effects reading "starting life" later still read the printed life)
ASHUR = "Ashur-uballit, Son of the Abyss (G6)"
vampire(ASHUR)
static(ASHUR, "bleed", const(1))


def ashur_zombie_life(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if src not in s.minions or not s.is_ready(src):
        return
    by, uid = info.get("by", -1), info.get("uid", -1)
    seat = s.controller(src)
    if uid in s.minions:
        card, yours = s.minions[uid].card, s.controller(uid) == seat
    elif uid in s.placed:
        card, yours = s.placed[uid].card, s.placed[uid].controller == seat
    else:
        return
    if not yours or (by in s.minions and s.controller(by) != seat) or "zombie" not in facts(card).trait.split():
        return
    if uid in s.minions:
        s.minions[uid] = s.minions[uid]._replace(blood=s.minions[uid].blood + 1)
    else:
        s.placed[uid] = s.placed[uid]._replace(counters=s.placed[uid].counters + 1)
    ops.say(s, N_("{minion} gets {n} blood."), minion=facts(card).name, n=1)


event(ASHUR, RECRUITED_BY, ashur_zombie_life)

# Kanimana Belghazi: "Kanimana may put a research counter on herself as a +1 stealth action that costs 1 blood. While
# she is ready, your hand size is +X, where X is the number of research counters on her. Scarce." (the cost paid as
# the action succeeds, VT-CARD-25; Scarce: traits.py)
KANIMANA = "Kanimana Belghazi (G2)"
vampire(KANIMANA)


def kanimana_research(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)
        ops.add_counters(s, p.by, "research", 1)
        ops.say(s, N_("{minion} gets a {kind} counter."), minion=ops.label(s, p.by), kind="research")


abilities(
    KANIMANA,
    Ability(
        "put a research counter on herself as a +1 stealth action that costs 1 blood",
        MINION_PHASE,
        code(kanimana_research, tags=("hand-size",)),
        when=has_a_blood,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)
static(KANIMANA, "hand size", lambda s, src, seat: s.minions[src].count("research") if src in s.minions else 0)

# Sarrasine (advanced): "Camarilla Prince of Sydney. [MERGED] If Sarrasine is ready during your unlock phase, you can
# put 1 corruption counter on a minion controlled by your prey." (once each unlock phase, VT-TERM-13; it steals
# nothing, ANK 20200925)
SARRASINE_ADV = "Sarrasine (G2 ADV)"
vampire(SARRASINE_ADV)


def sarrasine_corrupts(s: VTESState, p: Play) -> None:
    v = p.targets[0] if p.targets else -1
    if isinstance(v, int) and v in s.minions:
        ops.add_counters(s, v, f"corruption {p.seat + 1}", 1)
        ops.say(s, N_("{minion} gets a corruption counter."), minion=ops.label(s, v))


abilities(
    SARRASINE_ADV,
    Ability(
        "put 1 corruption counter on a minion controlled by your prey (merged)",
        UNLOCK,
        code(sarrasine_corrupts, harmful=True),
        when=all_of(self_merged, self_ready),
        targets=Minions("prey", "controlled"),
        once="turn",
        by="self",
    ),
)

# Leila Monroe: "Leila can change the sect of an Anarch with no blood to Sabbat as a +1 stealth (D) action." (another
# Methuselah's Anarch, ready or in torpor: the (D) action)
LEILA = "Leila Monroe (G4)"
vampire(LEILA)


def leila_converts(s: VTESState, p: Play) -> None:
    v = p.targets[0] if p.targets else -1
    if isinstance(v, int) and v in s.minions and is_anarch(s, v) and s.minions[v].blood == 0:
        s.minions[v] = s.minions[v]._replace(sect="sabbat")
        ops.say(s, N_("{minion} becomes {sect}."), minion=ops.label(s, v), sect="Sabbat")


abilities(
    LEILA,
    Ability(
        "change the sect of an Anarch with no blood to Sabbat as a +1 stealth (D) action",
        MINION_PHASE,
        code(leila_converts, tags=("sect",)),
        targets=Minions("others", "controlled", vampire=True, kind=all_kinds(anarch_minion, blood_at_most(0))),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Theo Bell: "Theo may enter combat with any ready minion controlled by another Methuselah as a (D) action. If you
# control a ready prince or justicar, blood hunts cannot be called on Theo." (the flag no-blood-hunt, read by
# politics.call_blood_hunt)
THEO = "Theo Bell (G2)"
vampire(THEO)
abilities(THEO, enter_combat_ability("any ready minion controlled by another Methuselah", OTHERS_READY_MINION))


def theo_no_blood_hunt(s: VTESState, src: int, uid: int) -> bool:
    if src != uid or uid not in s.minions:
        return False
    return any(v != uid and title(s, v) in ("prince", "justicar") for v, _m in s.ready_minions(s.controller(uid)))


flag(THEO, "no-blood-hunt", theo_no_blood_hunt)


# Khalu: "Khalu may burn 5 blood to cancel a minion card played by your predator or prey as it is played (no cost is
# paid)." (any minion card: action, modifier, reaction, combat, political action, ally, equipment, retainer; cancelled
# at once, VT-CARD-17; its "do not replace" clause cancelled with it, LSJ 20080630)
KHALU = "Khalu (G3)"
MINION_CARD_USES = frozenset(
    (hooks.ACTION, hooks.MODIFIER, REACTION, COMBAT, hooks.POLITICAL, hooks.ALLY, hooks.EQUIPMENT, hooks.RETAINER)
)


@dataclass(frozen=True, slots=True)
class NeighboursMinionCard(PlayedCard):
    """A minion card played by the predator or prey of the Methuselah controlling ``card`` (a minion)."""

    def use_gate(self, cd: Any, use: Any) -> bool:
        return use.as_ in MINION_CARD_USES

    def against(self, s: VTESState, p: Play, uid: int) -> bool:
        seat = s.controller(uid)
        return p.seat != seat and p.seat in (s.predator(seat), s.prey(seat))


KHALU_CANCEL = NeighboursMinionCard(KHALU, in_play=True)
vampire(KHALU)
rule(KHALU, core.CANCELLERS, KHALU_CANCEL.may)
abilities(
    KHALU,
    Ability(
        "burn 5 blood: cancel a minion card your predator or prey plays as it is played; its cost is not paid",
        AS_PLAYED,
        seq(BurnBlood(5), CancelPlayed()),
        when=all_of(KHALU_CANCEL, blood_to_burn(5)),
        by="self",
    ),
)


# Helena: "If Helena is locked and ready, she can burn a blood to be able to attempt to block and/or play reaction
# cards that require Auspex [aus] as if unlocked for the remainder of the action. +1 bleed." (woken by her own text,
# VT-TERM-20, with a mark keeping her to Auspex reactions: a rule of core.TARGET_RULES)
HELENA = "Helena (G3)"
HELENA_WOKE = "vampires:helena-woke"
vampire(HELENA)
static(HELENA, "bleed", const(1))


def helena_wakes(s: VTESState, p: Play) -> None:
    a = current_action(s)
    if a is not None and p.by in s.minions and ops.burn_blood(s, p.by, 1):
        a.woke = a.woke | {p.by}
        s.marks[("this-action", HELENA_WOKE, p.by)] = True


def helena_auspex_only(s: VTESState, ctx: Ctx, p: Play) -> bool:
    if p.card < 0 or ("this-action", HELENA_WOKE, p.by) not in s.marks or p.by not in s.minions:
        return True
    if not s.minions[p.by].locked or CARDS[p.card].uses[p.use].as_ != REACTION:
        return True
    return "aus" in {code for code, _ in CARDS[p.card].uses[p.use].disc}


def helena_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.actor_seat != seat and not a.woken(uid)


hook(HELENA, core.TARGET_RULES, helena_auspex_only)
abilities(
    HELENA,
    Ability(
        "burn 1 blood: attempt to block and play Auspex reactions as if unlocked this action",
        ACTION_STAGES,
        code(helena_wakes, wake=True),
        when=all_of(self_locked, self_ready, blood_to_burn(1), helena_may),
        once="action",
        by="self",
    ),
)

# Sakura, The Merciless: "During your turn, Sakura can burn 1 blood to unlock after performing a successful action
# requiring the Path of Death and the Soul." (an action card of that path, noted as it is announced: resolved, it is no
# longer named; offered after resolution as grant burn-blood-to-unlock)
SAKURA = "Sakura, The Merciless (G6)"
SAKURA_PATH = "vampires:sakura-path"
vampire(SAKURA)


def sakura_watch(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info.get("course")
    p = course.aplay if course is not None else None
    if course is None or course.actor != src or p is None or p.card < 0:
        return
    if getattr(load_cards()[p.card], "path", None) == "Death and the Soul":
        s.marks[("this-action", SAKURA_PATH, src)] = True


def sakura_unlocks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if s.marks.get(("this-action", SAKURA_PATH, src)):
        burn_to_unlock_after_success(s, src, info)


def burn_to_unlock_after_success(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During your turn (minion phase), <this vampire> can burn 1 blood to unlock after performing a successful
    action" (an ``action-success`` event of hers: offered after resolution as ``grant burn-blood-to-unlock``)."""
    course = info.get("course")
    if course is not None and course.actor == src and src in s.minions and s.current == s.controller(src):
        course.grant(s.controller(src), src, BURN_TO_UNLOCK, "after")


event(SAKURA, "announce", sakura_watch)
event(SAKURA, "action-success", sakura_unlocks)

# Mata Hari: "Independent. 2 votes (titled): You and Mata Hari can play cards requiring a sect and/or clan as if she
# were of that required sect and/or clan. Red List." (her own plays and her Methuselah's master cards needing a ready
# vampire of the clan or sect; played normally only, LSJ 20050119; her title makes her a titled vampire of that sect,
# LSJ 20050526: her title is read as it is. Not enforced: being of that sect or clan for the card's other effects,
# LSJ 20101013)
MATA_HARI = "Mata Hari (G4)"
MATA_HARI_ID = vampire(MATA_HARI)


def mata_hari_as_clan(s: VTESState, uid: int, clan: str) -> bool:
    return _card_of(s, uid) == MATA_HARI_ID


#: Every sect a vampire may be of (VT-SECT-01), as core.PLAYS_AS_SECT names them.
ANY_SECT = tuple(f"sect:{sect}" for sect in ("camarilla", "sabbat", "anarch", "independent", "laibon"))


def mata_hari_as_sect(s: VTESState, uid: int) -> tuple[str, ...]:
    return ANY_SECT if _card_of(s, uid) == MATA_HARI_ID else ()


hook_while_on_table(MATA_HARI, core.PLAYS_AS_CLAN, mata_hari_as_clan)
hook_while_on_table(MATA_HARI, core.YOU_PLAY_AS_CLAN, mata_hari_as_clan)
hook_while_on_table(MATA_HARI, core.PLAYS_AS_SECT, mata_hari_as_sect)

# Victor Gerard: "Anarch: You and Victor can play cards requiring a Camarilla vampire as if Victor were a Camarilla
# vampire. While Victor is a Baron, you and Victor can play cards requiring a Prince as if Victor were a Prince."
# (core.PLAYS_AS_SECT, as Mata Hari's; a title requirement met gives no votes of that title, ANK 20231221; cards played
# normally only, LSJ 20050119. Not enforced: being Camarilla or a Prince for the card's other effects, LSJ 20101013)
VICTOR = "Victor Gerard (G2)"
VICTOR_ID = vampire(VICTOR)


def victor_as(s: VTESState, uid: int) -> tuple[str, ...]:
    if _card_of(s, uid) != VICTOR_ID:
        return ()
    return ("sect:camarilla", "sect:camarilla+title:prince") if title(s, uid) == "baron" else ("sect:camarilla",)


hook_while_on_table(VICTOR, core.PLAYS_AS_SECT, victor_as)

# Yazid Tamari (advanced): "Sabbat: Yazid gets +1 stealth during directed actions. Black Hand. [MERGED] Anarch." (his
# own directed actions; merged, he is Anarch: phases.gain_merged_sect; Black Hand stays, LSJ 20070322)
YAZID_ADV = "Yazid Tamari (G3 ADV)"
vampire(YAZID_ADV)
static(YAZID_ADV, "stealth", DuringAction(1, "directed", own=True))

# Tura Vaughn: "Camarilla primogen: Tura gets +1 intercept when attempting to block other Brujah."
TURA = "Tura Vaughn (G1)"
vampire(TURA)
rule(TURA, core.INTERCEPT_MODS, InterceptAgainstActing(TURA, of_clan("Brujah")))

# Danielle Diron (advanced): "Anarch: During the polling step of any referendum, Danielle can burn 1 blood to get +1
# vote. [MERGED] Baron of Berlin." (a blood hunt's too; locked too, once each referendum: ANK 20220705; the merged
# title: phases.gain_merged_title)
DANIELLE_ADV = "Danielle Diron (G3 ADV)"
vampire(DANIELLE_ADV)


def may_still_cast(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During the polling step of any referendum (a blood hunt too), the vampire not abstaining."""
    ref = ctx.referendum
    return ref is not None and uid in s.minions and uid not in ref.abstain and ("no-vote", uid) not in s.marks


abilities(
    DANIELLE_ADV,
    Ability(
        "burn 1 blood: +1 vote",
        POLL,
        seq(BurnBlood(1), Votes(1)),
        when=all_of(may_still_cast, blood_to_burn(1)),
        targets=side_targets,
        once="action",
        by="self",
    ),
)

# Fatima al-Faqadi: "Once each combat, before range is determined, Fatima can equip with a weapon from your hand
# (requirements and cost apply as normal). Blood cursed." (as White Lily's: the weapon named as she uses it; in combat
# herself, ANK 20221021)
FATIMA = "Fatima al-Faqadi (G2)"
FATIMA_WEAPON = equips_before_range(FATIMA, "Fatima al-Faqadi")

# Cesewayo: "Laibon magaji: Once each action, Cesewayo may burn 1 blood to get +1 intercept." (as Persia's)
CESEWAYO = "Cesewayo (G4)"
vampire(CESEWAYO)
abilities(CESEWAYO, BURN_BLOOD_FOR_INTERCEPT)

# Hektor: "Sabbat priscus: Damage from Hektor's hand strikes is aggravated. Baali get +1 bleed when bleeding you."
HEKTOR = "Hektor (G4)"
vampire(HEKTOR)
event(HEKTOR, "combat-start", each_combat("agg-hand", True, "combat"))
static(HEKTOR, "bleed", BleedAgainstController(1, of_clan("Baali")), everywhere=True)

# Roger de Camden: "Camarilla Prince of Edinburgh: Cards requiring Hecata and/or Oblivion [obl] cost Roger -1 blood.
# Once each turn, if Roger is ready during a combat involving a minion you control, he can discard a card requiring
# Oblivion [obl] to give that minion 1 maneuver." (the card discarded shown as it is, HandCards; the maneuver before
# range is determined or in the range step)
ROGER = "Roger de Camden (G6)"
vampire(ROGER)
rule(ROGER, core.COST_CHANGES, Cheaper(ROGER, discipline="obl", clan="Hecata", either=True))


def roger_gives_maneuver(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is None:
        return
    mine = next((u for u in (c.a, c.b) if u in s.minions and s.controller(u) == p.seat), -1)
    if mine >= 0:
        c.add(mine, "maneuver", "", "combat")


def roger_in_a_combat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    return c is not None and s.is_ready(uid) and any(u in s.minions and s.controller(u) == seat for u in (c.a, c.b))


abilities(
    ROGER,
    Ability(
        "discard a card requiring Oblivion: a minion you control in combat gets 1 maneuver",
        frozenset(("before-range", "range")),
        DiscardChosen(code(roger_gives_maneuver, maneuver=True)),
        when=roger_in_a_combat,
        targets=HandCards((), requiring="obl"),
        once="turn",
        by="self",
    ),
)


# ------------------------------------------------------------------------ the archive's crypt cards, eighth list (issue 37)

# Sheela Na Gig: "During a bleed action, Sheela Na Gig can lock to give an acting Tremere antitribu you
# control +1 bleed. Flight [FLIGHT]. Tremere antitribu slave." (in torpor too, LSJ 20011022; before
# resolution, ANK 20231124, LSJ 19970718; Flight and Slave: traits.py)
vampire("Sheela Na Gig (G5)")
abilities(
    "Sheela Na Gig (G5)",
    Ability(
        "lock to give an acting Tremere antitribu you control +1 bleed",
        ACTION_STAGES,
        Bleed(1),
        when=acting(of_clan("Tremere antitribu"), yours=True, bleed=True),
        lock=True,
        by="self",
    ),
)

# João Bilé: "While João has no title, he cannot block titled vampires. He gets +1 stealth during actions to
# put vampires in play." (the actions of cards whose effect puts a new vampire in play, The Embrace, Waters of
# Duat...: an action moving a vampire from an uncontrolled region or the ash heap is not counted)
vampire("João Bilé (G4)")
rule("João Bilé (G4)", core.BLOCK_RULES, CannotBlockTitled("João Bilé (G4)"))
static("João Bilé (G4)", "stealth", DuringAction(1, "becomes-vampire", own=True))


# Byzar: "If Byzar would be burned, instead put 1 burn counter on him and move him to torpor. If he has 3 burn
# counters, remove him from the game. +1 stealth." (a replacement: nothing that follows a burning happens, LSJ
# 20091217; only while he is controlled, LSJ 20100423. Not enforced: "a diablerie of him fails, his blood and
# equipment stay on him" (LSJ 20100228): the diablerist still takes them, as they move before the victim burns;
# the diablerie's blood hunt is still called)
BYZAR = "Byzar (G6)"
BURN_COUNTER = "burn"
vampire(BYZAR)
static(BYZAR, "stealth", const(1))


def byzar_instead(s: VTESState, uid: int) -> bool:
    m = s.minions.get(uid)
    if m is None or m.card != card_id(BYZAR):
        return False
    seat = next((t for t in range(len(s.ready)) if uid in s.ready[t] or uid in s.torpor[t]), -1)
    if seat < 0:  # uncontrolled, or yielded in a contest
        return False
    ops.add_counters(s, uid, BURN_COUNTER, 1)
    n = s.minions[uid].count(BURN_COUNTER)
    if n >= 3:
        ops.burn(s, uid, to="removed")
        return True
    ops.say(s, N_("{minion} is not burned: 1 burn counter on him ({n} in all)."), minion=ops.label(s, uid), n=n)
    ops.to_torpor(s, uid)
    return True


hook_while_on_table(BYZAR, core.BURN_INSTEAD, byzar_instead)


# Phagian: "Any vampire you control may play cards that require Necromancy [nec] at the basic level, with the
# cost increased by 1 blood." (a vampire without Necromancy of its own: the basic level read only as cards are
# played, play.PLAY_LEVEL; the cost +1 blood for it; Phagian ready)
PHAGIAN = "Phagian (G4)"
vampire(PHAGIAN)


def phagian_basic_necromancy(s: VTESState, src: int, uid: int) -> int:
    return 1 if s.is_ready(src) and is_vampire(s, uid) and s.controller(uid) == s.controller(src) else 0


static(PHAGIAN, PLAY_LEVEL + "nec", phagian_basic_necromancy, everywhere=True)


def phagian_cost(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """+1 blood for a card requiring Necromancy played by a vampire without it, through Phagian."""
    if uid < 0 or uid not in s.minions or not any(code == "nec" for code, _ in use.disc):
        return 0, 0
    phagian, seat = card_id(PHAGIAN), s.controller(uid)
    if seat < 0 or not any(s.minions[v].card == phagian for v in s.ready[seat]):
        return 0, 0
    return (1, 0) if is_vampire(s, uid) and level(s, uid, "nec") == 0 else (0, 0)


hook_while_on_table(PHAGIAN, core.COST_CHANGES, phagian_cost)


# Yitzak: "Yitzak may lock a younger vampire as a (D) action. If successful, that vampire does not unlock as
# normal during his or her next unlock phase." (stunned; a vampire already locked as it resolves: nothing)
vampire("Yitzak (G3)")
abilities(
    "Yitzak (G3)",
    Ability(
        "lock a younger vampire as a (D) action; they do not unlock during their next unlock phase",
        MINION_PHASE,
        Stun(),
        targets=OTHERS_YOUNGER_VAMPIRE,
        action=ActionSpec(directed=True),
        by="self",
    ),
)

# Juniper: "Juniper may steal an ally controlled by your predator or prey as a +1 stealth (D) action."
vampire("Juniper (G4)")
abilities(
    "Juniper (G4)",
    Ability(
        "steal an ally controlled by your predator or prey as a +1 stealth (D) action",
        MINION_PHASE,
        StealMinion(),
        targets=Minions("neighbours", vampire=False),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)

# Tegyrius, Vizier: "2 votes (titled): While /Victoria Ash/ is in your ready region, Tegyrius gets +2 votes.
# +1 strength." (any Victoria Ash: both cards of the name; their title kept if the sect changes, LSJ 20010714)
vampire("Tegyrius, Vizier (G6)")
static("Tegyrius, Vizier (G6)", "strength", const(1))
for _victoria in ("Victoria Ash (G2)", "Victoria Ash (G7)"):
    static("Tegyrius, Vizier (G6)", "votes", WhileNamedReady(2, _victoria, yours=True))


# Jacob, The Glitch: "Jacob's capacity is increased by 4 while he is controlled. Your predator can use a master
# phase action to discard a master card to force you to discard your hand. Draw back up to your hand size
# afterward." (controlled: ready or in torpor, not in an uncontrolled region; the predator's ability, used in
# their own master phase while Jacob is ready)
JACOB = "Jacob, The Glitch (G3)"
vampire(JACOB)


def jacob_capacity(s: VTESState, src: int, uid: int) -> int:
    seat = s.controller(uid)
    return 4 if seat >= 0 and (uid in s.ready[seat] or uid in s.torpor[seat]) else 0


def jacobs_predator(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The Methuselah using the ability is the predator of Jacob's controller (``uid``: Jacob)."""
    return uid in s.minions and s.predator(s.controller(uid)) == seat != s.controller(uid)


def jacob_discards_hand(s: VTESState, p: Play) -> None:
    """Jacob's controller discards their hand and draws back up (VT-CARD-21)."""
    seat = s.controller(p.source) if p.source in s.minions else -1
    if seat < 0:
        return
    n = len(s.hand[seat])
    for card in list(s.hand[seat]):
        ops.discard(s, seat, card, draw_up=False)
    ops.say(s, N_("{seat} discards their hand ({n} cards) and draws back up."), seat=s.seat_name(seat), n=n)
    ops.refill(s, seat)


static(JACOB, "capacity", jacob_capacity)
abilities(
    JACOB,
    Ability(
        "your predator uses a master phase action and discards a master card: you discard your hand",
        MASTER_PHASE,
        seq(SpendPhaseAction(), DiscardChosen(code(jacob_discards_hand, tags=("discard-hand",)))),
        when=all_of(has_phase_action, jacobs_predator),
        targets=HandCards(("Master",)),
        user="any",
    ),
)


# Harold Tanner: "The controller of the minion in combat with Harold plays with an open hand." (for that combat)
HAROLD = "Harold Tanner (G4)"
vampire(HAROLD)


def harold_open_hand(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c = info["combat"]
    if src in (c.a, c.b) and src in s.minions:
        OpenHandThisCombat()(s, Play(s.controller(src), -1, 0, src, src))


event(HAROLD, "combat-start", harold_open_hand)


# Slag: "While Slag is ready, Methuselahs playing or discarding cards in a referendum shows you their
# replacements." (the cards drawn while a referendum is in progress: told to Slag's controller alone, who knows
# them while they stay in that hand, ops.reveal_hand's ``known``)
SLAG = "Slag (G5)"
vampire(SLAG)


def slag_sees_replacements(s: VTESState, seat: int, cards: list[int]) -> None:
    if current_referendum(s) is None:
        return
    slag = card_id(SLAG)
    viewer = next((t for t, _v, m in s.all_ready() if m.card == slag), -1)
    if viewer < 0 or viewer == seat:
        return
    s.known[viewer][seat] = (*s.known[viewer][seat], *cards)
    for card in cards:
        ops.say(s, N_("{seat} draws {card} (shown to you)."), viewer, seat=s.seat_name(seat), card=facts(card).name)


hook_while_on_table(SLAG, AFTER_DRAW, slag_sees_replacements)


# ------------------------------------------------------------------------ issue 37, ninth list

# Jenna Cross: "Anarch: Cards that cost blood cost Jenna 1 additional blood to play. Sterile." (a card printed
# with a blood cost, X included; Sterile: traits.py; a rule of core.COST_CHANGES)
JENNA = "Jenna Cross (G4)"
JENNA_ID = vampire(JENNA)


def jenna_blood_costs(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    if uid < 0 or _card_of(s, uid) != JENNA_ID:
        return 0, 0
    cost = facts(card).blood_cost
    return (1, 0) if cost == "X" or (isinstance(cost, int) and cost > 0) else (0, 0)


hook_while_on_table(JENNA, core.COST_CHANGES, jenna_blood_costs)


# Thomas De Lutrius: "Camarilla primogen: Burn 1 pool after Thomas goes to torpor." (his controller, whatever sent
# him there: a ``torpor`` event of his text)
THOMAS = "Thomas De Lutrius (G4)"
vampire(THOMAS)


def thomas_torpor(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if info.get("uid") != src or src not in s.minions:
        return
    seat = s.controller(src)
    ops.say(s, N_("{seat} burns 1 pool ({card})."), seat=s.seat_name(seat), card=facts(s.minions[src].card).name)
    ops.burn_pool(s, seat, 1)


event(THOMAS, "torpor", thomas_torpor)


# Julio Martinez: "Sabbat bishop: +1 strength. Julio may burn a blood to get +1 intercept when attempting to block a
# Camarilla vampire." (as often as he has the blood, only when needed, as Persia's)
JULIO = "Julio Martinez (G3)"
vampire(JULIO)
static(JULIO, "strength", const(1))
abilities(
    JULIO,
    Ability(
        "burn 1 blood: +1 intercept (blocking a Camarilla vampire)",
        ACTION_STAGES,
        seq(BurnBlood(1), Intercept(1)),
        when=all_of(is_blocker, blood_to_burn(1), acting(in_sect("camarilla"))),
        needs="intercept",
        by="self",
    ),
)


# Cailean: "Sabbat Archbishop of Detroit: Each round of combat, before range is determined, Cailean can set the
# range for that round. If he does so, skip the Determine Range step for that round." (SetRange: not when another
# effect set it first, PIB 20120214)
CAILEAN = "Cailean (G2)"
vampire(CAILEAN)
abilities(
    CAILEAN,
    *(
        Ability(
            f"set the range for this round: {r}",
            BEFORE_RANGE,
            SetRange(r),
            when=all_of(in_combat_self, range_not_set),
            once="round",
            by="self",
        )
        for r in ("close", "long")
    ),
)


# Len Konopka: "Sabbat: If Len is ready at the start of your influence phase, you get +1 transfer. Black Hand."
# (counted as the influence phase starts, as Ingrid Rossler's)
LEN = "Len Konopka (G3)"
vampire(LEN)
static(LEN, "transfers", const(1))


# Brunhilde (advanced): "Anarch Baron of Stockholm: The action to become Anarch costs vampires you control 0 blood.
# [MERGED] Brunhilde can enter combat with a non-Anarch vampire as a (D) action." (the seat's static ``free anarch``
# read by actions.anarch_cost, VT-ACT-33; no "while ready": in torpor too, LSJ 20011022)
BRUNHILDE_ADV = "Brunhilde (G3 ADV)"
IN_TORPOR_TOO.add(vampire(BRUNHILDE_ADV))
static(BRUNHILDE_ADV, FREE_ANARCH, const(1))


abilities(
    BRUNHILDE_ADV,
    replace(
        enter_combat_ability(
            "a non-Anarch vampire (merged)", Minions("others", vampire=True, kind=not_kind(is_anarch))
        ),
        when=self_merged,
    ),
)


# Valkyrie: "Independent: Valkyrie cannot perform directed actions unless /Brunhilde/ is ready. Non-unique. +1
# strength." (either Brunhilde, whoever controls her; the flag traits.NO_DIRECTED refuses her default bleed and Red
# List combat, this rule of core.TARGET_RULES her directed action cards, abilities and diablerie; Non-unique:
# model.NOT_UNIQUE)
VALKYRIE = "Valkyrie (G3)"
vampire(VALKYRIE)
static(VALKYRIE, "strength", const(1))
BRUNHILDES = frozenset(card_id(n) for n in ("Brunhilde (G3)", BRUNHILDE_ADV))


def valkyrie_held_back(s: VTESState, src: int, uid: int) -> bool:
    return src == uid and not any(m.card in BRUNHILDES for _t, _u, m in s.all_ready())


def directed_play(s: VTESState, p: Play) -> bool:
    """Whether an action play would be directed (VT-ACT-01): at another Methuselah or what they control."""
    if p.use == DEFAULT_USE:  # a diablerie, a rescue: directed when the vampire named is another's
        return any(isinstance(t, int) and t in s.minions and s.controller(t) != p.seat for t in p.targets)
    if p.card >= 0:
        return card_course(s, p, CARDS[p.card].uses[p.use]).directed
    abs_ = ABILITIES.get(_card_of(s, p.source), ())
    return 0 <= p.use < len(abs_) and ability_course(s, p, abs_[p.use]).directed


def valkyrie_may_direct(s: VTESState, ctx: Ctx, p: Play) -> bool:
    if p.by < 0 or _card_of(s, p.by) != card_id(VALKYRIE) or not is_action_play(s, p):
        return True
    return not (flagged(s, p.by, NO_DIRECTED) and directed_play(s, p))


flag(VALKYRIE, NO_DIRECTED, valkyrie_held_back)
hook_while_on_table(VALKYRIE, core.TARGET_RULES, valkyrie_may_direct)


# Vulture: "Anarch: Once each turn, an Anarch you control can unlock after successfully equipping with a vehicle from
# your hand." (after resolution of the successful action playing a vehicle equipment card from hand, the acting
# Anarch; no "while ready": in torpor too, LSJ 20011022)
VULTURE = "Vulture (G2)"
vampire(VULTURE)


def vulture_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    if a is None or not a.successful or a.actor not in s.minions or s.controller(a.actor) != seat:
        return False
    p, card = a.aplay, action_card(s)  # the play forgets its card once resolved: action_card remembers it
    if p is None or card < 0 or not is_vehicle(card) or CARDS[card].uses[p.use].as_ != EQUIPMENT:
        return False
    return is_anarch(s, a.actor) and s.minions[a.actor].locked


def vulture_unlock(s: VTESState, p: Play) -> None:
    a = current_action(s)
    if a is not None and a.actor in s.minions:
        ops.unlock(s, a.actor)
        ops.say(s, N_("{minion} unlocks ({name})."), minion=ops.label(s, a.actor), name="Vulture")


abilities(
    VULTURE,
    Ability(
        "the Anarch who equipped with a vehicle from your hand unlocks",
        AFTER,
        code(vulture_unlock, unlock=True),
        when=vulture_when,
        once="turn",
    ),
)


# Hillanvale: "Independent: During a bleed action, Hillanvale can burn 1 blood and discard a card requiring Melpominee
# [mel] to get +1 bleed. She gets -1 intercept against non-Independent, non-Anarch vampires." (her own bleed, as often
# as she has the blood and the cards; the discard replaced, VT-CARD-21)
HILLANVALE = "Hillanvale (G6)"
vampire(HILLANVALE)
abilities(
    HILLANVALE,
    Ability(
        "burn 1 blood and discard a card requiring Melpominee: +1 bleed",
        ACTION_STAGES,
        DiscardChosen(seq(BurnBlood(1), Bleed(1))),
        when=all_of(acting_is_self, during_bleed, blood_to_burn(1)),
        targets=hand_requiring("mel"),
        by="self",
    ),
)


def sectarian_vampire(s: VTESState, uid: int) -> bool:
    """A non-Independent, non-Anarch vampire."""
    return is_vampire(s, uid) and s.minions[uid].sect != "independent" and not is_anarch(s, uid)


rule(HILLANVALE, core.INTERCEPT_MODS, InterceptAgainstActing(HILLANVALE, sectarian_vampire, -1))


# Lucian: "Camarilla Malkavian Justicar: Lucian may steal equipment as a strike." (at close range, VT-STR-05; the card
# named when the opposing minion has several, VT-STR-11)
LUCIAN = "Lucian (G1)"
vampire(LUCIAN)
strikes(LUCIAN, own_strikes(Strike("steal-equipment", name="steal equipment")))


# Mariel, Lady Thunder: "Camarilla: Before range is chosen in a combat that does not involve Mariel, she may lock to
# end that combat and inflict 1 unpreventable damage on each combatant and any retainers they have after combat
# ends." (unlocked, to lock; ready or in torpor: "the ability can be used when in torpor", LSJ 20011022; the damage
# as the combat ends, outside it: VT-DMG-03, LSJ 20010205)
MARIEL = "Mariel, Lady Thunder (G1)"
vampire(MARIEL)


def mariel_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    return c is not None and uid not in (c.a, c.b) and uid in s.minions and not _locked(s, uid)


def mariel_ends(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is None:
        return
    c.over = True
    ops.say(s, N_("The combat ends."))
    for uid in (c.a, c.b):
        if uid in s.minions and s.controller(uid) >= 0:
            damage_with_retainers(s, None, uid, 1)


abilities(
    MARIEL,
    Ability(
        "lock to end that combat: 1 unpreventable damage to each combatant and their retainers",
        BEFORE_RANGE | outsider_moment("before-range"),  # asked though no minion of hers is in it
        code(mariel_ends, tags=("end-combat",), damage=1),
        when=mariel_when,
        lock=True,
        by="self",
    ),
)


# Venere Carboni: "Sabbat priscus: If Venere is in torpor during your unlock phase, he may burn 1 blood to move to
# your ready region." (wounded no more, VT-TORP-06; his lock unchanged)
VENERE = "Venere Carboni (G3)"
vampire(VENERE)


def venere_in_torpor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and s.in_torpor(uid) and _blood(s, uid) >= 1


def venere_leaves(s: VTESState, p: Play) -> None:
    if p.source in s.minions and s.in_torpor(p.source) and ops.burn_blood(s, p.source, 1):
        ops.leave_torpor(s, p.source)
        ops.say(s, N_("{minion} moves from torpor to the ready region."), minion=ops.label(s, p.source))


abilities(
    VENERE,
    Ability(
        "burn 1 blood to move from torpor to your ready region",
        UNLOCK,
        code(venere_leaves, tags=("leave-torpor",)),
        when=venere_in_torpor,
        by="self",
    ),
)


# Katarina Kornfeld: "Camarilla primogen: If another ready vampire you control is a prince, Katarina gets +1 stealth."
KATARINA = "Katarina Kornfeld (G3)"
vampire(KATARINA)


def katarina_stealth(s: VTESState, src: int, uid: int) -> int:
    if src != uid or src not in s.minions:
        return 0
    seat = s.controller(src)
    return 1 if any(v != src and title(s, v) == "prince" for v in s.ready[seat] if is_vampire(s, v)) else 0


static(KATARINA, "stealth", katarina_stealth)


# Horatio Ballard: "Camarilla: If Horatio doesn't have a title, he can call a referendum to become the Prince of
# Chicago as a +1 stealth political action." (the title of a city: another Prince of Chicago contests it,
# VT-SECT-06, VT-CONT-08; not once he has left the Camarilla, LSJ 20030202)
HORATIO = "Horatio Ballard (G3)"
vampire(HORATIO)


def untitled_may_call(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    m = s.minions[uid]
    return m.title is None and m.sect == "camarilla" and may_call_referendum(s, ctx, seat, uid)


def horatio_prince(s: VTESState, p: Play) -> None:
    if p.source in s.minions:
        gain_title(s, p.source, "prince", city="Chicago")
        ops.say(
            s, N_("{minion} now holds the title of {title}."), minion=ops.label(s, p.source), title="Prince of Chicago"
        )


abilities(
    HORATIO,
    Ability(
        "call a referendum to become the Prince of Chicago as a +1 stealth political action",
        MINION_PHASE,
        code(horatio_prince, tags=("title",), votes=2),
        when=untitled_may_call,
        action=ActionSpec(stealth=1, political=True),
        by="self",
    ),
)


# Don Cruez, The Idealist: "Camarilla Brujah Justicar: Once each combat, Don Cruez may burn 1 blood to get one
# maneuver." (before range is determined or as range is determined, used then: VT-RNG-02)
DON_CRUEZ = "Don Cruez, The Idealist (G1)"
vampire(DON_CRUEZ)
abilities(
    DON_CRUEZ,
    Ability(
        "burn 1 blood to get one maneuver",
        BEFORE_RANGE | RANGE,
        seq(BurnBlood(1), CombatMod("maneuver", "", "combat")),
        when=all_of(in_combat_self, blood_to_burn(1)),
        once="combat",
        by="self",
    ),
)


# Democritus: "Camarilla Ventrue Justicar: If Democritus is ready, any Methuselah contesting a card with you burns 1
# extra pool to avoid yielding that card. +1 bleed." (another Methuselah keeping a card contested with a copy of
# Democritus's controller, VT-CONT-03: a rule of core.CARD_CONTEST_COSTS)
DEMOCRITUS = "Democritus (G1)"
DEMOCRITUS_ID = vampire(DEMOCRITUS)
static(DEMOCRITUS, "bleed", const(1))


def democritus_contest_cost(s: VTESState, seat: int, uid: int) -> int:
    you = next((t for t, _v, m in s.all_ready() if m.card == DEMOCRITUS_ID), -1)
    if you < 0 or you == seat:
        return 0
    return 1 if any(ops.same_card(s, u, uid) for u in s.contested[you]) else 0


hook_while_on_table(DEMOCRITUS, core.CARD_CONTEST_COSTS, democritus_contest_cost)


# Baldesar Rossellini: "Independent: Once each turn, if Baldesar is ready, he can reduce the cost of a location or of
# an equipment you play by 1 blood or pool. +1 strength." (an optional cost reducer, VT-CARD-27, as Nergal's: each
# Methuselah's turn, used only as a cost is paid; a location or equipment card his controller plays, by a minion of
# theirs or not; 1 pool off a pool cost, else 1 blood off a blood cost)
BALDESAR = "Baldesar Rossellini (G4)"
BALDESAR_ID = vampire(BALDESAR)
static(BALDESAR, "strength", const(1))


def baldesar_reducer(s: VTESState, p: Play, use: Any) -> list[core.Reducer]:
    if p.card < 0 or not (facts(p.card).is_type("Equipment") or is_location(p.card)):
        return []
    b = next((v for v in s.ready[p.seat] if s.minions[v].card == BALDESAR_ID), -1)
    if b < 0 or ("vampires:baldesar", b) in s.marks:
        return []
    blood, pool = cost_of(s, p.card, p.x)
    if pool:
        return [core.Reducer(b, pool=1, key="baldesar")]
    return [core.Reducer(b, blood=1, key="baldesar")] if blood else []


def baldesar_used(s: VTESState, p: Play, reducer: core.Reducer) -> None:
    s.marks[("vampires:baldesar", reducer.source)] = True


hook_while_on_table(BALDESAR, core.COST_REDUCERS, baldesar_reducer)
hook(BALDESAR, core.REDUCER_COSTS, baldesar_used, "baldesar")


# ------------------------------------------------------------------------ issue 37, tenth list

# Ilyana Ravidovich: "Camarilla: You get 2 additional votes in any referendum to call a blood hunt on Ilyana. Once each
# action, Ilyana may burn 1 blood to get +1 intercept." (the 2 votes cast by her controller with hers, for or against
# as they choose: a rule of hooks.VOTE_CHANGES in a blood hunt whose subject she is, VT-DIAB-08; the intercept as
# Persia's)
ILYANA = "Ilyana Ravidovich (G3)"
ILYANA_ID = vampire(ILYANA)
abilities(ILYANA, BURN_BLOOD_FOR_INTERCEPT)


def ilyana_blood_hunt_votes(s: VTESState, ref: Any, uid: int, which: str) -> int:
    if which != "votes" or ref.rkind != BLOOD_HUNT or uid != ref.subject:
        return 0
    return 2 if _card_of(s, uid) == ILYANA_ID else 0


hook_while_on_table(ILYANA, VOTE_CHANGES, ilyana_blood_hunt_votes)


# Annabelle Triabell: "Camarilla primogen: Annabelle can give Toreador vampires +1 bleed for the remainder of the turn as
# a +1 stealth action that costs 1 blood. If that action is successful, Annabelle unlocks." (every Toreador vampire,
# those coming into play later too, LSJ 20030811: a mark of the turn read by a static of hers; the cost paid as the
# action succeeds, VT-CARD-25, as Cybele's)
ANNABELLE = "Annabelle Triabell (G3)"
ANNABELLE_BLEED = "annabelle-toreador-bleed"
vampire(ANNABELLE)


def annabelle_gives(s: VTESState, p: Play) -> None:
    s.marks[(ANNABELLE_BLEED,)] = int(s.marks.get((ANNABELLE_BLEED,), 0)) + 1
    ops.say(s, N_("Toreador vampires get +{n} bleed this turn ({name})."), n=1, name="Annabelle Triabell")


def annabelle_bleed(s: VTESState, src: int, uid: int) -> int:
    n = int(s.marks.get((ANNABELLE_BLEED,), 0)) if s.marks else 0
    return n if n and is_vampire(s, uid) and has_clan(s, uid, "Toreador") else 0


static(ANNABELLE, "bleed", annabelle_bleed, everywhere=True)
abilities(
    ANNABELLE,
    Ability(
        "give Toreador vampires +1 bleed for the remainder of the turn as a +1 stealth action that costs 1 blood",
        MINION_PHASE,
        seq(code(pay_blood_on_success), code(annabelle_gives, bleed=1), Unlock()),
        when=has_a_blood,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# Marie-Pierre: "Independent: Marie-Pierre can lock after a combat involving another Samedi you control to enter
# combat with the opposing minion. She cannot block older vampires." (asked as that combat ends, after the cards
# played "when combat would end", ANK 20180928-2; ready and unlocked, the opposing minion still ready; she is not
# acting, ANK 20180929; "cannot block older vampires": a rule of core.BLOCK_RULES)
MARIE_PIERRE = "Marie-Pierre (G6)"
MARIE_PIERRE_ID = vampire(MARIE_PIERRE)


def marie_combat_ended(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    if src in (c.a, c.b) or src not in s.minions or not s.is_ready(src) or _locked(s, src):
        return
    seat = s.controller(src)
    samedi = [u for u in (c.a, c.b) if u in s.minions and s.controller(u) == seat and has_clan(s, u, "Samedi")]
    other = c.other(samedi[0]) if samedi else -1
    if other not in s.minions or not s.is_ready(other) or s.controller(other) == seat:
        return
    question = said(
        N_("{minion}: lock to enter combat with {minion2}?"), minion=ops.label(s, src), minion2=ops.label(s, other)
    )
    ask(s, seat, question, (Action("choose", ("lock",)), Action("decline")), marie_fights, (src, other))


def marie_fights(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, other = args
    if action.verb != "choose" or src not in s.minions or other not in s.minions or _locked(s, src):
        return
    if s.is_ready(other):
        ops.lock(s, src)
        enter_combat(s, src, other)


def marie_blocks(s: VTESState, course: Any, uid: int) -> bool:
    actor = course.actor
    if _card_of(s, uid) != MARIE_PIERRE_ID or actor not in s.minions or not is_vampire(s, actor):
        return True
    return capacity(s, actor) <= capacity(s, uid)


event(MARIE_PIERRE, "combat-end", marie_combat_ended)
hook_while_on_table(MARIE_PIERRE, core.BLOCK_RULES, marie_blocks)


# Josette: "Independent: Josette can steal a vampire in torpor as a (D) action that costs 2 blood (the stolen vampire
# stays in torpor)." (another Methuselah's vampire; the cost paid as the action succeeds, VT-CARD-25; stolen,
# VT-TERM-08: it stays in torpor, under her controller's control)
JOSETTE = "Josette (G6)"
vampire(JOSETTE)
abilities(
    JOSETTE,
    Ability(
        "steal a vampire in torpor as a (D) action that costs 2 blood",
        MINION_PHASE,
        seq(BurnBlood(2), StealMinion()),
        when=blood_to_burn(2),
        targets=Minions("others", "controlled", vampire=True, kind=in_torpor),
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# Baron Dieudonne: "Camarilla Prince of Brussels: During your minion phase, Dieudonne can burn 1 blood to unlock after
# performing a successful action." (each of his successful actions, as Sakura's)
DIEUDONNE = "Baron Dieudonne (G4)"
vampire(DIEUDONNE)
event(DIEUDONNE, "action-success", burn_to_unlock_after_success)


# Shahid: "Camarilla: You may lock Shahid during any other Methuselah's unlock phase to increase your hand size by X for
# the remainder of the turn, where X is the number of ready minions that Methuselah controls." (ready and unlocked;
# vocab.inplay.hand_size_this_turn)
SHAHID = "Shahid (G4)"
vampire(SHAHID)


def shahid_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and s.is_ready(uid) and not _locked(s, uid) and s.current != seat


def shahid_hand_size(s: VTESState, p: Play) -> None:
    hand_size_this_turn(s, p.seat, len(s.ready[s.current]))


abilities(
    SHAHID,
    Ability(
        "lock: +X hand size for the turn, X the ready minions of the Methuselah whose unlock phase it is",
        OTHERS_UNLOCK,
        code(shahid_hand_size, tags=("hand-size",)),
        when=shahid_may,
        lock=True,
        by="self",
    ),
)


# Alonzo Guillen: "Camarilla: During your unlock phase and your discard phase, if Alonzo is ready, you may burn the Edge
# to look at another Methuselah's hand." (the Edge burned as it resolves, then the hand shown to his controller alone)
ALONZO = "Alonzo Guillen (G3)"
vampire(ALONZO)
abilities(
    ALONZO,
    Ability(
        "burn the Edge to look at another Methuselah's hand",
        UNLOCK | DISCARD,
        BurnEdgeTo(LookAtHand()),
        when=all_of(is_ready_self, has_edge),
        targets=other_methuselahs,
        by="self",
    ),
)


# Khalid: "Camarilla primogen: During your master phase, if Khalid is ready, you may use a master phase action and
# discard a card that requires Obfuscate [obf] from your hand to gain a pool." (the card discarded shown, replaced,
# VT-CARD-21, as Hillanvale's)
KHALID = "Khalid (G3)"
vampire(KHALID)
abilities(
    KHALID,
    Ability(
        "use a master phase action and discard a card requiring Obfuscate: gain 1 pool",
        MASTER_PHASE,
        seq(SpendPhaseAction(), DiscardChosen(GainPool(1))),
        when=all_of(is_ready_self, has_phase_action),
        targets=hand_requiring("obf"),
        by="self",
    ),
)


# Janni: "Independent: Janni inflicts +1 damage when striking with a weapon. She can enter combat with a Follower of Set
# as a (D) action. Blood cursed." (any weapon's strike, a gun's too: a rule of combat.STRIKE_BONUS; a Follower of Set,
# the Ministry; Blood Cursed: traits.py)
JANNI = "Janni (G4)"
vampire(JANNI)
rule(JANNI, STRIKE_BONUS, MeleeWeaponsMore(JANNI, 1, any_weapon=True))
abilities(
    JANNI,
    replace(
        enter_combat_ability("a Follower of Set", Minions("others", vampire=True, kind=of_clan("Ministry"))),
        when=None,
    ),
)


# Michael diCarlo: "Sabbat: If Michael performs a successful action to enter combat with a minion, he can set the range
# for the first round of the resulting combat to long." (the combat his unblocked action began, before range is
# determined in its first round, as Cailean's)
MICHAEL = "Michael diCarlo (G4)"
vampire(MICHAEL)


def michael_entered_combat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c, a = ctx.combat, ctx.action
    if c is None or a is None or c.a != uid or c.round != 1 or a.actor != uid:
        return False
    return bool(a.successful) and a.blocked_by < 0


abilities(
    MICHAEL,
    Ability(
        "set the range for the first round to long",
        BEFORE_RANGE,
        SetRange(LONG),
        when=all_of(michael_entered_combat, range_not_set),
        once="combat",
        by="self",
    ),
)


# Ur-Shulgi, The Shepherd: "Independent. 2 votes (titled): If Ur-Shulgi is ready during your unlock phase, you can
# search your library for a card named Tajdid, reveal it, and move it to your hand. Blood cursed. +1 bleed." (the
# search private and free to find nothing, VT-TERM-15; once in the phase)
UR_SHULGI = "Ur-Shulgi, The Shepherd (G2)"
vampire(UR_SHULGI)
static(UR_SHULGI, "bleed", const(1))
abilities(
    UR_SHULGI,
    Ability(
        "search your library for Tajdid, shown, to your hand",
        UNLOCK,
        SearchToHand(named_card("Tajdid"), show=True),
        when=is_ready_self,
        once="turn",
        by="self",
    ),
)


# Tryphosa: "Camarilla Prince of Rome: While Tryphosa is ready, any Malkavian's bleed actions cost 1 additional blood and
# get +1 stealth." (any Methuselah's Malkavian vampire; the cost paid as the bleed succeeds, VT-RES-01: rules of
# hooks.ACTION_COSTS and core.STEALTH_MODS)
TRYPHOSA = "Tryphosa (G4)"
TRYPHOSA_ID = vampire(TRYPHOSA)


def malkavian_bleeding_with_tryphosa(s: VTESState, course: Any) -> bool:
    actor = course.actor
    if (
        course.kind_ != "bleed"
        or actor not in s.minions
        or not is_vampire(s, actor)
        or not has_clan(s, actor, "Malkavian")
    ):
        return False
    return any(m.card == TRYPHOSA_ID for _t, _v, m in s.all_ready())


def tryphosa_cost(s: VTESState, course: Any) -> tuple[int, int]:
    return (1, 0) if malkavian_bleeding_with_tryphosa(s, course) else (0, 0)


def tryphosa_stealth(s: VTESState, course: Any) -> int:
    return 1 if malkavian_bleeding_with_tryphosa(s, course) else 0


hook_while_on_table(TRYPHOSA, ACTION_COSTS, tryphosa_cost)
hook_while_on_table(TRYPHOSA, core.STEALTH_MODS, tryphosa_stealth)


# Louhi: "Sabbat cardinal: Once each turn, if Louhi is ready, she can burn 1 blood to cancel an action card as it is
# played by a vampire controlled by your predator (the acting minion does not lock)." (the as-played window opens for
# her controller, VT-CARD-17; the card's cost unpaid, as Rewind Time's)
LOUHI = "Louhi (G4)"
LOUHI_ID = vampire(LOUHI)


def predator_action_card(s: VTESState, seat: int, p: Play) -> bool:
    if p.card < 0 or p.seat != s.predator(seat) or p.by not in s.minions or not is_vampire(s, p.by):
        return False
    return CARDS[p.card].uses[p.use].as_ in ACTION_TYPES


def louhi_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    p = ctx.played
    return p is not None and s.is_ready(uid) and _blood(s, uid) >= 1 and predator_action_card(s, seat, p)


def louhi_cancels(s: VTESState, seat: int, p: Play, cd: Any, use: Any) -> bool:
    """Opens the as-played window for the controller of a ready Louhi with blood (core.CANCELLERS)."""
    return predator_action_card(s, seat, p) and any(
        m.card == LOUHI_ID and m.blood >= 1 for _v, m in s.ready_minions(seat)
    )


hook_while_on_table(LOUHI, core.CANCELLERS, louhi_cancels)
abilities(
    LOUHI,
    Ability(
        "burn 1 blood: cancel an action card played by your predator's vampire",
        AS_PLAYED,
        seq(BurnBlood(1), CancelPlayed(unpaid=True)),
        when=louhi_may,
        once="turn",
        by="self",
    ),
)


# Igo the Hungry: "Camarilla: Igo does not get the usual +1 stealth when hunting." (the default hunt action's +1
# stealth, VT-STL-02: a rule of core.STEALTH_MODS taking it away)
IGO = "Igo the Hungry (G1)"
IGO_ID = vampire(IGO)


def igo_hunts_unseen_no_more(s: VTESState, course: Any) -> int:
    hunting = course.kind_ == "hunt" and course.aplay is None
    return -1 if hunting and course.actor in s.minions and s.minions[course.actor].card == IGO_ID else 0


hook_while_on_table(IGO, core.STEALTH_MODS, igo_hunts_unseen_no_more)
