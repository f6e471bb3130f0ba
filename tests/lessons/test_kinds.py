"""Exercise kinds are a registry: one module per kind in hwtutor/lessons/kinds/, found without being listed
anywhere else (a new kind is one new file), each with its question and its place in the docs."""
from __future__ import annotations

import pkgutil
from pathlib import Path

import pytest

from hwtutor.lessons import kinds as K
from hwtutor.lessons.model import LessonError, parse_lesson
from hwtutor.rules import catalog

DOCS = Path(__file__).resolve().parents[2] / "docs" / "lessons.md"


def test_every_kind_module_registers_its_kind():
    modules = {m.name for m in pkgutil.iter_modules(K.__path__)}
    names = set(K.kinds())
    assert {n.replace("-", "_") for n in names} == modules
    for name, kind in K.kinds().items():
        assert kind.name == name and kind.families and kind.answer


@pytest.mark.parametrize("name", sorted(K.kinds()))
def test_every_kind_has_a_question_and_a_row_in_the_docs(name):
    kind = K.kinds()[name]
    own_prompt = type(kind).prompt is not K.Kind.prompt
    assert own_prompt or f"ask.{name}" in catalog.MESSAGES
    assert f"| `{name}`" in DOCS.read_text(encoding="utf-8")


def test_lesson_files_are_checked_against_the_registry():
    base = 'variant = "zhejiang-2"\ntitle = "t"\n[[steps]]\ntext = "x"\n[steps.exercise]\n'
    with pytest.raises(LessonError, match="unknown exercise kind"):
        parse_lesson(base + 'kind = "guess"\n')
    with pytest.raises(LessonError, match="needs cards"):
        parse_lesson(base + 'kind = "pattern"\n')
    with pytest.raises(LessonError, match="needs from and steps"):
        parse_lesson(base + 'kind = "climb"\n')
    assert parse_lesson(base + 'kind = "climb"\nfrom = "9"\nsteps = 2\n').steps[0].exercise.answer_kind == "level"


def test_an_exercise_holds_no_answer_so_every_kind_asks_the_engine():
    """Never a stored answer: the Exercise value has no field for one, and each kind's right answer is the one
    its own judge accepts on the game at run time (the same exercise on another game has another answer)."""
    import dataclasses

    from hwtutor.lessons import judge as J
    from hwtutor.lessons.model import Exercise, get_lesson
    assert not {"answer", "answers", "expected", "solution", "right"} & {f.name for f in dataclasses.fields(Exercise)}
    les = get_lesson("taihu-showing")
    games = {s.id: (s.exercise, s.position.game()) for s in les.steps if s.exercise and s.exercise.kind == "dealer"}
    (ex1, g1), (ex2, g2) = games["who"], games["first"]
    assert ex1 == ex2 and J.expected(ex1, g1) == g1.dealer != g2.dealer == J.expected(ex2, g2)
    assert J.judge(ex1, g1, J.solutions(ex1, g1)[0]).correct
