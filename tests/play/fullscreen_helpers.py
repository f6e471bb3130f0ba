"""Helpers for the full-screen table tests: positions found by playing with the bot, a view that
records every message, the screen as text, and the application run on pipe input."""
from __future__ import annotations

from prompt_toolkit.data_structures import Size
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.bots.trick_bot import choose
from hwtutor.play.costs import costs
from hwtutor.play.layout import as_text, compose, fit
from hwtutor.play.presenters import presenter_for
from hwtutor.play.screen import FullView, run_fullscreen
from hwtutor.play.session import Match


class Recording(FullView):
    """A full-screen view that also keeps every message it was given, in order (clears do not erase it)."""

    def __init__(self):
        super().__init__()
        self.transcript: list[tuple[str, str]] = []

    def _add(self, text, style):
        self.transcript.append((text, style))
        super()._add(text, style)

    def said(self) -> str:
        return "\n".join(t for t, _ in self.transcript)


class SizedOutput(DummyOutput):
    """A dummy terminal whose size the test sets (a resize)."""

    def __init__(self, columns: int = 80, rows: int = 24):
        super().__init__()
        self.size = Size(rows=rows, columns=columns)

    def get_size(self) -> Size:
        return self.size


def at(variant: str, seed: int, want, bots=frozenset({1, 2, 3}), lang: str = "en", limit: int = 400):
    """Play with the bot in every seat until `want(match)` holds at a human turn; the match there (or None)."""
    m = Match(variant, None, set(bots), seed=seed, chooser=choose, lang=lang)
    m.new_hand()
    for _ in range(limit):
        if m.game.over:
            return None
        if not m.is_bot(m.game.to_act) and want(m):
            return m
        a, why = m.bot_action()
        m.apply(a)
    return None


def drive(p, want, limit: int = 400) -> bool:
    """Play through presenter `p` (bots by their turn, the humans with the bot's choice) until `want(match)`
    holds at a human turn: every action told as at the table. False when the hand ended first."""
    m = p.m
    for _ in range(limit):
        if m.game.over:
            return False
        seat = m.game.to_act
        if m.is_bot(seat):
            p.bot_turn(seat)
            continue
        if want(m):
            return True
        a, _ = m.bot_action()
        p.apply(a)
    return False


def costly(m: Match):
    """A legal action of the seat to act with a cost told before it is made, or None."""
    for a in m.game.legal_actions():
        if costs(m.game, a):
            return a
    return None


def failing_throw(m: Match):
    """A legal lead of the seat to act that the engine turns into a failed throw, or None."""
    g = m.game
    if g.phase != "play" or g.current.plays:
        return None
    for a in g.legal_actions():
        c = g.copy()
        c.apply(a)
        if any(e.id == "throw-failed" for e in c.current.events if c.current is not None) or \
                any(e.id == "throw-failed" for t in c.tricks for e in t.events):
            return a
    return None


def screen_text(view: FullView, width: int = 80, height: int = 24) -> list[str]:
    """The whole screen as a person sees it: the table and messages, the input line, the keys."""
    lines, _ = compose(view.screen, width, height - 2, view.scroll)
    return as_text(lines) + [view.screen.prompt.rstrip(), fit(view.keys, width - 1)]


def run_app(m: Match, text: str, path, lang: str = "en", view: FullView | None = None, output=None,
            close: bool = True, during=None, **kw):
    """Run the full-screen table on `text` typed (Enter = \\r; the input ends after it when `close`);
    `during(view, inp)` runs beside the application. Return (exit code, view, presenter)."""
    import threading
    view = view or Recording()
    p = presenter_for(m, view, path, None, lang, max_hands=1, **kw)
    with create_pipe_input() as inp:
        inp.send_text(text)
        if close:
            inp.close()
        side = threading.Thread(target=during, args=(view, inp), daemon=True) if during else None
        if side:
            side.start()
        rc = run_fullscreen(p, view, input=inp, output=output or DummyOutput())
        if side:
            side.join(10)
    return rc, view, p
