"""The climbing sample games in data/sample_games replay legally to a finished hand."""
from pathlib import Path

import pytest

from hwtutor.replay.check import check_path

ROOT = Path(__file__).resolve().parents[2] / "data" / "sample_games"
FILES = sorted(ROOT.glob("duxiao-*.hongwu.toml")) + sorted(ROOT.glob("xuan-*.hongwu.toml"))


def test_at_least_two_samples_per_game():
    names = [f.name for f in FILES]
    assert sum(n.startswith("duxiao-") for n in names) >= 2 and sum(n.startswith("xuan-") for n in names) >= 2


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_sample_game_is_legal_and_finished(path):
    rep = check_path(str(path))
    assert rep.exit_code == 0, [i.to_json() for i in rep.issues]
    assert rep.result is not None and sum(rep.result["game_points"].values()) == 0
    notes = rep.record.notes
    assert len(notes) >= 3 and all(set(n.text) == {"zh", "en"} for n in notes)
