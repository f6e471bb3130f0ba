"""Names with emoji joined by zero-width joiners, skin tones, flags and combining marks
(issue 19 item 15): rich (which lays the table, the replay and the ledger out) counts
👨‍👩‍👧 as 2 cells and prompt-toolkit (which draws the table and the viewer, one character at a
time) as 6, so the seat lines came out as "· b            o" and "bevel 2". textsafe.clean, the
one place names are made safe, replaces such sequences by parts every measure sizes alike."""
from __future__ import annotations

import pytest
from prompt_toolkit.utils import get_cwidth
from rich.cells import cell_len
from wcwidth import wcswidth

from hwtutor.play.layout import Screen, compose
from hwtutor.play.presenters import presenter_for
from hwtutor.play.screen import FullView
from hwtutor.play.session import Match
from hwtutor.textsafe import clean

HOSTILE = ["👨‍👩‍👧‍👦", "b👩🏽‍💻o", "🇨🇳Li", "❤️Di", "e\u0301va", "Z\u0351\u036b\u0343\u036a\u0302A", "a\u200db", "🏽x",
           "1\ufe0f\u20e3", "क्षि", "각", "红五"]


def drawn(text: str) -> int:
    """The cells prompt-toolkit draws the text in (character by character, as the terminal advances)."""
    return get_cwidth(text) if len(text) == 1 else sum(get_cwidth(c) for c in text)


@pytest.mark.parametrize("name", HOSTILE)
def test_a_cleaned_name_has_one_width_for_rich_prompt_toolkit_and_wcwidth(name):
    c = clean(name)
    assert cell_len(c) == drawn(c) == wcswidth(c), (name, c)


def test_what_the_sequences_become():
    assert [clean(n) for n in ["👨‍👩‍👧‍👦", "b👩🏽‍💻o", "🇨🇳Li", "❤️Di", "e\u0301va", "红五"]] == \
        ["👨👩👧👦", "b👩💻o", "CNLi", "❤Di", "e\u0301va", "红五"]


def _table_lines(names, width: int, tmp_path):
    m = Match("taihu", names, {1, 2, 3}, seed=4, lang="en")
    m.new_hand()
    p = presenter_for(m, FullView(), tmp_path / "t.hongwu.toml", None, "en", max_hands=1)
    lines, _ = compose(Screen(table=p.table_state(0)), width, 30)
    return lines


@pytest.mark.parametrize("width", [80, 61])
def test_the_seat_lines_line_up_as_prompt_toolkit_draws_them(width, tmp_path):
    names = ["👨‍👩‍👧‍👦 Ann", "b👩🏽‍💻o", "🇨🇳 Cy", "❤️ Di"]
    lines = _table_lines(names, width, tmp_path)
    seat_rows = [ln for ln in lines if any("p1" in t or "p3" in t for _, t in ln) and len(ln) == 3]
    assert len(seat_rows) == 2  # two seats a row, the second starting at half the width
    for ln in seat_rows:
        first, pad, second = ln
        assert drawn(first[1]) + drawn(pad[1]) == width // 2, ln
    for ln in lines:
        assert sum(drawn(t) for _, t in ln) <= width, ln


def test_the_replay_header_keeps_its_frame():
    """Every line of a rich panel is the same width for prompt-toolkit (the viewer) as for rich."""
    import random

    from hwtutor.replay.record import ActionLine, Record, read_record
    from hwtutor.replay.record_writer import write_record
    from hwtutor.replay.render import View, to_text
    from hwtutor.replay.timeline import Timeline
    from hwtutor.rules.selfplay import random_hand
    from hwtutor.rules.variants import VARIANTS
    deal, actions, _ = random_hand(VARIANTS["taihu"], random.Random(1))
    rec = Record("taihu", ["👨‍👩‍👧 Ann", "b👩🏽‍💻o", "🇨🇳 Cy", "❤️ Di"], deal, [ActionLine(a) for a in actions[:20]])
    tl = Timeline(read_record(write_record(rec))[0], "z.hongwu.toml")
    lines = to_text(tl, 19, View("en", width=100)).splitlines()
    assert any("👨👩👧" in ln for ln in lines)
    assert {drawn(ln) for ln in lines} == {100}


def test_the_ledger_table_keeps_its_frame(tmp_path):
    import io

    from rich.console import Console

    from hwtutor.commands.play import run_players
    from hwtutor.play.ledger import Ledger
    led = Ledger(tmp_path, lang="en")
    led.record_hand("m", 1, "taihu", [(0, "👨‍👩‍👧 Ann", False, 2, "4"), (1, "🇨🇳 Bo", False, -2, "2")])
    buf = io.StringIO()
    run_players(str(tmp_path), "en", Console(file=buf, width=80, color_system=None, markup=False))
    # a table per variant under its name (issue 22): its header, its rule and its rows, each padded to the
    # table's width, so one width drawn means the columns stay aligned after a grapheme-cluster name
    lines = buf.getvalue().splitlines()
    rows = lines[lines.index("Anhui Taihu Red Five") + 1:]
    assert len(rows) == 4 and rows[1].startswith("─") and "Ann" in rows[2] and "Bo" in rows[3], rows
    assert len({drawn(ln) for ln in rows}) == 1, rows
