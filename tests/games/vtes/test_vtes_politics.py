"""V:TES step 4: diablerie, the blood hunt and the referendum.

clauses.md sections 7 (VT-REF, VT-VOTE, VT-SECT, VT-EDGE-04) and 9 (VT-DIAB, VT-ACT-28, VT-ACT-30).
"""

from __future__ import annotations

import pytest

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS
from tabletome.games.vtes import Decklist, precon
from tabletome.games.vtes.combat import Combat
from tabletome.games.vtes.politics import BLOOD_HUNT, Poll, Referendum, cast, passes, title_votes, votes_and_ballots
from tabletome.games.vtes.state import CENTRE, CardInfo, Vamp, VTESState
from tabletome.games.vtes.turn import BlockDecision, MinionPhase, new_table, parse_move

NAMES = ("Tremere", "Ventrue", "Brujah", "Malkavian")


@pytest.fixture(scope="module")
def decks() -> list[Decklist]:
    return [precon(n) for n in NAMES]


def take(s: VTESState, t: int, name: str) -> int:
    """Take the crypt card ``name`` of Methuselah ``t`` out of its crypt or uncontrolled region."""
    for j, c in enumerate(s.crypt[t]):
        if s.name(c).startswith(name):
            return s.crypt[t].pop(j)
    for j, v in enumerate(s.uncontrolled[t]):
        if s.name(v.card).startswith(name):
            return s.uncontrolled[t].pop(j).card
    raise AssertionError(f"{name} is not in Methuselah {t + 1}'s crypt")


def put(s: VTESState, t: int, name: str, blood: int, region: str = "ready", locked: bool = False) -> int:
    card = take(s, t, name)
    getattr(s, region)[t].append(Vamp(card, blood, locked))
    s._legal = None
    return card


def play(s: VTESState, *moves: str) -> None:
    for m in moves:
        s.apply(parse_move(m))


def table(decks: list[Decklist]) -> VTESState:
    """Seat 0 (Tremere) to act with Lauren (capacity 4, untitled, 1 blood); seat 1 (Ventrue) has
    Alexa Draper in torpor with 2 blood."""
    s = new_table(decks, 1, 0)
    put(s, 0, "Lauren", 1)
    put(s, 1, "Alexa Draper", 2, "torpor")
    return s


def test_vt_diab_02_04_vt_act_30_diablerie_moves_blood_and_burns_the_victim(decks: list[Decklist]) -> None:
    s = table(decks)
    victim = s.torpor[1][0].card
    assert parse_move("diablerize 1 2 1") in s.legal_actions()
    play(s, "diablerize 1 2 1")  # seat 1 has no ready vampire: nobody blocks
    assert not s.torpor[1] and s.ash[1] == [victim]  # VT-DIAB-04: burned, to the ash heap
    assert s.ready[0][0].blood == 3 and s.ready[0][0].locked  # VT-DIAB-02: 1 + 2
    # nobody has a vote or the Edge: the blood hunt has no votes for, and fails (VT-REF-07)
    assert isinstance(s.stack[-1], MinionPhase) and len(s.ready[0]) == 1


def test_vt_diab_02_excess_blood_drains(decks: list[Decklist]) -> None:
    s = table(decks)
    s.torpor[1][0] = s.torpor[1][0]._replace(blood=8)
    play(s, "diablerize 1 2 1")
    assert s.ready[0][0].blood == 4  # Lauren's capacity (VT-DIAB-02)


def test_vt_diab_08_vt_ref_01_blood_hunt_referendum_is_called_and_burns_the_diablerist(
    decks: list[Decklist],
) -> None:
    s = table(decks)
    lauren = s.ready[0][0].card
    put(s, 3, "Alexander Silverson", 3, locked=True)  # a Prince: 2 votes; locked, still votes (VT-VOTE-10)
    play(s, "diablerize 1 2 1")
    r = next(f for f in s.stack if isinstance(f, Referendum))
    assert r.kind == BLOOD_HUNT and r.subject == 0  # VT-DIAB-08: against the diablerist
    top = s.stack[-1]
    assert isinstance(top, Poll) and s.to_move == 3 and top.votes == 2  # VT-VOTE-06
    assert set(s.legal_actions()) == {cast("for"), cast("against"), PASS}
    play(s, "for")
    assert not s.ready[0] and s.ash[0] == [lauren]  # VT-DIAB-08: the diablerist is burned
    assert isinstance(s.stack[-1], MinionPhase) and s.to_move == 0


