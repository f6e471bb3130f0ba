"""Issue 20 item 5: the table's header says what each side plays for — Zhejiang and Jiande: the dealer's
points against the bid; Taihu: the defenders' points against their next line (80 stops the dealer's side
climbing, 120 makes the defenders climb, then one more level each 40), taken from the settlement's table."""
from __future__ import annotations

import pytest

from hwtutor.play.presenter import next_line
from hwtutor.rules.messages import msg, render
from hwtutor.rules.trick.settle import taihu_steps


@pytest.mark.parametrize("points, line", [(0, 80), (35, 80), (75, 80), (80, 120), (115, 120), (120, 160),
                                          (160, 200), (195, 200)])
def test_taihu_defenders_next_line_is_where_the_outcome_changes(points, line):
    """Seed 004 §升级规则 (R-34): below 120 the line is where the climbing side changes (the dealer's side,
    nobody, the defenders); from 120 on, where the defenders climb one more level."""
    assert next_line(points) == line
    side, steps = taihu_steps(points)
    if side == "defenders":
        assert all(taihu_steps(p) == (side, steps) for p in range(points, line, 5))
        assert taihu_steps(line)[1] == steps + 1
    else:
        assert all(taihu_steps(p)[0] == side for p in range(points, line, 5))
        assert taihu_steps(line)[0] != side


def test_the_goal_reads_in_both_languages():
    assert render(msg("play.points.levels", dealer=55, defenders=20, line=80), "en") == \
        "points: dealer side 55 · defenders 20 of 80"
    assert render(msg("play.points.levels", dealer=55, defenders=20, line=80), "zh") == "牌分：庄家方 55 · 闲家 20/80"
    assert render(msg("play.points.bid", dealer=30, defenders=25, bid=75), "zh") == \
        "牌分：庄家 30（叫了75分） · 闲家 25"


def test_a_zhejiang_table_shows_the_dealers_points_against_the_bid(tmp_path):
    from fullscreen_helpers import Recording, drive

    from hwtutor.bots.trick_bot import choose
    from hwtutor.play.presenters import presenter_for
    from hwtutor.play.session import Match
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=4, chooser=choose, lang="en")
    m.new_hand()
    p = presenter_for(m, Recording(), tmp_path / "z.hongwu.toml", None, "en", bot_reasons=False)
    assert drive(p, lambda m: m.game.phase == "play")
    assert p.points_text() == f"points: dealer 0 of the {m.game.bid} bid · defenders 0"
