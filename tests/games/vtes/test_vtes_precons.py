"""The 14 Fifth Edition preconstructed decks, as krcg's set data records them."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import V5_SETS, UnknownPrecon, find_precon, load_cards, precon, precons

DECKS = {
    "Fifth Edition": ["Hecata", "Lasombra", "Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue"],
    "Fifth Edition (Anarch)": ["Banu Haqim", "Brujah", "Gangrel", "Ministry"],
    "Fifth Edition (Companion)": ["Ravnos", "Salubri", "Tzimisce"],
}


def test_the_fourteen_decks_by_set() -> None:
    every = precons()
    assert len(every) == 14
    assert [(p.set, p.name) for p in every] == [(s, d) for s in V5_SETS for d in DECKS[s]]


def test_each_deck_is_12_crypt_and_77_library() -> None:
    for found in precons():
        assert (found.deck.crypt_count, found.deck.library_count) == (12, 77), found.title


def test_precon_by_name() -> None:
    db = load_cards()
    tremere = precon("Tremere")
    counts = {card.name: n for card, n in tremere.entries}
    assert tremere.name == "Tremere (Fifth Edition)"
    assert counts["Govern the Unaligned"] == 12 and counts["Theft of Vitae"] == 10
    assert counts["Ayelech (G6)"] == 2 and counts["Rosalina Cortez (G6)"] == 1
    assert all(card.group == 6 for card, _ in tremere.crypt)
    assert precon("tremere (fifth edition)") == tremere
    assert db.named("Theo Bell (G6)") in [c for c, _ in precon("Brujah").crypt]


def test_a_name_that_is_no_precon() -> None:
    with pytest.raises(
        UnknownPrecon, match=r"^There is no Fifth Edition preconstructed deck 'Tremer'; did you mean 'Tremere'\?$"
    ):
        find_precon("Tremer")
    with pytest.raises(UnknownPrecon, match=r"deck 'Chess'\.$"):
        precon("Chess")
