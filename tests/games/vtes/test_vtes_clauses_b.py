"""V:TES clauses not yet cited elsewhere (second batch): sequencing, terms, torpor, tournament scoring,
Red List, votes and withdrawal, each checked through the engine's behaviour."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.phases import Turn
from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum
from tabletome.games.vtes.state import UNLOCK
from tabletome.games.vtes.stats import ballots, votes
from tabletome.games.vtes.tournament import final_winner, tournament_points
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    legal,
    pass_until,
    ready,
    table,
    torpor,
)


def blood_hunt_poll(s):  # type: ignore[no-untyped-def]
    """Seat 0's minion phase with a referendum polling (a blood hunt: no card vote to muddle it)."""
    goto(s, "minion")
    ref = Referendum(0, BLOOD_HUNT, -1)
    s.push(ref)
    s.changed()
    s.settle()
    return ref


# ------------------------------------------------------------------------ sequencing and terms


def test_vt_seq_04_a_stage_closes_only_when_everybody_passed_in_turn() -> None:
    """Seats with nothing to play pass without a stop; seat 1, who may block, is still asked."""
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "C")  # type: ignore[union-attr]
    c = action(s)
    assert c is not None and s.to_move == 0
    do(s, "pass")
    assert action(s) is c and c.stage == "C" and c.passes == 1  # one pass does not close it
    assert s.to_move == 1
    do(s, "pass")
    assert c.stage != "C"  # every Methuselah has now passed in turn


def test_vt_term_02_cards_and_counters_on_a_burned_minion_are_burned() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    p = attach(s, a, "Vessel", counters=2)
    assert p in s.placed
    ops.burn(s, a)
    assert p not in s.placed and a not in s.minions
    assert cid("Vessel") in s.ash[0] and cid("Ayelech (G6)") in s.ash[0]


def test_vt_term_06_drawing_takes_the_top_card_library_to_hand_crypt_to_uncontrolled() -> None:
    s = table()
    top = s.library[0][-1]
    before = len(s.library[0])
    assert ops.draw(s, 0) == 1
    assert s.hand[0] == [top] and len(s.library[0]) == before - 1
    crypt_top = s.crypt[0][-1]
    goto(s, "influence")
    do(s, "crypt")
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [crypt_top]
    assert len(s.hand[0]) == 1  # the crypt card did not go to hand


def test_vt_term_10_ready_and_locked_are_separate_states() -> None:
    s = table(4)
    locked = ready(s, 0, "Ayelech (G6)", locked=True)
    asleep = torpor(s, 0, "Inês Tristão (G6)", blood=2)
    blood_hunt_poll(s)
    assert locked in s.ready[0] and s.minions[locked].locked
    options = legal(s)
    assert f"vote {locked} for" in options  # ready though locked: it still votes
    assert not any(x.startswith(f"vote {asleep}") for x in options)  # in torpor: not ready


# ------------------------------------------------------------------------ torpor


