"""Cards, decks and card notation.

A card is an interned value: every `Card` with the same code is the same
object, so cards hash and compare by identity and are cheap to count.
Identical cards of different decks are not told apart (record-format.md).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

SUITS = "SHCD"
JOKER = "J"  # the "suit" of both jokers
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
SMALL_JOKER, BIG_JOKER = 15, 16
GLYPH = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
# Every way a player may write a suit on input (record-format.md §Cards).
_SUIT_INPUT = {
    "S": "S", "H": "H", "C": "C", "D": "D",
    "♠": "S", "♥": "H", "♣": "C", "♦": "D", "♤": "S", "♡": "H", "♧": "C", "♢": "D",
    "黑桃": "S", "红桃": "H", "紅桃": "H", "梅花": "C", "草花": "C", "方块": "D", "方片": "D",
    "方塊": "D", "黑": "S", "红": "H", "紅": "H", "梅": "C", "方": "D",
}
_RANK_INPUT = {str(n): n for n in range(2, 11)} | {
    "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14,
}


class CardError(ValueError):
    """A token that is not a card."""

    def __init__(self, token: str):
        super().__init__(token)
        self.token = token


class Card:
    """One card. Build with `card(code)` or `Card.of(suit, rank)`; never directly."""

    # is_joker and points (R-13: 5 = 5, 10 = 10, K = 10) are fixed per card: stored, not recomputed
    __slots__ = ("suit", "rank", "special", "code", "idx", "is_joker", "points")
    _table: dict[str, Card] = {}

    def __init__(self, suit: str, rank: int, special: bool, code: str, idx: int):
        self.suit, self.rank, self.special, self.code, self.idx = suit, rank, special, code, idx
        self.is_joker = suit == JOKER
        self.points = {5: 5, 10: 10, 13: 10}.get(rank, 0) if not self.is_joker else 0

    @classmethod
    def of(cls, suit: str, rank: int, special: bool = False) -> Card:
        return cls._table[_code(suit, rank, special)]

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__

    # hashed by identity (object's own C-level hash: cards are interned); a Python __hash__
    # here cost every dict and Counter lookup of a card a function call

    def __reduce__(self) -> tuple[Callable[[str], Card], tuple[str]]:
        return (card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self


def _code(suit: str, rank: int, special: bool = False) -> str:
    if suit == JOKER:
        return "BJ" if rank == BIG_JOKER else "LJ"
    return suit + RANK_NAMES.get(rank, str(rank)) + ("*" if special else "")


def _build_table() -> None:
    idx = 0
    for suit in SUITS:
        for rank in range(2, 15):
            Card._table[_code(suit, rank)] = Card(suit, rank, False, _code(suit, rank), idx)
            idx += 1
    for rank in (SMALL_JOKER, BIG_JOKER):
        c = _code(JOKER, rank)
        Card._table[c] = Card(JOKER, rank, False, c, idx)
        idx += 1
    Card._table["H10*"] = Card("H", 10, True, "H10*", idx)


_build_table()
ALL_CARDS: tuple[Card, ...] = tuple(Card._table.values())
BJ, LJ, H5 = Card._table["BJ"], Card._table["LJ"], Card._table["H5"]
SPECIAL_TEN = Card._table["H10*"]

_JOKER_INPUT = {"BJ": "BJ", "LJ": "LJ", "大王": "BJ", "小王": "LJ", "RJ": "BJ", "SJOKER": "LJ",
                "BJOKER": "BJ", "大鬼": "BJ", "小鬼": "LJ", "BIG-JOKER": "BJ", "SMALL-JOKER": "LJ",
                "BIGJOKER": "BJ", "SMALLJOKER": "LJ", "LITTLEJOKER": "LJ"}  # the English screen's names


_PREFIXES = sorted(_SUIT_INPUT, key=len, reverse=True)
# Tokens already read, to their card: records spell each card the same way thousands of
# times. Only valid tokens enter, and at most _PARSED_MAX of them (typed text may vary
# spaces and case without end).
_PARSED: dict[str, Card] = {}
_PARSED_MAX = 4096


def card(token: str) -> Card:
    """Parse one card in any accepted notation; raise CardError otherwise."""
    found = _PARSED.get(token)
    if found is None:
        found = _parse(token)
        if len(_PARSED) < _PARSED_MAX:
            _PARSED[token] = found
    return found


def _parse(token: str) -> Card:
    t = token.strip()
    up = t.upper()
    if up in _JOKER_INPUT:
        return Card._table[_JOKER_INPUT[up]]
    special = up.endswith("*")
    core = up[:-1] if special else up
    for prefix in _PREFIXES:
        if core.startswith(prefix.upper()) and len(core) > len(prefix):
            rank = _RANK_INPUT.get(core[len(prefix):])
            if rank is None:
                break
            code = _code(_SUIT_INPUT[prefix], rank, special)
            found = Card._table.get(code)
            if found is None:
                break
            return found
    raise CardError(token)


def cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse cards separated by spaces (or an iterable of tokens)."""
    tokens = text.split() if isinstance(text, str) else [t for x in text for t in str(x).split()]
    return tuple(card(t) for t in tokens)


def fmt(cs: Iterable[Card], style: str = "ascii", sep: str | None = None, lang: str = "zh") -> str:
    """Format cards: 'ascii' (canonical, space-separated) or 'glyph' (♠Q♠Q)."""
    cs = list(cs)
    if style == "ascii":
        return (" " if sep is None else sep).join(c.code for c in cs)
    if sep is not None:
        return sep.join(glyph(c, lang) for c in cs)
    # copies of one card stand together (♦Q♦Q), different cards apart: ♦Q♦Q ♦6♦6 ♦4
    out = []
    for i, c in enumerate(cs):
        g = glyph(c, lang)
        if i and (c is not cs[i - 1] or g.isascii() and c.is_joker):  # Big-Joker Big-Joker, 大王大王
            out.append(" ")
        out.append(g)
    return "".join(out)


# The mark of a point card (5, 10, K) wherever cards are shown, the table and the replay alike (issue 22 §2):
# ° (^ where glyphs cannot be shown: termio's ASCII stand-ins map it). Not "*", the special ten's own mark (H10*).
POINT_MARK = "°"
POINT_MARK_ASCII = "^"


# The jokers by name on a player's screen, in the screen's language (glyphs and ASCII alike); their record
# notation, BJ / LJ, stays in files and --json. The English name is one word, so that no line breaks inside it,
# and copies stand apart (fmt): Big-Joker Big-Joker.
JOKER_NAMES = {"en": ("Big-Joker", "Small-Joker"), "zh": ("大王", "小王")}


def glyph(c: Card, lang: str = "zh") -> str:
    """A card with its suit glyph (♠Q); jokers by name: 大王/小王 in Chinese, Big-Joker/Small-Joker in English."""
    if c.is_joker:
        return JOKER_NAMES["en" if lang == "en" else "zh"][0 if c.rank == BIG_JOKER else 1]
    return GLYPH[c.suit] + c.code[1:]


def ascii_label(c: Card, lang: str = "zh") -> str:
    """A card where glyphs cannot be shown: its code (SQ), a joker still by name (Big-Joker, 大王)."""
    return glyph(c, lang) if c.is_joker else c.code


def deck_counts(decks: int) -> Counter[Card]:
    """The cards of `decks` standard 54-card decks."""
    out: Counter[Card] = Counter()
    for c in ALL_CARDS:
        if not c.special:
            out[c] = decks
    return out


def counts(cs: Iterable[Card]) -> Counter[Card]:
    return Counter(cs)
