"""Judging a learner's answer with the rules core (pure: no I/O).

`judge(exercise, game, answer)` returns a `Feedback`: right or wrong, the
engine's reason for a wrong answer (the stable rule id and its message), a
short why for a right one, and a hint ladder — first which rule, then which
cards, then the answer. The expected answer is always computed by the engine
from the position; lesson files never store it.

Each exercise kind is a module of `kinds/`; this module asks the kind of the
exercise. `solutions` and `wrong_answer` give a right and a wrong answer for
any exercise (the tests, the last hint rung and the drills use them).
The other concerns live beside it: reading answers (answers.py), the game
facts an exercise reads (situation.py), near misses (mistakes.py), the hint
ladder (hints.py), demonstrations and a step's ids (demos.py).
"""
from __future__ import annotations

from typing import Any

from ..rules.actions import ActionParseError
from ..rules.cards import CardError
from ..rules.messages import Msg
from .answers import option_action, option_label
from .demos import Demo, hides_outcome, run_demos, shown_ids
from .feedback import Feedback
from .kinds import kind_of
from .ladder import hints, show_answer
from .situation import PROGRESS_EVENTS, action_answer, learner, own_actions, target_trick


def expected(ex, game) -> Any:
    """The engine's answer: a value for the closed kinds; None for the open ones (legal-play, win-trick, choose)."""
    return kind_of(ex.kind).expected(ex, game, learner(ex, game))


def solutions(ex, game, limit: int = 5) -> list[str]:
    """Right answers, as a learner would type them (at least one for a well-posed exercise)."""
    return kind_of(ex.kind).solutions(ex, game, learner(ex, game), limit)


def wrong_answer(ex, game) -> str | None:
    """A wrong answer the engine rejects for a telling reason (for tests and demonstrations)."""
    return kind_of(ex.kind).wrong_answer(ex, game, learner(ex, game))


def problem(ex, game) -> str | None:
    """Why this exercise cannot be asked on this position (None when it is well-posed)."""
    try:
        return kind_of(ex.kind).problem(ex, game, learner(ex, game))
    except (CardError, ActionParseError) as e:
        return f"bad cards or action: {e}"


def prompt_msg(ex, game) -> Msg:
    """The question, when the lesson does not word it."""
    return kind_of(ex.kind).prompt(ex, game, learner(ex, game))


def explain(ex, game) -> tuple[list[str], list[Msg]]:
    """The answer (as shown, cards with glyphs) and why it is right: for a skip, and after a wrong drill answer."""
    sols = solutions(ex, game, 3)
    if not sols:
        return [], []
    return [show_answer(ex, s) for s in sols], judge(ex, game, sols[0]).why


def topic(ex, game) -> str:
    """The rule a question is about (for the drills' summary and review): the engine's rule when the action
    asked about is illegal, else the rule of the hint ladder's first rung."""
    if ex.kind == "is-legal":
        v = game.check(option_action(ex.action, learner(ex, game), game.rules))
        if not v.ok and v.rule:
            return v.rule
    return hints(ex, game)[0].key.removeprefix("hint.")


def judge(ex, game, answer: str, tries: int = 0) -> Feedback:
    """Judge one answer. `tries`: wrong answers so far (the hint ladder grows with them)."""
    fb = kind_of(ex.kind).judge(ex, game, learner(ex, game), answer)
    if fb.judged and not fb.correct:
        ladder = hints(ex, game, fb.rule)
        fb.hints = ladder[: min(len(ladder), tries + 1)]
    return fb


def step_ids(step) -> set[str]:
    """Every rule and event id the engine produces when the step is shown, and judged with right and wrong answers."""
    game = step.position.game() if step.position else None
    ids = shown_ids(step, game)
    ex = step.exercise
    if ex is not None:
        for a in solutions(ex, game, 3) + [wrong_answer(ex, game)]:
            if a is not None:
                ids |= judge(ex, game, a).ids
    return ids - PROGRESS_EVENTS


__all__ = ["Feedback", "judge", "solutions", "wrong_answer", "hints", "problem", "expected", "run_demos",
           "prompt_msg", "explain", "topic", "option_label", "option_action", "Demo", "learner", "hides_outcome",
           "shown_ids",
           "step_ids", "PROGRESS_EVENTS", "action_answer", "own_actions", "target_trick"]
