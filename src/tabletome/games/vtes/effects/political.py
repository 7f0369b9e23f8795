"""Political action cards (VT-CARD-54, VT-ACT-23): the terms, and what a passed referendum does.

A political action is announced with +1 stealth and no target (VT-ACT-23:
:data:`~.vocab.politics.POLITICAL_ACTION`); its terms are chosen by the caller only once it has
succeeded (VT-ANN-03, VT-REF-03). Each card's ``targets`` are its terms, wrapped in
:func:`~.vocab.politics.terms`. The effect runs if the referendum passes (VT-REF-07).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from tabletome.engine.i18n import N_

from .. import ops
from ..actions import is_equipment
from ..cards import load_cards
from ..contests import TITLE_RULES
from ..hooks import POLITICAL, VOTE_CHANGES, Ability, ActionSpec, Ctx, Play, Use
from ..model import facts
from ..ops import BLOOD_GONE
from ..phases import DISCARD_COST, SKIP_TURN
from ..politics import REFERENDUM_OPENS
from ..state import VTESState
from ..stats import is_anarch, is_vampire
from . import core
from .vocab.action import ActorBurnsBlood, BlockCost, Unlock, block_cost, vampire_blocker
from .vocab.combat import FIGHT, BurnedAtNoBlood, EndCombat
from .vocab.inplay import (
    BURN_THIS,
    AddBloodSaying,
    BearerBurnsBlood,
    BurnCard,
    DuringAction,
    NoReplaceDuring,
    UnlockAtDiscard,
    bearer_with,
    burn_with_bearer_torpor,
    const,
    is_location,
    no_combat,
    on_bearer,
    on_its_bearer,
    the_bearer,
    younger_than_bearer,
)
from .vocab.kinds import (
    all_kinds,
    anarch_minion,
    any_kind,
    bearing,
    bleed_at_least,
    capacity_at_least,
    capacity_at_most,
    in_sect,
    in_torpor,
    locked_minion,
    minion_is,
    not_kind,
    of_clan,
    ready_minion,
    titled_camarilla,
    titled_vampire,
    vampire_trait,
    with_title,
)
from .vocab.minion import BurnTarget, Fetch, InGame, PutInPlay, PutOn, ToUncontrolled
from .vocab.pays import BurnsPool, phase_of, unlock_event
from .vocab.politics import (
    IF_FAILS,
    NO_GAIN_ACTIONS,
    POLITICAL_ACTION,
    REFERENDUM_COSTS,
    REMOVED_AFTER,
    TABLE,
    ActingBurnsBlood,
    AshToLibrary,
    BarThisTurn,
    BearerDirectedStealth,
    BleedWhilePreyTorpor,
    BlockerBurnsBlood,
    BlockersBurnForGame,
    BloodDistributed,
    BloodPerPoint,
    BloodToChosen,
    BloodToEach,
    BurnAllocated,
    BurnBloodEach,
    BurnChosenAndPool,
    BurnEach,
    BurnEdgeAndThis,
    BurnedUnlessKept,
    BurnedWhenAnother,
    BurnPerPreyAsh,
    BurnPoolAndLocation,
    CancelBloodHunt,
    ChosenBurn,
    ChosenBurnOthersGain,
    ChosenCapacityPool,
    ChosenHandSize,
    ChosenYield,
    ClanVotesInIts,
    CounterEachUnlock,
    CountersVoteFor,
    Crown,
    DamageForVotes,
    DirectedStealthWhileInPlay,
    EachBurnsChosenMore,
    EachBurnsUncontrolled,
    EdgeForTitle,
    GainsTrait,
    GainThenBurnPerCard,
    GivesEdge,
    HeldWhileInPlay,
    IfActing,
    IfFails,
    IgnoredInFavour,
    InItsReferendum,
    JoinSectOnEntry,
    KindVotesIn,
    LockAllHeld,
    LockChosenClan,
    LockEach,
    LookAtLibraryTops,
    LookAtTopOfCrypt,
    LosesTitle,
    MayJoinSect,
    MethuselahCounter,
    MoreActionsForChosen,
    NoBloodGainIn,
    NoPoliticalActionBy,
    NoTitleCardsAround,
    OnlySectCasts,
    OnlySectTitles,
    OustPoolNext,
    PoolForBringing,
    PoolIfControls,
    PoolOrVampire,
    PoolPerClans,
    PoolPerMinion,
    PoolPerOwnAndBloodForVoters,
    PreyOusted,
    PutInPlayFor,
    ReferendumCost,
    RemovedAfterAction,
    ReversePlay,
    StealFromEachWithout,
    StealFromRicher,
    TakesControl,
    TakesEquipment,
    TitleCard,
    TitleVotesIn,
    TurnSkippable,
    UnlockChosen,
    UnlockTax,
    UntitledClanVote,
    VotesDuringPolitical,
    XBelow,
    XChosen,
    actor_bears,
    allocated_terms,
    allocations,
    ally_or_retainer_terms,
    any_methuselah,
    at_least_half,
    blood_allocations,
    blood_hunt_on,
    blood_taken_terms,
    burn_pools,
    chosen_by,
    chosen_seats,
    chosen_with_edge,
    clan_terms,
    copies_on_actor,
    edge_holder,
    equipment_and_vampire,
    location_and_methuselah,
    may_call_referendum,
    methuselah_or_location,
    methuselah_sets,
    non_sect_below,
    none_controlled,
    none_in_play,
    once_called_each_turn,
    one_not_chosen_for,
    oust_pool_terms,
    parse_allocation,
    playing_for_ante,
    prey_below_x_terms,
    recent_voter_terms,
    relative_terms,
    same_clan_below,
    same_sect,
    terms,
    up_to_five_older,
    up_to_two_minions,
    vp_since_last_turn,
    was_chosen_by,
    without_counter,
    yielders,
    younger_kin,
    younger_kin_sets,
)
from .vocab.prims import code, seq
from .vocab.registry import abilities, card, card_id, event, lend_static, levels, rule, static
from .vocab.registry import flag as card_flag
from .vocab.targets import (
    OTHERS_READY_MINION,
    OTHERS_READY_VAMPIRE,
    Args,
    Minions,
    Uncontrolled,
    any_target,
    other_methuselahs,
    seat_token,
    token_seat,
)
from .vocab.when import (
    ANY_TIME,
    BEFORE_RANGE,
    MINION_PHASE,
    POLL,
    all_of,
    any_of,
    has_blood,
    has_edge,
    has_pool,
    has_title,
    once_in_game,
    only_one_on,
)

card(
    "Kine Resources Contested",
    Use(
        POLITICAL,
        BurnAllocated(4),
        action=POLITICAL_ACTION,
        # Four points among two or more Methuselahs, yourself included (LSJ 20000622).
        targets=allocated_terms(4),
        text="allocate 4 points of pool to burn",
    ),
)

card(
    "Ancilla Empowerment",
    Use(POLITICAL, PoolPerMinion(-1), action=POLITICAL_ACTION, text="each Methuselah burns 1 pool per minion"),
)


# ------------------------------------------------------------------------ Camarilla's Iron Fist


card(
    "Camarilla's Iron Fist",
    Use(
        POLITICAL,
        BurnAllocated(5, chosen_gains=1),
        action=POLITICAL_ACTION,
        # A Methuselah who gains 1 pool, and 5 points among two or more others (not that one).
        targets=allocated_terms(5, chosen=True),
        text="a Methuselah gains 1 pool; 5 points of pool to burn among others",
    ),
    requires=minion_is(titled_camarilla),
    requires_text="Requires a titled Camarilla vampire",
)


# ------------------------------------------------------------------------ Consanguineous Boon

card(
    "Consanguineous Boon",
    Use(
        POLITICAL,
        PoolPerMinion(1, chosen_clan=True),  # "each Methuselah gains 1 pool for each vampire of the chosen clan"
        action=POLITICAL_ACTION,
        targets=clan_terms,
        text="choose a clan: pool for its vampires",
    ),
)


# ------------------------------------------------------------------------ Expulsion

card(
    "Expulsion",
    Use(
        POLITICAL,
        BarThisTurn(("no-reactions", "no-block", "no-vote")),
        action=POLITICAL_ACTION,
        targets=up_to_two_minions,
        text="up to two minions: no reactions, blocks or votes",
    ),
    requires=has_title("primogen", "prince"),
    requires_text="Requires a primogen or prince",
)


# ------------------------------------------------------------------------ Parity Shift


@terms
def parity_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A Methuselah with more pool than you, and 3 of their pool among one or more others, you
    included, as one term ``p2:p1=2+p3=1`` (a leading choice with a single value and a second one
    asked would be lost by the pending play: see the report on ``PendingPlay``)."""
    for t in s.remaining():
        if s.pool[t] > s.pool[seat]:
            others = [o for o in s.remaining() if o != t]
            for a in allocations(3, others, least=1):
                yield (f"{seat_token(t)}:{a}",)


