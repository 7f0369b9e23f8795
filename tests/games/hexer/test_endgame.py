"""The Shadow, R'lyeh, sanity, the end, scoring, difficulty, cooperation.

HX-SHD, HX-RLY, HX-SAN, HX-END, HX-SCORE, HX-DIFF, HX-COOP, HX-GEN-02..05.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.engine import IllegalAction, Rng
from tabletome.games.hexer import GAME, rules
from tabletome.games.hexer.data import K_SANITY, K_SUMMON

from .helpers import (
    artifact,
    at_phase,
    at_turn,
    edition_with,
    empty_board,
    goo,
    happen,
    kind,
    legal,
    new,
    next_turn,
    play,
    reveal,
    set_items,
    setup_only,
    top_event,
)


def summon_event(s) -> int:
    return next(e for e in range(12) if s.ed.e_kind[e] == K_SUMMON)


# ---------------------------------------------------------------- the Shadow
def test_hx_shd_01_only_an_event_summons_a_shadow() -> None:
    s = new(3, 9)
    assert s.shadow == -1
    reserve = list(s.reserve)
    top_event(s, summon_event(s))
    rules.reveal_event(s, 0)
    assert s.shadow == reserve[0]  # AMB-07: the lowest-numbered reserve card
    assert s.reserve[0] == -1


def test_hx_shd_02_03_defeat_shadow_with_three_items_kept() -> None:
    """HX-SHD-02, HX-SHD-03."""
    s = GAME.new_state({"players": 3}, 9, edition_with(lambda d: d["madness_die"].update(faces=["necron"])))
    empty_board(s)
    s.shadow = goo(s, "Cthulhu")
    s.craven = 6
    s.pos = [4, 5, 6]
    at_turn(s, 0, 4)
    set_items(s, 0, d=3)
    play(s, "move 0", "defeat")
    assert s.shadow == -1 and s.held[3] == 3


def test_hx_shd_04_shadow_text_applies() -> None:
    s = new(3, 9)
    empty_board(s)
    dagon = goo(s, "Dagon")
    s.shadow = dagon
    assert rules.goo_amount(s, s.ed.g_effect[dagon]) == s.ed.g_amount[dagon]
    at_turn(s, 0, 3)
    play(s, "passage 5")
    assert s.sanity[0] == 6 - 1 - s.ed.g_amount[dagon]  # Dagon's stand-in text: the passage costs more


def test_hx_shd_05_06_new_shadow_replaces_the_old_one() -> None:
    """HX-SHD-05, HX-SHD-06."""
    s = new(3, 9)
    reserve = list(s.reserve)
    top_event(s, summon_event(s))
    rules.reveal_event(s, 0)
    other = next(e for e in range(12) if s.ed.e_kind[e] == K_SUMMON and e not in s.edisc)
    top_event(s, other)
    rules.reveal_event(s, 0)
    assert s.shadow == reserve[1]
    assert s.goo_box == [reserve[0]]


def test_hx_shd_07_no_reserve_left_nothing_happens() -> None:
    s = new(3, 9)
    s.shadow = s.reserve[0]
    s.reserve = [-1] * 5
    shadow = s.shadow
    top_event(s, summon_event(s))
    rules.reveal_event(s, 0)
    assert s.shadow == shadow and s.goo_box == []


def test_hx_shd_08_amb02_reserve_must_be_revealed_before_demonic_power() -> None:
    """AMB-02: the deadline is the Demonic Power space (HX-END-02), which implies HX-SHD-08."""
    s = new(3, 9)
    s.necron = s.ed.demonic - 1
    happen(s, rules.advance_necron, 1)
    assert s.outcome().cause == "HX-END-02"


# ---------------------------------------------------------------- R'lyeh
def ready_for_rlyeh(name: str = "Cthulhu", **items: int):
    s = new(3, 10)
    empty_board(s)
    s.craven = 6
    s.rlyeh = goo(s, name)
    s.reserve = [g if g != s.rlyeh else -1 for g in s.reserve]
    s.rlyeh_up = True
    s.pos = [3, 5, 6]
    at_turn(s, 0, 3)
    set_items(s, 0, **items)
    return s


def test_hx_rly_01_02_necronomicon_reveals_rlyeh_and_its_text_applies() -> None:
    """HX-RLY-01, HX-RLY-02."""
    s = new(3, 10)
    s.reserve_up = 0b11111
    empty_board(s)
    at_phase(s, 0, "use", 2)
    s.pos[1:] = [4, 5]
    set_items(s, 0, n=1)
    play(s, "use N")
    assert s.rlyeh_up
    assert s.view(2)["rlyeh"] == s.ed.g_names[s.rlyeh]
    effect = s.ed.g_effect[s.rlyeh]
    assert rules.goo_amount(s, effect) == s.ed.g_amount[s.rlyeh]


def test_hx_rly_03_04_05_06_passage_with_three_identical_items_banishes_cthulhu() -> None:
    """HX-RLY-03, HX-RLY-04, HX-RLY-05, HX-RLY-06."""
    s = ready_for_rlyeh("Cthulhu", g=3)
    assert "passage rlyeh" in legal(s)
    play(s, "passage rlyeh")
    assert s.banisher == 0 and s.pos[0] == rules.RLYEH
    assert s.held[0:4] == [0, 3, 0, 0]  # AMB-21c: the items are only shown
    assert s.sanity[0] == 6 - 1 - 1  # the passage (HX-RLY-04) and the end of the turn (HX-RLY-11)


def test_hx_rly_05_without_the_items_no_way_to_rlyeh() -> None:
    s = ready_for_rlyeh("Cthulhu", g=2, n=1)
    assert "passage rlyeh" not in legal(s)


def test_hx_rly_07_dagon_needs_three_different_items() -> None:
    s = ready_for_rlyeh("Dagon", g=3)
    assert "passage rlyeh" not in legal(s)
    s = ready_for_rlyeh("Dagon", g=1, n=1, d=1)
    assert "passage rlyeh" in legal(s)


def test_hx_rly_amb21a_no_rlyeh_before_the_card_is_revealed() -> None:
    s = ready_for_rlyeh("Cthulhu", g=3)
    s.rlyeh_up = False
    s.changed()
    assert "passage rlyeh" not in legal(s)


def test_hx_rly_08_overview_card_always_consultable() -> None:
    s = new(3, 10)
    assert not s.rlyeh_up
    overview = {o["name"]: o["banish_with"] for o in s.view(0)["old_ones_overview"]}
    assert overview["Dagon"] == "3 different items"


def test_hx_rly_09_text_stops_once_banished() -> None:
    s = ready_for_rlyeh("Cthulhu", g=3)
    effect = s.ed.g_effect[s.rlyeh]
    assert rules.goo_amount(s, effect) > 0
    play(s, "passage rlyeh")
    assert rules.goo_amount(s, effect) == 0


def test_hx_rly_10_11_14_15_banisher_stays_no_die_no_actions_loses_one_each_turn() -> None:
    """HX-RLY-10, HX-RLY-11, HX-RLY-14, HX-RLY-15."""
    s = ready_for_rlyeh("Cthulhu", g=3)
    s.reveals = 0
    play(s, "passage rlyeh")
    assert s.sanity[0] == 4
    # next turns of the banisher are automatic: only the loss of 1 sanity
    while s.round_no < 4 and s.to_move is not None:
        assert s.to_move != 0
        options = legal(s)
        play(s, "pass" if "pass" in options else next(o for o in options if o != "move 0"))
    assert s.pos[0] in (rules.RLYEH, -1)
    assert s.sanity[0] < 4


def test_hx_rly_12_13_banisher_going_mad_cancels_the_banishment() -> None:
    """HX-RLY-12, HX-RLY-13."""
    s = ready_for_rlyeh("Cthulhu", g=3)
    s.sanity[0] = 2
    discards = s.discard[1]
    play(s, "passage rlyeh")
    assert s.sanity[0] == 0 and s.banisher == -1
    assert s.discard[1] == discards + 3  # the items go with them
    assert rules.goo_amount(s, s.ed.g_effect[s.rlyeh]) > 0  # AMB-21f: the text applies again


def test_hx_rly_16_banisher_immune_to_creatures_and_events() -> None:
    s = ready_for_rlyeh("Cthulhu", g=3)
    play(s, "passage rlyeh")
    sanity = s.sanity[0]
    s.board[2] = kind(s, "Witch")
    s.cdeck.append(kind(s, "Witch"))
    reveal(s)
    nightmare = next(e for e in range(12) if s.ed.e_kind[e] == K_SANITY)
    top_event(s, nightmare)
    rules.reveal_event(s, 1)
    assert s.sanity[0] == sanity


def test_hx_rly_16_banisher_items_are_not_used_for_team_discards() -> None:
    s = ready_for_rlyeh("Cthulhu", g=3)
    play(s, "passage rlyeh")
    set_items(s, 1)
    set_items(s, 2)
    s.board[2] = kind(s, "Deep One")
    s.cdeck.append(kind(s, "Deep One"))
    reveal(s)
    assert s.held[1] == 3


# ---------------------------------------------------------------- sanity 0
def test_hx_san_01_02_mad_investigator_leaves_with_items_discarded() -> None:
    """HX-SAN-01, HX-SAN-02."""
    s = new(4, 10)
    set_items(s, 2, n=1, e=2, art=5)
    before = list(s.discard)
    happen(s, rules.lose_sanity, 2, 6, False)
    assert s.sanity[2] == 0 and s.pos[2] == -1 and s.hand[2] == 0
    assert s.discard[0] == before[0] + 1 and s.discard[2] == before[2] + 2 and s.discard[5] == before[5] + 1
    assert s.outcome() is None
    assert not s.view(0)["investigators"][2]["in_game"]


def test_hx_san_01_mad_players_lose_their_turns() -> None:
    s = new(3, 10)
    happen(s, rules.lose_sanity, 1, 6, False)
    seats = set()
    for _ in range(12):
        if s.to_move is None:
            break
        seats.add(s.to_move)
        options = legal(s)
        play(s, "pass" if "pass" in options else options[0])
    assert 1 not in seats


# ---------------------------------------------------------------- end of the game
def test_hx_end_01_02_demonic_power_before_rlyeh_revealed_loses() -> None:
    """HX-END-01, HX-END-02."""
    s = new(3, 11)
    s.necron = s.ed.demonic - 2
    happen(s, rules.advance_necron, 3)  # passing the space counts (AMB-26)
    oc = s.outcome()
    assert oc is not None and oc.cause == "HX-END-02" and oc.winners == ()
    assert s.to_move is None and s.legal_actions() == ()


def test_hx_end_02_demonic_power_harmless_once_rlyeh_is_known() -> None:
    s = new(3, 11)
    s.rlyeh_up = True
    s.necron = s.ed.demonic - 1
    happen(s, rules.advance_necron, 2)
    assert s.outcome() is None


def test_hx_end_03_last_space_loses() -> None:
    s = new(3, 11)
    s.rlyeh_up = True
    s.necron = s.ed.final - 1
    happen(s, rules.advance_necron, 5)
    assert s.necron == s.ed.final  # never beyond the final space
    assert s.outcome().cause == "HX-END-03"


def test_hx_end_04_all_but_one_mad_loses() -> None:
    s = new(3, 11)
    happen(s, rules.lose_sanity, 0, 9, False)
    assert s.outcome() is None
    happen(s, rules.lose_sanity, 2, 9, False)
    assert s.outcome().cause == "HX-END-04"


def final_position(tiles, artifacts):
    s = new(3, 12)
    empty_board(s)
    s.tiles = list(tiles)
    s.on_tile = list(artifacts)
    s.rlyeh_up = True
    s.banisher = 1
    s.pos = [0, rules.RLYEH, 4]
    s.sanity = [4, 3, 5]
    at_phase(s, 0, "use", 0)
    set_items(s, 0, n=1, art=4)
    set_items(s, 1, g=3)
    set_items(s, 2, e=1, art=5)
    return s


def test_hx_end_05_06_07_correct_portals_and_banishment_win() -> None:
    """HX-END-05, HX-END-06, HX-END-07."""
    s = new(3, 12)
    art = [-1] + [artifact(s, loc) if loc in (2, 5) else -1 for loc in range(1, 7)]
    s = final_position([-1, 0, 1, 0, 0, 1, 0], art)
    play(s, "close")
    oc = s.outcome()
    assert oc.winners == (0, 1, 2) and oc.cause == "HX-END-07"
    assert s.tiles_shown
    assert all(loc["portal"]["tile"] != "face down" for loc in s.view(2)["locations"][1:])


def test_hx_end_08_portal_left_open_loses() -> None:
    s = new(3, 12)
    art = [-1] + [artifact(s, loc) if loc == 2 else -1 for loc in range(1, 7)]
    s = final_position([-1, 0, 1, 0, 0, 1, 0], art)
    play(s, "close")
    assert s.outcome().cause == "HX-END-08" and s.outcome().winners == ()


def test_hx_gen_02_03_one_team_shared_result() -> None:
    """HX-GEN-02, HX-GEN-03."""
    s = new(3, 12)
    art = [-1] + [artifact(s, loc) if loc in (2, 5) else -1 for loc in range(1, 7)]
    s = final_position([-1, 0, 1, 0, 0, 1, 0], art)
    play(s, "close")
    assert [s.outcome().value(t) for t in range(3)] == [1.0, 1.0, 1.0]
    lost = new(3, 12)
    lost.necron = lost.ed.final - 1
    lost.rlyeh_up = True
    happen(lost, rules.advance_necron, 1)
    assert [lost.outcome().value(t) for t in range(3)] == [0.0, 0.0, 0.0]


def test_hx_gen_04_amb03_banish_before_closing_the_university() -> None:
    s = new(3, 12)
    art = [-1] + [artifact(s, loc) if loc in (2, 5) else -1 for loc in range(1, 7)]
    s = final_position([-1, 0, 1, 0, 0, 1, 0], art)
    s.banisher = -1
    s.pos[1] = 3
    s.changed()
    assert "close" not in legal(s)


def test_hx_gen_05_rlyeh_identity_starts_hidden() -> None:
    s = new(3, 12)
    for seat in range(3):
        assert s.view(seat)["rlyeh"] == "face down"
        assert s.ed.g_names[s.rlyeh] not in str(s.view(seat)["reserve"])


# ---------------------------------------------------------------- scoring
def test_hx_score_01_to_05_victory_level() -> None:
    s = new(3, 12)
    art = [-1] + [artifact(s, loc) if loc in (2, 5) else -1 for loc in range(1, 7)]
    s = final_position([-1, 0, 1, 0, 0, 1, 0], art)
    s.necron = 10
    happen(s, rules.lose_sanity, 2, 9, False)  # mad investigators add nothing (AMB-29)
    s.changed()
    play(s, "close")
    term1 = s.ed.final - 10 - 1  # spaces strictly between marker and final space (HX-SCORE-02)
    term2 = 1 + 3  # yellow's Necronomicon (her artifact now lies on the portal), blue's 3 Glasses (HX-SCORE-03)
    term3 = 4 + 3  # yellow's and blue's sanity (HX-SCORE-04)
    assert s.outcome().score == term1 + term2 + term3  # HX-SCORE-05


def test_hx_score_01_no_victory_level_after_a_loss() -> None:
    s = new(3, 12)
    s.rlyeh_up = True
    s.necron = s.ed.final - 1
    happen(s, rules.advance_necron, 1)
    assert s.outcome().score is None


# ---------------------------------------------------------------- difficulty
def test_hx_diff_01_02_lower_starting_sanity() -> None:
    """HX-DIFF-01, HX-DIFF-02."""
    assert setup_only(3, 1, sanity=5).sanity == [5, 5, 5]
    assert setup_only(3, 1, sanity=4).sanity == [4, 4, 4]
    with pytest.raises(Exception, match="sanity"):
        new(3, 1, sanity=3)


def test_hx_diff_03_necron_starts_three_spaces_ahead() -> None:
    assert setup_only(3, 1, necron_head_start=True).necron == 3


def test_hx_diff_04_one_random_pair_removed_unseen() -> None:
    removed = Counter()
    for seed in range(30):
        s = setup_only(3, seed, remove_pair=True)
        assert len(s.cdeck) == 24
        assert len(s.removed) == 2 and s.removed[0] == s.removed[1]
        assert s.cdeck.count(s.removed[0]) == 0
        assert s.ed.necron_card in s.cdeck and s.ed.craven_card in s.cdeck
        assert s.view(0)["creature_pair_removed"] == "unseen"
        removed[s.removed[0]] += 1
    assert len(removed) > 5


def test_hx_diff_options_combine_and_hard_preset() -> None:
    s = setup_only(3, 1, difficulty="hard")
    assert s.sanity[0] == 5 and s.necron == 3 and s.removed
    assert GAME.resolve_options({"difficulty": "hard", "sanity": "4"})["sanity"] == 4


# ---------------------------------------------------------------- cooperation
def test_hx_coop_01_everything_but_portal_truth_is_open_for_discussion() -> None:
    s = new(3, 13)
    v0, v1 = s.view(0), s.view(1)
    assert v0["investigators"] == v1["investigators"]
    assert v0["locations"] == v1["locations"]


def test_hx_coop_02_no_seat_ever_sees_what_another_saw() -> None:
    s = new(3, 13)
    s.known[1] = 0b1111110
    for loc in range(1, 7):
        assert s.view(0)["locations"][loc]["portal"]["tile"] == "face down"
        assert s.view(1)["locations"][loc]["portal"]["tile"] in ("portal", "wall")


def statement_table():
    """Yellow could go to R'lyeh now (Cthulhu, 3 Glasses, the Secret Passage); orange saw a portal."""
    s = new(3, 13)
    empty_board(s)
    s.tiles = [-1, 1, 0, 1, 0, 0, 1]
    s.rlyeh = goo(s, "Cthulhu")
    s.rlyeh_up = True
    s.known[2] = 1 << 3
    set_items(s, 0, g=3)
    s.statements = []
    return s


