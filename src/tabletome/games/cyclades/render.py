"""Pictures of a Cyclades view: rich renderables for the terminal, one SVG map for the browser, and
plain words for a move.

Everything here reads a ``view(seat)`` dict, never the state, so a picture cannot show what its
seat may not know (another player's GP behind his screen, the order of the creature deck, another
seat's face-down magic items: only their number). The Hades box's keys (``hades``, ``favour``,
``heroes``, undead, priestesses, items, the Secret Island) may be missing from a view, as every
other key: each is read with ``.get`` and ignored when absent or odd.

Undead are drawn pale with a dashed outline of their owner's colour, beside his normal units;
heroes as small bronze tags with their names on their island.

Owners are told apart by colour and by a letter (B blue, G green, R red, Y yellow, K black), so a
colour-blind player can read the map too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from rich.box import MINIMAL
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import N_, SOURCE, _, language, ngettext, seat_words
from tabletome.engine.reference import Entry
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, Tips, esc, fitted, text, wrapped

from .data import CycladesEdition, standard_edition
from .reference import (
    BUILDING_TYPES,
    building_key,
    card_key,
    creature_key,
    favour_key,
    favour_name,
    glossary,
    hades_lines,
    hero_key,
    item_key,
    new_card_key,
    plural,
    slug,
)
from .words import area as area_said
from .words import building as building_said
from .words import glossary_words, named, reason
from .words import god as god_said

View = Mapping[str, Any]
Row = Mapping[str, Any]
LETTER_FIRST = {"black": "K"}  # blue has the B


# ---------------------------------------------------------------- reading the view
def _rows(value: Any) -> list[Row]:
    """The dict items of a list from the view (anything else is ignored)."""
    return [x for x in value if isinstance(x, Mapping)] if isinstance(value, list) else []


def _seq(value: Any) -> list[Any]:
    """A list from the view, or an empty one for anything else."""
    return value if isinstance(value, list) else []


def _board(v: View) -> Row:
    board = v.get("board")
    return board if isinstance(board, Mapping) else {}


def _islands(v: View) -> list[Row]:
    return _rows(_board(v).get("islands"))


def _seas(v: View) -> list[Row]:
    return _rows(_board(v).get("seas"))


def _seats(v: View) -> list[Row]:
    return _rows(v.get("seats"))


def god_named(v: View, god: Any) -> str:
    """A god named in the view ("Poseidon") in the reader's language."""
    return god_said(god)


def troops_words(n: int) -> str:
    return ngettext("{n} troop", "{n} troops", n).format(n=n)


def fleets_words(n: int) -> str:
    return ngettext("{n} fleet", "{n} fleets", n).format(n=n)


def undead_troops_words(n: int) -> str:
    return ngettext("{n} undead troop", "{n} undead troops", n).format(n=n)


def undead_fleets_words(n: int) -> str:
    return ngettext("{n} undead fleet", "{n} undead fleets", n).format(n=n)


def priests_words(n: int) -> str:
    return ngettext("{n} priest", "{n} priests", n).format(n=n)


def islands_words(n: int) -> str:
    return ngettext("{n} island", "{n} islands", n).format(n=n)


def metropolises_words(n: int) -> str:
    return ngettext("{n} Metropolis", "{n} Metropolises", n).format(n=n)


def winners_words(winners: Sequence[str]) -> str:
    """The outcome's title: "blue wins", "blue and red win", or "The game is over"."""
    if not winners:
        return _("The game is over")
    if len(winners) == 1:
        return _("{seat} wins").format(seat=winners[0])
    return _("{seats} win").format(seats=_(" and ").join(winners))


def figurine_words(f: Row) -> str:
    """ "Kraken on sea C3 (called by blue)"."""
    name = str(f.get("creature"))
    words = _("{creature} on {area}").format(creature=named(creature_key(name), name), area=area_words(f.get("area")))
    return words + (_(" (called by {seat})").format(seat=f.get("owner")) if f.get("owner") else "")


def _int(value: Any, default: int = 0) -> int:
    """A whole number from the view (an outcome's scores are floats), ``default`` for anything else."""
    if isinstance(value, int | float):
        return int(value)
    try:
        return int(str(value))
    except ValueError:
        return default


def letters(v: View) -> dict[str, str]:
    """Each seat colour's letter: its initial, unless another colour took it first."""
    out: dict[str, str] = {}
    for seat in _seats(v):
        colour = str(seat.get("colour", "?"))
        wish = [LETTER_FIRST.get(colour, ""), *(ch.upper() for ch in colour if ch.isalpha())]
        wish += [chr(c) for c in range(ord("A"), ord("Z") + 1)]
        out[colour] = next(w for w in wish if w and w not in out.values())
    return out


def colour_of(v: View, who: Any) -> str | None:
    """A seat as decisions give it (a number) or as the board gives it (a colour)."""
    if isinstance(who, bool) or who is None:
        return None
    if isinstance(who, int):
        seats = _seats(v)
        return str(seats[who].get("colour")) if 0 <= who < len(seats) else None
    return str(who)


def seat_of(v: View, colour: str | None) -> Row | None:
    return next((s for s in _seats(v) if s.get("colour") == colour), None)


def area_words(name: Any) -> str:
    """``3`` -> "island 3", ``c4`` -> "sea c4" (islands are numbered, seas named by their circle)."""
    return area_said(name)


def _area(v: View, name: Any) -> Row | None:
    """The island or sea space a move names."""
    text_ = str(name)
    if text_.isdigit():
        return next((i for i in _islands(v) if str(i.get("number")) == text_), None)
    return next((s for s in _seas(v) if str(s.get("name")) == text_), None)


def _units(area: Row | None) -> int:
    if area is None:
        return 0
    return _int(area.get("troops", area.get("fleets", 0)))


def _decisions(v: View) -> list[Row]:
    return _rows(v.get("decisions"))


def _hades(v: View) -> Row | None:
    """The Hades threat track and where Hades stands (Module 2), or None."""
    h = v.get("hades")
    return h if isinstance(h, Mapping) else None


def _favour_row(v: View) -> Row | None:
    """The favour tile face up this cycle (Module 4), or None."""
    f = v.get("favour")
    return f if isinstance(f, Mapping) else None


#: The modules' names in a view (views.modules), for the reader.
MODULE_WORDS = {
    "free placement": N_("free placement"),
    "Hades": N_("Hades"),
    "heroes": N_("heroes"),
    "favours": N_("favours"),
    "Theaters": N_("Theaters"),
}


def _modules(v: View) -> list[str]:
    return [str(m) for m in _seq(v.get("modules"))]


def _hidden_items(seat: Row) -> tuple[list[str], int]:
    """A seat's face-down items: the names (for the seat itself) or only their number (the others)."""
    hidden = seat.get("hidden_items")
    if isinstance(hidden, list):
        return [str(n) for n in hidden], len(hidden)
    return [], _int(hidden)


def _and(names: Sequence[str]) -> str:
    """``["a", "b", "c"]`` -> "a, b and c"."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + _(" and ") + names[-1]


def _voyage_text(v: View, d: Row, who: Any) -> str:
    left = _int(d.get("steps_left"))
    return ngettext(
        "{seat}'s {fleets} at sea on {sea}, {n} step left", "{seat}'s {fleets} at sea on {sea}, {n} steps left", left
    ).format(seat=who, fleets=_fleet_words(_int(d.get("fleets")), _int(d.get("undead"))), sea=d.get("at"), n=left)


def _fleet_words(fleets: int, undead: int) -> str:
    """ "2 fleets", "1 fleet and 2 undead fleets", "1 undead fleet"."""
    parts = [fleets_words(fleets)] if fleets or not undead else []
    if undead:
        parts.append(ngettext("{n} undead fleet", "{n} undead fleets", undead).format(n=undead))
    return _(" and ").join(parts)


def _force_words(d: Row) -> str:
    """An attacking side's units: "2", "2 + 1 undead", "1 undead", "1 + Perseus"."""
    n, undead = _int(d.get("attacking_units")), _int(d.get("attacking_undead"))
    heroes = [str(h) for h in _seq(d.get("attacking_heroes"))]
    parts = [str(n)] if n or not (undead or heroes) else []
    parts += [_("{n} undead").format(n=undead)] if undead else []
    return " + ".join(parts + heroes)


def _battle_text(v: View, d: Row) -> str:
    att, dfn = colour_of(v, d.get("attacker")), colour_of(v, d.get("defender"))
    b = _int(d.get("defending_units"))
    rounds = _int(d.get("rounds"))
    return ngettext(
        "battle on {area}: {attacker} ({force}) attacks {defender} ({n}), after {rounds} round",
        "battle on {area}: {attacker} ({force}) attacks {defender} ({n}), after {rounds} rounds",
        rounds,
    ).format(area=area_words(d.get("area")), attacker=att, force=_force_words(d), defender=dfn, n=b, rounds=rounds)


BOON_WORDS = {
    "troop": N_("{seat} places a free troop"),
    "fleet": N_("{seat} places a free fleet"),
    "theater": N_("{seat} builds a Theater"),
    "renew": N_("{seat} replaces a creature of the track"),
    "build": N_("{seat} builds a free building"),
}
BOON_OTHER = N_("{seat} uses a power")  # (a mark inside a call is not extracted: one of its own)


def _offerings_text(d: Row) -> str:
    markers = _int(d.get("markers"))
    return ngettext(
        "offerings: {placed} of {n} marker placed", "offerings: {placed} of {n} markers placed", markers
    ).format(placed=d.get("placed", 0), n=markers)


def _cards_said(names: Any) -> list[str]:
    """Creatures or heroes a view names (English), in the reader's language."""
    return [named(card_key(str(n)), n) for n in _seq(names)]


def _creature_named(d: Row) -> str:
    name = str(d.get("creature"))
    return named(card_key(name), name)


STEP_TEXT: dict[str, Callable[[View, Row, Any], str]] = {
    "turn": lambda v, d, who: _("{seat}'s turn with {god}").format(seat=who, god=god_named(v, d.get("god"))),
    "offerings": lambda v, d, who: _offerings_text(d),
    "rebid": lambda v, d, who: _("{seat} was outbid on {god} and places the marker again").format(
        seat=colour_of(v, d.get("interrupt")), god=god_named(v, d.get("lost"))
    ),
    "voyage": _voyage_text,
    "battle": lambda v, d, who: _battle_text(v, d),
    "creature": lambda v, d, who: _("{seat} resolves {creature}").format(seat=who, creature=_creature_named(d)),
    "metropolis": lambda v, d, who: (
        _("{seat} places a Metropolis").format(seat=who) if who else _("a Metropolis is placed")
    ),
    "apollo": lambda v, d, who: _("{seat} is on Apollo").format(seat=who),
    "upkeep": lambda v, d, who: _("upkeep of the heroes: {heroes}").format(heroes=_and(_cards_said(d.get("heroes")))),
    "placement": lambda v, d, who: _("{seat} places his units ({god})").format(
        seat=who, god=god_named(v, d.get("god"))
    ),
    "boon": lambda v, d, who: _(BOON_WORDS.get(str(d.get("power")), BOON_OTHER)).format(seat=who),
    "figurines": lambda v, d, who: _("{seat}'s {figurines}: time is up").format(
        seat=who, figurines=_and(_cards_said(d.get("leaving")))
    ),
}


def _step_text(v: View, d: Row) -> str:
    """One pending step in words."""
    words = STEP_TEXT.get(str(d.get("step")))
    return words(v, d, colour_of(v, d.get("seat"))) if words is not None else ""


def step_text(v: View) -> str:
    """Every pending step in words, outermost first."""
    return " · ".join(t for t in (_step_text(v, d) for d in _decisions(v)) if t)


# ---------------------------------------------------------------- words for a move
@cache
def _edition() -> CycladesEdition:
    """The prices a move costs: a view carries no price list, so the standard edition's."""
    return standard_edition()


class _Mover:
    """The seat making the move, as the view shows it, and the step it answers."""

    __slots__ = ("colour", "seat", "step", "v")

    def __init__(self, v: View) -> None:
        self.v = v
        self.colour = v.get("to_move") or v.get("you")
        self.seat = seat_of(v, self.colour)
        decisions = _decisions(v)
        self.step: Row = decisions[-1] if decisions else {}

    def creature(self) -> str:
        return str(self.step.get("creature") or "the creature")

    def attr(self, key: str) -> int:
        return _int(self.seat.get(key)) if self.seat is not None else 0


def _god_name(m: _Mover, god_id: str) -> str:
    god = next((g for g in _rows(m.v.get("gods")) if g.get("id") == god_id), None)
    return str(god.get("god")) if god is not None else god_id.capitalize()


def _held_offer(m: _Mover, god_id: str) -> Any:
    """The offer on a god (Hades's when the view gives it: a gods row or the Hades tile's)."""
    god = next((g for g in _rows(m.v.get("gods")) if g.get("id") == god_id), None)
    if god is None and god_id == "hades":
        god = _hades(m.v)
    return god.get("offer") if god is not None else None


def _offer(m: _Mover, a: list[str]) -> str:
    amount = _int(a[1])
    out = _("offer {n} GP to {god}").format(n=amount, god=god_said(_god_name(m, a[0])))
    covers = (_hades(m.v) or {}).get("covers")
    if a[0] == "hades" and covers:
        out += _(" (he covers {god} this cycle)").format(god=god_said(covers))
    held = _held_offer(m, a[0])
    if isinstance(held, Mapping) and held.get("seat") not in (None, m.colour):
        out += _(", outbidding {seat}'s {n} GP").format(seat=held.get("seat"), n=held.get("amount"))
    priests = m.attr("priests")
    if priests:
        out += _(" (you pay {n} GP with your {priests})").format(
            n=max(1, amount - priests), priests=priests_words(priests)
        )
    return out


def _recruit_cost(m: _Mover, costs: Sequence[int]) -> str:
    if m.step.get("step") != "turn":
        return ""
    done = _int(m.step.get("recruited"))
    if done >= len(costs):
        return ""
    return _(" (free)") if costs[done] == 0 else " (" + _("{n} GP").format(n=costs[done]) + ")"


