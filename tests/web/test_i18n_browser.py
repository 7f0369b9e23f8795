"""The pages in Portuguese in Chromium (issue 32): with the tt_lang=pt cookie the lobby and a table
show every button, heading and label the catalogs know in Portuguese (none left in English), the
header's switch turns the page Spanish (and sets the cookie the next page reads), and a move refused
at the table says the rules' sentence in Portuguese. At 390x844 and 1280x900; screenshots go to
tests/web/output/."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2
import pytest

from tabletome.engine import i18n

from .conftest import DEADLINE, Server
from .test_browser import browser, page_errors, screenshot  # noqa: F401 (browser: the fixture)

#: Every visible element's own text, and its title, placeholder and aria-label.
VISIBLE_TEXTS = """
const out = [];
for (const el of document.querySelectorAll('body *')) {
  if (!el.offsetParent || ['SCRIPT', 'STYLE'].includes(el.tagName)) continue;
  let own = '';
  for (const n of el.childNodes) if (n.nodeType === 3) own += n.textContent;
  if (own.trim()) out.push(own.trim());
  for (const a of ['title', 'placeholder', 'aria-label']) if (el.getAttribute(a)) out.push(el.getAttribute(a).trim());
}
return out;
"""
#: The chrome's buttons and headings.
CHROME = "button, h1, h2, h3, label, summary, legend, th"


def english_left(driver: Any, lang: str, names: tuple[str, ...] = ()) -> list[str]:
    """The visible texts that are an English message of the catalog with another translation
    (``names``: the seats' names, which the game's board and log print as they are)."""
    said = i18n.messages(lang)
    texts: list[str] = driver.execute_script(VISIBLE_TEXTS)
    return sorted({t for t in texts if isinstance(said.get(t), str) and said[t] != t and t not in names})


def chrome_texts(driver: Any) -> list[str]:
    from selenium.webdriver.common.by import By

    return [
        e.text.strip() for e in driver.find_elements(By.CSS_SELECTOR, CHROME) if e.is_displayed() and e.text.strip()
    ]


def shows(shown: list[str], text: str) -> bool:
    """A button or heading says ``text`` (a button may add its key: 'Como jogar H')."""
    return any(s == text or s.startswith((text + " ", text + "\n")) for s in shown)


def in_lang(text: str, lang: str) -> str:
    with i18n.use(lang):
        return i18n.gettext(text)


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_the_lobby_and_a_table_speak_portuguese_and_the_switch_changes_it(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
    width: int,
    height: int,
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    server = Server(tmp_path)
    servers.append(server.start())
    browser.set_window_size(width, height)
    wait = WebDriverWait(browser, DEADLINE)
    browser.get(server.base + "/")
    browser.add_cookie({"name": "tt_lang", "value": "pt", "path": "/"})
    browser.get(server.base + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#guided button[data-game]"))
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pt"
    shown = chrome_texts(browser)
    for english in ("New table", "Guided first game"):
        assert shows(shown, in_lang(english, "pt")), (english, shown)
    assert english_left(browser, "pt") == []
    screenshot(browser, tmp_path, f"i18n-lobby-pt-{width}.png")

    # A Hexer table of one person and two scripted players, opened by its seat's link.
    r = httpx2.post(
        server.base + "/api/tables",
        json={"game": "hexer", "seats": ["human", "heuristic", "heuristic"], "seed": 7},
        timeout=DEADLINE,
    )
    assert r.status_code == 201, r.text
    made = r.json()
    seats = tuple(s["label"] for s in made["table"]["seats"])  # Hexer's colours: yellow, blue, orange
    browser.get(server.base + made["url"] if made["url"].startswith("/") else made["url"])
    wait.until(lambda d: in_lang("Your turn.", "pt") in d.find_element(By.TAG_NAME, "body").text)
    shown = chrome_texts(browser)
    for english in ("How to play", "Rules", "Play"):
        assert shows(shown, in_lang(english, "pt")), (english, shown)
    assert english_left(browser, "pt", seats) == []
    screenshot(browser, tmp_path, f"i18n-table-pt-{width}.png")

    # A move the rules refuse, asked through the table's API with the page's cookie: Portuguese.
    refused = httpx2.post(
        f"{server.base}/api/tables/{made['table']['id']}/seats/{made['seat']}/actions",
        json={"action": "passage rlyeh"},
        headers={"X-Seat-Token": made["token"]},
        cookies={"tt_lang": "pt"},
        timeout=DEADLINE,
    )
    assert refused.status_code == 422
    assert refused.json()["detail"].startswith("Ninguém sabe ainda qual Grande Primogênito espera em R'lyeh")

    # The switch: ES turns this page Spanish and the next page too (the cookie).
    browser.find_element(By.CSS_SELECTOR, ".lang-switch [data-lang=es]").click()
    wait.until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "es")
    wait.until(lambda d: in_lang("Your turn.", "es") in d.find_element(By.TAG_NAME, "body").text)
    assert english_left(browser, "es", seats) == []
    assert shows(chrome_texts(browser), in_lang("How to play", "es"))
    assert browser.get_cookie("tt_lang")["value"] == "es"
    browser.get(server.base + "/")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#guided button[data-game]"))
    assert shows(chrome_texts(browser), in_lang("New table", "es"))
    assert english_left(browser, "es") == []
    # and EN brings English back
    browser.find_element(By.CSS_SELECTOR, ".lang-switch [data-lang=en]").click()
    wait.until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    wait.until(lambda d: shows(chrome_texts(d), "New table"))
    assert page_errors(browser) == []
