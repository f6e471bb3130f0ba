"""A searching bot: determinized (perfect-information) Monte Carlo over the heuristic bots.

At each decision the seat samples deals of the hidden cards consistent with what
it knows (knowledge.py), plays each candidate out to the end of the hand with the
fast policy (playout.py) in every sampled deal, and picks the best average of
`value.score` (the variant's currency, card points as a tie-break) among the
candidates that beat the heuristic's own choice by more than one standard error
of the paired differences (`pick`), else keeps the heuristic's choice, and never
gives the other side points on a trick it takes whatever is played (margin.py). Every
candidate meets the same sampled deals and the same rollout seeds (common random
numbers), so the comparison is fair even with few samples.

`choose(game, rng, seat=None, level="strong", seconds=None) -> (action, reason)`;
level "easy" is the heuristic bot itself. Candidates come from
`game.legal_actions()` (structurally distinct), pruned to a handful: the
heuristic's own choice first, then choices spread over the listing. The bot sees
only `knowledge(game, seat)`: replacing the other hands by any consistent ones
gives the same decision for the same rng.
"""
from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Protocol, TypeVar

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Declare, Pass, Play, Show, XuanCall
from ..rules.cards import Card
from ..rules.climb.game import ClimbGame
from ..rules.game import Game
from ..rules.messages import Msg, msg, suit_term, term
from ..rules.trick.game import TrickGame
from ..rules.variants import RuleSet
from . import climb_bot, trick_bot
from .claims import truthful
from .knowledge import clone, knowledge, sample_world
from .margin import cheaper_loser
from .playout import Declined, play_out
from .seen import share
from .trick_reading import TrickReading
from .value import score, unit, worth

LEVELS = ("easy", "normal", "strong")

_T = TypeVar("_T")


@dataclass(frozen=True)
class Budget:
    samples: int            # sampled deals at most
    cands: int              # candidates searched at most
    seconds: float | None   # stop sampling after this long (at least MIN_SAMPLES deals)
    contract: Budget | None = None  # the trick games before the play (bid, trump, show, bury, call)
    # what `seconds` is counted on: the wall clock at the table; a benchmark sharing the machine counts
    # the process's CPU time, so the load does not weaken the bot (not part of the budget's identity)
    clock: Callable[[], float] = field(default=time.perf_counter, repr=False, compare=False)

    def limited(self, seconds: float | None) -> Budget:
        """The same budget with another time limit (None: none), the contract's included."""
        return replace(self, seconds=seconds, contract=self.contract and self.contract.limited(seconds))

    def clocked(self, clock: Callable[[], float]) -> Budget:
        """The same budget with its time limits counted on `clock`, the contract's included."""
        return replace(self, clock=clock, contract=self.contract and self.contract.clocked(clock))

    def for_phase(self, game: Game) -> Budget:
        """A trick game's decisions before the play (a handful a hand, each deciding who must
        make how many points) take the contract budget where there is one."""
        if self.contract is not None and game.rules.family == "trick" and game.phase != "play":
            return self.contract
        return self


# strong searches the contract decisions wider and deeper: measured against valuations with 24
# sampled deals per action (benchmarks/README.md, "what limits strength"), zhejiang-2's bids, trump
# and burial leave 5-10 times more per decision than a play, and 6 samples x 3 candidates take
# less than half of it
BUDGETS = {"normal": Budget(6, 3, 0.25), "strong": Budget(16, 4, 1.0, contract=Budget(48, 6, 3.0))}
MIN_SAMPLES = 2


@dataclass
class Estimate:
    action: Action | None           # None: stay silent (xuan declarations)
    scores: list[float] = field(default_factory=list)
    mains: list[float] = field(default_factory=list)
    points: list[float] = field(default_factory=list)
    tricks: list[bool] = field(default_factory=list)  # my side won the current trick (trick play only)

    @staticmethod
    def _mean(xs: list[float]) -> float:
        return sum(xs) / len(xs) if xs else 0.0

    @property
    def mean(self) -> float:
        return self._mean(self.scores)

    @property
    def main(self) -> float:
        return self._mean(self.mains)

    @property
    def point_mean(self) -> float:
        return self._mean(self.points)

    @property
    def trick_rate(self) -> float | None:
        return self._mean([1.0 if t else 0.0 for t in self.tricks]) if self.tricks else None


