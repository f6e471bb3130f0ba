"""`--lang` before the subcommand works for every command (issue 12 §3): `hwtutor --lang zh rules taihu`
is `hwtutor rules taihu --lang zh`, for the commands of today and those added later."""
from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from hwtutor.cli import cli

CJK = re.compile(r"[\u4e00-\u9fff]")
SAMPLE = "data/sample_games/zhejiang-2-1.hongwu.toml"


def _commands_with_lang():
    return sorted(n for n, c in cli.commands.items() if any(p.name == "lang" for p in c.params))


@pytest.mark.parametrize("name", _commands_with_lang())
def test_the_group_lang_reaches_every_command(name, monkeypatch):
    cmd = cli.commands[name]
    seen = []
    monkeypatch.setattr(cmd, "callback", lambda *a, **kw: seen.append(kw.get("lang")))
    args = [name] + ["x" for p in cmd.params if isinstance(p, click.Argument) and p.required]
    r = CliRunner().invoke(cli, ["--lang", "zh", *args], catch_exceptions=False)
    assert r.exit_code == 0, r.output
    assert seen == ["zh"]
    seen.clear()
    r = CliRunner().invoke(cli, ["--lang", "zh", *args, "--lang", "en"], catch_exceptions=False)
    assert seen == ["en"]  # the command's own option wins


@pytest.mark.parametrize("args", [
    ["rules", "taihu"], ["rules", "--compare"], ["samples"], ["check", SAMPLE],
    ["replay", "--sample", "taihu-1", "--print", "--width", "80"], ["replay", SAMPLE, "--print", "--all"],
])
def test_commands_speak_chinese_when_asked_before_the_command(args):
    zh = CliRunner().invoke(cli, ["--lang", "zh", *args])
    en = CliRunner().invoke(cli, ["--lang", "en", *args])
    assert zh.exit_code == en.exit_code == 0
    assert CJK.search(zh.output)
    assert zh.output != en.output


def test_lessons_players_and_learn_take_the_group_lang(tmp_path):
    d = str(tmp_path)
    assert "课程" in CliRunner().invoke(cli, ["--lang", "zh", "--data-dir", d, "lessons"]).output
    out = CliRunner().invoke(cli, ["--lang", "zh", "learn", "cards", "--data-dir", d], input="q\n").output
    assert CJK.search(out)
    assert CJK.search(CliRunner().invoke(cli, ["--lang", "zh", "players", "--data-dir", d]).output)
