"""The V:TES deck builder in a real browser (Debian's Chromium, headless): from the lobby's link, a
pasted list refused with its reason, a precon opened, crypt cards taken out until the check says
the crypt is too small (at the top and in the crypt pane), put back (one with its + button, one
found by the search) until the deck is legal again, a card's text read on hover, the deck
downloaded and kept in this browser; then at a V:TES table's setup stage the saved deck is chosen
under "My saved decks", and the game starts with it. Screenshots at a desktop's and a phone's width
go to tests/web/output/. Skipped with one line without a browser (a failure under
TABLETOME_CI=1), like test_browser.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.decks import parse_deck
from tabletome.games.vtes.preconstructed import precon

from .conftest import Server, create
from .test_browser import browser, page_errors  # noqa: F401 (browser: a fixture)
from .test_browser_kit import overflow, phone, shoot, waiter
from .test_seat_inputs import BROKEN

CRYPT_TOO_SMALL = "The crypt holds 10 cards; a crypt needs at least 12"


def shown_text(driver: Any, selector: str) -> str:
    from selenium.webdriver.common.by import By

    return " ".join(e.text for e in driver.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed())


def click(driver: Any, selector: str) -> None:
    from selenium.webdriver.common.by import By

    node = driver.find_element(By.CSS_SELECTOR, selector)
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", node)
    node.click()


def row(name: str, pane: str = "#crypt") -> str:
    return f'{pane} li[data-card="{name}"]'


def test_a_deck_is_built_checked_kept_and_played_at_a_table(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    server = Server(tmp_path)
    servers.append(server.start())
    base = server.base
    wait = waiter(browser)
    browser.get(base + "/")
    wait.until(lambda d: d.find_elements(By.ID, "build-deck"))
    browser.find_element(By.ID, "build-deck").click()
    wait.until(lambda d: d.current_url == base + "/decks")

    # A pasted list that cannot be read: the reason, under the list kept as typed.
    click(browser, "#paste-box summary")
    browser.find_element(By.ID, "paste").send_keys(BROKEN)
    click(browser, "#read-paste")
    wait.until(lambda d: "'Nobody In Particular' is not a card" in shown_text(d, "#paste-error"))
    assert browser.find_element(By.ID, "paste").get_attribute("value") == BROKEN
    assert "An empty deck" in shown_text(browser, "#verdict")

    # A precon, opened: legal, its twelve vampires in the crypt pane with their groups and capacity.
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#precon option")) == 15)
    Select(browser.find_element(By.ID, "precon")).select_by_visible_text("Tremere (Fifth Edition)")
    click(browser, "#open-precon")
    wait.until(lambda d: "A legal deck (12 crypt, 77 library)" in shown_text(d, "#verdict"))
    assert browser.find_element(By.ID, "deck-name").get_attribute("value") == "Tremere (Fifth Edition)"
    assert (
        shown_text(browser, "#crypt-title") == "Crypt (12)" and shown_text(browser, "#library-title") == "Library (77)"
    )
    wait.until(lambda d: "12 of group 6. Average capacity 5.42" in shown_text(d, "#crypt-summary"))
    assert "Master (11)" in shown_text(browser, "#library h3")

    # Two vampires out: the check says the crypt is too small, at the top and in the crypt pane.
    click(browser, row("Ayelech (G6)") + " button.less")
    click(browser, row("Chrysanthemum (G6)") + " button.less")
    wait.until(lambda d: CRYPT_TOO_SMALL in shown_text(d, "#problems"))
    assert "Not a legal deck (10 crypt, 77 library): 1 problem." in shown_text(browser, "#verdict")
    assert CRYPT_TOO_SMALL in shown_text(browser, "#crypt-problems")
    assert not browser.find_elements(By.CSS_SELECTOR, row("Chrysanthemum (G6)"))
    assert shown_text(browser, row("Ayelech (G6)") + " .count") == "1"
    shoot(browser, "vtes-deck-problem-desktop.png")

    # Back in: one with its + button, one found by the search (its text on hover, as printed).
    click(browser, row("Ayelech (G6)") + " button.more")
    browser.find_element(By.ID, "q").send_keys("chrysanth")
    result = '#results li[data-card="Chrysanthemum (G6)"]'
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, result))
    name = browser.find_element(By.CSS_SELECTOR, result + " button.card-name")
    ActionChains(browser).move_to_element(name).perform()
    text = str(load_cards().named("Chrysanthemum (G6)").get("text"))
    wait.until(lambda d: d.find_element(By.ID, "card-tip").is_displayed())
    assert " ".join(text.split()) in " ".join(browser.find_element(By.ID, "card-tip").text.split())
    click(browser, result + " button.add")
    wait.until(lambda d: "A legal deck (12 crypt, 77 library)" in shown_text(d, "#verdict"))
    assert shown_text(browser, "#problems") == "" and shown_text(browser, "#crypt-problems") == ""
    assert "1 in the deck" in shown_text(browser, result)

    # Kept in this browser under its name.
    field = browser.find_element(By.ID, "deck-name")
    field.clear()
    field.send_keys("My Tremere")
    click(browser, "#use")
    wait.until(lambda d: "Kept in this browser as “My Tremere”" in shown_text(d, "#kept"))
    assert Select(browser.find_element(By.ID, "saved")).first_selected_option.text == "My Tremere"
    # Downloaded as text: the tournament archive's layout, read back as the same deck.
    downloads = tmp_path / "downloads"
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    click(browser, "#download")
    wait.until(lambda d: (downloads / "My_Tremere.txt").exists())
    saved = parse_deck((downloads / "My_Tremere.txt").read_text(encoding="utf-8"))
    assert saved.name == "My Tremere" and saved.same_cards(precon("Tremere"))
    browser.execute_script("window.scrollTo(0, 0)")
    shoot(browser, "vtes-deck-desktop.png")
    assert page_errors(browser) == []

    # A phone's width: nothing wider than the screen, the panes one under the other.
    phone(browser)
    browser.refresh()
    wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#precon option")) == 15)
    click(browser, "#open-saved")
    wait.until(lambda d: "A legal deck (12 crypt, 77 library)" in shown_text(d, "#verdict"))
    browser.find_element(By.ID, "q").send_keys("govern")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results li"))
    assert overflow(browser) <= 0
    shoot(browser, "vtes-deck-phone.png")
    click(browser, row("Ayelech (G6)") + " button.card-name")  # a tap pins the card's text
    wait.until(lambda d: d.find_element(By.ID, "card-tip").is_displayed())
    tip = browser.find_element(By.ID, "card-tip").rect
    assert tip["x"] >= 0 and tip["x"] + tip["width"] <= 390
    shoot(browser, "vtes-deck-tip-phone.png")
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    # A V:TES table: the second person's seat chooses the saved deck at the setup stage.
    with httpx2.Client(base_url=base, timeout=30) as c:
        others = {"0": {"deck": "Gangrel"}, "2": {"deck": "Ventrue"}, "3": {"deck": "Malkavian"}}
        made = create(c, ["human", "human", "random", "random"], seed=4, game="vtes", inputs=others)
        table = made["table"]["id"]
        joined = c.post(f"/api/tables/{table}/seats/1/join")
        assert joined.status_code == 200, joined.text
    browser.get(base + joined.json()["url"])
    wait.until(lambda d: shown_text(d, "#setup-title") == "Choose your deck")
    Select(browser.find_element(By.ID, "setup-deck-saved")).select_by_visible_text("My Tremere")
    own = browser.find_element(By.ID, "setup-deck-text")
    assert own.is_displayed() and own.get_attribute("value").startswith("Deck Name: My Tremere")
    assert browser.find_element(By.ID, "setup-deck").get_attribute("value") == "__own__"
    shoot(browser, "vtes-deck-setup-desktop.png")
    click(browser, "#setup-ready")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg") and not shown_text(d, "#setup"))
    board = browser.find_element(By.ID, "board").get_attribute("innerHTML")
    ours = {str(card.get("printed_name")) for card, _ in precon("Tremere").crypt}
    assert any(name in board for name in ours), "our Tremere vampires are not on the board"
    assert page_errors(browser) == []
