"""The heuristic trick bot's choices before the play: its bid, trump, show (Taihu), burial and friend
call (Taihu), each with why.

Each `choose_*(game, seat, cands)` picks among the phase's legal actions `cands` for the seat to
act, on the hand's strength (hand_strength.py) and the seat's own cards only. Pure: no I/O; the
reason is a `Msg` of the catalog (keys `bot.bid`, `bot.pass`, `bot.trump`, `bot.show.*`,
`bot.bury.*`, `bot.call.*`).
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Show
from ..rules.cards import H5, SUITS, Card
from ..rules.deal import LEVEL_RANK
from ..rules.messages import Msg, suit_term
from ..rules.messages import msg_fresh as msg
from ..rules.trick.game import TrickGame
from .hand_strength import best_suit, supported_bid

SHOW_THRESHOLD = 0.75      # Taihu: strength per card worth showing for (about the top 40% of hands)


# ----------------------------------------------------------------- auction
def choose_bid(g: TrickGame, seat: int, cands: list[Action]) -> tuple[Action, Msg]:
    """The lowest bid the hand's strength supports, else a pass."""
    hand = g.hands[seat]
    suit, s, _ = best_suit(hand, 2)
    per = s / max(1, sum(hand.values()))
    most = supported_bid(g.rules, per)
    bids = sorted((a for a in cands if isinstance(a, Bid)), key=lambda a: a.amount)
    ok = [a for a in bids if a.amount <= most]
    strength_txt = f"{per * 100:.0f}"
    if ok:
        a = ok[0]
        return a, msg("bot.bid", suit=suit_term(suit), strength=strength_txt, most=most, amount=a.amount)
    need = bids[0].amount if bids else (g.bid or g.rules.bid_min) + 5
    p = next(a for a in cands if isinstance(a, Pass))
    return p, msg("bot.pass", most=most, suit=suit_term(suit), strength=strength_txt, need=need)


def choose_trump(g: TrickGame, seat: int, cands: list[Action]) -> tuple[Action, Msg]:
    """The suit that makes the hand strongest."""
    hand = g.hands[seat]
    suits = [a.suit for a in cands if isinstance(a, ChooseTrump)]
    suit, _, n = best_suit(hand, g.level, suits)
    a = next(a for a in cands if isinstance(a, ChooseTrump) and a.suit == suit)
    return a, msg("bot.trump", suit=suit_term(suit), n=n)


