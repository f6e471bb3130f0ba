"""R-7 (the shape duty) against brute force, for the four trick variants.

A random lead (any mix of singles, pairs, triples, tractors; 2 and 3 decks) and
a random led-suit holding of up to 14 cards; a random follow from it. The
engine's verdict must equal the one found here by enumerating every subset of
the holding of the trick's size and comparing exact profiles, each profile
itself found by trying every way of serving every component. Nothing here is
shared with the engine but the card order (rules/trick/order.py) and the
lead's components (R-5, rules/trick/patterns.py).
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations, product

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from hwtutor.rules.cards import ALL_CARDS, H5
from hwtutor.rules.deal import LEVEL_RANK, TAIHU_LEVELS
from hwtutor.rules.messages import Cards
from hwtutor.rules.trick.follow import check_follow
from hwtutor.rules.trick.order import trump_order
from hwtutor.rules.trick.patterns import decompose
from hwtutor.rules.variants import VARIANTS

VARIANT_IDS = ("zhejiang-2", "zhejiang-3", "jiande", "taihu")


# --------------------------------------------------------------- the reference
def served(counts: tuple[int, ...], chains: tuple, comps: tuple[tuple[int, int], ...]):
    """The best service of `comps` (width, length), largest first, by a multiset of faces:
    every option of every component is tried (non-maximal ones too), the best vector kept."""

    @cache
    def go(i: int, cnt: tuple[int, ...]):
        if i == len(comps):
            return ()
        w, n = comps[i]
        return max((sub,) + go(i + 1, left) for sub, left in options(w, n, cnt))

    def options(w, n, cnt):
        idx = range(len(cnt))
        if n >= 2:  # a tractor of the component's shape: every window of adjacent faces
            for i in idx:
                run = [j for j in idx for k in range(n) if chains[j] is not None and chains[i] is not None
                       and chains[j] == chains[i] + k]
                if len(run) == n and all(cnt[j] >= w for j in run):
                    yield (1, n) + (0,) * (w - 2), minus(cnt, run, w)
        # groups: any faces of width w, then any of each narrower width, n at most in all
        for sub, left in groups(w, n, cnt):
            yield ((0,) if n >= 2 else ()) + sub, left

    def groups(width, slots, cnt):
        if width < 2:
            yield (), cnt
            return
        elig = [j for j in range(len(cnt)) if cnt[j] >= width]
        for k in range(min(slots, len(elig)) + 1):
            for pick in combinations(elig, k):
                for sub, left in groups(width - 1, slots - k, minus(cnt, pick, width)):
                    yield (k,) + sub, left

    return go(0, counts)


def minus(cnt, faces, w):
    out = list(cnt)
    for j in faces:
        out[j] -= w
    return tuple(out)


def expected_rule(lead, holding: Counter, follow_in_suit: Counter, order):
    """None (legal), 'follow-suit' or 'follow-shape', by enumeration."""
    need = sum(len(c.cards) for c in lead)
    held = sum(holding.values())
    if sum(follow_in_suit.values()) < min(need, held):
        return "follow-suit"
    if held <= need:
        return None
    faces = sorted(holding, key=lambda c: order.info[c].key)
    chains = tuple(order.info[c].chain for c in faces)
    comps = tuple(sorted(((c.width, c.length) for c in lead if c.width >= 2),
                         key=lambda s: (-s[0] * s[1], -s[0], -s[1])))
    best = max(served(sub, chains, comps)
               for sub in product(*(range(holding[c] + 1) for c in faces)) if sum(sub) == need)
    mine = served(tuple(follow_in_suit[c] for c in faces), chains, comps)
    return None if mine == best else "follow-shape"


# --------------------------------------------------------------- random positions
@st.composite
def positions(draw, variant: str):
    rs = VARIANTS[variant]
    d = rs.decks
    level = LEVEL_RANK[draw(st.sampled_from(TAIHU_LEVELS))] if rs.contract == "show" else 2
    trump = draw(st.sampled_from("SHCD"))
    order = trump_order(trump, level)
    led = draw(st.sampled_from(["T"] + [s for s in "SHCD" if s != trump]))
    faces = sorted((c for c in ALL_CARDS if not c.special and order.info[c].esuit == led),
                   key=lambda c: order.info[c].key)
    lead_n, hold_n = Counter(), Counter()
    shapes = [(1, 1), (2, 1), (2, 2), (2, 3)] + ([(3, 1), (3, 2)] if d == 3 else [])
    for width, length in draw(st.lists(st.sampled_from(shapes), min_size=1, max_size=3)):
        start = draw(st.integers(0, len(faces) - 1))
        for c in faces[start:start + length]:
            lead_n[c] += min(width, d - lead_n[c])
    lead_n = Counter(dict(list(lead_n.items())[:4]))  # at most 4 faces: 12 cards with 3 decks
    start = draw(st.integers(0, len(faces) - 1))  # the holding: a window of adjacent faces, so runs happen
    for c in faces[start:start + draw(st.integers(3, 8))]:
        k = min(draw(st.sampled_from((0, 1, 2, 2, 3, 3))), d - lead_n[c], 14 - sum(hold_n.values()))
        if k > 0:
            hold_n[c] = k
    if rs.contract == "show":
        del lead_n[H5]
    lead_n = +lead_n
    assume(lead_n)
    lead_cards = list(lead_n.elements())
    holding = +hold_n
    lead = decompose(lead_cards, order)
    need = len(lead_cards)
    cards_held = list(holding.elements())
    owed = min(need, len(cards_held))
    k = owed if draw(st.integers(0, 5)) else max(0, owed - 1)  # mostly the right count: the shape is at stake
    chosen = draw(st.permutations(cards_held))[:k]
    other = next(s for s in "SHCD" if s != trump and s != led)
    filler = [c for c in ALL_CARDS if not c.special and order.info[c].esuit == other for _ in range(2)][:need]
    return order, led, lead, holding, Counter(chosen), filler


@pytest.mark.parametrize("variant", VARIANT_IDS)
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_R7_follow_verdict_equals_brute_force(variant, data):
    """R-7, R-6: the verdict on a random follow is the brute-force one; a refused shape names a follow
    that keeps the duty (checked legal too)."""
    order, led, lead, holding, chosen, filler = data.draw(positions(variant))
    need = sum(len(c.cards) for c in lead)
    hand = holding + Counter(filler)
    play = tuple(chosen.elements()) + tuple(filler[:need - sum(chosen.values())])
    v = check_follow(1, hand, play, lead, led, order)
    event(f"verdict {v.rule or 'legal'}; lead {'+'.join(sorted(c.kind for c in lead))}")
    assert v.rule == expected_rule(lead, holding, chosen, order)
    if v.rule == "follow-shape":
        example = v.reason.params["example"]
        assert isinstance(example, Cards)
        assert check_follow(1, hand, example.cards, lead, led, order).ok
