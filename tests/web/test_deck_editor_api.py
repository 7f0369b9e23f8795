"""The V:TES deck editor's API: the check is `tabletome vtes deck check` (the same sentences for the
same decks), the card search gives a card's facts and full text, the precons come with their lists,
and hostile requests get a 4xx with one sentence."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from tabletome.cli.main import app as cli
from tabletome.games.vtes.decks import Decklist, write_deck
from tabletome.games.vtes.game import DECK_CHARS
from tabletome.games.vtes.preconstructed import precon, precons

CHECK = "/api/vtes/decks/check"
runner = CliRunner()


def tremere(*, crypt: int = 12, extra: str = "") -> str:
    """The Tremere precon with only its first ``crypt`` crypt cards, and lines added to its library."""
    deck = precon("Tremere")
    kept, left = [], crypt
    for card, count in deck.crypt:
        if left > 0:
            kept.append((card, min(count, left)))
            left -= min(count, left)
    text = write_deck(Decklist(tuple(kept), deck.library, name="Tremere test"))
    return text + extra


GROUPS_456 = "Crypt\n4x Abebe (G4)\n4x Amber (G5)\n4x Ariel (G6)\nLibrary\n60x Govern the Unaligned\n"
#: Broken decks: each refused by the CLI (exit 1: problems; exit 2: unreadable), for a reason in its name.
BROKEN = {
    "crypt too small": tremere(crypt=11),
    "crypt of three groups": GROUPS_456,
    "banned card": tremere(extra="1x Succubus Club\n"),
    "unknown card": "Crypt\n12x Ayelech\nLibrary\n60x Govern the Unaligend\n",
    "library over 90": tremere(extra="20x Deflection\n"),
    "library under 60": "Crypt\n12x Ayelech\nLibrary\n59x Govern the Unaligned\n",
    "malformed line": "Crypt\n12x Ayelech\nLibrary\n60x Govern the Unaligned\nthree Deflection\n",
    "library card in the crypt": "Crypt\n12x Ayelech\n60x Govern the Unaligned\n",
    "no copies": "Crypt\n12x Ayelech\nLibrary\n0x Govern the Unaligned\n",
    "no card at all": "Deck Name: nothing yet\nCrypt\nLibrary\n",
    "many problems at once": "Crypt\n4x Abebe (G4)\n3x Ariel (G6)\nLibrary\n40x Govern the Unaligned\n1x Edge Explosion\n",
    "a line too long": "Crypt\n12x Ayelech\nLibrary\n60x Govern the Unaligned " + "x" * 400 + "\n",
}


def cli_check(tmp_path: Path, text: str, *options: str) -> tuple[int, list[str], list[str], str]:
    """`tabletome vtes deck check` on the text: exit code, its problem sentences, its notes, its output."""
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(cli, ["vtes", "deck", "check", str(path), *options], env={"COLUMNS": "200"})
    lines = result.output.splitlines()
    if result.exit_code == 2:
        return 2, [result.output.strip().removeprefix(f"{path}: ")], [], result.output
    problems = [line.removeprefix("  ") for line in lines if line.startswith("  ")]
    notes = [line.removeprefix("note: ") for line in lines if line.startswith("note: ")]
    return result.exit_code, problems, notes, result.output


def web_check(client: TestClient, text: str, **extra: Any) -> dict[str, Any]:
    r = client.post(CHECK, json={"text": text, **extra})
    assert r.status_code == 200, r.text
    answer: dict[str, Any] = r.json()
    return answer


@pytest.mark.parametrize("name", list(BROKEN))
def test_the_check_gives_the_problems_of_the_cli_in_its_words(client: TestClient, tmp_path: Path, name: str) -> None:
    text = BROKEN[name]
    code, problems, notes, _ = cli_check(tmp_path, text)
    assert code in (1, 2), f"{name}: the CLI finds this deck legal"
    answer = web_check(client, text)
    assert [p["message"] for p in answer["problems"]] == problems
    assert answer["notes"] == notes
    assert answer["readable"] is (code == 1) and answer["legal"] is False
    if code == 2:  # an unreadable list: the sentence names its line, and no deck is given back
        assert answer["text"] == "" and answer["crypt"]["cards"] == []
        assert answer["problems"][0]["clause"] is None


def test_the_corpus_covers_every_construction_rule_and_reading_failure(client: TestClient) -> None:
    clauses = set()
    unreadable = []
    for text in BROKEN.values():
        for p in web_check(client, text)["problems"]:
            clauses.add(p["clause"])
            if p["clause"] is None:
                unreadable.append(p["message"])
    assert {"VT-DECK-02", "VT-DECK-03", "VT-DECK-06", "VT-TOUR-03"} <= clauses
    assert any("is not a card; did you mean 'Govern the Unaligned'" in m for m in unreadable)
    assert any("cannot read 'three Deflection'" in m for m in unreadable)
    assert any("is a library card, but it is listed in the crypt" in m for m in unreadable)
    assert any("holds no card line" in m for m in unreadable)


def test_problems_point_at_the_cards_and_the_pane_they_are_about(client: TestClient) -> None:
    answer = web_check(client, BROKEN["many problems at once"])
    by_clause = {p["clause"]: p for p in answer["problems"]}
    assert by_clause["VT-DECK-02"]["section"] == "crypt"
    assert by_clause["VT-DECK-03"]["section"] == "library"
    assert by_clause["VT-DECK-06"]["cards"] == ["Ariel (G6)"]
    assert by_clause["VT-TOUR-03"]["cards"] == ["Edge Explosion"]
    line = web_check(client, BROKEN["malformed line"])["problems"][0]
    assert line["line"] == 5 and line["message"].startswith("line 5: ")


def test_a_legal_deck_and_the_classic_rules_agree_with_the_cli(client: TestClient, tmp_path: Path) -> None:
    text = write_deck(precon("Tremere"))
    code, problems, _, output = cli_check(tmp_path, text)
    answer = web_check(client, text)
    assert code == 0 and problems == [] and "a legal deck (12 crypt, 77 library)" in output
    assert answer["legal"] and answer["problems"] == [] and answer["unimplemented"] == []
    classic = "Crypt\n12x Ayelech\nLibrary\n45x Deflection\n"
    assert web_check(client, classic)["legal"] is False
    code, problems, _, _ = cli_check(tmp_path, classic, "--rules", "seed", "--players", "4")
    assert code == 0 and web_check(client, classic, rules="seed", players=4)["legal"] is True
    too_big = "Crypt\n12x Ayelech\nLibrary\n60x Deflection\n45x Govern the Unaligned\n"
    code, problems, _, _ = cli_check(tmp_path, too_big, "--rules", "seed")
    classic_answer = web_check(client, too_big, rules="seed")
    assert code == 1 and [p["message"] for p in classic_answer["problems"]] == problems


def test_the_deck_comes_back_in_panes_and_in_the_archive_format(client: TestClient) -> None:
    answer = web_check(client, "12x Ayelech\n\n58x Govern the Unaligned\n2x Deflection\n")
    crypt, library = answer["crypt"], answer["library"]
    assert crypt["count"] == 12 and crypt["groups"] == [{"label": "6", "count": 12}]
    assert crypt["capacity"]["average"] == crypt["cards"][0]["capacity"]
    assert crypt["capacity"]["smallest"] == crypt["capacity"]["largest"] == 4 * crypt["cards"][0]["capacity"]
    assert [(c["name"], c["count"]) for c in library["cards"]] == [("Govern the Unaligned", 58), ("Deflection", 2)]
    assert library["types"] == [{"label": "Action", "count": 58}, {"label": "Reaction", "count": 2}]
    assert answer["text"].startswith("Crypt (12 cards") and "58x Govern the Unaligned" in answer["text"]
    # What the page sends back is read back the same.
    again = web_check(client, answer["text"])
    assert again["crypt"] == crypt and again["library"] == library
    precon_deck = web_check(client, write_deck(precon("Tremere")))
    assert precon_deck["name"] == "Tremere (Fifth Edition)"
    assert precon_deck["library"]["types"][0]["label"] == "Master"


def test_cards_the_rules_do_not_implement_are_named(client: TestClient, tmp_path: Path) -> None:
    text = (
        "Crypt\n12x Hesha Ruhadze (G2)\nLibrary\n59x Govern the Unaligned\n1x Angel of Berlin\n"  # imbued: out of scope
    )
    answer = web_check(client, text)
    assert answer["legal"] is True
    assert answer["unimplemented"] == ["Angel of Berlin", "Hesha Ruhadze (G2)"]
    _, _, _, output = cli_check(tmp_path, text)
    assert "2 of its cards have effects the rules do not implement (Angel of Berlin, Hesha Ruhadze (G2))" in output
    flags = {c["name"]: c["implemented"] for c in answer["crypt"]["cards"] + answer["library"]["cards"]}
    assert flags == {"Hesha Ruhadze (G2)": False, "Govern the Unaligned": True, "Angel of Berlin": False}


def test_a_bare_name_is_read_as_the_cli_reads_it_with_the_same_note(client: TestClient, tmp_path: Path) -> None:
    text = "Crypt\n11x Ayelech\n1x Theo Bell\nLibrary\n60x Govern the Unaligned\n"
    _, _, notes, _ = cli_check(tmp_path, text)
    answer = web_check(client, text)
    assert notes and answer["notes"] == notes
    assert "Theo Bell (G6)" in {c["name"] for c in answer["crypt"]["cards"]}


# ------------------------------------------------------------------ cards and precons


def test_search_finds_a_card_with_its_full_text_and_facts(client: TestClient) -> None:
    r = client.get("/api/vtes/cards", params={"q": "govern unaligned"})
    assert r.status_code == 200, r.text
    (card,) = r.json()["cards"]
    assert card["name"] == "Govern the Unaligned" and card["kind"] == "library" and card["type"] == "Action"
    assert card["disciplines"] == ["dom"] and card["implemented"] is True
    assert card["text"] == (
        "[dom] Ⓓ Bleed with +2 bleed.\n[DOM] +1 stealth action. Add 3 blood to a younger vampire in your uncontrolled region."
    )
    vampire = client.get("/api/vtes/cards", params={"q": "theo bell", "kind": "crypt"}).json()
    by_name = {c["name"]: c for c in vampire["cards"]}
    theo = by_name["Theo Bell (G6)"]
    assert (theo["capacity"], theo["group"], theo["clans"], theo["sect"]) == (8, "6", ["Brujah"], "Anarch")
    assert theo["disciplines"] == ["CEL", "POT", "PRE", "aus", "dom"] and "+1 strength" in theo["text"]
    assert theo["implemented"] is True
    hesha = client.get("/api/vtes/cards", params={"q": "hesha", "kind": "crypt"}).json()["cards"]
    assert {c["name"]: c["implemented"] for c in hesha} == {"Hesha Ruhadze (G2)": False, "Hesha Ruhadze (G6)": True}


def test_search_ranks_the_name_first_filters_and_is_bounded(client: TestClient) -> None:
    found = client.get("/api/vtes/cards", params={"q": "Deflection"}).json()
    assert found["cards"][0]["name"] == "Deflection"
    assert client.get("/api/vtes/cards", params={"q": "ayelech", "kind": "library"}).json()["total"] == 0
    accents = client.get("/api/vtes/cards", params={"q": "konig"}).json()
    assert accents["total"] >= 1 and any("König" in c["name"] for c in accents["cards"])
    many = client.get("/api/vtes/cards", params={"q": "a", "limit": 50}).json()
    assert len(many["cards"]) == 50 and many["total"] > 50
    only = client.get("/api/vtes/cards", params={"q": "hesha", "kind": "crypt", "implemented": "true"}).json()
    assert [c["name"] for c in only["cards"]] == ["Hesha Ruhadze (G6)"]
    banned = client.get("/api/vtes/cards", params={"q": "succubus club"}).json()["cards"][0]
    assert banned["banned"] == "2005-01-01" and banned["cost"] is None
    costs = {
        c: client.get("/api/vtes/cards", params={"q": c}).json()["cards"][0]["cost"]
        for c in ("aggressive corpse", "channel 10")
    }
    assert costs == {"aggressive corpse": "2 blood", "channel 10": "2 pool"}


def test_the_precons_come_with_their_decklists(client: TestClient) -> None:
    r = client.get("/api/vtes/precons")
    assert r.status_code == 200
    listed = r.json()
    assert [p["name"] for p in listed] == [p.name for p in precons()]
    tremere_deck = next(p for p in listed if p["name"] == "Tremere")
    assert (tremere_deck["crypt"], tremere_deck["library"]) == (12, 77)
    assert web_check(client, tremere_deck["text"])["legal"] is True


# ------------------------------------------------------------------ hostile requests


def test_hostile_requests_get_one_sentence(client: TestClient) -> None:
    long = "1x Deflection\n" * (DECK_CHARS // 14 + 1)
    r = client.post(CHECK, json={"text": long})
    assert r.status_code == 422
    assert r.json()["detail"] == f"Your deck is {len(long):,} characters long; at most {DECK_CHARS:,} are allowed."
    r = client.post(CHECK, json={"text": "x" * 70_000})
    assert r.status_code in (413, 422) and r.json()["detail"].endswith(".")
    r = client.post(CHECK, content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["detail"] == "The request body is not valid JSON."
    r = client.post(CHECK, json={"text": "12x Ayelech\x01"})
    assert r.status_code == 422 and "control characters" in r.json()["detail"]
    r = client.post(CHECK, json={"text": "12x Ayelech", "rules": "chess"})
    assert r.status_code == 422 and "rules" in r.json()["detail"]
    r = client.post(CHECK, json={"deck": "12x Ayelech"})
    assert r.status_code == 422
    r = client.get("/api/vtes/cards", params={"q": "x" * 81})
    assert r.status_code == 422 and r.json()["detail"].startswith("Invalid request: q")
    r = client.get("/api/vtes/cards", params={"limit": 51})
    assert r.status_code == 422
    r = client.options(CHECK)
    assert r.status_code == 204 and r.headers["allow"] == "OPTIONS, POST"
    r = client.delete("/api/vtes/cards")
    assert r.status_code == 405 and r.json()["detail"] == "DELETE is not allowed at /api/vtes/cards; use GET, OPTIONS."
    # Within the length, a list of more lines than the server reads (deck_lines) is refused unread.
    r = client.post(CHECK, json={"text": "\n" * 6000})
    assert r.status_code == 422
    assert r.json()["detail"] == "Your deck has 6,001 lines; a decklist may have at most 500."


def test_the_deck_page_is_served_with_its_own_script_and_style(client: TestClient) -> None:
    r = client.get("/decks")
    assert r.status_code == 200 and "script-src 'self'" in r.headers["content-security-policy"]
    assert "/static/decks.js" in r.text and "/static/decks.css" in r.text and "<script>" not in r.text
    assert 'href="/decks"' in client.get("/").text  # the lobby's link
    for asset in ("decks.js", "decks.css"):
        assert client.get(f"/static/{asset}").status_code == 200
