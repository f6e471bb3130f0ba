"""The data folder (lesson progress, drill statistics, the ledger) as the
machine leaves it (issue 9 items 12, 13, 14): damaged, truncated, a folder,
another schema, read-only, full, locked, shared by two instances. Nothing
stops a command; a bad file is kept aside with the date; a finished hand is
never missing from the ledger; progress never moves backwards."""
from __future__ import annotations

import re
import sqlite3

import pytest
from rel_helpers import run

from hwtutor.lessons.progress import Store
from hwtutor.play.ledger import Ledger

SEATS = [("p1", "Ann", False, 2, None), ("p2", "Bo", True, -2, None)]


def _good_db(path, make):
    make(path.parent)
    assert path.exists()
    return path.read_bytes()


def _damage(path, how: str):
    if how == "garbage":
        path.write_bytes(b"this is not a database at all\x00" * 100)
    elif how == "truncated":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 3])
    elif how == "directory":
        path.unlink(missing_ok=True)
        path.mkdir()
    elif how == "schema":
        path.unlink(missing_ok=True)
        con = sqlite3.connect(path)
        con.executescript("CREATE TABLE lessons (x TEXT); CREATE TABLE hands (y TEXT);")
        con.commit()
        con.close()


def _progress(d):
    with Store(d) as s:
        s.step_done("cards", ["a", "b", "c"], 0)


def _ledger(d):
    Ledger(d).record_hand("m1", 1, "zhejiang-2", SEATS)


HOW = ["garbage", "truncated", "directory", "schema"]


@pytest.mark.parametrize("how", HOW)
@pytest.mark.parametrize("command", [["lessons"], ["learn", "cards"], ["drill", "zhejiang-2", "--count", "1"], []])
def test_a_bad_progress_file_is_moved_aside_and_a_fresh_one_started(tmp_path, how, command):
    """Issue 9.13: a corrupt, truncated, directory or wrong-schema progress.sqlite3 crashed
    `lessons`, `learn`, `drill` and the menu."""
    db = tmp_path / "progress.sqlite3"
    _good_db(db, _progress)
    _damage(db, how)
    res = run(["--lang", "en", *command, "--data-dir", str(tmp_path)] if command else
              ["--lang", "en", "--data-dir", str(tmp_path)], input=("" if command else "1\n") + "q\n" * 5)
    assert res.exit_code in (0, 2), res.output
    assert res.output.count("it was kept as") == 1
    aside = [p.name for p in tmp_path.iterdir() if p.name.startswith("progress.sqlite3.bad-")]
    assert len(aside) == 1 and re.fullmatch(r"progress\.sqlite3\.bad-\d{8}-\d{6}", aside[0])
    assert db.is_file()
    with Store(tmp_path) as s:  # the fresh file works
        s.step_done("cards", ["a", "b"], 0)
        assert s.lesson("cards").step == 1


@pytest.mark.parametrize("how", HOW)
def test_a_bad_ledger_is_moved_aside_and_players_goes_on(tmp_path, how):
    """Issue 9.13: the same for ledger.sqlite3 and `players`."""
    db = tmp_path / "ledger.sqlite3"
    _good_db(db, _ledger)
    _damage(db, how)
    res = run(["players", "--data-dir", str(tmp_path)])
    assert res.exit_code == 0 and "it was kept as" in res.output
    assert any(p.name.startswith("ledger.sqlite3.bad-") for p in tmp_path.iterdir())


class _FailingWrites:
    """A connection whose writes fail as on a read-only folder or a full disk."""

    def __init__(self, con, error: str):
        self._con, self._error = con, error

    def execute(self, sql, *a):
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            raise sqlite3.OperationalError(self._error)
        return self._con.execute(sql, *a)

    def executemany(self, sql, *a):
        raise sqlite3.OperationalError(self._error)

    def __getattr__(self, name):
        return getattr(self._con, name)


