"""Rounds of play: a lead, then plays and passes until all others pass.

A round is what `tricks_json()` reports as a "trick" (record-format.md), kept
simple: {"number", "leader", "plays": {seat: cards of that seat's last play
in the round, or "pass"}, "winner" (the seat whose play stood; for the last
round of a hand, the seat whose play stood when the hand ended), "points": 0
(climbing games count no card points), "events" (ids, e.g. "out"),
"sequence": every play and pass of the round in order}.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, fmt
from ..faces import known
from ..seats import seat_code
from ..verdict import Event
from .patterns import Pattern


@dataclass
class Round:
    number: int
    leader: int
    seq: list[tuple[int, tuple[Card, ...] | None]] = field(default_factory=list)  # None = pass
    standing: Pattern | None = None
    standing_cards: tuple[Card, ...] = ()
    standing_seat: int | None = None
    passes_since: set[int] = field(default_factory=set)  # passes since the standing play
    passed: set[int] = field(default_factory=set)        # every seat that passed in this round
    events: list[Event] = field(default_factory=list)
    winner: int | None = None

    @property
    def closed(self) -> bool:
        return self.winner is not None

    @property
    def standing_by(self) -> int:
        """The seat whose play stands (a round is led before anyone may pass)."""
        return known(self.standing_seat, "a standing play")

    def copy(self) -> Round:
        return Round(self.number, self.leader, list(self.seq), self.standing, self.standing_cards,
                     self.standing_seat, set(self.passes_since), set(self.passed), list(self.events), self.winner)


def round_json(r: Round) -> dict[str, Any]:
    last: dict[int, str] = {}
    for seat, cs in r.seq:
        last[seat] = "pass" if cs is None else fmt(cs)
    return {
        "number": r.number,
        "leader": seat_code(r.leader),
        "plays": {seat_code(s): v for s, v in sorted(last.items())},
        "winner": seat_code(r.winner) if r.winner is not None else None,
        "points": 0,
        "events": list(dict.fromkeys(e.id for e in r.events)),
        "sequence": [[seat_code(s), "pass" if cs is None else fmt(cs)] for s, cs in r.seq],
    }
