"""Der Hexer von Salem in words for players: every named thing on the table, and what wins and
loses now.

The glossary is built from the edition (a custom edition names its own creatures); the goals are
read from a seat's view alone, so they never tell what that seat may not know.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from typing import Any

from tabletome.engine.i18n import N_, _, ngettext
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .data import DIE_FACES, ITEM_TITLES, HexerEdition, standard_edition

#: The glossary's kinds, which head the reference panel's groups (told through the catalog).
KINDS = (
    N_("Great Old One"),
    N_("Madness die face"),
    N_("artifact"),
    N_("creature"),
    N_("creature card"),
    N_("die"),
    N_("event"),
    N_("investigator"),
    N_("item"),
    N_("item space"),
    N_("location"),
    N_("location card"),
    N_("pawn"),
    N_("pile"),
    N_("portal tile"),
    N_("track"),
    N_("track space"),
)


def slug(name: str) -> str:
    """A stable key part from a printed name: ``Insect Larva`` -> ``insect-larva``."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def item_key(name: str) -> str:
    """The glossary key of an item as a view names it (``Elixir``, ``red artifact``)."""
    if name.endswith(" artifact"):
        return "artifact:" + slug(name[: -len(" artifact")])
    return "item:" + slug(name)


# ---------------------------------------------------------------- the glossary

ITEM_USES = {
    "Necronomicon": (
        "Used as your item action: turn face up the next face-down Great Old One, reserve space 2 first, "
        "the one in R'lyeh last.",
        ("HX-USE-07", "HX-USE-08"),
    ),
    "Glasses": (
        "Used as your item action: look in secret at the portal tile where you stand; only you know what it is.",
        ("HX-USE-03", "HX-USE-04", "HX-USE-05"),
    ),
    "Elixir": (
        "Used as your item action: gain 1 sanity, or 2 at Robert Craven's location; sanity never goes above 6.",
        ("HX-USE-09", "HX-USE-10", "HX-USE-11"),
    ),
    "Dagger": (
        "Used as your item action at Robert Craven's location: it defeats the creature or Shadow there, "
        "with no other item needed.",
        ("HX-USE-12", "HX-USE-13"),
    ),
}
ITEM_LETTER = {"Necronomicon": "N", "Glasses": "G", "Elixir": "E", "Dagger": "D"}


def _items(ed: HexerEdition) -> Iterator[Entry]:
    for code, title in enumerate(ITEM_TITLES):
        use, clauses = ITEM_USES[title]
        text = (
            f"A normal item, marked {ITEM_LETTER[title]} on the board; {ed.item_counts[code]} in the game. {use} "
            "A used item is discarded. You carry at most 3 normal items; they also defeat creatures and "
            "banish Great Old Ones just by being held."
        )
        yield Entry(item_key(title), "item", title, text, clauses=(*clauses, "HX-USE-02", "HX-ACQ-08"))
    for symbol in ed.symbols:
        text = (
            f"An artifact of power with the {symbol} symbol, drawn as a star; {ed.item_counts[4]} of each symbol. "
            f"Placed on the portal tile where you stand, it closes the portal if the tile shows the {symbol} "
            "symbol; on a wall or on another symbol the investigators lose. Any artifact closes the University "
            "portal once the Great Old One is banished. You carry one artifact; it can never be traded or given."
        )
        yield Entry(
            f"artifact:{slug(symbol)}",
            "artifact",
            f"{symbol} artifact",
            text,
            needs="stand on a portal tile",
            clauses=("HX-USE-15", "HX-USE-16", "HX-USE-17", "HX-USE-18", "HX-USE-20", "HX-MEET-04"),
        )


def _creatures(ed: HexerEdition) -> Iterator[Entry]:
    for k, name in enumerate(ed.c_names):
        damage = ed.damage_text(ed.c_kind[k], ed.c_amount[k], ed.c_item[k])
        text = (
            f"A creature (two cards of it in the deck). Moving to its location makes you roll the Madness die, "
            f"unless Robert Craven is there. To defeat it, hold {ed.defeat_text(k)}; held items are kept. "
            f"If its twin card is revealed while it is on the board, it activates: {damage}."
        )
        clauses: tuple[str, ...] = ("HX-ENC-01", "HX-ENC-08", "HX-ENC-09", "HX-CRE-13", "HX-CRE-14")
        if ed.c_thul[k]:
            clauses += ("HX-ENC-10",)
        if ed.c_red[k]:
            text += (
                " Red arrow: if the team cannot discard all the items it demands, Necron also jumps to the next "
                "space showing Necron's image."
            )
            clauses += ("HX-CRE-25",)
        yield Entry(f"creature:{slug(name)}", "creature", name, text, needs=ed.defeat_text(k), clauses=clauses)
    yield Entry(
        "special:necron",
        "creature card",
        "Necron (creature card)",
        "When revealed, Necron advances one space per creature on the board, 2 more if a Shadow is at the "
        "University; then this card and every creature card not on the board are shuffled into a new deck.",
        clauses=("HX-SPC-01", "HX-SPC-02", "HX-SPC-03"),
    )
    yield Entry(
        "special:craven",
        "creature card",
        "Robert Craven (creature card)",
        "When revealed, Robert Craven and every investigator go to Miskatonic University with no die roll, "
        "everybody takes back their played location cards, and one more creature card is revealed.",
        clauses=("HX-SPC-04", "HX-SPC-05", "HX-SPC-06", "HX-SPC-08"),
    )


