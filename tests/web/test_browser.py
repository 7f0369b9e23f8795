"""A person at the table: Debian's Chromium (headless) clicking through the lobby and a Hexer game.

Needs /usr/bin/chromium and /usr/bin/chromedriver (.ci/install-browser) and selenium: skipped with
one line without them, a failure under TABLETOME_CI=1. Screenshots go to the test's tmp_path and to
tests/web/output/ (git-ignored).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

from .conftest import DEADLINE, Server, create, need, wait_finished

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
OUTPUT = Path(__file__).with_name("output")


def browser_problem() -> str | None:
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if missing:
        return f"{', '.join(missing)} missing (run .ci/install-browser)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "the selenium package is not installed"
    return None


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    need(browser_problem(), "A browser")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for arg in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--window-size=1500,1100",
        f"--user-data-dir={tmp_path / 'chromium-profile'}",
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.set_page_load_timeout(DEADLINE)
    try:
        yield driver
    finally:
        driver.quit()


def page_errors(driver: Any, entries: list[dict[str, Any]] | None = None) -> list[str]:
    """Script errors and Content-Security-Policy refusals in the console's log (read once: it empties)."""
    entries = driver.get_log("browser") if entries is None else entries
    bad = ("Uncaught", "Content Security Policy", "TypeError")
    return [e["message"] for e in entries if any(word in e["message"] for word in bad)]


def screenshot(driver: Any, tmp_path: Path, name: str) -> Path:
    shot = tmp_path / name
    driver.save_screenshot(str(shot))
    assert shot.stat().st_size > 10_000  # a real picture, not an empty page
    OUTPUT.mkdir(exist_ok=True)
    shutil.copy(shot, OUTPUT / name)
    return shot


