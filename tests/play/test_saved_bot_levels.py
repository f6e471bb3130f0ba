"""A save keeps each bot seat's level (issue 14): `play --bots p2:strong,p4` then `resume`
plays p2 strong again; `resume --bot-level L` still sets every bot seat to L."""
from __future__ import annotations

from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.commands import play as play_cmd
from hwtutor.play import save as saving
from hwtutor.play.session import Match


def _match(levels: dict[int, str]) -> Match:
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=5)
    m.bot_levels = dict(levels)
    m.new_hand()
    return m


def test_bot_levels_round_trip_through_the_save(tmp_path):
    text = saving.record_text(_match({1: "strong", 2: "easy", 3: "normal"}))
    assert 'bot_levels = { p2 = "strong", p3 = "easy", p4 = "normal" }' in text
    assert saving.loads(text).bot_levels == {1: "strong", 2: "easy", 3: "normal"}


def test_an_all_easy_match_writes_no_level_field():
    """Older saves had no levels: an all-easy match is written as they were."""
    text = saving.record_text(_match({1: "easy", 2: "easy", 3: "easy"}))
    assert "bot_levels" not in text
    assert saving.loads(text).bot_levels == {}


def _resume_levels(tmp_path, monkeypatch, *extra) -> dict:
    path = tmp_path / "g.hongwu.toml"
    path.write_text(saving.record_text(_match({1: "strong", 3: "normal"})), encoding="utf-8")
    seen = {}
    real = play_cmd._level_chooser

    def spy(family, levels, default):
        seen.update(levels=dict(levels), default=default)
        return real(family, levels, default)

    monkeypatch.setattr(play_cmd, "_level_chooser", spy)
    res = CliRunner().invoke(cli, ["resume", str(path), "--data-dir", str(tmp_path / "home"), *extra],
                             input="quit\n")
    assert res.exception is None or isinstance(res.exception, SystemExit), res.output
    return seen


def test_resume_plays_each_bot_at_its_saved_level(tmp_path, monkeypatch):
    seen = _resume_levels(tmp_path, monkeypatch)
    assert seen == {"levels": {1: "strong", 2: "easy", 3: "normal"}, "default": "easy"}


def test_resume_bot_level_overrides_every_bot_seat(tmp_path, monkeypatch):
    seen = _resume_levels(tmp_path, monkeypatch, "--bot-level", "normal")
    assert seen["levels"] == {1: "normal", 2: "normal", 3: "normal"}


def test_play_records_the_levels_it_was_given(tmp_path, monkeypatch):
    """`play --bots p2:strong,p3` with `--bot-level normal`: p2 strong, p3 normal, in the save."""
    path = tmp_path / "new.hongwu.toml"
    res = CliRunner().invoke(cli, ["play", "zhejiang-2", "--bots", "p2:strong,p3", "--bot-level", "normal",
                                   "--players", "Ann,Bo,Cy,Di", "--save", str(path), "--seed", "3",
                                   "--data-dir", str(tmp_path / "home")], input="quit\n")
    assert path.exists(), res.output
    assert saving.load(path).bot_levels == {1: "strong", 2: "normal"}
