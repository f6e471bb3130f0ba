"""The review (hwtutor/bots/review.py, `hwtutor review`, issue 14): each decision of a seat rated from that
seat's knowledge only, mistakes marked by expected loss ("?" from 5 card points, "??" from 15; game points
in the climbing games), written into the record as [[notes]] with source = "review" apart from the author's
notes (record-format.md extension), read back unchanged, and shown by replay."""
import random

from click.testing import CliRunner

from hwtutor.bots import climb_bot
from hwtutor.bots.knowledge import sample_world
from hwtutor.bots.review import decide, mark_for, review
from hwtutor.cli import cli
from hwtutor.replay.annotate import review_notes, with_review
from hwtutor.replay.record import ActionLine, Note, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.replay.timeline import Timeline
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.variants import VARIANTS

from .positions import position

DEPTH = 2


def _duxiao_hand(seed=4):
    rs = VARIANTS["duxiao"]
    deal = random_deal(rs, random.Random(seed))
    g = new_game(rs, deal)
    rng = random.Random(seed)
    actions = []
    while not g.over:
        a, _ = climb_bot.choose(g, rng)
        g.apply(a)
        actions.append(a)
    return rs, deal, actions


def test_marks_follow_the_expected_loss():
    assert mark_for("unit.card-points", 4.9) == "" and mark_for("unit.card-points", 5) == "?"
    assert mark_for("unit.card-points", 15) == "??" and mark_for("unit.game-points", 1) == "?"
    assert mark_for("unit.game-points", 3) == "??" and mark_for("unit.levels", 0.4) == ""


def test_review_notes_round_trip_through_writer_and_reader():
    rs, deal, actions = _duxiao_hand()
    author = Note(0, {"en": "my note", "zh": "我的注释"}, "interesting")
    rec = Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions], notes=[author])
    decisions = review(rs, deal, actions, {0}, depth=DEPTH)
    assert decisions and all(d.seat == 0 and d.loss >= 0 for d in decisions)
    notes = review_notes(rs, decisions)
    assert all(n.source == "review" and n.text["en"] and n.text["zh"] for n in notes)
    annotated = with_review(rec, notes)
    back, issues = read_record(write_record(annotated))
    assert not [i for i in issues if i.severity == "error"]
    assert back.notes == annotated.notes
    assert back.notes[0] == author  # the author's notes stay, and stay apart (source None)
    # a second review replaces the first one's notes, never the author's
    again = with_review(back, notes[:1])
    assert [n for n in again.notes if n.source is None] == [author]
    assert [n for n in again.notes if n.source == "review"] == notes[:1]


def test_review_uses_only_the_seats_knowledge():
    """Replacing the other hands by a random deal consistent with what the seat knew gives the same estimates."""
    reviewed = 0
    for variant, seed, steps in (("zhejiang-2", 3, 60), ("taihu", 5, 70), ("xuan", 2, 4), ("duxiao", 1, 9)):
        g = position(variant, seed, steps)
        seat = g.to_act
        legal = [a for a in g.legal_actions() if a.seat == seat]
        played = legal[-1]
        d1 = decide(g, played, 7, DEPTH, seed=1, k=3)
        d2 = decide(sample_world(g, seat, random.Random(9)), played, 7, DEPTH, seed=1, k=3)
        if d1 is None:
            assert d2 is None
            continue
        assert [e.scores for e in [d1.played] + d1.others] == [e.scores for e in [d2.played] + d2.others]
        assert d1.mark == d2.mark and d1.loss == d2.loss
        reviewed += 1
    assert reviewed >= 3


def test_review_command_writes_notes_that_replay_shows(tmp_path):
    rs, deal, actions = _duxiao_hand()
    path = tmp_path / "hand.hongwu.toml"
    rec = Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions],
                 user={"_match": {"bots": ["p1", "p3", "p4"]}})
    path.write_text(write_record(rec), encoding="utf-8")
    r = CliRunner().invoke(cli, ["review", str(path), "--depth", str(DEPTH), "--lang", "en"])
    assert r.exit_code == 0, r.output
    assert "Review of p2 (B)" in r.output  # the human seat by default
    back, _ = read_record(path.read_bytes())
    reviewed = [n for n in back.notes if n.source == "review"]
    assert reviewed and all(n.verdict in ("good", "inaccuracy", "mistake", "blunder") for n in reviewed)
    tl = Timeline(back, "hand")
    shown = [p for p in range(tl.size) if tl.notes(p)]
    assert shown
    r = CliRunner().invoke(cli, ["replay", str(path), "--print", "--at", str(shown[0] + 1), "--lang", "en",
                                 "--width", "100"])
    assert r.exit_code == 0 and "Review" in r.output
    html = tmp_path / "hand.html"
    r = CliRunner().invoke(cli, ["replay", str(path), "--export", str(html), "--at", str(shown[0] + 1), "--lang", "en"])
    assert r.exit_code == 0 and "Review" in html.read_text(encoding="utf-8")


def test_review_command_refuses_bad_input_in_one_line(tmp_path):
    rs, deal, actions = _duxiao_hand()
    path = tmp_path / "hand.hongwu.toml"
    path.write_text(write_record(Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions])))
    for args, text in ((["--seat", "p9"], "p1–p4"), (["--depth", "0"], "from 1 to 200"),
                       (["--depth", "100000"], "from 1 to 200")):
        r = CliRunner().invoke(cli, ["review", str(path), "--lang", "en"] + args)
        assert r.exit_code == 2 and text in r.output and "Traceback" not in r.output
    bad = tmp_path / "bad.hongwu.toml"
    bad.write_text("format = \x01", encoding="utf-8")
    r = CliRunner().invoke(cli, ["review", str(bad), "--lang", "en"])
    assert r.exit_code == 2 and "not a readable record" in r.output


def test_replay_m_jumps_to_the_next_mistake_a_review_marked():
    """`m` / `M` stop only at review notes marked mistake or blunder (not the author's, not good ones)."""
    from hwtutor.replay.render import View
    from hwtutor.replay.viewer import Presenter
    rs, deal, actions = _duxiao_hand()
    notes = [Note(3, {"en": "x", "zh": "x"}, "mistake", [], "review"),
             Note(5, {"en": "a", "zh": "a"}, "mistake"),
             Note(6, {"en": "g", "zh": "g"}, "good", [], "review"),
             Note(8, {"en": "y", "zh": "y"}, "blunder", [], "review")]
    rec = Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions], notes=notes)
    p = Presenter(Timeline(rec, "hand"), View(lang="en"), start=0)
    p.key("m")
    assert p.pos == 3
    p.key("m")
    assert p.pos == 8
    p.key("m")
    assert p.pos == 8 and p.status == "No mistake marked by a review after this action."
    p.key("M")
    assert p.pos == 3
