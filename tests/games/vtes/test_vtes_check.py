"""Deck construction (VT-DECK-...), the banned list (VT-TOUR-03), scope and the enforced-mode hook."""

from __future__ import annotations

import pytest

from tabletome.engine.cards import Effects, UnimplementedCards
from tabletome.games.vtes import check_deck, load_cards, precon, precons, unimplemented

from .helpers import TREMERE_CRYPT, deck


def clauses(problems: list) -> list[str]:
    return [p.clause for p in problems]


def test_every_fifth_edition_precon_is_legal() -> None:
    for found in precons():
        assert check_deck(found.deck) == [], found.title


def test_vt_deck_02_crypt_at_least_12() -> None:
    assert check_deck(deck()) == []
    short = deck([("Ayelech (G6)", 11)])
    problems = check_deck(short)
    assert clauses(problems) == ["VT-DECK-02"]
    assert problems[0].message == "The crypt holds 11 cards; a crypt needs at least 12 (VT-DECK-02)."
    assert check_deck(deck([("Ayelech (G6)", 40)])) == []  # no maximum


@pytest.mark.parametrize(("count", "legal"), [(59, False), (60, True), (77, True), (90, True), (91, False)])
def test_vt_deck_03_library_60_to_90(count: int, legal: bool) -> None:
    problems = check_deck(deck(library=count))
    assert problems == [] if legal else clauses(problems) == ["VT-DECK-03"]
    if not legal:
        assert problems[0].message == f"The library holds {count} cards; a library holds 60 to 90 (VT-DECK-03)."


def test_vt_deck_04_classic_deck_rules_from_the_seed() -> None:
    assert check_deck(deck(library=40), "seed", players=4) == []
    assert check_deck(deck(library=80), "seed", players=4) == []
    problems = check_deck(deck(library=81), "seed", players=4)
    assert problems[0].message == (
        "The library holds 81 cards; under the classic deck rules it holds 40 to 80 at a table of 4 (VT-DECK-04)."
    )
    assert clauses(check_deck(deck(library=39), "seed")) == ["VT-DECK-04"]
    assert check_deck(deck(library=100), "seed") == []  # no table given: the largest, 6 players
    assert "at the largest table, 6" in check_deck(deck(library=101), "seed")[0].message


def test_vt_deck_04_keeps_the_group_check_but_not_the_banned_list() -> None:
    """AMB-02: the option changes the library size only; classic decks are not tournament decks (VT-TOUR-02)."""
    mixed = deck(
        [("Ayelech (G6)", 10), ("Aabbt Kindred (G2)", 2)], [("Govern the Unaligned", 39), ("Succubus Club", 1)]
    )
    assert clauses(check_deck(mixed, "seed")) == ["VT-DECK-06"]


def test_vt_deck_05_any_number_of_copies() -> None:
    assert check_deck(deck([("Ayelech (G6)", 12)], [("Govern the Unaligned", 90)])) == []


def test_vt_deck_06_two_consecutive_groups_pass() -> None:
    assert check_deck(deck([("Ayelech (G6)", 6), ("Okulos (G7)", 6)])) == []
    assert check_deck(deck([("Abebe (G4)", 6), ("Abdelsobek (G5)", 6)])) == []


def test_vt_deck_06_a_three_group_crypt_fails() -> None:
    crypt = [("Abebe (G4)", 5), ("Abdelsobek (G5)", 5), ("Ayelech (G6)", 2)]
    problems = check_deck(deck(crypt))
    assert clauses(problems) == ["VT-DECK-06"]
    assert problems[0].message == (
        "The crypt uses groups 4, 5 and 6, but a crypt comes from one group or two consecutive ones "
        "(VT-DECK-06): Ayelech (G6) does not fit with groups 4 and 5."
    )
    assert problems[0].cards == ("Ayelech (G6)",)


def test_vt_deck_06_groups_two_apart_fail() -> None:
    problems = check_deck(deck([("Abebe (G4)", 10), ("Ayelech (G6)", 1), ("Trevon Parker (G6)", 1)]))
    assert problems[0].message.endswith("Ayelech (G6) and Trevon Parker (G6) do not fit with group 4.")


