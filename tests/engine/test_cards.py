"""The card database: stable ids, forgiving names, indexes, per-field provenance, the load-once
cache and the effect registry, on small rows made here (no network, no card package)."""

from __future__ import annotations

import pickle
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletome.engine import EditionError, TabletomeError
from tabletome.engine import cards as cards_module
from tabletome.engine.cards import (
    Card,
    CardDatabase,
    CardDataError,
    CardNotFound,
    CardSchema,
    Effects,
    UnimplementedCards,
    UnknownField,
    clear_cache,
    load_once,
    name_key,
)
from tabletome.engine.edition import STAND_IN, Edition, Provenanced

SOURCE = "[T] test list"

# A few V:TES-like rows with the source's own ids, accents, commas and apostrophes.
VTES: list[dict[str, Any]] = [
    {"id": 200076, "name": "Anson", "type": "Vampire", "clans": ["Toreador"], "disciplines": ["AUS", "DOM", "pre"]},
    {"id": 100824, "name": "Ghoul Retainer", "type": "Equipment", "set": "V5"},
    {"id": 100845, "name": "Govern the Unaligned", "type": "Action", "disciplines": ["dom"], "set": "V5"},
    {"id": 200839, "name": "Ma'at", "type": "Vampire", "clans": ["Follower of Set"], "disciplines": ["pre", "ser"]},
    {"id": 201089, "name": "Étienne Fauberge", "type": "Vampire", "clans": ["Tremere"], "disciplines": ["dom"]},
    {"id": 101245, "name": "Hide the Heart", "type": "Reaction", "disciplines": ["aus", "val"]},
    {"id": 101121, "name": "Giant's Blood", "type": "Master", "set": ["Jyhad", "V5"]},
    {"id": 101384, "name": "Mind Rape", "type": "Action", "disciplines": ["dom"]},
]


def one_sentence(text: str) -> bool:
    return text.strip()[-1] in ".?" and "\n" not in text and "Traceback" not in text and len(text) < 300


def raised(error: type[Exception], call: Any, *args: Any) -> str:
    """The sentence of the error ``call(*args)`` raises."""
    with pytest.raises(error) as caught:
        call(*args)
    return str(caught.value)


def vtes(**options: Any) -> CardDatabase:
    return CardDatabase(VTES, default_source=SOURCE, **options)


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


# ------------------------------------------------------------------------------------ cards


def test_a_card_exposes_its_fields_by_attribute_and_get() -> None:
    db = vtes()
    anson = db[200076]
    assert (anson.id, anson.name, anson.type) == (200076, "Anson", "Vampire")
    assert anson.get("disciplines") == ("AUS", "DOM", "pre")  # a list becomes a tuple
    assert anson.get("capacity") is None and anson.get("capacity", 0) == 0
    assert set(anson.fields) == {"id", "name", "type", "clans", "disciplines"}
    assert repr(anson) == "Card(200076, 'Anson')"
    with pytest.raises(AttributeError, match="has no field 'capacity'"):
        _ = anson.capacity


def test_a_card_is_immutable_and_survives_pickling() -> None:
    card = CardDatabase([{"name": "Relic", "costs": {"blood": 2, "pool": [1, 2]}}], default_source=SOURCE)[1]
    with pytest.raises(AttributeError, match="immutable"):
        card.name = "Other"  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del card.id
    with pytest.raises(TypeError):
        card.fields["name"] = "Other"  # type: ignore[index]
    with pytest.raises(TypeError):
        card.costs["blood"] = 3
    assert card.costs["pool"] == (1, 2)
    copy = pickle.loads(pickle.dumps(card))
    assert copy == card and hash(copy) == hash(card) and copy is not card
    assert copy.provenance("costs") == SOURCE
    assert card != CardDatabase([{"name": "Relic", "costs": {"blood": 3}}], default_source=SOURCE)[1]


