"""Allies and equipment of the tournament-winning decks (issue 37): Carlton Van Wyk, Palatial
Estate, The Signet of King Saul."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import static
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    torpor,
    until_legal,
)

# ------------------------------------------------------------------------ Carlton Van Wyk


def test_carlton_van_wyk_strikes_1r_and_dodges_once_each_combat() -> None:
    s = table()
    carlton = ready(s, 0, "Carlton Van Wyk")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {carlton}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: current_combat(st) is not None and "strike carlton-dodge" in legal(st))
    assert "strike carlton-1r" in legal(s)
    do(s, "strike carlton-dodge")
    pass_until(s, lambda st: current_combat(st) is None or "strike carlton-1r" in legal(st))
    if current_combat(s) is not None:  # a second round: the dodge is used up for this combat
        assert "strike carlton-dodge" not in legal(s)


def test_carlton_van_wyk_gets_1_intercept_against_vampires_only() -> None:
    s = table()
    carlton = ready(s, 0, "Carlton Van Wyk")
    v = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"bleed {v}")
    assert static(s, carlton, "intercept") == 1
    s2 = table()
    carlton2 = ready(s2, 0, "Carlton Van Wyk")
    ally = ready(s2, 1, "Political Ally")
    goto(s2, "minion", 1)
    do(s2, f"bleed {ally}")
    assert static(s2, carlton2, "intercept") == 0


def test_carlton_van_wyk_burns_himself_to_burn_a_diablerist_in_your_discard_phase() -> None:
    s = table()
    carlton = ready(s, 0, "Carlton Van Wyk")
    d = ready(s, 1, "Alice Chen (G6)", blood=3)
    other = ready(s, 2, "Lauren (G6)", blood=3)
    s.turn = 9
    s.game_marks[("diablerie", d)] = 7  # seat 1's turn, after seat 0's last turn (turn 5)
    s.game_marks[("diablerie", other)] = 4  # before seat 0's last turn: too old
    goto(s, "discard", 0)
    do(s, f"use {carlton} 1")  # its one target (the diablerist since seat 0's last turn) taken unasked
    assert d not in s.minions and carlton not in s.minions and other in s.minions
    assert cid("Alice Chen (G6)") in s.ash[1] and cid("Carlton Van Wyk") in s.ash[0]


def test_carlton_van_wyk_not_usable_without_a_recent_diablerist() -> None:
    s = table()
    carlton = ready(s, 0, "Carlton Van Wyk")
    d = ready(s, 1, "Alice Chen (G6)", blood=3)
    s.turn = 9
    s.game_marks[("diablerie", d)] = 5  # during seat 0's last turn: does not qualify (LSJ 20020429)
    goto(s, "discard", 0)
    assert f"use {carlton} 1" not in legal(s)


def test_carlton_van_wyk_counts_a_diablerie_committed_during_a_real_diablerie() -> None:
    """The rules keep the diablerist's turn: a diablerie this turn qualifies (LSJ 20020429)."""
    from tabletome.games.vtes.actions import diablerie

    s = table()
    ready(s, 0, "Carlton Van Wyk")
    d = ready(s, 1, "Alice Chen (G6)", blood=3)
    victim = torpor(s, 2, "Lauren (G6)", blood=1)
    goto(s, "minion", 1)
    diablerie(s, d, victim)
    assert s.game_marks[("diablerie", d)] == s.turn


# ------------------------------------------------------------------------ Palatial Estate


def test_palatial_estate_gives_its_vampire_1_blood_in_your_master_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Palatial Estate")
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == "minion" or "end" in legal(st))
    assert s.minions[a].blood == 4
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "end" in legal(st))
    assert s.minions[a].blood == 4  # only in your own master phase


def test_palatial_estate_is_put_on_the_acting_vampire() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Palatial Estate")
    goto(s, "minion")
    do(s, "play palatial-estate")
    pass_until(s, lambda st: action(st) is None)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Palatial Estate")]
    assert s.minions[a].blood == 1  # it costs 2 blood


# ------------------------------------------------------------------------ The Signet of King Saul


