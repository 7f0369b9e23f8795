"""V:TES: traits of the legacy sets (VT-TRAIT), advanced vampires and merging (VT-INF-09 to 13,
VT-CARD-11), events (VT-DISC-03, VT-CARD-61, VT-CARD-62), reflexes (VT-CARD-60), trophies
(VT-CARD-39, VT-CARD-40) and the core scope (VT-SCOPE)."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import hooks, ops
from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.hooks import EVENT, CardDef, Use
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.stats import capacity, disciplines
from tabletome.games.vtes.traits import circle, has_trait, is_trophy, master_clan, traits, trophies_for
from tests.games.vtes.scenario import (
    attach,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    torpor,
    uncontrolled,
    why,
)


def test_vt_trait_01_traits_read_from_the_text() -> None:
    assert {"Black Hand", "Scarce"} <= traits(cid("Al-Muntathir, God's Witness (G5)"))
    assert "Flight" in traits(cid("Luma, Stone Beauty (G2)"))
    assert traits(cid("Ayelech (G6)")) == frozenset()


def test_vt_trait_02_blood_cursed_never_diablerizes() -> None:
    s = table()
    a = ready(s, 0, "Al-Ashrad, Amr of Alamut (G2 ADV)")
    v = torpor(s, 1, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    assert has_trait(s, a, "Blood Cursed") and f"diablerize {a} {v}" not in legal(s)


def test_vt_trait_03_blood_brother_circle() -> None:
    assert circle(facts(cid("Ági (G6)"))) == "Budapest"


def test_vt_trait_04_infernal_pays_to_unlock() -> None:
    s = table()
    a = ready(s, 0, "Annazir (G5)", locked=True)
    goto(s, "unlock")
    assert s.minions[a].locked and f"infernal {a}" in legal(s)
    do(s, f"infernal {a}")
    assert not s.minions[a].locked and s.pool[0] == 29


def test_vt_trait_05_06_red_list_mark_and_combat() -> None:
    s = table()
    hunter = ready(s, 0, "Ayelech (G6)", blood=3)
    prey = ready(s, 1, "Alexis Sorokin (G4)", blood=3)
    hand(s, 0, "Deflection")
    goto(s, "master")
    do(s, f"mark {prey}")
    assert s.marks[("red-list", prey)] == 0 and s.phase_actions == 0
    do(s, "end")
    assert f"redlist {hunter} {prey}" in legal(s)
    do(s, f"redlist {hunter} {prey}")
    from tests.games.vtes.scenario import action

    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1 and c.stealth(s) == 1


def test_vt_trait_07_08_trophy_search_after_burning_a_red_list_minion() -> None:
    trophy = next(c for c in load_cards() if is_trophy(c.id))
    s = table()
    hunter = ready(s, 0, "Ayelech (G6)")
    s.hand[0] = [trophy.id]
    trophies_for(s, {"card": cid("Alexis Sorokin (G4)"), "by": hunter})
    assert s.to_move == 0 and f"trophy {facts(trophy.id).slug}" in legal(s)
    do(s, f"trophy {facts(trophy.id).slug}")
    assert [s.placed[p].card for p in s.minions[hunter].cards] == [trophy.id]


def test_vt_card_39_40_a_trophy_on_a_vampire_is_its_controllers() -> None:
    trophy = next(c for c in load_cards() if is_trophy(c.id))
    s = table()
    hunter = ready(s, 0, "Ayelech (G6)")
    p = ops.put_on(s, trophy.id, 0, 0, hunter, data=("trophy",))
    assert s.controller(p) == 0 and s.placed[p].data == ("trophy",)


def test_vt_trait_09_scarce_costs_three_pool_per_clanmate() -> None:
    s = table()
    ready(s, 0, "Krassimir (G2)")  # a True Brujah already controlled
    ready(s, 0, "Mikael Birkholm (G6)")  # and another
    u = uncontrolled(s, 0, "Al-Muntathir, God's Witness (G5)", blood=8)
    goto(s, "influence")
    do(s, f"bring {u}")
    assert u in s.ready[0] and s.pool[0] == 24  # 3 pool for each of the two


def test_vt_trait_10_slave_needs_a_master_for_directed_actions() -> None:
    s = table()
    slave = ready(s, 0, "Luma, Stone Beauty (G2)")
    assert master_clan(facts(cid("Luma, Stone Beauty (G2)"))) == "Tremere"
    goto(s, "minion")
    assert f"bleed {slave}" not in legal(s)
    ready(s, 0, "Ayelech (G6)")  # a Tremere
    s.changed()
    assert f"bleed {slave}" in legal(s)


def test_vt_trait_11_slave_takes_over_the_combat() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.scenario import action

    s = table()
    actor = ready(s, 0, "Ayelech (G6)")
    slave = ready(s, 0, "Luma, Stone Beauty (G2)")
    blocker = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"block {blocker}")
    pass_until(s, lambda st: action(st).stage == "blocked")  # type: ignore[union-attr]
    assert f"grant slave-substitute {slave}" in legal(s)
    do(s, f"grant slave-substitute {slave}")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.a == slave and c.b == blocker and not s.minions[actor].locked


def test_vt_trait_12_sterile() -> None:
    from tabletome.games.vtes.traits import sterile

    s = table()
    a = ready(s, 0, "Ági (G6)")
    assert sterile(s, a)


def test_vt_card_11_vt_inf_09_to_13_merging() -> None:
    s = table()
    base = ready(s, 0, "Beckett (G3)", blood=3)
    adv = uncontrolled(s, 0, "Beckett (G3 ADV)", blood=2)
    bike = attach(s, base, "Sport Bike")
    goto(s, "influence")
    assert f"merge {adv}" in legal(s)  # VT-INF-09
    do(s, f"merge {adv}")
    m = s.minions[base]
    assert m.card == cid("Beckett (G3 ADV)") and s.minions[base].blood == 3  # VT-INF-10: counters stay
    assert bike in m.cards and adv not in s.minions and s.transfers == 0 and s.pool[0] == 29
    assert capacity(s, base) == facts(cid("Beckett (G3 ADV)")).capacity  # VT-INF-12: the advanced card
    assert disciplines(s, base) == dict(facts(cid("Beckett (G3 ADV)")).disciplines)
    ops.burn(s, base)
    assert {cid("Beckett (G3)"), cid("Beckett (G3 ADV)")} <= set(s.ash[0])  # VT-INF-11: one vampire


def test_vt_disc_03_vt_card_61_62_events(monkeypatch: pytest.MonkeyPatch) -> None:
    event = next(c for c in load_cards() if "Event" in c.get("types"))
    monkeypatch.setitem(hooks.CARDS, event.id, CardDef(event.name, (Use(EVENT),)))
    s = table()
    s.hand[0] = [event.id, event.id]
    goto(s, "discard")
    slug = facts(event.id).slug
    assert f"play {slug}" in legal(s)
    do(s, f"play {slug}")
    assert s.phase_actions == 0 and ("event", slug) in s.game_marks  # VT-CARD-62
    assert f"play {slug}" not in legal(s)
    assert "VT-DISC-03" in why(s, f"play {slug}")


def test_vt_card_60_no_reflex_card_in_the_database() -> None:
    """Reflexes (VT-CARD-60) come with cards printed after krcg 4.19's database: none is there."""
    assert not [c for c in load_cards() if "Reflex" in c.get("types")]


