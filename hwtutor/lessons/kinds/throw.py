"""`throw`: the learner says whether a throw succeeds (yes / no)."""
from __future__ import annotations

from ...rules.actions import Play
from ...rules.cards import cards as parse_cards
from ...rules.messages import Seat, msg, term
from ..answers import parse_yes_no
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from ..situation import apply_copy
from . import Kind, register


def throw_fails(game, seat: int, cs) -> tuple[bool, list]:
    """(whether the throw fails, the events of trying it on a copy)."""
    _, evs = apply_copy(game, Play(seat, cs))
    return any(e.id == "throw-failed" for e in evs), evs


@register
class Throw(Kind):
    name = "throw"
    answer = "yes-no"
    needs = ("cards",)

    def expected(self, ex, game, seat):
        return not throw_fails(game, seat, parse_cards(ex.cards))[0]

    def solutions(self, ex, game, seat, limit):
        return ["yes" if self.expected(ex, game, seat) else "no"]

    def wrong_answer(self, ex, game, seat):
        return "no" if self.expected(ex, game, seat) else "yes"

    def problem(self, ex, game, seat):
        cs = parse_cards(ex.cards)
        v = game.check(Play(seat, cs))
        if not v.ok:
            return f"the throw is illegal: {v.rule}"
        if not any(e.id == "throw" for e in throw_fails(game, seat, cs)[1]):
            return "not a throw"
        return None

    def prompt(self, ex, game, seat):
        return msg("ask.throw", cards=game.order.sort(parse_cards(ex.cards)), seat=Seat(seat))

    def rule_rung(self, ex, game, seat):
        return rule_hint("throw")

    def cards_rung(self, ex, game, seat):
        from ...rules.trick.patterns import decompose
        comps = decompose(parse_cards(ex.cards), game.order)
        return msg("hint.cards.components", parts=tuple(msg("hint.part", kind=term(c.kind), cards=list(c.cards))
                                                          for c in comps))

    def judge(self, ex, game, seat, answer):
        yes, bad = parse_yes_no(answer)
        if bad:
            return invalid(bad, answer)
        cs = parse_cards(ex.cards)
        _, evs = throw_fails(game, seat, cs)
        failed = [e for e in evs if e.id == "throw-failed"]
        ids = {e.id for e in evs}
        story = [e.msg for e in failed] or [msg("why.throw-ok", cards=game.order.sort(cs))]
        said = "yes" if yes else "no"
        if yes == (not failed):
            return Feedback(True, said, why=story, ids=ids)
        return Feedback(False, said, "throw-failed" if failed else None, story, ids=ids)