def test_the_database_iterates_in_id_order_and_gives_dense_positions() -> None:
    db = vtes()
    assert len(db) == len(VTES)
    assert db.ids == tuple(sorted(row["id"] for row in VTES))
    assert [card.id for card in db] == list(db.ids)
    assert [db.position(card_id) for card_id in db.ids] == list(range(len(db)))
    assert db.position("Govern the Unaligned") == db.ids.index(100845)
    assert 100845 in db and "govern the unaligned" in db and 42 not in db and "Nobody" not in db
    assert repr(db) == "CardDatabase('in memory', 8 cards)"


# -------------------------------------------------------------------------------------- ids


def test_source_ids_are_kept() -> None:
    db = vtes()
    assert db.named("Anson").id == 200076
    assert db.id_of("Mind Rape") == 101384
    assert db.card(100824).name == "Ghoul Retainer"


def test_assigned_ids_follow_the_look_up_keys_from_one() -> None:
    rows = [{"name": "Zombie"}, {"name": "aardvark"}, {"name": "Ébène"}, {"name": "Bat"}]
    db = CardDatabase(rows, default_source=SOURCE)
    assert [card.name for card in db] == ["aardvark", "Bat", "Ébène", "Zombie"]
    assert db.ids == (1, 2, 3, 4)


NAMES = ["Anson", "Ghoul Retainer", "Govern the Unaligned", "Ma'at", "Étienne Fauberge", "Mind Rape", "Zip"]


@given(st.permutations(NAMES))
def test_assigned_ids_do_not_depend_on_row_order(order: list[str]) -> None:
    reference = CardDatabase([{"name": n} for n in NAMES], default_source=SOURCE)
    shuffled = CardDatabase([{"name": n} for n in order], default_source=SOURCE)
    assert {c.name: c.id for c in shuffled} == {c.name: c.id for c in reference}
    assert list(shuffled) == list(reference)


@given(st.permutations(VTES))
def test_source_ids_and_positions_do_not_depend_on_row_order(order: list[dict[str, Any]]) -> None:
    db = CardDatabase(order, default_source=SOURCE)
    assert db.ids == vtes().ids
    assert {c.name: db.position(c.id) for c in db} == {c.name: vtes().position(c.id) for c in vtes()}


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        (
            [{"id": 7, "name": "Anson"}, {"id": 8, "name": "Mind Rape"}, {"id": 7, "name": "Ghoul Retainer"}],
            "'Anson' (row 1) and 'Ghoul Retainer' (row 3) both have the id 7",
        ),
        (
            [{"name": "Étienne Fauberge"}, {"name": "etienne  FAUBERGE"}],
            "'Étienne Fauberge' (row 1) and 'etienne  FAUBERGE' (row 2) have the same name for look-up",
        ),
        (
            [{"id": 1, "name": "Anson"}, {"name": "Mind Rape"}],
            "'Mind Rape' (row 2) has no id while 'Anson' (row 1) has one (give every card an id, or none)",
        ),
        ([{"id": "100001", "name": "Anson"}], "'Anson' (row 1) has the id '100001', which is not a whole number"),
        ([{"id": True, "name": "Anson"}], "'Anson' (row 1) has the id True, which is not a whole number"),
        ([{"name": "Anson"}, {"type": "Master"}], "row 2 has no name"),
        ([{"name": "  "}], "row 1 has no name"),
        ([{"name": "?!"}], "the name '?!' (row 1) has no letter or digit to look it up by"),
        ([["Anson"]], "row 1 is not a table of fields"),
    ],
)
def test_bad_rows_are_refused_with_one_sentence_naming_them(rows: list[Any], expected: str) -> None:
    with pytest.raises(CardDataError) as caught:
        CardDatabase(rows, default_source=SOURCE, origin="test.toml")
    assert str(caught.value) == f"The card data test.toml cannot be used: {expected}."
    assert one_sentence(str(caught.value))
    assert isinstance(caught.value, EditionError) and caught.value.problems == [("cards", expected)]


