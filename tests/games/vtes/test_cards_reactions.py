"""Reaction cards and Action Modifier/Reaction cards (effects/reactions.py).

Seat 0 ("p1") acts with Ayelech (a titled Tremere); seat 1 ("p2") is its prey, seat 3 its predator.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.effects.core import intrinsic_strikes
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
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

ACTOR = "Ayelech (G6)"  # a Tremere prince: titled


# ------------------------------------------------------------------------ helpers


def to_seat(s: VTESState, seat: int, limit: int = 20) -> None:
    """Everybody passes until ``seat`` holds the impulse (a pass in state A declines to block)."""
    for _ in range(limit):
        if s.to_move == seat:
            return
        do(s, "pass")
    raise AssertionError(f"seat {seat} never got the impulse: {s.prompt()}")


def start(s: VTESState, verb: str, actor: int, seat: int = 0) -> None:
    """``actor`` of ``seat`` announces a default action (bleed, hunt) in ``seat``'s minion phase."""
    goto(s, "minion", seat)
    do(s, f"{verb} {actor}")


def block(s: VTESState, seat: int, uid: int) -> None:
    """``uid`` attempts to block; the impulse comes back to ``seat`` (after the acting Methuselah)."""
    to_seat(s, seat)
    do(s, f"block {uid}")
    to_seat(s, seat)


def fight_until(s: VTESState, done: Callable[[VTESState], bool], limit: int = 300) -> None:
    """Hand strikes and passes until ``done(s)``."""
    for _ in range(limit):
        if done(s):
            return
        moves = legal(s)
        hand_strike = next((m for m in moves if m.startswith("strike hand")), None)
        if "pass" in moves:
            do(s, "pass")
        elif hand_strike is not None:
            do(s, hand_strike)
        else:
            raise AssertionError(f"no pass or hand strike: {s.prompt()} {moves}")
    raise AssertionError(f"still waiting: {s.prompt()}")


def in_combat(s: VTESState) -> bool:
    return current_combat(s) is not None


def to_after(s: VTESState) -> None:
    """Through the combat of a block, to the stage after block resolution."""
    fight_until(s, lambda st: action(st) is not None and action(st).stage == "after")  # type: ignore[union-attr]


def polling(s: VTESState, seat: int, caller: int) -> None:
    """Seat 0's ``caller`` calls a referendum with Ancilla Empowerment; ``seat`` holds the impulse in
    its polling."""
    hand(s, 0, "Ancilla Empowerment")
    goto(s, "minion")
    do(s, "play ancilla-empowerment")
    if s.stack[-1].seat == 0 and f"by {caller}" in legal(s):
        do(s, f"by {caller}")
    pass_until(s, lambda st: current_referendum(st) is not None)
    to_seat(s, seat)


def stealthy_bleed(s: VTESState, actor: int, stealth: int = 1) -> None:
    """A bleed (directed at seat 1) with some stealth, so that intercept is needed."""
    start(s, "bleed", actor)
    action(s).stealth_bonus = stealth  # type: ignore[union-attr]


# ------------------------------------------------------------------------ bounces


def test_bait_and_switch_locks_the_baron_and_bounces_the_bleed() -> None:
    """VT-BLK-08: in state C the bleed changes target, and block attempts reopen (VT-BLK-05)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    baron = ready(s, 1, "Atiena (G6)", blood=3)
    hand(s, 1, "Bait and Switch")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play bait-and-switch" not in legal(s)  # blocks not yet declined
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play bait-and-switch", "target p3")
    assert s.minions[baron].locked
    assert action(s).target_seat == 2 and action(s).stage == "A"  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 30 and s.pool[2] == 29


def test_bait_and_switch_requires_a_baron() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Rayne (G6)", blood=2)  # an Anarch, no title
    hand(s, 1, "Bait and Switch")
    start(s, "bleed", a)
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play bait-and-switch" not in legal(s)


def test_bait_and_switch_is_not_usable_during_a_hunt() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Atiena (G6)", blood=3)
    hand(s, 1, "Bait and Switch")
    start(s, "hunt", a)
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play bait-and-switch" not in legal(s)


def test_deflection_superior_bounces_without_locking() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    d = ready(s, 1, "Keith Moody (G4)", blood=3)
    hand(s, 1, "Deflection")
    start(s, "bleed", a)
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play deflection", "mode superior", "target p4")
    assert not s.minions[d].locked and s.minions[d].blood == 2
    assert action(s).target_seat == 3  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[3] == 29 and s.pool[1] == 30


def test_deflection_is_not_usable_before_blocks_are_declined() -> None:
    """VT-BLK-08: "after blocks are declined" is state C."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Keith Moody (G4)", blood=3)
    hand(s, 1, "Deflection")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play deflection" not in legal(s)


def test_my_enemys_enemy_superior_bounces_to_the_predators_predator() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "My Enemy's Enemy")
    start(s, "bleed", a)
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play my-enemy-s-enemy")  # one mode, one target: seat 0's predator, seat 3
    assert s.minions[v].locked
    assert action(s).target_seat == 3  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[3] == 29 and s.pool[1] == 30


