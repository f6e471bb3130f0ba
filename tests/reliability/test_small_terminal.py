"""`learn` on a 30×10 terminal (issue 19 item 16): prompt-toolkit kept 8 rows free under every
prompt for the completion menu, so the question stood above eight empty rows and the trick it
asks about had scrolled off the screen. Every prompt keeps at most a third of the screen, none
below 16 rows (inputline.menu_rows), read at the size of the moment."""
from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from fullscreen_helpers import SizedOutput
from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input

from hwtutor.inputline import menu_rows, prompt_session

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("rows, free", [(8, 0), (10, 0), (15, 0), (16, 5), (20, 6), (24, 8), (50, 8)])
def test_the_menu_keeps_at_most_a_third_of_the_screen(rows, free):
    assert menu_rows(rows) == free


def test_a_prompt_keeps_the_rows_of_the_size_of_the_moment():
    out = SizedOutput(30, 10)
    with create_pipe_input() as inp:
        s = prompt_session(input=inp, output=out)
        assert s.reserve_space_for_menu == 0
        out.size = Size(rows=50, columns=110)  # a resize: read again at the next draw
        assert s.reserve_space_for_menu == 8


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_learn_at_30_by_10_shows_the_trick_with_the_question(tmp_path):
    sock = f"hwtutor-small-{uuid.uuid4().hex[:8]}"

    def tmux(*args: str) -> str:
        return subprocess.run(["tmux", "-L", sock, *args], capture_output=True, text=True, timeout=20).stdout

    cmd = " ".join(shlex.quote(x) for x in
                   ["env", f"PYTHONPATH={ROOT}", "TERM=xterm-256color", sys.executable, "-m", "hwtutor", "learn",
                    "following", "--lang", "en", "--data-dir", str(tmp_path)])
    tmux("-f", "/dev/null", "new-session", "-d", "-s", "t", "-x", "30", "-y", "10", cmd)
    try:
        end, screen = time.monotonic() + 120, ""  # a bound for a loaded machine, not a speed test
        pressed = 0.0
        # the step's own text says "Play a legal card" too: wait for the position shown under the question
        while time.monotonic() < end and not ("Trick 1: p1 ♦9" in screen and "Your hand" in screen):
            time.sleep(0.2)
            screen = tmux("capture-pane", "-p", "-t", "t")  # the visible screen only, no history
            paused = "Press Enter" in screen  # a long step's pause (its line wraps at 30 columns)
            if paused and time.monotonic() - pressed > 5:  # pressed again if the first came before the prompt
                tmux("send-keys", "-t", "t", "Enter")
                pressed = time.monotonic()
        assert "Play a legal card" in screen, screen
        assert "Trick 1: p1 ♦9" in screen and "Your hand" in screen, screen
    finally:
        tmux("kill-server")
