"""The player ledger (SQLite) and the commands play / resume / players."""
from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from rich.console import Console

from hwtutor.cli import cli
from hwtutor.commands.play import run_players
from hwtutor.play.ledger import Ledger
from hwtutor.play.session import Match, bot_hand
from hwtutor.rules.trick.settle import title_name
from hwtutor.userdata import data_dir

ROOT = Path(__file__).resolve().parents[2]


def test_data_dir_option_beats_env_beats_app_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HWTUTOR_HOME", str(tmp_path / "env"))
    assert data_dir(str(tmp_path / "opt")) == tmp_path / "opt"
    assert data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("HWTUTOR_HOME")
    assert "hwtutor" in str(data_dir(None)).lower()


def test_recording_a_hand_twice_counts_once(tmp_path):
    led = Ledger(tmp_path)
    rows = [("p1", "Ann", False, 2, None), ("p2", "Bo", True, -2, None)]
    assert led.record_hand("m1", 1, "zhejiang-2", rows) == 2
    assert led.record_hand("m1", 1, "zhejiang-2", rows) == 0  # a resume after a crash
    led.record_hand("m1", 2, "zhejiang-2", [("p1", "Ann", False, 6, None), ("p2", "Bo", True, -6, None)])
    by = {r.name: r for r in led.rows()}
    assert by["Ann"].game_points == 8 and by["Ann"].hands == 2 and not by["Ann"].bot
    assert by["Bo"].game_points == -8 and by["Bo"].bot


def test_titles_follow_R23_thresholds(tmp_path):
    """covers R-23: the highest threshold reached (穿鞋 at 5, 单车 at 10)."""
    led = Ledger(tmp_path)
    led.record_hand("m", 1, "zhejiang-2", [("p1", "Ann", False, 4, None)])
    assert led.rows()[0].title("zh") == "赤脚"
    led.record_hand("m", 2, "zhejiang-2", [("p1", "Ann", False, 1, None)])
    assert led.rows()[0].title("zh") == "穿鞋" and led.rows()[0].title("en") == "Shoes"
    led.record_hand("m", 3, "zhejiang-2", [("p1", "Ann", False, 5, None)])
    assert led.rows()[0].title("zh") == "单车"
    assert title_name(92898, "zh") == "神"


def test_taihu_levels_latest_and_best(tmp_path):
    led = Ledger(tmp_path)
    for k, lv in enumerate(["4", "7", "6"], 1):
        led.record_hand("m", k, "taihu", [("p1", "Ann", False, 0, lv)])
    r = led.rows()[0]
    assert r.level == "6" and r.best_level == "7" and r.title() is None


def test_players_command_shows_the_table(tmp_path):
    led = Ledger(tmp_path)
    led.record_hand("m", 1, "zhejiang-2", [("p1", "Ann\x1b[2J", False, 12, None)])
    led.record_hand("m2", 1, "taihu", [("p1", "Ann\x1b[2J", False, 0, "8")])
    buf = io.StringIO()
    assert run_players(str(tmp_path), "zh", Console(file=buf, width=120, color_system=None)) == 0
    out = buf.getvalue()
    assert "单车" in out and "8" in out and "\x1b" not in out and "\\x1b" in out
    buf = io.StringIO()
    run_players(str(tmp_path / "empty"), "en", Console(file=buf, width=120))
    assert "No hands recorded yet" in buf.getvalue()


def test_play_command_with_bots_writes_records_and_the_ledger(tmp_path):
    save = tmp_path / "g.hongwu.toml"
    home = tmp_path / "home"
    r = CliRunner().invoke(cli, ["play", "jiande", "--bots", "p1,p2,p3", "--seed", "4", "--save", str(save),
                                 "--hands", "2", "--data-dir", str(home), "--lang", "en"])
    assert r.exit_code == 0, r.output
    assert "Stopped after hand 2." in r.output
    for f in ("g.hongwu.toml", "g.hand-1.hongwu.toml", "g.hand-2.hongwu.toml"):
        c = CliRunner().invoke(cli, ["check", str(tmp_path / f)])
        assert c.exit_code == 0, c.output
        assert "hand finished" in c.output
    # a finished hand opens in the replay viewer, the bots' reasons as the record's comments
    rp = CliRunner().invoke(cli, ["replay", str(tmp_path / "g.hand-1.hongwu.toml"), "--print", "--width", "100",
                                  "--lang", "en"])
    assert rp.exit_code == 0, rp.output
    assert "g.hand-1.hongwu.toml" in rp.output
    rows = Ledger(home).rows()
    assert sorted(r.name for r in rows) == ["bot1", "bot2", "bot3"] and all(r.hands == 2 for r in rows)
    # the same hands by the model: the game points add up
    m = Match("jiande", None, {0, 1, 2}, seed=4)
    for _ in range(2):
        m.new_hand()
        bot_hand(m)
    assert {r.name: r.game_points for r in rows} == {f"bot{i + 1}": m.scores[i] for i in range(3)}
    # play refuses to overwrite a save; resume of a finished match at its limit stops at once
    again = CliRunner().invoke(cli, ["play", "jiande", "--bots", "p1,p2,p3", "--save", str(save)])
    assert again.exit_code == 2 and "already exists" in again.output
    res = CliRunner().invoke(cli, ["resume", str(save), "--hands", "2", "--data-dir", str(home)])
    assert res.exit_code == 0, res.output
    assert all(r.hands == 2 for r in Ledger(home).rows())  # not counted twice


def test_play_refuses_bad_arguments(tmp_path):
    run = CliRunner().invoke
    r = run(cli, ["play", "go-fish", "--save", str(tmp_path / "a.toml"), "--lang", "en"])
    assert r.exit_code == 2 and "cannot be played here" in r.output
    r = run(cli, ["play", "taihu", "--bots", "p5", "--save", str(tmp_path / "b.toml"), "--lang", "en"])
    assert r.exit_code == 2 and "'p5' is not a seat" in r.output
    r = run(cli, ["play", "taihu", "--players", "A,B", "--save", str(tmp_path / "c.toml"), "--lang", "en"])
    assert r.exit_code == 2 and "2 names given" in r.output
    r = run(cli, ["play", "taihu", "--players", "A,A,B,C", "--save", str(tmp_path / "d.toml"), "--lang", "en"])
    assert r.exit_code == 2 and "distinct" in r.output
    r = run(cli, ["resume", str(tmp_path / "nothing.hongwu.toml"), "--lang", "en"])
    assert r.exit_code == 2 and "cannot be resumed" in r.output


def test_help_does_not_load_the_play_modules():
    code = ("import sys; from hwtutor.cli import cli\n"
            "try:\n    cli(['--help'])\nexcept SystemExit:\n    pass\n"
            "print([m for m in sys.modules if m.startswith(('hwtutor.play', 'prompt_toolkit', 'sqlite3'))])")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True).stdout
    assert out.strip().splitlines()[-1] == "[]"
