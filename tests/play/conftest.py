"""Every hotseat test keeps the ledger in a temporary folder."""
import pytest


@pytest.fixture(autouse=True)
def _data_home(tmp_path, monkeypatch):
    """The ledger never touches the user's real data folder."""
    monkeypatch.setenv("HWTUTOR_HOME", str(tmp_path / "home"))