def test_my_enemys_enemy_superior_needs_the_predator_acting() -> None:
    """A bleed by seat 3 redirected to seat 1: seat 1's predator (seat 0) is not acting."""
    s = table()
    a = ready(s, 3, ACTOR, blood=3)
    ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "My Enemy's Enemy")
    start(s, "bleed", a, seat=3)
    action(s).retarget(s, 1)  # type: ignore[union-attr]
    s.settle()
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play my-enemy-s-enemy" not in legal(s)


def test_my_enemys_enemy_superior_is_not_usable_with_two_methuselahs() -> None:
    s = table(2)
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "My Enemy's Enemy")
    start(s, "bleed", a)
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play my-enemy-s-enemy" not in legal(s)


def test_my_enemys_enemy_basic_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "My Enemy's Enemy")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play my-enemy-s-enemy")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_telepathic_misdirection_superior_locks_and_bounces() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Telepathic Misdirection")
    start(s, "bleed", a)
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play telepathic-misdirection", "target p3")
    assert s.minions[v].locked and s.minions[v].blood == 2
    assert action(s).target_seat == 2  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[2] == 29 and s.pool[1] == 30


def test_telepathic_misdirection_basic_gives_1_intercept_only_to_the_blocker_when_needed() -> None:
    """VT-STL-05: intercept only for the minion attempting to block, while the stealth is higher."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Telepathic Misdirection")
    start(s, "hunt", a)
    to_seat(s, 1)
    assert "play telepathic-misdirection" not in legal(s)  # no block attempt
    block(s, 1, v)
    do(s, "play telepathic-misdirection")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    assert s.minions[v].blood == 2  # its cost
    pass_until(s, lambda st: in_combat(st) or action(st) is None)
    assert action(s).blocked_by == v  # type: ignore[union-attr]


# ------------------------------------------------------------------------ intercept


def test_enhanced_senses_basic_gives_1_intercept_and_blocks_a_hunt() -> None:
    """VT-STL-01: blocked when intercept reaches stealth."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Enhanced Senses")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play enhanced-senses")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, lambda st: in_combat(st) or action(st) is None)
    assert in_combat(s) and action(s).blocked_by == v  # type: ignore[union-attr]


def test_enhanced_senses_superior_gives_2_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Enhanced Senses")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play enhanced-senses", "mode superior")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_enhanced_senses_is_not_offered_when_intercept_is_not_needed() -> None:
    """VT-STL-05: a bleed has 0 stealth, the blocker's 0 intercept is enough."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Enhanced Senses")
    start(s, "bleed", a)
    block(s, 1, v)
    assert "play enhanced-senses" not in legal(s)


def test_eyes_of_argus_basic_gives_2_intercept_during_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Eyes of Argus")
    stealthy_bleed(s, a, 2)
    block(s, 1, v)
    do(s, "play eyes-of-argus")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_eyes_of_argus_basic_is_not_usable_during_an_undirected_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Eyes of Argus")
    start(s, "hunt", a)
    block(s, 1, v)
    assert "play eyes-of-argus" not in legal(s)


def test_eyes_of_argus_superior_wakes_a_locked_vampire_who_may_then_block() -> None:
    """VT-TERM-20: a woken vampire may block as if unlocked."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3, locked=True)
    hand(s, 1, "Eyes of Argus")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert f"block {v}" not in legal(s)
    do(s, "play eyes-of-argus")
    assert v in action(s).woke and s.minions[v].locked  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"block {v}" in legal(s)


def test_eyes_of_argus_superior_needs_a_locked_vampire() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Eyes of Argus")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play eyes-of-argus" not in legal(s)  # unlocked, and no block attempt for the basic


def test_eagles_sight_basic_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Eagle's Sight")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play eagle-s-sight")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_eagles_sight_superior_blocks_an_action_directed_at_another_methuselah() -> None:
    """VT-BLK-01 set aside: seat 2 attempts to block a bleed directed at seat 1."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 2, "Isabel de Leon (G2)", blood=3)
    hand(s, 2, "Eagle's Sight")
    start(s, "bleed", a)
    to_seat(s, 2)
    assert f"block {v}" not in legal(s)
    do(s, "play eagle-s-sight")
    assert action(s).blocker == v and action(s).stage == "B"  # type: ignore[union-attr]
    pass_until(s, lambda st: in_combat(st) or action(st) is None)
    assert action(s).blocked_by == v  # type: ignore[union-attr]


def test_eagles_sight_superior_keeps_an_earlier_decision_not_to_block() -> None:
    """VT-BLK-05, AMB-07: seat 1 passed in state A, it declined to block (ruling RTR 19950413)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Isabel de Leon (G2)", blood=3)
    ready(s, 2, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "Eagle's Sight")
    hand(s, 2, "On the Qui Vive")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play eagle-s-sight" in legal(s)
    do(s, "pass")  # declines to block
    to_seat(s, 2)
    do(s, "play on-the-qui-vive")  # a play: the impulse goes round again in state A (VT-SEQ-03)
    to_seat(s, 1)
    assert action(s).stage == "A" and 1 in action(s).declined  # type: ignore[union-attr]
    assert "play eagle-s-sight" not in legal(s)


