"""How card effects plug into the rules: what a card may do, registered by card id.

The rules (``play.py``, ``actions.py``, ``combat.py``, ``politics.py``, the phases) never name a
card. They ask these registries, which the modules of ``effects/`` fill:

- :data:`CARDS`: how a library card is played from hand, as a :class:`CardDef` of one or more
  :class:`Use` (a card may be played as any one of its types, VT-CARD-14, at the discipline level
  a mode needs, VT-CARD-09, VT-CARD-10);
- :data:`ABILITIES`: what a card in play, or a minion's own text, lets its controller do
  (:class:`Ability`: "lock this card to...", "this vampire can ... as a +1 stealth action");
- :data:`STATICS`: lasting changes to a number (bleed, strength, stealth, intercept, capacity,
  votes, hand size, transfers) from a card in play or a minion's own text;
- :data:`FLAGS`: lasting yes/no rules ("this minion cannot block");
- :data:`EVENTS`: what a card in play does after something happens ("after a vampire goes to
  torpor, its controller burns 3 pool").

Moments. A card's timing is a set of named moments, each a window of the rules:

======================  ====================================================================
moment                  window
======================  ====================================================================
``unlock``              the acting Methuselah's unlock phase (VT-UNL-02)
``unlock-any``          any Methuselah's unlock phase, for the others
``master``              the master phase (VT-MAST)
``minion``              between actions in the minion phase (VT-MIN-01)
``minion-any``          another Methuselah's minion phase, between actions, once they pass the impulse
``influence``           the influence phase (VT-INF)
``discard``             the discard phase (VT-DISC)
``announce``            an action just announced, before any ordinary modifier or reaction (VT-ANN-04)
``A`` ``B`` ``C``       an action with no block attempt, a block attempt, every block declined (VT-BLK-06 to 08)
``blocked``             the action is blocked, before the block resolves (VT-RES-03, RB24)
``after``               after the action's resolution, before it ends (AMB-15)
``poll``                the polling step of a referendum (VT-REF-04)
``before-range``        combat: before range is determined (VT-RNG-01)
``range``               combat: determine range (maneuvers, VT-RNG-04)
``before-strikes``      combat: before strikes are chosen (VT-RNG-07)
``strike``              combat: a strike is chosen (VT-STR-02)
``damage``              combat: damage resolution, prevention (VT-DMG-02)
``press``               combat: presses (VT-PRS-01)
``end-round``           combat: the end of the round (VT-PRS-04)
``as-played``           a card is being played (cancel effects, VT-CARD-17)
======================  ====================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import VTESState

# The types a card is played as (VT-CARD-13, VT-CARD-14).
ACTION = "action"
MODIFIER = "modifier"
REACTION = "reaction"
COMBAT = "combat"
MASTER = "master"
OOT = "out-of-turn"
POLITICAL = "political"
ALLY = "ally"
EQUIPMENT = "equipment"
RETAINER = "retainer"
EVENT = "event"

ACTION_MOMENTS = frozenset(("announce", "A", "B", "C"))
#: Types that are actions: announced in the minion phase and resolved on success (VT-ACT-31).
ACTION_TYPES = frozenset((ACTION, POLITICAL, ALLY, EQUIPMENT, RETAINER))


class Ctx(NamedTuple):
    """Where a play is considered: the moment, and the frames it belongs to (None if none)."""

    moment: str
    action: Any = None  # the ActionCourse in progress
    combat: Any = None  # the Combat in progress
    referendum: Any = None  # the Referendum being polled
    window: Any = None  # the window asking
    played: Any = None  # the card being played (as-played window)
    by: int = -1  # the minion that would use an ability (for its targets)


DEFAULT_USE = -2  # the ``use`` of a Play standing for a default action (rescue, diablerie)


class Play(NamedTuple):
    """One complete play: a card from hand (``card``, ``use``) or an ability (``source``, ``use``),
    by a Methuselah (``seat``) through a minion (``by``, -1 for the Methuselah), with its targets. A
    card played "as if playing it from your hand" from a card in play has both ``card`` and
    ``source`` (the card it was on) and its ``owner`` (``play.AS_FROM_HAND``)."""

    seat: int
    card: int  # the card id played from hand; -1 for an ability
    use: int  # index of the Use (CardDef.uses) or the Ability (ABILITIES[card of source])
    source: int  # uid of the card or minion whose ability this is; -1 for a card from hand
    by: int  # uid of the minion playing it; -1 for the Methuselah
    targets: tuple[Any, ...] = ()
    x: int = 0  # the value of X for a card with an X cost
    owner: int = -1  # a card played "as if from your hand" from a card in play (``source``): its owner


Pred = Callable[["VTESState", Ctx, int, int], bool]  # (state, ctx, seat, minion uid) -> allowed
Targets = Callable[["VTESState", Ctx, int, int], Iterable[tuple[Any, ...]]]
Effect = Callable[["VTESState", Play], None]


@dataclass(frozen=True, slots=True)
class FromHand:
    """Targets whose slots ``named`` are cards of the player's own hand (by slug) that stay there
    until the play resolves: "must be announced by name, and in hand, when the card or effect is
    declared (before the card, if any, is replaced), but need not be shown until the effect
    resolves" (rulings of "equip or employ another card from hand": LSJ 20100130, ANK 20180925-2,
    LSJ 19991207; VT-ANN-01). The play machinery tells every Methuselah the name as the play is
    made (``play.name_from_hand``); the card itself is not shown."""

    targets: Targets
    named: tuple[int, ...] = (0,)

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterable[tuple[Any, ...]]:
        return self.targets(s, ctx, seat, uid)


@dataclass(frozen=True, slots=True)
class ActionSpec:
    """What an action card (or an ability that is an action) announces (VT-ANN-01, VT-ACT-31)."""

    stealth: int = 0
    directed: bool = False  # directed at the Methuselah of its targets (VT-ACT-01, VT-ACT-02)
    bleed: int | None = None  # a (special) bleed with this bonus (VT-ACT-32); None if not a bleed
    hunt: bool = False  # a (special) hunt (VT-ACT-32)
    political: bool = False  # a political action (VT-ACT-23)
    combat: bool = False  # an enter-combat action: on success the two minions fight
    target_seat: Callable[[VTESState, Play], int] | None = None  # who is targeted (directed)


@dataclass(frozen=True, slots=True)
class Use:
    """One way to play a card from hand: as one of its types, at one discipline level."""

    as_: str
    effect: Effect | None = None
    key: str = "play"  # the word for this mode in the notation ("basic", "superior", "ani"...)
    disc: tuple[tuple[str, int], ...] = ()  # (code, level) needed, all of them (VT-CARD-09, 10)
    moments: frozenset[str] = frozenset()  # empty: the type's usual moments
    when: Pred | None = None  # further conditions ("only usable during a bleed action")
    targets: Targets | None = None  # the choices it needs, each a tuple (announced, VT-ANN-01)
    text: str = ""  # what it does, in short, for the prompt
    action: ActionSpec | None = None  # for actions: what is announced
    needs: str = ""  # "stealth" / "intercept": only when needed (VT-STL-04, VT-STL-05)
    vampire: bool = False  # only a vampire may play it (an ally may not)
    locked: bool = False  # played by a locked minion ("only usable by a locked vampire")
    other: bool = False  # a modifier played by a ready vampire other than the acting minion
    x: tuple[int, ...] = ()  # the values X may take for an X cost (blood or pool)
    limited: str = ""  # "bleed": counts against the (limited) bleed rule (VT-ACT-12)
    delay: str = ""  # "discard" / "unlock" / "influence" / "action" / "combat" / "turn": not replaced until then
    cancel: str = ""  # the kind of card this cancels as it is played ("master", "frenzy"...)
    no_action: bool = False  # a reaction "usable even if there is no action" (as a card is played)


@dataclass(frozen=True, slots=True)
class CardDef:
    """How a library card is played (VT-CARD-15): its uses, and what it requires of its player."""

    name: str
    uses: tuple[Use, ...]
    requires: Pred | None = None  # clan, sect or title requirements beyond the printed clan
    requires_text: str = ""  # the requirement in words ("Requires an Anarch")
    kinds: frozenset[str] = frozenset()  # "frenzy", "grapple", "aim", "trifle"...
    note: str = ""


@dataclass(frozen=True, slots=True)
class Ability:
    """What a card in play, or a minion's own text, lets its controller do."""

    name: str  # in short, for the prompt: "gain 1 blood", "+1 stealth"
    moments: frozenset[str]
    effect: Effect
    when: Pred | None = None
    targets: Targets | None = None
    lock: bool = False  # the cost includes locking the card (or the minion) ("lock this card to...")
    once: str = ""  # "turn", "combat", "round", "action", "phase": at most once per ... (VT-TERM-13)
    user: str = "controller"  # who uses it: "controller" of the card, "host" (the controller of the
    # minion it is on), or "any" Methuselah (e.g. "minions can burn this card as a (D) action")
    action: ActionSpec | None = None  # an action taken by a minion (``by``) in the minion phase
    needs: str = ""  # "stealth" / "intercept": only when needed
    by: str = ""  # who acts: "" the controller (no minion), "self" the minion itself, "minion" one of yours


