"""Every lesson run through prompt-toolkit pipe input: a wrong and then a right
answer at each exercise (both computed by the engine), with snapshots of the
feedback in both languages."""
from __future__ import annotations

import pytest
from lessons_helpers import (
    CLIMB_EVENT_IDS,
    CLIMB_RULE_IDS,
    TRICK_EVENT_IDS,
    TRICK_RULE_IDS,
    answers,
    both,
    keystrokes,
    run_piped,
)

from hwtutor.lessons import judge as J
from hwtutor.lessons.model import all_lessons
from hwtutor.lessons.progress import Store

LESSONS = all_lessons()
RULE_KINDS = {"legal-play", "choose", "pick-legal", "is-legal"}
RULE_IDS = TRICK_RULE_IDS + TRICK_EVENT_IDS + CLIMB_RULE_IDS + CLIMB_EVENT_IDS


@pytest.mark.parametrize("lesson", LESSONS, ids=[les.id for les in LESSONS])
def test_lesson_wrong_then_right_answer_at_each_exercise(lesson, tmp_path, snapshot):
    result, transcript, runner = run_piped(lesson, keystrokes(lesson), tmp_path, "zh")
    assert result == "done"
    with Store(tmp_path) as store:
        assert store.lesson(lesson.id).done
    exercises = [st for st in lesson.steps if st.exercise]
    assert [sid for sid, _, _ in runner.log] == [sid for st in exercises for sid in (st.id, st.id)]
    feedback = []
    for st, (wrong, right) in zip(exercises, zip(runner.log[0::2], runner.log[1::2])):
        (_, w_ans, w_fb), (_, r_ans, r_fb) = wrong, right
        assert (w_ans, r_ans) == answers(st)
        assert not w_fb.correct and r_fb.correct
        ex = st.exercise
        if ex.kind in RULE_KINDS and not (ex.kind == "is-legal" and J.expected(ex, st.position.game())):
            # a wrong answer gets the engine's reason, in words: the stable rule id is judged, not shown
            # (saying "illegal" of a legal action has no rule to name)
            assert w_fb.rule in RULE_IDS, (st.id, w_fb.rule)
            assert f"[{w_fb.rule}]" not in transcript
        assert w_fb.reason and r_fb.why
        feedback.append({"step": st.id, "kind": st.exercise.kind, "wrong": w_ans, "rule": w_fb.rule,
                         "wrong_feedback": both(w_fb), "right": r_ans, "right_feedback": both(r_fb)})
    assert "💡" in transcript  # the first rung of the hint ladder follows every wrong answer
    assert feedback == snapshot


@pytest.mark.parametrize("lesson", LESSONS[:1] + [[les for les in LESSONS if les.variant == v][0]
                                                  for v in ("taihu", "duxiao", "xuan")],
                         ids=lambda les: les.id)
def test_lesson_transcript_in_english(lesson, tmp_path, snapshot):
    """The whole screen text of a lesson run, in English (the Chinese run is covered above)."""
    result, transcript, _ = run_piped(lesson, keystrokes(lesson), tmp_path, "en")
    assert result == "done"
    assert transcript == snapshot