def _old_ones(ed: HexerEdition) -> Iterator[Entry]:
    for g, name in enumerate(ed.g_names):
        text = (
            f"A Great Old One. To banish it in R'lyeh, or to defeat it as the Shadow, hold "
            f"{ed.requirement_text(g)}. While it is the Shadow or revealed in R'lyeh: {ed.g_text[g]}"
        )
        yield Entry(
            f"old-one:{slug(name)}",
            "Great Old One",
            name,
            text,
            needs=ed.requirement_text(g),
            clauses=("HX-RLY-05", "HX-SHD-02", "HX-SHD-04", "HX-RLY-02"),
        )


def _locations(ed: HexerEdition) -> Iterator[Entry]:
    for loc, name in enumerate(ed.loc_names):
        costs = ", ".join(ed.cost_text(ed.costs[loc * 3 + i]) for i in range(3))
        if loc == 0:
            text = (
                f"Location 0, in the middle of Arkham. Three item spaces (costs: {costs}). The Shadow space is "
                "here. Moving here takes back your played location cards, and your next move must leave. Its "
                "portal takes any artifact, but only after the Great Old One is banished; closing it is the "
                "final check."
            )
            clauses: tuple[str, ...] = ("HX-LOC-08", "HX-LOC-09", "HX-USE-20", "HX-USE-21", "HX-END-06")
        else:
            symbol = ed.symbols[ed.loc_symbol[loc]]
            text = (
                f"Location {loc}. Three item spaces (costs: {costs}), a creature space, and a face-down portal "
                f"tile printed with the {symbol} symbol: it is a portal or an empty wall."
            )
            clauses = ("HX-ACQ-01", "HX-ACQ-02", "HX-CRE-08", "HX-USE-15")
        yield Entry(f"location:{loc}", "location", name, text, clauses=clauses)
        yield Entry(
            f"card:{loc}",
            "location card",
            f"{name} card",
            f"A location card: play it from your hand to move to {name}; it is then spent until you take your "
            "cards back at Miskatonic University.",
            clauses=("HX-LOC-01", "HX-LOC-02", "HX-LOC-07", "HX-LOC-08"),
        )


def _events(ed: HexerEdition) -> Iterator[Entry]:
    for e, name in enumerate(ed.e_names):
        text = (
            f"An event card, revealed at the end of each round. Robert Craven first moves "
            f"{plural(ed.e_craven[e], 'location')} on, then: {ed.e_text[e]}"
        )
        yield Entry(f"event:{slug(name)}", "event", name, text, clauses=("HX-EVT-01", "HX-EVT-02", "HX-EVT-06"))


def _die(ed: HexerEdition) -> Iterator[Entry]:
    texts: dict[str, tuple[str, tuple[str, ...]]] = {
        "sanity": ("lose 1 sanity; at 0 you go mad and leave the game.", ("HX-ENC-04",)),
        "necron": ("Necron advances 1 space.", ("HX-ENC-05",)),
    }
    faces = sorted(set(ed.die))
    for f in faces:
        face = DIE_FACES[f]
        if face in texts:
            what, clauses = texts[face]
        else:
            what, clauses = (f"if you hold a {ITEM_TITLES[f]}, discard one.", ("HX-ENC-02", "HX-ENC-03"))
        count = ed.die.count(f)
        yield Entry(
            f"die:{face}",
            "Madness die face",
            f"Madness die: {face}",
            f"{plural(count, 'face')} of the Madness die: {what}",
            clauses=clauses,
        )