@pytest.mark.parametrize("error", ["attempt to write a readonly database", "database or disk is full"])
def test_learning_goes_on_when_progress_cannot_be_saved(tmp_path, monkeypatch, error):
    """Issue 9.12: `learn` and `drill` crashed with sqlite3.OperationalError at the first answer."""
    real = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: _FailingWrites(real(*a, **k), error))
    res = run(["--lang", "en", "learn", "following", "--data-dir", str(tmp_path)], input="SA\nSK\nq\n")
    assert res.exit_code == 0, res.output
    assert res.output.count("cannot be written") == 1
    res = run(["--lang", "en", "drill", "zhejiang-2", "--count", "2", "--seed", "1", "--data-dir", str(tmp_path)],
              input="yes\np1\n0\n" * 4 + "q\n")  # an answer for each kind of question the seed may draw
    assert res.exit_code == 0 and res.output.count("cannot be written") == 1


def test_a_read_only_data_folder_still_shows_what_it_holds(tmp_path, monkeypatch):
    """Issue 9.12: a folder that cannot be written: said once; what the file holds is still read."""
    _progress(tmp_path)
    notices = []
    import hwtutor.sqlstore as sq
    real = sq.UserDB._check

    def readonly(self, con):
        raise sqlite3.OperationalError("attempt to write a readonly database")
    monkeypatch.setattr(sq.UserDB, "_check", readonly)
    with Store(tmp_path, notify=notices.append) as s:
        assert s.lesson("cards").step == 1 and not s.saved
        s.step_done("cards", ["a", "b", "c"], 1)  # kept in memory for this session
        assert s.lesson("cards").step == 2
    assert [m.key for m in notices] == ["store.unsaved"]
    monkeypatch.setattr(sq.UserDB, "_check", real)
    with Store(tmp_path) as s:
        assert s.lesson("cards").step == 1  # the file itself was never touched


def test_a_data_folder_that_cannot_be_made_is_said_once(tmp_path):
    """Issue 9.12: the data folder under a plain file (read-only in effect, even for root)."""
    f = tmp_path / "file"
    f.write_text("x")
    res = run(["--lang", "en", "lessons", "--data-dir", str(f / "dd")])
    assert res.exit_code == 0 and res.output.count("cannot be written") == 1
    res = run(["players", "--data-dir", str(f / "dd")])
    assert res.exit_code == 0


def test_a_locked_ledger_keeps_the_hand_pending_and_enters_it_at_the_next_start(tmp_path, monkeypatch):
    """Issue 9.13: a locked database froze the hotseat 10 s and the finished hand was never entered.
    The wait is bounded by what the ledger asks of SQLite (each connection's busy timeout, any
    sleeps), counted rather than timed."""
    import time

    from hwtutor import sqlstore
    Ledger(tmp_path).start()
    other = sqlite3.connect(tmp_path / "ledger.sqlite3")
    other.execute("BEGIN EXCLUSIVE")
    notices = []
    waits: list[float] = []
    connect, sleep = sqlite3.connect, time.sleep
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: (waits.append(k.get("timeout", 5.0)), connect(*a, **k))[1])
    monkeypatch.setattr(time, "sleep", lambda s: (waits.append(s), sleep(s))[1])
    led = Ledger(tmp_path, notify=notices.append)
    assert led.record_hand("m1", 1, "zhejiang-2", SEATS) is None  # kept pending …
    assert waits and max(waits) <= sqlstore.TIMEOUT and len(waits) <= 4  # … after a short wait, not a freeze
    assert "store.locked" in [m.key for m in notices]
    assert (tmp_path / "ledger-pending.jsonl").exists()
    other.rollback()
    other.close()
    rows = {r.name: r for r in Ledger(tmp_path).start().rows()}  # … and entered at the next start
    assert rows["Ann"].game_points == 2 and rows["Bo"].game_points == -2
    assert not (tmp_path / "ledger-pending.jsonl").exists()
    assert Ledger(tmp_path).record_hand("m1", 1, "zhejiang-2", SEATS) == 0  # entered once only


