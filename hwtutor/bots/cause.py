"""The main cause of a marked decision, in words (issue 20 item 4).

`cause(g, seat, played, best, unit, rng)` says why `played` does worse than `best` at the decision standing
in `g`, from what `seat` knows. Some causes are plain facts of the position: the heart 5 played on a
side-suit lead or buried rots (R-33), calling a card the dealer holds means playing alone, taking the
trick from a partner who is winning it, revealing oneself as the friend, a trump suit that gives fewer
trumps. The others are found by comparing the two lines in the sampled play: over sampled deals of the
hidden cards (knowledge.py) both choices are played to the end by the fast policy with the same seeds,
and the difference that stands out names the cause — ruffed by a seat shown (or likely) void, points
handed to the opponents on this trick, the heart 5 left to rot later, a throw that fails, the bottom
overturned and doubled, the contract put beyond reach (or already beyond it, with points still to play
for), a declaration that fails. Pure: no I/O. The message names only the seat's own cards, seats and
figures over the sampled deals.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..rules.actions import Action, Bury, Call, ChooseTrump, Declare, Play, XuanCall
from ..rules.cards import H5
from ..rules.messages import Msg, Seat, msg, term
from ..rules.trick.resolve import resolve
from .knowledge import clone, knowledge, sample_world
from .seen import share
from .value import worth

SAMPLES = 12


@dataclass
class Line:
    """What happened in one sampled deal after one choice."""
    ruffer: int | None = None        # an opponent who won this trick with a ruff
    lost_trick: bool = False         # the opponents won this trick
    gift: int = 0                    # points of the seat's own cards in this trick when the opponents won it
    throw_failed: bool = False
    rotten: int = 0                  # the seat's heart 5s that rotted after the decision
    overturned: bool = False         # the bottom went to the other side, doubled, against the seat's side
    made: bool | None = None         # the seat's side's contract (Zhejiang, Jiande): made
    bottom_lost: bool = False        # the other side won the last trick (and with it the bottom)
    main: float = 0.0
    points: float = 0.0


@dataclass
class Lines:
    items: list[Line] = field(default_factory=list)

    def rate(self, f) -> float:
        return sum(1 for x in self.items if f(x)) / len(self.items) if self.items else 0.0

    def count(self, f) -> int:
        return sum(1 for x in self.items if f(x))

    def mean(self, f) -> float:
        return sum(f(x) for x in self.items) / len(self.items) if self.items else 0.0


def _winner_now(g) -> int | None:
    t = g.current
    if t is None or not t.plays:
        return None
    t = t.copy()
    resolve(t, g.order, g.rules, explain=False)
    return t.winner


def _known_side(g, a: int, b: int) -> bool:
    """a and b on one side as the table knows it (a Taihu friend only once revealed)."""
    if g.rules.contract == "show" and g.friend is None and not g.solo and g.dealer not in (a, b):
        return False
    return g.side_of(a) == g.side_of(b)


def _trumps_with(g, a: ChooseTrump) -> int:
    w = g.clone()
    w.apply(a)
    return sum(n for c, n in w.hands[a.seat].items() if w.order.esuit(c) == "T")


# ------------------------------------------------------------------ facts of the position
def _direct(g, seat: int, played: Action, best: Action | None) -> Msg | None:
    rs = g.rules
    if isinstance(played, Call) and g.hands[seat][played.card] > 0:
        return msg("cause.call-held", card=played.card, n=rs.players - 1)
    if isinstance(played, Bury) and rs.rotten_red5 and H5 in played.cards:
        return msg("cause.rotten-buried", levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    if isinstance(played, ChooseTrump) and isinstance(best, ChooseTrump):
        mine, other = _trumps_with(g, played), _trumps_with(g, best)
        if other > mine:
            return msg("cause.trump", suit=term("suit." + played.suit), n=mine, best=term("suit." + best.suit), m=other)
    if not isinstance(played, Play) or g.phase != "play" or rs.family != "trick":
        return None
    t = g.current
    led = t.led_suit if t is not None and t.plays else None
    if rs.rotten_red5 and H5 in played.cards and led is not None and led != "T":
        return msg("cause.rotten", levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    w = _winner_now(g)
    if w is not None and w != seat and _known_side(g, w, seat):
        after = g.clone()
        after.apply(played)
        if _taker(after, t.number) == seat:
            return msg("cause.overruff", seat=Seat(w))
    if rs.contract == "show" and g.friend is None and seat != g.dealer:
        after = g.clone()
        after.apply(played)
        if after.friend == seat and not _reveals(g, best):
            return msg("cause.reveal", card=g.called)
    return None


def _reveals(g, a: Action | None) -> bool:
    if not isinstance(a, Play):
        return False
    after = g.clone()
    after.apply(a)
    return after.friend == a.seat


def _taker(g, number: int) -> int | None:
    t = g.tricks[number - 1] if len(g.tricks) >= number else None
    if t is None:
        return None
    if t.winner is not None:
        return t.winner
    t = t.copy()
    resolve(t, g.order, g.rules, explain=False)
    return t.winner


# ------------------------------------------------------------------ the sampled lines
def _line(w, seat: int, number: int | None, rotten_before: int) -> Line:
    x = Line()
    wo = worth(w, seat)
    x.main, x.points = wo.main, wo.points
    res = w.result
    if w.rules.family != "trick" or res is None or res.redeal:
        return x
    mine = set(res.dealer_side) if seat in res.dealer_side else {s for s in range(w.n) if s not in res.dealer_side}
    if number is not None and len(w.tricks) >= number:
        t = w.tricks[number - 1]
        if t.winner is not None and t.winner not in mine:
            x.lost_trick = True
            x.gift = sum(c.points for s, cs in t.plays if s == seat for c in cs)
            wcs = dict(t.plays).get(t.winner, ())
            if t.led_suit != "T" and wcs and all(w.order.esuit(c) == "T" for c in wcs):
                x.ruffer = t.winner
        x.throw_failed = any(e.id == "throw-failed" and e.seat == seat for e in t.events)
    rot = sum(1 for t in w.tricks for e in t.events if e.id == "red5-rotten" and e.seat == seat)
    rot += sum(1 for e in res.events if e.id == "red5-rotten" and e.seat == seat)
    x.rotten = rot - rotten_before
    x.overturned = seat in res.dealer_side and any(e.id == "bottom-doubled" for e in res.events)
    x.bottom_lost = bool(w.tricks) and w.tricks[-1].winner not in mine
    made = getattr(res, "contract_made", None)
    if made is not None:
        x.made = made if seat in res.dealer_side else not made
    return x


def lines(g, seat: int, actions: list[Action | None], rng: random.Random, n: int = SAMPLES) -> list[Lines]:
    """Each action played to the end over the same `n` sampled deals and seeds (what happened, per deal)."""
    from .playout import play_out
    from .search import _start
    k = knowledge(g, seat)
    number = g.current.number if g.rules.family == "trick" and g.phase == "play" and g.current else None
    before = sum(1 for t in g.tricks for e in t.events if e.id == "red5-rotten" and e.seat == seat) \
        if g.rules.family == "trick" else 0
    out = [Lines() for _ in actions]
    for _ in range(n):
        world = sample_world(g, seat, rng, k)
        seed = rng.getrandbits(32)
        for a, ls in zip(actions, out):
            w = clone(world)
            if number is not None:
                share(g, w)
            declined = _start(w, seat, a)
            play_out(w, random.Random(seed), declined)
            ls.items.append(_line(w, seat, number, before))
    return out


def void_trick(g, seat: int, suit: str) -> int:
    """The trick at which `seat` showed void in `suit` (0: not shown by a follow)."""
    for t in g.tricks:
        if t.led_suit == suit and t.plays and t.plays[0][0] != seat:
            need = sum(c.size for c in t.lead)
            for s, cs in t.plays[1:]:
                if s == seat and sum(1 for c in cs if g.order.esuit(c) == suit) < need:
                    return t.number
    return 0


def _sampled(g, seat: int, played: Action, best: Action | None, unit: str, rng: random.Random) -> Msg:
    n = SAMPLES
    p, b = lines(g, seat, [played, best], rng, n)
    rs = g.rules
    kp, kb = p.count(lambda x: x.rotten > 0), b.count(lambda x: x.rotten > 0)
    if kp - kb >= max(2, n // 4):
        return msg("cause.rotten-late", k=kp, n=n, m=kb, levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    if isinstance(played, Bury) and isinstance(best, Bury):
        buried = sum(c.points for c in played.cards)
        if buried - sum(c.points for c in best.cards) >= 10:
            doubled = rs.contract == "show"
            k = p.count((lambda x: x.overturned) if doubled else (lambda x: x.bottom_lost))
            return msg("cause.bury-doubled" if doubled else "cause.bury-points", points=buried, k=k, n=n)
    kp = p.count(lambda x: x.throw_failed)
    if kp * 2 >= n and isinstance(played, Play):
        return msg("cause.throw-fails", k=kp, n=n, cards=list(played.cards))
    kp, kb = p.count(lambda x: x.ruffer is not None), b.count(lambda x: x.ruffer is not None)
    if kp - kb >= max(2, n // 3):
        seats = [x.ruffer for x in p.items if x.ruffer is not None]
        who = max(set(seats), key=seats.count)
        suit = g.order.esuit(played.cards[0]) if isinstance(played, Play) and played.cards else None
        known = knowledge(g, seat)
        if suit is not None and suit in known.voids.get(who, ()):
            return msg("cause.ruffed-void", seat=Seat(who), suit=term("suit." + suit), k=kp, n=n,
                       trick=void_trick(g, who, suit))
        if suit is not None and suit != "T":
            return msg("cause.ruffed-likely", seat=Seat(who), suit=term("suit." + suit), k=kp, n=n)
        return msg("cause.ruffed", seat=Seat(who), k=kp, n=n)
    gift = p.mean(lambda x: x.gift) - b.mean(lambda x: x.gift)
    if gift >= 5 and isinstance(played, Play):
        return msg("cause.gift", cards=list(played.cards), points=round(p.mean(lambda x: x.gift)),
                   k=p.count(lambda x: x.lost_trick), n=n)
    made_p, made_b = p.count(lambda x: x.made is True), b.count(lambda x: x.made is True)
    if p.items and p.items[0].made is not None:
        if made_b - made_p >= max(2, n // 4):
            return msg("cause.beyond-reach", k=made_p, n=n, m=made_b, best=_act(g, best))
        if unit == "unit.card-points" and made_p == made_b and made_p in (0, n):
            key = "cause.settled-made" if made_p == n else "cause.settled-lost"
            return msg(key, loss=round(b.mean(lambda x: x.points) - p.mean(lambda x: x.points)), best=_act(g, best))
    kp, kb = p.count(lambda x: x.overturned), b.count(lambda x: x.overturned)
    if kp - kb >= max(2, n // 4):
        return msg("cause.bottom", k=kp, n=n, m=kb)
    if rs.family == "climb":
        if isinstance(played, (Declare, XuanCall)) and getattr(played, "kind", "none") != "none":
            failed = p.count(lambda x: x.main < 0)
            return msg("cause.declare", kind=term(("xuan." if isinstance(played, XuanCall) else "decl.") + played.kind),
                       k=failed, n=n)
        return msg("cause.climb", best=_act(g, best), k=_better(p, b, unit), n=n)
    if unit == "unit.levels":
        return msg("cause.levels", best=_act(g, best), k=_better(p, b, unit), n=n)
    lost = p.mean(lambda x: x.points) - b.mean(lambda x: x.points)
    if lost >= 1:
        return msg("cause.points", best=_act(g, best), points=round(lost))
    return msg("cause.later", best=_act(g, best), k=_better(p, b, unit), n=n)


def _better(p: Lines, b: Lines, unit: str) -> int:
    f = (lambda x: x.points) if unit == "unit.card-points" else (lambda x: x.main)
    return sum(1 for x, y in zip(p.items, b.items) if f(y) > f(x))


def _act(g, a: Action | None) -> Msg:
    from .search import action_msg
    return action_msg(g.rules, a)


def cause(g, seat: int, played: Action | None, best: Action | None, unit: str, rng: random.Random) -> Msg | None:
    """The main cause of `played` doing worse than `best` (None when there is no better choice)."""
    if played is None or best is None:
        return None
    direct = _direct(g, seat, played, best)
    if direct is not None:
        return direct
    return _sampled(g, seat, played, best, unit, rng)
