"""How well `hwtutor review` finds planted mistakes (issue 20, "Must show").

Hands of the strong bot at every seat (benchmarks/plants.py); in a copy of each hand one decision is
replaced by a bad legal one of a known kind (points gift, overruff of a partner, lead into a shown void,
rotten heart 5 at a level where it costs levels, burying points or the heart 5, calling a held card, a
poor trump, a needless declaration in the climbing games) and the rest of the copy is played by the same
bot. Each plant is confirmed or not by a deeper evaluation from that seat's knowledge (`--deep` sampled
deals, up to 7 candidates, its own seed): it is a mistake when it loses at least the "?" threshold of
one of the decision's currencies (bots/review.py MARKS) against the best candidate. Then the review at
its default setting (`--depth`, seed 0) reads the planted seat's decisions of the copy, and the base
hand's decisions of the same seat, and the script prints:

    recall        confirmed plants the review marks ? or ??              (target >= 90 %)
    rotten fives  of them, the rotten heart 5s (on a side lead, buried)  (target >= 95 %)
    own marks     the strong bot's own decisions marked ? or ??          (target <= 3 %)
    worst         the plant is the worst-marked decision of its hand     (target >= 80 %)
    two seeds     the same mark with review seed 1 as with seed 0        (target >= 95 %)
    time          CPU seconds of the review of one Taihu seat's hand

    python benchmarks/bench_plants.py                    # 1 hand per variant: long on a shared machine
    python benchmarks/bench_plants.py --hands 3 --variants taihu,zhejiang-2
    python benchmarks/bench_plants.py --samples 6        # a cheaper strong bot for the hands

The strong bot's hands are stored in benchmarks/results/plants-hands.jsonl (keyed by variant, seed and
`--samples`), so a second run reviews without playing them again; delete the file when the bots change.
A script, not a test: it fails nothing, and the figures are what it measures.
"""
from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import plants as P

from hwtutor.bots import choices
from hwtutor.bots import review as R
from hwtutor.bots.search import Budget, action_key, evaluate, heuristic
from hwtutor.rules.actions import parse_action
from hwtutor.rules.cards import H5
from hwtutor.rules.variants import VARIANTS

ALL = ("taihu", "zhejiang-2", "zhejiang-3", "jiande", "duxiao", "xuan")
STORE = Path(__file__).resolve().parent / "results" / "plants-hands.jsonl"
clock = time.process_time


def _records(path: Path) -> list[dict]:
    """The JSON Lines records of a results file (none when it is missing; a line left unfinished is skipped)."""
    out = []
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
    return out