#: A unit placed without a price, by its kind and whether it is a power's free unit (else Module 1's
#: placement).
PLACED = {
    ("fleet", False): N_("place a fleet on {where}"),
    ("fleet", True): N_("place the free fleet on {where}"),
    ("troop", False): N_("place a troop on {where}"),
    ("troop", True): N_("place the free troop on {where}"),
}


def _placed(m: _Mover, kind: str, where: str) -> str:
    """A unit placed without a price: Module 1's placement, or a favour's or an item's power."""
    return _(PLACED[kind, m.step.get("step") != "placement"]).format(where=area_words(where))


def _fleet(m: _Mover, a: list[str]) -> str:
    if m.step.get("step") in ("placement", "boon"):
        return _placed(m, "fleet", a[0])
    return _("recruit a fleet on sea {sea}").format(sea=a[0]) + _recruit_cost(m, _edition().fleet_costs)


def _troop(m: _Mover, a: list[str]) -> str:
    if m.step.get("step") in ("placement", "boon"):
        return _placed(m, "troop", a[0])
    return _("recruit a troop on island {n}").format(n=a[0]) + _recruit_cost(m, _edition().troop_costs)


def _build(kind: str) -> Callable[[_Mover, list[str]], str]:
    def describe(m: _Mover, a: list[str]) -> str:
        building = named("building:" + kind.lower(), kind)
        if m.step.get("step") == "boon" and kind != "Theater":
            return _("build a {building} on island {n} (free)").format(building=building, n=a[0])
        return _("build a {building} on island {n} ({gp} GP)").format(
            building=building, n=a[0], gp=_edition().build_cost
        )

    return describe


def _present(area: Row) -> int:
    """Every unit of the controller on a space: normal ones, undead and heroes."""
    return _units(area) + _int(area.get("undead")) + len(_seq(area.get("heroes")))


def _attack(m: _Mover, where: str, kind: str) -> str:
    """What arriving units meet: ", attacking red's 2 troops", ", taking it", or nothing."""
    area = _area(m.v, where)
    if area is None:
        return ""
    owner, n, undead = area.get("owner"), _units(area), _int(area.get("undead"))
    heroes = [str(h) for h in _seq(area.get("heroes"))]
    if owner not in (None, m.colour) and n + undead + len(heroes) > 0:
        parts = [(troops_words if kind == "troop" else fleets_words)(n)] if n else []
        parts += [(undead_troops_words if kind == "troop" else undead_fleets_words)(undead)] if undead else []
        return _(", attacking {seat}'s {units}").format(seat=seat_words(str(owner)), units=_and(parts + heroes))
    if kind == "troop" and owner != m.colour:
        return _(", taking it")
    return ""


def _sail(m: _Mover, a: list[str]) -> str:
    undead = _int(a[2]) if len(a) > 2 else 0
    return _("set sail from {sea} with {fleets} ({n} GP)").format(
        sea=a[0], fleets=_fleet_words(_int(a[1]), undead), n=_edition().move_cost
    )


def _to(m: _Mover, a: list[str]) -> str:
    return _("sail on to {sea}").format(sea=a[0]) + _attack(m, a[0], "fleet")


def _here(m: _Mover) -> str:
    at = m.step.get("at")
    return _("on {sea}").format(sea=at) if at else _("here")


def _march_words(a: list[str]) -> str:
    """ "2 troops", "1 troop and 1 undead troop", "Perseus and Achilles"."""
    n = _int(a[2])
    undead = _int(a[3]) if len(a) > 3 else 0
    heroes = [_hero_said(w) for w in a[4].split("+") if w] if len(a) > 4 else []
    parts = [troops_words(n)] if n or not (undead or heroes) else []
    parts += [undead_troops_words(undead)] if undead else []
    return _and(parts + heroes)


def _march(m: _Mover, a: list[str]) -> str:
    move = _("move {units} from island {n} to island {m} ({gp} GP)").format(
        units=_march_words(a), n=a[0], m=a[1], gp=_edition().move_cost
    )
    return move + _attack(m, a[1], "troop")


def _card(kind: str) -> Callable[[_Mover, list[str]], str]:
    def describe(m: _Mover, a: list[str]) -> str:
        card = _("priest") if kind == "priest" else _("philosopher")
        return _("take a {card} card (free, or {n} GP for a second one)").format(card=card, n=_edition().extra_card)

    return describe


def _track_card(m: _Mover, arg: str) -> tuple[str, int | None]:
    """The creature a move names (``pegasus``) and the price of its space, from the track."""
    for space in _rows(m.v.get("creature_track")):
        name = space.get("creature")
        if name and slug(str(name)) == arg:
            return str(name), _int(space.get("price"))
    return _card_name(arg), None


def _call(m: _Mover, a: list[str]) -> str:
    english, price = _track_card(m, a[0])
    name = named(card_key(english), english)
    if _is_hero(english):
        cost = _("cost {n} GP, no Temple discount on a hero; ").format(n=price) if price is not None else ""
        return _("recruit {hero} ({cost}upkeep {n} GP a cycle)").format(hero=name, cost=cost, n=_upkeep(m.v))
    if price is None:
        return _("call {creature}").format(creature=name)
    pay = max(1, price - m.attr("temple_discount"))
    if pay == price:
        return _("call {creature} (cost {n} GP)").format(creature=name, n=pay)
    return _("call {creature} (cost {n} GP: {price} GP less {less} GP for your Temples)").format(
        creature=name, n=pay, price=price, less=price - pay
    )


def _renew(m: _Mover, a: list[str]) -> str:
    english = _track_card(m, a[0])[0]
    creature = named(card_key(english), english)
    if m.step.get("step") == "boon":
        return _("discard {creature} from the creature track and draw a new creature onto its space (free)").format(
            creature=creature
        )
    return _("discard {creature} from the creature track and draw a new creature onto its space ({n} GP)").format(
        creature=creature, n=_edition().renew_cost
    )


#: What the Satyr and the Dryad take (CY-CRE-10/11).
TAKE_WORDS = {
    "Satyr": N_("take a philosopher card from {seat}"),
    "Dryad": N_("take a priest card from {seat}"),
}
TAKE_ANY = N_("take a card from {seat}")


def _take(m: _Mover, a: list[str]) -> str:
    return _(TAKE_WORDS.get(m.creature(), TAKE_ANY)).format(seat=seat_words(a[0]))


def _owner(m: _Mover, where: str) -> str | None:
    """Who holds an area, as the view shows it (a colour, or None)."""
    area = _area(m.v, where)
    owner = area.get("owner") if area is not None else None
    return str(owner) if owner else None


def _siren(m: _Mover, a: list[str]) -> str:
    owner = _owner(m, a[0])
    if owner is None:
        return _("sink the lone fleet on {sea} and put one of yours in its place").format(sea=a[0])
    return _("sink {seat}'s lone fleet on {sea} and put one of yours in its place").format(
        seat=seat_words(owner), sea=a[0]
    )


def _harpy(m: _Mover, a: list[str]) -> str:
    owner = _owner(m, a[0])
    if owner is None:
        return _("remove one of a player's troops from island {n}").format(n=a[0])
    return _("remove one of {seat}'s troops from island {n}").format(seat=seat_words(owner), n=a[0])


def _fly(m: _Mover, a: list[str]) -> str:
    n = _int(a[2])
    if m.creature() in ("Pegasus", "the creature"):
        how = ngettext(
            "fly {n} troop from island {src} to island {dst} with Pegasus",
            "fly {n} troops from island {src} to island {dst} with Pegasus",
            n,
        )
    else:
        how = ngettext(
            "fly {n} troop from island {src} to island {dst} as Pegasus does ({creature})",
            "fly {n} troops from island {src} to island {dst} as Pegasus does ({creature})",
            n,
        )
    words = how.format(n=n, src=a[0], dst=a[1], creature=named(card_key(m.creature()), m.creature()))
    return words + _attack(m, a[1], "troop")


def _sylph(m: _Mover, a: list[str]) -> str:
    n = _int(a[2])
    move = ngettext(
        "move {n} fleet from {src} to {dst} with the Sylph", "move {n} fleets from {src} to {dst} with the Sylph", n
    )
    return move.format(n=n, src=a[0], dst=a[1]) + _attack(m, a[1], "fleet")


#: What the Sphinx buys (CY-CRE-17): a card, or a unit on an area.
SELL_WORDS = {
    "priest": N_("sell a priest card to the Sphinx for 2 GP"),
    "philosopher": N_("sell a philosopher card to the Sphinx for 2 GP"),
    "fleet": N_("sell a fleet on {area} to the Sphinx for 2 GP"),
    "troop": N_("sell a troop on {area} to the Sphinx for 2 GP"),
}


def _sell(m: _Mover, a: list[str]) -> str:
    what = a[1] if a[0] == "card" else a[0]  # "sell card priest", "sell fleet c4"
    if what in ("priest", "philosopher"):
        return _(SELL_WORDS[what])
    return _(SELL_WORDS[what]).format(area=area_words(a[1]))


#: A creature's repeated question answered "done" (``steps.LOOPS``).
DONE_WORDS = {
    "Sphinx": N_("sell nothing more to the Sphinx"),
    "Sylph": N_("move no more fleets with the Sylph"),
    "Kraken": N_("leave the Kraken where it is"),
}


def _done(m: _Mover, a: list[str]) -> str:
    creature = m.creature()
    if creature in DONE_WORDS:
        return _(DONE_WORDS[creature])
    return _("be done with {creature}").format(creature=named(card_key(creature), creature))


def _copy(m: _Mover, a: list[str]) -> str:
    names = {slug(str(n)): str(n) for n in _seq(m.v.get("creature_discard")) if isinstance(n, str)}
    english = names.get(a[0], a[0].capitalize())
    return _("use the power of {creature} from the discard pile").format(creature=named(card_key(english), english))


def _kraken(m: _Mover, a: list[str]) -> str:
    area = _area(m.v, a[0])
    out = _("put the Kraken on sea {sea}").format(sea=a[0])
    if area is not None and area.get("owner") and _units(area):
        n = _units(area)
        out += ngettext(", destroying {seat}'s {n} fleet", ", destroying {seat}'s {n} fleets", n).format(
            seat=seat_words(str(area.get("owner"))), n=n
        )
    return out


def _retreat(m: _Mover, a: list[str]) -> str:
    return _("retreat to {area}").format(area=area_words(a[0]))


def _place_metropolis(m: _Mover, a: list[str]) -> str:
    if a[0] == "0":
        return _("place your new Metropolis on the Secret Island of the Amazons")
    return _("place your new Metropolis on island {n}").format(n=a[0])


# ---- the Hades box in words
def _hero_names() -> dict[str, str]:
    """The edition's heroes by the notation's slug (``perseus`` -> "Perseus")."""
    ed = _edition()
    return {ed.c_slugs[c]: ed.c_names[c] for c in range(len(ed.c_names)) if ed.is_hero(c)}


def _is_hero(name: str) -> bool:
    return slug(name) in _hero_names()


def _hero_name(word: str) -> str:
    return _hero_names().get(word, word.capitalize())


def _card_name(word: str) -> str:
    """A creature or hero of the edition by its slug."""
    ed = _edition()
    return next((n for n, s in zip(ed.c_names, ed.c_slugs, strict=True) if s == word), word.capitalize())


def _upkeep(v: View) -> int:
    costs = v.get("costs")
    given = costs.get("upkeep") if isinstance(costs, Mapping) else None
    return _int(given, _edition().hero_upkeep) if given is not None else _edition().hero_upkeep


def _lower_first(words: str) -> str:
    """A card's sentence after a colon: "Take 1 GP..." -> "take 1 GP..." (a name keeps its capital)."""
    first = words.split(" ", 1)[0]
    verbs = {"move", "take", "recruit", "build", "discard", "play", "place", "destroy", "remove", "put", "use"}
    return words[:1].lower() + words[1:] if first.lower() in verbs else words


def _card_text(text_: str) -> str:
    """A card's power after a colon (": take a priest card from the supply"), in English only: the
    editions' card texts are English, and a translated one is in the glossary's tip."""
    if not text_ or language() != SOURCE:
        return ""
    return ": " + _lower_first(text_.rstrip("."))


def _undead(m: _Mover, a: list[str]) -> str:
    if a[0] == "troop":
        where = _("raise an undead troop on island {n}").format(n=a[1])
    else:
        where = _("raise an undead fleet on sea {sea}").format(sea=a[1])
    costs = (m.v.get("costs") or {}).get("undead") if isinstance(m.v.get("costs"), Mapping) else None
    prices = [_int(c) for c in costs] if isinstance(costs, list) else list(_edition().hades.undead_costs)
    return where + _recruit_cost(m, prices)


def _necropolis(m: _Mover, a: list[str]) -> str:
    out = _("build the Necropolis on island {n} ({gp} GP)").format(n=a[0], gp=_edition().hades.necropolis)
    isl = _area(m.v, a[0])
    if isl is not None and isl.get("metropolis"):
        out += _(", destroying its Metropolis")
    old = next((i for i in _islands(m.v) if i.get("necropolis")), None)
    if old is not None and str(old.get("number")) != a[0]:
        gold = _int(m.v.get("necropolis_gold"))
        out += _(", moving it from island {n}").format(n=old.get("number"))
        out += _(" (its {n} GP stay behind)").format(n=gold) if gold else ""
    return out


#: A unit lost in a battle round (CY-HADES-20, AMB-28), by its kind.
LOSE_WORDS = {
    "troop": N_("lose a troop in this round"),
    "fleet": N_("lose a fleet in this round"),
    "undead troop": N_("lose an undead troop in this round"),
    "undead fleet": N_("lose an undead fleet in this round"),
}


def _lose(m: _Mover, a: list[str]) -> str:
    sea = not str(m.step.get("area", "1")).isdigit()
    kind = "fleet" if sea else "troop"
    if a[0] in ("troop", "fleet"):
        return _(LOSE_WORDS[a[0]])
    if a[0] == "undead":
        return _(LOSE_WORDS["undead " + kind])
    return _("lose {hero} in this round (the hero leaves the game)").format(hero=_hero_said(a[0]))


