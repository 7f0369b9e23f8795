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

from tabletome.engine.i18n import N_

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
    # the joining words are those of words.effect_said, which tells this text in the reader's language
    sides = [" and ".join(_icon_words(name, n) for name, n in group) for group in effect]
    text = " or ".join(sides)
    return f"each investigator: {text}" if each else text


_WORDS = {
    "clue": (N_("a clue"), N_("{n} clues")),
    "common": (N_("a Common Item"), N_("{n} Common Items")),
    "unique": (N_("a Unique Item"), N_("{n} Unique Items")),
    "spell": (N_("a Spell"), N_("{n} Spells")),
    "ally": (N_("an Ally"), N_("{n} Allies")),
    "elder_sign": (N_("an Elder Sign"), N_("{n} Elder Signs")),
    "gate": (N_("an Other World card"), N_("{n} Other World cards")),
    "monster": (N_("a monster appears"), N_("{n} monsters appear")),
    "monster_here": (N_("a monster appears here"), N_("{n} monsters appear here")),
    "doom": (N_("a doom token"), N_("{n} doom tokens")),
    "remove_doom": (N_("remove a doom token"), N_("remove {n} doom tokens")),
    "sanity": (N_("lose 1 sanity"), N_("lose {n} sanity")),
    "stamina": (N_("lose 1 stamina"), N_("lose {n} stamina")),
    "heal_sanity": (N_("regain 1 sanity"), N_("regain {n} sanity")),
    "heal_stamina": (N_("regain 1 stamina"), N_("regain {n} stamina")),
    "trophy": (N_("spend 1 trophy"), N_("spend {n} trophies")),
    "lose_clue": (N_("lose a clue"), N_("lose {n} clues")),
    "lose_item": (N_("discard an item"), N_("discard {n} items")),
    "lose_common": (N_("discard a Common Item"), N_("discard {n} Common Items")),
    "lose_unique": (N_("discard a Unique Item"), N_("discard {n} Unique Items")),
    "lose_spell": (N_("discard a Spell"), N_("discard {n} Spells")),
    "extra_adventure": (N_("one more Adventure card"), N_("{n} more Adventure cards")),
    "fail": (N_("the adventure fails"), N_("the adventure fails")),
    "discard_terror": (N_("discard the dice showing Terror"), N_("discard the dice showing Terror")),
    "doom_per_other_world": (
        N_("a doom token per Other World card in play"),
        N_("a doom token per Other World card in play"),
    ),
    "lock_green": (N_("a green die is locked"), N_("{n} green dice are locked")),
    "lock_yellow": (N_("the yellow die is locked"), N_("the yellow die is locked")),
    "lock_red": (N_("the red die is locked"), N_("the red die is locked")),
    "clock": (N_("the clock advances"), N_("the clock advances {n} times")),
    "max_sanity": (N_("lower your maximum sanity by 1"), N_("lower your maximum sanity by {n}")),
    "max_stamina": (N_("lower your maximum stamina by 1"), N_("lower your maximum stamina by {n}")),
    "devoured": (N_("devoured"), N_("devoured")),
    "pharaoh": (N_("a Dark Pharaoh adventure"), N_("{n} Dark Pharaoh adventures")),
    "regain_sanity": (N_("regain 1 sanity"), N_("regain {n} sanity")),
    "regain_stamina": (N_("regain 1 stamina"), N_("regain {n} stamina")),
    "expeditious": (N_("the clock does not advance this turn"), N_("the clock does not advance this turn")),
    "remove_monster": (N_("remove a monster"), N_("remove {n} monsters")),
    "lose_ally": (N_("discard an Ally"), N_("discard {n} Allies")),
    "relic": (N_("a Relic"), N_("{n} Relics")),
    "lose_relic": (N_("discard a Relic"), N_("discard {n} Relics")),
    "lose_elder_sign": (N_("lose an Elder Sign"), N_("lose {n} Elder Signs")),
    "expedition": (N_("an expedition token"), N_("{n} expedition tokens")),
    "lose_expedition": (N_("lose an expedition token"), N_("lose {n} expedition tokens")),
}


def _icon_words(name: str, n: int) -> str:
    one, many = _WORDS[name]
    return one if n == 1 else many.format(n=n)
