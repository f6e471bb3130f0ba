"""What the replay shows (hwtutor/replay/render.py): hands, tricks, explanations, notes,
the chart, seat views, --ascii, NO_COLOR, and untrusted text from the record."""
from __future__ import annotations

import io
import re

from replay_helpers import record

from hwtutor.replay.chart import spark
from hwtutor.replay.render import View, make_console, render_moment, to_ansi, to_text
from hwtutor.replay.viewer import Presenter
from hwtutor.rules.actions import Play
from hwtutor.rules.cards import POINT_MARK, glyph

SGR = re.compile(r"\x1b\[[0-9;]*m")
COLOUR_SGR = re.compile(r"\x1b\[(?:[0-9;]*;)?(?:3[0-9]|4[0-9]|9[0-7]|10[0-7])(?:;[0-9;]*)?m")


def plain_rows(text: str, label: str) -> list[str]:
    return [line for line in text.splitlines() if label in line]


# ---------------------------------------------------------------- the table
def test_hands_are_sorted_in_the_hands_trump_order_with_point_cards_marked(timelines):
    tl = timelines("gen-zhejiang-2")
    pos = tl.trick_ends[0]
    g = tl.state(pos)
    text = to_text(tl, pos, View("en", width=250))
    for seat in range(4):
        hand = g.order.sort([c for c, n in g.hands[seat].items() for _ in range(n)])
        want = " ".join(glyph(c, "en").strip() + (POINT_MARK if c.points else "") for c in hand)
        row = plain_rows(text, f"p{seat + 1} {tl.names[seat]} ")[0]
        assert re.sub(r"\s+", " ", want) in re.sub(r"\s+", " ", row)


def test_the_explanation_names_the_action_its_legality_and_the_alternatives(timelines):
    tl = timelines("gen-zhejiang-3")
    pos = next(i for i, m in enumerate(tl.moments) if isinstance(m.action, Play) and tl.alternatives(i))
    text = to_text(tl, pos, View("en", width=120))
    assert "plays" in text and "Legal." in text and "Other legal choices:" in text
    zh = to_text(tl, pos, View("zh", width=120))
    assert "合法。" in zh and "其他合法的选择：" in zh


def test_an_illegal_action_shows_its_rule_id_and_message(timelines):
    tl = timelines("gen-illegal")
    m = tl.moment(tl.start)
    en = to_text(tl, tl.start, View("en", width=140))
    zh = to_text(tl, tl.start, View("zh", width=140))
    assert "Illegal — rule [follow-suit]:" in en
    assert "违规——规则[follow-suit]：" in zh
    assert m.verdict.message("en") in en.replace("│", "").replace("\n", " ") or "follow clubs" in en
    assert "not replayed" in en


def test_a_closed_trick_shows_its_winner_and_reason(timelines):
    tl = timelines("gen-zhejiang-2")
    pos = tl.trick_ends[0]
    tv = tl.trick_of(pos)
    text = to_text(tl, pos, View("en", width=160))
    assert f"Trick {tv.number} — won by p{tv.winner + 1}" in text
    assert f"Trick {tv.number}: p{tv.winner + 1}" in text


def test_the_result_is_shown_at_the_last_action(timelines):
    tl = timelines("gen-zhejiang-2")
    text = to_text(tl, tl.last, View("en", width=140))
    assert "Result of the hand" in text and "Game points:" in text
    assert "Result of the hand" not in to_text(tl, tl.last - 1, View("en", width=140))


def test_taihu_friend_is_shown_once_revealed(timelines):
    tl = timelines("gen-taihu")
    pos = next(i for i, m in enumerate(tl.moments) if any(e.id == "friend-revealed" for e in m.events))
    friend = tl.state(pos).friend
    assert "friend not yet revealed" in to_text(tl, pos - 1, View("en", width=140))
    now = to_text(tl, pos, View("en", width=140))
    assert f"friend p{friend + 1}" in now and "[friend]" in now
    assert "friend revealed" in now  # the trick's tag


def test_author_notes_and_commentary_are_marked_as_the_authors(timelines):
    tl = timelines("gen-annotated")
    note = tl.record.notes[0]
    en = to_text(tl, note.at, View("en", width=140))
    assert "Author's notes (from the record, not the engine)" in en
    assert "Author's comment: opening lead: keep the trumps" in en
    assert "Author (good): A calm start." in en
    zh = to_text(tl, note.at, View("zh", width=140))
    assert "作者（好棋）：稳健的开局。" in zh
    line = tl.record.notes[1]
    shown = to_text(tl, line.at, View("en", width=140))  # the record's "p1 play SA", told in prose
    assert "Author's better line: p1 (Ann) plays ♠A." in shown and "p1 play SA" not in shown


def test_view_from_one_seat_hides_the_other_hands_and_their_choices(timelines):
    tl = timelines("gen-zhejiang-2")
    pos = tl.trick_ends[2]
    g = tl.state(pos)
    text = to_text(tl, pos, View("en", seat=0, width=200))
    rows = {s: plain_rows(text, f"p{s + 1} {tl.names[s]} ")[0] for s in range(4)}
    assert "hidden" not in rows[0]
    for s in (1, 2, 3):
        assert f"{sum(g.hands[s].values())} cards, hidden" in rows[s]
    m = tl.moment(pos)
    if m.action.seat != 0:
        assert "Other choices hidden: viewing from p1" in text


