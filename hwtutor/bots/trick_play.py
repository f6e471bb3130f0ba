"""The heuristic trick bot's card play: which cards to lead, which to follow with, and why.

`choose_play(reading, plays, rng, risk) -> (play, reason)` picks among legal plays on what the seat
reads of the play (trick_reading.py): lead a sure throw or a sure winner, draw trumps when long in
them, else lead short and low; follow by feeding points to a partner who holds the trick, winning
it cheaply when that is sure (or when it is worth points), else losing the cheapest cards. Pure:
no I/O; the reason is a `Msg` of the catalog (keys `bot.follow.*`, `bot.lead.*`).
"""
from __future__ import annotations

import random
from collections import Counter

from ..rules.actions import Play
from ..rules.cards import H5
from ..rules.messages import Msg, Seat, suit_term, term
from ..rules.messages import msg_fresh as msg
from ..rules.trick.patterns import Component, decompose, signature
from ..rules.trick.resolve import Trick
from .trick_reading import TrickReading

# one candidate lead as the bot weighs it: the play, its components, its effective suit, the
# components the unseen cards may beat, and whether an opponent void in the suit may ruff it
_Row = tuple[Play, list[Component], str, list[Component], bool]


def choose_play(r: TrickReading, cands: list[Play], rng: random.Random, risk: float) -> tuple[Play, Msg]:
    """The play for the seat to act, and why: a lead when the trick is empty, else a follow."""
    trick = r.g.known_trick
    if not trick.plays:
        return lead(r, cands, rng, risk)
    return follow(r, cands, trick)


def follow(r: TrickReading, cands: list[Play], trick: Trick) -> tuple[Play, Msg]:
    g, o, seat = r.g, r.o, r.seat
    led = trick.led_suit
    side_lead = led != "T"
    later = r.later(trick)
    cur = r.winner(trick)
    cur_cards = dict(trick.plays)[cur]
    pts = sum(c.points for c in trick.cards())
    void = not any(k and o.esuit(c) == led for c, k in r.hand.items())

    if g.rules.rotten_red5 and led == "T" and r.hand.get(H5):
        h5 = [a for a in cands if H5 in a.cards]
        if h5:
            a = min(h5, key=lambda a: r.cost(a.cards, 0, False))
            return a, msg("bot.follow.red5", cards=list(a.cards))

    rel_cur = r.rel(cur)
    if rel_cur == 1 and r.holds(trick, cur, cur_cards, later):
        a = min(cands, key=lambda a: r.cost(a.cards, -1.6, side_lead))
        # say "partner" only where the partnership is public (not a Taihu friend still hidden)
        hidden = g.rules.friend_call and g.friend is None and not g.solo
        key = "bot.follow.give" if sum(c.points for c in a.cards) else "bot.follow.partner-low"
        return a, msg(key + (".hidden" if hidden else ""), cards=list(a.cards), seat=Seat(cur))

    lead_sig = signature(trick.lead)
    wins = [a for a in cands if r.takes(trick, cur_cards, a.cards, lead_sig)]
    if wins:
        def is_ruff(a: Play) -> bool:
            return side_lead and void and all(o.is_trump(c) for c in a.cards)

        def cheap(a: Play) -> float:
            return r.cost(a.cards, -0.3, side_lead)

        last = not any(r.rel(s) != 1 for s in later)
        secure = wins if last else [a for a in wins if r.holds(trick, seat, a.cards, later)]
        pick: Play | None = None
        high = False
        if secure:
            pick = min(secure, key=cheap)
        elif pts >= 10:
            pick = max(wins, key=lambda a: max(o.key(c) for c in a.cards))
            high = True
        lose = lose_pick(r, cands, rel_cur, side_lead)
        if pick is not None and (not is_ruff(pick) or pts > 0
                                 or cheap(pick) <= r.cost(lose.cards, 1.6, side_lead) + 4):
            if is_ruff(pick):
                return pick, msg("bot.follow.ruff", cards=list(pick.cards), suit=suit_term(led), points=pts)
            if high:
                return pick, msg("bot.follow.win-high", cards=list(pick.cards), points=pts)
            return pick, msg("bot.follow.win", cards=list(pick.cards))

    a = lose_pick(r, cands, rel_cur, side_lead)
    if void and side_lead:
        return a, msg("bot.follow.discard", cards=list(a.cards), suit=suit_term(led))
    return a, msg("bot.follow.low.keep" if wins else "bot.follow.low", cards=list(a.cards))


def lose_pick(r: TrickReading, cands: list[Play], rel_cur: int, side_lead: bool) -> Play:
    """The cheapest play to lose with: points weigh less when a partner wins the trick."""
    weight = 0.5 if rel_cur == 1 else 1.6
    return min(cands, key=lambda a: r.cost(a.cards, weight, side_lead))


