"""A review of one seat's decisions over a hand: what each choice was worth, and what would have done better.

`review(rules, deal, actions, seats, depth)` replays the hand; at each decision of a
reviewed seat that had a choice it estimates the played action and the alternatives from that
seat's knowledge only (search.evaluate over `depth` sampled deals, the same deals and rollout
seeds for every candidate: the choices a player would weigh, choices.pool, screened and the few that
can matter kept; more deals, up to MORE times the depth, where a mark is in doubt, and only for the choices
still in doubt: `estimates`; a decision before the play screened over CONTRACT times the depth: `budget_of`),
and flags a mistake
by its expected loss in the game's own currency (value.review_unit: Taihu levels "?" from 0.5,
"??" from 1.5; game points "?" from 1, "??" from 3) and, in the trick variants after the auction,
in the card-point margin over par as a second currency ("?" from 5, "??" from 15), compared with
the choices no worse in the game's own. A mark needs the loss less Z standard errors of the paired
differences to clear its threshold. `suggest` is the table's hint: the candidate this evaluation
judges mildest, so the review never marks a hinted play. Pure: no I/O; records and notes are the
replay floor's business (hwtutor/replay/annotate.py).
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal

from ..rules.actions import Action, Play
from ..rules.deal import Deal
from ..rules.game import Game, new_game
from ..rules.messages import Msg, Seat, msg, suit_term, term
from ..rules.trick.game import TrickGame
from ..rules.variants import RuleSet
from . import choices
from .cause import cause, void_trick
from .choices import keep
from .knowledge import knowledge
from .search import Budget, Estimate, action_key, action_msg, evaluate, fmt_value, heuristic, told
from .value import review_unit

DEFAULT_DEPTH = 8
CANDIDATES = 4   # the searching bot's own candidates among the screened choices (choices.pool)
MARKS = {"unit.card-points": (5.0, 15.0), "unit.game-points": (1.0, 3.0), "unit.levels": (0.5, 1.5)}  # ?, ??
GOOD_WITHIN = {"unit.card-points": 1.0, "unit.game-points": 0.2, "unit.levels": 0.1}  # within this of the best


@dataclass
class Decision:
    at: int                      # the action's index in the record (0-based, as [[notes]] at)
    seat: int
    played: Estimate
    best: Estimate               # the best estimate (possibly the played one)
    others: list[Estimate]       # every other candidate searched, best first
    loss: float                  # best - played, in the review currency (>= 0)
    unit: str                    # the catalog term of the currency
    mark: str = ""               # "", "?" or "??"
    context: list[Msg] = field(default_factory=list)
    cause: Msg | None = None     # a marked decision's main cause, in words (cause.py)

    @property
    def verdict(self) -> str:
        """The record's note verdict (record-format.md): good | inaccuracy | mistake | blunder."""
        if self.mark == "??":
            return "blunder"
        if self.mark == "?":
            return "mistake"
        return "good" if self.loss <= GOOD_WITHIN[self.unit] else "inaccuracy"


def currency(unit: str, e: Estimate) -> float:
    return e.point_mean if unit == "unit.card-points" else e.main


def _values(unit: str, e: Estimate) -> list[float]:
    return e.points if unit == "unit.card-points" else e.mains


def paired(unit: str, best: Estimate, played: Estimate) -> tuple[float, float]:
    """(mean, standard error) of best - played over the same sampled deals (common random numbers)."""
    diffs = [b - p for b, p in zip(_values(unit, best), _values(unit, played))]
    n = len(diffs)
    if n == 0:
        return 0.0, 0.0
    mean = sum(diffs) / n
    if n < 2:
        return mean, 0.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


def clear_loss(unit: str, played: Estimate, best: Estimate) -> bool:
    """Is the loss beyond one standard error of the paired differences (the same deals for both)?"""
    mean, se = paired(unit, best, played)
    return len(played.scores) < 2 or mean > se


Z = 2.0          # a mark needs the loss minus Z standard errors to clear its threshold
# Where a mark is in doubt, up to MORE times the depth in sampled deals: a loss near a threshold needs them
# (a 7-point gift in Zhejiang varies by about 15 card points a deal, a Taihu play by 40-70), and most
# decisions settle long before (benchmarks/README.md, "Planted mistakes").
MORE = 24
FEW = 8          # fewer sampled deals than this are always in doubt
HOPE = 1.0       # in doubt while the loss plus HOPE standard errors could clear a threshold at the most deals
# A decision before the play (a trick game's auction, trump, showing, burial and call; a climbing game's
# declaration): a handful a hand, each deciding the whole hand, with the widest spread (a burial's paired
# difference varies by 40-60 card points a deal); the strong bot's own contract budget is 3 times its play's too.
CONTRACT = 3     # screened over CONTRACT times the depth


