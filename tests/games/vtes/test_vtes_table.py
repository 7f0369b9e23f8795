"""V:TES step 2: the table and the turn without card effects (clauses.md, VT-SETUP to VT-EDGE)."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.engine.actions import Action
from tabletome.engine.errors import IllegalAction, NotationError
from tabletome.engine.flow import PASS, GameOver
from tabletome.engine.rng import Rng
from tabletome.games.vtes import Decklist, precon
from tabletome.games.vtes.politics import Poll
from tabletome.games.vtes.state import CENTRE, Vamp, VTESState
from tabletome.games.vtes.turn import CRYPT, END, BlockDecision, new_table, oust, parse_move

NAMES = ("Tremere", "Ventrue", "Brujah", "Malkavian", "Toreador")


@pytest.fixture(scope="module")
def decks() -> list[Decklist]:
    return [precon(n) for n in NAMES]


def table(decks: list[Decklist], n: int = 4, seed: int = 1, first: int = 0) -> VTESState:
    return new_table(decks[:n], seed, first)


def owned(s: VTESState, t: int) -> Counter[int]:
    zones = (s.library[t], s.hand[t], s.crypt[t], s.ash[t], s.removed[t])
    cards = Counter(c for z in zones for c in z)
    cards.update(v.card for z in (s.uncontrolled[t], s.ready[t], s.torpor[t]) for v in z)
    return cards


def deck_cards(s: VTESState, t: int) -> Counter[int]:
    d = s.decks[t]
    return Counter({c.id: k for c, k in (*d.crypt, *d.library)})


def play(s: VTESState, *moves: str) -> None:
    for m in moves:
        s.apply(parse_move(m))


def test_vt_setup_01_table_sizes(decks: list[Decklist]) -> None:
    with pytest.raises(ValueError, match="VT-SETUP-01"):
        new_table(decks[:1], 0)
    assert new_table(decks[:2] * 3, 0).players == 6


def test_vt_setup_05_09_10_counts(decks: list[Decklist]) -> None:
    s = table(decks, 5)
    for t in range(5):
        assert s.pool[t] == 30  # VT-SETUP-05
        assert len(s.hand[t]) == 7  # VT-SETUP-09
        assert len(s.uncontrolled[t]) == 4 and all(v.blood == 0 for v in s.uncontrolled[t])  # VT-SETUP-10
        lib = sum(k for _, k in s.decks[t].library)
        crypt = sum(k for _, k in s.decks[t].crypt)
        assert len(s.library[t]) == lib - 7 and len(s.crypt[t]) == crypt - 4
        assert owned(s, t) == deck_cards(s, t)
    assert s.edge == CENTRE  # VT-SETUP-07
    assert s.vp == [0] * 5


def test_vt_setup_02_first_from_seed_and_order(decks: list[Decklist]) -> None:
    firsts = {new_table(decks[:5], seed).current for seed in range(30)}
    assert len(firsts) > 1
    s = table(decks, 4, first=2)
    assert s.current == 2 and s.to_move == 2
    assert s.prey(2) == 3 and s.predator(2) == 1 and s.prey(3) == 0  # VT-SETUP-04


def test_vt_setup_04_two_players_prey_and_predator(decks: list[Decklist]) -> None:
    s = table(decks, 2)
    assert s.prey(0) == s.predator(0) == 1


def test_vt_inf_02_transfers_by_turn(decks: list[Decklist]) -> None:
    s = table(decks, 5)
    seen = []
    for _ in range(6):
        play(s, "end")  # minion phase: no vampire yet
        assert s.phase == "influence"
        seen.append(s.transfers)
        play(s, "end", "pass")
    assert seen == [1, 2, 3, 4, 4, 4]  # VT-INF-01, VT-INF-02


def test_vt_inf_04_transfer_costs_pool_one_per_blood(decks: list[Decklist]) -> None:
    s = table(decks, 4)
    play(s, "end")
    assert Action("transfer", (1, 2)) not in s.legal_actions()  # 1 transfer on turn 1
    assert "VT-INF" in s.why_illegal(parse_move("transfer 1 2"))
    play(s, "transfer 1")
    assert s.pool[0] == 29 and s.uncontrolled[0][0].blood == 1 and s.transfers == 0
    assert "VT-INF-05" in s.why_illegal(parse_move("return 1"))
    assert "VT-INF-06" in s.why_illegal(CRYPT)
    assert "no uncontrolled vampire" in s.why_illegal(parse_move("bring 9"))


def test_vt_inf_05_06_return_and_crypt(decks: list[Decklist]) -> None:
    s = table(decks, 4)
    s.turn = 4  # the 4th game turn gives 4 transfers
    s.uncontrolled[0][0] = Vamp(s.uncontrolled[0][0].card, 2)
    play(s, "end")
    assert s.transfers == 4
    play(s, "return 1")  # 2 transfers: 1 blood back to pool
    assert s.pool[0] == 31 and s.uncontrolled[0][0].blood == 1 and s.transfers == 2
    assert CRYPT not in s.legal_actions()
    s2 = table(decks, 4)
    s2.turn = 4
    play(s2, "end", "crypt")  # 4 transfers and 1 pool
    assert s2.pool[0] == 29 and len(s2.uncontrolled[0]) == 5 and s2.transfers == 0
    assert owned(s2, 0) == deck_cards(s2, 0)


def test_vt_inf_07_bring_out_at_capacity(decks: list[Decklist]) -> None:
    s = table(decks, 4)
    v = s.uncontrolled[0][1]
    cap = s.capacity(v.card)
    s.uncontrolled[0][1] = Vamp(v.card, cap - 1)
    play(s, "end")
    assert "VT-INF-07" in s.why_illegal(parse_move("bring 2"))
    play(s, "transfer 2")
    play(s, "bring 2")
    assert s.ready[0] == [Vamp(v.card, cap, False)] and len(s.uncontrolled[0]) == 3
    # excess blood drains when the vampire is brought out
    s2 = table(decks, 4)
    s2.uncontrolled[0][0] = Vamp(s2.uncontrolled[0][0].card, 20)
    play(s2, "end", "bring 1")
    assert s2.ready[0][0].blood == s2.capacity(s2.ready[0][0].card)


def with_vampire(decks: list[Decklist], n: int = 4, blood: int = 3) -> VTESState:
    s = table(decks, n)
    v = s.uncontrolled[0].pop()
    s.ready[0].append(Vamp(v.card, blood))
    s._legal = None
    return s


def test_vt_act_06_10_bleed_for_one_and_the_edge(decks: list[Decklist]) -> None:
    s = with_vampire(decks)
    play(s, "bleed 1")
    assert s.pool[1] == 29 and s.pool[0] == 30  # the prey burns 1 (VT-ACT-09, VT-ACT-10)
    assert s.edge == 0  # VT-EDGE-02
    assert s.ready[0][0].locked  # VT-MIN-02
    assert "VT-MIN-02" in s.why_illegal(parse_move("bleed 1"))
    assert "VT-MIN-02" in s.why_illegal(parse_move("hunt 3"))
    play(s, "end", "end", "pass")
    assert s.current == 1


def test_vt_blk_01_target_blocks_a_bleed(decks: list[Decklist]) -> None:
    s = with_vampire(decks)
    w = s.uncontrolled[1].pop()
    s.ready[1].append(Vamp(w.card, 2))
    play(s, "bleed 1")
    assert s.to_move == 1 and set(s.legal_actions()) == {Action("block", (1,)), PASS}
    assert s.view(2)["decisions"][-1] == {"block": 1, "actor": 0, "action": "bleed", "vampire": 1}
    assert "VT-BLK-01" in s.why_illegal(parse_move("block 2"))
    c = s.clone()
    play(s, "block 1")  # 0 intercept meets 0 stealth: blocked (VT-STL-01); the blocker locks (VT-RES-03)
    assert s.pool[1] == 30 and s.edge == CENTRE and s.ready[1][0].locked and s.to_move == 0
    # step 3: combat follows (VT-RES-03): hand strikes for 1 each, mended with 1 blood (VT-DMG-03)
    assert s.ready[0][0].blood == 2 and s.ready[1][0].blood == 1
    play(c, "pass")  # declined (VT-BLK-05): the bleed succeeds
    assert c.pool[1] == 29 and c.edge == 0 and not c.ready[1][0].locked and c.to_move == 0
    # a locked vampire cannot block: the bleed is not offered to blockers
    s2 = with_vampire(decks)
    s2.ready[1].append(Vamp(s2.uncontrolled[1].pop().card, 2, True))
    play(s2, "bleed 1")
    assert s2.pool[1] == 29 and s2.to_move == 0


def test_vt_stl_02_hunt_is_not_blocked(decks: list[Decklist]) -> None:
    s = with_vampire(decks, blood=1)
    s.ready[1].append(Vamp(s.uncontrolled[1].pop().card, 2))
    play(s, "hunt 1")
    assert s.to_move == 0 and s.ready[0][0].blood == 2


def test_vt_edge_03_edge_pool_and_vt_unl_01_unlock(decks: list[Decklist]) -> None:
    s = with_vampire(decks, n=2)
    play(s, "bleed 1", "end", "end", "pass")  # seat 1's turn
    play(s, "end", "end", "pass")  # back to seat 0: unlock, Edge pool
    assert s.current == 0 and s.pool[0] == 31 and not s.ready[0][0].locked


def test_vt_act_14_hunt_gains_blood_up_to_capacity(decks: list[Decklist]) -> None:
    s = with_vampire(decks, blood=1)
    play(s, "hunt 1")
    assert s.ready[0][0].blood == 2 and s.ready[0][0].locked
    cap = s.capacity(s.ready[0][0].card)
    s2 = with_vampire(decks, blood=cap)
    play(s2, "hunt 1")
    assert s2.ready[0][0].blood == cap


def test_vt_act_15_empty_vampire_must_hunt(decks: list[Decklist]) -> None:
    s = with_vampire(decks, blood=0)
    assert set(s.legal_actions()) == {Action("hunt", (1,))}
    assert "VT-ACT-15" in s.why_illegal(END)
    assert "VT-ACT-15" in s.why_illegal(parse_move("bleed 1"))


def test_vt_oust_01_vp_01_ousting_and_vp(decks: list[Decklist]) -> None:
    s = with_vampire(decks, n=4)
    s.pool[1] = 1
    s.edge = 1
    play(s, "bleed 1")
    assert s.ousted_on[1] == 1 and s.pool[1] == 0  # VT-OUST-01
    assert s.vp[0] == 1 and s.pool[0] == 36  # VT-VP-01
    assert s.prey(0) == 2 and s.predator(2) == 0  # VT-OUST-04
    assert not s.uncontrolled[1] and len(s.removed[1]) == 4  # VT-OUST-02
    assert s.edge == 0
    play(s, "end", "end", "pass")
    assert s.current == 2  # VT-OUST-05: the ousted seat takes no turn


def test_vt_vp_03_04_last_standing_and_outcome(decks: list[Decklist]) -> None:
    s = with_vampire(decks, n=2)
    s.pool[1] = 1
    play(s, "bleed 1")
    assert s.to_move is None and s.legal_actions() == ()
    assert s.vp == [2, 0]  # VT-VP-01, VT-VP-03
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "VT-VP-04"
    assert [r.score for r in oc.ranking()] == [2.0, 0.0] and oc.ranking()[1].eliminated == 1
    assert "over" in s.why_illegal(END)
    with pytest.raises(IllegalAction):
        s.apply(END)


def test_vt_vp_05_rulebook_example(decks: list[Decklist]) -> None:
    s = table(decks, 5)  # A..E are seats 0..4, clockwise
    oust(s, [4])  # E: D gains 1 VP and 6 pool
    assert s.vp[3] == 1 and s.pool[3] == 36
    oust(s, [3])  # D: C gains 1 VP
    oust(s, [1])  # B: A gains 1 VP
    with pytest.raises(GameOver):
        oust(s, [2])  # C: A gains 1 VP, and 1 more as the last standing (VT-VP-03)
    assert s.vp == [3, 0, 1, 1, 0]
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and s.to_move is None


def test_vt_vp_04_shared_highest_total_nobody_wins(decks: list[Decklist]) -> None:
    s = table(decks, 3)
    s.vp = [1, 0, 0]
    with pytest.raises(GameOver):
        oust(s, [1, 2])  # simultaneous (AMB-10): 0 gains 1 for prey 1, 1 gains 1 for prey 2, 0 is last: 3
    assert s.vp == [3, 1, 0]
    s2 = table(decks, 2)
    s2.vp = [0, 1]
    with pytest.raises(GameOver):
        oust(s2, [0])  # 1 gains 1 + 1 last standing: 3 vs 0
    s3 = table(decks, 3)
    s3.vp = [2, 0, 0]
    oust(s3, [0])  # seat 2 (predator of 0) gains 1
    s3.vp[1] = 2
    with pytest.raises(GameOver):
        oust(s3, [2])  # seat 1 gains 1 + 1: 4 vs 2; now make a tie by hand
    s3.vp = [2, 2, 1]
    oc = s3.final_outcome("VT-VP-04", "tie")
    assert oc.winners == () and [r.rank for r in oc.ranking()] == [1, 1, 3]


def test_amb_21_own_pool_to_zero_ousts_and_ends_the_turn(decks: list[Decklist]) -> None:
    s = table(decks, 3)
    s.pool[0] = 1
    play(s, "end", "transfer 1")
    assert s.ousted_on[0] == 1 and s.vp[2] == 1 and s.pool[2] == 36
    assert s.current == 1 and s.phase == "minion"


def test_vt_disc_02_discard_and_draw(decks: list[Decklist]) -> None:
    s = table(decks, 4)
    play(s, "end", "end")
    card = s.hand[0][2]
    lib = len(s.library[0])
    play(s, "discard 3")
    assert s.ash[0] == [card] and len(s.hand[0]) == 7 and len(s.library[0]) == lib - 1
    assert s.current == 1


def test_moves_notation() -> None:
    assert parse_move("transfer 3") == Action("transfer", (3, 1))
    assert parse_move(" Transfer  3 2 ") == Action("transfer", (3, 2))
    assert parse_move("pass") is PASS and parse_move("end") == END
    with pytest.raises(NotationError, match="bleed 1"):
        parse_move("bleed")
    with pytest.raises(NotationError):
        parse_move("jump 2")


def check_invariants(s: VTESState) -> None:
    for t in range(s.players):
        assert owned(s, t) == deck_cards(s, t)  # no card duplicated or lost
        for v in (*s.ready[t], *s.torpor[t]):
            assert v.blood <= s.capacity(v.card)  # E6: blood never exceeds capacity
        assert s.pool[t] >= 0
        if not s.in_game(t):
            assert not s.ready[t] and not s.uncontrolled[t] and s.pool[t] == 0
    if s.to_move is not None:
        assert s.in_game(s.to_move)
        asked = [f.seat for f in s.stack if isinstance(f, (BlockDecision, Poll))]
        assert s.to_move in (s.current, *asked)  # the turn, or a Methuselah asked to block or to vote


def counters(s: VTESState, t: int) -> int:
    return s.pool[t] + sum(v.blood for v in s.uncontrolled[t])


def table_blood(s: VTESState) -> int:
    """Pools and blood on vampires, every region (uncontrolled included)."""
    return sum(s.pool) + sum(
        v.blood for t in range(s.players) for z in (s.uncontrolled[t], s.ready[t], s.torpor[t]) for v in z
    )


def combat_burn(s: VTESState, top: BlockDecision, a: Action) -> int:
    """Blood the two combatants burn for a block's combat: 1 each for a hand strike, if they have it."""
    assert top.seat is not None
    if top.kind == "leave":
        return 0  # VT-ACT-26: no combat
    actor = s.ready[top.actor][top.vampire - 1].blood
    blocker = s.ready[top.seat][int(a.args[0]) - 1].blood
    return min(actor, 1) + min(blocker, 1)


