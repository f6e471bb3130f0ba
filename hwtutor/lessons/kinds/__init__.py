"""Exercise kinds, one module each: a new kind is one new file in this package.

A kind says which game families it works for, what the learner answers
(`cards`, `letters`, `yes-no`, `seat`, `number`, `action`, `pattern`, `level`),
which exercise fields it needs, and how the engine judges it: its expected
answer, right and wrong answers, the judging of one answer, whether it is
well-posed on a position, its default question and its hint rungs. The
expected answer is always computed from the position at run time.
Each module defines a `Kind` subclass decorated with `@register`; every
module here is imported when the registry is first asked.
"""
from __future__ import annotations

import importlib
import pkgutil

from ...rules.messages import Msg, Seat, msg
from ..hints import rule_hint

_REGISTRY: dict[str, Kind] = {}


class Kind:
    name = ""
    families: tuple[str, ...] = ("trick",)
    answer = "cards"                       # what the learner types
    needs: tuple[str, ...] = ()            # exercise fields that must be given (options, action, cards, start…)
    needs_position = True
    hides_outcome = False                  # the position's outcome stays hidden until the answer
    hides_dealer = False                   # the table does not show who is dealer (it is what is asked)
    shows_learner = True                   # the learner's hand is shown with the position

    def expected(self, ex, game, seat: int):
        """The engine's answer (None for the open kinds, where many answers are right)."""
        return None

    def solutions(self, ex, game, seat: int, limit: int) -> list[str]:
        """Right answers, as a learner would type them."""
        return [str(self.expected(ex, game, seat))]

    def wrong_answer(self, ex, game, seat: int) -> str | None:
        """A wrong answer the engine rejects for a telling reason."""
        return None

    def judge(self, ex, game, seat: int, answer: str):
        raise NotImplementedError

    def problem(self, ex, game, seat: int) -> str | None:
        """Why this exercise cannot be asked on this position (None when it is well-posed)."""
        return None

    def answerable(self, ex, game, seat: int) -> str | None:
        """Why the open kinds cannot be asked here: no right answer, or no wrong one to learn from."""
        if not self.solutions(ex, game, seat, 1):
            return "no right answer"
        if self.wrong_answer(ex, game, seat) is None:
            return "no wrong answer"
        return None

    def prompt(self, ex, game, seat: int) -> Msg:
        return msg("ask." + self.name, seat=Seat(seat))

    def rule_rung(self, ex, game, seat: int) -> Msg:
        return rule_hint("generic")

    def cards_rung(self, ex, game, seat: int) -> Msg | None:
        return None


def register(cls: type[Kind]) -> type[Kind]:
    _REGISTRY[cls.name] = cls()
    return cls


def _load() -> None:
    if not _REGISTRY:
        for mod in pkgutil.iter_modules(__path__):
            importlib.import_module(f"{__name__}.{mod.name}")


def kind_of(name: str) -> Kind:
    _load()
    return _REGISTRY[name]


def kinds() -> dict[str, Kind]:
    _load()
    return dict(_REGISTRY)
