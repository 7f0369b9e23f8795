"""Cyclades in words for players: every named thing on the table, and what wins and loses now.

The glossary is built from the edition (its costs, dice and creatures); the goals are read from a
seat's view alone, so they never tell what that seat may not know (another player's GP, the
order of the creature deck).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from tabletome.engine.i18n import N_, _, ngettext, seat_words
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .data import CycladesEdition, standard_edition
from .figurines import slug
from .words import building, creature, god, named, reason

__all__ = [
    "BUILDING_TYPES",
    "building_key",
    "card_key",
    "creature_key",
    "favour_key",
    "glossary",
    "goals",
    "hero_key",
    "item_key",
    "plural",
    "slug",
]

BUILDING_TYPES = ("Port", "Fortress", "Temple", "University")  # a Metropolis needs one of each
ORDINALS = ("first", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


def creature_key(name: str) -> str:
    """``Pegasus`` -> ``creature:pegasus`` (the notation's slug, as in ``call pegasus``)."""
    return "creature:" + slug(name)


def building_key(name: str) -> str:
    """``Port`` -> ``building:port``; a Metropolis and a Theater are keyed the same way."""
    return "building:" + slug(name)


def hero_key(name: str) -> str:
    """``Perseus`` -> ``hero:perseus`` (the notation's slug, as in ``call perseus``)."""
    return "hero:" + slug(name)


def favour_key(god: str) -> str:
    """``Hera`` -> ``favour:hera``."""
    return "favour:" + slug(god)


def item_key(name: str) -> str:
    """``Poseidon's Trident`` -> ``item:poseidonstrident`` (the notation's slug, as in ``use ...``)."""
    return "item:" + slug(name)


def new_card_key(name: str) -> str:
    """The card that replaces a base creature with the heroes module: ``creature:chiron:new``."""
    return creature_key(name) + ":new"


def card_key(name: str, edition: CycladesEdition | None = None) -> str:
    """A card of the creature deck: a hero's key for a hero, else the creature's."""
    ed = edition if edition is not None else standard_edition()
    card = ed.creature(name)
    return hero_key(name) if card >= 0 and ed.is_hero(card) else creature_key(name)


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


def _box_buildings(ed: CycladesEdition) -> Iterator[Entry]:
    """The Necropolis (Module 2) and the Theater."""
    necropolis = ed.hades.necropolis
    price = f"{necropolis} GP" + (
        " (a stand-in price: the rulebook gives none)" if ed.hades.is_stand_in("necropolis") else ""
    )
    yield Entry(
        "building:necropolis",
        "building",
        "Necropolis",
        f"Hades' building (Module 2): the Hades player builds it for {price} on the metropolis space of one of "
        "his islands, destroying what stood there, a Metropolis too; there is only one. Each time a troop or "
        "fleet of a player is removed by a battle or a creature, 1 GP goes onto it (nothing for undead, heroes "
        "or figurines); whoever controls its island takes those GP in the next revenue phase (Cerberus's master "
        "when Cerberus stands there). It stays when Hades leaves; a later Hades player may move it to one of "
        "his islands, leaving its GP behind for that island's controller. It is not one of the four building "
        "types and the Giant cannot destroy it.",
        needs=f"Hades, {necropolis} GP, an island you control",
        clauses=(
            "CY-NEC-01",
            "CY-NEC-02",
            "CY-NEC-03",
            "CY-NEC-04",
            "CY-NEC-05",
            "CY-NEC-06",
            "CY-NEC-07",
            "CY-NEC-08",
            "CY-NEC-09",
            "CY-NEC-10",
            "CY-FAQ-05",
            "CY-FAQ-07",
            "CY-FAQ-08",
        ),
    )
    cost = ed.build_cost
    yield Entry(
        "building:theater",
        "building",
        "Theater",
        "A wild building of the Hades box: it stands in for any missing type when your buildings form a "
        "Metropolis (several Theaters for several types). It has no effect of its own; the Giant may destroy "
        "it, the Cyclops cannot make one. How a Theater is gained is not public: here a stand-in favour "
        f"builds one for {cost} GP ({ed.n_theaters} in the box).",
        needs=f"the stand-in favour, {cost} GP, a free building space",
        clauses=("CY-THEA-01", "CY-THEA-02", "CY-THEA-03", "CY-THEA-04", "CY-THEA-05", "CY-FAQ-08"),
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
    "Cerberus": "CY-HCRE-01",
    "Charon": "CY-HCRE-02",
    "Erinyes": "CY-HCRE-03",
    "Empusa": "CY-HCRE-04",
}
#: What a creature of the Hades box adds to its card, and the clauses it cites.
BOX_CREATURES = {
    "Cerberus": ("", ("CY-HERO-01", "CY-FAQ-07")),
    "Charon": ("", ("CY-HERO-01", "CY-HERO-18")),
    "Erinyes": ("", ("CY-HERO-01", "CY-HCRE-05")),
    "Empusa": (" It is used only when Hades (Module 2) is played too.", ("CY-HERO-01", "CY-HX-06", "CY-HCRE-05")),
}


def _prices(ed: CycladesEdition) -> str:
    return ", ".join(str(p) for p in ed.track_prices[:-1]) + f" or {ed.track_prices[-1]} GP"


def _creature_clauses(name: str, fig: bool, deck: str) -> tuple[str, tuple[str, ...]]:
    """The words after a creature's power (figurine or discarded) and the clauses it cites."""
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
    if deck == "hades":
        extra, more = BOX_CREATURES.get(name, ("", ("CY-HERO-01",)))
        after += " A creature of the heroes module (Module 3): it joins the deck only with it." + extra
        clauses += more
    return after, clauses


def _creatures(ed: CycladesEdition) -> Iterator[Entry]:
    calling = (
        f"Called from the creature track in your turn with any god but Apollo, for the price of its space "
        f"({_prices(ed)}) less your Temple discount, never below 1 GP; its effect happens at once."
    )
    for card, name in enumerate(ed.c_names):
        if ed.is_hero(card):
            continue
        after, clauses = _creature_clauses(name, ed.c_fig[card], ed.c_deck[card])
        renewed = ed.c_hades_text[card] != ed.c_text[card]
        note = f" With the heroes module (Module 3) a new card replaces it (see {name}, new card)." if renewed else ""
        yield Entry(
            creature_key(name),
            "creature",
            name,
            f"{ed.c_text[card]} {calling} {after}{note}",
            needs="a god other than Apollo, the price of its space",
            clauses=clauses,
        )
        if renewed:  # CY-HCRE-05: the new Chiron card
            yield Entry(
                new_card_key(name),
                "creature",
                f"{name} (new card)",
                f"{ed.c_hades_text[card]} With the heroes module (Module 3) this card replaces the base one. "
                f"{calling} {after}",
                needs="the heroes module; a god other than Apollo, the price of its space",
                clauses=(*clauses, "CY-HERO-01", "CY-HCRE-05", "CY-FAQ-04"),
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


# ---------------------------------------------------------------- the Hades box
HERO_CLAUSES = (
    "CY-HERO-03",
    "CY-HERO-04",
    "CY-HERO-06",
    "CY-HERO-09",
    "CY-HERO-10",
    "CY-HERO-11",
    "CY-HERO-12",
    "CY-HERO-13",
    "CY-HERO-15",
    "CY-HERO-16",
    "CY-HERO-18",
)
OWN_HERO_CLAUSES = {
    "Perseus": ("CY-HERO-19", "CY-FAQ-04"),
    "Penthesilea": ("CY-HERO-20", "CY-FAQ-11", "CY-FAQ-12"),
    "Achilles": ("CY-HERO-21",),
}
FAVOUR_POWER_CLAUSES = {
    "harvest": ("CY-FAV-12", "CY-FAQ-10"),
    "hidden-item": ("CY-FAV-10",),
    "theater": ("CY-THEA-05",),
}
BONUS_WORDS = {"priestess": "a priestess", "item": "a magic item"}


class _Sourced(Protocol):
    def source(self, name: str) -> str: ...


def stand_in_note(record: _Sourced, field: str, what: str = "the printed card") -> str:
    """`` (a stand-in: the printed card is not public)`` for a field the edition marks a stand-in."""
    src = record.source(field).lower()
    if src.startswith("stand-in"):
        return f" (a stand-in: {what} is not public)"
    return f" (partly a stand-in: {what} is not public in full)" if "stand-in" in src else ""


def _hades(ed: CycladesEdition) -> Iterator[Entry]:
    h = ed.hades
    top = len(h.undead_costs)
    yield Entry(
        "god:hades",
        "god",
        "Hades",
        f"The god of the Hades box (Module 2). When the Hades column reaches space {h.threshold}, Hades enters "
        "for one cycle: his tile covers the lowest face-up god, which is not available that cycle, and he "
        f"takes offerings like any god. His player raises undead: {_steps(h.undead_costs)} (at most {top} a "
        f"cycle, from {h.undead_troops} undead troops and {h.undead_fleets} undead fleets); builds the "
        f"Necropolis for {h.necropolis} GP; and moves troops and fleets as Ares and Poseidon do, {ed.move_cost} GP "
        "a move, each move taking at least one undead along. He recruits no normal units and builds nothing "
        "else. After Apollo's turn the undead leave the board and the column goes back to 0. You may also call "
        "creatures from the creature track.",
        needs="the highest offer on Hades, in a cycle he enters",
        clauses=(
            "CY-HADES-04",
            "CY-HADES-06",
            "CY-HADES-07",
            "CY-HADES-08",
            "CY-HADES-09",
            "CY-HADES-11",
            "CY-HADES-12",
            "CY-HADES-13",
            "CY-HADES-15",
            "CY-HADES-16",
            "CY-HADES-17",
            "CY-HADES-18",
        ),
    )
    yield Entry(
        "track:hades",
        "track",
        "Hades threat track",
        "The Hades column only moves forward, in view of all: at the start of each cycle, before the gods are "
        f"dealt, both combat dice are rolled and it advances by their total. When it reaches or passes space "
        f"{h.threshold}, Hades enters that cycle; when he leaves, the column goes back to 0.",
        clauses=("CY-HADES-01", "CY-HADES-02", "CY-HADES-03", "CY-HADES-04", "CY-HADES-05", "CY-HADES-09"),
    )
    undead = (
        "It belongs to the Hades player and counts as one unit in battle; it moves only in the Hades turn, and "
        "every Hades move takes at least one undead along. When the Hades player loses a round he chooses which "
        "of his units goes. A lost undead adds nothing to the Necropolis. All undead leave the board at the end "
        "of the cycle and wait for Hades' next coming."
    )
    clauses = ("CY-HADES-11", "CY-HADES-15", "CY-HADES-17", "CY-HADES-18", "CY-HADES-19", "CY-HADES-20")
    yield Entry(
        "undead:troop",
        "unit",
        "Undead troop",
        f"A ghostly troop ({h.undead_troops} in the box), raised by Hades on one of his islands. {undead} "
        "Islands the undead took stay his.",
        needs="Hades",
        clauses=(*clauses, "CY-HADES-09", "CY-HADES-21", "CY-NEC-05"),
    )
    yield Entry(
        "undead:fleet",
        "unit",
        "Undead fleet",
        f"A ghostly fleet ({h.undead_fleets} in the box), raised by Hades on a sea space next to one of his "
        f"islands that is empty or his. {undead} A sea space held only by undead is empty again when they leave.",
        needs="Hades",
        clauses=(*clauses, "CY-HADES-09", "CY-HADES-21", "CY-NEC-05"),
    )


def _heroes(ed: CycladesEdition) -> Iterator[Entry]:
    upkeep = ed.hero_upkeep
    common = (
        f"Recruited from the creature track for the price of its space ({_prices(ed)}), with no Temple "
        f"discount; it stands on one of your islands, counts as one troop in battle and costs {upkeep} GP of "
        "upkeep right after each revenue phase (or a priestess); unpaid, it leaves the game. From the cycle "
        "after its recruitment, in your turn (not with Apollo), you may sacrifice it for its sacrifice power: "
        "it then leaves the game, as it does when it falls in battle."
    )
    yield Entry(
        "hero",
        "hero",
        "Hero",
        f"The heroes module (Module 3) shuffles {plural(len(ed.model.heroes), 'hero card')} into the creature "
        f"deck. {common} Heroes move with your troops (a march may take them along), several may share an "
        "island, also with a figurine, and Zeus cannot discard one from the track. A fallen hero adds nothing "
        "to the Necropolis; Charon may bring it back.",
        needs="a god other than Apollo, the price of its space",
        clauses=(
            *HERO_CLAUSES,
            "CY-HERO-01",
            "CY-HERO-02",
            "CY-HERO-05",
            "CY-HERO-07",
            "CY-HERO-08",
            "CY-HERO-14",
            "CY-HERO-17",
            "CY-FAQ-03",
            "CY-FAQ-05",
        ),
    )
    for hero in ed.model.heroes:
        named = (
            " Its name is not public: this one is a stand-in, and so are its powers."
            if hero.is_stand_in("name")
            else ""
        )
        yield Entry(
            hero_key(hero.name),
            "hero",
            hero.name,
            f"A hero.{named} Military power{stand_in_note(hero, 'military')}: {hero.military} "
            f"Sacrifice{stand_in_note(hero, 'sacrifice')}: {hero.sacrifice} {common}",
            needs=f"a god other than Apollo, the price of its space; {upkeep} GP a cycle",
            clauses=(*HERO_CLAUSES, *OWN_HERO_CLAUSES.get(hero.name, ())),
        )


def _favours(ed: CycladesEdition) -> Iterator[Entry]:
    yield Entry(
        "favour",
        "favour",
        "Divine favour",
        f"The favours module (Module 4) has {plural(len(ed.model.favours), 'favour tile')}. Each cycle the top "
        "one is turned face up beside the lowest face-up god, unless Hades enters: then every tile is shuffled "
        "back and none is offered. Whoever wins that god in the offerings takes its bonus (a priestess or a "
        "magic item) when the offerings are paid and may use its power once in that god's turn. The tile is "
        "discarded at the end of the action phase, used or not.",
        needs="the highest offer on the god it lies beside",
        clauses=(
            "CY-FAV-01",
            "CY-FAV-04",
            "CY-FAV-05",
            "CY-FAV-06",
            "CY-FAV-07",
            "CY-FAV-08",
            "CY-FAV-11",
            "CY-FAV-15",
        ),
    )
    for fav in ed.model.favours:
        named = " Its god is not public: this name is a stand-in." if fav.is_stand_in("god") else ""
        power = stand_in_note(fav, "text", "the printed tile") or stand_in_note(fav, "power", "the printed tile")
        yield Entry(
            favour_key(fav.god),
            "favour",
            favour_name(fav.god),
            f"A divine favour.{named} Bonus{stand_in_note(fav, 'bonus', 'the printed tile')}: "
            f"{BONUS_WORDS[fav.bonus]}. Power{power}: {fav.text} Whoever wins the god it lies beside takes the "
            "bonus and may use the power once in that god's turn.",
            needs="the highest offer on the god it lies beside",
            clauses=("CY-FAV-05", "CY-FAV-06", "CY-FAV-07", "CY-FAV-08", *FAVOUR_POWER_CLAUSES.get(fav.power, ())),
        )
    yield Entry(
        "card:priestess",
        "card",
        "Priestess",
        f"A card of the favours module ({ed.n_priestesses} in the pile), gained as a favour's bonus. Discard one "
        "instead of paying a hero's upkeep for a cycle, or to keep a figurine whose time is up one more cycle. "
        "A priestess is no priest: it lowers no offering, the Dryad cannot take it and the Sphinx pays nothing "
        "for it.",
        clauses=("CY-FAV-01", "CY-FAV-02", "CY-FAV-03", "CY-FAV-14", "CY-FAV-15", "CY-FAQ-09"),
    )


def favour_name(god: str) -> str:
    """``Hera`` -> "Favour of Hera"; a stand-in tile keeps its own name ("Favour 6 (stand-in)")."""
    return god if god.lower().startswith("favour") else f"Favour of {god}"


def _items(ed: CycladesEdition) -> Iterator[Entry]:
    yield Entry(
        "item",
        "item",
        "Magic item",
        f"A card of the favours module ({plural(len(ed.model.items), 'card')}), drawn as a favour's bonus. You "
        "keep it face up (one from Hephaestus's favour face down: the others see only how many you hold) and "
        "may use it in the cycle you gain it or later; it is then discarded. A battle item is played before a "
        "round of your battle: whoever holds any item is asked then, whatever his items are.",
        clauses=("CY-FAV-01", "CY-FAV-07", "CY-FAV-09", "CY-FAV-10"),
    )
    for item in ed.model.items:
        named = " Its name is not public: this one is a stand-in." if item.is_stand_in("name") else ""
        trident = ("CY-FAV-13",) if item.name == "Poseidon's Trident" else ()
        yield Entry(
            item_key(item.name),
            "item",
            item.name,
            f"A magic item.{named} Effect{stand_in_note(item, 'text')}: {item.text} Used once, then discarded.",
            clauses=("CY-FAV-09", *trident),
        )


def _box_rules(ed: CycladesEdition) -> Iterator[Entry]:
    from .placement import FREE_GOLD

    yield Entry(
        "module:hades-box",
        "rule",
        "The Hades box",
        "Four modules added to the base game in any combination: 1 free placement; 2 Hades and the undead; "
        "3 heroes and new creatures; 4 divine favours, priestesses and magic items. The Theaters may be added "
        "too.",
        clauses=("CY-HX-01", "CY-HX-02", "CY-HX-03", "CY-HX-04", "CY-HX-05"),
    )
    yield Entry(
        "module:free-placement",
        "rule",
        "Free placement",
        f"Module 1: each player starts with {FREE_GOLD} GP and nothing on the board. A preliminary cycle with one "
        "god fewer than players (3 with two players) decides the start: after its auction, in which only one "
        "player may go to Apollo, each player in god order places 2 troops on two islands and 2 fleets on sea "
        "spaces next to them, plus his god's bonus (Poseidon a fleet, Ares a troop, Athena a philosopher, Zeus "
        "a priest, Apollo a prosperity marker). No unit goes where another player stands. That cycle pays no "
        "revenue; the first regular one does.",
        clauses=(
            "CY-FREE-01",
            "CY-FREE-02",
            "CY-FREE-03",
            "CY-FREE-04",
            "CY-FREE-05",
            "CY-FREE-08",
            "CY-FREE-09",
            "CY-FREE-10",
            "CY-FREE-11",
            "CY-FREE-12",
            "CY-FREE-13",
            "CY-FREE-14",
            "CY-FREE-16",
            "CY-FREE-17",
            "CY-FREE-18",
            "CY-FREE-20",
            "CY-FREE-21",
            "CY-FAQ-01",
            "CY-FAQ-02",
        ),
    )
    penthesilea = next((h for h in ed.model.heroes if h.name == "Penthesilea"), None)
    holds = stand_in_note(penthesilea, "sacrifice") if penthesilea is not None else ""
    yield Entry(
        "island:secret",
        "board",
        "Secret Island of the Amazons",
        "Penthesilea's sacrifice gives her owner this island off the board: it cannot be attacked, counts for no "
        "power (Demeter's favour, Achilles) and is no island for the last-island rule. It holds one metropolis "
        f"space and nothing else{holds}: a new Metropolis may go there, and it counts toward victory.",
        clauses=("CY-HERO-20", "CY-FAQ-11", "CY-FAQ-12"),
    )


def _box(ed: CycladesEdition) -> Iterator[Entry]:
    yield from _hades(ed)
    yield from _heroes(ed)
    yield from _favours(ed)
    yield from _items(ed)
    yield from _box_rules(ed)


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
    return [*_gods(ed), *_buildings(ed), *_box_buildings(ed), *_creatures(ed), *_box(ed), *_table(ed)]


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
    return ngettext("{n} Metropolis", "{n} Metropolises", n).format(n=n)


def _theaters(n: int) -> str:
    return ngettext("{n} Theater", "{n} Theaters", n).format(n=n)


def theaters(view: Mapping[str, Any], colour: str) -> int:
    """The Theaters on ``colour``'s islands (each stands in for a missing building type)."""
    return sum(
        1 for i in _islands(view) if i.get("owner") == colour for b in _seq(i.get("buildings")) if b == "Theater"
    )


def _types(types: Sequence[str], joint: str = ", ") -> str:
    """Building types in the reader's language, joined by ``joint`` (itself told)."""
    return _(joint).join(building(t) for t in types)


def _building_line(view: Mapping[str, Any], colour: str) -> str:
    have = building_types(view, colour)
    missing = [t for t in BUILDING_TYPES if t not in have]
    wild = theaters(view, colour)
    extra = _(" and {theaters} (each stands in for a missing type)").format(theaters=_theaters(wild)) if wild else ""
    line = _("Buildings: you have {types}{extra}; a Metropolis needs one of each of the four types").format(
        types=_types(have) or _("none"), extra=extra
    )
    return line + (_(" (missing {types}).").format(types=_types(missing)) if missing else ".")


def _space_lines(view: Mapping[str, Any], me: Mapping[str, Any]) -> list[str]:
    """Where a new Metropolis could go, and the Metropolises a conquest would give."""
    colour = str(me.get("colour"))
    lines = []
    mine = [i for i in _islands(view) if i.get("owner") == colour]
    secret = me.get("secret_island") == "empty"
    if secret:
        lines.append(_("Your Secret Island of the Amazons has a free metropolis space."))
    elif mine and all(i.get("metropolis") or i.get("necropolis") for i in mine):
        lines.append(_("None of your islands has a free metropolis space: a new Metropolis would be lost."))
    for isl in _islands(view):
        if isl.get("metropolis") and isl.get("owner") not in (None, colour):
            lines.append(
                _("Taking island {n} would give you {seat}'s Metropolis.").format(
                    n=isl.get("number"), seat=seat_words(str(isl.get("owner")))
                )
            )
    return lines


def _my_lines(view: Mapping[str, Any], me: Mapping[str, Any], goal: int) -> list[str]:
    colour = str(me.get("colour"))
    owned = _num(me.get("metropolises"))
    philo = _num(me.get("philosophers"))
    return [
        _("You own {n} of the {metropolises} you need at the end of a cycle.").format(
            n=owned, metropolises=_metropolises(goal)
        ),
        _("4 philosophers make a Metropolis: you have {n}.").format(n=philo),
        _building_line(view, colour),
        *_space_lines(view, me),
    ]


def _rival_lines(view: Mapping[str, Any], seat: Mapping[str, Any], goal: int) -> list[str]:
    colour = str(seat.get("colour"))
    who = seat_words(colour)
    owned = _num(seat.get("metropolises"))
    lines = []
    if owned >= goal:
        lines.append(
            _("{seat} owns {metropolises}: enough to win at the end of this cycle.").format(
                seat=who, metropolises=_metropolises(owned)
            )
        )
    elif owned:
        lines.append(
            _("{seat} owns {metropolises}: {goal} wins at the end of the cycle.").format(
                seat=who, metropolises=_metropolises(owned), goal=goal
            )
        )
    philo = _num(seat.get("philosophers"))
    if philo >= 3:
        lines.append(_("{seat} has {n} philosophers: the 4th makes a Metropolis.").format(seat=who, n=philo))
    missing = [t for t in BUILDING_TYPES if t not in building_types(view, colour)]
    wild = theaters(view, colour)
    if len(missing) == 1 and not wild:
        lines.append(
            _("{seat} has 3 of the four building types: a {building} would make a Metropolis.").format(
                seat=who, building=building(missing[0])
            )
        )
    elif missing and len(missing) - wild == 1:
        lines.append(
            _("{seat}'s buildings and {theaters} lack one type: a {types} would make a Metropolis.").format(
                seat=who, theaters=_theaters(wild), types=_types(missing, N_(" or a "))
            )
        )
    return lines


def _lose_lines(view: Mapping[str, Any], me: Mapping[str, Any] | None, goal: int) -> list[str]:
    lines = []
    if me is not None:
        held = _num(me.get("islands"))
        if me.get("eliminated"):
            lines.append(_("You have lost your last island: you are out of the game."))
        elif held == 1:
            lines.append(
                _(
                    "You hold only 1 island: losing it puts you out of the game (it may be attacked only by a "
                    "player whom taking it makes a winner)."
                )
            )
    for seat in _seats(view):
        if seat is not me and not seat.get("eliminated"):
            lines += _rival_lines(view, seat, goal)
    return lines


# ---- the Hades box
def _rows(value: Any) -> list[Mapping[str, Any]]:
    return [x for x in _seq(value) if isinstance(x, Mapping)]


def _names(names: Sequence[str]) -> str:
    """``["a", "b", "c"]`` -> "a, b and c" (each name told)."""
    told = [creature(n) for n in names]
    return told[0] if len(told) == 1 else _("{a} and {b}").format(a=", ".join(told[:-1]), b=told[-1])


def _cost(view: Mapping[str, Any], key: str, default: int) -> int:
    """A price from the view's ``costs`` when it gives it, else the edition's."""
    costs = view.get("costs")
    return _num(costs.get(key), default) if isinstance(costs, Mapping) else default


def hades_lines(view: Mapping[str, Any]) -> list[str]:
    """CY-HADES-02/04: the column is public; the dice say whether Hades may come next cycle."""
    h = view.get("hades")
    if not isinstance(h, Mapping):
        return []
    faces = standard_edition().faces
    column, threshold = _num(h.get("column")), _num(h.get("threshold"), standard_edition().hades.threshold)
    if h.get("in_play"):
        over = _(", over {god}").format(god=god(h.get("covers"))) if h.get("covers") else ""
        return [
            _("Hades is in play this cycle{over}: his undead leave the board when the cycle ends.").format(over=over)
        ]
    low, high = 2 * min(faces), 2 * max(faces)
    at = {"column": column, "threshold": threshold}
    if column >= threshold:
        return [_("Hades at {column} of {threshold}: he enters this cycle.").format(**at)]
    if column + low >= threshold:
        return [_("Hades at {column} of {threshold}: he comes next cycle, whatever the dice.").format(**at)]
    if column + high >= threshold:
        return [
            _("Hades at {column} of {threshold}: he may come next cycle (the dice add {low} to {high}).").format(
                low=low, high=high, **at
            )
        ]
    return [_("Hades at {column} of {threshold}: he cannot come next cycle.").format(**at)]


def _upkeep_line(view: Mapping[str, Any], me: Mapping[str, Any], names: list[str]) -> str:
    """CY-HERO-09/10, CY-FAV-02: 2 GP a hero after the revenue (or a priestess), due now in the upkeep."""
    upkeep = _cost(view, "upkeep", standard_edition().hero_upkeep)
    priestesses = _num(me.get("priestesses"))
    due = {str(n) for d in _rows(view.get("decisions")) if d.get("step") == "upkeep" for n in _seq(d.get("heroes"))}
    now = [n for n in names if n in due]
    each = len(now or names) > 1
    instead = ""
    if priestesses:
        instead = (_(", or a priestess each (you have {n})") if each else _(", or a priestess (you have {n})")).format(
            n=priestesses
        )
    if now:
        due_now = (
            _("Upkeep is due now: {n} GP each for {heroes}{instead}; a hero not paid for leaves the game.")
            if each
            else _("Upkeep is due now: {n} GP for {heroes}{instead}; a hero not paid for leaves the game.")
        )
        return due_now.format(n=upkeep, heroes=_names(now), instead=instead)
    total = _("{n} GP of upkeep").format(n=upkeep * len(names))
    if each:
        total = _("{n} GP of upkeep ({each} GP each)").format(n=upkeep * len(names), each=upkeep)
    later = (
        _(
            "Your hero {heroes} will cost {total} after the next revenue phase{instead}; a hero not paid for leaves "
            "the game."
        )
        if len(names) == 1
        else _(
            "Your heroes {heroes} will cost {total} after the next revenue phase{instead}; a hero not paid for "
            "leaves the game."
        )
    )
    return later.format(heroes=_names(names), total=total, instead=instead)


def _hero_lines(view: Mapping[str, Any], me: Mapping[str, Any]) -> list[str]:
    """CY-HERO-09/10/15: the upkeep due for one's heroes, and which may be sacrificed."""
    colour = me.get("colour")
    mine = [h for h in _rows(view.get("heroes")) if h.get("owner") == colour and not h.get("out_of_the_game")]
    if not mine:
        return []
    lines = [_upkeep_line(view, me, [str(h.get("hero")) for h in mine])]
    cycle = _num(view.get("cycle"))
    ready = [str(h.get("hero")) for h in mine if _num(h.get("recruited"), cycle) < cycle]
    if ready:
        lines.append(
            _("{heroes} may be sacrificed in your turn (not with Apollo) for the sacrifice power.").format(
                heroes=_names(ready)
            )
        )
    return lines


def _god_holder(view: Mapping[str, Any], god: Any) -> Any:
    row = next((g for g in _rows(view.get("gods")) if g.get("god") == god), None)
    offer = row.get("offer") if row is not None else None
    return offer.get("seat") if isinstance(offer, Mapping) else None


#: A favour's bonus and power (the edition's words) as the goals tell them.
BONUS_SAID = {"priestess": N_("a priestess"), "item": N_("a magic item")}
ITS_BONUS = N_("its bonus")
POWERS_SAID = (
    N_("Recruit one troop free on one of your islands."),
    N_("Recruit one fleet free on a sea space next to one of your islands."),
    N_("Take a philosopher card from the supply."),
    N_("Take 1 GP for each island you control, at the moment of your choice in your turn."),
    N_("Take a magic item and keep it face down."),
    N_("Build a Theater for 2 GP on one of your islands (the wild building of the Hades box)."),
    N_("Discard one creature of the track and put the top card of the deck in its place, free."),
    N_("Take a priest card from the supply."),
)


def _favour_lines(view: Mapping[str, Any], me: Mapping[str, Any]) -> list[str]:
    """CY-FAV-05..08: the favour face up this cycle, which the winner of the god beside it takes."""
    fav = view.get("favour")
    if not isinstance(fav, Mapping):
        return []
    name = named(favour_key(str(fav.get("god"))), favour_name(str(fav.get("god"))))
    beside = fav.get("beside")
    bonus = _(BONUS_SAID.get(str(fav.get("bonus")), ITS_BONUS))
    said = str(fav.get("power", ""))
    power = (_(said) if said else "").rstrip(".")  # _("") would be the catalog's header
    holder = _god_holder(view, beside)
    auction = any(d.get("step") in ("offerings", "rebid") for d in _rows(view.get("decisions")))
    at = {"favour": name, "god": god(beside), "power": power}
    if auction:
        lead = (
            _(
                "Keep your lead on {god} in the offerings to take the {favour}: {bonus}, and once in your {god} turn its "
                "power ({power})."
            )
            if holder == me.get("colour")
            else _(
                "Win {god} in the offerings to take the {favour}: {bonus}, and once in your {god} turn its power "
                "({power})."
            )
        )
        return [lead.format(bonus=bonus, **at)]
    if holder != me.get("colour"):
        return []
    if fav.get("used"):
        return [_("You have used the power of the {favour} this cycle.").format(favour=name)]
    return [_("The {favour} is yours: use its power once in your {god} turn ({power}).").format(**at)]


def _necropolis_lines(view: Mapping[str, Any], me: Mapping[str, Any]) -> list[str]:
    """CY-NEC-06/07: the GP on the Necropolis go to whoever holds its island at the next revenue."""
    gold = _num(view.get("necropolis_gold"))
    isl = next((i for i in _islands(view) if i.get("necropolis")), None)
    if isl is None or not gold:
        return []
    where = {"n": isl.get("number"), "gold": gold}
    if isl.get("owner") == me.get("colour"):
        return [
            _(
                "The Necropolis on your island {n} holds {gold} GP: they are yours at the next revenue if you keep it."
            ).format(**where)
        ]
    return [
        _("The Necropolis on island {n} holds {gold} GP: taking the island before the next revenue takes them.").format(
            **where
        )
    ]


def _box_lines(view: Mapping[str, Any], me: Mapping[str, Any]) -> list[str]:
    return [*_hero_lines(view, me), *_favour_lines(view, me), *_necropolis_lines(view, me)]


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """What is still to do to win, and how the game can be lost now, from ``view`` alone; in the
    reader's language (issue 32), the English unchanged."""
    oc = view.get("outcome")
    if isinstance(oc, Mapping):
        return {"win": [_("The game is over: {reason}").format(reason=reason(oc.get("reason", "")))], "lose": []}
    goal = _num(view.get("goal"), 2)
    seats = _seats(view)
    idx = view.get("seat")
    me = seats[idx] if isinstance(idx, int) and 0 <= idx < len(seats) else None
    if me is None:
        win = [
            _(
                "The first player to own {metropolises} at the end of a cycle wins; if several do, the most "
                "Metropolises, then the most GP."
            ).format(metropolises=_metropolises(goal))
        ]
    elif me.get("eliminated"):
        win = []
    else:
        win = _my_lines(view, me, goal) + _box_lines(view, me)
        win.append(_("If several players qualify at the end of a cycle, the most Metropolises, then the most GP win."))
    return {"win": win, "lose": hades_lines(view) + _lose_lines(view, me, goal)}
