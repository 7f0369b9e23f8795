"""Elder Sign's flow as decision frames: setup, the turn (Movement, Resolution, Clock), effects
with their choices, the entrance, midnight and the awakening.

Bottom of the stack, always, the :class:`Turn` (automatic). Each phase pushes its decision; an
attempt at an adventure is an :class:`~.attempt.Attempt`. Every change an icon makes goes through
an :class:`Effects` frame, which applies the icons one at a time in the card's order and asks when
a choice is needed (a split area, where a monster goes, who regains, which card is lost); when its
icons are done and the doom track is full, the Ancient One awakens (ES-DOOM-05).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, gettext
from tabletome.engine.i18n.retell import said

from . import table as t
from .actions import END, GIVE_UP, LOST_AND_FOUND, NO, STAY, act, slug
from .effects import Effect, effect_text
from .state import ENTRANCE, EXTRA, FIRST_WORLD, LOCK_MYTHOS, ON_AO, PLACES, item_code, place_name
from .words import effect_words, name_words, text_said

if TYPE_CHECKING:
    from .state import ESState

BEGIN, MOVE, RESOLVE, CLOCK, ADVANCE, MIDNIGHT, NEXT = range(7)
SETUP = -1  # the turn frame under the setup's effects: no one's turn yet (ES-SETUP-06, ES-MON-12)
CLUE_TOKENS = 15  # ES-COMP-05
# One icon to apply: (investigator, icon, amount, place, groups of a split area)
Atom = tuple[int, str, int, int, tuple[Any, ...]]


# ---------------------------------------------------------------- setup
def setup(s: ESState) -> None:
    """ES-SETUP-01..11."""
    from . import pyramid
    from .abilities import start_kit_choice

    ed = s.ed
    s.pyramid = t.option(s, "mode") == "lightless_pyramid"
    if s.pyramid and ed.pyramid is None:
        from tabletome.engine.errors import OptionError

        raise OptionError(
            gettext("this edition has no Omens of the Pharaoh cards: the Lightless Pyramid cannot be played")
        )
    s.ao = choose_ancient_one(s)
    s.doom = s.signs = s.clock = s.midnights = s.turns = s.hastur_x = 0  # ES-SETUP-01: the hand on XII
    s.mythos = -1
    s.awaken = s.awakened = False
    s.places = [-1] * PLACES
    s.monsters_at = [()] * PLACES
    s.locks = []
    s.cup = pyramid.cup(s)  # ES-SETUP-03, ES-LPSETUP-07/08
    # ES-LPSETUP-10: the stage decks replace the base Adventure deck
    s.adventure_deck = [] if s.pyramid else [k for k, a in enumerate(ed.adventures) if a.kind == "adventure"]
    s.world_deck = list(range(len(ed.other_worlds)))
    mythos_set = "ootp" if s.pyramid else "base"  # ES-LPSETUP-15, ES-LPMYTH-01: never mixed
    s.mythos_deck = [k for k, m in enumerate(ed.mythos) if m.set == mythos_set]
    s.mythos_discard = []
    s.commons, s.uniques, s.spells, s.allies = (
        [item_code(k, i) for i, card in enumerate(ed.items[k]) if s.pyramid or card.set == "base"]
        for k in ("common", "unique", "spell", "ally")
    )  # ES-LPSETUP-05: the expansion's Allies join the Ally deck
    pyramid.setup_decks(s)
    for deck in (s.adventure_deck, s.world_deck, s.mythos_deck, s.commons, s.uniques, s.spells, s.allies):
        s.rng.shuffle(deck)  # ES-SETUP-04, ES-SETUP-07, ES-SETUP-11
    s.item_discard = []
    s.secured = {}
    seat_investigators(s)
    s.push(Turn())
    effects = Effects(())
    s.push(effects)
    if s.pyramid:
        pyramid.deal_rows(s)  # ES-LPSETUP-11/13
    for p in range(6):  # ES-SETUP-04/05
        if s.places[p] < 0:
            t.deal_adventure(s, p)
    effects.queue = (*when_drawn(s, range(6)), (0, "mythos", 1, -1, ()))  # ES-SETUP-06, ES-SETUP-11
    for i in range(len(s.team)):
        start_kit_choice(s, i)
    s.settle()


def choose_ancient_one(s: ESState) -> int:
    """ES-SETUP-02: by choice (the option) or at random."""
    wanted = t.option(s, "ancient_one")
    if wanted == "random":  # the Museum draws from the base box; the Pyramid from all (ES-LPSETUP-04/17)
        pool = [k for k, ao in enumerate(s.ed.ancient_ones) if s.pyramid or ao.set == "base"]
        return pool[s.rng.below(len(pool))]
    for i, ao in enumerate(s.ed.ancient_ones):
        if slug(ao.name) == wanted:
            return i
    from tabletome.engine.errors import OptionError

    raise OptionError(gettext("this edition has no Ancient One '{wanted}'").format(wanted=wanted))


def seat_investigators(s: ESState) -> None:
    """ES-SETUP-08..10: each player's investigators, dealt at random; the first player is seat 1."""
    from tabletome.engine.errors import OptionError

    per: int = s.options["team"]
    count = s.players * per
    pool = t.playable_investigators(s)
    if count > 8:
        raise OptionError(
            gettext(
                "{players} players with {per} investigators each make {count}: "
                "at most 8 investigators play (ES-GEN-02)."
            ).format(players=s.players, per=per, count=count)
        )
    if count > len(pool):
        raise OptionError(
            gettext("this edition has {pool} investigators to play, not {count}.").format(pool=len(pool), count=count)
        )
    n = count
    s.team, s.owner = [-1] * n, [k % s.players for k in range(n)]
    s.sanity, s.stamina, s.max_sanity, s.max_stamina = [0] * n, [0] * n, [0] * n, [0] * n
    s.clues, s.items, s.trophies = [0] * n, [()] * n, [()] * n
    s.where, s.marker, s.daily = [ENTRANCE] * n, [-1] * n, [0] * n
    s.used_investigators = ()
    s.rng.shuffle(pool)
    for i in range(n):
        start_investigator(s, i, pool[i])
    s.active = 0
    s.last_seat = 0


