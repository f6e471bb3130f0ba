"""The replay's explanation panel: the action, its verdict, the alternatives, what it caused, the result."""
from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from ..rules.messages import Seat
from ..rules.outcome import outcome
from ..rules.seats import seat_code
from ..rules.settlement import (
    ContractResult,
    DuxiaoResult,
    LevelsResult,
    Settlement,
    XuanResult,
)
from ..rules.trick.state import TrickState
from .action_text import action_text, alt_text
from .drawing import (
    View,
    asc,
    comma,
    engine_text,
    label_then,
    panel,
    safe_names,
    t,
)
from .timeline import Timeline
from .trick_panels import trick_title

ALT_SHOWN = 10


def explanation(tl: Timeline, pos: int, view: View) -> Panel:
    m = tl.moment(pos)
    names = safe_names(tl, view.lang)
    rows: list[RenderableType] = []
    if m is None:
        rows.append(Text(t("replay.no-actions", view)))
        return panel(Group(*rows), t("replay.explain", view), view, "blue")
    hidden_from = view.seat if view.seat is not None and m.action.seat != view.seat else None  # another's cards
    hide = hidden_from is not None
    rows.append(Text(action_text(m.action, tl, view, hide_cards=hide), style="bold"))
    if m.legal:
        rows.append(Text(t("replay.legal", view), style="green"))
    else:
        line = Text(t("replay.illegal", view, rule=m.verdict.rule or "?"), style="bold red")
        rows.append(line)
        rows.append(Text(engine_text(m.verdict.reason, tl, view)))
    # alternatives
    if hidden_from is not None:
        rows.append(Text(t("replay.alt.hidden", view, names, seat=Seat(hidden_from)), style="dim"))
    else:
        alts = tl.alternatives(pos)
        g = m.before
        if alts:
            shown = alts[:ALT_SHOWN]
            more = len(alts) - len(shown)
            txt = label_then(t("replay.alt" if m.legal else "replay.alt.instead", view), view)
            txt.append(" | ".join((f"{seat_code(a.seat)} " if a.seat != m.action.seat else "") + alt_text(a, g, view)
                                  for a in shown))
            if more:
                txt.append(" " + t("replay.alt.more", view, n=more), style="dim")
            rows.append(txt)
        elif m.legal:
            rows.append(Text(t("replay.alt.forced", view), style="dim"))
    # what happened
    res = tl.result(pos)
    final = res if res is not None and m.index == tl.size - 1 else None  # the result, at the last action
    result_events = {id(e) for e in final.events} if final is not None else set()
    tv = tl.trick_of(pos)
    closing = tv if m.legal and tv is not None and tv.complete and pos in tl.trick_ends else None  # the trick
    trick_events = {id(e) for e in closing.events} if closing is not None else set()
    for e in m.events:  # what this action caused (at a trick's close: told below with the trick)
        if e.id != "trick" and id(e) not in result_events and id(e) not in trick_events:
            rows.append(Text(asc("• ", view)).append(engine_text(e.msg, tl, view)))
    if closing is not None:
        if closing.why is not None:
            rows.append(label_then(t("replay.trick.result", view, n=closing.number), view, "bold")
                        .append(engine_text(closing.why, tl, view)))
        else:
            rows.append(Text(asc(trick_title(closing, tl, view), view), style="bold"))
        for e in closing.events:  # everything the trick saw: throws, ruffs, discards, the friend, rotten fives
            rows.append(Text(asc("• ", view)).append(engine_text(e.msg, tl, view)))
    if not m.legal and tl.unreplayed:
        rows.append(Text(t("replay.unreplayed", view, n=tl.unreplayed), style="dim"))
    if final is not None:
        rows.append(result_block(tl, final, view))
    return panel(Group(*rows), t("replay.explain", view), view, "blue" if m.legal else "red")


def result_block(tl: Timeline, res: Settlement, view: View) -> RenderableType:
    heading = "replay.result.redeal" if res.redeal else "replay.result"  # no result, a new deal
    rows: list[RenderableType] = [Text(t(heading, view), style="bold underline")]
    final = tl.state(tl.last)
    # in words (issue 20 item 5): a trick-taking hand's (the climbing games settle neither way)
    why = outcome(final, res) if isinstance(final, TrickState) and final.over else None
    if why is not None:
        rows.append(Text(engine_text(why, tl, view)))
    if isinstance(res, (ContractResult, LevelsResult)):
        rows.append(Text(t("replay.result.points", view, dealer=res.dealer_points, defenders=res.defender_points)))
    if isinstance(res, (ContractResult, DuxiaoResult, XuanResult)):
        rows.append(Text(t("replay.result.game-points", view,
                           list=comma(view).join(f"{seat_code(i)} {v:+d}" for i, v in enumerate(res.game_points)))))
    if isinstance(res, LevelsResult):
        rows.append(Text(t("replay.result.levels", view,
                           list=comma(view).join(f"{seat_code(i)} {v}" for i, v in enumerate(res.levels)))))
    for e in res.events:
        rows.append(Text(asc("• ", view) + engine_text(e.msg, tl, view)))
    return Group(*rows)
