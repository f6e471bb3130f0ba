"""Endless generated exercises from random deals (pure: every generator takes a random.Random).

Kinds, trick-taking games: `legal` (is this follow legal? — a legal play or a
near miss the engine rejects for the suit or the shape duty), `winner` (who
wins this complete trick?) and `points` (how many points are in it?).
Climbing games (duxiao, xuan): `legal` (does this play beat the standing one?
— a legal beat or a near miss the engine rejects with climb-low or
climb-pattern) and `pattern` (may this be led: is it a pattern? — a legal
lead or cards from the hand the engine rejects with climb-pattern). Each question is an
`Exercise` on a game standing at the question's moment, so the lesson judge
judges drill answers too; the expected answer is what the rules core computes.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..rules.actions import Play
from ..rules.deal import random_deal
from ..rules.game import new_climb_game, new_trick_game
from ..rules.seats import seat_code
from ..rules.variants import VARIANTS
from .judge import expected, prompt_msg
from .model import Exercise

DRILL_KINDS = ("legal", "winner", "points")
NEAR_MISS = ("follow-suit", "follow-shape")
CLIMB_DRILL_KINDS = ("legal", "pattern")
CLIMB_NEAR_MISS = ("climb-low", "climb-pattern")


@dataclass
class Question:
    variant: str
    kind: str
    game: Any            # the game at the question's moment
    exercise: Exercise
    seat: int | None     # whose play is asked about (legal), else None
    action: Play | None = None  # the play asked about (legal)
    edge: str | None = None     # an edge-case drill (edges.py): its name

    @property
    def expected(self):
        return expected(self.exercise, self.game)

    def prompt(self):
        from ..rules.messages import Seat, msg
        if self.kind == "legal":
            a = self.action
            return msg("drill.legal", seat=Seat(a.seat), cards=self.game.order.sort(a.cards))
        if self.kind == "pattern":
            a = self.action
            return msg("drill.pattern", seat=Seat(a.seat), cards=self.game.order.sort(a.cards))
        if self.kind == "winner":
            return msg("drill.winner")
        if self.kind == "points":
            return msg("drill.points")
        return prompt_msg(self.exercise, self.game)


def trick_variants() -> tuple[str, ...]:
    return tuple(k for k, v in VARIANTS.items() if v.family == "trick")


def climb_variants() -> tuple[str, ...]:
    return tuple(k for k, v in VARIANTS.items() if v.family == "climb")


def drill_variants() -> tuple[str, ...]:
    return tuple(VARIANTS)


def drill_kinds(variant: str) -> tuple[str, ...]:
    return CLIMB_DRILL_KINDS if VARIANTS[variant].family == "climb" else DRILL_KINDS


def generate(variant: str, kind: str, rng: random.Random, rules=None) -> Question:
    """One question of `kind` (see drill_kinds, or 'mixed') from a fresh random deal; `edge` (and a third of
    the mixed questions of the trick-taking games) builds a trick that tests one ruling (edges.py)."""
    from .edges import edges_for
    kinds = drill_kinds(variant)
    if kind == "edge" or (kind == "mixed" and edges_for(variant) and rng.random() < 1 / 3):
        return edge_question(variant, rng.choice(edges_for(variant) or [None]), rng, rules)
    if kind == "mixed":
        kind = rng.choice(kinds)
    if kind not in kinds:
        raise ValueError(f"no {kind} drills for {variant} ({', '.join(kinds)})")
    rs = VARIANTS[variant].with_options(rules or {})  # house rules (drill --rule)
    attempt = _climb_attempt if rs.family == "climb" else _attempt
    for _ in range(50):
        q = attempt(rs, kind, rng)
        if q is not None:
            return q
    raise RuntimeError("could not generate a question")  # pragma: no cover - vanishingly unlikely


def edge_question(variant: str, name: str | None, rng: random.Random, rules=None) -> Question:
    """An edge-case question (edges.py) of the variant."""
    from .edges import EDGES
    if name is None:
        raise ValueError(f"no edge-case drills for {variant}")
    build = EDGES[name][0]
    rs = VARIANTS[variant].with_options(rules or {})
    for _ in range(50):
        made = build(rs, rng)
        if made is not None:
            kind, g, ex, *action = made
            seat = action[0].seat if action else None
            return Question(variant, kind, g, ex, seat, action[0] if action else None, edge=name)
    raise RuntimeError("could not build an edge-case question")  # pragma: no cover - the builders rarely miss


def _attempt(rs, kind: str, rng: random.Random) -> Question | None:
    g = new_trick_game(rs, random_deal(rs, rng))
    stop_p = 0.12 if kind == "legal" else 0.1
    while not g.over:
        if g.phase == "play" and kind == "legal" and g.known_trick.plays and rng.random() < stop_p:
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
    ex = Exercise("is-legal", seat=seat, action=f"{seat_code(seat)} play {fmt(cs)}")
    return Question(g.rules.id, "legal", g.copy(), ex, seat, Play(seat, cs))


# ------------------------------------------------------------------ climbing games
def _climb_move(g, rng: random.Random):
    """A random legal action; declarations are rare (declare none / the first lead mostly)."""
    from ..rules.actions import Declare
    opts = g.legal_actions()
    if g.phase == "declare" and rng.random() < 0.9:
        quiet = [a for a in opts if isinstance(a, Play) or (isinstance(a, Declare) and a.kind == "none")]
        opts = quiet or opts
    return rng.choice(opts) if opts else None


def _climb_attempt(rs, kind: str, rng: random.Random) -> Question | None:
    g = new_climb_game(rs, random_deal(rs, rng))
    while not g.over:
        if g.phase == "play" and rng.random() < 0.15:
            r = g.known_round
            if (kind == "legal") == (r.standing is not None):
                q = _climb_question(g, kind, rng)
                if q is not None:
                    return q
        a = _climb_move(g, rng)
        if a is None:
            return None
        g.apply(a)
    return None


def _climb_question(g, kind: str, rng: random.Random) -> Question | None:
    from ..rules.cards import fmt
    from ..rules.climb.patterns import candidates
    seat = g.to_act
    hand = g.hands[seat]
    r = g.current
    pool = list(hand.elements())
    if rng.random() < 0.5:  # a legal beat / a legal lead (several cards when the hand has such a lead)
        plays = [a.cards for a in g.legal_actions() if isinstance(a, Play)]
        if kind == "pattern":
            plays = [cs for cs in plays if len(cs) > 1] or plays
        if not plays:
            return None
        cand = rng.choice(plays)
    elif kind == "legal":  # a near miss: the hand's plays the engine rejects as not beating
        size = len(r.standing_cards)
        same = [cs for cs in candidates(hand, g.order) if len(cs) == size]
        misses = [cs for cs in same if g.check(Play(seat, cs)).rule in CLIMB_NEAR_MISS]
        if not misses:
            return None
        cand = rng.choice(misses)
    else:  # cards from the hand that make no pattern
        cand = None
        for _ in range(100):
            pick = tuple(rng.sample(pool, min(len(pool), rng.choice((2, 3, 4, 5)))))
            if len(pick) > 1 and g.check(Play(seat, pick)).rule == "climb-pattern":
                cand = pick
                break
        if cand is None:
            return None
    cs = tuple(g.order.sort(cand))
    ex = Exercise("is-legal", seat=seat, action=f"{seat_code(seat)} play {fmt(cs)}")
    return Question(g.rules.id, kind, g.copy(), ex, seat, Play(seat, cs))
