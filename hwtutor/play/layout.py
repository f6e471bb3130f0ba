"""The full-screen table laid out as lines of styled text, for any terminal size (pure: no terminal).

`Table` is what a presenter shows of one moment: the public facts, the
trick, the hand of the seat to act, whose turn. `compose` lays it out with
the message pane in `width` × `height` cells: the header is pinned at the
top, the trick and the hand below it, then the last messages (scrolled back
by `scroll` lines), the turn line at the bottom. The full-screen view
(screen.py) hands the result to prompt-toolkit; the tests snapshot its text.

A line is a list of (style, text) fragments; styles are prompt-toolkit
class names (`class:title`, `class:card.red`…) styled in screen.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from rich.cells import cell_len

from ..cardstyle import card_label, screen_class
from ..rules.cards import Card
from ..textsafe import clean

Frag = tuple[str, str]
Line = list[Frag]


@dataclass(frozen=True)
class Table:
    """One moment of the table as the seat `viewer` may see it (every text already rendered and cleaned)."""
    public: tuple[str, ...]                      # the table as the line mode prints it
    title: str                                   # variant · hand
    facts: tuple[str, ...]                       # dealer, bid or level, trump, called card, friend, points…
    seats: tuple[str, ...]                       # one short text per seat (cards left, bot, level or score)
    acting: int | None                           # the seat to act (index in seats)
    trick_title: str                             # "Trick 3" / "Round 2"
    plays: tuple[tuple[str, tuple[Card, ...] | None], ...]  # (seat, cards or None for a pass)
    winning: int | None                          # index in plays of the play winning so far
    trick_note: str                              # who is winning, or the standing play
    last: str                                    # the last trick or round
    hand_label: str
    groups: tuple[tuple[str, tuple[Card, ...], bool], ...]  # (suit label, cards, trump?)
    turn: str
    mine: bool                                   # the seat to act is the one whose hand is shown
    log: tuple[tuple[str, str], ...]             # the public messages of the hand: (text, style)
    keys: str
    lang: str = "en"
    marks_points: bool = True                    # trick-taking: point cards carry the point mark
    legend: str = ""                             # what the point mark means
    pass_word: str = "pass"
    pane: str = ""                               # the message pane's title
    alerts: tuple[str, ...] = ()
    hand_title: str = ""                         # the hand's heading on the full screen
    fs_keys: str = ""                            # the keys line of the full screen


@dataclass
class Screen:
    """What the full-screen view holds besides the table: messages since it last showed the log."""
    table: Table | None = None
    messages: list[tuple[str, str]] = field(default_factory=list)
    prompt: str = ""
    banner: str = ""          # the hand-over or next-hand line, shown big when there is no table


# ------------------------------------------------------------------ text helpers
def fit(text: str, width: int) -> str:
    """Cut `text` to `width` cells (an ellipsis marks the cut)."""
    if cell_len(text) <= width:
        return text
    if width <= 0:  # no room at all (a trailing space at the edge): not even the ellipsis
        return ""
    out, w = [], 0
    for ch in text:
        cw = cell_len(ch)
        if w + cw > width - 1:
            break
        out.append(ch)
        w += cw
    return "".join(out) + "…"


def wrap_frags(frags: Line, width: int, indent: str = "") -> list[Line]:
    """Styled fragments wrapped by the one prose wrapper (hwtutor/layout.py: its break and punctuation
    rules, cards never split); continuation lines start with `indent`."""
    from rich.text import Text

    from ..layout import wrap
    t = Text()
    for style, text in frags:
        t.append(text, style=style or None)
    out: list[Line] = []
    for k, line in enumerate(wrap(t, max(8, width), hang=cell_len(indent))):
        frags_out: Line = []
        plain = line.plain
        if k and indent:  # the wrapper's hanging spaces, as the indent given
            plain = indent + plain[len(indent):]
        cuts = sorted({0, len(plain), *(x for sp in line.spans for x in (sp.start, sp.end))})
        for i, j in zip(cuts, cuts[1:]):
            style = next((str(sp.style) for sp in reversed(line.spans) if sp.start <= i and j <= sp.end), "")
            if plain[i:j]:
                frags_out.append((style, plain[i:j]))
        out.append(frags_out)
    return [ln for ln in out if ln] or [[]]


def wrap_text(text: str, width: int, style: str = "", indent: str = "") -> list[Line]:
    return wrap_frags([(style, text)], width, indent)


def wrap_items(items, width: int, style: str = "", sep: str = " · ") -> list[Line]:
    """Items joined by `sep`, a line broken between items (an item wider than the line is wrapped)."""
    lines: list[Line] = []
    cur = ""
    for item in items:
        joined = cur + sep + item if cur else item
        if cell_len(joined) <= width:
            cur = joined
            continue
        if cur:
            lines.append([(style, cur + sep.rstrip())])
        if cell_len(item) <= width:
            cur = item
        else:
            parts = wrap_text(item, width, style)
            lines += parts[:-1]
            cur = line_text(parts[-1])
    if cur:
        lines.append([(style, cur)])
    return lines or [[]]


def card_frags(cs, trump: bool, lang: str, marks_points: bool) -> Line:
    out: Line = []
    prev = None
    for c in cs:
        if out:
            out.append(("", " " if c is not prev else ""))
        prev = c
        out.append((screen_class(c, trump), card_label(c, lang, points=marks_points)))
    return out


def rule(text: str, width: int, style: str = "class:rule") -> Line:
    """── text ────────── across the width."""
    head = f"── {fit(text, max(1, width - 4))} "
    return [(style, head + "─" * max(0, width - cell_len(head)))]


def line_text(line: Line) -> str:
    return "".join(t for _, t in line)


# ------------------------------------------------------------------ the layout
def header_lines(t: Table, width: int) -> list[Line]:
    title = fit(" " + t.title + " ", width)
    out: list[Line] = [[("class:title", title + " " * max(0, width - cell_len(title)))]]
    out += wrap_items(t.facts, width, "class:facts")[:3]
    cols = 2 if width >= 60 and len(t.seats) > 2 else 1  # the seats in two columns, one seat never cut in two
    cell = width // cols
    for row in range(0, len(t.seats), cols):
        line: Line = []
        for i in range(row, min(row + cols, len(t.seats))):
            text = fit(t.seats[i], cell - 1)
            style = "class:seat.acting" if i == t.acting else "class:seat"
            line.append((style, text))
            if i < row + cols - 1:
                line.append(("", " " * (cell - cell_len(text))))
        out.append(line)
    return out


def trick_lines(t: Table, width: int) -> list[Line]:
    out = [rule(t.trick_title + ((" · " + t.trick_note) if t.trick_note else ""), width)]
    frags: Line = []
    for k, (seat, cs) in enumerate(t.plays):
        if k:
            frags.append(("", "  "))
        win = k == t.winning
        frags.append(("class:winner" if win else "class:seat", seat + " "))
        if cs is None:
            frags.append(("class:dim", t.pass_word))
        else:
            frags += card_frags(cs, False, t.lang, t.marks_points)
        if win:
            frags.append(("class:winner", " ◀"))
    out += wrap_frags(frags, width)[:3] if frags else []
    if t.last:
        out += wrap_text(t.last, width, "class:dim", indent="  ")[:3]
    return out


def hand_lines(t: Table, width: int) -> list[Line]:
    out = [rule((t.hand_title or t.hand_label) + ((" · " + t.legend) if t.legend else ""), width, "class:rule.hand")]
    label_w = max((cell_len(clean(n)) for n, _, _ in t.groups), default=0)
    for name, cs, trump in t.groups:
        pad = " " * (label_w - cell_len(clean(name)))
        frags: Line = [("class:suit.trump" if trump else "class:suit", f" {clean(name)}{pad} ")]
        frags += card_frags(cs, trump, t.lang, t.marks_points)
        out += wrap_frags(frags, width, indent=" " * (label_w + 2))
    return out


def message_lines(messages: list[tuple[str, str]], width: int, need: int | None = None) -> list[Line]:
    """The messages wrapped to `width`; with `need`, only the last ones, enough for `need` lines."""
    out: list[Line] = []
    for text, style in reversed(messages):
        out[:0] = _wrapped(text, style, width)
        if need is not None and len(out) >= need:
            break
    return out


@lru_cache(maxsize=4096)
def _wrapped(text: str, style: str, width: int) -> list[Line]:
    return wrap_text(clean(text).strip("\n"), width, style or "class:msg", indent="  ")


def compose(screen: Screen, width: int, height: int, scroll: int = 0) -> tuple[list[Line], int]:
    """The screen above the input line: `height` lines of at most `width` cells; and the scroll used.

    The header, the trick, the hand and the turn line are always shown whole (cut at the width);
    the message pane takes the rest and shows its last lines, `scroll` lines back."""
    width, height = max(20, width), max(6, height)
    t = screen.table
    if t is None:  # the hand-over, or the end of a hand: the messages and the banner only
        top: list[Line] = []
        bottom = [rule(screen.banner, width, "class:banner")] if screen.banner else []
    else:
        top = header_lines(t, width) + trick_lines(t, width) + hand_lines(t, width)
        top.append(rule(t.pane, width, "class:rule.msg"))
        bottom = wrap_text(t.turn, width, "class:turn.mine" if t.mine else "class:turn")[:2]
    pinned: list[Line] = []  # what cost something in this trick or the last stays at the pane's top
    for alert in (t.alerts if t is not None else ()):
        pinned += wrap_text("! " + alert, width, "class:event", indent="  ")[:3]
    top += pinned[:max(0, height - len(top) - len(bottom) - 2)]
    room = height - len(top) - len(bottom)
    if room < 2 and t is not None:  # a tiny terminal: the hand and header win, the messages get 2 lines
        cut = len(top) - (height - len(bottom) - 2)
        top = top[: max(3, len(top) - cut)]
        room = height - len(top) - len(bottom)
    room = max(0, room)
    msgs = message_lines(screen.messages, width, need=room + max(0, scroll))  # only what can be shown
    scroll = max(0, min(scroll, max(0, len(msgs) - room)))
    end = len(msgs) - scroll
    shown = [list(ln) for ln in msgs[max(0, end - room):end]] if room else []
    if scroll and shown:
        note = f"[↑ {scroll}]"
        shown[0] = [("class:dim", note + " ")] + shown[0]
    if t is None and bottom:  # the banner right under what it follows (the settlement), not at the foot
        pad: list[list[tuple[str, str]]] = [[] for _ in range(room - len(shown))]
        body = top + shown + ([[]] if shown else []) + bottom + pad[1 if shown else 0:]
    else:
        body = top + shown + [[] for _ in range(room - len(shown))] + bottom
    return [_cut(ln, width) for ln in body[:height]], scroll


def _cut(line: Line, width: int) -> Line:
    """The line cut to `width` cells (trailing spaces, which a wrap may leave, do not count)."""
    line = list(line)
    while line and not line[-1][1].strip():
        line.pop()
    if line:
        line[-1] = (line[-1][0], line[-1][1].rstrip(" "))
    out: Line = []
    w = 0
    for style, text in line:
        tw = cell_len(text)
        if w + tw <= width:
            out.append((style, text))
            w += tw
        else:
            out.append((style, fit(text, width - w)))
            break
    return out


def as_text(lines: list[Line]) -> list[str]:
    """The lines without their styles (tests, snapshots), trailing spaces dropped."""
    return [line_text(ln).rstrip() for ln in lines]