def test_the_signet_of_king_saul_vampires_with_capacity_8_or_more_cannot_block_the_bearer() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "The Signet of King Saul")
    big = ready(s, 1, "Anson (G1)", blood=3)  # capacity 8
    small = ready(s, 1, "Alice Chen (G6)", blood=3)  # capacity 7
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {small}")
    assert f"block {big}" not in legal(s)


# ------------------------------------------------------------------------ Sniper Rifle


def sniper_block(s: VTESState) -> tuple[int, int]:
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, b, "Sniper Rifle")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    return a, b


def test_sniper_rifle_the_blocker_sets_long_range_and_strikes_with_it() -> None:
    s = table()
    a, b = sniper_block(s)
    until_legal(s, f"grant sniper-rifle {b}")
    do(s, f"grant sniper-rifle {b}")
    pass_until(s, lambda st: current_combat(st) is None)
    assert "Alice Chen (G6) strikes: sniper-rifle-2r." in [line for _, line in s.log]
    assert s.minions[a].blood == 1 and s.minions[b].blood == 3  # the hand strike is useless at long range


def test_sniper_rifle_strike_only_usable_at_long_range() -> None:
    s = table()
    _a, b = sniper_block(s)
    until_legal(s, f"grant sniper-rifle {b}")
    do(s, "pass")
    pass_until(s, lambda st: current_combat(st) is None)  # close range: the hand strike is the only one
    said = [line for _, line in s.log]
    assert "Alice Chen (G6) strikes: hand." in said and "Alice Chen (G6) strikes: sniper-rifle-2r." not in said


def test_sniper_rifle_not_when_the_bearer_is_the_acting_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Sniper Rifle")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    seen = []

    def over(st: VTESState) -> bool:
        seen.extend(legal(st))
        return "Combat: Ayelech (G6) against Alice Chen (G6)." in [line for _, line in st.log] and not current_combat(
            st
        )

    pass_until(s, over)
    assert not any(m.startswith("grant sniper-rifle") for m in seen)
    assert "Ayelech (G6) strikes: hand." in [line for _, line in s.log]


# ------------------------------------------------------------------------ Dog Pack