def _hero_said(word: str) -> str:
    """A hero by its slug, in the reader's language."""
    english = _hero_name(word)
    return named(hero_key(english), english)


def _card_said(word: str) -> str:
    """A creature or hero by its slug, in the reader's language."""
    english = _card_name(word)
    return named(card_key(english), english)


def _sacrifice(m: _Mover, a: list[str]) -> str:
    name = _hero_name(a[0])
    hero = next((h for h in _edition().model.heroes if h.name == name), None)
    power = _card_text(hero.sacrifice) if hero is not None else ""
    return _("sacrifice {hero}, who leaves the game").format(hero=_hero_said(a[0])) + power


def _priestess(m: _Mover, a: list[str]) -> str:
    if m.step.get("step") == "upkeep" or (m.step.get("step") != "figurines" and _is_hero(a[0])):
        return _("discard a priestess instead of paying {hero}'s upkeep this cycle").format(hero=_hero_said(a[0]))
    return _("discard a priestess to keep {creature} on the board one more cycle").format(creature=_card_said(a[0]))


def _let(m: _Mover, a: list[str]) -> str:
    fig = next((f for f in _rows(m.v.get("figurines")) if slug(str(f.get("creature"))) == a[0]), None)
    if fig is None:
        return _("let {creature} go").format(creature=_card_said(a[0]))
    return _("let {creature} go from {area}").format(creature=_card_said(a[0]), area=area_words(fig.get("area")))


def _favour(m: _Mover, a: list[str]) -> str:
    fav = _favour_row(m.v)
    if fav is None:
        return _("use the divine favour's power")
    god = str(fav.get("god"))
    name = named(favour_key(god), favour_name(god))
    return _("use the power of the {favour}").format(favour=name) + _card_text(str(fav.get("power", "")))


def _item_name(m: _Mover, word: str) -> str:
    """An item the mover holds (face up or, for himself, face down), else the edition's by its slug."""
    held = _seq(m.seat.get("items")) + _seq(m.seat.get("hidden_items")) if m.seat is not None else []
    ed = _edition()
    names = [str(n) for n in held] + list(ed.item_names)
    return next((n for n in names if slug(n) == word), word)


def _use(m: _Mover, a: list[str]) -> str:
    name = _item_name(m, a[0])
    ed = _edition()
    text_ = next((t for n, t in zip(ed.item_names, ed.item_text, strict=True) if n == name), "")
    return _("use {item}").format(item=named(item_key(name), name)) + _card_text(text_)


def _voyage_units(m: _Mover, a: list[str], words: Callable[[int], str]) -> str:
    """Fleets left or taken along during a voyage: "leave 2 fleets on c4"."""
    n = _int(a[0])
    return words(n).format(n=n, here=_here(m))


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "offer": _offer,
    "apollo": lambda m, a: _("go to Apollo (no offer)"),
    "fleet": _fleet,
    "troop": _troop,
    **{kind.lower(): _build(kind) for kind in (*BUILDING_TYPES, "Theater")},
    "sail": _sail,
    "to": _to,
    "drop": lambda m, a: _voyage_units(
        m, a, lambda n: ngettext("leave {n} fleet {here}", "leave {n} fleets {here}", n)
    ),
    "pick": lambda m, a: _voyage_units(
        m, a, lambda n: ngettext("take {n} more fleet along {here}", "take {n} more fleets along {here}", n)
    ),
    "drop-undead": lambda m, a: _voyage_units(
        m, a, lambda n: ngettext("leave {n} undead fleet {here}", "leave {n} undead fleets {here}", n)
    ),
    "pick-undead": lambda m, a: _voyage_units(
        m,
        a,
        lambda n: ngettext("take {n} more undead fleet along {here}", "take {n} more undead fleets along {here}", n),
    ),
    "stop": lambda m, a: _("end the voyage {where}").format(where=_here(m)),
    "march": _march,
    "priest": _card("priest"),
    "philosopher": _card("philosopher"),
    "renew": _renew,
    "call": _call,
    "end": lambda m, a: _("end your turn"),
    "prosper": lambda m, a: _("place the prosperity marker on island {n}").format(n=a[0]),
    "retreat": _retreat,
    "stay": lambda m, a: _("stay and fight another round"),
    "metropolis": _place_metropolis,
    "give": lambda m, a: _("give up the {building} on island {n} for your Metropolis").format(
        building=building_said(a[0].capitalize()), n=a[1]
    ),
    "take": _take,
    "rob": lambda m, a: _("take half of {seat}'s GP with the Griffon").format(seat=seat_words(a[0])),
    "siren": _siren,
    "from": lambda m, a: _("move one of your fleets from {sea} into the Siren's place").format(sea=a[0]),
    "harpy": _harpy,
    "destroy": lambda m, a: _("destroy the {building} on island {n}").format(
        building=building_said(a[1].capitalize()), n=a[0]
    ),
    "fly": _fly,
    "sylph": _sylph,
    "sell": _sell,
    "done": _done,
    "change": lambda m, a: _("change the {building} on island {n} into a {other}").format(
        building=building_said(a[1].capitalize()), n=a[0], other=building_said(a[2].capitalize())
    ),
    "copy": _copy,
    "kraken": _kraken,
    "place": lambda m, a: _("place {creature} on island {n}").format(
        creature=named(card_key(m.creature()), m.creature()), n=a[0]
    ),
    "push": lambda m, a: _("push your fleets away to sea {sea}").format(sea=a[0]),
    "lose": _lose,
    "undead": _undead,
    "necropolis": _necropolis,
    "keep": lambda m, a: _("pay {n} GP to keep {hero} this cycle").format(n=_upkeep(m.v), hero=_hero_said(a[0])),
    "release": lambda m, a: _("let {hero} go (the hero leaves the game)").format(hero=_hero_said(a[0])),
    "priestess": _priestess,
    "let": _let,
    "sacrifice": _sacrifice,
    "revive": lambda m, a: _("bring {hero} back into play with Charon, on one of your islands").format(
        hero=_hero_said(a[0])
    ),
    "erinyes": lambda m, a: _("move a prosperity marker from island {n} to island {m} with the Erinyes").format(
        n=a[0], m=a[1]
    ),
    "favour": _favour,
    "use": _use,
    "pass": lambda m, a: _("play no magic item before this round"),
}


def describe_action(v: View, text_: str) -> str:
    """Plain words for a move, from the view of the seat making it ("" for an unknown verb)."""
    words = str(text_).split()
    describe = DESCRIBE.get(words[0]) if words else None
    if describe is None:
        return ""
    try:
        return describe(_Mover(v), words[1:])
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return ""  # a known verb with odd arguments: no words rather than wrong ones


# ---------------------------------------------------------------- the terminal
#: The tables' box: a rule under the header and nothing else, so that the board and a decision fit
#: a terminal of 50 rows together (the map stays in view while the offerings go round).
COMPACT = MINIMAL
SEAT_STYLE = {
    "blue": "bold dodger_blue2",
    "green": "bold green3",
    "red": "bold red1",
    "yellow": "bold yellow1",
    "black": "bold black on grey70",
}
LAND_STYLE = {
    "blue": "bold white on blue3",
    "green": "bold black on green3",
    "red": "bold white on red3",
    "yellow": "bold black on yellow2",
    "black": "bold white on grey15",
}
NEUTRAL_LAND = "black on navajo_white3"
BUILDING_STYLE = {
    "Port": "bold dark_cyan",
    "Fortress": "bold red3",
    "Temple": "bold medium_purple2",
    "University": "bold orange3",
}


def _style(colour: Any) -> str:
    return SEAT_STYLE.get(str(colour), "bold")


def _who(v: View, colour: Any, marks: dict[str, str]) -> Text:
    """``blue (B)`` in blue."""
    name = str(colour)
    return Text(f"{name} ({marks.get(name, '?')})", style=_style(name))


def _header(v: View) -> Text:
    t = Text("Cyclades", style="bold")
    t.append(f"  cycle {_int(v.get('cycle'))}", style="bold")
    you = v.get("you")
    t.append(f"  ·  you are {you}" if you else "  ·  spectator", style=_style(you) if you else "dim")
    goal = _int(v.get("goal"), 2)
    t.append(f"  ·  {plural(goal, 'Metropolis', 'Metropolises')} to win at the end of a cycle", style="dim")
    mover = v.get("to_move")
    t.append("\nto move: ")
    t.append(str(mover) if mover else "nobody", style=_style(mover) if mover else "dim")
    steps = step_text(v)
    if steps:
        t.append(f"  —  {steps}")
    modules = _modules(v)
    if modules:
        t.append("\nHades box: " + " · ".join(modules), style="dim")
    return t


def _land_cell(isl: Row, marks: dict[str, str]) -> Text:
    owner = isl.get("owner")
    label = f"{_int(isl.get('number')):>2}{marks.get(str(owner), '·') if owner else '·'}"
    return Text(label, style=LAND_STYLE.get(str(owner), "bold black on grey62") if owner else NEUTRAL_LAND)


def _sea_cell(sea: Row, marks: dict[str, str], kraken: set[str]) -> Text:
    owner, n, undead = sea.get("owner"), _int(sea.get("fleets")), _int(sea.get("undead"))
    horn = "¤" if sea.get("cornucopia") else " "
    if owner and undead:  # the total, "u" for undead among them (the seas line below tells them apart)
        return Text(f"{marks.get(str(owner), '?')}{n + undead}u", style=_style(owner) + " italic")
    if owner and n:
        return Text(f"{marks.get(str(owner), '?')}{n}{horn}", style=_style(owner))
    if str(sea.get("name")) in kraken:
        return Text("Kr ", style="bold magenta")
    name = str(sea.get("name") or "·")  # a sea space by its name, as the moves name it ("c4")
    if sea.get("cornucopia"):
        return Text(f"{name:<3}"[:3], style="bold yellow")
    return Text(f"{name:<3}"[:3], style="blue")


def rc(cell: Any) -> tuple[int, int]:
    """A circle's [row, col] from the view ((-1, -1) for anything else)."""
    return (_int(cell[0], -1), _int(cell[1], -1)) if isinstance(cell, list | tuple) and len(cell) == 2 else (-1, -1)


def _grid(v: View) -> dict[tuple[int, int], Text]:
    marks = letters(v)
    kraken = {str(f.get("area")) for f in _rows(v.get("figurines")) if f.get("creature") == "Kraken"}
    cells: dict[tuple[int, int], Text] = {}
    for isl in _islands(v):
        for cell in _seq(isl.get("cells")):
            cells[rc(cell)] = _land_cell(isl, marks)
    for sea in _seas(v):
        cells[rc(sea.get("cell"))] = _sea_cell(sea, marks, kraken)
    return cells


def map_text(v: View) -> Text:
    """The hexagon of circles, one row a line: islands by number and owner's letter on land, fleets
    as letter and count at sea (¤ a cornucopia)."""
    cut = _int(_board(v).get("cut"))
    cells = _grid(v)
    t = Text()
    for r in range(11):
        t.append(f"{'abcdefghijk'[r]} ", style="dim")
        t.append("  " * abs(r - 5))
        for c in range(11 - cut - abs(r - 5)):
            t.append_text(cells.get((r, c), Text("   ")))
            t.append(" ")
        t.append("\n")
    marks = letters(v)
    t.append(" ".join(f"{m}={c}" for c, m in marks.items()), style="dim")
    t.append("  c4 a sea (yellow: a cornucopia)", style="dim")
    if any(_int(s.get("undead")) for s in _seas(v)):
        t.append("  u with undead", style="dim")
    return t


def _buildings_text(isl: Row, necropolis_gold: int = 0) -> Text:
    t = Text()
    if isl.get("metropolis"):
        t.append("★Metropolis ", style="bold yellow")
    if isl.get("necropolis"):
        t.append("☠Necropolis" + (f" {necropolis_gold} GP " if necropolis_gold else " "), style="bold magenta")
    for i, b in enumerate(_seq(isl.get("buildings"))):
        if i:
            t.append(" ")
        t.append(str(b) if b else "·", style=BUILDING_STYLE.get(str(b), "bold") if b else "dim")
    return t


def _troops_cell(isl: Row) -> str:
    """ "2", or "2+1u" with undead troops among them."""
    if not isl.get("owner"):
        return ""
    undead = _int(isl.get("undead"))
    return f"{_int(isl.get('troops'))}+{undead}u" if undead else str(_int(isl.get("troops")))


