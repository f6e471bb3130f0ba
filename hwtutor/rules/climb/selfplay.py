"""A small self-play for the climbing games: pure, driven by a random.Random.

Not a strong player, just a plausible one for sample games and tests:
declarations are rare (`declare_rate`), a follower beats with its lowest
beating play most of the time (`beat_rate`) and otherwise passes, a leader
prefers low and long plays.
"""
from __future__ import annotations

import random

from ..actions import Action, Declare, Pass, Play, XuanCall
from ..deal import Deal, random_deal
from ..variants import RuleSet
from .game import ClimbGame
from .patterns import Pattern, classify


def choose(g: ClimbGame, rng: random.Random, declare_rate: float = 0.1, beat_rate: float = 0.8) -> Action:
    acts = g.legal_actions()
    if not acts:
        raise RuntimeError(f"no legal action in phase {g.phase}")
    if g.phase == "declare" and not g.xuan:
        higher = [a for a in acts if isinstance(a, Declare) and a.kind != "none"]
        if higher and rng.random() < declare_rate:
            return higher[0]
        return next(a for a in acts if isinstance(a, Declare) and a.kind == "none")
    if g.phase == "declare":
        calls = [a for a in acts if isinstance(a, XuanCall)]
        leads = [a for a in acts if isinstance(a, Play)]
        if calls and rng.random() < declare_rate * 3:
            pick = rng.choice(calls)
            if pick.kind != "surrender" or rng.random() < 0.3:
                return pick
        return leads[0] if rng.random() < 0.7 else rng.choice(leads)
    plays = [a for a in acts if isinstance(a, Play)]
    if any(isinstance(a, Pass) for a in acts):  # following
        if plays and rng.random() < beat_rate:
            return plays[0]
        return next(a for a in acts if isinstance(a, Pass))

    def weight(a: Play) -> float:
        p = classify(a.cards, g.order)
        assert isinstance(p, Pattern)
        return (1 + len(a.cards)) / (1 + p.top)

    return rng.choices(plays, weights=[weight(a) for a in plays])[0]


def self_play(rules: RuleSet, rng: random.Random, deal: Deal | None = None, max_actions: int = 3000,
              declare_rate: float = 0.1, beat_rate: float = 0.8) -> tuple[Deal, list[Action], ClimbGame]:
    """Play a whole hand; return (deal, actions, finished game)."""
    deal = deal or random_deal(rules, rng)
    g = ClimbGame(rules, deal)
    actions: list[Action] = []
    while not g.over and len(actions) < max_actions:
        a = choose(g, rng, declare_rate, beat_rate)
        g.apply(a)
        actions.append(a)
    return deal, actions, g
