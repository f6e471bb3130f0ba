"""Verdicts on actions and events of the hand, each carrying its message."""
from __future__ import annotations

from dataclasses import dataclass

from .messages import Msg, render


@dataclass(frozen=True)
class Verdict:
    """The judgement of one action: legal, or the first rule it breaks and why."""
    ok: bool
    rule: str | None = None
    reason: Msg | None = None

    def message(self, lang: str = "en", style: str = "glyph", names=None) -> str:
        return render(self.reason, lang, style, names) if self.reason else ""


LEGAL = Verdict(True)


def illegal(rule: str, reason: Msg) -> Verdict:
    return Verdict(False, rule, reason)


@dataclass(frozen=True)
class Event:
    """Something worth telling that happened (a ruff, a failed throw, …)."""
    id: str
    msg: Msg
    seat: int | None = None

    def message(self, lang: str = "en", style: str = "glyph", names=None) -> str:
        return render(self.msg, lang, style, names)


class IllegalAction(ValueError):
    """Raised by `apply` for an action that `check` rejects."""

    def __init__(self, verdict: Verdict):
        super().__init__(f"{verdict.rule}: {verdict.message('en', 'ascii')}")
        self.verdict = verdict
