"""The unfinished games in the data folder's saves/ (for `hwtutor resume` without a file, `hwtutor saves`).

A save is unfinished while its match is not over (`_match.over` false). The
files a finished hand leaves beside a save (`NAME.hand-K.hongwu.toml`) are
records of one hand, not saves, and are skipped; so is anything that is not
a readable hotseat save. Newest first, by the time the file was last written.

A save holds the hand being played, or the hand just finished when the table stopped at its end (the next
hand is dealt only when play goes on): `hand_over` tells which, from the record replayed, so that the list
says "1 hand played, hand 2 next" rather than "hand 1" of a hand that is over.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

SCANNED = 200  # the newest files looked at; older ones are not listed
_HAND_FILE = re.compile(r"\.hand-\d+\.hongwu\.toml$")


@dataclass(frozen=True)
class SavedGame:
    path: Path
    variant: str
    players: tuple[str, ...]
    bots: tuple[str, ...]
    hand: int
    actions: int
    mtime: float
    hand_over: bool = False  # the save's hand is finished: the next one is dealt when play goes on


def read_saved(path: Path) -> SavedGame | None:
    """The save's summary, or None when it is not an unfinished hotseat save."""
    from ..replay.record import read_record
    from ..safefile import read_capped
    try:
        data = read_capped(path)  # a regular file only, and capped (ReadRefused is an OSError)
        st = path.stat()
    except OSError:
        return None
    rec, _ = read_record(data)
    if rec is None:
        return None
    mf = rec.user.get("_match")
    if not isinstance(mf, dict) or mf.get("kind") != "hwtutor-match" or mf.get("over"):
        return None
    hand = mf.get("hand")
    bots = mf.get("bots", [])
    if not isinstance(hand, int) or not isinstance(bots, list):
        return None
    from ..replay.check import replay_record
    game, _, bad = replay_record(rec)
    return SavedGame(path, rec.variant, tuple(rec.players), tuple(str(b) for b in bots), hand,
                     len(rec.actions), st.st_mtime, hand_over=bad is None and game.over)


def unfinished(folder: Path) -> list[SavedGame]:
    """The unfinished games saved in `folder`/saves, newest first."""
    saves = folder / "saves"
    try:
        files = [p for p in saves.glob("*.hongwu.toml") if not _HAND_FILE.search(p.name) and p.is_file()]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    files.sort(key=mtime, reverse=True)
    out = []
    for p in files[:SCANNED]:
        g = read_saved(p)
        if g is not None:
            out.append(g)
    return out