def islands_table(v: View) -> Table:
    marks = letters(v)
    figs: dict[str, list[str]] = {}
    for f in _rows(v.get("figurines")):
        if str(f.get("area")).isdigit():
            figs.setdefault(str(f.get("area")), []).append(str(f.get("creature")))
    heroes = any(_seq(i.get("heroes")) for i in _islands(v))
    table = Table(title="Islands", expand=False, pad_edge=False, padding=(0, 1), box=COMPACT, show_edge=False)
    for name, justify in (("#", "right"), ("Owner", "left"), ("Troops", "right"), ("Buildings", "left")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    table.add_column("Cornucopias")
    if figs:
        table.add_column("Creature")
    if heroes:
        table.add_column("Heroes")
    gold = _int(v.get("necropolis_gold"))
    for isl in _islands(v):
        owner = isl.get("owner")
        horns = Text(str(_int(isl.get("cornucopias"))))
        if _int(isl.get("prosperity")):
            horns.append(f" +{_int(isl.get('prosperity'))} prosperity", style="yellow")
        cells: list[RenderableType] = [
            str(_int(isl.get("number"))),
            _who(v, owner, marks) if owner else Text("neutral", style="dim"),
            _troops_cell(isl),
            _buildings_text(isl, gold),
            horns,
        ]
        if figs:
            cells.append(Text(", ".join(figs.get(str(isl.get("number")), [])), style="magenta"))
        if heroes:
            cells.append(Text(", ".join(str(h) for h in _seq(isl.get("heroes"))), style="bold orange3"))
        table.add_row(*cells)
    return table


GOD_SHORT = {
    "poseidon": N_("fleets {costs} GP · Port {build} GP · move fleets {move} GP"),
    "ares": N_("troops {costs} GP · Fortress {build} GP · move troops {move} GP"),
    "zeus": N_("priest (a 2nd {extra} GP) · Temple {build} GP · renew a creature {renew} GP"),
    "athena": N_("philosopher (a 2nd {extra} GP) · University {build} GP"),
    "apollo": N_("{small} GP, or {large} GP with one island at most · the first: a prosperity marker"),
    "hades": N_("undead {undead} GP · Necropolis {necropolis} GP · moves with undead {move} GP"),
}


def god_short(god: str) -> str:
    """What a god allows, in a few words with the edition's prices (in the reader's language)."""
    return _god_short(god, language())


@cache
def _god_short(god: str, lang: str) -> str:
    ed = _edition()
    small, large = ed.apollo
    words = GOD_SHORT.get(god)
    if words is None:
        return ""
    return _(words, lang).format(
        costs="/".join(map(str, ed.fleet_costs if god == "poseidon" else ed.troop_costs)),
        build=ed.build_cost,
        move=ed.move_cost,
        extra=ed.extra_card,
        renew=ed.renew_cost,
        small=small,
        large=large,
        undead="/".join(map(str, ed.hades.undead_costs)),
        necropolis=ed.hades.necropolis,
    )


def _offer_text(v: View, g: Row, marks: dict[str, str]) -> Text:
    if g.get("id") == "apollo":
        on = [str(c) for c in _seq(v.get("apollo"))]
        t = Text()
        for i, c in enumerate(on):
            t.append(", " if i else "")
            t.append_text(_who(v, c, marks))
        return t if on else Text("nobody yet", style="dim")
    offer = g.get("offer")
    if not isinstance(offer, Mapping):
        return Text("—", style="dim")
    t = _who(v, offer.get("seat"), marks)
    t.append(f" {_int(offer.get('amount'))} GP", style="bold")
    return t


def covered_by_hades(v: View, g: Row) -> bool:
    """Whether Hades's tile lies on this god this cycle (CY-HADES-06)."""
    h = _hades(v)
    return h is not None and bool(h.get("in_play")) and h.get("covers") == g.get("god") and g.get("id") != "hades"


def _hades_offer(v: View) -> Row | None:
    """The offer on Hades, when the view gives it (a gods row of id "hades", or the Hades tile's)."""
    row = next((g for g in _rows(v.get("gods")) if g.get("id") == "hades"), None) or _hades(v) or {}
    offer = row.get("offer")
    return offer if isinstance(offer, Mapping) else None


def _god_row(v: View, g: Row, marks: dict[str, str]) -> list[RenderableType]:
    up = bool(g.get("face_up"))
    if covered_by_hades(v, g):
        offer = _hades_offer(v)
        held = _offer_text(v, {"id": "hades", "offer": offer}, marks) if offer else Text("—", style="dim")
        return [
            Text(f"Hades (over {g.get('god')})", style="bold magenta"),
            held,
            Text(god_short("hades"), style="dim"),
        ]
    name = Text(str(g.get("god")), style="bold" if up else "dim")
    fav = _favour_row(v)
    if fav is not None and fav.get("beside") == g.get("god"):
        name.append(" ✦ favour", style="bold cyan")
    if not up:
        return [name, Text("face down", style="dim"), Text("not this cycle", style="dim")]
    return [name, _offer_text(v, g, marks), Text(god_short(str(g.get("id"))), style="dim")]


def gods_table(v: View) -> Table:
    marks = letters(v)
    table = Table(
        title="Gods track (top plays first; every god but Apollo may call creatures)",
        expand=False,
        pad_edge=False,
        padding=(0, 1),
        box=COMPACT,
        show_edge=False,
    )
    table.add_column("God")
    table.add_column("Offer")
    table.add_column("Allows")
    for g in _rows(v.get("gods")):
        table.add_row(*_god_row(v, g, marks))
    return table


def _creature_line(v: View) -> Text:
    t = Text("Creature track: ", style="bold")
    for space in _rows(v.get("creature_track")):
        t.append(f"{_int(space.get('price'))} GP ", style="yellow")
        name = space.get("creature")
        t.append(str(name) if name else "empty", style="bold magenta" if name else "dim")
        t.append("   ")
    discard = [str(n) for n in _seq(v.get("creature_discard"))]
    deck = v.get("creature_deck")
    t.append(f"\ndeck {deck if isinstance(deck, int) else '?'} · discard {len(discard)}", style="dim")
    if discard:
        t.append(f" (last: {discard[-1]})", style="dim")
    return t


def tracks_text(v: View) -> Text:
    """The turn track, the creature track, and the figurines on the board."""
    marks = letters(v)
    t = Text("Turn track (offering order): ", style="bold")
    for i, c in enumerate(_seq(v.get("turn_track"))):
        t.append(f"{i + 1}.", style="dim")
        t.append_text(_who(v, c, marks))
        t.append(" ")
    t.append("\n")
    t.append_text(_creature_line(v))
    for f in _rows(v.get("figurines")):
        t.append(f"\n{f.get('creature')} on {area_words(f.get('area'))}", style="magenta")
        t.append(f" (called by {f.get('owner')})" if f.get("owner") else "", style="dim")
    if _int(v.get("necropolis_gold")):
        where = next((i.get("number") for i in _islands(v) if i.get("necropolis")), None)
        on = f" (island {where})" if where is not None else ""
        t.append(f"\n{_int(v.get('necropolis_gold'))} GP on the Necropolis{on}", style="magenta")
    for isl in _islands(v):
        if _int(isl.get("necropolis_gold_left")):
            left = _int(isl.get("necropolis_gold_left"))
            t.append(f"\n{left} GP the Necropolis left on island {isl.get('number')}", style="magenta")
    for line in box_lines(v):
        t.append("\n")
        t.append_text(line)
    return t


def hades_text(v: View) -> Text | None:
    """The Hades threat track (CY-HADES-02: public), or None without Module 2."""
    h = _hades(v)
    if h is None:
        return None
    column, threshold = _int(h.get("column")), max(1, _int(h.get("threshold"), 9))
    t = Text("Hades threat track: ", style="bold magenta")
    t.append("■" * min(column, threshold), style="magenta")
    t.append("□" * max(0, threshold - column), style="dim")
    t.append(f" {column} of {threshold}  ")
    sentence = hades_lines(v)
    if sentence:
        words = sentence[0].split(": ", 1)[-1] if not h.get("in_play") else sentence[0]
        t.append(words[:1].upper() + words[1:], style="magenta")
    undead = [
        f"{i.get('owner')}'s {plural(_int(i.get('undead')), 'undead troop')} on island {i.get('number')}"
        for i in _islands(v)
        if _int(i.get("undead"))
    ] + [
        f"{s.get('owner')}'s {plural(_int(s.get('undead')), 'undead fleet')} on sea {s.get('name')}"
        for s in _seas(v)
        if _int(s.get("undead"))
    ]
    if undead:
        t.append("\nUndead: ", style="bold")
        t.append(" · ".join(undead))
    return t


def _pile(v: View, key: str) -> str:
    value = v.get(key)
    return str(len(value)) if isinstance(value, list) else str(_int(value))


def box_lines(v: View) -> list[Text]:
    """The favour's power, the piles of Module 4 and the heroes out of the game."""
    out = []
    fav = _favour_row(v)
    if fav is not None:
        bonus = {"priestess": "a priestess", "item": "a magic item"}.get(str(fav.get("bonus")), "a bonus")
        t = Text(f"✦ {favour_name(str(fav.get('god')))} beside {fav.get('beside')}", style="bold cyan")
        t.append(f": {bonus} for its winner, and once in that turn the power: {fav.get('power', '')}")
        t.append(" (used)" if fav.get("used") else "", style="dim")
        out.append(t)
    if "favours" in _modules(v) or v.get("item_deck") is not None:
        out.append(
            Text(
                f"magic items: deck {_pile(v, 'item_deck')} · discard {_pile(v, 'item_discard')}   "
                f"favour tiles: pile {_pile(v, 'favour_pile')} · discard {_pile(v, 'favour_discard')}",
                style="dim",
            )
        )
    gone = [str(h.get("hero")) for h in _rows(v.get("heroes")) if h.get("out_of_the_game")]
    if gone:
        out.append(Text(f"heroes out of the game: {', '.join(gone)}", style="dim"))
    return out


def _gold_cell(seat: Row) -> Text:
    gold = seat.get("gold")
    return Text("hidden", style="dim") if gold is None else Text(f"{_int(gold)} GP", style="bold yellow")


def _seat_name(v: View, seat: Row, marks: dict[str, str]) -> Text:
    colour = seat.get("colour")
    t = _who(v, colour, marks)
    if colour == v.get("you"):
        t.append(" you", style="bold")
    if colour == v.get("to_move"):
        t.append(" ▶", style="bold")
    return t


def seats_table(v: View) -> Table:
    marks = letters(v)
    goal = _int(v.get("goal"), 2)
    table = Table(title="Players", expand=False, pad_edge=False, padding=(0, 1), box=COMPACT, show_edge=False)
    for head in ("Player", "GP", "Metropolises", "Philosophers", "Priests", "Islands", "Revenue"):
        table.add_column(head, justify="left" if head == "Player" else "right")
    table.add_column("Reserve")
    table.add_column("Temple discount", justify="right")
    for seat in _seats(v):
        name = _seat_name(v, seat, marks)
        if seat.get("eliminated"):
            table.add_row(name, Text("out of the game", style="dim"), *[""] * 7)
            continue
        discount = _int(seat.get("temple_discount"))
        table.add_row(
            name,
            _gold_cell(seat),
            f"{_int(seat.get('metropolises'))}/{goal}",
            f"{_int(seat.get('philosophers'))}/4",
            str(_int(seat.get("priests"))),
            str(_int(seat.get("islands"))),
            f"{_int(seat.get('revenue'))} GP",
            f"{plural(_int(seat.get('troops_in_reserve')), 'troop')}, {plural(_int(seat.get('fleets_in_reserve')), 'fleet')}",
            f"{discount} GP" if discount else "—",
        )
    return table


def _ranking(v: View) -> list[str]:
    oc = v.get("outcome")
    seats = _rows(oc.get("seats")) if isinstance(oc, Mapping) else []
    lines = []
    for r in sorted(seats, key=lambda r: _int(r.get("rank"), 99)):
        colour = colour_of(v, r.get("seat")) or "?"
        metros = metropolises_words(_int(r.get("score")))
        tiebreak = _seq(r.get("tiebreak"))
        gp = ", " + _("{n} GP").format(n=_int(tiebreak[0])) if tiebreak else ""
        out = _(" (out in cycle {n})").format(n=r.get("eliminated")) if r.get("eliminated") else ""
        lines.append(f"{_int(r.get('rank'))}. {colour}: {metros}{gp}{out}")
    return lines


def outcome_panel(v: View) -> Panel:
    oc = v.get("outcome")
    said = reason(oc.get("reason", "")) if isinstance(oc, Mapping) else ""
    t = Text(said, style="bold green")
    for line in _ranking(v):
        t.append("\n" + line)
    return Panel(t, title=_("Game over"), expand=False)


class _ByWidth:
    """One renderable on a wide console, another on a narrow one."""

    __slots__ = ("narrow", "wide", "width")

    def __init__(self, wide: RenderableType, narrow: Sequence[RenderableType], width: int) -> None:
        self.wide, self.narrow, self.width = wide, narrow, width

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width >= self.width:
            yield self.wide
        else:
            yield from self.narrow


def _side(left: RenderableType, right: RenderableType, width: int = 150) -> _ByWidth:
    """Two renderables side by side when the console is wide enough, else one above the other."""
    grid = Table.grid(padding=(0, 3))
    grid.add_column()
    grid.add_column()
    grid.add_row(left, right)
    return _ByWidth(grid, (left, right), width)


def seats_lines(v: View) -> Text:
    """The players in a few words each, for a narrow console."""
    marks = letters(v)
    goal = _int(v.get("goal"), 2)
    t = Text("Players", style="bold")
    for seat in _seats(v):
        t.append("\n")
        t.append_text(_seat_name(v, seat, marks))
        if seat.get("eliminated"):
            t.append("  out of the game", style="dim")
            continue
        t.append("  ")
        t.append_text(_gold_cell(seat))
        discount = _int(seat.get("temple_discount"))
        t.append(
            f" · Metropolises {_int(seat.get('metropolises'))}/{goal} · philosophers {_int(seat.get('philosophers'))}/4"
            f" · {plural(_int(seat.get('priests')), 'priest')} · {plural(_int(seat.get('islands')), 'island')}"
            f" · revenue {_int(seat.get('revenue'))} GP · reserve {plural(_int(seat.get('troops_in_reserve')), 'troop')},"
            f" {plural(_int(seat.get('fleets_in_reserve')), 'fleet')}"
            + (f" · Temple discount {discount} GP" if discount else "")
        )
    return t


def _items_words(seat: Row) -> str:
    """Face-up items by name; face-down ones by name for their owner, else only their number."""
    names = [str(n) for n in _seq(seat.get("items"))]
    hidden, count = _hidden_items(seat)
    if hidden:
        names += [f"{n} (face down)" for n in hidden]
    elif count:
        names.append(f"{count} face down")
    return ", ".join(names)


def _seat_box_text(v: View, seat: Row) -> list[str]:
    parts = []
    heroes = [
        f"{h.get('hero')} (island {h.get('island')})"
        for h in _rows(v.get("heroes"))
        if h.get("owner") == seat.get("colour") and not h.get("out_of_the_game")
    ]
    if heroes:
        parts.append(("hero: " if len(heroes) == 1 else "heroes: ") + ", ".join(heroes))
    if _int(seat.get("priestesses")):
        parts.append(plural(_int(seat.get("priestesses")), "priestess", "priestesses"))
    items = _items_words(seat)
    if items:
        parts.append("magic items: " + items)
    if seat.get("secret_island"):
        parts.append(f"Secret Island of the Amazons ({seat.get('secret_island')})")
    return parts


def seats_box(v: View) -> Text | None:
    """Each player's heroes, priestesses, magic items and Secret Island (the Hades box), when any."""
    marks = letters(v)
    rows = [(seat, _seat_box_text(v, seat)) for seat in _seats(v) if not seat.get("eliminated")]
    rows = [(seat, parts) for seat, parts in rows if parts]
    if not rows:
        return None
    t = Text("In front of the players (the Hades box)", style="bold")
    for seat, parts in rows:
        t.append("\n")
        t.append_text(_who(v, seat.get("colour"), marks))
        t.append("  " + " · ".join(parts))
    return t


def terminal(v: View) -> RenderableType:
    """The whole table for one seat: the map and its islands, the gods, the tracks, the players."""
    hades = hades_text(v)
    box = seats_box(v)
    parts: list[RenderableType] = [
        _header(v),
        _side(map_text(v), islands_table(v)),
        *([hades] if hades is not None else []),
        gods_table(v),
        tracks_text(v),
        _ByWidth(seats_table(v), (seats_lines(v),), 130),
        *([box] if box is not None else []),
    ]
    if v.get("outcome"):
        parts.append(outcome_panel(v))
    return Group(*parts)


# ---------------------------------------------------------------- the SVG map
D = 80.0  # distance between the centres of two circles that touch
R = 37.0  # a circle's radius
ROW = D * math.sqrt(3) / 2
MAP_X, MAP_Y = 16.0, 64.0
PANEL_W = 430.0
SEAT_H = 72.0  # one player's block in the side panel
SEA_FILL, SEA_EDGE, SEA_TEXT = "#93c6e2", "#5f9fc6", "#234f6e"
LAND, LAND_EDGE, NEUTRAL_EDGE = "#e4d59c", "#b9a86a", "#8c7b45"
INK, PAPER, DIM = "#2f2412", "#efe6cc", "#9aa6b2"
SEAT_FILL = {"blue": "#2b6fd6", "green": "#2f9e44", "red": "#d9342b", "yellow": "#f2c82f", "black": "#1b1b1b"}
PALETTE = ("#e67e22", "#16a085", "#e84393", "#8e44ad", "#7f8c8d")
GOD_FILL = {
    "poseidon": "#16807a",
    "ares": "#a8322d",
    "zeus": "#4d5bb0",
    "athena": "#b0851c",
    "apollo": "#c9a227",
    "hades": "#4a2360",
}
BUILDING_FILL = {
    "Port": GOD_FILL["poseidon"],
    "Fortress": GOD_FILL["ares"],
    "Temple": GOD_FILL["zeus"],
    "University": GOD_FILL["athena"],
    "Theater": "#7a4f2a",
}
BUILDING_LETTERS = {"Theater": N_("Th")}  # the Temple has the T
GHOST_FILL, GHOST_INK = "#e3ece8", "#2c4842"  # undead: pale, with a dashed outline of the owner's colour
HERO_FILL = "#7c4f17"
NECRO_FILL = "#5b2a6e"


@cache
def _tips(lang: str) -> Tips:
    """Hover tips and ``data-ref`` keys from the standard glossary, in ``lang`` where it is translated."""
    words = glossary_words(lang)
    return Tips(_said(e, words.get(e.key, {})) for e in glossary())


def _said(e: Entry, said: Mapping[str, str]) -> Entry:
    """A glossary entry with the translation's name, text and needs where it gives them."""
    return replace(e, name=said.get("name", e.name), text=said.get("text", e.text), needs=said.get("needs", e.needs))


def _tip(key: str, name: str = "", fallback: str = "island") -> str:
    """A tip for ``key``, or for ``fallback`` when a custom edition names something the standard
    glossary does not have (every ``data-ref`` is a glossary key)."""
    tips = _tips(language())
    return tips(key if key in tips.entries else fallback, name)


def seat_fill(v: View, colour: Any) -> str:
    name = str(colour)
    if name in SEAT_FILL:
        return SEAT_FILL[name]
    order = [str(s.get("colour")) for s in _seats(v)]
    return PALETTE[order.index(name) % len(PALETTE)] if name in order else "#888888"


def _ink_on(fill: str) -> str:
    """Dark letters on a light fill, white ones on a dark fill."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#1b1b1b" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#ffffff"


def _xy(cell: Any) -> tuple[float, float]:
    """The centre of circle [row, col]. Row ``r`` holds ``11 - cut - |r - 5|`` circles, centred:
    each row away from row 5 (the widest) starts half a circle further in, whatever the cut."""
    r, c = rc(cell)
    return MAP_X + (c + abs(r - 5) / 2) * D + D / 2, MAP_Y + r * ROW + D / 2


def _cells(isl: Row) -> list[tuple[float, float]]:
    return [_xy(c) for c in _seq(isl.get("cells")) if isinstance(c, list | tuple) and len(c) == 2]


def _count_text(x: float, y: float, n: int, letter: str, ink: str, size: int = 14) -> str:
    """A count with its owner's letter: ``2ᴮ`` (the number large, the letter small)."""
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{ink}"{MIDDLE_BOLD}>{n}'
        f'<tspan font-size="{size - 4}" dx="1">{esc(letter)}</tspan></text>'
    )


