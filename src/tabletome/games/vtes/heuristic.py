"""A scripted V:TES player: it brings vampires out, bleeds its prey, blocks what hurts it and fights
only the fights it wins, reading only what its seat may know.

The state it gets is a determinization of its view (engine.agent.observe): its own hand and every
public fact (pools, minions, blood, cards in play, the action, combat or referendum in progress)
are true; the other seats' hands, libraries and crypts are sampled, so it never reads them (its
choice is the same in every world sampled from one view). Every decision is taken afresh from the
frame on top of the stack, with no memory between calls; the only caches hold what a card's uses
give (:func:`use_feat`), read off the effect vocabulary (``effects/vocab``: amounts, targets,
primitives and their :class:`~.effects.vocab.prims.Gives`), which no game changes. Values are in pool: what a seat
burning one pool is worth to it (its prey's pool more as the oust nears, its own more as it runs
low), a vampire sent to torpor, a blood, a card.

* **Influence** (VT-INF): transfers go to the uncontrolled vampire closest to its capacity (never a
  copy of a unique vampire it controls), which is brought out as soon as it can be; a crypt card
  is drawn when nothing is left to influence; the pool kept back grows with the vampires out, so
  it slows down when its pool is low and stops at four vampires.
* **Minion phase** (VT-MIN): each ready minion's options are valued: a bleed by what the prey
  loses (an oust above all) times the chance it goes unblocked (the prey's untapped blockers
  against its stealth and the stealth cards in hand), plus the blocker a block would lock, less
  the risk of the combat; a hunt by how empty the vampire is; political actions by their likely
  terms and whether its votes carry them; allies, equipment and retainers when affordable; leave
  torpor, rescue; diablerie when the blood hunt cannot pass. Acting locks a minion it could block
  with: an action must beat what an untapped blocker is worth against its predator's threat, and
  its last untapped vampire acts only for a strong reason while that threat nears its pool.
* **Actions in progress** (VT-BLK, VT-STL): as the actor, stealth when a block attempt would
  succeed, bleed modifiers once blocks are declined, unlocks after success; as the target, a block
  with the minion whose combat goes best when the action hurts and the attempt can succeed
  (intercept cards counted), wake cards when nobody untapped can block, and no block when a
  bounce in hand is worth more: the bleed goes, once blocks are declined, to the seat whose loss
  helps it most (its prey first); bleed reductions.
* **Combat** (VT-CMB): each strike is valued by the damage it deals and takes (torpor, burning,
  blood stolen; an unknown opposing strike may be a point stronger); "combat ends" or a dodge when
  it would lose its minion; prevention that saves it from torpor; maneuvers to the range that
  suits it; presses when another round favours it.
* **Referendums** (VT-REF): its side from what the terms do to it and its rivals (a blood hunt:
  against its own diablerist, for the others); every vote cast; the Edge, political cards and vote
  cards only when they carry its side.
* **Master, unlock, discard phases**: master cards worth their cost (trifles first, never a second
  copy of a unique card in play), hunting grounds and blood dolls used each turn, contests
  yielded, a withdrawal when its library is out and its pool low; the card least worth keeping is
  cycled away each discard phase (first the cards no vampire of its can play).

Any other decision gets a sensible default: the first target that is a rival's minion for a
harmful card, its own for a helpful one, ``pass``/``end``, never ``back`` when anything else is
legal, and never a card played by stating its effect (assisted mode).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, cached_property
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import effects  # noqa: F401  # the card effects register themselves
from .actions import END, ActionCourse, MinionPhase
from .combat import (
    CLOSE,
    HAND,
    Combat,
    CombatWindow,
    PreventWindow,
    Strike,
    StrikeChoice,
    current_combat,
    damage_to,
    lost_blood,
    strike_ctx,
)
from .effects import intrinsic_strikes
from .effects.vocab.minion import LOCATION
from .effects.vocab.prims import Gives
from .effects.vocab.targets import Minions, token_seat
from .effects.vocab.uses import ability_gives, lasting_gives, use_gives
from .hooks import (
    ABILITIES,
    ACTION,
    ALLY,
    CARDS,
    COMBAT,
    EQUIPMENT,
    MASTER,
    MODIFIER,
    OOT,
    POLITICAL,
    REACTION,
    RETAINER,
    STATICS,
    Ability,
    Ctx,
    Play,
    Use,
)
from .impulse import Ask, Window
from .model import facts, slug
from .phases import DiscardDown, DiscardPhase, DrawChoice, InfluencePhase, MasterPhase, UnlockPhase
from .play import PendingPlay, ability_plays_of, action_plays, card_of_slug, context, cost_of, step_value
from .politics import BLOOD_HUNT, Referendum
from .state import VTESState
from .stats import bleed as bleed_of
from .stats import capacity, clan_of, flagged, is_vampire, level, static, strength, votes

# ---------------------------------------------------------------- what things are worth, in pool
OUST_PREY = 12.0  # ousting the prey: 1 VP and 6 pool (VT-VP-01)
OUST_OTHER = 1.5  # another seat ousted: a rival gains a VP
OUSTED = 60.0  # being ousted
PREY_W, PRED_W, OTHER_W = 1.0, 0.35, 0.2  # one pool burned by the prey, the predator, another seat
TORPOR = 4.0  # one of its minions to torpor, or a rival's
ALLY_LOST = 2.5  # an ally or retainer burned
BLOOD = 0.45  # one blood on a vampire
CARD = 0.3  # a card spent
GUARD = 1.3  # acting with the last untapped blocker while the predator threatens
TARGET_VAMPIRES = 4  # vampires it wants in play
THRESHOLD = 0.25  # the least a play must be worth
DEFAULTS = ("pass", "end", "done", "decline", "draw")


# ---------------------------------------------------------------- what a card's use gives
#: What a use or an ability gives (numbers and tags, effects/vocab/prims.py).
Feat = Gives
#: A card put in play keeps giving these (its statics and abilities), read with the use.
LASTING_TAGS = frozenset(("put-on-self", "put-on", "put-in-play"))


def is_seat(t: Any) -> bool:
    """A target naming a Methuselah (``p2``)."""
    return isinstance(t, str) and len(t) > 1 and t[0] == "p" and t[1:].isdigit()


@cache
def use_feat(card: int, i: int) -> Feat:
    """What use ``i`` of a library card gives, with what the card keeps giving once in play."""
    use = CARDS[card].uses[i]
    f = use_gives(use)
    if f.tags & LASTING_TAGS:
        f = f + lasting_gives(card, use.key)
    return f


def play_use(p: Play) -> Use | None:
    """The use a play of a card from hand makes (None for an ability)."""
    return CARDS[p.card].uses[p.use] if p.card >= 0 else None


def play_ability(s: VTESState, p: Play) -> Ability | None:
    """The ability an ability play uses (None for a card from hand)."""
    if p.card >= 0:
        return None
    src = p.source
    card = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
    abilities = ABILITIES.get(card, ())
    return abilities[p.use] if 0 <= p.use < len(abilities) else None


def play_feat(s: VTESState, p: Play) -> Feat:
    """The features of what a play does, card or ability."""
    if p.card >= 0:
        return use_feat(p.card, p.use)
    ab = play_ability(s, p)
    return ability_gives(ab) if ab is not None else Feat()


# ---------------------------------------------------------------- the seat reading the table
class Me:
    """What one seat reads off the table for one decision, each fact computed when first needed."""

    def __init__(self, s: VTESState, seat: int) -> None:
        self.s = s
        self.seat = seat
        self.prey = s.prey(seat)
        self.pred = s.predator(seat)

    @property
    def pool(self) -> int:
        return self.s.pool[self.seat]

    @cached_property
    def pool_w(self) -> float:
        """One pool of its own, worth more when little is left."""
        p = self.pool
        return 1.0 if p > 14 else 1.4 if p > 8 else 2.2

    @cached_property
    def vampires(self) -> int:
        """Its ready vampires (those in torpor count only once they have the blood to leave it)."""
        s = self.s
        ready = sum(1 for u in s.ready[self.seat] if is_vampire(s, u))
        return ready + sum(1 for u in s.torpor[self.seat] if is_vampire(s, u) and s.minions[u].blood >= 2)

    @cached_property
    def threat(self) -> float:
        """What its predator could bleed it for next turn: the minions able to act (an empty
        vampire must hunt first, VT-ACT-15), each with a card's worth more."""
        s = self.s
        if self.pred == self.seat:
            return 0.0
        total = 0.0
        for u, m in s.ready_minions(self.pred):
            if m.blood > 0 or not is_vampire(s, u):
                total += bleed_of(s, u) + 0.5
        return total

    @cached_property
    def threatened(self) -> bool:
        """Its predator has minions to bleed with and its pool could not take much."""
        return self.threat > 0 and self.pool <= 12

    @cached_property
    def calm(self) -> float:
        """1 in a game of normal length, falling to 0 as it drags on (from the game's 120th turn to
        its 240th): a table where every seat waits behind its blockers must still end."""
        return 1.0 - min(1.0, max(0.0, (self.s.turn - 120) / 120))

    @cached_property
    def stay(self) -> float:
        """What an untapped minion is worth kept back, as a blocker in the others' turns: more when
        its predator has many minions to bleed with and its pool is low."""
        return 0.35 * min(1.0, 2.0 * self.threat / max(1, self.pool)) * self.calm

    @cached_property
    def actors(self) -> int:
        """Its ready minions still untapped (able to act this minion phase)."""
        return sum(1 for _u, m in self.s.ready_minions(self.seat) if not m.locked)

    @cached_property
    def guard_cost(self) -> float:
        """What acting with its last untapped blocker costs: more as the threat nears its pool."""
        pool = max(1, self.pool)
        cost = GUARD * min(1.5, 3.0 * self.threat / pool) + (2.0 if self.threat + 1 >= pool else 0.0)
        return cost * self.calm

    @cached_property
    def guard(self) -> int:
        """The untapped vampire it keeps back to block while threatened (-1: none)."""
        if not self.threatened:
            return -1
        untapped = [u for u, m in self.s.ready_minions(self.seat) if not m.locked and is_vampire(self.s, u)]
        if len(untapped) != 1:
            return -1
        return untapped[0]

    @cached_property
    def hand_feats(self) -> list[tuple[int, int, Use, Feat]]:
        """(card, use index, use, features) of every use of every card in its hand."""
        out: list[tuple[int, int, Use, Feat]] = []
        for card in dict.fromkeys(self.s.hand[self.seat]):
            cd = CARDS.get(card)
            if cd is not None:
                out.extend((card, i, u, use_feat(card, i)) for i, u in enumerate(cd.uses))
        return out

    def usable_by(self, uid: int, use: Use) -> bool:
        """Whether a minion has the discipline levels a use needs (clan and costs aside)."""
        if not use.disc:
            return True
        if uid not in self.s.minions or not is_vampire(self.s, uid):
            return False
        return all(level(self.s, uid, code) >= need for code, need in use.disc)

    def hand_bonus(self, uid: int, kind: str, field: str) -> int:
        """The best ``field`` bonus (stealth, intercept, hit...) a card of its hand gives ``uid``."""
        best = 0
        for _card, _i, use, f in self.hand_feats:
            if use.as_ == kind and self.usable_by(uid, use):
                best = max(best, int(getattr(f, field)))
        return best

    def has_card(self, uid: int, kind: str, test: Any) -> bool:
        return any(use.as_ == kind and test(f) and self.usable_by(uid, use) for _c, _i, use, f in self.hand_feats)


