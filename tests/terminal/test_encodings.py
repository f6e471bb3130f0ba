"""Output that is not UTF-8 (issue 19 item 2): `LC_ALL=C`, `PYTHONIOENCODING=ascii|latin-1|cp1252` (what a
Windows redirect or a legacy console is). Nothing raises UnicodeEncodeError: a file or a pipe gets UTF-8,
a console that cannot show a glyph gets ASCII card names (SA, H10, BJ) and ASCII frames."""
from __future__ import annotations

import json
import subprocess

import pytest
from pty_run import BIN, hwtutor_env, run_in_pty

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "data" / "sample_games"
TAIHU = str(SAMPLES / "taihu-1.hongwu.toml")
ENCODINGS = ["ascii", "latin-1", "cp1252"]
FAILURES = ("Traceback", "Internal error", "内部错误", "UnicodeEncodeError", "UnicodeDecodeError")


def piped(args: list[str], home, encoding: str, input: str = "", **env) -> tuple[int, str, str]:
    """hwtutor with stdout and stderr to pipes and stdin from a pipe, in the given Python I/O encoding."""
    res = subprocess.run([str(BIN / "hwtutor"), *args], input=input.encode("utf-8"), capture_output=True,
                         timeout=120, env=hwtutor_env(home, PYTHONIOENCODING=encoding, **env))
    out, err = res.stdout.decode("utf-8"), res.stderr.decode("utf-8")  # UTF-8, whatever the encoding was
    for text in (out, err):
        assert not any(f in text for f in FAILURES), text[-1500:]
    return res.returncode, out, err


# (arguments, typed input, exit status, something the output must hold in its own characters)
PIPED = [
    (["rules", "taihu", "--lang", "zh"], "", 0, "红桃5"),
    (["rules", "--compare"], "", 0, "taihu"),
    (["lessons", "--lang", "zh"], "", 0, "课"),
    (["replay", TAIHU, "--print"], "", 0, "♥"),
    (["replay", TAIHU, "--print", "--all", "--lang", "zh"], "", 0, "♠"),
    (["check", "--lang", "zh", TAIHU], "", 0, "taihu-1"),
    (["play", "taihu", "--seed", "1"], "quit\n", 0, "♠"),
    (["learn"], "q\n", 0, "♠"),
    (["drill", "taihu", "--count", "1", "--seed", "1"], "q\n", 0, "♠"),
    (["--lang", "zh"], "q\n", 0, "课"),  # the start menu
]


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])  # latin-1 fails as cp1252 does (check, below)
@pytest.mark.parametrize("args,typed,status,holds", PIPED, ids=[" ".join(a[:2]) for a, *_ in PIPED])
def test_a_pipe_gets_utf8_whatever_the_python_encoding(tmp_path, encoding, args, typed, status, holds):
    code, out, err = piped(args, tmp_path / "home", encoding, typed)
    assert code == status, err
    assert holds in out


def test_review_piped_under_cp1252_writes_utf8(tmp_path):
    target = tmp_path / "r.hongwu.toml"
    code, out, err = piped(["review", TAIHU, "--seat", "p1", "--depth", "1", "--out", str(target), "--lang", "zh"],
                           tmp_path / "home", "cp1252")
    assert code == 0 and target.exists(), err


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_check_reports_every_file_in_zh_and_json(tmp_path, encoding):
    """A Chinese message of the first file no longer stops the report: every file is reported."""
    files = sorted(str(p) for p in SAMPLES.glob("*.hongwu.toml"))
    broken = tmp_path / "broken.hongwu.toml"
    broken.write_text('variant = "taihu"\nplayers = ["甲"]\n', encoding="utf-8")
    code, out, err = piped(["check", "--lang", "zh", str(broken), *files], tmp_path / "home", encoding)
    assert code == 2 and all(__import__("os").path.basename(f) in out + err for f in files)
    code, out, _ = piped(["check", "--json", str(broken), *files], tmp_path / "home", encoding)
    rows = [json.loads(line) for line in out.splitlines()]
    assert len(rows) == len(files) + 1


def _console(args, tmp_path, keys=(), **env) -> str:
    res = run_in_pty(["hwtutor", *args], hwtutor_env(tmp_path / "home", **env), cols=100, rows=30, keys=keys)
    assert res.status == 0 and not any(f in res.output for f in FAILURES), res.output[-1500:]
    return res.output


@pytest.mark.parametrize("env", [{"LC_ALL": "C"}, {"PYTHONIOENCODING": "ascii"}, {"PYTHONIOENCODING": "cp1252"}],
                         ids=["LC_ALL=C", "ascii", "cp1252"])
def test_a_console_without_the_glyphs_gets_ascii_card_names_and_frames(tmp_path, env):
    out = _console(["replay", TAIHU, "--print", "--at", "41"], tmp_path, **env)
    assert "♠" not in out and "╭" not in out and "?" not in out.replace("? help", "")
    assert "+-" in out and any(f"{s}{r}" in out for s in "SHCD" for r in ("A", "K", "10"))
    book = _console(["rules", "taihu", "--section", "2"], tmp_path, **env)
    assert "•" not in book and "* " in book


def test_the_table_shows_card_letters_not_question_marks_under_lc_all_c(tmp_path):
    out = _console(["play", "taihu", "--players", "Ann,Bo,Cy,Di", "--bots", "p3,p4", "--seed", "1"], tmp_path,
                   keys=[("Enter", b"\r"), ("quit", b"quit\r")], LC_ALL="C")
    assert "?K" not in out and "SK" in out


@pytest.mark.parametrize("encoding", ["ascii", "cp1252"])
def test_check_lang_zh_on_a_console_that_cannot_show_chinese_does_not_crash(tmp_path, encoding):
    out = _console(["check", "--lang", "zh", TAIHU], tmp_path, PYTHONIOENCODING=encoding)
    assert "taihu-1.hongwu.toml" in out


def test_a_utf8_console_keeps_the_glyphs(tmp_path):
    out = _console(["replay", TAIHU, "--print", "--at", "41"], tmp_path)
    assert "♠" in out or "♥" in out
