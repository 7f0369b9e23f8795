"""Any registered game plays in the browser: a tiny game with no picture of its own gets the generic one."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from tabletome.agents import RandomAgent
from tabletome.engine import (
    Action,
    ActionSpace,
    Edition,
    Game,
    IllegalAction,
    Outcome,
    Rng,
    State,
    capabilities,
    registry,
)
from tabletome.games.hexer import GAME as HEXER

from .conftest import act, client_for, create, state, wait_turn

EDITION = Edition({"edition": {"id": "nim"}}, "builtin", True)
SPACE = ActionSpace([Action("take", (n,)) for n in (1, 2, 3)], "Nim", hint="'take 1', 'take 2' or 'take 3'")


class NimState(State):
    """Seven matches; take one to three in turn; whoever takes the last one wins. A secret: a lucky number."""

    __slots__ = ("edition", "log", "pile", "players", "reveals", "rng", "secret", "turn")

    def __init__(self, seed: int) -> None:
        self.edition = EDITION
        self.players = 2
        self.reveals = 0
        self.log: list[tuple[int, str]] | None = None
        self.rng = Rng(seed)
        self.pile = 7
        self.turn = 0
        self.secret = [self.rng.below(100), self.rng.below(100)]  # each seat's own lucky number

    @property
    def to_move(self) -> int | None:
        return None if self.pile == 0 else self.turn

    def legal_actions(self) -> tuple[Action, ...]:
        return tuple(a for a in SPACE if isinstance(a.args[0], int) and a.args[0] <= self.pile) if self.pile else ()

    def why_illegal(self, action: Action) -> str:
        return f"Only {self.pile} matches are left (NIM-1)."

    def apply(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        assert isinstance(action.args[0], int)
        self.pile -= action.args[0]
        if self.log is not None:
            self.log.append((-1, f"seat {self.turn + 1} takes {action.args[0]}; {self.pile} left."))
            self.log.append((self.turn, f"(your lucky number is {self.secret[self.turn]})"))
        if self.pile:
            self.turn = 1 - self.turn

    def outcome(self) -> Outcome | None:
        return None if self.pile else Outcome((self.turn,), "NIM-2", f"seat {self.turn + 1} took the last match.", 1)

    def view(self, seat: int) -> dict[str, Any]:
        return {"pile": self.pile, "you": f"player {seat + 1}", "lucky": self.secret[seat], "prompt": "Take 1-3."}

    def determinize(self, seat: int, rng: Rng) -> NimState:
        return self.clone()

    def clone(self) -> NimState:
        c = NimState.__new__(NimState)
        c.edition, c.players, c.reveals, c.log, c.rng = EDITION, 2, self.reveals, None, self.rng.clone()
        c.pile, c.turn, c.secret = self.pile, self.turn, list(self.secret)
        return c


class NimGame(Game):
    id = "nim"
    name = "Nim"
    version = "1"
    min_players = 2
    max_players = 2
    cooperative = False

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> NimState:
        return NimState(seed)

    def action_space(self, edition: Any = None) -> ActionSpace:
        return SPACE

    def default_edition(self) -> Edition:
        return EDITION

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return Edition(data, origin, False)

    def heuristic_agent(self, seat: int, seed: int) -> Any:
        return RandomAgent(seed)


NimState.game = NimGame()


@pytest.fixture
def nim(monkeypatch: pytest.MonkeyPatch) -> Iterator[Game]:
    registry.games()  # discover the installed games first, so ours is only added for this test
    monkeypatch.setitem(registry._games, "nim", NimState.game)
    yield NimState.game


def test_a_game_without_a_picture_of_its_own_is_played_through_the_web(nim: Game, sqlite_url: str) -> None:
    with client_for(sqlite_url) as client:
        listed = {g["id"]: g for g in client.get("/api/games").json()}
        assert listed["nim"]["min_players"] == 2
        made = create(client, ["human", "random"], seed=4, game="nim")
        table, token = made["table"]["id"], made["token"]
        assert made["table"]["seats"][0]["label"] == "player 1"
        s = wait_turn(client, table, 0, token)
        assert "generic view" in s["svg"] and "Nim" in s["svg"]
        assert {a["action"] for a in s["legal"]} <= {"take 1", "take 2", "take 3"}
        assert act(client, table, 0, token, "take 4").status_code == 422
        ours = 0
        while s["outcome"] is None:
            r = act(client, table, 0, token, s["legal"][0]["action"])
            assert r.status_code == 200, r.text
            ours += 1
            s = wait_turn(client, table, 0, token)
        assert s["outcome"]["cause"] == "NIM-2" and s["outcome"]["score"] == 1
        lines = state(client, table, 0, token)["log"]
        assert sum("takes" in line for line in lines) > ours  # both players' public lines ...
        private = [line for line in lines if "lucky" in line]
        assert private == [f"(your lucky number is {s['view']['lucky']})"] * ours  # ... and only our private ones
        assert client.get(f"/api/tables/{table}/record").json()["game"] == "nim"


def test_the_generic_picture_escapes_what_it_shows() -> None:
    picture = capabilities.generic_svg(HEXER, {"name": "<script>alert(1)</script>", "n": 3})
    assert picture.startswith("<svg") and "generic view" in picture
    assert "<script>" not in picture and "&lt;script&gt;" in picture
