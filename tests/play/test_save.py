"""Autosave: atomic writes, the save file as a record, resume, hand files, refusals."""
from __future__ import annotations

import os

import pytest

from hwtutor.play import save as saving
from hwtutor.play.session import Match, PlayError, bot_hand
from hwtutor.replay.check import check_bytes, check_path
from hwtutor.replay.record import read_record
from hwtutor.replay.record_writer import write_record


def _mid_hand(variant="taihu", seed=3, actions=30) -> Match:
    m = Match(variant, ["Ann", "Bo", "Cy", "Di"] if variant != "jiande" else None,
              {0, 1, 2, 3} if variant != "jiande" else {0, 1, 2}, seed=seed)
    m.new_hand()
    for _ in range(actions):
        a, why = m.bot_action()
        m.apply(a, "because")
    return m


def test_atomic_write_replaces_and_leaves_no_temp_file(tmp_path):
    p = tmp_path / "g.hongwu.toml"
    saving.atomic_write(p, "one\n")
    saving.atomic_write(p, "two\n")
    assert p.read_text() == "two\n"
    assert os.listdir(tmp_path) == ["g.hongwu.toml"]


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    p = tmp_path / "g.hongwu.toml"
    saving.atomic_write(p, "old\n")

    def boom(fd):
        raise OSError("disk full")
    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        saving.atomic_write(p, "new\n")
    assert p.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["g.hongwu.toml"]


def test_save_file_is_a_record_that_check_reads_mid_hand(tmp_path):
    m = _mid_hand()
    p = tmp_path / "g.hongwu.toml"
    saving.save(m, p)
    rep = check_path(str(p))
    assert rep.exit_code == 0 and rep.applied == 30 and rep.result is None
    rec, issues = read_record(p.read_bytes())
    assert not issues  # no unknown-field warning: _match is a user field
    assert rec.user["_match"]["kind"] == "hwtutor-match"
    assert rec.players == ["Ann", "Bo", "Cy", "Di"]
    assert rec.actions[0].comment == "because"


@pytest.mark.parametrize("variant", ["zhejiang-2", "jiande", "taihu"])
def test_load_stands_exactly_where_the_save_was(tmp_path, variant):
    m = _mid_hand(variant, 9, 40)
    p = tmp_path / "g.hongwu.toml"
    saving.save(m, p)
    back = saving.load(p)
    assert back.names == m.names and back.bots == m.bots and back.seed == m.seed and back.id == m.id
    assert back.hand_no == m.hand_no and back.scores == m.scores
    assert back.game.hands == m.game.hands and back.game.to_act == m.game.to_act
    assert back.game.tricks_json() == m.game.tricks_json()
    # and the bots go on exactly as they would have
    bot_hand(m)
    bot_hand(back)
    assert [str(x.action) for x in back.lines] == [str(x.action) for x in m.lines]


def test_carry_over_survives_save_and_load(tmp_path):
    m = Match("zhejiang-2", None, {0, 1, 2, 3}, seed=12)
    p = tmp_path / "g.hongwu.toml"
    for _ in range(3):
        m.new_hand()
        bot_hand(m)
        saving.save_hand(m, p)
    m.new_hand()
    saving.save(m, p)
    back = saving.load(p)
    assert back.hand_no == 4 and back.scores == m.scores and back.start_scores == m.scores
    assert [d.hand for d in back.done] == [1, 2, 3]
    assert [d.file for d in back.done] == [f"g.hand-{k}.hongwu.toml" for k in (1, 2, 3)]
    for k in (1, 2, 3):
        assert check_path(str(tmp_path / f"g.hand-{k}.hongwu.toml")).exit_code == 0


def test_hand_path():
    assert saving.hand_path("a/game.hongwu.toml", 3).as_posix() == "a/game.hand-3.hongwu.toml"
    assert saving.hand_path("game.toml", 1).as_posix() == "game.hand-1.hongwu.toml"
    assert saving.hand_path("game", 2).as_posix() == "game.hand-2.hongwu.toml"


def test_load_refuses_a_record_without_match_and_a_broken_file(tmp_path):
    m = _mid_hand()
    rec = saving.to_record(m)
    rec.user = {}
    p = tmp_path / "plain.hongwu.toml"
    p.write_text(write_record(rec), encoding="utf-8")
    with pytest.raises(PlayError) as e:
        saving.load(p)
    assert e.value.msg.key == "play.not-a-match"
    p.write_text("format = 'nope'", encoding="utf-8")
    with pytest.raises(PlayError) as e:
        saving.load(p)
    assert e.value.msg.key == "play.bad-save"
    with pytest.raises(PlayError):
        saving.load(tmp_path / "missing.hongwu.toml")


def test_load_refuses_a_save_whose_actions_are_illegal(tmp_path):
    m = _mid_hand()
    text = saving.record_text(m)
    first = str(m.lines[0].action)
    bad = text.replace(f'"{first}', '"p1 play SA SA SA', 1)
    assert check_bytes(bad, "x").exit_code != 0
    with pytest.raises(PlayError) as e:
        saving.loads(bad)
    assert e.value.msg.key == "play.bad-save"


def test_hostile_names_are_stored_as_data(tmp_path):
    names = ["A\x1b[31m", 'B"] = 1', "C\nD", "东"]
    m = Match("zhejiang-2", names, {0, 1, 2, 3}, seed=2)
    m.new_hand()
    p = tmp_path / "g.hongwu.toml"
    saving.save(m, p)
    assert saving.load(p).names == names


def test_stale_temp_files_of_a_killed_writer_are_removed(tmp_path):
    p = tmp_path / "g.hongwu.toml"
    saving.atomic_write(p, "x\n")
    (tmp_path / ".g.hongwu.toml.abc123.tmp").write_text("torn")
    (tmp_path / ".other.hongwu.toml.abc.tmp").write_text("not ours")
    assert saving.remove_stale_temps(p) == 1
    assert sorted(os.listdir(tmp_path)) == [".other.hongwu.toml.abc.tmp", "g.hongwu.toml"]
