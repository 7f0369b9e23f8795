"""Elder Sign on the board (issue 31): each move names the adventure card, the task, the dice of
the roll, the item, spell or ally, the investigator, the Expedition space or the entrance's option
it is about, drawn once in the mover's own picture (the browser lets the player click them)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from tabletome.engine import Rng, capabilities
from tabletome.games.elder_sign import GAME
from tabletome.testing import NARROW_LAYOUT, drawn_elements, marked_elements

# Moves about nothing drawn: a roll, giving up, no task, the end of the Clock phase, a refusal, a
# Mythos or split choice, the entrance's souvenirs and first aid, a starting kit, Jenny's and Pete's.
NOT_DRAWN = {"roll", "give-up", "pass", "end", "no", "buy", "first-aid", "restore", "start", "jenny"}
NOT_DRAWN |= {"instead", "lost-and-found"}


def decisions(seeds: range, **options: Any) -> Iterator[tuple[dict[str, Any], list[str]]]:
    """The mover's view and legal moves at every decision of random games (800 moves at most)."""
    for seed in seeds:
        state = GAME.new_state({"players": 1 + seed % 3, **options}, seed)
        rng = Rng(seed)
        for _ in range(800):
            if state.to_move is None:
                break
            legal = state.legal_actions()
            yield state.view(state.to_move), [str(a) for a in legal]
            state.apply(legal[rng.below(len(legal))])


def faces(view: dict[str, Any], ids: tuple[str, ...]) -> list[str]:
    """The dice an id list names, as the moves write them (``g1``)."""
    pool = view["attempt"]["pool"].split("+")
    return [pool[int(el.split(":")[1])] for el in ids]


def check(view: dict[str, Any], move: str, ids: tuple[str, ...], marks: dict[str, dict[str, str]]) -> None:
    verb, *a = move.split()
    if verb in ("mark", "unmark", "focus", "discard", "raise", "change"):
        # ES-CLUE-01: a die to mark is one not marked yet, a die to unmark a marked one
        assert ids and set(faces(view, ids)) == {a[0]}, move
        if verb in ("mark", "unmark"):
            assert {marks[el].get("data-marked") == "yes" for el in ids} == {verb == "unmark"}, move
    elif verb == "reroll":
        assert ids and all(marks[el].get("data-marked") == "yes" for el in ids)
    elif verb == "complete":
        assert ids in ((f"task:{a[0]}",), (f"card:{view['attempt']['place']}",)), move
    elif verb in ("go", "unlock"):
        assert ids == (f"card:{a[0]}",) and marks[ids[0]]["data-place"] == a[0]
    elif verb in ("spend", "lose", "secure"):
        assert len(ids) == 1 and ids[0].startswith("item:") and ids[0].endswith(f":{a[0]}"), move
    elif verb == "choose":  # ES-LPMYTH-02: the Mythos card's option, chosen as a group
        assert ids == (f"choice:{a[0]}",)
    elif verb in ("token", "option"):
        assert ids == (f"{'space' if verb == 'token' else 'option'}:{a[0]}",)


def run(**options: Any) -> Counter[str]:
    verbs: Counter[str] = Counter()
    for view, legal in decisions(range(4), **options):
        named = capabilities.board_targets(GAME, view, legal)
        if not named:
            continue
        svg = GAME.render_svg(view)
        wide, _, narrow = svg.partition(NARROW_LAYOUT)
        drawn, phone, marks = drawn_elements(wide), drawn_elements(narrow), marked_elements(svg)
        for move in legal:
            verb = move.split()[0]
            if verb in NOT_DRAWN:
                assert move not in named, move
                continue
            ids = named.get(move, ())
            if verb == "choose" and not ids:  # a split area's side: nothing drawn to tap
                assert "option as a group" not in view["prompt"]
                continue
            if verb in ("stay", "go") and not ids:  # the Museum's Entrance: no card of the table
                me = next(i for i in view["investigators"] if i["n"] == view["active"] + 1)
                assert "entrance" in (move, me["where"]) or move == "go entrance"
                continue
            assert ids, move  # every other move is about something drawn
            # once on the wide board, once in the phone's layout: a tap on a phone plays it too
            assert all(drawn[el] == 1 and phone[el] == 1 for el in ids), (move, ids)
            check(view, move, ids, marks)
            verbs[verb] += 1
    return verbs


def test_es_museum_every_move_names_its_element_once_in_the_movers_picture() -> None:
    """ES-ADV (a card to go to, a task to complete), ES-CLUE-01 (dice marked, then rerolled),
    ES-FOCUS (a die focused), the items spent: each move's element, each drawn once."""
    verbs = run()
    assert {"go", "complete", "mark", "unmark", "reroll", "focus", "spend"} <= set(verbs)


def test_es_the_lightless_pyramid_names_its_expedition_spaces_and_entrance_options() -> None:
    """ES-EXPD (a token placed on a space), ES-CAIRO (an option of the side up), ES-LPMYTH-02 (the
    Mythos card's option) as well."""
    verbs = run(mode="lightless_pyramid")
    assert {"go", "complete", "mark", "token", "option", "choose"} <= set(verbs)


def test_es_only_the_dice_of_this_roll_and_the_attempted_cards_tasks_are_elements() -> None:
    for view, _ in decisions(range(2)):
        marks = marked_elements(GAME.render_svg(view))
        a = view.get("attempt")
        dice = {m for m in marks if m.startswith("die:")}
        tasks = {m for m in marks if m.startswith("task:")}
        if a is None:
            assert not dice and not tasks
            continue
        assert dice == {f"die:{k}" for k in range(len(a["pool"].split("+")))} if a["pool"] else not dice
        card = next((p for p in view["places"] if p["place"] == a["place"]), None)
        if card is not None and card.get("tasks"):
            assert tasks == {f"task:{t['n']}" for t in card["tasks"]}
