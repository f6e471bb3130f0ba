"""The lessons' and drills' answer prompt: the words it knows (hint, skip, quit …), the line it reads
(prompt-toolkit on a terminal, plain lines when piped), completion of cards and whole answers, and how an
option is shown. Below both runners (runner.py, drill_runner.py), which used to import each other."""
from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rich.text import Text

from ..rules.messages import msg, render
from ..rules.seats import seat_code
from ..textsafe import clean
from . import judge as J
from . import view as V

if TYPE_CHECKING:
    from prompt_toolkit import PromptSession

HINT_WORDS = {"hint", "?", "h", "提示"}
QUIT_WORDS = {"q", "quit", "exit", "退出"}
SKIP_WORDS = {"skip", "跳过"}
HELP_WORDS = {"help", "帮助"}
COMMAND_WORDS = ["hint", "quit", "skip", "help"]


class Prompter:
    """Reads one answer per call: prompt-toolkit on a terminal (or the given input/output), plain lines otherwise."""

    def __init__(self, input=None, output=None, plain: bool | None = None):
        self.input, self.output = input, output
        self.plain = plain if plain is not None else (input is None and not _isatty())
        self._session: PromptSession[str] | None = None

    def ask(self, message: str, completer=None) -> str | None:
        if self.plain:
            try:
                sys.stdout.write(message)
                sys.stdout.flush()
                line = sys.stdin.readline()
            except (KeyboardInterrupt, EOFError):
                return None
            return typed(line.rstrip("\r\n")) if line else None
        from ..inputline import prompt_session
        if self._session is None:  # a line of at most INPUT_LIMIT characters, whatever is pasted
            self._session = prompt_session(input=self.input, output=self.output)
        try:
            return typed(self._session.prompt(message, completer=completer, complete_while_typing=True))
        except (EOFError, KeyboardInterrupt):
            return None


ANSWER_LIMIT = 2000  # no answer is longer; a pasted novel is cut, not judged for minutes


def typed(text: str) -> str:
    """A typed answer made safe like record text: escape sequences, NUL and bidi
    controls become visible escapes, so quoting the answer back never reaches
    the terminal raw."""
    return clean(text.replace("\t", " "), ANSWER_LIMIT)  # a pasted tab still separates cards


def _isatty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


COMPLETE_LIMIT = 200  # longer than any answer with completions (a hand of 52 cards is ~160 characters)


def make_completer(cards: Counter | None = None, phrases: Iterable[str] = (), words: Iterable[str] = COMMAND_WORDS):
    """Completion of card names (from `cards`, each as often as held), whole phrases and command words."""
    from prompt_toolkit.completion import Completer, Completion

    from ..rules.cards import CardError, card, glyph

    phrases = list(dict.fromkeys(phrases))
    words = list(words)

    class AnswerCompleter(Completer):
        def get_completions(self, document, complete_event):
            text = document.text_before_cursor
            if len(text) > COMPLETE_LIMIT:  # completion runs at every key: a long line must not make it quadratic
                return
            low = text.lower().strip()
            for p in phrases:
                if p.lower().startswith(low) and p.lower() != low:
                    yield Completion(p, start_position=-len(text), display_meta="✓")
            if cards is not None:
                toks = text.split()
                prefix = "" if text.endswith(" ") or not toks else toks[-1]
                used: Counter = Counter()
                for tok in (toks[:-1] if prefix else toks):
                    try:
                        used[card(tok)] += 1
                    except CardError:
                        pass
                for c in sorted(cards, key=lambda c: c.idx):
                    if cards[c] - used[c] > 0 and c.code.lower().startswith(prefix.lower()):
                        shown = c.code if c.is_joker else f"{c.code} {glyph(c)}"  # BJ, not 大王 on an English screen
                        yield Completion(c.code, start_position=-len(prefix), display=shown)
            if low:
                for w in words:
                    if w.startswith(low) and w != low:
                        yield Completion(w, start_position=-len(text))

    return AnswerCompleter()


def completer_for(ex, game) -> Any:
    if ex is None or game is None:
        return None
    seat = J.learner(ex, game)
    kind = ex.answer_kind
    try:
        if kind == "cards":
            return make_completer(Counter(game.hands[seat]), J.solutions(ex, game, 40))
        if kind == "action" and not ex.options:
            phrases = [J.action_answer(a) for a in J.own_actions(game, seat, 40)]
            return make_completer(Counter(game.hands[seat]), phrases)
        if kind == "yes-no":
            return make_completer(None, ["yes", "no"])
        if kind == "pattern":
            return make_completer(None, ["single", "pair", "triple", "tractor", "throw"])
        if kind == "seat":
            return make_completer(None, [seat_code(i) for i in range(game.rules.players)])
    except ImportError:  # pragma: no cover
        return None
    return None


OPTION_GAP = 4  # cells between two options side by side


def option_lines(options, seat: int, game, lang: str, width: int) -> list[Text]:
    """The options, labelled a), b) … (a）b）… in Chinese), side by side in reading order when they fit the
    width (a), b), c) on the first row): six short options take two rows, so the question, the options and the
    feedback on every one of them stay on one 24-row screen (issue 22 §3). Long options keep a row each."""
    cells = [Text(render(msg("ui.option-label", label=J.option_label(k)), lang)).append_text(
        option_text(o, seat, game, lang)) for k, o in enumerate(options)]
    if not cells:
        return []
    w = max(c.cell_len for c in cells)
    fit = max(1, (width - 2 + OPTION_GAP) // (w + OPTION_GAP))
    rows = -(-len(cells) // min(fit, len(cells)))
    cols = -(-len(cells) // rows)
    out = []
    for r in range(rows):
        row = Text("  ")
        for k, cell in enumerate(cells[r * cols:(r + 1) * cols]):
            row.append(" " * (2 + k * (w + OPTION_GAP) - row.cell_len))  # each option at its column
            row.append_text(cell)
        out.append(row)
    return out


def option_text(text: str, seat: int, game, lang: str) -> Text:
    a = J.option_action(text, seat, game.rules)
    from ..rules.actions import Play
    if isinstance(a, Play):
        out = Text("" if a.seat == seat else f"{seat_code(a.seat)}: ")
        return out.append_text(V.cards_text(a.cards, sep="", lang=lang))
    from ..rules.describe import describe
    return Text(render(describe(a), lang))  # "p2 shows ♠6", not the record's "show S6"
