"""Patterns of a set of cards of one effective suit (§Patterns, R-4, R-5).

Identical cards are grouped first into the largest groups (a triple is never
split); adjacent groups of the same width then join into tractors.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card
from .order import CardInfo, TrumpOrder


@dataclass(frozen=True)
class Component:
    width: int   # cards per rank: 1 single, 2 pair, 3 triple
    length: int  # ranks: 1, or 2+ for a tractor
    top: int     # key of the highest card
    cards: tuple[Card, ...]

    @property
    def size(self) -> int:
        return self.width * self.length

    @property
    def kind(self) -> str:
        if self.length >= 2:
            return "tractor"
        return {1: "single", 2: "pair", 3: "triple"}[self.width]

    @property
    def shape(self) -> tuple[int, int]:
        return (self.width, self.length)


_MEMO_MAX = 20_000  # entries per order; past that, decompose without remembering


def decompose(cs: Iterable[Card], order: TrumpOrder) -> list[Component]:
    """R-5: the components of cards of one effective suit, largest first."""
    key = cs if type(cs) is tuple else tuple(cs)
    memo = order.decomposed
    got = memo.get(key)
    if got is None:
        got = _decompose(key, order)
        if len(memo) < _MEMO_MAX:
            memo[key] = got
    return list(got)


def _decompose(cs: tuple[Card, ...], order: TrumpOrder) -> tuple[Component, ...]:
    cnt = Counter(cs)
    info = order.info
    comps: list[Component] = []
    by_width: dict[int, list[Card]] = {}
    for c, n in cnt.items():
        by_width.setdefault(n, []).append(c)
    for width, group in by_width.items():
        chained = sorted(((ch, c) for c in group if (ch := info[c].chain) is not None), key=lambda p: p[0])
        loose = [c for c in group if info[c].chain is None]
        run: list[Card] = []
        last = 0  # the chain position of run[-1]
        for ch, c in chained:
            if width >= 2 and run and ch == last + 1:
                run.append(c)
            else:
                _flush(run, width, comps, info)
                run = [c]
            last = ch
        _flush(run, width, comps, info)
        for c in loose:
            comps.append(Component(width, 1, info[c].key, (c,) * width))
    comps.sort(key=lambda k: (-k.size, -k.width, -k.top))
    return tuple(comps)


def _flush(run: list[Card], width: int, comps: list[Component], info: dict[Card, CardInfo]) -> None:
    if not run:
        return
    if len(run) >= 2:
        comps.append(Component(width, len(run), info[run[-1]].key,
                               tuple(c for c in reversed(run) for _ in range(width))))
    else:
        c = run[0]
        comps.append(Component(width, 1, info[c].key, (c,) * width))


def signature(comps: Iterable[Component]) -> tuple[tuple[int, int], ...]:
    """The pattern of a play: its components' shapes, as a sorted tuple (R-8)."""
    return tuple(sorted((c.shape for c in comps), reverse=True))


def pattern_name(comps: list[Component]) -> str:
    """Vocabulary id of a play's pattern: single, pair, triple, tractor or throw."""
    return comps[0].kind if len(comps) == 1 else "throw"


def one_suit(cs: Iterable[Card], order: TrumpOrder) -> str | None:
    """The effective suit shared by all cards, or None when mixed."""
    info = order.info
    suit = None
    for c in cs:
        s = info[c].esuit
        if suit is None:
            suit = s
        elif s != suit:
            return None
    return suit
