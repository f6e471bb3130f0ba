"""`climb`: the learner says the level a climb of some steps reaches (the 10 and K stops, R-34)."""
from __future__ import annotations

from ...rules.messages import msg
from ..answers import parse_level
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from . import Kind, register


def near_level(value: str) -> str:
    """A level next to `value` on the ladder: a plausible wrong answer."""
    from ...rules.deal import TAIHU_LEVELS
    i = TAIHU_LEVELS.index(value)
    return TAIHU_LEVELS[i + 1] if i + 1 < len(TAIHU_LEVELS) else TAIHU_LEVELS[i - 1]


@register
class Climb(Kind):
    name = "climb"
    answer = "level"
    needs = ("start", "steps")
    needs_position = False
    shows_learner = False

    def expected(self, ex, game, seat):
        from ...rules.trick.settle import climb
        stops = tuple(s.strip() for s in str(game.rules.opt("level_stops")).split(",") if s.strip()) \
            if game is not None and "level_stops" in game.rules.options else ("10", "K")
        return climb(ex.start, ex.steps, stops)

    def wrong_answer(self, ex, game, seat):
        return near_level(self.expected(ex, game, seat))

    def prompt(self, ex, game, seat):
        return msg("ask.climb", start=ex.start, steps=ex.steps)

    def rule_rung(self, ex, game, seat):
        return rule_hint("level")

    def cards_rung(self, ex, game, seat):
        return msg("hint.ladder", start=ex.start, steps=ex.steps)

    def judge(self, ex, game, seat, answer):
        lv, bad = parse_level(answer)
        if bad:
            return invalid(bad, answer)
        value = self.expected(ex, game, seat)
        why = [msg("why.climb", start=ex.start, steps=ex.steps, to=value)]
        if lv == value:
            return Feedback(True, lv, why=why)
        return Feedback(False, lv, None, [msg("fb.level-wrong", level=lv)])
