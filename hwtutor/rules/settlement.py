"""The settlement of a finished hand, shared by both engines: its figures
(record-format.md `result`) and the events that explain them."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .verdict import Event


@dataclass
class Settlement:
    data: dict[str, Any] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)

    @property
    def event_ids(self) -> list[str]:
        return [e.id for e in self.events]

    def to_json(self) -> dict[str, Any]:
        return {**self.data, "events": list(dict.fromkeys(self.event_ids))}
