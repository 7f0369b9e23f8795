"""The Lightless Pyramid of Omens of the Pharaoh (clauses.md sections 5, 27-35) and the expansion's
content in the Museum (section 36).

Cards are picked by kind from the edition, and the effects a test needs are written onto them with
``edition_with``, so the tests hold whatever the stand-in texts say."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.engine.rng import Rng
from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.attempt import LOST, Attempt
from tabletome.games.elder_sign.dice import GREEN, YELLOW
from tabletome.games.elder_sign.flow import CLOCK, MOVE, RESOLVE, ClockPhase, Effects, Entrance, Midnight, Movement
from tabletome.games.elder_sign.pyramid import MythosChoice, PickMonster, PickSpace, PyramidEntrance, UnlockRoll
from tabletome.games.elder_sign.state import ENTRANCE, FIRST_PHARAOH, FIRST_WORLD, ESState, item_code

from .helpers import edition_with, fix_rolls, give, legal_text, new, play, rolled, standard_data, table

TEAM = ("Joe Diamond", "Michael McGlen")


def lp(players: int = 1, edition: Any = None, seed: int = 1, **options: Any) -> ESState:
    options.setdefault("ancient_one", "ithaqua")
    return new(players=players, seed=seed, edition=edition, mode="lightless_pyramid", **options)


def bare(players: int = 1, edition: Any = None, **options: Any) -> ESState:
    """A Lightless Pyramid table with nothing in play, the investigators on the entrance (Cairo up)."""
    s = table(lp(players, edition, **options), (), TEAM[:players])
    s.side = 0
    s.expedition = [False] * len(s.expedition)
    return s


def kind(s: ESState, kind_: str, stage: int | None = None) -> list[int]:
    return [k for k, a in enumerate(s.ed.adventures) if a.kind == kind_ and (stage is None or a.stage == stage)]


def put(s: ESState, p: int, card: int, down: bool = False) -> None:
    for deck in (s.cairo_deck, s.dashur_deck, s.pharaoh_deck):
        if card in deck:
            deck.remove(card)
    s.places[p] = card
    s.down[p] = down


def rows_of(kind_: str, change: Callable[[dict[str, Any]], None], which: int = 0) -> Any:
    """An edition where the ``which``-th card of a kind is changed (returns the edition)."""

    def edit(data: dict[str, Any]) -> None:
        rows = [r for r in data["cards"] if r["kind"] == kind_]
        change(rows[which])

    return edition_with(edit)


def first_egyptian(stage: int = 1) -> str:
    return next(r["name"] for r in standard_data()["cards"] if r["kind"] == "egyptian" and r["stage"] == stage)


def card_named(s: ESState, name: str) -> int:
    return next(k for k, a in enumerate(s.ed.adventures) if a.name == name)


def edited(name: str, **fields: Any) -> Any:
    def edit(data: dict[str, Any]) -> None:
        row = next(r for r in data["cards"] if r["name"] == name)
        row.update(fields)
        if isinstance(row.get("provenance"), dict):
            row["provenance"].update({f: "test" for f in fields if f not in row["provenance"]})

    return edition_with(edit)


def movement(s: ESState, inv: int = 0) -> None:
    s.active = inv
    s.stack[0].step = MOVE
    s.changed()
    s.settle()


def top(s: ESState) -> Any:
    return s.stack[-1]


# ---------------------------------------------------------------- components and setup (sections 2, 5)
def test_es_comp_06_07_08_the_expansion_components_in_the_edition() -> None:
    """ES-COMP-06, ES-COMP-07, ES-COMP-08: 50 Egyptian Adventures of two stages, 4 Dark Pharaoh and
    4 Hidden Chamber specials, 3 Ancient Ones, 16 Relics, 30 Mythos, 4 Allies; 8 Expedition spaces;
    8 monster markers, 7 of them masks. (The 6 investigators are not public: none is dealt.)"""
    ed = new().ed
    adv = ed.adventures
    assert sum(a.kind == "egyptian" for a in adv) == 50
    assert {a.stage for a in adv if a.kind == "egyptian"} == {1, 2}
    assert sum(a.kind == "dark_pharaoh" for a in adv) == 4 and sum(a.kind == "hidden_chamber" for a in adv) == 4
    names = [ao.name for ao in ed.ancient_ones if ao.set == "ootp"]
    assert len(names) == 3 and {"Nephren-Ka"} <= set(names)
    assert any("Haunter" in n for n in names) and any("Nyarlathotep" in n for n in names)
    assert len(ed.items["relic"]) == 16 and sum(1 for a in ed.items["ally"] if a.set == "ootp") == 4
    assert sum(1 for m in ed.mythos if m.set == "ootp") == 30
    assert ed.pyramid is not None and len(ed.pyramid.expedition) == 8
    ootp = [m for m in ed.monsters if m.set == "ootp"]
    assert len(ootp) == 8 and sum(m.mask for m in ootp) == 7


def test_es_gen_04_lpsetup_01_10_one_mode_and_no_base_adventure() -> None:
    """ES-GEN-04, ES-LPSETUP-01, ES-LPSETUP-10: a Lightless Pyramid game is the base setup changed:
    the stage decks replace the Adventure deck, and no base Adventure card is anywhere in play."""
    s = lp(seed=3)
    assert s.adventure_deck == []
    assert all(s.ed.adventures[s.places[p]].kind == "egyptian" for p in range(6))
    museum = new(seed=3)
    assert not museum.pyramid and all(not museum.ed.adventures[museum.places[p]].egyptian for p in range(6))
    assert museum.cairo_deck == museum.dashur_deck == []


def test_es_lpsetup_02_03_16_the_entrance_starts_cairo_and_the_tokens_beside_the_sheet() -> None:
    """ES-LPSETUP-02, ES-LPSETUP-03, ES-LPSETUP-16: Cairo side up, every investigator on it, the 8
    expedition tokens next to the sheet."""
    s = lp(players=2)
    assert s.side == 0 and all(w == ENTRANCE for w in s.where)
    assert s.expedition == [False] * 8
    view = s.view(0)["pyramid"]
    assert view["entrance"] == "Cairo" and view["tokens_left"] == 8


def test_es_lpsetup_04_17_any_ancient_one_may_be_chosen() -> None:
    """ES-LPSETUP-04, ES-LPSETUP-17: in the Pyramid a random Ancient One may be any, the expansion's
    three among them; the Museum's random draw keeps to the base box (ES-OOTP-01 lets one be chosen)."""
    pyramid = {
        lp(seed=k, ancient_one="random").ed.ancient_ones[lp(seed=k, ancient_one="random").ao].set for k in range(40)
    }
    museum = {
        new(seed=k, ancient_one="random").ed.ancient_ones[new(seed=k, ancient_one="random").ao].set for k in range(40)
    }
    assert pyramid == {"base", "ootp"} and museum == {"base"}
    chosen = new(ancient_one="nephren-ka")
    assert chosen.ed.ancient_ones[chosen.ao].name == "Nephren-Ka"


