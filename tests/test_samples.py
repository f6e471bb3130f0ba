"""The sample games ship as package data (issue 12 §6): pyproject maps data/sample_games into the wheel
as hwtutor/samples; `hwtutor samples` lists them, `hwtutor replay --sample NAME` opens one, and the
start menu offers them. (Checked by hand from a clean venv outside the clone: build a wheel with
`pip wheel --no-deps .`, install it, run `hwtutor samples` — see README.)"""
from __future__ import annotations

import tomllib
from pathlib import Path

from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.replay.samples import find_sample, sample_dir, samples

ROOT = Path(__file__).resolve().parents[1]


def test_the_wheel_carries_the_sample_games_as_package_data():
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = conf["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    assert include["data/sample_games"] == "hwtutor/samples"
    assert sample_dir() is not None


def test_every_sample_file_is_listed_with_its_variant():
    files = sorted(p.name for p in (ROOT / "data" / "sample_games").glob("*.hongwu.toml"))
    found = samples()
    assert [s.path.name for s in found] == files and len(found) >= 12
    assert find_sample("taihu-1").variant == "taihu" and find_sample("zhejiang-2-1").variant == "zhejiang-2"
    assert find_sample("TAIHU-1.hongwu.toml").name == "taihu-1" and find_sample("../etc") is None


def test_samples_command_lists_them_in_the_players_language():
    en = CliRunner().invoke(cli, ["samples", "--lang", "en"]).output
    zh = CliRunner().invoke(cli, ["--lang", "zh", "samples"]).output
    assert "taihu-1: Anhui Taihu Red Five, 90 actions" in en
    assert "taihu-1：安徽太湖红5，90个动作" in zh


def test_replay_opens_a_sample_by_name_and_refuses_an_unknown_one_in_one_line():
    r = CliRunner().invoke(cli, ["replay", "--sample", "duxiao-1", "--print", "--lang", "en"])
    assert r.exit_code == 0 and "duxiao-1.hongwu.toml" in r.output
    bad = CliRunner().invoke(cli, ["replay", "--sample", "\x1b[2Jnope", "--lang", "en"])
    assert bad.exit_code == 2 and "\x1b" not in bad.output and len(bad.output.strip().splitlines()) == 1
    none = CliRunner().invoke(cli, ["replay", "--lang", "en"])
    assert none.exit_code == 2 and "--sample" in none.output


def test_the_start_menu_offers_the_samples(tmp_path, replay_calls):
    calls = replay_calls
    r = CliRunner().invoke(cli, ["--lang", "en", "--data-dir", str(tmp_path)], input="4\ntaihu-1\nq\n")
    assert r.exit_code == 0 and "taihu-1" in r.output and "xuan-2" in r.output
    assert calls == [str(find_sample("taihu-1").path)]


def test_a_reader_that_leaves_early_is_no_internal_error():
    """`hwtutor samples | head -1`: the closed pipe ends the command quietly."""
    import subprocess
    import sys
    p = subprocess.Popen([sys.executable, "-m", "hwtutor", "samples", "--lang", "en"], cwd=ROOT,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()  # before anything is written
    err = p.stderr.read().decode()
    assert p.wait(timeout=60) in (0, 120) and "Internal error" not in err and "Traceback" not in err
