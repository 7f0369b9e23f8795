"""Action cards (effects/action_cards.py): each card played through the minion phase, its action
resolved, and the exact effect checked."""

from __future__ import annotations

from collections.abc import Callable

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed, capacity, clan_of, is_vampire, level, strength
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    pass_until,
    ready,
    table,
    torpor,
    uncontrolled,
)

# ------------------------------------------------------------------------ helpers


def offered(s: VTESState, move: str) -> None:
    """Everybody passes until ``move`` is legal."""
    pass_until(s, lambda st: move in legal(st))


def seat_moves(s: VTESState, seat: int) -> None:
    """Everybody passes until ``seat`` holds the impulse."""
    pass_until(s, lambda st: st.to_move == seat)


def through(s: VTESState, done: Callable[[VTESState], bool], limit: int = 300) -> None:
    """Play on (passing, ending, hand strikes) until ``done(s)``."""
    for _ in range(limit):
        if done(s):
            return
        moves = legal(s)
        step = next((m for m in ("pass", "end", "strike hand", "strike hand strike", "decline") if m in moves), None)
        assert step is not None, f"stuck: {s.prompt()} {moves}"
        do(s, step)
    raise AssertionError(f"still waiting: {s.prompt()}")


def fight_now(s: VTESState, a: int, b: int) -> None:
    """A combat between ``a`` (acting) and ``b`` starts now, over whatever is in progress."""
    start_combat(s, Combat(a, b))
    s.changed()
    s.settle()


def _targets(s: VTESState, play: str) -> list[str]:
    """The targets offered for a play (then withdrawn)."""
    do(s, play)
    out = legal(s)
    do(s, "back")
    return out


def no_action(s: VTESState) -> bool:
    return action(s) is None


def card_on(s: VTESState, uid: int, name: str) -> int:
    """The uid of the card of that name on the minion (-1 if none)."""
    return next((p for p in s.minions[uid].cards if s.placed[p].card == cid(name)), -1)


def placed_in_play(s: VTESState, seat: int, name: str) -> int:
    return next((p for p in s.inplay[seat] if s.placed[p].card == cid(name)), -1)


# ------------------------------------------------------------------------ bleeds


def test_govern_the_unaligned_basic_bleeds_for_3() -> None:
    s = table()
    a = ready(s, 0, "Aleph (G1)", blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert action(s).bleed_amount(s) == 3
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[a].blood == 2


def test_govern_the_unaligned_superior_adds_3_blood_to_a_younger_uncontrolled_vampire() -> None:
    s = table()
    a = ready(s, 0, "Banjoko (G3)", blood=3)  # capacity 5
    y = uncontrolled(s, 0, "Aleph (G1)")  # capacity 4
    old = uncontrolled(s, 0, "Jeremy MacNeil (G3)")  # capacity 7: not younger
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned", "mode superior")  # the only younger vampire: not asked
    assert action(s).stealth(s) == 1
    finish_action(s)
    assert s.minions[y].blood == 3 and s.minions[old].blood == 0 and s.minions[a].blood == 2


def test_enchant_kindred_basic_bleeds_with_plus_1() -> None:
    s = table()
    ready(s, 0, "Garret (G4)", blood=3)
    hand(s, 0, "Enchant Kindred")
    goto(s, "minion")
    do(s, "play enchant-kindred")  # basic Presence: only the bleed
    finish_action(s)
    assert s.pool[1] == 28


def test_enchant_kindred_superior_adds_2_blood_to_a_younger_vampire() -> None:
    s = table()
    a = ready(s, 0, "Jeremy MacNeil (G3)", blood=3)
    y = uncontrolled(s, 0, "Garret (G4)")
    hand(s, 0, "Enchant Kindred")
    goto(s, "minion")
    do(s, "play enchant-kindred", "mode superior")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.minions[y].blood == 2 and s.minions[a].blood == 3 and s.pool[1] == 30


def test_intimidation_basic_and_superior_bleed_with_plus_1_and_plus_2() -> None:
    s = table()
    ready(s, 0, "Garret (G4)", blood=3)
    j = ready(s, 0, "Jeremy MacNeil (G3)", blood=3)
    hand(s, 0, "Intimidation", "Intimidation")
    goto(s, "minion")
    do(s, "play intimidation")
    assert "by " + str(j) in legal(s)
    do(s, f"by {j}", "mode superior")
    assert action(s).bleed_amount(s) == 3
    finish_action(s)
    assert s.pool[1] == 27
    do(s, "play intimidation")  # Garret, basic Presence only
    assert action(s).bleed_amount(s) == 2


def test_feast_of_the_soul_s_secrets_basic_bleeds_for_3() -> None:
    s = table()
    a = ready(s, 0, "Yael (G7)", blood=3)
    hand(s, 0, "Feast of the Soul's Secrets")
    goto(s, "minion")
    do(s, "play feast-of-the-soul-s-secrets")
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[a].blood == 2


def test_feast_of_the_soul_s_secrets_superior_adds_2_blood_to_a_younger_vampire_you_control() -> None:
    s = table()
    a = ready(s, 0, "Malachi (G7)", blood=4)  # capacity 6
    y = ready(s, 0, "Yael (G7)", blood=1)  # capacity 4
    u = uncontrolled(s, 0, "Aleph (G1)")  # capacity 4
    hand(s, 0, "Feast of the Soul's Secrets")
    goto(s, "minion")
    do(s, "play feast-of-the-soul-s-secrets", f"by {a}", "mode superior")
    assert legal(s) == [f"target {y}", f"target {u}", "back"]  # chosen when played (ANK 20240724-2)
    do(s, f"target {y}")
    assert action(s).bleed_amount(s) == 3 and action(s).target_seat == 1
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[y].blood == 3 and s.minions[a].blood == 3


def test_feast_of_the_soul_s_secrets_superior_adds_nothing_if_the_bleed_is_not_successful() -> None:
    """VT-RES-02: a blocked action has no effect and its cost is not paid."""
    s = table()
    a = ready(s, 0, "Malachi (G7)", blood=4)
    y = uncontrolled(s, 0, "Aleph (G1)")
    b = ready(s, 1, "Jeremy MacNeil (G3)")
    hand(s, 0, "Feast of the Soul's Secrets")
    goto(s, "minion")
    do(s, "play feast-of-the-soul-s-secrets", "mode superior")
    seat_moves(s, 1)
    do(s, f"block {b}")
    through(s, no_action)
    assert s.minions[y].blood == 0 and s.pool[1] == 30
    assert s.minions[a].blood <= 4  # the cost is not paid (VT-RES-02); combat may have cost blood


def test_break_the_bonds_offers_every_combination_of_the_vampire_s_disciplines() -> None:
    s = table()
    ready(s, 0, "Jean-François (G7)", blood=3)
    uncontrolled(s, 0, "Lauren (G6)")
    hand(s, 0, "Break the Bonds")
    goto(s, "minion")
    do(s, "play break-the-bonds")
    assert legal(s) == [
        "mode ani",
        "mode obf",
        "mode pre",
        "mode ani+obf",
        "mode ani+pre",
        "mode obf+pre",
        "mode ani+obf+pre",
        "back",
    ]


def test_break_the_bonds_pre_modes_need_a_vampire_in_your_uncontrolled_region() -> None:
    s = table()
    ready(s, 0, "Jean-François (G7)", blood=3)
    hand(s, 0, "Break the Bonds")
    goto(s, "minion")
    do(s, "play break-the-bonds")
    assert legal(s) == ["mode ani", "mode obf", "mode ani+obf", "back"]


def test_break_the_bonds_requires_an_anarch() -> None:
    """VT-CARD-22: a requirement in the card's text."""
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=3)  # Camarilla, with Animalism
    hand(s, 0, "Break the Bonds")
    goto(s, "minion")
    assert "play break-the-bonds" not in legal(s)


