"""No waiting at the table: the other seats' moves share a budget of 2 s between two of a person's
decisions (counted as the pauses the live page asks for, never timed), a forced decision is
marked for the page to play by itself (like a person's when other people sit at the table), and
the board gives its seats' colours to the page."""

from __future__ import annotations

import json
import re
from types import SimpleNamespace
from typing import Any

import httpx2
import pytest

from tabletome.engine import get_game
from tabletome.engine.pace import BUDGET, like_a_person
from tabletome.web import live
from tabletome.web.pages import forced

from .conftest import client_for, headers
from .test_browser_kit import chrome, site  # noqa: F401 (fixtures)


@pytest.mark.parametrize("game", ["cyclades", "crazy_eights"])
def test_the_other_seats_moves_share_two_seconds_between_two_of_a_persons_decisions(
    game: str, sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    pauses: list[float] = []

    async def counted(seconds: float) -> None:
        pauses.append(seconds)

    monkeypatch.setattr(live, "pause_for", counted)
    with client_for(sqlite_url, moves_per_second=0) as client:
        body = {"game": game, "seats": ["human"] + ["heuristic"] * 3, "seed": 5, "options": {"players": 4}}
        made = client.post("/api/tables", json=body).json()
        table, token = made["table"]["id"], made["token"]
        stretches: list[float] = []
        shown: list[int] = []
        played: set[int] = set()
        with client.websocket_connect(f"/api/tables/{table}/seats/0/live") as ws:
            ws.send_text(json.dumps({"token": token, "pace": 1.0}))
            while len(stretches) < 8:
                page = ws.receive_json()
                assert "error" not in page, page
                if page["outcome"] is not None:
                    break
                shown.append(page["n_actions"])
                mine = page["your_turn"] and page["n_actions"] == page["latest"]
                if not mine or page["n_actions"] in played:
                    continue
                played.add(page["n_actions"])
                if len(page["legal"]) > 1:  # a decision of the person's own: the budget starts again
                    stretches.append(sum(pauses))
                    pauses.clear()
                move = {"action": page["legal"][-1]["action"]}
                r = client.post(f"/api/tables/{table}/seats/0/actions", json=move, headers=headers(token))
                assert r.status_code == 200, r.text
        assert stretches and max(stretches) <= BUDGET + 1e-9, stretches
        assert any(s > 0 for s in stretches)  # the moves are shown, not skipped
        assert shown == sorted(shown)  # never back in time


def test_a_forced_decision_is_marked_for_the_page_and_waits_like_a_person_when_others_could_see() -> None:
    one = [{"action": "draw", "text": "draw a card"}]
    alone = SimpleNamespace(kinds=["human", "heuristic", "heuristic"])
    others = SimpleNamespace(kinds=["human", "human", "heuristic"])
    wait = {"least": 1.0, "most": 5.0, "first": 2.0}  # the page's median of the person's times, within these
    assert forced(alone, 0, one) == {"action": "draw", "like_a_person": False, "wait": wait}  # type: ignore[arg-type]
    assert forced(others, 0, one) == {"action": "draw", "like_a_person": True, "wait": wait}  # type: ignore[arg-type]
    assert forced(alone, 0, one + [{"action": "pass", "text": ""}]) is None  # type: ignore[arg-type]


def test_the_page_of_a_forced_decision_says_so_and_only_to_its_seat(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0) as client:
        body = {"game": "crazy_eights", "seats": ["human", "human"], "seed": 3, "options": {"players": 2}}
        made = client.post("/api/tables", json=body).json()
        table = made["table"]["id"]
        rt = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
        from tabletome.web.pages import payload

        for _ in range(60):  # play until a seat has one legal move
            legal = rt.state.legal_actions()
            seat = rt.state.to_move
            if seat is None or len(legal) == 1:
                break
            rt.state.apply(legal[-1])
            rt.record.actions.append(str(legal[-1]))
            rt.rev += 1
        assert seat is not None and len(rt.state.legal_actions()) == 1
        page = payload(rt, seat)
        assert page["forced"] == {
            "action": str(rt.state.legal_actions()[0]),
            "like_a_person": True,
            "wait": like_a_person(),
        }
        assert payload(rt, 1 - seat)["forced"] is None


def test_elder_sign_and_cyclades_boards_give_their_seat_colours_to_the_page() -> None:
    from tabletome.games.cyclades.render import seat_fill
    from tabletome.games.elder_sign.render import INV_FILL

    es = get_game("elder_sign")
    view = es.new_state(es.resolve_options({"players": 2}), 5, es.default_edition()).view(0)
    picture = es.render_svg(view)  # type: ignore[attr-defined]
    given = re.search(r'data-seat-colours="([^"]*)"', picture)
    assert given is not None
    tokens = {row["seat"]: INV_FILL[row["n"] - 1] for row in view["investigators"]}
    assert given.group(1).split(",") == [tokens[s] for s in sorted(tokens)]
    # beside the colour, the mark the token carries (its number): never colour alone
    marks = re.search(r'data-seat-letters="([^"]*)"', picture)
    assert marks is not None and marks.group(1).split(",") == [str(row["n"]) for row in view["investigators"]]
    for row in view["investigators"]:
        assert f'data-investigator="{row["n"]}"' in picture and f">{row['n']}</text></g>" in picture
    cy = get_game("cyclades")
    view = cy.new_state(cy.resolve_options({"players": 4}, players=4), 5, cy.default_edition()).view(0)
    picture = cy.render_svg(view)  # type: ignore[attr-defined]
    given = re.search(r'data-seat-colours="([^"]*)"', picture)
    assert given is not None
    assert given.group(1).split(",") == [seat_fill(view, s["colour"]) for s in view["seats"]]
    for fill in given.group(1).split(","):
        assert f'fill="{fill}"' in picture  # the colour the board draws that seat in
    marks = re.search(r'data-seat-letters="([^"]*)"', picture)
    assert marks is not None and marks.group(1).split(",") == ["B", "G", "R", "Y"]  # as the map letters them
    for letter in "BGRY":
        assert re.search(rf">1{letter}</t", picture) or f">{letter}<" in picture, letter


def test_in_the_browser_forced_moves_play_themselves_and_the_seat_badges_take_the_boards_colours(
    site: str,  # noqa: F811
    chrome: Any,  # noqa: F811
) -> None:
    from .test_browser import page_errors
    from .test_browser_kit import board, click_move, n_actions, new_table, waiter

    made = new_table(site, "crazy_eights", ["human"] + ["heuristic"] * 3, seed=5, options={"players": 4})
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    chrome.execute_script(
        """window.told = [];
        new MutationObserver(() => { const t = document.getElementById('notice').textContent;
          if (t.startsWith('Played for you')) window.told.push(t); })
          .observe(document.getElementById('notice'), { childList: true, subtree: true });"""
    )
    clicked = 0
    while clicked < 6:
        wait.until(
            lambda d: (
                board(d, "state") == "over"
                or (
                    board(d, "state") == "your-turn"
                    and len(d.find_elements("css selector", "#actions button.action")) > 1
                )
            )
        )
        if board(chrome, "state") == "over":
            break
        n = n_actions(chrome)
        click_move(chrome)
        clicked += 1
        wait.until(lambda d, n=n: n_actions(d) > n)
    table = made["table"]["id"]
    record = httpx2.get(f"{site}/api/tables/{table}").json()
    assert chrome.execute_script("return window.told.length") > 0 or record["status"] == "finished"
    mine = [
        m
        for m in chrome.execute_script("return [...document.querySelectorAll('#log li')].map(l => l.textContent)")
        if m.startswith("player 1 ")
    ]
    assert len(mine) > clicked  # the page played the forced moves (draws) itself
    assert page_errors(chrome) == []
    # Elder Sign: the list of seats shows each seat in its investigator's colour on the board
    made = new_table(site, "elder_sign", ["human", "heuristic"], seed=5)
    chrome.get(site + made["url"])
    wait.until(lambda d: d.find_elements("css selector", "#seats .seat-badge[data-seat='1']"))
    wait.until(
        lambda d: d.execute_script(
            "return document.querySelector('#seats .seat-badge[data-seat=\"1\"]').style.background !== ''"
        )
    )
    colours = chrome.execute_script("return document.querySelector('#board svg').getAttribute('data-seat-colours')")
    painted = chrome.execute_script(
        'return [0, 1].map((s) => getComputedStyle(document.querySelector(`#seats .seat-badge[data-seat="${s}"]`)).backgroundColor)'
    )
    want = [f"rgb({int(c[1:3], 16)}, {int(c[3:5], 16)}, {int(c[5:7], 16)})" for c in colours.split(",")]
    assert painted == want
    # and lettered with the mark of the board's tokens (a colour-blind player reads the same sign on both)
    letters = chrome.execute_script("return document.querySelector('#board svg').getAttribute('data-seat-letters')")
    shown = chrome.execute_script(
        'return [0, 1].map((s) => document.querySelector(`#seats .seat-badge[data-seat="${s}"]`).dataset.letter)'
    )
    assert shown == letters.split(",") == ["1", "2"]
