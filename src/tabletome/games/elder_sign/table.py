"""The table's bookkeeping, shared by every rule: dice in use and locks, monsters on cards, the
doom track and Elder Signs, items and trophies, devoured investigators and the end of the game.

Everything here changes the state directly and in the rulebook's words; decisions and the order
of steps live in the frames (:mod:`.flow`, :mod:`.attempt`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.flow import GameOver
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .data import BLANK, NO_MONSTER, PARTIAL, TOTAL, Adventure
from .dice import GREEN, RED, YELLOW, Icon, Task
from .state import (
    ENTRANCE,
    EXTRA,
    FIRST_PHARAOH,
    FIRST_WORLD,
    KIND_CODES,
    LOCK_MYTHOS,
    MONSTER_BASE,
    ON_AO,
    OW_BASE,
    PLACES,
    TurnCut,
    item_code,
    place_name,
)
from .words import slot

if TYPE_CHECKING:
    from .state import ESState

REMOVED = 900  # a lock holder: the die left the game at the awakening (ES-LOCK-08)
TERROR_TASK = Task((Icon(faces=frozenset({7})),))  # Shub-Niggurath's extra task (ES-AO-04)


def say(s: ESState, template: str, who: int = -1, **slots: Any) -> None:
    """A narration line from an English template marked ``N_`` (told in the reader's language
    where it is shown); made only when the state keeps a log (search worlds keep none)."""
    if s.log is not None:
        s.log.append((who, said(template, **{k: slot(k, v) for k, v in slots.items()}) if slots else template))


def tell(s: ESState, line: str, who: int = -1) -> None:
    """A narration line made by the caller (a plural: ``said_n``, which the catalogs read as one
    message with its forms); the caller makes it only when ``s.log`` is kept."""
    if s.log is not None:
        s.log.append((who, line))


def option(s: ESState, name: str) -> str:
    return str(s.options[name])


# ---------------------------------------------------------------- dice and locks
def locked(s: ESState, colour: int) -> int:
    return sum(1 for c, _ in s.locks if c == colour)


def free_dice(s: ESState, colour: int) -> int:
    """Dice of a colour not locked, not on a marker and not secured on a spell (ES-ADV-02, ES-LOCK-07)."""
    n = s.ed.counts[colour] - locked(s, colour)
    n -= sum(1 for d in s.marker if d >= 0 and d >> 4 == colour)
    n -= sum(1 for dice in s.secured.values() for d in dice if d >> 4 == colour)
    return n


def usable_dice(s: ESState, colour: int, i: int) -> int:
    """The dice of a colour investigator ``i`` may roll: the free ones; Sister Mary also the
    locked ones during her turn (they lock again when it ends; not those gone at the awakening)."""
    n = free_dice(s, colour)
    if s.team[i] >= 0 and s.ed.investigators[s.team[i]].ability == "mary":
        n += sum(1 for c, h in s.locks if c == colour and h != REMOVED)
    return n


def lock(s: ESState, colour: int, holder: int) -> None:
    """ES-LOCK-01/02: a die of that colour goes to the lock; taken from a spell or a marker when no
    free one is left; never from another lock. With none at all the lock waits (ES-LOCK-03): it is
    kept with colour + 16 and takes a die as soon as one is released."""
    if free_dice(s, colour) <= 0 and not _take_held(s, colour):
        s.locks.append((colour + 16, holder))
        say(s, N_("The {colour} die is locked as soon as one is free."), colour=_colour(colour))
        return
    s.locks.append((colour, holder))
    say(s, N_("A {colour} die is locked."), colour=_colour(colour))


def _take_held(s: ESState, colour: int) -> bool:
    for spell, dice in list(s.secured.items()):
        for d in dice:
            if d >> 4 == colour:
                rest = list(dice)
                rest.remove(d)
                _set_secured(s, spell, tuple(rest))
                return True
    for i, d in enumerate(s.marker):
        if d >= 0 and d >> 4 == colour:
            s.marker[i] = -1
            return True
    return False


def _set_secured(s: ESState, spell: int, dice: tuple[int, ...]) -> None:
    """ES-SPELL-07: a spell with no die left on it is discarded."""
    if dice:
        s.secured[spell] = dice
        return
    s.secured.pop(spell, None)
    for i, items in enumerate(s.items):
        if spell in items:
            discard_item(s, i, spell)


def unlock(s: ESState, holder: int) -> None:
    """ES-LOCK-04..06: the holder's dice are freed; a waiting lock takes a freed die (ES-LOCK-03)."""
    freed = [c for c, h in s.locks if h == holder and c < 16]
    s.locks[:] = [(c, h) for c, h in s.locks if h != holder]
    for colour in freed:
        for k, (c, h) in enumerate(s.locks):
            if c == colour + 16:
                s.locks[k] = (colour, h)
                break


