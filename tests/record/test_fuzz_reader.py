"""Fuzzing the record reader and `check_bytes` (record-format.md): arbitrary bytes
and text, and valid records with characters deleted, inserted or replaced.

Whatever the input: no exception, every issue has a code of the allowed set and
renders in both languages, a file problem exits 2 and an illegal action 1, the
JSON report is valid JSON, and a record read without an error re-serialises
and reads back equal."""
from __future__ import annotations

import json
import math
import random
import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwtutor.commands.check import human_lines
from hwtutor.replay.check import check_bytes
from hwtutor.replay.record import ActionLine, Note, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS
from hwtutor.textsafe import json_safe

CODES = {"syntax", "version", "unknown-variant", "bad-card", "bad-deal", "bad-action", "unknown-field", "bad-note",
         "bad-option", "illegal-action"}
WARNING_CODES = {"unknown-field", "version", "bad-note"}  # bad-note: issue 19 item 12
ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _sample(variant: str, seed: int, upto: int | None = None) -> str:
    deal, actions, _ = random_hand(VARIANTS[variant], random.Random(seed))
    actions = actions[:upto] if upto else actions
    lines = [ActionLine(a, "a # comment, \"quoted\"" if i % 7 == 3 else "") for i, a in enumerate(actions)]
    rec = Record(variant, ["Ann", "Bo", "Cy", "Di"][:VARIANTS[variant].players], deal, lines,
                 rules={"shape_duty": True},
                 notes=[Note(1, {"zh": "注释", "en": "a note"}, "good", [str(actions[1])])],
                 meta={"event": "fuzz", "date": "2026-12-01", "_mine": [1, 2.5, True]}, user={"_seen": 3})
    return write_record(rec)


# short samples (the start of a hand) keep the replay cheap; one whole hand per family
SAMPLES = [_sample("zhejiang-2", 1, 14), _sample("zhejiang-3", 2, 12), _sample("jiande", 3, 11),
           _sample("taihu", 4, 12), _sample("taihu", 5)] + \
    [p.read_text("utf-8") for p in sorted((ROOT / "tests" / "contract").glob("*.hongwu.toml"))]

TOML_CHARS = st.sampled_from(list('"\'[]{}=#,.\n\\ \t-_:0123456789pPSHCDJQKA') +
                             ["\x00", "\x1b", "\r", "\ufeff", "\u00e9", "红", "\udc80", "\U0001F600"])
CHAR = st.one_of(TOML_CHARS, st.characters())
TOKENS = st.sampled_from(["SA", "H5", "BJ", "LJ", "H10*", "S1", "X9", "10", "0", "-5", "65", "1000", "p0", "p5",
                          "p9", "P1", "bid", "pass", "play", "bury", "show", "call", "trump", "declare", "du",
                          "xuan", "hands", "bottom", "levels", "first_bidder", "first_to_show", "true", "1.5",
                          "2.0", "taihu", "duxiao", "xuan", "zhejiang-3", "jiande", "_x", "", "nan", "inf"])


@st.composite
def mutated(draw) -> str:
    """A sample record with a few characters deleted, inserted or replaced."""
    text = draw(st.sampled_from(SAMPLES))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["delete", "insert", "replace", "delete-run", "duplicate-line", "token"]))
        i = draw(st.integers(0, len(text)))
        if op == "token":  # a word (card, seat, verb, number, key) replaced by another plausible one
            words = list(re.finditer(r"[A-Za-z0-9_*-]+", text))
            w = words[i % len(words)]
            text = text[:w.start()] + draw(TOKENS) + text[w.end():]
        elif op == "delete":
            text = text[:i] + text[i + 1:]
        elif op == "delete-run":
            text = text[:i] + text[i + draw(st.integers(1, 40)):]
        elif op == "insert":
            text = text[:i] + draw(st.text(CHAR, min_size=1, max_size=4)) + text[i:]
        elif op == "replace":
            text = text[:i] + draw(CHAR) + text[i + 1:]
        else:
            lines = text.split("\n")
            j = draw(st.integers(0, len(lines) - 1))
            lines.insert(j, lines[j])
            text = "\n".join(lines)
    return text


def _nan_free(v) -> bool:
    if isinstance(v, float):
        return not math.isnan(v)
    if isinstance(v, dict):
        return all(_nan_free(x) for x in v.values())
    if isinstance(v, list):
        return all(_nan_free(x) for x in v)
    return True


def check_issues(issues) -> None:
    for i in issues:
        assert i.code in CODES, i.code
        assert i.severity in ("error", "warning")
        if i.severity == "warning":
            assert i.code in WARNING_CODES
        assert i.message("en") and i.message("zh")  # every message renders
        json.dumps(i.to_json())


def check_reader(data: bytes | str) -> None:
    rec, issues = read_record(data)
    check_issues(issues)
    errors = [i for i in issues if i.severity == "error"]
    if rec is None:
        assert errors, "no record but no error either"
        return
    assert not errors
    text = write_record(rec)
    back, issues2 = read_record(text)
    assert back is not None, [i.message("en") for i in issues2]
    assert not [i for i in issues2 if i.severity == "error"]
    if _nan_free([rec.meta, rec.user, rec.rules]):
        assert back == rec
    assert write_record(back) == text


def check_report(data: bytes | str) -> None:
    rep = check_bytes(data, "fuzz.hongwu.toml")
    check_issues(rep.issues)
    if rep.record is None:
        assert rep.exit_code == 2
    errors = [i for i in rep.issues if i.severity == "error"]
    assert len([i for i in errors if i.code == "illegal-action"]) <= 1
    assert rep.exit_code == (2 if any(i.code != "illegal-action" for i in errors) else 1 if errors else 0)
    out = json_safe(json.dumps(rep.to_json(), ensure_ascii=False))
    assert "\n" not in out
    assert json.loads(out) == json.loads(json.dumps(rep.to_json()))
    for lang in ("en", "zh"):
        lines = human_lines(rep, lang)
        assert lines
        assert all(len(ln.splitlines()) == 1 and "\x1b" not in ln for ln in lines)


@FUZZ
@given(st.binary(max_size=2000))
def test_fuzz_read_record_arbitrary_bytes(data):
    check_reader(data)
    check_report(data)


@FUZZ
@given(st.text(max_size=2000))
def test_fuzz_read_record_arbitrary_text(data):
    check_reader(data)
    check_report(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_fuzz_mutated_records(text):
    check_reader(text)
    check_reader(text.encode("utf-8", "surrogatepass"))
    check_report(text)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SAMPLES), st.binary(min_size=1, max_size=50), st.integers(0, 10**6))
def test_fuzz_records_with_binary_spliced_in(text, junk, where):
    """Raw bytes (invalid UTF-8, NUL, a BOM, …) spliced into a valid record's bytes."""
    raw = text.encode("utf-8")
    i = where % (len(raw) + 1)
    check_reader(raw[:i] + junk + raw[i:])
    check_report(raw[:i] + junk + raw[i:])


def test_fuzz_samples_are_valid():
    """The samples the fuzzers start from are themselves read and replayed as expected
    (so the mutation tests start from records that exercise the whole reader)."""
    for text in SAMPLES[:5]:
        rep = check_bytes(text, "sample")
        assert rep.exit_code == 0 and rep.issues == []
        check_reader(text)


def test_fuzz_oracle_sees_a_bad_code():
    """check_issues is not vacuous: an issue code outside the allowed set fails it."""
    from hwtutor.replay import issues as I
    try:
        check_issues([I.error("made-up", "bad-deal")])
    except AssertionError:
        return
    raise AssertionError("an unknown code was accepted")