def test_points_chart_rises_with_each_sides_points(timelines):
    tl = timelines("gen-zhejiang-2")
    text = to_text(tl, tl.last, View("en", width=140))
    d, f = tl.points(tl.last)
    row_d = plain_rows(text, "dealer side ")[-1]
    row_f = plain_rows(text, "defenders ")[-1]
    assert row_d.split()[-2] == str(d) and row_f.split()[-2] == str(f)
    assert spark([0, 50, 100, 200], 200, View()) == "▁▃▅█"
    assert spark([0, 50, 100, 200], 200, View(ascii=True)) == "_-+@"


def test_climbing_games_render_rounds_and_no_chart(timelines):
    tl = timelines("gen-duxiao")
    pos = tl.trick_ends[0]
    text = to_text(tl, pos, View("en", width=120))
    assert "Round 1" in text and "Points by trick" not in text and "point card" not in text


# ----------------------------------------------------------- ascii, colour
def test_ascii_output_has_no_suit_glyphs_and_no_box_drawing(timelines):
    tl = timelines("gen-annotated")
    for pos in (0, tl.trick_ends[3], tl.last):
        text = to_text(tl, pos, View("en", ascii=True, width=120))
        assert not set(text) & set("♠♥♣♦╭╮╰╯│─▁█")
        assert all(ord(c) < 128 for c in text), sorted({c for c in text if ord(c) >= 128})


def test_NO_COLOR_drops_the_colours_everywhere(timelines, monkeypatch):
    tl = timelines("gen-zhejiang-2")
    p = Presenter(tl, View("en"))
    p.key("end")
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert COLOUR_SGR.search(p.screen(120, 60))  # colours when allowed, so the next check can fail
    monkeypatch.setenv("NO_COLOR", "1")
    screen = p.screen(120, 60)
    assert not COLOUR_SGR.search(screen)
    buf = io.StringIO()
    c = make_console(120, buf, color=True)
    c.print(render_moment(tl, tl.last, View("en", width=120)))
    assert not COLOUR_SGR.search(buf.getvalue())


# ------------------------------------------------------------ untrusted text
HOSTILE_VISIBLE = ["[red]Ann[/]", "\\x1b[31mBo", "Cy\\x07\\x08\\x0d", "[bold]Di\\u202e", "[blink]look[/blink]",
                   "\\x1b]0;pwned\\x07", "\\x1b[2J"]


def _only_rich_sgr(s: str) -> bool:
    """Every escape in the output is one of rich's SGR sequences, and no other control character."""
    rest = SGR.sub("", s)
    return not any((ord(ch) < 32 and ch != "\n") or 0x7F <= ord(ch) < 0xA0 or ch in "\u202e\u202d\u2066"
                   for ch in rest)


def test_untrusted_text_is_shown_as_plain_visible_text(timelines):
    """Names, notes and commentary holding rich markup, ANSI escapes and control characters:
    nothing is interpreted as markup or reaches the terminal as an escape code."""
    tl = timelines("gen-hostile")
    for lang in ("en", "zh"):
        text = to_text(tl, 0, View(lang, width=200))
        for s in HOSTILE_VISIBLE:
            assert s in text, s
        assert "\x1b" not in text and "\x07" not in text and "\r" not in text
        coloured = to_ansi(render_moment(tl, 0, View(lang, width=200)), 200, color=True)
        assert _only_rich_sgr(coloured)
        assert "[red]Ann[/]" in SGR.sub("", coloured)
        assert "\x1b]8;" not in coloured  # no hyperlink from [link=...]
    note = tl.record.notes[0]
    en = to_text(tl, note.at, View("en", width=200))
    assert "[link=http://x]click[/link] \\x1b[5mflash\\x1b[0m \\x9b31m" in en
    zh = to_text(tl, note.at, View("zh", width=200))
    assert "[red]红[/red]\\x1b[31m字\\x00" in zh


def test_untrusted_text_through_the_viewer_screen(timelines):
    tl = timelines("gen-hostile")
    p = Presenter(tl, View("en"))
    for key in ("n", "v", "l", "end", "?"):
        p.key(key)
        screen = p.screen(160, 80)
        assert _only_rich_sgr(screen), key


def test_untrusted_text_in_exports_is_escaped(tmp_path):
    from click.testing import CliRunner

    from hwtutor.cli import cli
    for ext in ("svg", "html"):
        out = tmp_path / f"pic.{ext}"
        r = CliRunner().invoke(cli, ["replay", str(record("gen-hostile")), "--export", str(out), "--lang", "en"])
        assert r.exit_code == 0, r.output
        body = out.read_text(encoding="utf-8")
        assert "\x1b" not in body and "\x07" not in body
        # the web page has its own two scripts (the data, the code) and none from the record
        assert "<blink" not in body and body.count("<script") == (2 if ext == "html" else 0)
        assert "[red]Ann[/]" in body.replace("&#160;", " ").replace("&nbsp;", " ") or \
            "[red]Ann[/]" in re.sub(r"<[^>]+>", "", body).replace("&#160;", " ")


def test_xuan_seat_view_hides_the_larger_card_counts(timelines):
    """R-52 (xuan): others' card counts are hidden from `hidden_from` cards up; an onlooker sees all."""
    tl = timelines("gen-xuan")
    pos = next(i for i, m in enumerate(tl.moments)
               if m.after.visible_count(1, 0) is None and m.after.phase == "play")
    text = to_text(tl, pos, View("en", seat=0, width=120))
    row = plain_rows(text, f"p2 {tl.names[1]} ")[0]
    assert "hidden" in row and row.rstrip(" │").endswith("?")
    n = sum(tl.state(pos).hands[1].values())
    assert plain_rows(to_text(tl, pos, View("en", width=120)), f"p2 {tl.names[1]} ")[0].rstrip(" │").endswith(str(n))
