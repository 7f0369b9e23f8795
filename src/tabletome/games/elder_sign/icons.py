"""What each reward, penalty, Terror and midnight icon does (ES-ICON-*, ES-TERROR-07/08, ES-MON-*).

:func:`apply` runs one icon for one investigator; it changes the state or pushes the decision the
icon needs (a split area, where a monster goes, who regains, which card is lost).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said_n

from . import table as t
from .flow import (
    CLUE_TOKENS,
    Atom,
    Effects,
    PickInvestigator,
    PickItem,
    PickSide,
    PlaceMonster,
    advance_clock,
    atoms,
    decider,
    draw_mythos,
)
from .pyramid import GLOBAL as PYRAMID_GLOBAL
from .pyramid import HANDLERS as PYRAMID_HANDLERS
from .state import EXTRA
from .words import slot

if TYPE_CHECKING:
    from .state import ESState


def apply(s: ESState, frame: Effects, atom: Atom) -> None:
    inv, icon, n, place, groups = atom
    if icon == "choose":
        _choose(s, frame, inv, groups, place)
        return
    if icon == "entry":
        _entry(s, frame, inv, groups, place)
        return
    if not t.alive(s, inv) and icon not in GLOBAL:
        return  # a devoured investigator's icons are gone
    HANDLERS[icon](s, frame, inv, n, place)


def _choose(s: ESState, frame: Effects, inv: int, groups: tuple[Any, ...], place: int) -> None:
    full = [g for g in groups if feasible(s, inv, g)]
    if len(full) == 1:
        frame.queue = tuple((inv, icon, n, place, ()) for icon, n in full[0]) + frame.queue
        return
    s.push(PickSide(s.owner[inv], inv, groups, place, N_("a split area")))


def _entry(s: ESState, frame: Effects, inv: int, groups: tuple[Any, ...], place: int) -> None:
    """ES-EGY-07: an Entry cost the investigator cannot pay is ignored; of a split one, the sides
    he can pay are left to choose from."""
    if not t.alive(s, inv):
        return
    sides = tuple(g for g in groups if payable(s, inv, g))
    if not sides:
        t.say(
            s, N_("{investigator} cannot pay the Entry cost: it is ignored (ES-EGY-07)."), investigator=s.inv_name(inv)
        )
        return
    frame.queue = (*atoms_of(inv, sides, place), *frame.queue)


def atoms_of(inv: int, sides: tuple[Any, ...], place: int) -> tuple[Atom, ...]:
    if len(sides) == 1:
        return tuple((inv, icon, n, place, ()) for icon, n in sides[0])
    return ((inv, "choose", 1, place, sides),)


def payable(s: ESState, inv: int, group: tuple[tuple[str, int], ...]) -> bool:
    """A cost paid in full, none of it bringing the investigator to 0 (as a task's, ES-ADV-14)."""
    sanity = sum(n for icon, n in group if icon == "sanity")
    stamina = sum(n for icon, n in group if icon == "stamina")
    alive_after = (sanity == 0 or sanity < s.sanity[inv]) and (stamina == 0 or stamina < s.stamina[inv])
    return alive_after and feasible(s, inv, group)


def feasible(s: ESState, inv: int, group: tuple[tuple[str, int], ...]) -> bool:
    """ES-FAIL-03: a group the investigator can carry out in full."""
    for icon, n in group:
        if icon == "trophy" and t.trophy_total(s, inv) < n:
            return False
        if icon == "lose_clue" and s.clues[inv] < n:
            return False
        if icon.startswith("lose_") and icon != "lose_clue" and len(_losable(s, inv, icon)) < n:
            return False
    return True


def _losable(s: ESState, inv: int, icon: str) -> list[int]:
    if icon == "lose_item":  # AMB-18: a Relic is an item too
        return [c for c in s.items[inv] if s.item(c).kind in ("common", "unique", "relic")]
    return t.items_of(s, inv, icon[5:])


# ---------------------------------------------------------------- the handlers
def _clue(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-ICON-02, ES-CLUE-05 (the pool holds 15 tokens, ES-COMP-05)."""
    got = min(n, max(0, CLUE_TOKENS - sum(s.clues)))
    s.clues[inv] += got
    if s.log is not None:  # said_n: one message with its forms in the catalogs
        who = slot("investigator", s.inv_name(inv))
        t.tell(s, said_n("{investigator} gains {n} clue.", "{investigator} gains {n} clues.", got, investigator=who))


def _item(kind: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def gain(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        from .abilities import PeteChoice, extra_cards, pete_asks

        if pete_asks(s, inv, kind):  # one card at a time, each his choice
            if n > 1:
                f.queue = ((inv, kind, n - 1, p, ()), *f.queue)
            s.push(PeteChoice(s.owner[inv], inv, kind))
            return
        for _ in range(n + extra_cards(s, inv, kind)):
            t.gain_item(s, inv, kind)

    return gain


def _elder_sign(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    t.add_elder_sign(s, n)


def _gate(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    for _ in range(n):
        t.open_gate(s)


def _monster(here: bool) -> Callable[[ESState, Effects, int, int, int], None]:
    def appear(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        """ES-MON-01..07, ES-MON-12 (none during Kate Winthrop's turn)."""
        from .abilities import no_monsters_now

        if no_monsters_now(s):
            t.say(s, N_("No monster can appear during Kate Winthrop's turn."))
            return
        for k in range(n):
            if not s.cup:
                return  # AMB-11
            m = s.cup.pop(s.rng.below(len(s.cup)))
            s.reveals += 1
            spots = t.monster_spots(s, p if here and p >= 0 and s.places[p] >= 0 else -2)
            if not spots:
                s.cup.append(m)
                return
            if len(spots) == 1 or _same_card_blank(s, spots):
                t.put_monster(s, m, *spots[0])
                continue
            if k + 1 < n:  # the later monsters wait for this one's place
                f.queue = ((inv, "monster_here" if here else "monster", n - k - 1, p, ()), *f.queue)
            s.push(PlaceMonster(decider(s), m, tuple(spots)))
            return

    return appear


def _same_card_blank(s: ESState, spots: list[tuple[int, int]]) -> bool:
    """Spots that are all alike (below one card, or blank rows of one card): nothing to choose."""
    cards = {p for p, _ in spots}
    if len(cards) != 1:
        return False
    p = next(iter(cards))
    rows = s.card(s.places[p]).rows
    return all(r < 0 or rows[r].monster == 1 for _, r in spots)


def _doom(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    icons = t.add_doom(s, n)
    if icons:  # ES-DOOM-03: a doom space's icon, at once
        f.queue = tuple(atoms(s, inv, icons)) + f.queue


def _remove_doom(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    t.remove_doom(s, n)


def _lose(what: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def lose(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        t.lose(s, inv, what, n)

    return lose


def _heal(what: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def heal(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        icon = "heal_" + what
        hurt = tuple(k for k in range(len(s.team)) if t.alive(s, k) and _below_max(s, k, what))
        if len(hurt) > 1:
            s.push(PickInvestigator(s.owner[inv], icon, n, hurt))
            return
        k = hurt[0] if hurt else inv
        t.heal(s, k, what, n)
        t.say(s, N_("{investigator} regains {n} {what}."), investigator=s.inv_name(k), n=n, what=what)

    return heal


def _below_max(s: ESState, k: int, what: str) -> bool:
    return s.sanity[k] < s.max_sanity[k] if what == "sanity" else s.stamina[k] < s.max_stamina[k]


def _trophy(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """AMB-19: nothing when the investigator has no trophy; all of them when they hold less."""
    if s.trophies[inv]:
        t.pay_trophies(s, inv, min(n, t.trophy_total(s, inv)))


def _lose_clue(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    s.clues[inv] = max(0, s.clues[inv] - n)
    if s.log is not None:
        who = slot("investigator", s.inv_name(inv))
        t.tell(s, said_n("{investigator} loses {n} clue.", "{investigator} loses {n} clues.", n, investigator=who))


def _lose_card(icon: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def lose(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        cards = _losable(s, inv, icon)
        if not cards:
            return
        if n > 1:
            f.queue = ((inv, icon, n - 1, p, ()), *f.queue)
        if len(cards) == 1:
            t.discard_item(s, inv, cards[0])
            t.say(s, N_("{investigator} discards {item}."), investigator=s.inv_name(inv), item=s.item_name(cards[0]))
            return
        s.push(PickItem(s.owner[inv], inv, tuple(cards)))

    return lose


def _attempt(s: ESState) -> Any:
    from .attempt import Attempt

    return next((fr for fr in reversed(s.stack) if isinstance(fr, Attempt)), None)


def _fail(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-TERROR-08."""
    a = _attempt(s)
    if a is not None:
        a.fail_now = True
        a.refresh(s)
        t.say(s, N_("The Terror effect fails the adventure at once."))


def _discard_terror(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-TERROR-07: every pool die showing Terror; held dice are not affected."""
    a = _attempt(s)
    if a is not None:
        a.discard_terror(s)


def _per_world(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    worlds = sum(1 for q in t.places_in_play(s) if t.is_world(q))
    if worlds:
        _doom(s, f, inv, worlds * n, p)


def _lock(colour: int) -> Callable[[ESState, Effects, int, int, int], None]:
    def lock(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        for _ in range(n):
            t.lock(s, colour, p)

    return lock


def _clock(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    advance_clock(s, n)


def _devoured(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    t.devour(s, inv)


def _lower_max(what: str) -> Callable[[ESState, Effects, int, int, int], None]:
    def lower(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
        """ES-AO-06: Cthulhu's attack lowers a maximum (the current value follows it down)."""
        if what == "sanity":
            s.max_sanity[inv] -= n
            s.sanity[inv] = min(s.sanity[inv], s.max_sanity[inv])
        else:
            s.max_stamina[inv] -= n
            s.stamina[inv] = min(s.stamina[inv], s.max_stamina[inv])
        t.say(s, N_("{investigator}'s maximum {what} is lowered by {n}."), investigator=s.inv_name(inv), what=what, n=n)
        if s.max_sanity[inv] <= 0 or s.max_stamina[inv] <= 0 or s.sanity[inv] <= 0 or s.stamina[inv] <= 0:
            t.devour(s, inv)

    return lower


def _extra_adventure(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    """ES-MID-10: The Stars Align's extra adventure stays until it is completed."""
    if s.places[EXTRA] < 0 and t.deal_adventure(s, EXTRA):
        from .flow import when_drawn

        f.queue = tuple(when_drawn(s, [EXTRA])) + f.queue


def _mythos(s: ESState, f: Effects, inv: int, n: int, p: int) -> None:
    draw_mythos(s, f)


HANDLERS: dict[str, Callable[[ESState, Effects, int, int, int], None]] = {
    "clue": _clue,
    "common": _item("common"),
    "unique": _item("unique"),
    "spell": _item("spell"),
    "ally": _item("ally"),
    "elder_sign": _elder_sign,
    "gate": _gate,
    "monster": _monster(False),
    "monster_here": _monster(True),
    "doom": _doom,
    "remove_doom": _remove_doom,
    "sanity": _lose("sanity"),
    "stamina": _lose("stamina"),
    "heal_sanity": _heal("sanity"),
    "heal_stamina": _heal("stamina"),
    "trophy": _trophy,
    "lose_clue": _lose_clue,
    "lose_item": _lose_card("lose_item"),
    "lose_common": _lose_card("lose_common"),
    "lose_unique": _lose_card("lose_unique"),
    "lose_spell": _lose_card("lose_spell"),
    "lose_ally": _lose_card("lose_ally"),
    "lose_relic": _lose_card("lose_relic"),
    "fail": _fail,
    "discard_terror": _discard_terror,
    "doom_per_other_world": _per_world,
    "lock_green": _lock(0),
    "lock_yellow": _lock(1),
    "lock_red": _lock(2),
    "clock": _clock,
    "devoured": _devoured,
    "max_sanity": _lower_max("sanity"),
    "max_stamina": _lower_max("stamina"),
    "extra_adventure": _extra_adventure,
    "mythos": _mythos,
    **PYRAMID_HANDLERS,
}
# Icons that act on the table, not on one investigator: they apply even if he was devoured.
GLOBAL = frozenset({"elder_sign", "gate", "monster", "monster_here", "doom", "remove_doom", "doom_per_other_world",
                    "lock_green", "lock_yellow", "lock_red", "clock", "extra_adventure", "mythos", "fail", "discard_terror"}) | PYRAMID_GLOBAL  # fmt: skip
