"""The lobby begins a table at a pasted position (issue 34), in Chromium."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletome.engine.registry import get_game
from tabletome.engine.rng import Rng

from .conftest import DEADLINE, Server
from .test_browser import browser, page_errors  # noqa: F401 (browser: a fixture)


def test_a_pasted_position_begins_the_table_there(tmp_path: Path, servers: list[Server], browser: Any) -> None:  # noqa: F811
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    state = get_game("crazy_eights").new_state({"players": 3}, seed=11)
    pick = Rng(3)
    for _ in range(9):
        legal = state.legal_actions()
        state.apply(legal[pick.next64() % len(legal)])
    top = state.view(0)["top"]

    server = Server(tmp_path)
    servers.append(server.start())
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(server.base + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#game option[value=crazy_eights]"))
    Select(browser.find_element(By.ID, "game")).select_by_value("crazy_eights")
    Select(browser.find_element(By.ID, "players")).select_by_value("3")
    wait.until(lambda d: d.find_elements(By.ID, "seat-2"))
    for seat, kind in ((0, "human"), (1, "heuristic"), (2, "heuristic")):
        Select(browser.find_element(By.ID, f"seat-{seat}")).select_by_value(kind)
    browser.find_element(By.CSS_SELECTOR, "#position-box summary").click()
    box = browser.find_element(By.ID, "position-text")
    browser.execute_script("arguments[0].value = arguments[1];", box, state.position())
    browser.find_element(By.ID, "create-button").click()

    wait.until(lambda d: "/table/" in d.current_url and "#token=" in d.current_url)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg"))
    board = browser.find_element(By.ID, "board")
    assert top is not None and top in board.get_attribute("innerHTML")  # the position's discard pile
    assert page_errors(browser) == []

    # a position of another game is refused in one sentence, in the lobby
    browser.get(server.base + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#game option[value=hexer]"))
    Select(browser.find_element(By.ID, "game")).select_by_value("hexer")
    browser.find_element(By.CSS_SELECTOR, "#position-box summary").click()
    box = browser.find_element(By.ID, "position-text")
    browser.execute_script("arguments[0].value = arguments[1];", box, state.position())
    browser.find_element(By.ID, "create-button").click()
    wait.until(lambda d: d.find_element(By.ID, "create-error").text)
    assert "is a game of 'crazy_eights', not of 'hexer'." in browser.find_element(By.ID, "create-error").text
