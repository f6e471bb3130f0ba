"""What one seat knows of a hand, and deals sampled consistent with it (determinization).

`knowledge(game, seat)` reads only what that seat may know: its own hand, the
cards played, the voids shown by failed follows, its own burial, the calls
and declarations, the cards R-11 forced into the open (a failed throw's rest,
the blocker's beating cards), Taihu's shown level cards, the called card the
dealer cannot hold, and in the climbing games the heart-8 / special-ten
holders and what each declaration proves (xuan: 揪 holds no red five, 揣
holds a joker, the revealed red-five holders).

`sample_world(game, seat, rng)` returns a copy of the game whose hidden hands
(and hidden bottom) are one random deal consistent with that knowledge. Two
games that look the same from `seat` give the same samples for the same rng:
nothing here reads a hand the seat cannot see. Not modelled (a sample may
break it): the shape-duty hints of a follow (R-7, e.g. two singles on a pair
lead shows no pair in that suit) and the strength a bid or pass suggests.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations
from typing import TypeVar

from ..rules.cards import BJ, H5, LJ, SPECIAL_TEN, Card
from ..rules.climb.game import ClimbGame
from ..rules.climb.state import ClimbState
from ..rules.deal import Deal, full_deck
from ..rules.trick.game import TrickGame
from ..rules.trick.state import TrickState
from .seen import short_of_suit

_G = TypeVar("_G", TrickGame, ClimbGame, "TrickGame | ClimbGame")  # one engine's game, or either

BOTTOM = -1  # the holder id of the hidden bottom
D5 = Card.of("D", 5)
H8 = Card.of("H", 8)


@dataclass
class Knowledge:
    seat: int
    unseen: Counter[Card]                 # the cards the seat cannot place: in the hidden holders
    sizes: dict[int, int]                 # hidden holder -> how many cards it holds (BOTTOM for the bottom)
    fixed: dict[int, Counter[Card]] = field(default_factory=dict)   # cards known to be with that holder
    voids: dict[int, set[str]] = field(default_factory=dict)  # holder -> effective suits it cannot hold
    banned: dict[int, set[Card]] = field(default_factory=dict)  # holder -> cards it cannot hold
    must: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)  # holder holds one of these
    played: dict[int, list[Card]] = field(default_factory=dict)  # cards each seat played, in order
    suit_of: Callable[[Card], str] | None = None  # card -> effective suit (None: suits do not matter)


def _played_trick(g: TrickState) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {s: [] for s in range(g.n)}
    for t in g.tricks:
        for s, cs in t.plays:
            out[s].extend(cs)
    return out


def _played_climb(g: ClimbState) -> dict[int, list[Card]]:
    out: dict[int, list[Card]] = {s: [] for s in range(g.n)}
    for r in g.rounds:
        for s, cs in r.seq:
            if cs:
                out[s].extend(cs)
    return out


def knowledge(game: TrickState | ClimbState, seat: int) -> Knowledge:
    if isinstance(game, TrickState):
        return _trick_knowledge(game, seat)
    return _climb_knowledge(game, seat)


def _after(g: TrickState, tno: int, seat: int) -> Counter[Card]:
    """The cards `seat` played in trick `tno` and later."""
    out: Counter[Card] = Counter()
    for t in g.tricks:
        if t.number >= tno:
            for s, cs in t.plays:
                if s == seat:
                    out.update(cs)
    return out


def _seen_from(g: TrickState | ClimbState, me: int,
               played: dict[int, list[Card]]) -> tuple[Counter[Card], dict[int, int]]:
    """The cards `me` has seen nowhere (not in its hand, not played), and how
    many cards each other seat holds."""
    unseen = full_deck(g.rules) - Counter(g.hands[me])
    for cs in played.values():
        unseen -= Counter(cs)
    return unseen, {s: sum(g.hands[s].values()) for s in range(g.n) if s != me}


def _trick_knowledge(g: TrickState, me: int) -> Knowledge:
    played = _played_trick(g)
    unseen, sizes = _seen_from(g, me, played)
    if g.bottom and me != g.dealer:
        sizes[BOTTOM] = len(g.bottom)
    elif g.bottom:  # the dealer buried it: known
        unseen -= Counter(g.bottom)
    k = Knowledge(me, unseen, sizes, played=played)
    k.voids = {h: set() for h in sizes}
    k.banned = {h: set() for h in sizes}
    k.fixed = {h: Counter() for h in sizes}
    o = g.order
    if o is not None:
        k.suit_of = o.esuit
        for t in g.tricks:
            if not t.plays:
                continue
            need = sum(c.size for c in t.lead)
            for i, (s, cs) in enumerate(t.plays):
                if i and s != me and short_of_suit(cs, t.led_suit, need, o.info):
                    k.voids[s].add(t.led_suit)
            if t.attempted and t.plays[0][0] != me:  # the rest of a failed throw is known
                thrower = t.plays[0][0]
                rest = Counter(t.attempted) - Counter(t.plays[0][1])
                k.fixed[thrower] += rest - _after(g, t.number + 1, thrower)
            b = t.block  # the cards that beat a failed throw were shown, and who holds them
            if b is not None and b.seat != me:
                k.fixed[b.seat] |= Counter(b.cards) - _after(g, t.number, b.seat)
    for s, shown in g.shows.items():  # cards shown for the deal (Taihu)
        # the dealer may have buried a shown card: only the others' shows stay placed
        if s != me and shown and (s != g.dealer or g.phase in ("show", "trump")):
            k.fixed[s] |= Counter(shown) - Counter(played[s])
    if g.called is not None and not g.solo and g.dealer is not None and g.dealer != me:  # a friend call
        k.banned[g.dealer].add(g.called)
        if BOTTOM in sizes and g.rules.opt("solo_counts_bottom"):
            k.banned[BOTTOM].add(g.called)
    _clip_fixed(k)
    return k


def _climb_knowledge(g: ClimbState, me: int) -> Knowledge:
    played = _played_climb(g)
    unseen, sizes = _seen_from(g, me, played)
    k = Knowledge(me, unseen, sizes, played=played)
    k.voids = {h: set() for h in sizes}
    k.banned = {h: set() for h in sizes}
    k.fixed = {h: Counter() for h in sizes}

    def place(card: Card, s: int) -> None:
        if s != me and card not in played[s]:
            k.fixed[s][card] = 1

    if g.xuan:
        from ..rules.climb import declare_xuan as dx
        place(H8, g.heart8_holder())  # the heart-8 holder leads: everybody knows who
        if g.revealed:
            for c in dx.RED5:
                for s, h in enumerate(g.deal.hands):
                    if c in h:
                        place(c, s)
        calls = g.calls
        if "jiu" in calls and calls["jiu"] != me:
            k.banned[calls["jiu"]] |= {H5, D5}
        for kind in ("chuai", "tianchuai") + (("fanchuai",) if g.rules.opt("fanchuai_needs_joker") else ()):
            who = calls.get(kind)
            if who is not None and who != me and not any(c in (BJ, LJ) for c in played[who]):
                k.must.append((who, (BJ, LJ)))
        who = calls.get("tianxuan")
        if who is not None and who != me and not any(c in dx.RED5 for c in played[who]):
            k.must.append((who, dx.RED5))
    else:
        from ..rules.climb import declare_duxiao
        place(SPECIAL_TEN, declare_duxiao.special_holder(g))  # the declarations start with its holder
    _clip_fixed(k)
    return k


def _clip_fixed(k: Knowledge) -> None:
    """Keep fixed cards the pool can supply (a record's oddity must never make sampling fail)."""
    left = Counter(k.unseen)
    for h in sorted(k.fixed, key=lambda h: (h == BOTTOM, h)):
        f = k.fixed[h] & left
        while sum(f.values()) > k.sizes[h]:
            c = max(f.elements(), key=lambda c: c.idx)
            f[c] -= 1
            f += Counter()
        k.fixed[h] = f
        left -= f


# ------------------------------------------------------------------ sampling
def sample_hands(k: Knowledge, rng: random.Random) -> dict[int, Counter[Card]]:
    """One assignment of the unseen cards to the hidden holders consistent with `k`."""
    pool = Counter(k.unseen)
    out = {h: Counter(k.fixed.get(h, ())) for h in k.sizes}
    for h in out:
        pool -= out[h]
    cap = {h: k.sizes[h] - sum(out[h].values()) for h in k.sizes}
    holders = sorted(k.sizes)
    for h, choices in k.must:  # one of these cards, if the pool still has one and h has room
        if h in cap and cap[h] > 0 and not any(out[h][c] for c in choices):
            avail = [c for c in choices if pool[c] and c not in k.banned.get(h, ())]
            if avail:
                c = rng.choice(avail)
                out[h][c] += 1
                pool[c] -= 1
                cap[h] -= 1

    def elig(c: Card) -> tuple[int, ...]:
        suit = k.suit_of(c) if k.suit_of else None
        return tuple(h for h in holders if (suit is None or suit not in k.voids.get(h, ()))
                     and c not in k.banned.get(h, ()))

    cards = [c for c, n in sorted(pool.items(), key=lambda x: x[0].idx) for _ in range(n)]
    rng.shuffle(cards)
    who = {c: elig(c) for c in pool}  # once per distinct card: the decks' copies share it
    groups: dict[tuple[int, ...], list[Card]] = {}
    for c in cards:
        groups.setdefault(who[c], []).append(c)
    everyone = tuple(holders)
    restricted = [e for e in groups if e != everyone]
    need = {e: len(groups[e]) for e in restricted}
    # the most restricted cards first; each choice keeps Hall's condition for the rest
    for e in sorted(restricted, key=len):
        for c in groups[e]:
            need[e] -= 1
            opts = [h for h in e if cap[h] > 0]
            rng.shuffle(opts)
            opts.sort(key=lambda h: -cap[h] * rng.random())
            for h in opts:
                cap[h] -= 1
                if _feasible(need, cap):
                    out[h][c] += 1
                    break
                cap[h] += 1
            else:  # no holder keeps the rest placeable: the knowledge is contradictory; place it anyway
                h = max(holders, key=lambda h: cap[h])
                cap[h] -= 1
                out[h][c] += 1
    rest = groups.get(everyone, [])
    i = 0
    for h in holders:
        take = max(0, cap[h])
        out[h].update(rest[i:i + take])
        i += take
    return out


def _feasible(need: dict[tuple[int, ...], int], cap: dict[int, int]) -> bool:
    """Hall's condition: every set of restricted card groups fits the room of the holders it may go to."""
    groups = [e for e, n in need.items() if n > 0]
    for r in range(1, len(groups) + 1):
        for sub in combinations(groups, r):
            demand = sum(need[e] for e in sub)
            room = sum(max(0, cap[h]) for h in set().union(*sub))
            if demand > room:
                return False
    return True


def sample_world(game: _G, seat: int, rng: random.Random, k: Knowledge | None = None) -> _G:
    """A copy of `game` with every hand but `seat`'s (and a hidden bottom) replaced by a consistent sample."""
    k = k or knowledge(game, seat)
    hands = sample_hands(k, rng)
    w = clone(game)
    for h, cs in hands.items():
        if h == BOTTOM:
            w.bottom = list(cs.elements())
        else:
            w.hands[h] = cs
    if isinstance(game, ClimbState) and isinstance(w, ClimbState):
        w.deal = _climb_deal(game, w, k, rng)
    elif isinstance(game, TrickState) and isinstance(w, TrickState):
        _trick_deal(game, w, k)
    return w


def _trick_deal(g: TrickState, w: TrickState, k: Knowledge) -> None:
    """The sampled world's deal and the dealer's held hand, so that no field of the copy keeps a hidden card."""
    n, size = g.n, g.rules.hand_size
    hands, extra = [], []
    for s in range(g.n):
        if s == k.seat:
            hands.append(g.deal.hands[s])
            continue
        cs = list(k.played[s]) + list(w.hands[s].elements())
        hands.append(tuple(cs[:size]))
        extra += cs[size:]  # the dealer's hand with the bottom taken, not yet buried
    bottom = g.deal.bottom if k.seat == g.dealer and g.dealer is not None else tuple(extra + list(w.bottom))
    if len(bottom) == g.rules.bottom_size and all(len(h) == size for h in hands) and len(hands) == n:
        w.deal = Deal(tuple(hands), tuple(bottom), g.deal.first_bidder, g.deal.levels, g.deal.first_to_show)
    if g.dealer is not None and g.dealer != k.seat and g.dealer_held:
        d = g.dealer
        w.dealer_held = Counter(k.played[d]) + w.hands[d] + Counter(w.bottom)


def _climb_deal(g: ClimbState, w: ClimbState, k: Knowledge, rng: random.Random) -> Deal:
    """The deal as it would have been: cards played, then the hand; xuan's first cards honour 天宣/天揣."""
    hands = []
    for s in range(g.n):
        if s == k.seat:
            hands.append(g.deal.hands[s])
            continue
        cs = list(k.played[s]) + list(w.hands[s].elements())
        rng.shuffle(cs)
        if g.xuan:
            calls = g.calls
            front = []
            if calls.get("tianxuan") == s:
                front += [c for c in cs if c in (H5, D5)][:1]
            if calls.get("tianchuai") == s:
                front += [c for c in cs if c in (BJ, LJ)][:1]
            for c in front:
                cs.remove(c)
            cs = front + cs
        hands.append(tuple(cs))
    return Deal(tuple(hands), g.deal.bottom, g.deal.first_bidder, g.deal.levels, g.deal.first_to_show)


def clone(game: _G) -> _G:
    """A cheap independent copy: the engine's clone() (both engines have one)."""
    return game.clone()
