"""`choose`: the learner chooses a bid, trump, show, burial, friend call or declaration (any legal one is right)."""
from __future__ import annotations

from ...rules.describe import describe
from ...rules.messages import msg
from ...rules.seats import seat_code
from ..answers import option_action, option_label, parse_action_answer, parse_letters
from ..feedback import Feedback, holding_slip, invalid
from ..hints import phase_rule_rung
from ..mistakes import illegal_choice
from ..situation import action_answer, apply_copy, own_actions, verdict_ids
from . import Kind, register


@register
class Choose(Kind):
    name = "choose"
    families = ("trick", "climb")
    answer = "action"

    def solutions(self, ex, game, seat, limit):
        if ex.options:
            return [option_label(i) for i, o in enumerate(ex.options)
                    if game.check(option_action(o, seat, game.rules)).ok][:limit]
        return [action_answer(a) for a in own_actions(game, seat)][:limit]

    def wrong_answer(self, ex, game, seat):
        if ex.options:
            bad = [option_label(i) for i, o in enumerate(ex.options)
                   if not game.check(option_action(o, seat, game.rules)).ok]
            return bad[0] if bad else None
        a = illegal_choice(game, seat)
        return action_answer(a) if a else None

    def problem(self, ex, game, seat):
        if not ex.options and not own_actions(game, seat, 1):
            return f"{seat_code(seat)} is not to act"
        if not self.solutions(ex, game, seat, 1):
            return "no legal choice"
        return None

    def rule_rung(self, ex, game, seat):
        return phase_rule_rung(game)

    def judge(self, ex, game, seat, answer):
        if ex.options:
            picks, bad = parse_letters(answer, len(ex.options))
            if bad:
                a, bad2 = parse_action_answer(answer, seat, game.rules)
                if bad2:
                    return invalid(bad, answer)
            elif len(picks) != 1:
                return invalid(msg("fb.one-option"), answer)
            else:
                a = option_action(ex.options[picks.pop()], seat, game.rules)
        else:
            a, bad = parse_action_answer(answer, seat, game.rules)
            if bad:
                return invalid(bad, answer)
        v = game.check(a)
        if v.rule == "not-in-hand" and getattr(a, "cards", None):
            return holding_slip(game.hands[seat], tuple(a.cards), answer, v.rule)
        if not v.ok:
            return Feedback(False, str(a), v.rule, [v.reason], ids=verdict_ids(v))
        _, evs = apply_copy(game, a)
        why = [msg("fb.is-legal", action=describe(a))] + [e.msg for e in evs if e.id != "bottom-taken"]
        return Feedback(True, str(a), why=why, ids={e.id for e in evs})
