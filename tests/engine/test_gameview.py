"""One interface for both engines (issue 21 item 3): `GameView` (hwtutor/rules/gameview.py) is what
the replay and the lessons' view read of a game, and both `TrickGame` and `ClimbGame` implement it,
so the readers use attributes, not `getattr(game, name, default)` probing: a misspelt attribute is an
AttributeError, not a silent "absent"."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from hwtutor.rules.gameview import GameView
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

PACKAGE = Path(__file__).resolve().parents[2] / "hwtutor"
READERS = ("replay/render.py", "replay/drawing.py", "replay/card_runs.py", "replay/action_text.py", "replay/header.py",
           "replay/hands.py", "replay/trick_panels.py", "replay/explain.py", "replay/notes.py", "replay/chart.py",
           "lessons/view.py")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_both_engines_implement_the_game_view(variant):
    _, _, g = random_hand(VARIANTS[variant], random.Random(5))
    assert isinstance(g, GameView)
    assert g.over and g.result is not None and isinstance(g.redealt, bool)
    for s in range(g.n):
        n = g.visible_count(s, None if s else 1)
        assert n is None or n == sum(g.hands[s].values())
    if VARIANTS[variant].family == "climb":
        assert (g.trump, g.friend, list(g.bottom), g.redealt) == (None, None, [], False)


def _probes(source: str) -> list[int]:
    """Lines of getattr(x, "name", default) calls: attribute probing with a fallback."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr" \
                and len(node.args) == 3:
            out.append(node.lineno)
    return out


@pytest.mark.parametrize("module", READERS)
def test_the_readers_do_not_probe_a_game(module):
    assert _probes((PACKAGE / module).read_text(encoding="utf-8")) == []
