"""`dealer`: the learner says who becomes dealer after a Taihu showing (the most level cards, then the most
pairs, then the first to show). The engine's dealer is the answer; the table hides it until then."""
from __future__ import annotations

from collections import Counter

from ...rules.messages import Seat, msg
from ...rules.seats import seat_code
from ..answers import parse_seat
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from . import Kind, register


def _pairs(cs) -> int:
    return sum(n // 2 for n in Counter(cs).values())


def showing_why(game, seat: int) -> list:
    """Why `seat` became dealer, against the strongest other show."""
    cs = game.shows[seat]
    out = [msg("why.dealer-most", seat=Seat(seat), cards=list(cs), n=len(cs))]
    rivals = [s for s in game.show_order if s != seat and len(game.shows[s]) == len(cs) and cs]
    if rivals:
        other = rivals[0]
        key = "why.dealer-pairs" if _pairs(game.shows[other]) < _pairs(cs) else "why.dealer-first"
        out = [msg(key, seat=Seat(seat), other=Seat(other), n=len(cs))]
    return out


@register
class Dealer(Kind):
    name = "dealer"
    answer = "seat"
    hides_outcome = True
    hides_dealer = True
    shows_learner = False

    def expected(self, ex, game, seat):
        return game.dealer

    def solutions(self, ex, game, seat, limit):
        return [seat_code(game.dealer)]

    def wrong_answer(self, ex, game, seat):
        return seat_code((game.dealer + 1) % game.rules.players)

    def problem(self, ex, game, seat):
        if getattr(game, "shows", None) is None or game.dealer is None or len(game.show_order) < game.rules.players:
            return "the showing is not over (or nobody showed)"
        return None

    def rule_rung(self, ex, game, seat):
        return rule_hint("dealer-shown")

    def cards_rung(self, ex, game, seat):
        return msg("hint.cards.shown", shows=tuple(
            msg("hint.shown", seat=Seat(s), cards=list(game.shows[s])) if game.shows[s] else
            msg("hint.shown-none", seat=Seat(s)) for s in game.show_order))

    def judge(self, ex, game, seat, answer):
        s, bad = parse_seat(answer, game.rules.players)
        if bad:
            return invalid(bad, answer)
        why = showing_why(game, game.dealer)
        ids = {"dealer"}
        if s == game.dealer:
            return Feedback(True, seat_code(s), why=why, ids=ids)
        shown = game.shows[s]
        said = msg("fb.showed", seat=Seat(s), cards=list(shown)) if shown else msg("fb.showed-none", seat=Seat(s))
        return Feedback(False, seat_code(s), None, [said] + why, ids=ids)
