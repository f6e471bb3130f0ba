"""Drills: every generated question is well-posed and its expected answer is
what the rules core computes (property test over random deals)."""
from __future__ import annotations

import io
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwtutor.lessons import judge as J
from hwtutor.lessons.drill_runner import DrillRunner
from hwtutor.lessons.drills import (
    CLIMB_DRILL_KINDS,
    CLIMB_NEAR_MISS,
    DRILL_KINDS,
    NEAR_MISS,
    climb_variants,
    generate,
    trick_variants,
)
from hwtutor.lessons.progress import Store
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(trick_variants()), kind=st.sampled_from(DRILL_KINDS))
def test_drill_question_is_well_posed_and_answered_by_the_engine(seed, variant, kind):
    q = generate(variant, kind, random.Random(seed))
    g, ex = q.game, q.exercise
    assert q.kind == kind and q.variant == variant
    assert J.problem(ex, g) is None
    if kind == "legal":
        a = q.action
        trick = g.current
        assert g.phase == "play" and g.to_act == a.seat and trick.plays  # a follow, mid-trick
        assert not Counter(a.cards) - g.hands[a.seat]                      # the cards are in the hand
        assert len(a.cards) == sum(c.size for c in trick.lead)             # the right number of cards
        v = g.check(a)
        assert q.expected is v.ok
        if not v.ok:
            assert v.rule in NEAR_MISS                                      # a near miss, not a slip of the pen
    else:
        t = J.target_trick(ex, g)
        assert t.complete and len(t.plays) == g.rules.players               # a "who wins" trick is complete
        if kind == "winner":
            assert q.expected == t.winner
        else:
            assert q.expected == sum(c.points for _, cs in t.plays for c in cs) == t.points
    right = J.judge(ex, g, J.solutions(ex, g)[0])
    wrong = J.judge(ex, g, J.wrong_answer(ex, g))
    assert right.correct and not wrong.correct and wrong.judged


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(climb_variants()),
       kind=st.sampled_from(CLIMB_DRILL_KINDS))
def test_climbing_drill_question_is_well_posed_and_answered_by_the_engine(seed, variant, kind):
    """Duxiao / xuan: 'does this play beat the standing one?' and 'is this a pattern to lead?' (R-41, S003-05..21)."""
    q = generate(variant, kind, random.Random(seed))
    g, ex, a = q.game, q.exercise, q.action
    assert q.kind == kind and q.variant == variant
    assert J.problem(ex, g) is None
    assert g.phase == "play" and g.to_act == a.seat                      # the seat asked about is to play
    assert not Counter(a.cards) - g.hands[a.seat]                        # the cards are in the hand
    r = g.current
    v = g.check(a)
    assert q.expected is v.ok                                            # the expected answer is the engine's
    if kind == "legal":
        assert r.standing is not None                                    # a play stands to be beaten
        if not v.ok:
            assert v.rule in CLIMB_NEAR_MISS and len(a.cards) == len(r.standing_cards)  # a near miss
    else:
        assert r.standing is None
        if not v.ok:
            assert v.rule == "climb-pattern"
    right = J.judge(ex, g, J.solutions(ex, g)[0])
    wrong = J.judge(ex, g, J.wrong_answer(ex, g))
    assert right.correct and not wrong.correct and wrong.judged


@pytest.mark.parametrize("variant, kind", [(v, k) for v in climb_variants() for k in CLIMB_DRILL_KINDS])
def test_climbing_drills_give_both_legal_and_illegal_questions(variant, kind):
    rng = random.Random(7)
    seen = {generate(variant, kind, rng).expected for _ in range(12)}
    assert seen == {True, False}


def test_climbing_drills_refuse_trick_kinds():
    with pytest.raises(ValueError):
        generate("duxiao", "winner", random.Random(1))
    assert {generate("xuan", "mixed", random.Random(s)).kind for s in range(12)} == set(CLIMB_DRILL_KINDS)


def test_climbing_drill_runner_keeps_streak(tmp_path):
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    probe = random.Random(5)
    qs = [generate("duxiao", "mixed", probe) for _ in range(2)]
    typed = [J.solutions(qs[0].exercise, qs[0].game)[0], J.wrong_answer(qs[1].exercise, qs[1].game)]
    buf = io.StringIO()
    with create_pipe_input() as inp, Store(tmp_path) as store:
        inp.send_text("".join(t + "\r" for t in typed))
        inp.close()
        DrillRunner("duxiao", "mixed", store, "zh", make_console(buf), Prompter(inp, DummyOutput()),
                    random.Random(5), echo=True).run(count=2)
        s = store.drill("duxiao")
        assert (s.asked, s.correct, s.streak, s.best) == (2, 1, 0, 1)
    out = buf.getvalue()
    assert "手牌张数" in out and "连续答对0题（最佳1）" in out


@pytest.mark.parametrize("variant", trick_variants())
def test_drills_give_both_legal_and_illegal_questions(variant):
    rng = random.Random(7)
    seen = {generate(variant, "legal", rng).expected for _ in range(12)}
    assert seen == {True, False}


def test_drill_runner_keeps_streak_and_accuracy(tmp_path):
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput
    rng = random.Random(3)
    probe = random.Random(3)
    qs = [generate("zhejiang-2", "winner", probe) for _ in range(3)]
    typed = [J.solutions(qs[0].exercise, qs[0].game)[0], J.solutions(qs[1].exercise, qs[1].game)[0],
             J.wrong_answer(qs[2].exercise, qs[2].game)]
    buf = io.StringIO()
    with create_pipe_input() as inp, Store(tmp_path) as store:
        inp.send_text("".join(t + "\r" for t in typed))
        inp.close()
        DrillRunner("zhejiang-2", "winner", store, "en", make_console(buf), Prompter(inp, DummyOutput()), rng,
                    echo=True).run(count=3)
        s = store.drill("zhejiang-2")
        assert (s.asked, s.correct, s.streak, s.best) == (3, 2, 0, 2)
        assert store.drill("zhejiang-2", "winner").asked == 3
    out = buf.getvalue()
    assert "Streak 2 (best 2) · accuracy 100% (2/2)" in out
    assert "Streak 0 (best 2) · accuracy 67% (2/3)" in out


def test_mixed_drills_cover_every_kind():
    rng = random.Random(11)
    assert {generate("taihu", "mixed", rng).kind for _ in range(30)} == set(DRILL_KINDS)
