"""Verdicts on actions and events of the hand, each carrying its message."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .messages import Msg, render


@dataclass(frozen=True)
class Verdict:
    """The judgement of one action: legal, or the first rule it breaks and why."""
    ok: bool
    rule: str | None = None
    reason: Msg | None = None

    def message(self, lang: str = "en", style: str = "glyph", names: Sequence[str] | None = None) -> str:
        return render(self.reason, lang, style, names) if self.reason else ""


LEGAL = Verdict(True)


def illegal(rule: str, reason: Msg) -> Verdict:
    return Verdict(False, rule, reason)


class Event(NamedTuple):
    """Something worth telling that happened (a ruff, a failed throw, …).

    A named tuple rather than a frozen dataclass: every trick tells several, and a
    tuple is built in a fraction of the time (same fields, equality, hash and repr)."""
    id: str
    msg: Msg
    seat: int | None = None

    def message(self, lang: str = "en", style: str = "glyph", names: Sequence[str] | None = None) -> str:
        return render(self.msg, lang, style, names)


class IllegalAction(ValueError):
    """Raised by `apply` for an action that `check` rejects."""

    def __init__(self, verdict: Verdict):
        super().__init__(f"{verdict.rule}: {verdict.message('en', 'ascii')}")
        self.verdict = verdict
