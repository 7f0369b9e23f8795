"""Elder Sign's goals, "now" line, odds notes and setup refusals in the reader's language (issue 32):
Portuguese and Spanish where a player reads them, the English unchanged."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

from tabletome.engine.actions import Action
from tabletome.engine.errors import OptionError
from tabletome.engine.i18n import use
from tabletome.engine.i18n.retell import told
from tabletome.games.elder_sign import GAME
from tabletome.games.elder_sign.advice import UNMODELLED, Chance, _entry, _note, _solve, odds
from tabletome.games.elder_sign.dice import Task, parse_icons
from tabletome.games.elder_sign.odds import Attempt, Kit
from tabletome.games.elder_sign.reference import goals

from .helpers import new

#: English words of the goals and notes that no Portuguese sentence holds.
ENGLISH = re.compile(r"\b(Now|is attempting|turn, at|Place|to win at once|Doom is on|awakens when|the final battle|"
                     r"Each devoured|The entrance is on|While Dashur|Expedition tokens|Dark Pharaoh adventures in play|"
                     r"The exact chance|with the best play|not foreseen|between|not exact|counting no clue|unknown)\b")  # fmt: skip


def _view(**ao: Any) -> dict[str, Any]:
    view = copy.deepcopy(GAME.new_state({"players": 2}, 1).view(0))
    view["ancient_one"].update(ao)
    return view


def _lines(found: dict[str, list[str]]) -> str:
    return "\n".join(found["win"] + found["lose"])


def test_the_goals_and_the_now_line_in_portuguese_and_spanish() -> None:
    view = _view(elder_signs=5, elder_signs_needed=13, doom=12, doom_track=13)
    english = goals(view)
    assert english["win"][1].startswith("Place 8 more Elder Signs on ")
    assert "(1 more doom token), and the final battle begins." in english["lose"][0]
    with use("pt"):
        pt = goals(view)
    with use("es"):
        es = goals(view)
    assert (
        pt["win"][0].startswith("Agora: é o turno de ")
        and " — a entrada" in pt["win"][0]
        and es["win"][0].startswith("Ahora: es el turno de ")
    )
    assert "Ponha mais 8 Sinais Antigos em " in pt["win"][1] and "5 dos 13 Sinais Antigos" in pt["win"][1]
    assert "A perdição está em 12 de 13" in pt["lose"][0] and "falta 1 token de perdição" in pt["lose"][0]
    assert "La perdición está en 12 de 13" in es["lose"][0]
    assert not ENGLISH.search(_lines(pt)), _lines(pt)
    assert goals(view) == english  # the language is the reader's only


def test_the_now_line_of_an_attempt_and_of_the_final_battle_in_portuguese() -> None:
    view = _view(awakened=True, doom=3)
    view["attempt"] = {"investigator": 1, "place": "ancient-one", "step": "after a roll", "rolls": 2}
    english = goals(view)
    assert english["win"][0].startswith(f"Now: {view['investigators'][0]['name']} is attacking ")
    assert english["win"][0].endswith("(after a roll, after 2 rolls).")
    with use("pt"):
        pt = goals(view)
    assert pt["win"][0].endswith("(depois de uma rolagem, depois de 2 rolagens).")
    assert (
        "despertou: complete a tarefa de combate dele" in pt["win"][1] and "restam 3 tokens de perdição" in pt["win"][1]
    )
    assert not ENGLISH.search(_lines(pt)), _lines(pt)


def test_the_pyramid_goals_in_portuguese() -> None:
    view = GAME.new_state({"players": 2, "mode": "lightless_pyramid"}, 1).view(0)
    english = _lines(goals(view))
    assert "The entrance is on its Cairo side" in english and "Dark Pharaoh adventures in play: 0 of 4" in english
    with use("pt"):
        pt = _lines(goals(view))
    assert "A entrada está no lado Cairo" in pt and "Aventuras do Faraó Sombrio em jogo: 0 de 4" in pt
    assert "troféus" in pt and not ENGLISH.search(pt), pt


def test_the_odds_note_keeps_its_english_and_is_told_in_portuguese() -> None:
    question = Attempt((Task(parse_icons("L L")), Task(parse_icons("L 2"))), terror_sanity=1)
    (got,) = _solve(question, Kit(green=4, add_yellow=True, clues=1, sanity=3), [lambda o, k: o.before_roll(k)], 5000)
    assert isinstance(got, Chance)
    entry = _entry(Action("go", ("a1",)), got)
    note = _note({"an unlock: the chance of its one roll with the green dice, before clues or items"}, [entry])
    assert note == (  # the English the note always had (agents and records read it)
        "The exact chance to complete the adventure with the best play from here; an unlock: the chance of its one "
        f"roll with the green dice, before clues or items ({UNMODELLED}). go a1: between {entry['low']:.1%} and "
        f"{entry['high']:.1%}, not exact ({entry['note']})."
    )
    assert str(got.note).startswith("at least counting no clue and no spell not yet cast; at most with the yellow")
    with use("pt"):
        pt = told(note)
    assert pt.startswith("A chance exata de completar a aventura com o melhor jogo daqui em diante; um desbloqueio")
    assert f"go a1: entre {entry['low']:.1%} e {entry['high']:.1%}, não exata (no mínimo sem contar pistas" in pt
    assert not ENGLISH.search(pt.replace("go a1", "")), pt
    with use("es"):
        assert told(note).startswith("La probabilidad exacta de completar la aventura")


def test_a_face_down_card_s_note_in_portuguese() -> None:
    s = new(1, seed=2, mode="lightless_pyramid")
    answer = odds(s, s.to_move)
    move = next(m for m in answer["moves"] if m["chance"] is None)
    assert move["note"] == "unknown: a face-down card's tasks are not known"
    with use("pt"):
        assert told(move["note"]) == "desconhecida: as tarefas de uma carta virada para baixo não são conhecidas"
        assert f"{move['action']}: desconhecida" in told(answer["note"])
    with use("es"):
        assert (
            told(odds(s, (s.to_move + 1) % 2)["note"]) == "Las probabilidades se calculan para tus propias decisiones."
        )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "5 players with 2 investigators each make 10: at most 8 investigators play (ES-GEN-02)."),
        ("pt", "5 jogadores com 2 investigadores cada dão 10: jogam no máximo 8 investigadores (ES-GEN-02)."),
        ("es", "5 jugadores con 2 investigadores cada uno suman 10: juegan como máximo 8 investigadores (ES-GEN-02)."),
    ],
)
def test_a_setup_refusal_in_each_language(lang: str, said: str) -> None:
    with use(lang), pytest.raises(OptionError) as found:
        GAME.new_state({"players": 5, "team": 2}, 1)
    assert str(found.value) == said
