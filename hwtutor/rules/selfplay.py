"""Random legal self-play: a whole hand from a random deal (tests, samples, benchmarks)."""
from __future__ import annotations

import random

from .deal import Deal, random_deal
from .game import new_game
from .variants import RuleSet


def random_hand(rules: RuleSet, rng: random.Random, deal: Deal | None = None, max_actions: int = 2000):
    """Play random legal actions to the end; return (deal, actions, game)."""
    deal = deal or random_deal(rules, rng)
    g = new_game(rules, deal)
    actions = []
    while not g.over and len(actions) < max_actions:
        opts = g.legal_actions()
        if not opts:
            raise RuntimeError(f"no legal action in phase {g.phase} for seat {g.to_act}")
        a = rng.choice(opts)
        g.apply(a)
        actions.append(a)
    return deal, actions, g
