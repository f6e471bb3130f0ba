"""`win-trick`: the learner plays cards that win the trick as it stands."""
from __future__ import annotations

from ...rules.cards import fmt
from ...rules.messages import msg
from ..feedback import Feedback
from ..hints import play_cards_rung, play_rule_rung, rule_hint
from ..losing import why_not_winning
from ..mistakes import illegal_play
from ..situation import PROGRESS_EVENTS, cards_text, hypothetical, plays_for
from . import Kind, register
from .legal_play import judged_play, play_problem


@register
class WinTrick(Kind):
    name = "win-trick"

    def solutions(self, ex, game, seat, limit):
        out = []
        for a in plays_for(game, seat):
            if hypothetical(game, seat, a.cards).winner == seat:
                out.append(cards_text(a.cards))
                if len(out) >= limit:
                    break
        return out

    def wrong_answer(self, ex, game, seat):
        for a in plays_for(game, seat):
            if hypothetical(game, seat, a.cards).winner != seat:
                return cards_text(a.cards)
        bad = illegal_play(game, seat)
        return cards_text(bad) if bad else None

    def problem(self, ex, game, seat):
        return play_problem(game, seat) or self.answerable(ex, game, seat)

    def rule_rung(self, ex, game, seat):
        return play_rule_rung(game, seat, winning=True) if game.phase == "play" else rule_hint("generic")

    def cards_rung(self, ex, game, seat):
        return play_cards_rung(game, seat)

    def judge(self, ex, game, seat, answer):
        cs, refused = judged_play(game, seat, answer)
        if refused:
            return refused
        t = hypothetical(game, seat, cs)
        mine = [e for e in t.events if e.seat == seat and e.id not in PROGRESS_EVENTS]
        ids = {e.id for e in t.events}
        if t.winner == seat:
            return Feedback(True, fmt(cs), why=[t.why] + [e.msg for e in mine if e.id != "discard"], ids=ids)
        reason, rule = why_not_winning(t, game.order, seat)
        return Feedback(False, fmt(cs), rule, [msg("fb.not-winning", cards=list(cs))] + reason, ids=ids)
