"""Edge-case drills: tricks built to test one ruling, not random deals (which are mostly easy).

Each builder names the cards of one trick of a trick-taking variant (a random side suit, a random trump,
a random leader, a random filler) and the question asked about it. The built position is checked to show
its edge (the engine must produce the event or reason the edge is about); a builder that misses returns
None and another seed is tried. The expected answer is still computed by the engine when it is judged.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

from ..rules.actions import Play
from ..rules.cards import BJ, Card
from ..rules.deal import full_deck
from ..rules.position import start_play
from ..rules.trick.order import trump_order
from ..rules.cards import fmt
from .model import Exercise

LOW = (4, 6, 7, 8, 9)


def _c(suit: str, rank: int) -> Card:
    return Card.of(suit, rank)


def _suits(rng: random.Random, no_hearts: bool = False) -> tuple[str, str]:
    """(the led side suit, the trump suit)."""
    trump = rng.choice("SHCD")
    side = rng.choice([s for s in "SHCD" if s != trump and not (no_hearts and s == "H")])
    return side, trump


def build_trick(rs, rng: random.Random, side: str, trump: str, leader: int, plays: dict[int, list[Card]],
                upto: int | None = None, extra: dict[int, list[Card]] | None = None):
    """The game after the plays (seat -> cards, in turn from the leader; `upto` of them), every other card of
    the side suit in the leader's hand (or the bottom), so each follower holds exactly the side cards given."""
    o = trump_order(trump, 2)
    given = {s: list(cs) + list((extra or {}).get(s, [])) for s, cs in plays.items()}
    deck = full_deck(rs)
    rest = deck - Counter(c for cs in given.values() for c in cs)
    rest_side = [c for c in rest.elements() if o.esuit(c) == side]
    room = rs.hand_size - len(given[leader]) - (1 if rs.contract == "show" else 0)
    given[leader] += rest_side[:room]
    overflow = rest_side[room:]
    bottom = None
    if overflow:
        if len(overflow) > rs.bottom_size:
            return None
        others = [c for c in (rest - Counter(rest_side)).elements() if o.esuit(c) != side]
        rng.shuffle(others)
        bottom = overflow + others[: rs.bottom_size - len(overflow)]
    extra_args = {"levels": ["2"] * rs.players} if rs.contract == "show" else {}
    try:
        g, _ = start_play(rs, given, trump=trump, dealer=leader, bottom=bottom, seed=rng.randrange(1 << 30),
                          **extra_args)
    except (ValueError, StopIteration):
        return None
    order = [(leader + i) % rs.players for i in range(rs.players)]
    for s in order[: len(order) if upto is None else upto]:
        a = Play(s, tuple(plays[s]))
        if not g.check(a).ok:
            return None
        g.apply(a)
    return g


def _seats(rs, rng):
    leader = rng.randrange(rs.players)
    return [(leader + i) % rs.players for i in range(rs.players)]


def _fill(seq, plays, side, ranks):
    for s, r in zip(seq, ranks):
        plays[s] = [_c(side, r)]


