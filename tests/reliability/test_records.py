"""Records as a hostile user writes them (issue 9 items 1, 2, 4; issue 10 item 2):
`check` and `replay` answer every file with a code and exit 0, 1 or 2, never a
traceback, and go on with the next file."""
from __future__ import annotations

import json

import pytest

from rel_helpers import record_text, run

from hwtutor.replay.record import read_record


@pytest.mark.parametrize("rules", [{"throw_penalty_levels": -3}, {"rotten_penalty": -20}, {"rotten_points": "x"},
                                   {"level_stops": "10,Q,Z"}, {"throw_penalty_levels": 10**6}])
def test_bad_option_value_is_a_file_error_naming_the_option(tmp_path, rules):
    """Issue 9.1: an option's type and range are checked when the record is read (code bad-option)."""
    f = tmp_path / "t.hongwu.toml"
    f.write_text(record_text("taihu", 3, rules=rules), encoding="utf-8")
    res = run(["check", "--json", str(f)])
    assert res.exit_code == 2
    out = json.loads(res.output)
    (issue,) = out["issues"]
    assert issue["code"] == "bad-option" and next(iter(rules)) in issue["message"]
    res = run(["replay", "--print", str(f)])
    assert res.exit_code == 2 and "Traceback" not in res.output


def test_small_negative_option_never_reaches_the_settlement():
    """Issue 9.1: 'loses -3 level(s)' can no longer be produced: the reader refuses the value."""
    rec, issues = read_record(record_text("taihu", 3, rules={"throw_penalty_levels": -3}))
    assert rec is None and [i.code for i in issues] == ["bad-option"]