def heuristic(game: Game, rng: random.Random, seat: int | None = None) -> tuple[Action | None, Msg]:
    """The heuristic bot's action and rule of thumb (unchecked: `told` makes its claims true)."""
    if isinstance(game, ClimbGame):
        return climb_bot.choose(game, rng, seat)
    return trick_bot.decide(game, rng)


def told(game: Game, a: Action | None, why: Msg) -> tuple[Action | None, Msg]:
    """The heuristic's reason as a player reads it: every claim true from the seat's knowledge (claims.py)."""
    if game.rules.family == "trick":
        return a, truthful(game, a, why)
    return a, why


def choose(game: Game, rng: random.Random | None = None, seat: int | None = None, level: str = "strong",
           seconds: float | None = -1.0, budget: Budget | None = None) -> tuple[Action | None, Msg]:
    """The bot's action for `seat` (default: the seat to act), and why. `seconds=-1`: the level's time budget."""
    rng = rng or random.Random(0)
    if game.over or game.to_act is None:
        raise ValueError("the hand is over")
    seat = game.to_act if seat is None else seat
    if level == "easy":
        return told(game, *heuristic(game, rng, seat))
    base, why = heuristic(game, random.Random(rng.getrandbits(32)), seat)
    b = budget or BUDGETS[level]
    if seconds is None or seconds >= 0:
        b = b.limited(seconds)
    b = b.for_phase(game)
    cands = candidates(game, seat, base, b.cands)
    if len(cands) <= 1:
        return told(game, base, why)
    ests = evaluate(game, seat, cands, rng, b)
    best = pick(ests)
    gift = cheaper_loser(game, best.action, game.legal_actions()) if isinstance(game, TrickGame) else None
    if gift is not None:  # no gifts: the trick is the other side's whatever is played (margin.py)
        return gift, msg("bot.margin.no-gift", action=action_msg(game.rules, gift))
    return best.action, explain(game, best, ests)


Z = 1.0  # how many standard errors a candidate must beat the heuristic's choice by


def pick(ests: list[Estimate], z: float = Z) -> Estimate:
    """The best estimate that beats the heuristic's own choice (ests[0]) by more than `z` standard errors of
    the paired differences (same deals, same seeds), else the heuristic's choice: with few sampled deals
    the highest mean is often the luckiest, and a bold choice (a xuan 独, a high bid) the noisiest."""
    base = ests[0]
    best, best_gain = base, 0.0
    for e in ests[1:]:
        diffs = [a - b for a, b in zip(e.scores, base.scores)]
        n = len(diffs)
        if n < 2:
            continue
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > z * (var / n) ** 0.5 and mean > best_gain:
            best, best_gain = e, mean
    return best


# ------------------------------------------------------------------ candidates
def action_key(a: Action | None) -> Hashable:
    """What makes two actions structurally the same: the same kind and the same arguments (every field of the
    action), the cards as a multiset. Its text is the same in every process (cards hash by identity, so a
    set of them would print in an order that depends on memory addresses): `keep` breaks ties by it."""
    if a is None:
        return None
    return (type(a).__name__, *(_arg_key(getattr(a, f.name)) for f in fields(a)))


def _arg_key(value: object) -> object:
    if isinstance(value, tuple) and all(isinstance(c, Card) for c in value):
        counts = Counter(value)
        return tuple(sorted(((c.code, n) for c, n in counts.items()), key=lambda kv: kv[0]))
    return value


def _spread(items: Sequence[_T], k: int) -> list[_T]:
    """k items spread evenly over the list, the ends included."""
    if len(items) <= k:
        return list(items)
    if k == 1:
        return [items[0]]
    return [items[round(i * (len(items) - 1) / (k - 1))] for i in range(k)]


