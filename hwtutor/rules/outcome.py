"""A trick hand's outcome told in words: why it was won or lost, and what decided it (issue 20 item 5).

`outcome(game, result) -> Msg | None` reads the finished hand (its tricks) and its
typed settlement and says, for a player, in one or two sentences:
- the verdict, by the hand's own measure: Zhejiang and Jiande the dealer's points
  against the bid (R-21, R-22: the bottom with the last trick, red fives ±20); Taihu the
  defenders' points against the lines of seed 004 §升级规则 (under 80 / 40 / none: the
  dealer's side climbs; 80 to 115: nobody; 120 and up: the defenders; R-34);
- what decided it: the one thing without which the outcome would have gone the other
  way (the bottom won with the last trick, a captured heart 5, one trick's points, a
  throw that was ruffed), or, where no single thing did, that none did.
The climbing games and a redeal have no sentence here (None). Pure: no I/O.
"""
from __future__ import annotations

from .faces import known
from .messages import Msg, Seat, msg
from .settlement import ContractResult, LevelsResult, Settlement
from .trick.resolve import Trick
from .trick.state import TrickState

LINES = ((0, 3), (40, 2), (80, 1))  # seed 004: defenders under this line -> the dealer's side climbs this far
NEVER = ("3", "5")  # R-34 (seed 004): 3 and 5 are never levels


def outcome(g: TrickState, res: Settlement | None) -> Msg | None:
    """The verdict and what decided it, as one message (None for what this does not tell)."""
    if isinstance(res, ContractResult):
        return _join(_contract(res), _contract_decider(g, res))
    if isinstance(res, LevelsResult):
        return _join(_levels(res), _levels_decider(g, res))
    return None


def _join(verdict: Msg, decider: Msg | None) -> Msg:
    return msg("outcome.two", verdict=verdict, decider=decider) if decider is not None else verdict


# ------------------------------------------------------------------ verdicts
def _contract(r: ContractResult) -> Msg:
    adj = msg("outcome.red5-adj", adj=r.red5_adjustment) if r.red5_adjustment else ""
    key = ("outcome.contract.exact" if r.dealer_score == 0 else "outcome.contract.made") if r.contract_made \
        else "outcome.contract.failed"
    return msg(key, seat=Seat(r.dealer), points=r.dealer_points, adj=adj, bid=r.bid, by=abs(r.dealer_score))


def _climb_text(res: LevelsResult, seat: int) -> Msg | str:
    """'(2 → 4; 3 and 5 are never levels)' for a seat's climb, from the settlement's level-up event."""
    for e in res.events:
        if e.id == "level-up" and e.seat == seat:
            frm, to = e.msg.params["frm"], e.msg.params["to"]
            skipped = [x for x in NEVER if _rank(frm) < _rank(x) < _rank(to)]
            return msg("outcome.climb", frm=frm, to=to, never=msg("outcome.never") if skipped else "")
    return ""


def _rank(level: str) -> int:
    return {"J": 11, "Q": 12, "K": 13, "A": 14}.get(level) or int(level)


def _levels(r: LevelsResult) -> Msg:
    p = r.defender_points
    if r.winner == "dealer":
        line = next(line for line, steps in LINES if steps == r.steps)
        key = "outcome.levels.dealer-none" if p == 0 else "outcome.levels.dealer"
        return msg(key, points=p, line=line, n=r.steps, climb=_climb_text(r, r.dealer))
    if r.winner == "defenders":
        return msg("outcome.levels.defenders", points=p, line=120 + 40 * (r.steps - 1), n=r.steps)
    return msg("outcome.levels.nobody", points=p)


# ------------------------------------------------------------------ deciders
def _ruffed(g: TrickState, t: Trick) -> bool:
    if t.winner == t.leader or t.led_suit == "T":
        return False
    cards = dict(t.plays)[_won_by(t)]
    order = known(g.order, "the trump order")
    return all(order.is_trump(c) for c in cards)


def _won_by(t: Trick) -> int:
    """The winner of a closed trick (every trick is, once the hand is over)."""
    return known(t.winner, f"trick {t.number}'s winner")


def _trick_msg(g: TrickState, t: Trick, loser: str | None = None) -> Msg:
    """One trick as the thing that decided the hand: a throw that was ruffed, a ruff, or a plain win; with
    `loser` ("dealer", "side") told as what it cost the side that lost the hand."""
    throw = len(t.lead) > 1 or bool(t.attempted)
    ruffed = _ruffed(g, t)
    kind = "throw-ruffed" if throw and ruffed else "ruffed" if ruffed else "won"
    if loser is None:
        return msg(f"outcome.decider.{kind}", trick=t.number, seat=Seat(_won_by(t)), points=t.points)
    return msg(f"outcome.decider.{kind}.cost", trick=t.number, seat=Seat(_won_by(t)), points=t.points,
               loser=msg("outcome.loser." + loser))


def _contract_decider(g: TrickState, r: ContractResult) -> Msg | None:
    d, score = r.dealer, r.dealer_score
    # the last trick's bottom: without it the dealer would have fallen short
    if r.contract_made and g.tricks and g.tricks[-1].winner == d and r.bottom_points and score < r.bottom_points:
        return msg("outcome.decider.bottom", points=r.bottom_points, trick=g.tricks[-1].number)
    for t in g.tricks:  # a heart 5 that changed sides decided it when its 20 points would have
        for e in t.events:
            if e.id == "red5-captured" and e.seat is not None and (e.seat == d) != r.contract_made:
                swing = int(g.rules.opt("red5_swing"))  # the rule set's swing, as settle.py moved it
                if (r.contract_made and score < swing) or (not r.contract_made and -score <= swing):
                    return msg("outcome.decider.red5", trick=t.number, seat=Seat(e.seat), by=Seat(_won_by(t)),
                               points=swing)
    if r.contract_made:
        won = [t for t in g.tricks if t.winner == d and t.points > score]
    else:
        won = [t for t in g.tricks if t.winner != d and t.points >= -score]
    if not won:
        return msg("outcome.decider.none")
    return _trick_msg(g, max(won, key=lambda t: (t.points, t.number)), None if r.contract_made else "dealer")


def _levels_decider(g: TrickState, r: LevelsResult) -> Msg | None:
    side = set(r.dealer_side)
    p = r.defender_points
    # how far the defenders' points are from the nearest line that would change the outcome
    lines = sorted({line for line, _ in LINES if line} | {80, 120, 160, 200})
    below = max((x for x in lines if x <= p), default=0)
    above = min((x for x in lines if x > p), default=None)
    if r.winner == "dealer":  # the dealer's side's trick without which the defenders would have reached the line
        ours = [t for t in g.tricks if t.winner in side and above is not None and p + t.points >= above]
        if ours:
            return _trick_msg(g, max(ours, key=lambda t: (t.points, t.number)))
        return msg("outcome.decider.none")
    last = g.tricks[-1] if g.tricks else None
    # the overturned bottom lifted them over it
    if below and last is not None and last.winner not in side and r.bottom_doubled and p - r.bottom_doubled < below:
        return msg("outcome.decider.bottom-overturned", trick=last.number, seat=Seat(_won_by(last)),
                   points=r.bottom_doubled)
    # the defenders' trick without which they would have stayed under the line they reached
    theirs = [t for t in g.tricks if t.winner not in side and below and p - t.points < below]
    if theirs:
        return _trick_msg(g, max(theirs, key=lambda t: (t.points, t.number)), "side")
    return msg("outcome.decider.none")


__all__ = ["outcome"]