# ---- the registries, filled by effects/


class Definitions(dict[int, CardDef]):
    """The library cards' definitions by card id, counting their changes (``changes``): what is
    derived from a definition is kept with that count (a definition replaced, as a test may do,
    makes a new count)."""

    __slots__ = ("changes",)

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def __setitem__(self, key: int, value: CardDef) -> None:
        self.changes += 1
        super().__setitem__(key, value)

    def __delitem__(self, key: int) -> None:
        self.changes += 1
        super().__delitem__(key)

    def _changed(self, *_args: Any, **_kwargs: Any) -> None:
        raise TypeError("card definitions change one at a time (CARDS[card] = definition)")

    pop = popitem = clear = update = setdefault = __ior__ = _changed  # type: ignore[assignment]


CARDS: Definitions = Definitions()
ABILITIES: dict[int, tuple[Ability, ...]] = {}
#: How many registrations of abilities there were (``effects.vocab.registry.abilities``): what is
#: derived from ``ABILITIES`` is kept with this count (a list, in lower case: no registry)
abilities_added = [0]
#: STATICS[stat][card id] -> fns (state, source uid, minion uid or seat) -> change
STATICS: dict[str, dict[int, list[Callable[[VTESState, int, int], int]]]] = {}
#: FLAGS[flag][card id] -> fns (state, source uid, minion uid) -> whether the flag holds
FLAGS: dict[str, dict[int, list[Callable[[VTESState, int, int], bool]]]] = {}
#: EVENTS[event][card id] -> fns (state, source uid, info) -> None
EVENTS: dict[str, dict[int, list[Callable[[VTESState, int, dict[str, Any]], None]]]] = {}
#: Cards whose statics apply to every minion at the table (Week of Nightmares), by stat.
GLOBAL: dict[str, set[int]] = {}
#: LISTENERS[event] -> fns (state, info) -> None: told of every event, whatever is in play (for
#: effects that last a turn or an action, kept in ``state.marks`` or on the action's flags).
LISTENERS: dict[str, list[Callable[[VTESState, dict[str, Any]], None]]] = {}
#: GRANTS[key] -> fn (state, play) -> None: an optional effect a card granted to a minion for
#: later in the action or combat ("this vampire can gain +1 strength that combat", "can burn 1 blood
#: to unlock after block resolution"); offered as ``grant <key> <minion>`` at its moment.
GRANTS: dict[str, Callable[[VTESState, int, int], None]] = {}


