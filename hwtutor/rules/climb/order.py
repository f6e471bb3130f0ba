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

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from ..cards import ALL_CARDS, BIG_JOKER, H5, Card
from ..variants import ClimbRules, RuleSet


@dataclass(frozen=True)
class ClimbOrder:
    rules: ClimbRules        # the variant's plain ranks and pattern rules
    special_combines: bool   # the special ten groups with the other tens (where the deck has one, R-40)
    max_group: ClassVar[int]
    sequences: ClassVar[bool]
    seq_top: ClassVar[int]
    _levels: ClassVar[dict[Card, int]]
    _sort_keys: ClassVar[dict[Card, tuple[int, bool, int]]]

    def __post_init__(self) -> None:
        # every card's level and sort key, computed once per order (not fields: no effect on ==)
        plain = {rank: i for i, rank in enumerate(self.rules.plain)}
        five = len(plain)  # then the other 5s, the small joker, the big joker, the heart 5
        levels = {c: self._level(c, plain, five) for c in ALL_CARDS}
        object.__setattr__(self, "_levels", levels)
        object.__setattr__(self, "_sort_keys", {c: (levels[c], c.special, c.idx) for c in ALL_CARDS})
        # read in every pattern test: plain attributes, not properties
        object.__setattr__(self, "max_group", self.rules.max_group)  # the largest n of a kind (7 duxiao, 4 xuan)
        object.__setattr__(self, "sequences", self.rules.sequences)  # straights and runs exist (duxiao)
        # the highest level a sequence may reach: the A's (-1 where there are none)
        object.__setattr__(self, "seq_top", plain[14] if self.rules.sequences else -1)

    def level(self, c: Card) -> int:
        return self._levels[c]

    @staticmethod
    def _level(c: Card, plain: dict[int, int], five: int) -> int:
        if c.is_joker:
            return five + 2 if c.rank == BIG_JOKER else five + 1
        if c is H5:
            return five + 3
        if c.rank == 5:
            return five
        return plain.get(c.rank, -1)  # -1: not in this deck (only ever sorted)

    def sort(self, cs: Iterable[Card]) -> list[Card]:
        """Low to high; within a level by card index (the special ten last)."""
        return sorted(cs, key=self._sort_keys.__getitem__)


_ORDERS: dict[tuple[ClimbRules, bool], ClimbOrder] = {}


def order_for(rules: RuleSet) -> ClimbOrder:
    """The variant's order, built once per set of its fields (orders are immutable)."""
    if rules.climb is None:
        raise ValueError(f"{rules.id} is not a climbing variant")
    args = (rules.climb, not rules.deck.special_ten or bool(rules.opt("special_ten_combines")))
    o = _ORDERS.get(args)
    if o is None:
        o = _ORDERS[args] = ClimbOrder(*args)
    return o
