"""Text typed at a prompt (lesson answers, the hotseat's play and `why`) by a
hostile or careless player (issue 9 items 2, 6, 9; issue 10 item 2): never a
traceback, one plain line, nothing raw reaches the terminal."""
from __future__ import annotations

import pytest

from hwtutor.lessons import judge as J
from hwtutor.lessons.model import all_lessons

from play_helpers import Script, play_script


def _steps(kind: str):
    for lesson in all_lessons():
        for st in lesson.steps:
            if st.exercise and st.exercise.kind == kind and st.position:
                g = st.position.game()
                if g.rules.id != "duxiao":  # the one deck that holds H10*
                    yield st, g


@pytest.mark.parametrize("kind", ["legal-play", "win-trick"])
@pytest.mark.parametrize("answer", ["H10*", "play H10*", "♥10*"])
def test_card_outside_the_deck_typed_at_a_lesson_prompt_is_no_such_card(kind, answer):
    """Issue 9.2 / 10.2: H10* in a trick-game lesson was a KeyError; it is 'there is no ♥10* in this game'."""
    steps = list(_steps(kind))
    assert steps
    for st, g in steps:
        fb = J.judge(st.exercise, g, answer)
        assert not fb.correct
        assert "There is no ♥10* in this game." in fb.lines("en")
        assert "这个玩法的牌中没有♥10*。" in fb.lines("zh")


@pytest.mark.parametrize("line", ["play H10*", "why play H10*"])
def test_card_outside_the_deck_typed_at_the_hotseat_is_no_such_card(tmp_path, line):
    """Issue 9.2 / 10.2: at a hotseat play or `why` prompt, H10* is refused with one line; play goes on."""
    m, out = play_script("zhejiang-2", {1, 2, 3}, 5, Script(lines=[line, "quit"]), tmp_path / "g.hongwu.toml")
    assert "There is no ♥10* in this game." in out
    assert not m.lines or all(ln.action.seat != 0 for ln in m.lines)
