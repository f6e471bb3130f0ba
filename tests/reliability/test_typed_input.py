"""Text typed at a prompt (lesson answers, the hotseat's play and `why`) by a
hostile or careless player (issue 9 items 2, 6, 9; issue 10 item 2): never a
traceback, one plain line, nothing raw reaches the terminal."""
from __future__ import annotations

import pytest
from play_helpers import Script, play_script
from rel_helpers import run

from hwtutor.lessons import judge as J
from hwtutor.lessons.model import all_lessons


def _steps(kind: str):
    for lesson in all_lessons():
        for st in lesson.steps:
            if st.exercise and st.exercise.kind == kind and st.position:
                g = st.position.game()
                if g.rules.id != "duxiao":  # the one deck that holds H10*
                    yield st, g


@pytest.mark.parametrize("kind", ["legal-play", "win-trick"])
@pytest.mark.parametrize("answer", ["H10*", "play H10*", "♥10*"])
def test_card_outside_the_deck_typed_at_a_lesson_prompt_is_no_such_card(kind, answer):
    """Issue 9.2 / 10.2: H10* in a trick-game lesson was a KeyError; it is 'there is no ♥10* in this game'."""
    steps = list(_steps(kind))
    assert steps
    for st, g in steps:
        fb = J.judge(st.exercise, g, answer)
        assert not fb.correct and not fb.judged  # not an answer at all: no try is counted
        assert any("There is no ♥10* in this game." in line for line in fb.lines("en"))
        assert any("这个玩法的牌中没有♥10*。" in line for line in fb.lines("zh"))


@pytest.mark.parametrize("line", ["play H10*", "why play H10*"])
def test_card_outside_the_deck_typed_at_the_hotseat_is_no_such_card(tmp_path, line):
    """Issue 9.2 / 10.2: at a hotseat play or `why` prompt, H10* is refused with one line; play goes on."""
    m, out = play_script("zhejiang-2", {1, 2, 3}, 5, Script(lines=[line, "quit"]), tmp_path / "g.hongwu.toml")
    assert "There is no ♥10* in this game." in out
    assert not m.lines or all(ln.action.seat != 0 for ln in m.lines)


HOSTILE = "SA\x1b]0;TITLE\x07\x1b[41m\x00\u202eX"
RAW = ("\x1b", "\x00", "\u202e", "\x07")


def test_a_pasted_escape_sequence_is_never_echoed_raw_at_a_lesson_prompt(tmp_path):
    """Issue 9.6: 'SA<ESC>]0;TITLE<BEL><ESC>[41m' pasted as an answer changed the terminal title."""
    from lessons_helpers import run_piped
    lesson = next(les for les in all_lessons() if les.id == "cards")
    paste = "\x1b[200~" + HOSTILE + "\x1b[201~\r"
    steps_before = next(i for i, st in enumerate(lesson.steps) if st.exercise)
    _, out, _ = run_piped(lesson, "\r" * steps_before + paste * 2, tmp_path, lang="en")
    assert "TITLE" in out  # the answer was quoted back …
    assert not any(c in out for c in RAW)  # … with its control characters made visible


def test_piped_answers_never_print_raw_control_characters(tmp_path):
    """Issue 9.6: answers read from a pipe printed raw ESC, NUL and RLO."""
    res = run(["--lang", "en", "learn", "following", "--data-dir", str(tmp_path)], input=(HOSTILE + "\n") * 3 + "q\n")
    assert "TITLE" in res.output  # quoted back in "… is not a card"
    assert not any(c in res.output for c in RAW)


def test_lesson_name_from_the_command_line_is_cleaned():
    """Issue 9.6: `hwtutor learn $'\\e]0;x\\e\\\\'` echoed the OSC raw in 'No lesson …'."""
    res = run(["learn", "\x1b]0;x\x1b\\"])
    assert "No lesson" in res.output and "\x1b" not in res.output


def test_cleaning_costs_the_limit_not_the_length(monkeypatch):
    """Issue 9.8: the cleaner walked a 4-million-character name before truncating it."""
    import unicodedata

    import hwtutor.textsafe as ts
    seen = []
    real = unicodedata.category
    monkeypatch.setattr(unicodedata, "category", lambda ch: (seen.append(ch), real(ch))[1])
    out = ts.clean("\u202eA" * 2_000_000, 24)
    assert len(out) == 24 and out.endswith("…") and "\u202e" not in out
    assert 0 < len(seen) <= 24


def test_lesson_completion_is_bounded_on_a_long_line(monkeypatch):
    """Issue 9.9: completion re-ran over the whole line at every key (12,000 characters: 73 s)."""
    from collections import Counter

    from prompt_toolkit.document import Document

    import hwtutor.rules.cards as cards_mod
    from hwtutor.lessons.runner import make_completer
    calls = []
    real = cards_mod.card
    monkeypatch.setattr(cards_mod, "card", lambda t: (calls.append(t), real(t))[1])
    comp = make_completer(Counter(cards_mod.cards("SA SK")), ["SA SK"])
    assert [c.text for c in comp.get_completions(Document("S"), None)]  # short lines still complete
    calls.clear()
    assert list(comp.get_completions(Document("SA " * 4000), None)) == []
    assert calls == []


def test_hotseat_completion_is_bounded_on_a_long_line():
    from prompt_toolkit.document import Document

    from hwtutor.play.view import Choice, ChoiceCompleter

    comp = ChoiceCompleter([Choice("SA", "♠A", "single")])
    assert [c.text for c in comp.get_completions(Document("s"), None)] == ["SA"]
    assert list(comp.get_completions(Document("SA " * 4000), None)) == []


def test_a_pasted_tab_still_separates_cards():
    """Cleaning typed text must not break an answer: a tab is a space, not an escape."""
    from hwtutor.lessons.runner import typed as lesson_typed
    from hwtutor.play.view import typed as table_typed
    assert lesson_typed("SA\tSK") == table_typed("SA\tSK") == "SA SK"
