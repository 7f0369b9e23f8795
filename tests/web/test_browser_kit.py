"""The player's kit in a real browser (Debian's Chromium, headless): watching a table, other seats'
moves one at a time, a losing move confirmed, a move taken back, advice, playing again, the
reference at hand, a phone's screen, the tab title and the keys.

The server runs in this process (uvicorn in a thread), so a test can register the tiny "cliff"
game of tests/engine/test_safety.py, whose "jump" loses at once. Skipped with one line without a
browser (a failure under TABLETOME_CI=1), like test_browser.py.
"""

from __future__ import annotations

import itertools
import os
import re
import shutil
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

from tabletome.engine import get_game, reference, registry
from tabletome.engine.reference import Entry
from tabletome.web import Settings, create_app

from ..engine.test_safety import GAME as CLIFF
from .conftest import DEADLINE, free_port, need
from .test_browser import CHROMEDRIVER, CHROMIUM, browser_problem, page_errors

DOCS_SHOTS = Path(__file__).parents[2] / "docs" / "screenshots"
CLAUSE_ID = re.compile(r"\b[A-Z]{2,3}-[A-Z0-9]+-\d+")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server in a thread of this process (limits on table creation off: tests make many)."""
    import uvicorn

    db = tmp_path_factory.mktemp("kit") / "tabletome.sqlite"
    settings = Settings(database_url=f"sqlite:///{db}", moves_per_second=0, tables_per_minute=0)
    settings.open_tables_per_client = 0
    settings.abandoned_seconds = 0.5  # a person away this long may get a new link from the creator
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    end = time.monotonic() + DEADLINE
    while not server.started:
        assert thread.is_alive() and time.monotonic() < end, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(DEADLINE)


@pytest.fixture
def cliff(monkeypatch: pytest.MonkeyPatch) -> Any:
    registry.games()
    monkeypatch.setitem(registry._games, "cliff", CLIFF)
    return CLIFF


@pytest.fixture
def chrome(tmp_path: Path) -> Iterator[Any]:
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
        "--hide-scrollbars",
        "--window-size=1280,900",
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


# ------------------------------------------------------------------ helpers


def new_table(site: str, game: str, seats: list[str], seed: int, **extra: Any) -> dict[str, Any]:
    r = httpx2.post(f"{site}/api/tables", json={"game": game, "seats": seats, "seed": seed, **extra}, timeout=30)
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    return made


def finished(site: str, table: str) -> dict[str, Any]:
    end = time.monotonic() + DEADLINE
    while True:
        t: dict[str, Any] = httpx2.get(f"{site}/api/tables/{table}", timeout=30).json()
        if t["status"] == "finished":
            return t
        assert time.monotonic() < end, f"table {table} did not finish"
        time.sleep(0.05)


def waiter(driver: Any) -> Any:
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    # The page redraws parts of itself when the table changes: an element found a moment ago may be gone.
    return WebDriverWait(driver, DEADLINE, ignored_exceptions=(StaleElementReferenceException,))


def board(driver: Any, name: str) -> str:
    """A data attribute of the board box: state, n-actions, latest, zoom."""
    value: str = driver.execute_script(f"return document.getElementById('board').dataset.{_camel(name)} || ''")
    return value


def _camel(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(w.title() for w in rest)


def n_actions(driver: Any) -> int:
    return int(board(driver, "n-actions") or -1)


def click_move(driver: Any, *prefer: str) -> str:
    """Click the first preferred move on offer (else the first move), in one step inside the page."""
    action: str = driver.execute_script(
        """const buttons = [...document.querySelectorAll('#actions button.action')];
        const pick = arguments[0].map((a) => buttons.find((b) => b.dataset.action === a)).find(Boolean) || buttons[0];
        if (!pick) return '';
        pick.click();
        return pick.dataset.action;""",
        list(prefer),
    )
    assert action, "no move on offer"
    return action


def phone(driver: Any) -> None:
    """A phone's screen: 390 × 844 CSS pixels."""
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": False}
    )


def overflow(driver: Any) -> int:
    """How far the page is wider than the screen (0: no horizontal scrolling)."""
    width: int = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    return width