def test_vt_scope_02_paths_are_card_data_only() -> None:
    with_path = [c for c in load_cards() if c.get("path")]
    assert with_path and all(isinstance(c.get("path"), str) for c in with_path)


def test_vt_inf_10_merging_keeps_what_the_vampire_in_play_carries() -> None:
    s = table()
    base = ready(s, 0, "Boss Callihan (G3)", blood=3)
    adv = uncontrolled(s, 0, "Boss Callihan (G3 ADV)", blood=2)
    bike = attach(s, base, "Sport Bike")
    carried = ops.put_on(s, cid("Bowl of Convergence"), 0, 0, adv)
    s.marks[("no-block", base)] = True  # an effect on the vampire lasting the turn
    goto(s, "influence")
    do(s, f"merge {adv}")
    m = s.minions[base]
    assert m.card == cid("Boss Callihan (G3 ADV)") and m.blood == 3  # the incoming blood is burned
    assert m.cards == (bike,) and carried not in s.placed and cid("Bowl of Convergence") in s.ash[0]
    assert ("no-block", base) in s.marks and adv not in s.minions


def test_vt_inf_11_merged_cards_stay_one_vampire_until_burned() -> None:
    s = table()
    base = ready(s, 0, "Beckett (G3)", blood=3)
    adv = uncontrolled(s, 0, "Beckett (G3 ADV)")
    goto(s, "influence")
    do(s, f"merge {adv}")
    s.ready[0].remove(base)
    s.uncontrolled[0].append(base)  # sent to the uncontrolled region
    assert s.minions[base].card == cid("Beckett (G3 ADV)") and capacity(s, base) == 8
    ops.burn(s, base)
    assert cid("Beckett (G3)") in s.ash[0] and cid("Beckett (G3 ADV)") in s.ash[0]


