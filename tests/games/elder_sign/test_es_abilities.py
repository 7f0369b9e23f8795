"""Investigators' abilities added after the first set: Sister Mary, "Ashcan" Pete, Mandy Thompson ([CR], [FAQ1])."""

from __future__ import annotations

from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.abilities import IMPLEMENTED, PeteChoice
from tabletome.games.elder_sign.effects import parse_effects
from tabletome.games.elder_sign.flow import push_effects
from tabletome.games.elder_sign.state import LOCK_MYTHOS

from .helpers import attempt, legal_text, new, play, rolled, table


def test_sister_mary_rolls_the_locked_dice_in_her_turn_and_they_stay_locked() -> None:
    s = new(2, seed=2)
    table(s, ["The Gift Shop"], ["Sister Mary", "Kate Winthrop"])
    t.lock(s, 0, LOCK_MYTHOS)
    t.lock(s, 1, LOCK_MYTHOS)
    assert t.free_dice(s, 0) == 5 and t.usable_dice(s, 0, 0) == 6 and t.usable_dice(s, 0, 1) == 5
    a = attempt(s, 0, 0)
    assert len(a.pool) == 6  # the locked green die too
    assert a.cannot_add(s, (1,)) is None  # the locked yellow die may be added by an item
    assert t.locked(s, 0) == 1 and t.locked(s, 1) == 1  # they lock again when her turn ends: still on the lock


def test_sister_mary_ignores_the_mythos_card_s_terror_effect() -> None:
    s = new(2, seed=2)
    table(s, ["The Gift Shop"], ["Sister Mary", "Kate Winthrop"])
    s.mythos = next(k for k, m in enumerate(s.ed.mythos) if m.terror and m.terror[0][1][0][0][0] == "sanity")
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g2+gt+gt+gl")
    before = s.sanity[0]
    play(s, "pass")
    assert s.sanity[0] == before  # no "lose 1 sanity" from the Mythos card


def test_others_suffer_the_mythos_terror_effect_mary_ignores() -> None:
    s = new(2, seed=2)
    table(s, ["The Gift Shop"], ["Michael McGlen", "Sister Mary"])
    s.mythos = next(k for k, m in enumerate(s.ed.mythos) if m.terror and m.terror[0][1][0][0][0] == "sanity")
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g2+gt+gt+gl")
    before = s.sanity[0]
    play(s, "pass")
    assert s.sanity[0] == before - 1


def test_ashcan_pete_may_take_a_clue_a_common_item_or_a_spell_instead() -> None:
    s = new(1, seed=2)
    table(s, [], ['"Ashcan" Pete'])
    push_effects(s, 0, parse_effects(["unique"]))
    s.settle()
    assert isinstance(s.stack[-1], PeteChoice)
    assert legal_text(s) == ["instead unique", "instead clue", "instead common", "instead spell"]
    play(s, "instead clue")
    assert s.clues[0] == 1 and s.items[0] == ()


def test_ashcan_pete_keeping_the_card_draws_it() -> None:
    s = new(1, seed=2)
    table(s, [], ['"Ashcan" Pete'])
    push_effects(s, 0, parse_effects(["2 common"]))
    s.settle()
    play(s, "instead common")
    assert isinstance(s.stack[-1], PeteChoice)  # the second card is his choice too
    play(s, "instead spell")
    kinds = sorted(s.item(c).kind for c in s.items[0])
    assert kinds == ["common", "spell"]


def test_every_investigator_is_dealt() -> None:
    s = new(1, seed=2)
    playable = {s.ed.investigators[k].name for k in t.playable_investigators(s)}
    assert len(playable) == 16 and {inv.ability for inv in s.ed.investigators} <= IMPLEMENTED


def test_mandy_thompson_may_have_two_dice_of_anyone_s_roll_rerolled_once_a_day() -> None:
    from tabletome.games.elder_sign.abilities import MandyReroll

    from .helpers import fix_rolls

    s = new(2, seed=2)
    table(s, ["The Gift Shop"], ["Kate Winthrop", "Mandy Thompson"])
    a = attempt(s, 0, 0)
    fix_rolls(s, 0, 0, 0, 0, 5, 5, 2, 2)  # 1 1 1 1 T T, then the reroll shows 3 3
    play(s, "roll")
    assert isinstance(s.stack[-1], MandyReroll) and s.to_move == s.owner[1]
    assert "mandy gt+gt" in legal_text(s) and "mandy g1+g1+g1" not in legal_text(s)
    play(s, "mandy gt+gt")
    assert a.pool == tuple(sorted(a.pool)) and sorted(a.pool).count(0x03) == 2  # two green 3s now
    assert s.stack[-1] is a
    play(s, "pass")  # the roll fails: Kate is immune to Terror
    while s.stack[-1] is a and a.pool:
        moves = legal_text(s)
        play(s, "roll" if "roll" in moves else next(m for m in moves if m.startswith(("discard", "pass"))))
        assert not isinstance(s.stack[-1], MandyReroll)  # used today: not asked again


def test_kate_winthrop_is_immune_to_terror() -> None:
    """Kate Winthrop: no Terror effect, the card's or the Mythos card's (ES-TERROR-01), resolves for
    her; her odds count none either."""
    from tabletome.games.elder_sign.advice import _question

    s = new(1, seed=3)
    table(s, ["Ancient Relics"], ["Kate Winthrop"])  # Terror: lose 1 sanity
    s.mythos = next(k for k, m in enumerate(s.ed.mythos) if m.name == "Mythos 8")  # Terror: lose 1 stamina
    a = attempt(s, 0, 0)
    before = (s.sanity[0], s.stamina[0])
    rolled(s, a, "gt+gt+g1+g1+g1+g1")
    play(s, "pass")
    assert (s.sanity[0], s.stamina[0]) == before and a.fired == 0
    question, _ = _question(s, 0, 0)
    assert (question.terror, question.terror_sanity, question.terror_stamina) == ("", 0, 0)