def shoot(driver: Any, name: str) -> None:
    """A screenshot under tests/web/output/ (git-ignored); also under docs/screenshots/ with
    TABLETOME_DOCS_SCREENSHOTS=1 (the README shows those)."""
    out = Path(__file__).with_name("output")
    out.mkdir(exist_ok=True)
    driver.execute_script("document.getAnimations().forEach((a) => a.finish())")  # no half-faded highlight
    driver.save_screenshot(str(out / name))
    assert (out / name).stat().st_size > 10_000
    if os.environ.get("TABLETOME_DOCS_SCREENSHOTS") == "1":
        DOCS_SHOTS.mkdir(parents=True, exist_ok=True)
        _small_png(out / name, DOCS_SHOTS / name)


def _small_png(source: Path, target: Path) -> None:
    try:
        from PIL import Image
    except ImportError:
        shutil.copy(source, target)
        return
    with Image.open(source) as img:
        img.convert("RGB").quantize(colors=128, dither=Image.Dither.NONE).save(target, optimize=True)


# ------------------------------------------------------------------ watching


def test_an_all_ai_table_is_watched_live_from_the_lobby(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    table = new_table(site, "hexer", ["ismcts", "ismcts"], seed=3, join=None)["table"]["id"]
    wait = waiter(chrome)
    chrome.get(site + "/")
    link = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'#tables tr[data-table="{table}"] a.watch'))
    link[0].click()
    wait.until(lambda d: d.current_url.endswith(f"/watch/{table}"))
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#board svg.tt-hexer"))
    # The AI seats play on the server; the spectator's page follows, move after move.
    seen = n_actions(chrome)
    for _ in range(2):
        wait.until(lambda d, seen=seen: n_actions(d) > seen)
        seen = n_actions(chrome)
    assert re.search(r"\b(yellow|blue)\b", chrome.find_element(By.ID, "last-action").text)
    assert not chrome.find_elements(By.CSS_SELECTOR, "#actions button")  # a spectator has no moves
    assert "Watching" in chrome.title
    assert page_errors(chrome) == []


def test_other_seats_moves_are_shown_one_at_a_time_with_who_made_them(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "hexer", ["human", "heuristic", "heuristic"], seed=8)
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0.5')")
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    assert chrome.find_element(By.ID, "pace").get_attribute("value") == "0.5"
    # Every picture shown, and whether it was behind the table's present, in the order shown.
    chrome.execute_script(
        """window.shown = [];
        const box = document.getElementById('board');
        new MutationObserver(() => {
          const n = Number(box.dataset.nActions), latest = Number(box.dataset.latest);
          const last = window.shown[window.shown.length - 1];
          if (!last || last[0] !== n) window.shown.push([n, latest, document.getElementById('last-action').textContent,
            box.querySelectorAll('svg .tt-flash').length]);
        }).observe(box, { attributes: true });"""
    )

    def paced() -> list[list[Any]]:
        return [s for s in chrome.execute_script("return window.shown") if s[1] > s[0]]

    while len(paced()) < 3:
        wait.until(lambda d: board(d, "state") in ("your-turn", "over") or len(paced()) >= 3)
        if len(paced()) >= 3:
            break
        assert board(chrome, "state") == "your-turn", "the game ended too soon"
        n = n_actions(chrome)
        click_move(chrome, "pass")
        wait.until(lambda d, n=n: n_actions(d) > n)
    shown = chrome.execute_script("return window.shown")
    numbers = [s[0] for s in shown]
    assert all(b == a + 1 for a, b in itertools.pairwise(numbers)), numbers  # one move at a time
    # Who made each move (our own move may be among them when its answer came after the socket's page).
    assert all(re.search(r"^move \d+ (yellow|blue|orange): ", s[2]) for s in paced()), paced()
    assert any(re.search(r"^move \d+ (blue|orange): ", s[2]) for s in paced()), paced()
    assert any(s[3] > 0 for s in paced()), paced()  # what a move changed is outlined on the board
    log = chrome.find_element(By.ID, "log").text
    assert re.search(r"\b(blue|orange)\b", log)  # the log names who did what
    assert page_errors(chrome) == []


# ------------------------------------------------------------------ a seat's tools


