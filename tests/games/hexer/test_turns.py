"""A player's turn, actions 1-3: HX-TURN, HX-LOC, HX-MEET, HX-ENC."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.hexer import GAME, rules

from .helpers import at_phase, at_turn, edition_with, empty_board, kind, legal, new, play, reveal, set_items


def quiet(players: int = 3, seed: int = 4):
    """A table with no creatures, no Shadow and Robert Craven at the Church."""
    s = new(players, seed)
    empty_board(s)
    s.craven = 6
    return s


def test_hx_turn_01_actions_in_order_move_then_optional_steps() -> None:
    s = quiet()
    at_turn(s, 0, 0)
    set_items(s, 0, e=1)
    set_items(s, 1, n=1)
    s.pos[1] = 2
    assert s.step == "move"
    play(s, "move 2")
    assert s.step == "meet"  # 2 after 1
    play(s, "pass")
    assert s.step == "use"  # 3 had nothing; then 4
    play(s, "pass")
    assert s.step == "acquire"  # then 5
    play(s, "pass")
    assert s.to_move != 0 or s.active != 0


def test_hx_loc_01_02_07_play_a_card_move_and_discard_it() -> None:
    """HX-LOC-01, HX-LOC-02, HX-LOC-07."""
    s = quiet()
    at_turn(s, 0, 0)
    play(s, "move 4")
    assert s.pos[0] == 4
    assert not s.hand[0] & (1 << 4)
    assert s.view(1)["investigators"][0]["cards"] == [0, 1, 2, 3, 5, 6]


def test_hx_loc_07_spent_card_cannot_be_played_again() -> None:
    s = quiet()
    at_turn(s, 0, 3)
    s.hand[0] = rules.ALL_CARDS & ~(1 << 5)
    assert "move 5" not in legal(s)
    with pytest.raises(IllegalAction, match="already played"):
        play(s, "move 5")


def test_hx_loc_03_04_05_secret_passage_anywhere_else_for_one_sanity() -> None:
    """HX-LOC-03, HX-LOC-04, HX-LOC-05."""
    s = quiet()
    at_turn(s, 0, 3)
    options = legal(s)
    assert "passage 3" not in options
    assert all(f"passage {loc}" in options for loc in (0, 1, 2, 4, 5, 6))
    with pytest.raises(IllegalAction, match="HX-LOC-04"):
        play(s, "passage 3")
    play(s, "passage 6")
    assert s.pos[0] == 6 and s.sanity[0] == 5
    assert not s.hand[0] & rules.PASSAGE_BIT


def test_hx_loc_06_only_the_secret_passage_reaches_rlyeh() -> None:
    s = quiet()
    at_turn(s, 0, 3)
    s.rlyeh_up = True
    s.rlyeh = s.ed.g_names.index("Cthulhu")
    set_items(s, 0, n=3)
    assert "passage rlyeh" in legal(s)
    assert not any(a.startswith("move") and a.endswith("rlyeh") for a in legal(s))
    s.hand[0] &= ~rules.PASSAGE_BIT
    s.changed()
    assert "passage rlyeh" not in legal(s)


def test_hx_loc_08_arriving_at_the_university_takes_back_every_card() -> None:
    s = quiet()
    at_turn(s, 0, 3)
    s.hand[0] = 0x01  # only the University card left
    play(s, "move 0")
    assert s.hand[0] == rules.ALL_CARDS  # the University card just played too (AMB-13a)


def test_hx_loc_08_passage_to_the_university_also_takes_cards_back() -> None:
    s = quiet()
    at_turn(s, 0, 3)
    s.hand[0] = 0x81
    play(s, "passage 0")
    assert s.hand[0] == rules.ALL_CARDS


def test_hx_loc_09_next_turn_must_leave_the_university() -> None:
    s = quiet()
    at_turn(s, 0, 0)
    assert "move 0" not in legal(s)
    with pytest.raises(IllegalAction, match="HX-LOC-09"):
        play(s, "move 0")


def test_hx_loc_amb12_playing_the_card_of_your_location_stays_and_counts_as_arriving() -> None:
    s = quiet()
    s.board[3] = kind(s, "Witch")
    at_turn(s, 0, 3)
    s.hand[0] = rules.ALL_CARDS
    s.reveals = 0
    play(s, "move 3")
    assert s.pos[0] == 3
    assert s.reveals == 1  # the Madness die was rolled (action 3 applies)


# ---------------------------------------------------------------- action 2
def test_hx_meet_01_02_03_trade_or_give_one_item_with_a_chosen_companion() -> None:
    """HX-MEET-01, HX-MEET-02, HX-MEET-03."""
    s = quiet(4)
    at_turn(s, 0, 0)
    s.pos[1:] = [2, 2, 5]
    set_items(s, 0, n=1, g=1)
    set_items(s, 1, e=1)
    set_items(s, 2, d=1)
    set_items(s, 3, e=1)
    play(s, "move 2")
    options = legal(s)
    assert "trade blue N E" in options and "trade orange G D" in options
    assert "give blue N" in options and "give orange G" in options
    assert not any("green" in o for o in options)  # not at this location
    play(s, "trade blue N E")
    assert s.to_move == 1  # the companion answers
    play(s, "accept")
    assert s.held[0:4] == [0, 1, 1, 0] and s.held[4:8] == [1, 0, 0, 0]
    assert s.step != "meet"  # only one trade (HX-MEET-01)


def test_hx_meet_03_give_to_a_full_companion_who_discards_first() -> None:
    s = quiet()
    at_turn(s, 0, 0)
    s.pos[1] = 2
    set_items(s, 0, n=1)
    set_items(s, 1, g=2, e=1)
    play(s, "move 2", "give blue N")
    assert set(legal(s)) == {"accept drop G", "accept drop E", "decline"}
    with pytest.raises(IllegalAction, match="full"):
        play(s, "accept")
    play(s, "accept drop E")
    assert s.held[4:8] == [1, 2, 0, 0] and s.held[0:4] == [0, 0, 0, 0]


def test_hx_meet_decline_keeps_items() -> None:
    s = quiet()
    at_turn(s, 0, 0)
    s.pos[1] = 2
    set_items(s, 0, n=1)
    set_items(s, 1, g=1)
    play(s, "move 2", "give blue N", "decline")
    assert s.held[0] == 1 and s.held[4] == 0
    assert s.step != "answer"


def test_hx_meet_04_artifacts_are_never_traded_or_given() -> None:
    s = quiet()
    at_turn(s, 0, 0)
    s.pos[1] = 2
    set_items(s, 0, art=4)
    set_items(s, 1, art=5)
    play(s, "move 2")
    assert s.step != "meet"  # nothing to trade: artifacts do not count


# ---------------------------------------------------------------- action 3
def die_edition(face: str):
    return edition_with(lambda d: d["madness_die"].update(faces=[face]))


def encounter(face: str, **items: int):
    s = GAME.new_state({"players": 3}, 4, die_edition(face))
    empty_board(s)
    s.craven = 6
    s.board[3] = kind(s, "Witch")
    at_turn(s, 0, 0)
    s.pos[1:] = [5, 6]  # companions elsewhere: no action 2
    set_items(s, 0, **items)
    return s


def test_hx_enc_01_creature_forces_a_die_roll() -> None:
    s = encounter("sanity")
    play(s, "move 3")
    assert s.sanity[0] == 5


def test_hx_enc_01_shadow_at_the_university_forces_a_die_roll() -> None:
    s = encounter("sanity")
    s.shadow = s.reserve[0]
    s.reserve[0] = -1
    at_turn(s, 0, 4)
    play(s, "move 0")
    assert s.sanity[0] == 5


def test_hx_enc_02_03_item_face_discards_one_copy_if_held() -> None:
    """HX-ENC-02, HX-ENC-03."""
    s = encounter("glasses", g=2)
    play(s, "move 3")
    assert s.held[1] == 1
    s2 = encounter("glasses", n=1)
    play(s2, "move 3")
    assert s2.held[0:4] == [1, 0, 0, 0]  # nothing happens without Glasses


def test_hx_enc_04_sanity_face_can_drive_mad() -> None:
    s = encounter("sanity")
    s.sanity[0] = 1
    play(s, "move 3")
    assert s.sanity[0] == 0 and s.pos[0] == -1
    assert s.active != 0 or s.to_move != 0


def test_hx_enc_05_necron_face_advances_one() -> None:
    s = encounter("necron")
    s.necron = 4
    play(s, "move 3")
    assert s.necron == 5


def test_hx_enc_06_robert_craven_protects_from_the_die() -> None:
    s = encounter("sanity")
    s.craven = 3
    play(s, "move 3")
    assert s.sanity[0] == 6


def test_hx_enc_07_08_09_defeat_with_the_two_items_which_stay() -> None:
    """HX-ENC-07, HX-ENC-08, HX-ENC-09."""
    s = encounter("necron")
    witch = kind(s, "Witch")
    need = s.ed.c_defeat[witch]
    set_items(s, 0, n=need[0], g=need[1], e=need[2], d=need[3])
    play(s, "move 3")
    assert set(legal(s)) == {"defeat", "pass"}
    play(s, "defeat")
    assert s.board[3] == -1
    assert s.held[0:4] == list(need)  # HX-ENC-09: not spent
    assert s.cdisc[-1] == witch  # HX-ENC-11


def test_hx_enc_08_cannot_defeat_without_the_items() -> None:
    s = encounter("necron")
    play(s, "move 3")
    assert s.step != "defeat"


def test_hx_enc_07_defeat_is_optional() -> None:
    s = encounter("necron")
    witch = kind(s, "Witch")
    need = s.ed.c_defeat[witch]
    set_items(s, 0, n=need[0], g=need[1], e=need[2], d=need[3])
    play(s, "move 3", "pass")
    assert s.board[3] == witch


def test_hx_enc_10_thul_saduum_also_takes_an_artifact() -> None:
    s = encounter("necron")
    thul = kind(s, "Thul Saduum")
    s.board[3] = thul
    need = s.ed.c_defeat[thul]
    set_items(s, 0, n=need[0], g=need[1], e=need[2], d=need[3])
    play(s, "move 3")
    assert s.step != "defeat"  # no artifact, no defeat
    s = encounter("necron")
    s.board[3] = thul
    set_items(s, 0, n=need[0], g=need[1], e=need[2], d=need[3], art=5)
    discards = s.discard[5]
    play(s, "move 3", "defeat")
    assert s.art[0] == -1 and s.discard[5] == discards + 1 and s.board[3] == -1


def test_hx_enc_12_defeated_shadow_leaves_the_game() -> None:
    s = encounter("necron")
    cth = s.ed.g_names.index("Cthulhu")
    s.shadow = cth
    if cth in s.reserve:
        s.reserve[s.reserve.index(cth)] = -1
    if s.rlyeh == cth:
        s.rlyeh, s.reserve[0] = s.reserve[0], -1
    at_turn(s, 0, 4)
    set_items(s, 0, e=3)
    play(s, "move 0", "defeat")
    assert s.shadow == -1 and cth in s.goo_box


def test_hx_enc_08_shadow_needs_the_three_items_of_its_card() -> None:
    s = encounter("necron")
    dagon = s.ed.g_names.index("Dagon")
    s.shadow = dagon
    at_turn(s, 0, 4)
    set_items(s, 0, e=3)  # Dagon wants 3 different items
    play(s, "move 0")
    assert s.step != "defeat"
    s2 = encounter("necron")
    s2.shadow = dagon
    at_turn(s2, 0, 4)
    set_items(s2, 0, n=1, e=1, d=1)
    play(s2, "move 0")
    assert s2.step == "defeat"


def test_hx_enc_no_roll_where_no_creature() -> None:
    s = encounter("sanity")
    s.reveals = 0
    play(s, "move 4")
    assert s.sanity[0] == 6 and s.reveals == 0


def test_hx_enc_amb34_placement_by_an_effect_never_rolls() -> None:
    s = encounter("sanity")
    s.shadow = s.reserve[0]
    s.reserve[0] = -1
    s.pos = [3, 4, 5]
    top = s.ed.craven_card
    s.cdeck.append(kind(s, "Ghoul"))
    s.cdeck.append(top)
    reveal(s)
    assert s.sanity == [6, 6, 6]


def test_hx_at_phase_helper_reaches_action_four() -> None:
    s = quiet()
    at_phase(s, 0, "use", 3)
    set_items(s, 0, e=1)
    assert "use E" in legal(s)
