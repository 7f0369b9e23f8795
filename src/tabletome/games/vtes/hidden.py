"""Determinization: a world that agrees with what one seat knows (hands, libraries, crypts).

``determinize(state, seat, rng)`` redeals, for each Methuselah, what ``seat`` cannot see:

- its own library's order and its own crypt's order;
- another Methuselah's hand (the cards ``seat`` was shown stay), library and cards set aside, as one
  pool, and their crypt with their face-down uncontrolled vampires (the blood on each stays; the
  attributes a card brings, its sect and title, are the dealt card's, ``model.PRINTED`` through the
  engine's ``Carried``, like its clan, capacity and disciplines: a world never tells which face-down
  vampires hold titles);
- for a Methuselah whose decklist is private (uploaded, or a precon drawn face down), the unseen
  cards are not theirs but samples from a prior (``prior.py``): the cards of tournament-winning
  decks of the clans that Methuselah has shown, its crypt in the groups its shown vampires allow. A
  search player never learns a private decklist from a world (its ``decks`` entry is replaced as
  well).

The world's generator is drawn from ``rng``: the real game's future shuffles stay unknown.
"""

from __future__ import annotations

from collections import Counter

from tabletome.engine.rng import Rng

from . import prior
from .cards import group_of, load_cards
from .decks import Decklist
from .model import PRINTED, facts
from .ops import FACE_DOWN_CARDS, FACE_DOWN_FITS, HAND_AT_PLAY, SEEN_UNCONTROLLED
from .state import SEES_HANDS, VTESState

UNKNOWN_DECK = Decklist((), (), name="")


def determinize(s: VTESState, seat: int, rng: Rng) -> VTESState:
    world = s.clone()
    for t in range(s.players):
        if t == seat:
            _shuffle(rng, world.library[t])
            _shuffle(rng, world.crypt[t])
            continue
        private = not s.public_decks[t]
        _redeal_hand(world, s, seat, t, rng, private)
        _redeal_face_down(world, t, rng, private)
        seen = frozenset(u for u in world.uncontrolled[t] if (SEEN_UNCONTROLLED, seat, u) in world.game_marks)
        _redeal_crypt(world, t, rng, private, seen)
    for key in [k for k in world.marks if isinstance(k, tuple) and k[1:2] == (HAND_AT_PLAY,) and k[3] != seat]:
        del world.marks[key]  # what another seat's hand held (ops.hand_at_play)
    if not all(s.public_decks):
        world.decks = tuple(d if s.public_decks[t] or t == seat else UNKNOWN_DECK for t, d in enumerate(s.decks))
    world.rng = Rng(rng.next64())
    world._legal = None  # the truth's cached list may depend on what was redealt
    world.table_ = None  # and its cards at the table: face-down vampires were redealt in place
    return world


def _shuffle(rng: Rng, items: list[int]) -> None:
    items.sort()
    rng.shuffle(items)


def _redeal_hand(world: VTESState, s: VTESState, seat: int, t: int, rng: Rng, private: bool) -> None:
    hand = world.hand[t]
    shown = hand if world.marks.get(("open-hand", t)) or world.marks.get((SEES_HANDS, seat)) else s.known[seat][t]
    kept = list((Counter(hand) & Counter(shown)).elements())
    unknown = list((Counter(hand) - Counter(kept)).elements())
    pool = [*unknown, *world.library[t], *world.aside[t]]
    if private:
        pool = prior.library(frozenset(_shown_clans(world, t))).sample(rng, len(pool))
    else:
        _shuffle(rng, pool)
    k, n = len(unknown), len(world.library[t])
    world.hand[t] = [*kept, *pool[:k]]
    world.library[t] = pool[k : k + n]
    world.aside[t] = pool[k + n :]


def _redeal_face_down(world: VTESState, t: int, rng: Rng, private: bool) -> None:
    """Library cards of ``t`` face down on a card in play (``ops.FACE_DOWN_CARDS``: Gift of Proteus), which
    only ``t`` sees: redealt among the cards of ``t``'s library that may lie there (``FACE_DOWN_FITS``);
    for a private deck, drawn from those of its sampled library."""
    for uid, pl in world.placed.items():
        fits = FACE_DOWN_FITS.get(pl.card)
        if fits is None or pl.data[:2] != (FACE_DOWN_CARDS, t) or len(pl.data) < 3:
            continue
        lib = world.library[t]
        held = [int(c) for c in pl.data[2:]]
        spots = [i for i, c in enumerate(lib) if fits(c)]
        if private:
            if spots:
                held = [lib[rng.choice(spots)] for _ in held]
        else:
            pool = held + [lib[i] for i in spots]
            _shuffle(rng, pool)
            held, rest = pool[: len(held)], pool[len(held) :]
            for i, c in zip(spots, rest, strict=True):
                lib[i] = c
        world.placed[uid] = pl._replace(data=(FACE_DOWN_CARDS, t, *held))


def _redeal_crypt(world: VTESState, t: int, rng: Rng, private: bool, seen: frozenset[int] = frozenset()) -> None:
    """``seen``: face-down vampires the seat has looked at (``ops.SEEN_UNCONTROLLED``): kept in place."""
    slots = [u for u in world.uncontrolled[t] if u not in seen]
    items = [*world.crypt[t], *(world.minions[u].card for u in slots)]
    if private:
        clans, groups = _shown_clans(world, t), _shown_groups(world, t)
        items = prior.crypt(frozenset(clans), frozenset(groups)).sample(rng, len(items))
    else:
        _shuffle(rng, items)
    n = len(world.crypt[t])
    world.crypt[t] = items[:n]
    for i, uid in enumerate(slots):  # the dealt card and what it brings (as ops.new_minion deals it)
        world.minions[uid] = PRINTED.onto(world.minions[uid], world, items[n + i])


def _shown_vampires(s: VTESState, t: int) -> list[int]:
    """The crypt cards of Methuselah ``t`` every seat has seen: in play face up, in torpor, contested,
    in the ash heap or removed from the game."""
    out = [s.minions[u].card for zone in (s.ready[t], s.torpor[t], s.contested[t]) for u in zone if u in s.minions]
    out += s.ash[t] + s.removed[t]
    return [c for c in out if facts(c).crypt]


def _shown_clans(s: VTESState, t: int) -> set[str]:
    return {facts(c).clans[0] for c in _shown_vampires(s, t) if facts(c).clans}


def _shown_groups(s: VTESState, t: int) -> set[int]:
    cards = load_cards()
    return {g for c in _shown_vampires(s, t) if (g := group_of(cards[c])) is not None}
