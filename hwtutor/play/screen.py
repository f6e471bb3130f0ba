"""The full-screen table: a prompt-toolkit Application around the hotseat presenter.

The presenter's loop is the same as in line mode; it runs in a worker
thread and talks to `FullView`, which has the line view's methods: `table`
keeps the moment to draw, `line` / `error` add to the message pane, `ask`
and `pause` wait for a line typed in the application's input line. The
application (main thread) draws `layout.compose` at the terminal's size on
every change and resize, and hands each Enter to the worker through a queue,
so nothing typed while the bots play is lost. Only immutable values (the
Table) and appends cross the threads.

Keys: Tab completes the legal plays of the moment (labelled by pattern);
Enter sends the line; PgUp/PgDn (and Up/Down on an empty line) scroll the
message pane back; Esc closes the menu and scrolls back to the end; Ctrl-C
and Ctrl-D stop (the game is saved).
"""
from __future__ import annotations

import queue
import threading
from collections.abc import Sequence
from typing import Any

from ..textsafe import clean
from .layout import Screen, compose, fit, message_lines
from .view import Choice, ChoiceCompleter, typed

EOF_MARK = object()
INTERRUPT_MARK = object()
MESSAGES_KEPT = 400
ECHO_LIMIT = 160  # characters of a sent line echoed in the message pane (an action is shorter)

STYLE = {
    "title": "reverse bold",
    "facts": "bold",
    "seat": "",
    "seat.acting": "bold reverse",
    "rule": "ansicyan",
    "rule.hand": "ansigreen bold",
    "rule.msg": "ansicyan",
    "winner": "ansigreen bold",
    "card": "",
    "card.red": "ansired",
    "card.trump": "bold",
    "suit": "",
    "suit.trump": "bold",
    "msg": "",
    "dim": "ansibrightblack",
    "error": "ansired bold",
    "event": "ansiyellow bold",
    "echo": "ansibrightblack",
    "why": "italic",
    "turn": "bold",
    "turn.mine": "reverse bold ansigreen",
    "banner": "bold reverse",
    "prompt": "bold",
    "keys": "ansibrightblack",
}