def test_vt_ref_07_tie_fails_and_vt_edge_04_edge_vote(decks: list[Decklist]) -> None:
    s = table(decks)
    put(s, 2, "Aline", 3, locked=True)  # a Baron: 2 votes (VT-VOTE-06)
    put(s, 3, "Ashley", 3)  # untitled: no vote (VT-VOTE-01)
    put(s, 3, "Sully", 3, "torpor")  # in torpor: no vote (VT-VOTE-11)
    s.edge = 3
    play(s, "diablerize 1 2 1")
    play(s, "for")  # seat 2: 2 votes for
    top = s.stack[-1]
    assert isinstance(top, Poll) and s.to_move == 3 and top.votes == 0 and top.edge
    assert set(s.legal_actions()) == {cast("for", True), cast("against", True), PASS}
    assert "VT-VOTE" in s.why_illegal(cast("for"))
    play(s, "against edge")  # 1 vote against: 2 to 1 passes
    assert s.edge == CENTRE  # VT-EDGE-04: the burned Edge goes back to the centre
    assert not s.ready[0]

    t = table(decks)
    put(t, 2, "Aline", 3, locked=True)
    put(t, 3, "Alexander Silverson", 3, locked=True)
    play(t, "diablerize 1 2 1", "for", "against")  # 2 for, 2 against: a tie fails (VT-REF-07)
    assert len(t.ready[0]) == 1 and isinstance(t.stack[-1], MinionPhase)


def test_vt_vote_06_to_09_13_title_table(decks: list[Decklist]) -> None:
    for title, votes in [
        ("Primogen", 1),
        ("Prince", 2),
        ("Baron", 2),
        ("Justicar", 3),
        ("Inner Circle", 4),
        ("Bishop", 1),
        ("Archbishop", 2),
        ("Cardinal", 3),
        ("Regent", 4),
        ("Magaji", 2),
        ("1 vote", 1),
        ("2 votes", 2),
        ("Priscus", 0),
        (None, 0),
    ]:
        assert title_votes(title) == votes, title
    s = new_table(decks, 1, 0)
    s.info = dict(s.info)
    s.info[-2] = CardInfo("A priscus", 5, "Priscus")
    s.info[-3] = CardInfo("A justicar", 9, "Justicar")
    s.ready[1] += [Vamp(-2, 1), Vamp(-3, 1)]
    s.torpor[1].append(Vamp(-3, 1))
    assert votes_and_ballots(s, 1) == (3, 1)  # torpor vampire: none (VT-VOTE-11); priscus: a ballot (VT-VOTE-13)


def test_vt_vote_14_prisci_block_and_vt_ref_07() -> None:
    assert passes(1, 0, 0, 0) and not passes(0, 0, 0, 0) and not passes(2, 2, 0, 0)  # VT-REF-07
    assert passes(0, 2, 2, 1)  # the prisci block's 3 votes to the side with more ballots
    assert not passes(1, 0, 0, 1) and not passes(0, 0, 1, 1)  # tied ballots: the block abstains


def test_vt_act_28_own_vampire_is_undirected_and_unblockable(decks: list[Decklist]) -> None:
    s = new_table(decks, 1, 0)
    put(s, 0, "Lauren", 1)
    own = put(s, 0, "Nassir", 2, "torpor")
    put(s, 1, "Alice Chen", 3)
    play(s, "diablerize 1 1 1")  # +1 stealth: nobody can block at intercept 0 (VT-STL-02)
    assert s.ash[0] == [own] and s.ready[0][0].blood == 3


def test_vt_act_28_30_directed_diablerie_may_be_blocked(decks: list[Decklist]) -> None:
    s = table(decks)
    put(s, 1, "Alice Chen", 3)
    play(s, "diablerize 1 2 1")
    assert isinstance(s.stack[-1], BlockDecision) and s.to_move == 1  # directed, 0 stealth
    s.apply(Action("block", (1,)))
    assert not any(isinstance(f, Combat | Referendum) for f in s.stack)  # one round, then over
    assert len(s.torpor[1]) == 1 and not s.ash[1]  # blocked: no diablerie (VT-RES-02)


def test_vt_diab_01_why_illegal(decks: list[Decklist]) -> None:
    s = table(decks)
    why = s.why_illegal(parse_move("diablerize 1 2 2"))
    assert "VT-DIAB-01" in why and "VT-ACT-30" in why
    s.ready[0][0] = s.ready[0][0]._replace(locked=True)
    s._legal = None
    assert parse_move("diablerize 1 2 1") not in s.legal_actions()
