"""A Chinese screen holds no English word (issue 22 §2): every Chinese catalog entry, lesson and rule book
text, and the screens a Chinese player reads at the table (a whole hand of each trick-taking variant, the
first turn of each climbing one, with hint, help, why and a refusal), checked against an allow-list of
notation: cards (SA, H10, BJ), seats (p1), numbers, the keys on a keyboard (Tab, PgUp, Esc), file formats
(TOML, UTF-8) and command lines typed as they are (`hwtutor replay --sample NAME`, quoted record syntax).

The words a player types at the table or in a lesson (hint, why, undo, pass, none, skip…) are NOT on the
list: a Chinese screen shows the Chinese words, which are accepted as well (提示, 为什么, 悔牌, 过, 不亮, 跳过).
Nor are `--rule NAME=VALUE` settings, which a lesson or a book does not show. The full-width punctuation and
the "合法" word (never "合规") are checked too.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from play_helpers import Script, console, play_script, run_with_input, simulate

from hwtutor.bots.climb_bot import choose as climb_choose
from hwtutor.play.presenters import presenter_for
from hwtutor.play.session import Match
from hwtutor.play.view import CLEAR, View

sys.path.insert(0, str(Path(__file__).parent))
from test_text_lint import ALLOWED_TOKENS, HALF_PUNCT, KEY, TEXTS, WORD, _strip

# Notation that stays ASCII on a Chinese screen: keys and file formats. No word a player types.
NOTATION = {"tab", "pgup", "pgdn", "enter", "esc", "home", "end", "hwtutor", "toml", "json", "svg", "html", "utf",
            "sqlite", "english", "ascii"}
PATH = re.compile(r"(?:[A-Za-z]:)?[\w.~-]*(?:[/\\][\w.~-]+)+")  # a file path: the player's own words
NAMES = re.compile(r"\bbot\d\b")  # the bots' names (player names are the player's own text)


def english_words(text: str) -> list[str]:
    """The ASCII words of a Chinese text outside the notation allowed there."""
    plain = KEY.sub(" ", _strip(NAMES.sub(" ", PATH.sub(" ", text))))
    return [w for w in WORD.findall(ALLOWED_TOKENS.sub(" ", plain)) if w.lower() not in NOTATION]


@pytest.mark.parametrize("text,bad", [
    ("输入 hint 查看提示", ["hint"]), ("或者 pass（过）", ["pass"]), ("叫主（S H C D）", []),
    ("按 Tab 查看全部", []), ("用 hwtutor resume 继续", []), ("p1（bot1）出♠A♠A", []),
    ("自定规则（`--rule forced_red5_rotten=off`）", []), ("文件 /tmp/x/saves/a.hongwu.toml", []),
])
def test_the_check_catches_english_words_and_lets_notation_through(text, bad):
    assert english_words(text) == bad


def test_no_chinese_text_holds_an_english_word():
    bad = [(w, english_words(t["zh"])) for w, t in TEXTS if isinstance(t.get("zh"), str) and english_words(t["zh"])]
    assert not bad, "\n".join(f"{w}: {ws}" for w, ws in bad[:40])


def test_no_text_shows_a_house_rule_as_a_command_line_option():
    """`--rule forced_red5_rotten=off` is for the command line's own help and the rule book's options
    (`hwtutor rules`, a reference of the command line), not for a lesson, a table or a drill."""
    shown = [w for w, t in TEXTS for lang in ("zh", "en") if "--rule" in str(t.get(lang, "")) and
             not w.startswith("term book.label.")]
    assert not shown, shown


def test_one_word_for_legal():
    assert not [w for w, t in TEXTS if "合规" in str(t.get("zh", ""))]


# ------------------------------------------------------------------ the screens
def _zh_table(variant: str, seed: int, tmp_path) -> str:
    script = simulate(variant, {1, 2, 3} if variant != "jiande" else {1, 2}, seed)
    script.lines[:0] = ["帮助", "提示", "过过"]  # help, a hint, a line that is neither
    _, out = play_script(variant, {1, 2, 3} if variant != "jiande" else {1, 2}, seed, script,
                         tmp_path / f"{variant}.hongwu.toml", lang="zh")
    return out


def _zh_climb(variant: str, seed: int, tmp_path) -> str:
    m = Match(variant, None, {1, 2, 3}, seed=seed, chooser=climb_choose, lang="zh")
    m.new_hand()
    con, buf = console()
    p = presenter_for(m, View(con), tmp_path / f"{variant}.hongwu.toml", None, "zh", max_hands=1)
    run_with_input(Script(lines=["帮助", "提示", "为什么 ♠A", "过过", "退出"]).text, p.run)
    return buf.getvalue()


@pytest.mark.parametrize("variant,seed", [("zhejiang-2", 3), ("jiande", 5), ("taihu", 3), ("duxiao", 2), ("xuan", 4)])
def test_a_chinese_table_shows_no_english_word(variant, seed, tmp_path):
    """Issue 22 §2: prompts, the keys line, help, hints, refusals and the settlement in Chinese words."""
    out = (_zh_climb if variant in ("duxiao", "xuan") else _zh_table)(variant, seed, tmp_path).replace(CLEAR, "\n")
    lines = [ln for ln in out.splitlines() if ln.strip()]
    assert len(lines) > 12
    bad = [(ln, english_words(ln)) for ln in lines if english_words(ln)]
    assert not bad, "\n".join(f"{ws}: {ln}" for ln, ws in bad[:30])
    half = [ln for ln in lines if HALF_PUNCT.search(KEY.sub(" ", _strip(PATH.sub(" ", ln))))]
    assert not half, half[:10]


# ------------------------------------------------------------------ the command line's help
def _help(args: list[str]) -> str:
    from click.testing import CliRunner

    from hwtutor.cli import cli
    result = CliRunner().invoke(cli, args, prog_name="hwtutor", env={"HWTUTOR_LANG": "en"})
    assert result.exit_code == 0, result.output
    return result.output


def _commands() -> list[str]:
    from hwtutor.cli import cli
    return sorted(cli.commands)


def test_the_help_catalog_has_both_languages_and_no_english_in_chinese():
    from hwtutor.commands.catalog_cli import HELP
    assert all(en.strip() and zh.strip() for en, zh in HELP.values())
    bad = {k: english_words(zh) for k, (_, zh) in HELP.items() if english_words(zh) and not k.startswith("click.")}
    assert not bad, bad


@pytest.mark.parametrize("command", [None, *["check", "drill", "learn", "lessons", "play", "players", "replay",
                                            "resume", "review", "rules", "samples", "saves", "settings"]])
def test_every_help_is_chinese_with_lang_zh_and_fits_80_columns(command):
    """`hwtutor --lang zh --help`, `hwtutor --lang zh CMD --help` and `hwtutor CMD --lang zh --help`: the
    help of the language chosen at start, every line within 80 columns."""
    from rich.cells import cell_len
    assert command is None or command in _commands()
    for args in ([["--lang", "zh", "--help"]] if command is None else
                 [["--lang", "zh", command, "--help"], [command, "--lang", "zh", "--help"]]):
        out = _help(args)
        assert out.startswith("用法：") and "选项：" in out, out
        assert all(cell_len(ln) <= 80 for ln in out.splitlines()), out
        # what is typed as it is: the options, their choices, the commands' names in the list of commands
        typed = r"\[[a-z|-]+\]|(?<![\w`])--?[a-z][\w-]*(?:/--?[a-z][\w-]*)?|^  [a-z]+(?= {2})"
        body = re.sub(typed, " ", out, flags=re.M)
        bad = [(ln, english_words(ln)) for ln in body.splitlines() if english_words(ln)]
        assert not bad, bad
    en = _help(["--help"] if command is None else [command, "--help"])
    assert en.startswith("Usage: ") and not re.search(r"[\u4e00-\u9fff]{4}", en.replace("红五", "")), en


# ------------------------------------------------------------------ the system's errors
@pytest.mark.parametrize("code", sorted({getattr(__import__("errno"), n) for n in (
    "ENOENT", "EACCES", "EPERM", "ENOSPC", "EROFS", "ENOTDIR", "EISDIR", "ENAMETOOLONG", "ELOOP", "EMFILE", "EIO",
    "EBUSY", "EAGAIN", "EXDEV", "EINVAL")}))
def test_an_os_error_is_told_in_the_players_words(code):
    """No "No such file or directory": every OSError that reaches a player goes through textsafe.os_reason."""
    import os

    from hwtutor.rules.messages import render
    from hwtutor.textsafe import os_reason
    e = OSError(code, os.strerror(code))
    for reading in (False, True):
        zh = render(os_reason(e, reading=reading), "zh")
        en = render(os_reason(e, reading=reading), "en")
        assert not english_words(zh) and os.strerror(code) not in en + zh, (zh, en)


def test_a_missing_file_is_said_in_chinese(tmp_path):
    from hwtutor.play.save import load
    from hwtutor.play.session import PlayError
    from hwtutor.replay.check import check_path
    missing = str(tmp_path / "gone.hongwu.toml")
    zh = check_path(missing).issues[0].message("zh")
    assert "没有这个文件" in zh and not english_words(zh), zh
    with pytest.raises(PlayError) as e:
        load(missing)
    assert "没有这个文件" in e.value.message("zh") and "No such file" not in e.value.message("en")


# ------------------------------------------------------------------ the sample games
def test_the_sample_games_notes_are_in_both_languages():
    """Every note of a shipped sample game says it in Chinese and English ([[notes]] text = {zh, en}, as
    record-format.md has it); no commentary is left inline on an action line, in one language only."""
    from hwtutor.replay.record import read_record
    from hwtutor.replay.samples import samples
    found = samples()
    assert len(found) >= 12
    for s in found:
        rec, _ = read_record(Path(s.path).read_text(encoding="utf-8"))
        assert rec is not None and rec.notes, s.name
        assert not [ln for ln in rec.actions if ln.comment], s.name
        for n in rec.notes:
            assert n.text.get("zh", "").strip() and n.text.get("en", "").strip(), (s.name, n.at)
            assert "(s)" not in n.text["en"], (s.name, n.text["en"])
            assert not re.search(r"R-\d+|S\d{3}-\d+", n.text["en"] + n.text["zh"]), (s.name, n.at)  # no ruling ids


# ------------------------------------------------------------------ a lesson's action answers
@pytest.mark.parametrize("text,variant,zh", [
    ("bid 70", "zhejiang-2", "叫分 70"), ("pass", "zhejiang-2", "过"), ("trump H", "zhejiang-2", "叫主 ♥"),
    ("call C9", "taihu", "叫朋友 ♣9"), ("show H2 H2", "taihu", "亮 ♥2 ♥2"), ("show", "taihu", "不亮"),
    ("play SA SA", "zhejiang-2", "出 ♠A ♠A"), ("declare tianwaitian", "duxiao", "天外天"), ("chuai", "xuan", "揣"),
])
def test_an_action_answer_is_shown_in_the_screens_words_and_read_back(text, variant, zh):
    """The answer a lesson shows (a skipped exercise, the last hint) is written as a Chinese screen asks for it,
    and reading it back gives the same action, in either language."""
    from hwtutor.lessons.answers import parse_action_answer, shown_action
    from hwtutor.rules.messages import render_value
    from hwtutor.rules.variants import VARIANTS
    shown = {lang: render_value(shown_action(text), lang, "glyph", None) for lang in ("en", "zh")}
    assert shown["zh"] == zh and not english_words(zh)
    want, _ = parse_action_answer(text, 1, VARIANTS[variant])
    assert all(parse_action_answer(t, 1, VARIANTS[variant])[0] == want for t in shown.values()), shown


# ------------------------------------------------------------------ more screens
SAMPLE_NAMES = re.compile(r"\b(?:Ann|Bo|Cy|Di)\b|[\w-]+\.hongwu\.toml")  # the sample games' players, file names


@pytest.mark.parametrize("variant", ["zhejiang-2", "zhejiang-3", "jiande", "jiande-2", "taihu", "duxiao", "xuan"])
def test_the_rule_book_a_chinese_player_reads_shows_no_english_word(variant):
    """The book from the start menu or at the table (no command line in it, the variant by its name)."""
    from hwtutor.lessons.book import book_lines
    from hwtutor.rules.variants import VARIANTS
    lines = [getattr(x, "plain", x) for x in book_lines(VARIANTS[variant], "zh", player=True)]
    bad = [(ln, english_words(ln)) for ln in lines if english_words(ln)]
    assert not bad, bad


@pytest.mark.parametrize("sample", ["zhejiang-2-1", "jiande-2-1", "taihu-1", "duxiao-1", "xuan-1"])
def test_a_chinese_replay_transcript_shows_no_english_word(sample):
    """`hwtutor replay --sample NAME --print --all --lang zh`: every line Chinese but the players' names."""
    import subprocess
    out = subprocess.run([sys.executable, "-m", "hwtutor", "replay", "--sample", sample, "--print", "--all",
                          "--lang", "zh"], capture_output=True, text=True, encoding="utf-8", timeout=120,
                         cwd=Path(__file__).resolve().parents[1])
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) > 30
    bad = [(ln, english_words(SAMPLE_NAMES.sub(" ", ln))) for ln in lines if english_words(SAMPLE_NAMES.sub(" ", ln))]
    assert not bad, bad[:20]
