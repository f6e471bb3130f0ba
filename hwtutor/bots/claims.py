"""Claims a hint or a bot's reason makes about a play, made true from the seat's own knowledge.

The heuristic bot (trick_bot.py) decides fast on rules of thumb; its reason may say more than the
seat knows ("a sure winner", "nobody can beat it", "the smallest trump", "keep the good cards").
`truthful(game, action, reason)` rereads such a reason against what the seat knows
(knowledge.py: its hand, every card played, the voids shown, its own burial, the cards placed by a
failed throw or a show) and keeps a claim only where it holds in every deal consistent with that
knowledge; otherwise it says how likely it is, counted over sampled deals (`odds`).

"Sure" (`Odds.sure`) is a proof by counting, never a sample:
- no unseen card (in any hidden hand or the hidden bottom) makes a component of the same kind
  above it in its suit, and
- on a side-suit trick, no seat still to play may ruff (or overruff) it: a seat may be void in
  the suit unless the seat's knowledge places one of its cards there, and may ruff unless it has
  shown itself void in trumps or the unseen trumps (Taihu: natural trumps, the princesses do not
  ruff) cannot make the lead's pattern above the cards to beat.

Otherwise `Odds.stands` counts the sampled deals (SAMPLES of them, from a seed fixed by the
position, so a claim reads the same every time it is asked) in which no seat still to play holds a
legal play that beats the cards (a throw: also that nobody blocks it). Pure: no I/O. Only the
decision's own reason is reread: a playout, which reads no reason, never calls this module.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..rules.actions import Action, ChooseTrump, Play
from ..rules.cards import Card
from ..rules.game import Game
from ..rules.messages import Msg, suit_term
from ..rules.messages import msg_fresh as msg
from ..rules.trick.game import TrickGame
from ..rules.trick.legal import follow_options
from ..rules.trick.order import TrumpOrder
from ..rules.trick.patterns import Component, decompose, one_suit
from ..rules.trick.resolve import Trick, resolve
from ..rules.trick.state import TrickState
from ..rules.trick.throws import beater, throw_blocks
from .knowledge import BOTTOM, Knowledge, knowledge, sample_hands

SAMPLES = 20


@dataclass(frozen=True)
class Odds:
    sure: bool    # proven: nobody still to play can beat it, in any deal consistent with the knowledge
    stands: int   # sampled deals where nobody still to play can beat it
    n: int        # sampled deals


# ------------------------------------------------------------------ the trick as it would stand
def _trick_with(g: TrickState, seat: int, cards: tuple[Card, ...]) -> tuple[Trick, list[Component], str]:
    """The trick in progress with `cards` played by `seat` (a new trick when it leads)."""
    o = g.known_order
    t = g.current
    if t is None or not t.plays:
        comps = decompose(cards, o)
        suit = one_suit(cards, o) or o.esuit(cards[0])
        number = t.number if t is not None else len(g.tricks) + 1
        return Trick(number, seat, list(comps), suit, [(seat, tuple(cards))]), comps, suit
    t = t.copy()
    t.plays.append((seat, tuple(cards)))
    return t, list(t.lead), t.led_suit


def takes(g: TrickState, seat: int, cards: Iterable[Card]) -> bool:
    """Would `cards`, played now by `seat`, be the winning cards of the trick so far?"""
    t, _, _ = _trick_with(g, seat, tuple(cards))
    if len(t.plays) == 1:
        return True
    resolve(t, g.known_order, g.rules, explain=False)
    return t.winner == seat


def later_seats(g: TrickState, seat: int) -> list[int]:
    t = g.current
    played = len(t.plays) if t is not None else 0
    return [(seat + i) % g.n for i in range(1, g.n - played)]


# ------------------------------------------------------------------ the proof
def _unseen_of(k: Knowledge, o: TrumpOrder, suit: str, banned: set[Card] | None = None,
               natural: bool = False) -> Counter[Card]:
    return Counter({c: n for c, n in k.unseen.items()
                    if n > 0 and o.esuit(c) == suit and not (banned and c in banned)
                    and not (natural and o.is_princess(c))})


def _may_hold_suit_proven(k: Knowledge, o: TrumpOrder, s: int, suit: str) -> bool:
    """Does the seat's knowledge place a card of `suit` in seat s's hand (so it cannot ruff)?"""
    return any(n and o.esuit(c) == suit for c, n in k.fixed.get(s, Counter()).items())


def _pattern_possible(comps: list[Component], pool: Counter[Card], o: TrumpOrder, above: int) -> bool:
    """Can `pool` (one suit) make every component's shape, and the whole lead's size, with a top above `above`?
    A necessary condition of a ruff (or overruff) in that pattern: when it fails, no ruff is possible."""
    if sum(pool.values()) < sum(c.size for c in comps):
        return False
    for c in comps:
        if beater(Component(c.width, c.length, -1, ()), pool, o) is None:
            return False
    return any(o.key(c) > above for c in pool)


def sure(g: TrickState, seat: int, cards: Sequence[Card], k: Knowledge | None = None) -> bool:
    """Proven from `seat`'s knowledge: nobody still to play can beat `cards` (a lead, or a follow
    that is winning the trick so far), whatever the hidden cards are."""
    o, rules = g.known_order, g.rules
    k = k or knowledge(g, seat)
    t, lead, led = _trick_with(g, seat, tuple(cards))
    later = later_seats(g, seat)
    mine = decompose(tuple(cards), o)
    wsuit = one_suit(cards, o)
    if len(t.plays) == 1 and len(lead) > 1:  # a throw: no unseen card may beat a part of it
        pool = _unseen_of(k, o, led)
        if any(beater(c, pool, o) is not None for c in lead):
            return False
    if not later:
        return True
    top = max(o.key(c) for c in cards)
    if wsuit == led:
        pool = _unseen_of(k, o, led)
        if any(beater(c, pool, o) is not None for c in mine):
            return False
    if led == "T":
        return True
    for s in later:
        if _may_hold_suit_proven(k, o, s, led) or "T" in k.voids.get(s, ()):
            continue
        trumps = _unseen_of(k, o, "T", k.banned.get(s), natural=bool(rules.princesses))
        if _pattern_possible(lead, trumps, o, top if wsuit == "T" else -1):
            return False
    return True


# ------------------------------------------------------------------ the count
def _beaten_in(g: TrickState, seat: int, cards: tuple[Card, ...], hands: dict[int, Counter[Card]]) -> bool:
    """In one deal (every hidden hand known): can a seat still to play beat `cards`?"""
    o, rules = g.known_order, g.rules
    t, lead, led = _trick_with(g, seat, cards)
    if len(t.plays) == 1 and len(lead) > 1:
        full = [hands.get(s, Counter()) if s != seat else Counter() for s in range(g.n)]
        if throw_blocks(lead, led, seat, full, o):
            return True
    for s in later_seats(g, seat):
        for cs in follow_options(t, o, hands.get(s, Counter()), rules.triples):
            t2 = t.copy()
            t2.plays.append((s, cs))
            resolve(t2, o, rules, explain=False)
            if t2.winner == s:
                return True
    return False


def odds(g: TrickState, seat: int, cards: Iterable[Card], samples: int = SAMPLES) -> Odds:
    """How sure `cards` (played now by `seat`, winning the trick so far) are to stay winning."""
    cards = tuple(cards)
    k = knowledge(g, seat)
    if sure(g, seat, cards, k):
        return Odds(True, samples, samples)
    rng = random.Random(f"hwtutor-claim:{len(g.history)}:{seat}:{' '.join(c.code for c in cards)}")
    stands = 0
    for _ in range(samples):
        hands = {h: cs for h, cs in sample_hands(k, rng).items() if h != BOTTOM}
        stands += not _beaten_in(g, seat, cards, hands)
    return Odds(False, stands, samples)


# ------------------------------------------------------------------ rereading a reason
def _good(g: TrickState, c: Card, side_lead: bool) -> bool:
    """A card worth keeping: a trump played on a side suit, a trump above the natural ones, an ace or king."""
    i = g.known_order.info[c]
    if i.esuit == "T":
        return side_lead or i.role not in ("trump",) or c.rank >= 13
    return c.rank >= 13


def _low(c: Card) -> bool:
    """A low card: no points, below the jack."""
    return not c.points and c.rank < 11 and not c.special


def truthful(g: Game, a: Action | None, why: Msg) -> Msg:
    """`why` (the heuristic bot's reason for `a`), with every claim true from the seat's knowledge."""
    key = why.key
    if not key.startswith(("bot.lead.", "bot.follow.", "bot.trump")) or a is None or not isinstance(g, TrickGame):
        return why
    p = why.params
    if isinstance(a, ChooseTrump) and key == "bot.trump":
        return _trump(g, a, why)
    if not isinstance(a, Play) or g.phase != "play" or g.order is None:
        return why
    cards, seat, o = tuple(a.cards), a.seat, g.order
    pts = sum(c.points for c in cards)
    if key in ("bot.lead.top", "bot.lead.throw", "bot.follow.win", "bot.follow.win-high"):
        od = odds(g, seat, cards)
        if od.sure:
            return why
        extra = dict(stands=od.stands, n=od.n)
        if key == "bot.lead.top":
            return msg("bot.lead.top.odds", cards=list(cards), kind=p["kind"], suit=p["suit"], **extra)
        if key == "bot.lead.throw":
            return msg("bot.lead.throw.odds", cards=list(cards), suit=suit_term(o.esuit(cards[0])), **extra)
        if key == "bot.follow.win":
            return msg("bot.follow.win.odds", cards=list(cards), **extra)
        return msg("bot.follow.win-high.odds", cards=list(cards), points=p["points"], **extra)
    if key.startswith(("bot.follow.give", "bot.follow.partner-low")):
        hidden = key.endswith(".hidden")
        tail = ".hidden" if hidden else ""
        if takes(g, seat, cards):
            return msg("bot.follow.partner-over" + tail, cards=list(cards), seat=p["seat"])
        side_lead = g.known_trick.led_suit != "T"
        if key.startswith("bot.follow.partner-low") and any(_good(g, c, side_lead) for c in cards):
            return msg("bot.follow.partner-least" + tail, cards=list(cards), seat=p["seat"])
        return why
    if key in ("bot.follow.low", "bot.follow.low.keep", "bot.follow.discard") and takes(g, seat, cards):
        return msg("bot.follow.over-low", cards=list(cards))
    if key == "bot.lead.low":
        if pts:
            return msg("bot.lead.low-points", cards=list(cards), points=pts)
        if not all(_low(c) for c in cards):
            return msg("bot.lead.cheapest", cards=list(cards))
        return why
    if key == "bot.lead.short" and pts:
        return msg("bot.lead.short-points", cards=list(cards), points=pts)
    if key == "bot.lead.trump-low":
        hand = g.hands[seat]
        trumps = [c for c, n in hand.items() if n and o.is_trump(c)]
        low = min(trumps, key=o.key)
        if o.key(low) >= min(o.key(c) for c in cards):
            return why
        if low.points:
            return msg("bot.lead.trump-cheap.points", cards=list(cards), low=low, points=low.points)
        return msg("bot.lead.trump-cheap", cards=list(cards), low=low)
    return why


def _trump(g: TrickGame, a: ChooseTrump, why: Msg) -> Msg:
    """'the longest' only when no other suit the seat may name gives more trumps."""
    from ..rules.trick.order import trump_order
    hand = g.hands[a.seat]
    suits = [x.suit for x in g.legal_actions() if isinstance(x, ChooseTrump) and x.seat == a.seat]

    def count(s: str) -> int:
        o = trump_order(s, g.level)
        return sum(n for c, n in hand.items() if n and o.is_trump(c))

    n = count(a.suit)
    best = max(suits or [a.suit], key=lambda s: (count(s), s == a.suit))
    if count(best) <= n:
        return msg("bot.trump", suit=suit_term(a.suit), n=n)
    return msg("bot.trump.strong", suit=suit_term(a.suit), n=n, longest=suit_term(best), m=count(best))
