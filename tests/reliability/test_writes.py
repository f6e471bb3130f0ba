"""Nothing hwtutor writes can destroy anything (issue 19, section 2, items 5-7, and the save
lock of item 3): only a regular file or a new name is replaced; the save lock never follows
a link, refuses a lock path that is no regular file, survives a full disk, works without
`fcntl` (Windows: msvcrt); `review` takes an open game's lock.

The tests run as root, where read-only folders stop nothing: the faults are made with
FIFOs, device nodes, symlinks and monkeypatched os calls."""
from __future__ import annotations

import errno
import os
import re
import stat
import sys
import types

import pytest
from rel_helpers import record_text, run

from hwtutor.play import save as saving
from hwtutor.play.session import Match, PlayError
from hwtutor.safefile import WriteRefused, write_atomic


def _record(tmp_path, name: str = "r.hongwu.toml"):
    f = tmp_path / name
    f.write_text(record_text("zhejiang-2", 7, n=30), encoding="utf-8")
    return f


def _odd(tmp_path, kind: str):
    """A target that is no regular file: a FIFO, a device node (a copy of /dev/null's), or a link to a FIFO."""
    p = tmp_path / f"{kind}.svg"
    if kind == "fifo":
        os.mkfifo(p)
    elif kind == "device":
        os.mknod(p, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    else:
        os.mkfifo(tmp_path / "real-fifo")
        os.symlink(tmp_path / "real-fifo", p)
    return p


def _kind(p) -> str:
    mode = os.stat(p).st_mode
    return "fifo" if stat.S_ISFIFO(mode) else "device" if stat.S_ISCHR(mode) else "regular"


# ------------------------------------------------------------------ item 5
@pytest.mark.parametrize("kind", ["fifo", "device", "link-to-fifo"])
def test_write_atomic_replaces_only_a_regular_file_or_a_new_name(tmp_path, kind):
    """Issue 19.5: the rename replaced whatever the target was (as root, /dev/null itself)."""
    p = _odd(tmp_path, kind)
    before = _kind(p)
    with pytest.raises(WriteRefused):
        write_atomic(p, "x\n")
    assert _kind(p) == before
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_a_device_swapped_in_after_the_check_is_still_refused(tmp_path, monkeypatch):
    """Issue 19.5: the target is looked at again just before the rename."""
    import hwtutor.safefile as sf
    p = tmp_path / "new.toml"
    real = sf.writable_target

    def then_swap(path):
        out = real(path)
        os.mkfifo(p)
        return out
    monkeypatch.setattr(sf, "writable_target", then_swap)
    with pytest.raises(WriteRefused):
        sf.write_atomic(p, "x\n")
    assert _kind(p) == "fifo"


@pytest.mark.parametrize("kind", ["fifo", "device", "link-to-fifo"])
def test_replay_export_onto_a_device_or_fifo_is_refused_exit_1(tmp_path, kind, snapshot):
    """Issue 19.5: `replay --export` renamed its picture over a FIFO or a device node."""
    f = _record(tmp_path)
    p = _odd(tmp_path, kind)
    said = {}
    for lang in ("en", "zh"):
        res = run(["--lang", lang, "replay", str(f), "--export", str(p)])
        assert res.exit_code == 1
        said[lang] = res.output.replace(str(p), "TARGET").strip()
        assert len(said[lang].splitlines()) == 1
    assert _kind(p) == _kind(tmp_path / "real-fifo") if kind == "link-to-fifo" else _kind(p) == kind
    assert said == snapshot


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_review_out_onto_a_device_or_fifo_is_refused_before_reviewing(tmp_path, kind, snapshot):
    """Issue 19.5: `review --out /dev/null` replaced the system's /dev/null (as root)."""
    f = _record(tmp_path)
    p = _odd(tmp_path, kind)
    said = {}
    for lang in ("en", "zh"):
        res = run(["--lang", lang, "review", str(f), "--depth", "1", "--out", str(p)])
        assert res.exit_code == 1
        said[lang] = res.output.replace(str(p), "TARGET").strip()
    assert _kind(p) == kind
    assert said == snapshot


# ------------------------------------------------------------------ item 6
def _match(moves: int = 6) -> Match:
    m = Match("zhejiang-2", None, {1, 2, 3}, seed=3)
    m.new_hand()
    for _ in range(moves):
        a, _why = m.bot_action(m.game.to_act)
        m.apply(a)
    return m


def _save(tmp_path):
    p = tmp_path / "g.hongwu.toml"
    p.write_text(saving.record_text(_match()), encoding="utf-8")
    return p


def _resume(path, *extra, lang="en"):
    return run(["--lang", lang, "resume", str(path), "--data-dir", str(path.parent / "home"), *extra], input="quit\n")


@pytest.mark.parametrize("dangling", [False, True])
def test_a_planted_link_as_lock_file_is_never_followed(tmp_path, dangling, snapshot):
    """Issue 19.6: the lock was opened through a symlink and truncated: any file the player can write
    was emptied (a dangling link created one)."""
    p = _save(tmp_path)
    victim = tmp_path / "victim.txt"
    if not dangling:
        victim.write_text("precious")
    os.symlink(victim, tmp_path / ".g.hongwu.toml.lock")
    said = {}
    for lang in ("en", "zh"):
        res = _resume(p, lang=lang)
        assert res.exit_code == 2
        said[lang] = res.output.replace(str(tmp_path), "DIR").strip()
    if dangling:
        assert not victim.exists()
    else:
        assert victim.read_text() == "precious"
    assert said == snapshot


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_lock_path_that_is_a_folder_or_fifo_is_refused(tmp_path, kind):
    """Issue 19.6: a folder as lock path let a second instance in; a FIFO crashed."""
    p = _save(tmp_path)
    lock = tmp_path / ".g.hongwu.toml.lock"
    lock.mkdir() if kind == "folder" else os.mkfifo(lock)
    res = _resume(p)
    assert res.exit_code == 2 and "lock file" in res.output
    res = run(["play", "zhejiang-2", "--seed", "1", "--save", str(p), "--data-dir", str(tmp_path / "h")],
              input="quit\n")
    assert res.exit_code == 2
    new = tmp_path / "new.hongwu.toml"
    (tmp_path / ".new.hongwu.toml.lock").mkdir()
    res = run(["play", "zhejiang-2", "--seed", "1", "--save", str(new), "--data-dir", str(tmp_path / "h")],
              input="quit\n")
    assert res.exit_code == 2 and "lock file" in res.output and not new.exists()


def _full_disk(monkeypatch):
    """Every write to a file fails as on a full disk (os.write, fsync and buffered writes alike)."""
    def full(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "write", full)
    monkeypatch.setattr(os, "fsync", full)


@pytest.mark.parametrize("command", ["play", "resume"])
def test_taking_the_lock_on_a_full_disk_says_it_once_and_plays_on(tmp_path, monkeypatch, command):
    """Issue 19.6: on a full disk, writing the process id into the lock crashed play and resume
    and left an empty lock file."""
    p = _save(tmp_path) if command == "resume" else tmp_path / "g.hongwu.toml"
    before = p.read_text() if command == "resume" else None
    _full_disk(monkeypatch)
    args = ["resume", str(p)] if command == "resume" else ["play", "zhejiang-2", "--seed", "2", "--save", str(p)]
    res = run(args + ["--data-dir", str(tmp_path / "home")], input="quit\n")
    assert res.exit_code == 0, res.output
    assert res.output.count("the disk is full") == 1
    assert not (tmp_path / ".g.hongwu.toml.lock").exists()
    if before is not None:
        assert p.read_text() == before


# ------------------------------------------------------------------ item 3: the lock without fcntl
class _FakeMsvcrt(types.ModuleType):
    """msvcrt.locking's contract (a byte range per open file, LK_NBLCK fails at once when another
    descriptor holds it, LK_UNLCK frees it), kept per file identity in this process."""
    LK_UNLCK, LK_LOCK, LK_NBLCK, LK_RLCK, LK_NBRLCK = 0, 1, 2, 3, 4

    def __init__(self):
        super().__init__("msvcrt")
        self.held: dict[tuple, int] = {}
        self.calls: list[int] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        st = os.fstat(fd)
        key = (st.st_dev, st.st_ino, os.lseek(fd, 0, os.SEEK_CUR), nbytes)
        self.calls.append(mode)
        if mode == self.LK_UNLCK:
            self.held.pop(key, None)
        elif key in self.held and self.held[key] != fd:
            raise OSError(errno.EACCES, "Permission denied")
        else:
            self.held[key] = fd


@pytest.fixture
def windows_lock(monkeypatch):
    fake = _FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "fcntl", None)  # `import fcntl` raises ImportError, as on Windows
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    return fake


