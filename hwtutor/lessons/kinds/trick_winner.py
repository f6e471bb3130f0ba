"""`trick-winner`: the learner says who wins a complete trick."""
from __future__ import annotations

from ...rules.messages import Msg, msg, term
from ...rules.seats import seat_code
from ..answers import parse_seat
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from ..losing import lead_pattern, why_not_winning
from ..situation import PROGRESS_EVENTS, target_trick
from . import Kind, register


def trick_story(t) -> list[Msg]:
    return [t.why] + [e.msg for e in t.events if e.id not in PROGRESS_EVENTS]


@register
class TrickWinner(Kind):
    name = "trick-winner"
    answer = "seat"
    hides_outcome = True
    shows_learner = False

    def expected(self, ex, game, seat):
        return target_trick(ex, game).winner

    def solutions(self, ex, game, seat, limit):
        return [seat_code(self.expected(ex, game, seat))]

    def wrong_answer(self, ex, game, seat):
        return seat_code((self.expected(ex, game, seat) + 1) % game.rules.players)

    def problem(self, ex, game, seat):
        t = target_trick(ex, game)
        return "the trick is not complete" if t is None or not t.complete else None

    def prompt(self, ex, game, seat):
        return msg("ask.trick-winner", n=target_trick(ex, game).number)

    def rule_rung(self, ex, game, seat):
        t = target_trick(ex, game)
        if any(e.id in ("ruff", "ruff-shape") for e in t.events):
            return rule_hint("ruff")
        if any(e.id == "princess-no-power" for e in t.events):
            return rule_hint("princess-no-power")
        if t.why is not None and t.why.key == "trick.tie":
            return rule_hint("tie")
        return rule_hint("pattern-trump" if t.led_suit == "T" else "pattern")

    def cards_rung(self, ex, game, seat):
        t = target_trick(ex, game)
        led = [cs for s, cs in t.plays][0]
        return msg("hint.cards.lead", cards=list(led), pattern=term(lead_pattern(t)))

    def judge(self, ex, game, seat, answer):
        s, bad = parse_seat(answer, game.rules.players)
        if bad:
            return invalid(bad, answer)
        t = target_trick(ex, game)
        ids = {e.id for e in t.events}
        if s == t.winner:
            return Feedback(True, seat_code(s), why=trick_story(t), ids=ids)
        reason, rule = why_not_winning(t, game.order, s)
        return Feedback(False, seat_code(s), rule, reason, ids=ids)
