"""Issue 34: the terminal's undo goes back to the position kept before the decision instead of
replaying the whole record, and lands exactly where the record replayed would."""

from __future__ import annotations

import pytest

from tabletome.engine import Record

from .test_terminal_fit import TABLES, Screen, start

#: In Crazy Eights every move shows a card (played or drawn), so no decision can ever be taken back.
UNDOABLE = [(game_id, players) for game_id, players in TABLES if game_id != "crazy_eights"]


@pytest.mark.parametrize(("game_id", "players"), UNDOABLE)
def test_an_undo_lands_on_the_position_the_record_replays_to_without_replaying_it(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    screen = Screen()
    s = start(game_id, players, 5, screen)
    undone: list[int] = []
    replays: list[int] = []
    real_replay = Record.replay

    def counted_replay(self: Record, *args: object, **kwargs: object) -> object:
        replays.append(len(self.actions))
        return real_replay(self, *args, **kwargs)

    monkeypatch.setattr(Record, "replay", counted_replay)

    def answer(prompt: str) -> str:
        if undone:
            return "quit"
        mine = [i for i, step in enumerate(s.history) if step.seat == 0 and not step.forced]
        if len(mine) >= 2 and s.state.undo_barrier() == s.history[mine[-1]].barrier:
            undone.append(mine[-1])
            return "undo"
        return "quit" if len(s.history) > 300 else "a"

    s.input_fn = answer
    s.run()
    assert undone, "no decision could be taken back in 300 moves"
    assert "Your last decision is taken back." in screen.out.getvalue()
    assert replays == []  # the kept position, not the record replayed
    assert len(s.record.actions) == undone[0]
    replayed = real_replay(s.record, narrate=True)
    assert s.state.position() == replayed.position()
    assert s.state.log == replayed.log
    assert [str(a) for a in s.state.legal_actions()] == [str(a) for a in replayed.legal_actions()]