# ------------------------------------------------------------------------------------ names


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("anson", "Anson"),
        ("ÁNSON", "Anson"),
        ("  ghoul   retainer ", "Ghoul Retainer"),
        ("GOVERN THE UNALIGNED", "Govern the Unaligned"),
        ("Ma’at", "Ma'at"),
        ("maat", "Ma'at"),
        ("etienne fauberge", "Étienne Fauberge"),
        ("Giants Blood", "Giant's Blood"),
        ("hide-the-heart", "Hide the Heart"),
    ],
)
def test_names_are_found_whatever_their_case_accents_spacing_and_punctuation(text: str, name: str) -> None:
    assert vtes().named(text).name == name
    assert vtes()[text].name == name


def test_an_unknown_name_suggests_the_closest_one() -> None:
    db = vtes()
    with pytest.raises(CardNotFound) as caught:
        db.named("Gouvern the Unaligned")
    text = str(caught.value)
    assert text == "There is no card 'Gouvern the Unaligned'; did you mean 'Govern the Unaligned'?"
    assert one_sentence(text) and isinstance(caught.value, TabletomeError) and isinstance(caught.value, LookupError)
    assert caught.value.suggestion == "Govern the Unaligned"
    assert raised(CardNotFound, db.named, "Qwxyz") == "There is no card 'Qwxyz'."
    assert raised(CardNotFound, db.card, 42) == "There is no card with the id 42."
    assert db.suggest("Anzon") == "Anson" and db.suggest("Qwxyz") is None


_LATIN = "abcdefghijklmnopqrstuvwxyzéèêàçñüöå'"


@given(st.text(alphabet=_LATIN + " ", min_size=1).filter(lambda s: any(c.isalpha() for c in s)))
def test_the_look_up_key_ignores_case_spacing_and_accents(name: str) -> None:
    plain = name.translate(str.maketrans("éèêàçñüöå", "eeeacnuoa"))
    assert name_key(name) == name_key("  " + name.upper().replace(" ", "   ") + " ") == name_key(plain)
    assert name_key(name) == name_key(name.replace(" ", ""))


def _advanced_name(row: Mapping[str, Any]) -> str:
    return f"{row['name']} (ADV)" if row.get("adv") else str(row["name"])


ADV = CardSchema(name=_advanced_name)


def test_a_game_names_advanced_versions_apart_through_its_schema() -> None:
    rows = [{"name": "Theo Bell", "adv": False, "capacity": 7}, {"name": "Theo Bell", "adv": True, "capacity": 8}]
    with pytest.raises(CardDataError, match="have the same name for look-up"):
        CardDatabase(rows, default_source=SOURCE)
    db = CardDatabase(rows, ADV, default_source=SOURCE)
    assert db.named("theo bell").capacity == 7
    assert db.named("Theo Bell (Adv)").capacity == 8
    assert db.named("theo bell adv").name == "Theo Bell (ADV)"
    assert db.named("Theo Bell (ADV)").get("name") == "Theo Bell"  # the row's own field is kept


def test_a_game_may_give_its_own_look_up_key() -> None:
    exact = CardSchema(key=lambda name: " ".join(name.lower().split()))
    db = CardDatabase(VTES, exact, default_source=SOURCE)
    assert db.named("ghoul  retainer").id == 100824
    with pytest.raises(CardNotFound, match="did you mean 'Ghoul Retainer'"):
        db.named("ghoulretainer")


# ---------------------------------------------------------------------------------- indexes


def test_where_selects_cards_by_type_and_any_field() -> None:
    db = vtes()
    assert [c.name for c in db.where(type="Vampire")] == ["Anson", "Ma'at", "Étienne Fauberge"]
    assert [c.name for c in db.where(type="Action", disciplines="dom")] == ["Govern the Unaligned", "Mind Rape"]
    assert db.where(type="Vampire", disciplines="ser") == (db.named("Ma'at"),)
    assert db.where(type="Location") == ()
    assert db.where(colour="red") == ()
    assert db.where() == tuple(db)


