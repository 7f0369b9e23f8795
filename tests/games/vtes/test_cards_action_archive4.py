"""Action cards of the tournament-winning decks (issue 37), fourth list: each card's effect through
the windows of the rules."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    pass_until,
    play,
    ready,
    table,
    uncontrolled,
)

INFERNAL_DAI = "Arishat (G6)"  # DAI, infernal, capacity 6
PLAIN = "Lauren (G6)"


# ------------------------------------------------------------------------ Unleash Hell's Fury

UHF = "Unleash Hell's Fury"


def test_unleash_hells_fury_superior_puts_it_in_play_and_unlocks_the_vampire() -> None:
    s = table()
    a = ready(s, 0, INFERNAL_DAI, blood=5)
    hand(s, 0, UHF)
    goto(s, "minion")
    do(s, "play unleash-hell-s-fury", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert [p.card for p in s.placed.values()] == [cid(UHF)] and not s.minions[a].locked


def test_unleash_hells_fury_requires_an_infernal_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=5)
    hand(s, 0, UHF)
    goto(s, "minion")
    assert "play unleash-hell-s-fury" not in legal(s)


def test_unleash_hells_fury_blocks_a_bleed_at_you_the_actor_takes_aggravated_damage_and_it_burns() -> None:
    s = table()
    uhf = in_play(s, 1, UHF)
    actor = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"block {uhf}" in legal(st))
    do(s, f"block {uhf}")
    assert action(s).intercept(s) == 2  # type: ignore[union-attr]
    finish_action(s)
    assert uhf not in s.placed and cid(UHF) in s.ash[1]
    assert actor in s.torpor[0] and s.minions[actor].blood == 3  # 1 aggravated damage: torpor
    assert s.pool[1] == 30 and current_combat(s) is None  # blocked, no combat


def test_unleash_hells_fury_fails_against_more_stealth_and_stays() -> None:
    s = table()
    uhf = in_play(s, 1, UHF)
    actor = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {actor}")
    action(s).stealth_bonus = 3  # type: ignore[union-attr]
    pass_until(s, lambda st: f"block {uhf}" in legal(st))
    do(s, f"block {uhf}")
    pass_until(s, lambda st: action(st) is None or action(st).stage != "B")  # type: ignore[union-attr]
    assert f"block {uhf}" not in legal(s)  # the same attempt again would change nothing
    finish_action(s)
    assert uhf in s.placed and s.pool[1] == 29 and actor in s.ready[0]


def test_unleash_hells_fury_can_block_only_actions_directed_at_you() -> None:
    s = table()
    uhf = in_play(s, 2, UHF)
    actor = ready(s, 0, PLAIN, blood=3)
    ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {actor}")  # at seat 1, the prey
    for _ in range(30):
        assert f"block {uhf}" not in legal(s)
        if action(s) is None:
            break
        do(s, "pass")
    assert uhf in s.placed


def test_unleash_hells_fury_cannot_block_when_vampires_cannot_block() -> None:
    s = table()
    uhf = in_play(s, 1, UHF)
    actor = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {actor}")
    course = action(s)
    assert course is not None and course.can_attempt(s, uhf)
    course.flags = course.flags | {"no-vampire-block"}
    assert not course.can_attempt(s, uhf)


# ------------------------------------------------------------------------ Chameleon

BARON = "Jack Drake (G4)"  # Brujah, Anarch, capacity 8


def chameleon_table() -> tuple[VTESState, int, int, int]:
    """Seat 0's minion phase ended on turn 1; seat 1 brought Lauren (capacity 4) out on turn 2;
    another of seat 1's vampires was in play before."""
    s = table()
    baron = ready(s, 0, BARON, blood=5, title="baron")
    goto(s, "minion", 0, turn=1)
    do(s, "end")  # the minion phase is over
    before = ready(s, 1, "Aleph (G1)", blood=4)  # capacity 4 too
    goto(s, "influence", seat=1, turn=2)
    fresh = uncontrolled(s, 1, "Lauren (G6)", blood=4)
    do(s, f"bring {fresh}")
    goto(s, "minion", 0, turn=5)
    hand(s, 0, "Chameleon")
    return s, baron, fresh, before


def test_chameleon_takes_control_of_a_vampire_who_entered_play_since_your_last_minion_phase() -> None:
    s, baron, fresh, before = chameleon_table()
    do(s, "play chameleon")  # the one target (not the vampire in play before), X = its capacity: not asked
    c = action(s)
    assert c is not None and c.aplay is not None and c.aplay.targets == (fresh,) and c.aplay.x == 4
    assert c.directed and c.stealth(s) == 1 and before in s.ready[1]
    finish_action(s)
    assert fresh in s.ready[0] and s.minions[fresh].sect == "anarch"
    assert s.minions[baron].blood == 1  # X = 4 blood paid


def test_chameleon_x_must_be_the_capacity() -> None:
    s, baron, _fresh, _before = chameleon_table()
    s.minions[baron] = s.minions[baron]._replace(blood=3)  # cannot pay X = 4
    assert "play chameleon" not in legal(s)


def test_chameleon_requires_a_baron() -> None:
    s, baron, _fresh, _before = chameleon_table()
    s.minions[baron] = s.minions[baron]._replace(title=None)
    assert "play chameleon" not in legal(s)


def test_chameleon_not_a_vampire_who_entered_before_your_last_minion_phase() -> None:
    s, _baron, fresh, _before = chameleon_table()
    do(s, "end")  # seat 0's minion phase of turn 5 is over: Lauren entered before it
    goto(s, "minion", 0, turn=9)
    hand(s, 0, "Chameleon")
    assert "play chameleon" not in legal(s)
    assert fresh in s.ready[1]


# ------------------------------------------------------------------------ Force of Will

FORTITUDE = "Alice Chen (G6)"  # Ventrue, FOR, capacity 7


def test_force_of_will_basic_a_locked_vampire_bleeds_with_plus_1_and_takes_2_aggravated() -> None:
    s = table()
    v = ready(s, 0, FORTITUDE, blood=4, locked=True)
    hand(s, 0, "Force of Will")
    goto(s, "minion")
    do(s, "play force-of-will", "mode basic")
    finish_action(s)
    assert s.pool[1] == 28  # bleed 1 + 1
    assert v in s.torpor[0] and s.minions[v].blood == 2  # its cost, then 1 blood for the second damage


def test_force_of_will_superior_bleeds_with_plus_2_and_takes_1_aggravated() -> None:
    s = table()
    v = ready(s, 0, FORTITUDE, blood=4, locked=True)
    hand(s, 0, "Force of Will")
    goto(s, "minion")
    do(s, "play force-of-will", "mode superior")
    finish_action(s)
    assert s.pool[1] == 27 and v in s.torpor[0] and s.minions[v].blood == 3


def test_force_of_will_only_by_a_locked_vampire() -> None:
    s = table()
    ready(s, 0, FORTITUDE, blood=4)
    hand(s, 0, "Force of Will")
    goto(s, "minion")
    assert "play force-of-will" not in legal(s)


