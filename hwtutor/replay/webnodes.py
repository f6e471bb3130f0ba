"""The terminal viewer's rich renderables as compact JSON nodes, for the web page.

The page shows at each moment exactly what `render.render_moment` builds for the
terminal: the same panels, rows and texts, walked here into small arrays that the
page's script turns into HTML elements (text only: `textContent`, never markup).

    ["t", runs]                    a line of text
    ["g", [id, ...]]               a group: its children one under another
    ["p", title_runs, border, id]  a panel with a title and a border colour
    ["r", [id, ...]]               panels side by side (they wrap on a narrow screen)
    ["k", [[runs, ...], ...], js]  a grid of text cells, row by row; js: each column's justify (and nw: no wrap)

A run is [text, style] or [card, style]: `style` indexes the table of CSS class
lists, `card` (an int) the table of cards, each [label, spoken name, CSS class].
Cards are recognised by the metadata `card_runs.card_run` puts on their style. Every
node is interned: a hand or a trick that stays the same from one moment to the
next is stored once.
"""
from __future__ import annotations

import json
import re
from typing import Any, TypeGuard

from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.style import Style
from rich.table import Table
from rich.text import Span, Text

from ..rules.cards import BIG_JOKER, H5, Card
from ..rules.cards import card as parse_card
from ..rules.messages import msg, render, term

_NAME = re.compile(r"[^a-z0-9]+")


def _all_text(rows: list[list[RenderableType]]) -> TypeGuard[list[list[Text | str]]]:
    """A grid of text cells only (else its cells are drawn one by one)."""
    return all(isinstance(cell, (Text, str)) for row in rows for cell in row)


def color_class(prefix: str, color: Any) -> str | None:
    """'f-red' for a foreground named red, 'g-grey23' for a background; None for the default."""
    if color is None or color.is_default:
        return None
    return prefix + _NAME.sub("", color.name.lower())


def style_classes(style: Style | None, card: bool = False) -> str:
    """The CSS classes of a rich style; for a card only its background (the card draws itself)."""
    if style is None:
        return ""
    out = [] if card else [c for c, on in (("b", style.bold), ("i", style.italic), ("u", style.underline),
                                            ("dim", style.dim), ("rev", style.reverse)) if on]
    fg = None if card else color_class("f-", style.color)
    bg = color_class("g-", style.bgcolor)
    return " ".join(out + [c for c in (fg, bg) if c])


def card_class(c: Card) -> str:
    """The card's colour class: suit (s h c d), jokers (bj lj), the heart five (h5)."""
    if c.is_joker:
        return "bj" if c.rank == BIG_JOKER else "lj"
    return "h5" if c is H5 else c.suit.lower()


def card_name(c: Card, lang: str, points: bool) -> str:
    """What a screen reader says: 'heart five', '红桃5', 'big joker, point card'."""
    if c.is_joker:
        name = render(msg("web.card", suit="", rank=term("web.joker." + ("big" if c.rank == BIG_JOKER else "small"))),
                      lang).strip()
    else:
        name = render(msg("web.card", suit=term("web.suit." + c.suit), rank=term(f"web.rank.{c.rank}")), lang)
    if c.special:
        name = render(msg("web.card.special", card=name), lang)
    if points:
        name = render(msg("web.card.points", card=name), lang)
    return name


class NodeTable:
    """Renderables walked into interned nodes, with their style and card tables."""

    def __init__(self, lang: str):
        self.lang = lang
        self.console = Console(width=200, record=False, color_system="truecolor", force_terminal=True,
                               markup=False, highlight=False, emoji=False)
        self.nodes: list[Any] = []
        self._node_ids: dict[str, int] = {}
        self.styles: list[str] = [""]
        self._style_ids: dict[str, int] = {"": 0}
        self.cards: list[list[str]] = []
        self._card_ids: dict[tuple[str, str], int] = {}

    # ------------------------------------------------------------ tables
    def _intern(self, node: Any) -> int:
        key = json.dumps(node, ensure_ascii=False, separators=(",", ":"))
        i = self._node_ids.get(key)
        if i is None:
            i = self._node_ids[key] = len(self.nodes)
            self.nodes.append(node)
        return i

    def _style(self, classes: str) -> int:
        i = self._style_ids.get(classes)
        if i is None:
            i = self._style_ids[classes] = len(self.styles)
            self.styles.append(classes)
        return i

    def _card(self, code: str, label: str) -> int:
        i = self._card_ids.get((code, label))
        if i is None:
            c = parse_card(code)
            i = self._card_ids[(code, label)] = len(self.cards)
            points = label != label.rstrip("°^")
            self.cards.append([label, card_name(c, self.lang, points), card_class(c) + (" pt" if points else "")])
        return i

    # ------------------------------------------------------------- walking
    def runs(self, text: Text | str) -> list[list[Any]]:
        """A text's runs: neighbours of one style merged, each card its own run."""
        if isinstance(text, str):
            text = Text(text)
        if not text.spans and text.style:  # rich's Text.render drops the base style of a text without spans
            text = Text(text.plain, spans=[Span(0, len(text.plain), text.style)])
        out: list[list[Any]] = []
        for seg in text.render(self.console):
            if not seg.text or seg.control:
                continue
            code = seg.style.meta.get("card") if seg.style is not None else None
            if code is not None:
                out.append([self._card(code, seg.text), self._style(style_classes(seg.style, card=True))])
                continue
            sid = self._style(style_classes(seg.style))
            if out and isinstance(out[-1][0], str) and out[-1][1] == sid:
                out[-1][0] += seg.text
            else:
                out.append([seg.text, sid])
        return out

    def add(self, r: Any) -> int:
        """The id of a renderable's node (walked once per distinct content)."""
        if isinstance(r, (Text, str)):
            return self._intern(["t", self.runs(r)])
        if isinstance(r, Panel):
            title = self.runs(r.title) if r.title is not None else []
            border = r.border_style if isinstance(r.border_style, str) else ""
            return self._intern(["p", title, "bd-" + _NAME.sub("", border.lower()) if border else "",
                                 self.add(r.renderable)])
        if isinstance(r, Group):
            return self._intern(["g", [self.add(x) for x in r.renderables]])
        if isinstance(r, Table):
            cols = [list(c.cells) for c in r.columns]
            rows = [[col[i] if i < len(col) else "" for col in cols] for i in range(r.row_count)]
            if not _all_text(rows):
                return self._intern(["r", [self.add(cell) for row in rows for cell in row]])
            return self._intern(["k", [[self.runs(cell) for cell in row] for row in rows],
                                 [(c.justify or "left") + (" nw" if c.no_wrap else "") for c in r.columns]])
        # anything else: as the terminal would print it, in plain lines
        lines = self.console.render_lines(r, self.console.options, pad=False)
        return self._intern(["t", [["\n".join("".join(s.text for s in line).rstrip() for line in lines), 0]]])