def test_without_fcntl_a_second_instance_is_refused_through_msvcrt(tmp_path, windows_lock):
    """Issue 19.3: where fcntl does not exist the save was not locked at all; two instances played on."""
    p = _save(tmp_path)
    with saving.SaveLock(p) as first:
        assert first.held
        with pytest.raises(PlayError) as e:
            saving.SaveLock(p).acquire()
        assert e.value.msg.key == "play.locked" and e.value.msg.params["pid"] == str(os.getpid())
        res = _resume(p)
        assert res.exit_code == 2 and "open in another hwtutor" in res.output
    assert windows_lock.LK_NBLCK in windows_lock.calls and windows_lock.LK_UNLCK in windows_lock.calls
    assert not (tmp_path / ".g.hongwu.toml.lock").exists()
    assert _resume(p).exit_code == 0


def test_the_save_lock_asks_no_process_whether_it_lives(tmp_path, monkeypatch):
    """Issue 19.3: `os.kill(pid, 0)` (on Windows: Ctrl-C to the console) is never called."""
    p = _save(tmp_path)
    (tmp_path / ".g.hongwu.toml.999999.abc.tmp").write_text("torn")

    def no_kill(*a):
        raise AssertionError("os.kill called")
    monkeypatch.setattr(os, "kill", no_kill)
    assert _resume(p).exit_code == 0
    assert not (tmp_path / ".g.hongwu.toml.999999.abc.tmp").exists()


