"""Lesson progress and drill statistics in SQLite under the user's data directory.

The directory is `--data-dir` if given, else `$HWTUTOR_HOME`, else the
platform's user data folder (userdata.py). Every answered step is committed at once, so a
process killed mid-lesson loses nothing: the next `hwtutor learn` resumes at
the first step not yet done.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass

from ..sqlstore import UserDB
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


TABLES = {"lessons": ("lesson", "step", "step_id", "total", "done", "updated"),
          "steps": ("lesson", "step_id", "status", "tries", "updated"),
          "answers": ("ts", "lesson", "step_id", "answer", "correct", "rule"),
          "drills": ("variant", "kind", "asked", "correct", "streak", "best"),
          "mistakes": ("rule", "variant", "ref", "source", "misses", "box", "due", "updated")}


class Store:
    """Progress of one data folder. A damaged, locked, read-only or full store
    never stops a lesson (hwtutor/sqlstore.py): it is said once, and learning goes on."""

    def __init__(self, directory: str | os.PathLike | None = None, notify=None, lang: str | None = None):
        self.dir = data_dir(directory)
        self.path = self.dir / DB_NAME
        self.store = UserDB(self.path, SCHEMA + REVIEW_SCHEMA, TABLES, notify, lang)

    @property
    def saved(self) -> bool:
        return self.store.saved

    @property
    def db(self):
        """The connection (the file's, or this session's in memory when the file cannot be used)."""
        return self.store.con

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _one(self, sql: str, args: tuple):
        rows = self.store.read(sql, args)
        return rows[0] if rows else None

    # ---------------------------------------------------------- lessons
    def lesson(self, lesson: str) -> LessonState:
        row = self._one("SELECT step, step_id, total, done FROM lessons WHERE lesson = ?", (lesson,))
        return LessonState(row[0], row[1], row[2], bool(row[3])) if row else LessonState()

    def resume_index(self, lesson: str, step_ids: list[str]) -> int:
        st = self.lesson(lesson)
        if st.done:
            return len(step_ids)
        if st.step_id in step_ids:
            return step_ids.index(st.step_id)
        return min(st.step, len(step_ids))

    @staticmethod
    def _set(con, lesson: str, step: int, step_id: str | None, total: int, done: bool, forward: bool) -> None:
        """Store where the lesson stands. forward: only ever further (another instance on the
        same folder may have gone on meanwhile: progress never moves backwards)."""
        guard = " WHERE lessons.done = 0 AND (excluded.done = 1 OR excluded.step > lessons.step)" if forward else ""
        con.execute(
            "INSERT INTO lessons (lesson, step, step_id, total, done, updated) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(lesson) DO UPDATE SET step = excluded.step, step_id = excluded.step_id, "
            "total = excluded.total, done = excluded.done, updated = excluded.updated" + guard,
            (lesson, step, step_id, total, int(done), time.time()))

    def answer(self, lesson: str, step_id: str, answer: str, correct: bool, rule: str | None) -> None:
        self.store.write(lambda con: con.execute(
            "INSERT INTO answers (ts, lesson, step_id, answer, correct, rule) VALUES (?, ?, ?, ?, ?, ?)",
            (time.time(), lesson, step_id, answer[:200], int(correct), rule)))

    def step_done(self, lesson: str, step_ids: list[str], index: int, status: str = "done", tries: int = 0) -> None:
        """Mark step `index` done (or skipped) and move the lesson on; committed at once."""
        sid = step_ids[index]
        nxt = index + 1
        done = nxt >= len(step_ids)

        def write(con):
            con.execute(
                "INSERT INTO steps (lesson, step_id, status, tries, updated) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(lesson, step_id) DO UPDATE SET status = excluded.status, tries = excluded.tries, "
                "updated = excluded.updated", (lesson, sid, status, tries, time.time()))
            self._set(con, lesson, nxt, None if done else step_ids[nxt], len(step_ids), done, forward=True)
        self.store.write(write)

    def restart(self, lesson: str, step_ids: list[str]) -> None:
        def write(con):
            con.execute("DELETE FROM steps WHERE lesson = ?", (lesson,))
            self._set(con, lesson, 0, step_ids[0] if step_ids else None, len(step_ids), False, forward=False)
        self.store.write(write)

    def steps_tries(self, lesson: str) -> dict[str, tuple[str, int]]:
        return {sid: (status, tries) for sid, status, tries in
                self.store.read("SELECT step_id, status, tries FROM steps WHERE lesson = ?", (lesson,))}

    # ---------------------------------------------------------- drills
    def drill(self, variant: str, kind: str = "all") -> DrillStats:
        row = self._one("SELECT asked, correct, streak, best FROM drills WHERE variant = ? AND kind = ?",
                        (variant, kind))
        return DrillStats(*row) if row else DrillStats()

    def drill_answer(self, variant: str, kind: str, correct: bool) -> DrillStats:
        """Count one drill answer for the kind and for the variant's total ('all'); committed at once."""
        out = [DrillStats()]

        def write(con):
            for k in dict.fromkeys((kind, "all")):
                s = self.drill(variant, k)
                streak = s.streak + 1 if correct else 0
                new = DrillStats(s.asked + 1, s.correct + int(correct), streak, max(s.best, streak))
                con.execute(
                    "INSERT INTO drills (variant, kind, asked, correct, streak, best) VALUES (?, ?, ?, ?, ?, ?) "
                    "ON CONFLICT(variant, kind) DO UPDATE SET asked = excluded.asked, correct = excluded.correct, "
                    "streak = excluded.streak, best = excluded.best",
                    (variant, k, new.asked, new.correct, new.streak, new.best))
                if k == "all":
                    out[0] = new
        if not self.store.write(write):  # not kept: still tell the learner how this answer counts
            s = self.drill(variant, "all")
            streak = s.streak + 1 if correct else 0
            out[0] = DrillStats(s.asked + 1, s.correct + int(correct), streak, max(s.best, streak))
        return out[0]

    # ---------------------------------------------------------- mistakes, for review (review.py schedules them)
    def record_mistake(self, rule_id: str, variant: str, source: str, ref: str = "") -> None:
        """A wrong answer about `rule_id`: due for review at once; committed at once."""
        from .review import missed
        self.store.write(lambda con: missed(con, rule_id, variant, source, ref, time.time()))

    def record_review(self, rule_id: str, variant: str, ref: str, correct: bool) -> None:
        """A reviewed mistake answered again: right moves it to a later review, wrong makes it due again."""
        from .review import reviewed
        self.store.write(lambda con: reviewed(con, rule_id, variant, ref, correct, time.time()))

    def forget_mistake(self, rule_id: str, variant: str, ref: str) -> None:
        """Drop a mistake that can no longer be asked (its lesson step is gone)."""
        self.db.execute("DELETE FROM mistakes WHERE rule = ? AND variant = ? AND ref = ?", (rule_id, variant, ref))
        self.db.commit()

    def due_mistakes(self, variant: str | None = None, limit: int = 20):
        from .review import due
        return self.store.attempt(lambda con: due(con, variant, time.time(), limit), [])

    def mistakes(self, variant: str | None = None):
        from .review import every
        return self.store.attempt(lambda con: every(con, variant), [])


def record_mistake(rule_id: str, variant: str, source: str, ref: str = "",
                   directory: str | os.PathLike | None = None) -> None:
    """For other floors (the hotseat table): note a rule a player got wrong, for the drills' review mode."""
    with Store(directory) as store:
        store.record_mistake(rule_id, variant, source, ref)
