"""A lesson's position on a Chinese screen carries no half-width question mark (issue 22 §2: "half-width
colons … and ?? marks"): a hand size xuan hides is ？ in Chinese, ? in English."""
from __future__ import annotations

import pytest

from hwtutor.lessons import judge as J
from hwtutor.lessons import view as V
from hwtutor.lessons.model import all_lessons


def positions():
    return [(les.id, st.id) for les in all_lessons() for st in les.steps if st.position and st.exercise]


@pytest.mark.parametrize("lesson_id, step_id", positions())
def test_a_chinese_position_has_no_half_width_question_mark(lesson_id, step_id):
    les = next(x for x in all_lessons() if x.id == lesson_id)
    st = next(s for s in les.steps if s.id == step_id)
    g = st.position.game()
    seat = J.learner(st.exercise, g)
    zh = "\n".join(x.plain if hasattr(x, "plain") else str(x) for x in V.position_lines(g, seat, "zh", st.show))
    assert "?" not in zh, zh


def test_xuan_hidden_hand_sizes_are_marked_in_each_language():
    """covers S003-88, R-52: xuan hides a hand of 3 or more cards; the count says ？ in Chinese, ? in English."""
    les = next(x for x in all_lessons() if x.id == "xuan-playing")
    st = next(s for s in les.steps if s.id == "patterns")
    g = st.position.game()
    seat = J.learner(st.exercise, g)
    lines = {lang: [x.plain for x in V.position_lines(g, seat, lang, st.show) if hasattr(x, "plain")]
             for lang in ("zh", "en")}
    assert any(ln.startswith("手牌张数：") and "p1 ？" in ln for ln in lines["zh"])
    assert any(ln.startswith("Cards in hand:") and "p1 ?" in ln for ln in lines["en"])
