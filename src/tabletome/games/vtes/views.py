"""What each seat sees (VT-SETUP-12), built by one function for every viewer.

A viewer is a seat, ``-1`` for a spectator (what is public) or None for everything (the end of the
game, analysis). Public: pools, victory points, the Edge, every card in play with its counters and
lock, ash heaps (VT-TERM-04), removed cards, the blood on face-down vampires, the sizes of hands,
libraries and crypts. Private: a hand (its owner; others see what they were shown of it), a face-down
uncontrolled vampire (its owner), the cards set aside face down (their owner). Nobody sees the order
of a library or crypt.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from tabletome.engine.i18n.retell import english

from .hooks import ABILITIES
from .model import facts
from .ops import FACE_DOWN_CARDS, FACE_DOWN_FITS, HIDDEN_OPEN, sees_face_down, words_for
from .state import CENTRE, SEES_HANDS, VTESState
from .stats import ballots, capacity, disciplines, flagged, hand_size, is_vampire, title, votes
from .tournament import TIME_CALLED, clock

DISC_ORDER = (
    "abo",
    "ani",
    "aus",
    "cel",
    "chi",
    "dai",
    "dem",
    "dom",
    "for",
    "mel",
    "myt",
    "nec",
    "obe",
    "obf",
    "obl",
    "obt",
    "pot",
    "pre",
    "pro",
    "qui",
    "san",
    "ser",
    "spi",
    "tem",
    "tha",
    "thn",
    "val",
    "vic",
    "vin",
)


def sees(viewer: int | None, seat: int) -> bool:
    return viewer is None or viewer == seat


def table_view(s: VTESState, viewer: int | None) -> dict[str, Any]:
    oc = s.outcome_
    to_move = s.to_move
    view: dict[str, Any] = {
        "game": "vtes",
        "seat": viewer if viewer is not None and viewer >= 0 else None,
        "you": s.seat_name(viewer) if viewer is not None and viewer >= 0 else None,
        "prompt": english(lambda: prompt_for(s, viewer)),  # agents read views: render.py tells it again
        "to_move": to_move,
        "decisions": s.decision_view(viewer),
        "turn": s.turn,
        "current": s.current,
        "phase": s.current_phase(),
        "transfers": s.transfers,
        "phase_actions": s.phase_actions,
        "edge": None if s.edge == CENTRE else s.edge,
        "methuselahs": [seat_view(s, t, viewer) for t in range(s.players)],
        "outcome": oc.to_json() if oc is not None else None,
    }
    minutes = clock(s)
    if minutes is not None:  # VT-TOUR-04: a front end keeps the round's clock and submits ``time``
        view["clock"] = {"minutes": minutes, "called": TIME_CALLED in s.game_marks}
    return view


def prompt_for(s: VTESState, viewer: int | None) -> str:
    """The question of the moment; a seat other than the one asked sees its public wording (a play
    being chosen is not named before it is made)."""
    top = s.stack[-1] if s.stack else None
    public = getattr(top, "public_prompt", None)
    if top is None or public is None or viewer is None or viewer == top.seat:
        return seen_words(s, s.prompt(), viewer)
    return seen_words(s, str(public(s)), viewer)


def seen_words(s: VTESState, text: str, viewer: int | None) -> str:
    """A sentence as the viewer may read it: a face-down vampire named as the log names it."""
    return words_for(s, text, viewer) if HIDDEN_OPEN in text else text


def seat_view(s: VTESState, t: int, viewer: int | None) -> dict[str, Any]:
    own = sees(viewer, t)
    out: dict[str, Any] = {
        "seat": t,
        "name": s.seat_name(t),
        "pool": s.pool[t],
        "vp": s.vp[t],
        "ousted": s.ousted_on[t] or None,
        "prey": s.prey(t) if s.in_game(t) else None,
        "predator": s.predator(t) if s.in_game(t) else None,
        "hand": [facts(c).name for c in s.hand[t]] if own else len(s.hand[t]),
        "hand_size": hand_size(s, t),
        "library": len(s.library[t]),
        "crypt": len(s.crypt[t]),
        "uncontrolled": [uncontrolled_view(s, uid, own or sees_face_down(s, viewer, uid)) for uid in s.uncontrolled[t]],
        "ready": [minion_view(s, uid) for uid in s.ready[t]],
        "torpor": [minion_view(s, uid) for uid in s.torpor[t]],
        "in_play": [placed_view(s, uid) for uid in s.inplay[t]],
        "contested": [{"id": uid, "card": s.name(uid)} for uid in s.contested[t]],
        "aside": [facts(c).name for c in s.aside[t]] if own else len(s.aside[t]),
        "ash_heap": [facts(c).name for c in s.ash[t]],
        "removed": [facts(c).name for c in s.removed[t]],
        "deck": deck_name(s, t, own),
    }
    out.update(seat_extras(s, t, viewer, own))
    return out


def seat_extras(s: VTESState, t: int, viewer: int | None, own: bool) -> dict[str, Any]:
    """What is shown only sometimes: cards of a hand the viewer was shown, an open hand, delayed
    replacements, a withdrawal announced."""
    out: dict[str, Any] = {}
    shown = known_cards(s, viewer, t)
    if shown:
        out["hand_known"] = [facts(c).name for c in shown]
    if own and viewer is not None:
        why = unplayable_masters(s, t)
        if why:
            out["hand_why"] = why
    sees = viewer is not None and viewer >= 0 and s.marks and s.marks.get((SEES_HANDS, viewer))
    if (s.marks.get(("open-hand", t)) or sees) and not own:
        out["hand"] = [facts(c).name for c in s.hand[t]]
    if own and viewer is not None:
        out.update(face_down_view(s, t))
    if s.delayed[t]:
        out["delayed"] = [[facts(c).name, until] for c, until in s.delayed[t]]
    if s.marks.get(("withdrawing", t)):
        out["withdrawing"] = True
    return out


def face_down_view(s: VTESState, t: int) -> dict[str, Any]:
    """The library cards ``t`` put face down on cards in play: theirs to look at any time (Gift of
    Proteus); the others see how many (``placed_view``)."""
    face_down = {
        uid: [facts(int(c)).name for c in p.data[2:]]
        for uid, p in s.placed.items()
        if p.data[:2] == (FACE_DOWN_CARDS, t)
    }
    return {"face_down": face_down} if face_down else {}


def unplayable_masters(s: VTESState, t: int) -> dict[str, str]:
    """Why each master card in the hand of ``t`` cannot be played now, in the rules' own sentence
    (``why_illegal``), while ``t`` decides in a stage where cards are played; {} otherwise."""
    from tabletome.engine.actions import Action

    from .impulse import Window
    from .model import slug

    if s.to_move != t or not s.stack or not isinstance(s.stack[-1], Window):
        return {}
    plays = {str(a).split(" ")[1] for a in s.legal_actions() if a.verb == "play" and a.args}
    out: dict[str, str] = {}
    for c in s.hand[t]:
        f = facts(c)
        key = slug(f.name)
        if f.is_type("Master") and f.name not in out and key not in plays:
            out[f.name] = s.why_illegal(Action("play", (key,)))
    return out


def known_cards(s: VTESState, viewer: int | None, t: int) -> tuple[int, ...]:
    """The cards of ``t``'s hand the viewer was shown; a spectator knows the ones every other
    Methuselah was shown (a card revealed to all)."""
    if viewer is None or viewer == t:
        return ()
    if viewer >= 0:
        return s.known[viewer][t]
    others = [s.known[v][t] for v in range(s.players) if v != t]
    if not others or not all(others):
        return ()
    common = Counter(others[0])
    for k in others[1:]:
        common &= Counter(k)
    out = []
    for c in others[0]:
        if common[c] > 0:
            common[c] -= 1
            out.append(c)
    return tuple(out)


def deck_name(s: VTESState, t: int, own: bool = False) -> str | None:
    """A deck a table option names is public; a deck brought to the table, or a precon drawn at
    random, is named to its owner only (``table_decks``)."""
    deck = s.decks[t]
    return deck.name if (own or s.public_decks[t]) and getattr(deck, "name", None) else None


def uncontrolled_view(s: VTESState, uid: int, own: bool) -> dict[str, Any]:
    m = s.minions[uid]
    out: dict[str, Any] = {"id": uid, "blood": m.blood}
    if own:
        f = facts(m.card)
        out.update(card=f.name, capacity=f.capacity, clan=f.clans[0] if f.clans else None)
    else:
        out["card"] = None
    return out


def minion_view(s: VTESState, uid: int) -> dict[str, Any]:
    m = s.minions[uid]
    f = facts(m.card)
    vamp = is_vampire(s, uid)
    out: dict[str, Any] = {
        "id": uid,
        "card": f.name,
        "kind": "vampire" if vamp else "ally",
        "blood": m.blood,
        "locked": m.locked,
    }
    if vamp:
        out.update(vampire_traits(s, uid))
    else:
        out["life"] = m.blood
    if m.cards:
        out["cards"] = [placed_view(s, p) for p in m.cards if p in s.placed]
    if m.counters:
        out["counters"] = {k: n for k, n in m.counters}
    shown = sorted(x for x in m.marks if not x.startswith(("clan:", "cap:", "as-vampire:")))
    if shown:
        out["marks"] = shown
    if flagged(s, uid, "cannot-block"):
        out["cannot_block"] = True
    abilities = ABILITIES.get(m.card)
    if abilities:
        out["abilities"] = [a.name for a in abilities]
    return out


def vampire_traits(s: VTESState, uid: int) -> dict[str, Any]:
    """Capacity, clan, sect, title and disciplines as they are now (cards on it included)."""
    m = s.minions[uid]
    f = facts(m.card)
    discs = disciplines(s, uid)
    clan = f.clans[0] if f.clans else next((x[5:] for x in m.marks if x.startswith("clan:")), None)
    out: dict[str, Any] = {
        "capacity": capacity(s, uid),
        "clan": clan,
        "sect": m.sect,
        "title": title(s, uid) or m.title,
        "disciplines": " ".join((code.upper() if discs[code] > 1 else code) for code in DISC_ORDER if code in discs),
    }
    n_votes, n_ballots = votes(s, uid), ballots(s, uid)
    if n_votes:
        out["votes"] = n_votes  # VT-VOTE-06 to VT-VOTE-09
    if n_ballots:
        out["ballots"] = n_ballots  # VT-VOTE-13
    return out


def placed_view(s: VTESState, uid: int) -> dict[str, Any]:
    p = s.placed[uid]
    f = facts(p.card)
    out: dict[str, Any] = {"id": uid, "card": f.name, "locked": p.locked, "controller": p.controller}
    if p.counters:
        out["counters"] = p.counters
    if p.mode:
        out["mode"] = p.mode
    if p.data[:1] == (FACE_DOWN_CARDS,):  # how many; which, when hidden, only their owner sees (seat_extras)
        out["face_down"] = len(p.data) - 2
        if p.card not in FACE_DOWN_FITS:  # every Methuselah saw them put there (Maabara: ANK 20200523)
            out["face_down_cards"] = [facts(int(c)).name for c in p.data[2:]]
    abilities = ABILITIES.get(p.card)
    if abilities:
        out["abilities"] = [a.name for a in abilities]
    return out