def test_a_move_that_loses_at_once_is_played_only_once_confirmed(site: str, cliff: Any, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "cliff", ["human"], seed=4)
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    click_move(chrome, "jump")
    wait.until(lambda d: d.execute_script("return document.getElementById('confirm').open"))
    assert "You jumped off the cliff." in chrome.find_element(By.ID, "confirm-why").text
    assert n_actions(chrome) == 0  # nothing played yet
    chrome.find_element(By.ID, "confirm-cancel").click()
    wait.until(lambda d: not d.execute_script("return document.getElementById('confirm').open"))
    assert board(chrome, "state") == "your-turn" and n_actions(chrome) == 0
    click_move(chrome, "jump")
    wait.until(lambda d: d.execute_script("return document.getElementById('confirm').open"))
    chrome.find_element(By.ID, "confirm-play").click()
    wait.until(lambda d: board(d, "state") == "over")
    assert chrome.find_element(By.CSS_SELECTOR, "#end-banner .big").text == "You lost."
    assert page_errors(chrome) == []


def test_play_again_sits_you_at_the_new_table_and_the_old_page_leads_there(site: str, cliff: Any, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "cliff", ["human"], seed=4)
    table, token = made["table"]["id"], made["token"]
    r = httpx2.post(
        f"{site}/api/tables/{table}/seats/0/actions", json={"action": "jump"}, headers={"X-Seat-Token": token}
    )
    assert r.status_code == 200, r.text
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "over")
    button = chrome.find_element(By.ID, "rematch")
    assert button.text == "Play again"
    button.click()
    wait.until(lambda d: "/table/" in d.current_url and f"/table/{table}/" not in d.current_url)
    wait.until(lambda d: board(d, "state") == "your-turn")
    again = chrome.current_url.split("/table/")[1].split("/")[0]
    assert chrome.execute_script("return TT.tokenFor(arguments[0], 0)", again)  # remembered, like the lobby does
    chrome.get(site + made["url"])
    wait.until(lambda d: d.find_element(By.ID, "rematch").text == "Go to the rematch")
    chrome.find_element(By.ID, "rematch").click()
    wait.until(lambda d: f"/table/{again}/0" in d.current_url)
    assert page_errors(chrome) == []


def test_a_move_is_taken_back_and_a_refusal_says_why(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "arkham_noir", ["human"], seed=1)
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    assert not chrome.find_element(By.ID, "undo").is_enabled()  # nothing played yet
    click_move(chrome, "take")  # takes the principal card: nothing hidden is revealed
    wait.until(lambda d: n_actions(d) == 1)
    wait.until(lambda d: d.find_element(By.ID, "undo").is_enabled())
    chrome.find_element(By.ID, "undo").click()
    wait.until(lambda d: n_actions(d) == 0 and board(d, "state") == "your-turn")
    wait.until(lambda d: "took back 1 move" in d.find_element(By.ID, "events").text)
    click_move(chrome, "pass")  # discards and reveals the next card: it stays played
    wait.until(lambda d: n_actions(d) == 1)
    wait.until(lambda d: d.find_element(By.ID, "undo").is_enabled())
    chrome.find_element(By.ID, "undo").click()
    wait.until(lambda d: "revealed" in d.find_element(By.ID, "error").text)
    assert n_actions(chrome) == 1
    assert page_errors(chrome) == []


def test_advice_shows_each_moves_chance_next_to_it(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "crazy_eights", ["human", "random"], seed=5)
    assert made["table"]["hints"] is True  # one person: advice is on by default
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    hint = chrome.find_element(By.ID, "hint")
    assert hint.is_displayed()
    hint.click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#actions button.action .chance"))
    chances = [c.text for c in chrome.find_elements(By.CSS_SELECTOR, "#actions button.action .chance")]
    assert chances and all(re.fullmatch(r"\d{1,3}%", c) for c in chances), chances
    assert len(chrome.find_elements(By.CSS_SELECTOR, "#actions button.action.best")) == 1
    wait.until(lambda d: "asked for advice" in d.find_element(By.ID, "events").text)  # the table is told
    assert page_errors(chrome) == []