def _colour(colour: int) -> str:
    return ("green", "yellow", "red")[colour]


# ---------------------------------------------------------------- cards in play
def places_in_play(s: ESState) -> Iterator[int]:
    for p in range(PLACES):
        if s.places[p] >= 0:
            yield p


def is_world(p: int) -> bool:
    return FIRST_WORLD <= p < FIRST_PHARAOH


def is_pharaoh(p: int) -> bool:
    return p >= FIRST_PHARAOH


def tasks_at(s: ESState, p: int) -> list[tuple[int, Task, int]]:
    """The tasks of the card in place ``p`` with its monsters: (key, task, monster or -1).
    Keys: the row's number; 100 + k for the k-th monster below the last task (ES-MON-06); a
    Shub-Niggurath Terror task of a monster: its monster's key + 1000 (ES-AO-04)."""
    card: Adventure = s.card(s.places[p])
    on = dict(s.monsters_at[p])
    out: list[tuple[int, Task, int]] = []
    for r, row in enumerate(card.rows):
        m = on.get(r, -1)
        if m < 0:
            if row.monster != BLANK:  # ES-MON-04: an empty blank monster row needs nothing
                out.append((r, row.task, -1))
            continue
        out.append((r, _covered(row.task, row.monster, s.ed.monsters[m].task), m))
    below = [m for r, m in s.monsters_at[p] if r < 0]
    for k, m in enumerate(below):
        out.append((100 + k, s.ed.monsters[m].task, m))
    if s.ed.ancient_ones[s.ao].rule == "shub":
        out += [(key + 1000, TERROR_TASK, -1) for key, _, m in list(out) if m >= 0]
    return out


def _covered(task: Task, kind: int, monster: Task) -> Task:
    """ES-MON-03: a blank or total row becomes the monster's task; a partial row keeps the icons
    the monster does not cover (its last icon is the covered one in this data: see data.py)."""
    if kind == PARTIAL:
        icons = task.icons[:-1] + monster.icons
        return Task(icons, task.sanity + monster.sanity, task.stamina + monster.stamina, task.clock + monster.clock)
    return monster


def free_monster_rows(s: ESState, p: int) -> list[int]:
    """ES-MON-02: the monster rows of a card with no monster on them (AMB-10: Other Worlds too;
    a face-down card shows none)."""
    if s.down[p]:
        return []
    card: Adventure = s.card(s.places[p])
    taken = {r for r, _ in s.monsters_at[p]}
    return [r for r, row in enumerate(card.rows) if row.monster != NO_MONSTER and r not in taken]


def below_count(s: ESState, p: int) -> int:
    return sum(1 for r, _ in s.monsters_at[p] if r < 0)


def monster_spots(s: ESState, here: int = -2) -> list[tuple[int, int]]:
    """Where a monster may go: (place, row), row -1 below the last task. ES-MON-02: any free
    monster row first; ES-MON-05: else below an adventure with the fewest monsters there;
    ES-MON-07: "here" keeps to one card and ignores the evenness rule."""
    # ES-PHAR-08: no marker on a Dark Pharaoh adventure
    cards = [here] if here >= 0 else [p for p in places_in_play(s) if not is_pharaoh(p)]
    if here >= 0 and is_pharaoh(here):
        return []
    rows = [(p, r) for p in cards for r in free_monster_rows(s, p)]
    if rows:
        return rows
    if here >= 0:
        return [(here, -1)]
    if not cards:
        return []
    fewest = min(below_count(s, p) for p in cards)
    return [(p, -1) for p in cards if below_count(s, p) == fewest]


def put_monster(s: ESState, m: int, p: int, row: int) -> None:
    s.monsters_at[p] = (*s.monsters_at[p], (row, m))
    monster = s.ed.monsters[m]
    if row < 0:
        say(s, N_("{monster} appears on {card}, below its last task."), monster=monster.name, card=s.label(p))
    else:
        say(s, N_("{monster} appears on {card}, on task {n}."), monster=monster.name, card=s.label(p), n=row + 1)
    if monster.lock >= 0:
        lock(s, monster.lock, MONSTER_BASE + m)