# ------------------------------------------------------------------ the edges: (question kind, game, exercise)
def tie(rs, rng):
    """R-2: two equal highest cards; the first played wins."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    low = rng.sample(LOW, rs.players - 2)
    plays = {seq[1]: [_c(side, 14)], seq[2]: [_c(side, 14)]}
    _fill([seq[0]] + seq[3:], plays, side, low)
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].why.key != "trick.tie":
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def pattern(rs, rng):
    """R-8: on a led pair, higher singles cannot win; only a higher pair can."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    r = rng.choice((7, 8, 9))
    other = rng.choice((4, 10))
    plays = {seq[0]: [_c(side, r)] * 2, seq[1]: [_c(side, 13), _c(side, 12)], seq[2]: [_c(side, other)] * 2}
    if rs.players > 3:
        plays[seq[3]] = [_c(side, 6), _c(side, 11)]
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].winner == seq[1]:
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def ruff_shape(rs, rng):
    """R-9: a void player's two unmatched trumps on a led pair are a discard; they cannot win."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    r = rng.choice((7, 8, 9))
    plays = {seq[0]: [_c(side, r)] * 2, seq[1]: [_c(trump, 14), _c(trump, 13)], seq[2]: [_c(side, 4)] * 2}
    if rs.players > 3:
        plays[seq[3]] = [_c(side, 6), _c(side, 12)]
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or not any(e.id == "ruff-shape" for e in g.tricks[0].events):
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def overruff(rs, rng):
    """A ruff beats the side suit; a higher ruff beats it."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    plays = {seq[0]: [_c(side, 13)], seq[1]: [_c(trump, 4)], seq[2]: [_c(trump, rng.choice((12, 14)))]}
    _fill(seq[3:], plays, side, [6])
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].winner != seq[2]:
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def level_ruff(rs, rng):
    """A level card of another suit is a trump: a void player ruffs with it (Zhejiang, Jiande)."""
    side, trump = _suits(rng)
    other = next(s for s in "SHCD" if s not in (side, trump))
    seq = _seats(rs, rng)
    plays = {seq[0]: [_c(side, 14)], seq[1]: [_c(other, 2)], seq[2]: [_c(side, 13)]}
    _fill(seq[3:], plays, side, [6])
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].winner != seq[1]:
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def princess(rs, rng):
    """Taihu: a princess (a joker) has no power against a side-suit lead; it is a discard."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    plays = {seq[0]: [_c(side, 13)], seq[1]: [BJ], seq[2]: [_c(side, rng.choice((6, 14)))]}
    _fill(seq[3:], plays, side, [4])
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or not any(e.id == "princess-no-power" for e in g.tricks[0].events):
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def points(rs, rng):
    """Point cards of every kind in one trick: 5s, 10s and kings."""
    side, trump = _suits(rng, no_hearts=True)  # the heart 5 is a trump
    seq = _seats(rs, rng)
    ranks = rng.sample((5, 10, 13, 5, 10, 13, 9), rs.players)
    plays: dict[int, list[Card]] = {}
    _fill(seq, plays, side, ranks)
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].points < 15:
        return None
    return "points", g, Exercise("points", trick=1)


def follow_shape(rs, rng):
    """R-7: holding a pair of the led suit, a led pair must be followed with it."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    r, q = rng.sample((6, 7, 8, 9, 12), 2)
    a, b = rng.sample([x for x in (4, 10, 11, 13, 14) if x not in (r, q)], 2)
    hand = [_c(side, q)] * 2 + [_c(side, a), _c(side, b)]
    plays = {seq[0]: [_c(side, r)] * 2, seq[1]: hand}
    for s in seq[2:]:
        plays[s] = []
    g = build_trick(rs, rng, side, trump, seq[0], {k: v for k, v in plays.items() if v}, upto=1)
    if g is None:
        return None
    cards = rng.choice(([_c(side, a), _c(side, b)], [_c(side, q)] * 2, [_c(side, q), _c(side, a)]))
    seat = seq[1]
    return "legal", g, Exercise("is-legal", seat=seat, action=f"p{seat + 1} play {fmt(cards)}"), Play(seat, tuple(cards))


# name -> (builder, the variants it is for: None = every trick-taking variant)
EDGES: dict[str, tuple[Callable, tuple[str, ...] | None]] = {
    "tie": (tie, None),
    "pattern": (pattern, None),
    "ruff-shape": (ruff_shape, None),
    "overruff": (overruff, None),
    "level-ruff": (level_ruff, ("zhejiang-2", "zhejiang-3", "jiande")),
    "princess": (princess, ("taihu",)),
    "points": (points, None),
    "follow-shape": (follow_shape, None),
}


def edges_for(variant: str) -> list[str]:
    from ..rules.variants import VARIANTS
    if VARIANTS[variant].family != "trick":
        return []
    return [n for n, (_, only) in EDGES.items() if only is None or variant in only]
