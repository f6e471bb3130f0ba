"""Fixtures of the replay-viewer tests."""
from __future__ import annotations

import pytest
from replay_helpers import load, record


@pytest.fixture(scope="session")
def timelines():
    cache = {}

    def get(name: str):
        if name not in cache:
            cache[name] = load(record(name))
        return cache[name]
    return get