def test_an_index_maps_each_value_of_a_multi_valued_field_to_ids() -> None:
    db = vtes()
    disciplines = db.index("disciplines")
    assert disciplines["dom"] == (100845, 101384, 201089)  # ids ascending
    assert disciplines["DOM"] == (200076,)  # values are compared exactly: superior is not inferior
    assert disciplines["pre"] == (200076, 200839)
    assert set(disciplines) == {"AUS", "DOM", "pre", "dom", "ser", "aus", "val"}
    assert db.index("set") == {"V5": (100824, 100845, 101121), "Jyhad": (101121,)}
    assert db.index("type")["Vampire"] == (200076, 200839, 201089)
    assert db.index("disciplines") is disciplines  # built once
    with pytest.raises(TypeError):
        disciplines["obf"] = ()  # type: ignore[index]


def test_a_table_field_is_indexed_by_its_keys() -> None:
    rows = [
        {"id": 1, "name": "Anson", "sets": {"Jyhad": [{"rarity": "V"}], "V5": []}},
        {"id": 2, "name": "Mind Rape", "sets": {"V5": []}},
    ]
    db = CardDatabase(rows, default_source=SOURCE)
    assert db.where(sets="V5") == (db[1], db[2]) and db.where(sets="Jyhad") == (db[1],)
    listed = CardDatabase([*rows, {"id": 3, "name": "Ghoul Retainer", "sets": [{"Jyhad": 1}]}], default_source=SOURCE)
    with pytest.raises(TypeError, match="'sets' of 'Ghoul Retainer' holds tables"):
        listed.index("sets")


# ------------------------------------------------------------------------------- provenance

LEVELS = [
    {"id": 1, "name": "Jyhad Card", "text": "a", "set": "Jyhad"},
    {"id": 2, "name": "Both Sets", "text": "b", "set": ["Jyhad", "V5"]},
    {"id": 3, "name": "Promo Card", "text": "c", "set": "Promo"},
    {"id": 4, "name": "Card Sourced", "text": "d", "set": "V5", "provenance": "[CARD] errata"},
    {"id": 5, "name": "Field Sourced", "text": "e", "set": "V5", "provenance": {"text": "[FIELD] ruling"}},
    {"id": 6, "name": "No Set", "text": "f"},
]
BY_SET = {"V5": "[SET] V5 list", "Jyhad": "[SET] Jyhad list"}


def test_provenance_falls_back_from_field_to_card_to_set_to_database() -> None:
    db = CardDatabase(LEVELS, default_source="[DB] card list", by_set=BY_SET)
    assert db.provenance(1, "text") == "[SET] Jyhad list"
    assert db.provenance(2, "text") == "[SET] V5 list"  # by_set is tried in its own order
    assert db.provenance(3, "text") == "[DB] card list"  # a set without a source of its own
    assert db.provenance(6, "name") == "[DB] card list"
    assert db.provenance(4, "text") == db.provenance(4, "set") == "[CARD] errata"
    assert db.provenance("Field Sourced", "text") == "[FIELD] ruling"
    assert db.provenance("Field Sourced", "name") == "[SET] V5 list"
    assert db[5].provenance("text") == db.provenance(5, "text")
    with pytest.raises(UnknownField) as caught:
        db.provenance(6, "set")
    assert str(caught.value) == "The card 'No Set' has no field 'set'."


def test_overrides_beside_the_rows_take_their_level() -> None:
    overrides = {"Card Sourced": {"text": "[OVR] field"}, 5: "[OVR] card", 1: {"name": "[OVR] name"}}
    db = CardDatabase(LEVELS, default_source="[DB] card list", by_set=BY_SET, overrides=overrides)
    assert db.provenance(4, "text") == "[OVR] field"  # a field beats the row's card source
    assert db.provenance(4, "name") == "[CARD] errata"
    assert db.provenance(5, "text") == "[FIELD] ruling"  # the row's field beats the override's card source
    assert db.provenance(5, "name") == "[OVR] card"
    assert db.provenance(1, "name") == "[OVR] name" and db.provenance(1, "text") == "[SET] Jyhad list"