def budget_of(g: Game, depth: int) -> tuple[int, int]:
    """(screen, most): the sampled deals every candidate is screened over, and the most the kept ones may
    take where a mark is in doubt."""
    return (depth * CONTRACT if g.phase != "play" else depth), MORE * depth


def units_of(g: Game) -> tuple[str, ...]:
    """The currencies a decision is valued in, the game's own first (value.review_unit): in the trick
    variants' burial, call and play the card-point margin over par too (a second currency: a settled
    contract is still played for points); the auction and the showing only in the game's own (the
    margin is counted from the bid they decide)."""
    main = review_unit(g)
    if g.rules.family == "trick" and g.phase not in ("bid", "show", "trump"):
        return (main, "unit.card-points")
    return (main,)


def _bests(units: tuple[str, ...], ests: list[Estimate], me: Estimate) -> dict[str, Estimate]:
    """Per currency, the best choice to compare `me` with: in the game's own currency the best of all; in
    the card-point margin the best of the choices no worse than `me` in the game's own currency (within
    GOOD_WITHIN), so that points never pay for a loss in the game's own. Ties go to the earlier one."""
    main = units[0]
    top = max(currency(main, e) for e in ests)
    out = {main: next(e for e in ests if currency(main, e) == top)}
    floor = currency(main, me) - GOOD_WITHIN[main]
    for u in units[1:]:
        group = [e for e in ests if currency(main, e) >= floor]
        hi = max(currency(u, e) for e in group)
        out[u] = next(e for e in group if currency(u, e) == hi)
    return out


def verdict(units: tuple[str, ...], ests: list[Estimate], me: Estimate) -> tuple[str, float, str, Estimate]:
    """(unit, loss, mark, best) of the choice `me` among `ests`: the currency whose mark is the most
    severe speaks (then the larger loss over its ? threshold); a mark needs the loss less Z standard
    errors of the paired differences to clear the threshold."""
    rows: list[tuple[int, float, str, float, str, Estimate]] = []
    for u, b in _bests(units, ests, me).items():
        loss = max(0.0, currency(u, b) - currency(u, me))
        mark = "" if b is me else mark_for(u, paired(u, b, me)[0] - Z * paired(u, b, me)[1])
        rows.append((len(mark), loss / MARKS[u][0], u, loss, mark, b))
    _, _, unit, loss, mark, best = max(rows, key=lambda r: (r[0], r[1]))
    return unit, loss, mark, (best if loss > 1e-9 else me)


def _doubtful(units: tuple[str, ...], ests: list[Estimate], most: int) -> tuple[set[int], set[int]]:
    """(in doubt, compared with): would more sampled deals change a mark? For some choice and the one it
    would be compared with in a currency (`_bests`), a threshold lies above the loss less Z standard
    errors (not marked yet) but the loss plus HOPE standard errors would clear it at `most` deals (the
    standard error shrinking as the root of the deals): the ids of both choices of every such pair, and
    the ids of every choice some other is compared with. A property of the whole set, whichever choice
    was played, so the hint and the review sample alike; a loss that could not be marked even then is not
    worth the deals."""
    n = len(ests[0].scores)
    every = {id(e) for e in ests}
    if n < FEW:
        return every, every  # too few deals to trust a standard error
    shrink = (n / max(n, most)) ** 0.5
    doubt: set[int] = set()
    compared: set[int] = set()
    for me in ests:
        for u, e in _bests(units, ests, me).items():
            if e is me:
                continue
            compared.add(id(e))
            mean, se = paired(u, e, me)
            if se > 0 and any(mean - Z * se < t <= mean + (HOPE - Z * shrink) * se for t in MARKS[u]):
                doubt |= {id(me), id(e)}
    return doubt, compared


