"""The player aid on a table read in Portuguese (issue 32): its words and a refusal naming the seat to
move in the reader's language, in real Chromium at a desktop and a phone width."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from .conftest import Server
from .test_aid_browser import open_aid, step_of, table_of_two
from .test_browser import browser, screenshot  # noqa: F401 (browser: the fixture)

SHOTS = Path("/tmp/shots-aid-pt")


@pytest.mark.parametrize(("width", "height"), [(1280, 900), (390, 844)])
def test_a_refusal_on_a_portuguese_table_names_the_seat_in_portuguese(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
    width: int,
    height: int,
) -> None:
    from selenium.webdriver.common.by import By

    server = Server(tmp_path)
    servers.append(server.start())
    browser.set_window_size(width, height)
    urls, mover = table_of_two(server)
    browser.get(server.base + "/")
    browser.add_cookie({"name": "tt_lang", "value": "pt"})
    wait = open_aid(browser, server.base + urls[1 - mover])
    button, step = step_of(browser, "pass")
    assert button.get_attribute("title").startswith("dá para pass agora?")
    button.click()
    answer = step.find_element(By.CSS_SELECTOR, ".aid-answer")
    said = f"É a vez de jogador {mover + 1}, não a sua ("
    try:
        wait.until(lambda d: answer.text.startswith(said))
    finally:
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", answer)
        shot = screenshot(browser, tmp_path, f"aid-pt-refusal-{width}.png")
        SHOTS.mkdir(exist_ok=True)
        shutil.copy(shot, SHOTS / shot.name)
    assert "refused" in answer.get_attribute("class")
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
