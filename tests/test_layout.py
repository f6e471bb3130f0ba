"""Prose wraps to the terminal width with hanging indents in both languages (issue 12 §2): Chinese
counts two cells, no word or card is split, no line starts with closing punctuation; the rule books,
the comparison, the replay transcript and the lessons at 60, 80 and 120 columns."""
from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console

from hwtutor.cli import cli
from hwtutor.layout import hanging, wrap
from hwtutor.lessons.book import print_rulebook
from hwtutor.lessons.compare import print_compare

WIDTHS = [60, 80, 120]
CARD = re.compile(r"[♠♥♣♦](?:10|[2-9AKQJ])\*?")
EN = ("  • Trumps, high to low: heart 5 > big joker > small joker > main advisor (the trump suit's 3) > "
      "other advisor > main level card > other level cards > the trump suit's ♠A ♠K ♠Q ♠10 … and a higher "
      "pair such as ♦9♦9 beats ♦8♦8 when nothing else interferes with the following duties.")
ZH = ("  • 主牌从大到小：红桃5 > 大王 > 小王 > 正参谋（主花色的3）> 副参谋（同颜色另一门的3）> 主级牌 > "
      "副级牌（彼此一样大）> 主花色 ♠A ♠K ♠Q ♠10 …（去掉已提为主的牌）。红桃5不论哪门做主都是主牌，"
      "♦9♦9 管得上 ♦8♦8，首家出对子时要跟对子。")


def lines_of(text, width):
    return [t.plain for t in wrap(text, width)]


@pytest.mark.parametrize("width", WIDTHS + [30])
@pytest.mark.parametrize("text", [EN, ZH], ids=["en", "zh"])
def test_wrapped_lines_fit_keep_every_card_and_hang_under_the_text(text, width):
    lines = lines_of(text, width)
    assert all(cell_len(ln) <= width for ln in lines)
    assert "".join(ln.strip() for ln in lines).replace(" ", "") == text.replace(" ", "")
    cards = [c for ln in lines for c in CARD.findall(ln)]
    assert cards == CARD.findall(text)  # none split across lines
    assert all(ln.startswith(" " * hanging(text)) and not ln[hanging(text)].isspace() for ln in lines[1:])
    assert not any(ln.lstrip()[:1] in "，。：；）、" for ln in lines[1:])


def test_english_breaks_only_between_words():
    words = EN.split()
    for width in WIDTHS:
        assert [w for ln in lines_of(EN, width) for w in ln.split()] == words


def test_chinese_counts_two_cells_a_character():
    lines = lines_of("一二三四五六七八九十" * 3, 20)
    assert [cell_len(ln) for ln in lines] == [20, 20, 20]


token = st.one_of(st.sampled_from(["♠10", "♦9♦9", "H10*", "p3", "hwtutor", "(a)", "pair,", "—"]),
                  st.text(alphabet="abcdefghij", min_size=1, max_size=8),
                  st.text(alphabet="牌主对子红五，。：（）", min_size=1, max_size=6))


@settings(max_examples=80, deadline=None)
@given(st.lists(token, min_size=1, max_size=40), st.sampled_from([" ", ""]), st.integers(12, 120))
def test_wrapping_any_prose_fits_and_loses_nothing(tokens, sep, width):
    text = "  - " + sep.join(tokens)
    lines = lines_of(text, width)
    assert all(cell_len(ln) <= width for ln in lines)
    assert "".join(ln.strip() for ln in lines).replace(" ", "") == text.replace(" ", "")
    if sep == " ":  # an ASCII word or a card that fits a line is never split
        short = [t for t in tokens if t.isascii() and cell_len(t) < width - 8]
        out = " ".join(lines)
        assert all(t in out for t in short)


def _console(width):
    return Console(file=io.StringIO(), width=width, highlight=False, markup=False, color_system=None)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("variant", ["taihu", "duxiao", "xuan"])
