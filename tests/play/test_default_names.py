"""Seats nobody named (issue 22's walk-through left "p2（bot2）" on Chinese screens): a bot seat's default name is
stored as it always was ("bot2", in saves, records and the ledger, so old ones load unchanged) and every screen
says it in the player's language, 机器人2 / Bot 2, from the catalog (rules.messages.seat_name); a name the player
typed is shown as typed."""
from __future__ import annotations

import tomllib

from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.rules.messages import Seat, render_value, seat_name


def _play(tmp_path, lang, *args):
    save = tmp_path / f"{lang}.hongwu.toml"
    r = CliRunner().invoke(cli, ["play", "taihu", "--seed", "3", "--data-dir", str(tmp_path), "--lang", lang,
                                 "--save", str(save), *args], input="quit\n")
    assert r.exit_code == 0, r.output
    return r.output, save


def test_a_chinese_table_calls_a_bot_seat_nobody_named_jiqiren_not_bot2(tmp_path):
    out, save = _play(tmp_path, "zh")
    assert "p2（机器人2）" in out and "p4（机器人4）" in out and "bot2" not in out
    assert tomllib.loads(save.read_text(encoding="utf-8"))["players"] == ["p1", "bot2", "bot3", "bot4"]  # stored


def test_an_english_table_says_bot_2_and_no_second_bot_mark(tmp_path):
    out, _ = _play(tmp_path, "en")
    assert "p2 (Bot 2): 25 cards · level 2" in out and "bot2" not in out


def test_a_name_the_player_typed_is_shown_as_typed(tmp_path):
    out, save = _play(tmp_path, "zh", "--players", "Ann,Bo,bot,机器人9", "--bots", "p2,p3,p4")
    assert "p2（Bo）" in out and "p3（bot）" in out and "p4（机器人9）" in out and "机器人2" not in out
    assert tomllib.loads(save.read_text(encoding="utf-8"))["players"] == ["Ann", "Bo", "bot", "机器人9"]


def test_an_old_save_with_bot2_stored_resumes_and_lists_in_the_players_language(tmp_path):
    _, save = _play(tmp_path, "en")
    (tmp_path / "saves").mkdir()
    kept = tmp_path / "saves" / save.name
    save.rename(kept)
    r = CliRunner().invoke(cli, ["resume", str(kept), "--data-dir", str(tmp_path), "--lang", "zh"], input="quit\n")
    assert r.exit_code == 0, r.output
    assert "p3（机器人3）" in r.output and "bot3" not in r.output.replace(str(tmp_path), "")
    listed = CliRunner().invoke(cli, ["saves", "--data-dir", str(tmp_path), "--lang", "zh"], env={"COLUMNS": "200"})
    shown = listed.output.replace(str(tmp_path), "")  # the test's own folder is named after it
    assert "p1、机器人2*、机器人3*、机器人4*" in shown and "bot" not in shown


def test_the_default_is_said_for_its_own_seat_only():
    names = ["bot1", "bot3", "p3", "Di"]
    assert [seat_name(n, i, "zh") for i, n in enumerate(names)] == ["机器人1", "bot3", "p3", "Di"]
    assert render_value(Seat(0), "en", "glyph", names) == "p1 (Bot 1)"
    assert render_value(Seat(2), "en", "glyph", names) == "p3"  # a person's seat nobody named: the seat alone
