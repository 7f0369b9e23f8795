"""Properties over random games: components are conserved (dice, cards, monsters, clue tokens),
the clock keeps its arithmetic, the tracks stay within their bounds."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletome.engine.rng import Rng
from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.attempt import Attempt
from tabletome.games.elder_sign.flow import CLUE_TOKENS, PlaceMonster
from tabletome.games.elder_sign.state import MONSTER_BASE, OW_BASE, ESState, item_code

from .helpers import GAME


def every_item(s: ESState) -> Counter[int]:
    held = [c for items in s.items for c in items]
    return Counter(s.commons + s.uniques + s.spells + s.allies + s.relics + s.item_discard + held)


def every_adventure(s: ESState) -> Counter[int]:
    in_play = [c for c in s.places if 0 <= c < OW_BASE]
    won = [c for ts in s.trophies for c in ts if c < OW_BASE]
    decks = s.adventure_deck + s.cairo_deck + s.dashur_deck + s.pharaoh_deck + s.pharaoh_discard
    return Counter(decks + in_play + won)


def every_monster(s: ESState) -> Counter[int]:
    on_cards = [m for ms in s.monsters_at for _, m in ms]
    won = [c - MONSTER_BASE for ts in s.trophies for c in ts if c >= MONSTER_BASE]
    drawn = [f.monster for f in s.stack if isinstance(f, PlaceMonster)]
    # a monster defeated in the attempt in progress is on its card until the attempt ends (ES-MON-08)
    return Counter(s.cup + on_cards + won + drawn)


def dice_in_use(s: ESState, colour: int) -> int:
    attempt = next((f for f in s.stack if isinstance(f, Attempt)), None)
    pool = [d for d in (attempt.pool + attempt.held) if d >> 4 == colour] if attempt else []
    return len(pool)


def check(s: ESState, items: Counter[int], adventures: set[int], monsters: int) -> None:
    assert every_item(s) == items  # every item card is in one place, once
    now = every_adventure(s)
    assert max(now.values()) == 1 and set(now) <= adventures
    # only a completed Hidden Chamber leaves the game (ES-CHAMB-14)
    assert all(s.ed.adventures[c].kind == "hidden_chamber" for c in adventures - set(now))
    on = every_monster(s)
    assert sum(on.values()) <= monsters and (not on or max(on.values()) == 1)
    for colour in range(3):
        assert t.free_dice(s, colour) - dice_in_use(s, colour) >= -s.ed.counts[colour]
        assert t.locked(s, colour) <= s.ed.counts[colour]
    assert sum(s.clues) <= CLUE_TOKENS and min(s.clues) >= 0
    assert s.clock % s.ed.clock.step == 0 and 0 <= s.clock < s.ed.clock.day
    ao = s.ed.ancient_ones[s.ao]
    assert 0 <= s.doom <= ao.doom
    assert s.signs >= 0
    for i in range(len(s.team)):
        if t.alive(s, i):
            assert 0 < s.sanity[i] <= s.max_sanity[i] and 0 < s.stamina[i] <= s.max_stamina[i]


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(1, 4),
    mode=st.sampled_from(["museum", "lightless_pyramid"]),
    ancient_one=st.sampled_from(["random", "nephren-ka"]),
)
def test_components_are_conserved_and_tracks_stay_in_bounds(
    seed: int, players: int, mode: str, ancient_one: str
) -> None:
    """ES-COMP-01, ES-COMP-04, ES-COMP-05, ES-DOOM-02, ES-GEN-09, in both modes (the Pyramid's
    stage decks, Dark Pharaoh pile and Relics too)."""
    s = GAME.new_state({"players": players, "mode": mode, "ancient_one": ancient_one}, seed)
    items = every_item(s)
    kinds = (
        ("common", "unique", "spell", "ally", "relic") if mode != "museum" else ("common", "unique", "spell", "ally")
    )
    assert sorted(items) == sorted(
        item_code(k, i) for k in kinds for i, card in enumerate(s.ed.items[k]) if mode != "museum" or card.set == "base"
    )
    adventures = set(every_adventure(s))
    monsters = len(s.ed.monsters)
    rng = Rng(seed + 1)
    for _ in range(600):
        if s.outcome() is not None:
            break
        check(s, items, adventures, monsters)
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])


@settings(max_examples=20, deadline=None)
@given(start=st.sampled_from([0, 3, 6, 9]), times=st.integers(1, 9))
def test_the_clock_moves_three_hours_an_advance_and_counts_midnights(start: int, times: int) -> None:
    """ES-TURN-07, ES-TURN-08, ES-MID-01, ES-MID-02: n advances from an hour h pass XII
    (h + 3n) // 12 times and leave the hand on (h + 3n) mod 12."""
    from tabletome.games.elder_sign.flow import advance_clock

    s = GAME.new_state({"players": 1}, 1)
    s.clock, s.midnights = start, 0
    advance_clock(s, times)
    assert s.clock == (start + 3 * times) % 12
    assert s.midnights == (start + 3 * times) // 12
