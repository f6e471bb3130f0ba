"""Feedback that names the reason (issue 12, item 4): a wrong answer says specifically why, in both
languages; slips are not tries; skips and wrong drill answers show the answer and why; each hint rung is
shown once, the rule before the cards; level questions quit on q; a question is asked once."""
from __future__ import annotations

import io
import random
import re

import pytest
from lessons_helpers import both, run_piped
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from hwtutor.lessons import judge as J
from hwtutor.lessons.drill_runner import DrillRunner
from hwtutor.lessons.model import get_lesson
from hwtutor.lessons.progress import Store
from hwtutor.lessons.runner import Prompter
from hwtutor.lessons.view import make_console
from hwtutor.rules.cards import ALL_CARDS, fmt
from hwtutor.rules.messages import render


def step(lesson_id: str, step_id: str):
    st = next(s for s in get_lesson(lesson_id).steps if s.id == step_id)
    return st, st.exercise, st.position.game() if st.position else None


def test_R8_a_follow_not_of_the_lead_pattern_is_named_as_such(snapshot):
    """R-8: ♦K♦Q on a led pair ♦9♦9 is higher but not a pair, so it cannot win: the reason says exactly that."""
    _, ex, g = step("winning", "pattern")
    fb = J.judge(ex, g, "p2")
    assert not fb.correct and [m.key for m in fb.reason] == ["fb.not-lead-pattern"]
    assert render(fb.reason[0], "en") == "♦K ♦Q is not a pair; only a pair beats ♦9♦9."
    assert both(fb) == snapshot


def test_R9_overruffed_and_ruffed_follows_name_the_ruff(snapshot):
    """R-9: a ruff overruffed is lower than the higher ruff; a side-suit follow loses to the ruff."""
    _, ex, g = step("winning", "overruff")
    over, side = J.judge(ex, g, "p2"), J.judge(ex, g, "p4")
    assert [m.key for m in over.reason] == ["fb.overruffed"]
    assert [m.key for m in side.reason] == ["fb.ruffed"] and side.rule == "ruff"
    assert {"overruffed": both(over), "ruffed": both(side)} == snapshot


def test_trump_lead_says_the_highest_trump_not_the_led_suit(snapshot):
    """On a joker lead the feedback and the first hint speak of the highest trump (S000-31, trump order)."""
    _, ex, g = step("cards", "red5-top")
    fb = J.judge(ex, g, "p4")
    assert [m.key for m in fb.reason] == ["fb.lower-trump"]
    assert fb.hints[0].key == "hint.pattern-trump"
    assert {"feedback": both(fb), "hint": {lang: render(fb.hints[0], lang) for lang in ("en", "zh")}} == snapshot


def test_win_trick_wrong_play_says_why_it_loses():
    """A legal play that does not win: the engine's own events say why (a discard, R-9), not 'as it stands'."""
    _, ex, g = step("cards", "d3-is-trump")
    wrong = J.wrong_answer(ex, g)
    fb = J.judge(ex, g, wrong)
    assert not fb.correct and fb.reason[0].key == "fb.not-winning" and len(fb.reason) >= 2


def keys_to(les, st, typed: str) -> str:
    """Keystrokes that answer every step before `st` rightly, then type `typed` at `st`."""
    keys = []
    for s in les.steps[: les.steps.index(st)]:
        keys.append(J.solutions(s.exercise, s.position.game() if s.position else None)[0] if s.exercise else "")
    return "".join(k + "\r" for k in keys) + typed


def _held_once(g, seat):
    return next(c for c, n in sorted(g.hands[seat].items(), key=lambda x: x[0].idx) if n == 1)


