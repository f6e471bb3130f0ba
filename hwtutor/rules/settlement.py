"""The settlement of a finished hand: one typed result per way of scoring, each with the events that
explain it, and `to_json()`, the record's `result` (record-format.md) exactly as it has always been
written — same keys, same order, same values.

- `ContractResult`: a bid made or failed, in game points (Zhejiang, Jiande; R-21, R-22);
- `LevelsResult`: levels climbed and lost (Taihu; R-33..R-35);
- `Redeal`: nobody showed a level card, the hand is dealt again (Taihu, R-30);
- `DuxiaoResult`: the order out or a declaration, in game points (R-44);
- `XuanResult`: the partnerships' outcome times the declarations (R-51, R-53).

Seats are indices from 0 here and codes ("p1") only in the JSON. Readers use the attributes; `data`
(the JSON without its events) is kept for the tests and benchmarks that compare the figures as written.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import Card
from .seats import seat_code
from .verdict import Event


def _seats(seats: Iterable[int]) -> list[str]:
    return [seat_code(i) for i in seats]


def _by_seat(values: Iterable[Any]) -> dict[str, Any]:
    return {seat_code(i): v for i, v in enumerate(values)}


@dataclass(kw_only=True)
class Settlement:
    """What every settlement has: its events, and its figures as the record writes them."""
    events: list[Event] = field(default_factory=list)
    redeal: ClassVar[bool] = False

    @property
    def event_ids(self) -> list[str]:
        return [e.id for e in self.events]

    def figures(self) -> dict[str, Any]:
        """The record's `result` without `events`, in the record's key order."""
        raise NotImplementedError

    def to_json(self) -> dict[str, Any]:
        return {**self.figures(), "events": list(dict.fromkeys(self.event_ids))}


@dataclass(kw_only=True)
class ContractResult(Settlement):
    """Zhejiang and Jiande (R-21, R-22): the dealer's card points against the bid, game points."""
    dealer: int
    bid: int
    trump: str
    dealer_points: int        # the dealer's tricks, and the bottom when the dealer won the last trick
    defender_points: int
    bottom_points: int
    red5_adjustment: int      # captured heart 5s, in card points for the dealer
    dealer_score: int         # dealer_points + red5_adjustment - bid
    contract_made: bool
    game_points: tuple[int, ...]  # by seat

    @property
    def dealer_side(self) -> tuple[int, ...]:
        return (self.dealer,)

    def figures(self) -> dict[str, Any]:
        return {
            "dealer": seat_code(self.dealer), "dealer_side": _seats(self.dealer_side), "bid": self.bid,
            "trump": self.trump, "points": {"dealer_side": self.dealer_points, "defenders": self.defender_points},
            "bottom_points": self.bottom_points, "red5_adjustment": self.red5_adjustment,
            "dealer_score": self.dealer_score, "contract_made": self.contract_made,
            "game_points": _by_seat(self.game_points),
        }


@dataclass(kw_only=True)
class LevelsResult(Settlement):
    """Taihu (seed 004, R-33..R-35): which side climbs how far, then each player's penalties."""
    dealer: int
    dealer_side: tuple[int, ...]   # the dealer and the friend (the dealer alone when solo), sorted
    friend: int | None             # None when solo or never revealed
    called: Card | None
    solo: bool
    trump: str
    level: str                     # the hand's level: the dealer's
    dealer_points: int
    defender_points: int           # the overturned bottom doubled included
    bottom_points: int
    bottom_doubled: int = 0          # what the overturned bottom added to defender_points (0 when not)
    winner: str | None             # "dealer", "defenders" or None: who climbs
    steps: int
    levels: tuple[str, ...]        # by seat, after the hand

    def figures(self) -> dict[str, Any]:
        return {
            "dealer": seat_code(self.dealer), "dealer_side": _seats(self.dealer_side),
            "friend": seat_code(self.friend) if self.friend is not None else None,
            "called": self.called.code if self.called else None, "solo": self.solo, "trump": self.trump,
            "level": self.level,
            "points": {"dealer_side": self.dealer_points, "defenders": self.defender_points},
            "bottom_points": self.bottom_points, "winner": self.winner, "steps": self.steps,
            "levels": _by_seat(self.levels),
        }


@dataclass(kw_only=True)
class Redeal(Settlement):
    """R-30: nobody showed a level card; the hand has not ended, it is dealt again."""
    redeal: ClassVar[bool] = True

    def figures(self) -> dict[str, Any]:
        return {"redeal": True}


@dataclass(kw_only=True)
class DuxiaoResult(Settlement):
    """Duxiao (R-44): eight of a kind dealt (a won 天独 for each holder), the order out when nobody
    declared, or a declaration made or failed."""
    declaration: str | None            # "du", "tiandu", "tianwaitian"; None: nobody declared
    dealer: int | None = None          # the declarer (one holder of eight of a kind)
    contract_made: bool | None = None  # None when nobody declared
    places: tuple[int, ...] = ()       # the order out
    eight_of_a_kind: tuple[int, ...] = ()
    base: int
    game_points: tuple[int, ...]

    def figures(self) -> dict[str, Any]:
        if self.eight_of_a_kind:
            d: dict[str, Any] = {"declaration": self.declaration, "eight_of_a_kind": _seats(self.eight_of_a_kind),
                                 "contract_made": True}
            if self.dealer is not None:
                d["dealer"] = seat_code(self.dealer)
        elif self.declaration is None:
            d = {"declaration": None, "places": _seats(self.places)}
        else:
            d = {"declaration": self.declaration, "dealer": seat_code(self.dealer) if self.dealer is not None else None,
                 "contract_made": self.contract_made, "places": _seats(self.places)}
        d["base"] = self.base
        d["game_points"] = _by_seat(self.game_points)
        return d


@dataclass(kw_only=True)
class XuanResult(Settlement):
    """Xuan (R-51, R-53): the stake (base x the declarations x the outcome) won or paid by each side."""
    sides: tuple[tuple[int, ...], tuple[int, ...]]
    lone: int | None                  # one against three (独, or both red fives in one hand)
    declarations: Mapping[str, int]   # declaration -> seat, in the order made
    multiplier: int                   # the declarations' product
    outcome: str                      # "quanbu", "banbu", "pinggong", "first-out", "lone-won", "lone-lost", "surrender"
    outcome_multiplier: int
    stake: int
    winners: tuple[int, ...]
    places: tuple[int, ...]
    base: int
    dealer: int | None = None         # who declared 独
    surrendered: int | None = None
    game_points: tuple[int, ...]

    def figures(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "sides": [_seats(self.sides[0]), _seats(self.sides[1])],
            "lone": seat_code(self.lone) if self.lone is not None else None,
            "declarations": {k: seat_code(v) for k, v in self.declarations.items()},
            "multiplier": self.multiplier, "outcome": self.outcome, "outcome_multiplier": self.outcome_multiplier,
            "stake": self.stake, "winners": _seats(self.winners), "places": _seats(self.places), "base": self.base,
        }
        if self.dealer is not None:
            d["dealer"] = seat_code(self.dealer)
        if self.surrendered is not None:
            d["surrendered"] = seat_code(self.surrendered)
        d["game_points"] = _by_seat(self.game_points)
        return d
