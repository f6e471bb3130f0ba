"""Throws (甩牌): the maximality check against every other hand (R-10) and the
replacement of a failed throw by its weakest beaten component (R-11)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..cards import Card
from .follow import find_run
from .order import TrumpOrder
from .patterns import Component


@dataclass(frozen=True)
class Block:
    component: Component   # the throw's component that is beaten
    seat: int              # who could beat it
    cards: tuple[Card, ...]  # with what


def beater(comp: Component, pool: Counter[Card] | dict[Card, int], order: TrumpOrder) -> tuple[Card, ...] | None:
    """A component of the same kind ranked above `comp` that `pool` (one suit) holds."""
    info = order.info
    if comp.length >= 2:
        run = find_run(pool, comp.width, comp.length, order, above=comp.top)
        return tuple(c for c in reversed(run) for _ in range(comp.width)) if run else None
    best, best_key, width = None, comp.top, comp.width
    for c, n in pool.items():  # the highest above the top; the first of equal keys
        if n >= width:
            k = info[c].key
            if k > best_key:
                best, best_key = c, k
    return (best,) * width if best is not None else None


def throw_blocks(comps: list[Component], suit: str, thrower: int, hands: list[Counter[Card]],
                 order: TrumpOrder) -> list[Block]:
    """Every component of the throw some other single player could beat, with that player."""
    info = order.info
    blocks: list[Block] = []
    for seat, hand in enumerate(hands):
        if seat == thrower:
            continue
        pool = {c: n for c, n in hand.items() if n and info[c].esuit == suit}  # read only: no Counter needed
        if not pool:
            continue
        for comp in comps:
            b = beater(comp, pool, order)
            if b is not None:
                blocks.append(Block(comp, seat, b))
    return blocks


def weakest(blocks: list[Block]) -> Block:
    """R-11: fewest cards, then lowest rank; the first such block."""
    return min(blocks, key=lambda b: (b.component.size, b.component.top))