def test_force_of_will_damage_even_if_the_action_is_blocked() -> None:
    s = table()
    v = ready(s, 0, FORTITUDE, blood=4, locked=True)
    blocker = ready(s, 1, PLAIN, blood=4)
    hand(s, 0, "Force of Will")
    goto(s, "minion")
    do(s, "play force-of-will", "mode superior")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    finish_action(s)
    assert s.pool[1] == 30 and v in s.torpor[0]


# ------------------------------------------------------------------------ Anarch Secession

PRINCE = "Alice Chen (G6)"  # Ventrue, Camarilla, capacity 7, Prince of Nairobi


def test_anarch_secession_a_prince_becomes_anarch_baron_of_the_same_city() -> None:
    s = table()
    v = ready(s, 0, PRINCE, blood=4)
    hand(s, 0, "Anarch Secession")
    goto(s, "minion")
    do(s, "play anarch-secession")
    finish_action(s)
    m = s.minions[v]
    assert m.sect == "anarch" and m.title == "baron" and "title-city:Nairobi" in m.marks
    assert [s.placed[c].card for c in m.cards] == [cid("Anarch Secession")]


def test_anarch_secession_a_primogen_becomes_anarch_without_a_title_card() -> None:
    s = table()
    v = ready(s, 0, PRINCE, blood=4, title="primogen")
    hand(s, 0, "Anarch Secession")
    goto(s, "minion")
    do(s, "play anarch-secession")
    finish_action(s)
    assert s.minions[v].sect == "anarch" and not s.minions[v].cards and cid("Anarch Secession") in s.ash[0]


def test_anarch_secession_requires_a_titled_non_anarch_vampire() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)", blood=4)  # untitled
    ready(s, 0, BARON, blood=4, title="baron")  # an anarch
    hand(s, 0, "Anarch Secession")
    goto(s, "minion")
    assert "play anarch-secession" not in legal(s)


def test_anarch_secession_minions_without_titles_cannot_block() -> None:
    s = table()
    ready(s, 0, PRINCE, blood=4, title="primogen")
    plain = ready(s, 1, PLAIN, blood=4)
    titled = ready(s, 1, "Aleph (G1)", blood=4, title="primogen")
    hand(s, 0, "Anarch Secession")
    goto(s, "minion")
    do(s, "play anarch-secession")
    pass_until(s, lambda st: f"block {titled}" in legal(st))
    assert f"block {plain}" not in legal(s)


# ------------------------------------------------------------------------ Anima Gathering

ANIMA = "Anima Gathering"
AUSPEX = "Aleph (G1)"  # AUS, capacity 4


def anima_in_play(mode: str) -> tuple[VTESState, int, int, int]:
    s = table()
    v = ready(s, 0, AUSPEX, blood=4)
    other = ready(s, 0, BARON, blood=4)  # no Auspex
    hand(s, 0, ANIMA)
    goto(s, "minion")
    do(s, "play anima-gathering", f"mode {mode}")
    finish_action(s)
    (card,) = s.minions[v].cards
    return s, v, other, card


def test_anima_gathering_basic_the_chosen_minion_gets_2_intercept() -> None:
    from tabletome.games.vtes.stats import static

    s, v, other, card = anima_in_play("basic")
    assert s.placed[card].card == cid(ANIMA) and s.minions[v].locked
    assert static(s, other, "intercept") == 2 and static(s, v, "intercept") == 0
    assert static(s, other, "bleed") == 0


def test_anima_gathering_superior_also_gives_1_bleed() -> None:
    from tabletome.games.vtes.stats import static

    s, _v, other, _card = anima_in_play("superior")
    assert static(s, other, "intercept") == 2 and static(s, other, "bleed") == 1


def test_anima_gathering_the_minion_may_stay_locked_in_the_unlock_phase() -> None:
    s, v, _other, card = anima_in_play("basic")
    goto(s, "unlock", 0)
    assert "decline" in legal(s) and s.minions[v].locked
    do(s, "decline")
    assert s.minions[v].locked and card in s.placed


def test_anima_gathering_burns_if_the_minion_unlocks() -> None:
    s, v, _other, card = anima_in_play("basic")
    goto(s, "unlock", 0)
    do(s, "pass")  # unlocks as normal
    assert not s.minions[v].locked and card not in s.placed and cid(ANIMA) in s.ash[0]


def test_anima_gathering_burns_when_an_effect_unlocks_the_minion() -> None:
    from tabletome.games.vtes import ops

    s, v, _other, card = anima_in_play("basic")
    ops.unlock(s, v)
    assert card not in s.placed


# ------------------------------------------------------------------------ Web of Knives Recruit

WOK = "Web of Knives Recruit"
BANU_HAQIM = "Abd al-Rashid (G2)"


def test_web_of_knives_recruit_trains_for_three_unlock_phases_then_becomes_a_vampire() -> None:
    from tabletome.games.vtes.stats import capacity, disciplines, is_vampire
    from tabletome.games.vtes.traits import has_trait, may_diablerize

    s = table()
    ready(s, 0, BANU_HAQIM, blood=4)
    hand(s, 0, WOK)
    goto(s, "minion")
    do(s, "play web-of-knives-recruit")
    finish_action(s)
    (card,) = [u for u in s.inplay[0] if s.placed[u].card == cid(WOK)]
    assert s.placed[card].counters == 3 and s.pool[0] == 29
    for left in (2, 1):
        goto(s, "unlock", 0)
        assert s.placed[card].counters == left
    before = set(s.ready[0])
    goto(s, "unlock", 0)
    assert card not in s.placed
    (v,) = set(s.ready[0]) - before
    m = s.minions[v]
    assert m.card == cid(WOK) and is_vampire(s, v) and capacity(s, v) == 3 and m.blood == 3
    assert m.sect == "independent" and has_trait(s, v, "Blood Cursed") and not may_diablerize(s, v)
    assert disciplines(s, v) == {"cel": 1, "obf": 1, "pot": 1, "qui": 1}


def test_web_of_knives_recruit_once_a_vampire_its_unlock_phases_go_on() -> None:
    """VT-UNL-02: the recruit's unlock-phase effect is asked of it as a vampire too (a minion now, not a
    card in play); the phase goes on to the master phase (it stopped on a KeyError: archive seed 286)."""
    s = table()
    ready(s, 0, BANU_HAQIM, blood=4)
    hand(s, 0, WOK)
    goto(s, "minion")
    do(s, "play web-of-knives-recruit")
    finish_action(s)
    for _ in range(3):
        goto(s, "unlock", 0)
    (v,) = [u for u in s.ready[0] if s.minions[u].card == cid(WOK)]
    goto(s, "minion", 0)
    goto(s, "unlock", 0)
    assert s.current_phase() == "master" and s.minions[v].blood == 3 and v in s.ready[0]


def test_web_of_knives_recruit_no_more_than_two_each_unlock_phase() -> None:
    s = table()
    cards = [in_play(s, 0, WOK, counters=3) for _ in range(3)]
    goto(s, "unlock", 0)
    for _ in range(5):
        if not any(a.startswith("effect") for a in legal(s)):
            break
        do(s, next(a for a in legal(s) if a.startswith("effect")))
    assert sorted(s.placed[c].counters for c in cards) == [2, 2, 3]