def candidates(game: Game, seat: int, base: Action | None, k: int) -> list[Action | None]:
    """The heuristic's choice first, then up to k-1 structurally distinct alternatives."""
    legal = [a for a in game.legal_actions() if a.seat == seat]
    pool: Sequence[Action | None]
    if isinstance(game, ClimbGame):
        pool = _climb_pool(game, seat, legal)
    else:
        pool = _trick_pool(game, seat, legal)
    out: list[Action | None] = [base]
    seen = {action_key(base)}
    for a in _spread(pool, k + 2):
        if len(out) >= k:
            break
        if action_key(a) not in seen:
            seen.add(action_key(a))
            out.append(a)
    return out


def _trick_pool(game: TrickGame, seat: int, legal: list[Action]) -> Sequence[Action]:
    if game.phase == "play":
        p = TrickReading(game)
        plays = [a for a in legal if isinstance(a, Play)]
        return sorted(plays, key=lambda a: (sum(p.value(c) for c in a.cards) / len(a.cards), len(a.cards)))
    if game.phase == "bid":
        pool: list[Action] = [a for a in legal if isinstance(a, Pass)]
        return pool + sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
    return legal


def _climb_pool(game: ClimbGame, seat: int, legal: list[Action]) -> Sequence[Action | None]:
    if game.phase == "declare" and game.xuan:
        calls: list[Action | None] = [a for a in legal if isinstance(a, XuanCall)]
        leads = [a for a in legal if isinstance(a, Play)]
        return calls + (_spread(leads, 3) if leads else [None])
    if game.phase == "declare":
        return legal
    passes: list[Action | None] = [a for a in legal if isinstance(a, Pass)]
    from ..rules.climb.patterns import Pattern, classify

    def top(a: Play) -> int:
        pat = classify(a.cards, game.order)  # every legal play is a pattern
        return pat.top if isinstance(pat, Pattern) else 0

    plays = sorted((a for a in legal if isinstance(a, Play)), key=lambda a: (top(a), -len(a.cards)))
    return passes + plays


# ------------------------------------------------------------------ search
def _start(w: Game, seat: int, cand: Action | None) -> Declined:
    """Apply a candidate in a sampled world; return the declarations it declines (xuan silence or lead)."""
    declined: Declined = set()
    if isinstance(w, ClimbGame) and w.xuan and w.phase == "declare" and not isinstance(cand, XuanCall):
        from ..rules.climb.declare_xuan import MOMENTS
        declined = {(kd, seat) for kd in MOMENTS[w.moment:] if w.can(XuanCall(seat, kd))}
    if cand is not None:
        w.apply(cand)
    return declined


def evaluate(game: Game, seat: int, cands: list[Action | None], rng: random.Random, budget: Budget,
             progress: Callable[[int], object] | None = None) -> list[Estimate]:
    """Estimates of each candidate over the same sampled deals (at most budget.samples, within budget.seconds)."""
    k = knowledge(game, seat)
    ests = [Estimate(c) for c in cands]
    # in a trick game's play, each estimate also counts whether the seat's side takes the trick in progress
    playing = game if isinstance(game, TrickGame) and game.phase == "play" and game.current else None
    trick_no = playing.known_trick.number if playing is not None else None
    clock = budget.clock
    t0 = clock()
    for i in range(budget.samples):
        spent = clock() - t0
        if budget.seconds is not None and i >= MIN_SAMPLES and spent + spent / i > budget.seconds:
            break
        world = sample_world(game, seat, rng, k)
        seed = rng.getrandbits(32)
        for e in ests:
            w = clone(world)
            if playing is not None and isinstance(w, TrickGame):  # a sample of a trick game is one
                share(playing, w)
            declined = _start(w, seat, e.action)
            play_out(w, random.Random(seed), declined)
            e.scores.append(score(w, seat))
            wo = worth(w, seat)
            e.mains.append(wo.main)
            e.points.append(wo.points)
            if trick_no is not None and isinstance(w, TrickGame) and len(w.tricks) >= trick_no:
                taker = w.tricks[trick_no - 1].winner
                if taker is not None:
                    e.tricks.append(w.side_of(taker) == w.side_of(seat))
        if progress is not None:
            progress(i + 1)
    return ests