def parity_shift(s: VTESState, p: Play) -> None:
    """ "The pool is distributed as you chose". With less than 3 pool left to the target, what it has
    goes to the recipients in the order of the terms (the caller's choice, LSJ 20010606, taken in
    that order). The target's pool is moved: brought to 0, it is ousted (VT-OUST-01)."""
    if not p.targets:
        return
    who, _, allocation = str(p.targets[0]).partition(":")
    src = token_seat(who)
    if not s.in_game(src):
        return
    left = min(3, s.pool[src])
    moved = 0
    for t, n in parse_allocation(allocation):
        k = min(n, left - moved)
        if k > 0 and s.in_game(t):
            ops.gain_pool(s, t, k)
            ops.say(s, N_("{seat} gains {k} pool from {seat2}."), seat=s.seat_name(t), k=k, seat2=s.seat_name(src))
            moved += k
    ops.burn_pool(s, src, moved)


card(
    "Parity Shift",
    Use(
        POLITICAL,
        code(parity_shift, tags=("move-pool",)),
        action=POLITICAL_ACTION,
        targets=parity_terms,
        text="move 3 pool from a Methuselah with more pool than you",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)


# ------------------------------------------------------------------------ the clan Justicars


def justicar(clan: str) -> None:
    """A clan's Justicar title card: "choose a ready <clan>" (only a Camarilla vampire can be chosen,
    LSJ 20041026); the +1 vote is a static lent to every vampire card of the clan, asked by the
    referendum (stats.votes)."""

    name = f"{clan} Justicar"
    cid = card(
        name,
        Use(
            POLITICAL,
            Crown(clan),
            action=POLITICAL_ACTION,
            targets=terms(Minions("any", vampire=True, kind=all_kinds(of_clan(clan), in_sect("camarilla")))),
            text=f"a ready {clan} becomes {name}; each ready {clan} gets +1 vote",
        ),
    )
    members = [int(c.id) for c in load_cards() if c.get("kind") == "crypt" and clan in (c.get("clans") or ())]
    lend_static(name, "votes", ClanVotesInIts(clan, cid), members)


for _clan in (
    "Toreador",
    "Nosferatu",
    "Tremere",
    "Lasombra",
    "Brujah",
    "Ventrue",
    "Malkavian",
    "Gangrel",
    "Banu Haqim",
):
    justicar(_clan)


card(
    "Anarchist Uprising",
    Use(POLITICAL, PoolPerMinion(-1), action=POLITICAL_ACTION, text="each Methuselah burns 1 pool per minion"),
)

card(
    "Political Stranglehold",
    Use(
        POLITICAL,
        PoolPerMinion(3, kind=capacity_at_least(8)),
        action=POLITICAL_ACTION,
        when=once_in_game("political-stranglehold"),
        text="each Methuselah gains 3 pool for each vampire they control with capacity 8 or more (one in a game)",
    ),
)
rule(
    "Political Stranglehold",
    core.AS_PLAYED,
    InGame("political-stranglehold"),
    key=card_id("Political Stranglehold"),
)

card(
    "Reckless Agitation",
    Use(
        POLITICAL,
        BurnAllocated(6),
        action=POLITICAL_ACTION,
        targets=allocated_terms(6, others=True),
        text="allocate 6 points of pool to burn among two or more other Methuselahs",
    ),
    requires=minion_is(all_kinds(any_kind(in_sect("independent"), anarch_minion), capacity_at_least(5))),
    requires_text="Requires an Independent or Anarch vampire with capacity 5 or more",
)

card(
    "Banishment",
    Use(
        POLITICAL,
        ToUncontrolled(),  # its cards and counters stay with it, out of play (to_uncontrolled)
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, younger=True)),
        text="choose a ready younger vampire: it is moved to its owner's uncontrolled region",
    ),
)

card(
    "Domain Challenge",
    Use(
        POLITICAL,
        PoolPerMinion(-1, kind=locked_minion),
        action=POLITICAL_ACTION,
        text="each Methuselah burns 1 pool per locked minion",
    ),
)
card(
    "Autarkis Persecution",
    Use(POLITICAL, PoolPerMinion(1), action=POLITICAL_ACTION, text="each Methuselah gains 1 pool per minion"),
)


# ------------------------------------------------------------------------ Reins of Power, Ancient Influence

card(
    "Reins of Power",
    Use(
        POLITICAL,
        ChosenCapacityPool(gain=6, burn=None),
        action=POLITICAL_ACTION,
        when=once_in_game("reins-of-power"),
        text="each Methuselah chooses a ready vampire, gains 6 pool, then burns its predator's vampire's capacity "
        "(one in a game)",
    ),
)
rule("Reins of Power", core.AS_PLAYED, InGame("reins-of-power"), key=card_id("Reins of Power"))

card(
    "Ancient Influence",
    Use(
        POLITICAL,
        ChosenCapacityPool(gain=None, burn=5),
        action=POLITICAL_ACTION,
        when=once_in_game("ancient-influence"),
        text="each Methuselah chooses a ready vampire, gains its capacity in pool, then burns 5 (one in a game)",
    ),
)
rule("Ancient Influence", core.AS_PLAYED, InGame("ancient-influence"), key=card_id("Ancient Influence"))


# ------------------------------------------------------------------------ Neonate Breach

card(
    "Neonate Breach",
    Use(
        POLITICAL,
        ChosenBurn(1, more=3, kind=all_kinds(is_vampire, capacity_at_most(4))),
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="each chosen Methuselah burns 1 pool, 3 more if they control a ready vampire with capacity 4 or less",
    ),
)


# ------------------------------------------------------------------------ Revolutionary Council


def burnable_cards(s: VTESState) -> list[int]:
    """The locations (not contested) and equipment in play a point may be allocated to."""

    return sorted(
        v
        for v, pl in s.placed.items()
        if (is_location(pl.card) and v not in s.contested[pl.controller]) or is_equipment(s, v)
    )


def council_allocations(s: VTESState, points: int) -> Iterator[str]:
    """``points`` among one or more Methuselahs, locations and equipment, as ``p2=2+u31=1``: a card
    gets one point at most (one burns it; more would be lost)."""
    cards = burnable_cards(s)
    seats = s.remaining()
    for k in range(0, min(points, len(cards)) + 1):
        for chosen in combinations(cards, k):
            left = points - k
            card_part = [f"u{c}=1" for c in chosen]
            if left == 0:
                if card_part:
                    yield "+".join(card_part)
                continue
            for a in allocations(left, seats, least=1):
                yield "+".join([a, *card_part])


@terms
def council_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose X ready unlocked Anarchs you control and allocate 2X points" (chosen at the terms
    step, LSJ 20081203) and the allocation, as one term ``17+19:p2=3+u31=1`` (as Parity Shift's)."""
    anarchs = sorted(v for v, m in s.ready_minions(seat) if not m.locked and is_anarch(s, v))
    for x in range(1, len(anarchs) + 1):
        for chosen in combinations(anarchs, x):
            for a in council_allocations(s, 2 * x):
                yield ("+".join(str(v) for v in chosen) + ":" + a,)


def council(s: VTESState, p: Play) -> None:
    """ "Each chosen Anarch is locked, each Methuselah burns 1 pool for each point allocated (more
    than its pool is allowed, LSJ 20020819), and each location or equipment allocated a point is
    burned"."""
    if not p.targets:
        return
    anarchs, _, allocation = str(p.targets[0]).partition(":")
    for v in anarchs.split("+"):
        if int(v) in s.minions and s.is_ready(int(v)):
            ops.lock(s, int(v))
    burns: list[tuple[int, int]] = []
    for part in allocation.split("+"):
        who, _, n = part.partition("=")
        if who.startswith("u"):
            if int(who[1:]) in s.placed:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[int(who[1:])].card).name)
                ops.burn_placed(s, int(who[1:]))
        else:
            burns.append((token_seat(who), int(n)))
    burn_pools(s, burns)


card(
    "Revolutionary Council",
    Use(
        POLITICAL,
        code(council, harmful=True, tags=("allocate-burn", "burn-location")),
        action=POLITICAL_ACTION,
        targets=council_terms,
        text="choose X ready unlocked Anarchs and allocate 2X points among Methuselahs, locations and equipment",
    ),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)


# ------------------------------------------------------------------------ Conservative Agitation


