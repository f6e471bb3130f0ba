"""Run a command line the way a person types it: in a real pseudo-terminal (python's `pty`), with
the window size set, and read everything it shows until it ends. The tests without a terminal
cannot see what only a terminal triggers (`isatty()` branches, the terminal's width)."""
from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from dataclasses import dataclass
from pathlib import Path

BIN = Path(sys.executable).parent


@dataclass
class PtyResult:
    output: str
    status: int | None  # None: it did not end within the time allowed (and was killed)


def hwtutor_env(home: Path, **extra: str) -> dict:
    """The environment of a player's shell: this venv's `hwtutor` on PATH, a private data folder."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HWTUTOR_", "LC_", "PYTHONIO"))}
    env.update(PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", HWTUTOR_HOME=str(home), LANG="C.UTF-8",
               TERM="xterm-256color", PAGER="cat")
    env.pop("COLUMNS", None)
    env.pop("LINES", None)
    env.update(extra)
    return env


def run_in_pty(argv: list[str] | str, env: dict, cols: int = 80, rows: int = 24, input: bytes = b"",
               timeout: float = 60, stdin_pty: bool = True, keys: list[tuple[str, bytes | int]] = ()) -> PtyResult:
    """argv (a list, or a shell line run by /bin/sh) with stdout and stderr on a fresh pty of
    cols x rows, which is its controlling terminal (Ctrl-C, Ctrl-\\ typed raise signals); stdin on the
    pty too (input is typed into it at once), or /dev/null. keys: (text, action) pairs — once the
    output so far holds text, the bytes are typed (or the signal, an int, is sent)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    shell = isinstance(argv, str)
    proc = subprocess.Popen(argv, shell=shell, stdin=slave if stdin_pty else subprocess.DEVNULL,
                            stdout=slave, stderr=slave, env=env, start_new_session=True, close_fds=True,
                            preexec_fn=lambda: fcntl.ioctl(1, termios.TIOCSCTTY, 0))
    os.close(slave)
    if input:
        os.write(master, input)
    chunks: list[bytes] = []
    pending = list(keys)
    seen = 0  # the length of the output already searched for the next expected text
    end = time.monotonic() + timeout
    status = None
    while True:
        left = end - time.monotonic()
        if left <= 0:
            proc.kill()
            proc.wait()
            break
        ready, _, _ = select.select([master], [], [], min(left, 0.5))
        if ready:
            try:
                data = os.read(master, 65536)
            except OSError:  # EIO: every writer of the pty has gone
                data = b""
            if not data:
                status = proc.wait()
                break
            chunks.append(data)
            for _ in range(data.count(b"\x1b[6n")):  # a cursor position request: answer as a terminal does
                os.write(master, b"\x1b[1;1R")
            while pending:
                text = b"".join(chunks).decode("utf-8", "replace")
                at = text.find(pending[0][0], seen)
                if at < 0:
                    break
                seen = at + len(pending[0][0])
                action = pending.pop(0)[1]
                if isinstance(action, int):
                    proc.send_signal(action)
                else:
                    os.write(master, action)
        elif proc.poll() is not None:
            # ended; drain what is left
            while select.select([master], [], [], 0.05)[0]:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    break
                if not data:
                    break
                chunks.append(data)
            status = proc.returncode
            break
    os.close(master)
    return PtyResult(b"".join(chunks).decode("utf-8", "replace").replace("\r\n", "\n"), status)
