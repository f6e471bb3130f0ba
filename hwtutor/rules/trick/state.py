"""The state of one hand of a trick-taking variant, and the queries over it.

`TrickState` holds what the hand is now (hands, bottom, auction, showing,
friend, tricks, result); the pure functions of `legal` and `settle` read it,
and `game.TrickGame` (above them) adds the rules that judge and perform
actions. `clone()` is the cheap copy for search: immutable parts (the deal,
the rules, the trump order, cards, completed tricks) are shared, the few
mutable containers copied.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Self

from ..actions import Action
from ..cards import Card
from ..deal import Deal
from ..faces import GameFaces, known
from ..kinds import Contract, Phase
from ..settlement import Settlement
from ..variants import RuleSet
from .order import TrumpOrder
from .resolve import Trick, trick_json


class TrickState(GameFaces):
    def __init__(self, rules: RuleSet, deal: Deal):
        self.rules, self.deal = rules, deal
        self.n = rules.players
        self.hands: list[Counter[Card]] = [Counter(h) for h in deal.hands]
        self.bottom: list[Card] = list(deal.bottom)
        self.history: list[Action] = []
        self.dealer: int | None = None
        self.trump: str | None = None
        self.order: TrumpOrder | None = None
        self.level = 2
        # auction (Zhejiang / Jiande)
        self.passed: set[int] = set()
        self.bid: int | None = None
        self.bidder: int | None = None
        # showing and friend (Taihu)
        self.shows: dict[int, tuple[Card, ...]] = {}
        self.show_order: list[int] = []
        self.trump_choices: tuple[str, ...] = ()
        self.trump_named = False
        self.called: Card | None = None
        self.friend: int | None = None
        self.solo = False
        self.dealer_held: Counter[Card] = Counter()  # the dealer's hand right after taking the bottom
        # play
        self.tricks: list[Trick] = []
        self.failed_throws: list[tuple[int, int]] = []  # (seat, cards attempted)
        self.rotten_buried = 0
        self.result: Settlement | None = None
        if rules.contract is Contract.BID:
            self.phase, self.to_act = Phase.BID, deal.first_bidder
        else:
            self.phase, self.to_act = Phase.SHOW, deal.first_to_show

    @property
    def current(self) -> Trick | None:
        return self.tricks[-1] if self.tricks and not self.tricks[-1].complete else None

    # The facts an earlier phase settled (faces.known): the dealer from the trump phase on, the bid
    # with it (bidding variants), trump and its order from the burial on, a trick in the play.
    @property
    def known_dealer(self) -> int:
        return known(self.dealer, "the dealer")

    @property
    def known_bid(self) -> int:
        return known(self.bid, "the bid")

    @property
    def known_bidder(self) -> int:
        return known(self.bidder, "the highest bidder")

    @property
    def known_trump(self) -> str:
        return known(self.trump, "trump")

    @property
    def known_order(self) -> TrumpOrder:
        return known(self.order, "the trump order")

    @property
    def known_trick(self) -> Trick:
        return known(self.current, "a trick in progress")

    def clone(self) -> Self:
        """An independent copy for search: what the game may still change is copied
        (hands, history, the trick in progress, the few lists and sets), the rest shared —
        completed tricks, the deal, the rules, the trump order and the cards never change."""
        g = self.__class__.__new__(self.__class__)
        g.__dict__.update(self.__dict__)
        g.hands = [h.copy() for h in self.hands]
        g.bottom = self.bottom.copy()
        g.history = self.history.copy()
        g._legal_at = -1  # the clone keeps its own memo of legal actions (faces.py)
        g.passed = self.passed.copy()
        g.shows = self.shows.copy()
        g.show_order = self.show_order.copy()
        g.failed_throws = self.failed_throws.copy()
        tricks = g.tricks = self.tricks.copy()
        if tricks and not tricks[-1].complete:
            tricks[-1] = tricks[-1].copy()
        # dealer_held is replaced, never changed in place, once the bottom is taken
        return g

    copy = clone

    def tricks_json(self) -> list[dict[str, Any]]:
        seats = self.rules.seats
        return [trick_json(t, seats) for t in self.tricks if t.plays]

    def visible_count(self, seat: int, viewer: int | None) -> int | None:
        """Every hand's count is open in the trick-taking games (gameview.GameView)."""
        return sum(self.hands[seat].values())

    def side_of(self, seat: int | None) -> str:  # (None, a trick not won yet: compared as it is)
        """'dealer' or 'defenders', as known now (the Taihu friend only once revealed)."""
        return "dealer" if seat == self.dealer or seat == self.friend else "defenders"

    def points_by_side(self) -> tuple[int, int]:
        """The card points of the closed tricks by side as known now: (dealer's side, defenders). The one
        count of points by side that the table and the replay show (the settlement counts its own, with
        the bottom and the rotten fives)."""
        dealer = defenders = 0
        for t in self.tricks:
            if t.complete:
                if self.side_of(t.winner) == "dealer":
                    dealer += t.points
                else:
                    defenders += t.points
        return dealer, defenders

    def throw_banned(self, seat: int) -> bool:
        """R-12: a player whose throw failed may not throw again this hand, where the variant has the rule."""
        return self.rules.has_rule("throw_ban_after_failure") and any(s == seat for s, _ in self.failed_throws)

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.n
