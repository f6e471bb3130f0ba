"""Following a lead: the count, the suit duty (R-6) and the shape duty (R-7).

The shape duty is measured as a *profile*: the lead's components are taken
largest first; for each, the best the cards can give — a tractor of the same
shape, else as many groups of its width as it has, else groups one narrower,
down to pairs (singles are free). A follow keeps the duty when its profile is
as good as the profile of every led-suit card the follower holds.
"""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from ..cards import Card
from ..messages import Seat, msg, term
from ..verdict import LEGAL, Verdict, illegal
from .order import TrumpOrder
from .patterns import Component


def processing_order(comps: Iterable[Component]) -> list[Component]:
    return sorted(comps, key=lambda k: (-k.size, -k.width, -k.length, -k.top))


def find_run(pool: Counter, width: int, length: int, order: TrumpOrder, above: int | None = None
             ) -> list[Card] | None:
    """The lowest run of `length` adjacent ranks each held `width`+ times (optionally topping above a key)."""
    info = order.info
    cand = sorted((c for c, n in pool.items() if n >= width and info[c].chain is not None),
                  key=lambda c: (info[c].esuit, info[c].chain))
    run: list[Card] = []
    for c in cand:
        if run and info[c].esuit == info[run[-1]].esuit and info[c].chain == info[run[-1]].chain + 1:
            run.append(c)
        else:
            run = [c]
        if len(run) >= length:
            window = run[-length:]
            if above is None or info[window[-1]].key > above:
                return window
    return None


def _take_groups(pool: Counter, width: int, count: int, order: TrumpOrder) -> list[Card]:
    """Take up to `count` groups of `width` identical cards, exact groups first, low first."""
    info = order.info
    cand = sorted((c for c, n in pool.items() if n >= width), key=lambda c: (pool[c] != width, info[c].key))
    taken = cand[:count]
    for c in taken:
        pool[c] -= width
    return taken


def profile(cards: Iterable[Card], comps: list[Component], order: TrumpOrder):
    """Return (vector, trace): trace[i] = (component, level, width, cards) for vector entry i."""
    pool = Counter(cards)
    vec: list[int] = []
    trace: list[tuple[Component, str, int, list[Card]]] = []
    for comp in comps:
        w, n = comp.width, comp.length
        if w == 1:
            continue
        if n >= 2:
            run = find_run(pool, w, n, order)
            if run:
                for c in run:
                    pool[c] -= w
                vec.append(1)
                trace.append((comp, "tractor", w, [c for c in run for _ in range(w)]))
                for width in range(w, 1, -1):
                    vec.append(n if width == w else 0)
                    trace.append((comp, "groups", width, []))
                continue
            vec.append(0)
            trace.append((comp, "tractor", w, []))
        slots = n
        for width in range(w, 1, -1):
            got = _take_groups(pool, width, slots, order)
            slots -= len(got)
            vec.append(len(got))
            trace.append((comp, "groups", width, [c for c in got for _ in range(width)]))
    return vec, trace


def check_follow(seat: int, hand: Counter, play: tuple[Card, ...], lead: list[Component],
                 led_suit: str, order: TrumpOrder, shape_duty: bool = True) -> Verdict:
    """Judge a follow (the play is known to be in the hand)."""
    need = sum(c.size for c in lead)
    if len(play) != need:
        return illegal("follow-count", msg("follow-count", need=need, got=len(play)))
    info = order.info
    held = [c for c, n in hand.items() for _ in range(n) if info[c].esuit == led_suit]
    in_suit = [c for c in play if info[c].esuit == led_suit]
    must = min(need, len(held))
    if len(in_suit) < must:
        return illegal("follow-suit", msg("follow-suit", held=order.sort(held), suit=term("suit." + led_suit),
                                          need=must, got=len(in_suit)))
    if shape_duty and len(held) > need:
        comps = processing_order(lead)
        best, trace = profile(held, comps, order)
        mine, _ = profile(in_suit, comps, order)
        if mine < best:
            i = next(i for i, (a, b) in enumerate(zip(mine, best)) if a != b)
            comp, level, width, cs = trace[i]
            if level == "groups":  # name every group of that width the follower holds
                cnt = Counter(held)
                cs = [c for c in cnt if cnt[c] >= width for _ in range(width)]
            return illegal("follow-shape", _shape_reason(comp, level, width, best[i], cs, lead, order))
    return LEGAL


_GROUP_TERM = {2: "pair", 3: "triple"}


def _shape_reason(comp: Component, level: str, width: int, count: int, held: list[Card],
                  lead: list[Component], order: TrumpOrder):
    if level == "tractor":
        required = msg("req.tractor", width=term(_GROUP_TERM[comp.width]), length=comp.length)
    elif count == 1:
        required = msg("req.one", group=term(_GROUP_TERM[width]))
    else:
        required = msg("req.many", group=term(_GROUP_TERM[width]), n=count)
    return msg("follow-shape", held=order.sort(held), led=term(comp.kind), lead=order.sort(comp.cards),
               required=required)


def follow_suit_cards(hand: Counter, led_suit: str, order: TrumpOrder) -> list[Card]:
    info = order.info
    return [c for c, n in hand.items() for _ in range(n) if info[c].esuit == led_suit]


__all__ = ["check_follow", "profile", "processing_order", "find_run", "follow_suit_cards", "Seat"]
