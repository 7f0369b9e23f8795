"""The V:TES table drawn for one seat: the terminal board, the SVG table, moves in words, the
glossary and the goals, all read from a view alone (VT-SETUP-12: another Methuselah's hand and
face-down vampires stay hidden)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache
from types import SimpleNamespace

from rich.console import Console

from tabletome.engine import Rng, reference
from tabletome.games.vtes import GAME, Decklist, load_cards, render
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.phases import InfluencePhase
from tabletome.games.vtes.preconstructed import precons
from tabletome.games.vtes.reference import card_facts, card_key, card_words, glossary, goals

from ..reference_checks import check_picture, check_words, goals_text
from .scenario import attach, do, goto, hand, legal, pass_until, ready, table, torpor, uncontrolled

SVG = "{http://www.w3.org/2000/svg}"
NAMED = {"bleed", "hunt", "leave", "anarch", "block", "rescue", "diablerize", "equip", "bring", "return", "transfer"}


@dataclass(frozen=True)
class Sample:
    """A position of a real game: every seat's view, the spectator's, the hidden hands, the moves."""

    views: tuple[dict, ...]  # seat 0..n-1, then the spectator
    hands: tuple[tuple[str, ...], ...]
    legal: tuple[str, ...]
    to_move: int | None


@cache
def samples() -> tuple[Sample, ...]:
    """Random games of 2 to 6 Methuselahs, a position every 100 moves, the first influence phase
    (its transfers) and the end."""
    out = []
    for players, seed in ((2, 1), (3, 2), (4, 3), (5, 4), (6, 5)):
        s = GAME.new_state({"players": str(players), "rules": "assisted"}, seed=seed)
        rng = Rng(seed + 1000)
        influence = False
        for step in range(2400):
            done = s.to_move is None
            first = not influence and not done and isinstance(s.stack[-1], InfluencePhase)
            influence = influence or first
            if step % 100 == 50 or done or first:
                views = tuple(s.view(t) for t in range(players)) + (s.public_view(),)
                hands = tuple(tuple(facts(c).name for c in s.hand[t]) for t in range(players))
                moves = tuple(str(a) for a in s.legal_actions()) if not done else ()
                out.append(Sample(views, hands, moves, s.to_move))
            if done:
                break
            legal_now = s.legal_actions()
            s.apply(legal_now[rng.below(len(legal_now))])
    return tuple(out)


def screen(view: dict, width: int = 100) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(render.terminal(view))
    return console.export_text()


def flat(shown: str) -> str:
    """Terminal text with its panel borders and line breaks gone (a sentence may wrap)."""
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", shown).split())


def svg_words(picture: str) -> str:
    """Everything an SVG says, hover titles included."""
    return " ".join(ET.fromstring(picture).itertext())


@cache
def keys() -> frozenset[str]:
    return frozenset(e.key for e in glossary())


def minions(view: dict) -> list[dict]:
    return [m for seat in view["methuselahs"] for m in seat["ready"] + seat["torpor"]]


# ---------------------------------------------------------------- every view renders
def test_terminal_and_svg_render_real_views_of_2_to_6_methuselahs() -> None:
    seen_players = set()
    for sample in samples():
        seen_players.add(len(sample.hands))
        for view in (sample.views[0], sample.views[-2], sample.views[-1]):
            shown = screen(view)
            assert all(len(line) <= 100 for line in shown.splitlines())
            assert "…" not in shown, "nothing is cut short"
            picture = render.svg(view)
            check_picture(GAME, view, set(keys()))  # well-formed, width 100%, data-refs are glossary keys
            words = svg_words(picture)
            for seat in view["methuselahs"]:
                assert seat["name"] in shown and seat["name"] in words
                assert f"pool {seat['pool']}" in shown and f"pool {seat['pool']}" in words
            for m in minions(view):
                assert m["card"] in shown and m["card"] in words
                if m["kind"] == "vampire":
                    assert f"blood {m['blood']}/{m['capacity']}" in shown
                    assert f"{m['blood']}/{m['capacity']}" in words
            reference.goals(GAME, view)
    assert seen_players == {2, 3, 4, 5, 6}
    ends = [s for s in samples() if s.to_move is None]
    assert ends and all("Game over" in screen(s.views[-1]) for s in ends)


def test_terminal_fits_160_columns_too() -> None:
    for sample in samples()[::4]:
        shown = screen(sample.views[0], 160)
        assert all(len(line) <= 160 for line in shown.splitlines()) and "…" not in shown


def test_vt_setup_12_another_seats_hand_is_never_named() -> None:
    """No card of another seat's hand appears in a seat's terminal or SVG unless the view shows it
    (an open hand, cards shown to that seat, a copy in play or in an ash heap...)."""
    checked = 0
    for sample in samples():
        for viewer_, view in enumerate(sample.views):
            public = json.dumps(view, ensure_ascii=False)
            own = {n for m in view["methuselahs"] if isinstance(m.get("hand"), list) for n in m["hand"]}
            texts = " ".join(  # the texts of the cards the view names, its own hand's included
                card_words(f) for n in set(re.findall(r'"card": "([^"]+)"', public)) | own if (f := card_facts(n))
            )
            drawn = screen(view, 160) + " " + svg_words(render.svg(view))
            for owner, cards in enumerate(sample.hands):
                if owner == viewer_:
                    continue
                for name in set(cards):
                    if name in public or name in texts:
                        continue
                    checked += 1
                    assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", drawn), (name, owner, viewer_)
    assert checked > 100


def test_own_hand_and_face_down_vampires_are_shown_to_their_seat_only() -> None:
    s = table(4)
    hand(s, 0, "Govern the Unaligned", "Bonding")
    hand(s, 1, "Deflection")
    uncontrolled(s, 0, "Nassir (G6)", 2)
    uncontrolled(s, 1, "Theo Bell (G6)", 3)
    mine, theirs, public = s.view(0), s.view(1), s.public_view()
    assert "Govern the Unaligned" in screen(mine) and "Nassir (G6)" in svg_words(render.svg(mine))
    for view in (theirs, public):
        assert "Govern the Unaligned" not in screen(view) and "Nassir (G6)" not in screen(view)
        assert "Nassir (G6)" not in svg_words(render.svg(view))
        assert "face down" in screen(view) and "a face-down vampire" in svg_words(render.svg(view)).lower()
    assert "Theo Bell (G6)" in screen(theirs) and "Deflection" in svg_words(render.svg(theirs))
    assert "2 cards" in screen(theirs)  # another seat's hand: a count


# ---------------------------------------------------------------- what a seat shows
def test_a_minion_shows_id_blood_lock_clan_title_disciplines_and_cards_on_it() -> None:
    s = table(4)
    lloyd = ready(s, 0, "Lloyd Brooks (G6)", blood=4, locked=True)
    vessel = attach(s, lloyd, "Vessel", counters=2)
    sleeper = torpor(s, 1, "Ayelech (G6)", blood=1)
    s.edge = 2
    view = s.view(3)
    shown = screen(view)
    line = next(x for x in shown.splitlines() if "Lloyd Brooks (G6)" in x)
    assert f"#{lloyd}" in line and "blood 4/6" in line and "LOCKED" in line
    assert "Tremere" in line and "Primogen" in line and "aus DOM pot THA" in line
    assert f"on it: Vessel [#{vessel}] (2 counters)" in shown
    assert f"#{sleeper} Ayelech (G6)" in shown.split("Torpor:")[2]
    assert "Methuselah 3" in shown.split("the Edge:")[1] and "holds the Edge" in shown
    root = ET.fromstring(render.svg(view))
    cards = {g.get("data-ref"): g for g in root.iter(SVG + "g") if g.get("class") == "card"}
    box = cards[card_key("Lloyd Brooks (G6)")]
    title = box.find(SVG + "title").text
    assert "locked" in title and "capacity 6" in title and "Tremere" in title and "Primogen" in title
    assert "LOCKED" in " ".join(box.itertext()) and "4/6" in " ".join(box.itertext())
    vessel_box = cards[card_key("Vessel")]
    assert "2 counters" in " ".join(vessel_box.itertext())
    assert facts(load_cards().named("Vessel").id).text.split("\n")[0][:30] in vessel_box.find(SVG + "title").text
    assert any(g.get("data-ref") == "term:edge" for g in root.iter(SVG + "g"))


def test_ash_heap_shows_the_latest_and_the_whole_heap() -> None:
    s = table(4)
    db = load_cards()
    s.ash[1] = [
        db.named(n).id for n in ("Bonding", "Bonding", "Deflection", "Govern the Unaligned", "Vessel", "Conditioning")
    ]
    view = s.view(0)
    shown = flat(screen(view))
    assert "Ash heap (6): latest Conditioning, Vessel, Govern the Unaligned, Deflection" in shown
    assert "all: Bonding x2, Conditioning, Deflection, Govern the Unaligned, Vessel" in shown
    root = ET.fromstring(render.svg(view))
    for layout in ("tt-wide", "tt-narrow"):  # a desktop's and a phone's: each draws the heap once
        drawn = next(g for g in root.iter(SVG + "g") if g.get("class") == layout)
        ash = [g for g in drawn.iter(SVG + "g") if g.get("class") == "ash"]
        assert len(ash) == 1 and "Bonding x2" in ash[0].find(SVG + "title").text


def test_the_course_of_an_action_in_the_rulebooks_words() -> None:
    """VT-BLK-06, VT-BLK-07, VT-STL-01, VT-RES-03: state A, a block attempt (stealth against
    intercept), the block and the combat, told in the moment panel."""
    s = table(4)
    lloyd = ready(s, 0, "Lloyd Brooks (G6)")
    ayelech = ready(s, 1, "Ayelech (G6)")
    hand(s, 0, "Bonding")
    hand(s, 1, "Bonding")  # a card in hand: each combatant's Methuselah is asked in combat
    goto(s, "minion")
    assert "Lloyd Brooks (G6) bleeds your prey Methuselah 2 (30 pool) for 1" in render.describe_action(
        s.view(0), f"bleed {lloyd}"
    )
    do(s, f"bleed {lloyd}", "pass")
    view = s.view(1)
    now = " ".join(line for _, line in render.moment(view))
    assert "a bleed directed at Methuselah 2" in now and "bleed amount 1" in now
    assert "State A" in now and "Methuselah 2 may block or decline to block" in now
    assert render.describe_action(view, "pass") == "decline to block and pass"
    block = render.describe_action(view, f"block {ayelech}")
    assert block.startswith("Ayelech (G6) attempts to block Lloyd Brooks (G6)")
    assert "A bleed for 1 is directed at you now" in " ".join(goals(view)["lose"])
    do(s, f"block {ayelech}")
    now = " ".join(line for _, line in render.moment(s.view(0)))
    assert "State B: Ayelech (G6) (Methuselah 2) attempts to block, 0 stealth against 0 intercept" in now
    pass_until(s, lambda st: any("combat" in d for d in st.view(0)["decisions"]))
    now = " ".join(line for _, line in render.moment(s.view(2)))
    assert "Ayelech (G6) (Methuselah 2) blocked: combat." in now
    assert "Combat, round 1 at close range: Lloyd Brooks (G6) (Methuselah 1) (strength 1) against" in now
    assert "before range is determined" in now and "VT-" not in now
    assert "Combat, round 1" in screen(s.view(2)) and "Combat, round 1" in svg_words(render.svg(s.view(2)))


def test_a_referendum_is_polled_with_its_votes() -> None:
    """VT-REF-02, VT-VOTE-04, VT-VOTE-06: the terms, the tally and each cast."""
    s = table(4)
    ready(s, 0, "Alexander Silverson (G6)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: any(x.startswith("target") for x in legal(st)))
    assert render.describe_action(s.view(0), "target p3=1+p4=3").endswith("Methuselah 3 1, Methuselah 4 3")
    do(s, "target p3=1+p4=3")
    pass_until(s, lambda st: any(x.startswith("vote") for x in legal(st)))
    view = s.view(0)
    uid = view["methuselahs"][0]["ready"][0]["id"]
    assert render.describe_action(view, f"vote {uid} for") == (
        "cast the votes of Alexander Silverson (G6) for Kine Resources Contested"
    )
    assert "political action card's vote against" in render.describe_action(view, "vote card against")
    do(s, f"vote {uid} for")
    now = " ".join(line for _, line in render.moment(s.view(2)))
    assert (
        "Referendum on Kine Resources Contested (Methuselah 3 1, Methuselah 4 3), called by Methuselah 1: polling"
        in now
    )
    assert "2 votes for, 0 against" in now and "Cast: Methuselah 1, Alexander Silverson (G6): 2 votes for" in now


# ---------------------------------------------------------------- moves in words
def test_every_move_offered_has_words_naming_its_minion_or_card() -> None:
    verbs = set()
    for sample in samples():
        if sample.to_move is None:
            continue
        view = sample.views[sample.to_move]
        for move in sample.legal:
            words = render.describe_action(view, move)
            verb, *args = move.split()
            verbs.add(verb)
            assert words and "card #" not in words, move
            if verb in NAMED:
                uid = int(args[0])
                name = next(
                    (
                        r["card"]
                        for seat in view["methuselahs"]
                        for k in ("ready", "torpor", "uncontrolled")
                        for r in seat[k]
                        if r["id"] == uid
                    ),
                    None,
                )
                assert name and name in words, (move, words)
            if verb == "play":
                assert any(n in words for n in view["methuselahs"][sample.to_move]["hand"] if isinstance(n, str)), (
                    move,
                    words,
                )
    assert {"bleed", "hunt", "play", "pass", "end", "transfer"} <= verbs


def test_unknown_and_odd_moves_still_get_words() -> None:
    view = samples()[1].views[0]
    assert render.describe_action(view, "frobnicate p2 none") == "frobnicate Methuselah 2 none"
    assert render.describe_action(view, "bleed") == "bleed"
    assert render.describe_action(view, "") == ""
    assert render.describe_action({}, "hunt 99") == "card #99 hunts (+1 stealth) to gain blood"


def test_moves_of_the_influence_phase_and_a_face_down_vampire() -> None:
    s = table(4)
    mine = uncontrolled(s, 0, "Nassir (G6)", 1)
    theirs = uncontrolled(s, 1, "Theo Bell (G6)", 1)
    goto(s, "influence")
    view = s.view(0)
    assert render.describe_action(view, f"transfer {mine} 2") == (
        "move 2 pool onto Nassir (G6) (2 transfers; it will have 3 of 4 blood)"
    )
    assert render.describe_action(view, "crypt").startswith("move the top card of your crypt")
    assert render.describe_action(view, f"choose {theirs}") == "choose a face-down vampire (Methuselah 2)"
    assert render.describe_action(view, "end") == "end your influence phase"


# ---------------------------------------------------------------- the glossary
def test_glossary_has_every_precon_card_with_its_text() -> None:
    entries = {e.key: e for e in glossary()}
    for p in precons():
        for card, _n in p.deck.entries:
            f = facts(card.id)
            entry = entries[card_key(f.name)]
            assert entry.name == f.name
            assert f.text.split("\n")[0][:40] in entry.text.replace(" / ", "\n")
            if f.crypt:
                assert f"capacity {f.capacity}" in entry.text and entry.kind == "vampire"
            else:
                assert " / ".join(f.types) in entry.text
    gtu = entries["card:govern-the-unaligned"]
    assert "Cost: 1 blood" in gtu.text and "Requires [dom] Dominate" in gtu.text and "VT-CARD-46" in gtu.clauses
    sully = entries["card:sully-g6"]
    assert "Disciplines: aus dom obf" in sully.text and "Malkavian" in sully.text


def test_glossary_terms_and_clauses_are_sound() -> None:
    by_kind = check_words(GAME)
    terms = {e.key for e in by_kind["term"]}
    for word in ("edge", "pool", "blood", "stealth", "intercept", "bleed", "hunt", "torpor", "diablerie"):
        assert f"term:{word}" in terms
    for word in ("referendum", "prey", "predator", "oust", "victory-point", "block", "combat"):
        assert f"term:{word}" in terms
    edge = next(e for e in by_kind["term"] if e.key == "term:edge")
    assert "VT-EDGE-04" in edge.clauses


def test_glossary_never_lists_a_private_decks_cards() -> None:
    """VT-SETUP-08: an uploaded deck is hidden from the others, and the glossary is the same for every
    seat; its cards still show their full text on hover (their <title>), without a glossary link."""
    db = load_cards()
    extra = ("Dramatic Upheaval", "Anson (G1)")
    deck = Decklist.of([(db.named("Anson (G1)"), 12), (db.named("Dramatic Upheaval"), 60)])
    found = {e.key for e in glossary(SimpleNamespace(decks={0: deck}))}
    assert not {card_key(n) for n in extra} & found and keys() <= found
    s = table(2)
    ready(s, 0, "Anson (G1)")
    picture = render.svg(s.view(1))
    assert "Anson" in picture and f'data-ref="{card_key("Anson (G1)")}"' not in picture


# ---------------------------------------------------------------- goals
def test_goals_give_the_live_numbers() -> None:
    s = table(4)
    s.pool = [17, 9, 30, 22]
    s.vp = [1.0, 0.0, 0.5, 0.0]
    s.edge = 0
    ready(s, 3, "Ayelech (G6)")
    found = goals(s.view(0))
    text = goals_text(GAME, s.view(0))
    assert "You have 1 victory point. Methuselah 1 leads with 1 victory point." in text
    assert "Your prey Methuselah 2 has 9 pool" in text and "You hold the Edge" in text
    assert "You have 17 pool: at 0 you are ousted" in " ".join(found["lose"])
    assert "Your predator Methuselah 4 has 1 ready minion (1 unlocked)" in " ".join(found["lose"])
    assert "Methuselah 1 holds the Edge" in goals_text(GAME, s.view(1))
    spectator = goals_text(GAME, s.public_view())
    assert (
        "lowest now: Methuselah 2 with 9 pool" in spectator and "Methuselah 3: 30 pool, 0.5 victory points" in spectator
    )


def test_goals_read_real_views_and_the_end() -> None:
    for sample in samples():
        for view in sample.views:
            goals_text(GAME, view)
    end = next(s for s in samples() if s.to_move is None)
    assert goals(end.views[0])["win"][0].startswith("The game is over")


# ---------------------------------------------------------------- speed
def test_a_view_renders_without_looking_a_card_up_again() -> None:
    """What keeps a board quick to draw (its speed is measured by the benchmark, not asserted here):
    each card name is looked up in the card database once, then read from ``card_facts``'s cache, so
    drawing every sample view a second time looks up no card at all."""
    views = [s.views[0] for s in samples()]
    for view in views:
        render.svg(view)
        render.terminal(view)
    before = card_facts.cache_info()
    for view in views:
        render.svg(view)
        render.terminal(view)
    after = card_facts.cache_info()
    assert after.misses == before.misses, "a card was looked up again"
    assert after.hits - before.hits > 10 * len(views)  # the cards of every view are read through it


def test_a_spectator_sees_counts_of_every_hand() -> None:
    for sample in samples()[:4]:
        view = sample.views[-1]
        shown = screen(view)
        assert "(you)" not in shown and "seen by a spectator" in shown
        for seat in view["methuselahs"]:
            if isinstance(seat["hand"], int):
                assert f"{seat['hand']} card" in shown
