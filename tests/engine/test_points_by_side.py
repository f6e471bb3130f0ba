"""Card points by side are counted in one place (issue 21 item 4): `TrickState.points_by_side()`, which the
table (play/presenter.py) and the replay (replay/timeline.py) show. At the end of a hand of a bidding
variant it agrees with the settlement (R-21: the dealer's tricks, the bottom added when the dealer won the
last trick; the defenders' tricks)."""
from __future__ import annotations

import random

import pytest

from hwtutor.replay.record import ActionLine, Record
from hwtutor.replay.timeline import Timeline
from hwtutor.rules.kinds import Contract
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.settlement import ContractResult
from hwtutor.rules.variants import VARIANTS

BIDDING = [v for v, rs in VARIANTS.items() if rs.family == "trick" and rs.contract is Contract.BID]
TRICK = [v for v, rs in VARIANTS.items() if rs.family == "trick"]


@pytest.mark.parametrize("variant", BIDDING)
@pytest.mark.parametrize("seed", range(3))
def test_r21_points_by_side_agree_with_the_settlement(variant, seed):
    _, _, g = random_hand(VARIANTS[variant], random.Random(seed))
    res = g.result
    if not isinstance(res, ContractResult):
        pytest.skip("no contract played")
    dealer, defenders = g.points_by_side()
    bottom = res.bottom_points if g.tricks[-1].winner == g.dealer else 0
    assert (dealer + bottom, defenders) == (res.dealer_points, res.defender_points)


@pytest.mark.parametrize("variant", TRICK)
def test_the_replay_shows_the_states_points_by_side(variant):
    rs = VARIANTS[variant]
    deal, actions, g = random_hand(rs, random.Random(11))
    tl = Timeline(Record(variant=variant, players=[f"p{i + 1}" for i in range(rs.players)], deal=deal,
                         actions=[ActionLine(a) for a in actions]))
    for pos in range(0, tl.size, 7):
        shown = tl.points(pos)
        state = tl.state(pos)
        assert shown == (state.points_by_side() if state.dealer is not None else None)
        series = tl.points_series(pos)
        if series:
            assert series[-1][1:] == shown
