"""Action cards of the tournament archive (issue 37), second batch: each card's tests named by the card."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import title, votes
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
    ready,
    table,
    uncontrolled,
)

# ------------------------------------------------------------------------ Fee Stakes

ANARCH = "Jack Drake (G4)"  # Brujah, Anarch, capacity 8, untitled
GANGREL = "Crow (G5)"  # Gangrel, Anarch, capacity 5
PRINCE = "Ayelech (G6)"  # a prince: 2 votes


def placed_on(s, uid: int, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == cid(name)]


def crown(s, seat: int, uid: int, name: str) -> int:  # type: ignore[no-untyped-def]
    hand(s, seat, name)
    goto(s, "minion", seat)
    ops.unlock(s, uid)
    do(s, f"play {cid_slug(name)}")
    if f"by {uid}" in legal(s):
        do(s, f"by {uid}")
    finish_action(s)
    (card_uid,) = placed_on(s, uid, name)
    return card_uid


def cid_slug(name: str) -> str:
    from tabletome.games.vtes.model import facts

    return facts(cid(name)).slug


def test_fee_stake_corte_makes_the_anarch_baron_of_corte() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    hand(s, 0, "Fee Stake: Corte")
    goto(s, "minion")
    do(s, "play fee-stake-corte")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert placed_on(s, a, "Fee Stake: Corte")
    assert title(s, a) == "baron" and votes(s, a) == 2
    assert "title-city:Corte" in s.minions[a].marks


def test_fee_stake_corte_requires_an_anarch_with_capacity_5_or_more() -> None:
    s = table()
    ready(s, 0, "Crow (G5)", blood=3, sect="camarilla")  # capacity 5, not Anarch
    ready(s, 0, "Lauren (G6)", blood=3, sect="anarch")  # capacity 4 or less
    hand(s, 0, "Fee Stake: Corte")
    goto(s, "minion")
    assert not any(m.startswith("play fee-stake-corte") for m in legal(s))


def test_fee_stake_perth_two_barons_of_perth_contest_the_title() -> None:
    """VT-CONT-08: a unique title claimed by two ready vampires is contested; they count as untitled."""
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    b = ready(s, 1, GANGREL, blood=5)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 1, b, "Fee Stake: Perth")
    assert "title-contested" in s.minions[a].marks and "title-contested" in s.minions[b].marks
    assert title(s, a) is None and votes(s, b) == 0


def test_fee_stake_perth_and_corte_are_different_cities() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    b = ready(s, 1, GANGREL, blood=5)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 1, b, "Fee Stake: Corte")
    assert title(s, a) == "baron" and title(s, b) == "baron"


def test_fee_stake_los_angeles_a_new_title_burns_the_former_title_card() -> None:
    """VT-SECT-03: a new title loses the old one; VT-SECT-10: its title card is burned."""
    s = table()
    a = ready(s, 0, ANARCH, blood=6)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 0, a, "Fee Stake: Los Angeles")
    assert not placed_on(s, a, "Fee Stake: Perth") and cid("Fee Stake: Perth") in s.ash[0]
    assert "title-city:Los Angeles" in s.minions[a].marks and "title-city:Perth" not in s.minions[a].marks


def test_fee_stake_corte_referendum_burns_it_and_non_anarch_titles_lose_a_vote() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    p = ready(s, 1, PRINCE, blood=3)
    stake = crown(s, 0, a, "Fee Stake: Corte")
    goto(s, "minion", 1)
    do(s, f"use {stake} 1")
    assert action(s).stealth(s) == 1 and not action(s).directed  # type: ignore[union-attr]
    pass_until(s, lambda st: current_referendum(st) is not None)
    ref = current_referendum(s)
    assert ref.vampire_votes(s, p) == 1  # a prince: 2 votes, -1 for a non-Anarch title
    assert ref.vampire_votes(s, a) == 2  # a baron keeps both
    do(s, f"vote {p} for")
    pass_until(s, lambda st: f"vote {a} against" in legal(st))
    do(s, f"vote {a} against")
    finish_action(s)
    assert stake in s.placed  # 1 for, 2 against: the card stays
    assert title(s, a) == "baron"


def test_fee_stake_corte_referendum_passed_the_baron_loses_the_title() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    stake = crown(s, 0, a, "Fee Stake: Corte")
    b = ready(s, 1, PRINCE, blood=3)  # 1 vote in this referendum
    goto(s, "minion", 1)
    do(s, f"use {stake} 1")
    finish_referendum_for(s, b)
    assert stake not in s.placed and cid("Fee Stake: Corte") in s.ash[0]
    assert s.minions[a].title is None and votes(s, a) == 0


def finish_referendum_for(s, caller: int) -> None:  # type: ignore[no-untyped-def]
    """The caller's vampire votes for; everybody else passes."""
    pass_until(s, lambda st: f"vote {caller} for" in legal(st))
    do(s, f"vote {caller} for")
    finish_action(s)


def test_fee_stake_seattle_a_gangrel_baron_gets_1_vote_in_referendums_he_calls() -> None:
    s = table()
    b = ready(s, 0, GANGREL, blood=5)
    stake = crown(s, 0, b, "Fee Stake: Seattle")
    assert votes(s, b) == 2  # not calling a referendum
    ops.unlock(s, b)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, b) == 3


def test_fee_stake_new_york_only_for_a_brujah() -> None:
    s = table()
    b = ready(s, 0, GANGREL, blood=5)
    stake = crown(s, 0, b, "Fee Stake: New York")
    ops.unlock(s, b)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, b) == 2


def test_fee_stake_boston_a_toreador_baron_gets_1_vote_in_referendums_he_calls() -> None:
    """ "While this Anarch is Toreador or Toreador antitribu, they get +1 vote during referendums they
    call"; a Gangrel baron of Boston gets none."""
    s = table()
    b = ready(s, 0, "Kathy Glens (G6)", blood=5, sect="anarch")  # Toreador, capacity 5
    stake = crown(s, 0, b, "Fee Stake: Boston")
    assert votes(s, b) == 2  # not calling a referendum
    ops.unlock(s, b)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, b) == 3
    s = table()
    g = ready(s, 0, GANGREL, blood=5)
    stake = crown(s, 0, g, "Fee Stake: Boston")
    ops.unlock(s, g)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, g) == 2


# ------------------------------------------------------------------------ Corruption

SETITE = "Amenophobis (G4)"


def test_corruption_puts_a_corruption_counter_on_a_minion_of_your_prey() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    assert action(s).directed and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].count("corruption 1") == 1 and s.controller(v) == 1


def test_corruption_only_a_minion_of_your_prey() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    assert not any(m.startswith("play corruption") for m in legal(s))  # Methuselah 3 is not the prey


def test_corruption_counters_reaching_capacity_can_be_burned_to_steal_the_minion() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s, v, "corruption 1", capacity(s, v) - 1)
    ops.add_counters(s, v, "corruption 3", 1)  # another Methuselah's counters do not count
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    pass_until(s, lambda st: f"steal {v}" in legal(st))
    do(s, f"steal {v}")
    assert s.controller(v) == 0 and v in s.ready[0]
    assert s.minions[v].count("corruption 1") == 0 and s.minions[v].count("corruption 3") == 1


def test_corruption_below_capacity_no_steal() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    finish_action(s)
    assert s.controller(v) == 1


# ------------------------------------------------------------------------ Mesu Bedshet


YOUNG_SETITE = "Cao Nguyen (G6)"  # Ministry, capacity 3


def crypt_top(s, seat: int, name: str) -> None:  # type: ignore[no-untyped-def]
    s.crypt[seat].append(cid(name))  # the top of the crypt is its end


def test_mesu_bedshet_draws_a_younger_follower_of_set_with_2_blood() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)  # capacity 7
    crypt_top(s, 0, YOUNG_SETITE)
    hand(s, 0, "Mesu Bedshet")
    goto(s, "minion")
    do(s, "play mesu-bedshet")
    finish_action(s)
    (new,) = s.uncontrolled[0]
    assert s.minions[new].card == cid(YOUNG_SETITE) and s.minions[new].blood == 2


def test_mesu_bedshet_an_older_follower_of_set_is_drawn_without_blood() -> None:
    s = table()
    ready(s, 0, YOUNG_SETITE, blood=3)
    crypt_top(s, 0, SETITE)  # capacity 7: older
    hand(s, 0, "Mesu Bedshet")
    goto(s, "minion")
    do(s, "play mesu-bedshet")
    finish_action(s)
    (new,) = s.uncontrolled[0]
    assert s.minions[new].card == cid(SETITE) and s.minions[new].blood == 0


