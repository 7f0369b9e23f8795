"""A newcomer in Chromium starts Hexer's guided first game from the lobby: the step panel shows
beside the board (above the decision on a phone), "Next" goes on, and on a move step the board
element to act on and the move's button are marked. Screenshots go to tests/web/output/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import get_game
from tabletome.engine.tutorial import tutorial

from .conftest import DEADLINE, Server
from .test_browser import browser, page_errors, screenshot  # noqa: F401 (browser: the fixture)


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_the_guided_game_starts_from_the_lobby_and_points_at_the_board(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
    width: int,
    height: int,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    t = tutorial(get_game("hexer"))
    assert t is not None
    steps = t.shown_steps()
    server = Server(tmp_path)
    servers.append(server.start())
    browser.set_window_size(width, height)
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(server.base + "/")
    start = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#guided button[data-game=hexer]"))[0]
    above = browser.execute_script(
        "return document.getElementById('guided').getBoundingClientRect().top"
        " < document.getElementById('create').getBoundingClientRect().top"
    )
    assert above  # the newcomer's first choice
    start.click()
    wait.until(lambda d: "/table/" in d.current_url)
    text = lambda d: d.find_element(By.ID, "guide-text").text  # noqa: E731
    wait.until(lambda d: d.find_elements(By.ID, "guide") and text(d) == steps[0].text)
    screenshot(browser, tmp_path, f"tutorial-hexer-intro-{width}.png")
    if width < 500:  # on a phone the step comes before the decision
        order = browser.execute_script(
            "return document.getElementById('guide').getBoundingClientRect().top"
            " < document.getElementById('turn-card').getBoundingClientRect().top"
        )
        assert order
    for n in (1, 2):
        browser.find_element(By.ID, "guide-next").click()
        wait.until(lambda d, n=n: text(d) == steps[n].text)
    # Step 3 asks for a move: the Witch House (loc:3) pulses, its move is marked, Next is gone.
    marked = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board [data-el].tt-guided"))
    assert [m.get_attribute("data-el") for m in marked] == ["loc:3", "card:blue:3"]
    assert browser.find_elements(By.CSS_SELECTOR, '#actions button.tt-guided[data-action="move 3"]')
    assert not browser.find_element(By.ID, "guide-next").is_displayed()
    assert "play the Witch House card" in browser.find_element(By.ID, "guide-ask").text
    screenshot(browser, tmp_path, f"tutorial-hexer-move-{width}.png")
    # A wrong move is refused with the guide's sentence; nothing moves.
    browser.find_element(By.CSS_SELECTOR, '#actions button[data-action="move 4"]').click()
    wait.until(lambda d: d.find_element(By.ID, "error").text.startswith("In this guided game, play the Witch House"))
    assert browser.find_element(By.ID, "board").get_attribute("data-n-actions") == "0"
    browser.find_element(By.CSS_SELECTOR, '#actions button[data-action="move 3"]').click()
    wait.until(lambda d: text(d) == steps[3].text)
    assert [m.get_attribute("data-el") for m in browser.find_elements(By.CSS_SELECTOR, "#board .tt-guided")] == [
        "item:blue:G"
    ]
    assert page_errors(browser) == []