def test_the_title_says_your_turn_and_keys_play_moves(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    made = new_table(site, "arkham_noir", ["human"], seed=2)
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    assert chrome.title.startswith("● Your turn")
    first = chrome.find_element(By.CSS_SELECTOR, '#actions button.action[data-key="1"]').get_attribute("data-action")
    chrome.find_element(By.TAG_NAME, "body").send_keys("1")
    wait.until(lambda d: n_actions(d) == 1)
    wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#last-action code").text == first)
    # Enter sends the typed move; a wrong one gets the rule's sentence.
    wait.until(lambda d: board(d, "state") == "your-turn")
    chrome.find_element(By.ID, "notation").send_keys("fly away", Keys.ENTER)
    wait.until(lambda d: d.find_element(By.ID, "error").text)
    assert n_actions(chrome) == 1
    # "?" opens the reference.
    chrome.find_element(By.TAG_NAME, "body").send_keys("?")
    wait.until(lambda d: d.find_element(By.ID, "ref-panel").is_displayed())
    assert page_errors(chrome) == []


# ------------------------------------------------------------------ the reference at hand


def test_the_rules_are_searched_and_a_clause_id_opens_its_rule(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    table = new_table(site, "hexer", ["heuristic", "heuristic"], seed=9, join=None)["table"]["id"]
    finished(site, table)
    wait = waiter(chrome)
    chrome.get(f"{site}/watch/{table}")
    wait.until(lambda d: d.find_element(By.ID, "end-banner").is_displayed())
    # The reason is in words; its clause id is a small link beside it, not part of the sentence.
    why = chrome.find_element(By.CSS_SELECTOR, "#end-banner .why")
    link = why.find_element(By.CSS_SELECTOR, "a.clause-link")
    clause = link.get_attribute("data-clause")
    assert CLAUSE_ID.fullmatch(clause)
    assert not CLAUSE_ID.search(why.text.replace(link.text, ""))
    link.click()
    wait.until(lambda d: d.find_element(By.ID, "ref-panel").is_displayed())
    assert chrome.find_element(By.ID, "tab-rules").get_attribute("aria-selected") == "true"
    wait.until(lambda d: "picked" in (d.find_element(By.ID, clause).get_attribute("class") or ""))
    # Searching the rules by words.
    search = chrome.find_element(By.ID, "rules-search")
    search.clear()
    search.send_keys("sanatorium")
    wait.until(lambda d: "match" in d.find_element(By.ID, "rules-count").text)
    found = chrome.find_elements(By.CSS_SELECTOR, "#rules-list .clause")
    assert found and all("sanatorium" in c.text.lower() for c in found)
    # The banner closes (the board under it stays).
    chrome.find_element(By.ID, "ref-close").click()
    chrome.find_element(By.ID, "end-close").click()
    wait.until(lambda d: not d.find_element(By.ID, "end-banner").is_displayed())
    assert page_errors(chrome) == []


# The glossary's contract (engine Reference, games' render.py): every component drawn on the board
# carries data-ref="<entry key>" and GET /api/tables/{id}/reference lists that entry.
LEDGE_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" class="tt-cliff" viewBox="0 0 400 200" role="img" aria-label="the cliff">'
    '<g data-ref="edge"><title>The edge</title><rect x="20" y="40" width="160" height="120" fill="#556"/></g>'
    '<g data-ref="die"><title>The die</title><rect x="240" y="70" width="60" height="60" fill="#dd5"/></g>'
    "</svg>"
)
LEDGE_ENTRIES = [
    Entry(
        "edge",
        "place",
        "The edge",
        "A long way down. Jumping loses at once (CL-EDGE-01).",
        "a steady nerve",
        ("CL-EDGE-01",),
    ),
    Entry("die", "die", "The die", "Rolled to survive: half the time you fall.", ""),
]


@pytest.fixture
def ledge(cliff: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The cliff game with a picture whose two components have glossary entries, and goals."""
    monkeypatch.setattr(cliff, "render_svg", lambda view: LEDGE_SVG, raising=False)
    monkeypatch.setattr(cliff, "glossary", lambda edition=None: LEDGE_ENTRIES, raising=False)
    goals = {
        "win": ["Wait until the rescue comes (waited {w} times)."],
        "lose": ["Jumping loses at once (CL-EDGE-01)."],
    }
    monkeypatch.setattr(
        cliff,
        "goals",
        lambda view: {k: [t.format(w=view.get("waited", 0)) for t in v] for k, v in goals.items()},
        raising=False,
    )
    return cliff


def hover(driver: Any, node: Any) -> None:
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).move_to_element(node).perform()


def tip(driver: Any) -> dict[str, Any]:
    shown: dict[str, Any] = driver.execute_script(
        """const t = document.getElementById('ref-tip');
        return {shown: !t.classList.contains('hidden'), pinned: t.classList.contains('pinned'),
                ref: t.dataset.ref || '', text: t.innerText};"""
    )
    return shown


def test_a_component_shows_its_text_on_hover_on_tap_and_in_the_panel(site: str, ledge: Any, chrome: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    made = new_table(site, "cliff", ["human"], seed=4)
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    # The goal, with its live number, in words; the clause id a small link beside them.
    card = chrome.find_element(By.ID, "goal-card")
    assert card.is_displayed()
    assert "Wait until the rescue comes (waited 0 times)." in card.text
    assert "How you can lose now" in card.text and "Jumping loses at once." in card.text
    assert card.find_element(By.CSS_SELECTOR, "ul.lose a.clause-link").text == "CL-EDGE-01"
    # Hover: the name, the text and what it needs, without clause ids.
    edge = chrome.find_element(By.CSS_SELECTOR, '#board [data-ref="edge"]')
    assert edge.get_attribute("aria-label") == "The edge" and edge.get_attribute("tabindex") == "0"
    assert not edge.find_elements(By.TAG_NAME, "title")  # the page's card, not the browser's slow tooltip
    hover(chrome, edge)
    wait.until(lambda d: tip(d)["shown"] and tip(d)["ref"] == "edge")
    text = tip(chrome)["text"]
    assert "The edge" in text and "Jumping loses at once" in text and "Needs: a steady nerve" in text
    assert "CL-EDGE-01" not in text and not tip(chrome)["pinned"]
    hover(chrome, chrome.find_element(By.ID, "status"))
    wait.until(lambda d: not tip(d)["shown"])
    # A tap pins the card; from there, its place in the reference panel.
    chrome.find_element(By.CSS_SELECTOR, '#board [data-ref="die"]').click()
    wait.until(lambda d: tip(d)["pinned"] and tip(d)["ref"] == "die")
    assert "half the time you fall" in tip(chrome)["text"]
    chrome.find_element(By.ID, "ref-tip-more").click()
    wait.until(lambda d: d.find_element(By.ID, "ref-panel").is_displayed())
    assert chrome.find_element(By.ID, "tab-parts").get_attribute("aria-selected") == "true"
    wait.until(lambda d: "picked" in (d.find_element(By.ID, "ref-die").get_attribute("class") or ""))
    assert not tip(chrome)["shown"]
    entry = chrome.find_element(By.ID, "ref-edge").text
    assert "Needs: a steady nerve" in entry and "Rules: CL-EDGE-01" in entry
    # The keyboard reaches a component: focus shows its card, Enter pins it, Escape closes it.
    chrome.find_element(By.ID, "ref-close").click()
    # the pointer rests away from the board first: a mouse-over that the closing panel sets off late
    # (on a busy machine) must not be taken for the keyboard's doing
    hover(chrome, chrome.find_element(By.ID, "status"))
    wait.until(lambda d: not tip(d)["shown"])
    focus_edge = """const e = document.querySelector('#board [data-ref="edge"]');
        if (document.activeElement === e) e.blur();
        e.focus();"""

    def focused_shows_tip(d: Any) -> bool:
        d.execute_script(focus_edge)  # focus again until a focus is seen to show the card
        return bool(tip(d)["shown"] and tip(d)["ref"] == "edge")

    wait.until(focused_shows_tip)
    chrome.switch_to.active_element.send_keys(Keys.ENTER)
    wait.until(lambda d: tip(d)["pinned"])
    chrome.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait.until(lambda d: not tip(d)["shown"])
    assert page_errors(chrome) == []


@pytest.mark.parametrize(("game", "seats"), [("hexer", ["human", "heuristic"]), ("arkham_noir", ["human"])])
def test_every_component_kind_on_the_board_has_its_text_on_hover_and_tap(
    site: str, chrome: Any, game: str, seats: list[str]
) -> None:
    """Against the glossary's contract: each data-ref on the board is an entry of /reference."""
    if not reference.glossary(get_game(game)):
        pytest.xfail(f"{game} has no glossary yet (its Reference capability and data-ref keys are not in)")
    made = new_table(site, game, seats, seed=3)
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    entries = {e["key"]: e for e in httpx2.get(f"{site}/api/tables/{made['table']['id']}/reference").json()["entries"]}
    keys: list[str] = chrome.execute_script(
        "return [...document.querySelectorAll('#board [data-ref]')].map((n) => n.getAttribute('data-ref'))"
    )
    assert keys, "no component on the board carries data-ref"
    missing = sorted(set(keys) - set(entries))
    assert not missing, f"data-ref keys without a glossary entry: {missing}"
    kinds: dict[str, str] = {}  # one component of each kind on the board
    for key in keys:
        kinds.setdefault(entries[key]["kind"], key)
    for kind, key in kinds.items():
        e = entries[key]
        node = f'#board [data-ref="{key}"]'
        chrome.execute_script(
            f"document.querySelector('{node}').dispatchEvent(new MouseEvent('mouseover', {{bubbles: true}}))"
        )
        wait.until(lambda d, key=key: tip(d)["shown"] and tip(d)["ref"] == key)
        shown = tip(chrome)["text"]
        assert e["name"] in shown, (kind, key, shown)
        assert _words(e["text"])[:40] in _words(shown), (kind, key, shown)
        if e["needs"]:
            assert "Needs:" in shown, (kind, key, shown)
        tap(chrome, node)
        wait.until(lambda d, key=key: tip(d)["pinned"] and tip(d)["ref"] == key)
        assert e["name"] in tip(chrome)["text"]
        chrome.execute_script("document.body.click()")
        wait.until(lambda d: not tip(d)["shown"])
    assert page_errors(chrome) == []


def tap(driver: Any, selector: str) -> None:
    """A tap on a component pins its card; on one a move is about (which a tap plays), a long press."""
    driver.execute_script(
        """const n = document.querySelector(arguments[0]);
        n.dispatchEvent(new MouseEvent(n.closest('.tt-target') ? 'contextmenu' : 'click', {bubbles: true}));""",
        selector,
    )


def _entries(site: str, table: str) -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = httpx2.get(f"{site}/api/tables/{table}/reference", timeout=30).json()["entries"]
    return entries


def _words(text: str) -> str:
    """Text as the page shows it: clause ids out, spaces folded."""
    text = re.sub(r"\s*\((?:see\s+)?[A-Z]{2,3}-[A-Z0-9]+-\d+[^)]*\)", "", text)
    return re.sub(r"\s+", " ", CLAUSE_ID.sub("", text)).strip()


# ------------------------------------------------------------------ several people at a table


def test_with_two_people_a_take_back_is_agreed_to_on_the_page(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "crazy_eights", ["human", "human"], seed=2)
    table, t0 = made["table"]["id"], made["token"]
    t1 = httpx2.post(f"{site}/api/tables/{table}/seats/1/join").json()["token"]
    tokens = [t0, t1]
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") in ("your-turn", "waiting"))
    for _ in range(2):  # seat 1 plays, then seat 0 (this seed lets both play a card at once)
        mover = seat_page(site, table, 0, t0)["to_move"]
        page = seat_page(site, table, mover, tokens[mover])
        play = next(a["action"] for a in page["legal"] if a["action"].startswith("play"))
        assert seat_post(site, table, mover, tokens[mover], "actions", {"action": play}).status_code == 200
    n = seat_page(site, table, 0, t0)["n_actions"]
    wait.until(lambda d: n_actions(d) == n)
    assert seat_post(site, table, 1, t1, "undo").json() == {"done": False, "waiting": [0]}
    ask = wait.until(lambda d: d.find_elements(By.ID, "undo-ask"))[0]
    assert re.search(r"player 2 asks to take back a move", ask.text)
    chrome.find_element(By.ID, "undo-accept").click()
    wait.until(lambda d: n_actions(d) == n - 2 and not d.find_elements(By.ID, "undo-ask"))
    wait.until(lambda d: "took back" in d.find_element(By.ID, "events").text)
    assert page_errors(chrome) == []


def test_the_creator_reissues_a_lost_link_from_the_page(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "crazy_eights", ["human", "human"], seed=5)
    table = made["table"]["id"]
    t1 = httpx2.post(f"{site}/api/tables/{table}/seats/1/join").json()["token"]
    time.sleep(0.6)  # the person of seat 1 has been away long enough (the site's abandoned_seconds)
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    button = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, '#seats button.reissue[data-seat="1"]'))[0]
    button.click()
    link = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#invite-help input"))[0].get_attribute("value")
    fresh = link.split("#token=")[1]
    assert fresh != t1 and f"/table/{table}/1" in link
    assert httpx2.get(f"{site}/api/tables/{table}/seats/1", headers={"X-Seat-Token": t1}).status_code == 403
    assert seat_page(site, table, 1, fresh)["seat"] == 1
    assert page_errors(chrome) == []


