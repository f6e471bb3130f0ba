"""In a real terminal (tmux): after the hand-over screen, the previous player's
cards are not on the screen, nor in its scrollback. Skipped without tmux."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

ROOT = Path(__file__).resolve().parents[2]


class Pane:
    def __init__(self, command: str):
        self.name = "hw" + uuid.uuid4().hex[:8]
        subprocess.run(["tmux", "new-session", "-d", "-s", self.name, "-x", "120", "-y", "50", command], check=True)

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


def hand_lines(screen: str, label: str) -> list[str]:
    lines = screen.splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith(label))
    out = []
    for ln in lines[i + 1:]:
        if not ln.startswith("  "):
            break
        out.append(ln.rstrip())
    return out


def test_handover_screen_leaves_no_card_of_the_previous_player(tmp_path):
    save = tmp_path / "tmux.hongwu.toml"
    env = f"HWTUTOR_HOME={shlex.quote(str(tmp_path / 'home'))} PYTHONPATH={shlex.quote(str(ROOT))}"
    cmd = (f"cd {shlex.quote(str(ROOT))} && env {env} {shlex.quote(sys.executable)} -m hwtutor play zhejiang-2 "
           f"--players Ann,Bo,Cy,Di --bots p3,p4 --seed 5 --lang en --save {shlex.quote(str(save))}; sleep 30")
    pane = Pane(cmd)
    try:
        first = pane.wait_for("Pass to ")
        assert "Your hand" not in first
        x = "Ann" if "Pass to Ann " in first else "Bo"
        y = "Bo" if x == "Ann" else "Ann"
        pane.send("Enter")
        label = f"Your hand, p{1 if x == 'Ann' else 2} ({x}):"
        s = pane.wait_for(label)
        mine = hand_lines(s, label)
        assert len(mine) >= 3 and all("♠" in ln or "♥" in ln or "♣" in ln or "♦" in ln or "王" in ln or "jokers" in ln
                                      for ln in mine)
        pane.send("pass", "Enter")
        handover = pane.wait_for(f"Pass to {y} — press Enter")
        full = pane.screen(history=True)  # the visible screen and its scrollback
        assert "Your hand" not in full
        for ln in mine:
            assert ln not in full
        pane.send("Enter")
        other = f"Your hand, p{1 if y == 'Ann' else 2} ({y}):"
        s2 = pane.wait_for(other)
        full2 = pane.screen(history=True)
        assert label not in full2
        for ln in mine:
            if ln.count(" ") >= 5:  # a whole suit of the previous hand (4+ cards) is not shown again
                assert ln not in full2
        assert f"p{1 if x == 'Ann' else 2} ({x}) passes." in s2  # public information stays
        assert handover
    finally:
        pane.close()
