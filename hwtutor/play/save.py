"""Autosave: the match as a game record, written atomically after every action.

The save file FILE is the record (record-format.md) of the hand being played:
`players`, `[deal]` and `actions` as any record, so `hwtutor check FILE` and
`hwtutor replay FILE` read it, finished or not. What a record does not hold
-- the match -- is the user field `_match` (fields starting with `_` are the
user's, record-format.md):

    _match = { kind = "hwtutor-match", version = 1, id = "…", seed = 7, hand = 3,
               bots = ["p2", "p4"], lang = "zh", scores = { p1 = 4, … },
               hands = [{ hand = 1, file = "game.hand-1.hongwu.toml", game_points = { … } }, …],
               over = false }

`scores` are the cumulative game points at the start of this hand; Taihu
levels at its start are the record's own `[deal] levels`, the next showing's
opener its `first_to_show`. Every finished hand is also written on its own,
next to FILE, as `NAME.hand-K.hongwu.toml` (NAME = FILE without
`.hongwu.toml`): a complete record that `check` and `replay` open.

Writing: a temporary file in the same folder, flush, fsync, then os.replace
over FILE (and an fsync of the folder), so FILE is always either the old or
the new record, never a torn one, even when the process is killed.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from ..replay.check import replay_record
from ..replay.record import Record, read_record, write_record
from ..rules.variants import VARIANTS
from .session import HandDone, Match, PlayError, seat_label

KIND = "hwtutor-match"
VERSION = 1
SUFFIX = ".hongwu.toml"


def atomic_write(path: str | os.PathLike, text: str) -> None:
    p = Path(path)
    folder = p.parent if str(p.parent) else Path(".")
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + p.name + ".", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable
        dfd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dfd)
        finally:
            os.close(dfd)
    except OSError:
        pass


def remove_stale_temps(path: str | os.PathLike) -> int:
    """Temporary files a killed writer left beside FILE (never FILE itself); return how many went."""
    p = Path(path)
    n = 0
    for t in p.parent.glob("." + glob_escape(p.name) + ".*.tmp"):
        try:
            t.unlink()
            n += 1
        except OSError:
            pass
    return n


def glob_escape(name: str) -> str:
    import glob
    return glob.escape(name)


def hand_path(path: str | os.PathLike, hand: int) -> Path:
    """FILE.hongwu.toml -> FILE.hand-K.hongwu.toml (beside it)."""
    p = Path(path)
    name = p.name
    stem = name[: -len(SUFFIX)] if name.endswith(SUFFIX) else (p.stem if p.suffix else name)
    return p.with_name(f"{stem}.hand-{hand}{SUFFIX}")


def match_field(m: Match) -> dict[str, Any]:
    hands = []
    for d in m.done:
        if d.hand == m.hand_no:
            continue  # the current hand is the record itself
        h: dict[str, Any] = {"hand": d.hand}
        if d.file:
            h["file"] = d.file
        if "game_points" in d.result:
            h["game_points"] = dict(d.result["game_points"])
        if "levels" in d.result:
            h["levels"] = dict(d.result["levels"])
        if d.result.get("redeal"):
            h["redeal"] = True
        if "dealer" in d.result:
            h["dealer"] = d.result["dealer"]
        hands.append(h)
    out = {"kind": KIND, "version": VERSION, "id": m.id, "seed": m.seed, "hand": m.hand_no,
           "bots": [seat_label(b) for b in sorted(m.bots)], "lang": m.lang,
           "scores": {seat_label(i): m.start_scores[i] for i in range(m.n)},
           "hands": hands, "over": m.over}
    if m.declined:  # xuan: declarations declined by silence since the last action (not in the record)
        out["declined"] = [[k, seat_label(s)] for k, s in sorted(m.declined)]
    return out


def to_record(m: Match) -> Record:
    meta: dict[str, Any] = {"event": "hwtutor play", "seed": m.seed, "round": m.hand_no}
    return Record(m.variant, list(m.names), m.deal, list(m.lines), dict(m.rules_overrides),
                  meta=meta, user={"_match": match_field(m)})


def record_text(m: Match) -> str:
    """The current hand as record text (the save file's content)."""
    return write_record(to_record(m))


def save(m: Match, path: str | os.PathLike) -> None:
    atomic_write(path, record_text(m))


def save_hand(m: Match, path: str | os.PathLike) -> Path:
    """Write the finished current hand beside FILE; remember its name in the match."""
    hp = hand_path(path, m.hand_no)
    for d in m.done:
        if d.hand == m.hand_no:
            d.file = hp.name
    atomic_write(hp, record_text(m))
    return hp


# ------------------------------------------------------------------ loading
def _int(v: Any, name: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool):
        raise PlayError("play.bad-save", detail=name)
    return v


def load(path: str | os.PathLike, chooser=None) -> Match:
    """Rebuild the match from a save file (PlayError with the reason otherwise)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except OSError as e:
        raise PlayError("play.bad-save", detail=e.strerror or type(e).__name__) from None
    return loads(data, chooser)


def loads(data: bytes | str, chooser=None) -> Match:
    rec, issues = read_record(data)
    if rec is None:
        detail = issues[-1].message("en") if issues else "?"
        raise PlayError("play.bad-save", detail=detail[:200])
    mf = rec.user.get("_match")
    if not isinstance(mf, dict) or mf.get("kind") != KIND:
        raise PlayError("play.not-a-match")
    if _int(mf.get("version"), "version") > VERSION:
        raise PlayError("play.bad-save", detail="version")
    rs = VARIANTS[rec.variant]
    bots_raw = mf.get("bots", [])
    if not isinstance(bots_raw, list) or not all(isinstance(b, str) for b in bots_raw):
        raise PlayError("play.bad-save", detail="bots")
    from .session import parse_seats
    bots = parse_seats(",".join(bots_raw), rs.players)
    lang = mf.get("lang") if mf.get("lang") in ("zh", "en") else "en"
    mid = mf.get("id")
    m = Match(rec.variant, rec.players, bots, _int(mf.get("seed"), "seed"),
              match_id=mid if isinstance(mid, str) and mid else None, rules=rec.rules, chooser=chooser, lang=lang)
    m.hand_no = _int(mf.get("hand"), "hand")
    scores = mf.get("scores", {})
    if not isinstance(scores, dict):
        raise PlayError("play.bad-save", detail="scores")
    m.start_scores = [_int(scores.get(seat_label(i), 0), "scores") for i in range(m.n)]
    m.scores = list(m.start_scores)
    hands = mf.get("hands", [])
    if not isinstance(hands, list):
        raise PlayError("play.bad-save", detail="hands")
    for h in hands:
        if not isinstance(h, dict):
            raise PlayError("play.bad-save", detail="hands")
        res = {k: h[k] for k in ("game_points", "levels", "redeal", "dealer") if k in h}
        m.done.append(HandDone(_int(h.get("hand"), "hands"), res,
                               h.get("file") if isinstance(h.get("file"), str) else None))
    m.over = bool(mf.get("over", False))
    if m.taihu:
        m.levels = tuple(rec.deal.levels)
        m.first_to_show = rec.deal.first_to_show
    _, applied, bad = replay_record(rec)
    if bad:
        raise PlayError("play.bad-save", detail=f"action {applied}: {bad.message('en')}"[:200])
    m.start(rec.deal, list(rec.actions))
    declined = mf.get("declined", [])
    if not isinstance(declined, list):
        raise PlayError("play.bad-save", detail="declined")
    from ..rules.climb.declare_xuan import MOMENTS
    for item in declined:
        if (not isinstance(item, list) or len(item) != 2 or item[0] not in MOMENTS
                or not isinstance(item[1], str)):
            raise PlayError("play.bad-save", detail="declined")
        m.declined |= {(item[0], s) for s in parse_seats(item[1], m.n)}
    return m
