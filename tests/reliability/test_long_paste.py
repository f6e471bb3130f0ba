"""A megabyte pasted at a prompt (issue 19 item 13): the table's input line copied its whole
text at every key, so 1 MB froze it for over a minute (300 KB: 5.7 s, growing faster than the
paste), and the echo then filled the message pane. Every prompt keeps at most INPUT_LIMIT
characters (inputline.py): the work per key is bounded by the limit, not by what was pasted.
Measured here by the longest text any input line held, never by the clock."""
from __future__ import annotations

import re
import threading
from pathlib import Path

import pytest
from fullscreen_helpers import Recording, run_app
from prompt_toolkit.buffer import Buffer
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.inputline import INPUT_LIMIT, prompt_session
from hwtutor.play.screen import ECHO_LIMIT
from hwtutor.play.session import Match

PACKAGE = Path(__file__).resolve().parents[2] / "hwtutor"
PASTE_START, PASTE_END = "\x1b[200~", "\x1b[201~"


@pytest.fixture
def longest(monkeypatch):
    """The length of every input line's text after each change (what each key left to copy)."""
    seen: list[int] = []
    real = Buffer._text_changed

    def spy(self):
        real(self)
        seen.append(len(self.text))

    monkeypatch.setattr(Buffer, "_text_changed", spy)
    return seen


def _feed(inp, text: str) -> threading.Thread:
    """Type `text` from a thread: a pipe holds 64 kB, so a big paste waits for its reader."""
    th = threading.Thread(target=lambda: (inp.send_text(text), inp.close()), daemon=True)
    th.start()
    return th


def _table(tmp_path, typed: str):
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=5, lang="en")
    m.new_hand()
    done = threading.Event()

    def during(view, inp):  # the paste, then Enter, then quit, each as the table waits for it
        inp.send_text(typed)
        inp.send_text("\r")
        inp.send_text("quit\r")
        inp.close()
        done.set()

    rc, view, p = run_app(m, "", tmp_path / "g.hongwu.toml", view=Recording(), close=False, during=during)
    assert done.wait(30)
    return view


@pytest.mark.parametrize("bracketed", [True, False])
def test_the_table_keeps_a_bounded_input_line(tmp_path, longest, bracketed):
    n = 200_000 if bracketed else 3 * INPUT_LIMIT  # typed key by key: the old cost was n² / 2 characters
    paste = "SA " * (n // 3)
    view = _table(tmp_path, PASTE_START + paste + PASTE_END if bracketed else paste)
    assert longest and max(longest) <= INPUT_LIMIT
    echoes = [t for t, style in view.transcript if style == "class:echo" and "SA SA" in t]
    assert echoes and all(len(t) <= ECHO_LIMIT + 2 for t in echoes)
    assert any("quit" in t for t, _ in view.transcript)  # the table still read what came after


def test_a_prompt_session_keeps_a_bounded_input_line(longest):
    with create_pipe_input() as inp:
        th = _feed(inp, PASTE_START + "x" * 1_000_000 + PASTE_END + "\r")
        got = prompt_session(input=inp, output=DummyOutput()).prompt("> ")
    th.join(10)
    assert len(got) == INPUT_LIMIT and max(longest) <= INPUT_LIMIT


def test_a_lesson_answer_is_bounded_as_it_is_typed(longest):
    from hwtutor.lessons.runner import Prompter
    with create_pipe_input() as inp:
        th = _feed(inp, "S" * (3 * INPUT_LIMIT) + "\r")
        got = Prompter(inp, DummyOutput()).ask("? ")
    th.join(10)
    assert len(got) <= INPUT_LIMIT and max(longest) <= INPUT_LIMIT


def test_every_prompt_is_made_through_inputline():
    """The line-mode table, lessons, drills, the start menu and play's questions: no PromptSession
    and no input Buffer is made anywhere but through inputline (prompt_session, cap_buffer)."""
    offenders = []
    for f in PACKAGE.rglob("*.py"):
        if f.name == "inputline.py":
            continue
        for k, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bPromptSession\(", line) or (re.search(r"\bBuffer\(", line) and "cap_buffer(" not in line):
                offenders.append(f"{f.relative_to(PACKAGE)}:{k}: {line.strip()}")
    assert offenders == []


def test_a_paste_into_the_viewer_changes_nothing():
    from rel_helpers import record_text

    from hwtutor.replay.record import read_record
    from hwtutor.replay.render import View
    from hwtutor.replay.timeline import Timeline
    from hwtutor.replay.viewer import Presenter, build_app
    tl = Timeline(read_record(record_text("zhejiang-2", 7, n=30))[0], "t.hongwu.toml")
    p = Presenter(tl, View("en"), 3)
    with create_pipe_input() as inp:
        th = _feed(inp, PASTE_START + "n" * 1_000_000 + PASTE_END + "g" + "9" * 5000 + "qq")
        build_app(p, input=inp, output=DummyOutput()).run()
    th.join(10)
    assert p.pos == 3 and p.trace == [3]
