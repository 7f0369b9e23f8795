"""The boards on a phone (issue 31), in a real browser (Debian's Chromium, headless): at 390 x 844
the picture switches to its phone layout, no word of it under 11 CSS px (the median and the
smallest of every shown SVG <text>, through the picture's scale), nothing wider than the screen, and
the first thing the decision is about (its first marked element) on the first screen. Every game
and mode: Hexer, Arkham Noir, Cyclades, Elder Sign (the Museum and the Lightless Pyramid), V:TES and
Crazy Eights; screenshots at 1280 x 900 and 390 x 844 go to tests/web/output/, and to
docs/screenshots/ (the README's) with TABLETOME_DOCS_SCREENSHOTS=1. Skipped with one line without a
browser (a failure under TABLETOME_CI=1)."""

from __future__ import annotations

from typing import Any

import pytest

from .test_browser import page_errors
from .test_browser_kit import board, chrome, n_actions, new_table, overflow, phone, shoot, site, waiter  # noqa: F401

# Each shown <text>'s size in CSS px: its font size through the picture's scale.
SIZES = """const svg = document.querySelector('#board svg');
return [...svg.querySelectorAll('text')].filter((t) => !t.closest('[display="none"]') && t.getBBox().width > 0)
  .map((t) => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a).sort((a, b) => a - b);"""
# The first marked element of the shown layout: where it stands on the screen.
FIRST_TARGET = """const n = [...document.querySelectorAll('#board .tt-target')].find((e) => !e.closest('[display="none"]'));
if (!n) return null;
const r = n.getBoundingClientRect();
return {id: n.getAttribute('data-el'), top: r.top, bottom: r.bottom, width: r.width};"""
VIEW_BOX = "return document.querySelector('#board svg').getAttribute('viewBox')"

TABLES = {
    "hexer": ("hexer", ["human", "heuristic", "heuristic"], {}),
    "arkham-noir": ("arkham_noir", ["human"], {}),
    "cyclades": ("cyclades", ["human", "heuristic", "heuristic"], {"players": 3}),
    "elder-sign-museum": ("elder_sign", ["human"], {"players": 1, "mode": "museum"}),
    "elder-sign-pyramid": ("elder_sign", ["human"], {"players": 1, "mode": "lightless_pyramid"}),
    "vtes": ("vtes", ["human", "heuristic", "heuristic", "heuristic"], {"players": 4}),
    "crazy-eights": ("crazy_eights", ["human", "random"], {}),
}

# Every game marks the elements of its moves in its phone layout too (V:TES since its narrow layout
# was marked), so each is measured for where its decision stands.
MARKED_WIDE_ONLY: frozenset[str] = frozenset()
# V:TES draws the table (every place, prey and predator, the action) above your own region on a
# phone, so what your decision is about is on the second screen: a known gap of issue 31, held to it.
SECOND_SCREEN = frozenset({"vtes"})


def sizes(driver: Any) -> tuple[float, float]:
    """The median and the smallest word of the board, in CSS px."""
    found: list[float] = driver.execute_script(SIZES)
    assert found
    return found[len(found) // 2], found[0]


@pytest.mark.parametrize("name", list(TABLES))
def test_a_board_reads_on_a_phone_with_its_decision_on_the_first_screen(
    site: str,  # noqa: F811
    chrome: Any,  # noqa: F811
    name: str,
) -> None:
    game, seats, options = TABLES[name]
    made = new_table(site, game, seats, seed=2, options=options)
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    wide = chrome.execute_script(VIEW_BOX)
    shoot(chrome, f"{name}-desktop.png")

    phone(chrome)
    chrome.refresh()
    wait.until(lambda d: board(d, "state") == "your-turn")
    wait.until(lambda d: d.execute_script(VIEW_BOX) != wide)
    if name in MARKED_WIDE_ONLY:
        wait.until(lambda d: d.execute_script(SIZES))
    else:
        wait.until(lambda d: d.execute_script(FIRST_TARGET))
    median, smallest = sizes(chrome)
    print(f"{name} at 390x844: median {median:.1f} px, smallest {smallest:.1f} px")
    assert smallest >= 11 and median >= 11
    assert overflow(chrome) <= 0
    first = chrome.execute_script(FIRST_TARGET)
    if name in MARKED_WIDE_ONLY:  # nothing to tap on the phone yet: this fails once it marks its elements there
        assert first is None, f"{name} marks its phone layout now: check its decision is on the first screen"
    else:
        screens = 2 if name in SECOND_SCREEN else 1
        assert first["bottom"] <= 844 * screens, first  # what the decision is about, without scrolling
    shoot(chrome, f"{name}-phone.png")
    assert page_errors(chrome) == []


def test_an_elder_sign_roll_shows_its_dice_first_on_a_phone(
    site: str,  # noqa: F811
    chrome: Any,  # noqa: F811
) -> None:
    """ES-ADV-06: after a roll the dice to mark, focus or assign are right under the prompt, each a
    tap (seed 8: the adventure at a1, then a roll with dice to mark)."""
    from selenium.webdriver.common.by import By

    made = new_table(site, "elder_sign", ["human"], seed=8, options={"players": 1, "mode": "museum"})
    wait = waiter(chrome)
    phone(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    for move in ("go a1", "roll"):
        wait.until(lambda d, m=move: d.find_elements(By.CSS_SELECTOR, f'#actions button.action[data-action="{m}"]'))
        chrome.execute_script(f"document.querySelector('#actions button.action[data-action=\"{move}\"]').click()")
    wait.until(lambda d: (d.execute_script(FIRST_TARGET) or {}).get("id", "").startswith("die:"))
    first = chrome.execute_script(FIRST_TARGET)
    assert first["bottom"] <= 844 and first["width"] >= 40, first  # a die a finger can tap, on the first screen
    median, smallest = sizes(chrome)
    assert smallest >= 11 and median >= 11
    assert overflow(chrome) <= 0
    shoot(chrome, "elder-sign-roll-phone.png")
    assert page_errors(chrome) == []


def test_a_cyclades_turn_shows_the_map_first_on_a_phone(
    site: str,  # noqa: F811
    chrome: Any,  # noqa: F811
) -> None:
    """After the offerings (CY-OFF), a god's turn is about the map: its islands and sea spaces are
    the first things to tap, on the first screen."""
    made = new_table(site, "cyclades", ["human", "heuristic", "heuristic"], seed=2, options={"players": 3})
    wait = waiter(chrome)
    phone(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    seen = []
    for _ in range(12):
        wait.until(lambda d: board(d, "state") == "your-turn" and d.execute_script(FIRST_TARGET))
        first = chrome.execute_script(FIRST_TARGET)
        seen.append(first and first["id"])
        if first and first["id"].split(":")[0] in ("island", "sea"):
            break
        before = n_actions(chrome)
        # the highest offer of the list (rarely outbid: the offerings end sooner), else the first move
        chrome.execute_script(
            """const moves = [...document.querySelectorAll('#actions button.action')];
            const offers = moves.filter((b) => b.dataset.action.startsWith('offer '));
            (offers[offers.length - 1] || moves[0]).click();"""
        )
        wait.until(lambda d, n=before: n_actions(d) > n)
    assert first and first["id"].split(":")[0] in ("island", "sea") and first["bottom"] <= 844, seen
    median, smallest = sizes(chrome)
    assert smallest >= 11 and median >= 11
    assert overflow(chrome) <= 0
    shoot(chrome, "cyclades-turn-phone.png")
    assert page_errors(chrome) == []
