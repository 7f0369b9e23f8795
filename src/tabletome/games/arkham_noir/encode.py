"""The investigator's view as a flat vector of floats in [0, 1], for learning agents.

Built from ``view(0)`` only, so it holds nothing hidden: the draw deck is a count, and a
card's place is "unseen" when it is in the draw deck. The layout, in order:

* turn, phase (one-hot), the options (victory 6, victims 4/5/6, limits 6);
* per clue card 1-50: its zone (unseen, main row, hand, a line, time area, sanity area, Big
  Picture, discard pile, closed cases), principal card, place in the row, case slot and
  place in its line;
* per case slot 1-6: open, victim (one-hot), clues, clue types, spare Keys, closable, the
  contact's Key used there, being closed, the right icons of its last card;
* the time, sanity and Big Picture areas against their limits, the decks, the hand size,
  the contact's state, the effect awaiting a decision and the sanity bonus.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import rules
from .actions import MAX_CASES
from .data import METHODS, N_CARDS, N_VICTIMS, ArkhamNoirEdition
from .rules import PHASE_NAMES
from .state import ArkhamNoirState

ZONES = ("unseen", "main_row", "hand", "line", "time_area", "sanity_area", "big_picture", "discard", "closed_cases")
CONTACT = ("ready", "used: Key side", "used: Exchange side")
LONG_LINE = 12  # lines rarely pass 12 clues; longer ones count as 12
LONG_GAME = 100


def _clip(x: float) -> float:
    return 0.0 if x < 0 else (1.0 if x > 1 else x)


def encode_view(v: Mapping[str, Any], ed: ArkhamNoirEdition) -> list[float]:
    out: list[float] = []

    def one_hot(i: int, size: int) -> list[float]:
        vec = [0.0] * size
        if 0 <= i < size:
            vec[i] = 1.0
        return vec

    out.append(_clip(v["turn"] / LONG_GAME))
    out += one_hot(PHASE_NAMES.index(v["phase"]), len(PHASE_NAMES))
    opts = v["options"]
    out.append(1.0 if int(opts["victory"]) == 6 else 0.0)
    out += one_hot(int(opts["victims"]) - 4, 3)
    out.append(1.0 if int(opts["limits"]) == 6 else 0.0)

    # Where each clue card is: (zone, row place, case slot, place in line).
    where: dict[int, tuple[int, int, int, int]] = {}
    for i, c in enumerate(v["main_row"]):
        where[c["number"]] = (1, i, -1, -1)
    for c in v["hand"]:
        where[c["number"]] = (2, -1, -1, -1)
    for slot, case in enumerate(v["cases"]):
        for i, c in enumerate(case["line"]):
            where[c["number"]] = (3, -1, slot, i)
    for z in (4, 5, 6, 7, 8):
        for c in v[ZONES[z]]:
            where[c["number"]] = (z, -1, -1, -1)
    for n in range(1, N_CARDS + 1):
        zone, row_i, slot, pos = where.get(n, (0, -1, -1, -1))
        out += one_hot(zone, len(ZONES))
        out.append(1.0 if zone == 1 and row_i == 0 else 0.0)
        out.append(_clip(row_i / 4) if row_i >= 0 else 0.0)
        out += one_hot(slot, MAX_CASES)
        out.append(_clip((pos + 1) / LONG_LINE) if pos >= 0 else 0.0)

    for slot in range(MAX_CASES):
        if slot < len(v["cases"]):
            case = v["cases"][slot]
            out.append(1.0)
            out += one_hot(ed.v_names.index(case["victim"]["name"]), N_VICTIMS)
            line = case["line"]
            out.append(_clip(len(line) / LONG_LINE))
            out.append(case["clue_types"] / 6)
            out.append(_clip(case["spare_keys"] / 3))
            out += [float(case["closable"]), float(case["contact_key"]), float(case["being_closed"])]
            right = line[-1]["right"] if line else case["victim"]["right"]
            out += [1.0 if ("all" in right or m in right) else 0.0 for m in METHODS]
        else:
            out += [0.0] * (1 + N_VICTIMS + 6 + len(METHODS))

    limit = v["limit"]
    out.append(_clip(len(v["time_area"]) / limit))
    out.append(_clip(len(v["sanity_area"]) / limit))
    out.append(_clip(len(v["puzzle_types"]) / v["victory"]))
    out.append(v["draw_deck"] / N_CARDS)
    out.append(v["victim_deck"] / N_VICTIMS)
    out.append(v["victims_aside"] / N_VICTIMS)
    out.append(_clip(len(v["hand"]) / 4))
    out += one_hot(CONTACT.index(v["contact"]["state"]), len(CONTACT))
    # The effect awaiting a decision: its kind and colour, and how deep the chain of effects is.
    frames = v["flow"]["effects"]
    kind, mandatory = -1, 0.0
    if v["phase"] == "effect" and frames:
        top = frames[-1]
        effects = ed.effects[top["card"] - 1]
        if top["next"] < len(effects):
            kind, m = effects[top["next"]]
            mandatory = 1.0 if m else 0.0
    out += one_hot(kind, 10)
    out.append(mandatory)
    out.append(_clip(len(frames) / 5))
    out.append(1.0 if v["flow"]["bonus_due"] else 0.0)
    return out


def observation_size(ed: ArkhamNoirEdition) -> int:
    from . import GAME

    return len(encode_view(GAME.new_state(None, 0, ed).view(0), ed))


def encode_state(s: ArkhamNoirState, seat: int = 0) -> list[float]:
    """The vector of ``encode_view(s.view(0))``, read straight from the state's open zones.

    A faster path for learning loops. It touches only what the view shows (never the
    order of the decks or the victims set aside); a property test pins it to encode_view.
    """
    ed = s.ed
    n_phases = len(PHASE_NAMES)
    out: list[float] = [_clip(s.turn_no / LONG_GAME)]
    phase = [0.0] * n_phases
    phase[s.phase] = 1.0
    out += phase
    out.append(1.0 if s.victory == 6 else 0.0)
    victims = [0.0, 0.0, 0.0]
    if 0 <= s.n_victims - 4 < 3:
        victims[s.n_victims - 4] = 1.0
    out += victims
    out.append(1.0 if s.limit == 6 else 0.0)

    where: dict[int, tuple[int, int, int, int]] = {}
    for i, c in enumerate(s.row):
        where[c] = (1, i, -1, -1)
    for c in s.hand:
        where[c] = (2, -1, -1, -1)
    for slot, line in enumerate(s.cases):
        for i, c in enumerate(line):
            where[c] = (3, -1, slot, i)
    for z, cards in ((4, s.time_area), (5, s.sanity_area), (6, s.big_picture), (7, s.discard), (8, s.closed)):
        for c in cards:
            where[c] = (z, -1, -1, -1)
    n_zones = len(ZONES)
    unseen = [1.0] + [0.0] * (n_zones - 1) + [0.0, 0.0] + [0.0] * MAX_CASES + [0.0]
    for c in range(N_CARDS):
        place = where.get(c)
        if place is None:
            out += unseen
            continue
        zone, row_i, slot, pos = place
        vec = [0.0] * n_zones
        vec[zone] = 1.0
        out += vec
        out.append(1.0 if zone == 1 and row_i == 0 else 0.0)
        out.append(_clip(row_i / 4) if row_i >= 0 else 0.0)
        slots = [0.0] * MAX_CASES
        if slot >= 0:
            slots[slot] = 1.0
        out += slots
        out.append(_clip((pos + 1) / LONG_LINE) if pos >= 0 else 0.0)

    for slot in range(MAX_CASES):
        if slot < len(s.cases):
            line = s.cases[slot]
            v = s.case_victims[slot]
            out.append(1.0)
            who = [0.0] * N_VICTIMS
            who[v] = 1.0
            out += who
            out.append(_clip(len(line) / LONG_LINE))
            out.append(rules.types_in(s, line) / 6)
            out.append(_clip(rules.spare_keys(s, slot) / 3))
            out += [float(rules.can_close(s, slot)), float(s.contact_victim == v), float(s.closing == v)]
            right = ed.right[line[-1]] if line else ed.v_right[v]
            out += [1.0 if right >> i & 1 else 0.0 for i in range(len(METHODS))]
        else:
            out += [0.0] * (1 + N_VICTIMS + 6 + len(METHODS))

    limit = s.limit
    out.append(_clip(len(s.time_area) / limit))
    out.append(_clip(len(s.sanity_area) / limit))
    out.append(_clip(rules.puzzle_types(s) / s.victory))
    out.append(len(s.deck) / N_CARDS)
    out.append(len(s.victim_deck) / N_VICTIMS)
    out.append(len(s.victims_aside) / N_VICTIMS)
    out.append(_clip(len(s.hand) / 4))
    contact = [0.0] * len(CONTACT)
    contact[s.contact] = 1.0
    out += contact
    kind, mandatory = -1, 0.0
    if PHASE_NAMES[s.phase] == "effect" and s.frames:
        card, _victim, nxt = s.frames[-1]
        effects = ed.effects[card]
        if nxt < len(effects):
            kind, m = effects[nxt]
            mandatory = 1.0 if m else 0.0
    effect = [0.0] * 10
    if 0 <= kind < 10:
        effect[kind] = 1.0
    out += effect
    out.append(mandatory)
    out.append(_clip(len(s.frames) / 5))
    out.append(1.0 if s.bonus_due else 0.0)
    return out
