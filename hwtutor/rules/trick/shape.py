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

Two facts keep the search small without losing exactness. A face that can
never join a run (no adjacent face held twice) is taken for groups before a
face of the same count that can: the counts left are the same and more runs
stay whole, so the other choice is never better. And a branch is cut when an
upper bound of what the later components could still get (each one's best
alone, from the cards left) does not beat the best found.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import combinations, product

from ..cards import Card
from .order import CardInfo, TrumpOrder
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


Vec = tuple[int, ...]
Groups = tuple[tuple[Card, int], ...]
# a way to serve a tractor component: (vector, tractor?, groups, counts left, overlap, faces used that could run)
_Option = tuple[Vec, bool, Groups, Vec, int, int]
# the best service of components i..: (their vectors, overlaps with prefer, what each is served)
_Result = tuple[tuple[Vec, ...], Vec, list[Served]]

_NO_PREFERENCE: Counter[Card] = Counter()  # shared, only ever read


def best_service(pool: Counter[Card] | dict[Card, int], comps: list[Component], order: TrumpOrder,
                 prefer: Counter[Card] | None = None) -> list[Served]:
    """The lexicographically best service of `comps` (already in processing order) by `pool`.

    The vectors are exact. Among equally good services the cards of `prefer` (a follow being
    explained) are tried first, then the lowest, and the first best one found is kept.
    """
    prefer = prefer or _NO_PREFERENCE
    info = order.info
    served_comps = [c for c in comps if c.width >= 2]
    tcomps = [c for c in served_comps if c.length >= 2]
    gcomps = [c for c in served_comps if c.length == 1]
    faces = sorted((c for c, n in pool.items() if n), key=lambda c: info[c].key)
    counts = tuple(pool[c] for c in faces)
    if not tcomps:
        return _serve_groups(faces, list(counts), gcomps, prefer, info)[0]
    chain_at = {ch: i for i, c in enumerate(faces) if (ch := info[c].chain) is not None}
    search = _Search(faces, chain_at, tcomps, gcomps, prefer, info)
    return search.run(counts)


def _overlap(face: Card, width: int, prefer: Counter[Card]) -> int:
    return min(prefer[face], width)


