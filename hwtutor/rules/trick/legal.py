"""Legal-action listings for the seat to act (hints, bots, drills).

Plays are listed by structure, never as all subsets of a hand: every single,
pair, triple and tractor of a lead, the whole-suit throw, and for a follow the
structures the shape duty asks for with a few choices of filler cards
(lowest, highest, most points). Every listed play is legal by construction, so
the listing never asks `check` (tests/property confirms each listed play with
it); `legal_plays` vouches for them, and `apply` of one does not judge it again.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from itertools import combinations
from typing import TYPE_CHECKING

from ..actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from ..cards import ALL_CARDS, H5, Card
from ..deal import LEVEL_RANK
from .order import TrumpOrder, dense_ranks
from .patterns import Component
from .resolve import Trick
from .shape import best_service, processing_order

if TYPE_CHECKING:
    from .state import TrickState


def _expand(hand: dict[Card, int]) -> list[Card]:
    return [c for c, n in hand.items() for _ in range(n)]


def structures(pool: dict[Card, int], order: TrumpOrder, triples: bool) -> list[tuple[Card, ...]]:
    """Every single, pair, triple and tractor (all lengths) that `pool` holds."""
    out: list[tuple[Card, ...]] = []
    for c, n in pool.items():
        out.append((c,))
        if n >= 2:
            out.append((c, c))
        if n >= 3 and triples:
            out.append((c, c, c))
    for width in (2, 3) if triples else (2,):
        for run in _runs(pool, order, width):
            for i in range(len(run)):
                for j in range(i + 2, len(run) + 1):
                    out.append(tuple(x for x in run[i:j] for _ in range(width)))
    return out


def _runs(pool: dict[Card, int], order: TrumpOrder, width: int) -> list[list[Card]]:
    """The maximal runs of adjacent faces held `width`+ times, each low to high."""
    info = order.info
    chained = sorted((c for c, n in pool.items() if n >= width and info[c].chain is not None),
                     key=order.chain_key)
    runs: list[list[Card]] = []
    last = None
    for c in chained:
        i = info[c]
        if last is not None and last.esuit == i.esuit and last.chain is not None and last.chain + 1 == i.chain:
            runs[-1].append(c)
        else:
            runs.append([c])
        last = i
    return runs


def _one_component(pool: dict[Card, int], order: TrumpOrder) -> bool:
    """Whether the cards of `pool` (one effective suit) are one component (R-5), as
    `decompose` would tell: one face, or faces held equally often (twice or more) whose
    chain places run without a gap (a tractor)."""
    if len(pool) == 1:
        return True
    widths = set(pool.values())
    if len(widths) != 1 or widths.pop() < 2:
        return False
    info = order.info
    chains = [ch for c in pool if (ch := info[c].chain) is not None]
    if len(chains) != len(pool):  # a card outside every chain
        return False
    return max(chains) - min(chains) == len(chains) - 1


def _shaped(pool: dict[Card, int], shape: tuple[int, int], order: TrumpOrder) -> list[tuple[Card, ...]]:
    """The structures of `pool` of exactly one shape (width, length), in `structures`' order."""
    width, length = shape
    if length == 1:
        return [(c,) * width for c, n in pool.items() if n >= width]
    out: list[tuple[Card, ...]] = []
    for run in _runs(pool, order, width):
        for i in range(len(run) - length + 1):
            out.append(tuple(x for x in run[i:i + length] for _ in range(width)))
    return out


def _lead_options(g: TrickState, seat: int, o: TrumpOrder) -> list[tuple[Card, ...]]:
    """Every lead listed, each legal by construction: one structure of one suit always is;
    the whole-suit throw unless trumps may not be thrown (trump_throws) or the seat is
    banned from throwing (Jiande, R-12); a Taihu heart-5 lead only from a hand of nothing
    else (R-32)."""
    hand = g.hands[seat]
    info = o.info
    by_suit: dict[str, dict[Card, int]] = {}
    for c, n in hand.items():
        if n:
            by_suit.setdefault(info[c].esuit, {})[c] = n
    may_throw = not g.throw_banned(seat)
    trump_throws = g.rules.opt("trump_throws")
    triples = g.rules.triples
    out: list[tuple[Card, ...]] = []
    for suit, pool in by_suit.items():
        if g.rules.rotten_red5 and H5 in pool:
            pool = {c: n for c, n in pool.items() if c is not H5}
            if not pool:  # a heart 5 may lead only when nothing else is left
                if len(by_suit) == 1:
                    out += [(H5,) * k for k in range(1, hand[H5] + 1)]
                continue
        out += structures(pool, o, triples)
        if may_throw and (suit != "T" or trump_throws) and not _one_component(pool, o):
            out.append(tuple(_expand(pool)))
    return out


