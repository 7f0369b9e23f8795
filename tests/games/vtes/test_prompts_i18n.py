"""V:TES's questions, moves and narration in the reader's language (issue 32): a combat's, an
action's and a referendum's question is drawn in Portuguese and Spanish while the view an agent
reads keeps the English; the log's lines are told in Portuguese, English unchanged."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from functools import cache

from tabletome.engine import Rng
from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_, use
from tabletome.engine.i18n.retell import Said, said, told
from tabletome.games.vtes import GAME, render
from tabletome.games.vtes.impulse import Ask
from tabletome.games.vtes.state import VTESState

YES, NO = Action("choose", ("yes",)), Action("decline")


def drawn(view: dict) -> str:  # type: ignore[type-arg]
    svg = render.svg(view)
    return " ".join(html.unescape(t.strip()) for t in re.findall(r"<text[^>]*>([^<]+)</text>", svg) if t.strip())


def first(found: Callable[[str], bool], seed: int = 1, moves: int = 6000) -> VTESState:
    """The first position of a seeded random 4-seat game whose question ``found`` accepts."""
    s = GAME.new_state({"players": "4"}, seed=seed)
    rng = Rng(seed)
    for _ in range(moves):
        if s.to_move is None:
            break
        with use("en"):
            if found(s.prompt()):
                return s
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    raise AssertionError("no such position in the game")


@cache
def combat() -> VTESState:
    return first(lambda p: p.startswith("Combat, round"))


@cache
def action() -> VTESState:
    return first(lambda p: " [stealth " in p and "play a card, block, or pass" in p)


@cache
def referendum() -> VTESState:
    """Referendums are rare in random games: the first seeded game (from seed 2) that reaches one (a new
    window, such as Life Boon's as a Methuselah is being ousted, changes every later move of a game)."""
    for seed in range(2, 12):
        try:
            return first(lambda p: p.startswith("Referendum on "), seed=seed, moves=20000)
        except AssertionError:
            continue
    raise AssertionError("no referendum in ten seeded games")


def asked(view: dict) -> str:  # type: ignore[type-arg]
    return next(line for kind, line in render.moment(view) if kind == "asked")


def test_a_combat_question_is_drawn_in_portuguese_and_the_view_keeps_english() -> None:
    """VT-CMB: the combat's round, the two minions and the step, in the rulebook's words."""
    s = combat()
    seat = s.to_move
    assert seat is not None
    with use("pt"):
        view = s.view(seat)
        board, line = drawn(view), asked(view)
        said = s.prompt()
    assert view["prompt"].startswith("Combat, round ")  # what agents read
    assert "Combate, rodada" in line
    assert "jogue uma carta, ou passe" in line or "escolha o golpe de" in line
    assert "Combate, rodada" in board and "Combat, round" not in board
    assert said.startswith("Combate, rodada")  # the frame asks the seat in its language
    with use("es"):
        assert "Combate, ronda" in asked(s.view(seat))


def test_an_action_and_its_block_decision_are_drawn_in_portuguese() -> None:
    """VT-BLK-06: the acting minion, what it does, its stealth, and who may block."""
    s = action()
    seat = s.to_move
    assert seat is not None
    with use("pt"):
        view = s.view(seat)
        line, board = asked(view), drawn(view)
    assert "[stealth " in view["prompt"] and "play a card, block, or pass" in view["prompt"]
    assert "[furtividade " in line and "jogue uma carta, bloqueie, ou passe" in line
    assert " takes " not in line and "stealth" not in line
    assert "Ação de " in board and "Estado A" in board
    assert re.search(r"\((Matusalém \d|você|seu)\)", line)  # the seat's name translated too
    with use("es"):
        es = asked(s.view(seat))
    assert "[sigilo " in es and "juega una carta, bloquea, o pasa" in es


def test_a_referendum_is_drawn_in_portuguese() -> None:
    """VT-REF: the referendum's tally and what may be done."""
    s = referendum()
    seat = s.to_move
    assert seat is not None
    with use("pt"):
        view = s.view(seat)
        line = asked(view)
    assert view["prompt"].startswith("Referendum on ")
    assert "Votação de " in line and "a favor" in line and "dê votos, jogue uma carta, ou passe" in line
    with use("es"):
        assert "Referéndum sobre " in asked(s.view(seat))


def test_move_descriptions_are_said_in_the_readers_language() -> None:
    s = action()
    seat = s.to_move
    assert seat is not None
    view = s.view(seat)
    moves = [str(a) for a in s.legal_actions()]
    english = [render.describe_action(view, m) for m in moves]
    with use("pt"):
        pt = [render.describe_action(view, m) for m in moves]
    assert english != pt
    assert "pass" in moves and pt[moves.index("pass")] in ("não tentar bloquear e passar", "passar")
    blocks = [i for i, m in enumerate(moves) if m.startswith("block ")]
    for i in blocks:
        assert "tenta bloquear" in pt[i] and "attempts to block" in english[i]


def test_the_log_is_told_in_portuguese_with_english_unchanged() -> None:
    """VT-TURN-01, VT-INF-04: the phases' ends and the transfers, told from their templates."""
    s = GAME.new_state({"players": "4"}, seed=4)
    s.enable_log()
    rng = Rng(4)
    for _ in range(600):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    lines = [text for _who, text in s.log or []]
    made = [x for x in lines if isinstance(x, Said)]
    assert len(made) > len(lines) // 2
    assert all(told(x, "en") == x for x in lines)
    pt = [told(x, "pt") for x in lines]
    assert any(re.fullmatch(r"Matusalém \d encerra a fase de desvirar\.", x) for x in pt)
    transfers = [x for x in pt if " de reserva para " in x and "(VT-INF-04)" in x]
    assert transfers and all("transferência" in x for x in transfers)


def test_a_face_down_vampire_is_named_per_reader_in_portuguese() -> None:
    """VT-SETUP-12: the others read the face-down vampire's number, its Methuselah its name."""
    s = GAME.new_state({"players": "4"}, seed=4)
    s.enable_log()
    rng = Rng(4)
    for _ in range(400):
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    hidden = [(who, x) for who, x in s.log or [] if "face-down vampire #" in x]
    assert hidden
    said = told(hidden[0][1], "pt")
    assert "vampiro virado para baixo nº " in said and "face-down" not in said
    owners = [x for w, x in s.log or [] if isinstance(w, int) and w >= 0 and isinstance(x, Said)]
    assert owners  # the owner's own copy of a line names the vampire


def test_the_outcome_is_told() -> None:
    """VT-VP-04: the winner, or nobody, said in the reader's language."""
    s = GAME.new_state({"players": "4"}, seed=5)
    rng = Rng(5)
    while s.to_move is not None:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    reason = s.outcome_.reason if s.outcome_ is not None else ""
    assert isinstance(reason, Said)
    pt = told(reason, "pt")
    assert pt != reason and "(VT-" in pt
    assert "pontos de vitória" in pt or "O tempo acabou" in pt or "Nenhuma vitória" in pt


def _answered(s: VTESState, args: tuple[object, ...], action: Action) -> None:
    """A question's answer does nothing here."""


def test_a_cards_question_is_told_in_the_readers_language() -> None:
    """A card's question to one Methuselah (an ``Ask``): the view keeps the English sentence, the
    frame and the picture say it in Portuguese, the vampire's name as printed."""
    s = GAME.new_state({"players": "4"}, seed=1)
    seat = s.to_move
    assert seat is not None
    s.push(Ask(seat, said(N_("{minion}: look at the bleeder's hand?"), minion="Anson"), [YES, NO], _answered))
    s._legal = None
    with use("pt"):
        view = s.view(seat)
        line = asked(view)
        said_pt = s.prompt()
        board = " ".join(text for _kind, text in render.moment(view))
    assert view["prompt"] == "Anson: look at the bleeder's hand?"
    assert said_pt == "Anson: olhar a mão de quem sangrou?"
    assert "Anson: olhar a mão de quem sangrou?" in line and "decide: Anson: olhar" in board