card(
    "Conservative Agitation",
    Use(
        POLITICAL,
        BurnAllocated(TABLE),
        action=POLITICAL_ACTION,
        targets=allocated_terms(TABLE),  # "where X is the number of Methuselahs in the game"
        text="allocate X points of pool to burn among two or more Methuselahs, X the number of Methuselahs",
    ),
)


# ------------------------------------------------------------------------ Eat the Rich

card(
    "Eat the Rich",
    Use(
        POLITICAL,
        ChosenBurn(1, more=3, kind=titled_vampire),
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="each chosen Methuselah burns 1 pool, 3 more if they control a ready titled vampire",
    ),
    requires=minion_is(anarch_minion),
    requires_text="Requires an Anarch",
)
# "In this referendum, each priscus gets -1 ballot, each non-priscus titled vampire gets -1 vote, and
# burning the Edge is worth 1 additional vote".
rule("Eat the Rich", VOTE_CHANGES, InItsReferendum("Eat the Rich", titled=-1, priscus_ballots=-1, edge=1))


# ------------------------------------------------------------------------ Rumors of Gehenna

card(
    "Rumors of Gehenna",
    Use(
        POLITICAL,
        PutInPlayFor(),
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="put in play: each chosen Methuselah gets two master phase actions",
    ),
)
event("Rumors of Gehenna", "master-phase", phase_of("each", MoreActionsForChosen(1)))
abilities(
    "Rumors of Gehenna",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (a referendum an ability calls: no card vote, VT-VOTE-04)
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Disputed Territory

card(
    "Disputed Territory",
    Use(
        POLITICAL,
        TakesControl(),
        action=POLITICAL_ACTION,
        targets=location_and_methuselah,
        text="choose a location and a Methuselah: that Methuselah takes control of it",
    ),
)


# ------------------------------------------------------------------------ Anarch Salon, Honor the Elders, Exclusion Principle

card(
    "Anarch Salon",
    Use(
        POLITICAL,
        seq(BloodToEach(1, anarch_minion), PoolIfControls(1, anarch_minion)),
        action=POLITICAL_ACTION,
        text="each ready Anarch gains 1 blood; each Methuselah controlling an Anarch gains 1 pool",
    ),
    requires=minion_is(anarch_minion),
    requires_text="Requires an Anarch",
)

card(
    "Honor the Elders",
    Use(
        POLITICAL,
        BloodToEach(1, capacity_at_least(8), uncontrolled=True),
        action=POLITICAL_ACTION,
        text="each vampire with capacity 8 or more, ready or uncontrolled, gains 1 blood",
    ),
)

card(
    "Exclusion Principle",
    Use(
        POLITICAL,
        PoolPerMinion(1, kind=all_kinds(ready_minion, any_kind(in_sect("independent"), anarch_minion))),
        action=POLITICAL_ACTION,
        text="each Methuselah gains 1 pool per ready Independent or Anarch vampire",
    ),
)


# ------------------------------------------------------------------------ Consanguineous Condemnation

card(
    "Consanguineous Condemnation",
    Use(
        POLITICAL,
        LockChosenClan(),
        action=POLITICAL_ACTION,
        targets=clan_terms,
        text="choose a clan: lock all its vampires",
    ),
)


# ------------------------------------------------------------------------ Permanent Vacation

card(
    "Permanent Vacation",
    Use(
        POLITICAL,
        BurnTarget(to="removed"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=False)),
        text="choose a ready ally: it is removed from the game",
    ),
)


# ------------------------------------------------------------------------ Justicar Retribution

card(
    "Justicar Retribution",
    Use(
        POLITICAL,
        BurnEach(bleed_at_least(3)),
        action=POLITICAL_ACTION,
        text="burn all vampires with a current bleed of 3 or more",
    ),
    requires=minion_is(in_sect("camarilla")),
    requires_text="Requires a Camarilla vampire",
)


# ------------------------------------------------------------------------ Anathema

card(
    "Anathema",
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True)),
        text="put this card on a ready vampire: burned if its blood is reduced to 0 in combat",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)
event("Anathema", BLOOD_GONE, BurnedAtNoBlood())


# ------------------------------------------------------------------------ Patsy

card(
    "Patsy",
    Use(
        POLITICAL,
        EdgeForTitle(2),
        action=POLITICAL_ACTION,
        when=has_edge,  # "Only usable if you control the Edge"
        targets=terms(Minions("any", vampire=True, kind=all_kinds(titled_vampire, not_kind(anarch_minion)))),
        text="burn the Edge: a titled non-Anarch vampire loses its title, its controller burns 2 pool",
    ),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)


# ------------------------------------------------------------------------ The Meddling of Semsith