# ---------------------------------------------------------------- pool, blood and damage
def loss_value(me: Me, t: int, n: float) -> float:
    """What it gains when Methuselah ``t`` burns ``n`` pool (negative for itself)."""
    s = me.s
    if n <= 0 or not 0 <= t < s.players or not s.in_game(t):  # a term may name a seat not at the table
        return 0.0
    pool = s.pool[t]
    if t == me.seat:
        return -n * me.pool_w - (OUSTED if n >= pool else 0.0)
    if n >= pool:
        return OUST_PREY if t == me.prey else -OUST_OTHER
    if t == me.prey:
        return n * max(PREY_W, 0.7 * OUST_PREY / pool)  # each point brings the oust closer
    return n * (PRED_W if t == me.pred else OTHER_W)


def gain_value(me: Me, t: int, n: float) -> float:
    """What it gains when Methuselah ``t`` gains ``n`` pool."""
    if n <= 0 or not 0 <= t < me.s.players or not me.s.in_game(t):
        return 0.0
    if t == me.seat:
        return n * me.pool_w
    return -n * (PREY_W if t == me.prey else PRED_W if t == me.pred else OTHER_W) * 0.8


def hp(s: VTESState, uid: int) -> int:
    """Blood of a vampire, life of an ally or retainer."""
    return s.minions[uid].blood if uid in s.minions else 0


def hurt(s: VTESState, uid: int, normal: float, agg: float = 0) -> float:
    """What ``normal`` and ``agg`` damage cost a minion: blood mended, or torpor, or burning."""
    if uid not in s.minions or normal + agg <= 0:
        return 0.0
    b = hp(s, uid)
    if not is_vampire(s, uid):
        return ALLY_LOST if normal + agg >= b else 0.5 * (normal + agg)
    if agg > 0 or normal > b:
        return TORPOR + 0.15 * b + (2.0 if agg > 1 and normal + agg > b + 1 else 0.0)
    return BLOOD * normal


def expected_hurt(s: VTESState, uid: int, normal: float, agg: float = 0) -> float:
    """The cost of a hit that a card in the opponent's hand may make one point stronger."""
    return 0.7 * hurt(s, uid, normal, agg) + 0.3 * hurt(s, uid, normal + 1, agg)


def side(me: Me, uid: int) -> float:
    """+1 for its own minion, -1 for a rival's (weighted: its prey's and predator's count more)."""
    t = me.s.controller(uid)
    if t == me.seat:
        return 1.0
    return -1.2 if t == me.prey else -1.1 if t == me.pred else -0.8


def blood_need(s: VTESState, uid: int) -> float:
    """How much a vampire wants blood: 1 when empty, 0 when full."""
    if uid not in s.minions or not is_vampire(s, uid):
        return 0.0
    cap = max(1, capacity(s, uid))
    return max(0.0, 1.0 - s.minions[uid].blood / cap)


def cost_value(me: Me, p: Play) -> float:
    """The card and what it costs: blood from the minion playing it, pool."""
    if p.card < 0:
        return 0.0
    blood, pool = cost_of(me.s, p.card, p.x)
    value = CARD + pool * me.pool_w
    if blood and p.by in me.s.minions:
        left = hp(me.s, p.by) - blood
        value += blood * (BLOOD + (0.8 if left <= 0 and is_vampire(me.s, p.by) else 0.0))
    return value


# ---------------------------------------------------------------- blocks: chances and combats
def blockers_of(s: VTESState, seat: int) -> list[int]:
    """The untapped minions of a seat that may attempt a block."""
    return [u for u, m in s.ready_minions(seat) if not m.locked and not flagged(s, u, "cannot-block")]


def through_chance(me: Me, actor: int, stealth: int, target: int, undirected: bool = False) -> float:
    """The chance an action with ``stealth`` goes unblocked by ``target`` (and the predator for an
    undirected action), counting the stealth cards in hand."""
    s = me.s
    seats = [target] if not undirected else [me.prey, me.pred]
    chance = 1.0
    extra = me.hand_bonus(actor, MODIFIER, "stealth")
    for t in dict.fromkeys(seats):
        if t == me.seat:
            continue
        blockers = blockers_of(s, t)
        if not blockers:
            chance *= 0.95
            continue
        icpt = max(static(s, u, "intercept") for u in blockers)
        margin = stealth + extra - icpt
        stopped = 0.1 if margin >= 2 else 0.25 if margin == 1 else 0.5 if margin == 0 else 0.7
        chance *= 1 - (stopped * 0.5 if undirected else stopped)  # undirected actions are blocked less
    return chance


def blocked_risk(me: Me, actor: int, target: int) -> float:
    """What a block would cost the acting minion: the combat with the target's strongest blocker."""
    s = me.s
    blockers = blockers_of(s, target) if target != me.seat else []
    if not blockers or actor not in s.minions:
        return 0.3
    hit = max(strength(s, u) for u in blockers)
    if hit + 1 <= hp(s, actor) or me.has_card(actor, COMBAT, lambda f: f.ends or f.dodge):
        return 0.3 + 0.15 * hit  # some blood lost, or the combat ended
    return 0.3 + expected_hurt(s, actor, hit)


def combat_value(me: Me, mine: int, opp: int, mine_acts: bool = False) -> float:
    """One round of hand strikes between ``mine`` and ``opp``, with the best strike card in hand;
    "combat ends" caps a loss."""
    s = me.s
    if mine not in s.minions or opp not in s.minions:
        return 0.0
    hit = strength(s, mine) + max(0, me.hand_bonus(mine, COMBAT, "hit"))
    value = hurt(s, opp, hit) - expected_hurt(s, mine, strength(s, opp))
    if value < 0 and me.has_card(mine, COMBAT, lambda f: f.ends or f.dodge):
        value = -CARD
    return value


# ---------------------------------------------------------------- the minion phase
def bleed_value(me: Me, actor: int, amount: int, stealth: int, target: int) -> float:
    """A bleed: what the target loses (more with the modifiers in hand), if unblocked, less the risk."""
    s = me.s
    if target == me.seat or not s.in_game(target):
        return -1.0
    extra = me.hand_bonus(actor, MODIFIER, "bleed")
    gain = loss_value(me, target, amount + 0.6 * extra) + (0.2 if s.edge != me.seat else 0.0)
    chance = through_chance(me, actor, stealth, target)
    drawn = 0.3 * gain if me.actors > 1 else 0.0  # a block it draws locks a blocker for the next bleed
    return chance * gain + (1 - chance) * (drawn - blocked_risk(me, actor, target))


def hunt_value(me: Me, uid: int) -> float:
    """A hunt: worth most to an empty vampire (mandatory, VT-ACT-15), little to a full one."""
    s = me.s
    b = hp(s, uid)
    if b == 0:
        return 3.0
    need = blood_need(s, uid)
    return 0.9 if b <= 1 else 0.5 if b == 2 and need > 0.5 else 0.1 + need * 0.3


def diablerie_value(me: Me, uid: int, victim: int) -> float:
    """A rival's vampire in torpor burned (its blood to ours), unless the blood hunt would pass."""
    s = me.s
    owner = s.controller(victim)
    if owner == me.seat or owner < 0:
        return -5.0
    mine = sum(votes(s, u) for u in s.ready[me.seat] if is_vampire(s, u)) + (1 if s.edge == me.seat else 0)
    theirs = sum(votes(s, u) for t in s.remaining() if t != me.seat for u in s.ready[t] if is_vampire(s, u))
    theirs += 1 if s.edge not in (me.seat, -1) else 0
    hunt = 0.85 if theirs > mine else 0.3 if theirs == mine and theirs > 0 else 0.05
    gain = TORPOR + 0.3 * min(hp(s, victim), capacity(s, uid) - hp(s, uid)) + (1.0 if owner == me.prey else 0.0)
    chance = through_chance(me, uid, 0, owner)
    return chance * gain - hunt * (TORPOR + 0.3 * hp(s, uid)) - 0.5


def rescue_value(me: Me, uid: int, victim: int, paid: int) -> float:
    """A rescue of its own vampire (VT-ACT-27), the rescuer paying ``paid`` of the 2 blood."""
    s = me.s
    if s.controller(victim) != me.seat:
        return -2.0
    left = hp(s, uid) - paid
    return 2.6 - BLOOD * paid - (1.0 if left <= 0 else 0.0) - 0.2 * abs(hp(s, victim) - (2 - paid) - 1)


