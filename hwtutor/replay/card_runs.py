"""Cards as the replay draws them, in the one card style (hwtutor/cardstyle.py): styled runs that carry
the card as metadata (for the web page), hands sorted in playing order and grouped by effective suit.
The replay adds its own emphasis: the heart 5 reversed, point cards underlined."""
from __future__ import annotations

from collections.abc import Iterable

from rich.style import Style
from rich.text import Text

from ..cardstyle import card_label, rich_style
from ..rules.cards import H5, Card
from ..rules.gameview import GameView
from .drawing import View
from .timeline import Timeline


def card_style(c: Card, tl: Timeline, view: View) -> str:
    parts = [rich_style(c)] if rich_style(c) else []
    if c is H5:
        parts.append("reverse")
    if tl.family == "trick" and c.points:
        parts.append("bold underline")
    return " ".join(parts)


def card_run(c: Card, tl: Timeline, view: View) -> Style:
    """A card's style, carrying the card itself as metadata (`meta["card"]`): the terminal
    ignores it; the web page (webpage.py) reads it to draw the card with its name for screen readers."""
    return Style.parse(card_style(c, tl, view) or "none") + Style(meta={"card": c.code})


def card_code(c: Card, view: View, points: bool = False) -> str:
    """The card's text in the view's language, glyphs or ASCII; with `points`, the point mark."""
    return card_label(c, view.lang, view.ascii, points)


def cards_text(cs: Iterable[Card], tl: Timeline, view: View, mark_points: bool = True) -> Text:
    out = Text()
    for i, c in enumerate(cs):
        if i:
            out.append(" ")
        out.append(card_code(c, view, mark_points and tl.family == "trick"), style=card_run(c, tl, view))
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
        out.append(card_code(c, view, tl.family == "trick"), style=card_run(c, tl, view))
    return out
