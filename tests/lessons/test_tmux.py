"""`hwtutor learn` in a real terminal (tmux, skipped without it): on the first
lesson a wrong answer shows the engine's reason, a right one advances, and
quitting and starting again resumes at the next step."""
from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from lessons_helpers import answers

from hwtutor.lessons.model import all_lessons

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def _after(screen: str, before: str) -> str:
    """The part of `screen` after the lines it shares with the earlier capture `before`."""
    a, b = screen.splitlines(), before.splitlines()
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return "\n".join(a[max(0, n - 1):])


class Tmux:
    def __init__(self, tmp_path: Path):
        self.sock = f"hwtutor-test-{uuid.uuid4().hex[:8]}"
        self.tmp = tmp_path

    def run(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.sock, *args], capture_output=True, text=True, timeout=20).stdout

    def start(self) -> None:
        self.run("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "110", "-y", "50", "sh")
        self.run("set-option", "-t", "t", "history-limit", "5000")

    def type(self, text: str, enter: bool = True) -> None:
        self.run("send-keys", "-t", "t", "-l", text)
        if enter:
            self.run("send-keys", "-t", "t", "Enter")

    def screen(self) -> str:
        return self.run("capture-pane", "-p", "-t", "t", "-S", "-5000").rstrip()

    def wait(self, text: str, timeout: float = 30, after: str = "") -> str:
        """Wait until `text` appears after the last line of the screen `after` (a previous capture)."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            s = self.screen()
            tail = s[len(after):] if after and s.startswith(after) else s if not after else _after(s, after)
            if text in tail:
                return s
            time.sleep(0.1)
        raise AssertionError(f"{text!r} did not appear; screen:\n{self.screen()}")

    def close(self) -> None:
        self.run("kill-server")


def test_learn_first_lesson_in_tmux(tmp_path):
    first = all_lessons()[0]
    wrong, right = answers(first.steps[2])
    cmd = " ".join(shlex.quote(x) for x in
                   ["env", f"PYTHONPATH={ROOT}", "TERM=xterm-256color", sys.executable, "-m", "hwtutor", "learn",
                    first.id, "--lang", "en", "--data-dir", str(tmp_path)])
    tm = Tmux(tmp_path)
    tm.start()
    try:
        tm.type(cmd)
        tm.wait("Step 1/9")
        tm.type("")
        tm.wait("Step 2/9")
        tm.type("")
        before = tm.wait("Who wins trick 1?")
        tm.type(wrong)
        s = tm.wait("Not right", after=before)
        assert "is lower than" in _after(s, before)                 # the reason, specifically
        assert "On a trump lead only trumps" in _after(s, before)    # the first hint rung
        before = s
        tm.type(right)
        s = tm.wait("Step 4/9", after=before)
        assert "Right." in _after(s, before)
        before = tm.wait("Who wins?", after=before)  # the step asks its own question, once
        tm.type("q")
        before = tm.wait("Progress saved", after=before)
        tm.type(cmd)
        s = tm.wait("Resuming at step 4.", after=before)
        assert "Step 4/9" in _after(s, before) and "Step 3/9" not in _after(s, before)
        tm.type("q")
        tm.wait("Progress saved", after=s)
    finally:
        tm.close()