card(
    "The Meddling of Semsith",
    Use(
        POLITICAL,
        PutInPlayFor(),
        action=POLITICAL_ACTION,
        targets=terms(other_methuselahs),  # "Choose another Methuselah"
        text="put in play: you get -1 hand size; the chosen Methuselah does not replace cards in minion phases",
    ),
)
static("The Meddling of Semsith", "hand size", const(-1))  # "You get -1 hand size"
rule("The Meddling of Semsith", core.DELAYS, NoReplaceDuring("The Meddling of Semsith", "minion"))
abilities(
    "The Meddling of Semsith",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (a referendum an ability calls: no card vote, VT-VOTE-04)
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Firebrand

card(
    "Firebrand",
    Use(
        POLITICAL,
        PutOn("by"),  # "put this card on the acting anarch"
        action=POLITICAL_ACTION,
        when=only_one_on("Firebrand"),  # "An anarch may have only 1 Firebrand"
        text="put on this anarch: +1 vote in political actions; burn 1 blood to unlock a younger anarch",
    ),
    requires=minion_is(anarch_minion),
    requires_text="Requires an anarch",
)
static("Firebrand", "votes", DuringAction(1, "political"))  # "1 additional vote during a political action"
abilities(
    "Firebrand",
    Ability(
        "this anarch burns 1 blood to unlock a ready younger anarch",
        MINION_PHASE,
        seq(BearerBurnsBlood(1), Unlock(target=True)),
        when=bearer_with(anarch_minion, blood=1),  # in your minion phase (its window is yours alone)
        targets=younger_than_bearer(anarch_minion),
        user="host",
    ),
)
event("Firebrand", "torpor", burn_with_bearer_torpor(say=True))  # "Burn this card if this anarch goes to torpor"


# ------------------------------------------------------------------------ Year of Fortune

YEAR = "Year of Fortune"


def chosen_for_a_year(s: VTESState) -> set[int]:
    """The Methuselahs chosen for a Year of Fortune in play (its ``data``)."""
    cid = card_id(YEAR)
    return {t for pl in s.placed.values() if pl.card == cid and pl.host < 0 for t in pl.data if isinstance(t, int)}


@terms
def year_sets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose one or more Methuselahs who are not chosen for any other Year of Fortune in play"."""
    taken = chosen_for_a_year(s)
    free = [t for t in s.remaining() if t not in taken]
    for k in range(1, len(free) + 1):
        for combo in combinations(free, k):
            yield ("+".join(seat_token(t) for t in combo),)


def year_put_in_play(s: VTESState, p: Play) -> None:
    """Put in play for the chosen Methuselahs, who draw up to their new hand size (VT-CARD-21)."""
    PutInPlayFor()(s, p)
    for t in chosen_seats(p):
        ops.refill(s, t)


def year_hand_size(s: VTESState, src: int, seat: int) -> int:
    """ "Each chosen Methuselah gets +1 hand size"."""
    pl = s.placed.get(src)
    return 1 if pl is not None and seat in pl.data else 0


card(
    YEAR,
    Use(
        POLITICAL,
        code(year_put_in_play, tags=("put-in-play", "hand-size")),
        action=POLITICAL_ACTION,
        targets=year_sets,
        text="put in play: each chosen Methuselah gets +1 hand size",
    ),
)
static(YEAR, "hand size", year_hand_size, everywhere=True)
abilities(
    YEAR,
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (a referendum an ability calls: no card vote, VT-VOTE-04)
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Alastor

card(
    "Alastor",
    Use(
        POLITICAL,
        # "Put this card and the equipment on the chosen vampire (ignore requirements; shuffle
        # afterward); pay half the cost rounded down of the equipment": the search is optional
        # (Alastor is attached all the same, LSJ 20050331-2); a blood cost is paid by the chosen
        # vampire (LSJ 20040518), a pool cost by you; the basic version (RBK equip).
        seq(
            PutOn("target"),
            Fetch(
                "Equipment",
                "library",
                requirements=False,
                on="target",
                half=True,
                text="search your library for an equipment card to put on the chosen vampire",
            ),
        ),
        action=POLITICAL_ACTION,
        targets=terms(
            Minions("any", vampire=True, kind=all_kinds(in_sect("camarilla"), not_kind(bearing("Alastor"))))
        ),  # "A vampire can have only one Alastor"
        text="choose a ready Camarilla vampire: put this card and an equipment from your library on it",
    ),
    requires=has_title("justicar", "inner circle"),
    requires_text="Requires a justicar or Inner Circle member",
)
abilities(
    "Alastor",
    Ability(
        "enter combat with a vampire as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=OTHERS_READY_VAMPIRE,
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
)
card_flag("Alastor", "no-diablerie", on_its_bearer)  # "The attached vampire cannot commit diablerie"


# ------------------------------------------------------------------------ Kindred Segregation

card(
    "Kindred Segregation",
    Use(
        POLITICAL,
        BurnedUnlessKept("ally"),  # can be called with no ally in play (RTR 20010710)
        action=POLITICAL_ACTION,
        text="all allies are burned, unless their controller repays their pool cost",
    ),
)


# ------------------------------------------------------------------------ My Kin Against the World

card(
    "My Kin Against the World",
    Use(
        POLITICAL,
        UnlockChosen(),
        action=POLITICAL_ACTION,
        when=once_called_each_turn("My Kin Against the World"),
        targets=terms(younger_kin_sets),
        text="choose X younger vampires of this vampire's clan: unlock this vampire and them",
    ),
)
rule("My Kin Against the World", core.TARGET_RULES, XChosen("My Kin Against the World", younger_kin))


# ------------------------------------------------------------------------ Reinforcements

card(
    "Reinforcements",
    Use(
        POLITICAL,
        AshToLibrary(3),
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="each chosen Methuselah shuffles up to three library cards from their ash heap into their library",
    ),
    requires=minion_is(titled_vampire),
    requires_text="Requires a titled vampire",
)
# "Remove this card from the game, even if the action or the referendum fails or is canceled."
rule("Reinforcements", REMOVED_AFTER, RemovedAfterAction("Reinforcements"))


# ------------------------------------------------------------------------ Confiscation

card(
    "Confiscation",
    Use(
        POLITICAL,
        TakesEquipment(),
        action=POLITICAL_ACTION,
        targets=equipment_and_vampire,
        text="choose an equipment and a vampire: the vampire takes control of the equipment",
    ),
    requires=minion_is(titled_vampire),
    requires_text="Requires a titled vampire",
)


# ------------------------------------------------------------------------ Archon


card(
    "Archon",
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=in_sect("camarilla"))),
        text="choose a Camarilla vampire: put this card on it",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)
abilities(
    "Archon",
    Ability(
        "enter combat with a vampire as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,  # each copy its own action (RTR 20030519)
        targets=OTHERS_READY_VAMPIRE,
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (a referendum an ability calls: no card vote, VT-VOTE-04)
        when=all_of(may_call_referendum, minion_is(in_sect("camarilla"))),  # "Camarilla vampires can"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)
# "Vampires attempting to block the attached vampire burn 1 blood": one for each Archon (LSJ
# 19980225); a vampire with no blood still blocks, burning what it can (LSJ 19970707).
block_cost(
    "Archon",
    BlockCost("blood it has", applies=actor_bears("Archon"), blocker=vampire_blocker, count=copies_on_actor("Archon")),
)
card_flag("Archon", "no-blood-hunt", on_its_bearer)  # "Blood hunts cannot be called on the attached vampire"


# ------------------------------------------------------------------------ Crusades and Praxis Seizures


def crusade(city: str, clan: str = "", instead: tuple[str, str] = ("", "")) -> None:
    """ "Crusade: <city>": "Requires a Sabbat vampire. Title. If this referendum passes, put this card on
    the acting vampire to represent the unique Sabbat title of Archbishop of <city>. This could lead
    to a contested title. [If this vampire is <clan>, he or she unlocks during your next discard
    phase.]" (``instead``: "if Lucita is in play and is Sabbat, put this card on her instead")."""
    effect = TitleCard("archbishop", instead=instead)
    card(
        f"Crusade: {city}",
        Use(
            POLITICAL,
            seq(effect, IfActing(of_clan(clan), UnlockAtDiscard())) if clan else effect,
            action=POLITICAL_ACTION,
            text=f"put this card on this vampire: the title of Archbishop of {city}",
        ),
        requires=minion_is(in_sect("sabbat")),
        requires_text="Requires a Sabbat vampire",
    )


def praxis_seizure(city: str, clan: str = "") -> None:
    """ "Praxis Seizure: <city>": "Requires a Camarilla vampire. Title. If this referendum is
    successful, put this card on the acting vampire to represent the unique Camarilla title of Prince
    of <city>. This could lead to a contested title. [If the prince is <clan>, his or her capacity
    increases by 1.]" """
    name = f"Praxis Seizure: {city}"
    card(
        name,
        Use(
            POLITICAL,
            TitleCard("prince"),
            action=POLITICAL_ACTION,
            text=f"put this card on this vampire: the title of Prince of {city}",
        ),
        requires=minion_is(in_sect("camarilla")),
        requires_text="Requires a Camarilla vampire",
    )
    if clan:
        static(name, "capacity", on_bearer(1, kind=of_clan(clan)))


for _city, _clan in (
    ("Amsterdam", "Ventrue antitribu"),
    ("Atlanta", ""),
    ("Barcelona", "Tremere antitribu"),
    ("Berlin", "Lasombra"),
    ("Brussels", "Toreador antitribu"),
    ("Chicago", ""),
    ("Detroit", ""),
    ("Dublin", "Gangrel antitribu"),
    ("Frankfurt", ""),
    ("Geneva", "Malkavian antitribu"),
    ("Houston", ""),
    ("Istanbul", "Tzimisce"),
    ("London", "Nosferatu antitribu"),
    ("Mexico City", ""),
    ("Miami", ""),
    ("New York", ""),
    ("Paris", ""),
    ("Philadelphia", ""),
    ("Pittsburgh", ""),
    ("Rome", "Brujah antitribu"),
    ("Toronto", ""),
    ("Washington, D.C.", "Ventrue antitribu"),
):
    crusade(_city, _clan)
crusade("Aragon", instead=("Lucita", "sabbat"))

for _city, _clan in (
    ("Amsterdam", ""),
    ("Athens", "Tremere"),
    ("Atlanta", ""),
    ("Barcelona", "Tremere"),
    ("Berlin", "Ventrue"),
    ("Boston", ""),
    ("Brussels", "Nosferatu"),
    ("Cairo", "Ventrue"),
    ("Chicago", ""),
    ("Cleveland", ""),
    ("Dallas", ""),
    ("Dublin", ""),
    ("Frankfurt", ""),
    ("Geneva", "Ventrue"),
    ("Glasgow", "Gangrel"),
    ("Houston", ""),
    ("London", ""),
    ("Miami", ""),
    ("Monaco", "Toreador"),
    ("Paris", "Toreador"),
    ("Rome", "Brujah"),
    ("Seattle", ""),
    ("Stockholm", "Malkavian"),
    ("Washington, D.C.", ""),
    ("York", ""),
):
    praxis_seizure(_city, _clan)


# ------------------------------------------------------------------------ Empires Fall, Perpetual Care, Mark of the Damned

card(
    "Empires Fall",
    Use(
        POLITICAL,
        ChosenBurn(1, more=3, kind=all_kinds(is_vampire, capacity_at_least(8))),
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="each chosen Methuselah burns 1 pool, 3 more if they control a ready vampire with capacity 8 or more",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)

card(
    "Perpetual Care",
    Use(
        POLITICAL,
        PoolPerMinion(-2, kind=all_kinds(is_vampire, in_torpor)),
        action=POLITICAL_ACTION,
        text="each Methuselah burns 2 pool for each vampire in torpor they control",
    ),
)

card(
    "Mark of the Damned",
    Use(
        POLITICAL,
        BurnPerPreyAsh(),
        action=POLITICAL_ACTION,
        text="each Methuselah burns 1 pool for each vampire in their prey's ash heap",
    ),
)


# ------------------------------------------------------------------------ Cold War

card(
    "Cold War",
    Use(
        POLITICAL,
        BurnPoolAndLocation(3),
        action=POLITICAL_ACTION,
        # "If this acting vampire is a cardinal or regent, you can choose both instead."
        targets=methuselah_or_location(with_title("cardinal", "regent")),
        text="choose a Methuselah or a location: the Methuselah burns 3 pool, the location is burned",
    ),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a titled Sabbat vampire",
)


# ------------------------------------------------------------------------ First Tradition: The Masquerade

FIRST_TRADITION = "First Tradition: The Masquerade"
card(
    FIRST_TRADITION,
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: each Methuselah burns 2 pool during their unlock phase, or skips their entire turn",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)
# "Each Methuselah must burn 2 pool during his or her unlock phase. A Methuselah can choose to skip
# his or her entire turn. Burn this card when the controller has either skipped 3 turns or burned a
# total of 6 pool by this effect."
unlock_event(FIRST_TRADITION, "each", UnlockTax(2, most=6))
rule(FIRST_TRADITION, SKIP_TURN, TurnSkippable(FIRST_TRADITION, skips=3))


# ------------------------------------------------------------------------ War of Ages

card(
    "War of Ages",
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: your prey burns 1 pool in their unlock phase",
    ),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a titled Sabbat vampire",
)
unlock_event("War of Ages", "prey", BurnsPool(1, who="prey"))  # "During your prey's unlock phase, they burn 1 pool"
event("War of Ages", "ousted", PreyOusted(3))  # "After your prey is ousted, burn this card and gain 3 additional pool"
abilities(
    "War of Ages",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action that costs 1 pool",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (a referendum an ability calls: no card vote, VT-VOTE-04)
        when=all_of(may_call_referendum, has_pool(1)),
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)
rule("War of Ages", REFERENDUM_COSTS, ReferendumCost("War of Ages", 1))


# ------------------------------------------------------------------------ Legacy of Pander

card(
    "Legacy of Pander",
    Use(POLITICAL, PutInPlay(), action=POLITICAL_ACTION, text="put in play: each non-titled Pander gets 1 vote"),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)
static("Legacy of Pander", "votes", UntitledClanVote("Legacy of Pander", "Pander"), everywhere=True)
abilities(
    "Legacy of Pander",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, minion_is(in_sect("sabbat"))),  # "Sabbat vampires can"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Cardinal Benediction

card(
    "Cardinal Benediction",
    Use(
        POLITICAL,
        TitleCard("cardinal", on="target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=all_kinds(in_sect("sabbat"), capacity_at_least(7)))),
        text="choose a Sabbat vampire with capacity 7 or more: it becomes a cardinal",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)
# "During this referendum, non-Sabbat vampires cannot cast votes or ballots."
rule("Cardinal Benediction", core.CAST_ALLOWED, OnlySectCasts("", "sabbat", card="Cardinal Benediction"))


# ------------------------------------------------------------------------ Dogs of War

card(
    "Dogs of War",
    Use(POLITICAL, PutInPlay(), action=POLITICAL_ACTION, text="put in play: Brujah antitribu may enter combat"),
)
abilities(
    "Dogs of War",
    Ability(
        "a Brujah antitribu enters combat with a ready minion as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(of_clan("Brujah antitribu")),  # "Any Brujah antitribu may"
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        user="any",
        by="minion",
    ),
    Ability(
        "burn this card to cancel a blood hunt called on a Brujah antitribu",
        POLL,
        seq(BURN_THIS, CancelBloodHunt()),
        when=blood_hunt_on(of_clan("Brujah antitribu")),
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,  # "Any vampire may"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Praxis Seizure: Istanbul, Venice


def praxis_clan_lock(city: str, clan: str) -> None:
    """ "Successful referendum means this card is put on this vampire to represent the unique Camarilla
    title of Prince of <city>, and if this vampire is not <clan>, lock all <clan>. In this referendum,
    each ready <clan> gets +1 vote" (the clan vote lent to its vampire cards, as the Justicars')."""

    name = f"Praxis Seizure: {city}"
    cid = card(
        name,
        Use(
            POLITICAL,
            seq(TitleCard("prince"), IfActing(not_kind(of_clan(clan)), LockEach(all_kinds(is_vampire, of_clan(clan))))),
            action=POLITICAL_ACTION,
            text=f"put this card on this vampire: the title of Prince of {city}; lock all {clan} unless it is one",
        ),
        requires=minion_is(in_sect("camarilla")),
        requires_text="Requires a Camarilla vampire",
    )
    members = [int(c.id) for c in load_cards() if c.get("kind") == "crypt" and clan in (c.get("clans") or ())]
    lend_static(name, "votes", ClanVotesInIts(clan, cid), members)


praxis_clan_lock("Istanbul", "Banu Haqim")  # "Assamite", the clan's former name
praxis_clan_lock("Venice", "Giovanni")


# ------------------------------------------------------------------------ Peace Treaty, Diversity, Transfer of Power, Can't Take it with You

card(
    "Peace Treaty",
    Use(
        POLITICAL,
        BurnedUnlessKept("weapon"),  # can be called with no weapon in play (RTR 20010710)
        action=POLITICAL_ACTION,
        text="all weapons are burned, unless their controller repays their pool cost",
    ),
)

card(
    "Diversity",
    Use(
        POLITICAL,
        PoolPerClans(),
        action=POLITICAL_ACTION,
        text="each Methuselah gains 1 pool for each clan of their ready vampires",
    ),
)

card(
    "Transfer of Power",
    Use(
        POLITICAL,
        StealFromRicher(1),
        action=POLITICAL_ACTION,
        text="steal 1 pool from each Methuselah who has more pool than you",
    ),
)

card(
    "Can't Take it with You",
    Use(
        POLITICAL,
        GainThenBurnPerCard(1),
        action=POLITICAL_ACTION,
        text="each Methuselah gains 1 pool, then burns 1 for each equipment, location or retainer they control",
    ),
)


# ------------------------------------------------------------------------ Raising the Portcullis

PORTCULLIS = "Raising the Portcullis"
card(
    PORTCULLIS,
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        when=none_controlled(PORTCULLIS),  # "A Methuselah can have only one Raising the Portcullis"
        text="put in play: your vampires get +1 bleed while your prey controls a vampire in torpor",
    ),
)
static(PORTCULLIS, "bleed", BleedWhilePreyTorpor(1), everywhere=True)
abilities(
    PORTCULLIS,
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,  # "Vampires can"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Hierophant

card(
    "Hierophant",
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=of_clan("Ministry"))),  # "any Follower of Set"
        text="choose a Follower of Set: put this card on it: +1 vote; vampires blocking it burn 1 blood",
    ),
)
static("Hierophant", "votes", on_bearer(1))
event("Hierophant", "blocked", BlockerBurnsBlood(1))


# ------------------------------------------------------------------------ Free States Rant, Political Flux

card(
    "Free States Rant",
    Use(
        POLITICAL,
        BloodPerPoint(),
        action=POLITICAL_ACTION,
        targets=blood_allocations(3),
        text="allocate half this vampire's capacity in points among ready vampires: each burns 1 blood a point",
    ),
    requires=minion_is(any_kind(in_sect("independent"), anarch_minion)),
    requires_text="Requires an Independent or Anarch vampire",
)
# "In this referendum, non-priscus titles are worth 1 less vote each, priscus title is worth 1 less
# ballot, and burning the Edge is worth 1 additional vote."
rule("Free States Rant", VOTE_CHANGES, InItsReferendum("Free States Rant", titled=-1, priscus_ballots=-1, edge=1))

card(
    "Political Flux",
    Use(
        POLITICAL,
        OustPoolNext(),
        action=POLITICAL_ACTION,
        targets=oust_pool_terms,
        text="choose a number from 1 to 12: the pool the next predator earns for ousting their prey",
    ),
)


# ------------------------------------------------------------------------ titles lost

card(
    "Command of the Harpies",
    Use(
        POLITICAL,
        LosesTitle(),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=with_title("prince"))),
        text="choose a ready prince: the prince loses the title",
    ),
    requires=minion_is(in_sect("camarilla")),
    requires_text="Requires a Camarilla vampire",
)

card(
    "Excommunication",
    Use(
        POLITICAL,
        LosesTitle(),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=with_title("archbishop"))),
        text="choose a ready archbishop: the archbishop loses the title",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)


# ------------------------------------------------------------------------ pool burned, stolen, the Edge

card(
    "Code of Milan Suspended",
    Use(
        POLITICAL,
        EachBurnsChosenMore(0, 1),
        action=POLITICAL_ACTION,
        targets=edge_holder,
        text="the Methuselah with the Edge burns 1 pool",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)

card(
    "Screw the Masquerade!",
    Use(
        POLITICAL,
        EachBurnsChosenMore(1, 1),
        action=POLITICAL_ACTION,
        targets=any_methuselah,
        text="choose a Methuselah: each Methuselah burns 1 pool, the chosen one 1 more",
    ),
)

card(
    "Regaining the Upper Hand",
    Use(
        POLITICAL,
        GivesEdge(),
        action=POLITICAL_ACTION,
        targets=any_methuselah,
        text="choose a Methuselah: that Methuselah gets the Edge",
    ),
)

card(
    "Finding the Path",
    Use(
        POLITICAL,
        ChosenBurnOthersGain(1),
        action=POLITICAL_ACTION,
        targets=at_least_half,
        text="choose at least half of the Methuselahs: each burns 1 pool, each other gains 1",
    ),
)

card(
    "Tithings",
    Use(
        POLITICAL,
        StealFromEachWithout(all_kinds(is_vampire, capacity_at_least(7))),
        action=POLITICAL_ACTION,
        text="steal 1 pool from each Methuselah who controls no vampire with a capacity above 6",
    ),
    requires=minion_is(all_kinds(in_sect("sabbat"), capacity_at_least(7))),
    requires_text="Requires a ready Sabbat vampire with a capacity above 6",
)

card(
    "Treaty of Tyre Enforced",
    Use(
        POLITICAL,
        PoolPerMinion(-1, kind=all_kinds(is_vampire, of_clan("Banu Haqim")), plus=1),  # Assamites
        action=POLITICAL_ACTION,
        text="each Methuselah burns X+1 pool, X the number of Assamites they control",
    ),
)


# ------------------------------------------------------------------------ blood burned, vampires burned or moved

card(
    "Corruption's Purge",
    Use(
        POLITICAL,
        BurnBloodEach(of_clan("Ministry"), 2, torpor=True),  # Followers of Set
        action=POLITICAL_ACTION,
        text="each Follower of Set burns 2 blood; those with none go to torpor",
    ),
    requires=has_title("prince", "justicar", "inner circle"),
    requires_text="Requires a prince, justicar, or Inner Circle member",
)

card(
    "Rabble Razing",
    Use(
        POLITICAL,
        BurnBloodEach(capacity_at_most(3), 1),
        action=POLITICAL_ACTION,
        text="all vampires with capacity below 4 burn 1 blood",
    ),
)

card(
    "Tradition Upheld",
    Use(
        POLITICAL,
        BurnTarget(),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=of_clan("Caitiff"))),
        text="choose a ready Caitiff: burn it",
    ),
    requires=has_title("prince", "justicar", "inner circle"),
    requires_text="Requires a prince, justicar, or Inner Circle member",
)

card(
    "The Peace of Khetamon",
    Use(
        POLITICAL,
        ToUncontrolled(),  # its cards and counters stay with it, out of play (to_uncontrolled)
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", "controlled", vampire=True, kind=in_torpor)),
        text="choose a vampire in torpor: it is moved to the uncontrolled region",
    ),
)

card(
    "Jericho Founding",
    Use(
        POLITICAL,
        BurnedUnlessKept("location"),
        action=POLITICAL_ACTION,
        text="all locations are burned, unless their controller repays their pool cost",
    ),
    requires=minion_is(not_kind(in_sect("camarilla"))),
    requires_text="Requires a non-Camarilla vampire",
)


# ------------------------------------------------------------------------ Camarilla Exemplary, Sabbat Priest


def blockers_burn(name: str, sect: str) -> None:
    """ "Choose a <sect> vampire. Successful referendum means that for the remainder of the game, any
    vampire attempting to block that vampire burns 1 blood" (each copy counts, LSJ 19980225; one with
    no blood still blocks, burning what it can, LSJ 19970707)."""
    card(
        name,
        Use(
            POLITICAL,
            BlockersBurnForGame(),
            action=POLITICAL_ACTION,
            targets=terms(Minions("any", vampire=True, kind=in_sect(sect))),
            text=f"choose a {sect.capitalize()} vampire: vampires blocking it burn 1 blood for the rest of the game",
        ),
        requires=minion_is(in_sect(sect)),
        requires_text=f"Requires a {sect.capitalize()} vampire",
    )
    block_cost(
        name,
        BlockCost("blood it has", applies=was_chosen_by(name), blocker=vampire_blocker, count=chosen_by(name)),
    )


blockers_burn("Camarilla Exemplary", "camarilla")
blockers_burn("Sabbat Priest", "sabbat")


# ------------------------------------------------------------------------ Investiture

card(
    "Investiture",
    Use(
        POLITICAL,
        TitleCard("priscus", on="target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=in_sect("sabbat"))),
        text="choose a Sabbat vampire: it becomes a priscus",
    ),
    requires=has_title("cardinal", "regent"),
    requires_text="Requires a cardinal or regent",
)
rule(
    "Investiture", VOTE_CHANGES, TitleVotesIn("Investiture", "cardinal", 1)
)  # "each ready cardinal gets one additional vote"
# "Camarilla vampires cannot cast votes or ballots during this referendum."
rule("Investiture", core.CAST_ALLOWED, OnlySectCasts("", "camarilla", card="Investiture", barred=True))


# ------------------------------------------------------------------------ Templar, Scourge, Warrant, Wrath of the Inner Circle

card(
    "Templar",
    Use(
        POLITICAL,
        PutOn("target"),  # "This vampire is a Templar"
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=in_sect("sabbat"))),
        text="choose a Sabbat vampire: put this card on it: it may enter combat as a +1 stealth (D) action",
    ),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a ready titled Sabbat vampire",
)
abilities(
    "Templar",
    Ability(
        "enter combat with a ready vampire controlled by another Methuselah as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=OTHERS_READY_VAMPIRE,
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, minion_is(in_sect("sabbat"))),  # "Any Sabbat vampire may"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)

card(
    "Scourge",
    Use(
        POLITICAL,
        seq(PutOn("target"), Unlock()),  # "and unlock this acting vampire"
        action=POLITICAL_ACTION,
        targets=relative_terms(same_sect),  # "Choose a vampire of the same sect"
        text="choose a vampire of the same sect: put this card on it and unlock this vampire",
    ),
    requires=minion_is(titled_vampire),
    requires_text="Requires a titled vampire",
)
abilities(
    "Scourge",
    Ability(
        "enter combat with a vampire with capacity 4 or less or with an ally as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=Minions("others", kind=any_kind(not_kind(is_vampire), capacity_at_most(4))),
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
)

card(
    "Warrant",
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, younger=True)),
        text="choose a younger ready vampire: any ready vampire may enter combat with it as a (D) action",
    ),
)
abilities(
    "Warrant",
    Ability(
        "enter combat with this vampire as a (D) action that costs 1 blood",
        MINION_PHASE,
        seq(ActorBurnsBlood(1), FIGHT),  # the cost, paid on success (VT-ACT-05)
        when=all_of(minion_is(is_vampire), has_blood(1)),  # "Any ready vampire may"
        targets=the_bearer,
        action=ActionSpec(directed=True),
        user="any",
        by="minion",
    ),
)

