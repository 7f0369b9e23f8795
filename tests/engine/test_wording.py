"""The data library's validation errors, in a player's words (engine/wording.py)."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tabletome.engine.wording import given, reason, where


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    cost: Annotated[int, Field(ge=0, le=6)]
    items: Annotated[list[Literal["dagger", "elixir"]], Field(min_length=2, max_length=3)]
    open: bool = False

    @field_validator("name")
    @classmethod
    def _named(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("must not be blank")
        return v


GOOD = {"name": "Deep One", "cost": 2, "items": ["dagger", "elixir"]}


def problems(**change: object) -> list[tuple[str, str]]:
    data = {**GOOD, **change}
    with pytest.raises(ValidationError) as caught:
        Card.model_validate({k: v for k, v in data.items() if v is not ...})
    return [(where(e["loc"]), reason(e)) for e in caught.value.errors()]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"cost": ...}, [("cost", "is missing")]),
        ({"colour": "red"}, [("colour", "is not a field here (misspelt, or in the wrong section?)")]),
        ({"items": ["dagger"]}, [("items", "needs at least 2 entries, not 1")]),
        ({"items": ["dagger"] * 4}, [("items", "may have at most 3 entries, not 4")]),
        ({"items": ["dagger", "sword"]}, [("items[1]", "must be 'dagger' or 'elixir', not 'sword'")]),
        ({"cost": 9}, [("cost", "must be 6 or less, not 9")]),
        ({"cost": -1}, [("cost", "must be 0 or more, not -1")]),
        ({"cost": "three"}, [("cost", "must be a whole number, not 'three'")]),
        ({"cost": 2.5}, [("cost", "must be a whole number, not 2.5")]),
        ({"open": "perhaps"}, [("open", "must be true or false, not 'perhaps'")]),
        ({"name": 7}, [("name", "must be text, not 7")]),
        ({"items": {"a": 1}}, [("items", "must be a list, not a table")]),
        ({"name": " "}, [("name", "must not be blank")]),  # our own rule keeps its words
    ],
)
def test_each_kind_of_problem_is_said_in_a_players_words(change: dict[str, object], expected: object) -> None:
    assert problems(**change) == expected


def test_a_long_value_is_cut_short_and_a_table_is_named_not_dumped() -> None:
    assert given("x" * 100) == repr("x" * 39 + "…")
    assert given({"a": [1] * 1000}) == "a table" and given([1, 2, 3]) == "a list of 3" and given(None) == "nothing"


def test_a_fields_path_is_written_as_in_the_files() -> None:
    assert where(("creatures", 2, "defeat")) == "creatures[2].defeat"
    assert where(("body", "seat"), skip=("body",)) == "seat"