def test_an_idle_persons_seat_is_handed_to_an_ai_from_the_page(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "crazy_eights", ["human", "human"], seed=6, idle_limit=0.2)
    table, t0 = made["table"]["id"], made["token"]
    t1 = httpx2.post(f"{site}/api/tables/{table}/seats/1/join").json()["token"]
    tokens = [t0, t1]
    # Who is to move, from the lobby's line: a seat's page built now would be kept (cached) until the
    # table changes, still saying nobody is idle (the server's cache key leaves the idle seat out).
    mover = httpx2.get(f"{site}/api/tables/{table}").json()["to_move"]
    other = 1 - mover
    time.sleep(0.4)  # the person to move keeps the table waiting
    wait = waiter(chrome)
    chrome.get(f"{site}/table/{table}/{other}#token={tokens[other]}")
    wait.until(lambda d: "keeps the table waiting" in d.find_element(By.ID, "idle-ask").text)
    wait.until(lambda d: d.find_element(By.ID, "hand-to-ai").click() or True)
    wait.until(lambda d: "handed to the Scripted AI" in d.find_element(By.ID, "events").text)
    wait.until(lambda d: "Scripted AI" in d.find_element(By.CSS_SELECTOR, f'#seats li[data-seat="{mover}"]').text)
    wait.until(lambda d: board(d, "state") in ("your-turn", "over"))  # the AI played the seat's turn
    assert page_errors(chrome) == []


