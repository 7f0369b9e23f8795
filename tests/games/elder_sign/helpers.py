"""Building Elder Sign positions for clause tests: a game, then fields and frames set by hand.

``new()`` is a real game after setup (seeded); ``table()`` clears it to a bare table: no monsters,
no locks, no Mythos card, every investigator on the entrance with full health and no cards, the
cards in play chosen by name. ``attempt()`` starts an attempt on top of the turn, as the
Resolution phase would, and ``roll()`` fixes the faces of the next roll.
"""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any

from tabletome.engine.rng import Rng
from tabletome.games.elder_sign import GAME
from tabletome.games.elder_sign.actions import parse_dice
from tabletome.games.elder_sign.attempt import POST, Attempt
from tabletome.games.elder_sign.data import ESEdition
from tabletome.games.elder_sign.flow import Turn
from tabletome.games.elder_sign.state import ENTRANCE, OW_BASE, PLACES, ESState, item_code

__all__ = ["ENTRANCE", "GAME", "OW_BASE"]


def new(players: int = 1, seed: int = 1, edition: ESEdition | None = None, **options: Any) -> ESState:
    s = GAME.new_state({"players": players, **options}, seed, edition)
    # a real game may open on a decision of setup (where a monster goes, Amanda's kit): play it out
    guard = 0
    while not isinstance(s.stack[-1], (Turn,)) and type(s.stack[-1]).__name__ != "Movement" and guard < 50:
        s.apply(s.legal_actions()[0])
        guard += 1
    return s


def standard_data() -> dict[str, Any]:
    path = resources.files("tabletome.games.elder_sign").joinpath("editions").joinpath("standard.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def edition_with(change: Callable[[dict[str, Any]], None]) -> ESEdition:
    data = copy.deepcopy(standard_data())
    change(data)
    return ESEdition(data, "test edition")


def adventure(s: ESState, name: str) -> int:
    """A card's code by name (an Other World card: OW_BASE + its index)."""
    for i, a in enumerate(s.ed.adventures):
        if a.name == name:
            return i
    for i, a in enumerate(s.ed.other_worlds):
        if a.name == name:
            return OW_BASE + i
    raise KeyError(name)


def investigator(s: ESState, name: str) -> int:
    return next(i for i, inv in enumerate(s.ed.investigators) if inv.name == name)


def table(s: ESState, cards: Sequence[str] = (), team: Sequence[str] = ()) -> ESState:
    """A bare table: the cards named in places a1.. (Other Worlds from w1), no monster, no lock, no
    Mythos; the investigators named (or the dealt ones) on the entrance, full health, no cards."""
    s.places = [-1] * PLACES
    s.monsters_at = [()] * PLACES
    s.down = [False] * PLACES
    s.locks = []
    s.mythos = -1
    s.secured = {}
    adv = world = 0
    for name in cards:
        code = adventure(s, name)
        if code >= OW_BASE:
            s.places[7 + world] = code
            world += 1
        else:
            s.places[adv] = code
            adv += 1
    for i in range(len(s.team)):
        if i < len(team):
            s.team[i] = investigator(s, team[i])
        inv = s.ed.investigators[s.team[i]]
        s.sanity[i] = s.max_sanity[i] = inv.sanity
        s.stamina[i] = s.max_stamina[i] = inv.stamina
        s.clues[i] = 0
        s.items[i] = ()
        s.trophies[i] = ()
        s.where[i] = ENTRANCE
        s.marker[i] = -1
        s.daily[i] = 0
    s.doom = s.signs = 0
    s.clock = 0
    s.midnights = 0
    s.awaken = s.awakened = False
    s.stack[:] = [s.stack[0]]
    s.stack[0].step = 0  # BEGIN
    s.changed()
    return s


def give(s: ESState, i: int, kind: str, name: str) -> int:
    """Put the named card of a deck in investigator ``i``'s hands; returns its code."""
    index = next(k for k, it in enumerate(s.ed.items[kind]) if it.name == name)
    code = item_code(kind, index)
    for deck in (s.commons, s.uniques, s.spells, s.allies, s.relics):
        if code in deck:
            deck.remove(code)
    s.items[i] = (*s.items[i], code)
    return code


def attempt(s: ESState, i: int, place: int) -> Attempt:
    """Investigator ``i`` on ``place`` in the Resolution phase: the attempt frame on top."""
    s.active = i
    s.where[i] = place
    s.stack[0].step = 3  # the turn resumes at its Clock phase once the attempt is done
    a = Attempt.start(s, i, place)
    s.push(a)
    s.changed()
    return a


def rolled(s: ESState, a: Attempt, dice: str) -> Attempt:
    """The attempt right after a roll showing ``dice`` (``"g3+gl+gt"``)."""
    a.pool = parse_dice(dice)
    a.rolls += 1
    a.step = POST
    a.roll_bits = a.completed = 0
    a.cast = False
    s.changed()
    return a


class FixedRng(Rng):
    """An Rng whose ``below`` answers come from a list first: a die's face is its index in the
    colour's faces (green: 1, 2, 3, Lore, Peril, Terror = 0..5). Then it goes on as a seeded Rng."""

    __slots__ = ("answers",)

    def __init__(self, answers: Sequence[int], seed: int = 0) -> None:
        super().__init__(seed)
        self.answers = list(answers)

    def below(self, n: int) -> int:
        if self.answers:
            return self.answers.pop(0) % n
        return super().below(n)

    def clone(self) -> FixedRng:
        c = FixedRng(self.answers, 0)
        c.state = self.state
        return c


def fix_rolls(s: ESState, *faces: int) -> None:
    """The next ``below`` draws of the game's Rng (die faces by index, in pool order)."""
    s.rng = FixedRng(faces, s.rng.state)


def legal_text(s: ESState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def play(s: ESState, *moves: str) -> ESState:
    for m in moves:
        s.apply(GAME.parse_action(s, m))
    return s
