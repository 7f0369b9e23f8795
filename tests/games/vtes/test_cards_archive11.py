"""Cards of the archive's decks (eleventh list): each the one card missing from a tournament-winning deck."""

from __future__ import annotations

from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import strength
from tests.games.vtes.scenario import attach, cid, do, goto, hand, legal, pass_until, play, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, end_combat, fight, in_combat, step, to

# ------------------------------------------------------------------------ Withering

TANGINE = "Tanginé (G4)"  # ani, THN; capacity 7


def withered(mode: str) -> tuple[VTESState, int, int]:
    """Tanginé strikes Agatha (strength 1) with Withering at ``mode``; Agatha hand-strikes back."""
    s = table()
    a = ready(s, 0, TANGINE, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Withering")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "withering", f"mode {mode}")
    end_combat(s)
    return s, a, b


def test_withering_thanatosis_on_the_opposing_minion_minus_1_strength_until_its_discard_phase() -> None:
    """LSJ 20020211: not on the opponent's strike this round (Agatha's hand strike still does 1)."""
    s, a, b = withered("basic")
    assert s.minions[a].blood == 5 and s.minions[b].blood == 3  # both hand strikes at strength 1
    (w,) = s.minions[b].cards
    assert s.placed[w].card == cid("Withering") and strength(s, b) == 0
    goto(s, "discard", 1)
    assert w not in s.placed and strength(s, b) == 1  # burned during its controller's discard phase


def test_withering_superior_the_minion_cannot_play_cards_requiring_disciplines() -> None:
    for mode, discipline_card in (("basic", True), ("superior", False)):
        s, a, b = withered(mode)
        assert strength(s, b) == 0
        hand(s, 1, "Undead Strength", "Lucky Blow")  # [pot]; no Discipline
        fight(s, b, a)
        to(s, "strike", 1)
        assert ("play undead-strength" in legal(s)) == discipline_card and "play lucky-blow" in legal(s)


def test_withering_animalism_strike_1r_damage() -> None:
    s, a, b = withered("ani")
    assert s.minions[b].blood == 3 and s.minions[a].blood == 5 and not s.minions[b].cards


# ------------------------------------------------------------------------ Darkling Trickery

GREER = "Greer Worder (G6)"  # obt, MYT; capacity 4


def darkling_fight(gun: bool) -> tuple[VTESState, int, int]:
    """Greer hand-strikes Agatha, who strikes back with her .44 Magnum (2R damage) or by hand."""
    s = table()
    s.public_decks = (False,) * 4  # decks that could hold it
    a = ready(s, 0, GREER, blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Darkling Trickery")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike hand")
    to(s, "strike", 1)
    do(s, next(m for m in legal(s) if m.startswith("strike ") and (m != "strike hand") == gun))
    return s, a, b


def test_darkling_trickery_superior_the_ranged_weapon_inflicts_no_damage_and_1r_environmental() -> None:
    s, a, b = darkling_fight(gun=True)
    pass_until(s, lambda st: st.to_move == 0 and "play darkling-trickery" in legal(st))
    play(s, "darkling-trickery", "mode superior")
    end_combat(s)
    assert s.minions[a].blood == 4  # the gun's 2R: none
    assert s.minions[b].blood == 4 - 1 - 1  # Greer's hand strike and the 1R environmental damage


def test_darkling_trickery_superior_only_against_a_ranged_weapon_strike() -> None:
    s, a, _ = darkling_fight(gun=False)
    seen: list[str] = []
    pass_until(s, lambda st: seen.append(step(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert "AggravatedWindow" not in seen and s.minions[a].blood == 3  # no window before resolution: Agatha's 1
