"""Cyclades' log lines, its outcome's sentence and its rarer move words in the reader's language
(issue 32): a line keeps its English text and is told in Portuguese and Spanish, each name in it as
that language's glossary names it; a search's worlds keep no log and make no line."""

from __future__ import annotations

import pytest

from tabletome.engine import Rng
from tabletome.engine.flow import GameOver
from tabletome.engine.i18n import messages, use
from tabletome.engine.i18n.retell import Said, told
from tabletome.games.cyclades import battle, render, rules, words
from tabletome.games.cyclades.data import BUILDINGS, standard_edition
from tabletome.games.cyclades.reference import item_key
from tabletome.games.cyclades.turns import BUILDING_WORDS

from .helpers import isl, new

BOX = {"m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes"}


def test_every_name_a_line_holds_is_marked() -> None:
    ed = standard_edition()
    names = [*ed.god_names, "Apollo", "Hades", *ed.c_names, *ed.favour_names, *ed.item_names, "Theater"]
    assert [n for n in names if n not in words.LOG_NAMES] == []
    assert {b.capitalize() for b in BUILDINGS} <= set(BUILDING_WORDS)


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_a_name_is_told_as_the_glossary_names_it(lang: str) -> None:
    ed, catalog = standard_edition(), messages(lang)
    with use(lang):
        expected = {n: words.creature(n) for n in ed.c_names}
        expected |= {n: words.god(n) for n in [*ed.god_names, "Apollo", "Hades"]}
        expected |= {n: words.building(n) for n in ("Port", "Fortress", "Temple", "University", "Theater")}
        expected |= {n: words.named(item_key(n), n) for n in ed.item_names}
    assert {n: catalog[n] for n in expected} == expected


def test_a_line_is_its_english_sentence_and_is_told_with_its_names() -> None:
    s = new(3, 1)
    s.enable_log()
    battle.take_island(s, 0, isl(3), 1)
    who, line = s.log[-1]
    assert (who, line) == (-1, "blue takes island 3.") and isinstance(line, Said)
    pt = messages("pt")
    area = str(pt["island {n}"]).format(n=3)
    assert told(line, "pt") == str(pt[line.template]).format(seat=pt["blue"], area=area)
    assert "ilha 3" in told(line, "pt") and "isla 3" in told(line, "es")


def test_the_outcome_sentence_is_told_in_the_readers_language() -> None:
    s = new(3, 1)
    s.enable_log()
    rules.eliminate(s, 0)
    with pytest.raises(GameOver):
        rules.eliminate(s, 1)
    reason = s.outcome().reason
    assert reason == "red is the last player left in the game." and isinstance(reason, Said)
    assert s.log[-1][1] is reason
    pt = messages("pt")
    expected = str(pt[words.LAST_LEFT]).format(seat=pt["red"])
    with use("pt"):
        assert words.reason(reason) == told(reason, "pt") == expected
        assert words.reason(str(reason)) == expected  # a view read back from its JSON: plain text
        both = words.reason("blue and red owns 3 Metropolises at the end of cycle 5.")
    assert both == str(pt[words.WON]).format(seats="azul e vermelho", n=3, cycle=5)


def test_a_search_world_makes_no_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> str:
        raise AssertionError("a line was made without a log")

    s = new(4, 2, **BOX)
    rules.area_name(s, 0)  # the board's area names are made once, before
    monkeypatch.setattr(Said, "__new__", staticmethod(refuse))
    rng = Rng(7)
    for _ in range(300):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    s.enable_log()
    with pytest.raises(AssertionError):
        for _ in range(50):
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])


def test_every_move_of_a_game_with_the_hades_box_reads_differently_in_portuguese() -> None:
    s = new(3, 5, **BOX)
    rng = Rng(11)
    same = {}
    for _ in range(400):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        if len(legal) < 40:
            v = s.view(s.to_move)
            for a in legal:
                with use("pt"):
                    pt = render.describe_action(v, str(a))
                with use("en"):
                    en = render.describe_action(v, str(a))
                if pt == en:
                    same[a.verb] = en
        s.apply(legal[rng.below(len(legal))])
    assert same == {}


def test_a_card_sold_to_the_sphinx_is_named() -> None:
    v = new(3, 1).view(0)
    with use("en"):
        assert render.describe_action(v, "sell card priest") == "sell a priest card to the Sphinx for 2 GP"
        assert render.describe_action(v, "sell fleet c4") == "sell a fleet on sea c4 to the Sphinx for 2 GP"
    with use("es"):
        assert (
            render.describe_action(v, "sell card philosopher")
            == "vender una carta de Filósofo a la Esfinge por 2 monedas"
        )
