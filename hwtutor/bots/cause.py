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
from collections.abc import Callable
from dataclasses import dataclass, field

from ..rules.actions import Action, Bury, Call, ChooseTrump, Declare, Play, XuanCall
from ..rules.cards import H5
from ..rules.game import Game
from ..rules.kinds import Scoring
from ..rules.messages import Msg, Seat, msg, suit_term, term
from ..rules.settlement import ContractResult, LevelsResult
from ..rules.trick.game import TrickGame
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

    def rate(self, f: Callable[[Line], object]) -> float:
        return sum(1 for x in self.items if f(x)) / len(self.items) if self.items else 0.0

    def count(self, f: Callable[[Line], object]) -> int:
        return sum(1 for x in self.items if f(x))

    def mean(self, f: Callable[[Line], float]) -> float:
        return sum(f(x) for x in self.items) / len(self.items) if self.items else 0.0


def _winner_now(g: TrickGame) -> int | None:
    t = g.current
    if t is None or not t.plays:
        return None
    t = t.copy()
    resolve(t, g.known_order, g.rules, explain=False)
    return t.winner


def _known_side(g: TrickGame, a: int, b: int) -> bool:
    """a and b on one side as the table knows it (a Taihu friend only once revealed)."""
    if g.rules.friend_call and g.friend is None and not g.solo and g.dealer not in (a, b):
        return False
    return g.side_of(a) == g.side_of(b)


def _trumps_with(g: TrickGame, a: ChooseTrump) -> int:
    w = g.clone()
    w.apply(a)
    return sum(n for c, n in w.hands[a.seat].items() if w.known_order.esuit(c) == "T")


