"""Master cards and events of the tournament-winning decks (issue 37), fourth list: each card's
effect through the windows of the rules."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.games.vtes.effects.vocab.inplay import GEHENNA_TURN
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
    pending,
    play,
    ready,
    table,
    torpor,
    uncontrolled,
)

CAMARILLA = "Aleph (G1)"  # Malkavian, Camarilla, capacity 4
BIG = "Anson (G1)"  # Ventrue, Camarilla, capacity 8


def cards(s: VTESState) -> list[Counter[int]]:
    return [s.owned(t) for t in range(s.players)]


# ------------------------------------------------------------------------ The Erciyes Fragments


def fragments_holding(s: VTESState, name: str) -> int:
    """The Fragments in seat 0's play, with ``name`` moved onto them from the prey's ash heap."""
    frag = in_play(s, 0, "The Erciyes Fragments")
    s.ash[s.prey(0)].append(cid(name))
    return frag


def hold(s: VTESState, frag: int, slug: str) -> None:
    """Lock the Fragments to move ``slug`` onto them (the target asked only among several)."""
    do(s, f"use {frag} 1")
    if pending(s):
        do(s, f"target {slug}")


def test_the_erciyes_fragments_lock_to_move_a_card_from_your_preys_ash_heap() -> None:
    s = table()
    frag = fragments_holding(s, "Govern the Unaligned")
    prey = s.prey(0)
    s.ash[prey].append(cid(CAMARILLA))  # a crypt card is no library card
    s.ash[prey].append(cid("Deflection"))
    s.ash[0].append(cid("Bum's Rush"))  # your own ash heap: not this card's
    before = cards(s)
    goto(s, "master")
    do(s, f"use {frag} 1")
    assert sorted(legal(s)) == ["back", "target deflection", "target govern-the-unaligned"]
    do(s, "target govern-the-unaligned")
    assert s.placed[frag].locked
    assert cid("Govern the Unaligned") not in s.ash[prey]
    assert cards(s) == before  # still the prey's card, on the Fragments
    s.placed[frag] = s.placed[frag]._replace(locked=False)
    assert f"use {frag} 1" not in legal(s)  # only 1 card on it at a time


def test_the_erciyes_fragments_plays_the_card_as_if_from_hand_then_removes_it() -> None:
    s = table()
    frag = fragments_holding(s, "Govern the Unaligned")
    prey = s.prey(0)
    a = ready(s, 0, "Anson (G1)", blood=3)  # [dom]
    goto(s, "master")
    hold(s, frag, "govern-the-unaligned")
    before = cards(s)
    hand(s, 0)
    library = len(s.library[0])
    pass_until(s, lambda st: f"play govern-the-unaligned {frag}" in legal(st))
    play(s, f"govern-the-unaligned {frag}", f"by {a}", "mode basic")
    assert action(s) is not None and action(s).aplay.card == cid("Govern the Unaligned")  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[prey] == 30 - 3  # bled with +2 bleed: requirements ([dom]) and cost (1 blood) as normal
    assert cid("Govern the Unaligned") in s.removed[prey] and cid("Govern the Unaligned") not in s.ash[0]
    assert len(s.library[0]) == library and s.hand[0] == []  # not replaced: it was not in the hand
    assert cards(s) == before
    assert f"use {frag} 1" not in legal(s)  # locked until the next unlock phase


def test_the_erciyes_fragments_strike_card_is_played_at_the_strike_step() -> None:
    """A strike card on the Fragments is played as the strike, as if from hand (VT-STR-02): the
    strike step resolves ``play <card> <source>`` as every other window does."""
    from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to

    s = table()
    frag = fragments_holding(s, "Roundhouse")
    prey = s.prey(0)
    a = ready(s, 0, "Patrick (G4)", blood=4)  # [pot]
    b = ready(s, prey, OPP, blood=4)
    goto(s, "master")
    hold(s, frag, "roundhouse")
    hand(s, 0)
    fight(s, a, b)
    to(s, "strike", 0)
    assert f"play roundhouse {frag}" in legal(s)
    do(s, f"play roundhouse {frag}", "mode basic")
    end_combat(s)
    assert blood(s, b) == 1  # a hand strike at +2
    assert cid("Roundhouse") in s.removed[prey] and s.hand[0] == []


def test_the_erciyes_fragments_burned_with_the_card_on_it() -> None:
    s = table()
    frag = fragments_holding(s, "Govern the Unaligned")
    prey = s.prey(0)
    goto(s, "master")
    hold(s, frag, "govern-the-unaligned")
    from tabletome.games.vtes import ops

    ops.burn_placed(s, frag)
    assert cid("Govern the Unaligned") in s.removed[prey] and cid("The Erciyes Fragments") in s.ash[0]


def test_the_erciyes_fragments_a_vampire_above_capacity_4_steals_it_with_the_card() -> None:
    s = table()
    frag = fragments_holding(s, "Govern the Unaligned")
    goto(s, "master")
    hold(s, frag, "govern-the-unaligned")
    small = ready(s, 1, CAMARILLA)
    big = ready(s, 1, BIG)
    goto(s, "minion", seat=1)
    steal = f"use {frag} 2"
    assert steal in legal(s)
    do(s, steal)
    assert f"by {small}" not in legal(s)
    if f"by {big}" in legal(s):
        do(s, f"by {big}")
    finish_action(s)
    assert frag in s.inplay[1] and s.placed[frag].data[1] == cid("Govern the Unaligned")


# ------------------------------------------------------------------------ Two Wrongs


def bounced_to_seat_2(s: VTESState) -> int:
    """Seat 0's vampire bleeds seat 1, who deflects the bleed to seat 2 (not seat 0's prey)."""
    a = ready(s, 0, BIG, blood=3)
    ready(s, 1, CAMARILLA, blood=3)  # [dom]
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "C" and st.to_move == 1)  # type: ignore[union-attr]
    play(s, "deflection", "target p3")
    assert action(s).target_seat == 2  # type: ignore[union-attr]
    return a


def test_two_wrongs_the_minion_now_bleeds_its_controllers_prey() -> None:
    s = table()
    bounced_to_seat_2(s)
    hand(s, 2, "Two Wrongs")
    pass_until(s, lambda st: action(st).stage == "C" and "play two-wrongs" in legal(st))  # type: ignore[union-attr]
    assert s.to_move == 2
    do(s, "play two-wrongs")
    assert action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 29 and s.pool[2] == 30  # Anson bleeds for 1


def test_two_wrongs_not_against_your_predators_minion() -> None:
    s = table()
    a = ready(s, 0, BIG, blood=3)
    hand(s, 1, "Two Wrongs")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "C" and st.to_move == 1)  # type: ignore[union-attr]
    assert "play two-wrongs" not in legal(s)  # seat 0 is seat 1's predator


def test_two_wrongs_cancels_the_next_card_changing_the_target_its_cost_paid() -> None:
    s = table()
    bounced_to_seat_2(s)
    hand(s, 2, "Two Wrongs")
    d = ready(s, 1, "Almodo Giovanni (G4)", blood=3)  # [dom], unlocked
    hand(s, 1, "Deflection")
    pass_until(s, lambda st: action(st).stage == "C" and "play two-wrongs" in legal(st))  # type: ignore[union-attr]
    do(s, "play two-wrongs")
    pass_until(s, lambda st: action(st).stage == "C" and "play deflection" in legal(st))  # type: ignore[union-attr]
    play(s, "deflection", f"by {d}", "target p3")
    assert action(s).target_seat == 1  # type: ignore[union-attr]
    assert s.minions[d].blood == 2  # its cost paid (ANK 20260216)
    assert cid("Deflection") in s.ash[1]
    finish_action(s)
    assert s.pool[1] == 29


# ------------------------------------------------------------------------ Infernal Pact


ANTITRIBU = "Brooke (G2)"  # Tremere antitribu, capacity 3, [dom] [tha]


def test_infernal_pact_plays_cards_of_the_discipline_chosen_as_superior() -> None:
    s = table()
    b = ready(s, 0, ANTITRIBU, blood=3)
    hand(s, 0, "Infernal Pact")
    goto(s, "master")
    play(s, "infernal-pact", "target dom")
    pass_until(s, lambda st: any(st.placed[p].card == cid("Infernal Pact") for p in st.minions[b].cards))
    young = uncontrolled(s, 0, "Afifa, The Herald (G4)")  # capacity 1
    hand(s, 0, "Govern the Unaligned")
    pass_until(s, lambda st: "play govern-the-unaligned" in legal(st))
    play(s, "govern-the-unaligned", "mode superior")  # [DOM] as though superior
    finish_action(s)
    assert s.minions[young].blood == 3


def test_infernal_pact_gives_no_level_of_the_discipline() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    b = ready(s, 0, ANTITRIBU, blood=3)
    hand(s, 0, "Infernal Pact")
    goto(s, "master")
    play(s, "infernal-pact", "target pro")
    pass_until(s, lambda st: any(st.placed[p].card == cid("Infernal Pact") for p in st.minions[b].cards))
    assert level(s, b, "pro") == 0 and level(s, b, "dom") == 1


def test_infernal_pact_only_on_a_tremere_antitribu() -> None:
    s = table()
    ready(s, 0, CAMARILLA, blood=3)
    hand(s, 0, "Infernal Pact")
    goto(s, "master")
    assert "play infernal-pact" not in legal(s)


# ------------------------------------------------------------------------ Agent of Power


def test_agent_of_power_gives_a_level_until_your_discard_phase() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    b = ready(s, 0, ANTITRIBU, blood=3)
    hand(s, 0, "Agent of Power")
    goto(s, "master")
    play(s, "agent-of-power", "target dom")
    pass_until(s, lambda st: any(st.placed[p].card == cid("Agent of Power") for p in st.minions[b].cards))
    assert level(s, b, "dom") == 2 and s.phase_actions == 1  # a trifle: +1 master phase action
    goto(s, "discard")
    assert cid("Agent of Power") in s.ash[0] and level(s, b, "dom") == 1


# ------------------------------------------------------------------------ Blood Weakens


def test_blood_weakens_discipline_cards_are_replaced_at_the_end_of_the_action() -> None:
    s = table()
    in_play(s, 2, "Blood Weakens")
    a = ready(s, 0, BIG, blood=3)
    hand(s, 0, "Govern the Unaligned", "Deflection", "Bum's Rush")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    assert action(s) is not None and len(s.hand[0]) == 2  # not replaced during the action
    finish_action(s)
    assert len(s.hand[0]) == 7  # replaced (and drawn up) at its end


def test_blood_weakens_a_vampire_who_committed_diablerie_ignores_it() -> None:
    s = table()
    in_play(s, 2, "Blood Weakens")
    a = ready(s, 0, BIG, blood=3)
    s.game_marks[("diablerie", a)] = s.game_marks[GEHENNA_TURN] + 1  # no Gehenna event played since
    hand(s, 0, "Govern the Unaligned", "Deflection", "Bum's Rush")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    assert action(s) is not None and len(s.hand[0]) == 7  # replaced (and drawn up) at once


def test_blood_weakens_an_empty_hand_is_replaced_at_once() -> None:
    s = table()
    in_play(s, 2, "Blood Weakens")
    a = ready(s, 0, BIG, blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    assert action(s) is not None and len(s.hand[0]) == 7  # the hand was empty: drawn up at once


def test_blood_weakens_not_replaced_until_a_vampire_commits_diablerie() -> None:
    s = table()
    hand(s, 0, "Blood Weakens", "Deflection")
    goto(s, "discard")
    play(s, "blood-weakens")
    pass_until(s, lambda st: any(pl.card == cid("Blood Weakens") for pl in st.placed.values()))
    assert (cid("Blood Weakens"), "diablerie") in s.delayed[0]


# ------------------------------------------------------------------------ Blood Trade


def test_blood_trade_burns_all_boons_as_it_enters_play() -> None:
    s = table()
    in_play(s, 2, "Major Boon")
    hand(s, 0, "Blood Trade")
    goto(s, "discard")
    play(s, "blood-trade")
    pass_until(s, lambda st: any(pl.card == cid("Blood Trade") for pl in st.placed.values()))
    assert cid("Major Boon") in s.ash[2]
    assert not any(pl.card == cid("Major Boon") for pl in s.placed.values())


def test_blood_trade_each_methuselah_moves_1_blood_to_another_methuselahs_vampire() -> None:
    s = table()
    trade = in_play(s, 0, "Blood Trade")
    v = ready(s, 1, CAMARILLA, blood=3)
    w = ready(s, 3, BIG, blood=2)
    goto(s, "unlock", seat=1)
    use = f"use {trade} 1"
    assert use in legal(s)  # any Methuselah, in their own unlock phase
    do(s, use)
    if pending(s):
        do(s, f"target {v}")
    if pending(s):
        do(s, f"target {w}")
    assert s.minions[v].blood == 2 and s.minions[w].blood == 3
    assert use not in legal(s)  # once in that unlock phase


def test_blood_trade_consanguineous_boon_can_still_be_played() -> None:
    s = table()
    in_play(s, 2, "Blood Trade")
    ready(s, 0, BIG, blood=3)
    hand(s, 0, "Consanguineous Boon")
    goto(s, "minion")
    assert "play consanguineous-boon" in legal(s)


# ------------------------------------------------------------------------ Nightmares upon Nightmares

SMALL = "Afifa, The Herald (G4)"  # capacity 1


def nightmare_asked(s: VTESState) -> None:
    """Seat 0's unlock phase, until the effect asks (carried out when it is the only one due)."""
    goto(s, "unlock")
    pass_until(s, lambda st: "decline" in legal(st) or st.phase != "master")
    if "decline" not in legal(s) and any(m.startswith("effect") for m in legal(s)):
        do(s, next(m for m in legal(s) if m.startswith("effect")))


