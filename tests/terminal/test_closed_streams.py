"""Closed standard streams (issue 19 item 4): `>&-` or `<&-` must not crash replay --export/--print, play,
learn, drill, the start menu or the viewer (Python leaves sys.stdout None, and `sys.stdout.isatty()`
was an AttributeError). A closed input reads as the end of input; a closed output writes into nothing."""
from __future__ import annotations

import shlex
import subprocess

import pytest
from pty_run import BIN, hwtutor_env

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
TAIHU = str(ROOT / "data" / "sample_games" / "taihu-1.hongwu.toml")

COMMANDS = {
    "replay --export": ["replay", TAIHU, "--export", "{tmp}/m.svg"],
    "replay --print": ["replay", TAIHU, "--print", "--all"],
    "viewer": ["replay", TAIHU],
    "play": ["play", "taihu", "--seed", "1", "--save", "{tmp}/g.hongwu.toml"],
    "learn": ["learn"],
    "drill": ["drill", "taihu", "--seed", "1"],
    "menu": [],
}


def closed(tmp_path, args: list[str], redirect: str):
    line = " ".join(shlex.quote(a.format(tmp=tmp_path)) for a in [str(BIN / "hwtutor"), *args])
    res = subprocess.run(f"{line} {redirect}", shell=True, capture_output=True, text=True, timeout=120,
                         env=hwtutor_env(tmp_path / "home", HWTUTOR_LANG="en"))
    for text in (res.stdout, res.stderr):
        assert "Internal error" not in text and "Traceback" not in text, text[-1500:]
    return res


@pytest.mark.parametrize("name", list(COMMANDS))
def test_a_closed_output_is_written_into_nothing(tmp_path, name):
    res = closed(tmp_path, COMMANDS[name], ">&- </dev/null")
    assert res.returncode in (0, 1), res.stderr
    if name == "replay --export":
        assert (tmp_path / "m.svg").read_text(encoding="utf-8").startswith("<svg")


@pytest.mark.parametrize("name", list(COMMANDS))
def test_a_closed_input_is_the_end_of_input(tmp_path, name):
    res = closed(tmp_path, COMMANDS[name], "<&-")
    assert res.returncode in (0, 1), res.stderr


@pytest.mark.parametrize("name", ["replay --print", "play", "menu"])
def test_all_three_closed(tmp_path, name):
    res = closed(tmp_path, COMMANDS[name], "<&- >&- 2>&-")
    assert res.returncode in (0, 1)
