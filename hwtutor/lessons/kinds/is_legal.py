"""`is-legal`: the learner says whether one action is legal (yes / no)."""
from __future__ import annotations

from ...rules.actions import Play
from ...rules.messages import msg
from ..answers import option_action, parse_yes_no
from ..feedback import Feedback, invalid
from ..hints import play_rule_rung, rule_hint
from ..situation import action_param, apply_copy, telling, verdict_ids
from . import Kind, register


@register
class IsLegal(Kind):
    name = "is-legal"
    families = ("trick", "climb")
    answer = "yes-no"
    needs = ("action",)

    def expected(self, ex, game, seat):
        return game.check(option_action(ex.action, seat, game.rules)).ok

    def solutions(self, ex, game, seat, limit):
        return ["yes" if self.expected(ex, game, seat) else "no"]

    def wrong_answer(self, ex, game, seat):
        return "no" if self.expected(ex, game, seat) else "yes"

    def problem(self, ex, game, seat):
        option_action(ex.action, seat, game.rules)
        return None

    def prompt(self, ex, game, seat):
        return msg("ask.is-legal", action=action_param(option_action(ex.action, seat, game.rules)))

    def rule_rung(self, ex, game, seat):
        return play_rule_rung(game, seat) if getattr(game, "phase", "") == "play" else rule_hint("generic")

    def judge(self, ex, game, seat, answer):
        yes, bad = parse_yes_no(answer)
        if bad:
            return invalid(bad, answer)
        a = option_action(ex.action, seat, game.rules)
        v = game.check(a)
        ids = verdict_ids(v)
        ap = action_param(a)
        detail = [msg("fb.is-legal", action=ap)] if v.ok else [msg("fb.is-illegal", action=ap, rule=v.rule), v.reason]
        if v.ok:
            _, evs = apply_copy(game, a)
            detail += [e.msg for e in telling(evs) if e.seat == a.seat]
            ids |= {e.id for e in evs}
        said = "yes" if yes else "no"
        if yes == v.ok:
            return Feedback(True, said, why=detail, ids=ids)
        if v.ok:
            from .pick_legal import legal_why
            because = [] if not isinstance(a, Play) or a.seat != seat else [legal_why(game, seat, a)]
            return Feedback(False, said, None, [msg("fb.was-legal", action=ap)] + because, ids=ids)
        return Feedback(False, said, v.rule, detail, ids=ids)
