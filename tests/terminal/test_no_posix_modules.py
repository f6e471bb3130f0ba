"""hwtutor without the POSIX-only modules (issue 19 item 3), as on Windows: fcntl, termios, pwd, grp,
resource, tty and pty cannot be imported, and worker processes are started by spawn (Windows' only
method, macOS' default). play, resume, learn and check --jobs still work, piped as a script would."""
from __future__ import annotations

import subprocess

import pytest
from pty_run import BIN, hwtutor_env

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
POSIX_ONLY = ("fcntl", "termios", "pwd", "grp", "resource", "tty", "pty")

SITECUSTOMIZE = f'''
import atexit, os, sys
for name in {POSIX_ONLY!r}:
    sys.modules[name] = None  # `import fcntl` raises ImportError from here on
import multiprocessing
multiprocessing.set_start_method("spawn", force=True)

def _note_worker():
    if multiprocessing.parent_process() is not None:  # a spawned worker says it existed
        with open(os.environ["SPAWN_LOG"], "a") as f:
            f.write(multiprocessing.get_start_method() + "\\n")
atexit.register(_note_worker)
'''


@pytest.fixture
def env(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / "sitecustomize.py").write_text(SITECUSTOMIZE)
    return hwtutor_env(tmp_path / "home", PYTHONPATH=str(site), SPAWN_LOG=str(tmp_path / "spawned"),
                       HWTUTOR_LANG="en")


def hw(env, *args, input=""):
    res = subprocess.run([str(BIN / "hwtutor"), *args], input=input, capture_output=True, text=True,
                         encoding="utf-8", env=env, timeout=300)
    for text in (res.stdout, res.stderr):
        assert "Traceback" not in text and "Internal error" not in text, text[-1500:]
    return res


def test_the_posix_modules_are_really_gone(env):
    code = f"import importlib,sys\nfor m in {POSIX_ONLY!r}:\n    try: importlib.import_module(m)\n" \
           "    except ImportError: pass\n    else: sys.exit(m)"
    assert subprocess.run([str(BIN / "python"), "-c", code], env=env).returncode == 0


def test_play_then_resume(env, tmp_path):
    save = tmp_path / "g.hongwu.toml"
    res = hw(env, "play", "taihu", "--seed", "3", "--save", str(save), input="pass\nquit\n")
    assert res.returncode == 0 and save.exists() and "hwtutor resume" in res.stdout
    res = hw(env, "resume", str(save), input="quit\n")
    assert res.returncode == 0 and "hwtutor resume" in res.stdout


def test_learn(env):
    res = hw(env, "learn", input="\n\nq\n")
    assert res.returncode == 0 and "hwtutor learn" in res.stdout


def test_check_jobs_in_spawned_workers_reports_as_one_process_does(env, tmp_path):
    folders = [str(ROOT / "data" / "sample_games"), str(ROOT / "tests" / "contract")]
    one = hw(env, "check", "--jobs", "1", *folders)
    two = hw(env, "check", "--jobs", "2", "--json", *folders)
    assert one.returncode == two.returncode == 2  # tests/contract holds an unreadable card
    assert len(two.stdout.splitlines()) == len(one.stdout.splitlines()) >= 10
    assert set((tmp_path / "spawned").read_text().split()) == {"spawn"}
