"""Cyclades in words for players: every named thing on the table, and what wins and loses now.

The glossary is built from the edition (its costs, dice and creatures); the goals are read from a
seat's view alone, so they never tell what that seat may not know (another player's GP, the
order of the creature deck).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tabletome.engine.reference import Entry

from .creatures import slug
from .data import CycladesEdition, standard_edition

__all__ = ["BUILDING_TYPES", "building_key", "creature_key", "glossary", "goals", "plural", "slug"]

BUILDING_TYPES = ("Port", "Fortress", "Temple", "University")  # a Metropolis needs one of each
ORDINALS = ("first", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def creature_key(name: str) -> str:
    """``Pegasus`` -> ``creature:pegasus`` (the notation's slug, as in ``call pegasus``)."""
    return "creature:" + slug(name)


def building_key(name: str) -> str:
    """``Port`` -> ``building:port``; a Metropolis and a Theater are keyed the same way."""
    return "building:" + slug(name)


def _gp(n: int) -> str:
    return "free" if n == 0 else f"{n} GP"


def _steps(costs: Sequence[int]) -> str:
    """``(0, 1, 2, 3)`` -> "the first is free, the 2nd costs 1 GP, the 3rd 2 GP, the 4th 3 GP"."""
    parts = []
    for i, cost in enumerate(costs):
        nth = ORDINALS[i] if i < len(ORDINALS) else f"{i + 1}th"
        verb = "is" if cost == 0 else "costs" if i <= 1 else ""
        parts.append(" ".join(w for w in (f"the {nth}", verb, _gp(cost)) if w))
    return ", ".join(parts)


# ---------------------------------------------------------------- the gods
def _gods(ed: CycladesEdition) -> Iterator[Entry]:
    n_fleets, n_troops = len(ed.fleet_costs), len(ed.troop_costs)
    build, move, extra = ed.build_cost, ed.move_cost, ed.extra_card
    calls = "You may also call creatures from the creature track."
    yield Entry(
        "god:poseidon",
        "god",
        "Poseidon",
        f"Recruit fleets: {_steps(ed.fleet_costs)} (at most {n_fleets} a turn), each on a sea space next to one "
        f"of your islands that is empty or holds only your fleets. Build a Port for {build} GP. Move fleets: for "
        f"{move} GP a move, a group of fleets sails up to {plural(ed.voyage_steps, 'sea space')}, leaving fleets "
        "behind or taking your own along; entering another player's fleets stops it and starts a battle. " + calls,
        needs="the highest offer on Poseidon",
        clauses=(
            "CY-ACT-03",
            "CY-POS-01",
            "CY-POS-02",
            "CY-POS-03",
            "CY-POS-04",
            "CY-POS-05",
            "CY-POS-06",
            "CY-POS-07",
            "CY-POS-08",
            "CY-POS-09",
        ),
    )
    yield Entry(
        "god:ares",
        "god",
        "Ares",
        f"Recruit troops: {_steps(ed.troop_costs)} (at most {n_troops} a turn), on islands you control. Build a "
        f"Fortress for {build} GP. Move troops: for {move} GP a move, any number of troops of one of your islands "
        "go to an island linked to it by a chain of your fleets; troops landing on another player's troops "
        "start a battle. " + calls,
        needs="the highest offer on Ares",
        clauses=(
            "CY-ACT-03",
            "CY-ARES-01",
            "CY-ARES-02",
            "CY-ARES-03",
            "CY-ARES-04",
            "CY-ARES-05",
            "CY-ARES-06",
            "CY-ARES-07",
        ),
    )
    yield Entry(
        "god:zeus",
        "god",
        "Zeus",
        f"Take 1 priest card free, and buy one more for {extra} GP if you like. Build a Temple for {build} GP. "
        f"For {ed.renew_cost} GP, as often as you pay, discard a creature from the creature track and put the top "
        "card of the deck on the same space. " + calls,
        needs="the highest offer on Zeus",
        clauses=("CY-ACT-03", "CY-ZEUS-01", "CY-ZEUS-02", "CY-ZEUS-03", "CY-ZEUS-04", "CY-ZEUS-05"),
    )
    yield Entry(
        "god:athena",
        "god",
        "Athena",
        f"Take 1 philosopher card free, and buy one more for {extra} GP if you like. Build a University for "
        f"{build} GP. Athena has no special action. " + calls,
        needs="the highest offer on Athena",
        clauses=("CY-ACT-03", "CY-ATH-01", "CY-ATH-02", "CY-ATH-03", "CY-ATH-04"),
    )
    small, large = ed.apollo
    yield Entry(
        "god:apollo",
        "god",
        "Apollo",
        f"Going to Apollo is free and open to any number of players. In your turn you receive {small} GP, or "
        f"{large} GP if you control at most one island; the first player to arrive on Apollo also places a "
        "prosperity marker on one of his islands. With Apollo you may not recruit, build or call creatures.",
        needs="nothing: no offer",
        clauses=("CY-GODS-01", "CY-APO-01", "CY-APO-02", "CY-APO-03", "CY-APO-04", "CY-FAQ-06"),
    )


# ---------------------------------------------------------------- the buildings
def _buildings(ed: CycladesEdition) -> Iterator[Entry]:
    cost = ed.build_cost
    counted = "One of the four building types a Metropolis needs."
    supply = dict(zip(BUILDING_TYPES, ed.building_supply, strict=True))
    texts = {
        "Port": (
            "Poseidon",
            "In a sea battle, the defender adds 1 for each of his Ports on the islands next to the battle space.",
            ("CY-POS-04", "CY-BLD-05", "CY-CMB-05"),
        ),
        "Fortress": (
            "Ares",
            "In a battle on its island, the defender adds 1 for each Fortress there.",
            ("CY-ARES-04", "CY-BLD-04", "CY-CMB-04"),
        ),
        "Temple": (
            "Zeus",
            "Each of your Temples lowers the price of a creature by 1 GP once a cycle; a creature never costs "
            "less than 1 GP.",
            ("CY-ZEUS-03", "CY-BLD-06", "CY-CRE-01"),
        ),
        "University": (
            "Athena",
            "It has no effect of its own.",
            ("CY-ATH-03", "CY-BLD-07"),
        ),
    }
    for name in BUILDING_TYPES:
        god, effect, clauses = texts[name]
        yield Entry(
            building_key(name),
            "building",
            name,
            f"Built with {god} for {cost} GP on a free building space of an island you control "
            f"({supply[name]} in the supply). {effect} {counted} It belongs to whoever controls its island.",
            needs=f"{god}, {cost} GP, a free building space",
            clauses=("CY-BLD-01", "CY-BLD-02", "CY-BLD-03", "CY-BLD-08", "CY-MET-02", *clauses),
        )
    yield Entry(
        "building:metropolis",
        "building",
        "Metropolis",
        "The moment you own 4 philosophers, or control one building of each of the four types (Port, Fortress, "
        "Temple, University), you discard them and place a Metropolis on the free metropolis space of one of "
        "your islands; with no free space it is lost. Whoever takes its island owns it. It also defends its "
        "island as a Fortress and lowers your creature prices as a Temple. Own 2 Metropolises at the end of a "
        f"cycle to win (3 with two players); there are {ed.n_metropolises} in the box.",
        needs="4 philosophers, or a Port, a Fortress, a Temple and a University",
        clauses=(
            "CY-MET-01",
            "CY-MET-02",
            "CY-MET-03",
            "CY-MET-05",
            "CY-MET-06",
            "CY-MET-07",
            "CY-MET-08",
            "CY-BLD-09",
            "CY-WIN-02",
        ),
    )
    yield Entry(
        "building:necropolis",
        "building",
        "Necropolis",
        "Hades' building, on an island's metropolis space (only one on the board). Each time a troop or fleet "
        "of a player is removed by a battle or a creature, 1 GP goes onto it; whoever controls its island takes "
        "those GP in the next revenue phase. It is not one of the four building types.",
        clauses=("CY-NEC-01", "CY-NEC-03", "CY-NEC-04", "CY-NEC-06", "CY-NEC-07", "CY-NEC-10"),
    )
    yield Entry(
        "building:theater",
        "building",
        "Theater",
        "A wild building: it stands in for any missing type when your buildings form a Metropolis. It has no "
        "effect of its own; the Giant may destroy it.",
        clauses=("CY-THEA-01", "CY-THEA-02", "CY-THEA-03", "CY-THEA-04"),
    )


# ---------------------------------------------------------------- the creatures
CREATURE_CLAUSES = {
    "Fates": "CY-CRE-09",
    "Satyr": "CY-CRE-10",
    "Dryad": "CY-CRE-11",
    "Siren": "CY-CRE-12",
    "Pegasus": "CY-CRE-13",
    "Giant": "CY-CRE-14",
    "Harpy": "CY-CRE-15",
    "Griffon": "CY-CRE-16",
    "Sphinx": "CY-CRE-17",
    "Sylph": "CY-CRE-18",
    "Cyclops": "CY-CRE-19",
    "Chimera": "CY-CRE-20",
    "Kraken": "CY-CRE-21",
    "Minotaur": "CY-CRE-22",
    "Medusa": "CY-CRE-23",
    "Polyphemus": "CY-CRE-24",
    "Chiron": "CY-CRE-25",
}


def _prices(ed: CycladesEdition) -> str:
    return ", ".join(str(p) for p in ed.track_prices[:-1]) + f" or {ed.track_prices[-1]} GP"


def _creatures(ed: CycladesEdition) -> Iterator[Entry]:
    calling = (
        f"Called from the creature track in your turn with any god but Apollo, for the price of its space "
        f"({_prices(ed)}) less your Temple discount, never below 1 GP; its effect happens at once."
    )
    for name, text, fig in zip(ed.c_names, ed.c_text, ed.c_fig, strict=True):
        clauses: tuple[str, ...] = ("CY-CRE-01", "CY-CRE-02")
        own = CREATURE_CLAUSES.get(name)
        if own:
            clauses += (own,)
        if fig:
            after = "A figurine: it stays on the board (see Figurine)."
            clauses += ("CY-CRE-04", "CY-CRE-05", "CY-CRE-07")
        else:
            after = "The card is then discarded."
            clauses += ("CY-CRE-03",)
        yield Entry(
            creature_key(name),
            "creature",
            name,
            f"{text} {calling} {after}",
            needs="a god other than Apollo, the price of its space",
            clauses=clauses,
        )
    yield Entry(
        "figurine",
        "creature",
        "Figurine",
        "A creature that stays on the board. One on an island stays until the start of its caller's next turn "
        "in a later cycle; two figurines on one island destroy each other. The Kraken stays on its sea space "
        "until it is called again. Calling a creature whose figurine is on the board moves it.",
        clauses=("CY-CRE-04", "CY-CRE-05", "CY-CRE-06", "CY-CRE-07", "CY-CRE-21"),
    )


# ---------------------------------------------------------------- cards, markers, the board, the tracks
def _table(ed: CycladesEdition) -> Iterator[Entry]:
    prices = ", ".join(f"{p} GP" for p in ed.track_prices)
    faces = ", ".join(str(f) for f in ed.faces)
    rows: list[tuple[str, str, str, str, tuple[str, ...]]] = [
        (
            "card:philosopher",
            "card",
            "Philosopher",
            f"Taken with Athena (one free, a second for {ed.extra_card} GP) or stolen with the Satyr. The moment you "
            f"own 4, they become a Metropolis. {ed.n_philosophers} in the supply.",
            ("CY-ATH-01", "CY-ATH-02", "CY-MET-01", "CY-CRE-10", "CY-COMP-07"),
        ),
        (
            "card:priest",
            "card",
            "Priest",
            f"Taken with Zeus (one free, a second for {ed.extra_card} GP) or stolen with the Dryad. Each priest "
            f"lowers what you pay for your offering by 1 GP (you always pay at least 1 GP); priests are kept, not "
            f"spent. {ed.n_priests} in the supply.",
            ("CY-ZEUS-01", "CY-ZEUS-02", "CY-ZEUS-06", "CY-OFF-10", "CY-CRE-11", "CY-COMP-08"),
        ),
        (
            "prosperity",
            "marker",
            "Prosperity marker",
            "A cornucopia placed on an island by the first player on Apollo. It stays on its island and pays "
            f"1 GP a cycle to whoever controls it. {ed.n_prosperity} in the box.",
            ("CY-APO-03", "CY-APO-05", "CY-INC-01", "CY-COMP-04"),
        ),
        (
            "cornucopia",
            "symbol",
            "Cornucopia",
            "Each cornucopia you control pays 1 GP in the revenue phase: those printed on your islands (even "
            "without troops), the prosperity markers on them, and those printed on sea spaces where you have fleets.",
            ("CY-INC-01", "CY-INC-02"),
        ),
        (
            "island",
            "board",
            "Island",
            "One or more land circles, with one small building space per circle and one metropolis space. An "
            "island stays yours when your last troop leaves or dies, until another player's troops land on it; "
            "taking an island takes its buildings and its Metropolis.",
            ("CY-BLD-03", "CY-BLD-08", "CY-MOVE-01", "CY-MOVE-08", "CY-MET-08", "CY-INC-02"),
        ),
        (
            "sea",
            "board",
            "Sea space",
            "One sea circle, named by its row letter and its place in the row (c4). Circles that touch are next "
            "to each other. A sea space belongs to whoever has fleets on it; an empty one belongs to nobody.",
            ("CY-MOVE-02", "CY-MOVE-09", "CY-POS-08"),
        ),
        (
            "fleet",
            "unit",
            "Fleet",
            f"A ship of your colour ({ed.n_fleets} per player). Fleets hold sea spaces, fight sea battles and form "
            "the chains your troops move along; lost fleets go back to your reserve.",
            ("CY-COMP-11", "CY-COMP-12", "CY-POS-03", "CY-MOVE-04", "CY-MOVE-06", "CY-CMB-12"),
        ),
        (
            "troop",
            "unit",
            "Troop",
            f"A soldier of your colour ({ed.n_troops} per player). Troops hold and take islands; they cross the "
            "sea only along a chain of your own fleets (or with Pegasus). Lost troops go back to your reserve.",
            ("CY-COMP-12", "CY-ARES-03", "CY-ARES-05", "CY-ARES-07", "CY-MOVE-06", "CY-CMB-12"),
        ),
        (
            "reserve",
            "unit",
            "Reserve",
            f"Your troops and fleets not on the board, in front of your screen: {ed.n_troops} troops and "
            f"{ed.n_fleets} fleets in all. You cannot recruit from an empty reserve.",
            ("CY-COMP-11", "CY-COMP-12", "CY-GEN-04"),
        ),
        (
            "token:territory",
            "marker",
            "Territory token",
            "Marks an island you control without troops on it: it stays yours, with its buildings and "
            "cornucopias, until another player's troops land there.",
            ("CY-COMP-11", "CY-MOVE-01", "CY-INC-02"),
        ),
        (
            "track:gods",
            "track",
            "Gods track",
            "Each cycle the god tiles are dealt onto it, top to bottom; those face down are not available this "
            "cycle. The holders play in the track's order, top first, and the Apollo players last.",
            ("CY-COMP-09", "CY-GODS-02", "CY-GODS-03", "CY-GODS-05", "CY-GODS-07", "CY-GODS-08"),
        ),
        (
            "space:apollo",
            "track",
            "Apollo's space",
            "The space at the foot of the gods track, open every cycle to any number of offering markers, "
            "without an offer. Its players act last, in the order they arrived.",
            ("CY-COMP-09", "CY-GODS-01", "CY-OFF-04", "CY-ACT-01"),
        ),
        (
            "track:turn",
            "track",
            "Turn track",
            "The order of the offerings: the lowest-numbered marker bids first. When your turn ends, your marker "
            "goes on the last free space, so the last to play bids first next cycle.",
            ("CY-SETUP-10", "CY-OFF-01", "CY-ACT-05", "CY-ACT-06"),
        ),
        (
            "marker:offering",
            "marker",
            "Offering marker",
            "Your marker in the auction: put it on a face-up god with a higher offer than the one there (which "
            "must go elsewhere at once, not back to that god), or on Apollo. When all are placed, each pays his "
            "offer less his priests. With two players each has two markers.",
            ("CY-OFF-01", "CY-OFF-02", "CY-OFF-05", "CY-OFF-06", "CY-OFF-08", "CY-OFF-09", "CY-2P-03"),
        ),
        (
            "track:creatures",
            "track",
            "Creature track",
            f"Three spaces priced {prices}. Each cycle the card on the cheapest space is discarded, the others "
            "slide towards it and the empty spaces are filled from the deck. A space emptied by a call stays "
            "empty until then.",
            ("CY-TRACK-01", "CY-TRACK-02", "CY-TRACK-03", "CY-TRACK-04", "CY-TRACK-06"),
        ),
        (
            "deck:creatures",
            "track",
            "Creature deck",
            "The face-down creature cards; nobody knows their order. When it runs out, the discard pile is "
            "shuffled into a new deck.",
            ("CY-COMP-06", "CY-SETUP-08", "CY-TRACK-05"),
        ),
        (
            "discard:creatures",
            "track",
            "Creature discard pile",
            "Creatures used or pushed off the track, face up. The Chimera may use the power of one of them.",
            ("CY-TRACK-02", "CY-CRE-03", "CY-CRE-20"),
        ),
        (
            "dice",
            "dice",
            "Combat dice",
            f"Two special dice with the faces {faces}. Each battle round each side rolls one and adds its units "
            "and its bonuses; the lower total loses a unit, a tie costs both sides one.",
            ("CY-COMP-02", "CY-CMB-02", "CY-CMB-03", "CY-CMB-06"),
        ),
        (
            "battle",
            "rule",
            "Battle",
            "Units arriving where another player's units stand attack them. After each round in which both "
            "sides still stand, the defender may retreat, then the attacker; the side left alone holds the space.",
            ("CY-CMB-01", "CY-CMB-07", "CY-CMB-08", "CY-CMB-09", "CY-CMB-10", "CY-CMB-11"),
        ),
        (
            "gold",
            "money",
            "GP (gold pieces)",
            f"Everybody starts with {ed.start_gold} GP. GP are paid to and taken from the bank; you receive them "
            "from your cornucopias each cycle and pay them for offerings, recruits, buildings, moves and creatures.",
            ("CY-SETUP-01", "CY-GEN-05", "CY-INC-01", "CY-INC-03"),
        ),
        (
            "screen",
            "money",
            "Screen",
            "Your GP are hidden behind it: the others only see what you pay or receive in public. Your troops, "
            "fleets, markers and cards stand in front of it for all to see.",
            ("CY-GEN-03", "CY-GEN-04"),
        ),
        (
            "revenue",
            "rule",
            "Revenue",
            "In phase 3 of each cycle you take 1 GP for each cornucopia you control (once a cycle, also with two "
            "markers).",
            ("CY-INC-01", "CY-INC-02", "CY-INC-03", "CY-2P-09"),
        ),
        (
            "cycle",
            "rule",
            "Cycle",
            "Five phases: the creature track, the gods track, revenue, offerings, then the players' turns. "
            "Victory is checked when the cycle ends.",
            ("CY-CYC-01", "CY-CYC-02", "CY-GEN-06"),
        ),
        (
            "victory",
            "rule",
            "Victory",
            "At the end of a cycle, a player who owns 2 Metropolises (3 with two players) wins; if several do, "
            "the most Metropolises, then the most GP.",
            ("CY-GEN-02", "CY-WIN-01", "CY-WIN-02", "CY-WIN-03", "CY-2P-10"),
        ),
        (
            "elimination",
            "rule",
            "Elimination",
            "A player who loses his last island is out of the game at once, with everything he has. His last "
            "island may be attacked by troops only by a player whom taking it gives the Metropolis he needs to win.",
            ("CY-WIN-04", "CY-WIN-05", "CY-CMB-14", "CY-CMB-15", "CY-CMB-16"),
        ),
    ]
    for key, kind, name, text, clauses in rows:
        yield Entry(key, kind, name, text, clauses=clauses)


def glossary(edition: CycladesEdition | None = None) -> list[Entry]:
    """Every named thing on the Cyclades table, costs and creatures from ``edition``."""
    ed = edition if edition is not None else standard_edition()
    return [*_gods(ed), *_buildings(ed), *_creatures(ed), *_table(ed)]


# ---------------------------------------------------------------- goals, from a seat's view
def _seq(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _num(value: Any, default: int = 0) -> int:
    """A count from the view (``default`` for anything that is not one)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _seats(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [s for s in _seq(view.get("seats")) if isinstance(s, Mapping)]


def _islands(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    board = view.get("board")
    if not isinstance(board, Mapping):
        return []
    return [i for i in _seq(board.get("islands")) if isinstance(i, Mapping)]


def building_types(view: Mapping[str, Any], colour: str) -> list[str]:
    """The building types standing on ``colour``'s islands, in the Metropolis order."""
    have = {str(b) for i in _islands(view) if i.get("owner") == colour for b in _seq(i.get("buildings")) if b}
    return [t for t in BUILDING_TYPES if t in have]


def _metropolises(n: int) -> str:
    return plural(n, "Metropolis", "Metropolises")


def _building_line(view: Mapping[str, Any], colour: str) -> str:
    have = building_types(view, colour)
    missing = [t for t in BUILDING_TYPES if t not in have]
    return f"Buildings: you have {', '.join(have) or 'none'}; a Metropolis needs one of each of the four types" + (
        f" (missing {', '.join(missing)})." if missing else "."
    )


def _space_lines(view: Mapping[str, Any], colour: str) -> list[str]:
    """Where a new Metropolis could go, and the Metropolises a conquest would give."""
    lines = []
    mine = [i for i in _islands(view) if i.get("owner") == colour]
    if mine and all(i.get("metropolis") or i.get("necropolis") for i in mine):
        lines.append("None of your islands has a free metropolis space: a new Metropolis would be lost.")
    for isl in _islands(view):
        if isl.get("metropolis") and isl.get("owner") not in (None, colour):
            lines.append(f"Taking island {isl.get('number')} would give you {isl.get('owner')}'s Metropolis.")
    return lines


def _my_lines(view: Mapping[str, Any], me: Mapping[str, Any], goal: int) -> list[str]:
    colour = str(me.get("colour"))
    owned = _num(me.get("metropolises"))
    philo = _num(me.get("philosophers"))
    return [
        f"You own {owned} of the {_metropolises(goal)} you need at the end of a cycle.",
        f"4 philosophers make a Metropolis: you have {philo}.",
        _building_line(view, colour),
        *_space_lines(view, colour),
    ]


def _rival_lines(view: Mapping[str, Any], seat: Mapping[str, Any], goal: int) -> list[str]:
    colour = str(seat.get("colour"))
    owned = _num(seat.get("metropolises"))
    lines = []
    if owned >= goal:
        lines.append(f"{colour} owns {_metropolises(owned)}: enough to win at the end of this cycle.")
    elif owned:
        lines.append(f"{colour} owns {_metropolises(owned)}: {goal} wins at the end of the cycle.")
    philo = _num(seat.get("philosophers"))
    if philo >= 3:
        lines.append(f"{colour} has {philo} philosophers: the 4th makes a Metropolis.")
    missing = [t for t in BUILDING_TYPES if t not in building_types(view, colour)]
    if len(missing) == 1:
        lines.append(f"{colour} has 3 of the four building types: a {missing[0]} would make a Metropolis.")
    return lines


def _lose_lines(view: Mapping[str, Any], me: Mapping[str, Any] | None, goal: int) -> list[str]:
    lines = []
    if me is not None:
        held = _num(me.get("islands"))
        if me.get("eliminated"):
            lines.append("You have lost your last island: you are out of the game.")
        elif held == 1:
            lines.append(
                "You hold only 1 island: losing it puts you out of the game (it may be attacked only by a "
                "player whom taking it makes a winner)."
            )
    for seat in _seats(view):
        if seat is not me and not seat.get("eliminated"):
            lines += _rival_lines(view, seat, goal)
    return lines


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """What is still to do to win, and how the game can be lost now, from ``view`` alone."""
    oc = view.get("outcome")
    if isinstance(oc, Mapping):
        return {"win": [f"The game is over: {oc.get('reason', '')}"], "lose": []}
    goal = _num(view.get("goal"), 2)
    seats = _seats(view)
    idx = view.get("seat")
    me = seats[idx] if isinstance(idx, int) and 0 <= idx < len(seats) else None
    if me is None:
        win = [
            f"The first player to own {_metropolises(goal)} at the end of a cycle wins; if several do, the most "
            "Metropolises, then the most GP."
        ]
    elif me.get("eliminated"):
        win = []
    else:
        win = _my_lines(view, me, goal)
        win.append("If several players qualify at the end of a cycle, the most Metropolises, then the most GP win.")
    return {"win": win, "lose": _lose_lines(view, me, goal)}