def test_instinctive_reaction_basic_gives_1_intercept_against_the_predator() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Prentis Derby (G6)", blood=4)
    hand(s, 1, "Instinctive Reaction")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play instinctive-reaction")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_instinctive_reaction_is_not_usable_unless_the_predator_acts() -> None:
    """Seat 0 is seat 3's prey, not its predator: seat 3 (blocking as the predator) cannot."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Rayne (G6)", blood=2)  # the prey, who declines to block first (VT-BLK-02)
    v = ready(s, 3, "Prentis Derby (G6)", blood=4)
    hand(s, 3, "Instinctive Reaction")
    start(s, "hunt", a)
    to_seat(s, 3)
    do(s, f"block {v}")
    to_seat(s, 3)
    assert "play instinctive-reaction" not in legal(s)


def test_instinctive_reaction_superior_gives_a_maneuver_in_the_resulting_combat() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Trung Chau Pham (G7)", blood=3)
    hand(s, 1, "Instinctive Reaction")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play instinctive-reaction", "mode superior")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, in_combat)
    c = current_combat(s)
    assert c is not None and c.count(v, "maneuver") == 1 and c.count(a, "maneuver") == 0
    fight_until(s, lambda st: f"maneuver {v} optional" in legal(st))
    assert current_combat(s).step == 2  # type: ignore[union-attr]  # determine range (VT-RNG-04)


def test_spirits_touch_basic_gives_1_intercept_and_no_maneuver() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Spirit's Touch")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play spirit-s-touch")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, in_combat)
    assert current_combat(s).count(v, "maneuver") == 0  # type: ignore[union-attr]


def test_spirits_touch_superior_gives_a_maneuver_only_if_this_vampire_blocks() -> None:
    """The maneuver is for the combat resulting from a successful block (ruling LSJ 20010813)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Spirit's Touch")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play spirit-s-touch", "mode superior")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, in_combat)
    assert current_combat(s).count(v, "maneuver") == 1  # type: ignore[union-attr]


def test_spirits_touch_superior_without_a_block_gives_nothing() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Spirit's Touch")
    stealthy_bleed(s, a, 2)
    block(s, 1, v)
    do(s, "play spirit-s-touch", "mode superior")
    finish_action(s)  # 1 intercept against 2 stealth: the block fails, the bleed succeeds
    assert s.pool[1] == 29 and current_combat(s) is None


def test_precognition_basic_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Precognition")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play precognition")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, in_combat)
    assert current_combat(s).count(v, "shield") == 0  # type: ignore[union-attr]


def test_precognition_superior_prevents_1_damage_in_the_first_round() -> None:
    """VT-DMG-02: the blocker may prevent 1 damage in the first round of the resulting combat."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Isabel de Leon (G2)", blood=3)
    hand(s, 1, "Precognition")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play precognition", "mode superior")
    pass_until(s, in_combat)
    c = current_combat(s)
    assert c is not None and c.round == 1 and c.count(v, "shield") == 1
    fight_until(s, lambda st: f"shield {v} 1" in legal(st))
    do(s, f"shield {v} 1")
    fight_until(s, lambda st: not in_combat(st))
    assert s.minions[v].blood == 3  # the 1 damage of Ayelech's hand strike was prevented
    assert s.minions[a].blood == 2


def test_the_warrens_gives_2_intercept_to_an_untitled_nosferatu() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Dimple (G1)", blood=2)
    hand(s, 1, "The Warrens")
    stealthy_bleed(s, a, 3)
    block(s, 1, v)
    do(s, "play the-warrens")
    assert action(s).intercept(s, v) == 2 and s.minions[v].blood == 1  # type: ignore[union-attr]


def test_the_warrens_gives_3_intercept_to_a_titled_nosferatu() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Belinde (G6)", blood=6)
    hand(s, 1, "The Warrens")
    stealthy_bleed(s, a, 3)
    block(s, 1, v)
    do(s, "play the-warrens")
    assert action(s).intercept(s, v) == 3  # type: ignore[union-attr]


def test_the_warrens_is_not_usable_during_an_undirected_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Dimple (G1)", blood=2)
    hand(s, 1, "The Warrens")
    start(s, "hunt", a)
    block(s, 1, v)
    assert "play the-warrens" not in legal(s)


def test_protection_racket_gives_2_intercept_against_a_titled_acting_minion() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Rayne (G6)", blood=2)
    hand(s, 1, "Protection Racket")
    stealthy_bleed(s, a, 3)
    block(s, 1, v)
    do(s, "play protection-racket")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_protection_racket_gives_1_intercept_against_an_untitled_acting_minion() -> None:
    s = table()
    a = ready(s, 0, "Isabel de Leon (G2)", blood=3)
    v = ready(s, 1, "Rayne (G6)", blood=2)
    hand(s, 1, "Protection Racket")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play protection-racket")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_protection_racket_follows_the_acting_minions_title() -> None:
    """The additional intercept is lost when the acting vampire loses its title (ruling ANK 20190416)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Rayne (G6)", blood=2)
    hand(s, 1, "Protection Racket")
    stealthy_bleed(s, a, 3)
    block(s, 1, v)
    do(s, "play protection-racket")
    s.minions[a] = s.minions[a]._replace(sect="anarch")  # a Camarilla prince title no longer counts
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_protection_racket_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Protection Racket")
    start(s, "hunt", a)
    block(s, 1, v)
    assert "play protection-racket" not in legal(s)


