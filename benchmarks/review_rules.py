"""The review's marking rule tried on stored samples (issue 20, item 3): how its parameters trade recall of
planted mistakes against marks on the strong bot's own decisions and the agreement of two seeds.

For decisions of the stored strong-bot hands (benchmarks/plants.py, benchmarks/results/plants-hands.jsonl:
run bench_plants.py first) — every plant found in them and up to `--own` of the bot's own decisions per
hand — the review's candidates are evaluated over `--most` sampled deals with the review's seeds 0 and 1
(`bots/review.decide`'s pool and random streams, so a prefix of n deals is exactly what the review reads
after n). Then each rule (Z of the doubt, Z of the mark, the most deals) is simulated on those prefixes:
seed 1's full sample confirms a plant (its mean loss clears the "?" threshold), seed 0's simulated review
should mark it; own decisions should stay unmarked; seeds 0 and 1 should agree.

    python benchmarks/review_rules.py --variants taihu,zhejiang-2 --own 6 --most 48

The vectors are stored in benchmarks/results/review-vectors.jsonl (delete it when the bots change).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import plants as P
from bench_plants import _stored

from hwtutor.bots import review as R
from hwtutor.bots.search import Budget, Estimate, action_key, evaluate
from hwtutor.rules.actions import parse_action
from hwtutor.rules.variants import VARIANTS

OUT = Path(__file__).resolve().parent / "results" / "review-vectors.jsonl"


def vectors(g, played, at: int, seed: int, most: int):
    seat = played.seat
    rng = R._rng(seed, at)
    _, _, pool = R._pool(g, seat, rng, R.CANDIDATES)
    alts = [c for c in pool if action_key(c) != action_key(played)]
    if not alts or not R._has_choice(g, seat):
        return None
    ests = evaluate(g, seat, [played] + alts, rng, Budget(most, len(alts) + 1, None))
    return [{"a": str(e.action), "mains": e.mains, "points": e.points} for e in ests]


def collect(args) -> None:
    done = set()
    if OUT.exists():
        for line in OUT.read_text(encoding="utf-8").splitlines():
            r = json.loads(line)
            done.add((r["variant"], r["seed"], r["at"], r["kind"]))
    for (variant, seed, samples, plant), texts in sorted(_stored().items(), key=lambda kv: str(kv[0])):
        if plant is not None or variant not in args.variants or samples != args.samples:
            continue
        rs = VARIANTS[variant]
        actions = [parse_action(t, rs) for t in texts]
        deal = P.deal_of(variant, seed)
        todo = [(p.at, p.kind, p.action) for p in P.plants(variant, deal, actions, random.Random(
            f"bench-plants:{variant}:{seed}")) if not p.insert]
        rng = random.Random(f"review-rules:{variant}:{seed}")
        own = list(range(len(actions)))
        rng.shuffle(own)
        todo += [(i, "own", actions[i]) for i in own[:args.own * 3]]
        n_own = 0
        for at, kind, act in todo:
            if (variant, seed, at, kind) in done:
                n_own += kind == "own"
                continue
            if kind == "own" and n_own >= args.own:
                continue
            g = P.game_at(variant, deal, actions, at)
            v0 = vectors(g, act, at, 0, args.most)
            if v0 is None:
                continue
            v1 = vectors(g, act, at, 1, args.most)
            n_own += kind == "own"
            row = {"variant": variant, "seed": seed, "at": at, "kind": kind, "units": list(R.units_of(g)),
                   "s0": v0, "s1": v1}
            with OUT.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
            print(f"{variant} {seed} {at} {kind}", flush=True)


def _ests(vs, n: int) -> list[Estimate]:
    return [Estimate(None, v["mains"][:n], v["mains"][:n], v["points"][:n]) for v in vs]


def simulate(vs, units, zd: float, zm: float, depth: int, most: int) -> str:
    """The mark the review would give with these parameters, reading prefixes of the stored samples."""
    n, step = depth, max(2, depth // 2)
    old = R.Z
    try:
        R.Z = zd
        while n < most and R._doubtful(tuple(units), _ests(vs, n), most)[0]:
            n += step
        R.Z = zm
        ests = _ests(vs, n)
        return R.verdict(tuple(units), ests, ests[0])[2]
    finally:
        R.Z = old


def confirmed(vs, units) -> bool:
    ests = _ests(vs, 10 ** 6)
    me = ests[0]
    bests = R._bests(tuple(units), ests, me)
    return any(R.currency(u, b) - R.currency(u, me) >= R.MARKS[u][0] for u, b in bests.items())


def grid(args) -> None:
    rows = [json.loads(x) for x in OUT.read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if r["variant"] in args.variants]
    plants = [r for r in rows if r["kind"] != "own" and confirmed(r["s1"], r["units"])]
    own = [r for r in rows if r["kind"] == "own"]
    print(f"{len(plants)} confirmed plants (seed 1, {args.most} deals), {len(own)} own decisions")
    print(f"{'z doubt':>7} {'z mark':>6} {'most':>4} {'recall':>7} {'own marked':>10} {'two seeds':>9}")
    for zd in (2.5, 2.0, 1.5):
        for zm in (2.5, 2.0, 1.5, 1.0, 0.5):
            for most in sorted({24, args.most}):
                rec = sum(1 for r in plants if simulate(r["s0"], r["units"], zd, zm, R.DEFAULT_DEPTH, most))
                fm = sum(1 for r in own if simulate(r["s0"], r["units"], zd, zm, R.DEFAULT_DEPTH, most))
                agree = sum(1 for r in rows if simulate(r["s0"], r["units"], zd, zm, R.DEFAULT_DEPTH, most)
                            == simulate(r["s1"], r["units"], zd, zm, R.DEFAULT_DEPTH, most))
                print(f"{zd:7} {zm:6} {most:4} {100 * rec / max(1, len(plants)):6.1f}% "
                      f"{100 * fm / max(1, len(own)):9.1f}% {100 * agree / max(1, len(rows)):8.1f}%")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default="taihu,zhejiang-2,zhejiang-3,jiande,duxiao,xuan")
    ap.add_argument("--samples", type=int, default=None, help="the stored hands' --samples")
    ap.add_argument("--own", type=int, default=6, help="own decisions per hand")
    ap.add_argument("--most", type=int, default=48)
    ap.add_argument("--grid-only", action="store_true")
    args = ap.parse_args(argv)
    args.variants = args.variants.split(",")
    if not args.grid_only:
        collect(args)
    grid(args)


if __name__ == "__main__":
    main()
