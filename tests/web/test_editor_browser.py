"""The edition editor in a real browser (Debian's Chromium, headless), against `tabletome serve`.

An owner of Hexer breaks a creature's defeat items and sees the problem at that field and at the top,
fixes it, asks how the edition plays, compares it with the stand-in, saves it, creates a table with it
from the lobby, plays a move there, and the finished table's record names the saved edition and
replays. The editor fits a phone with every field in reach; Arkham Noir's stand-in loads and checks
valid; an edition file with a mistake is opened and the mistake shown at its field. Screenshots go to
tests/web/output/. Skipped with one line without a browser (a failure under TABLETOME_CI=1).
"""

from __future__ import annotations

import json
import time
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import httpx2

from tabletome.engine import Record

from .conftest import DEADLINE, Server, act, wait_turn
from .test_browser import browser, page_errors, screenshot  # noqa: F401 (browser: a fixture)
from .test_browser_kit import overflow, phone, waiter

# The third creature of the Hexer stand-in: its two defeat items are edited below.
CREATURE = 2


def css(driver: Any, selector: str) -> Any:
    from selenium.webdriver.common.by import By

    return driver.find_element(By.CSS_SELECTOR, selector)


def status(driver: Any) -> str:
    text: str = driver.execute_script("return document.getElementById('status').textContent")
    return text


def field(path: str) -> str:
    return f'.field[data-path="{path}"]'


def open_editor(driver: Any, base: str, game: str) -> Any:
    wait = waiter(driver)
    driver.get(f"{base}/editor/{game}")
    wait.until(lambda d: status(d) == "valid")
    return wait


def stand_in(game: str, file: str) -> dict[str, Any]:
    text = resources.files(f"tabletome.games.{game}").joinpath(f"editions/{file}").read_text(encoding="utf-8")
    return tomllib.loads(text)


def finish(base: str, table: str, seat: int, token: str) -> dict[str, Any]:
    """Play the rest of the game for our seat through the API (the first move on offer each turn)."""
    with httpx2.Client(base_url=base, timeout=30) as client:
        end = time.monotonic() + 4 * DEADLINE
        while True:
            s = wait_turn(client, table, seat, token)
            if s["outcome"] is not None:
                t: dict[str, Any] = client.get(f"/api/tables/{table}").json()
                if t["status"] == "finished":
                    return t
                time.sleep(0.05)
                continue
            assert time.monotonic() < end, "the game did not end"
            r = act(client, table, seat, token, s["legal"][0]["action"], expect=s["n_actions"])
            if r.status_code == 429:  # the server's pace for a person's moves
                time.sleep(float(r.headers.get("retry-after", "1")))
                continue
            assert r.status_code in (200, 409), r.text


