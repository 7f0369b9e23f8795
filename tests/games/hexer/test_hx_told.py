"""Hexer's narration, outcome reasons, prompts and refusals in the reader's language (issue 32):
each line is made from a marked template (``said``) and told again in Portuguese or Spanish, with
the names each language's edition prints; the English text stays as the game writes it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletome.engine import IllegalAction
from tabletome.engine.agent import decide
from tabletome.engine.i18n import use
from tabletome.engine.i18n.retell import Said, told
from tabletome.games.hexer import GAME, rules
from tabletome.games.hexer.rules import TeamAgreement, TeamDiscard
from tabletome.games.hexer.state import HexerState
from tabletome.games.hexer.words import printed

from ..render_words import played
from .helpers import new

#: The standard edition's English names that a Portuguese sentence must not show.
NAMES = ("Sanatorium", "Newspaper", "Witch House", "Inn", "Cemetery", "Church", "Miskatonic University", "Glasses")


def _heuristic_game(seed: int, log: bool = True) -> HexerState:
    s = new(players=2 + seed % 3, seed=seed)
    if log:
        s.enable_log()
    agents = [GAME.heuristic_agent(p, seed) for p in range(s.players)]
    while s.to_move is not None:
        s.apply(decide(agents[s.to_move], s, s.to_move))
    return s


def _english_names(text: str) -> list[str]:
    return [w for w in NAMES if w in text]


def test_a_finished_games_reason_is_told_in_portuguese_and_spanish() -> None:
    causes: set[str] = set()
    for seed in range(12):
        s = _heuristic_game(seed)
        outcome = s.outcome()
        reason = outcome.reason
        assert told(reason, "en") == reason
        in_pt, in_es = told(reason, "pt"), told(reason, "es")
        assert in_pt != reason and in_es != reason and in_pt != in_es, reason
        assert not _english_names(in_pt), in_pt
        if outcome.winners:
            assert in_pt.startswith("O Grande Primogênito foi banido") and str(outcome.score) in in_pt
            assert told(s.log[-1][1], "pt") == "Vitória! " + in_pt  # type: ignore[index]
        else:
            assert told(s.log[-1][1], "es") == "Derrota. " + in_es  # type: ignore[index]
        causes.add(outcome.cause)
    assert "HX-END-07" in causes and len(causes) >= 3  # a win and several ways to lose


def test_the_final_checks_places_are_named_as_the_readers_edition_prints_them() -> None:
    s = new(players=2, seed=3)
    s.tiles = [-1, 1, 1, 0, 0, 1, 0]  # portals at the Sanatorium, the Newspaper and the Cemetery
    s.on_tile = [-1] * 7
    s.banisher = 0
    with pytest.raises(rules.GameOver):
        rules.final_check(s)
    reason = s.outcome().reason
    assert reason == "The final check finds a portal still open at Sanatorium, Newspaper, Cemetery."
    assert (
        told(reason, "pt") == "A verificação final encontra um portal ainda aberto em Sanatório, Periódico, Cemitério."
    )


def test_narration_names_places_and_items_as_the_readers_edition_prints_them() -> None:
    s = _heuristic_game(4)
    lines = [text for _who, text in s.log or []]
    assert all(isinstance(line, Said) for line in lines)
    moved = next(line for line in lines if line.endswith(" card and moves there."))
    place = moved.slots["location"]
    assert moved == f"{moved.slots['seat']} plays the {place} card and moves there."
    seat_pt = {"yellow": "amarelo", "blue": "azul", "orange": "laranja", "green": "verde"}[moved.slots["seat"]]
    assert told(moved, "pt") == f"{seat_pt} joga a carta {printed('pt')[place]} e vai para lá."
    told_pt = [told(line, "pt") for line in lines]
    left = [t for t in told_pt if _english_names(t)]
    assert not left, left[:3]
    with use("es"):
        assert [told(line) for line in lines] == [told(line, "es") for line in lines]


def test_a_game_without_narration_formats_no_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    real = rules.said

    def counted(template: str, /, **slots: Any) -> Said:
        made.append(template)
        return real(template, **slots)

    monkeypatch.setattr(rules, "said", counted)
    _heuristic_game(5, log=False)
    assert len(made) <= 1  # at most the outcome's reason, made once
    _heuristic_game(5, log=True)
    assert len(made) > 50


def _decisions(kinds: tuple[type, ...], each: int) -> list[HexerState]:
    """States of random games whose decision is one of ``kinds``, up to ``each`` of every kind."""
    found: dict[type, list[HexerState]] = {k: [] for k in kinds}
    for seed in range(80):
        s = new(players=4, seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            top = type(s.stack[-1])
            if top in found and len(found[top]) < each:
                found[top].append(s.clone())
            s.apply(rng.choice(list(s.legal_actions())))
        if all(len(v) >= each for v in found.values()):
            break
    return [s for v in found.values() for s in v]


def test_the_team_discard_and_offer_prompts_speak_the_readers_language() -> None:
    from tabletome.games.hexer.flow import Offer

    states = _decisions((TeamDiscard, TeamAgreement, Offer), 4)
    assert {type(s.stack[-1]) for s in states} == {TeamDiscard, TeamAgreement, Offer}
    for s in states:
        english = s.prompt()
        with use("pt"):
            said = s.prompt()
        assert said != english
        for word in ("propose", "offers", " gives ", "Accept", "more", *NAMES):
            assert word not in said, (word, said)


def test_refusals_in_portuguese_name_items_and_places_as_printed() -> None:
    for seed in (1, 2):
        s = played(new(players=3, seed=seed), seed, 20)
        legal = set(s.legal_actions())
        with use("pt"):
            for action in GAME.action_space():
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as exc:
                    s.apply(action)
                said = str(exc.value)
                assert not _english_names(said), said
                assert not any(f": {c} " in said for c in ("yellow", "blue", "orange", "green")), said