def start_investigator(s: ESState, i: int, card: int) -> None:
    """ES-SETUP-08/09, ES-DEV-04: printed maximums, the starting kit, on the entrance."""
    from .abilities import starting_kit

    inv = s.ed.investigators[card]
    s.team[i] = card
    s.used_investigators = (*s.used_investigators, card)
    s.sanity[i] = s.max_sanity[i] = inv.sanity
    s.stamina[i] = s.max_stamina[i] = inv.stamina
    s.where[i] = ENTRANCE
    s.daily[i] = 0
    starting_kit(s, i)
    t.say(s, N_("{investigator} joins the investigation."), investigator=inv.name)


def when_drawn(s: ESState, places: Sequence[int]) -> list[Atom]:
    out: list[Atom] = []
    for p in places:
        if s.places[p] >= 0:
            out += atoms(s, s.active if s.team else 0, s.card(s.places[p]).when_drawn, p)
    return out


# ---------------------------------------------------------------- effects
def atoms(s: ESState, inv: int, effects: Sequence[tuple[bool, Effect]], place: int = -1) -> list[Atom]:
    """The icons of an effect list, in order, for ``inv`` (``each:`` for every investigator)."""
    out: list[Atom] = []
    for each, effect in effects:
        who = [k for k in range(len(s.team)) if t.alive(s, k)] if each else [inv]
        for k in who:
            if len(effect) == 1:
                out += [(k, icon, n, place, ()) for icon, n in effect[0]]
            else:
                out.append((k, "choose", 1, place, effect))
    return out


def push_effects(s: ESState, inv: int, effects: Sequence[tuple[bool, Effect]], place: int = -1) -> None:
    queue = atoms(s, inv, effects, place)
    if queue:
        s.push(Effects(tuple(queue)))