@pytest.mark.parametrize(
    ("rows", "options", "expected"),
    [
        (
            [{"name": "Anson", "text": "x", "provenance": {"text": "[T]"}}],
            {},
            "'Anson' (row 1) has no source for name (give it a provenance, a source for its set or a default source)",
        ),
        (
            [{"name": "Anson", "provenance": {"txet": "[T]"}}],
            {"default_source": SOURCE},
            "the provenance of 'Anson' (row 1) names unknown fields txet",
        ),
        (
            [{"name": "Anson", "provenance": {"name": " "}}],
            {"default_source": SOURCE},
            "the provenance of 'Anson' (row 1) gives no source for name",
        ),
        ([{"name": "Anson", "provenance": ""}], {}, "'Anson' (row 1) has an empty provenance"),
        (
            [{"name": "Anson", "provenance": 3}],
            {},
            "'Anson' (row 1) has a provenance that is neither a source nor a table of sources",
        ),
        (
            [{"name": "Anson"}],
            {"default_source": SOURCE, "overrides": {"Ansen": "stand-in"}},
            "the provenance overrides name 'Ansen', which is no card",
        ),
    ],
)
def test_missing_or_misnamed_sources_are_refused(rows: list[Any], options: dict[str, Any], expected: str) -> None:
    with pytest.raises(CardDataError) as caught:
        CardDatabase(rows, origin="t", **options)
    assert str(caught.value) == f"The card data t cannot be used: {expected}."


def test_stand_ins_lists_every_field_whose_source_is_a_stand_in() -> None:
    rows = [
        {"id": 3, "name": "Printed", "text": "x"},
        {"id": 1, "name": "Unseen", "text": "y", "provenance": "stand-in (card not public)"},
        {"id": 2, "name": "Half Known", "text": "z", "provenance": {"text": "Stand-in: a guess"}},
        {"id": 4, "name": "Promo", "text": "w", "set": "Promo"},
    ]
    db = CardDatabase(rows, default_source=SOURCE, by_set={"Promo": STAND_IN})
    assert db.stand_ins() == (
        (1, "id"),
        (1, "name"),
        (1, "text"),
        (2, "text"),
        (4, "id"),
        (4, "name"),
        (4, "text"),
        (4, "set"),
    )
    assert db[2].is_stand_in("text") and not db[2].is_stand_in("name")
    assert vtes().stand_ins() == ()


class VCard(Provenanced):
    id: int
    name: str
    disciplines: list[str]


def test_provenanced_models_are_rows_with_their_own_field_sources() -> None:
    models = [
        VCard(id=9, name="Anson", disciplines=["aus"], provenance={"id": "[A]", "name": "[A]", "disciplines": "[B]"}),
        VCard(
            id=4,
            name="Mind Rape",
            disciplines=["dom"],
            provenance={"id": "[A]", "name": "[A]", "disciplines": STAND_IN},
        ),
    ]
    db = CardDatabase(models)
    assert db.ids == (4, 9)
    assert db[9].disciplines == ("aus",) and db.provenance(9, "disciplines") == "[B]"
    assert db.stand_ins() == ((4, "disciplines"),)
    assert "provenance" not in db[9].fields


# ---------------------------------------------------------------------------------- files

TOML = """\
[edition]
id = "test-cards"
name = "Test cards"

[sources]
default = "[RB] rulebook p. 12"
by_set = { "Unseen Forces" = "[UF] expansion list" }

[[cards]]
name = "Elder Sign"
type = "Unique item"
set = "base"

[[cards]]
name = "Necronomicon"
type = "Spell"
set = "Unseen Forces"
provenance = { type = "stand-in" }

[[cards]]
name = "Dynamite"
type = "Common item"
provenance = "[FAQ] 1.2"
"""


