""""review" at the end of a hotseat hand: the review of the human seats (hwtutor/bots/review.py),
shown on the table and written into the hand's own record as `source = "review"` notes."""
from __future__ import annotations

from pathlib import Path

from ..rules.messages import Seat, msg
from ..textsafe import clean, os_reason
from . import save as saving
from .session import Match


def review_hand(m: Match, hand_file: Path, say, keep=None) -> None:
    """Review the finished current hand; `say(Msg)` shows one line. The record at `hand_file` gets the notes;
    then `keep(decisions, hand_file)` (if given) keeps the marked ones for the drills' review mode."""
    from ..bots.review import DEFAULT_DEPTH, note_msg, review
    from ..replay.annotate import review_notes, with_review
    from ..rules.faces import known
    seats = set(m.humans) or set(range(m.n))
    say(msg("review.running", seats=tuple(Seat(s) for s in sorted(seats))))
    deal = known(m.deal, "the finished hand's deal")
    decisions = review(m.rs, deal, [line.action for line in m.lines], seats, DEFAULT_DEPTH)
    for d in decisions:
        say(msg("review.line", nth=d.at + 1, seat=Seat(d.seat), text=note_msg(m.rs, d)))
    if not decisions:
        say(msg("review.none", seats=tuple(Seat(s) for s in sorted(seats))))
        return
    rec = with_review(saving.to_record(m), review_notes(m.rs, decisions))
    try:
        saving.atomic_write(hand_file, saving.record_text(m, rec))
    except OSError as e:
        say(msg("review.write-failed", file=clean(hand_file), reason=os_reason(e)))
        return
    say(msg("review.written", file=clean(hand_file)))  # a file name is untrusted text
    if keep is not None:
        keep(decisions, hand_file)
