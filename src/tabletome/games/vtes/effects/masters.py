"""Locations (VT-CARD-34): master cards that stay in play and may be used again and again.

A location is played in its controller's master phase (VT-CARD-32) and stays in play
(:func:`~.vocab.uses.put_location`); its controller uses it (VT-CARD-33). "Lock this card to ..." is an
:class:`Ability` with ``lock=True`` (VT-TERM-14); "+1 stealth" only when needed, on the acting minion
(VT-STL-04), "+N intercept" only when needed, on the blocking minion (VT-STL-05); "as a vampire
announces" is the moment ``announce`` (VT-ANN-04); "during X, do Y" at most once per X (VT-TERM-13).
A stealable location is an ability any Methuselah's minion uses as a (D) action directed at the
location's controller (VT-ACT-01, VT-TERM-08: :func:`~.vocab.inplay.steal_ability`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .. import ops
from ..combat import current_combat
from ..hooks import (
    ACTION,
    ALLY,
    CARDS,
    COMBAT,
    EQUIPMENT,
    GRANT_WHEN,
    GRANTS,
    LISTENERS,
    MASTER,
    OOT,
    RETAINER,
    Ability,
    ActionSpec,
    Ctx,
    Play,
    Use,
)
from ..impulse import ask
from ..model import facts
from ..play import cancel_played, cost_of, stays
from ..politics import BEFORE_REFERENDUM
from ..state import CENTRE, VTESState
from ..stats import capacity, is_anarch, is_vampire
from . import core
from .vocab.action import (
    ActorBurnsBlood,
    Bleed,
    BlockerIntercept,
    BurnEdge,
    Corrupt,
    EndAction,
    Lock,
    LockAllTargets,
    ReduceBleed,
    Stealth,
    TargetBurnsBlood,
    Unlock,
    action_of,
    own_vampire_and_prey_minion,
)
from .vocab.combat import FIGHT, EndCombat
from .vocab.inplay import (
    BLOOD_FOR_BLEED,
    BURN_THIS,
    NEW_KIND_EVENTS,
    STEAL,
    STEAL_THIS,
    ActorBloodToCounters,
    AddBloodSaying,
    AddCounter,
    AshToLibraryBottom,
    BleedingWithBlood,
    BlockerNoLock,
    BloodForBleed,
    BloodToPool,
    BurnCounter,
    BurnCounters,
    BurnThis,
    CloseEachRound,
    CloseIfBlocked,
    CombatBeforeReferendum,
    CounterOnNewKind,
    CounterOnTarget,
    CountersForVotes,
    CountersOverCapacity,
    CountersPaid,
    CountersPayCost,
    CountersToChosen,
    CountersToPool,
    CounterToPoolEachUnlock,
    DamageActor,
    EquipFromAsh,
    Feed,
    FeedFromCounters,
    GrantBloodForBleed,
    InterceptDefendingKind,
    KindGets,
    LockOnContractLeaving,
    LockReducer,
    LockToReduce,
    MayDrawOnBleed,
    MoveBetween,
    PlainEquipmentCheaper,
    PoolToController,
    PoolToCounters,
    PressForYours,
    PreyBurnsLibrary,
    PutInPlayCapacity,
    PutInPlayPerKind,
    RemovedForPool,
    TypeCostsWhileInPlay,
    UnlockCardHeld,
    UnlockToEquip,
    VotesPerCounter,
    VotesPerKind,
    action_requires,
    actor_blood_amounts,
    between_two,
    between_two_of,
    burn_this_action,
    burn_with_bearer_torpor,
    card_in_play,
    const,
    controls,
    controls_no_copy,
    controls_no_ready_kind,
    counters_below,
    equip_from_hand_targets,
    first_line,
    has_counters,
    hunting_ground,
    hunting_ground_targets,
    influence_location,
    intercept_location,
    is_action_play,
    is_location,
    library_cards_in_ash,
    lock_own_for_stealth,
    locked_cards_you_control,
    minion_card_requiring,
    no_action,
    not_its_controller,
    note_unlocked_at_start,
    of_another,
    of_another_with_counters,
    oldest_ready_vampires,
    own_locations_with_counters,
    own_targeted,
    pool_amounts,
    prince_of,
    removable_for_pool,
    sides_and_counters,
    steal_ability,
    stealth_location,
    was_unlocked_at_turn_start,
    who_hunted,
    with_counter_amounts,
    your_minion_in_combat,
)
from .vocab.kinds import (
    acting,
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    any_minion,
    blocking,
    blood_at_least,
    blood_at_most,
    capacity_at_least,
    city_titled,
    combat_between,
    controls_ready,
    has_discipline,
    has_trait,
    in_sect,
    in_torpor,
    minion_is,
    not_kind,
    of_clan,
    on_path,
    titled_camarilla,
    titled_vampire,
    vampire_trait,
    with_title,
    wounded_ally,
)
from .vocab.minion import (
    AddBlood,
    AshToFaceDown,
    BurnBlood,
    BurnTarget,
    DiscardAsked,
    FaceDownToLibraryTop,
    GainPool,
    HandSizeThisTurn,
    InTurn,
    LeaveTorpor,
    MoreTransfers,
    PayPool,
    PhaseActions,
    PutInPlay,
    PutOn,
    SearchToHand,
    SpendPhaseAction,
    StealMinion,
    ask_private,
    cards_on_this,
    distinct_slugs,
    own_ash_library_cards,
    use_key,
    weapon_card,
)
from .vocab.pays import PoolLostToCounters, PoolOrBloodThen, can_pay, unlock_event
from .vocab.politics import (
    CountersToVotes,
    MethuselahVotes,
    ReferendumFails,
    VotesEach,
    VotesForPool,
    may_call_referendum,
    own_in_terms,
    sides_and_pool,
    vampire_and_counters,
)
from .vocab.prims import code, seq
from .vocab.registry import abilities, card, card_id, event, hook, hook_while_on_table, on, rule, static
from .vocab.targets import (
    OTHERS_READY_MINION,
    READY_VAMPIRE_YOU_CONTROL,
    Args,
    Minions,
    Uncontrolled,
    sides,
    torpor_of,
    uncontrolled_of,
)
from .vocab.uses import put_location
from .vocab.when import (
    ACTION_STAGES,
    AFTER,
    ANNOUNCE,
    ANY_TIME,
    BEFORE_RANGE,
    BLOCK_ATTEMPT,
    DISCARD,
    INFLUENCE,
    MASTER_ANY,
    MASTER_PHASE,
    MINION_ANY,
    MINION_PHASE,
    POLL,
    PRESS,
    UNLOCK,
    YOUR_TURN,
    all_of,
    before_votes,
    bleeding_you,
    block_attempted,
    directed_at_you,
    during_bleed,
    has_blood,
    has_edge,
    has_hand,
    has_phase_action,
    has_pool,
    not_first_action,
    once_per_turn,
    political_polling,
    polling,
    referendum,
    successful,
)

# ------------------------------------------------------------------------ hunting grounds

HUNTING_GROUNDS = (
    "Academic Hunting Ground",
    "Asylum Hunting Ground",
    "Biotech Company Hunting Ground",
    "Library Hunting Ground",
    "Park Hunting Ground",
    "Political Hunting Ground",
    "Slum Hunting Ground",
    "Society Hunting Ground",
    "Temple Hunting Ground",
    "Underworld Hunting Ground",
    "University Hunting Ground",
    "Uptown Hunting Ground",
    "Warzone Hunting Ground",
    "Zoo Hunting Ground",
    # archive cards (issue 37): "During your unlock phase, you may move 1 blood from the blood bank to a
    # ready vampire you control" is the same rule in older words.
    "Amusement Park Hunting Ground",
    "Base Hunting Ground",
    "Campground Hunting Ground",
    "Corporate Hunting Ground",
    "Fetish Club Hunting Ground",
    "Institution Hunting Ground",
    "Morgue Hunting Ground",
    "Port Hunting Ground",
    "Shanty Town Hunting Ground",
)

for _name in HUNTING_GROUNDS:
    card(_name, put_location("unique location, hunting ground"))
    abilities(_name, hunting_ground("a ready vampire you control gains 1 blood"))


card(
    "Carfax Abbey",
    put_location("unique location, hunting ground"),
    requires=controls_ready(anarch_minion),
    requires_text="Requires a ready Anarch",
)
abilities(
    "Carfax Abbey",
    hunting_ground(
        "a ready Anarch you control gains 1 blood (with a ready baron, another one as well)",
        anarch_minion,
        another_if=with_title("baron"),
    ),
)

card(
    "Papillon",
    put_location("unique location, hunting ground"),
    requires=controls_ready(city_titled),
    requires_text="Requires a ready vampire with a city title",
)
abilities("Papillon", hunting_ground("a ready titled vampire you control gains 2 blood", titled_vampire, 2))

card("Palace Hunting Ground", put_location("unique location, hunting ground"))
abilities(
    "Palace Hunting Ground",
    # "Not usable to move a blood to a Guruhi with no blood."
    hunting_ground(
        "a ready Guruhi you control with blood gains 1 blood", all_kinds(of_clan("Guruhi"), blood_at_least(1))
    ),
)

card(
    "Gurchon Hall",
    put_location("unique location, hunting ground"),
    requires=controls_ready(with_title("cardinal", "regent")),
    requires_text="Requires a ready cardinal or regent",
)
abilities(
    "Gurchon Hall",
    # "Each of the two oldest ready vampires you control": two needed (PIB 20130221); ties are the
    # controller's choice; one that fed from another hunting ground this turn gains nothing.
    Ability(
        "move 1 blood from the blood bank to each of the two oldest ready vampires you control",
        UNLOCK,
        Feed(1),
        targets=oldest_ready_vampires(2),
        once="turn",
    ),
)


# ---- Meditative Grove: a hunting ground that cancels frenzy cards played on Salubri

salubri = of_clan("Salubri")


def played_on(s: VTESState, p: Play) -> list[int]:
    """The minions a card is played on: its targets, and for a combat card the opposing minion."""
    out = [t for t in p.targets if isinstance(t, int) and t in s.minions]
    c = current_combat(s)
    if p.card >= 0 and CARDS[p.card].uses[p.use].as_ == COMBAT and c is not None and p.by in (c.a, c.b):
        out.append(c.other(p.by))
    return out


def frenzy_on_your_salubri(s: VTESState, seat: int, p: Play) -> bool:
    cd = CARDS.get(p.card)
    if cd is None or "frenzy" not in cd.kinds or p.seat == seat:
        return False
    return any(salubri(s, v) and s.controller(v) == seat for v in played_on(s, p))


def grove_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return ctx.played is not None and frenzy_on_your_salubri(s, seat, ctx.played)


def grove_cancels(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """Opens the "as played" window (VT-CARD-17) for the controller of an unlocked Meditative Grove."""
    grove = meditative_grove_id()
    return any(s.placed[u].card == grove and not s.placed[u].locked for u in s.inplay[seat]) and frenzy_on_your_salubri(
        s, seat, p
    )


@cache
def meditative_grove_id() -> int:
    return card_id("Meditative Grove")


def cancel_it(s: VTESState, p: Play) -> None:
    """The card is cancelled; its cost is still paid (VT-TERM-18)."""
    cancel_played(s)


card("Meditative Grove", put_location("unique location, hunting ground"))
abilities(
    "Meditative Grove",
    hunting_ground("a ready Salubri you control gains 1 blood", salubri),
    Ability(
        "cancel a frenzy card as it is played on a Salubri you control (cost is still paid)",
        frozenset(("as-played",)),
        code(cancel_it, tags=("cancel",)),
        when=grove_when,
        lock=True,
    ),
)
hook_while_on_table("Meditative Grove", core.CANCELLERS, grove_cancels)


# ------------------------------------------------------------------------ +1 stealth, +N intercept

for _name, _text, _kind, _yours in (
    ("Anarch Railroad", "give an Anarch +1 stealth", anarch_minion, False),
    ("Backways", "give a Gangrel you control +1 stealth", of_clan("Gangrel"), True),
    ("Elysian Fields", "give a Lasombra you control +1 stealth", of_clan("Lasombra"), True),
    ("Fortune Teller Shop", "give a Ravnos +1 stealth", of_clan("Ravnos"), False),
    ("Opium Den", "give a Follower of Set you control +1 stealth", of_clan("Ministry"), True),
    ("The Labyrinth", "give a Nosferatu you control +1 stealth", of_clan("Nosferatu"), True),
):
    card(_name, put_location(f"unique location: lock to {_text}"))
    abilities(_name, stealth_location(_text, _kind, yours=_yours))

card("Market Square", put_location("unique location: lock to give an Assamite you control +1 intercept"))
abilities(
    "Market Square",
    intercept_location("give an Assamite you control +1 intercept", 1, blocking(of_clan("Banu Haqim"), yours=True)),
)

card("Channel 10", put_location("unique location: lock to give a minion you control +2 intercept"))
abilities(
    "Channel 10",
    intercept_location(
        "give a minion you control +2 intercept (not during the first action in a minion phase)",
        2,
        all_of(blocking(any_minion, yours=True), not_first_action),
    ),
)

card("KRCG News Radio", put_location("unique location: lock to give a minion +1 intercept"))
abilities(
    "KRCG News Radio",
    intercept_location("give a minion you control +1 intercept", 1, blocking(any_minion, yours=True)),
    Ability(
        "burn 1 pool to give a minion controlled by another Methuselah +1 intercept",
        frozenset(("B",)),
        seq(PayPool(1), BlockerIntercept(1)),
        when=all_of(blocking(any_minion, yours=False), has_pool(1)),
        lock=True,
        needs="intercept",
    ),
)


# ------------------------------------------------------------------------ as an action is announced

card("Creepshow Casino", put_location("unique location: lock to give +1 stealth to an undirected action"))
abilities(
    "Creepshow Casino",
    Ability(
        "give a vampire you control announcing an undirected action +1 stealth, even if not yet needed",
        ANNOUNCE,
        Stealth(1),
        when=acting(is_vampire, yours=True, undirected=True),
        lock=True,
    ),
)


ANARCH_BLEEDING = acting(anarch_minion, yours=True, bleed=True)


card("Club Illusion", put_location("unique location: an Anarch bleeding can burn 1 blood for +1 bleed"))
abilities(
    "Club Illusion",
    Ability(
        "the Anarch announcing a bleed burns 1 blood: +1 bleed during that action",
        ANNOUNCE,
        seq(ActorBurnsBlood(1), Bleed(1)),
        when=acting(anarch_minion, yours=True, bleed=True, blood=1),  # the Anarch's controller uses it
        once="action",
        user="any",  # "An Anarch can ...": any Methuselah's Anarch, not only its controller's
    ),
)


# ---- Warsaw Station

nosferatu = of_clan("Nosferatu")


def warsaw_lock(s: VTESState, p: Play) -> None:
    """Remember the action: after its resolution, if successful, the acting Nosferatu unlocks."""
    a = action_of(s)
    if a is not None:
        s.marks[("warsaw station", a.serial)] = a.actor


def warsaw_unlock(s: VTESState, info: dict[str, Any]) -> None:
    """After the action (and its referendum, if any) ends: unlock the acting vampire if the action
    succeeded and it is still a Nosferatu; this holds even if Warsaw Station has left play
    (LSJ 20090216, ANK 20250120)."""
    course = info.get("course")
    if course is None:
        return
    uid = s.marks.pop(("warsaw station", course.serial), None)
    if uid is not None and course.successful and uid in s.minions and nosferatu(s, uid):
        ops.unlock(s, uid)
        ops.say(s, N_("Warsaw Station unlocks {minion}."), minion=ops.label(s, uid))


on("Warsaw Station", "action-end", warsaw_unlock)

card("Warsaw Station", put_location("unique location"))
abilities(
    "Warsaw Station",
    Ability(
        "lock as a Nosferatu announces an undirected action: if successful, unlock them after resolution",
        ANNOUNCE,
        code(warsaw_lock, unlock=True),
        when=acting(nosferatu, undirected=True),
        lock=True,
    ),
    Ability(
        "burn this card (even if locked) to move a Nosferatu in torpor to the ready region",
        YOUR_TURN,
        seq(BurnThis(), LeaveTorpor()),
        targets=torpor_of(nosferatu),
    ),
)


# ------------------------------------------------------------------------ the influence phase

for _name, _clan, _text in (
    ("Arcane Library", "Tremere", "add 1 blood to a Tremere in your uncontrolled region"),
    ("Art Museum", "Toreador", "add 1 blood to a Toreador in your uncontrolled region"),
    ("Ecoterrorists", "Gangrel", "add 1 blood to a Gangrel in your uncontrolled region"),
):
    card(_name, put_location(f"unique location: lock to {_text}"))
    abilities(_name, influence_location(_text, of_clan(_clan)))


# ------------------------------------------------------------------------ referendums

card("Elysium: The Palace of Versailles", put_location("unique location: +1 vote to your titled Camarilla"))
abilities(
    "Elysium: The Palace of Versailles",
    Ability(
        "give each titled Camarilla vampire you control +1 vote",
        POLL,
        VotesEach(titled_camarilla, 1),
        # The polling step of a political action (not a blood hunt, VT-DIAB-09).
        when=all_of(referendum, controls_ready(titled_camarilla)),
        lock=True,
    ),
)

card("Ventrue Headquarters", put_location("unique location: lock for +3 votes"))
# +3 votes for the Methuselah, cast on the chosen side (VT-VOTE-12).
abilities("Ventrue Headquarters", Ability("get +3 votes", POLL, MethuselahVotes(3), targets=sides, lock=True))

card(
    "The Black Throne",
    put_location("unique location: lock for +2 votes; lock for 1 pool as a contracted minion leaves"),
)
abilities("The Black Throne", Ability("get +2 votes", POLL, MethuselahVotes(2), targets=sides, lock=True))
rule(
    "The Black Throne",
    LISTENERS.setdefault("leave-ready", []),
    LockOnContractLeaving("The Black Throne", all_kinds(is_vampire, of_clan("Banu Haqim"))),  # "an Assamite"
)


# ------------------------------------------------------------------------ torpor: Chantry

tremere = of_clan("Tremere")


card("Chantry", put_location("unique location"))
abilities(
    "Chantry",
    Ability(
        "burn 1 pool or 1 blood from a ready Tremere you control: move a Tremere from torpor to the ready region",
        MASTER_PHASE,
        PoolOrBloodThen(tremere, LeaveTorpor()),
        when=can_pay(tremere),
        targets=torpor_of(tremere),  # any controller's
        lock=True,
    ),
)


# ------------------------------------------------------------------------ cards in hand


card("The Barrens", put_location("unique location: lock to discard a card and draw"))
abilities(
    "The Barrens",
    Ability("discard a card (draw up afterward)", YOUR_TURN, DiscardAsked(), when=has_hand, lock=True),
)


# ---- Garibaldi-Meucci Museum

REQUIRES = re.compile(r"\bRequires? ([^.]*)\.")
ANARCH_WORD = re.compile(r"(?<!non-)(?<!non )\b(?:anarch|baron)", re.IGNORECASE)
MAKES_ANARCH = re.compile(r"\bbecomes? (?:an )?Anarch\b", re.IGNORECASE)


@cache
def requires_anarch(card_: int) -> bool:
    """A card whose requirements explicitly include Anarch or baron; "non-Anarch" and other negative
    requirements do not count (ANK 20250320, LSJ 20080603, LSJ 20050128)."""
    return any(ANARCH_WORD.search(req) for req in REQUIRES.findall(facts(card_).text))


@cache
def makes_anarch(card_: int) -> bool:
    return bool(MAKES_ANARCH.search(facts(card_).text))


def garibaldi_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A card requiring an Anarch in your ash heap (public, VT-TERM-04)."""
    if s.pool[seat] < 1 or not s.hand[seat]:
        return
    for slug in distinct_slugs([c for c in s.ash[seat] if requires_anarch(c)]):
        yield (slug,)


