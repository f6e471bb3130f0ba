"""The replay's header panel: the variant and file, where we are, the contract line, the points."""
from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.panel import Panel
from rich.text import Text

from ..rules.messages import Seat
from ..rules.seats import seat_code
from ..textsafe import clean
from .card_runs import (
    card_code,
)
from .drawing import (
    View,
    asc,
    comma,
    msg_term,
    msg_term_safe,
    panel,
    safe_names,
    t,
    term_text,
)
from .timeline import Timeline


# ------------------------------------------------------------------ panels
def header(tl: Timeline, pos: int, view: View) -> Panel:
    rs = tl.rules
    m = tl.moment(pos)
    g = tl.state(pos)
    names = safe_names(tl, view.lang)
    lines: list[Text] = []
    title = t("replay.title", view, variant=rs.name_zh if view.lang == "zh" else rs.name_en,
              file=clean(tl.name, 60) if tl.name else rs.id)
    # where we are
    if m is None:
        where = t("replay.at.deal", view)
    else:
        where = t("replay.at", view, n=m.index + 1, total=len(tl.record.actions))
        if m.trick is not None:
            where += " · " + t("replay.at.trick" if tl.family == "trick" else "replay.at.round", view, n=m.trick)
    phase = "redeal" if g.redealt else g.phase
    if phase:
        where += " · " + t("replay.phase", view, phase=msg_term_safe("phase." + phase))
    to_act = g.to_act
    if to_act is not None and not g.over:
        where += " · " + t("replay.to-act", view, names, seat=Seat(to_act))
    lines.append(Text(asc(where, view)))
    lines.append(Text(asc(contract_line(tl, g, view), view)))
    pts = tl.points(pos)
    if pts is not None:
        lines.append(Text(t("replay.points", view, dealer=pts[0], defenders=pts[1])))
    return panel(Group(*lines), title, view, "cyan")


def contract_line(tl: Timeline, g: Any, view: View) -> str:
    names = safe_names(tl, view.lang)
    rs = tl.rules
    parts: list[str] = []
    dealer = g.dealer
    if dealer is not None:
        parts.append(t("replay.dealer", view, names, seat=Seat(dealer)))
    if rs.family == "trick":
        if rs.contract == "bid":
            bid, bidder = g.bid, g.bidder
            if dealer is None and bid is not None and bidder is not None:
                parts.append(t("replay.bid.standing", view, names, bid=bid, seat=Seat(bidder)))
            elif dealer is None:
                parts.append(t("replay.bid.none", view))
            else:
                parts.append(t("replay.bid", view, bid=bid))
        else:
            shows = g.shows
            if dealer is None and shows:
                shown = comma(view).join(
                    f"{seat_code(s)} " + ("".join(card_code(c, view) for c in cs) if cs else "-")
                    for s, cs in sorted(shows.items()))
                parts.append(t("replay.shown", view, shows=shown))
            if dealer is not None:
                parts.append(t("replay.level", view, level=g.deal.levels[dealer]))
        trump = g.trump
        if trump:
            parts.append(t("replay.trump", view, suit=msg_term("suit." + trump)))
        if rs.contract == "show" and g.called is not None:
            parts.append(t("replay.called", view, card=g.called))
            if g.solo:
                parts.append(t("replay.solo", view, names, seat=Seat(dealer)))
            elif g.friend is not None:
                parts.append(t("replay.friend", view, names, seat=Seat(g.friend)))
            else:
                parts.append(t("replay.friend.hidden", view))
    else:
        decl = g.declarations
        if decl:
            parts.append(t("replay.declarations", view, list=comma(view).join(
                f"{seat_code(s)} {term_text('decl.' + k, view, k)}" for s, k in decl)))
        calls = g.calls
        if calls:
            parts.append(t("replay.declarations", view, list=comma(view).join(
                f"{seat_code(s)} {term_text('xuan.' + k, view, k)}" for k, s in calls.items())))
        contract = g.contract
        if contract:
            parts.append(t("replay.contract", view, kind=term_text("decl." + contract, view, contract)))
        out = g.out
        if out:
            parts.append(t("replay.out", view, seats=comma(view).join(seat_code(s) for s in out)))
    if not parts:
        parts.append(t("replay.contract.none", view))
    return " · ".join(parts)