def default_value(me: Me, a: Action) -> float:
    """The default actions (VT-ACT-04)."""
    s = me.s
    verb = a.verb
    uid = int(a.args[0]) if a.args and isinstance(a.args[0], int) else -1
    penalty = me.guard_cost if uid == me.guard else 0.0
    if verb == "bleed":
        stealth = static(s, uid, "stealth")
        return bleed_value(me, uid, bleed_of(s, uid), stealth, me.prey) - penalty
    if verb == "hunt":
        return hunt_value(me, uid) - penalty
    if verb == "leave":
        return 2.5
    if verb == "rescue":
        return rescue_value(me, uid, int(a.args[1]), int(a.args[2])) - penalty
    if verb == "diablerize":
        return diablerie_value(me, uid, int(a.args[1])) - penalty
    if verb == "anarch":
        wants = any(CARDS[c].requires_text.find("Anarch") >= 0 for c in s.hand[me.seat] if c in CARDS)
        return 0.4 - penalty if wants and hp(s, uid) >= 4 else -1.0
    return -1.0


# ---------------------------------------------------------------- valuing a complete play
def rate_play(me: Me, ctx: Ctx, p: Play) -> float:
    """What a complete play (a card from hand or an ability) is worth now, its cost taken off."""
    use = play_use(p)
    if use is None:
        return rate_ability(me, ctx, p)
    if use.as_ in LASTING and unique_in_play(me.s, p.card):
        return -2.0  # a second copy of a unique card would be contested (VT-CONT-02)
    kind = use.as_
    if kind in (ACTION, ALLY, EQUIPMENT, RETAINER, POLITICAL):
        value = rate_action_card(me, p, use)
    elif kind == MODIFIER:
        value = rate_modifier(me, ctx, p)
    elif kind == REACTION:
        value = rate_reaction(me, ctx, p)
    elif kind == COMBAT:
        value = rate_combat_card(me, ctx, p)
    elif kind == MASTER:
        value = rate_master(me, p)
    elif kind == OOT:
        value = rate_out_of_turn(me, ctx, p)
    else:
        value = 0.0
    return value - cost_value(me, p)


LASTING = frozenset((MASTER, ALLY, EQUIPMENT, RETAINER))


def unique_in_play(s: VTESState, card: int) -> bool:
    """A unique card of which a copy is already in play, anywhere at the table."""
    if not facts(card).unique:
        return False
    return any(pl.card == card for pl in s.placed.values()) or any(m.card == card for m in s.minions.values())


def target_fit(me: Me, p: Play, harmful: bool) -> float:
    """How well the targets suit the card: its own minions for a helpful card, a rival's (its
    prey's first) for a harmful one; seats likewise."""
    s = me.s
    score = 0.0
    for t in p.targets:
        if isinstance(t, int) and t in s.minions:
            sd = side(me, t)
            score += -sd if harmful else sd
            if not harmful and sd > 0:
                score += 0.3 * blood_need(s, t)
        elif is_seat(t):
            seat = token_seat(t)
            good = loss_value(me, seat, 1) if harmful else -loss_value(me, seat, 1)
            score += max(-2.0, min(2.0, good))
    return 0.3 * score


def action_target(me: Me, p: Play, use: Use) -> int:
    """The Methuselah a minion-phase play is directed at (-1: undirected)."""
    s = me.s
    spec = use.action
    if spec is not None and spec.bleed is not None:
        return me.prey
    for t in p.targets:
        if isinstance(t, int) and (t in s.minions or t in s.placed):
            c = s.controller(t)
            if c >= 0 and c != me.seat:
                return c
        if is_seat(t):
            return token_seat(t)
    return me.prey if spec is not None and spec.directed else -1


def rate_action_card(me: Me, p: Play, use: Use) -> float:
    """An action card, ally, equipment, retainer or political action played as an action."""
    s = me.s
    f = use_feat(p.card, p.use)
    spec = use.action
    stealth = (spec.stealth if spec is not None else 1) + static(s, p.by, "stealth")
    penalty = me.guard_cost if p.by == me.guard else 0.0
    if spec is not None and spec.bleed is not None:
        amount = bleed_of(s, p.by) + spec.bleed
        extra = 0.4 if f.has("on-success") else 0.0
        return bleed_value(me, p.by, amount, stealth, me.prey) + extra - penalty
    value = political_value(me, p) if use.as_ == POLITICAL else action_effect(me, p, use, f)
    target = action_target(me, p, use)
    if target >= 0:
        chance = through_chance(me, p.by, stealth, target)
    else:
        chance = through_chance(me, p.by, stealth, me.prey, undirected=True)
    return chance * value - (1 - chance) * 0.5 * blocked_risk(me, p.by, me.prey) - penalty


#: What an action that is not a bleed brings, by what it does (the first that applies).
ACTION_WORDS = (
    ("steal-pool", 1.6),
    ("look-hand", 0.5),
    ("open-hand", 0.5),
    ("put-in-play", 0.8),
    ("becomes-vampire", 0.9),
    ("steal-ally", 1.6),
    ("take-control", 1.5),
    ("burn-location", 1.2),
    ("employ", 1.0),
    ("equip", 1.1),
    ("self-locked", -1.0),
    ("recruit", 1.8),
)


def action_effect(me: Me, p: Play, use: Use, f: Feat) -> float:
    """What a (non-bleed) action does when it succeeds."""
    special = special_effect(me, p, f)
    if special is not None:
        return special
    for word, value in ACTION_WORDS:
        if f.has(word):
            bonus = 0.4 * facts(p.card).strength + 0.5 * facts(p.card).bleed if use.as_ == ALLY else 0.0
            return value + bonus + target_fit(me, p, f.harmful)
    if use.as_ == ALLY:
        return 1.8
    return 0.4 + target_fit(me, p, f.harmful)


def first_minion(s: VTESState, targets: Sequence[Any]) -> int:
    """The first target that is a minion (-1: none)."""
    return next((x for x in targets if isinstance(x, int) and x in s.minions), -1)


def special_effect(me: Me, p: Play, f: Feat) -> float | None:
    """Actions valued by their targets: blood to an uncontrolled vampire or a minion, a combat,
    pool burned."""
    s = me.s
    if f.has("uncontrolled") and f.blood:
        return uncontrolled_gain(me, first_minion(s, p.targets), f.blood)
    if f.has("enter-combat"):
        opp = first_minion(s, p.targets)
        return combat_value(me, p.by, opp, True) + (0.5 if opp >= 0 and s.controller(opp) == me.prey else 0.0)
    if f.burn_pool:
        return loss_value(me, me.prey, f.burn_pool)
    if f.has("put-on-self") and (f.bleed or f.strength):
        return 1.3 * f.bleed + 0.6 * f.strength
    if f.blood and p.targets:
        uid = p.targets[0]
        return f.blood * BLOOD * 2 * blood_need(s, uid) if isinstance(uid, int) and side(me, uid) > 0 else -1.0
    return None


# ---------------------------------------------------------------- political actions and votes
def allocation(token: Any) -> list[tuple[int, int]]:
    """Seats and points of an allocation term (``p1=2+p3=2``)."""
    out = []
    for part in str(token).split("+"):
        who, _, n = part.partition("=")
        if who[1:].isdigit() and n.isdigit():
            out.append((int(who[1:]) - 1, int(n)))
    return out


def clan_count(s: VTESState, seat: int, clan_slug: str) -> int:
    """How many vampires of a clan a seat controls (Consanguineous Boon)."""

    return sum(
        1 for u in s.ready[seat] + s.torpor[seat] if is_vampire(s, u) and slug(clan_of(s.minions[u]) or "") == clan_slug
    )


def terms_value(me: Me, f: Feat, targets: Sequence[Any]) -> float:
    """What a referendum's terms do to it and its rivals, in pool."""
    s = me.s
    if f.has("burn-pool-per-minion"):
        return sum(loss_value(me, x, len(s.ready[x]) + len(s.torpor[x])) for x in s.remaining())
    if not targets:
        return 0.0
    if f.has("move-pool"):
        src, _, alloc = str(targets[0]).partition(":")
        value = loss_value(me, int(src[1:]) - 1, 3) if src[1:].isdigit() else 0.0
        return value + sum(gain_value(me, x, n) for x, n in allocation(alloc))
    if f.has("allocate-burn"):
        value = sum(loss_value(me, x, n) for x, n in allocation(targets[-1]))
        if len(targets) > 1 and str(targets[0]).startswith("p"):
            value += gain_value(me, int(str(targets[0])[1:]) - 1, 1)
        return value
    if f.has("pool-per-clan"):
        return sum(gain_value(me, x, clan_count(s, x, str(targets[0]))) for x in s.remaining())
    return sum(0.6 * side(me, x) for x in targets if isinstance(x, int) and x in s.minions) * (
        -1.0 if f.has("no-reactions") else 1.0
    )


#: What a political action's likely terms bring, by what it does.
POLITICAL_GUESS = (
    ("allocate-4", 3.4),
    ("allocate-5", 5.0),
    ("move-pool", 3.5),
    ("pool-per-clan", 1.5),
    ("justicar", 1.2),
    ("no-reactions", 0.6),
)


def political_value(me: Me, p: Play) -> float:
    """A political action: its likely terms, times the chance its votes carry them."""
    s = me.s
    f = use_feat(p.card, p.use)
    if f.has("burn-pool-per-minion"):
        value = terms_value(me, f, ())
    else:
        value = next((v for word, v in POLITICAL_GUESS if f.has(word)), 1.0)
        if f.has("move-pool") and not any(s.pool[t] > me.pool for t in s.remaining()):
            value = -1.0
    return pass_chance(me, extra=1) * value


def seat_votes(s: VTESState, seat: int) -> int:
    """The votes a seat can cast: its ready vampires' titles and the Edge."""
    return sum(votes(s, u) for u in s.ready[seat] if is_vampire(s, u)) + (1 if s.edge == seat else 0)


def pass_chance(me: Me, extra: int = 0) -> float:
    """The chance a referendum it calls passes: its votes against its prey's and predator's."""
    s = me.s
    mine = seat_votes(s, me.seat) + extra
    hostile = seat_votes(s, me.prey) + (seat_votes(s, me.pred) if me.pred != me.prey else 0)
    margin = mine - hostile
    return 0.9 if margin >= 2 else 0.7 if margin == 1 else 0.35 if margin == 0 else 0.1


