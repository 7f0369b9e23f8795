"""Arkham Noir's reference at hand: every card spelled out (methods, icons, attributes, effects),
the picture tied to the glossary with a legend, and goals from the view (AN-END-02..04)."""

from __future__ import annotations

from tabletome.engine import Rng, reference
from tabletome.engine.reference import Reference
from tabletome.games.arkham_noir import GAME
from tabletome.games.arkham_noir.data import (
    A_KEY,
    A_LOCK,
    A_MIN,
    A_PUZZLE,
    TYPE_TITLES,
    mask_text,
    standard_edition,
)

from ..reference_checks import check_picture, check_words, goals_text, positions, views


def test_the_game_gives_a_reference() -> None:
    assert isinstance(GAME, Reference)


def test_every_drawn_component_names_a_glossary_entry() -> None:
    keys = {e.key for e in reference.glossary(GAME)}
    drawn: set[str] = set()
    for s in positions(GAME, {}, range(4), 3000, 6):
        for v in views(s):
            drawn |= check_picture(GAME, v, keys)
    prefixes = {key.split(":")[0] for key in drawn}
    assert {"card", "victim", "type", "icons", "time-area", "sanity-area", "big-picture", "contact"} <= prefixes


def test_the_picture_explains_the_letters_and_icons() -> None:
    """AN-CARD-02, AN-PLAY-04: S/V/I/Q and the ALL icon are spelled out on the board, each chip of the
    legend drawn as the cards draw it, the time icon drawn (no font may lack it)."""
    import re

    picture = GAME.render_svg(GAME.new_state({}, 1).view(0))
    legend = picture[picture.index('<g class="legend">') :]
    words = re.sub(r"<title>[^<]*</title>", "", legend)
    words = " ".join(re.sub(r"<[^>]+>", " ", words).split())
    for said in ("S Search", "V Surveillance", "I Interview", "Q Inquiry", "* all (matches every method)"):
        assert said in words, words
    assert "time icon: a discarded card goes to the time area" in words and "sanity icon" in words
    assert "<title>time icon</title></path>" in legend and "MIN n IN LINE" in words
    long_name = max(standard_edition().names, key=len)
    s = GAME.new_state({}, 1)
    s.hand[0] = standard_edition().names.index(long_name)
    picture = GAME.render_svg(s.view(0))
    words = long_name.split()
    assert all(w.replace("'", "&#x27;") in picture or w in picture for w in words)  # the whole name, wrapped


def test_every_card_is_spelled_out() -> None:
    by_kind = check_words(GAME)
    ed = standard_edition()
    cards = {e.key: e for e in by_kind["clue card"]}
    assert set(cards) == {f"card:{n}" for n in range(1, 51)}  # AN-COMP-01
    for c in range(50):
        e = cards[f"card:{c + 1}"]
        assert e.name == f"#{c + 1} {ed.names[c]}"
        assert f"{ed.names[c]}" in e.name and "left icon is" in e.text  # AN-CARD-03
        assert f" {TYPE_TITLES[ed.ctype[c]]} clue with methods {mask_text(ed.left[c])} > " in e.text  # AN-CARD-01
        for kind, mandatory in ed.effects[c]:  # AN-EFF-01..03
            assert ed.effect_names[kind] in e.text
            assert ("must be done" if mandatory else "may be done") in e.text
        if ed.time[c]:
            assert "time area" in e.text  # AN-DISC-01
        if ed.sanity[c]:
            assert "sanity area" in e.text  # AN-SAN-02
        attr = ed.attr[c]
        if attr == A_MIN:
            assert f"MIN {ed.min_cards[c]}" in e.text and f"at least {ed.min_cards[c]}" in e.needs  # AN-REQ-05
        if attr in (A_LOCK, A_PUZZLE):
            assert "Key" in e.needs  # AN-REQ-02
        if attr == A_KEY:
            assert "opens one Lock" in e.text  # AN-REQ-03
    keys = {e.key for e in reference.glossary(GAME)}
    methods = {f"method:{m}" for m in ("search", "surveillance", "interview", "inquiry", "all")}
    assert methods | {"icons", "icon:time", "icon:sanity", "attribute:key", "attribute:lock"} <= keys
    assert {"attribute:puzzle", "attribute:min_cards", "contact", "case", "main-row", "principal"} <= keys
    assert {"time-area", "sanity-area", "big-picture", "victim-deck", "draw-deck", "discard"} <= keys
    assert len(by_kind["victim"]) == 6 and len(by_kind["clue type"]) == 6 and len(by_kind["effect"]) == 10
    notation = next(e for e in by_kind["icon"] if e.key == "icons")
    assert "'V > VI'" in notation.text and "'* > SQ'" in notation.text and "'MIN 2'" in notation.text


def test_search_finds_a_card_by_name() -> None:
    entries, _ = reference.search(GAME, ["police", "station"])
    assert entries and entries[0].key == "card:37"
    entries, _ = reference.search(GAME, ["surveillance"])
    assert entries[0].key == "method:surveillance"


def test_goals_follow_the_live_numbers() -> None:
    """AN-END-03: the sanity area; AN-MAINT-04: the time area; AN-END-04: the victims left."""
    s = GAME.new_state({}, 3)
    text = goals_text(GAME, s.view(0))
    assert "The sanity area holds 0 of 5 cards" in text and "3 victims are left" in text
    s.sanity_area = s.deck[:2]
    s.time_area = s.deck[2:3]
    s.deck = s.deck[3:]
    text = goals_text(GAME, s.view(0))
    assert "The sanity area holds 2 of 5 cards" in text and "The time area holds 1 of 5 cards" in text
    assert f"The draw deck holds {len(s.deck)} cards" in text


def test_goals_do_not_depend_on_the_hidden_deck() -> None:
    """The draw deck's order and the victims set aside are hidden (AN-SETUP-03, AN-SETUP-06)."""
    for s in positions(GAME, {}, range(3), 300, 20):
        if s.to_move is None:
            continue
        world = s.determinize(0, Rng(11))
        assert GAME.goals(world.view(0)) == GAME.goals(s.view(0))
        assert GAME.goals(s.public_view()) == GAME.goals(s.view(0))
