"""Actions: explicit, immutable values, and their record notation.

`<actor> <verb> [arguments]`, actor `p1`..`pN` (record-format.md §Actions).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .cards import Card, CardError, card, cards, fmt
from .deal import outside_deck
from .seats import parse_seat, seat_code
from .variants import RuleSet


@dataclass(frozen=True)
class Action:
    seat: int

    verb = ""

    def args_text(self) -> str:
        return ""

    def __str__(self) -> str:
        a = self.args_text()
        return f"{seat_code(self.seat)} {self.verb}" + (f" {a}" if a else "")


@dataclass(frozen=True)
class Bid(Action):
    amount: int
    verb = "bid"

    def args_text(self) -> str:
        return str(self.amount)


@dataclass(frozen=True)
class Pass(Action):
    verb = "pass"


@dataclass(frozen=True)
class ChooseTrump(Action):
    suit: str
    verb = "trump"

    def args_text(self) -> str:
        return self.suit


@dataclass(frozen=True)
class Show(Action):
    cards: tuple[Card, ...] = ()
    verb = "show"

    def args_text(self) -> str:
        return fmt(self.cards)


@dataclass(frozen=True)
class Bury(Action):
    cards: tuple[Card, ...] = ()
    verb = "bury"

    def args_text(self) -> str:
        return fmt(self.cards)


@dataclass(frozen=True)
class Call(Action):
    card: Card
    verb = "call"

    def args_text(self) -> str:
        return self.card.code


@dataclass(frozen=True)
class Play(Action):
    cards: tuple[Card, ...] = ()
    verb = "play"

    def args_text(self) -> str:
        return fmt(self.cards)


DUXIAO_DECLARATIONS = ("none", "du", "tiandu", "tianwaitian")
XUAN_VERBS = ("tianxuan", "tianchuai", "du", "xuan", "jiu", "chuai", "fanchuai", "surrender")


@dataclass(frozen=True)
class Declare(Action):
    """Duxiao: declare none | du | tiandu | tianwaitian."""
    kind: str
    verb = "declare"

    def args_text(self) -> str:
        return self.kind


@dataclass(frozen=True)
class XuanCall(Action):
    """Xuan: one of the declarations (or surrender) of R-50..R-53."""
    kind: str

    @property
    def verb(self) -> str:  # type: ignore[override]
        return self.kind


class ActionParseError(ValueError):
    """An action string that does not parse: code `bad-action` or `bad-card`."""

    def __init__(self, code: str, detail: str, token: str = "", card: Card | None = None):
        super().__init__(detail)
        self.code, self.detail, self.token = code, detail, token
        self.card = card  # detail "deck": a real card that this variant's deck does not hold


def verbs_for(rs: RuleSet) -> tuple[str, ...]:
    if rs.family == "trick":
        base = ("trump", "bury", "play")
        return base + (("bid", "pass") if rs.contract == "bid" else ("show", "call"))
    if rs.contract == "declare":
        return ("play", "pass", "declare")
    return ("play", "pass") + XUAN_VERBS


def split_comment(text: str) -> tuple[str, str]:
    body, sep, comment = text.partition("#")
    return body.strip(), comment.strip() if sep else ""


# Action lines already read, per (text, variant, decks, players): a
# corpus repeats "p2 play S5" thousands of times, and actions are immutable values.
_PARSED: dict[tuple[str, str, int, int], Action] = {}
_PARSED_MAX = 20_000


def parse_action(text: str, rs: RuleSet) -> Action:
    """Parse the action part of a record line (commentary already removed).

    A card that the variant's deck does not hold (H10* outside duxiao) is a
    bad card like a token that is no card at all."""
    key = (text, rs.id, rs.decks, rs.players)
    a = _PARSED.get(key)
    if a is None:
        a = _parse_action(text, rs)
        stray = outside_deck(rs, action_cards(a))
        if stray is not None:
            raise ActionParseError("bad-card", "deck", stray.code, stray)
        if len(_PARSED) < _PARSED_MAX:  # only actions that parsed and passed the deck
            _PARSED[key] = a
    return a


def action_cards(a: Action) -> tuple[Card, ...]:
    """Every card an action names (plays, burials, shown cards, the called card)."""
    if type(a) is Play:  # every check of a play asks: the common case first
        return a.cards
    if isinstance(a, Call):
        return (a.card,)
    return getattr(a, "cards", ())


def _parse_action(text: str, rs: RuleSet) -> Action:
    parts = text.split()
    if not parts:
        raise ActionParseError("bad-action", "empty")
    seat = parse_seat(parts[0], rs.players)
    if seat is None:
        raise ActionParseError("bad-action", "actor", parts[0])
    if len(parts) < 2:
        raise ActionParseError("bad-action", "verb", "")
    verb, args = parts[1].lower(), parts[2:]
    if verb not in verbs_for(rs):
        raise ActionParseError("bad-action", "verb", parts[1])
    try:
        if verb == "bid":
            if len(args) != 1 or not re.fullmatch(r"[0-9]{1,4}", args[0]):
                raise ActionParseError("bad-action", "arguments", " ".join(args))
            return Bid(seat, int(args[0]))
        if verb == "pass":
            if args:
                raise ActionParseError("bad-action", "arguments", " ".join(args))
            return Pass(seat)
        if verb == "trump":
            s = args[0].upper() if len(args) == 1 else ""
            s = {"♠": "S", "♥": "H", "♣": "C", "♦": "D"}.get(s, s)
            if s not in ("S", "H", "C", "D"):
                raise ActionParseError("bad-action", "arguments", " ".join(args))
            return ChooseTrump(seat, s)
        if verb == "show":
            return Show(seat, cards(args))
        if verb == "bury":
            return Bury(seat, cards(args))
        if verb == "call":
            if len(args) != 1:
                raise ActionParseError("bad-action", "arguments", " ".join(args))
            return Call(seat, card(args[0]))
        if verb == "play":
            if not args:
                raise ActionParseError("bad-action", "arguments", "")
            return Play(seat, cards(args))
        if verb == "declare":
            if len(args) != 1 or args[0].lower() not in DUXIAO_DECLARATIONS:
                raise ActionParseError("bad-action", "arguments", " ".join(args))
            return Declare(seat, args[0].lower())
        if args:
            raise ActionParseError("bad-action", "arguments", " ".join(args))
        return XuanCall(seat, verb)
    except CardError as e:
        raise ActionParseError("bad-card", "card", e.token) from None
