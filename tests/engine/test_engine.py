"""The game-agnostic core: RNG, actions, options, registry, records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.agents import make_agent
from tabletome.engine import (
    Action,
    ActionSpace,
    NotationError,
    OptionError,
    Record,
    Rng,
    UnknownGame,
    derive_seed,
    games,
    get_game,
    play_match,
)


def test_rng_is_reproducible_and_clonable() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = a.clone()
    assert a.below(1000) == c.below(1000)
    assert Rng(1).next64() != Rng(2).next64()


def test_rng_below_is_in_range_and_roughly_uniform() -> None:
    r = Rng(7)
    counts = [0] * 6
    for _ in range(60_000):
        counts[r.below(6)] += 1
    assert all(9_300 < c < 10_700 for c in counts)


def test_rng_shuffle_is_a_permutation() -> None:
    r = Rng(3)
    items = list(range(50))
    r.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))


def test_derived_seeds_are_stable_and_distinct() -> None:
    assert derive_seed(1, "agent", 0) == derive_seed(1, "agent", 0)
    assert derive_seed(1, "agent", 0) != derive_seed(1, "agent", 1)


def test_action_space_parses_and_rejects() -> None:
    space = ActionSpace([Action("move", (1,)), Action("pass")], "Test", hint="'move 1'")
    assert space.parse("  MOVE   1 ") is space[0]
    assert space[1].index == 1
    with pytest.raises(NotationError, match="not a move in Test"):
        space.parse("jump")


def test_options_defaults_presets_and_errors() -> None:
    hexer = get_game("hexer")
    opts = hexer.resolve_options({}, players=2)
    readings = {o.name: o.default for o in hexer.options if o.legacy}  # rules version 2's words
    assert opts == {"players": 2, "sanity": 6, "necron_head_start": False, "remove_pair": False, **readings}
    with pytest.raises(OptionError, match="no option 'colour'"):
        hexer.resolve_options({"colour": "red"})
    with pytest.raises(OptionError, match="not a difficulty"):
        hexer.resolve_options({"difficulty": "easy-peasy"})


def test_registry_lists_and_suggests() -> None:
    assert "hexer" in [g.id for g in games()]
    with pytest.raises(UnknownGame, match="Did you mean 'hexer'"):
        get_game("hexr")


def test_match_produces_a_record_that_replays(tmp_path: Path) -> None:
    hexer = get_game("hexer")
    agents = [make_agent("heuristic", hexer, i, 5) for i in range(3)]
    result = play_match(hexer, agents, 5, {"players": 3})
    path = result.record.save(tmp_path / "game.tome.json")
    data = json.loads(path.read_text())
    assert set(data) == {"game", "version", "edition", "options", "seed", "seats", "actions", "outcome"}
    again = Record.load(path)
    assert again.replay() == result.state
    assert again.outcome == result.state.outcome().to_json()


def test_record_with_a_custom_edition_embeds_its_data(tmp_path: Path) -> None:
    import tomllib
    from importlib import resources

    hexer = get_game("hexer")
    text = resources.files("tabletome.games.hexer").joinpath("editions").joinpath("standin.toml").read_text()
    data = tomllib.loads(text)
    data["edition"]["id"] = "my-edition"
    data["necron_track"]["final"] = 50
    edition = hexer.edition_from_data(data, "mine")
    agents = [make_agent("random", hexer, i, 1) for i in range(2)]
    result = play_match(hexer, agents, 1, {"players": 2}, edition=edition)
    assert result.record.edition["data"]["necron_track"]["final"] == 50
    path = result.record.save(tmp_path / "custom.tome.json")
    assert Record.load(path).replay() == result.state


def test_same_seed_same_game_whatever_the_agents_think() -> None:
    hexer = get_game("hexer")
    a = play_match(hexer, [make_agent("heuristic", hexer, i, 9) for i in range(3)], 9, {"players": 3})
    b = play_match(hexer, [make_agent("heuristic", hexer, i, 9) for i in range(3)], 9, {"players": 3})
    assert a.record.actions == b.record.actions


def test_a_record_of_an_older_rules_version_replays_with_that_versions_readings(monkeypatch: Any) -> None:
    """A game that changed a reading keeps a legacy option; the record's version selects its value."""
    from tabletome.engine import Option, Record, TabletomeError, get_game

    game = get_game("crazy_eights")
    legacy = Option("old_reading", ("no", "yes"), "no", "how version 0 read a rule", legacy=True)
    monkeypatch.setattr(type(game), "options", (*type(game).options, legacy))
    monkeypatch.setattr(type(game), "legacy_versions", {"0": {"old_reading": "yes"}})
    seen: list[Any] = []
    original = type(game).new_state

    def spy(self: Any, options: Any = None, seed: int = 0, edition: Any = None) -> Any:
        seen.append(dict(options or {}))
        return original(self, {k: v for k, v in (options or {}).items() if k != "old_reading"}, seed, edition)

    monkeypatch.setattr(type(game), "new_state", spy)
    Record("crazy_eights", "0", {"id": "standard-52"}, {"players": 2}, 1, ["random"] * 2, []).replay()
    assert seen[-1]["old_reading"] == "yes"
    with pytest.raises(TabletomeError, match="rules version 7"):
        Record("crazy_eights", "7", {"id": "standard-52"}, {"players": 2}, 1, ["random"] * 2, []).replay()


def test_a_record_naming_a_former_embedded_edition_finds_it_by_its_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game that changed its embedded edition keeps the former one by digest (Game.former_editions),
    so records made with it replay; an unknown digest is still refused in one sentence."""
    from tabletome.engine.errors import EditionError

    game = get_game("crazy_eights")
    former = game.default_edition()
    ref = {"id": former.id, "sha256": "f" * 64}
    with pytest.raises(EditionError, match="differs from the data this tabletome has"):
        game.edition_from_ref(ref)
    monkeypatch.setattr(type(game), "former_editions", lambda self: {"f" * 64: lambda: former})
    assert game.edition_from_ref(ref) is former