class Effects(Frame):
    """Applies icons one at a time (automatic); a choice is a frame pushed above it."""

    __slots__ = ("queue",)

    def __init__(self, queue: tuple[Atom, ...]) -> None:
        super().__init__(None)
        self.queue = queue

    def run(self, s: ESState) -> None:
        if not self.queue:
            s.finish(self)
            # ES-DOOM-05: every reward and penalty being resolved finishes before the awakening
            if s.awaken and not s.awakened and not any(isinstance(f, Effects) for f in s.stack):
                awaken(s)
            return
        atom, self.queue = self.queue[0], self.queue[1:]
        from .icons import apply

        apply(s, self, atom)

    def view(self, s: ESState, seat: int | None) -> dict[str, Any] | None:
        return {"effects": [f"{s.inv_name(a[0])}: {a[1]} {a[2]}" for a in self.queue]} if self.queue else None


def decider(s: ESState) -> int:
    """AMB-09: the active investigator's player during a turn; at midnight the player who took the last turn."""
    turn = s.stack[0] if s.stack else None
    if isinstance(turn, Turn) and turn.in_turn():
        return s.owner[s.active]
    return s.last_seat


class PickSide(Frame):
    """ES-FAIL-03, ES-SUCC-03, AMB-26: one group of a split area."""

    __slots__ = ("inv", "groups", "place", "why")

    def __init__(self, seat: int, inv: int, groups: tuple[Any, ...], place: int, why: str) -> None:
        super().__init__(seat)
        self.inv, self.groups, self.place, self.why = inv, groups, place, why

    def prompt(self, s: ESState) -> str:
        sides = "; ".join(f"{k + 1}: {effect_words(effect_text(False, (g,)))}" for k, g in enumerate(self.groups))
        return gettext("{investigator}: choose one side ({why}) — {sides}.").format(
            investigator=s.inv_name(self.inv), why=gettext(self.why), sides=sides
        )

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        from .icons import feasible

        full = [k for k, g in enumerate(self.groups) if feasible(s, self.inv, g)]
        allowed = full or list(range(len(self.groups)))  # AMB-26: neither in full, either one
        for k in range(len(self.groups)):
            a = act("choose", k + 1)
            if k in allowed:
                yield a
            elif why is not None:
                why.no(
                    a,
                    gettext("{investigator} cannot carry out that side in full (ES-FAIL-03).").format(
                        investigator=s.inv_name(self.inv)
                    ),
                )

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        group = self.groups[int(action.args[0]) - 1]
        below = s.stack[-1]
        assert isinstance(below, Effects)
        below.queue = tuple((self.inv, icon, n, self.place, ()) for icon, n in group) + below.queue


class PlaceMonster(Frame):
    """ES-MON-01..07, AMB-09: the group (the deciding player) places the drawn monster."""

    __slots__ = ("monster", "spots")

    def __init__(self, seat: int, monster: int, spots: tuple[tuple[int, int], ...]) -> None:
        super().__init__(seat)
        self.monster, self.spots = monster, spots

    def prompt(self, s: ESState) -> str:
        return gettext("{monster} appears ({task}): choose where it goes.").format(
            monster=name_words(s.ed.monsters[self.monster].name), task=self.monster_task(s)
        )

    def monster_task(self, s: ESState) -> str:
        return str(s.ed.monsters[self.monster].task)

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for p, row in self.spots:
            yield act("place", place_name(p), row + 1)
        if why is not None and why.target.verb == "place":
            why.no(
                why.target,
                N_(
                    "A monster goes on a free monster task first; else below the last task of the card with the fewest monsters there (ES-MON-02, ES-MON-05)."
                ),
            )

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        p = PLACE_INDEX[str(action.args[0])]
        t.put_monster(s, self.monster, p, int(action.args[1]) - 1)


PLACE_INDEX = {place_name(p): p for p in range(PLACES)} | {"entrance": ENTRANCE}


