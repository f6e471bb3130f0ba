"""One entry point for every variant: `new_game(rules, deal)`.

Every game offers the same faces — `check(action) -> Verdict`, `can(action)`,
`apply(action) -> events` (refusing illegal input), `legal_actions()`,
`copy()`, `over`, `to_act`, `result` and `tricks_json()` — so the record
checker, the replay viewer, lessons and hotseat play need not know the family.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

from .deal import Deal
from .variants import RuleSet

if TYPE_CHECKING:
    from .climb.game import ClimbGame
    from .trick.game import TrickGame

# A game of either engine: what new_game gives (readers that need no engine's own facts use GameView).
Game: TypeAlias = "TrickGame | ClimbGame"


def new_game(rules: RuleSet, deal: Deal) -> Game:
    if rules.family == "trick":
        from .trick.game import TrickGame
        return TrickGame(rules, deal)
    from .climb.game import ClimbGame
    return ClimbGame(rules, deal)


def new_trick_game(rules: RuleSet, deal: Deal) -> TrickGame:
    """new_game for a caller that builds trick-taking hands only (a ValueError for a climbing variant)."""
    from .trick.game import TrickGame
    g = new_game(rules, deal)
    if not isinstance(g, TrickGame):
        raise ValueError(f"{rules.id} is not a trick-taking variant")
    return g


def new_climb_game(rules: RuleSet, deal: Deal) -> ClimbGame:
    """new_game for a caller that builds climbing hands only (a ValueError for a trick-taking variant)."""
    from .climb.game import ClimbGame
    g = new_game(rules, deal)
    if not isinstance(g, ClimbGame):
        raise ValueError(f"{rules.id} is not a climbing variant")
    return g