# ------------------------------------------------------ showing (Taihu)
def choose_show(g: TrickGame, seat: int, cands: list[Action]) -> tuple[Action, Msg]:
    """Show the level cards of the best suit when the hand is strong enough, and more of them only
    to outshow the shows before; the last to show shows something rather than have the hand redealt."""
    hand = g.hands[seat]
    lv = LEVEL_RANK[g.deal.levels[seat]]
    mine = {x: hand.get(Card.of(x, lv), 0) for x in SUITS}
    held = [x for x in SUITS if mine[x]]
    if not held:
        return _find_show(cands, ()), msg("bot.show.nolevel")
    suit, s, _ = best_suit(hand, lv, held)
    per = s / max(1, sum(hand.values()))
    best_cards = (Card.of(suit, lv),) * mine[suit]
    shown = [g.shows[x] for x in g.show_order]
    nobody = not any(shown)
    if per < SHOW_THRESHOLD:
        if nobody and len(g.show_order) == g.n - 1:
            return _find_show(cands, best_cards), msg("bot.show.redeal", cards=list(best_cards))
        return _find_show(cands, ()), msg("bot.show.none", strength=f"{per * 100:.0f}")

    def rank(cs: tuple[Card, ...]) -> tuple[int, int]:
        return (len(cs), sum(n // 2 for n in Counter(cs).values()))

    top = max((rank(cs) for cs in shown), default=(0, 0))
    show = best_cards
    # add other level cards only when they are needed to show more than anyone before
    others = sorted((x for x in held if x != suit), key=lambda x: -mine[x])
    for x in others:
        if rank(show) > top:
            break
        show = show + (Card.of(x, lv),) * mine[x]
    if rank(show) <= top:
        show = best_cards
    return _find_show(cands, show), msg("bot.show", cards=list(show), suit=suit_term(suit), strength=f"{per * 100:.0f}")


def _find_show(cands: list[Action], cards: Iterable[Card]) -> Action:
    want = Counter(cards)
    return next(a for a in cands if isinstance(a, Show) and Counter(a.cards) == want)


# ------------------------------------------------------------------ bury
def choose_burial(g: TrickGame, seat: int, cands: list[Action]) -> tuple[Action, Msg]:
    """Void short side suits of cheap cards where they fit, then bury the cheapest cards, keeping
    points, pairs, aces and trumps (and, in Taihu, the heart 5) as long as possible."""
    o, n = g.known_order, g.rules.bottom_size
    hand = g.hands[seat]
    info = o.info

    def keep(c: Card) -> float:
        i = info[c]
        v = float(i.key if i.esuit != "T" else 40 + (i.key - 500) / 10)
        if c.points:
            v += 20
        if hand[c] >= 2:
            v += 8
        if i.esuit != "T" and c.rank == 14:
            v += 15
        if g.rules.rotten_red5 and c is H5:
            v += 1000
        return v

    side: dict[str, list[Card]] = {}
    for c, k in hand.items():
        if k and info[c].esuit != "T":
            side.setdefault(info[c].esuit, []).extend([c] * k)
    chosen: list[Card] = []
    voided: list[str] = []
    # empty short side suits of cheap cards (no points, no ace, no pair) when they fit
    for x in sorted(side, key=lambda x: len(side[x])):
        cs = side[x]
        if len(chosen) + len(cs) <= n and all(keep(c) < 15 for c in cs):
            chosen += cs
            voided.append(x)
    rest = Counter(hand) - Counter(chosen)
    pool = sorted((c for c, k in rest.items() for _ in range(k)), key=keep)
    chosen += pool[:n - len(chosen)]
    forced = any(keep(c) >= 15 and (c.points or info[c].esuit == "T") for c in chosen)
    a = Bury(seat, tuple(o.sort(chosen)))
    if not g.can(a):  # never expected; the listing is always legal
        listed = next(x for x in cands if isinstance(x, Bury))
        return listed, msg("bot.bury", cards=list(listed.cards))
    if forced:
        return a, msg("bot.bury.forced", cards=list(a.cards))
    if voided:
        return a, msg("bot.bury.void", cards=list(a.cards), suit=tuple(suit_term(x) for x in voided))
    return a, msg("bot.bury", cards=list(a.cards))


# ------------------------------------------------------------ call (Taihu)
def choose_call(g: TrickGame, cands: list[Action], rng: random.Random) -> tuple[Action, Msg]:
    """Call a card the dealer does not hold, in the suit where the dealer holds the most high cards
    above it (aces first): its holder becomes the friend."""
    held = g.dealer_held
    o = g.known_order
    best: Call | None = None
    best_score: float | None = None
    best_high: tuple[Card, ...] = ()
    for a in cands:
        if not isinstance(a, Call) or held.get(a.card, 0):
            continue
        c = a.card
        high = sorted({h for h, k in held.items() if k and h.suit == c.suit and not o.is_trump(h) and h.rank > c.rank},
                      key=lambda h: -h.rank)
        score = sum(3 if h.rank == 14 else 1 for h in high[:4]) + c.rank / 10 + (0.5 if c.points else 0)
        score += rng.random() * 0.01
        if best_score is None or score > best_score:
            best, best_score, best_high = a, score, tuple(high[:3])
    if best is None:  # every callable card is held: the dealer goes alone
        first = next(a for a in cands if isinstance(a, Call))
        return first, msg("bot.call.any", card=first.card)
    if best_high:
        return best, msg("bot.call", card=best.card)
    return best, msg("bot.call.any", card=best.card)