class PickInvestigator(Frame):
    """Who regains, for an effect that helps "an investigator" (any one of them)."""

    __slots__ = ("icon", "n", "who")

    def __init__(self, seat: int, icon: str, n: int, who: tuple[int, ...]) -> None:
        super().__init__(seat)
        self.icon, self.n, self.who = icon, n, who

    def prompt(self, s: ESState) -> str:
        if self.icon == "heal_sanity":
            return gettext("Which investigator regains {n} sanity?").format(n=self.n)
        return gettext("Which investigator regains {n} stamina?").format(n=self.n)

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for k in self.who:
            yield act("heal", k + 1)

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        k = int(action.args[0]) - 1
        what = "sanity" if self.icon == "heal_sanity" else "stamina"
        t.heal(s, k, what, self.n)
        t.say(s, N_("{investigator} regains {n} {what}."), investigator=s.inv_name(k), n=self.n, what=what)


class PickItem(Frame):
    """Which card an investigator loses (a "lose an item" icon)."""

    __slots__ = ("inv", "cards")

    def __init__(self, seat: int, inv: int, cards: tuple[int, ...]) -> None:
        super().__init__(seat)
        self.inv, self.cards = inv, cards

    def prompt(self, s: ESState) -> str:
        return gettext("{investigator} must discard one: {cards}.").format(
            investigator=s.inv_name(self.inv), cards=", ".join(name_words(s.item_name(c)) for c in self.cards)
        )

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for c in self.cards:
            yield act("lose", slug(s.item_name(c)))

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        code = next(c for c in self.cards if slug(s.item_name(c)) == action.args[0])
        t.discard_item(s, self.inv, code)
        t.say(s, N_("{investigator} discards {item}."), investigator=s.inv_name(self.inv), item=s.item_name(code))


# ---------------------------------------------------------------- the turn
class Turn(Frame):
    """ES-TURN-01: Movement, Resolution, Clock; then midnight if the hand reached XII (ES-TURN-09)."""

    __slots__ = ("step",)

    def __init__(self) -> None:
        super().__init__(None)
        self.step = SETUP

    def in_turn(self) -> bool:
        return BEGIN <= self.step < MIDNIGHT

    def to_clock(self) -> None:
        if self.step < CLOCK or self.step == CLOCK:
            self.step = CLOCK

    def to_advance(self) -> None:
        """ES-TURN-11: what is left of the turn is the clock advance."""
        self.step = max(self.step, ADVANCE)

    def run(self, s: ESState) -> None:
        step = self.step
        if s.awaken and not s.awakened:  # a full track outside any effect (Yog-Sothoth's last gate)
            awaken(s)
            return
        if step == SETUP:
            self.step = BEGIN
        elif step == BEGIN:
            self.begin(s)
        elif step == MOVE:
            self.step = RESOLVE
            if s.awakened:
                s.where[s.active] = ON_AO
            else:
                s.push(Movement(s.owner[s.active], s.active))
        elif step == RESOLVE:
            self.step = CLOCK
            resolution(s, s.active)
        elif step == CLOCK:
            self.step = ADVANCE
            clock_phase(s, s.active)
        elif step == ADVANCE:
            self.step = MIDNIGHT
            if s.expeditious:  # ES-LPICON-03
                s.expeditious = False
                t.say(s, N_("The clock does not advance this turn."))
            else:
                advance_clock(s)
        elif step == MIDNIGHT:
            self.step = NEXT
            if s.midnights:
                s.push(Midnight())
        else:
            self.next_turn(s)

    def begin(self, s: ESState) -> None:
        from .abilities import start_of_turn

        i = s.active
        if not t.alive(s, i):
            # ES-BATTLE-07: after the awakening the clock still advances for a devoured player's turn;
            # before it, a player out of investigators is out of the game (ES-DEV-05).
            self.step = ADVANCE if s.awakened else NEXT
            return
        self.step = MOVE
        s.lost, s.expeditious = 0, False
        t.say(s, N_("— {investigator}'s turn —"), -1, investigator=s.inv_name(i))
        start_of_turn(s, i)

    def next_turn(self, s: ESState) -> None:
        s.last_seat = s.owner[s.active]
        s.active = (s.active + 1) % len(s.team)  # ES-TURN-01: clockwise
        s.turns += 1
        self.step = BEGIN
        if not any(t.alive(s, k) for k in range(len(s.team))):
            t.end(s, False, "ES-DEV-05", N_("No investigator is left to stop the Ancient One."))
        if s.turns >= TURN_LIMIT:
            t.end(s, False, "ES-DOOM-04", N_("The night never ends: the Ancient One's hour has come."))


