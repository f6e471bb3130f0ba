"""Helpers for the lesson tests: run a lesson through prompt-toolkit pipe input,
and the right and wrong answers the engine computes for an exercise."""
from __future__ import annotations

import io

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.lessons import judge as J
from hwtutor.lessons.progress import Store
from hwtutor.lessons.runner import LessonRunner, Prompter
from hwtutor.lessons.view import make_console

# record-format.md: the rule ids and event ids of the four trick-taking variants
TRICK_RULE_IDS = ("turn", "not-in-hand", "phase", "follow-count", "follow-suit", "follow-shape", "lead-mixed",
                  "bid-range", "bid-step", "bid-passed", "bury-count", "trump-choice", "show-not-level",
                  "call-card", "red5-lead", "throw-banned")
TRICK_EVENT_IDS = ("ruff", "discard", "princess-no-power", "ruff-shape", "throw", "throw-failed",
                   "friend-revealed", "solo", "red5-captured", "red5-rotten", "bottom-won", "bottom-doubled",
                   "contract-made", "contract-failed", "level-up", "level-down", "match-won")
# the climbing games' own ids (their lessons come later; their rule books name them now)
CLIMB_RULE_IDS = ("turn", "not-in-hand", "phase", "climb-pattern", "climb-low", "first-lead", "declare-order",
                  "declare-needs")
CLIMB_EVENT_IDS = ("out", "eight-of-a-kind", "surrender")


def answers(step) -> tuple[str | None, str | None]:
    """(a wrong answer, a right answer) for a step's exercise, both computed by the engine."""
    ex = step.exercise
    g = step.position.game() if step.position else None
    return J.wrong_answer(ex, g), J.solutions(ex, g)[0]


def keystrokes(lesson, wrong_first: bool = True) -> str:
    keys = []
    for st in lesson.steps:
        if st.exercise:
            wrong, right = answers(st)
            keys += ([wrong] if wrong_first else []) + [right]
        else:
            keys.append("")
    return "".join(k + "\r" for k in keys)


def run_piped(lesson, text: str, data_dir, lang: str = "zh", restart: bool = False):
    """Run a lesson with `text` typed in; return (result, transcript, runner)."""
    buf = io.StringIO()
    with create_pipe_input() as inp, Store(data_dir) as store:
        inp.send_text(text)
        inp.close()  # the end of the typed text is an end of input: the runner saves and stops
        runner = LessonRunner(lesson, store, lang, make_console(buf, 120), Prompter(inp, DummyOutput()), echo=True)
        result = runner.run(restart)
    return result, buf.getvalue(), runner


def both(fb) -> dict[str, list[str]]:
    return {"en": fb.lines("en"), "zh": fb.lines("zh")}
