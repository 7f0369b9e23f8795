""" "What are my odds?": the chances shown to a seat are the solver's, and read nothing hidden."""

from __future__ import annotations

from fractions import Fraction

from tabletome.engine.rng import Rng
from tabletome.games.elder_sign.advice import odds
from tabletome.games.elder_sign.dice import Task, parse_icons
from tabletome.games.elder_sign.odds import Attempt, Kit, Odds

from .helpers import GAME, attempt, new, rolled, table


def test_a_card_s_chance_is_the_solver_s_for_the_investigator_s_dice() -> None:
    s = new(1, seed=3)
    table(s, ["The Gift Shop"], ["Kate Winthrop"])  # 3 > L 3; Kate is immune to Terror
    s.settle()  # her Movement
    answer = GAME.odds(s, 0)
    move = next(m for m in answer["moves"] if m["action"] == "go a1")
    tasks = (Task(parse_icons("3")), Task(parse_icons("L 3")))
    exact = Odds(Attempt(tasks, ordered=True)).before_roll(Kit(green=6))
    assert Fraction(move["exact"]) == exact


def test_each_choice_of_an_attempt_has_its_chance_and_the_best_is_kept() -> None:
    """After a roll showing a 3, completing the first task is worth more than failing the roll."""
    s = new(1, seed=3)
    table(s, ["The Gift Shop"], ["Kate Winthrop"])
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g3+gp+gp+gp")
    moves = {m["action"]: Fraction(m["exact"]) for m in odds(s, 0)["moves"]}
    assert set(moves) == {"complete 1 g3", "pass"}
    assert moves["complete 1 g3"] > moves["pass"] > 0


def test_odds_are_the_same_in_every_determinization() -> None:
    """They read open facts only: a world with the decks reshuffled gives the same answer."""
    s = new(2, seed=8)
    rng = Rng(5)
    for _ in range(60):
        if s.outcome() is not None:
            break
        seat = s.to_move
        assert seat is not None
        answer = odds(s, seat)
        if answer["moves"]:
            assert odds(s.determinize(seat, Rng(rng.next64())), seat) == answer
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
