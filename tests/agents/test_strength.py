"""The lobby's words on how strong each AI kind is come from measured runs (issue 32)."""

from __future__ import annotations

from tabletome.agents import agent_kinds
from tabletome.agents.strength import measures, strength_words
from tabletome.engine import get_game
from tabletome.sim.stats import wilson


def test_every_measure_names_a_game_and_a_kind_that_exist_and_a_command() -> None:
    assert measures()
    for m in measures():
        get_game(m.game)
        assert m.kind in agent_kinds()
        assert m.command and m.source
        assert 0 <= m.wins <= m.games
        assert m.against in ("team", "heuristic", "random")
        assert (m.against == "team") == (m.fair == 0)
        assert m.against == "team" or not get_game(m.game).cooperative


def test_each_interval_is_the_wilson_interval_of_its_wins() -> None:
    for m in measures():
        _, lo, hi = wilson(m.wins, m.games)
        assert m.interval == (round(100 * lo, 1), round(100 * hi, 1)), (m.game, m.kind, m.budget)


def test_the_words_give_the_measured_rate_and_say_when_nothing_was_measured() -> None:
    words = strength_words("hexer", "heuristic")
    assert "32% of 500 games" in words and "28–36%" in words and "3 players" in words
    assert "At 100 tries" not in words
    assert "Measured at 100 tries a move" in strength_words("hexer", "ismcts")
    # a run held to a think time says it (issue 38's ismcts:1000:1s)
    assert "Measured at up to 1000 tries and 1 s of thinking a move" in strength_words("vtes", "ismcts")
    assert strength_words("hexer", "ismcts-tree") == "Not measured in this game yet."


def test_the_results_page_holds_the_table_the_lobby_reads() -> None:
    import runpy
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    report = runpy.run_path(str(root / "docs" / "results" / "strength_report.py"))
    assert report["table"]() in (root / "docs" / "results" / "README.md").read_text(encoding="utf-8")
