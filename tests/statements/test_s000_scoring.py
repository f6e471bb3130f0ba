"""Statement tests of seed 000 (Zhejiang) on the end of the hand: card points, the bottom
(R-21), red-five captures, the contract, game points (R-22) and titles (R-23). By
statements.md §Coverage the tests of S000-60..71 also run for `jiande` (seed 002 has no
scoring of its own); S002-02/03/04 are checked here too.

Whole hands are crafted with single-card tricks: the dealer (seat 0 = p1) holds the
highest trumps and leads its highest card each trick; followers play their lowest legal
card (s000_helpers.drive). Expected values are recomputed here from the tricks.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from s000_helpers import TRICK3, VARIANTS, Play, cards, drive, ev_msgs, game_at, msgs, top_trumps

from hwtutor.rules.cards import H5
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.trick.settle import TITLES, title_name


def bottom_for(variant: str) -> str:
    """Every heart 5 not placed in a hand goes to the bottom, with point cards (60 / 40 points)."""
    return "D5 D10 DK C5 C10 CK" if VARIANTS[variant].decks == 2 else "D5 D10 DK"


def heart5s(variant: str, n: int) -> str:
    return " ".join(["H5"] * n)


def sweep(variant: str, bid: int | None = None):
    """The dealer holds the highest trumps (no heart 5) and wins every trick."""
    rs = VARIANTS[variant]
    g = game_at(variant, {0: top_trumps(variant, rs.hand_size)},
                bottom=heart5s(variant, rs.decks) + " " + bottom_for(variant), bid=bid)
    drive(g)
    return g


def lose_last(variant: str, bid: int | None = None):
    """As `sweep`, but the dealer keeps a D3 to lead last and p2 a DA to take that trick."""
    rs = VARIANTS[variant]
    g = game_at(variant, {0: top_trumps(variant, rs.hand_size - 1) + " D3", 1: "DA"},
                bottom=heart5s(variant, rs.decks) + " " + bottom_for(variant), bid=bid)
    drive(g, {(rs.hand_size, 1): "DA"})
    return g


def expected_points(g) -> tuple[int, int, int]:
    """(dealer table points incl. the bottom per R-21, defenders' points, bottom points) from the tricks."""
    d = g.dealer
    table = sum(c.points for t in g.tricks if t.winner == d for _, cs in t.plays for c in cs)
    other = sum(c.points for t in g.tricks if t.winner != d for _, cs in t.plays for c in cs)
    bottom = sum(c.points for c in g.bottom)
    return table + (bottom if g.tricks[-1].winner == d else 0), other, bottom


def red5_terms(g) -> tuple[int, dict[int, int]]:
    """(card-point adjustment, game-point transfers) of the heart 5s that changed sides, from the plays."""
    d, adj, gp = g.dealer, 0, dict.fromkeys(range(g.n), 0)
    for t in g.tricks:
        for seat, cs in t.plays:
            for c in cs:
                if c is not H5:
                    continue
                if seat == d and t.winner != d:
                    adj, gp[d], gp[t.winner] = adj - 20, gp[d] - 2, gp[t.winner] + 2
                elif seat != d and t.winner == d:
                    adj, gp[d], gp[seat] = adj + 20, gp[d] + 2, gp[seat] - 2
    return adj, gp


def check_settlement(g) -> dict:
    """Assert every result field against the rules, recomputed from the tricks; return the result."""
    res = g.result.to_json()
    d, n = g.dealer, g.n
    pts, other, bottom = expected_points(g)
    adj, transfers = red5_terms(g)
    assert res["points"] == {"dealer_side": pts, "defenders": other}
    assert res["bottom_points"] == bottom and res["red5_adjustment"] == adj
    assert res["dealer_score"] == pts + adj - g.bid
    made = res["dealer_score"] >= 0
    assert res["contract_made"] is made
    base = 2
    want = {i: (base if made else -base) * ((n - 1) if i == d else -1) + transfers[i] for i in range(n)}
    assert res["game_points"] == {f"p{i + 1}": want[i] for i in range(n)}
    assert sum(res["game_points"].values()) == 0
    assert res["dealer_side"] == [f"p{d + 1}"]
    assert ("bottom-won" in res["events"]) is (g.tricks[-1].winner == d)
    assert ("contract-made" if made else "contract-failed") in res["events"]
    assert "levels" not in res
    return res


# ---------------------------------------------------------------- the end of the hand

@pytest.mark.parametrize("variant", TRICK3)
def test_S000_62_hand_ends_when_all_cards_played(variant, snapshot):
    """covers S000-62: the hand ends, and is scored, when the last card is played; then any play is
    `phase`."""
    rs = VARIANTS[variant]
    g = game_at(variant, {0: top_trumps(variant, rs.hand_size)},
                bottom=heart5s(variant, rs.decks) + " " + bottom_for(variant))
    while sum(sum(h.values()) for h in g.hands) > 1:
        drive_one(g)
        assert g.result is None and not g.over
    drive_one(g)
    assert g.over and g.phase == "done" and g.result is not None
    assert len(g.tricks) == rs.hand_size and all(not h for h in g.hands)
    assert g.legal_actions() == []
    v = g.check(Play(0, (H5,)))
    assert v.rule == "phase"
    assert msgs(v) == snapshot


def drive_one(g) -> None:
    """One action of `drive` (its policy, without a script)."""
    o, seat, t = g.order, g.to_act, g.current
    if not t.plays:
        c = max(+g.hands[seat], key=o.key)
        g.apply(Play(seat, (c,)))
        return
    opts = g.legal_actions()
    g.apply(min(opts, key=lambda a: (o.is_trump(a.cards[0]), a.cards[0].points, o.key(a.cards[0]))))


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_01_dealer_alone_against_the_rest(variant):
    """covers S000-01, S000-64, S002-02 (§Zhejiang, §Jiande): the dealer plays alone against three
    (jiande two) defenders and collects the points of the tricks taken."""
    g = sweep(variant)
    res = check_settlement(g)
    assert res["dealer_side"] == ["p1"] and len(res["game_points"]) == VARIANTS[variant].players
    assert all(t.winner == 0 for t in g.tricks)


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_69_bottom_to_dealer_on_last_trick(variant, snapshot):
    """covers S000-69, S000-64, S000-28 (R-21): the dealer who wins the last trick gets the bottom's
    points (`bottom-won`): sweeping every trick, the dealer has all 100 points per deck."""
    rs = VARIANTS[variant]
    g = sweep(variant)
    res = check_settlement(g)
    assert g.tricks[-1].winner == 0
    assert res["points"] == {"dealer_side": 100 * rs.decks, "defenders": 0}
    assert res["bottom_points"] == (60 if rs.decks == 2 else 40)
    won = [e for e in g.result.events if e.id == "bottom-won"]
    assert len(won) == 1
    assert ev_msgs(won) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_69_bottom_counts_for_nobody_else(variant):
    """covers S000-69, S002-03 (R-21, R-22): a defender who wins the last trick does not get the
    bottom: it counts for nobody (no `bottom-won`); the points of the tricks the defenders took do not
    change their game points: all defenders pay alike."""
    rs = VARIANTS[variant]
    g = lose_last(variant)
    res = check_settlement(g)
    last = g.tricks[-1]
    assert last.winner == 1 and last.plays[0] == (0, cards("D3")) and dict(last.plays)[1] == cards("DA")
    assert "bottom-won" not in res["events"]
    assert res["points"]["dealer_side"] + res["points"]["defenders"] == 100 * rs.decks - res["bottom_points"]
    assert res["points"]["defenders"] == last.points > 0
    assert len({v for k, v in res["game_points"].items() if k != "p1"}) == 1


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_70_contract_made_at_zero(variant, snapshot):
    """covers S000-70, S000-71, S000-63, S000-20 (§Zhejiang, R-22): dealer score = points + bottom −
    bid; made when ≥ 0: taking all 200 (300) points against the maximum bid scores exactly 0 and is
    made: each defender pays the base, 2 game points, to the dealer."""
    rs = VARIANTS[variant]
    g = sweep(variant, bid=rs.bid_max)
    res = check_settlement(g)
    assert res["dealer_score"] == 0 and res["contract_made"] is True
    gp = {"p1": 2 * (rs.players - 1), **{f"p{i + 1}": -2 for i in range(1, rs.players)}}
    assert res["game_points"] == gp
    ev = [e for e in g.result.events if e.id == "contract-made"]
    assert ev_msgs(ev) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_70_contract_failed_below_zero(variant, snapshot):
    """covers S000-70, S000-71, S000-63 (R-22): 5 points short of the bid the contract fails
    (`contract-failed`): the dealer pays each defender the base, 2; exactly the bid is made. Game
    points are zero-sum."""
    rs = VARIANTS[variant]
    pts = lose_last(variant).result.to_json()["points"]["dealer_side"]
    made = lose_last(variant, bid=pts)
    assert check_settlement(made)["contract_made"] is True and made.result.to_json()["dealer_score"] == 0
    g = lose_last(variant, bid=pts + 5)
    res = check_settlement(g)
    assert res["dealer_score"] == -5 and res["contract_made"] is False
    gp = {"p1": -2 * (rs.players - 1), **{f"p{i + 1}": 2 for i in range(1, rs.players)}}
    assert res["game_points"] == gp
    ev = [e for e in g.result.events if e.id == "contract-failed"]
    assert ev_msgs(ev) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_67_defender_red5_captured_by_dealer(variant, snapshot):
    """covers S000-67, S000-68, S000-65, S000-70 (§Zhejiang, R-22): a defender's heart 5 in a trick the
    dealer wins (`red5-captured`): dealer +20 card points, and that defender pays the dealer 2 game
    points on top of the contract."""
    rs = VARIANTS[variant]
    g = game_at(variant, {0: "H5 " + top_trumps(variant, rs.hand_size - 1), 1: "H5"},
                bottom=heart5s(variant, rs.decks - 2) + " " + bottom_for(variant))
    drive(g, {(1, 1): "H5"})
    t1 = g.tricks[0]
    assert t1.winner == 0 and t1.plays[1] == (1, (H5,))
    cap = [e for e in t1.events if e.id == "red5-captured"]
    assert [e.seat for e in cap] == [1]
    res = check_settlement(g)
    assert res["red5_adjustment"] == 20 and res["contract_made"] is True
    assert res["dealer_score"] == res["points"]["dealer_side"] + 20 - g.bid
    assert res["game_points"]["p2"] == -2 - 2 and res["game_points"]["p3"] == -2
    assert res["game_points"]["p1"] == 2 * (rs.players - 1) + 2
    assert ev_msgs(cap) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
def test_S000_65_dealer_red5_captured_by_defender(variant, snapshot):
    """covers S000-65, S000-66, S000-70 (§Zhejiang, R-22): the dealer's heart 5 in a trick a defender
    wins (`red5-captured`): dealer −20 card points, and the dealer pays that defender 2 game points on
    top of the contract (the equal heart 5 led first wins, R-2)."""
    rs = VARIANTS[variant]
    das = " ".join(["DA"] * (rs.decks - 1))
    g = game_at(variant, {0: f"D3 H5 {das} " + top_trumps(variant, rs.hand_size - 2 - (rs.decks - 1)),
                          1: "DA H5"},
                bottom=heart5s(variant, rs.decks - 2) + " " + bottom_for(variant))
    drive(g, {(1, 0): "D3", (1, 1): "DA", (2, 1): "H5", (2, 0): "H5"})
    t1, t2 = g.tricks[0], g.tricks[1]
    assert t1.winner == 1 and t2.leader == 1 and t2.winner == 1
    assert dict(t2.plays)[0] == (H5,)
    cap = [e for e in t2.events if e.id == "red5-captured"]
    assert [e.seat for e in cap] == [0]
    res = check_settlement(g)
    assert res["red5_adjustment"] == -20
    assert res["dealer_score"] == res["points"]["dealer_side"] - 20 - g.bid
    assert res["game_points"]["p2"] == res["game_points"]["p3"] + 2
    assert ev_msgs(cap) == snapshot


@pytest.mark.parametrize("variant", TRICK3)
@pytest.mark.parametrize("seed", range(8))
def test_S000_71_random_hands_settle_by_the_rules(variant, seed):
    """covers S000-71, S000-70, S000-69, S000-64, S000-63, S000-62, S000-28, S000-30, S002-02,
    S002-03, S002-04 (R-21, R-22): random legal hands: points + bottom = 100 per deck, the dealer's
    score and the contract follow the formula, game points are zero-sum, jiande has no levels."""
    rs = VARIANTS[variant]
    _, _, g = random_hand(rs, random.Random(seed))
    res = check_settlement(g)
    total = res["points"]["dealer_side"] + res["points"]["defenders"]
    if "bottom-won" not in res["events"]:
        total += res["bottom_points"]
    assert total == 100 * rs.decks
    assert sum(t.points for t in g.tricks) + res["bottom_points"] == 100 * rs.decks


# ---------------------------------------------------------------- titles

SEED_TITLES = [(0, "赤脚"), (5, "穿鞋"), (10, "单车"), (20, "三轮车"), (40, "卡车"), (80, "面包车"), (144, "轿车"),
               (260, "房车"), (468, "坦克"), (843, "滑翔机"), (1517, "直升机"), (2731, "客机"), (4916, "战斗机"),
               (8849, "航天飞机"), (15929, "宇宙飞船"), (28672, "星球战舰"), (51610, "太空堡垒"), (92898, "神")]


@pytest.mark.parametrize("i", range(len(SEED_TITLES)), ids=[f"S000-{72 + i}" for i in range(len(SEED_TITLES))])
def test_S000_72_title_thresholds(i, snapshot):
    """covers S000-72, S000-73, S000-74, S000-75, S000-76, S000-77, S000-78, S000-79, S000-80, S000-81,
    S000-82, S000-83, S000-84, S000-85, S000-86, S000-87, S000-88, S000-89 (R-23): the title is the
    highest threshold the cumulative game points reach: from its threshold up to one below the next
    (神 from 92898 on)."""
    th, zh = SEED_TITLES[i]
    assert title_name(th, "zh") == zh
    if i + 1 < len(SEED_TITLES):
        assert title_name(SEED_TITLES[i + 1][0] - 1, "zh") == zh
    else:
        assert title_name(10 ** 9, "zh") == zh
    if i:
        assert title_name(th - 1, "zh") == SEED_TITLES[i - 1][1]
    assert {"zh": title_name(th, "zh"), "en": title_name(th, "en")} == snapshot


def test_S000_72_title_table_complete():
    """covers S000-72, S000-89 (R-23): exactly the seed's 18 titles, in order; below 0 (a player who
    has lost game points) stays 赤脚 — a decision: no threshold is reached, the lowest title stands."""
    assert [(t[0], title_name(t[0], "zh")) for t in TITLES] == SEED_TITLES
    assert title_name(-7, "zh") == "赤脚"
