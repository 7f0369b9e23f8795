"""A scripted Hexer investigator that plays sensibly and fairly.

It reads only what its seat may know: the state it gets is a determinization of
its view (see engine.agent.observe), and it never looks at portal tiles it has
not seen (``known``) nor at face-down cards. Every seat runs the same plan, so the
team coordinates through public facts only:

* read the Necronomicon whenever a Great Old One is face down (R'lyeh must be
  revealed before Necron reaches the Demonic Power space);
* look at every portal tile nobody has looked at, with the Glasses;
* close a portal only after seeing it, with the artifact of its symbol;
* the investigator nearest to the R'lyeh requirement collects it and goes to
  R'lyeh when nobody knows of an open portal (HX-COOP-04) and a companion holds
  an artifact to close the University; then that companion closes it;
* fight what it can beat, avoid creatures without Robert Craven, keep sanity up.
"""

from __future__ import annotations

from math import comb

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import rules
from .actions import ACCEPT, ACCEPT_DROP, CLOSE, COLOURS, DECLINE, DEFEAT, PASS, PASSAGE, USE
from .data import (
    CREATURE,
    EVENT,
    GE_NO_ELIXIR,
    GE_NO_PROTECTION,
    GE_PASSAGE,
    ITEM_LETTERS,
    NECRON1,
    NECRON2,
    R_DIFFERENT,
    R_SAME,
    SANITY1,
    SANITY2,
    D,
    E,
    G,
    N,
)
from .state import HexerState

RLYEH_ACTION = PASSAGE[7]


class HexerHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        assert isinstance(state, HexerState)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        plan = Plan(state, seat)
        ph = state.phase
        if ph == rules.MOVE_PHASE:
            return plan.choose_move(legal)
        if ph == rules.MEET:
            return plan.choose_meet(legal)
        if ph == rules.ANSWER:
            return plan.choose_answer(legal)
        if ph == rules.DEFEAT_PHASE:
            return plan.choose_defeat()
        if ph == rules.USE_PHASE:
            return plan.choose_use(legal)
        if ph == rules.ACQUIRE:
            return plan.choose_acquire(legal)
        if ph == rules.DROP_PHASE:
            return plan.choose_drop(legal)
        if ph == rules.DISCARD_PHASE:
            return plan.choose_discard(legal)
        return legal[0]


