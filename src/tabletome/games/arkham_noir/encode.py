"""The investigator's view as a flat vector of floats in [0, 1], for learning agents.

Built from ``view(0)`` only, so it holds nothing hidden: the draw deck is a count, and a
card's place is "unseen" when it is in the draw deck. The layout, in order:

* turn, phase (one-hot), the options (victory 6, victims 4/5/6, limits 6);
* per clue card 1-50: its zone (unseen, main row, hand, a line, time area, sanity area, Big
  Picture, discard pile, closed cases), principal card, place in the row, case slot and
  place in its line (for a hand card: 1 when it is the card chosen to give in the Exchange
  being made, 0 otherwise);
* per case slot 1-6, the slot of the case numbered 1-6 (a case keeps its number, so a slot
  keeps its case until it closes): open, victim (one-hot), clues, clue types, spare Keys,
  closable, the contact's Key used there, being closed, the right icons of its last card;
* the time, sanity and Big Picture areas against their limits, the decks, the hand size,
  the contact's state, the effect awaiting a decision and the sanity bonus.

``encode_view`` reads a view; ``encode_state`` computes the same vector straight from the
state's open parts (no view dicts: several times faster, for learning loops). Both fill the
same layout through the ``_part`` functions below; a test pins them to each other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from . import frames, rules
from .actions import MAX_CASES
from .data import METHODS, N_CARDS, N_VICTIMS, ArkhamNoirEdition, icons_mask
from .frames import PHASE_NAMES
from .state import CONTACT_STATES, ArkhamNoirState

ZONES = ("unseen", "main_row", "hand", "line", "time_area", "sanity_area", "big_picture", "discard", "closed_cases")
LONG_LINE = 12  # lines rarely pass 12 clues; longer ones count as 12
LONG_GAME = 100
N_EFFECTS = 10
CASE_SIZE = 1 + N_VICTIMS + 6 + len(METHODS)

Place = tuple[int, int, int, int]  # (zone, place in the row, case slot, place in its line)
UNSEEN: Place = (0, -1, -1, -1)


def _clip(x: float) -> float:
    return 0.0 if x < 0 else (1.0 if x > 1 else x)


def _one_hot(i: int, size: int) -> list[float]:
    vec = [0.0] * size
    if 0 <= i < size:
        vec[i] = 1.0
    return vec


# ---------------------------------------------------------------- the layout, part by part
def _header_part(turn: int, phase: int, victory: int, victims: int, limits: int) -> list[float]:
    out = [_clip(turn / LONG_GAME), *_one_hot(phase, len(PHASE_NAMES))]
    out.append(1.0 if victory == 6 else 0.0)
    out += _one_hot(victims - 4, 3)
    out.append(1.0 if limits == 6 else 0.0)
    return out


def _places(
    row: Iterable[int],
    hand: Iterable[int],
    lines: Iterable[tuple[int, Iterable[int]]],
    areas: Iterable[Iterable[int]],
    given: int,
) -> dict[int, Place]:
    """Where each seen card is (by code); ``lines``: (case slot, line); ``areas``: time, sanity, Big
    Picture, discard, closed; ``given``: the hand card chosen to give in an Exchange, or -1."""
    where: dict[int, Place] = {}
    for i, c in enumerate(row):
        where[c] = (1, i, -1, -1)
    for c in hand:
        where[c] = (2, -1, -1, 0 if c == given else -1)
    for slot, line in lines:
        for i, c in enumerate(line):
            where[c] = (3, -1, slot, i)
    for z, cards in enumerate(areas, start=4):
        for c in cards:
            where[c] = (z, -1, -1, -1)
    return where


_UNSEEN_CARD = (1.0,) + (0.0,) * (len(ZONES) - 1 + 2 + MAX_CASES + 1)
_ZONE_HOT = tuple(tuple(_one_hot(z, len(ZONES))) for z in range(len(ZONES)))
_SLOT_HOT = tuple(tuple(_one_hot(slot, MAX_CASES)) for slot in range(-1, MAX_CASES))  # index slot + 1


def _cards_part(where: Mapping[int, Place]) -> list[float]:
    out: list[float] = []
    for c in range(N_CARDS):
        place = where.get(c)
        if place is None:  # most cards: a constant block
            out += _UNSEEN_CARD
            continue
        zone, row_i, slot, pos = place
        out += _ZONE_HOT[zone]
        out.append(1.0 if zone == 1 and row_i == 0 else 0.0)
        out.append(_clip(row_i / 4) if row_i >= 0 else 0.0)
        out += _SLOT_HOT[slot + 1]
        if pos < 0:
            out.append(0.0)
        else:  # a card of a line: its place; a hand card: the one given in the Exchange being made
            out.append(1.0 if zone == 2 else _clip((pos + 1) / LONG_LINE))
    return out


def _case_part(
    victim: int, clues: int, types: int, spare: int, flags: tuple[bool, bool, bool], right: int
) -> list[float]:
    """An open case; ``flags``: closable, the contact's Key used there, being closed."""
    out = [1.0, *_one_hot(victim, N_VICTIMS), _clip(clues / LONG_LINE), types / 6, _clip(spare / 3)]
    out += [float(f) for f in flags]
    out += [1.0 if right >> i & 1 else 0.0 for i in range(len(METHODS))]
    return out


