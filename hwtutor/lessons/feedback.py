"""The outcome of judging one answer: right or wrong, the engine's reason, a short why, the hints."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..rules.messages import Msg, msg, render


@dataclass
class Feedback:
    correct: bool
    answer: str = ""
    rule: str | None = None                 # wrong answer: the engine's rule id (or the telling event id)
    reason: list[Msg] = field(default_factory=list)   # wrong: the engine's reason
    why: list[Msg] = field(default_factory=list)      # right: a short why
    hints: list[Msg] = field(default_factory=list)    # the ladder for the next try
    invalid: Msg | None = None              # the input was not understood: not judged, not counted
    ids: set[str] = field(default_factory=set)        # rule and event ids the engine produced
    head: Msg | None = None                 # the first line when it says more than right / not right

    @property
    def judged(self) -> bool:
        return self.invalid is None

    def lines(self, lang: str, names=None) -> list[str]:
        if self.invalid is not None:
            return [render(self.invalid, lang, "glyph", names)]
        head = render(self.head or msg("fb.right" if self.correct else "fb.wrong"), lang)
        # the rule id (self.rule) stays out of what a learner reads: the reason says it in words
        body = self.why if self.correct else self.reason
        return [head] + [render(m, lang, "glyph", names) for m in body]


def invalid(m: Msg, answer: str) -> Feedback:
    """Input that is not an answer at all: explained, not judged, not counted."""
    return Feedback(False, answer, invalid=m)


def holding_slip(hand, cards, answer: str, rule: str) -> Feedback:
    """Cards the learner does not hold (as many times as typed): a slip, said exactly, and not counted as a try.
    The engine's rule id is kept, so the step still shows that the engine refused it."""
    from collections import Counter
    typed = Counter(cards)
    short = next((c for c in cards if typed[c] > hand.get(c, 0)), cards[0] if cards else None)
    held = hand.get(short, 0) if short is not None else 0
    key = "fb.hold-none" if held == 0 else "fb.hold-one" if held == 1 else "fb.hold-only"
    return Feedback(False, answer, rule, invalid=msg(key, card=short, n=held), ids={rule})
