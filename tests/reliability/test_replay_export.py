"""The replay viewer and `replay --print/--export` with hostile files and keys
(issue 9 items 5, 7, 8, 10, 11): no traceback, exports that parse as XML,
cleaning that costs O(limit), exports written whole or not at all."""
from __future__ import annotations

import pytest
from rel_helpers import record_text, run

from hwtutor.replay.record import read_record
from hwtutor.replay.render import View
from hwtutor.replay.timeline import Timeline
from hwtutor.replay.viewer import Presenter


def _timeline():
    rec, _ = read_record(record_text("zhejiang-2", 7, n=30))
    return Timeline(rec, "t.hongwu.toml")


@pytest.mark.parametrize("digit", ["²", "①", "٣", "９"])
def test_goto_with_a_digit_that_is_not_ascii_is_ignored(digit):
    """Issue 9.5: `g` then ² then Enter was a ValueError traceback (isdigit() accepts it, int() does not)."""
    p = Presenter(_timeline(), View("en"))
    for k in ("g", digit, "enter"):
        p.key(k)
    assert p.pos == 0
    for k in ("g", digit, "1", "2", "enter"):
        p.key(k)
    assert p.pos == 11  # action 12, counted from 1


def _hostile_record(tmp_path):
    text = record_text("zhejiang-2", 7, n=30).replace('"Ann"', '"A\\uFFFEn\\uFFFF\\u0001\\u202e[blink]x"', 1)
    f = tmp_path / "h.hongwu.toml"
    f.write_text(text, encoding="utf-8")
    return f


@pytest.mark.parametrize("ext", ["svg", "html"])
def test_exports_parse_as_xml_whatever_the_names_hold(tmp_path, ext):
    """Issue 9.7: U+FFFE/U+FFFF passed the cleaner, so the SVG/HTML export was not well-formed."""
    import xml.etree.ElementTree as ET
    f = _hostile_record(tmp_path)
    out = tmp_path / f"pic.{ext}"
    res = run(["replay", str(f), "--at", "6", "--export", str(out)])
    assert res.exit_code == 0, res.output
    text = out.read_text(encoding="utf-8")
    assert "\ufffe" not in text and "\uffff" not in text
    if ext == "svg":
        ET.fromstring(text)
    else:  # rich's HTML is XHTML-like: check that no character XML forbids is left
        import re
        assert not re.search("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]", text)


@pytest.mark.parametrize("where", ["missing-folder", "onto-a-directory"])
def test_export_that_cannot_be_written_is_exit_1_and_leaves_nothing(tmp_path, where):
    """Issue 9.10: --export into a missing folder or onto a directory was a traceback."""
    f = _hostile_record(tmp_path)
    target = tmp_path / "nope" / "pic.svg" if where == "missing-folder" else tmp_path / "d.svg"
    if where == "onto-a-directory":
        target.mkdir()
    res = run(["replay", str(f), "--export", str(target)])
    assert res.exit_code == 1
    assert "could not be written" in res.output and len(res.output.strip().splitlines()) == 1
    assert not (tmp_path / "nope").exists()


def test_export_on_a_full_disk_leaves_no_truncated_file(tmp_path, monkeypatch):
    """Issue 9.10: a full disk left a truncated export behind."""
    import errno
    import os
    f = _hostile_record(tmp_path)
    target = tmp_path / "pic.svg"
    target.write_text("the old picture")
    real_fsync = os.fsync

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "fsync", full)
    res = run(["replay", str(f), "--export", str(target)])
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert res.exit_code == 1 and "the disk is full" in res.output
    assert target.read_text() == "the old picture"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_paths_are_shown_literally_not_as_markup(tmp_path):
    """Issue 9.11: `players --data-dir 'dd[/]x'` was a rich MarkupError; a '[blink]' in a path was eaten."""
    from hwtutor.play.ledger import Ledger
    for name in ("dd[/]x", "dd[blink]y"):
        d = tmp_path / name
        Ledger(d).record_hand("m1", 1, "zhejiang-2", [("p1", "Ann", False, 2, None), ("p2", "Bo", True, -2, None)])
        res = run(["players", "--data-dir", str(d)], env={"COLUMNS": "400"})
        assert res.exit_code == 0 and name in "".join(line.strip() for line in res.output.splitlines())
