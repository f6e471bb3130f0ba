"""`level-after`: the learner says a player's level after a finished hand (Taihu)."""
from __future__ import annotations

from ...rules.messages import Seat, msg
from ...rules.settlement import LevelsResult
from ..answers import parse_level
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from . import Kind, register
from .climb import near_level

LEVEL_EVENTS = ("level-up", "level-down", "match-won")


@register
class LevelAfter(Kind):
    name = "level-after"
    answer = "level"
    hides_outcome = True
    shows_learner = False

    def expected(self, ex, game, seat):
        return game.result.levels[seat]

    def wrong_answer(self, ex, game, seat):
        return near_level(self.expected(ex, game, seat))

    def problem(self, ex, game, seat):
        if not game.over or not isinstance(game.result, LevelsResult):
            return "the hand is not finished (with levels)"
        return None

    def prompt(self, ex, game, seat):
        return msg("ask.level-after", seat=Seat(seat))

    def rule_rung(self, ex, game, seat):
        return rule_hint("level")

    def cards_rung(self, ex, game, seat):
        res = game.result
        side = msg("ui.side." + (res.winner or "none"))
        return msg("hint.level-after", points=res.defender_points, side=side, steps=res.steps,
                   seat=Seat(seat), level=game.deal.levels[seat])

    def judge(self, ex, game, seat, answer):
        lv, bad = parse_level(answer)
        if bad:
            return invalid(bad, answer)
        value = self.expected(ex, game, seat)
        evs = [e for e in game.result.events if e.seat == seat and e.id in LEVEL_EVENTS]
        why = [e.msg for e in evs] or [msg("why.level-same", seat=Seat(seat), level=value)]
        ids = {e.id for e in game.result.events}
        if lv == value:
            return Feedback(True, lv, why=why, ids=ids)
        return Feedback(False, lv, None, [msg("fb.level-wrong", level=lv)], ids=ids)
