"""The player aid's actions in Chromium (issue 32), on a phone (390x844) and a laptop (1280x900):
a step's kind of move, tapped (or reached by the keyboard), shows the rules' sentence under the
step when no such move is possible now, or lights the moves of that kind in the list and on the
board and offers them; the seat whose turn it is not reads whose turn it is. Screenshots of a
refusal go to tests/web/output/ (and /tmp/shots-aid/ when it exists)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import httpx2
import pytest

from .conftest import DEADLINE, Server
from .test_browser import browser, page_errors, screenshot  # noqa: F401 (browser: the fixture)

SIZES = [(390, 844), (1280, 900)]
SHOTS = Path("/tmp/shots-aid")


def table_of_two(server: Server) -> tuple[dict[int, str], int]:
    """A Crazy Eights table of two people: each seat's page (its token in the fragment), the seat to move."""
    made = httpx2.post(
        f"{server.base}/api/tables", json={"game": "crazy_eights", "seats": ["human", "human"], "seed": 3}
    )
    assert made.status_code == 201, made.text
    table = made.json()["table"]["id"]
    joined = httpx2.post(f"{server.base}/api/tables/{table}/seats/1/join")
    assert joined.status_code == 200, joined.text
    urls = {0: made.json()["url"], 1: joined.json()["url"]}
    token = made.json()["token"]
    page = httpx2.get(f"{server.base}/api/tables/{table}/seats/0", headers={"X-Seat-Token": token}).json()
    return urls, int(page["to_move"])


def open_aid(driver: Any, url: str) -> Any:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, DEADLINE)
    driver.get(url)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg"))
    wait.until(lambda d: d.find_element(By.ID, "aid-toggle")).click()
    wait.until(lambda d: d.find_element(By.ID, "aid").is_displayed())
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#aid .aid-kind"))
    return wait


def step_of(driver: Any, kind: str) -> Any:
    from selenium.webdriver.common.by import By

    button = driver.find_element(By.CSS_SELECTOR, f'#aid .aid-kind[data-kind="{kind}"]')
    return button, button.find_element(By.XPATH, "./ancestor::li[1]")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_tapping_a_step_shows_why_not_or_lights_the_moves(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
    width: int,
    height: int,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    server = Server(tmp_path)
    servers.append(server.start())
    browser.set_window_size(width, height)
    urls, mover = table_of_two(server)
    wait = open_aid(browser, server.base + urls[mover])

    # Each step that names moves has a button per kind; "Or draw" names draw and pass.
    kinds = [b.get_attribute("data-kind") for b in browser.find_elements(By.CSS_SELECTOR, "#aid .aid-kind")]
    assert kinds == ["play", "play:eight", "suit", "draw", "pass"]
    assert browser.find_element(By.CSS_SELECTOR, '#aid .aid-kind[data-kind="play:eight"]').text == "play (eight)"

    # Refused: the rules' sentence, under the step.
    button, step = step_of(browser, "pass")
    button.click()
    answer = step.find_element(By.CSS_SELECTOR, ".aid-answer")
    wait.until(lambda d: answer.text == "You cannot pass now: You can still play or draw (CE-PLAY-04).")
    assert "refused" in answer.get_attribute("class") and button.get_attribute("aria-pressed") == "true"
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", answer)
    assert answer.is_displayed()
    shot = screenshot(browser, tmp_path, f"aid-refusal-{width}.png")
    if SHOTS.is_dir():
        shutil.copy(shot, SHOTS / shot.name)
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width

    # Legal, reached by the keyboard: the plays light up in the list of moves and on the board.
    button, step = step_of(browser, "play")
    button.send_keys(Keys.ENTER)
    answer = step.find_element(By.CSS_SELECTOR, ".aid-answer")
    wait.until(lambda d: answer.find_elements(By.CSS_SELECTOR, ".aid-move"))
    offered = [m.get_attribute("data-action") for m in answer.find_elements(By.CSS_SELECTOR, ".aid-move")]
    listed = [b.get_attribute("data-action") for b in browser.find_elements(By.CSS_SELECTOR, "#actions button.action")]
    assert offered == [a for a in listed if a.startswith("play ")]
    lit = [
        b.get_attribute("data-action") for b in browser.find_elements(By.CSS_SELECTOR, "#actions button.action.aid-lit")
    ]
    assert lit == offered
    lit_ids = [e.get_attribute("data-el") for e in browser.find_elements(By.CSS_SELECTOR, "#board svg .tt-lit")]
    assert set(lit_ids) == {f"hand:{a.split()[1]}" for a in offered}  # each card played (in every layout drawn)
    assert (
        answer.find_element(By.CSS_SELECTOR, ".aid-legal").text == "Possible now (lit on the board and in your moves):"
    )
    shot = screenshot(browser, tmp_path, f"aid-legal-{width}.png")
    if SHOTS.is_dir():
        shutil.copy(shot, SHOTS / shot.name)
    assert (
        not step_of(browser, "pass")[1].find_element(By.CSS_SELECTOR, ".aid-answer").is_displayed()
    )  # one answer at a time

    # An offered move plays: the table moves on, and the stale answer goes.
    played = offered[0]
    answer.find_element(By.CSS_SELECTOR, f'.aid-move[data-action="{played}"]').click()
    wait.until(lambda d: f"plays {played.split()[1]}." in d.find_element(By.ID, "log").text)
    wait.until(lambda d: not d.find_elements(By.CSS_SELECTOR, ".aid-lit"))

    # The seat that just played is not to move now: it reads whose turn it is.
    button, step = step_of(browser, "draw")
    button.click()
    wait.until(
        lambda d: step.find_element(By.CSS_SELECTOR, ".aid-answer").text.startswith(
            f"It is player {2 - mover}'s turn, not yours ("
        )
    )
    assert page_errors(browser) == []

    # A spectator (the watch link) reads whose turn it is, whatever they tap.
    table = urls[0].split("/")[2]
    open_aid(browser, f"{server.base}/watch/{table}")
    button, step = step_of(browser, "play")
    button.click()
    wait.until(
        lambda d: step.find_element(By.CSS_SELECTOR, ".aid-answer").text.startswith(
            f"It is player {2 - mover}'s turn ("
        )
    )
    assert page_errors(browser) == []
