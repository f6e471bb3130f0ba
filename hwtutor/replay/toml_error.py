"""tomllib's reason for refusing a record, told in the player's language: its English sentence is
sorted into a few kinds with a text each in the catalog, and its line and column kept (issue 22 §2:
no English left on a Chinese screen)."""
from __future__ import annotations

import re

from ..rules.messages import Msg, msg

_WHERE = re.compile(r"(?P<why>.*?) \(at (?:line (?P<line>\d+), column (?P<col>\d+)|end of document)\)", re.S)

# tomllib's sentences (CPython's tomllib/_parser.py), by how they begin
_KINDS = (
    ("Invalid value", "value"),
    ("Unclosed", "unclosed"),
    ("Unterminated string", "string"),
    ("Expected '='", "equals"),
    ("Expected ']", "bracket"),
    ("Cannot ", "twice"),
    ("Duplicate", "twice"),
    ("Illegal character", "character"),
    ("Found invalid character", "character"),
    ("Invalid initial character", "character"),
    ("Invalid statement", "statement"),
)


def toml_reason(error: Exception) -> Msg:
    """What is wrong and where, as a message: "an invalid value (line 3, column 9)" / "值的写法不对（第3行第9列）"."""
    text = str(error)[:400]
    where = _WHERE.fullmatch(text)
    why = where.group("why") if where else text
    what = msg("syntax.toml." + next((kind for start, kind in _KINDS if why.startswith(start)), "other"))
    if where is None:
        return what
    if where.group("line") is None:
        return msg("syntax.toml.end", what=what)
    return msg("syntax.toml.at", what=what, line=int(where.group("line")), col=int(where.group("col")))