def vampires(s: VTESState, t: int) -> Counter[int]:
    return Counter(v.card for z in (s.uncontrolled[t], s.ready[t], s.torpor[t]) for v in z)


def check_burned(s: VTESState, before: list[Counter[int]], ash: list[Counter[int]]) -> int:
    """Step 4: a vampire that left play (a diablerie's victim, a hunted diablerist) is in its
    owner's ash heap (VT-DIAB-04, VT-DIAB-08); returns how many were burned."""
    burned = 0
    for t in range(s.players):
        if not s.in_game(t):
            continue  # ousted: its vampires are removed from the game (VT-OUST-02)
        gone = before[t] - vampires(s, t)
        assert Counter(s.ash[t]) - ash[t] >= gone
        burned += sum(gone.values())
    return burned


def random_game(
    decks: list[Decklist], n: int, seed: int, cap: int = 20000, torpor: bool = False, stats: Counter[str] | None = None
) -> tuple[VTESState, list[Action]]:
    s = new_table(decks[:n], seed)
    if torpor:
        start_in_torpor(s)
    rng = Rng(seed * 7 + 1)
    moves: list[Action] = []
    while s.to_move is not None and len(moves) < cap:
        a = rng.choice(s.legal_actions())
        me = s.current
        before = counters(s, me)
        prey = s.prey(me)
        prey_pool = s.pool[prey]
        vp = s.vp[:]
        top = s.stack[-1]
        blocking = isinstance(top, BlockDecision)
        total = table_blood(s)
        torpid = [[v.blood for v in z] for z in s.torpor]
        burn = combat_burn(s, top, a) if isinstance(top, BlockDecision) and a.verb == "block" else 0
        in_play = [vampires(s, t) for t in range(s.players)]
        ash = [Counter(z) for z in s.ash]
        s.apply(a)
        moves.append(a)
        burned = check_burned(s, in_play, ash)
        if stats is not None:
            stats[a.verb] += 1
            stats["burned"] += burned
        if s.to_move is not None and s.vp == vp:  # no oust (it removes vampires and moves pool)
            # step 3: the blood burned in combat goes to the bank (VT-DMG-03)
            if a.verb == "block":
                assert table_blood(s) == total - burn
            # vampires in torpor keep their blood (VT-TORP-02); torpor only grows, unless one left it
            if sum(map(len, s.torpor)) >= sum(map(len, torpid)):
                for t in range(s.players):
                    assert [v.blood for v in s.torpor[t][: len(torpid[t])]] == torpid[t]
        if a.verb in ("transfer", "return") and s.in_game(me):
            assert counters(s, me) == before  # VT-INF-04, VT-INF-05 move counters
        if a.verb == "bleed" and s.in_game(prey) and s.to_move == me:
            assert s.pool[prey] == prey_pool - 1  # VT-ACT-10: unblockable here
        if blocking and a is PASS and s.in_game(prey) and isinstance(top, BlockDecision) and top.kind == "bleed":
            assert s.pool[prey] == prey_pool - 1  # declined block: VT-ACT-10
        if a.verb == "block":
            assert s.pool[prey] == prey_pool  # VT-RES-02
        if a.verb == "bleed" and not s.in_game(prey):
            assert s.vp[me] >= vp[me] + 1  # VT-VP-01
        check_invariants(s)
    return s, moves


