"""The judge: answers in every notation, the engine's reason for a wrong answer,
the hint ladder (which rule, then which cards, then the answer), the short why
of a right answer; lesson files that say only what is asked."""
from __future__ import annotations

import re
import tomllib

import pytest
from lessons_helpers import both, run_piped

from hwtutor.lessons import judge as J
from hwtutor.lessons.model import LessonError, all_lessons, get_lesson, lesson_files, parse_lesson, record_toml
from hwtutor.replay.check import check_bytes
from hwtutor.rules.messages import render


def step(lesson_id: str, step_id: str):
    st = next(s for s in get_lesson(lesson_id).steps if s.id == step_id)
    return st, st.exercise, st.position.game() if st.position else None


def msgs(ms) -> list[dict[str, str]]:
    return [{"en": render(m, "en"), "zh": render(m, "zh")} for m in ms]


def test_S000_37_wrong_follow_gets_rule_id_reason_and_hint_ladder(snapshot):
    """covers S000-37: an off-suit follow is refused with follow-suit; hints: the rule, your diamonds, the answer."""
    st, ex, g = step("following", "suit")
    fb = J.judge(ex, g, "S2")
    assert not fb.correct and fb.rule == "follow-suit"
    ladder = J.hints(ex, g, fb.rule)
    assert [m.key for m in ladder] == ["hint.follow-suit", "hint.cards.suit", "hint.answer"]
    assert fb.hints == ladder[:1]  # the first wrong answer gets the first rung
    assert J.judge(ex, g, "S2", tries=2).hints == ladder
    assert {"feedback": both(fb), "ladder": msgs(ladder)} == snapshot


def test_S000_36_pair_lead_broken_pair_names_follow_shape(snapshot):
    """covers S000-36, R-7: ♦4♦6 on a led pair while holding pairs is follow-shape."""
    st, ex, g = step("following", "pair")
    fb = J.judge(ex, g, "D4 D6")
    assert fb.rule == "follow-shape"
    right = J.judge(ex, g, "D6 D6")
    assert right.correct and right.why[0].key == "why.follow"
    assert {"wrong": both(fb), "right": both(right)} == snapshot


@pytest.mark.parametrize("typed", ["D6 D6", "d6 d6", "♦6 ♦6", "方块6 方块6", "D6D6", "♦6♦6", "p2 play D6 D6", "D6, D6"])
def test_card_answers_in_every_notation(typed):
    st, ex, g = step("following", "pair")
    assert J.judge(ex, g, typed).correct


@pytest.mark.parametrize("typed", ["", "XYZ", "D1", "S"])
def test_unreadable_answer_is_not_judged(typed):
    st, ex, g = step("following", "pair")
    fb = J.judge(ex, g, typed)
    assert not fb.judged and fb.invalid is not None and not fb.correct


def test_S000_38_void_follower_any_card_is_legal_with_the_why():
    """covers S000-38: void in the led suit, any cards follow; the why says so."""
    st, ex, g = step("cards", "d3-is-trump")
    fb = J.judge(ex, g, "H5")
    assert fb.correct and "ruff" in fb.ids


def test_S000_60_win_trick_legal_but_wrong_formation_is_ruff_shape():
    """covers S000-60: two unmatched trumps on a led pair are a discard (ruff-shape), and do not win."""
    st, ex, g = step("winning", "win-pair")
    fb = J.judge(ex, g, "S6 BJ")
    assert not fb.correct and fb.rule == "ruff-shape"
    assert [m.key for m in fb.reason] == ["fb.not-winning", "ruff-shape", "discard.shape"]
    assert J.judge(ex, g, "S8 S8").correct


@pytest.mark.parametrize("typed, ok", [("abf", True), ("a b f", True), ("1 2 6", True), ("A,B,F", True),
                                       ("ab", False), ("none", False), ("abcdef", False)])
