"""The deal of a hand, and its consistency with the variant (record code `bad-deal`)."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from .cards import ALL_CARDS, BJ, H5, LJ, SPECIAL_TEN, Card, deck_counts
from .messages import Msg, msg
from .variants import RuleSet

TAIHU_LEVELS = ("2", "4", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
LEVEL_RANK = {"2": 2, "4": 4, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]
    bottom: tuple[Card, ...] = ()
    first_bidder: int = 0    # Zhejiang / Jiande
    levels: tuple[str, ...] = ()  # Taihu: each seat's own level
    first_to_show: int = 0   # Taihu: the previous dealer


def full_deck(rs: RuleSet) -> Counter:
    """Every card the variant plays with, and how often."""
    if rs.id == "duxiao":  # 10 J Q K A 2 5 of two decks and four jokers, one heart 10 marked
        out = Counter({c: 2 for c in ALL_CARDS if not c.special and not c.is_joker and c.rank in (10, 11, 12, 13, 14, 2, 5)})
        out[BJ] = out[LJ] = 2
        out[Card.of("H", 10)] = 1
        out[SPECIAL_TEN] = 1
        return out
    if rs.id == "xuan":  # 8..A, 2, 3 of four suits, the two red fives and the two jokers
        out = Counter({c: 1 for c in ALL_CARDS if not c.special and not c.is_joker and c.rank in (8, 9, 10, 11, 12, 13, 14, 2, 3)})
        for c in (H5, Card.of("D", 5), BJ, LJ):
            out[c] = 1
        return out
    return deck_counts(rs.decks)


_DECKS: dict[tuple[str, int], frozenset] = {}


def _deck_cards(rs: RuleSet) -> frozenset:
    key = (rs.id, rs.decks)
    cards = _DECKS.get(key)
    if cards is None:
        cards = _DECKS[key] = frozenset(full_deck(rs))
    return cards


def deck_has(rs: RuleSet, c: Card) -> bool:
    """Whether the variant's deck holds this card at all (H10* only in duxiao; xuan's 40 cards)."""
    return c in _deck_cards(rs)


def outside_deck(rs: RuleSet, cs) -> Card | None:
    """The first of these cards that the variant's deck does not hold, or None."""
    deck = _deck_cards(rs)
    cs = cs if type(cs) is tuple else tuple(cs)
    if deck.issuperset(cs):  # every check asks this: one C-level test for the usual answer
        return None
    return next((c for c in cs if c not in deck), None)


def check_deal(rs: RuleSet, deal: Deal) -> Msg | None:
    """The first inconsistency of the deal with the variant, or None."""
    if len(deal.hands) != rs.players:
        return msg("bad-deal.hands", n=len(deal.hands), need=rs.players)
    for seat, h in enumerate(deal.hands):
        if len(h) != rs.hand_size:
            return msg("bad-deal.hand-size", seat=f"p{seat + 1}", n=len(h), need=rs.hand_size)
    if len(deal.bottom) != rs.bottom_size:
        return msg("bad-deal.bottom-size", n=len(deal.bottom), need=rs.bottom_size)
    have = Counter(c for h in deal.hands for c in h) + Counter(deal.bottom)
    deck = full_deck(rs)
    for c, n in sorted(have.items(), key=lambda x: x[0].idx):
        if n > deck.get(c, 0):
            return msg("bad-deal.too-many", card=c, n=n, most=deck.get(c, 0))
    if have != deck:
        missing = sorted((deck - have).elements(), key=lambda c: c.idx)
        return msg("bad-deal.missing", cards=missing[:8])
    if rs.contract == "show":
        if len(deal.levels) != rs.players:
            return msg("bad-deal.levels")
        for lv in deal.levels:
            if lv not in LEVEL_RANK:
                return msg("bad-deal.level", level=lv)
    return None


def random_deal(rs: RuleSet, rng: random.Random, levels: tuple[str, ...] | None = None,
                first: int | None = None) -> Deal:
    """Shuffle and deal the variant's deck (for self-play, drills and hotseat)."""
    pack = list(full_deck(rs).elements())
    rng.shuffle(pack)
    n = rs.hand_size
    if rs.contract == "xuan":  # one card at a time in seat order; a hand lists its deal order
        hands = tuple(tuple(pack[i:rs.players * n:rs.players]) for i in range(rs.players))
    else:
        hands = tuple(tuple(pack[i * n:(i + 1) * n]) for i in range(rs.players))
    bottom = tuple(pack[rs.players * n:])
    first = rng.randrange(rs.players) if first is None else first
    if rs.contract == "show":
        lv = levels or tuple(rng.choice(TAIHU_LEVELS[:6]) for _ in range(rs.players))
        return Deal(hands, bottom, levels=tuple(lv), first_to_show=first)
    return Deal(hands, bottom, first_bidder=first)
