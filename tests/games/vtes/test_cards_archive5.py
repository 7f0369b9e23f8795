"""Library cards of the archive's decks (issue 37, fifth list, second part): cards held on other
cards, cost reducers, titles."""

from __future__ import annotations

from typing import Any

from tabletome.engine.rng import Rng
from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import diablerie
from tabletome.games.vtes.combat import CLOSE, current_combat
from tabletome.games.vtes.contests import CONTESTED_TITLE
from tabletome.games.vtes.effects.action_cards import requires_protean
from tabletome.games.vtes.hidden import determinize
from tabletome.games.vtes.state import CENTRE, VTESState
from tabletome.games.vtes.stats import bleed, hand_size, strength, votes
from tabletome.games.vtes.views import seat_extras, table_view
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    into_combat,
    legal,
    owned,
    pass_until,
    play,
    ready,
    table,
    torpor,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_allies import recruited
from tests.games.vtes.test_cards_combat_archive4 import PRE_SER, strike_with
from tests.games.vtes.test_cards_combat_cards import OPP, end_combat, fight, to
from tests.games.vtes.test_cards_crypt_archive5 import may_play

GANGREL = "Anastasia Grey (G1)"  # Gangrel, [ani] [pro]
GIFT = "Gift of Proteus"
SONG = "Song of Pan"
SALT = "Salt of Thoth"
MINISTRY = "Ahmose Chambers (G5)"
PLAIN = "Alice Chen (G6)"
SAMEDI = "Abebe (G4)"
BRUJAH = "Lynn Thompson (G5)"
AUGURY = "Augury of Doom"
ASSAMITE = "Abd al-Rashid (G2)"
SPIRITUS = "Juanita Santiago (G2)"
ANARCH_ANI = "Crow (G5)"
VENTRUE = "Catherine du Bois (G3)"


# ------------------------------------------------------------------------ Gift of Proteus


def choosing(s: VTESState) -> bool:
    return action(s) is None or any(m.startswith("choose ") for m in legal(s))


def gift_played(cards: tuple[str, ...], chosen: tuple[str, ...], n: int = 0) -> tuple[VTESState, int, int]:
    """The Gangrel plays Gift of Proteus with ``cards`` also in hand, announcing ``n`` cards (default:
    as many as ``chosen``), and chooses ``chosen`` (slugs) at resolution. Returns (state, Gangrel, Gift)."""
    s = table()
    v = ready(s, 0, GANGREL, blood=3)
    hand(s, 0, GIFT, *cards)
    goto(s, "minion")
    do(s, "play gift-of-proteus")
    if f"x {n or len(chosen)}" in legal(s):
        do(s, f"x {n or len(chosen)}")
    pass_until(s, choosing)
    for slug in chosen:
        if f"choose {slug}" in legal(s):
            do(s, f"choose {slug}")
        pass_until(s, choosing)
    gifts = [p for p in s.minions[v].cards if s.placed[p].card == cid(GIFT)]
    return s, v, gifts[0] if gifts else -1


def test_gift_of_proteus_puts_the_cards_announced_face_down_on_this_gangrel() -> None:
    """X announced with the action (PIB 20150428): only cards requiring Protean are offered; the
    others stay in hand, which is refilled (VT-CARD-21); the cards stay the owner's."""
    s, v, gift = gift_played(
        ("Earth Control", "Deflection", "Wolf Claws", "Claws of the Dead"), ("earth-control", "wolf-claws")
    )
    assert gift >= 0 and s.placed[gift].host == v
    assert sorted(ops.face_down_cards(s, gift)) == sorted([cid("Earth Control"), cid("Wolf Claws")])
    assert cid("Deflection") in s.hand[0] and cid("Claws of the Dead") in s.hand[0]
    assert cid("Earth Control") not in s.hand[0] and cid("Wolf Claws") not in s.hand[0]
    assert len(s.hand[0]) == 7
    assert s.minions[v].locked


def test_gift_of_proteus_x_is_at_most_the_protean_cards_in_hand() -> None:
    s = table()
    ready(s, 0, GANGREL, blood=3)
    hand(s, 0, GIFT, "Earth Control", "Deflection", "Wolf Claws")
    goto(s, "minion")
    do(s, "play gift-of-proteus")
    assert sorted(m for m in legal(s) if m.startswith("x ")) == ["x 1", "x 2"]


def test_gift_of_proteus_takes_no_card_drawn_as_its_replacement() -> None:
    """The cards must be in hand before its replacement is drawn (PIB 20150428); with fewer left than
    announced, all of them are put on it."""
    s = table()
    v = ready(s, 0, GANGREL, blood=3)
    hand(s, 0, GIFT, "Earth Control", "Wolf Claws")
    s.library[0].append(cid("Claws of the Dead"))  # the top card: the replacement
    goto(s, "minion")
    do(s, "play gift-of-proteus", "x 2")
    assert cid("Claws of the Dead") in s.hand[0]
    pass_until(s, choosing)
    do(s, "choose wolf-claws")
    pass_until(s, choosing)
    assert "choose claws-of-the-dead" not in legal(s)
    do(s, "choose earth-control")
    finish_action(s)
    gift = next(p for p in s.minions[v].cards if s.placed[p].card == cid(GIFT))
    assert sorted(ops.face_down_cards(s, gift)) == sorted([cid("Earth Control"), cid("Wolf Claws")])
    assert cid("Claws of the Dead") in s.hand[0]


def test_gift_of_proteus_cards_are_hidden_from_the_others() -> None:
    """Face down: the others see how many (views), not which, nor in the log; their worlds redeal them
    among the owner's unseen cards requiring Protean, the owner's world keeps them."""
    s, _v, gift = gift_played(("Earth Control", "Wolf Claws"), ("earth-control", "wolf-claws"))
    held = sorted(ops.face_down_cards(s, gift))
    assert seat_extras(s, 0, 0, True)["face_down"] == {gift: ["Earth Control", "Wolf Claws"]}
    assert "face_down" not in seat_extras(s, 0, 1, False)
    seen = str(table_view(s, 1))
    assert "Earth Control" not in seen and "Wolf Claws" not in seen and "'face_down': 2" in seen
    assert not any("Earth Control" in str(line) or "Wolf Claws" in str(line) for line in s.log)
    assert owned(s, 0)[cid("Earth Control")] >= 1  # still the owner's cards
    mine = determinize(s, 0, Rng(3))
    assert sorted(ops.face_down_cards(mine, gift)) == held
    s.library[0][:0] = [cid("Claws of the Dead"), cid("Form of Mist")]  # unseen cards to redeal them with
    worlds = [sorted(ops.face_down_cards(determinize(s, 1, Rng(k)), gift)) for k in range(12)]
    assert all(len(w) == 2 and all(requires_protean(c) for c in w) for w in worlds)
    assert any(w != held for w in worlds)  # redealt


def bearer_blocked(s: VTESState, actor: int, blocker: int) -> None:
    goto(s, "minion")
    do(s, f"bleed {actor}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")


def test_gift_of_proteus_this_gangrel_plays_the_cards_as_if_from_hand() -> None:
    """Requirements and cost as normal; not replaced (LSJ 20081126); to the ash heap as played."""
    s, v, gift = gift_played(("Earth Control", "Wolf Claws"), ("earth-control", "wolf-claws"))
    s.minions[v] = s.minions[v]._replace(locked=False)
    prey = s.prey(0)
    b = ready(s, prey, "Alice Chen (G6)", blood=4)
    library = len(s.library[0])
    bearer_blocked(s, v, b)
    until_legal(s, f"play earth-control {gift}")
    assert "play earth-control" not in legal(s)  # not in hand
    do(s, f"play earth-control {gift}")
    finish_action(s)
    assert s.pool[prey] == 29  # the block failed: +1 stealth
    assert cid("Earth Control") in s.ash[0] and ops.face_down_cards(s, gift) == (cid("Wolf Claws"),)
    assert len(s.library[0]) == library  # not replaced


def test_gift_of_proteus_only_this_gangrel_plays_them() -> None:
    """ "This Gangrel can play these cards": another of your vampires with Protean cannot."""
    s, _v, gift = gift_played(("Earth Control", "Wolf Claws"), ("earth-control", "wolf-claws"))
    other = ready(s, 0, "Badger (G1)", blood=4)  # Gangrel, [pro]
    b = ready(s, s.prey(0), "Alice Chen (G6)", blood=4)
    bearer_blocked(s, other, b)
    pass_until(s, lambda st: action(st) is None or any(m.startswith("play ") for m in legal(st)))
    assert f"play earth-control {gift}" not in legal(s)
    finish_action(s)
    assert cid("Earth Control") in ops.face_down_cards(s, gift)


def test_gift_of_proteus_burned_when_no_card_is_left_on_it() -> None:
    s, v, gift = gift_played(("Earth Control", "Deflection"), ("earth-control",))
    s.minions[v] = s.minions[v]._replace(locked=False)
    b = ready(s, s.prey(0), "Alice Chen (G6)", blood=4)
    bearer_blocked(s, v, b)
    until_legal(s, f"play earth-control {gift}")
    do(s, f"play earth-control {gift}")
    assert gift not in s.placed and cid(GIFT) in s.ash[0]


def test_gift_of_proteus_burned_with_the_cards_on_it() -> None:
    s, _v, gift = gift_played(("Earth Control", "Wolf Claws"), ("earth-control", "wolf-claws"))
    before = owned(s, 0)
    ops.burn_placed(s, gift)
    assert cid("Earth Control") in s.ash[0] and cid("Wolf Claws") in s.ash[0] and owned(s, 0) == before


def test_gift_of_proteus_one_per_vampire_and_gangrel_only() -> None:
    s, v, _gift = gift_played(("Earth Control", "Wolf Claws"), ("earth-control",))
    s.minions[v] = s.minions[v]._replace(locked=False)
    hand(s, 0, GIFT, "Wolf Claws")
    assert "play gift-of-proteus" not in legal(s)  # "A vampire can have only one Gift of Proteus"
    t = table()
    ready(t, 0, "Alice Chen (G6)", blood=4)
    hand(t, 0, GIFT, "Wolf Claws")
    goto(t, "minion")
    assert "play gift-of-proteus" not in legal(t)


# ------------------------------------------------------------------------ Maabara


def maabara(s: VTESState) -> int:
    m = in_play(s, 0, "Maabara")
    s.ash[0].extend([cid("Deflection"), cid("Govern the Unaligned"), cid("Alice Chen (G6)")])
    return m


def test_maabara_lock_to_move_a_library_card_from_your_ash_heap_face_down() -> None:
    """Only library cards of your own ash heap; every Methuselah sees which (ANK 20200523)."""
    s = table()
    m = maabara(s)
    s.ash[1].append(cid("Bum's Rush"))  # another Methuselah's ash heap: not this card's
    before = owned(s, 0)
    goto(s, "master")
    do(s, f"use {m} 1")
    assert sorted(legal(s)) == ["back", "target deflection", "target govern-the-unaligned"]
    do(s, "target deflection")
    assert s.placed[m].locked and ops.face_down_cards(s, m) == (cid("Deflection"),)
    assert cid("Deflection") not in s.ash[0] and owned(s, 0) == before
    assert "Deflection" in str(table_view(s, 2)) and any("Deflection" in str(line) for line in s.log)


