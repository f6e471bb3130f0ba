"""`hwtutor drill VARIANT --rule NAME=VALUE`: the house rules the questions are dealt and judged by are
shown under the drill's header, as they were typed, in the player's language (issue 12)."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.lessons.drill_runner import house_rules_text
from hwtutor.rules.messages import msg, render
from hwtutor.rules.variants import VARIANTS


def _drill(tmp_path, lang, *rules):
    args = ["drill", "zhejiang-2", "--kind", "points", "--count", "0", "--seed", "5", "--lang", lang,
            "--data-dir", str(tmp_path)]
    for r in rules:
        args += ["--rule", r]
    return CliRunner().invoke(cli, args, catch_exceptions=False)


@pytest.mark.parametrize("lang,shown", [
    ("en", "Game points paid per defender when the contract is made or failed (2); A throw may be made of trumps "
           "as well as of one side suit (off)"),
    ("zh", "基础分：每个闲家按此数与庄家结算（2）；主牌也可以甩（关）")])
def test_the_drill_header_names_the_house_rules(tmp_path, lang, shown):
    """Told by what they mean, not as `--rule` settings (issue 22 §2)."""
    r = _drill(tmp_path, lang, "trump_throws=off", "base=2")  # R-5 (trump throws) turned off
    assert r.exit_code == 0
    told = render(msg("ui.drill-house-rules", rules=shown), lang)
    head = "".join(ln.strip() if lang == "zh" else " " + ln.strip() for ln in r.output.splitlines()[:6])
    assert told.replace(" ", "") in head.replace(" ", "")  # right under the header (wrapped as prose)
    assert "trump_throws" not in r.output and "base=2" not in r.output


def test_no_house_rules_no_line(tmp_path):
    r = _drill(tmp_path, "en")
    assert r.exit_code == 0 and "House rules" not in r.output


def test_house_rules_are_told_by_what_they_mean():
    assert house_rules_text({"shape_duty": True, "level_stops": ("10", "K")}, "zh", VARIANTS["taihu"]) == \
        "升级不能越过的级（逗号分隔）（10、K）；跟牌须尽量配合首家牌型（对子跟对子，拖拉机跟拖拉机）（开）"
    assert house_rules_text({"trump_throws": False}, "en", VARIANTS["jiande"]) == \
        "A throw may be made of trumps as well as of one side suit (off)"
    # each variant's own option: `base` is a Zhejiang payment per defender, a xuan stake
    assert house_rules_text({"base": 3}, "zh", VARIANTS["zhejiang-2"]) == "基础分：每个闲家按此数与庄家结算（3）"
    assert house_rules_text({"base": 3}, "en", VARIANTS["xuan"]) == "The base stake (3)"
