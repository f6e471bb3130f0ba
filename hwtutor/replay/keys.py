"""The replay viewer's keys: the keys line under the moment and the help panel (`?`)."""
from __future__ import annotations

from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..rules.messages import msg, render
from .drawing import (
    ASCII_MAP,
    View,
    panel,
    t,
)


def keys_line(view: View) -> Text:
    line = render(msg("replay.keys"), view.lang)
    if view.ascii:
        line = line.replace("→", "Right").replace("←", "Left").translate(ASCII_MAP)
    return Text(line, style="dim")


HELP_KEYS = (("→ n Space", "next"), ("← p", "prev"), ("] [", "trick"), ("g N Enter", "goto"),
             ("Home End", "ends"), ("m M", "mistake"), ("v", "view"), ("l", "lang"),
             ("↑ ↓ PgUp PgDn", "scroll"), ("?", "help"), ("q", "quit"))


def help_panel(view: View) -> Panel:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(overflow="fold")
    for keys, what in HELP_KEYS:
        if view.ascii:
            keys = keys.replace("→", "Right").replace("←", "Left").replace("↑ ↓", "Up Down")
        grid.add_row(Text(keys), Text(t("replay.help." + what, view)))
    return panel(grid, t("replay.help.title", view), view, "cyan")
