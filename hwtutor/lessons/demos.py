"""Demonstrations (moves a step names, judged by the engine) and the ids a step makes the engine produce."""
from __future__ import annotations

from dataclasses import dataclass

from ..rules.actions import parse_action, split_comment
from ..rules.describe import describe
from ..rules.messages import Msg
from ..rules.verdict import Event, Verdict
from .situation import apply_copy, verdict_ids


@dataclass
class Demo:
    action: Msg
    verdict: Verdict
    events: list[Event]

    @property
    def ids(self) -> set[str]:
        return verdict_ids(self.verdict) | {e.id for e in self.events}


def run_demos(game, texts) -> list[Demo]:
    """Judge each demonstration action in turn on a copy; legal ones are applied (so a demo can finish a trick)."""
    g = game.copy()
    out = []
    for t in texts:
        a = parse_action(split_comment(t)[0], g.rules)
        v = g.check(a)
        evs: list[Event] = []
        if v.ok:
            g, evs = apply_copy(g, a)
        out.append(Demo(describe(a), v, evs))
    return out


def hides_outcome(ex) -> bool:
    """Whether the position's outcome (a trick's winner, a hand's result) stays hidden until the answer."""
    from .kinds import kind_of
    return ex is not None and kind_of(ex.kind).hides_outcome


def shown_ids(step, game=None) -> set[str]:
    """Rule and event ids the engine produces in what a step shows (its demos and its position's events)."""
    if game is None and step.position is not None:
        game = step.position.game()
    ids: set[str] = set()
    for d in run_demos(game, step.demo) if step.demo else []:
        ids |= d.ids
    if step.position is not None and not hides_outcome(step.exercise):
        if step.show == "last" and step.position.log:
            ids |= {e.id for e in step.position.log[-1][2]}
        if step.show == "result" and game.over and game.result is not None:
            ids |= {e.id for e in game.result.events}
    return ids
