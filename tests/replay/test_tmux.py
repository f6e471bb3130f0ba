"""`hwtutor replay` in a real terminal: tmux starts it, presses keys and reads the screen
with capture-pane. Skipped when tmux is missing."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from replay_helpers import SAMPLES, load, record

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
ROOT = Path(__file__).resolve().parents[2]


class Tmux:
    def __init__(self):
        self.socket = f"hwtutor-replay-test-{os.getpid()}"

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess:
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=check,
                              timeout=20)

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-t", "replay").stdout

    def wait_for(self, text: str, timeout: float = 15.0) -> str:
        end = time.monotonic() + timeout
        screen = ""
        while time.monotonic() < end:
            screen = self.screen()
            if text in screen:
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{text!r} not on screen:\n{screen}")

    def alive(self) -> bool:
        return self.run("has-session", "-t", "replay", check=False).returncode == 0


@pytest.fixture
def tmux():
    t = Tmux()
    yield t
    t.run("kill-server", check=False)  # only this test's own server (its own socket)


def sample() -> Path:
    files = sorted(SAMPLES.glob("zhejiang-2-*.hongwu.toml"))
    return files[0] if files else record("gen-zhejiang-2")


def test_replay_in_tmux_steps_and_quits(tmux):
    path = sample()
    tl = load(path)
    env = f"PYTHONPATH={ROOT} LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color"
    cmd = f"env {env} {sys.executable} -m hwtutor replay {path} --lang en"
    tmux.run("new-session", "-d", "-s", "replay", "-x", "120", "-y", "50", cmd)
    total = len(tl.record.actions)
    tmux.wait_for(f"Action 1 of {total}")  # counted from 1, as a person counts
    tmux.run("send-keys", "-t", "replay", "n", "Right", "Space")
    tmux.wait_for(f"Action 4 of {total}")
    tmux.run("send-keys", "-t", "replay", "Left")
    tmux.wait_for(f"Action 3 of {total}")
    tmux.run("send-keys", "-t", "replay", "]")
    first = tl.trick_ends[0]
    screen = tmux.wait_for(f"Action {first + 1} of {total}")
    assert "Trick 1 — won by" in screen
    tmux.run("send-keys", "-t", "replay", "g", "1", "0", "Enter")
    tmux.wait_for(f"Action 10 of {total}")
    tmux.run("send-keys", "-t", "replay", "End")
    tmux.wait_for(f"Action {total} of {total}")
    tmux.run("send-keys", "-t", "replay", "l")
    tmux.wait_for(f"第{total}步（共{total}步）")
    tmux.run("send-keys", "-t", "replay", "q")
    end = time.monotonic() + 10
    while tmux.alive() and time.monotonic() < end:
        time.sleep(0.1)
    assert not tmux.alive(), "the viewer did not quit on q"