def _tail_part(counts: tuple[int, ...], limit: int, victory: int, contact: int) -> list[float]:
    """``counts``: time area, sanity area, Puzzle types, draw deck, victim deck, set aside, hand."""
    time, sanity, puzzles, deck, victims, aside, hand = counts
    out = [_clip(time / limit), _clip(sanity / limit), _clip(puzzles / victory)]
    out += [deck / N_CARDS, victims / N_VICTIMS, aside / N_VICTIMS, _clip(hand / 4)]
    out += _one_hot(contact, len(CONTACT_STATES))
    return out


def _flow_part(kind: int, mandatory: bool, depth: int, bonus: bool) -> list[float]:
    """The effect awaiting a decision (kind and colour), how deep the chain of effects is, the bonus."""
    return [*_one_hot(kind, N_EFFECTS), 1.0 if mandatory else 0.0, _clip(depth / 5), 1.0 if bonus else 0.0]


# ---------------------------------------------------------------- from a view
def encode_view(v: Mapping[str, Any], ed: ArkhamNoirEdition) -> list[float]:
    opts = v["options"]
    phase = PHASE_NAMES.index(v["phase"])
    out = _header_part(v["turn"], phase, opts["victory"], opts["victims"], opts["limits"])
    areas = [[c["number"] - 1 for c in v[z]] for z in ZONES[4:]]
    by_slot = {case["case"] - 1: case for case in v["cases"]}
    lines = [(slot, [c["number"] - 1 for c in case["line"]]) for slot, case in by_slot.items()]
    row = [c["number"] - 1 for c in v["main_row"]]
    given = v["flow"]["exchange_give"]
    hand = [c["number"] - 1 for c in v["hand"]]
    out += _cards_part(_places(row, hand, lines, areas, given - 1 if given else -1))
    for slot in range(MAX_CASES):
        out += _case_from_view(by_slot[slot], ed) if slot in by_slot else [0.0] * CASE_SIZE
    counts = (len(v["time_area"]), len(v["sanity_area"]), len(v["puzzle_types"]), v["draw_deck"])
    more = (v["victim_deck"], v["victims_aside"], len(v["hand"]))
    out += _tail_part((*counts, *more), v["limit"], v["victory"], CONTACT_STATES.index(v["contact"]["state"]))
    out += _flow_from_view(v, ed)
    return out


def _case_from_view(case: Mapping[str, Any], ed: ArkhamNoirEdition) -> list[float]:
    line = case["line"]
    right = icons_mask(line[-1]["right"] if line else case["victim"]["right"])
    flags = (case["closable"], case["contact_key"], case["being_closed"])
    victim = ed.v_names.index(case["victim"]["name"])
    return _case_part(victim, len(line), case["clue_types"], case["spare_keys"], flags, right)  # spare >= 0


def _flow_from_view(v: Mapping[str, Any], ed: ArkhamNoirEdition) -> list[float]:
    pending = v["flow"]["effects"]
    kind, mandatory = -1, False
    if v["phase"] == "effect" and pending:
        top = pending[-1]
        effects = ed.effects[top["card"] - 1]
        if top["next"] < len(effects):
            kind, mandatory = effects[top["next"]]
    return _flow_part(kind, mandatory, len(pending), v["flow"]["bonus_due"])


def observation_size(edition: ArkhamNoirEdition) -> int:
    from . import GAME

    return len(encode_view(GAME.new_state(None, 0, edition).view(0), edition))


# ---------------------------------------------------------------- from the state
def encode_state(s: ArkhamNoirState, seat: int = 0) -> list[float]:
    """The vector of ``encode_view(s.view(0))``, read straight from the state's open zones.

    It touches only what the view shows (never the order of the decks or the victims set
    aside); a test pins it to encode_view.
    """
    phase = s.phase
    out = _header_part(s.turn_no, phase, s.victory, s.n_victims, s.limit)
    areas = (s.time_area, s.sanity_area, s.big_picture, s.discard, s.closed)
    lines = [(n - 1, line) for n, line in zip(s.case_numbers, s.cases, strict=True)]
    out += _cards_part(_places(s.row, s.hand, lines, areas, frames.exchange_given(s)))
    closing = frames.closing_victim(s)
    facts = rules.line_facts(s)
    by_slot = {n - 1: ci for ci, n in enumerate(s.case_numbers)}
    for slot in range(MAX_CASES):
        ci = by_slot.get(slot)
        out += _case_from_state(s, ci, facts[ci], closing) if ci is not None else [0.0] * CASE_SIZE
    counts = (len(s.time_area), len(s.sanity_area), rules.puzzle_types(s), len(s.deck))
    more = (len(s.victim_deck), len(s.victims_aside), len(s.hand))
    out += _tail_part((*counts, *more), s.limit, s.victory, s.contact)
    out += _flow_from_state(s, phase)
    return out


def _case_from_state(s: ArkhamNoirState, ci: int, facts: rules.LineFacts, closing: int) -> list[float]:
    line = s.cases[ci]
    v = s.case_victims[ci]
    right, clues, spare, closable = facts
    flags = (closable, s.contact_victim == v, closing == v)
    return _case_part(v, clues, rules.types_in(s, line), spare, flags, right)


def _flow_from_state(s: ArkhamNoirState, phase: int) -> list[float]:
    pending = frames.pending_effects(s)
    kind, mandatory = -1, False
    if phase == frames.EFFECT and pending:
        top = pending[-1]
        effects = s.ed.effects[top.card]
        if top.next < len(effects):
            kind, mandatory = effects[top.next]
    return _flow_part(kind, mandatory, len(pending), frames.bonus_due(s))
