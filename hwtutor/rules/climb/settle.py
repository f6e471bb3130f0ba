"""Settlement of a finished climbing hand (seed 003, R-44, R-51, R-53).

Duxiao, base b (option `base`, R-44):
- 8 equal cards dealt: a won 天独 for each such player (+15b, the others -5b).
- no declaration: by the order out, 1st +2b, 2nd +b, 3rd -b, 4th -2b.
- 独牌 / 天独 / 天外天: m = 3 / 5 / 10; won: the dealer +3mb, each other -mb;
  lost: the dealer -3mb, each other +mb.

Xuan, base b: the stake s = b x the product of the declarations made
(天宣 4, 天揣 4, 独 10, 宣 1, 揪 2, 揣 2, 反揣 2) x the outcome (R-51):
- two against two: both of one side out 1st and 2nd, 全捕 x2; the first
  out's side also has the 3rd, 半捕 x1; first and last out on one side,
  平贡, a draw (x0) -- except after 天揣, where the first out's side wins x1;
  each winner gains s, each loser pays s.
- one against three (独, or both red fives in one hand): the lone player
  wins only by going out first, x1; each of the three gains or pays s, the
  lone player the sum, 3s.  A surrender (投降) loses the stake as it stands.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..faces import known
from ..messages import Seat, msg
from ..settlement import DuxiaoResult, XuanResult
from ..verdict import Event
from . import declare_duxiao, declare_xuan

if TYPE_CHECKING:
    from .state import ClimbState


def places(g: ClimbState) -> list[int]:
    """The order out, then the players still holding cards, in seat order from the last out."""
    rest = [s for s in range(g.n) if s not in g.out]
    return list(g.out) + rest if len(rest) <= 1 else list(g.out)


def settle_duxiao(g: ClimbState) -> DuxiaoResult:
    b = g.rules.opt("base")
    gp = dict.fromkeys(range(g.n), 0)
    ev: list[Event] = []
    if g.eight:
        m = declare_duxiao.MULTIPLIER["tiandu"]
        for s in g.eight:
            for i in range(g.n):
                if i != s:
                    gp[i] -= m * b
                    gp[s] += m * b
        ev += [Event("eight-of-a-kind", e.msg, e.seat) for e in g.eight_events]
        return DuxiaoResult(declaration="tiandu", eight_of_a_kind=tuple(g.eight), contract_made=True,
                            dealer=g.eight[0] if len(g.eight) == 1 else None, base=b,
                            game_points=tuple(gp[i] for i in range(g.n)), events=ev)
    if g.dealer is None:
        order = places(g)
        for place, s in enumerate(order):
            gp[s] = (2, 1, -1, -2)[place] * b
        return DuxiaoResult(declaration=None, places=tuple(order), base=b,
                            game_points=tuple(gp[i] for i in range(g.n)), events=ev)
    d, contract = g.dealer, known(g.contract, "the contract")
    m = declare_duxiao.MULTIPLIER[contract]
    sign = 1 if g.contract_made else -1
    for i in range(g.n):
        if i != d:
            gp[i] -= sign * m * b
            gp[d] += sign * m * b
    ev.append(Event("contract-made" if g.contract_made else "contract-failed",
                    known(g.contract_why, "the contract's outcome"), d))
    return DuxiaoResult(declaration=contract, dealer=d, contract_made=g.contract_made,
                        places=tuple(g.out), base=b, game_points=tuple(gp[i] for i in range(g.n)), events=ev)


def xuan_outcome(g: ClimbState) -> tuple[str, frozenset[int], int] | None:
    """(outcome id, winners, outcome multiplier) once the order out decides it, else None."""
    lone = declare_xuan.lone(g)
    out = g.out
    if lone is not None:
        if not out:
            return None
        if out[0] == lone:
            return "lone-won", frozenset({lone}), 1
        return "lone-lost", frozenset(range(g.n)) - {lone}, 1
    if len(out) < 2:
        return None
    first = declare_xuan.side_of(g, out[0])
    if out[1] in first:
        return "quanbu", first, 2
    if len(out) >= 3 and out[2] in first:
        return "banbu", first, 1
    if "tianchuai" in g.calls:  # no draw after 天揣; the first out's side wins
        return "first-out", first, 1
    if len(out) < 3:
        return None
    return "pinggong", frozenset(), 0


def settle_xuan(g: ClimbState) -> XuanResult:
    b = g.rules.opt("base")
    gp = dict.fromkeys(range(g.n), 0)
    ev: list[Event] = []
    lone = declare_xuan.lone(g)
    mult = declare_xuan.multiplier(g)
    a_side, b_side = declare_xuan.sides(g)
    if g.surrendered is not None:
        outcome, winners, om = "surrender", frozenset(range(g.n)) - {g.surrendered}, 1
        ev.append(Event("surrender", msg("surrender", seat=Seat(g.surrendered), mult=mult), g.surrendered))
    else:
        outcome, winners, om = xuan_outcome(g) or ("pinggong", frozenset(), 0)
    stake = b * mult * om
    if lone is not None:
        ev.append(Event("solo", msg("xuan.solo", seat=Seat(lone)), lone))
        won = lone in winners
        for i in range(g.n):
            if i != lone:
                gp[i] += -stake if won else stake
                gp[lone] += stake if won else -stake
    elif winners:
        for i in range(g.n):
            gp[i] = stake if i in winners else -stake
    if outcome != "surrender":
        ev.append(Event(outcome, msg("xuan.outcome." + outcome, winners=tuple(Seat(i) for i in sorted(winners)),
                                     mult=om), None))
    return XuanResult(sides=(tuple(sorted(a_side)), tuple(sorted(b_side))), lone=lone,
                      declarations=dict(g.calls), multiplier=mult, outcome=outcome, outcome_multiplier=om,
                      stake=stake, winners=tuple(sorted(winners)), places=tuple(g.out), base=b,
                      dealer=g.calls.get("du"), surrendered=g.surrendered,
                      game_points=tuple(gp[i] for i in range(g.n)), events=ev)