def remove_monster(s: ESState, p: int, m: int) -> None:
    s.monsters_at[p] = tuple(x for x in s.monsters_at[p] if x[1] != m)


def discard_card(s: ESState, p: int) -> None:
    """A card leaves play: its monsters go back to the cup and their dice are freed (ES-LOCK-06),
    its own lock too (ES-LOCK-04); the investigators on it return to the entrance (ES-OW-04)."""
    for _, m in s.monsters_at[p]:
        s.cup.append(m)
        unlock(s, MONSTER_BASE + m)
    s.monsters_at[p] = ()
    unlock(s, p)
    s.places[p] = -1
    s.down[p] = False
    for i in range(len(s.team)):
        if s.where[i] == p:
            s.where[i] = ENTRANCE


def yog_check(s: ESState) -> None:
    """ES-AO-07: against Yog-Sothoth, no Other World card left (in play or in its deck) awakens him."""
    if s.ed.ancient_ones[s.ao].rule != "yog" or s.world_deck or s.awakened:
        return
    if not any(is_world(p) for p in places_in_play(s)):
        say(s, N_("No Other World card is left: Yog-Sothoth awakens."))
        add_doom(s, s.ed.ancient_ones[s.ao].doom)


def adventure_deck(s: ESState) -> list[int]:
    """The Adventure deck; in the Lightless Pyramid the one of the entrance's face-up side (ES-CAIRO-11/12)."""
    if not s.pyramid:
        return s.adventure_deck
    return s.dashur_deck if s.side else s.cairo_deck


def deal_adventure(s: ESState, p: int, face_up: bool = False) -> bool:
    """Deal the top Adventure card into place ``p`` (AMB-11: an empty deck leaves it empty); an
    Egyptian Adventure face down, unless setup deals it face up (ES-EGY-02, ES-LPSETUP-11)."""
    deck = adventure_deck(s)
    if not deck:
        return False
    card = deck.pop()
    s.places[p] = card
    s.reveals += 1  # face up its front shows; face down the back of the deck's next card does (ES-EGY-03)
    if s.pyramid and not face_up:
        s.down[p] = True  # AMB-24: its lock waits for it to be turned face up
        say(s, N_("{card} comes into play at {place}."), card=s.label(p).capitalize(), place=place_name(p))
        return True
    say(s, N_("{card} comes into play."), card=s.card_name(card))
    lock_for(s, p)
    return True


def lock_for(s: ESState, p: int) -> None:
    """ES-SETUP-05, ES-LOCK-01: a card with a locked-die icon takes its die at once."""
    card = s.card(s.places[p])
    if card.lock >= 0:
        lock(s, card.lock, p)


def open_gate(s: ESState) -> int:
    """ES-ICON-04: the top Other World card into play face up (AMB-11: nothing when none is left)."""
    if not s.world_deck:
        return -1
    for p in range(FIRST_WORLD, PLACES):
        if s.places[p] < 0:
            s.places[p] = OW_BASE + s.world_deck.pop()
            s.reveals += 1
            say(s, N_("A gate opens to {card}."), card=s.card_name(s.places[p]))
            lock_for(s, p)
            return p
    return -1


# ---------------------------------------------------------------- items, clues, trophies
def gain_item(s: ESState, i: int, kind: str) -> None:
    """ES-ICON-01: the top card of that deck (AMB-11: reshuffle its discards when it is empty)."""
    deck = _deck(s, kind)
    if not deck:
        back = [c for c in s.item_discard if KIND_CODES[c >> 6] == kind]
        if not back:
            say(s, N_("No {kind} card is left to draw."), kind=kind)
            return
        s.item_discard[:] = [c for c in s.item_discard if KIND_CODES[c >> 6] != kind]
        deck.extend(back)
        s.rng.shuffle(deck)
        s.under.pop(DECKS[kind], None)
    code = deck.pop()
    s.items[i] = (*s.items[i], code)
    s.reveals += 1
    say(s, N_("{investigator} gains {item}."), investigator=s.inv_name(i), item=s.item_name(code))


