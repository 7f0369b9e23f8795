"""What a seat sees (AMB-22): every deck as a count (its order and the monster cup hidden), and
everything else open to every seat, as a cooperative table is. One ``show`` for every viewer:
the only hidden parts are the zones, shown by the engine as counts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletome.engine.zones import Viewer

from . import table as t
from .actions import colours_text, dice_text
from .effects import effect_text
from .pyramid import back_view
from .pyramid import view as pyramid_view
from .state import ENTRANCE, KIND_CODES, LOCK_MYTHOS, MONSTER_BASE, ON_AO, place_name

if TYPE_CHECKING:
    from .state import ESState

MONSTER_ROWS = (None, "blank monster task", "monster task", "partial monster task")
HOURS = ("XII", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI")


def effects_words(effects: Any) -> list[str]:
    return [effect_text(each, eff) for each, eff in effects]


def show(s: ESState, viewer: Viewer) -> dict[str, Any]:
    zones = {z.attr: z for z in s.ZONES}
    return {
        "players": s.players,
        "ancient_one": ancient_one(s),
        "clock": {"hour": s.clock, "shows": HOURS[s.clock % 12], "midnights_due": s.midnights},
        "mythos": mythos(s),
        "places": [place(s, p) for p in t.places_in_play(s)],
        "investigators": [investigator(s, i) for i in range(len(s.team))],
        "active": s.active,
        "turn": s.turns + 1,
        "attempt": attempt(s),
        "dice": dice(s),
        "decks": {name: zones[attr].show(s, viewer) for name, attr in DECKS},
        "mythos_discard": len(s.mythos_discard),
        "readings": s.game.option_texts({k: s.options[k] for k in READINGS if k in s.options}),
        "pyramid": pyramid_view(s),
    }


DECKS = (
    ("adventures", "adventure_deck"),
    ("other_worlds", "world_deck"),
    ("mythos", "mythos_deck"),
    ("monster_cup", "cup"),
    ("common", "commons"),
    ("unique", "uniques"),
    ("spell", "spells"),
    ("ally", "allies"),
)
READINGS = ("terror_trigger", "focus_limit", "yig_sign_loss", "souvenir_elder_sign", "transcription", "mode",
            "flip_cost", "expert_mythos", "the_exhibit")  # fmt: skip


def ancient_one(s: ESState) -> dict[str, Any]:
    ao = s.ed.ancient_ones[s.ao]
    return {
        "name": ao.name,
        "doom": s.doom,
        "doom_track": ao.doom,
        "elder_signs": s.signs,
        "elder_signs_needed": ao.elder_signs,
        "combat": str(ao.combat) + (f" + {s.hastur_x}" if s.hastur_x else ""),
        "attack": effects_words(ao.attack),
        "awakening": effects_words(ao.awakening),
        "doom_icons": {str(space): effect_text(*eff) for space, eff in ao.doom_icons},
        "text": ao.text,
        "awakened": s.awakened,
        "stand_in": list(ao.stand_in),
    }


def mythos(s: ESState) -> dict[str, Any] | None:
    if s.mythos < 0:
        return None
    card = s.ed.mythos[s.mythos]
    out: dict[str, Any] = {
        "name": card.name,
        "text": card.text,
        "terror": effects_words(card.terror),
        "stand_in": list(card.stand_in),
    }
    if card.choices:  # ES-LPMYTH-02
        out["choices"] = [{"n": k, "text": c.text, "expert": c.expert} for k, c in enumerate(card.choices, 1)]
    return out


def place(s: ESState, p: int) -> dict[str, Any]:
    if s.down[p]:  # only the back (AMB-22, ES-EGY-03)
        return {
            "place": place_name(p),
            **back_view(s, p),
            "locks": [t.colours_name(c % 16) for c, h in s.locks if h == p],
            "monsters": [s.ed.monsters[m].name for _, m in s.monsters_at[p]],
            "investigators": [i + 1 for i in range(len(s.team)) if s.where[i] == p and t.alive(s, i)],
        }
    code = s.places[p]
    card = s.card(code)
    done = _done(s, p)
    tasks = []
    for n, (key, task, m) in enumerate(t.tasks_at(s, p), start=1):
        tasks.append(
            {"n": n, "task": str(task), "monster": s.ed.monsters[m].name if m >= 0 else None, "done": key in done}
        )
    return {
        "place": place_name(p),
        "name": card.name,
        "other_world": card.other_world,
        "ordered": card.ordered,
        "trophy": card.trophy,
        "tasks": tasks,
        # the printed rows (a monster is placed on a row by its printed number, ES-MON-02/03)
        "rows": [
            {"n": r + 1, "task": str(row.task), "monster_row": MONSTER_ROWS[row.monster]}
            for r, row in enumerate(card.rows)
        ],
        "terror": effects_words(card.terror),
        "midnight": effects_words(card.midnight),
        "rewards": effects_words(card.rewards),
        "penalties": effects_words(card.penalties),
        **({"kind": card.kind, "entry": effects_words(card.entry)} if card.egyptian else {}),
        "locks": [t.colours_name(c % 16) for c, h in s.locks if h == p],
        "monsters": [s.ed.monsters[m].name for _, m in s.monsters_at[p]],
        "investigators": [i + 1 for i in range(len(s.team)) if s.where[i] == p and t.alive(s, i)],
        "stand_in": list(card.stand_in),
    }


def _done(s: ESState, p: int) -> tuple[int, ...]:
    a = _attempt(s)
    return a.done if a is not None and a.place == p else ()


def _attempt(s: ESState) -> Any:
    from .attempt import Attempt

    return next((f for f in reversed(s.stack) if isinstance(f, Attempt)), None)


def investigator(s: ESState, i: int) -> dict[str, Any]:
    alive = t.alive(s, i)
    inv = s.ed.investigators[s.team[i]] if alive else None
    where = s.where[i]
    return {
        "n": i + 1,
        "name": inv.name if inv else None,
        "seat": s.owner[i],
        "alive": alive,
        "sanity": s.sanity[i],
        "max_sanity": s.max_sanity[i],
        "stamina": s.stamina[i],
        "max_stamina": s.max_stamina[i],
        "clues": s.clues[i],
        "items": [item(s, c) for c in s.items[i]],
        "trophies": [
            {"name": s.trophy_name(c), "value": s.trophy_value(c), "monster": c >= MONSTER_BASE} for c in s.trophies[i]
        ],
        "trophy_value": t.trophy_total(s, i),
        "where": "entrance" if where == ENTRANCE else "ancient-one" if where == ON_AO else place_name(where),
        "marker": dice_text((s.marker[i],)) if s.marker[i] >= 0 else None,
        "ability": inv.text if inv else "",
    }


def item(s: ESState, code: int) -> dict[str, Any]:
    it = s.item(code)
    return {
        "name": it.name,
        "kind": KIND_CODES[code >> 6],
        "text": it.text,
        "secured": dice_text(s.secured[code]) if code in s.secured else None,
        "stand_in": bool(it.stand_in),
    }


def attempt(s: ESState) -> dict[str, Any] | None:
    a = _attempt(s)
    if a is None:
        return None
    from .attempt import STEP_NAMES

    return {
        "investigator": a.inv + 1,
        "place": place_name(a.place),
        "step": STEP_NAMES[a.step],
        "pool": dice_text(a.pool) if a.rolls and a.step != 0 else None,
        "to_roll": colours_text(a.pool) if a.step == 0 else None,
        "held": dice_text(a.held) or None,
        "marked": dice_text(a.marked) or None,  # the dice of this roll marked for a clue's reroll (ES-CLUE-01)
        "assisting": [{"n": k + 1, "die": dice_text((s.marker[k],))} for k in a.assisted if s.marker[k] >= 0],
        "rolls": a.rolls,
        "yellow": ("free", "in this attempt", "lost this phase")[a.yellow],
        "red": ("free", "in this attempt", "lost this phase")[a.red],
    }


def dice(s: ESState) -> dict[str, Any]:
    return {
        "free": {name: t.free_dice(s, c) for c, name in enumerate(("green", "yellow", "red"))},
        "locks": [{"die": t.colours_name(c % 16), "waiting": c >= 16, "on": _holder(s, h)} for c, h in s.locks],
        "secured": {s.item_name(code): dice_text(d) for code, d in s.secured.items()},
    }


def _holder(s: ESState, h: int) -> str:
    if h == LOCK_MYTHOS:
        return "the Mythos card"
    if h == t.REMOVED:
        return "out of the game"
    if h >= MONSTER_BASE:
        return s.ed.monsters[h - MONSTER_BASE].name
    return place_name(h)
