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


def test_no_event_word_holds_a_comma():
    """The replay lists a seat's marks with commas (lead, throw, throw failed): a word with a comma in it
    ("princess, no power") would read as two marks."""
    _, terms = all_texts()
    for e in EVENTS:
        for lang, word in terms[f"event.{e}"].items():
            assert not re.search(r"[,，、]", word), (e, lang, word)


@pytest.mark.parametrize("lang,marks", [("en", "lead, throw, throw failed"), ("zh", "首出、甩牌、甩牌失败")])
def test_the_replay_s_seat_marks_read_as_separate_marks(lang, marks):
    """Taihu sample 1, trick 9: p3 leads a throw that fails. The English marks ran together ("lead throw throw
    failed"); now each is set off by the list separator of the screen's language, as the zh side's 、."""
    path = Path(__file__).resolve().parents[1] / "data" / "sample_games" / "taihu-1.hongwu.toml"
    out = CliRunner().invoke(cli, ["--lang", lang, "replay", "--print", "--trick", "9", str(path)]).output
    row = next(ln for ln in out.splitlines() if ln.startswith("│ p3 ") and "♦K" in ln)
    assert row.rstrip(" │").endswith(marks), row


def test_marks_break_between_marks_and_the_cards_keep_their_room():
    """A narrow last-trick panel (two panels side by side at 100 columns) with long marks: the marks wrap
    between marks (朋友出现 whole, never 朋友出/现), and the cards are never folded a character a line
    (the ♦10° that was set as ♦ / 1 / 0 / °)."""
    from hwtutor.replay.render import View, to_text
    from hwtutor.replay.timeline import Timeline
    from hwtutor.replay.trick_panels import marks_lines
    assert marks_lines(["lead", "wins", "friend revealed"], ", ", 18) == "lead, wins,\nfriend revealed"
    assert marks_lines(["首出", "最大", "朋友出现"], "、", 12) == "首出、最大、\n朋友出现"
    assert marks_lines(["powerless princess"], ", ", 6) == "powerless princess"  # one mark is never cut
    from hwtutor.replay.check import check_path
    path = Path(__file__).resolve().parent / "replay" / "records" / "gen-taihu.hongwu.toml"
    tl = Timeline(check_path(str(path)).record, path.name)
    for lang in ("en", "zh"):
        text = to_text(tl, tl.last, View(lang, width=100))
        assert "♦10° ♦10°" in text, text
        assert not re.search(r"│\s+[♠♥♣♦]\s+│", text), text   # a suit alone on a line: a card folded
        word = "friend revealed" if lang == "en" else "朋友出现"
        assert word in text, text
