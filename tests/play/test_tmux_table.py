"""The full-screen table in a real terminal of 80×24 (tmux): the header stays on the screen through a
whole trick, and a failed throw (R-11) stays in the message pane while the trick goes on. Skipped
without tmux."""
from __future__ import annotations

import shlex
import shutil
import sys
import time

import pytest
from fullscreen_helpers import at, failing_throw
from play_helpers import typed
from tmux_helpers import ROOT, Pane

from hwtutor.bots.trick_bot import choose
from hwtutor.rules.cards import fmt

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def _script():
    """A Taihu deal where p1 (bots elsewhere) gets to lead a throw that fails; p1's keystrokes up to it,
    the throw, p1's next play, and the failure's message."""
    for seed in range(1, 60):
        m = at("taihu", seed, lambda m: failing_throw(m) is not None)
        if m is not None:
            break
    before = [typed(ln.action, 1) for ln in m.lines if ln.action.seat == 0]
    throw = failing_throw(m)
    number = m.game.current.number
    m.apply(throw)
    failed = next(e for t in m.game.tricks for e in t.events if e.id == "throw-failed")
    while m.is_bot(m.game.to_act):
        a, _ = m.bot_action()
        m.apply(a)
    nxt, _ = choose(m.game.copy(), m.bot_rng())
    return seed, before, fmt(throw.cards), fmt(nxt.cards), failed.message("en", "glyph", m.names), number


def test_header_and_failed_throw_stay_on_an_80x24_screen(tmp_path):
    seed, before, throw, nxt, failed, number = _script()
    save = tmp_path / "t.hongwu.toml"
    env = f"HWTUTOR_HOME={shlex.quote(str(tmp_path / 'home'))} PYTHONPATH={shlex.quote(str(ROOT))}"
    cmd = (f"cd {shlex.quote(str(ROOT))} && env {env} {shlex.quote(sys.executable)} -m hwtutor play taihu "
           f"--seed {seed} --lang en --no-confirm --save {shlex.quote(str(save))}; sleep 30")
    pane = Pane(cmd, 80, 24)
    header = "Anhui Taihu Red Five · hand 1"
    try:
        pane.wait_for("p1 >")
        for line in before:
            pane.send(line, "Enter")
        pane.send(throw, "Enter")
        head = failed[:30]
        shot = pane.wait_for(f"Last trick ({number})")  # the bots finished the trick of the failed throw
        assert shot.splitlines()[0].strip().startswith(header)
        assert head in " ".join(shot.split())  # pinned at the top of the message pane through its trick
        pane.send(nxt, "Enter")  # p1 plays in the next trick; the bots play on
        shot2 = pane.wait_for(f"Last trick ({number + 1})")
        lines = shot2.splitlines()
        assert len(lines) <= 24 and all(len(ln.rstrip()) <= 80 for ln in lines)
        assert lines[0].strip().startswith(header)  # the header is still there, a whole trick later
        tail = failed[-30:]  # a page may begin inside the message: its start or its end is seen

        def seen() -> bool:
            flat = " ".join(pane.screen(history=False).split())
            return head in flat or tail in flat
        for _ in range(6):  # and the failure is still in the message pane, a few pages back
            if seen():
                break
            pane.send("PPage")
            time.sleep(0.3)
        assert seen()
        assert pane.screen(history=False).splitlines()[0].strip().startswith(header)
    finally:
        pane.close()
