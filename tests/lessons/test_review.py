"""Drills beyond random deals (issue 12, item 5): edge-case tricks built to test one ruling, the session
summary, the review of the learner's own mistakes (spaced repetition) and the progress API other floors use."""
from __future__ import annotations

import io
import random
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.lessons import judge as J
from hwtutor.lessons import review
from hwtutor.lessons.drill_runner import DrillRunner, session_summary
from hwtutor.lessons.drills import edge_question, generate, trick_variants
from hwtutor.lessons.edges import EDGES, edges_for
from hwtutor.lessons.progress import DB_NAME, Store, record_mistake
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console
from hwtutor.rules.messages import render

# what each edge is built to make the engine say (an event id of the trick, or the rule of the answer)
EDGE_SHOWS = {"tie": "tie", "pattern": "pattern", "ruff-shape": "ruff-shape", "overruff": "ruff",
              "level-ruff": "ruff", "princess": "princess-no-power", "points": "points",
              "follow-shape": "follow-shape", "equal-rank": "climb-low", "heart-five": "climb-pattern",
              "no-sequence": "climb-pattern", "throw-ruff": "ruff", "throw-follow": "follow-shape"}

CASES = [(v, e) for v in trick_variants() + ("duxiao",) for e in edges_for(v)]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), case=st.sampled_from(CASES))
def test_edge_questions_are_well_posed_and_show_their_ruling(seed, case):
    """R-2, R-7, R-8, R-9 and the Taihu princesses: each built trick shows its edge, and the engine answers it."""
    variant, name = case
    q = edge_question(variant, name, random.Random(seed))
    g, ex = q.game, q.exercise
    assert J.problem(ex, g) is None and q.edge == name
    right, wrong = J.judge(ex, g, J.solutions(ex, g)[0]), J.judge(ex, g, J.wrong_answer(ex, g))
    assert right.correct and not wrong.correct and wrong.judged
    if q.action is not None:  # is this play legal: the near miss is refused for the edge's own rule
        v = g.check(q.action)
        assert q.expected is v.ok and (v.ok or v.rule == EDGE_SHOWS[name])
    else:
        t = g.tricks[0]
        shown = {e.id for e in t.events}
        if t.why.key == "trick.tie":
            shown.add("tie")
        if t.points >= 15:
            shown.add("points")
        if t.winner != t.plays[1][0]:   # the higher singles after a led pair did not win
            shown.add("pattern")
        assert EDGE_SHOWS[name] in shown


def test_edge_drills_exist_for_every_trick_variant_and_not_for_climbing_games():
    assert all(len(edges_for(v)) >= 7 for v in trick_variants())
    assert len(edges_for("duxiao")) == 3 and edges_for("xuan") == []
    assert "princess" in edges_for("taihu") and "level-ruff" not in edges_for("taihu")
    assert set(EDGES) == set(EDGE_SHOWS)


@pytest.mark.parametrize("variant", trick_variants())
def test_throw_ruff_edge_reads_each_ruff_in_its_own_grouping(variant):
    """R-5, R-8, R-9 (issue 24 item 1): a throw of a pair and a single ruffed by two; three trump singles are
    a discard (ruff-shape), a pair and a single a ruff; the winner is the ruff with the highest card."""
    rng = random.Random(11)
    seen = set()
    for _ in range(30):
        q = edge_question(variant, "throw-ruff", rng)
        t = q.game.tricks[0]
        ruffs = {s: cs for s, cs in t.plays if any(e.id == "ruff" and e.seat == s for e in t.events)}
        assert t.winner == max(ruffs, key=lambda s: max(q.game.order.key(c) for c in ruffs[s]))
        seen |= {e.id for e in t.events if e.id in ("ruff", "ruff-shape")}
    assert seen == {"ruff", "ruff-shape"}


@pytest.mark.parametrize("variant", trick_variants() + ("duxiao",))
def test_edge_drill_asks_every_edge_once_a_round_and_says_what_it_tests(tmp_path, variant):
    """issue 24 item 9: `drill --kind edge` reaches every edge case of the variant in one round of questions, and
    each names the ruling it tests, in words, in both languages (the ids stay in edges.TESTS)."""
    from hwtutor.lessons.edges import TESTS
    from hwtutor.rules.messages import msg
    names = edges_for(variant)
    labels = {n: render(msg("edge." + n), "en") for n in names}
    assert all(render(msg("edge." + n), "zh") for n in names) and set(TESTS) == set(EDGES)
    _, out = run_drill(tmp_path, variant, "edge", ["skip"] * len(names), count=len(names))
    assert out.count("Edge case: ") == len(names)
    assert all(label in out.replace("\n", " ") or label[:40] in out for label in labels.values())


def test_edge_labels_snapshot(snapshot):
    from hwtutor.rules.messages import msg
    assert {n: {lang: render(msg("ui.edge", what=msg("edge." + n)), lang) for lang in ("en", "zh")}
            for n in EDGES} == snapshot


def test_mixed_drills_include_edge_cases():
    rng = random.Random(4)
    assert any(generate("zhejiang-2", "mixed", rng).edge for _ in range(15))


def run_drill(tmp_path, variant, kind, typed, count=None, seed=2):
    buf = io.StringIO()
    with create_pipe_input() as inp, Store(tmp_path) as store:
        inp.send_text("".join(t + "\r" for t in typed))
        inp.close()
        result = DrillRunner(variant, kind, store, "en", make_console(buf, 100), Prompter(inp, DummyOutput()),
                             random.Random(seed), echo=True).run(count)
    return result, buf.getvalue()


