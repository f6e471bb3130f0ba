"""The sample games of data/sample_games/: every record is legal, finished, and
each variant has at least two (record-format.md: `hwtutor check` exit 0)."""
from pathlib import Path

import pytest

from hwtutor.replay.check import check_path
from hwtutor.replay.record import read_record
from hwtutor.rules.variants import VARIANTS

HERE = Path(__file__).resolve().parent.parent / "data" / "sample_games"
FILES = sorted(HERE.glob("*.hongwu.toml"))


def _variant(path: Path) -> str | None:
    rec, _ = read_record(path.read_bytes())
    return rec.variant if rec else None


def test_sample_folder_has_files():
    assert FILES, f"no sample games in {HERE}"


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_sample_game_checks_and_is_finished(path):
    """`hwtutor check` accepts the record (exit 0), every action applies, and the hand has a result."""
    rep = check_path(str(path))
    assert rep.exit_code == 0, [i.message() for i in rep.issues]
    assert not [i for i in rep.issues if i.severity == "error"]
    assert rep.record is not None and rep.applied == len(rep.record.actions)
    assert rep.result is not None, "the hand does not reach its end"
    assert not rep.result.get("redeal"), "a redeal is not a played hand"


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_variant_has_two_samples(variant):
    """Six variants, at least two sample games each (the shedding ones come from other engineers)."""
    have = [p for p in FILES if _variant(p) == variant]
    if not have and VARIANTS[variant].family == "climb":
        pytest.skip(f"no {variant} sample yet: the climbing-game samples are added separately")
    assert len(have) >= 2, f"{variant}: {len(have)} sample(s) in {HERE}"
