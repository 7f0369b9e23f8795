"""Determinization: a world that agrees with what one seat knows (hands, libraries, crypts).

``determinize(state, seat, rng)`` redeals, for each Methuselah, what ``seat`` cannot see:

- its own library's order and its own crypt's order;
- another Methuselah's hand (the cards ``seat`` was shown stay), library and cards set aside, as one
  pool, and their crypt with their face-down uncontrolled vampires (the blood on each stays; the
  attributes a card brings, its sect and title, are the dealt card's, ``model.PRINTED`` through the
  engine's ``Carried``, like its clan, capacity and disciplines: a world never tells which face-down
  vampires hold titles);
- for a Methuselah whose decklist is private (uploaded, not a preconstructed deck), the unseen
  cards are not theirs but samples from a prior: the libraries of the preconstructed decks, and the
  crypts of the preconstructed decks of the clans that Methuselah has shown (a clan no
  preconstructed deck has: every crypt card of that clan in the card database). A search player
  never learns a private decklist from a world (its ``decks`` entry is replaced as well).

The world's generator is drawn from ``rng``: the real game's future shuffles stay unknown.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from tabletome.engine.rng import Rng

from .decks import Decklist
from .model import PRINTED, facts
from .state import VTESState

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
        _redeal_crypt(world, t, rng, private)
    if not all(s.public_decks):
        world.decks = tuple(d if s.public_decks[t] or t == seat else UNKNOWN_DECK for t, d in enumerate(s.decks))
    world.rng = Rng(rng.next64())
    world._legal = None  # the truth's cached list may depend on what was redealt
    return world


def _shuffle(rng: Rng, items: list[int]) -> None:
    items.sort()
    rng.shuffle(items)


def _redeal_hand(world: VTESState, s: VTESState, seat: int, t: int, rng: Rng, private: bool) -> None:
    hand = world.hand[t]
    shown = hand if world.marks.get(("open-hand", t)) else s.known[seat][t]
    kept = list((Counter(hand) & Counter(shown)).elements())
    unknown = list((Counter(hand) - Counter(kept)).elements())
    pool = [*unknown, *world.library[t], *world.aside[t]]
    if private:
        pool = _sample(rng, prior_library(), len(pool))
    else:
        _shuffle(rng, pool)
    k, n = len(unknown), len(world.library[t])
    world.hand[t] = [*kept, *pool[:k]]
    world.library[t] = pool[k : k + n]
    world.aside[t] = pool[k + n :]


def _redeal_crypt(world: VTESState, t: int, rng: Rng, private: bool) -> None:
    slots = world.uncontrolled[t]
    items = [*world.crypt[t], *(world.minions[u].card for u in slots)]
    if private:
        items = _sample(rng, prior_crypt(frozenset(_shown_clans(world, t))), len(items))
    else:
        _shuffle(rng, items)
    n = len(world.crypt[t])
    world.crypt[t] = items[:n]
    for i, uid in enumerate(slots):  # the dealt card and what it brings (as ops.new_minion deals it)
        world.minions[uid] = PRINTED.onto(world.minions[uid], world, items[n + i])


def _sample(rng: Rng, prior: tuple[int, ...], n: int) -> list[int]:
    return [prior[rng.below(len(prior))] for _ in range(n)] if prior else []


def _shown_clans(s: VTESState, t: int) -> set[str]:
    out = set()
    for zone in (s.ready[t], s.torpor[t], s.contested[t]):
        for uid in zone:
            f = facts(s.minions[uid].card) if uid in s.minions else None
            if f is not None and f.crypt and f.clans:
                out.add(f.clans[0])
    for c in s.ash[t] + s.removed[t]:
        f = facts(c)
        if f.crypt and f.clans:
            out.add(f.clans[0])
    return out


@cache
def prior_library() -> tuple[int, ...]:
    """Every library card of the preconstructed decks, with its copies: the prior of a private deck."""
    from .preconstructed import precons

    return tuple(sorted(c.id for p in precons() for c, k in p.deck.library for _ in range(k)))


@cache
def prior_crypt(clans: frozenset[str]) -> tuple[int, ...]:
    """The crypts of the preconstructed decks of these clans (all of them if none is shown); a shown
    clan that no preconstructed deck has adds every crypt card of that clan in the card database
    (until a prior built from real decks exists), so the prior is never empty."""
    from .preconstructed import precons

    out: list[int] = []
    covered: set[str] = set()
    for p in precons():
        crypt = [c.id for c, k in p.deck.crypt for _ in range(k)]
        deck_clans = {_clan(c) for c in crypt}
        if not clans or deck_clans & clans:
            out.extend(crypt)
            covered |= deck_clans
    out.extend(c for clan in sorted(clans - covered) for c in crypt_of_clan(clan))
    found = tuple(sorted(out))
    return found if found or not clans else prior_crypt(frozenset())


def _clan(card: int) -> str:
    f = facts(card)
    return f.clans[0] if f.clans else ""


@cache
def crypt_of_clan(clan: str) -> tuple[int, ...]:
    """Every crypt card of ``clan`` in the card database (one copy each)."""
    from .cards import load_cards

    return tuple(sorted(c.id for c in load_cards() if facts(c.id).crypt and _clan(c.id) == clan))
