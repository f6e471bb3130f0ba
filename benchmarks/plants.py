"""Planted mistakes for benchmarks/bench_plants.py: hands of the strong bot at every seat, and copies of
them with one decision replaced by a bad legal one (issue 20, "Must show").

`base_hand(variant, seed)` plays one deal with the strong searching bot at every seat (hwtutor/bots/
search.py at the level's own limits, counted on the process's CPU time) and returns its actions.
`plants(variant, deal, actions, rng)` finds, for each kind below, one decision of the hand where a bad
legal alternative of that kind exists (a decision chosen at random among those that offer one), and
returns the plant: the decision's index, the bad action, its kind. `finish(variant, deal, prefix,
seed)` plays the rest of a planted copy with the same strong bot.

The kinds (what a player would call the mistake):

    gift        a follow that hands points to the opponents: the most points the seat may play on a
                trick an opponent is winning, where the bot played fewer
    overruff    a follow that takes the trick from a partner who is winning it
    void-lead   a lead of the highest card of a suit an opponent has shown void in
    rotten5     Taihu: the heart 5 played on a side-suit lead (R-33) by a seat whose level is high enough
                for the 3-level penalty to cost levels
    bury        the burial with the most points (Taihu: the heart 5 first)
    call-held   Taihu: calling a card the dealer holds (the dealer plays alone)
    trump       naming the suit the dealer holds fewest cards of
    declare     the climbing games: a needless declaration (duxiao 独 / xuan 独) the bot did not make
"""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hwtutor.bots import search
from hwtutor.play.session import Match, bot_hand
from hwtutor.rules.actions import Action, Bury, Call, ChooseTrump, Declare, Play, XuanCall
from hwtutor.rules.cards import H5
from hwtutor.rules.deal import TAIHU_LEVELS, random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.trick.resolve import resolve
from hwtutor.rules.variants import VARIANTS

KINDS = ("gift", "overruff", "void-lead", "rotten5", "bury", "call-held", "trump", "declare")


@dataclass(frozen=True)
class Plant:
    at: int          # the decision's index in the hand's actions
    kind: str
    action: Action   # the bad action played instead of actions[at]
    insert: bool = False  # xuan: a declaration made where the bot stayed silent (nothing replaced)


def deal_of(variant: str, seed: int):
    return random_deal(VARIANTS[variant], random.Random(f"bench-plants:{variant}:{seed}"))


def strong(samples: int | None = None):
    """The strong bot as the table ships it (its time limits counted on CPU time), or with `samples`."""
    b = search.BUDGETS["strong"].clocked(time.process_time)
    if samples:
        from dataclasses import replace
        b = replace(b, samples=samples, contract=replace(b.contract, samples=3 * samples))

    def choose(game, rng=None, seat=None):
        return search.choose(game, rng, seat, "strong", -1.0, b)
    return choose


def _match(variant: str, deal, prefix: list[Action], seed: int, samples: int | None) -> Match:
    rs = VARIANTS[variant]
    m = Match(variant, bots=set(range(rs.players)), seed=seed, chooser=strong(samples))
    m.hand_no = 1
    m.start(deal, [])
    for a in prefix:
        m.apply(a)
    return m


def base_hand(variant: str, seed: int, samples: int | None = None) -> list[Action]:
    m = _match(variant, deal_of(variant, seed), [], seed, samples)
    bot_hand(m)
    return [line.action for line in m.lines]


def finish(variant: str, deal, prefix: list[Action], seed: int, samples: int | None = None) -> list[Action]:
    m = _match(variant, deal, prefix, seed, samples)
    bot_hand(m)
    return [line.action for line in m.lines]


# ------------------------------------------------------------------ finding plants
def _winner_now(g):
    t = g.current
    if t is None or not t.plays:
        return None
    t = t.copy()
    resolve(t, g.order, g.rules, explain=False)
    return t.winner


def _points(cards) -> int:
    return sum(c.points for c in cards)


def _follows(g, seat: int) -> list[Play]:
    return [a for a in g.legal_actions() if isinstance(a, Play) and a.seat == seat]


def _wins_after(g, a: Play) -> bool:
    w = g.clone()
    w.apply(a)
    t = w.tricks[-1] if w.current is None else w.current
    if t.winner is None:
        t = t.copy()
        resolve(t, w.order, w.rules, explain=False)
    return t.winner == a.seat


def _known_partners(g, a: int, b: int) -> bool:
    """The seats are on one side as everyone knows it now (a Taihu friend only once revealed)."""
    if a == b:
        return False
    if g.rules.contract == "show" and g.friend is None and not g.solo:
        return False
    return g.side_of(a) == g.side_of(b)


def _gift(g, base: Action):
    t = g.current
    if g.phase != "play" or t is None or not t.plays:
        return None
    seat = base.seat
    w = _winner_now(g)
    if w is None or g.side_of(w) == g.side_of(seat) or (g.rules.contract == "show" and g.friend is None
                                                          and seat != g.dealer and w != g.dealer):
        return None
    alts = [a for a in _follows(g, seat) if not _wins_after(g, a)]
    if not alts:
        return None
    worst = max(alts, key=lambda a: (_points(a.cards), -sum(g.order.key(c) for c in a.cards)))
    if _points(worst.cards) < _points(base.cards) + 10:
        return None
    return worst