def test_mesu_bedshet_another_clan_is_shuffled_back_into_the_crypt() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    size = len(s.crypt[0])
    crypt_top(s, 0, "Lauren (G6)")
    hand(s, 0, "Mesu Bedshet")
    goto(s, "minion")
    do(s, "play mesu-bedshet")
    finish_action(s)
    assert not s.uncontrolled[0] and len(s.crypt[0]) == size + 1 and cid("Lauren (G6)") in s.crypt[0]


# ------------------------------------------------------------------------ Conceal

OBF = "Amenophobis (G4)"  # OBF


def test_conceal_basic_burns_an_equipment() -> None:
    s = table()
    ready(s, 0, OBF, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    gun = attach(s, v, ".44 Magnum")
    hand(s, 0, "Conceal")
    goto(s, "minion")
    do(s, "play conceal")  # no location: the basic mode
    assert action(s).directed and action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert gun not in s.placed and cid(".44 Magnum") in s.ash[1]


def test_conceal_superior_burns_a_location() -> None:
    s = table()
    ready(s, 0, OBF, blood=5)
    loc = in_play(s, 2, "Channel 10")
    hand(s, 0, "Conceal")
    goto(s, "minion")
    do(s, "play conceal")  # no equipment: the superior mode
    finish_action(s)
    assert loc not in s.placed and cid("Channel 10") in s.ash[2]


# ------------------------------------------------------------------------ Waters of Duat, The Embrace, Third Tradition: Progeny


def test_waters_of_duat_becomes_a_1_capacity_follower_of_set_that_must_hunt() -> None:
    from tabletome.games.vtes.stats import capacity, clan_of, is_vampire

    s = table()
    a = ready(s, 0, SETITE, blood=5, sect="independent")
    hand(s, 0, "Waters of Duat", "Animalism")
    goto(s, "minion")
    do(s, "play waters-of-duat")
    pass_until(s, lambda st: "choose animalism" in legal(st))
    do(s, "choose animalism")
    finish_action(s)
    new = next(u for u in s.ready[0] if u != a)
    m = s.minions[new]
    assert m.card == cid("Waters of Duat") and is_vampire(s, new) and clan_of(m) == "Ministry"
    assert m.sect == "independent" and m.blood == 0 and capacity(s, new) == 2  # +1 from the Discipline card
    assert s.minions[a].blood == 4  # 1 blood
    assert legal(s) == [f"hunt {new}"]  # must hunt (VT-ACT-15)


def test_waters_of_duat_requires_capacity_5_or_more() -> None:
    s = table()
    ready(s, 0, YOUNG_SETITE, blood=3)
    hand(s, 0, "Waters of Duat")
    goto(s, "minion")
    assert not any(m.startswith("play waters-of-duat") for m in legal(s))


def test_the_embrace_becomes_a_vampire_of_the_acting_vampires_clan_and_sect() -> None:
    from tabletome.games.vtes.stats import capacity, clan_of

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4, sect="sabbat")
    hand(s, 0, "The Embrace")
    goto(s, "minion")
    do(s, "play the-embrace")
    finish_action(s)
    new = next(u for u in s.ready[0] if u != a)
    m = s.minions[new]
    assert clan_of(m) == clan_of(s.minions[a]) and m.sect == "sabbat" and capacity(s, new) == 1
    assert s.minions[a].blood == 2  # 2 blood
    assert legal(s) == [f"hunt {new}"]


def test_third_tradition_progeny_a_camarilla_vampire_that_cannot_act_this_turn() -> None:
    from tabletome.games.vtes.stats import clan_of

    s = table()
    a = ready(s, 0, PRINCE, blood=5, sect="camarilla")
    hand(s, 0, "Third Tradition: Progeny")
    goto(s, "minion")
    do(s, "play third-tradition-progeny")
    pass_until(s, lambda st: "decline" in legal(st))
    do(s, "decline")  # no Discipline card
    assert legal(s) == ["move 1", "move 0"]  # a capacity of 1 holds 1 blood
    do(s, "move 1")
    finish_action(s)
    new = next(u for u in s.ready[0] if u != a)
    m = s.minions[new]
    assert m.sect == "camarilla" and clan_of(m) == clan_of(s.minions[a]) and m.blood == 1
    assert s.minions[a].blood == 3  # 1 blood for the card, 1 moved
    assert not any(x.endswith(str(new)) for x in legal(s) if x.startswith(("hunt", "bleed")))
    assert ("must-hunt", new) not in s.marks


def test_third_tradition_progeny_moves_up_to_2_blood_into_a_discipline_raised_capacity() -> None:
    s = table()
    a = ready(s, 0, PRINCE, blood=5, sect="camarilla")
    hand(s, 0, "Third Tradition: Progeny", "Animalism")
    goto(s, "minion")
    do(s, "play third-tradition-progeny")
    pass_until(s, lambda st: "choose animalism" in legal(st))
    do(s, "choose animalism")
    assert legal(s) == ["move 2", "move 1", "move 0"]
    do(s, "move 2")
    finish_action(s)
    new = next(u for u in s.ready[0] if u != a)
    assert s.minions[new].blood == 2 and s.minions[a].blood == 2


# ------------------------------------------------------------------------ Far Mastery, Dominate Kine

DOM_SUPERIOR = "Aimery Methuin (G5)"  # DOM


def test_far_mastery_basic_steals_a_retainer_onto_the_acting_vampire() -> None:
    s = table()
    a = ready(s, 0, DOM_SUPERIOR, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    spy = attach(s, v, "Raven Spy", counters=1)
    hand(s, 0, "Far Mastery")
    goto(s, "minion")
    do(s, "play far-mastery")  # no ally: the basic mode
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert s.placed[spy].host == a and s.placed[spy].controller == 0 and s.placed[spy].counters == 1
    assert spy in s.minions[a].cards and spy not in s.minions[v].cards
    assert s.minions[a].blood == 4  # 1 blood


def test_far_mastery_superior_steals_an_ally() -> None:
    s = table()
    ready(s, 0, DOM_SUPERIOR, blood=5)
    ally = ready(s, 2, "War Ghoul")
    hand(s, 0, "Far Mastery")
    goto(s, "minion")
    do(s, "play far-mastery")  # no retainer: the superior mode
    finish_action(s)
    assert s.controller(ally) == 0 and ally in s.ready[0]


def test_dominate_kine_superior_steals_a_location_as_data() -> None:
    from tabletome.games.vtes.effects.vocab.inplay import StealCard
    from tabletome.games.vtes.hooks import CARDS

    assert isinstance(CARDS[cid("Dominate Kine")].uses[1].effect, StealCard)


# ------------------------------------------------------------------------ Mind Numb


def test_mind_numb_stuns_an_unlocked_vampire_it_does_not_unlock_next_unlock_phase() -> None:
    from tabletome.games.vtes.state import MINION

    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)  # pre
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Mind Numb")
    goto(s, "minion")
    do(s, "play mind-numb")
    assert action(s).directed and action(s).stealth(s) == 0  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].locked
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase == MINION)
    assert s.minions[v].locked  # not unlocked as normal
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase == MINION)
    assert not s.minions[v].locked  # only the next unlock phase


def test_mind_numb_superior_is_a_plus_1_stealth_action() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=4)  # PRE
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Mind Numb")
    goto(s, "minion")
    do(s, "play mind-numb", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].locked


def test_mind_numb_fizzles_on_a_target_locked_by_resolution() -> None:
    from tabletome.games.vtes.effects.vocab.action import NO_NEXT_UNLOCK

    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Mind Numb")
    goto(s, "minion")
    do(s, "play mind-numb")
    ops.lock(s, v)  # locked before the action resolves (ruling ANK 20210124)
    finish_action(s)
    assert (NO_NEXT_UNLOCK, v) not in s.game_marks


def test_mind_numb_no_locked_vampire_as_target() -> None:
    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)
    ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Mind Numb")
    goto(s, "minion")
    assert not any(m.startswith("play mind-numb") for m in legal(s))


# ------------------------------------------------------------------------ Open War


def open_war(s, seat: int = 0) -> int:  # type: ignore[no-untyped-def]
    b = ready(s, seat, ANARCH, blood=5, title="baron")
    hand(s, seat, "Open War")
    goto(s, "minion", seat)
    do(s, "play open-war")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    (ow,) = [p for p in s.inplay[seat] if s.placed[p].card == cid("Open War")]
    ops.unlock(s, b)
    return ow


