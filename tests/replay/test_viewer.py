"""The interactive viewer (hwtutor/replay/viewer.py), driven with prompt-toolkit pipe input:
keys in, the presenter's positions and the drawn screen out."""
from __future__ import annotations

import pytest

pytest.importorskip("prompt_toolkit")

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.replay.render import View
from hwtutor.replay.viewer import Presenter, build_app

RIGHT, LEFT, HOME, END, ENTER, ESC = "\x1b[C", "\x1b[D", "\x1b[H", "\x1b[F", "\r", "\x1b"


def drive(tl, keys: str, view: View | None = None, start: int | None = None) -> Presenter:
    """Run the real Application on pipe input until `q`; return the presenter."""
    p = Presenter(tl, view or View("en"), start)
    with create_pipe_input() as inp:
        inp.send_text(keys)
        app = build_app(p, input=inp, output=DummyOutput())
        app.run()
    assert not p.running
    return p


def test_forward_back_trick_jumps_goto_and_quit(timelines):
    tl = timelines("gen-zhejiang-2")
    e = tl.trick_ends
    p = drive(tl, "n" + RIGHT + " " + "p" + LEFT + "]" + "]" + "[" + "g12" + ENTER + END + HOME + "q")
    assert p.trace == [0, 1, 2, 3, 2, 1, e[0], e[1], e[0], 11, tl.last, 0]  # g12: action 12, counted from 1
    assert p.pos == 0


def test_goto_out_of_range_is_refused_and_escape_cancels(timelines):
    tl = timelines("gen-zhejiang-2")
    p = drive(tl, "g99999" + ENTER + "n" + "g5" + ESC + "n" + "q")
    assert p.trace == [0, 1, 2]
    p2 = Presenter(tl, View("en"))
    for k in "g999":
        p2.key(k)
    p2.key("enter")
    assert p2.pos == 0 and f"There is no action 999: choose 1–{tl.size}." in p2.status
    for k in "g0":  # action 0 is not one: the first is action 1, as the header counts
        p2.key(k)
    p2.key("enter")
    assert p2.pos == 0 and "There is no action 0" in p2.status


def test_edges_are_reported_not_wrapped(timelines):
    tl = timelines("gen-zhejiang-2")
    p = Presenter(tl, View("en"))
    p.key("left")
    assert p.pos == 0 and p.status == "Already at the first action."
    p.key("end")
    p.key("n")
    assert p.pos == tl.last and p.status == "Already at the last action."
    assert "Already at the last action." in p.screen(120, 40)


def test_view_cycles_through_the_seats_and_back_to_all(timelines):
    tl = timelines("gen-zhejiang-2")
    p = drive(tl, "vvvvvv" + "q")
    assert p.view.seat == 0  # all -> p1 -> p2 -> p3 -> p4 -> all -> p1
    p = Presenter(tl, View("en"))
    seats = []
    for _ in range(5):
        p.key("v")
        seats.append(p.view.seat)
    assert seats == [0, 1, 2, 3, None]
    p.key("v")
    assert "seen from p1 (Ann)" in p.screen(140, 60)


def test_language_toggle_and_help(timelines):
    tl = timelines("gen-zhejiang-2")
    p = drive(tl, "l" + "?" + "q", View("en"))
    assert p.view.lang == "zh" and p.help
    p = Presenter(tl, View("en"))
    p.key("l")
    assert "回放 ·" in p.screen(120, 50)  # the viewer is 回放; 复盘 is the review
    p.key("?")
    screen = p.screen(120, 50)
    assert "按键" in screen and "下一步" in screen
    p.key("n")  # any key closes the help without moving
    assert not p.help and p.pos == 0


def test_an_illegal_record_opens_at_its_first_illegal_action(timelines):
    tl = timelines("gen-illegal")
    p = drive(tl, "q")
    assert p.trace == [tl.illegal_at]
    assert "Illegal — rule [follow-suit]" in p.screen(140, 80)


def test_screen_fits_the_terminal_and_scrolls(timelines):
    tl = timelines("gen-jiande")
    p = Presenter(tl, View("en"))
    p.key("]")
    screen = p.screen(80, 20)
    lines = screen.split("\n")
    assert len(lines) == 20
    assert "Replay" in lines[0]
    p.key("pagedown")
    assert p.screen(80, 20).split("\n")[0] != lines[0]
    p.key("n")  # moving resets the scroll
    assert "Replay" in p.screen(80, 20).split("\n")[0]


def test_the_screen_is_drawn_from_the_presenter(timelines):
    """The Application draws the presenter's screen at the output's size."""
    tl = timelines("gen-zhejiang-2")
    p = Presenter(tl, View("en"))
    with create_pipe_input() as inp:
        app = build_app(p, input=inp, output=DummyOutput())
        inp.send_text("nn")
        inp.send_text("q")
        app.run()
        from prompt_toolkit.formatted_text import to_plain_text
        control = app.layout.current_window.content
        text = to_plain_text(control.text())
    assert f"Action 3 of {len(tl.record.actions)}" in text  # two steps on from the first action


def test_the_viewers_trace_of_positions_stays_bounded(timelines):
    """Issue 21 item 7: every key press appended to the trace without end (a key held down for hours)."""
    from hwtutor.replay.viewer import TRACE_KEEP
    tl = timelines("gen-zhejiang-2")
    p = Presenter(tl, View("en"))
    for _ in range(5 * TRACE_KEEP):
        p.key("right")
        p.key("left")
    assert len(p.trace) <= 2 * TRACE_KEEP and p.trace[-2:] == [1, 0]
