"""Fuzz hwtutor's readers far beyond what the test run affords.

    python scripts/fuzz.py [CASES] [--target check|replay|save|writer|all] [--seed N]

For each target, CASES mutated files (default 10,000) built from the sample
games, the contract examples, random records and hotseat saves
(tests/reliability/fuzz_corpus.py), each judged as the fuzz tests judge it:
no exception, `check`'s JSON contract and exit codes 0/1/2, no raw control or
bidi character in any output, exports that parse as XML, saves refused with
one message or resumed (and what hwtutor writes back resumes the same), a
record written back over a user's text (comments, unknown keys and tables,
plain notes added: `writer`) reading back as exactly the record. A
case running over 5 s is a hang. Prints crashes, hangs and throughput per
target; exit status 1 if any case crashed or hung.
"""
from __future__ import annotations

import argparse
import collections
import random
import signal
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "reliability"), str(ROOT / "tests")]

from fuzz_corpus import check_target, decorate, mutate, raw_unsafe, replay_target, save_target, seeds, writer_target  # noqa: E402

HANG = 5  # seconds


class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang()


def run_target(target: str, cases: int, base_seed: int, pool) -> dict:
    saves = [s for s in pool if s[0].startswith("save-")]
    crashes: collections.Counter = collections.Counter()
    first: dict[str, tuple[int, str, str]] = {}
    hangs, slowest = 0, 0.0
    t0 = time.perf_counter()
    for i in range(cases):
        rng = random.Random(base_seed + i)
        src = saves if target == "save" else pool
        name, text = src[i % len(src)]
        data = mutate(text, rng)
        signal.alarm(HANG)
        t = time.perf_counter()
        try:
            if target == "check":
                out = check_target(data)
            elif target == "replay":
                out = replay_target(data, export=i % 3 == 0)
            elif target == "writer":
                out = writer_target(decorate(data, rng), rng)
            else:
                out = save_target(data)
            bad = raw_unsafe(out)
            if bad:
                raise AssertionError(f"raw characters in the output: {bad[:3]!r}")
        except Hang:
            hangs += 1
            first.setdefault("hang", (i, name, ""))
        except Exception as e:  # every failure is a finding: count it, keep the first trace
            key = f"{type(e).__name__}: {str(e)[:120]}"
            crashes[key] += 1
            first.setdefault(key, (i, name, traceback.format_exc(limit=-4)))
        finally:
            signal.alarm(0)
        slowest = max(slowest, time.perf_counter() - t)
    return {"cases": cases, "seconds": time.perf_counter() - t0, "crashes": crashes, "hangs": hangs,
            "slowest": slowest, "first": first}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cases", nargs="?", type=int, default=10_000)
    ap.add_argument("--target", choices=["check", "replay", "save", "writer", "all"], default="all")
    ap.add_argument("--seed", type=int, default=1_000_000)
    args = ap.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    pool = seeds()
    targets = ["check", "replay", "save", "writer"] if args.target == "all" else [args.target]
    print(f"{len(pool)} seed files; {args.cases} cases per target; a case over {HANG} s is a hang")
    failed = False
    for target in targets:
        r = run_target(target, args.cases, args.seed, pool)
        n_crash = sum(r["crashes"].values())
        failed |= bool(n_crash or r["hangs"])
        print(f"{target:7} {r['cases']:6} cases  {r['seconds']:7.1f} s  {r['cases'] / r['seconds']:7.1f} cases/s  "
              f"crashes {n_crash}  hangs {r['hangs']}  slowest case {r['slowest'] * 1000:.0f} ms")
        for key, count in r["crashes"].most_common():
            i, name, tb = r["first"][key]
            print(f"  {count} × {key}  (first: case {i}, from {name})\n{tb}")
        if r["hangs"]:
            i, name, _ = r["first"]["hang"]
            print(f"  {r['hangs']} hang(s) (first: case {i}, from {name})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
