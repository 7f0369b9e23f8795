"""Kinds of minions a card names ("a Tremere", "an Anarch", "a titled vampire"), each
``(state, uid) -> bool``, and the conditions built on them: the acting minion, the blocking minion,
a ready minion its Methuselah controls."""

from __future__ import annotations

from ...cards import load_cards
from ...hooks import CARDS, Ctx, Pred
from ...model import SUPERIOR, facts
from ...phases import BROUGHT_OUT, LAST_INFLUENCE
from ...state import VTESState
from ...stats import CITY_TITLES, bleed, capacity, has_clan, is_anarch, is_vampire, level, title
from ...traits import has_trait as printed
from ...traits import has_trait as trait
from ...traits import has_trait as trait_of
from .registry import card_id
from .when import Kind


def of_clan(name: str) -> Kind:
    """A vampire of that clan (antitribu are other clans, VT-CARD-06)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and has_clan(s, uid, name)

    return kind


def has_trait(*traits: str) -> Kind:
    """An ally (or retainer) whose printed trait is one of these ("a wraith or zombie ally")."""

    wanted = set(traits)

    def kind(s: VTESState, uid: int) -> bool:
        return not is_vampire(s, uid) and bool(wanted & set(facts(s.minions[uid].card).trait.split()))

    return kind


def with_flight(s: VTESState, uid: int) -> bool:
    """A minion with Flight [FLIGHT] (VT-TRAIT-01): a vampire whose text names the trait, an ally whose
    text gives it "flight [FLIGHT]"."""

    if is_vampire(s, uid):
        return trait_of(s, uid, "Flight")
    return "[FLIGHT]" in facts(s.minions[uid].card).text


def has_discipline(code: str, at_least: int = 1) -> Kind:
    """A vampire with the discipline (at superior: ``at_least`` 2)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and level(s, uid, code) >= at_least

    return kind


def anarch_minion(s: VTESState, uid: int) -> bool:
    return is_anarch(s, uid)


def any_minion(s: VTESState, uid: int) -> bool:
    return True


def titled_vampire(s: VTESState, uid: int) -> bool:
    return is_vampire(s, uid) and title(s, uid) is not None


def city_titled(s: VTESState, uid: int) -> bool:
    """A vampire with a city title: prince, baron, archbishop (VT-SECT-06, VT-SECT-07)."""
    return is_vampire(s, uid) and title(s, uid) in CITY_TITLES


def titled_camarilla(s: VTESState, uid: int) -> bool:
    return titled_vampire(s, uid) and s.minions[uid].sect == "camarilla"


