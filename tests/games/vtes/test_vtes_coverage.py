"""The coverage report: which cards the rules implement, by the effect vocabulary or by code of their
own, over the Fifth Edition pool, the whole database and a decklist."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import re
from collections import defaultdict
from pathlib import Path

from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.games.vtes import effects
from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.coverage import CODE, TEXT, VOCABULARY, code_of, deck_report, how, report, vocabulary_of
from tabletome.games.vtes.effects import vocab
from tabletome.games.vtes.model import facts

from .scenario import cid


def test_a_card_of_primitives_alone_is_implemented_by_the_vocabulary() -> None:
    for name in ("Shadow Play", "Govern the Unaligned", "Academic Hunting Ground", "Guardian Angel", "Carrion Crows"):
        assert how(cid(name)) == VOCABULARY, name
        assert code_of(cid(name)) == (), name


def test_a_card_with_a_function_of_its_own_is_implemented_by_code() -> None:
    assert how(cid("Puppet Master")) == CODE
    assert any("puppet_master" in fn for fn in code_of(cid("Puppet Master")))
    # a function hooked into a rules registry counts as the card's code
    assert how(cid("Show of Force")) == CODE
    assert any("show_of_force_combat" in fn for fn in code_of(cid("Show of Force")))
    # a record of the vocabulary put in a rules registry is data
    assert how(cid("Kevlar Vest")) == VOCABULARY


def test_vampires_by_sect_and_title_by_the_vocabulary_and_not_implemented() -> None:
    assert how(cid("Abebe (G4)")) == TEXT  # nothing but sect and title
    assert how(cid("Catalina Vega (G6)")) == VOCABULARY  # a static of her own, as data
    assert how(cid("Anarch Convert (ANY)")) == CODE  # as he enters play: code of his own
    assert how(cid("Agaitas, The Scholar of Antiquities (G2)")) is None  # a text of its own, not implemented
    assert how(cid("Zip Line")) is None


def test_the_report_adds_up() -> None:
    found = report()
    for scope in ("pool", "database"):
        for kind in ("library", "crypt", "all"):
            impl, total, vocab, code, text = found[scope][kind]
            assert impl == vocab + code + text <= total, (scope, kind)
    pool = found["pool"]["library"]
    assert pool[0] == pool[1] == 241  # every library card of the Fifth Edition pool
    impl, _total, vocab, _code, _text = found["database"]["library"]
    assert vocab * 5 >= impl * 4  # at least 80% of the implemented library cards are data


def test_a_deck_report_sorts_its_cards_by_how_they_are_implemented() -> None:
    cards = load_cards()
    entries = [(cards.named(n), k) for n, k in (("Shadow Play", 3), ("Puppet Master", 1), ("Zip Line", 2))]
    found = deck_report(entries)
    assert found[VOCABULARY] == ["Shadow Play"] and found[CODE] == ["Puppet Master"]
    assert found["missing"] == ["Zip Line"]
    assert found["copies"] == {VOCABULARY: 3, CODE: 1, "missing": 2}


def test_coverage_of_a_deckfile_lists_its_cards_and_fails_on_a_missing_one(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_text("Crypt (12)\n12x Ayelech\n\nLibrary (4)\n3x Shadow Play\n1x Zip Line\n")
    result = CliRunner().invoke(app, ["vtes", "coverage", str(path)])
    assert result.exit_code == 1, result.output
    assert "by the vocabulary: Shadow Play" in result.output
    assert "not implemented: Zip Line" in result.output
    path.write_text("Crypt (12)\n12x Ayelech\n\nLibrary (3)\n3x Shadow Play\n")
    result = CliRunner().invoke(app, ["vtes", "coverage", str(path)])
    assert result.exit_code == 0, result.output
    assert "every card is implemented" in result.output


# ------------------------------------------------------------------------ the vocabulary's documentation

README = Path(effects.__file__).with_name("README.md")


def vocabulary_users() -> dict[str, set[str]]:
    """Each primitive of the vocabulary (class or function) -> the implemented cards made of it."""
    users: dict[str, set[str]] = defaultdict(set)
    for c in load_cards():
        if how(c.id) in (VOCABULARY, CODE):
            for name in vocabulary_of(c.id):
                users[name].add(facts(c.id).name)
    users.pop("Gives", None)  # what a primitive says it gives, not a primitive
    return users


def vocabulary_records() -> set[str]:
    """The public record classes of effects/vocab (``Bleed``, ``Minions``, ``BurnsPool``...)."""
    out: set[str] = set()
    for info in pkgutil.iter_modules(vocab.__path__):
        module = importlib.import_module(f"{vocab.__name__}.{info.name}")
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and obj.__module__ == module.__name__ and dataclasses.is_dataclass(obj):
                out.add(name)
    return out - {"Gives"}  # what a primitive gives: described in prose


def readme_rows() -> list[tuple[set[str], str]]:
    """The README's table rows naming primitives: (the names in the first column, the last column)."""
    rows = []
    for line in README.read_text().splitlines():
        if line.startswith("| `"):
            cols = [c.strip() for c in line.strip().strip("|").split("|")]
            rows.append((set(re.findall(r"`([A-Za-z_][A-Za-z_0-9]*)", cols[0])), cols[-1]))
    return rows


def test_every_primitive_of_the_vocabulary_is_documented() -> None:
    documented = set(re.findall(r"`([A-Za-z_][A-Za-z_0-9]*)", README.read_text()))
    assert sorted(vocabulary_records() - documented) == []
    assert sorted(set(vocabulary_users()) - documented) == []  # every function a card is made of


def test_the_readme_names_two_cards_that_use_each_primitive() -> None:
    """effects/README.md names, for each primitive a card is made of, two cards really made of it
    (the one card, while only one is): the doc a contributor copies from stays true."""
    users = vocabulary_users()
    wrong = []
    for prim, cards in sorted(users.items()):
        rows = [col for names, col in readme_rows() if prim in names]
        named = {c for col in rows for c in cards if c in col}
        if len(named) < min(2, len(cards)):
            wrong.append((prim, sorted(cards)[:3]))
    assert wrong == []
    assert len(users) > 100  # the walk reaches the primitives (a broken walk would find none)
    assert {"Slam", "Voracious Vermin"} <= users["HeldStrike"]
