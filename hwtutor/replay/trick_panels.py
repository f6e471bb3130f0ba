"""The replay's trick panels: the trick (or round) in progress and the last one, each play with its tags."""
from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..rules.actions import (
    Pass,
    Play,
)
from ..rules.messages import Seat
from ..rules.seats import seat_code
from .card_runs import (
    cards_text,
)
from .drawing import (
    View,
    comma,
    label_then,
    panel,
    safe_names,
    t,
    term_text,
)
from .timeline import Timeline, TrickView


def trick_table(tv: TrickView, tl: Timeline, view: View, highlight: int | None = None,
                width: int | None = None) -> RenderableType:
    """The plays of a trick (or round), a row each: seat, cards, marks. `width`: the panel's, the view's by
    default. The marks ("lead, throw, throw failed") take at most half of what the seat leaves and wrap
    between marks, so that the cards keep their room and are never cut (a narrow last-trick panel)."""
    names = safe_names(tl, view.lang)
    seat_w = max((cell_len(f"{seat_code(s)} {names[s]}") for s, _ in tv.plays), default=0)
    marks_w = max(12, ((width or view.width) - 4 - seat_w - 2) // 2)  # the panel's border and padding: 4
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    grid.add_column(no_wrap=True)
    by_seat_events: dict[int, list[str]] = {}
    for e in tv.events:
        if e.seat is not None and e.id in ("ruff", "discard", "throw", "throw-failed", "friend-revealed",
                                           "red5-rotten", "red5-captured", "princess-no-power", "ruff-shape",
                                           "out"):
            by_seat_events.setdefault(e.seat, [])
            tag = term_text("event." + e.id, view, e.id)  # the lessons' word too (rules/catalog_events.py)
            if tag not in by_seat_events[e.seat]:
                by_seat_events[e.seat].append(tag)
    for k, (seat, cs) in enumerate(tv.plays):
        mark = ""
        if k == 0:
            mark = term_text("replay.tag.lead", view)
        label = Text(f"{seat_code(seat)} {names[seat]}", style="bold" if k == highlight else "")
        body = cards_text(cs, tl, view) if cs is not None else \
            Text(term_text("replay.alt.pass", view), style="dim")
        if k == highlight:
            body.stylize("on grey23")
        tags = [mark] if mark else []
        if tv.winner == seat and k == _winning_index(tv):
            tags.append(term_text("replay.tag.wins", view))
        if tl.family == "trick" or k == len(tv.plays) - 1 or all(s != seat for s, _ in tv.plays[k + 1:]):
            tags += by_seat_events.pop(seat, [])
        grid.add_row(label, body, Text(marks_lines(tags, comma(view), marks_w), style="yellow"))
    if tv.attempted:
        line = label_then(t("replay.attempted", view), view)
        line.append_text(cards_text(tv.attempted, tl, view))
        return Group(grid, line)
    return grid


def marks_lines(tags: list[str], sep: str, width: int) -> str:
    """A seat's marks joined by sep ("lead, throw, throw failed"; 首出、甩牌、甩牌失败: a mark's word holds no
    comma), broken into lines of at most `width` cells between marks only, never inside one (朋友出现 whole)."""
    lines: list[str] = []
    for tag in tags:
        if lines and cell_len(lines[-1] + sep + tag) <= width:
            lines[-1] += sep + tag
        elif lines:
            lines[-1] += sep.rstrip()
            lines.append(tag)
        else:
            lines.append(tag)
    return "\n".join(lines)


def _winning_index(tv: TrickView) -> int:
    idx = [k for k, (s, cs) in enumerate(tv.plays) if s == tv.winner and cs is not None]
    return idx[-1] if idx else -1


def trick_title(tv: TrickView, tl: Timeline, view: View, last: bool = False) -> str:
    names = safe_names(tl, view.lang)
    key = "replay.trick" if tl.family == "trick" else "replay.round"
    head = t(key + (".last" if last else ""), view, n=tv.number)
    if tv.winner is not None:  # complete
        if tl.family == "trick":
            head += " — " + t("replay.trick.won", view, names, seat=Seat(tv.winner), points=tv.points)
        else:
            head += " — " + t("replay.round.won", view, names, seat=Seat(tv.winner))
    else:
        head += " — " + t("replay.trick.open", view)
    return head


def tricks_row(tl: Timeline, pos: int, view: View) -> RenderableType | None:
    m = tl.moment(pos)
    cur = tl.trick_of(pos)
    last = tl.last_trick(pos)
    if cur is None and last is None:
        g = tl.state(pos)
        views = _views(g)
        if not views:
            return None
        last = views[-1] if views[-1].complete else None
        cur = None if last else views[-1]
    panels = []
    both = cur is not None and last is not None and view.width >= 90  # side by side
    width = (view.width - 1) // 2 if both else view.width
    if cur is not None:
        hl = None
        if m is not None and m.legal and isinstance(m.action, (Play, Pass)):
            hl = max((k for k, (s, _) in enumerate(cur.plays) if s == m.action.seat), default=None)
        panels.append(panel(trick_table(cur, tl, view, hl, width), trick_title(cur, tl, view), view, "magenta"))
    if last is not None:
        panels.append(panel(trick_table(last, tl, view, width=width), trick_title(last, tl, view, last=True), view,
                            "dim"))
    if both:
        grid = Table.grid(expand=True, padding=(0, 1))
        grid.add_column(ratio=1, overflow="fold")
        grid.add_column(ratio=1, overflow="fold")
        grid.add_row(*panels)
        return grid
    return Group(*panels)


def _views(g: Any) -> list[TrickView]:
    from .timeline import trick_views
    return trick_views(g)
