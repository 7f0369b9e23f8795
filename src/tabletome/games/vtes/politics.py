"""Politics (VT-REF, VT-VOTE): the referendum, votes and ballots, the prisci block, the blood hunt.

A :class:`Referendum` runs the three steps of VT-REF-02: terms (chosen by the caller once a political
action has succeeded, VT-ANN-03, VT-REF-03), polling, and the tally. Polling is a window in impulse
order (AMB-08): each play casts one source or plays one card, and polling closes when every
Methuselah has passed in turn (VT-REF-06). The sources (VT-VOTE-01: nobody has votes of their own):

- ``vote M for|against``: a ready vampire's votes from its title (VT-VOTE-06 to VT-VOTE-10) and
  cards, and a priscus's ballot (VT-VOTE-13), all on one side (VT-VOTE-02);
- ``card for|against``: the caller's vote from the political action card (VT-VOTE-04);
- ``burn <card> for|against``: a political action card burned from hand for 1 vote, once per
  Methuselah per referendum and not by the caller of a card's referendum (VT-VOTE-03, VT-VOTE-05,
  AMB-09);
- ``edge for|against``: the Edge burned for 1 vote, back to the centre (VT-EDGE-04);
- ``play <card>`` / ``use <source> <n>``: vote cards and abilities (VT-VOTE-12).

A cast is final (VT-REF-05). The prisci block's 3 votes go to the side with more ballots
(VT-VOTE-14); more votes for than against passes; a tie fails (VT-REF-07).

The blood hunt (VT-DIAB-08, VT-DIAB-09) is such a referendum, called right after each diablerie:
it is no action (nothing blocks it, no modifier or reaction belongs to it); if it passes the
diablerist is burned.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Why
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from . import late, ops, prompts
from .hooks import ABILITIES, CARDS, POLITICAL, VOTE_CHANGES, Ctx, Play
from .impulse import Window, impulse_order
from .model import facts
from .play import PendingPlay, play_from_window, window_plays
from .state import CENTRE, VTESState
from .stats import ballots, flagged, is_vampire, votes

PRISCI_BLOCK = 3  # VT-VOTE-14
BLOOD_HUNT = "blood hunt"
FOR, AGAINST = "for", "against"
SIDES = (FOR, AGAINST)
#: A cast in the log, by its side (VT-REF-05).
CAST_FOR = N_("{seat} casts {what} for ({source}).")
CAST_AGAINST = N_("{seat} casts {what} against ({source}).")
#: Where a vote comes from, in the log: the Edge (VT-EDGE-04), a political action card burned (VT-VOTE-06).
#: (state, referendum, cast entry) -> votes added to that entry when results are tallied (Orlando
#: Oriundus: his Methuselah's vampires' votes doubled)
TALLY_VOTES: list[Any] = []
SOURCE_WORDS = {"edge": N_("the Edge"), "burn": N_("a political action card")}


@cache
def cast_action(source: str | int, side: str) -> Action:
    return Action("vote", (source, side))


@cache
def burn_action(slug: str, side: str) -> Action:
    return Action("burn", (slug, side))


#: ``s.marks[(AUTO_PASS, seat)]``: the next referendum a vampire of that Methuselah calls this turn
#: passes automatically.
AUTO_PASS = "auto-pass"


class Referendum(Window):
    """A referendum's polling and tally; ``kind`` is ``blood hunt`` or ``card`` (a political action)."""

    __slots__ = (
        "caller",
        "rkind",
        "subject",
        "aplay",
        "source_card",
        "cast",
        "extra",
        "abstain",
        "result",
        "cancelled",
        "serial",
        "automatic",
        "fails",
    )

    kind = "poll"

    def __init__(self, caller: int, rkind: str, subject: int = -1, play: Play | None = None) -> None:
        super().__init__(caller)
        self.caller = caller
        self.rkind = rkind
        self.subject = subject  # the diablerist (blood hunt) or the acting vampire
        self.aplay = play  # the political action card's play, with its terms
        self.source_card = -1  # the card in play whose ability called it (Anarch Revolt)
        self.cast: tuple[tuple[Any, int, str, int, int], ...] = ()  # (source, seat, side, votes, ballots)
        self.extra: tuple[tuple[int, int], ...] = ()  # votes added to a vampire by cards this referendum
        self.abstain: frozenset[int] = frozenset()
        self.result: tuple[bool, int, int] | None = None  # (passed, votes for, votes against)
        self.cancelled = False
        self.serial = 0
        self.automatic = False  # passes automatically, without polling (Cryptic Rider)
        self.fails = False  # fails whatever the votes (Confusion of the Eye)

    def held(self) -> tuple[tuple[int, int], ...]:
        """(owner, card): the political action card waits for the referendum's end (VT-REF-01)."""
        p = self.aplay
        return ((p.owner if p.owner >= 0 else p.seat, p.card),) if p is not None and p.card >= 0 else ()

    def moment(self, s: VTESState) -> str:
        return "poll"

    def run(self, s: VTESState) -> None:
        """A referendum that "passes automatically" (``AUTO_PASS`` for its caller's Methuselah): no
        polling, no votes, nothing played during it (ruling LSJ 19980107)."""
        if not self.order and self.rkind != BLOOD_HUNT and self.passes_automatically(s):
            self.automatic = True
            ops.say(s, N_("The referendum passes automatically."))
            self.closed(s)
            return
        super().run(s)

    def passes_automatically(self, s: VTESState) -> bool:
        """The caller's Methuselah holds an ``AUTO_PASS`` (True, or the sect the calling vampire must
        be of: "the first referendum a Sabbat vampire you control calls"): it is used up."""
        mark = s.marks.get((AUTO_PASS, self.caller))
        if not mark:
            return False
        if mark is not True:
            by = self.aplay.by if self.aplay is not None else -1
            if by not in s.minions or s.minions[by].sect != mark:
                return False
        del s.marks[(AUTO_PASS, self.caller)]
        return True

    def seats(self, s: VTESState) -> list[int]:
        from .actions import current_action, undirected_blockers

        a = current_action(s)
        defenders = list(undirected_blockers(s, self.caller)) if a is not None and self.rkind != BLOOD_HUNT else []
        return impulse_order(s, self.caller, defenders)

    def could_act(self, s: VTESState, seat: int) -> bool:
        return bool(s.hand[seat]) or bool(s.ready[seat]) or s.edge == seat or bool(s.inplay[seat])

    def prompt(self, state: VTESState) -> str:
        vf, va = self.tally(state)[:2]
        return prompts.ask(prompts.REFERENDUM, what=self.describe(), vf=vf, va=va)

    def describe(self) -> str:
        if self.rkind == BLOOD_HUNT:
            return N_("a blood hunt")
        assert self.aplay is not None
        if self.aplay.card < 0:  # a referendum a card in play lets a vampire call
            if self.source_card < 0:
                return N_("a referendum")
            return said(N_("{card}: {ability}"), card=facts(self.source_card).name, ability=self.ability().name)
        return facts(self.aplay.card).name

    # ---- the sources
    def ability(self) -> Any:
        assert self.aplay is not None
        return ABILITIES[self.source_card][self.aplay.use]

    def has_cast(self, source: Any) -> bool:
        return any(c[0] == source for c in self.cast)

    def side_of(self, source: Any) -> str | None:
        for c in self.cast:
            if c[0] == source:
                return c[2]
        return None

    def vampire_votes(self, s: VTESState, uid: int) -> int:
        got = votes(s, uid) + sum(n for u, n in self.extra if u == uid)
        return max(0, got + self.changed(s, uid, "votes")) if VOTE_CHANGES else got

    def ballots(self, s: VTESState, uid: int) -> int:
        n = ballots(s, uid)
        return max(0, n + self.changed(s, uid, "ballots")) if VOTE_CHANGES else n

    def changed(self, s: VTESState, uid: int, kind: str) -> int:
        """What the political action card says of this referendum's votes ("in this referendum, each
        priscus gets -1 ballot"): ``hooks.VOTE_CHANGES``; ``uid`` -1 for the Edge."""
        return sum(f(s, self, uid, kind) for f in VOTE_CHANGES)

    def sources(self, s: VTESState, seat: int) -> Iterator[Any]:
        for uid in s.ready[seat]:
            if uid in self.abstain or self.has_cast(uid) or ("no-vote", uid) in s.marks:
                continue
            if is_vampire(s, uid) and (self.vampire_votes(s, uid) or self.ballots(s, uid)):
                yield uid
        if self.has_card_vote(seat):
            yield "card"

    def has_card_vote(self, seat: int) -> bool:
        """VT-VOTE-04: the political action card that called it gives its caller 1 vote."""
        card = self.aplay is not None and self.aplay.card >= 0
        return card and self.rkind != BLOOD_HUNT and seat == self.caller and not self.has_cast("card")

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        cast_allowed = late.core().cast_allowed

        for src in self.sources(s, seat):
            for side in SIDES:
                if cast_allowed(s, self, src, seat, side):
                    yield cast_action(src, side)
        if s.edge == seat:
            for side in SIDES:
                yield cast_action("edge", side)
        yield from self.burn_options(s, seat)
        yield from window_plays(s, self, seat, why)
        if why is not None:
            self.explain(s, seat, why)

    def burn_options(self, s: VTESState, seat: int) -> Iterator[Action]:
        """VT-VOTE-03, VT-VOTE-05, AMB-09: one political-card vote per Methuselah."""
        card_called = self.aplay is not None and self.aplay.card >= 0
        if self.has_cast(("burn", seat)) or (seat == self.caller and self.rkind != BLOOD_HUNT and card_called):
            return
        seen = set()
        for c in s.hand[seat]:
            f = facts(c)
            if f.is_type("Political Action") and f.slug not in seen:
                seen.add(f.slug)
                for side in SIDES:
                    yield burn_action(f.slug, side)

    def explain(self, s: VTESState, seat: int, why: Why) -> None:
        a = why.target
        if a.verb == "vote" and a.args and a.args[0] == "edge":
            why.no(a, N_("Only the Methuselah holding the Edge may burn it for a vote (VT-EDGE-04, VT-EDGE-05)."))
        elif a.verb == "vote":
            why.no(
                a,
                N_(
                    "Only a ready vampire with votes or a ballot you control casts them, once (VT-VOTE-02, VT-VOTE-10, VT-REF-05)."
                ),
            )
        elif a.verb == "burn":
            why.no(
                a,
                N_(
                    "You may burn one political action card from your hand for 1 vote in a referendum you did not call with one (VT-VOTE-03, VT-VOTE-05)."
                ),
            )

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if action.verb == "vote":
            self.cast_source(s, seat, action.args[0], str(action.args[1]))
        elif action.verb == "burn":
            card = next(c for c in s.hand[seat] if facts(c).slug == action.args[0])
            ops.take_from_hand(s, seat, card)
            s.ash[seat].append(card)
            ops.refill(s, seat)  # AMB-09: replaced at once
            self.add_cast(s, ("burn", seat), seat, str(action.args[1]), 1, 0)
        else:
            play_from_window(s, self, seat, action)

    def cast_source(self, s: VTESState, seat: int, source: Any, side: str) -> None:
        if source == "edge":  # VT-EDGE-04: burned, back to the centre
            s.edge = CENTRE
            self.add_cast(s, ("edge", seat), seat, side, 1 + (self.changed(s, -1, "edge") if VOTE_CHANGES else 0), 0)
        elif source == "card":
            self.add_cast(s, "card", seat, side, 1, 0)
        else:
            uid = int(source)
            self.add_cast(s, uid, seat, side, self.vampire_votes(s, uid), self.ballots(s, uid))

    def add_cast(self, s: VTESState, source: Any, seat: int, side: str, n: int, b: int) -> None:
        from .effects import before_cast

        if not before_cast(s, self, source, seat, side):
            return
        self.cast = (*self.cast, (source, seat, side, n, b))
        if s.log is None:
            return
        if b:
            what = said_n("{n} vote and {b} ballot", "{n} votes and {b} ballot", n, b=b)
        else:
            what = said_n("{n} vote", "{n} votes", n)
        line = CAST_FOR if side == "for" else CAST_AGAINST
        ops.say(s, line, seat=s.seat_name(seat), what=what, source=self.source_name(s, source))

    def add_votes(self, s: VTESState, uid: int, n: int, side: str | None = None) -> None:
        """A card gives a vampire ``n`` more votes in this referendum: cast with its side if it has
        cast already (VT-VOTE-02), else when it casts."""
        done = self.side_of(uid)
        if done is not None:
            self.cast = (*self.cast, ((uid, "extra"), s.controller(uid), done, n, 0))
        elif side is not None:
            self.cast = (
                *self.cast,
                (uid, s.controller(uid), side, self.vampire_votes(s, uid) + n, self.ballots(s, uid)),
            )
        else:
            self.extra = (*self.extra, (uid, n))

    def make_abstain(self, uid: int) -> None:
        """The vampire abstains: its votes and ballots are cancelled (Scalpel Tongue)."""
        self.cast = tuple(c for c in self.cast if not (c[0] == uid or (isinstance(c[0], tuple) and c[0][0] == uid)))
        self.abstain = self.abstain | {uid}

    def source_name(self, s: VTESState, source: Any) -> str:
        if isinstance(source, int) and source in s.minions:
            return ops.label(s, source)
        if source == "card":
            return N_("the political action card")
        if isinstance(source, tuple):
            return SOURCE_WORDS.get(str(source[0]), N_("a card"))
        return str(source)

    # ---- the tally (VT-REF-07, VT-VOTE-14)
    def tally(self, s: VTESState) -> tuple[int, int, int, int]:
        vf = va = bf = ba = 0
        for entry in self.cast:
            _, _, side, n, b = entry
            if TALLY_VOTES:  # "your vampires' votes are doubled when results are tallied"
                n += sum(f(s, self, entry) for f in TALLY_VOTES)
            if side == FOR:
                vf, bf = vf + n, bf + b
            else:
                va, ba = va + n, ba + b
        return vf, va, bf, ba

    def closed(self, s: VTESState) -> None:
        """VT-REF-06: polling is over; the prisci block's votes go to the side with more ballots
        (a tie abstains, VT-VOTE-14); more votes for than against passes, a tie fails (VT-REF-07)."""
        if self.cancelled:  # Delaying Tactics: the political action card goes back to its owner's hand
            if self.aplay is not None and self.aplay.card >= 0 and not s.marks.pop("card-stays", False):
                s.hand[self.aplay.seat].append(self.aplay.card)
                ops.refill(s, self.aplay.seat)
            s.finish(self)
            ops.fire(s, "referendum-end", {"referendum": self, "passed": False})
            return
        vf, va, bf, ba = self.tally(s)
        if bf > ba:
            vf += PRISCI_BLOCK
        elif ba > bf:
            va += PRISCI_BLOCK
        passed = (vf > va or self.automatic) and not self.fails
        self.result = (passed, vf, va)
        s.finish(self)
        line = (
            N_("The referendum on {what} passes, {vf} to {va}.")
            if passed
            else N_("The referendum on {what} fails, {vf} to {va}.")
        )
        ops.say(s, line, what=self.describe(), vf=vf, va=va)
        s.marks.pop("card-stays", None)
        try:
            if passed:
                ops.fire(s, "referendum-passing", {"referendum": self})  # before its effect (Poison Pill)
                self.apply(s)
        finally:  # also when the terms end the game
            if self.aplay is not None and self.aplay.card >= 0:  # the political action card
                stays = s.marks.pop("card-stays", False)
                ops.played_card_done(s, self.aplay.seat, self.aplay.card, self.aplay.owner, stays=stays)
        ops.fire(s, "referendum-end", {"referendum": self, "passed": passed})

    def apply(self, s: VTESState) -> None:
        if self.rkind == BLOOD_HUNT:
            if self.subject in s.minions:
                ops.say(s, N_("The blood hunt burns {minion} (VT-DIAB-08)."), minion=ops.label(s, self.subject))
                ops.burn(s, self.subject)
            return
        assert self.aplay is not None
        if self.aplay.card < 0:
            if self.source_card >= 0:
                self.ability().effect(s, self.aplay)
            return
        use = CARDS[self.aplay.card].uses[self.aplay.use]
        if use.effect is not None:
            use.effect(s, self.aplay)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        vf, va, bf, ba = self.tally(state)
        out: dict[str, Any] = {
            "window": self.kind,
            "referendum": self.describe(),
            "caller": self.caller,
            "for": vf,
            "against": va,
            "ballots": [bf, ba],
            "asking": self.seat,
            "cast": [[self.source_name(state, c[0]), c[1], c[2], c[3], c[4]] for c in self.cast],
        }
        if self.aplay is not None and self.aplay.targets:
            out["terms"] = [str(t) for t in self.aplay.targets]
        if self.subject >= 0:
            out["subject"] = self.subject  # the diablerist a blood hunt would burn, or the caller
        return out


