"""Rich renderables for one moment of a replay.

Everything that comes from the record file — player names, notes,
commentary, the file name, and engine messages that quote names — is
cleaned (`textsafe.clean`: control characters and ANSI escapes shown as
visible escapes) and placed in `rich.text.Text` objects, never in markup
strings: nothing from the file is interpreted as markup or reaches the
terminal as an escape code. Panel and table titles are `Text` too (rich
parses a `str` title as markup).
"""
from __future__ import annotations

import io
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Text

from ..rules import catalog
from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Declare, Pass, Play, Show, XuanCall
from ..rules.cards import BIG_JOKER, H5, POINT_MARK, POINT_MARK_ASCII, Card, glyph
from ..rules.gameview import GameView
from ..rules.messages import Msg, Seat, msg, render
from ..rules.seats import seat_code
from ..rules.settlement import ContractResult, DuxiaoResult, LevelsResult, Settlement, XuanResult
from ..textsafe import clean
from .timeline import Timeline, TrickView, deck_points

NAME_LIMIT = 16
NOTE_LIMIT = 2000
NOTES_SHOWN = 10   # notes of one kind (the author's, the review's) shown at one moment; the rest counted
LINE_SHOWN = 40    # moves of a note's better line joined before the line is cut to NOTE_LIMIT
ALT_SHOWN = 10
SPARK = "▁▂▃▄▅▆▇█"
SPARK_ASCII = "_.-=+*#@"
# Point cards are marked ° (^ with --ascii), at the table too (rules.cards.POINT_MARK): "*" is the special
# ten's own mark (H10*) in duxiao.


def point_mark(view: View) -> str:
    return POINT_MARK_ASCII if view.ascii else POINT_MARK


@dataclass(frozen=True)
class View:
    lang: str = "en"
    seat: int | None = None   # view from one seat: the others' hands hidden
    ascii: bool = False       # no suit glyphs, no box-drawing or block characters
    width: int = 100

    @property
    def style(self) -> str:
        return "ascii" if self.ascii else "glyph"


# ------------------------------------------------------------------ helpers
# --ascii: one-cell ASCII stand-ins for the typographic characters of the texts (widths are kept)
ASCII_MAP = str.maketrans({"—": "-", "–": "-", "−": "-", "·": "|", "…": "~", "→": ">", "←": "<", "↑": "^",
                           "↓": "v", "▶": ">", "•": "-", "×": "x"})


def comma(view: View) -> str:
    """A list's separator: 、 in Chinese."""
    return "、" if view.lang == "zh" else ", "


SUIT_LETTERS = str.maketrans({"♠": "S", "♥": "H", "♣": "C", "♦": "D"})  # a review note's ♠K is SK with --ascii


def asc(s: str, view: View) -> str:
    return s.translate(ASCII_MAP) if view.ascii else s


def t(key: str, view: View, names: list[str] | None = None, **params: Any) -> str:
    """A catalog text in the view's language, made safe (it may quote names)."""
    return asc(clean(render(msg(key, **params), view.lang, view.style, names)), view)


def term_text(term_id: str, view: View, fallback: str = "") -> str:
    entry = catalog.TERMS.get(term_id)
    return entry[view.lang] if entry else (fallback or term_id)


def safe_names(tl: Timeline) -> list[str]:
    return [clean(n, NAME_LIMIT) for n in tl.names]


def seat_label(tl: Timeline, seat: int | None, view: View) -> str:
    if seat is None:
        return "—" if not view.ascii else "-"
    return t("replay.seat", view, safe_names(tl), seat=Seat(seat))


def label_then(label: str, view: View, style: str = "dim") -> Text:
    """A label followed by a space (English) or nothing (after a Chinese full-width colon)."""
    return Text(label + ("" if label.endswith(("：", "）")) else " "), style=style)


def card_style(c: Card, tl: Timeline, view: View) -> str:
    parts = []
    if c.is_joker:
        parts.append("bold red" if c.rank == BIG_JOKER else "bold")
    elif c.suit in "HD":
        parts.append("red")
    if c is H5:
        parts.append("reverse")
    if tl.family == "trick" and c.points:
        parts.append("bold underline")
    return " ".join(parts)


def card_run(c: Card, tl: Timeline, view: View) -> Style:
    """A card's style, carrying the card itself as metadata (`meta["card"]`): the terminal
    ignores it; the web page (webpage.py) reads it to draw the card with its name for screen readers."""
    return Style.parse(card_style(c, tl, view) or "none") + Style(meta={"card": c.code})


def card_code(c: Card, view: View) -> str:
    return c.code if view.ascii else glyph(c, view.lang).strip()


