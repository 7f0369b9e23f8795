"""Action modifier cards (effects/modifiers.py), played through the windows of an action."""

from __future__ import annotations

from collections.abc import Callable

from tabletome.engine.flow import PASS
from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import END
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.play import context, plays_of
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
    to_stage,
)

GANG = "Loyal Street Gang"  # Mortal with 2 life, 1 strength: a plain ally


# ------------------------------------------------------------------------ helpers


def play_out(s: VTESState, done: Callable[[VTESState], bool], limit: int = 300) -> None:
    """Everybody passes, and combatants choose their first strike, until ``done(s)``."""
    for _ in range(limit):
        if done(s):
            return
        acts = s.legal_actions()
        step = PASS if PASS in acts else END if END in acts else next((a for a in acts if a.verb == "strike"), None)
        assert step is not None, f"stuck: {s.prompt()} {legal(s)}"
        s.apply(step)
    raise AssertionError(f"still waiting: {s.prompt()}")


def to_seat(s: VTESState, seat: int) -> None:
    pass_until(s, lambda st: st.to_move == seat)


def attempt_block(s: VTESState, blocker: int) -> None:
    """The blocker's Methuselah declares a block attempt (state A -> B)."""
    to_seat(s, s.controller(blocker))
    do(s, f"block {blocker}")


def bleed_blocked_at(s: VTESState, actor: int, blocker: int) -> None:
    """``actor`` bleeds; ``blocker`` attempts to block: state B, the acting Methuselah to play."""
    do(s, f"bleed {actor}")
    attempt_block(s, blocker)
    assert action(s).stage == "B" and s.to_move == s.controller(actor)


def tally(s: VTESState) -> tuple[int, int]:
    ref = current_referendum(s)
    assert ref is not None
    vf, va, _, _ = ref.tally(s)
    return vf, va


# ------------------------------------------------------------------------ bleed modifiers


def test_aire_of_elation_basic_adds_1_bleed_to_a_non_toreador() -> None:
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    hand(s, 0, "Aire of Elation")
    goto(s, "minion")
    do(s, f"bleed {a}", "play aire-of-elation")
    assert action(s).bleed_amount(s) == 2
    finish_action(s)
    assert s.pool[1] == 28 and s.minions[a].blood == 2  # cost 1 blood


def test_aire_of_elation_basic_adds_2_bleed_to_a_toreador() -> None:
    s = table()
    a = ready(s, 0, "Delilah Easton (G1)", blood=2)
    hand(s, 0, "Aire of Elation")
    goto(s, "minion")
    do(s, f"bleed {a}", "play aire-of-elation")
    finish_action(s)
    assert s.pool[1] == 27


def test_aire_of_elation_superior_adds_3_bleed_to_a_toreador() -> None:
    s = table()
    a = ready(s, 0, "Valentina Osako (G7)", blood=3)
    hand(s, 0, "Aire of Elation")
    goto(s, "minion")
    do(s, f"bleed {a}", "play aire-of-elation", "mode superior")
    assert action(s).bleed_amount(s) == 4
    finish_action(s)
    assert s.pool[1] == 26


def test_aire_of_elation_is_limited_and_only_usable_during_a_bleed() -> None:
    """VT-ACT-12: after a (limited) bleed modifier no other one; not during a hunt."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Aire of Elation", "Conditioning")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play aire-of-elation" not in legal(s)
    finish_action(s)
    s.marks.pop(("hunted", a), None)
    ops.unlock(s, a)
    do(s, f"bleed {a}", "play aire-of-elation", "mode superior")
    assert action(s).bleed_amount(s) == 3
    assert "play conditioning" not in legal(s)


def test_bonding_basic_adds_1_bleed() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Bonding")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play bonding" not in legal(s)  # only during a bleed
    finish_action(s)
    s.marks.pop(("hunted", a), None)
    ops.unlock(s, a)
    do(s, f"bleed {a}", "play bonding")
    finish_action(s)
    assert s.pool[1] == 28


def test_bonding_superior_adds_stealth_and_bleed_only_when_stealth_is_needed() -> None:
    """Ruling [TOM 19951109], VT-STL-04: in state A only the basic mode is playable."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Bonding")
    goto(s, "minion")
    do(s, f"bleed {a}", "play bonding")  # state A: no mode asked, the basic one
    assert action(s).stealth(s) == 0 and action(s).bleed_amount(s) == 2
    s2 = table()
    a = ready(s2, 0, "Ayelech (G6)", blood=3)
    b = ready(s2, 1, "Lauren (G6)", blood=3)
    hand(s2, 0, "Bonding")
    goto(s2, "minion")
    bleed_blocked_at(s2, a, b)
    do(s2, "play bonding", "mode superior")
    assert action(s2).stealth(s2) == 1 and action(s2).bleed_amount(s2) == 2
    finish_action(s2)
    assert s2.pool[1] == 28 and not s2.minions[b].locked