def test_not_in_hand_is_a_slip_said_exactly_and_not_judged(snapshot):
    """Cards not held (as often as typed): 'you hold only one ♠A', not judged, the rule id kept (not-in-hand)."""
    _, ex, g = step("following", "pair")
    seat = J.learner(ex, g)
    once = _held_once(g, seat)
    fb = J.judge(ex, g, fmt([once, once]))
    assert not fb.judged and fb.invalid.key == "fb.hold-one" and fb.rule == "not-in-hand"
    absent = next(c for c in ALL_CARDS if not g.hands[seat].get(c))
    none = J.judge(ex, g, fmt([absent, absent]))
    assert not none.judged and none.invalid.key == "fb.hold-none"
    assert "not-in-hand" in fb.ids  # the step still shows the engine refusing it (coverage)
    assert both(fb) == snapshot


def test_a_slip_does_not_climb_the_hint_ladder(tmp_path):
    """A slip is explained, not counted: the right answer after it is still right at the first try."""
    les = get_lesson("following")
    st = next(s for s in les.steps if s.id == "pair")
    g = st.position.game()
    once = _held_once(g, J.learner(st.exercise, g))
    keys = keys_to(les, st, fmt([once, once]) + "\r" + J.solutions(st.exercise, g)[0] + "\rq\r")
    _, out, runner = run_piped(les, keys, tmp_path, "en", restart=True)
    assert "You hold only one" in out
    assert "💡" not in out.split("You hold only one", 1)[1].split("Right.", 1)[0]
    with Store(tmp_path) as store:
        assert store.steps_tries(les.id)["pair"] == ("done", 0)


@pytest.mark.parametrize("answer, key", [("none", "fb.option-missed"), ("abcd", "fb.option-illegal")])
def test_pick_legal_names_every_misjudged_option_with_its_reason(answer, key, snapshot):
    """Every option judged wrongly is named: legal ones left out with why they are legal, illegal ones picked
    with the engine's rule (S000-36, R-7 on a led tractor)."""
    _, ex, g = step("following", "tractor")
    fb = J.judge(ex, g, answer)
    right = J.expected(ex, g)
    wrong = right if answer == "none" else set(range(len(ex.options))) - right
    grouped = (key, "fb.options-illegal", "fb.options-illegal-alike", "fb.options-missed-free")
    named = [m for m in fb.reason if m.key in grouped]
    labels = [x for m in named for x in ([dict(m.args)["label"]] if m.key == key else dict(m.args)["labels"])]
    assert sorted(labels) == [J.option_label(i) for i in sorted(wrong)] and len(named) == len(fb.reason)
    assert fb.head is not None and fb.head.key == "fb.misjudged" and dict(fb.head.args)["n"] == len(wrong)
    assert both(fb) == snapshot


def test_illegal_options_refused_for_the_same_reason_share_one_line():
    """b and c of lesson 4's tractor step break the shape duty in the same words (R-7): one line names both,
    so the feedback stays on the screen; d, refused in other words, keeps its own."""
    _, ex, g = step("following", "tractor")
    fb = J.judge(ex, g, "abcd")
    keys = [(m.key, dict(m.args).get("labels") or dict(m.args).get("label")) for m in fb.reason]
    assert keys == [("fb.options-illegal", ("b", "c")), ("fb.option-illegal", "d")]


def test_skip_shows_the_answer_and_why(tmp_path, snapshot):
    les = get_lesson("points")
    first_ex = next(s for s in les.steps if s.exercise)
    keys = keys_to(les, first_ex, "skip\rq\r")
    _, out, _ = run_piped(les, keys, tmp_path, "en")
    shown = out.split("› skip", 1)[1].split("───", 1)[0]
    g = first_ex.position.game()
    answer, why = J.explain(first_ex.exercise, g)
    assert "Skipped. The answer: " + " / ".join(answer) in shown
    assert all(render(m, "en") in shown for m in why) and why
    assert shown.strip().splitlines() == snapshot
    with Store(tmp_path) as store:  # a skipped exercise comes back in the review
        assert [m.ref for m in store.due_mistakes(les.variant)] == [f"{les.id}/{first_ex.id}"]


