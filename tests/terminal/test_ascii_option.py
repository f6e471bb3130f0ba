"""`--ascii` on every command and `hwtutor settings ascii on` (issue 19 item 2): suit letters (SA, H10, BJ)
and plain frames instead of glyphs, the table and the lessons included; one-cell stand-ins keep layouts."""
from __future__ import annotations

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from hwtutor.cli import cli
from hwtutor.termio import ASCII_MAP, to_ascii

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
TAIHU = str(ROOT / "data" / "sample_games" / "taihu-1.hongwu.toml")
ILLEGAL = str(ROOT / "tests" / "contract" / "zj2-follow-shape-pair.hongwu.toml")

COMMANDS = [
    (["rules", "taihu"], ""), (["rules", "--compare"], ""), (["lessons"], ""), (["samples"], ""),
    (["check", ILLEGAL], ""), (["replay", TAIHU, "--print", "--at", "41"], ""),
    (["replay", TAIHU, "--print", "--all"], ""), (["play", "taihu", "--seed", "1"], "quit\n"), (["learn"], "\nq\n"),
    (["drill", "taihu", "--count", "1", "--seed", "2"], "q\n"),
    (["players"], ""), (["saves"], ""), ([], "q\n"), (["settings"], ""),
]


def run(args, tmp_path, input=""):
    res = CliRunner().invoke(cli, args, input=input, env={"HWTUTOR_HOME": str(tmp_path)}, catch_exceptions=False)
    return res


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("args,typed", COMMANDS, ids=[" ".join(a[:2]) or "menu" for a, _ in COMMANDS])
def test_ascii_switch_on_every_command_leaves_no_glyph(tmp_path, args, typed, lang):
    plain = run(["--lang", lang, *args], tmp_path, typed)
    res = run(["--ascii", "--lang", lang, *args], tmp_path, typed)
    assert res.exit_code == plain.exit_code
    glyphs = sorted({ch for ch in res.output if ord(ch) in ASCII_MAP})
    assert not glyphs, res.output[-1200:]
    assert res.output == to_ascii(res.output)


def test_the_glyph_run_differs_from_the_ascii_run_by_card_letters(tmp_path):
    plain = run(["check", ILLEGAL], tmp_path).output
    ascii_ = run(["--ascii", "check", ILLEGAL], tmp_path).output
    assert "♦6♦6 ♦4♦4)" in plain and "D6D6 D4D4)" in ascii_


def test_the_saved_setting_turns_ascii_on_for_every_later_run_and_off_again(tmp_path):
    res = run(["settings", "ascii", "on"], tmp_path)
    assert res.exit_code == 0 and (tmp_path / "settings.toml").read_text() == 'ascii = "on"\n'
    assert "D6D6 D4D4)" in run(["check", ILLEGAL], tmp_path).output
    assert "SA" in run(["learn"], tmp_path, "\nq\n").output
    run(["settings", "ascii", "auto"], tmp_path)
    assert "♦6♦6 ♦4♦4)" in run(["check", ILLEGAL], tmp_path).output


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_settings_refuses_an_unknown_name_or_value_in_one_line(tmp_path, lang, snapshot):
    out = [run(["settings", *a, "--lang", lang], tmp_path) for a in (["colour", "on"], ["ascii", "maybe"], ["ascii"])]
    assert [r.exit_code for r in out] == [2, 2, 2]
    assert [r.output for r in out] == snapshot


@pytest.mark.parametrize("content", [b"ascii = [", b"\xff\xfe", b'ascii = "sometimes"\n', b"ascii = 3\n"])
def test_a_damaged_settings_file_reads_as_the_defaults(tmp_path, content):
    (tmp_path / "settings.toml").write_bytes(content)
    res = run(["check", ILLEGAL], tmp_path)
    assert res.exit_code == 1 and "♦6♦6 ♦4♦4)" in res.output
    assert "ascii = auto" in run(["settings"], tmp_path).output


def test_a_settings_path_that_is_a_folder_is_a_clear_failure(tmp_path):
    (tmp_path / "settings.toml").mkdir()
    res = run(["settings", "ascii", "on"], tmp_path)
    assert res.exit_code == 1 and "settings.toml" in res.output


def test_every_stand_in_is_one_cell_for_a_one_cell_character():
    for code, rep in ASCII_MAP.items():
        assert len(rep) == 1 and rep.isascii()
        assert cell_len(chr(code)) == 1, hex(code)