def test_truth_in_darkness_basic_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Truth in Darkness")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play truth-in-darkness")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    to_after(s)
    assert f"grant truth-in-darkness {v}" not in legal(s)


def test_truth_in_darkness_superior_burns_1_blood_to_unlock_after_block_resolution() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Alek König (G6)", blood=3)
    hand(s, 1, "Truth in Darkness")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play truth-in-darkness", "mode superior")
    pass_until(s, in_combat)
    assert s.minions[v].locked  # VT-RES-03
    assert f"grant truth-in-darkness {v}" not in legal(s)  # not during the combat
    to_after(s)
    to_seat(s, 1)
    blood = s.minions[v].blood
    do(s, f"grant truth-in-darkness {v}")
    assert not s.minions[v].locked and s.minions[v].blood == blood - 1
    assert f"grant truth-in-darkness {v}" not in legal(s)


# ------------------------------------------------------------------------ unlock, wake, block


def test_cats_guidance_basic_unlocks_the_blocker_after_block_resolution() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Prentis Derby (G6)", blood=4)
    hand(s, 1, "Cats' Guidance")
    start(s, "bleed", a)
    block(s, 1, v)
    assert "play cats-guidance" not in legal(s)  # not before block resolution
    to_after(s)
    to_seat(s, 1)
    assert s.minions[v].locked
    do(s, "play cats-guidance")
    assert not s.minions[v].locked


def test_cats_guidance_basic_is_only_for_the_vampire_who_blocked() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3)
    ready(s, 1, "Prentis Derby (G6)", blood=4, locked=True)
    hand(s, 1, "Cats' Guidance")
    start(s, "bleed", a)
    block(s, 1, v)
    to_after(s)
    to_seat(s, 1)
    assert "play cats-guidance" not in legal(s)


def test_cats_guidance_superior_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Trung Chau Pham (G7)", blood=3)
    hand(s, 1, "Cats' Guidance")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play cats-guidance")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_guard_dogs_basic_unlocks_a_locked_vampire_who_may_then_block() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Prentis Derby (G6)", blood=4, locked=True)
    hand(s, 1, "Guard Dogs")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play guard-dogs")
    assert not s.minions[v].locked
    to_seat(s, 1)
    assert f"block {v}" in legal(s)


def test_guard_dogs_is_not_usable_during_a_hunt() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Prentis Derby (G6)", blood=4, locked=True)
    hand(s, 1, "Guard Dogs")
    start(s, "hunt", a)
    to_seat(s, 1)
    assert "play guard-dogs" not in legal(s)


def test_guard_dogs_superior_gives_a_maneuver_if_this_vampire_blocks() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Trung Chau Pham (G7)", blood=3, locked=True)
    hand(s, 1, "Guard Dogs")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play guard-dogs", "mode superior")
    assert not s.minions[v].locked
    block(s, 1, v)
    pass_until(s, in_combat)
    assert current_combat(s).count(v, "maneuver") == 1  # type: ignore[union-attr]


def test_deep_ecology_ani_gives_2_intercept_during_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Hanna Nokelainen (G6)", blood=4)
    hand(s, 1, "Deep Ecology")
    stealthy_bleed(s, a, 2)
    block(s, 1, v)
    do(s, "play deep-ecology", "mode ani")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_deep_ecology_for_reduces_the_bleed_by_2() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Hanna Nokelainen (G6)", blood=4)
    hand(s, 1, "Deep Ecology")
    start(s, "bleed", a)
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, "play deep-ecology")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 29


def test_deep_ecology_pro_burns_1_blood_to_unlock() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Hanna Nokelainen (G6)", blood=4, locked=True)
    hand(s, 1, "Deep Ecology")
    start(s, "hunt", a)
    to_seat(s, 1)
    do(s, "play deep-ecology")
    assert not s.minions[v].locked and s.minions[v].blood == 3
    to_seat(s, 1)
    assert f"block {v}" in legal(s)


def test_deep_ecology_pro_needs_the_blood_to_burn() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Hanna Nokelainen (G6)", blood=0, locked=True)
    hand(s, 1, "Deep Ecology")
    start(s, "hunt", a)
    to_seat(s, 1)
    assert "play deep-ecology" not in legal(s)


def test_deep_ecology_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Lawbringer (G6)", blood=3)  # Sabbat, with Animalism and Protean
    hand(s, 1, "Deep Ecology")
    start(s, "bleed", a)
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    to_seat(s, 1)
    assert "play deep-ecology" not in legal(s)