def test_wrong_points_answer_in_a_drill_spells_out_the_count(tmp_path):
    """A wrong count shows the point cards added up (♣K ♣10 ♣5: 10 + 10 + 5 = 25), as the lessons do."""
    buf = io.StringIO()
    with create_pipe_input() as inp, Store(tmp_path) as store:
        inp.send_text("999\r999\r999\r")
        inp.close()
        DrillRunner("zhejiang-2", "points", store, "en", make_console(buf, 100), Prompter(inp, DummyOutput()),
                    random.Random(5), echo=True).run(3)
    out = buf.getvalue()
    assert out.count("Answer: ") == 3
    assert len(re.findall(r": \d+(?: \+ \d+)* = \d+ points\.|: 0 points\.", out)) == 3  # (a trick may hold none)


def test_hints_explain_the_rule_before_the_cards_and_each_rung_once(tmp_path):
    """A wrong answer shows the broken rule first; 'hint' then gives the cards, then the answer; no rung twice."""
    les = get_lesson("following")
    st = next(s for s in les.steps if s.id == "suit")
    g = st.position.game()
    wrong = J.wrong_answer(st.exercise, g)
    keys = keys_to(les, st, wrong + "\rhint\rhint\rhint\r" + J.solutions(st.exercise, g)[0] + "\rq\r")
    _, out, _ = run_piped(les, keys, tmp_path, "en", restart=True)
    hints, in_hint = [], False  # a hint wrapped to the width continues under its text
    for line in out.split("› " + wrong, 1)[1].splitlines():
        if "💡" in line:
            hints.append(line.strip())
        elif in_hint and line.startswith("     ") and line.strip():
            hints[-1] += " " + line.strip()
            continue
        in_hint = "💡" in line
    ladder = [render(m, "en") for m in J.hints(st.exercise, g, "follow-suit")]
    assert len(hints) == len(ladder) == 3        # the rule, the cards, the answer: in that order, each once
    assert all(h.removeprefix("💡 ") == r[: len(h) - 2] for h, r in zip(hints, ladder))  # (long lines wrap)
    assert "No more hints" in out


def test_q_quits_a_level_question_and_Q_is_the_queen(tmp_path):
    les = get_lesson("taihu-levels")
    first_ex = next(s for s in les.steps if s.exercise and s.exercise.answer_kind == "level")
    result, out, runner = run_piped(les, keys_to(les, first_ex, "q\r"), tmp_path, "en")
    assert result == "quit" and not [x for x in runner.log if x[0] == first_ex.id]
    fb = J.judge(first_ex.exercise, None, "Q")
    assert fb.judged and fb.answer == "Q"


def test_a_question_in_the_step_text_is_asked_once_after_the_position(tmp_path):
    les = get_lesson("taihu-levels")
    st = next(s for s in les.steps if s.exercise and s.exercise.kind == "climb")
    _, out, _ = run_piped(les, keys_to(les, st, "q\r"), tmp_path, "en")
    shown = out.split(f"Step {les.steps.index(st) + 1}/", 1)[1]
    assert shown.count("Which level") == 1
    assert "(a level: 2 4 6 7 8 9 10 J Q K A)" in shown


@pytest.mark.parametrize("text, body, question", [
    ("The ladder. A player at 8 climbs three. Which level?", "The ladder. A player at 8 climbs three.", "Which level?"),
    ("p1 leads ♠A. What is ♣3 here? Does it beat ♦2?", "p1 leads ♠A.", "What is ♣3 here? Does it beat ♦2?"),
    ("And at 10, climbing two? (It starts from 10.)", "", "And at 10, climbing two? (It starts from 10.)"),
    ("一位玩家在 8 级。他升到几？", "一位玩家在 8 级。", "他升到几？"),
    ("No question (here).", "No question (here).", None),
])
def test_a_step_text_ending_with_its_question_is_split_to_ask_it_once(text, body, question):
    from hwtutor.lessons.view import split_question
    assert split_question(text) == (body, question)


