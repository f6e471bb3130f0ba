"""The replay's notes panels: the author's comment and notes, or the review's (`hwtutor review`)."""
from __future__ import annotations

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from ..textsafe import clean
from .action_text import line_action_text
from .drawing import (
    SUIT_LETTERS,
    View,
    asc,
    label_then,
    panel,
    t,
    term_text,
)
from .timeline import Timeline

NOTE_LIMIT = 2000


NOTES_SHOWN = 10   # notes of one kind (the author's, the review's) shown at one moment; the rest counted


LINE_SHOWN = 40    # moves of a note's better line joined before the line is cut to NOTE_LIMIT


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
            head.append(f"（{label}）" if view.lang == "zh" else f" ({label})",
                        style=NOTE_VERDICT_STYLE.get(n.verdict, ""))
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
