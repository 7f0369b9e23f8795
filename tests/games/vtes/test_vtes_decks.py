"""Decklists: each text layout, malformed input in one sentence, limits, and round trips."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletome.games.vtes import (
    FORMATS,
    WRITE_FORMATS,
    DeckError,
    DeckLimits,
    Decklist,
    detect_format,
    load_cards,
    parse_deck,
    precons,
    read_deck_file,
    write_deck,
)

from .helpers import AMARANTH, CRYPT_12, JOL, LACKEY, LIBRARY_60, TWD, VDB, deck

EXPECTED = deck(CRYPT_12, LIBRARY_60)


def _assert_sample(parsed: Decklist) -> None:
    assert parsed.same_cards(EXPECTED), parsed.counts()
    assert (parsed.crypt_count, parsed.library_count) == (12, 60)


def test_the_tournament_archive_layout() -> None:
    parsed = parse_deck(TWD)
    _assert_sample(parsed)
    assert parsed.fmt == "twd" and parsed.name == "Tremere sample" and parsed.author == "Anna Example"
    assert parsed.notes == ()  # Theo Bell's line gives capacity 8 and group 6


def test_a_vdb_text_export() -> None:
    parsed = parse_deck(VDB, "vdb")
    _assert_sample(parsed)
    assert parsed.name == "Tremere sample" and parsed.author == "Anna Example"


def test_an_amaranth_export_with_ardb_style_headings() -> None:
    parsed = parse_deck(AMARANTH, "amaranth")
    _assert_sample(parsed)
    assert parsed.name == "Tremere sample"


def test_a_lackey_file() -> None:
    parsed = parse_deck(LACKEY)
    _assert_sample(parsed)
    assert parsed.fmt == "lackey"


def test_a_jol_list() -> None:
    parsed = parse_deck(JOL)
    _assert_sample(parsed)
    assert parsed.fmt == "jol"
    assert len(parsed.notes) == 1 and "took Theo Bell (G6), the one whose group fits" in parsed.notes[0]


def test_the_layout_is_guessed() -> None:
    assert [detect_format(t) for t in (TWD, VDB, AMARANTH, LACKEY, JOL)] == ["twd", "twd", "twd", "lackey", "jol"]
    assert set(FORMATS) == {"twd", "amaranth", "vdb", "lackey", "jol"}


def test_comments_and_headings_are_not_cards() -> None:
    text = """\
/* a block comment
   over two lines, with 3x Deflection inside */