def test_maabara_holds_several_cards() -> None:
    s = table()
    m = maabara(s)
    goto(s, "master")
    do(s, f"use {m} 1", "target deflection")
    s.placed[m] = s.placed[m]._replace(locked=False)
    do(s, f"use {m} 1")  # the one library card left in the ash heap: taken without asking
    assert sorted(ops.face_down_cards(s, m)) == sorted([cid("Deflection"), cid("Govern the Unaligned")])


def test_maabara_master_phase_action_moves_a_card_to_the_top_of_your_library() -> None:
    s = table()
    m = maabara(s)
    goto(s, "master")
    do(s, f"use {m} 1", "target deflection")
    actions = s.phase_actions
    do(s, f"use {m} 2")
    assert s.library[0][-1] == cid("Deflection") and ops.face_down_cards(s, m) == ()
    assert s.phase_actions == actions - 1
    assert f"use {m} 2" not in legal(s)  # nothing on it any more


def test_maabara_burned_with_the_cards_on_it() -> None:
    """LSJ 20021128 (cards holding cards): if it leaves play, the cards on it are burned."""
    s = table()
    m = maabara(s)
    goto(s, "master")
    do(s, f"use {m} 1", "target deflection")
    before = owned(s, 0)
    ops.burn_placed(s, m)
    assert cid("Deflection") in s.ash[0] and cid("Maabara") in s.ash[0] and owned(s, 0) == before


def test_maabara_any_vampire_may_burn_it_as_a_directed_action() -> None:
    s = table()
    m = maabara(s)
    rival = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {m} 3")
    course = action(s)
    assert course is not None and course.actor == rival and course.directed and course.target_seat == 0
    finish_action(s)
    assert m not in s.placed and cid("Maabara") in s.ash[0]


# ------------------------------------------------------------------------ Nocturn

OBT = "Aaron Duggan, Cameron's Toady (G2)"  # [obt]
OBT_SUPERIOR = "Andrew Emory (G4)"  # [OBT]


def test_nocturn_acts_the_turn_it_is_recruited_and_unlocks_the_recruiter() -> None:
    s = table()
    v = ready(s, 0, OBT, blood=4)
    hand(s, 0, "Nocturn")
    goto(s, "minion")
    do(s, "play nocturn")
    finish_action(s)
    noc = recruited(s, 0, "Nocturn")
    assert s.minions[noc].blood == 1 and s.minions[v].blood == 3  # 1 life; 1 blood paid
    assert not s.minions[v].locked  # the first successful recruit ally action this turn
    assert f"bleed {noc}" in legal(s)  # acts the turn it is recruited
    assert s.minions[noc].marked("as-vampire:obt:non-ally")  # plays non-ally [obt] cards as a vampire


def test_nocturn_basic_does_not_unlock_after_an_earlier_recruit_this_turn() -> None:
    s = table()
    v = ready(s, 0, OBT, blood=4)
    hand(s, 0, "Carlton Van Wyk", "Nocturn")
    goto(s, "minion")
    do(s, "play carlton-van-wyk")
    finish_action(s)
    ops.unlock(s, v)
    s.changed()
    do(s, "play nocturn")
    finish_action(s)
    assert s.minions[v].locked


def nocturns(name: str, mode: str) -> tuple[VTESState, int]:
    """``name`` recruits Nocturn at ``mode``, then may it recruit another this turn (VT-MIN-07)?"""
    s = table()
    v = ready(s, 0, name, blood=8)
    hand(s, 0, "Nocturn", "Nocturn", "Nocturn")
    goto(s, "minion")
    do(s, "play nocturn")
    if f"mode {mode}" in legal(s):
        do(s, f"mode {mode}")
    finish_action(s)
    assert not s.minions[v].locked and s.minions[v].blood == 7
    return s, v


def test_nocturn_basic_once_each_turn_by_a_vampire() -> None:
    s, _v = nocturns(OBT_SUPERIOR, "basic")
    assert "play nocturn" not in legal(s)  # VT-MIN-07


def test_nocturn_superior_again_this_turn_each_costing_1_blood_more() -> None:
    """[OBT]: the same vampire recruits another (once unlocked: it is no longer the first recruit), for
    2 blood, then 3 (cumulative)."""
    s, v = nocturns(OBT_SUPERIOR, "superior")
    for paid in (2, 3):
        assert "play nocturn" in legal(s)
        before = s.minions[v].blood
        do(s, "play nocturn")
        if "mode superior" in legal(s):
            do(s, "mode superior")
        finish_action(s)
        assert before - s.minions[v].blood == paid
        assert s.minions[v].locked  # "Unlock this vampire if this is their first ... this turn"
        ops.unlock(s, v)
        s.changed()


def test_nocturn_plays_non_ally_cards_requiring_basic_obtenebration_as_a_vampire() -> None:
    """A retainer (Shade) and a modifier (Shadow Play) at basic, not a superior mode, not an ally
    (Nocturn); VT-CARD-63."""
    s = table()
    noc = ready(s, 0, "Nocturn", blood=3)
    ops.mark(s, noc, "as-vampire:obt:non-ally")
    hand(s, 0, "Shade", "Nocturn", "Shadow Play")
    goto(s, "minion")
    do(s, "play shade")
    assert action(s) is not None and action(s).actor == noc  # type: ignore[union-attr]
    assert "mode superior" not in legal(s)
    finish_action(s)
    assert any(s.placed[p].card == cid("Shade") for p in s.minions[noc].cards)
    s.minions[noc] = s.minions[noc]._replace(locked=False)
    s.changed()
    assert "play nocturn" not in legal(s)  # an ally card


def test_nocturn_burned_during_your_unlock_phase() -> None:
    s = table()
    noc = ready(s, 0, "Nocturn")
    goto(s, "unlock", 0)  # its one unlock-phase effect: carried out at once
    assert noc not in s.minions and cid("Nocturn") in s.ash[0]


# ------------------------------------------------------------------------ Song of Pan

KIASYD = "Greer Worder (G6)"


def test_song_of_pan_unlocks_the_kiasyd_and_gives_kiasyd_and_changeling_allies_1_bleed() -> None:
    s = table()
    k = ready(s, 0, KIASYD, blood=4)
    mylan = ready(s, 0, "Mylan Horseed")  # a changeling ally
    other_kiasyd = ready(s, 1, "Dame Hollerton (G4)", blood=4)  # "all Kiasyd": another Methuselah's too
    plain = ready(s, 0, "Alice Chen (G6)", blood=4)
    before = {u: bleed(s, u) for u in (k, mylan, other_kiasyd, plain)}
    hand(s, 0, SONG)
    goto(s, "minion")
    do(s, "play song-of-pan")
    finish_action(s)
    assert not s.minions[k].locked and s.pool[0] == 29  # 1 pool
    assert any(s.placed[u].card == cid(SONG) for u in s.inplay[0])
    assert {u: bleed(s, u) - before[u] for u in before} == {k: 1, mylan: 1, other_kiasyd: 1, plain: 0}


def test_song_of_pan_burned_in_your_discard_phase_damaging_those_who_did_not_bleed() -> None:
    """1 unpreventable damage on each Kiasyd or changeling ally you control who did not successfully
    bleed this turn; the card is burned."""
    s = table()
    k = ready(s, 0, KIASYD, blood=4)
    mylan = ready(s, 0, "Mylan Horseed")
    idle = ready(s, 0, "Redcap Wilder")  # a changeling ally who does not bleed
    hand(s, 0, SONG)
    goto(s, "minion")
    do(s, "play song-of-pan")
    finish_action(s)
    life = {u: s.minions[u].blood for u in (k, mylan, idle)}
    do(s, f"bleed {mylan}")
    finish_action(s)
    assert s.pool[s.prey(0)] == 28  # 1 bleed +1
    goto(s, "discard", 0)
    assert not any(s.placed[u].card == cid(SONG) for u in s.inplay[0]) and cid(SONG) in s.ash[0]
    assert {u: life[u] - s.minions[u].blood if u in s.minions else "burned" for u in life} == {
        k: 1,
        mylan: 0,
        idle: 1 if life[idle] > 1 else "burned",
    }


# ------------------------------------------------------------------------ Regent

BIG_SABBAT = "Anton (G2)"  # Sabbat, capacity 8
SMALL_SABBAT = "Aaron Bathurst (G4)"  # Sabbat, capacity 4


def regent_on(s: VTESState, uid: int) -> int:
    return next(p for p in s.minions[uid].cards if s.placed[p].card == cid("Regent"))


def crowned(s: VTESState) -> int:
    """Seat 0 plays Regent on its Sabbat vampire of capacity 8: the regent."""
    big = ready(s, 0, BIG_SABBAT, blood=4)
    ready(s, 0, SMALL_SABBAT, blood=2)
    ready(s, 0, "Alice Chen (G6)", blood=4)  # not Sabbat
    hand(s, 0, "Regent")
    goto(s, "master")
    do(s, "play regent")
    return big


def test_regent_put_on_a_sabbat_vampire_you_control_with_capacity_8_or_more() -> None:
    s = table()
    big = crowned(s)
    assert s.minions[big].title == "regent" and regent_on(s, big) >= 0  # the only one it fits
    assert s.pool[0] == 29


def test_regent_sabbat_vampires_enter_combat_with_it_as_a_directed_action() -> None:
    s = table()
    big = crowned(s)
    card_uid = regent_on(s, big)
    rival = ready(s, 1, SMALL_SABBAT, blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)  # not Sabbat: cannot
    goto(s, "minion", 1)
    uses = [m for m in legal(s) if m.startswith(f"use {card_uid} ")]
    assert uses == [f"use {card_uid} 1"]
    do(s, f"use {card_uid} 1")
    if any(m.startswith("by ") for m in legal(s)):
        assert sorted(legal(s)) == ["back", f"by {rival}"]
        do(s, f"by {rival}")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 0 and course.actor == rival


def test_regent_contested_title_provides_no_action() -> None:
    """LSJ 20070808-2."""
    s = table()
    big = crowned(s)
    card_uid = regent_on(s, big)
    ready(s, 1, SMALL_SABBAT, blood=3)
    ops.mark(s, big, CONTESTED_TITLE)
    goto(s, "minion", 1)
    assert not any(m.startswith(f"use {card_uid} ") for m in legal(s))


def test_regent_moves_to_a_sabbat_diablerist() -> None:
    s = table()
    big = crowned(s)
    card_uid = regent_on(s, big)
    d = ready(s, 1, SMALL_SABBAT, blood=2)
    diablerie(s, d, big)
    assert card_uid in s.placed and s.placed[card_uid].host == d and s.minions[d].title == "regent"


def test_regent_burned_with_its_vampire_diablerized_by_a_non_sabbat_vampire() -> None:
    s = table()
    big = crowned(s)
    d = ready(s, 1, "Alice Chen (G6)", blood=2)
    diablerie(s, d, big)
    assert cid("Regent") in s.ash[0] and s.minions[d].title != "regent"


