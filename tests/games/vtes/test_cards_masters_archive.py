"""Master cards of the tournament-winning decks (issue 37): Minion Tap, Golconda: Inner Peace,
Charisma."""

from __future__ import annotations

from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import action, attach, cid, do, goto, hand, legal, pass_until, play, ready, table, torpor


def test_minion_tap_moves_the_blood_announced_to_your_pool() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    hand(s, 0, "Minion Tap")
    goto(s, "master")
    do(s, "play minion-tap")
    assert "target blood5" in legal(s) and "target blood6" not in legal(s)  # at most the blood it has
    do(s, "target blood4")
    pass_until(s, lambda st: cid("Minion Tap") in st.ash[0])
    assert s.minions[a].blood == 1 and s.pool[0] == 34


def test_minion_tap_from_a_vampire_in_torpor() -> None:
    s = table()
    v = torpor(s, 0, "Ayelech (G6)", blood=2)
    hand(s, 0, "Minion Tap")
    goto(s, "master")
    do(s, "play minion-tap", "target blood2")  # the one vampire is taken unasked
    pass_until(s, lambda st: cid("Minion Tap") in st.ash[0])
    assert s.minions[v].blood == 0 and s.pool[0] == 32


def golconda_table() -> tuple[VTESState, int]:
    s = table()
    big = ready(s, 1, "Anson (G1)", blood=3)  # capacity 8
    hand(s, 0, "Golconda: Inner Peace")
    goto(s, "master")
    return s, big


def test_golconda_inner_peace_removes_the_vampire_and_its_controller_gains_its_capacity() -> None:
    s, big = golconda_table()
    play(s, "golconda-inner-peace", f"target {big}")
    pass_until(s, lambda st: "cancel" in legal(st))
    do(s, "pass")
    pass_until(s, lambda st: big not in st.minions)
    assert cid("Anson (G1)") in s.removed[1] and cid("Anson (G1)") not in s.ash[1]
    assert s.pool[1] == 38


def test_golconda_inner_peace_cancelled_for_2_pool() -> None:
    s, big = golconda_table()
    play(s, "golconda-inner-peace", f"target {big}")
    pass_until(s, lambda st: "cancel" in legal(st))
    do(s, "cancel")
    pass_until(s, lambda st: cid("Golconda: Inner Peace") in st.ash[0])
    assert big in s.ready[1] and s.pool[1] == 28


def test_golconda_inner_peace_needs_capacity_8_or_more() -> None:
    s = table()
    ready(s, 1, "Ayelech (G6)", blood=3)  # capacity 7
    hand(s, 0, "Golconda: Inner Peace")
    goto(s, "master")
    assert "play golconda-inner-peace" not in legal(s)


def test_charisma_makes_recruit_ally_actions_cost_1_less() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Charisma", "Carlton Van Wyk")  # Carlton costs 2 pool
    goto(s, "master")
    play(s, "charisma", f"target {a}")
    pass_until(s, lambda st: st.minions[a].cards)
    goto(s, "minion")
    do(s, "play carlton-van-wyk")
    pass_until(s, lambda st: any(st.minions[u].card == cid("Carlton Van Wyk") for u in st.ready[0]))
    assert s.pool[0] == 29  # 2 pool, 1 less


# ------------------------------------------------------------------------ Secure Haven


def haven_table() -> tuple[VTESState, int]:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Secure Haven")
    goto(s, "master")
    do(s, "play secure-haven")
    pass_until(s, lambda st: bool(st.minions[a].cards))
    return s, a


def test_secure_haven_is_put_on_a_minion_you_control() -> None:
    s, a = haven_table()
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Secure Haven")]
    assert s.pool[0] == 29


def test_secure_haven_the_minion_cannot_be_the_target_of_other_methuselahs_actions() -> None:
    s, _a = haven_table()
    garou = ready(s, 1, "Renegade Garou")
    other = ready(s, 2, "Lauren (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {garou} 1")  # enter combat with a minion of another Methuselah: the one allowed, unasked
    a_ = action(s)
    assert a_ is not None and a_.aplay is not None and a_.aplay.targets == (other,)


def test_secure_haven_master_cards_targeting_the_minion_cost_1_more_pool() -> None:
    s, a = haven_table()
    hand(s, 1, "Fame")
    goto(s, "master", 1)
    play(s, "fame", f"target {a}")
    pass_until(s, lambda st: len(st.minions[a].cards) == 2)
    assert s.pool[1] == 29  # Fame costs nothing: 1 additional pool


