"""A trick's reason claims only rankings that are true of the trick (issue 22 §1, "explanations that
state false rankings"): R-8 (among the plays in the lead's pattern the highest card wins, trumps above
side cards), R-9 (a ruff: all trumps in the lead's pattern), R-2 (equal cards: the first played wins),
S004-50/S004-51/S004-66 (Taihu: princesses have no power on a side lead; only natural trumps ruff).

Random deals of the four trick-taking variants are played to the end with random legal plays; for
every trick the reason's key is checked against the cards: "the highest trump played" is the highest
trump card of the trick, "the only natural trump" is the only one, "nobody ruffed" holds, and so on.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).parent))

from hwtutor.rules.messages import render
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.trick.patterns import decompose, one_suit, signature
from hwtutor.rules.variants import VARIANTS

TRICK_VARIANTS = [v for v, rs in VARIANTS.items() if rs.family == "trick"]


def _check_trick(t, order, taihu: bool) -> None:
    info = order.info
    leader, lead_cards = t.plays[0]
    led = t.led_suit
    lead_sig = signature(t.lead) if len(lead_cards) > 1 else None

    def top(cs):
        return max(info[c].key for c in cs)

    def suit_of(cs):
        return info[cs[0]].esuit if len(cs) == 1 else one_suit(cs, order)

    def in_pattern(cs):
        return lead_sig is None or signature(decompose(cs, order)) == lead_sig

    def princess(cs):
        return any(info[c].princess for c in cs)

    follows = t.plays[1:]
    same_suit = [(s, cs) for s, cs in follows if suit_of(cs) == led and in_pattern(cs)]
    ruffs = [(s, cs) for s, cs in follows if led != "T" and suit_of(cs) == "T" and in_pattern(cs)
             and not (taihu and princess(cs))]
    key = t.why.key
    win = dict(t.plays)[t.winner]
    if key.startswith("trick.lead"):
        assert t.winner == leader
        assert (len(t.lead) > 1) == (".throw" in key)  # "nobody could beat any part of it": a throw that stood
        assert all(top(cs) <= top(lead_cards) for _, cs in same_suit), key
        assert not ruffs, key  # "nobody ruffed"
    elif key == "trick.higher":
        assert led != "T" and suit_of(win) == led and in_pattern(win)
        assert top(win) >= max(top(cs) for _, cs in same_suit + [(leader, lead_cards)])
        assert not ruffs, key
    elif key == "trick.higher.trump-single":  # "the highest trump played"
        assert led == "T" and len(win) == 1
        assert info[win[0]].key == max(info[c].key for _, cs in t.plays for c in cs if info[c].esuit == "T")
    elif key == "trick.higher.trump":  # "the highest trump <pattern> played"
        assert led == "T" and in_pattern(win)
        trump_plays = [cs for _, cs in t.plays if suit_of(cs) == "T" and in_pattern(cs)]
        assert top(win) == max(top(cs) for cs in trump_plays)
    elif key.startswith("trick.ruff"):
        assert (t.winner, win) in ruffs
        if taihu:
            assert ".natural" in key and not princess(win)  # 将牌, never "the highest trump"
        if ".only" in key:  # "the only (natural) trump(s) in the lead's pattern"
            assert ruffs == [(t.winner, win)], (key, ruffs)
        else:
            assert len(ruffs) > 1 and top(win) == max(top(cs) for _, cs in ruffs)
    elif key == "trick.tie":
        others = [cs for s, cs in t.plays if s != t.winner and top(cs) == top(win)]
        assert others
    else:
        raise AssertionError(f"unknown trick reason {key}")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant=st.sampled_from(TRICK_VARIANTS), seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_every_trick_reason_claims_a_true_ranking(variant, seed):
    _, _, g = random_hand(VARIANTS[variant], random.Random(seed))
    taihu = VARIANTS[variant].princesses
    for t in g.tricks:
        if t.winner is not None:
            _check_trick(t, g.order, taihu)


def test_a_natural_trump_beating_a_princess_is_called_the_only_natural_trump():
    """Taihu (S004-51, S004-66): diamonds led, p2 (void) plays the big joker — a princess, a discard — and
    p3 (void) ruffs with a natural trump, the only one: the reason says 将牌 and "the only", never
    "the highest trump" (the big joker outranks it)."""
    from s004_helpers import position, run_trick

    g = position({0: "D9", 1: "BJ", 2: "S9", 3: "D6"}, void={1: "D", 2: "D"})
    t = run_trick(g, {0: "D9", 1: "BJ", 2: "S9", 3: "D6"})
    assert t.winner == 2 and t.why.key == "trick.ruff.natural.only-single"
    zh, en = render(t.why, "zh"), render(t.why, "en")
    assert "将牌" in zh and "最大的主牌" not in zh and "only natural trump" in en and "highest trump" not in en
    _check_trick(t, g.order, True)
