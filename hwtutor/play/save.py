"""Autosave: the match as a game record, written atomically after every action.

The save file FILE is the record (record-format.md) of the hand being played:
`players`, `[deal]` and `actions` as any record, so `hwtutor check FILE` and
`hwtutor replay FILE` read it, finished or not. What a record does not hold
-- the match -- is the user field `_match` (fields starting with `_` are the
user's, record-format.md):

    _match = { kind = "hwtutor-match", version = 1, id = "…", seed = 7, hand = 3,
               bots = ["p2", "p4"], bot_levels = { p2 = "strong", p4 = "easy" },
               lang = "zh", scores = { p1 = 4, … },
               hands = [{ hand = 1, file = "game.hand-1.hongwu.toml", game_points = { … } }, …],
               over = false }

`scores` are the cumulative game points at the start of this hand; Taihu
levels at its start are the record's own `[deal] levels`, the next showing's
opener its `first_to_show`. Every finished hand is also written on its own,
next to FILE, as `NAME.hand-K.hongwu.toml` (NAME = FILE without
`.hongwu.toml`): a complete record that `check` and `replay` open. Where that
name is taken (an earlier game under the same name), `NAME.2.hand-K…` and so
on: a hand record never replaces a file.

Writing: a temporary file in the same folder, flush, fsync, then os.replace
over FILE (and an fsync of the folder), so FILE is always either the old or
the new record, never a torn one, even when the process is killed.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..replay.check import replay_record
from ..replay.record import Record, read_record
from ..replay.record_writer import write_record
from ..rules.faces import known
from ..rules.variants import VARIANTS
from ..safefile import write_atomic as atomic_write
from ..textsafe import clean
from .carried import HandDone, Kept
from .session import Match, PlayError, seat_label

if TYPE_CHECKING:
    from ..lockfile import FileLock

KIND = "hwtutor-match"
VERSION = 1
SUFFIX = ".hongwu.toml"


def remove_stale_temps(path: str | os.PathLike) -> int:
    """Temporary files a killed writer left beside FILE (never FILE itself, never this process's
    own); return how many went. Call it only while holding FILE's SaveLock: every writer of a
    save (the game, `review`) holds that lock, so no other instance is writing one of these
    (issue 19 item 3: whether a process lives is not asked of the system, which on Windows
    `os.kill(pid, 0)` would answer with a Ctrl-C)."""
    p = Path(path)
    n = 0
    own = f".{p.name}.{os.getpid()}."
    for t in p.parent.glob("." + glob_escape(p.name) + ".*.tmp"):
        if t.name.startswith(own):
            continue
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
    levels = {seat_label(b): m.bot_levels.get(b, "easy") for b in sorted(m.bots)}
    if any(v != "easy" for v in levels.values()):  # all-easy matches keep the older, shorter field set
        out["bot_levels"] = levels
    if m.practice_votes:  # the humans who agreed that the game is practice (undo past seen cards)
        out["practice"] = [seat_label(s) for s in sorted(m.practice_votes)]
    if m.declined:  # xuan: declarations declined by silence since the last action (not in the record)
        out["declined"] = [[k, seat_label(s)] for k, s in sorted(m.declined)]
    return out


OWN_META = ("event", "seed", "round")


def to_record(m: Match) -> Record:
    kept = m.kept or Kept()
    meta: dict[str, Any] = {**kept.meta, "event": "hwtutor play", "seed": m.seed, "round": m.hand_no}
    notes = list(kept.notes) if kept.hand == m.hand_no else []
    return Record(m.variant, list(m.names), known(m.deal, "the hand's deal"), list(m.lines), dict(m.rules_overrides),
                  notes=notes, meta=meta, user={**kept.user, "_match": match_field(m)})


def record_text(m: Match, rec: Record | None = None) -> str:
    """The current hand (or `rec`, a record of it) as record text (the save file's content); what
    the user wrote beyond the record (comments, unknown keys and tables, unknown note fields) is
    kept as written (replay/keep_toml.py, issue 19 item 8)."""
    rec = to_record(m) if rec is None else rec
    kept = m.kept
    if kept is not None and kept.text:
        from ..replay.keep_toml import write_over
        return write_over(rec, kept.text)
    return write_record(rec)


def save(m: Match, path: str | os.PathLike) -> None:
    atomic_write(path, record_text(m))


def free_hand_path(path: str | os.PathLike, hand: int) -> Path:
    """hand_path, or where something already lies there (an earlier game's record under a reused
    --save name, a symlink planted there) `NAME.2.hand-K.hongwu.toml`, `NAME.3.…`: a hand record never
    replaces a file nor writes through a link (issue 19 item 10)."""
    hp = hand_path(path, hand)
    k = 1
    while os.path.lexists(hp):
        k += 1
        stem = hand_path(path, hand).name[: -len(f".hand-{hand}{SUFFIX}")]
        hp = hp.with_name(f"{stem}.{k}.hand-{hand}{SUFFIX}")
    return hp


def save_hand(m: Match, path: str | os.PathLike) -> Path:
    """Write the finished current hand beside FILE, under a name nothing holds yet; remember its
    name in the match."""
    hp = free_hand_path(path, m.hand_no)
    for d in m.done:
        if d.hand == m.hand_no:
            d.file = hp.name
    atomic_write(hp, record_text(m))
    return hp


# ------------------------------------------------------------------ locking
class SaveLock:
    """One instance at a time on a save: an exclusive lock (hwtutor/lockfile.py: flock, or
    msvcrt on Windows) on `.NAME.lock` beside it, held while the game is open. The system
    drops the lock of a killed process, so a lock left behind is simply taken over. A lock
    path that is a link, a folder, a FIFO or a device is refused (play.lock-odd); where the
    folder cannot hold the lock file (read-only, missing, full), nothing is locked: nothing
    can be saved there either, and the save says so once. `held` tells whether the lock is
    taken (only then may the stale temporary files of a killed writer be removed)."""

    def __init__(self, path: str | os.PathLike):
        p = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
        self.path = p.with_name(f".{p.name}.lock")
        self._lock: FileLock | None = None

    @property
    def held(self) -> bool:
        return self._lock is not None

    def acquire(self) -> SaveLock:
        from ..lockfile import FileLock, Held, NotALockFile
        lock = FileLock(self.path)
        try:
            if lock.acquire():
                self._lock = lock
        except Held as e:
            raise PlayError("play.locked", pid=e.pid or "?") from None
        except NotALockFile:
            raise PlayError("play.lock-odd", path=clean(self.path)) from None
        except OSError:  # read-only or missing folder, a full disk: not locked
            pass
        return self

    def release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> SaveLock:
        return self if self._lock is not None else self.acquire()

    def __exit__(self, *exc) -> None:
        self.release()


# ------------------------------------------------------------------ loading
def _bad(where: str) -> PlayError:
    return PlayError("play.bad-save", detail=where)


def _int(v: Any, name: str, lo: int | None = None) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or (lo is not None and v < lo):
        raise _bad(name)
    return v


def _seat_map(v: Any, where: str, n: int, ok) -> None:
    """A table seat -> value (p1..pN), every value accepted by ok()."""
    seats = {seat_label(i) for i in range(n)}
    if not isinstance(v, dict) or not all(k in seats and ok(x) for k, x in v.items()):
        raise _bad(where)


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def check_match_field(mf: dict, n: int) -> None:
    """The whole `_match` table checked at once, before anything uses it: a save
    edited by hand (or broken) is refused with one message naming the field."""
    from ..rules.climb.declare_xuan import MOMENTS
    from ..rules.deal import TAIHU_LEVELS
    seats = {seat_label(i) for i in range(n)}
    _int(mf.get("version"), "_match.version")
    _int(mf.get("seed"), "_match.seed")
    _int(mf.get("hand"), "_match.hand", 0)
    if "id" in mf and not isinstance(mf["id"], str):
        raise _bad("_match.id")
    bots = mf.get("bots", [])
    if not isinstance(bots, list) or not all(isinstance(b, str) and b.lower() in seats for b in bots):
        raise _bad("_match.bots")
    from ..bots.search import LEVELS
    levels = mf.get("bot_levels", {})
    if not isinstance(levels, dict) or not all(
            isinstance(k, str) and k.lower() in seats and isinstance(v, str) and v in LEVELS
            for k, v in levels.items()):
        raise _bad("_match.bot_levels")
    if "lang" in mf and not isinstance(mf["lang"], str):
        raise _bad("_match.lang")
    _seat_map(mf.get("scores", {}), "_match.scores", n, _is_int)
    hands = mf.get("hands", [])
    if not isinstance(hands, list):
        raise _bad("_match.hands")
    for i, h in enumerate(hands):
        where = f"_match.hands[{i}]"
        if not isinstance(h, dict):
            raise _bad(where)
        _int(h.get("hand"), where + ".hand", 0)
        if "file" in h and not isinstance(h["file"], str):
            raise _bad(where + ".file")
        if "game_points" in h:
            _seat_map(h["game_points"], where + ".game_points", n, _is_int)
        if "levels" in h:
            _seat_map(h["levels"], where + ".levels", n, lambda x: isinstance(x, str) and x in TAIHU_LEVELS)
        if "redeal" in h and not isinstance(h["redeal"], bool):
            raise _bad(where + ".redeal")
        if "dealer" in h and h["dealer"] not in seats:
            raise _bad(where + ".dealer")
    if not isinstance(mf.get("over", False), bool):
        raise _bad("_match.over")
    practice = mf.get("practice", [])
    if not isinstance(practice, list) or not all(isinstance(x, str) and x.lower() in seats for x in practice):
        raise _bad("_match.practice")
    declined = mf.get("declined", [])
    if not isinstance(declined, list) or not all(
            isinstance(d, list) and len(d) == 2 and d[0] in MOMENTS and isinstance(d[1], str) and d[1].lower() in seats
            for d in declined):
        raise _bad("_match.declined")


def load(path: str | os.PathLike, chooser=None) -> Match:
    """Rebuild the match from a save file (PlayError with the reason otherwise).
    Only a regular file is read, and at most MAX_READ bytes of it."""
    from ..rules.messages import msg
    from ..safefile import ReadRefused, read_capped
    try:
        data = read_capped(path)
    except ReadRefused as e:
        key = "play.save-not-regular" if e.reason == "not-regular" else "play.save-too-large"
        raise PlayError("play.bad-save", detail=msg(key)) from None
    except (OSError, ValueError) as e:
        from ..textsafe import os_reason  # in the player's words and language
        detail = os_reason(e, reading=True) if isinstance(e, OSError) else type(e).__name__
        raise PlayError("play.bad-save", detail=detail) from None
    return loads(data, chooser)


def loads(data: bytes | str, chooser=None) -> Match:
    rec, issues = read_record(data)
    if rec is None:
        detail = issues[-1].message("en") if issues else "?"
        raise PlayError("play.bad-save", detail=detail[:200])
    mf = rec.user.get("_match")
    if not isinstance(mf, dict) or mf.get("kind") != KIND:
        raise PlayError("play.not-a-match")
    if _int(mf.get("version"), "_match.version") > VERSION:
        raise _bad("_match.version")
    rs = VARIANTS[rec.variant]
    check_match_field(mf, rs.players)
    from .session import parse_seats
    bots = parse_seats(",".join(mf.get("bots", [])), rs.players)
    lang = "zh" if mf.get("lang") == "zh" else "en"
    mid = mf.get("id")
    levels = {s: level for label, level in mf.get("bot_levels", {}).items() for s in parse_seats(label, rs.players)}
    m = Match(rec.variant, rec.players, bots, mf["seed"],
              match_id=mid if isinstance(mid, str) and mid else None, rules=rec.rules, chooser=chooser, lang=lang,
              bot_levels=levels)
    m.hand_no = mf["hand"]
    scores = mf.get("scores", {})
    m.start_scores = [scores.get(seat_label(i), 0) for i in range(m.n)]
    m.scores = list(m.start_scores)
    for h in mf.get("hands", []):
        res = {k: h[k] for k in ("game_points", "levels", "redeal", "dealer") if k in h}
        m.done.append(HandDone(h["hand"], res, h.get("file")))
    m.over = mf.get("over", False)
    if m.own_levels:
        m.levels = tuple(rec.deal.levels)
        m.first_to_show = rec.deal.first_to_show
    _, applied, bad = replay_record(rec)
    if bad:
        from ..rules.messages import msg
        raise PlayError("play.bad-save", detail=msg("play.save-illegal", nth=applied + 1))  # counted from 1
    m.start(rec.deal, list(rec.actions))
    m.practice_votes = {s for label in mf.get("practice", []) for s in parse_seats(label, m.n)}
    for kind, seat in mf.get("declined", []):
        m.declined |= {(kind, s) for s in parse_seats(seat, m.n)}
    m.kept = kept = Kept({k: v for k, v in rec.user.items() if k != "_match"},
                         {k: v for k, v in rec.meta.items() if k not in OWN_META}, list(rec.notes), m.hand_no)
    text = data.decode("utf-8") if isinstance(data, bytes) else data
    from ..replay.keep_toml import keeps_more
    if keeps_more(rec, text):
        kept.text = text
    return m