card(
    "Wrath of the Inner Circle",
    Use(
        POLITICAL,
        seq(PutOn("target"), LosesTitle()),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=with_title("justicar"))),
        text="choose a ready justicar: it loses its title, and its capacity decreases by 1",
    ),
    requires=has_title("inner circle"),
    requires_text="Requires an Inner Circle member",
)
static("Wrath of the Inner Circle", "capacity", on_bearer(-1))  # "his or her capacity decreases by 1"


# ------------------------------------------------------------------------ vampires burned

card(
    "Protect Thine Own",
    Use(
        POLITICAL,
        BurnTarget(),
        action=POLITICAL_ACTION,
        targets=relative_terms(non_sect_below("camarilla", 6, any_if="inner circle")),
        text="choose a non-Camarilla vampire with a capacity below 6 (any, by an Inner Circle member): burn it",
    ),
    requires=has_title("justicar", "inner circle"),
    requires_text="Requires a justicar or Inner Circle member",
)

card(
    "Sacrifice",
    Use(
        POLITICAL,
        BurnTarget(),
        action=POLITICAL_ACTION,
        targets=relative_terms(same_clan_below(7)),
        text="choose a vampire with a capacity below 7 of this vampire's clan: burn it",
    ),
    requires=minion_is(all_kinds(in_sect("sabbat"), capacity_at_least(8))),
    requires_text="Requires a Sabbat vampire with capacity above 7",
)

