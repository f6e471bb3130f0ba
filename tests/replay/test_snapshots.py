"""Snapshots of `hwtutor replay FILE --print` for every sample game (data/sample_games) and every
test record (tests/replay/records): the first action, a trick with an event, the first illegal
action (if any), and the last action with the hand's result, in English and Chinese.

Refresh after a deliberate change: python -m pytest tests/replay/test_snapshots.py --snapshot-update
"""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from replay_helpers import RECORDS, SAMPLES, load

from hwtutor.cli import cli
from hwtutor.replay.render import View, to_text

EVENTFUL = ("throw-failed", "friend-revealed", "red5-rotten", "red5-captured", "ruff", "princess-no-power",
            "ruff-shape", "out", "discard")
FILES = sorted(SAMPLES.glob("*.hongwu.toml")) + sorted(RECORDS.glob("*.hongwu.toml"))


_TIMELINES: dict[Path, object] = {}


def timeline(path: Path):
    if path not in _TIMELINES:
        _TIMELINES[path] = load(path)
    return _TIMELINES[path]


def moments(path: Path) -> dict[str, int]:
    tl = timeline(path)
    out = {"first": 0}
    for ev in EVENTFUL:  # the first trick whose events include the most telling event there is
        hit = next((p for p in tl.trick_ends if ev in (tl.trick_of(p).event_ids or [])), None)
        if hit is not None:
            out[f"trick-{ev}"] = hit
            break
    else:
        if tl.trick_ends:
            out["trick"] = tl.trick_ends[0]
    if tl.illegal_at is not None:
        out["illegal"] = tl.illegal_at
    out["last"] = tl.last
    return out


CASES = [(f, name, pos, lang) for f in FILES for name, pos in moments(f).items() for lang in ("en", "zh")]


def _id(case) -> str:
    f, name, _, lang = case
    return f"{f.parent.name}/{f.name[:-len('.hongwu.toml')]}-{name}-{lang}"


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_replay_print_snapshot(case, snapshot):
    """The picture `--print --at N --width 100 --lang L` prints (see the next test), snapshotted."""
    path, _, pos, lang = case
    text = to_text(timeline(path), pos, View(lang, width=100))
    assert "\x1b" not in text
    assert text == snapshot


@pytest.mark.parametrize("case", CASES[:3] + CASES[-3:], ids=[_id(c) for c in CASES[:3] + CASES[-3:]])
def test_print_command_prints_that_picture(case):
    path, _, pos, lang = case
    r = CliRunner(env={"NO_COLOR": None, "FORCE_COLOR": None, "COLUMNS": None}).invoke(
        cli, ["replay", str(path), "--print", "--at", str(pos + 1), "--width", "100", "--lang", lang])
    assert r.exit_code == 0, r.output
    assert r.output == to_text(timeline(path), pos, View(lang, width=100))


def test_every_sample_game_is_covered():
    """Each sample game has at least its first and last action snapshotted in both languages."""
    for f in SAMPLES.glob("*.hongwu.toml"):
        names = {c[1] for c in CASES if c[0] == f}
        assert {"first", "last"} <= names