def seat_page(site: str, table: str, seat: int, token: str) -> dict[str, Any]:
    r = httpx2.get(f"{site}/api/tables/{table}/seats/{seat}", headers={"X-Seat-Token": token}, timeout=30)
    assert r.status_code == 200, r.text
    page: dict[str, Any] = r.json()
    return page


def seat_post(site: str, table: str, seat: int, token: str, what: str, body: Any = None) -> Any:
    return httpx2.post(
        f"{site}/api/tables/{table}/seats/{seat}/{what}", json=body, headers={"X-Seat-Token": token}, timeout=30
    )


# ------------------------------------------------------------------ a phone


def test_on_a_phone_nothing_is_wider_than_the_screen_and_the_board_zooms(site: str, chrome: Any) -> None:
    from selenium.webdriver.common.by import By

    made = new_table(site, "hexer", ["human", "heuristic", "heuristic"], seed=5, name="A rather long table name here")
    table = made["table"]["id"]
    wait = waiter(chrome)
    phone(chrome)
    chrome.get(site + "/")
    row = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, f'#tables tr[data-table="{table}"]'))[0]
    assert overflow(chrome) <= 0
    watch = row.find_element(By.CSS_SELECTOR, "a.watch")
    chrome.execute_script("arguments[0].scrollIntoView({block: 'center'})", watch)
    assert watch.is_displayed()
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    assert overflow(chrome) <= 0

    def svg_width() -> float:
        width: float = chrome.execute_script(
            "return document.querySelector('#board svg').getBoundingClientRect().width"
        )
        return width

    fit = svg_width()
    assert fit <= 390
    chrome.find_element(By.ID, "zoom-in").click()
    wait.until(lambda d: board(d, "zoom") == "1.5")
    assert svg_width() > 1.4 * fit
    assert overflow(chrome) <= 0  # the board scrolls inside its box, not the page
    chrome.find_element(By.ID, "zoom-fit").click()
    wait.until(lambda d: board(d, "zoom") == "1")
    # The moves are within reach: on the screen's width, below the board.
    first = chrome.find_element(By.CSS_SELECTOR, "#actions button.action")
    chrome.execute_script("arguments[0].scrollIntoView({block: 'center'})", first)
    assert first.is_displayed() and first.rect["x"] + first.rect["width"] <= 390
    assert page_errors(chrome) == []


