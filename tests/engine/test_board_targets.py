"""Acting on the board (engine.capabilities.BoardTargets): the contract kit checks what a game says
its moves are about, and catches each mutant of Crazy Eights that says it wrongly."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from tabletome.engine import capabilities, registry
from tabletome.games.crazy_eights import CrazyEights
from tabletome.games.crazy_eights import render as eights_render
from tabletome.testing import ContractError, check_contract


@pytest.fixture(autouse=True)
def registered() -> Iterator[None]:
    registry.games()
    yield


def kit(game: CrazyEights, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry._games, game.id, game)
    check_contract(game, seeds=(1,), option_values={"players": ("2", "3"), "draw": ("until",)})


class Mutant(CrazyEights):
    id = "mutant_eights_board"


def test_the_element_id_is_a_kind_and_parts() -> None:
    ok = ("loc:7", "card:hand:3", "die:2", "god:zeus", "hand:10s", "item:g1+g1")
    bad = ("loc", "Loc:7", "loc:", "loc:7 ", "loc:a b", 'loc:"x"', ":7")
    assert all(capabilities.ELEMENT_ID.fullmatch(i) for i in ok)
    assert not any(capabilities.ELEMENT_ID.fullmatch(i) for i in bad)
    assert capabilities.element('a:"b"') == ' data-el="a:&quot;b&quot;"'  # always escaped


def test_a_game_without_the_capability_names_nothing() -> None:
    from tabletome.games.liars_dice import GAME as DICE

    state = DICE.new_state({}, 1)
    assert not isinstance(DICE, capabilities.BoardTargets)
    assert capabilities.board_targets(DICE, state.view(0), [str(a) for a in state.legal_actions()]) == {}


def test_a_game_naming_an_element_its_picture_does_not_draw_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class NamesACardByPosition(Mutant):
        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            return {t: (f"hand:{i}",) for i, t in enumerate(legal) if t.startswith("play")}

    with pytest.raises(ContractError, match=r"names the element hand:\d+, which is not drawn"):
        kit(NamesACardByPosition(), monkeypatch)


def test_an_element_marked_twice_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class MarksTheStockTwice(Mutant):
        def render_svg(self, view: Mapping[str, Any]) -> str:
            picture = eights_render.svg(view)
            return picture.replace("</svg>", f"<g{capabilities.element('stock:top')}/></svg>")

        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            return eights_render.board_targets(view, legal)

    with pytest.raises(ContractError, match="names the element stock:top, which is drawn 2 times"):
        kit(MarksTheStockTwice(), monkeypatch)


def test_naming_a_move_that_is_not_legal_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class NamesEveryCardOfTheHand(Mutant):
        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            hand = view["hands"][view["seat"]]
            return {f"play {card}": (f"hand:{card}",) for card in hand}

    with pytest.raises(ContractError, match="which is not a legal move"):
        kit(NamesEveryCardOfTheHand(), monkeypatch)


def test_an_id_that_is_no_element_id_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class NamesTheStockInWords(Mutant):
        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            return {t: ("the stock",) for t in legal if t == "draw"}

        def render_svg(self, view: Mapping[str, Any]) -> str:
            return eights_render.svg(view).replace('data-el="stock:top"', 'data-el="the stock"')

    with pytest.raises(ContractError, match="which is not an element id"):
        kit(NamesTheStockInWords(), monkeypatch)


def test_board_targets_that_change_the_view_are_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class SortsTheHandInPlace(Mutant):
        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            hand = view["hands"][view["seat"]]
            hand.sort()
            return eights_render.board_targets(view, legal)

    with pytest.raises(ContractError, match="changed the view"):
        kit(SortsTheHandInPlace(), monkeypatch)


def test_a_string_given_for_a_tuple_of_ids_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    class ForgetsTheComma(Mutant):
        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, Any]:
            return {t: ("stock:top") for t in legal if t == "draw"}

    with pytest.raises(ContractError, match="a tuple of element ids"):
        kit(ForgetsTheComma(), monkeypatch)
