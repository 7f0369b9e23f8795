"""Speed without changing a rule: ``hooks.active`` leaves out of a registry the rules whose card is not
at the table. A rule may say so (``needs``) only if it does nothing at any table without its card:
checked here on random positions of archive decks, calling every left-out rule with every card in
every hand, every minion and every way to play the card."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tabletome.engine.rng import Rng
from tabletome.games.vtes.actions import current_action
from tabletome.games.vtes.effects import core
from tabletome.games.vtes.effects.vocab.registry import card_id
from tabletome.games.vtes.hidden import determinize
from tabletome.games.vtes.hooks import (
    ABILITIES_LOST,
    CARDS,
    INTERCEPT_MODS,
    STEALTH_MODS,
    Ctx,
    Play,
    active,
    active_for,
    on_table,
)
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.test_vtes_archive_decks import table


def positions(seed: int, every: int = 29, most: int = 12, during_action: bool = False) -> Iterator[VTESState]:
    """Positions of a random five-seat game of archive decks (``during_action``: only while an
    action is in progress)."""
    rng = Rng(seed)
    picks = [(seed * 5 + k) % 20 for k in range(5)]
    s = table(picks, seed, rules="enforced")
    n = found = 0
    while s.to_move is not None and found < most and n < 5000:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        n += 1
        if n % every == 0 and (not during_action or current_action(s) is not None):
            found += 1
            yield s


def cost_calls(s: VTESState) -> Iterator[tuple[int, int, int, Any]]:
    uids = [-1, *s.minions]
    for seat in range(s.players):
        for card in set(s.hand[seat]):
            for use in CARDS[card].uses if card in CARDS else ():
                for uid in uids:
                    yield seat, uid, card, use


def plays(s: VTESState) -> Iterator[Play]:
    """Every card in every hand played by every minion at no target or at one of the first 6 minions."""
    for seat, uid, card, use in cost_calls(s):
        i = CARDS[card].uses.index(use)
        for t in [(), *((v,) for v in list(s.minions)[:6])]:
            yield Play(seat, card, i, -1, uid, t, 0)


def courses(s: VTESState) -> Iterator[Any]:
    """The action in progress, if any (stealth, intercept and block rules are asked during one)."""
    a = current_action(s)
    if a is not None:
        yield a


def course_minions(s: VTESState) -> Iterator[tuple[Any, int]]:
    for a in courses(s):
        for uid in s.minions:
            yield a, uid


CHECKS: dict[str, tuple[list[Any], Callable[[VTESState, Any], Iterator[Any]], Any]] = {
    "COST_CHANGES": (core.COST_CHANGES, lambda s, r: (r(s, *a) for a in cost_calls(s)), (0, 0)),
    "TARGET_RULES": (core.TARGET_RULES, lambda s, r: (r(s, Ctx("A"), p) for p in plays(s)), True),
    "STEALTH_MODS": (STEALTH_MODS, lambda s, r: (r(s, a) for a in courses(s)), 0),
    "INTERCEPT_MODS": (INTERCEPT_MODS, lambda s, r: (r(s, a, uid) for a, uid in course_minions(s)), 0),
    "BLOCK_RULES": (core.BLOCK_RULES, lambda s, r: (r(s, a, uid) for a, uid in course_minions(s)), True),
    "ABILITIES_LOST": (ABILITIES_LOST, lambda s, r: (r(s, uid) for uid in [*s.placed, *s.minions]), False),
    "CANCELLERS": (core.CANCELLERS, lambda s, r: (r(s, t, p, *card_use(p)) for p in plays(s) for t in range(5)), False),
}


def card_use(p: Play) -> tuple[Any, Any]:
    cd = CARDS[p.card]
    return cd, cd.uses[p.use]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("name", sorted(CHECKS))
def test_rules_left_out_do_nothing_at_that_table(name: str, seed: int) -> None:
    rules, results, nothing = CHECKS[name]
    checked = 0
    during = name in ("STEALTH_MODS", "INTERCEPT_MODS", "BLOCK_RULES")
    for s in positions(seed, every=7 if during else 29, during_action=during):
        assert on_table(s) == fresh(s)
        kept = set(map(id, active(s, rules)))
        for rule in rules:
            if id(rule) in kept:
                continue
            assert rule.needs not in on_table(s)
            for got in results(s, rule):
                assert got == nothing, (name, rule)
                checked += 1
    assert checked > 20


def test_a_rule_is_kept_while_its_card_is_at_the_table() -> None:
    """Kuyén's "animals cost her 1 fewer blood" is in the active rules once she is a minion."""
    kuyen = card_id("Kuyén (G6)")
    rule = next(r for r in core.COST_CHANGES if getattr(r, "needs", None) == kuyen)
    s = next(positions(0))
    assert kuyen not in on_table(s) and rule not in active(s, core.COST_CHANGES)
    uid = next(iter(s.minions))
    s.minions[uid] = s.minions[uid]._replace(card=kuyen)  # no rule changes a minion's card in place,
    s.table_ = None  # so the cache of the cards at the table is forgotten by hand
    assert rule in active(s, core.COST_CHANGES)


def fresh(s: VTESState) -> frozenset[int]:
    return frozenset({m.card for m in s.minions.values()} | {p.card for p in s.placed.values()})


def test_a_search_world_reads_its_table_again() -> None:
    """A determinization redeals face-down vampires in place (same uids): its cards at the table are
    read again, not taken from the truth's cache."""
    changed = 0
    for s in positions(1):
        assert on_table(s) == fresh(s)
        for seat in range(s.players):
            w = determinize(s, seat, Rng(seat + 7))
            assert on_table(w) == fresh(w)
            changed += fresh(w) != fresh(s)
    assert changed


