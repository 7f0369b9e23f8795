"""The action scorer: a learned player that scores each legal action from the game's description of it.

Arkham Noir describes its actions (engine.capabilities.ActionFeatures); its learned player reads the
rows of the legal actions, computed from a determinization of the investigator's view, never more.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

from tabletome.agents.learned import Scorer, ScorerAgent, learned_agent, position_key, read_network, save_scorer
from tabletome.engine import TabletomeError, get_game, play_match
from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir.policy_features import NAMES
from tabletome.rl import ListCodec, train
from tabletome.rl.train_scorer import GameJob, play_labelled, validate
from tests.web.conftest import need

GAME = get_game("arkham_noir")


def scorer_file(path: Path, names: tuple[str, ...] = NAMES, seed: int = 0) -> None:
    rng = np.random.default_rng(seed)
    layers = [(rng.normal(0, 0.3, (len(names), 8)), rng.normal(0, 0.1, 8)), (rng.normal(0, 0.3, (8, 1)), np.zeros(1))]
    save_scorer(path, "arkham_noir", layers, names, {"made": "test"})


def test_a_scorer_round_trips_through_npz_and_plays_a_whole_game(tmp_path: Path) -> None:
    path = tmp_path / "s.npz"
    scorer_file(path)
    net = read_network(path.read_bytes(), str(path))
    assert isinstance(net, Scorer) and net.feature_names == NAMES
    agent = learned_agent(GAME, 1, str(path))
    assert isinstance(agent, ScorerAgent)
    state = play_match(GAME, [agent], 5, {"difficulty": "standard"}).state
    assert state.outcome() is not None


def test_a_scorer_trained_on_other_features_is_refused_with_a_sentence(tmp_path: Path) -> None:
    path = tmp_path / "old.npz"
    scorer_file(path, names=(*NAMES[:-1], "a feature of an older version"))
    with pytest.raises(TabletomeError, match="must be trained again"):
        learned_agent(GAME, 1, str(path))


def test_the_rows_of_an_action_hold_only_what_the_investigator_knows() -> None:
    """Two games that differ only in the order of the draw deck and of the victims give the same rows."""
    state = GAME.new_state({"difficulty": "standard"}, 11)
    for _ in range(6):  # a few moves in, with a hand and lines
        state.apply(state.legal_actions()[0])
    other = state.clone()
    other.deck.reverse()
    other.victim_deck.reverse()
    assert other.deck != state.deck and state.view(0) == other.view(0)
    legal = state.legal_actions()
    assert legal == other.legal_actions() and len(legal) > 1
    assert GAME.action_features(state, legal) == GAME.action_features(other, legal)


def test_each_row_is_one_number_per_named_feature_between_0_and_1() -> None:
    state = GAME.new_state({"difficulty": "standard"}, 2)
    codec = ListCodec(GAME, 1, state.edition, max_actions=64, action_features="auto")
    feats, mask = codec.choices(state)
    n = int(mask.sum())
    assert codec.feature_size == len(NAMES) == GAME.action_feature_size(1)
    assert n == len(state.legal_actions()) and feats[:n].min() >= 0.0 and feats[:n].max() <= 1.0
    chosen = feats[:n, NAMES.index("scripted_choice")]
    assert chosen.sum() == 1.0  # the scripted player's move is marked, once


def test_a_labelled_game_records_the_teachers_move_among_the_legal_ones() -> None:
    decisions, _ = play_labelled(GameJob("arkham_noir", 77, "heuristic", 1.0, None))
    assert len(decisions) > 10
    for rows, target in zip(decisions.rows, decisions.target, strict=True):
        assert rows.shape[1] == len(NAMES) and 0 <= target < len(rows)
        assert rows[target, NAMES.index("scripted_choice")] == 1.0  # the teacher here is the scripted player


@pytest.fixture
def _torch() -> None:
    missing = importlib.util.find_spec("torch") is None
    need("the torch package is not installed (pip install 'tabletome[learn]')" if missing else None, "Training")


@pytest.mark.usefixtures("_torch")
def test_a_small_training_run_wins_at_least_5_percent_of_200_held_out_games(tmp_path: Path) -> None:
    """The issue's floor for the run in make test (random play wins none): 16 games labelled by the
    scripted player, then 200 validation games (seeds 20,000,000 + i: neither training nor evaluation)."""
    settings = train.Settings(
        "arkham_noir", seed=5, games=16, teacher="heuristic", round_games=8, hidden=(32,), steps_per_round=150,
        final_steps=200,
    )  # fmt: skip
    scorer = train.run(settings, tmp_path / "s.npz", log=lambda _: None)
    assert isinstance(scorer, Scorer)
    won = validate(GAME, scorer, 200, workers=1)
    assert won >= 10, f"{won}/200"


@pytest.mark.usefixtures("_torch")
def test_training_gives_the_same_weights_in_one_process_or_two(tmp_path: Path) -> None:
    def weights(seed: int, jobs: int) -> bytes:
        settings = train.Settings(
            "arkham_noir", seed=seed, games=4, teacher="heuristic", round_games=2, hidden=(8,), steps_per_round=5,
            final_steps=5, jobs=jobs, rl_games=6, rl_batch=3,
        )  # fmt: skip
        path = tmp_path / f"{seed}-{jobs}.npz"
        train.run(settings, path, log=lambda _: None)
        return path.read_bytes()

    assert weights(1, 1) == weights(1, 2) != weights(2, 1)


@pytest.mark.usefixtures("_torch")
def test_a_run_stopped_by_the_clock_is_reproduced_by_its_count_of_reinforcement_games(tmp_path: Path) -> None:
    """The header's ``rl_games`` reproduces the weights of a run that reinforced for some seconds, although
    the workers were already playing a batch the clock then threw away."""

    def run(path: Path, **stop: float) -> Scorer:
        settings = train.Settings(
            "arkham_noir", seed=3, games=2, teacher="heuristic", round_games=2, hidden=(8,), steps_per_round=2,
            final_steps=2, jobs=2, rl_batch=2, **stop,  # type: ignore[arg-type]
        )  # fmt: skip
        train.run(settings, path, log=lambda _: None)
        net = read_network(path.read_bytes(), str(path))
        assert isinstance(net, Scorer)
        return net

    timed = run(tmp_path / "timed.npz", rl_minutes=0.04)
    count = int(timed.info["rl_games"])
    assert count >= 4 and timed.info["rl_lag"] == 1
    counted = run(tmp_path / "counted.npz", rl_games=count)
    assert all(np.array_equal(a, b) for a, b in zip(timed.weights, counted.weights, strict=True))
    assert all(np.array_equal(a, b) for a, b in zip(timed.biases, counted.biases, strict=True))
    fewer = run(tmp_path / "fewer.npz", rl_games=count - 2)
    assert not all(np.array_equal(a, b) for a, b in zip(timed.weights, fewer.weights, strict=True))


def test_a_scorer_agent_plays_only_legal_moves_and_never_loops() -> None:
    rng = np.random.default_rng(3)
    layers = ((rng.normal(0, 1, (len(NAMES), 1)).astype(np.float32),), (np.zeros(1, np.float32),))
    scorer = Scorer("arkham_noir", NAMES, layers[0], layers[1], {})
    agents = [ScorerAgent(GAME, scorer, Rng(1))]
    assert play_match(GAME, agents, 9, {"difficulty": "standard"}).state.outcome() is not None


HEXER = get_game("hexer")


def random_scorer(game_id: str, names: tuple[str, ...], seed: int) -> Scorer:
    rng = np.random.default_rng(seed)
    return Scorer(
        game_id, names, (rng.normal(0, 1, (len(names), 1)).astype(np.float32),), (np.zeros(1, np.float32),), {}
    )


def test_the_position_key_is_the_same_in_every_world_a_seat_may_be_in() -> None:
    """The loop guard names a position by the seat's view: two determinizations give the same key,
    although the rows they give differ (they read the sampled portal tiles)."""
    state = HEXER.new_state(HEXER.resolve_options({"difficulty": "standard"}, 3), 4)
    for _ in range(12):
        state.apply(state.legal_actions()[0])
    seat = state.to_move
    assert seat is not None
    worlds = [state.determinize(seat, Rng(i)) for i in range(2)]
    assert position_key(worlds[0], seat) == position_key(worlds[1], seat) == position_key(state, seat)


def test_three_learned_hexer_seats_finish_every_game_even_with_random_weights() -> None:
    """Greedy seats of any weights end their games: on seeds 7 and 28 these weights propose and decline
    the team's discard (HX-CRE-20) in ever new splits, which no repeated position stops; patience does."""
    names = tuple(HEXER.action_feature_names())
    for seed in range(40):
        scorer = random_scorer("hexer", names, seed)
        agents = [ScorerAgent(HEXER, scorer, Rng(3 * seed + i)) for i in range(3)]
        result = play_match(HEXER, agents, seed, {"difficulty": "standard"}, max_decisions=5000)
        assert result.state.outcome() is not None, seed


