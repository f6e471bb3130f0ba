"""Statement tests of seed 002 for its two-deck game, `jiande-2` (R-24).

Seed 002 opens with "遊戲分兩、三（sān）副牌" (S002-01) but gives the numbers of the three-deck game
only; R-24 settles the two-deck one: 3 players, 34 cards each and the 6-card bottom, bids 75-200
(opening window 75-85, each later bid 5 to 10 above the standing one), no triples, everything else
as `jiande`. These tests prove each of those numbers, and that the rules jiande-2 shares with
jiande (trump throws and the ban after a failed throw, R-12; always 2s, no levels; two defenders)
hold with two decks. The three-deck numbers are test_s002_jiande.py's.
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import (
    VARIANTS,
    Bid,
    Pass,
    Play,
    bids_to,
    cards,
    ev_msgs,
    finish_trick,
    msgs,
    play,
    position,
    record_toml,
    trick_ids,
)

from hwtutor.replay.check import check_bytes
from hwtutor.rules.deal import Deal, check_deal, full_deck, random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.trick.patterns import decompose

JD2 = "jiande-2"


def _auction(seed: int = 0):
    """A jiande-2 game at its auction, p1 to bid first."""
    rs = VARIANTS[JD2]
    d = random_deal(rs, random.Random(seed))
    return new_game(rs, Deal(d.hands, d.bottom, first_bidder=0))


# ------------------------------------------------------------------ the deck and the deal
def test_S002_01_two_decks():
    """covers S002-01 (R-24): the game comes with two decks too: 108 cards, 3 players with 34 each
    and the 6-card bottom of the three-deck game; a random deal is consistent (no issue)."""
    rs, three = VARIANTS[JD2], VARIANTS["jiande"]
    assert (rs.decks, sum(full_deck(rs).values())) == (2, 108)
    assert (rs.players, rs.hand_size, rs.bottom_size) == (3, 34, three.bottom_size)
    assert rs.players * rs.hand_size + rs.bottom_size == 108
    d = random_deal(rs, random.Random(7))
    assert check_deal(rs, d) is None and [len(h) for h in d.hands] == [34] * 3 and len(d.bottom) == 6


def test_S002_01_a_three_deck_deal_is_no_two_deck_deal():
    """covers S002-01 (R-24, record-format.md `bad-deal`): a jiande deal (52 cards each, triples in
    it) written as a jiande-2 record is refused as `bad-deal`, and so is a third copy of a card."""
    three = random_deal(VARIANTS["jiande"], random.Random(3))
    hands = [" ".join(c.code for c in h) for h in three.hands]
    text = record_toml(JD2, hands, " ".join(c.code for c in three.bottom))
    rep = check_bytes(text.encode(), "three.hongwu.toml")
    assert rep.exit_code != 0 and "bad-deal" in {i.code for i in rep.issues}
    rs = VARIANTS[JD2]
    d = random_deal(rs, random.Random(8))
    h0 = list(d.hands[0])
    h0[0] = next(c for c in h0 if c is not h0[0])  # every card is dealt twice: this makes a third copy
    assert check_deal(rs, Deal((tuple(h0), *d.hands[1:]), d.bottom)) is not None


# ------------------------------------------------------------------ the auction (R-20 with R-24's numbers)
@pytest.mark.parametrize("amount,ok", [(70, False), (75, True), (85, True), (90, False), (205, False)])
def test_S002_01_opening_bids_75_to_85(amount, ok):
    """covers S002-01 (R-24, R-20 as S002-12, S002-13): bids lie in 75..200 and the opening bid in
    75..85 (`bid-range` outside the range, `bid-step` outside the opening window)."""
    g = _auction()
    v = g.check(Bid(0, amount))
    assert v.ok == ok
    if not ok:
        assert v.rule == ("bid-range" if not 75 <= amount <= 200 else "bid-step")


@pytest.mark.parametrize("amount,ok", [(80, False), (85, True), (90, True), (95, False), (87, False)])
def test_S002_14_15_raises_of_5_to_10_with_two_decks(amount, ok):
    """covers S002-14, S002-15 (R-24, R-20): after an opening 80 a later bid is 5 to 10 above it, in
    steps of 5 (Zhejiang would allow 15)."""
    g = _auction()
    g.apply(Bid(0, 80))
    v = g.check(Bid(1, amount))
    assert v.ok == ok and (ok or v.rule == "bid-step")


def test_S002_01_bid_messages_name_the_two_deck_numbers(snapshot):
    """covers S002-01 (R-24): the refusals say the two-deck numbers in both languages."""
    g = _auction()
    out = [msgs(g.check(Bid(0, 205))), msgs(g.check(Bid(0, 90)))]
    g.apply(Bid(0, 80))
    out.append(msgs(g.check(Bid(1, 95))))
    assert out == snapshot


def test_S002_19_20_a_bid_of_200_ends_the_auction_at_once():
    """covers S002-19, S002-20 (R-24): the bidder is dealer when the others have passed; a bid of
    200 (every point of two decks) makes the bidder dealer at once."""
    rs = VARIANTS[JD2]
    first, acts = bids_to(JD2, 0, 200)
    d = random_deal(rs, random.Random(1))
    g = new_game(rs, Deal(d.hands, d.bottom, first_bidder=first))
    for a in acts:
        g.apply(a)
    assert (g.phase, g.dealer, g.bid) == ("trump", 0, 200)
    g2 = _auction(2)
    for a in (Bid(0, 75), Pass(1), Pass(2)):
        g2.apply(a)
    assert (g2.phase, g2.dealer, g2.bid) == ("trump", 0, 75)


def test_S002_21_nobody_bids_the_opener_deals_at_75():
    """covers S002-21 (R-24): nobody bids: the opener is dealer at 75, the two-deck minimum."""
    g = _auction(3)
    for s in range(3):
        g.apply(Pass(s))
    assert (g.phase, g.dealer, g.bid) == ("trump", 0, 75)


# ------------------------------------------------------------------ patterns: no triples
def test_S002_47_49_no_triples_with_two_decks():
    """covers S002-47, S002-49 (R-24): two decks hold at most two of a card, so there are no triples
    and no triple tractors; pairs and pair tractors are as in jiande, and no listed lead or follow
    holds three of a card."""
    rs = VARIANTS[JD2]
    assert not rs.triples and VARIANTS["jiande"].triples
    assert max(full_deck(rs).values()) == 2
    g, _ = position(JD2, {0: "D5 D5 D6 D6 D9 D9 SA"}, trump="S")
    assert [c.kind for c in decompose(cards("D5 D5 D6 D6"), g.order)] == ["tractor"]
    for a in g.legal_actions():
        assert max(Counter(a.cards).values()) <= 2


# ------------------------------------------------------------------ as jiande: throws, the ban, scoring
def test_S002_06_trump_throw_failed_then_banned_with_two_decks(snapshot):
    """covers S002-06, S002-07 (R-24, R-12): trumps may be thrown, and after a failed throw that
    player may not throw again this hand (`throw-banned`), with two decks as with three."""
    g, _ = position(JD2, {0: "DA DK D9 D8 D7 D7 BJ SA", 1: "DA D3 C4 C9", 2: "D4"}, trump="S", bottom="H5 H5")
    play(g, 0, "DA DK")
    assert trick_ids(g.current) == ["throw", "throw-failed"] and g.current.attempted == cards("DA DK")
    play(g, 1, "D3")
    play(g, 2, "D4")
    assert finish_trick(g).winner == 0
    banned = [g.check(Play(0, cards(lead))) for lead in ("D9 D8", "BJ SA")]
    assert [v.rule for v in banned] == ["throw-banned", "throw-banned"]
    assert g.check(Play(0, cards("D7 D7"))).ok and g.check(Play(0, cards("BJ"))).ok
    assert [ev_msgs(g.tricks[0].events[:2])] + [msgs(v) for v in banned] == snapshot


def test_S002_07_the_ban_is_the_same_option():
    """covers S002-07 (R-12 option `throw_ban_after_failure`, R-24: jiande-2 has jiande's options)."""
    assert set(VARIANTS[JD2].options) == set(VARIANTS["jiande"].options)
    rs = VARIANTS[JD2].with_options({"throw_ban_after_failure": False})
    g, _ = position(JD2, {0: "DA DK D9 D8 D7 D7 BJ SA", 1: "DA D3 C4 C9", 2: "D4"}, trump="S", bottom="H5 H5",
                    rules=rs)
    play(g, 0, "DA DK")
    play(g, 1, "D3")
    play(g, 2, "D4")
    finish_trick(g)
    assert g.check(Play(0, cards("D9 D8"))).ok


def test_S002_06_trump_throw_stands_with_two_decks():
    """covers S002-06 (R-24, R-5, R-10): BJ BJ LJ LJ (two pairs: jokers make no tractor, R-4) is a throw
    of trumps, and it stands when both heart 5s are in the bottom."""
    g, _ = position(JD2, {0: "BJ BJ LJ LJ SA"}, trump="S", bottom="H5 H5")
    play(g, 0, "BJ BJ LJ LJ")
    assert trick_ids(g.current) == ["throw"] and [c.kind for c in g.current.lead] == ["pair", "pair"]
    assert g.current.attempted == ()


@pytest.mark.parametrize("seed", range(3))
def test_S002_02_03_04_two_defenders_no_levels(seed):
    """covers S002-02, S002-03, S002-04, S002-05 (R-24, R-22): one dealer against two defenders, who
    settle alike; no levels, the level card is always 2; the game points sum to zero."""
    _, _, g = random_hand(VARIANTS[JD2], random.Random(200 + seed))
    res = g.result.to_json()
    assert g.level == 2 and "levels" not in res
    assert len(res["game_points"]) == 3 and sum(res["game_points"].values()) == 0
    assert res["dealer_side"] == [res["dealer"]] and 75 <= res["bid"] <= 200