card(
    "Auto-da-fé",
    Use(
        POLITICAL,
        PoolOrVampire(8),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=capacity_at_most(7))),
        text="choose a vampire with capacity less than 8: its controller burns 8 minus its capacity in pool, or it",
    ),
    requires=any_of(has_title("cardinal", "regent"), minion_is(bearing("Sabbat Inquisitor"))),
    requires_text="Requires a cardinal, regent or Inquisitor",
)

card(
    "Might of the Camarilla",
    Use(
        POLITICAL,
        EachBurnsUncontrolled(),
        action=POLITICAL_ACTION,
        text="each Methuselah burns a vampire of their choosing in their uncontrolled region",
    ),
    requires=has_title("justicar", "inner circle"),
    requires_text="Requires a justicar or Inner Circle member",
)


# ------------------------------------------------------------------------ The Final Nights, Lily Prelude, Benefit Performance

card(
    "The Final Nights",
    Use(POLITICAL, BurnBloodEach(is_vampire, 1), action=POLITICAL_ACTION, text="each vampire burns 1 blood"),
)
rule("The Final Nights", IF_FAILS, IfFails("The Final Nights", ActingBurnsBlood(1)))  # "If this referendum fails"

card(
    "Lily Prelude",
    levels(
        "mel",
        Use(
            POLITICAL,
            BurnAllocated(4),
            action=POLITICAL_ACTION,
            targets=allocated_terms(4, least=1),
            text="allocate 4 points of pool to burn among one or more Methuselahs",
        ),
        Use(
            POLITICAL,
            # "As above, and choose a Methuselah ... the chosen Methuselah gains 1 pool" (gained first).
            BurnAllocated(4, chosen_gains=1),
            action=POLITICAL_ACTION,
            targets=allocated_terms(4, least=1, gainer=True),
            text="allocate 4 points of pool to burn among one or more Methuselahs; a Methuselah gains 1 pool",
        ),
    ),
)