TURN_LIMIT = 2000  # a safety net for endless games; far beyond any real game (a doom track fills sooner)


class Movement(Frame):
    """ES-TURN-02/03: stay, or move to any card in play or the entrance; distance never matters.
    In the Lightless Pyramid (ES-CAIRO-03) a face-down Hidden Chamber is unlocked first, one try a
    Movement phase (ES-CHAMB-03, AMB-15c), and moving onto a card resolves its back and Entry
    effects (ES-EGY-05/07)."""

    __slots__ = ("inv", "tried")

    def __init__(self, seat: int, inv: int, tried: bool = False) -> None:
        super().__init__(seat)
        self.inv = inv
        self.tried = tried

    def prompt(self, s: ESState) -> str:
        return gettext(
            "{investigator}: Movement — go to an adventure, an Other World or the entrance, or stay."
        ).format(investigator=s.inv_name(self.inv))

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        from .pyramid import is_locked_chamber

        here = s.where[self.inv]
        yield STAY
        for p in t.places_in_play(s):
            if p == here:
                continue
            if not is_locked_chamber(s, p):
                yield act("go", place_name(p))
            elif not self.tried:
                yield act("unlock", place_name(p))
        if here != ENTRANCE:
            yield act("go", "entrance")
        if why is not None and why.target.verb in ("go", "unlock"):
            self.why_not(s, why, here)

    def why_not(self, s: ESState, why: Why, here: int) -> None:
        from .pyramid import is_locked_chamber

        target = PLACE_INDEX.get(str(why.target.args[0]) if why.target.args else "", -3)
        if target == here:
            why.no(why.target, N_("You are already there: stay (ES-TURN-02)."))
        elif target >= 0 and s.places[target] < 0:
            why.no(why.target, gettext("There is no card at {place}.").format(place=place_name(target)))
        elif target >= 0 and why.target.verb == "go" and is_locked_chamber(s, target):
            why.no(
                why.target,
                gettext("A face-down Hidden Chamber must be unlocked first: unlock {place} (ES-CHAMB-03).").format(
                    place=place_name(target)
                ),
            )
        elif why.target.verb == "unlock" and target >= 0 and not is_locked_chamber(s, target):
            why.no(why.target, N_("Only a face-down Hidden Chamber is unlocked; go there instead (ES-CHAMB-12)."))
        elif why.target.verb == "unlock":
            why.no(why.target, N_("One unlock roll a Movement phase: go elsewhere or stay (ES-CHAMB-07, AMB-15c)."))

    def resolve(self, s: ESState, action: Action) -> None:
        from .pyramid import UnlockRoll, moving_in

        s.finish(self)
        if action.verb == "unlock":
            s.push(UnlockRoll.begin(s, self.inv, PLACE_INDEX[str(action.args[0])]))
        elif action.verb == "go":
            p = s.where[self.inv] = PLACE_INDEX[str(action.args[0])]
            if p == ENTRANCE:
                t.say(s, N_("{investigator} goes to the entrance."), investigator=s.inv_name(self.inv))
            else:
                t.say(s, N_("{investigator} goes to {card}."), investigator=s.inv_name(self.inv), card=s.label(p))
            if p >= 0:  # a face-down card (a Dark Pharaoh one in the Museum too, AMB-16) or an Entry effect
                moving_in(s, self.inv, p)