def referendum_side(me: Me, ref: Referendum) -> str | None:
    """For, against, or None when it does not care."""
    s = me.s
    if ref.rkind == BLOOD_HUNT:
        owner = s.controller(ref.subject) if ref.subject in s.minions else -1
        return "against" if owner == me.seat else "for"
    if ref.caller == me.seat:
        return "for"
    value = 0.0
    if ref.aplay is not None and ref.aplay.card >= 0:
        value = terms_value(me, use_feat(ref.aplay.card, ref.aplay.use), ref.aplay.targets)
    elif ref.aplay is not None and ref.source_card >= 0 and s.placed.get(ref.aplay.source) is not None:
        value = 0.8 if s.placed[ref.aplay.source].controller == me.seat else -0.3
    if value > 0.2:
        return "for"
    return "against"


def ref_margin(s: VTESState, ref: Referendum, want: str) -> int:
    """How far its side is from losing: 0 or more wins as things stand, -1 needs one more vote (a
    tie fails a referendum, VT-REF-07)."""
    vf, va, bf, ba = ref.tally(s)
    if bf > ba:
        vf += 3
    elif ba > bf:
        va += 3
    lead = vf - va if want == "for" else va - vf
    return lead - 1 if want == "for" else lead


def poll_choice(me: Me, ref: Referendum, legal: Sequence[Action]) -> Action | None:
    """Cast every free source on its side; the Edge, a political card or a vote card only when
    they decide the referendum (VT-EDGE-04, VT-VOTE-03)."""
    want = referendum_side(me, ref)
    if want is None:
        return PASS
    free = [a for a in legal if a.verb == "vote" and a.args[-1] == want and a.args[0] != "edge"]
    if free:
        return max(free, key=lambda a: 0 if a.args[0] == "card" else votes(me.s, int(a.args[0])))
    margin = ref_margin(me.s, ref, want)
    if margin >= 0 or margin < -5:
        return PASS
    edge = Action("vote", ("edge", want))
    if edge in legal and margin == -1:
        return edge
    burns = [a for a in legal if a.verb == "burn" and a.args[-1] == want]
    if burns and margin == -1:
        return burns[0]
    value, best = best_window_play(me, legal)
    return best if best is not None and value > THRESHOLD else PASS


def vote_play_value(me: Me, ctx: Ctx, p: Play) -> float:
    """A vote card or ability in a referendum: worth it when it carries its side."""
    ref = ctx.referendum
    if ref is None:
        return 0.0
    f = play_feat(me.s, p)
    want = referendum_side(me, ref)
    if want is None:
        return -1.0
    margin = ref_margin(me.s, ref, want)
    if margin >= 0:
        return -1.0
    stake = 3.0 if ref.rkind == BLOOD_HUNT else 2.0
    if f.has("cancel-referendum"):
        return stake if want == "against" else -1.0
    if f.has("abstains"):
        return abstain_value(me, ref, p, want, margin, stake)
    gain = f.votes
    if f.has("against") and want != "against":
        return -1.0
    return stake if gain + margin >= 0 else 0.4 * stake * gain / max(1, -margin)


def abstain_value(me: Me, ref: Referendum, p: Play, want: str, margin: int, stake: float) -> float:
    """Making an opposing voter abstain (Scalpel Tongue): worth the stake when it turns the vote."""
    s = me.s
    for t in p.targets:
        if isinstance(t, int) and t in s.minions and ref.side_of(t) not in (None, want):
            n = ref.vampire_votes(s, t)
            return stake if n + margin >= 0 else 0.5
    return -1.0


# ---------------------------------------------------------------- action modifiers and reactions
def course_of(ctx: Ctx) -> ActionCourse | None:
    """The action in progress of a context."""
    a = ctx.action
    return a if isinstance(a, ActionCourse) else None


def action_stake(me: Me, a: ActionCourse) -> float:
    """What the action in progress brings its actor when it succeeds (seen by the actor)."""
    s = me.s
    if a.is_bleed():
        return loss_value(me, a.target_seat, a.bleed_amount(s)) + 0.2
    return {"political": 1.5, "hunt": 1.2, "leave": 2.0, "rescue": 2.0, "diablerize": 3.0}.get(a.kind_, 1.0)


def rate_modifier(me: Me, ctx: Ctx, p: Play) -> float:
    """An action modifier by its own acting minion, at the stage of the action."""
    a = course_of(ctx)
    f = play_feat(me.s, p)
    if ctx.moment == "poll":
        return vote_play_value(me, ctx, p)
    if a is None or a.actor_seat != me.seat:
        return -1.0
    stage = ctx.moment
    if stage == "B":
        return evade_value(me, a, f, p.targets)
    if stage == "C":
        return pump_value(me, a, f) + (0.05 if "bleed" in p.targets else 0.0)
    if stage == "after":
        return after_value(me, a, f)
    if stage == "blocked":
        return 1.0 if f.has("end-action") and escape_worth(me, a) else -1.0
    return announce_value(me, a, f)


def evade_value(me: Me, a: ActionCourse, f: Feat, words: Sequence[Any] = ()) -> float:
    """State B: stealth (or a lower intercept, or a failed attempt) that keeps the block off; a card
    whose mode word is ``bleed`` gives no stealth."""
    s = me.s
    need = a.intercept(s) - a.stealth(s) + 1
    stake = max(0.5, action_stake(me, a)) + 0.5 * max(0.0, -combat_value(me, a.actor, a.blocker, True))
    if f.fails:
        return stake
    gain = (0 if "bleed" in words else f.stealth) + f.minus_icpt
    if gain <= 0 or need <= 0:
        return -1.0
    return stake if gain >= need else 0.3 * stake


def pump_value(me: Me, a: ActionCourse, f: Feat) -> float:
    """State C: a bigger bleed; never a card that cancels its own bleed."""
    s = me.s
    if not a.is_bleed() or f.has("burns-no-pool") or not f.bleed:
        return -1.0
    amount = a.bleed_amount(s)
    return loss_value(me, a.target_seat, amount + f.bleed) - loss_value(me, a.target_seat, amount)


def after_value(me: Me, a: ActionCourse, f: Feat) -> float:
    """After resolution: unlock the actor to act again; blood from a referendum's margin."""
    s = me.s
    if f.unlock and a.actor in s.minions and s.minions[a.actor].locked:
        return 1.3 if hp(s, a.actor) >= 2 else 0.2
    if f.has("referendum-passed"):
        return 1.0
    return -1.0


def announce_value(me: Me, a: ActionCourse, f: Feat) -> float:
    """As the action is announced: worth it only against a target with blockers."""
    s = me.s
    target = a.target_seat if a.directed else me.prey
    blockers = blockers_of(s, target) if target >= 0 and target != me.seat else []
    if not blockers:
        return -1.0
    stake = max(0.5, action_stake(me, a))
    if f.stealth and f.has("even-if-not-needed"):
        return 0.5 * stake
    if f.has("cannot-block") or f.has("flag:no-vampire-block"):
        return 0.6 * stake
    return -1.0


def escape_worth(me: Me, a: ActionCourse) -> bool:
    """Whether ending a blocked action beats the combat that follows (the block would torpor it)."""
    return a.blocked_by >= 0 and combat_value(me, a.actor, a.blocked_by, True) < -1.5


def threat_value(me: Me, a: ActionCourse) -> float:
    """What the action in progress would cost this seat if it succeeds."""
    s = me.s
    if a.is_bleed():
        if a.target_seat != me.seat:
            return 0.0
        amount = a.bleed_amount(s) + 0.5
        return -loss_value(me, me.seat, amount)
    if a.kind_ == "diablerize" and s.controller(a.victim) == me.seat:
        return 5.0
    if a.kind_ == "political":
        return 1.2
    if a.kind_ in ("hunt", "leave", "anarch", "equip"):
        return 0.0
    return 0.8 if a.directed and a.target_seat == me.seat else 0.3


def rate_reaction(me: Me, ctx: Ctx, p: Play) -> float:
    """A reaction: intercept that makes its block succeed, a wake or unlock-and-block when it
    needs a blocker, a bounce or a reduction of a bleed against it, votes."""
    if ctx.moment == "poll":
        return vote_play_value(me, ctx, p)
    a = course_of(ctx)
    if a is None or a.actor_seat == me.seat:
        return -1.0
    f = play_feat(me.s, p)
    if f.bounce or f.reduce:
        return bleed_defence(me, a, f, p)
    if ctx.moment == "B":
        return intercept_value(me, a, f, p)
    if ctx.moment == "after":
        return 1.0 if f.unlock and p.by == a.blocked_by else -1.0
    if f.block or f.wake or f.unlock:
        return wake_value(me, a, p, f)
    if f.has("stealth-to-zero"):
        return 0.6 * threat_value(me, a) if a.stealth(me.s) > 0 and best_blocker(me, a)[0] > 0 else -1.0
    return -1.0


def bleed_defence(me: Me, a: ActionCourse, f: Feat, p: Play) -> float:
    """Bounce or reduce a bleed against it, once blocks are declined (state C)."""
    s = me.s
    if not a.is_bleed() or a.target_seat != me.seat or a.stage != "C":
        return -1.0
    amount = a.bleed_amount(s)
    if f.bounce:
        to = next((token_seat(t) for t in p.targets if is_seat(t)), -1)
        if to < 0 and f.has("predators-predator"):
            to = s.predator(s.predator(me.seat))
        if to < 0 or to == me.seat:
            return -1.0
        locks = 0.4 if f.has("lock-self") else 0.0
        return -loss_value(me, me.seat, amount) + loss_value(me, to, amount) - (0.6 if amount <= 1 else 0.0) - locks
    cut = min(f.reduce, amount)
    return -loss_value(me, me.seat, amount) + loss_value(me, me.seat, amount - cut) - (0.5 if amount <= 1 else 0.0)


def bounce_later(me: Me, a: ActionCourse) -> float:
    """What a bounce card in hand would be worth in state C against the bleed now announced: the
    bleed it saves and what the best other seat loses (its prey first)."""
    s = me.s
    if not a.is_bleed() or a.target_seat != me.seat:
        return -1.0
    untapped = [u for u, m in s.ready_minions(me.seat) if not m.locked]
    if not any(
        f.bounce and me.usable_by(u, use) for _c, _i, use, f in me.hand_feats if use.as_ == REACTION for u in untapped
    ):
        return -1.0
    amount = a.bleed_amount(s)
    seats = [t for t in s.remaining() if t not in (me.seat, a.actor_seat)]
    if not seats:
        return -1.0
    best = max(loss_value(me, t, amount) for t in seats)
    return -loss_value(me, me.seat, amount) + best - 1.0


