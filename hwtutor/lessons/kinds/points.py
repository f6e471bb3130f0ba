"""`points`: the learner counts points — of a trick, a side, the dealer's score or the bottom."""
from __future__ import annotations

from ...rules.messages import Msg, msg
from ...rules.settlement import ContractResult, LevelsResult
from ..answers import parse_number
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from ..situation import PROGRESS_EVENTS, sorted_cards, target_trick
from . import Kind, register


def count_points(ex, game) -> int:
    if ex.count == "trick":
        return target_trick(ex, game).points
    res = game.result
    if ex.count == "dealer_score":
        return res.dealer_score
    if ex.count == "bottom":
        return res.bottom_points
    return res.dealer_points if ex.count == "dealer_side" else res.defender_points


def points_why(ex, game) -> list[Msg]:
    """The count spelled out: a trick's point cards added up, or the hand's result."""
    if ex.count == "trick":
        t = target_trick(ex, game)
        pts = [c for c in t.cards() if c.points]
        if not pts:
            return [msg("why.points.none")]
        return [msg("why.points", sum=" + ".join(str(c.points) for c in sorted_cards(game, pts)), total=t.points,
                    cards=sorted_cards(game, pts))]
    out = [msg("why.result." + ex.count, value=count_points(ex, game))]
    out += [e.msg for e in game.result.events
            if e.id not in PROGRESS_EVENTS and e.id not in ("level-up", "level-down", "match-won")]
    return out


@register
class Points(Kind):
    name = "points"
    answer = "number"
    hides_outcome = True
    shows_learner = False

    def expected(self, ex, game, seat):
        return count_points(ex, game)

    def wrong_answer(self, ex, game, seat):
        return str(self.expected(ex, game, seat) + 5)

    def problem(self, ex, game, seat):
        if ex.count == "trick":
            t = target_trick(ex, game)
            if t is None or not t.complete:
                return "the trick is not complete"
        elif not game.over or not isinstance(game.result, (ContractResult, LevelsResult)):
            return "the hand is not finished"
        elif ex.count == "dealer_score" and not isinstance(game.result, ContractResult):
            return "no dealer score in this variant"
        return None

    def prompt(self, ex, game, seat):
        if ex.count == "trick":
            return msg("ask.points.trick", n=target_trick(ex, game).number)
        return msg("ask.points." + ex.count)

    def rule_rung(self, ex, game, seat):
        return rule_hint("points" if ex.count == "trick" else "score")

    def cards_rung(self, ex, game, seat):
        if ex.count != "trick":
            return None
        t = target_trick(ex, game)
        return msg("hint.cards.points", cards=sorted_cards(game, [c for c in t.cards() if c.points]))

    def judge(self, ex, game, seat, answer):
        n, bad = parse_number(answer)
        if bad:
            return invalid(bad, answer)
        value = count_points(ex, game)
        why = points_why(ex, game)
        ids = {e.id for e in game.result.events} if ex.count != "trick" else set()
        if n == value:
            return Feedback(True, str(n), why=why, ids=ids)
        return Feedback(False, str(n), None, [msg("fb.points-wrong", n=n)], ids=ids)