def test_break_the_bonds_all_three_disciplines_bleed_lock_and_add_blood() -> None:
    """VT-ACT-11: the [obf] and [pre] effects follow a successful bleed."""
    s = table()
    a = ready(s, 0, "Jean-François (G7)", blood=3)
    u = uncontrolled(s, 0, "Lauren (G6)")
    b = ready(s, 1, "Aleph (G1)")
    c = ready(s, 1, "Garret (G4)", locked=True)
    hand(s, 0, "Break the Bonds")
    goto(s, "minion")
    do(s, "play break-the-bonds", "mode ani+obf+pre")
    assert action(s).bleed_amount(s) == 2
    offered(s, f"choose {b}")
    assert legal(s) == [f"choose {b}", "decline"]  # only unlocked minions of the target; optional
    do(s, f"choose {b}")
    assert s.pool[1] == 28 and s.minions[u].blood == 1 and s.minions[b].locked and s.minions[c].locked
    assert s.minions[a].blood == 3  # no cost


def test_break_the_bonds_obf_lock_can_be_declined() -> None:
    s = table()
    ready(s, 0, "Jean-François (G7)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Break the Bonds")
    goto(s, "minion")
    do(s, "play break-the-bonds", "mode obf")
    assert action(s).bleed_amount(s) == 1
    offered(s, "decline")
    do(s, "decline")
    assert not s.minions[b].locked and s.pool[1] == 29


def test_the_platinum_protocol_modes_and_a_corruption_counter_on_a_minion_of_the_target() -> None:
    s = table()
    ready(s, 0, "Marcel (G6)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    t = torpor(s, 1, "Garret (G4)")
    hand(s, 0, "The Platinum Protocol")
    goto(s, "minion")
    do(s, "play the-platinum-protocol")
    assert "mode obf+pre+pro" in legal(s) and len(legal(s)) == 8
    do(s, "mode obf+pre+pro")
    assert action(s).stealth(s) == 1 and action(s).bleed_amount(s) == 2
    offered(s, f"choose {b}")
    assert legal(s) == [f"choose {b}", f"choose {t}"]  # chosen on resolution (ANK 20240706)
    do(s, f"choose {t}")
    assert s.minions[t].count("corruption 1") == 1 and s.pool[1] == 28


def test_the_platinum_protocol_obf_alone_is_a_plus_1_stealth_bleed() -> None:
    s = table()
    ready(s, 0, "Marcel (G6)", blood=3)
    hand(s, 0, "The Platinum Protocol")
    goto(s, "minion")
    do(s, "play the-platinum-protocol", "mode obf")
    assert action(s).stealth(s) == 1 and action(s).bleed_amount(s) == 1
    finish_action(s)
    assert s.pool[1] == 29


def test_the_platinum_protocol_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)", blood=3, sect="camarilla")
    ready(s, 0, "Jenny Silver (G6)", blood=3, sect="camarilla")  # an Anarch made Camarilla
    hand(s, 0, "The Platinum Protocol")
    goto(s, "minion")
    assert "play the-platinum-protocol" not in legal(s)


def test_shroud_of_decay_basic_makes_the_target_discard_2_cards_of_their_choice() -> None:
    """VT-CARD-21: the discarding Methuselah draws up once both cards are discarded."""
    s = table()
    ready(s, 0, "Peter St. John (G6)", blood=3)
    hand(s, 0, "Shroud of Decay")
    hand(s, 1, "Deflection", "Govern the Unaligned", "Conditioning")
    goto(s, "minion")
    do(s, "play shroud-of-decay")
    offered(s, "discard deflection")
    assert s.to_move == 1
    assert legal(s) == ["discard conditioning", "discard deflection", "discard govern-the-unaligned"]
    do(s, "discard deflection", "discard conditioning")
    assert s.pool[1] == 28
    assert cid("Deflection") in s.ash[1] and cid("Conditioning") in s.ash[1]
    assert len(s.hand[1]) == 7 and cid("Govern the Unaligned") in s.hand[1]  # drawn up after both


def test_shroud_of_decay_superior_removes_7_cards_of_the_prey_s_ash_heap_to_burn_3_pool() -> None:
    s = table()
    ready(s, 0, "Alek König (G6)", blood=3)
    hand(s, 0, "Shroud of Decay")
    s.ash[1] = [cid("Deflection")] * 6 + [cid("Conditioning")] * 2
    goto(s, "minion")
    do(s, "play shroud-of-decay")
    assert legal(s) == ["mode basic", "mode superior", "back"]
    do(s, "mode superior")
    assert action(s).directed and action(s).target_seat == 1
    offered(s, "choose conditioning")
    for _ in range(7):
        do(s, legal(s)[0])  # conditioning first, then deflection
    assert s.pool[1] == 27 and len(s.ash[1]) == 1 and len(s.removed[1]) == 7


def test_shroud_of_decay_superior_needs_7_cards_in_the_prey_s_ash_heap() -> None:
    s = table()
    ready(s, 0, "Alek König (G6)", blood=3)
    hand(s, 0, "Shroud of Decay")
    s.ash[1] = [cid("Deflection")] * 6
    goto(s, "minion")
    do(s, "play shroud-of-decay")  # only the basic mode: not asked
    assert action(s).is_bleed()