def intercept_value(me: Me, a: ActionCourse, f: Feat, p: Play) -> float:
    """State B with its minion attempting to block: the intercept that makes the block succeed."""
    s = me.s
    if a.blocker < 0 or s.controller(a.blocker) != me.seat or not f.intercept:
        return -1.0
    need = a.stealth(s) - a.intercept(s)
    stake = threat_value(me, a) + combat_value(me, a.blocker, a.actor)
    if stake <= 0:
        return -1.0
    return stake if f.intercept >= need else 0.3 * stake


def wake_value(me: Me, a: ActionCourse, p: Play, f: Feat) -> float:
    """State A: wake (or unlock and block with) a locked minion when nobody untapped can block."""
    s = me.s
    if a.stage != "A" or not a.may_block(s, me.seat):
        return -1.0
    if p.by not in s.minions or not s.minions[p.by].locked or a.woken(p.by):
        return -1.0
    value, _ = best_blocker(me, a)
    if value > 0:
        return -1.0  # an untapped blocker will do
    stake = threat_value(me, a)
    icpt = static(s, p.by, "intercept") + f.intercept + me.hand_bonus(p.by, REACTION, "intercept")
    if icpt < a.stealth(s) or stake < 1.5:
        return -1.0
    return stake + combat_value(me, p.by, a.actor) - 0.5


def best_blocker(me: Me, a: ActionCourse) -> tuple[float, int]:
    """The block worth most (value, minion), among the untapped minions that may attempt it."""
    s = me.s
    stake = threat_value(me, a)
    best = (0.0, -1)
    for uid in a.candidates(s, me.seat):  # its minions, and its cards in play that can block
        icpt = a.intercept(s, uid) + (me.hand_bonus(uid, REACTION, "intercept") if uid in s.minions else 0)
        gap = icpt - a.stealth(s)
        chance = 0.0 if gap < 0 else 0.65 if gap == 0 else 0.95
        fight = combat_value(me, uid, a.actor)
        if fight < -2.0 and stake < 6:
            continue  # it would not survive the combat
        value = chance * (stake + fight) - 0.35
        if value > best[0]:
            best = (value, uid)
    return best


# ---------------------------------------------------------------- combat
class Fight:
    """One combat as this seat sees it: its minion, the opposing one, their strengths and blood."""

    def __init__(self, me: Me, c: Combat) -> None:
        s = me.s
        self.me = me
        self.c = c
        self.mine = c.a if s.controller(c.a) == me.seat else c.b
        self.opp = c.other(self.mine)
        self.ok = self.mine in s.minions and self.opp in s.minions

    def strength(self, uid: int) -> int:
        return self.c.strength(self.me.s, uid) if uid in self.me.s.minions else 0

    def chosen(self) -> Strike | None:
        """The opposing strike, once chosen (the acting minion's is chosen first, VT-STR-02)."""
        return next((st for u, st in self.c.chosen if u == self.opp), None)

    def opp_strike(self) -> tuple[float, float]:
        """(normal, aggravated) damage of the opposing strike: the one chosen, else its best."""

        s, c = self.me.s, self.c
        chosen = self.chosen()
        options = [chosen] if chosen is not None else intrinsic_strikes(s, c, self.opp)
        best = (0.0, 0.0)
        for st in options:
            d = strike_dmg(self, self.opp, st)
            dmg = (0.0, float(d)) if st.agg else (float(d), 0.0)
            if sum(dmg) > sum(best):
                best = dmg
        return best

    def taken(self, normal: float, agg: float) -> float:
        """What the opposing strike costs its minion; unknown yet, it may be a point stronger."""
        s = self.me.s
        if self.chosen() is not None or self.c.range != CLOSE:
            return hurt(s, self.mine, normal, agg)
        return expected_hurt(s, self.mine, normal, agg)

    def exchange(self, out: float, agg: bool = False, taken: tuple[float, float] | None = None) -> float:
        """Dealing ``out`` damage while taking the opposing strike (or ``taken``); nothing lands
        on an opponent that dodges or ends the combat."""
        s = self.me.s
        normal, aggd = self.opp_strike() if taken is None else taken
        theirs = self.chosen()
        if theirs is not None and theirs.kind == "ends":
            return 0.0
        dealt = (
            0.0
            if theirs is not None and theirs.kind == "dodge"
            else hurt(s, self.opp, 0 if agg else out, out if agg else 0)
        )
        return dealt - self.taken(normal, aggd)


def strike_dmg(fight: Fight, uid: int, st: Strike) -> int:
    """The damage a strike deals at the combat's range (VT-STR-05, VT-STR-06)."""
    c = fight.c
    if st.kind == "hand":
        return fight.strength(uid) + st.amount if c.range == CLOSE else 0
    if st.kind == "damage":
        return st.amount if st.ranged or c.range == CLOSE else 0
    return 0


def strike_value(fight: Fight, st: Strike) -> float:
    """One intrinsic strike (the hand strike, a weapon's) this round."""
    if st.kind in ("hand", "damage"):
        return fight.exchange(strike_dmg(fight, fight.mine, st), st.agg)
    if st.kind == "dodge":
        return 0.1
    if st.kind == "ends":
        return 0.05
    if st.kind == "steal":
        return fight.exchange(st.amount) + BLOOD * st.amount
    return fight.exchange(0)


def card_strike_value(fight: Fight, f: Feat) -> float:
    """A strike card by what its text says."""
    c = fight.c
    if f.ends:
        return 0.05 + (0.2 if f.unlock else 0.0)
    if f.dodge:
        return 0.1 + (0.3 if f.additional else 0.0)
    if f.has("strike:torpor"):
        return TORPOR + 0.5
    if f.steal:
        return fight.exchange(f.steal) + BLOOD * f.steal
    if f.hit >= 0:
        out = fight.strength(fight.mine) + f.hit if c.range == CLOSE else 0
        return fight.exchange(out, f.agg)
    if f.damage:
        return fight.exchange(f.damage, f.agg)
    return -1.0


def rate_combat_card(me: Me, ctx: Ctx, p: Play) -> float:
    """A combat card at its step: a strike, prevention, a maneuver, a press, or a boost."""
    c = ctx.combat
    if not isinstance(c, Combat):
        return -1.0
    fight = Fight(me, c)
    if not fight.ok:
        return -1.0
    f = play_feat(me.s, p)
    moment = ctx.moment
    if moment == "strike":
        return card_strike_value(fight, f) - strike_value(fight, HAND) - (0.1 if f.additional else 0.0)
    if moment == "damage":
        return prevention_value(me, c, f)
    if moment == "range":
        return maneuver_value(fight) if f.maneuver else -1.0
    if moment == "press":
        return press_value(fight, "continue") if f.press else -1.0
    if moment == "end-round":
        return BLOOD * lost_blood(c, fight.opp) if f.has("gain-blood-lost") else -1.0
    return boost_value(fight, f)


def boost_value(fight: Fight, f: Feat) -> float:
    """Before range or strikes: strength, environmental damage, an additional strike, grapple."""
    s = fight.me.s
    if not is_vampire(s, fight.mine) and f.has("vampire-only"):
        return -1.0
    base = fight.exchange(fight.strength(fight.mine))
    if base < -1.0 and not f.prevent:
        return -1.0  # it will leave this combat instead
    out = float(fight.strength(fight.mine))
    if f.strength:
        return fight.exchange(out + f.strength) - base
    if f.env:
        return fight.exchange(out + f.env) - base
    if f.additional:
        return fight.exchange(2 * out) - base
    if f.prevent:
        normal, agg = fight.opp_strike()
        return fight.exchange(out, taken=(max(0.0, normal - f.prevent), agg)) - base
    if f.has("hand-only"):
        return 0.3 if fight.strength(fight.mine) >= fight.strength(fight.opp) else -1.0
    if f.steal:
        return fight.exchange(out + f.steal) - base + BLOOD * f.steal
    if f.agg:
        return fight.exchange(out, True) - base
    return -0.5


def prevention_value(me: Me, c: Combat, f: Feat) -> float:
    """Damage prevention: worth what the damage it saves would have cost."""

    s = me.s
    d = damage_to(s, c)
    if d is None or s.controller(d[0]) != me.seat:
        return -1.0
    target, normal, agg = d[0], d[1], d[2]
    n = f.prevent if f.prevent else 1
    if f.has("x"):
        n = 1  # X+1: the X paid for it is yet to come
    take_agg = min(agg, n)
    take_normal = min(normal, n - take_agg)
    return hurt(s, target, normal, agg) - hurt(s, target, normal - take_normal, agg - take_agg)


def maneuver_value(fight: Fight) -> float:
    """A maneuver: worth the difference between the ranges for its best strike."""
    c = fight.c
    here = best_strike_at(fight)
    c.range = "long" if c.range == CLOSE else CLOSE
    try:
        there = best_strike_at(fight)
    finally:
        c.range = "long" if c.range == CLOSE else CLOSE
    return there - here - 0.2


def best_strike_at(fight: Fight) -> float:
    """The best strike it has at the combat's range (intrinsic, or a strike card in hand)."""

    me = fight.me
    best = max((strike_value(fight, st) for st in intrinsic_strikes(me.s, fight.c, fight.mine)), default=-1.0)
    for _card, _i, use, f in me.hand_feats:
        if use.as_ == COMBAT and me.usable_by(fight.mine, use) and f.has("strike-card"):
            best = max(best, card_strike_value(fight, f) - CARD)
    return best


def press_value(fight: Fight, how: str) -> float:
    """A press: continue when another round favours it, end when it does not."""
    c = fight.c
    saved = c.range
    c.range = CLOSE
    try:
        nxt = best_strike_at(fight)
    finally:
        c.range = saved
    if how == "continue":
        return nxt - 0.4 if c.press <= 0 else -1.0
    return -nxt - 0.2 if c.press > 0 else -1.0


