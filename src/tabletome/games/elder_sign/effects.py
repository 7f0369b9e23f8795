"""The icons of rewards, penalties, Terror and midnight effects as a small text notation.

An effect list is a list of strings, one icon each, in the card's order: ``"clue"``,
``"2 elder_sign"``, ``"sanity 2"`` (lose 2 sanity), ``"monster"``. A split (diagonal) area is one
string whose groups are joined by ``|`` and whose icons in a group by ``+``
(``"trophy 2 | stamina 1 + sanity 1"``, ES-FAIL-03, ES-SUCC-03). ``each:`` in front applies the
rest to every investigator (a midnight effect that hits all of them).

Compiled, an effect is a tuple of groups, each a tuple of (icon, amount) pairs.
"""

from __future__ import annotations

from collections.abc import Sequence

#: Each icon the rules know, with what it does in the words of the glossary (ES-ICON-*, ES-TERROR-*).
ICONS: dict[str, str] = {
    "clue": "gain a clue token (ES-ICON-02)",
    "common": "draw a Common Item (ES-ICON-01)",
    "unique": "draw a Unique Item (ES-ICON-01)",
    "spell": "draw a Spell (ES-ICON-01)",
    "ally": "draw an Ally (ES-ICON-01)",
    "elder_sign": "place an Elder Sign token on the Ancient One (ES-ICON-03)",
    "gate": "put the top Other World card into play (ES-ICON-04)",
    "monster": "a monster appears (ES-ICON-05)",
    "monster_here": "a monster appears on this card (ES-MON-07)",
    "doom": "add a doom token (ES-ICON-06)",
    "remove_doom": "remove a doom token (ES-ICON-08)",
    "sanity": "lose sanity (ES-ICON-07)",
    "stamina": "lose stamina (ES-ICON-07)",
    "heal_sanity": "regain sanity",
    "heal_stamina": "regain stamina",
    "trophy": "spend trophies of that value (AMB-19: nothing if you have none)",
    "lose_clue": "lose a clue token",
    "lose_item": "discard one of your items (ES-LPICON-05)",
    "lose_common": "discard one of your Common Items",
    "lose_unique": "discard one of your Unique Items",
    "lose_spell": "discard one of your Spells",
    "extra_adventure": "deal one more Adventure card into play; it stays until completed (ES-MID-10)",
    "fail": "the adventure fails at once (ES-TERROR-08)",
    "discard_terror": "discard every die showing Terror (ES-TERROR-07)",
    "doom_per_other_world": "add a doom token for each Other World card in play",
    "lock_green": "a green die is locked on this card (ES-LOCK-01)",
    "lock_yellow": "the yellow die is locked on this card (ES-LOCK-01)",
    "lock_red": "the red die is locked on this card (ES-LOCK-01)",
    "clock": "advance the clock (ES-LPICON-07)",
    "max_sanity": "lower your maximum sanity (ES-AO-06)",
    "max_stamina": "lower your maximum stamina (ES-AO-06)",
    "devoured": "the investigator is devoured (ES-DEV-01)",
    # Omens of the Pharaoh
    "pharaoh": "a Dark Pharaoh adventure comes into play face down (ES-PHAR-02)",
    "regain_sanity": "this investigator regains sanity",
    "regain_stamina": "this investigator regains stamina",
    "expeditious": "the clock does not advance in this turn's Clock phase (ES-LPICON-03)",
    "remove_monster": "return a monster on an adventure to the cup (ES-LPICON-04)",
    "lose_ally": "discard one of your Allies (ES-LPICON-05)",
    "relic": "draw a Relic (ES-RELIC-06)",
    "lose_relic": "discard one of your Relics (ES-RELIC-06)",
    "lose_elder_sign": "remove an Elder Sign from the Ancient One; with none, add a doom token (ES-LPICON-06)",
    "expedition": "place an expedition token on an empty space of the Expedition sheet (ES-EXPD-02)",
    "lose_expedition": "discard an expedition token; with none, add a doom token (ES-EXPD-07)",
}

Group = tuple[tuple[str, int], ...]
Effect = tuple[Group, ...]


class EffectSyntax(ValueError):
    pass


