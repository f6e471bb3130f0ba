"""The input line: cards in any notation, actions without their verb, commands, and errors."""
from __future__ import annotations

import pytest
from prompt_toolkit.document import Document

from hwtutor.play.commands import parse_line, split_cards
from hwtutor.play.view import Choice, ChoiceCompleter
from hwtutor.rules.actions import Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from hwtutor.rules.cards import cards
from hwtutor.rules.messages import render


@pytest.mark.parametrize("text", ["SA SA", "sa sa", "♠A ♠A", "♠A♠A", "SASA", "黑桃A 黑桃A", "黑桃A黑桃A"])
def test_cards_in_every_notation(text):
    assert split_cards(text) == cards("SA SA")


def test_cards_written_together_with_tens_and_jokers():
    assert split_cards("♥10♥10大王小王") == cards("H10 H10 BJ LJ")
    assert split_cards("S10 BJ lj") == cards("S10 BJ LJ")


@pytest.mark.parametrize("phase,text,action", [
    ("play", "SA SA", Play(0, cards("SA SA"))),
    ("play", "play ♠A", Play(0, cards("SA"))),
    ("play", "出 ♠A", Play(0, cards("SA"))),
    ("bid", "75", Bid(0, 75)),
    ("bid", "bid 80", Bid(0, 80)),
    ("bid", "pass", Pass(0)),
    ("bid", "过", Pass(0)),
    ("trump", "S", ChooseTrump(0, "S")),
    ("trump", "♥", ChooseTrump(0, "H")),
    ("trump", "方块", ChooseTrump(0, "D")),
    ("trump", "trump c", ChooseTrump(0, "C")),
    ("show", "none", Show(0, ())),
    ("show", "不亮", Show(0, ())),
    ("show", "H4 H4", Show(0, cards("H4 H4"))),
    ("show", "show", Show(0, ())),
    ("bury", "S2 S3", Bury(0, cards("S2 S3"))),
    ("call", "D7", Call(0, cards("D7")[0])),
    ("call", "call ♦7", Call(0, cards("D7")[0])),
])
def test_action_of_the_moment(phase, text, action):
    cmd = parse_line(text, phase, 0)
    assert cmd.kind == "action"
    assert cmd.action == action


@pytest.mark.parametrize("text,kind", [("hint", "hint"), ("?", "hint"), ("提示", "hint"), ("undo", "undo"),
                                       ("悔牌", "undo"), ("last", "last"), ("rules", "rules"), ("save", "save"),
                                       ("quit", "quit"), ("q", "quit"), ("退出", "quit"), ("help", "help"),
                                       ("", "empty"), ("   ", "empty")])
def test_commands(text, kind):
    assert parse_line(text, "play", 0).kind == kind


def test_why_carries_the_action_without_playing_it():
    cmd = parse_line("why SA SA", "play", 2)
    assert cmd.kind == "why" and cmd.action == Play(2, cards("SA SA"))
    assert parse_line("why", "play", 2).kind == "error"


@pytest.mark.parametrize("phase,text,key", [
    ("play", "SX", "play.bad-card"), ("play", "blah", "play.bad-card"), ("bid", "sixty", "play.bad-bid"),
    ("bid", "bid x", "play.bad-bid"), ("trump", "trump X", "play.bad-suit"), ("call", "D7 D8", "play.call-one"),
    ("play", "pass now", "play.bad-input"), ("play", "why", "play.why-what"),
])
def test_bad_input_is_an_error_with_a_message(phase, text, key):
    cmd = parse_line(text, phase, 0)
    assert cmd.kind == "error" and cmd.error.key == key
    assert render(cmd.error, "en") and render(cmd.error, "zh")


def test_completer_offers_legal_plays_with_their_pattern():
    comp = ChoiceCompleter([Choice("SA SA", "♠A♠A", "pair"), Choice("SA", "♠A", "single"),
                            Choice("H3 H3 H4 H4", "♥3♥3♥4♥4", "tractor"), Choice("hint", "hint")])
    got = list(comp.get_completions(Document("sa"), None))
    assert [c.text for c in got] == ["SA SA", "SA"]
    assert [c.display_meta_text for c in got] == ["pair", "single"]
    assert len(list(comp.get_completions(Document(""), None))) == 4
    assert [c.text for c in comp.get_completions(Document("h"), None)] == ["H3 H3 H4 H4", "hint"]
