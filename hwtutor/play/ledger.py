"""The player ledger: every finished hand per player name, in SQLite.

`ledger.sqlite3` in the data folder: `--data-dir`, else `$HWTUTOR_HOME`, else
click's application folder for "hwtutor". One row per (match, hand, seat),
so recording a hand twice (after a crash and a resume) changes nothing.
The table `hwtutor players` shows adds up game points per player and
variant, with the Zhejiang title (R-23) they reach, and the latest Taihu
level.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..rules.deal import TAIHU_LEVELS
from ..rules.trick.settle import title_name
from ..rules.variants import has_titles
from ..sqlstore import UserDB

DB_NAME = "ledger.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (
  match_id TEXT NOT NULL,
  hand INTEGER NOT NULL,
  seat TEXT NOT NULL,
  variant TEXT NOT NULL,
  name TEXT NOT NULL,
  bot INTEGER NOT NULL DEFAULT 0,
  game_points INTEGER NOT NULL DEFAULT 0,
  level TEXT,
  at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (match_id, hand, seat)
);
CREATE INDEX IF NOT EXISTS hands_name ON hands (name, variant);
"""




@dataclass
class Row:
    name: str
    variant: str
    hands: int
    game_points: int
    level: str | None
    best_level: str | None
    bot: bool

    def title(self, lang: str = "en") -> str | None:
        if not has_titles(self.variant):  # R-23 is Zhejiang's (seed 000 §11), and Jiande's, which plays as Zhejiang
            return None
        return title_name(self.game_points, lang)


TABLES = {"hands": ("match_id", "hand", "seat", "variant", "name", "bot", "game_points", "level", "at")}
PENDING_NAME = "ledger-pending.jsonl"
REJECTED_NAME = "ledger-pending.rejected.jsonl"
_INT64 = range(-(2**63), 2**63)
Seats = list[tuple[str, str, bool, int, "str | None"]]


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v in _INT64


def _text(v) -> bool:
    """A string SQLite can store (a lone surrogate from a JSON escape cannot be encoded)."""
    if not isinstance(v, str):
        return False
    try:
        v.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def pending_entry(line: str) -> dict | None:
    """One line of the pending file as the hand _keep wrote, or None when it is anything else."""
    try:
        e = json.loads(line)
    except (ValueError, RecursionError):  # torn, not JSON, an integer of thousands of digits, nested without end
        return None
    if not (isinstance(e, dict) and _text(e.get("match_id")) and _int(e.get("hand"))
            and _text(e.get("variant")) and isinstance(e.get("seats"), list) and e["seats"]):
        return None
    for row in e["seats"]:
        if not (isinstance(row, list) and len(row) == 5):
            return None
        seat, name, bot, gp, level = row
        if not (_text(seat) and _text(name) and isinstance(bot, bool | int) and _int(int(bot)) and _int(gp)
                and (level is None or _text(level))):
            return None
    return e


