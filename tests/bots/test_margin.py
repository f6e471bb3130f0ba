"""The card-point margin as the second currency (issue 20 item 6; hwtutor/bots/margin.py): once the contract is
settled, the searching bot gives the other side no points it need not give (R-22: the game points turn only on
the contract, R-13: the point cards)."""
import random

from hwtutor.bots import margin, search
from hwtutor.bots.search import Budget
from hwtutor.rules.actions import Bid, Bury, ChooseTrump, Pass, Play
from hwtutor.rules.cards import Card, cards
from hwtutor.rules.game import new_game
from hwtutor.rules.position import fill_deal
from hwtutor.rules.variants import VARIANTS

Z2 = VARIANTS["zhejiang-2"]
D10, D9 = Card.of("D", 10), Card.of("D", 9)
OTHER_DIAMONDS = [Card.of("D", r) for r in range(3, 15) if r not in (9, 10)]


def _lost_contract(dealer_hand="C4 D10 D9", p4_follow="D4", p1_hand="C5 D6", stop_before_p1=False):
    """Zhejiang-2, p2 dealer at the maximum bid (200: every point of the deck), spades trump. Trick 1: the
    dealer's ♣4 is taken by p3's ♣A with p1's ♣5 on it, so the contract can no longer be made (R-22). Trick 2:
    p3 leads ♦A, p4 and p1 follow low, and the dealer, last to play, holds only ♦10 and ♦9 in diamonds."""
    deal = fill_deal(Z2, {1: cards(dealer_hand), 2: cards("CA DA"), 3: cards(f"C6 {p4_follow}"), 0: cards(p1_hand)},
                     seed=3, avoid={1: OTHER_DIAMONDS}, first_bidder=0)
    g = new_game(Z2, deal)
    amount = 75
    for i in range(10):  # p1 75, p2 90, ... p2 200: the maximum ends the auction
        g.apply(Bid(i % 4, min(amount, 200)))
        amount += 15
    assert g.dealer == 1 and g.bid == 200
    g.apply(ChooseTrump(1, "S"))
    g.apply(Bury(1, deal.bottom))
    plays = ((1, "C4"), (2, "CA"), (3, "C6"), (0, "C5"), (2, "DA"), (3, p4_follow), (0, "D6"))
    for seat, c in plays[:-1] if stop_before_p1 else plays:
        g.apply(Play(seat, tuple(cards(c))))
    return g


def test_the_contract_is_settled_lost():
    """R-22: 5 points went to the defenders, so 200 cannot be reached; every sampled deal loses it."""
    g = _lost_contract()
    b = Budget(6, 3, None)
    base, _ = search.heuristic(g, random.Random(0), 1)
    ests = search.evaluate(g, 1, search.candidates(g, 1, base, 3), random.Random(0), b)
    assert {m for e in ests for m in e.mains} == {-6.0}  # the dealer pays the base to each defender


def test_no_ten_on_a_lost_trick_when_a_nine_is_held():
    """R-13 / R-22: the ♦10 on p3's ♦A gives the defenders 10 points; the ♦9 loses the trick the same way."""
    g = _lost_contract()
    assert g.to_act == 1
    legal = g.legal_actions()
    assert margin.cheaper_loser(g, Play(1, (D10,)), legal) == Play(1, (D9,))
    assert margin.cheaper_loser(g, Play(1, (D9,)), legal) is None
    for seed in range(4):
        a, why = search.choose(g, random.Random(seed), level="strong", seconds=None, budget=Budget(8, 4, None))
        assert a == Play(1, (D9,)), (seed, a)


def test_a_pair_is_not_broken_to_save_points():
    """A ♦9 of a pair is not a cheaper loser than a single ♦10: the pair is worth more than the points."""
    g = _lost_contract(dealer_hand="C4 D10 D9 D9")
    assert margin.cheaper_loser(g, Play(1, (D10,)), g.legal_actions()) is None


def test_points_go_to_a_partner_s_trick():
    """A defender's ♦10 on a partner's ♦A is a gift to the own side, not to the other (no replacement); and the
    dealer's lead is never replaced."""
    g = _lost_contract(p1_hand="C5 D6 D10 D9", stop_before_p1=True)
    assert g.to_act == 0
    assert margin.cheaper_loser(g, Play(0, (D10,)), g.legal_actions()) is None
    assert margin.cheaper_loser(g, Play(0, (D9,)), g.legal_actions()) is None


def test_a_gift_the_search_picks_on_noise_is_replaced(monkeypatch):
    """Whatever the sampled deals say (here: a pick forced onto the ♦10), the dealer plays the ♦9, and says why."""
    g = _lost_contract()
    monkeypatch.setattr(search, "pick", lambda ests, z=1.0: next(e for e in ests if e.action == Play(1, (D10,))))
    monkeypatch.setattr(search, "candidates", lambda game, seat, base, k: [Play(1, (D9,)), Play(1, (D10,))])
    a, why = search.choose(g, random.Random(0), level="strong", seconds=None, budget=Budget(4, 2, None))
    assert a == Play(1, (D9,))
    assert why.key == "bot.margin.no-gift"


def test_an_all_pass_auction_s_forced_dealer_gives_no_gift():
    """R-20: if nobody bids, the opener is dealer at the minimum. The all-pass case (p1 opens and everyone
    passes): p1 is dealer at 60 with a weak hand; on p2's ♦A, with p3 and p4 under it, p1 plays ♦9, not ♦10."""
    deal = fill_deal(Z2, {0: cards("C4 D10 D9"), 1: cards("CA DA"), 2: cards("C6 D4"), 3: cards("C5 D6")},
                     seed=5, avoid={0: OTHER_DIAMONDS}, first_bidder=0)
    g = new_game(Z2, deal)
    for seat in range(4):
        g.apply(Pass(seat))
    assert (g.dealer, g.bid) == (0, Z2.bid_min)  # the opener, at the minimum
    g.apply(ChooseTrump(0, "S"))
    g.apply(Bury(0, deal.bottom))
    for seat, c in ((0, "C4"), (1, "CA"), (2, "C6"), (3, "C5"), (1, "DA"), (2, "D4"), (3, "D6")):
        g.apply(Play(seat, tuple(cards(c))))
    assert g.to_act == 0
    assert margin.cheaper_loser(g, Play(0, (D10,)), g.legal_actions()) == Play(0, (D9,))
    for seed in range(3):
        a, _ = search.choose(g, random.Random(seed), level="strong", seconds=None, budget=Budget(8, 4, None))
        assert a == Play(0, (D9,)), (seed, a)
