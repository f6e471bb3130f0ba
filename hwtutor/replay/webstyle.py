"""The web page's colours and fonts, and the contrast they give (WCAG 2 relative luminance).

One palette for the page's text classes (the terminal's colour names: f-red, dim, …),
the highlighted play's background (g-grey23), the panels' borders and the cards. The
CSS rules are generated from it, and tests/replay/test_webpage.py computes every
card style's contrast from the same figures (≥ 4.5:1, WCAG AA for normal text).
Suits are told apart by their glyph (♠♥♣♦) as well as by colour.
"""
from __future__ import annotations

PAGE_FG = "#1b1b1b"
PAGE_BG = "#ffffff"
CARD_FACE = "#ffffff"
HIGHLIGHT_BG = "#e3e6ec"  # the play just made ("on grey23" in the terminal)

# text colours of the terminal's style names, dark enough on white and on the highlight
TEXT = {"red": "#b3261e", "green": "#1e6b2a", "yellow": "#7a4f00", "cyan": "#00637a", "magenta": "#8b1f86",
        "blue": "#1d4ed8", "white": "#1b1b1b", "black": "#1b1b1b"}
DIM = "#575757"
BACKGROUNDS = {"grey23": HIGHLIGHT_BG}
BORDERS = {"cyan": "#2c8a9c", "green": "#3f8f4a", "magenta": "#a24d9c", "blue": "#4a6fd8", "red": "#c0392b",
           "dim": "#9a9a9a", "yellow": "#b08a2a"}

RED_SUIT, BLACK_SUIT = "#b3261e", "#111111"
# card class -> (text colour, face colour); the heart five is drawn reversed, as in the terminal
CARDS = {"s": (BLACK_SUIT, CARD_FACE), "c": (BLACK_SUIT, CARD_FACE), "h": (RED_SUIT, CARD_FACE),
         "d": (RED_SUIT, CARD_FACE), "bj": (RED_SUIT, CARD_FACE), "lj": (BLACK_SUIT, CARD_FACE),
         "h5": ("#ffffff", RED_SUIT)}

_CJK = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", ' \
       '"WenQuanYi Micro Hei"'
_LATIN = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial'
_SYMBOLS = '"Segoe UI Symbol", "Apple Symbols", "DejaVu Sans", "Noto Sans Symbols2"'
FONT = {"en": f"{_LATIN}, {_CJK}, sans-serif", "zh": f"{_CJK}, {_LATIN}, sans-serif"}
# cards: the suit glyphs from a face that has them, the jokers' names (大王) from a CJK face
CARD_FONT = {"en": f"{_SYMBOLS}, {_LATIN}, {_CJK}, sans-serif", "zh": f"{_SYMBOLS}, {_CJK}, {_LATIN}, sans-serif"}


def _channel(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def card_contrasts() -> dict[str, float]:
    """Every card style's contrast: plain, and on the highlighted play (the face turns grey)."""
    out = {}
    for cls, (fg, face) in CARDS.items():
        out[cls] = contrast(fg, face)
        if cls != "h5":  # the heart five keeps its red face when highlighted
            out[cls + " highlighted"] = contrast(fg, HIGHLIGHT_BG)
    return out


def text_contrasts() -> dict[str, float]:
    """Every text colour's contrast on the page and on the highlighted row."""
    out = {}
    for name, fg in {**TEXT, "dim": DIM, "default": PAGE_FG}.items():
        out[name] = contrast(fg, PAGE_BG)
        out[name + " highlighted"] = contrast(fg, HIGHLIGHT_BG)
    return out


def css(lang: str) -> str:
    """The palette's CSS rules (the layout is in web/page.css)."""
    rules = [f":root{{--fg:{PAGE_FG};--bg:{PAGE_BG};--dim:{DIM};--hl:{HIGHLIGHT_BG};"
             f"--font:{FONT.get(lang, FONT['en'])};--cardfont:{CARD_FONT.get(lang, CARD_FONT['en'])}}}"]
    rules += [f".f-{name}{{color:{c}}}" for name, c in TEXT.items()]
    rules.append(f".dim{{color:{DIM}}}")
    rules += [f".g-{name}{{background:{c}}}" for name, c in BACKGROUNDS.items()]
    rules += [f".bd-{name}{{border-color:{c}}}" for name, c in BORDERS.items()]
    rules += [f".c.{cls}{{color:{fg};background:{face}}}" for cls, (fg, face) in CARDS.items() if cls != "h5"]
    rules += [f".c.{cls}.g-{name}{{background:{c}}}" for cls in CARDS if cls != "h5" for name, c in BACKGROUNDS.items()]
    fg, face = CARDS["h5"]
    rules.append(f".c.h5,.c.h5.g-grey23{{color:{fg};background:{face};border-color:{face}}}")
    return "\n".join(rules)
