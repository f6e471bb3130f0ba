"""Helpers for the statement tests of seed 003 (duxiao, xuan).

Deals are built with `hwtutor.rules.position.fill_deal`: the cards given for a
seat come first in its hand (for xuan: first dealt), the rest is filled at
random with a fixed seed.  `endgame` replaces the hands of a game standing in
play by short ones, to reach the end of a hand in a few actions (the cards
are then not conserved: unit tests only; the property tests check
conservation on whole hands).
"""
from __future__ import annotations

from collections import Counter

from hwtutor.rules.actions import parse_action
from hwtutor.rules.cards import cards
from hwtutor.rules.climb.game import ClimbGame
from hwtutor.rules.position import fill_deal
from hwtutor.rules.variants import VARIANTS

DX, XU = VARIANTS["duxiao"], VARIANTS["xuan"]


def msgs(x) -> dict[str, str]:
    """Both messages of a verdict or an event (for snapshots)."""
    return {"en": x.message("en"), "zh": x.message("zh")}


def ev_msgs(events) -> list[dict[str, str]]:
    return [{"id": e.id, **msgs(e)} for e in events]


def deal(rules, hands: dict[int, str], seed: int = 0):
    for s in range(50):
        d = fill_deal(rules, hands, None, seed + s)
        if rules.id != "duxiao" or not ClimbGame(rules, d).over or _has_eight(hands):
            return d
    raise AssertionError("no deal without eight of a kind")


def _has_eight(hands: dict[int, str]) -> bool:
    return any(max(Counter(c.rank for c in cards(h)).values(), default=0) >= 8 for h in hands.values())


def game(rules, hands: dict[int, str], actions: list[str] = (), seed: int = 0, **options) -> ClimbGame:
    rs = rules.with_options(options) if options else rules
    g = ClimbGame(rs, deal(rs, hands, seed))
    for a in actions:
        g.apply(act(g, a))
    return g


def act(g: ClimbGame, text: str):
    return parse_action(text, g.rules)


def check(g: ClimbGame, text: str):
    return g.check(act(g, text))


def apply(g: ClimbGame, *texts: str) -> list:
    ev = []
    for t in texts:
        ev += g.apply(act(g, t))
    return ev


NONE4 = ["p1 declare none", "p2 declare none", "p3 declare none", "p4 declare none"]


def dx_play(hands: dict[int, str] | None = None, declarations: list[str] = NONE4, **options) -> ClimbGame:
    """A duxiao game standing at the first lead; p1 holds the special ten unless given elsewhere."""
    hands = dict(hands or {})
    if not any("H10*" in h for h in hands.values()):
        hands[0] = (hands.get(0, "") + " H10*").strip()
    return game(DX, hands, declarations, **options)


def endgame(g: ClimbGame, hands: dict[int, str]) -> ClimbGame:
    """Give the seats these (short) hands; seats not named keep theirs."""
    for s, h in hands.items():
        g.hands[s] = Counter(cards(h))
    return g
