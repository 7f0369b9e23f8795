"""Acting on the board in Chromium: on your turn the elements your moves are about are marked, and
a click (or Enter on one reached with Tab) plays the move, or opens a menu of the moves it names.

Uses the in-process server and the headless Chromium of test_browser_kit.py (skipped with one line
without a browser, a failure under TABLETOME_CI=1).
"""

from __future__ import annotations

from typing import Any

from . import test_browser_kit as kit
from .test_browser import page_errors
from .test_browser_kit import board, n_actions, new_table, waiter

site = kit.site  # the fixtures: a server in this process, a headless Chromium
chrome = kit.chrome


def targets(driver: Any) -> list[dict[str, Any]]:
    """The marked elements of the board: id, label, Tab stop, and the moves of the page naming it."""
    found: list[dict[str, Any]] = driver.execute_script(
        """return [...document.querySelectorAll('#board .tt-target')].map((n) => ({
          id: n.getAttribute('data-el'), label: n.getAttribute('aria-label'), tabindex: n.getAttribute('tabindex'),
          role: n.getAttribute('role'), popup: n.getAttribute('aria-haspopup'),
          ring: Boolean(n.querySelector(':scope > .tt-ring') || (n.nextElementSibling && n.nextElementSibling.matches('.tt-ring'))),
        }));"""
    )
    return found


def legal_moves(driver: Any) -> dict[str, bool]:
    """The moves of the page (its move buttons)."""
    page: dict[str, bool] = driver.execute_script(
        """const out = {};
        for (const b of document.querySelectorAll('#actions button.action')) out[b.dataset.action] = true;
        return out;"""
    )
    return page


def click_element(driver: Any, el_id: str) -> None:
    """A real mouse click on the element (Selenium moves the pointer to its centre)."""
    from selenium.webdriver.common.action_chains import ActionChains

    node = driver.execute_script(
        "return [...document.querySelectorAll('#board [data-el]')].find((n) => n.getAttribute('data-el') === arguments[0])",
        el_id,
    )
    assert node is not None, el_id
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
    ActionChains(driver).move_to_element(node).click().perform()


def open_table(base: str, driver: Any, game: str, seats: list[str], seed: int, **extra: Any) -> Any:
    made = new_table(base, game, seats, seed=seed, **extra)
    wait = waiter(driver)
    driver.get(base + "/")
    driver.execute_script("localStorage.setItem('tabletome.pace', '0')")
    driver.get(base + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    return wait


def test_crazy_eights_a_card_of_the_hand_is_played_by_clicking_it(site: str, chrome: Any) -> None:
    wait = open_table(site, chrome, "crazy_eights", ["human", "heuristic"], seed=3)
    wait.until(lambda d: targets(d))
    marked = targets(chrome)
    moves = legal_moves(chrome)
    plays = [m for m in moves if m.startswith("play ")]
    # Every card you may play is marked, reachable with Tab, named for a screen reader, ringed.
    assert {t["id"] for t in marked} >= {"hand:" + m.split()[1] for m in plays}
    assert all(t["tabindex"] == "0" and t["role"] == "button" and t["ring"] for t in marked)
    card = next(t for t in marked if t["id"].startswith("hand:"))
    assert f"(play {card['id'][5:]})" in card["label"]
    before = n_actions(chrome)
    click_element(chrome, card["id"])
    wait.until(lambda d: n_actions(d) > before)
    assert chrome.execute_script("return document.querySelector('#log').textContent").count(card["id"][5:]) >= 1
    assert page_errors(chrome) == []