def test_on_the_qui_vive_wakes_a_locked_minion_once_between_unlock_phases() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    b = ready(s, 0, "Isabel de Leon (G2)", blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "On the Qui Vive", "On the Qui Vive")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play on-the-qui-vive")
    assert v in action(s).woke  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"block {v}" in legal(s)
    finish_action(s)
    do(s, f"bleed {b}")
    to_seat(s, 1)
    assert "play on-the-qui-vive" not in legal(s)  # one between their unlock phases


def test_on_the_qui_vive_an_ally_does_not_unlock_in_its_next_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ally = ready(s, 1, "Gravebound Drone", locked=True)
    vamp = ready(s, 1, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "On the Qui Vive")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play on-the-qui-vive", f"by {ally}")
    assert ally in action(s).woke  # type: ignore[union-attr]
    finish_action(s)
    goto(s, "unlock", 1)
    assert s.minions[ally].locked and not s.minions[vamp].locked
    goto(s, "unlock", 1)
    assert not s.minions[ally].locked  # only the next unlock phase


def test_on_the_qui_vive_needs_a_locked_minion() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "On the Qui Vive")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play on-the-qui-vive" not in legal(s)


def test_wake_with_evenings_freshness_wakes_and_is_replaced_at_the_next_unlock_phase() -> None:
    """VT-CARD-21: a delayed replacement lowers the hand size until it ends."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "Wake with Evening's Freshness")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play wake-with-evening-s-freshness")
    assert v in action(s).woke and len(s.hand[1]) == 0  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"block {v}" in legal(s)
    finish_action(s)
    goto(s, "unlock", 1)
    assert len(s.hand[1]) == 7


def test_wake_with_evenings_freshness_needs_a_locked_vampire() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Wake with Evening's Freshness")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play wake-with-evening-s-freshness" not in legal(s)


def test_shadow_sentinel_basic_wakes_this_vampire() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "Shadow Sentinel")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play shadow-sentinel")
    assert v in action(s).woke  # type: ignore[union-attr]


def test_shadow_sentinel_superior_wakes_a_zombie_ally_once_between_unlock_phases() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    b = ready(s, 0, "Isabel de Leon (G2)", blood=3)
    v = ready(s, 1, "Alek König (G6)", blood=3)
    ally = ready(s, 1, "Gravebound Drone", locked=True)
    hand(s, 1, "Shadow Sentinel", "Shadow Sentinel")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play shadow-sentinel")  # unlocked: only the superior mode, one target
    assert ally in action(s).woke and v not in action(s).woke  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"block {ally}" in legal(s)
    finish_action(s)
    do(s, f"bleed {b}")
    to_seat(s, 1)
    assert "play shadow-sentinel" not in legal(s)


def test_eyes_of_the_wild_unlocks_and_blocks_and_burns_blood_for_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Malcolm (G5)", blood=2, locked=True)
    hand(s, 1, "Eyes of the Wild")
    stealthy_bleed(s, a, 1)
    to_seat(s, 1)
    do(s, "play eyes-of-the-wild")
    assert not s.minions[v].locked
    assert action(s).blocker == v and action(s).stage == "B"  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"grant eyes-of-the-wild {v}")
    assert s.minions[v].blood == 1 and action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, lambda st: in_combat(st) or action(st) is None)
    assert action(s).blocked_by == v  # type: ignore[union-attr]


def test_eyes_of_the_wild_locks_the_gangrel_after_the_action_if_it_did_not_block() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Malcolm (G5)", blood=2, locked=True)
    hand(s, 1, "Eyes of the Wild")
    stealthy_bleed(s, a, 1)
    to_seat(s, 1)
    do(s, "play eyes-of-the-wild")
    to_seat(s, 1)
    do(s, "pass")  # no burn: the block fails
    pass_until(s, lambda st: action(st) is not None and action(st).blocker < 0)  # type: ignore[union-attr]
    assert not s.minions[v].locked
    to_seat(s, 1)
    assert f"grant eyes-of-the-wild {v}" not in legal(s)  # only while it attempts to block
    finish_action(s)
    assert s.minions[v].locked and s.pool[1] == 29


def test_eyes_of_the_wild_keeps_the_normal_blocking_restrictions() -> None:
    """VT-BLK-01: a bleed directed at seat 1 cannot be blocked by seat 2 (ruling ANK 20180623)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 2, "Malcolm (G5)", blood=2, locked=True)
    hand(s, 2, "Eyes of the Wild")
    start(s, "bleed", a)
    to_seat(s, 2)
    assert "play eyes-of-the-wild" not in legal(s)


def test_one_with_the_land_basic_gives_2_intercept_during_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Lawbringer (G6)", blood=3)
    hand(s, 1, "One With the Land")
    stealthy_bleed(s, a, 2)
    block(s, 1, v)
    do(s, "play one-with-the-land")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_one_with_the_land_superior_unlocks_blocks_and_stops_first_round_strikes() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Clara Hjortshøj (G6)", blood=5, locked=True)
    hand(s, 1, "One With the Land")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play one-with-the-land")
    assert not s.minions[v].locked and action(s).blocker == v  # type: ignore[union-attr]
    pass_until(s, in_combat)
    c = current_combat(s)
    assert c is not None and "no-strike-first-round" in c.flags


