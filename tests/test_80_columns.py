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
    heads = [ln for ln in lines if ln.startswith(TERMS["play.col.name"][lang] + " ")]
    assert len(heads) == 5, lines  # a table per variant, under its name
    for col in ("name", "hands", "points", "title", "level", "best"):
        assert any(TERMS["play.col." + col][lang] in head for head in heads), heads  # never "Poi…"
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
    text = "! 甩牌♣3 ♠2 ♦2 ♣K ♣Q ♣J ♣10♣10 ♣9 ♣4失败：p2（机器人2）有大王，大过其中的单张♣4；p1只能出♣4，其余收回。"
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


# ------------------------------------------------------------ with real data (issue 22: the walk-through at 80×24)
# The snapshots above read a ledger and saves made for them; these read what hwtutor itself writes when hands are
# played with bots at the table (a trick game to the end, Taihu's levels, a climbing game, a game left half-way):
# the ledger, the saves, the finished hands' records, and the review of one of them, in both languages.
REAL_NAMES = ["Annabelle-Marguerite", "Bo", "Cy", "Di"]


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A data folder after a few hands played at the table, bots beside one person (the pipe-input table of
    tests/play, the bots' choices typed for the human seat)."""
    from play_helpers import play_script, run_with_input, simulate
    from test_climb_hotseat import play as climb_play
    from test_climb_hotseat import simulate as climb_simulate

    from hwtutor.play.ledger import Ledger
    from hwtutor.play.presenter import Presenter
    from hwtutor.play.session import Match
    from hwtutor.play.view import View
    home = tmp_path_factory.mktemp("played")
    saves = home / "saves"
    saves.mkdir()
    for variant, seed in (("zhejiang-2", 5), ("taihu", 3)):
        script = simulate(variant, {1, 2, 3}, seed, names=REAL_NAMES, probe=False, undo=False)
        play_script(variant, {1, 2, 3}, seed, script, saves / f"{variant}-20261205-2300{seed}.hongwu.toml",
                    names=REAL_NAMES, ledger=Ledger(home).start())
    script = climb_simulate("xuan", {1, 2, 3}, 23, undo=False)
    climb_play("xuan", {1, 2, 3}, 23, script, saves / "xuan-20261205-230123.hongwu.toml", ledger=Ledger(home).start())
    half = simulate("zhejiang-3", {1, 2, 3}, 11, names=REAL_NAMES, probe=False, undo=False)
    m = Match("zhejiang-3", REAL_NAMES, {1, 2, 3}, seed=11)
    m.new_hand()
    con, _ = console()
    p = Presenter(m, View(con), saves / "zhejiang-3-20261205-230011.hongwu.toml", Ledger(home).start(), "en",
                  max_hands=1)
    run_with_input("".join(line + "\n" for line in half.lines[: len(half.lines) // 2]), p.run)
    for k, f in enumerate(sorted(saves.iterdir())):  # a fixed order, newest first as listed
        os.utime(f, (1_765_000_000 + 60 * k, 1_765_000_000 + 60 * k))
    return home


def zh_english(lines: list[str]) -> list[str]:
    """The lines of a Chinese screen that hold an English word (tests/test_zh_no_english.py's allow-list:
    cards, seats, paths, file formats, command lines), the players' own names, the files' and the samples'
    names (duxiao-1, typed to open one) aside."""
    sys.path.insert(0, str(ROOT / "tests"))
    from test_zh_no_english import english_words
    own = "|".join(REAL_NAMES) + r"|[\w.-]+\.hongwu\.toml|\b[a-z]+(?:-\d)+\b"  # names, file and sample names
    return [ln for ln in lines if english_words(re.sub(own, " ", ln))]


@pytest.mark.parametrize("lang", LANGS)
def test_players_from_played_hands(lang, played):
    """`hwtutor players` after real hands: a table per variant under its name in the player's language, the
    columns the variant counts (Taihu's levels, not 0 points; titles where the variant earns them), every
    player's whole name, nothing cut, no English on a Chinese screen."""
    from hwtutor.commands.play import run_players
    from hwtutor.rules.catalog import TERMS
    from hwtutor.rules.messages import Variant, render_value
    con, buf = console()
    assert run_players(str(played), lang, con) == 0
    lines = lines_of(buf)
    assert_fits(lines)
    text = "\n".join(lines)
    assert "…" not in text and all(n in text for n in REAL_NAMES)
    for v in ("zhejiang-2", "taihu", "xuan"):
        assert render_value(Variant(v), lang, "glyph", None) in lines, v
    taihu = lines[lines.index(render_value(Variant("taihu"), lang, "glyph", None)) + 1]
    assert TERMS["play.col.level"][lang] in taihu and TERMS["play.col.points"][lang] not in taihu, taihu
    if lang == "zh":
        assert not zh_english(lines), zh_english(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_saves_from_played_hands(lang, played):
    """`hwtutor saves` after real play: every unfinished game's file name whole on its own line, the names
    whole, the bot mark explained before any line break can split it."""
    from hwtutor.commands.play import run_saves
    con, buf = console()
    assert run_saves(str(played), lang, con) == 0
    lines = lines_of(buf)
    assert_fits(lines)
    listed = [ln.split(". ", 1)[1] for ln in lines if re.match(r"^ *\d+\. \S+\.hongwu\.toml$", ln)]
    assert "zhejiang-3-20261205-230011.hongwu.toml" in listed and not [f for f in listed if ".hand-" in f]
    assert all((played / "saves" / f).is_file() for f in listed)
    assert "…" not in "\n".join(lines) and all(n in "\n".join(lines) for n in REAL_NAMES)
    assert ("Bots are marked *." if lang == "en" else "名字后带 * 的是机器人。") in lines[-2] + lines[-1]
    if lang == "zh":
        assert not zh_english(lines), zh_english(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_saves_say_a_finished_hand_is_played_and_which_hand_is_next(lang, played):
    """A save stopped at the end of hand 1 (the table deals hand 2 only when play goes on) was listed as
    "hand 1" like a hand in play: it says "1 hand played, hand 2 next"; the game left half-way, "hand 1 in
    play"."""
    from hwtutor.commands.play import run_saves
    con, buf = console()
    assert run_saves(str(played), lang, con) == 0
    blocks = " ".join(ln.strip() for ln in lines_of(buf)).split(".hongwu.toml")
    block = {b.rsplit(" ", 1)[-1]: nxt for b, nxt in zip(blocks, blocks[1:])}
    over, going = (("1 hand played, hand 2 next", "hand 1 in play") if lang == "en" else
                   ("已打完1局，下一局是第2局", "第1局进行中"))
    for name in ("zhejiang-2-20261205-23005", "taihu-20261205-23003"):
        assert over in block[name] and going not in block[name], block[name]
    assert going in block["zhejiang-3-20261205-230011"] and over not in block["zhejiang-3-20261205-230011"]


@pytest.mark.parametrize("lang", LANGS)
def test_resuming_a_save_stopped_at_a_hands_end_says_the_hand_is_over(lang, played, tmp_path):
    """`hwtutor resume` of that save: the hand was played to its end and the next one comes, not "hand 1,
    after 86 actions" as if it were still being played."""
    import shutil

    from click.testing import CliRunner

    from hwtutor.cli import cli
    save = tmp_path / "saves" / "taihu-20261205-23003.hongwu.toml"
    save.parent.mkdir()
    shutil.copy(played / "saves" / save.name, save)
    r = CliRunner().invoke(cli, ["resume", str(save), "--data-dir", str(tmp_path), "--lang", lang], input="quit\n")
    assert r.exit_code == 0, r.output
    first = " ".join(r.output.split("\n\n")[0].split())
    if lang == "en":
        assert re.search(r"hand 1 was played to its end \(\d+ actions\); hand 2 is next\.", first), first
    else:
        assert re.search(r"第1局已经打完（\d+个动作），下一局是第2局。", first), first


@pytest.mark.parametrize("lang", LANGS)
def test_review_of_a_played_hand(lang, played):
    """`hwtutor review` of a hand finished at the table (the human seat, by default): every line within 80
    columns, the header true to the lines under it (each decision over the depth or more sampled deals, it
    said "8 sampled deals each" over lines of 12 to 64), the legend in words that agree ("1 game points"),
    the decisions in the player's words: no record notation, no ruling or statement id, no English on a
    Chinese screen."""
    from hwtutor.commands.review import run_review
    hand = played / "saves" / "zhejiang-2-20261205-23005.hand-1.hongwu.toml"
    con, buf = console()
    assert run_review(str(hand), None, 1, None, False, lang, console=con, data_dir=str(played)) == 0
    lines = lines_of(buf)
    assert len(lines) > 10
    assert_fits(lines)
    text = " ".join(ln.strip() for ln in lines)
    counts = [int(n) for n in re.findall(r"over (\d+) sampled deals" if lang == "en" else r"在(\d+)种模拟的", text)]
    assert len(counts) >= 10 and min(counts) >= 1
    assert ("each over 1 sampled deal or more" if lang == "en" else "至少模拟1种暗牌分布") in text
    assert "Annabelle-Marguerite" in text and "p2" not in re.sub(r"第\d+步|Action \d+", "", lines[0])
    assert not re.search(r"\bp\d (play|bid|pass|bury|trump|show|call)\b", text)  # record notation
    assert not re.search(r"\bR-\d+|\bS\d{3}-\d\d", text)
    if lang == "en":
        assert not re.search(r"(?<![\d.])1 game points\b", text) and "in game points: ? from 1, ?? from 3" in text
    else:
        assert not zh_english(lines), zh_english(lines)


@pytest.mark.parametrize("lang", LANGS)
def test_the_menu_with_played_hands(lang, played, tmp_path):
    """The start menu over a data folder with finished hands: the replay list (samples a line per variant, then
    your hands) within 24 rows and 80 columns; the review item's list, and its question after the review in
    the screen's words (是／否 on a Chinese screen, never y/n)."""
    import shutil

    from hwtutor.commands.menu import choose_record, review_last
    from hwtutor.lessons.finished_hands import MOST
    home = tmp_path / "home"
    shutil.copytree(played, home)
    hand = next((home / "saves").glob("zhejiang-2-*.hand-1.hongwu.toml"))
    for k in range(2, MOST + 1):  # as many finished hands as the list shows
        shutil.copy(hand, hand.with_name(hand.name.replace(".hand-1.", f".hand-{k}.")))
    con, buf = console()
    asked: list[str] = []

    class Ask:
        def __init__(self, answers):
            self.answers = list(answers)

        def ask(self, message, completer=None):
            asked.append(message)
            return self.answers.pop(0) if self.answers else None
    assert choose_record(lang, con, Ask(["2"]), str(home)) is not None
    shown = lines_of(buf)
    assert_fits(shown)
    assert len(shown) + 1 <= 24, "\n".join(shown)  # the list and its question on one screen
    con, buf = console()
    invoked: list[list[str]] = []
    review_last(lang, str(home), con, Ask(["1", ""]), lambda name: object(), lambda cmd, args: invoked.append(args))
    lines = lines_of(buf)
    assert_fits(lines + [asked[-1]])
    assert invoked and invoked[0][0].endswith(".hongwu.toml")
    assert ("（是／否）" if lang == "zh" else "(y/n)") in asked[-1]
    if lang == "zh":
        assert not zh_english(shown + lines + asked), zh_english(shown + lines + asked)