def test_hx_coop_03_statement_when_the_group_decides_to_banish() -> None:
    """HX-COOP-03 "se o grupo decidir": the seat that could banish decides so ('ask'), then the team
    speaks; nothing is said before the decision (rules version 2)."""
    s = statement_table()
    next_turn(at_turn(s, 2, 5))
    assert s.to_move == 0 and s.active == 0
    assert s.statements == [] and "ask" in legal(s)
    play(s, "ask")
    assert s.view(1)["statements"] == [
        {"round": s.round_no, "deciding": "yellow", "tiles": [3], "open_portal_known": True}
    ]
    assert s.view(1)["locations"][3]["portal"]["tile"] == "face down"  # not where, only that
    assert s.to_move == 0 and s.step == "move" and "ask" not in legal(s)  # once: nothing new to say
    with pytest.raises(IllegalAction, match="HX-COOP-04"):
        play(s, "ask")


def test_hx_coop_03_version_1_speaks_unasked_at_the_turn_start() -> None:
    s = statement_table()
    s.options = {**s.options, "statement": "turn-start"}
    s.rd = rules.Readings.from_options(s.options)
    next_turn(at_turn(s, 2, 5))
    assert s.to_move == 0 and "ask" not in legal(s)
    assert s.view(1)["statements"] == [
        {"round": s.round_no, "deciding": "yellow", "tiles": [3], "open_portal_known": True}
    ]