def resolution(s: ESState, i: int) -> None:
    """ES-TURN-04/05; the final battle (ES-BATTLE-01)."""
    from .attempt import Attempt

    p = s.where[i]
    if s.awakened:
        s.push(Attempt.start(s, i, ON_AO))
    elif p == ENTRANCE:
        if not s.pyramid:  # ES-CAIRO-04: on either side, straight to the Clock phase
            s.push(Entrance(s.owner[i], i))
    else:
        s.push(Attempt.start(s, i, p))


# ---------------------------------------------------------------- the entrance
class Entrance(Frame):
    """ES-ENT-01..07: exactly one of First Aid, the Lost & Found, a Souvenir."""

    __slots__ = ("inv",)

    def __init__(self, seat: int, inv: int) -> None:
        super().__init__(seat)
        self.inv = inv

    def prompt(self, s: ESState) -> str:
        return gettext(
            "{investigator} is at the Entrance: Receive First Aid, Search the Lost & Found, or Buy a Souvenir "
            "({n} trophies)."
        ).format(investigator=s.inv_name(self.inv), n=t.trophy_total(s, self.inv))

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        e = s.ed.entrance
        have = t.trophy_total(s, self.inv)
        yield act("first-aid", "sanity")
        yield act("first-aid", "stamina")
        for what, price in (
            ("sanity", e.first_aid_one_price),
            ("stamina", e.first_aid_one_price),
            ("both", e.first_aid_both_price),
        ):
            a = act("restore", what)
            if have >= price:
                yield a
            elif why is not None:
                why.no(
                    a,
                    gettext("That First Aid costs {n} trophies; {investigator} has {have} (ES-ENT-03).").format(
                        n=price, investigator=s.inv_name(self.inv), have=have
                    ),
                )
        yield LOST_AND_FOUND
        for what, price in self.souvenirs(s):
            a = act("buy", what)
            if have >= price:
                yield a
            elif why is not None:
                why.no(
                    a,
                    gettext("A {souvenir} costs {n} trophies; {investigator} has {have} (ES-ENT-05).").format(
                        souvenir=gettext(what.replace("-", " ")), n=price, investigator=s.inv_name(self.inv), have=have
                    ),
                )
        if why is not None and why.target == act("buy", "elder-sign"):
            why.no(why.target, N_("The Souvenir list sells no Elder Sign (ES-ENT-06; the option souvenir_elder_sign)."))

    def souvenirs(self, s: ESState) -> list[tuple[str, int]]:
        out = list(s.ed.souvenirs)
        if s.options["souvenir_elder_sign"]:  # ES-ENT-07
            out.append(("elder-sign", s.ed.entrance.elder_sign_price))
        if s.options["the_exhibit"] and s.ed.pyramid is not None:  # ES-OOTP-03
            out.append(("relic", s.ed.pyramid.exhibit_relic_price))
        return out

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        i, e, verb = self.inv, s.ed.entrance, action.verb
        what = str(action.args[0]) if action.args else ""
        if verb == "first-aid":  # ES-ENT-02: 1 stamina or 1 sanity
            t.heal(s, i, what, e.first_aid_free)
            t.say(
                s,
                N_("{investigator} receives First Aid: {n} {what}."),
                investigator=s.inv_name(i),
                n=e.first_aid_free,
                what=what,
            )
        elif verb == "restore":  # ES-ENT-03
            t.pay_trophies(s, i, e.first_aid_both_price if what == "both" else e.first_aid_one_price)
            for stat in ("sanity", "stamina") if what == "both" else (what,):
                t.heal(s, i, stat, 99)
            if what == "both":
                t.say(s, N_("{investigator}'s sanity and stamina restored to the maximum."), investigator=s.inv_name(i))
            else:
                t.say(s, N_("{investigator}'s {what} restored to the maximum."), investigator=s.inv_name(i), what=what)
        elif verb == "lost-and-found":  # ES-ENT-04: one green die, no effect may change it
            face = s.rng.below(6)
            t.say(
                s,
                N_("{investigator} searches the Lost & Found: the green die shows {face}."),
                investigator=s.inv_name(i),
                face=s.ed.faces[0][face],
            )
            push_effects(s, i, [s.ed.lost_and_found[face]])
        else:  # ES-ENT-05
            price = dict(self.souvenirs(s))[what]
            t.pay_trophies(s, i, price)
            t.say(
                s,
                N_("{investigator} buys a souvenir: {souvenir}."),
                investigator=s.inv_name(i),
                souvenir=what.replace("-", " "),
            )
            push_effects(s, i, [(False, (((what.replace("-", "_"), 1),),))])