def test_nightmares_upon_nightmares_discard_a_card_or_the_minion_locks() -> None:
    s = table()
    in_play(s, 2, "Nightmares upon Nightmares")  # 1 Gehenna event: capacity 1 is affected
    small = ready(s, 0, SMALL, locked=True)
    small2 = ready(s, 0, "Ember Wright (G3)", locked=True)
    s.minions[small2] = s.minions[small2]._replace(marks=frozenset(("cap:1",)))  # capacity 1 too
    big = ready(s, 0, BIG)
    hand(s, 0, "Deflection", *["Bum's Rush"] * 6)
    nightmare_asked(s)
    assert sorted(legal(s)) == ["decline", "discard bum-s-rush", "discard deflection"]
    do(s, "discard deflection")
    assert not s.minions[small].locked and not s.minions[big].locked
    assert cid("Deflection") in s.ash[0] and s.hand[0] == [cid("Bum's Rush")] * 6  # not replaced yet
    assert "decline" in legal(s)  # the next minion
    do(s, "decline")
    assert s.minions[small2].locked
    assert len(s.hand[0]) == 7  # replaced as the master phase begins


def test_nightmares_upon_nightmares_the_minion_locks_if_no_card_is_discarded() -> None:
    s = table()
    in_play(s, 2, "Nightmares upon Nightmares")
    small = ready(s, 0, SMALL, locked=True)
    hand(s, 0, "Deflection")
    nightmare_asked(s)
    do(s, "decline")
    assert s.minions[small].locked and s.hand[0] == [cid("Deflection")]


