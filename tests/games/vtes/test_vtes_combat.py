"""V:TES step 3: block attempts, stealth and intercept, combat, torpor, leave torpor, rescue.

clauses.md sections 6 (VT-ANN, VT-BLK, VT-STL, VT-RES), 8 (VT-CMB, VT-RNG, VT-STR, VT-DMG,
VT-PRS) and 9 (VT-TORP); diablerie and the blood hunt are tested in test_vtes_politics.py.
"""

from __future__ import annotations

import pytest

from tabletome.engine.actions import Action
from tabletome.engine.errors import NotationError
from tabletome.engine.flow import PASS
from tabletome.games.vtes import Decklist, precon
from tabletome.games.vtes.combat import HAND, Combat, StrikeChoice
from tabletome.games.vtes.state import CENTRE, Vamp, VTESState
from tabletome.games.vtes.turn import can_block, new_table, parse_move, undirected_blockers

NAMES = ("Tremere", "Ventrue", "Brujah", "Malkavian", "Toreador")


@pytest.fixture(scope="module")
def decks() -> list[Decklist]:
    return [precon(n) for n in NAMES]


def play(s: VTESState, *moves: str) -> None:
    for m in moves:
        s.apply(parse_move(m))


def table(decks: list[Decklist], n: int = 4, mine: int = 3, theirs: int | None = None) -> VTESState:
    """Seat 0 to act with one ready vampire of ``mine`` blood; seat 1 with one of ``theirs``."""
    s = new_table(decks[:n], 1, 0)
    s.ready[0].append(Vamp(s.uncontrolled[0].pop().card, mine))
    if theirs is not None:
        s.ready[1].append(Vamp(s.uncontrolled[1].pop().card, theirs))
    s._legal = None
    return s


def blood(s: VTESState) -> int:
    """Every counter on the table: pools and blood on vampires in every region."""
    return sum(s.pool) + sum(
        v.blood for t in range(s.players) for z in (s.uncontrolled[t], s.ready[t], s.torpor[t]) for v in z
    )


def test_vt_stl_02_vt_stl_01_hunt_is_not_blockable_at_intercept_0(decks: list[Decklist]) -> None:
    s = table(decks, mine=1, theirs=2)
    s.ready[3].append(Vamp(s.uncontrolled[3].pop().card, 2))  # the predator too (VT-BLK-02)
    assert can_block(s, 1, 0) and not can_block(s, 1, 1)  # 0 intercept < 1 stealth
    play(s, "hunt 1")
    assert s.to_move == 0 and s.ready[0][0].blood == 2  # nobody was asked: the hunt succeeds
    assert undirected_blockers(s, 0) == (1, 3)  # prey first, then predator (VT-BLK-02)
    two = table(decks, n=2)
    assert undirected_blockers(two, 0) == (1,)


def test_vt_blk_01_vt_res_03_bleed_blocked_at_0_vs_0_then_combat(decks: list[Decklist]) -> None:
    s = table(decks, mine=3, theirs=2)
    s.ready[2].append(Vamp(s.uncontrolled[2].pop().card, 2))  # not targeted: never asked (VT-BLK-01)
    play(s, "bleed 1")
    assert s.to_move == 1 and set(s.legal_actions()) == {Action("block", (1,)), PASS}
    assert s.view(1)["decisions"][-2] == {"action": "bleed", "actor": 0, "vampire": 1, "stealth": 0}
    before = blood(s)
    play(s, "block 1")  # VT-STL-01: 0 >= 0
    # VT-RES-02: no pool burned, no Edge; VT-RES-03: the blocker locks; VT-CMB-01: combat
    assert s.pool[1] == 30 and s.edge == CENTRE and s.ready[1][0].locked
    # VT-STR-06: a hand strike for strength 1 each; VT-DMG-03: each mends 1 point with 1 blood
    assert s.ready[0][0].blood == 2 and s.ready[1][0].blood == 1
    assert blood(s) == before - 2  # the burned blood went to the bank
    assert s.to_move == 0 and len(s.stack) == 2  # VT-PRS-01: no press, the combat is over


def test_vt_str_02_strike_choice_keeps_the_frame_shape(decks: list[Decklist]) -> None:
    only = StrikeChoice(1, 0, (HAND,))
    assert only.seat is None  # one strike: automatic
    two = StrikeChoice(1, 0, (HAND, "dodge"))  # what a card could add
    s = table(decks, theirs=1)
    assert two.seat == 1 and list(two.options(s, None)) == [Action("strike", (1,)), Action("strike", (2,))]
    s.push(two)
    s.apply(Action("strike", (2,)))
    assert two.chosen == "dodge"


def test_vt_cmb_07_combat_frame_runs_one_round_at_close_range(decks: list[Decklist]) -> None:
    s = table(decks, mine=2, theirs=2)
    c = Combat(0, 0, 1, 0)
    assert c.seat is None and c.range == "close"  # VT-RNG-02
    s.push(c)
    s.settle()
    assert s.ready[0][0].blood == 1 and s.ready[1][0].blood == 1 and c not in s.stack


def test_vt_dmg_04_05_vt_torp_01_no_blood_goes_to_torpor(decks: list[Decklist]) -> None:
    s = table(decks, mine=1, theirs=0)
    s.ready[1][0] = s.ready[1][0]._replace(locked=False)
    play(s, "bleed 1", "block 1")
    # the blocker had no blood to mend with: wounded, to torpor (VT-DMG-04, VT-DMG-05, VT-TORP-01)
    assert s.ready[1] == [] and len(s.torpor[1]) == 1 and s.torpor[1][0].blood == 0
    assert s.torpor[1][0].locked  # it went with its lock (it blocked)
    assert s.ready[0][0].blood == 0  # the bleeder mended with its last blood (VT-DMG-03)


