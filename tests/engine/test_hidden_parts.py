"""The contract kit checks each hidden part of a state on its own: two toy games built here, one
with hidden dice (a zone of values), one with face-down cards whose recorded attributes travel with
the card (a zone that carries them). Each passes the kit as written; a mutant that keeps the true
hidden dice, and one that keeps the true hidden attributes, are caught. Parts that cannot vary (a
one-faced die, an empty row) and parts that rarely do (a loaded die) never fail the kit."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from typing import Any, ClassVar

import pytest

from tabletome.engine import Action, ActionSpace, Edition, Game, Option, Outcome, Rng, registry
from tabletome.engine.flow import FlowState, Frame, Why
from tabletome.engine.state import Assembled, State
from tabletome.engine.zones import HIDDEN, MASKED, OWNER, Carried, Die, Viewer, Zone, redeal
from tabletome.testing import ContractError, Report, _Checker, check_contract, hidden_parts

EDITION = Edition({"edition": {"id": "toy"}}, "builtin", True)
D6 = Die("d6", (1, 2, 3, 4, 5, 6))


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    registry.games()  # the installed games first: ours are added by each test's monkeypatch
    yield


class Turn(Frame):
    """The seat to move picks one of the state's moves; after ``limit`` turns the game ends."""

    __slots__ = ()

    def options(self, s: Any, why: Why | None) -> Iterator[Action]:
        yield from s.moves(self.seat)

    def resolve(self, s: Any, action: Action) -> None:
        s.play(self.seat, action)
        s.turns += 1
        if s.turns >= s.limit:
            s.outcome_ = Outcome((0,), "TOY-END", "The toy game is over.", None)
            s.stack.clear()
            s.changed()
        else:
            self.seat = (self.seat + 1) % s.players


class Toy(FlowState, Assembled, State):
    """What both toys share: seats, a frame stack, an end after a few turns."""

    __slots__ = ("players", "rng", "log", "reveals", "_legal", "stack", "stops", "turns", "limit", "outcome_")

    game: ClassVar[Game]
    edition = EDITION
    SPACE: ClassVar[ActionSpace]

    def __init__(self, seed: int, players: int) -> None:
        self.players, self.rng, self.log, self.reveals, self._legal = players, Rng(seed), None, 0, None
        self.stack, self.stops, self.turns, self.limit, self.outcome_ = [], [None] * players, 0, 4 * players, None
        self.setup()
        self.push(Turn(0))

    def setup(self) -> None:
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def copy_toy(self) -> Any:
        c = object.__new__(type(self))
        c.players, c.rng, c.log, c.reveals, c._legal = self.players, self.rng.clone(), None, self.reveals, self._legal
        c.stack, c.stops, c.turns, c.limit, c.outcome_ = self.copy_stack(), self.stops[:], self.turns, self.limit, None
        c.outcome_ = self.outcome_
        return c


def toy_game(state_class: type[Toy], game_id: str) -> Game:
    class ToyGame(Game):
        id = game_id
        name = "Toy"
        version = "1"
        min_players = 2
        max_players = 3
        cooperative = False
        options = (Option("players", ("2", "3"), "2", "players", int),)

        def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> Any:
            return state_class(seed, self.resolve_options(options)["players"])

        def default_edition(self) -> Edition:
            return EDITION

        def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
            return EDITION

        def action_space(self, edition: Any = None) -> ActionSpace:
            return state_class.SPACE

    game = ToyGame()
    state_class.game = game
    return game


def kit(state_class: type[Toy], monkeypatch: pytest.MonkeyPatch) -> Any:
    game = toy_game(state_class, f"toy_{state_class.__name__.lower()}")
    monkeypatch.setitem(registry._games, game.id, game)
    return check_contract(game, seeds=(1, 2))


# ------------------------------------------------------------------ hidden dice: a zone of values
CUPS = Zone("cups", "dice", OWNER, values=D6)
ROW = Zone("row", "dice", MASKED, masks="row_masks", values=D6)
DICE = ActionSpace([Action("roll"), Action("hold"), *(Action("peek", (i,)) for i in range(3))], "Toy dice")


class Dice(Toy):
    """Each seat's cup of three dice (its own: OWNER) and a row of three dice nobody sees until a
    seat peeks at one (MASKED): roll your cup again, hold, or peek at a die of the row."""

    __slots__ = ("cups", "row", "row_masks")
    ZONES: ClassVar[tuple[Zone, ...]] = (CUPS, ROW)
    SPACE = DICE
    ROW_DICE = 3

    def setup(self) -> None:
        die = self.ZONES[0].values
        assert die is not None
        self.cups = [[die.roll(self.rng) for _ in range(3)] for _ in range(self.players)]
        self.row = [die.roll(self.rng) for _ in range(self.ROW_DICE)]
        self.row_masks = [0] * self.ROW_DICE

    def moves(self, seat: int) -> Iterator[Action]:
        yield DICE[0]
        yield DICE[1]
        yield from (DICE[2 + i] for i in range(len(self.row)) if not (self.row_masks[i] >> seat) & 1)

    def play(self, seat: int, action: Action) -> None:
        if action.verb == "roll":
            die = self.ZONES[0].values
            assert die is not None
            self.cups[seat] = [die.roll(self.rng) for _ in self.cups[seat]]
            self.reveals += 1
        elif action.verb == "peek":
            self.row_masks[int(action.args[0])] |= 1 << seat
            self.reveals += 1

    def clone(self) -> Any:
        c = self.copy_toy()
        c.cups, c.row, c.row_masks = [cup[:] for cup in self.cups], self.row[:], self.row_masks[:]
        return c

    def show(self, viewer: Viewer) -> dict[str, Any]:
        cups, row = self.ZONES[0], self.ZONES[1]
        return {"cups": [cups.show(self, viewer, t) for t in range(self.players)], "row": row.show(self, viewer)}