def _disc(x: float, y: float, fill: str, letter: str, r: float = 10) -> str:
    """An owner's token: a disc of his colour with his letter."""
    return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" stroke="#f5f0e0" stroke-width="1.5"/>' + text(
        x, y + r * 0.42, letter, int(r * 1.15), _ink_on(fill), MIDDLE_BOLD
    )


def _horn(x: float, y: float) -> str:
    """A printed cornucopia: a small golden horn."""
    return (
        f'<path d="M{x - 6:g},{y - 5:g} Q{x - 5:g},{y + 5:g} {x + 6:g},{y + 4:g} L{x + 5:g},{y - 1:g} '
        f'Q{x - 1:g},{y:g} {x - 2:g},{y - 6:g} Z" fill="#e0a81e" stroke="#7a5408" stroke-width="1"/>'
    )


def _horns(x: float, y: float, n: int) -> str:
    if n <= 0:
        return ""
    body = "".join(_horn(x - 9 * k, y) for k in range(min(n, 3)))
    words = ngettext("{n} printed cornucopia", "{n} printed cornucopias", n).format(n=n)
    return f"<g{_tip('cornucopia', words)}{body}</g>"


def _prosperity(x: float, y: float, n: int) -> str:
    if n <= 0:
        return ""
    markers = ngettext("{n} prosperity marker", "{n} prosperity markers", n).format(n=n)
    return (
        f'<g class="prosperity" data-count="{n}"{_tip("prosperity", markers)}'
        f'<circle cx="{x:g}" cy="{y:g}" r="9" fill="#f4c542" stroke="#7a5408" stroke-width="1.5"/>'
        + text(x, y + 4, n, 12, INK, MIDDLE_BOLD)
        + "</g>"
    )


# ---- islands
def _neighbours(points: list[tuple[float, float]]) -> Iterator[tuple[tuple[float, float], tuple[float, float]]]:
    for i, a in enumerate(points):
        for b in points[i + 1 :]:
            if math.dist(a, b) < D * 1.1:
                yield a, b


def _land(points: list[tuple[float, float]], edge: str) -> str:
    """The island's circles joined into one shape: an outline of the owner's colour, then sand."""
    out = []
    for width, colour, grow in ((2 * R + 10, edge, 5.0), (2 * R, LAND, 0.0)):
        for a, b in _neighbours(points):
            out.append(
                f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}" stroke="{colour}" '
                f'stroke-width="{width:g}" stroke-linecap="round"/>'
            )
        for x, y in points:
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R + grow:g}" fill="{colour}"/>')
    for x, y in points:  # each land circle is one small building space
        out.append(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R - 3:g}" fill="none" stroke="{LAND_EDGE}" stroke-width="1"/>'
        )
    return "".join(out)


def _building(x: float, y: float, name: Any) -> str:
    if not name:
        return (
            f'<rect x="{x - 9:g}" y="{y - 9:g}" width="18" height="18" rx="3" fill="none" stroke="{LAND_EDGE}" '
            'stroke-dasharray="3 2"/>'
        )
    label = str(name)
    fill = BUILDING_FILL.get(label, "#6d6d6d")
    return (
        f'<g class="building" data-building="{esc(label)}"{_tip(building_key(label), named(building_key(label), label))}'
        f'<rect x="{x - 11:g}" y="{y - 11:g}" width="22" height="22" rx="3" fill="{fill}" stroke="#f5f0e0" '
        'stroke-width="1.5"/>'
        + text(
            x,
            y + 5,
            _(BUILDING_LETTERS[label]) if label in BUILDING_LETTERS else named(building_key(label), label)[:1],
            14 if label not in BUILDING_LETTERS else 11,
            "#ffffff",
            MIDDLE_BOLD,
        )
        + "</g>"
    )


TOWERS = "M-17,12 L-17,-4 L-10,-4 L-10,-14 L-3,-20 L4,-14 L4,-8 L10,-8 L10,-2 L17,-2 L17,12 Z"


def _metropolis(x: float, y: float, necropolis: bool, scale: float = 1.0) -> str:
    """A Metropolis as a golden city of three towers (the Necropolis in violet)."""
    fill, key, name = (
        ("#5b2a6e", "building:necropolis", "Necropolis")
        if necropolis
        else ("#f2c232", "building:metropolis", "Metropolis")
    )
    name = named(key, name)
    return (
        f'<g class="metropolis"{_tip(key, name)}<g transform="translate({x:g} {y:g}) scale({scale:g})">'
        f'<path d="{TOWERS}" fill="{fill}" stroke="#5a3b05" stroke-width="1.5"/>'
        + text(0, 9, name[:1], 12, "#ffffff" if necropolis else INK, MIDDLE_BOLD)
        + "</g></g>"
    )


def _troops(v: View, x: float, y: float, isl: Row, marks: dict[str, str]) -> str:
    owner = isl.get("owner")
    if not owner:
        return ""
    fill = seat_fill(v, owner)
    letter = marks.get(str(owner), "?")
    n, undead = _int(isl.get("troops")), _int(isl.get("undead"))
    if undead and n:  # side by side: his troops, then his undead
        return _troop_pill(v, x - 18, y, owner, n, letter) + _ghost_pill(v, x + 18, y, owner, undead, letter)
    if undead:
        return _ghost_pill(v, x, y, owner, undead, letter)
    if n == 0:  # a territory token: the island stays his without troops
        return f'<g class="territory"{_tip("token:territory", _("{seat} controls it without troops").format(seat=owner))}{_disc(x, y, fill, letter, 9)}</g>'
    return _troop_pill(v, x, y, owner, n, letter)


def _ghost_pill(v: View, x: float, y: float, owner: Any, n: int, letter: str, moving: bool = False) -> str:
    """Undead troops: a pale pill with a dashed outline of their owner's colour."""
    what = _("{units} of {seat}").format(units=undead_troops_words(n), seat=owner) + (_(" attacking") if moving else "")
    return (
        f'<g class="undead" data-kind="troop" data-owner="{esc(owner)}" data-count="{n}"{_tip("undead:troop", what)}'
        f'<rect x="{x - 16:g}" y="{y - 10:g}" width="32" height="20" rx="10" fill="{GHOST_FILL}" fill-opacity="0.9" '
        f'stroke="{seat_fill(v, owner)}" stroke-width="2" stroke-dasharray="3 2"/>'
        f"{_count_text(x, y + 5, n, letter, GHOST_INK)}</g>"
    )


def _ghost_hull(v: View, x: float, y: float, owner: Any, n: int, letter: str, moving: bool = False) -> str:
    """Undead fleets: a pale hull with a dashed outline of their owner's colour."""
    what = _("{units} of {seat}").format(units=undead_fleets_words(n), seat=owner) + (_(" under way") if moving else "")
    return (
        f'<g class="undead" data-kind="fleet" data-owner="{esc(owner)}" data-count="{n}"{_tip("undead:fleet", what)}'
        f'<path d="M{x - 19:g},{y - 8:g} L{x + 19:g},{y - 8:g} L{x + 13:g},{y + 8:g} L{x - 13:g},{y + 8:g} Z" '
        f'fill="{GHOST_FILL}" fill-opacity="0.9" stroke="{seat_fill(v, owner)}" stroke-width="2" '
        f'stroke-dasharray="3 2"/>{_count_text(x, y + 5, n, letter, GHOST_INK, 13)}</g>'
    )


def short_name(name: str) -> str:
    """A card's name on a small tag: "Hero 4 (stand-in)" -> "Hero 4" (the tip keeps the full name)."""
    return name.replace(" (stand-in)", "")


def _hero_tag(v: View, x: float, y: float, hero: Any, owner: Any) -> str:
    """A hero on its island: a small bronze tag with its name, edged in its owner's colour."""
    name = str(hero)
    shown = named(hero_key(name), name)
    who = f" ({owner})" if owner else ""
    return (
        f'<g class="hero" data-hero="{esc(name)}"{element("hero:" + slug(name))}{_tip(hero_key(name), shown + who, "hero")}'
        f'<rect x="{x - 31:g}" y="{y - 8:g}" width="62" height="16" rx="3" fill="{HERO_FILL}" '
        f'stroke="{seat_fill(v, owner) if owner else "#f5f0e0"}" stroke-width="2"/>'
        + fitted(x, y + 4, short_name(shown), 10, "#ffffff", MIDDLE_BOLD, 56)
        + "</g>"
    )


