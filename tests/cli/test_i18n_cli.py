"""The terminal in Spanish (issue 32): `tabletome --lang es --help` and a command's help say the
catalog's words, a short game with `--lang es` after the command refuses and ends in Spanish, and
without it the same game speaks English. Run as the installed command runs (tabletome.cli.main:main)."""

from __future__ import annotations

import os
import subprocess
import sys

from tabletome.cli.main import front_language, language_argument
from tabletome.engine import i18n


def tabletome(*args: str, stdin: str = "", code: int = 0) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("TABLETOME_LANG", "LANG", "LC_ALL")}
    env["COLUMNS"] = "200"
    done = subprocess.run(
        [sys.executable, "-m", "tabletome.cli.main", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == code, done.stderr  # quitting an unfinished game is exit code 1
    return done.stdout


def test_the_help_is_spanish() -> None:
    out = tabletome("--lang", "es", "--help")
    with i18n.use("es"):
        for english in (
            "tabletome: tabletop games from their rulebooks. Play, replay, check editions.",
            "List the installed games.",
            "Print the version and exit.",
            "Options",
            "Commands",
        ):
            assert i18n.gettext(english) != english
            assert i18n.gettext(english) in out, english
    assert "juegos de mesa a partir de sus reglamentos" in out
    assert "List the installed games." not in out and "Print the version" not in out


def test_a_commands_help_is_spanish_parameters_too() -> None:
    out = tabletome("--lang", "es", "play", "--help")
    assert "Jugar en la terminal." in out
    assert "un tipo por asiento: human, random, heuristic... (separados por comas)" in out
    assert "la semilla de la partida (al azar si no se da; se imprime)" in out
    assert "one kind per seat" not in out and "the game's seed" not in out


def test_a_short_game_with_lang_after_the_command_is_spanish() -> None:
    game = ("play", "crazy_eights", "--seats", "human,random", "--seed", "12")
    out = tabletome(*game, "--lang", "es", stdin="draw\nquit\n", code=1)
    assert "Puedes jugar una carta, así que no robas (CE-PLAY-03)." in out  # the rules' refusal
    assert "La partida no ha terminado." in out
    assert "(Usa 'save ARCHIVO' antes de salir, o --record ARCHIVO, para guardarla.)" in out
    english = tabletome(*game, stdin="draw\nquit\n", code=1)
    assert "You can play a card, so you do not draw (CE-PLAY-03)." in english
    assert "Puedes" not in english


def test_lang_moves_before_the_command() -> None:
    assert front_language(["play", "hexer", "--lang", "es", "--seed", "3"]) == [
        "--lang",
        "es",
        "play",
        "hexer",
        "--seed",
        "3",
    ]
    assert front_language(["play", "--lang=pt"]) == ["--lang=pt", "play"]
    assert front_language(["--lang", "pt", "games"]) == ["--lang", "pt", "games"]
    assert front_language(["play", "--", "--lang", "es"]) == ["play", "--", "--lang", "es"]
    assert language_argument(front_language(["rules", "hexer", "--lang", "es"])) == "es"


def test_clicks_own_words_in_the_help_are_portuguese() -> None:
    """typer's copy of click writes 'Usage:' and the --help option's help itself: both said from our catalog."""
    out = tabletome("--lang", "pt", "--help")
    assert "Uso: tabletome [OPTIONS] COMMAND [ARGS]..." in out
    assert "Mostrar esta mensagem e sair." in out and "Opções" in out and "Comandos" in out
    assert "Usage:" not in out and "Show this message and exit." not in out
    assert "Usage: tabletome" in tabletome("--help")  # English without a language


def _errors(*args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("TABLETOME_LANG", "LANG", "LC_ALL")}
    env["COLUMNS"] = "200"
    done = subprocess.run(
        [sys.executable, "-m", "tabletome.cli.main", *args], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 2, done.stdout
    return done.stderr


def test_a_mistyped_command_line_is_refused_in_portuguese_and_spanish() -> None:
    typo = _errors("--lang", "pt", "plya")
    assert "Não existe o comando 'plya'. Você quis dizer 'play', 'replay'?" in typo
    assert "Experimente 'tabletome --help' para ver a ajuda." in typo and "Erro" in typo
    missing = _errors("--lang", "es", "rules")
    assert "Falta el argumento 'GAME'." in missing and "Uso: tabletome rules" in missing
    assert "Missing argument 'GAME'." in _errors("rules")


def test_the_end_of_a_game_in_the_terminal_is_portuguese() -> None:
    """The outcome's reason (a line Liar's Dice made with said()) told at the end, with the ranking's words."""
    game = ("play", "liars_dice", "--seats", "heuristic,heuristic", "--seed", "3")
    out = tabletome(*game, "--lang", "pt")
    assert "FIM DE JOGO: jogador " in out and " é o último jogador com dados." in out
    assert "Causa: LD-END-02." in out and "dados restantes" in out and "posição" in out
    assert "Vencedor: jogador " in out and "Decidido por: a pontuação." in out
    assert "GAME OVER" not in out and "Winner:" not in out  # (the generic board prints the view's English dict)
