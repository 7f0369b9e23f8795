"""Properties over random games (hypothesis): cards, pool and blood are conserved, and no seat sees
another Methuselah's hand, library order or face-down crypt cards."""

from __future__ import annotations

from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.games.vtes import GAME
from tabletome.games.vtes.phases import InfluencePhase
from tabletome.games.vtes.play import being_ousted
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import capacity, is_vampire

SLOW = [HealthCheck.too_slow]


def deck_cards(s: VTESState, t: int) -> Counter[int]:
    d = s.decks[t]
    return Counter({c.id: k for c, k in (*d.crypt, *d.library)})


def check_counts(s: VTESState) -> None:
    """VT-SETUP-04: a Methuselah's cards stay theirs, each in one place, whatever happens to them;
    VT-TERM-03: no pool or blood below zero; VT-INF-07: a vampire holds no more blood than its
    capacity; VT-OUST-01: a Methuselah with no pool is ousted."""
    for t in range(s.players):
        assert s.owned(t) == deck_cards(s, t), f"seat {t}: cards made or lost"
        assert s.pool[t] >= 0
        if s.pool[t] == 0 and s.to_move is not None:
            assert not s.in_game(t) or being_ousted(s, t)  # a window first (Life Boon, play.Ousting)
    for uid, m in s.minions.items():
        assert m.blood >= 0
        if is_vampire(s, uid) and s.region(uid) in ("ready", "torpor"):
            assert m.blood <= capacity(s, uid), f"{s.name(uid)} holds more blood than its capacity"


def transfer_moves_pool_to_blood(s: VTESState, action: Action) -> None:
    """VT-INF-03, VT-INF-04: a transfer moves pool to blood one for one (none is made or lost)."""
    seat = s.to_move
    assert seat is not None
    before = s.pool[seat] + sum(s.minions[u].blood for u in s.uncontrolled[seat])
    s.apply(action)
    after = s.pool[seat] + sum(s.minions[u].blood for u in s.uncontrolled[seat])
    assert after == before or not s.in_game(seat)  # the last pool transferred ousts (VT-OUST-01)


def play(s: VTESState, rng: Rng, steps: int, check: bool) -> None:
    for _ in range(steps):
        if s.to_move is None:
            return
        if check:
            check_counts(s)
        legal = s.legal_actions()
        action = legal[rng.below(len(legal))]
        if action.verb == "transfer" and isinstance(s.stack[-1], InfluencePhase):
            transfer_moves_pool_to_blood(s, action)
        else:
            s.apply(action)


@settings(max_examples=8, deadline=None, suppress_health_check=SLOW)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000))
def test_cards_pool_and_blood_are_conserved_through_random_games(players: int, seed: int) -> None:
    s = GAME.new_state({"players": str(players), "rules": "enforced"}, seed)
    play(s, Rng(seed), 1500, check=True)
    check_counts(s)


def scramble(s: VTESState, seat: int, rng: Rng) -> VTESState:
    """What ``seat`` cannot know changed: every library reordered, the other hands swapped with
    their libraries (all but the cards ``seat`` was shown), the face-down crypt cards too."""
    other = s.clone()
    for t in range(s.players):
        rng.shuffle(other.library[t])
        rng.shuffle(other.crypt[t])
        if t == seat or other.marks.get(("open-hand", t)):
            continue
        shown = Counter(other.known[seat][t])
        for i, card in enumerate(other.hand[t]):
            if shown[card] > 0:
                shown[card] -= 1
            elif other.library[t]:
                j = rng.below(len(other.library[t]))
                other.hand[t][i], other.library[t][j] = other.library[t][j], card
        swap_uncontrolled(other, t, rng)
    other.changed()
    return other


def swap_uncontrolled(s: VTESState, t: int, rng: Rng) -> None:
    """A face-down uncontrolled vampire (no blood on it yet) exchanged with a card of the crypt."""
    for uid in s.uncontrolled[t]:
        m = s.minions[uid]
        if s.crypt[t] and m.blood == 0 and not m.cards:
            j = rng.below(len(s.crypt[t]))
            s.crypt[t][j], card = m.card, s.crypt[t][j]
            s.minions[uid] = m._replace(card=card)


def seen_by(s: VTESState, seat: int) -> tuple[Any, ...]:
    """The seat's view, and, when it is to decide, its moves and the prompt."""
    view = s.view(seat)
    moves = tuple(str(a) for a in s.legal_actions()) if s.to_move == seat else ()
    return view, moves


@settings(max_examples=10, deadline=None, suppress_health_check=SLOW)
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000), steps=st.integers(0, 900))
def test_no_seat_sees_another_hand_library_order_or_face_down_crypt(players: int, seed: int, steps: int) -> None:
    """VT-SETUP-08, VT-CARD-18: a hand is seen by its owner only; libraries and crypts are face
    down; an uncontrolled vampire is seen by its owner (VT-INF-01)."""
    s = GAME.new_state({"players": str(players), "rules": "assisted"}, seed)
    rng = Rng(seed)
    play(s, rng, steps, check=False)
    if s.to_move is None:
        return
    for seat in range(players):
        mine = seen_by(s, seat)
        other = scramble(s, seat, Rng(seed + seat))
        assert seen_by(other, seat) == mine
        assert other.hand != s.hand or other.library != s.library or players == 1  # the scramble changed something
