"""Listing the legal actions: structurally distinct, never all subsets.

- duxiao declarations: `declare none` and every higher declaration;
- xuan declarations: every declaration any seat may make now (moments in
  order, seats from the heart-8 holder), then the heart-8 holder's first
  leads (each containing the heart 8): several seats may act, since a
  declaration is declined by silence (see `declare_xuan`);
- a lead: one play per pattern and top rank the hand holds;
- a follow: one play per higher top of the standing pattern, and `pass` (listed first).

Every listed action passes `check` (they are filtered through it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, Declare, Pass, Play, XuanCall
from ..cards import Card
from . import declare_duxiao
from .declare_xuan import MOMENTS
from .patterns import beating, candidates
from .state import HEART_8

if TYPE_CHECKING:
    from .state import ClimbState


def _first_leads(g: ClimbState, seat: int) -> list[tuple[Card, ...]]:
    hand = g.hands[seat]
    eight = g.order.level(HEART_8)
    eights = [c for c in g.order.sort(hand.elements()) if g.order.level(c) == eight and c is not HEART_8]
    return [(HEART_8,) + tuple(eights[:k]) for k in range(len(eights) + 1)]


def legal_actions(g: ClimbState, limit: int = 200) -> list[Action]:
    if g.over or g.to_act is None:
        return []
    out: list[Action] = []
    if g.phase == "declare" and not g.xuan:
        out = [Declare(g.to_act, k) for k in declare_duxiao.allowed(g)]
    elif g.phase == "declare":
        h8 = g.heart8_holder()
        for kind in MOMENTS[g.moment:]:
            for k in range(g.n):
                a = XuanCall((h8 + k) % g.n, kind)
                if g.can(a):
                    out.append(a)
        out += [Play(h8, cs) for cs in _first_leads(g, h8)]
    else:
        seat, r = g.to_act, g.known_round
        hand = g.hands[seat]
        if r.standing is None:
            out = [Play(seat, cs) for cs in candidates(hand, g.order)]
        else:
            out = [Pass(seat), *(Play(seat, cs) for cs in beating(hand, r.standing, g.order))]
    return [a for a in out if g.can(a)][:limit]
