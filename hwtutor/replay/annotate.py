"""A review as record annotations: `[[notes]]` with `source = "review"` (docs/record-format.md).

The review's notes are kept apart from the author's: writing a new review
replaces the notes of an earlier one and leaves every other note as it was.
"""
from __future__ import annotations

from dataclasses import replace

from ..rules.messages import both
from .record import Note, Record

SOURCE = "review"


def review_notes(rules, decisions) -> list[Note]:
    """One note per reviewed decision: its verdict, the text in both languages, the better line if any."""
    from ..bots.review import note_msg
    from ..rules.messages import render
    out = []
    for d in decisions:
        # "Play ♠K ♠10??", as players write cards (the viewer's --ascii maps it)
        text = both(note_msg(rules, d), "glyph")
        for c in d.context:
            for lang in text:
                sep = "" if lang == "zh" else " "
                text[lang] += sep + render(c, lang, "glyph")
        line = [str(d.best.action)] if d.best is not d.played and d.best.action is not None else []
        out.append(Note(d.at, text, d.verdict, line, SOURCE))
    return out


def with_review(rec: Record, notes: list[Note]) -> Record:
    """The record with these review notes in place of any earlier review's."""
    kept = [n for n in rec.notes if n.source != SOURCE]
    return replace(rec, notes=kept + sorted(notes, key=lambda n: n.at))


def is_review(n: Note) -> bool:
    return n.source == SOURCE


def is_mistake(n: Note) -> bool:
    return is_review(n) and n.verdict in ("mistake", "blunder")