def test_hx_coop_04_nobody_knows_and_the_record_binds_determinizations() -> None:
    s = statement_table()
    s.on_tile[3] = artifact(s, 3)
    s.known[2] |= 1 << 5  # orange also saw the Cemetery: a wall
    s.tiles = [-1, 1, 0, 1, 0, 0, 1]
    next_turn(at_turn(s, 2, 5))
    play(s, "ask")
    assert s.statements[-1][3] is False  # HX-COOP-04: nobody knows of another open portal
    for k in range(20):
        d = s.determinize(1, Rng(k))
        assert d.tiles[5] == 0  # the statement covered the Cemetery, so every sampled world agrees


def test_hx_coop_02_no_statement_outside_that_moment() -> None:
    s = statement_table()
    set_items(s, 0, g=2)  # yellow can no longer go to R'lyeh
    next_turn(at_turn(s, 2, 5))
    assert s.statements == [] and "ask" not in legal(s)
    with pytest.raises(IllegalAction, match="HX-COOP-03"):
        play(s, "ask")
    assert "statements" in s.view(0) and s.view(0)["statements"] == []


def test_hx_setup_red_arrow_data_knobs_are_edition_data() -> None:
    ed = edition_with(lambda d: d["necron_track"].update(necron_faces=[5, 10]))
    assert ed.faces == (5, 10)