def test_secure_haven_is_burned_when_the_minion_goes_to_torpor() -> None:
    from tabletome.games.vtes import ops

    s, a = haven_table()
    ops.to_torpor(s, a)
    assert not s.minions[a].cards and cid("Secure Haven") in s.ash[0]


# ------------------------------------------------------------------------ Dabbler


def dabbler_bleed(third: bool) -> tuple[VTESState, int, int]:
    """Alice Chen bleeds with Govern the Unaligned (Dominate) and Aire of Elation (Presence); with
    ``third``, she also plays Cloak the Gathering (Obfuscate) against a block attempt."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=6)
    d = attach(s, a, "Dabbler")
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned", "Aire of Elation", "Cloak the Gathering")
    goto(s, "minion")
    play(s, "govern-the-unaligned", "mode basic")
    play(s, "aire-of-elation", "mode basic")
    if third:
        pass_until(s, lambda st: f"block {b}" in legal(st))
        do(s, f"block {b}")
        play(s, "cloak-the-gathering", "mode basic")
    pass_until(s, lambda st: action(st) is None or action(st).stage == "after")  # type: ignore[union-attr]
    return s, a, d


def test_dabbler_gains_1_blood_after_an_action_using_3_disciplines() -> None:
    s, a, d = dabbler_bleed(third=True)
    before = s.minions[a].blood
    do(s, f"use {d} 2")
    assert s.minions[a].blood == before + 1
    assert f"use {d} 1" not in legal(s) and f"use {d} 2" not in legal(s)  # once each turn


def test_dabbler_burns_1_blood_to_unlock() -> None:
    s, a, d = dabbler_bleed(third=True)
    before = s.minions[a].blood
    assert s.minions[a].locked
    do(s, f"use {d} 1")
    assert not s.minions[a].locked and s.minions[a].blood == before - 1


def test_dabbler_not_with_only_2_disciplines() -> None:
    s, _a, d = dabbler_bleed(third=False)
    assert f"use {d} 1" not in legal(s) and f"use {d} 2" not in legal(s)


# ------------------------------------------------------------------------ Fragment of the Book of Nod


def test_fragment_of_the_book_of_nod_locks_to_draw_2_cards_then_discard_down() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    frag = in_play(s, 0, "Fragment of the Book of Nod")
    hand(s, 0, *["Minion Tap"] * 7)
    goto(s, "master")
    do(s, f"use {frag} 1")
    assert s.placed[frag].locked
    assert len(s.hand[0]) == 9 and any(m.startswith("discard") for m in legal(s))  # over the hand size


def test_fragment_of_the_book_of_nod_vampires_can_steal_it() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    frag = in_play(s, 0, "Fragment of the Book of Nod")
    thief = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {frag} 2")
    pass_until(s, lambda st: action(st) is None)
    assert frag in s.inplay[1] and s.placed[frag].controller == 1 and s.minions[thief].locked


# ------------------------------------------------------------------------ Grooming the Protégé


def test_grooming_the_protege_moves_up_to_3_blood_to_a_younger_vampire_of_the_clan() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)  # Tremere, capacity 7
    young = uncontrolled(s, 0, "Lauren (G6)")  # Tremere, capacity 4
    hand(s, 0, "Grooming the Protégé")
    goto(s, "master")
    do(s, "play grooming-the-protege")
    assert "target blood3" in legal(s) and "target blood4" not in legal(s)
    do(s, "target blood3")
    pass_until(s, lambda st: cid("Grooming the Protégé") in st.ash[0])
    assert s.minions[a].blood == 2 and s.minions[young].blood == 3


# ------------------------------------------------------------------------ Ferraille


def test_ferraille_burns_1_pool_for_3_votes_once_each_turn() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    fer = in_play(s, 0, "Ferraille")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {fer} 1" in legal(st))
    do(s, f"use {fer} 1", "target for")
    assert s.pool[0] == 29
    assert f"use {fer} 1" not in legal(s)  # once each turn
    pass_until(s, lambda st: action(st) is None)
    assert s.pool == [29, 28, 28, 30] and a in s.ready[0]  # 3 votes for, none against: passed


# ------------------------------------------------------------------------ Heidelberg Castle, Germany


def test_heidelberg_castle_moves_blood_and_equipment_between_two_ready_vampires() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 0, "Lauren (G6)", blood=1)
    gun = attach(s, a, ".44 Magnum")
    castle = in_play(s, 0, "Heidelberg Castle, Germany")
    goto(s, "master")
    do(s, f"use {castle} 1", f"target {a}", f"target b2+u{gun}")  # to the other one, unasked
    assert s.placed[castle].locked
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3
    assert gun in s.minions[b].cards and gun not in s.minions[a].cards


def test_heidelberg_castle_cannot_be_used_during_an_action() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    ready(s, 0, "Lauren (G6)", blood=1)
    castle = in_play(s, 0, "Heidelberg Castle, Germany")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert not any(m.startswith(f"use {castle}") for m in legal(s))


# ------------------------------------------------------------------------ The Shard, London


def shard_play(edge: bool) -> tuple[VTESState, int, int]:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    shard = in_play(s, 0, "The Shard, London")
    s.edge = 0 if edge else 1
    hand(s, 0, "Palatial Estate")  # 2 blood
    goto(s, "minion")
    do(s, "play palatial-estate")
    return s, a, shard


def test_the_shard_london_with_the_edge_locks_to_reduce_a_cost_by_2() -> None:
    s, a, shard = shard_play(edge=True)
    pass_until(s, lambda st: f"choose {shard}" in legal(st))
    do(s, f"choose {shard}")
    pass_until(s, lambda st: action(st) is None)
    assert s.placed[shard].locked and s.minions[a].blood == 3  # Palatial Estate cost nothing
    assert any(s.placed[p].card == cid("Palatial Estate") for p in s.minions[a].cards)


def test_the_shard_london_not_without_the_edge() -> None:
    s, a, shard = shard_play(edge=False)
    pass_until(s, lambda st: action(st) is None)
    assert not s.placed[shard].locked and s.minions[a].blood == 1


def test_the_shard_london_a_ventrue_steals_it_with_1_stealth() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    shard = in_play(s, 0, "The Shard, London")
    v = ready(s, 1, "Catherine du Bois (G3)", blood=3)  # Ventrue
    goto(s, "minion", 1)
    assert f"use {shard} 1" not in legal(s)  # the other steal is for non-Ventrue
    do(s, f"use {shard} 2")
    assert action(s) is not None and action(s).stealth(s) == 1  # type: ignore[union-attr]
    pass_until(s, lambda st: action(st) is None)
    assert shard in s.inplay[1] and s.minions[v].locked


# ------------------------------------------------------------------------ Camarilla Conclave


def test_camarilla_conclave_burns_a_counter_to_give_non_camarilla_vampires_1_vote_less() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.scenario import in_play

    s = table()
    cam = ready(s, 0, "Catherine du Bois (G3)", blood=3)  # Camarilla
    conclave = in_play(s, 0, "Camarilla Conclave", counters=2)
    baron = ready(s, 1, "Casey Snyder (G6)", blood=3)  # an Anarch baron: 2 votes
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {conclave} 2" in legal(st))
    do(s, f"use {conclave} 2")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, baron) == 1 and s.placed[conclave].counters == 1
    assert ref.vampire_votes(s, cam) == 0  # untitled, and Camarilla: unchanged
    do(s, f"use {conclave} 2")  # the last counter: -2 in all, and the card is burned
    assert ref.vampire_votes(s, baron) == 0 and conclave not in s.placed
    assert cid("Camarilla Conclave") in s.ash[0]


def test_camarilla_conclave_requires_a_justicar_or_inner_circle_member() -> None:
    s = table()
    ready(s, 0, "Catherine du Bois (G3)", blood=3)
    hand(s, 0, "Camarilla Conclave")
    goto(s, "master")
    assert "play camarilla-conclave" not in legal(s)


# ------------------------------------------------------------------------ The British Museum, London


def museum_bleed(*cards: str) -> tuple[VTESState, int, int]:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    museum = in_play(s, 0, "The British Museum, London")
    hand(s, 0, *cards)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is None or action(st).stage == "after")  # type: ignore[union-attr]
    return s, a, museum


def test_the_british_museum_london_gives_1_more_hand_size() -> None:
    from tabletome.games.vtes.stats import hand_size
    from tests.games.vtes.scenario import in_play

    s = table()
    assert hand_size(s, 0) == 7
    in_play(s, 0, "The British Museum, London")
    assert hand_size(s, 0) == 8


def test_the_british_museum_london_unlocks_the_minion_to_equip_for_1_pool_less() -> None:
    s, a, museum = museum_bleed("Flak Jacket", "Laptop Computer")
    assert s.minions[a].locked
    do(s, f"use {museum} 1")  # the Flak Jacket, unasked: the Laptop Computer is electronic
    assert not s.minions[a].locked
    assert any(s.placed[p].card == cid("Flak Jacket") for p in s.minions[a].cards)
    assert s.pool == [30, 29, 30, 30]  # Flak Jacket's 1 pool, 1 less
    assert not any(m.startswith(f"use {museum}") for m in legal(s))  # once each turn for this minion


def test_the_british_museum_london_an_ally_paying_with_its_last_life_is_burned_and_not_equipped() -> None:
    """VT-DMG-06: an ally that pays the equipment's blood cost with its last life is burned; the card
    goes to the ash heap and nothing unlocks (it stopped on a KeyError: archive seed 159)."""
    from tests.games.vtes.scenario import in_play

    s = table()
    jake = ready(s, 0, "Jake Washington", blood=1)
    museum = in_play(s, 0, "The British Museum, London")
    hand(s, 0, "Palatial Estate")  # 2 blood, 1 less at the Museum
    goto(s, "minion")
    do(s, f"bleed {jake}")
    pass_until(s, lambda st: action(st) is None or action(st).stage == "after")  # type: ignore[union-attr]
    do(s, f"use {museum} 1")
    assert jake not in s.minions
    assert sorted(s.ash[0]) == sorted([cid("Jake Washington"), cid("Palatial Estate")])


def test_the_british_museum_london_not_for_electronic_equipment() -> None:
    s, _a, museum = museum_bleed("Laptop Computer")
    assert not any(m.startswith(f"use {museum}") for m in legal(s))


# ------------------------------------------------------------------------ Protected Resources


def test_protected_resources_a_bleed_against_you_burns_2_pool_at_most() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    in_play(s, 1, "Protected Resources")
    hand(s, 0, "Govern the Unaligned")  # bleed with +2: 3
    goto(s, "minion")
    play(s, "govern-the-unaligned", "mode basic")
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 28 and a in s.ready[0]


def test_protected_resources_is_burned_after_a_minion_you_control_successfully_bleeds() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    res = in_play(s, 0, "Protected Resources")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is None)
    assert res not in s.placed and cid("Protected Resources") in s.ash[0] and s.pool[1] == 29


# ------------------------------------------------------------------------ Fear of Mekhet


def mekhet_table(blood: int, other: bool) -> tuple[VTESState, int, int, int]:
    s = table()
    j = ready(s, 1, "Anson (G1)", blood=blood, title="justicar")
    o = ready(s, 2, "Alice Chen (G6)", blood=3, title="inner circle") if other else -1
    hand(s, 0, "Fear of Mekhet")
    goto(s, "master")
    do(s, "play fear-of-mekhet")
    if other:
        do(s, f"target {j}")
    pass_until(s, lambda st: bool(st.minions[j].cards))
    fear = s.minions[j].cards[0]
    assert s.minions[j].locked and s.placed[fear].card == cid("Fear of Mekhet")
    return s, j, o, fear


def test_fear_of_mekhet_burns_5_blood_then_moves_to_another_justicar_or_inner_circle_member() -> None:
    s, j, o, fear = mekhet_table(blood=6, other=True)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: f"choose {o}" in legal(st) or bool(st.minions[o].cards))
    if f"choose {o}" in legal(s):
        do(s, f"choose {o}")
    assert s.minions[j].blood == 1 and fear in s.minions[o].cards and fear not in s.minions[j].cards


def test_fear_of_mekhet_a_vampire_without_5_blood_is_burned() -> None:
    s, j, _o, _fear = mekhet_table(blood=4, other=False)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: j not in st.minions or st.phase != "unlock")
    assert j not in s.minions and cid("Anson (G1)") in s.ash[1]


# ------------------------------------------------------------------------ Bleeding the Vine


def test_bleeding_the_vine_locks_to_cancel_another_methuselahs_master_card() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    vine = in_play(s, 1, "Bleeding the Vine")
    hand(s, 0, "Minion Tap")
    goto(s, "master")
    do(s, "play minion-tap", "target blood2")
    pass_until(s, lambda st: f"use {vine} 1" in legal(st))
    do(s, f"use {vine} 1")
    pass_until(s, lambda st: cid("Minion Tap") in st.ash[0])
    assert s.placed[vine].locked and s.minions[a].blood == 5 and s.pool[0] == 30
    assert s.phase_actions == 1  # "that Methuselah gains another master phase action"


def test_bleeding_the_vine_in_your_unlock_phase_lock_it_or_burn_1_pool() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    vine = in_play(s, 1, "Bleeding the Vine")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "burn pool" in legal(st))
    assert "lock" in legal(s)
    do(s, "burn pool")
    assert s.pool[1] == 29 and not s.placed[vine].locked


# ------------------------------------------------------------------------ Monster


def test_monster_burns_1_blood_to_unlock_after_a_combat_whose_opponent_is_not_ready() -> None:
    s = table()
    a = ready(s, 0, "Anson (G1)", blood=6)
    attach(s, a, "Monster")
    b = ready(s, 1, "Lauren (G6)", blood=0)  # one hand strike sends her to torpor
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: f"grant monster {a}" in legal(st) or action(st) is None)
    assert s.in_torpor(b) and s.minions[a].locked
    do(s, f"grant monster {a}")
    assert not s.minions[a].locked and s.minions[a].blood == 4  # 1 blood mended a wound, 1 burned


def test_monster_not_when_the_opposing_minion_is_still_ready() -> None:
    s = table()
    a = ready(s, 0, "Anson (G1)", blood=6)
    attach(s, a, "Monster")
    b = ready(s, 1, "Alice Chen (G6)", blood=6)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    seen: list[str] = []

    def over(st: VTESState) -> bool:
        seen.extend(legal(st))
        return action(st) is None

    pass_until(s, over)
    assert s.is_ready(b) and f"grant monster {a}" not in seen


# ------------------------------------------------------------------------ WMRH Talk Radio


def wmrh_block(more_stealth: bool) -> tuple[VTESState, int]:
    """Alice Chen bleeds with Cloak the Gathering (+1 stealth) against Lauren's block attempt; Lauren's
    Methuselah locks WMRH Talk Radio for +1 intercept; with ``more_stealth``, Alice answers with
    Lost in Crowds (+1 stealth) and the block fails."""
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    radio = in_play(s, 1, "WMRH Talk Radio")
    hand(s, 0, "Cloak the Gathering", "Lost in Crowds")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: "play cloak-the-gathering" in legal(st))
    play(s, "cloak-the-gathering", "mode basic")
    pass_until(s, lambda st: f"use {radio} 1" in legal(st))
    do(s, f"use {radio} 1")
    assert s.placed[radio].locked
    if more_stealth:
        pass_until(s, lambda st: "play lost-in-crowds" in legal(st))
        play(s, "lost-in-crowds", "mode basic")
    pass_until(s, lambda st: action(st) is None)
    return s, b


def test_wmrh_talk_radio_gives_1_intercept_and_costs_nothing_if_the_minion_blocks() -> None:
    s, b = wmrh_block(more_stealth=False)
    assert s.pool[1] == 30 and s.minions[b].locked  # blocked: no bleed, no pool burned


def test_wmrh_talk_radio_burns_1_pool_if_the_minion_does_not_block() -> None:
    s, _b = wmrh_block(more_stealth=True)
    assert s.pool[1] == 28  # the bleed (1) and WMRH Talk Radio's pool (1)


# ------------------------------------------------------------------------ Alamut


def test_alamut_keeps_the_pool_an_assamite_bleeds_and_gives_it_as_votes() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.scenario import in_play

    s = table()
    k = ready(s, 0, "Kamau Jafari (G4)", blood=4)  # Banu Haqim (an Assamite)
    v = ready(s, 0, "Ayelech (G6)", blood=3)
    alamut = in_play(s, 0, "Alamut")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, f"bleed {k}")
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29 and s.placed[alamut].counters == 1
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {alamut} 1" in legal(st))
    ref = current_referendum(s)
    assert ref is not None
    before = ref.vampire_votes(s, v)
    do(s, f"use {alamut} 1", f"target {v}")
    assert ref.vampire_votes(s, v) == before + 1 and s.placed[alamut].counters == 0


def test_alamut_not_for_another_clans_bleed() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    v = ready(s, 0, "Ayelech (G6)", blood=3)
    alamut = in_play(s, 0, "Alamut")
    goto(s, "minion")
    do(s, f"bleed {v}")
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29 and s.placed[alamut].counters == 0