def test_conditioning_basic_adds_2_and_superior_3_bleed() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Conditioning", "Bonding")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play conditioning" not in legal(s)  # only during a bleed
    finish_action(s)
    s.marks.pop(("hunted", a), None)
    ops.unlock(s, a)
    do(s, f"bleed {a}", "play conditioning")
    assert "play bonding" not in legal(s)  # VT-ACT-12: (limited)
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[a].blood == 3  # 3 + 1 from the hunt, - 1 for the card
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}", "play conditioning", "mode superior")
    finish_action(s)
    assert s.pool[1] == 26


def test_monkey_wrench_adds_x_bleed_for_x_blood() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    hand(s, 0, "Monkey Wrench")
    goto(s, "minion")
    do(s, f"bleed {a}", "play monkey-wrench")
    assert sorted(legal(s)) == ["back", "x 1", "x 2", "x 3"]
    do(s, "x 2")
    assert action(s).bleed_amount(s) == 3 and s.minions[a].blood == 1
    finish_action(s)
    assert s.pool[1] == 27


def test_monkey_wrench_requires_an_anarch_and_a_bleed() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Monkey Wrench")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play monkey-wrench" not in legal(s)
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    hand(s, 0, "Monkey Wrench")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play monkey-wrench" not in legal(s)


def test_foreshadowing_destruction_basic_adds_1_bleed() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Foreshadowing Destruction")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play foreshadowing-destruction" not in legal(s)  # only during a bleed
    finish_action(s)
    s.marks.pop(("hunted", a), None)
    ops.unlock(s, a)
    do(s, f"bleed {a}", "play foreshadowing-destruction")
    finish_action(s)
    assert s.pool[1] == 28


def test_foreshadowing_destruction_superior_adds_3_bleed_against_9_pool() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Foreshadowing Destruction", "Conditioning")
    s.pool[1] = 9
    goto(s, "minion")
    do(s, f"bleed {a}", "play foreshadowing-destruction", "mode superior")
    assert action(s).bleed_amount(s) == 4
    assert "play conditioning" not in legal(s)  # it counts against the limit (VT-ACT-12)
    finish_action(s)
    assert s.pool[1] == 5


