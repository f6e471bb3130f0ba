"""The terminal: rich for the table, prompt-toolkit for the input line.

The view knows nothing of the rules: the presenter hands it lines, card
groups and the completions of the moment. Every text that may hold a
player's name arrives already cleaned (hwtutor.textsafe) and is printed as
rich `Text`, never parsed as markup.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from prompt_toolkit.completion import Completer, Completion
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from ..cardstyle import card_label, rich_style
from ..rules.cards import Card
from ..textsafe import clean

CLEAR = "\x1b[H\x1b[2J\x1b[3J"  # home, erase the screen, erase the scrollback
LOG_LINES = 8  # the recent happenings shown under the table


@dataclass(frozen=True)
class Choice:
    text: str      # what is inserted (canonical ASCII, e.g. "SA SA")
    display: str   # what the menu shows (e.g. "♠A♠A")
    meta: str = ""  # the pattern or the command's meaning


_KEY = str.maketrans({"♠": "S", "♥": "H", "♣": "C", "♦": "D", "♤": "S", "♡": "H", "♧": "C", "♢": "D"})


def match_key(text: str) -> str:
    """What typed text and a choice are compared by: any card notation, spaces ignored (♠A♠A = SA SA)."""
    t = text.replace("大王", "BJ").replace("小王", "LJ").replace("黑桃", "S").replace("红桃", "H")
    t = t.replace("梅花", "C").replace("方块", "D")
    t = "".join(t.translate(_KEY).upper().replace("-JOKER", "JOKER").split())
    return t.replace("BIGJOKER", "BJ").replace("SMALLJOKER", "LJ").replace("LITTLEJOKER", "LJ")  # Big-Joker = BJ


COMPLETE_LIMIT = 200  # longer than any action (a bury of 8 cards, a play of a whole hand)
TYPED_LIMIT = 2000   # a typed line is cut and cleaned like record text before anything quotes it back


def typed(text: str) -> str:
    """A typed line cut and cleaned like record text (a pasted tab still separates cards)."""
    return clean(text.replace("\t", " "), TYPED_LIMIT)


class ChoiceCompleter(Completer):
    """Completes the legal actions of the moment (labelled by pattern) and the commands."""

    def __init__(self, choices: Sequence[Choice]):
        self.choices = list(choices)

    def get_completions(self, document, complete_event):
        typed = document.text_before_cursor
        if len(typed) > COMPLETE_LIMIT:  # completion runs at every key: a long line must not make it quadratic
            return
        norm = match_key(typed)
        for c in self.choices:
            if match_key(c.text).startswith(norm):
                yield Completion(c.text, start_position=-len(typed), display=c.display, display_meta=c.meta)


def card_text(c: Card, trump: bool = False, lang: str = "zh") -> Text:
    """One card of the hand in the one card style (hwtutor/cardstyle.py), bold when it is a trump."""
    return Text(card_label(c, lang), style=rich_style(c, trump))


def fit_lines(t: Text, width: int, hang: int | None = None) -> list[Text]:
    """`t` wrapped to `width` cells (layout.wrap), except that a word wider than a line is never cut: it
    gets a line of its own, as it is."""
    from rich.cells import cell_len

    from ..layout import _NO_LINE_START, wrap
    s = t.plain
    if cell_len(s) <= width:
        return [t]
    long = [m for m in re.finditer(r"[!-~]+", s) if cell_len(m.group()) > width - (hang or 0) - 2]
    if not long:
        return wrap(t, width, hang)
    out: list[Text] = []
    start = 0
    for m in long:
        before = t[start:m.start()]
        before.rstrip()
        if before.plain.strip():
            out += wrap(before, width, hang)
        end = m.end()
        while end < len(s) and s[end] in _NO_LINE_START:  # "…toml。" keeps its full stop
            end += 1
        out.append(t[m.start():end])
        start = end
    rest = t[start:]
    if rest.plain.strip():
        out += wrap(rest[len(rest.plain) - len(rest.plain.lstrip()):], width, hang)
    return out


class View:
    """The line mode. `clear_codes`: clear the screen between players (off when stdout is not a
    terminal: no raw escape codes in a pipe); `plain_input`: read lines from stdin without
    prompt-toolkit (when stdin is not a terminal: no warning, the pipe is read as it comes)."""

    def __init__(self, console: Console | None = None, clear_codes: bool = True, plain_input: bool = False):
        self.console = console or Console(highlight=False, soft_wrap=False)
        self.clear_codes = clear_codes
        self.plain_input = plain_input
        self._session = None

    @property
    def session(self):
        if self._session is None:
            from ..inputline import prompt_session
            self._session = prompt_session()  # a line of at most INPUT_LIMIT characters, whatever is pasted
        return self._session

    # ------------------------------------------------------------ output
    def clear(self) -> None:
        f = self.console.file
        if self.clear_codes:
            f.write(CLEAR)
        f.flush()

    def line(self, text: str = "", style: str | None = None) -> None:
        style = {"event": "bold", "why": ""}.get(style or "", style or "")  # the presenter's kinds of message
        self._print(Text(clean(text), style=style))
        self.console.file.flush()

    def _print(self, t: Text, hang: int | None = None) -> None:
        """At a terminal, a line wrapped to its width by layout.py, words and cards whole (the terminal's own
        wrap cuts them: issue 22 §2, the line-mode table within 80 columns); a word wider than a whole line
        (a long file path) stands alone on its line, uncut, so that it can be copied. Into a file or a pipe,
        each line as it is (a transcript, greppable)."""
        if not self.console.is_terminal:
            self.console.print(t, soft_wrap=True)
            return
        for piece in fit_lines(t, self.console.width, hang):
            self.console.print(piece, soft_wrap=True)

    def lines(self, texts: Iterable[str], style: str | None = None) -> None:
        for t in texts:
            self.line(t, style)

    def error(self, text: str) -> None:
        self.line(text, "bold red")

    def read(self, texts: Iterable[str]) -> None:
        """Lines to be read from their first (a rule book section): printed in order."""
        self.lines(texts)

    def cards_line(self, label: str, groups: Sequence[tuple[str, Sequence[Card], bool]], lang: str = "zh") -> None:
        """A hand: its label, then each group (suit label, cards, trump?) on one line."""
        self.line(label, "bold")
        for name, cs, trump in groups:
            colon = "：" if lang == "zh" else ": "  # full width in Chinese
            t = Text(f"  {clean(name)}{colon}", style="bold" if trump else "")
            hang = cell_len(t.plain)  # a long suit continues under its first card
            for i, c in enumerate(cs):
                if i:
                    t.append(" ")
                t.append_text(card_text(c, trump, lang))
            self._print(t, hang=hang)
        self.console.file.flush()

    def table(self, t) -> None:
        """The table of one moment (layout.Table): clear, the public lines, the recent happenings,
        the hand of the seat to act alone, the turn."""
        self.clear()
        self.lines(t.public)
        if t.log:
            self.line("")
            self.lines([text for text, _ in t.log[-LOG_LINES:]], "dim")
        self.line("")
        self.cards_line(t.hand_label, t.groups, t.lang)
        self.line("")
        self.line(t.turn, "bold")
        self.line(t.keys, "dim")

    def final(self, text: str) -> None:
        """The last line, left on the terminal when the game stops."""
        self.line(text)

    # ------------------------------------------------------------ input
    def ask(self, prompt: str, choices: Sequence[Choice] = ()) -> str:
        """One input line (EOFError on end of input, KeyboardInterrupt on Ctrl-C)."""
        self.console.file.flush()
        if self.plain_input:
            return typed(self._read(clean(prompt) + " > "))
        return typed(self.session.prompt(clean(prompt) + " > ", completer=ChoiceCompleter(choices),
                                         complete_while_typing=False))

    def pause(self, text: str) -> str:
        """A line of text and an input line that waits for Enter (or a word such as undo or quit)."""
        self.line(text, "bold")
        if self.plain_input:
            return typed(self._read("⏎ "))
        return typed(self.session.prompt("⏎ ", completer=None))

    def _read(self, prompt: str) -> str:
        """One line of a piped stdin (EOFError at its end)."""
        import sys
        self.console.file.write(prompt)
        self.console.file.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\r\n")