def dog_pack_strikes(with_dogs: bool) -> list[str]:
    """Alice Chen bleeds with Majesty (Presence: "strike: combat ends") in hand; Anson blocks."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 1, "Anson (G1)", blood=3)
    if with_dogs:
        attach(s, b, "Dog Pack", counters=1)
    hand(s, 0, "Majesty")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: current_combat(st) is not None and any(m.startswith("strike") for m in legal(st)))
    return legal(s)


def test_dog_pack_minions_in_combat_with_the_employer_cannot_strike_combat_ends() -> None:
    assert any("majesty" in m for m in dog_pack_strikes(with_dogs=False))
    assert not any("majesty" in m for m in dog_pack_strikes(with_dogs=True))


# ------------------------------------------------------------------------ Blood Tears of Kephran


def test_blood_tears_of_kephran_burns_to_gain_2_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    tears = attach(s, a, "Blood Tears of Kephran")
    goto(s, "master")
    do(s, f"use {tears} 2")
    assert s.minions[a].blood == 5 and tears not in s.placed
    assert cid("Blood Tears of Kephran") in s.ash[0]


def test_blood_tears_of_kephran_burns_to_prevent_2_damage_in_combat() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)  # strength 1... the blocker hits with its hand
    b = ready(s, 1, "Anson (G1)", blood=5)
    tears = attach(s, a, "Blood Tears of Kephran")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {tears} 1")
    do(s, f"use {tears} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 3 and tears not in s.placed  # Anson's 1 damage prevented


# ------------------------------------------------------------------------ Cooler


def test_cooler_moves_1_blood_to_its_vampire_each_unlock_phase_and_burns_when_empty() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Cooler")
    goto(s, "minion")
    do(s, "play cooler")
    pass_until(s, lambda st: action(st) is None)
    cooler = next(p for p in s.minions[a].cards if s.placed[p].card == cid("Cooler"))
    assert s.placed[cooler].counters == 4
    for turn, left in ((5, 3), (9, 2), (13, 1), (17, 0)):
        goto(s, "unlock", 0, turn=turn)
        until_legal(s, f"use {cooler} 1")
        do(s, f"use {cooler} 1")
        assert f"use {cooler} 1" not in legal(s)  # once each unlock phase
        assert (s.placed[cooler].counters if cooler in s.placed else 0) == left
    assert cooler not in s.placed and s.minions[a].blood == 7


# ------------------------------------------------------------------------ Camera Phone


def test_camera_phone_bleeds_at_1_more_and_no_other_equipment_adds() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    phone = attach(s, a, "Camera Phone")
    attach(s, a, "Laptop Computer")  # +1 bleed: not for this action
    goto(s, "minion")
    do(s, f"use {phone} 1")
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 28  # 1 + 1
    assert f"bleed {a}" not in legal(s)  # one bleed each turn


# ------------------------------------------------------------------------ Saatet-ta


def test_saatet_ta_locks_to_give_a_follower_of_set_1_bleed() -> None:
    s = table()
    setite = ready(s, 0, "Ahmose Chambers (G5)", blood=3)
    saatet = ready(s, 0, "Saatet-ta")
    goto(s, "minion")
    do(s, f"bleed {setite}")
    until_legal(s, f"use {saatet} 3")
    do(s, f"use {saatet} 3")
    assert s.minions[saatet].locked
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 28


def test_saatet_ta_not_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    saatet = ready(s, 0, "Saatet-ta")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert not any(m.startswith(f"use {saatet}") for m in legal(s))


def test_saatet_ta_is_shuffled_into_her_owners_library_when_burned() -> None:
    from tabletome.games.vtes import ops

    s = table()
    saatet = ready(s, 0, "Saatet-ta")
    before = len(s.library[0])
    ops.burn(s, saatet)
    assert cid("Saatet-ta") not in s.ash[0] and cid("Saatet-ta") in s.library[0]
    assert len(s.library[0]) == before + 1


# ------------------------------------------------------------------------ Crypt's Sons


def test_crypts_sons_burn_1_life_to_lock_the_blocker_and_continue_unblocked() -> None:
    s = table()
    crow = ready(s, 0, "Crow (G5)", blood=3)  # an Anarch
    sons = attach(s, crow, "Crypt's Sons", counters=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {crow}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {sons} 1")
    do(s, f"use {sons} 1")
    assert s.placed[sons].counters == 2 and s.minions[b].locked
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29  # the bleed went on and succeeded: no combat
    assert not any(line.startswith("Combat:") for _, line in s.log)


def test_crypts_sons_inflict_1r_damage_each_round_of_combat() -> None:
    s = table()
    crow = ready(s, 0, "Crow (G5)", blood=3)
    attach(s, crow, "Crypt's Sons", counters=3)
    b = ready(s, 1, "Anson (G1)", blood=5)
    goto(s, "minion")
    do(s, f"bleed {crow}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)  # the Sons are not used: combat
    assert s.minions[b].blood == 5 - 1 - 1  # Crow's hand strike (strength 1) and the Sons' 1R


def test_crypts_sons_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Crypt's Sons")
    goto(s, "minion")
    assert "play crypts-sons" not in legal(s)


# ------------------------------------------------------------------------ Leather Jacket


def test_leather_jacket_unlocks_the_minion_that_equipped_at_the_end_of_the_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Leather Jacket")
    goto(s, "minion")
    do(s, "play leather-jacket")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[a].locked and any(s.placed[p].card == cid("Leather Jacket") for p in s.minions[a].cards)
    pass_until(s, lambda st: st.current == 1)
    assert not s.minions[a].locked


def test_leather_jacket_burns_to_prevent_all_the_damage_of_the_opposing_strike() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    jacket = attach(s, a, "Leather Jacket")
    b = ready(s, 1, "Anson (G1)", blood=5)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {jacket} 1")
    do(s, f"use {jacket} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 3 and jacket not in s.placed


def test_leather_jacket_only_one_on_a_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Leather Jacket")
    hand(s, 0, "Leather Jacket")
    goto(s, "minion")
    assert "play leather-jacket" not in legal(s)