def take_named(s: ESState, i: int, kind: str, name: str) -> None:
    deck = _deck(s, kind)
    for k, code in enumerate(deck):
        if s.item_name(code) == name:
            deck.remove(code)
            if k < s.under.get(DECKS[kind], 0):
                s.under[DECKS[kind]] -= 1
            s.items[i] = (*s.items[i], code)
            return
    gain_item(s, i, kind)


def _deck(s: ESState, kind: str) -> list[int]:
    return {"common": s.commons, "unique": s.uniques, "spell": s.spells, "ally": s.allies, "relic": s.relics}[kind]


DECKS = {"common": "commons", "unique": "uniques", "spell": "spells", "ally": "allies", "relic": "relics"}


def put_under(s: ESState, deck: str, card: int) -> None:
    """A card goes to the bottom of a deck in every seat's sight: it is known to lie there."""
    cards: list[int] = getattr(s, deck)
    s.under[deck] = min(s.under.get(deck, 0), len(cards)) + 1  # (the deck may have been drawn down to them)
    cards.insert(0, card)


#: The decks of adventure cards (numbered as the edition's adventures), the only ones dealt face down.
ADVENTURE_DECKS = frozenset({"adventure_deck", "world_deck", "cairo_deck", "dashur_deck", "pharaoh_deck"})


def keep_under(truth: ESState, world: ESState) -> None:
    """A determinization keeps under each deck the cards every seat saw put there, in their order
    (the rest of the deck was shuffled; cards drawn from the top never reach them first)."""
    for name, count in truth.under.items():
        cards = getattr(truth, name)[: min(count, len(getattr(truth, name)))]
        if not cards:
            continue
        deck: list[int] = getattr(world, name)
        rest = list(deck)
        adventures = name in ADVENTURE_DECKS  # only adventures are dealt face down into play
        for card in cards:
            if card in rest:
                rest.remove(card)
            elif adventures:  # dealt face down by the stage decks' redeal: a card of its back goes there
                _swap_back(truth, world, name, card, rest)
        dealt = _dealt(world) if adventures else set()  # an item's number is no adventure's
        deck[:] = [c for c in cards if c not in dealt] + rest
        if name in ("cairo_deck", "dashur_deck"):
            _keep_top_back(truth, world, name, len(deck) - len(rest))


def _keep_top_back(truth: ESState, world: ESState, name: str, under: int) -> None:
    """ES-EGY-03: the back of a stage deck's top card is seen; it stays what every seat sees."""
    from .pyramid import _back

    deck: list[int] = getattr(world, name)
    top = getattr(truth, name)[-1] if getattr(truth, name) else -1
    if top < 0 or len(deck) <= under or _back(world.ed.adventures[deck[-1]]) == _back(truth.ed.adventures[top]):
        return
    want = _back(truth.ed.adventures[top])
    k = next((k for k in range(len(deck) - 1, under - 1, -1) if _back(world.ed.adventures[deck[k]]) == want), -1)
    if k >= 0:
        deck[k], deck[-1] = deck[-1], deck[k]


def _dealt(world: ESState) -> set[int]:
    return {world.places[p] for p in range(PLACES) if world.down[p]}


def _swap_back(truth: ESState, world: ESState, name: str, card: int, rest: list[int]) -> None:
    """``card`` lies under the deck ``name`` but the redeal put it face down in play: a card of
    the deck with the same back takes its place there (every seat sees only that back)."""
    from .pyramid import _back

    spot = next((p for p in range(PLACES) if world.down[p] and world.places[p] == card), -1)
    back = _back(world.ed.adventures[card]) if spot >= 0 else None
    other = next((c for c in reversed(rest) if back is not None and _back(world.ed.adventures[c]) == back), -1)
    if other >= 0:
        rest.remove(other)
        world.places[spot] = other


def discard_item(s: ESState, i: int, code: int) -> None:
    items = list(s.items[i])
    items.remove(code)
    s.items[i] = tuple(items)
    s.item_discard.append(code)
    if code in s.secured:
        del s.secured[code]


def items_of(s: ESState, i: int, kind: str) -> list[int]:
    k = KIND_CODES.index(kind)
    return [c for c in s.items[i] if c >> 6 == k]


def trophy_total(s: ESState, i: int) -> int:
    return sum(s.trophy_value(t) for t in s.trophies[i])


