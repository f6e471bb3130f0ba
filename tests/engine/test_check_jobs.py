"""`hwtutor check --jobs N` (issue 13): files checked in parallel processes print
exactly what one process prints, in input order, with the same exit status;
a directory stands for the records under it."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "data" / "sample_games").glob("*.hongwu.toml"))


def run(*args: str):
    return CliRunner().invoke(cli, ["check", *args], env={"HWTUTOR_LANG": "en"})


@pytest.fixture
def files(tmp_path) -> list[str]:
    """Sample records, one with an illegal action, one that is no record, one missing."""
    out = []
    for p in SAMPLES[:6]:
        out.append(str(shutil.copy(p, tmp_path / p.name)))
    text = Path(out[0]).read_text(encoding="utf-8")
    lines = text.splitlines()
    first = next(i for i, ln in enumerate(lines) if ln.startswith('  "p'))
    seat = int(lines[first][4])  # the first action, by the next seat: out of turn
    lines[first] = lines[first][:4] + str(seat % 4 + 1) + lines[first][5:]
    (tmp_path / "illegal.hongwu.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "junk.hongwu.toml").write_bytes(b"\x00\x01 not a record")
    return out[:3] + [str(tmp_path / "illegal.hongwu.toml"), str(tmp_path / "junk.hongwu.toml"),
                      str(tmp_path / "missing.hongwu.toml")] + out[3:]


@pytest.mark.parametrize("as_json", [False, True])
def test_parallel_check_prints_what_one_process_prints_in_input_order(files, as_json):
    flags = ["--json"] if as_json else []
    one = run("--jobs", "1", *flags, *files)
    two = run("--jobs", "2", *flags, *files)
    assert two.exit_code == one.exit_code == 2  # the worst: a file that is no record
    assert two.stdout == one.stdout
    if as_json:
        assert [json.loads(x)["file"] for x in two.stdout.splitlines()] == files
    else:
        assert [ln.split(": ")[0] for ln in two.stdout.splitlines()] == files


def test_parallel_check_keeps_the_exit_status_of_an_illegal_action(files):
    legal_and_illegal = [f for f in files if "junk" not in f and "missing" not in f]
    res = run("--jobs", "3", *legal_and_illegal)
    assert res.exit_code == 1
    assert run("--jobs", "3", *[f for f in legal_and_illegal if "illegal" not in f]).exit_code == 0


def test_a_directory_stands_for_the_records_under_it_sorted(tmp_path):
    (tmp_path / "b").mkdir()
    (tmp_path / "a").mkdir()
    shutil.copy(SAMPLES[0], tmp_path / "b" / "x.hongwu.toml")
    shutil.copy(SAMPLES[1], tmp_path / "a" / "y.hongwu.toml")
    shutil.copy(SAMPLES[2], tmp_path / "z.hongwu.toml")
    (tmp_path / "notes.txt").write_text("not a record")
    res = run("--jobs", "2", str(tmp_path))
    assert res.exit_code == 0
    names = [ln.split(": ")[0] for ln in res.stdout.splitlines()]
    assert names == [str(tmp_path / "z.hongwu.toml"), str(tmp_path / "a" / "y.hongwu.toml"),
                     str(tmp_path / "b" / "x.hongwu.toml")]


def test_a_directory_without_records_is_one_file_error(tmp_path):
    res = run(str(tmp_path))
    assert res.exit_code == 2
    assert res.stdout == f"{tmp_path}: error [syntax]: This directory holds no records (*.hongwu.toml).\n"


@pytest.mark.parametrize("bad", ["0", "-3", "many", "1.5", ""])
def test_a_bad_jobs_value_is_a_usage_error_without_traceback(bad, tmp_path):
    res = run("--jobs", bad, str(tmp_path))
    assert res.exit_code == 2
    assert "Traceback" not in res.output and "--jobs" in res.output


def test_a_huge_jobs_value_for_few_files_in_a_real_process(files):
    p = subprocess.run([sys.executable, "-m", "hwtutor", "check", "--jobs", "9" * 40, "--json", *files],
                       cwd=ROOT, capture_output=True, timeout=120, env={"HWTUTOR_LANG": "en", "PATH": ""})
    assert p.returncode == 2 and p.stderr == b""
    assert [json.loads(x)["file"] for x in p.stdout.decode().splitlines()] == files
