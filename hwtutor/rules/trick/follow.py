"""Following a lead: the count, the suit duty (R-6) and the shape duty (R-7).

The shape duty is measured as a *profile*: the lead's components are served
largest first (most cards, then wider groups, then longer runs); each gets a
sub-vector saying what it was given — a tractor of its shape, else how many
groups of its width, then of each narrower width down to pairs (singles are
free). Profiles compare component by component from the largest. A follow
keeps the duty when its own best profile equals the best profile of every
led-suit card the follower holds.

Both bests are exact: every placement of runs and groups is searched
(`shape.py`), not the first one found.
"""
from __future__ import annotations

from collections import Counter

from ..cards import Card
from ..messages import Msg, Seat, msg, suit_term, term
from ..verdict import LEGAL, Verdict, illegal
from .order import CardInfo, TrumpOrder
from .patterns import Component
from .shape import Served, best_service, processing_order


def find_run(pool: Counter[Card] | dict[Card, int], width: int, length: int, order: TrumpOrder, above: int | None = None
             ) -> list[Card] | None:
    """The lowest run of `length` adjacent ranks each held `width`+ times (optionally topping above a key)."""
    info = order.info
    cand = sorted((c for c, n in pool.items() if n >= width and info[c].chain is not None), key=order.chain_key)
    run: list[Card] = []
    last: CardInfo | None = None  # the CardInfo of run[-1]
    for c in cand:
        i = info[c]
        if last is not None and i.esuit == last.esuit and last.chain is not None and i.chain == last.chain + 1:
            run.append(c)
        else:
            run = [c]
        last = i
        if len(run) >= length:
            window = run[-length:]
            if above is None or info[window[-1]].key > above:
                return window
    return None


def check_follow(seat: int, hand: Counter[Card], play: tuple[Card, ...], lead: list[Component],
                 led_suit: str, order: TrumpOrder, shape_duty: bool = True) -> Verdict:
    """Judge a follow (the play is known to be in the hand)."""
    need = sum(c.size for c in lead)
    if len(play) != need:
        return illegal("follow-count", msg("follow-count", need=need, got=len(play)))
    info = order.info
    held = Counter({c: n for c, n in hand.items() if n and info[c].esuit == led_suit})
    in_suit = [c for c in play if info[c].esuit == led_suit]
    must = min(need, sum(held.values()))
    if len(in_suit) < must:
        return illegal("follow-suit", msg("follow-suit", held=order.sort(held.elements()),
                                          suit=suit_term(led_suit), need=must, got=len(in_suit)))
    if shape_duty and sum(held.values()) > need and any(c.width >= 2 for c in lead):
        comps = processing_order(lead)
        played = Counter(in_suit)
        mine = best_service(played, comps, order)
        # the best leans on the cards actually played, so its example reads as a correction
        best = best_service(held, comps, order, prefer=played)
        if [s.vector for s in mine] < [s.vector for s in best]:
            return illegal("follow-shape", _shape_reason(mine, best, held, played, need, order))
    return LEGAL


_GROUP_TERM = {2: "pair", 3: "triple"}


def _what(s: Served) -> Msg:
    """What a component was given (or is owed), as a message: a tractor, or its groups by width."""
    comp = s.component
    if s.tractor:
        return msg("req.tractor", width=term(_GROUP_TERM[comp.width]), length=comp.length)
    k = 1 if comp.length >= 2 else 0
    parts = [msg("req.one", group=term(_GROUP_TERM[w])) if n == 1 else msg("req.many", group=term(_GROUP_TERM[w]), n=n)
             for w, n in zip(range(comp.width, 1, -1), s.vector[k:]) if n]
    return _joined(parts)


def _joined(parts: list[Msg]) -> Msg:
    if len(parts) == 1:
        return parts[0]
    return msg("req.and", first=parts[0], second=_joined(parts[1:]))


def _held_groups(s: Served, held: Counter[Card], order: TrumpOrder, every: bool = False) -> Msg:
    """The held cards that serve a component, named as they are held (a triple serving a pair is a triple);
    with `every`, all the held groups at least as wide as those it is owed, so that a hand with two pairs
    hears "two pairs", not "a pair" (issue 22 §1)."""
    if s.tractor:
        return msg("held.tractor", cards=order.sort(s.cards()))
    by_width: dict[int, list[Card]] = {}
    if every:
        least = min(w for _, w in s.groups)
        faces = [c for c in order.sort(held) if held[c] >= least]
    else:
        faces = [c for c, _ in s.groups]
    for c in faces:
        by_width.setdefault(held[c], []).append(c)
    parts: list[Msg] = []
    for w in sorted(by_width, reverse=True):
        faces = by_width[w]
        cs = order.sort(c for c in faces for _ in range(w))
        group = term(_GROUP_TERM.get(w, "triple"))
        parts.append(msg("held.one", group=group, cards=cs) if len(faces) == 1
                     else msg("held.many", group=group, n=len(faces), cards=cs))
    return _joined(parts)


def _shape_reason(mine: list[Served], best: list[Served], held: Counter[Card], played: Counter[Card], need: int,
                  order: TrumpOrder) -> Msg:
    i = next(i for i, (a, b) in enumerate(zip(mine, best)) if a.vector != b.vector)
    short, owed = mine[i], best[i]
    comp = owed.component
    gave = (msg("shape.gave", what=_what(short)) if any(short.vector) else msg("shape.gave-none"))
    example = _example(best, held, played, need, order)
    args = dict(led=term(comp.kind), lead=order.sort(comp.cards), owed=_what(owed), gave=gave, example=example)
    earlier = [s for s in mine[:i] if s.cards()]
    if not earlier:
        return msg("follow-shape", serve=_held_groups(owed, held, order, every=True), **args)
    args["serve"] = _held_groups(owed, held, order)
    used = order.sort(c for s in earlier for c in s.cards())
    if len(earlier) == 1:
        e = earlier[0].component
        to = msg("shape.to-one", kind=term(e.kind), cards=order.sort(e.cards))
    else:
        to = msg("shape.to-larger")
    return msg("follow-shape.after", used=used, to=to, **args)


def _example(best: list[Served], held: Counter[Card], played: Counter[Card], need: int,
             order: TrumpOrder) -> list[Card]:
    """One follow that keeps the duty: the best service, filled up with cards played, then the lowest."""
    base = Counter(c for s in best for c in s.cards())
    rest = held - base
    info = order.info
    fill = sorted(rest.elements(), key=lambda c: (-min(played[c], rest[c]), info[c].key))
    return order.sort(list(base.elements()) + fill[:need - sum(base.values())])


def follow_suit_cards(hand: Counter[Card], led_suit: str, order: TrumpOrder) -> list[Card]:
    info = order.info
    return [c for c, n in hand.items() for _ in range(n) if info[c].esuit == led_suit]


__all__ = ["check_follow", "processing_order", "find_run", "follow_suit_cards", "Seat"]