def test_vt_inf_12_the_advanced_card_in_full_the_base_cards_text(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletome.games.vtes.stats import bleed

    base_card = cid("Boss Callihan (G3)")
    monkeypatch.setitem(hooks.STATICS.setdefault("bleed", {}), base_card, [lambda st, src, uid: 1])  # "+1 bleed"
    s = table()
    base = ready(s, 0, "Boss Callihan (G3)", blood=3)  # Camarilla
    adv = uncontrolled(s, 0, "Boss Callihan (G3 ADV)")  # Anarch
    goto(s, "influence")
    do(s, f"merge {adv}")
    assert s.minions[base].sect == "anarch"  # where they conflict, the advanced card wins
    assert bleed(s, base) == 2  # the base card's text
    s = table()
    base = ready(s, 0, "Beckett (G3)", blood=3)
    adv = uncontrolled(s, 0, "Beckett (G3 ADV)")
    goto(s, "influence")
    do(s, f"merge {adv}")
    assert capacity(s, base) == 8 and facts(cid("Beckett (G3)")).capacity == 7  # not the base capacity


def test_vt_inf_13_merged_icon_effects_only_while_merged(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletome.games.vtes.effects.vocab.inplay import when_merged
    from tabletome.games.vtes.stats import static

    adv_card = cid("Ambrogino Giovanni (G2 ADV)")  # "[MERGED] +1 stealth."
    monkeypatch.setitem(hooks.STATICS.setdefault("stealth", {}), adv_card, [when_merged(lambda st, src, uid: 1)])
    s = table()
    alone = ready(s, 0, "Ambrogino Giovanni (G2 ADV)")
    assert static(s, alone, "stealth") == 0
    s = table()
    base = ready(s, 0, "Ambrogino Giovanni (G2)", blood=3)
    adv = uncontrolled(s, 0, "Ambrogino Giovanni (G2 ADV)")
    goto(s, "influence")
    do(s, f"merge {adv}")
    assert static(s, base, "stealth") == 1


def test_vt_trait_08_unawarded_trophies_in_play_move_onto_the_red_list_burner_by_their_controllers_choice() -> None:
    """VT-TRAIT-08: trophies put into play by a master phase action and not yet awarded (VT-CARD-39)
    may be moved onto the vampire that burned a Red List minion, each as its controller chooses,
    before the blood hunt referendum."""
    from tabletome.games.vtes.impulse import Ask
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
    from tests.games.vtes.scenario import action, in_play

    s = table(4, decks=("Lasombra", "Ventrue", "Brujah", "Malkavian"))
    d = ready(s, 0, "Gnaeus Aemilius Augustinus (G6)", blood=2)  # older than the victim: no step 4
    v = torpor(s, 1, "Alexis Sorokin (G4)", blood=1)  # Red List
    mine = in_play(s, 0, "Trophy: Revered")  # unawarded: in seat 0's area, on no vampire
    theirs = in_play(s, 2, "Trophy: Library")  # unawarded, controlled by seat 2
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    pass_until(s, lambda st: action(st) is None or isinstance(st.stack[-1], Ask))
    assert v not in s.minions and isinstance(s.stack[-1], Ask)
    assert current_referendum(s) is None or not current_referendum(s).cast  # type: ignore[union-attr]
    assert any(isinstance(f, Referendum) for f in s.stack)  # the blood hunt waits below the choices
    assert s.to_move == 0 and legal(s) == [f"choose {mine}", "decline"]  # seat 0 decides its own trophy
    do(s, f"choose {mine}")
    assert s.to_move == 2 and legal(s) == [f"choose {theirs}", "decline"]  # seat 2 decides its own
    do(s, "decline")
    assert mine in s.minions[d].cards and mine not in s.inplay[0]
    assert s.placed[mine].controller == 0 and s.placed[mine].data == ("trophy",)  # VT-CARD-40
    assert theirs in s.inplay[2] and s.placed[theirs].host < 0  # declined: still unawarded
    pass_until(s, lambda st: current_referendum(st) is not None)
    ref = current_referendum(s)
    assert ref is not None and ref.rkind == BLOOD_HUNT
