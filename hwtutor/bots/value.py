"""What a finished hand is worth to one seat, in the currencies the variant scores.

`worth(game, seat) -> Worth`: `main` is the variant's own currency (game points
in Zhejiang, Jiande, Duxiao and Xuan; levels climbed or lost in Taihu), `points`
the card points of the seat's side (trick variants; the climbing games count none,
so it repeats the game points there). Bots search on `score()`: the main
currency plus a small weight on card points, which breaks the ties of a contract
already made or lost.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..rules.deal import TAIHU_LEVELS

# card points worth one unit of the main currency, as a tie-break (Taihu: a level step is 40 points)
POINT_WEIGHT = {"taihu": 1 / 200, "zhejiang-2": 1 / 100, "zhejiang-3": 1 / 100, "jiande": 1 / 100}


@dataclass(frozen=True)
class Worth:
    main: float
    points: float


def unit(rules) -> str:
    """The catalog term of the main currency."""
    return "unit.levels" if rules.contract == "show" else "unit.game-points"


def review_unit(rules) -> str:
    """The currency a review counts a mistake in: card points in the trick variants, else game points."""
    return "unit.card-points" if rules.family == "trick" else "unit.game-points"


def worth(g, seat: int) -> Worth:
    res = g.result.data if g.result else {}
    label = f"p{seat + 1}"
    if g.rules.family == "climb":
        gp = float(res.get("game_points", {}).get(label, 0))
        return Worth(gp, gp)
    if res.get("redeal"):
        return Worth(0.0, 0.0)
    pts = res.get("points", {})
    mine = label in res.get("dealer_side", [])
    if g.taihu:
        before = g.deal.levels[seat]
        after = res.get("levels", {}).get(label, before)
        main = float(TAIHU_LEVELS.index(after) - TAIHU_LEVELS.index(before))
        dp = pts.get("defenders", 0)
        return Worth(main, float(-dp if mine else dp))
    kept = pts.get("dealer_side", 0) + res.get("red5_adjustment", 0)
    total = 100 * g.rules.decks
    return Worth(float(res.get("game_points", {}).get(label, 0)), float(kept if mine else total - kept))


def score(g, seat: int) -> float:
    w = worth(g, seat)
    return w.main + POINT_WEIGHT.get(g.rules.id, 0.0) * w.points
