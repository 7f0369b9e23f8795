"""A card of the player's hand named by a play and used as it resolves (``hooks.FromHand``).

Anonymous Freight: "Equip this vampire with a non-location equipment card from your hand". The rulings
of "equip or employ another card from hand" (LSJ 20100130, ANK 20180925-2, LSJ 19991207): "The equipment
or retainer must be announced by name, and in hand, when the card or effect is declared (before the
card, if any, is replaced), but need not to be shown until the effect resolves". Announcing an action
fixes its targets (VT-ANN-01). So every Methuselah hears the name as the action is announced, the card
stays in hand unseen, and a blocked action leaves it there, its name known; a play still being chosen
is its player's own (VT-CARD-15), and a hand stays hidden otherwise (VT-SETUP-12).
"""

from __future__ import annotations

import json

from tabletome.engine.rng import Rng
from tabletome.games.vtes.hidden import determinize
from tabletome.games.vtes.impulse import CHOOSING
from tabletome.games.vtes.render import moment
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import action, cid, do, goto, hand, legal, pass_until, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, fight, to

ALICE = "Alice Chen (G6)"  # dom FOR obf PRE: no requirement of .44 Magnum or Flak Jacket stops her
SEATS = range(4)


def seen(s: VTESState, seat: int) -> str:
    """Everything ``seat`` is given: its view and its log, as text."""
    return json.dumps(s.view(seat)) + "\n".join(s.log_for(seat))


def action_row(s: VTESState, seat: int) -> dict[str, object]:
    return next(d for d in s.view(seat)["decisions"] if d.get("window") == "action")


def freight(equipment: tuple[str, ...] = (".44 Magnum", "Flak Jacket")) -> tuple[VTESState, int]:
    """Seat 0's Alice Chen about to play Anonymous Freight, the equipment cards in hand; seat 1 holds
    Carna and Enhanced Senses (3 intercept: a block of the +3 stealth action is possible)."""
    s = table()
    alice = ready(s, 0, ALICE, blood=4)
    ready(s, 1, "Carna, The Princess Witch (G3)", blood=6)
    hand(s, 0, "Anonymous Freight", *equipment)
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    return s, alice


def combat(vampire: str, blood: int, *cards: str, drawn: str = "") -> tuple[VTESState, int]:
    """Seat 0's vampire in combat with seat 1's, ``cards`` in seat 0's hand, ``drawn`` on top of its
    library (the card drawn to replace the one played)."""
    s = table()
    a = ready(s, 0, vampire, blood=blood)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, *cards)
    if drawn:
        s.library[0].append(cid(drawn))  # the top of a library is its last item
    fight(s, a, b)
    return s, a


def named(s: VTESState) -> VTESState:
    do(s, "play anonymous-freight", "target 44-magnum")
    return s


def test_anonymous_freight_the_equipment_is_its_player_s_own_while_the_play_is_chosen() -> None:
    """VT-CARD-15, VT-SETUP-12: the equipment choices offered are seat 0's hand; the other seats are told
    "chooses a play" and see neither card in views or log."""
    s, _alice = freight()
    do(s, "play anonymous-freight")
    assert {"target 44-magnum", "target flak-jacket"} <= set(legal(s))
    assert all(s.shown_action(a) == CHOOSING for a in s.legal_actions() if a.verb == "target")
    assert "44 Magnum" in seen(s, 0) and "Flak Jacket" in seen(s, 0)
    for seat in (1, 2, 3):
        assert "Magnum" not in seen(s, seat) and "Flak Jacket" not in seen(s, seat)


def test_anonymous_freight_names_the_equipment_to_every_methuselah_as_announced() -> None:
    """LSJ 20100130, VT-ANN-01: announced by name, in hand, not shown: every seat's view of the action
    and log name .44 Magnum, and the other seats know it is in seat 0's hand; the Flak Jacket not chosen
    stays hidden; a card of a hand was told, so the play cannot be taken back (reveals counted)."""
    s, _alice = freight()
    reveals = s.reveals
    named(s)
    assert cid(".44 Magnum") in s.hand[0]  # not played, not shown: still in hand
    assert s.reveals > reveals
    for seat in SEATS:
        assert action_row(s, seat)["named"] == [".44 Magnum"]
        assert "Methuselah 1 names .44 Magnum from their hand." in s.log_for(seat)
        assert ("action", "Named from hand, shown when the action resolves: .44 Magnum.") in moment(s.view(seat))
    for seat in (1, 2, 3):
        assert s.view(seat)["methuselahs"][0]["hand_known"] == [".44 Magnum"]
        assert "Flak Jacket" not in seen(s, seat)


