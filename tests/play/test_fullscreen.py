"""The full-screen table (hwtutor/play/screen.py, layout.py) driven through prompt-toolkit pipe input
and a dummy output: a whole hand with refused input, hint, why and undo; a costly-move confirmation;
a resize; and the 80×24 screen in English and Chinese at three moments (syrupy snapshots)."""
from __future__ import annotations

import re
import time

from fullscreen_helpers import Recording, SizedOutput, at, costly, drive, failing_throw, run_app, screen_text
from play_helpers import simulate, typed
from prompt_toolkit.data_structures import Size
from rich.cells import cell_len

from hwtutor.bots.trick_bot import choose
from hwtutor.play.commands import COMMANDS
from hwtutor.play.costs import costs
from hwtutor.play.layout import Screen, as_text, compose
from hwtutor.play.presenters import presenter_for
from hwtutor.play.screen import FullView
from hwtutor.play.session import Match
from hwtutor.replay.check import check_path
from hwtutor.rules.messages import render


def test_whole_hand_with_refusals_hint_why_undo(tmp_path):
    """One learner against three bots, through the application: the hand ends as simulated."""
    script = simulate("zhejiang-2", {1, 2, 3}, 11)
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=11, chooser=choose)
    m.new_hand()
    path = tmp_path / "g.hongwu.toml"
    rc, view, _ = run_app(m, script.text.replace("\n", "\r"), path)
    assert rc == 0 and m.hand_over
    assert [str(ln.action) for ln in m.lines] == script.actions[0]
    said = view.said()
    for p in script.probes:  # illegal input refused with the engine's reason in words; why without playing
        assert "Refused: " in said and "Illegal: " in said and f"[{p['verdict'].rule}]" not in said
    assert "Legal (" in said and "Suggestion: " in said and "Legal: " in said
    assert "takes back" in said  # undo
    assert check_path(str(path)).exit_code == 0
    assert view.after and "hwtutor resume" in view.after[-1]  # left on the terminal after the application


def test_costly_move_is_asked_once_and_can_be_declined(tmp_path):
    """A legal move with a cost (R-33 rotten five, R-35 solo call, a risky throw, R-10/R-11) asks first:
    Enter declines and nothing is played; y plays it."""
    found = None
    for seed in range(1, 40):
        m = at("taihu", seed, lambda m: costly(m) is not None)
        if m is not None:
            found = m
            break
    assert found is not None, "no costly move found in 40 Taihu deals"
    m = found
    a = costly(m)
    told = [render(c, "en") for c in costs(m.game, a)]
    n = len(m.lines)
    text = f"{typed(a)}\r\r{typed(a)}\ry\rquit\r"
    rc, view, _ = run_app(m, text, tmp_path / "c.hongwu.toml", confirm=True)
    said = view.said()
    assert said.count(told[0]) == 2  # asked each time the move is typed
    assert "Not played: choose again." in said
    assert [ln.action for ln in m.lines[n:n + 1]] == [a]  # played once, after the y


def test_confirmation_turned_off_plays_at_once(tmp_path):
    m = at("taihu", 1, lambda m: costly(m) is not None) or next(
        x for s in range(2, 40) if (x := at("taihu", s, lambda m: costly(m) is not None)))
    a = costly(m)
    n = len(m.lines)
    rc, view, _ = run_app(m, f"confirm off\r{typed(a)}\rquit\r", tmp_path / "o.hongwu.toml", confirm=True)
    assert m.lines[n].action == a
    assert "Costly moves are no longer asked about" in view.said()
    assert "Play it anyway?" not in view.said()


def test_why_tells_the_cost_too(tmp_path):
    m = next(x for s in range(1, 40) if (x := at("taihu", s, lambda m: costly(m) is not None)))
    a = costly(m)
    rc, view, _ = run_app(m, f"why {typed(a)}\rquit\r", tmp_path / "w.hongwu.toml")
    said = view.said()
    assert "Legal: " in said
    assert render(costs(m.game, a)[0], "en") in said


def test_resize_redraws_at_the_new_size(tmp_path):
    m = at("zhejiang-2", 3, lambda m: True)
    out = SizedOutput(80, 24)

    def during(view, inp):
        end = time.monotonic() + 20
        while view.size != (80, 22) and time.monotonic() < end:
            time.sleep(0.02)
        out.size = Size(rows=30, columns=100)
        app = view.app
        app.loop.call_soon_threadsafe(app._on_resize)
        while view.size != (100, 28) and time.monotonic() < end:
            time.sleep(0.02)
        inp.send_text("quit\r")

    view = Recording()
    run_app(m, "", tmp_path / "r.hongwu.toml", view=view, output=out, close=False, during=during)
    assert view.size == (100, 28)


def _moment(lang: str, seed: int, want, folder, then=None):
    """The 80×24 screen of p1 (bots elsewhere) when `want(match)` first holds in a Taihu hand of `seed`
    (after `then(presenter)` and the bots' turns that follow it); None when it never does."""
    m = Match("taihu", None, {1, 2, 3}, seed=seed, chooser=choose, lang=lang)
    m.new_hand()
    view = FullView()
    p = presenter_for(m, view, folder / f"m{seed}.hongwu.toml", None, lang)  # it autosaves as it plays
    if not drive(p, want):
        return None
    if then is not None:
        then(p)
        while not m.game.over and m.is_bot(m.game.to_act):
            p.bot_turn(m.game.to_act)
    p.screen(0)
    view.screen.prompt = p.names[0] + " > "
    return screen_text(view)


