"""Round structure, creatures, special cards and events: HX-ROUND, HX-CRE, HX-SPC, HX-EVT."""

from __future__ import annotations

from tabletome.games.hexer import rules
from tabletome.games.hexer.actions import COLOURS
from tabletome.games.hexer.data import K_NECRON

from .helpers import (
    at_turn,
    edition_with,
    empty_board,
    kind,
    legal,
    new,
    play,
    reveal,
    set_items,
    start_round,
    top_creature,
    top_event,
)


def finish_round(s, seat_moves: dict[int, str] | None = None) -> None:
    """Play every remaining turn of the round with passes and the first legal move."""
    start_round = s.round_no
    while s.round_no == start_round and s.to_move is not None:
        options = legal(s)
        choice = "pass" if "pass" in options else options[0]
        play(s, choice)


def test_hx_round_01_02_03_reveal_turns_event_in_order() -> None:
    """HX-ROUND-01, HX-ROUND-02, HX-ROUND-03."""
    s = new(3, 1)
    s.enable_log()
    assert s.round_no == 1
    order = []
    while s.round_no == 1:
        if s.step == "move" and (not order or order[-1] != s.active):
            order.append(s.active)
        options = legal(s)
        play(s, "pass" if "pass" in options else options[0])
    # every investigator took one turn, clockwise from the start player
    assert order == [(s.start + i) % 3 for i in range(3)]
    text = [t for _, t in s.log]
    event_line = next(i for i, t in enumerate(text) if "reveals the event" in t)
    round2 = next(i for i, t in enumerate(text) if t == "Round 2 begins.")
    assert event_line < round2  # C happens before the next round's A


def test_hx_cre_01_02_two_players_reveal_one_card_each_round() -> None:
    """HX-CRE-01, HX-CRE-02."""
    s = new(2, 3)
    for r in (1, 2, 3):
        s.round_no = r
        assert rules.reveals_this_round(s) == 1


def test_hx_cre_03_four_players_reveal_two() -> None:
    s = new(4, 3)
    s.round_no = 5
    assert rules.reveals_this_round(s) == 2


def test_hx_cre_04_three_players_alternate_one_two() -> None:
    s = new(3, 3)
    got = []
    for r in (1, 2, 3, 4):
        s.round_no = r
        got.append(rules.reveals_this_round(s))
    assert got == [1, 2, 1, 2]


def test_hx_cre_01_start_player_reveals_before_the_first_turn() -> None:
    s = new(4, 2)
    before = len(s.cdeck)
    s.cdeck.append(kind(s, "Witch"))
    s.cdeck.append(kind(s, "Ghoul"))
    empty_board(s)
    start_round(s)
    assert len(s.cdeck) == before  # two cards were revealed
    assert s.step == "move" and s.to_move == s.start


def test_hx_cre_05_two_copies_of_each_creature() -> None:
    s = new()
    deck = s.cdeck + s.cdisc + [c for c in s.board if c >= 0]
    assert deck.count(s.ed.necron_card) == 1
    assert deck.count(s.ed.craven_card) == 1
    assert all(deck.count(k) == 2 for k in range(s.ed.n_kinds))


def test_hx_cre_06_07_08_09_creature_enters_first_free_space_from_sanatorium() -> None:
    """HX-CRE-06, HX-CRE-07, HX-CRE-08, HX-CRE-09."""
    s = new()
    empty_board(s)
    for name in ("Witch", "Ghoul", "Zombie"):
        top_creature(s, kind(s, name))
        reveal(s)
    assert s.board[1] == kind(s, "Witch")  # HX-CRE-09: Sanatorium
    assert s.board[2] == kind(s, "Ghoul")  # then the Newspaper
    assert s.board[3] == kind(s, "Zombie")


def test_hx_cre_08_skips_taken_spaces() -> None:
    s = new()
    empty_board(s)
    s.board[1] = kind(s, "Witch")
    s.board[3] = kind(s, "Ghoul")
    top_creature(s, kind(s, "Zombie"))
    reveal(s)
    assert s.board[2] == kind(s, "Zombie")


def test_hx_cre_10_12_specials_never_on_the_board_nor_on_the_shadow_space() -> None:
    """HX-CRE-10, HX-CRE-12."""
    s = new()
    empty_board(s)
    top_creature(s, s.ed.craven_card)
    top_creature(s, s.ed.necron_card)
    reveal(s)
    reveal(s)
    assert all(c < s.ed.n_kinds for c in s.board if c >= 0)
    assert s.board[0] == -1 and s.shadow == -1  # nothing ever goes on the University's Shadow space