def test_show_of_force_basic_blocked_grants_plus_1_strength_before_range_in_round_1() -> None:
    """VT-RES-03: the blocked action leads to combat, where the card's grant applies."""
    s = table()
    a = ready(s, 0, "Garret (G4)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Show of Force")
    goto(s, "minion")
    do(s, "play show-of-force")
    assert action(s).bleed_amount(s) == 2
    seat_moves(s, 1)
    do(s, f"block {b}")
    offered(s, f"grant show-of-force-1 {a}")
    c = current_combat(s)
    assert c.round == 1 and s.to_move == 0
    do(s, f"grant show-of-force-1 {a}")
    assert c.strength(s, a) == 2
    assert f"grant show-of-force-1 {a}" not in legal(s)


def test_show_of_force_the_strength_is_only_before_range_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Garret (G4)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Show of Force")
    goto(s, "minion")
    do(s, "play show-of-force")
    seat_moves(s, 1)
    do(s, f"block {b}")
    offered(s, f"grant show-of-force-1 {a}")
    current_combat(s).round = 2  # as if a press had led to a second round
    s.changed()
    assert f"grant show-of-force-1 {a}" not in legal(s)


def test_show_of_force_superior_grants_plus_2_and_a_successful_bleed_grants_nothing() -> None:
    s = table()
    a = ready(s, 0, "Jeremy MacNeil (G3)", blood=3)
    hand(s, 0, "Show of Force", "Show of Force")
    b = ready(s, 1, "Aleph (G1)")
    goto(s, "minion")
    do(s, "play show-of-force", "mode superior")
    assert action(s).bleed_amount(s) == 3
    seat_moves(s, 1)
    do(s, f"block {b}")
    offered(s, f"grant show-of-force-2 {a}")
    do(s, f"grant show-of-force-2 {a}")
    assert current_combat(s).strength(s, a) == 3


# ------------------------------------------------------------------------ enter combat


def test_deep_song_basic_bleeds_with_plus_1() -> None:
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=3)
    ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Deep Song")
    goto(s, "minion")
    do(s, "play deep-song")
    finish_action(s)
    assert s.pool[1] == 28


def test_deep_song_superior_locks_the_vampire_which_acts_in_the_combat() -> None:
    """VT-CMB-08: the acting minion of the combat (here the target) plays first."""
    s = table()
    a = ready(s, 0, "Bear Paw (G1)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    ready(s, 1, "Aggressive Corpse")  # an ally is no target
    hand(s, 0, "Deep Song")
    goto(s, "minion")
    do(s, "play deep-song", "mode superior")
    assert action(s).aplay.targets == (b,)  # the only vampire of another Methuselah: not asked
    assert action(s).directed and action(s).target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert (c.a, c.b) == (b, a)  # the target vampire is the acting minion
    assert s.minions[b].locked
    assert s.stack[-1].order[0] == 1  # its Methuselah plays first (VT-CMB-08)


def test_fleetness_basic_is_a_plus_1_stealth_bleed() -> None:
    s = table()
    a = ready(s, 0, "Allison Maller (G3)", blood=3)
    hand(s, 0, "Fleetness")
    goto(s, "minion")
    do(s, "play fleetness")
    assert action(s).stealth(s) == 1 and action(s).bleed_amount(s) == 1
    finish_action(s)
    assert s.pool[1] == 29 and s.minions[a].blood == 2


def test_fleetness_superior_enters_combat_with_a_locked_minion_with_an_optional_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Brachah (G2)", blood=3)
    b = ready(s, 1, "Aleph (G1)", locked=True)
    ready(s, 1, "Garret (G4)")  # unlocked: no target
    hand(s, 0, "Fleetness")
    goto(s, "minion")
    do(s, "play fleetness", "mode superior")  # the only locked minion: not asked
    assert action(s).target_seat == 1 and action(s).stealth(s) == 1
    offered(s, f"maneuver {a} optional")
    c = current_combat(s)
    assert (c.a, c.b) == (a, b) and s.minions[a].blood == 2
    do(s, f"maneuver {a} optional")
    assert c.range == "long"


def test_fleetness_superior_fizzles_if_the_target_is_unlocked() -> None:
    """VT-ACT-05: the action succeeds (its cost paid) but has no effect."""
    s = table()
    a = ready(s, 0, "Brachah (G2)", blood=3)
    b = ready(s, 1, "Aleph (G1)", locked=True)
    hand(s, 0, "Fleetness")
    goto(s, "minion")
    do(s, "play fleetness", "mode superior")
    ops.unlock(s, b)
    through(s, no_action)
    assert current_combat(s) is None and s.minions[a].blood == 2  # successful, paid, no effect


def test_hunters_mark_basic_enters_combat_with_an_optional_press() -> None:
    s = table()
    a = ready(s, 0, "Bijou (G6)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Hunter's Mark")
    goto(s, "minion")
    do(s, "play hunter-s-mark")  # the only target: not asked
    assert action(s).directed
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert (c.a, c.b) == (a, b) and not c.has(b, "no-combat-ends")
    offered(s, f"press {a} continue")
    do(s, f"press {a} continue")
    through(s, lambda st: current_combat(st) is None or current_combat(st).round == 2)
    assert current_combat(s) is not None and current_combat(s).round == 2


def test_hunters_mark_superior_forbids_combat_ends_strikes_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Khadija Al-Kindi (G6)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Hunter's Mark")
    goto(s, "minion")
    do(s, "play hunter-s-mark", "mode superior")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c.has(b, "no-combat-ends") and not c.has(a, "no-combat-ends") and c.count(a, "press") == 1


def test_line_brawl_cel_steals_1_pool_from_another_methuselah() -> None:
    s = table()
    ready(s, 0, "Brandon Grime (G6)", blood=3)
    ready(s, 3, "Aleph (G1)")
    hand(s, 0, "Line Brawl")
    goto(s, "minion")
    do(s, "play line-brawl")
    assert legal(s) == ["mode cel", "mode pot", "mode pre", "back"]
    do(s, "mode cel")
    assert legal(s) == ["target p2", "target p3", "target p4", "back"]
    do(s, "target p3")
    assert action(s).directed and action(s).target_seat == 2
    finish_action(s)
    assert s.pool[2] == 29 and s.pool[0] == 31


def test_line_brawl_pot_enters_combat_and_pre_bleeds() -> None:
    s = table()
    a = ready(s, 0, "Brandon Grime (G6)", blood=3)
    b = ready(s, 2, "Aleph (G1)")
    hand(s, 0, "Line Brawl", "Line Brawl")
    goto(s, "minion")
    do(s, "play line-brawl", "mode pot")
    assert action(s).target_seat == 2
    pass_until(s, lambda st: current_combat(st) is not None)
    assert (current_combat(s).a, current_combat(s).b) == (a, b)
    s2 = table()
    ready(s2, 0, "Laura Goldman (G5)", blood=3)
    hand(s2, 0, "Line Brawl")
    goto(s2, "minion")
    do(s2, "play line-brawl", "mode pre")
    assert action(s2).bleed_amount(s2) == 2


def test_line_brawl_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Allison Maller (G3)", blood=3)
    hand(s, 0, "Line Brawl")
    goto(s, "minion")
    assert "play line-brawl" not in legal(s)


# ------------------------------------------------------------------------ cards put on vampires


def test_heart_of_the_city_basic_gives_plus_1_bleed_and_only_one_per_vampire() -> None:
    s = table()
    a = ready(s, 0, "Garret (G4)", blood=3)
    hand(s, 0, "Heart of the City")
    goto(s, "minion")
    do(s, "play heart-of-the-city")
    assert action(s).stealth(s) == 1
    finish_action(s)
    assert card_on(s, a, "Heart of the City") >= 0 and bleed(s, a) == 2 and s.minions[a].blood == 1


def test_heart_of_the_city_superior_gives_plus_2_bleed() -> None:
    s = table()
    a = ready(s, 0, "Jeremy MacNeil (G3)", blood=3)
    hand(s, 0, "Heart of the City")
    goto(s, "minion")
    do(s, "play heart-of-the-city", "mode superior")
    finish_action(s)
    assert bleed(s, a) == 3


def test_heart_of_the_city_only_one_per_vampire() -> None:
    """VT-CARD-22: a condition of the card's text."""
    s = table()
    a = ready(s, 0, "Garret (G4)", blood=3)
    attach(s, a, "Heart of the City")
    hand(s, 0, "Heart of the City")
    goto(s, "minion")
    assert "play heart-of-the-city" not in legal(s)


def test_heroic_might_basic_plus_1_strength_and_strike_burn_equipment() -> None:
    """VT-STR-10: a strike that burns an equipment card of the opposing minion."""
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=4)
    b = ready(s, 1, "Aleph (G1)")
    vest = attach(s, b, "Kevlar Vest")
    hand(s, 0, "Heroic Might", "Hunter's Mark")
    goto(s, "minion")
    do(s, "play heroic-might")
    assert action(s).stealth(s) == 3
    finish_action(s)
    hm = card_on(s, a, "Heroic Might")
    assert hm >= 0 and strength(s, a) == 2 and s.minions[a].blood == 1
    # a combat: the strike is offered
    s.minions[a] = s.minions[a]._replace(locked=False)
    fight_now(s, a, b)
    offered(s, "strike heroic-might-burn-equipment")
    assert "strike heroic-might-2r" not in legal(s)
    do(s, "strike heroic-might-burn-equipment")
    through(s, lambda st: vest not in st.placed)
    assert cid("Kevlar Vest") in s.ash[1]


