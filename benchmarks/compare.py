#!/usr/bin/env python3
"""Compare the benchmark figures of this tree against another commit.

    python benchmarks/compare.py --base 83529ec [--rounds 3] [--only check,replay] [--quick]

Makes a git worktree of the base commit under /tmp (kept for later runs),
generates a deterministic corpus of random full-hand records of the four
trick variants once, then runs every workload of `workloads.py` against the
base tree and this tree, interleaved (base, current, current, base, ...),
each run in a fresh subprocess with that tree first on sys.path, for several
rounds. Prints each figure's median for both trees and the ratio
current / base (above 1 is better for rates, below 1 for times). On a busy
machine the rounds and the interleaving keep the ratios meaningful even when
the absolute figures drift.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORK = Path("/tmp/hwtutor-bench")
ORDER = ("check", "replay", "random", "bot", "simulate", "follow", "startup")
LOWER_IS_BETTER = ("µs", " ms", "/ import click")


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def base_tree(commit: str) -> Path:
    sha = git("rev-parse", "--verify", commit + "^{commit}")
    tree = WORK / f"base-{sha[:10]}"
    if not (tree / "hwtutor").is_dir():
        WORK.mkdir(parents=True, exist_ok=True)
        git("worktree", "add", "--detach", str(tree), sha)
    return tree


def run(tree: Path, workload: str, corpus: Path, budget: float) -> dict | str:
    cmd = [sys.executable, str(HERE / "workloads.py"), "--tree", str(tree), workload,
           "--corpus", str(corpus), "--budget", str(budget)]
    p = subprocess.run(cmd, cwd=tree, capture_output=True, text=True)
    if p.returncode:
        return (p.stderr.strip().splitlines() or ["failed"])[-1][:100]
    return json.loads(p.stdout.strip().splitlines()[-1])


def corpus_dir(per_variant: int) -> Path:
    d = WORK / f"corpus-{per_variant}"
    if len(list(d.glob("*.hongwu.toml"))) < 4 * per_variant:
        print(f"making the corpus: {4 * per_variant} random full-hand records in {d} ...", flush=True)
        subprocess.run([sys.executable, str(HERE / "workloads.py"), "--tree", str(ROOT), "make-corpus",
                        "--corpus", str(d), "--per-variant", str(per_variant)], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    return d


def fmt(x: float) -> str:
    return f"{x:,.2f}" if abs(x) < 100 else f"{x:,.0f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="benchmark this tree against another commit")
    ap.add_argument("--base", required=True, help="the commit to compare with (e.g. 83529ec)")
    ap.add_argument("--rounds", type=int, default=3, help="runs of each workload per tree (default 3)")
    ap.add_argument("--only", default="", help="comma-separated workloads (default: all): " + ",".join(ORDER))
    ap.add_argument("--budget", type=float, default=4.0, help="CPU seconds per workload run (default 4)")
    ap.add_argument("--per-variant", type=int, default=125, help="corpus records per trick variant (default 125)")
    ap.add_argument("--quick", action="store_true", help="one round, half the budget")
    args = ap.parse_args(argv)
    if args.quick:
        args.rounds, args.budget = 1, args.budget / 2
    names = [w for w in args.only.split(",") if w] or list(ORDER)
    base = base_tree(args.base)
    corpus = corpus_dir(args.per_variant)
    trees = {"base": base, "current": ROOT}
    figures: dict[str, dict[str, list[float]]] = {}
    errors: dict[tuple[str, str], str] = {}
    load = os.getloadavg()[0]
    for r in range(args.rounds):
        for w in names:
            pair = ("base", "current") if (r + names.index(w)) % 2 == 0 else ("current", "base")
            for side in pair:
                got = run(trees[side], w, corpus, args.budget)
                if isinstance(got, str):
                    errors[(w, side)] = got
                    continue
                for label, value in got.items():
                    figures.setdefault(label, {"base": [], "current": []})[side].append(value)
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    load = max(load, os.getloadavg()[0])

    head = git("rev-parse", "--short", "HEAD")
    dirty = " (+ uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else ""
    print(f"base {git('rev-parse', '--short', args.base)}  vs  current {head}{dirty}; "
          f"{args.rounds} round(s), medians; CPU time; load average up to {load:.1f}")
    width = max(len(k) for k in figures) if figures else 20
    print(f"{'figure':<{width}} {'base':>12} {'current':>12} {'ratio':>8}")
    for label, sides in figures.items():
        b = statistics.median(sides["base"]) if sides["base"] else None
        c = statistics.median(sides["current"]) if sides["current"] else None
        ratio = f"{c / b:.2f}x" if b and c else ""
        better = "(lower is better)" if any(s in label for s in LOWER_IS_BETTER) else ""
        print(f"{label:<{width}} {fmt(b) if b is not None else 'n/a':>12} "
              f"{fmt(c) if c is not None else 'n/a':>12} {ratio:>8} {better}")
    for (w, side), e in errors.items():
        print(f"{w} failed on {side}: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
