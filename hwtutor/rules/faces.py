"""The faces every game offers, shared by the trick and the climbing engines.

`check(action) -> Verdict` judges, `can(action)` is the boolean, and
`apply(action)` performs a legal action or raises IllegalAction (pokerkit's
verify / can / do triplet). Subclasses supply `_check(action)` and
`_perform(action) -> list[Event]`.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TypeVar

from .actions import Action, action_cards
from .cards import Card
from .deal import outside_deck
from .kinds import PhaseName
from .messages import Seat, msg, term
from .seats import seat_code
from .variants import RuleSet
from .verdict import Event, IllegalAction, Verdict, illegal


def take(hand: Counter[Card], cs: Iterable[Card]) -> None:
    """Remove cards known to be in `hand` from it, dropping the cards no longer held."""
    for c in cs:
        n = hand[c] - 1
        if n:
            hand[c] = n
        else:
            dict.__delitem__(hand, c)  # held for sure: skip Counter's forgiving __delitem__


class GameFaces:
    rules: RuleSet
    n: int
    phase: PhaseName
    to_act: int | None
    hands: list[Counter[Card]]
    history: list[Action]
    # the trick engine's facts, none in a climbing game (gameview.GameView: read, never probed)
    friend: int | None = None
    trump: str | None = None
    bottom: tuple[Card, ...] | list[Card] = ()

    @property
    def redealt(self) -> bool:
        """R-30: the hand ended without a result and is dealt again (only a Taihu showing can)."""
        return False

    # Actions found legal in the current position, by id (the action kept alive so the id
    # stays its own): `apply` of one of them need not judge it again. Only `apply` changes
    # the position, and it appends to `history`, so its length dates the memo.
    _legal_at = -1
    _legal: dict[int, Action] = {}

    def check(self, a: Action) -> Verdict:
        v = self._judge(a)
        if v.ok:
            self._vouch(a)
        return v

    def _judge(self, a: Action) -> Verdict:
        """The verdict, remembered nowhere (`check` remembers a legal one for `apply`)."""
        if not 0 <= a.seat < self.n:
            return illegal("turn", msg("turn.seat", seat=seat_code(a.seat)))
        stray = outside_deck(self.rules, action_cards(a))
        if stray is not None:  # typed at a prompt: records refuse it when read (bad-card)
            return illegal("bad-card", msg("bad-card.deck", card=stray))
        return self._check(a)

    def _vouch(self, a: Action) -> None:
        """Remember `a` as legal here without judging it: for the engine's own listings of
        actions legal by construction (`check` still judges them afresh when asked)."""
        self._vouch_all((a,))

    def _vouch_all(self, acts: Iterable[Action]) -> None:
        """`_vouch` for a whole listing at once."""
        if self._legal_at != len(self.history):
            self._legal_at, self._legal = len(self.history), {}
        self._legal.update({id(a): a for a in acts})

    def can(self, a: Action) -> bool:
        return self.check(a).ok

    def apply(self, a: Action) -> list[Event]:
        if self._legal_at != len(self.history) or self._legal.get(id(a)) is not a:
            v = self._judge(a)
            if not v.ok:
                raise IllegalAction(v)
        self.history.append(a)
        return self._perform(a)

    @property
    def over(self) -> bool:
        return self.phase == "done"

    def _check(self, a: Action) -> Verdict:
        raise NotImplementedError

    def _perform(self, a: Action) -> list[Event]:
        raise NotImplementedError

    # -- the rules every action checks first: phase, turn, not-in-hand
    def _phase_fail(self, a: Action) -> Verdict:
        return illegal("phase", msg("phase.verb", verb=term("verb." + a.verb), phase=term("phase." + self.phase)))

    def _turn(self, a: Action) -> Verdict | None:
        if a.seat != self.to_act:
            if self.to_act is None:  # nobody is to act: no turn to name (the phase says why)
                return self._phase_fail(a)
            return illegal("turn", msg("turn", seat=Seat(a.seat), to_act=Seat(self.to_act)))
        return None

    def _in_hand(self, seat: int, cs: Iterable[Card]) -> Verdict | None:
        hand = self.hands[seat]
        if type(cs) is tuple and all(hand.get(c, 0) >= cs.count(c) for c in cs):
            return None  # the common case, without building a Counter
        need = Counter(cs)
        missing = [c for c, k in need.items() for _ in range(max(0, k - hand.get(c, 0)))]
        if missing:
            order = getattr(self, "order", None)
            missing = order.sort(missing) if order is not None else sorted(missing, key=lambda c: c.idx)
            return illegal("not-in-hand", msg("not-in-hand", cards=missing, seat=Seat(seat)))
        return None


_T = TypeVar("_T")


def known(value: _T | None, what: str) -> _T:
    """A fact an earlier phase settled (the dealer, trump, the trick or round in progress), for the
    code of the phases after it; asked too early it says so by name (a bug of the caller), where the
    Optional attribute would fail later as "None has no attribute"."""
    if value is None:
        raise RuntimeError(f"{what} is not known yet in this phase")
    return value