# ------------------------------------------------------------------------ Henri Lavenant


def test_henri_lavenant_in_combat_you_get_1_hand_size() -> None:
    """Drawn up as the combat starts, discarded down after it (VT-CARD-21)."""
    s = table()
    henri = ready(s, 0, "Henri Lavenant (G3)", blood=5)
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    size = hand_size(s, 0)
    into_combat(s, henri, b)
    assert current_combat(s) is not None
    assert hand_size(s, 0) == size + 1 and len(s.hand[0]) == size + 1
    assert hand_size(s, 1) == hand_size(s, 2)  # only Henri's Methuselah
    pass_until(s, lambda st: current_combat(st) is None)
    assert hand_size(s, 0) == size


# ------------------------------------------------------------------------ Catatonic Fear


def catatonic(mode: str, dodge: bool = False) -> tuple[int, int, bool]:
    """Ankh-sen-Sutekh ([PRE]) strikes with Catatonic Fear at ``mode`` at close range against Agatha (4
    blood), who may dodge: (his blood, hers, combat still on right after)."""
    s = table()
    a = ready(s, 0, PRE_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Catatonic Fear")
    hand(s, 1, "Dodge" if dodge else "Deflection")
    fight(s, a, b)
    strike_with(s, 0, "play catatonic-fear", f"mode {mode}")
    if dodge:
        pass_until(s, lambda st: "play dodge" in legal(st) or current_combat(st) is None)
        if "play dodge" in legal(s):
            do(s, "play dodge")
    end_combat(s)
    return s.minions[a].blood, s.minions[b].blood, current_combat(s) is not None


def test_catatonic_fear_basic_strike_combat_ends() -> None:
    assert catatonic("basic") == (4, 4, False)  # 1 blood paid; the hand strike is not resolved


def test_catatonic_fear_superior_1_unpreventable_damage_after_combat_at_close_range() -> None:
    assert catatonic("superior") == (4, 3, False)


def test_catatonic_fear_superior_dodged_does_no_damage() -> None:
    """LSJ 19980526."""
    assert catatonic("superior", dodge=True) == (4, 4, False)


# ------------------------------------------------------------------------ Lupine Assault


def test_lupine_assault_each_methuselah_discards_5_then_draws_back_up() -> None:
    """Each chooses privately; its own player is one card short until their influence phase (do not
    replace until then, VT-CARD-21); only one in a game."""
    s = table()
    for t in range(4):
        ops.refill(s, t)
    s.hand[0][0] = cid("Lupine Assault")
    ash = [len(s.ash[t]) for t in range(4)]
    goto(s, "master")
    do(s, "play lupine-assault")
    asked = []
    while any(m.startswith("discard ") for m in legal(s)):
        asked.append(s.to_move)
        assert not s.stack[-1].public  # type: ignore[attr-defined]  # the others do not see the choices
        do(s, next(m for m in legal(s) if m.startswith("discard ")))
    assert asked == [0] * 5 + [1] * 5 + [2] * 5 + [3] * 5
    assert [len(s.ash[t]) - ash[t] for t in range(4)] == [6, 5, 5, 5]  # and the Assault itself
    assert [len(s.hand[t]) for t in range(4)] == [6, 7, 7, 7]
    assert (cid("Lupine Assault"), "influence") in s.delayed[0]
    s.hand[0].append(cid("Lupine Assault"))
    s.changed()
    s.phase_actions = 1
    assert "play lupine-assault" not in legal(s)  # only one in a game
    s.hand[0].pop()
    goto(s, "minion", 0)
    do(s, "end")  # the influence phase starts
    assert len(s.hand[0]) == 7 and not s.delayed[0]


# ------------------------------------------------------------------------ Waiting Game

ANARCH = "Crow (G5)"


def test_waiting_game_put_in_play_with_10_counters_as_an_event() -> None:
    s = table()
    hand(s, 0, "Waiting Game")
    goto(s, "discard")
    do(s, "play waiting-game")
    game = next(u for u in s.inplay[0] if s.placed[u].card == cid("Waiting Game"))
    assert s.placed[game].counters == 10


def test_waiting_game_a_counter_burns_whenever_a_non_anarch_vampire_takes_an_action() -> None:
    """Not for an anarch, nor an ally; the last counter burns the card."""
    s = table()
    game = in_play(s, 1, "Waiting Game", counters=2)
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    anarch = ready(s, 0, ANARCH, blood=4)
    ally = ready(s, 0, "Mylan Horseed")
    goto(s, "minion")
    for who in (anarch, ally):
        do(s, f"bleed {who}")
        finish_action(s)
    assert s.placed[game].counters == 2
    do(s, f"bleed {v}")
    assert s.placed[game].counters == 1  # as the action is announced (ANK 20210124)
    finish_action(s)
    s.minions[v] = s.minions[v]._replace(locked=False)
    s.marks.pop(("bled", v), None)
    s.changed()
    do(s, f"hunt {v}")
    assert game not in s.placed and cid("Waiting Game") in s.ash[1]


def test_waiting_game_in_your_unlock_phase_anarchs_burn_1_blood_or_become_camarilla_allies_burn_1_life() -> None:
    s = table()
    in_play(s, 0, "Waiting Game", counters=5)
    mine = ready(s, 0, ANARCH, blood=3)
    theirs = ready(s, 1, ANARCH, blood=3)
    empty = ready(s, 2, ANARCH, blood=0)
    ally = ready(s, 3, "Mylan Horseed", blood=3)
    life = s.minions[ally].blood
    plain = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "unlock", 0)
    if f"effect {next(iter(s.inplay[0]))}" in legal(s):
        do(s, f"effect {next(iter(s.inplay[0]))}")
    assert s.minions[ally].blood == life - 1
    assert s.to_move == 0 and sorted(legal(s)) == ["choose burn-1-blood", "choose camarilla"]
    do(s, "choose burn-1-blood")
    assert s.to_move == 1
    do(s, "choose camarilla")
    assert s.minions[mine].blood == 2 and s.minions[mine].sect == "anarch"
    assert s.minions[theirs].blood == 3 and s.minions[theirs].sect == "camarilla"
    assert s.minions[empty].sect == "camarilla"  # no blood to burn
    assert s.minions[plain].blood == 3


def test_waiting_game_is_not_played_twice_in_a_game() -> None:
    """An event (VT-CARD-62)."""
    s = table()
    hand(s, 0, "Waiting Game")
    s.game_marks[("event", "waiting-game")] = True
    goto(s, "discard")
    assert "play waiting-game" not in legal(s)


# ------------------------------------------------------------------------ Sunset Strip, Hollywood

SUNSET = "Sunset Strip, Hollywood"


def test_sunset_strip_lock_all_vampires_get_1_stealth_on_hunt_actions_until_your_next_unlock_phase() -> None:
    s = table()
    strip = in_play(s, 0, SUNSET)
    rival = ready(s, 1, "Alice Chen (G6)", blood=1)
    goto(s, "master")
    do(s, f"use {strip} 1")
    assert s.placed[strip].locked
    goto(s, "minion", 1)
    do(s, f"hunt {rival}")
    course = action(s)
    assert course is not None and course.stealth(s) == 2  # a hunt is +1 stealth (VT-ACT-15), +1
    finish_action(s)
    do(s, f"bleed {ready(s, 1, 'Alice Chen (G6)', blood=3)}")
    assert action(s) is not None and action(s).stealth(s) == 0  # type: ignore[union-attr]  # hunts only
    finish_action(s)
    goto(s, "unlock", 0)
    assert not any(k[0] == "sunset-strip-hunt" for k in s.game_marks if isinstance(k, tuple))


