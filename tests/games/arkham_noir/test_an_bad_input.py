"""Bad input: malformed notation, illegal actions (with a sentence, state unchanged), options."""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction, NotationError, OptionError
from tabletome.games.arkham_noir import rules
from tabletome.games.arkham_noir.actions import SPACE

from .helpers import GAME, V1, do, eff, lab, table

ROW = [20, 21, 22, 23, 24]


@pytest.mark.parametrize(
    "text",
    ["", "fly 3", "play", "play 7", "play 0", "hand 51 1", "hand 17", "exchange 5 5", "close one", "take 2", "discard"],
)
def test_malformed_notation_raises_notation_error(text: str) -> None:
    s = GAME.new_state({}, 1)
    before = s.fingerprint()
    with pytest.raises(NotationError) as exc:
        GAME.parse_action(s, text)
    assert "is not a move in Arkham Noir" in str(exc.value)
    assert s.fingerprint() == before


def test_notation_is_case_and_space_insensitive() -> None:
    s = table(row=ROW)
    assert GAME.parse_action(s, "  PLAY   1 ") is GAME.parse_action(s, "play 1")


def sentence(s: object, text: str) -> str:
    assert hasattr(s, "fingerprint")
    before = s.fingerprint()  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction) as exc:
        s.apply(SPACE.parse(text))  # type: ignore[attr-defined]
    assert s.fingerprint() == before, "a rejected action changed the state"  # type: ignore[attr-defined]
    msg = str(exc.value)
    assert (msg.endswith(".") and msg[0].isupper()) or msg.startswith("'"), msg
    return msg


def test_illegal_actions_explain_and_change_nothing() -> None:
    ed = lab({20: {"left": "inquiry"}, 30: {"attribute": "lock"}})
    s = table(ed, row=ROW, hand=[30], cases=[(0, [12]), (1, [13])], time=[40], contact=rules.CONTACT_READY)
    assert "no open case 3" in sentence(s, "play 3")
    assert "does not match" in sentence(s, "play 1")
    assert "not in your hand" in sentence(s, "hand 31 1")
    assert "no unused Key" in sentence(s, "hand 30 1")
    assert "different clue types" in sentence(s, "close 1")
    assert "made in steps" in sentence(s, "exchange 30 41")
    assert "not possible now" in sentence(s, "collect 1")
    assert "not possible now" in sentence(s, "continue")
    assert "not possible now" in sentence(s, "give 30")
    do(s, "exchange")
    assert "not in your hand" in sentence(s, "give 31")
    assert "First choose the card of your hand" in sentence(s, "get 40")
    assert "making the Exchange" in sentence(s, "exchange")
    do(s, "give 30")
    assert "neither the time area nor the sanity area" in sentence(s, "get 41")
    assert "now choose the card to get" in sentence(s, "give 30")


def test_version_1_exchange_refusals() -> None:
    """Rules version 1 (the legacy options): the Exchange names both cards at the action decision."""
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30, 31], time=[40], options=V1)
    assert "neither the time area nor the sanity area" in sentence(s, "exchange 30 41")
    assert "names both cards" in sentence(s, "exchange")
    do(s, "play 1")
    assert "action decision or before maintenance" in sentence(s, "exchange 30 40")


def test_illegal_during_an_effect_names_the_expected_answer() -> None:
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30, 31])
    do(s, "play 1")
    assert "mandatory" in sentence(s, "skip")
    assert "discard" in sentence(s, "use")
    assert "not in your hand" in sentence(s, "discard 32")
    assert "not possible now" in sentence(s, "take")


def test_after_the_end_every_action_is_rejected() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5])
    do(s, "pass")
    assert "over" in sentence(s, "take")


def test_bad_options_are_rejected_with_a_sentence() -> None:
    with pytest.raises(OptionError, match="victory"):
        GAME.new_state({"victory": "7"}, 1)
    with pytest.raises(OptionError, match="difficulty"):
        GAME.new_state({"difficulty": "nightmare"}, 1)
    with pytest.raises(OptionError, match="no option"):
        GAME.new_state({"sanity": "3"}, 1)


def test_why_illegal_for_a_key_play_where_a_key_already_opens_it() -> None:
    ed = lab({20: {"attribute": "lock"}})
    s = table(ed, row=ROW, cases=[(0, [7]), (1, [12])])
    assert "already opens" in sentence(s, "play 1 key")
    assert "has no Lock" in sentence(table(row=ROW), "play 1 key")
