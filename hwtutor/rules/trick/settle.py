"""Settlement of a finished hand: card points, the bottom, red fives, game
points (Zhejiang / Jiande, R-21, R-22) and levels (Taihu, R-33..R-35)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import H5
from ..catalog import TERMS
from ..deal import TAIHU_LEVELS
from ..kinds import Scoring
from ..messages import Msg, Seat, msg
from ..settlement import ContractResult, LevelsResult, Redeal, Settlement
from ..verdict import Event

if TYPE_CHECKING:
    from .state import TrickState

# titles by cumulative game points (seed 000 §11): the threshold and the title's term (rules/catalog.py).
TITLES = ((0, "title.barefoot"), (5, "title.shoes"), (10, "title.bicycle"), (20, "title.tricycle"),
          (40, "title.truck"), (80, "title.minibus"), (144, "title.sedan"), (260, "title.motorhome"),
          (468, "title.tank"), (843, "title.glider"), (1517, "title.helicopter"), (2731, "title.airliner"),
          (4916, "title.fighter-jet"), (8849, "title.space-shuttle"), (15929, "title.spaceship"),
          (28672, "title.star-battleship"), (51610, "title.space-fortress"), (92898, "title.god"))


def title(points: int) -> str:
    """R-23: the term id of the highest title whose threshold the cumulative game points reach (below 0,
    the lowest)."""
    best = TITLES[0]
    for t in TITLES:
        if points >= t[0]:
            best = t
    return best[1]


def title_name(points: int, lang: str) -> str:
    """R-23: the title of the cumulative game points, in `lang`."""
    return TERMS[title(points)][lang]


def redeal() -> Redeal:
    """R-30: nobody showed a level card; the hand is dealt again."""
    return Redeal(events=[Event("redeal", msg("redeal"))])


def settle(g: TrickState) -> Settlement:
    return _settle_taihu(g) if g.rules.scoring is Scoring.LEVELS else _settle_bid(g)


def _settle_bid(g: TrickState) -> ContractResult:
    rs, d, bid, trump = g.rules, g.known_dealer, g.known_bid, g.known_trump
    ev: list[Event] = []
    dealer_pts = sum(t.points for t in g.tricks if t.winner == d)
    def_pts = sum(t.points for t in g.tricks if t.winner != d)
    bottom_pts = sum(c.points for c in g.bottom)
    if g.tricks[-1].winner == d:
        dealer_pts += bottom_pts
        ev.append(Event("bottom-won", msg("bottom-won.dealer", seat=Seat(d), points=bottom_pts), d))
    gp = dict.fromkeys(range(g.n), 0)
    adj = 0
    swing, pay = rs.opt("red5_swing"), rs.opt("red5_transfer")
    for t in g.tricks:
        for e in t.events:
            if e.id != "red5-captured":
                continue
            if e.seat == d:       # the dealer's heart 5 taken by a defender
                adj -= swing
                gp[d] -= pay
                gp[t.taker] += pay
            else:                 # a defender's heart 5 taken by the dealer
                adj += swing
                gp[_seat_of(e)] -= pay
                gp[d] += pay
    score = dealer_pts + adj - bid
    made = score >= 0
    base = rs.opt("base")
    for i in range(g.n):
        if i != d:
            gp[i] += -base if made else base
            gp[d] += base if made else -base
    ev.append(Event("contract-made" if made else "contract-failed",
                    msg("contract-made" if made else "contract-failed", seat=Seat(d), points=dealer_pts,
                        adj=adj, bid=bid, score=score), d))
    return ContractResult(dealer=d, bid=bid, trump=trump, dealer_points=dealer_pts, defender_points=def_pts,
                          bottom_points=bottom_pts, red5_adjustment=adj, dealer_score=score, contract_made=made,
                          game_points=tuple(gp[i] for i in range(g.n)), events=ev)


def _seat_of(e: Event) -> int:
    """The seat of an event that names one (a heart 5 captured or rotten always does)."""
    if e.seat is None:
        raise RuntimeError(f"event {e.id} names no seat")
    return e.seat


def _add_rotten(reasons: list[Msg], trick: int, n: int) -> None:
    """One reason per trick: two rotten heart 5s of one trick read as one line."""
    last = reasons[-1] if reasons else None
    if last is not None and last.key in ("penalty.rotten", "penalty.rotten-many") and last.params["trick"] == trick:
        k = last.params.get("k", 1) + 1
        reasons[-1] = msg("penalty.rotten-many", trick=trick, k=k, n=last.params["n"] + n)
    else:
        reasons.append(msg("penalty.rotten", trick=trick, n=n))


def _listed(parts: list[Msg]) -> Msg:
    """Reasons one after another: "a; b; c"."""
    out = parts[-1]
    for p in reversed(parts[:-1]):
        out = msg("list.semi", first=p, second=out)
    return out


def climb(level: str, steps: int, stops: tuple[str, ...]) -> str:
    """R-34: climb the ladder, never passing a stop level in one hand."""
    i = TAIHU_LEVELS.index(level)
    for _ in range(steps):
        if i == len(TAIHU_LEVELS) - 1:
            break
        i += 1
        if TAIHU_LEVELS[i] in stops:
            break
    return TAIHU_LEVELS[i]


def descend(level: str, steps: int) -> str:
    """R-34: penalties move down without stops, never below 2."""
    return TAIHU_LEVELS[max(0, TAIHU_LEVELS.index(level) - steps)]


def taihu_steps(defender_points: int) -> tuple[str, int]:
    """Seed 004 §升级规则: which side climbs, and how far."""
    p = defender_points
    if p == 0:
        return "dealer", 3
    if p < 40:
        return "dealer", 2
    if p < 80:
        return "dealer", 1
    if p < 120:
        return "", 0
    if p < 160:
        return "defenders", 1
    if p < 200:
        return "defenders", 2
    return "defenders", 3


def _settle_taihu(g: TrickState) -> LevelsResult:
    rs, d, trump, order = g.rules, g.known_dealer, g.known_trump, g.known_order
    side = {d} | ({g.friend} if g.friend is not None and not g.solo else set())
    ev: list[Event] = []
    if g.solo:
        ev.append(Event("solo", msg("solo.result", seat=Seat(d)), d))
    rotten_value = rs.opt("rotten_points")
    pts = {"dealer": 0, "defenders": 0}
    penalty = dict.fromkeys(range(g.n), 0)
    reasons: dict[int, list[Msg]] = {i: [] for i in range(g.n)}  # what each penalty is for, in play order
    rotten_n, throw_per_card = rs.opt("rotten_penalty"), rs.opt("throw_penalty_levels")
    for t in g.tricks:
        taker = "dealer" if t.winner in side else "defenders"
        pts[taker] += t.points
        if t.block is not None:  # one level per card of the attempted throw, from the trick itself
            n = len(t.attempted) * throw_per_card
            penalty[t.leader] += n
            reasons[t.leader].append(msg("penalty.throw", trick=t.number, cards=order.sort(t.attempted),
                                         beats=list(t.block.cards), component=list(t.block.component.cards), n=n))
        for e in t.events:
            if e.id == "red5-rotten":
                penalty[_seat_of(e)] += rotten_n
                _add_rotten(reasons[_seat_of(e)], t.number, rotten_n)
                if (e.seat in side) != (taker == "dealer"):  # ends with the opponents: 50 instead of 5
                    pts[taker] += rotten_value - H5.points
    buried = sum(1 for c in g.bottom if c is H5)
    for _ in range(buried):
        penalty[d] += rotten_n
        ev.append(Event("red5-rotten", msg("red5-rotten.buried", seat=Seat(d)), d))
    if buried:
        reasons[d].append(msg("penalty.buried", n=rotten_n) if buried == 1 else
                          msg("penalty.buried-many", k=buried, n=buried * rotten_n))
    bottom_pts = sum(c.points for c in g.bottom)
    doubled = 0
    if g.tricks[-1].winner not in side:  # the bottom is overturned, doubled (seed 004)
        rotten_extra = buried * (rotten_value - H5.points)
        doubled = 2 * (bottom_pts + rotten_extra)
        pts["defenders"] += doubled
        w = g.tricks[-1].taker
        ev.append(Event("bottom-won", msg("bottom-won.defenders", seat=Seat(w), points=bottom_pts), w))
        if buried:  # say where the extra points come from
            key = "bottom-doubled.rotten" if buried == 1 else "bottom-doubled.rotten-many"
            m = msg(key, face=bottom_pts, value=rotten_value, n=buried, total=bottom_pts + rotten_extra,
                    points=doubled)
        else:
            m = msg("bottom-doubled", points=doubled)
        ev.append(Event("bottom-doubled", m, w))
    winner, steps = taihu_steps(pts["defenders"])
    stops = tuple(s.strip() for s in str(rs.opt("level_stops")).split(",") if s.strip())
    before = {i: g.deal.levels[i] for i in range(g.n)}
    after = dict(before)
    won_match: set[int] = set()
    if steps:
        climbers = side if winner == "dealer" else set(range(g.n)) - side
        for i in sorted(climbers):
            if before[i] == TAIHU_LEVELS[-1]:
                won_match.add(i)
                ev.append(Event("match-won", msg("match-won", seat=Seat(i)), i))
                continue
            after[i] = climb(before[i], steps, stops)
            climbed = TAIHU_LEVELS.index(after[i]) - TAIHU_LEVELS.index(before[i])
            key = "level-up" if climbed == steps else "level-up.stopped"
            extra = {} if climbed == steps else {"earned": steps}
            ev.append(Event("level-up", msg(key, seat=Seat(i), frm=before[i], to=after[i], n=climbed, **extra), i))
    for i in range(g.n):  # the climb first, then the penalties of the same hand
        if penalty[i]:
            new = descend(after[i], penalty[i])
            dropped = TAIHU_LEVELS.index(after[i]) - TAIHU_LEVELS.index(new)
            why = _listed(reasons[i])
            if i in won_match:  # the match is won by the climb; the penalties are still recorded
                key = "level-down.match"
            elif dropped == penalty[i]:
                key = "level-down"
            else:
                key = "level-down.floor" if dropped else "level-down.at-floor"
            ev.append(Event("level-down", msg(key, seat=Seat(i), frm=after[i], to=new, n=dropped,
                                              penalty=penalty[i], reasons=why), i))
            after[i] = new
    return LevelsResult(dealer=d, dealer_side=tuple(sorted(side)),
                        friend=g.friend if g.friend is not None and not g.solo else None, called=g.called,
                        solo=g.solo, trump=trump, level=g.deal.levels[d], dealer_points=pts["dealer"],
                        defender_points=pts["defenders"], bottom_points=bottom_pts, bottom_doubled=doubled,
                        winner=winner or None,
                        steps=steps, levels=tuple(after[i] for i in range(g.n)), events=ev)