# ---------------------------------------------------------------- the clock
def clock_phase(s: ESState, i: int) -> None:
    """ES-TURN-06: items with no other timing may be used first (only asked when one can be);
    the Expedition's spaces too (ES-EXPD-04); on the Pyramid's entrance, its option before them."""
    from .pyramid import at_entrance_clock, camp_options

    if t.alive(s, i) and (clock_items(s, i) or camp_options(s, i)):
        s.push(ClockPhase(s.owner[i], i))
    at_entrance_clock(s, i)


def clock_items(s: ESState, i: int) -> list[int]:
    from .abilities import ally_bit

    out = []
    for code in s.items[i]:
        item = s.item(code)
        if item.clock_phase and not (item.once_per_day and s.daily[i] & ally_bit(s, code)):
            out.append(code)
    return out


class ClockPhase(Frame):
    __slots__ = ("inv",)

    def __init__(self, seat: int, inv: int) -> None:
        super().__init__(seat)
        self.inv = inv

    def prompt(self, s: ESState) -> str:
        return gettext(
            "{investigator}: Clock phase — use an item or ally, or end the turn (the clock advances)."
        ).format(investigator=s.inv_name(self.inv))

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        from .pyramid import camp_options

        for code in clock_items(s, self.inv):
            yield act("use", slug(s.item_name(code)))
        for k in camp_options(s, self.inv):
            yield act("use", self.space_slug(s, k))
        yield END

    @staticmethod
    def space_slug(s: ESState, k: int) -> str:
        return slug(s.ed.pyramid.expedition[k].name) if s.ed.pyramid else ""

    def resolve(self, s: ESState, action: Action) -> None:
        from .abilities import ally_bit
        from .pyramid import camp_options, use_space

        if action == END:
            s.finish(self)
            return
        space = next((k for k in camp_options(s, self.inv) if self.space_slug(s, k) == action.args[0]), -1)
        if space >= 0:
            use_space(s, self.inv, space)
            return
        code = next(c for c in clock_items(s, self.inv) if slug(s.item_name(c)) == action.args[0])
        item = s.item(code)
        if item.once_per_day:
            s.daily[self.inv] |= ally_bit(s, code)
        else:
            t.discard_item(s, self.inv, code)
        t.say(s, N_("{investigator} uses {item}."), investigator=s.inv_name(self.inv), item=item.name)
        push_effects(s, self.inv, item.clock_phase)


def advance_clock(s: ESState, times: int = 1) -> None:
    """ES-TURN-07/08: 3 hours an advance; reaching XII makes a midnight after the turn (ES-MID-01)."""
    for _ in range(times):
        s.clock += s.ed.clock.step
        if s.clock >= s.ed.clock.day:
            s.clock -= s.ed.clock.day
            s.midnights += 1


