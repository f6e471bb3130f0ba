"""The legal listing's shortcuts agree with the rules they stand in for (issue 13).

The listing of leads and follows (rules/trick/legal.py) no longer asks `check` about each
candidate, and tells a whole-suit throw from one component without decomposing it. These
properties hold the shortcuts to the slow answers: `_one_component` against R-5's
`decompose`, and every listed play against `check` in positions where the shape duty (R-7)
bites (a random led-suit holding, 2 and 3 decks, after a random lead).
"""
from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from hwtutor.rules.cards import ALL_CARDS
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.selfplay import random_policy
from hwtutor.rules.trick.legal import _one_component
from hwtutor.rules.trick.order import trump_order
from hwtutor.rules.trick.patterns import decompose
from hwtutor.rules.variants import VARIANTS

SUITS = "SHCDT"
PLAIN = [c for c in ALL_CARDS if not c.special]


@settings(max_examples=400, deadline=None)
@given(trump=st.sampled_from("SHCD"), level=st.integers(2, 14), suit=st.sampled_from(SUITS),
       picks=st.lists(st.tuples(st.integers(0, 53), st.integers(1, 3)), min_size=1, max_size=8))
def test_one_component_agrees_with_decompose(trump, level, suit, picks):
    o = trump_order(trump, level)
    faces = [c for c in PLAIN if o.esuit(c) == suit]
    assume(faces)  # the trump suit's own letter names no side suit
    pool: dict = {}
    for i, n in picks:
        pool[faces[i % len(faces)]] = n
    whole = tuple(c for c, n in pool.items() for _ in range(n))
    assert _one_component(pool, o) == (len(decompose(whole, o)) == 1)


@settings(max_examples=60, deadline=None)
@given(variant=st.sampled_from(("zhejiang-2", "zhejiang-3", "jiande", "taihu")), seed=st.integers(0, 10**6))
def test_every_listed_play_is_legal_mid_hand(variant, seed):
    """Random games up to a random trick; at every turn of it each listed play passes `check`."""
    rs = VARIANTS[variant]
    rng = random.Random(seed)
    g = new_game(rs, random_deal(rs, rng))
    stop = rng.randrange(1, 12)
    while not g.over and (g.phase != "play" or len(g.tricks) < stop):
        g.apply(random_policy(g, rng))
    for _ in range(rs.players):
        if g.over:
            break
        for a in g.legal_actions():
            v = g.check(a)  # check judges afresh (only apply trusts the listing)
            assert v.ok, f"listed {a} refused: {v.rule}"
        g.apply(random_policy(g, rng))
