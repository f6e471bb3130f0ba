"""What the seat to act reads of a trick hand's card play: who is on its side, the unseen cards,
who wins a trick as it stands, whether cards will hold, and what spending a card costs.

`TrickReading(game)` is made once per decision; the heuristic trick bot's card play
(trick_play.py), the search's candidates (search.py) and the no-gift rule (margin.py) read it.
It knows only what the seat may know: its own hand, the cards played, the voids shown
(seen.py), and its own burial when it is the dealer. Pure: no I/O.
"""
from __future__ import annotations

from collections import Counter

from ..rules.cards import H5, Card
from ..rules.faces import known
from ..rules.trick.game import TrickGame
from ..rules.trick.order import TrumpOrder
from ..rules.trick.patterns import Component, decompose, one_suit, signature
from ..rules.trick.resolve import Trick
from ..rules.trick.throws import beater
from .seen import play_view

Signature = tuple[tuple[int, int], ...]  # a play's pattern (patterns.signature)

_VALUES: dict[tuple[str, int], dict[Card, float]] = {}  # (trump, level) -> card -> value


def card_values(o: TrumpOrder) -> dict[Card, float]:
    """How much the bot minds spending each card, under one trump order (cached per order)."""
    v = _VALUES.get((o.trump, o.level))
    if v is None:
        v = _VALUES[(o.trump, o.level)] = {}
        for c, i in o.info.items():
            if i.esuit == "T":
                v[c] = 30 + (i.key - 840) / 10 if i.princess else 15 + (i.key - 500)
            else:
                v[c] = float(i.key)
    return v