def test_rule_books_fit_the_width_without_splitting_a_card(variant, lang, width):
    c = _console(width)
    assert print_rulebook(variant, lang, c, sources=True) == 0
    out = c.file.getvalue().splitlines()
    assert max(cell_len(ln) for ln in out) <= width
    assert not any(re.search(r"[♠♥♣♦]$", ln) for ln in out)
    if lang == "en":  # every line break falls at a space: the words are those of the unwrapped book
        wide = _console(5000)
        print_rulebook(variant, lang, wide, sources=True)
        assert " ".join(out).split() == wide.file.getvalue().split()


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_comparison_fits_the_width_with_values_under_their_column(lang, width):
    c = _console(width)
    print_compare(lang, c)
    out = c.file.getvalue().splitlines()
    assert max(cell_len(ln) for ln in out) <= width
    conts = [ln for ln in out if ln.startswith("   ")]  # continuation lines, under the value column
    assert (conts or width > 60) and all(ln.startswith(" " * 14) and ln[14] != " " for ln in conts)


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_replay_transcript_and_lessons_fit_the_width(lang, width):
    r = CliRunner().invoke(cli, ["--lang", lang, "replay", "--sample", "taihu-1", "--print", "--all",
                                 "--width", str(width)])
    assert r.exit_code == 0 and max(cell_len(ln) for ln in r.output.splitlines()) <= width
    r = CliRunner().invoke(cli, ["--lang", lang, "learn", "following", "--data-dir", "/nonexistent-hw/x"],
                           input="\n\n\nq\n", env={"COLUMNS": str(width), "HWTUTOR_HOME": ""})
    prose = [ln for ln in r.output.splitlines() if not ln.startswith(("─", "›"))]
    assert prose and max(cell_len(ln) for ln in prose) <= width


def test_one_prose_wrapper():
    """Issue 21 item 4: prose is broken into lines by hwtutor/layout.py alone (the full screen's
    play/layout.py hands its styled fragments to it); no module wraps text its own way."""
    import ast
    from pathlib import Path

    package = Path(__file__).resolve().parents[1] / "hwtutor"
    own = []
    for p in sorted(package.rglob("*.py")):
        if p == package / "layout.py":
            continue
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, (ast.Import, ast.ImportFrom)) else []
            module = node.module if isinstance(node, ast.ImportFrom) else None
            if "textwrap" in names or module == "textwrap" or (
                    isinstance(node, ast.Attribute) and node.attr in ("wrap", "divide") and
                    isinstance(node.value, ast.Name) and node.value.id in ("Text", "textwrap")):
                own.append(f"{p.relative_to(package)}:{node.lineno}")
    assert own == []


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("width", [40, 60, 80])
def test_grouped_option_labels_hang_their_continuation_under_the_text(lang, width):
    """issue 22: a lesson's feedback groups the options it judges alike ("a, b, f) …", "a、b、f）…"); the zh
    label has no space after its full-width ）, so its continuation lines hung 0 or 2 columns in, under the
    label, not under the text. Both languages now continue under the text after the label."""
    from hwtutor.rules.messages import msg, render
    actions = ("p1 bids 60, p1 bids 75, p1 passes, p1 bids 65, p1 bids 70" if lang == "en" else
               "p1叫60分、p1叫75分、p1过、p1叫65分、p1叫70分")
    for label in ("a", "d", "a, b, f" if lang == "en" else "a、b、f"):
        key = "fb.options-missed-free" if "f" in label else "fb.option-illegal"
        text = render(msg(key, labels=label, label=label, action=actions, actions=actions,
                          reason="the bid must be a multiple of 5 within the window over the standing bid"
                          if lang == "en" else "现在不能叫62分：只能叫60到75之间5的倍数，首叫不能叫80分。"), lang)
        for indent in ("", "  "):
            lines = lines_of(indent + text, width)
            head = cell_len(indent + label) + 2  # ") " or the full-width "）"
            assert len(lines) > 1 and all(cell_len(ln) <= width for ln in lines)
            assert hanging(indent + text) == head, (indent + text)
            assert all(ln.startswith(" " * head) and not ln[head].isspace() for ln in lines[1:]), lines
