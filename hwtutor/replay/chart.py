"""The replay's points chart: each side's card points through the hand as a sparkline, and their share."""
from __future__ import annotations

from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .drawing import (
    View,
    panel,
    t,
)
from .timeline import Timeline, deck_points

SPARK = "▁▂▃▄▅▆▇█"


SPARK_ASCII = "_.-=+*#@"


def spark(values: list[int], top: int, view: View) -> str:
    ramp = SPARK_ASCII if view.ascii else SPARK
    out = []
    for v in values:
        if top <= 0:
            out.append(ramp[0])
            continue
        k = min(len(ramp) - 1, max(0, round(v / top * (len(ramp) - 1))))
        out.append(ramp[k])
    return "".join(out)


def chart_panel(tl: Timeline, pos: int, view: View) -> Panel | None:
    if tl.family != "trick":
        return None
    series = tl.points_series(pos)
    if not tl.sides(pos):
        return None
    top = deck_points(tl.rules)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(no_wrap=False)
    grid.add_column(justify="right", no_wrap=True)
    if not series:
        return panel(Text(t("replay.chart.none", view), style="dim"), t("replay.chart", view, top=top), view, "dim")
    d = [s[1] for s in series]
    f = [s[2] for s in series]
    grid.add_row(Text(t("replay.chart.dealer", view)), Text(spark(d, top, view), style="yellow"),
                 Text(str(d[-1]), style="bold"))
    grid.add_row(Text(t("replay.chart.defenders", view)), Text(spark(f, top, view), style="cyan"),
                 Text(str(f[-1]), style="bold"))
    total = d[-1] + f[-1]
    if total:
        width = 24
        k = round(width * d[-1] / total)
        bar = Text(("#" if view.ascii else "█") * k, style="yellow")
        bar.append(("." if view.ascii else "░") * (width - k), style="cyan")
        grid.add_row(Text(t("replay.chart.share", view)), bar, Text(f"{round(100 * d[-1] / total)}%"))
    return panel(grid, t("replay.chart", view, top=top), view, "dim")
