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
from weakref import WeakKeyDictionary


class PlayView:
    """The cards played so far (a Counter) and, per seat, the effective suits it showed void in."""

    __slots__ = ("played", "voids", "_hist", "_ti", "_pi", "_trick")

    def __init__(self, n: int):
        self.played: Counter = Counter()
        self.voids: dict[int, set[str]] = {s: set() for s in range(n)}
        self._hist = 0          # len(history) when last brought up to date
        self._ti = 0            # the trick read last, by index
        self._pi = 0            # plays of that trick already read
        self._trick = None      # that trick object (to notice a game that is not what was read)

    def _stale(self, g) -> bool:
        if len(g.history) < self._hist:
            return True
        tricks = g.tricks
        return self._trick is not None and (self._ti >= len(tricks) or tricks[self._ti] is not self._trick)

    def _catch_up(self, g) -> None:
        tricks, info = g.tricks, g.order.info
        played, voids = self.played, self.voids
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
                    played.update(cs)
                    # a follow short of the led suit shows the seat void in it (counted as the
                    # bot always counted: cards of the led suit against the lead's size)
                    if i and led not in voids[s] and sum(1 for c in cs if info[c].esuit == led) < need:
                        voids[s].add(led)
                pi = len(plays)
            if ti == last:
                break
            ti, pi = ti + 1, 0
        self._ti, self._pi = ti, pi
        self._trick = tricks[ti] if tricks else None
        self._hist = len(g.history)


_VIEWS: "WeakKeyDictionary[object, PlayView]" = WeakKeyDictionary()


def play_view(g) -> PlayView:
    """The up-to-date view of `g`'s play (the trick-play phase: `g.order` is set)."""
    v = _VIEWS.get(g)
    if v is None or v._stale(g):
        v = _VIEWS[g] = PlayView(g.n)
    v._catch_up(g)
    return v
