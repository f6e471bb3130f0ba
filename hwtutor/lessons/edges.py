"""Edge-case drills: tricks built to test one ruling, not random deals (which are mostly easy).

Each builder names the cards of one trick of a trick-taking variant (or one play of duxiao) (a random side
suit, a random trump, a random leader, a random filler) and the question asked about it. The built position is
checked to show its edge (the engine must produce the event or reason the edge is about); a builder that
misses returns None and another seed is tried. The expected answer is still computed by the engine when it is
judged.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..rules.actions import Play
from ..rules.cards import BJ, Card, fmt
from ..rules.deal import full_deck
from ..rules.position import start_play
from ..rules.seats import seat_code
from ..rules.trick.order import trump_order
from ..rules.variants import VARIANTS, RuleSet
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
    extra_args: dict[str, Any] = {"levels": ["2"] * rs.players} if rs.contract == "show" else {}
    try:
        g, _ = start_play(rs, given, trump=trump, dealer=leader, bottom=bottom, seed=rng.randrange(1 << 30),
                          **extra_args)
    except (ValueError, StopIteration):
        return None
    if g.called is not None and g.known_order.esuit(g.called) == side:
        return None  # Taihu: a called card in the trick would reveal a friend, beside the point of the edge
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
    ex = Exercise("is-legal", seat=seat, action=f"{seat_code(seat)} play {fmt(cards)}")
    return "legal", g, ex, Play(seat, tuple(cards))


NATURAL = (4, 6, 7, 8, 9, 10, 11, 12, 13, 14)  # trump-suit ranks that are natural trumps in every variant (no 2, 3, 5)


def throw_ruff(rs, rng):
    """R-8, R-9 on a throw: a side-suit throw (a pair and a single) ruffed by two void players; each ruff is read
    in its own natural grouping (R-5): a pair and a single ruffs, three singles are a discard; of the ruffs the
    highest card wins, not the higher pair."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    a, b, c, d, e = rng.sample(NATURAL, 5)
    plays = {seq[0]: [_c(side, 14), _c(side, 14), _c(side, 13)], seq[1]: [_c(trump, a), _c(trump, a), _c(trump, b)],
             seq[2]: rng.choice(([_c(trump, c), _c(trump, c), _c(trump, d)],
                                 [_c(trump, c), _c(trump, d), _c(trump, e)]))}
    if rs.players > 3:
        plays[seq[3]] = [_c(side, 4), _c(side, 6), _c(side, 7)]
    g = build_trick(rs, rng, side, trump, seq[0], plays)
    if g is None or g.tricks[0].attempted or sum(1 for x in g.tricks[0].events if x.id == "ruff") < 1:
        return None
    return "winner", g, Exercise("trick-winner", trick=1)


def throw_follow(rs, rng):
    """R-7 on a throw: a led pair and single; a follower holding a pair of the suit owes the pair its pair."""
    side, trump = _suits(rng)
    seq = _seats(rs, rng)
    q = rng.choice((6, 7, 8, 9, 10))
    x, y = rng.sample([r for r in (4, 11, 12) if r != q], 2)
    plays = {seq[0]: [_c(side, 14), _c(side, 14), _c(side, 13)], seq[1]: [_c(side, q)] * 2 + [_c(side, x), _c(side, y)]}
    g = build_trick(rs, rng, side, trump, seq[0], plays, upto=1)
    if g is None or g.current.attempted:  # the throw must stand: the follower owes its parts
        return None
    cards = rng.choice(([_c(side, q)] * 2 + [_c(side, x)], [_c(side, q), _c(side, x), _c(side, y)]))
    seat = seq[1]
    ex = Exercise("is-legal", seat=seat, action=f"{seat_code(seat)} play {fmt(cards)}")
    return "legal", g, ex, Play(seat, tuple(cards))


# ------------------------------------------------------------------ duxiao: beats and patterns
DUXIAO_RANKS = (10, 11, 12, 13, 14)  # 10 J Q K A: the ranks that stand in sequences


def duxiao_game(rs, rng: random.Random, hands: dict[int, list[Card]], plays: list[Play]):
    """A duxiao deal with the cards given (p1 holds the special ten, so declares first and leads), nobody
    declaring, then the plays; None when a play is refused."""
    from ..rules.actions import Declare
    from ..rules.game import new_game
    from ..rules.position import fill_deal
    hands = {s: list(cs) for s, cs in hands.items()}
    hands.setdefault(0, []).insert(0, Card.of("H", 10, True))
    try:
        deal = fill_deal(rs, hands, seed=rng.randrange(1 << 30))
    except ValueError:
        return None
    g = new_game(rs, deal)
    for i in range(rs.players):
        g.apply(Declare(i, "none"))
    for a in plays:
        if not g.check(a).ok:
            return None
        g.apply(a)
    return g