def test_hidden_dice_redrawn_from_their_die_pass_the_kit_part_by_part(monkeypatch: pytest.MonkeyPatch) -> None:
    report = kit(Dice, monkeypatch)
    assert {"cups[0]", "cups[1]", "cups[2]", "row"} <= set(report.hidden_parts)


class KeepsTheDice(Dice):
    """The bug of issue 34: the cards are redealt, the dice kept (here: every value zone left out)."""

    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = self.clone()
        redeal(world, seat, [z for z in self.ZONES if z.values is None], rng)
        world.rng = Rng(rng.next64())
        return world


def test_a_determinization_that_keeps_the_true_hidden_dice_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"never vary the hidden cups\[\d\].*keep its true values"):
        kit(KeepsTheDice, monkeypatch)


class KeepsTheRow(Dice):
    """Only the row's dice are kept: the check is per part, so the cups redrawn do not hide it."""

    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = super().determinize(seat, rng)
        world.row = self.row[:]
        return world


def test_keeping_one_hidden_part_is_caught_though_the_others_vary(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"never vary the hidden row.*keep its true values"):
        kit(KeepsTheRow, monkeypatch)


class AlwaysOnes(Dice):
    """Never the truth, never at random: every die the seat cannot see shows 1 in every world."""

    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = super().determinize(seat, rng)
        for part in hidden_parts(self, seat):
            for i in part.slots:
                part.zone.items(world, part.owner)[i] = 1
        return world


def test_worlds_that_never_vary_a_part_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second truth cannot tell (the samples do not follow the truth); the variation over the
    worlds drawn does."""
    with pytest.raises(ContractError, match=r"never vary the hidden (cups\[\d\]|row).* drew the same values"):
        kit(AlwaysOnes, monkeypatch)


def test_the_variation_over_the_worlds_drawn_alone_catches_kept_dice() -> None:
    """The check over the worlds drawn, without the second truth: kept dice fail it within a few
    decisions, the real redraw never does (over a whole game of decisions)."""
    for state_class, fails in ((KeepsTheDice, True), (Dice, False), (Loaded, False)):
        game = toy_game(state_class, f"toy_{state_class.__name__.lower()}")
        checker = _Checker(game, 1, {"players": 3}, 4)
        s = game.new_state({"players": 3}, 1)
        caught = 0
        for decision in range(s.limit):
            worlds = [s.determinize(decision % 3, Rng(decision * 10 + k)) for k in range(4)]
            try:
                checker.check_variation(s, decision % 3, hidden_parts(s, decision % 3), worlds)
            except ContractError as exc:
                assert "kept its true values" in str(exc)
                caught += 1
                break
            s.apply(s.legal_actions()[decision % len(s.legal_actions())])
        assert caught == fails, state_class


class ForgetsPeeks(Dice):
    """Draws again a die of the row the seat has peeked at."""

    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = super().determinize(seat, rng)
        world.row = [D6.roll(rng) for _ in world.row]
        return world


def test_a_value_the_seat_saw_drawn_again_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"changes that seat's view|changes slot \d of row, which the seat sees"):
        kit(ForgetsPeeks, monkeypatch)


class OneFaced(Dice):
    """Dice of one face: nothing to vary, nothing to fail."""

    __slots__ = ()
    ZONES = (dataclasses.replace(CUPS, values=Die("d1", (4,))), dataclasses.replace(ROW, values=Die("d1", (4,))))


class NoRow(Dice):
    __slots__ = ()
    ROW_DICE = 0


class Loaded(Dice):
    """A die that shows 1 all but once in a thousand: its parts rarely vary, and must not fail."""

    __slots__ = ()
    LOADED = Die("loaded", (1, 6), weights=(999, 1))
    ZONES = (dataclasses.replace(CUPS, values=LOADED), dataclasses.replace(ROW, values=LOADED))


@pytest.mark.parametrize("state_class", [OneFaced, NoRow, Loaded])
def test_parts_that_cannot_or_rarely_vary_pass_the_kit(
    state_class: type[Dice], monkeypatch: pytest.MonkeyPatch
) -> None:
    kit(state_class, monkeypatch)


class LoadedKept(Loaded):
    __slots__ = ()
    determinize = KeepsTheDice.determinize


def test_keeping_dice_that_rarely_vary_is_still_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the chances cannot tell, the second truth does: its other values give other samples."""
    with pytest.raises(ContractError, match=r"never vary the hidden (cups|row).*keep its true values"):
        kit(LoadedKept, monkeypatch)


