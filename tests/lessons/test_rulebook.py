"""`hwtutor rules`: the rule book says rulings in words by default and keeps the references behind
--sources (issue 12 §1); contents, --section, --search, paging and --compare (issue 12 §2)."""
from __future__ import annotations

import os
import re

import pytest
from click.testing import CliRunner
from rich.console import Console

from hwtutor.cli import cli
from hwtutor.lessons.book import book_rules, print_rulebook
from hwtutor.lessons.compare import compare_rows
from hwtutor.rules.variants import VARIANTS

INTERNAL = re.compile(r"\bR-\d+|\bS\d{3}-\d+|\[ids|\bseed\b|§")


def run(*args):
    return CliRunner().invoke(cli, ["rules", *args], catch_exceptions=False)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("variant", list(VARIANTS))
def test_rule_book_shows_no_internal_vocabulary_by_default_and_all_of_it_with_sources(variant, lang):
    plain = run(variant, "--lang", lang).output
    assert not INTERNAL.findall(plain)
    sources = run(variant, "--lang", lang, "--sources").output
    assert re.search(r"R-\d+", sources) and re.search(r"S\d{3}-\d+", sources)
    ids = {i for _, rules in book_rules(variant) for r in rules for i in r.get("ids", [])}
    assert all(i in sources for i in ids)


def test_a_ruling_says_how_to_change_it_with_the_rule_flag():
    out = run("zhejiang-2", "--lang", "en").output
    assert "The local rule texts do not say; hwtutor plays it this way (you can change it: " \
           "`--rule shape_duty=off`)" in " ".join(out.split())


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_contents_list_every_section_and_section_n_shows_only_that_one(lang):
    full = run("taihu", "--lang", lang).output
    titles = [t[lang] for t, _ in book_rules("taihu")]
    for n, title in enumerate(titles, 1):
        assert f"  {n}. {title}" in full
    one = run("taihu", "--lang", lang, "--section", "8").output
    assert f"8. {titles[7]}" in one and f"7. {titles[6]}" not in one


def test_section_out_of_range_is_one_clear_line():
    r = run("taihu", "--lang", "en", "--section", "40")
    assert r.exit_code == 2 and r.output.strip().splitlines() == ["--section 40: this rule book has sections 1–9."]


@pytest.mark.parametrize("lang,word", [("en", "rotten"), ("zh", "烂5"), ("en", "烂5"), ("zh", "Rotten")])
def test_search_shows_only_the_rules_that_mention_the_word_in_either_language(lang, word):
    """A word of either language's book finds the rules (issue 19 item 1): 烂5 in the English book."""
    r = run("taihu", "--lang", lang, "--search", word)
    bullets = [ln for ln in r.output.splitlines() if ln.startswith("  • ")]
    assert r.exit_code == 0 and bullets
    rules = [r["text"] for _, rs in book_rules("taihu") for r in rs]
    assert len(bullets) == sum(any(word.casefold() in t.casefold() for t in r.values()) for r in rules)


@pytest.mark.parametrize("lang,note", [
    ("en", "“烂5” is not in section 8; it is in sections 6 and 9."),
    ("zh", "第8节里没有“烂5”；它在第6、9节。")])
def test_section_with_search_prints_the_whole_section_and_says_where_the_word_is(lang, note):
    """README: `hwtutor rules taihu --section 8 --search 烂5 --sources` prints section 8 (issue 19 item 1)."""
    r = run("taihu", "--lang", lang, "--section", "8", "--search", "烂5", "--sources")
    title = book_rules("taihu")[7][0][lang]
    assert r.exit_code == 0 and f"8. {title}" in r.output and "  " + note in r.output.splitlines()
    assert len([ln for ln in r.output.splitlines() if ln.startswith("  • ")]) == len(book_rules("taihu")[7][1])
    hit = run("taihu", "--lang", lang, "--section", "9", "--search", "烂5").output
    assert "烂5" not in "".join(ln for ln in hit.splitlines() if "“" in ln)  # no note where the word is
    nowhere = run("taihu", "--lang", "en", "--section", "8", "--search", "zzz")
    assert nowhere.exit_code == 0
    assert "“zzz” is not in section 8, nor anywhere else in this rule book." in nowhere.output


def test_search_without_a_match_says_so_and_exits_1():
    r = run("duxiao", "--lang", "en", "--search", "\x1b[31mzzz")
    assert r.exit_code == 1 and "\x1b" not in r.output and "zzz" in r.output


def test_a_long_rule_book_pages_on_a_terminal_and_not_in_a_pipe(monkeypatch):
    import hwtutor.pager
    paged = []
    monkeypatch.setattr(hwtutor.pager, "page", paged.append)
    console = Console(force_terminal=True, width=80, height=24, highlight=False, markup=False)
    assert print_rulebook("taihu", "en", console, page=True) == 0
    assert len(paged) == 1 and "Anhui Taihu Red Five" in paged[0] and "\x1b[" in paged[0]  # with its colours
    paged.clear()
    with open(os.devnull, "w") as null:
        pipe = Console(file=null, width=80, height=24)
        assert print_rulebook("taihu", "en", pipe, page=True) == 0 and not paged


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_compare_has_every_aspect_for_every_variant(lang, snapshot):
    rows = compare_rows(lang)
    assert len(rows) == 6
    for _, values in rows:
        assert [v for v, _ in values] == list(VARIANTS)
    r = run("--compare", "--lang", lang)
    assert r.exit_code == 0 and r.output == snapshot


@pytest.mark.parametrize("lang, words", [("en", "several players ruff a throw"), ("zh", "几家一起毙一手甩牌")])
@pytest.mark.parametrize("variant", ["zhejiang-2", "zhejiang-3", "jiande", "taihu"])
def test_every_trick_book_says_how_several_ruffs_of_a_throw_compare(variant, lang, words):
    """R-9 (issue 24 item 1): a learner could not find how the ruffs of a throw by several players are
    read (each in its own grouping or formation) and compared (highest top card, then the first played)."""
    from hwtutor.lessons.book import book_lines
    text = "\n".join(str(line) for line in book_lines(VARIANTS[variant], lang))
    assert words in text
    assert ("natural trumps" if lang == "en" else "将牌") in text.split(words)[1][:200] if variant == "taihu" \
        else ("natural grouping" if lang == "en" else "自然组合") in text.split(words)[1][:200]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_compare_keeps_each_multiplier_term_on_one_line_at_80_columns(lang):
    """issue 22: the zh table broke "揪 / ×2" across two lines. At 80 columns every term of a cell that carries a
    multiplier (揪×2, 天外天×10, beyond heaven ×10) stands whole on one line, and no line starts with ×."""
    import io

    from hwtutor.lessons.compare import print_compare
    buf = io.StringIO()
    print_compare(lang, Console(file=buf, width=80, color_system=None, highlight=False, markup=False))
    lines = [ln.strip() for ln in buf.getvalue().splitlines()]
    assert lines and max(len(ln) for ln in buf.getvalue().splitlines()) <= 80
    assert not [ln for ln in lines if ln.startswith("×")]
    terms = [t.strip() for _, values in compare_rows(lang) for _, text in values
             for t in re.split(r"[、，；：,;:]", text) if "×" in t]
    assert len(terms) >= 12                                  # xuan's 7 declarations, duxiao's 3, xuan's 2 captures
    assert [t for t in terms if not any(t in ln for ln in lines)] == []
