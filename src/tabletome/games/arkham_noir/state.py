"""The Arkham Noir state: the table as flat lists, the flow as a frame stack, views from zones.

Cards are codes 0-49 (printed numbers 1-50), victims codes 0-5. Every zone is a flat
list, so ``clone`` is a handful of slice copies: the draw deck (top = last), the main row
(index 0 = the principal card), the hand, one line per open case with its victim, the
discard pile, the time, sanity and Big Picture areas, the closed cases, the victim deck
(top = last) and the victims set aside unseen. What is pending in the turn is the frame
stack (frames.py): the contract (``to_move``, ``legal_actions``, ``prompt``,
``why_illegal``) is read off its top frame.

Who sees what: the draw deck, the victim deck and the victims set aside are hidden zones
(AN-SETUP-03: their order, and which victims were set aside, are unknown); everything else
is open (a solo game: the hand is the investigator's own). ``view``, ``public_view``,
``full_view`` and ``determinize`` are assembled from the zones and ``show``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.fields import LIST, NESTED, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState, FlowState, Frame
from tabletome.engine.game import Game
from tabletome.engine.i18n import N_, _
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
from tabletome.engine.zones import HIDDEN, PUBLIC, Viewer, Zone

from . import frames, reasons, rules
from .data import ATTRIBUTES, EFFECT_KINDS, TYPE_TITLES, ArkhamNoirEdition, mask_names

INVESTIGATOR = N_("investigator")  # the one seat's name (shown translated by i18n.seat_words)
CONTACT_STATES = ("ready", "used: Key side", "used: Exchange side")


def card_view(s: Any, c: int) -> dict[str, Any]:
    """A clue card as a player sees it on the table."""
    ed: ArkhamNoirEdition = s.ed
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
        "effects": [{"kind": EFFECT_KINDS[k], "name": ed.effect_names[k], "mandatory": m} for k, m in ed.effects[c]],
        "icons": ed.card_icons(c),
    }


def victim_view(s: Any, v: int) -> dict[str, Any]:
    ed: ArkhamNoirEdition = s.ed
    return {"name": ed.v_names[v], "profession": ed.v_professions[v], "right": mask_names(ed.v_right[v])}


DECK = Zone("deck", "clues", HIDDEN, label=card_view)  # AN-SETUP-06: face down, top = last
VICTIM_DECK = Zone("victim_deck", "victims", HIDDEN, label=victim_view)  # AN-SETUP-04
VICTIMS_ASIDE = Zone("victims_aside", "victims", HIDDEN, label=victim_view)  # AN-SETUP-03: unseen
# The open zones, by their name in the view.
OPEN_ZONES = (
    ("main_row", Zone("row", "clues", PUBLIC, label=card_view)),
    ("hand", Zone("hand", "clues", PUBLIC, label=card_view)),
    ("time_area", Zone("time_area", "clues", PUBLIC, label=card_view)),
    ("sanity_area", Zone("sanity_area", "clues", PUBLIC, label=card_view)),
    ("big_picture", Zone("big_picture", "clues", PUBLIC, label=card_view)),
    ("discard", Zone("discard", "clues", PUBLIC, label=card_view)),
    ("closed_cases", Zone("closed", "clues", PUBLIC, label=card_view)),
    ("closed_victims", Zone("closed_victims", "victims", PUBLIC, label=victim_view)),
)


class ArkhamNoirState(Assembled, FlowGameState):
    game: ClassVar[Game]  # set by the package on import
    ZONES = (DECK, VICTIM_DECK, VICTIMS_ASIDE)

    ed: ArkhamNoirEdition = field(SHARED)
    rd: rules.Readings = field(SHARED)
    victory: int = field(VALUE)  # AN-DIFF-03/04
    n_victims: int = field(VALUE)  # AN-DIFF-05..07
    limit: int = field(VALUE)  # AN-DIFF-08/09
    stack: list[Frame] = field(LIST, factory=list)  # frames never change (frames.py): shared
    turn_no: int = field(VALUE, default=0)
    deck: list[int] = field(LIST, factory=list)
    row: list[int] = field(LIST, factory=list)
    hand: list[int] = field(LIST, factory=list)
    cases: list[list[int]] = field(NESTED, factory=list)
    case_victims: list[int] = field(LIST, factory=list)
    case_numbers: list[int] = field(LIST, factory=list)  # the number of each open case (rules.open_case)
    discard: list[int] = field(LIST, factory=list)
    time_area: list[int] = field(LIST, factory=list)
    sanity_area: list[int] = field(LIST, factory=list)
    big_picture: list[int] = field(LIST, factory=list)
    closed: list[int] = field(LIST, factory=list)
    closed_victims: list[int] = field(LIST, factory=list)
    victim_deck: list[int] = field(LIST, factory=list)
    victims_aside: list[int] = field(LIST, factory=list)
    contact: int = field(VALUE, default=rules.CONTACT_READY)
    contact_victim: int = field(VALUE, default=-1)  # the case (by its victim) where the contact's Key was used, or -1

    def __init__(self, ed: ArkhamNoirEdition, seed: int, options: dict[str, Any]) -> None:
        init_fields(
            self,
            ed=ed,
            players=1,  # AN-GEN-01
            options=options,
            rd=rules.Readings.from_options(options),
            victory=options["victory"],
            n_victims=options["victims"],
            limit=options["limits"],
            rng=Rng(seed),
            stops=[None],
        )
        rules.setup(self)
        frames.start(self)

    # ------------------------------------------------------------ contract
    @property
    def edition(self) -> ArkhamNoirEdition:
        return self.ed

    @property
    def round(self) -> int:
        return self.turn_no

    @property
    def phase(self) -> int:
        """What the investigator decides now (frames.ACTION, ...), read off the top frame."""
        return frames.phase(self)

    def seat_name(self, seat: int) -> str:
        return INVESTIGATOR

    OVER = reasons.GAME_OVER

    def prompt(self) -> str:
        # the engine's sentence once the game is over, in the reader's language like every prompt
        return super().prompt() if self.stack else _("The game is over.")

    def why_illegal(self, action: Action) -> str:
        return reasons.sentence(FlowState.why_illegal(self, action))

    def not_now(self, action: Action) -> str:
        top = frames.top(self)
        assert top is not None
        return reasons.not_now(str(action), top.must)

    def fingerprint(self) -> tuple[Any, ...]:
        """Every field that defines the game (not the narration or caches)."""
        skip = ("log", "_legal", "ed", "options", "rd")
        out: list[Any] = [self.ed.digest, sorted(self.options.items())]
        for name in ArkhamNoirState.FIELDS:  # type: ignore[attr-defined]
            if name == "stack":
                out.append([f.key() for f in frames.stack_frames(self)])
            elif name not in skip:
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
    def card(self, c: int) -> dict[str, Any]:
        return card_view(self, c)

    def victim(self, v: int) -> dict[str, Any]:
        return victim_view(self, v)

    def show(self, viewer: Viewer) -> dict[str, Any]:
        out = self._header()
        out.update((key, zone.show(self, viewer)) for key, zone in OPEN_ZONES)
        out.update(self._table_facts())
        facts = rules.line_facts(self)
        closing = frames.closing_victim(self)
        out["cases"] = [self._case(ci, facts[ci], closing) for ci in range(len(self.cases))]
        out["flow"] = self._flow()
        if viewer is None:
            out["hidden"] = self._hidden()
        return out

    def _header(self) -> dict[str, Any]:
        return {
            "edition": self.ed.id,
            "players": 1,
            "options": {k: v for k, v in self.options.items() if k != "players"},
            "turn": self.turn_no,
            "phase": frames.PHASE_NAMES[self.phase],
            "reveals": self.reveals,
        }

    def _table_facts(self) -> dict[str, Any]:
        """What the open zones imply, the limits, the sizes of the hidden zones, the contact."""
        ed = self.ed
        return {
            "principal": self.row[0] + 1 if self.row else None,
            "hand_limit": rules.HAND_LIMIT_SIZE,
            "limit": self.limit,
            "puzzle_types": [TYPE_TITLES[t] for t in sorted({ed.ctype[c] for c in self.big_picture})],
            "victory": self.victory,
            "draw_deck": len(self.deck),
            "victim_deck": len(self.victim_deck),
            "victims_aside": len(self.victims_aside),
            "contact": {
                "name": ed.contact_name,
                "state": CONTACT_STATES[self.contact],
                "key_case": self._case_number(self.contact_victim),
            },
        }

    def _case_number(self, victim: int) -> int | None:
        return rules.number_of(self, victim)

    def _case(self, ci: int, facts: rules.LineFacts, closing: int) -> dict[str, Any]:
        line = self.cases[ci]
        v = self.case_victims[ci]
        spare = facts[2]
        return {
            "case": self.case_numbers[ci],
            "victim": victim_view(self, v),
            "line": [card_view(self, c) for c in line],
            "clue_types": rules.types_in(self, line),
            # Keys (+1 the contact's Key used there) not yet matched by a Lock; after a Take back
            # the Locks may outnumber the Keys: "keys_short" says by how many (AN-REQ-03, AMB-15).
            "spare_keys": max(spare, 0),
            "keys_short": max(-spare, 0),
            "contact_key": self.contact_victim == v,
            "closable": facts[3],
            "being_closed": closing == v,
        }

    def _flow(self) -> dict[str, Any]:
        """The public summary of the frame stack: pending effects, the case being closed, the bonus,
        the card chosen to give in the Exchange being made."""
        closing = frames.closing_victim(self)
        given = frames.exchange_given(self)
        return {
            "effects": [
                {"card": f.card + 1, "case": self._case_number(f.victim), "next": f.next}
                for f in frames.pending_effects(self)
            ],
            "closing": self._case_number(closing) if closing >= 0 else None,
            "bonus_due": frames.bonus_due(self),
            "contact_victim": self.ed.v_names[self.contact_victim] if self.contact_victim >= 0 else None,
            "exchange_give": given + 1 if given >= 0 else None,
        }

    def _hidden(self) -> dict[str, Any]:
        """The hidden zones in full (``full_view`` only), the tops of the decks first."""
        return {
            "draw_deck_top_first": DECK.show(self, None)[::-1],
            "victim_deck_top_first": VICTIM_DECK.show(self, None)[::-1],
            "victims_set_aside": VICTIMS_ASIDE.show(self, None),
        }


__all__ = ["INVESTIGATOR", "ArkhamNoirState"]
