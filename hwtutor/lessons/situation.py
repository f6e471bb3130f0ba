"""What an exercise reads off the game standing at its position: the learner's seat, the trick asked
about, the seat's legal plays, an action tried on a copy (pure helpers shared by the exercise kinds)."""
from __future__ import annotations

from typing import Any

from ..rules.actions import Action, Pass, Play
from ..rules.cards import Card, fmt
from ..rules.describe import describe
from ..rules.gameview import GameView
from ..rules.verdict import Event, Verdict

# Events that are part of an action's own story (shown, but not a rule or event id of record-format.md)
PROGRESS_EVENTS = {"dealer", "trump", "bottom-taken", "buried", "called", "trick", "redeal"}


def learner(ex, game) -> int:
    if ex.seat is not None:
        return ex.seat
    if game is not None and game.to_act is not None:
        return game.to_act
    return 0


def is_trick(game) -> bool:
    return game is not None and game.rules.family == "trick"


def apply_copy(game, a: Action) -> tuple[Any, list[Event]]:
    """Apply a legal action to a copy; return (copy, events incl. the trick's new events)."""
    g = game.copy()
    trick = g.current if is_trick(g) else None
    before = len(trick.events) if trick is not None else 0
    evs = g.apply(a)
    extra = list(trick.events[before:]) if trick is not None else []
    return g, extra + list(evs)


def telling(events: list[Event]) -> list[Event]:
    return [e for e in events if e.id not in PROGRESS_EVENTS or e.id == "trick"]


def verdict_ids(v: Verdict) -> set[str]:
    return {v.rule} if not v.ok and v.rule else set()


def _order(game: GameView) -> Any:
    return game.order


def sorted_cards(game, cs) -> list[Card]:
    o = _order(game)
    return o.sort(cs) if o is not None else list(cs)


def target_trick(ex, game):
    done = [t for t in game.tricks if t.complete]
    if ex.trick is not None:
        for t in game.tricks:
            if t.number == ex.trick:
                return t
        return None
    return done[-1] if done else None


def hypothetical(game, seat: int, cs: tuple[Card, ...]):
    """The current trick with `cs` added for `seat`, resolved as it stands (a copy)."""
    from ..rules.trick.resolve import resolve
    g, _ = apply_copy(game, Play(seat, cs))
    trick = g.tricks[game.current.number - 1]
    if trick.complete:
        return trick
    t = trick.copy()
    resolve(t, g.order, g.rules)
    return t


def plays_for(game, seat: int, limit: int = 200) -> list[Action]:
    """Legal plays of the seat (and, in a climbing game, a legal pass)."""
    if game.to_act != seat:
        return []
    return [a for a in game.legal_actions(limit)
            if isinstance(a, Play) or (isinstance(a, Pass) and not is_trick(game) and a.seat == seat)]


def own_actions(game, seat: int, limit: int = 200) -> list[Action]:
    """The seat's legal actions. A climbing game's open xuan declarations list several seats' actions:
    a seat other than `to_act` may still declare."""
    if is_trick(game) or game.phase != "declare":
        return list(game.legal_actions(limit)) if game.to_act == seat else []
    return [a for a in game.legal_actions(limit) if a.seat == seat]


def answer_text(a: Action) -> str:
    return cards_text(a.cards) if isinstance(a, Play) else "pass"


def cards_text(cs) -> str:
    return fmt(cs)


def action_answer(a: Action) -> str:
    """An action as the learner types it: its record text without the seat."""
    return str(a).split(" ", 1)[1]


def action_param(a: Action, seat: int | None = None):
    """An action as a message parameter: the cards of a play by the learner, else the action in prose."""
    if isinstance(a, Play) and (seat is None or a.seat == seat):
        return list(a.cards)
    return describe(a)
