"""The start menu's "review your last games" (issue 14 §3): it lists the newest finished hotseat hands the
table kept in the data folder's saves/ (`NAME.hand-K.hongwu.toml`), reviews the chosen one through
`hwtutor review` (its human seats by default), then offers the replay viewer; with none it says so."""
from __future__ import annotations

import io
import os
import random

from click.testing import CliRunner

from hwtutor.bots import climb_bot
from hwtutor.cli import cli
from hwtutor.commands.menu import MENU, run_menu
from hwtutor.lessons.finished_hands import finished_hands
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console
from hwtutor.replay.record import ActionLine, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.variants import VARIANTS

ITEM = str(MENU.index("review") + 1)


def _hand_file(folder, name, seed=4, mtime=None):
    """A finished Duxiao hand as the table writes it: p2 is the human, the rest are bots."""
    rs = VARIANTS["duxiao"]
    deal = random_deal(rs, random.Random(seed))
    g, rng, actions = new_game(rs, deal), random.Random(seed), []
    while not g.over:
        a, _ = climb_bot.choose(g, rng)
        g.apply(a)
        actions.append(a)
    rec = Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions],
                 user={"_match": {"bots": ["p1", "p3", "p4"]}})
    path = folder / "saves" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(write_record(rec), encoding="utf-8")
    if mtime is not None:
        os.utime(path, (mtime, mtime))
    return path


def _menu(tmp_path, calls, keys, lang="en"):
    """Run the start menu on `keys`; return its output and the files it opened in the viewer this time."""
    before = len(calls)
    r = CliRunner().invoke(cli, ["--lang", lang, "--data-dir", str(tmp_path)], input=keys,
                           env={"HWTUTOR_HOME": str(tmp_path / "elsewhere")}, catch_exceptions=False)
    assert r.exit_code == 0 and "Traceback" not in r.output
    return r.output, calls[before:]


def test_menu_review_without_finished_hands_says_so_plainly(tmp_path, replay_calls):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "zhejiang-2-20261201.hongwu.toml").write_text("x", encoding="utf-8")  # unfinished
    out, calls = _menu(tmp_path, replay_calls, f"{ITEM}\nq\n")
    assert "review your last games" in out
    assert "No finished hotseat hand to review yet" in out and calls == []
    out, _ = _menu(tmp_path / "none", replay_calls, f"{ITEM}\nq\n", lang="zh")  # no saves folder at all
    assert "还没有打完的同屏对局可以复盘" in out


def test_menu_reviews_the_chosen_hand_for_its_human_seat_then_opens_the_replay(tmp_path, replay_calls):
    old = _hand_file(tmp_path, "duxiao-a.hand-1.hongwu.toml", seed=0, mtime=1_700_000_000)
    new = _hand_file(tmp_path, "duxiao-b.hand-2.hongwu.toml", seed=4, mtime=1_800_000_000)
    out, calls = _menu(tmp_path, replay_calls, f"{ITEM}\n9\n2\ny\nq\n")
    listed = [ln.strip() for ln in out.splitlines() if ".hand-" in ln and ln.strip()[:2] in ("1.", "2.")]
    assert [ln.split()[1] for ln in listed] == [new.name, old.name]  # newest first
    assert "'9' is not on the list: type 1 to 2" in out
    assert "Review of p2 (B) in duxiao-a.hand-1.hongwu.toml" in out  # hwtutor review's own head line
    back, _ = read_record(old.read_bytes())
    assert [n for n in back.notes if n.source == "review"]  # written into the record, as the command does
    assert not [n for n in read_record(new.read_bytes())[0].notes if n.source == "review"]
    assert calls == [str(old)]
    from hwtutor.lessons.progress import Store
    from hwtutor.lessons.reviewed import review_ref
    from hwtutor.replay.annotate import is_mistake
    marked = {review_ref(old, n.at) for n in back.notes if is_mistake(n) and n.line}
    assert marked, "the sampled review marked no mistake in this hand"
    with Store(tmp_path) as store:  # the menu's --data-dir, handed on to `hwtutor review`
        assert {d.ref for d in store.due_mistakes("duxiao")} == marked
    assert not (tmp_path / "elsewhere").exists()


def test_menu_review_enter_goes_back_and_no_keeps_the_viewer_closed(tmp_path, replay_calls):
    hand = _hand_file(tmp_path, "duxiao-a.hand-1.hongwu.toml")
    out, calls = _menu(tmp_path, replay_calls, f"{ITEM}\n\nq\n")
    assert "Review of" not in out and calls == []
    out, calls = _menu(tmp_path, replay_calls, f"{ITEM}\n1\nn\nq\n")
    assert "Review of p2 (B)" in out and calls == []
    assert finished_hands(tmp_path) == [hand]


def test_hostile_hand_file_names_are_listed_cleaned_and_folders_skipped(tmp_path):
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "x\x1b[31mred.hand-1.hongwu.toml").write_text("x", encoding="utf-8")
    (saves / "dir.hand-2.hongwu.toml").mkdir()
    buf = io.StringIO()
    r = io.StringIO(f"{ITEM}\n\nq\n")
    monkey_stdin = Prompter(plain=True)
    import sys
    old_stdin, sys.stdin = sys.stdin, r
    try:
        run_menu("en", tmp_path, make_console(buf, 120), monkey_stdin, lambda name: cli.commands.get(name),
                 lambda cmd, args: None)
    finally:
        sys.stdin = old_stdin
    out = buf.getvalue()
    assert "\x1b[31m" not in out and "red.hand-1.hongwu.toml" in out
    assert "dir.hand-2" not in out