def _board(ed: HexerEdition) -> Iterator[Entry]:
    final, demonic = ed.final, ed.demonic
    yield Entry(
        "necron-track",
        "track",
        "Necron track",
        f"Necron's power, from space 0 to space {final}. The investigators lose when the marker reaches space "
        f"{final}, or the Demonic Power space {demonic} while the Great Old One in R'lyeh is still face down.",
        clauses=("HX-END-02", "HX-END-03"),
    )
    yield Entry("necron:marker", "track space", "Necron marker", "Where Necron's power stands on its track.")
    yield Entry(
        "necron:demonic-power",
        "track space",
        "Demonic Power space",
        f"Space {demonic}: if Necron reaches it before the Great Old One in R'lyeh is revealed, the investigators "
        "lose.",
        clauses=("HX-END-02",),
    )
    yield Entry(
        "necron:final",
        "track space",
        "Opening portal space",
        f"Space {final}, the last one: if Necron reaches it, the investigators lose.",
        clauses=("HX-END-03",),
    )
    yield Entry(
        "necron:face",
        "track space",
        "Necron's image",
        f"Spaces {', '.join(map(str, ed.faces))} show Necron's image: a creature with a red arrow sends the "
        "marker to the next of them when the team cannot discard what it demands.",
        clauses=("HX-CRE-25",),
    )
    yield from _pieces(ed)


def _pieces(ed: HexerEdition) -> Iterator[Entry]:
    yield Entry(
        "secret-passage",
        "location card",
        "Secret Passage",
        "A location card: move to any location other than your own, at a cost of 1 sanity. It is the only way "
        "to R'lyeh, and you may go there only holding the three items that banish its Great Old One.",
        clauses=("HX-LOC-03", "HX-LOC-04", "HX-LOC-05", "HX-LOC-06", "HX-RLY-05"),
    )
    yield Entry(
        "craven",
        "pawn",
        "Robert Craven",
        "Robert Craven's pawn moves on at each event, going round from the Church to the University. Where he "
        "stands, investigators roll no Madness die, an Elixir gives 2 sanity and the Dagger defeats the creature.",
        clauses=("HX-EVT-02", "HX-EVT-03", "HX-EVT-05", "HX-ENC-06"),
    )
    yield Entry(
        "shadow",
        "Great Old One",
        "Shadow",
        "A Great Old One an event brings from the reserve to Miskatonic University. While it is there its card "
        "text applies and moving there makes you roll the Madness die; hold its three items there to defeat it.",
        clauses=("HX-SHD-01", "HX-SHD-02", "HX-SHD-04", "HX-ENC-01"),
    )
    yield Entry(
        "reserve",
        "Great Old One",
        "Great Old One reserve",
        "Five Great Old One cards beside the board, the first face up. A Necronomicon turns the next one up; "
        "the investigators lose if some are still face down when Necron reaches the last space.",
        clauses=("HX-USE-07", "HX-SHD-08"),
    )
    yield Entry(
        "rlyeh",
        "location",
        "R'lyeh",
        "Where the sixth Great Old One sleeps, face down until a Necronomicon reveals it. Reach it with the "
        "Secret Passage and banish it; the banisher stays there and loses 1 sanity at the end of each turn.",
        clauses=("HX-RLY-01", "HX-RLY-03", "HX-RLY-04", "HX-RLY-11", "HX-RLY-14"),
    )
    yield Entry(
        "portal-tile",
        "portal tile",
        "Portal tile",
        f"A face-down tile at each location 1 to 6: a portal or an empty wall ({ed.portals} portals and "
        f"{ed.walls} walls in the set). Glasses let one investigator look at it in secret; an artifact of the "
        "printed symbol closes a portal.",
        clauses=("HX-USE-03", "HX-USE-15", "HX-USE-16", "HX-USE-18"),
    )
    yield Entry(
        "item-space",
        "item space",
        "Item space",
        "An item waits here. As your last action you may take one item where you stand, paying the cost printed "
        "on its space: Necron moves on, you lose sanity, or a creature or an event card is revealed.",
        clauses=("HX-ACQ-01", "HX-ACQ-02", "HX-ACQ-03", "HX-ACQ-04", "HX-ACQ-05", "HX-ACQ-06"),
    )
    yield Entry(
        "investigator",
        "investigator",
        "Investigator",
        "A player's board: sanity, up to 3 normal items, one artifact, and the location cards in hand. "
        "At 0 sanity the investigator goes mad and leaves the game with everything held.",
        clauses=("HX-SAN-01", "HX-SAN-02", "HX-ACQ-08"),
    )
    yield Entry(
        "madness-die",
        "die",
        "Madness die",
        "Rolled when you move to a creature, or to a Shadow at the University, unless Robert Craven is there: "
        "you give up an item, lose sanity, or Necron advances.",
        clauses=("HX-ENC-01", "HX-ENC-02", "HX-ENC-04", "HX-ENC-05"),
    )
    for key, name, text in (
        ("creature-deck", "Creature deck", "The creature cards; each round begins by revealing 1 or 2 of them."),
        ("event-deck", "Event deck", "The event cards; one is revealed at the end of each round."),
        ("item-bag", "Item bag", "The items not yet drawn; empty item spaces refill from it."),
        ("item-discard", "Item discard pile", "Used and discarded items; they refill the bag when it runs out."),
    ):
        yield Entry(key, "pile", name, text)


