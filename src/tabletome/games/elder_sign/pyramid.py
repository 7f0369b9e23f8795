"""The Lightless Pyramid, the Omens of the Pharaoh mode (ES-LPSETUP, ES-CAIRO, ES-EGY, ES-CHAMB,
ES-PHAR, ES-EXPD, ES-RELIC, ES-MASK, ES-LPMYTH, ES-LPICON), and the expansion's content in the
Museum (ES-OOTP).

The two-sided Cairo/Dashur entrance with its trophy options and its flip, the stage decks dealt
face down, the backs and Entry effects of Egyptian Adventures, the Hidden Chambers' unlock roll,
the Dark Pharaoh adventures, the Expedition sheet, and the Mythos cards' two options. The icons
of the expansion are here too (:data:`HANDLERS`, joined to the base ones by :mod:`.icons`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from functools import lru_cache
from itertools import product
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, gettext

from . import table as t
from .actions import act
from .attempt import ADDED, Attempt
from .dice import GREEN, Task, assignments, die
from .effects import effect_text
from .flow import Atom, Effects, Movement, atoms, decider, push_effects
from .state import ENTRANCE, FIRST_PHARAOH, MONSTER_BASE, PLACES, back_label, item_code, place_name
from .words import effect_said, effect_words, name_words, task_words, text_said, text_words

if TYPE_CHECKING:
    from .data import Adventure, Mythos
    from .state import ESState

SIDES = ("Cairo", "Dashur")
ROW = 3  # ES-LPSETUP-11: three face up, three face down


def on(s: ESState) -> bool:
    return s.pyramid


# ---------------------------------------------------------------- setup
def setup_decks(s: ESState) -> None:
    """ES-LPSETUP-06/09/14 (and ES-OOTP-01/03 in the Museum): the stage decks, the Dark Pharaoh
    pile and the Relic deck, shuffled (the caller deals the rows)."""
    ed = s.ed
    exhibit = s.options["the_exhibit"]
    s.side = 0  # ES-LPSETUP-02: Cairo side up
    s.down = [False] * PLACES
    s.cairo_deck = _cards(s, lambda a: a.kind == "egyptian" and a.stage == 1) if s.pyramid else []
    s.dashur_deck = _cards(s, lambda a: a.stage == 2 and a.kind in ("egyptian", "hidden_chamber")) if s.pyramid else []
    # ES-OOTP-01/03: kept nearby in the Museum when an expansion Ancient One or The Exhibit is in play
    nearby = s.pyramid or exhibit or ed.ancient_ones[s.ao].set == "ootp"
    s.pharaoh_deck = _cards(s, lambda a: a.kind == "dark_pharaoh") if nearby else []
    s.pharaoh_discard = []
    s.relics = [item_code("relic", k) for k in range(len(ed.items["relic"]))] if s.pyramid or exhibit else []
    spaces = len(ed.pyramid.expedition) if ed.pyramid is not None and s.pyramid else 0
    s.expedition = [False] * spaces  # ES-LPSETUP-03: the tokens beside the sheet, not on it
    s.camp_used = s.lost = s.fresh = 0
    s.expeditious = False
    for deck in (s.cairo_deck, s.dashur_deck, s.pharaoh_deck, s.relics):
        s.rng.shuffle(deck)


def _cards(s: ESState, wanted: Callable[[Adventure], bool]) -> list[int]:
    return [k for k, a in enumerate(s.ed.adventures) if wanted(a)]


def cup(s: ESState) -> list[int]:
    """ES-SETUP-03, ES-LPSETUP-07/08, ES-MASK-01, ES-OOTP-03: which markers go into the cup."""
    rule = s.ed.ancient_ones[s.ao].rule
    out = []
    for m, mon in enumerate(s.ed.monsters):
        if s.pyramid:
            # the OotP Nyarlathotep's card (a stand-in instruction): all but the new standard marker
            keep = not (rule == "nyarlathotep_ootp" and mon.set == "ootp" and not mon.mask)
        elif mon.mask:  # ES-SETUP-03: the base Nyarlathotep's own masks; ES-OOTP-03: The Exhibit's all
            keep = (rule == "nyarlathotep" and mon.set == "base") or rule == "nyarlathotep_ootp"
            keep = keep or s.options["the_exhibit"]
        else:
            keep = mon.set != "ootp"
        if keep:
            out.append(m)
    return out


def deal_rows(s: ESState) -> None:
    """ES-LPSETUP-11/13: three Cairo cards face up (their locks at once), three face down."""
    for p in range(2 * ROW):
        t.deal_adventure(s, p, face_up=p < ROW)


# ---------------------------------------------------------------- cards face down
def turn_face_up(s: ESState, p: int) -> None:
    """ES-EGY-10, AMB-24: the card's lock takes its die; its monsters go onto its free monster
    tasks in order, the others below its bottom task."""
    s.down[p] = False
    s.reveals += 1
    t.say(s, N_("{card} is turned face up at {place}."), card=s.card_name(s.places[p]), place=place_name(p))
    t.lock_for(s, p)
    below = [m for _, m in s.monsters_at[p]]
    s.monsters_at[p] = ()
    free = t.free_monster_rows(s, p)
    s.monsters_at[p] = tuple((free[k] if k < len(free) else -1, m) for k, m in enumerate(below))


def moving_in(s: ESState, i: int, p: int) -> None:
    """ES-EGY-05/07/08: onto a face-down card, its back effect, then it is turned face up and its
    Entry effects resolve; onto a face-up card, its Entry effects. The Movement phase ends."""
    card = s.card(s.places[p])
    queue = []
    if s.down[p]:
        queue += atoms(s, i, card.back, p)
        queue.append((i, "turn_up", 1, p, ()))
    queue += entry_atoms(s, i, card, p)
    if queue:
        s.push(Effects(tuple(queue)))


def entry_atoms(s: ESState, i: int, card: Adventure, p: int) -> list[Atom]:
    """ES-EGY-07: each Entry effect is weighed when it comes (an earlier one may have made it
    unpayable) and ignored if it cannot be paid; version 1 (entry_cost=paid) applied it."""
    if t.option(s, "entry_cost") == "paid":
        return atoms(s, i, card.entry, p)
    return [(k, "entry", 1, p, effect) for each, effect in card.entry for k in _who(s, i, each)]


def _who(s: ESState, i: int, each: bool) -> list[int]:
    return [k for k in range(len(s.team)) if t.alive(s, k)] if each else [i]


@lru_cache(maxsize=256)
def unlock_chance(task: Task, green: int, faces: tuple[int, ...]) -> Fraction:
    """The exact chance that one roll of ``green`` green dice meets ``task`` (ES-CHAMB-06: no
    second roll; clue rerolls not counted)."""
    hits = 0
    for roll in product(range(6), repeat=green):
        dice = tuple(sorted(die(GREEN, faces[k]) for k in roll))
        hits += bool(assignments(task, dice))
    return Fraction(hits, 6**green)


def is_locked_chamber(s: ESState, p: int) -> bool:
    return s.down[p] and s.card(s.places[p]).kind == "hidden_chamber"


class UnlockRoll(Attempt):
    """ES-CHAMB-03..10, AMB-15: one roll, before moving, that must complete the task on the back.
    No Terror, focus, assistance or spell; clues, items and relics may be used; the dice added
    are lost for the turn whatever happens."""

    __slots__ = ()

    @classmethod
    def begin(cls, s: ESState, i: int, p: int) -> UnlockRoll:
        a = cls(s.owner[i], i, p)
        green = min(s.ed.pyramid.unlock_green if s.ed.pyramid else 6, t.usable_dice(s, 0, i))  # AMB-15a
        a.pool = (0,) * green
        t.say(
            s,
            N_("{investigator} tries to unlock {card} at {place}."),
            investigator=s.inv_name(i),
            card=s.label(p),
            place=place_name(p),
        )
        return a

    def tasks(self, s: ESState) -> list[tuple[Any, Any, int]]:
        unlock = s.card(s.places[self.place]).unlock
        return [(0, unlock, -1)]

    def open_tasks(self, s: ESState, tasks: Any = None) -> list[tuple[Any, Any, int]]:
        return [x for x in self.tasks(s) if x[0] not in self.done]

    def prompt(self, s: ESState) -> str:
        unlock = s.card(s.places[self.place]).unlock
        if self.rolls:
            return gettext(
                "The unlock roll shows {dice}: reroll with a clue, complete the unlock task ({task}), or pass "
                "(the chamber stays locked)."
            ).format(dice=self.pool_text() or gettext("no dice"), task=task_words(unlock))
        return gettext(
            "Unlock roll for the Hidden Chamber at {place} (task {task}): roll, add dice, or give up."
        ).format(place=place_name(self.place), task=task_words(unlock))

    def pool_text(self) -> str:
        from .actions import dice_text

        return dice_text(self.pool)

    def pre_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        from .actions import GIVE_UP, ROLL

        if self.rolls:  # ES-CHAMB-06: one single roll
            yield GIVE_UP
            return
        yield ROLL
        yield from self.spend_options(s, why)
        yield GIVE_UP

    def secure_options(self, s: ESState) -> Iterator[Action]:
        return iter(())  # AMB-15e: no spell securing

    def play_pass(self, s: ESState, action: Action) -> None:
        self.fail(s, "ES-CHAMB-07")

    def again(self, s: ESState) -> None:  # never a second roll
        self.fail(s, "ES-CHAMB-06")

    def lose_added(self, s: ESState) -> None:
        """ES-CHAMB-08, AMB-15b: a yellow or red die added is lost for this turn's Resolution."""
        s.lost |= (1 if self.yellow == ADDED else 0) | (2 if self.red == ADDED else 0)

    def succeed(self, s: ESState) -> None:
        """ES-CHAMB-10/11, AMB-15f: onto the chamber, turned face up, its Chamber effect for the
        one who unlocked it, then its Entry effects; the Movement phase ends."""
        s.finish(self)
        self.lose_added(s)
        i, p = self.inv, self.place
        s.where[i] = p
        card = s.card(s.places[p])
        t.say(s, N_("{investigator} unlocks the chamber and moves onto it."), investigator=s.inv_name(i))
        queue = [(i, "turn_up", 1, p, ()), *atoms(s, i, card.chamber, p), *entry_atoms(s, i, card, p)]
        s.push(Effects(tuple(queue)))

    def fail(self, s: ESState, rule: str) -> None:
        """ES-CHAMB-07, AMB-15c/d: the chamber stays locked; move elsewhere or stay."""
        s.finish(self)
        self.lose_added(s)
        t.say(s, N_("The chamber stays locked ({rule})."), rule=rule)
        s.push(Movement(s.owner[self.inv], self.inv, tried=True))


