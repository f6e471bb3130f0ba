#!/usr/bin/env python3
"""Compare the benchmark figures of this tree against another commit.

    python benchmarks/compare.py --base 83529ec [--rounds 3] [--only check,replay] [--quick]

Makes a git worktree of the base commit under /tmp (kept for later runs),
generates a deterministic corpus of random full-hand records of the four
trick variants once, then runs every workload of `workloads.py` against the
base tree and this tree, interleaved (base, current, current, base, ...),
each run in a fresh subprocess with that tree first on sys.path, for several
rounds. Prints each figure's median for both trees, the spread of the runs
(lowest–highest) and the ratio current / base (above 1 is better for rates,
below 1 for times). On a busy machine the rounds and the interleaving keep
the ratios meaningful even when the absolute figures drift.

A ratio is printed only when it is backed: both trees ran the workload in
every round, and they agree on its facts (the keys starting with "_": for
check, how many corpus records each tree accepted; for simulate, the API
used). Otherwise the figure says why, and the exit status is 1.
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
ORDER = ("check", "replay", "random", "bot", "reasons", "decide", "simulate", "follow", "startup")
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
    owner: dict[str, str] = {}                     # figure label -> its workload
    facts: dict[tuple[str, str], set] = {}         # (workload, side) -> the facts it reported
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
                    if label.startswith("_"):
                        facts.setdefault((w, side), set()).add((label, json.dumps(value)))
                        continue
                    owner[label] = w
                    figures.setdefault(label, {"base": [], "current": []})[side].append(value)
        print(f"round {r + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    load = max(load, os.getloadavg()[0])

    head = git("rev-parse", "--short", "HEAD")
    dirty = " (+ uncommitted changes)" if git("status", "--porcelain", "--untracked-files=no") else ""
    print(f"base {git('rev-parse', '--short', args.base)}  vs  current {head}{dirty}; "
          f"{args.rounds} round(s), medians; CPU time; load average up to {load:.1f}")
    unbacked = unbacked_workloads(names, facts, errors)
    width = max(len(k) for k in figures) if figures else 20
    print(f"{'figure':<{width}} {'base':>12} {'spread':>19} {'current':>12} {'spread':>19} {'ratio':>8}")
    for label, sides in figures.items():
        b = statistics.median(sides["base"]) if sides["base"] else None
        c = statistics.median(sides["current"]) if sides["current"] else None
        why = unbacked.get(owner[label])
        if why is None and (len(sides["base"]) != args.rounds or len(sides["current"]) != args.rounds):
            why = "a tree missed a round"
        ratio = f"{c / b:.2f}x" if b and c and why is None else "—"
        better = "(lower is better)" if any(s in label for s in LOWER_IS_BETTER) else ""
        note = f"not compared: {why}" if why else better
        print(f"{label:<{width}} {fmt(b) if b is not None else 'n/a':>12} {spread(sides['base']):>19} "
              f"{fmt(c) if c is not None else 'n/a':>12} {spread(sides['current']):>19} {ratio:>8} {note}")
    for (w, side), e in errors.items():
        print(f"{w} failed on {side}: {e}")
    return 1 if unbacked else 0


def spread(xs: list[float]) -> str:
    """The lowest and highest run, so a reader sees whether the medians' ratio stands out of the noise."""
    return f"{fmt(min(xs))}–{fmt(max(xs))}" if xs else "n/a"


def unbacked_workloads(names, facts, errors) -> dict[str, str]:
    """Workloads whose ratio the runs cannot back, with the reason: a failure on either side,
    or facts the two trees disagree on (records accepted, the API measured)."""
    out: dict[str, str] = {}
    for w in names:
        failed = [side for side in ("base", "current") if (w, side) in errors]
        if failed:
            out[w] = f"failed on {' and '.join(failed)}"
            continue
        b, c = facts.get((w, "base"), set()), facts.get((w, "current"), set())
        if len(b) > len({k for k, _ in b}) or len(c) > len({k for k, _ in c}):
            out[w] = "its facts changed between rounds"
        elif b != c:
            diff = sorted({k for k, _ in b ^ c})
            out[w] = "the trees disagree on " + ", ".join(k.lstrip("_") for k in diff) + \
                f" ({dict(b)} vs {dict(c)})"
        elif w == "check" and dict(b).get("_accepted") != dict(b).get("_records"):
            out[w] = f"not every corpus record was accepted ({dict(b)})"
    return out


if __name__ == "__main__":
    sys.exit(main())