@dataclass(slots=True)
class Coverage:
    """What is implemented: library cards with a CardDef, crypt cards whose text is handled."""

    library: set[int] = field(default_factory=set)
    crypt: set[int] = field(default_factory=set)
    assisted: set[int] = field(default_factory=set)


COVERAGE = Coverage()


def add_static(stat: str, card: int, fn: Callable[[VTESState, int, int], int], everywhere: bool = False) -> None:
    STATICS.setdefault(stat, {}).setdefault(card, []).append(fn)
    if everywhere:
        GLOBAL.setdefault(stat, set()).add(card)


def add_flag(flag: str, card: int, fn: Callable[[VTESState, int, int], bool]) -> None:
    FLAGS.setdefault(flag, {}).setdefault(card, []).append(fn)


#: EVENT_DUE[handler] -> fn (state, source uid, seat): whether that unlock-phase handler acts in
#: ``seat``'s unlock phase. Such effects are carried out one at a time, in the order the acting
#: Methuselah chooses (VT-UNL-02); a handler without one runs as the phase starts.
EVENT_DUE: dict[Callable[..., None], Callable[[VTESState, int, int], bool]] = {}


def add_event(
    event: str,
    card: int,
    fn: Callable[[VTESState, int, dict[str, Any]], None],
    due: Callable[[VTESState, int, int], bool] | None = None,
) -> None:
    EVENTS.setdefault(event, {}).setdefault(card, []).append(fn)
    if due is not None:
        EVENT_DUE[fn] = due