def start_in_torpor(s: VTESState) -> None:
    """Step 3: each Methuselah starts with two face-up vampires in torpor (0 and 2 blood).

    Without cards no vampire ever reaches torpor in play: a ready vampire has blood whenever it is
    unlocked outside its own turn (a vampire emptied in combat is locked, and must hunt once it
    unlocks, VT-ACT-15), so every combat is between vampires that can mend. Starting some vampires
    in torpor exercises leave torpor, rescue (and its blocks), and 0-blood blockers."""
    for t in range(s.players):
        for b in (0, 2):
            v = s.uncontrolled[t].pop()
            s.torpor[t].append(Vamp(v.card, min(b, s.capacity(v.card))))
    s._legal = None


@pytest.mark.parametrize(("n", "seed"), [(4, 1), (5, 2), (5, 3), (2, 4), (6, 5)])
def test_random_games_end_with_conservation(decks: list[Decklist], n: int, seed: int) -> None:
    s, _moves = random_game(decks * 2, n, seed)
    assert s.to_move is None, "the game did not end within the cap"
    oc = s.outcome()
    assert oc is not None and len(s.remaining()) == 1
    assert sum(s.vp) == n  # one VP per oust, one for the last standing (VT-VP-01, VT-VP-03)
    best = max(s.vp)
    assert oc.winners == (tuple(t for t in range(n) if s.vp[t] == best) if s.vp.count(best) == 1 else ())


