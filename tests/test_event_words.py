"""One word per event (issue 22 §2, issue 21 item 4: code never builds user text by hand in two places): the
lessons' trick lines and the replay's seat marks name a trick's events from one catalog, rules/catalog_events.py
(毙牌, 朋友出现; ruff, throw failed), so a lesson and the replay never call the same event two names."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.texts import all_texts

EVENTS = ["ruff", "discard", "throw", "throw-failed", "friend-revealed", "red5-rotten", "red5-captured",
          "princess-no-power", "ruff-shape", "out"]


def test_each_event_has_one_word_in_one_catalog():
    """No catalog keeps its own word for a trick's event beside `event.*` (the lessons had ui.event.*, the
    replay replay.ev.*: 毙牌 / 毙, 朋友现身 / 朋友出现, failed throw / throw failed)."""
    _, terms = all_texts()
    assert [k for k in terms if re.search(r"(^|\.)(ev|event)\.", k) and not k.startswith("event.")] == []
    assert all(f"event.{e}" in terms for e in EVENTS)
    assert terms["event.ruff"]["zh"] == "毙牌" and terms["event.friend-revealed"]["zh"] == "朋友出现"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_lessons_and_the_replay_say_the_same_word_for_a_revealed_friend(lang):
    """Taihu sample 1, trick 2: the friend shows; the replay marks it with the word a lesson's trick line uses."""
    from hwtutor.lessons.view import _trick_line
    from hwtutor.replay.check import check_path
    from hwtutor.replay.timeline import Timeline
    _, terms = all_texts()
    word = terms["event.friend-revealed"][lang]
    path = next(p for p in Path(__file__).resolve().parents[1].joinpath("data", "sample_games").glob("taihu-1.*"))
    out = CliRunner().invoke(cli, ["--lang", lang, "replay", "--print", "--trick", "2", str(path)]).output
    assert word in out
    tl = Timeline(check_path(str(path)).record, path.name)
    g = tl.state(tl.last)
    trick = next(t for t in g.tricks if any(e.id == "friend-revealed" for e in t.events))
    assert word in _trick_line(trick, "·", lang).plain


def test_the_lessons_and_the_books_prose_use_the_same_word():
    """The lessons' and the rule books' sentences said 朋友现身 where the table says 朋友尚未出现 and the
    replay 朋友出现: one word in prose too."""
    root = Path(__file__).resolve().parents[1] / "hwtutor"
    texts = [p.read_text(encoding="utf-8") for p in root.rglob("*.toml")] + \
        [p.read_text(encoding="utf-8") for p in root.rglob("catalog*.py")]
    assert not [t for t in texts if "朋友现身" in t]