# ------------------------------------------------------------------ the README's pictures


@pytest.mark.parametrize(
    ("game", "seats", "seed", "turns"),
    [("hexer", ["human", "heuristic", "heuristic"], 8, 12), ("arkham_noir", ["human"], 3, 8)],
)
def test_a_played_table_on_a_desktop_and_a_phone(
    site: str, chrome: Any, game: str, seats: list[str], seed: int, turns: int
) -> None:
    """Plays a few moves and takes pictures, the phone's zoomed in twice (the README's are made by
    test_phone_boards.py: these are named apart so as not to replace them)."""
    from selenium.webdriver.common.by import By

    made = new_table(site, game, seats, seed=seed)
    wait = waiter(chrome)
    chrome.get(site + "/")
    chrome.execute_script("localStorage.setItem('tabletome.pace', '0')")
    chrome.get(site + made["url"])
    for _ in range(turns):
        wait.until(lambda d: board(d, "state") in ("your-turn", "over"))
        if board(chrome, "state") == "over":
            break
        n = n_actions(chrome)
        # Walk, look, take: a table that shows a game under way.
        click_move(chrome, "move 3", "move 5", "take 1", "take 2", "take", "play 1", "pass")
        wait.until(lambda d, n=n: n_actions(d) > n)
    wait.until(lambda d: board(d, "state") in ("your-turn", "over"))
    name = game.replace("_", "-")
    # A component's card pinned open, as a tap leaves it (one whose entry says what it needs).
    picked = chrome.execute_script(
        """const entries = arguments[0];
        const part = [...document.querySelectorAll('#board [data-ref]')].find((n) => entries[n.getAttribute('data-ref')]);
        if (part) part.dispatchEvent(new MouseEvent(part.closest('.tt-target') ? 'contextmenu' : 'click', {bubbles: true}));
        return part ? part.getAttribute('data-ref') : null;""",
        {e["key"]: True for e in _entries(site, made["table"]["id"]) if e["needs"]},
    )
    if picked:
        wait.until(lambda d: tip(d)["pinned"])
    shoot(chrome, f"{name}-played-desktop.png")
    chrome.execute_script("document.body.click()")
    phone(chrome)
    chrome.refresh()
    wait.until(lambda d: board(d, "state") in ("your-turn", "over"))
    assert overflow(chrome) <= 0
    # Zoomed in twice: the board's words readable, the rest of it a drag away.
    chrome.find_element(By.ID, "zoom-in").click()
    chrome.find_element(By.ID, "zoom-in").click()
    wait.until(lambda d: board(d, "zoom") == "2")
    chrome.execute_script("document.getElementById('board').scrollTo(0, 0)")  # panned to the top left corner
    assert overflow(chrome) <= 0
    shoot(chrome, f"{name}-played-zoomed-phone.png")
    assert page_errors(chrome) == []


