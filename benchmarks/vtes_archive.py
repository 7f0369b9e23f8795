"""How many tournament-winning V:TES decks the rules can play in enforced mode (issue 37).

Usage: python benchmarks/vtes_archive.py [--since 2020] [--top 30] [--archive PATH] [--write-prior]

The Tournament Winning Decks Archive ships as data (``krcg/cards/twda.json.xz``) in krcg 5 wheels;
the krcg this project installs (4.19, the last one for Python 3.11) does not ship it and can load it
only online. So the archive is read, in this order, from: ``--archive PATH`` (a ``twda.json.xz``, a
``twda.json`` or a krcg wheel holding it), the installed krcg if it ships it, or a krcg wheel that
``pip download`` puts in ``~/.cache/tabletome/krcg-wheel`` (once; needs the package index).

A deck is playable in enforced mode when every card in it, library and crypt (a vampire's text
included), is implemented as ``tabletome vtes coverage`` reports (``coverage.implemented``); a card
the installed card database does not know counts as missing. Prints the decks from ``--since`` on
that are playable, the library cards ranked by how many of those decks use them and are not
implemented, the same for crypt cards, then one JSON object as its last line.

``--write-prior`` also writes the prior of private decks (``games/vtes/archive_prior.json``: the
cards of the decks from ``--since`` on, by clan; see ``games/vtes/prior.py``) from this archive.
"""

from __future__ import annotations

import argparse
import importlib.resources
import json
import lzma
import subprocess
import sys
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.check import check_deck
from tabletome.games.vtes.coverage import implemented
from tabletome.games.vtes.decks import parse_deck
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.prior import deck_clan

MEMBER = "krcg/cards/twda.json.xz"
CACHE = Path.home() / ".cache" / "tabletome" / "krcg-wheel"


@dataclass(slots=True, frozen=True)
class Deck:
    """One archived deck: its id, its event's date and the card ids in it (library and crypt)."""

    id: str
    date: str
    cards: frozenset[int]


def decode(raw: bytes, name: str) -> dict[str, Any]:
    data = lzma.decompress(raw) if name.endswith(".xz") else raw
    archive = json.loads(data)
    if not isinstance(archive, dict):
        raise SystemExit(f"{name} does not hold the archive (a JSON object of decks by id).")
    return archive


def from_wheel(path: Path) -> dict[str, Any]:
    with zipfile.ZipFile(path) as wheel:
        if MEMBER not in wheel.namelist():
            raise SystemExit(f"{path.name} does not ship the archive ({MEMBER}).")
        return decode(wheel.read(MEMBER), MEMBER)


def from_path(path: Path) -> dict[str, Any]:
    if not path.exists():
        raise SystemExit(f"{path} does not exist.")
    if path.suffix == ".whl":
        return from_wheel(path)
    return decode(path.read_bytes(), path.name)


def installed() -> dict[str, Any] | None:
    try:
        resource = importlib.resources.files("krcg.cards").joinpath("twda.json.xz")
        if resource.is_file():
            return decode(resource.read_bytes(), "twda.json.xz")
    except (ModuleNotFoundError, FileNotFoundError, TypeError):  # krcg 4: krcg.cards is a module
        return None
    return None


def downloaded() -> dict[str, Any]:
    wheels = sorted(CACHE.glob("krcg-*.whl"))
    if not wheels:
        CACHE.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "pip", "download", "krcg", "--no-deps", "--only-binary=:all:"]
        command += ["--python-version", "3.12", "--dest", str(CACHE), "--quiet"]
        subprocess.run(command, check=True)
        wheels = sorted(CACHE.glob("krcg-*.whl"))
    if not wheels:
        raise SystemExit("No krcg wheel could be downloaded: give the archive with --archive PATH.")
    return from_wheel(wheels[-1])


def _wheel_name() -> str:
    wheels = sorted(CACHE.glob("krcg-*.whl"))
    return wheels[-1].name if wheels else "the installed krcg"


def load_archive(path: Path | None) -> dict[str, Any]:
    if path is not None:
        return from_path(path)
    return installed() or downloaded()


def decks(archive: dict[str, Any], since: str) -> list[Deck]:
    """The archived decks whose event is dated ``since`` (a year) or later."""
    out = []
    for key, deck in archive.items():
        date = str(((deck.get("event") or {}).get("date")) or "")
        if date and date[:4] >= since:
            out.append(Deck(key, date, frozenset(int(c["id"]) for c in deck.get("cards", ()))))
    return out


@dataclass(slots=True)
class Tally:
    """Decks playable, and the cards missing from the others ranked by the decks using them."""

    decks: int = 0
    playable: int = 0
    library: Counter[int] | None = None
    crypt: Counter[int] | None = None
    unknown: Counter[int] | None = None


def tally(found: list[Deck]) -> Tally:
    known = {c.id for c in load_cards()}
    out = Tally(len(found), 0, Counter(), Counter(), Counter())
    assert out.library is not None and out.crypt is not None and out.unknown is not None
    done: dict[int, bool] = {}
    for deck in found:
        missing = [c for c in deck.cards if not done.setdefault(c, c in known and implemented(c))]
        out.playable += not missing
        for c in missing:
            if c not in known:
                out.unknown[c] += 1
            elif facts(c).crypt:
                out.crypt[c] += 1
            else:
                out.library[c] += 1
    return out


