"""V:TES clauses not yet cited elsewhere (third batch): card types and once-per-action reactions,
allies, diablerie as one unit, titles, cancelled action cards and wake effects while a card is
played, each checked through the engine's behaviour with cards of the Fifth Edition pool."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.effects import core
from tabletome.games.vtes.hooks import CardDef, Play, Use
from tabletome.games.vtes.impulse import Ask
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.play import AsPlayed, cancel_played
from tabletome.games.vtes.politics import Referendum, current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import title, votes
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
    torpor,
    until_legal,
    why,
)


def load_types(name: str) -> tuple[str, ...]:
    """The card's printed types."""
    from tabletome.games.vtes.cards import load_cards

    return tuple(load_cards().named(name).get("types"))


def as_played(s: VTESState) -> bool:
    return bool(s.stack) and isinstance(s.stack[-1], AsPlayed)


def cancellable_by(monkeypatch: pytest.MonkeyPatch, seat: int) -> None:
    """``seat`` could cancel any card of another Methuselah as it is played. No card of the Fifth
    Edition pool cancels an action card or a modifier, so this stands in for one (Direct
    Intervention...): it opens the as-played window (VT-CARD-17) for ``seat``."""

    def anything(s: VTESState, t: int, p: Play, cd: CardDef, use: Use) -> bool:
        return t == seat

    monkeypatch.setattr(core, "CANCELLERS", [*core.CANCELLERS, anything])


# ------------------------------------------------------------------------ card types


def test_vt_card_14_a_card_of_two_types_plays_as_either() -> None:
    """VT-CARD-14: Form of the Bat is an action modifier and a reaction: the acting Tzimisce plays one
    copy as an action modifier (-1 intercept to the blocker), the blocking Tzimisce plays another copy
    of the same card as a reaction (+1 intercept)."""
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)  # superior Protean
    marialena = ready(s, 1, "Marialena (G6)", blood=5)  # superior Protean
    hand(s, 0, "Form of the Bat")
    hand(s, 1, "Form of the Bat")
    assert set(load_types("Form of the Bat")) == {"Action Modifier", "Reaction"}
    goto(s, "minion")
    do(s, f"bleed {clara}")
    until_legal(s, f"block {marialena}")
    do(s, f"block {marialena}")
    until_legal(s, "play form-of-the-bat")
    assert s.to_move == 0
    do(s, "play form-of-the-bat")  # by the acting minion: as an action modifier
    a = action(s)
    assert a is not None and a.intercept(s, marialena) == -1
    until_legal(s, "play form-of-the-bat")
    assert s.to_move == 1
    do(s, "play form-of-the-bat")  # by the blocking minion: as a reaction
    assert a.intercept(s, marialena) == 0
    assert cid("Form of the Bat") in s.ash[0] and cid("Form of the Bat") in s.ash[1]
    assert (clara, cid("Form of the Bat")) in a.used and (marialena, cid("Form of the Bat")) in a.used


def test_vt_card_51_one_copy_of_a_reaction_per_minion_per_action_at_any_level() -> None:
    """VT-CARD-51: Trevon Parker plays Eyes of Argus at superior Auspex to wake, then cannot play a
    second Eyes of Argus at basic Auspex for +2 intercept in the same action, though it is needed."""
    s = table()
    alice = ready(s, 0, "Alice Chen (G6)", blood=5)  # basic Obfuscate
    trevon = ready(s, 1, "Trevon Parker (G6)", blood=6, locked=True)  # superior Auspex
    hand(s, 0, "Cloak the Gathering")
    hand(s, 1, "Eyes of Argus", "Eyes of Argus")
    goto(s, "minion")
    do(s, f"bleed {alice}")
    until_legal(s, "play eyes-of-argus")
    play(s, "eyes-of-argus", "mode superior")  # the locked vampire wakes
    a = action(s)
    assert a is not None and a.woken(trevon) and s.hand[1].count(cid("Eyes of Argus")) == 1
    until_legal(s, f"block {trevon}")
    do(s, f"block {trevon}")
    until_legal(s, "play cloak-the-gathering")
    play(s, "cloak-the-gathering", "mode basic")
    assert a.stealth(s) == 1 and a.intercept(s, trevon) == 0  # intercept is now needed
    pass_until(s, lambda st: st.to_move == 1)
    assert a.blocker == trevon and "play eyes-of-argus" not in legal(s)
    assert "VT-CARD-51" in why(s, "play eyes-of-argus")


# ------------------------------------------------------------------------ allies


def test_vt_card_56_an_ally_enters_with_its_life_from_the_bank_independent_of_its_recruiter() -> None:
    """VT-CARD-56: Double Deuce enters the ready region with its printed 3 life taken from the blood
    bank (the pool pays only its printed 2 pool, the recruiter no blood), and stays when the Gangrel
    who recruited it is burned."""
    s = table()
    nathan = ready(s, 0, "Nathan Turner (G6)", blood=2)  # Gangrel
    hand(s, 0, "Double Deuce")
    goto(s, "minion")
    do(s, "play double-deuce")
    finish_action(s)
    deuce = next(u for u in s.ready[0] if s.minions[u].card == cid("Double Deuce"))
    assert s.minions[deuce].blood == facts(cid("Double Deuce")).life == 3
    assert s.pool[0] == 28 and s.minions[nathan].blood == 2  # 2 pool printed cost; life from the bank
    assert deuce not in s.minions[nathan].cards
    ops.burn(s, nathan)
    assert nathan not in s.minions and deuce in s.ready[0] and s.minions[deuce].blood == 3


