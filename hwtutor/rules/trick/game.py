"""The state machine of one hand of a trick-taking variant.

Three faces per action, as pokerkit has them: `check` returns the verdict
with its reason, `can` the boolean, `apply` performs a legal action and
refuses an illegal one (IllegalAction). The engine itself performs what
nobody decides: ending the auction, handing over the bottom, forcing a
trump suit, resolving a failed throw (R-11), revealing the friend, scoring.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, ClassVar

from ..actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from ..cards import H5, Card
from ..deal import LEVEL_RANK
from ..faces import take
from ..kinds import Contract, Phase
from ..messages import Seat, msg, msg_fresh, term
from ..verdict import LEGAL, Event, Verdict, illegal
from . import settle
from .follow import check_follow
from .legal import legal_actions
from .order import TrumpOrder, trump_order
from .patterns import decompose, one_suit
from .resolve import Trick, resolve
from .state import TrickState
from .throws import throw_blocks, weakest

SUIT_TERMS = {s: "suit." + s for s in "SHCD"}


class TrickGame(TrickState):
    # ------------------------------------------------------------------ faces
    def _check(self, a: Action) -> Verdict:
        check = self._CHECKS.get(type(a))  # the action's own rules (the tables close the class)
        return check(self, a) if check else self._phase_fail(a)

    def _perform(self, a: Action) -> list[Event]:
        return self._DOES[type(a)](self, a)

    # ------------------------------------------------------------- helpers
    def legal_actions(self, limit: int = 200) -> list[Action]:
        """Structurally distinct legal actions for the seat to act (every one passes check)."""
        return legal_actions(self, limit)

    @property
    def redealt(self) -> bool:
        """R-30: nobody showed a level card; the hand has not ended, it is dealt again."""
        return self.phase == "done" and self.result is not None and self.result.redeal

    def _phase_fail(self, a: Action) -> Verdict:
        if self.redealt:
            return illegal("phase", msg("phase.redeal", verb=term("verb." + a.verb)))
        return super()._phase_fail(a)

    def _phase(self, want: str | tuple[str, ...], a: Action) -> Verdict | None:
        if self.phase not in ((want,) if isinstance(want, str) else want):
            return self._phase_fail(a)
        return None

    # ------------------------------------------------------------- auction
    def _check_bid(self, a: Bid) -> Verdict:
        rs = self.rules
        v = self._phase("bid", a)
        if v:
            return v
        if a.seat in self.passed:
            return illegal("bid-passed", msg("bid-passed", seat=Seat(a.seat)))
        v = self._turn(a)
        if v:
            return v
        if not rs.bid_min <= a.amount <= rs.bid_max:
            return illegal("bid-range", msg("bid-range", amount=a.amount, lo=rs.bid_min, hi=rs.bid_max))
        lo = rs.bid_min if self.bid is None else self.bid + 5
        hi = min(rs.bid_max, (rs.bid_min if self.bid is None else self.bid) + rs.bid_raise)
        if a.amount % 5 or not lo <= a.amount <= hi:
            key = "bid-step.open" if self.bid is None else "bid-step"
            return illegal("bid-step", msg(key, amount=a.amount, lo=lo, hi=hi, standing=self.bid or 0))
        return LEGAL

    def _check_pass(self, a: Pass) -> Verdict:
        v = self._phase("bid", a)
        if v:
            return v
        if a.seat in self.passed:
            return illegal("bid-passed", msg("bid-passed", seat=Seat(a.seat)))
        return self._turn(a) or LEGAL

    def _do_bid(self, a: Bid) -> list[Event]:
        self.bid, self.bidder = a.amount, a.seat
        if a.amount >= self.rules.bid_max or len(self.passed) == self.n - 1:
            return self._end_auction(a.seat, a.amount, "max" if a.amount >= self.rules.bid_max else "passed")
        return self._advance_auction(a.seat)

    def _do_pass(self, a: Pass) -> list[Event]:
        self.passed.add(a.seat)
        if self.bid is None and len(self.passed) == self.n:
            return self._end_auction(self.deal.first_bidder, self.rules.bid_min, "nobody")
        if self.bid is not None and len(self.passed) == self.n - 1:
            return self._end_auction(self.known_bidder, self.bid, "passed")
        return self._advance_auction(a.seat)

    def _advance_auction(self, seat: int) -> list[Event]:
        s = self._next(seat)
        while s in self.passed:
            s = self._next(s)
        self.to_act = s
        return []

    def _end_auction(self, dealer: int, bid: int, how: str) -> list[Event]:
        self.dealer, self.bid = dealer, bid
        self.phase, self.to_act = Phase.TRUMP, dealer
        return [Event("dealer", msg("dealer." + how, seat=Seat(dealer), bid=bid), dealer)]

    # ------------------------------------------------------- showing (Taihu)
    def _check_show(self, a: Show) -> Verdict:
        v = self._phase("show", a) or self._turn(a) or self._in_hand(a.seat, a.cards)
        if v:
            return v
        own = LEVEL_RANK[self.deal.levels[a.seat]]
        wrong = [c for c in a.cards if c.is_joker or c.rank != own]
        if wrong:
            return illegal("show-not-level", msg("show-not-level", cards=wrong, level=self.deal.levels[a.seat]))
        return LEGAL

    def _do_show(self, a: Show) -> list[Event]:
        self.shows[a.seat] = a.cards
        self.show_order.append(a.seat)
        if len(self.show_order) < self.n:
            self.to_act = self._next(a.seat)
            return []

        def strength(seat: int) -> tuple[int, int, int]:
            cs = self.shows[seat]
            pairs = sum(n // 2 for n in Counter(cs).values())
            return (len(cs), pairs, -self.show_order.index(seat))

        best = max(self.show_order, key=strength)
        if not self.shows[best]:
            self.phase, self.to_act = Phase.DONE, None
            self.result = settle.redeal()
            return list(self.result.events)  # the same event: told once, as the redeal
        self.dealer = best
        self.level = LEVEL_RANK[self.deal.levels[best]]
        suits = tuple(dict.fromkeys(c.suit for c in self.shows[best]))
        self.trump_choices = suits
        ev = [Event("dealer", msg("dealer.shown", seat=Seat(best), cards=list(self.shows[best]),
                                  level=self.deal.levels[best]), best)]
        if len(suits) == 1:
            return ev + self._set_trump(suits[0], forced=True)
        self.phase, self.to_act = Phase.TRUMP, best
        return ev

    # ----------------------------------------------------------------- trump
    def _check_trump(self, a: ChooseTrump) -> Verdict:
        if self.phase == "bury" and self.trump_choices and len(self.trump_choices) == 1 \
                and not self.trump_named:
            v = self._turn(a)
            if v:
                return v
            if a.suit != self.trump:  # a trump naming the forced suit is accepted (record-format.md)
                return illegal("trump-choice", msg("trump-choice.forced", suit=term(SUIT_TERMS[self.known_trump])))
            return LEGAL
        v = self._phase("trump", a) or self._turn(a)
        if v:
            return v
        if self.rules.contract is Contract.SHOW and a.suit not in self.trump_choices:
            return illegal("trump-choice", msg("trump-choice", suit=term(SUIT_TERMS[a.suit]),
                                               choices=tuple(term(SUIT_TERMS[s]) for s in self.trump_choices)))
        return LEGAL

    def _do_trump(self, a: ChooseTrump) -> list[Event]:
        if self.phase == "bury":
            self.trump_named = True
            return []
        self.trump_named = True
        return self._set_trump(a.suit, forced=False)

    def _set_trump(self, suit: str, forced: bool) -> list[Event]:
        self.trump = suit
        self.order = trump_order(suit, self.level)
        d = self.known_dealer
        ev = [Event("trump", msg("trump.forced" if forced else "trump", seat=Seat(d),
                                 suit=term(SUIT_TERMS[suit])), d)]
        # the engine hands the bottom to the dealer
        self.hands[d].update(self.bottom)
        taken, self.bottom = self.bottom, []
        self.dealer_held = Counter(self.hands[d])
        self.phase, self.to_act = Phase.BURY, d
        ev.append(Event("bottom-taken", msg("bottom-taken", seat=Seat(d), n=len(taken)), d))
        return ev

    # ------------------------------------------------------------------ bury
    def _check_bury(self, a: Bury) -> Verdict:
        v = self._phase("bury", a) or self._turn(a) or self._in_hand(a.seat, a.cards)
        if v:
            return v
        if len(a.cards) != self.rules.bottom_size:
            return illegal("bury-count", msg("bury-count", n=len(a.cards), need=self.rules.bottom_size))
        return LEGAL

    def _do_bury(self, a: Bury) -> list[Event]:
        take(self.hands[a.seat], a.cards)
        self.bottom = list(a.cards)
        ev = [Event("buried", msg("buried", seat=Seat(a.seat), n=len(a.cards)), a.seat)]
        if self.rules.rotten_red5:
            self.rotten_buried = sum(1 for c in a.cards if c is H5)
            ev += [Event("red5-rotten", msg("red5-rotten.buried", seat=Seat(a.seat)), a.seat)] * self.rotten_buried
        if self.rules.friend_call:
            self.phase = Phase.CALL
        else:
            self._start_play()
        return ev

    # ------------------------------------------------------------ call (Taihu)
    def _check_call(self, a: Call) -> Verdict:
        v = self._phase("call", a) or self._turn(a)
        if v:
            return v
        c, o = a.card, self.known_order
        if c.is_joker or c.special or o.is_trump(c) or not 2 <= c.rank <= 10 or c.rank == 3:
            return illegal("call-card", msg("call-card", card=c, level=self.deal.levels[self.known_dealer]))
        return LEGAL

    def _do_call(self, a: Call) -> list[Event]:
        self.called = a.card
        held = self.dealer_held if self.rules.opt("solo_counts_bottom") else self.hands[a.seat]
        self.solo = held.get(a.card, 0) > 0
        self._start_play()
        if self.solo:
            return [Event("solo", msg("solo", seat=Seat(a.seat), card=a.card), a.seat)]
        return [Event("called", msg("called", seat=Seat(a.seat), card=a.card), a.seat)]

    # ------------------------------------------------------------------ play
    def _start_play(self) -> None:
        self.phase, self.to_act = Phase.PLAY, self.known_dealer
        self.tricks.append(Trick(1, self.known_dealer))

    def _check_play(self, a: Play) -> Verdict:
        if self.phase != "play":
            return self._phase_fail(a)
        if a.seat != self.to_act:
            return self._turn(a) or self._phase_fail(a)  # _turn gives a verdict here: not the seat to act
        cs = a.cards
        hand = self.hands[a.seat]
        v = None if len(cs) == 1 and hand.get(cs[0]) else self._in_hand(a.seat, cs)
        if v:
            return v
        trick, o = self.tricks[-1], self.order
        assert o is not None  # set with trump; an assert, not known_order: every replayed play passes here
        if not trick.plays:
            return self._check_lead(a, o)
        if self._plainly_follows(cs, hand, trick, o):
            return LEGAL
        return check_follow(a.seat, hand, cs, trick.lead, trick.led_suit, o, self.rules.opt("shape_duty"))

    def _plainly_follows(self, cs: tuple[Card, ...], hand: Counter[Card], trick: Trick, o: TrumpOrder) -> bool:
        """A follow that R-6 and R-7 plainly allow, told without building the shape profiles:
        the lead's count, every led-suit card it must hold, and no shape duty to serve
        (the follower holds no more of the suit than the lead, or the lead has no group).
        Anything else is judged by check_follow, which explains a refusal."""
        need = 0
        grouped = False
        for comp in trick.lead:
            need += comp.width * comp.length
            grouped = grouped or comp.width > 1
        if len(cs) != need:
            return False
        info, led = o.info, trick.led_suit
        in_suit = 0
        for c in cs:
            if info[c].esuit == led:
                in_suit += 1
        if in_suit == need and not grouped:  # all of the suit, and no shape to serve: the usual follow
            return True
        held = 0
        for c, n in hand.items():
            if info[c].esuit == led:
                held += n
        if in_suit < min(need, held):
            return False
        return held <= need or not grouped or not self.rules.opt("shape_duty")

    def _check_lead(self, a: Play, o: TrumpOrder) -> Verdict:
        if self.rules.rotten_red5 and H5 in a.cards:
            only_h5 = all(c is H5 for c, n in self.hands[a.seat].items() if n)
            if not only_h5:
                return illegal("red5-lead", msg("red5-lead", cards=list(a.cards)))
        suit = one_suit(a.cards, o)
        if suit is None:
            return illegal("lead-mixed", msg("lead-mixed", cards=o.sort(a.cards)))
        comps = decompose(a.cards, o)
        if len(comps) > 1:
            if suit == "T" and not self.rules.opt("trump_throws"):
                return illegal("lead-mixed", msg("lead-mixed.trump", cards=o.sort(a.cards)))
            if self.throw_banned(a.seat):
                return illegal("throw-banned", msg("throw-banned", seat=Seat(a.seat)))
        return LEGAL

    def _do_play(self, a: Play) -> list[Event]:
        trick, o = self.tricks[-1], self.order  # in play the last trick is the one in progress
        assert o is not None  # set with trump (as in _check_play: the hot path of every replay)
        ev: list[Event] = []
        cs = a.cards
        if not trick.plays:
            comps = decompose(cs, o)
            led = one_suit(cs, o)
            if led is None:  # check refused it (lead-mixed): apply performs only checked actions
                raise RuntimeError(f"a lead of more than one suit: {cs}")
            trick.led_suit = led
            if len(comps) > 1:
                trick.events.append(Event("throw", msg_fresh("throw", seat=Seat(a.seat), cards=o.sort(cs),
                                                       n=len(comps)), a.seat))
                blocks = throw_blocks(comps, led, a.seat, self.hands, o)
                if blocks:
                    b = weakest(blocks)
                    trick.attempted, trick.block = cs, b
                    self.failed_throws.append((a.seat, len(cs)))
                    trick.events.append(Event("throw-failed", msg_fresh(
                        "throw-failed", seat=Seat(a.seat), cards=o.sort(cs), blocker=Seat(b.seat),
                        beats=list(b.cards), component=list(b.component.cards), kind=term(b.component.kind)), a.seat))
                    comps, cs = [b.component], b.component.cards
            trick.lead = comps
            # nothing else was left
            if self.rules.rotten_red5 and H5 in cs and self.rules.opt("forced_red5_rotten"):
                trick.events += [Event("red5-rotten", msg_fresh("red5-rotten.led", seat=Seat(a.seat)), a.seat)
                                 for c in cs if c is H5]
        take(self.hands[a.seat], cs)
        trick.plays.append((a.seat, tuple(cs)))
        if self.called is not None and not self.solo and self.friend is None \
                and a.seat != self.dealer and self.called in cs:
            self.friend = a.seat
            trick.events.append(Event("friend-revealed", msg_fresh("friend-revealed", seat=Seat(a.seat),
                                                             card=self.called, dealer=Seat(self.known_dealer)),
                                       a.seat))
        if len(trick.plays) < self.n:
            self.to_act = (a.seat + 1) % self.n
            return ev
        resolve(trick, o, self.rules)
        if not self.rules.rotten_red5:
            self._red5_capture(trick)
        ev.append(Event("trick", trick.taken_why, trick.winner))
        if any(self.hands):
            self.tricks.append(Trick(trick.number + 1, trick.taker))
            self.to_act = trick.winner
        else:
            self.phase, self.to_act = Phase.DONE, None
            self.result = settle.settle(self)
            ev += self.result.events
        return ev

    def _red5_capture(self, trick: Trick) -> None:
        """Zhejiang / Jiande: a heart 5 that changes sides (seed 000 §9)."""
        win_dealer = trick.winner == self.dealer
        for seat, cs in trick.plays:
            if H5 not in cs:
                continue
            for c in cs:
                if c is H5 and (seat == self.dealer) != win_dealer:
                    trick.events.append(Event("red5-captured", msg_fresh(
                        "red5-captured", seat=Seat(seat), by=Seat(trick.taker),
                        swing=self.rules.opt("red5_swing"), pay=self.rules.opt("red5_transfer")), seat))

    # each action's own check and performance (Any: each takes its own action class)
    _CHECKS: ClassVar[dict[type[Action], Callable[[TrickGame, Any], Verdict]]] = {
        Bid: _check_bid, Pass: _check_pass, ChooseTrump: _check_trump, Show: _check_show,
        Bury: _check_bury, Call: _check_call, Play: _check_play}
    _DOES: ClassVar[dict[type[Action], Callable[[TrickGame, Any], list[Event]]]] = {
        Bid: _do_bid, Pass: _do_pass, ChooseTrump: _do_trump, Show: _do_show,
        Bury: _do_bury, Call: _do_call, Play: _do_play}
