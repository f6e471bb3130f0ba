"""The order of cards for one hand: which cards are trump, how they rank, and
which ranks are adjacent for tractors (§Trump order, R-1..R-4).

Built once per hand from the trump suit and the level rank. Every card gets:
- `esuit`: its effective suit, "T" for every trump, else its own suit;
- `key`: its strength; any trump outranks any side card; equal cards (the same
  card of two decks, and the other level cards of different suits, R-3) share
  a key;
- `chain`: its place in its suit's adjacency chain, or None for the trumps
  ranked above the trump-suit A, which form no tractor (R-4);
- `princess`: heart 5, jokers, advisors and level cards (Taihu vocabulary).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..cards import ALL_CARDS, BIG_JOKER, BJ, H5, JOKER, LJ, SUITS, Card

PARTNER = {"S": "C", "C": "S", "H": "D", "D": "H"}  # same colour (参谋)

# Trump keys sit above every side-suit key.
K_H5, K_BJ, K_LJ, K_MAIN_ADV, K_OTHER_ADV, K_MAIN_LEVEL, K_OTHER_LEVEL = 900, 890, 880, 870, 860, 850, 840
K_TRUMP_BASE = 500


@dataclass(frozen=True)
class CardInfo:
    esuit: str
    key: int
    chain: int | None
    princess: bool
    role: str  # "red5", "joker", "main-advisor", "other-advisor", "main-level", "other-level", "trump", "side"


class TrumpOrder:
    def __init__(self, trump: str, level: int):
        self.trump, self.level = trump, level
        self.main_advisor = Card.of(trump, 3)
        self.other_advisor = Card.of(PARTNER[trump], 3)
        info: dict[Card, CardInfo] = {}
        for c in ALL_CARDS:
            if c.special:
                continue
            info[c] = self._classify(c)
        # natural chains: ascending rank order of what remains in each suit
        for suit in SUITS:
            es = "T" if suit == trump else suit
            naturals = sorted((c for c in info if c.suit == suit and info[c].role in ("trump", "side")),
                              key=lambda c: c.rank)
            for pos, c in enumerate(naturals):
                base = K_TRUMP_BASE if es == "T" else 0
                info[c] = CardInfo(es, base + pos, pos, False, info[c].role)
        self.info = info
        # sort keys precomputed per card: trumps first, then the side suits, by strength
        suit_rank = {"T": 0, **{s: i + 1 for i, s in enumerate(SUITS)}}
        self._sort_key = dense_ranks({c: (-suit_rank[i.esuit], i.key, c.suit) for c, i in info.items()}).__getitem__
        # runs of adjacent faces (tractors) are found in (effective suit, chain) order
        self.chain_key = {c: (i.esuit, i.chain) for c, i in info.items() if i.chain is not None}.__getitem__
        # decompose() results by the cards as given (patterns.py): a hand asks the same often
        # (tuples of patterns.Component: Any, as patterns imports this module)
        self.decomposed: dict[tuple[Card, ...], Any] = {}

    def _classify(self, c: Card) -> CardInfo:
        if c is H5:
            return CardInfo("T", K_H5, None, True, "red5")
        if c.suit == JOKER:
            return CardInfo("T", K_BJ if c.rank == BIG_JOKER else K_LJ, None, True, "joker")
        if c is self.main_advisor:
            return CardInfo("T", K_MAIN_ADV, None, True, "main-advisor")
        if c is self.other_advisor:
            return CardInfo("T", K_OTHER_ADV, None, True, "other-advisor")
        if c.rank == self.level:
            if c.suit == self.trump:
                return CardInfo("T", K_MAIN_LEVEL, None, True, "main-level")
            return CardInfo("T", K_OTHER_LEVEL, None, True, "other-level")
        if c.suit == self.trump:
            return CardInfo("T", 0, None, False, "trump")
        return CardInfo(c.suit, 0, None, False, "side")

    def esuit(self, c: Card) -> str:
        return self.info[c].esuit

    def key(self, c: Card) -> int:
        return self.info[c].key

    def is_trump(self, c: Card) -> bool:
        return self.info[c].esuit == "T"

    def is_princess(self, c: Card) -> bool:
        return self.info[c].princess

    def is_natural_trump(self, c: Card) -> bool:
        i = self.info[c]
        return i.esuit == "T" and not i.princess

    def sort(self, cs: Iterable[Card], reverse: bool = True) -> list[Card]:
        """Cards in playing order: trumps first, then side suits, high to low."""
        return sorted(cs, key=self._sort_key, reverse=reverse)


def dense_ranks(keys: dict[Card, Any]) -> dict[Card, int]:
    """The same order as `keys` (card -> sortable key) as small ints, equal keys equal: a sort
    compares ints faster than tuples, and ties stay ties (the sorts are stable)."""
    rank = {k: r for r, k in enumerate(sorted(set(keys.values())))}
    return {c: rank[k] for c, k in keys.items()}


_CACHE: dict[tuple[str, int], TrumpOrder] = {}


def trump_order(trump: str, level: int) -> TrumpOrder:
    o = _CACHE.get((trump, level))
    if o is None:
        o = _CACHE[(trump, level)] = TrumpOrder(trump, level)
    return o


__all__ = ["TrumpOrder", "trump_order", "CardInfo", "PARTNER", "BJ", "LJ", "H5"]
