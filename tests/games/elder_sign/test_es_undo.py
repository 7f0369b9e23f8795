"""Fair play: a roll of the dice is never taken back, at the terminal or in the browser.

After a roll the investigator has seen the dice; a take-back would let them give up, spend an
item or use an ability instead, then roll the very same dice again. So the roll stays played,
with a sentence saying why; a decision that showed nothing (where to go) is still taken back.
The cards the Lightless Pyramid deals face down show a back, so they count as reveals too.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from rich.console import Console

from tabletome.cli.session import Session
from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.flow import Effects
from tabletome.games.elder_sign.pyramid import deal_pharaoh
from tabletome.games.elder_sign.state import FIRST_PHARAOH

from ...web.conftest import client_for, create, headers
from .helpers import GAME, new

SEED = 3  # one investigator: place the monster, go to a1 (quiet), roll there (chance)
OPENING = ("place a2 1", "go a1")


def typed(*lines: str) -> Callable[[str], str]:
    queue = list(lines)

    def read(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read


def session() -> tuple[Session, io.StringIO]:
    out = io.StringIO()
    s = Session.start(GAME, ["human"], SEED, {"players": 1}, None, Console(file=out, width=200, color_system=None))
    s.confirmed = lambda seat, action: True  # type: ignore[method-assign]
    return s, out


def typing(s: Session, out: io.StringIO, *lines: str) -> tuple[bool, str]:
    """One prompt of investigator 1 answered with ``lines``: whether it ended, and what was said."""
    start = len(out.getvalue())
    s.input_fn = typed(*lines)
    return s.human_turn(0), out.getvalue()[start:]


def rolled(s: Session, out: io.StringIO) -> None:
    for move in (*OPENING, "roll"):
        assert typing(s, out, move)[0]
    assert s.record.actions[-1] == "roll"


def test_where_to_go_is_taken_back_but_a_roll_is_not_at_the_terminal() -> None:
    s, out = session()
    for move in OPENING:
        assert typing(s, out, move)[0]
    taken, said = typing(s, out, "undo")
    assert taken and said.endswith("Your last decision is taken back.\n")  # going showed nothing
    assert typing(s, out, "go a1")[0] and typing(s, out, "roll")[0]
    dice = s.state.log_for(0)[-1]
    assert "rolls" in dice
    view = s.state.view(0)
    taken, said = typing(s, out, "undo")
    assert not taken and "Cannot undo: something hidden was revealed" in said and "a die" in said
    assert s.state.view(0) == view and s.record.actions[-1] == "roll" and s.state.log_for(0)[-1] == dice


def test_after_a_refused_undo_the_dice_stand_and_the_next_roll_is_a_new_one() -> None:
    """No second try: right after the refused undo there is no roll, no giving up and no item to
    spend on this attempt; the dice are used, and a later roll is another roll, with the first
    one kept in the record (a replay shows both)."""
    s, out = session()
    rolled(s, out)
    first = s.state.log_for(0)[-1]
    assert not typing(s, out, "undo")[0]
    after = {a.verb for a in s.state.legal_actions()}
    assert not after & {"roll", "give-up", "spend"}, after
    while "roll" not in {a.verb for a in s.state.legal_actions()}:
        assert typing(s, out, str(s.state.legal_actions()[-1]))[0]  # pass, or complete a task
    assert typing(s, out, "roll")[0]
    assert s.record.actions.count("roll") == 2
    replayed = s.record.replay(narrate=True).log_for(0)
    assert first in replayed and replayed[-1] == s.state.log_for(0)[-1]
    assert not typing(s, out, "undo")[0]  # the second roll stays played as well


def test_a_roll_is_not_taken_back_in_the_browser(tmp_path: Path) -> None:
    with client_for(f"sqlite:///{tmp_path / 'tabletome.sqlite'}", moves_per_second=0) as client:
        made = create(client, ["human"], seed=SEED, game="elder_sign", options={"players": 1})
        table, token = made["table"]["id"], made["token"]
        url = f"/api/tables/{table}/seats/0"
        for move in (*OPENING, "roll"):
            r = client.post(f"{url}/actions", json={"action": move}, headers=headers(token))
            assert r.status_code == 200, r.text
        page = client.get(url, headers=headers(token)).json()
        r = client.post(f"{url}/undo", headers=headers(token))
        assert r.status_code == 409
        assert r.json()["detail"] == "Something hidden was revealed since your move (a card, a die): it stays played."
        again = client.get(url, headers=headers(token)).json()
        assert again["n_actions"] == page["n_actions"] and again["view"] == page["view"]
        assert "roll" not in {a["action"] for a in again["legal"]}


def test_a_card_dealt_face_down_in_the_pyramid_counts_as_a_reveal() -> None:
    """ES-EGY-03: the back of the Cairo deck's next card comes into view."""
    s = new(mode="lightless_pyramid", ancient_one="ithaqua")
    s.places[0] = -1
    before = s.reveals
    assert t.deal_adventure(s, 0) and s.down[0]
    assert s.reveals == before + 1


def test_a_dark_pharaoh_adventure_dealt_face_down_counts_as_a_reveal() -> None:
    """ES-PHAR-03: face down, yet its back shows the effect printed on it (ES-EGY-05/06)."""
    s = new(mode="lightless_pyramid", ancient_one="ithaqua")
    for p in range(FIRST_PHARAOH, len(s.places)):
        s.places[p] = -1
    before = s.reveals
    deal_pharaoh(s, Effects(()), 0)
    assert s.places[FIRST_PHARAOH] >= 0 and s.down[FIRST_PHARAOH]
    assert s.reveals == before + 1
