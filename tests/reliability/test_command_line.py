"""The command line as a hostile user drives it (issue 9 items 2, 5, 6, 11 and
"what done means"): no command ever prints a traceback; a bug is one line
naming HWTUTOR_DEBUG=1; arguments and paths are shown literally."""
from __future__ import annotations

import json

import pytest
from rel_helpers import record_text, run

import hwtutor.replay.check as check_mod


def _boom(*a, **k):
    raise RuntimeError("a bug nobody foresaw")


def test_internal_error_in_any_command_is_one_line_naming_hwtutor_debug(monkeypatch):
    """'What done means': no traceback anywhere; an internal error says how to get details."""
    import hwtutor.commands.lessons as lessons_cmd
    monkeypatch.setattr(lessons_cmd, "run_lessons", _boom)
    res = run(["lessons"], env={"HWTUTOR_DEBUG": ""})
    assert res.exit_code == 2
    assert "Traceback" not in res.output and "HWTUTOR_DEBUG=1" in res.output
    assert len(res.output.strip().splitlines()) == 1


def test_hwtutor_debug_lets_the_traceback_through(monkeypatch):
    import hwtutor.commands.lessons as lessons_cmd
    monkeypatch.setattr(lessons_cmd, "run_lessons", _boom)
    from click.testing import CliRunner

    from hwtutor.cli import cli
    res = CliRunner().invoke(cli, ["lessons"], env={"HWTUTOR_DEBUG": "1"})
    assert isinstance(res.exception, RuntimeError)


def test_internal_error_in_chinese(monkeypatch):
    import hwtutor.commands.lessons as lessons_cmd
    monkeypatch.setattr(lessons_cmd, "run_lessons", _boom)
    res = run(["--lang", "zh", "lessons"], env={"HWTUTOR_DEBUG": ""})
    assert "内部错误" in res.output and "HWTUTOR_DEBUG=1" in res.output


def _good_and_buggy(tmp_path, monkeypatch):
    """Two legal records; checking the one named bad meets a bug nobody foresaw (_boom)."""
    real = check_mod.check_bytes
    monkeypatch.setattr(check_mod, "check_bytes", lambda data, name: _boom() if "bad" in name else real(data, name))
    good, bad = tmp_path / "good.hongwu.toml", tmp_path / "bad.hongwu.toml"
    for f in (good, bad):
        f.write_text(record_text("zhejiang-2", 2, n=10), encoding="utf-8")
    return good, bad


def test_check_reports_an_internal_error_per_file_and_goes_on(tmp_path, monkeypatch):
    """Issue 9.2: a last-resort per-file guard: one JSON line with code internal-error, exit 2,
    and the next file is still checked."""
    good, bad = _good_and_buggy(tmp_path, monkeypatch)
    res = run(["check", "--json", str(bad), str(good)], env={"HWTUTOR_DEBUG": ""})
    assert res.exit_code == 2
    first, second = (json.loads(line) for line in res.output.splitlines())
    assert first["file"] == str(bad) and [i["code"] for i in first["issues"]] == ["internal-error"]
    assert "HWTUTOR_DEBUG=1" in first["issues"][0]["message"]
    assert second["file"] == str(good) and second["ok"]
    human = run(["check", str(bad), str(good)], env={"HWTUTOR_DEBUG": ""})
    lines = human.output.splitlines()
    assert len(lines) == 2 and "[internal-error]" in lines[0] and ": ok (" in lines[1]


@pytest.mark.parametrize("bots", ["p²", "①", "p" + "9" * 5000, "p٣"])
def test_bots_with_a_digit_that_is_not_ascii_is_a_usage_error(tmp_path, bots):
    """Issue 9.5: `play --bots p²` / `--bots ①` was a traceback; it is a usage error, exit 2."""
    res = run(["play", "zhejiang-2", "--bots", bots, "--save", str(tmp_path / "g.hongwu.toml")])
    assert res.exit_code == 2 and "is not a seat" in res.output
    assert len(res.output.strip().splitlines()) == 1 and len(res.output) < 200


@pytest.mark.parametrize("typed", ["²", "①", "9" * 5000])
def test_start_menu_with_a_digit_that_is_not_ascii(tmp_path, typed):
    """Issue 9.5: typing ² at the start menu was a traceback."""
    res = run(["--lang", "en", "--data-dir", str(tmp_path)], input=f"{typed}\nq\n")
    assert res.exit_code == 0


@pytest.mark.parametrize("key", ["²", "9" * 5000])
def test_learn_with_a_lesson_number_that_is_not_ascii(tmp_path, key):
    res = run(["learn", key, "--data-dir", str(tmp_path)], input="")
    assert res.exit_code in (0, 2) and "No lesson" in res.output


def test_check_with_hwtutor_debug_shows_the_traceback_and_still_goes_on(tmp_path, monkeypatch):
    """HWTUTOR_DEBUG=1: the per-file guard prints the bug's traceback on stderr, and checks the next file."""
    good, bad = _good_and_buggy(tmp_path, monkeypatch)
    res = run(["check", "--json", str(bad), str(good)], env={"HWTUTOR_DEBUG": "1"})
    assert "Traceback" in res.stderr and "a bug nobody foresaw" in res.stderr
    assert [json.loads(line)["ok"] for line in res.stdout.splitlines()] == [False, True]


def test_a_bug_in_writing_one_report_does_not_stop_the_others(tmp_path, monkeypatch):
    """Issue 9.2: the per-file guard covers the report's own text too (human_lines, the JSON line)."""
    import hwtutor.commands.check as check_cmd
    real = check_cmd.human_lines
    monkeypatch.setattr(check_cmd, "human_lines",
                        lambda rep, lang: _boom() if "bad" in rep.file and rep.issues == [] else real(rep, lang))
    good, bad = tmp_path / "good.hongwu.toml", tmp_path / "bad.hongwu.toml"
    for f in (good, bad):
        f.write_text(record_text("zhejiang-2", 2, n=10), encoding="utf-8")
    res = run(["check", "--jobs", "1", str(bad), str(good)], env={"HWTUTOR_DEBUG": ""})
    lines = res.output.splitlines()
    assert res.exit_code == 2 and len(lines) == 2
    assert "[internal-error]" in lines[0] and ": ok (" in lines[1]



_PARENT = None


def _dies_in_a_worker(path, as_json, lang):
    """check's report(), except that a worker process checking a 'bad' file dies."""
    import os

    import hwtutor.commands.check as check_cmd
    if "bad" in path and os.getpid() != _PARENT:
        os._exit(1)
    return check_cmd._real_report(path, as_json, lang)


def test_a_killed_check_worker_does_not_lose_the_remaining_files(tmp_path, monkeypatch):
    """--jobs: a worker process killed mid-way (out of memory…) leaves the rest to the main process."""
    import os

    import hwtutor.commands.check as check_cmd
    global _PARENT
    _PARENT = os.getpid()
    monkeypatch.setattr(check_cmd, "_real_report", check_cmd.report, raising=False)
    monkeypatch.setattr(check_cmd, "report", _dies_in_a_worker)
    files = []
    for i in range(check_cmd.PARALLEL_FROM + 4):
        f = tmp_path / (f"{i:02}-bad.hongwu.toml" if i == 3 else f"{i:02}.hongwu.toml")
        f.write_text(record_text("zhejiang-2", 2, n=4), encoding="utf-8")
        files.append(str(f))
    res = run(["check", "--json", "--jobs", "2", *files])
    assert res.exit_code == 0, res.output
    assert [json.loads(line)["file"] for line in res.output.splitlines()] == files
