"""Reading a file named by the user (a record, a save) without trusting it,
and writing one whole or not at all.

Reading: only a regular file is read (a FIFO would block forever, /dev/zero
never ends), and never more than a cap, checked before anything parses it.
Writing: a temporary file beside the target, then a rename (write_atomic).
Only a regular file (or a name that does not exist yet) is ever replaced: a
device, a FIFO, a socket or a folder named as the target (directly or through
a symlink) is refused with WriteRefused, before anything is written (issue 19
item 5: as root, `review --out /dev/null` had replaced the system's /dev/null)."""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

MAX_READ = 16 * 1024 * 1024


class ReadRefused(OSError):
    """The path is not a regular file, or the file is larger than the cap."""

    def __init__(self, reason: str, size: int | None = None):
        super().__init__(reason)
        self.reason, self.size = reason, size  # reason: "not-regular" | "too-large"


class WriteRefused(OSError):
    """The target of a write exists and is not a regular file (a device, a FIFO, a socket, a folder)."""

    def __init__(self, path: str | os.PathLike):
        super().__init__(errno.EEXIST, "not a regular file", str(path))
        self.reason = "not-regular"


def writable_target(path: str | os.PathLike) -> Path:
    """The file a write of PATH replaces: PATH itself, or the target of a symlink PATH.
    Raises WriteRefused when that exists and is not a regular file; a folder is
    IsADirectoryError (as before)."""
    p = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    try:
        st = os.stat(p)
    except OSError:
        return p  # a new name (or a part of the path missing: the write says so)
    if stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(p))
    if not stat.S_ISREG(st.st_mode):
        raise WriteRefused(p)
    return p


def read_capped(path: str | os.PathLike, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes.

    Raises ReadRefused for anything else (a FIFO, a device, a directory, a
    file over the cap) and OSError when the file cannot be opened or read.
    The file is opened non-blocking, so a FIFO swapped in after a check
    cannot block the open, and it is judged by its open descriptor."""
    limit = MAX_READ if limit is None else limit
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise ReadRefused("not-regular")
        if st.st_size > limit:
            raise ReadRefused("too-large", st.st_size)
        chunks, total = [], 0
        while total <= limit:  # a file that grows while it is read is still cut at the cap
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise ReadRefused("too-large", total)
        return b"".join(chunks)
    finally:
        os.close(fd)


def write_atomic(path: str | os.PathLike, text: str, make_folder: bool = True) -> None:
    """Write FILE whole or not at all. A symlink is written through (its target
    is replaced, the link stays); the file keeps its mode; the temporary file
    is named with this process's id so that another instance never takes it
    for a stale one. Anything but a regular file or a new name is refused
    (writable_target)."""
    p = writable_target(path)
    folder = p.parent if str(p.parent) else Path(".")
    if make_folder:
        folder.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(p).st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.{os.getpid()}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), mode)
            os.fsync(f.fileno())
        _still_regular(p)  # swapped for a device since the check: refused again
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


def _still_regular(p: Path) -> None:
    try:
        st = os.lstat(p)
    except OSError:
        return
    if not stat.S_ISREG(st.st_mode):
        raise WriteRefused(p)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
