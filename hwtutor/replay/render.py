"""One moment of a replay drawn with rich: the panels put together (header, hands, tricks, explanation,
notes, chart), and the consoles that print them as plain text or ANSI.

The panels live one a module (header, hands, trick_panels, explain, notes, chart, keys; their kit in
drawing.py and card_runs.py). Everything that comes from the record file — player names, notes,
commentary, the file name, and engine messages that quote names — is cleaned (`textsafe.clean`:
control characters and ANSI escapes shown as visible escapes) and placed in `rich.text.Text` objects,
never in markup strings: nothing from the file is interpreted as markup or reaches the terminal as an
escape code.
"""
from __future__ import annotations

import io
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.table import Table

from .chart import chart_panel
from .drawing import View
from .explain import explanation
from .hands import hands_panel
from .header import header
from .notes import notes_panel
from .timeline import Timeline
from .trick_panels import tricks_row

__all__ = ["View", "make_console", "render_moment", "to_ansi", "to_text"]


# ------------------------------------------------------------------ moment
def render_moment(tl: Timeline, pos: int, view: View) -> RenderableType:
    parts: list[RenderableType] = [header(tl, pos, view), hands_panel(tl, pos, view)]
    tr = tricks_row(tl, pos, view)
    if tr is not None:
        parts.append(tr)
    ex = explanation(tl, pos, view)
    notes: RenderableType | None = notes_panel(tl, pos, view)
    reviewed = notes_panel(tl, pos, view, review=True)
    if reviewed is not None:
        notes = reviewed if notes is None else Group(notes, reviewed)
    if notes is not None and view.width >= 110:
        grid = Table.grid(expand=True, padding=(0, 1))
        grid.add_column(ratio=3)
        grid.add_column(ratio=2)
        grid.add_row(ex, notes)
        parts.append(grid)
    else:
        parts.append(ex)
        if notes is not None:
            parts.append(notes)
    ch = chart_panel(tl, pos, view)
    if ch is not None:
        parts.append(ch)
    return Group(*parts)


def make_console(width: int, file=None, color: bool | None = None, record: bool = False) -> Console:
    """A console for one moment; `color=None` lets rich decide (and honour NO_COLOR)."""
    kw: dict[str, Any] = {"width": width, "record": record, "highlight": False, "markup": False,
                          "emoji": False, "soft_wrap": False}
    if file is not None:
        kw["file"] = file
    if color is False:
        kw["color_system"] = None
        kw["force_terminal"] = False
    elif color is True:
        kw["force_terminal"] = True
        kw["color_system"] = "256"
    return Console(**kw)


def to_text(tl: Timeline, pos: int, view: View) -> str:
    """Plain text of one moment (no colours): snapshots, pipes."""
    buf = io.StringIO()
    c = make_console(view.width, buf, color=False)
    c.print(render_moment(tl, pos, view))
    return buf.getvalue()


def to_ansi(renderable: RenderableType, width: int, color: bool = True) -> str:
    buf = io.StringIO()
    c = make_console(width, buf, color=color)
    c.print(renderable)
    return buf.getvalue()