# ------------------------------------------------------------------------ Call the Great Beast

BEAST = "Call the Great Beast"
BAALI = "Annazir (G5)"  # Baali, capacity 9


def new_turn(s: VTESState, baali: int) -> None:
    """Seat 0's next turn: its infernal Baali unlocks (1 pool), then the minion phase."""
    goto(s, "unlock", 0)
    if baali in s.minions:
        do(s, f"infernal {baali}")
    goto(s, "minion")


def beast_on(s: VTESState) -> tuple[int, int]:
    b = ready(s, 0, BAALI, blood=9)
    hand(s, 0, BEAST)
    goto(s, "minion")
    do(s, "play call-the-great-beast")
    finish_action(s)
    (card,) = s.minions[b].cards
    return b, card


def test_call_the_great_beast_goes_on_the_baali_with_its_capacity_in_counters() -> None:
    s = table()
    b, card = beast_on(s)
    from tabletome.games.vtes.stats import bleed, strength

    assert s.placed[card].card == cid(BEAST) and s.placed[card].counters == 9 and s.minions[b].blood == 8
    assert strength(s, b) == 1 and bleed(s, b) == 2  # his own +1 bleed: not what the vampire it becomes gets


def test_call_the_great_beast_eleven_counters_make_a_vampire_and_burn_the_baali() -> None:
    from tabletome.games.vtes.stats import bleed, capacity, disciplines, is_vampire, strength
    from tabletome.games.vtes.traits import has_trait

    s = table()
    b, card = beast_on(s)
    for n in (10, 11):
        new_turn(s, b)
        do(s, f"use {card} 1")
        assert action(s).stealth(s) == 1  # type: ignore[union-attr]
        pass_until(s, lambda st: action(st) is None or any(a.startswith("choose") for a in legal(st)))
        if n == 10:
            assert s.placed[card].counters == 10
    for code in ("cel", "pot", "for"):
        do(s, f"choose {code}")
    finish_action(s)
    assert b not in s.minions and cid(BAALI) in s.ash[0]
    (v,) = [u for u in s.ready[0] if s.minions[u].card == cid(BEAST)]
    assert is_vampire(s, v) and capacity(s, v) == 9 and s.minions[v].blood == 9
    assert strength(s, v) == 4 and bleed(s, v) == 3 and has_trait(s, v, "Infernal")
    assert disciplines(s, v) == {"cel": 2, "pot": 2, "for": 2} and s.minions[v].sect == "independent"


def test_call_the_great_beast_as_a_vampire_enters_combat_as_a_directed_action() -> None:
    s = table()
    b, card = beast_on(s)
    s.placed[card] = s.placed[card]._replace(counters=10)
    new_turn(s, b)
    do(s, f"use {card} 1")
    pass_until(s, lambda st: any(a.startswith("choose") for a in legal(st)))
    for code in ("cel", "pot", "for"):
        do(s, f"choose {code}")
    finish_action(s)
    (v,) = [u for u in s.ready[0] if s.minions[u].card == cid(BEAST)]
    prey = ready(s, 1, PLAIN, blood=4)
    new_turn(s, b)
    assert f"use {card} 1" not in legal(s)  # no longer a card on a Baali
    do(s, f"use {v} 2")  # the one minion to enter combat with
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    combat = current_combat(s)
    assert combat is not None and {combat.a, combat.b} == {v, prey}
    assert combat.total(v, "shield") == 1 and combat.total(prey, "shield") == 0  # prevent 1 damage each combat


# ------------------------------------------------------------------------ The Status Perfectus

PERFECTUS = "The Status Perfectus"
ANARCH2 = "Adelaide Davis (G3)"  # made Anarch in these tests


def test_the_status_perfectus_requires_an_anarch_and_moves_blood_in_the_master_phase() -> None:
    s = table()
    a = ready(s, 0, BARON, blood=4)
    hand(s, 0, PERFECTUS)
    goto(s, "minion")
    do(s, "play the-status-perfectus")
    finish_action(s)
    (card,) = [u for u in s.inplay[0] if s.placed[u].card == cid(PERFECTUS)]
    b = ready(s, 0, ANARCH2, blood=1, sect="anarch")
    goto(s, "master")
    do(s, f"use {card} 1", f"target {a}")  # the giver; the one other anarch receives it
    pass_until(s, lambda st: s.minions[b].blood == 2)
    assert s.minions[a].blood == 3
    goto(s, "master")
    assert f"use {card} 1" not in legal(s)  # once each master phase


def test_the_status_perfectus_another_anarch_fights_the_acting_minion_after_a_block() -> None:
    s = table()
    card = in_play(s, 0, PERFECTUS)
    blocker = ready(s, 0, BARON, blood=4)
    other = ready(s, 0, ANARCH2, blood=3, sect="anarch")
    actor = ready(s, 3, PLAIN, blood=4)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")  # at seat 0, its prey
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: f"choose {other}" in legal(st))
    assert f"choose {blocker}" not in legal(s) and "decline" in legal(s)
    do(s, f"choose {other}")  # a combat of one round: the acting minion cannot strike in it
    pass_until(s, lambda st: current_combat(st) is None)
    assert "Combat: Adelaide Davis (G3) against Lauren (G6)." in [line for _, line in s.log]
    assert s.minions[actor].blood == 2 and s.minions[other].blood == 3  # struck, not striking back
    assert s.placed[card].locked and s.minions[other].locked


def test_the_status_perfectus_not_when_the_blocker_is_no_anarch() -> None:
    s = table()
    in_play(s, 0, PERFECTUS)
    blocker = ready(s, 0, "Aleph (G1)", blood=4)
    other = ready(s, 0, ANARCH2, blood=3, sect="anarch")
    actor = ready(s, 3, PLAIN, blood=4)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: action(st) is None or f"choose {other}" in legal(st))
    assert action(s) is None


# ------------------------------------------------------------------------ Steely Tenacity

STEELY = "Steely Tenacity"
ANI_DOM = "Laurent de Valois (G2)"  # ani dom, capacity 4: made Anarch in these tests


def test_steely_tenacity_dom_bleeds_and_may_be_taken_back_from_the_ash_heap() -> None:
    s = table()
    ready(s, 0, ANI_DOM, blood=4, sect="anarch")
    hand(s, 0, STEELY)
    goto(s, "minion")
    do(s, "play steely-tenacity")  # its one action mode here: [dom]
    assert s.hand[0] == []  # not replaced until after this action
    pass_until(s, lambda st: "decline" in legal(st))
    assert s.pool[1] == 28 and cid(STEELY) in s.ash[0]
    do(s, "choose steely-tenacity")
    assert cid(STEELY) in s.hand[0] and cid(STEELY) not in s.ash[0] and len(s.hand[0]) == 7


def test_steely_tenacity_declining_draws_as_usual() -> None:
    s = table()
    ready(s, 0, ANI_DOM, blood=4, sect="anarch")
    hand(s, 0, STEELY)
    goto(s, "minion")
    do(s, "play steely-tenacity")  # its one action mode here: [dom]
    pass_until(s, lambda st: "decline" in legal(st))
    do(s, "decline")
    assert cid(STEELY) in s.ash[0] and len(s.hand[0]) == 7


