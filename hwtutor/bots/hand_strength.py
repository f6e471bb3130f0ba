"""How strong a trick-taking hand is with each suit as trump, and the highest bid that strength supports.

The heuristic trick bot (trick_bot.py) bids, names trump and decides whether to show on this one
measure; scripts/calibrate_bids.py measures the rule sets' bid calibration with it. Pure: no I/O.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..rules.cards import BJ, SUITS, Card
from ..rules.trick.order import trump_order
from ..rules.variants import RuleSet

BID_MARGIN = 0.0           # bid up to the expected take

_ROLE_WEIGHT = {"red5": 3.0, "main-advisor": 1.8, "other-advisor": 1.6, "main-level": 1.5, "other-level": 1.3}


def strength(hand: Counter[Card], trump: str, level: int) -> tuple[float, int]:
    """(strength, number of trumps) of a hand with `trump` as the trump suit."""
    o = trump_order(trump, level)
    s, n_trumps = 0.0, 0
    side_len = {x: 0 for x in SUITS if x != trump}
    for c, k in hand.items():
        if not k:
            continue
        i = o.info[c]
        if i.esuit == "T":
            n_trumps += k
            if i.role == "joker":
                w = 2.5 if c is BJ else 2.0
            else:
                w = _ROLE_WEIGHT.get(i.role, 1.0 + (0.4 if c.rank >= 13 else 0.0))
            s += w * k + 0.8 * (k // 2)
        else:
            side_len[i.esuit] += k
            if c.rank == 14:
                s += 1.2 * k + 0.8 * (k // 2)
            elif c.rank == 13:
                s += 0.4 * k + 0.4 * (k // 2)
            else:
                s += 0.3 * (k // 2)
    for n in side_len.values():
        s += 1.0 if n == 0 else 0.4 if n <= 2 else 0.0
    return s, n_trumps


def best_suit(hand: Counter[Card], level: int, suits: Iterable[str] = SUITS) -> tuple[str, float, int]:
    """(suit, strength, number of trumps) for the suit among `suits` that makes the hand strongest
    (spades on a tie)."""
    best = max(suits, key=lambda x: (strength(hand, x, level), x == "S"))
    s, n = strength(hand, best, level)
    return best, s, n


def supported_bid(rs: RuleSet, per_card: float) -> int:
    """The highest bid a hand of this strength per card supports (a multiple of 5)."""
    total = 100 * rs.decks
    # the rule set's calibration (bot-vs-bot play, 150 hands per variant, the first bidder made
    # dealer at the minimum): a dealer's share of the deck's points, bottom included, is about
    # A + B * (strength per card of the hand before the bottom)
    if rs.bots.bid_share is None:  # the rule set refuses a bidding variant without one at import
        raise ValueError(f"{rs.id} has no bid calibration: its hands are not bid")
    a, b = rs.bots.bid_share
    share = a + b * per_card - BID_MARGIN
    return max(0, min(rs.bid_max, int(total * share) // 5 * 5))
