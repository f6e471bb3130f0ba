"""The exact best service of a lead's components by a set of cards (R-7).

Components are served in processing order: most cards, then wider groups, then
longer runs. A tractor component takes a tractor of its width and length,
else as many groups of its width as it has, then narrower groups down to
pairs (a triple tractor: triples, then pairs; never a pair tractor). A triple
takes a triple, else a pair; a pair a pair; singles are free.

Every tractor (size 4 or more) comes before every triple (3) and pair (2), so
the search runs over the tractor components only: each tries every run
placement, or every choice of groups, memoised on the cards left. What is
left then serves the triples and pairs, where only counts matter, greedily.
Faces that can never join a run (no adjacent face held twice) are
interchangeable by count, which keeps the group choices few.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable

from ..cards import Card
from .order import TrumpOrder
from .patterns import Component


def processing_order(comps: Iterable[Component]) -> list[Component]:
    return sorted(comps, key=lambda k: (-k.size, -k.width, -k.length, -k.top))


@dataclass(frozen=True)
class Served:
    """What one component gets: its sub-vector, and the cards, as (face, width) groups."""
    component: Component
    vector: tuple[int, ...]  # tractor components: (tractor?, groups of width w, w-1, …, 2); others: (w, …, 2)
    tractor: bool
    groups: tuple[tuple[Card, int], ...]

    def cards(self) -> list[Card]:
        return [c for c, w in self.groups for _ in range(w)]


def _vector_len(comp: Component) -> int:
    return (comp.width - 1) + (1 if comp.length >= 2 else 0)


def best_service(pool: Counter, comps: list[Component], order: TrumpOrder,
                 prefer: Counter | None = None) -> list[Served]:
    """The lexicographically best service of `comps` (already in processing order) by `pool`.

    Among equally good services, the one using most of `prefer` (then the lowest cards) is chosen.
    """
    prefer = prefer or Counter()
    info = order.info
    served_comps = [c for c in comps if c.width >= 2]
    tcomps = [c for c in served_comps if c.length >= 2]
    gcomps = [c for c in served_comps if c.length == 1]
    faces = sorted((c for c, n in pool.items() if n), key=lambda c: info[c].key)
    counts = tuple(pool[c] for c in faces)
    if not tcomps:
        return _serve_groups(faces, list(counts), gcomps, prefer, info)[0]
    chain_at = {info[c].chain: i for i, c in enumerate(faces) if info[c].chain is not None}
    search = _Search(faces, chain_at, tcomps, gcomps, prefer, info)
    return search.run(counts)


def _overlap(face: Card, width: int, prefer: Counter) -> int:
    return min(prefer[face], width)


def _serve_groups(faces: list[Card], counts: list[int], gcomps: list[Component], prefer: Counter, info
                  ) -> tuple[list[Served], tuple[int, ...]]:
    """Greedy service of triples then pairs (only counts matter); returns (served, overlaps with prefer)."""
    out: list[Served] = []
    overlaps: list[int] = []
    for comp in gcomps:
        vec: list[int] = []
        groups: tuple[tuple[Card, int], ...] = ()
        for width in range(comp.width, 1, -1):
            if groups:
                vec.append(0)
                continue
            cands = [i for i, n in enumerate(counts) if n >= width]
            if not cands:
                vec.append(0)
                continue
            i = min(cands, key=lambda i: (-_overlap(faces[i], width, prefer), counts[i] != width, info[faces[i]].key))
            counts[i] -= width
            overlaps.append(_overlap(faces[i], width, prefer))
            groups = ((faces[i], width),)
            vec.append(1)
        if not groups:
            overlaps.append(0)
        out.append(Served(comp, tuple(vec), False, groups))
    return out, tuple(overlaps)


class _Search:
    """Memoised search over the tractor components' placements."""

    def __init__(self, faces, chain_at, tcomps, gcomps, prefer, info):
        self.faces, self.chain_at, self.tcomps, self.gcomps = faces, chain_at, tcomps, gcomps
        self.prefer, self.info = prefer, info
        self.memo: dict[tuple[int, tuple[int, ...]], tuple] = {}

    def run(self, counts: tuple[int, ...]) -> list[Served]:
        _, _, served = self._go(0, counts)
        return served

    def _go(self, i: int, counts: tuple[int, ...]):
        """(vectors of comps i.., overlaps, served list) for the best service from `counts`.

        Overlaps with `prefer` are compared component by component, so the larger components
        take the preferred cards first."""
        key = (i, counts)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        if i == len(self.tcomps):
            served, ov = _serve_groups(self.faces, list(counts), self.gcomps, self.prefer, self.info)
            res = (tuple(s.vector for s in served), ov, served)
        else:
            comp = self.tcomps[i]
            opts = self._options(comp, counts)
            top = max(o[0] for o in opts)
            best = None
            for vec, tractor, groups, left, ov in opts:
                if vec != top:
                    continue
                rest_vec, rest_ov, rest = self._go(i + 1, left)
                score = (rest_vec, (ov,) + rest_ov)
                if best is None or score > best[0]:
                    best = (score, Served(comp, vec, tractor, groups), rest)
            (rest_vec, ovs), first, rest = best
            res = ((top,) + rest_vec, ovs, [first] + rest)
        self.memo[key] = res
        return res

    def _options(self, comp: Component, counts: tuple[int, ...]):
        """Every way to serve a tractor component: (vector, tractor?, groups, counts left, overlap)."""
        w, n = comp.width, comp.length
        faces, prefer = self.faces, self.prefer
        opts = []
        for start, i0 in self.chain_at.items():
            idx = [self.chain_at.get(start + k) for k in range(n)]
            if all(i is not None and counts[i] >= w for i in idx):
                left = list(counts)
                for i in idx:
                    left[i] -= w
                groups = tuple((faces[i], w) for i in reversed(idx))
                ov = sum(_overlap(faces[i], w, prefer) for i in idx)
                opts.append(((1, n) + (0,) * (w - 2), True, groups, tuple(left), ov))
        if opts:
            return opts
        partial = [((), (), counts, 0)]
        for width in range(w, 1, -1):
            nxt = []
            for vec, groups, left, ov in partial:
                slots = n - sum(vec)
                for pick in self._group_choices(left, width, slots):
                    lf = list(left)
                    for i in pick:
                        lf[i] -= width
                    nxt.append((vec + (len(pick),), groups + tuple((faces[i], width) for i in pick), tuple(lf),
                                ov + sum(_overlap(faces[i], width, prefer) for i in pick)))
            partial = nxt
        return [((0,) + vec, False, groups, left, ov) for vec, groups, left, ov in partial]

    def _group_choices(self, counts: tuple[int, ...], width: int, slots: int) -> list[tuple[int, ...]]:
        """Sets of `slots` (or as many as there are) faces holding `width`+ cards; interchangeable
        faces (never in a run, same count, same overlap) are taken lowest first."""
        elig = [i for i, n in enumerate(counts) if n >= width]
        k = min(slots, len(elig))
        if k == 0:
            return [()]
        free: dict[tuple[int, int], list[int]] = {}
        linked: list[int] = []
        for i in elig:
            if self._may_run(i, counts):
                linked.append(i)
            else:
                free.setdefault((counts[i], _overlap(self.faces[i], width, self.prefer)), []).append(i)
        classes = list(free.values())
        out: list[tuple[int, ...]] = []
        for j in range(max(0, k - sum(len(c) for c in classes)), min(k, len(linked)) + 1):
            for chosen in combinations(linked, j):
                for rest in _class_picks(classes, k - j):
                    out.append(tuple(sorted(chosen + rest)))
        return out

    def _may_run(self, i: int, counts: tuple[int, ...]) -> bool:
        ch = self.info[self.faces[i]].chain
        if ch is None:
            return False
        for d in (-1, 1):
            j = self.chain_at.get(ch + d)
            if j is not None and counts[j] >= 2:
                return True
        return False


def _class_picks(classes: list[list[int]], k: int) -> list[tuple[int, ...]]:
    """Ways to take k faces from classes of interchangeable faces (lowest of each class first)."""
    if k == 0:
        return [()]
    if not classes:
        return []
    first, rest = classes[0], classes[1:]
    cap = sum(len(c) for c in rest)
    out = []
    for take in range(max(0, k - cap), min(k, len(first)) + 1):
        for tail in _class_picks(rest, k - take):
            out.append(tuple(first[:take]) + tail)
    return out