def test_nightmares_upon_nightmares_older_vampires_ignore_it() -> None:
    s = table()
    in_play(s, 2, "Nightmares upon Nightmares")
    big = ready(s, 0, BIG, locked=True)
    hand(s, 0, "Deflection")
    goto(s, "unlock")
    pass_until(s, lambda st: st.phase != "unlock" or "decline" in legal(st) or "end" in legal(st))
    assert "decline" not in legal(s) and not s.minions[big].locked


# ------------------------------------------------------------------------ Veil of Darkness


def test_veil_of_darkness_a_master_card_on_top_cancels_the_first_discipline_card() -> None:
    s = table()
    in_play(s, 2, "Veil of Darkness")
    a = ready(s, 0, BIG, blood=3)
    s.library[0].append(cid("Minion Tap"))  # the top of the library
    hand(s, 0, "Govern the Unaligned", "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    assert action(s) is None and not s.minions[a].locked  # no effect, no cost: it may act again
    assert s.minions[a].blood == 3 and s.pool[1] == 30
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")  # its second card this turn: as normal
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[a].blood == 2


def test_veil_of_darkness_a_library_card_on_top_changes_nothing() -> None:
    s = table()
    in_play(s, 2, "Veil of Darkness")
    a = ready(s, 0, BIG, blood=3)
    s.library[0].append(cid("Deflection"))
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    finish_action(s)
    assert s.pool[1] == 27


def test_veil_of_darkness_an_obtenebration_card_cancelled_burns_2_blood() -> None:
    s = table()
    in_play(s, 2, "Veil of Darkness")
    a = ready(s, 0, "Andrew Emory (G4)", blood=5)  # [OBT]
    blocker = ready(s, 1, CAMARILLA, blood=3)
    s.library[0].append(cid("Minion Tap"))
    hand(s, 0, "Shadow Play")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: "play shadow-play" in legal(st))
    play(s, "shadow-play", "mode basic")
    assert s.minions[a].blood == 3  # no cost paid, 2 blood burned
    assert cid("Shadow Play") in s.ash[0]


# ------------------------------------------------------------------------ Life Boon


def bled_out(s: VTESState, saver: int = 2) -> int:
    """Seat 0's vampire bleeds seat 1, down to 1 pool, for 1: seat 1 is being ousted; ``saver`` holds
    Life Boon (its deck private: it may hold one)."""
    a = ready(s, 0, BIG, blood=3)
    s.pool[1] = 1
    s.public_decks = tuple(False if t == saver else v for t, v in enumerate(s.public_decks))
    hand(s, saver, "Life Boon")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play life-boon" in legal(st) or (st.pool[1] <= 0 and not st.in_game(1)))
    return a


def test_life_boon_keeps_a_methuselah_with_no_pool_in_the_game() -> None:
    s = table()
    bled_out(s)
    assert s.pool[1] == 0 and s.in_game(1) and s.to_move == 2
    play(s, "life-boon", "target pool3")
    assert s.pool[1] == 3 and s.pool[2] == 27 and s.in_game(1)
    assert any(pl.card == cid("Life Boon") and pl.controller == 2 for pl in s.placed.values())
    finish_action(s)
    assert s.in_game(1) and s.vp[0] == 0


def test_life_boon_without_it_the_methuselah_is_ousted() -> None:
    s = table()
    bled_out(s)
    do(s, "pass")
    pass_until(s, lambda st: not st.in_game(1))
    assert s.vp[0] == 1 and s.pool[0] == 36


def test_life_boon_you_gain_their_next_victory_point_and_burn_it() -> None:
    s = table()
    boon = in_play(s, 2, "Life Boon")
    s.placed[boon] = s.placed[boon]._replace(data=("saved", 0))  # it kept seat 0 in the game
    a = ready(s, 0, BIG, blood=3)
    s.pool[1] = 1
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: not st.in_game(1))
    assert s.vp[0] == 0 and s.vp[2] == 1 and s.pool[0] == 36  # the pool is still seat 0's
    assert cid("Life Boon") in s.ash[2] and boon not in s.placed


def test_life_boon_steals_1_pool_in_their_unlock_phase() -> None:
    s = table()
    boon = in_play(s, 2, "Life Boon")
    s.placed[boon] = s.placed[boon]._replace(data=("saved", 1))
    goto(s, "unlock", seat=1)
    pass_until(s, lambda st: f"use {boon} 1" in legal(st) or st.phase != "master")
    do(s, f"use {boon} 1")
    assert s.pool[1] == 29 and s.pool[2] == 31


def test_life_boon_cannot_be_played_while_blood_trade_is_in_play() -> None:
    s = table()
    in_play(s, 3, "Blood Trade")
    a = ready(s, 0, BIG, blood=3)
    s.pool[1] = 1
    s.public_decks = tuple(False if t == 2 else v for t, v in enumerate(s.public_decks))
    hand(s, 2, "Life Boon")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: not st.in_game(1) or "play life-boon" in legal(st))
    assert not s.in_game(1)


def test_life_boon_gives_enough_to_cover_a_bleed_beyond_0() -> None:
    s = table()
    a = ready(s, 0, BIG, blood=3)
    s.pool[1] = 1
    s.public_decks = tuple(False if t == 2 else v for t, v in enumerate(s.public_decks))
    hand(s, 2, "Life Boon")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")  # a bleed of 3 at 1 pool
    pass_until(s, lambda st: "play life-boon" in legal(st))
    do(s, "play life-boon")
    assert "target pool2" not in legal(s) and "target pool3" in legal(s)  # 2 owed beyond 0, and 1 more
    do(s, "target pool3")
    pass_until(s, lambda st: action(st) is None)
    assert s.in_game(1) and s.pool[1] == 1 and s.pool[2] == 27


# ------------------------------------------------------------------------ Not to Be


def private(s: VTESState, seat: int) -> None:
    """``seat``'s deck is private: it may hold any card (the windows open for it)."""
    s.public_decks = tuple(False if t == seat else v for t, v in enumerate(s.public_decks))


def test_not_to_be_cancels_an_event_as_it_is_played_its_cost_unpaid() -> None:
    s = table()
    private(s, 0)
    hand(s, 0, "Not to Be")
    hand(s, 1, "Blood Weakens")
    goto(s, "discard", seat=1)
    play(s, "blood-weakens")
    pass_until(s, lambda st: "play not-to-be" in legal(st))
    do(s, "play not-to-be")
    pass_until(s, lambda st: cid("Blood Weakens") in st.ash[1])
    assert not any(pl.card == cid("Blood Weakens") for pl in s.placed.values())
    assert any(pl.card == cid("Not to Be") and pl.controller == 0 for pl in s.placed.values())
    assert (cid("Blood Weakens"), "diablerie") not in s.delayed[1]  # its "do not replace" cancelled too


def test_not_to_be_one_more_master_phase_action_then_one_fewer_discard_action() -> None:
    s = table()
    in_play(s, 0, "Not to Be")
    s.game_marks[("oot", 0)] = True  # played out of turn since seat 0's last master phase
    goto(s, "unlock")
    pass_until(s, lambda st: st.phase == "minion")  # the master phase
    assert s.phase_actions == 1  # 1, -1 for the out-of-turn card, +1
    goto(s, "minion")
    pass_until(s, lambda st: st.phase == "end")
    assert s.phase_actions == 0 and cid("Not to Be") in s.ash[0]


# ------------------------------------------------------------------------ The Eternals of Sirius

SETITE = "Ahmose Chambers (G5)"  # Ministry (Follower of Set)