def test_steely_tenacity_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, ANI_DOM, blood=4)
    hand(s, 0, STEELY)
    goto(s, "minion")
    assert "play steely-tenacity" not in legal(s)


def test_steely_tenacity_qui_enters_combat_with_a_minion() -> None:
    s = table()
    v = ready(s, 0, "Abd al-Rashid (G2)", blood=4, sect="anarch")  # qui
    prey = ready(s, 1, PLAIN, blood=4)
    hand(s, 0, STEELY)
    goto(s, "minion")
    do(s, "play steely-tenacity")
    c = action(s)
    assert c is not None and c.directed and c.stealth(s) == 1
    pass_until(s, lambda st: "decline" in legal(st))  # the combat fought, the action over
    assert "Combat: Abd al-Rashid (G2) against Lauren (G6)." in [line for _, line in s.log]
    assert s.minions[prey].blood == 3 and s.minions[v].blood == 2  # the card's blood, 1 damage each


def test_steely_tenacity_ani_hand_strike_at_plus_1_with_an_optional_press() -> None:
    from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to

    s = table()
    a = ready(s, 0, ANI_DOM, blood=4, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, STEELY)
    c = fight(s, a, b)
    to(s, "strike", 0)
    play(s, "steely-tenacity", "mode ani", "target hand")
    assert c.has(a, "press")
    end_combat(s)
    assert blood(s, b) == 2  # 1 strength + 1


# ------------------------------------------------------------------------ Loki's Gift

LOKIS = "Loki's Gift"
PROTEAN = "Badger (G1)"  # PRO, capacity 6


def test_lokis_gift_basic_hunts_and_goes_on_the_vampire() -> None:
    s = table()
    v = ready(s, 0, PROTEAN, blood=2)
    hand(s, 0, LOKIS)
    goto(s, "minion")
    do(s, "play loki-s-gift", "mode basic")
    c = action(s)
    assert c is not None and c.kind_ == "hunt" and c.stealth(s) == 1 and not c.directed
    finish_action(s)
    assert s.minions[v].blood == 3 and [s.placed[p].card for p in s.minions[v].cards] == [cid(LOKIS)]


def test_lokis_gift_superior_also_burns_1_blood_from_any_vampire() -> None:
    s = table()
    v = ready(s, 0, PROTEAN, blood=2)
    other = ready(s, 1, PLAIN, blood=3)
    hand(s, 0, LOKIS)
    goto(s, "minion")
    do(s, "play loki-s-gift", "mode superior", f"target {other}")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1
    finish_action(s)
    assert s.minions[v].blood == 3 and s.minions[other].blood == 2


def test_lokis_gift_only_one_on_a_vampire() -> None:
    s = table()
    v = ready(s, 0, PROTEAN, blood=2)
    attach(s, v, LOKIS)
    hand(s, 0, LOKIS)
    goto(s, "minion")
    assert "play loki-s-gift" not in legal(s)


def test_lokis_gift_burn_it_and_1_blood_for_1_stealth_when_needed() -> None:
    s = table()
    v = ready(s, 0, PROTEAN, blood=3)
    gift = attach(s, v, LOKIS)
    blocker = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    assert f"use {gift} 1" not in legal(s)  # not needed: no block attempt
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: f"use {gift} 1" in legal(st))
    do(s, f"use {gift} 1")
    assert action(s).stealth(s) == 1 and gift not in s.placed and s.minions[v].blood == 2  # type: ignore[union-attr]


def test_lokis_gift_superior_burned_in_a_referendum_for_2_votes() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.scenario import until_legal

    s = table()
    v = ready(s, 0, PROTEAN, blood=3)
    basic = attach(s, v, LOKIS, mode="basic")
    caller = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested", f"by {caller}")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    assert current_referendum(s) is not None and f"use {basic} 2" not in legal(s)  # [pro]: no votes
    s.placed[basic] = s.placed[basic]._replace(mode="superior")
    s.changed()
    until_legal(s, f"use {basic} 2")
    do(s, f"use {basic} 2", "target for")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[0] == 2 and basic not in s.placed and caller in s.ready[0]


# ------------------------------------------------------------------------ Rise of the Fallen

RISE = "Rise of the Fallen"


def test_rise_of_the_fallen_put_in_play_by_an_infernal_minion() -> None:
    s = table()
    ready(s, 0, INFERNAL_DAI, blood=5)
    hand(s, 0, RISE)
    goto(s, "minion")
    do(s, "play rise-of-the-fallen")
    finish_action(s)
    assert any(s.placed[u].card == cid(RISE) for u in s.inplay[0])


def test_rise_of_the_fallen_requires_an_infernal_minion() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=5)
    hand(s, 0, RISE)
    goto(s, "minion")
    assert "play rise-of-the-fallen" not in legal(s)


def test_rise_of_the_fallen_your_prey_burns_1_pool_after_an_action_you_burned_corruption_counters_in() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    in_play(s, 0, RISE)
    ready(s, 0, "Amenophobis (G4)", blood=5)  # Ministry: Corruption
    v = ready(s, 1, PLAIN, blood=3)
    ops.add_counters(s, v, "corruption 1", capacity(s, v) - 1)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    pass_until(s, lambda st: f"steal {v}" in legal(st))
    do(s, f"steal {v}")  # the counters are burned
    finish_action(s)
    assert s.controller(v) == 0 and s.pool[1] == 29


def test_rise_of_the_fallen_no_pool_after_an_action_without_burned_counters() -> None:
    s = table()
    in_play(s, 0, RISE)
    a = ready(s, 0, PLAIN, blood=5)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 29  # the bleed only


def test_rise_of_the_fallen_burned_by_burning_a_corrupted_vampire_in_the_unlock_phase() -> None:
    s = table()
    rise = in_play(s, 1, RISE)
    v = ready(s, 2, PLAIN, blood=3)
    clean = ready(s, 2, "Aleph (G1)", blood=3)
    ops.add_counters(s, v, "corruption 2", 1)
    goto(s, "unlock", 2)
    assert f"use {rise} 1" in legal(s)
    do(s, f"use {rise} 1")  # the one vampire with corruption counters
    assert v not in s.minions and rise not in s.placed and clean in s.ready[2]


# ------------------------------------------------------------------------ Nose of the Hound, Sense Death


def combat_of(s: VTESState, uid: int, other: int) -> None:
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and {c.a, c.b} == {uid, other}


def test_nose_of_the_hound_aus_a_locked_minion_with_an_optional_maneuver() -> None:
    s = table()
    v = ready(s, 0, AUSPEX, blood=4)
    locked = ready(s, 1, PLAIN, blood=3, locked=True)
    ready(s, 2, "Alice Chen (G6)", blood=3)  # unlocked: not a target
    hand(s, 0, "Nose of the Hound")
    goto(s, "minion")
    do(s, "play nose-of-the-hound")  # the one locked minion of another Methuselah
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1 and c.stealth(s) == 1
    combat_of(s, v, locked)
    assert current_combat(s).count(v, "maneuver") == 1  # type: ignore[union-attr]


