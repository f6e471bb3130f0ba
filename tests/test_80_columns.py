"""80 columns everywhere outside the full-screen views (issue 22 §2): `hwtutor lessons`, `players`, `saves`,
the review's lines, the start menu's messages and `replay --print` when not a terminal, in both languages,
each line within 80 cells (a Chinese character is two), cards and words never cut, and the saves' file
names whole (they are there to be copied). Snapshots of each, in English and Chinese."""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console

from hwtutor.layout import wrap

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "zh")


def console() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, width=80, color_system=None, highlight=False, soft_wrap=True, markup=False), buf


def lines_of(buf: io.StringIO) -> list[str]:
    return [ln.rstrip() for ln in buf.getvalue().splitlines()]


@pytest.fixture
def here(tmp_path, monkeypatch) -> Path:
    """A data folder named shortly ("d"), so that the paths in the snapshots are the same at every run."""
    monkeypatch.chdir(tmp_path)
    return Path("d")


def assert_fits(lines: list[str]) -> None:
    wide = [ln for ln in lines if cell_len(ln) > 80]
    assert not wide, "\n".join(wide)


def _ledger(folder: Path) -> None:
    from hwtutor.play.ledger import Ledger
    led = Ledger(folder)
    names = ["Annabelle-Marguerite", "Bo", "Cy", "Di"]
    for k, v in enumerate(("zhejiang-3", "jiande", "taihu", "duxiao", "xuan"), 1):
        rows = [(f"p{i + 1}", n, i > 0, 3 * (i + 1) - 4, "6" if v == "taihu" else None) for i, n in enumerate(names)]
        led.record_hand(f"m{k}", 1, v, rows[:3] if v == "jiande" else rows)


def _saves(folder: Path) -> None:
    from hwtutor.play import save as saving
    from hwtutor.play.session import Match
    for k, v in enumerate(("zhejiang-3", "taihu", "duxiao")):
        m = Match(v, ["Annabelle-Marguerite", "Bo", "Cy", "Di"], {1, 2, 3}, seed=k)
        m.new_hand()
        path = folder / "saves" / f"{v}-20261205-0808{k}{k}.hongwu.toml"
        saving.save(m, path)
        os.utime(path, (1_765_000_000 + 600 * k, 1_765_000_000 + 600 * k))  # newest first: a fixed order


@pytest.mark.parametrize("lang", LANGS)
def test_lessons_list_fits_80_columns_and_shows_no_lesson_id(lang, here, snapshot):
    from hwtutor.lessons.model import all_lessons
    from hwtutor.lessons.progress import Store
    from hwtutor.lessons.runner import list_lessons
    con, buf = console()
    with Store(here, lang=lang) as store:
        list_lessons(store, lang, con)
    lines = lines_of(buf)
    assert_fits(lines)
    body = "\n".join(lines[1:])
    ids = {les.id for les in all_lessons()}
    assert not [ln for ln in lines if ln.split()[1:2] and ln.split()[1] in ids]  # "1. Cards…", not "1. cards"
    assert "Anhui T\n" not in body and "Taihu\n" not in body.replace("Taihu Red\n", "")
    assert lines == snapshot


@pytest.mark.parametrize("lang", LANGS)
def test_players_fit_80_columns_with_whole_headers(lang, here, snapshot):
    from hwtutor.commands.play import run_players
    from hwtutor.rules.catalog import TERMS
    _ledger(here)
    con, buf = console()
    assert run_players(str(here), lang, con) == 0
    lines = lines_of(buf)
    assert_fits(lines)
    head = lines[2]
    for col in ("name", "variant", "hands", "points", "title", "level", "best"):
        assert TERMS["play.col." + col][lang] in head, head  # never "Poi…"
    assert "…" not in "\n".join(lines)
    assert lines == snapshot


