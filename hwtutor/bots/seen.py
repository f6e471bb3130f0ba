"""What the whole table has seen of a trick hand's play: the cards played and the voids shown.

The heuristic bot asks this at every decision of the play. Rescanning every trick
each time cost a tenth of a bot hand, so the view is kept per game object and
brought up to date with only the plays made since it was last asked: completed
tricks never change, and the trick in progress only grows. A game whose history
got shorter, or whose tricks are not the ones the view read, is read afresh; a
copy of a game (`clone()`) is another object and gets its own view.

Everything here is public: the plays on the table. No hand is read.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from weakref import WeakKeyDictionary

from ..rules.cards import Card
from ..rules.deal import full_deck
from ..rules.trick.order import CardInfo
from ..rules.trick.resolve import Trick
from ..rules.trick.state import TrickState
from ..rules.variants import Deck, RuleSet


def short_of_suit(cs: Iterable[Card], led: str, need: int, info: dict[Card, CardInfo]) -> bool:
    """A follow with fewer cards of the led suit than the lead's size shows its seat void in that
    suit (the one rule of voids: the bot's view here and the search's knowledge)."""
    return sum(1 for c in cs if info[c].esuit == led) < need


class PlayView:
    """Per effective suit, the deck's cards not played yet (in the deck's order, with their copies
    left); per seat, the effective suits it showed void in."""

    __slots__ = ("left", "voids", "_hist", "_ti", "_pi", "_trick")

    def __init__(self, g: TrickState) -> None:
        info = g.known_order.info
        self.left: dict[str, dict[Card, int]] = {}
        for c, n in _deck(g.rules).items():
            self.left.setdefault(info[c].esuit, {})[c] = n
        self.voids: dict[int, set[str]] = {s: set() for s in range(g.n)}
        self._hist = 0          # len(history) when last brought up to date
        self._ti = 0            # the trick read last, by index
        self._pi = 0            # plays of that trick already read
        self._trick: Trick | None = None  # that trick object (to notice a game that is not what was read)

    def _stale(self, g: TrickState) -> bool:
        if len(g.history) < self._hist:
            return True
        tricks = g.tricks
        return self._trick is not None and (self._ti >= len(tricks) or tricks[self._ti] is not self._trick)

    def _catch_up(self, g: TrickState) -> None:
        tricks, info = g.tricks, g.known_order.info
        left, voids = self.left, self.voids
        ti, pi = self._ti, self._pi
        last = len(tricks) - 1
        while ti <= last:
            t = tricks[ti]
            plays = t.plays
            if pi < len(plays):
                need = sum(c.size for c in t.lead)
                led = t.led_suit
                for i in range(pi, len(plays)):
                    s, cs = plays[i]
                    for c in cs:
                        d = left[info[c].esuit]
                        k = d.get(c, 0) - 1
                        if k > 0:
                            d[c] = k
                        else:
                            d.pop(c, None)
                    if i and led not in voids[s] and short_of_suit(cs, led, need, info):
                        voids[s].add(led)
                pi = len(plays)
            if ti == last:
                break
            ti, pi = ti + 1, 0
        self._ti, self._pi = ti, pi
        self._trick = tricks[ti] if tricks else None
        self._hist = len(g.history)


_DECKS: dict[tuple[Deck, int], Counter[Card]] = {}  # per (deck, decks)


def _deck(rs: RuleSet) -> Counter[Card]:
    key = (rs.deck, rs.decks)
    d = _DECKS.get(key)
    if d is None:
        d = _DECKS[key] = full_deck(rs)
    return d


_VIEWS: WeakKeyDictionary[TrickState, PlayView] = WeakKeyDictionary()


def play_view(g: TrickState) -> PlayView:
    """The up-to-date view of `g`'s play (the trick-play phase: `g.order` is set)."""
    v = _VIEWS.get(g)
    if v is None or v._stale(g):
        v = _VIEWS[g] = PlayView(g)
    v._catch_up(g)
    return v


def share(src: TrickState, g: TrickState) -> None:
    """Start `g`'s view from `src`'s: for a copy of `src` (a sampled world, a clone) with the same
    plays, not yet moved. Saves each searched playout from reading the hand's tricks again."""
    if src.phase != "play" or len(g.history) != len(src.history) or len(g.tricks) != len(src.tricks):
        return
    v = play_view(src)
    w = PlayView.__new__(PlayView)
    w.left = {k: d.copy() for k, d in v.left.items()}
    w.voids = {s: set(x) for s, x in v.voids.items()}
    w._hist, w._ti, w._pi = v._hist, v._ti, v._pi
    w._trick = g.tricks[v._ti] if g.tricks else None
    _VIEWS[g] = w
