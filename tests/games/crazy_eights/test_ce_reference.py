"""Crazy Eights' reference at hand: the cards and piles in words, a picture tied to them, and goals
from a seat's view (CE-PLAY-01, CE-PLAY-02, CE-END-01..03)."""

from __future__ import annotations

import copy

from tabletome.engine import get_game, reference
from tabletome.engine.reference import Reference

from ..reference_checks import check_picture, check_words, goals_text, positions, views

GAME = get_game("crazy_eights")


def test_the_game_gives_a_reference() -> None:
    assert isinstance(GAME, Reference)


def test_every_drawn_card_and_pile_names_a_glossary_entry() -> None:
    keys = {e.key for e in reference.glossary(GAME)}
    drawn: set[str] = set()
    for s in positions(GAME, {"players": "3"}, range(4), 400, 3):
        for v in views(s):
            drawn |= check_picture(GAME, v, keys)
    assert {"stock", "discard", "hand"} <= drawn and any(k.startswith("card:") for k in drawn)


def test_the_spectator_sees_no_face_of_a_hand() -> None:
    s = GAME.new_state({"players": "2"}, 5)
    picture = GAME.render_svg(s.public_view())
    top = s.public_view()["top"]
    for layout in picture.partition('<g class="tt-narrow"')[::2]:  # the wide layout, then the phone's
        assert layout.count('data-ref="card:') == 1 and f'data-ref="card:{top}"' in layout


def test_ranks_suits_eights_and_piles_have_entries() -> None:
    by_kind = check_words(GAME)
    assert len(by_kind["card"]) == 52 and len(by_kind["suit"]) == 5 and len(by_kind["rank"]) == 14  # CE-SETUP-01
    keys = {e.key for e in reference.glossary(GAME)}
    assert {"eight", "stock", "discard", "hand", "deck", "named-suit", "card:8h", "suit:hearts"} <= keys
    eight = next(e for e in by_kind["rank"] if e.key == "rank:8")
    assert "wild" in eight.text and "50 penalty points" in eight.text  # CE-PLAY-02, CE-END-03
    king = next(e for e in by_kind["rank"] if e.key == "rank:k")
    assert "10 penalty points" in king.text


def test_search_finds_the_eights() -> None:
    entries, _ = reference.search(GAME, ["eights"])
    assert entries and entries[0].key == "eight"


def test_goals_follow_the_live_numbers() -> None:
    """CE-END-01: the hands' sizes; CE-PLAY-01: what the next card must match."""
    s = GAME.new_state({"players": "3"}, 2)
    text = goals_text(GAME, s.view(0))
    assert "Play all 5 cards in your hand" in text and "player 2 holds 5 cards" in text.lower()
    s.hands[1] = s.hands[1][:1]
    s.hands[0] = s.hands[0][:1]
    text = goals_text(GAME, s.view(0))
    assert "Play all 1 card in your hand" in text and "player 2 holds 1 card;" in text.lower()
    assert "The stock holds 36 cards" in text


def test_goals_do_not_reveal_other_hands() -> None:
    s = GAME.new_state({"players": "3"}, 2)
    other = copy.deepcopy(s)
    other.hands[1], other.hands[2] = s.hands[2], s.hands[1]  # same sizes, other cards
    assert GAME.goals(s.view(0)) == GAME.goals(other.view(0))
    # A seat's own hand is its to see: its penalty points (CE-END-03) are in its goals.
    points = [sum(s.ed.penalty[c % 13] for c in s.hands[t]) for t in (1, 2)]
    assert points[0] != points[1]
    assert f"Your hand counts {points[0]} penalty points" in goals_text(GAME, s.view(1))
    assert f"Your hand counts {points[1]} penalty points" in goals_text(GAME, other.view(1))
