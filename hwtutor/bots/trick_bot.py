"""A heuristic bot for the trick-taking variants (zhejiang-2/3, jiande, taihu).

`choose(game, rng) -> (action, reason)`: pure, no I/O. It picks among
`game.legal_actions()` (the burial, which that listing offers only a few ways,
is built here and confirmed with `game.can`, falling back to the listing), so
every choice is legal. `reason` is a `Msg` of the catalog (keys `bot.*`).

The bot sees only what its seat may know: its own hand, the cards played so
far, its own burial when it is the dealer, and which players have shown
themselves void in a suit. It never looks at another hand.
"""
from __future__ import annotations

import random
from collections import Counter

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Show
from ..rules.cards import BJ, H5, SUITS, Card
from ..rules.deal import LEVEL_RANK

# reasons are built with fresh parameters and frozen only when read: a playout reads none
from ..rules.messages import Msg, Seat, term
from ..rules.messages import msg_fresh as msg
from ..rules.trick.order import trump_order
from ..rules.trick.patterns import Component, decompose, one_suit, signature
from ..rules.trick.throws import beater
from .claims import truthful
from .seen import play_view

BID_MARGIN = 0.0           # bid up to the expected take
SHOW_THRESHOLD = 0.75      # Taihu: strength per card worth showing for (about the top 40% of hands)
RISK = 0.12                # chance of trying a throw with one doubtful single

_ROLE_WEIGHT = {"red5": 3.0, "main-advisor": 1.8, "other-advisor": 1.6, "main-level": 1.5, "other-level": 1.3}
_VALUES: dict = {}       # (trump, level) -> card -> value


def _values(o) -> dict[Card, float]:
    """How much the bot minds spending each card, under one trump order (cached per order)."""
    v = _VALUES.get((o.trump, o.level))
    if v is None:
        v = _VALUES[(o.trump, o.level)] = {}
        for c, i in o.info.items():
            if i.esuit == "T":
                v[c] = 30 + (i.key - 840) / 10 if i.princess else 15 + (i.key - 500)
            else:
                v[c] = float(i.key)
    return v


def choose(game, rng: random.Random | None = None, risk: float = RISK) -> tuple[Action, Msg]:
    """The bot's action for the seat to act, and why: every claim of the reason true from the seat's
    knowledge (claims.py; the same action as `decide`)."""
    a, why = decide(game, rng, risk)
    return a, truthful(game, a, why)


def decide(game, rng: random.Random | None = None, risk: float = RISK) -> tuple[Action, Msg]:
    """The bot's action for the seat to act, and its rule of thumb (unchecked: playouts read no reason)."""
    rng = rng or random.Random(0)
    if game.rules.family != "trick":
        raise ValueError("trick_bot plays only the trick-taking variants")
    if game.over or game.to_act is None:
        raise ValueError("the hand is over")
    phase = game.phase
    cands = game.legal_actions()
    if not cands:
        raise RuntimeError(f"no legal action in phase {phase}")
    if phase == "bury":
        return _bury(game, cands)
    if phase == "show":
        return _show(game, cands)
    if len(cands) == 1:
        return cands[0], msg("bot.only")
    if phase == "bid":
        return _bid(game, cands)
    if phase == "trump":
        return _trump(game, cands)
    if phase == "call":
        return _call(game, cands, rng)
    return _Play(game).choose(avoid_rotten(game, cands), rng, risk)


def rots(g, a) -> bool:
    """Taihu: does this play make a heart 5 rotten (R-33: played to a trick not led in trump; R-32: led)?"""
    if not g.rules.rotten_red5 or H5 not in a.cards:
        return False
    trick = g.current
    if not trick.plays:
        return bool(g.rules.opt("forced_red5_rotten"))
    return trick.led_suit != "T"


def avoid_rotten(g, cands):
    """The plays that rot no heart 5, when there is any (a rotten five costs levels at the settlement)."""
    safe = [a for a in cands if not rots(g, a)]
    return safe or cands


