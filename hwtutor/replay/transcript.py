"""`hwtutor replay FILE --print --all`: the whole game as one readable transcript — the deal's header,
what happened before play (auction, showing, trump, bottom, friend call), then one block per trick (or
round) with each play labelled by its seat and the engine's explanations, then the result. An illegal
action ends the transcript with its reason."""
from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from ..layout import wrap
from .action_text import action_text
from .drawing import View, asc, engine_text, panel, point_mark, t
from .explain import result_block
from .header import header
from .timeline import Timeline, trick_views
from .trick_panels import trick_table, trick_title


def _bullet(text: str, view: View, mark: str = "• ") -> RenderableType:
    """A marked line of prose wrapped inside a panel, continuing under its text (hanging indent)."""
    return Group(*wrap(Text(asc(mark, view)).append(text), view.width - 4))


def before_play(tl: Timeline, view: View) -> RenderableType | None:
    rows: list[RenderableType] = []
    for m in tl.moments:
        if m.trick is not None or not m.legal:
            continue
        rows.append(Text(action_text(m.action, tl, view, hide_cards=view.seat not in (None, m.action.seat))))
        rows += [_bullet(engine_text(e.msg, tl, view), view) for e in m.events if e.id != "trick"]
    if not rows:
        return None
    return panel(Group(*rows), t("replay.before-play", view), view, "cyan")


def trick_block(tv, tl: Timeline, view: View) -> RenderableType:
    rows: list[RenderableType] = [trick_table(tv, tl, view)]
    if tv.why is not None:
        rows.append(_bullet(engine_text(tv.why, tl, view), view, "→ "))
    rows += [_bullet(engine_text(e.msg, tl, view), view) for e in tv.events]
    return panel(Group(*rows), asc(trick_title(tv, tl, view), view), view, "blue")


def transcript(tl: Timeline, view: View) -> RenderableType:
    parts: list[RenderableType] = [header(tl, tl.last, view)]
    if tl.family == "trick":
        parts.append(Text(t("replay.legend", view, mark=point_mark(view)), style="dim"))
    pre = before_play(tl, view)
    if pre is not None:
        parts.append(pre)
    final: Any = tl.state(tl.last)
    parts += [trick_block(tv, tl, view) for tv in trick_views(final) if tv.plays]
    bad = tl.moment(tl.illegal_at) if tl.illegal_at is not None else None
    if bad is not None:
        rows = [Text(action_text(bad.action, tl, view), style="bold"),
                Text(t("replay.illegal", view, rule=bad.verdict.rule or "?"), style="bold red"),
                Text(engine_text(bad.verdict.reason, tl, view))]
        if tl.unreplayed:
            rows.append(Text(t("replay.unreplayed", view, n=tl.unreplayed), style="dim"))
        parts.append(panel(Group(*rows), t("replay.explain", view), view, "red"))
    res = tl.result(tl.last)
    if res is not None and bad is None:  # the result's lines wrapped like the rest, continuing under their text
        block = result_block(tl, res, view)
        lines = block.renderables if isinstance(block, Group) else [block]  # result_block gives a Group
        parts += [Group(*wrap(r, view.width)) if isinstance(r, Text) else r for r in lines]
    return Group(*parts)
