"""Arkham Noir's narration, outcome reasons, refusals and last prompt in the reader's language
(issue 32): each line is made from a marked template (``said``) and told again in Portuguese or
Spanish, with the names of each language's glossary; the English text stays as the game writes it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletome.engine import IllegalAction
from tabletome.engine.agent import decide
from tabletome.engine.i18n import use
from tabletome.engine.i18n.retell import Said, told
from tabletome.games.arkham_noir import GAME, rules
from tabletome.games.arkham_noir.data import standard_edition
from tabletome.games.arkham_noir.state import ArkhamNoirState
from tabletome.games.arkham_noir.words import printed


def _game(seed: int, log: bool = True, heuristic: bool = False) -> ArkhamNoirState:
    s = GAME.new_state({}, seed)
    assert isinstance(s, ArkhamNoirState)
    if log:
        s.enable_log()
    rng = random.Random(seed)
    agent = GAME.heuristic_agent(0, seed)
    while s.to_move is not None:
        s.apply(decide(agent, s, 0) if heuristic else rng.choice(list(s.legal_actions())))
    return s


#: Cards whose names the Portuguese glossary prints otherwise (a sentence in Portuguese must not show these).
def _renamed() -> dict[str, str]:
    ed = standard_edition()
    pt = printed("pt")
    return {
        ed.card_label(c): pt[ed.card_label(c)] for c in range(len(ed.names)) if pt[ed.card_label(c)] != ed.card_label(c)
    }


def test_a_finished_games_reason_is_told_in_portuguese_and_spanish() -> None:
    causes: set[str] = set()
    for seed in range(10):
        s = _game(seed, heuristic=seed % 2 == 0)
        outcome = s.outcome()
        reason = outcome.reason
        assert told(reason, "en") == reason
        in_pt, in_es = told(reason, "pt"), told(reason, "es")
        assert in_pt != reason and in_es != reason and in_pt != in_es, reason
        last = s.log[-1][1]  # type: ignore[index]
        assert told(last, "pt") == ("Vitória! " if outcome.winners else "Derrota. ") + in_pt
        causes.add(outcome.cause)
    assert "AN-END-02" in causes and len(causes) >= 3  # a win and several ways to lose
    with use("pt"):
        assert s.prompt() == "A partida terminou."


def test_narration_names_cards_as_the_readers_glossary_prints_them() -> None:
    renamed = _renamed()
    seen = 0
    for seed in range(4):
        lines = [text for _who, text in _game(seed).log or []]
        assert all(isinstance(line, Said) for line in lines)
        for line in lines:
            in_pt = told(line, "pt")
            assert not [c for c in renamed if c in in_pt], in_pt
            seen += sum(c in line for c in renamed)
    assert seen > 10  # the lines did name cards the glossary renames


def test_a_game_without_narration_formats_no_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    real = rules.said

    def counted(template: str, /, **slots: Any) -> Said:
        made.append(template)
        return real(template, **slots)

    monkeypatch.setattr(rules, "said", counted)
    _game(5, log=False)
    assert len(made) <= 1  # at most the outcome's reason, made once
    _game(5, log=True)
    assert len(made) > 50


def test_refusals_in_portuguese_name_cards_as_the_glossary_prints_them() -> None:
    renamed = _renamed()
    s = GAME.new_state({}, 2)
    named = 0
    with use("pt"):
        legal = set(s.legal_actions())
        for action in GAME.action_space():
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as exc:
                s.apply(action)
            said = str(exc.value)
            assert not [c for c in renamed if c in said], said
            named += "#" in said
    assert named > 20