def test_a_learn_crash_after_a_locked_progress_file_is_gone(tmp_path):
    """Issue 9.13: `learn` crashed after 10 s on a locked progress file."""
    _progress(tmp_path)
    other = sqlite3.connect(tmp_path / "progress.sqlite3")
    other.execute("BEGIN EXCLUSIVE")
    try:
        res = run(["--lang", "en", "learn", "following", "--data-dir", str(tmp_path)], input="SA\nq\n")
    finally:
        other.rollback()
        other.close()
    assert res.exit_code == 0 and "in use by another hwtutor" in res.output


def test_progress_never_moves_backwards_with_two_instances(tmp_path):
    """Issue 9.14: two `learn` on one data dir moved a stored step back from 4 to 1."""
    ids = ["a", "b", "c", "d", "e", "f"]
    with Store(tmp_path) as first, Store(tmp_path) as second:
        for i in range(4):
            first.step_done("cards", ids, i)
        assert first.lesson("cards").step == 4
        second.step_done("cards", ids, 0)  # the second instance is still at its first step
        assert second.lesson("cards").step == 4
        second.restart("cards", ids)  # an explicit restart still starts again
        assert first.lesson("cards").step == 0


def test_a_hand_finished_while_the_ledger_is_locked_is_never_missing(tmp_path):
    """Issue 9.13: the hotseat's finished hand was never entered when the ledger was locked."""
    home = tmp_path / "home"
    Ledger(home).start()
    other = sqlite3.connect(home / "ledger.sqlite3")
    other.execute("BEGIN EXCLUSIVE")
    try:
        res = run(["play", "zhejiang-2", "--bots", "p1,p2,p3,p4", "--seed", "3", "--data-dir", str(home),
                   "--save", str(tmp_path / "g.hongwu.toml")])
    finally:
        other.rollback()
        other.close()
    assert res.exit_code == 0 and "it is kept and will be entered" in res.output
    res = run(["players", "--data-dir", str(home)], env={"COLUMNS": "200"})
    assert "Bot 1" in res.output and "Bot 4" in res.output  # entered at the next start (stored "bot1": shown Bot 1)


@pytest.mark.parametrize("how", ["garbage", "truncated"])
def test_a_bad_file_is_said_in_the_players_words(tmp_path, how):
    """Issue 22 §2 (the system's errors in words): SQLite's own English ("file is not a database",
    "database disk image is malformed") never reaches a player; the reason is said by SQLite's error code."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parents[1]))
    from test_zh_no_english import english_words
    db = tmp_path / "progress.sqlite3"
    _good_db(db, _progress)
    _damage(db, how)
    res = run(["--lang", "zh", "lessons", "--data-dir", str(tmp_path)])
    said = [ln for ln in res.output.splitlines() if "原文件已保留为" in ln]
    assert len(said) == 1 and ("它不是数据库文件" in said[0] or "文件已损坏" in said[0]), res.output
    assert "database" not in said[0] and not english_words(said[0].replace(str(tmp_path), " ")), said


def test_every_sqlite_error_is_said_without_sqlites_english():
    import sqlite3

    from hwtutor.rules.messages import render
    from hwtutor.sqlstore import _db_reason
    for name, code in [("SQLITE_NOTADB", 26), ("SQLITE_CORRUPT", 11), ("SQLITE_IOERR_READ", 266),
                       ("SQLITE_FULL", 13), ("SQLITE_MISMATCH", 20), (None, None)]:
        e = sqlite3.DatabaseError("some English sentence")
        if name:
            e.sqlite_errorname, e.sqlite_errorcode = name, code
        for lang in ("zh", "en"):
            assert "English sentence" not in render(_db_reason(e), lang)
    e = sqlite3.DatabaseError("x")
    e.sqlite_errorname, e.sqlite_errorcode = "SQLITE_MISMATCH", 20
    assert render(_db_reason(e), "zh") == "数据库出错（SQLite 错误号20）"
