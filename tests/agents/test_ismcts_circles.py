"""A search never goes round in circles where the rules let a position come back: Elder Sign's dice
are marked for a clue's reroll one at a time and may be unmarked (ES-CLUE-01), and a search that
preferred marking and unmarking the same die played it for ever (Lightless Pyramid, seed 6)."""

from __future__ import annotations

from tabletome.agents import make_agent
from tabletome.agents.ismcts import ISMCTSAgent, Node
from tabletome.agents.positions import position_key
from tabletome.engine import get_game
from tabletome.engine.agent import decide
from tabletome.engine.state import State

GAME = get_game("elder_sign")


def at_a_clue_reroll() -> State:
    """Seed 1, 3 players, scripted play up to the first roll whose dice may be marked for a clue."""
    s = GAME.new_state({"players": "3"}, 1)
    agents = [make_agent("heuristic", GAME, t, 1) for t in range(3)]
    while not any(a.verb == "mark" for a in s.legal_actions()):
        assert s.to_move is not None
        s.apply(decide(agents[s.to_move], s, s.to_move))
    return s


class Toggler(ISMCTSAgent):
    """A search whose every choice is to mark the first die, or to unmark it once marked."""

    def search(self, state: State, seat: int, settle: bool = False) -> Node:
        root = Node(seat)
        legal = state.legal_actions()
        for a in legal:
            root.children[a] = (a, Node(seat))
        unmark = [a for a in legal if a.verb == "unmark"]
        root.choice = unmark[0] if unmark else next(a for a in legal if a.verb == "mark")
        return root


def test_es_clue_01_marking_and_unmarking_comes_back_to_the_same_view() -> None:
    s = at_a_clue_reroll()
    seat = s.to_move
    assert seat is not None
    before = position_key(s, seat)
    mark = next(a for a in s.legal_actions() if a.verb == "mark")
    s.apply(mark)
    s.apply(next(a for a in s.legal_actions() if a.verb == "unmark"))
    assert position_key(s, seat) == before


def test_a_search_does_not_play_a_move_again_where_the_position_came_back() -> None:
    s = at_a_clue_reroll()
    seat = s.to_move
    assert seat is not None
    agent = Toggler(GAME, seed=1, iterations=10)
    die = next(a for a in s.legal_actions() if a.verb == "mark").args[0]  # the first die offered
    played = []
    for _ in range(8):
        if s.to_move != seat or not any(a.verb in ("mark", "unmark") for a in s.legal_actions()):
            break
        action = agent.act(s, seat)
        played.append(str(action))
        s.apply(action)
    assert played[:2] == [f"mark {die}", f"unmark {die}"]  # the search's choices, the first time
    assert played[2] != f"mark {die}"  # back where it was: not the same move again
    assert len(played) < 8