class FullView:
    """The line view's methods, drawn full-screen (called from the presenter's thread)."""

    def __init__(self, keys: str = ""):
        self.screen = Screen()
        self.keys = keys
        self.inbox: queue.Queue = queue.Queue()
        self.choices: list[Choice] = []
        self.scroll = 0
        self.synced = True        # the message pane holds the hand's log (after a clear it does not)
        self.after: list[str] = []  # what is printed on the terminal once the application is gone
        self.app = None
        self.size = (0, 0)
        self.read_from = 0  # the last messages to show from their first line at the next drawing

    # ------------------------------------------------------------ output (presenter thread)
    def refresh(self) -> None:
        app = self.app
        if app is not None:
            try:
                app.invalidate()
            except RuntimeError:  # the application stopped between its own check and the redraw it
                pass              # schedules (its loop gone): nothing left to draw, the text is kept

    def clear(self) -> None:
        """Nothing of the previous player stays: no table, no message that was only theirs."""
        self.screen = Screen()
        self.synced = False
        self.scroll = 0
        self.read_from = 0
        self.refresh()

    def line(self, text: str = "", style: str | None = None) -> None:
        self._add(text, self.kind(style))

    @staticmethod
    def kind(style: str | None) -> str:
        """The presenter's kind of message (or the line view's style) as a class of the screen's style."""
        return {"bold red": "class:error", "dim": "class:dim", "bold": "class:turn", "event": "class:event",
                "why": "class:why"}.get(style or "", "")

    def lines(self, texts, style: str | None = None) -> None:
        for t in texts:
            self.line(t, style)

    def error(self, text: str) -> None:
        self._add(text, "class:error")

    def read(self, texts) -> None:
        """Lines to be read from their first (a rule book section): the pane is scrolled back so the
        first of them stands at its top; PgDn reads on."""
        texts = list(texts)
        for t in texts:
            self._add(t, "")
        self.read_from = len(texts)
        self.refresh()

    def _add(self, text: str, style: str) -> None:
        msgs = self.screen.messages
        msgs.append((text, style))
        if len(msgs) > MESSAGES_KEPT:
            del msgs[: len(msgs) - MESSAGES_KEPT]
        self.scroll = 0
        self.read_from = 0
        self.refresh()

    def cards_line(self, label: str, groups, lang: str = "zh") -> None:
        from ..rules.cards import fmt
        self.line(label)
        for name, cs, _ in groups:
            self.line(f"  {name}{'：' if lang == 'zh' else ': '}{fmt(cs, 'glyph', lang=lang)}")

    def table(self, t) -> None:
        if not self.synced:  # after a clear: the hand's public messages, nothing private
            self.screen.messages = [(text, self.kind(style)) for text, style in t.log]
            self.synced = True
        self.screen.table = t
        self.screen.banner = ""
        self.keys = t.fs_keys or t.keys
        self.refresh()

    def final(self, text: str) -> None:
        self.after.append(text)
        self._add(text, "")

    # ------------------------------------------------------------ input (presenter thread)
    def ask(self, prompt: str, choices: Sequence[Choice] = ()) -> str:
        self.screen.prompt = prompt + " > "
        self.choices = list(choices)
        self.refresh()
        return self._wait()

    def pause(self, text: str) -> str:
        if self.screen.table is None:
            self.screen.banner = text
        else:
            self._add(text, "class:turn")
        self.screen.prompt = "⏎ "
        self.choices = []
        self.refresh()
        return self._wait()

    def _wait(self) -> str:
        got = self.inbox.get()
        if got is EOF_MARK:
            self.inbox.put(EOF_MARK)  # every later ask ends too
            raise EOFError
        if got is INTERRUPT_MARK:
            raise KeyboardInterrupt
        return typed(got)  # quoted back safely, like record text

    # ------------------------------------------------------------ the screen (main thread)
    def fragments(self, width: int, height: int):
        """Everything above the input line, `height` rows of `width` cells."""
        self.size = (width, height)  # the size last drawn (the tests' resize check)
        if self.read_from:
            self.scroll = self.scroll_to_read(width, height)
        lines, self.scroll = compose(self.screen, width, height, self.scroll)
        out: list[tuple[str, str]] = []
        for k, ln in enumerate(lines):
            if k:
                out.append(("", "\n"))
            out += ln
        return out

    def scroll_to_read(self, width: int, height: int) -> int:
        """The scroll that shows the last `read_from` messages from their first line."""
        msgs = self.screen.messages
        block = len(message_lines(msgs[-self.read_from:], width))
        total = len(message_lines(msgs, width))
        _, most = compose(self.screen, width, height, total)  # as far back as the pane goes: total - its rows
        self.read_from = 0
        return max(0, block - (total - most))

    def page(self, rows: int) -> None:
        """Scroll the message pane `rows` lines back (forward when negative); a page (PgUp/PgDn) is at most the
        pane's rows less one, so that paging back never jumps over a line (8 lines over a pane of 7 hid one)."""
        width, height = self.size
        if abs(rows) > 1 and width and height:
            total = len(message_lines(self.screen.messages, width))
            _, most = compose(self.screen, width, height, total)
            room = total - most  # the pane's rows, when the messages fill it
            if most and room > 1:
                rows = max(1, min(abs(rows), room - 1)) * (1 if rows > 0 else -1)
        self.scroll = max(0, self.scroll + rows)


class _LiveCompleter(ChoiceCompleter):
    """The completions of the moment: whatever the presenter offered at its last question."""

    def __init__(self, view: FullView):
        super().__init__(())
        self.view = view

    def get_completions(self, document, complete_event):
        self.choices = self.view.choices
        yield from super().get_completions(document, complete_event)