@pytest.mark.parametrize(("n", "seed"), [(4, 1), (5, 2), (5, 3), (2, 4), (6, 5)])
def test_random_games_with_torpor_end_with_conservation(decks: list[Decklist], n: int, seed: int) -> None:
    """Steps 3-4: the random games again, with vampires starting in torpor (VT-TORP, VT-ACT-25 to
    VT-ACT-30), hence diableries and blood hunts (VT-DIAB, VT-REF)."""
    stats: Counter[str] = Counter()
    s, _moves = random_game(decks * 2, n, seed, torpor=True, stats=stats)
    assert s.to_move is None, "the game did not end within the cap"
    assert sum(s.vp) == n and len(s.remaining()) == 1
    # step 4: vampires in torpor are diablerized too, each burn going to an ash heap (VT-DIAB-04, VT-DIAB-08)
    assert stats["diablerize"] > 0 and stats["burned"] > 0


def test_determinism_same_seed_same_game(decks: list[Decklist]) -> None:
    a, moves = random_game(decks, 5, 9)
    b = new_table(decks[:5], 9)
    for m in moves:
        b.apply(m)
    assert a.full_view() == b.full_view() and a.rng == b.rng


def test_clone_is_independent(decks: list[Decklist]) -> None:
    s = with_vampire(decks)
    c = s.clone()
    play(c, "bleed 1")
    assert s.pool[1] == 30 and not s.ready[0][0].locked and c.pool[1] == 29
    assert s.full_view() != c.full_view() and s.clone().full_view() == s.full_view()


