"""Hidden information at the V:TES table (VT-SETUP-12): the log names a face-down vampire only to
the Methuselah who may look at it; a determinization takes every attribute of a face-down vampire
from the card dealt into its place and works for decks of any clan; a deck is its seat's own
unless a table option names it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from tabletome.agents.ismcts import ISMCTSAgent
from tabletome.engine.agent import Agent, decide
from tabletome.engine.errors import OptionError
from tabletome.engine.rng import Rng
from tabletome.games.vtes import Decklist, load_cards, prior
from tabletome.games.vtes.cards import group_of
from tabletome.games.vtes.game import VTES, precon_names
from tabletome.games.vtes.heuristic import VTESHeuristic
from tabletome.games.vtes.hidden import UNKNOWN_DECK
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.preconstructed import precon
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import clan_of
from tests.games.vtes.scenario import do, goto, in_play, table, uncontrolled

GAME = VTES()
NAMES = precon_names()


# ------------------------------------------------------------------ the log (issue 29, 1)
@pytest.mark.parametrize(
    ("location", "vampire"),
    [
        ("Arcane Library", "Claus Wegener (G5)"),
        ("Art Museum", "Colin Flynn (G1)"),
        ("Ecoterrorists", "Anastasia Grey (G1)"),
        ("Powerbase: Montreal", "Colin Flynn (G1)"),
    ],
)
def test_vt_setup_12_a_face_down_vampire_given_blood_is_named_in_the_log_to_its_owner_only(
    location: str, vampire: str
) -> None:
    """VT-SETUP-12: the others (and a spectator) read the vampire's number, as their view shows it;
    its owner reads its name."""
    s = table()
    v = uncontrolled(s, 0, vampire, blood=1)
    loc = in_play(s, 0, location)
    goto(s, "influence")
    start = len(s.log or [])
    do(s, f"use {loc} 1")
    assert s.minions[v].blood == 2
    for reader in (1, 2, 3, -1):
        lines = s.log_for(reader, start)
        assert f"Face-down vampire #{v} gets 1 blood." in lines
        assert not any(vampire in line for line in lines)
    assert f"{vampire} gets 1 blood." in s.log_for(0, start)


def test_vt_setup_12_a_face_down_vampire_is_named_once_face_up() -> None:
    """A line written once the vampire is face up names it to everyone: only face-down is hidden."""
    s = table()
    v = uncontrolled(s, 0, "Colin Flynn (G1)", blood=4)
    goto(s, "influence")
    start = len(s.log or [])
    do(s, f"bring {v}")
    assert v in s.ready[0]
    assert any("Colin Flynn (G1)" in line for line in s.log_for(1, start))


def strings(value: Any) -> Iterator[str]:
    """Every text a view holds."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from strings(item)


def face_down_to(s: VTESState, reader: int) -> dict[int, str]:
    """The face-down vampires ``reader`` may not look at (a spectator: all of them), by uid."""
    return {uid: s.name(uid) for t in range(s.players) if t != reader for uid in s.uncontrolled[t]}


def shown_to(s: VTESState, reader: int) -> set[str]:
    view = s.public_view() if reader < 0 else s.view(reader)
    return set(strings(view))


class Eager:
    """A fair player that plays a card or uses an ability, at random among those it may, at every
    other decision where it can (the scripted player decides the rest): it drives card effects, and
    their log lines, far more often than a careful player would."""

    name = "eager"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.script = VTESHeuristic(seed)

    def act(self, state: Any, seat: int) -> Any:
        eager = [a for a in state.legal_actions() if a.verb in ("use", "play")]
        if eager and self.rng.below(2) == 0:
            return eager[self.rng.below(len(eager))]
        return self.script.act(state, seat)


def leaks_of_a_game(seed: int, decisions: int) -> list[tuple[int, str, str]]:
    """A five-player game of eager players with the log on: after every move, each reader's new
    lines (``log_for``) are searched for the name of every vampire that was face down to that reader
    before and after the move and whose name nothing the reader sees shows (another copy face up, an
    ash heap...)."""
    opts = {"players": "5", **{f"deck_{k + 1}": NAMES[(seed * 5 + k) % len(NAMES)] for k in range(5)}}
    s = GAME.new_state(opts, seed)
    s.enable_log()
    agents: list[Agent] = [Eager(seed * 10 + k) for k in range(5)]
    readers = (-1, *range(5))
    found: list[tuple[int, str, str]] = []
    for _ in range(decisions):
        if s.to_move is None:
            break
        before = {r: face_down_to(s, r) for r in readers}
        start = len(s.log or [])
        s.apply(decide(agents[s.to_move], s, s.to_move))
        for r in readers:
            now = face_down_to(s, r)
            hidden = {name for uid, name in before[r].items() if uid in now}
            lines = [line for line in s.log_for(r, start) if any(name in line for name in hidden)]
            if lines:
                shown = " ".join(shown_to(s, r))
                found += [(r, line, n) for line in lines for n in hidden if n in line and n not in shown]
    return found


