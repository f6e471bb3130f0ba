"""The start menu names things in the player's language (issue 22 §3): the variants numbered and named,
chosen by number, id or name in either language (typing 太湖 reaches Taihu, it does not drop back to the
menu); a wrong or ambiguous entry is said and asked again; the rule book is read by its contents and one
section at a time; replay lists your own finished hands beside the samples."""
from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.commands.menu import MENU
from hwtutor.lessons.book_reader import contents_lines
from hwtutor.lessons.variant_choice import match_variant, variant_lines
from hwtutor.replay.samples import samples
from hwtutor.rules.messages import msg, render
from hwtutor.rules.variants import VARIANTS

ALL = list(VARIANTS)


def _item(name: str) -> str:
    return str(MENU.index(name) + 1)


def _menu(tmp_path, keys: str, lang: str = "en") -> str:
    r = CliRunner().invoke(cli, ["--lang", lang, "--data-dir", str(tmp_path)], input=keys,
                           env={"HWTUTOR_HOME": str(tmp_path / "elsewhere")}, catch_exceptions=False)
    assert r.exit_code == 0 and "Traceback" not in r.output
    return r.output


@pytest.mark.parametrize("typed,want", [
    ("4", "taihu"), ("taihu", "taihu"), ("TAIHU", "taihu"), ("太湖", "taihu"), ("安徽太湖红5", "taihu"),
    ("Anhui Taihu Red Five", "taihu"), ("建德红五二打一", "jiande"), ("浙江红五三打一两副牌", "zhejiang-2"),
    ("zhejiang 3-vs-1, three decks", "zhejiang-3"), ("独小", "duxiao"), ("宣", "xuan"), ("zhejiang-2", "zhejiang-2"),
    ("7", "jiande-2"), ("jiande 2-vs-1, two decks", "jiande-2")])
def test_a_variant_is_named_by_number_id_or_name_in_either_language(typed, want):
    assert match_variant(typed, ALL) == [want]


def test_an_ambiguous_or_unknown_answer_names_no_single_variant():
    assert match_variant("浙江", ALL) == ["zhejiang-2", "zhejiang-3"]
    assert match_variant("Zhejiang", ALL) == ["zhejiang-2", "zhejiang-3"]
    assert match_variant("建德", ALL) == ["jiande", "jiande-2"]  # Jiande comes with two decks too
    assert match_variant("两副牌", ALL) == ["zhejiang-2", "jiande-2"]
    for bad in ("9", "0", "²", "mahjong", "", "（）"):
        assert match_variant(bad, ALL) == []


def test_the_variant_list_in_both_languages(snapshot):
    assert {lang: variant_lines(ALL, lang) for lang in ("en", "zh")} == snapshot


def test_the_rule_book_contents_in_both_languages(snapshot):
    assert {lang: [getattr(x, "plain", x) for x in contents_lines("taihu", lang)] for lang in ("en", "zh")} == snapshot


def test_menu_rules_by_chinese_name_shows_contents_then_one_section(tmp_path):
    out = _menu(tmp_path, f"{_item('rules')}\n太湖\n6\n\nq\n", lang="zh")
    assert "4. 安徽太湖红5" in out  # numbered, named in the player's language
    assert "安徽太湖红5规则书。目录：" in out and "  9. 计分" in out
    assert "6. 出牌与跟牌" in out and "红桃5不能首先出" in out  # section 6
    assert "烂5被对家俘获" not in out and "选项（用" not in out  # not section 9, not the options: not the whole book
    assert len(out.splitlines()) < 90


def test_menu_rules_wrong_entries_are_said_and_asked_again(tmp_path):
    out = _menu(tmp_path, f"{_item('rules')}\nmahjong\nzhejiang\n3\n99\n\nq\n")
    assert render(msg("ui.variant.unknown", answer="mahjong", n=len(VARIANTS)), "en") in out
    assert "'zhejiang' fits more than one variant" in out
    assert "Jiande 2-vs-1, the rule book. Sections:" in out  # the third answer was taken
    assert render(msg("ui.book.no-section", k=99, n=9), "en") in out


def test_menu_drill_and_play_take_a_chinese_name(tmp_path):
    out = _menu(tmp_path, f"{_item('drill')}\n太湖\nq\nq\n", lang="zh")
    assert "安徽太湖红5" in out and "练习" in out
    out = _menu(tmp_path, f"{_item('play')}\n太湖\n\nquit\nq\n")
    assert "Anhui Taihu Red Five · hand 1" in out  # the game started, with one person at the terminal


def test_menu_replay_lists_your_finished_hands_beside_the_samples(tmp_path, replay_calls):
    mine = tmp_path / "saves" / "taihu-20261204.hand-1.hongwu.toml"
    mine.parent.mkdir(parents=True)
    shutil.copy(samples()[0].path, mine)
    n = len(samples())
    out = _menu(tmp_path, f"{_item('replay')}\n{n + 5}\n{n + 1}\n{_item('replay')}\n1\nq\n")
    assert "Sample games:" in out and "Your finished hands, newest first:" in out
    assert f"  {n + 1}. {mine.name}" in out
    assert "is not on the list" in out  # n + 5: asked again
    assert replay_calls == [str(mine), str(samples()[0].path)]
