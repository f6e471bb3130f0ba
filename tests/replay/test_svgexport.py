"""`hwtutor replay FILE --at N --export moment.svg` (hwtutor/replay/svgexport.py, issue 23): the SVG is
drawn cell by cell, so Chinese is not squeezed (rich's export sets textLength from its cell count), it
loads no font from the network, and it has a real size."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from click.testing import CliRunner
from replay_helpers import record
from web_helpers import sample

from hwtutor.cli import cli
from hwtutor.replay.render import View, render_moment
from hwtutor.replay.svgexport import CELL, PAD, picture_svg

NS = "{http://www.w3.org/2000/svg}"


def test_chinese_is_placed_cell_by_cell_and_never_stretched():
    tl = sample("taihu-1")
    svg = picture_svg(render_moment(tl, 5, View("zh", width=100)), 100, "t", "zh")
    root = ET.fromstring(svg)
    assert "textLength" not in svg and "lengthAdjust" not in svg
    texts = {t.text: t.get("x") for t in root.iter(NS + "text")}
    # 庄家方 / 作者 runs: one x per character, two cells apart
    zh = next(x for s, x in texts.items() if s and s.startswith("第6步"))
    xs = [float(v) for v in zh.split()]
    assert len(xs) == len(next(s for s in texts if s and s.startswith("第6步")))
    assert round(xs[1] - xs[0], 1) == round(2 * CELL, 1)  # 第 is two cells wide


def test_the_svg_has_a_readable_size_and_no_network_font():
    tl = sample("taihu-1")
    svg = picture_svg(render_moment(tl, 5, View("zh", width=100)), 100, "t", "zh")
    root = ET.fromstring(svg)
    assert root.get("width") == str(round(2 * PAD + 100 * CELL)) and int(root.get("height")) > 300
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    body = svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "http" not in body and "@import" not in body and "url(" not in body
    assert '"PingFang SC"' in svg and "monospace" in svg


def test_export_svg_all_is_the_transcript_sized_to_read(tmp_path):
    out = tmp_path / "all.svg"
    r = CliRunner().invoke(cli, ["replay", str(record("gen-taihu")), "--all", "--export", str(out), "--lang", "zh",
                                 "--width", "100"])
    assert r.exit_code == 0, r.output
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    assert root.get("width") == str(round(2 * PAD + 100 * CELL)) and int(root.get("height")) > 2000


def test_hostile_text_is_escaped_in_the_svg(tmp_path):
    out = tmp_path / "h.svg"
    r = CliRunner().invoke(cli, ["replay", str(record("gen-hostile")), "--export", str(out), "--lang", "en",
                                 "--at", "1"])
    assert r.exit_code == 0
    root = ET.fromstring(out.read_text(encoding="utf-8"))  # well-formed: nothing broke out
    assert not [e for e in root.iter() if e.tag not in {NS + t for t in ("svg", "title", "style", "rect", "text")}]
