"""Every prompt's input line: what it accepts, bounded (issue 19 item 13), and the room it keeps
for its completion menu, sized to the terminal (issue 19 item 16).

prompt-toolkit keeps every character typed or pasted in the input line and
copies the whole line at every key: a 1 MB paste into the table (hotseat
play) froze it for over a minute, growing faster than the paste, and its echo
then filled the message pane. Every prompt hwtutor shows — the table's input
line, the line-mode table, lessons, drills, the start menu, `play`'s
questions — keeps at most INPUT_LIMIT characters: what comes past it is
dropped as it arrives, so each key costs at most the limit, whatever is
pasted. No answer, action or path hwtutor asks for comes near it.

A leaf helper: prompt_toolkit is imported only when a prompt is made.
"""
from __future__ import annotations

INPUT_LIMIT = 2000  # as the typed-text cuts (play.view.TYPED_LIMIT, lessons.runner.ANSWER_LIMIT)


def cap_buffer(buf, limit: int = INPUT_LIMIT):
    """Keep a prompt-toolkit Buffer to `limit` characters (the cursor stays where it can);
    returns the buffer."""
    from prompt_toolkit.document import Document

    def trim(b) -> None:
        if len(b.text) > limit:
            b.document = Document(b.text[:limit], min(b.cursor_position, limit))

    buf.on_text_changed += trim
    return buf


def menu_rows(rows: int) -> int:
    """The rows a prompt keeps free under itself for the completion menu, on a terminal of `rows`:
    prompt-toolkit keeps 8 whatever the size, so at 30×10 `learn` scrolled the trick off the screen
    to show a question above eight empty rows (issue 19 item 16). At most a third of the screen,
    none below 16 rows (the menu then opens where there is room, above the line if need be)."""
    return 0 if rows < 16 else min(8, rows // 3)


def prompt_session(**kw):
    """A PromptSession whose input line holds at most INPUT_LIMIT characters and that keeps
    menu_rows() free for its completion menu, at the terminal's size of the moment."""
    from prompt_toolkit import PromptSession

    class Session(PromptSession):
        @property
        def reserve_space_for_menu(self) -> int:  # read at every draw: follows a resize
            try:
                return menu_rows(self.output.get_size().rows)
            except Exception:  # noqa: BLE001 - no size to be had (a closed terminal): keep nothing free
                return 0

        @reserve_space_for_menu.setter
        def reserve_space_for_menu(self, value) -> None:
            pass  # PromptSession sets its default (8); the size decides

    session = Session(**kw)
    cap_buffer(session.default_buffer)
    return session