_FILL_KEYS: dict[TrumpOrder, tuple[Callable[[Card], int], ...]] = {}


def _fill_keys(order: TrumpOrder) -> tuple[Callable[[Card], int], ...]:
    """The four filler orders' sort keys per card, built once per trump order (dict lookups
    in C instead of a Python key function per card and sort)."""
    keys = _FILL_KEYS.get(order)
    if keys is None:
        info = order.info
        keys = _FILL_KEYS[order] = tuple(dense_ranks({c: f(c, i) for c, i in info.items()}).__getitem__ for f in (
            lambda c, i: (i.esuit == "T", c.points > 0, i.key),  # cheap discards
            lambda c, i: (i.key,),                                # lowest
            lambda c, i: (-c.points, i.key),                      # give points
            lambda c, i: (-i.key,),                               # highest
        ))
    return keys


def _fill(base: list[Card], rest: dict[Card, int], k: int, order: TrumpOrder) -> list[tuple[Card, ...]]:
    """`base` plus k filler cards from `rest`, chosen a few ways."""
    if k == 0:
        return [tuple(base)]
    if k == 1:  # the four ways' first cards, then every other card (the listing drops repeats anyway)
        faces = [c for c, n in rest.items() if n]
        if not faces:
            return []
        base_t = tuple(base)
        firsts = [min(faces, key=key) for key in _fill_keys(order)]  # a stable sort's first
        return [base_t + (c,) for c in dict.fromkeys(firsts + faces)]
    cards = _expand(rest)
    if len(cards) < k:
        return []
    ways = [sorted(cards, key=key) for key in _fill_keys(order)]
    out = [tuple(base) + tuple(w[:k]) for w in ways]
    if k == 2 and len(set(cards)) <= 16:
        out += [tuple(base) + pair for pair in combinations(sorted(set(cards), key=lambda c: c.idx), 2)]
    return out


def follow_options(trick: Trick, o: TrumpOrder, hand: Mapping[Card, int], triples: bool) -> list[tuple[Card, ...]]:
    """Every follow of `trick` from `hand`, each legal by construction (R-6, R-7): see `_structured`.
    (bots/claims.py asks it for hands sampled in a world it does not build as a game.)"""
    info = o.info
    need = sum(c.size for c in trick.lead)
    led = trick.led_suit
    suit_pool: dict[Card, int] = {}
    other: dict[Card, int] = {}
    for c, n in hand.items():
        if n:
            (suit_pool if info[c].esuit == led else other)[c] = n
    held = sum(suit_pool.values())
    if held <= need:
        # every play of the lead's size holding all the led-suit cards is legal (R-6; the
        # shape duty asks nothing of a follower without more of the suit than that)
        out = _fill(_expand(suit_pool), other, need - held, o)
        if held == 0 and led != "T":  # ruffs: trump structures in the lead's pattern
            trumps = {c: n for c, n in other.items() if info[c].esuit == "T"}
            out += _structured(trumps, trick.lead, need, o, triples)
        return out
    return _structured(suit_pool, trick.lead, need, o, triples)


