"""`review-best`: a position from the learner's own reviewed hand (`hwtutor review`): which of the options
is the better play? The exercise's `action` is the review's best, among the options (the one played too)."""
from __future__ import annotations

from ...rules.messages import msg
from ..answers import option_action, option_label, parse_letters
from ..feedback import Feedback, invalid
from ..situation import action_param
from . import Kind, register


@register
class ReviewBest(Kind):
    name = "review-best"
    families = ("trick", "climb")
    answer = "letter"
    needs = ("options", "action")

    def expected(self, ex, game, seat):
        return ex.options.index(ex.action)

    def solutions(self, ex, game, seat, limit):
        return [option_label(self.expected(ex, game, seat))]

    def wrong_answer(self, ex, game, seat):
        best = self.expected(ex, game, seat)
        return next(option_label(i) for i in range(len(ex.options)) if i != best)

    def problem(self, ex, game, seat):
        if ex.action not in ex.options or len(ex.options) < 2:
            return "the best play is not among two options or more"
        if any(not game.check(option_action(o, seat, game.rules)).ok for o in ex.options):
            return "an option is not legal here"
        return None

    def prompt(self, ex, game, seat):
        return msg("ask.review-best")

    def rule_rung(self, ex, game, seat):
        return msg("hint.review-best")

    def judge(self, ex, game, seat, answer):
        picks, bad = parse_letters(answer, len(ex.options))
        if bad:
            return invalid(bad, answer)
        if len(picks) != 1:
            return invalid(msg("fb.one-option"), answer)
        pick, best = picks.pop(), self.expected(ex, game, seat)
        shown = action_param(option_action(ex.action, seat, game.rules), seat)
        if pick == best:
            return Feedback(True, option_label(pick),
                            why=[msg("fb.review-best", label=option_label(best), action=shown)])
        return Feedback(False, option_label(pick), "review-best",
                        [msg("fb.review-better", label=option_label(best), action=shown)])
