#!/usr/bin/env python3
"""One benchmark workload, run against one source tree (used by compare.py).

    python benchmarks/workloads.py --tree DIR WORKLOAD [--corpus DIR] [--budget S]
    python benchmarks/workloads.py --tree DIR make-corpus --corpus DIR [--per-variant N]

The tree DIR goes first on sys.path, so `hwtutor` is imported from it; the
workload prints one JSON object {figure label: value} on stdout. Every
workload sticks to the API both the base commit and the current tree offer
(new entry points such as `clone()` are used only when the tree has them), so
the same script measures both. In-process figures use this process's CPU
time (time.process_time): other programs on a shared machine slow the wall
clock, not the CPU time.
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

TRICK = ("zhejiang-2", "zhejiang-3", "jiande", "taihu")
CLIMB = ("duxiao", "xuan")
clock = time.process_time


def _budget_loop(fn, budget: float, minimum: int = 3) -> tuple[float, int]:
    """(CPU seconds per call, calls) of fn(i), called for about `budget` seconds."""
    n, t0 = 0, clock()
    while n < minimum or clock() - t0 < budget:
        fn(n)
        n += 1
    return (clock() - t0) / n, n


# ------------------------------------------------------------------ corpus
def make_corpus(out: Path, per_variant: int) -> dict:
    """Random self-play full hands of the four trick variants, written as records (deterministic)."""
    from hwtutor.replay.record import ActionLine, Record
    from hwtutor.replay.record_writer import write_record
    from hwtutor.rules.selfplay import random_hand
    from hwtutor.rules.variants import VARIANTS
    out.mkdir(parents=True, exist_ok=True)
    n = 0
    for v in TRICK:
        rs = VARIANTS[v]
        for i in range(per_variant):
            deal, actions, g = random_hand(rs, random.Random(f"{v}-{i}"))
            rec = Record(v, [f"P{k + 1}" for k in range(rs.players)], deal, [ActionLine(a) for a in actions])
            (out / f"{v}-{i:04d}.hongwu.toml").write_text(write_record(rec), encoding="utf-8")
            n += 1
    return {"records": n}


def _corpus_files(corpus: Path, variant: str | None = None) -> list[Path]:
    files = sorted(corpus.glob(f"{variant or '*'}-*.hongwu.toml"))
    if not files:
        raise SystemExit(f"no records in {corpus}")
    return files


# ------------------------------------------------------------------ workloads
def w_check(args) -> dict:
    """`hwtutor check --json` over the whole corpus, in one process: records per second."""
    from hwtutor.replay.check import check_path
    from hwtutor.textsafe import json_safe
    files = [str(p) for p in _corpus_files(args.corpus)]
    accepted = 0
    t0 = clock()
    for f in files:
        rep = check_path(f)
        json_safe(json.dumps(rep.to_json(), ensure_ascii=False))
        accepted += rep.exit_code == 0
    t = clock() - t0
    # "_" keys are facts, not figures: compare.py refuses a ratio when the two trees disagree on them
    return {"check records/s": len(files) / t, "_records": len(files), "_accepted": accepted}


def w_replay(args) -> dict:
    """Full-hand replays (new_game + apply of every action) per variant, from the corpus."""
    from hwtutor.replay.record import read_record
    from hwtutor.rules.game import new_game
    out = {}
    for v in TRICK:
        recs = [read_record(p.read_bytes())[0] for p in _corpus_files(args.corpus, v)[:40]]

        def one(i, recs=recs):
            rec = recs[i % len(recs)]
            g = new_game(rec.ruleset, rec.deal)
            for line in rec.actions:
                g.apply(line.action)
        t, _ = _budget_loop(one, args.budget / len(TRICK))
        out[f"replays/s {v}"] = 1 / t
    return out


def w_random(args) -> dict:
    """Random legal self-play (legal_actions + apply) whole hands per second, every variant."""
    from hwtutor.rules.selfplay import random_hand
    from hwtutor.rules.variants import VARIANTS
    out = {}
    for v in TRICK + CLIMB:
        rs = VARIANTS[v]
        t, _ = _budget_loop(lambda i, rs=rs: random_hand(rs, random.Random(i)), args.budget / 6)
        out[f"random hands/s {v}"] = 1 / t
    return out


def w_bot(args) -> dict:
    """Hands per second of the trick bot at every seat (`play_hand`: its reasons are made true only when
    read, so this is the bots' play; `reasons` measures reading them)."""
    from hwtutor.bots.trick_bot import play_hand
    from hwtutor.rules.deal import random_deal
    from hwtutor.rules.variants import VARIANTS
    out = {}
    for v in TRICK:
        rs = VARIANTS[v]
        t, _ = _budget_loop(lambda i, rs=rs: play_hand(rs, random_deal(rs, random.Random(i)), random.Random(i)),
                            args.budget / len(TRICK))
        out[f"bot hands/s {v}"] = 1 / t
    return out


def w_decide(args) -> dict:
    """Hands per second of the trick bot's decisions alone, at every seat: `trick_bot.decide` where the
    tree has it (since issue 20, `choose` also checks each claim of its reason by sampling deals,
    claims.py), else `choose` (before issue 20, the same decision with its reason unchecked)."""
    from hwtutor.bots import trick_bot
    from hwtutor.rules.deal import random_deal
    from hwtutor.rules.game import new_game
    from hwtutor.rules.variants import VARIANTS
    decide = getattr(trick_bot, "decide", None) or trick_bot.choose

    def hand(rs, i: int) -> None:
        g, rng = new_game(rs, random_deal(rs, random.Random(i))), random.Random(i)
        while not g.over:
            g.apply(decide(g, rng)[0])

    out: dict = {"_decision": "the heuristic's action, its reason unchecked"}
    for v in TRICK:
        t, _ = _budget_loop(lambda i, rs=VARIANTS[v]: hand(rs, i), args.budget / len(TRICK))
        out[f"bot decisions hands/s {v}"] = 1 / t
    return out


def w_reasons(args) -> dict:
    """Hands per second of the trick bot at every seat with every reason read as a player would (since
    issue 20 each claim is reread against the seat's knowledge by sampling deals, claims.py). A tree
    whose `play_hand` returns plain reasons reads them at no cost: compare it with `bot`, not across trees."""
    from hwtutor.bots.trick_bot import play_hand
    from hwtutor.rules.deal import random_deal
    from hwtutor.rules.variants import VARIANTS

    def hand(rs, i: int) -> None:
        _, reasons, _ = play_hand(rs, random_deal(rs, random.Random(i)), random.Random(i))
        list(reasons)

    out: dict = {"_decision": "play_hand, then every reason read"}
    for v in TRICK:
        t, _ = _budget_loop(lambda i, rs=VARIANTS[v]: hand(rs, i), args.budget / len(TRICK))
        out[f"bot+reasons hands/s {v}"] = 1 / t
    return out


def _random_policy(g, rng):
    return rng.choice(g.legal_actions())


def w_simulate(args) -> dict:
    """Simulate from a position: copy the game at the first lead of a Taihu hand and play it
    out with random legal actions; actions per second, copies included. The same calls on
    both trees: `copy()` and a plain loop of legal_actions + apply (a tree's faster `clone()`
    or `selfplay.playout` would measure a different API, not the same work done faster)."""
    from hwtutor.rules.deal import random_deal
    from hwtutor.rules.game import new_game
    from hwtutor.rules.variants import VARIANTS
    out: dict = {"_api": "copy + legal_actions + apply"}
    for v in ("taihu", "duxiao"):
        rs = VARIANTS[v]
        rng = random.Random(3)
        g = new_game(rs, random_deal(rs, rng))
        while g.phase not in ("play", "done"):
            g.apply(_random_policy(g, rng))
        if g.phase == "done":
            raise SystemExit("the position ended before play")
        done = [0]

        def one(i, g=g, done=done):
            c = g.copy()
            r = random.Random(i)
            while not c.over:
                c.apply(_random_policy(c, r))
                done[0] += 1
        t, n = _budget_loop(one, args.budget / 2)
        out[f"simulate actions/s {v}"] = done[0] / (t * n)
    return out


# Hearts trump at level 2: above the natural hearts come the heart 5, the jokers, the
# advisors (H3, D3) and the level cards; the dealer holds every copy of the six top groups.
_TOP = ["H5", "BJ", "LJ", "H3", "D3", "H2"]
_REST = ["HA", "HK", "HQ", "HJ", "H10", "H9", "H8", "H7", "H6", "H4", "S2", "C2", "D2"]


def _follow_position(variant: str, trumps: int):
    """The follower's turn after an unbeatable six-triple trump throw; the follower holds
    `trumps` trumps (pairs/triples, long tractors), side cards fill the hand. Returns
    (game, a shaped legal follow)."""
    from hwtutor.rules.actions import Play
    from hwtutor.rules.cards import cards
    from hwtutor.rules.position import start_play
    from hwtutor.rules.variants import VARIANTS
    rs = VARIANTS[variant]
    d = rs.decks
    times = lambda codes: " ".join(c for c in codes for _ in range(d))  # noqa: E731
    follower = list(cards(times(_REST)))[:trumps]
    g, _ = start_play(rs, {0: times(_TOP), 1: follower}, trump="H", dealer=0, level="2", seed=7,
                      avoid={1: times(_REST)})
    g.apply(Play(0, tuple(cards(times(_TOP)))))
    assert [e.id for e in g.current.events] == ["throw"], "the worst-case throw must stand"
    legal = next(a for a in g.legal_actions() if isinstance(a, Play))
    assert g.check(legal).ok
    return g, legal


def w_follow(args) -> dict:
    """Worst-case follow check (3 decks, six-triple throw vs a hand full of trumps), µs per
    check, and its growth with the trumps held: 13, 26, 39 of a 52-card (jiande) hand."""
    out = {}
    g, legal = _follow_position("zhejiang-3", 39)
    t, _ = _budget_loop(lambda i: g.check(legal), args.budget / 4, 50)
    out["worst follow µs zhejiang-3 (39 trumps)"] = t * 1e6
    for k in (13, 26, 39):
        g, legal = _follow_position("jiande", k)
        t, _ = _budget_loop(lambda i, g=g, legal=legal: g.check(legal), args.budget / 4, 50)
        out[f"worst follow µs jiande ({k} trumps of 52)"] = t * 1e6
    return out


def _startup(cmd: list[str], cwd: str) -> tuple[float, float]:
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - t
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime


def w_startup(args) -> dict:
    """`python -m hwtutor --help` beside `python -c "import click"`, alternated, medians of 10."""
    walls = {"help": [], "click": []}
    cpus = {"help": [], "click": []}
    cmds = {"help": [sys.executable, "-m", "hwtutor", "--help"], "click": [sys.executable, "-c", "import click"]}
    for _ in range(10):
        for k, cmd in cmds.items():
            w, c = _startup(cmd, str(args.tree))
            walls[k].append(w)
            cpus[k].append(c)
    med = {k: statistics.median(v) for k, v in walls.items()}
    cpu = {k: statistics.median(v) for k, v in cpus.items()}
    return {"--help ms (wall)": med["help"] * 1e3, "import click ms (wall)": med["click"] * 1e3,
            "--help / import click (wall)": med["help"] / med["click"],
            "--help / import click (CPU)": cpu["help"] / cpu["click"] if cpu["click"] else float("nan")}


WORKLOADS = {"check": w_check, "replay": w_replay, "random": w_random, "bot": w_bot, "reasons": w_reasons,
             "decide": w_decide, "simulate": w_simulate, "follow": w_follow, "startup": w_startup}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tree", type=Path, required=True, help="the source tree whose hwtutor is measured")
    ap.add_argument("workload", choices=sorted(WORKLOADS) + ["make-corpus"])
    ap.add_argument("--corpus", type=Path, help="directory of records (check, replay, make-corpus)")
    ap.add_argument("--per-variant", type=int, default=125, help="make-corpus: records per trick variant")
    ap.add_argument("--budget", type=float, default=4.0, help="CPU seconds a workload aims for")
    args = ap.parse_args(argv)
    args.tree = args.tree.resolve()
    sys.path.insert(0, str(args.tree))
    if args.workload == "make-corpus":
        print(json.dumps(make_corpus(args.corpus, args.per_variant)))
        return 0
    print(json.dumps(WORKLOADS[args.workload](args)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
