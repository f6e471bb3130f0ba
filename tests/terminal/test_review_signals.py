"""SIGTERM or Ctrl-\\ (SIGQUIT) during `review`'s progress bar leaves the cursor visible (issue 19 item 4):
the bar hides it, and a signal that ends the process used to leave the shell without one."""
from __future__ import annotations

import signal

import pytest
from pty_run import hwtutor_env, run_in_pty

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
TAIHU = str(ROOT / "data" / "sample_games" / "taihu-1.hongwu.toml")
HIDE, SHOW = "\x1b[?25l", "\x1b[?25h"


@pytest.mark.parametrize("action,signum", [(signal.SIGTERM, signal.SIGTERM), (b"\x1c", signal.SIGQUIT)],
                         ids=["SIGTERM", "Ctrl-backslash"])
def test_a_signal_during_the_progress_bar_shows_the_cursor_again(tmp_path, action, signum):
    out = tmp_path / "r.hongwu.toml"
    res = run_in_pty(["hwtutor", "review", TAIHU, "--seat", "p1", "--depth", "200", "--out", str(out)],
                     hwtutor_env(tmp_path / "home", HWTUTOR_LANG="en"), keys=[("Reviewing", action)], timeout=120)
    assert "Reviewing" in res.output and HIDE in res.output
    assert res.output.rfind(SHOW) > res.output.rfind(HIDE), repr(res.output[-300:])
    assert res.status == -signum  # it still ends as the signal says
    assert not out.exists()