# ---------------------------------------------------------------- the entrance
class PyramidEntrance(Frame):
    """ES-CAIRO-05..09, AMB-12/13/19: at the start of the Clock phase on the entrance, one option
    of the face-up side paid with one's own trophies for any investigator, or the flip."""

    __slots__ = ("inv",)

    def __init__(self, seat: int, inv: int) -> None:
        super().__init__(seat)
        self.inv = inv

    def choices(self, s: ESState) -> tuple[tuple[int, Any], ...]:
        return s.ed.pyramid_options["dashur" if s.side else "cairo"]

    def prompt(self, s: ESState) -> str:
        side = SIDES[s.side]
        offers = "; ".join(
            gettext("{n}: {effect} for {price}").format(n=k, effect=effect_words(effect_text(*eff)), price=price)
            for k, (price, eff) in enumerate(self.choices(s), 1)
        )
        return gettext(
            "{investigator} is on the {side} side ({n} trophies): an option — {offers} — or flip to {other}, or nothing."
        ).format(
            investigator=s.inv_name(self.inv),
            side=side,
            n=t.trophy_total(s, self.inv),
            offers=offers,
            other=SIDES[1 - s.side],
        )

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        have = t.trophy_total(s, self.inv)
        who = [k for k in range(len(s.team)) if t.alive(s, k)]
        for n, (price, _) in enumerate(self.choices(s), start=1):
            for k in who:
                a = act("option", n, k + 1)
                if have >= price:
                    yield a
                elif why is not None and why.target == a:
                    why.no(
                        a,
                        gettext(
                            "That option costs {n} trophies; {investigator} has {have} (ES-CAIRO-05, AMB-19)."
                        ).format(n=price, investigator=s.inv_name(self.inv), have=have),
                    )
        yield act("flip")
        yield act("no")
        if why is not None and why.target.verb == "option" and int(why.target.args[0]) > len(self.choices(s)):
            why.no(
                why.target,
                gettext("The {side} side has options 1 to {n}.").format(side=SIDES[s.side], n=len(self.choices(s))),
            )

    def resolve(self, s: ESState, action: Action) -> None:
        from .flow import advance_clock

        s.finish(self)
        if action.verb == "no":
            return
        if action.verb == "flip":  # ES-CAIRO-08/09, AMB-12
            if t.option(s, "flip_cost") == "extra_advance":
                advance_clock(s)
            else:
                s.expeditious = True  # the flip is this turn's advance
                advance_clock(s)
            s.side = 1 - s.side
            t.say(s, N_("The entrance is flipped: the {side} side is up."), side=SIDES[s.side])
            return
        price, effect = self.choices(s)[int(action.args[0]) - 1]
        k = int(action.args[1]) - 1
        t.pay_trophies(s, self.inv, price)
        t.say(
            s,
            N_("{investigator} spends trophies at {side}: {effect} for {other}."),
            investigator=s.inv_name(self.inv),
            side=SIDES[s.side],
            effect=effect_said(effect_text(*effect)) if s.log is not None else "",
            other=s.inv_name(k),
        )
        push_effects(s, k, [effect])