# ------------------------------------------------------------------ attributes that travel with a face-down card
TITLES = ("prince", None, None, "baron", None, "primogen", None, None)
SECTS = ("camarilla", "anarch", "camarilla", "anarch", "independent", "camarilla", "anarch", "sabbat")


def printed(state: Any, card: int) -> tuple[Any, ...]:
    return TITLES[card], SECTS[card]


FACE_DOWN = Zone("face_down", "vampires", OWNER, carries=Carried(("titles", "sects"), printed))
CRYPT = Zone("crypt", "vampires", HIDDEN)
VAMPIRES = ActionSpace([Action("influence"), Action("pass")], "Toy crypt")


class Crypt(Toy):
    """Eight vampire cards, each with a printed title and sect. Each seat has two face-down vampires
    (seen by their owner) whose title and sect are recorded beside them, as a game records what may
    change in play; the rest is the crypt. ``influence`` moves the top card of the crypt face down."""

    __slots__ = ("face_down", "titles", "sects", "crypt")
    ZONES: ClassVar[tuple[Zone, ...]] = (FACE_DOWN, CRYPT)
    SPACE = VAMPIRES

    def setup(self) -> None:
        deck = list(range(8))
        self.rng.shuffle(deck)
        self.face_down = [[deck.pop(), deck.pop()] for _ in range(self.players)]
        self.titles = [[TITLES[c] for c in cards] for cards in self.face_down]
        self.sects = [[SECTS[c] for c in cards] for cards in self.face_down]
        self.crypt = deck

    def moves(self, seat: int) -> Iterator[Action]:
        if self.crypt:
            yield VAMPIRES[0]
        yield VAMPIRES[1]

    def play(self, seat: int, action: Action) -> None:
        if action.verb == "influence":
            card = self.crypt.pop()
            self.face_down[seat].append(card)
            self.titles[seat].append(TITLES[card])
            self.sects[seat].append(SECTS[card])
            self.reveals += 1

    def clone(self) -> Any:
        c = self.copy_toy()
        c.face_down, c.crypt = [h[:] for h in self.face_down], self.crypt[:]
        c.titles, c.sects = [t[:] for t in self.titles], [t[:] for t in self.sects]
        return c

    def show(self, viewer: Viewer) -> dict[str, Any]:
        zone = self.ZONES[0]
        mine = [zone.show(self, viewer, t) for t in range(self.players)]
        titles = [self.titles[t] if isinstance(mine[t], list) else len(self.titles[t]) for t in range(self.players)]
        return {"face_down": mine, "titles": titles, "crypt": self.ZONES[1].show(self, viewer)}


def test_attributes_dealt_with_their_cards_pass_the_kit(monkeypatch: pytest.MonkeyPatch) -> None:
    report = kit(Crypt, monkeypatch)
    assert {"face_down[0]", "face_down[1]", "crypt"} <= set(report.hidden_parts)


class KeepsTheTitles(Crypt):
    """The V:TES bug of issue 29: cards are redealt, the slots keep the true vampires' titles."""

    __slots__ = ()
    BLIND = tuple(dataclasses.replace(z, carries=None) for z in Crypt.ZONES)

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = self.clone()
        redeal(world, seat, self.BLIND, rng)
        world.rng, world._legal = Rng(rng.next64()), None
        return world


def test_a_determinization_that_keeps_the_true_hidden_attributes_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"deals \d into slot \d of face_down\[\d\] with .* for its titles, sects"):
        kit(KeepsTheTitles, monkeypatch)


class BottomCardKnown(Crypt):
    """Every seat saw the bottom card of the crypt put there (a fact of the game's history that its
    view does not show): the game's ``constrain`` keeps it there, as Elder Sign keeps the cards put
    under a deck. What a constraint changes after the redeal is the game's own: it never fails the kit."""

    __slots__ = ()

    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        if self.crypt and world.crypt:
            i = world.crypt.index(self.crypt[0]) if self.crypt[0] in world.crypt else -1
            if i >= 0:
                world.crypt[0], world.crypt[i] = world.crypt[i], world.crypt[0]


def test_what_a_constraint_keeps_after_the_redeal_does_not_fail_the_kit(monkeypatch: pytest.MonkeyPatch) -> None:
    kit(BottomCardKnown, monkeypatch)


def test_kept_attributes_are_caught_by_the_second_truth_too() -> None:
    """The two checks are independent: with the attribute check left out (the dealt cards judged
    alone), the second truth still tells that the attributes follow the true cards."""
    game = toy_game(KeepsTheTitles, "toy_keeps_titles")
    s = game.new_state({"players": 2}, 3)
    parts = hidden_parts(s, 0)
    seeds = [11, 12]
    worlds = [s.determinize(0, Rng(seed)) for seed in seeds]
    checker = _Checker(game, 3, {"players": 2}, 2)
    with pytest.raises(ContractError, match=r"never vary the hidden face_down\[1\].*items and their titles, sects"):
        checker.check_not_the_truth(s, 0, parts, seeds, worlds, Report())