def equal_rank(rs, rng):
    """R-41: a play beats the standing one only with a higher rank; an equal rank of another suit does not."""
    s1, s2 = rng.sample("SCD", 2)
    r = rng.choice((11, 12, 13))
    lead, same, higher = _c(s1, r), _c(s2, r), _c(rng.choice("SCD"), r + 1)
    g = duxiao_game(rs, rng, {0: [lead], 1: [same, higher]}, [Play(0, (lead,))])
    if g is None or g.check(Play(1, (same,))).rule != "climb-low":
        return None
    cards = rng.choice(((same,), (higher,)))
    return "legal", g, Exercise("is-legal", seat=1, action=f"p2 play {fmt(cards)}"), Play(1, cards)


def heart_five(rs, rng):
    """The heart 5 stands apart: it makes no pair with another 5, while two other 5s do."""
    a, b = rng.sample("SCD", 2)
    h5, f1, f2 = _c("H", 5), _c(a, 5), _c(b, 5)
    g = duxiao_game(rs, rng, {0: [h5, f1, f2]}, [])
    if g is None or g.check(Play(0, (h5, f1))).rule != "climb-pattern":
        return None
    cards = rng.choice(((h5, f1), (f1, f2)))
    return "pattern", g, Exercise("is-legal", seat=0, action=f"p1 play {fmt(cards)}"), Play(0, cards)


def no_sequence(rs, rng):
    """Nothing ranked 2 or above stands in a sequence: 10 J Q K is a straight, Q K A 2 is not."""
    suits = [rng.choice("SHCD") for _ in range(5)]
    run = [_c(s, r) for s, r in zip(suits, DUXIAO_RANKS)]
    two = _c(rng.choice("SHCD"), 2)
    g = duxiao_game(rs, rng, {0: run + [two]}, [])
    if g is None:
        return None
    cards = tuple(rng.choice((run[:4], run[2:] + [two])))
    if (two in cards) != (g.check(Play(0, cards)).rule == "climb-pattern"):
        return None
    return "pattern", g, Exercise("is-legal", seat=0, action=f"p1 play {fmt(cards)}"), Play(0, cards)


def _duxiao_like(rs) -> bool:
    """A deal duxiao_game can build: solo declarations, and the special ten that leads (R-40)."""
    return rs.contract == "declare" and rs.deck.special_ten


# name -> (builder, which rule sets it is for: None = every trick-taking variant)
EDGES: dict[str, tuple[Callable, Callable[[RuleSet], bool] | None]] = {
    "tie": (tie, None),
    "pattern": (pattern, None),
    "ruff-shape": (ruff_shape, None),
    "overruff": (overruff, None),
    "level-ruff": (level_ruff, lambda rs: rs.family == "trick" and not rs.princesses),
    "princess": (princess, lambda rs: rs.princesses),
    "points": (points, None),
    "follow-shape": (follow_shape, None),
    "throw-ruff": (throw_ruff, None),
    "throw-follow": (throw_follow, None),
    "equal-rank": (equal_rank, _duxiao_like),
    "heart-five": (heart_five, lambda rs: _duxiao_like(rs) and rs.climb is not None and rs.climb.red5_apart),
    "no-sequence": (no_sequence, lambda rs: _duxiao_like(rs) and rs.climb is not None and rs.climb.sequences),
}


# the ruling (rulings.md) or seed statement each edge case tests: its label (`edge.NAME` in catalog.py) says it in
# words, since no id is shown to a player
TESTS = {
    "tie": "R-2", "pattern": "R-8", "ruff-shape": "R-9", "overruff": "R-8, R-9", "level-ruff": "R-3, R-9",
    "princess": "S004-50", "points": "R-13", "follow-shape": "R-7", "throw-ruff": "R-5, R-8, R-9",
    "throw-follow": "R-7", "equal-rank": "R-41", "heart-five": "R-41", "no-sequence": "R-41",
}


def edges_for(variant: str) -> list[str]:
    rs = VARIANTS[variant]
    trick = rs.family == "trick"
    return [n for n, (_, only) in EDGES.items() if (only is None and trick) or (only is not None and only(rs))]