def test_heroic_might_superior_plus_2_strength_a_2r_strike_and_burned_in_torpor() -> None:
    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=4)
    hand(s, 0, "Heroic Might")
    goto(s, "minion")
    do(s, "play heroic-might", "mode superior")
    finish_action(s)
    hm = card_on(s, a, "Heroic Might")
    assert strength(s, a) == 3
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    names = [st.name for st in intrinsic_strikes(s, Combat(a, a), a)]
    assert "heroic-might-2r" in names and "heroic-might-burn-equipment" in names
    ops.to_torpor(s, a)
    assert hm not in s.placed and cid("Heroic Might") in s.ash[0]


def test_preternatural_strength_basic_and_superior_strength_and_no_torn_signpost() -> None:
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=3)
    b = ready(s, 0, "Agatha (G2)", blood=3)
    hand(s, 0, "Preternatural Strength", "Preternatural Strength", "Torn Signpost")
    goto(s, "minion")
    do(s, "play preternatural-strength", f"by {a}")
    assert action(s).stealth(s) == 2
    finish_action(s)
    do(s, "play preternatural-strength", "mode superior")  # Agatha
    finish_action(s)
    assert strength(s, a) == 2 and strength(s, b) == 3 and s.minions[b].blood == 2
    fight_now(s, a, ready(s, 1, "Aleph (G1)"))
    assert "play torn-signpost" not in legal(s)


def test_rutors_hand_basic_goes_on_locked_and_deals_1_aggravated_damage() -> None:
    """VT-DMG-07, VT-DMG-12: environmental aggravated damage wounds: the vampire goes to torpor."""
    s = table()
    a = ready(s, 0, "Brooke (G2)", blood=3)
    hand(s, 0, "Rutor's Hand")
    goto(s, "minion")
    do(s, "play rutor-s-hand")
    finish_action(s)
    rh = card_on(s, a, "Rutor's Hand")
    assert rh >= 0 and s.placed[rh].locked
    assert s.in_torpor(a) and s.minions[a].blood == 2  # aggravated: wounded, not mended (VT-DMG-07)


def test_rutors_hand_superior_can_burn_3_blood_to_be_immune() -> None:
    s = table()
    a = ready(s, 0, "Masika St. John (G3)", blood=3)
    b = ready(s, 0, "Rosalina Cortez (G6)", blood=4)
    hand(s, 0, "Rutor's Hand", "Rutor's Hand")
    goto(s, "minion")
    do(s, "play rutor-s-hand", f"by {b}", "mode superior")
    offered(s, f"burn {b} 3")
    assert legal(s) == [f"burn {b} 3", "decline"]
    do(s, f"burn {b} 3")
    assert s.is_ready(b) and s.minions[b].blood == 0  # 1 for the card, 3 for immunity
    finish_action(s)
    do(s, "play rutor-s-hand", "mode superior")  # Masika, 3 blood: after the cost, 2 left: no choice
    finish_action(s)
    assert s.in_torpor(a)


