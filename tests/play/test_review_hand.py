""""review" at the end of a hotseat hand (issue 14): the table reviews the human seats' decisions, shows them,
writes them into the hand's record as source = "review" notes, and asks again (here: quit)."""
from __future__ import annotations

from play_helpers import play_script, simulate

import hwtutor.bots.review as review_mod
from hwtutor.bots.review import DEFAULT_DEPTH
from hwtutor.play.base import REVIEW_WORDS
from hwtutor.replay.record import read_record


def test_review_after_a_hand_writes_the_notes_and_asks_again(tmp_path, monkeypatch):
    monkeypatch.setattr(review_mod, "DEFAULT_DEPTH", 1)
    assert DEFAULT_DEPTH == 8
    bots = {1, 2, 3}
    script = simulate("zhejiang-2", bots, 21, hands=2, probe=False, undo=False)
    first_end = script.lines.index("")  # Enter after hand 1 (the human's moves are card texts)
    script.lines[first_end:] = ["Review", "quit"]  # review, then stop at the same question
    path = tmp_path / "game.hongwu.toml"
    m, out = play_script("zhejiang-2", bots, 21, script, path, hands=2, lang="en")
    assert m.hand_no == 1 and m.hand_over
    assert out.count("Reviewing this hand for p1") == 1
    assert "review" in REVIEW_WORDS and "复盘" in REVIEW_WORDS
    assert "Action " in out and "sampled deal" in out
    assert "card points over par" in out  # the review's unit, explained once where first shown (issue 22 §3)
    assert out.count("(Over par: card points counted from the mark") == 1
    hand1 = tmp_path / "game.hand-1.hongwu.toml"
    rec, _ = read_record(hand1.read_bytes())
    notes = [n for n in rec.notes if n.source == "review"]
    assert notes and {n.at for n in notes} <= {i for i, ln in enumerate(rec.actions) if ln.action.seat == 0}


def _random_choice(g, rng):
    return rng.choice(g.legal_actions()), None


def test_marked_mistakes_of_a_table_review_come_back_in_the_drill_review(tmp_path, monkeypatch):
    """Issue 14 §3: each decision the table's review marks ? or ?? is kept in the ledger's data folder as a
    `review-best` mistake of the hand's record (lessons/reviewed.py), due for `drill --kind review`."""
    from hwtutor.lessons.progress import Store
    from hwtutor.lessons.reviewed import RULE, review_ref
    from hwtutor.play.ledger import Ledger
    from hwtutor.replay.annotate import is_mistake
    monkeypatch.setattr(review_mod, "DEFAULT_DEPTH", 1)
    bots = {1, 2, 3}
    script = simulate("zhejiang-2", bots, 21, hands=2, probe=False, undo=False, chooser=_random_choice)
    script.lines[script.lines.index(""):] = ["review", "quit"]
    path = tmp_path / "game.hongwu.toml"
    play_script("zhejiang-2", bots, 21, script, path, hands=2, ledger=Ledger(tmp_path / "data"), chooser=_random_choice)
    hand1 = tmp_path / "game.hand-1.hongwu.toml"
    rec, _ = read_record(hand1.read_bytes())
    marked = {review_ref(hand1, n.at) for n in rec.notes if is_mistake(n) and n.line}
    assert marked, "random play made no marked mistake"
    with Store(tmp_path / "data") as store:
        due = store.due_mistakes("zhejiang-2")
    assert {d.ref for d in due} == marked and {(d.rule, d.source) for d in due} == {(RULE, "review")}


def test_review_at_the_table_says_a_hostile_file_name_cleaned(tmp_path, monkeypatch):
    """A save's name is untrusted text: review_hand's "written into FILE" message carries its escape codes as
    visible escapes (hwtutor/textsafe.py clean), so no view can put them raw on the terminal."""
    from hwtutor.play.review_hand import review_hand
    from hwtutor.rules.messages import render
    monkeypatch.setattr(review_mod, "DEFAULT_DEPTH", 1)
    bots = {1, 2, 3}
    script = simulate("zhejiang-2", bots, 21, hands=2, probe=False, undo=False)
    script.lines[script.lines.index(""):] = ["quit"]
    m, _ = play_script("zhejiang-2", bots, 21, script, tmp_path / "game.hongwu.toml", hands=2, lang="en")
    hostile = tmp_path / "g\x1b]0;pwned\x07\x1b[2J.hand-1.hongwu.toml"
    said = []
    review_hand(m, hostile, said.append)
    assert [n for n in read_record(hostile.read_bytes())[0].notes if n.source == "review"]
    written = [render(x, "en") for x in said if x.key == "review.written"]
    assert len(written) == 1 and "\\x1b]0;pwned\\x07\\x1b[2J.hand-1" in written[0]
    assert "\x1b" not in written[0] and "\x07" not in written[0]
