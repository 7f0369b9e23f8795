"""The deck of Crazy Eights as edition data: suits, ranks and penalty values, each with its source.

Cards are codes 0-51: ``suit * 13 + rank``. Their notation is rank then suit letter
(``8h``, ``10d``, ``qs``, ``ac``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletome.engine.edition import Edition, Provenanced, read_data_file, validate


class DeckModel(Provenanced):
    suits: list[str] = Field(min_length=4, max_length=4)
    ranks: list[str] = Field(min_length=13, max_length=13)
    penalty: list[int] = Field(min_length=13, max_length=13)
    wild: str


class DealModel(Provenanced):
    two_players: int = Field(ge=1, le=20)
    more_players: int = Field(ge=1, le=10)


class EditionMeta(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    game: str = "crazy_eights"
    description: str = ""


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    edition: EditionMeta
    deck: DeckModel
    deal: DealModel


class EightsEdition(Edition):
    """The validated deck, compiled to tuples the rules read."""

    __slots__ = ("deal", "penalty", "ranks", "suits", "wild")

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        model = validate(EditionModel, data, origin)
        super().__init__(data, origin, builtin)
        self.suits = tuple(model.deck.suits)
        self.ranks = tuple(model.deck.ranks)
        self.penalty = tuple(model.deck.penalty)
        self.wild = self.ranks.index(model.deck.wild) if model.deck.wild in self.ranks else 7
        self.deal = (model.deal.two_players, model.deal.more_players)

    def card_name(self, card: int) -> str:
        """``8h``: the rank, then the first letter of the suit."""
        return self.ranks[card % 13] + self.suits[card // 13][0]


@cache
def standard_edition() -> EightsEdition:
    path = resources.files(__package__).joinpath("editions/standard.toml")
    with resources.as_file(path) as p:
        return EightsEdition(read_data_file(p, trusted=True), "the embedded standard deck", builtin=True)
