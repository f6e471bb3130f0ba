"""Untrusted text (names, notes, file names, actions) made safe for a terminal.

Control characters — ANSI escapes included — are shown as visible escapes
instead of reaching the terminal; rich markup is escaped where rich renders.
"""
from __future__ import annotations

import unicodedata


def ascii_int(s: str, most_digits: int = 9) -> int | None:
    """The number written in ASCII digits, else None. `str.isdigit()` accepts
    '²' and '①', which int() refuses; thousands of digits would make int() fail
    too (Python caps the conversion), so the length is bounded."""
    if 0 < len(s) <= most_digits and s.isascii() and s.isdigit():
        return int(s)
    return None


def _unsafe(ch: str) -> bool:
    """Control characters (ANSI escapes), format characters (bidi overrides), surrogates,
    private use, line separators, and the noncharacters XML forbids (U+FFFE, U+FFFF…)."""
    o = ord(ch)
    if o < 0x20 or 0x7F <= o < 0xA0:
        return True
    if o < 0xA0:
        return False
    if (o & 0xFFFE) == 0xFFFE or 0xFDD0 <= o <= 0xFDEF:
        return True
    return unicodedata.category(ch) in _UNSAFE_CATEGORIES and ch != "\u200d"


# Characters that glue others into one drawn group (a grapheme cluster) and that the terminal,
# rich (which lays out) and prompt-toolkit (which draws, one character at a time) count in
# different cells: 👨‍👩‍👧 is 2 cells to rich and 6 to prompt-toolkit, so a seat line padded by
# one was drawn by the other as "· b            o" (issue 19 item 15). Such a sequence is
# replaced by its parts, which every one of them counts alike: the joiner (U+200D), the
# variation selectors and the skin-tone modifiers are left out (👨👩👧, 👍), and a flag's two
# regional indicators become its two letters (🇨🇳 → CN).
_GLUE = frozenset([0x200D, *range(0xFE00, 0xFE10), *range(0x1F3FB, 0x1F400), *range(0xE0100, 0xE01F0)])
_REGIONAL = range(0x1F1E6, 0x1F200)


_UNSAFE_CATEGORIES = ("Cf", "Cs", "Co", "Zl", "Zp")


def _escape(o: int) -> str:
    return f"\\x{o:02x}" if o < 0xA0 else f"\\u{o:04x}" if o <= 0xFFFF else f"\\U{o:08x}"


def clean(s: object, limit: int | None = None) -> str:
    """The text with every unsafe character shown as a visible escape (\\x1b, \\ufffe),
    cut to `limit` characters with an ellipsis. The input is cut before it is
    cleaned, so a name of millions of characters costs no more than `limit`.
    Every character takes the cells its own width says (see _GLUE and one_width)."""
    text = s if isinstance(s, str) else str(s)
    if limit is not None and len(text) > limit:
        text = text[:limit]  # escapes only lengthen: `limit` source characters are enough
        cut = True
    else:
        cut = False
    out = []
    marks = False  # a combining mark seen: the widths are checked once more at the end
    category = unicodedata.category
    for ch in text:
        o = ord(ch)
        if o < 0xA0:
            out.append(_escape(o) if o < 0x20 or o >= 0x7F else ch)
        elif o in _GLUE:
            continue
        elif o in _REGIONAL:
            out.append(chr(o - 0x1F1E6 + 65))
        elif (o & 0xFFFE) == 0xFFFE or 0xFDD0 <= o <= 0xFDEF:
            out.append(_escape(o))
        else:  # as _unsafe judges it, with one look at the category
            cat = category(ch)
            if cat in _UNSAFE_CATEGORIES:
                out.append(_escape(o))
            else:
                marks = marks or cat[0] == "M"
                out.append(ch)
    r = "".join(out)
    if marks:
        r = one_width(r)
    if limit is not None and (cut or len(r) > limit):
        r = r[: limit - 1] + "…"
    return r


def _drawn(ch: str) -> int:
    """The cells prompt-toolkit gives one character (wcwidth; a control character none)."""
    from wcwidth import wcwidth
    return max(0, wcwidth(ch))


def one_width(text: str) -> str:
    """The text as both rich (grapheme clusters) and prompt-toolkit (character by character)
    measure it alike: combining marks that make the two disagree are dropped from their
    cluster (é, कि, 각 agree and stay), and a character they still size differently is '?'."""
    from rich.cells import cell_len
    if cell_len(text) == sum(map(_drawn, text)):
        return text
    out = []
    for ch in text:
        if unicodedata.combining(ch) and _drawn(ch) == 0:
            continue
        out.append(ch if cell_len(ch) == _drawn(ch) else "?")
    return "".join(out)


def markup_safe(s: object, limit: int | None = None) -> str:
    """clean() and escape rich markup, for text printed through rich."""
    from rich.markup import escape
    return escape(clean(s, limit))


def json_safe(text: str) -> str:
    """A JSON text (json.dumps(..., ensure_ascii=False)) with every character that
    clean() would escape written as a \\uXXXX escape instead: C1 controls, DEL,
    format characters (bidi overrides), lone surrogates (undecodable file names),
    private-use characters and the noncharacters (U+FFFE) never reach the
    terminal raw, and the line stays valid UTF-8 and valid JSON with the same
    value. Such characters only occur inside JSON strings, where the escape
    means the same character."""
    if text.isascii():  # the common case: only DEL can need escaping
        return text.replace("\x7f", "\\u007f")
    # judge each distinct character once, then escape the few found in one translate()
    table = {}
    for ch in set(text):
        o = ord(ch)
        if 0x7F <= o < 0xA0 or o in (0x2028, 0x2029) or (o >= 0xA0 and _unsafe(ch)):
            if o > 0xFFFF:  # private use planes 15/16: a surrogate pair
                v = o - 0x10000
                table[o] = f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}"
            else:
                table[o] = f"\\u{o:04x}"
    return text.translate(table) if table else text


def os_reason(e: BaseException, reading: bool = False):
    """Why a file operation failed, as a catalog message (rules/catalog.py `oserr.*`): in the player's
    words and language, never the C library's English ("No such file or directory"). `reading`: the file
    was to be read (a missing name is then the file, not its folder)."""
    import errno

    from .rules.messages import msg
    code: int = getattr(e, "errno", None) or 0  # 0: no errno (none of the codes below)
    key = {errno.ENOSPC: "oserr.full", errno.EDQUOT: "oserr.full", errno.EROFS: "oserr.readonly",
           errno.EACCES: "oserr.readonly", errno.EPERM: "oserr.readonly", errno.ENOTDIR: "oserr.not-folder",
           errno.EEXIST: "oserr.not-folder", errno.EISDIR: "oserr.is-folder", errno.ENOENT: "oserr.missing",
           errno.ENAMETOOLONG: "oserr.name-too-long", errno.ELOOP: "oserr.links", errno.EMFILE: "oserr.too-many",
           errno.ENFILE: "oserr.too-many", errno.EIO: "oserr.io", errno.EBUSY: "oserr.busy",
           errno.ETXTBSY: "oserr.busy"}.get(code)
    if reading and code in (errno.ENOENT, errno.EACCES, errno.EPERM):
        key = "oserr.no-file" if code == errno.ENOENT else "oserr.no-read"
    if getattr(e, "reason", None) == "not-regular":  # safefile.WriteRefused / ReadRefused
        key = "oserr.not-regular"
    if key:
        return msg(key)
    if isinstance(code, int):  # the system's number, not its English sentence
        return msg("oserr.code", number=code)
    return msg("oserr.refused")  # no number to go by: said plainly, not as the exception's English name
