"""How Cyclades moves are written and read back (README, "Notation").

The grammar reads any well-written move, legal now or not, so a move that is written right but
not allowed gets the rule's own sentence from the decision on top (``why_illegal``). Islands are
numbers, sea spaces their circle's name (``c4``), gods, creatures and colours words.
"""

from __future__ import annotations

from tabletome.engine.notation import Arg, Grammar, Verb

from .data import BUILDINGS, OFFER_GODS


def _word(name: str) -> Arg:
    return Arg(name, str, "a word")


ISLAND = Arg.number("island", 0, 99)  # 0: the Secret Island of the Amazons (Module 3)
COUNT = Arg.number("number", 0, 99)
SEA = _word("sea space")
PLACE = _word("island or sea space")

VERBS = (
    Verb("offer", (Arg.word("god", tuple(OFFER_GODS)), Arg.number("GP", 1, 999)), help="offer GP to a god (phase 4)"),
    Verb("apollo", help="go to Apollo"),
    Verb("fleet", (SEA,), help="recruit a fleet"),
    Verb("troop", (ISLAND,), help="recruit a troop"),
    *(Verb(b, (ISLAND,), help=f"build a {b}") for b in BUILDINGS),
    Verb("sail", (SEA, COUNT, COUNT), optional=1, help="start a voyage with some fleets (and undead fleets)"),
    Verb("to", (SEA,), help="sail on to a sea space"),
    Verb("drop", (COUNT,), help="leave fleets here"),
    Verb("pick", (COUNT,), help="take your fleets here along"),
    Verb("drop-undead", (COUNT,), help="leave undead fleets here"),
    Verb("pick-undead", (COUNT,), help="take your undead fleets here along"),
    Verb("stop", help="end the voyage here"),
    Verb(
        "march",
        (ISLAND, ISLAND, COUNT, COUNT, _word("heroes")),
        optional=2,
        help="move troops (undead, heroes joined by +) along your fleets",
    ),
    Verb("priest"),
    Verb("philosopher"),
    Verb("renew", (_word("creature"),), help="Zeus: replace a creature of the track"),
    Verb("call", (_word("creature"),), help="call a creature of the track"),
    Verb("end", help="end your turn"),
    Verb("prosper", (ISLAND,), help="Apollo's prosperity marker"),
    Verb("retreat", (PLACE,)),
    Verb("stay"),
    Verb("metropolis", (ISLAND,)),
    Verb("give", (Arg.word("building", (*BUILDINGS, "theater")), ISLAND)),
    Verb("take", (_word("colour"),)),
    Verb("rob", (_word("colour"),)),
    Verb("siren", (SEA,)),
    Verb("from", (SEA,)),
    Verb("harpy", (ISLAND,)),
    Verb("destroy", (ISLAND, Arg.word("building", (*BUILDINGS, "theater")))),
    Verb("fly", (ISLAND, ISLAND, COUNT)),
    Verb("sylph", (SEA, SEA, COUNT)),
    Verb("sell", (Arg.word("what", ("fleet", "troop", "card")), _word("where or which"))),
    Verb("change", (ISLAND, Arg.word("building", (*BUILDINGS, "theater")), Arg.word("into", BUILDINGS))),
    Verb("copy", (_word("creature"),)),
    Verb("kraken", (SEA,)),
    Verb("place", (ISLAND,)),
    Verb("push", (SEA,)),
    Verb("done"),
    Verb("lose", (_word("unit"),), help="the unit that goes after a lost round"),
    # the Hades box
    Verb("undead", (Arg.word("kind", ("troop", "fleet")), PLACE), help="Hades: raise an undead"),
    Verb("necropolis", (ISLAND,), help="Hades: build the Necropolis"),
    Verb("keep", (_word("hero"),), help="pay a hero's upkeep"),
    Verb("release", (_word("hero"),), help="let a hero go"),
    Verb("priestess", (_word("hero or figurine"),), help="discard a priestess instead"),
    Verb("sacrifice", (_word("hero"),)),
    Verb("revive", (_word("hero"),), help="Charon: a hero back into play"),
    Verb("erinyes", (ISLAND, ISLAND), help="move a prosperity marker"),
    Verb("favour", help="use the divine favour's power"),
    Verb("use", (_word("item"),), help="use a magic item"),
    Verb("theater", (ISLAND,), help="build a Theater"),
    Verb("let", (_word("figurine"),), help="let a figurine go"),
    Verb("pass", help="play no magic item"),
)

GRAMMAR = Grammar("Cyclades", VERBS, hint="'offer zeus 3', 'apollo', 'troop 3', 'march 3 5 2' or 'end'")
