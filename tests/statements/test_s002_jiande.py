"""Statement tests of seed 002 (Jiande 紅五二打一) that are Jiande's own: three decks and three
players, no levels (the level card is always 2), trump throws and the throw ban after a
failed throw (R-12). The seed 002 rows that restate seed 000 ("As S000-…") run in the
parametrized tests of test_s000_zhejiang.py, test_s000_play.py and test_s000_scoring.py,
whose docstrings cite them (S002-05, S002-08..56).
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import VARIANTS, Play, cards, ev_msgs, finish_trick, msgs, play, position, trick_ids

from hwtutor.rules.cards import ALL_CARDS
from hwtutor.rules.deal import check_deal, full_deck, random_deal
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.trick.order import trump_order

JD = "jiande"


def test_S002_01_three_decks():
    """covers S002-01, S002-09 (§Variants): the intro allows 2 or 3 decks, the rules 3; the project
    plays 3: 162 cards, and a 3-deck deal is consistent (no issue)."""
    rs = VARIANTS[JD]
    assert rs.decks == 3 and sum(full_deck(rs).values()) == 162
    assert check_deal(rs, random_deal(rs, random.Random(2))) is None


def test_S002_08_three_players():
    """covers S002-08, S002-11 (§Jiande): three players, 52 cards each, 6 in the bottom."""
    rs = VARIANTS[JD]
    d = random_deal(rs, random.Random(4))
    assert (rs.players, len(d.hands), {len(h) for h in d.hands}, len(d.bottom)) == (3, 3, {52}, 6)


@pytest.mark.parametrize("seed", range(3))
def test_S002_04_no_levels_two_defenders(seed):
    """covers S002-04, S002-02, S002-03 (§Jiande, R-22): no levelling: the result has no `levels` and
    no level events; the dealer plays against two defenders, who settle alike with the dealer."""
    _, _, g = random_hand(VARIANTS[JD], random.Random(100 + seed))
    res = g.result.to_json()
    assert "levels" not in res and not {"level-up", "level-down", "match-won"} & set(res["events"])
    assert len(res["game_points"]) == 3 and sum(res["game_points"].values()) == 0
    d = res["dealer"]
    others = [v for k, v in res["game_points"].items() if k != d]
    assert len(others) == 2
    if res["red5_adjustment"] == 0 and not any(e.id == "red5-captured" for t in g.tricks for e in t.events):
        assert others[0] == others[1]


@pytest.mark.parametrize("trump", "SHCD")
def test_S002_05_level_card_always_2(trump):
    """covers S002-05 (§Trump order): the level card is always 2: whatever the trump, every 2 is trump,
    the trump-suit 2 above the other three (equal to each other), and no rank but 2 is a level."""
    g, _ = position(JD, {0: "SA"}, trump=trump)
    assert g.level == 2 and g.deal.levels == ()
    o = g.order
    twos = [c for c in ALL_CARDS if not c.special and not c.is_joker and c.rank == 2]
    assert all(o.is_trump(c) for c in twos)
    main = next(c for c in twos if c.suit == trump)
    rest = [c for c in twos if c is not main]
    assert len({o.key(c) for c in rest}) == 1 and o.key(main) > o.key(rest[0])
    assert o is trump_order(trump, 2)


def test_S002_06_trump_throw(snapshot):
    """covers S002-06, S002-29, S002-32 (R-5, R-10): trumps may be thrown: BJ BJ BJ LJ LJ LJ (two
    triples) stands when nobody can beat a part of it (`throw`)."""
    g, _ = position(JD, {0: "BJ BJ BJ LJ LJ LJ"}, trump="S", bottom="H5 H5 H5")
    play(g, 0, "BJ BJ BJ LJ LJ LJ")
    t = g.current
    assert trick_ids(t) == ["throw"] and [c.kind for c in t.lead] == ["triple", "triple"]
    assert t.attempted == ()
    assert ev_msgs(t.events) == snapshot


def test_S002_06_trump_throw_failed(snapshot):
    """covers S002-06 (R-10, R-11): a trump throw SA SK fails when another player holds a higher single
    (BJ): `throw-failed`; the weakest beaten part, SK, is played and SA goes back to the hand."""
    g, _ = position(JD, {0: "SA SK", 1: "BJ"}, trump="S", bottom="H5 H5 H5")
    sa, sk = cards("SA SK")
    before = (g.hands[0][sa], g.hands[0][sk])
    play(g, 0, "SA SK")
    t = g.current
    assert trick_ids(t) == ["throw", "throw-failed"]
    assert t.plays[0] == (0, cards("SK")) and t.attempted == cards("SA SK")
    assert (g.hands[0][sa], g.hands[0][sk]) == (before[0], before[1] - 1)
    assert ev_msgs(t.events) == snapshot


def test_S002_06_trump_throws_option_off(snapshot):
    """covers S002-06 (R-5 option `trump_throws`): a table that forbids trump throws gets `lead-mixed`."""
    rs = VARIANTS[JD].with_options({"trump_throws": False})
    g, _ = position(JD, {0: "BJ SA SK"}, trump="S", rules=rs)
    v = g.check(Play(0, cards("BJ SA")))
    assert v.rule == "lead-mixed"
    assert g.check(Play(0, cards("BJ"))).ok
    assert msgs(v) == snapshot


def _failed_then_won(variant: str, rules=None):
    """p1 throws DA DK, p2's DA beats the DK: the throw fails, p1 plays DK and still wins the trick."""
    extra = " DA" if VARIANTS[variant].decks == 3 else ""
    g, _ = position(variant, {0: "DA DK D9 D8 D7 D7 BJ SA", 1: "DA D3 C4 C9", 2: "D4"}, trump="S",
                    bottom="H5 H5" + (" H5" if VARIANTS[variant].decks == 3 else "") + extra, rules=rules)
    play(g, 0, "DA DK")
    assert trick_ids(g.current) == ["throw", "throw-failed"]
    play(g, 1, "D3")
    play(g, 2, "D4")
    t = finish_trick(g)
    assert t.winner == 0 and g.to_act == 0
    return g


