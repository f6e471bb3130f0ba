"""Issue 14 §3: the decisions `hwtutor review` marks ? or ?? become the player's own mistakes (rule
`review-best`, source "review"), and `drill --kind review` asks them again from the reviewed record: the
position before the decision, the play made and the review's better one (lessons/reviewed.py)."""
from __future__ import annotations

import io
import random

from click.testing import CliRunner
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.bots import climb_bot
from hwtutor.cli import cli
from hwtutor.lessons import judge as J
from hwtutor.lessons.drill_runner import DrillRunner
from hwtutor.lessons.progress import Store
from hwtutor.lessons.reviewed import RULE, review_question
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console
from hwtutor.replay.annotate import is_mistake
from hwtutor.replay.record import ActionLine, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.deal import random_deal
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import msg, render
from hwtutor.rules.variants import VARIANTS


def _reviewed_hand(tmp_path, seed=5):
    """A Duxiao hand where p2 (the human) plays at random, reviewed by the command (depth 2)."""
    rs = VARIANTS["duxiao"]
    deal = random_deal(rs, random.Random(seed))
    g, rng, actions = new_game(rs, deal), random.Random(seed), []
    while not g.over:
        a = rng.choice(g.legal_actions()) if g.to_act == 1 else climb_bot.choose(g, rng)[0]
        g.apply(a)
        actions.append(a)
    path = tmp_path / "hand.hongwu.toml"
    rec = Record("duxiao", ["A", "B", "C", "D"], deal, [ActionLine(a) for a in actions],
                 user={"_match": {"bots": ["p1", "p3", "p4"]}})
    path.write_text(write_record(rec), encoding="utf-8")
    r = CliRunner().invoke(cli, ["review", str(path), "--depth", "2", "--lang", "en"])
    assert r.exit_code == 0, r.output
    return path


def _drill(store, typed, seed=3):
    buf = io.StringIO()
    with create_pipe_input() as inp:
        inp.send_text("".join(t + "\r" for t in typed))
        inp.close()
        result = DrillRunner("duxiao", "review", store, "en", make_console(buf, 100), Prompter(inp, DummyOutput()),
                             random.Random(seed), echo=True).run(1)
    return result, buf.getvalue()


def test_a_reviewed_mistake_is_asked_again_from_the_record(tmp_path):
    path = _reviewed_hand(tmp_path)
    back, _ = read_record(path.read_bytes())
    marked = {n.at for n in back.notes if is_mistake(n) and n.line}
    assert marked, "the review marked no mistake with a better line"
    with Store() as store:  # $HWTUTOR_HOME (tests/bots/conftest.py), where the command kept them
        due = store.due_mistakes("duxiao")
        assert {d.rule for d in due} == {RULE} and {d.source for d in due} == {"review"}
        assert sorted(int(d.ref.rpartition("#")[2]) for d in due) == sorted(marked)
        first = due[0]
        g, ex, _ = review_question(first.ref, random.Random(3))  # what the drill will ask (same shuffle)
        at = int(first.ref.rpartition("#")[2])
        assert str(back.actions[at].action) in ex.options and ex.action in ex.options
        assert not J.judge(ex, g, J.wrong_answer(ex, g)).correct  # the play made is the wrong answer
        result, out = _drill(store, [J.solutions(ex, g, 1)[0]])
        assert render(msg("ui.review-hand", file=path.name), "en") in out
        assert render(msg("fb.right"), "en") in out and result == "done"
        box = {m.ref: m.box for m in store.mistakes("duxiao")}[first.ref]
    assert box == 1  # reviewed rightly: due again later


def test_a_reviewed_record_gone_is_dropped_from_the_review(tmp_path):
    path = _reviewed_hand(tmp_path)
    path.unlink()
    with Store() as store:
        result, out = _drill(store, [])
        assert store.mistakes("duxiao") == [] and result == "done"
    assert "Traceback" not in out
