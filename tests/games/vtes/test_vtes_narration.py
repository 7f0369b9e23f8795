"""What the log tells every Methuselah (transfers, the end of each phase, combat damage), the table
seen from above (places around it, prey and predator, the action in the middle), and why a master
card in hand cannot be played now (the rules' own sentence, where the card is shown)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import pytest
from rich.console import Console

from tabletome.engine import Action, decide, get_game
from tabletome.engine.state import others_than
from tabletome.games.vtes import render
from tabletome.games.vtes.model import facts, slug
from tabletome.games.vtes.state import VTESState

GAME = get_game("vtes")


def played(until: Callable[[VTESState], bool], players: int = 5, seed: int = 7, most: int = 4000) -> VTESState:
    """A narrated game of the scripted players, stopped as soon as ``until`` holds."""
    opts = GAME.resolve_options({"players": players} if players != 5 else {})
    s = GAME.new_state(opts, seed, GAME.default_edition())
    s.enable_log()
    agents = [GAME.heuristic_agent(t, seed) for t in range(s.players)]  # type: ignore[attr-defined]
    for _ in range(most):
        if until(s) or s.to_move is None:
            break
        s.apply(decide(agents[s.to_move], s, s.to_move))
    assert until(s), "the position never came"
    return s


def lines(s: VTESState, seat: int) -> list[str]:
    return s.log_for(seat)


def test_vt_inf_04_every_methuselah_reads_the_transfers_a_face_down_vampire_named_for_its_owner_only() -> None:
    s = played(lambda s: any("pool onto" in text for _, text in s.log or ()))
    who, said = next((w, t) for w, t in s.log or () if "pool onto" in t)
    assert re.search(r"Methuselah \d moves \d pool onto face-down vampire #\d+ \(\d+ blood\)", said)
    owner = int(said.split()[1]) - 1
    assert who == others_than(owner)  # everybody but the owner reads it so
    named = [t for w, t in s.log or () if w == owner and "pool onto" in t]
    assert named and "face-down" not in named[0]  # its owner reads the vampire's name
    name = named[0].split(" onto ")[1].split(" (")[0]
    for other in range(s.players):
        if other != owner:
            assert not any(name in line for line in lines(s, other) if "pool onto" in line)
    # the owner reads the transfer once, with the name (issue 33: it was told twice)
    uid = re.search(r"face-down vampire (#\d+)", said)
    assert uid is not None and next(line for line in lines(s, owner) if "pool onto" in line) == named[0]
    assert not any(uid.group(1) in line for line in lines(s, owner))
    assert said in s.log_for(-1)  # a spectator reads the public line


def test_vt_turn_01_02_the_end_of_every_phase_and_the_turn_is_told_to_everyone() -> None:
    s = played(lambda s: s.turn >= 3)
    told = " ".join(lines(s, s.players - 1))
    found = re.search(r"(Methuselah (\d)) ends the unlock phase\.", told)
    assert found is not None
    first, number = found.group(1), int(found.group(2))
    for phase in ("unlock", "master", "minion", "influence"):
        assert f"{first} ends the {phase} phase." in told
    assert f"{first} ends the discard phase and the turn; {s.seat_name(s.prey(number - 1))}'s turn follows" in told


def test_vt_dmg_03_combat_damage_is_told_with_the_blood_burned_to_mend() -> None:
    s = played(lambda s: any(" damage" in text and "takes" in text for _, text in s.log or ()))
    said = next(t for w, t in s.log or () if " damage" in t and "takes" in t)
    assert re.search(r"takes \d+ (aggravated )?damage", said) and "(VT-DMG-" in said
    assert all(said in lines(s, t) for t in range(s.players))


def _master_in_hand_not_playable(s: VTESState) -> bool:
    seat = s.to_move
    if seat is None:
        return False
    return any(facts(c).is_type("Master") for c in s.hand[seat]) and bool(
        s.view(seat)["methuselahs"][seat].get("hand_why")
    )


def test_a_master_card_that_cannot_be_played_now_says_why_where_the_card_is() -> None:
    s = played(_master_in_hand_not_playable)
    seat = s.to_move
    assert seat is not None
    view = s.view(seat)
    why = view["methuselahs"][seat]["hand_why"]
    for name, sentence in why.items():
        assert sentence == s.why_illegal(Action("play", (slug(name),)))  # the rules' own sentence
        assert f"play {slug(name)}" not in {str(a) for a in s.legal_actions()}
    picture = render.svg(view)
    assert 'data-unplayable="1"' in picture and "not now" in picture
    first = next(iter(why.values()))
    assert first.replace("'", "&#x27;")[:30] in picture or first[:30] in picture
    console = Console(record=True, width=120, color_system=None)
    console.print(render.terminal(view))
    shown = " ".join(re.sub(r"[│╭╮╰╯─]", " ", console.export_text()).split())
    for name, sentence in why.items():  # the rules' sentence, the card named once
        assert " ".join(sentence.split()) in shown and f"{name} cannot be played now: {name}" not in shown
    for other in range(s.players):
        if other != seat:
            assert "hand_why" not in s.view(other)["methuselahs"][seat]  # nobody else learns it
    assert "hand_why" not in s.public_view()["methuselahs"][seat]


def layouts(picture: str) -> dict[str, str]:
    """The picture's two layouts, a desktop's ("tt-wide") and a phone's ("tt-narrow"), as markup."""
    narrow = picture.index('<g class="tt-narrow"')
    return {"tt-wide": picture[picture.index('<g class="tt-wide">') : narrow], "tt-narrow": picture[narrow:]}


