"""A game process killed (SIGKILL) in the middle of a hand, then `hwtutor resume`:
the save file is a valid record holding every action that was announced, and
the resumed hand ends exactly as the same hand played without interruption."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from hwtutor.play import save as saving
from hwtutor.play.session import Match, bot_hand
from hwtutor.replay.check import check_path
from hwtutor.replay.record import read_record
from hwtutor.rules.game import new_game

ROOT = Path(__file__).resolve().parents[2]
SEED = 77


def _env(tmp_path: Path) -> dict:
    env = dict(os.environ, HWTUTOR_HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _actions(path: Path) -> list[str]:
    rec, _ = read_record(path.read_bytes())
    return [str(ln.action) for ln in rec.actions]


def test_sigkill_mid_hand_then_resume_loses_no_action(tmp_path):
    path = tmp_path / "crash.hongwu.toml"
    cmd = [sys.executable, "-m", "hwtutor", "play", "zhejiang-2", "--bots", "p1,p2,p3,p4", "--seed", str(SEED),
           "--save", str(path), "--hands", "1", "--lang", "en"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=_env(tmp_path), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    announced = 0
    deadline = time.monotonic() + 60
    try:
        for line in proc.stdout:  # each action is printed after it was saved
            if " plays " in line:
                announced += 1
                if announced == 25:
                    break
            assert time.monotonic() < deadline, "the game did not get going"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == -signal.SIGKILL
    assert announced == 25, "the hand ended before the kill"

    # the save file is a valid record of an unfinished hand, with every announced play in it
    rep = check_path(str(path))
    assert rep.exit_code == 0, [i.message() for i in rep.issues]
    assert rep.result is None
    saved = _actions(path)
    assert sum(1 for a in saved if " play " in a) >= announced

    # loading it stands exactly where the actions lead
    m = saving.load(path)
    rec, _ = read_record(path.read_bytes())
    g = new_game(rec.ruleset, rec.deal)
    for ln in rec.actions:
        g.apply(ln.action)
    assert m.game.hands == g.hands and m.game.to_act == g.to_act and m.game.phase == g.phase
    assert m.game.tricks_json() == g.tricks_json()

    # resume to the end of the hand: the same hand as one played without interruption
    r = subprocess.run([sys.executable, "-m", "hwtutor", "resume", str(path), "--hands", "1", "--lang", "en"],
                       cwd=ROOT, env=_env(tmp_path), stdin=subprocess.DEVNULL, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert "Resumed" in r.stdout
    final = _actions(path)
    assert final[:len(saved)] == saved
    ref = Match("zhejiang-2", None, {0, 1, 2, 3}, seed=SEED)
    ref.new_hand()
    bot_hand(ref)
    assert final == [str(ln.action) for ln in ref.lines]
    assert check_path(str(tmp_path / "crash.hand-1.hongwu.toml")).result == ref.result