def test_vt_setup_12_no_log_line_of_any_card_names_a_vampire_face_down_to_its_reader() -> None:
    """A probe over every implemented card the fourteen precons hold: seven five-player games (each
    precon at two or three seats) of eager players; every line each seat and a spectator may read is
    checked against the vampires face down to it when the line was written. (Before the fix, three
    of the seven games named a face-down vampire: Arcane Library, Art Museum, Wasserschloss Anif.)"""
    leaks = [leak for seed in range(7) for leak in leaks_of_a_game(seed, 1500)]
    assert not leaks, leaks[:5]


# ------------------------------------------------------------------ determinization (issue 29, 2)
def titled_table(seed: int) -> VTESState:
    """Decks rich in titled vampires (princes, primogen, barons...), a few turns in."""
    s = GAME.new_state(
        {"players": "4", "deck_1": "Ventrue", "deck_2": "Brujah", "deck_3": "Tremere", "deck_4": "Lasombra"}, seed
    )
    rng = Rng(seed)
    for _ in range(300):
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


def test_vt_setup_12_a_determinized_face_down_vampire_has_its_dealt_cards_sect_and_title() -> None:
    """Every face-down vampire of a world has the sect, title, clan and capacity printed on the card
    dealt into its place, over many worlds of every seat."""
    checked = 0
    for seed in (1, 2, 3):
        s = titled_table(seed)
        for seat in range(s.players):
            for k in range(25):
                world = s.determinize(seat, Rng(seed * 1000 + seat * 100 + k))
                for t in range(s.players):
                    for uid in world.uncontrolled[t]:
                        m, f = world.minions[uid], facts(world.minions[uid].card)
                        assert (m.sect, m.title) == (f.sect, f.title), (seat, t, f.name, m.title)
                        assert clan_of(m) == (f.clans[0] if f.clans else None)
                        checked += 1
    assert checked > 1000


def hide_again(s: VTESState, seat: int, rng: Rng) -> VTESState:
    """Another truth ``seat`` cannot tell from ``s``: every other Methuselah's face-down vampires
    exchanged with cards of their crypt (each dealt as a new minion would be: with its own title)."""
    other = s.clone()
    for t in range(s.players):
        if t == seat:
            continue
        for uid in other.uncontrolled[t]:
            if other.crypt[t]:
                j = rng.below(len(other.crypt[t]))
                m = other.minions[uid]
                other.crypt[t][j], card = m.card, other.crypt[t][j]
                f = facts(card)
                other.minions[uid] = m._replace(card=card, sect=f.sect, title=f.title)
    other.changed()
    return other


def test_vt_setup_12_a_determinization_never_tells_which_face_down_vampires_hold_titles() -> None:
    """Two truths a seat cannot tell apart (the same view) give the same worlds from the same seed:
    a world carries nothing of the true face-down cards, their titles included."""
    compared = 0
    for seed in (1, 2, 3):
        s = titled_table(seed)
        for seat in range(s.players):
            other = hide_again(s, seat, Rng(seed + seat))
            assert other.view(seat) == s.view(seat)
            for k in range(10):
                a = s.determinize(seat, Rng(k))
                b = other.determinize(seat, Rng(k))
                assert a.minions == b.minions and a.crypt == b.crypt and a.hand == b.hand
                compared += 1
    assert compared == 120


# ------------------------------------------------------------------ brought decks of any clan (issue 29, 3)
GIOVANNI_CRYPT = (
    ("Almodo Giovanni (G4)", 1),
    ("Cristobal Ghiberti (G4)", 2),
    ("Nunzio Giovanni (G4)", 2),
    ("Primo Giovanni (G4)", 1),
    ("Raphaela Giovanni (G4)", 1),
    ("Eric Milliner (G5)", 2),
    ("Kay Polerno (G5)", 1),
    ("Stephen Milliner (G5)", 2),
)


