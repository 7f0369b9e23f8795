"""V:TES decks brought to the table, in a real browser (Debian's Chromium, headless).

In the lobby a person creates a table with their own decklist (pasted, then read from a file after
the server refused a broken one) and a preconstructed deck for each AI seat; a second person opens
the invite link, sees "Choose your deck", is refused a broken list with the reason shown, picks a
precon, and the game starts for both. Screenshots of the lobby form, the choose-your-deck panel and
the first board, on a desktop (1280 x 900) and a phone (390 x 844), go to tests/web/output/.
Skipped with one line without a browser (a failure under TABLETOME_CI=1), like test_browser.py.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx2

from .conftest import Server, create
from .test_browser import page_errors
from .test_browser_kit import chrome, overflow, phone, shoot, waiter  # noqa: F401 (chrome: a fixture)
from .test_seat_inputs import BROKEN, DECK, SECRET_VAMPIRE

AI = "random"


def pick(driver: Any, select_id: str, value: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    Select(driver.find_element(By.ID, select_id)).select_by_value(value)


def text_of(driver: Any, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    found = driver.find_elements(By.ID, element_id)
    return str(found[0].text) if found and found[0].is_displayed() else ""


def shown(driver: Any, selector: str) -> bool:
    from selenium.webdriver.common.by import By

    return any(e.is_displayed() for e in driver.find_elements(By.CSS_SELECTOR, selector))


def fill_lobby(driver: Any, base: str) -> None:
    """A V:TES table of four: us, a second person, two AI seats with a precon each."""
    wait = waiter(driver)
    driver.get(base + "/")
    wait.until(lambda d: shown(d, "#game option[value=vtes]"))
    pick(driver, "game", "vtes")
    pick(driver, "players", "4")
    wait.until(lambda d: shown(d, "#seat-3"))
    for seat, kind in ((0, "human"), (1, "human"), (2, AI), (3, AI)):
        pick(driver, f"seat-{seat}", kind)
    pick(driver, "input-2-deck", "Ventrue")
    pick(driver, "input-3-deck", "Gangrel")


def test_decks_are_chosen_in_the_lobby_and_at_the_table_then_the_game_starts(
    tmp_path: Path,
    servers: list[Server],
    chrome: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    server = Server(tmp_path)
    servers.append(server.start())
    base = server.base
    wait = waiter(chrome)

    # The lobby: our seat's deck is our own list; the second person's seat chooses later.
    fill_lobby(chrome, base)
    assert shown(chrome, "#seat-inputs-0") and shown(chrome, "#seat-inputs-2") and shown(chrome, "#seat-inputs-3")
    assert not shown(chrome, "#seat-inputs-1")
    assert "chooses their deck after joining" in text_of(chrome, "seat-later-1")
    pick(chrome, "input-0-deck", "__own__")
    own = chrome.find_element(By.ID, "input-0-deck-text")
    own.send_keys(BROKEN)
    chrome.find_element(By.ID, "create-button").click()
    wait.until(lambda d: "Methuselah 1's deck cannot be used" in text_of(d, "create-error"))
    assert "/table/" not in chrome.current_url
    assert own.get_attribute("value") == BROKEN  # kept, to be corrected
    assert chrome.find_element(By.ID, "input-2-deck").get_attribute("value") == "Ventrue"
    # The corrected list, read from a file.
    deck_file = tmp_path / "my deck.txt"
    deck_file.write_text(DECK, encoding="utf-8")
    chrome.find_element(By.ID, "input-0-deck-file").send_keys(str(deck_file))
    wait.until(lambda d: d.find_element(By.ID, "input-0-deck-text").get_attribute("value") == DECK)
    chrome.execute_script("document.getElementById('seats').scrollIntoView({block: 'start'})")
    shoot(chrome, "vtes-lobby-desktop.png")
    chrome.find_element(By.ID, "create-button").click()

    # Our page: we are ready; the table waits for Methuselah 2, whose link we send.
    wait.until(lambda d: "/table/" in d.current_url and "#token=" in d.current_url)
    wait.until(lambda d: "You are ready" in text_of(d, "setup-done"))
    assert text_of(chrome, "setup-title") == "Waiting for the other players"
    assert "your own decklist" in text_of(chrome, "setup-done")
    assert "Still choosing" in text_of(chrome, "setup-waiting") and "Methuselah 2" in text_of(chrome, "setup-waiting")
    assert not shown(chrome, "#board")
    shoot(chrome, "vtes-ready-desktop.png")
    first_tab = chrome.current_window_handle
    chrome.find_element(By.CSS_SELECTOR, "#seats li[data-seat='1'] button.invite").click()
    link = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#invite-help input"))[0].get_attribute("value")
    assert "#token=" in link

    # The second person opens the link: "Choose your deck"; a broken list is refused with its reason.
    chrome.switch_to.new_window("tab")
    chrome.get(link)
    wait.until(lambda d: text_of(d, "setup-title") == "Choose your deck")
    assert "preconstructed" in text_of(chrome, "setup-form")
    pick(chrome, "setup-deck", "__own__")
    chrome.find_element(By.ID, "setup-deck-text").send_keys(BROKEN)
    chrome.find_element(By.ID, "setup-ready").click()
    wait.until(lambda d: "Methuselah 2's deck cannot be used" in text_of(d, "setup-error"))
    assert "is not a card" in text_of(chrome, "setup-error")
    assert chrome.find_element(By.ID, "setup-deck-text").get_attribute("value") == BROKEN
    shoot(chrome, "vtes-choose-desktop.png")
    pick(chrome, "setup-deck", "Tremere")
    chrome.find_element(By.ID, "setup-ready").click()

    # The game starts for both: the board replaces the panel, pushed to the first tab too.
    wait.until(lambda d: shown(d, "#board svg") and not shown(d, "#setup"))
    assert "setting up" not in text_of(chrome, "where")
    chrome.switch_to.window(first_tab)
    wait.until(lambda d: shown(d, "#board svg") and not shown(d, "#setup"))
    assert SECRET_VAMPIRE in chrome.find_element(By.ID, "board").get_attribute("innerHTML")  # our crypt
    wait.until(lambda d: d.find_element(By.ID, "board").get_attribute("data-state") in ("your-turn", "waiting"))
    shoot(chrome, "vtes-board-desktop.png")
    assert page_errors(chrome) == []

    # A phone: the first board, the lobby form, and a choose-your-deck panel, nothing wider than the screen.
    phone(chrome)
    chrome.refresh()
    wait.until(lambda d: shown(d, "#board svg"))
    assert overflow(chrome) <= 0
    shoot(chrome, "vtes-board-phone.png")
    with httpx2.Client(base_url=base, timeout=30) as c:
        made = create(c, ["human", "human", AI], seed=3, game="vtes")
    table = made["table"]["id"]
    fill_lobby(chrome, base)
    # The lobby lists a table being set up, its free seat open to join; a spectator sees who chooses.
    row = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'#tables tr[data-table="{table}"]'))[0]
    assert "Setting up — waiting for Methuselah 2 to choose" in row.text
    assert row.find_elements(By.CSS_SELECTOR, 'button.join[data-seat="1"]')
    pick(chrome, "input-0-deck", "__own__")
    chrome.find_element(By.ID, "input-0-deck-text").send_keys(DECK)
    chrome.execute_script("document.getElementById('seats').scrollIntoView({block: 'start'})")
    assert overflow(chrome) <= 0
    shoot(chrome, "vtes-lobby-phone.png")
    chrome.get(f"{base}/watch/{table}")
    wait.until(lambda d: text_of(d, "setup-title") == "The players are choosing")
    assert "Methuselah 2" in text_of(chrome, "setup-waiting") and not shown(chrome, "#setup-form")
    # The second person joins from the lobby and sees the panel.
    chrome.get(base + "/")
    join = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'#tables tr[data-table="{table}"] button.join'))[0]
    chrome.execute_script("arguments[0].click()", join)
    wait.until(lambda d: text_of(d, "setup-title") == "Choose your deck")
    pick(chrome, "setup-deck", "__own__")
    assert overflow(chrome) <= 0
    shoot(chrome, "vtes-choose-phone.png")
    assert page_errors(chrome) == []
