"""The scripted player: legal, fair (decides from the view alone) and able to win and lose."""

from __future__ import annotations

from tabletome.agents import make_agent
from tabletome.engine.agent import decide
from tabletome.engine.match import play_match
from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir.heuristic import ArkhamNoirHeuristic

from .helpers import GAME, V1, lab, nums, table


def test_heuristic_is_named_and_fair() -> None:
    agent = GAME.heuristic_agent(0, 1)
    assert isinstance(agent, ArkhamNoirHeuristic)
    assert agent.name == "heuristic" and agent.omniscient is False
    assert isinstance(make_agent("heuristic", GAME, 0, 3), ArkhamNoirHeuristic)


def test_heuristic_wins_some_and_loses_some() -> None:
    results = [play_match(GAME, [GAME.heuristic_agent(0, seed)], seed).state.outcome() for seed in range(40)]
    wins = sum(1 for oc in results if oc is not None and oc.winners == (0,))
    assert 0 < wins < 40


def test_heuristic_ignores_the_hidden_order() -> None:
    """Two tables with the same view: the same agent seed picks the same action."""
    for seed in range(8):
        s = GAME.new_state({}, seed)
        r = Rng(seed)
        for _ in range(seed * 3):
            legal = s.legal_actions()
            s.apply(legal[r.below(len(legal))])
            if s.to_move is None:
                break
        if s.to_move is None:
            continue
        twin = s.clone()
        Rng(seed + 99).shuffle(twin.deck)
        pool = twin.victim_deck + twin.victims_aside
        Rng(seed + 7).shuffle(pool)
        twin.victim_deck, twin.victims_aside = pool[: len(s.victim_deck)], pool[len(s.victim_deck) :]
        assert twin.view(0) == s.view(0)
        a1 = decide(GAME.heuristic_agent(0, 5), s, 0)
        a2 = decide(GAME.heuristic_agent(0, 5), twin, 0)
        assert a1 is a2


def test_heuristic_plays_every_difficulty_to_the_end() -> None:
    for difficulty in ("easy", "standard", "hard"):
        for seed in range(3):
            result = play_match(GAME, [GAME.heuristic_agent(0, seed)], seed, {"difficulty": difficulty})
            assert result.state.outcome() is not None


def test_heuristic_makes_a_worthwhile_exchange_step_by_step() -> None:
    """AN-CONT-01, AN-CONT-04: a Puzzle clue of a missing type in the sanity area, a dead card in
    hand: the heuristic calls on the contact at the decision it meets ('exchange', 'give', 'get');
    with rules version 1 it plays its action first and names both cards in the window before
    maintenance."""
    ed = lab({30: {"left": "inquiry", "min_cards": 4, "attribute": "min_cards"}})
    for options, expected in (({}, ["exchange", "give 30", "get 1"]), (V1, ["play 2", "exchange 30 1"])):
        cases = [(0, [7, 14, 15, 16, 17, 18]), (1, [])]
        s = table(ed, row=[20, 21, 22, 23, 24], hand=[30], cases=cases, sanity=[1], options=options)
        agent = GAME.heuristic_agent(0, 1)
        moves = []
        for _ in expected:
            a = decide(agent, s, 0)
            moves.append(str(a))
            s.apply(a)
        assert moves == expected
        assert nums(s.hand) == [1] and nums(s.sanity_area) == [30]