def pay_trophies(s: ESState, i: int, price: int) -> bool:
    """ES-TROPHY-02/05: spend trophies worth at least ``price``. Which ones: the set with the least
    value over the price, then the fewest cards (overspending gives no change). ES-TROPHY-03:
    monsters go back to the cup, adventures to the bottom of their deck."""
    owned = list(s.trophies[i])
    if sum(s.trophy_value(t) for t in owned) < price:
        return False
    best: tuple[int, int, tuple[int, ...]] | None = None
    for chosen in _subsets(tuple(sorted(owned))):
        value = sum(s.trophy_value(t) for t in chosen)
        if value >= price:
            key = (value, len(chosen), chosen)
            if best is None or key < best:
                best = key
    assert best is not None
    for t in best[2]:
        owned.remove(t)
        _return_trophy(s, t)
    s.trophies[i] = tuple(owned)
    if s.log is not None:
        names = ", ".join(s.trophy_name(t) for t in best[2])
        say(s, N_("{investigator} spends {trophies}."), investigator=s.inv_name(i), trophies=names)
    return True


def _subsets(items: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    n = len(items)
    if n > 12:  # enough trophies: spend from the smallest up
        yield items
        return
    for mask in range(1, 1 << n):
        yield tuple(items[k] for k in range(n) if mask >> k & 1)


def _return_trophy(s: ESState, t: int) -> None:
    if t >= MONSTER_BASE:
        s.cup.append(t - MONSTER_BASE)
    elif t >= OW_BASE:
        put_under(s, "world_deck", t - OW_BASE)
    elif s.ed.adventures[t].egyptian:  # AMB-14: to the bottom of its own stage's deck
        put_under(s, "dashur_deck" if s.ed.adventures[t].stage == 2 else "cairo_deck", t)
    else:
        put_under(s, "adventure_deck", t)


# ---------------------------------------------------------------- doom, Elder Signs, the end
def add_doom(s: ESState, n: int = 1) -> list[tuple[bool, tuple[tuple[tuple[str, int], ...], ...]]]:
    """ES-DOOM-01..04: doom fills the next spaces; a full track awakens the Ancient One (at the next
    safe point, ES-DOOM-05). Returns the doom-space icons covered (ES-DOOM-03)."""
    ao = s.ed.ancient_ones[s.ao]
    icons = []
    for _ in range(n):
        if s.doom >= ao.doom:
            break  # ES-DOOM-02
        s.doom += 1
        say(s, N_("A doom token is added ({n} of {total})."), n=s.doom, total=ao.doom)
        if not s.awakened:
            icons += [eff for space, eff in ao.doom_icons if space == s.doom]
    if s.doom >= ao.doom and not s.awakened:
        s.awaken = True
        if ao.rule == "hastur":
            s.hastur_x = max(1, sum(len(m) for m in s.monsters_at))  # ES-AO-03
    return icons


def remove_doom(s: ESState, n: int = 1) -> None:
    """ES-DOOM-11 (and ES-BATTLE-02 in the battle)."""
    s.doom = max(0, s.doom - n)
    say(s, N_("A doom token is removed ({n} left)."), n=s.doom)
    if s.awakened and s.doom == 0:
        end(s, True, "ES-END-02", N_("The final battle removed the last doom token: the Ancient One is driven back."))


def add_elder_sign(s: ESState, n: int = 1) -> None:
    """ES-ICON-03, ES-END-01 (ES-DOOM-12: it wins even if the last doom came with it)."""
    ao = s.ed.ancient_ones[s.ao]
    s.signs += n
    say(
        s,
        N_("An Elder Sign is placed on {ancient_one} ({n} of {total})."),
        ancient_one=ao.name,
        n=s.signs,
        total=ao.elder_signs,
    )
    if s.signs >= ao.elder_signs:
        end(
            s,
            True,
            "ES-END-01",
            said(N_("{ancient_one} is sealed away: {n} Elder Signs."), ancient_one=ao.name, n=s.signs),
        )


def lose_elder_sign(s: ESState) -> None:
    if s.signs > 0:
        s.signs -= 1
        say(
            s,
            N_("An Elder Sign is taken off {ancient_one} ({n} left)."),
            ancient_one=s.ed.ancient_ones[s.ao].name,
            n=s.signs,
        )


def end(s: ESState, won: bool, cause: str, reason: str) -> None:
    """ES-GEN-01, ES-END-05: everybody wins or loses together."""
    winners = tuple(range(s.players)) if won else ()
    s.outcome_ = Outcome(winners, cause, reason, s.signs)
    s.stack.clear()
    s._legal = None
    say(s, reason)
    raise GameOver


# ---------------------------------------------------------------- investigators
def alive(s: ESState, i: int) -> bool:
    return s.team[i] >= 0


def lose(s: ESState, i: int, what: str, n: int) -> None:
    """ES-ICON-07; ES-DEV-01 at 0."""
    if what == "sanity":
        s.sanity[i] -= n
    else:
        s.stamina[i] -= n
    say(s, N_("{investigator} loses {n} {what}."), investigator=s.inv_name(i), n=n, what=what)
    yig = s.ed.ancient_ones[s.ao].rule == "yig" and option(s, "yig_sign_loss") == "cultist_task_or_zero_sanity"
    if what == "sanity" and s.sanity[i] <= 0 and yig:
        lose_elder_sign(s)  # ES-AO-02
    if s.sanity[i] <= 0 or s.stamina[i] <= 0:
        devour(s, i)


def heal(s: ESState, i: int, what: str, n: int) -> None:
    """ES-GEN-09: never above the printed maximum."""
    if what == "sanity":
        s.sanity[i] = min(s.max_sanity[i], s.sanity[i] + n)
    else:
        s.stamina[i] = min(s.max_stamina[i], s.stamina[i] + n)


def devour(s: ESState, i: int) -> None:
    """ES-DEV-01..06, ES-BATTLE-06: +1 doom; the investigator's cards go back; a new one comes
    before the awakening (not after). The active investigator's turn is cut (ES-TURN-11)."""
    name = s.inv_name(i)
    say(s, N_("{investigator} is devoured."), investigator=name)
    for code in s.items[i]:
        s.secured.pop(code, None)
        put_under(s, DECKS[KIND_CODES[code >> 6]], code)
    for t in s.trophies[i]:
        _return_trophy(s, t)
    s.items[i] = ()
    s.trophies[i] = ()
    s.clues[i] = 0
    s.marker[i] = -1
    icons = add_doom(s)
    s.team[i] = -1
    if not s.awakened:
        replace_investigator(s, i)
    elif not any(alive(s, k) for k in range(len(s.team))):
        end(s, False, "ES-END-03", N_("Every investigator in the final battle has been devoured."))
    from .flow import push_effects

    # ES-TURN-11: only the clock advance is left of the turn (AMB-21: a replacement acts from the
    # player's next turn); version 1 (devoured_turn=clock_phase) went on at the Clock phase.
    cut = i == s.active and unwind_turn(s, advance_only=option(s, "devoured_turn") == "advance_only")
    if icons:
        push_effects(s, i, icons)
    if alive(s, i):
        from .abilities import start_kit_choice

        start_kit_choice(s, i)
    if cut:
        raise TurnCut


def replace_investigator(s: ESState, i: int) -> None:
    """ES-DEV-04/05, AMB-21: an investigator not taken before this game, on the entrance."""
    from .flow import start_investigator

    left = [k for k in playable_investigators(s) if k not in s.used_investigators]
    if not left:
        say(
            s,
            N_("No investigator is left for this player: they are out of the game, and share its result (ES-DEV-05)."),
        )
        return
    start_investigator(s, i, s.rng.choice(left))


def playable_investigators(s: ESState) -> list[int]:
    from .abilities import IMPLEMENTED

    return [k for k, inv in enumerate(s.ed.investigators) if inv.ability in IMPLEMENTED]


def unwind_turn(s: ESState, to_clock: bool = True, advance_only: bool = False) -> bool:
    """Remove every frame above the turn, which goes on at its Clock phase (ES-DOOM-10), or at
    the clock advance (ES-TURN-11). Nothing happens outside a turn (midnight is not part of one,
    ES-TURN-09)."""
    from .flow import Turn

    stack = s.stack
    k = len(stack) - 1
    while k >= 0 and not isinstance(stack[k], Turn):
        k -= 1
    turn = stack[k] if k >= 0 else None
    if not isinstance(turn, Turn) or not turn.in_turn():
        return False
    del stack[k + 1 :]
    s._legal = None
    if advance_only:
        turn.to_advance()
    elif to_clock:
        turn.to_clock()
    return True


def colours_name(colour: int) -> str:
    return _colour(colour)


__all__ = [
    "ENTRANCE",
    "EXTRA",
    "GREEN",
    "LOCK_MYTHOS",
    "ON_AO",
    "RED",
    "TOTAL",
    "YELLOW",
    "TurnCut",
    "item_code",
]