# ------------------------------------------------------------------ item 7
def test_review_of_an_open_games_save_is_refused_and_loses_nothing(tmp_path, snapshot):
    """Issue 19.7: `review FILE` rewrote an open game's save without its lock (rolling back the actions
    the game confirmed meanwhile); review now takes the lock, or says the game is open."""
    p = _save(tmp_path)
    with saving.SaveLock(p):
        before = p.read_bytes()
        said = {}
        for lang in ("en", "zh"):
            res = run(["--lang", lang, "review", str(p), "--depth", "1"])
            assert res.exit_code == 1
            said[lang] = res.output.replace(str(p), "FILE").replace(str(os.getpid()), "PID").strip()
        assert p.read_bytes() == before
    assert said == snapshot
    res = run(["review", str(p), "--depth", "1"])
    assert res.exit_code == 0, res.output
    assert saving.load(p).lines == _match().lines  # every confirmed action is still there
    assert not (tmp_path / ".g.hongwu.toml.lock").exists()


def test_a_game_cannot_open_a_save_that_review_is_writing(tmp_path, monkeypatch):
    """Issue 19.7: the review holds the save's lock from reading to writing, so a resume meanwhile
    is refused instead of autosaving over the review (or the review over the game)."""
    p = _save(tmp_path)
    seen = []
    import hwtutor.bots.review as review_mod
    real = review_mod.review

    def and_resume(*a, **k):
        seen.append(_resume(p).exit_code)
        return real(*a, **k)
    monkeypatch.setattr(review_mod, "review", and_resume)
    assert run(["review", str(p), "--depth", "1"]).exit_code == 0
    assert seen == [2]


# ------------------------------------------------------------------ item 11
def _pending_lines():
    import json
    good = {"match_id": "m1", "hand": 1, "variant": "zhejiang-2",
            "seats": [["p1", "Ann", False, 2, None], ["p2", "Bo", True, -2, None]]}
    later = dict(good, match_id="m2", seats=[["p1", "Cy", False, 5, None], ["p2", "Di", True, -5, None]])
    bad = [
        json.dumps(dict(good, match_id="m9", seats=[["p1", "Eve", False, 2**64, None]])),  # over 64 bits
        json.dumps(dict(good, match_id="m8", hand="one")),                                 # a wrong type
        json.dumps(dict(good, match_id="m7", seats="p1")),
        json.dumps(dict(good, match_id="m6", seats=[["p1", "\ud800", False, 1, None]])),   # a lone surrogate
        '{"match_id": "m5", "hand": 1, "variant": "zhejiang-2", "seats": [["p1", "F", fal',  # torn
    ]
    return [json.dumps(good)] + bad + [json.dumps(later)], bad