def test_open_war_only_one_can_be_played_in_a_game() -> None:
    s = table()
    open_war(s)
    hand(s, 0, "Open War")
    assert not any(m.startswith("play open-war") for m in legal(s))


def test_open_war_requires_a_baron() -> None:
    s = table()
    ready(s, 0, ANARCH, blood=5)
    hand(s, 0, "Open War")
    goto(s, "minion")
    assert not any(m.startswith("play open-war") for m in legal(s))


def test_open_war_any_anarch_can_enter_combat_with_a_minion_as_a_directed_action() -> None:
    s = table()
    ow = open_war(s)
    a = ready(s, 1, GANGREL, blood=3)
    v = ready(s, 2, "Lauren (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {ow} 1", f"target {v}")  # the baron of Methuselah 1 is another target
    course = action(s)
    assert course is not None and course.actor == a and course.directed and course.target_seat == 2
    finish_action(s)
    assert (-1, "Combat: Crow (G5) against Lauren (G6).") in s.log
    assert s.minions[a].blood == 2 and s.minions[v].blood == 2  # hand strikes, 1 damage each


def test_open_war_no_combat_action_for_a_non_anarch() -> None:
    s = table()
    ow = open_war(s)
    ready(s, 1, "Lauren (G6)", blood=3, sect="camarilla")
    ready(s, 2, "Lauren (G6)", blood=3)
    goto(s, "minion", 1)
    assert f"use {ow} 1" not in legal(s)


def test_open_war_an_anarch_burns_a_location_for_2_pool() -> None:
    s = table()
    ow = open_war(s)
    ready(s, 1, GANGREL, blood=3)
    loc = in_play(s, 2, "Channel 10")
    goto(s, "minion", 1)
    pool = s.pool[1]
    do(s, f"use {ow} 2")
    assert action(s).target_seat == 2  # type: ignore[union-attr]
    finish_action(s)
    assert loc not in s.placed and s.pool[1] == pool - 2


def test_open_war_a_master_phase_action_moves_a_counter_from_pool_4_burns_it_for_4_pool() -> None:
    s = table()
    ow = open_war(s)
    s.placed[ow] = s.placed[ow]._replace(counters=2)
    goto(s, "master", 1)
    pool = s.pool[1]
    do(s, f"use {ow} 3")
    assert s.placed[ow].counters == 3 and s.pool[1] == pool - 1 and s.phase_actions == 0
    goto(s, "master", 2)
    pool = s.pool[2]
    do(s, f"use {ow} 3")
    assert ow not in s.placed and cid("Open War") in s.ash[0]
    assert s.pool[2] == pool - 1 + 4


# ------------------------------------------------------------------------ Undue Influence

CHI_PRE = "Irena (G5)"  # Anarch: pre, CHI
PRE_QUI = "Aisha az-Zahra (G5)"  # Anarch: qui, PRE


def test_undue_influence_chi_moves_1_blood_from_another_uncontrolled_crypt_card() -> None:
    s = table()
    ready(s, 0, CHI_PRE, blood=3)
    mine = uncontrolled(s, 0, "Lauren (G6)", blood=0)
    theirs = uncontrolled(s, 2, "Alice Chen (G6)", blood=2)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    do(s, "play undue-influence", "mode chi")
    if f"target {theirs}:{mine}:blood1" in legal(s):
        do(s, f"target {theirs}:{mine}:blood1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2 and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[theirs].blood == 1 and s.minions[mine].blood == 1


def test_undue_influence_pre_bleeds_and_adds_1_blood_to_the_chosen_vampire() -> None:
    s = table()
    ready(s, 0, CHI_PRE, blood=3)
    mine = uncontrolled(s, 0, "Lauren (G6)", blood=0)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    do(s, "play undue-influence")  # no blood to move: the [pre] mode
    course = action(s)
    assert course is not None and course.is_bleed() and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 29 and s.minions[mine].blood == 1


def test_undue_influence_qui_adds_1_blood_and_at_capacity_moves_the_vampire_to_ready() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    ready(s, 0, PRE_QUI, blood=3)
    mine = uncontrolled(s, 0, "Lauren (G6)", blood=0)
    s.minions[mine] = s.minions[mine]._replace(blood=capacity(s, mine) - 1)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    do(s, "play undue-influence", "mode qui")
    finish_action(s)
    assert mine in s.ready[0] and not s.minions[mine].locked and s.minions[mine].blood == capacity(s, mine)


def test_undue_influence_qui_below_capacity_stays_uncontrolled() -> None:
    s = table()
    ready(s, 0, PRE_QUI, blood=3)
    mine = uncontrolled(s, 0, "Lauren (G6)", blood=0)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    do(s, "play undue-influence", "mode qui")
    finish_action(s)
    assert mine in s.uncontrolled[0] and s.minions[mine].blood == 1


def test_undue_influence_not_without_a_vampire_in_your_uncontrolled_region() -> None:
    s = table()
    ready(s, 0, PRE_QUI, blood=3)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    assert not any(m.startswith("play undue-influence") for m in legal(s))


def test_undue_influence_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, PRE_QUI, blood=3, sect="camarilla")
    uncontrolled(s, 0, "Lauren (G6)", blood=0)
    hand(s, 0, "Undue Influence")
    goto(s, "minion")
    assert not any(m.startswith("play undue-influence") for m in legal(s))


# ------------------------------------------------------------------------ Dream World

PRE_SUPERIOR = "Alice Chen (G6)"  # PRE


def test_dream_world_basic_bleeds_with_plus_1_bleed() -> None:
    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)  # pre, +1 bleed of his own
    hand(s, 0, "Dream World")
    goto(s, "minion")
    do(s, "play dream-world")
    finish_action(s)
    assert s.pool[1] == 27


def test_dream_world_superior_each_of_your_minions_gets_1_bleed_until_a_bleed_is_blocked() -> None:
    from tabletome.games.vtes.stats import bleed

    s = table()
    a = ready(s, 0, PRE_SUPERIOR, blood=5)
    b = ready(s, 0, "Lauren (G6)", blood=3)
    other = ready(s, 2, "Lauren (G6)", blood=3)
    blocker = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Dream World")
    goto(s, "minion")
    do(s, "play dream-world", "mode superior")
    finish_action(s)
    assert bleed(s, a) == 2 and bleed(s, b) == 2 and bleed(s, other) == 1
    do(s, f"bleed {b}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: action(st) is not None and action(st).blocked_by == blocker)  # type: ignore[union-attr]
    assert bleed(s, a) == 1  # a bleed action was blocked


def test_dream_world_only_one_at_superior_each_turn() -> None:
    s = table()
    a = ready(s, 0, PRE_SUPERIOR, blood=5)
    b = ready(s, 0, "Aisha az-Zahra (G5)", blood=5)  # PRE too
    hand(s, 0, "Dream World")
    goto(s, "minion")
    do(s, "play dream-world", f"by {a}", "mode superior")
    finish_action(s)
    hand(s, 0, "Dream World")
    do(s, "play dream-world")  # only Aisha may act now: at basic only
    course = action(s)
    assert course is not None and course.actor == b and course.is_bleed()


# ------------------------------------------------------------------------ Skullduggery

OBF_PRE_PRO = "Ankla Hotep (G2)"  # pro, OBF, PRE (made Anarch)


def test_skullduggery_obf_stealth_bleed_with_a_maneuver_if_blocked() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, OBF_PRE_PRO, blood=5, sect="anarch")
    blocker = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Skullduggery")
    goto(s, "minion")
    do(s, "play skullduggery", "mode obf")
    course = action(s)
    assert course is not None and course.is_bleed() and course.stealth(s) == 1 and course.bleed_amount(s) == 1
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    course.add_intercept(blocker, 1)
    do(s, f"block {blocker}")
    pass_until(s, lambda st: current_combat(st) is not None)
    assert current_combat(s).count(a, "maneuver") == 1  # type: ignore[union-attr]


def test_skullduggery_pre_bleeds_with_plus_1_bleed() -> None:
    s = table()
    ready(s, 0, OBF_PRE_PRO, blood=5, sect="anarch")
    hand(s, 0, "Skullduggery")
    goto(s, "minion")
    do(s, "play skullduggery", "mode pre")
    assert action(s).bleed_amount(s) == 2 and action(s).stealth(s) == 0  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 28


def test_skullduggery_pro_stealth_bleed_no_maneuver() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, OBF_PRE_PRO, blood=5, sect="anarch")
    blocker = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Skullduggery")
    goto(s, "minion")
    do(s, "play skullduggery", "mode pro")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.bleed_amount(s) == 1
    course.add_intercept(blocker, 1)
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: current_combat(st) is not None)
    assert current_combat(s).count(a, "maneuver") == 0  # type: ignore[union-attr]


