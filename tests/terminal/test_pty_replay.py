"""`hwtutor replay --print` / `--export` in a real terminal: the width comes from the terminal
(click 8.1 removed `click.get_terminal_size`, so every run in a terminal ended in an internal error)."""
from __future__ import annotations

from pty_run import hwtutor_env, run_in_pty


def test_replay_print_all_in_a_terminal_uses_the_terminal_width(tmp_path):
    res = run_in_pty(["hwtutor", "replay", "--sample", "taihu-1", "--print", "--all"],
                     hwtutor_env(tmp_path), cols=72)
    assert "Internal error" not in res.output and "Traceback" not in res.output, res.output[-800:]
    assert res.status == 0
    from rich.cells import cell_len
    widest = max(cell_len(line) for line in res.output.splitlines() if "\x1b" not in line)
    assert 40 <= widest <= 72


def test_replay_print_and_export_in_a_terminal(tmp_path):
    env = hwtutor_env(tmp_path)
    res = run_in_pty(["hwtutor", "replay", "--sample", "taihu-1", "--print", "--at", "6"], env, cols=100)
    assert res.status == 0 and "Internal error" not in res.output, res.output[-800:]
    out = tmp_path / "m.svg"
    res = run_in_pty(["hwtutor", "replay", "--sample", "taihu-1", "--export", str(out)], env, cols=100)
    assert res.status == 0 and "Internal error" not in res.output, res.output[-800:]
    assert out.read_text(encoding="utf-8").startswith("<svg")
