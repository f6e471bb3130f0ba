"""Statement tests of seed 000 (Zhejiang 红五三打一): deal, auction, trump, bottom, trick
points and turn order. Tests that run on `jiande` too also cover the seed 002
rows that restate them ("As S000-…"); their ids are in the docstrings.

Statement ids: /work/shared/spec/statements.md (copy: tests/statements/statements.md).
Seat 0 is p1. Positions: see s000_helpers.py.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import (
    TRICK3,
    VARIANTS,
    Bid,
    Bury,
    ChooseTrump,
    Pass,
    Play,
    bids_to,
    cards,
    deal_strings,
    ev_msgs,
    msgs,
    play_out,
    position,
    record_toml,
    run_trick,
    trick_ids,
    why_msgs,
)

from hwtutor.replay.check import check_bytes
from hwtutor.rules.actions import verbs_for
from hwtutor.rules.cards import ALL_CARDS, BJ, H5, LJ, card, deck_counts
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game

SIZES = {"zhejiang-2": (4, 2, 25, 8), "zhejiang-3": (4, 3, 39, 6), "jiande": (3, 3, 52, 6)}


def fresh(variant: str, first: int = 0, seed: int = 1):
    rs = VARIANTS[variant]
    return new_game(rs, random_deal(rs, random.Random(seed), first=first))


def err(rep):
    return next(i for i in rep.issues if i.severity == "error")


# ---------------------------------------------------------------- deal (S000-02..07, S002-08..11)

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_02_deal_sizes(variant, snapshot):
    """covers S000-02, S000-03, S000-04, S000-06, S000-07, S002-08, S002-09, S002-11: a deal of the
    variant has 4 (jiande 3) hands of 25/39 (52) cards and a bottom of 8/6, from 2/3 decks (108/162
    cards), and `hwtutor check` accepts it; a record naming one player too few is `bad-deal`."""
    players, decks, hand, bottom = SIZES[variant]
    rs = VARIANTS[variant]
    assert (rs.players, rs.decks, rs.hand_size, rs.bottom_size) == SIZES[variant]
    d = random_deal(rs, random.Random(7))
    assert len(d.hands) == players and all(len(h) == hand for h in d.hands) and len(d.bottom) == bottom
    assert players * hand + bottom == 54 * decks
    hs, b = deal_strings(d)
    assert check_bytes(record_toml(variant, hs, b), "ok").exit_code == 0
    rep = check_bytes(record_toml(variant, hs, b, players=[f"P{i}" for i in range(players - 1)]), "few")
    assert rep.exit_code == 2 and err(rep).code == "bad-deal"
    assert msgs(err(rep)) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_06_hand_and_bottom_size_bad_deal(variant, snapshot):
    """covers S000-06, S000-07, S002-11: a hand one card short (the bottom one long), or a bottom one
    card short (a hand one long) is `bad-deal`."""
    rs = VARIANTS[variant]
    d = random_deal(rs, random.Random(8))
    hs, b = deal_strings(d)
    h0 = hs[0].split()
    short = [" ".join(h0[1:])] + hs[1:]
    rep = check_bytes(record_toml(variant, short, b + " " + h0[0]), "short-hand")
    assert rep.exit_code == 2 and err(rep).code == "bad-deal"
    out = [msgs(err(rep))]
    bl = b.split()
    rep = check_bytes(record_toml(variant, [hs[0] + " " + bl[0]] + hs[1:], " ".join(bl[1:])), "short-bottom")
    assert rep.exit_code == 2 and err(rep).code == "bad-deal"
    out.append(msgs(err(rep)))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_03_card_count_per_deck_bad_deal(variant, snapshot):
    """covers S000-03, S000-04, S002-09: no card more often than the 2 (3) decks hold: a deal with one
    big joker too many (in place of a small joker) is `bad-deal`."""
    rs = VARIANTS[variant]
    d = random_deal(rs, random.Random(9))
    assert deck_counts(rs.decks)[BJ] == rs.decks
    hands = [list(h) for h in d.hands]
    where = next((i, j) for i, h in enumerate(hands) for j, c in enumerate(h) if c is LJ)
    hands[where[0]][where[1]] = BJ
    hs = [" ".join(c.code for c in h) for h in hands]
    rep = check_bytes(record_toml(variant, hs, deal_strings(d)[1]), "too-many")
    assert rep.exit_code == 2 and err(rep).code == "bad-deal"
    assert msgs(err(rep)) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_05_deal_then_auction(variant):
    """covers S000-05, S002-10 (live play: "when all are ready"): a record has no 'ready' step; a game
    starts in the auction with the first bidder to act, and that bid is legal at once."""
    assert "ready" not in verbs_for(VARIANTS[variant])
    g = fresh(variant, first=1)
    assert g.phase == "bid" and g.to_act == 1
    assert g.check(Bid(1, VARIANTS[variant].bid_min)).ok


# ---------------------------------------------------------------- auction

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_08_bid_range(variant, snapshot):
    """covers S000-08, S000-12, S002-12, S000-09, S000-13, S002-13 (R-20): bids lie in 60..200 /
    80..300 / 110..300, so the opening bid starts at the minimum; outside is `bid-range` (checked
    before `bid-step`, record-format.md: 57 is a range error)."""
    rs = VARIANTS[variant]
    g = fresh(variant)
    out = []
    for amount in (rs.bid_min - 5, rs.bid_min - 3, rs.bid_max + 5):
        v = g.check(Bid(0, amount))
        assert v.rule == "bid-range", amount
        out.append(msgs(v))
    assert g.check(Bid(0, rs.bid_min)).ok
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_09_opening_bid_window(variant, snapshot):
    """covers S000-09, S000-13, S002-13 (R-20): the opening bid is a multiple of 5 from the minimum to
    minimum + 15 (jiande + 10): 60..75, 80..95, 110..120; above the window or off the step is `bid-step`."""
    rs = VARIANTS[variant]
    g = fresh(variant)
    window = list(range(rs.bid_min, rs.bid_min + rs.bid_raise + 1, 5))
    assert window == {"zhejiang-2": [60, 65, 70, 75], "zhejiang-3": [80, 85, 90, 95],
                      "jiande": [110, 115, 120]}[variant]
    assert all(g.check(Bid(0, b)).ok for b in window)
    out = []
    for amount in (window[-1] + 5, rs.bid_min + 2, rs.bid_max):
        v = g.check(Bid(0, amount))
        assert v.rule == "bid-step", amount
        out.append(msgs(v))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_10_bid_step_min(variant, snapshot):
    """covers S000-10, S000-14, S002-14 (R-20): a later bid is at least 5 above the standing bid, in
    steps of 5: equal or +3 is `bid-step`, +5 is legal."""
    rs = VARIANTS[variant]
    g = fresh(variant)
    g.apply(Bid(0, rs.bid_min + 5))
    standing = rs.bid_min + 5
    out = []
    for amount in (standing, standing + 3, standing - 5):
        v = g.check(Bid(1, amount))
        assert v.rule == "bid-step", amount
        out.append(msgs(v))
    assert g.check(Bid(1, standing + 5)).ok
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_11_bid_step_max(variant, snapshot):
    """covers S000-11, S000-15, S002-15 (R-20): a later bid is at most 15 (jiande 10) above the
    standing bid: +15 (+10) legal, +20 (+15) `bid-step`; near the top the maximum caps the step."""
    rs = VARIANTS[variant]
    g = fresh(variant)
    g.apply(Bid(0, rs.bid_min))
    assert rs.bid_raise == (10 if variant == "jiande" else 15)
    assert g.check(Bid(1, rs.bid_min + rs.bid_raise)).ok
    v = g.check(Bid(1, rs.bid_min + rs.bid_raise + 5))
    assert v.rule == "bid-step"
    out = [msgs(v)]
    first, acts = bids_to(variant, 0, rs.bid_max - 5)
    g = fresh(variant, first=first)
    for a in acts[:-(rs.players - 1)]:
        g.apply(a)
    nxt = g.to_act
    assert g.check(Bid(nxt, rs.bid_max)).ok
    v = g.check(Bid(nxt, rs.bid_max + 5))
    assert v.rule == "bid-range"
    out.append(msgs(v))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_16_random_first_bidder_then_seat_order(variant):
    """covers S000-16, S002-16 (§Zhejiang): a random seat (`first_bidder`) opens the auction, then
    bidding goes on in seat order p1 -> p2 -> ... -> p1."""
    rs = VARIANTS[variant]
    firsts = {random_deal(rs, random.Random(s)).first_bidder for s in range(40)}
    assert firsts == set(range(rs.players))
    last = rs.players - 1
    g = fresh(variant, first=last)
    assert g.to_act == last
    g.apply(Bid(last, rs.bid_min))
    assert g.to_act == 0
    g.apply(Pass(0))
    assert g.to_act == 1


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_16_bid_out_of_turn(variant, snapshot):
    """covers S000-16, S000-17, S002-16, S002-17: only the seat to act may bid or pass: `turn`."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=1)
    out = []
    for a in (Bid(0, rs.bid_min), Pass(2)):
        v = g.check(a)
        assert v.rule == "turn", str(a)
        out.append(msgs(v))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_17_bid_or_pass_on_turn(variant):
    """covers S000-17, S002-17: on turn a player may bid or pass (both listed and legal)."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=2)
    acts = g.legal_actions()
    assert Pass(2) in acts and Bid(2, rs.bid_min) in acts
    assert all(a.seat == 2 for a in acts)
    assert g.check(Pass(2)).ok and g.check(Bid(2, rs.bid_min)).ok


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_18_pass_is_final(variant, snapshot):
    """covers S000-18, S002-18: a pass is final for the hand: that seat is skipped and its later bid
    (or pass) is `bid-passed`."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=0)
    g.apply(Pass(0))
    g.apply(Bid(1, rs.bid_min))
    g.apply(Bid(2, rs.bid_min + 5))
    if rs.players == 4:
        g.apply(Bid(3, rs.bid_min + 10))
    assert g.to_act == 1  # seat 0 is skipped
    out = []
    for a in (Bid(0, rs.bid_min + 15), Pass(0)):
        v = g.check(a)
        assert v.rule == "bid-passed"
        out.append(msgs(v))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_19_others_pass_ends_auction(variant, snapshot):
    """covers S000-19, S002-19: a bid then three (jiande two) passes: the bidder is dealer at that
    bid and the auction is over; the dealer names trump next."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=1)
    g.apply(Bid(1, rs.bid_min + 5))
    evs = []
    for i in range(1, rs.players):
        assert g.phase == "bid"
        evs = g.apply(Pass((1 + i) % rs.players))
    assert [e.id for e in evs] == ["dealer"]
    assert (g.phase, g.dealer, g.bid, g.to_act) == ("trump", 1, rs.bid_min + 5, 1)
    assert ev_msgs(evs) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("how", ("passes", "max"))
def test_S000_19_no_bid_after_auction(variant, how, snapshot):
    """covers S000-19, S000-20, S002-19, S002-20: after the auction ends (others passed, or the
    maximum was bid) a bid or pass is `phase`."""
    rs = VARIANTS[variant]
    first, acts = bids_to(variant, 0, rs.bid_max if how == "max" else rs.bid_min + 30)
    g = fresh(variant, first=first)
    for a in acts:
        g.apply(a)
    out = []
    for a in (Pass(1), Bid(0, rs.bid_max)):
        v = g.check(a)
        assert v.rule == "phase", str(a)
        out.append(msgs(v))
    assert out == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_20_max_bid_ends_auction(variant, snapshot):
    """covers S000-20, S002-20: a bid of the maximum (200 / 300) makes the bidder dealer at once,
    though others have not passed."""
    rs = VARIANTS[variant]
    first, acts = bids_to(variant, 2, rs.bid_max)
    g = fresh(variant, first=first)
    for a in acts[:-1]:
        g.apply(a)
    assert g.phase == "bid" and not g.passed
    evs = g.apply(acts[-1])
    assert acts[-1] == Bid(2, rs.bid_max)
    assert [e.id for e in evs] == ["dealer"]
    assert (g.phase, g.dealer, g.bid, g.to_act) == ("trump", 2, rs.bid_max, 2)
    assert ev_msgs(evs) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_21_nobody_bids_first_bidder_is_dealer(variant, snapshot):
    """covers S000-21, S002-21 (§Zhejiang): nobody bids: the seat that opened the bidding is dealer at
    the minimum (60 / 80 / 110), and the result says so."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=2, seed=5)
    evs = []
    for i in range(rs.players):
        evs = g.apply(Pass((2 + i) % rs.players))
    assert [e.id for e in evs] == ["dealer"]
    assert (g.dealer, g.bid, g.phase) == (2, rs.bid_min, "trump")
    play_out(g)
    res = g.result.to_json()
    assert res["dealer"] == "p3" and res["bid"] == rs.bid_min and res["dealer_side"] == ["p3"]
    assert ev_msgs(evs) == snapshot


