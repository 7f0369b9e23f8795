"""Effects on minions and cards: blood, pool, a card put on a minion or in play, allies recruited,
equipment and retainers (VT-CARD-33 to VT-CARD-58)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations, permutations
from typing import Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.flow import GameOver
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from ... import late, ops, stats
from ...actions import current_action, may_carry
from ...combat import LONG, current_combat, inflict
from ...contests import TITLE_CLAN, gain_title, title_city
from ...hooks import CARDS, Ctx, Play
from ...impulse import Ask, ask
from ...model import SUPERIOR, facts
from ...play import clan_ok, cost_of, level_ok
from ...play import stays as keep
from ...readings import old
from ...state import SEES_HANDS, VTESState
from ...stats import DISC, capacity, clan_of, has_clan, is_merged, is_vampire, marked_levels, title, title_clan
from ...traits import circle, has_trait, scarce_cost
from .amounts import Amount, amount, typical
from .prims import Gives, Prim, gives_of, tags
from .registry import WhileOnTable, WhileVampireOnTable, card_id, static
from .targets import seat_token, token_seat
from .when import note_round


def use_key(p: Play) -> str:
    """The mode a card was played at ("basic", "superior", a discipline...)."""
    return CARDS[p.card].uses[p.use].key if p.card >= 0 else ""


def stays(s: VTESState) -> None:
    """The card being resolved stays in play (not to the ash heap)."""

    keep(s)


# ------------------------------------------------------------------------ blood and pool


@dataclass(frozen=True, slots=True)
class AddBlood(Prim):
    """ "Add N blood to" the targeted vampire (``targets[slot]``; the minion playing it if none)."""

    n: Amount
    slot: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[self.slot] if p.targets else p.by
        if isinstance(uid, int) and uid in s.minions:
            ops.add_blood(s, uid, amount(self.n, s, p))

    def gives(self) -> Gives:
        return Gives(blood=typical(self.n))


@dataclass(frozen=True, slots=True)
class BloodToEachUncontrolled(Prim):
    """ "Add N blood to each <kind> vampire in your uncontrolled region"."""

    n: int
    kind: Callable[[VTESState, int], bool]

    def __call__(self, s: VTESState, p: Play) -> None:
        for uid in list(s.uncontrolled[p.seat]):
            if uid in s.minions and self.kind(s, uid):
                ops.add_blood(s, uid, self.n)

    def gives(self) -> Gives:
        return Gives(blood=self.n) + tags("uncontrolled")


@dataclass(frozen=True, slots=True)
class BurnBlood(Prim):
    """ "Burn N blood" from the minion playing it (not a cost: ruling ANK 20210226; its condition is
    :func:`.when.has_blood`)."""

    n: Amount = 1  # ``X()``: "burn X blood" (X chosen as the card is played)

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            ops.burn_blood(s, p.by, amount(self.n, s, p))

    def gives(self) -> Gives:
        return tags("burn-blood")


@dataclass(frozen=True, slots=True)
class PayPool(Prim):
    """ "Burn N pool" (its Methuselah)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.burn_pool(s, p.seat, self.n)


# ------------------------------------------------------------------------ the card itself


@dataclass(frozen=True, slots=True)
class PutOn(Prim):
    """ "Put this card on this vampire" (``host="by"``) or on the target (``"target"``), with
    counters (``remember_target``: the Methuselah the action in progress is directed at, for "the
    same Methuselah" later, :func:`~.inplay.bearer_acting`; ``data``: what the card is while there,
    ``("location",)`` for a location that does not count as equipment): a master card stays its player's (VT-CARD-33), a minion card is controlled by the
    minion's controller (VT-CARD-45)."""

    host: str = "by"
    counters: int = 0
    remember_target: bool = False
    data: tuple[str, ...] = ()
    remember_action: bool = False  # the action it was put on during ("during any action after this one")
    locked: bool = False  # "put this card on this vampire, locked"

    def __call__(self, s: VTESState, p: Play) -> None:
        from .action import action_of

        uid = p.by if self.host == "by" else p.targets[0]
        a = action_of(s)
        if self.remember_target and a is None:
            return
        if isinstance(uid, int) and uid in s.minions:
            controller = ops.attached_controller(s, p.card, p.seat, uid)
            data = ("target", a.target_seat) if self.remember_target and a is not None else self.data
            if self.remember_action and a is not None:
                data = ("action", a.serial)
            placed = ops.put_on(s, p.card, p.seat, controller, uid, self.counters, mode=use_key(p), data=data)
            if self.locked:
                ops.lock(s, placed)
            stays(s)

    def gives(self) -> Gives:
        return tags("put-on-self" if self.host == "by" else "put-on")


@dataclass(frozen=True, slots=True)
class PutInPlay(Prim):
    """ "Put this card in play" (a location, a master card in play, an action card that stays),
    with counters."""

    counters: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.put_in_play(s, p.card, p.seat, self.counters, mode=use_key(p))
        stays(s)

    def gives(self) -> Gives:
        return tags("put-in-play")


LOCATION = PutInPlay()


@dataclass(frozen=True, slots=True)
class PutInPlayPer(Prim):
    """ "Put this card in play with 1 blood for each <kind> you control" (ready or in torpor)."""

    kind: Callable[[VTESState, int], bool]

    def __call__(self, s: VTESState, p: Play) -> None:
        n = sum(1 for u in (*s.ready[p.seat], *s.torpor[p.seat]) if self.kind(s, u))
        ops.put_in_play(s, p.card, p.seat, n)
        stays(s)

    def gives(self) -> Gives:
        return tags("put-in-play", "blood-counters")


# ------------------------------------------------------------------------ allies, retainers, equipment


#: The event of an ally recruited or a retainer employed (by any effect): ``by`` the minion that did it
#: ("when she successfully recruits an ally or employs a retainer": Baba Yaga).
RECRUITED_BY = "recruited-by"


@dataclass(frozen=True, slots=True)
class Recruit(Prim):
    """VT-ACT-21, VT-CARD-56: the ally enters your ready region with its starting life from the bank
    (``life``: another than printed); recruited by an action, it cannot act this turn (VT-ACT-22)."""

    life: int | None = None
    marked: bool = False  # the level it was recruited at kept on the ally ("[OBL] As above, and ...")

    def __call__(self, s: VTESState, p: Play) -> None:
        n = facts(p.card).life if self.life is None else self.life
        uid = ops.new_minion(s, p.card, p.seat, n)
        s.minions[uid] = s.minions[uid]._replace(sect=None, title=None)
        if self.marked:
            ops.mark(s, uid, f"mode:{use_key(p)}")
        ops.enter_ready(s, p.seat, uid)
        s.marks[("recruited", uid)] = True
        stays(s)
        ops.say(s, N_("{seat} recruits {card}."), seat=ops.who(s, p.seat), card=facts(p.card).name)
        ops.fire(s, RECRUITED_BY, {"by": p.by, "uid": uid})

    def gives(self) -> Gives:
        return tags("recruit")


RECRUIT = Recruit()


def recruited_at(key: str) -> Any:
    """The ally whose text it is was recruited at that level (``Recruit(marked=True)``: "[OBL] As above,
    and this ally can ...")."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        return uid in s.minions and s.minions[uid].marked(f"mode:{key}")

    return pred


@dataclass(frozen=True, slots=True)
class Equip(Prim):
    """VT-ACT-16, VT-CARD-57: the equipment goes on the acting minion (``counters``: "put N blood
    counters on this card"; ``locked``: "when a minion equips with this card, lock it")."""

    counters: int = 0
    locked: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            uid = ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, counters=self.counters, mode=use_key(p))
            if self.locked:
                ops.lock(s, uid)
            stays(s)
            ops.say(s, N_("{minion} is equipped with {card}."), minion=ops.label(s, p.by), card=facts(p.card).name)

    def gives(self) -> Gives:
        return tags("equip")


EQUIP = Equip()


@dataclass(frozen=True, slots=True)
class Employ(Prim):
    """VT-ACT-19, VT-CARD-58: the retainer goes on the acting minion with its starting life (kept as
    counters on the card; ``life``: another than printed)."""

    life: int | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        n = facts(p.card).life if self.life is None else self.life
        if p.by in s.minions:
            uid = ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, counters=n, mode=use_key(p))
            stays(s)
            ops.say(s, N_("{minion} employs {card}."), minion=ops.label(s, p.by), card=facts(p.card).name)
            ops.fire(s, RECRUITED_BY, {"by": p.by, "uid": uid})

    def gives(self) -> Gives:
        return tags("employ")


@dataclass(frozen=True, slots=True)
class StealMinion(Prim):
    """ "Steal" the minion chosen (an ally of another Methuselah): it comes under your control."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0]
        if isinstance(target, int) and target in s.minions and s.controller(target) not in (-1, p.seat):
            ops.steal_minion(s, target, p.seat)
            ops.say(s, N_("{seat} steals {minion}."), seat=ops.who(s, p.seat), minion=ops.label(s, target))

    def gives(self) -> Gives:
        return tags("steal-ally") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class ControlOfThis(Prim):
    """A minion's own text: "... can give another Methuselah control of <this minion>" (``to="chosen"``:
    the Methuselah chosen, ``pN``) / "... can steal <this minion>" (``to="you"``: the acting minion's
    Methuselah, VT-TERM-08)."""

    to: str = "you"

    def __call__(self, s: VTESState, p: Play) -> None:
        seat = p.seat if self.to == "you" else token_seat(p.targets[0]) if p.targets else -1
        uid = p.source
        if uid in s.minions and seat >= 0 and s.controller(uid) not in (-1, seat):
            ops.steal_minion(s, uid, seat)
            ops.say(s, N_("{seat} takes control of {minion}."), seat=ops.who(s, seat), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("steal-ally") + Gives(harmful=True) if self.to == "you" else tags("give-away")


def discipline_on(s: VTESState, card: int, seat: int, host: int) -> int:
    """A Discipline master card on a vampire (VT-CARD-37, VT-CARD-38): ``data`` says which
    discipline it raises and whether it adds capacity."""
    f = facts(card)
    code = next(iter(c for c, _ in f.disciplines), "")
    if not code:
        m = re.search(r"level of [^\[.]*\[(\w{3})\]", f.text) or re.search(r"\[(\w{3})\]", f.text)
        code = m.group(1).lower() if m else ""
    cap = "+1 capacity" in f.text or "Capacity increases by 1" in f.text
    data: tuple[Any, ...] = ("discipline", code, "cap") if cap else ("discipline", code)
    return ops.put_on(s, card, seat, seat, host, data=data)


@dataclass(frozen=True, slots=True)
class DisciplineOn(Prim):
    """A Discipline master card put on the vampire chosen: +1 level of its discipline (VT-CARD-37;
    +1 capacity if it says so, VT-CARD-38: no blood is added)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        discipline_on(s, p.card, p.seat, p.targets[0])
        stays(s)

    def gives(self) -> Gives:
        return tags("discipline", "put-on")


#: The Disciplines vampires have (the Imbued's Virtues are not Disciplines): "choose a Discipline".
VAMPIRE_DISCIPLINES = (
    "abo", "ani", "aus", "cel", "chi", "dai", "dem", "dom", "for", "mel", "myt", "nec", "obe", "obf",
    "obl", "obt", "pot", "pre", "pro", "qui", "san", "ser", "spi", "tem", "tha", "thn", "val", "vic", "vin", "viz",
)  # fmt: skip


