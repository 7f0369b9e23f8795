"""Terror effects (ES-TERROR): when a failed roll showing Terror resolves the card's and the Mythos
card's Terror effects, how often, and what the effects that discard dice or fail the adventure do."""

from __future__ import annotations

from tabletome.games.elder_sign.actions import parse_dice
from tabletome.games.elder_sign.attempt import ASIDE, Attempt
from tabletome.games.elder_sign.state import ESState

from .helpers import adventure, attempt, give, legal_text, new, play, rolled, table

BOB = "Bob Jenkins"  # 4 sanity, 6 stamina
DEXTER = "Dexter Drake"  # 5 sanity, 5 stamina
RELICS = "Ancient Relics"  # Terror: lose 1 sanity; tasks L 3, L 3


def mythos(s: ESState, name: str) -> int:
    return next(k for k, m in enumerate(s.ed.mythos) if m.name == name)


def on_stack(s: ESState) -> bool:
    return any(isinstance(f, Attempt) for f in s.stack)


def two_failed_rolls(s: ESState, a: Attempt) -> None:
    rolled(s, a, "gt+gp+gp+gp+g1+g1")
    play(s, "pass", "discard g1")
    rolled(s, a, "gt+gp+gp+gp+g1")
    play(s, "pass")


def test_es_terror_01_the_card_s_and_the_mythos_terror_effects() -> None:
    s = table(new(), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 8")  # Terror: lose 1 stamina
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+gp+g1+g1")
    play(s, "pass")
    assert (s.sanity[0], s.stamina[0]) == (3, 5) and a.step == ASIDE


def test_es_terror_01_no_terror_face_no_effect() -> None:
    """ES-TERROR-01 (AMB-06: a Wildcard is no Terror face for the check)."""
    s = table(new(), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 8")
    give(s, 0, "unique", "Unique Item 1")
    a = attempt(s, 0, 0)
    play(s, "spend unique-item-1")
    rolled(s, a, "gp+gp+gp+gp+g1+g1+rw")
    play(s, "pass")
    assert (s.sanity[0], s.stamina[0]) == (4, 6)


def test_es_terror_02_held_dice_do_not_count() -> None:
    s = table(new(terror_trigger="every_failed_roll"), [RELICS], [BOB])
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+gp+g1+g1")
    play(s, "pass", "focus gt", "discard g1")
    assert s.sanity[0] == 3
    rolled(s, a, "gp+gp+gp+g1")
    play(s, "pass")
    assert s.sanity[0] == 3 and a.held == parse_dice("gt")


def test_es_terror_02_dice_on_spells_and_markers_do_not_count() -> None:
    """ES-TERROR-02."""
    s = table(new(players=2), [RELICS], [BOB, DEXTER])
    spell = give(s, 0, "spell", "Dread Curse of Azathoth")
    s.secured = {spell: parse_dice("gt")}
    s.where[1] = 0
    s.marker[1] = parse_dice("gt")[0]
    a = attempt(s, 0, 0)
    a.assisted = (1,)
    rolled(s, a, "gp+gp+gp+g1")
    play(s, "pass")
    assert s.sanity[0] == 4 and a.step == ASIDE


def test_es_terror_03_a_completing_roll_never_triggers_terror() -> None:
    s = table(new(), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 8")
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gt+gl+g3+g1+g1")
    play(s, "complete 2 g3+gl")
    assert (s.sanity[0], s.stamina[0]) == (4, 6)


def test_es_terror_04_default_each_effect_once_per_attempt() -> None:
    s = table(new(), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 8")
    a = attempt(s, 0, 0)
    two_failed_rolls(s, a)
    assert (s.sanity[0], s.stamina[0]) == (3, 5)


def test_es_terror_05_option_after_every_failed_roll() -> None:
    s = table(new(terror_trigger="every_failed_roll"), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 8")
    a = attempt(s, 0, 0)
    two_failed_rolls(s, a)
    assert (s.sanity[0], s.stamina[0]) == (2, 4)


def test_es_terror_06_several_terror_faces_count_once() -> None:
    for option in ("once_per_attempt", "every_failed_roll"):
        s = table(new(terror_trigger=option), [RELICS], [BOB])
        a = attempt(s, 0, 0)
        rolled(s, a, "gt+gt+gt+gp+g1+g1")
        play(s, "pass")
        assert s.sanity[0] == 3


def test_es_terror_07_every_terror_die_of_the_pool_is_discarded() -> None:
    s = table(new(), ["The Graveyard"], [BOB])  # Terror: discard the dice showing Terror; tasks P, T, 7
    a = attempt(s, 0, 0)
    a.held = parse_dice("gt")
    rolled(s, a, "gt+gt+g1+g1+gl")
    play(s, "pass")
    assert a.pool == parse_dice("g1+g1+gl") and a.held == parse_dice("gt")
    assert a.step == ASIDE and "discard g1" in legal_text(s)  # AMB-25: the mandatory discard follows


def test_es_terror_07_no_die_left_after_the_terror_discard() -> None:
    """ES-TERROR-07 with AMB-25: nothing left to roll, the adventure is failed."""
    s = table(new(), ["The Graveyard"], [BOB])  # penalty: 1 sanity
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gt")
    play(s, "pass")
    assert not on_stack(s) and s.sanity[0] == 3


def test_es_terror_08_a_terror_effect_fails_the_adventure_at_once() -> None:
    s = table(new(), ["Koi Pond"], [BOB])  # Terror: the adventure fails; penalties 1 sanity, 2 stamina
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+g1+g1+g1")
    play(s, "pass")
    assert not on_stack(s) and (s.sanity[0], s.stamina[0]) == (3, 4)
    assert s.places[0] == adventure(s, "Koi Pond") and s.where[0] == 0 and a.held == ()


def test_es_terror_09_a_mythos_terror_for_every_adventure() -> None:
    s = table(new(), ["The Curator"], [BOB])  # no Terror effect of its own
    s.mythos = mythos(s, "Mythos 6")  # every adventure: lose 1 sanity on Terror
    a = attempt(s, 0, 0)
    rolled(s, a, "gt+gp+gp+g1+g1+g1")
    play(s, "pass")
    assert s.sanity[0] == 3
    s = table(new(), [RELICS], [BOB])
    s.mythos = mythos(s, "Mythos 6")
    a = attempt(s, 0, 0)
    two_failed_rolls(s, a)
    assert s.sanity[0] == 2  # the card's effect and the Mythos card's, each once in the attempt