def test_es_lpsetup_05_06_the_expansion_allies_and_the_relic_deck() -> None:
    """ES-LPSETUP-05, ES-LPSETUP-06, ES-OOTP-02: the Pyramid shuffles the expansion's Allies into the
    Ally deck and has a Relic deck; the Museum has neither."""
    s, m = lp(), new()
    ootp_allies = {item_code("ally", k) for k, a in enumerate(s.ed.items["ally"]) if a.set == "ootp"}
    held = {c for items in s.items for c in items}
    assert ootp_allies <= set(s.allies) | held and not ootp_allies & set(m.allies)
    assert len(s.relics) == 16 and m.relics == []


def test_es_lpsetup_07_08_mask_01_02_every_mask_monster_in_the_cup() -> None:
    """ES-LPSETUP-07, ES-LPSETUP-08, ES-MASK-01, ES-MASK-02: whatever the Ancient One, the Pyramid's cup
    holds the new standard marker and every mask monster (a mask attribute of the marker); against the
    expansion's Nyarlathotep his card's instruction (a stand-in: all but the new standard marker)."""
    s = bare()
    masks = {m for m, mon in enumerate(s.ed.monsters) if mon.mask}
    standard = {m for m, mon in enumerate(s.ed.monsters) if mon.set == "ootp" and not mon.mask}
    real = lp()
    on_board = {m for spots in real.monsters_at for _, m in spots}
    assert masks | standard <= set(real.cup) | on_board
    nyar = lp(ancient_one="nyarlathotep-omens-of-the-pharaoh")
    assert not standard & (set(nyar.cup) | {m for spots in nyar.monsters_at for _, m in spots})
    assert masks <= set(nyar.cup) | {m for spots in nyar.monsters_at for _, m in spots}
    museum = new()
    assert not (masks | standard) & set(museum.cup)


def test_es_lpsetup_09_11_12_the_stage_decks_and_the_two_rows() -> None:
    """ES-LPSETUP-09, ES-LPSETUP-11, ES-LPSETUP-12: Stage I is the Cairo deck; Stage II with the four
    Hidden Chambers the Dashur deck, set aside; three Cairo cards face up, three face down."""
    s = lp(seed=5)
    ed = s.ed
    assert all(ed.adventures[c].stage == 1 and ed.adventures[c].kind == "egyptian" for c in s.cairo_deck)
    dashur = {ed.adventures[c].kind for c in s.dashur_deck}
    assert dashur == {"egyptian", "hidden_chamber"} and all(ed.adventures[c].stage == 2 for c in s.dashur_deck)
    assert len(s.dashur_deck) == 29
    assert [s.down[p] for p in range(6)] == [False] * 3 + [True] * 3
    assert all(ed.adventures[s.places[p]].stage == 1 for p in range(6))
    assert len(s.world_deck) == len(ed.other_worlds)


def test_es_lpsetup_13_a_face_down_card_locks_its_die_when_turned_face_up() -> None:
    """ES-LPSETUP-13, AMB-24: a locked-die icon locks at setup on a face-up card only; a face-down
    card takes its die when it is turned face up."""
    name = first_egyptian()
    ed = edited(name, lock="yellow")
    s = bare(edition=ed)
    code = card_named(s, name)
    s.cairo_deck.append(code)
    t.deal_adventure(s, 3)
    assert s.down[3] and s.locks == []
    play_move = s.clone()
    movement(play_move)
    play(play_move, "go a4")
    assert (YELLOW, 3) in play_move.locks
    s2 = bare(edition=ed)
    s2.cairo_deck.append(card_named(s2, name))
    t.deal_adventure(s2, 0, face_up=True)
    assert (YELLOW, 0) in s2.locks


def test_es_lpsetup_14_the_dark_pharaoh_pile() -> None:
    """ES-LPSETUP-14: the four Dark Pharaoh adventures start shuffled face down in their own pile."""
    s = lp()
    assert sorted(s.pharaoh_deck) == sorted(kind(s, "dark_pharaoh"))
    assert all(s.places[p] < 0 for p in range(FIRST_PHARAOH, FIRST_PHARAOH + 4))
    assert s.view(0)["pyramid"]["dark_pharaoh"]["pile"] == 4


def test_es_lpsetup_15_lpmyth_01_only_the_expansion_mythos_cards() -> None:
    """ES-LPSETUP-15, ES-LPMYTH-01: the Mythos deck holds only the expansion's cards (the setup's one
    is drawn from it); the Museum never uses them."""
    s = lp()
    assert all(s.ed.mythos[m].set == "ootp" for m in s.mythos_deck + [s.mythos])
    museum = new()
    assert all(museum.ed.mythos[m].set == "base" for m in museum.mythos_deck + [museum.mythos])


# ---------------------------------------------------------------- 27. the entrance
def at_entrance_clock(s: ESState, inv: int = 0) -> None:
    s.active = inv
    s.where[inv] = ENTRANCE
    s.stack[0].step = CLOCK
    s.changed()
    s.settle()


def trophies(s: ESState, inv: int, *codes: int) -> None:
    for c in codes:
        for deck in (s.cairo_deck, s.dashur_deck):
            if c in deck:
                deck.remove(c)
    s.trophies[inv] = codes


def test_es_cairo_01_04_13_on_the_entrance_the_resolution_is_skipped() -> None:
    """ES-CAIRO-01, ES-CAIRO-04, ES-CAIRO-13: ending the Movement on the entrance goes straight to the
    Clock phase: no Museum Entrance action exists, the Cairo/Dashur options come instead."""
    s = bare()
    put(s, 0, kind(s, "egyptian", 1)[0])
    s.where[0] = 0
    movement(s)
    play(s, "go entrance")
    assert not any(isinstance(f, (Entrance, Attempt)) for f in s.stack)
    assert isinstance(top(s), PyramidEntrance)
    assert "first-aid sanity" not in legal_text(s) and "flip" in legal_text(s)


def test_es_cairo_03_ow_06_movement_to_any_card_or_the_entrance() -> None:
    """ES-CAIRO-03, ES-OW-06: the active investigator may go to any Egyptian Adventure (face up or
    down), Other World or special adventure in play, or to the entrance; Other Worlds come face up."""
    s = bare()
    egy = kind(s, "egyptian", 1)
    put(s, 0, egy[0])
    put(s, 3, egy[1], down=True)
    put(s, FIRST_PHARAOH, kind(s, "dark_pharaoh")[0], down=True)
    p = t.open_gate(s)
    assert p == FIRST_WORLD and not s.down[p]
    s.where[0] = 0
    movement(s)
    assert {"go a4", "go p1", "go w1", "go entrance", "stay"} <= set(legal_text(s))


def test_es_cairo_05_06_07_an_option_paid_with_trophies_for_any_investigator() -> None:
    """ES-CAIRO-05, ES-CAIRO-06, ES-CAIRO-07, AMB-19: one option of the face-up side's list, paid with
    the spender's own trophies, its benefit for any one investigator."""
    s = bare(players=2)
    options = s.ed.pyramid_options["cairo"]
    n, (price, effect) = next((k, o) for k, o in enumerate(options, 1) if o[1][1][0][0][0] == "clue")
    egy = kind(s, "egyptian", 1)
    cheap = sorted(egy, key=lambda c: s.ed.adventures[c].trophy)
    trophies(s, 0, *cheap[:price])  # at least the price
    assert t.trophy_total(s, 0) >= price
    at_entrance_clock(s, 0)
    assert isinstance(top(s), PyramidEntrance)
    before = t.trophy_total(s, 0)
    play(s, f"option {n} 2")
    assert s.clues[1] == effect[1][0][0][1] and s.clues[0] == 0
    assert t.trophy_total(s, 0) < before and s.trophies[1] == ()
    s2 = bare(players=2)
    at_entrance_clock(s2, 0)
    with pytest.raises(IllegalAction, match="trophies"):
        play(s2, f"option {n} 1")


