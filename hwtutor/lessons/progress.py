"""Lesson progress and drill statistics in SQLite under the user's data directory.

The directory is `--data-dir` if given, else `$HWTUTOR_HOME`, else
`click.get_app_dir("hwtutor")`. Every answered step is committed at once, so a
process killed mid-lesson loses nothing: the next `hwtutor learn` resumes at
the first step not yet done.
"""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass
from ..userdata import data_dir

DB_NAME = "progress.sqlite3"
SCHEMA = """
CREATE TABLE IF NOT EXISTS lessons (
    lesson TEXT PRIMARY KEY,
    step INTEGER NOT NULL DEFAULT 0,      -- index of the next step to do
    step_id TEXT,                         -- its id (survives steps added before it)
    total INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS steps (
    lesson TEXT NOT NULL,
    step_id TEXT NOT NULL,
    status TEXT NOT NULL,                 -- done | skipped
    tries INTEGER NOT NULL DEFAULT 0,     -- wrong answers before the right one
    updated REAL NOT NULL,
    PRIMARY KEY (lesson, step_id)
);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    lesson TEXT NOT NULL,
    step_id TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER NOT NULL,
    rule TEXT
);
CREATE TABLE IF NOT EXISTS drills (
    variant TEXT NOT NULL,
    kind TEXT NOT NULL,
    asked INTEGER NOT NULL DEFAULT 0,
    correct INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    best INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (variant, kind)
);
"""
# Added later (additive: an older file gains the table when opened): the rules a learner got wrong, in
# lessons, drills or hotseat games, scheduled for review (spaced repetition, review.py).
REVIEW_SCHEMA = """
CREATE TABLE IF NOT EXISTS mistakes (
    rule TEXT NOT NULL,                   -- the rule or event id the wrong answer was about
    variant TEXT NOT NULL,
    ref TEXT NOT NULL DEFAULT '',         -- lesson/step for a lesson's exercise, '' otherwise
    source TEXT NOT NULL,                 -- lesson | drill | play
    misses INTEGER NOT NULL DEFAULT 0,
    box INTEGER NOT NULL DEFAULT 0,       -- Leitner box: 0 = due now, each right review moves it up
    due REAL NOT NULL,
    updated REAL NOT NULL,
    PRIMARY KEY (rule, variant, ref)
);
"""


@dataclass(frozen=True)
class LessonState:
    step: int = 0
    step_id: str | None = None
    total: int = 0
    done: bool = False


@dataclass(frozen=True)
class DrillStats:
    asked: int = 0
    correct: int = 0
    streak: int = 0
    best: int = 0

    @property
    def accuracy(self) -> int:
        return round(100 * self.correct / self.asked) if self.asked else 0