def at_entrance_clock(s: ESState, i: int) -> None:
    """ES-CAIRO-05: asked above the Clock phase's items, so it comes first."""
    if s.pyramid and s.where[i] == ENTRANCE and t.alive(s, i):
        s.push(PyramidEntrance(s.owner[i], i))


# ---------------------------------------------------------------- the Expedition
def camp_options(s: ESState, i: int) -> list[int]:
    """ES-EXPD-04/05, AMB-17: spaces with a token; a lasting one once a day for the team."""
    if s.ed.pyramid is None:
        return []
    spaces = s.ed.pyramid.expedition
    return [
        k for k, token in enumerate(s.expedition) if token and not (spaces[k].use == "lasting" and s.camp_used >> k & 1)
    ]


def use_space(s: ESState, i: int, k: int) -> None:
    from .effects import parse_effects

    space = s.ed.pyramid.expedition[k] if s.ed.pyramid else None
    assert space is not None
    if space.use == "discard":  # ES-EXPD-05
        s.expedition[k] = False
    else:
        s.camp_used |= 1 << k
    t.say(s, N_("{investigator} uses the Expedition's {space}."), investigator=s.inv_name(i), space=space.name)
    push_effects(s, i, parse_effects(space.effects))


class PickSpace(Frame):
    """ES-EXPD-02 (the gainer's choice of empty space) and ES-EXPD-07 (the group's choice of token lost)."""

    __slots__ = ("gain", "spaces")

    def __init__(self, seat: int, gain: bool, spaces: tuple[int, ...]) -> None:
        super().__init__(seat)
        self.gain, self.spaces = gain, spaces

    def prompt(self, s: ESState) -> str:
        names = (
            ", ".join(f"{k + 1}: {name_words(s.ed.pyramid.expedition[k].name)}" for k in self.spaces)
            if s.ed.pyramid
            else ""
        )
        if self.gain:
            return gettext("Place an expedition token on a space — {spaces}.").format(spaces=names)
        return gettext("Discard the expedition token of a space — {spaces}.").format(spaces=names)

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for k in self.spaces:
            yield act("token", k + 1)
        if why is not None and why.target.verb == "token":
            why.no(why.target, N_("A space holds one token (ES-EXPD-03); only a space with a token can lose it."))

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        set_token(s, int(action.args[0]) - 1, self.gain)


