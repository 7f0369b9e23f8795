"""Helpers for the Arkham Noir tests: a lab edition whose cards the tests shape, and tables set by hand.

Cards are named by printed number (1-50) everywhere in the tests; victims by code 0-5.
The lab edition: every card is a plain Search>Search clue with no icon and no effect,
of type (number - 1) % 6; cards 1-6 are Puzzle clues (one per type), 7-11 are Keys.
``lab(changes)`` overrides fields of chosen cards, so a test states every fact it uses.
"""

from __future__ import annotations

import copy
from typing import Any

import tabletome.games.arkham_noir as an
from tabletome.games.arkham_noir import frames, rules
from tabletome.games.arkham_noir.data import CLUE_TYPES, EFFECT_KINDS, ArkhamNoirEdition
from tabletome.games.arkham_noir.state import ArkhamNoirState

GAME = an.GAME
SOURCE = "stand-in (test)"


def _card(n: int) -> dict[str, Any]:
    attribute = "puzzle" if n <= 6 else ("key" if n <= 11 else "none")
    fields = ["number", "name", "type", "left", "right", "attribute", "min_cards", "time", "sanity", "effects"]
    return {
        "number": n,
        "name": f"Lab card {n}",
        "type": CLUE_TYPES[(n - 1) % 6],
        "left": "search",
        "right": ["search"],
        "attribute": attribute,
        "min_cards": 0,
        "time": False,
        "sanity": False,
        "effects": [],
        "provenance": {f: SOURCE for f in fields},
    }


def lab_data() -> dict[str, Any]:
    prov_v = {f: SOURCE for f in ("name", "profession", "methods")}
    return {
        "edition": {"id": "lab", "name": "lab edition", "game": "arkham_noir"},
        "effects": [
            {
                "kind": k,
                "name": k.replace("_", " "),
                "text": f"the {k} effect",
                "provenance": {"kind": SOURCE, "name": SOURCE, "text": SOURCE},
            }
            for k in EFFECT_KINDS
        ],
        "clue_cards": [_card(n) for n in range(1, 51)],
        "victims": [
            {
                "name": f"Victim {v}",
                "profession": "student",
                "methods": ["search", "surveillance"],
                "provenance": prov_v,
            }
            for v in range(6)
        ],
        "contact": {
            "name": "Dr. Armitage",
            "key_side": "key",
            "exchange_side": "exchange",
            "provenance": {"name": SOURCE, "key_side": SOURCE, "exchange_side": SOURCE},
        },
    }


def lab(
    changes: dict[int, dict[str, Any]] | None = None, victims: dict[int, list[str]] | None = None
) -> ArkhamNoirEdition:
    """The lab edition with ``changes`` (printed number -> fields) applied."""
    data = lab_data()
    for n, fields in (changes or {}).items():
        data["clue_cards"][n - 1].update(copy.deepcopy(fields))
    for v, methods in (victims or {}).items():
        data["victims"][v]["methods"] = list(methods)
    return ArkhamNoirEdition(data, "the lab edition")


def eff(*kinds: str) -> list[dict[str, Any]]:
    """Printed effects: upper case is black (mandatory), lower case brown (optional)."""
    return [{"kind": k.lower(), "mandatory": k.isupper()} for k in kinds]


def table(
    ed: ArkhamNoirEdition | None = None,
    *,
    row: list[int] | tuple[int, ...] = (),
    hand: list[int] | tuple[int, ...] = (),
    cases: list[tuple[int, list[int]]] | None = None,
    time: list[int] | tuple[int, ...] = (),
    sanity: list[int] | tuple[int, ...] = (),
    big: list[int] | tuple[int, ...] = (),
    discard: list[int] | tuple[int, ...] = (),
    closed: list[int] | tuple[int, ...] = (),
    top: list[int] | tuple[int, ...] = (),
    rest: str = "deck",
    victim_deck: list[int] | tuple[int, ...] | None = None,
    aside: list[int] | tuple[int, ...] = (5,),
    closed_victims: list[int] | tuple[int, ...] = (),
    options: dict[str, Any] | None = None,
    seed: int = 0,
    contact: int = rules.CONTACT_READY,
    numbers: list[int] | tuple[int, ...] | None = None,
) -> ArkhamNoirState:
    """A state at the start of turn 1 with every zone given (printed numbers), run to its first decision.

    ``top`` lists the next draws, first drawn first; the other cards go to the bottom of
    the draw deck (``rest="deck"``), to the discard pile or to the closed cases. The victims
    not in a case, set aside or closed form the victim deck unless it is given. The open cases
    are numbered 1, 2, ... unless ``numbers`` are given.
    """
    ed = ed or lab()
    s = GAME.new_state(options or {}, seed, ed)
    cases = [(0, []), (1, [])] if cases is None else cases

    def codes(ns: Any) -> list[int]:
        return [n - 1 for n in ns]

    used = list(row) + list(hand) + list(time) + list(sanity) + list(big) + list(discard) + list(closed) + list(top)
    for _, line in cases:
        used += line
    assert len(used) == len(set(used)), "a card is in two zones"
    others = [c for c in range(50) if c + 1 not in used]
    s.row = codes(row)
    s.hand = codes(hand)
    s.cases = [codes(line) for _, line in cases]
    s.case_victims = [v for v, _ in cases]
    s.case_numbers = list(numbers) if numbers is not None else list(range(1, len(cases) + 1))
    s.time_area = codes(time)
    s.sanity_area = codes(sanity)
    s.big_picture = codes(big)
    s.discard = codes(discard)
    s.closed = codes(closed)
    deck = list(reversed(codes(top)))
    if rest == "deck":
        deck = others + deck
    elif rest == "discard":
        s.discard += others
    else:
        s.closed += others
    s.deck = deck
    if victim_deck is None:
        taken = set(s.case_victims) | set(aside) | set(closed_victims)
        victim_deck = [v for v in range(6) if v not in taken]
    s.victim_deck = list(victim_deck)
    s.victims_aside = list(aside)
    s.closed_victims = list(closed_victims)
    assert sorted(s.all_victims()) == list(range(6)), "every victim must be somewhere"
    assert sorted(s.all_cards()) == list(range(50))
    s.contact = contact
    s.contact_victim = -1
    s.outcome_ = None
    s.turn_no = 1
    # Turn 1 from its start: the Turn frame alone on the stack, run until the first decision.
    s.stack = [frames.TURNS[frames.ACTION_STEP]]
    s.changed()
    s.settle()
    return s


def do(s: ArkhamNoirState, *texts: str) -> ArkhamNoirState:
    """Apply moves given in notation."""
    for text in texts:
        s.apply(GAME.parse_action(s, text))
    return s


def legal_texts(s: ArkhamNoirState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def nums(codes: list[int]) -> list[int]:
    return [c + 1 for c in codes]


def lines(s: ArkhamNoirState) -> list[list[int]]:
    return [nums(line) for line in s.cases]


V1 = {
    "exchange": "action-and-window",
    "key_side": "actions-only",
    "key_side_short": "no",
    "case_numbers": "column",
    "forced_effects": "automatic",
}
"""The readings of rules version 1 (the legacy options)."""


def no_window(s: ArkhamNoirState) -> ArkhamNoirState:
    """Answer rules version 1's before-maintenance contact window, if it is open."""
    if s.phase == frames.WINDOW:
        do(s, "continue")
    return s