def test_rutors_hand_locks_to_unlock_the_vampire_in_your_minion_phase() -> None:
    """VT-TERM-13: usable during your minion phase only."""
    s = table()
    a = ready(s, 0, "Brooke (G2)", blood=3, locked=True)
    rh = attach(s, a, "Rutor's Hand")
    goto(s, "minion")
    assert f"use {rh} 1" in legal(s)
    do(s, f"use {rh} 1")
    assert not s.minions[a].locked and s.placed[rh].locked
    assert f"use {rh} 1" not in legal(s)
    goto(s, "master")
    assert f"use {rh} 1" not in legal(s)


def test_rutors_hand_only_one_per_vampire() -> None:
    s = table()
    a = ready(s, 0, "Brooke (G2)", blood=3)
    attach(s, a, "Rutor's Hand")
    hand(s, 0, "Rutor's Hand")
    goto(s, "minion")
    assert "play rutor-s-hand" not in legal(s)


def test_monstrous_form_basic_combat_plus_1_strength_once_per_round_before_range() -> None:
    """VT-RNG-01: only usable before range is determined."""
    s = table()
    a = ready(s, 0, "Kay Polerno (G5)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Monstrous Form", "Monstrous Form", "Line Brawl")
    goto(s, "minion")
    assert "play monstrous-form" not in legal(s)  # the action needs superior: not in the minion phase
    fight_now(s, a, b)
    offered(s, "play monstrous-form")
    c = current_combat(s)
    do(s, "play monstrous-form")
    assert c.strength(s, a) == 2
    assert "play monstrous-form" not in legal(s)  # one each round
    pass_until(s, lambda st: STEP(st) == "before-strikes" and st.to_move == 0)
    assert "play monstrous-form" not in legal(s)  # only before range is determined


def STEP(s: VTESState) -> str:
    w = s.stack[-1]
    return str(getattr(w, "step_name", ""))


def test_monstrous_form_superior_goes_on_the_vampire_and_locks_for_strength_maneuver_or_press() -> None:
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Monstrous Form")
    goto(s, "minion")
    do(s, "play monstrous-form")  # in the minion phase: only the action
    assert action(s).stealth(s) == 1
    finish_action(s)
    mf = card_on(s, a, "Monstrous Form")
    assert mf >= 0
    fight_now(s, a, b)
    offered(s, f"use {mf} 1")
    do(s, f"use {mf} 1")  # before range: only strength
    c = current_combat(s)
    assert s.placed[mf].locked and c.strength(s, a) == 2
    assert f"use {mf} 1" not in legal(s)


def test_monstrous_form_superior_maneuver_at_the_range_step() -> None:
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    mf = attach(s, a, "Monstrous Form", mode="superior")
    goto(s, "minion")
    fight_now(s, a, b)
    pass_until(s, lambda st: STEP(st) == "range" and st.to_move == 0)
    do(s, f"use {mf} 1")  # at the range step: only the maneuver
    assert current_combat(s).range == "long" and s.placed[mf].locked


def test_biothaumaturgic_experiment_basic_employs_an_animal_retainer_from_hand() -> None:
    """VT-CARD-59: a retainer put in play by another card uses its basic version."""
    s = table()
    a = ready(s, 0, "Brooke (G2)", blood=3)
    hand(s, 0, "Biothaumaturgic Experiment", "Raven Spy")
    goto(s, "minion")
    do(s, "play biothaumaturgic-experiment")
    assert action(s).stealth(s) == 1
    offered(s, "choose raven-spy")
    assert legal(s) == ["choose raven-spy", "decline"] and s.to_move == 0
    do(s, "choose raven-spy")
    rs = card_on(s, a, "Raven Spy")
    assert rs >= 0 and s.placed[rs].counters == 1  # the basic version: 1 life (VT-CARD-59)
    assert s.minions[a].blood == 2 and s.pool[0] == 29  # Raven Spy's blood, the Experiment's pool
    assert len(s.hand[0]) == 7
    finish_action(s)


def test_biothaumaturgic_experiment_basic_asks_even_with_no_retainer_so_the_hand_stays_hidden() -> None:
    """VT-SETUP-12: a hand is private; the question is asked whatever it holds."""
    s = table()
    ready(s, 0, "Brooke (G2)", blood=3)
    hand(s, 0, "Biothaumaturgic Experiment", "Deflection")
    goto(s, "minion")
    do(s, "play biothaumaturgic-experiment")
    offered(s, "decline")
    assert legal(s) == ["decline"] and s.to_move == 0
    assert "choices" not in s.stack[-1].view(s, 1)  # the others do not see the options
    do(s, "decline")
    assert no_action(s) or action(s).stage == "after"


def test_biothaumaturgic_experiment_superior_goes_on_a_minion_for_strength_and_a_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Rosalina Cortez (G6)", blood=3)
    o = ready(s, 0, "Garret (G4)", blood=3)
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Biothaumaturgic Experiment")
    goto(s, "minion")
    do(s, "play biothaumaturgic-experiment", "mode superior")  # Garret has no Blood Sorcery
    assert legal(s) == [f"target {a}", f"target {o}", "back"]
    do(s, f"target {o}")
    assert not action(s).directed
    finish_action(s)
    assert card_on(s, o, "Biothaumaturgic Experiment") >= 0 and strength(s, o) == 2 and strength(s, a) == 1
    start_combat(s, Combat(o, b))
    assert current_combat(s).count(o, "maneuver") == 1


def test_magic_of_the_smith_equips_the_vampire_from_the_library() -> None:
    """VT-TERM-15: a search, the library shuffled afterwards; the equipment's cost is paid (VT-CARD-25)."""
    s = table()
    a = ready(s, 0, "Brooke (G2)", blood=3)
    hand(s, 0, "Magic of the Smith")
    s.library[0] = [cid(".44 Magnum"), cid("Sport Bike")] + [cid("Deflection")] * 10  # drawn up to 7 first
    goto(s, "minion")
    do(s, "play magic-of-the-smith")
    assert action(s).stealth(s) == 1
    offered(s, "choose 44-magnum play")
    assert legal(s) == ["choose 44-magnum play", "choose sport-bike play", "decline"]
    pool = s.pool[0]
    do(s, "choose 44-magnum play")
    assert card_on(s, a, ".44 Magnum") >= 0 and s.pool[0] == pool - 2 and s.minions[a].blood == 2
    assert cid(".44 Magnum") not in s.library[0]
    finish_action(s)
    assert cid("Magic of the Smith") in s.ash[0]


