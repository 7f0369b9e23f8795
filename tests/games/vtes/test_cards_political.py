"""Political action cards (VT-CARD-54, VT-ACT-23): terms chosen after success (VT-ANN-03, VT-REF-03),
polling and what a passed referendum does (VT-REF-07)."""

from __future__ import annotations

from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import title, votes
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    torpor,
    until_legal,
)


def call(s: VTESState, slug: str) -> None:
    """Play the political action card: announced with +1 stealth, undirected, no terms yet
    (VT-ACT-23, VT-ANN-03); everybody passes until the terms are asked or polling begins."""
    do(s, f"play {slug}")
    a = action(s)
    assert a is not None and a.kind_ == "political" and not a.directed and a.stealth(s) == 1
    pass_until(s, lambda st: current_referendum(st) is not None or any(m.startswith("target") for m in legal(st)))


def poll(s: VTESState, *casts: str) -> None:
    """Cast these votes, then everybody passes until the action is over (VT-REF-06, VT-REF-07)."""
    for move in casts:
        until_legal(s, move)
        do(s, move)
    finish_action(s)


# ------------------------------------------------------------------------ Kine Resources Contested


def test_kine_resources_contested_burns_the_allocated_pool() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    assert "target p2=4" not in legal(s)  # two or more Methuselahs (LSJ 20000622)
    do(s, "target p2=2+p3=2")
    poll(s, f"vote {a} for")
    assert s.pool == [30, 28, 28, 30]


def test_kine_resources_contested_ousts_at_once() -> None:
    """VT-OUST-01, AMB-10: simultaneous ousts; the predator ousted too gets the VP without the pool."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    s.pool[1] = s.pool[2] = 2
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    poll(s, f"vote {a} for")
    assert s.ousted_on[1] and s.ousted_on[2]
    assert s.vp[0] == 1 and s.vp[1] == 1 and s.pool[0] == 36


def test_kine_resources_contested_failed_referendum_does_nothing() -> None:
    """VT-REF-07: a tie fails."""
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    poll(s)
    assert s.pool == [30, 30, 30, 30]
    assert cid("Kine Resources Contested") in s.ash[0]


# ------------------------------------------------------------------------ Ancilla Empowerment


def test_ancilla_empowerment_burns_1_pool_per_minion_controlled() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    torpor(s, 0, "Lauren (G6)")
    ready(s, 1, "Alice Chen (G6)", blood=3)
    ready(s, 1, "Screamer")
    ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Ancilla Empowerment")
    goto(s, "minion")
    call(s, "ancilla-empowerment")
    poll(s, f"vote {a} for")
    assert s.pool == [28, 28, 29, 30]


# ------------------------------------------------------------------------ Camarilla's Iron Fist


def test_camarillas_iron_fist_gives_1_pool_and_burns_5_among_others() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Camarilla's Iron Fist")
    goto(s, "minion")
    call(s, "camarilla-s-iron-fist")
    do(s, "target p1")
    assert "target p1=2+p2=3" not in legal(s)  # never to the Methuselah gaining pool
    assert "target p2=5" not in legal(s)
    do(s, "target p2=2+p3=3")
    poll(s, f"vote {a} for")
    assert s.pool == [31, 28, 27, 30]
    assert s.minions[a].blood == 2  # its cost, paid on success


def test_camarillas_iron_fist_requires_a_titled_camarilla_vampire() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Camarilla's Iron Fist")
    goto(s, "minion")
    assert "play camarilla-s-iron-fist" not in legal(s)


def test_camarillas_iron_fist_not_with_one_opponent_left() -> None:
    """ANK 20241106: the terms cannot be met with two Methuselahs."""
    s = table(n=2)
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Camarilla's Iron Fist")
    goto(s, "minion")
    assert "play camarilla-s-iron-fist" not in legal(s)


# ------------------------------------------------------------------------ Consanguineous Boon


def test_consanguineous_boon_gains_pool_per_vampire_of_the_chosen_clan() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    torpor(s, 0, "Lauren (G6)")
    ready(s, 1, "Chrysanthemum (G6)", blood=3)
    ready(s, 2, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Consanguineous Boon")
    goto(s, "minion")
    call(s, "consanguineous-boon")
    assert "target ventrue" in legal(s)
    do(s, "target tremere")
    poll(s, f"vote {a} for")
    assert s.pool == [32, 31, 30, 30]


# ------------------------------------------------------------------------ Expulsion


def test_expulsion_the_chosen_minions_cannot_block_react_or_vote_this_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = ready(s, 1, "Catalina Vega (G6)", blood=3)
    hand(s, 0, "Expulsion")
    goto(s, "minion")
    call(s, "expulsion")
    do(s, f"target {b}", f"target {c}")
    poll(s, f"vote {a} for")
    assert ("no-block", b) in s.marks and ("no-reactions", c) in s.marks and ("no-vote", b) in s.marks
    do(s, f"bleed {other}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {b}" not in legal(s) and f"block {c}" not in legal(s)


def test_expulsion_may_choose_a_single_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = ready(s, 1, "Catalina Vega (G6)", blood=3)
    hand(s, 0, "Expulsion")
    goto(s, "minion")
    call(s, "expulsion")
    do(s, f"target {b}", "target none")
    poll(s, f"vote {a} for")
    assert ("no-block", b) in s.marks and ("no-block", c) not in s.marks


def test_expulsion_requires_a_primogen_or_prince() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Expulsion")
    goto(s, "minion")
    assert "play expulsion" not in legal(s)
    s = table()
    ready(s, 0, "Chrysanthemum (G6)", blood=3)  # a primogen
    hand(s, 0, "Expulsion")
    goto(s, "minion")
    assert "play expulsion" in legal(s)


# ------------------------------------------------------------------------ Parity Shift


def test_parity_shift_moves_3_pool_from_a_richer_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    s.pool[1] = 35
    hand(s, 0, "Parity Shift")
    goto(s, "minion")
    call(s, "parity-shift")
    assert not any(m.startswith("target p3:") for m in legal(s))  # not more pool than you
    assert "target p2:p1=2+p2=1" not in legal(s)
    do(s, "target p2:p1=2+p3=1")
    poll(s, f"vote {a} for")
    assert s.pool == [32, 32, 31, 30]


def test_parity_shift_needs_a_methuselah_with_more_pool() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Parity Shift")
    goto(s, "minion")
    assert "play parity-shift" not in legal(s)  # everybody has 30 pool


def test_parity_shift_with_less_than_3_pool_left_ousts_the_target() -> None:
    """LSJ 20010606: what the target has is distributed; VT-OUST-01: at 0 pool it is ousted."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    s.pool[0] = 1
    s.pool[1] = 4
    hand(s, 0, "Parity Shift")
    goto(s, "minion")
    call(s, "parity-shift")
    do(s, "target p2:p3=3")
    s.pool[1] = 2  # burned during the referendum
    poll(s, f"vote {a} for")
    assert s.pool[2] == 32 and s.ousted_on[1]
    assert s.vp[0] == 1 and s.pool[0] == 7