#: GRANT_WHEN[key] -> fn (state, action course or combat, minion, seat) -> whether the grant may be used now
GRANT_WHEN: dict[str, Callable[[VTESState, Any, int, int], bool]] = {}
#: ACTION_TRIGGERS[key] -> fn (state, course, minion, info): what a card played during an action does
#: when an event of that action happens (its course's ``triggers``: (event, key, minion)).
ACTION_TRIGGERS: dict[str, Callable[[VTESState, Any, int, dict[str, Any]], None]] = {}


def listen(event: str, fn: Callable[[VTESState, dict[str, Any]], None]) -> None:
    LISTENERS.setdefault(event, []).append(fn)


#: ABILITIES_LOST -> fns (state, uid of a card in play) -> whether that card has lost its abilities
#: for now ("retainers employed by minions opposing Stanislava in combat lose their abilities"):
#: none of its statics, flags, event handlers, abilities or strikes applies meanwhile.
ABILITIES_LOST: list[Callable[[VTESState, int], bool]] = []


def abilities_lost(s: VTESState, uid: int) -> bool:
    """Whether the card in play ``uid`` has lost its abilities for now (:data:`ABILITIES_LOST`)."""
    return any(rule(s, uid) for rule in active(s, ABILITIES_LOST))


#: GEHENNA_IMMUNE -> fns (state, minion) -> whether Gehenna events do not affect that minion ("while
#: Karen is a prince, Gehenna events do not affect her").
GEHENNA_IMMUNE: list[Callable[[VTESState, int], bool]] = []


def gehenna_immune(s: VTESState, uid: int) -> bool:
    """Whether Gehenna events do not affect the minion ``uid`` (:data:`GEHENNA_IMMUNE`)."""
    return uid in s.minions and any(rule(s, uid) for rule in GEHENNA_IMMUNE)


#: What a political action card changes in its own referendum ("in this referendum, each priscus gets
#: -1 ballot, each non-priscus titled vampire gets -1 vote, and burning the Edge is worth 1 additional
#: vote"): fn (state, referendum, vampire or -1 for the Edge, "votes" / "ballots" / "edge") -> change
VOTE_CHANGES: list[Callable[[VTESState, Any, int, str], int]] = []


# ---- rules that apply only while their card is at the table


class Table:
    """The card ids at the table (:func:`on_table`) and what the rules derive from them alone, kept
    with them: the rules of a registry that may apply (:func:`active`), whether a registry has a card
    at the table (:func:`at_table`), the cards with abilities of a kind (``play.able_cards``). One
    object per set of cards (interned), so states with the same cards at the table share it."""

    __slots__ = ("cards", "active", "plays", "at", "able")

    def __init__(self, cards: frozenset[int]) -> None:
        self.cards = cards
        self.active: dict[int, tuple[list[Any], int, tuple[Any, ...]]] = {}
        self.plays: dict[int, tuple[Any, ...]] = {}  # active_for
        self.at: dict[int, tuple[dict[int, Any], int, bool]] = {}
        self.able: dict[Any, tuple[int, frozenset[int]]] = {}


def table_of(s: VTESState) -> Table:
    """The :class:`Table` of the cards of every minion (any region) and every card in play: the cards
    whose rules may apply now. Read again when a card enters play (a new uid) or a minion or card
    leaves it; a merge removes the incoming vampire, so a minion's card never changes under the same
    counts."""
    hit = s.table_  # (next uid, cards in play, minions, table): compared one by one, no tuple built
    minions, placed = s.minions, s.placed
    if hit is not None and hit[0] == s.next_uid and hit[1] == len(placed) and hit[2] == len(minions):
        known: Table = hit[3]
        return known
    cards = frozenset([m.card for m in minions.values()] + [p.card for p in placed.values()])
    table = _tables.get(cards)
    if table is None:
        if len(_tables) > 4096:
            _tables.clear()
        table = _tables[cards] = Table(cards)
    s.table_ = (s.next_uid, len(placed), len(minions), table)
    return table


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_tables: dict[frozenset[int], Table] = {}


def on_table(s: VTESState) -> frozenset[int]:
    """The card ids of every minion (any region) and every card in play (:func:`table_of`)."""
    return table_of(s).cards


