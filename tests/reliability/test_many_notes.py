"""A record with thousands of notes on one action (issue 19 item 12): 140,000 notes (4 MB, which
`check` reads in 2 s) made `replay --export --at 3` draw a 135 MB SVG in 30 s and 1 GB, `--print`
take 12 s and the viewer freeze. Each moment shows at most NOTES_SHOWN notes of a kind and says
how many more there are ("… and 4,990 more notes"); what is drawn no longer grows with the count.
`check` warns (code `bad-note`, exit status unchanged) about notes nobody can see."""
from __future__ import annotations

import json

import pytest
from rel_helpers import record_text, run

from hwtutor.replay.record import read_record
from hwtutor.replay.render import View, to_text
from hwtutor.replay.timeline import Timeline
from hwtutor.replay.transcript import transcript
from hwtutor.replay.viewer import Presenter

NOTES_SHOWN = 10

AT = 3


def with_notes(n: int, at: int = AT, text: str = '"note {i} says hello"', review: bool = False) -> str:
    base = record_text("taihu", 1)
    src = '\nsource = "review"' if review else ""
    return base + "".join(f"\n[[notes]]\nat = {at}\ntext = " + text.replace("{i}", str(i)) + f"{src}\n"
                          for i in range(n))


def timeline(n: int, **kw) -> Timeline:
    rec, issues = read_record(with_notes(n, **kw))
    assert rec is not None, issues
    return Timeline(rec, "n.hongwu.toml")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_moment_shows_a_few_notes_and_counts_the_rest(lang, snapshot):
    tl = timeline(5000)
    text = to_text(tl, AT, View(lang, width=100))
    assert text.count("says hello") == NOTES_SHOWN
    more = [ln.strip(" │") for ln in text.splitlines() if "4,990" in ln]
    assert more == snapshot


def test_what_a_moment_draws_does_not_grow_with_its_notes():
    small, big = (to_text(timeline(n), AT, View("en", width=100)) for n in (NOTES_SHOWN + 1, 5000))
    assert len(small.splitlines()) == len(big.splitlines())
    assert abs(len(big) - len(small)) <= 8  # only the count differs ("1" / "4,990")


def test_review_notes_are_capped_apart_from_the_authors():
    text = to_text(timeline(300, review=True), AT, View("en", width=100))
    assert text.count("says hello") == NOTES_SHOWN and "290 more notes" in text


def test_one_more_note_is_said_in_the_singular():
    text = to_text(timeline(NOTES_SHOWN + 1), AT, View("en", width=100))
    assert "… and 1 more note on this action, not shown." in text


def test_the_viewer_draws_a_bounded_screen():
    p = Presenter(timeline(5000), View("en", width=100), start=AT)
    lines = p._lines(p.view, False)
    assert sum("says hello" in ln for ln in lines) == NOTES_SHOWN
    assert len(lines) < 80


def test_the_transcript_stays_the_size_of_the_game():
    small, big = (transcript(timeline(n), View("en", width=100)) for n in (0, 5000))
    assert to_len(small) == to_len(big)


def to_len(renderable) -> int:
    from hwtutor.replay.render import to_ansi
    return len(to_ansi(renderable, 100, color=False))


@pytest.mark.parametrize("how", [["--print"], ["--export", "pic.svg"]])
def test_print_and_export_are_bounded(tmp_path, how, monkeypatch):
    monkeypatch.chdir(tmp_path)
    sizes = []
    for n in (NOTES_SHOWN + 1, 5000):
        f = tmp_path / f"n{n}.hongwu.toml"
        f.write_text(with_notes(n), encoding="utf-8")
        res = run(["--lang", "en", "replay", str(f), "--at", str(AT + 1), "--width", "100", *how])
        assert res.exit_code == 0, res.output
        sizes.append(len(res.output) if how == ["--print"] else (tmp_path / "pic.svg").stat().st_size)
    assert sizes[1] - sizes[0] < 200, sizes


def _check(text: str, tmp_path, lang: str = "en"):
    f = tmp_path / "n.hongwu.toml"
    f.write_text(text, encoding="utf-8")
    res = run(["--lang", lang, "check", str(f), "--json"])
    return res, json.loads(res.output)


@pytest.mark.parametrize("at", [-1, -5000, 10_000])
def test_check_warns_about_notes_attached_to_no_action(tmp_path, at):
    res, rep = _check(with_notes(3, at=at), tmp_path)
    assert res.exit_code == 0 and rep["ok"]
    warned = [i for i in rep["issues"] if i["code"] == "bad-note"]
    assert [i["severity"] for i in warned] == ["warning"]
    assert f"3 notes are attached to no action (the first has at = {at};" in warned[0]["message"]
    assert "有3条注释不对应任何动作" in warned[0]["message_zh"]


@pytest.mark.parametrize("text", ['""', '{ en = "", zh = " " }', '{ fr = "bonjour" }', "{}"])
def test_check_warns_about_notes_without_text(tmp_path, text):
    res, rep = _check(with_notes(1, text=text), tmp_path)
    assert res.exit_code == 0 and rep["ok"]
    assert [i["code"] for i in rep["issues"]] == ["bad-note"]
    assert rep["issues"][0]["message"] == f"1 note has no text (the first has at = {AT}): nothing is shown for it."


def test_a_closing_note_after_the_last_action_is_no_warning(tmp_path):
    base = record_text("taihu", 1)
    n = len(read_record(base)[0].actions)
    _, rep = _check(base + f'\n[[notes]]\nat = {n}\ntext = "the end"\n\n[[notes]]\nat = 0\ntext = "x"\n', tmp_path)
    assert rep["issues"] == []


def test_thousands_of_bad_notes_are_one_warning_per_kind(tmp_path):
    res, rep = _check(with_notes(5000, at=-1, text='""'), tmp_path)
    assert [i["code"] for i in rep["issues"]] == ["bad-note", "bad-note"]
    res = run(["--lang", "zh", "check", str(tmp_path / "n.hongwu.toml")])
    assert res.exit_code == 0
    assert [ln.split("：", 1)[1] for ln in res.output.splitlines()[:2]] == [
        "警告（注释不对）：有5,000条注释不对应任何动作（第一条的“at”是-1；"
        "这份记录有102个动作，“at”只能是0到102），不会显示。",
        "警告（注释不对）：有5,000条注释没有文字（第一条的“at”是-1），显示不出内容。"]  # the field, not 第-1个动作
