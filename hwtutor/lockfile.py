"""An exclusive lock held through an open file, on every platform (issue 19 items 3 and 6).

POSIX: `flock` on the file; Windows (no `fcntl`): `msvcrt.locking` on one byte
far beyond the text, so another instance can still read the holder's process
id at the start of the file. The system drops either lock when the process
dies, so a lock file left by a killed process is simply taken over.

The lock file is never followed through a symlink (`O_NOFOLLOW`, and an lstat
first where the flag does not exist), and a lock path that is a folder, a
FIFO, a device or a link is refused (NotALockFile) instead of being opened:
a planted link would otherwise truncate the file it points to, and a folder
would let a second instance in. The file is truncated only once the lock is
held, and a full disk while the process id is written keeps the lock (the
id is then unknown to another instance)."""
from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from typing import Any

_FAR = 1 << 30  # the byte msvcrt locks: past any process id written at the start


class NotALockFile(OSError):
    """The lock path exists and is not a regular file (a link, a folder, a FIFO, a device)."""

    def __init__(self, path: str | os.PathLike):
        super().__init__(errno.EEXIST, "not a regular file", str(path))
        self.reason = "not-regular"


class Held(Exception):
    """Another process holds the lock; `pid` is what it wrote ("" when unknown)."""

    def __init__(self, pid: str):
        super().__init__(pid)
        self.pid = pid


# (lock(fd) -> held?, unlock(fd)) of one system's file locks
_Ops = tuple[Callable[[int], bool], Callable[[int], object]]


def _flock() -> _Ops | None:
    try:
        import fcntl
    except ImportError:
        return None

    def lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True

    return lock, lambda fd: None  # closing the descriptor drops the flock


def _msvcrt() -> _Ops | None:
    try:
        import msvcrt as module
    except ImportError:
        return None
    # typeshed declares msvcrt's functions for win32 only; tests run this path with a stand-in elsewhere
    msvcrt: Any = module

    def at_far(fd: int, mode: int) -> bool:
        os.lseek(fd, _FAR, os.SEEK_SET)
        try:
            msvcrt.locking(fd, mode, 1)
        except OSError:
            return False
        finally:
            os.lseek(fd, 0, os.SEEK_SET)
        return True

    return (lambda fd: at_far(fd, msvcrt.LK_NBLCK)), (lambda fd: at_far(fd, msvcrt.LK_UNLCK))


def primitives() -> _Ops | None:
    """(lock(fd) -> bool, unlock(fd)) for this system, or None where it has no file lock at all."""
    return _flock() or _msvcrt()


_FLAGS = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
          | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOINHERIT", 0) | getattr(os, "O_CLOEXEC", 0))


def _refuse_odd(path: str | os.PathLike) -> None:
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(st.st_mode):  # a link (even to a regular file), a folder, a FIFO, a device
        raise NotALockFile(path)


class FileLock:
    """`acquire()` takes the lock (Held when another process has it, NotALockFile, OSError when
    the file cannot be made); `locked` says whether this system could lock at all."""

    def __init__(self, path: str | os.PathLike):
        self.path = path
        self.fd: int | None = None
        self._ops: _Ops | None = None

    def acquire(self) -> bool:
        """True when held; False where the system has no file lock."""
        ops = primitives()
        if ops is None:
            return False
        lock, _ = ops
        _refuse_odd(self.path)
        try:
            fd = os.open(self.path, _FLAGS, 0o644)
        except OSError as e:
            if e.errno == errno.ELOOP:  # a link planted since the lstat
                raise NotALockFile(self.path) from None
            raise
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise NotALockFile(self.path)
            if not lock(fd):
                raise Held(_read_pid(fd))
        except BaseException:
            os.close(fd)
            raise
        self.fd, self._ops = fd, ops
        try:  # only now, holding the lock, is the file truncated
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, str(os.getpid()).encode("ascii"))
        except OSError:
            pass  # a full disk: the lock holds; another instance will not know our process id
        return True

    def release(self) -> None:
        if self.fd is None or self._ops is None:
            return
        fd, (_, unlock) = self.fd, self._ops
        self.fd = self._ops = None
        try:  # POSIX: unlinked while still held, so nobody takes a file about to vanish
            os.unlink(self.path)
            removed = True
        except OSError:
            removed = False  # Windows: an open file cannot be removed; done below
        try:
            unlock(fd)
        finally:
            os.close(fd)
        if not removed:
            try:
                os.unlink(self.path)
            except OSError:
                pass


def _read_pid(fd: int) -> str:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        text = os.read(fd, 32).decode("ascii", "replace").strip()
    except OSError:
        return ""
    return text if text.isascii() and text.isdigit() else ""