def own_vampire_and_discipline(kind: Callable[[VTESState, int], bool] | None = None) -> Any:
    """Targets: "a (ready) <kind> you control" and "choose a Discipline" (a vampire, a Discipline)."""

    def targets(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for v in (*s.ready[seat], *s.torpor[seat]):
            if is_vampire_uid(s, v) and (kind is None or kind(s, v)):
                for code in VAMPIRE_DISCIPLINES:
                    yield (v, code)

    return targets


def is_vampire_uid(s: VTESState, uid: int) -> bool:
    return is_vampire(s, uid)


#: ``Placed.data`` key of a card letting the vampire it is on play cards requiring a Discipline as if
#: at superior (:class:`PutOnWithDiscipline` ``plays``).
PLAYS_SUPERIOR = "plays-superior"


@dataclass(frozen=True, slots=True)
class PutOnWithDiscipline(Prim):
    """ "Put this card on <the vampire chosen> and choose a Discipline" (targets: a vampire and a
    Discipline), the Discipline kept on the card: ``gains`` "this vampire gains 1 level of that
    Discipline" (as a Discipline card, VT-CARD-37); ``plays`` "the vampire with this card can play cards
    that require that Discipline as though he or she has the superior version of that Discipline" (read
    only as cards are played: :class:`AsSuperior`)."""

    mode: str = "gains"

    def __call__(self, s: VTESState, p: Play) -> None:
        v, chosen = p.targets[0], str(p.targets[1])
        if isinstance(v, int) and v in s.minions:
            key = "discipline" if self.mode == "gains" else PLAYS_SUPERIOR
            ops.put_on(s, p.card, p.seat, p.seat, v, data=(key, chosen))
            line = N_("{card} is put on {minion}: {discipline} chosen.")
            ops.say(s, line, card=facts(p.card).name, minion=ops.label(s, v), discipline=chosen)
            stays(s)

    def gives(self) -> Gives:
        return tags("discipline", "put-on")


@dataclass(frozen=True, slots=True)
class AsSuperior:
    """The static ``play.PLAY_LEVEL + code`` of a card put on by ``PutOnWithDiscipline("plays")``: the
    superior level of that Discipline, for playing cards only (registered for each Discipline)."""

    code: str

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        pl = s.placed.get(src)
        return SUPERIOR if pl is not None and pl.data == (PLAYS_SUPERIOR, self.code) else 0


@dataclass(frozen=True, slots=True)
class BloodOrPool(Prim):
    """ "Move 1 blood between this vampire and your pool" (the vampire bearing the card): the way
    chosen, ``to-pool`` or ``to-vampire`` (:func:`blood_or_pool`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        bearer = late.inplay().bearer

        uid = bearer(s, p.source)
        if p.targets[0] == "to-pool":
            ops.blood_to_pool(s, uid, p.seat, 1)
        else:
            ops.pool_to_blood(s, p.seat, uid, 1)

    def gives(self) -> Gives:
        return tags("blood-or-pool")


def blood_or_pool(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
    """Blood to the pool, or pool to the vampire: the last pool too (AMB-21; version 2 kept one)."""
    bearer = late.inplay().bearer

    uid = bearer(s, src)
    if uid in s.minions:
        if s.minions[uid].blood > 0:
            yield ("to-pool",)
        if s.pool[seat] > (1 if old(s, "blood_doll") else 0):
            yield ("to-vampire",)


@dataclass(frozen=True, slots=True)
class Heal(Prim):
    """ "Add N blood or life to" the minion chosen, "not beyond its starting life": a vampire's
    capacity (the excess drains, VT-CARD-04), an ally's printed life."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0]
        if not (isinstance(uid, int) and uid in s.minions):
            return
        n = self.n
        if not is_vampire(s, uid):
            n = max(0, min(self.n, facts(s.minions[uid].card).life - s.minions[uid].blood))
        got = ops.add_blood(s, uid, n)
        line = N_("{minion} gains {n} blood.") if is_vampire(s, uid) else N_("{minion} gains {n} life.")
        ops.say(s, line, minion=ops.label(s, uid), n=got)

    def gives(self) -> Gives:
        return Gives(blood=self.n)


# ------------------------------------------------------------------------ cards in hand


def distinct_slugs(cards: list[int]) -> list[str]:
    """The distinct cards of a list, by slug, in order."""
    out: list[str] = []
    for c in cards:
        slug = facts(c).slug
        if slug not in out:
            out.append(slug)
    return out


@dataclass(frozen=True, slots=True)
class DiscardAsked(Prim):
    """ "Discard a card (and draw up)": the card is chosen over the hidden hand when it resolves
    (asked privately)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        choices = [Action("discard", (slug,)) for slug in distinct_slugs(s.hand[p.seat])]
        question = said(N_("{card}: discard a card (draw up afterward)."), card=facts(s.placed[p.source].card).name)
        ask(s, p.seat, question, choices, discard_asked, (p.seat,), public=False)

    def gives(self) -> Gives:
        return tags("discard")


def discard_asked(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = int(args[0])
    card_ = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if card_ is not None:
        ops.discard(s, seat, card_)  # and draw up (VT-CARD-21)


@dataclass(frozen=True, slots=True)
class HandCards:
    """Targets: a card of your own hand (your hidden cards: only you see the choice), one choice per
    name, of one of the printed ``types`` ("discard an ally or retainer card")."""

    in_hand: ClassVar[bool] = True  # a choice among hidden cards: every step is asked (``play.chooses_in_hand``)
    types: tuple[str, ...]
    n: int = 1  # "discard two master cards": every pair of them
    requiring: str = ""  # "a card that requires Blood Sorcery" (any type: ``types`` empty)
    same: bool = False  # "two copies of the same card"

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        fit = [facts(c).slug for c in s.hand[seat] if self.fits(c)]
        seen: list[tuple[str, ...]] = []
        for combo in combinations(sorted(fit) if self.n > 1 else fit, self.n):
            if self.same and len(set(combo)) > 1:
                continue
            if combo not in seen:
                seen.append(combo)
                yield combo

    def fits(self, card: int) -> bool:
        f = facts(card)
        if self.types and not any(f.is_type(t) for t in self.types):
            return False
        return not self.requiring or self.requiring in {code for code, _ in f.disciplines}


@dataclass(frozen=True, slots=True)
class DiscardChosen(Prim):
    """ "Discard <the cards chosen> from your hand" (their slugs, the targets; drawn up once all are
    discarded, VT-CARD-21), then, if they were, ``then``."""

    then: Any = None
    burn: bool = False  # "burn a card from your hand": to the ash heap, not discarded (drawn up all the same)

    def __call__(self, s: VTESState, p: Play) -> None:
        left, found = list(s.hand[p.seat]), []
        for slug in p.targets:
            c = next((c for c in left if facts(c).slug == slug), None)
            if c is None:
                return
            left.remove(c)  # two copies of one card are two choices
            found.append(c)
        if not found:
            return
        for c in found:
            if self.burn:
                ops.take_from_hand(s, p.seat, c)
                s.ash[p.seat].append(c)
                ops.say(s, N_("{seat} burns {card} from their hand."), seat=ops.who(s, p.seat), card=facts(c).name)
            else:
                ops.discard(s, p.seat, c, draw_up=False)
        ops.refill(s, p.seat)
        if self.then is not None:
            self.then(s, p)

    def gives(self) -> Gives:
        return gives_of(self.then).tagged("discard-cost")


@dataclass(frozen=True, slots=True)
class SourceGainsLife(Prim):
    """ "+N life" for the ally whose ability it is (or blood for a vampire's own text)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.add_blood(s, p.source, self.n)


# ------------------------------------------------------------------------ a card brought in by another

DECLINE_CHOICE = "decline"


def ask_private(
    s: VTESState,
    seat: int,
    question: str,
    choices: list[Any],
    then: Any,
    args: tuple[Any, ...] = (),
) -> None:
    """A choice over a Methuselah's own hidden cards (a search, their hand): asked even when declining
    is all there is, so that nobody learns from the question whether such a card is there."""

    if s.in_game(seat):
        s.push(Ask(seat, question, choices, then, args, public=False))


def put_from_elsewhere(
    s: VTESState, seat: int, uid: int, c: int, kind: str, key: str = "", half: bool = False, free: bool = False
) -> None:
    """A retainer or equipment card put on a minion by another card's effect, its cost paid (``half``:
    half of it, rounded down; ``free``: none, "put that card in play"): its own effect (employ, equip)
    applies, at the mode ``key`` (default: its first of that type)."""

    cd = CARDS[c]
    i = next(i for i, u in enumerate(cd.uses) if u.as_ == kind and (not key or u.key == key))
    blood, pool = (0, 0) if free else cost_of(s, c, 0)
    if half:
        blood, pool = blood // 2, pool // 2
    ops.burn_blood(s, uid, blood)
    try:
        ops.burn_pool(s, seat, pool)
    except GameOver:
        s.ash[seat].append(c)  # its cost ousted the last rival: the card is its owner's still (VT-SETUP-04)
        raise
    effect = cd.uses[i].effect
    if effect is None or uid not in s.minions:  # the cost ousted its Methuselah: the card has no minion
        s.ash[seat].append(c)
        return
    effect(s, Play(seat, c, i, -1, uid, (), 0))
    s.marks.pop("card-stays", None)  # that card stayed in play; the card being resolved is another


@dataclass(frozen=True, slots=True)
class FirstEquipment(Prim):
    """ "<This minion> can equip with the first equipment you find in your library (working down from
    the top; requirements and cost apply as normal; shuffle afterward)": the minion the card is on
    (its ability's action). The cards passed over are seen only by their owner; the equipment found is
    shown; one that cannot be equipped (requirements, cost) is not, and the library is shuffled."""

    def __call__(self, s: VTESState, p: Play) -> None:
        from .inplay import bearer

        uid = bearer(s, p.source)
        lib = s.library[p.seat]
        found = next((c for c in reversed(lib) if facts(c).is_type("Equipment")), -1)
        if found >= 0 and uid in s.minions:
            line = N_("{seat} finds {card} in their library.")
            ops.say(s, line, seat=ops.who(s, p.seat), card=facts(found).name)
            if Fetch("Equipment", "library").fits(s, p.seat, uid, found):
                lib.remove(found)
                put_from_elsewhere(s, p.seat, uid, found, "equipment")
        s.rng.shuffle(s.library[p.seat])

    def gives(self) -> Gives:
        return tags("equip")


@dataclass(frozen=True, slots=True)
class Fetch(Prim):
    """ "Employ a retainer from your hand" / "search your library for an equipment card and equip
    this vampire with it": a card of type ``kind`` (``Retainer``, ``Equipment``; with the trait
    ``trait``) from the ``hand`` or the ``library`` (shuffled afterwards, VT-TERM-15) put on the
    minion playing this card, its cost paid (VT-CARD-25). With ``requirements`` they apply as normal
    (clan, what the minion may carry, the discipline level choosing the mode: ``choose <card>
    <mode>``); ignoring them, the card's basic version is used (VT-CARD-59: ``choose <card>``). The
    choice is private and asked even when declining is all there is; ``text`` is the question."""

    kind: str
    source: str = "hand"
    trait: str = ""
    requirements: bool = True
    text: str = ""
    discipline: str = ""  # "a retainer that requires Animalism"
    extra_life: int = 0  # "and the retainer has an additional life"
    on: str = "by"  # "target": put on the vampire chosen (the first target), not the minion playing
    half: bool = False  # "pay half the cost rounded down" (its blood by the minion it goes on)

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.by if self.on == "by" else (p.targets[0] if p.targets else -1)
        if not isinstance(uid, int) or uid not in s.minions:
            return
        options = [Action("choose", o) for o in self.options(s, p.seat, uid)]
        question = said(N_("{card}: {text}, or decline."), card=facts(p.card).name, text=self.text)
        ask_private(s, p.seat, question, [*options, Action(DECLINE_CHOICE)], fetched, (uid, self, p.seat))

    def cards(self, s: VTESState, seat: int) -> list[int]:
        return sorted(set(s.library[seat])) if self.source == "library" else list(s.hand[seat])

    def fits(self, s: VTESState, seat: int, uid: int, c: int) -> bool:
        """An implemented card of the kind the minion may take, with its cost payable."""

        f, cd = facts(c), CARDS.get(c)
        if cd is None or not f.is_type(self.kind) or (self.trait and f.trait != self.trait):
            return False
        if self.discipline and not any(code == self.discipline for code, _ in f.disciplines):
            return False
        if not any(u.as_ == self.kind.lower() for u in cd.uses):
            return False
        if self.requirements and (not clan_ok(s, seat, uid, cd, f) or not may_carry(s, uid, c)):
            return False
        if self.requirements and cd.requires is not None and not cd.requires(s, Ctx("minion"), seat, uid):
            return False
        blood, pool = cost_of(s, c, 0)
        if self.half:
            blood, pool = blood // 2, pool // 2
        return s.minions[uid].blood >= blood and s.pool[seat] >= pool

    def options(self, s: VTESState, seat: int, uid: int) -> list[tuple[str, ...]]:
        """One option per card name (and mode, requirements applying: the minion's discipline levels
        decide, LSJ 20080803)."""

        out: list[tuple[str, ...]] = []
        ctx = Ctx("minion")
        for c in self.cards(s, seat):
            if not self.fits(s, seat, uid, c):
                continue
            slug = facts(c).slug
            if not self.requirements:
                out.extend([(slug,)] if (slug,) not in out else [])
                continue
            for u in CARDS[c].uses:
                if u.as_ != self.kind.lower() or u.targets is not None or (slug, u.key) in out:
                    continue
                if level_ok(s, uid, u) and (u.when is None or u.when(s, ctx, seat, uid)):
                    out.append((slug, u.key))
        return out

    def gives(self) -> Gives:
        return tags({"Equipment": "equip", "Ally": "recruit"}.get(self.kind, "employ"))


def fetched(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    """The card chosen leaves the hand (replaced after, VT-CARD-18) or the library (shuffled), and is
    put on the minion; a declined search shuffles the library all the same."""
    uid, fetch, seat = args  # the library or hand searched is the player's, the minion anyone's
    if uid not in s.minions or not s.in_game(seat):
        return
    chosen = action.verb == "choose"
    if fetch.source == "library":
        c = next((c for c in s.library[seat] if chosen and facts(c).slug == action.args[0]), -1)
        if c >= 0:
            s.library[seat].remove(c)
        s.rng.shuffle(s.library[seat])
    else:
        c = next((c for c in s.hand[seat] if chosen and facts(c).slug == action.args[0]), -1)
        if c >= 0:
            ops.take_from_hand(s, seat, c)
    if c < 0:
        return
    key = str(action.args[1]) if len(action.args) > 1 else ""
    put_from_elsewhere(s, seat, uid, c, fetch.kind.lower(), key, half=fetch.half)
    more_life(s, uid, c, fetch.extra_life)
    if fetch.source == "hand":
        ops.refill(s, seat)


@dataclass(frozen=True, slots=True)
class SeeAllHands(Prim):
    """ "For the remainder of this turn, you may look at all Methuselahs' hands" (``state.SEES_HANDS``:
    the hands as they are now and as they change, until the turn ends)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[(SEES_HANDS, p.seat)] = True
        for t in s.remaining():
            if t != p.seat:
                ops.reveal_hand(s, t, p.seat)
        ops.say(s, N_("{seat} looks at every Methuselah's hand for the rest of the turn."), seat=ops.who(s, p.seat))

    def gives(self) -> Gives:
        return tags("look-hand")


#: What "equip this vampire with a non-location equipment card from your hand" takes (requirements and
#: cost as normal, the vampire's discipline levels choosing the mode, LSJ 20080803).
EQUIPMENT_FROM_HAND = Fetch("Equipment", text="equip this vampire with an equipment card from your hand")


def non_location(card_: int) -> bool:
    return "location" not in facts(card_).text.split("\n")[0].lower()


@dataclass(frozen=True, slots=True)
class NamedEquipment:
    """Targets: "a non-location equipment card from your hand" (``fetch``: the cards that fit, "a weapon
    card"), named as the card is played (in hand before the card is replaced, LSJ 20100130; wrapped in
    ``hooks.FromHand``), one choice per name, that this minion could take now (requirements and cost
    apply)."""

    fetch: Fetch = EQUIPMENT_FROM_HAND

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        seen: list[str] = []
        for c in s.hand[seat]:
            slug = facts(c).slug
            if slug not in seen and non_location(c) and self.fetch.fits(s, seat, uid, c):
                seen.append(slug)
                yield (slug,)


@dataclass(frozen=True, slots=True)
class EquipNamed(Prim):
    """ "Equip this minion with" the equipment card named (:class:`NamedEquipment` of the same ``fetch``),
    if it is still in hand and can still be taken; its mode by the minion's discipline levels (asked
    when several)."""

    fetch: Fetch = EQUIPMENT_FROM_HAND

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by not in s.minions or not p.targets:
            return
        slug = p.targets[0]
        options = [o for o in self.fetch.options(s, p.seat, p.by) if o[0] == slug]
        if len(options) == 1:
            fetched(s, (p.by, self.fetch, p.seat), Action("choose", options[0]))
        elif options:
            question = said(N_("{card}: the equipment's mode."), card=facts(p.card).name)
            choices = [Action("choose", o) for o in options]
            ask_private(s, p.seat, question, choices, fetched, (p.by, self.fetch, p.seat))

    def gives(self) -> Gives:
        return tags("equip")


def more_life(s: VTESState, uid: int, card_: int, n: int) -> None:
    """ "... and the retainer has an additional life": the copy of ``card_`` just put on ``uid``."""
    if uid not in s.minions:
        return
    placed = [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == card_]
    if n and placed:
        s.placed[placed[-1]] = s.placed[placed[-1]]._replace(counters=s.placed[placed[-1]].counters + n)


# ------------------------------------------------------------------------ the ash heap


@dataclass(frozen=True, slots=True)
class RemoveFromAsh(Prim):
    """ "Remove N cards in <your / your prey's> ash heap from the game" (``whose``: ``yours``, or
    ``target``: the Methuselah the action is directed at, else your prey), chosen one at a time by
    the player (the ash heap is public, VT-TERM-04; ruling LSJ 20090710), ``then`` its effect ("to
    burn 3 of their pool", with the player of the card)."""

    n: int
    whose: str = "yours"
    then: Prim | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        from .action import action_of

        a = action_of(s)
        seat = p.seat
        if self.whose == "target":
            seat = a.target_seat if a is not None and a.target_seat >= 0 else s.prey(p.seat)
        if len(s.ash[seat]) >= self.n:
            ask_removal(s, p, seat, self.n, self)

    def gives(self) -> Gives:
        more = self.then.gives() if self.then is not None else Gives()
        return more.tagged("remove-from-ash")


def ask_removal(s: VTESState, p: Play, seat: int, left: int, rule: RemoveFromAsh) -> None:
    if left <= 0 or not s.ash[seat]:
        if rule.then is not None:
            rule.then(s, p)
        return
    slugs = sorted({facts(c).slug for c in s.ash[seat]})
    if seat == p.seat:
        question = said(N_("Remove a card of your ash heap from the game ({left} left)."), left=left)
    else:
        question = said(
            N_("Remove a card of {seat}'s ash heap from the game ({left} left)."), seat=s.seat_name(seat), left=left
        )
    ask(s, p.seat, question, [Action("choose", (slug,)) for slug in slugs], removed_one, (p, seat, left, rule))


def removed_one(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    p, seat, left, rule = args
    card = next((c for c in s.ash[seat] if facts(c).slug == action.args[0]), None)
    if card is not None:
        s.ash[seat].remove(card)
        s.removed[seat].append(card)
    ask_removal(s, p, seat, left - 1, rule)


@dataclass(frozen=True, slots=True)
class CopyFromAsh(Prim):
    """ "Move a <copy of this card> from your ash heap to the ready region with N life": a new minion, not
    recruited (it can act this turn and use its own text at once, ANK 20180509), its cost not paid."""

    life: int

    def __call__(self, s: VTESState, p: Play) -> None:
        card = s.minions[p.source].card if p.source in s.minions else p.card
        if card not in s.ash[p.seat]:
            return
        s.ash[p.seat].remove(card)
        uid = ops.new_minion(s, card, p.seat, self.life)
        line = N_("{seat} moves {card} from their ash heap to their ready region.")
        ops.say(s, line, seat=ops.who(s, p.seat), card=facts(card).name)
        ops.enter_ready(s, p.seat, uid)

    def gives(self) -> Gives:
        return tags("recruit")


@dataclass(frozen=True, slots=True)
class TargetBurnsPool(Prim):
    """ "The target Methuselah burns N pool" (the Methuselah the action is directed at, else your
    prey); ``prey``: "your prey burns N pool", whatever the action."""

    n: int
    prey: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        from .action import action_of

        a = None if self.prey else action_of(s)
        seat = a.target_seat if a is not None and a.target_seat >= 0 else s.prey(p.seat)
        ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=self.n)
        ops.burn_pool(s, seat, self.n)

    def gives(self) -> Gives:
        return Gives(burn_pool=self.n, harmful=True)


# ------------------------------------------------------------------------ the crypt


@dataclass(frozen=True, slots=True)
class RevealCrypt(Prim):
    """ "Reveal the top card of your crypt. If it is a <clan>, draw it (VT-TERM-06: to the
    uncontrolled region) and add N blood to it; otherwise, move it to the bottom of your crypt"
    (``younger``: "add N blood to it if it is younger" than the acting vampire; ``shuffle``:
    "otherwise, shuffle it back into your crypt")."""

    clan: str
    blood: int = 1
    younger: bool = False
    shuffle: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        crypt = s.crypt[p.seat]
        if not crypt:
            return

        top = crypt.pop()
        s.reveals += 1
        f = facts(top)
        ops.say(s, N_("{seat} reveals {name} from the top of their crypt."), seat=s.seat_name(p.seat), name=f.name)
        if self.clan in f.clans:
            uid = ops.new_minion(s, top, p.seat)
            s.uncontrolled[p.seat].append(uid)
            if not self.younger or (p.by in s.minions and f.capacity < stats.capacity(s, p.by)):
                ops.add_blood(s, uid, self.blood)
        elif self.shuffle:
            crypt.append(top)
            s.rng.shuffle(crypt)
        else:
            crypt.insert(0, top)

    def gives(self) -> Gives:
        return tags("crypt")


# ------------------------------------------------------------------------ a card becomes a vampire

#: A vampire a card made this turn (``("new-vampire", uid)`` in ``s.marks``, gone at the end of the turn).
NEW_VAMPIRE = "new-vampire"


@dataclass(frozen=True, slots=True)
class BecomesVampire(Prim):
    """ "Put this card in play. It becomes a 1-capacity (non-unique) vampire of <clan> (``clan``; the
    acting vampire's clan if "") [and <sect>] (``sect``; its sire's by default, VT-SECT-02), ready and
    unlocked with no blood, and must hunt this turn" (``hunt``, VT-ACT-15); ``discipline``: "you can
    search your library (shuffle afterward), hand, and/or ash heap for a Discipline master card and
    put it on this new vampire" (a private choice); ``move_blood``: "move up to N blood from the acting
    vampire to this new vampire" (chosen as it resolves). The new vampire is noted for the turn
    (``NEW_VAMPIRE``: :func:`new_this_turn`, "cannot perform actions this turn" as the flag
    ``cannot-act``)."""

    clan: str = ""
    sect: str = ""
    hunt: bool = True
    discipline: bool = False
    move_blood: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by not in s.minions:
            return
        clan = self.clan or clan_of(s.minions[p.by]) or ""
        uid = ops.sired(s, p.card, p.seat, p.by, clan, 1)
        if self.sect:
            s.minions[uid] = s.minions[uid]._replace(sect=self.sect)
        ops.enter_ready(s, p.seat, uid)
        s.marks[(NEW_VAMPIRE, uid)] = True
        if self.hunt:
            s.marks[("must-hunt", uid)] = True
        stays(s)
        ops.say(s, N_("{card} becomes a 1-capacity {clan} vampire."), card=facts(p.card).name, clan=clan)
        then = (p.by, self.move_blood)
        if self.discipline:  # the Discipline card first: it may raise the capacity the blood fills
            discipline_search(s, p.seat, uid, p.card, then)
        else:
            ask_blood_move(s, uid, then)

    def gives(self) -> Gives:
        return tags("becomes-vampire")


def ask_blood_move(s: VTESState, uid: int, then: tuple[int, int]) -> None:
    """ "Move up to N blood from the acting vampire to this new vampire": as much as its capacity holds."""

    sire, n = then
    if not n or sire not in s.minions or uid not in s.minions:
        return
    most = min(n, s.minions[sire].blood, capacity(s, uid) - s.minions[uid].blood)
    if most <= 0:
        return
    question = said(
        N_("{card}: move how much blood from {minion} to the new vampire?"),
        card=facts(s.minions[uid].card).name,
        minion=ops.label(s, sire),
    )
    ask(s, s.controller(uid), question, [Action("move", (k,)) for k in range(most, -1, -1)], _blood_moved, (sire, uid))


def _blood_moved(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    sire, uid = args
    n = int(action.args[0]) if action.args else 0
    if n and sire in s.minions and uid in s.minions:
        n = min(n, s.minions[sire].blood)
        ops.burn_blood(s, sire, n)
        ops.add_blood(s, uid, n)
        ops.say(s, N_("{minion} moves {n} blood to the new vampire."), minion=ops.label(s, sire), n=n)


def new_this_turn(s: VTESState, src: int, uid: int) -> bool:
    """A flag of the card that became this vampire: it did so this turn."""
    return src == uid and (NEW_VAMPIRE, uid) in s.marks


def discipline_card(c: int) -> bool:
    f = facts(c)
    return f.is_type("Master") and f.text.startswith("Discipline.")


def discipline_search(s: VTESState, seat: int, uid: int, card: int, then: tuple[int, int] = (-1, 0)) -> None:
    """ "Search your library (shuffle afterward), hand, and/or ash heap for a Discipline master card and
    put it on this new vampire": a private choice (declining is always offered)."""

    found = sorted({facts(c).slug for c in [*s.hand[seat], *s.ash[seat], *s.library[seat]] if discipline_card(c)})
    question = said(
        N_("{card}: put a Discipline master card from your library, hand or ash heap on the new vampire?"),
        card=facts(card).name,
    )
    choices = [*(Action("choose", (slug,)) for slug in found), Action("decline")]
    ask_private(s, seat, question, choices, _discipline_taken, (uid, then))


def _discipline_taken(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    uid, then = args
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
    ask_blood_move(s, uid, then)


@dataclass(frozen=True, slots=True)
class AddBloodThenReady(Prim):
    """ "Add N blood to <the vampire chosen in your uncontrolled region>. If the amount of blood equals or
    exceeds their capacity, move them to your ready region" (unlocked, VT-INF-07; a Scarce vampire's
    cost paid, VT-TRAIT-09; a unique one contested, VT-CONT-06)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.uncontrolled[p.seat]:
            return
        ops.add_blood(s, uid, self.n)
        if s.minions[uid].blood >= capacity(s, uid):
            ops.say(s, N_("{seat} brings out {card}."), seat=s.seat_name(p.seat), card=facts(s.minions[uid].card).name)
            cost = scarce_cost(s, p.seat, uid)
            ops.enter_ready(s, p.seat, uid)
            ops.burn_pool(s, p.seat, cost)

    def gives(self) -> Gives:
        return tags("uncontrolled") + Gives(blood=self.n)


@dataclass(frozen=True, slots=True)
class BurnLife(Prim):
    """ "Burn N life from <the ally or retainer chosen>": an ally burns life as blood, a retainer loses
    the life counters on its card; with none left either is burned (VT-DMG-06)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if not isinstance(target, int):
            return
        if target in s.minions:
            k = ops.burn_blood(s, target, self.n)
            ops.say(s, N_("{minion} loses {k} life."), minion=ops.label(s, target), k=k)
        elif target in s.placed:
            ops.retainer_loses_life(s, target, self.n)

    def gives(self) -> Gives:
        return tags("burn-life") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class StealBlood(Prim):
    """ "Steal N blood or life from <the minion chosen>": it burns them and the acting vampire gains as
    many (no more than its capacity holds: the rest drains, VT-CARD-04)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if not isinstance(target, int) or target not in s.minions or p.by not in s.minions:
            return
        k = ops.burn_blood(s, target, self.n)
        if k:
            ops.add_blood(s, p.by, k)
            ops.drain_excess(s)
            ops.say(
                s,
                N_("{minion} steals {n} blood from {minion2}."),
                minion=ops.label(s, p.by),
                n=k,
                minion2=ops.label(s, target),
            )

    def gives(self) -> Gives:
        return Gives(blood=self.n, harmful=True)


@dataclass(frozen=True, slots=True)
class LookAndDiscard(Prim):
    """ "Look at <the Methuselah chosen>'s hand (your prey's, without one) and discard one card of your
    choice from it": they draw its replacement, unseen (ruling LSJ 20100119)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        from .action import action_of

        a = action_of(s)
        if p.targets and str(p.targets[0]).startswith("p"):
            seat = token_seat(p.targets[0])
        else:
            seat = a.target_seat if a is not None and a.target_seat >= 0 else s.prey(p.seat)
        if not s.in_game(seat) or not s.hand[seat]:
            return
        ops.reveal_hand(s, seat, p.seat)
        slugs = sorted({facts(c).slug for c in s.hand[seat]})
        question = said(
            N_("{card}: discard a card of your choice from {seat}'s hand."),
            card=facts(p.card if p.card >= 0 else _source_card(s, p.source)).name,
            seat=s.seat_name(seat),
        )
        ask(s, p.seat, question, [Action("choose", (slug,)) for slug in slugs], _looked_discard, (seat,), public=False)

    def gives(self) -> Gives:
        return tags("look-hand") + Gives(harmful=True)


def _looked_discard(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = args[0]
    c = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if c is not None:
        ops.discard(s, seat, c)


@dataclass(frozen=True, slots=True)
class MayBurnBloodTo(Prim):
    """ "This acting vampire can burn N blood to <then>" (asked as it resolves, with the blood to pay)."""

    n: int
    then: Callable[..., None]
    text: str  # the question (a marked sentence, with {card} and {minion})

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by not in s.minions or s.minions[p.by].blood < self.n:
            return
        question = said(self.text, card=facts(p.card).name, minion=ops.label(s, p.by))
        ask(s, p.seat, question, [Action("burn", (p.by, self.n)), Action("decline")], _burned_to, (p, self))

    def gives(self) -> Gives:
        return gives_of(self.then)


def _burned_to(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    p, prim = args
    if action.verb == "burn" and p.by in s.minions and s.minions[p.by].blood >= prim.n:
        ops.burn_blood(s, p.by, prim.n)
        prim.then(s, p)


@dataclass(frozen=True, slots=True)
class PoolToOldest(Prim):
    """ "Each Methuselah who controls any of the oldest ready <kind> gains N pool" (the highest
    capacity among the ready vampires of the kind, VT-CARD-03)."""

    kind: Callable[[VTESState, int], bool]
    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ready = [(t, v) for t in s.remaining() for v in s.ready[t] if self.kind(s, v)]
        if not ready:
            return
        oldest = max(capacity(s, v) for _, v in ready)
        for t in sorted({t for t, v in ready if capacity(s, v) == oldest}):
            ops.gain_pool(s, t, self.n)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=self.n)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class FillLife(Prim):
    """ "Add enough life to <the ally or retainer chosen> to reach their starting life" (an ally's life
    as blood, a retainer's as counters on its card; the printed life)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if not isinstance(target, int):
            return
        if target in s.minions:
            got = ops.add_blood(s, target, max(0, facts(s.minions[target].card).life - s.minions[target].blood))
        elif target in s.placed:
            pl = s.placed[target]
            got = max(0, facts(pl.card).life - pl.counters)
            s.placed[target] = pl._replace(counters=pl.counters + got)
        else:
            return
        ops.say(s, N_("{minion} gains {n} life."), minion=ops.label(s, target), n=got)

    def gives(self) -> Gives:
        return tags("heal")


# ------------------------------------------------------------------------ torpor


@dataclass(frozen=True, slots=True)
class LeaveTorpor(Prim):
    """ "Move <the vampire chosen> from torpor to their controller's ready region" (the first
    target, still in torpor)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and uid in s.minions and s.in_torpor(uid):
            ops.leave_torpor(s, uid)
            ops.say(s, N_("{minion} moves from torpor to the ready region."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("leave-torpor")


@dataclass(frozen=True, slots=True)
class SpendPhaseAction(Prim):
    """ "Use a master phase action (a discard phase action) to ..." (VT-MAS-01)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.phase_actions -= 1

    def gives(self) -> Gives:
        return tags("phase-action")


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
    ops.say(s, N_("{card} goes to {seat}'s uncontrolled region."), card=s.facts(uid).name, seat=s.seat_name(owner))


@dataclass(frozen=True, slots=True)
class ToUncontrolled(Prim):
    """ "Move <the vampire chosen> to their owner's uncontrolled region" (still controlled)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if isinstance(target, int) and target in s.minions and s.controller(target) >= 0:
            to_uncontrolled(s, target)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("to-uncontrolled",)))


# ------------------------------------------------------------------------ once in a game, once a turn


@dataclass(frozen=True, slots=True)
class InGame(Prim):
    """Notes the card for "only one X can be played in a game" (:func:`.when.once_in_game`):
    registered with ``rule(name, core.AS_PLAYED, InGame(key), key=card id)``, as the card is played
    (a cancelled card was played too, VT-TERM-16)."""

    key: str

    def __call__(self, s: VTESState, p: Play, use: Any = None) -> None:
        s.game_marks[("once-in-game", self.key)] = True


@dataclass(frozen=True, slots=True)
class InTurn(Prim):
    """Notes the card for "only one X can be played each turn" (:func:`.when.once_per_turn`); with
    ``per_vampire``, "a vampire can play only one X each turn"; with ``mode``, registered with
    ``rule(name, core.AS_PLAYED, InTurn(key, mode=...), key=card id)``: "only one X can be played at
    superior each turn", noted as it is played at that level."""

    key: str
    per_vampire: bool = False
    mode: str = ""

    def __call__(self, s: VTESState, p: Play, use: Any = None) -> None:
        if self.mode and getattr(use, "key", "") != self.mode:
            return
        s.marks[("once-in-turn", self.key, p.by) if self.per_vampire else ("once-in-turn", self.key)] = True


# ------------------------------------------------------------------------ blood, pool, library, crypt


@dataclass(frozen=True, slots=True)
class FillBlood(Prim):
    """ "The chosen vampire gains enough blood to reach full capacity"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else p.by
        if isinstance(uid, int) and uid in s.minions:
            got = ops.add_blood(s, uid, capacity(s, uid) - s.minions[uid].blood)
            ops.say(s, N_("{minion} gains {got} blood."), minion=ops.label(s, uid), got=got)

    def gives(self) -> Gives:
        return Gives(blood=4)


@dataclass(frozen=True, slots=True)
class GainPool(Prim):
    """ "Gain N pool" (its Methuselah)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.gain_pool(s, p.seat, self.n)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(p.seat), n=self.n)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class BurnLibrary(Prim):
    """ "Burn N cards from the top of your library" (as many as it holds)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        lib = s.library[p.seat]
        k = min(self.n, len(lib))
        for _ in range(k):
            s.ash[p.seat].append(lib.pop())
            s.reveals += 1
        ops.say(s, N_("{seat} burns {k} cards from the top of their library."), seat=s.seat_name(p.seat), k=k)


@dataclass(frozen=True, slots=True)
class CryptToUncontrolled(Prim):
    """ "Move the top card from your crypt to your uncontrolled region" (with ``crypt_not_empty``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not s.crypt[p.seat]:
            return
        uid = ops.new_minion(s, s.crypt[p.seat].pop(), p.seat)
        s.uncontrolled[p.seat].append(uid)
        s.reveals += 1
        ops.say(
            s, N_("{seat} moves the top card of their crypt to their uncontrolled region."), seat=s.seat_name(p.seat)
        )

    def gives(self) -> Gives:
        return tags("uncontrolled")


@dataclass(frozen=True, slots=True)
class SearchCrypt(Prim):
    """ "Search your crypt for a <kind> vampire (shuffle afterward), show it to all players and place it
    face down in your uncontrolled region", chosen privately (declining is always offered, so the
    question tells nothing), then ``then`` (:class:`DistributeBlood`); ``younger``: "a younger vampire"
    than the acting one (Soul Scan)."""

    kind: Callable[[int], bool] | None = None  # a test of the crypt card ("a Kiasyd")
    then: Any = None
    younger: bool = False
    blood: int = 0  # "place it in your uncontrolled region with N blood from the bank"

    def __call__(self, s: VTESState, p: Play) -> None:
        most = capacity(s, p.by) - 1 if self.younger and p.by in s.minions else None
        cards = [
            c
            for c in s.crypt[p.seat]
            if (self.kind is None or self.kind(c)) and (most is None or (facts(c).capacity or 0) <= most)
        ]
        options = [Action("choose", (slug,)) for slug in distinct_slugs(cards)] + [Action("decline")]
        question = said(N_("{card}: the vampire you take from your crypt."), card=facts(p.card).name)
        ask_private(s, p.seat, question, options, crypt_found, (p, self))

    def gives(self) -> Gives:
        return tags("uncontrolled")


def crypt_card_shown(s: VTESState, seat: int, c: int) -> int:
    """A vampire found by a search of ``seat``'s crypt, shown to all and placed in their uncontrolled region (its
    uid)."""
    s.crypt[seat].remove(c)
    uid = ops.new_minion(s, c, seat)
    s.uncontrolled[seat].append(uid)
    line = N_("{seat} shows {card} from their crypt and places it in their uncontrolled region.")
    ops.say(s, line, seat=ops.who(s, seat), card=facts(c).name)
    return uid


def crypt_found(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    p, rule = args
    seat = p.seat
    c = next((c for c in s.crypt[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c >= 0:
        uid = crypt_card_shown(s, seat, c)
        if rule.blood:
            ops.add_blood(s, uid, rule.blood)
    s.rng.shuffle(s.crypt[seat])
    if rule.then is not None:
        rule.then(s, p)


@dataclass(frozen=True, slots=True)
class DistributeBlood(Prim):
    """ "Distribute N blood from the blood bank among one or more <kind> in your uncontrolled region"
    (one blood at a time, each to the vampire chosen)."""

    n: int
    kind: Callable[[int], bool] | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        ask_blood_to(s, p, self, self.n)

    def gives(self) -> Gives:
        return Gives(blood=self.n)


def ask_blood_to(s: VTESState, p: Play, rule: DistributeBlood, left: int) -> None:
    fits = [u for u in s.uncontrolled[p.seat] if rule.kind is None or rule.kind(s.minions[u].card)]
    if left <= 0 or not fits:
        return
    question = said(N_("{card}: the vampire that gains 1 blood ({left} left)."), card=facts(p.card).name, left=left)
    ask(s, p.seat, question, [Action("choose", (u,)) for u in fits], blood_given, (p, rule, left))


def blood_given(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    p, rule, left = args
    uid = int(action.args[0])
    if uid in s.minions:
        ops.add_blood(s, uid, 1)
    ask_blood_to(s, p, rule, left - 1)


def crypt_clan(clan: str) -> Callable[[int], bool]:
    """A crypt card of the clan (a test of card ids, for :class:`SearchCrypt`)."""

    def test(card: int) -> bool:
        return clan in facts(card).clans

    return test


def vampire_in_ash(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """A vampire card in your ash heap (a condition of :class:`AshVampireToUncontrolled`)."""
    return any(facts(c).crypt for c in s.ash[seat])


@dataclass(frozen=True, slots=True)
class AshVampireToUncontrolled(Prim):
    """ "Move a vampire from your ash heap to your uncontrolled region": chosen as it resolves (the ash
    heap is public), with no blood on it."""

    def __call__(self, s: VTESState, p: Play) -> None:
        cards = [c for c in s.ash[p.seat] if facts(c).crypt]
        if not cards:
            return
        options = [Action("choose", (slug,)) for slug in distinct_slugs(cards)]
        question = said(N_("The vampire you move from your ash heap to your uncontrolled region."))
        ask(s, p.seat, question, options, _ash_vampire_moved, (p.seat,))

    def gives(self) -> Gives:
        return tags("uncontrolled")


def _ash_vampire_moved(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = int(args[0])
    c = next((c for c in s.ash[seat] if facts(c).crypt and facts(c).slug == action.args[0]), -1)
    if c < 0:
        return
    s.ash[seat].remove(c)
    s.uncontrolled[seat].append(ops.new_minion(s, c, seat))
    line = N_("{seat} moves {card} from their ash heap to their uncontrolled region.")
    ops.say(s, line, seat=ops.who(s, seat), card=facts(c).name)


@dataclass(frozen=True, slots=True)
class EachToChosen(Prim):
    """ "Move N blood from each ready <kind> you control to <the vampire chosen>" (in your uncontrolled
    region: no capacity limits it there)."""

    kind: Callable[[VTESState, int], bool]
    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        dst = p.targets[0] if p.targets else -1
        if not isinstance(dst, int) or dst not in s.minions:
            return
        moved = 0
        for uid in list(s.ready[p.seat]):
            if uid != dst and self.kind(s, uid) and s.minions[uid].blood > 0:
                moved += ops.move_blood(s, uid, dst, self.n)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, dst), n=moved)

    def gives(self) -> Gives:
        return Gives(blood=1, tags=frozenset(("uncontrolled",)))


@dataclass(frozen=True, slots=True)
class EachToPool(Prim):
    """ "Move N blood from each ready vampire you control to your pool"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        moved = 0
        for uid in list(s.ready[p.seat]):
            m = s.minions[uid]
            if is_vampire(s, uid) and m.blood > 0:
                k = min(self.n, m.blood)
                s.minions[uid] = m._replace(blood=m.blood - k)
                moved += k
        ops.gain_pool(s, p.seat, moved)
        ops.say(
            s,
            N_("{seat} moves {moved} blood from their vampires to their pool."),
            seat=s.seat_name(p.seat),
            moved=moved,
        )

    def gives(self) -> Gives:
        return tags("blood-to-pool")


# ------------------------------------------------------------------------ a Methuselah's numbers this turn


@dataclass(frozen=True, slots=True)
class PhaseActions(Prim):
    """ "Get +N master phase actions" (during your master phase; ``theirs``: "that Methuselah gets +1
    master phase action", the one whose master phase it is)."""

    n: int = 1
    theirs: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        s.phase_actions += self.n
        seat = s.current if self.theirs else p.seat
        ops.say(s, N_("{seat} gets +{n} master phase action."), seat=s.seat_name(seat), n=self.n)

    def gives(self) -> Gives:
        return tags("master-action")


@dataclass(frozen=True, slots=True)
class HandSizeThisTurn(Prim):
    """ "Get +N hand size this turn"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        key = ("hand size", p.seat)
        s.marks[key] = int(s.marks.get(key, 0)) + self.n
        ops.say(s, N_("{seat} gets +{n} hand size this turn."), seat=s.seat_name(p.seat), n=self.n)

    def gives(self) -> Gives:
        return tags("hand-size")


@dataclass(frozen=True, slots=True)
class MoreTransfers(Prim):
    """ "Get +N transfers" (during your influence phase)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        s.transfers += self.n
        ops.say(s, N_("{seat} gets +{n} transfer."), seat=s.seat_name(p.seat), n=self.n)

    def gives(self) -> Gives:
        return tags("transfer")


# ------------------------------------------------------------------------ cheaper cards


@dataclass(frozen=True, slots=True)
class Cheaper(WhileVampireOnTable):
    """ "<Cards> cost <this vampire> N fewer blood (or pool)", registered with
    ``rule(name, core.COST_CHANGES, ...)``: the card's cost is lower when the vampire plays a card
    that is an ally or retainer of the ``trait`` ("animals"), of the ``types`` ("combat cards"),
    requiring the ``discipline``; ``pool`` too ("-1 blood or pool")."""

    vampire: str
    n: int = 1
    trait: str = ""
    types: tuple[str, ...] = ()
    discipline: str = ""
    pool: bool = False
    clan: str = ""  # "allies requiring a Gangrel": cards requiring that clan
    either: bool = False  # "requiring a Tzimisce or Vicissitude": the clan or the discipline

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return 0, 0
        f = facts(card)
        if not self.fits(f):
            return 0, 0
        return (-self.n if f.blood_cost else 0), (-self.n if self.pool and f.pool_cost else 0)

    def fits(self, f: Any) -> bool:
        if self.trait and (f.trait != self.trait or not {"Ally", "Retainer"} & set(f.types)):
            return False
        if self.types and not set(self.types) & set(f.types):
            return False
        discs = {c for c, _ in f.disciplines}
        if self.either:
            return self.clan in f.clans or self.discipline in discs
        if self.clan and self.clan not in f.clans:
            return False
        return not self.discipline or self.discipline in discs


@dataclass(frozen=True, slots=True)
class ClanCheaperWhile(WhileOnTable):
    """ "Cards requiring <Discipline> cost <clan> N fewer blood" while ``card`` is in play (a rule of
    ``core.COST_CHANGES``: any Methuselah's vampire of the clan; never below 0)."""

    card: str
    clan: str
    discipline: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or not has_clan(s, uid, self.clan) or not facts(card).blood_cost:
            return 0, 0
        if self.discipline not in {code for code, _ in use.disc}:
            return 0, 0
        cid = card_id(self.card)
        return (-self.n, 0) if any(pl.card == cid for pl in s.placed.values()) else (0, 0)


@dataclass(frozen=True, slots=True)
class CheaperForClan:
    """ "This card costs <clan> N fewer blood", registered with ``rule(name, core.COST_CHANGES, ...)``:
    the card played by a vampire of the clan (never below 0)."""

    card: str
    clan: str
    n: int = 1

    @property
    def plays(self) -> int:
        """The one card whose plays this rule concerns (``hooks.active_for``)."""
        return card_id(self.card)

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if card != card_id(self.card) or uid not in s.minions or not has_clan(s, uid, self.clan):
            return 0, 0
        return -self.n, 0


@dataclass(frozen=True, slots=True)
class RescueCost:
    """ "Rescuing <this vampire> from torpor costs N additional blood", registered with
    ``rule(name, core.RESCUE_COSTS, ...)``."""

    vampire: str
    n: int = 1

    def __call__(self, s: VTESState, rescuer: int, victim: int) -> int:
        return self.n if victim in s.minions and s.minions[victim].card == card_id(self.vampire) else 0


@dataclass(frozen=True, slots=True)
class RescuerPaysLess:
    """ "When attempting to rescue a vampire from torpor, this vampire ... burns N less blood if
    successful" (the vampire bearing ``card``; registered with ``rule(name, core.RESCUE_COSTS, ...)``)."""

    card: str
    n: int = 1

    def __call__(self, s: VTESState, rescuer: int, victim: int) -> int:
        m = s.minions.get(rescuer)
        cid = card_id(self.card)
        return -self.n if m is not None and any(p in s.placed and s.placed[p].card == cid for p in m.cards) else 0


@dataclass(frozen=True, slots=True)
class BecomesAlly(Prim):
    """ "Put this card in play; it becomes a mortal ally with N life": the card enters its player's
    ready region as an ally (unlocked), with the life the text says (its strength and bleed, which
    the card data does not hold, are its statics)."""

    life: int

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = ops.new_minion(s, p.card, p.seat, self.life)
        s.ready[p.seat].append(uid)
        stays(s)
        ops.say(s, N_("{card} enters play as an ally with {life} life."), card=facts(p.card).name, life=self.life)

    def gives(self) -> Gives:
        return tags("recruit")


@dataclass(frozen=True, slots=True)
class BurnTarget(Prim):
    """ "Burn <the minion chosen>" (VT-TERM-01); ``to="removed"``: "the chosen minion is removed from
    the game"."""

    to: str = "ash"

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if isinstance(target, int) and target in s.minions:
            if self.to == "ash":
                ops.say(s, N_("{minion} is burned."), minion=ops.label(s, target))
            ops.burn(s, target, to=self.to)  # "removed from the game" said by ops.burn

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-minion",)))


# ------------------------------------------------------------------------ drawing, moving blood


@dataclass(frozen=True, slots=True)
class DrawCards(Prim):
    """ "Draw N cards (discard down afterward)" (VT-CARD-21)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        got = ops.draw(s, p.seat, self.n)
        if s.log is not None:
            ops.tell(s, said_n("{seat} draws {n} card.", "{seat} draws {n} cards.", got, seat=ops.who(s, p.seat)))
        ops.refill(s, p.seat)

    def gives(self) -> Gives:
        return tags("draw")


def blood_word(n: int) -> str:
    return f"blood{n}"


def blood_of(word: Any) -> int:
    return int(str(word)[5:])


def own_to_others_vampire(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets of ``MoveBlood(to_pool=False)``: "move 1 blood from a vampire you control to a vampire
    controlled by another Methuselah" (ready or in torpor; ``blood1``)."""

    givers = [v for v in (*s.ready[seat], *s.torpor[seat]) if is_vampire(s, v) and s.minions[v].blood >= 1]
    for v in givers:
        for t in s.remaining():
            if t != seat:
                for w in (*s.ready[t], *s.torpor[t]):
                    if is_vampire(s, w):
                        yield (v, w, "blood1")


@dataclass(frozen=True, slots=True)
class BloodAmounts:
    """Targets: a vampire (from ``vampires``) and an amount of its blood announced, 1 up to its
    blood (at most ``most``): "move any amount of blood from a vampire you control"."""

    vampires: Any  # a Targets function
    most: int = 0  # 0: no limit

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for (v,) in self.vampires(s, ctx, seat, uid):
            top = s.minions[v].blood if not self.most else min(self.most, s.minions[v].blood)
            for n in range(1, top + 1):
                yield (v, blood_word(n))


def to_younger_of_clan(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: a ready vampire you control with blood, a younger vampire of the same clan in your
    uncontrolled region, and up to 3 blood ("move up to 3 blood from ... to ...")."""

    for src, m in s.ready_minions(seat):
        clan = clan_of(m) if is_vampire(s, src) else None
        if clan is None or m.blood < 1:
            continue
        for v in s.uncontrolled[seat]:
            if clan_of(s.minions[v]) == clan and capacity(s, v) < capacity(s, src):
                for n in range(1, min(3, m.blood) + 1):
                    yield (src, v, blood_word(n))


@dataclass(frozen=True, slots=True)
class MoveBlood(Prim):
    """ "Move N blood from <the vampire chosen> to your pool" (``to_pool``) or "to <the second vampire
    chosen>", N the amount announced (the last target, :class:`BloodAmounts`); with less blood left
    at resolution, what it has (LSJ 20100216)."""

    to_pool: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        src = p.targets[0] if p.targets else -1
        if not isinstance(src, int) or src not in s.minions:
            return
        n = min(blood_of(p.targets[-1]), s.minions[src].blood)
        if n <= 0:
            return
        if self.to_pool:
            ops.burn_blood(s, src, n)
            ops.gain_pool(s, p.seat, n)
            ops.say(
                s,
                N_("{minion} moves {n} blood to {seat}'s pool."),
                minion=ops.label(s, src),
                n=n,
                seat=ops.who(s, p.seat),
            )
            return
        dst = p.targets[1]
        if isinstance(dst, int) and dst in s.minions:
            ops.move_blood(s, src, dst, n)
            ops.say(
                s,
                N_("{minion} moves {n} blood to {minion2}."),
                minion=ops.label(s, src),
                n=n,
                minion2=ops.label(s, dst),
            )

    def gives(self) -> Gives:
        return tags("blood-to-pool") if self.to_pool else tags("uncontrolled")


# ------------------------------------------------------------------------ searching the library for a card


def gehenna_event(card: int) -> bool:
    """A Gehenna event card ("Gehenna." opening its text: not The Fourth Cycle's "Requires 2 or more
    Gehenna events in play")."""
    f = facts(card)
    return f.is_type("Event") and f.text.lower().startswith("gehenna")


def weapon_card(card: int) -> bool:
    """A weapon (an equipment card whose first line says "weapon")."""
    f = facts(card)
    return f.is_type("Equipment") and "weapon" in f.text.split("\n", 1)[0].lower()


@dataclass(frozen=True, slots=True)
class SearchToHand(Prim):
    """ "Search your library for a <X> card (show it to all players and) add it to your hand; shuffle
    and discard down to your hand size afterward" (VT-TERM-15): chosen privately, a search may find
    nothing (declined); ``show``: the card is shown."""

    fits: Callable[[int], bool]
    show: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        source = (
            s.placed[p.source].card
            if p.source in s.placed
            else s.minions[p.source].card
            if p.source in s.minions
            else -1
        )
        name = facts(p.card if p.card >= 0 else source).name
        options = [Action("choose", (slug,)) for slug in distinct_slugs([c for c in s.library[p.seat] if self.fits(c)])]
        question = said(N_("{card}: the card you take from your library, or decline."), card=name)
        ask_private(s, p.seat, question, [*options, Action(DECLINE_CHOICE)], searched, (p.seat, self.show))

    def gives(self) -> Gives:
        return tags("draw")


def searched(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, show = int(args[0]), bool(args[1])
    c = next((c for c in s.library[seat] if action.verb == "choose" and facts(c).slug == action.args[0]), -1)
    if c >= 0:
        s.library[seat].remove(c)
    s.rng.shuffle(s.library[seat])
    if c < 0:
        return
    if show:
        to_hand_shown(s, seat, c)
    else:
        s.hand[seat].append(c)
    ops.refill(s, seat)


def to_hand_shown(s: VTESState, seat: int, c: int) -> None:
    """A card found by a search added to ``seat``'s hand and shown: every other Methuselah knows it is there."""
    s.hand[seat].append(c)
    for viewer in range(s.players):
        if viewer != seat:
            s.known[viewer][seat] = (*s.known[viewer][seat], c)
    s.reveals += 1
    ops.say(s, N_("{seat} shows {card} and adds it to their hand."), seat=ops.who(s, seat), card=facts(c).name)


@dataclass(frozen=True, slots=True)
class AshToHand(Prim):
    """ "Move a library card from your ash heap to your hand (discard down afterward)": chosen as it
    resolves (the ash heap is public); ``optional``: "you can move ..." (the choice may be declined)."""

    optional: bool = False
    type: str = ""  # "a political action card": only cards of that printed type

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.card >= 0:
            source = p.card
        elif p.source in s.placed:
            source = s.placed[p.source].card
        else:
            source = s.minions[p.source].card if p.source in s.minions else -1
        name = facts(source).name if source >= 0 else ""
        cards = [c for c in s.ash[p.seat] if not facts(c).crypt and (not self.type or facts(c).is_type(self.type))]
        options = [Action("choose", (slug,)) for slug in distinct_slugs(cards)]
        if not options:
            return
        if self.optional:
            options.append(Action(DECLINE_CHOICE))
        question = said(N_("{card}: the card you move from your ash heap to your hand."), card=name)
        ask(s, p.seat, question, options, ash_to_hand, (p.seat,))

    def gives(self) -> Gives:
        return tags("draw")


def ash_to_hand(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = int(args[0])
    if action.verb != "choose":
        return
    c = next((c for c in s.ash[seat] if not facts(c).crypt and facts(c).slug == action.args[0]), -1)
    if c < 0:
        return
    s.ash[seat].remove(c)
    s.hand[seat].append(c)
    ops.say(s, N_("{seat} moves {card} from their ash heap to their hand."), seat=ops.who(s, seat), card=facts(c).name)
    ops.refill(s, seat)


def ash_library_card(s: VTESState, seat: int, p: Play) -> int:
    """The library card of ``seat``'s ash heap the play names (its first target, a slug); -1 if none."""
    slug = p.targets[0] if p.targets else ""
    return next((c for c in s.ash[seat] if not facts(c).crypt and facts(c).slug == slug), -1)


def said_moved(s: VTESState, p: Play, c: int, line: str) -> None:
    """ "<seat> moves <card> ... to <where>": the card in play whose ability it is."""
    ops.say(s, line, seat=ops.who(s, p.seat), card=facts(c).name, where=facts(s.placed[p.source].card).name)


def prey_ash_to_hold(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
    """Targets of :class:`HoldFromAsh`: each library card in your prey's ash heap (by slug), while
    nothing is on this card ("only 1 card can be on this card at a time")."""
    if ops.held_card(s, src) is not None:
        return
    for slug in distinct_slugs([c for c in s.ash[s.prey(seat)] if not facts(c).crypt]):
        yield (slug,)


@dataclass(frozen=True, slots=True)
class HoldFromAsh(Prim):
    """ "Move a library card from your prey's ash heap to this card, face down" (the card chosen,
    :func:`prey_ash_to_hold`): held on this card (``ops.HOLDS``), its controller may play it "as if
    playing it from your hand" (``play.AS_FROM_HAND``). The others see which card it is (ANK
    20200523)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        prey = s.prey(p.seat)
        c = ash_library_card(s, prey, p)
        if c < 0 or p.source not in s.placed or ops.held_card(s, p.source) is not None:
            return
        s.ash[prey].remove(c)
        ops.hold(s, p.source, c, prey)
        said_moved(s, p, c, N_("{seat} moves {card} from their prey's ash heap to {where}."))

    def gives(self) -> Gives:
        return tags("draw")


def own_ash_library_cards(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
    """Targets of :class:`AshToFaceDown`: each library card in your ash heap (by slug)."""
    for slug in distinct_slugs([c for c in s.ash[seat] if not facts(c).crypt]):
        yield (slug,)


@dataclass(frozen=True, slots=True)
class AshToFaceDown(Prim):
    """ "Move a library card from your ash heap to this location, face down" (the card chosen,
    :func:`own_ash_library_cards`): one more card on it (``ops.FACE_DOWN_CARDS``, out of play); every
    Methuselah sees which (ANK 20200523): the card in play sets no ``ops.FACE_DOWN_FITS``."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = ash_library_card(s, p.seat, p)
        if c < 0 or p.source not in s.placed:
            return
        s.ash[p.seat].remove(c)
        if not ops.face_down_cards(s, p.source):
            s.placed[p.source] = s.placed[p.source]._replace(data=(ops.FACE_DOWN_CARDS, p.seat))
        ops.put_face_down(s, p.source, c, p.seat)
        said_moved(s, p, c, N_("{seat} moves {card} from their ash heap to {where}, face down."))

    def gives(self) -> Gives:
        return tags("draw")


def cards_on_this(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
    """Targets of :class:`FaceDownToLibraryTop`: each card face down on this card (by slug)."""
    for slug in distinct_slugs(list(ops.face_down_cards(s, src))):
        yield (slug,)


@dataclass(frozen=True, slots=True)
class FaceDownToLibraryTop(Prim):
    """ "Move a card from this location to the top of your library" (the card chosen,
    :func:`cards_on_this`; its owner's library)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        slug = p.targets[0] if p.targets else ""
        c = next((c for c in ops.face_down_cards(s, p.source) if facts(c).slug == slug), -1)
        if c < 0:
            return
        owner = int(s.placed[p.source].data[1])
        said_moved(s, p, c, N_("{seat} moves {card} from {where} to the top of their library."))
        ops.unhold(s, p.source, c)
        s.library[owner].append(c)  # the top of the library: the end drawn first (ops.draw_library)

    def gives(self) -> Gives:
        return tags("draw")


@dataclass(frozen=True, slots=True)
class LifeForBlood(Prim):
    """ "<The vampire chosen> may burn N blood to add N life to <this ally>" (the ally whose ability it
    is; nothing without the blood)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if (
            not isinstance(uid, int)
            or uid not in s.minions
            or s.minions[uid].blood < self.n
            or p.source not in s.minions
        ):
            return
        ops.burn_blood(s, uid, self.n)
        ops.add_blood(s, p.source, self.n)
        ops.say(
            s,
            N_("{minion} burns {n} blood: {ally} gains {n} life."),
            minion=ops.label(s, uid),
            n=self.n,
            ally=ops.label(s, p.source),
        )

    def gives(self) -> Gives:
        return tags("heal-ally")


@dataclass(frozen=True, slots=True)
class ReorderTop(Prim):
    """ "Look at and reorder the top N cards of your library" (asked privately: one order of their
    names, ``a/b/c``, the first on top)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        top = s.library[p.seat][-self.n :]  # the top of a library is its end (``ops.draw_library``)
        if len(top) < 2:
            return
        orders = sorted({"/".join(facts(c).slug for c in order) for order in permutations(top)})
        source = p.card if p.card >= 0 else _source_card(s, p.source)
        name = facts(source).name
        question = said(N_("{card}: the new order of the top of your library (the first on top)."), card=name)
        ask_private(s, p.seat, question, [Action("order", (o,)) for o in orders], reordered, (p.seat, self.n))

    def gives(self) -> Gives:
        return tags("reorder-library")


def _source_card(s: VTESState, uid: int) -> int:
    """The card of an ability's source: a card in play, or a minion (its own text)."""
    return s.placed[uid].card if uid in s.placed else s.minions[uid].card


def reordered(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, n = int(args[0]), int(args[1])
    top = list(s.library[seat][-n:])
    new: list[int] = []
    for slug in str(action.args[0]).split("/"):
        c = next(c for c in top if facts(c).slug == slug)
        top.remove(c)
        new.append(c)
    s.library[seat][-len(new) :] = new[::-1]  # the first named on top: the end of the list


@dataclass(frozen=True, slots=True)
class ReshuffleUncontrolled(Prim):
    """ "All Methuselahs move any crypt cards in their uncontrolled regions to their crypts. Any blood
    counters on them are moved to the Methuselah's pool, and any cards on them are burned. Each
    Methuselah shuffles his or her crypt and then moves as many cards from his or her crypt to his or
    her uncontrolled region as he or she shuffled in"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            back = list(s.uncontrolled[t])
            for uid in back:
                m = s.minions[uid]
                for c in list(m.cards):
                    ops.burn_placed(s, c)
                ops.gain_pool(s, t, s.minions[uid].blood)
                s.uncontrolled[t].remove(uid)
                del s.minions[uid]
                s.crypt[t].append(m.card)
            s.rng.shuffle(s.crypt[t])
            for _ in range(min(len(back), len(s.crypt[t]))):
                s.uncontrolled[t].append(ops.new_minion(s, s.crypt[t].pop(), t))
            if back:
                ops.say(
                    s, N_("{seat} shuffles {n} crypt cards back and draws as many."), seat=s.seat_name(t), n=len(back)
                )

    def gives(self) -> Gives:
        return tags("uncontrolled")


@dataclass(frozen=True, slots=True)
class PoolToVampires(Prim):
    """ "Move any number of blood counters from your pool to 1 or more vampires you control": asked
    one move at a time (a vampire, ready or in torpor, and an amount up to what its capacity holds)
    until ``done``."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ask_pool_move(s, p)

    def gives(self) -> Gives:
        return tags("pool-to-blood")


def ask_pool_move(s: VTESState, p: Play) -> None:
    seat = p.seat
    if not s.in_game(seat):
        return
    options = [Action("done")]
    for v in (*s.ready[seat], *s.torpor[seat]):
        if is_vampire(s, v):
            room = min(s.pool[seat], capacity(s, v) - s.minions[v].blood)
            options.extend(Action("move", (v, k)) for k in range(1, room + 1))
    if len(options) > 1:
        question = said(
            N_("{card}: move blood from your pool to a vampire you control, or stop."), card=facts(p.card).name
        )
        ask(s, seat, question, options, _pool_moved, (p,))


def _pool_moved(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    if action.verb != "move":
        return
    p = args[0]
    v, k = int(action.args[0]), int(action.args[1])
    if v in s.minions and s.controller(v) == p.seat:
        k = ops.pool_to_blood(s, p.seat, v, k)
        ops.say(s, N_("{seat} moves {n} pool to {minion}."), seat=ops.who(s, p.seat), n=k, minion=ops.label(s, v))
    ask_pool_move(s, p)


# ------------------------------------------------------------------------ abilities lost


@dataclass(frozen=True, slots=True)
class OpposingRetainersLoseAbilities(WhileVampireOnTable):
    """ "Retainers employed by minions opposing <this vampire> in combat lose their abilities": a
    rule of ``hooks.ABILITIES_LOST`` (its statics, flags, event handlers, abilities and strikes do
    not apply while the minion employing it is in combat with the vampire)."""

    vampire: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        p = s.placed.get(uid)
        if p is None or p.host < 0:
            return False

        c = current_combat(s)
        if c is None or p.host not in (c.a, c.b):
            return False

        other = c.other(p.host)
        return (
            other in s.minions and s.minions[other].card == card_id(self.vampire) and facts(p.card).is_type("Retainer")
        )


@dataclass(frozen=True, slots=True)
class AggravatedFrom:
    """ "Damage inflicted on <this vampire> by a <kind> is aggravated": a rule of ``combat.AGG_TAKEN``
    (the damage of that minion's strikes on the vampire)."""

    vampire: str
    kind: Any

    def __call__(self, s: VTESState, target: int, striker: int) -> bool:
        return s.minions[target].card == card_id(self.vampire) and bool(self.kind(s, striker))


@dataclass(frozen=True, slots=True)
class DirectedActionsCost(WhileOnTable):
    """ "Directed actions cost <this vampire> +N blood" (a rule of ``hooks.ACTION_COSTS``: every
    directed action she takes, a bleed included, VT-ACT-06; paid as it succeeds, VT-RES-01); with
    ``bleed``: "bleed actions cost <her> N additional blood" (bleeds only)."""

    card: str
    blood: int = 1
    bleed: bool = False

    def __call__(self, s: VTESState, course: Any) -> tuple[int, int]:
        m = s.minions.get(course.actor)
        if m is None or m.card != card_id(self.card) or not course.directed:
            return (0, 0)
        return (self.blood, 0) if not self.bleed or course.kind_ == "bleed" else (0, 0)


@dataclass(frozen=True, slots=True)
class BearerDirectedActionsCost(WhileOnTable):
    """ "Directed actions cost this vampire an additional blood" of a card put on a vampire (the bearer
    of any copy; a rule of ``hooks.ACTION_COSTS``, paid as the action succeeds, VT-RES-01)."""

    card: str
    blood: int = 1

    def __call__(self, s: VTESState, course: Any) -> tuple[int, int]:
        m = s.minions.get(course.actor)
        if m is None or not course.directed:
            return (0, 0)
        cid = card_id(self.card)
        return (self.blood, 0) if any(s.placed[p].card == cid for p in m.cards if p in s.placed) else (0, 0)


@dataclass(frozen=True, slots=True)
class ActionsAtCost(WhileOnTable):
    """ "Actions directed at <this vampire> cost N additional pool" (a rule of ``hooks.ACTION_COSTS``):
    only another Methuselah's actions, those of his own controller's minions being undirected (LSJ
    20030214-2); paid as the action succeeds (VT-RES-01)."""

    card: str
    pool: int = 1

    def __call__(self, s: VTESState, course: Any) -> tuple[int, int]:
        if not course.directed:
            return 0, 0
        from .inplay import action_targets

        cid = card_id(self.card)
        at = [t for t in action_targets(course) if t in s.minions and s.minions[t].card == cid]
        return (0, self.pool * sum(1 for t in at if s.controller(t) != course.actor_seat)) if at else (0, 0)


@dataclass(frozen=True, slots=True)
class BottomAndRedraw(WhileOnTable):
    """ "Once each turn, when you draw a card from your library, you may place that card on the bottom
    of your library and draw a new card" (a rule of ``hooks.AFTER_DRAW``, asked privately of the
    Methuselah controlling the vampire, ready or in torpor; "once each turn": each Methuselah's turn,
    ANK 20180719-4). Cards drawn together (drawing up) are offered together: any one of them."""

    card: str

    def __call__(self, s: VTESState, seat: int, drawn: list[int]) -> None:
        cid = card_id(self.card)
        for uid in (*s.ready[seat], *s.torpor[seat]):
            if s.minions[uid].card == cid and (BOTTOM_REDRAW, uid) not in s.marks and s.library[seat]:
                choices = [Action("decline"), *(Action("choose", (slug,)) for slug in distinct_slugs(drawn))]
                question = said(
                    N_("{minion}: place a card just drawn on the bottom of your library and draw a new card?"),
                    minion=ops.label(s, uid),
                )
                ask(s, seat, question, choices, bottom_redrawn, (seat, uid), public=False)
                return


BOTTOM_REDRAW = "bottom-and-redraw"  # s.marks[(key, vampire)]: used this turn


def bottom_redrawn(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, uid = int(args[0]), int(args[1])
    found = next((c for c in reversed(s.hand[seat]) if facts(c).slug == action.args[0]), None) if action.args else None
    if action.verb != "choose" or found is None:
        return
    s.marks[(BOTTOM_REDRAW, uid)] = True
    ops.take_from_hand(s, seat, found)
    s.library[seat].insert(0, found)  # the bottom (the top is the last item)
    ops.say(s, N_("{seat} places a card on the bottom of their library and draws a new card."), seat=ops.who(s, seat))
    ops.draw_library(s, seat, 1)


@dataclass(frozen=True, slots=True)
class AggravatedOn:
    """ "Damage <this vampire> inflicts on <kind> is aggravated": a rule of ``combat.AGG_TAKEN`` (the
    damage of the vampire's strikes on such a minion)."""

    vampire: str
    kind: Any

    def __call__(self, s: VTESState, target: int, striker: int) -> bool:
        return s.minions[striker].card == card_id(self.vampire) and bool(self.kind(s, target))


@dataclass(frozen=True, slots=True)
class BurnAfterPressWith:
    """ "A vampire burns 1 blood after using a press to continue combat with <this vampire>": a rule of
    ``core.PRESSED_CONTINUE``."""

    vampire: str

    def __call__(self, s: VTESState, c: Any, uid: int) -> None:
        other = c.other(uid)
        if other not in s.minions or s.minions[other].card != card_id(self.vampire):
            return
        if uid in s.minions and is_vampire(s, uid) and s.minions[uid].blood > 0:
            ops.burn_blood(s, uid, 1)
            ops.say(s, N_("{minion} burns 1 blood after pressing to continue."), minion=ops.label(s, uid))


@dataclass(frozen=True, slots=True)
class OwnCards:
    """Targets: "one of her retainers": a card of the type on the minion whose text it is."""

    type: str

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        if uid not in s.minions:
            return
        for p in s.minions[uid].cards:
            if p in s.placed and facts(s.placed[p].card).is_type(self.type):
                yield (p,)


@dataclass(frozen=True, slots=True)
class WhenBleedingOne:
    """A static "+N bleed when bleeding a Methuselah who controls a ready <kind>" of a minion's own text
    (``lacking``: "... who controls no ready <kind>")."""

    n: int
    kind: Any
    lacking: bool = False

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or not s.in_game(a.target_seat):
            return 0
        controls = any(self.kind(s, v) for v in s.ready[a.target_seat])
        return self.n if controls != self.lacking else 0

    def at(self, mode: str) -> int:
        return 0  # only when bleeding some Methuselahs


@dataclass(frozen=True, slots=True)
class GehennaImmune:
    """ "While <this vampire> is a <kind>, Gehenna events do not affect her": a rule of
    ``hooks.GEHENNA_IMMUNE``, read by the Gehenna events that change a vampire's numbers or costs (The
    Slow Withering); she can still be chosen, and what events give others against her stays (LSJ
    20081120-2, LSJ 20100121)."""

    vampire: str
    kind: Any

    def __call__(self, s: VTESState, uid: int) -> bool:
        return s.minions[uid].card == card_id(self.vampire) and bool(self.kind(s, uid))


#: Strikes not made against the opposing minion itself: a dodge, and strikes at cards on it (LSJ
#: 20090528-2: Target Retainer, a strike burning or stealing equipment).
NOT_AGAINST = frozenset(("none", "dodge", "destroy", "steal-equipment"))


def card_strike(effect: Any) -> Any:
    """The strike a card's effect plays ("Strike: ..."), if any (through a sequence of effects)."""
    strike = getattr(effect, "strike", None)
    if strike is not None and hasattr(strike, "kind"):
        return strike
    for e in getattr(effect, "effects", ()):
        found = card_strike(e)
        if found is not None:
            return found
    return None


@dataclass(frozen=True, slots=True)
class StrikesAgainstCost:
    """ "Strikes against <this vampire> cost an additional N blood or life": a rule of
    ``combat.STRIKE_COSTS`` (the striker's own strikes, paid as chosen, LSJ 20090703) and of
    ``core.COST_CHANGES`` (a strike card costs +N blood: "it affects card costs", LSJ 20070829-1);
    a dodge and strikes at cards on it are not against it (LSJ 20090528-2)."""

    vampire: str
    n: int = 1

    def against(self, s: VTESState, uid: int) -> bool:
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b):
            return False
        other = c.other(uid)
        return other in s.minions and s.minions[other].card == card_id(self.vampire)

    def __call__(self, s: VTESState, c: Any, uid: int, st: Any) -> int:
        if st.kind in NOT_AGAINST or st.at >= 0 or not self.against(s, uid):
            return 0
        return self.n

    def card_cost(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or "strike" not in use.moments:
            return 0, 0
        st = card_strike(use.effect)
        if st is None or st.kind in NOT_AGAINST or not self.against(s, uid):
            return 0, 0
        return self.n, 0


@dataclass(frozen=True, slots=True)
class OpposingMayNotStrike:
    """ "A minion opposing <this vampire> may choose not to strike": a rule of ``combat.MAY_NOT_STRIKE``."""

    vampire: str

    def __call__(self, s: VTESState, c: Any, uid: int) -> bool:
        other = c.other(uid)
        return other in s.minions and s.minions[other].card == card_id(self.vampire)


@dataclass(frozen=True, slots=True)
class HoldersOf:
    """Terms: "the title held by a <title>": another vampire holding that title (ready or in torpor),
    named at the terms step (wrap with ``politics.terms``); none, and the action cannot be taken
    (LSJ 20100129)."""

    title: str

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for t in s.remaining():
            for v in s.ready[t] + s.torpor[t]:
                if v != uid and is_vampire(s, v) and s.minions[v].title == self.title:
                    yield (v,)


@dataclass(frozen=True, slots=True)
class ReceivesTitle(Prim):
    """ "<This vampire> receives (and contests) the title held by <the vampire chosen>": the same title,
    of the same city or clan (VT-SECT-03 to VT-SECT-07); a unique title another vampire claims is
    contested at once (VT-CONT-08)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        holder = p.targets[0] if p.targets else -1
        if not isinstance(holder, int) or holder not in s.minions or p.by not in s.minions:
            return
        m = s.minions[holder]
        if m.title is None:
            return
        city = title_city(m) or facts(m.card).city or ""
        clan = title_clan(m) if any(x.startswith(TITLE_CLAN) for x in m.marks) else ""
        line = N_("{minion} receives the title held by {holder}.")
        ops.say(s, line, minion=ops.label(s, p.by), holder=ops.label(s, holder))
        gain_title(s, p.by, m.title, clan=clan, city=city)

    def gives(self) -> Gives:
        return tags("title") + Gives(votes=2)


def not_titled_as(title: str) -> Callable[..., bool]:
    """ "If <this vampire> is not a <title>" (a condition)."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        return uid in s.minions and s.minions[uid].title != title

    return pred


def is_named(name: str) -> Callable[[VTESState, int], bool]:
    """The kind "<this vampire>": the minion whose card is the one named (a merged one as well)."""

    def kind(s: VTESState, uid: int) -> bool:
        return uid in s.minions and s.minions[uid].card == card_id(name)

    return kind


@dataclass(frozen=True, slots=True)
class WhilePredatorHasMore:
    """A Methuselah's static "while your predator controls more ready minions than you, you get +N"
    (``fn(s, src, seat)``: hand size)."""

    n: int

    def __call__(self, s: VTESState, src: int, seat: int) -> int:
        pred = s.predator(seat)
        if pred == seat or not s.in_game(pred):
            return 0
        return self.n if len(s.ready[pred]) > len(s.ready[seat]) else 0

    def at(self, mode: str) -> int:
        return 0  # only while the predator has more


@dataclass(frozen=True, slots=True)
class WhilePreyPoolAtMost:
    """A static "while your prey has N or fewer pool, <this vampire> gets +M" of a minion's own text."""

    n: int
    at_most: int

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        seat = s.controller(uid)
        if seat < 0:
            return 0
        prey = s.prey(seat)
        return self.n if prey != seat and s.in_game(prey) and s.pool[prey] <= self.at_most else 0

    def at(self, mode: str) -> int:
        return 0  # only while the prey's pool is low


# ------------------------------------------------------------------------ a card in play that becomes a vampire


@dataclass(frozen=True, slots=True)
class VampireOfCard:
    """What a library card is once it "becomes a <capacity>-capacity (non-unique) <sect> <clan> with
    <Disciplines> and <blood> blood who is <trait>" (``clan`` "": clanless; ``strength`` and
    ``bleed`` its own, registered by :func:`vampire_card`; ``choose``: "choose N Disciplines", each at
    the superior level), made by :func:`card_becomes_vampire`."""

    capacity: int
    clan: str
    sect: str
    blood: int
    disciplines: tuple[tuple[str, int], ...] = ()
    traits: tuple[str, ...] = ()
    strength: int = 1
    bleed: int = 1
    choose: int = 0


@dataclass(frozen=True, slots=True)
class OwnStat:
    """A number the card's own text gives the vampire it has become (not the minion it was on)."""

    n: int

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        return self.n if src == uid else 0


def vampire_card(name: str, spec: VampireOfCard) -> None:
    """Register what the card's text gives the vampire it becomes: its strength and bleed."""

    if spec.strength != 1:
        static(name, "strength", OwnStat(spec.strength - 1))
    if spec.bleed != 1:
        static(name, "bleed", OwnStat(spec.bleed - 1))


def as_vampire(handler: Callable[[VTESState, int, dict[str, Any]], None]) -> Callable[..., None]:
    """An event handler of the card's text that acts only once the card has become a vampire."""

    def fn(s: VTESState, src: int, info: dict[str, Any]) -> None:
        if src in s.minions:
            handler(s, src, info)

    return fn


def card_becomes_vampire(s: VTESState, src: int, spec: VampireOfCard) -> int:
    """ "Move this card to your ready region; it becomes a ... vampire": the card in play leaves the
    cards in play and enters its controller's ready region as a vampire of the clan, sect and
    capacity given (no sire: VT-SECT-02 does not apply), with its blood, Disciplines (``disc:``
    marks, ``stats.marked_levels``) and traits (``trait:`` marks); the Disciplines to choose are
    asked of its controller then."""

    pl = s.placed[src]
    ops.detach(s, src)
    del s.placed[src]
    uid = ops.sired(s, pl.card, pl.controller, -1, spec.clan, spec.capacity)
    s.minions[uid] = s.minions[uid]._replace(owner=pl.owner, sect=spec.sect, blood=spec.blood)
    if not spec.clan:
        ops.unmark(s, uid, "clan:")
    ops.mark(s, uid, *(f"{DISC}{code}:{n}" for code, n in spec.disciplines), *("trait:" + t for t in spec.traits))
    ops.enter_ready(s, pl.controller, uid)
    ops.say(
        s,
        N_("{card} becomes a {n}-capacity {clan} vampire with {blood} blood."),
        card=facts(pl.card).name,
        n=spec.capacity,
        clan=spec.clan or "clanless",
        blood=spec.blood,
    )
    ask_discipline(s, uid, spec.choose)
    return uid


#: The Disciplines a card that became a vampire may choose ("choose three Disciplines").
CHOOSABLE = (
    "abo", "ani", "aus", "cel", "chi", "dai", "dem", "dom", "for", "mel", "myt", "nec", "obe", "obf",
    "obl", "obt", "pot", "pre", "pro", "qui", "san", "ser", "spi", "tem", "tha", "thn", "val", "vic", "vis",
)  # fmt: skip


def ask_discipline(s: VTESState, uid: int, left: int) -> None:
    """ "Choose N Disciplines": one at a time, each at the superior level."""

    if left <= 0 or uid not in s.minions:
        return
    have = marked_levels(s.minions[uid].marks)
    choices = [Action("choose", (code,)) for code in CHOOSABLE if code not in have]
    question = said(N_("{minion}: choose a Discipline ({n} more)."), minion=ops.label(s, uid), n=left)
    ask(s, s.controller(uid), question, choices, _discipline_chosen, (uid, left))


def _discipline_chosen(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    uid, left = args
    if uid in s.minions:
        ops.mark(s, uid, f"{DISC}{action.args[0]}:2")
        ask_discipline(s, uid, left - 1)


@dataclass(frozen=True, slots=True)
class TrainingCounter:
    """ "During your unlock phase, burn 1 <kind> counter from this card. You can burn <kind> counters
    from no more than N <this card> cards each unlock phase. After the last <kind> counter is burned,
    move this card to your ready region; it becomes ..." (an unlock-phase effect, ``unlock_event(name,
    "own", ...)``: due while counters remain and fewer than N of these cards burned one this phase)."""

    spec: VampireOfCard
    most: int = 2

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        pl = s.placed.get(src)
        return pl is not None and pl.counters > 0 and s.marks.get(("trained", pl.card, seat), 0) < self.most

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        pl = s.placed[src]
        s.marks[("trained", pl.card, seat)] = s.marks.get(("trained", pl.card, seat), 0) + 1
        s.placed[src] = pl._replace(counters=pl.counters - 1)
        ops.say(s, N_("{card}: 1 counter is burned ({n} left)."), card=facts(pl.card).name, n=pl.counters - 1)
        if pl.counters == 1:
            card_becomes_vampire(s, src, self.spec)


@dataclass(frozen=True, slots=True)
class PutOnCapacityCounters(Prim):
    """ "Put this card with X <kind> counters on this vampire, where X is this vampire's capacity"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            ctrl = ops.attached_controller(s, p.card, p.seat, p.by)
            ops.put_on(s, p.card, p.seat, ctrl, p.by, capacity(s, p.by), mode=use_key(p))
            stays(s)

    def gives(self) -> Gives:
        return tags("put-on-self", "counter")


@dataclass(frozen=True, slots=True)
class CountersMakeVampire(Prim):
    """ "If this card has N or more counters, move this card to your ready region, burn this <vampire it
    is on> ...; this card becomes a ... vampire" (after counters are put on it: the card on the acting
    vampire, or the card whose ability it is)."""

    n: int
    spec: VampireOfCard

    def __call__(self, s: VTESState, p: Play) -> None:
        src = p.source if p.source in s.placed else -1
        if src < 0 and p.by in s.minions:
            src = next((c for c in s.minions[p.by].cards if s.placed[c].card == p.card), -1)
        pl = s.placed.get(src)
        if pl is None or pl.counters < self.n:
            return
        host = pl.host
        card_becomes_vampire(s, src, self.spec)
        if host in s.minions:
            ops.say(s, N_("{minion} is burned."), minion=ops.label(s, host))
            ops.burn(s, host)

    def gives(self) -> Gives:
        return tags("becomes-vampire")


# ------------------------------------------------------------------------ a vampire's own triggers


@dataclass(frozen=True, slots=True)
class GainsWhenNeighbourBurned:
    """ "Whenever a vampire controlled by your predator or prey is burned, <this vampire> gains N
    blood": a handler of the ``burned`` event of the vampire whose text it is."""

    n: int

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = s.controller(src) if src in s.minions else -1
        burned_seat = info.get("seat", -1)
        if seat < 0 or burned_seat == seat or burned_seat not in (s.predator(seat), s.prey(seat)):
            return
        if not facts(int(info.get("card", -1))).crypt:
            return  # an ally, not a vampire
        gained = ops.add_blood(s, src, self.n)
        if gained:
            ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, src), n=gained)


@dataclass(frozen=True, slots=True)
class HandIntoLibrary(Prim):
    """ "Shuffle your hand into your library (draw up afterward)" (hidden: only the count is told)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        seat = p.seat
        n = len(s.hand[seat])
        s.library[seat].extend(s.hand[seat])
        s.hand[seat] = []
        s.rng.shuffle(s.library[seat])
        ops.say(s, N_("{seat} shuffles their hand ({n} cards) into their library."), seat=s.seat_name(seat), n=n)
        ops.refill(s, seat)

    def gives(self) -> Gives:
        return tags("draw")


#: ``s.game_marks[(NO_TRANSFERS, seat)]``: that Methuselah has no transfers in their next influence
#: phase (read by ``phases``).
NO_TRANSFERS = "no-transfers"


@dataclass(frozen=True, slots=True)
class PoolOrNoTransfers:
    """ "During each other Methuselah's unlock phase, if <this vampire> is ready, that Methuselah
    chooses either to burn N pool or to lose all transfers during his or her next influence phase": an
    unlock-phase handler (with its ``due``) of the vampire whose text it is."""

    n: int = 1

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return src in s.minions and s.is_ready(src) and s.controller(src) != seat and s.in_game(seat)

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info["seat"]
        if not self.due(s, src, seat):
            return
        question = said(
            N_("{minion}: burn {n} pool, or lose all transfers during your next influence phase?"),
            minion=ops.label(s, src),
            n=self.n,
        )
        choices = [Action("choose", ("pool",)), Action("choose", ("transfers",))]
        ask(s, seat, question, choices, _pool_or_transfers, (seat, self.n))


def _pool_or_transfers(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, n = args
    if action.args and action.args[0] == "transfers":
        s.game_marks[(NO_TRANSFERS, seat)] = True
        ops.say(s, N_("{seat} will lose all transfers during their next influence phase."), seat=s.seat_name(seat))
    else:
        ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=n)
        ops.burn_pool(s, seat, n)


@dataclass(frozen=True, slots=True)
class PoolAfterOwnAction:
    """ "Once each turn, after resolution of an action performed by <this vampire> during which your
    prey burned 1 or more pool, you can gain N pool": handlers of ``announce`` (the prey's losses
    watched, ``ops.POOL_WATCH``) and ``action-end`` (asked then)."""

    n: int = 1

    def watch(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        if course is None or course.actor != src or src not in s.minions:
            return
        prey = s.prey(s.controller(src))
        key = (ops.POOL_WATCH, prey)
        s.marks.setdefault(key, 0)
        s.marks[("this-action", "prey-pool-seen", src)] = (prey, s.marks[key])

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        seen = s.marks.get(("this-action", "prey-pool-seen", src))
        if course is None or course.actor != src or seen is None or ("pool-after-action", src) in s.marks:
            return
        prey, before = seen
        if s.marks.get((ops.POOL_WATCH, prey), 0) <= before or src not in s.minions:
            return
        seat = s.controller(src)
        s.marks[("pool-after-action", src)] = True
        question = said(N_("{minion}: gain {n} pool?"), minion=ops.label(s, src), n=self.n)
        ask(s, seat, question, [Action("choose", ("gain",)), Action("decline")], _pool_gained, (seat, self.n))


def _pool_gained(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, n = args
    if action.verb == "choose" and s.in_game(seat):
        ops.gain_pool(s, seat, n)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(seat), n=n)


# ------------------------------------------------------------------------ strikes of a vampire's own text


@dataclass(frozen=True, slots=True)
class RangedStrikesMore:
    """ "<This vampire> inflicts +N damage or steals N additional blood or life with ranged strikes
    (even at close range)": a rule of ``combat.STRIKE_BONUS``."""

    vampire: str
    n: int = 1

    def __call__(self, s: VTESState, c: Any, uid: int, st: Any) -> int:
        return self.n if st.ranged and s.minions[uid].card == card_id(self.vampire) else 0


@dataclass(frozen=True, slots=True)
class DisciplineStrikesMore:
    """ "Damaging strikes made by <this vampire> that require <Discipline> inflict +N damage" (the
    strike of a card requiring it): a rule of ``combat.STRIKE_BONUS``."""

    vampire: str
    code: str
    n: int = 1

    def __call__(self, s: VTESState, c: Any, uid: int, st: Any) -> int:
        if st.card < 0 or st.kind not in ("hand", "damage", "strength") or s.minions[uid].card != card_id(self.vampire):
            return 0
        return self.n if self.code in {code for code, _ in facts(st.card).disciplines} else 0


@dataclass(frozen=True, slots=True)
class OpposingKindEachCombat:
    """ "<Kind> opposing <this minion> in combat <get a combat modifier>" ("vampires opposing Oliver in
    combat may not end combat as a strike": ``no-combat-ends``): a ``combat-start`` event of the minion
    whose text it is (or of a card on a minion)."""

    key: str
    value: Any
    kind: Any
    older: bool = False  # "older vampires get +1 strength in combat with Basil"

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = info["combat"]
        uid = s.placed[src].host if src in s.placed else src
        other = c.other(uid)
        if uid not in (c.a, c.b) or other not in s.minions or not self.kind(s, other):
            return
        if self.older and not capacity(s, other) > capacity(s, uid):
            return
        c.add(other, self.key, self.value, "combat")


def self_ready(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "If <this vampire> is ready" (a condition of its own text's ability)."""
    return uid in s.minions and s.is_ready(uid)


@dataclass(frozen=True, slots=True)
class KindLosesAbilitiesAround(WhileVampireOnTable):
    """ "While <this vampire> is acting or is in combat, <kind> retainers lose their abilities" (a
    trait: ``animal``): a rule of ``hooks.ABILITIES_LOST``."""

    vampire: str
    trait: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        p = s.placed.get(uid)
        if p is None or p.host < 0:
            return False
        f = facts(p.card)
        if not f.is_type("Retainer") or f.trait != self.trait:
            return False

        me = card_id(self.vampire)
        a = current_action(s)
        if a is not None and a.actor in s.minions and s.minions[a.actor].card == me:
            return True
        c = current_combat(s)
        return c is not None and any(u in s.minions and s.minions[u].card == me for u in (c.a, c.b))


# ------------------------------------------------------------------------ after a vampire's own action


@dataclass(frozen=True, slots=True)
class MillAfterBleed:
    """ "You can burn the top N cards of the target Methuselah's library after <this vampire> bleeds
    successfully": an ``action-success`` handler of the vampire whose text it is (asked)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        if course is None or course.actor != src or not course.is_bleed() or src not in s.minions:
            return
        target = course.target_seat
        if not s.in_game(target) or not s.library[target]:
            return
        question = said(
            N_("{minion}: burn the top {n} cards of {seat}'s library?"),
            minion=ops.label(s, src),
            n=self.n,
            seat=s.seat_name(target),
        )
        ask(s, s.controller(src), question, [Action("choose", ("burn",)), Action("decline")], _milled, (target, self.n))


def _milled(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    target, n = args
    if action.verb != "choose" or not s.in_game(target):
        return
    lib = s.library[target]
    k = min(n, len(lib))
    for _ in range(k):
        s.ash[target].append(lib.pop())
        s.reveals += 1
    ops.say(s, N_("{seat} burns {k} cards from the top of their library."), seat=s.seat_name(target), k=k)


@dataclass(frozen=True, slots=True)
class NoUnlockAfterOwn:
    """ "If <this vampire> successfully <hunts / bleeds a Methuselah who controls a ready X>, she does
    not unlock as normal during her next unlock phase": an ``action-success`` handler of her text."""

    kind: str  # the action's kind: "hunt", "bleed"
    target_controls: Any = None  # a Kind: the target Methuselah controls a ready one

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        from .action import NO_NEXT_UNLOCK

        course = info.get("course")
        if course is None or course.actor != src or course.kind_ != self.kind or src not in s.minions:
            return
        if self.target_controls is not None:
            seat = course.target_seat
            if not s.in_game(seat) or not any(self.target_controls(s, v) for v in s.ready[seat]):
                return
        s.game_marks[(NO_NEXT_UNLOCK, src)] = True


def up_to(n: int) -> Callable[..., Any]:
    """Targets: a number from 1 to N ("draw up to 2 cards"), as a word (``draw-2``)."""

    def targets(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for k in range(1, n + 1):
            yield (f"draw-{k}",)

    return targets


@dataclass(frozen=True, slots=True)
class DrawChosen(Prim):
    """ "Draw up to N cards (discard down afterward)": the number chosen (:func:`up_to`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        k = int(str(p.targets[0]).removeprefix("draw-")) if p.targets else 0
        if k > 0:
            DrawCards(k)(s, p)

    def gives(self) -> Gives:
        return tags("draw")


def phase_seat_vampires(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "a vampire that Methuselah controls" (the Methuselah whose phase it is; ready or in
    torpor)."""

    t = s.current
    for v in s.ready[t] + s.torpor[t]:
        if is_vampire(s, v):
            yield (v,)


@dataclass(frozen=True, slots=True)
class PerLocationYouControl:
    """A Methuselah's static "+N for each location you control" (``fn(s, src, seat)``: "you get +1 hand
    size for each location you control"; not a contested one, VT-CONT-02)."""

    n: int

    def __call__(self, s: VTESState, src: int, seat: int) -> int:
        from .inplay import is_location

        placed = s.placed
        return self.n * sum(1 for p in s.inplay[seat] if is_location(placed[p].card) and p not in s.contested[seat])

    def at(self, mode: str) -> int:
        return 0  # with the cards in play


@dataclass(frozen=True, slots=True)
class StealthPlaying(WhileVampireOnTable):
    """ "<This vampire> gets +N stealth during recruit and employ actions" (an action card played as one
    of ``as_``: ally, retainer): a rule of ``core.STEALTH_MODS`` (none while the vampire is not a minion)."""

    vampire: str
    as_: tuple[str, ...]
    n: int = 1
    yours: bool = False  # "while <this vampire> is ready, your minions get ..."

    def __call__(self, s: VTESState, course: Any) -> int:
        p = course.aplay
        actor = course.actor
        if actor not in s.minions or not self.applies(s, actor, card_id(self.vampire)):
            return 0
        if p is None or p.card < 0 or course.ability is not None or p.card not in CARDS:
            return 0
        return self.n if CARDS[p.card].uses[p.use].as_ in self.as_ else 0

    def applies(self, s: VTESState, actor: int, me: int) -> bool:
        if not self.yours:
            return s.minions[actor].card == me
        seat = s.controller(actor)
        return any(m.card == me for _v, m in s.ready_minions(seat))


# ------------------------------------------------------------------------ transfers, locations, entering play


def prey_uncontrolled_with_blood(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: a vampire with blood in your prey's uncontrolled region."""
    prey = s.prey(seat)
    if prey == seat:
        return
    for v in s.uncontrolled[prey]:
        if s.minions[v].blood > 0:
            yield (v,)


def has_transfers(n: int) -> Callable[..., bool]:
    """ "At a cost of N transfers": that many transfers left this influence phase."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        return s.transfers >= n

    return pred


@dataclass(frozen=True, slots=True)
class PreyBloodToPool(Prim):
    """ "Spend transfers to move blood from your prey's uncontrolled vampires to your prey's pool at a
    cost of N transfers for each blood moved" (one blood from the vampire chosen)."""

    transfers: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if not isinstance(v, int) or v not in s.minions or s.minions[v].blood <= 0 or s.transfers < self.transfers:
            return
        prey = s.prey(p.seat)
        s.transfers -= self.transfers
        s.minions[v] = s.minions[v]._replace(blood=s.minions[v].blood - 1)
        ops.gain_pool(s, prey, 1)
        ops.say(
            s,
            N_("{seat} moves 1 blood from {minion} to {prey}'s pool."),
            seat=s.seat_name(p.seat),
            minion=ops.label(s, v),
            prey=s.seat_name(prey),
        )


@dataclass(frozen=True, slots=True)
class PoolPerLocation:
    """ "If <this vampire> is ready during your prey's unlock phase, your prey chooses which locations he
    or she keeps in play. For each location he or she controls, your prey burns 1 pool or burns the
    location": an unlock-phase handler (with its ``due``) of the vampire whose text it is."""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        if (
            src not in s.minions
            or not s.is_ready(src)
            or seat != s.prey(s.controller(src))
            or seat == s.controller(src)
        ):
            return False
        return bool(_locations_of(s, seat))

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info["seat"]
        if self.due(s, src, seat):
            _ask_location(s, seat, src, tuple(_locations_of(s, seat)))


def _locations_of(s: VTESState, seat: int) -> list[int]:
    from .inplay import is_location

    return [p for p in s.inplay[seat] if is_location(s.placed[p].card) and p not in s.contested[seat]]


def _ask_location(s: VTESState, seat: int, src: int, left: tuple[int, ...]) -> None:
    left = tuple(p for p in left if p in s.placed)
    if not left or not s.in_game(seat):
        return
    question = said(
        N_("{minion}: burn 1 pool to keep {card} in play, or burn {card}."),
        minion=ops.label(s, src),
        card=facts(s.placed[left[0]].card).name,
    )
    choices = [Action("choose", ("keep",)), Action("choose", ("burn",))]
    ask(s, seat, question, choices, _location_answered, (seat, src, left))


def _location_answered(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, src, left = args
    p = left[0]
    if p in s.placed:
        if action.args and action.args[0] == "keep":
            ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=1)
            ops.burn_pool(s, seat, 1)
        else:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[p].card).name)
            ops.burn_placed(s, p)
    _ask_location(s, seat, src, left[1:])


@dataclass(frozen=True, slots=True)
class DistributeAsEnters:
    """ "As <this vampire> enters play, you can distribute up to N blood from him to any of your
    uncontrolled <kind>": an ``enter-play`` handler of the vampire whose text it is (one blood at a
    time, until done)."""

    n: int
    kind: Any

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") == src:
            _ask_distribution(s, src, self.n, self.kind)


def _ask_distribution(s: VTESState, src: int, left: int, kind: Any) -> None:
    if src not in s.minions or left <= 0 or s.minions[src].blood <= 0:
        return
    seat = s.controller(src)
    targets = [v for v in s.uncontrolled[seat] if kind(s, v)]
    if not targets:
        return
    question = said(
        N_("{minion}: move 1 blood to an uncontrolled vampire ({n} left), or decline."),
        minion=ops.label(s, src),
        n=left,
    )
    choices = [Action("choose", (v,)) for v in targets] + [Action("decline")]
    ask(s, seat, question, choices, _distributed, (src, left, kind))


def _distributed(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    src, left, kind = args
    if action.verb != "choose" or src not in s.minions:
        return
    v = int(action.args[0])
    if v in s.minions and s.minions[src].blood > 0:
        s.minions[src] = s.minions[src]._replace(blood=s.minions[src].blood - 1)
        s.minions[v] = s.minions[v]._replace(blood=s.minions[v].blood + 1)
        ops.say(s, N_("{minion} moves 1 blood to {other}."), minion=ops.label(s, src), other=ops.label(s, v))
    _ask_distribution(s, src, left - 1, kind)


@dataclass(frozen=True, slots=True)
class LendsBleedWhenBleeding:
    """ "While <this vampire> is ready and a <title>, <kind> vampires you control get +N bleed when
    bleeding a Methuselah who controls a ready <target kind>": a static of every minion
    (``everywhere=True``), lent by the vampire whose text it is."""

    n: int
    title: str
    kind: Any
    target_kind: Any

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if src not in s.minions or not s.is_ready(src) or s.minions[src].title != self.title:
            return 0
        if s.controller(uid) != s.controller(src) or not self.kind(s, uid):
            return 0
        return WhenBleedingOne(self.n, self.target_kind)(s, src, uid)

    def at(self, mode: str) -> int:
        return 0  # only when bleeding some Methuselahs


# ------------------------------------------------------------------------ more of a vampire's own text


def self_acting(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "During an action <this vampire performs>" (a condition of its own text's ability)."""
    a = ctx.action
    return a is not None and a.actor == uid


@dataclass(frozen=True, slots=True)
class BleedAgainstController:
    """ "<Kind> get +N bleed against you" (the controller of the vampire whose text it is): a static of
    every minion (``everywhere=True``)."""

    n: int
    kind: Any

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or src not in s.minions:
            return 0
        return self.n if a.target_seat == s.controller(src) and self.kind(s, uid) else 0

    def at(self, mode: str) -> int:
        return 0  # only when bleeding that Methuselah


@dataclass(frozen=True, slots=True)
class BurnsWhenPredatorPasses:
    """ "<This vampire> burns N blood after a referendum called by your predator passes": a
    ``referendum-end`` handler of the vampire whose text it is (not a blood hunt)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        ref = info.get("referendum")
        if not info.get("passed") or ref is None or ref.rkind == "blood hunt" or src not in s.minions:
            return
        caller = ref.subject
        seat = s.controller(src)
        if isinstance(caller, int) and caller in s.minions and s.controller(caller) == s.predator(seat) != seat:
            ops.say(
                s,
                N_("{minion} burns {n} blood ({card})."),
                minion=ops.label(s, src),
                n=self.n,
                card=facts(s.minions[src].card).name,
            )
            ops.burn_blood(s, src, self.n)


@dataclass(frozen=True, slots=True)
class BurnsWhenBlockedByOlder:
    """ "If <this vampire> is blocked by an older vampire, he burns N blood before block resolution": a
    ``blocked`` handler of the vampire whose text it is."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info.get("course"), info.get("blocker", -1)
        if course is None or course.actor != src or blocker not in s.minions or src not in s.minions:
            return
        if is_vampire(s, blocker) and capacity(s, blocker) > capacity(s, src):
            ops.say(
                s,
                N_("{minion} burns {n} blood ({card})."),
                minion=ops.label(s, src),
                n=self.n,
                card=facts(s.minions[src].card).name,
            )
            ops.burn_blood(s, src, self.n)


@dataclass(frozen=True, slots=True)
class OwnActionWhileReady:
    """A static "while <name> is ready, <this vampire> gets +N during <kind> actions" (its own action;
    a ready vampire of that name, anyone's)."""

    n: int
    kind: str
    name: str

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or a.kind_ != self.kind:
            return 0
        other = card_id(self.name)
        return self.n if any(m.card == other for _t, _v, m in s.all_ready()) else 0

    def at(self, mode: str) -> int:
        return 0  # only during some actions


def your_prey(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: your prey (``pN``: an action naming them is directed at them)."""

    prey = s.prey(seat)
    if prey != seat:
        yield (seat_token(prey),)


@dataclass(frozen=True, slots=True)
class LookAtHand(Prim):
    """ "Look at <the Methuselah named>'s hand" (only the looker sees the cards)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        seat = token_seat(p.targets[0]) if p.targets else s.prey(p.seat)
        if s.in_game(seat) and seat != p.seat:
            ops.reveal_hand(s, seat, p.seat)
            ops.say(s, N_("{seat} looks at {other}'s hand."), seat=s.seat_name(p.seat), other=s.seat_name(seat))

    def gives(self) -> Gives:
        return tags("look-hand")


def action_target(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "the target Methuselah" of the action in progress (its seat token)."""

    a = ctx.action
    if a is not None and a.target_seat >= 0 and a.target_seat != seat and s.in_game(a.target_seat):
        yield (seat_token(a.target_seat),)


@dataclass(frozen=True, slots=True)
class LookAtLibraryTop(Prim):
    """ "Look at the top card of the library of <the Methuselah named>" (told to the looker alone)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        seat = token_seat(p.targets[0]) if p.targets else s.prey(p.seat)
        if s.in_game(seat) and s.library[seat]:
            top = facts(s.library[seat][-1]).name
            ops.say(s, N_("The top card of {seat2}'s library is {card}."), p.seat, seat2=s.seat_name(seat), card=top)

    def gives(self) -> Gives:
        return tags("look-library")


@dataclass(frozen=True, slots=True)
class RevealsTopAsPlays:
    """ "As <this vampire> plays a card requiring <Discipline> (before replacing the card), reveal the
    top card of your library. If it also requires <Discipline>, the card played is canceled and <this
    vampire> burns N blood": a rule of ``core.AUTO_CANCELS`` (at once, before any other cancel, LSJ
    20100728; its cost paid, VT-TERM-18)."""

    vampire: str
    code: str
    blood: int = 1

    def __call__(self, s: VTESState, p: Play, use: Any) -> bool | str:
        if p.by not in s.minions or s.minions[p.by].card != card_id(self.vampire) or p.card < 0:
            return False
        from ..core import PAID  # past the common answer: asked at every card played

        if not self.requires(p.card) or not s.library[p.seat]:
            return False
        top = s.library[p.seat][-1]  # the top of a library is the end of its list
        s.reveals += 1
        ops.say(
            s, N_("{seat} reveals {card} from the top of their library."), seat=ops.who(s, p.seat), card=facts(top).name
        )
        if not self.requires(top):
            return False
        ops.say(
            s,
            N_("{card} is canceled; {minion} burns {n} blood."),
            card=facts(p.card).name,
            minion=ops.label(s, p.by),
            n=self.blood,
        )
        ops.burn_blood(s, p.by, self.blood)
        return PAID

    def requires(self, card: int) -> bool:
        return self.code in {code for code, _ in facts(card).disciplines}


# ------------------------------------------------------------------------ the archive's further vampires


@dataclass(frozen=True, slots=True)
class FirstStrikeAgainstYounger:
    """ "<This vampire> strikes with first strike in combat with a younger vampire": a rule of
    ``core.FIRST_STRIKERS``."""

    vampire: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return False
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b):
            return False
        other = c.other(uid)
        return other in s.minions and is_vampire(s, other) and capacity(s, other) < capacity(s, uid)


@dataclass(frozen=True, slots=True)
class WhenBlocking:
    """ "If <this vampire> blocks, he gets <a combat modifier> during the resulting combat" (a
    ``combat-start`` event of the vampire whose text it is)."""

    key: str
    value: Any = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = info["combat"]
        a = current_action(s)
        if a is not None and a.blocked_by == src and src in (c.a, c.b):
            c.add(src, self.key, self.value, "combat")


@dataclass(frozen=True, slots=True)
class FewerVotesWhileOthers:
    """ "If there are any other <title>s ready, <this vampire> gets N fewer vote(s) from his <title>
    title" (a static ``votes`` of his own text)."""

    title: str
    n: int = 1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if title(s, uid) != self.title:
            return 0
        others = any(v != uid and s.minions[v].title == self.title for _t, v, _m in s.all_ready())
        return -self.n if others else 0

    def at(self, mode: str) -> int:
        return 0  # only while another is ready


@dataclass(frozen=True, slots=True)
class ActorIs:
    """The acting minion is <this vampire> (an action's condition: ``BlockCost(applies=...)``)."""

    vampire: str

    def __call__(self, s: VTESState, course: Any) -> bool:
        return course.actor in s.minions and s.minions[course.actor].card == card_id(self.vampire)


@dataclass(frozen=True, slots=True)
class BlockerOf:
    """The minion attempting to block is of a kind (``BlockCost(blocker=...)``: "Camarilla vampires
    must burn 1 blood to attempt to block <this vampire>")."""

    kind: Any

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        return uid in s.minions and bool(self.kind(s, uid))


@dataclass(frozen=True, slots=True)
class InterceptAgainst(WhileVampireOnTable):
    """ "<Kind> get +N intercept when attempting to block <this vampire>": a rule of
    ``core.INTERCEPT_MODS``."""

    vampire: str
    kind: Any
    n: int = 1

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        if not ActorIs(self.vampire)(s, course) or uid not in s.minions:
            return 0
        return self.n if self.kind(s, uid) else 0


@dataclass(frozen=True, slots=True)
class InterceptAgainstActing(WhileVampireOnTable):
    """ "<This vampire> gets +N intercept against <kind> minions" (the acting minion): a rule of
    ``core.INTERCEPT_MODS``."""

    vampire: str
    kind: Any
    n: int = 1

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire) or course.actor not in s.minions:
            return 0
        return self.n if self.kind(s, course.actor) else 0


@dataclass(frozen=True, slots=True)
class StealthOnCardsRequiring(WhileVampireOnTable):
    """ "<This vampire> gets +N stealth during actions requiring <Discipline>" (an action card requiring
    it): a rule of ``core.STEALTH_MODS``."""

    vampire: str
    code: str
    n: int = 1

    def __call__(self, s: VTESState, course: Any) -> int:
        p = course.aplay
        if not ActorIs(self.vampire)(s, course) or p is None or p.card < 0 or course.ability is not None:
            return 0
        return self.n if self.code in {code for code, _ in facts(p.card).disciplines} else 0


@dataclass(frozen=True, slots=True)
class PoolWhenBurnedInCombat:
    """ "After <this vampire> is burned in combat, burn N pool" (its controller): a ``burning`` handler of
    the vampire whose text it is."""

    n: int

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = current_combat(s)
        if info.get("uid") != src or c is None or src not in (c.a, c.b):
            return
        seat = info.get("seat", -1)
        if s.in_game(seat):
            ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=self.n)
            ops.burn_pool(s, seat, self.n)


@dataclass(frozen=True, slots=True)
class AfterFirstRound:
    """ "<This vampire> gets +N <key> on any round of combat after the first" (a ``round-start`` handler
    of the vampire whose text it is)."""

    key: str
    value: Any = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = info["combat"]
        if c.round > 1 and src in (c.a, c.b):
            c.add(src, self.key, self.value, "round")


def self_locked(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """<This vampire> is locked (an ability to unlock it)."""
    return uid in s.minions and s.minions[uid].locked


def self_targeted(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "An action directed at <this vampire>": the acting minion names it."""
    from .inplay import action_targets

    a = ctx.action
    return a is not None and a.directed and uid in action_targets(a)


@dataclass(frozen=True, slots=True)
class UnblockableByCorrupted(WhileVampireOnTable):
    """ "Minions with any of your corruption counters cannot block <this vampire>": a rule of
    ``core.BLOCK_RULES``."""

    vampire: str

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        if not ActorIs(self.vampire)(s, course) or uid not in s.minions:
            return True
        return s.minions[uid].count(f"corruption {course.actor_seat + 1}") < 1


@dataclass(frozen=True, slots=True)
class CostsMoreRequiring(WhileVampireOnTable):
    """ "Action cards and strike cards that require <Discipline> cost <this vampire> an additional N
    blood": a rule of ``core.COST_CHANGES``."""

    vampire: str
    code: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return 0, 0
        if self.code not in {code for code, _ in facts(card).disciplines}:
            return 0, 0
        strike = "strike" in use.moments and card_strike(use.effect) is not None
        return (self.n, 0) if use.as_ == "action" or strike else (0, 0)


@dataclass(frozen=True, slots=True)
class BlockerBurnsBloodEvent:
    """ "Any vampire blocking <this vampire> burns N blood (before combat begins, if any)": a
    ``blocked`` handler of the vampire whose text it is."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info.get("course"), info.get("blocker", -1)
        if course is None or course.actor != src or blocker not in s.minions or not is_vampire(s, blocker):
            return
        ops.say(
            s,
            N_("{minion} burns {n} blood ({card})."),
            minion=ops.label(s, blocker),
            n=self.n,
            card=facts(s.minions[src].card).name,
        )
        ops.burn_blood(s, blocker, self.n)


@dataclass(frozen=True, slots=True)
class UnlockAtDiscardAfter:
    """ "If <this vampire> performs a successful <equip> action, she can unlock during the next discard
    phase" (an ``action-success`` handler of her text; ``inplay.UNLOCK_AT_DISCARD``)."""

    as_: str  # the action card's type: "equipment"

    def watch(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        """As the action is announced (its card known then: resolved, it is no longer named)."""
        course = info.get("course")
        p = course.aplay if course is not None else None
        if course is None or course.actor != src or p is None or p.card < 0 or p.card not in CARDS:
            return
        if CARDS[p.card].uses[p.use].as_ == self.as_:
            s.marks[("this-action", "unlock-at-discard-after", src)] = True

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        from .inplay import UNLOCK_AT_DISCARD

        course = info.get("course")
        if course is None or course.actor != src or src not in s.minions:
            return
        if s.marks.get(("this-action", "unlock-at-discard-after", src)):
            s.marks[(UNLOCK_AT_DISCARD, src)] = facts(s.minions[src].card).name


def own_locations(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "a location you control" (not a contested one)."""
    yield from ((p,) for p in _locations_of(s, seat))


@dataclass(frozen=True, slots=True)
class ReactionsCostYoungerMore(WhileVampireOnTable):
    """ "While <this vampire> is acting, reaction cards cost younger vampires N additional blood": a rule
    of ``core.COST_CHANGES``."""

    vampire: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        a = current_action(s)
        if a is None or use.as_ != "reaction" or uid not in s.minions or not ActorIs(self.vampire)(s, a):
            return 0, 0
        younger = is_vampire(s, uid) and capacity(s, uid) < capacity(s, a.actor)
        return (self.n, 0) if younger else (0, 0)


@dataclass(frozen=True, slots=True)
class WhileNamedReady:
    """A static "while <name> is ready, <this vampire> gets +N" (a ready vampire of that name, anyone's)."""

    n: int
    name: str
    yours: bool = False  # "while <name> is in your ready region"

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        other = card_id(self.name)
        seat = s.controller(uid)
        return self.n if any(m.card == other and (not self.yours or t == seat) for t, _v, m in s.all_ready()) else 0

    def at(self, mode: str) -> int:
        return 0  # only while the other is ready


@dataclass(frozen=True, slots=True)
class LendsCheaper(WhileVampireOnTable):
    """ "While <this vampire> is ready, cards requiring <Discipline> cost <kind> you control N fewer
    blood": a rule of ``core.COST_CHANGES``."""

    vampire: str
    kind: Any
    discipline: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or not self.kind(s, uid):
            return 0, 0
        me = card_id(self.vampire)
        if not any(m.card == me for _v, m in s.ready_minions(s.controller(uid))):
            return 0, 0
        f = facts(card)
        return (-self.n, 0) if f.blood_cost and self.discipline in {c for c, _ in f.disciplines} else (0, 0)


@dataclass(frozen=True, slots=True)
class UnlockAtDiscardIfPassed:
    """ "If <this vampire> performs a political action whose referendum passes, he can unlock during the
    discard phase" (a ``referendum-end`` handler of his text; ``inplay.UNLOCK_AT_DISCARD``)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        from .inplay import UNLOCK_AT_DISCARD

        ref = info.get("referendum")
        if ref is None or not info.get("passed") or ref.rkind == "blood hunt":
            return
        if ref.subject == src and src in s.minions:
            s.marks[(UNLOCK_AT_DISCARD, src)] = facts(s.minions[src].card).name


@dataclass(frozen=True, slots=True)
class SourceLosesBlood(Prim):
    """ "Burn N blood from <this vampire>" (the minion whose ability it is, by another minion's action)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source in s.minions:
            k = ops.burn_blood(s, p.source, self.n)
            ops.say(s, N_("{minion} burns {n} blood."), minion=ops.label(s, p.source), n=k)

    def gives(self) -> Gives:
        return Gives(harmful=True)


def source_of_another(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: the minion whose ability it is, when another Methuselah controls it (an action naming
    it is directed at its controller)."""
    if uid in s.minions and s.controller(uid) != seat:  # ``uid``: the ability's source
        yield (uid,)


@dataclass(frozen=True, slots=True)
class YoungerThanActor:
    """The minion attempting to block is a vampire younger than the acting one (``BlockCost(blocker=)``:
    "younger vampires must burn 1 blood to attempt to block <this vampire>")."""

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        actor = course.actor
        return uid in s.minions and actor in s.minions and is_vampire(s, uid) and capacity(s, uid) < capacity(s, actor)


@dataclass(frozen=True, slots=True)
class StealthAgainstControlling:
    """A static "<this vampire> gets +N stealth during actions directed at a Methuselah who controls a
    ready <kind>" (its own directed action)."""

    n: int
    kind: Any

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.directed or not s.in_game(a.target_seat):
            return 0
        return self.n if any(self.kind(s, v) for v in s.ready[a.target_seat]) else 0

    def at(self, mode: str) -> int:
        return 0  # only during some actions


@dataclass(frozen=True, slots=True)
class CannotBlockOlder(WhileVampireOnTable):
    """ "<This vampire> cannot block older vampires": a rule of ``core.BLOCK_RULES``."""

    vampire: str

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return True
        actor = course.actor
        return not (actor in s.minions and is_vampire(s, actor) and capacity(s, actor) > capacity(s, uid))


@dataclass(frozen=True, slots=True)
class CannotBlockTitled(WhileVampireOnTable):
    """ "While <this vampire> has no title, he cannot block titled vampires": a rule of ``core.BLOCK_RULES``."""

    vampire: str

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire) or title(s, uid):
            return True
        actor = course.actor
        return not (actor in s.minions and is_vampire(s, actor) and title(s, actor))


@dataclass(frozen=True, slots=True)
class CannotPlayAs(WhileVampireOnTable):
    """ "<This vampire> cannot perform <political> actions": a rule of ``core.TARGET_RULES`` (no card
    played by it as one, no ability of that kind of action)."""

    vampire: str
    as_: str

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        if p.by not in s.minions or s.minions[p.by].card != card_id(self.vampire):
            return True
        if p.card >= 0 and p.card in CARDS:
            return CARDS[p.card].uses[p.use].as_ != self.as_
        return True


@dataclass(frozen=True, slots=True)
class StrikeAfterFirstRound:
    """ "Once each round of combat after the first, <this minion> can strike: <strike>" (its strikes)."""

    strike: Any

    def __call__(self, s: VTESState, c: Any, uid: int, src: int) -> list[Any]:
        return [self.strike] if c.round > 1 else []


@dataclass(frozen=True, slots=True)
class BloodToTarget(Prim):
    """ "Move N blood from <this vampire> to <the vampire chosen>" (its own text's ability)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        src = p.source if p.source in s.minions else p.by
        if not isinstance(v, int) or v not in s.minions or src not in s.minions:
            return
        k = min(self.n, s.minions[src].blood)
        if k > 0:
            s.minions[src] = s.minions[src]._replace(blood=s.minions[src].blood - k)
            s.minions[v] = s.minions[v]._replace(blood=s.minions[v].blood + k)
            ops.say(s, N_("{minion} moves 1 blood to {other}."), minion=ops.label(s, src), other=ops.label(s, v))


@dataclass(frozen=True, slots=True)
class BloodForStrike:
    """ "<This vampire> can burn N blood to strike: <strike>": its strikes (with the blood to burn) and,
    registered with ``rule(name, core.STRIKE_EFFECTS, record.pay, key=strike.after)``, the blood burned
    as the strike resolves (``once_each_combat``: "once each combat, <she> can burn 1 blood to strike:
    dodge", noted on the combat as it resolves)."""

    strike: Any
    n: int = 1
    once_each_combat: bool = False

    def __call__(self, s: VTESState, c: Any, uid: int, src: int) -> list[Any]:
        if self.once_each_combat and c.has(uid, self.strike.after):
            return []
        return [self.strike] if uid in s.minions and s.minions[uid].blood >= self.n else []

    def pay(self, s: VTESState, c: Any, uid: int, st: Any) -> None:
        if uid in s.minions:
            ops.burn_blood(s, uid, self.n)
        if self.once_each_combat:
            c.add(uid, self.strike.after, True, "combat")


@dataclass(frozen=True, slots=True)
class CannotPlayRequiring(WhileVampireOnTable):
    """ "<This vampire> cannot use cards requiring <Discipline>": a rule of ``core.TARGET_RULES``."""

    vampire: str
    code: str

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        if p.by not in s.minions or s.minions[p.by].card != card_id(self.vampire) or p.card < 0:
            return True
        return self.code not in {code for code, _ in facts(p.card).disciplines}


@dataclass(frozen=True, slots=True)
class CannotPlayTypes(WhileVampireOnTable):
    """ "<This vampire> cannot play action cards. He cannot have or use equipment or retainers": no card of
    the ``types`` played by him from hand (a rule of ``core.TARGET_RULES``; what he may carry otherwise is
    ``core.CARRY_RULES``'s)."""

    vampire: str
    types: tuple[str, ...]

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        if p.by not in s.minions or s.minions[p.by].card != card_id(self.vampire) or p.card < 0:
            return True
        return not any(facts(p.card).is_type(t) for t in self.types)


@dataclass(frozen=True, slots=True)
class DrawWhenPlaying:
    """ "When <this vampire> plays a card that requires <Discipline>, you may draw an additional card
    from your library (discard down to your hand size afterward)": a ``card-played`` handler of the
    vampire whose text it is (drawn: a player keeps the better cards in discarding down)."""

    code: str

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        p = info.get("play")
        if p is None or p.by != src or p.card < 0 or self.code not in {c for c, _ in facts(p.card).disciplines}:
            return
        key = (EXTRA_ON_REPLACE, p.seat)
        s.marks[key] = int(s.marks.get(key, 0)) + 1  # drawn with the card's replacement (ExtraOnReplace)


#: ``s.marks[(EXTRA_ON_REPLACE, seat)]``: additional cards that Methuselah draws with its next
#: replacement, then discarding down (:class:`ExtraOnReplace`, a rule of ``ops.REFILL_MORE``).
EXTRA_ON_REPLACE = "extra-on-replace"


@dataclass(frozen=True, slots=True)
class ExtraOnReplace:
    """The additional cards drawn with the next replacement (:data:`EXTRA_ON_REPLACE`): a rule of
    ``ops.REFILL_MORE`` (the Methuselah then discards down to its hand size)."""

    def __call__(self, s: VTESState, seat: int) -> int:
        n = int(s.marks.pop((EXTRA_ON_REPLACE, seat), 0)) if s.marks else 0
        if n:
            ops.say(s, N_("{seat} draws an additional card."), seat=s.seat_name(seat))
        return n


@dataclass(frozen=True, slots=True)
class CombatCardsCostOpposing(WhileVampireOnTable):
    """ "Combat cards requiring <Discipline> cost <kind> an additional N blood when in combat with <this
    vampire>": a rule of ``core.COST_CHANGES``."""

    vampire: str
    code: str
    kind: Any
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b) or not facts(card).is_type("Combat"):
            return 0, 0
        other = c.other(uid)
        if other not in s.minions or s.minions[other].card != card_id(self.vampire) or not self.kind(s, uid):
            return 0, 0
        return (self.n, 0) if self.code in {code for code, _ in facts(card).disciplines} else (0, 0)


def with_vampire_trait(trait: str) -> Callable[[VTESState, int], bool]:
    """The kind "a <trait> vampire" (a trait its text names or a card gave it: Black Hand)."""

    def kind(s: VTESState, uid: int) -> bool:
        return has_trait(s, uid, trait)

    return kind


@dataclass(frozen=True, slots=True)
class LookAtHandIfBlockedByOlder:
    """ "If an older vampire blocks <this vampire>, their controller can look at your hand before block
    resolution": a ``blocked`` handler of the vampire whose text it is (looking is always to the
    looker's advantage: it looks)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info.get("course"), info.get("blocker", -1)
        if course is None or course.actor != src or blocker not in s.minions or src not in s.minions:
            return
        if is_vampire(s, blocker) and capacity(s, blocker) > capacity(s, src):
            viewer, seat = s.controller(blocker), s.controller(src)
            ops.reveal_hand(s, seat, viewer)
            ops.say(s, N_("{seat} looks at {other}'s hand."), seat=s.seat_name(viewer), other=s.seat_name(seat))


@dataclass(frozen=True, slots=True)
class InterceptBlocking(WhileVampireOnTable):
    """ "<This vampire> gets +N intercept when attempting to block <kind>" (-1 against Lasombra and
    Tzimisce): a rule of ``core.INTERCEPT_MODS``."""

    vampire: str
    actor: Any
    n: int

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        if uid not in s.minions or s.minions[uid].card != card_id(self.vampire) or course.actor not in s.minions:
            return 0
        return self.n if self.actor(s, course.actor) else 0


@dataclass(frozen=True, slots=True)
class TypesCostMore(WhileVampireOnTable):
    """ "<Type> cards cost <this vampire> +N blood" ("combat cards cost Rex +1 blood"): a rule of
    ``core.COST_CHANGES``."""

    vampire: str
    types: tuple[str, ...]
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if uid < 0 or uid not in s.minions or s.minions[uid].card != card_id(self.vampire):
            return 0, 0
        return (self.n, 0) if any(facts(card).is_type(t) for t in self.types) else (0, 0)


@dataclass(frozen=True, slots=True)
class DrawWhenOthersPlayMaster:
    """ "If <this vampire> is ready, you can draw 1 card after another Methuselah plays a master card"
    (a ``master-played`` handler of its text; drawn, then discarded down: the better cards kept)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        p = info.get("play")
        if p is None or src not in s.minions or not s.is_ready(src):
            return
        seat = s.controller(src)
        if p.seat == seat or not s.library[seat]:
            return
        ops.draw(s, seat, 1)
        ops.say(s, N_("{seat} draws an additional card."), seat=s.seat_name(seat))
        ops.refill(s, seat)


@dataclass(frozen=True, slots=True)
class LimitedAdditionalFirstRound:
    """ "<This vampire> gets an optional additional strike (limited) in the first round of combat" (a
    ``combat-start`` handler of its text)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        from .combat import LIMITED

        c = info["combat"]
        if src in (c.a, c.b):
            note_round(s, LIMITED, src)
            c.add(src, "additional", 1, "round")


@dataclass(frozen=True, slots=True)
class GunsMoreAtLongRange:
    """ "At long range, his strikes with guns are at +N damage": a rule of ``combat.STRIKE_BONUS``."""

    vampire: str
    n: int = 1

    def __call__(self, s: VTESState, c: Any, uid: int, st: Any) -> int:
        if c.range != LONG or s.minions[uid].card != card_id(self.vampire) or st.source not in s.placed:
            return 0
        from .inplay import first_line  # past the common answer

        return self.n if "gun" in first_line(s.placed[st.source].card) else 0


@dataclass(frozen=True, slots=True)
class MeleeWeaponsMore:
    """ "<This vampire> inflicts +N damage with melee weapons": his strikes with a melee weapon (a
    weapon's own strike, not ranged) deal N more damage of their kind (RTR 19970630): a rule of
    ``combat.STRIKE_BONUS``; ``any_weapon``: "+N damage when striking with a weapon" (a gun too)."""

    vampire: str
    n: int = 2
    any_weapon: bool = False

    def __call__(self, s: VTESState, c: Any, uid: int, st: Any) -> int:
        if s.minions[uid].card != card_id(self.vampire) or st.source not in s.placed:
            return 0
        if st.ranged and not self.any_weapon:
            return 0
        from .inplay import first_line  # past the common answer

        kind = "weapon" if self.any_weapon else "melee weapon"
        return self.n if kind in first_line(s.placed[st.source].card) else 0


@dataclass(frozen=True, slots=True)
class DamageEachOfPrey(Prim):
    """ "Inflict N damage on each of your prey's <kind> vampires" (outside combat, VT-DMG-03; every vampire
    the prey controls, ready or in torpor)."""

    kind: Any
    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        prey = s.prey(p.seat)
        for v in [*s.ready[prey], *s.torpor[prey]]:
            if v in s.minions and is_vampire(s, v) and self.kind(s, v):
                inflict(s, None, v, self.n, 0)

    def gives(self) -> Gives:
        return Gives(damage=self.n, harmful=True)


@dataclass(frozen=True, slots=True)
class GiveTitle(Prim):
    """ "Give <the vampire chosen> the title of <title>" (VT-SECT-03: a former title is lost)."""

    title: str

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if isinstance(v, int) and v in s.minions:
            gain_title(s, v, self.title)
            ops.say(s, N_("{minion} now holds the title of {title}."), minion=ops.label(s, v), title=self.title)

    def gives(self) -> Gives:
        return tags("title") + Gives(votes=1)


def own_location_targeted(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "An action directed at a location you control" (the acting minion names it)."""
    a = ctx.action
    if a is None or not a.directed or a.aplay is None:
        return False
    return any(isinstance(t, int) and t in _locations_of(s, seat) for t in a.aplay.targets)


@dataclass(frozen=True, slots=True)
class GainsIfAbstained:
    """ "After resolution of any political action, if <this vampire> abstained (even in torpor), he can
    gain N blood" (a ``referendum-end`` handler of his text: he cast no votes nor ballots; gaining is
    always to his advantage: he gains)."""

    n: int

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        ref = info.get("referendum")
        if ref is None or ref.rkind == "blood hunt" or src not in s.minions or ref.side_of(src) is not None:
            return
        got = ops.add_blood(s, src, self.n)
        if got:
            ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, src), n=got)


def controller_has_gehenna(s: VTESState, uid: int) -> bool:
    """The kind "a minion whose controller controls any Gehenna cards" (Gehenna events in play)."""
    seat = s.controller(uid)
    return any(p.controller == seat and gehenna_event(p.card) for p in s.placed.values())


@dataclass(frozen=True, slots=True)
class StrikeAgainstKind:
    """ "<This minion> can strike: <strike> in combat with a <kind>" (its strikes)."""

    strike: Any
    kind: Any

    def __call__(self, s: VTESState, c: Any, uid: int, src: int) -> list[Any]:
        other = c.other(uid)
        return [self.strike] if other in s.minions and self.kind(s, other) else []


def stealth_or_intercept(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: ``stealth`` for the acting minion, ``intercept`` for the blocking one (``uid``)."""
    a = ctx.action
    if a is None:
        return
    if a.actor == uid:
        yield ("stealth",)
    elif a.blocker == uid:
        yield ("intercept",)


@dataclass(frozen=True, slots=True)
class CryptTopFor(Prim):
    """ "Remove the top card of your crypt from the game to get +1 intercept or +1 stealth" (the one the
    target word names: :func:`stealth_or_intercept`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        from .action import Intercept, Stealth

        crypt = s.crypt[p.seat]
        if not crypt:
            return
        card = crypt.pop()  # the top of a crypt is the end of its list
        s.removed[p.seat].append(card)
        s.reveals += 1
        ops.say(
            s,
            N_("{seat} removes {card} from the top of their crypt from the game."),
            seat=s.seat_name(p.seat),
            card=facts(card).name,
        )
        (Stealth(1) if p.targets and p.targets[0] == "stealth" else Intercept(1))(s, p)

    def gives(self) -> Gives:
        return Gives(stealth=1, intercept=1)


@dataclass(frozen=True, slots=True)
class LockFailedYoungerBlocker:
    """ "If a younger vampire attempts to block <this vampire> and fails, lock that vampire at the end of
    the action": its ``failed`` a ``block-failed`` handler, itself an ``action-end`` handler."""

    def failed(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info.get("course"), info.get("blocker", -1)
        if course is None or course.actor != src or blocker not in s.minions or src not in s.minions:
            return
        if is_vampire(s, blocker) and capacity(s, blocker) < capacity(s, src):
            s.marks[("this-action", "lock-at-end", blocker)] = True

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        if course is None or course.actor != src:
            return
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == ("this-action", "lock-at-end")]:
            uid = key[2]
            if uid in s.minions and s.is_ready(uid) and not s.minions[uid].locked:
                ops.lock(s, uid)
                ops.say(s, N_("{minion} locks."), minion=ops.label(s, uid))


@dataclass(frozen=True, slots=True)
class ToggleLock(Prim):
    """ "Lock or unlock <the vampire chosen>" (whichever it is not)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if not isinstance(v, int) or v not in s.minions:
            return
        if s.minions[v].locked:
            ops.unlock(s, v)
        else:
            ops.lock(s, v)


@dataclass(frozen=True, slots=True)
class AfterDiablerizingOlder:
    """ "After <this vampire> diablerizes an older vampire (for the first time), <gains 1 blood / gets +1
    strength>": its ``watch`` an ``announce`` handler (the victim's capacity remembered), itself an
    ``action-success`` handler; ``strength``: a lasting +1 strength (read by :meth:`strength`), else
    ``blood`` gained ("she can gain 1 blood": always to her advantage)."""

    blood: int = 0
    strength: bool = False

    def watch(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        victim = getattr(course, "victim", -1) if course is not None else -1
        if course is not None and course.actor == src and course.kind_ == "diablerize" and victim in s.minions:
            s.marks[("this-action", "victim-capacity", src)] = capacity(s, victim)

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        cap = s.marks.get(("this-action", "victim-capacity", src))
        if course is None or course.actor != src or cap is None or src not in s.minions or cap <= capacity(s, src):
            return
        if self.strength:
            s.game_marks[("diablerized-older", src)] = True
        elif self.blood:
            got = ops.add_blood(s, src, self.blood)
            if got:
                ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, src), n=got)

    def lasting(self, s: VTESState, src: int, uid: int) -> int:
        """The static: +1 strength once he has diablerized an older vampire."""
        return 1 if ("diablerized-older", uid) in s.game_marks else 0


@dataclass(frozen=True, slots=True)
class DiscardWhenLeavingReady:
    """ "After <this vampire> leaves the ready region, discard N cards at random" (its controller: a
    ``leave-ready`` handler of its text)."""

    n: int = 2

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") != src:
            return
        seat = info.get("seat", -1)
        if s.in_game(seat):
            for _ in range(self.n):
                if ops.discard_random(s, seat) is None:
                    break


@dataclass(frozen=True, slots=True)
class BurnsUnlessHunted:
    """ "At the end of your minion phase, if there are any Gehenna events in play and <this vampire> did
    not hunt, he burns N blood": its ``watch`` an ``announce`` handler (a hunt noted), itself an
    ``influence-phase`` handler (the minion phase over)."""

    n: int = 1

    def watch(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        if course is not None and course.actor == src and course.kind_ == "hunt":
            s.marks[("hunted", src)] = True

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if src not in s.minions or info.get("seat") != s.controller(src) or ("hunted", src) in s.marks:
            return
        if any(gehenna_event(p.card) for p in s.placed.values()):
            ops.say(
                s,
                N_("{minion} burns {n} blood ({card})."),
                minion=ops.label(s, src),
                n=self.n,
                card=facts(s.minions[src].card).name,
            )
            ops.burn_blood(s, src, self.n)


@dataclass(frozen=True, slots=True)
class LendsCheaperAllies(WhileVampireOnTable):
    """ "While <this vampire> is ready, <trait> allies cost <kind> you control N fewer pool to recruit":
    a rule of ``core.COST_CHANGES``."""

    vampire: str
    kind: Any
    trait: str
    n: int

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        f = facts(card)
        if uid < 0 or uid not in s.minions or not f.is_type("Ally") or f.trait != self.trait or not self.kind(s, uid):
            return 0, 0
        me = card_id(self.vampire)
        if not any(m.card == me for _v, m in s.ready_minions(s.controller(uid))):
            return 0, 0
        return 0, -self.n


@dataclass(frozen=True, slots=True)
class NeverTitled:
    """ "<This vampire> cannot receive any title": a rule of ``contests.TITLE_RULES``."""

    vampire: str

    def __call__(self, s: VTESState, uid: int, title: str) -> bool:
        return uid not in s.minions or s.minions[uid].card != card_id(self.vampire)


def self_merged(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "[MERGED]": <this vampire> is merged with its other card (VT-INF-13: the merged text applies)."""

    return uid in s.minions and is_merged(s, uid)


@dataclass(frozen=True, slots=True)
class LookAtOpposingHand:
    """ "If <this vampire> is in combat with an ally or younger vampire, you can look at the opposing
    minion's controller's hand before range is determined during the first round" (a ``combat-start``
    handler of its text; looking is always to the looker's advantage: it looks)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = info["combat"]
        if src not in (c.a, c.b) or src not in s.minions:
            return
        other = c.other(src)
        if other not in s.minions or (is_vampire(s, other) and capacity(s, other) >= capacity(s, src)):
            return
        viewer, seat = s.controller(src), s.controller(other)
        if viewer != seat and s.in_game(seat):
            ops.reveal_hand(s, seat, viewer)
            ops.say(s, N_("{seat} looks at {other}'s hand."), seat=s.seat_name(viewer), other=s.seat_name(seat))


@dataclass(frozen=True, slots=True)
class BleedAgainstLocationController:
    """A static "<this vampire> gets +N bleed against a Methuselah who controls a location"."""

    n: int

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or not s.in_game(a.target_seat):
            return 0
        return self.n if _locations_of(s, a.target_seat) else 0

    def at(self, mode: str) -> int:
        return 0  # only when bleeding some Methuselahs


@dataclass(frozen=True, slots=True)
class BleedAgainstControllerOfReady:
    """A static "<this vampire> gets +N bleed against a Methuselah who controls a ready <kind>"."""

    n: int
    kind: Any

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or not s.in_game(a.target_seat):
            return 0
        return self.n if any(self.kind(s, v) for v in s.ready[a.target_seat]) else 0

    def at(self, mode: str) -> int:
        return 0  # only when bleeding some Methuselahs


@dataclass(frozen=True, slots=True)
class CountersOn(Prim):
    """ "Put 1 <kind> counter on <the minion chosen>" (a graft counter)."""

    kind: str
    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if isinstance(v, int) and v in s.minions:
            ops.add_counters(s, v, self.kind, self.n)
            ops.say(s, N_("{minion} gets a {kind} counter."), minion=ops.label(s, v), kind=self.kind)

    def gives(self) -> Gives:
        return Gives(harmful=True)


def ally_with_counters(kind: str) -> Callable[[VTESState, int], bool]:
    """The kind "an ally with any <kind> counters"."""

    def pred(s: VTESState, uid: int) -> bool:
        return uid in s.minions and not is_vampire(s, uid) and s.minions[uid].count(kind) > 0

    return pred


def named_in_your_ready(name: str) -> Callable[..., bool]:
    """ "If <name> is in your ready region" (a condition)."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        other = card_id(name)
        return any(m.card == other for _v, m in s.ready_minions(seat))

    return pred


def locked_of_same_circle(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: another locked Blood Brother of the same circle as <this vampire> (``uid``), ready."""

    mine = circle(facts(s.minions[uid].card)) if uid in s.minions else None
    if not mine:
        return
    for _t, v, m in s.all_ready():
        if v != uid and m.locked and circle(facts(m.card)) == mine:
            yield (v,)