def test_a_toml_file_gives_a_database_with_its_sources(tmp_path: Path) -> None:
    path = tmp_path / "cards.toml"
    path.write_text(TOML, encoding="utf-8")
    db = CardDatabase.from_file(path)
    assert [c.name for c in db] == ["Dynamite", "Elder Sign", "Necronomicon"]  # ids in key order
    assert db.named("elder sign").id == 2
    assert db.provenance("Elder Sign", "type") == "[RB] rulebook p. 12"
    assert db.provenance("Necronomicon", "name") == "[UF] expansion list"
    assert db.provenance("Dynamite", "type") == "[FAQ] 1.2"
    assert db.stand_ins() == ((3, "type"),)
    assert db.origin == str(path)
    assert CardDatabase.from_file(path, trusted=True) is db  # same edition id and digest: cached


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('[sources]\ndefault = "x"\n', "it has no list of cards 'cards'"),
        ('sources = 3\n[[cards]]\nname = "A"\n', "'sources' is not a table"),
        (
            '[sources]\ndefualt = "x"\n[[cards]]\nname = "A"\n',
            "'sources' has unknown keys defualt (it takes default and by_set)",
        ),
        ('[sources]\ndefault = 3\n[[cards]]\nname = "A"\n', "'sources.default' is not a source"),
        (
            '[sources]\nby_set = { V5 = 1 }\n[[cards]]\nname = "A"\n',
            "'sources.by_set' is not a table of set names to sources",
        ),
        (
            '[[cards]]\nname = "A"\n[[cards]]\nname = "a"\n',
            "'A' (row 1) and 'a' (row 2) have the same name for look-up",
        ),
    ],
)
def test_a_broken_card_file_gives_one_sentence(tmp_path: Path, text: str, expected: str) -> None:
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(EditionError) as caught:
        CardDatabase.from_file(path, trusted=True)
    assert str(caught.value) == f"The card data {path} cannot be used: {expected}."


def test_from_data_reads_another_table_and_its_sources() -> None:
    data = {"mythos": [{"name": "Blood Moon"}], "mythos_sources": {"default": "[M] mythos list"}}
    db = CardDatabase.from_data(data, origin="x", table="mythos", sources_table="mythos_sources")
    assert db.provenance("Blood Moon", "name") == "[M] mythos list"


# ---------------------------------------------------------------------------------- cache


def edition(cards: list[dict[str, Any]]) -> Edition:
    return Edition({"edition": {"id": "e1"}, "sources": {"default": SOURCE}, "cards": cards}, "e1.toml", builtin=True)


def test_the_cache_returns_one_database_per_edition_digest_and_schema() -> None:
    first = CardDatabase.for_edition(edition(VTES))
    assert CardDatabase.for_edition(edition(VTES)) is first
    changed = CardDatabase.for_edition(edition([*VTES[:-1], {**VTES[-1], "type": "Reaction"}]))
    assert changed is not first and changed.named("Mind Rape").type == "Reaction"
    assert CardDatabase.for_edition(edition(VTES), ADV) is not first  # another reading of the rows
    assert CardDatabase.for_edition(edition(VTES), ADV) is CardDatabase.for_edition(edition(VTES), ADV)
    clear_cache()
    assert CardDatabase.for_edition(edition(VTES)) is not first


def test_a_package_loader_runs_once_per_version_and_sources() -> None:
    calls: list[str] = []

    def loader() -> list[dict[str, Any]]:
        calls.append("load")
        return VTES

    db = CardDatabase.from_loader("krcg", "5.14", loader, default_source=SOURCE, by_set={"V5": "[KRCG] V5"})
    again = CardDatabase.from_loader("krcg", "5.14", loader, default_source=SOURCE, by_set={"V5": "[KRCG] V5"})
    assert again is db and calls == ["load"]
    assert db.origin == "krcg 5.14" and db.provenance(100845, "name") == "[KRCG] V5"
    newer = CardDatabase.from_loader("krcg", "5.15", loader, default_source=SOURCE)
    other = CardDatabase.from_loader("krcg", "5.14", loader, default_source=SOURCE, overrides={"Anson": STAND_IN})
    assert len({id(db), id(newer), id(other)}) == 3 and len(calls) == 3
    assert other.stand_ins()[:3] == ((200076, "id"), (200076, "name"), (200076, "type"))


