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

A match can grow over many runs and sessions: `--out FILE` appends one JSON line
per finished duplicate deal and skips the deals already stored for the same
configuration (tag, variant, level, budget, seed), so a run that is interrupted,
or asked later for more deals, goes on where the file stops. The tag (default: a
digest of that variant's bots at that level, `behaviour_tag`) changes with the
bots' decisions, so a speed change keeps pooling with earlier results and a
change of behaviour (or of the level's budget) starts a new match. `--jobs N` plays
deals in N worker processes; `--summary FILE...` prints the table of everything
stored, pooled over seeds, without playing.

    python benchmarks/bench_bots.py --variants taihu --deals 200 --jobs 2 --out benchmarks/results/bots.jsonl
    python benchmarks/bench_bots.py --summary benchmarks/results/bots.jsonl

By default the search uses a fixed number of sampled deals (`--samples`, no time
limit), so the figures do not depend on the load (and a deal's result does not
depend on the run that played it). `--seconds S` adds a time limit per decision,
and `--seconds level` the level's own limits, the bot exactly as hotseat play
ships it (strong: 1 s a play, 3 s a contract decision). Here every limit is
counted on the process's CPU time, which on an idle machine is the wall time a
player waits: a benchmark sharing the machine with other work (or with its own
`--jobs`) would otherwise measure a bot the load has weakened. A deal's result
then depends a little on the machine's speed. A script, not a test: it fails
nothing.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from hwtutor.bots import search
from hwtutor.bots.value import worth
from hwtutor.play.session import Match, bot_hand
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.variants import VARIANTS

ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")
# what makes two stored deals part of one match (besides the deal itself)
CONFIG = ("tag", "variant", "level", "samples", "cands", "seconds", "against")


class Table:
    """A per-seat chooser: the tested bot at `tested` seats, the easy bot elsewhere (or, against
    another commit's bots, that commit's bot at the same level and budget); times the tested bot."""

    def __init__(self, tested: set[int], level: str, budget: search.Budget, against: str | None = None):
        self.tested, self.level, self.budget = tested, level, budget
        self.times: list[float] = []
        self.other = None
        if against:
            import basebots
            self.other = basebots.load(against).search
            self.other_budget = self.other.Budget(**{k: getattr(budget, k) for k in ("samples", "cands", "seconds",
                                                                                       "clock")})
            if budget.contract is not None:
                c = budget.contract
                self.other_budget = replace(self.other_budget, contract=self.other.Budget(
                    c.samples, c.cands, c.seconds, clock=c.clock))

    def __call__(self, game, rng=None, seat=None):
        s = game.to_act if seat is None else seat
        if s not in self.tested:
            if self.other is not None:
                return self.other.choose(game, rng, seat, self.level, self.budget.seconds, self.other_budget)
            return search.choose(game, rng, seat, "easy")
        t = time.process_time()
        out = search.choose(game, rng, seat, self.level, self.budget.seconds, self.budget)
        self.times.append(time.process_time() - t)
        return out


def play(variant: str, deal, seed: int, tested: set[int], level: str, budget: search.Budget,
         against: str | None = None):
    """One play of a deal: (each seat's worth, the tested bot's decision CPU times)."""
    table = Table(tested, level, budget, against)
    m = Match(variant, bots=set(range(VARIANTS[variant].players)), seed=seed, chooser=table)
    m.hand_no = 1
    m.start(deal, [])
    bot_hand(m)
    return [worth(m.game, s) for s in range(m.n)], table.times


def deal_of(variant: str, seed: int, d: int):
    rs = VARIANTS[variant]
    return random_deal(rs, random.Random(f"bench-bots:{seed}:{variant}:{d}"))


def play_deal(job: dict) -> dict:
    """Play deal `job["deal"]` twice (the tested bot at the even seats, then the odd ones) and
    return its record: the configuration, and per play the tested seats, every seat's result
    (main currency and card points over par) and the tested bot's decision times in ms."""
    variant, d, seed = job["variant"], job["deal"], job["seed"]
    seconds = job["seconds"] if not isinstance(job["seconds"], str) else LEVEL_LIMITS
    budget = level_budget(job["level"], job["samples"], job["cands"], seconds)
    n = VARIANTS[variant].players
    deal = deal_of(variant, seed, d)
    sides = []
    for parity in (0, 1):
        tested = {s for s in range(n) if s % 2 == parity}
        res, ts = play(variant, deal, seed + d, tested, job["level"], budget, job.get("against"))
        sides.append({"tested": sorted(tested), "main": [w.main for w in res], "points": [w.points for w in res],
                      "ms": [round(t * 1000) for t in ts]})
    return {**{k: job[k] for k in CONFIG}, "seed": seed, "deal": d, "sides": sides}


# ------------------------------------------------------------------ stored results
def config_of(rec: dict) -> tuple:
    return tuple(rec.get(k) for k in CONFIG)


def read_records(paths) -> tuple[list[dict], int]:
    """Every record in the files (missing files are empty), and how many lines could not be read
    (a line cut short by an interrupted run). The first record of a deal wins."""
    out, bad, seen = [], 0, set()
    for p in paths:
        p = Path(p)
        if not p.exists():
            continue
        for line in p.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
                key = (config_of(rec), rec["seed"], rec["deal"])
                whole = len(rec["sides"]) == 2 and all("main" in s and "ms" in s for s in rec["sides"])
            except (ValueError, KeyError, TypeError, AttributeError):
                whole = False
            if not whole:
                bad += 1
                continue
            if key not in seen:
                seen.add(key)
                out.append(rec)
    return out, bad


def append_record(path: Path, rec: dict) -> None:
    """One line per deal, flushed at once; a line left unfinished by a killed run is closed first."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+b") as f:
        if f.tell():
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                f.write(b"\n")
        f.write((json.dumps(rec, separators=(",", ":")) + "\n").encode("utf-8"))
        f.flush()


def deal_figures(rec: dict) -> tuple[float, float]:
    """(tested bot's mean result per seat and hand, easy bot's) over both plays of a deal."""
    t, e = [], []
    for side in rec["sides"]:
        tested = set(side["tested"])
        for s, v in enumerate(side["main"]):
            (t if s in tested else e).append(v)
    return statistics.fmean(t), statistics.fmean(e)


def ci95(xs: list[float]) -> tuple[float, float]:
    if len(xs) < 2:
        return (xs[0] if xs else 0.0), float("nan")
    return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def summarize(records: list[dict]) -> dict:
    """The figures of a set of deals of one configuration: deals, each side's mean, the edge
    (mean, 95% half-width), decision median and worst in seconds, decisions."""
    tested, easy = zip(*(deal_figures(r) for r in records)) if records else ((), ())
    times = sorted(t for r in records for side in r["sides"] for t in side["ms"])
    return {"deals": len(records), "tested": statistics.fmean(tested) if tested else float("nan"),
            "easy": statistics.fmean(easy) if easy else float("nan"),
            "edge": ci95([a - b for a, b in zip(tested, easy)]),
            "median": times[len(times) // 2] / 1000 if times else float("nan"),
            "worst": times[-1] / 1000 if times else float("nan"), "decisions": len(times)}


def group(records: list[dict]) -> dict[tuple, list[dict]]:
    """Records by configuration (seeds pooled: each seed's deals are other deals), deals in order."""
    out: dict[tuple, list[dict]] = {}
    for r in sorted(records, key=lambda r: (tuple(str(x) for x in config_of(r)), r["seed"], r["deal"])):
        out.setdefault(config_of(r), []).append(r)
    return out


def currency(variant: str) -> str:
    return "levels" if VARIANTS[variant].contract == "show" else "game points"


def row(variant: str, r: dict) -> str:
    """A line of the run's table (the format bench_bots.py always printed)."""
    m, h = r["edge"]
    return (f"| {variant} | {r['deals']} | {r['tested']:+.2f} | {r['easy']:+.2f} | {m:+.2f} ± {h:.2f} "
            f"{currency(variant)} | {r['median']:.2f} s | {r['worst']:.2f} s |")


def summary_table(records: list[dict]) -> list[str]:
    """The table of stored results: one row per tag, variant, level and budget."""
    lines = ["| tag | variant | tested | deals (x2) | tested bot | easy bot | edge per seat and hand (95% CI) "
             "| decision median | worst |", "|---|---|---|---|---|---|---|---|---|"]
    for (tag, variant, level, samples, cands, seconds, against), recs in group(records).items():
        r = summarize(recs)
        m, h = r["edge"]
        limit = (f", {seconds}" if isinstance(seconds, str) else f", {seconds} s") if seconds else ""
        seeds = sorted({x["seed"] for x in recs})
        vs = f" vs {against}" if against else ""
        lines.append(f"| {tag} | {variant} | {level} ({samples} x {cands}{limit}){vs} | {r['deals']} | "
                     f"{r['tested']:+.2f} | {r['easy']:+.2f} | {m:+.2f} ± {h:.2f} {currency(variant)} | "
                     f"{r['median']:.2f} s | {r['worst']:.2f} s |  <!-- seeds {','.join(map(str, seeds))}, "
                     f"{r['decisions']} decisions -->")
    return lines


LEVEL_LIMITS = "level"  # --seconds level: the level's own time limits


def level_budget(level: str, samples: int | None, cands: int | None,
                 seconds: float | str | None) -> search.Budget:
    """The level's budget with the sampled deals and candidates of its play decisions set (None: the
    level's) and its time limits: none (None), one for every decision (a number), or the level's own
    ("level"), counted on the process's CPU time; its contract budget is kept."""
    base = search.BUDGETS[level]
    b = replace(base, samples=samples or base.samples, cands=cands or base.cands)
    if seconds != LEVEL_LIMITS:
        b = b.limited(seconds)
    return b.clocked(time.process_time)


def limits_of(budget: search.Budget) -> float | str | None:
    """The time limits as stored in a record's `seconds`: None, one number, or "1s/3s cpu" where the
    contract decisions have their own (the level's limits)."""
    c = budget.contract
    if c is None or c.seconds == budget.seconds:
        return budget.seconds
    return f"{budget.seconds:g}s/{c.seconds:g}s cpu"


# ------------------------------------------------------------------ the code's tag
def behaviour_tag(variant: str, level: str, samples: int | None = None, cands: int | None = None) -> str:
    """A short digest of one variant's bots at one level: a heuristic self-play hand, and the
    searching bot's decision at its first step (a contract decision in the trick games) and at two
    steps of the play, with the level's own budget and no time limit. Code whose bots decide the
    same there (a speed change, or a change to another variant or level) gets the same tag, so its
    results pool with the earlier ones; a change of behaviour starts a new match."""
    h = hashlib.sha256()
    budget = level_budget(level, samples, cands, None)
    rs = VARIANTS[variant]
    # the budget is behaviour too (the positions below may decide alike under two budgets); the
    # contract budget only where it applies
    searched = budget if rs.family == "trick" else replace(budget, contract=None)
    h.update(f"budget {searched}\n".encode())
    rng = random.Random(f"bench-bots-tag:{variant}")
    g = new_game(rs, random_deal(rs, rng))
    step = 0
    while not g.over:
        if step in (0, 2, 12, 25):
            a, _ = search.choose(g.clone(), random.Random(step), level=level, seconds=None, budget=budget)
            h.update(f"search {step} {a}\n".encode())
        a, _ = search.heuristic(g, rng)
        if a is None:  # a xuan declaration left unsaid: the lead comes from the listing
            a = next(x for x in g.legal_actions() if x.seat == g.to_act)
        h.update(f"{a}\n".encode())
        g.apply(a)
        step += 1
    h.update(json.dumps(g.result.figures() if g.result else None, sort_keys=True, default=str).encode())
    return "b-" + h.hexdigest()[:8]


# ------------------------------------------------------------------ running
def run_deals(jobs: list[dict], workers: int):
    """Yield each job's record in job order (in `workers` processes when more than one)."""
    if workers <= 1 or len(jobs) <= 1:
        for j in jobs:
            yield play_deal(j)
        return
    import multiprocessing
    with multiprocessing.get_context("fork").Pool(min(workers, len(jobs))) as pool:
        yield from pool.imap(play_deal, jobs)


def bench(variant: str, deals: int, level: str, budget: search.Budget, seed: int, every: int = 0,
          out: Path | None = None, tag: str = "", workers: int = 1, against: str | None = None) -> dict:
    """Play deals 0..deals-1 of `seed` (those not already in `out`), append them to `out`, and
    return the figures of all of them."""
    conf = {"tag": tag, "variant": variant, "level": level, "samples": budget.samples, "cands": budget.cands,
            "seconds": limits_of(budget), "against": against}
    key = tuple(conf[k] for k in CONFIG)
    have = {}
    if out is not None:
        stored, _ = read_records([out])
        have = {r["deal"]: r for r in stored if config_of(r) == key and r["seed"] == seed and r["deal"] < deals}
    todo = [{**conf, "seed": seed, "deal": d} for d in range(deals) if d not in have]
    if have:
        print(f"# {variant}: {len(have)} of {deals} deals already in {out}, {len(todo)} to play", flush=True)
    for rec in run_deals(todo, workers):
        if out is not None:
            append_record(out, rec)
        have[rec["deal"]] = rec
        if every and len(have) % every == 0 and len(have) < deals:
            m, h = summarize(list(have.values()))["edge"]
            print(f"# {variant}: {len(have)} deals, edge so far {m:+.2f} ± {h:.2f}", flush=True)
    return summarize([have[d] for d in sorted(have)])


def seconds_arg(text: str) -> float | str:
    if text == LEVEL_LIMITS:
        return text
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a number of seconds or '{LEVEL_LIMITS}', not {text!r}") from None


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default=",".join(ALL))
    ap.add_argument("--deals", type=int, default=20, help="deals per variant (each played twice)")
    ap.add_argument("--level", choices=("normal", "strong"), default="strong")
    ap.add_argument("--samples", type=int, default=None, help="sampled deals per decision (default: the level's)")
    ap.add_argument("--cands", type=int, default=None, help="candidates searched per decision")
    ap.add_argument("--seconds", type=seconds_arg, default=None,
                    help="time limit per decision in CPU seconds, or 'level' for the level's own (default: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=0, help="print the edge so far every N deals")
    ap.add_argument("--out", type=Path, default=None,
                    help="JSON Lines file: append each finished deal, skip the deals it already holds")
    ap.add_argument("--tag", default="auto",
                    help="the code version the results belong to (default: a digest of the bots' behaviour)")
    ap.add_argument("--jobs", type=int, default=1, help="deals played in parallel processes (default 1)")
    ap.add_argument("--against", default=None, metavar="REV",
                    help="the other seats play git revision REV's bots at the same level and budget, not the easy "
                         "bot (benchmarks/basebots.py): a duplicate match of two versions of one bot")
    ap.add_argument("--summary", nargs="+", type=Path, metavar="FILE",
                    help="print the table of the results stored in these files, play nothing")
    a = ap.parse_args(argv)
    if a.summary:
        records, bad = read_records(a.summary)
        print(f"# bench_bots summary: {len(records)} duplicate deals from {len(a.summary)} file(s)"
              + (f"; {bad} unreadable line(s) skipped" if bad else ""))
        print("\n".join(summary_table(records)))
        return
    budget = level_budget(a.level, a.samples, a.cands, a.seconds)
    contract = budget.contract
    against = None
    if a.against:
        import basebots
        against = basebots.load(a.against).__name__.rpartition("_")[2]  # the commit, short
    other = f"{a.level} of {against}" if against else "easy"
    print(f"# bench_bots: {a.level} vs {other}, {a.deals} deals per variant, each played twice (sides swapped); "
          f"{budget.samples} sampled deals x {budget.cands} candidates per decision"
          + (f" ({contract.samples} x {contract.cands} before the play)" if contract else "")
          + f", time limit {limits_of(budget) or 'none'}; load {os.getloadavg()[0]:.1f}"
          + (f"; stored in {a.out}" if a.out else ""))
    print("| variant | deals | tested bot | easy bot | edge per seat and hand (95% CI) | decision median | worst |")
    print("|---|---|---|---|---|---|---|")
    for v in a.variants.split(","):
        v = v.strip()
        t0 = time.perf_counter()
        tag = behaviour_tag(v, a.level, a.samples, a.cands) if a.tag == "auto" else a.tag
        print(f"# {v}: tag {tag}", flush=True)
        r = bench(v, a.deals, a.level, budget, a.seed, a.every, a.out, tag, a.jobs, against)
        print(f"{row(v, r)}  <!-- {time.perf_counter() - t0:.0f} s wall, {r['decisions']} decisions -->", flush=True)


if __name__ == "__main__":
    main()