def _serve_groups(faces: list[Card], counts: list[int], gcomps: list[Component], prefer: Counter[Card],
                  info: dict[Card, CardInfo]) -> tuple[list[Served], tuple[int, ...]]:
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

    def __init__(self, faces: list[Card], chain_at: dict[int, int], tcomps: list[Component],
                 gcomps: list[Component], prefer: Counter[Card], info: dict[Card, CardInfo]):
        self.faces, self.chain_at, self.tcomps, self.gcomps = faces, chain_at, tcomps, gcomps
        self.prefer, self.info = prefer, info
        self.memo: dict[tuple[int, tuple[int, ...]], _Result] = {}
        self.chain_seq = sorted(chain_at.items())

    def run(self, counts: tuple[int, ...]) -> list[Served]:
        _, _, served = self._go(0, counts)
        return served

    def _go(self, i: int, counts: tuple[int, ...]) -> _Result:
        """(vectors of comps i.., overlaps, served list) for the best service from `counts`.

        Overlaps with `prefer` are compared component by component, so the larger components
        take the preferred cards first."""
        key = (i, counts)
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        if i == len(self.tcomps):
            served, overlaps = _serve_groups(self.faces, list(counts), self.gcomps, self.prefer, self.info)
            res: _Result = (tuple(s.vector for s in served), overlaps, served)
        else:
            comp = self.tcomps[i]
            opts = self._options(comp, counts)
            top = max(o[0] for o in opts)
            # likely winners first (cards played first when explaining, else runs kept whole), so the
            # bound below cuts the rest: no placement can beat a branch that reaches the bound
            cands = sorted((o for o in opts if o[0] == top),
                           key=(lambda o: (-o[4], o[5])) if self.prefer else (lambda o: (o[5], -o[4])))
            best: tuple[tuple[tuple[Vec, ...], Vec], Served, list[Served]] | None = None
            ceiling = self._bound(i + 1, counts) if len(cands) > 1 else None  # nothing left can do better
            for vec, tractor, groups, left, ov, _ in cands:
                if best is not None and (best[0][0] == ceiling or self._bound(i + 1, left) <= best[0][0]):
                    continue
                rest_vec, rest_ov, rest = self._go(i + 1, left)
                score = (rest_vec, (ov,) + rest_ov)
                if best is None or score > best[0]:
                    best = (score, Served(comp, vec, tractor, groups), rest)
            assert best is not None  # the first candidate is never skipped
            (rest_vec, ovs), first, rest = best
            res = ((top,) + rest_vec, ovs, [first] + rest)
        self.memo[key] = res
        return res

    def _bound(self, i: int, counts: tuple[int, ...]) -> tuple[Vec, ...]:
        """An upper bound of the vectors comps i.. can get from `counts`: each tractor component's
        best alone (the cards only shrink), then the triples and pairs (monotone in the cards)."""
        out = []
        for comp in self.tcomps[i:]:
            out.append(self._best_alone(comp, counts))
        served, _ = _serve_groups(self.faces, list(counts), self.gcomps, Counter(), self.info)
        return tuple(out) + tuple(s.vector for s in served)

    def _windows(self, counts: tuple[int, ...], w: int, n: int) -> Iterator[list[int]]:
        """Every run of n adjacent faces each held w+ times (face indices, low to high)."""
        run: list[int] = []
        last: int | None = None
        for ch, i in self.chain_seq:
            if counts[i] < w:
                run, last = [], None
                continue
            if last is None or ch != last + 1:
                run = []
            run.append(i)
            last = ch
            if len(run) >= n:
                yield run[-n:]

    def _best_alone(self, comp: Component, counts: tuple[int, ...]) -> tuple[int, ...]:
        """The best vector of one tractor component from `counts`, the others ignored."""
        w, n = comp.width, comp.length
        for _ in self._windows(counts, w, n):
            return (1, n) + (0,) * (w - 2)
        vec, used = [0], 0
        for width in range(w, 1, -1):  # a face has at most one group of any width (3 decks at most)
            k = min(n - used, sum(1 for c in counts if c >= width) - used)
            vec.append(k)
            used += k
        return tuple(vec)

    def _options(self, comp: Component, counts: tuple[int, ...]) -> list[_Option]:
        """Every way to serve a tractor component: (vector, tractor?, groups, counts left, overlap,
        faces used that could join a run)."""
        w, n = comp.width, comp.length
        faces, prefer = self.faces, self.prefer
        opts: list[_Option] = []
        for idx in self._windows(counts, w, n):
            rem = list(counts)
            for i in idx:
                rem[i] -= w
            run_groups = tuple((faces[i], w) for i in reversed(idx))
            run_ov = sum(_overlap(faces[i], w, prefer) for i in idx)
            opts.append(((1, n) + (0,) * (w - 2), True, run_groups, tuple(rem), run_ov, 0))
        if opts:
            return opts
        linked = {i for i in range(len(counts)) if counts[i] >= 2 and self._may_run(i, counts)}
        partial: list[tuple[Vec, Groups, Vec, int, int]] = [((), (), counts, 0, 0)]
        for width in range(w, 1, -1):
            nxt: list[tuple[Vec, Groups, Vec, int, int]] = []
            for vec, groups, left, ov, lu in partial:
                slots = n - sum(vec)
                for pick in self._group_choices(left, width, slots):
                    lf = list(left)
                    for i in pick:
                        lf[i] -= width
                    nxt.append((vec + (len(pick),), groups + tuple((faces[i], width) for i in pick), tuple(lf),
                                ov + sum(_overlap(faces[i], width, prefer) for i in pick),
                                lu + sum(1 for i in pick if i in linked)))
            partial = nxt
        return [((0,) + vec, False, groups, left, ov, lu) for vec, groups, left, ov, lu in partial]

    def _group_choices(self, counts: tuple[int, ...], width: int, slots: int) -> list[tuple[int, ...]]:
        """Sets of `slots` (or as many as there are) faces holding `width`+ cards.

        Faces are classed by count. Within a class, a face that can never join a run ("free") is
        taken before one that can: swapping them leaves the same counts and more runs, so the
        other choice is never better. Free faces are interchangeable: the ones played (when
        explaining), then the lowest, come first. Only faces that can still join a run are
        combined in every way."""
        elig = [i for i, n in enumerate(counts) if n >= width]
        k = min(slots, len(elig))
        if k == 0:
            return [()]
        classes: dict[int, tuple[list[int], list[int]]] = {}
        for i in elig:
            free, linked = classes.setdefault(counts[i], ([], []))
            (linked if self._may_run(i, counts) else free).append(i)
        for free, _ in classes.values():
            free.sort(key=lambda i: -_overlap(self.faces[i], width, self.prefer))  # stable: lowest next
        ways: list[dict[int, list[tuple[int, ...]]]] = []
        for free, linked in classes.values():
            per: dict[int, list[tuple[int, ...]]] = {}
            for t in range(len(free) + len(linked) + 1):
                extra = t - len(free)
                per[t] = [tuple(free[:t])] if extra <= 0 else [tuple(free) + c for c in combinations(linked, extra)]
            ways.append(per)
        # every way to take t faces from each class, k in all, in the order of the classes and of
        # their options (a product, not a recursive closure: that left a reference cycle per call
        # for the garbage collector)
        per_class = [[(t, o) for t, options in per.items() if t <= k for o in options] for per in ways]
        return [tuple(sorted(c for _, o in combo for c in o))
                for combo in product(*per_class) if sum(t for t, _ in combo) == k]

    def _may_run(self, i: int, counts: tuple[int, ...]) -> bool:
        ch = self.info[self.faces[i]].chain
        if ch is None:
            return False
        for d in (-1, 1):
            j = self.chain_at.get(ch + d)
            if j is not None and counts[j] >= 2:
                return True
        return False
