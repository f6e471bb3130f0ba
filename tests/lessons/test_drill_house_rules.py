"""`hwtutor drill VARIANT --rule NAME=VALUE`: the house rules the questions are dealt and judged by are
shown under the drill's header, as they were typed, in the player's language (issue 12)."""
from __future__ import annotations

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.lessons.drill_runner import house_rules_text
from hwtutor.rules.messages import msg, render


def _drill(tmp_path, lang, *rules):
    args = ["drill", "zhejiang-2", "--kind", "points", "--count", "0", "--seed", "5", "--lang", lang,
            "--data-dir", str(tmp_path)]
    for r in rules:
        args += ["--rule", r]
    return CliRunner().invoke(cli, args, catch_exceptions=False)


@pytest.mark.parametrize("lang,shown", [("en", "base=2, trump_throws=off"), ("zh", "base=2、trump_throws=off")])
def test_the_drill_header_names_the_house_rules(tmp_path, lang, shown):
    r = _drill(tmp_path, lang, "trump_throws=off", "base=2")  # R-5 (trump throws) turned off
    assert r.exit_code == 0
    lines = r.output.splitlines()
    told = render(msg("ui.drill-house-rules", rules=shown), lang)
    assert told in lines and lines.index(told) <= 2  # right under the header (wrapped on two lines at most)


def test_no_house_rules_no_line(tmp_path):
    r = _drill(tmp_path, "en")
    assert r.exit_code == 0 and "House rules" not in r.output


def test_house_rules_are_written_as_typed():
    assert house_rules_text({"shape_duty": True, "base": 3, "tops": ("2", "5")}, "en") == "base=3, shape_duty=on, tops=2,5"