def giovanni_deck() -> str:
    """A legal deck of Giovanni, a clan no precon has, with the Hecata precon's library."""
    lines = [f"{k}x {name}" for name, k in GIOVANNI_CRYPT]
    lines += [f"{k}x {c.name}" for c, k in precon("Hecata").library]
    return "\n".join(lines)


def test_the_prior_of_a_private_deck_is_the_archive_by_clan_and_group() -> None:
    """Issue 37: a shown clan draws the crypts and libraries of the archived decks built around it
    (most of its crypt copies of that clan); the shown groups keep the crypt to two consecutive
    groups around them (VT-DECK-07); a clan no archived deck is built around draws every vampire of
    that clan in the card database."""
    assert prior.source()["decks"] >= 1000 and prior.source()["since"] == "2020-01-01"
    cards = load_cards()
    gangrel = prior.crypt(frozenset({"Gangrel"}), frozenset())
    ends = (0, *gangrel.ends)
    copies = {c: ends[i + 1] - ends[i] for i, c in enumerate(gangrel.cards)}
    of_clan = sum(n for c, n in copies.items() if facts(c).clans[:1] == ("Gangrel",))
    assert of_clan > sum(copies.values()) / 2
    narrowed = prior.crypt(frozenset({"Gangrel"}), frozenset({2}))
    assert narrowed.cards and all(prior._fits(c, frozenset({2})) for c in narrowed.cards)
    assert {group_of(cards[c]) for c in narrowed.cards} - {None} <= {1, 2, 3}
    assert set(narrowed.cards) < set(gangrel.cards)
    rare = next(clan for clan in ("Ishtarri", "Gargoyle", "Nagaraja") if clan not in prior._clans())
    assert set(prior.crypt(frozenset({rare}), frozenset()).cards) == set(prior.crypt_of_clan(rare))
    library = prior.library(frozenset({"Gangrel"}))
    assert library.cards and not any(facts(c).crypt for c in library.cards)
    assert prior.library(frozenset({"Gangrel"})) != prior.library(frozenset({"Tremere"}))
    assert prior.library(frozenset()) == prior.library(frozenset({rare}))  # nothing known: the whole archive


def test_a_prior_draw_follows_the_copies() -> None:
    w = prior.Weighted.of({7: 1, 9: 3})
    rng = Rng(4)
    drawn = Counter(w.sample(rng, 4000))
    assert set(drawn) == {7, 9} and 2700 < drawn[9] < 3300


def test_a_world_never_reads_a_private_decklist() -> None:
    """Two Methuselahs bring Giovanni decks that differ in their library alone: at the table they look
    the same to the others, and the same generator gives those others the same worlds, drawn from
    the prior, whichever deck is the truth (hidden information: a search player cannot tell them)."""
    other = [f"{k}x {c.name}" for c, k in precon("Tremere").library]
    other_deck = "\n".join([*(f"{k}x {name}" for name, k in GIOVANNI_CRYPT), *other])
    opts = {"players": "4", "rules": "assisted", "deck_2": "Tremere", "deck_3": "Ventrue", "deck_4": "Brujah"}
    tables = []
    for deck in (giovanni_deck(), other_deck):
        edition = GAME.edition_with_inputs(GAME.default_edition(), {0: {"deck": deck}})
        tables.append(GAME.new_state(opts, 5, edition))
    a, b = tables
    assert sorted(a.library[0] + a.hand[0]) != sorted(b.library[0] + b.hand[0])
    for seat in (1, 2, 3):
        assert a.view(seat) == b.view(seat)
        for k in range(5):
            wa, wb = a.determinize(seat, Rng(k)), b.determinize(seat, Rng(k))
            assert (wa.hand[0], wa.library[0], wa.crypt[0]) == (wb.hand[0], wb.library[0], wb.crypt[0])
            assert wa.decks[0] == wb.decks[0] == UNKNOWN_DECK


