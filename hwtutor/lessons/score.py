"""A lesson's score from the learner's progress: exercises right at the first try, and stars (pure)."""
from __future__ import annotations

from dataclasses import dataclass

# the share right at the first try that earns 3 and 2 stars (a finished lesson earns at least 1)
STARS = ((0.9, 3), (0.6, 2))


@dataclass(frozen=True)
class Score:
    total: int        # exercises in the lesson
    answered: int     # exercises done or skipped
    first_try: int    # right at the first try

    @property
    def percent(self) -> int:
        return round(100 * self.first_try / self.answered) if self.answered else 0

    def stars(self, done: bool) -> int:
        if not done:
            return 0
        share = self.first_try / self.total if self.total else 1.0
        return next((n for least, n in STARS if share >= least), 1)


def lesson_score(lesson, tries: dict[str, tuple[str, int]]) -> Score:
    """`tries`: step id -> (status, wrong answers before the right one), as the progress store keeps them."""
    ids = [s.id for s in lesson.exercises()]
    answered = [tries[i] for i in ids if i in tries]
    return Score(len(ids), len(answered), sum(1 for status, n in answered if status == "done" and n == 0))


def star_text(n: int, of: int = 3) -> str:
    return "★" * n + "☆" * (of - n)
