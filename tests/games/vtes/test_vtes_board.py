"""Acting on the V:TES board: the minion a move is about (it bleeds, hunts, blocks, is brought out,
receives transfers, rescues or is rescued) and the card of your hand played or discarded are marked
in the picture (``data-el``), once in each layout (the page shows one: the wide one or a phone's)."""

from __future__ import annotations

import re
from collections import Counter

from tabletome.engine import capabilities, decide, get_game
from tabletome.games.vtes import render
from tabletome.games.vtes.model import slug

GAME = get_game("vtes")
MARK = re.compile(r'data-el="([^"]*)"')


def test_the_minions_and_cards_a_move_is_about_are_marked_once_in_each_layout() -> None:
    s = GAME.new_state(GAME.resolve_options({"players": 4}), 5, GAME.default_edition())
    agents = [GAME.heuristic_agent(t, 5) for t in range(s.players)]  # type: ignore[attr-defined]
    seen: Counter[str] = Counter()
    for _ in range(700):
        if s.to_move is None:
            break
        seat, view = s.to_move, s.view(s.to_move)
        legal = [str(a) for a in s.legal_actions()]
        targets = capabilities.board_targets(GAME, view, legal)
        picture = render.svg(view)
        narrow = picture.index('<g class="tt-narrow"')
        marked = Counter(MARK.findall(picture[:narrow]))
        on_phone = Counter(MARK.findall(picture[narrow:]))
        assert all(on_phone[i] == 1 for ids in targets.values() for i in ids)  # tappable on a phone too
        mine = view["methuselahs"][seat]
        minions = {
            r["id"] for key in ("ready", "torpor", "uncontrolled") for row in view["methuselahs"] for r in row[key]
        }
        for move, ids in targets.items():
            assert move in legal and all(marked[i] == 1 for i in ids), (move, ids)
            verb, *args = move.split()
            seen[verb] += 1
            if verb in ("bleed", "hunt", "block", "bring", "transfer"):
                assert ids == (f"minion:{args[0]}",) and int(args[0]) in minions
            if verb in ("play", "discard"):
                assert ids == (f"hand:{args[0]}",) and args[0] in {slug(n) for n in mine["hand"]}
        for move in legal:  # a number that is no minion (an amount, a card in play) is never marked
            if move.startswith("transfer "):
                assert targets[move] == (f"minion:{move.split()[1]}",)
        s.apply(decide(agents[seat], s, seat))
    assert {"bleed", "hunt", "transfer", "play", "discard", "block"} <= set(seen), seen
