"""The assisted rules mode: a card with no implemented effect is played by stating its effect."""

from __future__ import annotations

from tabletome.games.vtes.coverage import implemented
from tests.games.vtes.scenario import action, cid, do, finish_action, goto, hand, legal, pass_until, ready, table


def assisted(n: int = 4):  # type: ignore[no-untyped-def]
    s = table(n)
    s.opts["rules"] = "assisted"
    return s


def test_an_unimplemented_action_is_announced_then_its_effect_stated() -> None:
    assert not implemented(cid("Pillars Fall"))
    s = assisted()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    hand(s, 0, "Pillars Fall")
    goto(s, "minion")
    assert "assist pillars-fall" in legal(s)
    do(s, "assist pillars-fall")
    assert f"with {a} none" in legal(s) and f"with {a} p2" in legal(s)
    do(s, f"with {a} p2")
    assert action(s) is not None and action(s).kind_ == "assisted"  # type: ignore[union-attr]
    pass_until(s, lambda st: st.stack[-1].__class__.__name__ == "Statement")
    do(s, f"adjust blood {a} -1", "adjust pool p1 +1", "done")
    finish_action(s)
    assert s.minions[a].blood == 4 and s.pool[0] == 31
    assert cid("Pillars Fall") in s.ash[0]
    assert any("(assisted) Methuselah 1 states" in line for _, line in s.log or [])


def test_enforced_mode_offers_no_assisted_play() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=5)
    hand(s, 0, "Pillars Fall")
    goto(s, "minion")
    assert not any(x.startswith("assist") for x in legal(s))


def test_an_unimplemented_vampire_text_is_stated() -> None:
    s = assisted()
    v = ready(s, 0, "Al-Ashrad, Amr of Alamut (G2)")
    assert not implemented(s.minions[v].card)
    goto(s, "minion")
    assert f"assist-text {v}" in legal(s)
    do(s, f"assist-text {v}", f"adjust lock {v}", "done")
    assert s.minions[v].locked
