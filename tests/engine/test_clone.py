"""`game.clone()` and `selfplay.playout` (issue 13): the copy a search plays out.

A clone played to the end leaves the original exactly as it was; a clone
given the same actions as the original reaches an equal state; the clone
shares what never changes (deal, rules, order, completed tricks and rounds)
and owns what does (hands, history, the trick or round in progress).
"""
from __future__ import annotations

import copy
import random

import pytest

from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.selfplay import playout, quick_policy, random_policy
from hwtutor.rules.variants import VARIANTS
from hwtutor.rules.verdict import IllegalAction

ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")


SHARED = ("rules", "deal", "order")  # immutable: compared by identity


def public(g) -> dict:
    """Everything the game knows that play changes, comparable with == (the private memo
    of legal actions aside)."""
    return {k: v for k, v in g.__dict__.items() if not k.startswith("_") and k not in SHARED}


def midway(variant: str, seed: int, steps: int):
    rs = VARIANTS[variant]
    rng = random.Random(seed)
    g = new_game(rs, random_deal(rs, rng))
    for _ in range(steps):
        if g.over:
            break
        g.apply(random_policy(g, rng))
    return g, rng


@pytest.mark.parametrize("variant", ALL)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_clone_played_out_leaves_the_original_unchanged(variant, seed):
    g, rng = midway(variant, seed, 30 + 7 * seed)
    before = copy.deepcopy(public(g))
    shared = [getattr(g, k) for k in SHARED]
    c = g.clone()
    playout(c, random_policy, random.Random(seed))
    assert c.over
    assert public(g) == before
    assert all(getattr(g, k) is v for k, v in zip(SHARED, shared))
    # and the original plays on as if nothing happened
    if not g.over:
        a = random_policy(g, rng)
        assert g.check(a).ok


@pytest.mark.parametrize("variant", ALL)
def test_a_clone_given_the_same_actions_reaches_an_equal_state(variant):
    g, rng = midway(variant, 5, 20)
    c = g.clone()
    while not g.over:
        a = quick_policy(g, rng)
        assert c.check(a) == g.check(a)
        g.apply(a)
        c.apply(a)
        assert public(c) == public(g)
    assert c.result.to_json() == g.result.to_json()


@pytest.mark.parametrize("variant", ALL)
def test_a_clone_shares_what_never_changes_and_owns_what_does(variant):
    g, _ = midway(variant, 3, 40)
    c = g.clone()
    assert c.deal is g.deal and c.rules is g.rules and c.order is g.order
    assert all(ch is not gh and ch == gh for ch, gh in zip(c.hands, g.hands))
    assert c.history is not g.history and c.history == g.history
    done = [t for t in getattr(g, "tricks", getattr(g, "rounds", None)) if t.winner is not None]
    copied = [t for t in getattr(c, "tricks", getattr(c, "rounds", None)) if t.winner is not None]
    assert all(a is b for a, b in zip(done, copied))  # completed tricks / rounds are shared
    live = g.current
    if live is not None:
        assert c.current is not live and c.current == live


@pytest.mark.parametrize("variant", ALL)
def test_an_action_judged_legal_on_the_original_is_judged_again_on_a_clone_that_moved(variant):
    # the memo that lets apply trust a fresh verdict belongs to one game and one position
    g, rng = next((g, rng) for g, rng in (midway(variant, seed, 6) for seed in range(7, 60)) if not g.over)
    a = quick_policy(g, rng)
    assert g.check(a).ok
    c = g.clone()
    c.apply(a)
    if not c.over and a.seat != c.to_act:
        assert not c.can(a)
        with pytest.raises(IllegalAction):
            c.apply(a)


def test_playout_returns_the_actions_it_applied_and_stops_at_the_end():
    g, _ = midway("taihu", 11, 25)
    c = g.clone()
    n = playout(c, quick_policy, random.Random(1))
    assert c.over and n == len(c.history) - len(g.history)
    assert playout(c, quick_policy, random.Random(1)) == 0
