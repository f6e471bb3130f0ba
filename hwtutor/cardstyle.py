"""One card style for every view (issue 21 item 4): the replay, the lessons, the table's line mode and
its full screen all draw a card with these functions.

- its text: the suit glyph and the rank (♠Q), or the ASCII code (SQ) where glyphs cannot be shown;
  the jokers by name, 大王/小王 in Chinese and Big-Joker/Small-Joker in English, in ASCII too (rules.cards.glyph);
- the point mark on a 5, 10 or K: ° (^ in ASCII), never "*", the special ten's own mark (H10*);
- its colour by tone: hearts, diamonds and the big joker red, the jokers bold; as rich styles, and
  as the full screen's prompt-toolkit classes (styled in play/screen.py).

Pure: strings only, no terminal. The cards themselves and their notation are rules/cards.py's.
"""
from __future__ import annotations

from collections.abc import Iterable

from .rules.cards import BIG_JOKER, POINT_MARK, POINT_MARK_ASCII, Card, ascii_label, glyph

TONES = ("big-joker", "small-joker", "red", "black")
RICH_TONE = {"big-joker": "bold red", "small-joker": "bold", "red": "red", "black": ""}


def point_mark(ascii: bool = False) -> str:
    """The mark of a point card: ° (^ in ASCII)."""
    return POINT_MARK_ASCII if ascii else POINT_MARK


def card_label(c: Card, lang: str = "zh", ascii: bool = False, points: bool = False) -> str:
    """One card's text: ♠Q (SQ in ASCII), 大王 / Big-Joker; with `points`, a point card carries the point mark."""
    text = ascii_label(c, lang) if ascii else glyph(c, lang)
    return text + point_mark(ascii) if points and c.points else text


def cards_label(cs: Iterable[Card], lang: str = "zh", ascii: bool = False, points: bool = False,
                sep: str = " ") -> str:
    """Cards' texts joined by `sep`."""
    return sep.join(card_label(c, lang, ascii, points) for c in cs)


def tone(c: Card) -> str:
    """The card's colour: 'big-joker', 'small-joker', 'red' (hearts and diamonds) or 'black'."""
    if c.is_joker:
        return "big-joker" if c.rank == BIG_JOKER else "small-joker"
    return "red" if c.suit in "HD" else "black"


def rich_style(c: Card, trump: bool = False) -> str:
    """The card's rich style (bold for a trump in the table's hand)."""
    style = RICH_TONE[tone(c)]
    if trump and "bold" not in style:
        style = (style + " bold").strip()
    return style


def screen_class(c: Card, trump: bool = False) -> str:
    """The card's prompt-toolkit classes on the full screen: card, card.red, card.trump."""
    red = tone(c) in ("red", "big-joker")
    return "class:card" + (".red" if red else "") + (" class:card.trump" if trump else "")
