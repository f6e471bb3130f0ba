"""Progress in SQLite: resume where the learner left, survive a kill mid-lesson,
and the data directory (--data-dir, then $HWTUTOR_HOME, then click's app dir)."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import click
from lessons_helpers import answers, run_piped

from hwtutor.lessons.model import get_lesson
from hwtutor.lessons.progress import DB_NAME, Store, data_dir

ROOT = Path(__file__).resolve().parents[2]


def test_data_dir_option_then_env_then_app_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("HWTUTOR_HOME", str(tmp_path / "env"))
    assert data_dir(tmp_path / "opt") == tmp_path / "opt"
    assert data_dir(None) == tmp_path / "env"
    monkeypatch.delenv("HWTUTOR_HOME")
    monkeypatch.setattr(click, "get_app_dir", lambda app: str(tmp_path / "old"))  # nothing to move
    import platformdirs
    assert data_dir(None) == Path(platformdirs.user_data_dir("hwtutor", appauthor=False))


def test_quit_and_restart_resumes_at_the_next_step(tmp_path):
    les = get_lesson("cards")
    wrong, right = answers(les.steps[2])
    result, out, _ = run_piped(les, f"\r\r{wrong}\r{right}\rq\r", tmp_path, "en")
    assert result == "quit" and "Progress saved" in out
    with Store(tmp_path) as store:
        assert store.lesson("cards").step == 3
        assert store.steps_tries("cards")["red5-top"] == ("done", 1)
    result, out, _ = run_piped(les, "q\r", tmp_path, "en")
    assert "Resuming at step 4." in out and "Step 4/9" in out and "Step 3/9" not in out


def test_resume_follows_the_step_id_when_steps_are_added_before_it(tmp_path):
    with Store(tmp_path) as store:
        store.step_done("x", ["a", "b", "c"], 0)
        assert store.resume_index("x", ["a", "b", "c"]) == 1
        assert store.resume_index("x", ["new", "a", "b", "c"]) == 2


def test_finished_lesson_starts_again(tmp_path):
    with Store(tmp_path) as store:
        ids = [s.id for s in get_lesson("cards").steps]
        for i in range(len(ids)):
            store.step_done("cards", ids, i)
        assert store.lesson("cards").done
    result, out, _ = run_piped(get_lesson("cards"), "q\r", tmp_path, "en")
    assert "starting it again" in out and "Step 1/9" in out


def _db_step(path: Path, lesson: str) -> int:
    if not path.exists():
        return -1
    try:
        with sqlite3.connect(path, timeout=5) as db:
            row = db.execute("SELECT step FROM lessons WHERE lesson = ?", (lesson,)).fetchone()
    except sqlite3.OperationalError:  # the file exists, its tables not yet: the lesson is still starting
        return -1
    return row[0] if row else -1


def test_progress_survives_a_kill_mid_lesson(tmp_path):
    """SIGKILL while a step waits for its answer: every answered step is already committed."""
    les = get_lesson("cards")
    _, right = answers(les.steps[2])
    env = dict(os.environ, PYTHONPATH=str(ROOT), HWTUTOR_LANG="en")
    cmd = [sys.executable, "-m", "hwtutor", "learn", "cards", "--data-dir", str(tmp_path)]
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env,
                         cwd=ROOT)
    try:
        p.stdin.write(f"\n\n{right}\n".encode())
        p.stdin.flush()
        deadline = time.time() + 60
        while _db_step(tmp_path / DB_NAME, "cards") < 3 and time.time() < deadline:
            time.sleep(0.05)
        assert _db_step(tmp_path / DB_NAME, "cards") == 3
        time.sleep(0.2)  # now waiting at step 4
        assert p.poll() is None
        os.kill(p.pid, signal.SIGKILL)
        p.wait(10)
    finally:
        if p.poll() is None:
            p.kill()
    assert p.returncode == -signal.SIGKILL
    again = subprocess.run(cmd, input=b"q\n", capture_output=True, env=env, cwd=ROOT, timeout=60)
    out = again.stdout.decode()
    assert "Resuming at step 4." in out and "Step 4/9" in out