def test_typed_escape_codes_are_quoted_harmlessly():
    """An unreadable answer is quoted in the explanation, but never as raw terminal control codes."""
    from hwtutor.lessons.view import feedback_lines
    _, ex, g = step("following", "pair")
    fb = J.judge(ex, g, "\x1b[31mZZ\x1b]0;title\x07")
    assert not fb.judged
    shown = "".join(t.plain for t in feedback_lines(fb, "en"))
    assert "\x1b" not in shown and "\x07" not in shown


def test_S004_call_options_refused_for_another_card_share_one_line_with_the_engines_reason():
    """covers S004-call (issue 22 §3): four calls Taihu refuses in words that differ only in the card called
    share one line: the engine's reason for the first, "the same for" the other cards; the two legal calls
    left out share one line that says neither breaks a rule."""
    _, ex, g = step("taihu-friend", "call")
    fb = J.judge(ex, g, "bcde")
    assert [m.key for m in fb.reason] == ["fb.options-missed-free", "fb.options-illegal-alike"]
    alike = fb.reason[1].params
    assert alike["labels"] == ("b", "c", "d", "e") and alike["rule"] == "call-card"
    engine = g.check(J.option_action(ex.options[1], J.learner(ex, g), g.rules)).reason
    assert alike["reason"] == engine                     # the engine's own reason, not a text of the lesson
    lines = both(fb)
    assert lines["en"][0] == "✗ Not right: 6 options judged wrongly."
    assert lines["en"][2].endswith("The same for ♠9, ♣K, ♦6.") and "♣3 cannot be called" in lines["en"][2]
    assert lines["zh"][2].endswith("♠9、♣K、♦6也一样。")
    assert lines["en"][1].startswith("a, f) ") and "none of them breaks a rule" in lines["en"][1]


def test_R20_bids_refused_in_other_words_keep_their_own_lines():
    """covers R-20: 80 and 62 are refused by the opening window (one line, "the same for 62"); 55 by the range,
    in other words, keeps its own line."""
    _, ex, g = step("bidding", "open")
    fb = J.judge(ex, g, "cde")
    keys = [(m.key, m.params.get("labels") or m.params.get("label")) for m in fb.reason]
    assert keys == [("fb.options-missed-free", ("a", "b", "f")), ("fb.options-illegal-alike", ("c", "e")),
                    ("fb.option-illegal", "d")]
    assert both(fb)["en"][2].endswith("The same for 62.")


def test_options_whose_reasons_differ_in_two_parameters_are_not_grouped():
    """Duxiao: the legal leads a, d, e are each a different pattern of different cards: one line each, each with
    its own why (the learner sees why each one is legal)."""
    _, ex, g = step("duxiao-climbing", "patterns")
    fb = J.judge(ex, g, "bcf")
    assert [m.key for m in fb.reason].count("fb.option-missed") == 3


def test_short_options_stand_side_by_side_in_reading_order():
    """issue 22 §3: six short options take two rows at 80 columns (a b c, then d e f), one each when narrow."""
    from hwtutor.lessons.prompting import option_lines
    st, ex, g = step("taihu-friend", "call")
    seat = J.learner(ex, g)
    wide = [t.plain for t in option_lines(ex.options, seat, g, "en", 80)]
    assert len(wide) == 2 and wide[0].split() == ["a)", "p1", "calls", "♣9", "b)", "p1", "calls", "♣3", "c)", "p1",
                                                  "calls", "♠9"]
    assert wide[1].index("e)") == wide[0].index("b)")          # columns line up
    zh = [t.plain for t in option_lines(ex.options, seat, g, "zh", 80)]
    assert zh[0].startswith("  a）p1叫♣9") and all("）" in x for x in zh)
    narrow = option_lines(ex.options, seat, g, "en", 20)
    assert [t.plain for t in narrow][0] == "  a) p1 calls ♣9" and len(narrow) == 6