def test_S002_07_throw_banned_after_failure(snapshot):
    """covers S002-07 (R-12): after a failed throw that player may not throw again this hand, side suit
    or trump (`throw-banned`); single cards, pairs and tractors stay legal, and other players may
    still throw."""
    g = _failed_then_won(JD)
    out = []
    for lead in ("D9 D8", "BJ SA"):
        v = g.check(Play(0, cards(lead)))
        assert v.rule == "throw-banned", lead
        out.append(msgs(v))
    for lead in ("D9", "D7 D7", "BJ"):
        assert g.check(Play(0, cards(lead))).ok, lead
    play(g, 0, "D9")
    play(g, 1, "DA")
    assert finish_trick(g).winner == 1
    assert g.check(Play(1, cards("C4 C9"))).ok  # the ban is the failed thrower's only
    assert [ev_msgs(g.tricks[0].events[:2])] + out == snapshot


def test_S002_07_ban_is_an_option():
    """covers S002-07 (R-12 option `throw_ban_after_failure`): with the option off the second throw is
    allowed."""
    g = _failed_then_won(JD, VARIANTS[JD].with_options({"throw_ban_after_failure": False}))
    assert g.check(Play(0, cards("D9 D8"))).ok


@pytest.mark.parametrize("variant", ("zhejiang-2", "zhejiang-3"))
def test_S000_32_zhejiang_no_throw_ban(variant):
    """covers S000-32, S000-35 (R-11, R-12): Zhejiang has no penalty beyond R-11: after a failed throw
    the same player may throw again (`throw`)."""
    g = _failed_then_won(variant)
    assert g.check(Play(0, cards("D9 D8"))).ok
    play(g, 0, "D9 D8")
    assert trick_ids(g.current)[0] == "throw"