def test_R20_pick_every_legal_bid(typed, ok):
    """covers S000-09 (R-20): the opening window is 60..75."""
    st, ex, g = step("bidding", "open")
    assert J.judge(ex, g, typed).correct is ok


def test_pick_legal_letters_out_of_range_are_not_judged():
    st, ex, g = step("bidding", "open")
    assert not J.judge(ex, g, "z").judged


@pytest.mark.parametrize("typed, ok", [("yes", True), ("是", True), ("y", True), ("no", False), ("否", False)])
def test_S004_75_throw_answers_in_both_languages(typed, ok):
    """covers S004-75: a throw whose every part is unbeatable stands."""
    st, ex, g = step("throws", "ok")
    assert J.judge(ex, g, typed).correct is ok


def test_R11_failed_throw_feedback_names_the_blocker(snapshot):
    """covers S004-79 (R-11): the engine's throw-failed message says who beats which part."""
    st, ex, g = step("throws", "fail")
    fb = J.judge(ex, g, "yes")
    assert not fb.correct and fb.rule == "throw-failed"
    assert both(fb) == snapshot


@pytest.mark.parametrize("typed, ok", [("10", True), ("J", False), ("j", False), ("t", True)])
def test_S004_25_climb_stops_at_ten(typed, ok):
    """covers S004-25 (R-34): from 8, three levels up stops at 10."""
    st, ex, g = step("taihu-levels", "stops")
    assert J.judge(ex, g, typed).correct is ok


def test_trick_winner_wrong_seat_gets_that_seats_event():
    """covers S004-50: naming the princess player is answered with princess-no-power."""
    st, ex, g = step("taihu-princess", "single")
    fb = J.judge(ex, g, "p2")
    assert fb.rule == "princess-no-power"
    assert J.judge(ex, g, "3").correct


def test_points_why_adds_the_point_cards(snapshot):
    """covers S000-27, S000-28: a trick's points are the sum of its 5s, 10s and kings."""
    st, ex, g = step("points", "count-trick")
    fb = J.judge(ex, g, "25")
    assert fb.correct
    assert both(fb) == snapshot


def test_every_shipped_exercise_is_well_posed():
    bad = {}
    for les in all_lessons():
        for st in les.exercises():
            g = st.position.game() if st.position else None
            p = J.problem(st.exercise, g)
            if p or J.wrong_answer(st.exercise, g) is None:
                bad[f"{les.id}/{st.id}"] = p or "no wrong answer"
    assert bad == {}


def test_lesson_files_never_store_answers():
    """The expected answer is always computed by the engine: no lesson file holds one."""
    for name, text in lesson_files():
        doc = tomllib.loads(text)
        for st in doc.get("steps", []):
            assert not {"answer", "answers", "expected", "solution", "right"} & set(st.get("exercise", {})), name


def test_every_position_is_a_legal_record():
    """A lesson position is a record: `hwtutor check` accepts it."""
    for les in all_lessons():
        text = tomllib.loads(next(t for n, t in lesson_files() if n == les.source))
        for name, table in text.get("records", {}).items():
            rep = check_bytes(record_toml(table, les.variant), f"{les.id}:{name}")
            assert rep.exit_code == 0, (les.id, name, [i.message("en") for i in rep.issues])


def test_every_lesson_text_is_bilingual():
    for les in all_lessons():
        assert les.title["zh"] and les.title["en"]
        for st in les.steps:
            assert st.text["zh"].strip() and st.text["en"].strip(), (les.id, st.id)
            assert re.search(r"[\u4e00-\u9fff]", st.text["zh"]), (les.id, st.id)


BASE = '''variant = "zhejiang-2"
title = { zh = "t", en = "t" }
'''


