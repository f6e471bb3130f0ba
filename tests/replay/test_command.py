"""`hwtutor replay FILE` options and exit statuses (hwtutor/commands/replay.py)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from replay_helpers import load, record

from hwtutor.cli import cli

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str):
    return CliRunner(env={"NO_COLOR": None, "FORCE_COLOR": None}).invoke(cli, ["replay", *args])


def test_print_at_an_action():
    r = run(str(record("gen-zhejiang-2")), "--print", "--at", "6", "--width", "90", "--lang", "en")
    assert r.exit_code == 0
    assert "Action 6 of 104" in r.output  # --at 6 is action 6, counted from 1
    assert max(len(line) for line in r.output.splitlines()) <= 90


def test_print_a_trick_shows_the_moment_it_is_won():
    tl = load(record("gen-zhejiang-2"))
    r = run(str(record("gen-zhejiang-2")), "--print", "--trick", "3", "--lang", "en")
    assert r.exit_code == 0
    assert f"Action {tl.trick_ends[2] + 1} of " in r.output and "Trick 3 — won by" in r.output


def test_print_opens_an_illegal_record_at_its_illegal_action():
    tl = load(record("gen-illegal"))
    r = run(str(record("gen-illegal")), "--print", "--lang", "en")
    assert r.exit_code == 0
    assert f"Action {tl.illegal_at + 1} of " in r.output and "Illegal — rule [follow-suit]" in r.output


def test_seat_view():
    r = run(str(record("gen-zhejiang-2")), "--print", "--at", "31", "--seat", "p2", "--lang", "en")
    assert r.exit_code == 0 and "seen from p2 (Bo)" in r.output and "cards, hidden" in r.output


def test_bad_options_exit_2_with_a_message():
    f = str(record("gen-zhejiang-2"))
    r = run(f, "--print", "--at", "999", "--lang", "en")
    assert r.exit_code == 2 and "--at 999: this record has actions 1–104." in r.output
    r = run(f, "--print", "--trick", "99", "--lang", "zh")
    assert r.exit_code == 2 and "--trick 99：本记录的轮次为1–" in r.output
    r = run(f, "--print", "--seat", "p7", "--lang", "en")
    assert r.exit_code == 2 and "seats p1–p4" in r.output
    r = run(f, "--export", "x.png", "--lang", "en")
    assert r.exit_code == 2 and "must end in .svg or .html" in r.output


def test_unreadable_file_exits_2(tmp_path):
    bad = tmp_path / "bad.hongwu.toml"
    bad.write_text('format = "hongwu-record"\nformat_version = "1.0"\nvariant = "nope"\n')
    r = run(str(bad), "--print", "--lang", "en")
    assert r.exit_code == 2 and "not a readable record" in r.output and "[unknown-variant]" in r.output
    r = run(str(tmp_path / "missing.toml"), "--print", "--lang", "en")
    assert r.exit_code == 2


def test_export_svg_and_html(tmp_path):
    for ext in ("svg", "html"):
        out = tmp_path / f"moment.{ext}"
        r = run(str(record("gen-taihu")), "--export", str(out), "--at", "21", "--lang", "en")
        assert r.exit_code == 0, r.output
        body = out.read_text(encoding="utf-8")
        assert ("<svg" in body) == (ext == "svg") and "Action" in body and "21" in body


def test_not_a_terminal_prints_one_moment_instead():
    r = run(str(record("gen-zhejiang-2")), "--lang", "en")
    assert r.exit_code == 0
    assert "Not a terminal" in r.output and "Action 1 of 104" in r.output


def test_help_lists_replay_and_stays_light():
    """`hwtutor --help` does not import rich or prompt-toolkit (the command imports them itself)."""
    code = ("import sys; from hwtutor.cli import cli\n"
            "try:\n    cli(['--help'])\nexcept SystemExit:\n    pass\n"
            "print('HEAVY', [m for m in ('rich', 'prompt_toolkit', 'hwtutor.replay.render') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60).stdout
    assert "replay" in out
    assert "HEAVY []" in out