def build_app(view: FullView, input=None, output=None):
    """The Application drawing `view` (input/output for tests: pipe input, DummyOutput)."""
    from prompt_toolkit.application import Application
    from prompt_toolkit.buffer import Buffer
    from prompt_toolkit.filters import Condition, has_completions
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.layout import Float, FloatContainer, HSplit, Layout, Window
    from prompt_toolkit.layout.controls import BufferControl, FormattedTextControl
    from prompt_toolkit.layout.menus import CompletionsMenu
    from prompt_toolkit.layout.processors import BeforeInput
    from prompt_toolkit.styles import Style

    from ..inputline import cap_buffer
    buf = cap_buffer(Buffer(completer=_LiveCompleter(view), complete_while_typing=False, multiline=False))
    kb = KeyBindings()
    app_ref: dict[str, Any] = {}

    def rows() -> int:
        return app_ref["app"].output.get_size().rows

    def columns() -> int:
        return app_ref["app"].output.get_size().columns

    @kb.add("enter")
    @kb.add("c-j")
    def _(event) -> None:
        if buf.complete_state and buf.complete_state.current_completion:
            buf.apply_completion(buf.complete_state.current_completion)
            return
        text = buf.text
        buf.reset()
        if text.strip():  # a few lines at most, however long the line: the table stays in view
            view._add("› " + clean(text, ECHO_LIMIT), "class:echo")
        view.inbox.put(text)

    @kb.add("c-c")
    def _(event) -> None:
        view.inbox.put(INTERRUPT_MARK)

    @kb.add("c-d")
    def _(event) -> None:
        if not buf.text:
            view.inbox.put(EOF_MARK)
        else:
            buf.delete()

    @kb.add("pageup")
    def _(event) -> None:
        view.page(max(1, rows() // 3))

    @kb.add("pagedown")
    def _(event) -> None:
        view.page(-max(1, rows() // 3))

    empty = Condition(lambda: not buf.text and not has_completions())

    @kb.add("up", filter=empty)
    def _(event) -> None:
        view.page(1)

    @kb.add("down", filter=empty)
    def _(event) -> None:
        view.page(-1)

    @kb.add("escape", eager=True)
    def _(event) -> None:
        buf.cancel_completion()
        view.scroll = 0

    def top():
        return view.fragments(columns(), max(1, rows() - 2))

    def prompt():
        return [("class:prompt", view.screen.prompt)]

    body = HSplit([
        Window(FormattedTextControl(top), wrap_lines=False),
        # scrolled from the line's start at every draw, only as far as the cursor needs: a scroll
        # kept from a 5-column terminal hid the prompt ("1 >") once it was wide again (issue 19 item 14)
        Window(BufferControl(buf, input_processors=[BeforeInput(prompt)]), height=1,
               get_horizontal_scroll=lambda window: 0),
        Window(FormattedTextControl(lambda: [("class:keys", fit(view.keys, max(1, columns() - 1)))]), height=1,
               wrap_lines=False),
    ])
    root = FloatContainer(body, floats=[Float(xcursor=True, ycursor=True,
                                              content=CompletionsMenu(max_height=10, scroll_offset=1))])
    app: Application[None] = Application(layout=Layout(root, focused_element=buf), key_bindings=kb, full_screen=True,
                                         style=Style.from_dict(STYLE), mouse_support=False, input=input,
                                         output=output)
    app_ref["app"] = app
    return app


def _exit(app) -> None:
    try:
        app.exit()
    except Exception:  # already exiting (the input ended first)
        pass


def run_fullscreen(presenter, view: FullView, input=None, output=None) -> int:
    """Run the presenter's loop in a worker thread under the application; return its exit code.

    When the input ends (or the application stops) the worker still reads every line already
    typed, then meets the end of input, saves and stops: nothing typed is lost."""
    app = build_app(view, input, output)
    view.app = app
    result: dict[str, Any] = {}

    def work() -> None:
        try:
            result["rc"] = presenter.run()
        except BaseException as e:  # reported on the main thread, after the application is gone
            result["error"] = e
        finally:
            view.app = None
            loop = getattr(app, "loop", None)
            if loop is not None:
                try:
                    loop.call_soon_threadsafe(_exit, app)
                except RuntimeError:  # the application's loop is already closed
                    pass

    worker = threading.Thread(target=work, name="hwtutor-table", daemon=True)

    def start() -> None:
        worker.start()

    try:
        app.run(pre_run=start)
    except (EOFError, KeyboardInterrupt):
        pass
    finally:
        view.app = None
        view.inbox.put(EOF_MARK)
        if worker.is_alive() or not worker.ident:
            if not worker.ident:
                worker.start()
            worker.join()
    if "error" in result:
        raise result["error"]
    return result.get("rc", 0)