@pytest.mark.parametrize("command", ["players", "play", "resume"])
def test_a_hostile_pending_ledger_line_is_set_aside_and_the_good_ones_entered(tmp_path, command, snapshot):
    """Issue 19.11: an integer over 64 bits or a wrong type in ledger-pending.jsonl crashed players,
    play and resume at every start, or blocked every later pending hand for ever."""
    from hwtutor.play.ledger import Ledger
    home = tmp_path / "home"
    home.mkdir()
    lines, bad = _pending_lines()
    (home / "ledger-pending.jsonl").write_text("".join(x + "\n" for x in lines), encoding="utf-8")
    if command == "players":
        res = run(["--lang", "en", "players", "--data-dir", str(home)])
    elif command == "play":
        res = run(["--lang", "en", "play", "zhejiang-2", "--seed", "1", "--save", str(tmp_path / "n.hongwu.toml"),
                   "--data-dir", str(home)], input="quit\n")
    else:
        res = _resume(_save(tmp_path))
    assert res.exit_code == 0, res.output
    assert res.output.count("set aside") == 1
    rows = {r.name: r.game_points for r in Ledger(home).start().rows()}
    assert rows == {"Ann": 2, "Bo": -2, "Cy": 5, "Di": -5}
    assert not (home / "ledger-pending.jsonl").exists()
    assert (home / "ledger-pending.rejected.jsonl").read_text(encoding="utf-8").splitlines() == bad
    if command == "players":
        from hwtutor.rules.messages import msg, render
        m = msg("play.ledger-rejected", n=len(bad), path="DIR/ledger-pending.rejected.jsonl")
        assert {"en": render(m, "en"), "zh": render(m, "zh")} == snapshot


# ------------------------------------------------------------------ item 9
def _last_line(res) -> str:
    return res.output.strip().splitlines()[-1]


@pytest.mark.parametrize("where", ["under-a-file", "home-is-a-file"])
def test_a_game_that_could_not_be_saved_never_says_saved(tmp_path, where, snapshot):
    """Issue 19.9: `play --save FILE/x.toml` under a regular file, or HWTUTOR_HOME naming a file, ended
    with "Saved to … Continue with: hwtutor resume …" though nothing was written."""
    f = tmp_path / "file"
    f.write_text("x")
    said = {}
    for lang in ("en", "zh"):
        if where == "under-a-file":
            res = run(["--lang", lang, "play", "zhejiang-2", "--seed", "1", "--save", str(f / "x.hongwu.toml"),
                       "--data-dir", str(tmp_path / "home")], input="save\nquit\n")
        else:
            res = run(["--lang", lang, "play", "zhejiang-2", "--seed", "1"], input="save\nquit\n",
                      env={"HWTUTOR_HOME": str(f)})
        assert res.exit_code == 0, res.output
        out = res.output.replace(str(f), "FILE")
        assert "Saved" not in out and "已保存" not in out and "hwtutor resume" not in _last_line(res)
        said[lang] = re.sub(r"zhejiang-2-[0-9-]+", "STAMP", _last_line(res).replace(str(f), "FILE"))
    assert f.read_text() == "x"
    assert said == snapshot


def test_a_folder_made_read_only_mid_game_is_not_claimed_saved(tmp_path, monkeypatch, snapshot):
    """Issue 19.9: once the save folder refused writes, `save` still said "Saved" and the last line
    "Saved to …" though the file held an older position."""
    real = saving.save
    calls = []

    def then_read_only(m, path):
        calls.append(path)
        if len(calls) > 1:
            raise PermissionError(errno.EACCES, "Permission denied")
        real(m, path)
    monkeypatch.setattr(saving, "save", then_read_only)
    p = tmp_path / "g.hongwu.toml"
    said = {}
    for lang in ("en", "zh"):
        calls.clear()
        p.unlink(missing_ok=True)
        res = run(["--lang", lang, "play", "zhejiang-2", "--seed", "1", "--save", str(p),
                   "--data-dir", str(tmp_path / "home")], input="save\nquit\n")
        assert res.exit_code == 0, res.output
        assert "Saved:" not in res.output and "已保存：" not in res.output
        said[lang] = _last_line(res).replace(str(p), "FILE")
    assert said == snapshot


# ------------------------------------------------------------------ item 10
@pytest.mark.parametrize("planted", ["old-record", "link"])
def test_a_new_game_under_a_reused_name_never_overwrites_an_old_hand_record(tmp_path, planted):
    """Issue 19.10: a new game under a reused --save name silently overwrote the old game's
    NAME.hand-K records (and wrote them through symlinks): the new hand gets a fresh name."""
    old = tmp_path / "g.hand-1.hongwu.toml"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    if planted == "link":
        os.symlink(victim, old)
    else:
        old.write_text("the old game's first hand")
    res = run(["play", "zhejiang-2", "--bots", "p1,p2,p3,p4", "--seed", "4", "--save", str(tmp_path / "g.hongwu.toml"),
               "--data-dir", str(tmp_path / "home")])
    assert res.exit_code == 0, res.output
    assert victim.read_text() == "precious"
    if planted == "link":
        assert os.path.islink(old)
    else:
        assert old.read_text() == "the old game's first hand"
    fresh = tmp_path / "g.2.hand-1.hongwu.toml"
    assert fresh.is_file() and "g.2.hand-1.hongwu.toml" in res.output
    assert run(["check", str(fresh)]).exit_code == 0
