"""Declared state fields (engine/fields.py): slots, construction and clone from one declaration."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.engine.fields import DICT, LIST, NESTED, SET, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState, Frame
from tabletome.engine.registry import game_ids, get_game
from tabletome.engine.rng import Rng


class Toy(FlowGameState):
    ed: dict[str, int] = field(SHARED)
    cards: list[int] = field(LIST, factory=list)
    hands: list[list[int]] = field(NESTED, init=lambda s: [[] for _ in range(s.players)])
    marks: dict[str, int] = field(DICT, factory=dict)
    seen: set[int] = field(SET, factory=set)
    score: int = field(VALUE, default=0)
    doubled: list[int] = field(lambda v: [x * 2 for x in v], factory=list)

    def __init__(self, players: int) -> None:
        init_fields(self, ed={"size": 3}, players=players, options={}, rng=Rng(1), stops=[None] * players)

    def view(self, seat: int) -> dict[str, Any]:
        return {}

    def determinize(self, seat: int, rng: Rng) -> Toy:
        return self

    def apply(self, action: Any) -> None:  # not played: only its fields matter here
        raise NotImplementedError


def test_a_state_gets_a_slot_for_each_declared_field_and_its_flow_fields() -> None:
    assert set(Toy.__slots__) == {"ed", "cards", "hands", "marks", "seen", "score", "doubled"}
    assert {"rng", "stack", "log", "_legal", "outcome_"} <= set(Toy.FIELDS)  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        Toy(2).undeclared = 1  # type: ignore[attr-defined]


def test_the_generated_clone_copies_each_field_by_its_rule() -> None:
    s = Toy(2)
    s.enable_log()
    s.cards.append(1)
    s.hands[0].append(7)
    s.marks["a"] = 1
    s.seen.add(4)
    s.doubled.append(3)
    s.stack.append(Frame(0))
    c = s.clone()
    assert c.ed is s.ed  # shared
    assert c.log is None and s.log == []  # dropped in a copy
    assert c.rng is not s.rng and c.rng.state == s.rng.state  # cloned
    assert c.stack[0] is not s.stack[0] and c.stack[0].seat == 0  # each frame copied
    assert c.doubled == [6]  # a copy rule of its own
    c.cards.append(2)
    c.hands[0].append(8)
    c.marks["b"] = 2
    c.seen.add(5)
    assert s.cards == [1] and s.hands == [[7], []] and s.marks == {"a": 1} and s.seen == {4}


def test_init_fields_sets_defaults_factories_and_inits_and_refuses_unknown_or_missing() -> None:
    s = Toy(3)
    assert s.hands == [[], [], []] and s.score == 0 and s.reveals == 0 and s.log is None
    assert s.cards is not Toy(3).cards  # a factory gives each state its own list
    with pytest.raises(TypeError, match="has no field colour"):
        init_fields(Toy.__new__(Toy), colour=1)
    with pytest.raises(TypeError, match="field ed needs a value"):
        init_fields(Toy.__new__(Toy), players=2, options={}, rng=Rng(1))


def test_an_unknown_copy_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown copy rule 'deep'"):
        field("deep")


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_clone_is_equal_and_independent(game_id: str) -> None:
    """The clone of every game (declared or written by hand) equals its original and does not
    share what a move changes: playing the clone leaves the original as it was."""
    s = get_game(game_id).new_state(seed=4)
    pick = Rng(9)
    for _ in range(30):
        if s.is_over():
            break
        legal = s.legal_actions()
        s.apply(legal[pick.next64() % len(legal)])
    before = s.position()
    c = s.clone()
    assert c.position().replace('"log":null', "") == before.replace('"log":null', "")
    for _ in range(30):
        if c.is_over():
            break
        legal = c.legal_actions()
        c.apply(legal[pick.next64() % len(legal)])
    assert s.position() == before