def test_skullduggery_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, OBF_PRE_PRO, blood=5, sect="independent")
    hand(s, 0, "Skullduggery")
    goto(s, "minion")
    assert not any(m.startswith("play skullduggery") for m in legal(s))


# ------------------------------------------------------------------------ Make the Misere

CEL_OBF_POT = "Calebos (G2)"  # ani cel OBF POT (Beast, the former one, cannot play action cards)


def test_make_the_misere_enters_combat_with_a_locked_minion_with_each_discipline_part() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, CEL_OBF_POT, blood=5, sect="anarch")
    b = ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Make the Misere")
    goto(s, "minion")
    do(s, "play make-the-misere", "mode cel+obf+pot")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.directed and not course.is_bleed()
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and {c.a, c.b} == {a, b}
    assert c.count(a, "maneuver") == 1 and c.total(a, "strength") == 1


def test_make_the_misere_obf_alone_is_a_stealth_action_without_combat_bonuses() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, CEL_OBF_POT, blood=5, sect="anarch")
    ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Make the Misere")
    goto(s, "minion")
    do(s, "play make-the-misere", "mode obf")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.count(a, "maneuver") == 0 and c.total(a, "strength") == 0


def test_make_the_misere_fizzles_if_the_target_is_no_longer_locked() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    ready(s, 0, CEL_OBF_POT, blood=5, sect="anarch")
    b = ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Make the Misere")
    goto(s, "minion")
    do(s, "play make-the-misere", "mode pot")
    ops.unlock(s, b)
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    assert current_combat(s) is None


# ------------------------------------------------------------------------ Smash and Grab

ANI_DEM_POT = "Kiradin (G4)"  # ani pot CHI DEM FOR (made Anarch)


def test_smash_and_grab_ani_burns_2_life_from_a_retainer() -> None:
    s = table()
    ready(s, 0, ANI_DEM_POT, blood=5, sect="anarch")
    v = ready(s, 1, "Lauren (G6)", blood=3)
    spy = attach(s, v, "Raven Spy", counters=3)
    hand(s, 0, "Smash and Grab")
    goto(s, "minion")
    do(s, "play smash-and-grab", "mode ani")
    assert action(s).directed and action(s).target_seat == 1 and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.placed[spy].counters == 1


def test_smash_and_grab_ani_burns_an_ally_with_2_life_or_less() -> None:
    s = table()
    ready(s, 0, ANI_DEM_POT, blood=5, sect="anarch")
    ally = ready(s, 2, "War Ghoul")
    s.minions[ally] = s.minions[ally]._replace(blood=2)
    hand(s, 0, "Smash and Grab")
    goto(s, "minion")
    do(s, "play smash-and-grab", "mode ani")
    finish_action(s)
    assert ally not in s.minions and cid("War Ghoul") in s.ash[2]


def test_smash_and_grab_dem_bleeds_with_plus_1_bleed() -> None:
    s = table()
    ready(s, 0, ANI_DEM_POT, blood=5, sect="anarch")
    hand(s, 0, "Smash and Grab")
    goto(s, "minion")
    do(s, "play smash-and-grab")  # no ally, retainer or location: the [dem] bleed
    finish_action(s)
    assert s.pool[1] == 28


def test_smash_and_grab_pot_burns_a_location_of_your_predator_or_prey_only() -> None:
    s = table()
    ready(s, 0, ANI_DEM_POT, blood=5, sect="anarch")
    across = in_play(s, 2, "Heidelberg Castle, Germany")  # Methuselah 3: neither predator nor prey
    prey_loc = in_play(s, 1, "Channel 10")
    hand(s, 0, "Smash and Grab")
    goto(s, "minion")
    do(s, "play smash-and-grab", "mode pot")
    assert f"target {across}" not in legal(s)
    if f"target {prey_loc}" in legal(s):
        do(s, f"target {prey_loc}")
    finish_action(s)
    assert prey_loc not in s.placed and across in s.placed


# ------------------------------------------------------------------------ Shattering

CHI_DEM = "Kiradin (G4)"  # CHI DEM (made Anarch)


def test_shattering_chi_looks_at_another_hand_and_discards_a_card_of_your_choice() -> None:
    s = table()
    ready(s, 0, CHI_DEM, blood=5, sect="anarch")
    hand(s, 0, "Shattering")
    hand(s, 2, "Deflection", "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play shattering", "target p3")  # no event: the [chi] mode
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2 and course.stealth(s) == 1
    pass_until(s, lambda st: "choose deflection" in legal(st))
    do(s, "choose deflection")
    assert cid("Deflection") in s.ash[2] and cid("Deflection") not in s.hand[2]
    assert len(s.hand[2]) == 7  # drawn back up


def test_shattering_dem_burns_an_event_undirected() -> None:
    s = table()
    ready(s, 0, CHI_DEM, blood=5, sect="anarch")
    ev = in_play(s, 2, "The Uncoiling")
    hand(s, 0, "Shattering")
    goto(s, "minion")
    do(s, "play shattering", "mode dem")
    course = action(s)
    assert course is not None and not course.directed and course.stealth(s) == 2
    finish_action(s)
    assert ev not in s.placed


def test_shattering_pro_inflicts_2_unpreventable_damage_on_a_ready_minion() -> None:
    s = table()
    ready(s, 0, OBF_PRE_PRO, blood=5, sect="anarch")  # pro
    v = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Shattering")
    goto(s, "minion")
    do(s, "play shattering", "mode pro")  # the one target
    assert action(s).directed and action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].blood == 2  # mended with 2 blood


# ------------------------------------------------------------------------ Tier of Souls

ANI_SUPERIOR = "Dhita Choudhair (G6)"  # ANI


def test_tier_of_souls_basic_steals_1_blood_from_a_minion_of_your_prey() -> None:
    s = table()
    a = ready(s, 0, "Sanjay Chakrabarti (G6)", blood=2)  # ani
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Tier of Souls")
    goto(s, "minion")
    do(s, "play tier-of-souls")
    assert action(s).directed and action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].blood == 2 and s.minions[a].blood == 3
    assert cid("Tier of Souls") in s.ash[0]


def test_tier_of_souls_superior_goes_on_the_vampire_plus_1_bleed_against_your_prey() -> None:
    from tabletome.games.vtes.stats import bleed

    s = table()
    a = ready(s, 0, ANI_SUPERIOR, blood=3)
    ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Tier of Souls")
    goto(s, "minion")
    do(s, "play tier-of-souls", "mode superior")
    finish_action(s)
    (tier,) = placed_on(s, a, "Tier of Souls")
    assert s.minions[a].blood == 4 and bleed(s, a) == 1  # no bleed in progress
    ops.unlock(s, a)
    do(s, f"bleed {a}")
    assert action(s).bleed_amount(s) == 2  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 28
    assert tier in s.placed


# ------------------------------------------------------------------------ Flurry of Action

CEL_SUPERIOR = "Brachah (G2)"  # CEL


def test_flurry_of_action_basic_draws_two_cards_if_the_bleed_is_successful() -> None:
    s = table()
    ready(s, 0, "Allison Maller (G3)", blood=3)  # cel
    hand(s, 0, "Flurry of Action")
    goto(s, "minion")
    do(s, "play flurry-of-action")
    pass_until(s, lambda st: any(m.startswith("discard ") for m in legal(st)))
    assert s.pool[1] == 29 and len(s.hand[0]) == 9  # drawn up to 7, then two more: discard down


def test_flurry_of_action_superior_unlocks_the_vampire_if_successful() -> None:
    s = table()
    a = ready(s, 0, CEL_SUPERIOR, blood=3)
    hand(s, 0, "Flurry of Action")
    goto(s, "minion")
    do(s, "play flurry-of-action", "mode superior")
    finish_action(s)
    assert s.pool[1] == 29 and not s.minions[a].locked


# ------------------------------------------------------------------------ Ritual Challenge


def test_ritual_challenge_goes_on_the_gangrel_plus_1_strength_only_one() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    a = ready(s, 0, GANGREL, blood=4)
    before = strength(s, a)
    hand(s, 0, "Ritual Challenge")
    goto(s, "minion")
    do(s, "play ritual-challenge")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert placed_on(s, a, "Ritual Challenge") and strength(s, a) == before + 1
    ops.unlock(s, a)
    hand(s, 0, "Ritual Challenge")
    assert not any(m.startswith("play ritual-challenge") for m in legal(s))