def set_token(s: ESState, k: int, gain: bool) -> None:
    s.expedition[k] = gain  # ES-EXPD-06: a token lost does not trigger its space
    name = s.ed.pyramid.expedition[k].name if s.ed.pyramid else str(k + 1)
    if gain:
        t.say(s, N_("An expedition token is placed on {space}."), space=name)
    else:
        t.say(s, N_("An expedition token is discarded from {space}."), space=name)


# ---------------------------------------------------------------- the Mythos options
class MythosChoice(Frame):
    """ES-LPMYTH-02..05, AMB-09: the group picks one option (the decider when it cannot agree)."""

    __slots__ = ("card",)

    def __init__(self, seat: int, card: int) -> None:
        super().__init__(seat)
        self.card = card

    def mythos(self, s: ESState) -> Mythos:
        return s.ed.mythos[self.card]

    def prompt(self, s: ESState) -> str:
        m = self.mythos(s)
        # each option's own sentence without its full stop: "1: ... comes into play; 2: ..."
        expert = gettext(" (Expert)")
        sides = "; ".join(
            f"{k}: {text_words(c.text).rstrip().rstrip('.')}{expert if c.expert else ''}"
            for k, c in enumerate(m.choices, 1)
        )
        return gettext("{mythos}: choose one option as a group — {options}.").format(
            mythos=name_words(m.name), options=sides
        )

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for k in range(len(self.mythos(s).choices)):
            yield act("choose", k + 1)

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        choice = self.mythos(s).choices[int(action.args[0]) - 1]
        t.say(s, N_("The investigators choose: {option}"), option=text_said(choice.text))
        queue = atoms(s, s.active, choice.effects)
        if choice.expert and s.options["expert_mythos"]:  # ES-LPMYTH-05
            queue.append((s.active, "doom", 1, -1, ()))
        below = s.stack[-1]
        assert isinstance(below, Effects)
        below.queue = tuple(queue) + below.queue


