"""Coverage of the rules by the curriculum and by the rule books.

Every rule id and event id of the four trick-taking variants (record-format.md)
must be exercised by at least one lesson step: the engine produces that id when
the step is shown (its demonstrations, its position's events) or judged (with
a right and a wrong answer computed by the engine). The ids come from the
constant lists of record-format.md and from the engine itself (every
`illegal("…")` and `Event("…")` of hwtutor/rules/trick/), so a new rule id
without a lesson fails this test.
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from lessons_helpers import CLIMB_EVENT_IDS, CLIMB_RULE_IDS, TRICK_EVENT_IDS, TRICK_RULE_IDS

from hwtutor.lessons import judge as J
from hwtutor.lessons.book import book_ids, book_options
from hwtutor.lessons.model import all_lessons
from hwtutor.rules import catalog
from hwtutor.rules.actions import Pass
from hwtutor.rules.variants import VARIANTS

TRICK_SRC = Path(J.__file__).resolve().parents[1] / "rules" / "trick"
CLIMB_SRC = Path(J.__file__).resolve().parents[1] / "rules" / "climb"
# the climbing engine's own story events (extensions of record-format.md, not rule or event ids)
CLIMB_PROGRESS = {"declare", "dealer", "round", "lead-passes", "partners"}


def engine_ids(src: Path = TRICK_SRC) -> set[str]:
    """Every rule id and event id an engine can produce (read from its source)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in src.glob("*.py"))
    found = set(re.findall(r'illegal\("([a-z0-9-]+)"', text)) | set(re.findall(r'Event\("([a-z0-9-]+)"', text))
    return found - J.PROGRESS_EVENTS - (CLIMB_PROGRESS if src == CLIMB_SRC else set())


@cache
def exercised() -> dict[str, list[str]]:
    """id -> the lesson steps (lesson/step) that exercise it."""
    out: dict[str, list[str]] = {}
    for les in all_lessons():
        for st in les.steps:
            for i in J.step_ids(st):
                out.setdefault(i, []).append(f"{les.id}/{st.id}")
    return out


@cache
def exercised_climbing() -> dict[str, list[str]]:
    """id -> the steps of the climbing lessons (duxiao, xuan) that exercise it."""
    out: dict[str, list[str]] = {}
    for les in all_lessons():
        if les.family == "climb":
            for st in les.steps:
                for i in J.step_ids(st):
                    out.setdefault(i, []).append(f"{les.id}/{st.id}")
    return out


ALL_IDS = sorted(set(TRICK_RULE_IDS) | set(TRICK_EVENT_IDS) | engine_ids())
# every climbing rule id and event id (turn, not-in-hand and phase too), and the contract / lone-player
# events the climbing engine shares with the trick games: each taught in a climbing lesson
CLIMB_IDS = sorted(set(CLIMB_RULE_IDS) | set(CLIMB_EVENT_IDS) | engine_ids(CLIMB_SRC)
                   | {"contract-made", "contract-failed", "solo"})


def test_engine_ids_are_listed():
    """The engine's ids are the ones record-format.md lists (a new one must be added to the lists and taught)."""
    assert engine_ids() <= set(TRICK_RULE_IDS) | set(TRICK_EVENT_IDS)


@pytest.mark.parametrize("rule_id", ALL_IDS)
def test_every_trick_rule_and_event_id_is_exercised_by_a_lesson(rule_id):
    assert rule_id in catalog.MESSAGES, f"{rule_id} has no catalog message"
    assert exercised().get(rule_id), f"no lesson step exercises {rule_id}: add one to hwtutor/lessons/data/"


def test_climbing_engine_ids_are_listed():
    assert engine_ids(CLIMB_SRC) <= set(CLIMB_RULE_IDS) | set(CLIMB_EVENT_IDS) | {"contract-made", "solo"}


@pytest.mark.parametrize("rule_id", CLIMB_IDS)
def test_every_climbing_rule_and_event_id_is_exercised_by_a_climbing_lesson(rule_id):
    assert rule_id in catalog.MESSAGES, f"{rule_id} has no catalog message"
    assert exercised_climbing().get(rule_id), \
        f"no duxiao / xuan lesson step exercises {rule_id}: add one to hwtutor/lessons/data/"


def test_each_step_exercises_what_it_says_it_teaches():
    missing = {}
    for les in all_lessons():
        for st in les.steps:
            gap = set(st.teaches) - J.step_ids(st)
            if gap:
                missing[f"{les.id}/{st.id}"] = sorted(gap)
    assert missing == {}


@pytest.mark.parametrize("dropped, rule_id", [("xuan", "surrender"), ("xuan", "first-lead"),
                                              ("duxiao", "eight-of-a-kind")])
def test_climbing_coverage_fails_without_the_lessons_that_teach_an_id(dropped, rule_id):
    """The check can fail: without the xuan lessons nothing exercises surrender or first-lead (S003-74,
    S003-76), without the duxiao lessons nothing exercises eight-of-a-kind (S003-53)."""
    ids = set()
    for les in all_lessons():
        if les.family == "climb" and les.variant != dropped:
            for st in les.steps:
                ids |= J.step_ids(st)
    assert rule_id not in ids
    assert rule_id in exercised_climbing()


