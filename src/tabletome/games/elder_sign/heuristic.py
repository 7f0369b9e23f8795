"""A sensible Elder Sign player: it rates each adventure by its exact chance with the green dice
(:mod:`.odds`, cached) times what it gives, goes where that is best, and plays the dice by
rules of thumb (the hardest task first, keep the rare faces, discard what no task wants).

It plays every part of the box: items and relics add their dice when a card is hard, spells
secure the rare faces of a nearly lost attempt for a later one, clues reroll what no task wants (or,
when a roll completes nothing, what the nearest task does not use), allies act in
the Clock phase; it goes to the Entrance when hurt, when a souvenir is worth a turn or when no card
is worth trying, and there heals, buys the souvenir worth most to it (less for each card of its
kind held) or searches the Lost & Found; in the Lightless Pyramid it buys the Cairo and Dashur
option worth most for its price (more for a first card of its kind), places expedition tokens
where they help most and uses their spaces in the Clock phase.

It reads only its seat's view (the state it is given is a determinization: decks shuffled), so
a face-down card is rated by the mean of the unseen cards showing its back, not by the one the
determinization dealt there; a card's chance counts the dice the investigator's items and clues add.

``fast``: rate cards with :func:`.quick_odds.quick_chance` (never above the exact chance, at most
0.09 below it) instead of the exact solver, for a search's rollout players (``Game.rollout_agent``:
the exact solver took four fifths of a playout's time); with the green dice alone, and a face-down
card by the card the determinization put there (the cheaper rating of before).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import table as t
from .actions import parse_dice, parse_kept
from .attempt import ASIDE, DISCARD, POST, PRE, Attempt
from .dice import TERROR, Task, remove, value
from .odds import Attempt as OddsAttempt
from .odds import Kit, Odds
from .quick_odds import quick_chance
from .state import ENTRANCE

_CHANCE: dict[tuple[Any, ...], float] = {}
CACHE = 50_000
REWARD_WEIGHT = {"elder_sign": 8.0, "unique": 1.2, "spell": 1.0, "common": 0.8, "clue": 0.7, "ally": 1.0,
                 "remove_doom": 2.5, "gate": 0.3, "monster": -0.6, "doom": -2.0, "relic": 1.2, "expedition": 1.0,
                 "regain_sanity": 0.3, "regain_stamina": 0.3, "heal_sanity": 0.3, "heal_stamina": 0.3,
                 "expeditious": 0.8, "remove_monster": 0.6}  # fmt: skip
PENALTY_WEIGHT = {"doom": 2.0, "sanity": 0.8, "stamina": 0.8, "monster": 0.5, "lose_clue": 0.5, "trophy": 0.3,
                  "lose_elder_sign": 5.0, "lose_expedition": 0.8, "pharaoh": 1.5, "clock": 0.7, "lose_item": 0.6,
                  "lose_spell": 0.6, "lose_ally": 0.6, "lose_relic": 0.6}  # fmt: skip


def chance(tasks: tuple[Task, ...], ordered: bool, green: int) -> float:
    """The exact chance to complete ``tasks`` with ``green`` dice, focus and no clue (cached)."""
    key = (tasks, ordered, green)
    got = _CHANCE.get(key)
    if got is None:
        if len(_CHANCE) > CACHE:
            _CHANCE.clear()
        got = _CHANCE[key] = float(Odds(OddsAttempt(tasks, ordered=ordered)).before_roll(Kit(green=green)))
    return got


def worth(effects: Any, weights: dict[str, float]) -> float:
    total = 0.0
    for _, effect in effects:
        sides = [sum(weights.get(icon, 0.0) * n for icon, n in group) for group in effect]
        total += max(sides) if weights is REWARD_WEIGHT else min(sides)
    return total


SPACE_WORTH = {"remove_doom": 5.0, "clue": 2.0, "common": 1.5, "regain_stamina": 1.0, "regain_sanity": 1.0}
LACKING = {"clue": 0.2, "spell": 0.3, "ally": 0.3, "expedition": 0.3}
LAST_DITCH = (
    2  # dice in a failed roll at most, for a spell to be cast (measured: 16% of Museum games, 11% casting at any size)
)
HURRIED_DICE = 6  # the green dice: a playout's player rates cards with as many, so its estimates are at hand
CLUE_DIE = 0.5  # a clue held counts as half a green die when a card is rated
HOPELESS = -0.5  # no card better than this: a turn at the Entrance beats a likely failure
SHOP = 3  # trophies that make a trip to the Entrance worth a turn: a Unique Item's price
# What a souvenir is worth, less what each card of its kind already held takes off: an ally's
# ability comes back every day and a second spell secures fewer dice that matter, while a die item
# is spent, so more of them keep their worth.
SOUVENIR_WORTH = {"ally": 1.7, "relic": 1.6, "unique": 1.5, "spell": 1.3, "common": 0.9, "clue": 0.7}
HELD_DISCOUNT = {"relic": 0.2, "unique": 0.2, "spell": 0.6, "ally": 0.6, "common": 0.2, "clue": 0.15}


class ESHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int, fast: bool = False) -> None:
        self.rng = Rng(seed)
        self.fast = fast
        #: A ``time.process_time`` instant past which odds not yet worked out are estimated
        #: (:class:`~tabletome.engine.agent.Hurried`): set by a search that plays this player as its
        #: champion under a think time. None: always the exact odds.
        self.hurry_at: float | None = None

    def chance(self, s: Any, tasks: tuple[Task, ...], ordered: bool, green: int) -> float:
        if self.fast:
            return quick_chance(tasks, ordered, green, s.ed.faces[0])
        if self.hurried(tasks, ordered, green):
            return quick_chance(tasks, ordered, min(green, HURRIED_DICE), s.ed.faces[0])
        return chance(tasks, ordered, green)

    def hurried(self, tasks: tuple[Task, ...], ordered: bool, green: int) -> bool:
        """Past ``hurry_at``, exact odds not in the cache are not worked out: the quick estimate
        stands in, with ``HURRIED_DICE`` dice at most (a Lightless Pyramid movement rates every
        unseen card behind each face-down one, twice; one estimate with nine dice took 0.58 s)."""
        return (
            self.hurry_at is not None
            and (tasks, ordered, green) not in _CHANCE
            and time.process_time() >= self.hurry_at
        )

    def act(self, state: State, seat: int) -> Action:
        s: Any = state
        legal = s.legal_actions()
        if len(legal) == 1:
            only: Action = legal[0]
            return only
        top = s.stack[-1]
        if isinstance(top, Attempt):
            return self.dice(s, top, legal)
        verb = legal[0].verb
        pick = PICKERS.get(type(top).__name__)
        if pick is not None:
            return pick(self, s, top, legal)
        return self.fallback(s, legal, verb)

    # ------------------------------------------------------------ where to go
    def movement(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """The best-rated card; the entrance only to heal when hurt (waiting lets the doom come),
        or in the Pyramid to flip to Dashur once the Cairo cards are thin."""
        i = frame.inv
        rated = self.rated_moves(s, i, legal)
        best_value, best = max(rated, key=lambda x: x[0]) if rated else (-9.0, legal[0])
        hurt = min(s.sanity[i], s.stamina[i]) <= 1 and best_value < 0.5  # one more wound would devour
        if hurt or self.time_to_flip(s, best_value) or self.time_to_shop(s, i, best_value):
            return _to_entrance(s, i, legal)
        return best

    @staticmethod
    def time_to_shop(s: Any, i: int, best_value: float) -> bool:
        """The Museum's Entrance is worth a turn when nothing much is to be won on the cards and a
        souvenir worth it can be paid for (a die item or more; the Elder Sign when it is sold), or
        when no card is worth trying (once: a turn there is a turn no card is attempted)."""
        have = t.trophy_total(s, i)
        if s.pyramid:  # its options are bought on the way, in the Clock phase on the entrance
            return False
        if best_value < HOPELESS and s.where[i] != ENTRANCE:  # a turn there, not two: the doom comes
            return True
        prices = dict(_souvenirs(s))
        if "elder-sign" in prices:
            return have >= prices["elder-sign"] or (best_value < 0.3 and SHOP <= have < prices["elder-sign"] - 3)
        return best_value < 0.3 and have >= SHOP

    def rated_moves(self, s: Any, i: int, legal: Sequence[Action]) -> list[tuple[float, Action]]:
        rated = [(self.rate(s, i, _place(a)), a) for a in legal if a.verb == "go" and a.args[0] != "entrance"]
        rated += [(self.rate_unlock(s, _place(a)), a) for a in legal if a.verb == "unlock"]
        if s.where[i] >= 0:
            rated.append((self.rate(s, i, s.where[i]), next(a for a in legal if a.verb == "stay")))
        return rated

    @staticmethod
    def time_to_flip(s: Any, best_value: float) -> bool:
        return bool(s.pyramid and s.side == 0 and s.dashur_deck and s.turns >= 2 * len(s.team) and best_value < 1.0)

    def rate_unlock(self, s: Any, p: int) -> float:
        """A Hidden Chamber: the chance of its one unlock roll times its Chamber effect's worth."""
        from .pyramid import unlock_chance

        cards = [s.card(c) for c in unseen_like(s, p)]
        card = cards[0]
        green = min(6, t.free_dice(s, 0))
        p_open = float(unlock_chance(card.unlock, green, s.ed.faces[0])) if green else 0.0
        gain = sum(worth(c.chamber, REWARD_WEIGHT) for c in cards) / len(cards)
        return float(p_open * (gain + 0.5) * 0.6)

    def rate(self, s: Any, i: int, p: int) -> float:
        """A face-up card by its own worth; a face-down one (the Lightless Pyramid) by the mean worth
        of the unseen cards showing its back (the determinization's card is one guess of them)."""
        if self.fast or not (s.pyramid and s.down[p]):
            return self.rate_face(s, i, p)
        here = s.places[p]
        cards = unseen_like(s, p)
        total = 0.0
        for card in cards:
            s.places[p] = card
            total += self.rate_face(s, i, p)
        s.places[p] = here
        return total / len(cards)

    def rate_face(self, s: Any, i: int, p: int) -> float:
        tasks = tuple(task for _, task, _ in t.tasks_at(s, p))
        card = s.card(s.places[p])
        green = t.free_dice(s, 0)
        if any(task.sanity >= s.sanity[i] or task.stamina >= s.stamina[i] for task in tasks):
            return -1.0
        p_win = self.kit_chance(s, i, tasks, card.ordered, green) if green else 0.0
        gain = worth(card.rewards, REWARD_WEIGHT) + card.trophy * 0.4
        loss = worth(card.penalties, PENALTY_WEIGHT)
        fragile = 1.5 if min(s.sanity[i], s.stamina[i]) <= 2 else 1.0
        return float(p_win * gain - (1 - p_win) * loss * fragile)

    def kit_chance(self, s: Any, i: int, tasks: tuple[Task, ...], ordered: bool, green: int) -> float:
        """The chance with what the investigator brings counted as green dice: a free yellow or red
        die an item of theirs adds as one more die each, a clue (two at most) as half a die (between
        two whole numbers of dice, the chance in proportion). A playout's player (``fast``) keeps
        the green dice alone: the quick estimate with eight or nine dice made playouts about five
        times slower."""
        if self.fast:
            return self.chance(s, tasks, ordered, green)
        extra = float(sum(1 for colour in (1, 2) if t.free_dice(s, colour) > 0 and _brings(s, i, colour)))
        extra += CLUE_DIE * min(2, int(s.clues[i]))
        low = green + int(extra)
        p_low = self.chance(s, tasks, ordered, low)
        part = extra - int(extra)
        if part <= 0:
            return p_low
        return p_low + part * (self.chance(s, tasks, ordered, low + 1) - p_low)

    # ------------------------------------------------------------ the dice
    def dice(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action:
        if a.step == PRE:
            return self.before_roll(s, a, legal)
        if a.step == POST:
            return self.after_roll(s, a, legal)
        if a.step in (ASIDE, DISCARD):
            return self.aside(s, a, legal)
        return legal[0]

    def before_roll(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action:
        spends = [x for x in legal if x.verb in ("spend", "jenny", "take")]
        tasks_left = len(a.open_tasks(s))
        if spends and (a.battle or tasks_left >= 2 or len(a.pool) <= 3):
            return spends[0]
        for x in legal:
            if x.verb == "roll":
                return x
        return legal[-1]

    def after_roll(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action:
        completes = [x for x in legal if x.verb == "complete"]
        if completes:
            return max(completes, key=lambda x: self.completion_value(s, a, x))
        for x in legal:
            if x.verb == "change":
                return x
        reroll = self.useless_reroll(s, a, legal) or self.partial_reroll(s, a, legal)
        if reroll is not None:
            return reroll
        secure = self.secure(s, a, legal)
        if secure is not None:
            return secure
        return next(x for x in legal if x.verb == "pass")

    def secure(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action | None:
        """A roll that completes nothing with the attempt nearly lost: a spell secures the best dice an
        open task wants (ES-SPELL-01), so that they wait on it for a later attempt (ES-SPELL-06).
        Cast earlier, the dice it holds are missing from every roll until they are used."""
        spells = [x for x in legal if x.verb == "secure"]
        if not spells or len(a.pool) > LAST_DITCH:
            return None
        wanted = _wanted_faces(a.open_tasks(s))
        ranked = sorted((d for d in a.pool if _die_score(d, wanted) >= 2), key=lambda d: -_die_score(d, wanted))
        best: tuple[int, Action] | None = None
        for x in spells:
            dice = parse_dice(str(x.args[1]))
            if not dice or any(_die_score(d, wanted) < 2 for d in dice):
                continue
            if tuple(sorted(dice)) == tuple(sorted(ranked[: len(dice)])) and (best is None or len(dice) > best[0]):
                best = (len(dice), x)
        return best[1] if best else None

    def completion_value(self, s: Any, a: Attempt, x: Action) -> tuple[float, ...]:
        """The biggest task first; then, of identical dice (ES-ADV-11), a kept one that another open
        task wants stays kept, any other kept one goes first so a rolled die is rolled again."""
        n = int(x.args[0])
        text = str(x.args[1]) if len(x.args) > 1 else "-"
        pairs = parse_kept(text) if text != "-" else ()
        key, task, _ = a.tasks(s)[n - 1]
        left = list(a.pool)
        for d, where in pairs:
            if not where and d in left:  # version 1's moves name faces only: this roll's first
                left.remove(d)
        wanted = _wanted_faces([x for x in a.open_tasks(s) if x[0] != key]) - {8}
        kept_wanted = sum(1 for d, where in pairs if where and (d & 15) in wanted)
        pays_item = len(x.args) > 2
        return (len(task.icons), -kept_wanted, len(left), sum(value(d) for d in left) - len(pairs) * 0.1, -pays_item)

    def useless_reroll(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action | None:
        """A clue on the dice no open task wants: each marked, then rerolled (version 1: one move)."""
        wanted = _wanted_faces(a.open_tasks(s))
        return _reroll_move(a, legal, tuple(sorted(d for d in a.pool if (d & 15) not in wanted)))

    def partial_reroll(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action | None:
        """A roll that completes nothing, every die wanted by some task: a clue (ES-CLUE-01) rerolls
        the dice the nearest task does not use, rather than a die being lost to the failure."""
        if not any(x.verb in ("mark", "reroll") for x in legal):
            return None
        plans = [_partial(task, a.pool) for _, task, _ in a.open_tasks(s)]
        if not plans:
            return None
        kept = max(plans, key=lambda plan: (plan[0], len(plan[1])))[1]
        return _reroll_move(a, legal, remove(a.pool, kept))

    def aside(self, s: Any, a: Attempt, legal: Sequence[Action]) -> Action:
        wanted = _wanted_faces(a.open_tasks(s))
        scores = {d: _die_score(d, wanted) for d in set(a.pool)}
        keep = [x for x in legal if x.verb in ("focus", "assist")]
        if keep and scores:
            top = max(scores, key=lambda d: scores[d])
            if scores[top] >= 2:
                for x in keep:
                    if parse_dice(str(x.args[-1])) == (top,):
                        return x
        discards = [x for x in legal if x.verb == "discard"]
        if discards:
            return min(discards, key=lambda x: scores.get(parse_dice(str(x.args[0]))[0], 0))
        return legal[0]

    # ------------------------------------------------------------ the rest
    def entrance(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """The Elder Sign when it is sold and paid for; a heal when hurt (fully with trophies when a
        stat is low); else the souvenir worth most to this investigator; else First Aid when a stat is
        down 2 or low, or the Lost & Found (free, and better than nothing)."""
        i = frame.inv
        names = {str(a): a for a in legal}
        down = {x: getattr(s, f"max_{x}")[i] - getattr(s, x)[i] for x in ("sanity", "stamina")}
        lower = "sanity" if s.sanity[i] <= s.stamina[i] else "stamina"
        wants = ["buy elder-sign"]
        if min(s.sanity[i], s.stamina[i]) <= 2:
            wants += ["restore both"] if min(down.values()) >= 2 else []
            wants += [f"restore {lower}"] if down[lower] >= 2 else []
            wants += [f"first-aid {lower}"]
        for want in wants:
            if want in names:
                return names[want]
        buy = [a for a in legal if a.verb == "buy"]
        if buy:
            best = max(buy, key=lambda a: _souvenir_worth(s, i, str(a.args[0])))
            if _souvenir_worth(s, i, str(best.args[0])) > 0.5:
                return best
        if max(down.values()) >= 2 or min(s.sanity[i], s.stamina[i]) <= 3:
            worst = max(down, key=lambda x: down[x])
            return names.get(f"first-aid {worst}", legal[0])
        return names.get("lost-and-found", legal[0])

    def pyramid_entrance(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """An Elder Sign when it can be bought, a heal when hurt, else the dearest card, more when the
        investigator has none of its kind (so that every option has its turn); else the flip to
        Dashur; nothing on Dashur."""
        i = frame.inv
        hurt = min(s.sanity[i], s.stamina[i]) <= 2
        choices = frame.choices(s)

        def value(a: Action) -> float:
            price, effect = choices[int(a.args[0]) - 1]
            icons = dict(effect[1][0])
            if "regain_sanity" in icons or "regain_stamina" in icons:
                left = s.sanity[i] if "regain_sanity" in icons else s.stamina[i]
                return 5.0 if hurt and left <= 2 else 0.0
            return worth([effect], REWARD_WEIGHT) + 0.12 * float(price) + sum(_lacking(s, i, x) for x in icons)

        mine = [a for a in legal if a.verb == "option" and int(a.args[1]) == i + 1]
        if mine:
            best = max(mine, key=value)
            if value(best) >= 1.0:
                return best
        names = {a.verb: a for a in legal}
        if s.side == 0 and "flip" in names:
            return names["flip"]
        return names.get("no", legal[0])

    def mythos_choice(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        def cost(a: Action) -> float:
            c = frame.mythos(s).choices[int(a.args[0]) - 1]
            expert = 2.0 if c.expert and s.options["expert_mythos"] else 0.0
            return worth(c.effects, PENALTY_WEIGHT) - worth(c.effects, REWARD_WEIGHT) + expert

        return min(legal, key=cost)

    def pick_side(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        i = frame.inv

        def cost(a: Action) -> float:
            group = frame.groups[int(a.args[0]) - 1]
            total = 0.0
            for icon, n in group:
                if icon in ("sanity", "stamina"):
                    left = s.sanity[i] if icon == "sanity" else s.stamina[i]
                    total += n * (3.0 if left - n <= 0 else 1.0 / max(1, left))
                else:
                    total += REWARD_WEIGHT.get(icon, 0.0) * -n + PENALTY_WEIGHT.get(icon, 0.5) * n
            return total

        return min(legal, key=cost)

    def pick_investigator(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        what = "sanity" if frame.icon == "heal_sanity" else "stamina"
        return min(legal, key=lambda a: getattr(s, what)[int(a.args[0]) - 1])

    def place_monster(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        from .flow import PLACE_INDEX

        def crowd(a: Action) -> int:
            p = PLACE_INDEX[str(a.args[0])]
            return sum(1 for k in range(len(s.team)) if s.where[k] == p)

        return min(legal, key=crowd)

    def mandy(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """Reroll up to two dice no open task wants; else keep the reroll for later."""
        a = next(f for f in reversed(s.stack) if isinstance(f, Attempt))
        wanted = _wanted_faces(a.open_tasks(s))
        useless = tuple(sorted(d for d in a.pool if (d & 15) not in wanted))[:2]
        for x in legal:
            if useless and x.verb == "mandy" and parse_dice(str(x.args[0])) == useless:
                return x
        return legal[-1]  # pass

    def pick_space(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """ES-EXPD-02/07: a token goes where its space helps most now (a lasting space every day; a
        token that would wait, a heal nobody needs yet or the doom still low, counts half); the least
        useful one is lost."""
        from .effects import parse_effects

        team = [k for k in range(len(s.team)) if t.alive(s, k)] or [0]

        def value(a: Action) -> float:
            space = s.ed.pyramid.expedition[int(a.args[0]) - 1]
            icon = parse_effects(space.effects)[0][1][0][0][0] if space.effects else ""  # "regain_stamina 2"
            worth = SPACE_WORTH.get(icon, 0.5)
            if icon == "remove_doom":
                worth += s.doom
            elif icon.startswith("regain"):
                stat = "sanity" if icon.endswith("sanity") else "stamina"
                worth += 3.0 / max(1, min(getattr(s, stat)[k] for k in range(len(s.team)) if t.alive(s, k)))
            if space.use == "lasting":
                return worth * 1.5
            return worth * (1.0 if any(self.space_needed(s, k, space) for k in team) else 0.5)

        return max(legal, key=value) if frame.gain else min(legal, key=value)

    def clock_choice(self, s: Any, frame: Any, legal: Sequence[Action]) -> Action:
        """Items and allies of the Clock phase, and the Expedition's spaces: the lasting ones every
        day, a discarded token when its effect is needed (a heal when hurt, the doom when high)."""
        i = frame.inv
        for a in legal:
            if a.verb != "use":
                continue
            space = _space_named(s, str(a.args[0]))
            if space is None or space.use == "lasting" or self.space_needed(s, i, space):
                return a
        return next((a for a in legal if a.verb == "end"), legal[-1])

    @staticmethod
    def space_needed(s: Any, i: int, space: Any) -> bool:
        icon = space.effects[0] if space.effects else ""
        if "regain_stamina" in icon:
            return bool(s.stamina[i] <= s.max_stamina[i] - 2)
        if "regain_sanity" in icon:
            return bool(s.sanity[i] <= s.max_sanity[i] - 2)
        if "remove_doom" in icon:
            return bool(s.doom >= 3)
        return True

    def fallback(self, s: Any, legal: Sequence[Action], verb: str) -> Action:
        for a in legal:
            if a.verb in ("use", "heal", "start"):
                return a
        for a in legal:
            if a.verb == "end":
                return a
        return legal[0]


def _brings(s: Any, i: int, colour: int) -> bool:
    """Investigator ``i`` holds an item or relic adding a die of ``colour`` (ES-ADV-03)."""
    return any(colour in s.item(c).dice for c in s.items[i])


_DECKS = ("cairo_deck", "dashur_deck", "pharaoh_deck")


def unseen_like(s: Any, p: int) -> list[int]:
    """The cards the face-down card at ``p`` may be: the unseen ones (its stage deck and that deck's
    face-down cards, which every seat can count) showing the same back (ES-EGY-03), itself included."""
    from .pyramid import _back
    from .state import PLACES

    here = s.places[p]
    back = _back(s.card(here))
    deck: list[int] = next((getattr(s, d) for d in _DECKS if _same_pool(s, d, here)), [])
    down = [s.places[q] for q in range(PLACES) if s.down[q] and s.places[q] >= 0]
    out = [c for c in {*deck, *down} if _back(s.card(c)) == back]
    return out or [here]


def _same_pool(s: Any, deck: str, card: int) -> bool:
    a = s.card(card)
    if deck == "cairo_deck":
        return bool(a.kind == "egyptian" and a.stage == 1)
    if deck == "dashur_deck":
        return bool(a.stage == 2 and a.kind in ("egyptian", "hidden_chamber"))
    return bool(a.kind == "dark_pharaoh")


def _reroll_move(a: Attempt, legal: Sequence[Action], dice: tuple[int, ...]) -> Action | None:
    """The move that rerolls ``dice`` with a clue: the next die marked, or the reroll once they all
    are (version 1: the set rerolled in one move)."""
    if not dice:
        return None
    left = remove(dice, a.marked) if all(a.marked.count(d) <= dice.count(d) for d in a.marked) else None
    for x in legal:
        if x.verb == "reroll" and x.args and parse_dice(str(x.args[0])) == dice:
            return x
        if x.verb == "mark" and left and parse_dice(str(x.args[0]))[0] == left[0]:
            return x
        if x.verb == "reroll" and not x.args and left == ():
            return x
    return None


def _partial(task: Task, pool: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
    """How much of ``task`` the pool meets, greedily (a symbol by a die showing it, a number by the
    highest dice up to it), and the dice that do it, sorted."""
    left = sorted(pool, key=value, reverse=True)
    used: list[int] = []
    met = 0.0
    for icon in task._order:
        took = _take_number(left, icon.number) if icon.number else _take_symbol(left, icon)
        used += took
        met += min(1.0, sum(value(d) for d in took) / icon.number) if icon.number else len(took)
    return met / max(1, len(task.icons)), tuple(sorted(used))


def _take_symbol(left: list[int], icon: Any) -> list[int]:
    """A die showing the symbol (a Wildcard only when no other does), taken from ``left``."""
    fits = [d for d in left if icon.accepts(d & 15)]
    if not fits:
        return []
    d = min(fits, key=lambda d: (d & 15) == 8)
    left.remove(d)
    return [d]


def _take_number(left: list[int], n: int) -> list[int]:
    """The highest investigation dice of ``left`` (sorted high first) up to ``n``, taken from it."""
    took: list[int] = []
    for d in [d for d in left if (d & 15) <= 4 or (d & 15) == 8]:
        if sum(value(x) for x in took) >= n:
            break
        left.remove(d)
        took.append(d)
    return took


def _souvenirs(s: Any) -> list[tuple[str, int]]:
    from .flow import Entrance

    return Entrance(0, 0).souvenirs(s)


def _count(s: Any, i: int, what: str) -> int:
    """The cards of a kind investigator ``i`` holds (clues by number)."""
    return int(s.clues[i]) if what == "clue" else sum(1 for c in s.items[i] if s.item(c).kind == what)


def _lacking(s: Any, i: int, what: str) -> float:
    """What a first card of a kind (a first clue, a first expedition token on the sheet) adds."""
    if what == "expedition":
        return LACKING[what] if not any(s.expedition) else 0.0
    return LACKING.get(what, 0.0) if not _count(s, i, what) else 0.0


def _held(s: Any, i: int, what: str) -> float:
    """What the cards of a kind investigator ``i`` holds take off one more."""
    return HELD_DISCOUNT.get(what, 0.0) * _count(s, i, what)


def _souvenir_worth(s: Any, i: int, what: str) -> float:
    """A souvenir for investigator ``i``: its worth, less for the cards of its kind held (clues by count)."""
    if what in ("elder-sign", "elder_sign"):
        return 10.0
    return SOUVENIR_WORTH.get(what, 0.0) - _held(s, i, what)


def _space_named(s: Any, word: str) -> Any:
    from .actions import slug

    if s.ed.pyramid is None:
        return None
    return next((sp for sp in s.ed.pyramid.expedition if slug(sp.name) == word), None)


def _to_entrance(s: Any, i: int, legal: Sequence[Action]) -> Action:
    if s.where[i] == ENTRANCE:
        return next(a for a in legal if a.verb == "stay")
    return next(a for a in legal if a.args == ("entrance",))


def _place(a: Action) -> int:
    from .flow import PLACE_INDEX

    return PLACE_INDEX[str(a.args[0])]


def _wanted_faces(tasks: Sequence[tuple[int, Task, int]]) -> set[int]:
    wanted: set[int] = {8}
    for _, task, _ in tasks:
        for icon in task.icons:
            wanted |= {1, 2, 3, 4} if icon.number else set(icon.faces)
    return wanted


def _die_score(d: int, wanted: set[int]) -> float:
    f = d & 15
    if f == 8:
        return 4
    if f not in wanted:
        return -1 if f == TERROR else 0
    return value(d) if f <= 4 else 2.5


PICKERS = {
    "Movement": ESHeuristic.movement,
    "Entrance": ESHeuristic.entrance,
    "PickSide": ESHeuristic.pick_side,
    "PickInvestigator": ESHeuristic.pick_investigator,
    "PlaceMonster": ESHeuristic.place_monster,
    "MandyReroll": ESHeuristic.mandy,
    "PyramidEntrance": ESHeuristic.pyramid_entrance,
    "MythosChoice": ESHeuristic.mythos_choice,
    "PickSpace": ESHeuristic.pick_space,
    "ClockPhase": ESHeuristic.clock_choice,
}


def rollout_player(seed: int) -> ESHeuristic:
    """The scripted player of a search's playouts: adventures rated by the quick estimate of their
    odds (:mod:`.quick_odds`), never the exact solver."""
    return ESHeuristic(seed, fast=True)
