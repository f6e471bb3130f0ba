"""The hint ladder: first which rule, then which cards, then the answer.

Above the exercise kinds (kinds/) and the rungs they build (hints.py); the
judge (judge.py) hands a wrong answer its first rungs from here.
"""
from __future__ import annotations

from ..rules.cards import CardError, fmt
from ..rules.cards import cards as parse_cards
from ..rules.messages import Msg, msg
from .hints import answer_param, climb_cards_rung, climb_rule_rung, has_hint, rule_hint
from .kinds import kind_of
from .situation import is_trick, learner


def hints(ex, game, last_rule: str | None = None, teaches=()) -> list[Msg]:
    """The hint ladder: [which rule, which cards, the answer]. The rule comes first: the rule the last wrong
    answer broke, else the kind's rule for this moment, else a rule the step teaches."""
    kind = kind_of(ex.kind)
    seat = learner(ex, game)
    climbing = game is not None and not is_trick(game)
    if last_rule and has_hint(last_rule):
        first = rule_hint(last_rule)
    else:
        first = climb_rule_rung(ex, game) if climbing else kind.rule_rung(ex, game, seat)
    if first.key == "hint.generic":
        first = next((rule_hint(t) for t in teaches if has_hint(t)), first)
    second = climb_cards_rung(ex, game) if climbing else kind.cards_rung(ex, game, seat)
    sols = kind.solutions(ex, game, seat, 3)
    third = msg("hint.answer", answer=answer_param(show_answer(ex, s) for s in sols[:3])) if sols else None
    return [m for m in (first, second, third) if m is not None]


def show_answer(ex, s: str) -> str:
    """An answer as shown in a hint: cards with their suit glyphs, an action in the screen's words."""
    if kind_of(ex.kind).answer == "action":  # 叫分 70 on a Chinese screen, bid 70 on an English one
        from .answers import shown_action
        return shown_action(s)
    if kind_of(ex.kind).answer == "cards":
        try:
            return fmt(parse_cards(s), "glyph")
        except CardError:
            return s
    return s