def _hero_spots(points: list[tuple[float, float]], n: int, below: int) -> list[tuple[float, float]]:
    """Where an island's heroes go: the free middles of its third and later circles (the first holds
    the troops, the Metropolis lies between the first two, a figurine on the second), else above the
    second circle's figurine; under a one-circle island, after its figurines."""
    if len(points) == 1:
        x, y = points[0]
        return [(x, y + R + 6 + 17 * (below + i)) for i in range(n)]
    spots = points[2:] or [(points[1][0], points[1][1] - (19 if below else 0))]
    return [(spots[i % len(spots)][0], spots[i % len(spots)][1] - 17 * (i // len(spots))) for i in range(n)]


def _necropolis_gold(x: float, y: float, gold: int) -> str:
    if gold <= 0:
        return ""
    return (
        f'<g class="necropolis-gold" data-gold="{gold}"{_tip("building:necropolis", _("{n} GP on the Necropolis").format(n=gold))}'
        f'<circle cx="{x:g}" cy="{y:g}" r="9" fill="#f4c542" stroke="{NECRO_FILL}" stroke-width="2"/>'
        + text(x, y + 4, gold, 11, INK, MIDDLE_BOLD)
        + "</g>"
    )


def _troop_pill(v: View, x: float, y: float, owner: Any, n: int, letter: str, moving: bool = False) -> str:
    """Troops as a pill of their owner's colour with the count and letter (dashed while attacking)."""
    fill = seat_fill(v, owner)
    dash = ' stroke-dasharray="4 2"' if moving else ""
    what = _("{units} of {seat}").format(units=troops_words(n), seat=owner) + (_(" attacking") if moving else "")
    return (
        f'<g class="troops" data-owner="{esc(owner)}" data-count="{n}"{_tip("troop", what)}'
        f'<rect x="{x - 18:g}" y="{y - 10:g}" width="36" height="20" rx="10" fill="{fill}" stroke="#f5f0e0" '
        f'stroke-width="1.5"{dash}/>{_count_text(x, y + 5, n, letter, _ink_on(fill))}</g>'
    )


def figurine_key(v: View, name: str) -> str:
    """A creature's glossary key; with the heroes module, its new card's when it has one (Chiron)."""
    key = new_card_key(name)
    return key if "heroes" in _modules(v) and key in _tips(language()).entries else creature_key(name)


def _figurine_tag(x: float, y: float, creature: Any, owner: Any, v: View, marks: dict[str, str]) -> str:
    name = str(creature)
    key = figurine_key(v, name)
    shown = named(key, name)
    who = f" ({owner})" if owner else ""
    return (
        f'<g class="figurine" data-creature="{esc(name)}"{element("figurine:" + slug(name))}'
        f"{_tip(key, shown + who, 'figurine')}"
        f'<rect x="{x - 30:g}" y="{y - 8:g}" width="60" height="16" rx="8" fill="#8e2c84" stroke="#f5f0e0"/>'
        + fitted(x, y + 4, shown, 11, "#ffffff", MIDDLE_BOLD, 54)
        + "</g>"
    )


def _island_marks(v: View, isl: Row, points: list[tuple[float, float]], marks: dict[str, str]) -> list[str]:
    x, y = points[0]
    cx, cy = x, y
    out = [
        text(x, y - 13, _int(isl.get("number")), 17, INK, MIDDLE_BOLD),
        _horns(x - 19, y - 19, _int(isl.get("cornucopias"))),
        _prosperity(x + 22, y - 20, _int(isl.get("prosperity"))),
        _troops(v, x, y + 2, isl, marks),
    ]
    city = bool(isl.get("metropolis") or isl.get("necropolis"))
    spaces = _seq(isl.get("buildings"))
    for k, (bx, by) in enumerate(points):
        if k < len(spaces) and (spaces[k] or not (city and k < 2)):  # the metropolis space covers two
            out.append(_building(bx, by + 23, spaces[k]))
    necro = bool(isl.get("necropolis"))
    if city and len(points) > 1:
        mx, my = (points[0][0] + points[1][0]) / 2, (points[0][1] + points[1][1]) / 2
        out.append(_metropolis(mx, my + 22, necro))
        cx, cy = mx + 22, my + 14
    elif city:  # a one-circle island: a smaller city under the troops
        out.append(_metropolis(x, y + 26, necro, 0.7))
        cx, cy = x + 20, y + 22
    if necro:
        out.append(_necropolis_gold(cx, cy, _int(v.get("necropolis_gold"))))
    return out


def _island(v: View, isl: Row, figs: list[Row], marks: dict[str, str]) -> str:
    points = _cells(isl)
    if not points:
        return ""
    owner = isl.get("owner")
    number = _int(isl.get("number"))
    troops = troops_words(_int(isl.get("troops")))
    label = (
        _("island {n}: {seat}, {troops}").format(n=number, seat=owner, troops=troops)
        if owner
        else _("island {n}: neutral").format(n=number)
    )
    if _int(isl.get("undead")):
        label += _(" and {undead}").format(undead=undead_troops_words(_int(isl.get("undead"))))
    out = [
        f'<g class="island" data-island="{number}" data-owner="{esc(owner or "")}"{element(f"island:{number}")}'
        + _tip("island", label),
        _land(points, seat_fill(v, owner) if owner else NEUTRAL_EDGE),
        *_island_marks(v, isl, points, marks),
    ]
    # A figurine on the second circle's free middle, or under a one-circle island.
    x, y = points[1] if len(points) > 1 else (points[0][0], points[0][1] + R + 2)
    for i, f in enumerate(figs):
        out.append(_figurine_tag(x, y + 17 * i, f.get("creature"), f.get("owner"), v, marks))
    heroes = _seq(isl.get("heroes"))
    for (hx, hy), hero in zip(_hero_spots(points, len(heroes), len(figs)), heroes, strict=True):
        out.append(_hero_tag(v, hx, hy, hero, owner))
    out.append("</g>")
    return "".join(out)


# ---- seas
def _fleet_icon(v: View, x: float, y: float, owner: Any, n: int, marks: dict[str, str], moving: bool = False) -> str:
    """A fleet as a hull of its owner's colour with its count and letter (dashed while at sea)."""
    fill = seat_fill(v, owner)
    dash = ' stroke-dasharray="4 2"' if moving else ""
    what = _("{units} of {seat}").format(units=fleets_words(n), seat=owner) + (_(" under way") if moving else "")
    return (
        f'<g class="fleet" data-owner="{esc(owner)}" data-count="{n}"{_tip("fleet", what)}'
        f'<path d="M{x - 22:g},{y - 9:g} L{x + 22:g},{y - 9:g} L{x + 15:g},{y + 9:g} L{x - 15:g},{y + 9:g} Z" '
        f'fill="{fill}" stroke="#f5f0e0" stroke-width="1.5"{dash}/>{_count_text(x, y + 5, n, marks.get(str(owner), "?"), _ink_on(fill))}</g>'
    )


def _sea(v: View, sea: Row, marks: dict[str, str]) -> str:
    cell = sea.get("cell") or [0, 0]
    x, y = _xy(cell)
    name = str(sea.get("name", ""))
    owner, n, undead = sea.get("owner"), _int(sea.get("fleets")), _int(sea.get("undead"))
    label = area_words(name)
    label += _(": {fleets} of {seat}").format(fleets=fleets_words(n), seat=owner) if owner and n else ""
    if owner and undead:
        ghosts = undead_fleets_words(undead)
        label += (
            _(" and {undead}").format(undead=ghosts)
            if n
            else _(": {seat}'s {undead}").format(seat=owner, undead=ghosts)
        )
    out = [
        f'<g class="sea" data-sea="{esc(name)}"{element("sea:" + name)}{_tip("sea", label)}',
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R:g}" fill="{SEA_FILL}" stroke="{SEA_EDGE}" stroke-width="1.5"/>',
        text(x, y - 18, name, 12, SEA_TEXT, MIDDLE_BOLD),
    ]
    if sea.get("cornucopia"):
        out.append(f'<g class="cornucopia"{_tip("cornucopia", _("cornucopia of the sea"))}{_horn(x + 20, y - 22)}</g>')
    if owner and n:
        out.append(_fleet_icon(v, x, y + 2 if undead else y + 6, owner, n, marks))
    if owner and undead:  # under his fleets, or in their place
        out.append(_ghost_hull(v, x, y + 22 if n else y + 6, owner, undead, marks.get(str(owner), "?")))
    out.append("</g>")
    return "".join(out)


def _sea_figurines(v: View, sea: Row, figs: list[Row], marks: dict[str, str]) -> str:
    """The Kraken on its sea space, drawn over the islands around it."""
    if not figs:
        return ""
    x, y = _xy(sea.get("cell") or [0, 0])
    return "".join(
        _figurine_tag(x, y + 26 + 17 * i, f.get("creature"), f.get("owner"), v, marks) for i, f in enumerate(figs)
    )


def _pending_mark(v: View, d: Row, marks: dict[str, str]) -> str:
    """A battle's place ringed in red with the attacker's units, or a voyage's fleets where they are
    (units in a battle or under way are off the board: only the decision shows them)."""
    battle = d.get("step") == "battle"
    name = d.get("area") if battle else d.get("at")
    where = _area(v, name)
    if where is None:
        return ""
    cell = where.get("cell") or (where.get("cells") or [[0, 0]])[0]
    x, y = _xy(cell)
    out = ""
    if battle:
        out = (
            f'<g class="battle"{_tip("battle", _battle_text(v, d))}<circle cx="{x:.1f}" cy="{y:.1f}" r="{R + 7:g}" '
            'fill="none" stroke="#ff3b30" stroke-width="4" stroke-dasharray="8 4"/></g>'
        )
    # On an empty sea space the fleets under way take its middle; else the rim between the two
    # circles above, where nothing else is drawn.
    ux, uy = (x, y + 6) if not battle and not _present(where) else (x, y - R - 3)
    return out + _moving_units(v, d, ux, uy, str(name).isdigit(), marks)


def _moving_units(v: View, d: Row, x: float, y: float, island: bool, marks: dict[str, str]) -> str:
    """The units of a battle's attacker or of a voyage: normal ones, undead beside them, heroes below."""
    battle = d.get("step") == "battle"
    who = colour_of(v, d.get("attacker") if battle else d.get("seat"))
    letter = marks.get(str(who), "?")
    n = _int(d.get("attacking_units") if battle else d.get("fleets"))
    undead = _int(d.get("attacking_undead") if battle else d.get("undead"))
    shift = 19 if n and undead else 0
    out = ""
    if n:
        out += _troop_pill(v, x - shift, y, who, n, letter, moving=True) if island else ""
        out += "" if island else _fleet_icon(v, x - shift * 1.3, y, who, n, marks, moving=True)
    if undead:
        ghost = _ghost_pill if island else _ghost_hull
        out += ghost(v, x + (shift * 1.3 if not island else shift), y, who, undead, letter, moving=True)
    for i, hero in enumerate(_seq(d.get("attacking_heroes")) if battle else []):
        out += _hero_tag(v, x, y - 18 - 17 * i, hero, who)
    return out


def _pending_marks(v: View, marks: dict[str, str]) -> list[str]:
    return [_pending_mark(v, d, marks) for d in _decisions(v) if d.get("step") in ("battle", "voyage")]


def _map(v: View) -> str:
    marks = letters(v)
    cut = _int(_board(v).get("cut"))
    width = (11 - cut) * D
    figs: dict[str, list[Row]] = {}
    for f in _rows(v.get("figurines")):
        figs.setdefault(str(f.get("area")), []).append(f)
    out = [
        f'<rect x="{MAP_X - 8:g}" y="{MAP_Y - 8:g}" width="{width + 16:g}" height="{10 * ROW + D + 16:.1f}" rx="18" '
        'fill="#1f5479"/>'
    ]
    out += [_sea(v, s, marks) for s in _seas(v)]
    out += [_island(v, i, figs.get(str(i.get("number")), []), marks) for i in _islands(v)]
    out += [_sea_figurines(v, s, figs.get(str(s.get("name")), []), marks) for s in _seas(v)]
    out += _pending_marks(v, marks)
    return "".join(out)


# ---- the side panel
def _heading(x: float, y: float, words: str, key: str) -> str:
    return f"<g{_tip(key, words)}" + fitted(x, y, words, 15, PAPER, BOLD, PANEL_W) + "</g>"


def _god_tile(v: View, g: Row, x: float, y: float, marks: dict[str, str]) -> str:
    god_id = str(g.get("id", ""))
    up = bool(g.get("face_up"))
    fill = GOD_FILL.get(god_id, "#555555") if up else "#2b3440"
    ink = _ink_on(fill) if up else DIM
    name = named("god:" + god_id, g.get("god", god_id))
    state = god_short(god_id) if up else _("face down: not available this cycle")
    offer = g.get("offer") if isinstance(g.get("offer"), Mapping) else None
    out = [
        f'<g class="god" data-god="{esc(god_id)}" data-face-up="{"yes" if up else "no"}"{element("god:" + god_id)}'
        + _tip("god:" + god_id, name, "track:gods"),
        f'<rect x="{x:g}" y="{y:g}" width="{PANEL_W:g}" height="44" rx="6" fill="{fill}" stroke="#0d1620"'
        + (' stroke-dasharray="5 3"' if not up else "")
        + "/>",
        text(x + 12, y + 19, name, 16, ink, BOLD),
    ]
    right = 12.0
    if god_id == "apollo":
        on = [str(c) for c in _seq(v.get("apollo"))]
        for i, c in enumerate(reversed(on)):
            out.append(_marker(v, x + PANEL_W - 18 - 26 * i, y + 22, c, marks, _("{seat} on Apollo").format(seat=c)))
        right += 26 * len(on)
    elif offer is not None:
        who, amount = offer.get("seat"), _int(offer.get("amount"))
        out.append(text(x + PANEL_W - 12, y + 28, _("{n} GP").format(n=amount), 17, ink, END + BOLD))
        out.append(
            _marker(v, x + PANEL_W - 92, y + 22, who, marks, _("{seat} offers {n} GP").format(seat=who, n=amount))
        )
        right += 104
    out.append(fitted(x + 12, y + 36, state, 11, ink, "", PANEL_W - right - 16))
    out.append("</g>")
    return "".join(out)


def _marker(v: View, x: float, y: float, colour: Any, marks: dict[str, str], what: str) -> str:
    return (
        f'<g class="marker" data-owner="{esc(colour)}"{_tip("marker:offering", what)}'
        + _disc(x, y, seat_fill(v, colour), marks.get(str(colour), "?"), 11)
        + "</g>"
    )


def _hades_tile(v: View, g: Row, x: float, y: float, marks: dict[str, str]) -> str:
    """The Hades tile over the god it covers this cycle (CY-HADES-06): the god's edge shows beside it."""
    covered = str(g.get("god"))
    over = _("over {god} this cycle").format(god=god_named(v, covered))
    offer = _hades_offer(v)
    out = [
        f'<g class="hades-tile" data-covers="{esc(covered)}"{element("god:hades")}'
        + _tip("god:hades", _("Hades, {over}").format(over=over)),
        f'<rect x="{x + 10:g}" y="{y - 2:g}" width="{PANEL_W - 10:g}" height="48" rx="6" fill="{GOD_FILL["hades"]}" '
        'stroke="#c9a2e0" stroke-width="2"/>',
        text(x + 22, y + 19, named("god:hades", "Hades"), 16, "#ffffff", BOLD),
        fitted(x + 90, y + 19, over, 12, "#e6d3f0", "", 150),
    ]
    right = 12.0
    if offer is not None:
        who, amount = offer.get("seat"), _int(offer.get("amount"))
        out.append(text(x + PANEL_W - 12, y + 28, _("{n} GP").format(n=amount), 17, "#ffffff", END + BOLD))
        out.append(
            _marker(v, x + PANEL_W - 92, y + 22, who, marks, _("{seat} offers {n} GP").format(seat=who, n=amount))
        )
        right += 104
    out.append(fitted(x + 22, y + 37, god_short("hades"), 11, "#ffffff", "", PANEL_W - right - 26))
    out.append("</g>")
    return "".join(out)


FAVOUR_BONUS = {"priestess": N_("a priestess"), "item": N_("a magic item")}
FAVOUR_OTHER_BONUS = N_("a bonus")


def _favour_tile(v: View, fav: Row, x: float, y: float) -> tuple[str, float]:
    """The favour face up beside its god (CY-FAV-05): its bonus, and its power in words."""
    god = str(fav.get("god"))
    name = named(favour_key(god), favour_name(god))
    bonus = _(FAVOUR_BONUS.get(str(fav.get("bonus")), FAVOUR_OTHER_BONUS))
    head = _("{favour} — bonus: {bonus}").format(favour=name, bonus=bonus) + (
        _(" — power used") if fav.get("used") else ""
    )
    power = wrapped(
        x + 40, y + 32, _("Power: {power}").format(power=fav.get("power", "")), 11, "#d6f3f1", PANEL_W - 56
    )[:2]
    h = 22 + 14 * len(power)
    body = (
        f'<g class="favour" data-favour="{esc(god)}" data-beside="{esc(fav.get("beside"))}"{element("favour:" + slug(god))}'
        f"{_tip(favour_key(god), name, 'favour')}"
        f'<path d="M{x + 14:g},{y - 6:g} L{x + 14:g},{y + h / 2:g} L{x + 24:g},{y + h / 2:g}" fill="none" '
        'stroke="#5fc9c0" stroke-width="2"/>'
        f'<rect x="{x + 24:g}" y="{y:g}" width="{PANEL_W - 24:g}" height="{h:g}" rx="8" fill="#12403f" '
        'stroke="#5fc9c0" stroke-width="1.5"/>'
        + text(x + 40, y + 16, "✦", 13, "#5fc9c0", MIDDLE_BOLD)
        + fitted(x + 52, y + 16, head, 13, "#ffffff", BOLD, PANEL_W - 64)
        + "".join(power)
        + "</g>"
    )
    return body, h + 6


def _gods_panel(v: View, x: float, y: float, marks: dict[str, str]) -> tuple[str, float]:
    out = [_heading(x, y + 14, _("Gods track — the top plays first, Apollo last"), "track:gods")]
    y += 24
    fav = _favour_row(v)
    for g in _rows(v.get("gods")):
        out.append(_god_tile(v, g, x, y, marks))
        if covered_by_hades(v, g):
            out.append(_hades_tile(v, g, x, y, marks))
        y += 50
        if fav is not None and fav.get("beside") == g.get("god"):
            body, h = _favour_tile(v, fav, x, y - 2)
            out.append(body)
            y += h
    return "".join(out), y


def _hades_status(v: View, h: Row) -> str:
    """ "He may come next cycle (the dice add 0 to 6)", or "Hades is in play this cycle, over Zeus"."""
    status = hades_lines(v)
    if not status:
        return ""
    if h.get("in_play"):
        return status[0].split(": ", 1)[0]
    words = status[0].split(": ", 1)[-1].rstrip(".")  # after "Hades at 6 of 9: "
    return words[:1].upper() + words[1:]


def _hades_panel(v: View, x: float, y: float) -> tuple[str, float]:
    """The Hades threat track (CY-HADES-02): spaces 0 to the threshold, the column on its space, and
    what the next roll may bring beside it (below it on a long track)."""
    h = _hades(v)
    if h is None:
        return "", y
    column, threshold = _int(h.get("column")), max(1, _int(h.get("threshold"), 9))
    out = [_heading(x, y + 14, _("Hades threat track — {n} of {m}").format(n=column, m=threshold), "track:hades")]
    step = min(25.0, (PANEL_W - 24) / threshold)
    r = min(10.0, step / 2 - 1.5)
    at = min(column, threshold)
    out.append(
        f'<g class="hades-track" data-column="{column}" data-threshold="{threshold}"{_tip("track:hades", _("the Hades column on {n} of {m}").format(n=column, m=threshold))}'
    )
    for k in range(threshold + 1):
        cx = x + 12 + k * step
        fill = NECRO_FILL if k < at else "#2b3440"
        edge = "#c9a2e0" if k == threshold else "#5a6b7b"
        out.append(f'<circle cx="{cx:g}" cy="{y + 38:g}" r="{r:g}" fill="{fill}" stroke="{edge}" stroke-width="1.5"/>')
        if k != at:
            out.append(text(cx, y + 42, k, 10, DIM if k > at else "#e6d3f0", MIDDLE))
    cx = x + 12 + at * step  # the column: a pale ring on its space (beyond the last, its number)
    out.append(
        f'<circle cx="{cx:g}" cy="{y + 38:g}" r="{r + 3:g}" fill="#e6d3f0" stroke="#f4c542" stroke-width="2.5"/>'
    )
    out.append(text(cx, y + 42, column, 11, NECRO_FILL, MIDDLE_BOLD))
    out.append("</g>")
    left = x + 12 + threshold * step + r + 14
    words = _hades_status(v, h)
    if x + PANEL_W - left >= 140:
        out += wrapped(left, y + 34, words, 12, "#e6d3f0", x + PANEL_W - left)[:2]
        return "".join(out), y + 60
    out.append(fitted(x, y + 66, words, 12, "#e6d3f0", "", PANEL_W))
    return "".join(out), y + 76


def _turn_panel(v: View, x: float, y: float, marks: dict[str, str]) -> tuple[str, float]:
    out = [_heading(x, y + 14, _("Turn track — the order of the offerings"), "track:turn")]
    for i, c in enumerate(_seq(v.get("turn_track"))):
        cx = x + 16 + 40 * i
        out.append(text(cx, y + 34, i + 1, 10, DIM, MIDDLE))
        out.append(_marker(v, cx, y + 50, c, marks, f"{i + 1}: {c}"))
    return "".join(out), y + 70


def _creature_card(x: float, y: float, w: float, space: Row) -> str:
    price = _int(space.get("price"))
    name = space.get("creature")
    key = card_key(str(name)) if name else "track:creatures"
    shown = named(key, name) if name else ""
    tip = _tip(
        key,
        _("{card}: {n} GP").format(card=shown, n=price) if name else _("empty space ({n} GP)").format(n=price),
        "track:creatures",
    )
    mark = element("creature:" + slug(str(name))) if name else ""
    return (
        f'<g class="creature-space" data-price="{price}" data-creature="{esc(name or "")}"{mark}{tip}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="52" rx="6" fill="{"#4a2a55" if name else "#232c36"}" '
        'stroke="#8e6aa0"/>'
        f'<circle cx="{x + 16:g}" cy="{y + 16:g}" r="11" fill="#f4c542" stroke="#7a5408"/>'
        + text(x + 16, y + 20, price, 12, INK, MIDDLE_BOLD)
        + text(x + 30, y + 20, _("GP"), 10, DIM)
        + fitted(
            x + w / 2, y + 42, shown or _("empty"), 14 if name else 12, PAPER if name else DIM, MIDDLE_BOLD, w - 10
        )
        + "</g>"
    )


def _creature_panel(v: View, x: float, y: float) -> tuple[str, float]:
    out = [_heading(x, y + 14, _("Creature track"), "track:creatures")]
    spaces = _rows(v.get("creature_track"))
    w = (PANEL_W - 8 * max(0, len(spaces) - 1)) / max(1, len(spaces))
    for i, space in enumerate(spaces):
        out.append(_creature_card(x + i * (w + 8), y + 24, w, space))
    deck = v.get("creature_deck")
    discard = [str(n) for n in _seq(v.get("creature_discard"))]
    y += 96
    out.append(
        f"<g{_tip('deck:creatures')}"
        + text(x, y, _("deck: {n}").format(n=deck if isinstance(deck, int) else "?"), 12, DIM)
        + "</g>"
    )
    last = _(" — last: {card}").format(card=named(card_key(discard[-1]), discard[-1])) if discard else ""
    out.append(
        f"<g{_tip('discard:creatures')}"
        + fitted(x + 80, y, _("discard pile: {n}").format(n=len(discard)) + last, 12, DIM, "", PANEL_W - 80)
        + "</g>"
    )
    for f in _rows(v.get("figurines")):
        y += 17
        words = figurine_words(f)
        out.append(
            f"<g{_tip(creature_key(str(f.get('creature'))), words, 'figurine')}"
            + fitted(x, y, words, 12, "#e49be0", "", PANEL_W)
            + "</g>"
        )
    if _int(v.get("necropolis_gold")):
        y += 17
        where = next((i.get("number") for i in _islands(v) if i.get("necropolis")), None)
        gold = _int(v.get("necropolis_gold"))
        words = (
            _("{n} GP on the Necropolis (island {island})").format(n=gold, island=where)
            if where is not None
            else _("{n} GP on the Necropolis").format(n=gold)
        )
        out.append(f"<g{_tip('building:necropolis')}" + text(x, y, words, 12, "#e49be0") + "</g>")
    body, y = _box_piles(v, x, y)
    out.append(body)
    return "".join(out), y + 14


def _box_piles(v: View, x: float, y: float) -> tuple[str, float]:
    """The magic item and favour piles (Module 4) and the heroes out of the game (Module 3)."""
    out = []
    if "favours" in _modules(v) or v.get("item_deck") is not None:
        y += 17
        items = _("magic items: deck {n}, discard {m}").format(n=_pile(v, "item_deck"), m=_pile(v, "item_discard"))
        favours = _("favour tiles: pile {n}, discard {m}").format(
            n=_pile(v, "favour_pile"), m=_pile(v, "favour_discard")
        )
        out.append(f"<g{_tip('item')}" + text(x, y, items, 12, DIM) + "</g>")
        out.append(f"<g{_tip('favour')}" + text(x + 215, y, favours, 12, DIM) + "</g>")
    gone = [str(h.get("hero")) for h in _rows(v.get("heroes")) if h.get("out_of_the_game")]
    if gone:
        y += 17
        words = _("heroes out of the game: {heroes}").format(heroes=", ".join(named(hero_key(h), h) for h in gone))
        out.append(f"<g{_tip('hero')}" + fitted(x, y, words, 12, DIM, "", PANEL_W) + "</g>")
    return "".join(out), y


def _stat(x: float, y: float, key: str, words: str, colour: str = PAPER, size: int = 12) -> str:
    return f"<g{_tip(key, words)}" + text(x, y, words, size, colour) + "</g>"


def _seat_lines(v: View, seat: Row, x: float, y: float) -> list[str]:
    """Under the player's name: his cards, islands and revenue, then his reserve and Temples."""
    discount = _int(seat.get("temple_discount"))
    troops, fleets = _int(seat.get("troops_in_reserve")), _int(seat.get("fleets_in_reserve"))
    priests = priests_words(_int(seat.get("priests")))
    return [
        _stat(x, y, "card:philosopher", _("philosophers {n}/4").format(n=_int(seat.get("philosophers")))),
        _stat(x + 120, y, "card:priest", priests),
        _stat(x + 120 + max(80.0, 0.6 * 12 * len(priests) + 8), y, "island", islands_words(_int(seat.get("islands")))),
        _stat(x + 285, y, "revenue", _("revenue {n} GP").format(n=_int(seat.get("revenue")))),
        _stat(
            x,
            y + 18,
            "reserve",
            _("reserve: {troops}, {fleets}").format(troops=troops_words(troops), fleets=fleets_words(fleets)),
            DIM,
        ),
        _stat(
            x + 200,
            y + 18,
            "building:temple",
            _("Temple discount {n} GP").format(n=discount) if discount else _("no Temple discount"),
            DIM,
        ),
    ]


def _seat_title(v: View, seat: Row, x: float, y: float) -> list[str]:
    """The player's colour and letter, his GP (or "hidden") and his Metropolises."""
    colour = seat.get("colour")
    gold = seat.get("gold")
    metros = _int(seat.get("metropolises"))
    goal = _int(v.get("goal"), 2)
    title = f"{colour} ({letters(v).get(str(colour), '?')})" + (_(" — you") if colour == v.get("you") else "")
    gp = _("GP hidden") if gold is None else _("{n} GP").format(n=_int(gold))
    return [
        fitted(x, y, title, 15, PAPER, BOLD, 150),
        _stat(x + 160, y, "screen" if gold is None else "gold", gp, "#f4c542", 14),
        _stat(
            x + 250,
            y,
            "building:metropolis",
            _("Metropolises {n}/{goal}").format(n=metros, goal=goal),
            "#f4c542" if metros else PAPER,
            14,
        ),
    ]


Part = tuple[str, str, str, str]  # a glossary key, the words, their colour, an element id or ""


def _seat_parts(v: View, seat: Row) -> list[Part]:
    """A player's things of the Hades box: priestesses, heroes, magic items (the face-down ones named
    only for their owner, CY-FAV-10), the Secret Island."""
    colour = seat.get("colour")
    parts: list[Part] = []
    n = _int(seat.get("priestesses"))
    if n:
        parts.append(("card:priestess", ngettext("{n} priestess", "{n} priestesses", n).format(n=n), "#9fe0da", ""))
    for h in _rows(v.get("heroes")):
        if h.get("owner") == colour and not h.get("out_of_the_game"):
            name = str(h.get("hero"))
            words = _("{hero} on island {island}").format(
                hero=short_name(named(hero_key(name), name)), island=h.get("island")
            )
            parts.append((hero_key(name), words, "#e8b86a", ""))
    # Your own items are marked: a click uses one (CY-FAV-10)
    mine = colour == v.get("you")
    items: list[Part] = [
        (item_key(str(i)), named(item_key(str(i)), i), "#ffd479", _item_el(mine, i)) for i in _seq(seat.get("items"))
    ]
    hidden, count = _hidden_items(seat)
    items += [
        (item_key(i), _("{item} (face down)").format(item=named(item_key(i), i)), "#d9c08a", _item_el(mine, i))
        for i in hidden
    ]
    if count and not hidden:
        items.append(("item", _("{n} face down").format(n=count), DIM, ""))
    if items:
        key, words, ink, el = items[0]
        items[0] = (key, _("magic items: {items}").format(items=words), ink, el)
    parts += items
    secret = seat.get("secret_island")
    if secret:
        parts.append(("island:secret", _("Secret Island ({island})").format(island=secret), "#f4c542", ""))
    return parts


def _item_el(mine: bool, name: Any) -> str:
    return f"item:{slug(str(name))}" if mine else ""


def _flow(parts: list[Part], x: float, y: float, width: float) -> tuple[list[str], int]:
    """Parts left to right, on as many lines of 18 as they need; a part too long for a line is squeezed."""
    out: list[str] = []
    cx, lines = x, 1
    for key, words, ink, el in parts:
        w = min(width, 0.58 * 12 * len(words))
        if cx > x and cx + w > x + width:
            cx, lines = x, lines + 1
        line_y = y + 18 * (lines - 1)
        mark = element(el) if el else ""
        out.append(f"<g{mark}{_tip(key, words, 'item')}" + fitted(cx, line_y, words, 12, ink, "", w) + "</g>")
        cx += w + 14
    return out, lines if parts else 0


def _seat_block(v: View, seat: Row, x: float, y: float, marks: dict[str, str]) -> tuple[str, float]:
    colour = seat.get("colour")
    fill = seat_fill(v, colour)
    active = colour == v.get("to_move")
    extra, lines = ([], 0) if seat.get("eliminated") else _flow(_seat_parts(v, seat), x + 24, y + 78, PANEL_W - 36)
    h = SEAT_H + 18 * lines
    out = [
        f'<g class="player" data-colour="{esc(colour)}"{element(f"player:{slug(str(colour))}", f"{colour} player")}>',
        f'<rect x="{x:g}" y="{y:g}" width="{PANEL_W:g}" height="{h - 6:g}" rx="7" fill="#1c2733" '
        f'stroke="{"#f4c542" if active else "#34495e"}" stroke-width="{2.5 if active else 1}"/>',
        f'<rect x="{x:g}" y="{y:g}" width="12" height="{h - 6:g}" rx="4" fill="{fill}" stroke="#f5f0e0" '
        'stroke-width="0.8"/>',
        _disc(x + 32, y + 17, fill, marks.get(str(colour), "?"), 11),
    ]
    if seat.get("eliminated"):
        out.append(fitted(x + 50, y + 22, str(colour), 15, DIM, BOLD, 150))
        out.append(_stat(x + 24, y + 46, "elimination", "out of the game: lost the last island", DIM, 13))
    else:
        out += _seat_title(v, seat, x + 50, y + 22)
        out += _seat_lines(v, seat, x + 24, y + 42)
        out += extra
    if active:
        to_move = _("to move")
        out.append(
            f'<rect x="{x + PANEL_W - 8:g}" y="{y + 4:g}" width="4" height="{h - 14:g}" rx="2" fill="#f4c542">'
            f"<title>{esc(to_move)}</title></rect>"
        )
    out.append("</g>")
    return "".join(out), h


def _players_panel(v: View, x: float, y: float, marks: dict[str, str]) -> tuple[str, float]:
    out = [_heading(x, y + 14, _("Players"), "victory")]
    y += 24
    for seat in _seats(v):
        body, h = _seat_block(v, seat, x, y, marks)
        out.append(body)
        y += h
    return "".join(out), y


def _outcome(v: View, width: float) -> str:
    oc = v.get("outcome")
    if not isinstance(oc, Mapping):
        return ""
    lines = _ranking(v)
    w = min(width - 40, 560.0)
    h = 96 + 22 * len(lines)
    x, y = MAP_X + (width - w) / 2, MAP_Y + 5 * ROW + D / 2 - h / 2
    winners = [colour_of(v, t) or "?" for t in _seq(oc.get("winners"))]
    title = winners_words(winners)
    out = [
        f'<g class="outcome"{_tip("victory", "the end")}',
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="12" fill="#13202c" fill-opacity="0.95" '
        'stroke="#f4c542" stroke-width="3"/>',
        text(x + w / 2, y + 36, title, 24, "#f4c542", MIDDLE_BOLD),
        *wrapped(x + w / 2, y + 60, reason(oc.get("reason", "")), 13, PAPER, w - 30, MIDDLE)[:2],
    ]
    for i, line in enumerate(lines):
        out.append(fitted(x + 30, y + 100 + 22 * i, line, 15, PAPER, "", w - 60))
    out.append("</g>")
    return "".join(out)


def _title(v: View, width: float) -> str:
    you = v.get("you")
    seen = (
        _("seen by {seat} ({letter})").format(seat=you, letter=letters(v).get(str(you), "?"))
        if you
        else _("seen by a spectator")
    )
    mover = v.get("to_move")
    line = _("to move: {seat}").format(seat=mover) if mover else _("the game is over")
    steps = step_text(v)
    cycle = _int(v.get("cycle"))
    cycle_words = _("cycle {n}").format(n=cycle)
    modules = _modules(v)
    box = (
        f'<g class="modules"{_tip("module:hades-box", "the Hades box")}'
        + fitted(
            width - PANEL_W - 16,
            26,
            _("Hades box: {modules}").format(modules=" · ".join(_(MODULE_WORDS.get(m, m)) for m in modules)),
            13,
            "#c9a2e0",
            "",
            PANEL_W,
        )
        + "</g>"
        if modules
        else ""
    )
    return (
        f"<g{_tip('cycle', cycle_words)}"
        + text(MAP_X, 26, _("Cyclades — cycle {n}").format(n=cycle), 20, "#f4c542", BOLD)
        + "</g>"
        + fitted(MAP_X + 250, 26, seen, 13, DIM, "", (width - PANEL_W - 40 if modules else width) - MAP_X - 250)
        + box
        + fitted(MAP_X, 48, line + (f" — {steps}" if steps else ""), 14, PAPER, "", width - 16)
    )


def svg(v: View) -> str:
    """The whole table for one seat as one SVG picture (a viewBox: it scales to any screen)."""
    marks = letters(v)
    cut = _int(_board(v).get("cut"))
    map_w = (11 - cut) * D
    px = MAP_X + map_w + 28
    width = px + PANEL_W + 16
    parts = [_map(v)]
    y = MAP_Y - 8
    for panel in (_gods_panel, _turn_panel):
        body, y = panel(v, px, y, marks)
        parts.append(body)
    body, y = _hades_panel(v, px, y)
    parts.append(body)
    body, y = _creature_panel(v, px, y)
    parts.append(body)
    body, y = _players_panel(v, px, y + 4, marks)
    parts.append(body)
    height = max(MAP_Y + 10 * ROW + D + 16, y + 12)
    parts.append(_outcome(v, map_w))
    title = f"Cyclades, cycle {_int(v.get('cycle'))}, " + (f"seen by {v.get('you')}" if v.get("you") else "public view")
    marks = letters(v)  # the letter beside each seat's colour on the map, for the page's seat badges
    from .narrow import NW, picture  # the phone's layout (issue 31), shown below 600 CSS px

    phone, phone_h = picture(v)
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:.0f}" width="100%" '
        f'data-narrow="0 0 {NW:g} {phone_h:.0f}" '
        f'class="tt-cyclades" role="img" aria-label="{esc(title)}" font-family="system-ui, sans-serif" '
        f'data-cycle="{_int(v.get("cycle"))}" data-to-move="{esc(v.get("to_move") or "")}" '
        f'data-seat-colours="{",".join(seat_fill(v, s.get("colour")) for s in _seats(v))}" '
        f'data-seat-letters="{",".join(esc(marks.get(str(s.get("colour")), "")) for s in _seats(v))}">'
        f'<g class="tt-wide"><rect width="{width:g}" height="{height:.0f}" fill="#10202e"/>'
    )
    return head + _title(v, width) + "".join(parts) + f'</g><g class="tt-narrow" display="none">{phone}</g></svg>'