# ---------------------------------------------------------------- Dark Pharaoh adventures
def deal_pharaoh(s: ESState, f: Effects, inv: int) -> None:
    """ES-PHAR-02..06, ES-PHAR-09."""
    free = [p for p in range(FIRST_PHARAOH, PLACES) if s.places[p] < 0]
    if not s.pharaoh_deck and not s.pharaoh_discard:
        if s.ed.ancient_ones[s.ao] and any(a.kind == "dark_pharaoh" for a in s.ed.adventures):
            t.say(s, N_("Every Dark Pharaoh adventure is already in play: the doom track fills."))  # ES-PHAR-04
            f.queue = ((inv, "doom", max(1, s.ed.ancient_ones[s.ao].doom - s.doom), -1, ()), *f.queue)
        return
    if not s.pharaoh_deck:  # ES-PHAR-06
        s.pharaoh_deck, s.pharaoh_discard = s.pharaoh_discard, []
        s.rng.shuffle(s.pharaoh_deck)
    p = free[0]
    s.places[p] = s.pharaoh_deck.pop()
    s.reveals += 1  # face down, yet its back shows its own printed effect (ES-EGY-05, ES-EGY-06)
    s.down[p] = True  # ES-PHAR-03: always face down
    if _in_ancient_one_step(s):
        s.fresh |= 1 << p
    t.say(s, N_("A Dark Pharaoh adventure comes into play face down at {place}."), place=place_name(p))


def _in_ancient_one_step(s: ESState) -> bool:
    from .flow import Midnight

    return any(isinstance(f, Midnight) and f.step == 2 for f in s.stack)


