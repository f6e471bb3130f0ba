"""Positions from the learner's own reviewed hands (`hwtutor review`), for the drills' review mode.

The review keeps each decision it marks a mistake (? or ??) as a mistake of the
generic rule `review-best`, with a ref naming the record and the action
(`review:PATH#AT`). Asked again, the record is read afresh: the position before
that action, the play made and the review's better one as options. A record
gone, changed or unreadable gives no question (untrusted input: never a crash).
"""
from __future__ import annotations

import random
from pathlib import Path

from .model import Exercise

RULE = "review-best"
PREFIX = "review:"
MAX_BYTES = 2_000_000  # a record is a few kilobytes: anything far larger is not one


def review_ref(path: str | Path, at: int) -> str:
    return f"{PREFIX}{Path(path).resolve()}#{at}"


def keep_marked(variant: str, target: str | Path, decisions, directory=None, notify=None, lang=None) -> None:
    """Keep each decision a review marked ? or ?? (with a better line) as the player's own mistake, to be
    asked again from the record at `target`, which holds the review's notes. A store that cannot take them
    never fails the caller (hwtutor/sqlstore.py)."""
    marked = [d for d in decisions if d.mark and d.best is not d.played and d.best.action is not None]
    if not marked:
        return
    from .progress import Store
    with Store(directory, notify=notify, lang=lang) as store:
        for d in marked:
            store.record_mistake(RULE, variant, "review", review_ref(target, d.at))


def is_review_ref(ref: str) -> bool:
    return ref.startswith(PREFIX)


def review_question(ref: str, rng: random.Random):
    """(game before the action, the exercise, the record's file name) or None when it cannot be asked."""
    try:
        return _question(ref, rng)
    except Exception:  # noqa: BLE001 - a record edited or damaged since the review: nothing to ask
        return None


def _question(ref: str, rng: random.Random):
    from ..replay.annotate import is_mistake
    from ..replay.record import read_record
    from ..rules.game import new_game
    path, _, at_text = ref.removeprefix(PREFIX).rpartition("#")
    at = int(at_text)
    file = Path(path)
    if not file.is_file() or file.stat().st_size > MAX_BYTES:
        return None
    rec, _ = read_record(file.read_text(encoding="utf-8"))
    if rec is None or not 0 <= at < len(rec.actions):
        return None
    note = next((n for n in rec.notes if n.at == at and is_mistake(n) and n.line), None)
    if note is None:
        return None
    g = new_game(rec.ruleset, rec.deal)
    for line in rec.actions[:at]:
        g.apply(line.action)
    played = rec.actions[at].action
    options = [str(played), note.line[0]]
    if options[0] == options[1]:
        return None
    rng.shuffle(options)
    ex = Exercise("review-best", seat=played.seat, options=tuple(options), action=note.line[0])
    from .kinds import kind_of
    if kind_of(ex.kind).problem(ex, g, played.seat) is not None:
        return None
    from ..textsafe import clean
    return g, ex, clean(file.name, 120)
