"""Random mid-hand positions for the bot tests: a random deal played by the heuristic bots for a random
number of actions (xuan's declarations skipped: the heart-8 holder leads)."""
import random

from hwtutor.bots.playout import policy
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.variants import VARIANTS


def position(variant: str, seed: int, steps: int):
    """The game after up to `steps` actions; never a finished hand (it stops one action short)."""
    rs = VARIANTS[variant]
    rng = random.Random(seed)
    g = new_game(rs, random_deal(rs, rng))
    for _ in range(steps):
        if g.over:
            break
        prev = g.copy()
        g.apply(policy(g, rng, set()))
        if g.over:
            return prev
    return g
