"""The player aid's actions (engine/aid.py, issue 32): each step of a turn names its action kinds;
tapped, a kind gives the moves of that kind legal now or one sentence saying why there is none,
which is the game's own ``why_illegal`` on a representative action; hidden information never
shows in an answer."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tabletome.engine import State, games, get_game
from tabletome.engine.aid import (
    HIDDEN_REASON,
    UnknownKind,
    answer,
    candidates,
    kinds,
    turn_actions,
    verb_of,
)
from tabletome.engine.howto import howto
from tabletome.engine.rng import Rng

GAMES = ("hexer", "arkham_noir", "cyclades", "elder_sign", "vtes", "crazy_eights", "liars_dice")
WITH_HOWTO = sorted(g.id for g in games() if howto(g) is not None)


def reach(game_id: str, seed: int, found: Callable[[State], bool], limit: int = 2000) -> State:
    """A real position: random legal moves from a seeded game until ``found`` (deterministic)."""
    s = get_game(game_id).new_state(seed=seed)
    rng = Rng(seed + 1)
    for _ in range(limit):
        if found(s):
            return s
        assert s.outcome() is None, f"{game_id} seed {seed} ended before the position was found"
        legal = s.legal_actions()
        s.apply(legal[rng.next64() % len(legal)])
    raise AssertionError(f"{game_id} seed {seed}: no such position in {limit} moves")


def refusal(s: State, kind: str) -> str:
    """What the game's own why_illegal says of the kind's first refused candidate, with its opening words."""
    seat = s.to_move
    assert seat is not None
    legal = s.legal_actions()
    first = next(a for a in candidates(s.game, s, seat, kind) if a not in legal)
    return f"{kinds(s.game)[kind]}: {s.why_illegal(first)}"


# ---------------------------------------------------------------- the how-to files name known kinds


@pytest.mark.parametrize("game_id", WITH_HOWTO)
def test_every_action_kind_a_howto_names_is_known_to_its_game(game_id: str) -> None:
    game = get_game(game_id)
    steps = turn_actions(game)
    h = howto(game)
    assert h is not None and len(steps) == len(h.sections["turn"])  # one entry per step, in order
    known = kinds(game)
    named = [k for step in steps for k in step]
    assert named, f"{game_id}: no step of a turn names an action"
    assert not [k for k in named if k not in known], f"{game_id} does not know {set(named) - set(known)}"
    s = game.new_state(seed=0)
    verbs = {a.verb for a in s.legal_actions()} | {verb_of(k) for k in known}
    notation = game.notation()
    for kind in named:  # each kind is a word of the game's notation, and the game gives its candidates
        assert verb_of(kind) in verbs
        assert isinstance(candidates(game, s, s.to_move or 0, kind), tuple)
    assert notation is not None


def test_the_seven_games_of_issue_32_name_their_actions() -> None:
    for game_id in GAMES:
        assert any(turn_actions(get_game(game_id))), game_id


def test_an_unknown_kind_is_one_sentence_listing_the_games_kinds() -> None:
    s = get_game("crazy_eights").new_state(seed=1)
    with pytest.raises(UnknownKind) as err:
        answer(s, 0, "fly")
    assert (
        str(err.value) == "'fly' is not an action of Crazy Eights; its actions are draw, pass, play, play:eight, suit."
    )


# ---------------------------------------------------------------- each game: refused, and legal


def test_crazy_eights_a_hand_that_matches_nothing_is_refused_by_the_matching_rule() -> None:
    s = reach("crazy_eights", 3, lambda s: s.to_move is not None and "draw" in {a.verb for a in s.legal_actions()})
    seat = s.to_move
    said = answer(s, seat, "play")
    assert said.legal == () and said.sentence == refusal(s, "play")
    assert said.sentence.startswith("No card can be played now: ")
    assert said.sentence.endswith("matches neither the suit nor the rank (CE-PLAY-01).")
    assert answer(s, seat, "draw").legal == ("draw",)
    assert answer(s, seat, "pass").sentence == "You cannot pass now: You can still play or draw (CE-PLAY-04)."


def test_crazy_eights_an_eight_is_its_own_kind() -> None:
    s = reach("crazy_eights", 5, lambda s: any(str(a).startswith("play 8") for a in s.legal_actions()))
    said = answer(s, s.to_move, "play:eight")
    assert said.legal and all(m.startswith("play 8") for m in said.legal)
    assert set(said.legal) <= set(answer(s, s.to_move, "play").legal)


def test_liars_dice_no_liar_before_the_first_bid() -> None:
    s = get_game("liars_dice").new_state(seed=2)
    said = answer(s, s.to_move, "liar")
    assert (
        said.sentence
        == "You cannot call liar now: There is no bid to call yet: open the round with a bid (LD-PLAY-02)."
    )
    assert said.sentence == refusal(s, "liar")
    assert "bid 1x1" in answer(s, s.to_move, "bid").legal


def test_hexer_items_are_used_and_portals_sealed_at_action_4() -> None:
    def item_step(without: str) -> Callable[[State], bool]:
        def found(s: State) -> bool:
            return "(action 4)" in s.prompt() and without not in {a.verb for a in s.legal_actions()}

        return found

    s = reach("hexer", 1, item_step("close"))  # orange holds an item to use, and no artifact
    said = answer(s, s.to_move, "close")
    assert said.sentence == "No portal can be sealed now: You hold no artifact to close a portal with."
    assert said.sentence == refusal(s, "close")
    assert answer(s, s.to_move, "use").legal
    s = reach("hexer", 3, item_step("use"))  # orange holds an artifact and no item
    assert (
        answer(s, s.to_move, "use").sentence
        == "No item can be used now: You hold no Necronomicon."
        == refusal(s, "use")
    )
    assert answer(s, s.to_move, "close").legal == ("close",)
    start = get_game("hexer").new_state(seed=1)
    assert answer(start, start.to_move, "move").legal[0] == "move 1"
    assert answer(start, start.to_move, "take").sentence.startswith("No item can be taken now: not at this step (")


def test_arkham_noir_a_case_closes_with_five_clue_types() -> None:
    s = get_game("arkham_noir").new_state(seed=3)
    said = answer(s, 0, "close")
    assert said.sentence == refusal(s, "close")
    assert (
        said.sentence
        == "No case can be closed now: Case 1 holds 0 different clue types; closing needs 5 (AN-CLOSE-01)."
    )
    assert answer(s, 0, "take").legal == ("take",)


def test_cyclades_each_god_builds_its_own_building() -> None:
    s = reach("cyclades", 3, lambda s: "your turn with Poseidon" in s.prompt())
    said = answer(s, s.to_move, "temple")
    assert said.sentence == "No Temple can be built now: Poseidon builds a Port, not a Temple (CY-BLD-02)."
    assert said.sentence == refusal(s, "temple")
    assert answer(s, s.to_move, "end").legal == ("end",)
    assert answer(s, s.to_move, "offer").sentence.startswith("No offer can be made now: not at this step (")


def test_elder_sign_no_task_after_a_failed_roll() -> None:
    s = reach("elder_sign", 3, lambda s: s.prompt().startswith("The roll failed"))
    said = answer(s, s.to_move, "complete")
    assert said.sentence == refusal(s, "complete")
    assert said.sentence == (
        "No task can be completed now: Not now: this is the moment after a failed roll (ES-ADV-08, ES-ADV-18)."
    )
    assert answer(s, s.to_move, "focus").legal


def test_vtes_a_master_card_waits_for_the_master_phase() -> None:
    def master_in_hand_at_discard(s: State) -> bool:
        seat = s.to_move
        if seat is None or not s.prompt().startswith("Discard phase"):
            return False
        return bool(candidates(s.game, s, seat, "play:master"))

    s = reach("vtes", 3, master_in_hand_at_discard)
    said = answer(s, s.to_move, "play:master")
    assert said.sentence == refusal(s, "play:master")
    assert said.sentence.startswith("No master card can be played now: ")
    assert said.sentence.endswith(
        "cannot be played now: a master card is played in your master phase (VT-CARD-13, VT-MAST-01)."
    )
    assert answer(s, s.to_move, "discard").legal


# ---------------------------------------------------------------- whose turn, and hidden information


def test_a_seat_whose_turn_it_is_not_and_a_spectator_are_told_whose_turn_it_is() -> None:
    s = get_game("crazy_eights").new_state(seed=4)
    mover = s.to_move
    assert mover is not None
    other = 1 - mover
    public = s.view(other)["prompt"].rstrip(".")
    assert answer(s, other, "play").sentence == f"It is {s.seat_name(mover)}'s turn, not yours ({public})."
    assert answer(s, None, "play").sentence == f"It is {s.seat_name(mover)}'s turn ({public})."
    assert answer(s, -1, "draw").legal == ()
    # the mover's own question names what it may do with its hand; the others' words never do
    hand = [s.ed.card_name(c) for c in s.hands[mover]]  # type: ignore[attr-defined]
    for seat in (other, None):
        assert not any(card in answer(s, seat, "play").sentence for card in hand)


def test_a_kind_whose_only_candidates_are_another_seats_hidden_cards_names_none_of_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A careless game offers the other seat's hidden cards as candidates: the rules' sentence on the
    true state would name one of them; the answer, worked out in the worlds the seat cannot tell
    apart, says only that it depends on what is hidden."""
    from tabletome.games.crazy_eights.actions import PLAY

    game = get_game("crazy_eights")
    s = reach("crazy_eights", 3, lambda s: s.to_move is not None and "draw" in {a.verb for a in s.legal_actions()})
    me = s.to_move
    assert me is not None
    theirs = list(s.hands[1 - me])  # type: ignore[attr-defined]

    def leaky(state: State, seat: int, kind: str) -> tuple[object, ...]:
        return tuple(PLAY[c] for c in state.hands[1 - seat])  # type: ignore[attr-defined]

    monkeypatch.setattr(type(game), "aid_candidates", lambda self, state, seat, kind: leaky(state, seat, kind))
    naive = s.why_illegal(PLAY[theirs[0]])
    assert s.ed.card_name(theirs[0]) in naive  # type: ignore[attr-defined]  # what the truth would have told
    said = answer(s, me, "play")
    assert said.sentence == f"No card can be played now: {HIDDEN_REASON}"
    names = [s.ed.card_name(c) for c in theirs]  # type: ignore[attr-defined]
    assert not [n for n in names if n in said.sentence]


@pytest.mark.parametrize("game_id", GAMES)
def test_an_answer_is_the_same_in_every_world_the_seat_cannot_tell_from_the_true_one(game_id: str) -> None:
    """For every seat and every kind the how-to names, at positions along a game: the true state
    and a determinization for that seat give the same answer, so no answer tells a hidden fact."""
    game = get_game(game_id)
    named = sorted({k for step in turn_actions(game) for k in step})
    s = game.new_state(seed=11)
    rng = Rng(12)
    checked = 0
    for step in range(60):
        if s.outcome() is not None:
            break
        if step % 12 == 0:
            for seat in range(s.players):
                world = s.determinize(seat, Rng(step * 7 + seat))
                for kind in named:
                    assert answer(s, seat, kind) == answer(world, seat, kind), (step, seat, kind)
                    checked += 1
        legal = s.legal_actions()
        s.apply(legal[rng.next64() % len(legal)])
    assert checked >= len(named)
