"""The guided first games (engine/tutorial.py): each shipped scenario replays from its seed with
every scripted move legal, by the right seat, citing real clauses; and the guide follows a game."""

from __future__ import annotations

import pytest

from tabletome.engine import TabletomeError, get_game
from tabletome.engine.howto import howto
from tabletome.engine.tutorial import DO, NOTE, PLAY, Guide, Step, Tutorial, check, parse, tutorial, tutorials

GUIDED = ("hexer", "arkham_noir", "cyclades", "elder_sign")


def _load(game_id: str) -> Tutorial:
    t = tutorial(get_game(game_id))
    assert t is not None, f"{game_id} ships no tutorial.toml"
    return t


@pytest.mark.parametrize("game_id", GUIDED)
def test_each_guided_game_replays_from_its_seed_with_every_step_legal(game_id: str) -> None:
    game = get_game(game_id)
    t = _load(game_id)
    assert check(game, t) == []
    shown = t.shown_steps()
    assert 10 <= len(shown) <= 26, f"{game_id}: {len(shown)} steps"
    assert shown[0].text == t.intro and shown[-1].text == t.closing
    assert any(s.kind == PLAY for s in t.steps)
    assert all(s.why for s in t.steps if s.kind == PLAY)


@pytest.mark.parametrize("game_id", GUIDED)
def test_each_guided_game_meets_every_step_of_a_turn_in_the_how_to(game_id: str) -> None:
    """Every item of the how-to's "A turn" is met: the guide cites at least one of its clauses."""
    game = get_game(game_id)
    h = howto(game)
    assert h is not None
    cited = {c for s in _load(game_id).steps for c in s.clauses}
    missing = [item.title for item in h.sections["turn"] if not set(item.clauses) & cited]
    assert missing == []


def test_every_game_with_a_tutorial_is_listed() -> None:
    assert set(GUIDED) <= set(tutorials())


def _script(steps: str) -> str:
    return f'title = "T"\nintro = "Hello."\nclosing = "Bye."\nseed = 1\nseat = 1\n[options]\nplayers = "2"\n{steps}'


def test_check_finds_an_illegal_move_a_wrong_seat_and_a_missing_clause() -> None:
    game = get_game("hexer")
    bad = parse(
        "hexer",
        _script(
            '[[step]]\ntext = "Go."\nclauses = ["HX-NOPE-99"]\nplay = "move 3"\nwhy = "w"\n'
            '[[step]]\ndo = "use G"\n'  # blue (the learner) is to move: a do step is wrong
            '[[step]]\ntext = "x"\nplay = "move 9"\nwhy = "w"\n'
        ),
    )
    problems = check(game, bad)
    assert any("HX-NOPE-99" in p for p in problems)
    assert any("should be a play" in p for p in problems)
    assert any("'move 9'" in p and "not legal" in p for p in problems)


def test_check_wants_canonical_move_texts() -> None:
    bad = parse("hexer", _script('[[step]]\ntext = "Go."\nplay = "move  3"\nwhy = "w"\n'))
    assert check(get_game("hexer"), bad) != []


@pytest.mark.parametrize(
    ("steps", "said"),
    [
        ('[[step]]\ntext = "x"\nplay = "move 3"\n', "needs a text and a why"),
        ('[[step]]\nplay = "move 3"\ndo = "pass"\ntext = "x"\nwhy = "y"\n', "both play and do"),
        ('[[step]]\nwords = "x"\n', "unknown keys"),
        ("[[step]]\n", "no text"),
    ],
)
def test_a_broken_file_is_one_sentence(steps: str, said: str) -> None:
    with pytest.raises(TabletomeError, match=said):
        parse("hexer", _script(steps))
    with pytest.raises(TabletomeError, match="no seed"):
        parse("hexer", 'title = "T"\nintro = "a"\nclosing = "b"\nseat = 0\n')


def _tiny() -> Tutorial:
    steps = (
        Step(NOTE, "intro"),
        Step(PLAY, "go", ("C-1",), "move 3", "because"),
        Step(NOTE, "after"),
        Step(DO, action="pass"),
        Step(DO, action="take 1"),
        Step(NOTE, "they played"),
        Step(PLAY, "again", (), "move 2", "again because"),
        Step(NOTE, "bye"),
    )
    return Tutorial("hexer", "T", "intro", "bye", 1, 1, {}, steps)


def test_the_guide_follows_moves_and_next_presses() -> None:
    g = Guide(_tiny())
    assert g.index(0) == 0 and g.scripted(0) == []
    with pytest.raises(TabletomeError, match="asks for a move"):
        Guide(_tiny(), read=1).next(0)
    assert g.refusal(0, "move 3") == "In this guided game, read the step beside the board and press Next first."
    g.next(0)
    assert g.index(0) == 1
    assert g.refusal(0, "move 3") is None
    assert g.refusal(0, "move 4", "play the Inn card") == "In this guided game, play the Inn card now: because."
    assert g.refusal(0, "move 4") == "In this guided game, play 'move 3' now: because."
    assert g.index(1) == 2  # after the learner's move, its explanation
    assert g.scripted(1) == []  # the others wait until it is read
    g.next(1)
    assert g.scripted(1) == ["pass", "take 1"]
    assert g.refusal(1, "move 2").startswith("In this guided game, wait")
    assert g.index(3) == 5
    g.next(3)
    page = g.page(3, "walk to the Newspaper", ["loc:2"])
    assert page is not None
    assert page["kind"] == PLAY and page["play"] == "move 2" and page["el"] == ["loc:2"]
    assert (page["number"], page["count"]) == (5, 6)
    assert g.index(4) == 7 and g.page(4) is not None
    g.next(4)
    assert g.index(4) is None and g.page(4) is None and g.refusal(4, "anything") is None
    with pytest.raises(TabletomeError, match="guided part is over"):
        g.next(4)


def test_a_rebuilt_guide_counts_the_explanations_before_the_last_move_as_read() -> None:
    g = Guide(_tiny())
    g.resume(0)
    assert g.read == 0
    g.resume(1)
    assert g.read == 1 and g.index(1) == 2  # the note after the move waits again
    g.resume(3)
    assert g.read == 2 and g.index(3) == 5


def test_the_guide_knows_when_a_game_left_its_script() -> None:
    g = Guide(_tiny())
    assert g.follows(["move 3", "pass"]) and g.active(["move 3"])
    assert not g.follows(["move 4"]) and not g.active(["move 4"])