class Plan:
    """The team's situation as one seat sees it, and what that seat should do."""

    def __init__(self, s: HexerState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.ed = s.ed
        self.alive = [t for t in range(s.players) if s.sanity[t] > 0]
        looked = 0
        for t in self.alive:
            looked |= s.known[t]
        self.looked = looked
        # Tiles nobody still in the game has seen and no artifact covers.
        self.unresolved = [loc for loc in range(1, 7) if s.on_tile[loc] < 0 and not (looked >> loc) & 1]
        mine = s.known[seat]
        self.my_open = [loc for loc in range(1, 7) if (mine >> loc) & 1 and s.tiles[loc] and s.on_tile[loc] < 0]
        self.face_down = sum(1 for i in range(5) if s.reserve[i] >= 0 and not (s.reserve_up >> i) & 1) + (
            0 if s.rlyeh_up else 1
        )
        self.team_held = [sum(s.held[t * 4 + k] for t in self.alive if t != s.banisher) for k in range(4)]
        self.banisher = self.choose_banisher()
        statement = rules.open_portal_known(s) if rules.statement_available(s) else None
        self.statement = statement
        self.p_clear = self.chance_no_open_portal() if statement is False else 0.0
        self.portals_done = self.p_clear >= 1.0
        # Kinds the team needs that no location offers: taking a location's last item
        # draws 3 new ones (HX-ACQ-12), the only way to bring them onto the board.
        on_board = set(x for x in s.spaces if x >= 0)
        self.scarce = 0
        if self.face_down > self.team_held[N] and N not in on_board:
            self.scarce += 1
        if len(self.unresolved) > self.team_held[G] and G not in on_board:
            self.scarce += 1
        if s.rlyeh_up and s.banisher < 0 and self.banisher >= 0:
            self.scarce += sum(1 for k in range(4) if self.wanted_for_banish(self.banisher, k) and k not in on_board)
        # Necron urgency: how close the marker is to a losing space.
        limit = s.ed.final if s.rlyeh_up else s.ed.demonic
        self.necron_room = limit - s.necron

    def chance_no_open_portal(self) -> float:
        """Given that nobody knows of an open portal: the chance that no unseen tile is one.

        Artifacts lie only on portals the team saw, so the portals not yet closed are
        among the unseen tiles and the 2 boxed ones (HX-SETUP-24): all of them must be
        in the box. Counting, as the rulebook's 4 + 4 tiles allow.
        """
        s = self.s
        closed = sum(1 for loc in range(1, 7) if s.on_tile[loc] >= 0)
        remaining = self.ed.portals - closed
        box = len(s.box)
        if remaining <= 0:
            return 1.0
        if remaining > box:
            return 0.0
        return comb(box, remaining) / comb(len(self.unresolved) + box, remaining)

    # ------------------------------------------------------------ team roles
    def missing_for(self, t: int, goo: int) -> int:
        s = self.s
        h = s.held[t * 4 : t * 4 + 4]
        req = self.ed.g_req[goo]
        if req == R_SAME:
            return 3 - max(h)
        if req == R_DIFFERENT:
            return max(0, 3 - sum(1 for x in h if x))
        need = self.ed.g_req_counts[goo]
        return sum(max(0, need[k] - h[k]) for k in range(4))

    def choose_banisher(self) -> int:
        s = self.s
        if not s.rlyeh_up or s.banisher >= 0:
            return -1
        best, key = -1, None
        for t in self.alive:
            k = (self.missing_for(t, s.rlyeh), -s.sanity[t], t)
            if key is None or k < key:
                best, key = t, k
        return best

    def wanted_for_banish(self, t: int, k: int) -> bool:
        """Would item ``k`` bring seat ``t`` closer to the R'lyeh requirement?"""
        s = self.s
        if t != self.banisher:
            return False
        h = s.held[t * 4 : t * 4 + 4]
        req = self.ed.g_req[s.rlyeh]
        if req == R_SAME:
            return h[k] == max(h) and h[k] < 3
        if req == R_DIFFERENT:
            return h[k] == 0
        return h[k] < self.ed.g_req_counts[s.rlyeh][k]

    def closer_ready(self) -> bool:
        """Somebody other than the banisher holds an artifact for the University portal."""
        s = self.s
        return any(s.art[t] >= 0 for t in self.alive if t != self.banisher)

    # ------------------------------------------------------------ item values
    def value(self, t: int, k: int) -> float:
        """How much seat ``t`` holding item ``k`` helps the team."""
        s = self.s
        if k >= 4:
            sym = k - 4
            v = 12.0
            if t == self.seat and any(self.ed.loc_symbol[loc] == sym for loc in self.my_open):
                v += 60
            if any(self.ed.loc_symbol[loc] == sym for loc in self.unresolved):
                v += 8
            return v
        v = 2.0
        if self.wanted_for_banish(t, k):
            v += 40
        if k == N and self.face_down > self.team_held[N] - (1 if s.held[t * 4 + N] else 0):
            v += 30 + max(0, 12 - self.necron_room) * 2
        elif k == N and self.face_down:
            v += 10
        if k == G and len(self.unresolved) > self.team_held[G] - (1 if s.held[t * 4 + G] else 0):
            v += 22
        elif k == G and self.unresolved:
            v += 6
        if k == E:
            v += (6 - s.sanity[t]) * 5
        if k == D:
            v += 4
        return v

    def acquire_value(self, k: int) -> float:
        s = self.s
        seat = self.seat
        if k >= 4:
            current = s.art[seat]
            gain = self.value(seat, k)
            return gain - (self.value(seat, current) if current >= 0 else 0)
        b = seat * 4
        held = s.held[b : b + 4]
        # A held copy does not need a second one unless a requirement asks for it.
        gain = self.value(seat, k) * (0.5 if held[k] and not self.wanted_for_banish(seat, k) else 1.0)
        if sum(held) >= 3:
            gain -= min(self.value(seat, j) for j in range(4) if held[j])
        return gain

    def refill_bonus(self, loc: int, slot: int) -> float:
        s = self.s
        base = loc * 3
        others = [s.spaces[base + i] for i in range(3) if i != slot]
        if self.scarce and others[0] < 0 and others[1] < 0:
            return 12.0 * self.scarce
        return 0.0

    def cost_penalty(self, cost: int) -> float:
        s = self.s
        sanity = s.sanity[self.seat]
        room = self.necron_room
        if cost == NECRON1:
            return 1000 if room <= 1 else 5 + max(0, 10 - room) * 3
        if cost == NECRON2:
            return 1000 if room <= 2 else 12 + max(0, 10 - room) * 5
        if cost == SANITY1:
            return 1000 if sanity <= 1 else 6 + (6 - sanity) * 4
        if cost == SANITY2:
            return 1000 if sanity <= 2 else 14 + (6 - sanity) * 6
        if cost == CREATURE:
            return 9 + max(0, 10 - room) * 2
        if cost == EVENT:
            return 8 + max(0, 10 - room) * 2
        return 0

    # ------------------------------------------------------------ action 1
    def choose_move(self, legal: tuple[Action, ...]) -> Action:
        if RLYEH_ACTION in legal and self.should_banish():
            return RLYEH_ACTION
        best, best_score = legal[0], float("-inf")
        for a in legal:
            if a is RLYEH_ACTION:
                continue
            loc = int(a.args[0])
            score = self.destination_score(loc)
            if a.verb == "passage":
                score -= self.passage_penalty()
            else:
                score -= 0.5  # keep cards for later turns
            if score > best_score:
                best, best_score = a, score
        return best

    def should_banish(self) -> bool:
        s = self.s
        seat = self.seat
        cost = 1 + rules.goo_amount(s, GE_PASSAGE)
        # The banisher needs a few turns in R'lyeh while a companion closes the University.
        if s.sanity[seat] - cost < 2:
            return False
        if not self.closer_ready():
            return False
        if self.portals_done:
            return True
        # Running out of time: gamble on the unseen tiles being walls.
        return (self.p_clear >= 0.5 and self.necron_room <= 8) or self.necron_room <= 4

    def passage_penalty(self) -> float:
        s = self.s
        sanity = s.sanity[self.seat]
        penalty = 14 + (6 - sanity) * 6
        if sanity <= 1 + rules.goo_amount(s, GE_PASSAGE):
            penalty += 1000
        if self.seat == self.banisher:
            penalty += 25  # the banisher keeps the Secret Passage for R'lyeh
        return penalty

    def destination_score(self, loc: int) -> float:
        """Value of playing the card of ``loc`` now; the University also refreshes spent cards."""
        score = self.place_value(loc)
        if loc == rules.UNIVERSITY:
            s = self.s
            hand = s.hand[self.seat]
            spent = [self.place_value(other) for other in range(1, 7) if not (hand >> other) & 1]
            if spent:
                score += 0.5 * max(0.0, max(spent))
            used = 8 - bin(hand).count("1")
            score += used * 1.5
            if self.seat == self.banisher and not hand & rules.PASSAGE_BIT:
                score += 25  # the banisher needs the Secret Passage back for R'lyeh
        return score

    def place_value(self, loc: int) -> float:
        """What being at ``loc`` this turn is worth to this seat."""
        s = self.s
        seat = self.seat
        ed = self.ed
        score = 0.0
        b = seat * 4
        h = s.held
        art = s.art[seat]
        if 1 <= loc <= 6 and s.on_tile[loc] < 0:
            matching = art >= 0 and art - 4 == ed.loc_symbol[loc]
            if loc in self.my_open and matching:
                score += 120
            if h[b + G] and not (s.known[seat] >> loc) & 1:
                if not (self.looked >> loc) & 1:
                    score += 45 + (15 if matching else 0)
                elif matching:
                    score += 25  # a companion saw it; the artifact is here with me
        if loc == rules.UNIVERSITY and s.banisher >= 0 and art >= 0:
            score += 500
        # Meet the banisher with an item it needs.
        meets_banisher = self.banisher >= 0 and self.banisher != seat and s.pos[self.banisher] == loc
        if meets_banisher and any(h[b + k] and self.wanted_for_banish(self.banisher, k) for k in range(4)):
            score += 30
        # The best item here, net of its cost.
        best_item = 0.0
        for i in range(3):
            item = s.spaces[loc * 3 + i]
            if item >= 0:
                gain = self.acquire_value(item) + self.refill_bonus(loc, i) - self.cost_penalty(ed.costs[loc * 3 + i])
                best_item = max(best_item, gain)
        score += best_item
        if rules.threat_at(s, loc):
            protected = s.craven == loc and not rules.goo_amount(s, GE_NO_PROTECTION)
            if not protected:
                score -= 10 + (6 - s.sanity[seat]) * 4 + max(0, 8 - self.necron_room) * 2
            if rules.can_defeat(s, seat, loc) and not self.thul_costs_needed_artifact(loc):
                score += 18
            elif protected and h[b + D] and not self.keeps(D):
                score += 14
        if s.craven == loc and h[b + E] and s.sanity[seat] <= 4:
            score += 8
        return score

    def keeps(self, k: int) -> bool:
        """The banisher keeps the items of the R'lyeh requirement."""
        s = self.s
        if self.seat != self.banisher:
            return False
        h = s.held[self.seat * 4 : self.seat * 4 + 4]
        req = self.ed.g_req[s.rlyeh]
        if req == R_SAME:
            return h[k] == max(h)
        if req == R_DIFFERENT:
            return h[k] == 1
        return h[k] <= self.ed.g_req_counts[s.rlyeh][k]

    def thul_costs_needed_artifact(self, loc: int) -> bool:
        s = self.s
        if loc == rules.UNIVERSITY or s.board[loc] < 0 or not self.ed.c_thul[s.board[loc]]:
            return False
        art = s.art[self.seat]
        return art >= 0 and self.value(self.seat, art) > 20

    # ------------------------------------------------------------ action 2
    def choose_meet(self, legal: tuple[Action, ...]) -> Action:
        s = self.s
        seat = self.seat
        best, gain_best = PASS, 10.0
        for a in legal:
            if a is PASS:
                continue
            t = COLOURS.index(str(a.args[0]))
            x = ITEM_LETTERS.index(str(a.args[1]))
            gain = self.value(t, x) - self.value(seat, x)
            if a.verb == "trade":
                y = ITEM_LETTERS.index(str(a.args[2]))
                gain += self.value(seat, y) - self.value(t, y)
            elif sum(s.held[t * 4 : t * 4 + 4]) >= 3:
                tb = t * 4
                gain -= min(self.value(t, j) for j in range(4) if s.held[tb + j])
            if gain > gain_best:
                best, gain_best = a, gain
        return best

    def choose_answer(self, legal: tuple[Action, ...]) -> Action:
        s = self.s
        seat = self.seat
        if ACCEPT in legal:
            return ACCEPT
        drops = [a for a in legal if a is not DECLINE]
        give = s.offer_give
        worst = min(drops, key=lambda a: self.value(seat, ACCEPT_DROP.index(a)))
        if self.value(seat, ACCEPT_DROP.index(worst)) < self.value(seat, give):
            return worst
        return DECLINE

    # ------------------------------------------------------------ action 3
    def choose_defeat(self) -> Action:
        loc = self.s.pos[self.seat]
        if self.thul_costs_needed_artifact(loc):
            return PASS
        return DEFEAT

    # ------------------------------------------------------------ action 4
    def choose_use(self, legal: tuple[Action, ...]) -> Action:
        s = self.s
        seat = self.seat
        here = s.pos[seat]
        if CLOSE in legal:
            if here == rules.UNIVERSITY:
                if self.portals_done or self.p_clear >= 0.5 or self.necron_room <= 3:
                    return CLOSE
            elif here in self.my_open and s.art[seat] - 4 == self.ed.loc_symbol[here]:
                return CLOSE
        # The Glasses need this very location; the Necronomicon works anywhere.
        if USE[G] in legal and not (s.known[seat] >> here) & 1 and not self.keeps(G):
            art = s.art[seat]
            matching = art >= 0 and art - 4 == self.ed.loc_symbol[here]
            if not (self.looked >> here) & 1 or matching or s.held[seat * 4 + G] > 1:
                return USE[G]
        if USE[N] in legal and not self.keeps(N):
            return USE[N]
        if USE[D] in legal and not self.keeps(D):
            return USE[D]
        if USE[E] in legal:
            bonus = s.craven == here and not rules.goo_amount(s, GE_NO_ELIXIR)
            limit = 2 if self.keeps(E) else (4 if bonus else 3)
            if s.sanity[seat] <= limit:
                return USE[E]
        return PASS

    # ------------------------------------------------------------ action 5
    def choose_acquire(self, legal: tuple[Action, ...]) -> Action:
        s = self.s
        here = s.pos[self.seat]
        best, best_gain = PASS, 4.0
        for a in legal:
            if a is PASS:
                continue
            i = int(a.args[0]) - 1
            item = s.spaces[here * 3 + i]
            gain = (
                self.acquire_value(item) + self.refill_bonus(here, i) - self.cost_penalty(self.ed.costs[here * 3 + i])
            )
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def choose_drop(self, legal: tuple[Action, ...]) -> Action:
        return min(legal, key=lambda a: self.value(self.seat, "NGED".index(str(a.args[0]))))

    def choose_discard(self, legal: tuple[Action, ...]) -> Action:
        def loss(a: Action) -> float:
            t = COLOURS.index(str(a.args[0]))
            k = ITEM_LETTERS.index(str(a.args[1]))
            # A seat with several copies loses less by giving one up.
            return self.value(t, k) - 3 * (self.s.held[t * 4 + k] - 1)

        return min(legal, key=loss)


__all__ = ["HexerHeuristic"]
