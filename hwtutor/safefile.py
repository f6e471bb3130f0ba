"""Reading a file named by the user (a record, a save) without trusting it:
only a regular file is read (a FIFO would block forever, /dev/zero never
ends), and never more than a cap, checked before anything parses it."""
from __future__ import annotations

import os
import stat

MAX_READ = 16 * 1024 * 1024


class ReadRefused(OSError):
    """The path is not a regular file, or the file is larger than the cap."""

    def __init__(self, reason: str, size: int | None = None):
        super().__init__(reason)
        self.reason, self.size = reason, size  # reason: "not-regular" | "too-large"


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