def test_nose_of_the_hound_spi_superior_any_ready_minion_with_two_maneuvers() -> None:
    s = table()
    v = ready(s, 0, "Effie Lowery (G4)", blood=4)  # SPI
    other = ready(s, 1, PLAIN, blood=3)
    hand(s, 0, "Nose of the Hound")
    goto(s, "minion")
    assert "play nose-of-the-hound" in legal(s)
    do(s, "play nose-of-the-hound")  # only the superior mode finds an unlocked minion
    combat_of(s, v, other)
    assert current_combat(s).count(v, "maneuver") == 2  # type: ignore[union-attr]


def test_sense_death_ani_a_younger_vampire_only() -> None:
    s = table()
    ready(s, 0, "Accorri Giovanni (G5)", blood=4)  # ani, capacity 6
    ready(s, 1, "Alice Chen (G6)", blood=3)  # capacity 7: older
    hand(s, 0, "Sense Death")
    goto(s, "minion")
    assert "play sense-death" not in legal(s)


def test_sense_death_val_superior_any_minion_with_a_press_and_a_maneuver() -> None:
    s = table()
    v = ready(s, 0, "Aredhel (G4)", blood=4)  # VAL
    other = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Sense Death")
    goto(s, "minion")
    do(s, "play sense-death", "mode superior")
    combat_of(s, v, other)
    c = current_combat(s)
    assert c is not None and c.count(v, "maneuver") == 1 and c.count(v, "press") == 1


# ------------------------------------------------------------------------ Abbot

SABBAT = "Effie Lowery (G4)"  # Sabbat, capacity 5


def test_abbot_goes_on_the_sabbat_vampire_unlocked_with_1_intercept_during_actions_directed_at_you() -> None:
    s = table()
    v = ready(s, 0, SABBAT, blood=4)
    hand(s, 0, "Abbot")
    goto(s, "minion")
    do(s, "play abbot")
    finish_action(s)
    assert not s.minions[v].locked and [s.placed[p].card for p in s.minions[v].cards] == [cid("Abbot")]
    actor = ready(s, 3, PLAIN, blood=3)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")  # at seat 0
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_abbot_no_intercept_during_actions_not_directed_at_you() -> None:
    s = table()
    v = ready(s, 0, SABBAT, blood=4)
    attach(s, v, "Abbot")
    actor = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion", seat=1)
    do(s, f"hunt {actor}")  # undirected: seat 0 may block it as the predator
    assert action(s).intercept(s, v) == 0  # type: ignore[union-attr]


def test_abbot_requires_a_sabbat_vampire_and_only_one() -> None:
    s = table()
    v = ready(s, 0, SABBAT, blood=4)
    attach(s, v, "Abbot")
    ready(s, 0, PLAIN, blood=4)  # Camarilla
    hand(s, 0, "Abbot")
    goto(s, "minion")
    assert "play abbot" not in legal(s)


# ------------------------------------------------------------------------ Under Siege, Eternal Vigilance


def test_under_siege_a_locked_sabbat_vampire_unlocks_and_blocks_with_1_intercept() -> None:
    s = table()
    siege = in_play(s, 0, "Under Siege", counters=3)
    v = ready(s, 0, SABBAT, blood=4, locked=True)
    ready(s, 0, PLAIN, blood=4, locked=True)  # Camarilla: not offered
    actor = ready(s, 3, PLAIN, blood=3)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"use {siege} 1" in legal(st))
    do(s, f"use {siege} 1")  # the one Sabbat vampire
    c = action(s)
    assert c is not None and c.blocker == v and not s.minions[v].locked and c.intercept(s) == 1
    assert s.placed[siege].counters == 2


def test_under_siege_burned_with_its_last_counter_and_needs_a_titled_sabbat_vampire() -> None:
    s = table()
    siege = in_play(s, 0, "Under Siege", counters=1)
    ready(s, 0, SABBAT, blood=4, locked=True)
    actor = ready(s, 3, PLAIN, blood=3)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"use {siege} 1" in legal(st))
    do(s, f"use {siege} 1")
    assert siege not in s.placed
    s2 = table()
    ready(s2, 0, SABBAT, blood=4)  # untitled
    hand(s2, 0, "Under Siege")
    goto(s2, "minion")
    assert "play under-siege" not in legal(s2)


def test_eternal_vigilance_the_sabbat_vampire_burns_1_blood_to_unlock_and_block() -> None:
    s = table()
    v = ready(s, 0, SABBAT, blood=4, locked=True, title="priscus")
    card_ = attach(s, v, "Eternal Vigilance")
    actor = ready(s, 3, PLAIN, blood=3)
    goto(s, "minion", seat=3)
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"use {card_} 1" in legal(st))
    do(s, f"use {card_} 1")
    c = action(s)
    assert c is not None and c.blocker == v and not s.minions[v].locked and s.minions[v].blood == 3


def test_eternal_vigilance_burned_when_the_vampire_goes_to_torpor() -> None:
    s = table()
    v = ready(s, 0, SABBAT, blood=4, title="priscus")
    card_ = attach(s, v, "Eternal Vigilance")
    ops.to_torpor(s, v)
    assert card_ not in s.placed


# ------------------------------------------------------------------------ Arson, Loss, Gremlins


def test_arson_burns_a_location_of_another_methuselah_replaced_after_the_action() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    loc = in_play(s, 2, "Jungle Hunting Ground")
    hand(s, 0, "Arson")
    goto(s, "minion")
    do(s, "play arson")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 2 and c.stealth(s) == 0 and s.hand[0] == []
    finish_action(s)
    assert loc not in s.placed and cid("Jungle Hunting Ground") in s.ash[2] and len(s.hand[0]) == 7


def test_loss_qui_burns_an_equipment_on_a_minion_of_your_predator_or_prey() -> None:
    s = table()
    ready(s, 0, "Abd al-Rashid (G2)", blood=4)  # QUI
    prey_minion = ready(s, 1, PLAIN, blood=3)
    far = ready(s, 2, "Aleph (G1)", blood=3)
    sword = attach(s, prey_minion, "Bastard Sword")
    attach(s, far, "Meat Cleaver")  # Methuselah 3 is neither predator nor prey
    hand(s, 0, "Loss")
    goto(s, "minion")
    do(s, "play loss", "mode basic")  # the one equipment on a neighbour's minion
    finish_action(s)
    assert sword not in s.placed and cid("Bastard Sword") in s.ash[1]


def test_loss_qui_superior_bleeds_with_plus_2() -> None:
    s = table()
    ready(s, 0, "Abd al-Rashid (G2)", blood=4)
    hand(s, 0, "Loss")
    goto(s, "minion")
    play(s, "loss", "mode superior")  # no equipment to burn: the bleed only
    finish_action(s)
    assert s.pool[1] == 27


