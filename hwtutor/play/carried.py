"""What a match carries beside the hand being played: the finished hands, and what the user added to
the save it was loaded from (written back at every autosave, save.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class HandDone:
    """What one finished hand left in the match."""
    hand: int
    result: dict
    file: str | None = None


@dataclass
class Kept:
    """What the user added to a save (docs/play.md: fields starting with `_`, `[[notes]]`,
    their own `[meta]` keys), written back at every autosave. Notes belong to the hand
    they were written in and stay with it."""
    user: dict[str, Any] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    notes: list = field(default_factory=list)
    hand: int = 0
    text: str | None = None  # the save as read, when it holds more than the record models (comments, …)
