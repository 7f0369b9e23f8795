""" "What are my odds?": the chances shown to a seat are the solver's, and read nothing hidden."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from tabletome.engine.rng import Rng
from tabletome.games.elder_sign.advice import odds
from tabletome.games.elder_sign.dice import Task, parse_icons
from tabletome.games.elder_sign.odds import Attempt, Kit, Odds

from .helpers import GAME, attempt, give, new, rolled, table


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


def test_a_range_is_true_and_says_what_it_leaves_out() -> None:
    """A question too large for its budget gets a range: at least the chance counting fewer means
    (a player may leave them unused), at most that of a kinder game; the exact chance is inside,
    and the move's note and the shared note say what each bound left out."""
    from tabletome.engine.actions import Action
    from tabletome.games.elder_sign.advice import Chance, _entry, _note, _solve

    question = Attempt((Task(parse_icons("L L")), Task(parse_icons("L 2"))), terror_sanity=1)
    kit = Kit(green=4, add_yellow=True, clues=1, sanity=3)
    exact = Odds(question).before_roll(kit)
    (got,) = _solve(question, kit, [lambda o, k: o.before_roll(k)], budget=5000)
    assert isinstance(got, Chance) and got.low < got.high and got.low <= exact <= got.high
    assert "at least counting no clue" in got.note
    entry = _entry(Action("go", ("a1",)), got)
    assert entry["exact"] is None and entry["low"] <= float(exact) <= entry["high"] and entry["note"] == got.note
    assert "go a1: between" in _note(set(), [entry])


def test_a_face_down_card_is_unknown_not_too_large() -> None:
    """AMB-22: a face-down card's tasks are hidden: its move says so, in its own note."""
    s = new(1, seed=2, mode="lightless_pyramid")
    down = next(p for p in range(6) if s.down[p])
    answer = odds(s, s.to_move)
    move = next(m for m in answer["moves"] if m["action"] == f"go a{down + 1}")
    assert move["chance"] is None and move["note"].startswith("unknown: a face-down card")
    assert f"go a{down + 1}: unknown" in answer["note"]


def test_a_kit_with_a_clue_and_eight_dice_gets_the_exact_chance_without_the_clue_as_its_floor() -> None:
    """Clue rerolls of eight dice are too many to work out in a moment: the answer is a range whose
    floor is the exact chance with every die and no clue, and the move says so."""
    from tabletome.games.elder_sign.advice import _question

    s = new(1, seed=3)
    table(s, ["The Gift Shop"], ["Kate Winthrop"])
    give(s, 0, "common", "Common Item 3")
    give(s, 0, "unique", "Unique Item 1")
    s.clues[0] = 1
    s.settle()
    move = next(m for m in GAME.odds(s, 0)["moves"] if m["action"] == "go a1")
    question, kit = _question(s, 0, 0)
    no_clue = Odds(question).before_roll(replace(kit, clues=0))
    assert move["exact"] is None and move["low"] == round(float(no_clue), 4) and move["high"] >= move["low"]
    assert "no clue" in move["note"]
