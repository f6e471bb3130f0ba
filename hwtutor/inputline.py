"""What a prompt accepts, bounded (issue 19 item 13).

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


def prompt_session(**kw):
    """A PromptSession whose input line holds at most INPUT_LIMIT characters."""
    from prompt_toolkit import PromptSession
    session = PromptSession(**kw)
    cap_buffer(session.default_buffer)
    return session
