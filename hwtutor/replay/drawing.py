"""The replay's drawing kit: the `View` (language, seat, ASCII, width), catalog texts made safe for
the terminal (names cleaned, ASCII stand-ins with --ascii), labels, panels and engine messages.

Everything that comes from the record file is cleaned (`textsafe.clean`) and placed in `rich.text.Text`
objects, never in markup strings; panel titles are `Text` too (rich parses a `str` title as markup).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich import box
from rich.console import RenderableType
from rich.panel import Panel
from rich.text import Text

from .. import cardstyle
from ..rules import catalog
from ..rules.cards import Card
from ..rules.messages import Msg, Seat, msg, render, seat_name
from ..textsafe import clean
from .timeline import Timeline

NAME_LIMIT = 16


def point_mark(view: View) -> str:
    """The mark of a point card in this view (cardstyle.point_mark)."""
    return cardstyle.point_mark(view.ascii)


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


def safe_names(tl: Timeline, lang: str) -> list[str]:
    """The players' names as shown: made safe, and a bot seat's stored default (bot2) in `lang` (机器人2)."""
    return [clean(seat_name(n, i, lang), NAME_LIMIT) for i, n in enumerate(tl.names)]


def seat_label(tl: Timeline, seat: int | None, view: View) -> str:
    if seat is None:
        return "—" if not view.ascii else "-"
    return t("replay.seat", view, safe_names(tl, view.lang), seat=Seat(seat))


def label_then(label: str, view: View, style: str = "dim") -> Text:
    """A label followed by a space (English) or nothing (after a Chinese full-width colon)."""
    return Text(label + ("" if label.endswith(("：", "）")) else " "), style=style)


def expand(counter) -> list[Card]:
    return [c for c, n in counter.items() for _ in range(max(0, n))]


def _box(view: View):
    return box.ASCII if view.ascii else box.ROUNDED


def panel(body: RenderableType, title: str, view: View, style: str = "") -> Panel:
    return Panel(body, title=Text(asc(title, view), style="bold"), title_align="left", box=_box(view),
                 border_style=style, padding=(0, 1))


def msg_term(term_id: str):
    from ..rules.messages import term
    return term(term_id)


def engine_text(m: Msg | None, tl: Timeline, view: View) -> str:
    if m is None:
        return ""
    try:
        return asc(clean(render(m, view.lang, view.style, safe_names(tl, view.lang))), view)
    except (KeyError, IndexError, ValueError):
        return clean(m.key)


def msg_term_safe(term_id: str):
    from ..rules.messages import term
    try:
        return term(term_id)
    except KeyError:
        return term_id