def glossary(edition: HexerEdition | None = None) -> list[Entry]:
    ed = edition if edition is not None else standard_edition()
    out: list[Entry] = []
    for part in (_creatures, _old_ones, _items, _locations, _events, _die, _board):
        out.extend(part(ed))
    return out


# ---------------------------------------------------------------- the goals


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """What the team still has to do and how it can lose, from one seat's view, in the reader's
    language (the view keeps the game's English; names as each language's edition prints them)."""
    from .render import ending

    oc = view.get("outcome")
    if oc:
        line = _("The game is over: {reason}").format(reason=ending(oc["reason"]))
        return {"win": [line], "lose": []} if oc["winners"] else {"win": [], "lose": [line]}
    return {"win": _win(view), "lose": _lose(view)}


def _banish_line(view: Mapping[str, Any]) -> str:
    from .render import name, needs, word

    card = view["rlyeh"]
    if view["banished_by"]:
        return _("{old_one} is banished by {seat}.").format(old_one=name(card), seat=word(view["banished_by"]))
    if card == "face down":
        return _("Reveal the Great Old One in R'lyeh with a Necronomicon, then banish it there.")
    need = next((o["banish_with"] for o in view["old_ones_overview"] if o["name"] == card), None)
    return _("Banish {old_one} in R'lyeh: go there by the Secret Passage holding {needs}.").format(
        old_one=name(card), needs=needs(need) if need else _("its three items")
    )


def _win(view: Mapping[str, Any]) -> list[str]:
    out = [_banish_line(view)]
    tiles = [loc["portal"] for loc in view["locations"] if loc["number"] and loc["portal"]]
    covered = sum(1 for p in tiles if p["artifact"])
    known_open = sum(1 for p in tiles if p["tile"] == "portal" and not p["artifact"])
    unknown = sum(1 for p in tiles if p["tile"] == "face down" and not p["artifact"])
    if known_open:
        out.append(
            ngettext(
                "Close the {n} open portal you know of with artifacts of their symbol.",
                "Close the {n} open portals you know of with artifacts of their symbol.",
                known_open,
            ).format(n=known_open)
        )
    if unknown:
        out.append(
            ngettext(
                "{n} portal tile is still uncovered and unseen: Glasses tell a portal from a wall.",
                "{n} portal tiles are still uncovered and unseen: Glasses tell a portal from a wall.",
                unknown,
            ).format(n=unknown)
        )
    if covered:
        out.append(
            ngettext("{n} tile has an artifact on it.", "{n} tiles have an artifact on it.", covered).format(n=covered)
        )
    out.append(_("Then close the University portal with any artifact: every tile is turned over and checked."))
    return out


def _lose(view: Mapping[str, Any]) -> list[str]:
    from .render import word

    nec = view["necron"]
    pos, final, demonic = nec["position"], nec["final"], nec["demonic_power"]
    out = [
        _("Necron is on {pos} of {final}: the investigators lose when it reaches {final}.").format(pos=pos, final=final)
    ]
    if view["rlyeh"] == "face down":
        left = max(0, demonic - pos)
        out.append(
            ngettext(
                "R'lyeh is still face down: the investigators lose if Necron reaches the Demonic Power space "
                "{demonic} first ({n} space to go).",
                "R'lyeh is still face down: the investigators lose if Necron reaches the Demonic Power space "
                "{demonic} first ({n} spaces to go).",
                left,
            ).format(demonic=demonic, n=left)
        )
    hidden = sum(1 for r in view["reserve"] if r["card"] == "face down")
    if hidden:
        out.append(
            ngettext(
                "{n} Great Old One in the reserve is still face down: all must be turned up before Necron reaches "
                "{final}.",
                "{n} Great Old Ones in the reserve are still face down: all must be turned up before Necron "
                "reaches {final}.",
                hidden,
            ).format(n=hidden, final=final)
        )
    sane = [i for i in view["investigators"] if i["in_game"]]
    out.append(
        ngettext(
            "{n} investigator is still in the game: the team loses when only one is left.",
            "{n} investigators are still in the game: the team loses when only one is left.",
            len(sane),
        ).format(n=len(sane))
    )
    low = [f"{word(i['colour'])} ({i['sanity']})" for i in sane if i["sanity"] <= 2]
    if low:
        out.append(_("Low sanity: {seats}.").format(seats=", ".join(low)))
    out.append(_("An artifact on an empty wall or on a portal of another symbol loses the game."))
    return out