def test_one_with_the_land_is_not_usable_during_an_undirected_action() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Clara Hjortshøj (G6)", blood=5, locked=True)
    hand(s, 1, "One With the Land")
    start(s, "hunt", a)
    to_seat(s, 1)
    assert "play one-with-the-land" not in legal(s)


def test_organized_resistance_unlocks_an_anarch_who_blocks_with_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Atiena (G6)", blood=3, locked=True)  # a locked baron may play it
    v = ready(s, 1, "Rayne (G6)", blood=2, locked=True)
    hand(s, 1, "Organized Resistance")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play organized-resistance", f"target {v}")
    assert not s.minions[v].locked
    assert action(s).blocker == v and action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_organized_resistance_gives_1_intercept_to_a_blocking_anarch() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    baron = ready(s, 1, "Atiena (G6)", blood=3)
    v = ready(s, 1, "Rayne (G6)", blood=2)
    hand(s, 1, "Organized Resistance")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play organized-resistance")
    assert action(s).intercept(s, v) == 1 and action(s).intercept(s, baron) == 0  # type: ignore[union-attr]


def test_organized_resistance_requires_a_baron() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Rayne (G6)", blood=2)
    hand(s, 1, "Organized Resistance")
    start(s, "hunt", a)
    block(s, 1, v)
    assert "play organized-resistance" not in legal(s)


def test_second_tradition_domain_gives_2_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Warmaksan (G6)", blood=5)
    hand(s, 1, "Second Tradition: Domain")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play second-tradition-domain")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_second_tradition_domain_burns_1_blood_to_unlock_and_block_with_2_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Warmaksan (G6)", blood=5, locked=True)
    hand(s, 1, "Second Tradition: Domain")
    start(s, "bleed", a)
    to_seat(s, 1)
    do(s, "play second-tradition-domain")
    assert not s.minions[v].locked and s.minions[v].blood == 4
    assert action(s).blocker == v and action(s).intercept(s, v) == 2  # type: ignore[union-attr]


def test_second_tradition_domain_requires_a_prince_or_justicar() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Nadezhda (G6)", blood=3, locked=True)
    hand(s, 1, "Second Tradition: Domain")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play second-tradition-domain" not in legal(s)


# ------------------------------------------------------------------------ stealth, bleed


def test_night_terrors_basic_reduces_the_stealth_to_0() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Oleg Kaprizov (G7)", blood=3)
    hand(s, 1, "Night Terrors")
    start(s, "hunt", a)
    to_seat(s, 1)
    do(s, "play night-terrors")
    assert action(s).stealth(s) == 0 and s.minions[v].blood == 2  # type: ignore[union-attr]
    action(s).stealth_bonus += 1  # type: ignore[union-attr]  # the acting minion can still increase it
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_night_terrors_superior_gives_combat_ends_in_the_first_round_if_this_vampire_blocks() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Roberto Rivamonte (G7)", blood=6)
    hand(s, 1, "Night Terrors")
    start(s, "hunt", a)
    to_seat(s, 1)
    do(s, "play night-terrors", "mode superior")
    block(s, 1, v)
    pass_until(s, in_combat)
    fight_until(s, lambda st: st.to_move == 1 and "strike combat ends" in legal(st))
    do(s, "strike combat ends")
    fight_until(s, lambda st: not in_combat(st))
    assert s.minions[a].blood == 3  # the combat ended before damage


def test_visions_of_zapathasura_basic_reduces_the_bleed_by_3() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Oleg Kaprizov (G7)", blood=3)
    hand(s, 1, "Visions of Zapathasura")
    start(s, "bleed", a)
    action(s).bleed_bonus = 3  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, "play visions-of-zapathasura")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 29


def test_visions_of_zapathasura_superior_locks_to_reduce_the_bleed_to_0() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Roberto Rivamonte (G7)", blood=6)
    hand(s, 1, "Visions of Zapathasura")
    start(s, "bleed", a)
    action(s).bleed_bonus = 3  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, "play visions-of-zapathasura", "mode superior")
    assert s.minions[v].locked and action(s).bleed_amount(s) == 0  # type: ignore[union-attr]
    action(s).bleed_bonus += 1  # type: ignore[union-attr]  # the acting minion can still increase it
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]


