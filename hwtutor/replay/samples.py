"""The sample games shipped with hwtutor: `hwtutor samples`, `hwtutor replay --sample taihu-1` and the
start menu's replay item. In a wheel they are package data (hwtutor/samples, mapped from
data/sample_games by pyproject's force-include); in a clone or an editable install they are read
from data/sample_games itself."""
from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

SUFFIX = ".hongwu.toml"


@dataclass(frozen=True)
class Sample:
    name: str      # "taihu-1"
    variant: str   # "taihu"
    path: Path


def sample_dir() -> Path | None:
    packaged = resources.files("hwtutor") / "samples"
    if packaged.is_dir():
        return Path(str(packaged))
    clone = Path(__file__).resolve().parents[2] / "data" / "sample_games"
    return clone if clone.is_dir() else None


def samples() -> list[Sample]:
    root = sample_dir()
    if root is None:
        return []
    out = []
    for p in sorted(root.glob("*" + SUFFIX)):
        name = p.name[: -len(SUFFIX)]
        out.append(Sample(name, name.rsplit("-", 1)[0], p))
    return out


def find_sample(name: str) -> Sample | None:
    key = name.strip().lower().removesuffix(SUFFIX)
    return next((s for s in samples() if s.name == key), None)
