"""Test-suite set-up: each test folder's helper modules (e.g. climb_helpers.py)
are importable by name from the tests of that folder (import mode is importlib,
because test files of different folders share basenames)."""
import sys
from pathlib import Path

_HERE = Path(__file__).parent
for _d in sorted(p for p in _HERE.rglob("*") if p.is_dir() and "__" not in p.name and not p.name.startswith(".")):
    if str(_d) not in sys.path:
        sys.path.insert(0, str(_d))


import pytest  # noqa: E402

_ROOT = _HERE.parent
# Made by the tools themselves, never by a test of ours (and ignored by git).
_TOOL_LITTER = {".hypothesis", ".pytest_cache", "__pycache__", ".mypy_cache", ".ruff_cache", ".coverage"}


def _root_entries() -> dict[str, int]:
    """The repository root's entries, each with its file's modification time (0 for a folder)."""
    return {p.name: (0 if p.is_dir() else p.stat().st_mtime_ns) for p in _ROOT.iterdir()
            if p.name not in _TOOL_LITTER and not p.name.endswith(".egg-info")}


_BEFORE_RUN = _root_entries()


@pytest.fixture(autouse=True)
def _checkout_stays_clean(request):
    """A test that saves a game, record or export must write under tmp_path, never into the
    checkout: the test that gave the repository root a new file, or rewrote one that was there
    (a stray file left by an earlier run, which a test of names alone misses), fails and says which."""
    before = _root_entries()
    yield
    after = _root_entries()
    left = sorted(set(after) - set(before) - set(_BEFORE_RUN))
    assert not left, f"{request.node.nodeid} left files in the repository root: {left}"
    rewritten = sorted(name for name, mtime in after.items() if name in before and mtime != before[name])
    assert not rewritten, f"{request.node.nodeid} rewrote files in the repository root: {rewritten}"


@pytest.fixture
def bytes_read(monkeypatch) -> list[int]:
    """Every os.read during the test, by size: a refusal "unread" is proved by counting what was
    read, not by timing it (the safe reader, hwtutor/safefile.py, reads through os.read)."""
    import os
    sizes: list[int] = []
    real = os.read

    def counting(fd: int, n: int) -> bytes:
        data = real(fd, n)
        sizes.append(len(data))
        return data

    monkeypatch.setattr(os, "read", counting)
    return sizes


@pytest.fixture
def replay_calls(monkeypatch) -> list:
    """`hwtutor replay` replaced by a stub that records the file it was asked to open (the start
    menu hands samples and reviewed hands to it; the real viewer would wait for keys)."""
    import click

    from hwtutor.cli import cli

    calls: list = []

    @click.command("replay")
    @click.argument("file")
    @click.option("--lang")
    def fake_replay(file, lang):
        calls.append(file)

    monkeypatch.setitem(cli.commands, "replay", fake_replay)
    return calls