def test_magic_of_the_smith_superior_is_plus_3_stealth_and_cost_applies() -> None:
    s = table()
    ready(s, 0, "Rosalina Cortez (G6)", blood=3)
    hand(s, 0, "Magic of the Smith")
    s.library[0] = [cid(".44 Magnum"), cid("Sport Bike")] + [cid("Deflection")] * 10
    s.pool[0] = 2  # .44 Magnum costs 2 pool: it would oust, still payable; Sport Bike costs 1
    goto(s, "minion")
    do(s, "play magic-of-the-smith", "mode superior")
    assert action(s).stealth(s) == 3
    s.pool[0] = 1
    offered(s, "decline")
    assert legal(s) == ["choose sport-bike play", "decline"]


def test_puppet_master_basic_bleeds_for_3() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)", blood=3)
    hand(s, 0, "Puppet Master")
    goto(s, "minion")
    do(s, "play puppet-master")
    finish_action(s)
    assert s.pool[1] == 27


def test_puppet_master_superior_holds_a_younger_vampire_then_takes_it_in_your_next_minion_phase() -> None:
    """VT-UNL-01: the attached vampire does not unlock as normal; VT-TERM-07: control by an effect that says so."""
    s = table()
    a = ready(s, 0, "Banjoko (G3)", blood=3)  # capacity 5
    y = ready(s, 1, "Garret (G4)", blood=3)  # capacity 3
    ready(s, 1, "Jeremy MacNeil (G3)")  # capacity 7: not younger
    hand(s, 0, "Puppet Master")
    goto(s, "minion", turn=1)
    do(s, "play puppet-master", "mode superior")
    assert action(s).directed and action(s).target_seat == 1
    finish_action(s)
    pm = card_on(s, y, "Puppet Master")
    assert pm >= 0 and s.placed[pm].controller == 0 and s.minions[y].locked and s.minions[a].blood == 1
    assert f"use {pm} 1" not in legal(s)  # not this minion phase: the next one
    goto(s, "unlock", seat=1, turn=2)
    assert s.minions[y].locked  # does not unlock as normal
    goto(s, "minion", seat=0, turn=5)
    do(s, f"use {pm} 1")
    assert y in s.ready[0] and not s.minions[y].locked and pm not in s.placed
    assert f"hunt {y}" in legal(s)
    through(s, lambda st: st.current != 0)
    assert y in s.ready[1]  # control returns at the end of the turn


def test_puppet_master_take_control_only_in_the_next_minion_phase() -> None:
    s = table()
    ready(s, 0, "Banjoko (G3)", blood=3)
    y = ready(s, 1, "Garret (G4)", blood=3)
    pm = attach(s, y, "Puppet Master", controller=0, mode="superior")
    s.placed[pm] = s.placed[pm]._replace(data=(1,))
    goto(s, "minion", seat=0, turn=5)
    assert f"use {pm} 1" in legal(s)
    through(s, lambda st: st.current != 0)
    goto(s, "minion", seat=0, turn=9)
    assert f"use {pm} 1" not in legal(s) and pm in s.placed


def test_touch_of_valeren_action_adds_3_blood_not_beyond_starting_life() -> None:
    s = table()
    a = ready(s, 0, "Yael (G7)", blood=3)
    v = ready(s, 0, "Garret (G4)", blood=1)  # capacity 3
    ally = ready(s, 1, "Aggressive Corpse", blood=1)  # 3 life
    hand(s, 0, "Touch of Valeren")
    goto(s, "minion")
    assert f"target {ally}" in [m for m in _targets(s, "play touch-of-valeren")]
    do(s, "play touch-of-valeren", f"target {v}")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.minions[v].blood == 3 and s.minions[a].blood == 2


def test_touch_of_valeren_action_on_an_ally_of_another_methuselah_is_directed_and_capped() -> None:
    """VT-ACT-01: an action on another Methuselah's minion is directed at them."""
    s = table()
    ready(s, 0, "Yael (G7)", blood=3)
    ally = ready(s, 1, "Aggressive Corpse", blood=1)  # 3 life
    hand(s, 0, "Touch of Valeren")
    goto(s, "minion")
    do(s, "play touch-of-valeren", f"target {ally}")
    assert action(s).directed and action(s).target_seat == 1
    finish_action(s)
    assert s.minions[ally].blood == 3