def test_the_table_is_drawn_from_above_with_prey_and_predator_and_the_action_in_the_middle() -> None:
    """VT-SETUP-04, VT-TURN-02: the places in seating order round the table, you at the bottom, your prey
    and your predator named as such and an arrow from each Methuselah to their prey, clockwise; the
    acting minion in the middle; on a desktop and on a phone."""
    s = played(lambda s: s.to_move is not None and any(d.get("window") == "action" for d in s.view(0)["decisions"]))
    view = s.view(0)
    picture = render.svg(view)
    mine = view["methuselahs"][0]
    prey, predator = view["methuselahs"][mine["prey"]]["name"], view["methuselahs"][mine["predator"]]["name"]
    actor = next(d for d in view["decisions"] if d.get("window") == "action")["actor"]
    name = next(r["card"] for row in view["methuselahs"] for r in row["ready"] + row["torpor"] if r["id"] == actor)
    for layout, drawn in layouts(picture).items():
        table = drawn[drawn.index('<g class="table">') : drawn.index('<g class="seat"')]
        places = re.findall(r'<g class="place" data-seat="(\d+)"', table)
        assert [int(p) for p in places] == list(range(s.players)), layout  # you first, then clockwise
        assert "your prey" in table and "your predator" in table and prey in table and predator in table
        # an arrow (a line and its head) from each Methuselah to their prey: red from you, orange to you
        assert table.count(f'fill="{render.PREY}"/>') == 1 and table.count(f'fill="{render.PREDATOR}"/>') == 1
        assert table.count('stroke-width="3" stroke-line') == s.players
        middle = table[table.index('<g class="acting"') :]
        assert name.replace("'", "&#x27;") in middle[:4000] or name in middle[:4000], layout
    wide = layouts(picture)["tt-wide"]
    assert f"your prey is {prey}" in wide
    assert "your prey: you bleed them" in wide and "your predator: they bleed you" in wide


def test_on_a_phone_the_table_is_drawn_narrow_with_words_of_11_css_px_and_more() -> None:
    """The page shows the narrow layout (its viewBox in data-narrow) on a board narrower than 600 CSS
    px; a 390 px phone's board is 359 px wide, so 12 units make 11.3 px: no smaller word is drawn."""
    s = played(lambda s: s.to_move is not None and any("combat" in d for d in s.view(0)["decisions"]))
    picture = render.svg(s.view(0))
    box = re.search(r'data-narrow="0 0 (\d+) (\d+)"', picture)
    assert box is not None and int(box.group(1)) == render.NARROW.w
    narrow = layouts(picture)["tt-narrow"]
    assert narrow.startswith('<g class="tt-narrow" display="none">')  # without the page's script: the wide one
    sizes = [int(x) for x in re.findall(r'font-size="(\d+)"', narrow)]
    assert sizes and min(sizes) * 359 / render.NARROW.w >= 11
    widths = [float(x) for x in re.findall(r'<rect x="[^"]*" y="[^"]*" width="([\d.]+)"', narrow)]
    assert max(widths) <= render.NARROW.w
    # a combat: both combatants in the middle of the table, one against the other
    assert '<g class="acting">' in narrow and '<g class="opposing">' in narrow and ">against<" in narrow


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_places_go_clockwise_round_the_table_from_you_at_the_bottom(players: int) -> None:
    """VT-TURN-02: play passes to the left, a Methuselah's prey sits on their left: seen from above,
    the places from you on go clockwise round the table (on a desktop and on a phone)."""
    s = played(lambda s: s.turn >= 2, players=players)
    for viewer in (0, players - 1):
        for layout, drawn in layouts(render.svg(s.view(viewer))).items():
            table = drawn[drawn.index('<g class="table">') : drawn.index('<g class="seat"')]
            boxes = re.findall(
                r'<g class="place" data-seat="(\d+)"[^>]*><rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"',
                table,
            )
            centre = {int(t): (float(x) + float(w) / 2, float(y) + float(h) / 2) for t, x, y, w, h in boxes}
            xs, ys = [c[0] for c in centre.values()], [c[1] for c in centre.values()]
            cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
            order = [(viewer + k) % players for k in range(players)]
            assert centre[viewer][1] == max(ys), layout  # you at the bottom
            turns = [math.degrees(math.atan2(centre[t][1] - cy, centre[t][0] - cx)) % 360 for t in order]
            turns = [a if a >= turns[0] else a + 360 for a in turns]  # from you (about 90: straight down)
            assert turns == sorted(turns) and len(set(turns)) == players, (layout, viewer, turns)
