"""The cups of Liar's Dice as edition data: how many dice each player starts with, and its source."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from tabletome.engine.edition import Edition, Provenanced, read_data_file, validate


class DiceModel(Provenanced):
    per_player: int = Field(ge=1, le=5)  # the vocabulary counts up to 4 x 5 dice (actions.py)


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    edition: dict[str, str]  # id, name, game, description
    dice: DiceModel


class LiarsEdition(Edition):
    __slots__ = ("per_player",)

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        self.per_player = validate(EditionModel, data, origin).dice.per_player
        super().__init__(data, origin, builtin)


@cache
def standard_edition() -> LiarsEdition:
    path = resources.files(__package__).joinpath("editions/standard.toml")
    with resources.as_file(path) as p:
        return LiarsEdition(read_data_file(p, trusted=True), "the embedded standard cups", builtin=True)