def test_foreshadowing_destruction_superior_against_10_pool_is_not_limited_and_lingers() -> None:
    """Rulings [PIB 20110817], [RTR 20191031]: no +3 and no limit against 10 or more pool; the +3
    applies if the target has 9 or fewer as the bleed resolves."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Foreshadowing Destruction", "Conditioning")
    s.pool[1] = 12
    goto(s, "minion")
    do(s, f"bleed {a}", "play foreshadowing-destruction", "mode superior")
    assert action(s).bleed_amount(s) == 1
    do(s, "play conditioning", "mode basic")
    assert action(s).bleed_amount(s) == 3
    s.pool[1] = 9
    finish_action(s)
    assert s.pool[1] == 3  # 1 + 2 (Conditioning) + 3


def test_revelation_of_the_serpent_basic_bleed_or_stealth_and_bleed() -> None:
    """VT-STL-04: the stealth option only while a block attempt needs it."""
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Revelation of the Serpent")
    goto(s, "minion")
    do(s, f"bleed {a}", "play revelation-of-the-serpent")  # state A: +1 bleed only, nothing asked
    assert action(s).bleed_amount(s) == 2 and action(s).stealth(s) == 0
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Revelation of the Serpent")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play revelation-of-the-serpent")
    assert sorted(legal(s)) == ["back", "target bleed", "target stealth"]
    do(s, "target stealth")
    assert action(s).bleed_amount(s) == 2 and action(s).stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 28


def test_revelation_of_the_serpent_superior_burns_2_corruption_counters_to_unlock() -> None:
    s = table()
    a = ready(s, 0, "Jenny Silver (G6)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s, v, "corruption 1", 2)
    hand(s, 0, "Revelation of the Serpent")
    goto(s, "minion")
    do(s, f"bleed {a}", "play revelation-of-the-serpent", "mode superior")
    to_stage(s, "after")
    assert s.pool[1] == 28
    assert f"grant serpent-unlock {a}" in legal(s)
    do(s, f"grant serpent-unlock {a}")
    assert not s.minions[a].locked and s.minions[v].count("corruption 1") == 0


def test_revelation_of_the_serpent_superior_no_unlock_without_counters() -> None:
    s = table()
    a = ready(s, 0, "Jenny Silver (G6)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s, v, "corruption 1", 1)
    hand(s, 0, "Revelation of the Serpent")
    goto(s, "minion")
    do(s, f"bleed {a}", "play revelation-of-the-serpent", "mode superior")
    to_stage(s, "after")
    assert not any(m.startswith("grant") for m in legal(s))


def test_visions_of_gehenna_basic_allies_cannot_block() -> None:
    s = table()
    a = ready(s, 0, "Oleg Kaprizov (G7)", blood=3)
    g = ready(s, 1, GANG)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Visions of Gehenna")
    goto(s, "minion")
    do(s, f"hunt {a}", "play visions-of-gehenna")
    to_seat(s, 1)
    assert f"block {g}" not in legal(s) and f"block {v}" in legal(s)


def test_visions_of_gehenna_superior_adds_2_bleed_only_during_a_bleed() -> None:
    s = table()
    a = ready(s, 0, "Zafira (G7)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Visions of Gehenna")
    goto(s, "minion")
    do(s, f"hunt {a}", "play visions-of-gehenna")  # a hunt: only the basic mode, nothing asked
    assert action(s).bleed_amount(s) == 1
    s = table()
    a = ready(s, 0, "Zafira (G7)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Visions of Gehenna")
    goto(s, "minion")
    do(s, f"bleed {a}", "play visions-of-gehenna", "mode superior")
    to_seat(s, 1)
    assert f"block {g}" not in legal(s)
    finish_action(s)
    assert s.pool[1] == 27


def test_true_loves_face_basic_adds_1_bleed() -> None:
    s = table()
    a = ready(s, 0, "Ximena (G6)", blood=3)
    hand(s, 0, "True Love's Face")
    goto(s, "minion")
    do(s, f"bleed {a}", "play true-love-s-face")
    finish_action(s)
    assert s.pool[1] == 28


def test_true_loves_face_superior_makes_the_attempt_fail() -> None:
    s = table()
    a = ready(s, 0, "Herbert Westin (G4)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "True Love's Face")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play true-love-s-face" in legal(s)  # state A: the basic mode
    attempt_block(s, b)
    do(s, "play true-love-s-face", "mode superior")
    assert s.to_move == 1 and sorted(legal(s)) == ["cancel", "pass"]
    do(s, "pass")
    assert action(s).stage == "A" and action(s).blocker == -1
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)
    finish_action(s)
    assert s.pool[1] == 29 and not s.minions[b].locked


def test_true_loves_face_superior_can_be_cancelled_for_1_pool() -> None:
    s = table()
    a = ready(s, 0, "Herbert Westin (G4)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "True Love's Face")
    goto(s, "minion")
    do(s, f"bleed {a}")
    attempt_block(s, b)
    do(s, "play true-love-s-face", "mode superior", "cancel")
    assert s.pool[1] == 29
    assert action(s).stage == "B" and action(s).blocker == b


def test_spying_mission_basic_adds_1_stealth_when_needed() -> None:
    s = table()
    a = ready(s, 0, "Dimple (G1)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Spying Mission")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play spying-mission" not in legal(s)  # VT-STL-04: not needed in state A
    attempt_block(s, b)
    do(s, "play spying-mission")
    assert action(s).stealth(s) == 1


def test_spying_mission_superior_stops_the_bleed_then_gives_2_bleed_the_next_time() -> None:
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)
    hand(s, 0, "Spying Mission")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play spying-mission" not in legal(s)  # only once the bleed would be successful
    to_stage(s, "C")
    do(s, "play spying-mission")  # state C: only the superior mode
    to_stage(s, "after")
    assert s.pool[1] == 30 and s.edge != 0 and not action(s).successful
    (p,) = s.minions[a].cards
    assert s.placed[p].card == cid("Spying Mission") and s.placed[p].data == ("spying", 1)
    finish_action(s)
    s.marks.clear()  # the next turn
    ops.unlock(s, a)
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 27 and not s.minions[a].cards and cid("Spying Mission") in s.ash[0]


def test_spying_mission_does_not_fire_against_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)
    p = attach(s, a, "Spying Mission", mode="superior")
    s.placed[p] = s.placed[p]._replace(data=("spying", 2))
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 29 and p in s.placed


# ------------------------------------------------------------------------ stealth


def test_earth_control_basic_1_and_superior_2_stealth() -> None:
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Earth Control")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play earth-control" not in legal(s)  # VT-STL-04
    attempt_block(s, b)
    do(s, "play earth-control")
    assert action(s).stealth(s) == 1 and s.minions[a].blood == 2
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Earth Control")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play earth-control", "mode superior")
    assert action(s).stealth(s) == 2


def test_lost_in_crowds_basic_1_and_superior_2_stealth() -> None:
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Lost in Crowds")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play lost-in-crowds", "mode superior")
    assert action(s).stealth(s) == 2
    s = table()
    a = ready(s, 0, "Dimple (G1)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Lost in Crowds")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play lost-in-crowds")
    assert action(s).stealth(s) == 1


def test_lost_in_crowds_not_with_into_thin_air() -> None:
    s = table()
    a = ready(s, 0, "Dimple (G1)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Lost in Crowds")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    action(s).used = ((a, cid("Into Thin Air")),)  # as if Into Thin Air was played this action
    s.changed()
    assert "play lost-in-crowds" not in legal(s)


def test_cloak_the_gathering_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Dimple (G1)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Cloak the Gathering")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play cloak-the-gathering" not in legal(s)  # VT-STL-04: not needed in state A
    attempt_block(s, b)
    do(s, "play cloak-the-gathering")
    assert action(s).stealth(s) == 1


def test_cloak_the_gathering_superior_by_another_vampire_even_locked() -> None:
    """VT-CARD-49; rulings [RTR 19941109], [LSJ 19980210]: a locked vampire may play it."""
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    o = ready(s, 0, "Agrippina (G1)", blood=3, locked=True)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Cloak the Gathering")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play cloak-the-gathering")  # Agrippina, at superior: the only play
    assert action(s).stealth(s) == 1 and action(s).used == ((o, cid("Cloak the Gathering")),)


def test_enchanting_gaze_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Enchanting Gaze")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play enchanting-gaze")
    assert action(s).stealth(s) == 1


def test_enchanting_gaze_superior_burns_a_corruption_counter_to_fail_a_block() -> None:
    s = table()
    a = ready(s, 0, "Jenny Silver (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    c = ready(s, 1, "Alice Chen (G6)", blood=3)
    ops.add_counters(s, c, "corruption 1", 1)
    hand(s, 0, "Enchanting Gaze")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play enchanting-gaze", "mode superior")
    assert action(s).stealth(s) == 1
    play_out(s, lambda st: action(st).stage == "A" and st.to_move == 1)  # Lauren's attempt fails
    do(s, f"block {c}")
    assert f"grant enchanting-gaze {a}" in legal(s)
    do(s, f"grant enchanting-gaze {a}")
    assert s.minions[c].count("corruption 1") == 0 and action(s).blocker == -1
    assert c in action(s).noblock
    to_seat(s, 1)
    assert f"block {c}" not in legal(s)


def test_faceless_night_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Dimple (G1)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Faceless Night")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play faceless-night")
    assert action(s).stealth(s) == 1


def test_faceless_night_superior_locks_the_failed_blocker_at_resolution() -> None:
    """Ruling [ANK 20171017]: locked at resolution, not when the attempt fails."""
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Faceless Night")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play faceless-night", "mode superior")
    play_out(s, lambda st: action(st).stage == "C")
    assert not s.minions[b].locked
    to_stage(s, "after")
    assert s.minions[b].locked and s.pool[1] == 29


def test_mirror_walk_basic_adds_1_stealth_and_is_not_replaced_until_discard() -> None:
    """VT-CARD-21: a delayed replacement lowers the hand size until the discard phase."""
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Mirror Walk")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play mirror-walk")
    assert action(s).stealth(s) == 1 and s.hand[0] == []
    assert s.delayed[0] == ((cid("Mirror Walk"), "discard"),)


def test_mirror_walk_superior_ends_the_blocked_action_and_locks_the_blocker() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Mirror Walk")
    hand(s, 1, "Eyes of Argus")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play mirror-walk", "mode superior")
    to_seat(s, 1)
    do(s, "play eyes-of-argus")  # +2 intercept: the block succeeds
    play_out(s, lambda st: action(st) is None)
    assert current_combat(s) is None and s.minions[b].locked and s.minions[a].locked
    assert s.pool[1] == 30


def test_shadow_cast_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Shadow Cast")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play shadow-cast")
    assert action(s).stealth(s) == 1


def test_shadow_cast_superior_stays_and_burns_for_stealth_against_the_same_methuselah() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Shadow Cast")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play shadow-cast" not in legal(s)  # only after resolution of a successful action
    to_stage(s, "after")
    do(s, "play shadow-cast")
    (p,) = s.minions[a].cards
    assert s.placed[p].data == ("target", 1)
    finish_action(s)
    s.marks.clear()  # the next turn
    ops.unlock(s, a)
    bleed_blocked_at(s, a, b)
    do(s, f"use {p} 1")
    assert action(s).stealth(s) == 1 and p not in s.placed and cid("Shadow Cast") in s.ash[0]


def test_shadow_cast_superior_not_after_an_undirected_action() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    hand(s, 0, "Shadow Cast")
    goto(s, "minion")
    do(s, f"hunt {a}")
    to_stage(s, "after")
    assert "play shadow-cast" not in legal(s)


def test_veil_the_legions_basic_by_another_unlocked_vampire_once_per_action() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    o = ready(s, 0, "Dimple (G1)", blood=2)
    o2 = ready(s, 0, "Agrippina (G1)", blood=2, locked=True)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Veil the Legions", "Veil the Legions")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play veil-the-legions")  # Dimple: Agrippina is locked
    assert action(s).stealth(s) == 1 and action(s).used == ((o, cid("Veil the Legions")),)
    ops.unlock(s, o2)
    s.changed()
    assert "play veil-the-legions" not in legal(s)  # only one each action


def test_veil_the_legions_superior_gives_the_next_x_actions_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    o = ready(s, 0, "Agrippina (G1)", blood=3)
    c = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Veil the Legions")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play veil-the-legions", "mode superior")  # Agrippina: Ayelech has no Obfuscate
    assert sorted(legal(s)) == ["back", "target 0", "target 1", "target 2", "target 3"]
    do(s, "target 1")
    assert action(s).stealth(s) == 1 and s.minions[o].blood == 2
    finish_action(s)
    do(s, f"hunt {c}")
    assert action(s).stealth(s) == 2  # 1 for a hunt, 1 from Veil the Legions
    finish_action(s)
    do(s, f"hunt {o}")
    assert action(s).stealth(s) == 1


def test_where_the_veil_thins_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Where the Veil Thins")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play where-the-veil-thins")
    assert action(s).stealth(s) == 1


def test_where_the_veil_thins_superior_blockers_without_oblivion_burn_1_blood() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    c = ready(s, 1, "Alice Chen (G6)", blood=3)
    g = ready(s, 1, GANG)
    o = ready(s, 1, "Peter St. John (G6)", blood=2)
    z = ready(s, 1, "Dimple (G1)", blood=0)
    hand(s, 0, "Where the Veil Thins")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play where-the-veil-thins", "mode superior")
    play_out(s, lambda st: action(st).stage == "A" and st.to_move == 1)
    assert f"block {g}" not in legal(s) and f"block {z}" not in legal(s)  # cannot burn blood
    assert f"block {o}" in legal(s)
    do(s, f"block {c}")
    assert s.minions[c].blood == 2
    play_out(s, lambda st: action(st).stage == "A" and st.to_move == 1)
    do(s, f"block {o}")
    assert s.minions[o].blood == 2  # Oblivion: no blood to burn


# ------------------------------------------------------------------------ blocks


def test_forced_confessional_basic_gives_the_blocker_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, "Yael (G7)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Forced Confessional")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play forced-confessional" not in legal(s)  # only if a minion attempts to block
    attempt_block(s, b)
    do(s, "play forced-confessional")
    assert action(s).intercept(s) == -1
    finish_action(s)
    assert s.pool[1] == 29


def test_forced_confessional_superior_fails_the_attempt_for_good() -> None:
    s = table()
    a = ready(s, 0, "Aniel (G7)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Forced Confessional")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play forced-confessional", "mode superior")
    assert action(s).stage == "A" and action(s).blocker == -1
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)


def test_stygian_shroud_basic_gives_the_blocker_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Stygian Shroud")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play stygian-shroud")
    assert action(s).intercept(s) == -1


def test_stygian_shroud_superior_burns_1_blood_to_fail_the_attempt() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Stygian Shroud")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play stygian-shroud", "mode superior")
    assert s.minions[a].blood == 2 and action(s).blocker == -1 and b in action(s).noblock


def test_stygian_shroud_superior_needs_1_blood() -> None:
    """Ruling [ANK 20210226]."""
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=0)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Stygian Shroud")
    goto(s, "minion")
    do(s, f"hunt {a}")
    attempt_block(s, b)
    do(s, "play stygian-shroud")  # only the basic mode: nothing asked
    assert action(s).intercept(s) == -1 and action(s).blocker == b


def test_daring_the_dawn_basic_no_vampire_blocks_and_2_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, "Giuliano Vincenzi (G1)", blood=2)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Daring the Dawn")
    goto(s, "minion")
    do(s, f"bleed {a}", "play daring-the-dawn")
    to_seat(s, 1)
    assert f"block {v}" not in legal(s) and f"block {g}" in legal(s)
    finish_action(s)
    assert s.pool[1] == 29
    assert a in s.torpor[0] and s.minions[a].blood == 1  # wounded, then 1 blood burned (VT-DMG-09)


def test_daring_the_dawn_superior_1_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, "Brock Sterling (G6)", blood=2)
    hand(s, 0, "Daring the Dawn")
    goto(s, "minion")
    do(s, f"bleed {a}", "play daring-the-dawn", "mode superior")
    finish_action(s)
    assert a in s.torpor[0] and s.minions[a].blood == 2


def test_daring_the_dawn_damage_after_a_blocked_action_ended_by_change_of_target() -> None:
    """Ruling [ANK 20220331]: the action reached resolution (blocked) and ended."""
    s = table()
    a = ready(s, 0, "Brock Sterling (G6)", blood=2)
    g = ready(s, 1, GANG)
    hand(s, 0, "Daring the Dawn", "Change of Target")
    goto(s, "minion")
    do(s, f"bleed {a}", "play daring-the-dawn", "mode superior")
    attempt_block(s, g)
    play_out(s, lambda st: action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play change-of-target")
    assert action(s) is None and a in s.torpor[0]


def test_seduction_basic_a_younger_vampire_cannot_block() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    y = ready(s, 1, "Dimple (G1)", blood=2)
    o = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Seduction")
    goto(s, "minion")
    do(s, f"bleed {a}", "play seduction")  # Dimple, the only younger vampire: nothing asked
    to_seat(s, 1)
    assert f"block {y}" not in legal(s) and f"block {o}" in legal(s)


def test_seduction_superior_any_vampire_and_only_as_announced() -> None:
    """VT-ANN-04: not after an ordinary modifier was played."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    o = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Seduction", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}", "play seduction")  # Alice Chen is not younger: only the superior mode
    assert o in action(s).noblock
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    o = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Seduction", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}", "play conditioning", "mode basic")
    assert "play seduction" not in legal(s)