def controls_ready(kind: Kind, n: int = 1) -> Pred:
    """ "Requires a ready X": the Methuselah controls a ready minion of that kind (VT-CARD-22); ``n``:
    "requires 2 or more ready X"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return sum(1 for v, _m in s.ready_minions(seat) if kind(s, v)) >= n

    return pred


def acting(
    kind: Kind, yours: bool = False, undirected: bool = False, bleed: bool = False, blood: int = 0, other: bool = False
) -> Pred:
    """The acting minion is of ``kind``; with ``yours``, controlled by the user; with
    ``undirected``, taking an undirected action (VT-ACT-01); with ``bleed``, bleeding; with
    ``blood``, having that blood to burn; with ``other``, not the minion whose text it is ("another
    wraith ally you control")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        if a is None or a.actor not in s.minions or (other and a.actor == uid):
            return False
        if (yours and s.controller(a.actor) != seat) or (undirected and a.directed) or (bleed and not a.is_bleed()):
            return False
        return kind(s, a.actor) and s.minions[a.actor].blood >= blood

    return pred


def blocking(kind: Kind, yours: bool | None, other: bool = False) -> Pred:
    """The minion attempting to block is of ``kind``, controlled by the user (``yours``), by
    another Methuselah, or by anyone (``None``: "any Tremere") (VT-STL-05: intercept goes to the
    blocker); with ``other``, not the minion whose text it is."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        b = a.blocker if a is not None else -1
        if other and b == uid:
            return False
        return b in s.minions and (yours is None or (s.controller(b) == seat) == yours) and kind(s, b)

    return pred


def all_kinds(*kinds: Kind) -> Kind:
    """A minion of all these kinds."""

    def kind(s: VTESState, uid: int) -> bool:
        return all(k(s, uid) for k in kinds)

    return kind


def not_kind(other: Kind) -> Kind:
    """A minion not of that kind ("a non-Salubri vampire")."""

    def kind(s: VTESState, uid: int) -> bool:
        return not other(s, uid)

    return kind


def below_superior(code: str) -> Kind:
    """A vampire without superior ``code`` (a Discipline card can raise it, VT-CARD-37)."""

    def kind(s: VTESState, uid: int) -> bool:
        return level(s, uid, code) < SUPERIOR

    return kind


def on_path(path: str) -> Kind:
    """ "A vampire who follows the Path of <path>" (printed on the crypt card)."""

    def kind(s: VTESState, uid: int) -> bool:
        card = load_cards()[s.minions[uid].card]
        return getattr(card, "path", None) == path

    return kind


def in_sect(sect: str) -> Kind:
    def kind(s: VTESState, uid: int) -> bool:
        return s.minions[uid].sect == sect

    return kind


def without_archetype(s: VTESState, uid: int) -> bool:
    """ "A vampire can have only one archetype": none on it yet."""

    for p in s.minions[uid].cards:
        cd = CARDS.get(s.placed[p].card)
        if cd is not None and "archetype" in cd.kinds:
            return False
    return True


def bearing(name: str) -> Kind:
    """A minion with a card of that name on it."""

    cid = card_id(name)

    def kind(s: VTESState, uid: int) -> bool:
        m = s.minions.get(uid)
        return m is not None and any(s.placed[p].card == cid for p in m.cards)

    return kind


def minion_is(kind: Kind) -> Pred:
    """The minion playing the card (or taking the action) is of ``kind``."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid in s.minions and kind(s, uid)

    return pred


def with_title(*names: str) -> Kind:
    """A vampire holding one of the titles (``baron``, ``prince``...)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and title(s, uid) in names

    return kind


def capacity_at_least(n: int) -> Kind:
    """ "A vampire with capacity N or more"."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and capacity(s, uid) >= n

    return kind


def capacity_at_most(n: int) -> Kind:
    """ "A vampire with capacity N or less"."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and capacity(s, uid) <= n

    return kind


def ready_minion(s: VTESState, uid: int) -> bool:
    """ "A ready <minion>" (in its controller's ready region)."""
    return s.is_ready(uid)


def bleed_at_least(n: int) -> Kind:
    """ "A vampire with a current bleed of N or more" (the bleed it would bring against its prey,
    RTR 19980623)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and bleed(s, uid) >= n

    return kind


def blood_at_most(n: int) -> Kind:
    """ "A vampire who has N or fewer blood"."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and s.minions[uid].blood <= n

    return kind


def locked_minion(s: VTESState, uid: int) -> bool:
    """A locked minion."""
    return s.minions[uid].locked


def any_kind(*kinds: Kind) -> Kind:
    """Any of the kinds ("a vampire with 3 or fewer blood or a locked minion")."""

    def kind(s: VTESState, uid: int) -> bool:
        return any(k(s, uid) for k in kinds)

    return kind


def ally(s: VTESState, uid: int) -> bool:
    """An ally (a minion that is no vampire, VT-TERM-02)."""
    return not is_vampire(s, uid)


def wounded_ally(s: VTESState, uid: int) -> bool:
    """An ally with fewer life than its starting life (its printed life)."""

    return not is_vampire(s, uid) and s.minions[uid].blood < (facts(s.minions[uid].card).life or 0)


def combat_between(kind: Kind) -> Pred:
    """ "When a X you control is in combat with another X": both combatants of the kind, one of them
    controlled by the user."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        if c is None or not all(u in s.minions and kind(s, u) for u in (c.a, c.b)):
            return False
        return seat in (s.controller(c.a), s.controller(c.b))

    return pred


def in_torpor(s: VTESState, uid: int) -> bool:
    """A minion in torpor."""
    return s.in_torpor(uid)


def corrupted(s: VTESState, uid: int) -> bool:
    """A minion with any corruption counters (of any Methuselah)."""
    return any(k.startswith("corruption") and n > 0 for k, n in s.minions[uid].counters)


def entered_last_influence(s: VTESState, uid: int) -> bool:
    """ "A vampire who entered your ready region during your last influence phase" (brought out then)."""

    seat = s.controller(uid)
    brought = s.game_marks.get((BROUGHT_OUT, uid))
    return brought is not None and seat >= 0 and brought == s.game_marks.get((LAST_INFLUENCE, seat))


def blood_at_least(n: int) -> Kind:
    """ "A vampire with N or more blood" (one that can burn them)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and s.minions[uid].blood >= n

    return kind


def controller_pool_at_most(n: int) -> Kind:
    """ "A minion controlled by a Methuselah with N or fewer pool"."""

    def kind(s: VTESState, uid: int) -> bool:
        seat = s.controller(uid)
        return seat >= 0 and s.pool[seat] <= n

    return kind


def infernal(s: VTESState, uid: int) -> bool:
    """An Infernal minion (VT-TRAIT-04)."""

    return trait(s, uid, "Infernal")


def unique_minion(s: VTESState, uid: int) -> bool:
    """A unique minion (VT-CONT-01; not a "non-unique" vampire)."""
    return s.facts(uid).unique


def named(name: str) -> Kind:
    """The minion whose card is named so (an ally's text about itself: "damage inflicted on Nephren-Ka")."""

    def kind(s: VTESState, uid: int) -> bool:
        return facts(s.minions[uid].card).name == name

    return kind


def yours_in_combat(kind: Kind) -> Pred:
    """ "If a <kind> you control is in combat" (a condition)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        return c is not None and any(u in s.minions and s.controller(u) == seat and kind(s, u) for u in (c.a, c.b))

    return pred


def vampire_trait(trait: str) -> Kind:
    """A vampire with the trait in its text ("a Black Hand vampire", VT-TRAIT-01)."""

    def kind(s: VTESState, uid: int) -> bool:
        return is_vampire(s, uid) and printed(s, uid, trait)

    return kind
