"""The engine's and the bots' behaviour, fingerprinted as readable channels (issue 13: speed work
changes no verdict; issue 21 item 6: a reviewer can read what changed).

Fixed-seed games of every variant are played two ways — random legal self-play and the heuristic
bots at every seat — plus a few searching-bot decisions. What a player or a record could see is
written to four small tapes per variant, each its own snapshot:

- `actions`: each action with the ids of the events it caused, each trick's winner and points,
  the settlement's figures (record-format.md `result`);
- `legal`: each listing of legal actions: phase, seat, how many, and a short digest of the list;
- `text`: every catalog text shown — events, each trick's reason, the bots' reasons — in English and
  Chinese;
- `bots`: each bot choice with the catalog key of its reason, and the searching bot's decisions.

A wording change touches only `text`; a speed change touches none; a change of behaviour updates
the snapshot on purpose (`pytest --snapshot-update`) and says why in its commit.
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
CHANNELS = ("actions", "legal", "text", "bots")


class _Tapes:
    """One tape of lines per channel."""

    def __init__(self):
        self.lines: dict[str, list[str]] = {c: [] for c in CHANNELS}

    def add(self, channel: str, line: str) -> None:
        self.lines[channel].append(line)

    def events(self, a, evs) -> None:
        self.add("actions", f"{a} -> {','.join(e.id for e in evs) or '-'}")
        for e in evs:
            self.add("text", f"{e.id}: {e.message('en', 'ascii')} | {e.message('zh', 'glyph')}")

    def end(self, g) -> None:
        data = g.result.figures() if g.result is not None else None
        self.add("actions", "result " + json.dumps(data, sort_keys=True, ensure_ascii=False, default=str))
        if g.rules.family == "trick":
            for t in g.tricks:
                if not t.plays:
                    continue
                j = g.tricks_json()[t.number - 1]
                self.add("actions", f"trick {t.number}: {j['winner']} wins {j['points']} "
                                    f"[{','.join(j['events'])}]")
                if t.why:
                    self.add("text", f"trick {t.number}: {render(t.why, 'en', 'ascii')} | {render(t.why, 'zh')}")

    def text(self, channel: str) -> str:
        return "\n".join(self.lines[channel]) + "\n"


def _hands(variant: str, seeds: range, salt: str, step, tapes: _Tapes) -> None:
    """Whole hands from fixed seeds; `step(game, rng, tapes)` picks each action and tapes its choice."""
    rs = VARIANTS[variant]
    for seed in seeds:
        rng = random.Random(f"{salt}-{variant}-{seed}")
        g = new_game(rs, random_deal(rs, rng))
        tapes.add("actions", f"# {salt} hand {seed}")
        while not g.over:
            a = step(g, rng, tapes)
            tapes.events(a, g.apply(a))
        tapes.end(g)


def _random_step(g, rng, tapes):
    listed = g.legal_actions()
    digest = hashlib.sha256("\n".join(map(str, listed)).encode("utf-8")).hexdigest()[:10]
    tapes.add("legal", f"{g.phase} p{g.to_act + 1}: {len(listed)} listed {digest}")
    return rng.choice(listed)


def _bot_step(g, rng, tapes):
    a, why = search.heuristic(g, rng)
    if a is None:  # a xuan declaration left unsaid: the lead comes from the listing
        a = next(x for x in g.legal_actions() if x.seat == g.to_act)
    tapes.add("bots", f"{a} <- {why.key if why is not None else '-'}")
    if why is not None:
        tapes.add("text", f"bot {a}: {render(why, 'en', 'ascii')} | {render(why, 'zh')}")
    return a


def _search_decisions(variant: str, tapes: _Tapes) -> None:
    """A few normal-level decisions at fixed positions, with a fixed budget (no clock)."""
    rs = VARIANTS[variant]
    rng = random.Random(f"search-{variant}")
    g = new_game(rs, random_deal(rs, rng))
    budget = search.Budget(3, 3, None)
    step = 0
    while not g.over and step < 60:
        if step % 15 == 0:
            a, why = search.choose(g.clone(), random.Random(step), level="normal", seconds=None, budget=budget)
            tapes.add("bots", f"search at {step}: {a} <- {why.key if why is not None else '-'}")
            tapes.add("text", f"search at {step}: {render(why, 'en', 'ascii')} | {render(why, 'zh')}")
        a, _ = search.heuristic(g, rng)
        if a is None:
            a = next(x for x in g.legal_actions() if x.seat == g.to_act)
        g.apply(a)
        step += 1


_CACHE: dict[str, _Tapes] = {}


def _tapes(variant: str) -> _Tapes:
    if variant not in _CACHE:
        tapes = _Tapes()
        _hands(variant, range(3 if variant in TRICK else 6), "fingerprint", _random_step, tapes)
        _hands(variant, range(2 if variant in TRICK else 5), "bots", _bot_step, tapes)
        if variant in ("zhejiang-2", "taihu", "duxiao", "xuan"):
            _search_decisions(variant, tapes)
        _CACHE[variant] = tapes
    return _CACHE[variant]


@pytest.mark.parametrize("channel", CHANNELS)
@pytest.mark.parametrize("variant", ALL)
def test_behaviour_fingerprint_unchanged(variant, channel, snapshot):
    assert _tapes(variant).text(channel) == snapshot
