"""The card-point margin as the second currency: no gifts, once the contract is settled or not.

In Zhejiang and Jiande the game points turn only on whether the contract is made
(R-22), so once every sampled deal makes it, or every one loses it, the game
points cannot move and the searching bot's candidates differ only in the
card-point margin (value.py's points over par, weighed 1/100 of a game point; an
all-pass auction's dealer at the minimum is often there from the first trick).
Its choice among them is then the rollouts' verdict on a few points, and a pick
that puts a 10 on a trick already lost may come out ahead on their noise. One
rule keeps it from giving points away, whatever the sampled deals say:

- no gifts (`cheaper_loser`): a follow that cannot take the trick, while the
  other side wins it and nobody of the seat's side plays after, gives the
  trick's winners every point it carries; a play of as many cards, each no
  higher in the same suit and carrying no more points (fewer in all), loses the
  trick the same way and keeps the better cards: ♦9 instead of ♦10, ♠8 instead
  of ♠10. Not when it would break a pair or a triple the other play keeps.

Tried and left out: asking twice the evidence (two standard errors) before
leaving the heuristic's choice once the contract is settled. Against the strong
bot of before in a duplicate match it trended to lose card points (−3.8 ± 4.1
per seat and hand over 10 zhejiang-2 deals), and the search's settled-contract
corrections include real ones (a heuristic ♦10 ruff the search replaced by ♦9).
"""
from __future__ import annotations

from collections import Counter

from ..rules.actions import Action, Play
from ..rules.cards import Card
from ..rules.trick.game import TrickGame
from ..rules.trick.order import CardInfo
from ..rules.trick.resolve import Trick
from .trick_reading import TrickReading


def _lost_whatever(p: TrickReading, trick: Trick) -> bool:
    """Is the trick the other side's whatever this seat plays, as far as it knows: the cards winning so
    far are an opponent's, and every seat still to play after it is an opponent too."""
    cur = p.winner(trick)
    return p.rel(cur) == -1 and all(p.rel(s) == -1 for s in p.later(trick))


def _no_better(low: list[Card], high: list[Card], info: dict[Card, CardInfo], hand: Counter[Card]) -> bool:
    """Each card of `low` (sorted like `high`) is of the same effective suit as its partner in `high`,
    no higher and worth no more points, and `low` breaks no group of the hand that `high` keeps."""
    if len(low) != len(high):
        return False
    for a, b in zip(low, high):
        if info[a].esuit != info[b].esuit or info[a].key > info[b].key or a.points > b.points:
            return False
    used_low, used_high = Counter(low), Counter(high)
    for c, k in used_low.items():
        left = hand.get(c, 0) - k
        if left and hand.get(c, 0) >= 2 and used_high.get(c, 0) != k:
            return False  # splits copies the other play leaves whole
    return sum(c.points for c in low) < sum(c.points for c in high)


def cheaper_loser(game: TrickGame, action: Action | None, legal: list[Action]) -> Play | None:
    """A legal play that loses this trick as surely as `action` does and gives the other side fewer
    points with no better cards (the cheapest such), or None when `action` is no gift."""
    if not isinstance(action, Play) or game.phase != "play" or game.current is None or not game.current.plays:
        return None
    p = TrickReading(game)
    trick = game.current
    if not sum(c.points for c in action.cards) or not _lost_whatever(p, trick):
        return None
    cur_cards = dict(trick.plays)[p.winner(trick)]
    from ..rules.trick.patterns import signature
    lead_sig = signature(trick.lead)
    if p.takes(trick, cur_cards, action.cards, lead_sig):
        return None
    info = game.known_order.info

    def ordered(cards: tuple[Card, ...]) -> list[Card]:
        return sorted(cards, key=lambda c: (info[c].esuit, info[c].key))

    high = ordered(action.cards)
    better = [a for a in legal if isinstance(a, Play) and a.seat == action.seat and len(a.cards) == len(high)
              and not p.takes(trick, cur_cards, a.cards, lead_sig)
              and _no_better(ordered(a.cards), high, info, p.hand)]
    if not better:
        return None
    return min(better, key=lambda a: (sum(c.points for c in a.cards), p.cost(a.cards, 1.6, trick.led_suit != "T")))
