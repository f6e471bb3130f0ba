"""The terminal: rich for the table, prompt-toolkit for the input line.

The view knows nothing of the rules: the presenter hands it lines, card
groups and the completions of the moment. Every text that may hold a
player's name arrives already cleaned (hwtutor.textsafe) and is printed as
rich `Text`, never parsed as markup.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Sequence

from prompt_toolkit.completion import Completer, Completion
from rich.console import Console
from rich.text import Text

from ..rules.cards import Card, glyph
from ..textsafe import clean

CLEAR = "\x1b[H\x1b[2J\x1b[3J"  # home, erase the screen, erase the scrollback


@dataclass(frozen=True)
class Choice:
    text: str      # what is inserted (canonical ASCII, e.g. "SA SA")
    display: str   # what the menu shows (e.g. "♠A♠A")
    meta: str = ""  # the pattern or the command's meaning


COMPLETE_LIMIT = 200  # longer than any action (a bury of 8 cards, a play of a whole hand)
TYPED_LIMIT = 2000


class ChoiceCompleter(Completer):
    """Completes the legal actions of the moment (labelled by pattern) and the commands."""

    def __init__(self, choices: Sequence[Choice]):
        self.choices = list(choices)

    def get_completions(self, document, complete_event):
        typed = document.text_before_cursor
        if len(typed) > COMPLETE_LIMIT:  # completion runs at every key: a long line must not make it quadratic
            return
        norm = " ".join(typed.upper().split())
        for c in self.choices:
            if c.text.upper().startswith(norm):
                yield Completion(c.text, start_position=-len(typed), display=c.display, display_meta=c.meta)


def card_text(c: Card, trump: bool = False, lang: str = "zh") -> Text:
    style = "red" if c.suit in ("H", "D") or c.code == "BJ" else ""
    if trump:
        style = (style + " bold").strip()
    return Text(glyph(c, lang).strip(), style=style)


class View:
    def __init__(self, console: Console | None = None):
        self.console = console or Console(highlight=False, soft_wrap=False)
        self._session = None

    @property
    def session(self):
        if self._session is None:
            from prompt_toolkit import PromptSession
            self._session = PromptSession()
        return self._session

    # ------------------------------------------------------------ output
    def clear(self) -> None:
        f = self.console.file
        f.write(CLEAR)
        f.flush()

    def line(self, text: str = "", style: str | None = None) -> None:
        self.console.print(Text(clean(text), style=style or ""), soft_wrap=True)
        self.console.file.flush()

    def lines(self, texts: Iterable[str], style: str | None = None) -> None:
        for t in texts:
            self.line(t, style)

    def error(self, text: str) -> None:
        self.line(text, "bold red")

    def cards_line(self, label: str, groups: Sequence[tuple[str, Sequence[Card], bool]], lang: str = "zh") -> None:
        """A hand: its label, then each group (suit label, cards, trump?) on one line."""
        self.line(label, "bold")
        for name, cs, trump in groups:
            t = Text(f"  {clean(name)}: ", style="bold" if trump else "")
            for i, c in enumerate(cs):
                if i:
                    t.append(" ")
                t.append_text(card_text(c, trump, lang))
            self.console.print(t, soft_wrap=True)
        self.console.file.flush()

    # ------------------------------------------------------------ input
    def ask(self, prompt: str, choices: Sequence[Choice] = ()) -> str:
        """One input line (EOFError on end of input, KeyboardInterrupt on Ctrl-C)."""
        self.console.file.flush()
        return clean(self.session.prompt(clean(prompt) + " > ", completer=ChoiceCompleter(choices),
                                         complete_while_typing=False), TYPED_LIMIT)  # quoted back safely

    def pause(self, text: str) -> str:
        """A line of text and an input line that waits for Enter (or a word such as undo or quit)."""
        self.line(text, "bold")
        return clean(self.session.prompt("⏎ ", completer=None), TYPED_LIMIT)
