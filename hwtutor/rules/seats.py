"""Seats written and read in one place. A seat is an index from 0 in the rules core and a code from
`p1` everywhere a person or a file sees it (record-format.md: "p1".."pN").

`seat_code(0) == "p1"`; `parse_seat("p1") == 0`, case-insensitive, surrounding blanks ignored; with
`bare=True` a lone number is a seat too ("2" -> 1: what a learner types); with `players` the seat must
exist at that table. A text that is no seat gives None: each caller says what it expected.
"""
from __future__ import annotations

import re

_CODE = re.compile(r"\s*[pP]([1-9][0-9]?)\s*")
_BARE = re.compile(r"\s*[pP]?([1-9][0-9]?)\s*")


def seat_code(i: int) -> str:
    """0 -> "p1"."""
    return f"p{i + 1}"


def bot_name(i: int) -> str:
    """0 -> "bot1": the name the table stores for a bot seat nobody named (a save's and a record's `players`).
    A screen never shows it as stored: messages.seat_name says it in the player's language (Bot 2, 机器人2)."""
    return f"bot{i + 1}"


def seat_codes(n: int) -> tuple[str, ...]:
    """("p1", …, "pN") for a table of n."""
    return tuple(seat_code(i) for i in range(n))


def parse_seat(text: object, players: int | None = None, bare: bool = False) -> int | None:
    """The index of a seat code ("p3" -> 2; "3" too when `bare`), or None when `text` is none, or names a
    seat beyond `players`. Only ASCII digits count (no "p²"), at most two of them."""
    if not isinstance(text, str):
        return None
    m = (_BARE if bare else _CODE).fullmatch(text)
    if m is None:
        return None
    i = int(m.group(1)) - 1
    return i if players is None or i < players else None
