"""A scripted Hexer investigator that plays sensibly and fairly.

It reads only what its seat may know: the state it gets is a determinization of
its view (see engine.agent.observe). It reads portal tiles only where its own seat
looked (``known``), never face-down cards, deck orders, the bag or the box. Every
seat runs the same plan on the same public facts, so the team coordinates without
talking about what it saw (HX-COOP-02):

* read the Necronomicon whenever a Great Old One is face down: R'lyeh must be
  revealed before Necron reaches the Demonic Power space (HX-END-02), and once it
  is, whenever the group decides to banish, the team says whether anybody knows
  of an open portal (HX-COOP-03/04), and that stays on record;
* keep an exact belief about the portal tiles: of the 70 ways to deal 4 portals
  and 4 walls, keep those that agree with the seat's own looks, the artifacts on
  tiles and every statement on record;
* look with the Glasses at tiles nobody has seen, preferably holding the artifact
  that would close them; close a portal only when sure of it;
* the investigator nearest to the R'lyeh requirement collects it and banishes
  when the portals are very likely all closed and a companion with an artifact
  can reach the University in time; that companion then closes it;
* spend sanity rather than Necron's track, fight what it can beat, avoid
  creatures unless Robert Craven protects, keep the items the team must discard.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from itertools import combinations
from typing import Generic, TypeVar, cast, overload

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import rules
from .actions import ACCEPT, ACCEPT_DROP, ASK, CLOSE, COLOURS, DECLINE, DEFEAT, MOVE, PASS, PASSAGE, USE
from .data import (
    CREATURE,
    EVENT,
    FACE_NECRON,
    FACE_SANITY,
    GE_ACQUIRE_NECRON,
    GE_DIE_NECRON,
    GE_NO_ELIXIR,
    GE_NO_PROTECTION,
    GE_PASSAGE,
    ITEM_LETTERS,
    K_DISCARD,
    K_NECRON,
    K_SANITY,
    NECRON1,
    NECRON2,
    R_DIFFERENT,
    R_SAME,
    SANITY1,
    SANITY2,
    D,
    E,
    G,
    HexerEdition,
    N,
)
from .flow import Offer
from .state import HexerState

RLYEH_ACTION = PASSAGE[7]
# The Secret Passage costs 1 sanity and the banisher loses 1 at the end of its turn (HX-RLY-11).
BANISH_SANITY = 3
# Old One texts that hurt so much once R'lyeh is revealed (HX-RLY-02) that the team
# gathers the banishment items before the last reading, if Necron leaves the time.
DELAY_EFFECTS = (GE_ACQUIRE_NECRON,)
DELAY_MARGIN = 10  # spaces before the Demonic Power space at which the last reading waits no longer
#: Where each action 1 leads, by vocabulary index: the location, and whether by the Secret Passage.
TARGETS = {a.index: (int(a.args[0]), a.verb == "passage") for a in MOVE + PASSAGE[:7]}
#: The score of an action a chooser takes whatever else is legal, and of one it never takes by choice.
ALWAYS = float("inf")
NEVER = float("-inf")
#: What a meeting and an acquisition must be worth to beat passing (the score of ``pass`` there).
MEET_FLOOR = 10.0
ACQUIRE_FLOOR = 3.0

T = TypeVar("T")


def best_of(legal: tuple[Action, ...], score: Callable[[Action], float], best: Action, floor: float) -> Action:
    """The first action of ``legal`` scoring above ``floor`` and above every action before it; ``best``
    if none does (``best`` itself is not scored: a chooser's default, passing, whose score is ``floor``)."""
    for a in legal:
        if a is best:
            continue
        value = score(a)
        if value > floor:
            best, floor = a, value
    return best


def offered(legal: tuple[Action, ...], action: Action) -> bool:
    """``action in legal``, by identity: every legal action is one of the vocabulary's objects
    (``actions.py``), and two of those are equal only when they are the same object."""
    for a in legal:  # noqa: SIM110  (a plain loop: ``any`` with a generator is twice as slow here)
        if a is action:
            return True
    return False


@cache
def _layouts(portals: int, walls: int) -> tuple[int, ...]:
    """Every way to deal the tile set: bit i (0-5) is location i + 1, bits 6+ the boxed tiles."""
    return tuple(sum(1 << i for i in chosen) for chosen in combinations(range(portals + walls), portals))


@cache
def _red_arrows(ed: HexerEdition) -> tuple[tuple[int, int] | None, ...]:
    """Per creature kind, the item and amount its red arrow makes the team discard (HX-CRE-25), or None."""
    return tuple(
        (ed.c_item[kind], ed.c_amount[kind])
        if ed.c_red[kind] and ed.c_kind[kind] == K_DISCARD and ed.c_item[kind] >= 0
        else None
        for kind in range(len(ed.c_red))
    )


@cache
def _closes(ed: HexerEdition) -> tuple[int, ...]:
    """Per item code, the locations (bit loc) whose portal that artifact closes (0 for a normal item)."""
    return tuple(
        sum(1 << loc for loc in range(1, 7) if code >= 4 and code - 4 == ed.loc_symbol[loc])
        for code in range(ed.n_items)
    )


#: The portal facts of a plan: p_open, p_done, sure_open, to_look, relook.
Portals = tuple[tuple[float, ...], float, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
_PORTALS: dict[tuple[object, ...], Portals] = {}
NOTHING_SAID: frozenset[tuple[int, bool]] = frozenset()


@lru_cache(maxsize=50_000)
def _belief(
    portals: int, walls: int, mine_mask: int, mine_portals: int, covered: int, said: frozenset[tuple[int, bool]]
) -> tuple[tuple[float, ...], float]:
    """P(open portal) per location 0-6 and P(none open), for one set of facts (see ``Plan._portals``)."""
    layouts = [lay for lay in _layouts(portals, walls) if lay & mine_mask == mine_portals and lay & covered == covered]
    heard = [lay for lay in layouts if all(bool(lay & mask) == answer for mask, answer in said)]
    layouts = heard or layouts
    p_open = [0.0] * 7
    if not layouts:  # an artifact lies on a wall: nothing left to believe
        return tuple(p_open), 0.0
    uncovered = 0x3F & ~covered
    done = 0
    for lay in layouts:
        open_here = lay & uncovered
        if not open_here:
            done += 1
        for loc in range(1, 7):
            if (open_here >> (loc - 1)) & 1:
                p_open[loc] += 1
    total = len(layouts)
    return tuple(p / total for p in p_open), done / total


def _portal_facts(belief: tuple[tuple[float, ...], float], looked: int, mine: int, closes: int) -> Portals:
    """Plan's portal facts from the belief, the team's looks, this seat's and its artifact's tiles (bit loc)."""
    p_open, p_done = belief
    sure_open = []
    to_look = []
    relook = []
    theirs = looked & ~mine  # looked at by a companion, not by this seat
    for loc in range(1, 7):
        p = p_open[loc]
        if p >= 1.0:
            sure_open.append(loc)
        elif p > 0.0 and not (looked >> loc) & 1:
            to_look.append(loc)
        if 0.3 <= p < 1.0 and (theirs >> loc) & 1 and (closes >> loc) & 1:
            relook.append(loc)
    return p_open, p_done, tuple(sure_open), tuple(to_look), tuple(relook)


class HexerHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view_state: State, seat: int) -> Action:
        state = cast(HexerState, view_state)  # a determinization of the seat's view (engine.agent.observe)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return Plan(state, seat).choose(legal)


class fact(Generic[T]):
    """A fact of the plan, worked out on first use and then a plain attribute of that plan.

    A decision reads only some facts (drinking an Elixir needs few, choosing where to go nearly
    all), so a plan works out none before it is asked for (pure speed: facts only read the state).
    """

    __slots__ = ("compute", "name")

    def __init__(self, compute: Callable[[Plan], T]) -> None:
        self.compute = compute
        self.name = compute.__name__

    @overload
    def __get__(self, plan: None, owner: type | None = None) -> fact[T]: ...

    @overload
    def __get__(self, plan: Plan, owner: type | None = None) -> T: ...

    def __get__(self, plan: Plan | None, owner: type | None = None) -> T | fact[T]:
        if plan is None:
            return self
        value = plan.__dict__[self.name] = self.compute(plan)
        return value


class Plan:
    """The team's situation as one seat sees it, and what that seat should do."""

    def __init__(self, s: HexerState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.ed = s.ed
        self.mine = s.known[seat]
        # Memos: a Plan answers the same questions many times for one decision (pure speed).
        self._values: dict[int, float] = {}
        self._costs: dict[int, float] = {}
        self._gains: dict[int, float] = {}

    def choose(self, legal: tuple[Action, ...]) -> Action:
        """The action of ``legal`` (two or more, legal now) this seat plays at the step the state waits on."""
        frame = self.s.stack[-1]
        if isinstance(frame, Offer):
            if offered(legal, ACCEPT):
                return ACCEPT  # the answer whenever it is possible: no plan needed
            return self.choose_answer(legal, frame.give)
        choose = CHOOSERS.get(frame.name)  # type: ignore[attr-defined]  # the step's name (``state.step``)
        return choose(self, legal) if choose is not None else legal[0]

    def scores(self, legal: tuple[Action, ...]) -> list[float]:
        """The worth of each action of ``legal`` to the chooser of the step (the action it plays scores
        highest; ``ALWAYS`` marks the one it takes whatever else is legal, ``NEVER`` one it never takes)."""
        frame = self.s.stack[-1]
        if isinstance(frame, Offer):
            give = frame.give
            return [self.answer_score(a, give) for a in legal]
        score = SCORERS.get(frame.name)  # type: ignore[attr-defined]
        return [score(self, a) for a in legal] if score is not None else [0.0] * len(legal)

    # ------------------------------------------------------------ what the team knows
    @fact
    def alive(self) -> list[int]:
        """The investigators still in the game."""
        return self._team()[0]

    @fact
    def looked(self) -> int:
        """The tiles some investigator still in the game looked at (bit loc)."""
        return self._team()[1]

    @fact
    def team_held(self) -> list[int]:
        """Normal items per kind held by the investigators in the game, the banisher's aside (HX-RLY-16)."""
        return self._team()[2]

    def _team(self) -> tuple[list[int], int, list[int]]:
        """``alive``, ``looked`` and ``team_held``, in one pass over the seats (all three become facts)."""
        s = self.s
        sanity = s.sanity
        known = s.known
        held = s.held
        gone = s.banisher  # in R'lyeh
        alive = []
        looked = 0
        team = [0, 0, 0, 0]
        for t in range(s.players):
            if sanity[t] > 0:
                alive.append(t)
                looked |= known[t]
                if t != gone:
                    b = t * 4
                    team[0] += held[b]
                    team[1] += held[b + 1]
                    team[2] += held[b + 2]
                    team[3] += held[b + 3]
        d = self.__dict__
        d["alive"] = alive
        d["looked"] = looked
        d["team_held"] = team
        return alive, looked, team

    @fact
    def face_down(self) -> int:
        """The Great Old Ones still face down, R'lyeh's included."""
        s = self.s
        reserve = s.reserve
        up = s.reserve_up
        down = 0 if s.rlyeh_up else 1
        for i in range(5):
            if reserve[i] >= 0 and not (up >> i) & 1:
                down += 1
        return down

    @fact
    def necron_room(self) -> int:
        """Spaces left before Necron reaches the Demonic Power space (the last space once R'lyeh is up)."""
        s = self.s
        return (self.ed.final if s.rlyeh_up else self.ed.demonic) - s.necron

    @fact
    def n_short(self) -> int:
        """Necronomicons the team lacks to turn every Great Old One face up (the banisher's kept one aside)."""
        kept_n = 1 if self.banisher >= 0 and self.kept_count(self.banisher, N) else 0
        return self.face_down - self.team_held[N] + kept_n

    @fact
    def g_short(self) -> int:
        """Glasses the team lacks to look at every tile worth a look."""
        return len(self.to_look) - self.team_held[G]

    # ------------------------------------------------------------ portal belief
    @fact
    def p_open(self) -> tuple[float, ...]:
        """P(open portal) per location 0-6."""
        return self._portals()[0]

    @fact
    def p_done(self) -> float:
        """P(no open portal anywhere)."""
        return self._portals()[1]

    @fact
    def sure_open(self) -> tuple[int, ...]:
        """Open portals this seat is sure of: seen, or forced by what the team said."""
        return self._portals()[2]

    @fact
    def to_look(self) -> tuple[int, ...]:
        """Tiles nobody in the game has seen that may be open portals."""
        return self._portals()[3]

    @fact
    def relook(self) -> tuple[int, ...]:
        """Tiles a companion saw that may still be open: worth a look with the artifact that closes them."""
        return self._portals()[4]

    def _portals(self) -> Portals:
        """The five portal facts above, worked out together (all become facts).

        They depend on a few bit masks only (this seat's looks and what it saw, the artifacts on
        tiles, the statements on record, the team's looks, the tiles this seat's artifact closes),
        so each distinct question is answered once (search asks the same ones again and again).
        """
        s = self.s
        on_tile = s.on_tile
        covered = 0
        if max(on_tile) >= 0:  # an artifact on some tile
            for loc in range(1, 7):
                if on_tile[loc] >= 0:
                    covered |= 1 << (loc - 1)
        mine_mask = (self.mine >> 1) & 0x3F  # bit loc - 1: the tiles this seat looked at
        mine_portals = 0
        if mine_mask:
            tiles = s.tiles
            for loc in range(1, 7):
                if (mine_mask >> (loc - 1)) & 1 and tiles[loc]:  # this seat's own look (HX-USE-03)
                    mine_portals |= 1 << (loc - 1)
        # The team's statements (HX-COOP-03/04), on public record: over these looked-at,
        # uncovered tiles, somebody did or did not know of an open portal.
        said = frozenset((mask, known) for _, _, mask, known in s.statements) if s.statements else NOTHING_SAID
        ed = self.ed
        art = s.art[self.seat]
        closes = _closes(ed)[art] if art >= 0 else 0
        key = (ed.portals, ed.walls, mine_mask, mine_portals, covered, said, self.looked, closes)
        known = _PORTALS.get(key)
        if known is None:
            if len(_PORTALS) > 50_000:
                _PORTALS.clear()
            belief = _belief(ed.portals, ed.walls, mine_mask, mine_portals, covered, said)
            known = _PORTALS[key] = _portal_facts(belief, self.looked, self.mine, closes)
        d = self.__dict__
        d["p_open"], d["p_done"], d["sure_open"], d["to_look"], d["relook"] = known
        return known

    # ------------------------------------------------------------ team roles
    def missing_for(self, t: int, goo: int) -> int:
        h = self.s.held
        b = t * 4
        req = self.ed.g_req[goo]
        if req == R_SAME:
            return 3 - max(h[b], h[b + 1], h[b + 2], h[b + 3])
        if req == R_DIFFERENT:
            return max(0, 3 - ((h[b] != 0) + (h[b + 1] != 0) + (h[b + 2] != 0) + (h[b + 3] != 0)))
        need = self.ed.g_req_counts[goo]
        return (
            max(0, need[0] - h[b])
            + max(0, need[1] - h[b + 1])
            + max(0, need[2] - h[b + 2])
            + max(0, need[3] - h[b + 3])
        )

    @fact
    def goal(self) -> int:
        """The Great Old One in R'lyeh once the team knows it: revealed, or the only card not seen face up."""
        s = self.s
        if s.rlyeh_up:
            return s.rlyeh
        if self.face_down > 1:  # one in the reserve besides R'lyeh's
            return -1
        seen = set(s.goo_box)
        if s.shadow >= 0:
            seen.add(s.shadow)
        seen.update(g for g in s.reserve if g >= 0)
        unseen = [g for g in range(len(self.ed.g_names)) if g not in seen]
        return unseen[0] if len(unseen) == 1 else -1

    @fact
    def banisher(self) -> int:
        """The seat nearest to the R'lyeh requirement; public facts only, so every seat agrees."""
        s = self.s
        if not s.rlyeh_up or s.banisher >= 0:
            return -1
        best, key = -1, None
        alive = self.alive
        art = s.art
        sanity = s.sanity
        goal = self.goal
        holders = sum(1 for t in alive if art[t] >= 0)
        passage = BANISH_SANITY + rules.goo_amount(s, GE_PASSAGE)
        for t in alive:
            # The only artifact holder is better kept as the University closer.
            closer_conflict = 1 if art[t] >= 0 and holders == 1 else 0
            # Too little sanity for the Secret Passage and the turns in R'lyeh costs an Elixir first.
            weak = 1 if sanity[t] < passage else 0
            k = (self.missing_for(t, goal) + weak, closer_conflict, -min(sanity[t], 4), t)
            if key is None or k < key:
                best, key = t, k
        return best

    def kept_count(self, t: int, k: int) -> int:
        """How many of item ``k`` the banisher ``t`` keeps for the R'lyeh requirement."""
        if t != self.banisher:
            return 0
        h = self.s.held[t * 4 : t * 4 + 4]
        req = self.ed.g_req[self.goal]
        if req == R_SAME:
            best = max(range(4), key=lambda j: (h[j], -j))
            return min(h[k], 3) if k == best else 0
        if req == R_DIFFERENT:
            return min(h[k], 1)
        return min(h[k], self.ed.g_req_counts[self.goal][k])

    def wanted_for_banish(self, t: int, k: int) -> bool:
        """Would item ``k`` bring seat ``t`` closer to the R'lyeh requirement?"""
        if t != self.banisher:
            return False
        h = self.s.held[t * 4 : t * 4 + 4]
        req = self.ed.g_req[self.goal]
        if req == R_SAME:
            return h[k] == max(h) and h[k] < 3
        if req == R_DIFFERENT:
            return h[k] == 0 and sum(1 for x in h if x) < 3
        return h[k] < self.ed.g_req_counts[self.goal][k]

    def spare(self, k: int) -> bool:
        """Does this seat hold a copy of ``k`` beyond what it keeps for R'lyeh?"""
        return self.s.held[self.seat * 4 + k] > self.kept_count(self.seat, k)

    def closer_turns(self) -> int:
        """Own turns a companion with an artifact needs to stand at the University (99: nobody can)."""
        s = self.s
        best = 99
        for t in self.alive:
            if t == self.seat or s.art[t] < 0:
                continue
            if s.pos[t] == rules.UNIVERSITY:
                best = min(best, 2)  # it must leave first (HX-LOC-09), then it holds every card again
            elif s.hand[t] & (1 | rules.PASSAGE_BIT):
                best = 1
        return best

    @fact
    def red_needs(self) -> list[int]:
        """Items the team should keep so that a red-arrow creature on the board can be paid (HX-CRE-25)."""
        board = self.s.board
        arrows = _red_arrows(self.ed)
        need = [0, 0, 0, 0]
        for loc in range(1, 7):
            kind = board[loc]
            if kind >= 0:
                arrow = arrows[kind]
                if arrow is not None:
                    item, amount = arrow
                    need[item] = max(need[item], amount)
        return need

    # ------------------------------------------------------------ prices
    def necron_price(self, steps: int) -> float:
        """What moving Necron ``steps`` spaces costs the team: each is about a turn, dearer near the end."""
        if steps <= 0:
            return 0.0
        room = self.necron_room
        if steps >= room:
            return 1000.0
        return steps * (8.0 + max(0, 14 - room) * 1.5)

    def sanity_price(self, t: int, amount: int) -> float:
        """What losing ``amount`` sanity costs seat ``t``; dearer near madness, dearest when it ends the game."""
        left = self.s.sanity[t] - amount
        if left <= 0:
            return 1000.0
        last_two = len(self.alive) <= 2  # HX-END-04: one more madness loses the game
        price = 0.0
        for level in range(left, left + amount):
            if t == self.banisher and level < BANISH_SANITY:
                price += 25.0  # it must reach R'lyeh with sanity to spare
            if level >= 3:
                price += 3.0
            elif level == 2:
                price += 16.0 if last_two else 8.0
            else:
                price += 70.0 if last_two else 30.0
        return price

    def cost_penalty(self, cost: int) -> float:
        """The printed cost of an item space (HX-ACQ-03..06), plus a Yog-Sothoth-like text."""
        price = self._costs.get(cost)
        if price is None:
            price = self._costs[cost] = self._cost_penalty(cost)
        return price

    @fact
    def acquire_extra(self) -> int:
        """Necron's extra steps for every acquisition, from an Old One's text (HX-SHD-04, HX-RLY-02)."""
        return rules.goo_amount(self.s, GE_ACQUIRE_NECRON)

    def _cost_penalty(self, cost: int) -> float:
        extra = self.acquire_extra
        if cost == NECRON1:
            return self.necron_price(1 + extra)
        if cost == NECRON2:
            return self.necron_price(2 + extra)
        base = self.necron_price(extra)
        if cost == SANITY1:
            return base + self.sanity_price(self.seat, 1)
        if cost == SANITY2:
            return base + self.sanity_price(self.seat, 2)
        if cost == CREATURE:
            return base + 6 + max(0, 12 - self.necron_room) * 2
        if cost == EVENT:
            return base + 7 + max(0, 12 - self.necron_room) * 2
        return base

    def die_price(self, t: int) -> float:
        """Expected cost of one Madness die roll for seat ``t`` (HX-ENC-02..05)."""
        s = self.s
        faces = self.ed.die
        total = 0.0
        for face in faces:
            if face == FACE_NECRON:
                total += self.necron_price(1 + rules.goo_amount(s, GE_DIE_NECRON))
            elif face == FACE_SANITY:
                total += self.sanity_price(t, 1)
            elif s.held[t * 4 + face]:
                total += self.value(t, face)
        return total / len(faces)

    # ------------------------------------------------------------ item values
    def value(self, t: int, k: int) -> float:
        """How much seat ``t`` holding item ``k`` helps the team."""
        key = t * 8 + k
        v = self._values.get(key)
        if v is None:
            v = self._values[key] = self._value(t, k)
        return v

    def _value(self, t: int, k: int) -> float:
        if k >= 4:
            return self.artifact_value(t, k - 4)
        mine = self.s.held[t * 4 + k]
        v = 2.0
        # (Both questions are only ever yes for the banisher.)
        if t == self.banisher and (self.wanted_for_banish(t, k) or (mine and mine <= self.kept_count(t, k))):
            v += 45
        if k == N:
            v += self.necronomicon_value(mine)
        elif k == G:
            v = self.glasses_value(t, mine, v)
        elif k == E:
            v = self.elixir_value(t, v)
        else:
            v += 4
        red = self.red_needs[k]
        if red and self.team_held[k] <= red:
            v += 10  # the last copies that keep a red arrow from moving Necron (HX-CRE-25)
        return v

    def necronomicon_value(self, mine: int) -> float:
        """Worth much while the team holds too few to turn every Old One face up (HX-END-02)."""
        if self.n_short > 0 or (mine and self.face_down >= self.team_held[N]):
            return 30 + max(0, 12 - self.necron_room) * 2
        return 8 if self.face_down else 0

    def glasses_value(self, t: int, mine: int, v: float) -> float:
        """``v`` plus the worth of Glasses: while tiles remain unseen, and for a second look."""
        if self.g_short > 0 or (mine and len(self.to_look) >= self.team_held[G]):
            v += 24
        elif self.to_look:
            v += 6
        if t == self.seat and self.relook and not mine:
            v += 15
        return v

    def elixir_value(self, t: int, v: float) -> float:
        """``v`` plus the worth of an Elixir: the lower the sanity, the more; the banisher needs it most."""
        v += (6 - self.s.sanity[t]) * 5
        if t == self.banisher and self.s.sanity[t] < BANISH_SANITY + 1:
            v += 30
        return v

    def artifact_value(self, t: int, sym: int) -> float:
        v = 14.0
        if t == self.seat:
            symbol = self.ed.loc_symbol
            for loc in self.sure_open:
                if symbol[loc] == sym:
                    v += 70
                    break
            # The best chance among the unseen tiles it would close (0 if none: each chance is above 0).
            p_open = self.p_open
            chance = 0.0
            for loc in self.to_look:
                if symbol[loc] == sym and p_open[loc] > chance:
                    chance = p_open[loc]
            v += 25 * chance
        if self.goal >= 0 and t != self.banisher:
            closers = self.closers
            if closers == 0:
                v += 40  # nobody could close it yet
            elif closers == 1:
                v += 8  # a spare closer, in case the first one goes mad
        return v

    @fact
    def closers(self) -> int:
        """Investigators in the game with an artifact, the banisher aside: the University needs one in a
        companion's hand at the end (HX-USE-20)."""
        art = self.s.art
        banisher = self.banisher
        return sum(1 for u in self.alive if art[u] >= 0 and u != banisher)

    def acquire_value(self, k: int) -> float:
        gain = self._gains.get(k)
        if gain is None:
            gain = self._gains[k] = self._acquire_value(k)
        return gain

    def _acquire_value(self, k: int) -> float:
        s = self.s
        seat = self.seat
        if k >= 4:
            current = s.art[seat]
            return self.value(seat, k) - (self.value(seat, current) if current >= 0 else 0)  # HX-ACQ-09
        held = s.held
        b = seat * 4
        # A held copy does not need a second one unless a requirement asks for it.
        gain = self.value(seat, k) * (0.5 if held[b + k] and not self.wanted_for_banish(seat, k) else 1.0)
        if held[b] + held[b + 1] + held[b + 2] + held[b + 3] >= 3:
            gain -= self.drop_loss  # HX-ACQ-08
        return gain

    @fact
    def drop_loss(self) -> float:
        """What this seat gives up to make room: the least valued normal item it holds (HX-ACQ-08)."""
        held = self.s.held
        seat = self.seat
        b = seat * 4
        return min(self.value(seat, j) for j in range(4) if held[b + j])

    def refill_bonus(self, loc: int, slot: int) -> float:
        """Taking a location's last item draws 3 new ones (HX-ACQ-12): worth more when the team lacks some."""
        sp = self.s.spaces
        base = loc * 3
        for i in range(3):
            if i != slot and sp[base + i] >= 0:
                return 0.0
        return self.refill_scarce

    @fact
    def refill_scarce(self) -> float:
        """What a refill is worth: more for each kind the team lacks and no location offers."""
        on_board = self.s.spaces  # an item code, or -1 for an empty space
        scarce = 0
        if N not in on_board and self.n_short > 0:
            scarce += 1
        if G not in on_board and self.g_short > 0:
            scarce += 1
        if self.banisher >= 0:
            scarce += sum(1 for k in range(4) if self.wanted_for_banish(self.banisher, k) and k not in on_board)
        return 10.0 * scarce + 3.0

    def take_gain(self, loc: int, slot: int) -> float:
        """Net worth of acquiring the item on ``slot`` at ``loc`` now."""
        item = self.s.spaces[loc * 3 + slot]
        cost = self.ed.costs[loc * 3 + slot]
        return self.acquire_value(item) + self.refill_bonus(loc, slot) - self.cost_penalty(cost)

    def best_item_gain(self, loc: int) -> float:
        gains = [self.take_gain(loc, i) for i in range(3) if self.s.spaces[loc * 3 + i] >= 0]
        return max(0.0, *gains) if gains else 0.0

    # ------------------------------------------------------------ action 1
    def choose_move(self, legal: tuple[Action, ...]) -> Action:
        if legal[-1] is ASK:  # HX-COOP-03: what the team may say is worth hearing before moving
            return ASK
        if offered(legal, RLYEH_ACTION) and self.should_banish():
            return RLYEH_ACTION
        worth = self.move_score
        best, best_score = legal[0], NEVER
        for a in legal:
            if a is RLYEH_ACTION:
                continue
            score = worth(a)
            if score > best_score:
                best, best_score = a, score
        return best

    def move_score(self, a: Action) -> float:
        """The worth of an action 1: the destination's, less the card it spends (``ask`` and R'lyeh: ``choose_move``)."""
        target = TARGETS.get(a.index)
        if target is None:  # ``ask``, or R'lyeh
            return ALWAYS if a is ASK or self.should_banish() else NEVER
        loc, by_passage = target
        score = self.places[loc] if loc != rules.UNIVERSITY else self.university_score
        if by_passage:
            return score - self.passage_cost
        return score - 1.0  # keep cards for later turns

    @fact
    def passage_cost(self) -> float:
        """``passage_penalty``: the same to every destination."""
        return self.passage_penalty()

    @fact
    def university_score(self) -> float:
        """``destination_score`` at the University (elsewhere it is ``place_value``)."""
        return self.destination_score(rules.UNIVERSITY)

    def banish_threshold(self) -> float:
        """How sure the banisher must be that no portal is open: less when time runs out."""
        room = self.necron_room
        if room <= 4:
            return 0.0
        if room <= 7:
            return 0.5
        if room <= 10:
            return 0.8
        return 0.97

    def should_banish(self) -> bool:
        s = self.s
        cost = 1 + rules.goo_amount(s, GE_PASSAGE)
        # The banisher loses 1 at the end of each of its turns (HX-RLY-11) while a companion
        # walks to the University; it must still stand when that companion gets there.
        if s.sanity[self.seat] - cost - self.closer_turns() < 1:
            return False
        return self.p_done >= self.banish_threshold()

    def passage_penalty(self) -> float:
        cost = 1 + rules.goo_amount(self.s, GE_PASSAGE)
        penalty = 6 + self.sanity_price(self.seat, cost)
        if self.seat == self.banisher:
            penalty += 30  # the banisher keeps the Secret Passage for R'lyeh
        return penalty

    def destination_score(self, loc: int) -> float:
        """Value of playing the card of ``loc`` now; the University also refreshes spent cards (HX-LOC-08)."""
        places = self.places
        score = places[loc]
        if loc == rules.UNIVERSITY:
            hand = self.s.hand[self.seat]
            spent = [places[other] for other in range(1, 7) if not (hand >> other) & 1]
            if spent:
                score += 0.5 * max(0.0, max(spent))
            score += (8 - bin(hand).count("1")) * 1.5
            if not hand & rules.PASSAGE_BIT:
                score += 25 if self.seat == self.banisher else 6
        return score

    def place_value(self, loc: int) -> float:
        """What being at ``loc`` this turn is worth to this seat (a move reads ``places``)."""
        score = self.portal_value(loc)
        score += self.meeting_value(loc)
        score += self.best_item_gain(loc)
        score = self.with_threat(loc, score)
        s = self.s
        seat = self.seat
        if s.craven == loc and s.held[seat * 4 + E] and s.sanity[seat] <= 4 and not rules.goo_amount(s, GE_NO_ELIXIR):
            score += 8  # the Elixir counts double with Robert Craven (HX-USE-10)
        return score

    # A move weighs nearly every location, so it reads ``place_value`` of all seven at once, part by part
    # (``portal_values``, ``item_gains``, ``add_threats``): the same sums in the same order, with fewer
    # calls. tests/games/hexer/test_heuristic_decisions.py pins each part to its definition above.
    @fact
    def places(self) -> list[float]:
        """``place_value`` of every location 0-6."""
        scores = self.portal_values()
        if self.banisher >= 0:  # else nobody to meet (``meeting_value`` is 0)
            for loc in range(7):
                scores[loc] += self.meeting_value(loc)
        gains = self.item_gains()
        for loc in range(7):
            scores[loc] += gains[loc]
        self.add_threats(scores)
        s = self.s
        seat = self.seat
        here = s.craven
        if 0 <= here < 7 and s.held[seat * 4 + E] and s.sanity[seat] <= 4 and not rules.goo_amount(s, GE_NO_ELIXIR):
            scores[here] += 8  # the Elixir counts double with Robert Craven (HX-USE-10)
        return scores

    def portal_value(self, loc: int) -> float:
        """A tile here to close for sure, to look at, or the University to close and win."""
        s = self.s
        score = 0.0
        art = s.art[self.seat]
        if 1 <= loc <= 6 and s.on_tile[loc] < 0:
            glasses = s.held[self.seat * 4 + G]
            matching = art >= 0 and art - 4 == self.ed.loc_symbol[loc]
            if matching and loc in self.sure_open:
                score += 150
            elif glasses and loc in self.to_look:
                score += 30 + 25 * self.p_open[loc] * (1.0 if matching else 0.4)
            elif glasses and loc in self.relook:
                score += 20 + 30 * self.p_open[loc]
        if loc == rules.UNIVERSITY and s.banisher >= 0 and art >= 0:
            score += 500 * max(self.p_done, 0.2)  # close it and win (HX-END-06)
        return score

    def portal_values(self) -> list[float]:
        """``portal_value`` of every location 0-6."""
        s = self.s
        seat = self.seat
        scores = [0.0] * 7
        art = s.art[seat]
        glasses = s.held[seat * 4 + G]
        if art < 0 and not glasses:
            return scores
        on_tile = s.on_tile
        symbol = self.ed.loc_symbol
        for loc in range(1, 7):
            if on_tile[loc] >= 0:
                continue
            matching = art >= 0 and art - 4 == symbol[loc]
            if matching and loc in self.sure_open:
                scores[loc] += 150
            elif glasses and loc in self.to_look:
                scores[loc] += 30 + 25 * self.p_open[loc] * (1.0 if matching else 0.4)
            elif glasses and loc in self.relook:
                scores[loc] += 20 + 30 * self.p_open[loc]
        if s.banisher >= 0 and art >= 0:
            scores[rules.UNIVERSITY] += 500 * max(self.p_done, 0.2)  # close it and win (HX-END-06)
        return scores

    def item_gains(self) -> list[float]:
        """``best_item_gain`` of every location 0-6 (the last item of a location earns ``refill_bonus``)."""
        sp = self.s.spaces
        costs = self.ed.costs
        gains = self._gains
        prices = self._costs
        out = [0.0] * 7
        for loc in range(7):
            base = loc * 3
            occupied = (sp[base] >= 0) + (sp[base + 1] >= 0) + (sp[base + 2] >= 0)
            if not occupied:
                continue
            bonus = self.refill_scarce if occupied == 1 else 0.0  # the last item: ``refill_bonus``
            best = 0.0
            for i in range(base, base + 3):
                item = sp[i]
                if item < 0:
                    continue
                gain = gains.get(item)
                if gain is None:  # ``acquire_value``
                    gain = gains[item] = self._acquire_value(item)
                price = prices.get(costs[i])
                if price is None:  # ``cost_penalty``
                    price = prices[costs[i]] = self._cost_penalty(costs[i])
                gain = gain + bonus - price
                if gain > best:
                    best = gain
            out[loc] = best
        return out

    def add_threats(self, scores: list[float]) -> None:
        """``with_threat`` of every location's score."""
        s = self.s
        seat = self.seat
        board = s.board
        roll = None  # what the Madness roll costs: the same everywhere
        for loc in range(7):
            if (s.shadow if loc == rules.UNIVERSITY else board[loc]) < 0:  # not rules.threat_at
                continue
            score = scores[loc]
            protected = s.craven == loc and not rules.goo_amount(s, GE_NO_PROTECTION)
            if not protected:
                if roll is None:
                    roll = 4 + self.die_price(seat)
                score -= roll
            if rules.can_defeat(s, seat, loc) and not self.thul_costs_needed_artifact(loc):
                score += self.defeat_value(loc)
            elif protected and self.spare(D):
                score += self.defeat_value(loc) - self.value(seat, D)
            scores[loc] = score

    def with_threat(self, loc: int, score: float) -> float:
        """``score`` after a creature or Shadow here: the Madness roll (HX-ENC-01), what defeating it is worth."""
        s = self.s
        if not rules.threat_at(s, loc):
            return score
        seat = self.seat
        protected = s.craven == loc and not rules.goo_amount(s, GE_NO_PROTECTION)
        if not protected:
            score -= 4 + self.die_price(seat)
        if rules.can_defeat(s, seat, loc) and not self.thul_costs_needed_artifact(loc):
            score += self.defeat_value(loc)
        elif protected and self.spare(D):
            score += self.defeat_value(loc) - self.value(seat, D)
        return score

    def meeting_value(self, loc: int) -> float:
        """Bring the banisher an item it needs, or as the banisher, trade a spare item for one (HX-MEET-01)."""
        s = self.s
        seat = self.seat
        h = s.held
        b = seat * 4
        ban = self.banisher
        if ban < 0:
            return 0.0
        if ban != seat:
            if s.pos[ban] == loc and any(h[b + k] and self.wanted_for_banish(ban, k) for k in range(4)):
                return 30.0
            return 0.0
        if not any(h[b + k] > self.kept_count(seat, k) for k in range(4)):
            return 0.0
        for t in self.alive:
            if t == seat or s.pos[t] != loc:
                continue
            if any(h[t * 4 + k] and self.wanted_for_banish(seat, k) for k in range(4)):
                return 30.0
        return 0.0

    def defeat_value(self, loc: int) -> float:
        """Each creature on the board feeds the Necron card (HX-SPC-01) and may activate."""
        s = self.s
        if loc == rules.UNIVERSITY:
            return 30.0  # the Shadow adds 2 to the Necron card and applies its text
        kind = s.board[loc]
        ed = self.ed
        v = 14.0
        if ed.c_kind[kind] == K_NECRON:
            v += 3 * ed.c_amount[kind]
        elif ed.c_kind[kind] == K_SANITY:
            v += 4 * ed.c_amount[kind]
        elif ed.c_red[kind]:
            v += 8
        return v

    def thul_costs_needed_artifact(self, loc: int) -> bool:
        """Thul Saduum takes an artifact (HX-ENC-10): not one the team needs for a portal."""
        s = self.s
        if loc == rules.UNIVERSITY or s.board[loc] < 0 or not self.ed.c_thul[s.board[loc]]:
            return False
        art = s.art[self.seat]
        return art >= 0 and self.value(self.seat, art) > 20

    # ------------------------------------------------------------ action 2
    def choose_meet(self, legal: tuple[Action, ...]) -> Action:
        return best_of(legal, self.meet_score, PASS, MEET_FLOOR)

    def meet_score(self, a: Action) -> float:
        """What a trade or a gift gains the team (``pass``: ``MEET_FLOOR``, what an offer must beat)."""
        if a is PASS:
            return MEET_FLOOR
        s = self.s
        seat = self.seat
        t = COLOURS.index(str(a.args[0]))
        x = ITEM_LETTERS.index(str(a.args[1]))
        gain = self.value(t, x) - self.value(seat, x)
        if a.verb == "trade":
            y = ITEM_LETTERS.index(str(a.args[2]))
            gain += self.value(seat, y) - self.value(t, y)
        elif sum(s.held[t * 4 : t * 4 + 4]) >= 3:
            gain -= min(self.value(t, j) for j in range(4) if s.held[t * 4 + j])
        return gain

    def choose_answer(self, legal: tuple[Action, ...], give: int) -> Action:
        if ACCEPT in legal:
            return ACCEPT
        drops = [a for a in legal if a is not DECLINE]
        worst = min(drops, key=lambda a: self.value(self.seat, ACCEPT_DROP.index(a)))
        if self.value(self.seat, ACCEPT_DROP.index(worst)) < self.value(self.seat, give):
            return worst
        return DECLINE

    def answer_score(self, a: Action, give: int) -> float:
        """What answering an offer of item ``give`` so gains this seat (``accept`` is always taken)."""
        if a is ACCEPT:
            return ALWAYS
        if a is DECLINE:
            return 0.0
        return self.value(self.seat, give) - self.value(self.seat, ACCEPT_DROP.index(a))

    # ------------------------------------------------------------ action 3
    def choose_defeat(self, legal: tuple[Action, ...]) -> Action:
        return PASS if self.thul_costs_needed_artifact(self.s.pos[self.seat]) else DEFEAT

    def defeat_score(self, a: Action) -> float:
        """Defeating is worth ``defeat_value``, or costs the artifact Thul Saduum takes (``choose_defeat``)."""
        if a is not DEFEAT:
            return 0.0
        here = self.s.pos[self.seat]
        if self.thul_costs_needed_artifact(here):
            return -self.value(self.seat, self.s.art[self.seat])
        return self.defeat_value(here)

    # ------------------------------------------------------------ action 4
    def choose_use(self, legal: tuple[Action, ...]) -> Action:
        return best_of(legal, self.use_score, PASS, 0.0)

    def use_score(self, a: Action) -> float:
        """The rank of an action 4 in the scripted order, best first: close a portal this seat is sure of
        (or the University in time), read when HX-END-02 is close, look, read, the Dagger, the Elixir;
        ``pass`` 0, and -1 for an action that is not worth it now."""
        if a is PASS:
            return 0.0
        if a is CLOSE:
            return 6.0 if self.should_close_here() else -1.0
        if a is USE[N]:
            return self.read_rank()
        if a is USE[G]:
            return 4.0 if self.should_look_here() else -1.0
        if a is USE[D]:
            return 2.0 if self.should_stab() else -1.0
        return 1.0 if self.should_drink() else -1.0

    def read_rank(self) -> float:
        """``use_score`` of reading: before all but closing when HX-END-02 is close, else after a look."""
        if not self.spare(N) or self.hold_last_read():
            return -1.0
        return 5.0 if not self.s.rlyeh_up and self.necron_room <= 3 * self.face_down else 3.0

    def should_stab(self) -> bool:
        """Use a spare Dagger unless the creature here could be beaten anyway or Thul Saduum takes a needed artifact."""
        s = self.s
        here = s.pos[self.seat]
        if not self.spare(D) or self.thul_dagger_waste(here):
            return False
        return not (s.rd.dagger_takes_artifact and self.thul_costs_needed_artifact(here))

    def should_close_here(self) -> bool:
        """The University once it is time (HX-USE-21); elsewhere only a portal this seat is sure of."""
        s = self.s
        here = s.pos[self.seat]
        if here == rules.UNIVERSITY:
            return self.should_close_university()
        return s.art[self.seat] - 4 == self.ed.loc_symbol[here] and here in self.sure_open

    def should_look_here(self) -> bool:
        # The banisher may spend a kept Glasses: without the look it cannot banish anyway.
        look_ok = self.spare(G) or self.p_done < self.banish_threshold()
        here = self.s.pos[self.seat]
        return (here in self.to_look or here in self.relook) and look_ok

    def should_drink(self) -> bool:
        """Drink when low; sooner with Robert Craven here (2 sanity) or when one more madness loses."""
        s = self.s
        sanity = s.sanity[self.seat]
        if not 2 < sanity <= 5:  # at or below the lowest limit, or above the highest: no need to weigh
            return sanity <= 2
        here = s.pos[self.seat]
        bonus = s.craven == here and not rules.goo_amount(s, GE_NO_ELIXIR)
        limit = 2 if not self.spare(E) else (4 if bonus else 3)
        if len(self.alive) <= 2:
            limit += 1  # one more madness would end the game (HX-END-04)
        return sanity <= limit

    def hold_last_read(self) -> bool:
        """Keep the last Necronomicon while the R'lyeh card, known by elimination, would hurt once revealed.

        Its text applies from the reveal (HX-RLY-02): against such an Old One the team first
        gathers the banishment items, and reads when ready or when the Demonic Power space
        comes close (HX-END-02).
        """
        if self.s.rlyeh_up or self.goal < 0 or self.ed.g_effect[self.goal] not in DELAY_EFFECTS:
            return False
        if self.necron_room <= DELAY_MARGIN:
            return False
        return min(self.missing_for(t, self.goal) for t in self.alive) > 0

    def thul_dagger_waste(self, here: int) -> bool:
        """A Dagger is better kept when the creature here could be beaten with the items held."""
        return rules.can_defeat(self.s, self.seat, here) and not self.thul_costs_needed_artifact(here)

    def should_close_university(self) -> bool:
        s = self.s
        if self.p_done >= 0.97:
            return True
        # The banisher's clock (HX-RLY-11) or Necron's leave no time to close more portals.
        banisher_left = s.sanity[s.banisher] if s.banisher >= 0 else 0
        if banisher_left <= 1 or self.necron_room <= 4:
            return True
        return self.p_done >= self.banish_threshold()

    # ------------------------------------------------------------ action 5
    def choose_acquire(self, legal: tuple[Action, ...]) -> Action:
        return best_of(legal, self.acquire_score, PASS, ACQUIRE_FLOOR)

    def acquire_score(self, a: Action) -> float:
        """``take_gain`` of the item space (``pass``: ``ACQUIRE_FLOOR``, what an item must beat)."""
        if a is PASS:
            return ACQUIRE_FLOOR
        return self.take_gain(self.s.pos[self.seat], int(a.args[0]) - 1)

    def choose_drop(self, legal: tuple[Action, ...]) -> Action:
        return best_of(legal, self.drop_score, legal[0], self.drop_score(legal[0]))  # the first least valued item

    def drop_score(self, a: Action) -> float:
        """Minus the worth of the item dropped."""
        return -self.value(self.seat, ITEM_LETTERS.index(str(a.args[0])))

    def choose_discard(self, legal: tuple[Action, ...]) -> Action:
        return best_of(legal, self.discard_score, legal[0], self.discard_score(legal[0]))  # the first least loss

    def discard_score(self, a: Action) -> float:
        """Minus what the team loses by this item, less for a seat with several copies."""
        t = COLOURS.index(str(a.args[0]))
        k = ITEM_LETTERS.index(str(a.args[1]))
        return -(self.value(t, k) - 3 * (self.s.held[t * 4 + k] - 1))

    def choose_agreement(self, legal: tuple[Action, ...]) -> Action:
        """A proposed team discard (HX-CRE-20): a scripted partner does not haggle over it."""
        return ACCEPT

    def agree_score(self, a: Action) -> float:
        return ALWAYS if a is ACCEPT else 0.0


#: The chooser for each decision, by the step's name (the companion's answer needs the offer: ``Plan.choose``).
CHOOSERS = {
    "move": Plan.choose_move,
    "meet": Plan.choose_meet,
    "defeat": Plan.choose_defeat,
    "use": Plan.choose_use,
    "acquire": Plan.choose_acquire,
    "drop": Plan.choose_drop,
    "discard": Plan.choose_discard,
    "agree": Plan.choose_agreement,
}
#: Each chooser's worth of every action it weighs, by the step's name (the companion's answer: ``Plan.scores``).
SCORERS: dict[str, Callable[[Plan, Action], float]] = {
    "move": Plan.move_score,
    "meet": Plan.meet_score,
    "defeat": Plan.defeat_score,
    "use": Plan.use_score,
    "acquire": Plan.acquire_score,
    "drop": Plan.drop_score,
    "discard": Plan.discard_score,
    "agree": Plan.agree_score,
}

__all__ = ["HexerHeuristic", "Plan"]
