"""How to play on the web and in the terminal: /howto/GAME, /api/howto/GAME, the lobby's option
words (/api/games), the table page's aid hook, and `tabletome howto GAME`."""

from __future__ import annotations

import re
from html import escape
from typing import Any

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import games, get_game
from tabletome.engine.howto import howto
from tabletome.web.howto import opening_picture

INSTALLED = sorted(g.id for g in games())


@pytest.mark.parametrize("game_id", INSTALLED)
def test_the_howto_page_shows_every_item_with_its_rule_ids(client: Any, game_id: str) -> None:
    h = howto(get_game(game_id))
    assert h is not None
    res = client.get(f"/howto/{game_id}")
    assert res.status_code == 200
    assert res.headers["content-type"].startswith("text/html")
    assert "script-src 'self'" in res.headers["content-security-policy"]
    page = res.text
    assert escape(h.summary) in page
    for items in h.sections.values():
        for item in items:
            assert escape(item.title) in page and escape(item.text) in page
            for clause in item.clauses:
                assert f'href="#{clause}"' in page and f'<li id="{clause}">' in page
    assert page.count("<li id=") > 10  # the numbered rules stay at hand, in a closed list


def test_the_howto_page_draws_the_opening_table_where_the_game_has_a_picture(client: Any) -> None:
    assert 'class="howto-svg"><svg' in client.get("/howto/hexer").text
    assert "howto-svg" not in client.get("/howto/liars_dice").text  # no picture: words only


@pytest.mark.parametrize("game_id", INSTALLED)
def test_each_component_picture_names_a_part_of_the_games_own_picture(game_id: str) -> None:
    h = howto(get_game(game_id))
    assert h is not None
    refs = set(re.findall(r'data-ref="([^"]+)"', opening_picture(game_id)))
    for item in h.sections["component"]:
        if item.picture:
            assert any(r == item.picture or r.startswith(item.picture + ":") for r in refs), (game_id, item.picture)


def test_the_howto_json_is_the_file_and_an_unknown_game_gets_one_sentence(client: Any) -> None:
    data = client.get("/api/howto/elder_sign").json()
    h = howto(get_game("elder_sign"))
    assert h is not None and data == h.to_json()
    assert [s["key"] for s in data["sections"]] == ["goal", "turn", "component", "end", "mode"]
    for path in ("/howto/no_such_game", "/api/howto/no_such_game"):
        res = client.get(path)
        assert res.status_code == 404
        assert res.json()["detail"] == "There is no game 'no_such_game' here."


def test_the_lobby_gets_labels_words_modes_first_and_ai_kinds_in_player_words(client: Any) -> None:
    listed = {g["id"]: g for g in client.get("/api/games").json()}
    for game_id, g in listed.items():
        for o in g["options"]:
            assert o["label"] and o["label"] != o["name"], f"{game_id} {o['name']}"
            assert o["help"] and set(o["words"]) == set(o["choices"])
    es = listed["elder_sign"]["options"]
    assert es[0]["name"] == "mode" and es[0]["mode"] is True
    assert es[0]["words"]["lightless_pyramid"] == "the Lightless Pyramid (Omens of the Pharaoh)"
    assert next(o for o in es if o["name"] == "transcription")["words"]["ec"] != "ec"
    exhibit = next(o for o in es if o["name"] == "the_exhibit")
    assert exhibit["when"] == {"option": "mode", "value": "museum"}
    vt = listed["vtes"]
    assert all(o["per_seat"] == "deck" for o in vt["options"] if o["name"].startswith("deck_"))
    assert any(i["name"] == "deck" for i in vt["seat_inputs"])
    kinds = listed["hexer"]["kinds"]
    assert kinds["heuristic"].startswith("Scripted:") and "Monte Carlo" not in kinds["ismcts"]


def test_the_lobby_and_table_pages_load_the_howto_pieces(client: Any) -> None:
    lobby = client.get("/").text
    assert 'id="howto-link"' in lobby and 'id="modes"' in lobby and "/static/howto.css" in lobby
    table = client.get("/table/abc/0").text
    assert '<script src="/static/aid.js" defer></script>' in table and "/static/howto.css" in table
    assert 'id="ref-toggle"' in table  # the Rules panel's clause list stays
    for name in ("aid.js", "howto.css"):
        assert client.get(f"/static/{name}").status_code == 200


@pytest.mark.parametrize("game_id", INSTALLED)
def test_tabletome_howto_prints_the_same_text(game_id: str) -> None:
    h = howto(get_game(game_id))
    assert h is not None
    result = CliRunner().invoke(app, ["howto", game_id], env={"COLUMNS": "2000"})
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())
    assert f"How to play {h.title}" in flat
    for items in h.sections.values():
        for item in items:
            assert " ".join(f"{item.title} — {item.text}".split()) in flat
            assert " ".join(item.clauses) in flat


def test_tabletome_howto_of_an_unknown_game_says_so_in_one_sentence() -> None:
    result = CliRunner().invoke(app, ["howto", "chess"])
    assert result.exit_code == 1
    assert "There is no game 'chess' installed" in result.output