def test_vt_torp_04_a_vampire_in_torpor_cannot_block() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    sleeper = torpor(s, 1, "Alice Chen (G6)", blood=2)
    awake = ready(s, 1, "Inês Tristão (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1 and any(x.startswith("block") for x in legal(st)))
    assert f"block {awake}" in legal(s)
    assert f"block {sleeper}" not in legal(s)


# ------------------------------------------------------------------------ tournament scoring


def test_vt_tour_06_time_called_each_methuselah_left_scores_half() -> None:
    s = table(4)
    s.opts["scoring"] = "tournament"
    s.opts["time_limit"] = 3
    s.vp = [1.0, 0.0, 0.0, 0.0]
    ops.oust(s, [1])  # seat 1 ousted by its predator (seat 0): not in the game when time is called
    vp_before = list(s.vp)
    s.turn = 4
    s.stack = [Turn()]
    s.phase = UNLOCK
    s.settle()
    assert s.to_move is None
    assert s.vp[1] == vp_before[1]  # an ousted Methuselah gets nothing
    assert [s.vp[t] - vp_before[t] for t in (0, 2, 3)] == [0.5, 0.5, 0.5]


def test_vt_tour_09_tied_seats_share_the_average_of_their_places() -> None:
    assert tournament_points([0, 2, 2, 2, 1]) == [12, 48, 48, 48, 24]  # (60+48+36)/3, then 24, 12
    assert tournament_points([1, 1, 1, 1]) == [36, 36, 36, 36]  # (60+48+24+12)/4


def test_vt_tour_10_rulebook_test_cases() -> None:
    assert tournament_points([1.5, 1.5, 0.5, 0, 0]) == [54, 54, 36, 18, 18]
    assert tournament_points([1.5, 0.5, 0.5, 0]) == [60, 36, 36, 12]
    assert tournament_points([0, 0.5, 1.5, 0, 1.5]) == [18, 36, 54, 18, 54]  # seat order does not matter


def test_vt_tour_12_final_winner_most_vp_tie_by_preliminary_rank() -> None:
    assert final_winner({"ann": 1.0, "bob": 3.0, "cy": 1.0}, ["ann", "cy", "bob"]) == "bob"
    assert final_winner({"ann": 2.0, "bob": 2.0, "cy": 1.0}, ["cy", "ann", "bob"]) == "ann"
    assert final_winner({"ann": 2.0, "bob": 2.0, "cy": 1.0}, ["cy", "bob", "ann"]) == "bob"


# ------------------------------------------------------------------------ Red List


def test_vt_trait_06_red_list_combat_is_a_directed_stealth_action_against_the_marked_minion() -> None:
    s = table()
    hunter = ready(s, 0, "Ayelech (G6)", blood=3)
    other = ready(s, 0, "Inês Tristão (G6)", blood=3)
    prey = ready(s, 1, "Alexis Sorokin (G4)", blood=3)
    goto(s, "master")
    assert f"redlist {hunter} {prey}" not in legal(s)  # not yet marked
    do(s, f"mark {prey}", "end")
    assert f"redlist {hunter} {prey}" in legal(s) and f"redlist {other} {prey}" in legal(s)
    do(s, f"redlist {hunter} {prey}")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1 and c.stealth(s) == 1
    assert s.marks[("red-list-combat", hunter)]


# ------------------------------------------------------------------------ votes and ballots


def test_vt_vote_07_sabbat_title_votes() -> None:
    s = table()
    bishop = ready(s, 0, "Alfred Benezri (G3)")
    archbishop = ready(s, 0, "Jürgen, The Libertine (G6)")
    cardinal = ready(s, 1, "Angelica, The Canonicus (G2)")
    regent = ready(s, 2, "Sha-Ennu (G4)")
    assert [votes(s, u) for u in (bishop, archbishop, cardinal, regent)] == [1, 2, 3, 4]


def test_vt_vote_08_laibon_title_votes() -> None:
    s = table()
    magaji = ready(s, 0, "Cesewayo (G4)")
    kholo = ready(s, 1, "Eze, The Demon Prince (G3)", title="kholo")
    assert votes(s, magaji) == 2 and votes(s, kholo) == 2


def test_vt_vote_09_independent_printed_votes_tied_to_no_sect() -> None:
    s = table(4)
    giovanni = ready(s, 0, "Augustus Giovanni (G2)")
    assert s.minions[giovanni].sect == "independent" and votes(s, giovanni) == 2
    ref = blood_hunt_poll(s)
    do(s, f"vote {giovanni} for")
    assert ref.tally(s)[:2] == (2, 0)


def test_vt_vote_11_a_vampire_in_torpor_casts_no_votes_or_ballots() -> None:
    s = table(4)
    prince = torpor(s, 0, "Ayelech (G6)", blood=2)
    priscus = torpor(s, 0, "Bronwen (G2)", blood=2)
    awake = ready(s, 0, "Lloyd Brooks (G6)")
    blood_hunt_poll(s)
    options = legal(s)
    assert f"vote {awake} for" in options
    assert not any(x.startswith((f"vote {prince}", f"vote {priscus}")) for x in options)


def test_vt_vote_13_a_priscus_gives_one_ballot_and_no_votes() -> None:
    s = table(4)
    priscus = ready(s, 0, "Bronwen (G2)")
    assert ballots(s, priscus) == 1 and votes(s, priscus) == 0
    ref = blood_hunt_poll(s)
    do(s, f"vote {priscus} for")
    assert ref.tally(s) == (0, 0, 1, 0)  # a ballot, not a vote
    pass_until(s, lambda st: ref.result is not None)
    assert ref.result == (True, 3, 0)  # the block's 3 votes go to the side with more ballots


# ------------------------------------------------------------------------ withdrawal


def test_vt_wd_02_a_withdrawal_is_announced_in_the_unlock_phase_only() -> None:
    s = table(4)
    s.library[0] = []
    s.marks[("short-hand", 0)] = True
    goto(s, "minion")
    assert "withdraw" not in legal(s)
    goto(s, "unlock")
    s.marks[("short-hand", 0)] = True
    s.changed()
    assert "withdraw" in legal(s)
    do(s, "withdraw")
    assert s.marks[("withdrawing", 0)] == s.turn