def test_visions_of_zapathasura_superior_by_the_blocker_makes_its_block_fail() -> None:
    """A minion attempting to block that is locked fails to block (ruling LSJ 20010702)."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Roberto Rivamonte (G7)", blood=6)
    hand(s, 1, "Visions of Zapathasura")
    start(s, "bleed", a)
    block(s, 1, v)
    do(s, "play visions-of-zapathasura", "mode superior")
    assert s.minions[v].locked and action(s).blocker == -1 and action(s).stage == "A"  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 30 and current_combat(s) is None


def test_visions_of_zapathasura_is_not_usable_during_a_hunt() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Roberto Rivamonte (G7)", blood=6)
    hand(s, 1, "Visions of Zapathasura")
    start(s, "hunt", a)
    to_seat(s, 1)
    assert "play visions-of-zapathasura" not in legal(s)


# ------------------------------------------------------------------------ politics


def test_delaying_tactics_cancels_the_referendum_and_returns_the_card() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    b = ready(s, 0, "Isabel de Leon (G2)", blood=3)
    n = ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Delaying Tactics")
    polling(s, 1, a)
    do(s, "play delaying-tactics")
    assert current_referendum(s) is None
    assert not s.minions[a].locked and s.minions[n].blood == 2
    assert s.pool == [30, 30, 30, 30]  # not tallied: nobody burned pool
    assert "Ancilla Empowerment" in [facts(c).name for c in s.hand[0]]
    if s.to_move == 0 and len(s.hand[0]) > 7:  # back in hand: discard down afterward (VT-CARD-21)
        do(s, legal(s)[0])
    finish_action(s)
    assert "play ancilla-empowerment" not in legal(s)  # the same political action, not again this turn
    assert f"bleed {b}" in legal(s)


def test_delaying_tactics_is_only_usable_during_polling() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Nadezhda (G6)", blood=3)
    hand(s, 1, "Delaying Tactics")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play delaying-tactics" not in legal(s)


def test_ominous_chorus_gives_a_lasombra_3_votes() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Claudia (G5)", blood=2)
    hand(s, 1, "Ominous Chorus")
    polling(s, 1, a)
    do(s, "play ominous-chorus", "target against")
    ref = current_referendum(s)
    assert ref is not None and ref.side_of(v) == "against" and ref.tally(s)[1] == 3


def test_ominous_chorus_as_an_action_modifier_by_the_acting_lasombra() -> None:
    s = table()
    a = ready(s, 0, "Claudia (G5)", blood=2)
    hand(s, 0, "Ancilla Empowerment", "Ominous Chorus")
    goto(s, "minion")
    do(s, "play ancilla-empowerment")
    pass_until(s, lambda st: current_referendum(st) is not None)
    to_seat(s, 0)
    do(s, "play ominous-chorus", "target for")
    ref = current_referendum(s)
    assert ref is not None and ref.side_of(a) == "for" and ref.tally(s)[0] == 3


def test_ominous_chorus_is_not_usable_outside_polling() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Claudia (G5)", blood=2)
    hand(s, 1, "Ominous Chorus")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play ominous-chorus" not in legal(s)


def test_scalpel_tongue_basic_locks_a_voter_who_abstains() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Anita Wainwright (G6)", blood=3)
    hand(s, 1, "Scalpel Tongue")
    polling(s, 0, a)
    do(s, f"vote {a} for")
    to_seat(s, 1)
    do(s, "play scalpel-tongue")  # one vampire has cast: the only target
    ref = current_referendum(s)
    assert ref is not None and s.minions[a].locked and ref.tally(s)[0] == 0
    assert a in ref.abstain and s.minions[v].blood == 2 and s.minions[a].blood == 3


def test_scalpel_tongue_superior_also_burns_1_blood() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Conchita Morales (G5)", blood=5)
    hand(s, 1, "Scalpel Tongue")
    polling(s, 0, a)
    do(s, f"vote {a} for")
    to_seat(s, 1)
    do(s, "play scalpel-tongue", "mode superior")
    assert s.minions[a].blood == 2 and s.minions[a].locked


def test_scalpel_tongue_as_an_action_modifier_by_the_acting_vampire() -> None:
    """VT-VOTE-12: as an action modifier, played by the acting minion."""
    s = table()
    a = ready(s, 0, "Anita Wainwright (G6)", blood=3)
    w = ready(s, 1, "Warmaksan (G6)", blood=5)
    hand(s, 0, "Ancilla Empowerment", "Scalpel Tongue")
    goto(s, "minion")
    do(s, "play ancilla-empowerment")
    pass_until(s, lambda st: current_referendum(st) is not None)
    to_seat(s, 1)
    do(s, f"vote {w} against")
    to_seat(s, 0)
    do(s, "play scalpel-tongue")
    ref = current_referendum(s)
    assert ref is not None and w in ref.abstain and ref.tally(s)[1] == 0
    assert s.minions[w].locked and s.minions[a].blood == 2


def test_scalpel_tongue_needs_a_vampire_who_has_cast_votes() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Anita Wainwright (G6)", blood=3)
    hand(s, 1, "Scalpel Tongue")
    polling(s, 1, a)
    assert "play scalpel-tongue" not in legal(s)


def test_party_out_of_bounds_obf_reduces_the_bleed_by_2() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Marcel (G6)", blood=4)
    hand(s, 1, "Party Out Of Bounds")
    start(s, "bleed", a)
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, "play party-out-of-bounds")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]


def test_party_out_of_bounds_pre_gives_2_votes() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Marcel (G6)", blood=4)
    hand(s, 1, "Party Out Of Bounds")
    polling(s, 1, a)
    do(s, "play party-out-of-bounds", "target against")
    ref = current_referendum(s)
    assert ref is not None and ref.side_of(v) == "against" and ref.tally(s)[1] == 2


def test_party_out_of_bounds_pro_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Marcel (G6)", blood=4)
    hand(s, 1, "Party Out Of Bounds")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play party-out-of-bounds")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_protected_district_reduces_a_bleed_by_3() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Thomas De Lutrius (G4)", blood=4)
    hand(s, 1, "Protected District")
    start(s, "bleed", a)
    action(s).bleed_bonus = 3  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, "play protected-district")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]


def test_protected_district_gives_3_votes_against() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Thomas De Lutrius (G4)", blood=4)
    hand(s, 1, "Protected District")
    polling(s, 1, a)
    do(s, "play protected-district")  # against only
    ref = current_referendum(s)
    assert ref is not None and ref.side_of(v) == "against" and ref.tally(s)[1] == 1 + 3


def test_protected_district_is_not_usable_by_a_vampire_voting_in_favour() -> None:
    """Ruling LSJ 20031115."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, "Thomas De Lutrius (G4)", blood=4)
    hand(s, 1, "Protected District")
    polling(s, 1, a)
    do(s, f"vote {v} for")
    to_seat(s, 1)
    assert "play protected-district" not in legal(s)