def test_the_eternals_of_sirius_gains_5_pool_paying_4_at_once() -> None:
    s = table()
    ready(s, 0, SETITE)
    s.pool[0] = 4  # not ousted between the cost and the gain (LSJ 20020620)
    hand(s, 0, "The Eternals of Sirius")
    goto(s, "master")
    play(s, "the-eternals-of-sirius", "mode pool")
    assert s.in_game(0) and s.pool[0] == 5


def test_the_eternals_of_sirius_adds_5_blood_to_an_old_follower_of_set_uncontrolled() -> None:
    s = table()
    old = uncontrolled(s, 0, "Kemintiri (G2)")  # capacity 10
    hand(s, 0, "The Eternals of Sirius")
    goto(s, "master")
    play(s, "the-eternals-of-sirius", "mode blood")
    assert s.minions[old].blood == 5 and s.pool[0] == 26


def test_the_eternals_of_sirius_needs_a_ready_follower_of_set_for_the_pool() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "The Eternals of Sirius")
    goto(s, "master")
    assert "play the-eternals-of-sirius" not in legal(s)


# ------------------------------------------------------------------------ Día de los Muertos


def test_dia_de_los_muertos_a_sabbat_vampires_referendum_passes_automatically() -> None:
    s = table()
    b = ready(s, 0, ANTITRIBU, blood=3)  # Sabbat
    hand(s, 0, "Día de los Muertos", "Kine Resources Contested")
    goto(s, "master")
    play(s, "dia-de-los-muertos")
    pass_until(s, lambda st: "play kine-resources-contested" in legal(st))
    play(s, "kine-resources-contested", f"by {b}")
    pass_until(s, lambda st: "target p2=2+p3=2" in legal(st))
    do(s, "target p2=2+p3=2")  # no polling
    assert not any(m.startswith("vote") for m in legal(s))
    finish_action(s)
    assert s.pool[1] == 28 and s.pool[2] == 28


def test_dia_de_los_muertos_not_for_a_non_sabbat_vampires_referendum() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=3)
    hand(s, 0, "Día de los Muertos", "Kine Resources Contested")
    goto(s, "master")
    play(s, "dia-de-los-muertos")
    pass_until(s, lambda st: "play kine-resources-contested" in legal(st))
    play(s, "kine-resources-contested", f"by {a}")
    pass_until(s, lambda st: "target p2=2+p3=2" in legal(st))
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: any(m.startswith("vote") for m in legal(st)))  # polled as usual


def test_dia_de_los_muertos_only_one_in_a_game() -> None:
    s = table()
    s.game_marks[("once-in-game", "dia-de-los-muertos")] = True  # one was played (even cancelled)
    hand(s, 0, "Día de los Muertos")
    goto(s, "master")
    assert "play dia-de-los-muertos" not in legal(s)


# ------------------------------------------------------------------------ Privileged Position


def test_privileged_position_requires_2_ready_vampires_of_the_path_of_power() -> None:
    s = table()
    ready(s, 0, "Concordia (G6)")
    hand(s, 0, "Privileged Position")
    goto(s, "master")
    assert "play privileged-position" not in legal(s)
    ready(s, 0, "Lika, The Purger (G6)")
    assert "play privileged-position" in legal(s)


def test_privileged_position_locks_after_your_referendum_passes_to_burn_1_pool_from_your_prey() -> None:
    s = table()
    pos = in_play(s, 0, "Privileged Position")
    b = ready(s, 0, ANTITRIBU, blood=3)
    hand(s, 0, "Día de los Muertos", "Kine Resources Contested")
    goto(s, "master")
    play(s, "dia-de-los-muertos")
    pass_until(s, lambda st: "play kine-resources-contested" in legal(st))
    play(s, "kine-resources-contested", f"by {b}")
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2")
    pass_until(s, lambda st: f"use {pos} 1" in legal(st))
    do(s, f"use {pos} 1")
    assert s.pool[1] == 29 and s.placed[pos].locked


# ------------------------------------------------------------------------ The Path of Night

LASOMBRA = "Aaron Duggan, Cameron's Toady (G2)"  # Lasombra, [obt]


def test_the_path_of_night_obtenebration_cards_cost_lasombra_1_fewer_blood() -> None:
    s = table()
    in_play(s, 2, "The Path of Night")
    a = ready(s, 0, LASOMBRA, blood=2)
    blocker = ready(s, 1, CAMARILLA, blood=3)
    hand(s, 0, "Shadow Play")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: "play shadow-play" in legal(st))
    play(s, "shadow-play", "mode basic")
    assert s.minions[a].blood == 2  # Shadow Play costs 1 blood: 0 for a Lasombra


def test_the_path_of_night_burned_as_an_action_damaging_the_acting_vampire() -> None:
    s = table()
    path = in_play(s, 1, "The Path of Night")
    a = ready(s, 0, BIG, blood=3)
    goto(s, "minion")
    do(s, f"use {path} 1")
    if pending(s):
        do(s, f"by {a}")
    finish_action(s)
    assert path not in s.placed and s.minions[a].blood == 2


# ------------------------------------------------------------------------ Festivo dello Estinto


def test_festivo_dello_estinto_sabbat_vampires_hunting_fill_up_and_get_minus_1_stealth() -> None:
    s = table()
    in_play(s, 2, "Festivo dello Estinto")
    b = ready(s, 0, ANTITRIBU, blood=0)  # Sabbat, capacity 3
    goto(s, "minion")
    do(s, f"hunt {b}")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]  # a hunt's +1 stealth, -1
    finish_action(s)
    assert s.minions[b].blood == 3


def test_festivo_dello_estinto_burned_in_your_unlock_phase() -> None:
    s = table()
    in_play(s, 0, "Festivo dello Estinto")
    goto(s, "unlock")
    pass_until(s, lambda st: cid("Festivo dello Estinto") in st.ash[0])


# ------------------------------------------------------------------------ Specialization


def test_specialization_discards_two_copies_of_a_card_for_1_pool() -> None:
    s = table()
    spec = in_play(s, 0, "Specialization")
    hand(
        s,
        0,
        "Deflection",
        "Deflection",
        "Bum's Rush",
        "Minion Tap",
        "Govern the Unaligned",
        "Bonding",
        "Aire of Elation",
    )
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {spec} 1" in legal(st))
    do(s, f"use {spec} 1", "target deflection", "target deflection")
    assert s.pool[0] == 31 and s.ash[0].count(cid("Deflection")) == 2 and len(s.hand[0]) == 7
    assert s.placed[spec].locked


def test_specialization_needs_two_copies_of_the_same_card() -> None:
    s = table()
    spec = in_play(s, 0, "Specialization")
    hand(s, 0, "Deflection", "Bum's Rush")
    goto(s, "unlock")
    assert f"use {spec} 1" not in legal(s)


# ------------------------------------------------------------------------ Demonstration


def test_demonstration_locks_to_cancel_a_vampires_votes() -> None:
    s = table()
    demo = in_play(s, 1, "Demonstration")
    a = ready(s, 0, CAMARILLA, blood=3, title="prince")  # 2 votes
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    play(s, "kine-resources-contested", f"by {a}")
    pass_until(s, lambda st: "target p2=2+p3=2" in legal(st))
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {demo} 1" in legal(st))
    do(s, f"use {demo} 1")
    if pending(s):
        do(s, f"target {a}")
    finish_action(s)
    assert s.pool[1] == 30 and s.pool[2] == 30  # the referendum failed: its votes cancelled


# ------------------------------------------------------------------------ Blessings of the Loa

SAMEDI = "Abebe (G4)"  # Samedi, capacity 4


def test_blessings_of_the_loa_plus_1_bleed_per_vampire_in_your_preys_torpor() -> None:
    s = table()
    in_play(s, 0, "Blessings of the Loa")
    a = ready(s, 0, SAMEDI, blood=3)
    torpor(s, 1, CAMARILLA)
    torpor(s, 1, "Almodo Giovanni (G4)")
    torpor(s, 2, "Ember Wright (G3)")  # not your prey's
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 27  # 1 + 2