def active(s: VTESState, rules: list[Any]) -> tuple[Any, ...]:
    """The rules of a registry that may apply at this table: a rule whose ``needs`` names a card
    (a vampire's own text, a card in play) does nothing while no such card is at the table, so it is
    left out; every other rule is kept. Kept per table, so that a registry of many cards costs only
    the rules of the cards in play (a registry that gains a rule has a new count)."""
    at = s.table_  # table_of(s), its common answer read inline (asked several times an action)
    if at is not None and at[0] == s.next_uid and at[1] == len(s.placed) and at[2] == len(s.minions):
        table: Table = at[3]
    else:
        table = table_of(s)
    hit = table.active.get(id(rules))
    if hit is None or hit[0] is not rules or hit[1] != len(rules):
        pairs, free, named = _needs(rules)
        cards = table.cards
        kept = free if named.isdisjoint(cards) else tuple(r for r, n in pairs if n is None or n in cards)
        hit = table.active[id(rules)] = (rules, len(rules), kept)
    return hit[2]


#: A rule's ``plays`` when it concerns plays of library cards only (it allows any ability, ``Play.card``
#: < 0, and changes nothing for it): :func:`active_for` leaves it out for an ability.
ANY_CARD = -2


def active_for(s: VTESState, rules: list[Any], card: int) -> tuple[Any, ...]:
    """The rules of :func:`active` that may concern a play of ``card`` (-1: an ability): a rule whose
    ``plays`` names another card (it reads the card played first, and answers as if it were absent for
    any other), or :data:`ANY_CARD` for an ability, is left out. Kept per table: the rules for an
    ability, for a card no rule names, and, once asked, for each card a rule names."""
    at = s.table_  # table_of(s), its common answer read inline (asked for every card play considered)
    if at is not None and at[0] == s.next_uid and at[1] == len(s.placed) and at[2] == len(s.minions):
        table: Table = at[3]
    else:
        table = table_of(s)
    hit = table.plays.get(id(rules))
    if hit is None or hit[0] is not rules or hit[1] != len(rules):
        hit = table.plays[id(rules)] = (rules, len(rules), *_for_plays(active(s, rules)))
    if card < 0:
        return hit[2]  # type: ignore[no-any-return]
    by_card = hit[5]
    if card not in by_card:
        return hit[3]  # type: ignore[no-any-return]
    kept = by_card[card]
    if kept is None:  # a card some rule names, asked the first time at this table
        kept = by_card[card] = tuple(r for r, p in hit[4] if p is None or p in (ANY_CARD, card))
    return kept  # type: ignore[no-any-return]


def _for_plays(
    kept: tuple[Any, ...],
) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[tuple[Any, Any], ...], dict[int, tuple[Any, ...] | None]]:
    """(the rules for an ability, for a card no rule names, each rule with the card it names, and the
    cards a rule names, their rules left to be read when first asked), in order; kept with the rules
    (most tables keep the same ones: those that need no card)."""
    hit = _by_rules.get(id(kept))
    if hit is not None and hit[0] is kept:
        return hit[1]  # type: ignore[no-any-return]
    plays = tuple((r, getattr(r, "plays", None)) for r in kept)
    out = (
        tuple(r for r, p in plays if p is None),
        tuple(r for r, p in plays if p is None or p == ANY_CARD),
        plays,
        dict.fromkeys(p for _, p in plays if p is not None and p != ANY_CARD),
    )
    if len(_by_rules) > 4096:
        _by_rules.clear()
    _by_rules[id(kept)] = (kept, out)
    return out


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_by_rules: dict[int, tuple[tuple[Any, ...], Any]] = {}


def _needs(rules: list[Any]) -> tuple[tuple[tuple[Any, Any], ...], tuple[Any, ...], frozenset[Any]]:
    """Each rule of a registry with the card it ``needs`` (None: none), the rules needing none, and
    the cards needed, read once per registry."""
    hit = _rule_needs.get(id(rules))
    if hit is None or hit[0] is not rules or len(hit[1]) != len(rules):
        pairs = tuple((r, getattr(r, "needs", None)) for r in rules)
        free = tuple(r for r, n in pairs if n is None)
        hit = _rule_needs[id(rules)] = (rules, pairs, free, frozenset(n for _, n in pairs if n is not None))
    return hit[1], hit[2], hit[3]


# a cache, named in lower case: no registry a position may point into (``VTESState.position_roots``)
_rule_needs: dict[int, tuple[list[Any], tuple[tuple[Any, Any], ...], tuple[Any, ...], frozenset[Any]]] = {}