# ---------------------------------------------------------------- hand strength
def strength(hand: Counter, trump: str, level: int) -> tuple[float, int]:
    """(strength, number of trumps) of a hand with `trump` as the trump suit."""
    o = trump_order(trump, level)
    s, n_trumps = 0.0, 0
    side_len = {x: 0 for x in SUITS if x != trump}
    for c, k in hand.items():
        if not k:
            continue
        i = o.info[c]
        if i.esuit == "T":
            n_trumps += k
            if i.role == "joker":
                w = 2.5 if c is BJ else 2.0
            else:
                w = _ROLE_WEIGHT.get(i.role, 1.0 + (0.4 if c.rank >= 13 else 0.0))
            s += w * k + 0.8 * (k // 2)
        else:
            side_len[i.esuit] += k
            if c.rank == 14:
                s += 1.2 * k + 0.8 * (k // 2)
            elif c.rank == 13:
                s += 0.4 * k + 0.4 * (k // 2)
            else:
                s += 0.3 * (k // 2)
    for n in side_len.values():
        s += 1.0 if n == 0 else 0.4 if n <= 2 else 0.0
    return s, n_trumps


def _best_suit(hand: Counter, level: int, suits=SUITS) -> tuple[str, float, int]:
    best = max(suits, key=lambda x: (strength(hand, x, level), x == "S"))
    s, n = strength(hand, best, level)
    return best, s, n


def supported_bid(rs, per_card: float) -> int:
    """The highest bid a hand of this strength per card supports (a multiple of 5)."""
    total = 100 * rs.decks
    # the rule set's calibration (bot-vs-bot play, 150 hands per variant, the first bidder made
    # dealer at the minimum): a dealer's share of the deck's points, bottom included, is about
    # A + B * (strength per card of the hand before the bottom)
    a, b = rs.bots.bid_share
    share = a + b * per_card - BID_MARGIN
    return max(0, min(rs.bid_max, int(total * share) // 5 * 5))


def _suit(s: str):
    return term("suit." + s)


# ----------------------------------------------------------------- auction
def _bid(g, cands):
    hand = g.hands[g.to_act]
    suit, s, _ = _best_suit(hand, 2)
    per = s / max(1, sum(hand.values()))
    most = supported_bid(g.rules, per)
    bids = sorted((a for a in cands if isinstance(a, Bid)), key=lambda a: a.amount)
    ok = [a for a in bids if a.amount <= most]
    strength_txt = f"{per * 100:.0f}"
    if ok:
        a = ok[0]
        return a, msg("bot.bid", suit=_suit(suit), strength=strength_txt, most=most, amount=a.amount)
    need = bids[0].amount if bids else (g.bid or g.rules.bid_min) + 5
    p = next(a for a in cands if isinstance(a, Pass))
    return p, msg("bot.pass", most=most, suit=_suit(suit), strength=strength_txt, need=need)


def _trump(g, cands):
    hand = g.hands[g.to_act]
    suits = [a.suit for a in cands if isinstance(a, ChooseTrump)]
    suit, _, n = _best_suit(hand, g.level, suits)
    a = next(a for a in cands if a.suit == suit)
    return a, msg("bot.trump", suit=_suit(suit), n=n)


# ------------------------------------------------------ showing (Taihu)
def _show(g, cands):
    seat = g.to_act
    hand = g.hands[seat]
    lv = LEVEL_RANK[g.deal.levels[seat]]
    mine = {x: hand.get(Card.of(x, lv), 0) for x in SUITS}
    held = [x for x in SUITS if mine[x]]
    if not held:
        return _find_show(cands, ()), msg("bot.show.nolevel")
    suit, s, _ = _best_suit(hand, lv, held)
    per = s / max(1, sum(hand.values()))
    best_cards = (Card.of(suit, lv),) * mine[suit]
    shown = [g.shows[x] for x in g.show_order]
    nobody = not any(shown)
    if per < SHOW_THRESHOLD:
        if nobody and len(g.show_order) == g.n - 1:
            return _find_show(cands, best_cards), msg("bot.show.redeal", cards=list(best_cards))
        return _find_show(cands, ()), msg("bot.show.none", strength=f"{per * 100:.0f}")

    def rank(cs):
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
    return _find_show(cands, show), msg("bot.show", cards=list(show), suit=_suit(suit), strength=f"{per * 100:.0f}")


def _find_show(cands, cards) -> Action:
    want = Counter(cards)
    return next(a for a in cands if isinstance(a, Show) and Counter(a.cards) == want)


# ------------------------------------------------------------------ bury
def _bury(g, cands):
    seat, o, n = g.to_act, g.order, g.rules.bottom_size
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
        a = cands[0]
        return a, msg("bot.bury", cards=list(a.cards))
    if forced:
        return a, msg("bot.bury.forced", cards=list(a.cards))
    if voided:
        return a, msg("bot.bury.void", cards=list(a.cards), suit=tuple(_suit(x) for x in voided))
    return a, msg("bot.bury", cards=list(a.cards))


# ------------------------------------------------------------ call (Taihu)
def _call(g, cands, rng):
    held = g.dealer_held
    o = g.order
    best, best_score, best_high = None, None, ()
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
        return cands[0], msg("bot.call.any", card=cands[0].card)
    if best_high:
        return best, msg("bot.call", card=best.card)
    return best, msg("bot.call.any", card=best.card)


# ------------------------------------------------------------------ play
class _Play:
    def __init__(self, g):
        self.g, self.seat, self.o = g, g.to_act, g.order
        self.hand: Counter = g.hands[self.seat]
        self.n = g.n
        view = play_view(g)
        self.voids: dict[int, set[str]] = view.voids  # read only: the view is shared by later decisions
        self._left = view.left
        self._bottom: Counter = Counter(g.bottom) if self.seat == g.dealer else Counter()
        self._pools: dict[str, Counter] = {}
        self._tops: dict[tuple[str, int], int | None] = {}  # (suit, width) -> highest unseen key held so
        self._values = _values(self.o)

    # what the seat knows of the sides
    def rel(self, other: int) -> int:
        """1 partner (or self), -1 opponent, 0 not known yet (Taihu before the friend shows)."""
        g, me = self.g, self.seat
        if other == me:
            return 1
        d = g.dealer
        if not g.rules.friend_call or g.solo:
            return 1 if (me == d) == (other == d) else -1
        friend = g.friend
        if friend is None and me != d and g.called is not None and self.hand.get(g.called, 0):
            friend = me  # holding the called card: the friend-to-be
        if me in (d, friend):
            if other in (d, friend):
                return 1
            return -1 if friend is not None else 0
        if other in (d, friend):
            return -1
        return 1 if friend is not None else 0

    def pool(self, suit: str) -> Counter:
        """The unseen cards of one effective suit (in the deck's order)."""
        p = self._pools.get(suit)
        if p is None:
            hand, bottom = self.hand, self._bottom
            p = self._pools[suit] = Counter({c: k for c, n in self._left.get(suit, {}).items()
                                             if (k := n - hand.get(c, 0) - bottom.get(c, 0)) > 0})
        return p

    def beaten(self, comp: Component, suit: str) -> bool:
        """Do the unseen cards of `suit` hold a component of the same kind ranked above `comp`
        (throws.beater is not None)? For a single, pair or triple that is whether the highest
        unseen card held `width` times ranks above it, kept per suit and width."""
        if comp.length >= 2:
            return beater(comp, self.pool(suit), self.o) is not None
        tops = self._tops.get((suit, comp.width))
        if tops is None:
            info = self.o.info
            tops = self._tops[(suit, comp.width)] = max(
                (info[c].key for c, n in self.pool(suit).items() if n >= comp.width), default=None)
        return tops is not None and tops > comp.top

    def value(self, c: Card) -> float:
        return self._values[c]

    def cost(self, cards, points_weight: float, side_lead: bool) -> float:
        hand, values = self.hand, self._values
        rot = side_lead and self.g.rules.rotten_red5
        total = 0.0
        # each distinct card once, in the order of first appearance (the sum's order is kept:
        # a float total that differs in the last bit could change which play is cheapest)
        for c in (dict.fromkeys(cards) if len(cards) > 1 else cards):
            k = cards.count(c)
            total += (values[c] + points_weight * c.points) * k
            if k == 1 and hand.get(c, 0) >= 2:
                total += 3  # breaks a pair
            if rot and c is H5:
                total += 500  # rotten
        return total

    def winner(self, trick) -> int:
        """Who wins the trick as it stands: resolve()'s rule, asked without copying the trick. The
        lead stands unless a contender goes strictly above the top of the cards winning so far."""
        plays = trick.plays
        best, best_cards = plays[0]
        lead_sig = signature(trick.lead)
        for seat, cs in plays[1:]:
            if self.takes(trick, best_cards, cs, lead_sig):
                best, best_cards = seat, cs
        return best

    def takes(self, trick, cur_cards, cards, lead_sig) -> bool:
        """Would `cards`, played now, win the trick from `cur_cards` (winning it so far)? A contender
        (the led suit in the lead's pattern, or a ruff in it without a Taihu princess) strictly above
        the top of the winning cards, as resolve() rules."""
        o, led = self.o, trick.led_suit
        info = o.info
        suit = one_suit(cards, o)
        if suit != led and not (suit == "T" and led != "T"):
            return False
        if suit != led and self.g.rules.princesses and any(info[c].princess for c in cards):
            return False
        if max(info[c].key for c in cards) <= max(info[c].key for c in cur_cards):
            return False
        if cards.count(cards[0]) == len(cards):  # copies of one card: a single, pair or triple
            return lead_sig == ((len(cards), 1),)
        return signature(decompose(cards, o)) == lead_sig

    def later(self, trick) -> list[int]:
        k = len(trick.plays)
        return [(self.seat + i) % self.n for i in range(1, self.n - k)]

    def _can_ruff(self, comp: Component) -> bool:
        """Do unseen trumps hold anything of the component's shape (a possible ruff)?"""
        pool = self.pool("T")
        if self.g.rules.princesses:
            pool = Counter({c: k for c, k in pool.items() if not self.o.is_princess(c)})
        return beater(Component(comp.width, comp.length, -1, ()), pool, self.o) is not None

    def holds(self, trick, wseat: int, wcards, later: list[int]) -> bool:
        """Will `wcards` (now winning) likely stay winning against the opponents still to play?"""
        opps = [s for s in later if self.rel(s) != 1]
        if not opps:
            return True
        if len(trick.lead) > 1:
            return True  # a throw's full pattern is rarely matched
        o, led = self.o, trick.led_suit
        comps = decompose(wcards, o)
        if len(comps) != 1:
            return True
        comp = comps[0]
        wsuit = o.esuit(wcards[0])
        beaten = self.beaten(comp, wsuit)
        if wsuit == led:
            if beaten:
                return False
            if led != "T" and any(led in self.voids[s] and "T" not in self.voids[s] for s in opps):
                return not self._can_ruff(comp)
            return True
        # a ruff: an opponent void in the led suit might overruff
        return not (beaten and any(led in self.voids[s] for s in opps))

    # --------------------------------------------------------- decisions
    def choose(self, cands, rng, risk):
        trick = self.g.current
        if not trick.plays:
            return self.lead(cands, rng, risk)
        return self.follow(cands, trick)

    def follow(self, cands, trick):
        g, o, seat = self.g, self.o, self.seat
        led = trick.led_suit
        side_lead = led != "T"
        later = self.later(trick)
        cur = self.winner(trick)
        cur_cards = dict(trick.plays)[cur]
        pts = sum(c.points for c in trick.cards())
        void = not any(k and o.esuit(c) == led for c, k in self.hand.items())

        if g.rules.rotten_red5 and led == "T" and self.hand.get(H5):
            h5 = [a for a in cands if H5 in a.cards]
            if h5:
                a = min(h5, key=lambda a: self.cost(a.cards, 0, False))
                return a, msg("bot.follow.red5", cards=list(a.cards))

        rel_cur = self.rel(cur)
        if rel_cur == 1 and self.holds(trick, cur, cur_cards, later):
            a = min(cands, key=lambda a: self.cost(a.cards, -1.6, side_lead))
            # say "partner" only where the partnership is public (not a Taihu friend still hidden)
            hidden = g.rules.friend_call and g.friend is None and not g.solo
            key = "bot.follow.give" if sum(c.points for c in a.cards) else "bot.follow.partner-low"
            return a, msg(key + (".hidden" if hidden else ""), cards=list(a.cards), seat=Seat(cur))

        lead_sig = signature(trick.lead)
        wins = [a for a in cands if self.takes(trick, cur_cards, a.cards, lead_sig)]
        if wins:
            def is_ruff(a):
                return side_lead and void and all(o.is_trump(c) for c in a.cards)

            def cheap(a):
                return self.cost(a.cards, -0.3, side_lead)

            last = not any(self.rel(s) != 1 for s in later)
            secure = wins if last else [a for a in wins if self.holds(trick, seat, a.cards, later)]
            pick = None
            high = False
            if secure:
                pick = min(secure, key=cheap)
            elif pts >= 10:
                pick = max(wins, key=lambda a: max(o.key(c) for c in a.cards))
                high = True
            lose = self.lose_pick(cands, rel_cur, side_lead)
            if pick is not None and (not is_ruff(pick) or pts > 0
                                     or cheap(pick) <= self.cost(lose.cards, 1.6, side_lead) + 4):
                if is_ruff(pick):
                    return pick, msg("bot.follow.ruff", cards=list(pick.cards), suit=_suit(led), points=pts)
                if high:
                    return pick, msg("bot.follow.win-high", cards=list(pick.cards), points=pts)
                return pick, msg("bot.follow.win", cards=list(pick.cards))

        a = self.lose_pick(cands, rel_cur, side_lead)
        if void and side_lead:
            return a, msg("bot.follow.discard", cards=list(a.cards), suit=_suit(led))
        return a, msg("bot.follow.low.keep" if wins else "bot.follow.low", cards=list(a.cards))

    def lose_pick(self, cands, rel_cur: int, side_lead: bool):
        weight = 0.5 if rel_cur == 1 else 1.6
        return min(cands, key=lambda a: self.cost(a.cards, weight, side_lead))

    def lead(self, cands, rng, risk):
        g, o, seat = self.g, self.o, self.seat
        if all(H5 in a.cards for a in cands) and g.rules.rotten_red5:
            a = min(cands, key=lambda a: len(a.cards))
            return a, msg("bot.lead.red5-forced", cards=list(a.cards))
        opps = [s for s in range(self.n) if s != seat and self.rel(s) != 1]
        voids, info = self.voids, o.info
        rows = []
        # the candidates share suits and components: each asked once per lead
        beaten: dict[tuple, bool] = {}
        ruffs: dict[str, bool] = {}
        for a in cands:
            comps = decompose(a.cards, o)
            suit = info[a.cards[0]].esuit
            unsure = []
            for k in comps:
                key = (suit, k.width, k.length, k.top)
                b = beaten.get(key)
                if b is None:
                    b = beaten[key] = self.beaten(k, suit)
                if b:
                    unsure.append(k)
            ruff_risk = ruffs.get(suit)
            if ruff_risk is None:
                ruff_risk = ruffs[suit] = suit != "T" and any(suit in voids[s] and "T" not in voids[s] for s in opps)
            rows.append((a, comps, suit, unsure, ruff_risk))

        throws = [r for r in rows if len(r[1]) > 1 and not r[3] and not r[4]]
        if throws:
            a = max(throws, key=lambda r: (len(r[0].cards), sum(c.points for c in r[0].cards)))[0]
            return a, msg("bot.lead.throw", cards=list(a.cards))

        risk *= g.rules.bots.throw_risk  # less where a failed throw costs levels (Taihu)
        risky = [r for r in rows if len(r[1]) > 1 and len(r[3]) == 1 and r[3][0].size == 1 and not r[4]
                 and r[2] != "T"]
        if risky and rng.random() < risk:
            r = max(risky, key=lambda r: len(r[0].cards))
            return r[0], msg("bot.lead.throw-risk", cards=list(r[0].cards), component=list(r[3][0].cards))

        sure = [r for r in rows if len(r[1]) == 1 and not r[3] and not r[4] and r[2] != "T"]
        if sure:
            r = max(sure, key=lambda r: (r[1][0].size, r[1][0].length, sum(c.points for c in r[0].cards),
                                         -r[1][0].top))
            return r[0], msg("bot.lead.top", cards=list(r[0].cards), kind=term(r[1][0].kind), suit=_suit(r[2]))

        n_hand = sum(self.hand.values())
        n_trump = sum(k for c, k in self.hand.items() if o.is_trump(c))
        opp_trumps = sum(self.pool("T").values()) and any("T" not in self.voids[s] for s in opps)
        if opp_trumps and 2 * n_trump >= n_hand:
            sure_t = [r for r in rows if r[2] == "T" and len(r[1]) == 1 and not r[3]]
            if sure_t:
                r = max(sure_t, key=lambda r: (r[1][0].size, -r[1][0].top))
                return r[0], msg("bot.lead.trump", cards=list(r[0].cards))

        side_len = Counter()
        for c, k in self.hand.items():
            if k and not o.is_trump(c):
                side_len[o.esuit(c)] += k
        singles = [r for r in rows if r[2] != "T" and len(r[0].cards) == 1]
        if singles:
            def lead_cost(r):
                c = r[0].cards[0]
                return self.cost((c,), 1.6, False) + 0.6 * side_len[r[2]]
            r = min(singles, key=lead_cost)
            shortest = min(side_len.values())
            if side_len[r[2]] == shortest and side_len[r[2]] <= 3:
                return r[0], msg("bot.lead.short", cards=list(r[0].cards))
            return r[0], msg("bot.lead.low", cards=list(r[0].cards))
        # only trumps (or only structures) left: a sure trump first, else the cheapest
        sure_t = [r for r in rows if r[2] == "T" and len(r[1]) == 1 and not r[3]]
        if sure_t and opp_trumps:
            r = max(sure_t, key=lambda r: (r[1][0].size, -r[1][0].top))
            return r[0], msg("bot.lead.top", cards=list(r[0].cards), kind=term(r[1][0].kind), suit=_suit("T"))
        plain = [r[0] for r in rows if len(r[1]) == 1] or cands  # never an unsafe throw here
        a = min(plain, key=lambda a: (self.cost(a.cards, 1.6, False) / len(a.cards), -len(a.cards)))
        if all(o.is_trump(c) for c in a.cards):
            return a, msg("bot.lead.trump-low", cards=list(a.cards))
        return a, msg("bot.lead.low", cards=list(a.cards))


def play_hand(rules, deal, rng: random.Random, max_actions: int = 3000):
    """Four bots play one hand from `deal`; return (actions, reasons, game)."""
    from ..rules.game import new_game
    g = new_game(rules, deal)
    actions, reasons = [], []
    while not g.over and len(actions) < max_actions:
        a, why = choose(g, rng)
        g.apply(a)
        actions.append(a)
        reasons.append(why)
    return actions, reasons, g


__all__ = ["choose", "decide", "strength", "supported_bid", "play_hand"]
