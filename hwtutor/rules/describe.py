"""An action told in prose for a player ("p3 plays ♦5", "p3出♦5"), not in
record notation ("p3 play D5"): cards as glyphs, verbs agreeing with the seat."""
from __future__ import annotations

from .actions import Action, Bid, Bury, Call, ChooseTrump, Declare, Play, Show, XuanCall
from .messages import Msg, Seat, msg, suit_term, term


def describe(a: Action) -> Msg:
    seat = Seat(a.seat)
    if isinstance(a, Play):
        return msg("act.play", seat=seat, cards=list(a.cards))
    if isinstance(a, Bid):
        return msg("act.bid", seat=seat, amount=a.amount)
    if isinstance(a, ChooseTrump):
        return msg("act.trump", seat=seat, suit=suit_term(a.suit))
    if isinstance(a, Show):
        return msg("act.show", seat=seat, cards=list(a.cards)) if a.cards else msg("act.show-none", seat=seat)
    if isinstance(a, Bury):
        return msg("act.bury", seat=seat, cards=list(a.cards))
    if isinstance(a, Call):
        return msg("act.call", seat=seat, cards=[a.card])
    if isinstance(a, Declare):
        return msg("act.declare", seat=seat, kind=term("decl." + a.kind))
    if isinstance(a, XuanCall):
        return msg("act.declare", seat=seat, kind=term("xuan." + a.kind))
    return msg("act.pass", seat=seat)