def at_table(s: VTESState, registry: dict[int, Any]) -> bool:
    """Whether some card at the table (:func:`on_table`) has an entry in ``registry`` (a table of
    handlers by card id: a stat's ``STATICS``, an event's ``EVENTS``): when none has, the rules that
    read it find nothing to tell, so they need not look. Kept per table, with the registry itself (a
    registry that gains or loses a card has a new count)."""
    at = s.table_  # table_of(s), its common answer read inline (asked several times an action)
    if at is not None and at[0] == s.next_uid and at[1] == len(s.placed) and at[2] == len(s.minions):
        table: Table = at[3]
    else:
        table = table_of(s)
    hit = table.at.get(id(registry))
    if hit is None or hit[0] is not registry or hit[1] != len(registry):
        found = not registry.keys().isdisjoint(table.cards)  # the smaller is read
        hit = table.at[id(registry)] = (registry, len(registry), found)
    return hit[2]


# ---- registries the rules read on their hot paths (filled by the card modules, ``effects/``)

#: (state, vampire, title) -> the vampire plays cards requiring that title as if it held it (Karl Schrekt)
PLAYS_AS_TITLE: list[Callable[[VTESState, int, str], bool]] = []
#: card id -> True: "if you would replace this card, instead you can take this card from your ash heap"
#: (asked as its delayed replacement ends, ``play.end_delays``); or (state, seat) -> whether it may now ("if this
#: minion is still ready": Roll).
TAKE_FROM_ASH: dict[int, bool | Callable[[VTESState, int], bool]] = {}
#: (state, minion, card) -> whether the minion may carry that equipment ("only one vehicle", "cannot have
#: or use equipment"): asked of every equipment played from hand and every equip action (VT-ACT-18)
CARRY_RULES: list[Callable[[VTESState, int, int], bool]] = []
#: (state, ctx, play) -> whether the play's targets are allowed (Aggressive Corpse: not the target of
#: directed actions requiring Dominate or Presence); a rule may say which plays it concerns (``plays``:
#: :func:`active_for`)
TARGET_RULES: list[Callable[[VTESState, Ctx, Play], bool]] = []
#: (state, seat) -> mandatory actions of the seat's minions besides the hunt (Elen Kamjian's bleed); read through
#: :func:`active` (a rule with ``needs``)
MANDATORY: list[Callable[[VTESState, int], list[Action]]] = []
#: (state, seat) -> whether the seat may draw from somewhere else than its library now (the cards a
#: Shilmulo Tarot holds, in ``state.aside``): each draw is then asked (phases.DrawChoice)
DRAW_CHOICES: list[Callable[[VTESState, int], bool]] = []
#: (state, seat, card) -> take that card (from ``state.aside``) as the card drawn
DRAW_FROM: list[Callable[[VTESState, int, int], bool]] = []
#: (state, action course) -> (blood, pool) added to the cost of an action, paid as it succeeds
#: (VT-RES-01), with the minion's blood and its Methuselah's pool ("directed actions cost her +1 blood":
#: Daria; "actions directed at him cost 1 additional pool": Ambrosio Luis Monçada); rules with ``needs``.
#: An action is announced only if what it would then cost can be paid (``actions.action_payable``).
ACTION_COSTS: list[Callable[[VTESState, Any], tuple[int, int]]] = []
#: (state, seat, cards) -> None: the cards ``seat`` has just drawn from its library ("when you draw a card
#: from your library, you may place that card on the bottom": Blackhorse Tanner); rules with ``needs``
AFTER_DRAW: list[Callable[[VTESState, int, list[int]], None]] = []
#: (state, seat, minion, card, use) -> (blood, pool) changing what the card costs that minion, negative
#: for cheaper ("animals cost Kuyén -1 blood or pool"); never below 0 (:func:`extra_costs`); a rule may say
#: which plays it concerns (``plays``: :func:`active_for`)
COST_CHANGES: list[Callable[[VTESState, int, int, int, Use], tuple[int, int]]] = []
#: (state, course, minion) -> change to that minion's intercept during this action (Perfect Paragon)
INTERCEPT_MODS: list[Callable[[VTESState, Any, int], int]] = []
#: (state, course) -> change to the acting minion's stealth during this action
STEALTH_MODS: list[Callable[[VTESState, Any], int]] = []


def action_intercept(s: VTESState, course: Any, uid: int) -> int:
    total = 0
    for f in active(s, INTERCEPT_MODS):  # a loop, not sum() of a generator: asked for every block considered
        total += f(s, course, uid)
    return total


def action_stealth(s: VTESState, course: Any) -> int:
    total = 0
    for f in active(s, STEALTH_MODS):  # as action_intercept
        total += f(s, course)
    return total
