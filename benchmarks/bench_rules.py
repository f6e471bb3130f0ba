#!/usr/bin/env python3
"""Rules-engine benchmarks (a script, not a test): prints a table of figures.

    python benchmarks/bench_rules.py [--quick]

Per trick variant:
  (a) follow checks on a worst case: the dealer throws six unbeatable trump
      groups (six triples with three decks, six pairs with two) and a follower
      holding every other trump (pairs, triples, long tractors) is judged on a
      shaped follow (legal) and on a follow that ignores the shape (illegal);
      target < 1 ms per check;
  (b) full-hand replays per second: a sample record's actions through
      `new_game` + `apply`;
  (c) random self-play hands per second (`random_hand`);
  (d) bot hands per second (`hwtutor.bots.trick_bot`);
and (e) the start-up time of `hwtutor --help` beside `python -c pass`
(median of 10 runs), with the ratio; target < 3x.
Runs in well under 2 minutes (about 35 s of CPU; on a busy machine the wall time grows).
"""
from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hwtutor.bots.trick_bot import play_hand  # noqa: E402
from hwtutor.replay.record import read_record  # noqa: E402
from hwtutor.rules.actions import Play  # noqa: E402
from hwtutor.rules.cards import cards  # noqa: E402
from hwtutor.rules.deal import random_deal  # noqa: E402
from hwtutor.rules.game import new_game  # noqa: E402
from hwtutor.rules.position import start_play  # noqa: E402
from hwtutor.rules.selfplay import random_hand  # noqa: E402
from hwtutor.rules.variants import TRICK_VARIANTS, VARIANTS  # noqa: E402

SAMPLES = ROOT / "data" / "sample_games"

# Hearts are trump at level 2: above the natural hearts come the heart 5, the jokers,
# the advisors (H3, D3) and the level cards. The dealer holds every copy of the six
# top groups, so no one can beat any of them and the throw stands.
NATURAL_HEARTS = ["HA", "HK", "HQ", "HJ", "H10", "H9", "H8", "H7", "H6", "H4"]
OTHER_LEVELS = ["S2", "C2", "D2"]


def _times(codes, n):
    return " ".join(c for c in codes for _ in range(n))