def call_blood_hunt(s: VTESState, diablerist: int) -> None:
    """VT-DIAB-08, VT-DIAB-09: right after a diablerie, a referendum on a blood hunt against the
    diablerist; its caller is the Methuselah whose turn it is (AMB-05). None on a vampire whose card
    says "blood hunts cannot be called on" it (the flag ``no-blood-hunt``: Archon)."""

    if diablerist in s.minions and not flagged(s, diablerist, "no-blood-hunt"):
        ref = Referendum(s.current, BLOOD_HUNT, diablerist)
        for f in REFERENDUM_OPENS:
            f(s, ref)
        s.push(ref)


#: What a card in play does "if a political action is successful, before the referendum": fn(state,
#: play) -> whether it acts first (it then calls the referendum again itself, or ends the action:
#: Yawp Court's combat).
BEFORE_REFERENDUM: list[Callable[[VTESState, Play], bool]] = []


def call_referendum(s: VTESState, p: Play) -> None:
    """A political action succeeded (VT-REF-01, VT-REF-02): the caller chooses the terms (VT-REF-03),
    then the referendum is polled."""
    from .actions import current_action

    a = current_action(s)
    if a is not None:
        a.stage = "poll"
        if any(rule(s, p) for rule in BEFORE_REFERENDUM):
            return
    if p.card < 0:  # called by an ability: no card; its terms, if it has some (``terms``), chosen now
        ref = ability_referendum(s, p)
        ab = ref.ability() if ref.source_card >= 0 else None
        if ab is None or ab.targets is None or p.targets:
            s.push(ref)
            return

        options = [p._replace(targets=t) for t in ab.targets(s, Ctx("terms", a), p.seat, p.by)]
        if not any(o.targets for o in options):
            s.push(ref)
            return
        frame = PendingPlay(p.seat, f"{ab.name}: the terms", tuple(options))
        frame.purpose = "terms"
        if not frame.next_step()[2]:
            frame.seat = None
        s.push(frame)
        return
    use = CARDS[p.card].uses[p.use]
    if use.targets is not None:
        options = [p._replace(targets=t) for t in use.targets(s, Ctx("terms", a), p.seat, p.by)]
        if not options:
            s.push(Referendum(p.seat, "card", p.by, p))
            return
        frame = PendingPlay(p.seat, f"{facts(p.card).name}: the terms", tuple(options))
        frame.purpose = "terms"
        if not frame.next_step()[2]:
            frame.seat = None
        s.push(frame)
        return
    s.push(Referendum(p.seat, "card", p.by, p))


#: (state, referendum) -> None: told of each referendum an ability calls, and of each blood hunt, as it
#: opens ("in that referendum, each counter represents a vote in favor of burning the card": National Guard
#: Support; "blood hunt referendums called on Styles get +2 votes in favor": Styles Margs)
REFERENDUM_OPENS: list[Any] = []


def ability_referendum(s: VTESState, p: Play) -> Referendum:
    """The referendum an ability calls (VT-VOTE-04: no card vote), knowing the card whose ability it is."""
    ref = Referendum(p.seat, "card", p.by, p)
    src = p.source
    ref.source_card = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
    for f in REFERENDUM_OPENS:
        f(s, ref)
    return ref


def terms_chosen(s: VTESState, p: Play) -> None:
    s.push(ability_referendum(s, p) if p.card < 0 else Referendum(p.seat, "card", p.by, p))


def current_referendum(s: VTESState) -> Referendum | None:
    ref: Referendum | None = s.in_progress()[4]
    return ref


_ = POLITICAL
