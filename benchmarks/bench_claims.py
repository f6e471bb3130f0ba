"""How often the bots' "sure" claims are false (issue 20, A): before and after hwtutor/bots/claims.py.

The heuristic bot plays whole hands at every seat of every trick variant (the same actions either
way: claims.py rereads only the reason). At each decision whose rule of thumb (`trick_bot.decide`)
says "a sure winner" / "nobody can beat it" / "win the trick" (bot.lead.top, bot.lead.throw,
bot.follow.win, bot.follow.win-high) the script asks, in the real deal, whether some continuation of
the trick beats the play (an oracle on the engine alone: each later seat's every legal play, the seats
between playing under it), and whether the published reason (`trick_bot.choose`, claims.py) still
says "sure". A claim is false when it says sure and the deal beats it.

    python benchmarks/bench_claims.py [--hands N]     # N hands per variant (default 20)
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hwtutor.bots.claims import truthful
from hwtutor.bots.trick_bot import decide
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.trick.resolve import resolve
from hwtutor.rules.variants import TRICK_VARIANTS, VARIANTS

SURE = ("bot.lead.top", "bot.lead.throw", "bot.follow.win", "bot.follow.win-high")


def _winner_so_far(w, tno):
    t = w.tricks[tno - 1]
    if t.winner is not None:
        return t.winner
    t = t.copy()
    resolve(t, w.order, w.rules, explain=False)
    return t.winner


def _after(x, a, tno):
    y = x.clone()
    y.apply(a)
    return _winner_so_far(y, tno)


def beaten(world, action) -> bool:
    w = world.clone()
    seat = action.seat
    tno = w.current.number if w.current is not None else len(w.tricks) + 1
    w.apply(action)
    t = w.tricks[tno - 1]
    if dict(t.plays)[seat] != tuple(action.cards) or _winner_so_far(w, tno) != seat:
        return True
    for j in range(w.rules.players - len(t.plays)):
        x = w.clone()
        for _ in range(j):
            under = [a for a in x.legal_actions() if _after(x, a, tno) == seat]
            if not under:
                return True
            x.apply(under[0])
        if any(_after(x, a, tno) != seat for a in x.legal_actions()):
            return True
    return False


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=20)
    args = ap.parse_args()
    print(f"{'variant':12} {'claims':>7} {'false before':>13} {'still sure':>11} {'false after':>12} {'ms/claim':>9}")
    tot = Counter()
    for v in TRICK_VARIANTS:
        rs = VARIANTS[v]
        c = Counter()
        spent = 0.0
        for seed in range(args.hands):
            g = new_game(rs, random_deal(rs, random.Random(seed)))
            rng = random.Random(seed)
            while not g.over:
                a, raw = decide(g, rng)
                if raw.key in SURE:
                    t0 = time.process_time()
                    told = truthful(g, a, raw)
                    spent += time.process_time() - t0
                    lost = beaten(g, a)
                    c["claims"] += 1
                    c["false before"] += lost
                    c["still sure"] += told.key in SURE
                    c["false after"] += lost and told.key in SURE
                g.apply(a)
        tot.update(c)
        ms = 1000 * spent / max(1, c["claims"])
        print(f"{v:12} {c['claims']:7} {c['false before']:13} {c['still sure']:11} {c['false after']:12} {ms:9.1f}")
    print(f"{'all':12} {tot['claims']:7} {tot['false before']:13} {tot['still sure']:11} {tot['false after']:12}")


if __name__ == "__main__":
    main()
