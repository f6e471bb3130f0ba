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
from functools import lru_cache
from pathlib import Path

import pytest

from lessons_helpers import CLIMB_EVENT_IDS, CLIMB_RULE_IDS, TRICK_EVENT_IDS, TRICK_RULE_IDS

from hwtutor.commands.rules import book_ids, book_options
from hwtutor.lessons import judge as J
from hwtutor.lessons.model import all_lessons
from hwtutor.rules import catalog
from hwtutor.rules.variants import VARIANTS

TRICK_SRC = Path(J.__file__).resolve().parents[1] / "rules" / "trick"


def engine_ids() -> set[str]:
    """Every rule id and event id the trick engine can produce (read from its source)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in TRICK_SRC.glob("*.py"))
    found = set(re.findall(r'illegal\("([a-z0-9-]+)"', text)) | set(re.findall(r'Event\("([a-z0-9-]+)"', text))
    return found - J.PROGRESS_EVENTS


@lru_cache(maxsize=None)
def exercised() -> dict[str, list[str]]:
    """id -> the lesson steps (lesson/step) that exercise it."""
    out: dict[str, list[str]] = {}
    for les in all_lessons():
        for st in les.steps:
            for i in J.step_ids(st):
                out.setdefault(i, []).append(f"{les.id}/{st.id}")
    return out


ALL_IDS = sorted(set(TRICK_RULE_IDS) | set(TRICK_EVENT_IDS) | engine_ids())


def test_engine_ids_are_listed():
    """The engine's ids are the ones record-format.md lists (a new one must be added to the lists and taught)."""
    assert engine_ids() <= set(TRICK_RULE_IDS) | set(TRICK_EVENT_IDS)


@pytest.mark.parametrize("rule_id", ALL_IDS)
def test_every_trick_rule_and_event_id_is_exercised_by_a_lesson(rule_id):
    assert rule_id in catalog.MESSAGES, f"{rule_id} has no catalog message"
    assert exercised().get(rule_id), f"no lesson step exercises {rule_id}: add one to hwtutor/lessons/data/"


def test_each_step_exercises_what_it_says_it_teaches():
    missing = {}
    for les in all_lessons():
        for st in les.steps:
            gap = set(st.teaches) - J.step_ids(st)
            if gap:
                missing[f"{les.id}/{st.id}"] = sorted(gap)
    assert missing == {}


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


def test_every_trick_variant_has_lessons():
    variants = {les.variant for les in all_lessons()}
    assert {"zhejiang-2", "zhejiang-3", "jiande", "taihu"} <= variants