# ------------------------------------------------------------------------ Graverobbing


def test_graverobbing_basic_steals_a_vampire_in_torpor() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)  # dom
    v = torpor(s, 2, "Alice Chen (G6)", blood=1)
    hand(s, 0, "Graverobbing")
    goto(s, "minion")
    do(s, "play graverobbing")
    assert action(s).directed and action(s).target_seat == 2  # type: ignore[union-attr]
    finish_action(s)
    assert s.controller(v) == 0 and s.in_torpor(v)


def test_graverobbing_superior_burns_2_blood_to_move_the_stolen_vampire_to_ready() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    a = ready(s, 0, DOM_SUPERIOR, blood=5)
    v = torpor(s, 2, "Alice Chen (G6)", blood=1)
    hand(s, 0, "Graverobbing")
    goto(s, "minion")
    do(s, "play graverobbing", "mode superior")
    pass_until(s, lambda st: f"burn {a} 2" in legal(st))
    do(s, f"burn {a} 2")
    assert s.controller(v) == 0 and v in s.ready[0] and s.minions[a].blood == 3


# ------------------------------------------------------------------------ New Management


def test_new_management_takes_control_of_a_free_location() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    loc = in_play(s, 2, "Therbold Realty")  # free
    hand(s, 0, "New Management")
    goto(s, "minion")
    do(s, "play new-management")
    assert action(s).target_seat == 2  # type: ignore[union-attr]
    assert cid("New Management") not in s.hand[0] and len(s.delayed[0]) == 1  # not replaced yet
    finish_action(s)
    assert s.placed[loc].controller == 0 and loc in s.inplay[0]


def test_new_management_not_a_location_costing_more() -> None:
    from tabletome.games.vtes.model import facts

    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    loc = in_play(s, 2, "Heidelberg Castle, Germany")
    assert (facts(s.placed[loc].card).pool_cost or 0) > 1
    hand(s, 0, "New Management")
    goto(s, "minion")
    assert not any(m.startswith("play new-management") for m in legal(s))


# ------------------------------------------------------------------------ Haqim's Law: Leadership


def test_haqims_law_leadership_the_oldest_ready_assamites_controllers_gain_2_pool() -> None:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.model import facts

    haqims = sorted(
        (facts(i).capacity, facts(i).name)
        for i in load_cards().ids
        if facts(i).crypt and facts(i).clans == ("Banu Haqim",) and not facts(i).advanced
    )
    young, old = haqims[0][1], haqims[-1][1]
    s = table()
    ready(s, 0, young, blood=2)
    ready(s, 2, old, blood=2)
    ready(s, 3, old, blood=2)  # a copy: as old
    hand(s, 0, "Haqim's Law: Leadership")
    goto(s, "minion")
    pools = list(s.pool)
    do(s, "play " + cid_slug("Haqim's Law: Leadership"))
    finish_action(s)
    assert s.pool[0] == pools[0] and s.pool[2] == pools[2] + 2 and s.pool[3] == pools[3] + 2


# ------------------------------------------------------------------------ Dark Mirror of the Mind, Fifth Tradition


def test_dark_mirror_of_the_mind_gains_2_pool_for_a_capacity_8_vampire() -> None:
    s = table()
    ready(s, 0, ANARCH, blood=5)  # capacity 8
    hand(s, 0, "Dark Mirror of the Mind")
    goto(s, "minion")
    do(s, "play dark-mirror-of-the-mind")
    finish_action(s)
    assert s.pool[0] == 32


def test_dark_mirror_of_the_mind_requires_capacity_8() -> None:
    s = table()
    ready(s, 0, GANGREL, blood=5)  # capacity 5
    hand(s, 0, "Dark Mirror of the Mind")
    goto(s, "minion")
    assert not any(m.startswith("play dark-mirror-of-the-mind") for m in legal(s))


def test_fifth_tradition_hospitality_adds_4_blood_to_another_vampire_undirected() -> None:
    s = table()
    ready(s, 0, PRINCE, blood=4)
    other = ready(s, 0, ANARCH, blood=1)  # capacity 8
    hand(s, 0, "Fifth Tradition: Hospitality")
    goto(s, "minion")
    do(s, "play fifth-tradition-hospitality")
    assert not action(s).directed and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[other].blood == 5


# ------------------------------------------------------------------------ Kindred Spirits

DEM = "Adelaide Davis (G3)"  # dem


def test_kindred_spirits_bleeds_any_methuselah_and_gains_1_pool() -> None:
    s = table()
    ready(s, 0, DEM, blood=3)
    hand(s, 0, "Kindred Spirits")
    goto(s, "minion")
    do(s, "play kindred-spirits", "target p3")
    assert action(s).target_seat == 2 and action(s).is_bleed()  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[2] == 29 and s.pool[0] == 31


# ------------------------------------------------------------------------ Sheepdog


def test_sheepdog_gains_4_blood_does_not_unlock_and_burns_in_the_unlock_phase() -> None:
    from tabletome.games.vtes.state import MINION

    s = table()
    a = ready(s, 0, ANARCH, blood=1)
    hand(s, 0, "Sheepdog")
    goto(s, "minion")
    do(s, "play sheepdog")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[a].blood == 5 and placed_on(s, a, "Sheepdog")
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == MINION)
    assert s.minions[a].locked and not placed_on(s, a, "Sheepdog")
    assert cid("Sheepdog") in s.ash[0]


# ------------------------------------------------------------------------ Propaganda


def test_propaganda_titled_vampires_cannot_block() -> None:
    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)  # pre
    prince = ready(s, 1, PRINCE, blood=3)
    plain = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Propaganda")
    goto(s, "minion")
    do(s, "play propaganda")
    pass_until(s, lambda st: f"block {plain}" in legal(st))
    assert f"block {prince}" not in legal(s)
    assert action(s).bleed_amount(s) == 3  # type: ignore[union-attr]  # his own +1 bleed too


def test_propaganda_superior_the_target_methuselah_locks_a_minion() -> None:
    s = table()
    ready(s, 0, PRE_SUPERIOR, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    w = ready(s, 1, GANGREL, blood=3)
    hand(s, 0, "Propaganda")
    goto(s, "minion")
    do(s, "play propaganda", "mode superior")
    pass_until(s, lambda st: f"lock {w}" in legal(st))
    do(s, f"lock {w}")
    assert s.minions[w].locked and not s.minions[v].locked and s.pool[1] == 28


# ------------------------------------------------------------------------ Shadow of the Beast

PRO_SUPERIOR = "Aksinya Daclau (G4)"  # PRO


def shadow_combat(mode: str) -> tuple[object, int]:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, PRO_SUPERIOR, blood=5)
    b = ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Shadow of the Beast")
    goto(s, "minion")
    do(s, "play shadow-of-the-beast", f"mode {mode}")
    finish_action(s)
    assert placed_on(s, a, "Shadow of the Beast") and s.minions[a].blood == 4
    ops.unlock(s, a)
    hand(s, 0, "Ambush")
    do(s, "play ambush")  # enter combat with the locked minion, with a maneuver of its own
    pass_until(s, lambda st: current_combat(st) is not None)
    assert b in (current_combat(s).a, current_combat(s).b)  # type: ignore[union-attr]
    return current_combat(s), a


def test_shadow_of_the_beast_basic_an_optional_maneuver_each_combat() -> None:
    c, a = shadow_combat("basic")
    assert c.count(a, "maneuver") == 2 and c.count(a, "press") == 0  # type: ignore[attr-defined]  # Ambush's too


def test_shadow_of_the_beast_superior_a_press_too() -> None:
    c, a = shadow_combat("superior")
    assert c.count(a, "maneuver") == 2 and c.count(a, "press") == 1  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ Renewed Vigor

OBE_SUPERIOR = "Blanche Hill (G2)"  # FOR OBE


def test_renewed_vigor_obe_moves_a_vampire_from_torpor_to_the_ready_region() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    ready(s, 0, OBE_SUPERIOR, blood=4)
    v = torpor(s, 2, "Lauren (G6)", blood=1)
    hand(s, 0, "Renewed Vigor")
    goto(s, "minion")
    do(s, "play renewed-vigor", "mode obe-torpor")
    assert not action(s).directed  # type: ignore[union-attr]
    finish_action(s)
    assert v in s.ready[2]


