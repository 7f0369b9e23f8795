"""V:TES: one test per clause for clauses not pinned by their own test elsewhere (hunt, age, clans,
disciplines, modifiers and reactions, equipment, contests, influence, minion phase, ousting, press,
range)."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import CLOSE, LONG
from tabletome.games.vtes.contests import check_titles
from tabletome.games.vtes.hooks import MODIFIER, Use
from tabletome.games.vtes.play import context, players_of
from tabletome.games.vtes.stats import has_clan, younger
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
    play,
    ready,
    table,
    torpor,
    why,
)
from tests.games.vtes.test_vtes_combat import duel, fight, until_step


def test_vt_act_14_hunt_gives_one_blood_from_the_bank_excess_drains() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=2)
    full = ready(s, 0, "Lauren (G6)", blood=4)  # capacity 4
    goto(s, "minion")
    do(s, f"hunt {a}")
    finish_action(s)
    assert s.minions[a].blood == 3 and s.pool[0] == 30  # from the bank, not the pool
    do(s, f"hunt {full}")
    finish_action(s)
    assert s.minions[full].blood == 4


def test_vt_card_03_greater_capacity_is_older_equal_is_neither() -> None:
    s = table()
    old = ready(s, 0, "Ayelech (G6)")  # 7
    young = ready(s, 0, "Lauren (G6)")  # 4
    twin = ready(s, 1, "Alice Chen (G6)")  # 7
    assert younger(s, young, old) and not younger(s, old, young)
    assert not younger(s, old, twin) and not younger(s, twin, old)


def test_vt_card_06_antitribu_never_meets_the_parent_clan() -> None:
    s = table()
    billy = ready(s, 0, "Billy (G2)")  # Ventrue antitribu
    assert not has_clan(s, billy, "Ventrue") and has_clan(s, billy, "Ventrue antitribu")
    hand(s, 0, "Uptown Hunting Ground")
    goto(s, "master")
    assert "play uptown-hunting-ground" not in legal(s)
    assert "requires a Ventrue vampire" in why(s, "play uptown-hunting-ground")


def test_vt_card_08_a_discipline_card_needs_the_discipline() -> None:
    s = table()
    ready(s, 0, "Rosalina Cortez (G6)")  # no Dominate
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    assert "play govern-the-unaligned" not in legal(s)
    basic = ready(s, 0, "Lauren (G6)")  # basic Dominate
    s.changed()
    assert "play govern-the-unaligned" in legal(s)
    do(s, "play govern-the-unaligned")
    assert action(s) is not None and action(s).actor == basic  # type: ignore[union-attr]


def test_vt_card_47_only_the_acting_minion_plays_action_modifiers() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    other = ready(s, 0, "Lauren (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    ctx = context(s, action(s))  # type: ignore[arg-type]
    assert list(players_of(s, ctx, 0, Use(MODIFIER))) == [a]
    assert other not in list(players_of(s, ctx, 0, Use(MODIFIER)))


def test_vt_card_48_one_copy_of_an_action_modifier_per_action() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=5)  # basic Obfuscate
    blocker = ready(s, 1, "Lauren (G6)")
    hand(s, 0, "Cloak the Gathering", "Cloak the Gathering")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    play(s, "cloak-the-gathering", "mode basic")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert "play cloak-the-gathering" not in legal(s)
    assert "VT-CARD-48" in why(s, "play cloak-the-gathering")


def test_vt_card_57_equipment_burns_with_its_bearer() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    bike = attach(s, a, "Sport Bike")
    assert bike in s.minions[a].cards
    ops.burn(s, a)
    assert bike not in s.placed and cid("Sport Bike") in s.ash[0]


def test_vt_cont_09_pay_one_blood_or_yield_none_must_yield() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Ayelech (G6)", blood=0)
    check_titles(s)
    goto(s, "unlock", seat=0)
    do(s, f"keep-title {a}")
    assert s.minions[a].blood == 2
    goto(s, "unlock", seat=1)
    assert f"keep-title {b}" not in legal(s) and f"yield-title {b}" in legal(s)


def test_vt_inf_02_transfers_follow_the_game_turn() -> None:
    s = table(2, decks=("Tremere", "Ventrue"))
    for turn, expected in ((1, 1), (2, 2), (3, 3), (4, 4), (7, 4)):
        goto(s, "influence", turn=turn)
        from tabletome.games.vtes.phases import Turn

        s.phase = "influence"
        s.stack = [Turn()]
        s.settle()
        assert s.transfers == expected, (turn, s.transfers)


def test_vt_inf_06_four_transfers_and_one_pool_move_a_crypt_card() -> None:
    s = table()
    goto(s, "influence")
    before = len(s.crypt[0])
    do(s, "crypt")
    assert len(s.crypt[0]) == before - 1 and len(s.uncontrolled[0]) == 1
    assert s.pool[0] == 29 and s.transfers == 0
    goto(s, "influence")
    s.transfers = 3
    s.changed()
    assert "crypt" not in legal(s)


def test_vt_min_02_only_ready_unlocked_minions_act_torpor_leaves() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    locked = ready(s, 0, "Lauren (G6)", locked=True)
    slept = torpor(s, 0, "Nassir (G6)", blood=2)
    goto(s, "minion")
    moves = legal(s)
    assert f"bleed {a}" in moves and f"bleed {locked}" not in moves and f"bleed {slept}" not in moves
    assert f"leave {slept}" in moves and f"hunt {slept}" not in moves  # the one action from torpor
    ops.lock(s, slept)
    s.changed()
    assert f"leave {slept}" not in legal(s)
    do(s, f"bleed {a}")
    assert s.minions[a].locked


def test_vt_oust_03_cards_controlled_by_others_stay() -> None:
    s = table(4)
    lent = ready(s, 2, "Alice Chen (G6)", owner=1)
    mine = ready(s, 1, "Ayelech (G6)")
    ops.oust(s, [1])
    assert mine not in s.minions
    assert lent in s.minions and lent in s.ready[2] and s.minions[lent].owner == 1


def test_vt_prs_02_no_minion_presses_twice_in_a_row() -> None:
    s, a, b = duel(blood_a=5, blood_b=5)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "press", "", "combat")
    c.add(a, "press", "", "combat")
    c.add(b, "press", "", "combat")
    until_step(s, "press")
    assert s.to_move == 0  # the acting minion first  # type: ignore[attr-defined]
    do(s, f"press {a} continue")  # type: ignore[arg-type]
    assert legal(s) == ["pass"]  # a's second press must wait  # type: ignore[arg-type]
    do(s, "pass")  # type: ignore[arg-type]
    assert s.to_move == 1 and f"press {b} end" in legal(s)  # type: ignore[arg-type, attr-defined]


def test_vt_res_06_modifier_effects_end_with_the_action() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 0, "Lauren (G6)")
    hand(s, 0, "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    base = action(s).bleed_amount(s)  # type: ignore[union-attr]
    play(s, "conditioning", "mode basic")
    raised = action(s).bleed_amount(s)  # type: ignore[union-attr]
    assert raised > base
    finish_action(s)
    assert s.pool[1] == 30 - raised
    do(s, f"bleed {b}")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]


def test_vt_rng_03_no_maneuver_without_a_card() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "range")
    assert c.range == CLOSE and not any(x.startswith("maneuver") for x in legal(s))  # type: ignore[arg-type]
    s2, a2, b2 = duel()
    hand(s2, 0, "Bonding")  # type: ignore[arg-type]
    c2 = fight(s2, a2, b2)
    c2.add(a2, "maneuver", "", "combat")
    until_step(s2, "range")
    do(s2, f"maneuver {a2} optional")  # type: ignore[arg-type]
    assert c2.range == LONG