@pytest.mark.parametrize("text, error", [
    (BASE, "needs steps"),
    (BASE + '[[steps]]\ntext = { zh = "a" }\n', "both zh and en"),
    (BASE + '[[steps]]\ntext = "a"\n[steps.exercise]\nkind = "guess"\n', "unknown exercise kind"),
    (BASE + '[[steps]]\ntext = "a"\nposition = "x"\n', "unknown position"),
    (BASE + '[positions.x]\nhands = {}\n[[steps]]\ntext = "a"\n', "without a record"),
    (BASE + '[[steps]]\nid = "a"\ntext = "a"\n[[steps]]\nid = "a"\ntext = "b"\n', "duplicate step id"),
    (BASE + '[[steps]]\ntext = "a"\n[steps.exercise]\nkind = "trick-winner"\n', "needs a position"),
    ('variant = "duxiao"\ntitle = "t"\n[[steps]]\ntext = "a"\n[steps.exercise]\nkind = "throw"\ncards = "SA"\n',
     "does not work for climb"),
    (BASE + '[records.x]\nactions = ["p1 play SA"]\ndeal = { hands = { p1 = "SA" } }\n[[steps]]\ntext = "a"\n',
     "position x"),
])
def test_broken_lesson_files_are_refused_with_a_reason(text, error):
    with pytest.raises(LessonError, match=error):
        parse_lesson(text, "x.toml")


def test_hint_command_climbs_the_ladder_then_stops(tmp_path):
    les = get_lesson("following")
    text = "\r" * 0 + "hint\rhint\rhint\rhint\rq\r"
    result, out, _ = run_piped(les, text, tmp_path, "en")
    assert result == "quit"
    assert out.count("💡") == 3 and "No more hints" in out
    assert "Following suit:" in out and "Answer:" in out


def test_skip_marks_the_step_and_moves_on(tmp_path):
    les = get_lesson("following")
    result, out, _ = run_piped(les, "skip\rq\r", tmp_path, "en")
    from hwtutor.lessons.progress import Store
    with Store(tmp_path) as store:
        assert store.steps_tries(les.id) == {"suit": ("skipped", 0)}
        assert store.lesson(les.id).step == 1


@pytest.mark.parametrize("variant", ["duxiao", "xuan"])
def test_climbing_games_work_through_the_common_faces(variant):
    """Future duxiao / xuan lessons can use legal-play, pick-legal, is-legal and choose unchanged."""
    import random

    from hwtutor.lessons.model import Exercise
    from hwtutor.rules.deal import random_deal
    from hwtutor.rules.game import new_game
    from hwtutor.rules.variants import VARIANTS
    rng = random.Random(4)
    g = new_game(VARIANTS[variant], random_deal(VARIANTS[variant], rng))
    kinds = set()
    while not g.over and len(kinds) < 2:
        exs = [Exercise("choose"), Exercise("pick-legal", options=tuple(str(a) for a in g.legal_actions()[:3])),
               Exercise("is-legal", action=str(g.legal_actions()[0]))]
        if g.phase == "play":
            exs.append(Exercise("legal-play"))
        for ex in exs:
            right, wrong = J.solutions(ex, g), J.wrong_answer(ex, g)
            assert right and J.judge(ex, g, right[0]).correct, (ex.kind, g.phase)
            if wrong is not None:
                fb = J.judge(ex, g, wrong)
                assert fb.judged and not fb.correct
                assert J.hints(ex, g, fb.rule)
                if ex.kind == "legal-play":
                    assert fb.rule in ("climb-pattern", "climb-low", "first-lead")
        kinds.add(g.phase)
        g.apply(rng.choice(g.legal_actions()))
    assert "play" in kinds


def test_completion_of_card_names_and_legal_plays():
    from prompt_toolkit.document import Document

    from hwtutor.lessons.runner import completer_for
    st, ex, g = step("following", "pair")
    comp = completer_for(ex, g)

    def texts(typed):
        return [c.text for c in comp.get_completions(Document(typed), None)]
    assert "D6 D6" in texts("D6")            # a whole legal play
    assert {"DQ", "D6", "D4", "D8"} <= set(texts("D"))  # the diamonds in the hand
    assert texts("D8 D") and "D8" not in texts("D8 D")   # a single ♦8 is offered once only
    assert "hint" in texts("hi")