def test_blessings_of_the_loa_not_for_a_samedi_below_capacity_4() -> None:
    s = table()
    in_play(s, 0, "Blessings of the Loa")
    a = ready(s, 0, "Abebe (G4)", blood=3)
    s.minions[a] = s.minions[a]._replace(marks=frozenset(("cap:3",)))
    torpor(s, 1, CAMARILLA)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 29


# ------------------------------------------------------------------------ Dis Pater


def test_dis_pater_removes_seven_cards_of_your_ash_heap_for_plus_1_bleed() -> None:
    s = table()
    dis = in_play(s, 0, "Dis Pater")
    a = ready(s, 0, "Almodo Giovanni (G4)", blood=3)
    s.ash[0].extend([cid("Deflection")] * 7)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {dis} 1" in legal(st))
    do(s, f"use {dis} 1")
    while any(m.startswith("choose") for m in legal(s)):
        do(s, next(m for m in legal(s) if m.startswith("choose")))
    finish_action(s)
    assert s.pool[1] == 28 and s.removed[0].count(cid("Deflection")) == 7


def test_dis_pater_needs_seven_cards_in_your_ash_heap() -> None:
    s = table()
    dis = in_play(s, 0, "Dis Pater")
    a = ready(s, 0, "Almodo Giovanni (G4)", blood=3)
    s.ash[0].extend([cid("Deflection")] * 6)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is None or f"use {dis} 1" in legal(st))
    assert f"use {dis} 1" not in legal(s)


# ------------------------------------------------------------------------ Thirst


def test_thirst_small_vampires_who_did_not_hunt_burn_1_blood() -> None:
    s = table()
    in_play(s, 2, "Thirst")
    in_play(s, 2, "Blood Weakens")  # 2 Gehenna events: capacity 1 is affected
    small = ready(s, 0, SMALL, blood=1)
    big = ready(s, 0, BIG, blood=3)
    goto(s, "minion")
    do(s, "end")
    pass_until(s, lambda st: st.phase == "discard")  # the influence phase has begun
    assert s.minions[small].blood == 0 and s.minions[big].blood == 3


def test_thirst_not_after_a_hunt() -> None:
    s = table()
    in_play(s, 2, "Thirst")
    in_play(s, 2, "Blood Weakens")
    small = ready(s, 0, SMALL, blood=0)
    goto(s, "minion")
    do(s, f"hunt {small}")
    finish_action(s)
    pass_until(s, lambda st: st.phase == "discard")
    assert s.minions[small].blood == 1


# ------------------------------------------------------------------------ Break the Code

IMBUED = 'Anna "Dictatrix11" Suljic (G4)'


def test_break_the_code_a_ready_monster_enters_combat_with_an_imbued_as_a_directed_action() -> None:
    s = table()
    code = in_play(s, 2, "Break the Code")
    a = ready(s, 0, BIG, blood=3)
    hunter = ready(s, 1, IMBUED, blood=3)
    goto(s, "minion")
    do(s, f"use {code} 1")
    for step in (f"by {a}", f"target {hunter}"):
        if pending(s) and step in legal(s):
            do(s, step)
    assert action(s) is not None and action(s).target_seat == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[a].blood == 2 and s.minions[hunter].blood == 2  # they fought: a hand strike each


# ------------------------------------------------------------------------ The Path of Paradox


def test_the_path_of_paradox_chimerstry_cards_cost_ravnos_1_fewer_blood() -> None:
    s = table()
    in_play(s, 2, "The Path of Paradox")
    a = ready(s, 0, "Andrei Puxon (G2)", blood=3)  # Ravnos, [chi]
    blocker = ready(s, 1, CAMARILLA, blood=3)
    hand(s, 0, "Mirror Image")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: "play mirror-image" in legal(st))
    play(s, "mirror-image", "mode basic")
    assert s.minions[a].blood == 3  # Mirror Image costs 1 blood: 0 for a Ravnos


def test_the_path_of_paradox_burned_as_an_action_damaging_the_acting_vampire() -> None:
    s = table()
    path = in_play(s, 1, "The Path of Paradox")
    a = ready(s, 0, BIG, blood=3)
    goto(s, "minion")
    do(s, f"use {path} 1")
    if pending(s):
        do(s, f"by {a}")
    finish_action(s)
    assert path not in s.placed and s.minions[a].blood == 2


# ------------------------------------------------------------------------ Svadharma


def test_svadharma_adds_2_blood_to_a_ready_ravnos() -> None:
    s = table()
    r = ready(s, 1, "Adri, The Seeker (G6)", blood=0)  # anyone's Ravnos
    ready(s, 0, "Andrei Puxon (G2)")  # requires a Ravnos
    hand(s, 0, "Svadharma")
    goto(s, "master")
    play(s, "svadharma", f"target {r}")
    assert s.minions[r].blood == 2


# ------------------------------------------------------------------------ Blood Buff


def test_blood_buff_gives_a_blood_brother_a_level_of_sanguinus() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    b = ready(s, 0, "Barry (G2)")  # [san]
    hand(s, 0, "Blood Buff")
    goto(s, "master")
    play(s, "blood-buff", f"target {b}")
    assert level(s, b, "san") == 2 and s.phase_actions == 1  # a trifle


# ------------------------------------------------------------------------ Palla Grande


def test_palla_grande_toreador_antitribu_get_plus_1_bleed_and_it_wears_out() -> None:
    s = table()
    palla = in_play(s, 0, "Palla Grande", counters=1)
    a = ready(s, 0, "Amber (G5)", blood=3)  # Toreador antitribu
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 28
    goto(s, "discard")
    assert palla not in s.placed and cid("Palla Grande") in s.ash[0]  # its last counter burned


# ------------------------------------------------------------------------ Recruitment, Great Symposium


def test_recruitment_searches_the_crypt_for_a_vampire_to_the_uncontrolled_region() -> None:
    s = table()
    s.crypt[0] = [cid(CAMARILLA), cid(BIG), cid(SMALL)]
    hand(s, 0, "Recruitment")
    goto(s, "master")
    play(s, "recruitment")
    pass_until(s, lambda st: "choose anson" in legal(st))
    assert "decline" in legal(s)
    do(s, "choose anson")
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [cid(BIG)]
    assert sorted(s.crypt[0]) == sorted([cid(CAMARILLA), cid(SMALL)]) and s.pool[0] == 28


KIASYD1 = "Béatrice L'Angou (G2)"


def test_great_symposium_finds_a_kiasyd_and_distributes_3_blood() -> None:
    s = table()
    ready(s, 0, KIASYD1)  # requires a ready Kiasyd
    other = uncontrolled(s, 0, "Dame Hollerton (G4)")  # a Kiasyd already there
    s.crypt[0] = [cid(CAMARILLA), cid("Bartholomew (G2)")]
    hand(s, 0, "Great Symposium")
    goto(s, "master")
    play(s, "great-symposium")
    pass_until(s, lambda st: any(m.startswith("choose") for m in legal(st)))
    assert "choose aleph" not in legal(s)  # not a Kiasyd
    do(s, "choose bartholomew")
    new = next(u for u in s.uncontrolled[0] if u != other)
    do(s, f"choose {new}", f"choose {new}", f"choose {other}")
    assert s.minions[new].blood == 2 and s.minions[other].blood == 1


# ------------------------------------------------------------------------ Capitalist


def test_capitalist_gains_1_blood_once_a_turn_bleeding_the_prey() -> None:
    s = table()
    b = ready(s, 0, ANTITRIBU, blood=1)  # Sabbat
    hand(s, 0, "Capitalist")
    goto(s, "master")
    play(s, "capitalist", f"target {b}")
    goto(s, "minion")
    do(s, f"bleed {b}")
    finish_action(s)
    assert s.pool[1] == 29 and s.minions[b].blood == 2