def test_coverage_fails_without_the_lesson_that_teaches_an_id():
    """The check can fail: without the Jiande lesson nothing exercises throw-banned (S002-07)."""
    ids = set()
    for les in all_lessons():
        if les.variant != "jiande":
            for st in les.steps:
                ids |= J.step_ids(st)
    assert "throw-banned" not in ids
    assert "throw-banned" in exercised()


APPLIES = {
    "zhejiang-2": ("bid", "zj"), "zhejiang-3": ("bid", "zj"), "jiande": ("bid", "jd"), "taihu": ("show", "th"),
}
BID_ONLY = {"bid-range", "bid-step", "bid-passed", "contract-made", "contract-failed", "red5-captured"}
TAIHU_ONLY = {"trump-choice", "show-not-level", "call-card", "red5-lead", "princess-no-power", "friend-revealed",
              "solo", "red5-rotten", "bottom-doubled", "level-up", "level-down", "match-won"}
JIANDE_ONLY = {"throw-banned"}


def variant_ids(v: str) -> set[str]:
    if VARIANTS[v].family == "climb":
        ids = set(CLIMB_RULE_IDS) | set(CLIMB_EVENT_IDS) | {"contract-made", "contract-failed"}
        if v == "duxiao":
            return ids - {"first-lead", "declare-needs", "surrender"}
        return ids - {"eight-of-a-kind", "contract-made", "contract-failed"} | {"solo"}
    ids = set(TRICK_RULE_IDS) | set(TRICK_EVENT_IDS)
    if v != "taihu":
        ids -= TAIHU_ONLY
    else:
        ids -= BID_ONLY
    if v != "jiande":
        ids -= JIANDE_ONLY
    return ids


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_rule_book_names_every_rule_and_event_id_of_its_variant(variant):
    assert variant_ids(variant) - book_ids(variant) == set()


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_rule_book_names_every_option_of_its_variant(variant):
    """Every ruling that changes play is an option, and the rule book marks it where it applies."""
    assert set(VARIANTS[variant].options) - book_options(variant) == set()


def test_every_variant_has_lessons():
    """A variant is taught by a lesson of its own or by steps set in it (jiande-2: a step of lesson 10)."""
    variants = {les.variant for les in all_lessons()}
    variants |= {st.position.record.variant for les in all_lessons() for st in les.steps if st.position}
    assert set(VARIANTS) <= variants


# ------------------------------------------------------------------ topics a cold learner missed (issue 24)
def _trick_with_throw_ruffs(g) -> bool:
    """A complete trick led by a throw that two or more void players answered with trumps (R-8, R-9)."""
    for t in g.tricks:
        answered = {e.seat for e in t.events if e.id in ("ruff", "ruff-shape", "princess-no-power")}
        if t.complete and len(t.lead) > 1 and len(answered) >= 2:
            return True
    return False


def _follows_a_throw(st, g, width: int = 2) -> bool:
    cur = g.current if g is not None and g.phase == "play" else None
    return bool(st.exercise and st.exercise.kind in ("pick-legal", "legal-play") and cur is not None
                and len(cur.plays) == 1 and len(cur.lead) > 1 and max(c.width for c in cur.lead) >= width)


def _forced_red5_lead(g) -> bool:
    return any(e.id == "red5-rotten" and e.msg.key == "red5-rotten.led" for t in g.tricks for e in t.events)


TOPICS = {
    "throw ruffed by several (R-8, R-9)": lambda les, st, g: les.variant != "taihu" and _trick_with_throw_ruffs(g),
    "Taihu throw ruffed by several": lambda les, st, g: les.variant == "taihu" and _trick_with_throw_ruffs(g),
    "following a throw (R-7)": lambda les, st, g: _follows_a_throw(st, g),
    "following a thrown triple (R-7)": lambda les, st, g: _follows_a_throw(st, g, 3),
    "opening window after a pass (R-20)": lambda les, st, g: bool(
        st.exercise and st.exercise.kind == "pick-legal" and g.phase == "bid" and st.position.log
        and all(isinstance(a, Pass) for _, a, _ in st.position.log)),
    "Jiande captured heart 5": lambda les, st, g: les.variant == "jiande" and "red5-captured" in J.step_ids(st),
    "forced heart 5 lead (R-32)": lambda les, st, g: bool(st.exercise) and _forced_red5_lead(g),
    "solo dealer's levels": lambda les, st, g: bool(
        st.exercise and st.exercise.kind == "level-after" and getattr(g, "solo", False)),
}


def topic_steps(topic: str, lessons=None) -> list[str]:
    test = TOPICS[topic]
    out = []
    for les in lessons or all_lessons():
        for st in les.steps:
            g = st.position.game() if st.position else None
            if g is not None and g.rules.family == "trick" and test(les, st, g):
                out.append(f"{les.id}/{st.id}")
    return out


@pytest.mark.parametrize("topic", list(TOPICS))
def test_every_topic_a_cold_learner_missed_has_an_exercise(topic):
    """issue 24: each gap is taught by a step whose position shows it (read from the engine's game)."""
    assert topic_steps(topic), f"no lesson step teaches {topic}"


def test_topic_coverage_fails_without_the_lesson_that_teaches_it():
    """The check can fail: without lesson 6 no Zhejiang step has a throw ruffed by several."""
    rest = [les for les in all_lessons() if les.id != "throws"]
    assert topic_steps("throw ruffed by several (R-8, R-9)") == ["throws/ruff-throw", "throws/ruff-throw-top"]
    assert topic_steps("throw ruffed by several (R-8, R-9)", rest) == []
