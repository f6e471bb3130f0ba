"""The table's input line after the terminal is narrowed and widened again (issue 19 item 14):
at 5 columns or fewer the line scrolled sideways to keep the cursor in view, and prompt-toolkit
kept that scroll once the terminal was wide again, so the prompt read "1 >" or " >" for the
rest of the game. The line is scrolled from its start at every draw, only as far as the cursor
needs. Tested with a dummy terminal whose size changes, reading what the renderer drew."""
from __future__ import annotations

import time

import pytest
from fullscreen_helpers import SizedOutput, run_app
from prompt_toolkit.data_structures import Size
from prompt_toolkit.layout.controls import BufferControl

from hwtutor.play.session import Match


def _drawn_row(app, row: int, width: int) -> str:
    screen = app.renderer._last_screen
    line = screen.data_buffer[row]
    return "".join(line[x].char for x in range(width)).rstrip()


def _wait(cond, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise AssertionError("timed out")
        time.sleep(0.02)


@pytest.mark.parametrize("narrow", [5, 3, 1])
def test_the_input_line_starts_at_its_prompt_after_a_narrow_terminal(tmp_path, narrow):
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=5, lang="en")
    m.new_hand()
    out = SizedOutput(80, 24)
    seen = {}

    def resize(app, cols: int) -> None:
        out.size = Size(rows=24, columns=cols)
        n = app.render_counter
        app.invalidate()
        _wait(lambda: app.render_counter > n and app.renderer._last_screen is not None)

    def during(view, inp):
        _wait(lambda: view.app is not None and view.screen.prompt.endswith(" > "))
        app = view.app
        win = next(w for w in app.layout.find_all_windows() if isinstance(w.content, BufferControl))
        inp.send_text("S")  # a letter typed while the terminal is narrow
        _wait(lambda: app.current_buffer.text == "S")
        resize(app, narrow)
        seen["narrow"] = win.horizontal_scroll  # narrow, the line still scrolls to show the cursor
        resize(app, 80)
        seen["scroll"] = win.horizontal_scroll
        seen["row"] = _drawn_row(app, 24 - 2, 80)
        seen["prompt"] = view.screen.prompt
        inp.send_text("\x7fquit\r")  # backspace, then stop
        inp.close()

    run_app(m, "", tmp_path / "g.hongwu.toml", output=out, close=False, during=during)
    assert seen["narrow"] > 0 and seen["scroll"] == 0
    assert seen["row"] == seen["prompt"] + "S"