def test_a_margin_keeps_the_scripted_move_unless_another_scores_clearly_better() -> None:
    """Rows: three actions, the second the scripted player's; the scorer reads the scripted mark only."""
    names = ("scripted_choice", "other")
    rows = np.array([[0, 0.9], [1, 0], [0, 0.2]], dtype=np.float32)
    weights = (np.array([[1.0], [2.0]], dtype=np.float32),)  # scores 1.8, 1.0, 0.4
    for margin, played in ((0.0, 0), (0.5, 0), (0.79, 0), (0.81, 1), (4.0, 1)):
        scorer = Scorer("arkham_noir", names, weights, (np.zeros(1, np.float32),), {"margin": margin})
        assert scorer.best(rows, scorer.scores(rows)) == played, margin


def test_calibration_plays_held_out_games_for_each_margin_and_the_file_keeps_the_best(tmp_path: Path) -> None:
    from tabletome.rl.train_scorer import MARGINS, calibrate, finish

    path = tmp_path / "s.npz"
    scorer_file(path)
    net = read_network(path.read_bytes(), str(path))
    assert isinstance(net, Scorer)
    wins = calibrate(GAME, net, 4, workers=1)
    assert list(wins) == list(MARGINS) and all(0 <= w <= 4 for w in wins.values())
    settings = train.Settings("arkham_noir", calibrate=4)
    layers = list(zip(net.weights, net.biases, strict=True))
    kept = finish(GAME, layers, NAMES, dict(net.info), settings, tmp_path / "c.npz", log=lambda _: None)
    best = max(wins.values())
    assert wins[kept.margin] == best and all(w < best for m, w in wins.items() if m < kept.margin)
    again = read_network((tmp_path / "c.npz").read_bytes(), "c.npz")
    assert isinstance(again, Scorer) and again.margin == kept.margin and again.info["calibration"]["games"] == 4


