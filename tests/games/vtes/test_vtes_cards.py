"""The V:TES card database over krcg 4.19: loading, fields, provenance, and the bare-name pitfall."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from tabletome.engine import games
from tabletome.engine.cards import CardDatabase
from tabletome.games.vtes import V5_SETS, krcg_source, load_cards, names, parse_deck, source

#: The cards krcg 4.19 ships (crypt and library together).
KRCG_4_19_CARDS = 4149


def test_loading_gives_every_card_krcg_gives() -> None:
    db = load_cards()
    assert isinstance(db, CardDatabase)
    assert len(db) == len(list(krcg_source._vtes()))
    if krcg_source.version() == "4.19":
        assert len(db) == KRCG_4_19_CARDS
    assert sum(1 for c in db if c.kind == "crypt") + sum(1 for c in db if c.kind == "library") == len(db)


def test_loaded_once_per_process() -> None:
    assert load_cards() is load_cards()


def test_the_card_database_outlives_the_engines_shared_cache() -> None:
    """Loading many editions evicts databases from the engine's cache; V:TES's cards must stay the
    objects a state holds, or its position cannot name them (CI found a state that could not be
    written after other tests had filled the cache)."""
    from tabletome.engine import get_game
    from tabletome.engine.cards import clear_cache

    db = load_cards()
    state = get_game("vtes").new_state(seed=4)
    clear_cache()
    assert load_cards() is db
    assert get_game("vtes").load_position(state.position()).position() == state.position()
    assert krcg_source.load_seconds is not None  # how long it took: benchmarks/bench_startup.py


def test_the_fifth_edition_precon_sets_exist() -> None:
    db = load_cards()
    sets = {name for card in db for name in card.sets}
    assert set(V5_SETS) <= sets
    decks = {deck for card in db for deck in card.precons if deck[0] in V5_SETS}
    assert len(decks) == 14


def test_every_field_names_krcg_as_its_source() -> None:
    db = load_cards()
    card = db.named("Theo Bell (G6)")
    assert source() == f"krcg {krcg_source.version()} (the VEKN card database)"
    for field in card.fields:
        assert card.provenance(field) == source()
    assert db.stand_ins() == ()


def test_a_crypt_card_keeps_its_vekn_id_and_the_fields_the_rules_need() -> None:
    card = load_cards().named("Theo Bell (G6)")
    assert card.id == 201613
    assert card.kind == "crypt" and card.types == ("Vampire",) and card.clans == ("Brujah",)
    assert dict(card.disciplines) == {
        "aus": "basic",
        "dom": "basic",
        "cel": "superior",
        "pot": "superior",
        "pre": "superior",
    }
    assert (card.capacity, card.group, card.advanced, card.title) == (8, 6, False, None)
    assert card.sect == "Anarch" and card.printed_name == "Theo Bell"
    assert card.precons == {("Fifth Edition (Anarch)", "Brujah"): 1}
    assert card.rulings >= 1 and card.banned is None


def test_a_library_card_has_its_requirements_and_costs() -> None:
    db = load_cards()
    govern = db.named("Govern the Unaligned")
    assert govern.kind == "library" and govern.types == ("Action",) and govern.disciplines == ("dom",)
    assert (govern.blood_cost, govern.pool_cost, govern.conviction_cost) == (1, None, None)
    assert govern.group is None and govern.capacity is None and not govern.burn_option
    assert "Bleed with +2 bleed" in govern.text
    combo = db.where(combo=True)[0]
    assert len(combo.disciplines) >= 2 and not combo.multidisc
    assert all(len(c.disciplines) >= 2 for c in db.where(multidisc=True))
    assert db.named("Scalpel Tongue").types == ("Action Modifier", "Reaction")


def test_banned_cards_are_the_vt_tour_03_list() -> None:
    """VT-TOUR-03: krcg's banned field holds the VEKN banned list, ante cards included."""
    listed = {
        "Anthelios, The Red Star", "Dramatic Upheaval", "Edge Explosion", "Gypsies", "Kindred Restructure",
        "Lilith's Blessing", "Madness of the Bard", "Memories of Mortality", "Protect Thine Own",
        "The Return to Innocence", "Rom Gypsy", "Seeds of Corruption", "Succubus Club", "Tarbaby Jack (G3)",
        "Temptation of Greater Power", "Terrorists", "Tsigane (G2)",
        "Cunctator Motion", "High Stakes", "Playing for Keeps",
    }  # fmt: skip
    assert {c.name for c in load_cards() if c.banned} == listed


def test_indexes_by_field() -> None:
    db = load_cards()
    assert db.named("Theo Bell (G6)").id in db.index("disciplines")["pot"]
    assert db.named("Govern the Unaligned").id in db.index("precons")[("Fifth Edition", "Tremere")]
    assert {c.group for c in db.where(kind="crypt")} >= {1, 2, 3, 4, 5, 6, 7, "ANY"}