def cards_text(cs: Iterable[Card], tl: Timeline, view: View, mark_points: bool = True) -> Text:
    out = Text()
    for i, c in enumerate(cs):
        if i:
            out.append(" ")
        label = card_code(c, view)
        if mark_points and tl.family == "trick" and c.points:
            label += point_mark(view)
        out.append(label, style=card_run(c, tl, view))
    return out


def sort_hand(cs: Iterable[Card], game: GameView) -> list[Card]:
    """Sorted for the hand's trump (trump order, high to low) or the climbing order."""
    cs = list(cs)
    order = game.order
    if order is None:
        return sorted(cs, key=lambda c: (c.suit, -c.rank))
    try:
        out = order.sort(cs)
    except Exception:  # noqa: BLE001
        return sorted(cs, key=lambda c: (c.suit, -c.rank))
    if game.rules.family != "trick":
        out = list(reversed(out))  # the climbing order sorts low to high
    return list(out)


def grouped_hand(cs: list[Card], game: GameView, tl: Timeline, view: View) -> Text:
    """A hand in playing order, with a wider gap between effective suits."""
    order = game.order
    esuit = order.esuit if tl.family == "trick" and order is not None else None
    out = Text()
    prev = None
    for i, c in enumerate(cs):
        g = esuit(c) if esuit else None
        if i:
            out.append("  " if g != prev else " ")
        prev = g
        label = card_code(c, view) + (point_mark(view) if tl.family == "trick" and c.points else "")
        out.append(label, style=card_run(c, tl, view))
    return out


def expand(counter) -> list[Card]:
    return [c for c, n in counter.items() for _ in range(max(0, n))]


def _box(view: View):
    return box.ASCII if view.ascii else box.ROUNDED


def panel(body: RenderableType, title: str, view: View, style: str = "") -> Panel:
    return Panel(body, title=Text(asc(title, view), style="bold"), title_align="left", box=_box(view),
                 border_style=style, padding=(0, 1))


# ------------------------------------------------------------ action text
def action_text(a: Action, tl: Timeline, view: View, hide_cards: bool = False) -> str:
    names = safe_names(tl)
    s = Seat(a.seat)
    if isinstance(a, Bid):
        return t("replay.do.bid", view, names, seat=s, amount=a.amount)
    if isinstance(a, Pass):
        return t("replay.do.pass" if tl.family == "trick" else "replay.do.pass.climb", view, names, seat=s)
    if isinstance(a, ChooseTrump):
        return t("replay.do.trump", view, names, seat=s, suit=msg_term("suit." + a.suit))
    if isinstance(a, Show):
        if not a.cards:
            return t("replay.do.show-none", view, names, seat=s)
        return t("replay.do.show", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Bury):
        if hide_cards:
            return t("replay.do.bury-hidden", view, names, seat=s, n=len(a.cards))
        return t("replay.do.bury", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Call):
        return t("replay.do.call", view, names, seat=s, card=a.card)
    if isinstance(a, Play):
        return t("replay.do.play", view, names, seat=s, cards=list(a.cards))
    if isinstance(a, Declare):
        return t("replay.do.declare", view, names, seat=s, kind=term_text("decl." + a.kind, view, a.kind))
    if isinstance(a, XuanCall):
        return t("replay.do.xuan", view, names, seat=s, kind=term_text("xuan." + a.kind, view, a.kind))
    return clean(str(a))


def line_action_text(text: str, tl: Timeline, view: View) -> str:
    """An action of a note's better line ("p2 play SK SK") told in prose with glyphs ("p2 plays ♠K♠K");
    a line the rules cannot read is shown as written."""
    from ..rules.actions import parse_action
    try:
        a = parse_action(text, tl.rules)
    except Exception:  # noqa: BLE001 - an author's line is free text: shown as it is
        return clean(text)
    return action_text(a, tl, view)


def alt_text(a: Action, game: GameView, view: View) -> str:
    """A short form of a legal alternative (the seat is known)."""
    if isinstance(a, (Play, Bury, Show)):
        cs = sort_hand(a.cards, game)
        if not cs:
            return term_text("replay.alt.show-none", view)
        return (" " if view.ascii else "").join(card_code(c, view) for c in cs)
    if isinstance(a, Bid):
        return f"{term_text('replay.alt.bid', view)} {a.amount}"
    if isinstance(a, Pass):
        return term_text("replay.alt.pass", view)
    if isinstance(a, ChooseTrump):
        return term_text("suit." + a.suit, view)
    if isinstance(a, Call):
        return card_code(a.card, view)
    if isinstance(a, Declare):
        return term_text("decl." + a.kind, view, a.kind)
    if isinstance(a, XuanCall):
        return term_text("xuan." + a.kind, view, a.kind)
    return clean(str(a))


def msg_term(term_id: str):
    from ..rules.messages import term
    return term(term_id)