def test_protected_district_requires_a_primogen() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    ready(s, 1, "Warmaksan (G6)", blood=5)
    hand(s, 1, "Protected District")
    start(s, "bleed", a)
    to_seat(s, 1)
    assert "play protected-district" not in legal(s)


# ------------------------------------------------------------------------ Form of the Bat

TZIMISCE = "Clara Hjortshøj (G6)"  # superior Protean
LOW_PROTEAN = "Xeper, Sultan of Lepers (G6)"  # basic Protean


def equip(s: VTESState, uid: int, *names: str) -> None:
    for name in names:
        ops.put_on(s, cid(name), s.controller(uid), s.controller(uid), uid)


def strike_names(s: VTESState, uid: int) -> list[str]:
    c = current_combat(s)
    assert c is not None
    return [st.name for st in intrinsic_strikes(s, c, uid)]


def test_form_of_the_bat_superior_reaction_gives_1_intercept_and_if_it_blocks_a_maneuver_without_equipment() -> None:
    """The maneuver and the equipment restriction are for the resulting combat (LSJ 20010813): no
    .44 Magnum strike or maneuver, no Kevlar Vest prevention."""
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, TZIMISCE, blood=5)
    equip(s, v, ".44 Magnum", "Kevlar Vest")
    hand(s, 1, "Form of the Bat")
    start(s, "hunt", a)
    block(s, 1, v)
    do(s, "play form-of-the-bat")  # the reaction: the only mode usable by the blocker
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    pass_until(s, in_combat)
    c = current_combat(s)
    assert c is not None and c.has(v, "no-equipment")
    assert [val for u, k, val, _ in c.mods if u == v and k in ("maneuver", "shield")] == [""]
    assert strike_names(s, v) == ["hand"]


def test_form_of_the_bat_reaction_needs_superior_protean() -> None:
    s = table()
    a = ready(s, 0, ACTOR, blood=3)
    v = ready(s, 1, LOW_PROTEAN, blood=5)
    hand(s, 1, "Form of the Bat")
    start(s, "hunt", a)
    block(s, 1, v)
    assert "play form-of-the-bat" not in legal(s)


def test_form_of_the_bat_modifier_gives_the_blocking_minion_minus_1_intercept_only_during_a_block_attempt() -> None:
    """VT-STL-01: -1 intercept against 0 stealth: the attempt fails and the bleed succeeds."""
    s = table()
    clara = ready(s, 0, TZIMISCE, blood=5)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Form of the Bat")
    hand(s, 1, "Bonding")
    start(s, "bleed", clara)
    assert s.to_move == 0 and "play form-of-the-bat" not in legal(s)  # no block attempt yet
    to_seat(s, 1)
    do(s, f"block {b}")
    to_seat(s, 0)
    do(s, "play form-of-the-bat")
    assert action(s).intercept(s, b) == -1  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[1] == 29 and current_combat(s) is None


def test_form_of_the_bat_modifier_if_the_action_is_blocked_a_maneuver_without_equipment() -> None:
    s = table()
    clara = ready(s, 0, TZIMISCE, blood=5)
    equip(s, clara, ".44 Magnum")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    equip(s, b, "Sport Bike")  # +1 intercept: the block still succeeds
    hand(s, 0, "Form of the Bat")
    hand(s, 1, "Bonding")
    start(s, "bleed", clara)
    to_seat(s, 1)
    do(s, f"block {b}")
    to_seat(s, 0)
    do(s, "play form-of-the-bat")
    assert action(s).intercept(s, b) == 0  # type: ignore[union-attr]
    pass_until(s, in_combat)
    c = current_combat(s)
    assert c is not None and c.has(clara, "no-equipment") and not c.has(b, "no-equipment")
    assert [val for u, k, val, _ in c.mods if u == clara and k == "maneuver"] == [""]
    assert strike_names(s, clara) == ["hand"]
