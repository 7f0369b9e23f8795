"""The V:TES table in a real browser (Debian's Chromium, headless), as a player sees it: on a desktop
(1280 x 900) the wide layout, the whole table (the places round it, your prey and your predator) on
the first screen; on a phone (390 x 844) the narrow layout, no word under 11 CSS px and nothing wider
than the screen. Skipped with one line without a browser (a failure under TABLETOME_CI=1)."""

from __future__ import annotations

from typing import Any

from .test_browser import page_errors
from .test_browser_kit import board, chrome, new_table, overflow, phone, shoot, site, waiter  # noqa: F401

# The smallest word drawn, in CSS px: each visible text's font size through the picture's scale.
SMALLEST = """const svg = document.querySelector('#board svg');
const shown = [...svg.querySelectorAll('text')].filter((t) => !t.closest('[display="none"]'));
return Math.min(...shown.map((t) => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a));"""
PLACES = """return [...document.querySelectorAll('#board svg .tt-%s .table .place')].map((p) => {
  const r = p.getBoundingClientRect();
  return {seat: Number(p.dataset.seat), top: r.top, bottom: r.bottom, left: r.left, right: r.right, words: p.textContent};
});"""


def test_the_vtes_table_reads_on_a_desktop_and_on_a_phone(
    site: str,  # noqa: F811
    chrome: Any,  # noqa: F811
) -> None:
    made = new_table(site, "vtes", ["human", "heuristic", "heuristic", "heuristic"], seed=5, options={"players": 4})
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") in ("your-turn", "over"))
    view_box = "return document.querySelector('#board svg').getAttribute('viewBox')"
    assert chrome.execute_script(view_box).startswith("0 0 880 ")
    places = chrome.execute_script(PLACES % "wide")
    assert [p["seat"] for p in places] == [0, 1, 2, 3]  # you first, then clockwise
    assert all(p["top"] >= 0 and p["bottom"] <= 900 for p in places)  # the whole table on the first screen
    assert "your prey" in places[1]["words"] and "your predator" in places[3]["words"]
    assert places[0]["top"] > places[2]["bottom"]  # you at the bottom, across from the seat opposite
    assert places[1]["right"] < places[3]["left"]  # your prey on your left, your predator on your right
    assert chrome.execute_script(SMALLEST) >= 11
    shoot(chrome, "vtes-table-desktop.png")

    phone(chrome)
    chrome.refresh()
    wait.until(lambda d: board(d, "state") in ("your-turn", "over"))
    wait.until(lambda d: d.execute_script(view_box).startswith("0 0 380 "))
    assert (
        chrome.execute_script("return document.querySelector('#board svg .tt-wide').getAttribute('display')") == "none"
    )
    places = chrome.execute_script(PLACES % "narrow")
    assert [p["seat"] for p in places] == [0, 1, 2, 3]
    assert "your prey" in places[1]["words"] and "your predator" in places[3]["words"]
    assert all(p["right"] <= 390 for p in places)
    assert chrome.execute_script(SMALLEST) >= 11
    assert overflow(chrome) <= 0
    shoot(chrome, "vtes-table-phone.png")
    assert page_errors(chrome) == []