def test_hx_cre_11_all_spaces_taken_goes_to_discard() -> None:
    s = new()
    names = ["Witch", "Ghoul", "Zombie", "Ghost", "Undead", "Shoggoth"]
    s.board = [-1] + [kind(s, n) for n in names]
    discards = len(s.cdisc)
    top_creature(s, kind(s, "Nightgaunt"))
    reveal(s)
    assert len(s.cdisc) == discards + 1 and s.cdisc[-1] == kind(s, "Nightgaunt")


def test_hx_cre_11_full_board_still_activates_a_match() -> None:
    s = new()
    names = ["Witch", "Ghoul", "Zombie", "Ghost", "Undead", "Shoggoth"]
    s.board = [-1] + [kind(s, n) for n in names]
    s.necron = 0
    top_creature(s, kind(s, "Zombie"))
    reveal(s)
    assert s.necron == 3


def test_hx_cre_13_14_16_zombie_activation_advances_necron_three() -> None:
    """HX-CRE-13, HX-CRE-14, HX-CRE-16."""
    s = new()
    empty_board(s)
    s.necron = 2
    s.board[4] = kind(s, "Zombie")
    top_creature(s, kind(s, "Zombie"))
    reveal(s)
    assert s.necron == 5
    assert s.board[4] == kind(s, "Zombie")


def test_hx_cre_15_each_creature_has_its_own_damage() -> None:
    s = new()
    damages = {(s.ed.c_kind[k], s.ed.c_amount[k], s.ed.c_item[k]) for k in range(s.ed.n_kinds)}
    assert len(damages) > 3


def test_hx_cre_26_revealed_twin_is_discarded_board_card_stays() -> None:
    s = new()
    empty_board(s)
    s.board[2] = kind(s, "Zombie")
    s.cdisc = []
    top_creature(s, kind(s, "Zombie"))
    reveal(s)
    assert s.cdisc == [kind(s, "Zombie")]
    assert s.board[2] == kind(s, "Zombie")


def larva_setup(s):
    empty_board(s)
    s.board[1] = kind(s, "Insect Larva")
    top_creature(s, kind(s, "Insect Larva"))


def test_hx_cre_17_18_20_21_larva_team_chooses_four_items_any_mix() -> None:
    """HX-CRE-17, HX-CRE-18, HX-CRE-20, HX-CRE-21."""
    s = new(3, 5)
    larva_setup(s)
    set_items(s, 0, n=2, g=1)
    set_items(s, 1, e=2)
    set_items(s, 2, d=1, art=4)
    reveal(s, 0)
    assert s.step == "discard" and s.to_move == 0  # the decider named in the code
    options = legal(s)
    assert "discard blue E" in options and "discard yellow N" in options
    assert not any("A" in o.split()[-1] for o in options)  # artifacts never (HX-CRE-17)
    play(s, "discard blue E", "discard blue E", "discard yellow G", "discard orange D")
    assert s.held[0:4] == [2, 1, 0, 0] and s.step == "agree"  # a proposal: nothing given yet
    play(s, "accept", "accept")  # blue, then orange accept (HX-CRE-20)
    assert s.held[0:4] == [2, 0, 0, 0]
    assert s.art[2] == 4
    assert s.step != "discard"


def test_hx_cre_19_deep_one_demands_two_glasses() -> None:
    s = new(3, 5)
    empty_board(s)
    s.board[3] = kind(s, "Deep One")
    top_creature(s, kind(s, "Deep One"))
    set_items(s, 0, g=2, n=1)
    set_items(s, 1, g=1)
    set_items(s, 2)
    reveal(s, 0)
    assert s.step == "discard"
    assert sorted(legal(s)) == ["discard blue G", "discard yellow G"]
    play(s, "discard yellow G", "discard yellow G")
    assert s.held[0:4] == [1, 0, 0, 0] and s.held[4 + 1] == 1


def test_hx_cre_22_discarded_items_go_to_the_discard_pile() -> None:
    s = new(3, 5)
    larva_setup(s)
    set_items(s, 0, n=1)
    set_items(s, 1, e=1)
    set_items(s, 2)
    before = list(s.discard)
    reveal(s)
    assert s.discard[0] == before[0] + 1 and s.discard[2] == before[2] + 1