def test_renewed_vigor_obe_fills_a_retainers_life() -> None:
    s = table()
    a = ready(s, 0, OBE_SUPERIOR, blood=4)
    spy = attach(s, a, "Raven Spy", counters=1)
    hand(s, 0, "Renewed Vigor")
    goto(s, "minion")
    do(s, "play renewed-vigor", "mode obe-life")
    finish_action(s)
    from tabletome.games.vtes.model import facts

    assert s.placed[spy].counters == facts(cid("Raven Spy")).life


def test_renewed_vigor_superior_fills_another_vampire_to_capacity() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    ready(s, 0, OBE_SUPERIOR, blood=4)
    v = ready(s, 0, ANARCH, blood=1)
    hand(s, 0, "Renewed Vigor")
    goto(s, "minion")
    do(s, "play renewed-vigor", "mode superior")
    finish_action(s)
    assert s.minions[v].blood == capacity(s, v)


def test_renewed_vigor_for_burns_the_card_to_leave_torpor_in_the_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, OBE_SUPERIOR, blood=4)
    hand(s, 0, "Renewed Vigor")
    goto(s, "minion")
    do(s, "play renewed-vigor")  # no vampire to fill nor in torpor: the [for] mode
    finish_action(s)
    (rv,) = placed_on(s, a, "Renewed Vigor")
    ops.to_torpor(s, a)
    goto(s, "unlock", 0)
    pass_until(s, lambda st: f"use {rv} 1" in legal(st))
    do(s, f"use {rv} 1")
    assert a in s.ready[0] and rv not in s.placed


# ------------------------------------------------------------------------ Clotho's Gift

TEM_SUPERIOR = "Al-Muntaquim, The Avenger (G4)"  # obf TEM


def test_clothos_gift_obf_draws_a_crypt_card() -> None:
    s = table()
    ready(s, 0, TEM_SUPERIOR, blood=4)
    hand(s, 0, "Clotho's Gift")
    goto(s, "minion")
    size = len(s.crypt[0])
    do(s, "play " + cid_slug("Clotho's Gift"), "mode obf")
    finish_action(s)
    assert len(s.crypt[0]) == size - 1 and len(s.uncontrolled[0]) == 1


def test_clothos_gift_superior_goes_on_locked_lock_it_and_burn_1_blood_to_unlock() -> None:
    s = table()
    a = ready(s, 0, TEM_SUPERIOR, blood=4)
    hand(s, 0, "Clotho's Gift")
    goto(s, "minion")
    do(s, "play " + cid_slug("Clotho's Gift"), "mode superior")
    finish_action(s)
    (cg,) = placed_on(s, a, "Clotho's Gift")
    assert s.placed[cg].locked and s.minions[a].locked and s.minions[a].blood == 3
    assert f"use {cg} 1" not in legal(s)  # the card is locked
    s.placed[cg] = s.placed[cg]._replace(locked=False)  # unlocked since (an unlock phase)
    s.changed()
    do(s, f"use {cg} 1")
    assert not s.minions[a].locked and s.minions[a].blood == 2 and s.placed[cg].locked


# ------------------------------------------------------------------------ Condemnation: Mute

INFERNAL_DAI = "Arishat (G6)"  # DAI, infernal
MUTE = "Condemnation: Mute"


def test_condemnation_mute_chi_locks_a_younger_vampire() -> None:
    s = table()
    ready(s, 0, "Kiradin (G4)", blood=4)  # CHI, capacity 8
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, MUTE)
    goto(s, "minion")
    do(s, "play " + cid_slug(MUTE))
    assert action(s).directed and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].locked


def test_condemnation_mute_dai_puts_it_on_a_vampire_minus_3_votes_burning_other_condemnations() -> None:
    s = table()
    ready(s, 0, INFERNAL_DAI, blood=5)
    v = ready(s, 1, PRINCE, blood=3)
    old = attach(s, v, "Condemnation: Languid")
    hand(s, 0, MUTE)
    goto(s, "minion")
    do(s, "play " + cid_slug(MUTE), "mode basic")
    finish_action(s)
    assert placed_on(s, v, MUTE) and old not in s.placed
    assert votes(s, v) == -1  # 2 from the title, -3 (net negative votes count as none in a tally)


def test_condemnation_mute_superior_burns_1_blood_after_a_referendum_passes() -> None:
    s = table()
    ready(s, 0, INFERNAL_DAI, blood=5)
    caller = ready(s, 0, ANARCH, blood=3, title="baron")  # 2 votes
    v = ready(s, 1, PRINCE, blood=3)
    revolt = in_play(s, 2, "Anarch Revolt")
    hand(s, 0, MUTE)
    goto(s, "minion")
    do(s, "play " + cid_slug(MUTE), "mode superior")
    finish_action(s)
    (mute,) = placed_on(s, v, MUTE)
    do(s, f"use {revolt} 1")
    if f"by {caller}" in legal(s):
        do(s, f"by {caller}")
    finish_referendum_for(s, caller)
    assert revolt not in s.placed  # passed
    assert s.minions[v].blood == 2 and mute in s.placed


def test_condemnation_mute_dai_requires_an_infernal_vampire() -> None:
    from tabletome.games.vtes.effects.action_cards import infernal_vampire

    s = table()
    a = ready(s, 0, INFERNAL_DAI, blood=5)
    b = ready(s, 0, "Lauren (G6)", blood=5)
    ctx = None
    assert infernal_vampire(s, ctx, 0, a) and not infernal_vampire(s, ctx, 0, b)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ Blithe Acceptance


def blithe(mode: str, blood: int = 5) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, OBF_PRE_PRO, blood=blood)  # OBF
    b = ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "Blithe Acceptance")
    goto(s, "minion")
    do(s, "play blithe-acceptance", f"mode {mode}")
    finish_action(s)
    assert placed_on(s, a, "Blithe Acceptance")
    return s, a, b


def test_blithe_acceptance_gives_1_stealth_and_is_burned_when_the_vampire_enters_combat() -> None:
    from tabletome.games.vtes.stats import static as stat

    s, a, _ = blithe("basic")
    assert stat(s, a, "stealth") == 1
    ops.unlock(s, a)
    hand(s, 0, "Ambush")
    do(s, "play ambush")
    pass_until(s, lambda st: not placed_on(st, a, "Blithe Acceptance"))
    assert cid("Blithe Acceptance") in s.ash[0]


def test_blithe_acceptance_superior_burns_1_blood_instead() -> None:
    s, a, _ = blithe("superior")
    ops.unlock(s, a)
    hand(s, 0, "Ambush")
    do(s, "play ambush")
    pass_until(s, lambda st: f"burn {a} 1" in legal(st))
    blood = s.minions[a].blood
    do(s, f"burn {a} 1")
    assert placed_on(s, a, "Blithe Acceptance") and s.minions[a].blood == blood - 1


# ------------------------------------------------------------------------ Slaughtering the Herd


def test_slaughtering_the_herd_basic_bleeds_with_plus_2_allies_cannot_block() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=4)  # dom
    ghoul = ready(s, 1, "War Ghoul")
    v = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Slaughtering the Herd")
    goto(s, "minion")
    do(s, "play slaughtering-the-herd")
    pass_until(s, lambda st: f"block {v}" in legal(st))
    assert f"block {ghoul}" not in legal(s)
    assert action(s).bleed_amount(s) == 3  # type: ignore[union-attr]


def test_slaughtering_the_herd_superior_the_predators_vampire_feeds_this_one_each_action() -> None:
    s = table()
    a = ready(s, 0, DOM_SUPERIOR, blood=3)
    v = ready(s, 3, "Alice Chen (G6)", blood=4)  # Methuselah 4: the predator
    hand(s, 0, "Slaughtering the Herd")
    goto(s, "minion")
    do(s, "play slaughtering-the-herd", "mode superior")
    assert action(s).target_seat == 3  # type: ignore[union-attr]
    finish_action(s)
    (sh,) = placed_on(s, v, "Slaughtering the Herd")
    assert s.placed[sh].controller == 3 and s.minions[a].blood == 1  # 2 blood
    goto(s, "minion", 3)
    do(s, f"bleed {v}")
    assert s.minions[v].blood == 3 and s.minions[a].blood == 2