def test_anonymous_freight_with_one_equipment_asks_for_it_and_names_it() -> None:
    """One equipment in hand: it is asked all the same (VT-SETUP-12, below), and its name is told (LSJ 20100130)."""
    s, _alice = freight((".44 Magnum",))
    do(s, "play anonymous-freight")
    assert legal(s) == ["target 44-magnum", "back"]
    do(s, "target 44-magnum")
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == ("44-magnum",)
    for seat in SEATS:
        assert action_row(s, seat)["named"] == [".44 Magnum"]


def test_anonymous_freight_determinizations_hold_the_named_card_in_hand() -> None:
    """Another seat's worlds keep the card named in seat 0's hand (it was told), so each world's action
    equips what it names; without the name a world would deal seat 0 a hand without it."""
    s, alice = freight()
    named(s)
    for seed in range(12):
        world = determinize(s, 1, Rng(seed))
        assert cid(".44 Magnum") in world.hand[0]
        assert cid("Flak Jacket") not in world.known[1][0]
        pass_until(world, lambda st: action(st) is None)
        assert [world.placed[p].card for p in world.minions[alice].cards] == [cid(".44 Magnum")]


def test_anonymous_freight_succeeds_the_equipment_in_play_for_everyone() -> None:
    """VT-CARD-15: on success .44 Magnum comes into play on Alice Chen, seen by every seat; it is no longer
    a known card of the hand."""
    s, alice = freight()
    named(s)
    pass_until(s, lambda st: action(st) is None)
    assert [s.placed[p].card for p in s.minions[alice].cards] == [cid(".44 Magnum")]
    for seat in SEATS:
        row = next(m for m in s.view(seat)["methuselahs"][0]["ready"] if m["id"] == alice)
        assert ".44 Magnum" in json.dumps(row)
        assert "hand_known" not in s.view(seat)["methuselahs"][0] or seat == 0


def test_anonymous_freight_blocked_the_named_card_stays_in_hand_never_shown() -> None:
    """VT-RES-02: blocked, Anonymous Freight is burned and .44 Magnum stays in seat 0's hand, never put
    into play nor shown; its name, told at announcement, stays known to the others (LSJ 20100130)."""
    s, alice = freight()
    named(s)
    carna = s.ready[1][0]
    pass_until(s, lambda st: f"block {carna}" in legal(st))
    do(s, f"block {carna}")
    pass_until(s, lambda st: "play enhanced-senses" in legal(st))
    do(s, "play enhanced-senses")
    if "mode superior" in legal(s):
        do(s, "mode superior")
    pass_until(s, lambda st: action(st) is None)
    assert cid(".44 Magnum") in s.hand[0] and cid("Anonymous Freight") in s.ash[0]
    assert not s.minions[alice].cards
    for seat in (1, 2, 3):
        assert s.view(seat)["methuselahs"][0]["hand_known"] == [".44 Magnum"]
        assert all(".44 Magnum" not in line for line in s.log_for(seat) if "names" not in line)


def test_lenelle_names_the_card_of_her_hand_as_the_action_is_announced() -> None:
    """Lenelle, Mambo of Birmingham: both cards "named as the action is announced" (LSJ 20000222): the card
    of the hand is told to every seat then, and goes to the ash heap as the action resolves."""
    s = table()
    lenelle = ready(s, 0, "Lenelle, Mambo of Birmingham (G6)", blood=3)
    hand(s, 0, "Deflection", "Govern the Unaligned")
    s.ash[0] = [cid("Bonding")]
    goto(s, "minion")
    do(s, f"use {lenelle} 1", "target deflection", "target bonding")
    for seat in SEATS:
        assert action_row(s, seat)["named"] == ["Deflection"]
        assert "Methuselah 1 names Deflection from their hand." in s.log_for(seat)
    assert "Govern the Unaligned" not in seen(s, 1)
    pass_until(s, lambda st: action(st) is None)
    assert cid("Deflection") in s.ash[0] and cid("Bonding") in s.hand[0]


