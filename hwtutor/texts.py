"""Every player-facing catalog, loaded at once: for the tests and tools that
check all texts (coverage, lint). Each floor registers its own texts when it
is imported; this module just imports every floor."""
from __future__ import annotations


def all_texts() -> tuple[dict[str, tuple[str, str]], dict[str, dict[str, str]]]:
    """(MESSAGES, TERMS) with every floor's entries registered."""
    from . import bots, lessons, play, replay  # noqa: F401 - imported for their catalogs
    from .rules import catalog
    return catalog.MESSAGES, catalog.TERMS