def _append(path: Path, record: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as f:
        f.write(json.dumps(record) + "\n")


def _stored() -> dict:
    return {(r["variant"], r["seed"], r["samples"], r.get("plant")): r["actions"] for r in _records(STORE)}


def _store(variant, seed, samples, plant, actions) -> None:
    _append(STORE, {"variant": variant, "seed": seed, "samples": samples, "plant": plant,
                    "actions": [str(a) for a in actions]})


def hand(cache, variant, seed, samples, plant=None, make=None):
    rs = VARIANTS[variant]
    key = (variant, seed, samples, plant)
    if key in cache:
        return [parse_action(t, rs) for t in cache[key]]
    actions = make()
    _store(variant, seed, samples, plant, actions)
    cache[key] = [str(a) for a in actions]
    return actions


CONFIRMS = Path(__file__).resolve().parent / "results" / "plants-confirm.jsonl"
# the choices the deep evaluation compares come from bots/choices.py: a stored confirmation holds for its text
POOL = hashlib.sha256(inspect.getsource(choices).encode()).hexdigest()[:8]


def _confirms() -> dict:
    return {tuple(r["key"]): r["value"] for r in _records(CONFIRMS)}


def confirm(g, seat, bad, base, deep: int, fresh_n: int, seed: int, store: dict | None = None) -> dict:
    """The deeper evaluation: does `bad` lose at least a "?" threshold against the best of the choices the
    review screens (bots/choices.py, with 6 of the searching bot's candidates) and the bot's own choice,
    from the seat's knowledge, over `deep` sampled deals? That best is partly the luckiest (the winner's
    curse of a maximum over up to 10 noisy means), so `bad` and that best choice are evaluated again over
    `fresh_n` fresh deals: an unbiased estimate of the loss, the one a plant is confirmed by. Stored in
    results/plants-confirm.jsonl (by variant, seed, decision, plant, the two sizes and a digest of
    bots/choices.py): the hands, the bots and the choices fix it, the review's settings do not.
    {deep: confirmed over the selecting deals, deep_unit, deep_loss, fresh: confirmed over the fresh
    deals, fresh_unit, fresh_loss, fresh_se, sure: the fresh loss less 2 standard errors clears it}"""
    key = (g.rules.id, seed, len(g.history), str(bad), deep, fresh_n, POOL)
    if store is not None and key in store:
        return store[key]
    rng = random.Random(f"bench-plants-confirm:{seed}")
    h, _ = heuristic(g.copy(), random.Random(rng.getrandbits(32)), seat)
    pool = [bad] + ([base] if base is not None else []) + choices.pool(g, seat, h, 6)
    cands, seen = [], set()
    for a in pool:
        if action_key(a) not in seen:
            seen.add(action_key(a))
            cands.append(a)
    ests = evaluate(g, seat, cands, rng, Budget(deep, len(cands), None))
    me = ests[0]
    out = {"deep": False, "deep_unit": "", "deep_loss": 0.0, "fresh": False, "fresh_unit": "",
           "fresh_loss": 0.0, "fresh_se": 0.0, "sure": False}
    rng2 = random.Random(f"bench-plants-recheck:{seed}:{len(g.history)}")
    for u, b in R._bests(R.units_of(g), ests, me).items():
        q = R.MARKS[u][0]
        loss = R.currency(u, b) - R.currency(u, me)
        if not out["deep_unit"] or loss / q > out["deep_loss"] / R.MARKS[out["deep_unit"]][0]:
            out["deep_unit"], out["deep_loss"] = u, loss
        out["deep"] |= loss >= q
        if b is not me:
            again = evaluate(g, seat, [bad, b.action], rng2, Budget(fresh_n, 2, None))
            m, se = R.paired(u, again[1], again[0])
            if not out["fresh_unit"] or m / q > out["fresh_loss"] / R.MARKS[out["fresh_unit"]][0]:
                out["fresh_unit"], out["fresh_loss"], out["fresh_se"] = u, m, se
            out["fresh"] |= m >= q
            out["sure"] |= m - 2 * se >= q
    if store is not None:
        store[key] = out
        _append(CONFIRMS, {"key": list(key), "value": out})
    return out


WHAT_IF = (2.0, 1.5)  # the mark rule's Z tried afterwards on the same estimates (approximate: the doubt's
                      # sampling, which also reads Z, is the review's own)


def mark_at(rules, d, z: float) -> str:
    """The mark `d` would get with the mark rule's Z at `z`, from the estimates the review kept."""
    if d is None:
        return ""
    kept = [d.played] + [e for e in d.others if len(e.scores) == len(d.played.scores)]
    main = "unit.levels" if rules.scoring == "levels" else "unit.game-points"
    contract = type(d.played.action).__name__ in ("Bid", "Pass", "Show", "ChooseTrump", "Declare", "XuanCall",
                                                  "NoneType")
    units = (main, "unit.card-points") if rules.family == "trick" and not contract else (main,)
    old = R.Z
    try:
        R.Z = z
        return R.verdict(units, kept, d.played)[2]
    finally:
        R.Z = old


def severity(d) -> tuple[int, float]:
    return (len(d.mark), d.loss / R.MARKS[d.unit][0])


def run(args) -> None:
    cache = _stored()
    seats_t: list[float] = []
    rows = []  # one per plant
    own = Counter()
    agree = Counter()
    for variant in args.variants:
        rs = VARIANTS[variant]
        for seed in range(args.first, args.first + args.hands):
            deal = P.deal_of(variant, seed)
            t0 = time.time()
            base = hand(cache, variant, seed, args.samples,
                        make=lambda v=variant, s=seed: P.base_hand(v, s, args.samples))
            found = P.plants(variant, deal, base, random.Random(f"bench-plants:{variant}:{seed}"))
            print(f"# {variant} hand {seed}: {len(base)} actions, plants: "
                  f"{', '.join(p.kind for p in found) or 'none'} ({time.time() - t0:.0f} s)", flush=True)
            if args.play_only:
                for p in found:
                    prefix = base[:p.at] + [p.action]
                    hand(cache, variant, seed, args.samples, plant=f"{p.at}:{p.action}",
                         make=lambda pr=prefix, v=variant, s=seed, d=deal: P.finish(v, d, pr, s, args.samples))
                print(f"  played ({time.time() - t0:.0f} s)", flush=True)
                continue
            reviewed: dict[int, list] = {}
            for seat in sorted({(p.action.seat) for p in found}):
                if args.plants_only:
                    reviewed[seat] = []
                    continue
                before = Counter(own), Counter(agree)
                t = clock()
                ds = R.review(rs, deal, base, {seat}, args.depth, seed=0)
                spent = clock() - t
                if variant == "taihu":
                    seats_t.append(spent)
                reviewed[seat] = ds
                own["decisions"] += len(ds)
                own["marked"] += sum(1 for d in ds if d.mark)
                own["decisions:" + variant] += len(ds)
                own["marked:" + variant] += sum(1 for d in ds if d.mark)
                for z in WHAT_IF:
                    own[f"marked@{z}"] += sum(1 for d in ds if mark_at(rs, d, z))
                if not args.one_seed:
                    other = {d.at: d.mark for d in R.review(rs, deal, base, {seat}, args.depth, seed=1)}
                    for d in ds:
                        agree["n"] += 1
                        agree["same"] += other.get(d.at, "") == d.mark
                _save(args, {"type": "seat", "variant": variant, "seed": seed, "seat": seat,
                             "time": spent if variant == "taihu" else None,
                             "own": dict(own - before[0]), "agree": dict(agree - before[1])})
            for p in found:
                row = plant_row(args, cache, variant, seed, deal, base, p, reviewed[p.action.seat])
                rows.append(row)
                agree["n"] += row["seed1"] is not None
                agree["same"] += row["seed1"] == row["mark"]
                _save(args, {"type": "plant", **row})
                print(f"  {p.kind:10} {str(p.action):34} deep {row['deep_loss']:+6.1f} {short(row['deep_unit']):3}"
                      f" fresh {row['fresh_loss']:+6.1f} ± {row['fresh_se']:4.1f} {short(row['fresh_unit']):3}"
                      f" {'confirmed' if row['confirmed'] else 'not confirmed':13} review {row['mark'] or '-':2}"
                      f" {row['loss']:5.1f} {short(row['unit']):3} {'worst' if row['worst'] else '     '}"
                      f" seed 1 {row['seed1'] or '-'}", flush=True)
    if not args.play_only:
        report(rows, own, agree, seats_t)


def _save(args, record: dict) -> None:
    """One measured record (a plant's row, or a seat's own decisions) appended to `--rows`."""
    if args.rows:
        _append(Path(args.rows), record)


def report_files(paths: list[str]) -> None:
    """The report of the records stored by runs with `--rows` (hands run in separate processes)."""
    rows, own, agree, seats_t = [], Counter(), Counter(), []
    for path in paths:
        for r in _records(Path(path)):
            if r.pop("type") == "plant":
                rows.append(r)
                agree["n"] += r["seed1"] is not None
                agree["same"] += r["seed1"] == r["mark"]
            else:
                own.update(r["own"])
                agree.update(r["agree"])
                if r["time"] is not None:
                    seats_t.append(r["time"])
    report(rows, own, agree, seats_t)


def short(unit: str) -> str:
    return {"unit.levels": "lv", "unit.game-points": "gp", "unit.card-points": "cp"}.get(unit, "")


def plant_row(args, cache, variant, seed, deal, base, p, base_review) -> dict:
    rs = VARIANTS[variant]
    g = P.game_at(variant, deal, base, p.at)
    seat = p.action.seat
    was = None if p.insert else base[p.at]
    c = confirm(g, seat, p.action, was, args.deep, args.fresh, seed, args.confirms)
    prefix = base[:p.at] + [p.action]
    copy = hand(cache, variant, seed, args.samples, plant=f"{p.at}:{p.action}",
                make=lambda: P.finish(variant, deal, prefix, seed, args.samples))
    # the decisions before the plant are those of the base hand (same positions, same review seeds)
    before = [d for d in base_review if d.at < p.at]
    after = R.review(rs, deal, copy, {seat}, args.depth, seed=0) if args.whole else []
    after = [d for d in after if d.at >= p.at]
    mine = next((d for d in after if d.at == p.at), None)
    if mine is None:
        mine = R.decide(g, p.action, p.at, args.depth, 0)
    seed1 = None if args.one_seed else R.decide(P.game_at(variant, deal, copy, p.at), p.action, p.at, args.depth, 1)
    others = [d for d in before + after if d.at != p.at]
    worst = bool(mine and mine.mark) and all(severity(mine) >= severity(d) for d in others)
    rotten = p.kind == "rotten5" or (p.kind == "bury" and rs.rotten_red5 and H5 in p.action.cards)
    return {"variant": variant, "seed": seed, "kind": p.kind, "rotten": rotten, "confirmed": c["fresh"],
            "deep": c["deep"], "deep_unit": c["deep_unit"], "deep_loss": c["deep_loss"], "sure": c["sure"],
            "fresh_unit": c["fresh_unit"], "fresh_loss": c["fresh_loss"], "fresh_se": c["fresh_se"],
            "mark": mine.mark if mine else "",
            "loss": mine.loss if mine else 0.0, "unit": mine.unit if mine else "", "worst": worst,
            "seed1": (seed1.mark if seed1 else "") if not args.one_seed else None,
            **{f"mark@{z}": mark_at(rs, mine, z) for z in WHAT_IF}}


def pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f} % ({a} of {b})" if b else "  -   (none)"


