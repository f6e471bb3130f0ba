"""`hwtutor replay FILE --print --all`: the whole game as one transcript, a trick per block with each
play labelled by its seat and the engine's explanations (issue 12 §2); point cards and duxiao's special
ten carry different marks (issue 12 §3)."""
from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from replay_helpers import SAMPLES, load, record

from hwtutor.cli import cli
from hwtutor.replay.render import View, to_ansi
from hwtutor.replay.timeline import trick_views
from hwtutor.replay.transcript import transcript
from hwtutor.rules.cards import POINT_MARK


def text_of(tl, view):
    return to_ansi(transcript(tl, view), view.width, color=False)


@pytest.mark.parametrize("name", ["taihu-1", "duxiao-1", "zhejiang-3-1", "xuan-1"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_trick_is_a_block_with_its_plays_labelled_by_seat(name, lang):
    tl = load(SAMPLES / f"{name}.hongwu.toml")
    out = text_of(tl, View(lang, width=80))
    tricks = [tv for tv in trick_views(tl.state(tl.last)) if tv.plays]
    word = ("Trick" if tl.family == "trick" else "Round") if lang == "en" else "第"
    titles = [ln for ln in out.splitlines() if re.match(rf"╭─ {word}", ln)]
    assert len(titles) == len(tricks)
    for tv in tricks:
        for seat, _ in tv.plays:
            assert f"│ p{seat + 1} " in out
    assert max(len(ln) for ln in out.splitlines()) <= 80


def test_the_transcript_carries_the_explanations_and_the_result():
    tl = load(SAMPLES / "taihu-1.hongwu.toml")
    out = " ".join(text_of(tl, View("en", width=100)).split())
    assert "is revealed as p1 (Ann)'s friend" in out and "Before play" in out
    assert "Result of the hand" in out and "wins with" in out


def test_an_illegal_action_ends_the_transcript_with_its_reason():
    tl = load(record("gen-illegal"))
    out = text_of(tl, View("en", width=100))
    assert "Illegal — rule [" in out and "Result of the hand" not in out


def test_the_command_prints_the_transcript_without_a_terminal():
    r = CliRunner().invoke(cli, ["replay", str(SAMPLES / "jiande-1.hongwu.toml"), "--print", "--all",
                                 "--lang", "zh", "--width", "70"])
    assert r.exit_code == 0 and "出牌之前" in r.output and "第1轮" in r.output


def test_point_cards_and_the_special_ten_have_different_marks():
    assert POINT_MARK != "*"
    trick = text_of(load(SAMPLES / "zhejiang-2-1.hongwu.toml"), View("en", width=100))
    assert POINT_MARK in trick and "*" not in trick
    climb = text_of(load(SAMPLES / "duxiao-1.hongwu.toml"), View("en", width=100))
    assert "♥10*" in climb and POINT_MARK not in climb
    ascii_ = text_of(load(SAMPLES / "zhejiang-2-1.hongwu.toml"), View("en", ascii=True, width=100))
    assert "K^" in ascii_ or "10^" in ascii_ or "5^" in ascii_
