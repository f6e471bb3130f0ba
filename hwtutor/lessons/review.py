"""Spaced repetition over a learner's own mistakes (Leitner boxes, on the progress database).

A mistake goes to box 0, due at once. Each right answer when it is reviewed
moves it up a box, due after a longer wait; past the last box it is learned
and leaves the list. A wrong answer sends it back to box 0.
"""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass

# seconds to wait before the review from each box: now, 10 minutes, a day, 3 days, a week
INTERVALS = (0, 600, 86_400, 3 * 86_400, 7 * 86_400)


@dataclass(frozen=True)
class Mistake:
    rule: str
    variant: str
    ref: str           # "lesson/step" for a lesson's exercise, "" for a rule drilled from random deals
    source: str
    misses: int
    box: int
    due: float


_COLUMNS = "rule, variant, ref, source, misses, box, due"


def missed(db: sqlite3.Connection, rule: str, variant: str, source: str, ref: str, now: float) -> None:
    db.execute(
        "INSERT INTO mistakes (rule, variant, ref, source, misses, box, due, updated) VALUES (?, ?, ?, ?, 1, 0, ?, ?) "
        "ON CONFLICT(rule, variant, ref) DO UPDATE SET misses = misses + 1, box = 0, due = excluded.due, "
        "source = excluded.source, updated = excluded.updated", (rule, variant, ref, source, now, now))


def reviewed(db: sqlite3.Connection, rule: str, variant: str, ref: str, correct: bool, now: float) -> None:
    row = db.execute("SELECT box FROM mistakes WHERE rule = ? AND variant = ? AND ref = ?",
                     (rule, variant, ref)).fetchone()
    if row is None:
        return
    box = row[0] + 1 if correct else 0
    if box >= len(INTERVALS):
        db.execute("DELETE FROM mistakes WHERE rule = ? AND variant = ? AND ref = ?", (rule, variant, ref))
        return
    db.execute("UPDATE mistakes SET box = ?, due = ?, updated = ? WHERE rule = ? AND variant = ? AND ref = ?",
               (box, now + INTERVALS[box], now, rule, variant, ref))


def due(db: sqlite3.Connection, variant: str | None, now: float, limit: int) -> list[Mistake]:
    """The mistakes due now, the longest overdue first, then the most missed."""
    where, args = ("due <= ?", [now]) if variant is None else ("due <= ? AND variant = ?", [now, variant])
    rows = db.execute(f"SELECT {_COLUMNS} FROM mistakes WHERE {where} ORDER BY due, misses DESC LIMIT ?",
                      (*args, limit))
    return [Mistake(*r) for r in rows]


def every(db: sqlite3.Connection, variant: str | None) -> list[Mistake]:
    where, args = ("", ()) if variant is None else ("WHERE variant = ?", (variant,))
    return [Mistake(*r) for r in db.execute(f"SELECT {_COLUMNS} FROM mistakes {where} ORDER BY due", args)]