def test_es_cairo_08_09_flipping_costs_a_clock_advance() -> None:
    """ES-CAIRO-08, ES-CAIRO-09, ES-CAIRO-02, AMB-12: "pode, em vez de resolver outra opção, avançar
    o relógio para virar a carta": the flip is the turn's clock advance (flip_cost=normal_advance,
    the default since rules version 2); those on the entrance are on the new side."""
    s = bare(players=2)
    s.where[1] = ENTRANCE
    at_entrance_clock(s, 0)
    play(s, "flip")
    assert s.side == 1 and s.where[1] == ENTRANCE
    assert s.clock == 3  # one advance: the flip is the turn's
    assert s.view(0)["pyramid"]["entrance"] == "Dashur"


def test_amb_12_the_flip_as_one_more_advance_is_an_option() -> None:
    """AMB-12, flip_cost=extra_advance (rules version 1's default): the flip advances the clock when
    chosen and the Clock phase's advance still follows, 6 hours in all."""
    n = bare(players=2, flip_cost="extra_advance")
    at_entrance_clock(n, 0)
    play(n, "flip")
    assert n.side == 1 and n.clock == 6


def test_es_cairo_05_after_a_success_the_entrance_is_used_the_same_turn() -> None:
    """ES-CAIRO-05, AMB-13: an investigator sent back to the entrance by a success starts the Clock
    phase on it and may use an option."""
    s = bare()
    easy = card_named(s, first_egyptian())
    put(s, 0, easy)
    s.active = 0
    s.where[0] = 0
    s.stack[0].step = RESOLVE
    s.changed()
    s.settle()
    a = top(s)
    assert isinstance(a, Attempt)
    a.done = tuple(k for k, _, _ in a.tasks(s))[1:]
    key, task, _ = a.tasks(s)[0]
    a.done = tuple(k for k, _, _ in a.tasks(s) if k != key)
    s.changed()
    # complete its last task with whatever it needs, as a roll showing exactly that
    from tabletome.games.elder_sign.actions import dice_text

    dice = _dice_for(task)
    rolled(s, a, dice_text(dice))
    play(s, f"complete {a.number(s, key)} {dice_text(dice)}")
    s.settle()
    while not isinstance(top(s), (PyramidEntrance, Movement)):
        s.apply(s.legal_actions()[0])
    assert isinstance(top(s), PyramidEntrance) and s.where[0] == ENTRANCE