# ------------------------------------------------------------------------ diablerie


def test_vt_diab_07_the_steps_of_diablerie_are_one_unit_before_any_other_effect() -> None:
    """VT-DIAB-07: when the first question comes after a diablerie (step 4: the Discipline card of an
    older victim), every step is done (blood, equipment, burn) and the blood hunt referendum, which
    comes after the diablerie, has not started."""
    s = table(2, decks=("Tremere", "Lasombra"))
    d = ready(s, 0, "Lauren (G6)", blood=1)  # capacity 4
    v = torpor(s, 1, "Gnaeus Aemilius Augustinus (G6)", blood=2)  # capacity 9: older
    bike = attach(s, v, "Sport Bike")
    hand(s, 0, "Oblivion")
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    pass_until(s, lambda st: isinstance(st.stack[-1], Ask) or action(st) is None)
    do(s, f"take {bike}")  # step 2: the diablerist may take it (VT-DIAB-03)
    assert isinstance(s.stack[-1], Ask) and "discipline oblivion" in legal(s)  # step 4 asked
    assert v not in s.minions and cid("Gnaeus Aemilius Augustinus (G6)") in s.ash[1]  # step 3
    assert s.minions[d].blood == 3 and bike in s.minions[d].cards  # steps 1 and 2
    refs = [f for f in s.stack if isinstance(f, Referendum)]
    assert len(refs) == 1 and not refs[0].cast and refs[0].result is None  # the blood hunt waits
    do(s, "discipline oblivion")
    assert current_referendum(s) is refs[0] and refs[0].result is None  # only now is the blood hunt polled
    assert not any(isinstance(f, Ask) for f in s.stack)


# ------------------------------------------------------------------------ titles


def test_vt_sect_03_a_new_title_replaces_the_old_even_a_lower_one() -> None:
    """VT-SECT-03: Kathy Glens, a Toreador Inner Circle member (4 votes), becomes Toreador Justicar:
    she has that one title only, 3 votes."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    kathy = ready(s, 1, "Kathy Glens (G6)", blood=3, title="inner circle")
    assert title(s, kathy) == "inner circle" and votes(s, kathy) == 4
    hand(s, 0, "Toreador Justicar")
    goto(s, "minion")
    do(s, "play toreador-justicar")
    pass_until(s, lambda st: current_referendum(st) is not None)
    for move in (f"vote {a} for", f"vote {kathy} for"):
        until_legal(s, move)
        do(s, move)
    finish_action(s)
    assert s.minions[kathy].title == "justicar" and title(s, kathy) == "justicar"
    assert votes(s, kathy) == 3  # the Inner Circle's 4 votes are gone with that title


# ------------------------------------------------------------------------ cancel and wake


def test_vt_term_17_a_cancelled_action_card_leaves_the_minion_unlocked_unpaid_free_to_play_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VT-TERM-17: Govern the Unaligned (1 blood) cancelled as it is played: no action, Ayelech stays
    unlocked, no blood is paid, and Ayelech may play Govern the Unaligned again this turn."""
    cancellable_by(monkeypatch, 1)
    s = table()
    ayelech = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned", "Govern the Unaligned")
    goto(s, "minion")
    play(s, "govern-the-unaligned", "mode basic")
    assert as_played(s) and s.to_move == 1
    cancel_played(s)  # what a cancelling card does (Sudden Reversal's effect, for master cards)
    do(s, "pass")
    assert action(s) is None and not s.minions[ayelech].locked
    assert s.minions[ayelech].blood == 3 and s.ash[0] == [cid("Govern the Unaligned")]
    assert "Govern the Unaligned is cancelled." in [line for _, line in s.log]
    assert "play govern-the-unaligned" in legal(s)
    play(s, "govern-the-unaligned", "mode basic")
    do(s, "pass")  # not cancelled this time
    a = action(s)
    assert a is not None and a.actor == ayelech and s.minions[ayelech].locked


def test_vt_term_21_a_wake_effect_may_be_played_while_a_card_is_played_an_unlock_may_not(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VT-TERM-21: while Conditioning is being played (its as-played window), the locked Gangrel of
    the bled Methuselah may play Wake with Evening's Freshness (a wake effect), not Guard Dogs (it
    unlocks without waking); woken, it then blocks."""
    cancellable_by(monkeypatch, 1)
    s = table()
    ayelech = ready(s, 0, "Ayelech (G6)", blood=5)  # superior Dominate
    nathan = ready(s, 1, "Nathan Turner (G6)", blood=4, locked=True)  # basic Animalism
    hand(s, 0, "Conditioning")
    hand(s, 1, "Wake with Evening's Freshness", "Guard Dogs")
    goto(s, "minion")
    do(s, f"bleed {ayelech}")
    a = action(s)
    assert a is not None
    assert s.to_move == 0
    play(s, "conditioning", "mode basic")
    assert as_played(s) and s.to_move == 1
    moves = legal(s)
    assert "play wake-with-evening-s-freshness" in moves
    assert "play guard-dogs" not in moves
    do(s, "play wake-with-evening-s-freshness")
    assert a.woken(nathan) and s.minions[nathan].locked
    until_legal(s, f"block {nathan}")
    do(s, f"block {nathan}")
    assert a.blocker == nathan
