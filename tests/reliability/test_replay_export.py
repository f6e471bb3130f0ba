"""The replay viewer and `replay --print/--export` with hostile files and keys
(issue 9 items 5, 7, 8, 10, 11): no traceback, exports that parse as XML,
cleaning that costs O(limit), exports written whole or not at all."""
from __future__ import annotations

import pytest

from rel_helpers import record_text, run

from hwtutor.replay.record import read_record
from hwtutor.replay.render import View
from hwtutor.replay.timeline import Timeline
from hwtutor.replay.viewer import Presenter


def _timeline():
    rec, _ = read_record(record_text("zhejiang-2", 7, n=30))
    return Timeline(rec, "t.hongwu.toml")


@pytest.mark.parametrize("digit", ["²", "①", "٣", "９"])
def test_goto_with_a_digit_that_is_not_ascii_is_ignored(digit):
    """Issue 9.5: `g` then ² then Enter was a ValueError traceback (isdigit() accepts it, int() does not)."""
    p = Presenter(_timeline(), View("en"))
    for k in ("g", digit, "enter"):
        p.key(k)
    assert p.pos == 0
    for k in ("g", digit, "1", "2", "enter"):
        p.key(k)
    assert p.pos == 12
