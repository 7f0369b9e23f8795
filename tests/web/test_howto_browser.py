"""A new player in Chromium, on a phone (390x844) and a laptop (1280x900): the lobby speaks in
labels and explanations (no engine names), asks Elder Sign's place first, and the table page's
player aid opens beside the board with the turn in steps. Screenshots go to tests/web/output/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import games, get_game
from tabletome.engine.howto import howto

from .conftest import DEADLINE, Server
from .test_browser import browser, page_errors, screenshot  # noqa: F401 (browser: the fixture)

SIZES = [(390, 844), (1280, 900)]


def _lobby_text(driver: Any) -> str:
    text: str = driver.execute_script("return document.getElementById('create').innerText")
    return text


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_lobby_shows_labels_and_the_aid_opens_beside_the_board(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
    width: int,
    height: int,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    server = Server(tmp_path)
    servers.append(server.start())
    browser.set_window_size(width, height)
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(server.base + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#game option[value=elder_sign]"))

    # Every game: each offered option by its label, none by its engine name.
    for game in games():
        Select(browser.find_element(By.ID, "game")).select_by_value(game.id)
        wait.until(
            lambda d, g=game: d.find_element(By.ID, "howto-link").get_attribute("href").endswith(f"/howto/{g.id}")
        )
        text = _lobby_text(browser)
        defaults = {o.name: o.default for o in game.options}
        for o in game.options:
            if o.legacy or o.name == "players" or o.per_seat:
                continue
            if o.when and defaults[o.when[0]] != o.when[1]:
                assert o.label not in text, f"{game.id}: '{o.label}' shows though it does not matter"
                continue
            assert o.label in text, f"{game.id}: the lobby does not show '{o.label}'"
            if "_" in o.name:
                assert o.name not in text, f"{game.id}: the lobby shows the engine's name {o.name}"
        h = howto(game)
        assert h is not None
        wait.until(lambda d, s=h.summary: d.find_element(By.ID, "game-about").text == s)

    # Elder Sign: where you play comes first, as a choice in words.
    Select(browser.find_element(By.ID, "game")).select_by_value("elder_sign")
    modes = browser.find_element(By.ID, "mode-mode")
    assert "The Lightless Pyramid (Omens of the Pharaoh)" in modes.text
    above = browser.execute_script(
        "return document.getElementById('modes').getBoundingClientRect().top"
        " < document.getElementById('options').getBoundingClientRect().top"
    )
    assert above
    assert "yig_sign_loss" not in _lobby_text(browser) and "Yig takes back an Elder Sign when" in _lobby_text(browser)
    # The Pyramid's own options come with it, the Museum's go.
    assert "The Exhibit" in _lobby_text(browser) and "Flipping the entrance costs" not in _lobby_text(browser)
    browser.find_element(By.CSS_SELECTOR, "#mode-mode input[value=lightless_pyramid]").click()
    wait.until(lambda d: "Flipping the entrance costs" in _lobby_text(d))
    assert "The Exhibit" not in _lobby_text(browser)
    browser.find_element(By.CSS_SELECTOR, "#mode-mode input[value=museum]").click()
    # Nothing wider than the screen.
    assert browser.execute_script("return document.documentElement.scrollWidth") <= width
    screenshot(browser, tmp_path, f"howto-lobby-{width}.png")

    # A Hexer table: its difficulty says what it sets; the aid is closed, then opens beside the
    # board with the turn's steps.
    Select(browser.find_element(By.ID, "game")).select_by_value("hexer")
    Select(browser.find_element(By.ID, "preset-difficulty")).select_by_value("hard")
    assert browser.find_element(By.ID, "preset-difficulty-help").text == (
        "Sets Starting sanity: 5 · Necron's head start: yes · Remove a creature pair: yes."
    )
    Select(browser.find_element(By.ID, "preset-difficulty")).select_by_value("standard")
    Select(browser.find_element(By.ID, "players")).select_by_value("2")
    wait.until(lambda d: d.find_elements(By.ID, "seat-1"))
    Select(browser.find_element(By.ID, "seat-1")).select_by_value("heuristic")
    browser.find_element(By.ID, "create-button").click()
    wait.until(lambda d: "/table/" in d.current_url)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg"))
    toggle = wait.until(lambda d: d.find_element(By.ID, "aid-toggle"))
    aid = browser.find_element(By.ID, "aid")
    assert not aid.is_displayed() and toggle.get_attribute("aria-expanded") == "false"
    toggle.click()
    wait.until(lambda d: d.find_element(By.ID, "aid").is_displayed())
    h = howto(get_game("hexer"))
    assert h is not None
    steps = aid.find_elements(By.CSS_SELECTOR, "ol.aid-turn > li")
    assert [s.find_element(By.TAG_NAME, "strong").text for s in steps] == [i.title for i in h.sections["turn"]]
    box = browser.execute_script(
        "const r = document.getElementById('aid').getBoundingClientRect(); return [r.left, r.right, r.top, r.bottom];"
    )
    assert box[0] >= 0 and box[1] <= width and box[2] >= 0  # on screen, beside (or below) the board
    assert browser.find_element(By.ID, "board").is_displayed()
    screenshot(browser, tmp_path, f"howto-aid-{width}.png")
    # A rule id in the aid opens the Rules panel at that rule; Escape closes the aid.
    aid.find_element(By.CSS_SELECTOR, "a.clause-link").click()
    wait.until(lambda d: "ref-open" in d.find_element(By.TAG_NAME, "body").get_attribute("class"))
    browser.find_element(By.TAG_NAME, "body").send_keys("\ue00c")  # Escape
    wait.until(lambda d: not d.find_element(By.ID, "aid").is_displayed())
    assert toggle.get_attribute("aria-expanded") == "false"
    assert page_errors(browser) == []


def test_the_howto_page_cuts_each_component_out_of_the_games_picture(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    server = Server(tmp_path)
    servers.append(server.start())
    wait = WebDriverWait(browser, DEADLINE)
    for width, height in SIZES:
        browser.set_window_size(width, height)
        browser.get(server.base + "/howto/hexer")
        wanted = len(browser.find_elements(By.CSS_SELECTOR, "li[data-picture]"))
        assert wanted >= 5
        wait.until(lambda d, n=wanted: len(d.find_elements(By.CSS_SELECTOR, "li[data-picture] svg.howto-crop")) == n)
        for pic in browser.find_elements(By.CSS_SELECTOR, "svg.howto-crop"):
            size = pic.size
            assert 0 < size["width"] <= width and size["height"] > 0
        assert browser.execute_script("return document.documentElement.scrollWidth") <= width
        screenshot(browser, tmp_path, f"howto-page-{width}.png")
        # A rule id opens the list of every rule at that rule.
        link = browser.find_element(By.CSS_SELECTOR, "#turn a.clause-link")
        clause = link.text
        browser.execute_script("arguments[0].click()", link)
        wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "details.howto-rules").get_attribute("open") is not None)
        assert browser.find_element(By.ID, clause).is_displayed()
        assert page_errors(browser) == []
