"""The rule books are paged without re-encoding (issue 19 item 3): pydoc's pager (rich's) ran `more` on
Windows, which turned 65 of 158 lines of the Chinese Taihu book into \\u2660 escapes."""
from __future__ import annotations

import sys

import pytest

import hwtutor.pager as pager
from hwtutor.termio import AsciiStream

BOOK = "太湖红5：♠A ♥10 大王\n" * 3


@pytest.fixture
def out(tmp_path, monkeypatch):
    """PAGER writes what it is given into a file: the bytes the pager would show."""
    target = tmp_path / "paged"
    monkeypatch.setenv("PAGER", f"cat > '{target}'")
    return target


def test_the_pager_gets_the_text_in_utf8_unchanged(out):
    pager.page(BOOK)
    assert out.read_bytes().decode("utf-8") == BOOK and "\\u" not in out.read_text(encoding="utf-8")


def test_on_an_ascii_console_the_pager_gets_the_ascii_stand_ins(out, monkeypatch):
    monkeypatch.setattr(sys, "stdout", AsciiStream(sys.stdout))
    pager.page("♠A ♥10 ╭─╮\n")
    assert out.read_text(encoding="utf-8") == "SA H10 +-+\n"


def test_without_less_or_on_windows_the_text_is_printed_not_paged(monkeypatch, capsys):
    monkeypatch.setattr(pager, "_windows", lambda: True)
    monkeypatch.setenv("PAGER", "less")
    assert pager.pager_command() is None
    pager.page(BOOK)
    assert capsys.readouterr().out == BOOK


def test_a_pager_that_does_not_exist_still_shows_the_text(monkeypatch, capfd):
    monkeypatch.setenv("PAGER", "/nonexistent/hwtutor-pager")
    pager.page(BOOK)
    assert BOOK in capfd.readouterr().out


def test_the_default_pager_is_less_with_colours(monkeypatch):
    monkeypatch.delenv("PAGER", raising=False)
    monkeypatch.setattr(pager.shutil, "which", lambda name: "/usr/bin/less" if name == "less" else None)
    assert pager.pager_command() == "less"
    monkeypatch.setattr(pager.shutil, "which", lambda name: None)
    assert pager.pager_command() is None