12x Ayelech   // the whole crypt
-- a comment line
# another
Library:
60x Govern the Unaligned (a parenthesised comment)
"""
    parsed = parse_deck(text)
    assert parsed.counts() == {
        load_cards().named("Ayelech (G6)").id: 12,
        load_cards().named("Govern the Unaligned").id: 60,
    }


def test_repeated_lines_add_up() -> None:
    parsed = parse_deck("12x Ayelech\n\n30x Deflection\n30 Deflection\n")
    assert parsed.library_count == 60 and len(parsed.library) == 1


# ------------------------------------------------------------------------ malformed input


def test_a_misspelt_card_is_one_sentence_naming_the_line() -> None:
    text = JOL.replace("2x Theo Bell", "2x Theo Bel")
    with pytest.raises(DeckError) as caught:
        parse_deck(text)
    assert str(caught.value) == "line 6: 'Theo Bel' is not a card; did you mean 'Theo Bell (G6)'?"
    assert caught.value.line == 6


def test_a_name_with_no_close_card() -> None:
    with pytest.raises(DeckError, match=r"^line 2: 'Zzyzx Qwv' is not a card\.$"):
        parse_deck("12x Ayelech\n3x Zzyzx Qwv\n")


def test_a_line_that_is_no_card_line() -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("12x Ayelech\nsee you at the next tournament\n60x Deflection\n")
    assert str(caught.value) == (
        "line 2: cannot read 'see you at the next tournament': a card line is a count and a card name, "
        "such as '3x Govern the Unaligned'."
    )


def test_a_card_in_the_wrong_section() -> None:
    text = "Crypt (12 cards)\n12x Ayelech\n1x Govern the Unaligned\nLibrary (59 cards)\n59x Deflection\n"
    with pytest.raises(
        DeckError, match=r"^line 3: 'Govern the Unaligned' is a library card, but it is listed in the crypt\.$"
    ):
        parse_deck(text)
    with pytest.raises(
        DeckError, match=r"^line 1: 'Ayelech \(G6\)' is a crypt card, but it is listed in the library\.$"
    ):
        parse_deck("12\tAyelech\n60\tDeflection\nCrypt:\n", "lackey")


def test_a_zero_count() -> None:
    with pytest.raises(DeckError, match=r"^line 2: '0x Deflection' has no copies \(the count is 0\)\.$"):
        parse_deck("12x Ayelech\n0x Deflection\n")


def test_text_with_no_card() -> None:
    with pytest.raises(DeckError, match="holds no card line"):
        parse_deck("Deck Name: nothing yet\n")
    with pytest.raises(DeckError, match="holds no card line"):
        parse_deck(TWD.split("Crypt (")[0], "twd")


def test_an_unknown_format() -> None:
    with pytest.raises(DeckError, match="'ardb' is not a decklist format"):
        parse_deck(JOL, "ardb")


# ------------------------------------------------------------------------------- limits


def test_huge_text_and_huge_files_are_refused(tmp_path: Path) -> None:
    limits = DeckLimits(max_bytes=1000)
    with pytest.raises(DeckError, match=r"^the decklist is 1,[0-9]{3} bytes long; the limit is 1,000 bytes\.$"):
        parse_deck("12x Ayelech\n" * 100, limits=limits)
    big = tmp_path / "big.txt"
    big.write_text("60x Deflection\n" * 30_000)
    with pytest.raises(DeckError, match=r"big.txt is 450,000 bytes long; the limit for a decklist is 262,144 bytes\.$"):
        read_deck_file(big)


def test_too_many_lines_and_too_long_a_line() -> None:
    with pytest.raises(DeckError, match="has 5,001 lines; the limit is 5,000"):
        parse_deck("\n" * 5000)
    with pytest.raises(
        DeckError, match=r"^line 2: the line is 1,011 characters long, more than a card line can be \(300\)\.$"
    ):
        parse_deck("12x Ayelech\n1x Deflection" + "!" * 998 + "\n")


def test_a_line_made_to_stall_krcgs_grammar_is_read_and_refused() -> None:
    """krcg's line grammar backtracked for minutes on such a line; the linear splitter reads it (test_deckline.py
    times the hostile shapes in a process of their own)."""
    evil = "2x a  " + " 10 cel pot" * 24 + " !"
    with pytest.raises(DeckError, match=r"^line 2: 'a   10 cel pot 10 cel pot .{50,}…' is not a card\.$"):
        parse_deck("12x Ayelech\n" + evil + "\n")
    assert parse_deck("12x Ayelech\n\n4x Local 1111\n56x Deflection\n").library_count == 60


@pytest.mark.timeout(120)  # a hang guard: the backtracking grammar took minutes on these lines
def test_long_lines_are_read_in_linear_time() -> None:
    spaces = " " * 80_000
    with pytest.raises(DeckError, match="holds no card line"):
        parse_deck(f"Crypt{spaces}x\nDeck Name:{spaces}x\n1{spaces}x\n")
    parsed = parse_deck(f"Deck Name: long\n{'a ' * 50_000}\n12x Ayelech\n\n60x Deflection\n")
    assert parsed.library_count == 60 and parsed.name == "long"


def test_too_many_card_lines() -> None:
    with pytest.raises(DeckError, match=r"^line 4: the decklist has more than 3 card lines\.$"):
        parse_deck("12x Ayelech\n1x Deflection\n1x Bonding\n1x Vessel\n", limits=DeckLimits(max_card_lines=3))


def test_files_that_are_not_text(tmp_path: Path) -> None:
    binary = tmp_path / "deck.bin"
    binary.write_bytes(b"\xff\xfe\x00\x01not text")
    with pytest.raises(DeckError, match=r"deck.bin is not UTF-8 text\.$"):
        read_deck_file(binary)
    with pytest.raises(DeckError, match="cannot be read"):
        read_deck_file(tmp_path / "missing.txt")
    with pytest.raises(DeckError, match="NUL"):
        parse_deck("12x Ayelech\x00\n")


def test_a_limit_must_be_positive() -> None:
    with pytest.raises(ValueError, match="max_lines must be positive"):
        DeckLimits(max_lines=0)


# --------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("fmt", WRITE_FORMATS)
def test_every_precon_written_and_read_back_is_the_same_deck(fmt: str) -> None:
    for found in precons():
        text = write_deck(found.deck, fmt)
        back = parse_deck(text)
        assert back.same_cards(found.deck), (fmt, found.title)
        assert back.notes == ()
        assert back.fmt == {"twd": "twd", "jol": "jol", "lackey": "lackey"}[fmt]


def test_a_written_deck_read_from_a_file(tmp_path: Path) -> None:
    found = precons()[0]
    path = tmp_path / "hecata.txt"
    path.write_text(write_deck(found.deck, "twd"), encoding="utf-8")
    back = read_deck_file(path)
    assert back.same_cards(found.deck) and back.name == found.title


def test_a_decklist_keeps_crypt_and_library_apart() -> None:
    """VT-DECK-01: two separate decks; a library card is not a crypt entry."""
    db = load_cards()
    with pytest.raises(ValueError, match="not a crypt card"):
        Decklist(((db.named("Deflection"), 1),), ())
    with pytest.raises(ValueError, match="positive count"):
        Decklist((), ((db.named("Deflection"), 0),))


def test_reading_a_deck_searches_for_a_close_name_only_for_the_card_it_refuses(monkeypatch: pytest.MonkeyPatch) -> None:
    """A did-you-mean search costs a scan of 4,149 names: the reader's probes ("is it a card?") skip
    it, so a decklist costs at most one (hostile lists of 5,000 lines cost 35 s of CPU)."""
    from tabletome.games.vtes import precon, write_deck
    from tabletome.games.vtes.cards import CardNames

    calls: list[str] = []
    real = CardNames.suggest

    def counted(self, text, **kw):  # type: ignore[no-untyped-def]
        calls.append(text)
        return real(self, text, **kw)

    monkeypatch.setattr(CardNames, "suggest", counted)
    text = write_deck(precon("Tremere"), "twd")
    parse_deck(text)
    assert calls == []
    with pytest.raises(DeckError, match="did you mean"):
        parse_deck(text.replace("Govern the Unaligned", "Govern the Unalinged"))
    assert len(calls) == 1
