"""Refusals in words a player uses (issue 22 §1 "messages that miscount", §2 "the pair-follow refusal reads
as a translation"): the shape duty (R-7, S000-36) said as players say it — "首家出对子，你有对子就必须跟
对子" — counting the pairs the hand really holds; a bid outside the window names the window (R-20,
S000-09..11), not a multiple of 5 it already is."""
from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from s000_helpers import Play, cards, position

from hwtutor.rules.actions import Bid
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.variants import VARIANTS


def test_S000_36_R7_breaking_a_pair_with_two_pairs_in_hand_names_both_pairs():
    g, _ = position("zhejiang-2", {0: "H4 H4", 1: "HJ HJ H9 H9 H3"}, trump="S", void={1: "H"})
    g.apply(Play(0, cards("H4 H4")))
    v = g.check(Play(1, cards("HJ H9")))
    assert v.rule == "follow-shape"
    zh, en = v.message("zh", "glyph"), v.message("en", "glyph")
    assert zh == "首家出对子（♥4♥4），你有2个对子（♥J♥J ♥9♥9），就必须跟一个对子，这次却没有跟。可以这样跟：♥9♥9。"
    assert "给它" not in zh and "给它" not in zh and "合规" not in zh
    assert "You hold 2 pairs (♥J♥J ♥9♥9)" in en


def test_S000_36_R7_one_pair_in_hand_is_one_pair():
    g, _ = position("zhejiang-2", {0: "H4 H4", 1: "HJ HJ H9 H3"}, trump="S", void={1: "H"})
    g.apply(Play(0, cards("H4 H4")))
    v = g.check(Play(1, cards("HJ H9")))
    zh = v.message("zh", "glyph")
    assert zh == "首家出对子（♥4♥4），你有一个对子（♥J♥J），就必须跟一个对子，这次却没有跟。可以这样跟：♥J♥J。"


def test_S000_10_R20_a_bid_outside_the_window_names_the_window():
    """A bid of 80 over 60 is a multiple of 5: the refusal says the window 65–75, not "must be a multiple of 5"."""
    rs = VARIANTS["zhejiang-2"]
    import random
    g = new_game(rs, random_deal(rs, random.Random(1)))
    first = g.to_act
    g.apply(Bid(first, 60))
    v = g.check(Bid(g.to_act, 80))
    assert v.rule == "bid-step"
    assert v.message("zh") == "现在不能叫80分：当前是60分，只能叫65到75之间5的倍数。"
    assert v.message("en") == ("A bid of 80 is not allowed now: the standing bid is 60, so bid from 65 to 75, "
                               "in steps of 5.")


def test_an_action_out_of_its_phase_is_named_in_the_tables_words():
    """'现在是叫分阶段，不能“叫主”。', not '不能“trump”' (issue 22 §2: Chinese screens with English left in them):
    every verb of every variant is named in Chinese; English keeps the record's word."""
    from hwtutor.rules.actions import verbs_for
    from hwtutor.rules.messages import msg, render, term
    from hwtutor.rules.variants import VARIANTS
    for rs in VARIANTS.values():
        for verb in verbs_for(rs):
            m = msg("phase.verb", verb=term("verb." + verb), phase=term("phase.bid"))
            zh, en = render(m, "zh"), render(m, "en")
            assert not re.search(r"[A-Za-z]", zh), zh
            assert f"'{verb}'" in en, en
