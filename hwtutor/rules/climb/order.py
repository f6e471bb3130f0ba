"""The rank order of a climbing variant.

Every card gets a *level*: cards of one level are "one rank" for patterns
(they group into pairs, triples, ...), and a higher level beats a lower one.

- duxiao (seed 003, R-40): heart 5 > big joker > small joker > other 5s > 2 >
  A > K > Q > J > 10. The special ten `H10*` is a ten like the others.
  Sequences (straights, runs of pairs or groups) use 10..A only.
- xuan (R-50): heart 5 > big joker > small joker > diamond 5 > 3 > 2 > A > K
  > Q > J > 10 > 9 > 8. The two red fives and the two jokers are four ranks
  of one card each. No sequences; 1 to 4 cards of one rank.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import ALL_CARDS, BIG_JOKER, H5, Card
from ..variants import RuleSet

# Levels of the plain ranks, low to high.
_DUXIAO_PLAIN = {10: 0, 11: 1, 12: 2, 13: 3, 14: 4, 2: 5}
_DUXIAO_FIVE, _DUXIAO_LJ, _DUXIAO_BJ, _DUXIAO_H5 = 6, 7, 8, 9
_XUAN_PLAIN = {8: 0, 9: 1, 10: 2, 11: 3, 12: 4, 13: 5, 14: 6, 2: 7, 3: 8}
_XUAN_D5, _XUAN_LJ, _XUAN_BJ, _XUAN_H5 = 9, 10, 11, 12


@dataclass(frozen=True)
class ClimbOrder:
    variant: str
    max_group: int           # the largest n-of-a-kind pattern (7 duxiao, 4 xuan)
    sequences: bool          # straights and runs exist (duxiao)
    seq_top: int             # highest level allowed in a sequence (the A)
    special_combines: bool   # duxiao: the special ten groups with the other tens

    def __post_init__(self):
        # every card's level and sort key, computed once per order (not fields: no effect on ==)
        levels = {c: self._level(c) for c in ALL_CARDS}
        object.__setattr__(self, "_levels", levels)
        object.__setattr__(self, "_sort_key", {c: (levels[c], c.special, c.idx) for c in ALL_CARDS}.__getitem__)

    def level(self, c: Card) -> int:
        return self._levels[c]

    def _level(self, c: Card) -> int:
        if self.variant == "duxiao":
            if c.is_joker:
                return _DUXIAO_BJ if c.rank == BIG_JOKER else _DUXIAO_LJ
            if c is H5:
                return _DUXIAO_H5
            if c.rank == 5:
                return _DUXIAO_FIVE
            return _DUXIAO_PLAIN.get(c.rank, -1)  # -1: not in this deck (only ever sorted)
        if c.is_joker:
            return _XUAN_BJ if c.rank == BIG_JOKER else _XUAN_LJ
        if c is H5:
            return _XUAN_H5
        if c.rank == 5:
            return _XUAN_D5
        return _XUAN_PLAIN.get(c.rank, -1)

    def sort(self, cs) -> list[Card]:
        """Low to high; within a level by card index (the special ten last)."""
        return sorted(cs, key=self._sort_key)


_ORDERS: dict[tuple, ClimbOrder] = {}


def order_for(rules: RuleSet) -> ClimbOrder:
    """The variant's order, built once per set of its fields (orders are immutable)."""
    if rules.id == "duxiao":
        args = ("duxiao", 7, True, _DUXIAO_PLAIN[14], bool(rules.opt("special_ten_combines")))
    else:
        args = ("xuan", 4, False, -1, True)
    o = _ORDERS.get(args)
    if o is None:
        o = _ORDERS[args] = ClimbOrder(*args)
    return o
