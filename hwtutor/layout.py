"""Prose wrapped to the terminal width, in both languages, with hanging indents.

Chinese counts two cells a character and may break between characters;
English breaks at spaces only, and neither breaks next to a letter or digit
glued to Chinese (红桃5, 第10轮). A card (♠10, ♦9♦9, H10*) or any other run of
non-space, non-Chinese characters is never split, a line never starts with
closing punctuation (，。：）…) nor ends with an opening one (（“). A line
that starts with an indent and a marker ("  • ", "  → ", "  b) ", "3. ", options grouped as
"a, b, f) " or "a、b、f）") continues under the text after the marker.

A leaf helper: any floor may use it (rich is the only import).
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from rich.cells import cell_len
from rich.text import Text

_NO_LINE_START = set("，。、：；！？）」』”’》〉】…—·,.:;!?)]}%×")  # × stays with its term (揪×2)
_NO_LINE_END = set("（「『“‘《〈【([{")
_AFTER_PUNCT = set("，。、：；！？）」』”")  # Chinese punctuation a line may end with, even before 10 or J
# "b, e) " and "a、b、f）" (grouped options: a Chinese label ends in a full-width ） and no space follows it)
_MARKER = re.compile(r"^(\s*(?:(?:[•→✓✗⚖💡\-*]|\w{1,2}\)|\w(?:, \w)+\)|\d+\.|\w）)\s+|[a-z](?:、[a-z])*）(?=\S))?)")


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


_SHORT_WORD = 6  # a Chinese word this short between spaces (天外天 in English prose) stays whole


def _breaks(s: str) -> list[int]:
    """Positions where a line may break: after a space, or beside a wide (CJK) character."""
    out = []
    word_start = 0
    for i in range(1, len(s)):
        a, b = s[i - 1], s[i]
        if a == " ":
            word_start = i
        if b in _NO_LINE_START or a in _NO_LINE_END:
            continue
        if a == " " and b != " ":
            out.append(i)
        elif b != " " and a != " " and (_wide(a) or _wide(b)) and not (a.isascii() and a.isalnum()) \
                and (a in _AFTER_PUNCT or not (b.isascii() and b.isalnum())) \
                and _word_len(s, word_start) > _SHORT_WORD:
            out.append(i)  # between Chinese characters, after 、，。, not inside 红桃5 or 第10轮
    return out


def _word_len(s: str, start: int) -> int:
    end = s.find(" ", start)
    return (len(s) if end < 0 else end) - start


def break_points(s: str, width: int, hang: int = 0) -> list[int]:
    """Offsets at which to cut s so that every line fits width cells (continuations are hang cells
    narrower); a piece wider than a whole line is cut by cells, the only case a word is split."""
    cuts: list[int] = []
    start, avail = 0, max(width, 1)
    positions = _breaks(s) + [len(s)]
    last_fit = None
    for p in positions:
        if cell_len(s[start:p].rstrip(" ")) <= avail:
            last_fit = p
            continue
        if last_fit is None:  # one piece wider than the line: cut it by cells
            q = start
            while cell_len(s[start:q + 1]) <= avail:
                q += 1
            last_fit = max(q, start + 1)
        cuts.append(last_fit)
        start, avail = last_fit, max(width - hang, 1)
        while cell_len(s[start:p].rstrip(" ")) > avail:  # the rest of this piece is still too wide
            q = start
            while cell_len(s[start:q + 1]) <= avail:
                q += 1
            q = max(q, start + 1)
            cuts.append(q)
            start = q
        last_fit = p
    return cuts


def hanging(s: str) -> int:
    """The hanging indent of a line, in cells: its leading spaces and marker."""
    m = _MARKER.match(s)  # always matches (every part is optional)
    return cell_len(m.group(1)) if m else 0


def wrap(text: Text | str, width: int, hang: int | None = None) -> list[Text]:
    """One Text per screen line; each source line (split at \\n) is wrapped on its own."""
    t = text if isinstance(text, Text) else Text(text)
    out: list[Text] = []
    for line in t.split("\n", allow_blank=True):
        s = line.plain
        h = hanging(s) if hang is None else hang
        if h >= width // 2:
            h = 0
        pieces = line.divide(break_points(s, width, h)) if cell_len(s) > width else [line]
        for k, piece in enumerate(pieces):
            piece.rstrip()
            if k:
                piece = Text(" " * h) + piece
            out.append(piece)
    return out


def print_wrapped(console, items: Iterable[Text | str], hang: int | None = None) -> None:
    """Print prose wrapped to the console's width (rich's own wrap would split cards and words)."""
    for x in items:
        if isinstance(x, (Text, str)):
            for line in wrap(x, console.width, hang):
                console.print(line, highlight=False, soft_wrap=True)
        else:
            console.print(x, highlight=False)
