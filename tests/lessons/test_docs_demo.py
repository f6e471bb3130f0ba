"""docs/lessons.md shows a demonstration as the screen shows it: the moves in words and glyphs ("If p2 plays ♠Q"),
not the record notation of the lesson file ("If p2 play D4 D6"); its lines are the ones the lesson view draws for
lesson 16's step, in both languages, so a change of wording shows up here."""
from pathlib import Path

from hwtutor.lessons import judge as J
from hwtutor.lessons import view as V
from hwtutor.lessons.model import get_lesson

DOCS = Path(__file__).resolve().parents[2] / "docs" / "lessons.md"


def test_the_demo_lines_in_docs_are_the_screens_own():
    lesson = get_lesson("duxiao-climbing")
    step = next(s for s in lesson.steps if s.demo and s.demo[0] == "p2 play SQ")
    game = step.position.game()
    drawn = [ln.plain for lang in ("en", "zh") for ln in V.demo_lines(J.run_demos(game, step.demo), lang)]
    doc = DOCS.read_text(encoding="utf-8")
    block = doc[doc.index("```text\n", doc.index("Some steps demonstrate")) + 8:]
    assert block[: block.index("```")].rstrip("\n").split("\n") == drawn
    assert "If p2 play " not in doc.replace('demo = ["p2 play', "")  # notation only where the file is quoted
