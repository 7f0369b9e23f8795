"""``tabletome vtes``: deck check (exit 0/1/2), deck show, precons."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.games.vtes import precon, write_deck

from .helpers import JOL

runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, ["vtes", *args], env={"COLUMNS": "200"})


def _file(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_check_a_legal_deck_exits_0(tmp_path: Path) -> None:
    path = _file(tmp_path, write_deck(precon("Tremere"), "twd"))
    result = run("deck", "check", str(path))
    assert result.exit_code == 0, result.output
    assert f"{path}: a legal deck (12 crypt, 77 library) under the current rules." in result.output


def test_check_prints_every_problem_and_exits_1(tmp_path: Path) -> None:
    text = "11x Ayelech\n1x Abebe\n\n58x Govern the Unaligned\n1x Succubus Club\n"
    result = run("deck", "check", str(_file(tmp_path, text)))
    assert result.exit_code == 1
    assert "not a legal deck (12 crypt, 59 library): 3 problems." in result.output
    assert "The library holds 59 cards; a library holds 60 to 90 (VT-DECK-03)." in result.output
    assert "Abebe (G4) does not fit with group 6." in result.output
    assert "Succubus Club is on the VEKN banned list (banned 2005-01-01) (VT-TOUR-03)." in result.output


def test_check_under_the_classic_rules(tmp_path: Path) -> None:
    path = _file(tmp_path, "12x Ayelech\n\n45x Deflection\n")
    assert run("deck", "check", str(path)).exit_code == 1
    result = run("deck", "check", str(path), "--rules", "seed", "--players", "4")
    assert result.exit_code == 0 and "under the seed rules" in result.output
    assert run("deck", "check", str(path), "--rules", "chess").exit_code == 2


def test_check_a_malformed_deck_exits_2_with_one_sentence(tmp_path: Path) -> None:
    path = _file(tmp_path, JOL.replace("2x Theo Bell", "2x Theo Bel"))
    result = run("deck", "check", str(path))
    assert result.exit_code == 2
    assert result.output.strip() == f"{path}: line 6: 'Theo Bel' is not a card; did you mean 'Theo Bell (G6)'?"


def test_check_an_unreadable_file_exits_2(tmp_path: Path) -> None:
    result = run("deck", "check", str(tmp_path / "missing.txt"))
    assert result.exit_code == 2 and "cannot be read" in result.output
    big = _file(tmp_path, "60x Deflection\n" * 20_000, "big.txt")
    result = run("deck", "check", str(big))
    assert result.exit_code == 2 and "the limit for a decklist is 262,144 bytes" in result.output


def test_check_prints_how_a_bare_name_was_read(tmp_path: Path) -> None:
    result = run("deck", "check", str(_file(tmp_path, JOL)))
    assert result.exit_code == 0
    assert "note: line 6: 'Theo Bell' names 2 vampires" in result.output


def test_show_a_precon_by_name() -> None:
    result = run("deck", "show", "Tremere")
    assert result.exit_code == 0, result.output
    assert "Tremere (Fifth Edition): 12 crypt, 77 library" in result.output
    assert "Ayelech (G6)" in result.output and "AUS DOM THA" in result.output and "Prince" in result.output
    assert "Master (11)" in result.output and "Govern the Unaligned" in result.output and "Combat (14)" in result.output


def test_show_a_file(tmp_path: Path) -> None:
    result = run("deck", "show", str(_file(tmp_path, JOL)))
    assert result.exit_code == 0, result.output
    assert "12 crypt, 60 library" in result.output and "Theo Bell (G6)" in result.output and "Brujah" in result.output


def test_show_something_unknown_exits_2() -> None:
    result = run("deck", "show", "Tremer")
    assert result.exit_code == 2
    assert "There is no Fifth Edition preconstructed deck 'Tremer'; did you mean 'Tremere'?" in result.output
    result = run("deck", "show", "missing/deck.txt")
    assert result.exit_code == 2 and "missing/deck.txt cannot be read" in result.output


def test_precons_lists_the_fourteen_decks() -> None:
    result = run("precons")
    assert result.exit_code == 0, result.output
    for name in ("Hecata", "Banu Haqim", "Tzimisce", "Fifth Edition (Companion)"):
        assert name in result.output
    assert "14 decks" in result.output and " no " not in result.output


def test_coverage_counts_the_pool_and_the_database() -> None:
    result = run("coverage")
    assert result.exit_code == 0, result.output
    assert "Fifth Edition preconstructed decks" in result.output and "379 / 379" in result.output
    assert "/ 4149" in result.output  # over the whole database (krcg 4.19)


def test_check_names_the_cards_whose_effects_are_not_implemented(tmp_path: Path) -> None:
    """A legal deck is still refused by the enforced rules when it holds an unimplemented card."""
    text = "12x Ayelech\n\n59x Deflection\n1x Angel of Berlin\n"  # imbued: out of scope (VT-SCOPE-01)
    result = run("deck", "check", str(_file(tmp_path, text)))
    assert result.exit_code == 0, result.output
    assert "1 of its cards have effects the rules do not implement (Angel of Berlin)" in result.output
    clean = run("deck", "check", str(_file(tmp_path, write_deck(precon("Tremere"), "twd"), "t.txt")))
    assert "not implement" not in clean.output


def play(*args: str, given: str = "q\n"):
    seats = ["--seats", "human,random,random", "--players", "3"]
    return runner.invoke(app, ["play", "vtes", *seats, *args], input=given, env={"COLUMNS": "200"})


def test_play_takes_each_seats_deck(tmp_path: Path) -> None:
    """``--deck SEAT=FILE``: a decklist file or a preconstructed deck's name; a bad one is refused
    with the seat and every reason, exit 1, before any game starts."""
    mine = _file(tmp_path, write_deck(precon("Malkavian"), "twd"))
    result = play("--deck", f"1={mine}", "--deck", "2=Tremere", "--seed", "3")
    assert "The game is not finished" in result.output, result.output  # it started; 'q' left it
    assert "with the decks brought to the table" in result.output and "cannot be used" not in result.output
    assert "Malkavian (Fifth Edition)" in result.output  # its owner sees the deck's name
    bad = play("--deck", "2=Tremer")
    assert bad.exit_code == 1
    assert "Methuselah 2's deck cannot be used: There is no Fifth Edition preconstructed deck 'Tremer'" in bad.output
    missing = play("--deck", f"1={tmp_path / 'none.txt'}")
    assert missing.exit_code == 1 and "There is no file" in missing.output
    assert play("--deck", "7=Tremere").exit_code == 1
    illegal = _file(tmp_path, "12x Ayelech\n\n10x Deflection\n", "small.txt")
    refused = play("--deck", f"3={illegal}")
    assert (
        refused.exit_code == 1
        and "Methuselah 3's deck cannot be used" in refused.output
        and "VT-DECK-03" in refused.output
    )


def test_another_seats_move_is_told_in_words_the_watcher_may_read() -> None:
    """VT-INF-04, VT-SETUP-10: the transfer of an AI onto its face-down vampire is described from the
    watcher's view: the vampire is "a face-down vampire", never its name."""
    from tabletome.games.vtes import GAME

    # Decks the table's options name are public: the watcher, whose Ravnos holds no burn-option card,
    # is not asked in the AI's unlock phase (AMB-16, VT-UNL-03), as it would be with a private deck.
    decks = {"deck_1": "Ravnos", "deck_2": "Toreador"}
    start = GAME.new_state({"players": "2", **decks}, 4)
    assert start.current == 1  # the AI plays first
    hidden = {start.facts(uid).name.split(" (G")[0] for uid in start.uncontrolled[1]}  # its face-down vampires
    options = [word for key, name in decks.items() for word in (f"--{key}", name)]
    result = runner.invoke(
        app,
        ["play", "vtes", "--seats", "human,heuristic", "--seed", "4", "--pace", "0", *options],
        input="q\n",
        env={"COLUMNS": "200"},
    )
    told = [line for line in result.output.splitlines() if line.startswith("Methuselah 2 (heuristic): transfer")]
    assert told, result.output
    assert all("face-down vampire" in line for line in told)
    assert not any(name in result.output for name in hidden)