# ---------------------------------------------------------------- midnight
class Midnight(Frame):
    """ES-MID-01..10; after the awakening, the Ancient One's attack instead (ES-BATTLE-05)."""

    __slots__ = ("step",)

    def __init__(self) -> None:
        super().__init__(None)
        self.step = 0

    def run(self, s: ESState) -> None:
        step, self.step = self.step, self.step + 1
        if step == 0:
            extra = s.midnights - 1
            s.midnights = 0
            t.say(s, N_("The clock strikes midnight."))
            if extra > 0:  # ES-MID-02
                push_effects(s, s.active, [(False, ((("doom", extra),),))])
        elif s.awakened:
            s.finish(self)
            if step == 1:
                ao = s.ed.ancient_ones[s.ao]
                t.say(s, N_("{ancient_one} attacks."), ancient_one=ao.name)
                push_effects(s, s.active, ao.attack)
        elif step <= 5:
            push_effects(s, s.active, midnight_effects(s, step))
        elif step == 6:  # (6) a new Mythos card
            s.push(Effects(((s.active, "mythos", 1, -1, ()),)))
        else:  # (7) ES-GEN-06; the Expedition's lasting spaces too (AMB-17)
            s.daily = [0] * len(s.team)
            s.camp_used = s.fresh = 0
            s.finish(self)


def midnight_effects(s: ESState, step: int) -> list[tuple[bool, Effect]]:
    """The "At Midnight" effects of ES-MID-03 steps 1-5, in order (AMB-09: the board's order)."""
    if step == 1:
        return list(s.ed.ancient_ones[s.ao].midnight)
    if step == 2:
        return [e for p in t.places_in_play(s) for _, m in s.monsters_at[p] for e in s.ed.monsters[m].midnight]
    if step == 3:  # ES-EGY-06: a face-down card's back; ES-PHAR-09: not a Dark Pharaoh card new this midnight
        out = []
        for p in t.places_in_play(s):
            if not s.fresh >> p & 1:
                card = s.card(s.places[p])
                out += card.back_midnight if s.down[p] else card.midnight
        return out
    if step == 5 and s.mythos >= 0:
        return list(s.ed.mythos[s.mythos].midnight)
    return []


def draw_mythos(s: ESState, effects: Effects) -> None:
    """ES-MID-03 (6), ES-MID-08/09: the old card goes with its lingering effects and its lock."""
    if s.mythos >= 0:
        s.mythos_discard.append(s.mythos)
        t.unlock(s, LOCK_MYTHOS)
    if not s.mythos_deck:  # AMB-11
        s.mythos_deck, s.mythos_discard = s.mythos_discard, []
        s.rng.shuffle(s.mythos_deck)
    s.mythos = s.mythos_deck.pop()
    s.reveals += 1
    card = s.ed.mythos[s.mythos]
    if s.log is not None:
        t.say(s, N_("Mythos: {card}. {text}"), card=card.name, text=text_said(card.text))
    if card.lock >= 0:
        t.lock(s, card.lock, LOCK_MYTHOS)
    effects.queue = tuple(atoms(s, s.active, card.on_draw)) + effects.queue
    if card.choices:  # ES-LPMYTH-02/03
        from .pyramid import MythosChoice

        s.push(MythosChoice(decider(s), s.mythos))


# ---------------------------------------------------------------- the awakening
def awaken(s: ESState) -> None:
    """ES-DOOM-04..10, ES-LOCK-08, ES-END-04."""
    ao = s.ed.ancient_ones[s.ao]
    s.awaken = False
    s.awakened = True
    t.say(s, N_("{ancient_one} awakens!"), ancient_one=ao.name)
    if s.mythos >= 0:  # ES-DOOM-06
        s.mythos_discard.append(s.mythos)
        s.mythos = -1
    t.unlock(s, LOCK_MYTHOS)
    s.locks[:] = [(c % 16, t.REMOVED) for c, h in s.locks if c < 16]  # ES-LOCK-08: gone from the game
    for k in range(len(s.team)):  # ES-DOOM-07
        s.where[k] = ON_AO
        s.marker[k] = -1
    if ao.rule == "azathoth":
        t.end(s, False, "ES-END-04", said(N_("{ancient_one} awakens: the investigators lose."), ancient_one=ao.name))
    cut = t.unwind_turn(s)  # ES-DOOM-10: the active player goes straight to the clock
    push_effects(s, s.active, ao.awakening)
    if cut:
        raise t.TurnCut


__all__ = ["EXTRA", "FIRST_WORLD", "GIVE_UP", "NO", "Turn", "setup"]
