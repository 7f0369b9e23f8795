"""The V:TES table's own words in Portuguese and Spanish (issue 32): pool, victory points, regions,
prey and predator, the turn's phase; card names stay as printed, and the view an agent reads is the
same in every language."""

from __future__ import annotations

import html
import re

from tabletome.engine import Rng
from tabletome.engine.i18n import use
from tabletome.games.vtes import GAME, render


def position(moves: int = 300):  # type: ignore[no-untyped-def]
    s = GAME.new_state({"players": "4", "rules": "assisted"}, seed=3)
    rng = Rng(5)
    for _ in range(moves):
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


def drawn(svg: str) -> list[str]:
    return [html.unescape(t.strip()) for t in re.findall(r"<text[^>]*>([^<]+)</text>", svg) if t.strip()]


def test_a_view_is_the_same_in_every_language() -> None:
    s = position()
    with use("en"):
        english = [s.view(t) for t in range(4)] + [s.public_view()]
    for lang in ("pt", "es"):
        with use(lang):
            assert [s.view(t) for t in range(4)] + [s.public_view()] == english


def test_the_board_says_the_rulebooks_words_in_portuguese_and_english_is_unchanged() -> None:
    """VT-TURN: the master phase of Methuselah 4, said as the Portuguese rulebook names it."""
    view = position().view(0)
    assert view["phase"] == "master"
    en = drawn(render.svg(view))
    assert "pool 14" in en and "you: your prey is Methuselah 2" in en
    assert "Turn 25: Methuselah 4's master phase, 1 master phase action left." in " ".join(en)
    with use("pt"):
        pt = drawn(render.svg(view))
        assert render.describe_action(view, "end") == "encerrar sua fase mestre"
    assert "reserva 14" in pt and "você: sua presa é Matusalém 2" in pt and "sua presa: você a sangra" in pt
    assert "Turno 25: fase mestre de Matusalém 4, resta 1 ação da fase mestre." in " ".join(pt)
    assert "PV 0 · mão 7 · biblioteca 66 · cripta 7" in pt and "Matusalém 1 (você)" in pt
    assert "Trung Chau Pham (G7)" in pt  # a card's name as printed
    assert not {"pool 14", "Ready region", "no ready minion", "their turn · asked now"} & set(pt)


def test_spanish_uses_the_spanish_rulebooks_words() -> None:
    view = position().view(0)
    with use("es"):
        es = drawn(render.svg(view))
    assert "Turno 25: fase de maestro de Matusalén 4, queda 1 acción" in " ".join(es)
    assert "ningún esbirro preparado" in es
    assert "su turno · decide ahora" in es and "tu depredador: te sangra" in es


def test_a_transfer_and_a_pass_are_described_in_the_readers_language() -> None:
    """VT-INFL: a transfer's words; the numbers, the vampire's name and the blood it will have kept."""
    s = GAME.new_state({"players": "4", "rules": "assisted"}, seed=3)
    for _ in range(200):  # the first influence phase with a vampire to transfer to
        if any(str(a).startswith("transfer ") for a in s.legal_actions()):
            break
        s.apply(s.legal_actions()[0])
    seat = s.to_move
    assert seat is not None
    view = s.view(seat)
    move = next(str(a) for a in s.legal_actions() if str(a).startswith("transfer "))
    english = render.describe_action(view, move)
    found = re.fullmatch(r"move (\d+) pool onto (.+) \((\d+) transfers?; it will have (\d+) of (\d+) blood\)", english)
    assert found is not None, english
    k, name, _k, after, cap = found.groups()
    with use("pt"):
        said = render.describe_action(view, move)
    transfers = "transferência" if k == "1" else "transferências"
    assert said == f"mover {k} de reserva para {name} ({k} {transfers}; ficará com {after} de {cap} de sangue)"


def test_a_phases_question_is_asked_in_the_readers_language_and_the_view_keeps_english() -> None:
    """VT-INFL, VT-MAST: the phase's question through the catalogs; the view keeps the English the
    board tells again."""
    s = position()  # Methuselah 4's master phase
    english = s.view(3)["prompt"]
    assert english == "Master phase: 1 master phase action left; play a master card, or end the phase."
    with use("pt"):
        assert s.prompt() == "Fase mestre: resta 1 ação da fase mestre; jogue uma carta mestre, ou encerre a fase."
        assert s.view(3)["prompt"] == english
        assert "jogue uma carta mestre, ou encerre a fase." in " ".join(drawn(render.svg(s.view(3))))
    with use("es"):
        assert render.asked_words(english).startswith("Fase de maestro: queda 1 acción de la fase de maestro;")