def test_the_sleeping_mind_basic_a_locked_vampire_cannot_block() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    lk = ready(s, 1, "Dimple (G1)", blood=2, locked=True)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "The Sleeping Mind")
    goto(s, "minion")
    do(s, f"bleed {a}", "play the-sleeping-mind")  # the only locked vampire: nothing asked
    assert action(s).noblock == frozenset({lk}) and s.minions[a].blood == 2


def test_the_sleeping_mind_superior_minions_cannot_unlock() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "The Sleeping Mind", "Change of Target")
    goto(s, "minion")
    do(s, f"bleed {a}", "play the-sleeping-mind")  # no locked vampire: only the superior mode
    attempt_block(s, g)
    play_out(s, lambda st: action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play change-of-target")
    assert action(s) is None and s.minions[a].locked  # Change of Target could not unlock it


def test_consign_to_oblivion_basic_reactions_cost_1_more_blood() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Consign to Oblivion")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}", "play consign-to-oblivion")
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play deflection", "target p3")
    assert s.minions[b].blood == 1  # 1 blood for Deflection, 1 more
    assert len(s.hand[1]) == 7


def test_consign_to_oblivion_superior_reactions_not_replaced_until_the_end_of_the_action() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Consign to Oblivion")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}", "play consign-to-oblivion", "mode superior")
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play deflection", "target p3")
    assert s.minions[b].blood == 1 and s.hand[1] == [] and s.delayed[1] == ((cid("Deflection"), "action"),)
    finish_action(s)
    assert len(s.hand[1]) == 7