def _moments(lang: str, folder):
    """Three moments for p1: the first decision, a follow mid-trick, just after a failed throw."""
    out = {"first": _moment(lang, 5, lambda m: True, folder),
           "follow": _moment(lang, 5, lambda m: m.game.phase == "play" and bool(m.game.current.plays), folder)}
    for seed in range(1, 60):
        shot = _moment(lang, seed, lambda m: failing_throw(m) is not None, folder,
                       lambda p: p.apply(failing_throw(p.m)))
        if shot is not None:
            out["failed-throw"] = shot
            break
    return out


def test_screen_at_80x24_in_english(snapshot, tmp_path):
    shots = _moments("en", tmp_path)
    for lines in shots.values():
        assert len(lines) == 24 and all(cell_len(ln) <= 80 for ln in lines)
    assert any("throw" in ln and "fail" in ln for ln in shots["failed-throw"])  # stays in the message pane
    assert shots == snapshot


def test_screen_at_80x24_in_chinese(snapshot, tmp_path):
    shots = _moments("zh", tmp_path)
    for lines in shots.values():
        assert len(lines) == 24 and all(cell_len(ln) <= 80 for ln in lines)
    assert shots == snapshot


def _taihu_table_with_messages(tmp_path, lang: str, word: str) -> FullView:
    """A Taihu table in the play, drawn once, with 60 numbered message lines."""
    m = at("taihu", 5, lambda m: m.game.phase == "play" and bool(m.game.current.plays))
    view = FullView()
    p = presenter_for(m, view, tmp_path / "unused.hongwu.toml", None, lang)
    p.screen(m.game.to_act)
    for i in range(60):
        view.line(f"{word} {i}")
    return view


def test_layout_fits_every_size_and_keeps_the_header(tmp_path):
    view = _taihu_table_with_messages(tmp_path, "zh", "消息")
    title = view.screen.table.title
    for w, h in ((80, 22), (60, 18), (120, 40), (40, 14)):
        lines, _ = compose(view.screen, w, h)
        text = as_text(lines)
        assert len(text) == h and all(cell_len(ln) <= w for ln in text)
        assert title in text[0] or text[0].strip().startswith(title[:10])
        assert "消息 59" in "\n".join(text)  # the newest message is shown
    lines, used = compose(view.screen, 80, 22, scroll=10)
    assert used == 10 and "消息 59" not in "\n".join(as_text(lines))  # scrolled back


def test_settlement_and_hand_over_screens_show_the_banner():
    screen = Screen(table=None, messages=[("Hand 1 is over.", "")], banner="Pass to Bo — press Enter")
    text = as_text(compose(screen, 80, 22)[0])
    assert len(text) == 22
    assert text[0] == "Hand 1 is over." and text[1] == "" and "Pass to Bo — press Enter" in text[2]


def test_completions_insert_what_they_show(tmp_path):
    m = at("taihu", 5, lambda m: m.game.phase == "play")
    p = presenter_for(m, FullView(), tmp_path / "unused.hongwu.toml", None, "en")
    cs = [c for c in p.choices(m.game.to_act) if c.display.strip() not in COMMANDS]
    assert cs and all(c.text == c.display for c in cs)
    assert len({c.text for c in cs}) == len(cs)  # de-duplicated
    assert not any("王" in c.text for c in cs)  # English names on English screens
    assert all(c.meta for c in cs)  # each labelled by its pattern


class _Watch(Recording):
    """Keeps what the message pane held at every hand-over screen (a pause after a clear)."""

    def __init__(self):
        super().__init__()
        self.at_handover: list[list[str]] = []

    def pause(self, text):
        if self.screen.table is None and text.startswith("Pass to "):
            self.at_handover.append([t for t, _ in self.screen.messages])
        return super().pause(text)


def test_two_people_get_the_hand_over_screen_and_nothing_private_stays(tmp_path):
    """Two humans and two bots: a hand-over screen between them; what one player saw alone (a hint,
    why, typed cards, a refusal) is gone from the message pane before the other sits down."""
    script = simulate("taihu", {0, 2}, 14, handover_undo=True)
    m = Match("taihu", None, {0, 2}, seed=14, chooser=choose)
    m.new_hand()
    view = _Watch()
    rc, view, _ = run_app(m, script.text.replace("\n", "\r"), tmp_path / "two.hongwu.toml", view=view)
    assert m.hand_over and [str(ln.action) for ln in m.lines] == script.actions[0]
    assert len(view.at_handover) >= len(script.handovers) > 0  # each hand-over screen, from a clear
    for pane in view.at_handover:
        text = "\n".join(pane)
        assert "Legal (" not in text and "Suggestion:" not in text and "Refused [" not in text
        assert not any(t.startswith("› ") for t in pane)


def test_a_redraw_racing_the_application_exit_is_ignored():
    """The table's worker thread may add a line just as the application stops (input ended):
    prompt_toolkit then raises from invalidate() (its loop gone between its check and the redraw).
    Seen once under load as a failed hand; the line is kept and nothing is raised."""
    class Stopping:
        def invalidate(self):
            raise RuntimeError("no running event loop")

    view = FullView()
    view.app = Stopping()
    view.line("still kept")
    assert view.screen.messages[-1][0] == "still kept"


def test_paging_back_shows_every_message_line(tmp_path):
    """PgUp paged by a third of the terminal (8 rows at 24) over a message pane of 7: one line in 8 was never
    shown (a failed throw's line among them). A page is at most the pane's rows less one."""
    view = _taihu_table_with_messages(tmp_path, "en", "message")
    for height in (20, 22, 24):
        view.scroll, seen = 0, set()
        view.fragments(80, height)
        for _ in range(40):
            shown = as_text(compose(view.screen, 80, height, view.scroll)[0])
            seen |= {w for ln in shown for w in re.findall(r"message \d+", ln)}
            view.page(8)  # what PgUp asks for at a 24-row terminal
            view.fragments(80, height)
        assert {f"message {i}" for i in range(60)} <= seen, height