class Store:
    def __init__(self, directory: str | os.PathLike | None = None):
        self.dir = data_dir(directory)
        self.dir.mkdir(parents=True, exist_ok=True)
        self.path = self.dir / DB_NAME
        self.db = sqlite3.connect(self.path, timeout=10)
        self.db.executescript(SCHEMA + REVIEW_SCHEMA)
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # ---------------------------------------------------------- lessons
    def lesson(self, lesson: str) -> LessonState:
        row = self.db.execute("SELECT step, step_id, total, done FROM lessons WHERE lesson = ?", (lesson,)).fetchone()
        return LessonState(row[0], row[1], row[2], bool(row[3])) if row else LessonState()

    def resume_index(self, lesson: str, step_ids: list[str]) -> int:
        st = self.lesson(lesson)
        if st.done:
            return len(step_ids)
        if st.step_id in step_ids:
            return step_ids.index(st.step_id)
        return min(st.step, len(step_ids))

    def _set(self, lesson: str, step: int, step_id: str | None, total: int, done: bool) -> None:
        self.db.execute(
            "INSERT INTO lessons (lesson, step, step_id, total, done, updated) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(lesson) DO UPDATE SET step = excluded.step, step_id = excluded.step_id, "
            "total = excluded.total, done = excluded.done, updated = excluded.updated",
            (lesson, step, step_id, total, int(done), time.time()))

    def answer(self, lesson: str, step_id: str, answer: str, correct: bool, rule: str | None) -> None:
        self.db.execute("INSERT INTO answers (ts, lesson, step_id, answer, correct, rule) VALUES (?, ?, ?, ?, ?, ?)",
                        (time.time(), lesson, step_id, answer[:200], int(correct), rule))
        self.db.commit()

    def step_done(self, lesson: str, step_ids: list[str], index: int, status: str = "done", tries: int = 0) -> None:
        """Mark step `index` done (or skipped) and move the lesson on; committed at once."""
        sid = step_ids[index]
        self.db.execute(
            "INSERT INTO steps (lesson, step_id, status, tries, updated) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT(lesson, step_id) DO UPDATE SET status = excluded.status, tries = excluded.tries, "
            "updated = excluded.updated", (lesson, sid, status, tries, time.time()))
        nxt = index + 1
        done = nxt >= len(step_ids)
        self._set(lesson, nxt, None if done else step_ids[nxt], len(step_ids), done)
        self.db.commit()

    def restart(self, lesson: str, step_ids: list[str]) -> None:
        self.db.execute("DELETE FROM steps WHERE lesson = ?", (lesson,))
        self._set(lesson, 0, step_ids[0] if step_ids else None, len(step_ids), False)
        self.db.commit()

    def steps_tries(self, lesson: str) -> dict[str, tuple[str, int]]:
        return {sid: (status, tries) for sid, status, tries in
                self.db.execute("SELECT step_id, status, tries FROM steps WHERE lesson = ?", (lesson,))}

    # ---------------------------------------------------------- drills
    def drill(self, variant: str, kind: str = "all") -> DrillStats:
        row = self.db.execute("SELECT asked, correct, streak, best FROM drills WHERE variant = ? AND kind = ?",
                              (variant, kind)).fetchone()
        return DrillStats(*row) if row else DrillStats()

    def drill_answer(self, variant: str, kind: str, correct: bool) -> DrillStats:
        """Count one drill answer for the kind and for the variant's total ('all'); committed at once."""
        out = DrillStats()
        for k in dict.fromkeys((kind, "all")):
            s = self.drill(variant, k)
            streak = s.streak + 1 if correct else 0
            new = DrillStats(s.asked + 1, s.correct + int(correct), streak, max(s.best, streak))
            self.db.execute(
                "INSERT INTO drills (variant, kind, asked, correct, streak, best) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(variant, kind) DO UPDATE SET asked = excluded.asked, correct = excluded.correct, "
                "streak = excluded.streak, best = excluded.best",
                (variant, k, new.asked, new.correct, new.streak, new.best))
            if k == "all":
                out = new
        self.db.commit()
        return out

    # ---------------------------------------------------------- mistakes, for review (review.py schedules them)
    def record_mistake(self, rule_id: str, variant: str, source: str, ref: str = "") -> None:
        """A wrong answer about `rule_id`: due for review at once; committed at once."""
        from .review import missed
        missed(self.db, rule_id, variant, source, ref, time.time())
        self.db.commit()

    def record_review(self, rule_id: str, variant: str, ref: str, correct: bool) -> None:
        """A reviewed mistake answered again: right moves it to a later review, wrong makes it due again."""
        from .review import reviewed
        reviewed(self.db, rule_id, variant, ref, correct, time.time())
        self.db.commit()

    def forget_mistake(self, rule_id: str, variant: str, ref: str) -> None:
        """Drop a mistake that can no longer be asked (its lesson step is gone)."""
        self.db.execute("DELETE FROM mistakes WHERE rule = ? AND variant = ? AND ref = ?", (rule_id, variant, ref))
        self.db.commit()

    def due_mistakes(self, variant: str | None = None, limit: int = 20):
        from .review import due
        return due(self.db, variant, time.time(), limit)

    def mistakes(self, variant: str | None = None):
        from .review import every
        return every(self.db, variant)


def record_mistake(rule_id: str, variant: str, source: str, ref: str = "",
                   directory: str | os.PathLike | None = None) -> None:
    """For other floors (the hotseat table): note a rule a player got wrong, for the drills' review mode."""
    with Store(directory) as store:
        store.record_mistake(rule_id, variant, source, ref)