@pytest.mark.parametrize("seed", range(3))
def test_rules_left_out_for_a_play_change_nothing_for_it(seed: int) -> None:
    """``hooks.active_for`` leaves out a rule whose ``plays`` names another card (or ``ANY_CARD``, for
    an ability): asked about such a play, it allows it and changes no cost."""
    checked = 0
    for s in positions(seed):
        for seat, uid, card, use in cost_calls(s):
            kept = set(map(id, active_for(s, core.COST_CHANGES, card)))
            for rule in active(s, core.COST_CHANGES):
                if id(rule) not in kept:
                    assert rule(s, seat, uid, card, use) == (0, 0), rule
                    checked += 1
        for p in plays(s):
            for q in (p, p._replace(card=-1, source=p.by)):  # the card, and an ability used the same way
                kept = set(map(id, active_for(s, core.TARGET_RULES, q.card)))
                for rule in active(s, core.TARGET_RULES):
                    if id(rule) not in kept:
                        assert rule(s, Ctx("A"), q) is True, rule
                        checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed", range(3))
def test_cancellers_left_out_for_a_card_would_not_cancel_it(seed: int) -> None:
    """``core.cancellers_of`` leaves out a canceller whose ``use_gate`` refuses the card played: asked
    about that card, it says no."""
    checked = 0
    for s in positions(seed):
        for p in plays(s):
            cd = CARDS[p.card]
            use = cd.uses[p.use]
            for seat in range(s.players):
                kept = set(map(id, core.cancellers_of(s, seat, cd, use)))
                for rule in core.cancellers(s, seat):
                    if id(rule) not in kept:
                        assert not rule(s, seat, p, cd, use), rule
                        checked += 1
    assert checked > 20


def test_unlock_rules_left_out_do_nothing_at_that_table() -> None:
    """``core.unlocks_normally`` asks only the active ``UNLOCK_RULES`` (Toreador Grand Ball, the
    cards that keep their bearer locked): one left out lets every minion unlock as normal."""
    checked = 0
    for seed in range(3):
        for s in positions(seed):
            kept = set(map(id, active(s, core.UNLOCK_RULES)))
            for rule in core.UNLOCK_RULES:
                if id(rule) not in kept:
                    assert rule.needs not in on_table(s)
                    for uid in list(s.minions):
                        assert rule(s, uid) is True, rule
                        checked += 1
    assert checked > 20


def windows_of_play(seed: int) -> Iterator[tuple[VTESState, Any]]:
    """Positions where a window asks a seat (its plays are what ``hand_plays`` finds)."""
    from tabletome.games.vtes.impulse import Window

    for s in positions(seed, every=3, most=60, during_action=True):
        top = s.stack[-1] if s.stack else None
        if isinstance(top, Window) and top.seat is not None:
            yield s, top


def test_vt_card_47_vt_card_50_vt_stl_04_hand_plays_are_the_cards_with_a_complete_play() -> None:
    """``play.hand_plays`` leaves out ahead of the search the uses nobody could play (a modifier for a
    Methuselah who is not acting, VT-CARD-47; a reaction for the acting one, VT-CARD-50; stealth or
    intercept outside a block attempt, VT-STL-04, VT-STL-05): for every seat, a card of its hand is
    offered exactly when ``plays_of``, reading every use, finds a complete play of it."""
    from tabletome.games.vtes.model import facts
    from tabletome.games.vtes.play import context, hand_plays, plays_of

    checked = 0
    offered: set[str] = set()  # the kinds of the uses offered
    for s, window in (w for seed in range(4) for w in windows_of_play(seed)):
        ctx = context(s, window)
        for seat in range(s.players):
            slugs = {str(a.args[0]) for a in hand_plays(s, ctx, seat) if len(a.args) == 1}
            for card in set(s.hand[seat]):
                plays = plays_of(s, ctx, seat, card)
                assert (facts(card).slug in slugs) == bool(plays), (ctx.moment, seat, card)
                checked += 1
                offered.update(CARDS[card].uses[p.use].as_ for p in plays)
    assert checked > 100 and {"modifier", "reaction"} <= offered


def test_a_copy_reads_the_frames_in_progress_off_its_own_stack() -> None:
    """``play.context`` keeps the frames in progress with the stack they were read from: a copy of the
    state (a search world) names its own action course, never the original's."""
    from tabletome.games.vtes.play import context

    s = next(positions(2, every=3, during_action=True))
    window = s.stack[-1]
    original = context(s, window)
    c = s.clone()
    copied = context(c, c.stack[-1])
    assert original.action is not None and original.action in s.stack
    assert copied.action is not original.action and any(copied.action is f for f in c.stack)


def test_a_definition_replaced_is_read_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """``play.hand_plays`` keeps each card's uses with the count of changes to ``CARDS``: a card whose
    definition is replaced (as a test or a designer's own card data may do) is read again."""
    from tabletome.games.vtes.hooks import CardDef
    from tabletome.games.vtes.play import context, hand_plays

    for s, window in (w for seed in range(4) for w in windows_of_play(seed)):
        ctx = context(s, window)
        offered = [(seat, a) for seat in range(s.players) for a in hand_plays(s, ctx, seat) if len(a.args) == 1]
        if offered:
            break
    seat, action = offered[0]
    card = next(c for c in s.hand[seat] if facts_slug(c) == action.args[0])
    monkeypatch.setitem(CARDS, card, CardDef(CARDS[card].name, ()))  # no use left
    assert action not in hand_plays(s, ctx, seat)
    monkeypatch.undo()
    assert action in hand_plays(s, ctx, seat)
    with pytest.raises(TypeError):
        CARDS.update({})


def facts_slug(card: int) -> str:
    from tabletome.games.vtes.model import facts

    return facts(card).slug
