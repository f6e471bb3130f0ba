"""`hwtutor check` on a Chinese screen says its codes in words (issue 22 §2): record-format.md fixes the JSON
output (`code`, `rule`: the ids) and the exit status, not the human lines, so a zh line shows a label
(错误（牌写错了）, 违规（红5不能首出）) and --json keeps the ids. An English line keeps the id, where a
maintainer reads it."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.texts import all_texts

CONTRACT = Path(__file__).resolve().parents[1] / "contract"
RULE_IDS = ["turn", "not-in-hand", "phase", "follow-count", "follow-suit", "follow-shape", "lead-mixed",
            "bid-range", "bid-step", "bid-passed", "bury-count", "trump-choice", "show-not-level", "call-card",
            "red5-lead", "throw-banned", "climb-pattern", "climb-low", "first-lead", "declare-order",
            "declare-needs"]
FILE_CODES = ["syntax", "version", "unknown-variant", "bad-card", "bad-deal", "bad-action", "unknown-field",
              "bad-option", "bad-note", "internal-error"]


@pytest.mark.parametrize("code", RULE_IDS + FILE_CODES)
def test_every_code_and_rule_id_has_a_chinese_label(code):
    _, terms = all_texts()
    label = terms["check.code." + code]
    assert label["en"] == code                                   # the id, on an English screen
    assert not re.search(r"[A-Za-z]", label["zh"].replace("TOML", "")), label["zh"]


def check(lang: str, *files: str, as_json: bool = False) -> str:
    args = ["--lang", lang, "check", *files] + (["--json"] if as_json else [])
    return CliRunner().invoke(cli, args).output


def test_S004_red5_lead_check_names_the_rule_in_words_on_a_chinese_screen():
    """covers S004-54 (the contract example th-red5-lead-single): the zh line says 违规（红5不能首出）, the en
    line keeps [red5-lead], and --json keeps "rule": "red5-lead" (the contract)."""
    f = str(CONTRACT / "th-red5-lead-single.hongwu.toml")
    zh = check("zh", f)
    assert "违规（红5不能首出）" in zh and "[red5-lead]" not in zh
    assert "illegal [red5-lead]" in check("en", f)
    assert json.loads(check("zh", f, as_json=True))["issues"][0]["rule"] == "red5-lead"


def test_a_chinese_check_shows_no_code_in_brackets():
    """Every contract example, checked on a Chinese screen: no [id] anywhere; the JSON codes are unchanged."""
    files = sorted(str(p) for p in CONTRACT.glob("*.hongwu.toml"))
    zh = check("zh", *files)
    assert not re.search(r"\[[a-z0-9-]+\]", zh), zh
    bad = str(CONTRACT / "bad-card.hongwu.toml")
    assert "错误（牌写错了）" in check("zh", bad)
    assert json.loads(check("zh", bad, as_json=True))["issues"][0]["code"] == "bad-card"


def test_replay_of_an_unreadable_file_names_the_problem_in_words(tmp_path):
    bad = tmp_path / "x.hongwu.toml"
    bad.write_text("garbage = [", encoding="utf-8")
    r = CliRunner().invoke(cli, ["--lang", "zh", "replay", "--print", str(bad)])
    assert "（文件写法不对）" in r.output and "[syntax]" not in r.output


def test_S000_follow_shape_check_says_the_action_in_words_on_a_chinese_screen():
    """covers S000-37 (a led pair is followed with a pair; the contract example zj2-follow-shape-pair): the zh
    line quoted the record's notation ("p2 play D4 D6"); it says the action as a player does (p2出♦4 ♦6). The
    English line keeps the notation (what the file holds), and --json keeps "action": "p2 play D4 D6", the
    contract (record-format.md)."""
    f = str(CONTRACT / "zj2-follow-shape-pair.hongwu.toml")
    zh = check("zh", f)
    assert "第8个动作（p2出♦4 ♦6）违规（没配牌型）" in zh and "play" not in zh and "D4" not in zh
    assert "action 8 (p2 play D4 D6): illegal [follow-shape]" in check("en", f)  # the 8th line: at 7 in --json
    issue = json.loads(check("zh", f, as_json=True))["issues"][0]
    assert issue["action"] == "p2 play D4 D6" and issue["at"] == 7 and issue["rule"] == "follow-shape"


def test_a_chinese_check_quotes_no_record_notation_for_an_illegal_action():
    """Every contract example with an illegal action, on a Chinese screen: the action between （ and ） after
    第N个动作 holds no record verb (play, bid, pass, …) and no ASCII card (H5, D10)."""
    files = sorted(str(p) for p in CONTRACT.glob("*.hongwu.toml"))
    quoted = re.findall(r"第\d+个动作（([^）]*)）违规", check("zh", *files))
    assert len(quoted) >= 4, quoted
    for q in quoted:
        assert not re.search(r"\b(play|bid|pass|trump|show|bury|call|declare)\b", q), q
        assert not re.search(r"\b[SHCD](?:10|[2-9JQKA])\b", q), q