def test_gremlins_myt_burns_an_equipment_but_not_a_melee_weapon() -> None:
    s = table()
    ready(s, 0, "Dame Hollerton (G4)", blood=4)  # myt, DOM
    v = ready(s, 1, PLAIN, blood=3)
    attach(s, v, "Bastard Sword")  # a melee weapon: not a target
    gun = attach(s, v, ".44 Magnum")
    hand(s, 0, "Gremlins")
    goto(s, "minion")
    do(s, "play gremlins", "mode basic")
    c = action(s)
    assert c is not None and c.directed and c.stealth(s) == 1
    finish_action(s)
    assert gun not in s.placed and any(s.placed[p].card == cid("Bastard Sword") for p in s.minions[v].cards)


def test_gremlins_dom_bleeds_with_plus_1() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)  # dom
    hand(s, 0, "Gremlins")
    goto(s, "minion")
    do(s, "play gremlins")
    finish_action(s)
    assert s.pool[1] == 28


# ------------------------------------------------------------------------ Inside Dirt

NOSFERATU_ANTITRIBU = "Aaron Bathurst (G4)"


def test_inside_dirt_burns_the_edge_and_3_blood_from_a_vampire_of_another_methuselah() -> None:
    from tabletome.games.vtes.state import CENTRE

    s = table()
    ready(s, 0, NOSFERATU_ANTITRIBU, blood=3)
    v = ready(s, 2, "Alice Chen (G6)", blood=5)
    s.edge = 0
    hand(s, 0, "Inside Dirt")
    goto(s, "minion")
    do(s, "play inside-dirt", f"target {v}")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 2
    finish_action(s)
    assert s.minions[v].blood == 2 and s.edge == CENTRE and s.pool[1] == 30


def test_inside_dirt_or_3_pool_from_your_prey() -> None:
    s = table()
    ready(s, 0, NOSFERATU_ANTITRIBU, blood=3)
    s.edge = 0
    hand(s, 0, "Inside Dirt")
    goto(s, "minion")
    do(s, "play inside-dirt")  # no vampire of another Methuselah: the prey
    finish_action(s)
    assert s.pool[1] == 27


def test_inside_dirt_needs_the_edge() -> None:
    s = table()
    ready(s, 0, NOSFERATU_ANTITRIBU, blood=3)
    hand(s, 0, "Inside Dirt")
    goto(s, "minion")
    assert "play inside-dirt" not in legal(s)


# ------------------------------------------------------------------------ Tattoo Signal, Mozambique Allure

SERAPH = "Appius Claudius Corvus (G5)"
BLACK_HAND = "Al-Muntathir, God's Witness (G5)"


def test_tattoo_signal_the_seraph_locks_it_to_unlock_another_black_hand_vampire() -> None:
    s = table()
    v = ready(s, 0, SERAPH, blood=5)
    other = ready(s, 0, BLACK_HAND, blood=3, locked=True)
    hand(s, 0, "Tattoo Signal")
    goto(s, "minion")
    do(s, "play tattoo-signal")
    finish_action(s)
    (card_,) = s.minions[v].cards
    goto(s, "minion")
    do(s, f"use {card_} 1")  # the one other locked Black Hand vampire
    assert not s.minions[other].locked and s.placed[card_].locked


def test_tattoo_signal_requires_a_seraph() -> None:
    s = table()
    ready(s, 0, BLACK_HAND, blood=3)
    hand(s, 0, "Tattoo Signal")
    goto(s, "minion")
    assert "play tattoo-signal" not in legal(s)


def test_mozambique_allure_a_laibon_draws_from_the_crypt() -> None:
    s = table()
    v = ready(s, 0, "Abiku (G4)", blood=4)  # Laibon
    hand(s, 0, "Mozambique Allure")
    goto(s, "minion")
    do(s, "play mozambique-allure")
    before = len(s.uncontrolled[0])
    finish_action(s)
    assert len(s.uncontrolled[0]) == before + 1 and s.minions[v].locked


def test_mozambique_allure_a_tzimisce_becomes_laibon_and_unlocks() -> None:
    s = table()
    v = ready(s, 0, "Ana Rita Montaña (G3)", blood=4)  # Tzimisce, Sabbat
    hand(s, 0, "Mozambique Allure")
    goto(s, "minion")
    do(s, "play mozambique-allure")
    finish_action(s)
    assert s.minions[v].sect == "laibon" and not s.minions[v].locked


def test_mozambique_allure_other_clans_become_laibon_and_stay_locked() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4)  # Tremere
    hand(s, 0, "Mozambique Allure")
    goto(s, "minion")
    do(s, "play mozambique-allure")
    finish_action(s)
    assert s.minions[v].sect == "laibon" and s.minions[v].locked


# ------------------------------------------------------------------------ Big Game

RED_LIST = "Alexis Sorokin (G4)"  # Red List


def test_big_game_against_a_red_list_minion_a_press_and_unlocks_after_the_action() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4)
    red = ready(s, 1, RED_LIST, blood=8)
    hand(s, 0, "Big Game")
    goto(s, "minion")
    do(s, "play big-game")
    c = action(s)
    assert c is not None and c.directed and c.stealth(s) == 0 and s.hand[0] == []
    pass_until(s, lambda st: "choose press" in legal(st))
    do(s, "choose press")
    combat = current_combat(s)
    assert combat is not None and combat.count(v, "press") == 1 and {combat.a, combat.b} == {v, red}
    finish_action(s)
    assert v in s.ready[0] and not s.minions[v].locked and len(s.hand[0]) == 7


def test_big_game_against_another_minion_nothing_more() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4)
    ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Big Game")
    goto(s, "minion")
    do(s, "play big-game")
    pass_until(s, lambda st: action(st) is None or "choose press" in legal(st))
    assert "choose press" not in legal(s)
    assert s.minions[v].locked


# ------------------------------------------------------------------------ Abuse of Power


def test_abuse_of_power_only_one_ready_after_the_combat_the_opposing_controller_burns_1_pool() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=5)
    weak = ready(s, 1, PLAIN, blood=0)  # 1 damage it cannot mend: torpor
    hand(s, 0, "Abuse of Power")
    goto(s, "minion")
    do(s, "play abuse-of-power")
    c = action(s)
    assert c is not None and c.directed and c.stealth(s) == 1
    finish_action(s)
    assert weak in s.torpor[1] and v in s.ready[0] and s.pool[1] == 29 and s.pool[0] == 30


def test_abuse_of_power_both_still_ready_no_pool() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=5)
    ready(s, 1, PLAIN, blood=4)
    hand(s, 0, "Abuse of Power")
    goto(s, "minion")
    do(s, "play abuse-of-power")
    finish_action(s)
    assert s.pool[1] == 30 and s.pool[0] == 30


# ------------------------------------------------------------------------ Night Moves


def test_night_moves_bleeds_your_predator_at_3_stealth_never_more_than_1_pool() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=4, title=None)  # obf
    hand(s, 0, "Night Moves")
    goto(s, "minion")
    do(s, "play night-moves", "target p4")
    c = action(s)
    assert c is not None and c.target_seat == 3 and c.stealth(s) == 3
    c.bleed_bonus += 2  # a bleed of 3: the excess ignored
    assert c.bleed_amount(s) == 1
    finish_action(s)
    assert s.pool[3] == 29 and s.pool[1] == 30


