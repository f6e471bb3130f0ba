"""The player ledger: every finished hand per player name, in SQLite.

`ledger.sqlite3` in the data folder: `--data-dir`, else `$HWTUTOR_HOME`, else
click's application folder for "hwtutor". One row per (match, hand, seat),
so recording a hand twice (after a crash and a resume) changes nothing.
The table `hwtutor players` shows adds up game points per player and
variant, with the Zhejiang title (R-23) they reach, and the latest Taihu
level.
"""
from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from ..rules.deal import TAIHU_LEVELS
from ..rules.trick.settle import title

DB_NAME = "ledger.sqlite3"
TITLE_VARIANTS = ("zhejiang-2", "zhejiang-3")  # R-23 is Zhejiang's (seed 000 §11)

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
        if self.variant not in TITLE_VARIANTS:
            return None
        zh, en = title(self.game_points)
        return zh if lang == "zh" else en


class Ledger:
    def __init__(self, folder: str | os.PathLike):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / DB_NAME

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=10)
        con.executescript(SCHEMA)
        return con

    def record_hand(self, match_id: str, hand: int, variant: str, seats: list[tuple[str, str, bool, int, str | None]]) -> int:
        """seats: (seat, name, is_bot, game points this hand, level after it); returns rows added."""
        with closing(self._connect()) as con, con:
            cur = con.executemany(
                "INSERT OR IGNORE INTO hands (match_id, hand, seat, variant, name, bot, game_points, level) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(match_id, hand, s, variant, name, int(bot), gp, lv) for s, name, bot, gp, lv in seats])
            return cur.rowcount

    def rows(self) -> list[Row]:
        if not self.path.exists():
            return []
        with closing(self._connect()) as con:
            agg = con.execute(
                "SELECT name, variant, COUNT(*), COALESCE(SUM(game_points), 0), MAX(bot) FROM hands "
                "GROUP BY name, variant ORDER BY variant, SUM(game_points) DESC, name").fetchall()
            out = []
            for name, variant, n, gp, bot in agg:
                levels = [r[0] for r in con.execute(
                    "SELECT level FROM hands WHERE name = ? AND variant = ? AND level IS NOT NULL "
                    "ORDER BY rowid", (name, variant))]
                known = [lv for lv in levels if lv in TAIHU_LEVELS]
                best = max(known, key=TAIHU_LEVELS.index) if known else None
                out.append(Row(name, variant, n, gp, levels[-1] if levels else None, best, bool(bot)))
            return out