def test_scripted_and_search_players_play_a_brought_deck_of_a_clan_no_precon_has() -> None:
    """Enforced rules, a Giovanni deck brought to seat 1: once a Giovanni is shown, every seat's
    determinization still works (scripted players at every seat, then a search player's decisions)."""
    edition = GAME.edition_with_inputs(GAME.default_edition(), {0: {"deck": giovanni_deck()}})
    opts = {"players": "4", "rules": "enforced", "deck_2": "Tremere", "deck_3": "Ventrue", "deck_4": "Brujah"}
    s = GAME.new_state(opts, 5, edition)
    assert s.public_decks == (False, True, True, True)
    agents: list[Agent] = [VTESHeuristic(k) for k in range(4)]
    rng = Rng(9)
    shown = 0
    for _ in range(2500):
        if s.to_move is None:
            break
        if any(clan_of(s.minions[u]) == "Giovanni" for u in s.ready[0] + s.torpor[0]):
            shown += 1
            for seat in range(1, 4):
                s.determinize(seat, rng)
        s.apply(decide(agents[s.to_move], s, s.to_move))
    assert shown > 100
    search = ISMCTSAgent(GAME, seed=3, iterations=12, depth=4)
    for _ in range(6):
        if s.to_move is None:
            break
        agent = search if s.to_move != 0 else agents[0]
        s.apply(decide(agent, s, s.to_move))


# ------------------------------------------------------------------ a deck is private (issue 29, 4)
def test_vt_setup_12_a_random_precon_is_named_to_its_seat_only() -> None:
    """``random`` is the table's setting; the precon drawn is its seat's own, like a brought one,
    and a precon named by an option is a setting everyone reads."""
    s = GAME.new_state({"players": "4", "deck_1": "Tremere"}, 3)
    assert s.public_decks == (True, False, False, False)
    for viewer in range(4):
        decks = [m["deck"] for m in s.view(viewer)["methuselahs"]]
        assert decks[0] == "Tremere (Fifth Edition)"
        for t in range(1, 4):
            assert decks[t] == (s.decks[t].name if t == viewer else None)
    assert [m["deck"] for m in s.public_view()["methuselahs"]][1:] == [None, None, None]
    world = s.determinize(1, Rng(4))
    assert world.decks[0] == s.decks[0] and world.decks[1] == s.decks[1]
    assert world.decks[2] is UNKNOWN_DECK and world.decks[3] is UNKNOWN_DECK


def test_vt_setup_12_a_precon_a_seat_brings_is_named_to_it_only() -> None:
    edition = GAME.edition_with_inputs(GAME.default_edition(), {1: {"deck": "Ventrue"}})
    s = GAME.new_state({"players": "4", **{f"deck_{k}": "Tremere" for k in range(1, 5)}}, 3, edition)
    assert s.public_decks == (True, False, True, True)
    assert s.view(1)["methuselahs"][1]["deck"] == "Ventrue (Fifth Edition)"
    for viewer in (0, 2, 3):
        assert s.view(viewer)["methuselahs"][1]["deck"] is None


def test_vt_tour_02_a_refused_tournament_deck_is_named_by_its_seat() -> None:
    """VT-TOUR-02: the refusal names the seat, never the deck's own name (its owner's)."""
    db = load_cards()
    short = Decklist.of([(db.named("Ayelech (G6)"), 12), (db.named("Govern the Unaligned"), 40)], name="My secret list")
    edition = GAME.edition_with_inputs(GAME.default_edition(), {})
    edition.decks[2] = short  # as if the classic deck rules had let it in
    with pytest.raises(OptionError) as err:
        GAME.new_state({"players": "4", "scoring": "tournament"}, 3, edition)
    assert "Methuselah 3's deck is not a tournament deck" in str(err.value) and "secret" not in str(err.value)


def test_a_record_of_rules_version_1_replays_with_its_random_precons_shown() -> None:
    """Version 1 showed a randomly drawn precon to every seat, which asks fewer seats at some
    windows: its records keep replaying as they were played (the legacy option random_deck=shown)."""
    from tabletome.engine.record import Record
    from tabletome.engine.registry import get_game
    from tabletome.games.vtes.readings import VERSION_2

    game = get_game("vtes")
    old = game.new_state({"players": 4, "random_deck": "shown", **VERSION_2}, 9)  # version 1's readings
    actions = []
    agents = [VTESHeuristic(seed) for seed in range(4)]
    while old.to_move is not None and len(actions) < 400:
        action = decide(agents[old.to_move], old, old.to_move)
        actions.append(str(action))
        old.apply(action)
    record = Record("vtes", "1", game.edition_ref(old.edition), {"players": 4}, 9, ["heuristic"] * 4, actions)
    replayed = record.replay()
    assert replayed.view(0) == old.view(0) and len(actions) == 400
    assert game.new_state({"players": 4}, 9).view(1) != old.view(1)  # today's default hides seat 0's precon
