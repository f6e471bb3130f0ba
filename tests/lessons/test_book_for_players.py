"""The rule book a player reads from the start menu or at the table holds no command line (issue 22 §2:
"the rule book's `--rule NAME=VALUE` lines shown to a player"): an option's rule says only that a house rule
can change it, the options are listed by what they mean, the hint of the `rules` command's --section and
--search is left out, and the lessons are named by number, never by id. `hwtutor rules` (a command-line
reference) keeps `--rule NAME=VALUE`, and names the lessons by number too."""
from __future__ import annotations

import io

import pytest
from rich.console import Console

from hwtutor.lessons.book import book_lines, book_rules, print_rulebook
from hwtutor.lessons.book_reader import read_book, section_text
from hwtutor.lessons.model import all_lessons
from hwtutor.rules.variants import VARIANTS

CASES = [(v, lang) for v in VARIANTS for lang in ("zh", "en")]
COMMAND_LINE = ("--rule", "--section", "--search", "--sources", "hwtutor rules", "hwtutor learn")


def _plain(lines) -> str:
    return "\n".join(getattr(x, "plain", x) for x in lines)


def _console() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, width=80, color_system=None, highlight=False, markup=False), buf


@pytest.mark.parametrize("variant,lang", CASES)
def test_the_players_book_holds_no_command_line_and_no_lesson_id(variant, lang):
    rs = VARIANTS[variant]
    book = _plain(book_lines(rs, lang, player=True))
    assert not [w for w in COMMAND_LINE if w in book], book[-800:]
    assert not [o for o in rs.options if "_" in o and o in book]  # no option by its name (shape_duty …)
    ids = {les.id for les in all_lessons()}
    last = book.rstrip().splitlines()[-1]
    assert not ids & set(last.replace("、", " ").replace(",", " ").replace("：", " ").split()), last
    if rs.options:
        assert ("自定规则可以改" if lang == "zh" else "a house rule can change it") in book


@pytest.mark.parametrize("variant,lang", CASES)
def test_the_command_lines_book_keeps_rule_settings_and_numbers_the_lessons(variant, lang):
    rs = VARIANTS[variant]
    book = _plain(book_lines(rs, lang))
    assert not rs.options or "--rule" in book
    last = book.rstrip().splitlines()[-1]
    assert ("hwtutor learn 编号" if lang == "zh" else "hwtutor learn N") in last, last
    numbers = [int(n) for n in last.split("：" if lang == "zh" else ": ")[1].split("（" if lang == "zh" else " (")[0]
               .replace("、", ",").split(",")]
    lessons = all_lessons()
    about = {variant, rs.rules_of or variant}
    assert [n for n in numbers if lessons[n - 1].variant in about]  # its own lessons are among them


@pytest.mark.parametrize("variant,lang", CASES)
def test_the_table_and_the_menu_show_the_players_book(variant, lang):
    """The table's `rules` (section_text) and the menu's reader (read_book) use the player's book."""
    for k in range(1, len(book_rules(variant)) + 1):
        assert "--rule" not in "\n".join(section_text(variant, lang, k))
    con, buf = _console()
    answers = iter(["1", "all" if lang == "en" else "全部", ""])
    read_book(variant, lang, con, lambda prompt, words: next(answers))
    out = buf.getvalue()
    assert not [w for w in COMMAND_LINE if w in out], out[-600:]
    con, buf = _console()
    assert print_rulebook(variant, lang, con) == 0
    assert not VARIANTS[variant].options or "--rule" in buf.getvalue()
