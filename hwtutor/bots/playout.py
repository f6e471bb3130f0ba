"""Playing a sampled world to its end with the fast policy (the heuristic bots).

`play_out(world, rng, declined)` drives every seat with hwtutor/bots/trick_bot.py
or climb_bot.py, as a hotseat table would; xuan's declaration moments are asked
in order as `play.session.Match.question` asks them (silence declines, an action
clears the declined questions), `declined` holding those already declined.
"""
from __future__ import annotations

import random
from typing import TypeVar

from ..rules.actions import Action, Play, XuanCall
from ..rules.climb.game import ClimbGame
from ..rules.game import Game
from ..rules.trick.game import TrickGame
from . import climb_bot, trick_bot

_G = TypeVar("_G", TrickGame, ClimbGame, "TrickGame | ClimbGame")  # one engine's game, or either
Declined = set[tuple[str, int]]  # xuan's declaration moments declined: (kind, seat)

MAX_ACTIONS = 1500


def policy(w: Game, rng: random.Random, declined: Declined) -> Action:
    """The fast policy's next action in `w` (for xuan's declarations, the next one made or the lead)."""
    if isinstance(w, TrickGame):
        return trick_bot.decide(w, rng)[0]
    if w.xuan and w.phase == "declare":
        return _xuan_next(w, rng, declined)
    a, _ = climb_bot.choose(w, rng)
    if a is None:
        a = next(x for x in w.legal_actions() if x.seat == w.to_act)
    return a


def _xuan_next(w: ClimbGame, rng: random.Random, declined: Declined) -> Action:
    from ..rules.climb.declare_xuan import MOMENTS
    h8 = w.heart8_holder()
    prio = [(h8 + k) % w.n for k in range(w.n)]
    for kind in MOMENTS[w.moment:]:
        for s in prio:
            if (kind, s) in declined or not w.can(XuanCall(s, kind)):
                continue
            a, _ = climb_bot.choose(w, rng, s)
            if isinstance(a, XuanCall) and a.kind == kind:
                return a
            declined.add((kind, s))
    a, _ = climb_bot.choose(w, rng, h8)
    if isinstance(a, Play):
        return a
    return next(x for x in w.legal_actions() if isinstance(x, Play) and x.seat == h8)


def play_out(w: _G, rng: random.Random, declined: Declined | None = None) -> _G:
    """Finish the hand in place; return the world."""
    declined = set(declined or ())
    n = 0
    while not w.over and n < MAX_ACTIONS:
        a = policy(w, rng, declined)
        w.apply(a)
        declined = set()
        n += 1
    return w