# ---------------------------------------------------------------- trump and bottom

@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("suit", "SHCD")
def test_S000_22_dealer_names_any_trump(variant, suit, snapshot):
    """covers S000-22, S000-23, S000-24, S002-22, S002-23 (§Zhejiang): the dealer names any of ♠ ♥ ♣ ♦.
    S000-23/24, S002-23 are live-play rules (a 30 s timer, spades on time-out): the engine has no
    timer and no default; a record must name the suit, and every suit is accepted."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=0)
    g.apply(Bid(0, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass(i))
    assert g.check(ChooseTrump(0, suit)).ok
    evs = g.apply(ChooseTrump(0, suit))
    assert [e.id for e in evs] == ["trump", "bottom-taken"]
    assert g.trump == suit and g.phase == "bury"
    assert ev_msgs(evs[:1]) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_22_trump_only_by_dealer_after_auction(variant, snapshot):
    """covers S000-22, S002-22: naming trump during the auction is `phase`; by a non-dealer `turn`."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=0)
    v1 = g.check(ChooseTrump(0, "S"))
    g.apply(Bid(0, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass(i))
    v2 = g.check(ChooseTrump(1, "S"))
    assert (v1.rule, v2.rule) == ("phase", "turn")
    assert [msgs(v1), msgs(v2)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_25_dealer_takes_the_bottom(variant, snapshot):
    """covers S000-25, S002-24: after naming trump the engine gives the dealer the 8 (6) bottom cards."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=0)
    bottom = list(g.deal.bottom)
    g.apply(Bid(0, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass(i))
    evs = g.apply(ChooseTrump(0, "H"))
    assert [e.id for e in evs] == ["trump", "bottom-taken"]
    assert sum(g.hands[0].values()) == rs.hand_size + rs.bottom_size
    assert all(g.hands[0][c] >= 1 for c in bottom) and g.bottom == []
    assert g.phase == "bury" and g.to_act == 0
    assert ev_msgs(evs[1:]) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_25_no_bury_before_trump_no_play_before_bury(variant, snapshot):
    """covers S000-25, S002-24: burying before trump is named, or playing before burying, is `phase`."""
    rs = VARIANTS[variant]
    g = fresh(variant, first=0)
    g.apply(Bid(0, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass(i))
    hand = list(g.hands[0].elements())
    v1 = g.check(Bury(0, tuple(hand[:rs.bottom_size])))
    g.apply(ChooseTrump(0, "S"))
    v2 = g.check(Play(0, (hand[0],)))
    assert (v1.rule, v2.rule) == ("phase", "phase")
    assert [msgs(v1), msgs(v2)] == snapshot


def _at_bury(variant):
    rs = VARIANTS[variant]
    g = fresh(variant, first=0, seed=3)
    g.apply(Bid(0, rs.bid_min))
    for i in range(1, rs.players):
        g.apply(Pass(i))
    g.apply(ChooseTrump(0, "S"))
    return g


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_26_bury_count(variant, snapshot):
    """covers S000-26, S002-25: the dealer buries exactly 8 (6) cards, any of them (trumps, points,
    heart 5s, jokers included); one fewer or one more is `bury-count`."""
    rs = VARIANTS[variant]
    g = _at_bury(variant)
    o = g.order
    hand = o.sort(g.hands[0].elements())  # trumps first, highest first
    n = rs.bottom_size
    out = []
    for k in (n - 1, n + 1):
        v = g.check(Bury(0, tuple(hand[:k])))
        assert v.rule == "bury-count", k
        out.append(msgs(v))
    top = tuple(hand[:n])
    assert all(o.is_trump(c) for c in top)
    assert g.check(Bury(0, top)).ok
    evs = g.apply(Bury(0, top))
    assert [e.id for e in evs] == ["buried"]
    assert g.bottom == list(top) and sum(g.hands[0].values()) == rs.hand_size
    assert g.phase == "play" and g.to_act == 0
    assert out + ev_msgs(evs) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_26_bury_not_in_hand(variant, snapshot):
    """covers S000-26, S002-25: burying a card the dealer does not hold is `not-in-hand`."""
    rs = VARIANTS[variant]
    g = _at_bury(variant)
    hand = list(g.hands[0].elements())
    missing = next(c for c in ALL_CARDS if not c.special and g.hands[0][c] == 0)
    v = g.check(Bury(0, tuple(hand[:rs.bottom_size - 1]) + (missing,)))
    assert v.rule == "not-in-hand"
    assert msgs(v) == snapshot


# ---------------------------------------------------------------- points of a trick

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_27_point_cards(variant):
    """covers S000-27, S002-26 (R-13): 5 = 5, 10 = 10, K = 10 points, the heart 5 too; nothing else;
    each deck holds 100 points."""
    for c in ALL_CARDS:
        if c.special:
            continue
        want = 0 if c.is_joker else {5: 5, 10: 10, 13: 10}.get(c.rank, 0)
        assert c.points == want, c
    assert H5.points == 5 and card("SK").points == 10 and card("D10").points == 10 and card("CQ").points == 0
    rs = VARIANTS[variant]
    assert sum(c.points * n for c, n in deck_counts(rs.decks).items()) == 100 * rs.decks
    plays = {s: c for s, c in {0: "H5", 1: "S5", 2: "SK", 3: "S10"}.items() if s < rs.players}
    g, _ = position(variant, plays, trump="S")
    t = run_trick(g, plays)
    assert (t.winner, t.points) == (0, 30 if rs.players == 4 else 20)


def _trick_cards(variant):
    if VARIANTS[variant].players == 4:
        return {0: "DA", 1: "D5", 2: "D10", 3: "DK"}, 25
    return {0: "DA", 1: "D5", 2: "DK"}, 15


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_28_trick_points_go_to_winner(variant, snapshot):
    """covers S000-28, S000-30, S002-27 (R-8, §Jiande): a trick's points are the sum of its point cards
    and its winner takes them (jiande: three play, seed 002's "four players" is a slip)."""
    plays, pts = _trick_cards(variant)
    g, _ = position(variant, plays, trump="S")
    t = run_trick(g, plays)
    assert len(t.plays) == VARIANTS[variant].players
    assert (t.winner, t.points) == (0, pts)
    j = g.tricks_json()[0]
    assert (j["winner"], j["points"]) == ("p1", pts)
    assert why_msgs(t) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_29_points_do_not_carry_over(variant):
    """covers S000-29, S000-28: the table is cleared after each trick: the next trick counts only its
    own point cards (a trick of 3s, 4s and 6s is worth 0 after a trick worth 25 / 15)."""
    plays, pts = _trick_cards(variant)
    second = {0: "D3", 1: "D4", 2: "D6", 3: "D7"}
    g, _ = position(variant, {s: p + " " + second[s] for s, p in plays.items()}, trump="S")
    run_trick(g, plays)
    t2 = run_trick(g, second)
    assert g.tricks[0].points == pts and t2.points == 0


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_31_winner_leads_next(variant):
    """covers S000-31, S000-34, S002-28, S002-31: the trick's winner leads the next trick."""
    n = VARIANTS[variant].players
    plays = {0: "D4", 1: "D6", 2: "DA", 3: "D3"} if n == 4 else {0: "D4", 1: "D6", 2: "DA"}
    g, _ = position(variant, dict(plays.items()), trump="S")
    t = run_trick(g, plays)
    assert t.winner == 2
    assert g.to_act == 2 and g.current.leader == 2 and g.current.number == 2
    assert g.check(Play(2, (next(iter(+g.hands[2])),))).ok


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_31_only_winner_may_lead(variant, snapshot):
    """covers S000-31, S000-33, S002-28, S002-30: the dealer leads trick 1, the winner the next; any
    other lead is `turn`."""
    n = VARIANTS[variant].players
    plays = {0: "D4", 1: "D6", 2: "DA", 3: "D3"} if n == 4 else {0: "D4", 1: "D6", 2: "DA"}
    g, _ = position(variant, {**plays, 0: "D4 D7"}, trump="S")
    v1 = g.check(Play(1, cards("D6")))
    run_trick(g, plays)
    v2 = g.check(Play(0, cards("D7")))
    assert (v1.rule, v2.rule) == ("turn", "turn")
    assert [msgs(v1), msgs(v2)] == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_33_dealer_leads_first(variant):
    """covers S000-33, S002-30: the dealer leads the first trick (whoever opened the bidding)."""
    rs = VARIANTS[variant]
    first, acts = bids_to(variant, 1, rs.bid_min + 20)
    g = fresh(variant, first=first)
    for a in acts + [ChooseTrump(1, "C")]:
        g.apply(a)
    g.apply(Bury(1, tuple(list(g.hands[1].elements())[:rs.bottom_size])))
    assert g.phase == "play" and g.to_act == 1 and g.current.leader == 1 and g.current.number == 1
    assert first != 1


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_32_lead_any_pattern_or_throw(variant, snapshot):
    """covers S000-32, S000-35, S002-29, S002-32 (R-5, R-10): the leader may lead any single, pair,
    tractor, or throw one suit (a side suit, or all trumps: `throw`); cards of two suits are
    `lead-mixed` (a trump with a side card too)."""
    hand = "DA DA D9 D9 D8 D8 DK D4 BJ SA SK S7 C6"
    g, _ = position(variant, {0: hand}, trump="S")
    for lead in ("DA", "DA DA", "D9 D9 D8 D8", "DA DA DK", "BJ SA SK", "D4"):
        assert g.check(Play(0, cards(lead))).ok, lead
    out = []
    for lead in ("DA C6", "SA D4", "BJ DA DA"):
        v = g.check(Play(0, cards(lead)))
        assert v.rule == "lead-mixed", lead
        out.append(msgs(v))
    evs = g.copy().apply(Play(0, cards("D9 D9 D8 D8")))
    assert evs == [] and trick_ids(g.tricks[0]) == []
    g2 = g.copy()
    g2.apply(Play(0, cards("DA DA DK")))
    ids = trick_ids(g2.current)
    assert ids[0] == "throw"
    out.append(ev_msgs(g2.current.events[:1]))
    assert out == snapshot
