"""The choices the review and the hint compare at a decision (issue 20 item 3): wider than the searching bot's.

The searching bot (search.candidates) compares its heuristic's choice with a few alternatives spread over
the listing; a review that compares the played action with too few misses the better play (a lead of
the top card of a suit an opponent is void in, where the better lead is another suit; a follow that
gives points where the cheapest card was the play). `pool(g, seat, base)` adds, in the trick games' play,
the plays a player would weigh, found from the seat's own cards and the trick on the table only (no
hidden card, no knowledge of what was played or planted):

    a follow   the cheapest play that does not take the trick (fewest points, then the lowest), the
               one that gives the most points without taking it (feeding a partner), the cheapest play
               that takes it now and the strongest one (safe against a later seat)
    a lead     in each suit (trumps as one suit) the highest and the lowest single card, and the
               widest combination of that suit the listing offers (a pair, a tractor, a throw)

then the searching bot's own candidates. `keep(units, ests)` narrows a screened set to the few that can
matter for a mark: the best in each currency and the next best ones, whatever was played (a property of
the set, so the hint, which picks from the kept set, and the review of the hinted play read the same
choices). Pure: no I/O.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable

from ..rules.actions import Action, Play
from ..rules.game import Game
from ..rules.trick.game import TrickGame
from ..rules.trick.resolve import resolve
from .search import Estimate, action_key, candidates

SCREEN = 12    # choices screened at most
KEEP = 4       # choices kept after the screen (the played one joins them in the review)


def _takes(g: TrickGame, a: Play) -> bool:
    t = g.known_trick.copy()
    t.plays.append((a.seat, tuple(a.cards)))
    resolve(t, g.known_order, g.rules, explain=False)
    return t.winner == a.seat


def _rank(g: TrickGame, a: Play) -> int:
    return sum(g.known_order.key(c) for c in a.cards)


def _points(a: Play) -> int:
    return sum(c.points for c in a.cards)


def _follows(g: TrickGame, plays: list[Play]) -> list[Play]:
    takes = [a for a in plays if _takes(g, a)]
    keys = {action_key(a) for a in takes}
    loses = [a for a in plays if action_key(a) not in keys]
    out: list[Play] = []
    if loses:
        out.append(min(loses, key=lambda a: (_points(a), _rank(g, a))))
        out.append(max(loses, key=lambda a: (_points(a), -_rank(g, a))))
    if takes:
        out.append(min(takes, key=lambda a: (_rank(g, a), _points(a))))
        out.append(max(takes, key=lambda a: (_rank(g, a), -_points(a))))
    return out


def _by_suit(g: TrickGame, plays: list[Play]) -> dict[str, list[Play]]:
    """Plays grouped by the suit of their first card (trumps as one suit, "T"), side suits first."""
    suits: dict[str, list[Play]] = {}
    for a in plays:
        suits.setdefault(g.known_order.esuit(a.cards[0]), []).append(a)
    return {s: suits[s] for s in sorted(suits, key=lambda s: (s == "T", s))}


def _leads(g: TrickGame, plays: list[Play]) -> list[Play]:
    out: list[Play] = []
    for group in _by_suit(g, [a for a in plays if len(a.cards) == 1]).values():
        out.append(max(group, key=lambda a: (_rank(g, a), -_points(a))))
        out.append(min(group, key=lambda a: (_rank(g, a), _points(a))))
    # the widest combination of each suit: a pair, a tractor or a throw of that suit, where the widest of
    # all (often a long trump throw) left a side suit's pair unweighed
    for group in _by_suit(g, [a for a in plays if len(a.cards) > 1]).values():
        out.append(max(group, key=lambda a: (len(a.cards), _rank(g, a))))
    return out


def pool(g: Game, seat: int, base: Action | None, k: int) -> list[Action | None]:
    """The heuristic's choice first, then the plays a player would weigh (trick play), then the searching
    bot's own `k` candidates; at most SCREEN, structurally distinct."""
    extra: list[Action] = []
    if isinstance(g, TrickGame) and g.phase == "play":
        plays = [a for a in g.legal_actions() if a.seat == seat and isinstance(a, Play)]
        t = g.current
        extra = list(_follows(g, plays) if t is not None and t.plays else _leads(g, plays))
    out: list[Action | None] = []
    seen: set[Hashable] = set()
    for a in [base] + extra + candidates(g, seat, base, k)[1:]:
        if len(out) >= SCREEN:
            break
        if action_key(a) not in seen:
            seen.add(action_key(a))
            out.append(a)
    return out


def keep(main: str, ests: list[Estimate], value: Callable[[str, Estimate], float], n: int = KEEP) -> list[Estimate]:
    """The `n` best of the screened estimates by the game's own currency, the card-point margin breaking
    ties (`value(unit, e)`: review.currency), in the order given; ties of both go to the earlier
    structural key, so the kept set does not depend on the order of `ests`."""
    if len(ests) <= n:
        return list(ests)
    ranked = sorted(ests, key=lambda e: (-round(value(main, e), 6), -round(value("unit.card-points", e), 6),
                                         str(action_key(e.action))))
    chosen = {id(e) for e in ranked[:n]}
    return [e for e in ests if id(e) in chosen]
