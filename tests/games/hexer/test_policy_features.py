"""What the learned player reads about each Hexer action (``policy_features``), and the scripted
player it reads from (``heuristic``), which its refactor into per-action scores must not change."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator

from tabletome.engine import Rng, get_game
from tabletome.engine.agent import observe
from tabletome.engine.capabilities import ActionFeatures
from tabletome.engine.match import play_match
from tabletome.games.hexer import policy_features
from tabletome.games.hexer.heuristic import HexerHeuristic
from tabletome.games.hexer.state import HexerState
from tabletome.sim.evaluate import VALIDATION_BASE, protocol

GAME = get_game("hexer")
PROTOCOL = protocol(GAME)
OPTIONS = dict(PROTOCOL.options)
NAMES = list(GAME.action_feature_names())  # type: ignore[attr-defined]
CHOICE = NAMES.index("scripted_choice")
SCORE = NAMES.index("scripted_score")
RANK = NAMES.index("scripted_rank")
#: The scripted player's actions in the 30 games of ``scripted_games_digest``, recorded with heuristic.py as it
#: was before the chooser's per-action scores were pulled out (commit 1cf2477): ``scripted_games_digest()``.
SCRIPTED_GAMES = "99dbd5b0381957e1a9463fe3f2f5c37172ced9a9b0fe20d9af8ff9fec961910a"


def decisions(seeds: range, players: int = PROTOCOL.players, **options: str) -> Iterator[tuple[HexerState, int]]:
    """Each decision of scripted games (protocol setting unless told): the true state and the seat to move."""
    for seed in seeds:
        state = GAME.new_state({**OPTIONS, **options, "players": players}, VALIDATION_BASE + seed)
        agents = [GAME.heuristic_agent(seat, seed) for seat in range(players)]
        while state.to_move is not None:
            seat = state.to_move
            yield state, seat
            state.apply(state.check(agents[seat].act(observe(agents[seat], state, seat), seat)))


def test_the_game_describes_its_actions() -> None:
    assert isinstance(GAME, ActionFeatures)
    assert GAME.action_feature_size(3) == len(NAMES) == len(set(NAMES))
    assert tuple(NAMES) == policy_features.NAMES


def test_every_row_is_in_range_and_marks_the_scripted_choice() -> None:
    """Over whole games: one row per action, every number in [0, 1]; the one row marked chosen is the
    scripted player's action, which it also scores highest and ranks first."""
    steps = set()
    for n, (state, seat) in enumerate(decisions(range(3))):
        seen = state.determinize(seat, Rng(n))  # what an agent gets (engine.agent.observe)
        legal = seen.legal_actions()
        rows = GAME.action_features(seen, legal)  # type: ignore[attr-defined]
        assert len(rows) == len(legal)
        for row in rows:
            assert len(row) == len(NAMES)
            assert all(0.0 <= x <= 1.0 for x in row), [(n, x) for n, x in zip(NAMES, row, strict=True)]
        chosen = [i for i, row in enumerate(rows) if row[CHOICE] == 1.0]
        assert len(chosen) == 1
        assert legal[chosen[0]] is HexerHeuristic().act(seen, seat)
        assert rows[chosen[0]][SCORE] == max(row[SCORE] for row in rows)
        assert rows[chosen[0]][RANK] == 0.0
        steps.add(state.step)
    assert {"move", "meet", "use", "acquire"} <= steps


def test_rows_hold_nothing_the_seat_cannot_see() -> None:
    """Worlds that differ only in what the seat to move cannot see (other seats' looks at the portal
    tiles, face-down Old Ones, decks, the bag) give the same rows, and so does the true state."""
    checked = 0
    for players, difficulty in ((3, "standard"), (4, "hard")):
        for state, seat in decisions(range(2), players, difficulty=difficulty):
            legal = state.legal_actions()
            rows = [GAME.action_features(state.determinize(seat, Rng(k)), legal) for k in (1, 2)]  # type: ignore[attr-defined]
            assert rows[0] == rows[1], state.step
            assert GAME.action_features(state, legal) == rows[0]  # type: ignore[attr-defined]
            checked += 1
    assert checked > 300


def scripted_games_digest() -> str:
    """sha256 of the action lists of 30 scripted 3-player games (protocol setting, validation seeds)."""
    digest = hashlib.sha256()
    for seed in range(30):
        agents = [GAME.heuristic_agent(seat, seed * 10 + seat) for seat in range(PROTOCOL.players)]
        result = play_match(GAME, agents, VALIDATION_BASE + seed, OPTIONS)
        digest.update(("\n".join(result.record.actions) + "\n\n").encode())
    return digest.hexdigest()


def test_the_scripted_player_plays_as_before_its_scores_were_pulled_out() -> None:
    assert scripted_games_digest() == SCRIPTED_GAMES
