"""Crypt cards of the archive's decks (issue 37, second list): the vampires' own texts."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.effects.core import extra_costs
from tabletome.games.vtes.hooks import CARDS, Ctx, Use
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import CENTRE, DISCARD, VTESState
from tabletome.games.vtes.stats import static
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
    to_stage,
)

PLAIN = "Lauren (G6)"


def cost_change(s: VTESState, uid: int, name: str, as_: str = "action") -> tuple[int, int]:
    """What the cost changes add to a card's cost for this minion (blood, pool)."""
    card = cid(name)
    cd = CARDS.get(card)
    use = cd.uses[0] if cd is not None else Use(as_)
    return extra_costs(s, Ctx("minion"), s.controller(uid), uid, card, use)


# ------------------------------------------------------------------------ Keith Moody


def test_keith_moody_prey_burns_the_edge_to_burn_1_blood_from_him() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.prey(0)
    goto(s, "unlock")
    assert s.to_move == s.prey(0) and "choose burn" in legal(s)
    do(s, "choose burn")
    assert s.edge == CENTRE and s.minions[k].blood == 2


def test_keith_moody_only_the_prey_with_the_edge_is_asked() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.predator(0)
    goto(s, "unlock")
    assert "choose burn" not in legal(s) and s.minions[k].blood == 3


def test_keith_moody_prey_may_decline() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.prey(0)
    goto(s, "unlock")
    do(s, "decline")
    assert s.edge == s.prey(0) and s.minions[k].blood == 3


# ------------------------------------------------------------------------ Tupdog


def test_tupdog_is_burned_after_the_minion_phase_and_the_top_crypt_card_moves_out() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    top = s.crypt[0][-1]
    goto(s, "minion")
    pass_until(s, lambda st: st.phase == DISCARD)
    assert t not in s.minions and cid("Tupdog (G3)") in s.ash[0]
    assert any(s.minions[u].card == top for u in s.uncontrolled[0])


def test_tupdog_is_not_unique() -> None:
    s = table()
    a = ready(s, 0, "Tupdog (G3)", blood=1)
    b = ready(s, 1, "Tupdog (G3)", blood=1)
    ops.check_unique(s, b, 1)
    assert not facts(cid("Tupdog (G3)")).unique and a in s.ready[0] and b in s.ready[1]
    assert facts(cid(PLAIN)).unique


def test_tupdog_enters_combat_with_any_minion_as_a_directed_action() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"use {t} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1


def test_tupdog_visceratika_cards_cost_1_less_blood() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    other = ready(s, 0, PLAIN, blood=3)
    assert cost_change(s, t, "Armor of Terra") == (-1, 0)
    assert cost_change(s, other, "Armor of Terra") == (0, 0)


# ------------------------------------------------------------------------ Andre LeRoux


def test_andre_leroux_reduces_a_bleed_by_1_for_2_bleed_this_turn() -> None:
    s = table()
    a = ready(s, 0, "Andre LeRoux (G5)", blood=3)
    v = ready(s, 0, "Lutz von Hohenzollern (G4)", blood=5)  # bleeds for 3
    goto(s, "minion")
    do(s, f"bleed {v}")
    to_stage(s, "C")
    assert f"use {a} 1" in legal(s)
    do(s, f"use {a} 1")
    assert f"use {a} 1" not in legal(s)  # once each bleed
    finish_action(s)
    assert s.pool[1] == 28 and static(s, a, "bleed") == 2


def test_andre_leroux_on_his_own_bleed_bleeds_for_2() -> None:
    s = table()
    a = ready(s, 0, "Andre LeRoux (G5)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    do(s, f"use {a} 1")
    finish_action(s)
    assert s.pool[1] == 28


def test_andre_leroux_not_on_another_methuselahs_bleed() -> None:
    s = table()
    a = ready(s, 1, "Andre LeRoux (G5)", blood=3)
    v = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    to_stage(s, "C")
    assert f"use {a} 1" not in legal(s)


# ------------------------------------------------------------------------ Antonio d'Erlette


def mage_ally_defined(monkeypatch: pytest.MonkeyPatch) -> int:
    """Order of Hermes Cabal (a mage ally, 4 pool, no requirement) played as an ally is recruited
    (its own text aside): what Antonio needs of a mage ally card."""
    from tabletome.games.vtes.effects.vocab.minion import RECRUIT
    from tabletome.games.vtes.hooks import ALLY, CardDef

    card = cid("Order of Hermes Cabal")
    monkeypatch.setitem(CARDS, card, CardDef("Order of Hermes Cabal", (Use(ALLY, RECRUIT),), None, "", frozenset()))
    return card


def test_antonio_derlette_uses_4_transfers_to_put_a_mage_ally_from_the_library_in_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cabal = mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    s.library[0].append(cabal)
    goto(s, "influence")
    s.transfers = 4
    pool = s.pool[0]
    do(s, f"use {a} 1")
    assert "choose order-of-hermes-cabal library" in legal(s)
    do(s, "choose order-of-hermes-cabal library")
    assert s.transfers == 0 and s.pool[0] == pool - 4
    assert any(s.minions[u].card == cabal for u in s.ready[0]) and cabal not in s.library[0]


def test_antonio_derlette_from_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    cabal = mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    hand(s, 0, "Order of Hermes Cabal")
    goto(s, "influence")
    s.transfers = 4
    do(s, f"use {a} 1", "choose order-of-hermes-cabal hand")
    assert any(s.minions[u].card == cabal for u in s.ready[0]) and cabal not in s.hand[0]


def test_antonio_derlette_needs_4_transfers_and_to_be_ready(monkeypatch: pytest.MonkeyPatch) -> None:
    mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    goto(s, "influence")
    s.transfers = 3
    s.changed()
    assert f"use {a} 1" not in legal(s)
    s.transfers = 4
    s.changed()
    assert f"use {a} 1" in legal(s)
    ops.lock(s, a)
    s.changed()
    assert f"use {a} 1" in legal(s)  # locked is still ready