def worst_case(variant: str):
    """(game, legal follow, illegal follow, description) standing at the follower's turn."""
    rs = VARIANTS[variant]
    d = rs.decks
    if rs.id == "taihu":  # the heart 5 may not be led (the dealer keeps it): an other level card instead
        top = ["BJ", "LJ", "H3", "D3", "H2", "S2"]
        leader = _times(top, d) + " " + _times(["H5"], d)
        rest = NATURAL_HEARTS + OTHER_LEVELS[1:]
    else:
        top = ["H5", "BJ", "LJ", "H3", "D3", "H2"]
        leader = _times(top, d)
        rest = NATURAL_HEARTS + OTHER_LEVELS
    follower = cards(_times(rest, d))[:rs.hand_size]
    g, _ = start_play(rs, {0: leader, 1: follower}, trump="H", dealer=0, level="2", seed=7)
    throw = Play(0, tuple(cards(_times(top, d))))
    g.apply(throw)
    assert [e.id for e in g.current.events] == ["throw"], "the worst-case throw must stand"
    legal = next(a for a in g.legal_actions() if isinstance(a, Play))
    assert g.check(legal).ok
    need = len(throw.cards)
    info = g.order.info
    # groups one card narrower than the lead's (pairs against triples, singles against pairs)
    distinct = sorted({c for c in g.hands[1].elements() if info[c].esuit == "T"}, key=lambda c: info[c].key)
    bad = Play(1, tuple(c for c in distinct[:need // (d - 1)] for _ in range(d - 1)))
    v = g.check(bad)
    assert not v.ok and v.rule == "follow-shape", v.rule
    held = sum(n for c, n in g.hands[1].items() if info[c].esuit == "T")
    desc = f"{len(top)}x{'triple' if d == 3 else 'pair'} throw vs {held} trumps of {sum(g.hands[1].values())}"
    return g, legal, bad, desc


# In-process figures use the process's CPU time, so that other programs running on the
# machine do not distort them; start-up is wall time (what a user waits), with CPU beside it.
clock = time.process_time


def per_call(fn, budget: float) -> tuple[float, int]:
    """CPU seconds per call of fn, measured for about `budget` seconds."""
    n, t0 = 0, clock()
    end = t0 + budget
    while True:
        fn()
        n += 1
        if n % 8 == 0 and clock() >= end:
            break
    return (clock() - t0) / n, n


def per_hand(fn, budget: float, minimum: int = 3) -> tuple[float, int]:
    n, t0 = 0, clock()
    while n < minimum or clock() - t0 < budget:
        fn(n)
        n += 1
    return (clock() - t0) / n, n


def sample_record(variant: str):
    for p in sorted(SAMPLES.glob(f"{variant}-*.hongwu.toml")):
        rec, _ = read_record(p.read_bytes())
        if rec is not None:
            return p.name, rec
    rs = VARIANTS[variant]  # no sample yet: a bot hand stands in
    deal = random_deal(rs, random.Random(1))
    actions, _, _ = play_hand(rs, deal, random.Random(1))
    from hwtutor.replay.record import ActionLine, Record
    return "(bot hand)", Record(variant, [f"P{i}" for i in range(rs.players)], deal, [ActionLine(a) for a in actions])


def replay(rec) -> None:
    g = new_game(rec.ruleset, rec.deal)
    for line in rec.actions:
        g.apply(line.action)
    assert g.over


def startup(cmd: list[str], runs: int) -> tuple[float, float]:
    """Median wall time and median CPU time (user + sys) of running `cmd`."""
    ts, cpu = [], []
    for _ in range(runs):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        ts.append(time.perf_counter() - t)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return statistics.median(ts), statistics.median(cpu)


def decision_median(variant: str, hands: int) -> tuple[float, int]:
    """The easy bot's (trick_bot.choose) median CPU time per decision over whole hands, and how many."""
    from hwtutor.bots.trick_bot import choose
    rs = VARIANTS[variant]
    times = []
    for seed in range(hands):
        g, rng = new_game(rs, random_deal(rs, random.Random(seed))), random.Random(seed)
        while not g.over:
            t = time.process_time()
            a, _ = choose(g, rng)
            times.append(time.process_time() - t)
            g.apply(a)
    times.sort()
    return times[len(times) // 2], len(times)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="hwtutor rules benchmarks")
    ap.add_argument("--quick", action="store_true", help="shorter time budgets (rougher figures)")
    args = ap.parse_args(argv)
    k = 0.3 if args.quick else 1.0
    rows = []
    notes = []
    for variant in TRICK_VARIANTS:
        rs = VARIANTS[variant]
        g, legal, bad, desc = worst_case(variant)
        t_ok, _ = per_call(lambda g=g, legal=legal: g.check(legal), 0.7 * k)
        t_bad, _ = per_call(lambda g=g, bad=bad: g.check(bad), 0.7 * k)
        name, rec = sample_record(variant)
        t_rep, _ = per_hand(lambda i, rec=rec: replay(rec), 1.5 * k)
        t_rand, n_rand = per_hand(lambda i, rs=rs: random_hand(rs, random.Random(i)), 2.0 * k)
        t_bot, n_bot = per_hand(lambda i, rs=rs: play_hand(rs, random_deal(rs, random.Random(i)), random.Random(i)),
                                3.0 * k)
        rows.append((variant, t_ok, t_bad, t_rep, t_rand, t_bot))
        notes.append(f"  {variant}: (a) {desc}, {len(legal.cards)}-card follow; (b) {name}, "
                     f"{len(rec.actions)} actions; (c) {n_rand} hands; (d) {n_bot} hands")

    print("hwtutor rules benchmarks (in-process figures: CPU time of this process)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"python {sys.version.split()[0]} on {sys.platform}, {os.cpu_count()} CPUs, load average {load:.2f}")
    print()
    head = ("variant", "follow check", "checks/s", "illegal check", "replays/s", "random hands/s", "bot hands/s")
    w = (12, 13, 10, 14, 10, 15, 12)
    print(" ".join(h.ljust(x) if i == 0 else h.rjust(x) for i, (h, x) in enumerate(zip(head, w))))
    print(" ".join("-" * x for x in w))
    for variant, t_ok, t_bad, t_rep, t_rand, t_bot in rows:
        cells = (variant, f"{t_ok * 1e6:.0f} µs", f"{1 / t_ok:,.0f}", f"{t_bad * 1e6:.0f} µs", f"{1 / t_rep:,.1f}",
                 f"{1 / t_rand:,.1f}", f"{1 / t_bot:,.1f}")
        print(" ".join(c.ljust(x) if i == 0 else c.rjust(x) for i, (c, x) in enumerate(zip(cells, w))))
    worst = max(max(r[1], r[2]) for r in rows)
    print()
    print(f"follow check target < 1 ms: worst {worst * 1e3:.3f} ms -> {'ok' if worst < 1e-3 else 'MISSED'}")
    med, n_dec = decision_median("jiande", 3 if args.quick else 10)
    print(f"easy bot decision, median of {n_dec} (jiande, whole hands), target < 5 ms: {med * 1e3:.3f} ms -> "
          f"{'ok' if med < 5e-3 else 'MISSED'}")
    print("workloads:")
    for line in notes:
        print(line)

    runs = 4 if args.quick else 10
    exe = shutil.which("hwtutor")
    cmd = [exe, "--help"] if exe else [sys.executable, "-m", "hwtutor", "--help"]
    base, base_cpu = startup([sys.executable, "-c", "pass"], runs)
    t_help, help_cpu = startup(cmd, runs)
    ratio = t_help / base
    label = "hwtutor --help" if exe else "python -m hwtutor --help"
    print()
    print(f"start-up, median of {runs} runs:      wall        CPU")
    print(f"  {'python -c pass':<26} {base * 1e3:7.1f} ms {base_cpu * 1e3:7.1f} ms")
    print(f"  {label:<26} {t_help * 1e3:7.1f} ms {help_cpu * 1e3:7.1f} ms")
    cpu_ratio = help_cpu / base_cpu if base_cpu else float("nan")
    print(f"  ratio {ratio:.2f}x wall, {cpu_ratio:.2f}x CPU (target < 3x) -> {'ok' if ratio < 3 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
