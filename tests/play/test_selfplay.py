"""Bot self-play: 200 hands per variant through the match model, every action legal.

The hands are played without I/O (session.bot_hand), two worker processes per
variant; every 10th hand's record (as the autosave writes it) goes through
`check_bytes`, which must replay it to the same result.
"""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from hwtutor.play.save import record_text
from hwtutor.play.session import Match, bot_hand
from hwtutor.replay.check import check_bytes

HANDS = 200
WORKERS = 2


def _play(variant: str, seed: int, hands: int) -> dict:
    """Play `hands` hands of matches of bots; a won Taihu match starts a new one."""
    n = 4 if variant != "jiande" else 3
    m = Match(variant, None, set(range(n)), seed=seed)
    played = actions = checked = 0
    events: set[str] = set()
    while played < hands:
        if m.over:
            m = Match(variant, None, set(range(n)), seed=seed * 1000 + played)
        m.new_hand()
        actions += bot_hand(m)
        assert m.hand_over
        played += 1
        events.update(m.result.get("events", []))
        if played % 10 == 0:
            rep = check_bytes(record_text(m), f"{variant}-{played}")
            assert rep.exit_code == 0, [i.message() for i in rep.issues]
            assert rep.applied == len(m.lines)
            assert rep.result == m.result
            checked += 1
    return {"hands": played, "actions": actions, "checked": checked, "events": sorted(events)}


@pytest.mark.parametrize("variant", ["zhejiang-2", "zhejiang-3", "jiande", "taihu"])
def test_bot_selfplay_200_hands_every_action_legal(variant):
    per = HANDS // WORKERS
    with ProcessPoolExecutor(WORKERS) as ex:
        parts = list(ex.map(_play, [variant] * WORKERS, [1 + k for k in range(WORKERS)], [per] * WORKERS))
    assert sum(p["hands"] for p in parts) == HANDS
    assert sum(p["checked"] for p in parts) == HANDS // 10
    events = set().union(*(p["events"] for p in parts))
    if variant == "taihu":
        assert "level-up" in events
    else:
        assert {"contract-made", "contract-failed"} & events