# ------------------------------------------------------------------ reasons
def action_msg(rules: RuleSet, a: Action | None) -> Msg:
    """What the action is, as a player reads it (no seat, no hidden card)."""
    if a is None:
        return msg("bot.act.silent")
    if isinstance(a, Play):
        return msg("bot.act.play", cards=list(a.cards))
    if isinstance(a, Bid):
        return msg("bot.act.bid", amount=a.amount)
    if isinstance(a, Pass):
        return msg("bot.act.climb-pass" if rules.family == "climb" else "bot.act.pass")
    if isinstance(a, ChooseTrump):
        return msg("bot.act.trump", suit=suit_term(a.suit))
    if isinstance(a, Show):
        return msg("bot.act.show", cards=list(a.cards)) if a.cards else msg("bot.act.show-none")
    if isinstance(a, Bury):
        return msg("bot.act.bury", cards=list(a.cards))
    if isinstance(a, Call):
        return msg("bot.act.call", card=a.card)
    if isinstance(a, Declare):
        return msg("bot.act.declare", kind=term("decl." + a.kind))
    if isinstance(a, XuanCall):
        return msg("bot.act.declare", kind=term("xuan." + a.kind))
    return msg("bot.act.silent")


def fmt_value(v: float) -> str:
    s = f"{v:+.1f}"
    return "0" if s in ("+0.0", "-0.0") else s


def explain(game: Game, best: Estimate, ests: list[Estimate]) -> Msg:
    others = [e for e in ests if e is not best]
    alt = max(others, key=lambda e: e.mean)
    n = len(best.scores)
    common = dict(action=action_msg(game.rules, best.action), n=n, value=fmt_value(best.main),
                  unit=term(unit(game.rules)), alt=fmt_value(alt.main))
    if best is ests[0] and alt.mean > best.mean:  # kept: nothing beat the heuristic clearly
        return msg("bot.search.kept", **common)
    if game.rules.family == "climb":
        return msg("bot.search", **common)
    extra = dict(points=f"{best.point_mean:+.0f}", alt_points=f"{alt.point_mean:+.0f}")
    if best.trick_rate is not None:
        return msg("bot.search.trick", pct=round(100 * best.trick_rate), **common, **extra)
    return msg("bot.search.points", **common, **extra)


class SeatChooser(Protocol):
    """A bot as play.session.Match calls it: the action for `seat` (default: the seat to act), and why."""

    def __call__(self, game: Game, rng: random.Random | None = None,
                 seat: int | None = None) -> tuple[Action | None, Msg]: ...


def chooser(levels: dict[int, str], default: str = "easy", seconds: float | None = -1.0) -> SeatChooser:
    """A bot for play.session.Match, choose(game, rng, seat=None), at each seat's level (else `default`)."""
    def choose_at(game: Game, rng: random.Random | None = None, seat: int | None = None) -> tuple[Action | None, Msg]:
        s = game.to_act if seat is None else seat
        level = default if s is None else levels.get(s, default)  # None: the hand is over (choose says so)
        return choose(game, rng, seat, level, seconds)
    return choose_at


class LevelError(ValueError):
    """An unknown bot level in `--bot-level` or `--bots p2:LEVEL`; `msg` says so to the player."""

    def __init__(self, got: str):
        self.msg = msg("bot.bad-level", got=got[:20], choices=", ".join(LEVELS))
        super().__init__(got)


def parse_bot_levels(text: str | None, default: str = "easy") -> tuple[str, dict[str, str]]:
    """'p2:strong,p4' -> ('p2,p4', {'p2': 'strong', 'p4': default}); seat labels are checked by the caller."""
    if default not in LEVELS:
        raise LevelError(default)
    seats: list[str] = []
    levels: dict[str, str] = {}
    for part in (text or "").replace(" ", "").split(","):
        if not part:
            continue
        label, _, level = part.partition(":")
        level = level.lower() or default
        if level not in LEVELS:
            raise LevelError(level)
        seats.append(label)
        levels[label.lower().removeprefix("p")] = level
    return ",".join(seats), levels
