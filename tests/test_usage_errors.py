"""click's own errors said in the player's language (issue 22 §2: "click's own error lines — usage errors,
'No such option' — in English on a zh run"). On a Chinese run every usage error says its usage line, the
hint and the error in Chinese (commands/usage_errors.py); an English run keeps click's own words. What
stays ASCII is what the player typed or would type: the options, the command, the value given."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli

sys.path.insert(0, str(Path(__file__).parent))
from test_zh_no_english import english_words

CASES = [
    (["nosuch"], "没有 nosuch 这个命令", "No such command"),
    (["play", "--nosuch"], "没有 --nosuch 这个选项", "No such option"),
    (["rules", "--serch", "x"], "是不是要用 --search、--section、--sources", "Did you mean"),
    (["review"], "缺少参数：文件", "Missing argument"),
    (["drill", "taihu", "--count", "x"], "--count 不能是“x”：要一个整数", "is not a valid integer"),
    (["check", "-j", "0", "x"], "--jobs 不能是“0”：要一个不小于 1 的整数", "is not in the range"),
    (["drill", "taihu", "--kind", "nope"], "只能是 mixed、legal", "is not one of"),
    (["rules", "a", "b"], "多出了参数：b", "unexpected extra argument"),
    (["play", "--seed"], "选项 --seed 后面要跟一个值", "requires an argument"),
    (["replay", "--print=3", "x"], "选项 --print 后面不能跟值", "does not take a value"),
]
TYPED = re.compile(r"“[^”]*”|(?<![\w])--?[a-z][\w-]*(?:=\S*)?|hwtutor(?: [a-z]+)?|\b(?:mixed|legal|winner|points|"
                   r"pattern|edge|review|nosuch)\b")


def _run(args: list[str]):
    return CliRunner().invoke(cli, args, prog_name="hwtutor", env={"HWTUTOR_LANG": "en"})


@pytest.mark.parametrize("args,zh,en", CASES)
def test_a_usage_error_is_said_in_chinese_on_a_chinese_run(args, zh, en):
    r = _run(["--lang", "zh", *args])
    assert r.exit_code == 2, r.output
    out = r.output
    assert zh in out and "错误：" in out and en not in out and "Error:" not in out and "Try '" not in out, out
    bad = [(ln, english_words(TYPED.sub(" ", ln))) for ln in out.splitlines() if english_words(TYPED.sub(" ", ln))]
    assert not bad, bad


@pytest.mark.parametrize("args,zh,en", CASES)
def test_an_english_run_keeps_clicks_words(args, zh, en):
    r = _run(["--lang", "en", *args])
    assert r.exit_code == 2 and en in r.output and "错误" not in r.output, r.output


def test_the_language_of_the_command_itself_counts_too():
    """`hwtutor play --lang zh --nosuch`: the --lang after the command chooses the language as well."""
    r = _run(["play", "--lang", "zh", "--nosuch"])
    assert r.exit_code == 2 and "没有 --nosuch 这个选项" in r.output and "用法：hwtutor play" in r.output, r.output


def test_an_interrupted_command_says_so_in_chinese(monkeypatch):
    import hwtutor.commands.samples as samples

    def interrupted(lang):
        raise KeyboardInterrupt
    monkeypatch.setattr(samples, "run_samples", interrupted)
    zh = _run(["--lang", "zh", "samples"])
    assert zh.exit_code == 1 and "已中断。" in zh.output and "Aborted" not in zh.output, zh.output
    en = _run(["--lang", "en", "samples"])
    assert en.exit_code == 1 and "Aborted!" in en.output, en.output


def test_every_usage_text_has_both_languages():
    from hwtutor.commands.catalog_cli import HELP
    usage = {k: v for k, v in HELP.items() if k.startswith("usage.")}
    assert len(usage) >= 15 and all(en.strip() and zh.strip() for en, zh in usage.values())