def test_the_options_help_names_the_deck_books_layouts_and_rules() -> None:
    """The commands are made on first use and their help is completed from the game's deck book
    (its Decks capability): the layouts and rules it reads, as ``tabletome vtes`` always listed them."""
    from tabletome.engine import get_game
    from tabletome.engine.capabilities import decks

    book = decks(get_game("vtes"))
    check = " ".join(run("deck", "check", "--help").output.split())
    assert f"the decklist's layout: auto, {', '.join(book.deck_formats())}" in check
    assert "the deck rules: current or seed (the classic deck rules)" in check
    assert "the decklist's layout: auto, twd, amaranth, vdb, lackey, jol" in " ".join(
        run("coverage", "--help").output.split()
    )


def test_a_game_without_a_deck_book_has_none_to_give() -> None:
    from tabletome.engine import get_game
    from tabletome.engine.capabilities import decks

    assert decks(get_game("vtes")) is get_game("vtes")
    try:
        decks(get_game("crazy_eights"))
    except TypeError as exc:
        assert "offers no deck book" in str(exc)
    else:
        raise AssertionError("Crazy Eights has no deck book")


def test_show_reads_the_deck_without_the_effects_registry(tmp_path: Path) -> None:
    """``deck show`` only lists a deck: the deck book leaves each card's ``implemented`` unasked (the
    effects registry is slow to load), while the check asks it."""
    from tabletome.engine import get_game
    from tabletome.engine.capabilities import decks

    book = decks(get_game("vtes"))
    path = _file(tmp_path, JOL)
    shown, checked = book.deck_file(str(path), "auto"), book.check_deck_file(str(path), "auto", "current", None)
    assert {c["implemented"] for c in shown["crypt"]["cards"] + shown["library"]["cards"]} == {None}
    assert {type(c["implemented"]) for c in checked["crypt"]["cards"] + checked["library"]["cards"]} == {bool}
    assert [c["name"] for c in shown["library"]["cards"]] == [c["name"] for c in checked["library"]["cards"]]
    assert book.precon_deck("tremere")["name"] == "Tremere (Fifth Edition)"