def parse_effect(text: str) -> tuple[bool, Effect]:
    """``"each: trophy 2 | stamina 1 + sanity 1"`` -> (True, ((("trophy", 2),), (("stamina", 1), ("sanity", 1))))."""
    each = False
    body = text.strip()
    if body.startswith("each:"):
        each, body = True, body[5:].strip()
    groups = []
    for side in body.split("|"):
        icons = []
        for part in side.split("+"):
            words = part.split()
            if not words:
                raise EffectSyntax(f"{text!r} has an empty icon")
            amount = 1
            if len(words) == 2 and words[0].isdigit():
                amount, name = int(words[0]), words[1]
            elif len(words) == 2 and words[1].isdigit():
                name, amount = words[0], int(words[1])
            elif len(words) == 1:
                name = words[0]
            else:
                raise EffectSyntax(f"{part.strip()!r} is not an icon with an amount ('sanity 2', '2 clue')")
            if name not in ICONS:
                raise EffectSyntax(f"{name!r} is not an icon; the icons are {', '.join(sorted(ICONS))}")
            if not 0 < amount <= 20:
                raise EffectSyntax(f"{part.strip()!r}: an amount is 1 to 20")
            icons.append((name, amount))
        groups.append(tuple(icons))
    return each, tuple(groups)


def parse_effects(texts: Sequence[str]) -> tuple[tuple[bool, Effect], ...]:
    return tuple(parse_effect(t) for t in texts)


def effect_text(each: bool, effect: Effect) -> str:
    """The words of an effect for players: ``"lose 2 sanity or spend 2 trophies"``."""
    sides = [" and ".join(_icon_words(name, n) for name, n in group) for group in effect]
    text = " or ".join(sides)
    return f"each investigator: {text}" if each else text


_WORDS = {
    "clue": ("a clue", "{n} clues"),
    "common": ("a Common Item", "{n} Common Items"),
    "unique": ("a Unique Item", "{n} Unique Items"),
    "spell": ("a Spell", "{n} Spells"),
    "ally": ("an Ally", "{n} Allies"),
    "elder_sign": ("an Elder Sign", "{n} Elder Signs"),
    "gate": ("an Other World card", "{n} Other World cards"),
    "monster": ("a monster appears", "{n} monsters appear"),
    "monster_here": ("a monster appears here", "{n} monsters appear here"),
    "doom": ("a doom token", "{n} doom tokens"),
    "remove_doom": ("remove a doom token", "remove {n} doom tokens"),
    "sanity": ("lose 1 sanity", "lose {n} sanity"),
    "stamina": ("lose 1 stamina", "lose {n} stamina"),
    "heal_sanity": ("regain 1 sanity", "regain {n} sanity"),
    "heal_stamina": ("regain 1 stamina", "regain {n} stamina"),
    "trophy": ("spend 1 trophy", "spend {n} trophies"),
    "lose_clue": ("lose a clue", "lose {n} clues"),
    "lose_item": ("discard an item", "discard {n} items"),
    "lose_common": ("discard a Common Item", "discard {n} Common Items"),
    "lose_unique": ("discard a Unique Item", "discard {n} Unique Items"),
    "lose_spell": ("discard a Spell", "discard {n} Spells"),
    "extra_adventure": ("one more Adventure card", "{n} more Adventure cards"),
    "fail": ("the adventure fails", "the adventure fails"),
    "discard_terror": ("discard the dice showing Terror", "discard the dice showing Terror"),
    "doom_per_other_world": ("a doom token per Other World card in play", "a doom token per Other World card in play"),
    "lock_green": ("a green die is locked", "{n} green dice are locked"),
    "lock_yellow": ("the yellow die is locked", "the yellow die is locked"),
    "lock_red": ("the red die is locked", "the red die is locked"),
    "clock": ("the clock advances", "the clock advances {n} times"),
    "max_sanity": ("lower your maximum sanity by 1", "lower your maximum sanity by {n}"),
    "max_stamina": ("lower your maximum stamina by 1", "lower your maximum stamina by {n}"),
    "devoured": ("devoured", "devoured"),
    "pharaoh": ("a Dark Pharaoh adventure", "{n} Dark Pharaoh adventures"),
    "regain_sanity": ("regain 1 sanity", "regain {n} sanity"),
    "regain_stamina": ("regain 1 stamina", "regain {n} stamina"),
    "expeditious": ("the clock does not advance this turn", "the clock does not advance this turn"),
    "remove_monster": ("remove a monster", "remove {n} monsters"),
    "lose_ally": ("discard an Ally", "discard {n} Allies"),
    "relic": ("a Relic", "{n} Relics"),
    "lose_relic": ("discard a Relic", "discard {n} Relics"),
    "lose_elder_sign": ("lose an Elder Sign", "lose {n} Elder Signs"),
    "expedition": ("an expedition token", "{n} expedition tokens"),
    "lose_expedition": ("lose an expedition token", "lose {n} expedition tokens"),
}


def _icon_words(name: str, n: int) -> str:
    one, many = _WORDS[name]
    return one if n == 1 else many.format(n=n)
