"""The fast record reader (replay/fast_toml.py) on hostile text: long runs that
make a careless pattern backtrack, files at its size cap and beyond, text that
looks like the written layout almost everywhere. Whatever it meets, the
reader answers as the tomllib-only reader does (a record or the same issues),
and the fast reader declines rather than guesses."""
from __future__ import annotations

import pytest

from hwtutor.replay.fast_toml import MAX_CHARS, fast_loads
from hwtutor.replay.record import _read, read_record

N = MAX_CHARS - 64  # just under the cap: the fast reader does look at these


def _written_like(n_lines: int, line: str, tail: str) -> str:
    head = 'format = "hongwu-record"\nformat_version = "1.0"\nvariant = "taihu"\nactions = [\n'
    return head + line * n_lines + tail


HOSTILE = {
    "spaces then junk": " " * N + "x",
    "open array of blank lines, never closed": "a = [\n" + "  \n" * (N // 3) + "x",
    "action lines, never closed": _written_like(N // 16 - 16, '  "p1 play SA",\n', ""),
    "action lines, then junk": _written_like(N // 16 - 16, '  "p1 play SA",\n', "x"),
    "action lines without commas": _written_like(N // 16 - 16, '  "p1 play SA"\n', "]\n"),
    "action lines, one quote too many": _written_like(N // 16 - 16, '  "p1 play SA",\n', '  "p1 "play",\n]\n'),
    "action lines, a control character last": _written_like(N // 16 - 16, '  "p1 play SA",\n', '  "\x1b[2J",\n]\n'),
    "one-line array of spaces": "a = [" + " " * (N // 2) + "1" + " " * (N // 2 - 16) + "x",
    "inline table never closed": "a = {" + " a = 1," * (N // 7),
    "a comment with a control character at its end": "# " + "#" * (N - 3) + "\x01",
    "many keys": "".join(f"k{i} = {i}\n" for i in range(N // 16)),
    "many tables": "".join(f"[t{i}]\n" for i in range(N // 10)),
    "many arrays of tables": "[[n]]\n" * (N // 6),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_text_is_answered_as_the_tomllib_reader_answers_it(name):
    text = HOSTILE[name]
    assert len(text) <= MAX_CHARS
    fast = _read(text)
    slow = _read(text, fast=False)
    assert fast == slow
    assert fast[1], "a hostile text gives at least one issue"


def test_beyond_the_cap_only_tomllib_reads_the_text():
    line = '  "p1 play SA",\n'
    under = _written_like((MAX_CHARS - 200) // len(line), line, "]\n")
    over = _written_like((MAX_CHARS + 200) // len(line), line, "]\n")
    assert len(under) <= MAX_CHARS < len(over)
    assert fast_loads(under) is not None  # the same layout, read while under the cap
    assert fast_loads(over) is None
    assert read_record(over) == _read(over, fast=False)