def test_hx_cre_23_24_team_short_of_items_discards_everything_of_the_kind() -> None:
    """HX-CRE-23, HX-CRE-24."""
    s = new(3, 5)
    larva_setup(s)
    set_items(s, 0, n=1)
    set_items(s, 1, e=1)
    set_items(s, 2, d=1)
    reveal(s)
    assert s.step != "discard"  # nothing to choose: everything goes
    assert sum(s.held) == 0


def test_hx_cre_23_no_pass_in_a_collective_discard() -> None:
    s = new(3, 5)
    larva_setup(s)
    set_items(s, 0, n=3)
    set_items(s, 1, e=3)
    set_items(s, 2)
    reveal(s)
    assert "pass" not in legal(s)


def test_hx_cre_25_red_arrow_jumps_to_next_necron_image() -> None:
    ed = edition_with(lambda d: d["creatures"][1].update(red_arrow=True))  # Insect Larva with a red arrow
    from tabletome.games.hexer import GAME

    s = GAME.new_state({"players": 3}, 5, ed)
    larva_setup(s)
    for t in range(3):
        set_items(s, t)
    set_items(s, 0, n=1)
    s.necron = ed.faces[0] - 1 - 1
    reveal(s)
    assert s.necron == ed.faces[0]
    assert s.held[0] == 0


def test_hx_cre_25_no_jump_when_the_team_could_pay() -> None:
    ed = edition_with(lambda d: d["creatures"][1].update(red_arrow=True))
    from tabletome.games.hexer import GAME

    s = GAME.new_state({"players": 3}, 5, ed)
    larva_setup(s)
    set_items(s, 0, n=2)
    set_items(s, 1, e=2)
    set_items(s, 2)
    s.necron = 1
    reveal(s)
    assert s.necron == 1


def test_hx_cre_14_sanity_damage_hits_each_investigator_not_the_banisher() -> None:
    s = new(3, 5)
    empty_board(s)
    s.board[1] = kind(s, "Witch")
    s.banisher = 2
    s.pos[2] = rules.RLYEH
    s.sanity = [5, 4, 3]
    top_creature(s, kind(s, "Witch"))
    reveal(s)
    assert s.sanity == [4, 3, 3]


# ---------------------------------------------------------------- special cards
def test_hx_spc_01_02_03_necron_card_counts_creatures_and_shadow_then_reshuffles() -> None:
    """HX-SPC-01, HX-SPC-02, HX-SPC-03."""
    s = new(3, 8)
    empty_board(s)
    s.board[1] = kind(s, "Witch")
    s.board[5] = kind(s, "Ghoul")
    s.shadow = s.reserve[0]
    s.reserve[0] = -1
    s.necron = 0
    s.cdisc = [kind(s, "Zombie"), kind(s, "Zombie")]
    deck_before = len(s.cdeck)
    top_creature(s, s.ed.necron_card)
    reveal(s)
    assert s.necron == 2 + 2
    assert s.cdisc == []
    assert len(s.cdeck) == deck_before + 2 + 1  # the old deck, the discards and the Necron card
    assert s.ed.necron_card in s.cdeck
    assert s.board[1] == kind(s, "Witch") and s.board[5] == kind(s, "Ghoul")


def test_hx_spc_01_03_a_necron_card_that_ends_the_game_ends_everything_at_once() -> None:
    """HX-SPC-01, HX-SPC-03, HX-END-02: nothing after the end happens: no shuffle, no further reveal."""
    s = new(4, 8)
    names = ["Witch", "Ghoul", "Zombie", "Ghost", "Undead", "Shoggoth"]
    s.board = [-1] + [kind(s, n) for n in names]
    s.necron = s.ed.demonic - 6
    top_creature(s, kind(s, "Witch"))  # would be the second card of the round
    top_creature(s, s.ed.necron_card)
    deck, dice = s.cdeck[:-1], s.rng.state
    reveal(s, count=2)
    assert s.outcome() is not None and s.outcome().cause == "HX-END-02"
    assert s.cdeck == deck and s.cdisc[-1] == s.ed.necron_card  # not shuffled back (HX-SPC-03)
    assert s.rng.state == dice
    assert s.stack == [] and s.to_move is None and s.legal_actions() == ()


