"""The Arkham Noir state: fields, clone, view and determinize.

Cards are codes 0-49 (printed numbers 1-50), victims codes 0-5. Every zone is a
flat list, so ``clone`` is a handful of slice copies: the draw deck (top = last),
the main row (index 0 = the principal card), the hand, one line per open case with
its victim, the discard pile, the time, sanity and Big Picture areas, the closed
cases, the victim deck (top = last) and the victims set aside unseen.

Hidden information: the order of the draw deck, the order of the victim deck and
which victims were set aside (AN-SETUP-03). ``view(0)`` shows their sizes only, and
``determinize`` resamples them from the view alone.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import rules
from .data import (
    ATTRIBUTES,
    EFFECT_KINDS,
    TYPE_TITLES,
    ArkhamNoirEdition,
    mask_names,
)

INVESTIGATOR = "investigator"
CONTACT_STATES = ("ready", "used: Key side", "used: Exchange side")


class ArkhamNoirState(State):
    __slots__ = (
        "ed",
        "players",
        "options",
        "victory",
        "n_victims",
        "limit",
        "rng",
        "log",
        "reveals",
        "_legal",
        # flow
        "phase",
        "to_move_",
        "stage",
        "turn_no",
        "frames",
        "closing",
        "bonus_due",
        "outcome_",
        # table
        "deck",
        "row",
        "hand",
        "cases",
        "case_victims",
        "discard",
        "time_area",
        "sanity_area",
        "big_picture",
        "closed",
        "closed_victims",
        "victim_deck",
        "victims_aside",
        "contact",
        "contact_victim",
    )

    game: ClassVar[Game]  # set by the package on import

    def __init__(self, ed: ArkhamNoirEdition, seed: int, options: dict[str, Any]) -> None:
        self.ed = ed
        self.players = 1  # AN-GEN-01
        self.options = options
        self.victory = int(options["victory"])  # AN-DIFF-03/04
        self.n_victims = int(options["victims"])  # AN-DIFF-05..07
        self.limit = int(options["limits"])  # AN-DIFF-08/09
        self.rng = Rng(seed)
        self.log = None
        self.reveals = 0
        self._legal = None
        self.phase = rules.RESOLVING
        self.to_move_ = 0
        self.stage = rules.T_ACTION
        self.turn_no = 0
        self.frames = []
        self.closing = -1
        self.bonus_due = False
        self.outcome_ = None
        self.deck = []
        self.row = []
        self.hand = []
        self.cases = []
        self.case_victims = []
        self.discard = []
        self.time_area = []
        self.sanity_area = []
        self.big_picture = []
        self.closed = []
        self.closed_victims = []
        self.victim_deck = []
        self.victims_aside = []
        self.contact = rules.CONTACT_READY
        self.contact_victim = -1
        rules.setup(self)

    ed: ArkhamNoirEdition
    options: dict[str, Any]
    victory: int
    n_victims: int
    limit: int
    rng: Rng
    _legal: tuple[Action, ...] | None
    phase: int
    to_move_: int | None
    stage: int
    turn_no: int
    frames: list[tuple[int, int, int]]  # (card, victim of its line, next effect), innermost last
    closing: int  # victim of the case being closed, or -1
    bonus_due: bool
    outcome_: Outcome | None
    deck: list[int]
    row: list[int]
    hand: list[int]
    cases: list[list[int]]
    case_victims: list[int]
    discard: list[int]
    time_area: list[int]
    sanity_area: list[int]
    big_picture: list[int]
    closed: list[int]
    closed_victims: list[int]
    victim_deck: list[int]
    victims_aside: list[int]
    contact: int
    contact_victim: int

    # ------------------------------------------------------------ contract
    @property
    def to_move(self) -> int | None:
        return self.to_move_

    @property
    def edition(self) -> ArkhamNoirEdition:  # type: ignore[override]
        return self.ed

    @property
    def round(self) -> int:
        return self.turn_no

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = rules.legal_actions(self)
        return legal

    def apply(self, action: Action) -> None:
        rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def why_illegal(self, action: Action) -> str:
        return rules.why_illegal(self, action)

    def clone(self) -> ArkhamNoirState:
        c = ArkhamNoirState.__new__(ArkhamNoirState)
        c.ed = self.ed
        c.players = 1
        c.options = self.options
        c.victory = self.victory
        c.n_victims = self.n_victims
        c.limit = self.limit
        c.rng = self.rng.clone()
        c.log = None
        c.reveals = self.reveals
        c._legal = self._legal  # immutable tuple, valid until the next apply
        c.phase = self.phase
        c.to_move_ = self.to_move_
        c.stage = self.stage
        c.turn_no = self.turn_no
        c.frames = self.frames[:]  # tuples, immutable
        c.closing = self.closing
        c.bonus_due = self.bonus_due
        c.outcome_ = self.outcome_
        c.deck = self.deck[:]
        c.row = self.row[:]
        c.hand = self.hand[:]
        c.cases = [line[:] for line in self.cases]
        c.case_victims = self.case_victims[:]
        c.discard = self.discard[:]
        c.time_area = self.time_area[:]
        c.sanity_area = self.sanity_area[:]
        c.big_picture = self.big_picture[:]
        c.closed = self.closed[:]
        c.closed_victims = self.closed_victims[:]
        c.victim_deck = self.victim_deck[:]
        c.victims_aside = self.victims_aside[:]
        c.contact = self.contact
        c.contact_victim = self.contact_victim
        return c

    def fingerprint(self) -> tuple[Any, ...]:
        """Every field that defines the game (not the narration or caches)."""
        skip = ("log", "_legal", "ed", "options")
        out: list[Any] = [self.ed.digest, sorted(self.options.items())]
        for name in ArkhamNoirState.__slots__:
            if name not in skip:
                value = getattr(self, name)
                out.append(value.state if isinstance(value, Rng) else value)
        return tuple(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ArkhamNoirState) and self.fingerprint() == other.fingerprint()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def all_cards(self) -> list[int]:
        """Every clue card in every zone (the 50 are conserved, AN-COMP-01)."""
        out = self.deck + self.row + self.hand + self.discard + self.time_area + self.sanity_area
        out += self.big_picture + self.closed
        for line in self.cases:
            out += line
        return out

    def all_victims(self) -> list[int]:
        return self.case_victims + self.closed_victims + self.victim_deck + self.victims_aside

    # ------------------------------------------------------------ views
    def view(self, seat: int) -> dict[str, Any]:
        if seat != 0:
            raise ValueError(f"seat {seat} is not in this solo game (the investigator is seat 0)")
        return self._view(False)

    def full_view(self) -> dict[str, Any]:
        """Everything, hidden parts included: for finished games and analysis only."""
        return self._view(True)

    def card(self, c: int) -> dict[str, Any]:
        """A clue card as a player sees it on the table."""
        ed = self.ed
        return {
            "number": c + 1,
            "name": ed.names[c],
            "type": TYPE_TITLES[ed.ctype[c]],
            "left": mask_names(ed.left[c]),
            "right": mask_names(ed.right[c]),
            "attribute": ATTRIBUTES[ed.attr[c]],
            "min_cards": ed.min_cards[c],
            "time": ed.time[c],
            "sanity": ed.sanity[c],
            "effects": [
                {"kind": EFFECT_KINDS[k], "name": ed.effect_names[k], "mandatory": m} for k, m in ed.effects[c]
            ],
            "icons": ed.card_icons(c),
        }

    def victim(self, v: int) -> dict[str, Any]:
        ed = self.ed
        return {"name": ed.v_names[v], "profession": ed.v_professions[v], "right": mask_names(ed.v_right[v])}

    def _view(self, omni: bool) -> dict[str, Any]:
        ed = self.ed
        card = self.card
        cases = []
        for ci, line in enumerate(self.cases):
            v = self.case_victims[ci]
            cases.append(
                {
                    "case": ci + 1,
                    "victim": self.victim(v),
                    "line": [card(c) for c in line],
                    "clue_types": rules.types_in(self, line),
                    "spare_keys": rules.spare_keys(self, ci),
                    "contact_key": self.contact_victim == v,
                    "closable": rules.can_close(self, ci),
                    "being_closed": self.closing == v,
                }
            )
        bp_types = sorted({ed.ctype[c] for c in self.big_picture})
        frames = [
            {"card": c + 1, "case": self.case_victims.index(v) + 1 if v in self.case_victims else None, "next": i}
            for c, v, i in self.frames
        ]
        oc = self.outcome_
        view: dict[str, Any] = {
            "game": "arkham_noir",
            "edition": ed.id,
            "players": 1,
            "seat": None if omni else 0,
            "you": INVESTIGATOR,
            "options": {k: v for k, v in self.options.items() if k != "players"},
            "turn": self.turn_no,
            "to_move": INVESTIGATOR if self.to_move_ is not None else None,
            "phase": rules.PHASE_NAMES[self.phase],
            "prompt": self.prompt(),
            "main_row": [card(c) for c in self.row],
            "principal": self.row[0] + 1 if self.row else None,
            "hand": [card(c) for c in self.hand],
            "hand_limit": rules.HAND_LIMIT_SIZE,
            "cases": cases,
            "time_area": [card(c) for c in self.time_area],
            "sanity_area": [card(c) for c in self.sanity_area],
            "limit": self.limit,
            "big_picture": [card(c) for c in self.big_picture],
            "puzzle_types": [TYPE_TITLES[t] for t in bp_types],
            "victory": self.victory,
            "discard": [card(c) for c in self.discard],
            "closed_cases": [card(c) for c in self.closed],
            "closed_victims": [self.victim(v) for v in self.closed_victims],
            "draw_deck": len(self.deck),
            "victim_deck": len(self.victim_deck),
            "victims_aside": len(self.victims_aside),
            "contact": {
                "name": ed.contact_name,
                "state": CONTACT_STATES[self.contact],
                "key_case": self.case_victims.index(self.contact_victim) + 1
                if self.contact_victim in self.case_victims
                else None,
            },
            "flow": {
                "stage": self.stage,
                "effects": frames,
                "closing": self.case_victims.index(self.closing) + 1 if self.closing >= 0 else None,
                "bonus_due": self.bonus_due,
                "contact_victim": ed.v_names[self.contact_victim] if self.contact_victim >= 0 else None,
            },
            "reveals": self.reveals,
            "outcome": oc.to_json() if oc is not None else None,
        }
        if omni:
            view["hidden"] = {
                "draw_deck_top_first": [card(c) for c in reversed(self.deck)],
                "victim_deck_top_first": [self.victim(v) for v in reversed(self.victim_deck)],
                "victims_set_aside": [self.victim(v) for v in self.victims_aside],
            }
        return view

    def prompt(self) -> str:
        """What the investigator must decide, in plain words."""
        ph = self.phase
        if ph == rules.OVER or self.to_move_ is None:
            return "The game is over."
        ed = self.ed
        if ph == rules.ACTION:
            return f"Turn {self.turn_no}: the principal card is {ed.card_label(self.row[0])}; choose action a-e."
        if ph == rules.EFFECT:
            c, _, i = self.frames[-1]
            kind, mandatory = ed.effects[c][i]
            how = "mandatory" if mandatory else "optional: use it or skip"
            return f"Effect of {ed.card_label(c)}: {ed.effect_names[kind]} ({how}). {ed.effect_texts[kind]}"
        if ph == rules.WINDOW:
            return "Before the maintenance phase you may use Dr. Armitage's Exchange (AN-CONT-01), or continue."
        if ph == rules.BONUS_PHASE:
            return "Sanity bonus: you may take a card from the sanity area into your hand (AN-CLOSE-08), or skip."
        return f"You must {rules.PROMPTS[ph]}."

    # ------------------------------------------------------------ determinize
    def determinize(self, seat: int, rng: Rng) -> ArkhamNoirState:
        """A state agreeing with ``view(seat)``; every hidden part resampled from the view alone."""
        d = self.clone()
        # The draw deck holds exactly the cards seen nowhere else; only its order is unknown.
        deck = sorted(self.deck)
        rng.shuffle(deck)
        d.deck = deck
        # Unseen victims: the victim deck and the ones set aside are one pool.
        pool = sorted(self.victim_deck + self.victims_aside)
        rng.shuffle(pool)
        k = len(self.victim_deck)
        d.victim_deck = pool[:k]
        d.victims_aside = pool[k:]
        d.rng = Rng(rng.next64())
        return d


__all__ = ["INVESTIGATOR", "ArkhamNoirState"]