# ------------------------------------------------------------------------ Gear Up


def test_gear_up_pre_unlocks_with_1_stealth_for_the_rest_of_the_turn() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4, sect="anarch", title=None)  # pre
    hand(s, 0, "Gear Up")
    goto(s, "minion")
    do(s, "play gear-up")  # its one mode here: [pre]
    finish_action(s)
    assert not s.minions[v].locked and s.minions[v].blood == 3
    do(s, f"bleed {v}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_gear_up_vic_unlocks_with_1_strength_in_combat_until_the_unlock_phase() -> None:
    from tests.games.vtes.test_cards_combat_cards import OPP, fight

    s = table()
    v = ready(s, 0, "Andrea Giovanni (G2)", blood=5, sect="anarch")  # nec, vic
    hand(s, 0, "Gear Up")
    goto(s, "minion")
    do(s, "play gear-up", "mode vic")
    finish_action(s)
    assert not s.minions[v].locked
    b = ready(s, 1, OPP, blood=4)
    c = fight(s, v, b)
    assert c.total(v, "strength") == 1


def test_gear_up_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Gear Up")
    goto(s, "minion")
    assert "play gear-up" not in legal(s)


# ------------------------------------------------------------------------ Sudario Refraction


def test_sudario_refraction_three_ash_cards_to_the_library_top_then_three_random_discards() -> None:
    s = table()
    ready(s, 0, "Accorri Giovanni (G5)", blood=4)  # Giovanni
    ash = [cid("Govern the Unaligned"), cid("Deflection"), cid("Bonding"), cid("Conditioning")]
    s.ash[0].extend(ash)
    s.ash[0].append(cid("Aleph (G1)"))  # a crypt card: not chosen
    hand(s, 0, "Sudario Refraction", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge")
    goto(s, "minion")
    do(s, "play sudario-refraction")
    pass_until(s, lambda st: "choose deflection" in legal(st))
    assert "choose aleph" not in legal(s)
    do(s, "choose deflection", "choose bonding", "choose conditioning")
    finish_action(s)
    assert cid("Govern the Unaligned") in s.ash[0] and cid("Deflection") not in s.ash[0]
    assert len(s.hand[0]) == 7 and len(s.ash[0]) == 6  # 2 left, Sudario Refraction, 3 discarded
    assert {cid("Deflection"), cid("Bonding"), cid("Conditioning")} <= set(s.hand[0])  # drawn back


# ------------------------------------------------------------------------ Disciple of Lazarus


def test_disciple_of_lazarus_adds_2_blood_to_a_younger_harbinger_in_your_uncontrolled_region() -> None:
    s = table()
    ready(s, 0, "Agaitas, The Scholar of Antiquities (G2)", blood=4)  # capacity 6
    young = uncontrolled(s, 0, "Nicomedes (G4)", blood=1)
    uncontrolled(s, 0, "Byzar (G6)", blood=1)  # older: not a target
    hand(s, 0, "Disciple of Lazarus")
    goto(s, "minion")
    do(s, "play disciple-of-lazarus", "mode blood")  # the one younger Harbinger
    finish_action(s)
    assert s.minions[young].blood == 3


def test_disciple_of_lazarus_or_searches_the_crypt_for_a_harbinger() -> None:
    s = table()
    ready(s, 0, "Agaitas, The Scholar of Antiquities (G2)", blood=4)
    s.crypt[0].append(cid("Solomon Batanea (G4)"))
    hand(s, 0, "Disciple of Lazarus")
    goto(s, "minion")
    play(s, "disciple-of-lazarus", "mode search")
    pass_until(s, lambda st: "choose solomon-batanea" in legal(st))
    do(s, "choose solomon-batanea")
    finish_action(s)
    assert any(s.minions[u].card == cid("Solomon Batanea (G4)") for u in s.uncontrolled[0])
    assert cid("Solomon Batanea (G4)") not in s.crypt[0]


# ------------------------------------------------------------------------ Split the Veil


def test_split_the_veil_counters_burned_in_the_unlock_phase_then_a_wraith_ally_from_the_ash_heap() -> None:
    s = table()
    veil = in_play(s, 0, "Split the Veil", counters=2)
    s.ash[0].append(cid("Brigitte Gebauer"))  # a wraith ally, 3 life
    goto(s, "unlock", 0)
    do(s, f"use {veil} 1")
    assert s.placed[veil].counters == 1 and f"use {veil} 1" not in legal(s)  # once each unlock phase
    goto(s, "unlock", 0)
    do(s, f"use {veil} 1")  # the last counter: burned, and the ally returns
    assert veil not in s.placed and cid("Split the Veil") in s.ash[0]
    (ally,) = [u for u in s.ready[0] if s.minions[u].card == cid("Brigitte Gebauer")]
    assert s.minions[ally].blood == 3 and cid("Brigitte Gebauer") not in s.ash[0]


def test_split_the_veil_no_more_than_two_each_unlock_phase() -> None:
    s = table()
    veils = [in_play(s, 0, "Split the Veil", counters=2) for _ in range(3)]
    goto(s, "unlock", 0)
    do(s, f"use {veils[0]} 1", f"use {veils[1]} 1")
    assert f"use {veils[2]} 1" not in legal(s)


# ------------------------------------------------------------------------ Psychophagia, Soul Feasting


def test_soul_feasting_burns_a_wraith_of_another_methuselah_to_hunt_with_3_more() -> None:
    s = table()
    v = ready(s, 0, "Accorri Giovanni (G5)", blood=1)  # nec, capacity 6
    wraith = ready(s, 1, "Brigitte Gebauer")
    hand(s, 0, "Soul Feasting")
    goto(s, "minion")
    do(s, "play soul-feasting", "mode basic-wraith")
    c = action(s)
    assert c is not None and c.kind_ == "hunt" and c.directed and c.target_seat == 1 and c.stealth(s) == 1
    finish_action(s)
    assert wraith not in s.minions and s.minions[v].blood == 5


def test_soul_feasting_or_a_plain_hunt() -> None:
    s = table()
    v = ready(s, 0, "Accorri Giovanni (G5)", blood=1)
    hand(s, 0, "Soul Feasting")
    goto(s, "minion")
    do(s, "play soul-feasting")  # no wraith: the hunt
    finish_action(s)
    assert s.minions[v].blood == 2


def test_psychophagia_removes_an_ally_in_an_ash_heap_to_gain_2_blood_and_unlock() -> None:
    s = table()
    v = ready(s, 0, "Gebeyehu Abdu (G6)", blood=1)  # Hecata
    s.ash[2].append(cid("Brigitte Gebauer"))
    hand(s, 0, "Psychophagia")
    goto(s, "minion")
    do(s, "play psychophagia")
    c = action(s)
    assert c is not None and c.kind_ == "hunt" and c.stealth(s) == 1
    pass_until(s, lambda st: "choose p3 brigitte-gebauer unlock" in legal(st))
    assert "choose p3 brigitte-gebauer blood" in legal(s)
    do(s, "choose p3 brigitte-gebauer unlock")
    finish_action(s)
    assert s.minions[v].blood == 3 and not s.minions[v].locked and cid("Brigitte Gebauer") in s.removed[2]


def test_psychophagia_needs_an_ally_in_an_ash_heap() -> None:
    s = table()
    ready(s, 0, "Gebeyehu Abdu (G6)", blood=1)
    hand(s, 0, "Psychophagia")
    goto(s, "minion")
    assert "play psychophagia" not in legal(s)


# ------------------------------------------------------------------------ Clan Impersonation


def test_clan_impersonation_the_vampire_is_of_the_chosen_clan_until_it_burns_the_card() -> None:
    from tabletome.games.vtes.stats import has_clan

    s = table()
    v = ready(s, 0, PLAIN, blood=4)  # Tremere
    hand(s, 0, "Clan Impersonation")
    goto(s, "minion")
    do(s, "play clan-impersonation", "target ventrue")
    finish_action(s)
    assert has_clan(s, v, "Ventrue") and not has_clan(s, v, "Tremere") and s.minions[v].blood == 2
    (card_,) = s.minions[v].cards
    goto(s, "unlock", 0)
    goto(s, "minion")
    do(s, f"use {card_} 1")
    finish_action(s)
    assert card_ not in s.placed and has_clan(s, v, "Tremere") and not has_clan(s, v, "Ventrue")


# ------------------------------------------------------------------------ Fiendish Tongue

TZIMISCE = "Ana Rita Montaña (G3)"  # Sabbat Tzimisce


def test_fiendish_tongue_bleeds_anarchs_get_minus_1_intercept_and_the_tzimisce_may_unlock_at_discard() -> None:
    s = table()
    v = ready(s, 0, TZIMISCE, blood=3)
    anarch = ready(s, 1, BARON, blood=4)
    hand(s, 0, "Fiendish Tongue")
    goto(s, "minion")
    do(s, "play fiendish-tongue")
    c = action(s)
    assert c is not None and c.intercept(s, anarch) == -1
    finish_action(s)
    assert s.pool[1] == 28 and s.minions[v].locked
    goto(s, "discard", 0)
    pass_until(s, lambda st: "choose unlock" in legal(st))
    do(s, "choose unlock")
    assert not s.minions[v].locked and s.minions[v].blood == 2


def test_fiendish_tongue_requires_a_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    hand(s, 0, "Fiendish Tongue")
    goto(s, "minion")
    assert "play fiendish-tongue" not in legal(s)


# ------------------------------------------------------------------------ The Call


def test_the_call_superior_adds_3_blood_to_a_younger_vampire_with_dementation() -> None:
    s = table()
    ready(s, 0, "Bloody Mary (G5)", blood=5)  # AUS DEM, capacity 8
    young = uncontrolled(s, 0, "Adelaide Davis (G3)", blood=0)  # dem, capacity 4
    uncontrolled(s, 0, "Alice Chen (G6)", blood=0)  # no Dementation
    hand(s, 0, "The Call")
    goto(s, "minion")
    do(s, "play the-call", "mode superior")
    finish_action(s)
    assert s.minions[young].blood == 3


def test_the_call_needs_auspex_and_dementation() -> None:
    s = table()
    ready(s, 0, AUSPEX, blood=4)  # no Dementation
    uncontrolled(s, 0, "Adelaide Davis (G3)", blood=0)
    hand(s, 0, "The Call")
    goto(s, "minion")
    assert "play the-call" not in legal(s)


# ------------------------------------------------------------------------ Taunt the Caged Beast


def test_taunt_the_caged_beast_superior_predators_and_preys_vampires_fight_the_one_left_gains_4() -> None:
    s = table()
    ready(s, 0, "Effie Lowery (G4)", blood=4)  # ANI
    strong = ready(s, 3, "Alice Chen (G6)", blood=2)  # your predator's
    weak = ready(s, 1, PLAIN, blood=0)  # your prey's: 1 damage sends her to torpor
    hand(s, 0, "Taunt the Caged Beast")
    goto(s, "minion")
    do(s, "play taunt-the-caged-beast", "mode superior")
    c = action(s)
    assert c is not None and not c.directed
    finish_action(s)
    assert weak in s.torpor[1] and s.minions[strong].blood == 5  # 2, 1 burned to mend, +4


def test_taunt_the_caged_beast_basic_enters_combat_with_a_maneuver() -> None:
    s = table()
    v = ready(s, 0, "Effie Lowery (G4)", blood=4)
    other = ready(s, 2, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Taunt the Caged Beast")
    goto(s, "minion")
    play(s, "taunt-the-caged-beast", "mode basic")
    combat_of(s, v, other)
    assert current_combat(s).count(v, "maneuver") == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Rumble


def test_rumble_one_more_card_in_that_combat_and_1_pool_if_the_vampire_is_not_ready_after() -> None:
    s = table()
    v = ready(s, 0, "Effie Lowery (G4)", blood=1)  # Sabbat
    ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Rumble")
    goto(s, "minion")
    do(s, "play rumble")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    assert len(s.hand[0]) == 8  # drawn up to the larger hand size
    s.minions[v] = s.minions[v]._replace(blood=0)  # the blood burned meanwhile: 1 damage sends her to torpor
    pass_until(s, lambda st: any(a.startswith("discard") for a in legal(st)) or action(st) is None)
    if any(a.startswith("discard") for a in legal(s)):  # the hand size is 7 again: discard down
        do(s, next(a for a in legal(s) if a.startswith("discard")))
    finish_action(s)
    assert v in s.torpor[0] and s.pool[0] == 29 and len(s.hand[0]) == 7


def test_rumble_requires_a_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Rumble")
    goto(s, "minion")
    assert "play rumble" not in legal(s)


# ------------------------------------------------------------------------ Dive Bomb

FLYER = "Handsome Dan (G6)"  # Flight


def test_dive_bomb_enters_combat_with_a_maneuver_in_the_first_round() -> None:
    s = table()
    v = ready(s, 0, FLYER, blood=4)
    other = ready(s, 2, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Dive Bomb")
    goto(s, "minion")
    do(s, "play dive-bomb")
    c = action(s)
    assert c is not None and c.directed and c.stealth(s) == 1
    combat_of(s, v, other)
    assert current_combat(s).count(v, "maneuver") == 1  # type: ignore[union-attr]


def test_dive_bomb_blocked_the_blocking_minion_gets_a_press() -> None:
    s = table()
    v = ready(s, 0, FLYER, blood=4)
    other = ready(s, 2, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Dive Bomb")
    goto(s, "minion")
    do(s, "play dive-bomb")
    action(s).add_intercept(other, 1)  # type: ignore[union-attr]  # enough to block the +1 stealth
    pass_until(s, lambda st: f"block {other}" in legal(st))
    do(s, f"block {other}")
    combat_of(s, v, other)
    c = current_combat(s)
    assert c is not None and c.count(other, "press") == 1 and c.count(v, "maneuver") == 0


def test_dive_bomb_requires_flight() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    ready(s, 2, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Dive Bomb")
    goto(s, "minion")
    assert "play dive-bomb" not in legal(s)