def _overruff(g, base: Action):
    t = g.current
    if g.phase != "play" or t is None or not t.plays:
        return None
    seat = base.seat
    w = _winner_now(g)
    if w is None or not _known_partners(g, w, seat) or _wins_after(g, base):
        return None
    if len(t.plays) + 1 == g.rules.players and _points(sum((list(cs) for _, cs in t.plays), [])) == 0:
        return None
    takes = [a for a in _follows(g, seat) if _wins_after(g, a)]
    if not takes:
        return None
    return max(takes, key=lambda a: sum(g.order.key(c) for c in a.cards))


def _void_lead(g, base: Action):
    if g.phase != "play" or (g.current is not None and g.current.plays):
        return None
    from hwtutor.bots.knowledge import knowledge
    seat = base.seat
    k = knowledge(g, seat)
    hand = list(g.hands[seat].elements())
    best = None
    for s, suits in k.voids.items():
        if s < 0 or s == seat or _known_partners(g, s, seat) or (g.rules.contract == "show" and seat != g.dealer
                                                                 and s != g.dealer and g.friend is None):
            continue
        for suit in suits:
            if suit == "T":
                continue
            mine = [c for c in hand if g.order.esuit(c) == suit]
            if not mine:
                continue
            top = max(mine, key=lambda c: (c.points > 0, g.order.key(c)))
            a = Play(seat, (top,))
            if g.can(a) and (best is None or (top.points, g.order.key(top)) > (best.cards[0].points,
                                                                               g.order.key(best.cards[0]))):
                best = a
    if best is None or (isinstance(base, Play) and g.order.esuit(base.cards[0]) == g.order.esuit(best.cards[0])):
        return None
    return best


def _rotten5(g, base: Action):
    t = g.current
    if not g.rules.rotten_red5 or g.phase != "play" or t is None or not t.plays or t.led_suit == "T":
        return None
    seat = base.seat
    if TAIHU_LEVELS.index(g.deal.levels[seat]) < 1 or H5 in base.cards:  # from level 4 the penalty costs levels
        return None
    a = next((a for a in _follows(g, seat) if H5 in a.cards), None)
    return a


def _bury(g, base: Action):
    if g.phase != "bury" or not isinstance(base, Bury):
        return None
    seat = base.seat
    n = len(base.cards)
    hand = list(g.hands[seat].elements())
    key = (lambda c: (c is H5, c.points, g.order.key(c))) if g.rules.rotten_red5 else \
        (lambda c: (c.points, g.order.key(c)))
    worst = tuple(sorted(hand, key=key, reverse=True)[:n])
    a = Bury(seat, worst)
    if not g.can(a) or _points(worst) < _points(base.cards) + 15:
        return None
    return a


def _call_held(g, base: Action):
    if g.phase != "call" or not isinstance(base, Call):
        return None
    seat = base.seat
    # cards of one rank tie in the order: the code decides (a set's order depends on memory addresses)
    for c in sorted(set(g.hands[seat]), key=lambda c: (-g.order.key(c), c.code)):
        a = Call(seat, c)
        if c != base.card and g.can(a):
            return a
    return None


def _trump(g, base: Action):
    if g.phase != "trump" or not isinstance(base, ChooseTrump):
        return None
    seat = base.seat
    opts = [a for a in g.legal_actions() if isinstance(a, ChooseTrump) and a.seat == seat]
    if len(opts) < 2:
        return None
    count = {a.suit: sum(1 for c in g.hands[seat].elements() if c.suit == a.suit) for a in opts}
    worst = min(opts, key=lambda a: count[a.suit])
    if count[worst.suit] + 3 > count.get(base.suit, 99) or worst.suit == base.suit:
        return None
    return worst


def _declare(g, base: Action):
    if g.rules.family != "climb" or g.phase != "declare":
        return None
    seat = base.seat
    if not g.xuan:
        if isinstance(base, Declare) and base.kind == "none":
            a = Declare(seat, "du")
            return a if g.can(a) else None
        return None
    for s in range(g.rules.players):
        a = XuanCall(s, "du")
        if g.can(a) and not isinstance(base, XuanCall):
            return a
    return None


FINDERS = {"gift": _gift, "overruff": _overruff, "void-lead": _void_lead, "rotten5": _rotten5, "bury": _bury,
           "call-held": _call_held, "trump": _trump, "declare": _declare}


def plants(variant: str, deal, actions: list[Action], rng: random.Random) -> list[Plant]:
    """At most one plant of each kind in this hand, each at a decision picked at random among those that
    offer a bad alternative of the kind."""
    g = new_game(VARIANTS[variant], deal)
    found: dict[str, list[Plant]] = {k: [] for k in KINDS}
    for i, a in enumerate(actions):
        if g.over:
            break
        for kind, find in FINDERS.items():
            try:
                bad = find(g, a)
            except (ValueError, KeyError, AttributeError, IndexError):
                bad = None
            if bad is not None and bad != a:
                found[kind].append(Plant(i, kind, bad, insert=isinstance(bad, XuanCall)))
        g.apply(a)
    return [rng.choice(ps) for ps in found.values() if ps]


def game_at(variant: str, deal, actions: list[Action], at: int):
    g = new_game(VARIANTS[variant], deal)
    for a in actions[:at]:
        g.apply(a)
    return g