def test_touch_of_valeren_combat_prevents_all_damage_from_the_opposing_strike() -> None:
    """VT-DMG-02: prevention is played by the damaged minion when damage is being resolved."""
    s = table()
    a = ready(s, 0, "Yael (G7)", blood=3)
    b = ready(s, 1, "Jeremy MacNeil (G3)", blood=7)
    hand(s, 0, "Touch of Valeren")
    goto(s, "minion")
    fight_now(s, b, a)
    seen = []
    through(s, lambda st: seen.append(getattr(st.stack[-1], "kind", "")) or "play touch-of-valeren" in legal(st))
    assert s.stack[-1].kind == "prevent" and "combat" in seen  # only when damaged (LSJ 20001114)
    do(s, "play touch-of-valeren")
    through(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 2  # the card's cost only


def test_touch_of_valeren_superior_by_a_vampire_not_in_the_combat() -> None:
    """VT-CMB-06: a combat card played by a vampire not involved in the combat."""
    s = table()
    m = ready(s, 0, "Malachi (G7)", blood=3)
    a = ready(s, 0, "Garret (G4)", blood=3)
    b = ready(s, 1, "Jeremy MacNeil (G3)", blood=7)
    hand(s, 0, "Touch of Valeren")
    goto(s, "minion")
    fight_now(s, b, a)
    through(s, lambda st: "play touch-of-valeren" in legal(st))
    do(s, "play touch-of-valeren")
    assert s.minions[m].blood == 2
    through(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 3 and s.is_ready(a)


# ------------------------------------------------------------------------ cards put in play


def test_constant_revolution_enters_with_1_counter_and_grows_in_your_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Laura Goldman (G5)", blood=3)
    hand(s, 0, "Constant Revolution")
    goto(s, "minion")
    do(s, "play constant-revolution")
    assert action(s).stealth(s) == 1
    finish_action(s)
    cr = placed_in_play(s, 0, "Constant Revolution")
    assert s.placed[cr].counters == 1 and s.minions[a].blood == 3
    goto(s, "unlock", seat=0)
    assert s.placed[cr].counters == 2


def test_constant_revolution_makes_each_other_methuselah_burn_pool_or_random_cards() -> None:
    """VT-UNL-02: an unlock-phase effect of a card in play; VT-CARD-21: the hand is drawn up after."""
    s = table()
    cr = in_play(s, 0, "Constant Revolution", counters=2)
    hand(s, 1, "Deflection", "Conditioning", "Bonding")
    goto(s, "unlock", seat=1)
    through(s, lambda st: any(m.startswith("burn ") for m in legal(st)))
    assert legal(s) == ["burn 2-pool 0-cards", "burn 1-pool 1-cards", "burn 0-pool 2-cards"]
    assert s.to_move == 1
    do(s, "burn 1-pool 1-cards")
    assert s.pool[1] == 29 and len(s.ash[1]) == 1 and len(s.hand[1]) == 7
    assert s.placed[cr].counters == 2


def test_constant_revolution_requires_an_anarch_and_vampires_of_others_burn_it_for_1_pool() -> None:
    s = table()
    v = ready(s, 0, "Aleph (G1)", blood=3)
    hand(s, 0, "Constant Revolution")
    cr = in_play(s, 1, "Constant Revolution", counters=1)
    ready(s, 0, "Aggressive Corpse")
    goto(s, "minion")
    assert "play constant-revolution" not in legal(s)
    do(s, f"use {cr} 1")  # a vampire only: the ally may not, so nothing is asked
    assert action(s).actor == v and action(s).directed and action(s).target_seat == 1
    finish_action(s)
    assert cr not in s.placed and s.pool[0] == 29


def test_creeping_sabotage_costs_x_blood_the_copies_you_control() -> None:
    """VT-ACT-05: X blood, paid when the action succeeds."""
    s = table()
    a = ready(s, 0, "Agrippina (G1)", blood=2)
    hand(s, 0, "Creeping Sabotage", "Creeping Sabotage")
    goto(s, "minion")
    do(s, "play creeping-sabotage")
    finish_action(s)
    assert s.minions[a].blood == 2 and placed_in_play(s, 0, "Creeping Sabotage") >= 0
    ops.unlock(s, a)
    s.marks.clear()
    s.changed()
    do(s, "play creeping-sabotage")
    finish_action(s)
    assert s.minions[a].blood == 1 and len(s.inplay[0]) == 2


def test_creeping_sabotage_needs_the_blood_for_x() -> None:
    s = table()
    ready(s, 0, "Agrippina (G1)", blood=1)
    in_play(s, 0, "Creeping Sabotage")
    in_play(s, 0, "Creeping Sabotage")
    hand(s, 0, "Creeping Sabotage")
    goto(s, "minion")
    assert "play creeping-sabotage" not in legal(s)


def test_creeping_sabotage_burns_1_pool_of_your_prey_in_your_unlock_phase_per_copy() -> None:
    s = table()
    first = in_play(s, 0, "Creeping Sabotage")
    second = in_play(s, 0, "Creeping Sabotage")
    goto(s, "unlock", seat=0)
    do(s, f"effect {first}", f"effect {second}")  # VT-UNL-02: in the order chosen
    assert s.pool[1] == 28 and s.pool[3] == 30
    goto(s, "unlock", seat=1)
    assert s.pool[1] == 28 and s.pool[2] == 30


def test_creeping_sabotage_any_minion_of_another_methuselah_can_burn_it() -> None:
    s = table()
    cs = in_play(s, 1, "Creeping Sabotage")
    corpse = ready(s, 0, "Aggressive Corpse")
    goto(s, "minion")
    do(s, f"use {cs} 1")
    assert action(s).actor == corpse and action(s).target_seat == 1
    finish_action(s)
    assert cs not in s.placed and s.pool[0] == 30


def test_the_gate_of_acheron_counters_and_the_prey_s_unlock_phase() -> None:
    s = table()
    g = in_play(s, 0, "The Gate of Acheron", counters=1)
    goto(s, "unlock", seat=0)
    assert s.placed[g].counters == 2
    s.ash[1] = [cid("Deflection"), cid("Aleph (G1)")]  # one library card, one crypt card
    goto(s, "unlock", seat=1)
    through(s, lambda st: any(m.startswith("burn ") for m in legal(st)))
    assert legal(s) == ["burn 2-pool 0-cards", "burn 1-pool 1-cards"]
    do(s, "burn 1-pool 1-cards")
    assert s.pool[1] == 29 and s.removed[1] == [cid("Deflection")] and s.ash[1] == [cid("Aleph (G1)")]
    goto(s, "unlock", seat=2)
    assert s.pool[2] == 30 and s.placed[g].counters == 2


def test_the_gate_of_acheron_hecata_with_capacity_4_add_a_counter_and_others_burn_it() -> None:
    s = table()
    h = ready(s, 0, "Hiromitsu Asano (G6)", blood=3)
    ready(s, 0, "Alek König (G6)", blood=3)  # capacity 3
    g = in_play(s, 0, "The Gate of Acheron", counters=1)
    goto(s, "minion")
    do(s, f"use {g} 1")  # only Hiromitsu may: not asked
    assert action(s).actor == h and action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.placed[g].counters == 2
    assert f"use {g} 2" not in legal(s)  # your own card: not a directed action of yours
    v = ready(s, 1, "Aleph (G1)", blood=3)
    goto(s, "minion", seat=1)
    do(s, f"use {g} 2")
    assert action(s).actor == v and action(s).target_seat == 0
    finish_action(s)
    assert g not in s.placed


def test_the_gate_of_acheron_requires_hecata() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)", blood=3)
    hand(s, 0, "The Gate of Acheron")
    goto(s, "minion")
    assert "play the-gate-of-acheron" not in legal(s)
    ready(s, 0, "Alek König (G6)", blood=3)
    s.changed()
    do(s, "play the-gate-of-acheron")
    finish_action(s)
    assert s.placed[placed_in_play(s, 0, "The Gate of Acheron")].counters == 1


def test_pit_of_contemplation_moves_a_vampire_of_your_prey_with_lower_capacity_to_uncontrolled() -> None:
    """VT-TERM-07: the vampire leaves its controller's control."""
    s = table()
    ready(s, 0, "Alek König (G6)", blood=3)
    pit = in_play(s, 0, "Pit of Contemplation", counters=4)
    low = ready(s, 1, "Garret (G4)", blood=2)  # capacity 3
    ready(s, 1, "Aleph (G1)")  # capacity 4: not less than 4
    ready(s, 2, "Laura Goldman (G5)")  # capacity 3, not your prey or predator
    pred = ready(s, 3, "Brooke (G2)", locked=True)  # capacity 3, your predator
    goto(s, "unlock", seat=0)
    do(s, f"use {pit} 2")
    assert legal(s) == [f"target {low}", f"target {pred}", "back"]
    do(s, f"target {pred}")
    assert pit not in s.placed and pred in s.uncontrolled[3] and not s.minions[pred].locked
    assert s.minions[pred].blood == 3 and s.controller(pred) == -1


def test_pit_of_contemplation_hecata_add_counters_and_vampires_burn_it() -> None:
    s = table()
    ready(s, 0, "Peter St. John (G6)", blood=2)
    pit = in_play(s, 0, "Pit of Contemplation", counters=1)
    goto(s, "minion")
    do(s, f"use {pit} 1")
    finish_action(s)
    assert s.placed[pit].counters == 2
    goto(s, "minion", seat=1)
    ready(s, 1, "Aleph (G1)")
    s.changed()
    do(s, f"use {pit} 3")
    finish_action(s)
    assert pit not in s.placed


def test_revelations_basic_discards_a_card_of_your_choice_from_your_prey_s_hand() -> None:
    """VT-TERM-05: a discard from hand to the ash heap, then a draw (VT-CARD-21)."""
    s = table()
    a = ready(s, 0, "Almiro Suarez (G3)", blood=2)
    hand(s, 0, "Revelations")
    hand(s, 1, "Deflection", "Conditioning")
    goto(s, "minion")
    do(s, "play revelations")
    assert action(s).directed and action(s).target_seat == 1 and action(s).stealth(s) == 1
    offered(s, "choose deflection")
    assert s.to_move == 0 and legal(s) == ["choose conditioning", "choose deflection"]
    assert sorted(s.known[0][1]) == sorted([cid("Deflection"), cid("Conditioning")])
    do(s, "choose deflection")
    assert cid("Deflection") in s.ash[1] and len(s.hand[1]) == 7 and s.minions[a].blood == 1


def test_revelations_superior_opens_your_prey_s_hand_until_burned() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)", blood=2)
    hand(s, 0, "Revelations")
    goto(s, "minion")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, "play revelations", "mode superior")  # Aleph has superior Auspex
    assert not action(s).directed
    finish_action(s)
    rv = placed_in_play(s, 0, "Revelations")
    assert rv >= 0 and s.marks.get(("open-hand", 1)) and not s.marks.get(("open-hand", 2))
    assert s.view(2)["methuselahs"][1]["hand"] == ["Deflection"]  # seen by everybody
    goto(s, "unlock", seat=1)
    assert s.marks.get(("open-hand", 1))  # renewed each turn
    ops.burn_placed(s, rv)
    assert not s.marks.get(("open-hand", 1))