def test_spellings_of_a_name() -> None:
    db = load_cards()
    assert db.named("theo bell (g6)").id == 201613
    lookup = names(db).lookup
    assert lookup("Dowager, The").found == db.named("The Dowager (G6)")
    assert lookup("Pentex(TM) Subversion").found == lookup("Pentex Subversion").found == db.named("Pentex™ Subversion")
    assert lookup("Ines Tristao").found == db.named("Inês Tristão (G6)")
    assert lookup("Theo Bell (ADV)").found == db.named("Theo Bell (G2 ADV)")


def test_a_misspelt_name_is_not_taken_for_its_closest_card() -> None:
    lookup = names(load_cards()).lookup("Theo Bel")
    assert lookup.cards == () and lookup.suggestion == "Theo Bell (G6)"


# ------------------------------------------------------------------- the bare-name pitfall


def test_a_bare_vampire_name_names_every_group_that_prints_it() -> None:
    """krcg alone reads "Theo Bell" as the oldest printing, G2; here the bare name is ambiguous."""
    db = load_cards()
    lookup = names(db).lookup("Theo Bell")
    assert lookup.ambiguous and set(lookup.cards) == {db.named("Theo Bell (G2)"), db.named("Theo Bell (G6)")}
    assert lookup.default == db.named("Theo Bell (G2)")  # krcg's choice


def test_the_line_settles_a_bare_name_by_group_or_capacity() -> None:
    db = load_cards()
    lookup = names(db).lookup
    assert lookup("Theo Bell", group=6).found == db.named("Theo Bell (G6)")
    assert lookup("Theo Bell", capacity=7).found == db.named("Theo Bell (G2)")
    deck = parse_deck(
        "Crypt (12 cards)\n12x Theo Bell   8 CEL POT PRE aus dom   Brujah:6\nLibrary (60 cards)\n60x Deflection\n"
    )
    assert deck.crypt[0][0] == db.named("Theo Bell (G6)") and deck.notes == ()


def test_the_rest_of_the_crypt_settles_a_bare_name_and_says_so() -> None:
    db = load_cards()
    deck = parse_deck("11x Ayelech\n1x Theo Bell\n\n60x Deflection\n")
    assert dict((c.name, n) for c, n in deck.crypt) == {"Ayelech (G6)": 11, "Theo Bell (G6)": 1}
    assert deck.notes == (
        "line 2: 'Theo Bell' names 2 vampires (Theo Bell (G2) and Theo Bell (G6)); took Theo Bell (G6), "
        "the one whose group fits the rest of the crypt.",
    )
    assert db.named("Theo Bell (G6)") in [c for c, _ in deck.crypt]


def test_with_no_context_a_bare_name_takes_krcgs_card_and_says_so() -> None:
    deck = parse_deck("12x Theo Bell\n\n60x Deflection\n")
    assert deck.crypt[0][0].name == "Theo Bell (G2)"
    assert deck.notes == (
        "line 1: 'Theo Bell' names 2 vampires (Theo Bell (G2) and Theo Bell (G6)); took Theo Bell (G2), "
        "as krcg's deck parser does; write 'Theo Bell (G6)' to take that one.",
    )


def test_a_group_suffix_is_never_lost() -> None:
    """krcg's grammar reads "(G6)" after a name as a comment; the name keeps it here."""
    db = load_cards()
    deck = parse_deck("1x Theo Bell (G6)\n11x Ayelech (G6)\n\n60x Deflection\n")
    assert deck.crypt[0][0] == db.named("Theo Bell (G6)")
    deck = parse_deck("1x Theo Bell (ADV)\n11x Ayelech\n\n60x Deflection\n")
    assert deck.crypt[0][0] == db.named("Theo Bell (G2 ADV)")


# ----------------------------------------------------------------------------- offline, alone


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in krcg_source.OFFLINE}
    guard = """\
        import socket
        def _no_network(*args, **kwargs):
            raise OSError("network access during the test")
        socket.socket.connect = _no_network
        socket.create_connection = _no_network
    """
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(guard) + textwrap.dedent(code)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("krcg_first", [False, True])
def test_loading_never_touches_the_network(krcg_first: bool) -> None:
    """Also when krcg was imported before, without the two variables that keep it offline."""
    first = "import krcg.cards, krcg.vtes\n" if krcg_first else ""
    done = _run(first + "from tabletome.games.vtes import load_cards\nprint(len(load_cards()))\n")
    assert done.returncode == 0, done.stderr
    assert int(done.stdout.split()[-1]) > 4000


def test_vtes_is_a_registered_game_played_from_its_defaults() -> None:
    from tabletome.engine.registry import get_game

    game = get_game("vtes")
    assert game.id in [g.id for g in games()]
    s = game.new_state(None, 3)
    assert s.players == 5 and s.to_move is not None and s.legal_actions()
