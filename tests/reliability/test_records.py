"""Records as a hostile user writes them (issue 9 items 1, 2, 4; issue 10 item 2):
`check` and `replay` answer every file with a code and exit 0, 1 or 2, never a
traceback, and go on with the next file."""
from __future__ import annotations

import json

import pytest
from rel_helpers import first_action, record_text, replace_action, run

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


TH = record_text("taihu", 3, n=12)
ZJ = record_text("zhejiang-2", 5, n=40)
XU = record_text("xuan", 3, n=3)


def _first_card(text: str, field: str, new: str) -> str:
    """Put `new` in place of the first card of a deal field (`p1 = "…"` or `bottom = "…"`)."""
    head = f'{field} = "'
    i = text.index(head) + len(head)
    j = min(text.index(" ", i), text.index('"', i))
    return text[:i] + new + text[j:]


def _verb(text: str, verb: str, new_args: str) -> str:
    _, line = first_action(text, verb)
    seat = line.split()[0]
    return replace_action(text, line, f"{seat} {verb} {new_args}")


def _play_with(text: str, stray: str) -> str:
    _, line = first_action(text, "play")
    cards = line.split()[2:]
    return replace_action(text, line, " ".join(line.split()[:2] + [stray] + cards[1:]))


CASES = {
    "zj-hand": (_first_card(ZJ, "p1", "H10*"), "deal.hands.p1"),
    "zj-bottom": (_first_card(ZJ, "bottom", "H10*"), "deal.bottom"),
    "zj-play": (_play_with(ZJ, "H10*"), "play"),
    "zj-bury": (_verb(ZJ, "bury", "H10* " + " ".join(first_action(ZJ, "bury")[1].split()[3:])), "bury"),
    "th-show": (_verb(TH, "show", "H10*"), "show"),
    "th-call": (_verb(TH, "call", "H10*"), "call"),
    "th-play": (_play_with(TH, "H10*"), "play"),
    "xu-hand": (_first_card(XU, "p1", "S4"), "deal.hands.p1"),
    "xu-play": (_play_with(XU, "S4"), "play"),
}


@pytest.mark.parametrize("case", CASES)
def test_card_outside_the_variants_deck_is_bad_card_wherever_a_record_names_it(tmp_path, case):
    """Issue 10.2 / 9.2: H10* outside duxiao, S4 in xuan: bad-card (exit 2), never a crash,
    never not-in-hand or call-card."""
    text, where = CASES[case]
    f = tmp_path / "t.hongwu.toml"
    f.write_text(text, encoding="utf-8")
    res = run(["check", "--json", str(f)])
    assert res.exit_code == 2, res.output
    (issue,) = [i for i in json.loads(res.output)["issues"] if i["severity"] == "error"]
    assert issue["code"] == "bad-card"
    assert ("♥10*" in issue["message"] or "♠4" in issue["message"]) and "deck" in issue["message"]
    if where.startswith("deal."):
        assert where in issue["message"]
    else:
        assert where in issue["action"]


def test_check_reports_every_file_after_a_bad_one(tmp_path):
    """Issue 9.2: with several files, the files after a failing one are still reported."""
    files = []
    for i, text in enumerate([CASES["th-play"][0], TH, CASES["zj-bury"][0], ZJ]):
        f = tmp_path / f"{i}.hongwu.toml"
        f.write_text(text, encoding="utf-8")
        files.append(str(f))
    res = run(["check", "--json", *files])
    reports = [json.loads(line) for line in res.output.splitlines()]
    assert [r["file"] for r in reports] == files
    assert [r["ok"] for r in reports] == [False, True, False, True]
    assert res.exit_code == 2