card(
    "Benefit Performance",
    Use(
        POLITICAL,
        PoolPerOwnAndBloodForVoters("Daughter of Cacophony"),
        action=POLITICAL_ACTION,
        text="gain 1 pool per ready Daughter of Cacophony; other vampires voting for gain 1 blood",
    ),
)


# ------------------------------------------------------------------------ a clan may become Camarilla


def acceptance(name: str, clan: str) -> None:
    """ "Successful referendum means this card is put in play and each <clan> can choose to become
    Camarilla. As any <clan> enters play, they can choose to become Camarilla"."""
    card(
        name,
        Use(
            POLITICAL,
            seq(PutInPlay(), MayJoinSect(clan)),
            action=POLITICAL_ACTION,
            text=f"put in play: each {clan} can choose to become Camarilla",
        ),
    )
    event(name, "enter-play", JoinSectOnEntry(clan))


acceptance("Giovanni Acceptance", "Giovanni")
acceptance("Ravnos Acceptance", "Ravnos")
acceptance("Revocation of Tyre", "Banu Haqim")  # Assamites
acceptance("Invitation Accepted", "Ministry")  # Followers of Set


# ------------------------------------------------------------------------ Seraph, Public Vilification, Veles' Hunt, Hand Intervention

BLACK_HAND = vampire_trait("Black Hand")
card(
    "Seraph",
    Use(
        POLITICAL,
        seq(PutOn("target"), GainsTrait("Seraph", 2)),  # "gains 2 blood and is a Seraph"
        action=POLITICAL_ACTION,
        targets=terms(
            Minions(
                "any", vampire=True, kind=all_kinds(BLACK_HAND, not_kind(vampire_trait("Seraph")), capacity_at_least(6))
            )
        ),
        text="choose a non-Seraph Black Hand vampire with capacity above 5: it gains 2 blood and is a Seraph",
    ),
    requires=minion_is(BLACK_HAND),
    requires_text="Requires a Black Hand vampire",
)
# "Non-Sabbat vampires cannot cast votes or ballots in this referendum."
rule("Seraph", core.CAST_ALLOWED, OnlySectCasts("", "sabbat", card="Seraph"))

card(
    "Public Vilification",
    Use(
        POLITICAL,
        BloodDistributed(),
        action=POLITICAL_ACTION,
        targets=blood_taken_terms,
        text="choose a younger vampire of another Methuselah: 3 of its blood go to other vampires",
    ),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a titled Sabbat vampire",
)

card(
    "Veles' Hunt",
    Use(
        POLITICAL,
        BurnTarget(),
        action=POLITICAL_ACTION,
        when=once_in_game("veles-hunt"),
        # "Choose an ally or younger non-titled vampire controlled by your prey" (an ally has no
        # capacity: younger than any vampire). The "blood hunt referendum" label is not modelled.
        targets=terms(Minions("prey", younger=True, kind=any_kind(not_kind(is_vampire), not_kind(titled_vampire)))),
        text="choose an ally or younger non-titled vampire of your prey: it is burned",
    ),
)
# "If this referendum fails or is canceled, no more Veles' Hunts can be played this game."
rule("Veles' Hunt", IF_FAILS, IfFails("Veles' Hunt", InGame("veles-hunt"), cancelled=True))

HAND = "Hand Intervention"
card(
    HAND,
    Use(
        POLITICAL,
        PutInPlayFor(),
        action=POLITICAL_ACTION,
        targets=one_not_chosen_for(HAND),
        text="put in play: the chosen Methuselah has -1 hand size",
    ),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a titled Sabbat vampire",
)
static(HAND, "hand size", ChosenHandSize(-1), everywhere=True)
abilities(
    HAND,
    Ability(
        "burn this card by burning the Edge",
        ANY_TIME,
        BurnEdgeAndThis(),
        when=chosen_with_edge,
        user="any",
    ),
)


# ------------------------------------------------------------------------ Watchtower: Greatest Fall

SERAPH = vampire_trait("Seraph")
WATCHTOWER = "Watchtower: Greatest Fall"
card(
    WATCHTOWER,
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: lock to move 1 blood from the blood bank to a Sabbat vampire of yours",
    ),
    requires=minion_is(SERAPH),
    requires_text="Requires a Seraph",
)
rule(WATCHTOWER, VOTE_CHANGES, KindVotesIn(WATCHTOWER, SERAPH, 2))  # "each ready Seraph gets 2 additional votes"
abilities(
    WATCHTOWER,
    Ability(
        "lock this card to move 1 blood from the blood bank to a Sabbat vampire in your ready or uncontrolled region",
        ANY_TIME,
        AddBloodSaying(1),
        when=no_combat,  # "not usable during combat"
        targets=any_target(
            Minions("yours", vampire=True, kind=in_sect("sabbat")),
            Uncontrolled(kind=in_sect("sabbat")),
        ),
        lock=True,
    ),
)
event(WATCHTOWER, "enter-play", BurnedWhenAnother("Watchtower"))  # "if another watchtower enters play"


# ------------------------------------------------------------------------ Camarilla Threat