def test_quitting_a_drill_prints_the_session_summary(tmp_path):
    probe = random.Random(2)
    qs = [generate("zhejiang-2", "winner", probe) for _ in range(2)]
    typed = [J.solutions(qs[0].exercise, qs[0].game)[0], J.wrong_answer(qs[1].exercise, qs[1].game), "q"]
    result, out = run_drill(tmp_path, "zhejiang-2", "winner", typed)
    assert result == "quit"
    assert "This session: 2 asked, 1 right (50%)." in out
    assert "who wins: 1 of 2 right" in out
    assert "Weakest rule (0 of 1 right): " in out


def test_session_summary_names_the_weakest_rule_by_share_right():
    from collections import Counter
    tally = {"kind": Counter(legal=5), "kind-right": Counter(legal=3),
             "rule": Counter({"follow-suit": 3, "follow-shape": 2}), "rule-right": Counter({"follow-suit": 2,
                                                                                        "follow-shape": 1})}
    ms = session_summary(tally)
    assert [m.key for m in ms] == ["ui.summary", "ui.summary-kind", "ui.summary-weakest"]
    assert "shape" in render(ms[-1], "en")                   # 1 of 2 is weaker than 2 of 3
    assert session_summary({k: Counter() for k in tally}) == []


def test_leitner_boxes_move_up_when_right_and_back_when_wrong(tmp_path):
    with Store(tmp_path) as store:
        store.record_mistake("follow-shape", "taihu", "drill")
        assert [(m.rule, m.box) for m in store.due_mistakes("taihu")] == [("follow-shape", 0)]
        store.record_review("follow-shape", "taihu", "", True)
        assert store.due_mistakes("taihu") == []                 # box 1: not due for ten minutes
        assert store.mistakes("taihu")[0].box == 1
        store.record_mistake("follow-shape", "taihu", "play")    # wrong again: due again, missed twice
        m = store.due_mistakes("taihu")[0]
        assert (m.box, m.misses, m.source) == (0, 2, "play")
        for _ in review.INTERVALS:
            store.record_review("follow-shape", "taihu", "", True)
        assert store.mistakes("taihu") == []                     # past the last box: learned


def test_other_floors_record_mistakes_through_the_progress_api(tmp_path):
    """The hotseat table can feed the review: progress.record_mistake(rule_id, variant, source)."""
    record_mistake("red5-lead", "taihu", "play", directory=tmp_path)
    with Store(tmp_path) as store:
        assert [(m.rule, m.source) for m in store.due_mistakes()] == [("red5-lead", "play")]


def test_an_older_progress_file_gains_the_mistakes_table(tmp_path):
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("CREATE TABLE lessons (lesson TEXT PRIMARY KEY, step INTEGER NOT NULL DEFAULT 0, step_id TEXT, "
               "total INTEGER NOT NULL DEFAULT 0, done INTEGER NOT NULL DEFAULT 0, updated REAL NOT NULL)")
    db.execute("INSERT INTO lessons VALUES ('cards', 3, 'tie', 8, 0, 1.0)")
    db.commit()
    db.close()
    with Store(tmp_path) as store:
        assert store.lesson("cards").step == 3
        store.record_mistake("tie", "zhejiang-2", "lesson", "cards/tie")
        assert store.due_mistakes()[0].ref == "cards/tie"


def test_review_asks_a_missed_lesson_exercise_again_and_a_drilled_rule(tmp_path):
    """A lesson mistake comes back as that lesson's exercise; a drill mistake as a question about its rule."""
    from hwtutor.lessons.model import get_lesson
    st_ = next(s for s in get_lesson("cards").steps if s.id == "red5-top")
    with Store(tmp_path) as store:
        store.record_mistake("pattern-trump", "zhejiang-2", "lesson", "cards/red5-top")
        store.record_mistake("tie", "zhejiang-2", "drill")
    right = J.solutions(st_.exercise, st_.position.game())[0]
    result, out = run_drill(tmp_path, "zhejiang-2", "review", [right, "p1", "p2", "p3", "p4"])
    assert "Review of your own mistakes: 2 rules are due." in out
    assert "Again, from the lesson “Cards and the trump order”:" in out
    assert "Nothing more to review" in out
    with Store(tmp_path) as store:
        left = {m.ref: m.box for m in store.mistakes("zhejiang-2")}
    assert left["cards/red5-top"] >= 1                           # reviewed rightly: moved up a box
    assert result == "done"


def test_skip_in_a_drill_shows_the_answer_and_is_not_counted(tmp_path):
    probe = random.Random(2)
    q = generate("zhejiang-2", "points", probe)
    result, out = run_drill(tmp_path, "zhejiang-2", "points", ["skip"], count=1)
    answer, why = J.explain(q.exercise, q.game)
    assert "Answer: " + answer[0] in out and render(why[0], "en") in out
    with Store(tmp_path) as store:
        assert store.drill("zhejiang-2").asked == 0


def test_review_drops_a_mistake_whose_lesson_step_is_gone(tmp_path):
    with Store(tmp_path) as store:
        store.record_mistake("follow-suit", "zhejiang-2", "lesson", "following/no-such-step")
        store.record_mistake("follow-suit", "zhejiang-2", "lesson", "no-such-lesson/x")
    result, out = run_drill(tmp_path, "zhejiang-2", "review", [])
    assert "Nothing more to review" in out and result == "done"
    with Store(tmp_path) as store:
        assert store.mistakes() == []