def test_sunset_strip_reduces_the_cost_of_a_mortal_ally_by_1() -> None:
    """An optional cost reducer (VT-CARD-27): Carlton Van Wyk, a mortal ally, costs 1 pool instead of 2."""
    s = table()
    strip = in_play(s, 0, SUNSET)
    ready(s, 0, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Carlton Van Wyk")
    goto(s, "minion")
    do(s, "play carlton-van-wyk")
    assert sorted(legal(s)) == [f"choose {strip}", "decline"]
    do(s, f"choose {strip}")
    finish_action(s)
    assert s.pool[0] == 29 and s.placed[strip].locked


def test_sunset_strip_not_for_a_ghoul() -> None:
    s = table()
    in_play(s, 0, SUNSET)
    ready(s, 0, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Procurer")  # a ghoul retainer
    goto(s, "minion")
    do(s, "play procurer")
    assert not any(m.startswith("choose ") for m in legal(s))


def test_sunset_strip_makes_an_unaffordable_mortal_playable_and_must_then_be_used() -> None:
    """LSJ 20090705: Faithful Servant (2 blood) by a vampire with 1 blood; no declining then."""
    s = table()
    strip = in_play(s, 0, SUNSET)
    v = ready(s, 0, "Alice Chen (G6)", blood=1)
    hand(s, 0, "Faithful Servant")
    goto(s, "minion")
    assert "play faithful-servant" in legal(s)
    do(s, "play faithful-servant")
    assert legal(s) == [f"choose {strip}"]
    do(s, f"choose {strip}")
    finish_action(s)
    assert s.minions[v].blood == 0 and any(s.placed[p].card == cid("Faithful Servant") for p in s.minions[v].cards)
    ready(s, 0, "Alice Chen (G6)", blood=1)  # another vampire with 1 blood, the location locked
    hand(s, 0, "Faithful Servant")
    assert "play faithful-servant" not in legal(s)  # not affordable


# ------------------------------------------------------------------------ Salt of Thoth

TREMERE = "Claus Wegener (G5)"


def salt_scene(locked: bool = True) -> tuple[VTESState, int, int]:
    """Seat 0 controls Maabara (any vampire may burn it as a (D) action) and a Tremere holding Salt of
    Thoth; a vampire of seat 1 takes that action. Returns (state, Maabara, the Tremere)."""
    s = table()
    m = in_play(s, 0, "Maabara")
    t = ready(s, 0, TREMERE, blood=3, locked=locked)
    hand(s, 0, SALT)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {m} 3")
    return s, m, t


def test_salt_of_thoth_makes_an_action_directed_at_your_location_fail_and_goes_on_it() -> None:
    s, m, _t = salt_scene()
    until_legal(s, "play salt-of-thoth")
    do(s, "play salt-of-thoth")
    assert action(s) is None  # the action failed
    assert m in s.placed  # Maabara not burned
    salt = next(u for u in s.inplay[0] if s.placed[u].card == cid(SALT))
    assert s.placed[salt].data[1] == m


def test_salt_of_thoth_only_by_a_locked_tremere() -> None:
    s, _m, _t = salt_scene(locked=False)
    pass_until(s, lambda st: action(st) is None or "play salt-of-thoth" in legal(st))
    assert action(s) is None  # never offered: Maabara burned
    assert cid("Maabara") in s.ash[0]


def test_salt_of_thoth_burned_from_the_location_to_make_another_action_at_it_fail() -> None:
    s, m, _t = salt_scene()
    until_legal(s, "play salt-of-thoth")
    do(s, "play salt-of-thoth")
    salt = next(u for u in s.inplay[0] if s.placed[u].card == cid(SALT))
    other = ready(s, 1, "Alice Chen (G6)", blood=3)
    do(s, f"use {m} 3")
    if f"by {other}" in legal(s):
        do(s, f"by {other}")
    until_legal(s, f"use {salt} 1")
    do(s, f"use {salt} 1")
    assert action(s) is None and m in s.placed and salt not in s.placed and cid(SALT) in s.ash[0]


def test_salt_of_thoth_burned_with_its_location() -> None:
    s, m, _t = salt_scene()
    until_legal(s, "play salt-of-thoth")
    do(s, "play salt-of-thoth")
    ops.burn_placed(s, m)
    assert not any(s.placed[u].card == cid(SALT) for u in s.inplay[0]) and cid(SALT) in s.ash[0]


# ------------------------------------------------------------------------ Learjet


def learjet_draws(with_jet: bool) -> tuple[int, int]:
    """Anson ([dom]) plays Govern the Unaligned from a full hand: (cards drawn, hand size over)."""
    s = table()
    a = ready(s, 0, "Anson (G1)", blood=4)
    if with_jet:
        attach(s, a, "Learjet")
    hand(
        s, 0, "Govern the Unaligned", "Deflection", "Deflection", "Deflection", "Deflection", "Deflection", "Deflection"
    )
    library = len(s.library[0])
    goto(s, "minion")
    do(s, "play govern-the-unaligned")  # basic: Anson has no superior [DOM]
    return library - len(s.library[0]), len(s.hand[0]) - hand_size(s, 0)


def test_learjet_draw_an_additional_card_replacing_a_card_its_minion_played_as_acting_minion() -> None:
    assert learjet_draws(False) == (1, 0)
    assert learjet_draws(True) == (2, 1)  # then discard down to the hand size (asked)


# ------------------------------------------------------------------------ Fabrizia Contreraz, Vardar Vardarian


def test_fabrizia_contreraz_minus_2_votes_while_your_prey_controls_no_ready_camarilla_vampire() -> None:
    s = table()
    f = ready(s, 0, "Fabrizia Contreraz (G4)", blood=4)
    without = votes(s, f)
    cam = ready(s, s.prey(0), "Alice Chen (G6)", blood=3)  # Camarilla
    assert votes(s, f) == without + 2
    s.minions[cam] = s.minions[cam]._replace(sect="sabbat")
    assert votes(s, f) == without


def test_vardar_vardarian_followers_of_set_get_minus_1_strength_in_combat_with_him() -> None:
    from tabletome.games.vtes.combat import Combat, start_combat

    s = table()
    v = ready(s, 0, "Vardar Vardarian (G4)", blood=5)
    setite = ready(s, 1, MINISTRY, blood=4)
    other = ready(s, 2, MINISTRY, blood=4)
    before = strength(s, setite)
    goto(s, "minion")
    start_combat(s, Combat(v, setite))
    assert strength(s, setite) == before - 1 and strength(s, other) == before and strength(s, v) == 1


# ------------------------------------------------------------------------ Arms of the Abyss, Flames of the Netherworld, Lead Fist

OBT_SUP = "Andrew Emory (G4)"  # [OBT]
DAI_SUP = "Annazir (G5)"  # [DAI]
VIS_THA = "Chalcedony (G6)"  # [THA] [VIS]


def struck(name: str, card: str, mode: str, strength_b: int = 4) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, name, blood=5)
    b = ready(s, 1, OPP, blood=strength_b)
    hand(s, 0, card)
    fight(s, a, b)
    slug = card.lower().replace(" ", "-")
    strike_with(s, 0, f"play {slug}", f"mode {mode}")
    return s, a, b


def test_arms_of_the_abyss_basic_dodges() -> None:
    s, a, b = struck(OBT_SUP, "Arms of the Abyss", "basic")
    end_combat(s)
    assert (s.minions[a].blood, s.minions[b].blood) == (5, 4)


def test_arms_of_the_abyss_superior_dodges_with_an_additional_strike() -> None:
    s, a, b = struck(OBT_SUP, "Arms of the Abyss", "superior")
    end_combat(s)
    assert (s.minions[a].blood, s.minions[b].blood) == (5, 3)  # the additional hand strike


def test_flames_of_the_netherworld_daimoinon_1_aggravated_damage() -> None:
    for mode in ("basic", "superior"):
        s, _a, b = struck(DAI_SUP, "Flames of the Netherworld", mode)
        end_combat(s)
        assert s.in_torpor(b)  # 1 aggravated damage unprevented: a wound (VT-DMG-07)


def test_flames_of_the_netherworld_thaumaturgy_only_at_long_range() -> None:
    s = table()
    a = ready(s, 0, VIS_THA, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Flames of the Netherworld")
    fight(s, a, b)
    until_legal(s, "strike hand")
    assert "play flames-of-the-netherworld" not in legal(s)  # close range


def test_lead_fist_visceratika_burn_1_blood_for_a_press_to_continue_this_round() -> None:
    """[VIS]: hand strike at +2; then, at this round's press step, 1 blood for a press to continue."""
    s, a, b = struck(VIS_THA, "Lead Fist", "superior", strength_b=5)
    until_legal(s, f"grant lead-fist {a}")
    assert s.minions[b].blood == 2  # strength 1, +2
    do(s, f"grant lead-fist {a}")
    c = current_combat(s)
    assert c is not None and c.press == 1 and c.last_press == a
    assert s.minions[a].blood == 3  # 5, 1 from the opposing hand strike, 1 for the press
    assert f"grant lead-fist {a}" not in legal(s)  # once


# ------------------------------------------------------------------------ Talons of the Dead, Kaymakli Barrier, Well-Marked

GANGREL_ANTI = "Charlie Tyne (G4)"


def test_talons_of_the_dead_aggravated_hand_strikes_and_directed_actions_cost_1_blood_more() -> None:
    s = table()
    v = ready(s, 0, GANGREL_ANTI, blood=4)
    hand(s, 0, "Talons of the Dead")
    goto(s, "master")
    do(s, "play talons-of-the-dead")
    assert s.pool[0] == 28 and any(s.placed[p].card == cid("Talons of the Dead") for p in s.minions[v].cards)
    goto(s, "minion")
    do(s, f"bleed {v}")
    finish_action(s)
    assert s.minions[v].blood == 3  # the bleed, directed, cost 1 blood
    b = ready(s, 1, OPP, blood=4)
    fight(s, v, b)
    end_combat(s)
    assert s.in_torpor(b)  # the hand strike's 1 damage, aggravated: a wound (VT-DMG-07)


def test_talons_of_the_dead_burned_with_a_master_phase_action() -> None:
    s = table()
    v = ready(s, 0, GANGREL_ANTI, blood=4)
    talons = attach(s, v, "Talons of the Dead", controller=0)
    goto(s, "master")
    do(s, f"use {talons} 1")
    assert talons not in s.placed and s.phase_actions == 0


def test_kaymakli_barrier_on_a_younger_vampire_who_cannot_block_undirected_actions() -> None:
    s = table()
    a = ready(s, 0, "Anson (G1)", blood=4)  # capacity 8
    prey = s.prey(0)
    young = ready(s, prey, "Aaron Bathurst (G4)", blood=3)  # capacity 4
    hand(s, 0, "Kaymakli Barrier")
    goto(s, "minion")
    do(s, "play kaymakli-barrier")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == prey
    finish_action(s)
    bar = next(p for p in s.minions[young].cards if s.placed[p].card == cid("Kaymakli Barrier"))
    assert s.placed[bar].controller == 0  # "you still control this card"
    other = ready(s, 0, "Alice Chen (G6)", blood=1)
    spare = ready(s, prey, "Alice Chen (G6)", blood=3)
    do(s, f"hunt {other}")  # undirected: the prey may block it
    until_legal(s, f"block {spare}")
    assert f"block {young}" not in legal(s) and a != young


def test_well_marked_unlocks_a_laibon_of_capacity_5_and_prevents_1_damage_once_each_combat() -> None:
    s = table()
    v = ready(s, 0, "Fish (G4)", blood=4)  # Laibon, capacity 5
    hand(s, 0, "Well-Marked")
    goto(s, "minion")
    do(s, "play well-marked")
    finish_action(s)
    assert not s.minions[v].locked and s.minions[v].blood == 3  # 1 blood, unlocked
    b = ready(s, 1, OPP, blood=4)
    fight(s, v, b)
    until_legal(s, f"shield {v} well-marked")
    do(s, f"shield {v} well-marked")
    end_combat(s)
    assert s.minions[v].blood == 3  # the opposing hand strike prevented


# ------------------------------------------------------------------------ The Rising


def test_the_rising_no_pool_gained_in_your_own_turn_without_the_edge_or_a_victory_point() -> None:
    """ANK 20181105: anything that would increase the pool (here gain_pool and blood moved to pool)."""
    s = table()
    in_play(s, 1, "The Rising")
    v = ready(s, 0, "Alice Chen (G6)", blood=3)
    goto(s, "master", 0)
    ops.gain_pool(s, 0, 2)
    ops.blood_to_pool(s, v, 0, 1)
    ops.gain_pool(s, 1, 2)  # another Methuselah, not in their own turn
    assert s.pool[0] == 30 and s.minions[v].blood == 2 and s.pool[1] == 32
    s.edge = 0
    ops.gain_pool(s, 0, 1)
    s.edge = CENTRE
    s.vp[0] = 1
    ops.gain_pool(s, 0, 1)
    assert s.pool[0] == 32


def test_the_rising_needs_2_other_gehenna_events_and_is_replaced_when_your_prey_is_ousted() -> None:
    s = table()
    hand(s, 0, "The Rising")
    goto(s, "discard")
    assert "play the-rising" not in legal(s)
    in_play(s, 1, "Blood Weakens")
    in_play(s, 2, "Nightmares upon Nightmares")
    s.changed()
    do(s, "play the-rising")
    assert (cid("The Rising"), "prey-ousted") in s.delayed[0]
    prey = s.prey(0)
    ops.oust(s, [prey])
    assert not s.delayed[0]


# ------------------------------------------------------------------------ Kisha Bhimji, Suhailah, Okulos, Lynn Thompson, Black Annis


def test_kisha_bhimji_minus_1_stealth_on_non_hunt_actions() -> None:
    s = table()
    k = ready(s, 0, "Kisha Bhimji (G3)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {k}")
    assert action(s).stealth(s) == -1  # type: ignore[union-attr]
    finish_action(s)
    s.minions[k] = s.minions[k]._replace(locked=False, blood=1)
    s.changed()
    do(s, f"hunt {k}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]  # a hunt's +1 (VT-ACT-15), no -1


def test_suhailah_plus_1_stealth_if_your_prey_has_a_ready_prince_or_justicar() -> None:
    s = table()
    v = ready(s, 0, "Suhailah (G2)", blood=4)
    before = bleed(s, v)
    goto(s, "minion")
    do(s, f"bleed {v}")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]
    finish_action(s)
    prince = ready(s, s.prey(0), "Alice Chen (G6)", blood=3)
    s.minions[prince] = s.minions[prince]._replace(title="prince")
    s.minions[v] = s.minions[v]._replace(locked=False)
    s.marks.pop(("bled", v), None)
    s.changed()
    do(s, f"bleed {v}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert before == 2  # +1 bleed


def test_okulos_once_each_turn_burn_1_blood_to_draw_1_card() -> None:
    s = table()
    o = ready(s, 0, "Okulos (G7)", blood=3)
    ops.refill(s, 0)
    library = len(s.library[0])
    goto(s, "master")
    do(s, f"use {o} 1")
    assert s.minions[o].blood == 2 and len(s.library[0]) == library - 1
    assert len(s.hand[0]) == 8 and s.to_move == 0  # then discards down (asked)
    do(s, next(m for m in legal(s) if m.startswith("discard ")))
    assert f"use {o} 1" not in legal(s)  # once each turn


def test_lynn_thompson_cannot_have_a_haven() -> None:
    from tabletome.games.vtes.effects import core

    s = table()
    lynn = ready(s, 0, "Lynn Thompson (G5)", blood=3)
    other = ready(s, 0, "Alice Chen (G6)", blood=3)
    haven = cid("Secure Haven")
    assert not all(f(s, lynn, haven) for f in core.CARRY_RULES)
    assert all(f(s, other, haven) for f in core.CARRY_RULES)


def test_black_annis_enters_combat_with_a_minion_of_your_predator_or_prey_and_pays_1_blood_for_other_actions() -> None:
    s = table()
    annis = ready(s, 0, "Black Annis (G4)", blood=5)
    prey = ready(s, s.prey(0), "Alice Chen (G6)", blood=3)
    ready(s, 2, "Alice Chen (G6)", blood=3)  # across the table: not a target
    assert strength(s, annis) == 2
    goto(s, "minion")
    assert sorted(m for m in legal(s) if m.startswith(f"use {annis} ")) == [f"use {annis} 1"]
    do(s, f"use {annis} 1")
    if any(m.startswith("target ") for m in legal(s)):
        assert legal(s)[0] != "target" and f"target {prey}" in legal(s)
        do(s, f"target {prey}")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[prey].blood == 1  # they fought: her hand strike at strength 2
    assert s.minions[annis].blood == 4  # 1 damage taken, no blood for this action
    s.minions[annis] = s.minions[annis]._replace(locked=False)
    s.changed()
    blood_now = s.minions[annis].blood
    do(s, f"bleed {annis}")
    finish_action(s)
    assert s.minions[annis].blood == blood_now - 1  # a non-hunt action: 1 more blood


# ------------------------------------------------------------------------ Janey Pickman, Lady Scarlett Churchill, Doyle Fincher, Momentum's Edge


def test_janey_pickman_once_each_round_burn_1_blood_for_aggravated_hand_strikes() -> None:
    s = table()
    j = ready(s, 0, "Janey Pickman (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, j, b)
    until_legal(s, f"use {j} 1")
    do(s, f"use {j} 1")
    assert f"use {j} 1" not in legal(s)  # once each round
    end_combat(s)
    assert s.minions[j].blood == 2 and s.in_torpor(b)  # 1 burned, 1 damage taken; her hand strike aggravated


def test_lady_scarlett_churchill_plays_cards_requiring_a_toreador_as_if_she_were_one() -> None:
    """VT-CARD-05, as Gem Ghastly: a master card requiring a ready Toreador."""
    assert not may_play("Lauren (G6)", "Art Museum", "master")
    assert may_play("Lady Scarlett Churchill (G6)", "Art Museum", "master")


def test_doyle_fincher_in_your_discard_phase_1_blood_to_a_prey_vampire_below_capacity_and_1_to_him() -> None:
    s = table()
    d = ready(s, 0, "Doyle Fincher (G4)", blood=3)
    full = ready(s, s.prey(0), "Aaron Bathurst (G4)", blood=4)  # capacity 4: full
    short = ready(s, s.prey(0), "Alice Chen (G6)", blood=1)
    assert bleed(s, d) == 2
    goto(s, "discard", 0)
    if f"choose {short}" in legal(s):
        assert f"choose {full}" not in legal(s)
        do(s, f"choose {short}")
    assert s.minions[short].blood == 2 and s.minions[d].blood == 4 and s.minions[full].blood == 4


def test_momentums_edge_only_with_a_victory_point_then_lock_in_your_unlock_phase_to_gain_1_pool() -> None:
    s = table()
    hand(s, 0, "Momentum's Edge")
    goto(s, "master")
    assert "play momentum-s-edge" not in legal(s)
    s.vp[0] = 1
    s.changed()
    do(s, "play momentum-s-edge")
    edge = next(u for u in s.inplay[0] if s.placed[u].card == cid("Momentum's Edge"))
    goto(s, "unlock", 0)
    pool = s.pool[0]
    until_legal(s, f"use {edge} 1")
    do(s, f"use {edge} 1")
    assert s.pool[0] == pool + 1 and s.placed[edge].locked


# ------------------------------------------------------------------------ Wall of Filth


def walled(name: str, mode: str) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, name, blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Wall of Filth")
    fight(s, a, b)
    until_legal(s, "play wall-of-filth")
    do(s, "play wall-of-filth")
    if f"mode {mode}" in legal(s):
        do(s, f"mode {mode}")
    wall = next(p for p in s.minions[a].cards if s.placed[p].card == cid("Wall of Filth"))
    return s, a, wall


def test_wall_of_filth_burned_to_prevent_2_non_aggravated_damage() -> None:
    s, a, wall = walled(GANGREL, "pro")  # [pro]
    until_legal(s, f"use {wall} 1")
    assert f"use {wall} 2" not in legal(s)  # the superior prevention is not this copy's
    do(s, f"use {wall} 1")
    end_combat(s)
    assert wall not in s.placed and s.minions[a].blood == 3  # the hand strike prevented


def test_wall_of_filth_superior_prevents_any_2_damage_and_one_per_vampire() -> None:
    s, a, wall = walled("Badger (G1)", "pro-superior")  # [PRO]
    hand(s, 0, "Wall of Filth")
    assert "play wall-of-filth" not in legal(s)  # only one Wall of Filth
    until_legal(s, f"use {wall} 2")
    assert f"use {wall} 1" not in legal(s)
    do(s, f"use {wall} 2")
    end_combat(s)
    assert wall not in s.placed and s.minions[a].blood == 3


# ------------------------------------------------------------------------ Light Intensifying Goggles


def test_light_intensifying_goggles_keeps_the_aim_card_used_and_plays_it_as_if_from_hand() -> None:
    """The aim card the bearer used moves onto the Goggles; the bearer plays it from there in a later combat,
    as if from hand (not replaced, LSJ 20081126); then it is removed from the game."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    goggles = attach(s, a, "Light Intensifying Goggles", controller=0)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    assert any(u == a and k == "maneuver" for u, k, _v, _sc in c.mods)  # the first round's maneuver
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    until_legal(s, f"use {goggles} 1")
    do(s, f"use {goggles} 1")
    assert ops.held_card(s, goggles) == (cid("Target Vitals"), 0) and cid("Target Vitals") not in s.ash[0]
    end_combat(s)
    b2 = ready(s, 1, OPP, blood=4)
    s.minions[a] = s.minions[a]._replace(locked=False, blood=5)
    hand(s, 0)
    library = len(s.library[0])
    fight(s, a, b2)
    to(s, "strike", 0)
    play(s, f"target-vitals {goggles}", "strike hand")
    end_combat(s)
    assert s.minions[b2].blood == 1  # +2 damage from the strike
    assert cid("Target Vitals") in s.removed[0] and ops.held_card(s, goggles) is None
    assert len(s.library[0]) == library  # not replaced


def test_light_intensifying_goggles_only_the_bearer_plays_the_card_on_it() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    goggles = attach(s, a, "Light Intensifying Goggles", controller=0)
    ops.hold(s, goggles, cid("Target Vitals"), 0)
    other = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    fight(s, other, b)
    to(s, "strike", 0)
    assert f"play target-vitals {goggles}" not in legal(s)


# ------------------------------------------------------------------------ Eyes of the Night, Still the Mortal Flesh


def test_eyes_of_the_night_superior_1_intercept_and_a_maneuver_or_press_if_this_vampire_blocks() -> None:
    from tabletome.games.vtes.effects import core

    s = table()
    annis = ready(s, 0, "Black Annis (G4)", blood=5)  # +1 stealth
    andrew = ready(s, s.prey(0), OBT_SUP, blood=5)
    hand(s, s.prey(0), "Eyes of the Night")
    goto(s, "minion")
    do(s, f"bleed {annis}")
    until_legal(s, f"block {andrew}")
    do(s, f"block {andrew}")
    until_legal(s, "play eyes-of-the-night")
    play(s, "eyes-of-the-night", "mode superior")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    c = current_combat(s)
    assert c is not None and any(u == andrew and k == core.MANEUVER_OR_PRESS for u, k, _v, _sc in c.mods)


def still_flesh(opposing: str, opposing_blood: int = 3) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, "Black Wallace (G4)", blood=5)  # [DOM], capacity 6
    b = ready(s, 1, opposing, blood=opposing_blood)
    hand(s, 0, "Still the Mortal Flesh")
    fight(s, a, b)
    return s, a, b


def test_still_the_mortal_flesh_superior_strike_burns_the_opposing_ally() -> None:
    s, _a, b = still_flesh("Carlton Van Wyk", 2)
    to(s, "strike", 0)
    play(s, "still-the-mortal-flesh", "mode superior")
    end_combat(s)
    assert b not in s.minions and cid("Carlton Van Wyk") in s.ash[1]


def test_still_the_mortal_flesh_only_against_an_ally_or_younger_vampire() -> None:
    s, _a, _b = still_flesh("Anson (G1)")  # capacity 8: older
    to(s, "strike", 0)
    assert "play still-the-mortal-flesh" not in legal(s)
    s, _a, _b = still_flesh(OPP)  # capacity 4: younger
    until_legal(s, "play still-the-mortal-flesh")  # the maneuver


# ------------------------------------------------------------------------ Umbrous Clutch, Egidia Arrú

EGIDIA = "Egidia Arrú (G6)"  # [OBL], +1 strength


def test_umbrous_clutch_superior_enters_combat_with_a_minion_with_an_optional_maneuver() -> None:
    s = table()
    e = ready(s, 0, EGIDIA, blood=6)
    b = ready(s, s.prey(0), OPP, blood=4)
    hand(s, 0, "Umbrous Clutch")
    goto(s, "minion")
    play(s, "umbrous-clutch", "mode superior", f"target {b}")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    c = current_combat(s)
    assert c is not None and any(u == e and k == "maneuver" for u, k, _v, _sc in c.mods)


def test_egidia_arru_the_controller_of_a_minion_in_combat_with_her_leaving_the_ready_region_burns_1_pool() -> None:
    s = table()
    e = ready(s, 0, EGIDIA, blood=6)
    b = ready(s, 1, OPP, blood=1)
    assert strength(s, e) == 2
    fight(s, e, b)
    end_combat(s)
    assert s.in_torpor(b) and s.pool[1] == 29 and s.pool[0] == 30


# ------------------------------------------------------------------------ Rebekah, The Baron, Sean Rycek


def polled(name: str, *cards: str) -> tuple[VTESState, int]:
    """A blood hunt referendum in its polling step, ``name`` ready for seat 0 with ``cards`` in hand."""
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum

    s = table()
    v = ready(s, 0, name, blood=4)
    hand(s, 0, *cards)
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    return s, v


def test_rebekah_discards_a_card_requiring_auspex_for_2_votes() -> None:
    from tabletome.games.vtes.politics import current_referendum

    s, r = polled("Rebekah (G3)", "Anesthetic Touch", "Deflection")
    assert [m for m in legal(s) if m.startswith(f"use {r} ")] == [f"use {r} 1"]
    do(s, f"use {r} 1")
    ref = current_referendum(s)
    assert ref is not None and cid("Anesthetic Touch") in s.ash[0] and cid("Deflection") in s.hand[0]
    do(s, f"vote {r} for")
    assert ref.tally(s)[0] == 4  # a prince's 2 votes and 2


def test_sean_rycek_lock_or_burn_1_blood_for_2_votes_once_each_referendum() -> None:
    from tabletome.games.vtes.politics import current_referendum

    s, sean = polled("Sean Rycek (G4)")
    do(s, f"use {sean} 2")  # burn 1 blood
    assert s.minions[sean].blood == 3
    assert f"use {sean} 1" not in legal(s) and f"use {sean} 2" not in legal(s)  # once each referendum
    ref = current_referendum(s)
    do(s, f"vote {sean} for")
    assert ref is not None and ref.tally(s)[0] == 2


def test_sean_rycek_burns_a_boon_as_a_directed_action() -> None:
    s = table()
    sean = ready(s, 0, "Sean Rycek (G4)", blood=4)
    boon = in_play(s, 2, "Life Boon")
    goto(s, "minion")
    do(s, f"use {sean} 3")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2 and course.stealth(s) == 1
    finish_action(s)
    assert boon not in s.placed and cid("Life Boon") in s.ash[2]


def test_the_baron_looks_at_the_hand_of_each_methuselah_with_a_ready_giovanni_in_your_unlock_phase() -> None:
    s = table()
    ready(s, 0, "The Baron (G2)", blood=4)
    ready(s, 2, "Accorri Giovanni (G5)", blood=4)
    hand(s, 2, "Deflection", "Dodge")
    hand(s, 1, "Deflection")  # no Giovanni: not looked at
    goto(s, "unlock", 0)
    assert sorted(seat_extras(s, 2, 0, False).get("hand_known", [])) == ["Deflection", "Dodge"]
    assert "hand_known" not in seat_extras(s, 1, 0, False)
    assert "hand_known" not in seat_extras(s, 2, 3, False)  # only the Baron's Methuselah


# ------------------------------------------------------------------------ The Jones, Sire's Index Finger


def test_the_jones_basic_dodge_with_a_press_only_usable_to_end_combat() -> None:
    from tabletome.games.vtes.effects.core import press_for

    s = table()
    a = ready(s, 0, PRE_SER, blood=5)  # [SER], capacity 6
    b = ready(s, 1, OPP, blood=4)  # capacity 4: younger
    hand(s, 0, "The Jones")
    c = fight(s, a, b)
    to(s, "strike", 0)
    play(s, "the-jones", "mode basic")
    to(s, "press")
    assert press_for(c, a, "end") and not press_for(c, a, "continue")
    assert s.minions[a].blood == 5  # dodged


def test_the_jones_superior_cancels_the_opposing_strike_card_as_played_unpaid() -> None:
    s = table()
    a = ready(s, 0, PRE_SER, blood=5)
    b = ready(s, 1, "Patrick (G4)", blood=4)  # [pot], capacity 4
    hand(s, 0, "The Jones")
    hand(s, 1, "Roundhouse")
    s.public_decks = (False,) * 4  # a deck that could hold The Jones: the window opens
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike hand")
    until_legal(s, "play roundhouse")
    do(s, "play roundhouse", "mode basic")
    until_legal(s, "play the-jones")
    do(s, "play the-jones")
    pass_until(s, lambda st: cid("Roundhouse") in st.ash[1])  # The Jones itself may be cancelled as played
    assert s.minions[b].blood == 4  # Roundhouse cancelled, its cost unpaid
    assert s.to_move == 1 and "strike hand" in legal(s)  # Patrick chooses another strike


def test_sires_index_finger_its_bearer_is_immune_to_frenzy_cards() -> None:
    for finger in (False, True):
        s = table()
        a = ready(s, 0, PLAIN, blood=4)
        if finger:
            attach(s, a, "Sire's Index Finger", controller=0)
        b = ready(s, 1, GANGREL, blood=3)  # [ani]
        hand(s, 1, "Terror Frenzy")
        fight(s, a, b)
        pass_until(s, lambda st: st.to_move == 1 or current_combat(st) is None)
        assert ("play terror-frenzy" in legal(s)) is not finger


# ------------------------------------------------------------------------ Huitzilopochtli, Angra Mainyu, Rake, Jazz, Mateusz, Lucky Blow, Off Kilter


def test_huitzilopochtli_burn_1_pool_for_a_master_phase_action() -> None:
    s = table()
    h = ready(s, 0, "Huitzilopochtli (G2)", blood=5)
    assert bleed(s, h) == 2
    goto(s, "master")
    actions = s.phase_actions
    do(s, f"use {h} 1")
    assert s.pool[0] == 29 and s.phase_actions == actions + 1
    assert f"use {h} 1" not in legal(s)  # once each master phase


def test_high_priest_angra_mainyu_prey_minus_1_hand_size_and_the_edge_for_stealth() -> None:
    s = table()
    prey = s.prey(0)
    size = hand_size(s, prey)
    a = ready(s, 0, "High Priest Angra Mainyu (G2)", blood=5)
    assert hand_size(s, prey) == size - 1 and hand_size(s, 0) == size
    blocker = ready(s, prey, "Rinaldo Albizzi (G6)", blood=3)  # +1 intercept
    s.edge = 0
    goto(s, "minion")
    do(s, f"anarch {a}")  # a non-bleed action (+1 stealth), which the prey may block
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    until_legal(s, f"use {a} 1")  # stealth now needed
    do(s, f"use {a} 1")
    assert s.edge == CENTRE and action(s).stealth(s) == 2  # type: ignore[union-attr]


def test_rake_plus_1_strength_in_combat_with_a_ventrue() -> None:
    from tabletome.games.vtes.combat import Combat, start_combat

    s = table()
    r = ready(s, 0, "Rake (G1)", blood=3)
    v = ready(s, 1, VENTRUE, blood=4)
    assert strength(s, r) == 1
    goto(s, "minion")
    start_combat(s, Combat(r, v))
    assert strength(s, r) == 2


def test_jazz_wentworth_takes_the_edge_if_uncontrolled_as_a_stealth_action() -> None:
    s = table()
    j = ready(s, 0, "Jazz Wentworth (G1)", blood=3)
    s.edge = 2
    goto(s, "minion")
    assert f"use {j} 1" not in legal(s)  # controlled
    s.edge = CENTRE
    s.changed()
    do(s, f"use {j} 1")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.edge == 0


def test_mateusz_kazimirski_becomes_black_hand_for_1_blood() -> None:
    from tabletome.games.vtes.traits import has_trait

    s = table()
    m = ready(s, 0, "Mateusz Kazimirski, Biker of Blood (G6)", blood=3)
    goto(s, "minion")
    do(s, f"use {m} 1")
    finish_action(s)
    assert has_trait(s, m, "Black Hand") and s.minions[m].blood == 2
    s.minions[m] = s.minions[m]._replace(locked=False)
    s.changed()
    assert f"use {m} 1" not in legal(s)  # Black Hand now


def test_lucky_blow_hand_strike_at_plus_1_not_replaced_until_after_combat() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lucky Blow")
    ops.refill(s, 0)
    fight(s, a, b)
    to(s, "strike", 0)
    library = len(s.library[0])
    play(s, "lucky-blow", "target hand")
    end_combat(s)
    assert s.minions[b].blood == 2  # strength 1, +1
    assert len(s.library[0]) == library - 1 and not s.delayed[0]  # replaced after the combat


def test_off_kilter_gain_1_pool_and_the_edge_or_burn_it_for_1_more() -> None:
    s = table()
    v = ready(s, 0, SAMEDI, blood=4)
    hand(s, 0, "Off Kilter", "Off Kilter")
    goto(s, "minion")
    do(s, "play off-kilter")
    finish_action(s)
    assert s.pool[0] == 31 and s.edge == 0
    s.minions[v] = s.minions[v]._replace(locked=False)
    other = ready(s, 0, SAMEDI, blood=4)
    s.changed()
    do(s, "play off-kilter")
    if f"by {other}" in legal(s):
        do(s, f"by {other}")
    pass_until(s, lambda st: "burn-edge" in legal(st) or action(st) is None)
    do(s, "burn-edge")
    finish_action(s)
    assert s.pool[0] == 33 and s.edge == CENTRE


# ------------------------------------------------------------------------ Soulgrinder, Grenade, Vasilis, Augury of Doom


def test_soulgrinder_hand_strike_at_plus_2() -> None:
    s = table()
    a = ready(s, 0, VIS_THA, blood=5)  # [THA]
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Soulgrinder")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "soulgrinder", "mode tha")
    end_combat(s)
    assert s.minions[b].blood == 1


def test_grenade_3r_damage_1_to_its_bearer_at_close_range_then_burned() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    g = attach(s, a, "Grenade", controller=0)
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    to(s, "strike", 0)
    strike = next(m for m in legal(s) if m.startswith("strike grenade"))
    do(s, strike)
    end_combat(s)
    assert s.minions[b].blood == 1 and s.minions[a].blood == 3  # 1 from the hand strike, 1 from the Grenade
    assert g not in s.placed and cid("Grenade") in s.ash[0]


def test_vasilis_giovanni_get_1_bleed_against_a_methuselah_controlling_a_ready_brujah() -> None:
    s = table()
    ready(s, 0, "Vasilis, The Traitor of Don Cruez (G2)", blood=3)
    g = ready(s, 0, "Accorri Giovanni (G5)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {g}")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    ready(s, s.prey(0), BRUJAH, blood=3)
    s.minions[g] = s.minions[g]._replace(locked=False)
    s.marks.pop(("bled", g), None)
    s.changed()
    do(s, f"bleed {g}")
    assert action(s).bleed_amount(s) == 2  # type: ignore[union-attr]


def test_augury_of_doom_your_prey_burns_1_pool_per_vampire_in_torpor_each_unlock_phase() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4)
    prey = s.prey(0)
    torpor(s, prey, PLAIN, blood=0)
    torpor(s, prey, OPP, blood=0)
    hand(s, 0, AUGURY, AUGURY)
    goto(s, "minion")
    do(s, "play augury-of-doom")
    finish_action(s)
    augury = next(u for u in s.inplay[0] if s.placed[u].card == cid(AUGURY))
    s.minions[v] = s.minions[v]._replace(locked=False)
    s.changed()
    assert "play augury-of-doom" not in legal(s)  # only one
    goto(s, "unlock", prey)
    assert s.pool[prey] == 28
    ops.oust(s, [prey])
    assert augury not in s.placed


def test_augury_of_doom_burned_when_your_prey_has_no_vampire_in_torpor() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, AUGURY)
    goto(s, "minion")
    do(s, "play augury-of-doom")
    finish_action(s)
    assert not any(s.placed[u].card == cid(AUGURY) for u in s.inplay[0]) and cid(AUGURY) in s.ash[0]


# ------------------------------------------------------------------------ Clandestine Contract, Fairuza


def test_clandestine_contract_enters_combat_and_lets_the_chosen_assamite_fight_the_minion_again() -> None:
    s = table()
    a = ready(s, 0, ASSAMITE, blood=6)
    b = ready(s, s.prey(0), PLAIN, blood=4)
    hand(s, 0, "Clandestine Contract")
    goto(s, "minion")
    do(s, "play clandestine-contract")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    contract = next(p for p in s.minions[b].cards if s.placed[p].card == cid("Clandestine Contract"))
    assert s.placed[contract].controller == 0 and s.minions[b].blood < 4  # they fought
    other = ready(s, 0, ASSAMITE, blood=6)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    do(s, f"use {contract} 1")
    assert legal(s) != [] and f"by {other}" not in legal(s)  # the chosen Assamite only
    assert action(s) is not None and action(s).actor == a  # type: ignore[union-attr]


def test_fairuza_burns_1_blood_from_a_prey_minion_and_bleeds_at_minus_1_against_a_ready_minion() -> None:
    s = table()
    f = ready(s, 0, "Fairuza (G5)", blood=5)
    b = ready(s, s.prey(0), PLAIN, blood=4)
    goto(s, "minion")
    do(s, f"use {f} 1")
    finish_action(s)
    assert s.minions[b].blood == 3
    s.minions[f] = s.minions[f]._replace(locked=False)
    s.changed()
    do(s, f"bleed {f}")
    assert action(s).bleed_amount(s) == 0  # type: ignore[union-attr]  # 1, -1: the prey controls a ready minion


# ------------------------------------------------------------------------ Charge of the Buffalo


def test_charge_of_the_buffalo_spiritus_close_range_and_a_hand_strike_at_plus_1() -> None:
    s = table()
    ready(s, 0, SPIRITUS, blood=5)
    b = ready(s, s.prey(0), OPP, blood=4)
    hand(s, 0, "Charge of the Buffalo")
    goto(s, "minion")
    play(s, "charge-of-the-buffalo", "mode basic", f"target {b}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    c = current_combat(s)
    assert c is not None and c.range == CLOSE
    until_legal(s, "strike charge-of-the-buffalo-1")
    assert legal(s) == ["strike charge-of-the-buffalo-1"]  # held to it
    do(s, "strike charge-of-the-buffalo-1")
    end_combat(s)
    finish_action(s)
    assert s.minions[b].blood == 4 - 2  # strength 1, +1: the strike it was held to


# ------------------------------------------------------------------------ Thoughts Betrayed


def test_thoughts_betrayed_basic_1_additional_damage_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Black Wallace (G4)", blood=5)  # [DOM]
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Thoughts Betrayed")
    fight(s, a, b)
    until_legal(s, "play thoughts-betrayed")
    play(s, "thoughts-betrayed", "mode basic")
    end_combat(s)
    assert s.minions[a].blood == 5 - 2 - 1 and s.minions[b].blood == 5 - 1 - 1  # 2 blood paid; the hand strikes, +1


def test_thoughts_betrayed_superior_the_opposing_minion_plays_no_strike_card() -> None:
    s = table()
    a = ready(s, 0, "Black Wallace (G4)", blood=5)
    b = ready(s, 1, "Patrick (G4)", blood=4)  # [pot]
    hand(s, 0, "Thoughts Betrayed")
    hand(s, 1, "Roundhouse")
    fight(s, a, b)
    until_legal(s, "play thoughts-betrayed")
    play(s, "thoughts-betrayed", "mode superior")
    to(s, "strike", 1)
    assert "play roundhouse" not in legal(s) and "strike hand" in legal(s)


# ------------------------------------------------------------------------ Franciscus, Dan Murdock


def test_franciscus_burned_if_he_takes_more_than_3_damage_in_a_single_combat() -> None:
    """Counted over the combat (two strikes of 2 here), not each strike; not in torpor first."""
    from tabletome.games.vtes.combat import Combat, inflict

    s = table()
    f = ready(s, 0, "Franciscus (G2)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    c = Combat(f, b)
    inflict(s, c, f, 2, 0)
    assert f in s.minions and s.minions[f].blood == 2
    inflict(s, c, f, 2, 0)
    assert f not in s.minions and cid("Franciscus (G2)") in s.ash[0]


def test_franciscus_3_damage_is_not_enough() -> None:
    from tabletome.games.vtes.combat import Combat, inflict

    s = table()
    f = ready(s, 0, "Franciscus (G2)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    inflict(s, Combat(f, b), f, 3, 0)
    assert f in s.minions and s.minions[f].blood == 1


def test_dan_murdock_searches_your_library_for_giants_blood_as_an_action() -> None:
    s = table()
    d = ready(s, 0, "Dan Murdock (G1)", blood=3)
    s.library[0].insert(0, cid("Giant's Blood"))
    goto(s, "minion")
    do(s, f"use {d} 1")
    pass_until(s, lambda st: any(m.startswith("choose ") for m in legal(st)) or action(st) is None)
    if "choose giant-s-blood" in legal(s):
        do(s, "choose giant-s-blood")
    finish_action(s)
    assert cid("Giant's Blood") in s.hand[0] and cid("Giant's Blood") not in s.library[0]


# ------------------------------------------------------------------------ Etrius, Harrod


def test_etrius_steals_up_to_3_blood_from_a_tremere_as_a_directed_action() -> None:
    s = table()
    e = ready(s, 0, "Etrius (G2)", blood=5)
    t = ready(s, 1, TREMERE, blood=4)
    assert bleed(s, e) == 3
    goto(s, "minion")
    do(s, f"use {e} 1")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[t].blood == 1 and s.minions[e].blood == 8


def test_harrod_looks_at_a_card_in_your_preys_uncontrolled_region() -> None:
    """Only his Methuselah sees it (views, log); their worlds keep it, the others' redeal it."""
    s = table()
    ready(s, 0, "Harrod (G2)", blood=5)
    prey = s.prey(0)
    seen = uncontrolled(s, prey, "Aaron Bathurst (G4)")
    uncontrolled(s, prey, OPP)
    s.crypt[prey][:0] = [cid(PLAIN), cid("Anson (G1)"), cid("Abebe (G4)")]
    start = len(s.log or [])
    goto(s, "unlock", 0)
    until_legal(s, f"choose {seen}")
    do(s, f"choose {seen}")
    mine = next(u for u in table_view(s, 0)["methuselahs"][prey]["uncontrolled"] if u["id"] == seen)
    theirs = next(u for u in table_view(s, 2)["methuselahs"][prey]["uncontrolled"] if u["id"] == seen)
    assert mine["card"] == "Aaron Bathurst (G4)" and theirs["card"] is None
    assert any("Aaron Bathurst" in line for line in s.log_for(0, start))
    assert not any("Aaron Bathurst" in line for line in s.log_for(2, start))
    assert all(determinize(s, 0, Rng(k)).minions[seen].card == cid("Aaron Bathurst (G4)") for k in range(6))
    assert any(determinize(s, 2, Rng(k)).minions[seen].card != cid("Aaron Bathurst (G4)") for k in range(12))


# ------------------------------------------------------------------------ a card put on a minion from hand, its cost ending the game


def test_concealed_weapon_whose_weapon_cost_ousts_the_last_rival_keeps_the_weapon_card() -> None:
    """VT-SETUP-04: the weapon taken from hand, its cost (2 pool) ousting its player and ending the game,
    goes to its owner's ash heap: no card is lost (put_from_elsewhere)."""
    s = table(n=2)
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Concealed Weapon", ".44 Magnum")
    before = owned(s, 0)
    s.pool[0] = 2
    fight(s, a, b)
    until_legal(s, "play concealed-weapon")
    play(s, "concealed-weapon", "target 44-magnum")
    pass_until(s, lambda st: st.to_move is None or cid(".44 Magnum") not in st.hand[0])
    assert s.ousted_on[0] and owned(s, 0) == before


# ------------------------------------------------------------------------ Khabar: Loyalty, David Morgan


def test_khabar_loyalty_adds_2_blood_to_a_younger_assamite_in_your_uncontrolled_region() -> None:
    s = table()
    ready(s, 0, ASSAMITE, blood=5)  # capacity 5
    young = uncontrolled(s, 0, "Ali Kar (G3)")  # capacity 3
    uncontrolled(s, 0, "Djuhah, The Bronze Bow (G5)")  # capacity 7: not younger
    hand(s, 0, "Khabar: Loyalty")
    goto(s, "minion")
    do(s, "play khabar-loyalty")  # the one younger Assamite: taken without asking
    finish_action(s)
    assert s.minions[young].blood == 2


def test_david_morgan_plus_1_intercept_blocking_a_vampire_of_capacity_2_or_less() -> None:
    for actor, more in (("Aaron Duggan, Cameron's Toady (G2)", 1), (PLAIN, 0)):
        s = table()
        a = ready(s, 0, actor, blood=2)
        d = ready(s, s.prey(0), "David Morgan, The Scourge (G3)", blood=3)
        goto(s, "minion")
        do(s, f"bleed {a}")
        until_legal(s, f"block {d}")
        do(s, f"block {d}")
        course = action(s)
        assert course is not None and course.intercept(s, d) == more


# ------------------------------------------------------------------------ Marcus Vitel (ADV)

MARCUS_ADV = "Marcus Vitel (G3 ADV)"


def test_marcus_vitel_advanced_any_brujah_enters_combat_with_him_as_a_directed_action() -> None:
    s = table()
    m = ready(s, 0, MARCUS_ADV, blood=5)
    brujah = ready(s, 1, BRUJAH, blood=3)
    ready(s, 1, PLAIN, blood=3)  # not Brujah
    goto(s, "minion", 1)
    assert [x for x in legal(s) if x.startswith(f"use {m} ")] == [f"use {m} 1"]
    do(s, f"use {m} 1")
    course = action(s)
    assert course is not None and course.actor == brujah and course.directed and course.target_seat == 0


def test_marcus_vitel_advanced_merged_sabbat_vampires_bleed_1_more_against_a_ready_camarilla() -> None:
    s = table()
    m = ready(s, 0, MARCUS_ADV, blood=5)
    sab = ready(s, 0, OPP, blood=4)  # Sabbat
    ready(s, s.prey(0), PLAIN, blood=3)  # Camarilla
    goto(s, "minion")
    do(s, f"bleed {sab}")
    assert action(s).bleed_amount(s) == 1  # type: ignore[union-attr]  # not merged
    finish_action(s)
    ops.mark(s, m, f"merged:{cid('Marcus Vitel (G3)')}")
    s.minions[sab] = s.minions[sab]._replace(locked=False)
    s.marks.pop(("bled", sab), None)
    s.changed()
    do(s, f"bleed {sab}")
    assert action(s).bleed_amount(s) == 2  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Storage Annex


def annexed(s: VTESState) -> int:
    """Seat 0 plays Storage Annex from a hand of three, Dodge put face down on it."""
    goto(s, "master")
    do(s, "play storage-annex")
    until_legal(s, "choose dodge")
    do(s, "choose dodge")
    return next(u for u in s.inplay[0] if s.placed[u].card == cid("Storage Annex"))


def test_storage_annex_a_card_of_your_hand_face_down_on_it_seen_by_you_alone() -> None:
    s = table()
    hand(s, 0, "Storage Annex", "Deflection", "Dodge")
    before = owned(s, 0)
    annex = annexed(s)
    assert ops.face_down_cards(s, annex) == (cid("Dodge"),) and cid("Dodge") not in s.hand[0]
    assert owned(s, 0) == before and len(s.hand[0]) == 7  # refilled
    assert seat_extras(s, 0, 0, True)["face_down"] == {annex: ["Dodge"]}
    seen = str(table_view(s, 1))
    assert "Dodge" not in seen and "'face_down': 1" in seen


def test_storage_annex_not_playable_as_the_only_card_in_hand() -> None:
    s = table()
    hand(s, 0, "Storage Annex")
    goto(s, "master")
    assert "play storage-annex" not in legal(s)


def test_storage_annex_exchange_a_card_of_your_hand_in_your_master_phase() -> None:
    s = table()
    hand(s, 0, "Storage Annex", "Deflection", "Dodge")
    annex = annexed(s)
    s.phase_actions = 1
    hand(s, 0, "Deflection", "Wolf Claws")
    goto(s, "master")
    do(s, f"use {annex} 1")
    do(s, "choose wolf-claws")
    assert ops.face_down_cards(s, annex) == (cid("Wolf Claws"),) and cid("Dodge") in s.hand[0]
    assert f"use {annex} 1" not in legal(s)  # once each master phase


# ------------------------------------------------------------------------ Bloodstone


def test_bloodstone_put_on_a_rival_minion_as_a_directed_action_then_2_intercept_blocking_it() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=4)
    pred = s.predator(0)
    rival = ready(s, pred, OPP, blood=4)
    hand(s, 0, "Bloodstone")
    goto(s, "minion")
    play(s, "bloodstone", "mode others", f"target {rival}")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    stone = next(p for p in s.minions[rival].cards if s.placed[p].card == cid("Bloodstone"))
    assert s.placed[stone].controller == pred  # VT-CARD-45
    s.minions[v] = s.minions[v]._replace(locked=False)
    goto(s, "minion", pred)
    do(s, f"bleed {rival}")  # at its prey: seat 0
    until_legal(s, f"block {v}")
    do(s, f"block {v}")
    c2 = action(s)
    assert c2 is not None and c2.intercept(s, v) == 2


# ------------------------------------------------------------------------ White Lily


def test_white_lily_equips_with_a_weapon_from_your_hand_before_range_once_each_combat() -> None:
    s = table()
    w = ready(s, 0, "White Lily (G4)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, ".44 Magnum", "Deflection")
    fight(s, w, b)
    until_legal(s, f"use {w} 1")
    do(s, f"use {w} 1")
    if "target 44-magnum" in legal(s):
        do(s, "target 44-magnum")
    pass_until(s, lambda st: cid(".44 Magnum") not in st.hand[0] or current_combat(st) is None)
    assert any(s.placed[p].card == cid(".44 Magnum") for p in s.minions[w].cards)
    assert s.pool[0] == 28  # its cost as normal (2 pool)


# ------------------------------------------------------------------------ Detect Authority


def detect_scene(answer: str) -> tuple[VTESState, int, int]:
    """A vampire of seat 1 burns seat 0's Maabara (a (D) action); seat 0's anarch plays Detect Authority [ani];
    seat 1 answers ``answer``. Returns (state, Maabara, the actor)."""
    s = table()
    m = in_play(s, 0, "Maabara")
    ready(s, 0, ANARCH_ANI, blood=3)
    hand(s, 0, "Detect Authority")
    actor = ready(s, 1, PLAIN, blood=4)
    goto(s, "minion", 1)
    do(s, f"use {m} 3")
    until_legal(s, "play detect-authority")
    play(s, "detect-authority", "mode ani")
    pass_until(s, lambda st: answer in legal(st))
    do(s, answer)
    pass_until(s, lambda st: action(st) is None)
    return s, m, actor


def test_detect_authority_the_action_fails_unless_the_acting_minion_burns_2_blood() -> None:
    s, m, actor = detect_scene("decline")
    assert m in s.placed and s.minions[actor].blood == 4  # failed
    s, m, actor = detect_scene("burn-2-blood")
    assert m not in s.placed and s.minions[actor].blood == 2  # paid: Maabara burned


# ------------------------------------------------------------------------ Cornelius Ottavio


def test_cornelius_ottavio_1_bleed_and_1_more_against_a_ready_non_camarilla() -> None:
    s = table()
    c = ready(s, 0, "Cornelius Ottavio (G2)", blood=4)
    ready(s, s.prey(0), PLAIN, blood=3)  # Camarilla
    goto(s, "minion")
    do(s, f"bleed {c}")
    assert action(s).bleed_amount(s) == 2  # type: ignore[union-attr]
    finish_action(s)
    ready(s, s.prey(0), OPP, blood=3)  # Sabbat
    s.minions[c] = s.minions[c]._replace(locked=False)
    s.marks.pop(("bled", c), None)
    s.changed()
    do(s, f"bleed {c}")
    assert action(s).bleed_amount(s) == 3  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Selma, Lucita, Saul Meira, Pieter van Dorn, Jeremy Talbot, Philip


def blocking(actor_name: str, blocker_name: str) -> tuple[VTESState, int, Any]:
    """``actor_name`` (seat 0) bleeds; ``blocker_name`` (its prey's) attempts to block: (state, blocker, action)."""
    s = table()
    a = ready(s, 0, actor_name, blood=4)
    b = ready(s, s.prey(0), blocker_name, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    return s, b, action(s)


def test_selma_the_repugnant_plus_1_intercept_blocking_a_nosferatu() -> None:
    s, b, course = blocking("Agrippina (G1)", "Selma the Repugnant (G1)")
    assert course.intercept(s, b) == 1
    s, b, course = blocking(PLAIN, "Selma the Repugnant (G1)")
    assert course.intercept(s, b) == 0


def test_lucita_younger_sabbat_vampires_get_minus_1_intercept_against_her() -> None:
    s, b, course = blocking("Lucita (G2)", "Aaron Bathurst (G4)")  # Sabbat, capacity 4
    assert course.intercept(s, b) == -1
    s, b, course = blocking("Lucita (G2)", PLAIN)  # not Sabbat
    assert course.intercept(s, b) == 0


def test_saul_meira_burns_1_blood_to_unlock_another_black_hand_in_your_discard_phase() -> None:
    s = table()
    saul = ready(s, 0, "Saul Meira (G5)", blood=3)
    bh = ready(s, 0, "Aredhel (G4)", blood=3, locked=True)  # Black Hand
    ready(s, 0, OPP, blood=3, locked=True)  # not Black Hand
    goto(s, "discard")
    until_legal(s, f"use {saul} 1")
    do(s, f"use {saul} 1")
    assert not s.minions[bh].locked and s.minions[saul].blood == 2


def test_pieter_van_dorn_burns_a_blood_from_a_ready_tremere_as_a_directed_action() -> None:
    s = table()
    p = ready(s, 0, "Pieter van Dorn (G3)", blood=3)
    t = ready(s, 1, TREMERE, blood=4)
    goto(s, "minion")
    do(s, f"use {p} 1")
    assert action(s).directed  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[t].blood == 3


def test_jeremy_talbot_gains_1_blood_if_your_pool_is_even_burns_1_if_odd() -> None:
    for pool, blood in ((30, 4), (29, 2)):
        s = table()
        j = ready(s, 0, "Jeremy Talbot (G3)", blood=3)
        s.pool[0] = pool
        goto(s, "unlock", 0)
        assert s.minions[j].blood == blood


def test_philip_van_vermeer_plays_cards_requiring_a_ventrue_as_if_he_were_one() -> None:
    assert not may_play("Lauren (G6)", "Political Ally", "minion")
    assert may_play("Philip van Vermeer IV (G2)", "Political Ally", "minion")


# ------------------------------------------------------------------------ Nuriel


def test_nuriel_an_optional_additional_strike_in_the_first_round() -> None:
    s = table()
    n = ready(s, 0, "Nuriel (G6)", blood=5)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Deflection")
    fight(s, n, b)
    until_legal(s, f"use {n} 1")
    do(s, f"use {n} 1")
    end_combat(s)
    assert s.minions[b].blood == 5 - 2  # two hand strikes


# ------------------------------------------------------------------------ Greta Kircher


def test_greta_kircher_burns_1_blood_to_reduce_a_bleed_by_a_younger_vampire_by_1() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=3)  # capacity 4: younger
    g = ready(s, s.prey(0), "Greta Kircher (G2)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"use {g} 1")
    do(s, f"use {g} 1")
    assert f"use {g} 1" not in legal(s)  # once each action
    finish_action(s)
    assert s.pool[s.prey(0)] == 30 and s.minions[g].blood == 3


# ------------------------------------------------------------------------ Maskini, Thomasso Ghiberti


def test_maskini_burns_1_blood_after_an_unsuccessful_action_of_his() -> None:
    s = table()
    m = ready(s, 0, "Maskini (G4)", blood=4)
    b = ready(s, s.prey(0), "Rinaldo Albizzi (G6)", blood=4)  # +1 intercept: blocks the bleed
    goto(s, "minion")
    do(s, f"bleed {m}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[m].blood == 4 - 1 - 1  # the hand strike taken in the combat, and 1 more
    s2 = table()
    m2 = ready(s2, 0, "Maskini (G4)", blood=4)
    goto(s2, "minion")
    do(s2, f"bleed {m2}")
    finish_action(s2)
    assert s2.minions[m2].blood == 4  # successful: nothing burned


def test_thomasso_ghiberti_moves_1_blood_from_a_laibon_you_control_in_your_unlock_phase() -> None:
    s = table()
    t = ready(s, 0, "Thomasso Ghiberti (G4)", blood=2)
    laibon = ready(s, 0, "Fish (G4)", blood=3)
    goto(s, "unlock", 0)
    until_legal(s, f"use {t} 1")
    do(s, f"use {t} 1")
    assert s.minions[t].blood == 3 and s.minions[laibon].blood == 2