def lead(r: TrickReading, cands: list[Play], rng: random.Random, risk: float) -> tuple[Play, Msg]:
    g, o, seat = r.g, r.o, r.seat
    if all(H5 in a.cards for a in cands) and g.rules.rotten_red5:
        a = min(cands, key=lambda a: len(a.cards))
        return a, msg("bot.lead.red5-forced", cards=list(a.cards))
    opps = [s for s in range(r.n) if s != seat and r.rel(s) != 1]
    voids, info = r.voids, o.info
    rows: list[_Row] = []
    # the candidates share suits and components: each asked once per lead
    beaten: dict[tuple[str, int, int, int], bool] = {}
    ruffs: dict[str, bool] = {}
    for a in cands:
        comps = decompose(a.cards, o)
        suit = info[a.cards[0]].esuit
        unsure = []
        for comp in comps:
            key = (suit, comp.width, comp.length, comp.top)
            b = beaten.get(key)
            if b is None:
                b = beaten[key] = r.beaten(comp, suit)
            if b:
                unsure.append(comp)
        ruff_risk = ruffs.get(suit)
        if ruff_risk is None:
            ruff_risk = ruffs[suit] = suit != "T" and any(suit in voids[s] and "T" not in voids[s] for s in opps)
        rows.append((a, comps, suit, unsure, ruff_risk))

    throws = [row for row in rows if len(row[1]) > 1 and not row[3] and not row[4]]
    if throws:
        a = max(throws, key=lambda row: (len(row[0].cards), sum(c.points for c in row[0].cards)))[0]
        return a, msg("bot.lead.throw", cards=list(a.cards))

    risk *= g.rules.bots.throw_risk  # less where a failed throw costs levels (Taihu)
    risky = [row for row in rows if len(row[1]) > 1 and len(row[3]) == 1 and row[3][0].size == 1 and not row[4]
             and row[2] != "T"]
    if risky and rng.random() < risk:
        row = max(risky, key=lambda row: len(row[0].cards))
        return row[0], msg("bot.lead.throw-risk", cards=list(row[0].cards), component=list(row[3][0].cards))

    sure = [row for row in rows if len(row[1]) == 1 and not row[3] and not row[4] and row[2] != "T"]
    if sure:
        row = max(sure, key=lambda row: (row[1][0].size, row[1][0].length, sum(c.points for c in row[0].cards),
                                         -row[1][0].top))
        return row[0], msg("bot.lead.top", cards=list(row[0].cards), kind=term(row[1][0].kind), suit=suit_term(row[2]))

    n_hand = sum(r.hand.values())
    n_trump = sum(k for c, k in r.hand.items() if o.is_trump(c))
    opp_trumps = sum(r.pool("T").values()) and any("T" not in r.voids[s] for s in opps)
    if opp_trumps and 2 * n_trump >= n_hand:
        sure_t = [row for row in rows if row[2] == "T" and len(row[1]) == 1 and not row[3]]
        if sure_t:
            row = max(sure_t, key=lambda row: (row[1][0].size, -row[1][0].top))
            return row[0], msg("bot.lead.trump", cards=list(row[0].cards))

    side_len: Counter[str] = Counter()
    for c, k in r.hand.items():
        if k and not o.is_trump(c):
            side_len[o.esuit(c)] += k
    singles = [row for row in rows if row[2] != "T" and len(row[0].cards) == 1]
    if singles:
        def lead_cost(row: _Row) -> float:
            c = row[0].cards[0]
            return r.cost((c,), 1.6, False) + 0.6 * side_len[row[2]]
        row = min(singles, key=lead_cost)
        shortest = min(side_len.values())
        if side_len[row[2]] == shortest and side_len[row[2]] <= 3:
            return row[0], msg("bot.lead.short", cards=list(row[0].cards))
        return row[0], msg("bot.lead.low", cards=list(row[0].cards))
    # only trumps (or only structures) left: a sure trump first, else the cheapest
    sure_t = [row for row in rows if row[2] == "T" and len(row[1]) == 1 and not row[3]]
    if sure_t and opp_trumps:
        row = max(sure_t, key=lambda row: (row[1][0].size, -row[1][0].top))
        return row[0], msg("bot.lead.top", cards=list(row[0].cards), kind=term(row[1][0].kind), suit=suit_term("T"))
    plain = [row[0] for row in rows if len(row[1]) == 1] or cands  # never an unsafe throw here
    a = min(plain, key=lambda a: (r.cost(a.cards, 1.6, False) / len(a.cards), -len(a.cards)))
    if all(o.is_trump(c) for c in a.cards):
        return a, msg("bot.lead.trump-low", cards=list(a.cards))
    return a, msg("bot.lead.low", cards=list(a.cards))