# ---------------------------------------------------------------- master and out-of-turn cards
#: What a master card brings, by what it is (the first that applies, :func:`master_kind`).
MASTER_WORDS = (
    ("hunting-ground", 3.0),
    ("transfers", 2.0),
    ("hand-size", 1.2),
    ("uncontrolled", 1.6),
    ("burns-own-pool", -2.0),
    ("lock-target", 0.9),
    ("put-on-any", 0.7),
    ("put-on-prey", 1.2),
    ("put-on-yours", 1.6),
    ("put-on-any-vampire", 1.7),
    ("blood-to-any", 0.9),
    ("location", 1.2),
    ("put-in-play", 0.8),
)


@cache
def master_kind(card: int, i: int) -> frozenset[str]:
    """What a master card's use is, from its primitives, targets and what it keeps giving in play:
    a hunting ground, transfers, hand size, a card put on someone's minion..."""

    use = CARDS[card].uses[i]
    f = use_feat(card, i)
    out = set(f.tags)
    abilities = [ability_gives(ab) for ab in ABILITIES.get(card, ())]
    if any(g.has("hunting-ground") for g in abilities):
        out.add("hunting-ground")
    for stat in ("transfers", "hand size"):
        if any(hasattr(fn, "at") for fn in STATICS.get(stat, {}).get(card, ())):
            out.add(stat.replace(" ", "-"))
    if any(g.has("uncontrolled") and g.blood for g in abilities):
        out.add("uncontrolled")
    targets = use.targets
    if f.has("put-on") and isinstance(targets, Minions):
        out.add({"yours": "put-on-yours", "prey": "put-on-prey"}.get(targets.whose, "put-on-any"))
    if f.blood and isinstance(targets, Minions) and targets.whose == "any":
        out.add("blood-to-any")
    if use.effect is LOCATION:
        out.add("location")
    return frozenset(out)


def rate_master(me: Me, p: Play) -> float:
    """A master card in its master phase: what it gives, trifles first (VT-CARD-35)."""
    s = me.s
    f = use_feat(p.card, p.use)
    kind = master_kind(p.card, p.use)
    if f.has("blood-to-pool"):
        return villein_value(me, p)
    value = next((v for word, v in MASTER_WORDS if word in kind), 0.6)
    if "trifle" in CARDS[p.card].kinds:
        value += 1.2
    harmful = f.harmful or "put-on-any" in kind or "lock-target" in kind
    if f.votes or master_votes(p.card):
        value = 0.4 + seat_votes(s, me.seat) * 0.3
    _, pool = cost_of(s, p.card, p.x)
    if pool:
        value += 0.6 * pool if me.pool - pool >= 5 else -1.0  # a lasting card repays its cost
    return value + target_fit(me, p, harmful)


@cache
def master_votes(card: int) -> int:
    """The votes a master card's abilities give."""
    return sum(ability_gives(ab).votes for ab in ABILITIES.get(card, ()))


def villein_value(me: Me, p: Play) -> float:
    """Villein: blood moved to the pool, worth it when the pool needs it and the vampire keeps some."""
    s = me.s
    amount = str(p.targets[1]).removeprefix("blood") if len(p.targets) > 1 else ""
    if not amount.isdigit() or not isinstance(p.targets[0], int):  # "3" or "blood3": the blood moved
        return -1.0
    uid, n = p.targets[0], int(amount)
    moved = min(n, hp(s, uid))
    keep = hp(s, uid) - moved
    return moved * (me.pool_w - 0.55) - (1.5 if keep < 1 else 0.0) + 0.3


def rate_out_of_turn(me: Me, ctx: Ctx, p: Play) -> float:
    """Out-of-turn master cards: burning the minion bleeding it for 4, cancelling a rival's master."""
    f = use_feat(p.card, p.use)
    a = course_of(ctx)
    if f.has("burn-acting-minion") and a is not None:
        return TORPOR + threat_value(me, a)
    if f.has("cancel-master") and ctx.played is not None:
        return 1.0 if ctx.played.seat in (me.prey, me.pred) else -1.0
    return -1.0


# ---------------------------------------------------------------- abilities of cards in play
def rate_ability(me: Me, ctx: Ctx, p: Play) -> float:
    """An ability of a card in play or a minion's text, by what its name says."""
    s = me.s
    ab = play_ability(s, p)
    if ab is None:
        return -1.0
    f = ability_gives(ab)
    if f.has("discard-cost"):
        return ability_value(me, ctx, p, ab, f) - 2 * CARD  # the card discarded is its cost
    return ability_value(me, ctx, p, ab, f)


def ability_value(me: Me, ctx: Ctx, p: Play, ab: Ability, f: Feat) -> float:
    """An ability by when it is used: as an action, during an action, a referendum, a combat, or a
    phase."""
    if ab.action is not None:
        return ability_action_value(me, p, ab, f)
    if ctx.moment in ("A", "B", "C", "after", "blocked", "announce"):
        return ability_in_action(me, ctx, p, f)
    if ctx.moment == "poll":
        return vote_play_value(me, ctx, p)
    if ctx.combat is not None:
        return rate_combat_ability(me, ctx, p, f)
    return ability_in_phase(me, p, f)


def ability_action_value(me: Me, p: Play, ab: Ability, f: Feat) -> float:
    """An ability that is an action (a hunt, a bleed, entering combat, burning a card)."""
    s = me.s
    spec = ab.action
    assert spec is not None
    penalty = me.guard_cost if p.by == me.guard else 0.0
    if spec.bleed is not None:
        return bleed_value(me, p.by, bleed_of(s, p.by) + spec.bleed, spec.stealth, me.prey) - penalty
    if spec.hunt:
        return hunt_value(me, p.by) - penalty
    if spec.political:
        return pass_chance(me) * 1.0 - penalty
    if f.has("enter-combat"):
        opp = next((x for x in p.targets if isinstance(x, int) and x in s.minions), -1)
        return combat_value(me, p.by, opp, True) - penalty
    if f.has("steal-location"):
        return -0.2  # a location stolen is stolen back: an action lost each turn
    if f.has("counter"):
        return 0.5 - penalty
    if f.has("burn-card"):
        card_owner = s.placed[p.source].controller if p.source in s.placed else me.seat
        return (1.2 if card_owner != me.seat else 0.6) - penalty
    return 0.3 - penalty


def ability_in_action(me: Me, ctx: Ctx, p: Play, f: Feat) -> float:
    """An ability during an action: stealth or intercept that changes the block, an unlock."""
    s = me.s
    a = course_of(ctx)
    if a is None:
        return -1.0
    if a.actor_seat == me.seat:
        if ctx.moment == "B":
            return evade_value(me, a, f)
        if ctx.moment == "C":
            return pump_value(me, a, f)
        return after_value(me, a, f) if ctx.moment == "after" else -1.0
    if ctx.moment == "B" and f.intercept and a.blocker >= 0 and s.controller(a.blocker) == me.seat:
        need = a.stealth(s) - a.intercept(s)
        stake = threat_value(me, a) + combat_value(me, a.blocker, a.actor)
        return stake if f.intercept >= need and stake > 0 else -1.0
    if a.is_bleed() and a.target_seat == me.seat and a.stage == "C" and f.reduce:
        return bleed_defence(me, a, f, p)
    return -1.0


def rate_combat_ability(me: Me, ctx: Ctx, p: Play, f: Feat) -> float:
    """A combat ability: ending a combat it loses, strength when it fights, a press when winning."""
    c = ctx.combat
    fight = Fight(me, c)
    if not fight.ok:
        return -1.0
    if f.has("end-combat"):
        return -fight.exchange(fight.strength(fight.mine)) - 0.5
    if f.strength or f.maneuver or f.press:
        return boost_value(fight, f) if f.strength else -1.0
    return -1.0


#: What an ability used in a phase brings, by what it does.
PHASE_WORDS = (
    ("gain-pool", 1.0),
    ("lock-target", 1.0),
    ("blood-counters", 0.3),
    ("leave-torpor", 2.0),
)


def ability_in_phase(me: Me, p: Play, f: Feat) -> float:
    """Unlock, master, influence and discard phase abilities: blood, pool, cards."""
    if f.has("blood-or-pool"):
        return doll_value(me, p)
    if f.blood > 0:
        return blood_ability(me, p, f)
    if f.has("keep-ally"):
        return 0.6 if me.pool > 8 else -0.5
    if f.has("draw"):
        return 0.3
    return next((v for word, v in PHASE_WORDS if f.has(word)), -0.2)


def blood_ability(me: Me, p: Play, f: Feat) -> float:
    """Blood to one of its vampires (a hunting ground) or to an uncontrolled one."""
    s = me.s
    uid = first_minion(s, p.targets)
    if uid < 0:
        return 0.8 * f.blood if f.has("uncontrolled") and transfer_target(me) >= 0 else 0.2
    if s.region(uid) == "uncontrolled":
        return uncontrolled_gain(me, uid, f.blood)
    return (0.3 + blood_need(s, uid)) * f.blood if side(me, uid) > 0 else -1.0


def doll_value(me: Me, p: Play) -> float:
    """Blood Doll, Vessel: blood to the pool when the pool runs low, to an empty vampire otherwise."""
    s = me.s
    host = s.placed[p.source].host if p.source in s.placed else -1
    if host not in s.minions or not p.targets:
        return -1.0
    if p.targets[0] == "to-pool":
        return (me.pool_w - 0.55 * 2) if hp(s, host) >= 2 and me.pool <= 10 else -1.0
    return 0.5 if blood_need(s, host) > 0.6 and me.pool >= 12 else -1.0


# ---------------------------------------------------------------- plays offered by a window
def best_play(me: Me, ctx: Ctx, action: Action) -> tuple[float, Play | None]:
    """The best complete play behind ``play <card>`` or ``use <source> <n>``."""
    s = me.s
    if action.verb == "play":
        plays = action_plays(s, ctx, me.seat, action)
    elif action.verb == "use":
        plays = ability_plays_of(s, ctx, me.seat, int(action.args[0]), int(action.args[1]) - 1)
    else:
        return -9.0, None
    best: tuple[float, Play | None] = (-9.0, None)
    for p in plays:
        v = rate_play(me, ctx, p)
        if v > best[0]:
            best = (v, p)
    return best