class Ledger:
    """The ledger of one data folder. A damaged file is moved aside, a locked or
    read-only one never stops the game (hwtutor/sqlstore.py). A finished hand is
    never missing: when it cannot be entered, it is kept in `ledger-pending.jsonl`
    beside the database and entered at the next start."""

    def __init__(self, folder: str | os.PathLike, notify=None, lang: str | None = None):
        self.folder = Path(folder)
        self.path = self.folder / DB_NAME
        self.pending_path = self.folder / PENDING_NAME
        self.notify, self.lang = notify, lang
        self._db: UserDB | None = None
        self.unsent: list[dict] = []  # hands neither entered nor kept in the pending file

    @property
    def db(self) -> UserDB:
        if self._db is None:  # opened when first needed: `play` with no ledger use stays quick
            self._db = UserDB(self.path, SCHEMA, TABLES, self.notify, self.lang)
            self._enter_pending()
        return self._db

    def start(self) -> Ledger:
        """Open the ledger now (entering the hands an earlier session kept pending)."""
        _ = self.db  # the property opens it
        return self

    def _insert(self, entry: dict) -> int | None:
        """Rows added (0 for a hand entered before), or None when the ledger cannot take it now."""
        rows = [(entry["match_id"], entry["hand"], s, entry["variant"], name, int(bot), gp, lv)
                for s, name, bot, gp, lv in entry["seats"]]
        added = []
        if not self.db.saved or not self.db.write(lambda con: added.append(con.executemany(
                "INSERT OR IGNORE INTO hands (match_id, hand, seat, variant, name, bot, game_points, level) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows).rowcount)):
            return None
        return added[0]

    def record_hand(self, match_id: str, hand: int, variant: str, seats: Seats) -> int | None:
        """seats: (seat, name, is_bot, game points this hand, level after it). Rows added, or None
        when the hand was kept pending (it is entered at the next start)."""
        entry = {"match_id": match_id, "hand": hand, "variant": variant,
                 "seats": [list(x) for x in seats]}
        added = self._insert(entry)
        if added is None:
            self._keep(entry)
        return added

    def _keep(self, entry: dict) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with open(self.pending_path, "a", encoding="utf-8") as f:
                f.write(json.dumps(entry, ensure_ascii=False) + "\n")
                f.flush()
                os.fsync(f.fileno())
        except OSError:
            self.unsent.append(entry)  # tried again at the next hand of this session

    def _enter_pending(self) -> None:
        """Enter the hands kept pending by an earlier session (each at most once: INSERT OR IGNORE).
        A line that is not a hand as _keep writes it (a torn line, a wrong type, an integer SQLite
        cannot hold) is moved to `ledger-pending.rejected.jsonl`, said once, and the lines after it
        are entered all the same (issue 19 item 11)."""
        if self.unsent:
            self.unsent = [e for e in self.unsent if self._insert(e) is None]
        try:
            from ..safefile import read_capped
            text = read_capped(self.pending_path).decode("utf-8", "replace")
        except OSError:
            return
        if not self.db.saved:  # nothing can be entered now: the file stays as it is
            return
        lines = text.splitlines()
        left: list[str] = []
        rejected: list[str] = []
        for line in lines:
            entry = pending_entry(line)
            if entry is None:
                if line.strip():
                    rejected.append(line)
                continue
            if left or self._insert(entry) is None:  # the ledger refused one (locked): keep the rest as well
                left.append(line)
        if left == lines:
            return  # nothing entered, nothing set aside: leave the file untouched
        if rejected and not self._set_aside(rejected):
            left += rejected  # not set aside: they stay where they were
        try:
            if left:
                from ..safefile import write_atomic
                write_atomic(self.pending_path, "".join(x + "\n" for x in left))
            else:
                self.pending_path.unlink()
        except OSError:
            pass

    def _set_aside(self, rejected: list[str]) -> bool:
        from ..rules.messages import msg
        from ..textsafe import clean
        aside = self.folder / REJECTED_NAME
        try:
            with open(aside, "a", encoding="utf-8") as f:
                f.write("".join(x + "\n" for x in rejected))
        except OSError:
            return False
        self.db.tell(msg("play.ledger-rejected", n=len(rejected), path=clean(aside)))
        return True

    def rows(self) -> list[Row]:
        if not self.path.exists() and not self.pending_path.exists():
            return []
        db = self.db
        agg = db.read(
            "SELECT name, variant, COUNT(*), COALESCE(SUM(game_points), 0), MAX(bot) FROM hands "
            "GROUP BY name, variant ORDER BY variant, SUM(game_points) DESC, name")
        out = []
        for name, variant, n, gp, bot in agg:
            levels = [r[0] for r in db.read(
                "SELECT level FROM hands WHERE name = ? AND variant = ? AND level IS NOT NULL "
                "ORDER BY rowid", (name, variant))]
            known = [lv for lv in levels if lv in TAIHU_LEVELS]
            best = max(known, key=TAIHU_LEVELS.index) if known else None
            out.append(Row(str(name), str(variant), n, gp, levels[-1] if levels else None, best, bool(bot)))
        return out

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