def _dice_for(task: Any) -> tuple[int, ...]:
    """Green dice that meet a task: one per symbol, threes for each number."""
    out: list[int] = []
    for icon in task.icons:
        if icon.number:
            out += [GREEN << 4 | 3] * ((icon.number + 2) // 3)
        else:
            out.append(GREEN << 4 | min(icon.faces))
    return tuple(sorted(out))


def test_es_cairo_10_11_egy_02_a_completed_card_is_replaced_from_the_face_up_sides_deck() -> None:
    """ES-CAIRO-10, ES-CAIRO-11, ES-CAIRO-12, ES-EGY-02, ES-EGY-11: the investigators on a completed
    card return to the entrance; the card becomes a trophy; its replacement comes face down from the
    deck of the face-up side (Dashur here)."""
    s = bare(players=2)
    card = kind(s, "egyptian", 1)[0]
    put(s, 0, card)
    s.where[0] = s.where[1] = 0
    s.side = 1
    top_card = s.dashur_deck[-1]
    s.active = 0
    a = Attempt.start(s, 0, 0)
    s.push(a)
    a.done = tuple(k for k, _, _ in a.tasks(s))
    a.succeed(s)
    assert s.where == [ENTRANCE, ENTRANCE] and card in s.trophies[0]
    assert s.places[0] == top_card and s.down[0]
    assert t.adventure_deck(s) is s.dashur_deck


def test_es_cairo_12_amb_14_a_spent_egyptian_trophy_goes_under_its_own_stage() -> None:
    """AMB-14, ES-CAIRO-12: a spent trophy goes to the bottom of its own stage's deck, whichever side is up."""
    s = bare()
    s.side = 1
    card = kind(s, "egyptian", 1)[0]
    trophies(s, 0, card)
    t.pay_trophies(s, 0, 1)
    assert s.cairo_deck[0] == card and card not in s.dashur_deck


# ---------------------------------------------------------------- 28. Egyptian Adventures
def test_es_egy_01_09_effects_on_adventure_cards_reach_the_egyptian_ones() -> None:
    """ES-EGY-01, ES-EGY-09, AMB-10: a monster that appears may go on a face-up or a face-down
    Egyptian Adventure (below its tasks when face down: no monster task shows)."""
    s = bare()
    egy = kind(s, "egyptian", 1)
    put(s, 0, egy[0])
    put(s, 3, egy[1], down=True)
    spots = t.monster_spots(s)
    assert {p for p, _ in spots} >= {3} and all(r == -1 for p, r in spots if p == 3)


def test_es_egy_03_04_amb_22_the_back_is_open_the_face_is_hidden() -> None:
    """ES-EGY-03, ES-EGY-04, AMB-22: every seat sees a face-down card's back (its difficulty band and
    back effects) and the back of each stage deck's top card, never a face-down card's face."""
    s = lp(players=2, seed=7)
    hidden = [s.ed.adventures[s.places[p]].name for p in range(6) if s.down[p]]
    for seat in (0, 1):
        v = s.view(seat)
        down = [pl for pl in v["places"] if pl.get("face_down")]
        assert len(down) == 3 and all(pl["difficulty"] in ("green", "yellow", "red") for pl in down)
        assert v["pyramid"]["decks"]["cairo"]["top_back"].startswith("a face-down")
        text = str(v)
        assert not any(name in text for name in hidden)


def test_es_egy_05_moving_onto_a_face_down_card() -> None:
    """ES-EGY-05: the back's effect at once, then the card face up, then its Entry effects; the
    Movement phase ends there (the Resolution phase follows on that card)."""
    name = first_egyptian()
    ed = edited(name, back=["sanity 1"], entry=["clue"])
    s = bare(edition=ed)
    put(s, 3, card_named(s, name), down=True)
    movement(s)
    sanity = s.sanity[0]
    play(s, "go a4")
    assert s.sanity[0] == sanity - 1 and s.clues[0] == 1 and not s.down[3]
    assert isinstance(top(s), Attempt) and top(s).place == 3


def test_es_egy_06_a_backs_midnight_effect_only_while_face_down() -> None:
    """ES-EGY-06: a back's "At Midnight" effect does not trigger on moving there; at midnight only
    while the card is still face down."""
    name = first_egyptian()
    ed = edited(name, back_midnight=["doom"], midnight=[], back=[], entry=[])
    s = bare(edition=ed)
    code = card_named(s, name)
    put(s, 3, code, down=True)
    s.midnights = 1
    s.stack[0].step = 5  # MIDNIGHT
    s.changed()
    s.settle()
    while any(isinstance(f, Midnight) for f in s.stack):
        s.apply(s.legal_actions()[0])
    assert s.doom >= 1
    doom = s.doom
    s2 = bare(edition=ed)
    put(s2, 3, card_named(s2, name), down=True)
    movement(s2)
    play(s2, "go a4")
    assert s2.doom == 0 and not s2.down[3]
    assert doom >= 1


def test_es_egy_07_an_unpayable_entry_cost_is_ignored() -> None:
    """ES-EGY-07, AMB-19: one may always move onto a card with an Entry effect; a cost that cannot
    be paid (a trophy with none) is ignored."""
    name = first_egyptian()
    ed = edited(name, entry=["trophy 2"], back=[])
    s = bare(edition=ed)
    put(s, 0, card_named(s, name))
    movement(s)
    assert "go a1" in legal_text(s)
    play(s, "go a1")
    assert s.where[0] == 0 and isinstance(top(s), Attempt)


def test_es_egy_08_staying_after_a_failure_does_not_repeat_the_entry_effect() -> None:
    """ES-EGY-08: the investigator who failed and stays does not resolve the Entry effect again;
    another investigator who moves there does."""
    name = first_egyptian()
    ed = edited(name, entry=["stamina 1"], back=[])
    s = bare(players=2, edition=ed)
    put(s, 0, card_named(s, name))
    s.where[0] = 0
    movement(s, 0)
    stamina = s.stamina[0]
    play(s, "stay")
    assert s.stamina[0] == stamina
    s.stack[-1:] = []
    s2 = bare(players=2, edition=ed)
    put(s2, 0, card_named(s2, name))
    movement(s2, 1)
    before = s2.stamina[1]
    play(s2, "go a1")
    assert s2.stamina[1] == before - 1


def test_es_egy_10_monsters_move_onto_monster_tasks_when_turned_face_up() -> None:
    """ES-EGY-10: the monsters on a face-down card move onto its free monster tasks when it is turned
    face up; those without one stay below its bottom task."""
    s = bare()
    with_row = next(k for k in kind(s, "egyptian") if any(r.monster for r in s.ed.adventures[k].rows))
    rows = [r for r, row in enumerate(s.ed.adventures[with_row].rows) if row.monster]
    put(s, 3, with_row, down=True)
    monsters = [m for m, mon in enumerate(s.ed.monsters) if not mon.mask][: len(rows) + 1]
    for m in monsters:
        t.put_monster(s, m, 3, -1)
    from tabletome.games.elder_sign.pyramid import turn_face_up

    turn_face_up(s, 3)
    placed = dict((m, r) for r, m in s.monsters_at[3])
    assert [placed[m] for m in monsters] == [*rows, -1]


# ---------------------------------------------------------------- 29. Hidden Chambers
def chamber_table(unlock: str = "1", **fields: Any) -> tuple[ESState, int]:
    name = next(r["name"] for r in standard_data()["cards"] if r["kind"] == "hidden_chamber")
    ed = edited(name, unlock=unlock, **fields)
    s = bare(players=2, edition=ed)
    code = card_named(s, name)
    put(s, 3, code, down=True)
    return s, code


def test_es_chamb_01_02_the_chambers_come_from_dashur_and_show_their_task() -> None:
    """ES-CHAMB-01, ES-CHAMB-02: the Hidden Chambers are in the Dashur deck and come into play face
    down; the single task on the back shows while face down (and on the deck's top)."""
    s = lp()
    chambers = set(kind(s, "hidden_chamber"))
    assert chambers <= set(s.dashur_deck)
    s2, _code = chamber_table("L L")
    back = next(p for p in s2.view(0)["places"] if p["place"] == "a4")
    assert back["face_down"] and back["unlock"] == "L L" and back["special"] == "hidden_chamber"


def test_es_chamb_03_04_06_10_11_the_unlock_roll() -> None:
    """ES-CHAMB-03, ES-CHAMB-04, ES-CHAMB-06, ES-CHAMB-10, ES-CHAMB-11: before moving, one roll of six
    green dice; it met the back's task: the investigator moves on, the chamber turns face up and its
    Chamber effect is theirs."""
    s, _code = chamber_table("L", chamber=["2 clue"], entry=[])
    movement(s)
    with pytest.raises(IllegalAction, match="unlocked first"):
        play(s, "go a4")
    play(s, "unlock a4")
    roll = top(s)
    assert isinstance(roll, UnlockRoll) and len(roll.pool) == 6 and {d >> 4 for d in roll.pool} == {GREEN}
    fix_rolls(s, 3, 0, 0, 0, 0, 0)  # Lore, then five 1s
    play(s, "roll", "complete 1 gl")
    assert s.where[0] == 3 and not s.down[3] and s.clues[0] == 2
    assert isinstance(top(s), Attempt) and not isinstance(top(s), UnlockRoll)


def test_es_chamb_05_08_items_and_clues_may_help_and_added_dice_are_lost() -> None:
    """ES-CHAMB-05, ES-CHAMB-08, AMB-15b: an item's die may join the unlock roll (clues reroll it);
    success or not, the die added is lost for the turn's Resolution phase."""
    s, _code = chamber_table("4", chamber=[], entry=[])
    common = next(c.name for c in s.ed.items["common"] if c.dice == (YELLOW,))
    give(s, 0, "common", common)
    s.clues[0] = 1
    movement(s)
    play(s, "unlock a4", f"spend {common.lower().replace(' ', '-')}")
    assert sorted(d >> 4 for d in top(s).pool) == [GREEN] * 6 + [YELLOW]
    fix_rolls(s, 0, 0, 0, 0, 0, 0, 0, 3)  # all 1s; the reroll: yellow 4
    play(s, "roll")
    assert "mark y1" in legal_text(s)
    play(s, "mark y1", "reroll", "complete 1 y4")
    a = top(s)
    assert isinstance(a, Attempt) and a.yellow == LOST
    assert a.cannot_add(s, (YELLOW,)) is not None and "discarded" in str(a.cannot_add(s, (YELLOW,)))


def test_es_chamb_07_a_failed_unlock_leaves_the_movement_open() -> None:
    """ES-CHAMB-07, AMB-15c, AMB-15d: the chamber stays locked; the investigator moves elsewhere (the
    entrance too) or stays, and cannot try again this Movement phase."""
    s, _code = chamber_table("L L L L L L", chamber=[], entry=[])
    put(s, 0, kind(s, "egyptian", 1)[0])
    movement(s)
    play(s, "unlock a4")
    fix_rolls(s, 0, 0, 0, 0, 0, 0)
    play(s, "roll", "pass")
    assert isinstance(top(s), Movement) and s.down[3]
    legal = legal_text(s)
    assert "unlock a4" not in legal and {"go a1", "stay"} <= set(legal)
    with pytest.raises(IllegalAction, match="One unlock roll"):
        play(s, "unlock a4")


def test_es_chamb_12_once_face_up_anyone_moves_there_without_the_chamber_effect() -> None:
    """ES-CHAMB-12, ES-CHAMB-11: a chamber face up is moved onto normally; its Chamber effect is the
    unlocker's alone."""
    s, _code = chamber_table("L", chamber=["2 clue"], entry=[])
    s.down[3] = False
    movement(s, 1)
    play(s, "go a4")
    assert s.where[1] == 3 and s.clues[1] == 0


def test_es_chamb_13_no_other_effect_turns_a_chamber_face_up() -> None:
    """ES-CHAMB-13: a monster appearing or midnight passing leaves a locked chamber face down; only
    the unlock roll turns it."""
    s, _code = chamber_table("L")
    t.put_monster(s, 0, 3, -1)
    assert s.down[3]
    movement(s)
    assert "go a4" not in legal_text(s) and "unlock a4" in legal_text(s)


def test_es_chamb_14_a_completed_chamber_goes_back_to_the_box() -> None:
    """ES-CHAMB-14, AMB-15g: never a trophy; its place is dealt again from the face-up side's deck."""
    s, code = chamber_table("L")
    s.down[3] = False
    s.where[0] = 3
    s.active = 0
    a = Attempt.start(s, 0, 3)
    s.push(a)
    a.done = tuple(k for k, _, _ in a.tasks(s))
    a.succeed(s)
    assert code not in s.trophies[0] and code not in s.cairo_deck + s.dashur_deck
    assert s.places[3] >= 0 and s.places[3] != code


# ---------------------------------------------------------------- 30. Dark Pharaoh
def ootp_ao(s: ESState) -> int:
    return next(k for k, ao in enumerate(s.ed.ancient_ones) if ao.set == "ootp" and ao.rule == "")


def test_es_phar_01_02_03_the_dark_pharaoh_doom_icon() -> None:
    """ES-PHAR-01, ES-PHAR-02, ES-PHAR-03: each expansion Ancient One has the Dark Pharaoh icon on its
    track; a doom token on it puts a Dark Pharaoh adventure into play face down."""
    s = bare()
    for ao in (a for a in s.ed.ancient_ones if a.set == "ootp"):
        assert any(eff[1][0][0][0] == "pharaoh" for _, eff in ao.doom_icons)
    s.ao = ootp_ao(s)
    space = next(sp for sp, eff in s.ed.ancient_ones[s.ao].doom_icons if eff[1][0][0][0] == "pharaoh")
    s.doom = space - 1
    s.push(Effects(((0, "doom", 1, -1, ()),)))
    s.settle()
    assert s.places[FIRST_PHARAOH] in kind(s, "dark_pharaoh") and s.down[FIRST_PHARAOH]
    assert len(s.pharaoh_deck) == 3


def test_es_phar_04_all_four_in_play_fill_the_doom_track() -> None:
    """ES-PHAR-04: a Dark Pharaoh adventure to draw while all four are in play fills the doom track:
    the Ancient One awakens."""
    s = bare()
    for k, card in enumerate(kind(s, "dark_pharaoh")):
        put(s, FIRST_PHARAOH + k, card, down=True)
    s.push(Effects(((0, "pharaoh", 1, -1, ()),)))
    s.settle()
    assert s.doom == s.ed.ancient_ones[s.ao].doom and s.awakened


def test_es_phar_05_06_07_a_completed_dark_pharaoh_card() -> None:
    """ES-PHAR-05, ES-PHAR-06, ES-PHAR-07, AMB-16: completed, it goes to its own discard pile (never
    a trophy, not replaced); once the pile is drawn out, the discards are shuffled into a new one."""
    s = bare()
    card = s.pharaoh_deck[-1]
    put(s, FIRST_PHARAOH, card)
    s.where[0] = FIRST_PHARAOH
    a = Attempt.start(s, 0, FIRST_PHARAOH)
    s.push(a)
    a.done = tuple(k for k, _, _ in a.tasks(s))
    a.succeed(s)
    assert s.pharaoh_discard == [card] and card not in s.trophies[0]
    assert s.places[FIRST_PHARAOH] < 0 and s.where[0] == ENTRANCE
    s.pharaoh_deck.clear()
    s.stack[1:] = []
    s.push(Effects(((0, "pharaoh", 1, -1, ()),)))
    s.settle()
    assert s.places[FIRST_PHARAOH] == card and s.pharaoh_discard == []


def test_es_phar_08_no_marker_on_a_dark_pharaoh_card() -> None:
    """ES-PHAR-08, AMB-10: no monster goes on a Dark Pharaoh adventure, even "here"."""
    s = bare()
    put(s, FIRST_PHARAOH, kind(s, "dark_pharaoh")[0])
    put(s, 0, kind(s, "egyptian", 1)[0])
    assert all(p != FIRST_PHARAOH for p, _ in t.monster_spots(s))
    assert t.monster_spots(s, FIRST_PHARAOH) == []


def test_es_phar_09_a_new_dark_pharaoh_card_skips_this_midnights_effect() -> None:
    """ES-PHAR-09: one that entered during the Ancient One's step of a midnight does not resolve its
    "At Midnight" effect at that midnight."""
    name = next(r["name"] for r in standard_data()["cards"] if r["kind"] == "dark_pharaoh")
    ed = edited(name, back_midnight=["3 doom"], midnight=["3 doom"])

    from tabletome.games.elder_sign.flow import midnight_effects
    from tabletome.games.elder_sign.pyramid import deal_pharaoh

    def midnight_doom(entered_in_ao_step: bool) -> int:
        s = bare(edition=ed)
        code = card_named(s, name)
        s.pharaoh_deck[:] = [c for c in s.pharaoh_deck if c != code] + [code]
        m = Midnight()
        m.step = 2 if entered_in_ao_step else 3  # the Ancient One's step (1) has run, or the cards' step is on
        s.push(m)
        deal_pharaoh(s, Effects(()), 0)
        return sum(n for _, eff in midnight_effects(s, 3) for icon, n in eff[0] if icon == "doom")

    assert midnight_doom(True) == 0
    assert midnight_doom(False) == 3


def test_es_ootp_01_the_icon_works_in_the_museum() -> None:
    """ES-OOTP-01: in the Museum an expansion Ancient One's Dark Pharaoh icon still draws one."""
    s = new(ancient_one="nephren-ka")
    s = table(s, ["Lights Out"], TEAM[:1])
    space = next(sp for sp, eff in s.ed.ancient_ones[s.ao].doom_icons if eff[1][0][0][0] == "pharaoh")
    s.doom = space - 1
    s.push(Effects(((0, "doom", 1, -1, ()),)))
    s.settle()
    assert s.places[FIRST_PHARAOH] in kind(s, "dark_pharaoh") and s.down[FIRST_PHARAOH]


def test_es_ootp_02_03_the_exhibit() -> None:
    """ES-OOTP-02, ES-OOTP-03: without The Exhibit the Museum has no Relics; with it the entrance sells
    Relics for trophies and every mask monster joins the cup."""
    off = new()
    on = new(the_exhibit="on")
    masks = {m for m, mon in enumerate(on.ed.monsters) if mon.mask}
    on_board = {m for spots in on.monsters_at for _, m in spots}
    assert not masks & set(off.cup) and masks <= set(on.cup) | on_board
    assert len(on.relics) == 16 and off.relics == []
    s = table(new(the_exhibit="on"), ["Lights Out"], TEAM[:1])
    price = s.ed.pyramid.exhibit_relic_price
    s.trophies[0] = tuple(k for k, a in enumerate(s.ed.adventures) if a.kind == "adventure")[: price + 1]
    s.adventure_deck = [c for c in s.adventure_deck if c not in s.trophies[0]]
    s.stack[0].step = RESOLVE
    s.settle()
    assert isinstance(top(s), Entrance)
    play(s, "buy relic")
    s.settle()
    assert any(s.item(c).kind == "relic" for c in s.items[0])


# ---------------------------------------------------------------- 31. the Expedition
def test_es_expd_01_02_03_gaining_a_token() -> None:
    """ES-EXPD-01, ES-EXPD-02, ES-EXPD-03, AMB-17: the gainer puts the token on an empty space of
    their choice; a space holds one; with none empty the gain does nothing."""
    s = bare()
    s.expedition[0] = True
    s.push(Effects(((0, "expedition", 1, -1, ()),)))
    s.settle()
    assert isinstance(top(s), PickSpace) and "token 1" not in legal_text(s)
    play(s, "token 3")
    assert s.expedition[2] and sum(s.expedition) == 2
    s.expedition = [True] * len(s.expedition)
    s.push(Effects(((0, "expedition", 1, -1, ()),)))
    s.settle()
    assert not isinstance(top(s), PickSpace) and all(s.expedition)


def test_es_expd_04_05_using_a_space() -> None:
    """ES-EXPD-04, ES-EXPD-05: any investigator uses a space holding a token (in their Clock phase); a
    discard space's token is discarded to use it, a lasting one stays (once a day)."""
    s = bare(players=2)
    spaces = s.ed.pyramid.expedition
    d = next(k for k, sp in enumerate(spaces) if sp.use == "discard")
    keep = next(k for k, sp in enumerate(spaces) if sp.use == "lasting")
    s.expedition[d] = s.expedition[keep] = True
    s.where[1] = 0
    put(s, 0, kind(s, "egyptian", 1)[0])
    s.active = 1
    s.stack[0].step = CLOCK
    s.settle()
    assert isinstance(top(s), ClockPhase)
    from tabletome.games.elder_sign.actions import slug

    play(s, f"use {slug(spaces[d].name)}")
    s.settle()
    while not isinstance(top(s), ClockPhase):
        s.apply(s.legal_actions()[0])
    assert not s.expedition[d]
    play(s, f"use {slug(spaces[keep].name)}")
    while not isinstance(top(s), ClockPhase):
        s.apply(s.legal_actions()[0])
    assert s.expedition[keep] and f"use {slug(spaces[keep].name)}" not in legal_text(s)


def test_es_expd_06_07_losing_a_token() -> None:
    """ES-EXPD-06, ES-EXPD-07: a token lost does not trigger its space; with no token, a doom token."""
    s = bare()
    spaces = s.ed.pyramid.expedition
    d = next(k for k, sp in enumerate(spaces) if sp.use == "discard")
    s.expedition[d] = True
    clues = s.clues[0]
    s.push(Effects(((0, "lose_expedition", 1, -1, ()),)))
    s.settle()
    assert not any(s.expedition) and s.clues[0] == clues and s.sanity[0] == s.max_sanity[0]
    s.push(Effects(((0, "lose_expedition", 1, -1, ()),)))
    s.settle()
    assert s.doom == 1


# ---------------------------------------------------------------- 32. Relics
def relic(s: ESState, colour: int) -> tuple[str, int]:
    _k, r = next((k, r) for k, r in enumerate(s.ed.items["relic"]) if r.dice == (colour,))
    code = give(s, 0, "relic", r.name)
    return r.name.lower().replace(" ", "-"), code


def test_es_relic_01_02_06_a_relic_is_an_item_that_adds_its_die() -> None:
    """ES-RELIC-01, ES-RELIC-02, ES-RELIC-06: the Gain Relic icon draws one; before a roll its owner
    discards it to add the die it shows."""
    s = bare()
    n = len(s.relics)
    s.push(Effects(((0, "relic", 1, -1, ()),)))
    s.settle()
    assert len(s.relics) == n - 1 and s.item(s.items[0][-1]).kind == "relic"
    s2 = bare()
    name, code = relic(s2, YELLOW)
    put(s2, 0, kind(s2, "egyptian", 1)[0])
    a = Attempt.start(s2, 0, 0)
    s2.push(a)
    s2.changed()
    play(s2, f"spend {name}")
    assert YELLOW in {d >> 4 for d in a.pool} and code not in s2.items[0]
    s2.push(Effects(((0, "lose_relic", 1, -1, ()),)))


def test_es_relic_03_04_a_relic_brings_back_a_lost_die_never_past_the_components() -> None:
    """ES-RELIC-03, ES-RELIC-04, AMB-18: the yellow die discarded after a failed roll comes back by a
    Relic (no item can); never a second yellow die in one roll; a green one only when one was lost."""
    s = bare()
    _name, _ = relic(s, YELLOW)
    put(s, 0, kind(s, "egyptian", 1)[0])
    a = Attempt.start(s, 0, 0)
    s.push(a)
    a.yellow = LOST
    assert a.cannot_add(s, (YELLOW,)) is not None and a.cannot_add(s, (YELLOW,), relic=True) is None
    a.yellow = 1  # ADDED: in the roll already
    assert a.cannot_add(s, (YELLOW,), relic=True) is not None
    assert a.cannot_add(s, (GREEN,), relic=True) is not None
    a.green_lost = 1
    assert a.cannot_add(s, (GREEN,), relic=True) is None


def test_es_relic_05_the_extra_effect_and_the_pair() -> None:
    """ES-RELIC-05: a relic's extra effect comes after it is used; its pair's effect only while the
    paired relic is also in play."""

    def edit(data: dict[str, Any]) -> None:
        rows = [r for r in data["cards"] if r["kind"] == "relic"]
        a, b = rows[0], rows[1]
        a.update(dice=["yellow"], after=["clue"], pair=b["name"], paired=["elder_sign"])
        b.update(pair=a["name"])
        for r in (a, b):
            if isinstance(r.get("provenance"), dict):
                r["provenance"].update({f: "test" for f in ("after", "pair", "paired", "dice")})

    ed = edition_with(edit)
    for with_pair in (False, True):
        s = bare(edition=ed)
        first, second = s.ed.items["relic"][0], s.ed.items["relic"][1]
        give(s, 0, "relic", first.name)
        if with_pair:
            give(s, 0, "relic", second.name)
        put(s, 0, kind(s, "egyptian", 1)[0])
        s.push(Attempt.start(s, 0, 0))
        s.changed()
        play(s, f"spend {first.name.lower().replace(' ', '-')}")
        s.settle()
        assert s.clues[0] == 1 and s.signs == (1 if with_pair else 0)


def test_es_lpicon_05_lost_item_spell_or_ally_and_a_relic_is_an_item() -> None:
    """ES-LPICON-05, AMB-18: Lost Item, Lost Spell, Lost Ally discard one card of that type; a Relic
    counts as an item."""
    s = bare()
    _, code = relic(s, YELLOW)
    s.push(Effects(((0, "lose_item", 1, -1, ()),)))
    s.settle()
    assert code not in s.items[0]
    ally = s.ed.items["ally"][0].name
    give(s, 0, "ally", ally)
    s.push(Effects(((0, "lose_ally", 1, -1, ()),)))
    s.settle()
    assert s.items[0] == ()
    spell = s.ed.items["spell"][0].name
    give(s, 0, "spell", spell)
    s.push(Effects(((0, "lose_spell", 1, -1, ()),)))
    s.settle()
    assert s.items[0] == ()


# ---------------------------------------------------------------- 33-34. masks and Mythos
def test_es_mask_03_the_sand_dweller_at_midnight() -> None:
    """ES-MASK-03: the Sand Dweller's midnight icon: its "At Midnight" effect resolves at midnight."""
    s = bare()
    sand = next(m for m, mon in enumerate(s.ed.monsters) if mon.name == "Sand Dweller")
    assert s.ed.monsters[sand].midnight
    put(s, 0, kind(s, "egyptian", 1)[0])
    t.put_monster(s, sand, 0, -1)
    from tabletome.games.elder_sign.flow import midnight_effects

    assert list(s.ed.monsters[sand].midnight) == midnight_effects(s, 2)


def mythos_table(**options: Any) -> tuple[ESState, int]:
    s = bare(players=2, **options)
    card = next(k for k, m in enumerate(s.ed.mythos) if m.set == "ootp" and any(c.expert for c in m.choices))
    s.mythos_deck.append(card)
    return s, card


def test_es_lpmyth_02_03_the_group_chooses_an_option() -> None:
    """ES-LPMYTH-02, ES-LPMYTH-03, AMB-09: each Mythos card offers two options; one is chosen, even one
    without effect; at midnight the player who took the last turn chooses."""
    s, _card = mythos_table()
    s.last_seat = 1
    s.stack[0].step = 6  # after the turn: not in anyone's turn
    s.push(Effects(((0, "mythos", 1, -1, ()),)))
    s.settle()
    choice = top(s)
    assert isinstance(choice, MythosChoice) and choice.seat == 1
    assert legal_text(s) == ["choose 1", "choose 2"]
    assert len(s.view(1)["mythos"]["choices"]) == 2


def test_es_lpmyth_04_05_the_expert_option_adds_doom_only_in_expert_mode() -> None:
    """ES-LPMYTH-04, ES-LPMYTH-05: with expert_mythos off the Expert option adds nothing more; on, one
    doom token after it; the plain option never does."""
    name = next(r["name"] for r in standard_data()["cards"] if r["kind"] == "mythos" and r.get("set") == "ootp")
    choices = [
        {"text": "Expert: a clue.", "effects": ["clue"], "expert": True},
        {"text": "Nothing.", "effects": [], "expert": False},
    ]
    ed = edited(name, choices=choices, on_draw=[], lock="", terror=[], midnight=[])
    for mode, option, doom in (("off", 1, 0), ("on", 1, 1), ("on", 2, 0)):
        s = bare(edition=ed, expert_mythos=mode)
        s.mythos_deck.append(next(k for k, m in enumerate(s.ed.mythos) if m.name == name))
        s.stack[0].step = 6
        s.push(Effects(((0, "mythos", 1, -1, ()),)))
        s.settle()
        play(s, f"choose {option}")
        assert s.doom == doom and s.clues[0] == (1 if option == 1 else 0)


# ---------------------------------------------------------------- 35. icons
def test_es_lpicon_01_02_healing_and_respite_for_any_investigator() -> None:
    """ES-LPICON-01, ES-LPICON-02: any one investigator regains 1 stamina (or 1 sanity)."""
    s = bare(players=2)
    s.stamina[0] -= 1
    s.stamina[1] -= 1
    s.push(Effects(((0, "heal_stamina", 1, -1, ()),)))
    s.settle()
    play(s, "heal 2")
    assert s.stamina[1] == s.max_stamina[1] and s.stamina[0] == s.max_stamina[0] - 1


def test_es_lpicon_03_expeditious() -> None:
    """ES-LPICON-03: the clock does not advance in this turn's Clock phase."""
    s = bare()
    put(s, 0, kind(s, "egyptian", 1)[0])
    s.where[0] = 0
    s.stack[0].step = CLOCK
    s.push(Effects(((0, "expeditious", 1, -1, ()),)))
    s.settle()
    while not isinstance(top(s), Movement):
        s.apply(s.legal_actions()[0])
    assert s.clock == 0 and not s.expeditious


def test_es_lpicon_04_mon_10_remove_monster_returns_it_to_the_cup() -> None:
    """ES-LPICON-04, ES-MON-10: a monster on an adventure goes back to the cup, no trophy; the group
    picks which."""
    s = bare()
    put(s, 0, kind(s, "egyptian", 1)[0])
    put(s, 1, kind(s, "egyptian", 1)[1])
    a, b = s.cup[0], s.cup[1]
    s.cup = s.cup[2:]
    t.put_monster(s, a, 0, -1)
    t.put_monster(s, b, 1, -1)
    s.push(Effects(((0, "remove_monster", 1, -1, ()),)))
    s.settle()
    assert isinstance(top(s), PickMonster)
    play(s, "remove a2 1")
    assert b in s.cup and s.monsters_at[1] == () and s.monsters_at[0] and s.trophies[0] == ()


def test_es_lpicon_06_lost_elder_sign() -> None:
    """ES-LPICON-06: an Elder Sign comes off the Ancient One; with none, a doom token instead."""
    s = bare()
    s.signs = 2
    s.push(Effects(((0, "lose_elder_sign", 1, -1, ()),)))
    s.settle()
    assert s.signs == 1 and s.doom == 0
    s.signs = 0
    s.push(Effects(((0, "lose_elder_sign", 1, -1, ()),)))
    s.settle()
    assert s.signs == 0 and s.doom == 1


def test_es_lpicon_07_clock() -> None:
    """ES-LPICON-07: the clock advances once."""
    s = bare()
    s.push(Effects(((0, "clock", 1, -1, ()),)))
    s.settle()
    assert s.clock == 3


# ---------------------------------------------------------------- hidden information
def test_a_determinization_keeps_every_back_a_seat_sees() -> None:
    """AMB-22, ES-EGY-03: a determinization deals face-down cards and the deck tops again, among the
    cards with the same back, and keeps the stage decks' cards in their stage."""
    s = lp(players=2, seed=11)
    truth = {p: s.places[p] for p in range(6) if s.down[p]}
    from tabletome.games.elder_sign.pyramid import _back

    changed = 0
    for k in range(30):
        w = s.determinize(0, Rng(k))
        for p, card in truth.items():
            assert _back(w.ed.adventures[w.places[p]]) == _back(s.ed.adventures[card])
            changed += w.places[p] != card
        assert _back(w.ed.adventures[w.cairo_deck[-1]]) == _back(s.ed.adventures[s.cairo_deck[-1]])
        assert sorted(w.cairo_deck + [w.places[p] for p in truth]) == sorted(s.cairo_deck + list(truth.values()))
        assert sorted(w.dashur_deck) == sorted(s.dashur_deck)
    assert changed > 0


def test_the_log_never_names_a_face_down_card() -> None:
    """AMB-22: dealing a card face down, a monster appearing on it and a move onto a face-down
    Hidden Chamber's neighbour never name what a face-down card is, in the log every seat reads."""
    s = bare()
    s.log = []
    t.deal_adventure(s, 3)
    t.deal_adventure(s, 4)
    t.put_monster(s, s.cup[0], 3, -1)
    movement(s)
    play(s, "go a5")
    hidden = s.ed.adventures[s.places[3]].name
    text = " ".join(line for _, line in s.log)
    assert "face-down" in text and hidden not in text
    assert s.ed.adventures[s.places[4]].name in text  # turned face up by the move: now named


# ---------------------------------------------------------------- odds
def test_the_unlock_rolls_chance_matches_its_closed_form() -> None:
    """ES-CHAMB-04, ES-CHAMB-06: one roll of six green dice: Lore at least once is 1 - (5/6)^6;
    two Terror faces at least, 1 - (5/6)^6 - 6 (1/6) (5/6)^5."""
    from fractions import Fraction

    from tabletome.games.elder_sign.dice import STANDARD_FACES, Task, parse_icons
    from tabletome.games.elder_sign.pyramid import unlock_chance

    faces = STANDARD_FACES[GREEN]
    assert unlock_chance(Task(parse_icons("L")), 6, faces) == 1 - Fraction(5, 6) ** 6
    assert (
        unlock_chance(Task(parse_icons("T T")), 6, faces)
        == 1 - Fraction(5, 6) ** 6 - 6 * Fraction(1, 6) * Fraction(5, 6) ** 5
    )
    assert unlock_chance(Task(parse_icons("L")), 0, faces) == 0


def test_the_odds_give_an_unlocks_chance_and_never_a_face_down_cards() -> None:
    """AMB-22: "what are my odds?" names no face-down card's chance (its tasks are not known); an
    unlock move has the chance of its one roll."""
    from tabletome.games.elder_sign.advice import odds

    s, _ = chamber_table("L")
    put(s, 4, kind(s, "egyptian", 1)[0], down=True)
    put(s, 0, kind(s, "egyptian", 1)[1])
    movement(s)
    moves = {m["action"]: m for m in odds(s, 0)["moves"]}
    assert moves["go a5"]["chance"] is None and moves["go a1"]["chance"] is not None
    assert moves["unlock a4"]["exact"] == "31031/46656"
    play(s, "unlock a4")  # the unlock roll itself: its roll has the same chance
    moves = {m["action"]: m for m in odds(s, 0)["moves"]}
    assert moves["roll"]["exact"] == "31031/46656" and moves["give-up"]["chance"] is None


# ---------------------------------------------------------------- issue 30
def devoured_in_resolution(**options: Any) -> ESState:
    """Player 1's investigator devoured by a loss of sanity in their Resolution phase, on a card."""
    s = bare(players=2, **options)
    put(s, 0, kind(s, "egyptian", 1)[0])
    s.active = 0
    s.where[0] = 0
    s.sanity[0] = 1
    s.stack[0].step = CLOCK  # the Resolution phase is under way
    s.push(Effects(((0, "sanity", 1, 0, ()),)))
    s.changed()
    s.settle()
    return s


def test_es_turn_11_amb_21_a_replacement_on_the_entrance_waits_for_the_next_turn() -> None:
    """ES-TURN-11 ("the rest of the turn is skipped, except the Clock-phase advance"), AMB-21 (the
    new investigator first acts on the player's next turn): the replacement, standing on the
    entrance, is offered neither its options nor the flip in the devoured one's turn."""
    s = devoured_in_resolution()
    assert s.doom == 1 and s.team[0] >= 0 and s.where[0] == ENTRANCE  # the replacement
    assert not any(isinstance(f, (PyramidEntrance, ClockPhase)) for f in s.stack)
    assert s.clock == 3 and s.active == 1  # the clock advanced; the next player's turn


def test_es_turn_11_version_1_gave_the_replacement_the_clock_phase() -> None:
    s = devoured_in_resolution(devoured_turn="clock_phase")
    assert isinstance(s.stack[-1], PyramidEntrance) and s.stack[-1].inv == 0


def pete_onto_sudden_storm(**options: Any) -> ESState:
    """ "Ashcan" Pete, 1 stamina left, moves onto Sudden Storm (face up; Entry: lose 1 stamina)."""
    s = table(lp(**options), (), ['"Ashcan" Pete'])
    s.side = 0
    put(s, 0, card_named(s, "Sudden Storm"))
    s.stamina[0] = 1
    movement(s)
    play(s, "go a1")
    return s


def test_es_egy_07_an_entry_cost_that_would_devour_is_ignored() -> None:
    """ES-EGY-07: "If they cannot pay the Entry cost, they ignore the effect": a loss that would
    bring the investigator to 0 cannot be paid (as a task's cost, ES-ADV-14)."""
    s = pete_onto_sudden_storm()
    assert s.stamina[0] == 1 and s.doom == 0 and s.where[0] == 0 and isinstance(top(s), Attempt)


def test_es_egy_07_a_payable_entry_cost_is_paid_and_of_a_split_one_the_payable_side() -> None:
    name = first_egyptian()
    s = bare(edition=edited(name, entry=["trophy 1 | stamina 1"], back=[]))
    put(s, 0, card_named(s, name))
    stamina = s.stamina[0]
    movement(s)
    play(s, "go a1")  # no trophy: the stamina side only, and it can be paid
    assert s.stamina[0] == stamina - 1 and isinstance(top(s), Attempt)
    s = bare(edition=edited(name, entry=["trophy 1 | stamina 1"], back=[]))
    put(s, 0, card_named(s, name))
    s.stamina[0] = 1
    movement(s)
    play(s, "go a1")  # neither side can be paid: ignored
    assert s.stamina[0] == 1 and s.doom == 0 and isinstance(top(s), Attempt)


def test_es_egy_07_version_1_paid_it() -> None:
    s = pete_onto_sudden_storm(entry_cost="paid")
    assert s.doom == 1 and s.team[0] != next(k for k, i in enumerate(s.ed.investigators) if i.name == '"Ashcan" Pete')


def test_amb_14_a_spent_dashur_trophy_goes_under_the_dashur_deck() -> None:
    """AMB-14: a Stage II trophy spent while Cairo is up goes to the bottom of the Stage II deck."""
    s = bare()
    card = kind(s, "egyptian", 2)[0]
    trophies(s, 0, card)
    t.pay_trophies(s, 0, 1)
    assert s.dashur_deck[0] == card and card not in s.cairo_deck


def test_a_determinization_keeps_the_cards_seen_put_under_a_deck() -> None:
    """AMB-14, ES-DEV-02, AMB-22: a spent Stage II trophy and a devoured investigator's cards go
    under their decks in every seat's sight; a determinization shuffles the rest of each deck and
    keeps them there, in their order."""
    s = bare(players=2)
    stage2 = kind(s, "egyptian", 2)[:2]
    trophies(s, 0, *stage2)
    t.pay_trophies(s, 0, t.trophy_total(s, 0))
    commons = list(s.commons[-2:])
    for code in commons:
        s.commons.remove(code)
    s.items[1] = tuple(commons)
    s.sanity[1] = 1
    s.push(Effects(((1, "sanity", 1, -1, ()),)))
    s.changed()
    s.settle()
    assert set(s.dashur_deck[:2]) == set(stage2) and s.commons[:2] == commons[::-1]
    for seed in range(8):
        world = s.determinize(0, Rng(seed))
        assert world.dashur_deck[:2] == s.dashur_deck[:2] and world.commons[:2] == s.commons[:2]
        assert sorted(world.dashur_deck) == sorted(s.dashur_deck) and sorted(world.commons) == sorted(s.commons)
