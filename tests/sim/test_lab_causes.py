"""The lab names each end cause by its clause next to the id; its JSON keeps the bare ids."""

from __future__ import annotations

from rich.console import Console

from tabletome.engine import get_game
from tabletome.sim.lab import cause_counts, cause_label, cause_names, settings_for, specs_for, summarize, table
from tabletome.sim.runner import run_games


def test_a_cause_is_named_from_its_clause() -> None:
    names = cause_names(get_game("hexer"))
    # HX-END-03: "Loss: the Necron marker reaches the last space of the Necron track (...)".
    assert cause_label("HX-END-03", names) == "The Necron marker reaches the last space of the Necron track (HX-END-03)"
    assert cause_label("HX-END-04", names).startswith("Every player but one has had their sanity reduced to 0")
    assert cause_label("no-such-cause", names) == "no-such-cause"
    eights = cause_names(get_game("crazy_eights"))
    assert cause_label("CE-END-01", eights) == "The game ends when a player plays their last card (CE-END-01)"


def test_the_table_names_causes_and_the_json_keeps_ids() -> None:
    game = get_game("hexer")
    setting = settings_for(game, ["random"], {"players": "2"}, [])[0]
    summary = summarize(setting, run_games(specs_for(game, setting, 3, 1, None, None)))
    assert summary.loss_causes and all(c.startswith("HX-") for c in summary.loss_causes)
    assert set(summary.to_json()["loss_causes"]) == set(summary.loss_causes)
    console = Console(record=True, width=400, color_system=None)
    console.print(table(game, [summary]))
    shown = console.export_text()
    names = cause_names(game)
    for cause, n in summary.loss_causes.items():
        assert f"{cause_label(cause, names)} {n}" in cause_counts(game, summary.loss_causes)
        assert f"{names[cause]} ({cause})" in shown