def copies(archive: dict[str, Any], since: str) -> list[list[tuple[int, int, bool]]]:
    """Each deck from ``since`` on as (card id, copies, is a crypt card) for the prior; cards the
    installed card database does not know are left out."""
    known = {c.id for c in load_cards()}
    out = []
    for deck in archive.values():
        date = str(((deck.get("event") or {}).get("date")) or "")
        if date and date[:4] >= since:
            cards = deck.get("cards", ())
            out.append([(int(c["id"]), int(c["count"]), c["kind"] == "Crypt") for c in cards if int(c["id"]) in known])
    return out


def write_prior(archive: dict[str, Any], since: str, origin: str) -> Path:
    from tabletome.games.vtes import prior

    decks = copies(archive, since)
    clans = prior.build(decks)
    source = {
        "archive": origin,
        "since": f"{since}-01-01",
        "decks": sum(c["decks"] for c in clans.values()),
        "what": "copies of each card in the Tournament Winning Decks Archive's decks, by the clan of most of "
        "each deck's crypt",
    }
    path = Path(prior.__file__).with_name(prior.FILE)
    path.write_text(json.dumps({"source": source, "clans": clans}, separators=(",", ":")) + "\n", encoding="utf-8")
    return path


@dataclass(slots=True, frozen=True)
class ArchiveDeck:
    """A deck of the archive the rules can play in enforced mode: its archive id, its clan (that
    of most of its crypt's copies, as the prior counts it), its event and date, and its list as
    text (``3x Name`` lines, crypt first)."""

    id: str
    clan: str
    event: str
    date: str
    text: str


def playable_decks(archive: dict[str, Any], since: str) -> list[ArchiveDeck]:
    """The decks from ``since`` on whose every card is implemented and known, in archive order,
    each kept as a list the deck reader reads."""
    cards = load_cards()
    known = {c.id for c in cards}
    out = []
    for key, deck in archive.items():
        event = deck.get("event") or {}
        date = str(event.get("date") or "")
        entries = [(int(c["id"]), int(c["count"])) for c in deck.get("cards", ())]
        if not date or date[:4] < since or not all(c in known and implemented(c) for c, _ in entries):
            continue
        crypt = [(c, n) for c, n in entries if facts(c).crypt]
        clan = deck_clan(crypt)
        lines = [f"{n}x {cards[c].name}" for c, n in crypt]
        lines += [f"{n}x {cards[c].name}" for c, n in entries if not facts(c).crypt]
        out.append(ArchiveDeck(key, clan, str(event.get("name") or ""), date, "\n".join(lines)))
    return out


def table_decks(archive: dict[str, Any], since: str) -> list[ArchiveDeck]:
    """The playable decks a table accepts today (VT-TOUR-02, VT-TOUR-03): a deck that won before one
    of its cards was banned (Tsigane) is playable in enforced mode, and refused at a table."""
    return [d for d in playable_decks(archive, since) if not check_deck(parse_deck(d.text))]


def ranked(counts: Counter[int], top: int) -> list[tuple[str, int]]:
    return [(facts(c).name, n) for c, n in counts.most_common(top)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--since", default="2020", help="first year of the decks counted")
    parser.add_argument("--top", type=int, default=30, help="how many missing cards to list")
    parser.add_argument("--archive", type=Path, default=None, help="twda.json(.xz) or a krcg wheel")
    parser.add_argument("--write-prior", action="store_true", help="write the prior of private decks")
    args = parser.parse_args(argv)
    archive = load_archive(args.archive)
    if args.write_prior:
        origin = str(args.archive.name) if args.archive else "krcg/cards/twda.json.xz of " + _wheel_name()
        print(f"prior written to {write_prior(archive, args.since, origin)}")
    found = decks(archive, args.since)
    t = tally(found)
    assert t.library is not None and t.crypt is not None and t.unknown is not None
    share = 100 * t.playable / t.decks if t.decks else 0.0
    print(f"{t.decks} decks from {args.since} on; playable in enforced mode: {t.playable} ({share:.2f}%)")
    print(f"library cards missing, by decks using them ({len(t.library)} cards):")
    for name, n in ranked(t.library, args.top):
        print(f"  {n:5d}  {name}")
    print(f"crypt cards missing, by decks using them ({len(t.crypt)} cards):")
    for name, n in ranked(t.crypt, args.top):
        print(f"  {n:5d}  {name}")
    if t.unknown:
        print(f"{len(t.unknown)} card ids unknown to the installed card database (newer cards), counted missing")
    summary = {
        "decks": t.decks,
        "since": args.since,
        "playable": t.playable,
        "playable_pct": round(share, 2),
        "missing_library": len(t.library),
        "missing_crypt": len(t.crypt),
        "unknown_ids": len(t.unknown),
        "top_missing_library": ranked(t.library, args.top),
        "top_missing_crypt": ranked(t.crypt, 10),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
