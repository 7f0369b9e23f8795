"""The benchmark protocol: fixed evaluation seeds, any policy, Wilson intervals, paired comparisons."""

from __future__ import annotations

import json

import numpy as np
import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import TabletomeError, get_game, play_match
from tabletome.rl.core import Codec
from tabletome.sim import evaluate as ev
from tabletome.sim.stats import mcnemar, wilson

from . import evaluate_policies


def test_evaluation_seeds_are_a_fixed_range_that_training_may_not_play() -> None:
    assert ev.evaluation_seeds(500) == range(10_000_000, 10_000_500)
    assert ev.check_training_seed(1) == 1
    assert ev.check_training_seed(ev.VALIDATION_BASE) == ev.VALIDATION_BASE
    for seed in (10_000_000, 10_000_499, 10_999_999):
        with pytest.raises(TabletomeError, match="evaluation game"):
            ev.check_training_seed(seed)
    with pytest.raises(TabletomeError, match="1 to 1,000,000"):
        ev.evaluation_seeds(0)


def test_the_protocol_is_hexer_for_three_and_arkham_noir_solo_at_standard_difficulty() -> None:
    assert ev.protocol(get_game("hexer")) == ev.Protocol(3, (("difficulty", "standard"),))
    assert ev.protocol(get_game("arkham_noir")) == ev.Protocol(1, (("difficulty", "standard"),))
    with pytest.raises(TabletomeError, match="team"):
        ev.protocol(get_game("crazy_eights"))


def test_every_seat_is_the_policy_and_the_result_is_that_of_the_lab_on_the_same_seed() -> None:
    game = get_game("hexer")
    result = ev.evaluate(game, "heuristic", 6, against=["random"])
    assert len(result.policy.wins) == 6 and len(result.against[0].wins) == 6
    for i, seed in enumerate(ev.evaluation_seeds(6)):
        agents = [ev.seat_agent("heuristic", game, seat, seed) for seat in range(3)]
        outcome = play_match(game, agents, seed, {"difficulty": "standard"}).state.outcome()
        assert result.policy.wins[i] == (0 in outcome.winners)
    data = result.to_json()
    rate, low, high = wilson(sum(result.policy.wins), 6)
    assert data["policy"]["high"] == round(high, 4)
    assert data["policy"]["rate"] == round(rate, 4) and data["policy"]["low"] == round(low, 4)
    assert data["seeds"] == [10_000_000, 10_000_005] and data["players"] == 3
    assert data["against"][0]["paired"] == dict(
        zip(("policy_only", "against_only", "p"), mcnemar(result.policy.wins, result.against[0].wins), strict=True)
    )


def test_a_policy_callable_sees_its_seats_observation_as_the_environments_do() -> None:
    game = get_game("hexer")
    evaluate_policies.SEEN.clear()
    agent = ev.seat_agent("tests.sim.evaluate_policies:first_legal", game, 1, 3)
    state = game.new_state({"players": 3}, 3)
    while state.to_move != 1:
        state.apply(state.legal_actions()[0])
    action = agent.act(state, 1)
    obs = evaluate_policies.SEEN[-1]
    codec = Codec(game, 3, game.default_edition())
    np.testing.assert_array_equal(obs["observation"], codec.observation(state, 1))
    np.testing.assert_array_equal(obs["action_mask"], codec.mask(state))
    assert action == state.legal_actions()[0]


def test_the_cli_reports_a_table_and_ends_with_json() -> None:
    result = CliRunner().invoke(
        app,
        [
            "evaluate",
            "arkham_noir",
            "tests.sim.evaluate_policies:first_legal",
            "--seeds",
            "3",
            "--against",
            "heuristic",
        ],
        env={"COLUMNS": "160"},
    )
    assert result.exit_code == 0, result.output
    last = json.loads(result.output.strip().splitlines()[-1])
    assert last["game"] == "arkham_noir" and last["policy"]["games"] == 3
    assert last["against"][0]["policy"] == "heuristic" and "paired" in last["against"][0]
    assert "McNemar" in result.output
    # Each policy's line as soon as its games end, on stderr: a run stopped later keeps them.
    said = result.stderr.splitlines()
    assert said[0].startswith("tests.sim.evaluate_policies:first_legal: ") and " of 3 games won, " in said[0]
    assert said[1].startswith("heuristic: ") and len(said) == 2


def test_a_policy_named_like_an_emoji_code_is_printed_as_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ismcts:100`` is a seat kind, not rich's emoji code :100:."""

    def fake(game, policy, n, against, jobs, finished):  # type: ignore[no-untyped-def]
        lines = [ev.Line(spec, [True, False], 10, 0.5) for spec in (policy, *against)]
        for line in lines:
            finished(line)
        return ev.Evaluation(game.id, ev.protocol(game), ev.evaluation_seeds(n), lines[0], lines[1:])

    monkeypatch.setattr(ev, "evaluate", fake)  # the command reads it when it runs
    result = CliRunner().invoke(
        app, ["evaluate", "hexer", "learned", "--seeds", "2", "--against", "ismcts:100"], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[1].startswith("ismcts:100: 1 of 2 games won")
    assert "learned against ismcts:100: won" in result.stdout and "\N{HUNDRED POINTS SYMBOL}" not in result.output


@pytest.mark.parametrize(
    ("policy", "sentence"),
    [
        ("nonsense", "is not a policy"),
        ("no_such_module_xyz:act", "Cannot import no_such_module_xyz"),
        ("tests.sim.evaluate_policies:missing", "has no missing"),
        ("tests.sim.evaluate_policies:NOT_CALLABLE", "is not a function"),
        ("tests.sim.evaluate_policies:illegal", "which is not a legal move now"),
        ("/nonexistent/weights.npz", "Cannot read the weights file"),
    ],
)
def test_a_bad_policy_is_one_sentence_and_exit_1(policy: str, sentence: str) -> None:
    result = CliRunner().invoke(app, ["evaluate", "arkham_noir", policy, "--seeds", "2"], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert sentence in result.output
    assert "Traceback" not in result.output
