"""The contract kit catches what it promises to catch: each mutant of Crazy Eights breaks one rule
of the contract, and check_contract names it. (A check that cannot fail would be a defect.)"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from tabletome.engine import Action, IllegalAction, Rng, registry
from tabletome.engine.zones import SPECTATOR, Viewer
from tabletome.games.crazy_eights import CrazyEights, EightsState
from tabletome.games.crazy_eights.actions import PASS
from tabletome.games.crazy_eights.data import standard_edition
from tabletome.testing import ContractError, check_contract, pairwise


def mutant(state_class: type[EightsState]) -> CrazyEights:
    """A game whose states are ``state_class``, registered under its own id for record replays."""

    class Mutant(CrazyEights):
        id = "mutant_eights"

        def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> Any:
            return state_class(standard_edition(), seed, self.resolve_options(options))

    game = Mutant()
    state_class.game = game
    return game


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    registry.games()
    yield


def kit(game: CrazyEights, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._games, game.id, game)
    check_contract(game, seeds=(1,), option_values={"players": ("2", "3"), "draw": ("until",)})


def test_the_real_game_keeps_the_contract() -> None:
    from tabletome.games.crazy_eights import GAME

    report = check_contract(GAME, seeds=(1, 2))
    assert report.games == 2 * len(report.combinations) and report.decisions > 100 and report.hidden_seen > 0


class SharedStock(EightsState):
    __slots__ = ()

    def clone(self) -> EightsState:
        c = super().clone()
        c.stock = self.stock  # a shallow copy: drawing on the clone empties the original's stock
        return c


def test_a_clone_sharing_a_list_with_its_original_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"playing on a clone changed the original|a clone differs"):
        kit(mutant(SharedStock), monkeypatch)


class PeeksAtTheStock(EightsState):
    __slots__ = ()

    def legal_actions(self) -> tuple[Action, ...]:
        legal = super().legal_actions()
        if self.stock and self.stock[-1] % 13 == 7 and PASS not in legal:
            return (*legal, PASS)  # "you may pass" exactly when an eight lies on top of the stock
        return legal


def test_a_legal_set_that_tells_a_hidden_fact_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"legal actions depend on a fact|illegal"):
        kit(mutant(PeeksAtTheStock), monkeypatch)


class ShowsHandsToSpectators(EightsState):
    __slots__ = ()

    def show(self, viewer: Viewer) -> dict[str, Any]:
        shown = super().show(None if viewer == SPECTATOR else viewer)
        return shown


def test_a_public_view_with_private_cards_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match="public_view"):
        kit(mutant(ShowsHandsToSpectators), monkeypatch)


class NeverShuffles(EightsState):
    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = self.clone()
        world.rng = Rng(rng.next64())
        return world  # the truth itself: an agent would read every hidden card


def test_determinizations_that_never_vary_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match="never vary"):
        kit(mutant(NeverShuffles), monkeypatch)


class ShufflesTooMuch(EightsState):
    __slots__ = ()

    def determinize(self, seat: int, rng: Rng) -> Any:
        world = super().determinize(seat, rng)
        if world.hands[seat] and world.stock:  # swaps one of the seat's own cards with the stock
            world.hands[seat][0], world.stock[0] = world.stock[0], world.hands[seat][0]
        return world


def test_a_determinization_that_changes_the_seats_own_view_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match="changes that seat's view"):
        kit(mutant(ShufflesTooMuch), monkeypatch)


class AcceptsAnything(EightsState):
    __slots__ = ()

    def apply(self, action: Action) -> None:
        try:
            super().apply(action)
        except IllegalAction:
            self.passes += 0  # silently ignored: the player is never told


def test_an_illegal_move_played_silently_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"illegal .* was played"):
        kit(mutant(AcceptsAnything), monkeypatch)


_counter = [0]


class DealsFromAGlobalCounter(EightsState):
    __slots__ = ()

    def __init__(self, ed: Any, seed: int, options: dict[str, Any]) -> None:
        _counter[0] += 1
        super().__init__(ed, seed + _counter[0], options)  # chance from outside the state's seed


def test_a_game_that_does_not_replay_from_its_record_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ContractError, match=r"does not replay|illegal|not possible"):
        kit(mutant(DealsFromAGlobalCounter), monkeypatch)


def test_pairwise_covers_every_pair_of_values_with_fewer_combinations_than_all() -> None:
    options = {"a": ("1", "2", "3"), "b": ("x", "y", "z"), "c": ("p", "q"), "d": ("on", "off")}
    combos = pairwise(options)
    assert len(combos) < 3 * 3 * 2 * 2
    for a, b in [("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")]:
        for va in options[a]:
            for vb in options[b]:
                assert any(c[a] == va and c[b] == vb for c in combos), (a, va, b, vb)


def test_pairwise_covers_every_pair_when_many_options_have_few_values() -> None:
    """Ten two-valued options after a three-valued one (Hexer with its legacy readings): the first
    2,000 combinations of the full product all share the early options' values, so a search over
    them alone never covers a late pair; each combination must start from an open pair."""
    options = {"players": ("2", "3", "4"), **{f"o{i}": ("yes", "no") for i in range(10)}}
    combos = pairwise(options)
    assert len(combos) <= 16
    names = list(options)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            for va in options[a]:
                for vb in options[b]:
                    assert any(c[a] == va and c[b] == vb for c in combos), (a, va, b, vb)