def estimates(g: Game, seat: int, cands: list[Action | None], rng: random.Random, depth: int,
              must: Action | None = None) -> tuple[list[Estimate], list[Estimate]]:
    """(kept, dropped): the candidates screened over the depth's sampled deals (`budget_of`), the few that
    can matter for a mark kept (choices.keep; `must`, the played action, always), then, while a mark is in
    doubt, the kept ones still in question over more deals (the same deals and rollout seeds for every
    candidate, drawn from `rng` in turn: deal i is the same for every choice that has it, and the same set
    of candidates gives the same estimates in any order, so the hint and the review agree). A choice that
    leaves the doubt's sampling joins the dropped ones with the deals it has. Both lists keep the order of
    `cands`."""
    units = units_of(g)
    screen, most = budget_of(g, depth)
    ests = evaluate(g, seat, cands, rng, Budget(screen, len(cands), None))
    chosen = {id(e) for e in keep(units[0], ests, currency)}
    must_ids = {id(e) for e in ests if must is not None and action_key(e.action) == action_key(must)}
    chosen |= must_ids
    kept = [e for e in ests if id(e) in chosen]
    while len(kept[0].scores) < most and len(kept) > 1:
        doubt, compared = _doubtful(units, kept, most)
        if not doubt:
            break
        # a sequential test: a choice in no pair in doubt, that no other is compared with (and not the
        # played one) is settled, and leaves the comparison with the deals it has
        chosen = {id(e) for e in kept if id(e) in doubt | compared or id(e) in must_ids}
        kept = [e for e in kept if id(e) in chosen]
        step = min(max(2, screen // 2, len(kept[0].scores) // 2), most - len(kept[0].scores))
        more = evaluate(g, seat, [e.action for e in kept], rng, Budget(step, len(kept), None))
        for e, m in zip(kept, more):
            e.scores += m.scores
            e.mains += m.mains
            e.points += m.points
            e.tricks += m.tricks
    dropped = [e for e in ests if id(e) not in chosen]
    return kept, dropped


def mark_for(unit: str, loss: float) -> str:
    q, qq = MARKS[unit]
    return "??" if loss >= qq else "?" if loss >= q else ""


def review(rules: RuleSet, deal: Deal, actions: list[Action], seats: set[int], depth: int = DEFAULT_DEPTH,
           seed: int = 0, progress: Callable[[int, int], None] | None = None,
           cands: int = CANDIDATES) -> list[Decision]:
    """Every reviewed decision of `seats`, in order. Stops at the first action the engine refuses."""
    g = new_game(rules, deal)
    todo = [i for i, a in enumerate(actions) if a.seat in seats]
    out: list[Decision] = []
    done = 0
    for i, a in enumerate(actions):
        if g.over or not g.can(a):
            break
        if a.seat in seats:
            d = decide(g, a, i, depth, seed, cands)
            if d is not None:
                out.append(d)
            done += 1
            if progress is not None:
                progress(done, len(todo))
        g.apply(a)
    return out


def _rng(seed: int, at: int) -> random.Random:
    return random.Random(f"hwtutor-review:{seed}:{at}")


def _pool(g: Game, seat: int, rng: random.Random, k: int) -> tuple[Action | None, Msg, list[Action | None]]:
    """The heuristic's choice and reason, and the candidates compared at this decision: the same set
    whatever was played (the played action joins it when it is not among them), so that the hint,
    which suggests the best of this set, and the review of the hinted play read the same estimates."""
    base, why = heuristic(g.copy(), random.Random(rng.getrandbits(32)), seat)
    return base, why, choices.pool(g, seat, base, k)


def _has_choice(g: Game, seat: int) -> bool:
    legal = [x for x in g.legal_actions() if x.seat == seat]
    return len(legal) > 1 or (g.rules.family == "climb" and g.phase == "declare")


def decide(g: Game, played: Action, at: int, depth: int, seed: int, k: int = CANDIDATES) -> Decision | None:
    """The review of one decision (None when the seat had no choice)."""
    seat = played.seat
    rng = _rng(seed, at)
    _, _, pool = _pool(g, seat, rng, k)
    alts = [c for c in pool if action_key(c) != action_key(played)]
    if not alts or not _has_choice(g, seat):
        return None
    cands = [played] + alts
    ests, dropped = estimates(g, seat, cands, rng, depth, must=played)
    me = ests[0]
    unit, loss, mark, best = verdict(units_of(g), ests, me)
    ranked = sorted(ests, key=lambda e: -currency(unit, e)) + sorted(dropped, key=lambda e: -currency(unit, e))
    d = Decision(at, seat, me, best, [e for e in ranked if e is not me], loss, unit, mark)
    if mark and best is not me:
        d.cause = cause(g, seat, played, best.action, unit, random.Random(f"hwtutor-cause:{seed}:{at}"))
    d.context = context(g, d)
    return d


def suggest(g: Game, seat: int, at: int, depth: int = DEFAULT_DEPTH, seed: int = 0,
            k: int = CANDIDATES) -> tuple[Action | None, Msg]:
    """The table's hint for `seat` before the action at index `at` of the hand: the candidate the review
    rates best at this budget (the same deals, seeds and candidates as `decide`, so the review of the
    hinted play finds no better choice and never marks it). Its reason: the heuristic's own, its claims
    made true (claims.py), when that is the best; else what the evaluation found."""
    rng = _rng(seed, at)
    base, why, pool = _pool(g, seat, rng, k)
    if len(pool) <= 1 or not _has_choice(g, seat):
        return told(g, base, why)
    ests, dropped = estimates(g, seat, pool, rng, depth)
    units = units_of(g)

    def judged(e: Estimate) -> tuple[int, float]:
        """How the review would judge this choice: the mildest, then the smallest loss."""
        u, loss, mark, _ = verdict(units, ests, e)
        return (len(mark), loss / MARKS[u][0])
    best = min(ests, key=judged)
    unit = units[0]
    if action_key(best.action) == action_key(base):
        return told(g, base, why)
    mine = next(e for e in ests + dropped if action_key(e.action) == action_key(base))
    common = dict(action=action_msg(g.rules, best.action), n=len(best.scores), k=len(ests) + len(dropped),
                  value=fmt_value(currency(unit, best)), unit=term(unit), base=action_msg(g.rules, base),
                  base_value=fmt_value(currency(unit, mine)))
    screen = min(len(e.scores) for e in ests + dropped)
    if screen < len(best.scores):  # the dropped choices saw only the screening deals: say so
        return best.action, msg("bot.hint.best-screened", **common, screen=screen, kept=len(ests))
    return best.action, msg("bot.hint.best", **common)


def context(g: Game, d: Decision) -> list[Msg]:
    """Rule context a player can check, only where it agrees with the verdict: for a marked play, how often
    each choice won the trick for the side (when the better one won it more often), and the voids shown
    in the suit led (unless the cause already names the ruff)."""
    out: list[Msg] = []
    if not isinstance(g, TrickGame) or g.phase != "play" or not d.mark:
        return out
    p, b = d.played, d.best
    if p.trick_rate is not None and b is not p and b.trick_rate is not None and b.trick_rate > p.trick_rate:
        out.append(msg("review.trick", played=action_msg(g.rules, p.action), pct=round(100 * p.trick_rate),
                       best=action_msg(g.rules, b.action), best_pct=round(100 * b.trick_rate)))
    trick = g.current
    ruff = d.cause is not None and d.cause.key.startswith("cause.ruffed")
    if not ruff and (trick is None or not trick.plays) and isinstance(p.action, Play) and p.action.cards:
        suit = g.known_order.esuit(p.action.cards[0])
        if suit != "T":
            k = knowledge(g, d.seat)
            for s in sorted(x for x in k.voids if x >= 0 and suit in k.voids[x]):
                shown = void_trick(g, s, suit)
                if shown:
                    out.append(msg("review.void", seat=Seat(s), suit=suit_term(suit), trick=shown))
    return out


def shown_gap(best: str, played: str) -> str:
    """How much more the best choice averages, from the two figures as the line shows them (fmt_value's
    one decimal): "+1.0" and "+0.1" say 0.9 more, though the unrounded loss 0.98 would read 1.0."""
    gap = Decimal(best) - Decimal(played)
    return f"{gap:.1f}"


def note_msg(rules: RuleSet, d: Decision) -> Msg:
    """The review's line for one decision (shown in the terminal and written as the note's text)."""
    def cur(e: Estimate) -> float:
        return currency(d.unit, e)
    mark = term("review.mark." + ("qq" if d.mark == "??" else "q")) if d.mark else ""
    value = fmt_value(cur(d.played))
    common = dict(mark=mark, played=action_msg(rules, d.played.action), value=value, unit=term(d.unit),
                  n=len(d.played.scores))
    if d.best is d.played:
        return msg("review.best", **common)
    best_value = fmt_value(cur(d.best))
    line = msg("review.worse", **common, best=action_msg(rules, d.best.action), best_value=best_value,
               loss=shown_gap(best_value, value))
    return msg("review.because", line=line, cause=d.cause) if d.cause is not None else line
