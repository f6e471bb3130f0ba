"""The interactive replay viewer: a presenter (pure state and commands) and a
prompt-toolkit Application that draws the presenter's moment with rich.

The screen is rich output rendered to ANSI at the terminal's size and handed
to prompt-toolkit as `ANSI` formatted text. Everything from the record went
through `textsafe.clean` inside `render`, so the only escape codes on screen
are rich's own. prompt_toolkit is imported only when the viewer starts.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules.messages import msg
from ..rules.messages import render as render_msg
from .keys import help_panel, keys_line
from .render import View, render_moment, to_ansi
from .timeline import Timeline

# key names the presenter understands (prompt-toolkit keys are mapped to these)
NEXT = ("right", "n", " ", "space")
PREV = ("left", "p")
TRACE_KEEP = 1000  # positions the viewer remembers for tests


class Presenter:
    """What the viewer shows, and what each key does to it. No I/O."""

    def __init__(self, timeline: Timeline, view: View, start: int | None = None):
        self.tl = timeline
        self.view = view
        self.pos = timeline.clamp(timeline.start if start is None else start)
        self.help = False
        self.goto: str | None = None  # digits typed after 'g', or None
        self.status = ""
        self.scroll = 0
        self.running = True
        self.trace: list[int] = [self.pos]  # the last TRACE_KEEP positions shown (tests read it)
        self._cache: dict[tuple, list[str]] = {}

    # ---------------------------------------------------------------- keys
    def key(self, name: str) -> None:
        self.status = ""
        if self.help and name not in ("q", "c-c", "c-d"):
            self.help = False  # any key closes the help
            return
        if self.goto is not None:
            self._goto_key(name)
            return
        if name in NEXT:
            self.move(self.pos + 1, "replay.at-end")
        elif name in PREV:
            self.move(self.pos - 1, "replay.at-start")
        elif name == "]":
            self.move(self.tl.next_trick(self.pos), "replay.at-end")
        elif name == "[":
            self.move(self.tl.prev_trick(self.pos), "replay.at-start")
        elif name == "home":
            self.move(0)
        elif name == "end":
            self.move(self.tl.last)
        elif name == "g":
            self.goto = ""
        elif name in ("m", "M"):
            forward = name == "m"
            p = self.tl.next_mistake(self.pos) if forward else self.tl.prev_mistake(self.pos)
            if p is None:
                self.status = self.text("replay.no-mistake" if forward else "replay.no-mistake.before")
            else:
                self.move(p)
        elif name == "v":
            n = self.tl.rules.players
            seat = self.view.seat
            self.view = replace(self.view, seat=0 if seat is None else (seat + 1 if seat + 1 < n else None))
        elif name == "l":
            self.view = replace(self.view, lang="en" if self.view.lang == "zh" else "zh")
        elif name == "?":
            self.help = not self.help
        elif name in ("up", "pageup"):
            self.scroll = max(0, self.scroll - (1 if name == "up" else 10))
        elif name in ("down", "pagedown"):
            self.scroll += 1 if name == "down" else 10
        elif name in ("q", "c-c", "c-d"):
            self.running = False
        elif name == "escape":
            self.help = False

    def _goto_key(self, name: str) -> None:
        typed = self.goto or ""  # asked only while digits are being typed (goto is not None)
        if len(name) == 1 and "0" <= name <= "9":  # ASCII only: '²'.isdigit() is True, int('²') fails
            if len(typed) < 6:
                self.goto = typed + name
        elif name in ("backspace", "c-h"):
            self.goto = typed[:-1]
        elif name in ("enter", "c-m", "c-j"):
            self.goto = None
            if typed:
                n = int(typed)  # action n as the header counts them, from 1: position n - 1
                if 1 <= n <= self.tl.size:
                    self.move(n - 1)
                else:
                    self.status = self.text("replay.goto.bad", n=n, last=self.tl.size)
        elif name in ("escape", "c-c", "c-g", "q"):
            self.goto = None

    def move(self, pos: int, edge_key: str | None = None) -> None:
        new = self.tl.clamp(pos)
        if new == self.pos and edge_key and pos != self.pos:
            self.status = self.text(edge_key)
        if new != self.pos:
            self.scroll = 0
        self.pos = new
        self.trace.append(new)
        if len(self.trace) > 2 * TRACE_KEEP:  # a key held down for hours never grows it without end
            del self.trace[:-TRACE_KEEP]

    # ---------------------------------------------------------------- screen
    def _lines(self, view: View, color: bool) -> list[str]:
        """The drawn moment (or help) as lines, cached: revisiting a moment costs nothing."""
        import os
        key = (self.pos, view, self.help, color, bool(os.environ.get("NO_COLOR")))
        lines = self._cache.get(key)
        if lines is None:
            body = help_panel(view) if self.help else render_moment(self.tl, self.pos, view)
            lines = to_ansi(body, view.width, color).rstrip("\n").split("\n")
            if len(self._cache) >= 64:
                self._cache.pop(next(iter(self._cache)))
            self._cache[key] = lines
        return lines

    def text(self, key: str, **params: Any) -> str:
        return render_msg(msg(key, **params), self.view.lang, self.view.style)

    def footer(self) -> str:
        if self.goto is not None:
            return self.text("replay.goto", last=self.tl.size, typed=self.goto) + "_"
        if self.status:
            return self.status
        return keys_line(self.view).plain

    def screen(self, width: int, height: int, color: bool = True) -> str:
        """The whole screen as ANSI text: the moment (scrolled to fit) and a footer line."""
        view = replace(self.view, width=max(40, width))
        lines = self._lines(view, color)
        room = max(1, height - 1)
        self.scroll = max(0, min(self.scroll, max(0, len(lines) - room)))
        shown = lines[self.scroll:self.scroll + room]
        shown += [""] * (room - len(shown))
        foot = self.footer()
        if len(lines) > room and self.goto is None and not self.status:
            more = "↑↓" if not self.view.ascii else "up/down"
            foot = f"[{self.scroll + 1}-{self.scroll + len(shown)}/{len(lines)} {more}] " + foot
        from rich.cells import set_cell_size
        return "\n".join(shown) + "\n" + set_cell_size(foot, max(1, width - 1)).rstrip()


# prompt-toolkit key names -> presenter key names
_PT_KEYS = {"right": "right", "left": "left", "home": "home", "end": "end", "up": "up", "down": "down",
            "pageup": "pageup", "pagedown": "pagedown", "escape": "escape", "enter": "enter",
            "c-m": "enter", "c-j": "enter", "backspace": "backspace", "c-h": "backspace", "c-c": "c-c",
            "c-d": "c-d", "c-g": "c-g"}


def build_app(presenter: Presenter, input=None, output=None, color: bool | None = None):
    """The prompt-toolkit Application around a presenter (input/output for tests)."""
    from prompt_toolkit.application import Application
    from prompt_toolkit.formatted_text import ANSI
    from prompt_toolkit.key_binding import KeyBindings
    from prompt_toolkit.keys import Keys
    from prompt_toolkit.layout import Layout
    from prompt_toolkit.layout.containers import Window
    from prompt_toolkit.layout.controls import FormattedTextControl

    if color is None:
        color = True  # rich drops the colours (keeps bold, reverse) when NO_COLOR is set
    kb = KeyBindings()
    app_ref: dict[str, Any] = {}

    def dispatch(name: str) -> None:
        presenter.key(name)
        if not presenter.running:
            app_ref["app"].exit()

    def bind(pt_key: str, name: str) -> None:
        @kb.add(pt_key, eager=True)
        def _(event) -> None:
            dispatch(name)

    for pt, name in _PT_KEYS.items():
        bind(pt, name)

    @kb.add(Keys.Any)
    def _(event) -> None:
        data = event.key_sequence[0].data if event.key_sequence else ""
        if data and len(data) == 1 and data.isprintable():
            dispatch(data)

    def get_text():
        size = app_ref["app"].output.get_size()
        return ANSI(presenter.screen(size.columns, size.rows, color))

    control = FormattedTextControl(get_text, focusable=True, show_cursor=False)
    app: Application[None] = Application(layout=Layout(Window(control, wrap_lines=False)), key_bindings=kb,
                                         full_screen=True, mouse_support=False, input=input, output=output,
                                         color_depth=None)
    app_ref["app"] = app
    return app


def run_viewer(timeline: Timeline, view: View, start: int | None = None) -> Presenter:
    presenter = Presenter(timeline, view, start)
    build_app(presenter).run()
    return presenter