def test_the_cache_keeps_only_the_most_recently_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cards_module, "CACHE_SIZE", 2)
    built: list[str] = []

    def build(name: str) -> CardDatabase:
        built.append(name)
        return CardDatabase([{"name": name}], default_source=SOURCE)

    a = load_once("a", "1", lambda: build("a"))
    load_once("b", "1", lambda: build("b"))
    assert load_once("a", "1", lambda: build("a")) is a  # "a" is now the most recent
    load_once("c", "1", lambda: build("c"))  # drops "b"
    assert load_once("a", "1", lambda: build("a")) is a
    load_once("b", "1", lambda: build("b"))
    assert built == ["a", "b", "c", "b"]


# -------------------------------------------------------------------------------- effects


def test_effects_register_by_name_or_id_and_report_what_is_missing() -> None:
    db = vtes()
    effects: Effects[Any] = Effects(db)

    @effects.register("govern the unaligned")
    def govern(state: object) -> str:
        return "governed"

    effects.add(101384, lambda state: "raped")
    assert govern(None) == "governed"  # the decorator returns the function
    assert effects.implemented("Govern the Unaligned") and effects.implemented(101384)
    assert not effects.implemented("Anson")
    assert effects.handler(100845) is govern and len(effects) == 2
    assert [c.name for c in effects.missing()] == [
        "Ghoul Retainer",
        "Giant's Blood",
        "Hide the Heart",
        "Anson",
        "Ma'at",
        "Étienne Fauberge",
    ]
    assert raised(UnimplementedCards, effects.handler, "Anson") == ("The rules do not implement the card 'Anson' yet.")


def test_require_names_the_unimplemented_cards_of_a_deck_once_each() -> None:
    effects: Effects[Any] = Effects(vtes())
    effects.add("Mind Rape", print)
    effects.require([101384, 101384, "Mind Rape"])  # all implemented: nothing raised
    deck = [200076, 101384, 100824, 200076, "Ma'at", 100824]
    with pytest.raises(UnimplementedCards) as caught:
        effects.require(deck)
    assert str(caught.value) == "This deck uses 3 cards the rules do not implement yet: Anson, Ghoul Retainer, Ma'at."
    assert [c.id for c in caught.value.cards] == [200076, 100824, 200839]
    assert (
        raised(UnimplementedCards, effects.require, ["Anson"], "scenario")
        == "This scenario uses 1 card the rules do not implement yet: Anson."
    )
    with pytest.raises(CardNotFound):
        effects.require([999])


def test_require_shortens_a_long_list_and_keeps_names_with_commas_apart() -> None:
    db = CardDatabase([{"name": f"Card {i}"} for i in range(14)] + [{"name": "Tupdog, The"}], default_source=SOURCE)
    effects: Effects[Any] = Effects(db)
    with pytest.raises(UnimplementedCards) as caught:
        effects.require(list(db.ids))
    text = str(caught.value)
    assert text.startswith("This deck uses 15 cards the rules do not implement yet: Card 0, Card 1, Card 10,")
    assert text.endswith(", and 5 more.") and one_sentence(text)
    assert (
        raised(UnimplementedCards, effects.require, ["Tupdog, The", "Card 3"])
        == "This deck uses 2 cards the rules do not implement yet: Tupdog, The; Card 3."
    )


def test_a_misspelt_or_doubled_registration_fails_at_once() -> None:
    effects: Effects[Any] = Effects(vtes())
    with pytest.raises(CardNotFound) as caught:
        effects.register("Gouvern the Unaligned")
    assert str(caught.value) == "There is no card 'Gouvern the Unaligned'; did you mean 'Govern the Unaligned'?"
    with pytest.raises(CardNotFound, match="with the id 5"):
        effects.add(5, print)
    effects.add("Anson", print)
    with pytest.raises(ValueError, match="'Anson' already has an effect handler"):
        effects.register(200076)(print)
    assert len(effects) == 1 and not effects.implemented("Ma'at")


def test_cards_from_two_loads_of_one_edition_compare_equal() -> None:
    a, b = vtes(), vtes()
    assert a is not b and list(a) == list(b)
    assert isinstance(a[200076], Card)
