"""One entry point for every variant: `new_game(rules, deal)`.

Every game offers the same faces — `check(action) -> Verdict`, `can(action)`,
`apply(action) -> events` (refusing illegal input), `legal_actions()`,
`copy()`, `over`, `to_act`, `result` and `tricks_json()` — so the record
checker, the replay viewer, lessons and hotseat play need not know the family.
"""
from __future__ import annotations

from .deal import Deal
from .variants import RuleSet


def new_game(rules: RuleSet, deal: Deal):
    if rules.family == "trick":
        from .trick.game import TrickGame
        return TrickGame(rules, deal)
    from .climb.game import ClimbGame
    return ClimbGame(rules, deal)