def garibaldi_exchange(s: VTESState, p: Play) -> None:
    """Burn 1 pool; the card from hand is chosen privately, then the two are exchanged."""
    ops.burn_pool(s, p.seat, 1)
    if not s.in_game(p.seat):
        return
    choices = [Action("choose", (slug,)) for slug in distinct_slugs(s.hand[p.seat])]
    question = said(N_("Garibaldi-Meucci Museum: the card from your hand to exchange for {x}."), x=p.targets[0])
    ask(s, p.seat, question, choices, exchanged, (p.seat, p.targets[0]), public=False)


def exchanged(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, wanted = int(args[0]), str(args[1])
    mine = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    theirs = next((c for c in s.ash[seat] if facts(c).slug == wanted), None)
    if mine is None or theirs is None:
        return
    ops.take_from_hand(s, seat, mine)
    s.ash[seat].append(mine)
    s.ash[seat].remove(theirs)
    s.hand[seat].append(theirs)
    for viewer in range(s.players):
        if viewer != seat:
            s.known[viewer][seat] = (*s.known[viewer][seat], theirs)  # it came from a public ash heap
    s.reveals += 1
    ops.say(
        s,
        N_("{seat} exchanges {card} for {card2} from the ash heap."),
        seat=ops.who(s, seat),
        card=facts(mine).name,
        card2=facts(theirs).name,
    )


card("Garibaldi-Meucci Museum", put_location("unique location"))
abilities(
    "Garibaldi-Meucci Museum",
    Ability(
        "burn 1 pool: exchange a card from your hand for a card requiring an Anarch in your ash heap",
        UNLOCK,
        code(garibaldi_exchange, tags=("exchange",)),
        targets=garibaldi_targets,
        lock=True,
    ),
    Ability(
        "end a combat involving an Anarch you control and another Anarch",
        frozenset(("before-range",)),
        EndCombat(),
        when=combat_between(anarch_minion),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ stealable locations

# ---- Powerbase: Los Angeles


def powerbase_la(s: VTESState, p: Play) -> None:
    """+1 discard phase action (VT-DISC-01); the next discard of a card requiring an Anarch or
    making a vampire Anarch this phase is taken as that action."""
    s.phase_actions += 1
    s.marks[("powerbase los angeles", p.seat)] = True


def powerbase_discarded(s: VTESState, info: dict[str, Any]) -> None:
    seat, card_ = int(info["seat"]), int(info["card"])
    if ("powerbase los angeles", seat) not in s.marks or not (requires_anarch(card_) or makes_anarch(card_)):
        return
    del s.marks[("powerbase los angeles", seat)]
    locked = [uid for _t, uid, m in s.all_ready() if m.locked and is_anarch(s, uid)]
    if locked:
        choices = [Action("choose", (uid,)) for uid in locked] + [Action("decline")]
        ask(s, seat, N_("Powerbase: Los Angeles: unlock a ready Anarch?"), choices, unlock_chosen)


def unlock_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb == "choose" and action.args[0] in s.minions:
        ops.unlock(s, int(action.args[0]))
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, int(action.args[0])))


on("Powerbase: Los Angeles", "discard-action", powerbase_discarded)

card("Powerbase: Los Angeles", put_location("unique location"))
abilities(
    "Powerbase: Los Angeles",
    Ability("get +1 discard phase action", frozenset(("discard",)), code(powerbase_la), lock=True),
    steal_ability("steal this location", anarch_minion),
)


# ---- Powerbase: Montreal

card("Powerbase: Montreal", put_location("unique location"))
abilities(
    "Powerbase: Montreal",
    Ability(
        "add 1 blood to a vampire in your uncontrolled region",
        INFLUENCE,
        AddBloodSaying(1),
        targets=uncontrolled_of(is_vampire),
        once="turn",
    ),
    steal_ability("steal this location", is_vampire),
)


# ---- The Rack: the chosen vampire is kept on the card (``data``)


def rack_choices(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A ready vampire you control (``none`` if you control none)."""
    found = False
    for v, _m in s.ready_minions(seat):
        if is_vampire(s, v):
            found = True
            yield (v,)
    if not found:
        yield ("none",)


def rack_played(s: VTESState, p: Play) -> None:
    chosen = p.targets[0] if p.targets and isinstance(p.targets[0], int) else -1
    ops.put_in_play(s, p.card, p.seat, mode=use_key(p), data=(chosen,))
    stays(s)


def rack_chosen_of(s: VTESState, src: int) -> int:
    data = s.placed[src].data
    return int(data[0]) if data else -1


def rack_steal(s: VTESState, p: Play) -> None:
    """Stolen: the new controller chooses a ready vampire they control (public choice)."""
    STEAL_THIS(s, p)
    if p.source not in s.placed or s.placed[p.source].controller != p.seat:
        return
    s.placed[p.source] = s.placed[p.source]._replace(data=(-1,))
    choices = [Action("choose", (v,)) for v, _m in s.ready_minions(p.seat) if is_vampire(s, v)]
    ask(s, p.seat, N_("The Rack: choose a ready vampire you control."), choices, rack_choose, (p.source,))


def rack_choose(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src = int(args[0])
    if src in s.placed:
        s.placed[src] = s.placed[src]._replace(data=(int(action.args[0]),))


def rack_gains_here(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """The chosen vampire, ready or in torpor (PIB 20150522), controlled by you."""
    v = rack_chosen_of(s, src)
    return v in s.minions and s.controller(v) == seat


def rack_gain(s: VTESState, p: Play) -> None:
    v = rack_chosen_of(s, p.source)
    if v in s.minions:
        ops.add_blood(s, v, 2)
        ops.say(s, N_("{minion} gains 2 blood from The Rack."), minion=ops.label(s, v))


def rack_due(s: VTESState, src: int, seat: int) -> bool:
    pl = s.placed[src]
    v = rack_chosen_of(s, src)
    return seat == pl.controller and v in s.minions and s.controller(v) not in (-1, pl.controller)


def rack_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """A chosen vampire now controlled by another Methuselah gains its 2 blood in the Rack
    controller's unlock phase (its controller's "can" taken, ANK 20200130-2)."""
    v = rack_chosen_of(s, src)
    if rack_due(s, src, info["seat"]):
        ops.add_blood(s, v, 2)
        ops.say(s, N_("{minion} gains 2 blood from The Rack."), minion=ops.label(s, v))


card(
    "The Rack",
    Use(
        MASTER,
        code(rack_played, tags=("put-in-play",)),
        targets=rack_choices,
        text="unique location: choose a ready vampire",
    ),
)
abilities(
    "The Rack",
    Ability("the chosen vampire gains 2 blood", UNLOCK, code(rack_gain, blood=2), when=rack_gains_here, once="turn"),
    steal_ability("steal this location", is_vampire, code(rack_steal, tags=("steal-location",))),
)
event("The Rack", "unlock", rack_unlock, due=rack_due)


# ---- Wasserschloss Anif, Austria: blood kept as counters on the card


def wasserschloss_givers(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A Tremere you control with blood."""
    for v in s.ready[seat] + s.torpor[seat]:
        if tremere(s, v) and s.minions[v].blood >= 1:
            yield (v,)


def wasserschloss_give(s: VTESState, p: Play) -> None:
    uid = p.targets[0]
    if uid in s.minions and s.minions[uid].blood >= 1 and p.source in s.placed:
        s.minions[uid] = s.minions[uid]._replace(blood=s.minions[uid].blood - 1)
        pl = s.placed[p.source]
        s.placed[p.source] = pl._replace(counters=pl.counters + 1)
        ops.say(s, N_("{minion} moves 1 blood to Wasserschloss Anif, Austria."), minion=ops.label(s, uid))


def wasserschloss_has_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return s.placed[src].counters > 0


def wasserschloss_take(s: VTESState, p: Play) -> None:
    uid = p.targets[0]
    pl = s.placed.get(p.source)
    if pl is not None and uid in s.minions:
        s.placed[p.source] = pl._replace(counters=0)
        ops.add_blood(s, uid, pl.counters)
        ops.say(
            s,
            N_("{minion} gets {counters} blood from Wasserschloss Anif, Austria."),
            minion=ops.label(s, uid),
            counters=pl.counters,
        )


WASSERSCHLOSS_BURN = Ability(
    "burn this card (Malkavians get +1 stealth)",
    MINION_PHASE,
    BurnThis(),
    targets=of_another,
    user="any",
    action=STEAL,
)
malkavian = of_clan("Malkavian")


def wasserschloss_stealth(s: VTESState, course: Any) -> int:
    """ "Malkavians get +1 stealth during that action"."""
    ab = course.ability
    uid = course.actor
    return 1 if ab is not None and ab == WASSERSCHLOSS_BURN and uid in s.minions and malkavian(s, uid) else 0


card("Wasserschloss Anif, Austria", put_location("unique location"))
abilities(
    "Wasserschloss Anif, Austria",
    Ability(
        "a Tremere you control moves 1 blood from themselves to this card",
        MASTER_PHASE,
        code(wasserschloss_give, tags=("blood-counters",)),
        targets=wasserschloss_givers,
        once="turn",  # one Tremere each turn (RTR 19960221)
    ),
    Ability(
        "move all counters on this card to a Tremere in your uncontrolled region",
        INFLUENCE,
        code(wasserschloss_take, tags=("blood-counters",)),
        when=wasserschloss_has_counters,
        targets=uncontrolled_of(tremere),
        lock=True,
    ),
    WASSERSCHLOSS_BURN,
)
hook("Wasserschloss Anif, Austria", core.STEALTH_MODS, wasserschloss_stealth)


# ------------------------------------------------------------------------ lasting numbers

card("Elder Library", put_location("unique location: +1 hand size"))
static("Elder Library", "hand size", const(1))

card("Information Highway", put_location("unique location: +2 transfers"))
static("Information Highway", "transfers", const(2))


# ------------------------------------------------------------------------ Carver's Meat Packing and Storage

CARVERS = "Carver's Meat Packing and Storage"
HOSTAGE = "hostage"


@cache
def carvers_id() -> int:
    return card_id(CARVERS)


def carvers_in_play(s: VTESState) -> bool:
    """A copy in some Methuselah's area (a contested copy is out of play, VT-CONT-02)."""
    cid = carvers_id()
    placed = s.placed
    return any(placed[u].card == cid for zone in s.inplay for u in zone)


def hostages(s: VTESState) -> list[int]:
    """The vampires with any hostage counters."""
    return [uid for uid, m in s.minions.items() if m.count(HOSTAGE)]


def take_hostage(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After a vampire with capacity 3 or less goes to torpor, put 1 hostage counter on them"
    (whoever controls them). Such a vampire cannot leave torpor, be rescued or be diablerized: the
    rules skip vampires with hostage counters (actions.py), as do Warsaw Station and Chantry."""
    uid = info.get("uid", -1)
    if uid in s.minions and s.in_torpor(uid) and is_vampire(s, uid) and capacity(s, uid) <= 3:
        ops.add_counters(s, uid, HOSTAGE, 1)
        ops.say(s, N_("{minion} gets a hostage counter ({CARVERS})."), minion=ops.label(s, uid), CARVERS=CARVERS)


def hostage_count_positive(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """Locking with X = 0 would do nothing: offered only with a hostage somewhere (a simplification)."""
    return any(m.count(HOSTAGE) for m in s.minions.values())


def feed_on_hostages(s: VTESState, p: Play) -> None:
    """ "Add X blood to a ready vampire you control, where X is the number of vampires with any
    hostage counters" (counted as it resolves)."""
    uid = p.targets[0]
    n = len(hostages(s))
    if uid in s.minions and n:
        ops.add_blood(s, uid, n)
        ops.say(s, N_("{minion} gets {n} blood ({CARVERS})."), minion=ops.label(s, uid), n=n, CARVERS=CARVERS)


def ransom_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """(a ready vampire of yours with 2 blood to burn, a vampire with hostage counters)."""
    held = hostages(s)
    if not held:
        return
    for v, m in s.ready_minions(seat):
        if m.blood >= 2 and is_vampire(s, v):
            for h in held:
                yield (v, h)


def ransom(s: VTESState, p: Play) -> None:
    """The ready vampire burns 2 blood to burn all the hostage counters of the chosen vampire."""
    payer, held = p.targets
    if payer in s.minions:
        ops.burn_blood(s, payer, 2)
    if held in s.minions and s.minions[held].count(HOSTAGE):
        ops.add_counters(s, held, HOSTAGE, -s.minions[held].count(HOSTAGE))
        ops.say(s, N_("{minion} is no longer a hostage."), minion=ops.label(s, held))


def release_all(s: VTESState) -> None:
    """ "After this card leaves play, burn all the hostage counters"."""
    if carvers_in_play(s):
        return
    for uid in hostages(s):
        ops.add_counters(s, uid, HOSTAGE, -s.minions[uid].count(HOSTAGE))
        ops.say(s, N_("{minion} is no longer a hostage."), minion=ops.label(s, uid))


def carvers_burned(s: VTESState, info: dict[str, Any]) -> None:
    if info.get("card") == carvers_id():
        release_all(s)


def carvers_contested(s: VTESState, info: dict[str, Any]) -> None:
    """A copy entering play may contest the one in play (VT-CONT-02): it leaves play too."""
    uid = info.get("uid", -1)
    if uid in s.placed and s.placed[uid].card == carvers_id():
        release_all(s)


card(CARVERS, put_location("unique location: vampires of capacity 3 or less going to torpor are hostages"))
event(CARVERS, "torpor", take_hostage)
on(CARVERS, "card-burned", carvers_burned)
on(CARVERS, "enter-play", carvers_contested)
abilities(
    CARVERS,
    Ability(
        "add X blood to a ready vampire you control (X: the vampires with hostage counters)",
        MASTER_PHASE,
        code(feed_on_hostages, blood=1),
        when=hostage_count_positive,
        targets=READY_VAMPIRE_YOU_CONTROL,
        lock=True,
    ),
    Ability(
        "a ready vampire burns 2 blood to burn a vampire's hostage counters",
        frozenset(("unlock", "unlock-any")),
        code(ransom, tags=("ransom",)),
        targets=ransom_targets,
        once="turn",  # once each turn, whoever uses it (ANK 20200729)
        user="any",  # "any ready vampire": of any Methuselah
    ),
)


# ------------------------------------------------------------------------ more locations

card(
    "Monastery of Shadows",
    put_location("unique location: +1 hand size; lock to give a vampire with capacity 8 or more +1 stealth"),
)
static("Monastery of Shadows", "hand size", const(1))
abilities(
    "Monastery of Shadows",
    stealth_location("give a vampire with capacity 8 or more +1 stealth", capacity_at_least(8), False),
)

card("The Parthenon", put_location("unique location: lock during your master phase: +1 master phase action"))
abilities(
    "The Parthenon",
    Ability("+1 master phase action", MASTER_PHASE, PhaseActions(1), lock=True),
)

card(
    "Ennoia's Theater",
    put_location("unique location: lock: +1 hand size this turn; in your influence phase, +1 transfer"),
)
abilities(
    "Ennoia's Theater",
    Ability("+1 hand size this turn", ANY_TIME, HandSizeThisTurn(1), lock=True),
    Ability("+1 transfer", INFLUENCE, MoreTransfers(1), lock=True),
)

card(
    "Metro Underground",
    put_location("unique location: in your discard phase, lock and burn 1 pool to unlock a vampire you control"),
)
abilities(
    "Metro Underground",
    Ability(
        "burn 1 pool: unlock a vampire you control",
        DISCARD,
        seq(PayPool(1), Unlock(target=True)),
        when=has_pool(1),
        targets=Minions("yours", vampire=True, locked=True),
        lock=True,
    ),
)

card("New Carthage", put_location("unique location: titled Brujah get +1 bleed and +1 vote; Ventrue get -1 vote"))
TITLED_BRUJAH = all_kinds(of_clan("Brujah"), titled_vampire)
static("New Carthage", "bleed", KindGets(1, TITLED_BRUJAH), everywhere=True)
static("New Carthage", "votes", KindGets(1, TITLED_BRUJAH), everywhere=True)
static("New Carthage", "votes", KindGets(-1, of_clan("Ventrue")), everywhere=True)

card("The Hungry Coyote", put_location("unique location: Sabbat vampires you control get +1 hunt"))
static("The Hungry Coyote", "hunt", KindGets(1, in_sect("sabbat"), yours=True), everywhere=True)

card("Twisted Forest", put_location("unique location: lock to give a Gangrel antitribu you control +1 stealth"))
abilities(
    "Twisted Forest",
    stealth_location("give a Gangrel antitribu you control +1 stealth", of_clan("Gangrel antitribu"), True),
)

card("Dummy Corporation", put_location("unique location: burn it to reduce a bleed against you by 2"))
abilities(
    "Dummy Corporation",
    Ability("burn: reduce the bleed by 2", ACTION_STAGES, seq(ReduceBleed(2), BURN_THIS), when=bleeding_you),
)


# ------------------------------------------------------------------------ Powerbase: Savannah


def savannah_combat(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """A combat involving an acting vampire you control."""
    c, a = ctx.combat, ctx.action
    return (
        c is not None
        and a is not None
        and a.actor in (c.a, c.b)
        and a.actor in s.minions
        and is_vampire(s, a.actor)
        and s.controller(a.actor) == seat
    )


def other_unique_locations(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Targets: another unlocked unique location you control (its cost: it locks)."""

    for v in s.inplay[seat]:
        pl = s.placed[v]
        if v != src and not pl.locked and is_location(pl.card) and "unique" in first_line(pl.card).lower():
            yield (v,)


card("Powerbase: Savannah", put_location("unique location: lock another unique location to end combat"))
abilities(
    "Powerbase: Savannah",
    Ability(
        "lock another unique location you control: end combat involving your acting vampire",
        BEFORE_RANGE,
        seq(Lock(target=True), EndCombat()),
        when=savannah_combat,
        targets=other_unique_locations,
    ),
    steal_ability("steal this location", is_vampire),
)


# ------------------------------------------------------------------------ Secure Haven


def is_haven(c: int) -> bool:
    """A card whose first line says "Haven." (a minion can have only one haven)."""
    return "Haven." in facts(c).text.split("\n")[0]


def no_haven(s: VTESState, uid: int) -> bool:
    return not any(p in s.placed and is_haven(s.placed[p].card) for p in s.minions[uid].cards)


def in_haven(s: VTESState, uid: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and any(p in s.placed and s.placed[p].card == SECURE_HAVEN for p in m.cards)


def is_master_play(p: Play) -> bool:
    return p.card >= 0 and CARDS[p.card].uses[p.use].as_ in (MASTER, OOT)


def sheltered(s: VTESState, p: Play) -> list[int]:
    return [t for t in p.targets if isinstance(t, int) and in_haven(s, t)]


def haven_targets(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """ "This minion cannot be the target of other Methuselahs' actions" (a rule of TARGET_RULES;
    actions naming a card on it are allowed, LSJ 19980302-1), and a master card targeting it needs
    the additional pool (TOM 19951208-1: every Methuselah, its controller included)."""

    shelter = sheltered(s, p)
    if not shelter:
        return True
    if any(s.controller(t) != p.seat for t in shelter) and is_action_play(s, p):
        return False
    if is_master_play(p):
        return s.pool[p.seat] >= cost_of(s, p.card, p.x)[1] + len(shelter)
    return True


def haven_cost(s: VTESState, p: Play, use: Use) -> tuple[int, int]:
    """ "Master cards targeting this minion cost 1 additional pool" (not the effects of cards already
    in play, ANK 20221120)."""
    return (0, len(sheltered(s, p))) if is_master_play(p) else (0, 0)


SECURE_HAVEN = card(
    "Secure Haven",
    Use(
        MASTER,
        PutOn("target", data=("location",)),
        # "Put this card on a minion you control", in torpor too (LSJ 20010610); one haven each.
        targets=Minions("yours", "controlled", kind=no_haven),
        text="put on a minion you control: other Methuselahs' actions cannot target it",
    ),
)
hook_while_on_table("Secure Haven", core.TARGET_RULES, haven_targets)
hook("Secure Haven", core.TARGET_COSTS, haven_cost)
event("Secure Haven", "torpor", burn_with_bearer_torpor(say=True))  # "after this minion goes to torpor"


# ------------------------------------------------------------------------ Heidelberg Castle, Germany

card("Heidelberg Castle, Germany", put_location("unique location: move blood, equipment, retainers"))
abilities(
    "Heidelberg Castle, Germany",
    Ability(
        "lock to move blood, equipment and/or retainers between two ready vampires you control",
        ANY_TIME,
        MoveBetween(),
        when=no_action,  # "cannot be used during an action"
        targets=between_two,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ The Shard, London

card("The Shard, London", put_location("unique location: with the Edge, lock to reduce a cost by 2"))
rule("The Shard, London", core.COST_REDUCERS, LockToReduce("The Shard, London", 2, "the-shard", edge=True))
rule("The Shard, London", core.REDUCER_COSTS, LockReducer(), key="the-shard")
abilities(
    "The Shard, London",
    steal_ability("steal this location", all_kinds(is_vampire, not_kind(of_clan("Ventrue")))),
    steal_ability("steal this location (+1 stealth for a Ventrue)", of_clan("Ventrue"), stealth=1),
)


# ------------------------------------------------------------------------ The British Museum, London

card("The British Museum, London", put_location("unique location: +1 hand size; unlock to equip"))
static("The British Museum, London", "hand size", const(1))
rule("The British Museum, London", core.COST_CHANGES, PlainEquipmentCheaper("The British Museum, London"))
abilities(
    "The British Museum, London",
    Ability(
        "the acting minion unlocks to equip with a non-electronic, non-vehicle, non-weapon equipment card from hand",
        AFTER,
        UnlockToEquip(),
        targets=equip_from_hand_targets,
    ),
)


# ------------------------------------------------------------------------ WMRH Talk Radio


def wmrh_note(s: VTESState, p: Play) -> None:
    """Remember the minion given the intercept, for "if that minion does not block the action"."""
    a = action_of(s)
    if a is not None and a.blocker in s.minions:
        s.marks[("this-action", "wmrh", p.source)] = a.blocker


def wmrh_end(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If that minion does not block the action, burn 1 pool after action resolution"."""
    uid = s.marks.get(("this-action", "wmrh", src))
    pl = s.placed.get(src)
    if uid is None or pl is None or info["course"].blocked_by == uid:
        return
    ops.burn_pool(s, pl.controller, 1)
    ops.say(s, N_("{seat} burns 1 pool (WMRH Talk Radio)."), seat=ops.who(s, pl.controller))


card("WMRH Talk Radio", put_location("unique location: lock to give a minion +1 intercept"))
abilities(
    "WMRH Talk Radio",
    Ability(
        "lock to give a minion +1 intercept",
        BLOCK_ATTEMPT,
        seq(BlockerIntercept(1), code(wmrh_note)),
        when=block_attempted,
        lock=True,
        needs="intercept",
    ),
)
event("WMRH Talk Radio", "action-end", wmrh_end)


# ------------------------------------------------------------------------ Alamut

card("Alamut", put_location("unique location: the pool your Assamites bleed becomes votes"))
event("Alamut", "bleed-success", PoolLostToCounters(of_clan("Banu Haqim")))  # "an Assamite you control"
abilities(
    "Alamut",
    Ability(
        "burn X counters from this card to give a vampire you control +X votes",
        POLL,
        CountersToVotes(),
        when=political_polling,  # "during the polling step of a political action"
        targets=vampire_and_counters,
    ),
)


# ------------------------------------------------------------------------ archive cards (issue 37)

SABBAT_VAMPIRE = all_kinds(is_vampire, in_sect("sabbat"))

card(
    "Black Forest Base",
    put_location("unique location: a Sabbat vampire calls a referendum for 2 pool"),
    requires=controls_ready(SABBAT_VAMPIRE),
    requires_text="Requires a ready Sabbat vampire",
)
abilities(
    "Black Forest Base",
    Ability(
        "call a referendum to have your controller gain 2 pool as a +1 stealth political action",
        MINION_PHASE,
        GainPool(2),  # the referendum passed: the acting vampire's controller gains it
        when=all_of(may_call_referendum, minion_is(SABBAT_VAMPIRE)),  # "a Sabbat vampire", anyone's
        action=ActionSpec(stealth=1, political=True),
        user="any",
        once="turn",  # once during each Methuselah's turn, blocked or not (LSJ 20091224, ANK 20180719-4)
    ),
    burn_this_action(when=minion_is(has_trait("changeling")), stealth=1),  # "Changeling allies"
)


# ---- powerbases: blood moved between a vampire and your pool, blood kept on the card

BLOOD_CHOICE = "powerbase-chicago"
card("Powerbase: Chicago", put_location("unique location: blood gathered on the card for your pool"))
abilities(
    "Powerbase: Chicago",
    # "You may move 1 blood from the blood bank to this card or move all the blood on this card to
    # your pool": one or the other, once in the unlock phase.
    Ability(
        "move 1 blood from the blood bank to this card",
        UNLOCK,
        seq(InTurn(BLOOD_CHOICE), AddCounter()),
        when=once_per_turn(BLOOD_CHOICE),
    ),
    Ability(
        "move all the blood on this card to your pool",
        UNLOCK,
        seq(InTurn(BLOOD_CHOICE), CountersToPool()),
        when=all_of(once_per_turn(BLOOD_CHOICE), has_counters),
    ),
    Ability(
        "move all the blood on this card to your pool as a (D) action",
        MINION_PHASE,
        CountersToPool(),
        when=minion_is(is_vampire),  # "a vampire controlled by another Methuselah"
        targets=of_another_with_counters,
        user="any",
        action=STEAL,
    ),
)

GIOVANNI_OR_LAIBON = any_kind(of_clan("Giovanni"), in_sect("laibon"))
card("Powerbase: Cape Verde", put_location("unique location: lock to move 1 blood between a vampire and your pool"))
abilities(
    "Powerbase: Cape Verde",
    Ability(
        "move 1 blood from a ready Giovanni or Laibon you control to your pool",
        MASTER_ANY,
        BloodToPool(1),
        targets=Minions("yours", vampire=True, kind=all_kinds(GIOVANNI_OR_LAIBON, blood_at_least(1))),
        lock=True,
    ),
    Ability(
        "move 1 blood from your pool to a ready vampire you control",
        MASTER_ANY,
        seq(PayPool(1), AddBlood(1)),
        when=has_pool(1),
        targets=READY_VAMPIRE_YOU_CONTROL,
        lock=True,
    ),
    steal_ability("steal this location", all_kinds(is_vampire, GIOVANNI_OR_LAIBON), stealth=1),
)

OBLIVION = has_discipline("obl")
card(
    "Powerbase: Munich",
    put_location("unique location: lock to move 1 blood between a vampire with Oblivion and your pool"),
)
abilities(
    "Powerbase: Munich",
    Ability(
        "move 1 blood from a vampire with Oblivion you control to your pool",
        MASTER_PHASE,
        BloodToPool(1),
        targets=Minions("yours", "controlled", vampire=True, kind=all_kinds(OBLIVION, blood_at_least(1))),
        lock=True,
    ),
    Ability(
        "move 1 blood from your pool to a ready vampire with Oblivion you control",
        MASTER_PHASE,
        seq(PayPool(1), AddBlood(1)),
        when=has_pool(1),
        targets=Minions("yours", vampire=True, kind=OBLIVION),
        lock=True,
    ),
    burn_this_action(when=all_of(minion_is(in_sect("independent")), has_blood(1)), effect=seq(BurnBlood(1), BURN_THIS)),
)

SABBAT_YOURS = Minions("yours", vampire=True, kind=SABBAT_VAMPIRE)
card(
    "Powerbase: Barranquilla",
    Use(
        MASTER,
        PutInPlayCapacity(),
        targets=SABBAT_YOURS,
        text="unique location: put on it as much blood as a ready Sabbat vampire you control has capacity",
    ),
)
abilities(
    "Powerbase: Barranquilla",
    Ability(
        "move 1 blood from this card to your pool",
        UNLOCK,
        CountersToPool(1, burn_empty=True),
        when=has_counters,
        once="turn",
    ),
    burn_this_action(when=minion_is(all_kinds(is_vampire, not_kind(titled_vampire)))),
    burn_this_action(when=minion_is(titled_vampire), stealth=1),  # "titled vampires get +1 stealth"
)

TITLED_SABBAT = all_kinds(titled_vampire, in_sect("sabbat"))
card("Powerbase: Madrid", put_location("unique location: counters give a titled Sabbat vampire votes"))
abilities(
    "Powerbase: Madrid",
    Ability("add 1 counter to this card (3 or fewer on it)", UNLOCK, AddCounter(), when=counters_below(4), once="turn"),
    Ability(
        "give a titled Sabbat vampire +1 vote for each counter on this card",
        POLL,
        VotesPerCounter(),
        when=has_counters,  # "the polling step of any referendum"
        targets=Minions("any", vampire=True, kind=TITLED_SABBAT),
        lock=True,
    ),
    Ability(
        "burn all the counters from this card as a (D) action",
        MINION_PHASE,
        BurnCounters(),
        when=minion_is(is_vampire),  # "vampires controlled by other Methuselahs"
        targets=of_another_with_counters,
        user="any",
        action=STEAL,
    ),
)


HECATA = of_clan("Hecata")
card(
    "Cappadocian Crypt", put_location("unique location: lock for 1 blood to a Hecata after a Hecata or Oblivion action")
)
abilities(
    "Cappadocian Crypt",
    Ability(
        "add 1 blood to a Hecata you control (after a successful action requiring Hecata or Oblivion)",
        AFTER,
        AddBlood(1),
        when=all_of(successful, action_requires(("Hecata",), ("obl",))),  # any minion's action
        targets=Minions("yours", "controlled", vampire=True, kind=HECATA),
        lock=True,
    ),
)

card(
    "Gang Territory",
    put_location("unique location: lock to add 1 blood to a Brujah antitribu in your uncontrolled region"),
)
abilities(
    "Gang Territory",
    influence_location(
        "move 1 blood from the blood bank to a Brujah antitribu in your uncontrolled region",
        of_clan("Brujah antitribu"),
    ),
)

card("Crematorium", put_location("unique location: lock to burn a vampire in torpor with no blood"))
abilities(
    "Crematorium",
    Ability(
        "burn a vampire in torpor with no blood",
        UNLOCK,
        BurnTarget(),
        targets=Minions("any", "controlled", vampire=True, kind=all_kinds(in_torpor, blood_at_most(0))),
        lock=True,
    ),
)

card(
    "Communal Haven: Cathedral", put_location("location: lock to move blood and equipment between two Sabbat vampires")
)
abilities(
    "Communal Haven: Cathedral",
    Ability(
        "transfer equipment and/or move blood between two ready Sabbat vampires you control",
        MASTER_PHASE,
        MoveBetween(),
        targets=between_two_of(SABBAT_VAMPIRE),
        lock=True,
    ),
)


card(
    "Mbare Market, Harare", put_location("unique location: lock to add 1 blood to a Laibon in your uncontrolled region")
)
abilities(
    "Mbare Market, Harare",
    Ability(
        "add 1 blood from the blood bank to a Laibon in your uncontrolled region",
        YOUR_TURN,  # no phase named: whenever you may act in your turn
        AddBloodSaying(1),
        targets=uncontrolled_of(in_sect("laibon")),
        lock=True,
    ),
)

card(
    "Nosferatu Kingdom",
    put_location("unique location: lock to add 1 blood to a Nosferatu antitribu in your uncontrolled region"),
)
abilities(
    "Nosferatu Kingdom",
    influence_location(
        "move 1 blood from the blood bank to a Nosferatu antitribu in your uncontrolled region",
        of_clan("Nosferatu antitribu"),
    ),
)

card("London Evening Star, Tabloid Newspaper", put_location("unique location: lock to give any minion +1 intercept"))
abilities(
    "London Evening Star, Tabloid Newspaper",
    intercept_location("give any minion +1 intercept for the current action", 1, block_attempted),
)

VENTRUE_HQ_IN_PLAY = card_in_play("Ventrue Headquarters")
card(
    "The Mausoleum, Venice", put_location("unique location: lock for +1 vote (+2 without Ventrue Headquarters in play)")
)
abilities(
    "The Mausoleum, Venice",
    Ability(
        "get +1 vote (Ventrue Headquarters is in play)",
        POLL,
        MethuselahVotes(1),
        when=all_of(polling, VENTRUE_HQ_IN_PLAY),  # "the polling step of a political action"
        targets=sides,
        lock=True,
    ),
    Ability(
        "get +2 votes (Ventrue Headquarters is not in play)",
        POLL,
        MethuselahVotes(2),
        when=all_of(polling, card_in_play("Ventrue Headquarters", present=False)),
        targets=sides,
        lock=True,
    ),
)

OTHERS_SABBAT_TAKE = Ability(
    "move all the blood on this card to your pool as a (D) action",
    MINION_PHASE,
    CountersToPool(burn_empty=True),  # "burn this card if it has no blood"
    when=minion_is(SABBAT_VAMPIRE),  # "any Sabbat vampire controlled by another Methuselah"
    targets=of_another_with_counters,
    user="any",
    action=STEAL,
)

card("Powerbase: Mexico City", Use(MASTER, PutInPlay(5), text="unique location: put 5 blood on it"))
unlock_event("Powerbase: Mexico City", "own", CounterToPoolEachUnlock(1, burn_empty=True))
abilities("Powerbase: Mexico City", OTHERS_SABBAT_TAKE)

card("Powerbase: New York", put_location("unique location: master phase actions move blood through it"))
abilities(
    "Powerbase: New York",
    Ability(
        "burn 1 pool to move 3 blood from the blood bank to this card (a master phase action)",
        MASTER_PHASE,
        seq(SpendPhaseAction(), PayPool(1), AddCounter(3)),
        when=all_of(has_phase_action, has_pool(1)),
    ),
    Ability(
        "move 1 blood from this card to your pool (a master phase action)",
        MASTER_PHASE,
        seq(SpendPhaseAction(), CountersToPool(1, burn_empty=True)),  # "burn it when the last blood is removed"
        when=all_of(has_phase_action, has_counters),
    ),
    OTHERS_SABBAT_TAKE,  # not by your own vampires (RTR 19980928)
)

card(
    "Powerbase: Tshwane",
    put_location("unique location: lock to reduce the cost of a card you play by 1 pool"),
    requires=controls_ready(in_sect("laibon")),
    requires_text="Requires a ready Laibon",
)
# Offered as the card resolves, as The Line's; a card that could not be afforded without it may be played
# with it, and must then use it (LSJ 20090705: play.reducer_needed).
rule(
    "Powerbase: Tshwane", core.COST_REDUCERS, LockToReduce("Powerbase: Tshwane", 1, "powerbase-tshwane", pool_only=True)
)
rule("Powerbase: Tshwane", core.REDUCER_COSTS, LockReducer(), key="powerbase-tshwane")
abilities("Powerbase: Tshwane", steal_ability("steal this location", in_sect("laibon")))  # "any Laibon"

card(
    "Khobar Towers, Al-Khubar", put_location("unique location: lock to remove a minion of yours from the game for pool")
)
abilities(
    "Khobar Towers, Al-Khubar",
    Ability(
        "remove a ready minion you control from the game and gain X pool (X: its capacity or cost)",
        UNLOCK,
        RemovedForPool(),
        targets=removable_for_pool,  # an ally of cost X: its X is not kept, not offered
        lock=True,
    ),
)


card("The Slaughterhouse", put_location("location: lock to burn two cards from the top of your prey's library"))
abilities(
    "The Slaughterhouse",
    Ability("burn two cards from the top of your prey's library", YOUR_TURN, PreyBurnsLibrary(2), lock=True),
)

card(
    "Waste Management Operation",
    put_location("unique location: lock to move a card from your ash heap under your library"),
)
abilities(
    "Waste Management Operation",
    Ability(
        "move a card from your ash heap to the bottom of your library",
        DISCARD,
        AshToLibraryBottom(),
        targets=library_cards_in_ash,
        lock=True,
    ),
)

card("Weeping Stone", put_location("unique location: +1 hand size; a Black Hand vampire gains 1 blood"))
static("Weeping Stone", "hand size", const(1))
abilities(
    "Weeping Stone",
    Ability(
        "a ready Black Hand vampire you control gains 1 blood",
        UNLOCK,
        AddBlood(1),
        targets=Minions("yours", vampire=True, kind=vampire_trait("Black Hand")),
        once="turn",
    ),
    burn_this_action(
        when=all_of(minion_is(of_clan("Banu Haqim")), has_pool(1)), effect=BurnThis(pool=1)
    ),  # "any Assamite"
)

card("Therbold Realty", put_location("unique location: locations cost you 1 less blood or pool"))
rule("Therbold Realty", core.COST_CHANGES, TypeCostsWhileInPlay("Therbold Realty", "location", -1))

card("Centralized Background Check", put_location("unique location: weapons cost an additional pool"))
rule(
    "Centralized Background Check",
    core.COST_CHANGES,
    TypeCostsWhileInPlay("Centralized Background Check", "weapon", 1, yours=False, pool_only=True),
)

card("Threestar Cab Company", put_location("unique location, hunting ground: blood kept on the card"))
abilities(
    "Threestar Cab Company",
    Ability("move a blood from the blood bank to this card", MASTER_PHASE, AddCounter(), lock=True),
    Ability("move 1 blood from this card to your pool", UNLOCK, CountersToPool(1), when=has_counters, lock=True),
    Ability(
        "move 1 blood from this card to a ready vampire you control",
        UNLOCK,
        FeedFromCounters(1),
        when=has_counters,
        targets=hunting_ground_targets(),  # one hunting ground each turn for a vampire
        lock=True,
    ),
)


card(
    "Yawp Court",
    put_location(
        "unique location: before a successful political action's referendum, a Sabbat vampire fights the acting vampire"
    ),
    requires=controls_ready(SABBAT_VAMPIRE),
    requires_text="Requires a ready Sabbat vampire",
)
rule("Yawp Court", BEFORE_REFERENDUM, CombatBeforeReferendum("Yawp Court", SABBAT_VAMPIRE, 2))


card(
    "Police Department",
    put_location("unique location: lock to give a press, only usable to end combat, to your minion"),
)
abilities(
    "Police Department",
    Ability(
        "give a press, only usable to end combat, to a minion you control",
        PRESS,
        PressForYours("end"),
        when=your_minion_in_combat,
        lock=True,
    ),
)

card(
    "Inbase Discotek, Frankfurt", put_location("unique location: lock to give a vampire who hunts an additional blood")
)
abilities(
    "Inbase Discotek, Frankfurt",
    Ability(
        "give a vampire who successfully hunts an additional blood from the blood bank",
        AFTER,
        AddBlood(1),  # excess ignored (drains); any hunt action (RTR 20030519)
        targets=who_hunted(is_vampire, yours=False),
        lock=True,
    ),
)

ROME_GIOVANNI = all_kinds(is_vampire, of_clan("Giovanni"))
card("Powerbase: Rome", put_location("unique location: counters for votes"))
abilities(
    "Powerbase: Rome",
    Ability(
        "add 1 counter to this card (a master phase action)",
        MASTER_PHASE,
        seq(SpendPhaseAction(), AddCounter()),
        when=has_phase_action,
    ),
    Ability(
        "move up to 2 blood from this Giovanni to this card as a +1 stealth action",
        MINION_PHASE,
        ActorBloodToCounters(),
        when=minion_is(ROME_GIOVANNI),  # "any Giovanni you control"
        targets=actor_blood_amounts(2),
        action=ActionSpec(stealth=1),
    ),
    Ability(
        "burn X counters from this card to get +X votes",
        POLL,
        CountersForVotes(),
        when=polling,  # "the polling step of a political action"
        targets=sides_and_counters,
        lock=True,
    ),
    Ability(
        "burn all the counters from this card as a (D) action",
        MINION_PHASE,
        BurnCounters(),
        targets=of_another_with_counters,  # "any minion"
        user="any",
        action=STEAL,
    ),
)

DC_CHOICE = "powerbase-washington"
card(
    "Powerbase: Washington, D.C.",
    put_location("unique location: pool doubled on the card, 2 blood back each unlock phase"),
)
abilities(
    "Powerbase: Washington, D.C.",
    Ability(
        "move up to 3 pool to this card and add 1 blood from the blood bank for each",
        UNLOCK,
        seq(InTurn(DC_CHOICE), PoolToCounters(2)),
        when=once_per_turn(DC_CHOICE),
        targets=pool_amounts(3),
    ),
    Ability(
        "move 2 blood from this card to your pool",
        UNLOCK,
        seq(InTurn(DC_CHOICE), CountersToPool(2)),
        when=all_of(once_per_turn(DC_CHOICE), has_counters),
    ),
    Ability(
        "move all the blood on this card to your pool as a (D) action",
        MINION_PHASE,
        CountersToPool(),
        when=minion_is(is_vampire),  # "a vampire controlled by another Methuselah"
        targets=of_another_with_counters,
        user="any",
        action=STEAL,
    ),
)


card("Ravnos Cache", put_location("unique location: counters from your pool pay your minions' equipment"))
abilities(
    "Ravnos Cache",
    Ability(
        "move 1 counter from your pool to this location and add 1 counter from the blood bank",
        MASTER_PHASE,
        PoolToCounters(2),
        targets=pool_amounts(1),
        once="turn",
    ),
)
# "Minions you control can lock this location to use those counters to pay some or all of the blood or
# pool cost of equipment they equip" (in place of pool or blood, RTR 19960112).
rule(
    "Ravnos Cache",
    core.COST_REDUCERS,
    CountersPayCost("Ravnos Cache", "ravnos-cache", any_minion, EQUIPMENT, lock=True),
)
rule("Ravnos Cache", core.REDUCER_COSTS, CountersPaid(lock=True), key="ravnos-cache")

card(
    "Elysium: Sforzesco Castle",
    put_location("unique location: lock it instead of your vampire blocking a Camarilla vampire"),
)
abilities(
    "Elysium: Sforzesco Castle",
    # Used as the vampire attempts to block: if the block then fails, nothing locked for it anyway.
    Ability(
        "lock this card instead of the vampire you control blocking a Camarilla vampire",
        BLOCK_ATTEMPT,
        BlockerNoLock(),
        when=all_of(blocking(is_vampire, yours=True), acting(all_kinds(is_vampire, in_sect("camarilla")))),
        lock=True,
    ),
)

DAUGHTER = of_clan("Daughter of Cacophony")
card("Paris Opera House", put_location("unique location: lock to give a Daughter of Cacophony +1 stealth"))
abilities(
    "Paris Opera House",
    stealth_location("give a Daughter of Cacophony you control +1 stealth", DAUGHTER, True),
    Ability(
        "lock this card and a Daughter of Cacophony you control to give a minion +1 stealth",
        BLOCK_ATTEMPT,
        seq(Lock(target=True), Stealth(1)),
        when=acting(any_minion),
        targets=lock_own_for_stealth(DAUGHTER),
        lock=True,
        needs="stealth",
    ),
)

card("Bastille Opera House", put_location("unique location: votes for your Daughters of Cacophony"))
abilities(
    "Bastille Opera House",
    Ability(
        "get +1 vote for each ready Daughter of Cacophony you control",
        POLL,
        VotesPerKind(DAUGHTER),
        when=all_of(polling, controls_ready(DAUGHTER)),  # "the polling step of a political action"
        targets=sides,
        lock=True,
    ),
    Ability(
        "burn this location to get +1 vote (you control no ready Daughter of Cacophony)",
        POLL,
        seq(MethuselahVotes(1), BURN_THIS),
        when=all_of(polling, controls_no_ready_kind(DAUGHTER)),
        targets=sides,
        lock=True,
    ),
)


BURIAL = "burial-site-hunting-ground"
card("Burial Site Hunting Ground", put_location("unique location, hunting ground"))
abilities(
    "Burial Site Hunting Ground",
    # One or the other, once in the unlock phase.
    Ability(
        "a ready vampire you control who follows the Path of Death and the Soul gains 1 blood",
        UNLOCK,
        seq(InTurn(BURIAL), Feed(1)),
        when=once_per_turn(BURIAL),
        targets=hunting_ground_targets(on_path("Death and the Soul")),
    ),
    Ability(
        "a wraith or zombie ally you control gains 1 life (not above its starting life)",
        UNLOCK,
        seq(InTurn(BURIAL), AddBlood(1)),
        when=once_per_turn(BURIAL),
        targets=Minions("yours", vampire=False, kind=all_kinds(has_trait("wraith", "zombie"), wounded_ally)),
    ),
)

card("The Secret Library of Alexandria", put_location("unique location: draw a card as you bleed your prey"))
event("The Secret Library of Alexandria", "bleed-success", MayDrawOnBleed())


card(
    "Church of the Order of St. Blaise",
    put_location("unique location: lock to add a counter to a location you control that uses counters"),
    requires=controls_ready(SABBAT_VAMPIRE),
    requires_text="Requires a ready Sabbat vampire",
)
abilities(
    "Church of the Order of St. Blaise",
    Ability(
        "add one counter to a location you control that uses counters",
        ANY_TIME,
        CounterOnTarget(),
        targets=own_locations_with_counters,
        lock=True,
    ),
)


card("Cairo Int'l Airport", put_location("unique location: burn blood in your prey's uncontrolled region"))
abilities(
    "Cairo Int'l Airport",
    Ability(
        "burn 1 blood on an uncontrolled minion in your prey's uncontrolled region as a (D) action",
        MINION_PHASE,
        TargetBurnsBlood(1),
        targets=Uncontrolled(kind=blood_at_least(1), prey=True),
        action=ActionSpec(directed=True),  # at the prey, whose region it is
    ),
)


LOUVRE_WHEN = ANY_TIME | MINION_ANY  # at any time, between actions in another Methuselah's turn too (ANK 20210608)
card("The Louvre, Paris", put_location("unique location: lock to lock a Toreador (a minion, with the Prince of Paris)"))
abilities(
    "The Louvre, Paris",
    Ability(
        "lock a Toreador",
        LOUVRE_WHEN,
        Lock(target=True),
        targets=Minions("any", vampire=True, locked=False, kind=of_clan("Toreador")),
        lock=True,
    ),
    Ability(
        "lock a minion (you control the Prince of Paris)",
        LOUVRE_WHEN,
        Lock(target=True),
        when=controls(prince_of("Paris")),
        targets=Minions("any", locked=False),
        lock=True,
    ),
    steal_ability("steal this location", any_minion),  # "minions can steal this location"
)


card("Grand Temple of Set", put_location("unique location: counters from your pool steal your prey's vampire"))
abilities(
    "Grand Temple of Set",
    Ability(
        "move 1 counter from your pool to this card",
        MASTER_PHASE,
        PoolToCounters(1),
        targets=pool_amounts(1),
        once="turn",
    ),
    Ability(
        "burn X counters to steal a vampire controlled by your prey with capacity less than X",
        INFLUENCE,
        seq(CountersOverCapacity(), StealMinion()),
        targets=Minions("prey", "controlled", vampire=True, below_counters=True),
        lock=True,
    ),
    burn_this_action(vampires_only=True),  # "any vampire"
)


HEARTBLOOD_ASSAMITE = all_kinds(is_vampire, of_clan("Banu Haqim"))
card(
    "Heartblood of the Clan", put_location("unique location: Assamites gather blood on it for your uncontrolled region")
)
abilities(
    "Heartblood of the Clan",
    Ability(
        "add 1 blood to this card as an action",
        MINION_PHASE,
        AddCounter(),
        when=minion_is(HEARTBLOOD_ASSAMITE),  # "any Assamite"
        action=ActionSpec(),
        user="any",
    ),
    Ability(
        "move any amount of blood from this card to an Assamite in your uncontrolled region",
        INFLUENCE,
        CountersToChosen(),
        targets=with_counter_amounts(uncontrolled_of(HEARTBLOOD_ASSAMITE)),
        once="turn",
    ),
)


card("Storm Sewers", put_location("unique location: lock as your minion acts: if blocked, every round at close range"))
abilities(
    "Storm Sewers",
    Ability(
        "lock as a minion you control announces an action: if blocked, each round of the combat is at close range",
        ANNOUNCE,
        CloseIfBlocked(),
        when=acting(any_minion, yours=True),
        lock=True,
    ),
)
rule("Storm Sewers", LISTENERS.setdefault("round-start", []), CloseEachRound())


card("Kingston Penitentiary, Ontario", put_location("unique location, hunting ground: others may pay you to use it"))
abilities(
    "Kingston Penitentiary, Ontario",
    hunting_ground("move 1 blood from the blood bank to a ready vampire you control"),
    Ability(
        "give its controller 1 pool to lock it: a ready vampire you control gains 1 blood",
        UNLOCK,  # in their own unlock phase
        seq(PoolToController(1), Feed(1)),
        when=all_of(not_its_controller, has_pool(2)),  # never the last pool
        targets=hunting_ground_targets(),
        user="any",  # "any other Methuselah"
        lock=True,
    ),
)


card(
    "Spirit Summoning Chamber",
    put_location("unique location: a Tremere antitribu's blood to search your library for a Blood Sorcery card"),
)
abilities(
    "Spirit Summoning Chamber",
    Ability(
        "burn 1 blood from a ready Tremere antitribu you control to search your library for a minion card "
        "requiring Blood Sorcery (shown, to your hand)",
        YOUR_TURN,
        seq(TargetBurnsBlood(1), SearchToHand(minion_card_requiring("tha"), show=True)),
        targets=Minions("yours", vampire=True, kind=all_kinds(of_clan("Tremere antitribu"), blood_at_least(1))),
        lock=True,
    ),
)


card("Foundation Exhibit", put_location("unique location: your non-titled Toreador antitribu get +1 vote"))
UNTITLED_TOREADOR_ANTITRIBU = all_kinds(of_clan("Toreador antitribu"), not_kind(titled_vampire))
static("Foundation Exhibit", "votes", KindGets(1, UNTITLED_TOREADOR_ANTITRIBU, yours=True), everywhere=True)
abilities(
    "Foundation Exhibit",
    # "Any vampire can burn this card as a (D) action that costs 1 blood."
    burn_this_action(when=all_of(minion_is(is_vampire), has_blood(1)), effect=seq(BurnBlood(1), BURN_THIS)),
)


card("Club Zombie", put_location("unique location: lock for +1 intercept; unlocked as your turn begins, 1 blood"))
event("Club Zombie", "end-turn", note_unlocked_at_start)
abilities(
    "Club Zombie",
    intercept_location(
        "give a vampire you control +1 intercept for the current action", 1, blocking(is_vampire, yours=True)
    ),
    Ability(
        "a ready vampire you control gains 1 blood (this card was unlocked at the start of your turn)",
        UNLOCK,
        AddBlood(1),
        when=was_unlocked_at_turn_start,
        targets=READY_VAMPIRE_YOU_CONTROL,
        once="turn",
    ),
)


PENTEX = "Pentex™ Loves You!"
card(PENTEX, put_location("unique location: lock so a Sabbat vampire may burn 1 blood for +1 bleed"))
abilities(
    PENTEX,
    Ability(
        "choose a Sabbat vampire: once during the current action, it may burn 1 blood to get +1 bleed",
        ACTION_STAGES,
        GrantBloodForBleed(),
        when=during_bleed,  # +1 bleed is for the vampire bleeding
        targets=Minions("any", vampire=True, kind=SABBAT_VAMPIRE),
        lock=True,
    ),
)
rule(PENTEX, GRANTS, BloodForBleed(), key=BLOOD_FOR_BLEED)
rule(PENTEX, GRANT_WHEN, BleedingWithBlood(), key=BLOOD_FOR_BLEED)


card(
    "Communal Haven: Temple",
    put_location("location: your Sabbat vampires get +1 intercept blocking actions directed at your Sabbat vampires"),
    requires=controls_no_copy("Communal Haven: Temple"),
    requires_text="A Methuselah may have only one Communal Haven: Temple in play",
)
static("Communal Haven: Temple", "intercept", InterceptDefendingKind(1, SABBAT_VAMPIRE), everywhere=True)


# ---- counters paying costs: Hackerspace, Ravnos Carnival. A minion whose blood alone cannot pay the
# card is not offered it (LSJ 20050408 allows it with the Carnival's help): a reading of the engine's
# rule that a card is payable before it is played. The counters used are the most the card's cost takes
# (pool first), not fewer.

card(
    "Hackerspace",
    Use(MASTER, PutInPlayPerKind(anarch_minion, track=True), text="location: counters pay Anarchs' equipment"),
)
event("Hackerspace", "enter-play", CounterOnNewKind(anarch_minion, entering=True))
for _event in NEW_KIND_EVENTS:
    event("Hackerspace", _event, CounterOnNewKind(anarch_minion))
rule("Hackerspace", core.COST_REDUCERS, CountersPayCost("Hackerspace", "hackerspace", anarch_minion, EQUIPMENT))
rule("Hackerspace", core.REDUCER_COSTS, CountersPaid(), key="hackerspace")

RAVNOS = of_clan("Ravnos")
card(
    "Ravnos Carnival", Use(MASTER, PutInPlayPerKind(RAVNOS), text="unique location: counters pay Ravnos' action cards")
)
rule(
    "Ravnos Carnival",
    core.COST_REDUCERS,
    CountersPayCost("Ravnos Carnival", "ravnos-carnival", RAVNOS, ACTION, pool=False),
)
# "If this location has no counters, burn it": it comes with 1 or more (a Ravnos is needed to play it).
rule("Ravnos Carnival", core.REDUCER_COSTS, CountersPaid(burn_empty=True), key="ravnos-carnival")


PAWN_SHOP = EquipFromAsh(own=1, other=1)
card("Filchware's Pawn Shop", put_location("unique location: equip from any ash heap"), kinds=("trifle",))
abilities(
    "Filchware's Pawn Shop",
    Ability(
        "equip with a non-location equipment card from an ash heap as a +1 stealth equip action "
        "(+1 pool from your own ash heap, otherwise 1 less pool or blood)",
        MINION_PHASE,
        PAWN_SHOP,
        targets=PAWN_SHOP.targets,
        action=ActionSpec(stealth=1),  # undirected, whoever's ash heap the card is in
        user="any",  # "any minion"
    ),
)


CAMARILLA_VAMPIRE = all_kinds(is_vampire, in_sect("camarilla"))

card("Elysium: The Arboretum", put_location("unique location: lock to end a combat between Camarilla vampires"))
abilities(
    "Elysium: The Arboretum",
    Ability(
        "end a combat between a Camarilla vampire you control and another Camarilla vampire",
        BEFORE_RANGE,
        EndCombat(),
        when=combat_between(CAMARILLA_VAMPIRE),
        lock=True,
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (as Anarch Revolt's)
        when=all_of(may_call_referendum, minion_is(CAMARILLA_VAMPIRE)),  # "any Camarilla vampire"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


LAIBON = in_sect("laibon")

card("Jungle Hunting Ground", put_location("unique location, hunting ground"))
abilities(
    "Jungle Hunting Ground",
    Ability("add 1 blood to this card (fewer than 3 on it)", UNLOCK, AddCounter(), when=counters_below(3), lock=True),
    Ability(
        "move all the blood on this card to a ready Laibon you control",
        UNLOCK,
        FeedFromCounters(),
        when=has_counters,
        targets=hunting_ground_targets(LAIBON),  # one hunting ground each turn for a vampire
        lock=True,
    ),
)


card("House of Sorrow", put_location("unique location: lock to unlock a card you control that is not a minion"))
abilities(
    "House of Sorrow",
    Ability(
        "unlock a card you control that is not a minion (neither unlocks as normal on your next unlock phase)",
        ANY_TIME,
        UnlockCardHeld(),
        targets=locked_cards_you_control,
        lock=True,
    ),
)


card("The Crocodile Temple", put_location("unique location: lock to inflict 1 damage on a successful acting minion"))
abilities(
    "The Crocodile Temple",
    Ability(
        "inflict 1 environmental damage on the minion whose action directed at you succeeded",
        AFTER,
        DamageActor(1),
        when=all_of(directed_at_you, successful),  # "at you (or a card you control)"
        lock=True,
    ),
)


# ---- Poacher's Hunting Ground


def is_hunting_ground(card_: int) -> bool:
    return "hunting ground" in facts(card_).text.split("\n")[0].lower()


def poached(s: VTESState, seat: int) -> int:
    """X: "the number of non-derivative hunting grounds controlled by other Methuselahs"."""
    return sum(
        1
        for t in s.remaining()
        if t != seat
        for u in s.inplay[t]
        if is_hunting_ground(s.placed[u].card)
        and "derivative" not in facts(s.placed[u].card).text.split("\n")[0].lower()
    )


def poacher_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Up to X ready anarchs you control that have not fed from a hunting ground this turn (chosen one
    at a time, ``none`` once enough)."""

    fit = [v for v, _m in s.ready_minions(seat) if is_anarch(s, v) and ("hunting ground", v) not in s.marks]
    n = min(poached(s, seat), len(fit))
    for k in range(n, 0, -1):
        for chosen in combinations(fit, k):
            yield (*chosen, *(["none"] * (n - k)))


card("Poacher's Hunting Ground", put_location("location, hunting ground, derivative"))
abilities(
    "Poacher's Hunting Ground",
    Ability(
        "up to X ready anarchs you control gain 1 blood (X: others' non-derivative hunting grounds)",
        UNLOCK,
        Feed(1),
        targets=poacher_targets,
        once="turn",
    ),
)


# ---- Hospital Food


def hospital_note(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        s.marks[("hospital food", a.serial)] = a.actor


def hospital_fed(s: VTESState, info: dict[str, Any]) -> None:
    """ "If that action is successful, the anarch gains an additional blood" (even if the card has left
    play since: it was locked for that action)."""
    a = action_of(s)
    uid = info.get("uid", -1)
    if a is not None and s.marks.pop(("hospital food", a.serial), None) == uid and uid in s.minions:
        ops.add_blood(s, uid, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, uid), n=1)


def anarch_hunting(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    a = ctx.action
    return a is not None and a.kind_ == "hunt" and a.actor in s.minions and is_anarch(s, a.actor)


on("Hospital Food", "hunt-success", hospital_fed)
card(
    "Hospital Food",
    put_location("unique location: an anarch's hunt gains 1 more blood"),
    requires=controls_ready(anarch_minion),
    requires_text="Requires a ready anarch",
)
abilities(
    "Hospital Food",
    Ability(
        "lock as an anarch announces a hunt: if successful, they gain an additional blood",
        ANNOUNCE,
        code(hospital_note, blood=1),
        when=anarch_hunting,
        lock=True,
    ),
)


card("Oxford University, England", put_location("unique location: lock and burn X pool for +2X votes"))
abilities(
    "Oxford University, England",
    Ability(
        "burn X pool to get +2X votes",
        POLL,
        VotesForPool(2),
        when=political_polling,  # "during the polling step of a political action"
        targets=sides_and_pool,
        lock=True,
    ),
)


card("Al's Army Apparatus", put_location("unique location: lock to search your library for a weapon"))
abilities(
    "Al's Army Apparatus",
    Ability(
        "search your library for a weapon and move it to your hand (shuffle and discard afterward)",
        MINION_PHASE,
        SearchToHand(weapon_card),
        lock=True,
    ),
)


card("Cave of Apples", put_location("unique location: Followers of Set put corruption counters on your prey's minions"))
abilities(
    "Cave of Apples",
    Ability(
        "put 1 corruption counter on an ally or younger vampire controlled by your prey (steal it at its capacity or cost)",
        MINION_PHASE,
        Corrupt(),
        when=minion_is(of_clan("Ministry")),  # "Followers of Set you control"
        targets=Minions("prey", younger=True),  # an ally, or a vampire younger than the acting one
        action=ActionSpec(directed=True),
    ),
)


card("The Line", put_location("unique location: lock to reduce an action card's cost by 1 blood"))
rule("The Line", core.COST_REDUCERS, LockToReduce("The Line", 1, "the-line", vampire_action=True))
rule("The Line", core.REDUCER_COSTS, LockReducer(), key="the-line")
abilities("The Line", steal_ability("steal this location", is_vampire))  # "vampires can steal this location"


# ---- The Rumor Mill, Tabloid Newspaper

RUMOR_MILL = "The Rumor Mill, Tabloid Newspaper"


def rumor_choose(s: VTESState, p: Play) -> None:
    """ "Lock this card during an action to choose a vampire; the chosen vampire can burn 1 blood to
    get +1 intercept during that action" (offered to its Methuselah as it attempts to block)."""
    a = action_of(s)
    uid = p.targets[0]
    if a is not None and uid in s.minions:
        a.grant(s.controller(uid), uid, "rumor-mill", "B")


def rumor_may(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and m.blood >= 1 and frame.blocker == uid


def rumor_intercept(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is None or uid not in s.minions:
        return
    ops.burn_blood(s, uid, 1)
    a.add_intercept(uid, 1)
    ops.say(s, N_("{minion} burns 1 blood for +1 intercept ({card})."), minion=ops.label(s, uid), card=RUMOR_MILL)


card(RUMOR_MILL, put_location("unique location: lock to let a vampire burn 1 blood for +1 intercept"))
abilities(
    RUMOR_MILL,
    Ability(
        "choose a vampire: it can burn 1 blood to get +1 intercept during this action",
        ACTION_STAGES,
        code(rumor_choose, intercept=1),
        targets=Minions("any", vampire=True),
        lock=True,
    ),
)
hook(RUMOR_MILL, GRANTS, rumor_intercept, "rumor-mill")
hook(RUMOR_MILL, GRANT_WHEN, rumor_may, "rumor-mill")


ASSAMITE = of_clan("Banu Haqim")
card("Yoruba Shrine", put_location("unique location: lock to have an action or referendum at your Assamite fail"))
abilities(
    "Yoruba Shrine",
    Ability(
        "as a directed action at a ready Assamite you control is announced: unlock the acting minion, the action fails",
        ANNOUNCE,
        EndAction(unlock=True),
        when=own_targeted(ASSAMITE),
        lock=True,
    ),
    Ability(
        "a ready Assamite you control chosen in the terms: unlock the acting minion, the referendum fails",
        POLL,
        ReferendumFails(),
        when=all_of(referendum, before_votes, own_in_terms(ASSAMITE)),
        lock=True,
    ),
)


card("Nocturn Theater", put_location("unique location: lock it and a vampire of yours to lock a minion of your prey"))
abilities(
    "Nocturn Theater",
    Ability(
        "lock this card and a ready vampire you control to lock a minion controlled by your prey",
        UNLOCK,
        LockAllTargets(),
        targets=own_vampire_and_prey_minion,
        lock=True,
    ),
    burn_this_action(when=minion_is(titled_vampire)),  # "any titled vampire can burn this card as a (D) action"
)


# ------------------------------------------------------------------------ Powerbase: Luanda

LUANDA = "Powerbase: Luanda"


def luanda_choose(s: VTESState, p: Play) -> None:
    """ "Lock this card during your master phase and choose a vampire you control": noted for this turn."""
    v = p.targets[0] if p.targets else -1
    if isinstance(v, int) and v in s.minions:
        s.marks[("luanda", p.source)] = v
        ops.say(s, N_("{card}: {minion} is chosen."), card=LUANDA, minion=ops.label(s, v))


def luanda_chosen(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Once this turn, the chosen vampire may enter combat ..." (the acting minion is the one chosen
    with this copy; the ability is an action it takes once a turn, VT-MIN-08)."""
    return any(k[0] == "luanda" and v == uid for k, v in s.marks.items() if isinstance(k, tuple) and len(k) == 2)


card(
    LUANDA,
    put_location("unique location"),
    requires=controls_ready(in_sect("laibon")),
    requires_text="Requires a ready Laibon",
)
abilities(
    LUANDA,
    Ability(
        "lock and choose a vampire you control: once this turn it may enter combat as a +1 stealth (D) action",
        MASTER_PHASE,
        code(luanda_choose, tags=("enter-combat",)),
        targets=Minions("yours", "controlled", vampire=True),
        lock=True,
    ),
    Ability(
        "enter combat with any minion as a +1 stealth (D) action (the vampire chosen)",
        MINION_PHASE,
        FIGHT,
        when=luanda_chosen,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(stealth=1, directed=True),
        by="minion",
    ),
    steal_ability("steal this location", is_vampire),  # "any vampire can steal this location as a (D) action"
)


# ------------------------------------------------------------------------ Ruins of Charizel

CHARIZEL = "Ruins of Charizel"


def charizel_keeps(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Put pool you burn to unlock infernal minions you control using the infernal trait on this
    card" (VT-TRAIT-04)."""
    pl = s.placed.get(src)
    if pl is not None and info["seat"] == pl.controller:
        s.placed[src] = pl._replace(counters=pl.counters + int(info["n"]))


def charizel_amounts(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """X: 1 up to the counters on this card."""
    pl = s.placed.get(src)
    for n in range(1, (pl.counters if pl is not None else 0) + 1):
        yield (f"x{n}",)


def charizel_reduce(s: VTESState, p: Play) -> None:
    """ "Burn X counters from this card to reduce a bleed against you by X"."""
    pl = s.placed.get(p.source)
    a = action_of(s)
    if pl is None or a is None:
        return
    n = min(int(str(p.targets[0])[1:]), pl.counters)
    s.placed[p.source] = pl._replace(counters=pl.counters - n)
    a.bleed_bonus -= n
    ops.say(s, N_("{card}: the bleed is reduced by {n}."), card=CHARIZEL, n=n)


def charizel_empties(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During your predator's discard phase, burn all the counters from this card"."""
    pl = s.placed.get(src)
    if pl is not None and info["seat"] == s.predator(pl.controller) and info["seat"] != pl.controller:
        s.placed[src] = pl._replace(counters=0)


card(CHARIZEL, put_location("unique location"))
event(CHARIZEL, "infernal-paid", charizel_keeps)
event(CHARIZEL, "discard-phase", charizel_empties)
abilities(
    CHARIZEL,
    Ability(
        "burn X counters from this card to reduce a bleed against you by X",
        ACTION_STAGES,
        code(charizel_reduce, reduce=1),
        when=bleeding_you,
        targets=charizel_amounts,
    ),
)


# ------------------------------------------------------------------------ Wall Street Night, Financial Newspaper

WALL_STREET = "Wall Street Night, Financial Newspaper"


def undirected_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "During an undirected action"."""
    return ctx.action is not None and not ctx.action.directed


def investment_card(card: int) -> bool:
    """An investment card ("Master: investment.", "Unique investment." on its first line)."""
    return "investment" in facts(card).text.split("\n", 1)[0].lower()


def investments_of_others(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """An investment card with counters of another Methuselah (the (D) action is directed at them)."""
    for v, pl in s.placed.items():
        if pl.controller != seat and pl.counters > 0 and investment_card(pl.card) and s.in_game(pl.controller):
            yield (v,)


def investment_controller(s: VTESState, p: Play) -> int:
    t = p.targets[0] if p.targets else -1
    return s.placed[t].controller if isinstance(t, int) and t in s.placed else -1


def wall_street_takes(s: VTESState, p: Play) -> None:
    """ "Move 1 counter from an investment card to your pool"."""
    t = p.targets[0] if p.targets else -1
    pl = s.placed.get(t) if isinstance(t, int) else None
    if pl is not None and pl.counters > 0:
        s.placed[t] = pl._replace(counters=pl.counters - 1)
        ops.gain_pool(s, p.seat, 1)
        ops.say(
            s,
            N_("{seat} moves 1 counter from {card} to their pool."),
            seat=ops.who(s, p.seat),
            card=facts(pl.card).name,
        )


card(WALL_STREET, put_location("unique location"))
abilities(
    WALL_STREET,
    intercept_location(
        "give a minion you control +1 intercept during an undirected action",
        1,
        all_of(blocking(any_minion, yours=True), undirected_action),
    ),
    Ability(
        "move 1 counter from an investment card to your pool as a +1 stealth (D) action",
        MINION_PHASE,
        code(wall_street_takes, tags=("pool",)),
        targets=investments_of_others,
        action=ActionSpec(stealth=1, directed=True, target_seat=investment_controller),
        lock=True,  # "a minion you control can lock this location to attempt ..."
        by="minion",
    ),
)


# ------------------------------------------------------------------------ Powerbase: Zürich

ZURICH = "Powerbase: Zürich"


def younger_uncontrolled_than_actor(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "A younger vampire in your uncontrolled region": younger than the acting vampire (VT-TERM-22,
    by printed capacity, VT-CARD-03)."""
    by = ctx.by
    if by not in s.minions or not is_vampire(s, by):
        return
    for v in s.uncontrolled[seat]:
        if facts(s.minions[v].card).capacity < capacity(s, by):
            yield (v,)


def zurich_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If that action is blocked, burn the Edge (before combat, if any)"."""
    course = info["course"]
    p = course.aplay
    if course.ability is None or p is None or p.source != src:
        return
    if s.edge == course.actor_seat:
        s.edge = CENTRE
        ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(course.actor_seat))


card(ZURICH, put_location("unique location: with the Edge, add 2 blood to a younger uncontrolled vampire"))
abilities(
    ZURICH,
    Ability(
        "while you have the Edge: add 2 blood from the blood bank to a younger vampire in your uncontrolled "
        "region as a +1 stealth action",
        MINION_PHASE,
        AddBlood(2),
        when=has_edge,
        targets=younger_uncontrolled_than_actor,
        action=ActionSpec(stealth=1),
    ),
    Ability(
        "burn the Edge during your master phase to steal this card",
        MASTER_PHASE,
        seq(BurnEdge(), STEAL_THIS),
        when=has_edge,
        targets=of_another,
        user="any",
    ),
)
event(ZURICH, "blocked", zurich_blocked)


# ------------------------------------------------------------------------ Maabara

# "You may lock this location to move a library card from your ash heap to this location, face down": usable
# whenever its controller may act, as The Erciyes Fragments' lock (ANK 20200616); every Methuselah sees which
# card (ANK 20200523). Any number of cards may be on it. If it leaves play, the cards on it are burned (LSJ
# 20021128, ruled for every card holding cards: ops.burn_placed).
MAABARA = "Maabara"
card(MAABARA, put_location("unique location: holds cards from your ash heap for the top of your library"))
abilities(
    MAABARA,
    Ability(
        "move a library card from your ash heap to this location, face down",
        ANY_TIME,
        AshToFaceDown(),
        targets=own_ash_library_cards,
        lock=True,
    ),
    Ability(
        "use a master phase action to move a card from this location to the top of your library",
        MASTER_PHASE,
        seq(SpendPhaseAction(), FaceDownToLibraryTop()),
        when=has_phase_action,
        targets=cards_on_this,
    ),
    burn_this_action(vampires_only=True),  # "any vampire"
)


# ------------------------------------------------------------------------ Sunset Strip, Hollywood

# "Lock to give all vampires +1 stealth on hunt actions until your next unlock phase. Lock to reduce the cost
# to recruit a mortal ally or employ a mortal retainer by 1 blood or pool (but never less than 0 blood or
# pool)." The reduction is an optional cost reducer (VT-CARD-27), offered as the card resolves, which may make
# affordable a card that otherwise is not (LSJ 20090705: then it must be used, play.reducer_needed); "all
# vampires": every Methuselah's. The stealth lasts even if the location leaves play.
SUNSET = "Sunset Strip, Hollywood"
SUNSET_HUNT = "sunset-strip-hunt"


def sunset_hunt(s: VTESState, p: Play) -> None:
    s.game_marks[(SUNSET_HUNT, p.seat)] = int(s.game_marks.get((SUNSET_HUNT, p.seat), 0)) + 1
    ops.say(
        s, N_("All vampires get +1 stealth on hunt actions until {seat}'s next unlock phase."), seat=ops.who(s, p.seat)
    )


def sunset_stealth(s: VTESState, course: Any) -> int:
    """A ``core.STEALTH_MODS`` rule: +1 stealth for a vampire's hunt action per lock still lasting."""
    if course.kind_ != "hunt" or course.actor not in s.minions or not is_vampire(s, course.actor):
        return 0
    return sum(int(s.game_marks.get((SUNSET_HUNT, t), 0)) for t in range(s.players))


def sunset_ends(s: VTESState, info: dict[str, Any]) -> None:
    s.game_marks.pop((SUNSET_HUNT, info["seat"]), None)  # "until your next unlock phase"


card(SUNSET, put_location("unique location: lock for +1 stealth on hunts, or to reduce a mortal's cost by 1"))
abilities(
    SUNSET,
    Ability(
        "all vampires get +1 stealth on hunt actions until your next unlock phase",
        ANY_TIME,
        code(sunset_hunt, stealth=1),
        lock=True,
    ),
)
hook(SUNSET, core.STEALTH_MODS, sunset_stealth)
on(SUNSET, "unlock", sunset_ends)
rule(SUNSET, core.COST_REDUCERS, LockToReduce(SUNSET, 1, "sunset-strip", plays=(ALLY, RETAINER), trait="mortal"))
rule(SUNSET, core.REDUCER_COSTS, LockReducer(), key="sunset-strip")


# ------------------------------------------------------------------------ Momentum's Edge

# "Unique master. Only usable if you have one or more victory points. Put this card in play. You may lock this card
# during your unlock phase to gain 1 pool."
MOMENTUM = "Momentum's Edge"


def has_victory_point(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return s.vp[seat] >= 1


card(
    MOMENTUM,
    Use(MASTER, PutInPlay(), when=has_victory_point, text="put in play: lock in your unlock phase to gain 1 pool"),
)
abilities(MOMENTUM, Ability("gain 1 pool", UNLOCK, GainPool(1), lock=True))


# ------------------------------------------------------------------------ Storage Annex

# "Master: location. Put a card from your hand face down (out of play) on this card when you play it. You may look at
# the card at any time. During your master phase, you may exchange a card in your hand for the card on this Storage
# Annex." Not playable as the only card in hand (LSJ 20100527); the card put on it is one of the hand as the Annex
# was played, before its replacement (as Gift of Proteus's: ops.hand_at_play); only its owner sees it
# (ops.FACE_DOWN_CARDS: the others' worlds redeal it); the exchange puts the card into its controller's hand (PIB
# 20150224), once each master phase; burned, the card on it is burned (LSJ 20021128).
ANNEX = "Storage Annex"


def annex_hand(s: VTESState, p: Play, use: Any) -> None:
    s.marks[ops.hand_at_play(p.seat, -1)] = tuple(s.hand[p.seat])


def annex_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Cannot be played if it is the only card in your hand"."""
    return len(s.hand[seat]) > 1


def annex_played(s: VTESState, p: Play) -> None:
    annex = ops.put_in_play(s, p.card, p.seat, data=(ops.FACE_DOWN_CARDS, p.seat))
    stays(s)
    allowed = s.marks.get(ops.hand_at_play(p.seat, -1))
    slugs = sorted({facts(c).slug for c in s.hand[p.seat] if allowed is None or c in allowed})
    if slugs:
        question = said(N_("{card}: choose a card of your hand to put face down on it."), card=ANNEX)
        ask_private(s, p.seat, question, [Action("choose", (x,)) for x in slugs], annex_takes, (annex, p.seat))


def annex_takes(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    annex, seat = args
    c = next((c for c in s.hand[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c < 0 or annex not in s.placed:
        return
    ops.take_from_hand(s, seat, c)
    ops.put_face_down(s, annex, c, seat)
    ops.say(s, N_("{card}: {n} cards face down on it."), card=ANNEX, n=len(ops.face_down_cards(s, annex)))
    ops.refill(s, seat)


def has_face_down(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return bool(ops.face_down_cards(s, src))


def annex_exchange(s: VTESState, p: Play) -> None:
    if p.source not in s.placed or not ops.face_down_cards(s, p.source) or not s.hand[p.seat]:
        return
    question = said(N_("{card}: choose a card of your hand to exchange for the card on it."), card=ANNEX)
    slugs = sorted({facts(c).slug for c in s.hand[p.seat]})
    choices = [Action("choose", (x,)) for x in slugs] + [Action("decline")]
    ask_private(s, p.seat, question, choices, annex_swapped, (p.source, p.seat))


def annex_swapped(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    annex, seat = args
    held = ops.face_down_cards(s, annex) if annex in s.placed else ()
    c = next((c for c in s.hand[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c < 0 or not held:
        return
    ops.unhold(s, annex, held[0])
    s.hand[seat].append(held[0])
    ops.take_from_hand(s, seat, c)
    ops.put_face_down(s, annex, c, seat)
    ops.say(s, N_("{seat} exchanges a card of their hand for the card on {card}."), seat=ops.who(s, seat), card=ANNEX)


card(
    ANNEX,
    Use(
        MASTER,
        code(annex_played, tags=("put-in-play",)),
        when=annex_may,
        text="location: put a card of your hand face down on it; exchange it in your master phase",
    ),
)
ANNEX_ID = card_id(ANNEX)
rule(ANNEX, core.AS_PLAYED, annex_hand, key=ANNEX_ID)
rule(ANNEX, ops.FACE_DOWN_FITS, lambda c: True, key=ANNEX_ID)
abilities(
    ANNEX,
    Ability(
        "exchange a card of your hand for the card on this location",
        MASTER_PHASE,
        code(annex_exchange, tags=("draw",)),
        when=has_face_down,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Cursed Abattoir (issue 37, seventh list)

# "Unique location. After a zombie (ally or retainer) you control is burned, you can add 1 counter to this location.
# During a bleed action, you can burn 1 counter from this location to give a zombie ally you control +1 bleed."
# (the counter always added: it can only help; the +1 bleed before resolution, as any bleed modifier)
ABATTOIR = "Cursed Abattoir"
card(ABATTOIR, put_location("unique location: a counter for each zombie of yours burned; burn one for +1 bleed"))


def _zombie(card: int) -> bool:
    return "zombie" in facts(card).trait.split()


def abattoir_counts(s: VTESState, src: int, info: dict[str, Any]) -> None:
    pl = s.placed.get(src)
    card = info.get("card", -1)
    if pl is None or card < 0 or info.get("uid") == src:
        return
    seat = info.get("controller", info.get("seat", -1))
    if seat == pl.controller and _zombie(card):
        s.placed[src] = pl._replace(counters=pl.counters + 1)
        ops.say(s, N_("{card} gets 1 counter."), card=ABATTOIR)


event(ABATTOIR, "burned", abattoir_counts)
event(ABATTOIR, "card-burned", abattoir_counts)
abilities(
    ABATTOIR,
    Ability(
        "burn 1 counter: a zombie ally you control gets +1 bleed",
        ACTION_STAGES,
        seq(BurnCounter(kept=True), Bleed(1)),
        when=all_of(during_bleed, acting(all_kinds(ally, has_trait("zombie")), yours=True), has_counters),
    ),
)


# ------------------------------------------------------------------------ Tower of London (issue 37, seventh list)

# "Unique location. Lock after resolution of a successful action requiring Necromancy [nec] to gain 1 pool." (an
# action card played with Necromancy, noted as the action is announced: resolved, it is no longer named; any
# Methuselah's action, as the card says)
TOWER = "Tower of London"
TOWER_NEC = "masters:tower-nec-action"
card(TOWER, put_location("unique location: lock after a successful action requiring Necromancy to gain 1 pool"))


def tower_notes(s: VTESState, info: dict[str, Any]) -> None:
    course = info.get("course")
    p = course.aplay if course is not None else None
    if p is None or p.card < 0 or p.card not in CARDS:
        return
    if "nec" in {code for code, _ in CARDS[p.card].uses[p.use].disc}:
        s.marks[("this-action", TOWER_NEC)] = True


def nec_action_succeeded(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.successful and ("this-action", TOWER_NEC) in s.marks


on(TOWER, "announce", tower_notes)
abilities(TOWER, Ability("lock: gain 1 pool", AFTER, GainPool(1), when=nec_action_succeeded, lock=True))
