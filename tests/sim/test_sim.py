"""The simulation lab: same seeds, same results, whatever the parallelism."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import Record, TabletomeError, get_game
from tabletome.sim.lab import TIE, Setting, compare, parse_sweeps, settings_for, specs_for, summarize
from tabletome.sim.runner import GameResult, run_games
from tabletome.sim.stats import mcnemar, sign_test, wilson


def strip_times(results):
    return [{k: v for k, v in r.to_json().items() if k != "think"} for r in results]


def test_wilson_interval_matches_known_values() -> None:
    p, lo, hi = wilson(50, 100)
    assert p == 0.5 and abs(lo - 0.4038) < 1e-3 and abs(hi - 0.5962) < 1e-3
    p, lo, hi = wilson(0, 20)
    assert p == 0 and lo == 0 and abs(hi - 0.1611) < 1e-3


def test_wilson_bounds_never_cross_the_rate_at_zero_or_all_wins() -> None:
    """Rounding once left the lower bound at 4e-19 above a 0% rate (500 games), which broke the plot."""
    for n in range(1, 1001):
        assert wilson(0, n)[1] == 0.0 and wilson(n, n)[2] == 1.0
        p, lo, hi = wilson(n // 3, n)
        assert lo <= p <= hi


def test_plot_draws_settings_that_never_or_always_win(tmp_path: Path) -> None:
    from tabletome.sim.lab import Summary, plot

    def setting(label: str, wins: int) -> Summary:
        rate, lo, hi = wilson(wins, 500)
        return Summary(label, ("random",), {}, 500, wins, rate, lo, hi, 9.0, 1.0, 70.0, 9.0, {}, {}, {}, {})

    written = plot(get_game("hexer"), [setting("never", 0), setting("always", 500)], tmp_path / "p.png")
    assert [p.suffix for p in written] == [".png", ".svg"] and all(p.stat().st_size > 0 for p in written)


def test_mcnemar_exact() -> None:
    a = [True] * 10 + [False] * 10
    b = [False] * 10 + [False] * 10
    only_a, only_b, p = mcnemar(a, b)
    assert (only_a, only_b) == (10, 0) and abs(p - 2 / 1024) < 1e-9
    assert mcnemar([True, False], [True, False])[2] == 1.0


def test_same_results_whatever_the_number_of_processes() -> None:
    game = get_game("hexer")
    setting = settings_for(game, ["random,heuristic"], {}, [])[0]
    specs = specs_for(game, setting, 6, 40, None, None)
    one = run_games(specs, jobs=1)
    two = run_games(specs, jobs=2)
    assert strip_times(one) == strip_times(two)
    assert [r.seed for r in one] == list(range(40, 46))


def test_sweep_grid_and_single_kind_fills_seats() -> None:
    game = get_game("hexer")
    settings = settings_for(game, ["heuristic"], {}, parse_sweeps(["difficulty=standard,hard", "players=2,4"]))
    assert [s.label for s in settings] == [
        "difficulty=standard players=2",
        "difficulty=standard players=4",
        "difficulty=hard players=2",
        "difficulty=hard players=4",
    ]
    assert settings[1].seats == ("heuristic",) * 4


def test_summary_counts() -> None:
    game = get_game("hexer")
    setting = settings_for(game, ["random"], {"players": "2"}, [])[0]
    results = run_games(specs_for(game, setting, 5, 1, None, None))
    summary = summarize(setting, results)
    assert summary.games == 5 and summary.wins == sum(r.won for r in results)
    assert sum(summary.loss_causes.values()) == 5 - summary.wins
    assert "random" in summary.ms_per_decision


def test_ray_backend_gives_the_same_results() -> None:
    try:
        import ray
    except ImportError:
        if os.environ.get("TABLETOME_CI"):
            raise
        pytest.skip("the Ray extra is not installed: pip install 'tabletome[ray]'")
    game = get_game("hexer")
    setting = settings_for(game, ["random"], {"players": "3"}, [])[0]
    specs = specs_for(game, setting, 4, 9, None, None)
    local = run_games(specs, jobs=1)
    remote = run_games(specs, backend="ray")
    assert strip_times(local) == strip_times(remote)
    assert not ray.is_initialized()


def test_simulate_command_table_json_plot_and_records(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    plot = tmp_path / "p.png"
    records = tmp_path / "records"
    result = CliRunner().invoke(
        app,
        ["simulate", "hexer", "-n", "4", "--seats", "random", "--sweep", "players=2,3", "--seed", "3",
         "--out", str(out), "--plot", str(plot), "--keep-records", str(records)],
        env={"COLUMNS": "160"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "simulated games" in result.output and "games/s" in result.output
    data = json.loads(out.read_text())
    assert [s["label"] for s in data["settings"]] == ["players=2", "players=3"]
    assert [s["games"] for s in data["settings"]] == [4, 4]
    assert all(0 <= s["ci_low"] <= s["win_rate"] <= s["ci_high"] <= 1 for s in data["settings"])
    assert plot.exists() and plot.with_suffix(".svg").exists()
    files = sorted(records.glob("*.tome.json"))
    assert len(files) == 8
    assert Record.load(files[0]).replay().outcome() is not None


def test_simulate_compare_is_paired(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["simulate", "hexer", "-n", "6", "--compare", "random,random", "--compare", "heuristic,heuristic"],
        env={"COLUMNS": "160"},
    )
    assert result.exit_code == 0, result.output
    assert "McNemar p =" in result.output


def test_simulate_bad_input(tmp_path: Path) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["simulate", "hexer", "--sweep", "players"])
    assert result.exit_code == 1 and "--sweep takes name=value1,value2" in result.output
    result = runner.invoke(app, ["simulate", "hexer", "--seats", "random", "--sweep", "players=9"])
    assert result.exit_code == 1 and "2 to 4 players" in result.output


# ------------------------------------------------------------------ competitive games: results by seat


def test_sign_test_is_mcnemar_on_wins_and_counts_only_unequal_pairs() -> None:
    a = [True, True, False, False, True]
    b = [False, True, True, False, False]
    assert sign_test([float(x) for x in a], [float(y) for y in b]) == mcnemar(a, b)
    only_a, only_b, p = sign_test([0.5, 1.0, 0.0, 0.5], [0.0, 1.0, 0.5, 0.5])
    assert (only_a, only_b) == (1, 1) and p == 1.0


def test_crazy_eights_summary_has_every_seats_wins_ranks_scores_and_deciding_rules() -> None:
    game = get_game("crazy_eights")
    setting = settings_for(game, ["heuristic,random,random"], {}, [])[0]
    results = run_games(specs_for(game, setting, 40, 1, None, None))
    assert all(not r.team and len(r.ranks) == 3 and len(r.seat_scores) == 3 for r in results)
    s = summarize(setting, results)
    assert not s.team and [(p.seat, p.player) for p in s.per_seat] == [(0, "heuristic"), (1, "random"), (2, "random")]
    for p in s.per_seat:
        assert (p.win_rate, p.ci_low, p.ci_high) == wilson(p.wins, 40)
        assert 0 <= p.ci_low <= p.win_rate <= p.ci_high <= 1
        assert 1 <= p.rank_mean <= 3 and p.score_games == 40 and p.score_mean is not None and p.score_mean >= 0
        assert p.wins == sum(r.value(p.seat) for r in results)
    # Every game has a winner and a shared win counts 1/k: the seats' rates add up to 1.
    assert all(r.winners for r in results)
    assert abs(sum(p.win_rate for p in s.per_seat) - 1.0) < 1e-9
    assert sum(s.decided_by.values()) == 40 and set(s.decided_by) <= {"score", "fewer cards in hand", TIE}
    assert s.wins == sum(0 in r.winners for r in results)  # the top line stays "seat 0 won, alone or shared"


def fake(seed: int, winners: tuple[int, ...], ranks: list[int], decided: str | None = None) -> GameResult:
    return GameResult(seed, "t", ("a", "b", "c"), winners, "X-1", None, 1, 10, [0.0] * 3, [3] * 3, None,
                      ranks, [float(r) for r in ranks], decided)  # fmt: skip


def test_a_shared_win_counts_one_kth_for_each_winner_and_is_reported() -> None:
    setting = Setting("t", ("a", "b", "c"), {"players": "3"})
    results = [
        fake(1, (0, 1), [1, 1, 3]),
        fake(2, (2,), [2, 3, 1], "fewer cards in hand"),
        fake(3, (0,), [1, 2, 3]),
        fake(4, (), [2, 2, 2]),
    ]
    s = summarize(setting, results)
    assert [p.wins for p in s.per_seat] == [1.5, 0.5, 1.0] and [p.shared for p in s.per_seat] == [1, 1, 0]
    assert s.per_seat[0].win_rate == 1.5 / 4 and s.per_seat[0].rank_mean == 1.5
    assert s.decided_by == {TIE: 1, "fewer cards in hand": 1, "score": 1, "no winner": 1}
    assert abs(sum(p.win_rate for p in s.per_seat) - 3 / 4) < 1e-12  # the game nobody won counts for nobody


def test_competitive_compare_pairs_the_chosen_seats_value() -> None:
    setting_a = Setting("A", ("a", "b", "c"), {"players": "3"})
    setting_b = Setting("B", ("x", "y", "z"), {"players": "3"})
    a = [fake(1, (0, 1), [1, 1, 3]), fake(2, (2,), [2, 3, 1]), fake(3, (0,), [1, 2, 3])]
    b = [fake(1, (0,), [1, 2, 3]), fake(2, (2,), [2, 3, 1]), fake(3, (1,), [2, 1, 3])]
    c = compare((setting_a, a), (setting_b, b), seat=0)
    assert (c.seat, c.only_a, c.only_b) == (0, 1, 1) and "seat 0's result" in c.sentence()
    c = compare((setting_a, a), (setting_b, b), seat=1)
    assert (c.seat, c.only_a, c.only_b) == (1, 1, 1)
    with pytest.raises(TabletomeError, match="There is no seat 3"):
        compare((setting_a, a), (setting_b, b), seat=3)


def test_team_games_keep_their_team_summary_and_mcnemar() -> None:
    game = get_game("hexer")
    setting = settings_for(game, ["random"], {"players": "2"}, [])[0]
    results = run_games(specs_for(game, setting, 3, 1, None, None))
    s = summarize(setting, results)
    assert s.team and s.per_seat == [] and s.decided_by == {}
    assert compare((setting, results), (setting, results)).seat is None


def test_simulate_a_competitive_game_prints_and_writes_results_by_seat(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    plot = tmp_path / "p.png"
    result = CliRunner().invoke(
        app,
        ["simulate", "crazy_eights", "-n", "12", "--compare", "heuristic,random,random", "--compare", "random",
         "--compare-seat", "0", "--out", str(out), "--plot", str(plot)],
        env={"COLUMNS": "160"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "by seat" in result.output and "0 heuristic" in result.output and "2 random" in result.output
    assert "seat 0's result" in result.output and "sign test (McNemar) p =" in result.output
    data = json.loads(out.read_text())
    first = data["settings"][0]
    assert first["team"] is False and [p["player"] for p in first["per_seat"]] == ["heuristic", "random", "random"]
    assert sum(first["decided_by"].values()) == 12
    assert {"wins", "shared", "win_rate", "ci_low", "ci_high", "rank_mean", "score_mean", "score_sd"} <= set(
        first["per_seat"][0]
    )
    assert data["comparisons"][0]["seat"] == 0
    game = data["games"][first["label"]][0]
    assert len(game["ranks"]) == 3 and len(game["seat_scores"]) == 3 and "decided_by" in game
    assert plot.exists() and plot.with_suffix(".svg").exists()
    bad = CliRunner().invoke(app, ["simulate", "crazy_eights", "--compare", "random,random", "--compare",
                                   "heuristic,random", "--compare-seat", "2"])  # fmt: skip
    assert bad.exit_code == 1 and "There is no seat 2" in bad.output
