"""The canonical writer of a game record `*.hongwu.toml` (record-format.md): one layout, every string
escaped, the notes after the deal; read → write → read gives the same record (the reader: record.py)."""
from __future__ import annotations

import datetime
import re
from typing import Any

from ..rules.variants import VARIANTS
from .record import FORMAT, Record

_NEEDS_ESCAPE = re.compile(r'["\\\x00-\x1f\x7f]')
_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r", '"': '\\"', "\\": "\\\\"}


def _s(v: str) -> str:
    """A TOML basic string, escaping quotes, backslashes and every control character."""
    if not _NEEDS_ESCAPE.search(v):
        return '"' + v + '"'
    return '"' + _NEEDS_ESCAPE.sub(lambda m: _ESCAPES.get(m.group(), f"\\u{ord(m.group()):04X}"), v) + '"'


_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _key(k: str) -> str:
    return k if _BARE.fullmatch(k) else _s(k)  # fullmatch: "$" would let "k\n" pass


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return _s(v)
    if isinstance(v, list):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_value(x)}" for k, x in v.items()) + " }"
    if isinstance(v, (datetime.date, datetime.time)):  # TOML dates and times, written back as such
        return v.isoformat()
    return _s(str(v))


def write_record(rec: Record) -> str:
    from ..rules.cards import fmt
    rs = VARIANTS[rec.variant]
    lines = [f"format = {_s(FORMAT)}", f"format_version = {_s(rec.format_version)}",
             f"variant = {_s(rec.variant)}", f"players = {_value(rec.players)}"]
    lines += [f"{_key(k)} = {_value(v)}" for k, v in rec.user.items()]
    lines.append("actions = [")
    lines += [f"  {_s(a.text)}," for a in rec.actions]
    lines.append("]")
    if rec.rules:
        lines += ["", "[rules]"] + [f"{_key(k)} = {_value(v)}" for k, v in rec.rules.items()]
    d = rec.deal
    lines += ["", "[deal]", "hands = { " + ", ".join(f"{s} = {_s(fmt(h))}" for s, h in zip(rs.seats, d.hands)) + " }"]
    if rs.family == "trick":
        lines.append(f"bottom = {_s(fmt(d.bottom))}")
    if rs.contract == "bid":
        lines.append(f"first_bidder = {_s(rs.seats[d.first_bidder])}")
    if rs.contract == "show":
        lines.append("levels = { " + ", ".join(f"{s} = {_s(v)}" for s, v in zip(rs.seats, d.levels)) + " }")
        lines.append(f"first_to_show = {_s(rs.seats[d.first_to_show])}")
    for n in rec.notes:
        lines += ["", "[[notes]]", f"at = {n.at}"]
        if n.verdict:
            lines.append(f"verdict = {_s(n.verdict)}")
        same = set(n.text) == {"en", "zh"} and n.text["en"] == n.text["zh"]
        lines.append(f"text = {_s(n.text['en']) if same else _value(n.text)}")  # one text: written once
        if n.line:
            lines.append(f"line = {_value(n.line)}")
        if n.source is not None:
            lines.append(f"source = {_s(n.source)}")
    if rec.meta:
        lines += ["", "[meta]"] + [f"{_key(k)} = {_value(v)}" for k, v in rec.meta.items()]
    return "\n".join(lines) + "\n"
