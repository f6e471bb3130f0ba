"""Measured strength of the searching bot: duplicate matches against the easy bot.

Each deal is played twice with the same seeds: first the tested bot holds the
even seats (p1, p3) and the easy bot the odd ones, then the other way round, so
luck of the cards cancels out. For each side it prints the mean result per seat
and hand in the variant's currency (game points; levels in Taihu), the tested
bot's edge per seat and hand with its 95% confidence interval (over deals), and
the tested bot's decision time (CPU seconds: median and worst; the machine may be
shared, so CPU time is what the bot costs, not what the load adds).

    python benchmarks/bench_bots.py --deals 20 --level strong --samples 8
    python benchmarks/bench_bots.py --variants duxiao,xuan --deals 100 --level normal

By default the search uses a fixed number of sampled deals (`--samples`, no time
limit), so the figures do not depend on the load; `--seconds S` adds the wall
time limit hotseat play uses. A script, not a test: it fails nothing.
"""
from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hwtutor.bots import search  # noqa: E402
from hwtutor.bots.value import worth  # noqa: E402
from hwtutor.play.session import Match, bot_hand  # noqa: E402
from hwtutor.rules.deal import random_deal  # noqa: E402
from hwtutor.rules.variants import VARIANTS  # noqa: E402

ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")


class Table:
    """A per-seat chooser: the tested bot at `tested` seats, the easy bot elsewhere; times the tested bot."""

    def __init__(self, tested: set[int], level: str, budget: search.Budget):
        self.tested, self.level, self.budget = tested, level, budget
        self.times: list[float] = []

    def __call__(self, game, rng=None, seat=None):
        s = game.to_act if seat is None else seat
        if s not in self.tested:
            return search.choose(game, rng, seat, "easy")
        t = time.process_time()
        out = search.choose(game, rng, seat, self.level, self.budget.seconds, self.budget)
        self.times.append(time.process_time() - t)
        return out


def play(variant: str, deal, seed: int, tested: set[int], level: str, budget: search.Budget):
    table = Table(tested, level, budget)
    m = Match(variant, bots=set(range(VARIANTS[variant].players)), seed=seed, chooser=table)
    m.hand_no = 1
    m.start(deal, [])
    bot_hand(m)
    return [worth(m.game, s).main for s in range(m.n)], table.times


def ci95(xs: list[float]) -> tuple[float, float]:
    if len(xs) < 2:
        return (xs[0] if xs else 0.0), float("nan")
    return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def bench(variant: str, deals: int, level: str, budget: search.Budget, seed: int, every: int = 0) -> dict:
    rs = VARIANTS[variant]
    n = rs.players
    even, odd = {s for s in range(n) if s % 2 == 0}, {s for s in range(n) if s % 2}
    edges, tested_all, easy_all, times = [], [], [], []
    for d in range(deals):
        deal = random_deal(rs, random.Random(f"bench-bots:{seed}:{variant}:{d}"))
        t_sum = e_sum = 0.0
        t_n = e_n = 0
        for tested in (even, odd):
            res, ts = play(variant, deal, seed + d, tested, level, budget)
            times += ts
            for s in range(n):
                if s in tested:
                    t_sum += res[s]
                    t_n += 1
                else:
                    e_sum += res[s]
                    e_n += 1
        tested_all.append(t_sum / t_n)
        easy_all.append(e_sum / e_n)
        edges.append(t_sum / t_n - e_sum / e_n)
        if every and (d + 1) % every == 0 and d + 1 < deals:
            m, h = ci95(edges)
            print(f"# {variant}: {d + 1} deals, edge so far {m:+.2f} ± {h:.2f}", flush=True)
    times.sort()
    return {"variant": variant, "deals": deals, "tested": statistics.fmean(tested_all),
            "easy": statistics.fmean(easy_all), "edge": ci95(edges),
            "median": times[len(times) // 2] if times else float("nan"), "worst": times[-1] if times else float("nan"),
            "decisions": len(times)}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default=",".join(ALL))
    ap.add_argument("--deals", type=int, default=20, help="deals per variant (each played twice)")
    ap.add_argument("--level", choices=("normal", "strong"), default="strong")
    ap.add_argument("--samples", type=int, default=None, help="sampled deals per decision (default: the level's)")
    ap.add_argument("--cands", type=int, default=None, help="candidates searched per decision")
    ap.add_argument("--seconds", type=float, default=None, help="wall-time limit per decision (default: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=0, help="print the edge so far every N deals")
    a = ap.parse_args(argv)
    base = search.BUDGETS[a.level]
    budget = search.Budget(a.samples or base.samples, a.cands or base.cands, a.seconds)
    print(f"# bench_bots: {a.level} vs easy, {a.deals} deals per variant, each played twice (sides swapped); "
          f"{budget.samples} sampled deals x {budget.cands} candidates per decision, "
          f"time limit {budget.seconds or 'none'}; load {os.getloadavg()[0]:.1f}")
    print("| variant | deals | tested bot | easy bot | edge per seat and hand (95% CI) | decision median | worst |")
    print("|---|---|---|---|---|---|---|")
    for v in a.variants.split(","):
        t0 = time.perf_counter()
        r = bench(v.strip(), a.deals, a.level, budget, a.seed, a.every)
        cur = "levels" if VARIANTS[v.strip()].contract == "show" else "game points"
        m, h = r["edge"]
        print(f"| {v} | {r['deals']} | {r['tested']:+.2f} | {r['easy']:+.2f} | {m:+.2f} ± {h:.2f} {cur} | "
              f"{r['median']:.2f} s | {r['worst']:.2f} s |  <!-- {time.perf_counter() - t0:.0f} s wall, "
              f"{r['decisions']} decisions -->", flush=True)


if __name__ == "__main__":
    main()
