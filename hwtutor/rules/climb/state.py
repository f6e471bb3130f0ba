"""The state of one hand of a climbing variant (duxiao, xuan), and the queries over it.

`ClimbState` holds what the hand is now (hands, rounds, who is out,
declarations, the contract, the xuan calls); the pure functions of
`declare_duxiao`, `declare_xuan`, `legal` and `settle` read it (the
declarations also record themselves in it), and `game.ClimbGame` (above
them) adds the rules that judge and perform actions. `clone()` is the cheap
copy for search: the deal, the rules, the order, the cards and closed rounds
are shared, the few mutable containers copied.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Self

from ..actions import Action
from ..cards import Card
from ..deal import Deal
from ..faces import GameFaces, known
from ..kinds import Contract, Phase
from ..messages import Msg
from ..settlement import Settlement
from ..variants import RuleSet
from ..verdict import Event
from .order import order_for
from .rounds import Round, round_json

HEART_8 = Card.of("H", 8)


class ClimbState(GameFaces):
    def __init__(self, rules: RuleSet, deal: Deal):
        self.rules, self.deal = rules, deal
        self.xuan = rules.contract is Contract.XUAN
        self.n = rules.players
        self.order = order_for(rules)
        self.hands: list[Counter[Card]] = [Counter(h) for h in deal.hands]
        self.history: list[Action] = []
        self.rounds: list[Round] = []
        self.out: list[int] = []           # seats in the order they went out
        self.result: Settlement | None = None
        self.phase = Phase.DECLARE
        self.to_act: int | None = None
        # duxiao
        self.declarations: list[tuple[int, str]] = []
        self.dealer: int | None = None
        self.contract: str | None = None    # du | tiandu | tianwaitian
        self.contract_made: bool | None = None
        self.contract_why: Msg | None = None
        self.eight: list[int] = []
        self.eight_events: list[Event] = []
        # xuan
        self.calls: dict[str, int] = {}     # declaration kind -> seat, in the order made
        self.moment = 0                     # earliest declaration moment still open
        self.closed_by: str | None = None
        self.revealed = False
        self.surrendered: int | None = None

    @property
    def current(self) -> Round | None:
        return self.rounds[-1] if self.rounds and not self.rounds[-1].closed else None

    @property
    def known_round(self) -> Round:
        """The round in progress, in the play (faces.known)."""
        return known(self.current, "a round in progress")

    @property
    def known_dealer(self) -> int:
        """The declarer of a duxiao contract, once declared (faces.known)."""
        return known(self.dealer, "the declarer")

    def clone(self) -> Self:
        """An independent copy for search: hands, history, the round in progress and the
        few lists copied; closed rounds, the deal, the rules, the order and the cards shared."""
        g = self.__class__.__new__(self.__class__)
        g.__dict__.update(self.__dict__)
        g.hands = [h.copy() for h in self.hands]
        g.history = self.history.copy()
        g._legal_at = -1  # the clone keeps its own memo of legal actions (faces.py)
        rounds = g.rounds = self.rounds.copy()
        if rounds and not rounds[-1].closed:
            rounds[-1] = rounds[-1].copy()
        g.out = self.out.copy()
        g.declarations = self.declarations.copy()
        g.eight = self.eight.copy()
        g.eight_events = self.eight_events.copy()
        g.calls = self.calls.copy()
        return g

    copy = clone

    def tricks_json(self) -> list[dict[str, Any]]:
        return [round_json(r) for r in self.rounds if r.seq]

    def visible_count(self, seat: int, viewer: int | None) -> int | None:
        """R-52 (xuan): how many cards `viewer` sees in `seat`'s hand; None when hidden.

        A player always sees their own count; others see counts of 2 or fewer
        (option `hidden_from`: counts from this many cards up are hidden).
        Duxiao shows every count.  `viewer=None` is an onlooker."""
        count = sum(self.hands[seat].values())
        if not self.xuan or viewer == seat or count < self.rules.opt("hidden_from"):
            return count
        return None

    def heart8_holder(self) -> int:
        for seat, h in enumerate(self.deal.hands):
            if HEART_8 in h:
                return seat
        return 0

    def active(self, seat: int) -> bool:
        return any(n > 0 for n in self.hands[seat].values())  # no new Counter, unlike +hand

    def start_play(self, leader: int) -> None:
        self.phase, self.to_act = Phase.PLAY, leader
        self.rounds.append(Round(len(self.rounds) + 1, leader))
