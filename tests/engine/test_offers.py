"""A game states what it offers (``Game.offers``): each capability once, pointing at a module of
its package. A half-made capability is an error with one sentence, never a silent fall-back to the
generic one, and the contract kit runs each offered capability's own checks."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from tabletome.engine import capabilities as cap
from tabletome.engine import registry
from tabletome.engine.game import Game
from tabletome.engine.offers import HalfMadeCapability, Offer, missing
from tabletome.engine.reference import Reference
from tabletome.games.crazy_eights import CrazyEights, EightsState
from tabletome.games.crazy_eights.data import standard_edition
from tabletome.games.hexer import GAME as HEXER
from tabletome.testing import ContractError, check_contract


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    registry.games()
    yield


def test_a_game_giving_part_of_a_capability_by_hand_is_refused_when_defined() -> None:
    with pytest.raises(HalfMadeCapability, match="gives render_terminal of Renderer but not describe_action"):

        class HalfRenderer(Game):  # a new game that has a terminal board but no words for an action yet
            def render_terminal(self, view: Mapping[str, Any]) -> Any:
                return "board"


def test_an_offer_naming_a_member_its_capability_lacks_is_refused() -> None:
    with pytest.raises(HalfMadeCapability, match="Picture has no member render_terminal"):
        Offer(cap.Picture, "render", render_terminal="terminal")


def test_a_member_offered_and_written_by_hand_is_refused() -> None:
    with pytest.raises(HalfMadeCapability, match="offers render_svg twice"):

        class Twice(CrazyEights):
            offers = (Offer(cap.Picture, "render", render_svg="svg"),)

            def render_svg(self, view: Mapping[str, Any]) -> str:
                return "<svg/>"


class Lacking(CrazyEights):
    """Offers a Renderer whose module has no ``describe_action`` under the name given."""

    __module__ = "tabletome.games.crazy_eights"  # its members are read from Crazy Eights' modules
    id = "lacking_eights"
    offers = (Offer(cap.Renderer, "render", render_terminal="terminal", describe_action="words_for"),)

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> Any:
        return EightsState(standard_edition(), seed, self.resolve_options(options))


def test_a_declared_capability_missing_a_member_fails_the_kit_and_its_call(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Lacking()
    assert isinstance(game, cap.Renderer)  # declared: the front ends will ask it
    assert missing(game) == [
        "describe_action: tabletome.games.crazy_eights offers Renderer but its module render has no words_for "
        "for describe_action."
    ]
    monkeypatch.setitem(registry._games, game.id, game)
    with pytest.raises(ContractError, match=r"lacking_eights: describe_action: .* has no words_for"):
        check_contract(game, seeds=(1,))
    with pytest.raises(HalfMadeCapability, match="has no words_for"):
        game.describe_action({}, "pass")


def test_offered_members_read_their_modules() -> None:
    """A value is returned as it is; a function gets the arguments it names (Hexer's scripted player
    takes the seed, not the seat); a required edition left out is the game's own."""
    from tabletome.games.hexer.actions import SPACE
    from tabletome.games.hexer.encode import observation_size
    from tabletome.games.hexer.evaluate import FEATURES
    from tabletome.games.hexer.heuristic import HexerHeuristic

    assert HEXER.action_space() is SPACE
    assert HEXER.feature_names is FEATURES
    agent = HEXER.heuristic_agent(2, 99)
    assert isinstance(agent, HexerHeuristic) and agent.rng.below(1 << 30) == HexerHeuristic(99).rng.below(1 << 30)
    assert HEXER.observation_size(3) == observation_size(3, HEXER.default_edition())
    assert isinstance(HEXER, Reference) and HEXER.glossary()


class BadSize(CrazyEights):
    """Its observation size is not its vectors': the ObservationEncoder's own check names it."""

    id = "bad_size_eights"

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> Any:
        return EightsState(standard_edition(), seed, self.resolve_options(options))


def test_the_kit_runs_each_offered_capabilitys_checks(monkeypatch: pytest.MonkeyPatch) -> None:
    game = BadSize()
    monkeypatch.setattr(game, "observation_size", lambda players, edition=None: 7, raising=False)
    monkeypatch.setitem(registry._games, game.id, game)
    with pytest.raises(
        ContractError, match="ObservationEncoder: encode_view gives 119 numbers, observation_size says 7"
    ):
        check_contract(game, seeds=(1,), option_values={"players": ("2",)})