def test_vt_setup_12_view_hides_hands_libraries_crypts(decks: list[Decklist]) -> None:
    s = table(decks, 4)
    play(s, "end", "transfer 2")  # blood on a face-down vampire is public
    v0 = s.view(0)
    me = v0["methuselahs"][0]
    assert isinstance(me["hand"], list) and len(me["hand"]) == 7
    assert all(u["card"] is not None for u in me["uncontrolled"])
    other = v0["methuselahs"][1]
    assert other["hand"] == 7 and other["library"] == len(s.library[1])
    assert all(u["card"] is None for u in other["uncontrolled"])
    assert s.view(1)["methuselahs"][0]["uncontrolled"][1] == {"card": None, "blood": 1}
    # changing seat 1's hand, library order, crypt order and face-down vampires: seat 0 sees nothing
    t = s.clone()
    t.hand[1][0], t.library[1][0] = t.library[1][0], t.hand[1][0]
    t.library[1].reverse()
    t.crypt[1][0], t.uncontrolled[1][0] = t.uncontrolled[1][0].card, Vamp(t.crypt[1][0])
    t.library[0].reverse()  # own library order is hidden from its owner too
    assert t.view(0) == v0
    assert t.view(1) != s.view(1)


def test_determinize_keeps_own_hand_and_everything_public(decks: list[Decklist]) -> None:
    s, _ = random_game(decks, 5, 11, cap=150)
    assert s.to_move is not None
    for k in range(3):
        w = s.determinize(0, Rng(k))
        assert w.view(0) == s.view(0)
        assert w.hand[0] == s.hand[0]
        assert [v.card for v in w.uncontrolled[0]] == [v.card for v in s.uncontrolled[0]]
        check_invariants(w)
        w.apply(w.legal_actions()[0])  # a world is playable
    worlds = {tuple(s.determinize(0, Rng(k)).hand[1]) for k in range(5)}
    assert len(worlds) > 1  # what seat 0 cannot see varies
