"""A tmux pane for the real-terminal tests: start a command, read the screen, type keys."""
from __future__ import annotations

import subprocess
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class Pane:
    def __init__(self, command: str, width: int = 120, height: int = 50):
        self.name = "hw" + uuid.uuid4().hex[:8]
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height), command],
                       check=True)

    def screen(self, history: bool = True) -> str:
        args = ["tmux", "capture-pane", "-t", self.name, "-p", "-J"] + (["-S", "-"] if history else [])
        return subprocess.run(args, capture_output=True, text=True).stdout

    def wait_for(self, text: str, timeout: float = 30) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            s = self.screen(history=False)
            if text in s:
                return s
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never appeared; screen:\n{self.screen()}")

    def send(self, *keys: str) -> None:
        subprocess.run(["tmux", "send-keys", "-t", self.name, *keys], check=True)

    def close(self) -> None:
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True)