def test_concealed_weapon_names_the_weapon_as_played_not_the_card_drawn_to_replace_it() -> None:
    """Concealed Weapon (G00128 lists it): the weapon is named to every seat as the card is played, in hand
    before Concealed Weapon is replaced (LSJ 20100130, ANK 20180925-2), so the Meat Cleaver drawn to
    replace it is not the one equipped (it was not in hand when the card was played)."""
    s, a = combat("Aaron Bathurst (G4)", 4, "Concealed Weapon", ".44 Magnum", drawn="Meat Cleaver")
    to(s, "before-range", 0)
    do(s, "play concealed-weapon", "target 44-magnum")
    for seat in SEATS:
        assert "Methuselah 1 names .44 Magnum from their hand." in s.log_for(seat)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid(".44 Magnum")]
    assert cid("Meat Cleaver") in s.hand[0]


def test_disguised_weapon_the_weapon_chosen_among_several_is_private_until_played() -> None:
    """Disguised Weapon: with two weapons in hand the choice is a step of the play, told to the others as
    "chooses a play" (VT-CARD-15); the play made, the name is every seat's (LSJ 20100130)."""
    s, a = combat("Aaron Bathurst (G4)", 4, "Disguised Weapon", ".44 Magnum", "Meat Cleaver")
    to(s, "before-range", 0)
    do(s, "play disguised-weapon")
    assert {"target 44-magnum", "target meat-cleaver"} <= set(legal(s))
    assert all(s.shown_action(x) == CHOOSING for x in s.legal_actions() if x.verb == "target")
    assert "Meat Cleaver" not in seen(s, 1) and "Magnum" not in seen(s, 1)
    do(s, "target meat-cleaver")
    assert "Methuselah 1 names Meat Cleaver from their hand." in s.log_for(1)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Meat Cleaver")]
    assert "Magnum" not in seen(s, 1)


def test_pack_alpha_names_the_retainer_as_played_its_mode_private() -> None:
    """Pack Alpha (G00128 lists it): the animal retainer is named to every seat as the card is played,
    before Pack Alpha is replaced (LSJ 20100130), so the Dog Pack drawn to replace it is not offered; the
    retainer's mode stays the player's secret choice (asked as the card resolves)."""
    s, _a = combat("Stick (G4)", 3, "Pack Alpha", "Raven Spy", drawn="Dog Pack")
    do(s, "play pack-alpha", "mode basic", "target raven-spy")
    for seat in SEATS:
        assert "Methuselah 1 names Raven Spy from their hand." in s.log_for(seat)
    assert cid("Dog Pack") in s.hand[0]
    assert sorted(legal(s)) == ["choose raven-spy basic", "choose raven-spy superior"]
    assert "superior" not in seen(s, 1)


def steps_told(s: VTESState, *moves: str) -> list[str]:
    """What seat 1 is told of each of seat 0's moves, until the play is complete."""
    told = []
    for m in moves:
        a = next(x for x in s.legal_actions() if str(x) == m)
        told.append(s.shown_action(a))
        s.apply(a)
    return told


def test_vt_setup_12_the_others_see_as_many_steps_with_one_card_to_choose_as_with_two() -> None:
    """VT-SETUP-12 (a hand is hidden): a play choosing among cards of the hand asks its steps whatever the
    hand holds, so the number of "chooses a play" the others see does not tell whether the player had
    one equipment to choose or several. Here Anonymous Freight with one equipment, then with two; and
    with two minions who could take the action, the minion is asked even where only one of them meets
    the single equipment's requirements (a hand-dependent count otherwise)."""
    one, _ = freight((".44 Magnum",))
    two, _ = freight((".44 Magnum", "Flak Jacket"))
    assert steps_told(one, "play anonymous-freight", "target 44-magnum") == [CHOOSING, CHOOSING]
    assert steps_told(two, "play anonymous-freight", "target 44-magnum") == [CHOOSING, CHOOSING]
    assert action(one).aplay.targets == action(two).aplay.targets == ("44-magnum",)
    s, _alice = freight(("Kali's Fang",))  # Banu Haqim only: Alice Chen cannot equip it
    kamau = ready(s, 0, "Kamau Jafari (G4)", blood=4)  # Banu Haqim
    do(s, "play anonymous-freight")
    assert legal(s) == [f"by {kamau}", "back"]
    assert s.shown_action(s.legal_actions()[0]) == CHOOSING
