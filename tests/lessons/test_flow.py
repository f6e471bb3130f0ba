"""Lesson flow and progress (issue 12, item 5): Enter goes on to the next lesson, `lessons` shows each
lesson's first-try score and stars, the menu says where learning goes on, explains input it does not know,
and completes the replay file's path."""
from __future__ import annotations

import io

from lessons_helpers import answers, keystrokes
from prompt_toolkit.document import Document
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.commands.menu import path_completer, run_menu
from hwtutor.lessons.model import all_lessons
from hwtutor.lessons.progress import Store
from hwtutor.lessons.runner import Prompter, learn, list_lessons, resume_point
from hwtutor.lessons.score import Score, lesson_score
from hwtutor.lessons.view import make_console


def piped(text: str, fn):
    buf = io.StringIO()
    with create_pipe_input() as inp:
        inp.send_text(text)
        inp.close()
        fn(make_console(buf, 120), Prompter(inp, DummyOutput()))
    return buf.getvalue()


def test_finishing_a_lesson_offers_the_next_and_enter_starts_it(tmp_path):
    first, second = all_lessons()[:2]
    with Store(tmp_path) as store:
        out = piped(keystrokes(first, wrong_first=False) + "\rq\r",
                    lambda con, pr: learn(None, store, "en", con, pr, echo=True))
        assert store.lesson(first.id).done
        assert resume_point(store) == (2, 1)
    assert "Lesson complete ★★★" in out
    assert "Lesson 2/19" in out and second.title["en"] in out


def test_anything_but_enter_after_a_lesson_stops_and_names_the_next(tmp_path):
    first = all_lessons()[0]
    with Store(tmp_path) as store:
        out = piped(keystrokes(first, wrong_first=False) + "no\r", lambda con, pr: learn(None, store, "en", con, pr))
    assert "Lesson 2/19" not in out and "Next lesson: hwtutor learn 2" in out  # by number: no lesson id shown


def test_lessons_list_shows_done_first_try_score_and_stars(tmp_path):
    first = all_lessons()[0]
    with Store(tmp_path) as store:
        piped(keystrokes(first, wrong_first=True) + "no\r", lambda con, pr: learn(None, store, "en", con, pr))
        buf = io.StringIO()
        list_lessons(store, "en", make_console(buf, 120))
        score = lesson_score(first, store.steps_tries(first.id))
    n = len(first.exercises())
    assert score == Score(n, n, 0)
    line = next(x for x in buf.getvalue().splitlines() if x.strip().startswith("1."))
    assert f"done ★☆☆ · first try 0/{n}" in line


def test_stars_follow_the_share_right_at_the_first_try():
    assert [Score(10, 10, k).stars(True) for k in (10, 9, 8, 6, 5, 0)] == [3, 3, 2, 2, 1, 1]
    assert Score(10, 4, 4).stars(False) == 0 and Score(10, 4, 3).percent == 75


def test_menu_says_where_learning_goes_on_and_explains_unknown_input(tmp_path):
    first = all_lessons()[0]
    wrong, right = answers(first.steps[2])
    with Store(tmp_path) as store:
        piped(f"\r\r{right}\rq\r", lambda con, pr: learn(None, store, "en", con, pr))
    out = piped("8\rxyz\rq\r", lambda con, pr: run_menu("en", tmp_path, con, pr))
    assert "1. learn: continue at lesson 1, step 4" in out
    assert "'8' is not on the menu: type 1 to 7, or q." in out
    assert "'xyz' is not on the menu" in out


def test_menu_before_any_lesson_offers_the_lessons_in_order(tmp_path):
    out = piped("q\r", lambda con, pr: run_menu("zh", tmp_path, con, pr))
    assert "1. 学习：按顺序上课" in out


def test_replay_file_prompt_completes_paths(tmp_path):
    (tmp_path / "game-one.toml").write_text("x", encoding="utf-8")
    comp = path_completer()
    got = [c.text for c in comp.get_completions(Document(str(tmp_path / "game-")), None)]
    assert got == ["one.toml"]


def test_a_wrong_lesson_answer_is_kept_for_review_and_the_list_shows_drills(tmp_path):
    first = all_lessons()[0]
    wrong, right = answers(first.steps[2])
    with Store(tmp_path) as store:
        piped(f"\r\r{wrong}\r{right}\rq\r", lambda con, pr: learn(None, store, "en", con, pr))
        due = store.due_mistakes("zhejiang-2")
        assert [m.ref for m in due] == [f"{first.id}/{first.steps[2].id}"] and due[0].source == "lesson"
        store.drill_answer("taihu", "winner", True)
        buf = io.StringIO()
        list_lessons(store, "en", make_console(buf, 120))
    out = buf.getvalue()
    assert "Anhui Taihu Red Five: streak 1 (best 1) · accuracy 100% (1/1)" in out
    assert "1 mistake is due for review: hwtutor drill zhejiang-2 --kind review" in out


def test_unicode_and_huge_digits_are_explained_not_crashing(tmp_path):
    """'²'.isdigit() is true and int() refuses it; 5,000 digits exceed int()'s limit: both are just unknown."""
    from hwtutor.lessons.answers import parse_letters
    from hwtutor.lessons.model import get_lesson
    assert parse_letters("²", 3)[1].key == parse_letters("1" * 5000, 3)[1].key == "fb.not-option"
    assert get_lesson("²") is None and get_lesson("9" * 5000) is None
    out = piped("²\r" + "7" * 5000 + "\rq\r", lambda con, pr: run_menu("en", tmp_path, con, pr))
    assert "'²' is not on the menu" in out and out.count("is not on the menu") == 2


def test_a_started_lesson_shows_its_first_try_score_so_far(tmp_path):
    first = all_lessons()[0]
    wrong, right = answers(first.steps[2])
    with Store(tmp_path) as store:
        piped(f"\r\r{wrong}\r{right}\rq\r", lambda con, pr: learn(None, store, "en", con, pr))
        buf = io.StringIO()
        list_lessons(store, "en", make_console(buf, 120))
    line = next(x for x in buf.getvalue().splitlines() if x.strip().startswith("1."))
    assert "step 4/9 · first try 0/1" in line
