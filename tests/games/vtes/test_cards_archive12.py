"""Cards of the archive's decks (twelfth list): each the one card missing from a tournament-winning deck."""

from __future__ import annotations

from tabletome.games.vtes.combat import AGG_AS_NORMAL, LONG, current_combat
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import attach, cid, do, legal, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, end_combat, fight, said, to

# ------------------------------------------------------------------------ Improvised Flamethrower


def flamethrower_fight(magnum: bool) -> tuple[VTESState, int, int, int]:
    """Greer (seat 0) bears the flamethrower; Agatha (seat 1) a .44 Magnum (she maneuvers to long range, where each
    has one strike) or nothing (close range)."""
    s = table()
    a = ready(s, 0, "Greer Worder (G6)", blood=6)  # capacity 4
    b = ready(s, 1, OPP, blood=6)
    w = attach(s, a, "Improvised Flamethrower")
    if magnum:
        attach(s, b, ".44 Magnum")  # strike: 2R damage, a maneuver
    fight(s, a, b)
    if magnum:
        do(s, next(m for m in legal(s) if m.startswith("maneuver")))  # to long range: the strikes choose themselves
    return s, a, b, w


def test_improvised_flamethrower_burns_when_damaged_at_long_range() -> None:
    """LSJ 20040802: the opposing minion's damage at long range burns it, and the bearer takes 2 aggravated."""
    s, a, b, w = flamethrower_fight(magnum=True)
    end_combat(s)
    assert said(s, "Agatha (G2) takes 2 aggravated damage") and not s.is_ready(b)  # its 2R aggravated strike
    assert w not in s.placed and cid("Improvised Flamethrower") in s.ash[0]
    assert said(s, "Improvised Flamethrower bursts into flames")
    assert said(s, "Greer Worder (G6) takes 2 aggravated damage") and not s.is_ready(a)


def test_improvised_flamethrower_kept_at_close_range_and_once_each_combat() -> None:
    s, a, b, w = flamethrower_fight(magnum=False)
    c = current_combat(s)
    assert c is not None
    c.add(b, AGG_AS_NORMAL, True, "combat")  # Agatha mends the flame, to see a second round
    c.add(a, "press", 1, "combat")  # Greer continues the combat
    to(s, "strike", 0)
    do(s, "strike improvised-flamethrower-2r-agg")
    to(s, "press", 0)
    assert c.range != LONG and s.minions[b].blood == 4
    do(s, next(m for m in legal(s) if m.startswith("press")))
    end_combat(s)
    assert w in s.placed and s.minions[a].blood == 4  # Agatha's two hand strikes: no burn at close range
    greer = [line for _, line in s.log if line.startswith("Greer Worder (G6) strikes")]
    assert greer == [  # "only usable once per combat": the hand strike, left alone, is chosen for him
        "Greer Worder (G6) strikes: improvised-flamethrower-2r-agg.",
        "Greer Worder (G6) strikes: hand.",
    ]