class TrickReading:
    """The seat to act's reading of the card play (made in the play phase, trump known)."""

    def __init__(self, g: TrickGame) -> None:
        self.g, self.seat, self.o = g, known(g.to_act, "the seat to act"), g.known_order
        self.hand: Counter[Card] = g.hands[self.seat]
        self.n = g.n
        view = play_view(g)
        self.voids: dict[int, set[str]] = view.voids  # read only: the view is shared by later decisions
        self._left = view.left
        self._bottom: Counter[Card] = Counter(g.bottom) if self.seat == g.dealer else Counter()
        self._pools: dict[str, Counter[Card]] = {}
        self._tops: dict[tuple[str, int], int | None] = {}  # (suit, width) -> highest unseen key held so
        self._values = card_values(self.o)

    # what the seat knows of the sides
    def rel(self, other: int) -> int:
        """1 partner (or self), -1 opponent, 0 not known yet (Taihu before the friend shows)."""
        g, me = self.g, self.seat
        if other == me:
            return 1
        d = g.dealer
        if not g.rules.friend_call or g.solo:
            return 1 if (me == d) == (other == d) else -1
        friend = g.friend
        if friend is None and me != d and g.called is not None and self.hand.get(g.called, 0):
            friend = me  # holding the called card: the friend-to-be
        if me in (d, friend):
            if other in (d, friend):
                return 1
            return -1 if friend is not None else 0
        if other in (d, friend):
            return -1
        return 1 if friend is not None else 0

    def pool(self, suit: str) -> Counter[Card]:
        """The unseen cards of one effective suit (in the deck's order)."""
        p = self._pools.get(suit)
        if p is None:
            hand, bottom = self.hand, self._bottom
            p = self._pools[suit] = Counter({c: k for c, n in self._left.get(suit, {}).items()
                                             if (k := n - hand.get(c, 0) - bottom.get(c, 0)) > 0})
        return p

    def beaten(self, comp: Component, suit: str) -> bool:
        """Do the unseen cards of `suit` hold a component of the same kind ranked above `comp`
        (throws.beater is not None)? For a single, pair or triple that is whether the highest
        unseen card held `width` times ranks above it, kept per suit and width."""
        if comp.length >= 2:
            return beater(comp, self.pool(suit), self.o) is not None
        tops = self._tops.get((suit, comp.width))
        if tops is None:
            info = self.o.info
            tops = self._tops[(suit, comp.width)] = max(
                (info[c].key for c, n in self.pool(suit).items() if n >= comp.width), default=None)
        return tops is not None and tops > comp.top

    def value(self, c: Card) -> float:
        return self._values[c]

    def cost(self, cards: tuple[Card, ...], points_weight: float, side_lead: bool) -> float:
        hand, values = self.hand, self._values
        rot = side_lead and self.g.rules.rotten_red5
        total = 0.0
        # each distinct card once, in the order of first appearance (the sum's order is kept:
        # a float total that differs in the last bit could change which play is cheapest)
        for c in (dict.fromkeys(cards) if len(cards) > 1 else cards):
            k = cards.count(c)
            total += (values[c] + points_weight * c.points) * k
            if k == 1 and hand.get(c, 0) >= 2:
                total += 3  # breaks a pair
            if rot and c is H5:
                total += 500  # rotten
        return total

    def winner(self, trick: Trick) -> int:
        """Who wins the trick as it stands: resolve()'s rule, asked without copying the trick. The
        lead stands unless a contender goes strictly above the top of the cards winning so far."""
        plays = trick.plays
        best, best_cards = plays[0]
        lead_sig = signature(trick.lead)
        for seat, cs in plays[1:]:
            if self.takes(trick, best_cards, cs, lead_sig):
                best, best_cards = seat, cs
        return best

    def takes(self, trick: Trick, cur_cards: tuple[Card, ...], cards: tuple[Card, ...], lead_sig: Signature) -> bool:
        """Would `cards`, played now, win the trick from `cur_cards` (winning it so far)? A contender
        (the led suit in the lead's pattern, or a ruff in it without a Taihu princess) strictly above
        the top of the winning cards, as resolve() rules."""
        o, led = self.o, trick.led_suit
        info = o.info
        suit = one_suit(cards, o)
        if suit != led and not (suit == "T" and led != "T"):
            return False
        if suit != led and self.g.rules.princesses and any(info[c].princess for c in cards):
            return False
        if max(info[c].key for c in cards) <= max(info[c].key for c in cur_cards):
            return False
        if cards.count(cards[0]) == len(cards):  # copies of one card: a single, pair or triple
            return lead_sig == ((len(cards), 1),)
        return signature(decompose(cards, o)) == lead_sig

    def later(self, trick: Trick) -> list[int]:
        """The seats still to play to the trick after this one."""
        k = len(trick.plays)
        return [(self.seat + i) % self.n for i in range(1, self.n - k)]

    def _can_ruff(self, comp: Component) -> bool:
        """Do unseen trumps hold anything of the component's shape (a possible ruff)?"""
        pool = self.pool("T")
        if self.g.rules.princesses:
            pool = Counter({c: k for c, k in pool.items() if not self.o.is_princess(c)})
        return beater(Component(comp.width, comp.length, -1, ()), pool, self.o) is not None

    def holds(self, trick: Trick, wseat: int, wcards: tuple[Card, ...], later: list[int]) -> bool:
        """Will `wcards` (now winning) likely stay winning against the opponents still to play?"""
        opps = [s for s in later if self.rel(s) != 1]
        if not opps:
            return True
        if len(trick.lead) > 1:
            return True  # a throw's full pattern is rarely matched
        o, led = self.o, trick.led_suit
        comps = decompose(wcards, o)
        if len(comps) != 1:
            return True
        comp = comps[0]
        wsuit = o.esuit(wcards[0])
        beaten = self.beaten(comp, wsuit)
        if wsuit == led:
            if beaten:
                return False
            if led != "T" and any(led in self.voids[s] and "T" not in self.voids[s] for s in opps):
                return not self._can_ruff(comp)
            return True
        # a ruff: an opponent void in the led suit might overruff
        return not (beaten and any(led in self.voids[s] for s in opps))