def engine_text(m: Msg | None, tl: Timeline, view: View) -> str:
    if m is None:
        return ""
    try:
        return asc(clean(render(m, view.lang, view.style, safe_names(tl))), view)
    except (KeyError, IndexError, ValueError):
        return clean(m.key)


# ------------------------------------------------------------------ panels
def header(tl: Timeline, pos: int, view: View) -> Panel:
    rs = tl.rules
    m = tl.moment(pos)
    g = tl.state(pos)
    names = safe_names(tl)
    lines: list[Text] = []
    title = t("replay.title", view, variant=rs.name_zh if view.lang == "zh" else rs.name_en,
              file=clean(tl.name, 60) if tl.name else rs.id)
    # where we are
    if m is None:
        where = t("replay.at.deal", view)
    else:
        where = t("replay.at", view, n=m.index, last=len(tl.record.actions) - 1)
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


def msg_term_safe(term_id: str):
    from ..rules.messages import term
    try:
        return term(term_id)
    except KeyError:
        return term_id


def contract_line(tl: Timeline, g: Any, view: View) -> str:
    names = safe_names(tl)
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


def hands_panel(tl: Timeline, pos: int, view: View) -> Panel:
    g = tl.state(pos)
    names = safe_names(tl)
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


def trick_table(tv: TrickView, tl: Timeline, view: View, highlight: int | None = None) -> RenderableType:
    grid = Table.grid(padding=(0, 1), expand=True)
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    grid.add_column(no_wrap=True)
    names = safe_names(tl)
    by_seat_events: dict[int, list[str]] = {}
    for e in tv.events:
        if e.seat is not None and e.id in ("ruff", "discard", "throw", "throw-failed", "friend-revealed",
                                           "red5-rotten", "red5-captured", "princess-no-power", "ruff-shape",
                                           "out"):
            by_seat_events.setdefault(e.seat, [])
            label = term_text("replay.ev." + e.id, view, e.id)
            if label not in by_seat_events[e.seat]:
                by_seat_events[e.seat].append(label)
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
        grid.add_row(label, body, Text(" ".join(tags), style="yellow"))
    if tv.attempted:
        line = label_then(t("replay.attempted", view), view)
        line.append_text(cards_text(tv.attempted, tl, view))
        return Group(grid, line)
    return grid


def _winning_index(tv: TrickView) -> int:
    idx = [k for k, (s, cs) in enumerate(tv.plays) if s == tv.winner and cs is not None]
    return idx[-1] if idx else -1


def trick_title(tv: TrickView, tl: Timeline, view: View, last: bool = False) -> str:
    names = safe_names(tl)
    key = "replay.trick" if tl.family == "trick" else "replay.round"
    head = t(key + (".last" if last else ""), view, n=tv.number)
    if tv.complete:
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
    if cur is not None:
        hl = None
        if m is not None and m.legal and isinstance(m.action, (Play, Pass)):
            hl = max((k for k, (s, _) in enumerate(cur.plays) if s == m.action.seat), default=None)
        panels.append(panel(trick_table(cur, tl, view, hl), trick_title(cur, tl, view), view, "magenta"))
    if last is not None:
        panels.append(panel(trick_table(last, tl, view), trick_title(last, tl, view, last=True), view, "dim"))
    if len(panels) == 2 and view.width >= 90:
        grid = Table.grid(expand=True, padding=(0, 1))
        grid.add_column(ratio=1, overflow="fold")
        grid.add_column(ratio=1, overflow="fold")
        grid.add_row(*panels)
        return grid
    return Group(*panels)


def _views(g: Any) -> list[TrickView]:
    from .timeline import trick_views
    return trick_views(g)


def explanation(tl: Timeline, pos: int, view: View) -> Panel:
    m = tl.moment(pos)
    names = safe_names(tl)
    rows: list[RenderableType] = []
    if m is None:
        rows.append(Text(t("replay.no-actions", view)))
        return panel(Group(*rows), t("replay.explain", view), view, "blue")
    hide = view.seat is not None and m.action.seat != view.seat
    rows.append(Text(action_text(m.action, tl, view, hide_cards=hide), style="bold"))
    if m.legal:
        rows.append(Text(t("replay.legal", view), style="green"))
    else:
        line = Text(t("replay.illegal", view, rule=m.verdict.rule or "?"), style="bold red")
        rows.append(line)
        rows.append(Text(engine_text(m.verdict.reason, tl, view)))
    # alternatives
    if hide:
        rows.append(Text(t("replay.alt.hidden", view, names, seat=Seat(view.seat)), style="dim"))
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
    final = res is not None and m.index == tl.size - 1
    result_events = {id(e) for e in res.events} if final else set()
    tv = tl.trick_of(pos)
    closing = m.legal and tv is not None and tv.complete and pos in tl.trick_ends
    trick_events = {id(e) for e in tv.events} if closing else set()
    for e in m.events:  # what this action caused (at a trick's close: told below with the trick)
        if e.id != "trick" and id(e) not in result_events and id(e) not in trick_events:
            rows.append(Text(asc("• ", view)).append(engine_text(e.msg, tl, view)))
    if closing:
        if tv.why is not None:
            rows.append(label_then(t("replay.trick.result", view, n=tv.number), view, "bold")
                        .append(engine_text(tv.why, tl, view)))
        else:
            rows.append(Text(asc(trick_title(tv, tl, view), view), style="bold"))
        for e in tv.events:  # everything the trick saw: throws, ruffs, discards, the friend, rotten fives
            rows.append(Text(asc("• ", view)).append(engine_text(e.msg, tl, view)))
    if not m.legal and tl.unreplayed:
        rows.append(Text(t("replay.unreplayed", view, n=tl.unreplayed), style="dim"))
    if final:
        rows.append(result_block(tl, res, view))
    return panel(Group(*rows), t("replay.explain", view), view, "blue" if m.legal else "red")


