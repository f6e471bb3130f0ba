"""Random legal self-play (tests, samples, benchmarks) and playouts for search.

`playout(game, policy, rng)` plays a game on to its end with a policy
(`policy(game, rng) -> action`); with `game.clone()` it is the "simulate
from this position" primitive a searching bot needs: clone, play out, read
`result`, and the original is untouched.
"""
from __future__ import annotations

import random
from collections.abc import Callable

from .actions import Action
from .deal import Deal, random_deal
from .game import Game, new_game
from .variants import RuleSet

Policy = Callable[[Game, random.Random], Action]


def random_policy(game: Game, rng: random.Random) -> Action:
    """A uniformly random legal action (of the structurally distinct ones listed)."""
    opts = game.legal_actions()
    if not opts:
        raise RuntimeError(f"no legal action in phase {game.phase} for seat {game.to_act}")
    return rng.choice(opts)


def quick_policy(game: Game, rng: random.Random) -> Action:
    """A fast policy for playouts: a random one of the first few legal actions listed."""
    opts = game.legal_actions(limit=6)
    if not opts:
        raise RuntimeError(f"no legal action in phase {game.phase} for seat {game.to_act}")
    return rng.choice(opts)


def playout(game: Game, policy: Policy = quick_policy, rng: random.Random | None = None,
            max_actions: int = 2000) -> int:
    """Play `game` (changed in place: pass a clone to keep the original) to its end with
    `policy`; return the number of actions applied."""
    rng = rng or random.Random(0)
    n = 0
    while not game.over and n < max_actions:
        game.apply(policy(game, rng))
        n += 1
    return n


def random_hand(rules: RuleSet, rng: random.Random, deal: Deal | None = None,
                max_actions: int = 2000) -> tuple[Deal, list[Action], Game]:
    """Play random legal actions to the end; return (deal, actions, game)."""
    deal = deal or random_deal(rules, rng)
    g = new_game(rules, deal)
    actions: list[Action] = []
    while not g.over and len(actions) < max_actions:
        a = random_policy(g, rng)
        g.apply(a)
        actions.append(a)
    return deal, actions, g
