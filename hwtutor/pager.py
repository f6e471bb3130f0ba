"""Paging a long text (the rule books) in a way that keeps its characters (issue 19 item 3).

rich's pager is pydoc's, which re-encodes the text for the console: on Windows it runs `more`, which
turned 65 of the 158 lines of the Chinese Taihu book into `\\u2660` escapes. Here the text goes to the
pager as the bytes the terminal shows (UTF-8, or the ASCII stand-ins of termio), `less -R` by default
(`$PAGER` when set) so colours stay colours; on Windows, or when no pager can be started, the text is
simply printed (the console scrolls back).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys


def _windows() -> bool:
    return os.name == "nt"


def pager_command() -> str | None:
    """The shell command that pages, or None: print instead."""
    if _windows():
        return None
    cmd = os.environ.get("PAGER", "").strip()
    if cmd:
        return cmd
    return "less" if shutil.which("less") else None


def page(text: str) -> None:
    """Show text (with its colour codes) through the pager, or print it when there is none."""
    from .termio import ascii_output, to_ascii
    cmd = pager_command()
    if cmd is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    if ascii_output():
        text = to_ascii(text)
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    env = dict(os.environ)
    env.setdefault("LESS", "-R")  # less shows the colours instead of their escape codes
    if encoding.lower().replace("_", "-") in ("utf-8", "utf8"):
        env.setdefault("LESSCHARSET", "utf-8")
    sys.stdout.flush()
    try:
        proc = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, env=env)
    except OSError:  # no shell to start it: the text itself
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    stdin = proc.stdin  # a pipe: stdin=PIPE
    if stdin is None:
        return
    try:
        stdin.write(text.encode(encoding, "replace"))
    except (OSError, KeyboardInterrupt):  # the reader quit early (q in less), or Ctrl-C while it reads
        pass
    try:
        stdin.close()
    except OSError:
        pass
    while True:
        try:
            status = proc.wait()
            break
        except KeyboardInterrupt:  # Ctrl-C belongs to the pager (less stops a search with it)
            continue
    if status in (126, 127):  # the shell found no such pager (a PAGER set wrong): the text itself
        sys.stdout.write(text)
        sys.stdout.flush()