def test_vt_deck_07_any_group_fits_every_crypt() -> None:
    crypt = [("Abebe (G4)", 5), ("Abdelsobek (G5)", 5), ("Anarch Convert (ANY)", 2)]
    assert check_deck(deck(crypt)) == []
    assert check_deck(deck([("Anarch Convert (ANY)", 12)])) == []


def test_vt_tour_03_banned_cards() -> None:
    banned = deck(library=[("Govern the Unaligned", 58), ("Succubus Club", 1), ("Edge Explosion", 1)])
    problems = check_deck(banned)
    assert clauses(problems) == ["VT-TOUR-03", "VT-TOUR-03"]
    assert problems[0].message == "Succubus Club is on the VEKN banned list (banned 2005-01-01) (VT-TOUR-03)."
    crypt = check_deck(deck([*TREMERE_CRYPT[:-1], ("Tarbaby Jack (G3)", 1)]))
    assert "Tarbaby Jack (G3) is on the VEKN banned list" in " ".join(p.message for p in crypt)


def test_every_problem_is_named_at_once() -> None:
    bad = deck([("Abebe (G4)", 5), ("Ayelech (G6)", 6)], [("Govern the Unaligned", 58), ("Succubus Club", 1)])
    assert clauses(check_deck(bad)) == ["VT-DECK-02", "VT-DECK-03", "VT-DECK-06", "VT-TOUR-03"]
    assert all(p.message.endswith(f"({p.clause}).") or f"({p.clause})" in p.message for p in check_deck(bad))


def test_vt_scope_01_imbued_and_power_cards_in_core_mode() -> None:
    imbued = next(c for c in load_cards() if c.types == ("Imbued",))
    power = deck([(imbued.name, 12)], [("Govern the Unaligned", 59), ("Abjure", 1)])
    assert "VT-SCOPE-01" not in clauses(check_deck(power))
    scoped = [p for p in check_deck(power, core=True) if p.clause == "VT-SCOPE-01"]
    assert [p.cards for p in scoped] == [(imbued.name,), ("Abjure",)]


def test_unknown_rules() -> None:
    with pytest.raises(ValueError, match="'tournament' are not deck rules"):
        check_deck(deck(), "tournament")


# ------------------------------------------------------------------------- enforced mode


def test_enforced_mode_names_the_unimplemented_cards_of_a_deck() -> None:
    """A deck with a card whose effect is not implemented is refused, the card named; a vampire
    whose text holds only sect and title needs no code (coverage.py)."""
    from tabletome.games.vtes.coverage import implemented

    tremere = precon("Tremere")
    missing = [card for card, _ in tremere.entries if not implemented(card.id)]
    if not missing:
        assert unimplemented(tremere) is None
        return
    with pytest.raises(UnimplementedCards) as caught:
        unimplemented(tremere)
    assert [c.name for c in caught.value.cards] == [c.name for c in missing]
    assert "Ayelech (G6)" not in str(caught.value)  # "Camarilla Prince of Nairobi.": nothing to implement


def test_a_deck_whose_cards_all_have_effects_passes() -> None:
    db = load_cards()
    effects: Effects[object] = Effects(db)
    small = deck([("Ayelech (G6)", 12)], [("Deflection", 60)])
    effects.add("Ayelech (G6)", object())
    with pytest.raises(UnimplementedCards, match=r"uses 1 card the rules do not implement yet: Deflection\.$"):
        unimplemented(small, effects)
    effects.add("Deflection", object())
    assert unimplemented(small, effects) is None


def test_vt_deck_08_the_group_restriction_binds_deck_building_only() -> None:
    from tests.games.vtes.scenario import do, goto, legal, table, uncontrolled

    assert clauses(check_deck(deck([("Ayelech (G6)", 11), ("Alexis Sorokin (G4)", 1)]))) == ["VT-DECK-06"]
    s = table()  # group 6 crypts
    old = uncontrolled(s, 0, "Alexis Sorokin (G4)", blood=8)
    goto(s, "influence")
    assert f"bring {old}" in legal(s)
    do(s, f"bring {old}")
    assert old in s.ready[0]
    stolen = uncontrolled(s, 1, "Abebe (G4)", blood=2)
    s.uncontrolled[1].remove(stolen)
    s.ready[1].append(stolen)
    from tabletome.games.vtes import ops

    ops.steal_minion(s, stolen, 0)
    assert stolen in s.ready[0]
    goto(s, "minion")
    assert f"bleed {stolen}" in legal(s)