@pytest.mark.parametrize("lang", LANGS)
def test_saves_fit_80_columns_with_whole_file_names(lang, here, snapshot):
    from hwtutor.commands.play import run_saves
    _saves(here)
    con, buf = console()
    assert run_saves(str(here), lang, con) == 0
    lines = lines_of(buf)
    assert_fits(lines)
    for f in (here / "saves").glob("*.hongwu.toml"):
        assert any(ln.endswith(" " + f.name) for ln in lines), f.name  # whole, on a line of its own
    shown = [re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d", "<when>", ln) for ln in lines]  # when it was last played
    assert shown == snapshot


@pytest.mark.parametrize("lang", LANGS)
def test_review_lines_fit_80_columns(lang, tmp_path):
    from hwtutor.commands.review import run_review
    src = ROOT / "hwtutor" / "replay" / "samples"
    sample = next(iter(sorted((ROOT / "data" / "sample_games").glob("duxiao-1.hongwu.toml"))), None) or \
        next(iter(sorted(src.glob("duxiao-1.hongwu.toml"))))
    rec = tmp_path / "r.hongwu.toml"
    rec.write_bytes(sample.read_bytes())
    con, buf = console()
    assert run_review(str(rec), "p1", 1, None, False, lang, console=con, data_dir=str(tmp_path)) == 0
    lines = lines_of(buf)
    assert len(lines) > 5
    assert_fits(lines)


class _Answers:
    """A prompter that answers from a list (None at the end: the menu returns)."""

    def __init__(self, answers):
        self.answers = list(answers)

    def ask(self, message, completer=None):
        return self.answers.pop(0) if self.answers else None


@pytest.mark.parametrize("lang", LANGS)
def test_menu_messages_fit_80_columns(lang, here, snapshot):
    from hwtutor.commands.menu import run_menu
    con, buf = console()
    invoked = []
    assert run_menu(lang, str(here), con, _Answers(["9", "a long answer that is not on the menu at all, " * 3,
                                                        "review", "replay", "99", ""]),
                    lambda name: object(), lambda cmd, args: invoked.append(args)) == 0
    lines = lines_of(buf)
    assert_fits(lines)
    assert [ln for ln in lines if not ln.startswith("─")] == snapshot


@pytest.mark.parametrize("lang", LANGS)
def test_replay_print_is_80_columns_when_not_a_terminal(lang):
    out = subprocess.run([sys.executable, "-m", "hwtutor", "replay", "--sample", "taihu-1", "--print", "--lang", lang],
                         capture_output=True, text=True, cwd=ROOT, timeout=120, encoding="utf-8")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert_fits(lines)
    assert max(cell_len(ln) for ln in lines) == 80  # the frames use the whole width


def test_one_wrapper_for_prose_and_the_table():
    """The table's fragments go through the same wrapper as prose: the same breaks, the same punctuation."""
    from hwtutor.play.layout import line_text, wrap_text
    text = "! 甩牌♣3 ♠2 ♦2 ♣K ♣Q ♣J ♣10♣10 ♣9 ♣4失败：p2（bot2）有大王，大过其中的单张♣4；p1只能出♣4，其余收回。"
    assert [line_text(ln) for ln in wrap_text(text, 80, indent="  ")] == [t.plain for t in wrap(text, 80, hang=2)]



LONG_DIR = "a/data/folder/whose/name/goes/on/and/on/because/some/people/keep/their/files/very/deep"


@pytest.mark.parametrize("variant", ["jiande", "taihu", "xuan"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_line_mode_table_fits_80_columns_and_keeps_paths_whole(lang, variant, tmp_path):
    """The line-mode table at an 80-column terminal wraps its prose by words (the terminal's own wrap would
    cut them): the hand of 52 cards, the keys line, help, a hint, the rules, the save messages. A file path
    wider than a line is the one thing left wider: alone on its line and uncut, so that it can be copied."""
    from hwtutor.bots.climb_bot import choose as climb_choose
    from hwtutor.bots.trick_bot import choose as trick_choose
    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.session import Match
    from hwtutor.play.view import CLEAR, View
    sys.path.insert(0, str(ROOT / "tests" / "play"))
    from play_helpers import run_with_input
    bots = {1, 2} if variant == "jiande" else {1, 2, 3}
    chooser = climb_choose if variant == "xuan" else trick_choose
    m = Match(variant, None, bots, seed=3, chooser=chooser, lang=lang)
    m.new_hand()
    buf = io.StringIO()
    con = Console(file=buf, width=80, force_terminal=True, color_system=None, highlight=False)
    save = tmp_path / LONG_DIR / f"{variant}.hongwu.toml"
    save.parent.mkdir(parents=True)
    p = presenter_for(m, View(con, clear_codes=False), save, None, lang, max_hands=1)
    words = ["帮助", "提示", "规则", "保存", "退出"] if lang == "zh" else ["help", "hint", "rules", "save", "quit"]
    run_with_input("\n".join(words) + "\n", p.run)
    text = buf.getvalue().replace(CLEAR, "")
    # a pipe does not echo what is typed: what follows a prompt ("p1 > ") starts a line of its own
    lines = [ln.rstrip() for ln in re.sub(r"(?m)^(p\d >|⏎) ", "\n", text).splitlines()]
    assert len(lines) > 20, text
    wide = [ln for ln in lines if cell_len(ln) > 80]
    paths = [ln for ln in wide if ln.startswith(str(tmp_path))]
    assert wide == paths, "\n".join(wide)
    assert paths and all(re.fullmatch(r"\S+", ln) for ln in paths), paths
    assert all(Path(ln.rstrip("。.")).exists() for ln in paths), paths  # whole: the file is there


def test_into_a_pipe_the_line_mode_table_leaves_lines_whole():
    """Into a file or a pipe (a transcript) each line stays as it is: nothing to wrap for."""
    from hwtutor.play.view import View
    buf = io.StringIO()
    View(Console(file=buf, width=80, color_system=None)).line("word " * 40)
    assert buf.getvalue().count("\n") == 1