def test_vt_cmb_09_both_to_torpor(decks: list[Decklist]) -> None:
    s = table(decks, mine=0, theirs=0)
    s.push(Combat(0, 0, 1, 0))
    s.settle()
    assert not s.ready[0] and not s.ready[1] and len(s.torpor[0]) == len(s.torpor[1]) == 1


def test_vt_torp_03_04_torpid_vampire_cannot_bleed_hunt_or_block(decks: list[Decklist]) -> None:
    s = table(decks, mine=3)
    s.torpor[0].append(s.ready[0].pop())
    s.torpor[1].append(Vamp(s.uncontrolled[1].pop().card, 3))
    s._legal = None
    legal = set(s.legal_actions())
    assert Action("bleed", (1,)) not in legal and Action("hunt", (1,)) not in legal
    assert "VT-TORP-03" in s.why_illegal(parse_move("bleed 1"))
    assert Action("leave", (1,)) in legal  # VT-TORP-03: the one action it may take
    s.ready[0].append(Vamp(s.uncontrolled[0].pop().card, 3))
    s._legal = None
    play(s, "bleed 1")  # seat 1's only vampire is in torpor: it cannot block (VT-TORP-04)
    assert s.to_move == 0 and s.pool[1] == 29


def test_vt_act_25_leave_torpor_costs_2_blood_and_stealth_1(decks: list[Decklist]) -> None:
    s = table(decks, mine=3, theirs=2)
    s.torpor[0].append(s.ready[0].pop())
    s._legal = None
    play(s, "leave 1")  # undirected, +1 stealth: the prey's 0 intercept cannot block it
    assert s.to_move == 0 and not s.torpor[0]
    assert s.ready[0] == [Vamp(s.ready[0][0].card, 1, True)]  # 2 blood paid; locked by acting (VT-MIN-02)
    low = table(decks, mine=1)
    low.torpor[0].append(low.ready[0].pop())
    low._legal = None
    assert Action("leave", (1,)) not in low.legal_actions()
    assert "VT-ACT-25" in low.why_illegal(parse_move("leave 1"))
    locked = table(decks, mine=3)
    locked.torpor[0].append(locked.ready[0].pop()._replace(locked=True))
    locked._legal = None
    assert "VT-MIN-02" in locked.why_illegal(parse_move("leave 1"))


def test_vt_act_27_28_29_rescue_own_vampire(decks: list[Decklist]) -> None:
    s = table(decks, mine=3, theirs=2)
    s.torpor[0].append(Vamp(s.uncontrolled[0].pop().card, 0))
    s._legal = None
    rescues = [a for a in s.legal_actions() if a.verb == "rescue"]
    assert rescues == [Action("rescue", (1, 1, 1, 2))]  # the torpid vampire has no blood: the rescuer pays 2
    play(s, "rescue 1 1 1")  # undirected, +1 stealth (VT-ACT-28): nobody can block
    assert s.to_move == 0 and not s.torpor[0] and len(s.ready[0]) == 2
    assert s.ready[0][0] == Vamp(s.ready[0][0].card, 1, True) and s.ready[0][1].blood == 0
    assert not s.ready[0][1].locked  # VT-ACT-29: its lock does not change


def test_vt_act_27_28_rescue_of_another_methuselahs_vampire_is_directed(decks: list[Decklist]) -> None:
    s = table(decks, mine=3, theirs=2)
    s.torpor[1].append(Vamp(s.uncontrolled[1].pop().card, 1))
    s._legal = None
    legal = {a for a in s.legal_actions() if a.verb == "rescue"}
    assert legal == {Action("rescue", (1, 2, 1, 1)), Action("rescue", (1, 2, 1, 2))}  # any split (VT-ACT-27)
    c = s.clone()
    play(s, "rescue 1 2 1 1")
    assert s.to_move == 1  # directed, 0 stealth: the torpid vampire's controller may block (VT-BLK-01)
    play(s, "pass")
    assert s.ready[0][0].blood == 2 and not s.torpor[1] and s.ready[1][-1].blood == 0  # 1 + 1 paid
    play(c, "rescue 1 2 1 1", "block 1")  # VT-ACT-29: a blocked rescue leads to combat
    assert c.torpor[1][0].blood == 1 and c.ready[0][0].blood == 2 and c.ready[1][0].blood == 1


def test_vt_torp_05_torpor_keeps_blood_and_unlocks(decks: list[Decklist]) -> None:
    s = table(decks, n=2, mine=3)
    s.torpor[0].append(s.ready[0].pop()._replace(locked=True))
    s._legal = None
    play(s, "end", "end", "pass", "end", "end", "pass")  # around the table
    assert s.current == 0 and s.torpor[0][0].blood == 3 and not s.torpor[0][0].locked


def test_moves_leave_rescue_and_diablerie() -> None:
    assert parse_move("leave 2") == Action("leave", (2,))
    assert parse_move("rescue 1 2 1") == Action("rescue", (1, 2, 1, 2))
    assert parse_move("rescue 1 2 1 0") == Action("rescue", (1, 2, 1, 0))
    assert parse_move("diablerise 1 2 1") == parse_move("diablerize 1 2 1") == Action("diablerize", (1, 2, 1))
    with pytest.raises(NotationError):
        parse_move("diablerize 1 2")