def test_an_elder_sign_lightless_pyramid_table_is_played_and_read_in_the_browser(site: str, chrome: Any) -> None:
    """The Lightless Pyramid in Chromium: the Cairo entrance with its options, face-down cards
    drawn by their backs, a move onto one, on a desktop and on a phone without sideways scrolling."""
    from selenium.webdriver.common.by import By

    made = new_table(site, "elder_sign", ["human", "heuristic"], seed=7, options={"mode": "lightless_pyramid"})
    wait = waiter(chrome)
    chrome.get(site + made["url"])
    wait.until(lambda d: board(d, "state") == "your-turn")
    text = chrome.find_element(By.ID, "board").text
    assert "Cairo" in text and "Expedition" in text and "face-down" in text
    assert "choose one option as a group" in chrome.find_element(By.ID, "prompt").text
    for _ in range(6):  # the setup's Mythos card asks its option first (ES-LPMYTH-02)
        offered = [
            b.get_attribute("data-action") for b in chrome.find_elements(By.CSS_SELECTOR, "#actions button.action")
        ]
        if "go a4" in offered:
            break
        before = n_actions(chrome)
        click_move(chrome, "choose 1", "stay")
        wait.until(lambda d, n=before: n_actions(d) > n and board(d, "state") == "your-turn")
    assert "go a4" in offered
    before = n_actions(chrome)
    click_move(chrome, "go a4")
    wait.until(lambda d: n_actions(d) > before)
    shoot(chrome, "elder_sign_pyramid_desktop.png")
    phone(chrome)
    chrome.refresh()
    wait.until(lambda d: board(d, "state") in ("your-turn", "waiting"))
    assert overflow(chrome) == 0
    shoot(chrome, "elder_sign_pyramid_phone.png")
    assert page_errors(chrome) == []