def best_window_play(me: Me, legal: Sequence[Action], ctx: Ctx | None = None) -> tuple[float, Action | None]:
    """The best ``play``/``use``/``grant`` among the legal actions of a window."""
    if ctx is None:
        frame = top_window(me.s)
        if frame is None:
            return -9.0, None
        ctx = context(me.s, frame)
    best: tuple[float, Action | None] = (-9.0, None)
    for a in legal:
        if a.verb in ("play", "use"):
            v, _ = best_play(me, ctx, a)
        elif a.verb == "grant":
            v = grant_value(me, a)
        else:
            continue
        if v > best[0]:
            best = (v, a)
    return best


def grant_value(me: Me, a: Action) -> float:
    """An optional effect a card granted (more strength, an unlock for 1 blood, ...)."""
    key, uid = str(a.args[0]), int(a.args[1])
    if "strength" in key or "force" in key:
        return 0.8
    return 0.6 if hp(me.s, uid) >= 2 else -0.5


def top_window(s: VTESState) -> Window | None:
    """The window on top of the stack (the context of its plays)."""
    for f in reversed(s.stack):
        if isinstance(f, Window):
            return f
    return None


def choose_play(me: Me, legal: Sequence[Action], floor: float = THRESHOLD) -> Action | None:
    """The best play of the window on top, if it is worth more than ``floor``."""
    value, best = best_window_play(me, legal)
    return best if best is not None and value > floor else None


# ---------------------------------------------------------------- the phases
def influence_choice(me: Me, legal: Sequence[Action]) -> Action:
    """VT-INF: bring out, fill the vampire closest to capacity, draw a crypt card, keep a safe pool."""
    s = me.s
    brings = [a for a in legal if a.verb == "bring"]
    if brings:
        return brings[0]
    play = choose_play(me, legal, 0.3)
    if play is not None:
        return play
    floor = pool_floor(me)
    room = me.pool - floor
    if me.vampires >= TARGET_VAMPIRES and me.pool < 20:
        room = 0
    best = transfer_target(me)
    if best >= 0 and room > 0:
        need = capacity(s, best) - s.minions[best].blood
        k = min(need, room, s.transfers)
        move = Action("transfer", (best, k))
        if k > 0 and move in legal:
            return move
    crypt = Action("crypt")
    if crypt in legal and best < 0 and room >= 2 and me.vampires < TARGET_VAMPIRES:
        return crypt
    if me.pool <= 2:
        back = [a for a in legal if a.verb == "return"]
        if back:
            return back[0]
    return END


def pool_floor(me: Me) -> int:
    """The pool kept back: more with every vampire out (a slower influence as the pool runs low)."""
    return (1, 5, 9, 13, 16)[min(me.vampires, 4)]


def uncontrolled_gain(me: Me, uid: int, n: int) -> float:
    """Blood added to an uncontrolled vampire: worth the transfers it saves, if it can come out."""
    s = me.s
    if uid not in s.minions or uid not in s.uncontrolled[me.seat]:
        return 0.8 * n if transfer_target(me) >= 0 else 0.2
    held = {s.facts(u).slug for u in s.ready[me.seat] + s.torpor[me.seat] + s.contested[me.seat]}
    need = capacity(s, uid) - s.minions[uid].blood
    if need <= 0 or s.facts(uid).slug in held:
        return -0.5
    return min(n, need) * (0.9 if me.vampires < TARGET_VAMPIRES + 1 else 0.3)


def transfer_target(me: Me) -> int:
    """The uncontrolled vampire closest to capacity (-1: none); never a copy of a unique vampire it
    already controls, which could not be brought out (VT-CONT-06)."""
    s = me.s
    held = {s.facts(u).slug for u in s.ready[me.seat] + s.torpor[me.seat] + s.contested[me.seat]}
    best, gap = -1, 99
    for uid in s.uncontrolled[me.seat]:
        need = capacity(s, uid) - s.minions[uid].blood
        if 0 < need < gap and s.facts(uid).slug not in held:
            best, gap = uid, need
    return best


def minion_choice(me: Me, frame: MinionPhase, legal: Sequence[Action]) -> Action:
    """VT-MIN: the best action of any ready minion, or the end of the phase."""
    ctx = context(me.s, frame)
    best_v, best = (0.1, END) if END in legal else (-99.0, legal[0])
    for a in legal:
        if a.verb in ("play", "use"):
            v, p = best_play(me, ctx, a)
            v -= me.stay if p is not None and locks_a_minion(me.s, p) else 0.0
        elif a.verb in ("bleed", "hunt", "rescue", "diablerize", "anarch"):
            v = default_value(me, a) - me.stay
        elif a.verb == "leave":
            v = default_value(me, a)
        else:
            continue
        if v > best_v:
            best_v, best = v, a
    return best


def locks_a_minion(s: VTESState, p: Play) -> bool:
    """Whether a play is an action (its minion locks, VT-ANN-02)."""
    use = play_use(p)
    if use is not None:
        return use.as_ in (ACTION, ALLY, EQUIPMENT, RETAINER, POLITICAL)
    ab = play_ability(s, p)
    return ab is not None and ab.action is not None


def master_choice(me: Me, legal: Sequence[Action]) -> Action:
    """VT-MAST: the master card worth most (trifles first), else the end of the phase."""
    play = choose_play(me, legal, 0.2)
    return play if play is not None else END


def unlock_choice(me: Me, frame: UnlockPhase, legal: Sequence[Action]) -> Action:
    """VT-UNL: the Edge's pool first (VT-EDGE-03); hunting grounds and other unlock effects; contests
    yielded; the cards' unlock-phase effects in the order offered (VT-UNL-02); pass otherwise."""
    for a in legal:
        if a.verb == "edge":
            return a
    for a in legal:
        if a.verb in ("yield", "yield-title"):
            return a
        if a.verb == "infernal" and me.pool > 8:
            return a
        if a.verb == "withdraw" and me.pool <= 6:
            return a  # VT-WD: 1 VP for a Methuselah with no library left and little pool
    play = choose_play(me, legal, 0.2)
    if play is not None:
        return play
    effect = next((a for a in legal if a.verb == "effect"), None)
    if effect is not None:
        return effect
    return END if END in legal else PASS


def card_use(me: Me, card: int) -> float:
    """How usable a card of its hand is: below 0 when no vampire of its (in play or to come) could
    play it (clan, discipline), or a unique location it already has."""
    s = me.s
    f = facts(card)
    mine = [u for u in s.ready[me.seat] + s.torpor[me.seat] + s.uncontrolled[me.seat] if is_vampire(s, u)]
    if f.clans and not any(facts(s.minions[u].card).clans[:1] == f.clans[:1] for u in mine):
        return -1.0
    if f.disciplines and not any(level(s, u, code) for u in mine for code, _ in f.disciplines):
        return -1.0
    if f.is_type("Master") and f.unique and any(s.placed[p].card == card for p in s.inplay[me.seat]):
        return -1.0
    if card not in CARDS:
        return -0.5  # it cannot be played without stating its effect
    copies = me.s.hand[me.seat].count(card)
    return keep_value(me, card) - 0.35 * max(0, copies - 1)


def keep_action(me: Me, card: int, use: Use, f: Feat) -> float:
    return 1.8 if (use.action is not None and use.action.bleed is not None) or f.blood else 1.2


def keep_modifier(me: Me, card: int, use: Use, f: Feat) -> float:
    return 1.5 if f.bleed else 1.1 if f.stealth else 0.4


def keep_reaction(me: Me, card: int, use: Use, f: Feat) -> float:
    return 1.4 if f.bounce else 1.0 if f.intercept or f.wake or f.reduce or f.block else 0.4


def keep_combat(me: Me, card: int, use: Use, f: Feat) -> float:
    return 0.9 if f.ends or f.dodge or f.prevent or f.hit >= 0 or f.steal else 0.5


def keep_master(me: Me, card: int, use: Use, f: Feat) -> float:
    return 1.3 if "trifle" in CARDS[card].kinds else 1.2


def keep_political(me: Me, card: int, use: Use, f: Feat) -> float:
    return 0.7 if seat_votes(me.s, me.seat) else 0.4


KEEP = {
    ACTION: keep_action,
    ALLY: lambda me, card, use, f: 1.3,
    EQUIPMENT: lambda me, card, use, f: 1.2,
    RETAINER: lambda me, card, use, f: 1.1,
    MODIFIER: keep_modifier,
    REACTION: keep_reaction,
    COMBAT: keep_combat,
    MASTER: keep_master,
    POLITICAL: keep_political,
}


def keep_value(me: Me, card: int) -> float:
    """What keeping a playable card is worth, by what its uses do (bleeds and the influence first,
    the cards that only matter now and then last), less when it cannot be paid for soon."""
    best = 0.2
    for i, use in enumerate(CARDS[card].uses):
        fn = KEEP.get(use.as_)
        best = max(best, fn(me, card, use, use_feat(card, i)) if fn is not None else 0.5)
    return best * affordable(me, card)


def affordable(me: Me, card: int) -> float:
    """1 for a card it can pay for with room to spare; less for one its pool or blood cannot."""
    s = me.s
    blood, pool = cost_of(s, card, 0)
    factor = 1.0
    if pool and me.pool - pool < 6:
        factor *= 0.4
    if blood and max((hp(s, u) for u in s.ready[me.seat] if is_vampire(s, u)), default=0) < blood + 1:
        factor *= 0.6
    return factor


def discard_choice(me: Me, legal: Sequence[Action], must: bool = False) -> Action:
    """VT-DISC: the card least worth keeping goes, unless every card is worth its place."""
    options = [a for a in legal if a.verb == "discard"]
    if not options:
        return END if END in legal else legal[0]

    def worth(a: Action) -> float:
        card = card_of_slug(me.s, me.seat, str(a.args[0]))
        return card_use(me, card) if card is not None else 0.0

    worst = min(options, key=worth)
    if must or worth(worst) < (1.0 if me.s.library[me.seat] else 0.5):
        return worst  # a card drawn is worth about 1: the worst card is cycled away
    return END if END in legal else worst