def test_capitalist_only_on_a_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Capitalist")
    goto(s, "master")
    assert "play capitalist" not in legal(s)


# ------------------------------------------------------------------------ Acquired Ventrue Assets

GIOVANNI = "Almodo Giovanni (G4)"


def test_acquired_ventrue_assets_one_blood_per_giovanni_moved_in_your_master_phase() -> None:
    s = table()
    g = ready(s, 0, GIOVANNI, blood=1)
    hand(s, 0, "Acquired Ventrue Assets")
    goto(s, "master")
    play(s, "acquired-ventrue-assets")
    assets = next(u for u, pl in s.placed.items() if pl.card == cid("Acquired Ventrue Assets"))
    assert s.placed[assets].counters == 1
    s.phase_actions = 1
    do(s, f"use {assets} 1")
    assert s.minions[g].blood == 2 and assets not in s.placed  # no blood left: burned


def test_acquired_ventrue_assets_a_non_ventrue_burns_it_as_a_directed_action() -> None:
    s = table()
    assets = in_play(s, 1, "Acquired Ventrue Assets", counters=2)
    a = ready(s, 0, CAMARILLA, blood=3)
    ready(s, 0, BIG)  # a Ventrue: not this one
    goto(s, "minion")
    do(s, f"use {assets} 2")  # its second ability
    assert f"by {a}" in legal(s)
    do(s, f"by {a}")
    finish_action(s)
    assert assets not in s.placed


# ------------------------------------------------------------------------ Corporal Reservoir

BLACK_HAND = "Aredhel (G4)"


def reservoir_on(s: VTESState, seat: int = 0, blood: int = 2) -> tuple[int, int]:
    v = ready(s, seat, BLACK_HAND, blood=blood)
    hand(s, 0, "Corporal Reservoir")
    goto(s, "master")
    play(s, "corporal-reservoir", f"target {v}")
    res = next(u for u, pl in s.placed.items() if pl.card == cid("Corporal Reservoir"))
    return v, res


def test_corporal_reservoir_locks_to_gain_a_blood_and_does_not_unlock_as_normal() -> None:
    s = table()
    v, res = reservoir_on(s)
    do(s, f"use {res} 2")
    assert s.minions[v].blood == 3 and s.placed[res].locked
    goto(s, "unlock", seat=0)
    assert s.placed[res].locked  # not unlocked as normal
    pass_until(s, lambda st: f"use {res} 3" in legal(st))
    do(s, f"use {res} 3")  # burn a blood to unlock it
    assert not s.placed[res].locked and s.minions[v].blood == 2


def test_corporal_reservoir_only_on_a_black_hand_vampire() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Corporal Reservoir")
    goto(s, "master")
    assert "play corporal-reservoir" not in legal(s)


# ------------------------------------------------------------------------ Tabriz Assembly

TRUE_BRUJAH = "Krassimir (G2)"


def test_tabriz_assembly_plus_1_hand_size_and_1_blood_to_a_true_brujah_each_unlock() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    tabriz = in_play(s, 0, "Tabriz Assembly")
    tb = ready(s, 0, TRUE_BRUJAH, blood=2)
    assert hand_size(s, 0) == 8
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {tabriz} 1" in legal(st))
    do(s, f"use {tabriz} 1")
    assert s.minions[tb].blood == 3 and f"use {tabriz} 1" not in legal(s)


def test_tabriz_assembly_burned_by_a_referendum_its_controller_getting_1_vote() -> None:
    s = table()
    tabriz = in_play(s, 1, "Tabriz Assembly")
    a = ready(s, 0, CAMARILLA, blood=3, title="primogen")  # 1 vote
    goto(s, "minion")
    do(s, f"use {tabriz} 2")
    if pending(s):
        do(s, f"by {a}")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    pass_until(s, lambda st: f"use {tabriz} 3" in legal(st))
    do(s, f"use {tabriz} 3", "target against")
    pass_until(s, lambda st: action(st) is None)
    assert tabriz in s.placed  # 1 vote for, 1 against: the referendum fails


# ------------------------------------------------------------------------ Recalled to the Founder


def test_recalled_to_the_founder_three_of_a_clan_lose_one_in_the_unlock_phase() -> None:
    s = table()
    in_play(s, 2, "Recalled to the Founder")
    small = ready(s, 0, "Aaron Duggan, Cameron's Toady (G2)")  # Lasombra, capacity 2
    others = [ready(s, 0, "Lika, The Purger (G6)"), torpor(s, 0, "Damian (G6)")]  # Lasombra
    goto(s, "unlock")
    pass_until(s, lambda st: f"choose {small}" in legal(st))
    do(s, f"choose {small}")
    assert small not in s.minions and all(u in s.minions for u in others)
    assert ("ignores recalled to the founder", 0) not in s.game_marks


def test_recalled_to_the_founder_a_vampire_of_capacity_6_ends_it_for_that_methuselah() -> None:
    s = table()
    in_play(s, 2, "Recalled to the Founder")
    ready(s, 0, "Aaron Duggan, Cameron's Toady (G2)")
    ready(s, 0, "Lika, The Purger (G6)")
    big = torpor(s, 0, "Damian (G6)")  # capacity 8
    goto(s, "unlock")
    pass_until(s, lambda st: f"choose {big}" in legal(st))
    do(s, f"choose {big}")
    assert big not in s.minions and ("ignores recalled to the founder", 0) in s.game_marks


def test_recalled_to_the_founder_requires_2_other_gehenna_events() -> None:
    s = table()
    in_play(s, 2, "Blood Weakens")
    hand(s, 0, "Recalled to the Founder")
    goto(s, "discard")
    assert "play recalled-to-the-founder" not in legal(s)
    in_play(s, 2, "Thirst")
    assert "play recalled-to-the-founder" in legal(s)


# ------------------------------------------------------------------------ Dead Pool


def test_dead_pool_burns_a_counter_for_plus_2_bleed() -> None:
    s = table()
    pool = in_play(s, 0, "Dead Pool", counters=1)
    a = ready(s, 0, LASOMBRA, blood=2)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {pool} 1" in legal(st))
    do(s, f"use {pool} 1")
    finish_action(s)
    assert s.pool[1] == 27 and s.placed[pool].counters == 0 and pool in s.placed  # kept without counters


def test_dead_pool_gets_a_counter_when_a_vampire_in_combat_with_your_lasombra_leaves_the_ready_region() -> None:
    s = table()
    pool = in_play(s, 0, "Dead Pool")
    a = ready(s, 0, "Lika, The Purger (G6)", blood=3)  # Lasombra
    victim = ready(s, 1, SMALL, blood=0)
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    play(s, "bum-s-rush", f"by {a}", f"target {victim}")
    pass_until(s, lambda st: victim not in st.ready[1])
    assert s.placed[pool].counters == 1


# ------------------------------------------------------------------------ Vast Wealth


def test_vast_wealth_equips_with_the_first_equipment_found_in_the_library() -> None:
    s = table()
    a = ready(s, 0, BIG, blood=3)
    wealth = attach(s, a, "Vast Wealth")
    s.library[0] += [cid("Leather Jacket"), cid("Deflection"), cid("IR Goggles"), cid("Bum's Rush")]  # top: the end
    goto(s, "minion")
    do(s, f"use {wealth} 1")
    assert action(s) is not None and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    on_a = [s.placed[p].card for p in s.minions[a].cards]
    assert cid("IR Goggles") in on_a and cid("Leather Jacket") not in on_a
    assert cid("Leather Jacket") in s.library[0] and cid("IR Goggles") not in s.library[0]


