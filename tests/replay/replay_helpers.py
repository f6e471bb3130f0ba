"""Shared helpers of the replay-viewer tests (imported as `replay_helpers`)."""
from __future__ import annotations

from pathlib import Path

from hwtutor.replay.record import read_record
from hwtutor.replay.timeline import Timeline

HERE = Path(__file__).parent
RECORDS = HERE / "records"
SAMPLES = HERE.parents[1] / "data" / "sample_games"


def load(path: Path | str) -> Timeline:
    p = Path(path)
    rec, issues = read_record(p.read_bytes())
    assert rec is not None, [i.message("en") for i in issues]
    return Timeline(rec, p.name)


def record(name: str) -> Path:
    return RECORDS / f"{name}.hongwu.toml"
