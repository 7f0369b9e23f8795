"""Acting on the board in Chromium: on your turn the elements your moves are about are marked, and
a click (or Enter on one reached with Tab) plays the move, or opens a menu of the moves it names.

Uses the in-process server and the headless Chromium of test_browser_kit.py (skipped with one line
without a browser, a failure under TABLETOME_CI=1).
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.engine import registry

from ..engine.test_safety import GAME as CLIFF
from . import test_browser_kit as kit
from .test_browser import page_errors
from .test_browser_kit import board, n_actions, new_table, tip, waiter

site = kit.site  # the fixtures: a server in this process, a headless Chromium
chrome = kit.chrome

# The cliff of tests/engine/test_safety.py drawn with an edge (its "jump" loses at once) and a die
# (roll, or wait): two elements, one move and two.
CLIFF_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" class="tt-cliff" viewBox="0 0 400 200" role="img" aria-label="the cliff">'
    '<g data-el="edge:top"><title>The edge</title><rect x="20" y="40" width="160" height="120" fill="#556"/></g>'
    '<rect data-el="die:1" x="240" y="70" width="60" height="60" fill="#dd5"/>'
    "</svg>"
)


@pytest.fixture
def drawn_cliff(monkeypatch: pytest.MonkeyPatch) -> Any:
    registry.games()
    monkeypatch.setitem(registry._games, "cliff", CLIFF)
    monkeypatch.setattr(CLIFF, "render_svg", lambda view: CLIFF_SVG, raising=False)
    where = {"jump": ("edge:top",), "roll": ("die:1",), "wait": ("die:1",)}
    monkeypatch.setattr(
        CLIFF, "board_targets", lambda view, legal: {m: where[m] for m in legal if m in where}, raising=False
    )
    return CLIFF


def targets(driver: Any) -> list[dict[str, Any]]:
    """The marked elements of the shown layout: id, label, Tab stop, and the moves of the page naming it."""
    found: list[dict[str, Any]] = driver.execute_script(
        """return [...document.querySelectorAll('#board .tt-target')].filter((n) => !n.closest('[display="none"]')).map((n) => ({
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
    from selenium.webdriver.common.by import By

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
    # The move's button in the list, focused, lights its card on the board.
    lit = """return [...document.querySelectorAll('#board .tt-lit')].filter((n) => !n.closest('[display="none"]'))
      .map((n) => n.getAttribute('data-el'))"""
    chrome.find_element(By.CSS_SELECTOR, f'#actions button.action[data-action="play {card["id"][5:]}"]').send_keys("")
    assert chrome.execute_script(lit) == [card["id"]]
    chrome.find_element(By.ID, "notation").send_keys("")  # the focus leaves the button: the light goes out
    assert chrome.execute_script(lit) == []
    before = n_actions(chrome)
    click_element(chrome, card["id"])
    wait.until(lambda d: n_actions(d) > before)
    assert chrome.execute_script("return document.querySelector('#log').textContent").count(card["id"][5:]) >= 1
    assert page_errors(chrome) == []


def menu(driver: Any) -> list[str]:
    """The moves of the open element menu (none when it is closed)."""
    found: list[str] = driver.execute_script(
        """const m = document.getElementById('el-menu');
        return m.classList.contains('hidden') ? [] : [...m.querySelectorAll('[data-action]')].map((b) => b.dataset.action);"""
    )
    return found


def test_hexer_a_location_offers_its_card_and_the_secret_passage_then_plays_the_one_chosen(
    site: str, chrome: Any
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    wait = open_table(site, chrome, "hexer", ["human", "heuristic"], seed=8)
    wait.until(lambda d: "loc:3" in {t["id"] for t in targets(d)})
    location = next(t for t in targets(chrome) if t["id"] == "loc:3")
    assert location["popup"] == "menu" and "2 moves" in location["label"]
    # A click opens the menu of the two moves there; Escape closes it, the location keeps the focus.
    click_element(chrome, "loc:3")
    wait.until(lambda d: menu(d) == ["move 3", "passage 3"])
    assert chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-menu-head").text.startswith("Witch House")
    assert chrome.switch_to.active_element.get_attribute("data-action") == "move 3"
    chrome.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait.until(lambda d: not menu(d))
    assert chrome.switch_to.active_element.get_attribute("data-el") == "loc:3"
    # Enter opens it again (the keyboard's way); its "about" shows the location's card.
    chrome.switch_to.active_element.send_keys(Keys.ENTER)
    wait.until(lambda d: menu(d) == ["move 3", "passage 3"])
    chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-about").click()
    wait.until(lambda d: tip(d)["pinned"] and tip(d)["ref"] == "location:3")
    chrome.find_element(By.ID, "ref-tip-close").click()
    # The Secret Passage card: its six passages as a stepper, each step in words.
    click_element(chrome, "sp:yellow")
    wait.until(lambda d: menu(d) == ["passage 1"])
    chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-more").click()
    step = chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-play")
    assert step.get_attribute("data-action") == "passage 2" and "Secret Passage to the Newspaper" in step.text
    step.send_keys(Keys.ESCAPE)
    wait.until(lambda d: not menu(d))
    # A click on "move 3" plays it.
    click_element(chrome, "loc:3")
    wait.until(lambda d: menu(d) == ["move 3", "passage 3"])
    before = n_actions(chrome)
    chrome.find_element(By.CSS_SELECTOR, '#el-menu [data-action="move 3"]').click()
    wait.until(lambda d: n_actions(d) > before)
    assert not menu(chrome)
    assert 'data-pawn="yellow" data-location="3"' in chrome.find_element(By.ID, "board").get_attribute("innerHTML")
    assert page_errors(chrome) == []


def test_arkham_noir_a_card_of_the_hand_is_played_with_the_keyboard_and_the_principal_card_by_a_click(
    site: str, chrome: Any
) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    wait = open_table(site, chrome, "arkham_noir", ["human"], seed=1)
    wait.until(lambda d: targets(d))
    # seed 1: the hand's #27 has one move (into case 1, Key side): Tab reaches it, Enter plays it
    card = next(t for t in targets(chrome) if t["id"] == "card:27")
    assert card["label"].endswith("(hand 27 1 key)") and not card["popup"]
    chrome.execute_script(
        "[...document.querySelectorAll('#board [data-el]')].find((n) => n.getAttribute('data-el') === 'card:27').focus()"
    )
    assert chrome.switch_to.active_element.get_attribute("data-el") == "card:27"
    chrome.switch_to.active_element.send_keys(Keys.ENTER)
    wait.until(lambda d: n_actions(d) == 1)
    wait.until(lambda d: board(d, "state") == "your-turn" and targets(d))
    # The principal card: each action on it (AN-ACT-01) in a menu at the card.
    principal = chrome.execute_script(
        "return document.querySelector('#board .card[data-card]').getAttribute('data-card')"
    )
    click_element(chrome, f"card:{principal}")
    wait.until(lambda d: "take" in menu(d))
    assert {"take", "pass"} <= set(menu(chrome))
    chrome.find_element(By.CSS_SELECTOR, '#el-menu [data-action="take"]').click()
    wait.until(lambda d: n_actions(d) == 2)
    assert page_errors(chrome) == []


def test_a_losing_move_clicked_on_the_board_is_confirmed_and_a_die_offers_its_two_moves(
    site: str, drawn_cliff: Any, chrome: Any
) -> None:
    from selenium.webdriver.common.by import By

    wait = open_table(site, chrome, "cliff", ["human"], seed=4)
    wait.until(lambda d: len(targets(d)) == 2)
    edge, die = sorted(targets(chrome), key=lambda t: t["id"], reverse=True)
    assert edge["label"] == "The edge: jump (jump)" and die["label"] == "die 1: 2 moves to choose from"
    assert edge["ring"] and die["ring"]  # a group gets its ring inside, a rectangle beside it
    assert chrome.execute_script("return document.getElementById('board').dataset.targets") == "2"
    # The losing move goes through the page's own confirmation, as from the move list.
    click_element(chrome, "edge:top")
    wait.until(lambda d: d.execute_script("return document.getElementById('confirm').open"))
    assert "You jumped off the cliff." in chrome.find_element(By.ID, "confirm-why").text
    chrome.find_element(By.ID, "confirm-cancel").click()
    assert n_actions(chrome) == 0
    # The die: a menu of its two moves, the one chosen played; no menu is left behind.
    click_element(chrome, "die:1")
    wait.until(lambda d: menu(d) == ["roll", "wait"])
    chrome.find_element(By.CSS_SELECTOR, '#el-menu [data-action="wait"]').click()
    wait.until(lambda d: n_actions(d) == 1 and board(d, "state") == "your-turn")
    assert not menu(chrome)
    # A click elsewhere closes an open menu without playing.
    click_element(chrome, "die:1")
    wait.until(lambda d: menu(d))
    chrome.find_element(By.ID, "status").click()
    wait.until(lambda d: not menu(d))
    assert n_actions(chrome) == 1
    assert page_errors(chrome) == []


def test_five_numbered_moves_of_one_element_are_a_stepper(site: str, drawn_cliff: Any, chrome: Any) -> None:
    """An offer of 1 to 7 on one god (Cyclades' kind of choice), through the board kit alone."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_table(site, chrome, "cliff", ["human"], seed=4)
    chrome.execute_script(
        """const box = document.createElement('div');
        box.id = 'stepper-box';
        box.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">'
          + '<g data-el="god:zeus"><circle cx="30" cy="30" r="20" fill="#36c"/></g></svg>';
        document.body.prepend(box);
        window.played = [];
        const kit = Board.actable(box, (a) => window.played.push(a));
        const legal = [1, 2, 3, 4, 5, 6, 7].map((n) => ({action: `offer zeus ${n}`, text: `offer ${n} coins to Zeus`, el: ['god:zeus']}));
        legal.push({action: 'pass', text: 'offer nothing', el: []});
        window.marked = kit.update(legal);"""
    )
    assert chrome.execute_script("return window.marked") == 1
    node = chrome.find_element(By.CSS_SELECTOR, '#stepper-box [data-el="god:zeus"]')
    node.click()
    play = chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-play")
    assert play.get_attribute("data-action") == "offer zeus 1" and "offer 1 coins to Zeus" in play.text
    assert chrome.switch_to.active_element == play  # the keyboard starts on the move, its arrows step
    assert not chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-less").is_enabled()
    for _ in range(3):
        chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-more").click()
    play.send_keys(Keys.ARROW_RIGHT)  # the arrow keys step too
    assert chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-value").text == "5"
    play.click()
    assert chrome.execute_script("return window.played") == ["offer zeus 5"]
    assert not menu(chrome)
    assert page_errors(chrome) == []


def test_cyclades_an_offer_is_made_with_the_gods_stepper(site: str, chrome: Any) -> None:
    """The offerings (CY-OFF): a god's tile opens a stepper of its amounts; the amount chosen is played."""
    from selenium.webdriver.common.by import By

    wait = open_table(site, chrome, "cyclades", ["human", "heuristic", "heuristic"], seed=2, options={"players": 3})
    wait.until(lambda d: any(t["id"].startswith("god:") for t in targets(d)))
    gods = [t for t in targets(chrome) if t["id"].startswith("god:") and t["id"] != "god:apollo"]
    assert gods and all(t["popup"] == "menu" for t in gods)
    god = gods[0]["id"][4:]
    amounts = sorted(int(m.split()[2]) for m in legal_moves(chrome) if m.startswith(f"offer {god} "))
    click_element(chrome, f"god:{god}")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#el-menu:not(.hidden) .el-play"))
    play = chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-play")
    assert play.get_attribute("data-action") == f"offer {god} {amounts[0]}"
    chrome.find_element(By.CSS_SELECTOR, "#el-menu .el-more").click()
    assert play.get_attribute("data-action") == f"offer {god} {amounts[1]}"
    before = n_actions(chrome)
    play.click()
    wait.until(lambda d: n_actions(d) > before)
    log = chrome.execute_script("return document.querySelector('#log').textContent")
    assert f"blue offers {amounts[1]} GP to {god.capitalize()}" in log
    assert page_errors(chrome) == []


def test_elder_sign_a_card_is_gone_to_and_a_die_is_marked_then_rerolled_on_the_board(site: str, chrome: Any) -> None:
    """ES-ADV: a click on an adventure card goes there; ES-CLUE-01: a die of the roll is marked
    (edged in gold), then a click on it rerolls the marked dice with a clue."""
    from selenium.webdriver.common.by import By

    wait = open_table(site, chrome, "elder_sign", ["human"], seed=8, options={"players": 1, "mode": "museum"})
    wait.until(lambda d: "card:a1" in {t["id"] for t in targets(d)})
    before = n_actions(chrome)
    click_element(chrome, "card:a1")  # its one move: go there
    wait.until(lambda d: n_actions(d) > before and board(d, "state") == "your-turn" and "roll" in legal_moves(d))
    before = n_actions(chrome)
    chrome.find_element(By.CSS_SELECTOR, '#actions button.action[data-action="roll"]').click()
    wait.until(lambda d: n_actions(d) > before and any(t["id"].startswith("die:") for t in targets(d)))
    die = chrome.execute_script(
        """const d = [...document.querySelectorAll('#board .tt-wide .die[data-el]')].find((n) => n.dataset.face === '3');
        return d && d.getAttribute('data-el');"""
    )
    assert die, "a green 3 among the dice rolled"
    label = next(t["label"] for t in targets(chrome) if t["id"] == die)
    assert label.endswith("(mark g3)")  # its one move: a click plays it
    before = n_actions(chrome)
    click_element(chrome, die)
    wait.until(lambda d: n_actions(d) > before and board(d, "state") == "your-turn")
    marked = "return [...document.querySelectorAll('#board .tt-wide .die[data-marked=\"yes\"]')].map((n) => n.getAttribute('data-el'))"
    wait.until(lambda d: d.execute_script(marked))
    click_element(chrome, chrome.execute_script(marked)[0])
    wait.until(lambda d: {"unmark g3", "reroll"} <= set(menu(d)))
    before = n_actions(chrome)
    chrome.find_element(By.CSS_SELECTOR, '#el-menu [data-action="reroll"]').click()
    wait.until(lambda d: n_actions(d) > before)
    assert page_errors(chrome) == []
