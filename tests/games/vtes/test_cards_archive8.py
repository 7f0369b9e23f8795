"""Cards of the archive's decks (issue 37, eighth list): the in-scope cards each holding back a
tournament-winning deck since 2020 on its own."""

from __future__ import annotations

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.traits import has_trait, master_clan, slave_may_direct
from tests.games.vtes.scenario import (
    do,
    finish_action,
    goto,
    legal,
    ready,
    table,
)

PLAIN = "Alice Chen (G6)"  # Camarilla Ventrue, capacity 7
TREMERE_ANTITRIBU = "Esoara (G4)"  # Sabbat Tremere antitribu, no text


# ------------------------------------------------------------------------ Sheela Na Gig (Slave, VT-TRAIT-10)


def test_sheela_na_gig_lower_case_tremere_antitribu_slave_is_the_slave_trait() -> None:
    """VT-TRAIT-10: "Tremere antitribu slave." (lower case, at the end of the text) is the Slave trait,
    its master clan Tremere antitribu (not "antitribu"): no directed action without one ready."""
    cards = load_cards()
    sheela = facts(cards.named("Sheela Na Gig (G5)").id)
    assert master_clan(sheela) == "Tremere antitribu"
    assert master_clan(facts(cards.named("Pugfar (G2)").id)) == "Tremere antitribu"
    assert master_clan(facts(cards.named("Porphyry (G6)").id)) == "Tremere"
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    assert has_trait(s, g, "Slave") and has_trait(s, g, "Flight")
    assert not slave_may_direct(s, 0, g)
    goto(s, "minion")
    assert f"bleed {g}" not in legal(s)
    ready(s, 0, TREMERE_ANTITRIBU)
    assert slave_may_direct(s, 0, g)


def test_sheela_na_gig_locks_to_give_an_acting_tremere_antitribu_you_control_1_bleed() -> None:
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    t = ready(s, 0, TREMERE_ANTITRIBU, blood=4)
    goto(s, "minion")
    do(s, f"bleed {t}")
    do(s, f"use {g} 1")
    finish_action(s)
    assert s.minions[g].locked and s.pool[1] == 28


def test_sheela_na_gig_gives_no_bleed_to_a_vampire_of_another_clan() -> None:
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    p = ready(s, 0, PLAIN, blood=4)
    goto(s, "minion")
    do(s, f"bleed {p}")
    assert f"use {g} 1" not in legal(s)
