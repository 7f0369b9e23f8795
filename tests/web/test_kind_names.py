"""A seat's AI kind in the reader's words (issue 32): the table's summary names each kind by the
head of its player words in the reader's language ("Roteirizado", not "heuristic"), which the
table page, the lobby and the replay show."""

from __future__ import annotations

from typing import Any

from .conftest import create


def _seats(client: Any, table: str, lang: str | None) -> list[dict[str, Any]]:
    if lang:
        client.cookies.set("tt_lang", lang)
    try:
        seats: list[dict[str, Any]] = client.get(f"/api/tables/{table}").json()["seats"]
    finally:
        client.cookies.clear()
    return seats


def test_an_ai_kind_is_named_in_the_readers_language(client: Any) -> None:
    table = create(client, ["human", "heuristic", "random"])["table"]["id"]
    assert [s["kind_name"] for s in _seats(client, table, "pt")] == ["pessoa", "Roteirizado", "Iniciante"]
    assert [s["kind_name"] for s in _seats(client, table, "es")] == ["persona", "Con guion", "Principiante"]
    english = _seats(client, table, None)
    assert [s["kind_name"] for s in english] == ["human", "Scripted", "Beginner"]
    assert [s["kind"] for s in english] == ["human", "heuristic", "random"]  # the id stays for the scripts


def test_the_table_page_and_the_replay_show_the_kinds_name() -> None:
    from importlib import resources

    static = resources.files("tabletome.web").joinpath("static")
    for script in ("table.js", "replay.js"):
        text = static.joinpath(script).read_text(encoding="utf-8")
        assert 'TT.t("{kind} AI", { kind: s.kind_name || s.kind })' in text