def result_block(tl: Timeline, res: Settlement, view: View) -> RenderableType:
    heading = "replay.result.redeal" if res.redeal else "replay.result"  # no result, a new deal
    rows: list[RenderableType] = [Text(t(heading, view), style="bold underline")]
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


NOTE_VERDICT_STYLE = {"good": "green", "inaccuracy": "yellow", "mistake": "red", "blunder": "bold red",
                      "interesting": "cyan"}


def notes_panel(tl: Timeline, pos: int, view: View, review: bool = False) -> Panel | None:
    """The author's comment and notes, or with `review` the notes `hwtutor review` wrote (source = "review")."""
    m = tl.moment(pos)
    if m is None:
        return None
    rows: list[RenderableType] = []
    if m.comment and not review:
        line = label_then(t("replay.author.comment", view), view, "italic magenta")
        line.append(clean(m.comment, NOTE_LIMIT), style="")
        rows.append(line)
    own = [n for n in tl.notes(pos) if (n.source == "review") == review]
    for n in own[:NOTES_SHOWN]:
        head = Text(t("replay.review.note" if review else "replay.author.note", view).rstrip("：:"),
                    style="italic magenta")
        if n.verdict:
            label = term_text("replay.verdict." + n.verdict, view, n.verdict)
            head.append(f"（{label}）" if view.lang == "zh" else f" ({label})", style=NOTE_VERDICT_STYLE.get(n.verdict, ""))
        head.append("：" if view.lang == "zh" else ": ", style="italic magenta")
        text = n.text.get(view.lang) or next(iter(n.text.values()), "")
        head.append(clean(asc(text.translate(SUIT_LETTERS) if view.ascii else text, view), NOTE_LIMIT))
        rows.append(head)
        if n.line:
            key = "replay.review.line" if review else "replay.author.line"
            told = [line_action_text(x, tl, view) for x in n.line[:LINE_SHOWN]]
            rows.append(label_then(t(key, view), view).append(clean(asc(" · ", view).join(told), NOTE_LIMIT)))
    if len(own) > NOTES_SHOWN:  # 140,000 notes on one action drew 135 MB of SVG (issue 19 item 12)
        rows.append(Text(t("replay.notes.more", view, n=len(own) - NOTES_SHOWN), style="dim italic"))
    if not rows:
        return None
    return panel(Group(*rows), t("replay.review" if review else "replay.author", view), view, "magenta")


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


def keys_line(view: View) -> Text:
    line = render(msg("replay.keys"), view.lang)
    if view.ascii:
        line = line.replace("→", "Right").replace("←", "Left").translate(ASCII_MAP)
    return Text(line, style="dim")


HELP_KEYS = (("→ n Space", "next"), ("← p", "prev"), ("] [", "trick"), ("g N Enter", "goto"), ("Home End", "ends"),
             ("m M", "mistake"), ("v", "view"), ("l", "lang"), ("↑ ↓ PgUp PgDn", "scroll"), ("?", "help"), ("q", "quit"))


def help_panel(view: View) -> Panel:
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(overflow="fold")
    for keys, what in HELP_KEYS:
        if view.ascii:
            keys = keys.replace("→", "Right").replace("←", "Left").replace("↑ ↓", "Up Down")
        grid.add_row(Text(keys), Text(t("replay.help." + what, view)))
    return panel(grid, t("replay.help.title", view), view, "cyan")


# ------------------------------------------------------------------ moment
def render_moment(tl: Timeline, pos: int, view: View) -> RenderableType:
    parts: list[RenderableType] = [header(tl, pos, view), hands_panel(tl, pos, view)]
    tr = tricks_row(tl, pos, view)
    if tr is not None:
        parts.append(tr)
    ex = explanation(tl, pos, view)
    notes = notes_panel(tl, pos, view)
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