card(
    "Camarilla Threat",
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: each Methuselah pays 1 more pool to use a discard phase action",
    ),
)
# "Each Methuselah must pay an additional pool to use a discard phase action to discard a card."
static("Camarilla Threat", DISCARD_COST, const(1), everywhere=True)
abilities(
    "Camarilla Threat",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,  # "Any vampire may"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Snipe Hunt, Overseer, Sabbat Inquisitor

SMALL = all_kinds(is_vampire, capacity_at_most(3))
card(
    "Snipe Hunt",
    Use(
        POLITICAL,
        seq(PutInPlay(), LockEach(SMALL)),
        action=POLITICAL_ACTION,
        text="put in play and lock all vampires with a capacity less than 4: they do not unlock as normal",
    ),
)
rule("Snipe Hunt", core.UNLOCK_RULES, HeldWhileInPlay("Snipe Hunt", SMALL))
event("Snipe Hunt", "master-phase", phase_of("own", BurnCard(say=True)))  # "during your next master phase"

card(
    "Overseer",
    Use(
        POLITICAL,
        TitleCard("magaji"),  # "put this card on the acting Laibon to represent the Laibon title of magaji"
        action=POLITICAL_ACTION,
        text="put this card on this Laibon: the title of magaji",
    ),
    requires=minion_is(all_kinds(in_sect("laibon"), capacity_at_least(5))),
    requires_text="Requires a Laibon with a capacity above 4",
)
rule("Overseer", VOTE_CHANGES, KindVotesIn("Overseer", of_clan("Guruhi"), 1))  # "each Guruhi gets one additional vote"
# "Any votes or ballots any magaji cast in favor of this referendum are ignored": they cannot cast for.
rule("Overseer", core.CAST_ALLOWED, IgnoredInFavour("Overseer", with_title("magaji")))

INQUISITOR = "Sabbat Inquisitor"
card(
    INQUISITOR,
    Use(
        POLITICAL,
        PutOn("target"),  # "This vampire is an Inquisitor"
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=all_kinds(in_sect("sabbat"), not_kind(bearing(INQUISITOR))))),
        text="choose a Sabbat vampire who is not an Inquisitor: put this card on it: +1 bleed",
    ),
    requires=has_title("archbishop", "cardinal", "regent"),
    requires_text="Requires a ready archbishop, cardinal or regent",
)
static(INQUISITOR, "bleed", on_bearer(1))
abilities(
    INQUISITOR,
    Ability(
        "look at the top card of a Methuselah's crypt as a (D) action: burn it if it is a vampire with Blood Sorcery",
        MINION_PHASE,
        LookAtTopOfCrypt("tha"),
        targets=other_methuselahs,
        action=ActionSpec(directed=True),
        user="host",
        by="host",
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, minion_is(in_sect("sabbat"))),  # "Any Sabbat vampire may"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Beyond Reproach, Tribunal Judgment, Sweeper, Fanfare for Elysium

PRIMOGEN = with_title("primogen")
card(
    "Beyond Reproach",
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: primogen cannot attempt political actions and get 1 less vote during them",
    ),
    requires=has_title("prince"),
    requires_text="Requires a prince",
)
rule("Beyond Reproach", core.TARGET_RULES, NoPoliticalActionBy("Beyond Reproach", PRIMOGEN))
static("Beyond Reproach", "votes", VotesDuringPolitical("Beyond Reproach", PRIMOGEN, -1), everywhere=True)
abilities(
    "Beyond Reproach",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,  # "a referendum called by any vampire"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)

card(
    "Tribunal Judgment",
    Use(
        POLITICAL,
        DamageForVotes(),
        action=POLITICAL_ACTION,
        targets=recent_voter_terms,
        text="choose a vampire who cast votes in the most recent referendum: it takes that many damage",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)

card(
    "Sweeper",
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(Minions("any", vampire=True, kind=anarch_minion)),
        text="choose a ready Anarch: put this card on it: look at the top card of each library in your unlock phase",
    ),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)
unlock_event("Sweeper", "own", LookAtLibraryTops())

card(
    "Fanfare for Elysium",
    levels(
        "mel",
        Use(
            POLITICAL,
            BloodToChosen(1),
            action=POLITICAL_ACTION,
            targets=up_to_five_older,
            text="choose up to five older vampires: each gains 1 blood",
        ),
        Use(
            POLITICAL,
            seq(BloodToChosen(1), PutInPlay()),
            action=POLITICAL_ACTION,
            targets=up_to_five_older,
            text="choose up to five older vampires: each gains 1 blood; put this card in play",
        ),
    ),
)
abilities(
    "Fanfare for Elysium",
    Ability("burn this card before range is determined to end a combat", BEFORE_RANGE, seq(BURN_THIS, EndCombat())),
)


# ------------------------------------------------------------------------ National Guard Support, Lextalionis

NGS = "National Guard Support"
card(
    NGS,
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        when=none_in_play(NGS),  # "You may not play this card if another National Guard Support is in play"
        text="put in play: minions get -1 stealth on directed actions",
    ),
    requires=minion_is(titled_vampire),
    requires_text="Requires a titled vampire",
)
rule(NGS, core.STEALTH_MODS, DirectedStealthWhileInPlay(NGS, -1))
unlock_event(NGS, "own", CounterEachUnlock(1))  # "During your unlock phase, put a counter on this card"
abilities(
    NGS,
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,  # "Any vampire can"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)
rule(NGS, REFERENDUM_OPENS, CountersVoteFor(NGS))  # "each counter represents a vote in favor of burning"

card(
    "Lextalionis",
    Use(
        POLITICAL,
        LockAllHeld(),
        action=POLITICAL_ACTION,
        targets=vp_since_last_turn,
        text="choose a Methuselah who received a victory point since your last turn: all their minions lock and stay locked",
    ),
)


# ------------------------------------------------------------------------ Masquerade Enforcement

card(
    "Masquerade Enforcement",
    Use(
        POLITICAL,
        PutInPlay(),
        action=POLITICAL_ACTION,
        text="put in play: moving a vampire from uncontrolled to controlled costs 1 more pool",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)
event("Masquerade Enforcement", "enter-play", PoolForBringing(1))
abilities(
    "Masquerade Enforcement",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, minion_is(in_sect("camarilla"))),  # "Any Camarilla vampire can"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ The Eldest Command Undeath

ELDEST = "The Eldest Command Undeath"
card(
    ELDEST,
    Use(
        POLITICAL,
        BurnTarget(),
        action=POLITICAL_ACTION,
        targets=terms(prey_below_x_terms),
        text="choose a vampire of your prey with capacity less than X: it is burned",
    ),
    requires=minion_is(in_sect("laibon")),
    requires_text="Requires a Laibon",
)
rule(ELDEST, core.TARGET_RULES, XBelow(ELDEST))
rule(ELDEST, NO_GAIN_ACTIONS, NoBloodGainIn(ELDEST))  # "This acting vampire cannot gain blood this action"


# ------------------------------------------------------------------------ Sabbat Threat, Deploy the Hand

card(
    "Sabbat Threat",
    Use(
        POLITICAL,
        MethuselahCounter("threat", most=2),  # "A Methuselah may never have more than two threat counters"
        action=POLITICAL_ACTION,
        targets=methuselah_sets,
        text="each chosen Methuselah gets a threat counter: 1 pool burned each unlock phase for each",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)

card(
    "Deploy the Hand",
    Use(
        POLITICAL,
        MethuselahCounter("target", most=1),
        action=POLITICAL_ACTION,
        targets=without_counter,
        text="each chosen Methuselah gets a target counter: a ready minion of theirs takes 2 damage each unlock phase",
    ),
    requires=has_title("archbishop", "cardinal", "regent"),
    requires_text="Requires a ready archbishop, cardinal or regent",
)


# ------------------------------------------------------------------------ The Secret Must Be Kept

card(
    "The Secret Must Be Kept",
    Use(
        POLITICAL,
        BurnChosenAndPool(1),
        action=POLITICAL_ACTION,
        targets=ally_or_retainer_terms("magaji"),
        text="choose an ally or retainer (two for a magaji): burned, and its controller burns 1 pool",
    ),
    requires=minion_is(in_sect("laibon")),
    requires_text="Requires a Laibon",
)


# ------------------------------------------------------------------------ Persona Non Grata

PNG = "Persona Non Grata"
card(
    PNG,
    Use(
        POLITICAL,
        PutOn("target"),
        action=POLITICAL_ACTION,
        targets=terms(
            Minions(
                "any",
                vampire=True,
                kind=all_kinds(any_kind(not_kind(titled_vampire), anarch_minion), not_kind(bearing(PNG))),
            )
        ),  # "A vampire can have only one Persona Non Grata"
        text="choose a non-titled or Anarch vampire: it gains no non-Anarch title and gets -1 stealth on directed actions",
    ),
    requires=minion_is(titled_vampire),
    requires_text="Requires a titled vampire",
)
rule(PNG, TITLE_RULES, OnlySectTitles(PNG, "anarch"))  # "This vampire cannot gain a non-Anarch title"
rule(PNG, core.STEALTH_MODS, BearerDirectedStealth(PNG, -1))  # "-1 stealth on directed actions"


# ------------------------------------------------------------------------ Praxis Solomon

card(
    "Praxis Solomon",
    Use(
        POLITICAL,
        ChosenYield(),
        action=POLITICAL_ACTION,
        targets=yielders,  # "Only usable if at least one card is contested"
        text="for each contested card, choose which Methuselah yields it",
    ),
)


# ------------------------------------------------------------------------ ante: never played here

for _name in ("Cunctator Motion", "High Stakes"):
    card(
        _name,
        Use(
            POLITICAL,
            action=POLITICAL_ACTION,
            when=playing_for_ante,  # "Only usable if playing for ante"
            text="only usable if playing for ante (never here)",
        ),
    )


# ------------------------------------------------------------------------ Reversal of Fortunes

card(
    "Reversal of Fortunes",
    Use(POLITICAL, ReversePlay(), action=POLITICAL_ACTION, text="the direction of play is reversed"),
)


# ------------------------------------------------------------------------ Hiding in the Open

HIDING = "Hiding in the Open"
card(
    HIDING,
    Use(
        POLITICAL,
        PutOn("by"),  # "put this card on the acting Laibon"
        action=POLITICAL_ACTION,
        when=only_one_on(HIDING),  # "A minion may have only one Hiding in the Open"
        text="put this card on this Laibon: +1 bleed; no card requiring a non-Laibon title on or around it",
    ),
    requires=minion_is(in_sect("laibon")),
    requires_text="Requires a Laibon",
)
static(HIDING, "bleed", on_bearer(1))
rule(HIDING, core.TARGET_RULES, NoTitleCardsAround(HIDING))
