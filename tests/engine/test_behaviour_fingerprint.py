"""The engine's and the bots' behaviour, fingerprinted (issue 13: speed work changes no verdict).

Fixed-seed games of every variant are played three ways — random legal self-play, the
heuristic bots at every seat, and a few searching-bot decisions — and everything a player
or a record could see is written out: each action, each listing of legal actions, each
event in both languages, each trick's reason, the settlement, the bots' reasons. The
snapshot holds one digest per variant and way. A speed change must leave every digest as
it is; a change of behaviour updates the snapshot on purpose (`pytest --snapshot-update`)
and says why in its commit.
"""
from __future__ import annotations

import hashlib
import json
import random

import pytest

from hwtutor.bots import search
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import render
from hwtutor.rules.variants import VARIANTS

ALL = ("zhejiang-2", "zhejiang-3", "jiande", "taihu", "duxiao", "xuan")
TRICK = ALL[:4]


class _Tape:
    """A running digest of lines (the text itself is too long to snapshot)."""

    def __init__(self):
        self._h = hashlib.sha256()
        self.lines = 0

    def add(self, *parts) -> None:
        self._h.update("\x1f".join(map(str, parts)).encode("utf-8") + b"\n")
        self.lines += 1

    def events(self, evs) -> None:
        for e in evs:
            self.add("event", e.id, e.seat, e.message("en", "ascii"), e.message("zh", "glyph"))

    def end(self, g) -> None:
        data = g.result.data if g.result is not None else None
        self.add("result", json.dumps(data, sort_keys=True, ensure_ascii=False, default=str))
        if g.rules.family == "trick":
            for t in g.tricks:
                self.add("trick", json.dumps(g.tricks_json()[t.number - 1] if t.plays else None,
                                             sort_keys=True, ensure_ascii=False),
                         render(t.why, "en", "ascii") if t.why else "", render(t.why, "zh") if t.why else "")

    def digest(self) -> str:
        return f"{self._h.hexdigest()[:24]} ({self.lines} lines)"


def _games(variant: str, seeds: range, salt: str, step) -> str:
    """Whole hands from fixed seeds; `step(game, rng, tape)` picks each action and tapes its choice."""
    rs = VARIANTS[variant]
    tape = _Tape()
    for seed in seeds:
        rng = random.Random(f"{salt}-{variant}-{seed}")
        g = new_game(rs, random_deal(rs, rng))
        while not g.over:
            tape.events(g.apply(step(g, rng, tape)))
        tape.end(g)
    return tape.digest()


def _random_step(g, rng, tape):
    listed = g.legal_actions()
    tape.add("listed", g.phase, g.to_act, *map(str, listed))
    a = rng.choice(listed)
    tape.add("action", a)
    return a


def _bot_step(g, rng, tape):
    a, why = search.heuristic(g, rng)
    if a is None:  # a xuan declaration left unsaid: the lead comes from the listing
        a = next(x for x in g.legal_actions() if x.seat == g.to_act)
    tape.add("bot", a, render(why, "en", "ascii"), render(why, "zh"))
    return a


def _search_decisions(variant: str) -> str:
    """A few normal-level decisions at fixed positions, with a fixed budget (no clock)."""
    rs = VARIANTS[variant]
    tape = _Tape()
    rng = random.Random(f"search-{variant}")
    g = new_game(rs, random_deal(rs, rng))
    budget = search.Budget(3, 3, None)
    step = 0
    while not g.over and step < 60:
        if step % 15 == 0:
            a, why = search.choose(g.clone(), random.Random(step), level="normal", seconds=None, budget=budget)
            tape.add("search", step, a, render(why, "en", "ascii"), render(why, "zh"))
        a, _ = search.heuristic(g, rng)
        if a is None:
            a = next(x for x in g.legal_actions() if x.seat == g.to_act)
        g.apply(a)
        step += 1
    return tape.digest()


@pytest.mark.parametrize("variant", ALL)
def test_random_selfplay_fingerprint_unchanged(variant, snapshot):
    assert _games(variant, range(3 if variant in TRICK else 6), "fingerprint", _random_step) == snapshot


@pytest.mark.parametrize("variant", ALL)
def test_bot_selfplay_fingerprint_unchanged(variant, snapshot):
    assert _games(variant, range(2 if variant in TRICK else 5), "bots", _bot_step) == snapshot


@pytest.mark.parametrize("variant", ("zhejiang-2", "taihu", "duxiao", "xuan"))
def test_search_decisions_fingerprint_unchanged(variant, snapshot):
    assert _search_decisions(variant) == snapshot