# ---------------------------------------------------------------- actions in progress
def course_choice(me: Me, a: ActionCourse, legal: Sequence[Action]) -> Action:
    """An action in progress: its own (modifiers), one it may block, one that hits it (reactions)."""
    ctx = context(me.s, a)
    if a.actor_seat == me.seat:
        play = choose_play_ctx(me, legal, ctx)
        return play if play is not None else PASS
    if a.stage == "A" and a.may_block(me.s, me.seat):
        return block_choice(me, a, legal, ctx)
    involved = a.target_seat == me.seat or (a.blocker >= 0 and me.s.controller(a.blocker) == me.seat)
    involved = involved or (a.blocked_by >= 0 and me.s.controller(a.blocked_by) == me.seat)
    if not involved:
        return PASS
    play = choose_play_ctx(me, legal, ctx)
    return play if play is not None else PASS


def choose_play_ctx(me: Me, legal: Sequence[Action], ctx: Ctx, floor: float = THRESHOLD) -> Action | None:
    """The best play in a given context, if it is worth more than ``floor``."""
    value, best = best_window_play(me, legal, ctx)
    return best if best is not None and value > floor else None


def block_choice(me: Me, a: ActionCourse, legal: Sequence[Action], ctx: Ctx) -> Action:
    """State A, its turn to block: the best block, a wake first when nobody untapped can, a reaction
    worth more, or a pass (which declines the block, VT-BLK-06)."""
    value, uid = best_blocker(me, a)
    play_v, play = best_window_play(me, legal, ctx)
    if bounce_later(me, a) > max(value, play_v, THRESHOLD):
        return PASS  # the bleed is bounced once blocks are declined (state C)
    if play is not None and play_v > max(value, THRESHOLD):
        return play
    block = Action("block", (uid,))
    if uid >= 0 and value > 0.3 and block in legal:
        return block
    return PASS


# ---------------------------------------------------------------- combat windows
def combat_choice(me: Me, w: CombatWindow, legal: Sequence[Action]) -> Action:
    """A combat step (VT-CMB-07): a maneuver, a press or a card when worth it, else pass."""
    c = current_combat(me.s)
    if c is None:
        return PASS
    fight = Fight(me, c)
    ctx = context(me.s, w)
    best_v, best = THRESHOLD, PASS
    for a in legal:
        if a.verb == "maneuver":
            v = maneuver_value(fight)
        elif a.verb == "press":
            v = press_value(fight, str(a.args[1]))
        else:
            continue
        if v > best_v:
            best_v, best = v, a
    play_v, play = best_window_play(me, legal, ctx)
    if play is not None and play_v > best_v:
        return play
    return best


def strike_choice(me: Me, frame: StrikeChoice, legal: Sequence[Action]) -> Action:
    """VT-STR: the strike worth most this round, a strike card only when it beats the hand strike."""

    s = me.s
    c = current_combat(s)
    if c is None:
        return legal[0]
    fight = Fight(me, c)
    options = {st.name: st for st in intrinsic_strikes(s, c, frame.uid)}
    best_v, best = -99.0, legal[0]
    ctx = strike_ctx(s, frame)
    for a in legal:
        if a.verb == "strike":
            st = options.get(str(a.args[0]))
            v = strike_value(fight, st) if st is not None else -5.0
        elif a.verb == "play":
            v, _ = best_play(me, ctx, a)
            v += strike_value(fight, HAND)
        else:
            continue
        if v > best_v:
            best_v, best = v, a
    return best


def prevent_choice(me: Me, w: PreventWindow, legal: Sequence[Action]) -> Action:
    """VT-DMG-02: a free shield always; a prevention card when the damage would cost much."""
    s = me.s
    c = current_combat(s)
    for a in legal:
        if a.verb == "shield":
            return a
    if c is None:
        return PASS
    play = choose_play_ctx(me, legal, context(s, w), 0.5)
    return play if play is not None else PASS


# ---------------------------------------------------------------- pending plays and questions
def frame_ctx(s: VTESState, below: int) -> Ctx:
    """The context a pending play belongs to: the window (or strike choice) under it."""
    for f in reversed(s.stack[:below]):
        if isinstance(f, Window):
            return context(s, f)
        if isinstance(f, StrikeChoice):
            return strike_ctx(s, f)  # type: ignore[no-any-return]
    return Ctx("minion")


def pending_choice(me: Me, frame: PendingPlay, legal: Sequence[Action]) -> Action:
    """Each step of a play is the value of the best complete play left (VT-CARD-15); the terms of a
    referendum are those worth most to it."""
    s = me.s
    name, k, _values = frame.next_step()
    left = list(frame.plays)
    for step, slot, value in frame.chosen:
        left = [p for p in left if step_value(p, step, slot) == value]
    if frame.purpose == "terms":
        f = use_feat(left[0].card, left[0].use) if left and left[0].card >= 0 else Feat()
        scored = [(terms_value(me, f, p.targets), p) for p in left]
    else:
        ctx = frame_ctx(s, len(s.stack) - 1)
        scored = [(rate_play(me, ctx, p), p) for p in left]
    if not scored or not name:
        return fallback(legal)
    _, best = max(scored, key=lambda vp: vp[0])
    want = Action(name, (step_value(best, name, k),))
    for a in legal:
        if a.verb == name and a.args and str(a.args[0]) == str(want.args[0]):
            return a
    return next((a for a in legal if a.verb != "back"), legal[0])


ASK_ORDER = ("diablerize", "choose", "take", "discipline", "trophy", "counters", "draw", "look")


def ask_choice(me: Me, frame: Ask, legal: Sequence[Action]) -> Action:
    """A question of a card: pay with cards or blood rather than pool, diablerize when safe, take
    what is offered."""
    s = me.s
    pay = ask_payment(me, legal)
    if pay is not None:
        return pay
    for a in legal:
        if a.verb == "diablerize":
            return a if diablerie_value(me, int(a.args[0]), int(a.args[1])) > 0 else fallback(legal)
    chooses = [a for a in legal if a.verb == "choose" and a.args and isinstance(a.args[0], int)]
    if chooses and all(a.args[0] in s.minions for a in chooses):
        return max(chooses, key=lambda a: side(me, int(a.args[0])) * (1 if "burn" not in frame.question else -1))
    for verb in ASK_ORDER:
        for a in legal:
            if a.verb == verb:
                return a
    return fallback(legal)


def ask_payment(me: Me, legal: Sequence[Action]) -> Action | None:
    """A payment asked: the cheapest; a cancellation that costs pool only while the pool is safe."""
    burns = [a for a in legal if a.verb == "burn"]
    if burns:
        return min(burns, key=lambda a: burn_cost(me, a))
    cancel = next((a for a in legal if a.verb == "cancel"), None)
    if cancel is not None:
        return cancel if me.pool > 6 else PASS
    return None


def burn_cost(me: Me, a: Action) -> float:
    """What a payment costs: pool, cards, or a vampire's blood."""
    s = me.s
    cost = 0.0
    for arg in a.args:
        text = str(arg)
        if text.endswith("-pool"):
            cost += int(text.split("-")[0]) * me.pool_w
        elif text.endswith("-cards"):
            cost += int(text.split("-")[0]) * CARD * 2
        elif text == "pool":
            cost += me.pool_w
        elif isinstance(arg, int) and arg in s.minions:
            cost += BLOOD + (2.0 if hp(s, arg) <= 1 else 0.0)
    return cost


def fallback(legal: Sequence[Action]) -> Action:
    """``pass``, ``end`` or the like; else the first action that is not ``back`` or assisted play."""
    for verb in DEFAULTS:
        for a in legal:
            if a.verb == verb and not a.args:
                return a
    for a in legal:
        if a.verb not in ("back", "assist", "assist-text", "withdraw"):
            return a
    return legal[0]


# ---------------------------------------------------------------- the player
def decide(me: Me, frame: Frame, legal: Sequence[Action]) -> Action | None:
    """The choice for the decision on top of the stack (None: no rule for it)."""
    if isinstance(frame, ActionCourse):
        return course_choice(me, frame, legal)
    if isinstance(frame, PendingPlay):
        return pending_choice(me, frame, legal)
    if isinstance(frame, MinionPhase):
        return minion_choice(me, frame, legal)
    if isinstance(frame, Referendum):
        return poll_choice(me, frame, legal)
    if isinstance(frame, StrikeChoice):
        return strike_choice(me, frame, legal)
    if isinstance(frame, CombatWindow):
        return combat_choice(me, frame, legal)
    if isinstance(frame, PreventWindow):
        return prevent_choice(me, frame, legal)
    if isinstance(frame, InfluencePhase):
        return influence_choice(me, legal)
    return phase_decide(me, frame, legal)


def phase_decide(me: Me, frame: Frame, legal: Sequence[Action]) -> Action | None:
    """The phases and questions outside actions and combat."""
    if isinstance(frame, MasterPhase):
        return master_choice(me, legal)
    if isinstance(frame, UnlockPhase):
        return unlock_choice(me, frame, legal)
    if isinstance(frame, DiscardPhase):
        return discard_choice(me, legal)
    if isinstance(frame, DiscardDown):
        return discard_choice(me, legal, must=True)
    if isinstance(frame, Ask):
        return ask_choice(me, frame, legal)
    if isinstance(frame, DrawChoice):
        return next((a for a in legal if a.args == ("library",)), legal[0])
    if isinstance(frame, Window):
        play = choose_play(me, legal, 0.5)
        return play if play is not None else None
    return None


def allowed(legal: Iterable[Action]) -> list[Action]:
    """Never a card played by stating its effect."""
    return [a for a in legal if a.verb not in ("assist", "assist-text")]


class VTESHeuristic:
    """The scripted V:TES player (see the module's docstring)."""

    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        """Its move for ``seat``, from the (determinized) state it is given."""
        legal = state.legal_actions()
        if len(legal) == 1 or not isinstance(state, VTESState) or not state.stack:
            return legal[0]
        options = allowed(legal) or list(legal)
        choice = decide(Me(state, seat), state.stack[-1], options)
        if choice is not None and choice in legal:
            return choice
        return fallback(options)