def test_parity_shift_requires_a_prince_or_justicar() -> None:
    s = table()
    ready(s, 0, "Chrysanthemum (G6)", blood=3)  # a primogen
    s.pool[1] = 35
    hand(s, 0, "Parity Shift")
    goto(s, "minion")
    assert "play parity-shift" not in legal(s)


# ------------------------------------------------------------------------ Toreador Justicar


def test_toreador_justicar_makes_a_ready_camarilla_toreador_justicar() -> None:
    """VT-SECT-05: a Camarilla title; VT-VOTE-06: a justicar has 3 votes."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    kathy = ready(s, 1, "Kathy Glens (G6)", blood=3)
    hand(s, 0, "Toreador Justicar")
    goto(s, "minion")
    call(s, "toreador-justicar")
    assert current_referendum(s) is not None  # only Kathy Glens may be chosen: nothing asked
    poll(s, f"vote {a} for")
    assert title(s, kathy) == "justicar" and votes(s, kathy) == 3
    assert [s.placed[p].card for p in s.minions[kathy].cards] == [cid("Toreador Justicar")]


def test_toreador_justicar_gives_each_ready_toreador_1_vote_in_its_referendum() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    kathy = ready(s, 1, "Kathy Glens (G6)", blood=3)
    cat = ready(s, 2, "Catalina Vega (G6)", blood=3)
    assert votes(s, kathy) == 0 and votes(s, cat) == 2
    hand(s, 0, "Toreador Justicar")
    goto(s, "minion")
    call(s, "toreador-justicar")
    do(s, f"target {kathy}")
    assert votes(s, kathy) == 1 and votes(s, cat) == 3 and votes(s, a) == 2
    poll(s, f"vote {a} for", f"vote {kathy} against", f"vote {cat} against")
    assert title(s, kathy) is None  # 2 for, 4 against
    assert votes(s, kathy) == 0  # only in that referendum


def test_toreador_justicar_needs_a_ready_camarilla_toreador() -> None:
    """LSJ 20041026: only a Camarilla vampire; no valid target, no play."""
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Toreador Justicar")
    goto(s, "minion")
    assert "play toreador-justicar" not in legal(s)