def test_slaughtering_the_herd_burned_when_the_acting_vampire_leaves_ready() -> None:
    s = table()
    a = ready(s, 0, DOM_SUPERIOR, blood=3)
    v = ready(s, 3, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Slaughtering the Herd")
    goto(s, "minion")
    do(s, "play slaughtering-the-herd", "mode superior")
    finish_action(s)
    (sh,) = placed_on(s, v, "Slaughtering the Herd")
    ops.to_torpor(s, a)
    assert sh not in s.placed


def test_slaughtering_the_herd_the_attached_vampire_burns_4_blood_to_burn_it() -> None:
    s = table()
    ready(s, 0, DOM_SUPERIOR, blood=3)
    v = ready(s, 3, "Alice Chen (G6)", blood=5)
    hand(s, 0, "Slaughtering the Herd")
    goto(s, "minion")
    do(s, "play slaughtering-the-herd", "mode superior")
    finish_action(s)
    (sh,) = placed_on(s, v, "Slaughtering the Herd")
    goto(s, "minion", 3)
    do(s, f"use {sh} 1")
    assert sh not in s.placed and s.minions[v].blood == 1


# ------------------------------------------------------------------------ Contagion


def contagion(mode: str) -> tuple[VTESState, int]:
    s = table()
    a = ready(s, 0, INFERNAL_DAI, blood=5)
    hand(s, 0, "Contagion")
    goto(s, "minion")
    do(s, "play contagion", f"mode {mode}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert placed_on(s, a, "Contagion")
    return s, a


def test_contagion_each_other_methuselah_burns_1_pool_in_their_unlock_phase() -> None:
    from tabletome.games.vtes.state import MINION

    s, _ = contagion("basic")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase == MINION)
    assert s.pool[1] == 29
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == MINION)
    assert s.pool[0] == 30  # not its controller


def test_contagion_not_while_the_vampire_is_in_torpor() -> None:
    from tabletome.games.vtes.state import MINION

    s, a = contagion("basic")
    ops.to_torpor(s, a)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase == MINION)
    assert s.pool[1] == 30


def test_contagion_superior_a_corruption_strike_once_each_combat_steals_at_capacity() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tabletome.games.vtes.stats import capacity

    s, a = contagion("superior")
    b = ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    ops.add_counters(s, b, "corruption 1", capacity(s, b) - 1)
    ops.unlock(s, a)
    hand(s, 0, "Ambush")
    do(s, "play ambush")
    pass_until(s, lambda st: current_combat(st) is not None and "strike contagion" in legal(st))
    do(s, "strike contagion")
    pass_until(s, lambda st: f"steal {b}" in legal(st))
    do(s, f"steal {b}")
    assert s.controller(b) == 0 and s.minions[b].count("corruption 1") == 0


def test_contagion_basic_gives_no_strike() -> None:
    from tabletome.games.vtes.combat import current_combat

    s, a = contagion("basic")
    ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    ops.unlock(s, a)
    hand(s, 0, "Ambush")
    do(s, "play ambush")
    pass_until(s, lambda st: current_combat(st) is not None and any(m.startswith("strike") for m in legal(st)))
    assert "strike contagion" not in legal(s)


# ------------------------------------------------------------------------ Khabar: Glory

ASSAMITE = "Flavia, Avenging Angel (G6)"  # Banu Haqim


def test_khabar_glory_goes_on_the_assamite_unlocks_them_plus_1_bleed_burned_next_unlock() -> None:
    from tabletome.games.vtes.state import MINION
    from tabletome.games.vtes.stats import bleed

    s = table()
    a = ready(s, 0, ASSAMITE, blood=4)
    hand(s, 0, "Khabar: Glory")
    goto(s, "minion")
    do(s, "play khabar-glory")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    (kg,) = placed_on(s, a, "Khabar: Glory")
    assert not s.minions[a].locked and bleed(s, a) == 2
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == MINION)
    assert kg not in s.placed


def test_khabar_glory_not_after_a_non_mandatory_action_this_turn() -> None:
    s = table()
    ready(s, 0, ASSAMITE, blood=4)
    b = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Khabar: Glory")
    goto(s, "minion")
    do(s, f"bleed {b}")
    finish_action(s)
    assert not any(m.startswith("play khabar-glory") for m in legal(s))


def test_khabar_glory_after_a_mandatory_hunt_still_playable() -> None:
    s = table()
    ready(s, 0, ASSAMITE, blood=4)
    b = ready(s, 0, "Lauren (G6)", blood=0)
    hand(s, 0, "Khabar: Glory")
    goto(s, "minion")
    do(s, f"hunt {b}")  # an empty vampire must hunt (VT-ACT-15)
    finish_action(s)
    assert any(m.startswith("play khabar-glory") for m in legal(s))


def test_khabar_glory_your_prey_ousted_gives_4_additional_pool() -> None:
    s = table()
    ready(s, 0, ASSAMITE, blood=4)
    hand(s, 0, "Khabar: Glory")
    goto(s, "minion")
    do(s, "play khabar-glory")
    finish_action(s)
    pool = s.pool[0]
    ops.burn_pool(s, 1, s.pool[1])  # the prey is ousted
    assert not s.in_game(1) and s.pool[0] == pool + 6 + 4


# ------------------------------------------------------------------------ The Summoning


def test_the_summoning_basic_searches_an_ally_or_retainer_to_hand_shown() -> None:
    s = table()
    ready(s, 0, 'Jason "Son" Newberry (G6)', blood=4)  # pre
    s.library[0].insert(0, cid("War Ghoul"))  # the bottom: not drawn to replace the card
    hand(s, 0, "The Summoning")
    goto(s, "minion")
    do(s, "play the-summoning")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    pass_until(s, lambda st: "choose war-ghoul" in legal(st))
    do(s, "choose war-ghoul")
    assert cid("War Ghoul") in s.hand[0]


def test_the_summoning_superior_recruits_an_ally_from_the_library() -> None:
    s = table()
    a = ready(s, 0, PRE_SUPERIOR, blood=5)
    s.library[0].insert(0, cid("Carlton Van Wyk"))  # the bottom: not drawn to replace the card
    hand(s, 0, "The Summoning")
    goto(s, "minion")
    do(s, "play the-summoning", "mode superior")
    pass_until(s, lambda st: any(m.startswith("choose carlton-van-wyk") for m in legal(st)))
    do(s, next(m for m in legal(s) if m.startswith("choose carlton-van-wyk")))
    ghoul = next(u for u in s.ready[0] if u != a)
    assert s.minions[ghoul].card == cid("Carlton Van Wyk") and cid("Carlton Van Wyk") not in s.library[0]
    assert s.pool[0] == 28  # its cost, 2 pool


# ------------------------------------------------------------------------ Muricia's Call

MURICIA = "Muricia's Call"


def muricia(name: str, mode: str) -> tuple[VTESState, int]:
    from tabletome.games.vtes.hooks import CARDS

    s = table()
    a = ready(s, 0, name, blood=5)
    s.library[0].insert(0, cid("Raven Spy"))  # requires Animalism, 1 life (basic)
    s.library[0].insert(0, cid(".44 Magnum"))  # no retainer
    hand(s, 0, MURICIA)
    goto(s, "minion")
    do(s, "play " + cid_slug(MURICIA))
    if f"mode {mode}" in legal(s):
        do(s, f"mode {mode}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert action(s).aplay.use == [u.key for u in CARDS[cid(MURICIA)].uses].index(mode)  # type: ignore[union-attr]
    pass_until(s, lambda st: any(m.startswith("choose raven-spy") for m in legal(st)))
    assert not any(m.startswith("choose 44-magnum") for m in legal(s))
    do(s, next(m for m in legal(s) if m.startswith("choose raven-spy")))
    return s, a


def test_muricias_call_ani_employs_a_retainer_requiring_animalism_from_the_library() -> None:
    s, a = muricia("Sanjay Chakrabarti (G6)", "ani")
    (spy,) = placed_on(s, a, "Raven Spy")
    assert s.placed[spy].counters == 1 and cid("Raven Spy") not in s.library[0]


def test_muricias_call_ani_spi_the_retainer_has_an_additional_life() -> None:
    s, a = muricia("Cynthia Ingold (G2)", "ani+spi")
    (spy,) = placed_on(s, a, "Raven Spy")
    assert s.placed[spy].counters == 2


def test_muricias_call_superior_unlocks_the_vampire_at_the_end_of_the_turn() -> None:
    s, a = muricia("Effie Lowery (G4)", "superior")
    (spy,) = placed_on(s, a, "Raven Spy")
    assert s.placed[spy].counters >= 2
    finish_action(s)
    assert s.minions[a].locked
    goto(s, "discard", 0)
    do(s, "end")
    assert not s.minions[a].locked


# ------------------------------------------------------------------------ SchreckNET


def test_schrecknet_an_old_nosferatu_unlocks_and_the_card_is_put_in_play() -> None:
    s = table()
    a = ready(s, 0, "Alonzo Guillen (G3)", blood=4)  # capacity 6 or more
    hand(s, 0, "SchreckNET")
    goto(s, "minion")
    do(s, "play schrecknet")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert any(s.placed[p].card == cid("SchreckNET") for p in s.inplay[0]) and not s.minions[a].locked


def test_schrecknet_a_younger_nosferatu_stays_locked() -> None:
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)  # capacity below 6
    hand(s, 0, "SchreckNET")
    goto(s, "minion")
    do(s, "play schrecknet")
    finish_action(s)
    assert s.minions[a].locked


