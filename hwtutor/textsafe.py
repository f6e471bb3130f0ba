"""Untrusted text (names, notes, file names, actions) made safe for a terminal.

Control characters — ANSI escapes included — are shown as visible escapes
instead of reaching the terminal; rich markup is escaped where rich renders.
"""
from __future__ import annotations

import unicodedata


def clean(s: object, limit: int | None = None) -> str:
    text = str(s)
    out = []
    for ch in text:
        o = ord(ch)
        if o < 0x20 or 0x7F <= o < 0xA0:
            out.append(f"\\x{o:02x}")
        elif unicodedata.category(ch) in ("Cf", "Cs", "Co") and ch not in "\u200d":
            out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    r = "".join(out)
    if limit is not None and len(r) > limit:
        r = r[: limit - 1] + "…"
    return r


def markup_safe(s: object, limit: int | None = None) -> str:
    """clean() and escape rich markup, for text printed through rich."""
    from rich.markup import escape
    return escape(clean(s, limit))