def test_consign_to_oblivion_only_as_the_action_is_announced() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    hand(s, 0, "Consign to Oblivion")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play consign-to-oblivion" in legal(s)
    to_stage(s, "C")
    to_seat(s, 0)
    assert "play consign-to-oblivion" not in legal(s)


def test_change_of_target_unlocks_and_ends_the_blocked_action() -> None:
    """VT-RES-04: ended before the block resolves: no lock for the blocker, no combat."""
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Change of Target")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play change-of-target" not in legal(s)  # only once blocked
    attempt_block(s, b)
    play_out(s, lambda st: action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play change-of-target")
    assert action(s) is None and current_combat(s) is None
    assert not s.minions[a].locked and not s.minions[b].locked and s.pool[1] == 30
    assert f"bleed {a}" not in legal(s) and f"hunt {a}" in legal(s)  # not the same action again


# ------------------------------------------------------------------------ combat, votes, after


def test_invigorate_dom_allies_cannot_block() -> None:
    s = table()
    a = ready(s, 0, "Prentis Derby (G6)", blood=3)
    g = ready(s, 1, GANG)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Invigorate")
    goto(s, "minion")
    do(s, f"bleed {a}", "play invigorate")
    assert sorted(legal(s)) == ["back", "mode ani", "mode dom", "mode pro"]
    do(s, "mode dom")
    to_seat(s, 1)
    assert f"block {g}" not in legal(s) and f"block {v}" in legal(s)


def test_invigorate_ani_strength_and_pro_aggravated_hand_strikes_in_the_action_combat() -> None:
    for mode, check in (("ani", "strength"), ("pro", "agg-hand")):
        s = table()
        a = ready(s, 0, "Prentis Derby (G6)", blood=3)
        g = ready(s, 1, GANG)
        hand(s, 0, "Invigorate")
        goto(s, "minion")
        do(s, f"bleed {a}", "play invigorate", f"mode {mode}")
        attempt_block(s, g)
        play_out(s, lambda st: current_combat(st) is not None)
        c = current_combat(s)
        assert c is not None and c.has(a, check) and not c.has(g, check)
        if mode == "ani":
            assert c.strength(s, a) == 2


def test_invigorate_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Invigorate")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play invigorate" not in legal(s)


def test_perfect_paragon_basic_gives_3_votes_in_polling() -> None:
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    assert "play perfect-paragon" not in legal(s)
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Perfect Paragon"))
    s.changed()
    do(s, "play perfect-paragon", "target for")
    assert tally(s) == (3, 0) and s.minions[a].blood == 2


def test_perfect_paragon_superior_allies_and_younger_vampires_get_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    y = ready(s, 1, "Lauren (G6)", blood=3)
    o = ready(s, 1, "Ayelech (G6)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Perfect Paragon")
    goto(s, "minion")
    do(s, f"bleed {a}", "play perfect-paragon")  # not polling: only the superior mode
    c = action(s)
    assert c.intercept(s, y) == -1 and c.intercept(s, g) == -1 and c.intercept(s, o) == 0


def test_bewitching_oration_basic_gives_2_votes() -> None:
    s = table()
    a = ready(s, 0, "Milton Fox (G6)", blood=3)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Bewitching Oration"))
    s.changed()
    do(s, "play bewitching-oration", "target for")
    assert tally(s) == (2, 0)
    assert f"vote {a} for" not in legal(s)  # its votes are cast with the card


def test_bewitching_oration_superior_adds_4_votes_to_a_cast_vampire_not_outside_polling() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested", "Bewitching Oration")
    do(s, "play kine-resources-contested")
    assert "play bewitching-oration" not in legal(s)  # the action, not its polling
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2", f"vote {a} against", "play bewitching-oration", "mode superior")
    assert tally(s) == (0, 6)


def _after_referendum(s: VTESState, votes_for: list[str]) -> None:
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2", *votes_for)
    pass_until(s, lambda st: action(st).stage == "after")


def test_voter_captivation_basic_gains_1_blood_per_vote_of_margin() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    _after_referendum(s, [f"vote {a} for", "vote card for"])  # 3 to 0
    s.hand[0].append(cid("Voter Captivation"))
    s.changed()
    do(s, "play voter-captivation", "mode basic")
    assert s.minions[a].blood == 4


def test_voter_captivation_superior_moves_up_to_2_blood_to_pool() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    _after_referendum(s, [f"vote {a} for", "vote card for"])  # 3 to 0
    s.hand[0].append(cid("Voter Captivation"))
    s.changed()
    do(s, "play voter-captivation", "mode superior")
    assert sorted(legal(s)) == ["back", "target pool0", "target pool1", "target pool2"]
    do(s, "target pool2")
    assert s.minions[a].blood == 2 and s.pool[0] == 32


def test_voter_captivation_not_after_a_failed_referendum_or_a_bleed() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    _after_referendum(s, [f"vote {a} against"])
    s.hand[0].append(cid("Voter Captivation"))
    s.changed()
    assert "play voter-captivation" not in legal(s)
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=1)
    hand(s, 0, "Voter Captivation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert "play voter-captivation" not in legal(s)


def test_amici_noctis_titled_lasombra_distributes_the_margin() -> None:
    s = table()
    a = ready(s, 0, "Kamaluddin (G6)", blood=3)
    c = ready(s, 0, 'Araceli "Celia" Rivera (G6)', blood=1)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested", f"by {a}")
    _after_referendum(s, [f"vote {a} for", "vote card for"])  # 2 to 0
    s.hand[0].append(cid("Amici Noctis"))
    s.changed()
    do(s, "play amici-noctis")
    assert sorted(legal(s)) == ["back", "target pool0", "target pool1", "target pool2"]
    do(s, "target pool1", f"target {c}")
    assert s.pool[0] == 31 and s.minions[c].blood == 2 and s.minions[a].blood == 3


def test_amici_noctis_untitled_lasombra_at_most_1_pool() -> None:
    s = table()
    k = ready(s, 0, "Kamaluddin (G6)", blood=3)
    c = ready(s, 0, 'Araceli "Celia" Rivera (G6)', blood=1)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested", f"by {c}")
    _after_referendum(s, [f"vote {k} for", "vote card for"])  # 2 to 0
    s.hand[0].append(cid("Amici Noctis"))
    s.changed()
    do(s, "play amici-noctis")
    assert sorted(legal(s)) == ["back", "target pool0", "target pool1"]
    do(s, "target pool0")
    assert s.pool[0] == 30 and s.minions[c].blood == 2 and s.minions[k].blood == 4


def test_amici_noctis_requires_a_lasombra_after_a_political_action() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=1)
    hand(s, 0, "Amici Noctis")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert "play amici-noctis" not in legal(s)


