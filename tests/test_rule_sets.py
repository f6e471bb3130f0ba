"""Rule sets carry every per-variant fact (issue 21), and one without the calibration its
family needs is refused when it is built, that is at import — never a silent default."""
from __future__ import annotations

from dataclasses import replace

import pytest

from hwtutor.rules.variants import VARIANTS, BotCalibration, has_titles


@pytest.mark.parametrize("variant", [v for v, rs in VARIANTS.items() if rs.family == "trick"])
def test_a_trick_rule_set_without_a_point_weight_is_refused(variant):
    rs = VARIANTS[variant]
    with pytest.raises(ValueError, match="point weight"):
        replace(rs, bots=replace(rs.bots, point_weight=0.0))


@pytest.mark.parametrize("variant", [v for v, rs in VARIANTS.items() if rs.contract == "bid"])
def test_a_bidding_rule_set_without_a_bid_calibration_is_refused(variant):
    rs = VARIANTS[variant]
    with pytest.raises(ValueError, match="bid calibration"):
        replace(rs, bots=replace(rs.bots, bid_share=None))


@pytest.mark.parametrize("variant", [v for v, rs in VARIANTS.items() if rs.family == "climb"])
def test_a_climbing_rule_set_without_its_order_or_bot_levels_is_refused(variant):
    rs = VARIANTS[variant]
    with pytest.raises(ValueError, match="ClimbRules"):
        replace(rs, climb=None)
    with pytest.raises(ValueError, match="ClimbRules"):
        replace(rs, bots=BotCalibration())


def test_titles_R23_are_the_rule_sets_fact():
    # Jiande plays "as Zhejiang" (rulings.md), game points and titles included (issue 22 §2); jiande-2 as jiande
    assert {v for v, rs in VARIANTS.items() if rs.titles} == {"zhejiang-2", "zhejiang-3", "jiande", "jiande-2"}
    assert has_titles("zhejiang-2") and not has_titles("taihu") and not has_titles("no-such-variant")


def test_the_throw_ban_R12_is_an_option_only_where_the_variant_has_it():
    assert VARIANTS["jiande"].has_rule("throw_ban_after_failure")
    assert not VARIANTS["jiande"].with_options({"throw_ban_after_failure": False}).has_rule("throw_ban_after_failure")
    assert not VARIANTS["zhejiang-2"].has_rule("throw_ban_after_failure")
