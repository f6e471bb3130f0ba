"""Near misses: a play or a choice from the learner's own hand that the engine rejects for a telling rule
(never for cards not held, the turn or the phase). The wrong answers of tests and demonstrations."""
from __future__ import annotations

from itertools import combinations

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Play, Show
from ..rules.cards import ALL_CARDS, Card
from .situation import is_trick

_TELLING_RULES = ("follow-suit", "follow-shape", "lead-mixed", "red5-lead", "throw-banned", "follow-count")


_CLIMB_RULES = ("first-lead", "climb-pattern", "climb-low")


def illegal_play(game, seat: int) -> tuple[Card, ...] | None:
    """A play from the seat's hand the engine rejects for a rule of play (not for cards not held)."""
    if not is_trick(game):
        pool = sorted((c for c, n in game.hands[seat].items() for _ in range(n)), key=lambda c: c.idx)
        r = game.current
        need = len(r.standing_cards) if r is not None and r.standing is not None else 0
        sizes = [need] + [k for k in (1, 2, 3) if k != need] if need and need <= 6 else [1, 2, 3]
        for size in sizes:
            for combo in combinations(pool, size):
                v = game.check(Play(seat, combo))
                if not v.ok and v.rule in _CLIMB_RULES:
                    return combo
        return None
    hand = game.hands[seat]
    o = game.order
    trick = game.current
    need = sum(c.size for c in trick.lead) if trick and trick.plays else 2
    pool = [c for c, n in sorted(hand.items(), key=lambda x: x[0].idx) for _ in range(n)]
    best: tuple[int, tuple[Card, ...]] | None = None
    if trick and trick.plays:  # off-suit cards first: the most telling mistake
        led = trick.led_suit
        pool.sort(key=lambda c: (o.esuit(c) == led, c.idx))
    for tried, combo in enumerate(combinations(pool, need), 1):
        if tried > 4000:
            break
        v = game.check(Play(seat, combo))
        if not v.ok and v.rule in _TELLING_RULES:
            rank = _TELLING_RULES.index(v.rule)
            if best is None or rank < best[0]:
                best = (rank, combo)
            if rank <= 1:
                break
    return tuple(o.sort(best[1])) if best else None


def illegal_choice(game, seat: int) -> Action | None:
    rs = game.rules
    cands: list[Action] = []
    if game.phase == "bid":
        standing = game.bid or rs.bid_min
        cands = [Bid(seat, standing + rs.bid_raise + 5), Bid(seat, rs.bid_max + 5), Bid(seat, rs.bid_min - 5),
                 Bid(seat, standing + 3)]
    elif game.phase == "trump":
        cands = [ChooseTrump(seat, s) for s in "SHCD"]
    elif game.phase == "show":
        hand = game.hands[seat]
        cands = [Show(seat, (c,)) for c in sorted((c for c, n in hand.items() if n), key=lambda c: c.idx)]
    elif game.phase == "bury":
        hand = game.hands[seat]
        pool = [c for c, n in sorted(hand.items(), key=lambda x: x[0].idx) for _ in range(n)]
        cands = [Bury(seat, tuple(pool[: rs.bottom_size - 1])), Bury(seat, tuple(pool[: rs.bottom_size + 1]))]
    elif game.phase == "call":
        cands = [Call(seat, c) for c in ALL_CARDS if not c.special]
    elif game.phase == "play" or not is_trick(game):
        bad = illegal_play(game, seat)
        cands = [Play(seat, bad)] if bad else []
        if not is_trick(game):
            from ..rules.actions import DUXIAO_DECLARATIONS, XUAN_VERBS, Declare, XuanCall
            cands += [Declare(seat, k) for k in DUXIAO_DECLARATIONS] if rs.contract == "declare" else \
                [XuanCall(seat, k) for k in XUAN_VERBS]
    for a in cands:
        v = game.check(a)
        if not v.ok and v.rule not in ("turn", "phase", "not-in-hand"):
            return a
    return None
