"""Message values: a catalog key plus typed parameters (`Msg`, built by `msg`),
and the parameter kinds that render specially (cards, terms, variants, seats).

They sit below every module of the rules core that makes messages (variants.py
among them); `messages.py` renders them and re-exports these names.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card
from . import catalog


@dataclass(frozen=True)
class Cards:
    """A card list parameter."""
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Term:
    """A vocabulary word (catalog.TERMS), e.g. 'pair' / 对子."""
    id: str


@dataclass(frozen=True)
class Variant:
    """A variant named for the player (太湖红5 / Anhui Taihu Red Five), not by its id."""
    id: str


@dataclass(frozen=True)
class Seat:
    index: int


@dataclass(frozen=True)
class Msg:
    key: str
    args: tuple[tuple[str, Any], ...] = ()

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)


_PLAIN = (int, str, Term, Seat)  # parameter types kept as given


def msg(key: str, **params: Any) -> Msg:
    if key not in catalog.MESSAGES:
        raise KeyError(f"no catalog entry {key!r}")
    # the engine builds a Msg for every event: the common parameter kinds skip _freeze's tests
    return Msg(key, tuple((k, v if type(v) in _PLAIN else _freeze(v)) for k, v in params.items()))


def _freeze(v: Any) -> Any:
    if isinstance(v, (list, tuple)) and v and all(isinstance(c, Card) for c in v):
        return Cards(tuple(v))
    if isinstance(v, Card):
        return Cards((v,))
    if isinstance(v, list):
        return tuple(v)
    return v
