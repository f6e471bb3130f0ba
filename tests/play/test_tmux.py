"""In a real terminal (tmux), where the table is full-screen: after the hand-over
screen, the previous player's cards are not on the screen, nor in its
scrollback. Skipped without tmux."""
from __future__ import annotations

import shlex
import shutil
import sys

import pytest
from tmux_helpers import ROOT, Pane

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

def hand_lines(screen: str, label: str) -> list[str]:
    """The hand's lines: under the heading that names it, up to the next heading (── …)."""
    lines = screen.splitlines()
    i = next(k for k, ln in enumerate(lines) if label in ln)
    out = []
    for ln in lines[i + 1:]:
        if ln.startswith("──"):
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
        label = f"Your hand, p{1 if x == 'Ann' else 2} ({x})"
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
        other = f"Your hand, p{1 if y == 'Ann' else 2} ({y})"
        s2 = pane.wait_for(other)
        full2 = pane.screen(history=True)
        assert label not in full2
        for ln in mine:
            if ln.count(" ") >= 7:  # a whole suit of the previous hand (4+ cards) is not shown again
                assert ln not in full2
        assert f"p{1 if x == 'Ann' else 2} ({x}) passes." in s2  # public information stays
        assert handover
    finally:
        pane.close()
