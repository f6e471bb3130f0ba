"""Writing a record back keeps what it does not model (issue 19 item 8): `review` and every
autosave used to drop header comments, unknown top-level keys and tables, comments in [meta]
and unknown fields of [[notes]], and wrote a plain-string note back as {en = …, zh = …} with the
text twice (a 2.2 MB note pushed the save over the 4 MiB cap: never resumable again)."""
from __future__ import annotations

import pytest
from rel_helpers import record_text, run

from hwtutor.play import save as saving
from hwtutor.play.session import Match
from hwtutor.replay.keep_toml import write_over
from hwtutor.replay.record import MAX_BYTES, Note, read_record
from hwtutor.replay.record_writer import write_record

USER_BITS = [
    "# My game against the club, 3 December",
    "# (written by hand)",
    "tournament = \"club cup\"  # an unknown top-level key",
    "# a comment in meta",
    "_mood = \"tense\"  # a comment after a meta key",
    "[clubstats]",
    "wins = 3",
    "mood = \"happy\"",
    "text = \"Ann leads the pair too early.\"",
]


def _with_user_bits(text: str) -> str:
    """A record as a user edits it: a header, an unknown key and table, comments in [meta],
    a plain-string note with a field of its own."""
    head, rest = text.split("actions = [", 1)
    body, meta = rest.split("\n[meta]\n", 1) if "\n[meta]\n" in rest else (rest, 'event = "club"\n')
    return ("# My game against the club, 3 December\n# (written by hand)\n" + head
            + 'tournament = "club cup"  # an unknown top-level key\nactions = [' + body
            + '\n[[notes]]\nat = 2\ntext = "Ann leads the pair too early."\nmood = "happy"\n'
            + '\n[clubstats]\nwins = 3\n'
            + '\n[meta]\n# a comment in meta\n_mood = "tense"  # a comment after a meta key\n' + meta)


def _kept_everything(text: str) -> None:
    for bit in USER_BITS:
        assert bit in text, bit
    assert text.count("Ann leads the pair too early.") == 1


def test_review_keeps_what_the_record_does_not_model(tmp_path):
    """Issue 19.8: `review FILE` rewrote the record from what it models only."""
    f = tmp_path / "r.hongwu.toml"
    f.write_text(_with_user_bits(record_text("zhejiang-2", 7, n=30)), encoding="utf-8")
    res = run(["review", str(f), "--depth", "1"])
    assert res.exit_code == 0, res.output
    out = f.read_text(encoding="utf-8")
    _kept_everything(out)
    assert 'source = "review"' in out
    assert run(["check", str(f)]).exit_code == 0


def _match_save(tmp_path, moves: int = 6):
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=3)
    m.new_hand()
    for _ in range(moves):
        a, _why = m.bot_action(m.game.to_act)
        m.apply(a)
    p = tmp_path / "g.hongwu.toml"
    p.write_text(_with_user_bits(saving.record_text(m)), encoding="utf-8")
    return p


def test_every_autosave_keeps_what_the_save_does_not_model(tmp_path):
    """Issue 19.8: the game's autosave dropped the user's comments, keys, tables and note fields."""
    p = _match_save(tmp_path)
    m = saving.load(p)
    for _ in range(3):  # the game goes on: three more actions, each saved
        a, _why = m.bot_action(m.game.to_act)
        m.apply(a)
        saving.save(m, p)
    out = p.read_text(encoding="utf-8")
    _kept_everything(out)
    again = saving.load(p)
    assert again.lines == m.lines and len(again.lines) == 9
    assert run(["check", str(p)]).exit_code == 0


def test_resume_and_quit_keeps_the_users_text(tmp_path):
    """Issue 19.8, through the command line: resume then quit (an autosave) keeps it all."""
    p = _match_save(tmp_path)
    res = run(["resume", str(p), "--data-dir", str(tmp_path / "home")], input="quit\n")
    assert res.exit_code == 0, res.output
    _kept_everything(p.read_text(encoding="utf-8"))


def test_a_plain_string_note_is_written_once(tmp_path):
    """Issue 19.8: a plain-string note came back as {en = …, zh = …}, its text copied twice."""
    rec, _ = read_record(record_text("zhejiang-2", 7, n=10))
    rec.notes.append(Note(3, {"en": "same words", "zh": "same words"}))
    text = write_record(rec)
    assert text.count("same words") == 1 and 'text = "same words"' in text
    assert read_record(text)[0] == rec


def test_a_huge_plain_note_never_pushes_a_save_over_the_cap(tmp_path):
    """Issue 19.8: a 2.2 MB plain note became 4.4 MB at the first autosave, over the 4 MiB cap,
    and the game could never be resumed."""
    p = _match_save(tmp_path)
    text = p.read_text(encoding="utf-8").replace("Ann leads the pair too early.", "x" * 2_200_000)
    p.write_text(text, encoding="utf-8")
    m = saving.load(p)
    a, _why = m.bot_action(m.game.to_act)
    m.apply(a)
    saving.save(m, p)
    assert p.stat().st_size < MAX_BYTES
    assert len(saving.load(p).lines) == 7


@pytest.mark.parametrize("change", ["actions", "notes", "meta", "deal", "nothing"])
def test_what_is_written_reads_back_as_the_record_written(change):
    """The record contract holds over any text the user wrote: reading back what write_over gives
    yields exactly the record (the canonical writer's reading)."""
    from dataclasses import replace
    original = _with_user_bits(record_text("zhejiang-2", 7, n=30))
    rec, _ = read_record(original)
    other, _ = read_record(record_text("zhejiang-2", 8, n=12))
    new = {"actions": replace(rec, actions=rec.actions[:20]),
           "notes": replace(rec, notes=[Note(5, {"en": "E", "zh": "中"}, "mistake", ["p1 pass"], "review")]),
           "meta": replace(rec, meta={"event": "other", "round": 2}),
           "deal": replace(rec, deal=other.deal, actions=other.actions),
           "nothing": rec}[change]
    out = write_over(new, original)
    assert read_record(out)[0] == read_record(write_record(new))[0]
    assert "# My game against the club, 3 December" in out and "[clubstats]" in out