def test_rewilding_burns_a_location_and_2_pool_of_its_controller() -> None:
    """VT-ACT-01: an action on another Methuselah's card is directed at them; VT-TERM-01."""
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=2)
    loc = in_play(s, 2, "Elder Library")
    in_play(s, 0, "Information Highway")  # yours: not a target
    hand(s, 0, "Rewilding")
    goto(s, "minion")
    do(s, "play rewilding")  # the only target
    assert action(s).directed and action(s).target_seat == 2
    finish_action(s)
    assert loc not in s.placed and s.pool[2] == 28 and cid("Elder Library") in s.ash[2]


def test_rewilding_requires_a_gangrel_and_a_location() -> None:
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=2)
    ready(s, 0, "Aleph (G1)", blood=2)
    hand(s, 0, "Rewilding")
    goto(s, "minion")
    assert "play rewilding" not in legal(s)  # no location


def test_thing_adds_2_blood_to_a_gangrel_in_your_uncontrolled_region() -> None:
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=2)
    g = uncontrolled(s, 0, "Bear Paw (G1)")
    uncontrolled(s, 0, "Aleph (G1)")
    hand(s, 0, "Thing")
    goto(s, "minion")
    do(s, "play thing")  # the only Gangrel
    assert action(s).stealth(s) == 1
    finish_action(s)
    assert s.minions[g].blood == 2


def test_childe_of_the_revolution_becomes_a_1_capacity_anarch_vampire_that_must_hunt() -> None:
    """VT-ACT-15, VT-MIN-04: the new vampire must hunt first; VT-CARD-38: +1 capacity from the Discipline card."""
    s = table()
    a = ready(s, 0, "Jacques Rouge (G6)", blood=3)
    hand(s, 0, "Childe of the Revolution", "Animalism")
    goto(s, "minion")
    do(s, "play childe-of-the-revolution")
    assert action(s).stealth(s) == 1
    offered(s, "choose animalism")
    assert legal(s) == ["choose animalism", "decline"]
    do(s, "choose animalism")
    finish_action(s)
    new = next(u for u in s.ready[0] if u != a)
    m = s.minions[new]
    assert m.card == cid("Childe of the Revolution") and is_vampire(s, new)
    assert clan_of(m) == "Nosferatu" and m.sect == "anarch" and m.blood == 0
    assert capacity(s, new) == 2  # 1, and +1 from the Animalism card (VT-CARD-38)
    assert level(s, new, "ani") == 1 and s.minions[a].blood == 2
    assert legal(s) == [f"hunt {new}"]  # must hunt (VT-ACT-15)


def test_childe_of_the_revolution_requires_a_baron() -> None:
    s = table()
    ready(s, 0, "Laura Goldman (G5)", blood=3)
    hand(s, 0, "Childe of the Revolution")
    goto(s, "minion")
    assert "play childe-of-the-revolution" not in legal(s)


def test_entrancement_basic_bleeds_and_superior_steals_an_ally() -> None:
    s = table()
    a = ready(s, 0, "Jeremy MacNeil (G3)", blood=3)
    ally = ready(s, 2, "War Ghoul")  # (Aggressive Corpse is no target for a Presence action)
    ready(s, 1, "Aleph (G1)")  # a vampire: no target
    hand(s, 0, "Entrancement")
    goto(s, "minion")
    do(s, "play entrancement", "mode superior")
    assert action(s).directed and action(s).target_seat == 2 and action(s).stealth(s) == 1
    finish_action(s)
    assert ally in s.ready[0] and s.minions[a].blood == 3
    s2 = table()
    ready(s2, 0, "Garret (G4)", blood=3)
    hand(s2, 0, "Entrancement")
    goto(s2, "minion")
    do(s2, "play entrancement")
    assert action(s2).bleed_amount(s2) == 2
