"""Jokers on an English screen (issue 22's walk-through left "BJ"/"LJ", record notation, in the views): one card
style names them Big-Joker / Small-Joker in English and 大王 / 小王 in Chinese, in glyphs and in ASCII alike
(hwtutor/cardstyle.py over rules.cards.glyph); copies stand apart; the name is one word, so that no line breaks
inside it; the input lines take it back; files and `check --json` keep BJ / LJ."""
from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from hwtutor.cardstyle import card_label, cards_label
from hwtutor.cli import cli
from hwtutor.play.commands import split_cards
from hwtutor.play.view import match_key
from hwtutor.rules.cards import BJ, LJ, cards, fmt
from hwtutor.rules.messages import Seat, msg, render

ROOT = Path(__file__).resolve().parents[1]
TAIHU = str(ROOT / "data" / "sample_games" / "taihu-1.hongwu.toml")


def test_one_card_style_names_the_jokers_in_each_language_glyphs_and_ascii_alike():
    for ascii_ in (False, True):
        assert [card_label(c, "en", ascii_) for c in (BJ, LJ)] == ["Big-Joker", "Small-Joker"]
        assert [card_label(c, "zh", ascii_) for c in (BJ, LJ)] == ["大王", "小王"]
    assert fmt(cards("BJ BJ LJ H5 H5"), "glyph", lang="en") == "Big-Joker Big-Joker Small-Joker ♥5♥5"
    assert cards_label(cards("BJ LJ SA"), "en", ascii=True) == "Big-Joker Small-Joker SA"
    said = msg("act.play", seat=Seat(0), cards=[BJ, BJ])
    assert render(said, "en") == "p1 plays Big-Joker Big-Joker" and render(said, "en", "ascii") == render(said, "en")
    assert render(said, "zh") == "p1出大王大王"


def test_an_english_replay_shows_no_bj_or_lj_in_glyphs_or_ascii():
    for extra in ([], ["--ascii"]):
        r = CliRunner().invoke(cli, [*extra, "--lang", "en", "replay", TAIHU, "--print", "--at", "1", "--width", "80"])
        assert r.exit_code == 0, r.output
        assert not re.search(r"\b(BJ|LJ)\b", r.output), r.output
        assert r.output.count("Big-Joker") == 2 and r.output.count("Small-Joker") == 2  # p1's, p4's; p3's pair
        assert not [ln for ln in r.output.splitlines() if ln.rstrip().endswith(("Big", "Small"))]  # never cut


def test_the_records_and_json_keep_the_notation(tmp_path):
    r = CliRunner().invoke(cli, ["check", TAIHU, "--json"])
    assert r.exit_code == 0
    plays = [p for t in json.loads(r.output)["tricks"] for p in t["plays"].values()]
    assert any("BJ" in p for p in plays) and not any("Joker" in p for p in plays)


def test_the_input_lines_take_the_shown_name_back():
    assert split_cards("Big-Joker Big-Joker ♠A") == cards("BJ BJ SA")
    assert split_cards("small joker") == cards("LJ")
    assert match_key("Big-Joker Small-Joker") == match_key("BJ LJ") == "BJLJ"
