"""The review line's three figures agree as a person reads them (hwtutor/bots/review.py note_msg): "x more" is
the best choice's shown average less the played one's shown average, not the unrounded loss rounded on its
own, which could differ from the two figures beside it by 0.1."""
import re

import pytest

from hwtutor.bots.review import Decision, note_msg
from hwtutor.bots.search import Estimate
from hwtutor.rules.actions import Play
from hwtutor.rules.cards import cards
from hwtutor.rules.messages import render
from hwtutor.rules.variants import VARIANTS

NUMBER = r"([+-]?\d+(?:\.\d)?)"


def _line(played: float, best: float, unit: str = "unit.game-points") -> dict[str, str]:
    p = Estimate(Play(0, cards("S9")), [played] * 8, [played] * 8, [played] * 8)
    b = Estimate(Play(0, cards("SA")), [best] * 8, [best] * 8, [best] * 8)
    d = Decision(at=12, seat=0, played=p, best=b, others=[b], loss=best - played, unit=unit, mark="?")
    m = note_msg(VARIANTS["zhejiang-2"], d)
    return {"en": render(m, "en"), "zh": render(m, "zh")}


def _figures(text: str, lang: str) -> tuple[float, float, float]:
    if lang == "en":
        pat = rf"{NUMBER} game points for your side on average .*would average {NUMBER}, {NUMBER} more"
    else:
        pat = rf"我方平均{NUMBER}积分.*平均{NUMBER}，多{NUMBER}"
    found = re.search(pat, text)
    assert found, text
    played, best, more = (float(x) for x in found.groups())
    return played, best, more


@pytest.mark.parametrize(("played", "best"), [(0.06, 1.04), (-0.34, 0.64), (0.25, 1.35), (-1.05, -0.04)])
def test_x_more_is_the_difference_of_the_two_figures_shown(played, best):
    """0.06 and 1.04 are shown as +0.1 and +1.0: the line says 0.9 more (the unrounded 0.98 read 1.0)."""
    for lang, text in _line(played, best).items():
        p, b, more = _figures(text, lang)
        assert round(b - p, 1) == more, text


def test_the_line_that_once_said_one_point_zero_more_now_says_nine_tenths():
    text = _line(0.06, 1.04)
    assert "+0.1 game points for your side" in text["en"] and "would average +1.0, 0.9 more" in text["en"]
    assert "我方平均+0.1积分" in text["zh"] and "平均+1.0，多0.9" in text["zh"]