def test_a_played_game_credits_each_decision_with_the_result_less_the_expected_result() -> None:
    """The reinforcement's baseline is the game's own estimate of the team's chances before each move."""
    from tabletome.rl.reinforce import Episode, play_sampled

    scorer = random_scorer("hexer", tuple(HEXER.action_feature_names()), 1)
    played = play_sampled(Episode("hexer", 5, scorer, 0.5))
    assert len(played.rows) == len(played.chosen) == len(played.advantage) > 10
    assert all(0 <= c < len(r) for r, c in zip(played.rows, played.chosen, strict=True))
    assert all(float(played.won) - 1.0 <= a <= float(played.won) for a in played.advantage)
    assert len({round(a, 6) for a in played.advantage}) > 1  # the estimate moves with the position


def test_hexer_training_reads_the_true_state_and_plays_the_very_games_it_would_play_on_sampled_worlds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Hexer's rows read only the seat's view, so training skips sampling a world per decision: the
    rows, the choices and the results are those of the sampled worlds, to the bit."""
    from tabletome.engine import capabilities
    from tabletome.rl.reinforce import Episode, play_sampled

    assert capabilities.features_read_only_the_view(HEXER)
    assert not capabilities.features_read_only_the_view(GAME)  # Arkham Noir's rows are not pinned so
    scorer = random_scorer("hexer", tuple(HEXER.action_feature_names()), 2)
    fast = [play_sampled(Episode("hexer", seed, scorer, 0.5)) for seed in (3, 4)]
    monkeypatch.setattr(capabilities, "features_read_only_the_view", lambda game: False)
    sampled = [play_sampled(Episode("hexer", seed, scorer, 0.5)) for seed in (3, 4)]
    for a, b in zip(fast, sampled, strict=True):
        assert a.chosen == b.chosen and a.advantage == b.advantage and a.won == b.won
        assert all(np.array_equal(x, y) for x, y in zip(a.rows, b.rows, strict=True))


@pytest.mark.usefixtures("_torch")
def test_a_policy_step_makes_the_moves_that_won_likelier_and_those_that_lost_less_likely() -> None:
    from tabletome.rl.reinforce import Played
    from tabletome.rl.train_scorer import ScorerLearner

    learner = ScorerLearner(GAME, 0, (8,), 1e-3, 32)
    rows = np.random.default_rng(0).random((3, len(NAMES))).astype(np.float16)

    def chance(i: int) -> float:
        s = learner.scorer({}).scores(rows.astype(np.float32))
        p = np.exp(s - s.max())
        return float(p[i] / p.sum())

    before = chance(0), chance(2)
    for _ in range(20):
        learner.policy_step([Played([rows], [0], [0.8], True), Played([rows], [2], [-0.8], False)], 1e-2, 1.0)
    assert chance(0) > before[0] and chance(2) < before[1]


@pytest.mark.usefixtures("_torch")
def test_the_policy_loss_is_the_mean_advantage_weighted_log_probability_under_each_decisions_own_softmax() -> None:
    """Decisions of different widths stacked in one pass give what each decision's softmax gives alone."""
    from tabletome.rl.train_scorer import ScorerLearner

    learner = ScorerLearner(GAME, 0, (8,), 1e-3, 32)
    rng = np.random.default_rng(1)
    rows = [rng.random((n, len(NAMES))).astype(np.float16) for n in (3, 1, 7, 2)]
    chosen, advantage, temperature = [2, 0, 5, 1], [0.5, -0.25, 0.75, -1.0], 0.5
    scorer = learner.scorer({})
    expected = 0.0
    for r, c, a in zip(rows, chosen, advantage, strict=True):
        s = scorer.scores(r.astype(np.float32)) / temperature
        expected -= a * (s[c] - s.max() - np.log(np.exp(s - s.max()).sum()))
    got = learner.policy_loss(rows, chosen, advantage, temperature).item()
    assert got == pytest.approx(expected / len(rows), rel=1e-2)  # the player's weights are rounded to float16
