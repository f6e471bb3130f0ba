"""R-7 as ruled: the best service of a lead is the true best over every placement of runs and
groups, and a refused follow says which component is short, what it was owed and given, and
one follow that keeps the duty (S000-36, S002-33: 玩家牌型的限制). Clubs are led, spades trump;
every other seat is void in clubs so each throw stands.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import Play, cards, msgs, play, position, trick_ids

from hwtutor.rules.variants import VARIANTS

THREE_DECKS = ("zhejiang-3", "jiande")


def clubs_position(variant: str, lead: str, held: str):
    void = dict.fromkeys(range(1, VARIANTS[variant].players), "C")
    g, _ = position(variant, {0: lead, 1: held}, trump="S", void=void)
    play(g, 0, lead)
    return g


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_36_R7_true_best_placement_of_a_tractor_and_a_triple(variant, snapshot):
    """covers S000-36, S002-33 (R-7): against a led ♣J♣J♣Q♣Q + ♣A♣A♣A, a hand with ♣6♣6♣6 ♣7♣7 ♣8♣8
    can give ♣7♣7♣8♣8 and ♣6♣6♣6, so ♣6♣6♣7♣7♣8♣8 and a single breaks the duty (the first run
    found, 6677, is not the best placement)."""
    g = clubs_position(variant, "CJ CJ CQ CQ CA CA CA", "C6 C6 C6 C7 C7 C8 C8 C4")
    assert trick_ids(g.current) == ["throw"]
    v = g.check(Play(1, cards("C6 C6 C7 C7 C8 C8 C4")))
    assert v.rule == "follow-shape"
    assert v.reason.key == "follow-shape.after"
    assert g.check(Play(1, cards("C7 C7 C8 C8 C6 C6 C6"))).ok
    assert sorted(c.code for c in v.reason.params["example"].cards) == ["C6"] * 3 + ["C7"] * 2 + ["C8"] * 2
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_36_R7_a_lone_triple_is_owed_to_the_led_triple(variant, snapshot):
    """covers S000-36, S002-33 (R-7): against a led triple plus a pair, a hand holding ♣8♣8♣8 and no
    other pair owes the triple (not the pair, though the pair comes out of it too)."""
    g = clubs_position(variant, "CA CA CA C9 C9", "C8 C8 C8 C5 C10 CJ")
    v = g.check(Play(1, cards("C8 C8 C5 C10 CJ")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("C8 C8 C8 C5 C10"))).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", ("zhejiang-2", "zhejiang-3", "jiande"))
def test_S000_36_R7_shape_message_names_the_missing_third_pair(variant, snapshot):
    """covers S000-36, S002-33 (R-7): throw ♣Q♣Q♣K♣K + ♣9♣9; a follower with three pairs who plays two
    of them is told the led pair is owed the third — its two pairs went to the tractor — and is
    shown a follow that keeps the duty."""
    g = clubs_position(variant, "CQ CQ CK CK C9 C9", "C4 C4 C6 C6 C8 C8 C5 C10")
    assert trick_ids(g.current) == ["throw"]
    v = g.check(Play(1, cards("C4 C4 C6 C6 C5 C10")))
    assert v.rule == "follow-shape"
    p = v.reason.params
    assert v.reason.key == "follow-shape.after"
    assert [c.code for c in p["lead"].cards] == ["C9", "C9"]           # the short component
    assert [c.code for c in p["used"].cards] == ["C6", "C6", "C4", "C4"]  # where the pairs went
    assert sorted(c.code for c in p["example"].cards) == ["C4", "C4", "C6", "C6", "C8", "C8"]
    assert g.check(Play(1, p["example"].cards)).ok
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", THREE_DECKS)
def test_S000_36_R7_shape_message_names_a_held_triple_as_a_triple(variant, snapshot):
    """covers S000-36, S000-50, S002-33 (R-7): holding ♣4♣4♣4 on a led pair, the message says a triple
    is held (not "♣4♣4") and that ♣4♣4 keeps the duty."""
    g = clubs_position(variant, "C9 C9", "C4 C4 C4 C5 C10")
    v = g.check(Play(1, cards("C5 C10")))
    assert v.rule == "follow-shape"
    serve = v.reason.params["serve"]
    assert serve.key == "held.one" and [c.code for c in serve.params["cards"].cards] == ["C4"] * 3
    assert msgs(v) == snapshot


@pytest.mark.parametrize("variant", ("zhejiang-2", "zhejiang-3", "jiande"))
def test_S000_36_R7_fallback_pairs_leave_a_run_for_the_next_tractor(variant, snapshot):
    """covers S000-36, S002-33 (R-7): a led 3-pair tractor and a 2-pair tractor; the hand holds
    ♣4♣4♣5♣5 ♣7♣7 ♣J♣J♣Q♣Q, no run of three pairs. The long tractor gets three pairs in any case;
    the best placement leaves a run for the short one, so a follow whose pairs cannot give the
    short tractor a tractor breaks the duty."""
    g = clubs_position(variant, "C8 C8 C9 C9 C10 C10 CK CK CA CA", "C4 C4 C5 C5 C6 C7 C7 CJ CJ CQ CQ")
    assert [(c.width, c.length) for c in g.current.lead] == [(2, 3), (2, 2)]
    v = g.check(Play(1, cards("C4 C4 C5 C5 C7 C7 CJ CJ CQ C6")))
    assert v.rule == "follow-shape"
    assert g.check(Play(1, cards("C4 C4 C5 C5 C7 C7 CJ CJ CQ CQ"))).ok
    assert msgs(v) == snapshot