def report(rows, own, agree, seats_t) -> None:
    conf = [r for r in rows if r["confirmed"]]
    print()
    print(f"{'kind':10} {'plants':>6} {'confirmed':>9} {'marked':>6} {'worst':>5}")
    for k in P.KINDS:
        rs = [r for r in rows if r["kind"] == k]
        cs = [r for r in rs if r["confirmed"]]
        marked, worst = sum(1 for r in cs if r["mark"]), sum(1 for r in cs if r["worst"])
        print(f"{k:10} {len(rs):6} {len(cs):9} {marked:6} {worst:5}")
    rot = [r for r in conf if r["rotten"]]
    print()
    print(f"recall of confirmed plants   {pct(sum(1 for r in conf if r['mark']), len(conf))}   target >= 90 %")
    print(f"rotten heart 5s              {pct(sum(1 for r in rot if r['mark']), len(rot))}   target >= 95 %")
    print(f"own decisions marked         {pct(own['marked'], own['decisions'])}   target <= 3 %")
    for v in ALL:
        if own["decisions:" + v]:
            print(f"    {v:24} {pct(own['marked:' + v], own['decisions:' + v])}")
    print(f"plant is the worst-marked    {pct(sum(1 for r in conf if r['worst']), len(conf))}   target >= 80 %")
    print(f"two seeds give the same mark {pct(agree['same'], agree['n'])}   target >= 95 %")
    if seats_t:
        print(f"review of one Taihu seat     median {statistics.median(seats_t):.1f} s, worst {max(seats_t):.1f} s"
              f" CPU ({len(seats_t)} seats)")
    for z in WHAT_IF:
        print(f"with the mark's Z at {z} (what if, same estimates): recall "
              f"{pct(sum(1 for r in conf if r[f'mark@{z}']), len(conf))}, own decisions marked "
              f"{pct(own[f'marked@{z}'], own['decisions'])}")
    for name, key in (("over the deep evaluation's own deals (biased: the best of many means)", "deep"),
                      ("surely (the fresh loss less 2 standard errors clears the threshold)", "sure")):
        fr = [r for r in rows if r[key]]
        print(f"confirmed {name}: recall {pct(sum(1 for r in fr if r['mark']), len(fr))}, "
              f"the worst-marked {pct(sum(1 for r in fr if r['worst']), len(fr))}")
    unconf = [r for r in rows if not r["confirmed"]]
    print(f"plants not confirmed         {len(unconf)} of {len(rows)}; of them marked: "
          f"{sum(1 for r in unconf if r['mark'])}")


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--variants", default=",".join(ALL))
    ap.add_argument("--hands", type=int, default=1, help="hands per variant")
    ap.add_argument("--first", type=int, default=0, help="the first hand's seed")
    ap.add_argument("--depth", type=int, default=R.DEFAULT_DEPTH, help="the review's sampled deals")
    ap.add_argument("--deep", type=int, default=48, help="sampled deals of the deep evaluation's choice of the best")
    ap.add_argument("--fresh", type=int, default=192,
                    help="fresh sampled deals of the plant against that best, which confirm the plant")
    ap.add_argument("--plants-only", action="store_true",
                    help="review only the planted decisions (no own decisions, no 'worst' figure)")
    ap.add_argument("--rows", help="append each plant's row and each seat's figures to this JSON Lines file")
    ap.add_argument("--report", nargs="+", metavar="FILE", help="print the report of stored --rows files, run nothing")
    ap.add_argument("--samples", type=int, default=None, help="the strong bot's sampled deals (default: the level's)")
    ap.add_argument("--one-seed", action="store_true", help="skip the second review seed")
    ap.add_argument("--no-whole", dest="whole", action="store_false",
                    help="review only the planted decision of a copy (no 'worst' figure)")
    ap.add_argument("--play-only", action="store_true",
                    help="only play and store the hands and their planted copies (no review)")
    args = ap.parse_args(argv)
    if args.report:
        report_files(args.report)
        return
    args.variants = [v for v in args.variants.split(",") if v]
    args.confirms = _confirms()
    if args.plants_only:
        args.whole = False
    run(args)


if __name__ == "__main__":
    main()
