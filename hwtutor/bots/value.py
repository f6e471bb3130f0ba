"""What a finished hand is worth to one seat, in the currencies the variant scores.

`worth(game, seat) -> Worth`: `main` is the variant's own currency (game points
in Zhejiang, Jiande, Duxiao and Xuan; levels climbed or lost in Taihu), `points`
the seat's side's card points over par (trick variants): par is the bid for the
dealer side in Zhejiang and Jiande (the contract's margin: dealer points, red-five
adjustment included, minus the bid; the defenders count the opposite), and in
Taihu 100 defender points, the middle of the 80-115 band where nobody climbs
(dealer side 100 - defender points, defenders the opposite). Counted from par, the
figure means the same whichever side the seat ends on (a Taihu friend, a bidder).
The climbing games count no card points, so `points` repeats the game points.
Bots search on `score()`: the main currency plus a small weight on the points
over par, which breaks the ties of a contract already made or lost.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..rules.deal import TAIHU_LEVELS
from ..rules.game import Game
from ..rules.settlement import ContractResult, DuxiaoResult, LevelsResult, XuanResult
from ..rules.variants import RuleSet


@dataclass(frozen=True)
class Worth:
    main: float
    points: float


def unit(rules: RuleSet) -> str:
    """The catalog term of the main currency."""
    return "unit.levels" if rules.scoring == "levels" else "unit.game-points"


def review_unit(game: Game) -> str:
    """The currency a review counts a decision in first: the variant's own (levels in Taihu, game points
    elsewhere); bots/review.py adds the trick variants' card-point margin over par as a second currency
    for the decisions after the auction."""
    if game.rules.family != "trick":
        return "unit.game-points"
    return unit(game.rules)


def worth(g: Game, seat: int) -> Worth:
    """What the finished hand is worth to `seat`, read from its typed settlement (nothing before the end,
    and nothing for a hand dealt again)."""
    r = g.result
    if isinstance(r, (DuxiaoResult, XuanResult)):
        gp = float(r.game_points[seat])
        return Worth(gp, gp)
    if isinstance(r, LevelsResult):
        mine = seat in r.dealer_side
        main = float(TAIHU_LEVELS.index(r.levels[seat]) - TAIHU_LEVELS.index(g.deal.levels[seat]))
        over = 100 - r.defender_points
        return Worth(main, float(over if mine else -over))
    if isinstance(r, ContractResult):
        over = r.dealer_score  # dealer points + red-five adjustment - bid
        return Worth(float(r.game_points[seat]), float(over if seat in r.dealer_side else -over))
    return Worth(0.0, 0.0)  # no result yet, or a redeal


def score(g: Game, seat: int) -> float:
    w = worth(g, seat)
    # card points worth one unit of the main currency, as a tie-break (the rule set's calibration)
    return w.main + g.rules.bots.point_weight * w.points
