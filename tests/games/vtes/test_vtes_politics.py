"""V:TES: politics, sects and titles, diablerie and the blood hunt, contests (clauses.md sections 7,
9 and 10: VT-REF, VT-VOTE, VT-SECT, VT-DIAB, VT-CONT)."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import diablerie
from tabletome.games.vtes.contests import CONTESTED_TITLE, check_titles
from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
from tabletome.games.vtes.stats import TITLE_VOTES, ballots, title, votes
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
    play,
    ready,
    table,
    torpor,
    uncontrolled,
    why,
)


def poll(s) -> Referendum:  # type: ignore[no-untyped-def]
    pass_until(s, lambda st: current_referendum(st) is not None)
    ref = current_referendum(s)
    assert ref is not None
    return ref


def krc(s, actor: int) -> Referendum:  # type: ignore[no-untyped-def]
    """``actor`` (seat 0) plays Kine Resources Contested; everybody declines to block; its terms:
    4 points on Methuselahs 2 and 3 (2 each)."""
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    play(s, "kine-resources-contested", f"by {actor}")
    pass_until(s, lambda st: st.stack[-1].__class__.__name__ == "PendingPlay" or current_referendum(st) is not None)
    if current_referendum(s) is None:
        do(s, "target p2=2+p3=2")
    return poll(s)


# ------------------------------------------------------------------------ the referendum


def test_vt_ref_01_02_03_political_action_succeeds_then_terms_then_polling() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    c = action(s)
    assert c is not None and c.kind_ == "political" and c.stealth(s) == 1  # VT-ACT-23
    assert not any(x.startswith("target") for x in legal(s))  # VT-ANN-03: no terms yet
    pass_until(s, lambda st: st.stack[-1].__class__.__name__ == "PendingPlay")
    assert s.to_move == 0 and "target p2=2+p3=2" in legal(s)  # VT-REF-03: the caller chooses
    do(s, "target p2=2+p3=2")
    ref = poll(s)
    assert ref.caller == 0 and a in s.ready[0]


def test_vt_ref_04_05_06_07_votes_cast_once_majority_passes() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")  # prince: 2 votes
    b = ready(s, 1, "Alice Chen (G6)")  # prince: 2 votes
    ref = krc(s, a)
    assert f"vote {a} for" in legal(s) and "vote card for" in legal(s)
    do(s, f"vote {a} for")
    assert f"vote {a} against" not in legal(s)  # VT-REF-05: final
    do(s, "vote card for")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"vote {b} against")
    pass_until(s, lambda st: current_referendum(st) is None)
    assert ref.result == (True, 3, 2)  # VT-REF-07
    assert s.pool[1] == 28 and s.pool[2] == 28  # the terms applied


def test_vt_ref_07_tie_fails() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    ref = krc(s, a)
    do(s, f"vote {a} for")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"vote {b} against")
    pass_until(s, lambda st: current_referendum(st) is None)
    assert ref.result == (False, 2, 2) and s.pool[1] == 30


def test_vt_vote_01_no_votes_of_your_own() -> None:
    s = table(4)
    a = ready(s, 0, "Lauren (G6)")  # untitled
    krc(s, a)
    assert not any(x.startswith(f"vote {a}") for x in legal(s))


def test_vt_vote_02_sources_on_different_sides() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lloyd Brooks (G6)")  # primogen
    ref = krc(s, a)
    do(s, f"vote {a} for", f"vote {b} against")
    assert ref.tally(s)[:2] == (2, 1)


def test_vt_vote_03_04_05_political_card_votes() -> None:
    s = table(4)
    a = ready(s, 0, "Lauren (G6)")
    hand(s, 2, "Kine Resources Contested", "Parity Shift")
    ref = krc(s, a)
    assert not any(x.startswith("burn") for x in legal(s))  # the caller has its card's vote (VT-VOTE-04)
    do(s, "vote card for")
    pass_until(s, lambda st: st.to_move == 2)
    assert "burn parity-shift against" in legal(s)
    do(s, "burn parity-shift against")  # VT-VOTE-05
    assert not any(x.startswith("burn") for x in legal(s))  # VT-VOTE-03: one a referendum
    assert cid("Parity Shift") in s.ash[2] and len(s.hand[2]) == 7  # replaced at once (AMB-09)
    assert ref.tally(s)[:2] == (1, 1)


def test_vt_vote_06_07_08_09_13_title_votes() -> None:
    assert [TITLE_VOTES[t] for t in ("primogen", "prince", "baron", "justicar", "inner circle")] == [1, 2, 2, 3, 4]
    assert [TITLE_VOTES[t] for t in ("bishop", "archbishop", "cardinal", "regent")] == [1, 2, 3, 4]
    assert TITLE_VOTES["kholo"] == TITLE_VOTES["magaji"] == 2
    assert TITLE_VOTES["2 votes"] == 2 and "priscus" not in TITLE_VOTES
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    assert votes(s, a) == 2 and ballots(s, a) == 0


def test_vt_vote_10_11_only_ready_vampires_vote_locked_or_not() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)", locked=True)
    t = torpor(s, 0, "Lloyd Brooks (G6)", blood=2)
    s.push(Referendum(0, BLOOD_HUNT, -1))
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    assert f"vote {a} for" in legal(s) and not any(x.startswith(f"vote {t}") for x in legal(s))


def test_vt_vote_12_vote_cards_follow_the_card_rules() -> None:
    """Vote cards are action modifiers of the acting minion or reactions of others (VT-VOTE-12):
    none in a blood hunt, which is no action (VT-DIAB-09)."""
    s = table(4, decks=("Toreador", "Ventrue", "Brujah", "Malkavian"))
    d = ready(s, 0, "Catalina Vega (G6)", blood=1)
    v = torpor(s, 1, "Alice Chen (G6)", blood=2)
    hand(s, 0, "Bewitching Oration")
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    poll(s)
    assert "play bewitching-oration" not in legal(s)


def test_vt_vote_14_prisci_block() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    ref = krc(s, a)
    ref.cast = ((-5, 0, "for", 0, 1), (-6, 1, "against", 0, 1), (-7, 2, "against", 0, 1))
    pass_until(s, lambda st: current_referendum(st) is None)
    assert ref.result == (False, 0, 3)  # 2 ballots against 1: the block's 3 votes against


# ------------------------------------------------------------------------ the Edge


def test_vt_edge_04_burn_the_edge_for_a_vote() -> None:
    s = table(4)
    a = ready(s, 0, "Lauren (G6)")
    s.edge = 0
    ref = krc(s, a)
    do(s, "vote edge for")
    assert s.edge == -1 and ref.tally(s)[0] == 1


# ------------------------------------------------------------------------ sects and titles


def test_vt_sect_01_03_one_sect_one_title() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)")
    assert s.minions[a].sect == "camarilla"
    s.minions[a] = s.minions[a]._replace(sect="anarch")  # becoming Anarch replaces the sect
    assert s.minions[a].sect == "anarch"


def test_vt_sect_04_05_title_benefits_need_the_right_sect() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # Camarilla prince
    assert title(s, a) == "prince" and votes(s, a) == 2
    s.minions[a] = s.minions[a]._replace(sect="anarch")
    assert title(s, a) is None and votes(s, a) == 0 and s.minions[a].title == "prince"


def test_vt_sect_11_independent() -> None:
    s = table(2, decks=("Hecata", "Ventrue"))
    h = ready(s, 0, "Mora, the Death Seer (G6)")
    assert s.minions[h].sect == "independent"


# ------------------------------------------------------------------------ diablerie and blood hunt


def test_vt_diab_01_only_a_ready_vampire_diablerizes() -> None:
    s = table()
    t = torpor(s, 1, "Alice Chen (G6)", blood=2)
    mine = torpor(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    assert not any(x.startswith("diablerize") for x in legal(s))
    assert "VT-DIAB-01" in why(s, f"diablerize {mine} {t}")


def test_vt_diab_02_03_04_07_one_unit_blood_equipment_burn() -> None:
    s = table()
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 1, "Alice Chen (G6)", blood=2)
    bike = attach(s, v, "Sport Bike")
    goto(s, "minion")
    diablerie(s, d, v)
    s.settle()
    do(s, f"take {bike}")  # VT-DIAB-03: the diablerist may take it
    assert v not in s.minions and cid("Alice Chen (G6)") in s.ash[1]  # VT-DIAB-04
    assert s.minions[d].blood == 3 and bike in s.minions[d].cards  # VT-DIAB-02, VT-DIAB-03


def test_vt_diab_05_older_victim_gives_a_discipline_card() -> None:
    s = table(2, decks=("Tremere", "Lasombra"))
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 1, "Gnaeus Aemilius Augustinus (G6)", blood=0)
    hand(s, 0, "Oblivion")
    goto(s, "minion")
    diablerie(s, d, v)
    s.settle()
    assert s.to_move == 0 and "discipline oblivion" in legal(s)
    do(s, "discipline oblivion")
    from tabletome.games.vtes.stats import capacity, level

    assert level(s, d, "obl") == 1 and capacity(s, d) == s.facts(d).capacity + 1


def test_vt_diab_08_09_blood_hunt_burns_the_diablerist() -> None:
    s = table(4)
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 0, "Ayelech (G6)", blood=2)
    judge = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    ref = poll(s)
    assert ref.rkind == BLOOD_HUNT and not any(x.startswith("block") for x in legal(s))
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"vote {judge} for")
    pass_until(s, lambda st: current_referendum(st) is None)
    assert d not in s.minions and cid("Lauren (G6)") in s.ash[0]


# ------------------------------------------------------------------------ contested cards


def test_vt_cont_01_02_03_04_05_contested_card() -> None:
    s = table(4)
    a = in_play(s, 0, "Elder Library")
    b = in_play(s, 1, "Elder Library")
    assert a in s.contested[0] and b in s.contested[1]  # VT-CONT-01, VT-CONT-02
    goto(s, "unlock", seat=1)
    assert {"keep " + str(b), "yield " + str(b)} <= set(legal(s))
    assert "end" not in legal(s)  # VT-CONT-03: pay or yield first
    do(s, f"yield {b}")
    assert b not in s.placed and cid("Elder Library") in s.ash[1]  # VT-CONT-04
    assert a in s.contested[0]
    goto(s, "unlock", seat=0)
    assert a in s.inplay[0] and not s.placed[a].locked  # VT-CONT-05


def test_vt_cont_06_no_contest_with_yourself() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    u = uncontrolled(s, 0, "Ayelech (G6)", blood=s.facts(a).capacity)
    goto(s, "influence")
    assert f"bring {u}" not in legal(s) and "VT-CONT-06" in why(s, f"bring {u}")


def test_vt_cont_07_advanced_contests_base_by_name() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Ayelech (G6)")
    assert ops.same_card(s, a, b)


def test_vt_cont_08_09_10_11_12_contested_title() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Ayelech (G6)")
    city = s.facts(a).city
    assert city
    check_titles(s)
    assert CONTESTED_TITLE in s.minions[a].marks and title(s, a) is None  # VT-CONT-08
    goto(s, "unlock", seat=1)
    assert f"keep-title {b}" in legal(s) and f"yield-title {b}" in legal(s)
    do(s, f"yield-title {b}")  # VT-CONT-12
    assert s.minions[b].title is None and title(s, b) is None
    goto(s, "unlock", seat=0)
    assert title(s, a) == "prince"  # VT-CONT-11


def test_vt_cont_10_in_torpor_must_yield() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Ayelech (G6)")
    check_titles(s)
    s.ready[0].remove(a)
    s.torpor[0].append(a)
    goto(s, "unlock", seat=0)
    assert f"keep-title {a}" not in legal(s) and f"yield-title {a}" in legal(s)
    finish_action(s)


# ------------------------------------------------------------------------ clauses pinned later


def contested(s, *uids: int) -> list[bool]:  # type: ignore[no-untyped-def]
    check_titles(s)
    return [CONTESTED_TITLE in s.minions[u].marks for u in uids]


def test_vt_sect_02_clan_and_sect_are_separate_a_sire_gives_its_sect() -> None:
    from tabletome.games.vtes.stats import clan_of, has_clan

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)  # Camarilla Tremere
    goto(s, "minion")
    do(s, f"anarch {a}")
    finish_action(s)
    assert s.minions[a].sect == "anarch" and has_clan(s, a, "Tremere")  # a new sect keeps the clan
    ops.mark(s, a, "clan:Brujah")
    assert clan_of(s.minions[a]) == "Brujah" and s.minions[a].sect == "anarch"  # a new clan keeps the sect
    sire = ready(s, 0, "Agatha (G2)")  # Sabbat
    childe = ops.sired(s, cid("Childe of the Revolution"), 0, sire, "Nosferatu antitribu", 1)
    assert s.minions[childe].sect == "sabbat"


def test_vt_sect_06_any_title_of_the_city_contests_the_prince_not_primogen() -> None:
    s = table(4)
    prince = ready(s, 0, "Horst von Brühl (G6)")  # Prince of Mannheim
    archbishop = ready(s, 1, "Jürgen, The Libertine (G6)")  # Archbishop of Mannheim
    p1 = ready(s, 2, "Kamaluddin (G6)")  # Lasombra primogen
    p2 = ready(s, 3, "Rinaldo Albizzi (G6)")  # Lasombra primogen
    assert contested(s, prince, archbishop, p1, p2) == [True, True, False, False]
    assert title(s, p1) == "primogen" and votes(s, p1) == 1


def test_vt_sect_07_only_an_anarch_is_a_baron_contested_by_its_city() -> None:
    s = table(4)
    baron = ready(s, 0, "Aline Gädeke (G6)")  # Anarch Baron of Mannheim
    assert title(s, baron) == "baron" and votes(s, baron) == 2
    s.minions[baron] = s.minions[baron]._replace(sect="camarilla")
    assert title(s, baron) is None and votes(s, baron) == 0
    s.minions[baron] = s.minions[baron]._replace(sect="anarch")
    prince = ready(s, 1, "Horst von Brühl (G6)")  # Prince of Mannheim
    other = ready(s, 2, "Donny Kowalczyk (G6)")  # Prince of Pittsburgh
    assert contested(s, baron, prince, other) == [True, True, False]


def test_vt_sect_08_sabbat_titles() -> None:
    s = table(4)
    archbishop = ready(s, 0, "Jürgen, The Libertine (G6)")
    assert votes(s, archbishop) == 2
    s.minions[archbishop] = s.minions[archbishop]._replace(sect="anarch")
    assert title(s, archbishop) is None and votes(s, archbishop) == 0  # only a Sabbat vampire
    s.minions[archbishop] = s.minions[archbishop]._replace(sect="sabbat")
    baron = ready(s, 1, "Aline Gädeke (G6)")
    regent = ready(s, 2, "Sha-Ennu (G4)")
    other_regent = ready(s, 3, "Agatha (G2)", title="regent")
    assert contested(s, archbishop, baron, regent, other_regent) == [True, True, True, True]
    s = table(4)
    bishops = [ready(s, 0, "Alfred Benezri (G3)"), ready(s, 1, "Amelia (G2)")]
    cardinals = [
        ready(s, 2, "Angelica, The Canonicus (G2)"),
        ready(s, 3, "Ambrosio Luis Monçada, Plenipotentiary (G2)"),
    ]
    prisci = [ready(s, 0, "Bronwen (G2)"), ready(s, 1, "Genevieve (G2)")]
    assert contested(s, *bishops, *cardinals, *prisci) == [False] * 6


def test_vt_sect_09_laibon_titles() -> None:
    s = table(4)
    magaji = ready(s, 0, "Cesewayo (G4)")
    other = ready(s, 1, "Eze, The Demon Prince (G3)")
    assert title(s, magaji) == "magaji" and votes(s, magaji) == 2
    assert contested(s, magaji, other) == [False, False]  # magaji: neither unique nor contestable
    s.minions[magaji] = s.minions[magaji]._replace(sect="camarilla")
    assert title(s, magaji) is None  # only a Laibon
    s = table(4)
    osebo = ready(s, 0, "Cesewayo (G4)", title="kholo")
    guruhi = ready(s, 1, "Eze, The Demon Prince (G3)", title="kholo")
    assert contested(s, osebo, guruhi) == [False, False]  # each clan's own kholo
    rival = ready(s, 2, "Cesewayo (G4)", title="kholo")
    assert contested(s, osebo, guruhi, rival) == [True, False, True]


def test_vt_sect_10_a_title_card_burns_with_its_title_contests_paid_in_blood() -> None:
    s = table(4)
    t = ready(s, 0, "Kathy Glens (G6)", blood=3)  # a Camarilla Toreador
    card = attach(s, t, "Toreador Justicar")
    s.minions[t] = s.minions[t]._replace(title="justicar")
    anneke = ready(s, 1, "Anneke (G1)")  # the printed Toreador Justicar
    assert contested(s, t, anneke) == [True, True]
    goto(s, "unlock", seat=0)
    do(s, f"keep-title {t}")
    assert s.minions[t].blood == 2 and s.pool[0] == 30 and card in s.placed
    goto(s, "unlock", seat=0)
    do(s, f"yield-title {t}")
    assert card not in s.placed and cid("Toreador Justicar") in s.ash[0] and title(s, t) is None


def test_vt_diab_06_a_red_list_victim_earns_trophies_before_the_blood_hunt() -> None:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.impulse import Ask
    from tabletome.games.vtes.model import facts
    from tabletome.games.vtes.traits import is_trophy

    trophy = next(c for c in load_cards() if is_trophy(c.id))
    slug = facts(trophy.id).slug
    s = table(4, decks=("Lasombra", "Ventrue", "Brujah", "Malkavian"))
    d = ready(s, 0, "Gnaeus Aemilius Augustinus (G6)", blood=2)  # older than the victim: no step 4
    v = torpor(s, 1, "Alexis Sorokin (G4)", blood=1)  # Red List
    s.hand[0] = [trophy.id]
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    pass_until(s, lambda st: f"trophy {slug}" in legal(st))
    assert v not in s.minions and isinstance(s.stack[-1], Ask)
    assert any(isinstance(f, Referendum) for f in s.stack)  # the blood hunt waits below
    do(s, f"trophy {slug}")
    assert [s.placed[p].card for p in s.minions[d].cards] == [trophy.id]
    ref = poll(s)
    assert ref.rkind == BLOOD_HUNT
