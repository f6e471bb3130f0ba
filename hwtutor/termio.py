"""The standard streams made safe before anything is written (issue 19 items 2 and 4).

- A stream that is closed at start (`>&-`, `<&-`: Python leaves it None) reads as empty and
  writes into nothing, so `sys.stdout.isatty()` and every prompt still work.
- A stream that is not a console (a file, a pipe, a Windows redirect that would be GBK or cp1252)
  is written in UTF-8: what hwtutor writes there is read by programs and editors.
- A console whose character set cannot show the suit glyphs and frames (`LC_ALL=C`,
  `PYTHONIOENCODING=ascii|latin-1|cp1252`), or a player who asks for it (`--ascii`, or
  `hwtutor settings ascii on`), gets ASCII stand-ins of one cell each (♠A → SA, ╭─╮ → +-+), so
  the table, the lessons and every frame keep their layout. Anything left that the console's
  character set cannot show becomes "?" instead of a UnicodeEncodeError.

Only the standard library is imported here: this runs on every start, `--help` included.
"""
from __future__ import annotations

import io
import os
import sys
import unicodedata
from contextlib import contextmanager

# What a console must be able to show for the glyph rendering (suits, frames, bullets, marks).
GLYPHS = "♠♥♣♦─│╭╮╰╯•·—…→"

# One-cell ASCII stand-ins for the one-cell characters hwtutor writes (widths are kept, so tables
# and frames stay aligned). Box drawing and block elements are added below by their Unicode names.
_FIXED = {
    "♠": "S", "♥": "H", "♣": "C", "♦": "D", "♤": "S", "♡": "H", "♧": "C", "♢": "D",
    "“": '"', "”": '"', "‘": "'", "’": "'", "—": "-", "–": "-", "−": "-", "·": ".", "…": "~",
    "×": "x", "±": "+", "∓": "-", "§": "S", "≥": ">", "≤": "<", "²": "2", "°": "^", "•": "*",
    "→": ">", "←": "<", "↑": "^", "↓": "v", "▶": ">", "◀": "<", "›": ">", "‹": "<", "★": "*",
    "☆": "*", "✓": "v", "✗": "x", "⏎": "<", "⚖": "=", "①": "1", "\u00a0": " ",
}
_SPARK = dict(zip("▁▂▃▄▅▆▇█", "_.-=+*#@"))


def _ascii_map() -> dict[int, str]:
    table = {ord(k): v for k, v in {**_FIXED, **_SPARK}.items()}
    for cp in range(0x2500, 0x25A0):  # box drawing, block elements
        if cp in table:
            continue
        name = unicodedata.name(chr(cp), "")
        if "SHADE" in name or "BLOCK" in name:
            table[cp] = "#" if "FULL" in name or "DARK" in name else "."
        elif "HORIZONTAL" in name and "VERTICAL" not in name or "DASH" in name and "VERTICAL" not in name:
            table[cp] = "-"
        elif "VERTICAL" in name and "HORIZONTAL" not in name and "RIGHT" not in name and "LEFT" not in name:
            table[cp] = "|"
        else:
            table[cp] = "+"
    return table


ASCII_MAP = _ascii_map()


def to_ascii(text: str) -> str:
    """The text with hwtutor's glyphs replaced by their one-cell ASCII stand-ins."""
    return text.translate(ASCII_MAP)


class AsciiStream:
    """A text stream that writes glyphs as ASCII. It shows no `buffer`, so prompt_toolkit and click
    write text through it rather than bytes around it; everything else is the wrapped stream's."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        self._stream.write(text.translate(ASCII_MAP))
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str):
        if name == "buffer":
            raise AttributeError(name)
        return getattr(self._stream, name)


def is_ascii_stream(stream) -> bool:
    return isinstance(stream, AsciiStream)


def _usable(stream) -> bool:
    try:
        return stream is not None and not stream.closed and stream.fileno() >= 0
    except io.UnsupportedOperation:  # an in-memory stream (the tests' CliRunner): usable
        return True
    except (ValueError, OSError, AttributeError):
        return False


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (ValueError, OSError, AttributeError):
        return False


def console_charsets(stream) -> list[str]:
    """The character sets a console line passes through: the stream's own encoding and, on POSIX, the
    locale's (LC_ALL, LC_CTYPE, LANG — `C` and `POSIX` mean ASCII even where Python writes UTF-8)."""
    out = [getattr(stream, "encoding", None) or "utf-8"]
    if os.name != "nt":
        for var in ("LC_ALL", "LC_CTYPE", "LANG"):
            value = os.environ.get(var, "")
            if value:
                if value in ("C", "POSIX"):
                    out.append("ascii")
                elif "." in value:
                    out.append(value.split(".", 1)[1].split("@", 1)[0])
                break
    return out


def shows_glyphs(stream) -> bool:
    """Whether this stream can show the glyph rendering (a file or a pipe always can: it gets UTF-8)."""
    if not _isatty(stream):
        return True
    try:
        for charset in console_charsets(stream):
            GLYPHS.encode(charset)
    except (LookupError, UnicodeEncodeError):
        return False
    return True


def _reconfigure(stream, **kw) -> None:
    try:
        stream.reconfigure(**kw)
    except (AttributeError, ValueError, LookupError, io.UnsupportedOperation):
        pass


def _is_utf8(stream) -> bool:
    return (getattr(stream, "encoding", "") or "").lower().replace("_", "-") in ("utf-8", "utf8")


def prepare_streams() -> None:
    """Closed streams replaced, files and pipes in UTF-8, consoles never raising on a character.
    Safe to call again (the tests run the CLI in-process many times)."""
    if not _usable(sys.stdin):
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - the stream of the process
    elif not _isatty(sys.stdin) and not _is_utf8(sys.stdin):
        _reconfigure(sys.stdin, encoding="utf-8", errors="replace")
    else:
        _reconfigure(sys.stdin, errors="replace")
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if not _usable(stream):
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 - the stream of the process
        elif is_ascii_stream(stream):
            continue
        elif not _isatty(stream):
            if not _is_utf8(stream):
                _reconfigure(stream, encoding="utf-8", errors="replace")
        else:
            _reconfigure(stream, errors="replace")


def use_ascii(choice: bool | None) -> bool:
    """Wrap stdout and stderr in AsciiStream: always (True), never (False), or where the console
    cannot show the glyphs (None). Returns whether stdout now writes ASCII."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if is_ascii_stream(stream):
            continue
        if choice or (choice is None and not shows_glyphs(stream)):
            setattr(sys, name, AsciiStream(stream))
    return ascii_output()


def ascii_output() -> bool:
    """Whether what goes to stdout is written in ASCII stand-ins."""
    return is_ascii_stream(sys.stdout)


@contextmanager
def cursor_shown_on_signals(stream):
    """While a progress bar hides the cursor: SIGTERM, SIGQUIT (Ctrl-\\) or SIGHUP first show it again,
    then end the process as the signal would have (issue 19 item 4: the shell was left without a cursor)."""
    import signal
    names = [n for n in ("SIGTERM", "SIGQUIT", "SIGHUP") if hasattr(signal, n)]

    def handler(signum, frame):
        try:
            stream.write("\x1b[?25h")
            stream.flush()
        except (OSError, ValueError):
            pass
        signal.signal(signum, signal.SIG_DFL)
        signal.raise_signal(signum)

    previous = {}
    try:
        for name in names:
            sig = getattr(signal, name)
            previous[sig] = signal.signal(sig, handler)
    except ValueError:  # not the main thread: no handlers can be set
        pass
    try:
        yield
    finally:
        for sig, old in previous.items():
            signal.signal(sig, old)
