"""Properties over random games (hypothesis): components are conserved and the GP behind another
player's screen never reach a seat's view."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletome.engine import Rng
from tabletome.games.cyclades import rules

from .helpers import GAME

MODULES = st.fixed_dictionaries(
    {
        "m1_free_placement": st.sampled_from(["no", "yes"]),
        "m2_hades": st.sampled_from(["no", "yes"]),
        "m3_heroes": st.sampled_from(["no", "yes"]),
        "m4_favours": st.sampled_from(["no", "yes"]),
        "theater": st.sampled_from(["no", "yes"]),
    }
)


def check_components(s) -> None:
    """CY-COMP-10..13, CY-HADES-15, CY-MOVE-03: nothing is made or lost outside the rules."""
    ed, geo = s.ed, s.geo
    for t in range(s.players):
        assert 0 <= rules.troops_on_board(s, t) <= ed.n_troops and 0 <= rules.fleets_on_board(s, t) <= ed.n_fleets
        assert s.gold[t] >= 0 and s.philo[t] >= 0 and s.priest[t] >= 0 and s.priestess[t] >= 0
    assert sum(s.philo) <= ed.n_philosophers and sum(s.priest) <= ed.n_priests
    assert sum(s.undead[: geo.n_isl]) <= ed.hades.undead_troops and sum(s.undead[geo.n_isl :]) <= ed.hades.undead_fleets
    for kind in range(4):
        assert s.bld.count(kind) <= ed.building_supply[kind]
    assert sum(1 for m in s.metro if m == 1) + s.amazons.count(2) <= ed.n_metropolises
    assert sum(s.prosp) <= rules.prosperity_supply(s)
    for a in range(geo.n_areas):
        assert s.units[a] >= 0 and s.undead[a] >= 0
        if rules.present(s, a):
            assert s.own[a] >= 0  # units always have a controller (one player per space)
        if a >= geo.n_isl and s.own[a] >= 0:
            assert rules.present(s, a) > 0 or any(getattr(f, "name", "") == "retreat" for f in s.stack)
    cards = [c for c in s.cdeck + s.cdisc + s.ctrack if c >= 0]
    held = [c for c in range(len(s.hero_area)) if s.hero_area[c] >= 0 or s.hero_gone[c]]
    figurines = [c for c in range(len(s.fig_area)) if s.fig_area[c] >= 0 and c not in s.cdisc]
    assert len(cards) == len(set(cards)) and not set(cards) & set(held)
    assert len(set(cards) | set(held) | set(figurines)) <= len(ed.c_names)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), modules=MODULES)
def test_components_are_conserved_through_random_games(players: int, seed: int, modules: dict[str, str]) -> None:
    s = GAME.new_state({"players": players, **modules}, seed)
    rng = Rng(seed)
    steps = 0
    while s.to_move is not None and steps < 4000:
        check_components(s)
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
        steps += 1
    check_components(s)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), steps=st.integers(0, 300), modules=MODULES)
def test_no_seat_ever_sees_another_players_gp(players: int, seed: int, steps: int, modules: dict[str, str]) -> None:
    """CY-GEN-03: changing another player's GP changes nothing in a seat's view, nor in its
    determinizations' views (until the end lifts the screens)."""
    s = GAME.new_state({"players": players, **modules}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.to_move is None:
            return
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    if s.to_move is None:
        return
    for seat in range(players):
        view = s.view(seat)
        assert all(v["gold"] is None for t, v in enumerate(view["seats"]) if t != seat)
        richer = s.clone()
        for t in range(players):
            if t != seat:
                richer.gold[t] += 37
        assert richer.view(seat) == view
        assert s.determinize(seat, Rng(seed)).view(seat) == view


def test_a_guess_of_anothers_gp_covers_his_unpaid_offers() -> None:
    """A determinization never leaves a player unable to pay the offer everybody saw him make."""
    s = GAME.new_state({"players": 4}, 0)
    bidder = s.to_move
    offer = max((a for a in s.legal_actions() if a.verb == "offer"), key=lambda a: int(a.args[1]))
    s.apply(offer)
    cost = max(1, int(offer.args[1]) - s.priest[bidder])
    watcher = (bidder + 1) % 4
    for k in range(50):
        world = s.determinize(watcher, Rng(k))
        assert world.gold[bidder] >= cost