def test_freak_drive_basic_unlocks_after_a_successful_action() -> None:
    s = table()
    a = ready(s, 0, "Giuliano Vincenzi (G1)", blood=2)
    hand(s, 0, "Freak Drive")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play freak-drive" not in legal(s)  # only after resolution
    to_stage(s, "after")
    do(s, "play freak-drive")
    assert not s.minions[a].locked and s.minions[a].blood == 1


def test_freak_drive_superior_unlocks_after_a_blocked_action_only() -> None:
    s = table()
    a = ready(s, 0, "Brock Sterling (G6)", blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Freak Drive")
    goto(s, "minion")
    do(s, f"bleed {a}")
    attempt_block(s, g)
    play_out(s, lambda st: action(st).stage == "after" and st.to_move == 0)
    do(s, "play freak-drive")  # blocked: only the superior mode
    assert not s.minions[a].locked
    s = table()
    a = ready(s, 0, "Brock Sterling (G6)", blood=3)
    hand(s, 0, "Freak Drive")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    do(s, "play freak-drive")  # successful: only the basic mode, nothing asked
    assert not s.minions[a].locked and s.minions[a].blood == 2


def test_shadow_cloak_basic_adds_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Peter St. John (G6)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Shadow Cloak")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play shadow-cloak" not in legal(s)  # VT-STL-04
    attempt_block(s, b)
    do(s, "play shadow-cloak")
    assert action(s).stealth(s) == 1


def test_shadow_cloak_superior_is_put_on_the_vampire_after_a_successful_action() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=3)
    hand(s, 0, "Shadow Cloak")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play shadow-cloak" not in legal(s)  # only after resolution
    to_stage(s, "after")
    do(s, "play shadow-cloak")
    (p,) = s.minions[a].cards
    assert s.placed[p].card == cid("Shadow Cloak")
    ops.fire(s, "unlock", {"seat": 1})  # another Methuselah's unlock phase: it stays
    assert p in s.placed
    ops.fire(s, "unlock", {"seat": 0})  # your unlock phase: burned
    assert p not in s.placed and cid("Shadow Cloak") in s.ash[0]