# ---------------------------------------------------------------- the expansion's icons
def _pharaoh(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    for _ in range(n):
        deal_pharaoh(s, f, inv)


def _regain(what: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def regain(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        t.heal(s, inv, what, n)
        t.say(s, N_("{investigator} regains {n} {what}."), investigator=s.inv_name(inv), n=n, what=what)

    return regain


def _expeditious(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    s.expeditious = True
    t.say(s, N_("Expeditious: the clock will not advance this turn."))


def _remove_monster(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-LPICON-04: the group picks which (AMB-09)."""
    spots = [(q, m) for q in t.places_in_play(s) for _, m in s.monsters_at[q]]
    if not spots:
        return
    if n > 1:
        f.queue = ((inv, "remove_monster", n - 1, p, ()), *f.queue)
    if len(spots) == 1:
        take_monster(s, *spots[0])
        return
    s.push(PickMonster(decider(s), tuple(spots)))


def take_monster(s: ESState, p: int, m: int) -> None:
    """The marker back to the cup, its die freed (ES-LOCK-06)."""
    t.remove_monster(s, p, m)
    t.unlock(s, MONSTER_BASE + m)
    s.cup.append(m)
    t.say(s, N_("{monster} goes back to the cup from {card}."), monster=s.ed.monsters[m].name, card=s.label(p))


class PickMonster(Frame):
    __slots__ = ("spots",)

    def __init__(self, seat: int, spots: tuple[tuple[int, int], ...]) -> None:
        super().__init__(seat)
        self.spots = spots

    def prompt(self, s: ESState) -> str:
        return gettext("Choose the monster that goes back to the cup: {monsters}").format(
            monsters=", ".join(f"{name_words(s.ed.monsters[m].name)} ({place_name(p)})" for p, m in self.spots)
        )

    def numbered(self, s: ESState) -> Iterator[tuple[Action, int, int]]:
        for p, m in self.spots:
            n = [x for _, x in s.monsters_at[p]].index(m) + 1
            yield act("remove", place_name(p), n), p, m

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for a, _, _ in self.numbered(s):
            yield a

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        _, p, m = next(x for x in self.numbered(s) if x[0] == action)
        take_monster(s, p, m)


def _lose_elder_sign(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-LPICON-06."""
    for _ in range(n):
        if s.signs:
            t.lose_elder_sign(s)
        else:
            f.queue = ((inv, "doom", 1, -1, ()), *f.queue)


def _expedition(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-EXPD-01..03, AMB-17: nothing when no space is empty."""
    empty = tuple(k for k, token in enumerate(s.expedition) if not token)
    if not empty:
        return
    if n > 1:
        f.queue = ((inv, "expedition", n - 1, p, ()), *f.queue)
    if len(empty) == 1:
        set_token(s, empty[0], True)
        return
    s.push(PickSpace(s.owner[inv], True, empty))


def _lose_expedition(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-EXPD-06/07."""
    tokens = tuple(k for k, token in enumerate(s.expedition) if token)
    if n > 1:
        f.queue = ((inv, "lose_expedition", n - 1, p, ()), *f.queue)
    if not tokens:
        f.queue = ((inv, "doom", 1, -1, ()), *f.queue)
        return
    if len(tokens) == 1:
        set_token(s, tokens[0], False)
        return
    s.push(PickSpace(decider(s), False, tokens))


def _relic(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    for _ in range(n):
        t.gain_item(s, inv, "relic")


def _turn_up(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    if p >= 0 and s.places[p] >= 0 and s.down[p]:
        turn_face_up(s, p)


HANDLERS: dict[str, Callable[[ESState, Effects, int, int, int], None]] = {
    "pharaoh": _pharaoh,
    "regain_sanity": _regain("sanity"),
    "regain_stamina": _regain("stamina"),
    "expeditious": _expeditious,
    "remove_monster": _remove_monster,
    "lose_elder_sign": _lose_elder_sign,
    "expedition": _expedition,
    "lose_expedition": _lose_expedition,
    "relic": _relic,
    "turn_up": _turn_up,
}
GLOBAL = frozenset({"pharaoh", "expeditious", "remove_monster", "lose_elder_sign", "lose_expedition", "turn_up"})


# ---------------------------------------------------------------- determinization
def _back(card: Adventure) -> tuple[Any, ...]:
    """What the back of a card shows (ES-EGY-03/04, ES-CHAMB-02)."""
    return (card.kind, card.stage, card.difficulty, card.back, card.back_midnight, card.unlock)


def redeal_backs(truth: ESState, world: ESState, rng: Any) -> None:
    """Each stage deck and the face-down cards of that stage dealt again, keeping every back a
    seat sees: the face-down cards' and the decks' top cards' (ES-EGY-03)."""
    ed = truth.ed
    pools: tuple[tuple[str, Callable[[Adventure], bool], bool], ...] = (
        ("cairo_deck", lambda a: a.kind == "egyptian" and a.stage == 1, True),
        ("dashur_deck", lambda a: a.stage == 2 and a.kind in ("egyptian", "hidden_chamber"), True),
        ("pharaoh_deck", lambda a: a.kind == "dark_pharaoh", False),
    )
    for attr, belongs, top_open in pools:
        deck: list[int] = getattr(truth, attr)
        slots = [
            p
            for p in range(PLACES)
            if truth.down[p] and truth.places[p] >= 0 and belongs(ed.adventures[truth.places[p]])
        ]
        items = sorted(deck + [truth.places[p] for p in slots])
        if not items:
            continue
        rng.shuffle(items)
        wanted = [_back(ed.adventures[truth.places[p]]) for p in slots]
        if top_open and deck:
            wanted.append(_back(ed.adventures[deck[-1]]))
        picked = []
        for back in wanted:
            k = next(j for j, c in enumerate(items) if _back(ed.adventures[c]) == back)
            picked.append(items.pop(k))
        for p, card in zip(slots, picked, strict=False):
            world.places[p] = card
        new_deck = items
        if top_open and deck:
            new_deck = items + [picked[-1]]
        setattr(world, attr, new_deck)


def view(s: ESState) -> dict[str, Any] | None:
    """The mode's public parts: the entrance's side, the decks' backs, the sheets."""
    if not s.pyramid and not s.pharaoh_deck and not s.pharaoh_discard:
        return None
    lp = s.ed.pyramid
    out: dict[str, Any] = {
        "mode": "lightless_pyramid" if s.pyramid else "museum",
        "dark_pharaoh": {"pile": len(s.pharaoh_deck), "discard": [s.card_name(c) for c in s.pharaoh_discard]},
    }
    if not s.pyramid or lp is None:
        return out
    out["entrance"] = SIDES[s.side]
    out["options"] = {
        side.lower(): [
            {"n": k, "price": price, "effect": effect_text(*eff)}
            for k, (price, eff) in enumerate(s.ed.pyramid_options[side.lower()], 1)
        ]
        for side in SIDES
    }
    out["options_stand_in"] = {side.lower(): lp.is_stand_in(side.lower()) for side in SIDES}
    out["decks"] = {
        name: {"count": len(deck), "top_back": back_label(s.card(deck[-1])) if deck else None}
        for name, deck in (("cairo", s.cairo_deck), ("dashur", s.dashur_deck))
    }
    out["expedition"] = [
        {"n": k + 1, "name": sp.name, "use": sp.use, "text": sp.text, "token": s.expedition[k],
         "used_today": bool(sp.use == "lasting" and s.camp_used >> k & 1), "stand_in": lp.is_stand_in("expedition")}
        for k, sp in enumerate(lp.expedition)
    ]  # fmt: skip
    out["tokens_left"] = len(lp.expedition) - sum(s.expedition)
    out["relics_left"] = len(s.relics)
    out["flip_cost"] = t.option(s, "flip_cost")
    return out


def back_view(s: ESState, p: int) -> dict[str, Any]:
    """A face-down card as every seat sees it: its back only (AMB-22)."""
    from .views import effects_words

    card = s.card(s.places[p])
    return {
        "face_down": True,
        "label": back_label(card),
        "special": card.kind if card.kind != "egyptian" else None,
        "difficulty": card.difficulty or None,
        "back": effects_words(card.back),
        "back_midnight": effects_words(card.back_midnight),
        "unlock": str(card.unlock) if card.unlock is not None else None,
    }
