"""The player's SQLite files (lesson progress, the ledger) opened so that
nothing the machine does to them stops the program.

- A file that is not a database (corrupt, truncated, a folder, another
  program's schema) is moved aside, kept under a name with the date
  (`progress.sqlite3.bad-20261201-221530`), and a fresh one is started.
- A folder that cannot be written (read-only, full disk) gives a session in
  memory, seeded with what the file holds when it can still be read.
- A locked file is waited for briefly (`TIMEOUT`), never the 10 s that froze
  the hotseat; a write that still fails is reported and the program goes on.

Each of these is said once, in one line, through `notify(msg)`.
"""
from __future__ import annotations

import os
import sqlite3
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path

TIMEOUT = 1.0  # seconds a write waits for another instance's lock


def stderr_notify(lang: str | None = None) -> Callable:
    """Say a notice as one line on stderr, in the player's language."""
    def say(m) -> None:
        from .i18n import default_lang
        from .rules.messages import render
        from .textsafe import clean
        sys.stderr.write(clean(render(m, lang or default_lang())) + "\n")
        sys.stderr.flush()
    return say


class UserDB:
    def __init__(self, path: str | os.PathLike, schema: str, tables: Mapping[str, tuple[str, ...]],
                 notify: Callable | None = None, lang: str | None = None):
        self.path = Path(path)
        self.schema, self.tables = schema, tables
        self.notify = notify or stderr_notify(lang)
        self.told: set[str] = set()
        self.saved = True  # False: this session lives in memory
        self.con = self._open()

    # ------------------------------------------------------------ opening
    def _open(self) -> sqlite3.Connection:
        from .rules.messages import msg
        from .textsafe import clean, os_reason
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return self._memory(msg("store.unsaved", path=clean(self.path), reason=os_reason(e)))
        if self.path.exists() and not self.path.is_file():
            return self._aside(msg("store.not-a-file"))
        try:
            con = sqlite3.connect(self.path, timeout=TIMEOUT)
        except sqlite3.Error as e:
            return self._memory(msg("store.unsaved", path=clean(self.path), reason=_reason(e)))
        try:
            problem = self._check(con)
        except sqlite3.OperationalError as e:
            if _locked(e):  # another instance is writing: go on with the file, each use waits briefly
                self.tell(msg("store.locked", path=clean(self.path)))
                return con
            con.close()
            if _unwritable(e):
                return self._memory(msg("store.unsaved", path=clean(self.path), reason=_reason(e)), copy=True)
            return self._aside(_db_reason(e))
        except sqlite3.DatabaseError as e:  # not a database, or a damaged one
            con.close()
            return self._aside(_db_reason(e))
        if problem is not None:
            con.close()
            return self._aside(problem)
        return con

    def _check(self, con: sqlite3.Connection):
        """None when the file is a sound database with our tables; else why not."""
        from .rules.messages import msg
        row = con.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            return msg("store.damaged")
        con.executescript(self.schema)
        for table, columns in self.tables.items():
            have = {r[1] for r in con.execute(f"PRAGMA table_info({table})")}
            if not set(columns) <= have:
                return msg("store.schema", table=table)
        con.commit()
        return None

    def _aside(self, why) -> sqlite3.Connection:
        """Keep the bad file under a dated name and start a fresh one."""
        from .rules.messages import msg
        from .textsafe import clean, os_reason
        aside = self.path.with_name(f"{self.path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
        k = 1
        while aside.exists():
            k += 1
            aside = aside.with_name(f"{self.path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}-{k}")
        try:
            os.replace(self.path, aside)
            for extra in ("-journal", "-wal", "-shm"):  # a journal would be replayed into the fresh file
                side = self.path.with_name(self.path.name + extra)
                if side.exists():
                    os.replace(side, aside.with_name(aside.name + extra))
        except OSError as e:
            return self._memory(msg("store.unsaved", path=clean(self.path), reason=os_reason(e)))
        self.tell(msg("store.moved", path=clean(self.path), why=why, aside=clean(aside.name)))
        try:
            con = sqlite3.connect(self.path, timeout=TIMEOUT)
            con.executescript(self.schema)
            con.commit()
            return con
        except sqlite3.Error as e:
            return self._memory(msg("store.unsaved", path=clean(self.path), reason=_reason(e)))

    def _memory(self, notice, copy: bool = False) -> sqlite3.Connection:
        """A session in memory: with what the file holds when it can be read."""
        self.saved = False
        self.tell(notice)
        mem = sqlite3.connect(":memory:")
        if copy and self.path.is_file():
            try:  # iterdump, not backup(): backup() retries a locked file forever
                src = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=TIMEOUT)
                try:
                    mem.executescript(";\n".join(src.iterdump()))
                finally:
                    src.close()
            except sqlite3.Error:
                mem.close()
                mem = sqlite3.connect(":memory:")
        try:
            mem.executescript(self.schema)
        except sqlite3.Error:  # a copied file of another schema: start empty
            mem.close()
            mem = sqlite3.connect(":memory:")
            mem.executescript(self.schema)
        return mem

    # ------------------------------------------------------------ using
    def tell(self, m) -> None:
        if m.key not in self.told:
            self.told.add(m.key)
            self.notify(m)

    def write(self, fn) -> bool:
        """Run fn(con) and commit; False (said once) when the file refuses the write."""
        from .rules.messages import msg
        from .textsafe import clean
        try:
            fn(self.con)
            self.con.commit()
            return True
        except sqlite3.Error as e:
            try:
                self.con.rollback()
            except sqlite3.Error:
                pass
            if _locked(e):
                self.tell(msg("store.locked", path=clean(self.path)))
            else:
                self.tell(msg("store.unsaved", path=clean(self.path), reason=_reason(e)))
            return False

    def read(self, sql: str, args: tuple = ()) -> list[tuple]:
        """Rows of a query; none (said once) when the file cannot be read now."""
        from .rules.messages import msg
        from .textsafe import clean
        try:
            return self.con.execute(sql, args).fetchall()
        except sqlite3.Error as e:
            self.tell(msg("store.locked", path=clean(self.path)) if _locked(e)
                      else _db_reason(e))
            return []

    def attempt(self, fn, default):
        """fn(con), or `default` (said once) when the file cannot be read now."""
        from .rules.messages import msg
        from .textsafe import clean
        try:
            return fn(self.con)
        except sqlite3.Error as e:
            self.tell(msg("store.locked", path=clean(self.path)) if _locked(e)
                      else _db_reason(e))
            return default

    def close(self) -> None:
        try:
            self.con.close()
        except sqlite3.Error:
            pass


