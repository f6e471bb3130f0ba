"""Xuan declarations (seed 003 second part; rulings R-50..R-53; reconstructed).

The moments, in the seed's order ("叫牌順序"):

  0 tianxuan   at the 3rd card: a red 5 among one's first three cards
  1 tianchuai  at the 5th card, only after 天宣: a joker among one's first
               five cards (option `tianchuai_side`: by default the caller
               has no red 5 among those five, i.e. is not on the 天宣 side)
  2 du         after the deal; not after 天宣: one against three
  3 xuan       no 独 before: a red-5 holder shows a red 5
  4 jiu        no 独 or 宣 before: a player holding no red 5 challenges
  5 chuai      after 揪 (option `chuai_after_xuan`: also after 宣), never
               after 天宣 or 独: a joker holder doubles for the side
  6 fanchuai   after 揣: a player of the other side redoubles
               (option `fanchuai_needs_joker`)
  7 surrender  a lone player (独, or holding both red fives) gives up
               before play and loses the stake as it stands

A hand's listed order is its deal order, so the "first three/five cards"
are the first three/five listed.  Each declaration is made at most once.

How the engine knows a moment passed.  A record writes only the
declarations made (record-format.md: "a declaration not made at its moment
is declined; no action is written for it").  The engine keeps a pointer to
the earliest moment still open.  A declaration at moment i closes every
moment up to and including i: everybody who could have spoken earlier (an
earlier moment, or earlier in seat order within the moment) declined
silently.  The heart-8 holder's first lead closes every moment.  A
declaration whose moment is closed is refused with `declare-order`.  Within
one moment the seat order (from the heart-8 holder after the deal, from p1
during the deal) only decides priority, and since each declaration is made
once, any one eligible seat may make it: the seats before it declined.

Consequently, while the declarations are open several seats may act: the
game's `to_act` is the heart-8 holder (who must act if everyone else stays
silent) and `legal_actions()` lists the declarations any seat may make
now followed by the heart-8 holder's first leads.

Sides: the holders of the heart 5 and the diamond 5 are partners; a player
holding both plays alone (1 vs 3); after 独 the caller plays alone against
the other three.  天宣, 宣 and 揪 make the red fives public (the other
red 5 must be shown too, seed 003).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import XuanCall
from ..cards import BJ, H5, LJ, Card
from ..faces import known
from ..messages import Seat, msg, term
from ..verdict import LEGAL, Event, Verdict, illegal

if TYPE_CHECKING:
    from .state import ClimbState

MOMENTS = ("tianxuan", "tianchuai", "du", "xuan", "jiu", "chuai", "fanchuai", "surrender")
MULTIPLIER = {"tianxuan": 4, "tianchuai": 4, "du": 10, "xuan": 1, "jiu": 2, "chuai": 2, "fanchuai": 2}
D5 = Card.of("D", 5)
RED5 = (H5, D5)
JOKERS = (BJ, LJ)
REVEALING = ("tianxuan", "xuan", "jiu")


def red_seats(g: ClimbState) -> tuple[int, ...]:
    """The seats holding the heart 5 and the diamond 5 (as dealt), without repeats."""
    out = []
    for c in RED5:
        for seat, h in enumerate(g.deal.hands):
            if c in h and seat not in out:
                out.append(seat)
    return tuple(out)


def lone(g: ClimbState) -> int | None:
    """The player alone against three: the 独 caller, or the holder of both red fives."""
    if "du" in g.calls:
        return g.calls["du"]
    reds = red_seats(g)
    return reds[0] if len(reds) == 1 else None


def sides(g: ClimbState) -> tuple[frozenset[int], frozenset[int]]:
    """(the lone player or the red-five side, the others)."""
    lo = lone(g)
    a = frozenset({lo}) if lo is not None else frozenset(red_seats(g))
    return a, frozenset(range(g.n)) - a


def side_of(g: ClimbState, seat: int) -> frozenset[int]:
    a, b = sides(g)
    return a if seat in a else b


def multiplier(g: ClimbState) -> int:
    m = 1
    for k in g.calls:
        m *= MULTIPLIER.get(k, 1)
    return m


def _order_fail(kind: str, key: str, **params: Any) -> Verdict:
    return illegal("declare-order", msg("declare-order." + key, kind=term("xuan." + kind), **params))


def _needs_fail(kind: str, key: str, **params: Any) -> Verdict:
    return illegal("declare-needs", msg("declare-needs." + key, kind=term("xuan." + kind), **params))


def check(g: ClimbState, a: XuanCall) -> Verdict:
    """The declaration's own rules (phase is checked by the game): order, then needs."""
    k, made = a.kind, g.calls
    i = MOMENTS.index(k)
    if k in made:
        return _order_fail(k, "once", by=Seat(made[k]))
    if i < g.moment:
        return _order_fail(k, "passed", later=term("xuan." + known(g.closed_by, "the closing declaration")))
    for before in {"tianchuai": (), "du": ("tianxuan",), "xuan": ("tianxuan", "du"),
                   "jiu": ("tianxuan", "du", "xuan"), "chuai": ("tianxuan", "du")}.get(k, ()):
        if before in made:
            return _order_fail(k, "after", after=term("xuan." + before))
    if k == "tianchuai" and "tianxuan" not in made:
        return _order_fail(k, "needs", need=term("xuan.tianxuan"))
    if k == "chuai" and "jiu" not in made and not (g.rules.opt("chuai_after_xuan") and "xuan" in made):
        return _order_fail(k, "needs", need=term("xuan.jiu"))
    if k == "fanchuai" and "chuai" not in made:
        return _order_fail(k, "needs", need=term("xuan.chuai"))
    dealt = g.deal.hands[a.seat]
    seat = Seat(a.seat)
    if k == "tianxuan" and not any(c in RED5 for c in dealt[:3]):
        return _needs_fail(k, "tianxuan", seat=seat, cards=list(dealt[:3]))
    if k == "tianchuai":
        if not any(c in JOKERS for c in dealt[:5]):
            return _needs_fail(k, "tianchuai", seat=seat, cards=list(dealt[:5]))
        if g.rules.opt("tianchuai_side") == "opponents" and any(c in RED5 for c in dealt[:5]):
            return _needs_fail(k, "tianchuai-side", seat=seat, cards=list(dealt[:5]))
    if k == "xuan" and not any(c in RED5 for c in dealt):
        return _needs_fail(k, "xuan", seat=seat)
    if k == "jiu" and any(c in RED5 for c in dealt):
        return _needs_fail(k, "jiu", seat=seat)
    if k == "chuai" and not any(c in JOKERS for c in dealt):
        return _needs_fail(k, "chuai", seat=seat)
    if k == "fanchuai":
        by = made["chuai"]
        if a.seat in side_of(g, by):
            return _needs_fail(k, "fanchuai", seat=seat, by=Seat(by))
        if g.rules.opt("fanchuai_needs_joker") and not any(c in JOKERS for c in dealt):
            return _needs_fail(k, "chuai", seat=seat)
    if k == "surrender" and lone(g) != a.seat:
        return _needs_fail(k, "surrender", seat=seat)
    return LEGAL


def apply(g: ClimbState, a: XuanCall) -> list[Event]:
    k = a.kind
    i = MOMENTS.index(k)
    g.calls[k] = a.seat
    g.moment, g.closed_by = i + 1, k
    ev = [] if k == "surrender" else [Event(k, msg("xuan.call." + k, seat=Seat(a.seat), mult=multiplier(g)), a.seat)]
    if k in REVEALING and not g.revealed:
        g.revealed = True
        reds = red_seats(g)
        if len(reds) == 1:
            ev.append(Event("partners", msg("xuan.partners.alone", seat=Seat(reds[0])), reds[0]))
        else:
            ev.append(Event("partners", msg("xuan.partners", a=Seat(reds[0]), b=Seat(reds[1])), None))
    if k == "surrender":
        g.surrendered = a.seat  # the game settles the hand at once
    return ev