# ------------------------------------------------------------------ facts of the position
def _direct(g: Game, seat: int, played: Action, best: Action | None) -> Msg | None:
    rs = g.rules
    if isinstance(played, Call) and g.hands[seat][played.card] > 0:
        return msg("cause.call-held", card=played.card, n=rs.players - 1)
    if isinstance(played, Bury) and rs.rotten_red5 and H5 in played.cards:
        return msg("cause.rotten-buried", levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    if isinstance(played, ChooseTrump) and isinstance(best, ChooseTrump) and isinstance(g, TrickGame):
        mine, other = _trumps_with(g, played), _trumps_with(g, best)
        if other > mine:
            return msg("cause.trump", suit=suit_term(played.suit), n=mine, best=suit_term(best.suit), m=other)
    if not isinstance(played, Play) or g.phase != "play" or not isinstance(g, TrickGame):
        return None
    t = g.current
    led = t.led_suit if t is not None and t.plays else None
    if rs.rotten_red5 and H5 in played.cards and led is not None and led != "T":
        return msg("cause.rotten", levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    w = _winner_now(g)
    if w is not None and w != seat and _known_side(g, w, seat):
        after = g.clone()
        after.apply(played)
        if _taker(after, g.known_trick.number) == seat:  # a trick to win: the one in progress
            return msg("cause.overruff", seat=Seat(w))
    if rs.friend_call and g.friend is None and seat != g.dealer:
        after = g.clone()
        after.apply(played)
        if after.friend == seat and not _reveals(g, best):
            return msg("cause.reveal", card=g.called)
    return None


def _reveals(g: TrickGame, a: Action | None) -> bool:
    if not isinstance(a, Play):
        return False
    after = g.clone()
    after.apply(a)
    return after.friend == a.seat


def _taker(g: TrickGame, number: int) -> int | None:
    t = g.tricks[number - 1] if len(g.tricks) >= number else None
    if t is None:
        return None
    if t.winner is not None:
        return t.winner
    t = t.copy()
    resolve(t, g.known_order, g.rules, explain=False)
    return t.winner


# ------------------------------------------------------------------ the sampled lines
def _line(w: Game, seat: int, number: int | None, rotten_before: int) -> Line:
    x = Line()
    wo = worth(w, seat)
    x.main, x.points = wo.main, wo.points
    res = w.result
    if not isinstance(w, TrickGame) or not isinstance(res, (ContractResult, LevelsResult)):  # a redeal: nothing
        return x
    mine = set(res.dealer_side) if seat in res.dealer_side else {s for s in range(w.n) if s not in res.dealer_side}
    if number is not None and len(w.tricks) >= number:
        t = w.tricks[number - 1]
        if t.winner is not None and t.winner not in mine:
            x.lost_trick = True
            x.gift = sum(c.points for s, cs in t.plays if s == seat for c in cs)
            wcs = dict(t.plays).get(t.winner, ())
            if t.led_suit != "T" and wcs and all(w.known_order.esuit(c) == "T" for c in wcs):
                x.ruffer = t.winner
        x.throw_failed = any(e.id == "throw-failed" and e.seat == seat for e in t.events)
    rot = sum(1 for t in w.tricks for e in t.events if e.id == "red5-rotten" and e.seat == seat)
    rot += sum(1 for e in res.events if e.id == "red5-rotten" and e.seat == seat)
    x.rotten = rot - rotten_before
    x.overturned = seat in res.dealer_side and any(e.id == "bottom-doubled" for e in res.events)
    x.bottom_lost = bool(w.tricks) and w.tricks[-1].winner not in mine
    made = res.contract_made if isinstance(res, ContractResult) else None  # no contract in Taihu
    if made is not None:
        x.made = made if seat in res.dealer_side else not made
    return x


def lines(g: Game, seat: int, actions: list[Action | None], rng: random.Random, n: int = SAMPLES) -> list[Lines]:
    """Each action played to the end over the same `n` sampled deals and seeds (what happened, per deal)."""
    from .playout import play_out
    from .search import _start
    k = knowledge(g, seat)
    playing = g if isinstance(g, TrickGame) and g.phase == "play" and g.current else None
    number = playing.known_trick.number if playing is not None else None
    before = sum(1 for t in g.tricks for e in t.events if e.id == "red5-rotten" and e.seat == seat) \
        if isinstance(g, TrickGame) else 0
    out = [Lines() for _ in actions]
    for _ in range(n):
        world = sample_world(g, seat, rng, k)
        seed = rng.getrandbits(32)
        for a, ls in zip(actions, out):
            w = clone(world)
            if playing is not None and isinstance(w, TrickGame):  # a sample of a trick game is one
                share(playing, w)
            declined = _start(w, seat, a)
            play_out(w, random.Random(seed), declined)
            ls.items.append(_line(w, seat, number, before))
    return out


def void_trick(g: TrickGame, seat: int, suit: str) -> int:
    """The trick at which `seat` showed void in `suit` (0: not shown by a follow)."""
    for t in g.tricks:
        if t.led_suit == suit and t.plays and t.plays[0][0] != seat:
            need = sum(c.size for c in t.lead)
            for s, cs in t.plays[1:]:
                if s == seat and sum(1 for c in cs if g.known_order.esuit(c) == suit) < need:
                    return t.number
    return 0


def _sampled(g: Game, seat: int, played: Action, best: Action | None, unit: str, rng: random.Random) -> Msg:
    n = SAMPLES
    p, b = lines(g, seat, [played, best], rng, n)
    rs = g.rules
    kp, kb = p.count(lambda x: x.rotten > 0), b.count(lambda x: x.rotten > 0)
    if kp - kb >= max(2, n // 4):
        return msg("cause.rotten-late", k=kp, n=n, m=kb, levels=rs.opt("rotten_penalty"), value=rs.opt("rotten_points"))
    if isinstance(played, Bury) and isinstance(best, Bury):
        buried = sum(c.points for c in played.cards)
        if buried - sum(c.points for c in best.cards) >= 10:
            doubled = rs.scoring is Scoring.LEVELS  # the overturned bottom counts double (seed 004)
            k = p.count((lambda x: x.overturned) if doubled else (lambda x: x.bottom_lost))
            return msg("cause.bury-doubled" if doubled else "cause.bury-points", points=buried, k=k, n=n)
    kp = p.count(lambda x: x.throw_failed)
    if kp * 2 >= n and isinstance(played, Play):
        return msg("cause.throw-fails", k=kp, n=n, cards=list(played.cards))
    kp, kb = p.count(lambda x: x.ruffer is not None), b.count(lambda x: x.ruffer is not None)
    if kp - kb >= max(2, n // 3):
        seats = [x.ruffer for x in p.items if x.ruffer is not None]
        who = max(set(seats), key=seats.count)
        # only a trick game has ruffs
        tg = g if isinstance(g, TrickGame) else None
        suit = tg.known_order.esuit(played.cards[0]) if tg is not None and isinstance(played, Play) and played.cards \
            else None
        known = knowledge(g, seat)
        if tg is not None and suit is not None and suit in known.voids.get(who, ()):
            return msg("cause.ruffed-void", seat=Seat(who), suit=suit_term(suit), k=kp, n=n,
                       trick=void_trick(tg, who, suit))
        if suit is not None and suit != "T":
            return msg("cause.ruffed-likely", seat=Seat(who), suit=suit_term(suit), k=kp, n=n)
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
        if isinstance(played, (Declare, XuanCall)) and played.kind != "none":
            failed = p.count(lambda x: x.main < 0)
            return msg("cause.declare", kind=term(("xuan." if isinstance(played, XuanCall) else "decl.") + played.kind),
                       k=failed, n=n)
        return msg("cause.climb", best=_act(g, best), **_compared(p, b, unit))
    if unit == "unit.levels":
        return msg("cause.levels", best=_act(g, best), **_compared(p, b, unit))
    lost = p.mean(lambda x: x.points) - b.mean(lambda x: x.points)
    if lost >= 1:
        return msg("cause.points", best=_act(g, best), points=round(lost))
    key = "cause.later" if unit == "unit.card-points" else "cause.later-game"
    return msg(key, best=_act(g, best), **_compared(p, b, unit))


def _compared(p: Lines, b: Lines, unit: str) -> dict[str, int]:
    """Deal by deal, the better choice's end of the hand against the played one's, in `unit` (card points over
    par, else the game's own currency): better in k, worse in w, the same in e of the n deals."""
    def f(x: Line) -> float:
        return x.points if unit == "unit.card-points" else x.main

    pairs = list(zip(p.items, b.items))
    k = sum(1 for x, y in pairs if f(y) > f(x))
    w = sum(1 for x, y in pairs if f(y) < f(x))
    return {"k": k, "w": w, "e": len(pairs) - k - w, "n": len(pairs)}


def _act(g: Game, a: Action | None) -> Msg:
    from .search import action_msg
    return action_msg(g.rules, a)


def cause(g: Game, seat: int, played: Action | None, best: Action | None, unit: str, rng: random.Random) -> Msg | None:
    """The main cause of `played` doing worse than `best` (None when there is no better choice)."""
    if played is None or best is None:
        return None
    direct = _direct(g, seat, played, best)
    if direct is not None:
        return direct
    return _sampled(g, seat, played, best, unit, rng)