def _locked(e: BaseException) -> bool:
    return "locked" in str(e) or "busy" in str(e)


def _unwritable(e: BaseException) -> bool:
    s = str(e)
    return "readonly" in s or "read-only" in s or "unable to open" in s or "disk is full" in s or "disk I/O" in s


def _reason(e: BaseException):
    from .rules.messages import msg
    s = str(e)
    if "disk is full" in s:
        return msg("oserr.full")
    if "readonly" in s or "read-only" in s or "unable to open" in s:
        return msg("oserr.readonly")
    return _db_reason(e)


# SQLite's primary result codes (sqlite3 errors carry them as sqlite_errorname, "SQLITE_IOERR_READ" and the like)
_DB_KEYS = {"SQLITE_NOTADB": "store.not-a-db", "SQLITE_CORRUPT": "store.damaged", "SQLITE_FULL": "oserr.full",
            "SQLITE_READONLY": "oserr.readonly", "SQLITE_CANTOPEN": "oserr.readonly", "SQLITE_PERM": "oserr.readonly",
            "SQLITE_AUTH": "oserr.readonly", "SQLITE_IOERR": "oserr.io", "SQLITE_BUSY": "oserr.busy",
            "SQLITE_LOCKED": "oserr.busy", "SQLITE_NOMEM": "store.no-memory"}


def _db_reason(e: BaseException):
    """Why SQLite refused, in the player's words and language (issue 22 §2): by the error's code, never
    SQLite's English sentence ("file is not a database"); its number when no word fits."""
    from .rules.messages import msg
    name = getattr(e, "sqlite_errorname", None) or ""
    primary = "_".join(name.split("_")[:2])
    if primary in _DB_KEYS:
        return msg(_DB_KEYS[primary])
    text = str(e)
    if "not a database" in text:
        return msg("store.not-a-db")
    if "malformed" in text or "corrupt" in text:
        return msg("store.damaged")
    code = getattr(e, "sqlite_errorcode", None)
    return msg("store.code", number=code) if isinstance(code, int) else msg("store.damaged")
