"""Start-up: how long the command line takes before it does anything, as whole processes.

Each command runs --runs times (5) after one warm-up run that also fills the machine's card cache
(``TABLETOME_CACHE``, a temporary folder unless --cache is given); the figures are medians, in
seconds, of wall time from process start to exit:

help        ``tabletome --help``
games       ``tabletome games`` (imports every game: it lists them all)
play        an AI-only game of Crazy Eights, two scripted seats (``tabletome play crazy_eights``)
deck_check  ``tabletome vtes deck check`` of a Fifth Edition precon written as the archive's text
vtes_cards  in a new process, from the first import to the V:TES card database loaded from the warm
            cache (``load_cards()``), measured inside the process
import_ms   the import of ``tabletome.cli.main``, from ``python -X importtime`` (its own line)

Targets (issue 28), on a quiet machine with a warm cache: help under 0.5 s, deck_check under 1 s,
the V:TES cards under 0.3 s. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).with_name("tabletome")


def timed(cmd: list[str], env: dict[str, str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True)
    took = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr[-800:]}")
    return took


def vtes_cards(env: dict[str, str], cwd: Path) -> float:
    code = (
        "import time; t = time.perf_counter(); from tabletome.games.vtes.cards import load_cards; "
        "load_cards(); print(time.perf_counter() - t)"
    )
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=cwd, capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


def import_ms(env: dict[str, str], cwd: Path) -> float:
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import tabletome.cli.main"],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        check=True,
    )
    line = next(x for x in reversed(done.stderr.splitlines()) if x.rstrip().endswith("tabletome.cli.main"))
    return int(line.split("|")[1]) / 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cache", type=Path, default=None, help="the card cache folder (default: a new one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        env = dict(os.environ, TABLETOME_CACHE=str(args.cache or work / "cache"), TABLETOME_DATA=str(work / "data"))
        deck = work / "precon.txt"
        from tabletome.games.vtes import precons, write_deck

        deck.write_text(write_deck(precons()[0].deck, "twd"), encoding="utf-8")
        commands = {
            "help": [str(BIN), "--help"],
            "games": [str(BIN), "games"],
            "play": [str(BIN), "play", "crazy_eights", "--seats", "heuristic,heuristic", "--seed", "1"],
            "deck_check": [str(BIN), "vtes", "deck", "check", str(deck)],
        }
        result: dict[str, object] = {"benchmark": "startup", "runs": args.runs, "unit": "s (median)"}
        for name, cmd in commands.items():
            timed(cmd, env, work)  # warm-up: fills the card cache, the OS's file cache
            runs = [timed(cmd, env, work) for _ in range(args.runs)]
            result[name] = round(statistics.median(runs), 3)
            print(f"{name:>11}: median {result[name]:.3f} s  (runs {', '.join(f'{r:.3f}' for r in runs)})")
        inside = [vtes_cards(env, work) for _ in range(args.runs + 1)][1:]
        result["vtes_cards"] = round(statistics.median(inside), 3)
        print(f" vtes_cards: median {result['vtes_cards']:.3f} s in the process")
        result["import_ms"] = round(statistics.median(import_ms(env, work) for _ in range(args.runs)), 1)
        print(f"  import_ms: {result['import_ms']}")
        result["load_average"] = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    print(json.dumps(result))


if __name__ == "__main__":
    main()
