"""Benchmark of the replay viewer: open the largest sample game and jump to its end.

    python benchmarks/bench_replay.py [FILE ...]

Prints, for the largest record (most actions) among the sample games (or the
files given): the time to read it and replay it once into the timeline, the
time to draw its last action (the End key), and the time to draw a moment at
random positions (what one key press costs), as medians over several runs.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hwtutor.replay.record import read_record  # noqa: E402
from hwtutor.replay.render import View  # noqa: E402
from hwtutor.replay.timeline import Timeline  # noqa: E402
from hwtutor.replay.viewer import Presenter  # noqa: E402

RUNS = 7


def largest(paths: list[Path]) -> tuple[Path, int]:
    best = None
    for p in paths:
        rec, _ = read_record(p.read_bytes())
        if rec is not None and (best is None or len(rec.actions) > best[1]):
            best = (p, len(rec.actions))
    if best is None:
        raise SystemExit("no readable record")
    return best


def ms(xs: list[float]) -> str:
    return f"{statistics.median(xs) * 1000:.1f} ms"


def main(argv: list[str]) -> None:
    paths = [Path(a) for a in argv] or sorted((ROOT / "data" / "sample_games").glob("*.hongwu.toml")) \
        or sorted((ROOT / "tests" / "replay" / "records").glob("*.hongwu.toml"))
    path, n = largest(paths)
    data = path.read_bytes()
    opened, ended, total = [], [], []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        rec, _ = read_record(data)
        tl = Timeline(rec, path.name)
        t1 = time.perf_counter()
        p = Presenter(tl, View("en"))
        p.key("end")
        p.screen(120, 50)
        t2 = time.perf_counter()
        opened.append(t1 - t0)
        ended.append(t2 - t1)
        total.append(t2 - t0)
    rng = random.Random(1)
    steps = []
    for _ in range(40):
        p.pos = rng.randrange(tl.size)
        t0 = time.perf_counter()
        p.screen(120, 50)
        steps.append(time.perf_counter() - t0)
    print(f"largest record: {path.name} ({tl.rules.id}, {n} actions, {tl.n_tricks()} tricks)")
    print(f"open (read + replay once, {tl.size} snapshots): {ms(opened)}")
    print(f"jump to the end (End key, draw 120x50):        {ms(ended)}")
    print(f"open and jump to its end:                      {ms(total)}   <- the figure")
    print(f"one key press at a random action (draw):       {ms(steps)} median, "
          f"{max(steps) * 1000:.1f} ms worst of {len(steps)}")


if __name__ == "__main__":
    main(sys.argv[1:])
