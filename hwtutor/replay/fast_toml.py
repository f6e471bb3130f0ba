"""A fast reader for the layout records are written in, beside `tomllib`.

`write_record` writes one layout (record-format.md): a key per line with a
one-line value — a plain string, a whole number, true/false, a one-line
array of those, an inline table of those — the `actions = [` array with one
string per line, `[table]` and `[[notes]]` headers, and comment lines. Such
a text is read here with a few regular expressions, five to ten times faster
than `tomllib`, which spends its time character by character on the hundred
action lines.

`fast_loads(text)` returns exactly the dict `tomllib.loads(text)` returns,
or None when the text holds anything it does not recognise with certainty —
an escape in a string, a dotted or quoted key, a float or a date, a nested
array, a key or table given twice — and then `tomllib` reads it (with its
own error message when the text is no TOML). No pattern backtracks: no two
repeated parts can take the same characters, and the repeats are possessive
(`*+`), so the work is linear in the text, itself capped (MAX_CHARS).
tests/record/test_fast_toml.py holds it to tomllib.
"""
from __future__ import annotations

import re
from typing import Any

# A record is a few kB: beyond this, only tomllib reads the text, so that a hostile file
# the fast reader declines late costs no more than a fraction of tomllib's own time.
MAX_CHARS = 256 * 1024
# A basic string without escapes: TOML forbids the control characters but the tab in it.
_STR = r'"[^"\\\x00-\x08\x0a-\x1f\x7f]*"'
# Whole numbers as TOML writes them in decimal (no sign on 0, no underscores), at most 18 digits.
_INT = r"(?:0|-?[1-9][0-9]{0,17})"
_SCALAR = rf"(?:{_STR}|{_INT}|true|false)"
_KEY = r"[A-Za-z0-9_-]+"
_WS = r"[ \t]*+"
_COMMENT = r"(?:#[^\x00-\x08\x0a-\x1f\x7f]*+)?"
_ARRAY = rf"\[{_WS}(?:{_SCALAR}(?:{_WS},{_WS}{_SCALAR})*+{_WS})?\]"
_TABLE = rf"\{{{_WS}{_KEY}{_WS}={_WS}{_SCALAR}(?:{_WS},{_WS}{_KEY}{_WS}={_WS}{_SCALAR})*+{_WS}\}}"

# One line: blank, a comment, `key = value`, `[table]` or `[[array.of.tables]]` (one bare
# name each), with its newline. `open` is the first line of an array spread over lines.
_LINE = re.compile(
    rf"{_WS}(?:(?:(?P<key>{_KEY}){_WS}={_WS}(?:(?P<str>{_STR})|(?P<arr>{_ARRAY})|(?P<tab>{_TABLE})"
    rf"|(?P<lit>{_INT}|true|false)|(?P<open>\[))|\[(?P<table>{_KEY})\]|\[\[(?P<aot>{_KEY})\]\]){_WS})?"
    rf"{_COMMENT}(?:\n|\Z)")
# The rest of an array spread over lines: one value and its comma per line (the last comma
# may be left out), blank and comment lines, then the closing bracket on a line of its own.
_LINES_ARRAY = re.compile(
    rf"(?:{_WS}(?:{_SCALAR}{_WS},{_WS})?{_COMMENT}\n)*+"
    rf"(?:{_WS}{_SCALAR}{_WS}{_COMMENT}\n(?:{_WS}{_COMMENT}\n)*+)?"
    rf"{_WS}\]{_WS}{_COMMENT}(?:\n|\Z)")
_LINE_ITEM = re.compile(rf"^{_WS}({_SCALAR})", re.M)
# The bytes a plain string may not hold besides the quote, and the newline that ends a line:
# in UTF-8 they stand for themselves only (every byte of a longer sequence is over 0x7f).
_NOT_IN_STR = bytes([*range(0x09), *range(0x0b, 0x20), 0x7f, ord("\\")])
_SEP = '",\n  "'
_ITEM = re.compile(_SCALAR)
_PAIR = re.compile(rf"({_KEY}){_WS}={_WS}({_SCALAR})")


def _scalar(token: str) -> Any:
    if token[0] == '"':
        return token[1:-1]
    if token == "true":
        return True
    if token == "false":
        return False
    return int(token)


def _strings_as_written(text: str, pos: int) -> tuple[list[str], int] | None:
    """The lines after `actions = [` exactly as write_record writes them — two spaces, a
    plain string, a comma, then `]` alone — read with str methods, or None. Every line
    holds one separator, so the counts of quotes and newlines prove that no string
    holds a quote or a newline of its own."""
    close = text.find("\n]", pos - 1)
    if close < 0 or (close + 2 < len(text) and text[close + 2] != "\n"):
        return None
    block = text[pos:close + 1]
    if not block:
        return [], close + 3
    if len(block) < 6 or not block.startswith('  "') or not block.endswith('",\n'):
        return None
    inner = block[3:-3]
    items = inner.split(_SEP)
    n = len(items) - 1
    if inner.count('"') != 2 * n or inner.count("\n") != n:
        return None
    raw = inner.encode("utf-8", "surrogatepass")  # bytes.translate: a C loop, no regex
    if len(raw.translate(None, _NOT_IN_STR)) != len(raw):
        return None
    return items, close + 3


def fast_loads(text: str) -> dict[str, Any] | None:
    """The document as tomllib.loads reads it, or None if the layout is not one read here."""
    if len(text) > MAX_CHARS:
        return None
    if "\r" in text:
        text = text.replace("\r\n", "\n")  # as tomllib does; a lone CR is left to it
        if "\r" in text:
            return None
    doc: dict[str, Any] = {}
    table = doc
    arrays_of_tables: set[str] = set()  # names made by [[name]], which may come again
    pos, end = 0, len(text)
    match_line = _LINE.match
    while pos < end:
        m = match_line(text, pos)
        if m is None:
            return None
        pos = m.end()
        key = m.group("key")
        if key is not None:
            if key in table:
                return None  # TOML refuses a key given twice: tomllib says where
            if (v := m.group("str")) is not None:
                table[key] = v[1:-1]
            elif (v := m.group("lit")) is not None:
                table[key] = _scalar(v)
            elif (v := m.group("arr")) is not None:
                table[key] = [_scalar(t) for t in _ITEM.findall(v)]
            elif (v := m.group("tab")) is not None:
                pairs = _PAIR.findall(v)
                inline = {k: _scalar(t) for k, t in pairs}
                if len(inline) != len(pairs):
                    return None
                table[key] = inline
            else:  # `key = [` and the values on the lines after it
                written = _strings_as_written(text, pos)
                if written is not None:
                    table[key], pos = written
                    continue
                block = _LINES_ARRAY.match(text, pos)
                if block is None:
                    return None
                table[key] = [_scalar(t) for t in _LINE_ITEM.findall(text, pos, block.end())]
                pos = block.end()
        elif (name := m.group("table")) is not None:
            if name in doc:
                return None
            table = doc[name] = {}
        elif (name := m.group("aot")) is not None:
            if name not in doc:
                doc[name] = []
                arrays_of_tables.add(name)
            elif name not in arrays_of_tables:
                return None
            table = {}
            doc[name].append(table)
    return doc