def _structured(pool: dict[Card, int], lead: list[Component], need: int, o: TrumpOrder,
                triples: bool) -> list[tuple[Card, ...]]:
    """Plays of `need` cards from `pool` that give the lead's components the best structure:
    for a single lead component every structure of its own shape, then the cards of the
    pool's best service (R-7) with varied fillers. Each keeps the shape duty: a superset of
    the best service's cards serves at least as well, and no subset of the pool serves
    better (the exact best of shape.py is monotone in the cards)."""
    if sum(pool.values()) < need:
        return []
    shaped: list[tuple[Card, ...]] = []
    if len(lead) == 1:  # a single component: every structure of its shape, or fillers
        shaped = _shaped(pool, lead[0].shape, o)
    comps = lead if len(lead) == 1 else processing_order(lead)
    base = [c for served in best_service(pool, comps, o) for c in served.cards()]
    used = Counter(base)
    rest = {c: n - used[c] for c, n in pool.items() if n > used[c]}
    return shaped + _fill(base, rest, need - len(base), o)


def legal_plays(g: TrickState, limit: int = 200) -> list[Play]:
    seat = g.to_act
    if g.phase != "play" or seat is None:
        return []
    o, trick = g.order, g.current  # read once, asserted not known_*: every listing of a search passes here
    assert o is not None and trick is not None  # trump is set and a trick is open in the play
    cands = _lead_options(g, seat, o) if not trick.plays else follow_options(trick, o, g.hands[seat], g.rules.triples)
    sort = o.sort
    seen: set[tuple[Card, ...]] = set()
    out: list[Play] = []
    for cs in cands:
        if cs.count(cs[0]) != len(cs):  # copies of one card are in playing order already
            cs = tuple(sort(cs))  # the playing order: one key per multiset
        if cs in seen:
            continue
        seen.add(cs)
        out.append(Play(seat, cs))
        if len(out) >= limit:
            break
    g._vouch_all(out)
    return out


def legal_actions(g: TrickState, limit: int = 200) -> list[Action]:
    seat = g.to_act
    if seat is None:
        return []
    rs = g.rules
    if g.phase == "bid":
        if seat in g.passed:
            return []
        # the bids _check_bid accepts: a multiple of 5 from the opening minimum (or 5 over the
        # standing bid) up to bid_raise over it, within the variant's range
        lo = rs.bid_min if g.bid is None else g.bid + 5
        hi = min(rs.bid_max, (rs.bid_min if g.bid is None else g.bid) + rs.bid_raise)
        acts: list[Action] = [Pass(seat)]
        acts += [Bid(seat, b) for b in range(rs.bid_min, rs.bid_max + 1, 5) if lo <= b <= hi and b % 5 == 0]
        for a in acts:
            g._vouch(a)
        return acts
    if g.phase == "trump":
        return [a for a in (ChooseTrump(seat, s) for s in "SHCD") if g.can(a)]
    if g.phase == "show":
        own = LEVEL_RANK[g.deal.levels[seat]]
        mine = [(c, n) for c, n in g.hands[seat].items() if n and not c.is_joker and c.rank == own]
        shows: list[tuple[Card, ...]] = [()]
        for c, n in mine:
            shows = [s + (c,) * k for s in shows for k in range(n + 1)]
        return [Show(seat, s) for s in shows]
    if g.phase == "bury":
        return [a for a in _burials(g, seat) if g.can(a)]
    if g.phase == "call":
        cands = [c for c in ALL_CARDS if not c.special and not c.is_joker and 2 <= c.rank <= 10]
        return [a for a in (Call(seat, c) for c in cands) if g.can(a)]
    if g.phase == "play":
        return list(legal_plays(g, limit))
    return []


def _burials(g: TrickState, seat: int) -> list[Bury]:
    o, n = g.known_order, g.rules.bottom_size
    cards = _expand(g.hands[seat])
    info = o.info
    ways = [
        sorted(cards, key=lambda c: (info[c].esuit == "T", c.points > 0, info[c].key)),
        sorted(cards, key=lambda c: (info[c].esuit == "T", info[c].key)),
        sorted(cards, key=lambda c: (info[c].key,)),
        sorted(cards, key=lambda c: (c is H5, info[c].esuit == "T", -c.points, info[c].key)),
    ]
    out, seen = [], set()
    for w in ways:
        pick = tuple(o.sort(w[:n]))
        if pick not in seen:
            seen.add(pick)
            out.append(Bury(seat, pick))
    return out
