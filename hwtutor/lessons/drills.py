"""Endless generated exercises from random deals (pure: every generator takes a random.Random).

Kinds: `legal` (is this follow legal? — a legal play or a near miss the engine
rejects for the suit or the shape duty), `winner` (who wins this complete
trick?) and `points` (how many points are in it?). Each question is an
`Exercise` on a game standing at the question's moment, so the lesson judge
judges drill answers too; the expected answer is what the rules core computes.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..rules.actions import Play
from ..rules.deal import random_deal
from ..rules.game import new_game
from ..rules.variants import VARIANTS
from .judge import expected, prompt_msg
from .model import Exercise

DRILL_KINDS = ("legal", "winner", "points")
NEAR_MISS = ("follow-suit", "follow-shape")


@dataclass
class Question:
    variant: str
    kind: str
    game: Any            # the game at the question's moment
    exercise: Exercise
    seat: int | None     # whose play is asked about (legal), else None
    action: Play | None = None  # the play asked about (legal)

    @property
    def expected(self):
        return expected(self.exercise, self.game)

    def prompt(self):
        from ..rules.messages import Seat, msg
        if self.kind == "legal":
            a = self.action
            return msg("drill.legal", seat=Seat(a.seat), cards=self.game.order.sort(a.cards))
        if self.kind == "winner":
            return msg("drill.winner")
        if self.kind == "points":
            return msg("drill.points")
        return prompt_msg(self.exercise, self.game)


def trick_variants() -> tuple[str, ...]:
    return tuple(k for k, v in VARIANTS.items() if v.family == "trick")


def generate(variant: str, kind: str, rng: random.Random) -> Question:
    """One question of `kind` ('legal', 'winner', 'points', or 'mixed') from a fresh random deal."""
    if kind == "mixed":
        kind = rng.choice(DRILL_KINDS)
    if kind not in DRILL_KINDS:
        raise ValueError(kind)
    rs = VARIANTS[variant]
    if rs.family != "trick":
        raise ValueError(f"no drills for {variant} yet")
    for _ in range(50):
        q = _attempt(rs, kind, rng)
        if q is not None:
            return q
    raise RuntimeError("could not generate a question")  # pragma: no cover - vanishingly unlikely


def _attempt(rs, kind: str, rng: random.Random) -> Question | None:
    g = new_game(rs, random_deal(rs, rng))
    stop_p = 0.12 if kind == "legal" else 0.1
    while not g.over:
        if g.phase == "play" and kind == "legal" and g.current.plays and rng.random() < stop_p:
            q = _legal_question(g, rng)
            if q is not None:
                return q
        opts = g.legal_actions()
        if not opts:
            return None
        before = len([t for t in g.tricks if t.complete])
        g.apply(rng.choice(opts))
        done = [t for t in g.tricks if t.complete]
        if kind != "legal" and len(done) > before:
            t = done[-1]
            if kind == "points" and t.points == 0 and rng.random() < 0.8:
                continue
            if rng.random() < stop_p or g.over:
                ex = Exercise("trick-winner" if kind == "winner" else "points", trick=t.number)
                return Question(rs.id, kind, g.copy(), ex, None)
    return None


def _legal_question(g, rng: random.Random) -> Question | None:
    seat = g.to_act
    trick = g.current
    need = sum(c.size for c in trick.lead)
    pool = [c for c, n in g.hands[seat].items() for _ in range(n)]
    if len(pool) < need:
        return None
    if rng.random() < 0.5:
        plays = [a for a in g.legal_actions() if isinstance(a, Play)]
        cand = rng.choice(plays).cards
    else:
        cand = None
        for _ in range(200):
            pick = tuple(rng.sample(pool, need))
            v = g.check(Play(seat, pick))
            if not v.ok and v.rule in NEAR_MISS:
                cand = pick
                break
        if cand is None:
            return None
    from ..rules.cards import fmt
    cs = tuple(g.order.sort(cand))
    ex = Exercise("is-legal", seat=seat, action=f"p{seat + 1} play {fmt(cs)}")
    return Question(g.rules.id, "legal", g.copy(), ex, seat, Play(seat, cs))
