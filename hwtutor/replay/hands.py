"""The replay's hands panel: every seat's hand (or only its count, seen from another seat) and the bottom."""
from __future__ import annotations

from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..rules.messages import Seat
from ..rules.seats import seat_code
from .card_runs import (
    cards_text,
    grouped_hand,
    sort_hand,
)
from .drawing import (
    View,
    expand,
    panel,
    point_mark,
    safe_names,
    t,
    term_text,
)
from .timeline import Timeline


def hands_panel(tl: Timeline, pos: int, view: View) -> Panel:
    g = tl.state(pos)
    names = safe_names(tl, view.lang)
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    grid.add_column(justify="right", no_wrap=True)
    dealer, friend, to_act = g.dealer, g.friend, g.to_act
    for s in range(tl.rules.players):
        tags = []
        if s == dealer:
            tags.append(term_text("replay.tag.dealer", view))
        if friend is not None and s == friend:
            tags.append(term_text("replay.tag.friend", view))
        mark = (">" if view.ascii else "▶") if s == to_act and not g.over else " "
        label = Text(f"{mark}{seat_code(s)} ", style="bold" if s == to_act else "")
        label.append(names[s])
        if tags:
            label.append(" [" + "/".join(tags) + "]", style="yellow")
        hand = expand(g.hands[s])
        n: int | None = len(hand)
        if view.seat is not None and s != view.seat:
            n = g.visible_count(s, view.seat)  # xuan hides larger counts
            body = Text(t("replay.hidden", view, n=n) if n is not None else t("replay.hidden.count", view),
                        style="dim")
        else:
            body = grouped_hand(sort_hand(hand, g), g, tl, view) if hand else Text(t("replay.empty", view),
                                                                                   style="dim")
        grid.add_row(label, body, Text(str(n) if n is not None else "?", style="dim"))
    bottom = list(g.bottom)
    if tl.family == "trick" and bottom:
        if view.seat is None or view.seat == dealer:
            body = cards_text(sort_hand(bottom, g), tl, view)
        else:
            body = Text(t("replay.hidden", view, n=len(bottom)), style="dim")
        grid.add_row(Text(" " + t("replay.bottom", view)), body, Text(str(len(bottom)), style="dim"))
    view_label = t("replay.view.all", view) if view.seat is None else \
        t("replay.view.seat", view, names, seat=Seat(view.seat))
    legend = (" · " + t("replay.legend", view, mark=point_mark(view))) if tl.family == "trick" else ""
    return panel(grid, t("replay.hands", view) + " — " + view_label + legend, view, "green")
