"""Crypt cards of the tournament-winning decks (issue 37): the vampires' own texts."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.contests import CONTESTED_TITLE, check_titles
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.play import clan_ok
from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
from tabletome.games.vtes.stats import hand_size
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import end_combat, fight, to
from tests.games.vtes.test_cards_modifiers import attempt_block, to_seat
from tests.games.vtes.test_cards_political import call

PLAIN = "Aksinya Daclau (G4)"  # no title


def test_anarch_convert_removed_to_make_a_vampire_anarch_and_gain_1_pool() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4, sect="camarilla")
    c = uncontrolled(s, 0, "Anarch Convert (ANY)", blood=1)
    goto(s, "influence")
    pool = s.pool[0]
    do(s, f"bring {c}")
    assert sorted(legal(s)) == sorted([f"choose {v} pool", f"choose {v} crypt", "decline"])
    do(s, f"choose {v} pool")
    assert s.minions[v].sect == "anarch"
    assert c not in s.minions and cid("Anarch Convert (ANY)") in s.removed[0]
    assert s.pool[0] == pool + 1


def test_anarch_convert_draws_1_card_from_the_crypt() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4, sect="camarilla")
    c = uncontrolled(s, 0, "Anarch Convert (ANY)", blood=1)
    goto(s, "influence")
    crypt, waiting = len(s.crypt[0]), len(s.uncontrolled[0])
    do(s, f"bring {c}", f"choose {v} crypt")
    assert s.minions[v].sect == "anarch"
    assert len(s.crypt[0]) == crypt - 1 and len(s.uncontrolled[0]) == waiting  # drawn, and the convert left


def test_anarch_convert_can_stay() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4, sect="camarilla")
    c = uncontrolled(s, 0, "Anarch Convert (ANY)", blood=1)
    goto(s, "influence")
    do(s, f"bring {c}", "decline")
    assert c in s.ready[0] and s.minions[v].sect == "camarilla"


def test_anarch_convert_not_for_a_titled_vampire() -> None:
    s = table()
    ready(s, 0, "Amisa (G2)", blood=4)  # 2 votes
    c = uncontrolled(s, 0, "Anarch Convert (ANY)", blood=1)
    goto(s, "influence")
    do(s, f"bring {c}")
    assert c in s.ready[0] and not any(m.startswith("choose") for m in legal(s))


def test_sergio_bueno_minions_with_your_corruption_burn_1_blood_to_block_him() -> None:
    s = table()
    a = ready(s, 0, "Sergio Bueno (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = ready(s, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s, b, "corruption 1", 1)
    ops.add_counters(s, c, "corruption 2", 1)  # not Sergio's Methuselah's
    goto(s, "minion")
    do(s, f"bleed {a}")
    attempt_block(s, b)
    assert s.minions[b].blood == 2
    s2 = table()
    a = ready(s2, 0, "Sergio Bueno (G6)", blood=3)
    c = ready(s2, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s2, c, "corruption 2", 1)
    goto(s2, "minion")
    do(s2, f"bleed {a}")
    attempt_block(s2, c)
    assert s2.minions[c].blood == 3


def test_sergio_bueno_without_blood_a_minion_with_corruption_cannot_block() -> None:
    s = table()
    a = ready(s, 0, "Sergio Bueno (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=0)
    ops.add_counters(s, b, "corruption 1", 1)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)


def test_new_blood_chooses_a_circle_and_draws_1_crypt_card() -> None:
    s = table()
    nb = uncontrolled(s, 0, "New Blood (ANY)", blood=3)
    goto(s, "influence")
    crypt, waiting = len(s.crypt[0]), len(s.uncontrolled[0])
    do(s, f"bring {nb}")
    assert "choose Kiev" in legal(s)
    do(s, "choose Kiev")
    assert "circle:Kiev" in s.minions[nb].marks
    assert len(s.crypt[0]) == crypt - 1 and len(s.uncontrolled[0]) == waiting  # one drawn, New Blood out


def test_new_blood_entering_play_outside_your_influence_phase_draws_nothing() -> None:
    s = table()
    nb = uncontrolled(s, 0, "New Blood (ANY)", blood=3)
    goto(s, "minion")
    crypt = len(s.crypt[0])
    ops.enter_ready(s, 0, nb)
    assert not any(m.startswith("choose") for m in legal(s)) and len(s.crypt[0]) == crypt


def test_gilbert_duane_removes_the_top_crypt_card_a_malkavian_makes_a_vampire_anarch() -> None:
    s = table()
    g = ready(s, 0, "Gilbert Duane (G6)", blood=4)
    v = ready(s, 0, PLAIN, blood=4, sect="camarilla")
    s.crypt[0].append(cid("Aleister Crowley (G5)"))  # a Malkavian on top
    goto(s, "influence")
    do(s, f"use {g} 1")
    assert cid("Aleister Crowley (G5)") in s.removed[0] and s.minions[g].blood == 3
    assert s.minions[v].sect == "anarch"  # the only non-titled vampire (Gilbert is a baron)


def test_gilbert_duane_not_a_malkavian_nothing_more() -> None:
    s = table()
    g = ready(s, 0, "Gilbert Duane (G6)", blood=4)
    v = ready(s, 0, PLAIN, blood=4, sect="camarilla")
    s.crypt[0].append(cid("Lauren (G6)"))  # a Tremere on top
    goto(s, "influence")
    do(s, f"use {g} 1")
    assert cid("Lauren (G6)") in s.removed[0] and s.minions[v].sect == "camarilla"
    assert not any(m.startswith("choose") for m in legal(s))


def test_xaviar_adv_can_unlock_after_a_referendum_he_called_passes() -> None:
    s = table()
    x = ready(s, 0, "Xaviar (G3 ADV)", blood=5)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {x} for")
    do(s, f"vote {x} for")
    pass_until(s, lambda st: "choose unlock" in legal(st))
    assert s.minions[x].locked
    do(s, "choose unlock")
    assert not s.minions[x].locked and s.pool[1] == 28


def test_keegan_unlocks_after_a_successful_action_requiring_a_gangrel() -> None:
    s = table()
    k = ready(s, 0, "Keegan (G6)", blood=5)
    g = uncontrolled(s, 0, "Stanislava (G2)", blood=0)
    hand(s, 0, "Thing")  # requires a Gangrel
    goto(s, "minion")
    do(s, "play thing")
    pass_until(s, lambda st: "choose unlock" in legal(st))
    assert s.minions[k].locked and s.minions[g].blood == 2
    do(s, "choose unlock")
    assert not s.minions[k].locked


def test_keegan_not_after_an_action_not_requiring_a_gangrel() -> None:
    s = table()
    k = ready(s, 0, "Keegan (G6)", blood=5)
    goto(s, "minion")
    do(s, f"bleed {k}")
    finish_action(s)
    assert s.minions[k].locked and "choose unlock" not in legal(s)


def test_abraham_mellon_plays_cards_requiring_a_tremere_and_gives_1_hand_size() -> None:
    s = table()
    ab = ready(s, 0, "Abraham Mellon (G6)", blood=5)
    other = ready(s, 0, "Aleister Crowley (G5)", blood=5)  # a Malkavian too
    tremere_card = facts(cid("Salt of Thoth"))
    assert clan_ok(s, 0, ab, None, tremere_card)  # type: ignore[arg-type]
    assert not clan_ok(s, 0, other, None, tremere_card)  # type: ignore[arg-type]
    assert hand_size(s, 0) == 8
    s.ready[0].remove(ab)
    s.torpor[0].append(ab)
    assert hand_size(s, 0) == 7  # only while he is ready


UNNAMED = "The unnamed (G6)"


def test_the_unnamed_burns_1_blood_to_strike_2r_aggravated() -> None:
    s = table()
    u = ready(s, 0, UNNAMED, blood=5)
    b = ready(s, 1, "Agatha (G2)", blood=4)
    fight(s, u, b)
    to(s, "strike", 0)
    assert "strike 2R aggravated damage, burning 1 blood" in legal(s)
    do(s, "strike 2R aggravated damage, burning 1 blood")
    end_combat(s)
    assert s.in_torpor(b) and s.minions[b].blood == 3  # wounded, then 1 blood burned
    assert s.minions[u].blood == 3  # 1 burned to strike, 1 to mend the hand strike


def test_the_unnamed_without_blood_cannot_strike_so() -> None:
    s = table()
    u = ready(s, 0, UNNAMED, blood=1)
    b = ready(s, 1, "Agatha (G2)", blood=4)
    fight(s, u, b)
    to(s, "strike", 0)
    assert "strike 2R aggravated damage, burning 1 blood" in legal(s)
    s.minions[u] = s.minions[u]._replace(blood=0)
    s.changed()
    assert "strike 2R aggravated damage, burning 1 blood" not in legal(s)


def test_the_unnamed_can_gain_2_pool_after_a_successful_bleed() -> None:
    s = table()
    u = ready(s, 0, UNNAMED, blood=5)
    goto(s, "minion")
    do(s, f"bleed {u}")
    pass_until(s, lambda st: "choose gain" in legal(st))
    pool = s.pool[0]
    do(s, "choose gain")
    assert s.pool[0] == pool + 2 and s.pool[1] == 29


def test_maila_discards_a_political_action_card_for_1_stealth() -> None:
    s = table()
    m = ready(s, 0, "Maila (G6)", blood=3)
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert f"use {m} 1" in legal(s)
    do(s, f"use {m} 1", "target kine-resources-contested")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    assert cid("Kine Resources Contested") in s.ash[0]


def test_maila_needs_a_political_action_card() -> None:
    s = table()
    m = ready(s, 0, "Maila (G6)", blood=3)
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Thing")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert f"use {m} 1" not in legal(s)


def test_rafael_de_corazon_a_vampire_contesting_his_title_must_yield() -> None:
    s = table()
    r = ready(s, 0, "Rafael de Corazon (G4)")
    b = ready(s, 1, "Alexandra (G2)")  # Toreador Inner Circle too
    check_titles(s)
    assert CONTESTED_TITLE in s.minions[b].marks
    goto(s, "unlock", seat=1)
    assert f"keep-title {b}" not in legal(s) and f"yield-title {b}" in legal(s)
    goto(s, "unlock", seat=0)
    assert f"keep-title {r}" in legal(s)


def test_rafael_de_corazon_bleeds_for_3() -> None:
    s = table()
    r = ready(s, 0, "Rafael de Corazon (G4)")
    goto(s, "minion")
    do(s, f"bleed {r}")
    finish_action(s)
    assert s.pool[1] == 27


def test_jason_son_newberry_gets_2_votes_against_a_blood_hunt() -> None:
    s = table()
    j = ready(s, 0, 'Jason "Son" Newberry (G6)')
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    do(s, f"vote {j} against")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[1] == 3  # primogen 1 vote, +2


def test_jason_son_newberry_bleeds_for_2() -> None:
    s = table()
    j = ready(s, 0, 'Jason "Son" Newberry (G6)')
    goto(s, "minion")
    do(s, f"bleed {j}")
    finish_action(s)
    assert s.pool[1] == 28


def test_hartmut_stover_vampires_casting_against_his_referendum_burn_1_blood() -> None:
    s = table()
    h = ready(s, 0, "Hartmut Stover (G3)", blood=5)
    b = ready(s, 1, "Ayelech (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {h} for")
    do(s, f"vote {h} for")
    until_legal(s, f"vote {b} against")
    do(s, f"vote {b} against")
    finish_action(s)
    assert s.minions[b].blood == 2 and s.minions[h].blood == 5


def test_hartmut_stover_burn_the_edge_in_your_discard_phase_to_gain_1_pool() -> None:
    s = table()
    h = ready(s, 0, "Hartmut Stover (G3)", blood=5)
    s.edge = 0
    goto(s, "discard")
    pool = s.pool[0]
    do(s, f"use {h} 1")
    assert s.edge != 0 and s.pool[0] == pool + 1


def test_arishat_burns_1_blood_to_force_a_vampire_to_abstain() -> None:
    s = table()
    ar = ready(s, 0, "Arishat (G6)", blood=4)
    b = ready(s, 1, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    assert f"use {ar} 1" in legal(s)
    do(s, f"use {ar} 1")
    if f"target {b}" in legal(s):
        do(s, f"target {b}")
    ref = current_referendum(s)
    assert ref is not None and b in ref.abstain and s.minions[ar].blood == 3
    pass_until(s, lambda st: current_referendum(st) is None or st.to_move == 1)
    assert f"vote {b} for" not in legal(s)


def test_darius_shirazi_steals_a_non_weapon_equipment_as_a_directed_action() -> None:
    s = table()
    d = ready(s, 0, "Darius Shirazi (G5)", blood=5)
    b = ready(s, 1, "Agatha (G2)", blood=4)
    vest = attach(s, b, "Kevlar Vest")
    gun = attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"use {d} 1")  # the vest: the gun is a weapon
    course = action(s)
    assert course is not None and course.actor == d and course.target_seat == 1
    finish_action(s)
    assert s.placed[vest].host == d and s.placed[vest].controller == 0 and s.placed[gun].host == b