def test_schrecknet_lock_it_after_a_referendum_succeeds_to_look_at_a_hand() -> None:
    s = table()
    ready(s, 0, "Agrippina (G1)", blood=3)
    caller = ready(s, 0, ANARCH, blood=3, title="baron")
    net = in_play(s, 0, "SchreckNET")
    revolt = in_play(s, 2, "Anarch Revolt")
    hand(s, 2, "Deflection")
    goto(s, "minion")
    assert f"use {net} 1" not in legal(s)
    do(s, f"use {revolt} 1")
    if f"by {caller}" in legal(s):
        do(s, f"by {caller}")
    pass_until(s, lambda st: f"vote {caller} for" in legal(st))
    do(s, f"vote {caller} for")
    pass_until(s, lambda st: f"use {net} 1" in legal(st) or any(m.startswith(f"use {net} 1") for m in legal(st)))
    do(s, f"use {net} 1", "target p3")
    assert s.known[0][2] == tuple(s.hand[2]) and s.placed[net].locked


# ------------------------------------------------------------------------ Mantle of the Bestial Majesty

MANTLE = "Mantle of the Bestial Majesty"


def mantle_combat(mode: str) -> tuple[VTESState, int]:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, PRO_SUPERIOR, blood=5)
    ready(s, 1, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, MANTLE)
    goto(s, "minion")
    do(s, "play " + cid_slug(MANTLE), f"mode {mode}")
    finish_action(s)
    assert not s.minions[a].locked  # the acting vampire unlocks
    hand(s, 0, "Ambush")
    do(s, "play ambush")
    pass_until(s, lambda st: current_combat(st) is not None)
    return s, a


def test_mantle_of_the_bestial_majesty_basic_hand_strikes_aggravated_until_next_unlock() -> None:
    from tabletome.games.vtes.combat import current_combat

    s, a = mantle_combat("basic")
    c = current_combat(s)
    assert c is not None and c.has(a, "agg-hand") and c.total(a, "strength") == 0


def test_mantle_of_the_bestial_majesty_superior_plus_1_strength_too() -> None:
    from tabletome.games.vtes.combat import current_combat

    s, a = mantle_combat("superior")
    c = current_combat(s)
    assert c is not None and c.has(a, "agg-hand") and c.total(a, "strength") == 1


def test_mantle_of_the_bestial_majesty_ends_at_the_next_unlock_phase() -> None:
    from tabletome.games.vtes.state import MINION

    s = table()
    a = ready(s, 0, PRO_SUPERIOR, blood=5)
    hand(s, 0, MANTLE)
    goto(s, "minion")
    do(s, "play " + cid_slug(MANTLE), "mode superior")
    finish_action(s)
    assert ("mantle-superior", a) in s.game_marks
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == MINION)
    assert ("mantle-superior", a) not in s.game_marks


# ------------------------------------------------------------------------ Atonement


def atoned(s: VTESState, name: str) -> tuple[int, int]:
    a = ready(s, 1, name, blood=4)  # capacity 5 or less
    hand(s, 1, "Atonement")
    goto(s, "minion", 1)
    do(s, "play atonement")
    finish_action(s)
    (at,) = placed_on(s, a, "Atonement")
    ops.unlock(s, a)
    return a, at


def test_atonement_plus_1_intercept_and_no_lock_for_blocking_a_vampire_the_same_age_or_younger() -> None:
    from tabletome.games.vtes.stats import static as stat

    s = table()
    a, _ = atoned(s, "Lauren (G6)")  # capacity 4
    assert stat(s, a, "intercept") == 1
    b = ready(s, 0, "Agrippina (G1)", blood=3)  # capacity 4 or less: the same age or younger
    goto(s, "minion", 0)
    do(s, f"bleed {b}")
    pass_until(s, lambda st: f"block {a}" in legal(st))
    do(s, f"block {a}")
    pass_until(s, lambda st: action(st) is None or action(st).stage == "combat")  # type: ignore[union-attr]
    assert not s.minions[a].locked


def test_atonement_requires_capacity_5_or_less() -> None:
    s = table()
    ready(s, 1, ANARCH, blood=4)  # capacity 8
    hand(s, 1, "Atonement")
    goto(s, "minion", 1)
    assert not any(m.startswith("play atonement") for m in legal(s))


def test_atonement_a_follower_of_set_burns_it_at_minus_1_stealth() -> None:
    s = table()
    _, at = atoned(s, "Lauren (G6)")
    ready(s, 0, SETITE, blood=4)
    goto(s, "minion", 0)
    assert f"use {at} 1" not in legal(s)  # the other vampires' ability
    do(s, f"use {at} 2")
    assert action(s).stealth(s) == -1 and action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert at not in s.placed


# ------------------------------------------------------------------------ Petra Resonance


MALKAVIAN = "Bolesław Gutowski (G6)"


def petra(tops: tuple[str, str, str, str]) -> VTESState:
    s = table()
    ready(s, 0, MALKAVIAN, blood=3)
    for t, name in enumerate(tops):
        s.crypt[t].append(cid(name))  # the top of each crypt
    hand(s, 0, "Petra Resonance")
    goto(s, "minion")
    do(s, "play petra-resonance")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    return s


def test_petra_resonance_the_highest_cost_steals_3_pool_from_the_lowest() -> None:
    s = petra(("Cao Nguyen (G6)", "Nakhthorheb (G4)", "Lauren (G6)", "Amenophobis (G4)"))  # 3, 10, 4, 7
    assert s.pool == [27, 33, 30, 30]


def test_petra_resonance_a_tie_for_highest_or_lowest_every_methuselah_burns_1_pool() -> None:
    s = petra(("Cao Nguyen (G6)", "Nakhthorheb (G4)", "Nakhthorheb (G4)", "Amenophobis (G4)"))  # 10 twice
    assert s.pool == [29, 29, 29, 29]


def test_petra_resonance_not_usable_with_an_empty_crypt() -> None:
    s = table()
    ready(s, 0, MALKAVIAN, blood=3)
    s.crypt[2] = []
    hand(s, 0, "Petra Resonance")
    goto(s, "minion")
    assert not any(m.startswith("play petra-resonance") for m in legal(s))


# ------------------------------------------------------------------------ Skaald

OLD_GANGREL = "Vulture (G2)"  # Gangrel, capacity 7


def test_skaald_goes_on_the_gangrel_unlocks_him_plus_2_votes_in_gangrel_referendums() -> None:
    s = table()
    g = ready(s, 0, GANGREL, blood=4)  # Crow, capacity 5, untitled
    revolt = in_play(s, 2, "Anarch Revolt")
    hand(s, 0, "Skaald")
    goto(s, "minion")
    do(s, "play skaald")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert placed_on(s, g, "Skaald") and not s.minions[g].locked and votes(s, g) == 0
    do(s, f"use {revolt} 1")  # a referendum called by this Gangrel
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, g) == 2


def test_skaald_requires_a_non_titled_gangrel_with_capacity_5() -> None:
    s = table()
    ready(s, 0, GANGREL, blood=4, title="baron")  # an Anarch title: titled
    hand(s, 0, "Skaald")
    goto(s, "minion")
    assert not any(m.startswith("play skaald") for m in legal(s))


def test_skaald_an_older_non_titled_gangrel_steals_it_as_a_stealth_directed_action() -> None:
    s = table()
    g = ready(s, 0, GANGREL, blood=4)
    old = ready(s, 1, OLD_GANGREL, blood=4)
    hand(s, 0, "Skaald")
    goto(s, "minion")
    do(s, "play skaald")
    finish_action(s)
    (sk,) = placed_on(s, g, "Skaald")
    goto(s, "minion", 1)
    do(s, f"use {sk} 1")
    course = action(s)
    assert course is not None and course.actor == old and course.directed and course.target_seat == 0
    assert course.stealth(s) == 1
    finish_action(s)
    assert placed_on(s, old, "Skaald") and not placed_on(s, g, "Skaald") and s.placed[sk].controller == 1
