"""The review command keeps marked mistakes in the player's progress: never in the real data folder."""
import pytest


@pytest.fixture(autouse=True)
def _data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("HWTUTOR_HOME", str(tmp_path / "home"))
