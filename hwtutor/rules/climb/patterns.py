"""Patterns of a climbing play, and beating (seed 003, R-41).

A pattern is (width, length, top): `width` cards of each of `length`
adjacent ranks, the highest rank's level being `top`.

- single (1, 1); n of a kind (n, 1), n = 2..7 in duxiao, 2..4 in xuan;
- duxiao only: straight (1, 4|5) among 10..A; run of pairs (2, 3+);
  run of n-of-a-kind groups (n, 3+), n = 3..7; nothing ranked 2 or above
  stands in a sequence; the heart 5 never groups with the other 5s (they are
  different levels anyway); there is no eight-of-a-kind pattern.

R-41: a play beats the standing one only if it has the same width and length
(the same pattern with the same number of cards) and a higher top.

`candidates` lists the structurally distinct plays of a hand (one
representative per pattern and top, never all subsets); `beating` only those
that beat a standing pattern.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..cards import H5, SPECIAL_TEN, Card
from ..messages import Msg, msg
from ..verdict import LEGAL, Verdict, illegal
from .order import ClimbOrder


@dataclass(frozen=True)
class Pattern:
    width: int   # cards per rank
    length: int  # number of adjacent ranks
    top: int     # level of the highest rank

    @property
    def size(self) -> int:
        return self.width * self.length

    @property
    def shape(self) -> tuple[int, int]:
        return (self.width, self.length)

    @property
    def kind(self) -> str:
        if self.length == 1:
            return "single" if self.width == 1 else "pair" if self.width == 2 else "group"
        return "straight" if self.width == 1 else "pairs" if self.width == 2 else "groups"

    def describe(self) -> Msg:
        """The pattern's name as a message parameter ("single", "run of 3 pairs", ...)."""
        k = self.kind
        if k in ("single", "pair"):
            return msg("climb.pat." + k)
        if k == "group":
            return msg("climb.pat.group", n=self.width)
        if k == "straight":
            return msg("climb.pat.straight", n=self.length)
        if k == "pairs":
            return msg("climb.pat.pairs", n=self.length)
        return msg("climb.pat.groups", n=self.length, w=self.width)


def classify(cs: Iterable[Card], order: ClimbOrder) -> Pattern | Msg:
    """The pattern of the cards, or the message saying why they are none."""
    cs = order.sort(cs)
    if not cs:
        return msg("climb-pattern.empty")
    by = Counter(order.level(c) for c in cs)
    levels = sorted(by)
    special_alone = not order.special_combines and SPECIAL_TEN in cs and len(cs) > 1
    if len(levels) == 1:
        n = len(cs)
        if n > order.max_group:
            return msg(order.rules.too_many, cards=cs, most=order.max_group)
        if special_alone:
            return msg("climb-pattern.special-ten", cards=cs)
        return Pattern(n, 1, levels[0])
    if order.rules.red5_apart and H5 in cs and all(c.rank == 5 and not c.is_joker for c in cs):
        return msg("climb-pattern.red5", cards=cs)
    if not order.sequences:
        return msg("climb-pattern.mixed-xuan", cards=cs)
    if levels[-1] > order.seq_top:
        return msg("climb-pattern.high", cards=cs)
    if levels[-1] - levels[0] != len(levels) - 1:
        return msg("climb-pattern.gap", cards=cs)
    widths = set(by.values())
    if len(widths) > 1:
        return msg("climb-pattern.uneven", cards=cs)
    w, n = widths.pop(), len(levels)
    if w == 1 and n not in (4, 5):
        return msg("climb-pattern.straight-len", cards=cs)
    if w > 1 and n < 3:
        return msg("climb-pattern.run-len", cards=cs, w=w)
    if w > order.max_group:
        return msg("climb-pattern.eight", cards=cs, most=order.max_group)
    if special_alone:
        return msg("climb-pattern.special-ten", cards=cs)
    return Pattern(w, n, levels[-1])


def beat_verdict(cs: Iterable[Card], new: Pattern, standing: Pattern, standing_cards: Iterable[Card],
                 order: ClimbOrder) -> Verdict:
    """R-41: the same pattern with the same number of cards and a higher top."""
    cs, st = order.sort(cs), order.sort(standing_cards)
    if new.shape != standing.shape:
        return illegal("climb-pattern", msg("climb-pattern.shape", cards=cs, standing=st, got=new.describe(),
                                            need=standing.describe()))
    if new.top <= standing.top:
        key = "climb-low.equal" if new.top == standing.top else "climb-low"
        return illegal("climb-low", msg(key, cards=cs, standing=st, pattern=standing.describe()))
    return LEGAL


def _by_level(hand: Counter[Card], order: ClimbOrder) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {}
    for c in order.sort(hand.elements()):
        out.setdefault(order.level(c), []).append(c)
    return out


def _group_cards(cards_at: list[Card], n: int, order: ClimbOrder, single: bool) -> list[Card] | None:
    """n cards of one level for a group or a sequence (plain cards first); the special
    ten joins other cards only when it combines (option special_ten_combines)."""
    pool = cards_at if order.special_combines or single else [c for c in cards_at if c is not SPECIAL_TEN]
    return pool[:n] if len(pool) >= n else None


def _shapes(order: ClimbOrder) -> Iterator[tuple[int, int]]:
    for w in range(1, order.max_group + 1):
        yield (w, 1)
    if order.sequences:
        for length in (4, 5):
            yield (1, length)
        for w in range(2, order.max_group + 1):
            for length in range(3, order.seq_top + 2):
                yield (w, length)


def plays_of_shape(hand: Counter[Card], order: ClimbOrder, width: int, length: int, above: int = -1,
                   by: dict[int, list[Card]] | None = None) -> Iterator[tuple[Card, ...]]:
    """One play per top level > `above` of the given shape that the hand holds, low tops first."""
    by = by if by is not None else _by_level(hand, order)
    if length == 1:
        for lv in sorted(by):
            if lv > above:
                g = _group_cards(by[lv], width, order, width == 1)
                if g is not None:
                    yield tuple(g)
        return
    for top in range(max(above + 1, length - 1), order.seq_top + 1):
        run: list[Card] = []
        for lv in range(top - length + 1, top + 1):
            g = _group_cards(by.get(lv, []), width, order, False)
            if g is None:
                break
            run += g
        else:
            yield tuple(run)


def candidates(hand: Counter[Card], order: ClimbOrder) -> Iterator[tuple[Card, ...]]:
    """Every structurally distinct play of the hand: shapes in order, tops low to high."""
    by = _by_level(hand, order)
    for w, length in _shapes(order):
        yield from plays_of_shape(hand, order, w, length, -1, by)


def beating(hand: Counter[Card], standing: Pattern, order: ClimbOrder) -> Iterator[tuple[Card, ...]]:
    """The hand's plays that beat the standing pattern (R-41), lowest first."""
    if standing.width > order.max_group:
        return iter(())
    return plays_of_shape(hand, order, standing.width, standing.length, standing.top)

