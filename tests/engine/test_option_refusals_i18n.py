"""The engine's option refusals in the reader's language (issue 32): the option named by its label
there, the English (what tests, the terminal and the web's error pages read) unchanged."""

from __future__ import annotations

import pytest

from tabletome.engine import get_game
from tabletome.engine.errors import OptionError
from tabletome.engine.i18n import gettext, use

HEXER = "Der Hexer von Salem"


def _refusal(lang: str, options: dict[str, str]) -> str:
    with use(lang), pytest.raises(OptionError) as found:
        get_game("hexer").resolve_options(options)
    return str(found.value)


def test_a_value_not_allowed_names_the_option_by_its_label_in_portuguese_and_spanish() -> None:
    assert _refusal("en", {"sanity": "9"}) == f"'9' is not allowed for sanity in {HEXER}; choose one of 6, 5, 4."
    label = next(o.label for o in get_game("hexer").options if o.name == "sanity")
    pt, es = gettext(label, "pt"), gettext(label, "es")
    assert pt != label and es != label  # the label has its translations
    assert _refusal("pt", {"sanity": "9"}) == f"'9' não é permitido para {pt} em {HEXER}; escolha um de 6, 5, 4."
    assert _refusal("es", {"sanity": "9"}) == f"'9' no está permitido para {es} en {HEXER}; elige uno de 6, 5, 4."


def test_an_unknown_option_and_an_unknown_preset_in_each_language() -> None:
    assert _refusal("en", {"colour": "red"}).startswith(f"{HEXER} has no option 'colour'; its options are players, ")
    assert _refusal("pt", {"colour": "red"}).startswith(f"{HEXER} não tem a opção 'colour'; as opções são players, ")
    assert _refusal("es", {"colour": "red"}).startswith(f"{HEXER} no tiene la opción 'colour'; sus opciones son ")
    assert (
        _refusal("en", {"difficulty": "easy"})
        == f"'easy' is not a difficulty of {HEXER}; choose one of standard, hard, nightmare."
    )
    assert _refusal("pt", {"difficulty": "easy"}).startswith("'easy' não é um valor de ")
    assert _refusal("es", {"difficulty": "easy"}).endswith(f" en {HEXER}; elige uno de standard, hard, nightmare.")


def test_the_vtes_tournament_refusal_in_portuguese() -> None:
    with use("pt"), pytest.raises(OptionError) as found:
        get_game("vtes").new_state({"players": "3", "scoring": "tournament"}, 1)
    assert str(found.value) == "A pontuação de torneio pede uma mesa de 4 ou 5 Matusaléns (VT-TOUR-01)."