# ---------------------------------------------------------------- acting on the board
# Each move names the drawn things it is about (issue 31): the island or sea space it places,
# builds, moves to or fights on, the god of an offer, a creature card of the track, a figurine, a
# hero, one of your magic items, the favour, a player a creature takes from.
ON_ISLAND = frozenset(
    ("troop", "metropolis", "prosper", "harpy", "place", "necropolis", "destroy", "change", "theater")
    + tuple(kind.lower() for kind in BUILDING_TYPES)
)
ON_SEA = frozenset(("fleet", "sail", "to", "siren", "kraken", "push", "from"))
ON_VOYAGE = frozenset(("drop", "pick", "drop-undead", "pick-undead", "stop"))
# Where a move's units go, its second word: a march or Pegasus's flight to an island, the Sylph's fleets to a sea.
TO_SECOND = frozenset(("march", "fly", "sylph", "give", "undead", "sell"))
ON_HERO = frozenset(("keep", "release", "sacrifice"))
CARD_GOD = {"priest": "zeus", "philosopher": "athena"}  # the card the god of your turn sells


def _area_el(word: str) -> str:
    return f"island:{word}" if word.isdigit() else f"sea:{word}"


def _drawn_figures(v: View, places: set[str]) -> set[str]:
    """The figurines and heroes drawn on the map (an attacker's heroes beside the battle)."""
    ids = {
        f"figurine:{slug(str(f.get('creature')))}" for f in _rows(v.get("figurines")) if str(f.get("area")) in places
    }
    for isl in _islands(v):
        if _cells(isl):
            ids |= {f"hero:{slug(str(h))}" for h in _seq(isl.get("heroes"))}
    for d in _decisions(v):
        if d.get("step") == "battle" and _area(v, d.get("area")) is not None:
            ids |= {f"hero:{slug(str(h))}" for h in _seq(d.get("attacking_heroes"))}
    return ids