def test_an_owner_fixes_a_creature_plays_it_saves_it_and_plays_a_table_with_it(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    server = Server(tmp_path)
    servers.append(server.start())
    wait = open_editor(browser, server.base, "hexer")
    creatures = stand_in("hexer", "standin.toml")["creatures"]
    name = creatures[CREATURE]["name"]
    defeat = f"creatures[{CREATURE}].defeat"
    heading = css(browser, f'.record[data-path="creatures[{CREATURE}]"] h3')
    assert heading.text == name  # one card per creature, its name in the heading
    assert css(browser, f"{field(defeat)} .prov-kind").get_attribute("value") == "stand-in"
    assert int(css(browser, "#kinds .k-stand-in strong").text) > 0

    # One defeat item removed: the box prints two. The problem shows at the field and at the top.
    css(browser, f'{field(defeat)} .item[data-path="{defeat}[1]"] button').click()
    wait.until(lambda d: status(d) == "1 problem")
    row = css(browser, field(defeat))
    assert "has-problem" in row.get_attribute("class")
    assert "needs at least 2 entries, not 1" in css(browser, f"{field(defeat)} > .problem").text
    assert "exactly 2, not 1" in row.text
    top = css(browser, "#problems li")
    assert name in top.text and "needs at least 2 entries, not 1" in top.text
    screenshot(browser, tmp_path, "editor-problem.png")
    # An edition with a problem is not played: the server's sentence shows where it was asked.
    css(browser, "#play").click()
    wait.until(lambda d: "cannot be played" in css(d, "#play-error").text)
    assert "needs at least 2 entries, not 1" in css(browser, "#play-error").text
    # The link at the top goes to the field.
    browser.execute_script("window.scrollTo(0, 0)")
    top.find_element(By.TAG_NAME, "a").click()
    assert browser.execute_script("return document.activeElement.closest('.field').dataset.path") == defeat

    # Fixed with another item than the stand-in's: valid again, and the editor offers "printed".
    css(browser, f"{field(defeat)} button.add").click()
    old = creatures[CREATURE]["defeat"]
    new = next(item for item in ("necronomicon", "glasses", "elixir", "dagger") if item not in old)
    Select(css(browser, f'select[data-path="{defeat}[1]"]')).select_by_value(json.dumps(new))
    wait.until(lambda d: status(d) == "valid")
    assert not browser.find_elements(By.CSS_SELECTOR, ".has-problem")
    css(browser, f"{field(defeat)} .offer button").click()  # "Mark it printed"
    assert css(browser, f"{field(defeat)} .prov-kind").get_attribute("value") == "printed"
    wait.until(lambda d: status(d) == "valid" and css(d, "#kinds .k-printed strong").text == "1")

    # What changed, against the stand-in: the defeat items and their provenance.
    css(browser, "#diff").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#diff-result table.diff tbody tr"))
    changed = [r.text for r in browser.find_elements(By.CSS_SELECTOR, "#diff-result tbody tr")]
    assert any(name in r and "defeat" in r and new in r for r in changed), changed
    assert len(changed) == 2, changed  # the items and where they come from, nothing else

    # How does it play? A few games of each edition: both win rates and the picture.
    games = css(browser, "#play-games")
    games.clear()
    games.send_keys("3")
    css(browser, "#play").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#play-result img.plot"))
    rates = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#play-result .rate")]
    assert len(rates) == 2 and all(r.endswith("%") for r in rates), rates
    assert "3" in css(browser, "#play-result tbody tr").text  # games played
    plot = css(browser, "#play-result img.plot")
    assert plot.get_attribute("src").startswith("data:image/svg+xml")
    wait.until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", plot))
    screenshot(browser, tmp_path, "editor-desktop.png")

    # Saved under a secret link, kept in this browser.
    css(browser, "#save").click()
    wait.until(lambda d: css(d, "#link-row").is_displayed())
    link = css(browser, "#link").get_attribute("value")
    assert f"{server.base}/editor/hexer#edition=" in link
    key = link.split("#edition=")[1]
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tabletome.editions'))[0].key") == key
    saved = httpx2.get(f"{server.base}/api/editions", headers={"X-Edition-Key": key}, timeout=30).json()
    assert saved["data"]["creatures"][CREATURE]["defeat"] == [old[0], new]
    assert saved["data"]["creatures"][CREATURE]["provenance"]["defeat"] == "printed"
    assert page_errors(browser) == []

    # A table with it, from the lobby: the saved edition is chosen there already.
    css(browser, "#make-table").click()
    wait.until(
        lambda d: (
            d.execute_script("return location.pathname") == "/"
            and css(d, "#saved-edition").get_attribute("value") == key
        )
    )
    assert "#edition" not in browser.current_url  # the secret leaves the address bar
    assert Select(css(browser, "#game")).first_selected_option.get_attribute("value") == "hexer"
    Select(css(browser, "#players")).select_by_value("2")
    wait.until(lambda d: d.find_elements(By.ID, "seat-1"))
    Select(css(browser, "#seat-0")).select_by_value("human")
    Select(css(browser, "#seat-1")).select_by_value("heuristic")
    css(browser, "#create-button").click()
    wait.until(lambda d: "/table/" in d.current_url and "#token=" in d.current_url)
    wait.until(lambda d: css(d, "#board").get_attribute("data-state") == "your-turn")
    n = int(css(browser, "#board").get_attribute("data-n-actions"))
    css(browser, "#actions button.action").click()
    wait.until(lambda d: int(css(d, "#board").get_attribute("data-n-actions")) > n)
    table = browser.current_url.split("/table/")[1].split("/")[0]
    token = browser.current_url.split("#token=")[1]
    assert page_errors(browser) == []

    # The finished table's record names the saved edition by its digest and replays.
    finished = finish(server.base, table, 0, token)
    record = httpx2.get(f"{server.base}/api/tables/{table}/record", timeout=30).json()
    assert record["edition"]["sha256"] == saved["digest"]
    replayed = Record.from_json(record).replay()
    assert replayed.outcome() is not None
    assert replayed.outcome().to_json() == finished["outcome"] == record["outcome"]


def test_the_editor_fits_a_phone_and_every_field_is_in_reach(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    server = Server(tmp_path)
    servers.append(server.start())
    phone(browser)
    open_editor(browser, server.base, "hexer")
    assert overflow(browser) <= 0  # (a scrollbar takes its width from the window, not the page)
    # Every control of the form, brought into view, is on the screen and is what a tap there reaches.
    out_of_reach = browser.execute_script(
        """const bad = [];
        for (const c of document.querySelectorAll('#form input, #form select, #form textarea, #form button')) {
          c.scrollIntoView({block: 'center'});
          const r = c.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          const inside = r.left >= 0 && r.right <= window.innerWidth && r.width > 0 && r.height > 0;
          if (!inside || !(hit === c || c.contains(hit) || (hit && hit.control === c)))
            bad.push((c.closest('[data-path]') || c).dataset.path || c.outerHTML.slice(0, 80));
        }
        return bad;"""
    )
    assert out_of_reach == []
    browser.execute_script("window.scrollTo(0, 0)")
    screenshot(browser, tmp_path, "editor-phone.png")
    browser.execute_script("document.getElementById('part-creatures').scrollIntoView()")
    screenshot(browser, tmp_path, "editor-phone-creatures.png")
    assert overflow(browser) <= 0  # (a scrollbar takes its width from the window, not the page)
    assert page_errors(browser) == []


def test_arkham_noir_stand_in_loads_and_checks_valid(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.by import By

    server = Server(tmp_path)
    servers.append(server.start())
    open_editor(browser, server.base, "arkham_noir")
    data = stand_in("arkham_noir", "standin.toml")
    cards = browser.find_elements(By.CSS_SELECTOR, "#part-clue_cards .record")
    assert len(cards) == len(data["clue_cards"])
    assert cards[0].find_element(By.TAG_NAME, "h3").text == data["clue_cards"][0]["name"]
    assert page_errors(browser) == []


def test_an_edition_file_is_opened_and_its_mistake_shown_at_its_field(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    server = Server(tmp_path)
    servers.append(server.start())
    wait = open_editor(browser, server.base, "hexer")
    text = resources.files("tabletome.games.hexer").joinpath("editions/standin.toml").read_text(encoding="utf-8")
    craven = stand_in("hexer", "standin.toml")["events"][0]["craven"]
    broken = text.replace(f"craven = {craven}\n", "craven = 9\n", 1)
    assert broken != text
    path = tmp_path / "my-box.toml"
    path.write_text(broken, encoding="utf-8")
    css(browser, "#from-file").send_keys(str(path))
    wait.until(lambda d: status(d) == "1 problem")
    assert css(browser, 'input[data-path="events[0].craven"]').get_attribute("value") == "9"
    assert "must be 6 or less, not 9" in css(browser, f"{field('events[0].craven')} > .problem").text
    # A file the server cannot read is refused in its sentence, and the form keeps what it had.
    (tmp_path / "torn.toml").write_text('[edition]\nid = "torn\n', encoding="utf-8")
    css(browser, "#from-file").send_keys(str(tmp_path / "torn.toml"))
    wait.until(lambda d: d.switch_to.alert).accept()  # the opened file is not saved: leave it?
    wait.until(lambda d: "torn.toml cannot be read" in css(d, "#load-error").text)
    assert css(browser, 'input[data-path="events[0].craven"]').get_attribute("value") == "9"
    assert page_errors(browser) == []


def test_an_edition_is_downloaded_as_json_before_it_is_saved_and_as_toml_after(
    tmp_path: Path,
    servers: list[Server],
    browser: Any,  # noqa: F811
) -> None:
    from selenium.webdriver.common.keys import Keys

    server = Server(tmp_path)
    servers.append(server.start())
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    wait = open_editor(browser, server.base, "hexer")
    name = css(browser, 'input[data-path="edition.name"]')
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("The box on my shelf")
    wait.until(lambda d: status(d) == "valid" and "not saved" in css(d, "#save-state").text.lower())
    expected = stand_in("hexer", "standin.toml")
    expected["edition"]["name"] = "The box on my shelf"

    css(browser, "#download-json").click()  # not saved yet: the file is made in the page
    made = wait.until(lambda d: next(downloads.glob("*.json"), None))
    assert json.loads(made.read_text(encoding="utf-8")) == expected
    assert not browser.execute_script("return localStorage.getItem('tabletome.editions')")

    css(browser, "#download-toml").click()  # written by the server: saved first
    kept = wait.until(lambda d: next(downloads.glob("*.toml"), None))
    assert tomllib.loads(kept.read_text(encoding="utf-8")) == expected
    assert css(browser, "#link-row").is_displayed()
    assert browser.execute_script("return JSON.parse(localStorage.getItem('tabletome.editions'))[0].name") == (
        "The box on my shelf"
    )
    # The secret link opens it again, also without the game in it (the server knows the game).
    key = css(browser, "#link").get_attribute("value").split("#edition=")[1]
    browser.get(f"{server.base}/editor#edition={key}")
    wait.until(lambda d: d.execute_script("return location.pathname") == "/editor/hexer")
    wait.until(lambda d: status(d) == "valid")
    assert css(browser, 'input[data-path="edition.name"]').get_attribute("value") == "The box on my shelf"
    assert css(browser, "#save").text == "Saved" and css(browser, "#link-row").is_displayed()
    assert page_errors(browser) == []
