"""Duxiao declarations (seed 003, §Duxiao).

Once round, starting with the holder of the special ten `H10*`, in seat
order, every player declares exactly once: `declare none` (不独), `du`
(独牌), `tiandu` (天独) or `tianwaitian` (天外天). Each declaration other than
`none` must be higher than every one before it (rule `declare-order`; after 独牌
only 天独 or 天外天, after 天独 only 天外天, after 天外天 only 不独). A
forced `declare none` is still written in a record: four declarations
always. The highest declarer (necessarily the last one not declaring
`none`) is the dealer and leads; with no declaration the special-ten
holder leads and play goes on until three players are out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Declare
from ..cards import SPECIAL_TEN
from ..messages import Seat, msg, term
from ..verdict import LEGAL, Event, Verdict, illegal

if TYPE_CHECKING:
    from .state import ClimbState

KINDS = ("none", "du", "tiandu", "tianwaitian")
RANK = {k: i for i, k in enumerate(KINDS)}
MULTIPLIER = {"du": 3, "tiandu": 5, "tianwaitian": 10}  # per opponent; the dealer x3 (seed 003)


def special_holder(g: ClimbState) -> int:
    for seat, h in enumerate(g.deal.hands):
        if SPECIAL_TEN in h:
            return seat
    return 0


def standing(g: ClimbState) -> tuple[int, str] | None:
    best = None
    for seat, kind in g.declarations:
        if kind != "none" and (best is None or RANK[kind] > RANK[best[1]]):
            best = (seat, kind)
    return best


def allowed(g: ClimbState) -> tuple[str, ...]:
    st = standing(g)
    low = RANK[st[1]] if st else 0
    return ("none",) + tuple(k for k in KINDS[1:] if RANK[k] > low)


def check(g: ClimbState, a: Declare) -> Verdict:
    """The action's own rule (phase and turn are checked by the game)."""
    st = standing(g)
    if a.kind != "none" and st is not None and RANK[a.kind] <= RANK[st[1]]:
        return illegal("declare-order", msg("declare-order", kind=term("decl." + a.kind),
                                            standing=term("decl." + st[1]), by=Seat(st[0]),
                                            allowed=tuple(term("decl." + k) for k in allowed(g))))
    return LEGAL


def apply(g: ClimbState, a: Declare) -> list[Event]:
    g.declarations.append((a.seat, a.kind))
    ev = [Event("declare", msg("declare." + a.kind, seat=Seat(a.seat)), a.seat)]
    if len(g.declarations) < g.n:
        g.to_act = (a.seat + 1) % g.n
        return ev
    st = standing(g)
    if st is None:
        leader = special_holder(g)
        ev.append(Event("dealer", msg("dealer.none-declared", seat=Seat(leader)), leader))
    else:
        g.dealer, g.contract = st
        leader = g.dealer
        ev.append(Event("dealer", msg("dealer.declared", seat=Seat(leader), kind=term("decl." + g.contract)),
                        leader))
    g.start_play(leader)
    return ev