def test_hx_spc_04_05_06_07_craven_card_gathers_everyone_at_the_university() -> None:
    """HX-SPC-04, HX-SPC-05, HX-SPC-06, HX-SPC-07."""
    s = new(3, 8)
    empty_board(s)
    s.shadow = s.reserve[0]
    s.reserve[0] = -1
    s.pos = [3, 5, 6]
    s.hand = [0x0F, 0x01, 0x81]
    s.craven = 4
    s.sanity = [5, 5, 5]
    s.cdisc = []
    top_creature(s, kind(s, "Witch"))  # the extra reveal (HX-SPC-08)
    top_creature(s, s.ed.craven_card)
    reveal(s)
    assert s.craven == 0 and s.pos == [0, 0, 0]
    assert s.hand == [rules.ALL_CARDS] * 3  # HX-SPC-05
    assert s.sanity == [5, 5, 5]  # HX-SPC-06: no die roll despite the Shadow
    assert s.cdisc[0] == s.ed.craven_card  # HX-SPC-07
    assert s.board[1] == kind(s, "Witch")  # HX-SPC-08: one more creature revealed


def test_hx_spc_04_banisher_stays_in_rlyeh() -> None:
    s = new(3, 8)
    s.banisher = 1
    s.pos = [3, rules.RLYEH, 6]
    top_creature(s, kind(s, "Witch"))
    top_creature(s, s.ed.craven_card)
    reveal(s)
    assert s.pos[1] == rules.RLYEH


def test_hx_spc_08_extra_reveal_does_not_count_toward_the_round() -> None:
    s = new(2, 8)
    empty_board(s)
    top_creature(s, kind(s, "Ghoul"))
    top_creature(s, kind(s, "Witch"))
    top_creature(s, s.ed.craven_card)
    deck = len(s.cdeck)
    s.round_no = 4
    start_round(s)
    assert len(s.cdeck) == deck - 2  # Craven + one replacement; the Ghoul stays on the deck


# ---------------------------------------------------------------- events
def test_hx_evt_01_last_player_of_the_round_reveals_the_event() -> None:
    s = new(3, 2)
    s.enable_log()
    finish_round(s)
    last = (s.start + 2) % 3
    line = next(t for _, t in s.log if "reveals the event" in t)
    assert line.startswith(COLOURS[last])


def test_hx_evt_02_03_04_craven_moves_and_wraps_from_church_to_university() -> None:
    """HX-EVT-02, HX-EVT-03, HX-EVT-04."""
    s = new(3, 2)
    card = next(e for e in range(12) if s.ed.e_craven[e] == 3)
    top_event(s, card)
    s.craven = 5
    rules.reveal_event(s, 0)
    assert s.craven == 1  # HX-EVT-04: 5 + 3 wraps past the Church to location 1


def test_hx_evt_05_craven_helps_only_at_his_location() -> None:
    s = new(3, 2)
    empty_board(s)
    s.board[3] = kind(s, "Witch")
    s.craven = 3
    at_turn(s, 0, 5)
    s.hand[0] = rules.ALL_CARDS
    sanity = s.sanity[0]
    play(s, "move 3")
    assert s.sanity[0] == sanity  # protected: no die (HX-ENC-06)


def test_hx_evt_06_event_text_resolved_after_craven_moves() -> None:
    s = new(3, 2)
    card = next(e for e in range(12) if s.ed.e_kind[e] == K_NECRON)
    top_event(s, card)
    s.necron = 0
    rules.reveal_event(s, 0)
    assert s.necron == s.ed.e_amount[card]
    assert s.edisc[-1] == card


def test_hx_evt_07_08_empty_deck_rebuilt_from_all_twelve_with_four_aside() -> None:
    """HX-EVT-07, HX-EVT-08."""
    s = new(3, 2)
    s.edisc = s.edisc + s.edeck
    s.edeck = []
    rules.reveal_event(s, 0)
    assert len(s.easide) == 4
    assert len(s.edeck) == 7 and len(s.edisc) == 1
    assert sorted(s.edeck + s.easide + s.edisc) == list(range(12))


def test_hx_evt_09_10_round_ends_and_start_player_reveals_again() -> None:
    """HX-EVT-09, HX-EVT-10."""
    s = new(3, 2)
    s.enable_log()
    finish_round(s)
    assert s.round_no == 2
    text = [t for _, t in s.log]
    first_reveal = text[text.index("Round 2 begins.") + 1]
    assert first_reveal.startswith(f"{COLOURS[s.start]} reveals")  # the start player reveals again


def test_hx_evt_11_start_player_never_changes() -> None:
    s = new(3, 2)
    start = s.start
    for _ in range(3):
        finish_round(s)
        if s.to_move is None:
            break
    assert s.start == start
