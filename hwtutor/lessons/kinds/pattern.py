"""`pattern`: the learner names the pattern of some cards (single, pair, triple, tractor, throw)."""
from __future__ import annotations

from ...rules.cards import cards as parse_cards
from ...rules.messages import msg, term
from ..answers import PATTERN_WORDS
from ..feedback import Feedback, invalid
from ..hints import rule_hint
from . import Kind, register


@register
class PatternKind(Kind):
    name = "pattern"
    answer = "pattern"
    needs = ("cards",)
    needs_position = False
    shows_learner = False

    def expected(self, ex, game, seat):
        from ...rules.trick.patterns import decompose, pattern_name
        return pattern_name(decompose(parse_cards(ex.cards), game.order))

    def wrong_answer(self, ex, game, seat):
        return "pair" if self.expected(ex, game, seat) != "pair" else "single"

    def problem(self, ex, game, seat):
        from ...rules.trick.patterns import one_suit
        if game.order is None or one_suit(parse_cards(ex.cards), game.order) is None:
            return "the cards are not one suit"
        return None

    def prompt(self, ex, game, seat):
        return msg("ask.pattern", cards=game.order.sort(parse_cards(ex.cards)))

    def rule_rung(self, ex, game, seat):
        return rule_hint("pattern")

    def cards_rung(self, ex, game, seat):
        from ...rules.trick.patterns import decompose
        return msg("hint.cards.groups", n=len(decompose(parse_cards(ex.cards), game.order)))

    def judge(self, ex, game, seat, answer):
        word = PATTERN_WORDS.get(answer.strip().lower())
        if word is None:
            return invalid(msg("fb.not-pattern"), answer)
        from ...rules.trick.patterns import decompose
        cs = parse_cards(ex.cards)
        comps = decompose(cs, game.order)
        value = self.expected(ex, game, seat)
        parts = tuple(msg("hint.part", kind=term(c.kind), cards=list(c.cards)) for c in comps)
        why = [msg("why.pattern", cards=game.order.sort(cs), pattern=term(value), parts=parts)]
        if word == value:
            return Feedback(True, word, why=why)
        return Feedback(False, word, None, [msg("fb.not-this-pattern", pattern=term(word))])
