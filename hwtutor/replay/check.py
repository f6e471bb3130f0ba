"""`hwtutor check`: replay records through the rules engine (record-format.md)."""
from __future__ import annotations

import os
import traceback
from dataclasses import dataclass, field
from typing import Any

from ..rules.faces import known
from ..rules.game import new_game
from ..rules.messages import Msg, msg
from ..rules.verdict import IllegalAction
from ..safefile import ReadRefused, read_capped
from . import issues as I
from .record import MAX_BYTES, Record, read_record


@dataclass
class CheckReport:
    file: str
    variant: str | None = None
    applied: int = 0
    issues: list[I.Issue] = field(default_factory=list)
    tricks: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    record: Record | None = None

    @property
    def file_error(self) -> bool:
        return any(i.severity == "error" and i.code != "illegal-action" for i in self.issues)

    @property
    def illegal(self) -> bool:
        return any(i.code == "illegal-action" for i in self.issues)

    @property
    def ok(self) -> bool:
        return not any(i.severity == "error" for i in self.issues)

    @property
    def exit_code(self) -> int:
        return 2 if self.file_error else 1 if self.illegal else 0

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "variant": self.variant, "ok": self.ok, "applied": self.applied,
                "issues": [i.to_json() for i in self.issues], "tricks": self.tricks, "result": self.result}


def in_record(reason: Msg) -> Msg:
    """A record addresses no one: "p3 does not hold ♠3", not "not in your hand"."""
    if reason.key == "not-in-hand" and "seat" in reason.params:
        return msg("not-in-hand.seat", **reason.params)
    return reason


def replay_record(rec: Record):
    """Apply the record's actions; return (game, applied, illegal issue or None)."""
    game = new_game(rec.ruleset, rec.deal)
    apply = game.apply
    for i, line in enumerate(rec.actions):
        try:  # apply judges the action as check does, and refuses it with check's verdict
            apply(line.action)
        except IllegalAction as e:
            v = e.verdict
            reason = known(v.reason, "a refusal's reason")  # illegal() always gives one
            return game, i, I.Issue("error", "illegal-action", in_record(reason), i, line.text, v.rule)
    return game, len(rec.actions), None


def check_bytes(data: bytes | str, name: str) -> CheckReport:
    rec, issues = read_record(data)
    rep = CheckReport(name, issues=list(issues), record=rec)
    if rec is None:
        return rep
    rep.variant = rec.variant
    game, rep.applied, bad = replay_record(rec)
    if bad:
        rep.issues.append(bad)
    rep.tricks = game.tricks_json()
    rep.result = game.result.to_json() if game.over and game.result else None
    return rep


def check_path(path: str) -> CheckReport:
    """Check one file; never raises. An error nobody foresaw (a bug) becomes one
    `internal-error` issue (exit 2) so the files after it are still checked;
    HWTUTOR_DEBUG=1 prints its traceback on stderr."""
    try:
        return _check_path(path)
    except Exception as e:  # the last resort: every other failure has its own code
        if debug():
            traceback.print_exc()
        return CheckReport(path, issues=[I.error("internal-error", "internal-error.file", what=type(e).__name__)])


def debug() -> bool:
    return os.environ.get("HWTUTOR_DEBUG", "") not in ("", "0")


def _check_path(path: str) -> CheckReport:
    try:
        data = read_capped(path, MAX_BYTES)  # a regular file only: a FIFO or /dev/zero is refused unread
    except ReadRefused as e:
        if e.reason == "too-large":
            return CheckReport(path, issues=[I.error("syntax", "syntax.too-large", size=e.size, most=MAX_BYTES)])
        return CheckReport(path, issues=[I.error("syntax", "syntax.not-regular")])
    except (OSError, ValueError) as e:  # ValueError: a NUL or an unencodable character in the name
        from ..textsafe import os_reason  # in the player's words and language, not the C library's English
        reason = os_reason(e, reading=True) if isinstance(e, OSError) else type(e).__name__
        return CheckReport(path, issues=[I.error("syntax", "syntax.unreadable", reason=reason)])
    return check_bytes(data, path)
