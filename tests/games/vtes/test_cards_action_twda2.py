"""Dominate Kine and Field Training (issue 37)."""

from __future__ import annotations

from tabletome.games.vtes.stats import level
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    ready,
    table,
    uncontrolled,
)

DOM = "Lauren (G6)"  # dom
SUPERIOR = "Aimery Methuin (G5)"  # DOM


def test_dominate_kine_basic_bleeds_with_plus_1_bleed_and_stealth() -> None:
    s = table()
    a = ready(s, 0, DOM, blood=3)
    hand(s, 0, "Dominate Kine")
    goto(s, "minion")
    do(s, "play dominate-kine")  # by Lauren, at basic: a bleed of the prey
    course = action(s)
    assert course is not None and course.actor == a and course.stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 28 and s.minions[a].blood == 1  # the card costs 2 blood


def test_dominate_kine_superior_steals_a_location() -> None:
    s = table()
    ready(s, 0, SUPERIOR, blood=5)
    loc = in_play(s, 2, "Channel 10")
    hand(s, 0, "Dominate Kine")
    goto(s, "minion")
    do(s, "play dominate-kine", "mode superior")
    finish_action(s)
    assert s.placed[loc].controller == 0 and loc in s.inplay[0] and loc not in s.inplay[2]


TRAINER = "Aksinya Daclau (G4)"  # ANI FOR PRE PRO


def test_field_training_another_vampire_is_anarch_with_a_level_of_the_discipline() -> None:
    s = table()
    a = ready(s, 0, TRAINER, blood=5, sect="anarch")
    b = ready(s, 0, DOM, blood=3)  # no Protean, no title
    hand(s, 0, "Field Training")
    goto(s, "minion")
    assert level(s, b, "pro") == 0
    do(s, "play field-training", "target pro")
    finish_action(s)
    assert any(s.placed[p].card == cid("Field Training") for p in s.minions[b].cards)
    assert s.minions[b].sect == "anarch" and level(s, b, "pro") == 1
    assert not s.minions[a].locked and s.minions[a].blood == 4  # unlocked; the card costs 1 blood


def test_field_training_burned_when_the_vampire_changes_sect() -> None:
    s = table()
    a = ready(s, 0, TRAINER, blood=5, sect="anarch")
    b = ready(s, 0, DOM, blood=3)
    hand(s, 0, "Field Training")
    goto(s, "minion")
    do(s, "play field-training", "target pro")
    finish_action(s)
    s.minions[b] = s.minions[b]._replace(sect="camarilla")
    do(s, f"hunt {a}")
    finish_action(s)
    assert not any(s.placed[p].card == cid("Field Training") for p in s.minions[b].cards)
    assert level(s, b, "pro") == 0


def test_field_training_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, TRAINER, blood=5, sect="sabbat")
    ready(s, 0, DOM, blood=3)
    hand(s, 0, "Field Training")
    goto(s, "minion")
    assert "play field-training" not in legal(s)


def test_public_trust_basic_bleeds_with_plus_2() -> None:
    s = table()
    a = ready(s, 0, 'Jason "Son" Newberry (G6)')  # pre, +1 bleed
    hand(s, 0, "Public Trust")
    goto(s, "minion")
    do(s, "play public-trust")
    assert action(s).actor == a  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 26


def test_public_trust_superior_adds_1_blood_to_an_uncontrolled_vampire() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=4)  # PRE
    u = uncontrolled(s, 0, "Lauren (G6)", blood=0)
    hand(s, 0, "Public Trust")
    goto(s, "minion")
    do(s, "play public-trust", "mode superior")
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[u].blood == 1


JUDGMENT = "Judgment: Camarilla Segregation"


def test_judgment_camarilla_segregation_put_in_play_by_a_prince() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)  # prince
    hand(s, 0, JUDGMENT)
    goto(s, "minion")
    do(s, "play judgment-camarilla-segregation")
    finish_action(s)
    assert any(s.placed[p].card == cid(JUDGMENT) for p in s.inplay[0])


def test_judgment_camarilla_segregation_requires_a_prince_or_justicar() -> None:
    s = table()
    ready(s, 0, DOM, blood=3)
    hand(s, 0, JUDGMENT)
    goto(s, "minion")
    assert "play judgment-camarilla-segregation" not in legal(s)


def test_judgment_camarilla_segregation_non_camarilla_controllers_burn_1_pool() -> None:
    s = table()
    in_play(s, 0, JUDGMENT)
    ready(s, 1, "Agatha (G2)", blood=4)  # Sabbat
    ready(s, 2, DOM, blood=3)  # Camarilla
    goto(s, "unlock", seat=1)
    goto(s, "unlock", seat=2)
    assert s.pool[1] == 29 and s.pool[2] == 30


def test_judgment_camarilla_segregation_burned_with_a_non_camarilla_vampire() -> None:
    s = table()
    j = in_play(s, 0, JUDGMENT)
    b = ready(s, 1, "Agatha (G2)", blood=4)
    goto(s, "master", seat=1)
    do(s, f"use {j} 1")
    assert j not in s.placed and b not in s.minions