# ------------------------------------------------------------------------ Left for Dead

ALLY = "Neighborhood Watch Commander"  # mortal ally, 1 life


def ally_in_a_fight(s: VTESState) -> tuple[int, int]:
    """Seat 0's vampire enters combat with seat 1's 1-life ally (Bum's Rush); seat 1 holds Left for Dead."""
    a = ready(s, 0, BIG, blood=3)
    ally = ready(s, 1, ALLY)
    private(s, 1)
    hand(s, 1, "Left for Dead")
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    play(s, "bum-s-rush", f"by {a}", f"target {ally}")
    pass_until(s, lambda st: "play left-for-dead" in legal(st) or ally not in st.minions)
    return a, ally


def test_left_for_dead_the_ally_is_not_burned_combat_ends_it_is_locked_with_1_life() -> None:
    s = table()
    _a, ally = ally_in_a_fight(s)
    assert ally in s.minions
    do(s, "play left-for-dead")
    finish_action(s)
    assert ally in s.minions and s.minions[ally].blood == 1 and s.minions[ally].locked
    assert any(s.placed[p].card == cid("Left for Dead") for p in s.minions[ally].cards)
    goto(s, "unlock", seat=1)
    pass_until(s, lambda st: cid("Left for Dead") in st.ash[1])
    assert s.minions[ally].locked  # does not unlock as normal; the card burned in its unlock phase


def test_left_for_dead_without_it_the_ally_is_burned() -> None:
    s = table()
    _a, ally = ally_in_a_fight(s)
    do(s, "pass")
    finish_action(s)
    assert ally not in s.minions and cid(ALLY) in s.ash[1]


# ------------------------------------------------------------------------ Hand Contract, Dirty Contract


def test_hand_contract_the_black_hand_vampire_named_enters_combat_with_the_minion() -> None:
    s = table()
    bh = ready(s, 0, BLACK_HAND, blood=3)
    other = ready(s, 0, BIG, blood=3)
    mark = ready(s, 1, CAMARILLA, blood=3)
    hand(s, 0, "Hand Contract")
    goto(s, "master")
    play(s, "hand-contract", f"target {mark}", f"target {bh}")
    contract = next(p for p in s.minions[mark].cards if s.placed[p].card == cid("Hand Contract"))
    goto(s, "minion")
    do(s, f"use {contract} 1")
    assert f"by {other}" not in legal(s)  # only the vampire named
    if pending(s):
        do(s, f"by {bh}")
    assert action(s) is not None and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[bh].blood == 2 and s.minions[mark].blood == 2  # they fought


def test_dirty_contract_not_on_a_nosferatu_or_giovanni() -> None:
    s = table()
    ready(s, 0, SAMEDI)
    giovanni = ready(s, 1, GIOVANNI)
    mark = ready(s, 1, CAMARILLA)
    hand(s, 0, "Dirty Contract")
    goto(s, "master")
    do(s, "play dirty-contract")  # one choice left: the Camarilla vampire, naming your Samedi
    assert any(s.placed[p].card == cid("Dirty Contract") for p in s.minions[mark].cards)
    assert not s.minions[giovanni].cards


# ------------------------------------------------------------------------ Wormwood


def test_wormwood_caps_capacities_at_its_counters_and_loses_one_per_gehenna_event() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    in_play(s, 2, "Blood Weakens")
    a = ready(s, 0, BIG, blood=8)  # capacity 8
    small = ready(s, 0, SMALL, blood=1)  # capacity 1
    hand(s, 0, "Wormwood")
    goto(s, "discard")
    play(s, "wormwood")
    pass_until(s, lambda st: any(pl.card == cid("Wormwood") for pl in st.placed.values()))
    worm = next(u for u, pl in s.placed.items() if pl.card == cid("Wormwood"))
    assert s.placed[worm].counters == 10 and capacity(s, a) == 8
    s.placed[worm] = s.placed[worm]._replace(counters=4)
    in_play(s, 1, "Thirst")  # another Gehenna event: one counter less
    assert s.placed[worm].counters == 3 and capacity(s, a) == 3 and s.minions[a].blood == 3
    assert capacity(s, small) == 1


def test_wormwood_requires_another_gehenna_event() -> None:
    s = table()
    hand(s, 0, "Wormwood")
    goto(s, "discard")
    assert "play wormwood" not in legal(s)


# ------------------------------------------------------------------------ Forward Momentum

CATHARI = "Coco Thorn (G6)"  # Path of Cathari


def test_forward_momentum_a_counter_for_each_successful_bleed_then_2_to_unlock() -> None:
    s = table()
    fm = in_play(s, 0, "Forward Momentum", counters=1)
    c = ready(s, 0, CATHARI, blood=3)
    goto(s, "minion")
    do(s, f"bleed {c}")
    pass_until(s, lambda st: f"use {fm} 1" in legal(st) or action(st) is None)
    assert s.placed[fm].counters == 2 and s.minions[c].locked
    do(s, f"use {fm} 1")
    assert not s.minions[c].locked and s.placed[fm].counters == 0


