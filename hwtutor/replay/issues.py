"""Problems found in a record file or its replay, with a code and a message."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.messages import Msg, msg, render


@dataclass(frozen=True)
class Issue:
    severity: str           # "error" | "warning"
    code: str               # record-format.md: syntax, version, ..., illegal-action
    msg: Msg
    at: int | None = None   # action index
    action: str | None = None
    rule: str | None = None

    def message(self, lang: str = "en", style: str = "glyph", names=None) -> str:
        return render(self.msg, lang, style, names)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"severity": self.severity, "code": self.code}
        if self.at is not None:
            out["at"] = self.at
        if self.action is not None:
            out["action"] = self.action
        if self.rule is not None:
            out["rule"] = self.rule
        out["message"] = self.message("en")
        out["message_zh"] = self.message("zh")
        return out


def error(code: str, key: str, at: int | None = None, action: str | None = None, **params) -> Issue:
    # `at` and `action` are fields of the issue and parameters of its message (bad-action, bad-card.action):
    # pass them on to the message too, `at` as the ordinal a person counts, from 1 ({nth}: at 0 is action 1);
    # the issue's own `at`, in --json, keeps the record's index from 0 (record-format.md).
    if at is not None:
        params.setdefault("nth", at + 1)
    if action is not None:
        params.setdefault("action", action)
    return Issue("error", code, msg(key, **params), at, action)


def warning(code: str, key: str, **params) -> Issue:
    return Issue("warning", code, msg(key, **params))


def from_msg(severity: str, code: str, m: Msg) -> Issue:
    return Issue(severity, code, m)