def test_shadow_cloak_superior_only_minions_with_auspex_direct_actions_at_it() -> None:
    """VT-ACT-01: an action naming another Methuselah's vampire is directed at it."""
    s = table()
    d = ready(s, 1, "Dimple (G1)", blood=2)
    attach(s, d, "Shadow Cloak", mode="superior")
    i = ready(s, 0, "Ingrid Russo (G2)", blood=4)
    y = ready(s, 0, "Ayelech (G6)", blood=4)
    hand(s, 0, "Puppet Master")
    goto(s, "minion")
    ctx = context(s, s.stack[-1])
    plays = plays_of(s, ctx, 0, cid("Puppet Master"))
    assert not any(p.by == i and d in p.targets for p in plays)  # no Auspex
    assert any(p.by == y and d in p.targets for p in plays)  # Auspex


def test_unleashing_the_bestial_soul_no_reactions_and_the_next_costs_more() -> None:
    """Unleashing the Bestial Soul [dom]: the chosen minion cannot play reactions this action;
    [DOM]: and the next reaction card played this action costs +1 blood."""
    s = table()
    a = ready(s, 0, "Aniel (G7)", blood=4)  # a Salubri with superior Dominate
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = ready(s, 1, "Andi Liu (G6)", blood=3)  # Auspex: Eyes of Argus
    hand(s, 0, "Unleashing the Bestial Soul")
    hand(s, 1, "Eyes of Argus", "Eyes of Argus")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "unleashing-the-bestial-soul", "mode superior", f"target {b}")
    assert s.minions[a].blood == 3  # its cost
    assert ("this-action", "no-reactions", b) in s.marks
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"block {c}")
    pass_until(s, lambda st: st.to_move == 1)
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    s.changed()
    play(s, "eyes-of-argus", f"by {c}", "mode basic")
    assert s.minions[c].blood == 2  # +1 blood for the next reaction
    assert s.minions[b].blood == 3
    finish_action(s)
    assert ("this-action", "no-reactions", b) not in s.marks