def drawn_ids(v: View) -> set[str]:
    """The element ids the picture of this view marks (each once)."""
    islands = {str(_int(i.get("number"))) for i in _islands(v) if _cells(i)}
    seas = {str(s.get("name", "")) for s in _seas(v)}
    gods = _rows(v.get("gods"))
    ids = {f"island:{n}" for n in islands} | {f"sea:{n}" for n in seas}
    ids |= {f"god:{g.get('id', '')}" for g in gods}
    ids |= {"god:hades" for g in gods if covered_by_hades(v, g)}
    ids |= {f"creature:{slug(str(c.get('creature')))}" for c in _rows(v.get("creature_track")) if c.get("creature")}
    ids |= _drawn_figures(v, islands | seas)
    ids |= {f"player:{slug(str(s.get('colour')))}" for s in _seats(v)}
    fav = _favour_row(v)
    if fav is not None:
        ids.add(f"favour:{slug(str(fav.get('god')))}")
    you = seat_of(v, v.get("you"))
    if you is not None:
        ids |= {f"item:{slug(str(i))}" for i in _seq(you.get("items")) + _hidden_items(you)[0]}
    return ids


def _battle_el(v: View, arg: str) -> tuple[str, ...]:
    """A loss in battle: the hero lost, else the place fought over."""
    if arg not in ("troop", "fleet", "undead"):
        return (f"hero:{arg}",)
    step = _decisions(v)[-1] if _decisions(v) else {}
    return (_area_el(str(step.get("area", ""))),)


def _named(v: View, verb: str, a: list[str]) -> tuple[str, ...]:
    """The ids one move names (some perhaps not drawn: the caller keeps the drawn ones)."""
    step = _decisions(v)[-1] if _decisions(v) else {}
    if verb in ON_ISLAND:
        return (f"island:{a[0]}",)
    if verb in ON_SEA or verb == "retreat":
        return (_area_el(a[0]),)
    if verb in TO_SECOND:
        return (_area_el(a[1]),)
    if verb in ON_VOYAGE:
        return (_area_el(str(step.get("at", ""))),)
    if verb in ("offer", "apollo"):
        return (f"god:{a[0] if a else verb}",)
    if verb in ("stay", "lose"):
        return _battle_el(v, a[0]) if a else (_area_el(str(step.get("area", ""))),)
    if verb in ("call", "renew"):
        return (f"creature:{a[0]}",)
    if verb in ("let", "priestess"):
        return (f"{'figurine' if step.get('step') == 'figurines' else 'hero'}:{a[0]}",)
    return _named_more(v, verb, a)


def _named_more(v: View, verb: str, a: list[str]) -> tuple[str, ...]:
    fav = _favour_row(v)
    if verb in ON_HERO:
        return (f"hero:{a[0]}",)
    if verb in ("rob", "take"):
        return (f"player:{a[0]}",)
    if verb == "erinyes":
        return (f"island:{a[0]}", f"island:{a[1]}")
    if verb == "use":
        return (f"item:{a[0]}",)
    if verb == "favour" and fav is not None:
        return (f"favour:{slug(str(fav.get('god')))}",)
    if verb in CARD_GOD:
        return (f"god:{CARD_GOD[verb]}",)
    return ()  # end, done, pass, copy (the discard pile), revive (a hero out of the game), sell card


def board_targets(v: View, legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn elements each move is about; a move about nothing drawn stays in the list only."""
    drawn = drawn_ids(v)
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, *args = move.split()
        try:
            named = _named(v, verb, args)
        except IndexError:  # a move too short for its verb: about nothing drawn
            continue
        ids = tuple(dict.fromkeys(el for el in named if el in drawn))
        if ids:
            out[move] = ids
    return out