def test_forward_momentum_a_bleed_that_fails_burns_a_counter() -> None:
    s = table()
    fm = in_play(s, 0, "Forward Momentum", counters=2)
    c = ready(s, 0, CATHARI, blood=3)
    blocker = ready(s, 1, BIG, blood=3)
    goto(s, "minion")
    do(s, f"bleed {c}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: action(st) is None)
    assert s.placed[fm].counters == 1


# ------------------------------------------------------------------------ The Paths of the clans

PATHS = (
    "The Path of Blood",
    "The Path of Bone",
    "The Path of Harmony",
    "The Path of Metamorphosis",
    "The Path of Typhon",
    "The Path of Retribution",
    "The Path of the Feral Heart",
)


def test_the_path_of_typhon_serpentis_cards_cost_followers_of_set_1_fewer_blood() -> None:
    s = table()
    in_play(s, 2, "The Path of Typhon")
    a = ready(s, 0, SETITE, blood=3)  # [ser]
    hand(s, 0, "Truth of a Thousand Lies")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play truth-of-a-thousand-lies" in legal(st))
    play(s, "truth-of-a-thousand-lies", "mode basic")
    finish_action(s)
    assert s.minions[a].blood == 2 and s.pool[1] == 27  # 2 blood, 1 fewer; +2 bleed


@pytest.mark.parametrize("name", PATHS)
def test_the_paths_of_the_clans_burned_as_an_action_damaging_the_acting_vampire(name: str) -> None:
    s = table()
    path = in_play(s, 1, name)
    a = ready(s, 0, BIG, blood=3)
    goto(s, "minion")
    do(s, f"use {path} 1")
    if pending(s):
        do(s, f"by {a}")
    finish_action(s)
    assert path not in s.placed and s.minions[a].blood == 2


# ------------------------------------------------------------------------ Insurance Scam


def test_insurance_scam_burns_x_locations_you_control_to_gain_x_pool() -> None:
    s = table()
    scam = in_play(s, 0, "Insurance Scam")
    first = in_play(s, 0, "Jungle Hunting Ground")
    second = in_play(s, 0, "Channel 10")
    goto(s, "master")
    do(s, f"use {scam} 1")
    do(s, f"target {first}+{second}")
    assert s.pool[0] == 32 and first not in s.placed and second not in s.placed and s.placed[scam].locked


def test_insurance_scam_only_during_your_turn() -> None:
    s = table()
    scam = in_play(s, 0, "Insurance Scam")
    in_play(s, 0, "Channel 10")
    goto(s, "master", seat=1)
    assert f"use {scam} 1" not in legal(s)


# ------------------------------------------------------------------------ Ancestor Spirit


def test_ancestor_spirit_plus_1_bleed_on_a_laibon_above_capacity_4() -> None:
    s = table()
    laibon = ready(s, 0, "Agru Kabera (G4)", blood=3)  # capacity 6
    hand(s, 0, "Ancestor Spirit")
    goto(s, "master")
    play(s, "ancestor-spirit", f"target {laibon}")
    goto(s, "minion")
    do(s, f"bleed {laibon}")
    finish_action(s)
    assert s.pool[1] == 27  # 1, +1 of his own text, +1


def test_ancestor_spirit_not_on_a_small_laibon() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Ancestor Spirit")
    goto(s, "master")
    assert "play ancestor-spirit" not in legal(s)


# ------------------------------------------------------------------------ Information Network


def test_information_network_locks_to_give_a_nosferatu_antitribu_plus_1_intercept() -> None:
    s = table()
    net = in_play(s, 1, "Information Network")
    a = ready(s, 0, BIG, blood=3)
    blocker = ready(s, 1, "Aaron Bathurst (G4)", blood=3)  # Nosferatu antitribu
    goto(s, "minion")
    do(s, f"hunt {a}")  # +1 stealth against 0 intercept: intercept is needed
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    act_ = action(s)
    assert act_ is not None
    pass_until(s, lambda st: f"use {net} 1" in legal(st))
    do(s, f"use {net} 1")
    assert s.placed[net].locked and act_.intercept(s) == 1


# ------------------------------------------------------------------------ Blood Puppy


def test_blood_puppy_one_of_its_three_choices_each_unlock_phase() -> None:
    s = table()
    hand(s, 0, "Blood Puppy")
    goto(s, "master")
    play(s, "blood-puppy")
    puppy = next(u for u, pl in s.placed.items() if pl.card == cid("Blood Puppy"))
    assert s.placed[puppy].counters == 3 and s.pool[0] == 28  # its cost: 2 pool
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {puppy} 1" in legal(st))
    do(s, f"use {puppy} 1")
    assert s.placed[puppy].counters == 2 and s.pool[0] == 29
    assert f"use {puppy} 2" not in legal(s) and f"use {puppy} 3" not in legal(s)  # one of them a phase


def test_blood_puppy_burned_with_all_its_blood_to_your_pool() -> None:
    s = table()
    puppy = in_play(s, 0, "Blood Puppy", counters=3)
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {puppy} 3" in legal(st))
    do(s, f"use {puppy} 3")
    assert puppy not in s.placed and s.pool[0] == 33


# ------------------------------------------------------------------------ Seattle Committee


def test_seattle_committee_locks_in_your_master_phase_to_make_a_vampire_anarch() -> None:
    s = table()
    committee = in_play(s, 0, "Seattle Committee")
    v = ready(s, 0, CAMARILLA)
    ready(s, 0, BIG, title="prince")  # titled: not this one
    goto(s, "master")
    do(s, f"use {committee} 1")
    if pending(s):
        do(s, f"target {v}")
    assert s.minions[v].sect == "anarch" and s.placed[committee].locked


# ------------------------------------------------------------------------ Mapatano Utando


def test_mapatano_utando_locks_to_reduce_a_bleed_against_you_by_1() -> None:
    s = table()
    mapatano = in_play(s, 1, "Mapatano Utando")
    a = ready(s, 0, BIG, blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", f"by {a}", "mode basic")
    pass_until(s, lambda st: f"use {mapatano} 1" in legal(st))
    do(s, f"use {mapatano} 1")
    finish_action(s)
    assert s.pool[1] == 28 and s.placed[mapatano].locked  # 3, less 1


def test_mapatano_utando_locks_and_burns_the_edge_for_4_transfers() -> None:
    s = table()
    mapatano = in_play(s, 0, "Mapatano Utando")
    s.edge = 0
    goto(s, "influence")
    before = s.transfers
    do(s, f"use {mapatano} 2")
    assert s.transfers == before + 4 and s.edge != 0


# ------------------------------------------------------------------------ Bay and Howl


def test_bay_and_howl_each_ready_gangrel_antitribu_moves_1_blood_to_one_uncontrolled() -> None:
    s = table()
    a = ready(s, 0, "Blaise (G2)", blood=3)
    b = ready(s, 0, "Caitlin (G2)", blood=1)
    c = ready(s, 0, CAMARILLA, blood=3)  # not a Gangrel antitribu
    young = uncontrolled(s, 0, "Bill Butler (G4)", blood=0)
    hand(s, 0, "Bay and Howl")
    goto(s, "master")
    play(s, "bay-and-howl", f"target {young}")
    assert s.minions[young].blood == 2 and s.minions[a].blood == 2 and s.minions[b].blood == 0
    assert s.minions[c].blood == 3


# ------------------------------------------------------------------------ Hunger Moon


def test_hunger_moon_takes_1_blood_from_each_successful_hunt_and_is_burned_at_5() -> None:
    s = table()
    moon = in_play(s, 2, "Hunger Moon", counters=4)
    a = ready(s, 0, BIG, blood=2)
    goto(s, "minion")
    do(s, f"hunt {a}")
    finish_action(s)
    assert s.minions[a].blood == 2  # 1 gained, 1 moved to the Moon
    assert moon not in s.placed and cid("Hunger Moon") in s.ash[2]


# ------------------------------------------------------------------------ Ravager


def test_ravager_non_changelings_cannot_block_the_kiasyds_hunt() -> None:
    s = table()
    k = ready(s, 0, KIASYD1, blood=1)
    attach(s, k, "Ravager")
    blocker = ready(s, 1, CAMARILLA, blood=3)
    goto(s, "minion")
    do(s, f"hunt {k}")
    pass_until(s, lambda st: st.to_move == 1 or action(st) is None)
    assert f"block {blocker}" not in legal(s)


def test_ravager_its_bleeds_may_be_blocked() -> None:
    s = table()
    k = ready(s, 0, KIASYD1, blood=1)
    attach(s, k, "Ravager")
    blocker = ready(s, 1, CAMARILLA, blood=3)
    goto(s, "minion")
    do(s, f"bleed {k}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st) or action(st) is None)
    assert f"block {blocker}" in legal(s)


# ------------------------------------------------------------------------ Humanitas


def test_humanitas_rescues_with_plus_1_stealth_for_1_less_blood_and_no_diablerie() -> None:
    from tabletome.games.vtes.stats import flagged

    s = table()
    a = ready(s, 0, BIG, blood=5)
    v = torpor(s, 0, CAMARILLA, blood=1)
    attach(s, a, "Humanitas")
    goto(s, "minion")
    do(s, f"rescue {a} {v} 0")
    assert action(s).stealth(s) == 2  # type: ignore[union-attr]  # a rescue's +1, +1
    finish_action(s)
    assert v in s.ready[0] and s.minions[a].blood + s.minions[v].blood == 5  # 2 blood, 1 less: 1 of 6 burned
    assert flagged(s, a, "no-diablerie")


# ------------------------------------------------------------------------ Terrifying Visage, Command Performance


def test_terrifying_visage_the_blockers_controller_burns_1_pool() -> None:
    s = table()
    c = ready(s, 0, CATHARI, blood=3)
    attach(s, c, "Terrifying Visage")
    blocker = ready(s, 1, BIG, blood=3)
    goto(s, "minion")
    do(s, f"bleed {c}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29


DAUGHTER = "Muse (G2)"  # Daughter of Cacophony


def test_command_performance_locks_to_unlock_a_daughter_of_cacophony() -> None:
    s = table()
    perf = in_play(s, 0, "Command Performance")
    d = ready(s, 0, DAUGHTER, locked=True)
    goto(s, "minion")
    do(s, f"use {perf} 1")
    assert not s.minions[d].locked and s.placed[perf].locked