def test_a_person_creates_a_hexer_table_and_plays_three_turns_by_clicking(
    tmp_path: Path, servers: list[Server], browser: Any
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    server = Server(tmp_path)
    servers.append(server.start())
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(server.base + "/")

    # The lobby: Hexer, three players, one human and two AI seats, a fixed seed.
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#game option[value=hexer]"))
    Select(browser.find_element(By.ID, "game")).select_by_value("hexer")
    Select(browser.find_element(By.ID, "players")).select_by_value("3")
    wait.until(lambda d: d.find_elements(By.ID, "seat-2"))
    for seat, kind in ((0, "human"), (1, "heuristic"), (2, "heuristic")):
        Select(browser.find_element(By.ID, f"seat-{seat}")).select_by_value(kind)
    Select(browser.find_element(By.ID, "preset-difficulty")).select_by_value("standard")
    browser.find_element(By.ID, "seed").send_keys("8")
    browser.find_element(By.ID, "name").send_keys("Browser test")
    browser.find_element(By.ID, "create-button").click()

    # The table page of our seat: the picture arrives over the live socket.
    wait.until(lambda d: "/table/" in d.current_url and "#token=" in d.current_url)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg.tt-hexer"))
    wait.until(lambda d: d.find_element(By.ID, "conn").text == "live")
    board = browser.find_element(By.ID, "board")
    start_svg = board.get_attribute("innerHTML")
    assert 'data-pawn="yellow" data-location="0"' in start_svg  # everybody starts at the University

    # A wrong move typed in gets the rule's sentence, and the table does not change.
    wait.until(lambda d: d.find_element(By.ID, "board").get_attribute("data-state") == "your-turn")
    before = board.get_attribute("data-n-actions")
    browser.find_element(By.ID, "notation").send_keys("fly away")
    browser.find_element(By.ID, "notation-button").click()
    wait.until(lambda d: "is not a move" in d.find_element(By.ID, "error").text)
    assert board.get_attribute("data-n-actions") == before
    # The refused request is in the console's log: the log that page_errors() reads is really read.
    console = browser.get_log("browser")
    assert any("422" in e["message"] for e in console)
    assert page_errors(browser, console) == []

    def round_now() -> int:
        return int(browser.find_element(By.CSS_SELECTOR, "#board svg").get_attribute("data-round"))

    first_round = round_now()
    clicks = 0
    places = set()  # where the yellow pawn has been seen on the board
    # Every investigator takes one turn a round: three rounds on means three turns of ours, clicked.
    while round_now() < first_round + 3:
        wait.until(lambda d: d.find_element(By.ID, "board").get_attribute("data-state") in ("your-turn", "over"))
        assert board.get_attribute("data-state") == "your-turn", "the game ended before three turns"
        buttons = browser.find_elements(By.CSS_SELECTOR, "#actions button.action")
        actions = [b.get_attribute("data-action") for b in buttons]
        # Walk somewhere new when we can; otherwise end the step quickly.
        pick = next((a for a in actions if a.startswith("move ") and a != "move 0"), None)
        pick = pick or ("pass" if "pass" in actions else actions[0])
        n = int(board.get_attribute("data-n-actions"))
        browser.find_element(By.CSS_SELECTOR, f'#actions button.action[data-action="{pick}"]').click()
        clicks += 1
        wait.until(lambda d, n=n: int(d.find_element(By.ID, "board").get_attribute("data-n-actions")) > n)
        places.update(re.findall(r'data-pawn="yellow" data-location="(\d)"', board.get_attribute("innerHTML")))
        # The AI seats play their turns and ours comes back by itself, pushed over the socket.
        wait.until(lambda d: d.find_element(By.ID, "board").get_attribute("data-state") in ("your-turn", "over"))

    svg = board.get_attribute("innerHTML")
    assert svg != start_svg
    assert places - {"0"}, places  # the pawn walked on the board, as clicked
    log_lines = browser.find_elements(By.CSS_SELECTOR, "#log li")
    assert len(log_lines) >= clicks and any("yellow" in li.text for li in log_lines)
    assert int(board.get_attribute("data-n-actions")) > clicks  # the AI seats played too, seen live
    screenshot(browser, tmp_path, "hexer-table.png")
    assert page_errors(browser) == []

    # The lobby lists the table, and this browser remembers the seat's secret link.
    browser.get(server.base + "/")
    wait.until(lambda d: any("Browser test" in li.text for li in d.find_elements(By.CSS_SELECTOR, "#my-seats li")))
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#tables tr[data-table]"))
    assert page_errors(browser) == []


def test_the_replay_steps_forward_and_back_through_a_finished_game(
    tmp_path: Path, servers: list[Server], browser: Any
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    server = Server(tmp_path)
    servers.append(server.start())
    with httpx2.Client(base_url=server.base, timeout=30) as c:
        table = create(c, ["heuristic", "heuristic"], seed=9)["table"]["id"]
        total = wait_finished(c, table)["n_actions"]
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(f"{server.base}/replay/{table}")
    wait.until(lambda d: d.find_element(By.ID, "position").text.startswith(f"step 0 of {total}"))
    browser.find_element(By.ID, "next").click()
    wait.until(lambda d: d.find_element(By.ID, "position").text.startswith(f"step 1 of {total}"))
    browser.find_element(By.ID, "last").click()
    wait.until(lambda d: d.find_element(By.ID, "position").text.startswith(f"step {total} of {total}"))
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg g.outcome")
    # The end is said over the board in words that fit their box, and the banner closes.
    banner = wait.until(lambda d: [b for b in d.find_elements(By.ID, "end-banner") if b.is_displayed()])[0]
    assert browser.execute_script("const b = arguments[0]; return b.scrollWidth <= b.clientWidth", banner)
    browser.find_element(By.ID, "end-close").click()
    wait.until(lambda d: not d.find_element(By.ID, "end-banner").is_displayed())
    browser.find_element(By.ID, "prev").click()
    wait.until(lambda d: d.find_element(By.ID, "position").text.startswith(f"step {total - 1} of {total}"))
    # Seen by one seat: the face-down tiles stay face down; seen whole, none is.
    Select(browser.find_element(By.ID, "seat")).select_by_value("0")
    wait.until(lambda d: "seen by yellow" in d.find_element(By.ID, "where").text)
    browser.find_element(By.ID, "first").click()
    wait.until(lambda d: d.find_element(By.ID, "position").text.startswith("step 0 of"))
    assert 'data-tile="face down"' in browser.find_element(By.ID, "board").get_attribute("innerHTML")
    Select(browser.find_element(By.ID, "seat")).select_by_value("")
    wait.until(lambda d: "seen by everything" in d.find_element(By.ID, "where").text)
    assert 'data-tile="face down"' not in browser.find_element(By.ID, "board").get_attribute("innerHTML")
    screenshot(browser, tmp_path, "hexer-replay.png")
    assert page_errors(browser) == []
