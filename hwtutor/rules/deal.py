"""The deal of a hand, and its consistency with the variant (record code `bad-deal`)."""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain

from .cards import ALL_CARDS, BJ, LJ, SPECIAL_TEN, Card, card, deck_counts
from .messages import Msg, msg
from .seats import seat_code
from .variants import Deck, RuleSet

TAIHU_LEVELS = ("2", "4", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
LEVEL_RANK = {"2": 2, "4": 4, "6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "J": 11, "Q": 12, "K": 13, "A": 14}


@dataclass(frozen=True)
class Deal:
    hands: tuple[tuple[Card, ...], ...]
    bottom: tuple[Card, ...] = ()
    first_bidder: int = 0    # Zhejiang / Jiande
    levels: tuple[str, ...] = ()  # Taihu: each seat's own level
    first_to_show: int = 0   # Taihu: the previous dealer


def full_deck(rs: RuleSet) -> Counter[Card]:
    """Every card the variant plays with, and how often (its `Deck`: R-40, R-50)."""
    spec = rs.deck
    if not spec.ranks:
        return deck_counts(rs.decks)
    out = Counter({c: rs.decks for c in ALL_CARDS if not c.special and not c.is_joker and c.rank in spec.ranks})
    for code in spec.extra:
        out[card(code)] = 1
    out[BJ] = out[LJ] = rs.decks
    if spec.special_ten:  # one heart 10 is the marked special ten
        out[Card.of("H", 10)] = rs.decks - 1
        out[SPECIAL_TEN] = 1
    return out


# Per (deck, decks): the deck's cards, and its counts as a plain dict (never handed out).
_DECKS: dict[tuple[Deck, int], tuple[frozenset[Card], dict[Card, int]]] = {}
# The rule set asked last and its deck: a game asks for its own rules at every action, and
# a rule set is immutable, so one identity test replaces building the key. One tuple,
# replaced whole, so that a thread never reads one rule set with another's deck.
_last: tuple[RuleSet | None, tuple[frozenset[Card], dict[Card, int]] | None] = (None, None)


def _deck(rs: RuleSet) -> tuple[frozenset[Card], dict[Card, int]]:
    global _last
    last_rs, last_deck = _last
    if last_rs is rs and last_deck is not None:
        return last_deck
    key = (rs.deck, rs.decks)
    deck = _DECKS.get(key)
    if deck is None:
        counts = full_deck(rs)
        deck = _DECKS[key] = (frozenset(counts), {c: n for c, n in counts.items() if n > 0})
    _last = (rs, deck)
    return deck



def outside_deck(rs: RuleSet, cs: Iterable[Card]) -> Card | None:
    """The first of these cards that the variant's deck does not hold, or None."""
    last_rs, last_deck = _last  # _deck(rs) without the call: every action checked asks this
    deck = last_deck[0] if last_rs is rs and last_deck is not None else _deck(rs)[0]
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
            return msg("bad-deal.hand-size", seat=seat_code(seat), n=len(h), need=rs.hand_size)
    if len(deal.bottom) != rs.bottom_size:
        return msg("bad-deal.bottom-size", n=len(deal.bottom), need=rs.bottom_size)
    have = Counter(chain.from_iterable(deal.hands))
    have.update(deal.bottom)
    if dict.__eq__(have, _deck(rs)[1]) is not True:  # the whole deck, each card as often: the usual answer
        problem = _deck_mismatch(rs, have)
        if problem is not None:
            return problem
    if rs.contract == "show":
        if len(deal.levels) != rs.players:
            return msg("bad-deal.levels")
        for lv in deal.levels:
            if lv not in LEVEL_RANK:
                return msg("bad-deal.level", level=lv)
    return None


def _deck_mismatch(rs: RuleSet, have: Counter[Card]) -> Msg | None:
    """The first card dealt too often, else the cards missing (None if the counts agree)."""
    deck = full_deck(rs)
    for c, n in sorted(have.items(), key=lambda x: x[0].idx):
        if n > deck.get(c, 0):
            return msg("bad-deal.too-many", card=c, n=n, most=deck.get(c, 0))
    if have != deck:
        missing = sorted((deck - have).elements(), key=lambda c: c.idx)
        return msg("bad-deal.missing", cards=missing[:8])
    return None


def random_deal(rs: RuleSet, rng: random.Random, levels: tuple[str, ...] | None = None,
                first: int | None = None) -> Deal:
    """Shuffle and deal the variant's deck (for self-play, drills and hotseat)."""
    pack = list(full_deck(rs).elements())
    rng.shuffle(pack)
    n = rs.hand_size
    if rs.deck.dealt_singly:  # one card at a time in seat order; a hand lists its deal order
        hands = tuple(tuple(pack[i:rs.players * n:rs.players]) for i in range(rs.players))
    else:
        hands = tuple(tuple(pack[i * n:(i + 1) * n]) for i in range(rs.players))
    bottom = tuple(pack[rs.players * n:])
    first = rng.randrange(rs.players) if first is None else first
    if rs.contract == "show":
        lv = levels or tuple(rng.choice(TAIHU_LEVELS[:6]) for _ in range(rs.players))
        return Deal(hands, bottom, levels=tuple(lv), first_to_show=first)
    return Deal(hands, bottom, first_bidder=first)
