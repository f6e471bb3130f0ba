"""Fuzz tests (issue 9, "what done means"): a deterministic mutation corpus
built from the sample games, the contract examples, random records and
hotseat saves (fuzz_corpus.py), and hypothesis strategies for what a record's
author controls. Bounded to a few seconds each; scripts/fuzz.py runs 10,000+
cases per target.

For every case: no exception; `check` keeps its JSON contract with exit codes
0, 1 or 2 only; no raw control or bidi character in any output; exports
parse as XML; a save is refused with one message or resumes, and what
hwtutor writes back from it resumes the same."""
from __future__ import annotations

import json
import random

import pytest
from fuzz_corpus import check_target, mutate, raw_unsafe, replay_target, save_target, seeds
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rel_helpers import record_text, run

SEEDS = seeds()
SAVES = [s for s in SEEDS if s[0].startswith("save-")]


def _case(i: int, pool=SEEDS) -> tuple[str, str]:
    rng = random.Random(i)
    name, text = pool[i % len(pool)]
    return name, mutate(text, rng)


@pytest.mark.parametrize("block", range(4))
def test_check_survives_the_mutation_corpus(block):
    for i in range(block * 100, block * 100 + 100):
        name, data = _case(i)
        out = check_target(data)
        assert not raw_unsafe(out), (i, name)


@pytest.mark.parametrize("block", range(2))
def test_replay_print_and_export_survive_the_mutation_corpus(block):
    for i in range(block * 30, block * 30 + 30):
        name, data = _case(10_000 + i)
        out = replay_target(data, export=i % 3 == 0)
        assert not raw_unsafe(out), (i, name)


def test_save_reading_and_resume_survive_the_mutation_corpus():
    for i in range(300):
        name, data = _case(20_000 + i, SAVES)
        out = save_target(data)
        assert not raw_unsafe(out), (i, name)


def test_check_on_many_mutated_files_at_once(tmp_path):
    """Every file gets exactly one JSON line, whatever the others hold; the exit code is 0, 1 or 2."""
    files = []
    for i in range(12):
        f = tmp_path / f"{i}.hongwu.toml"
        f.write_text(_case(30_000 + i)[1], encoding="utf-8", errors="surrogatepass")
        files.append(str(f))
    res = run(["check", "--json", *files])
    assert res.exit_code in (0, 1, 2)
    assert [json.loads(line)["file"] for line in res.output.splitlines()] == files
    assert not raw_unsafe(res.output)


NAME = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(NAME, min_size=4, max_size=4), note=st.text(max_size=60), comment=st.text(max_size=40))
def test_hostile_names_notes_and_comments_never_reach_the_terminal_raw(names, note, comment):
    """What a record's author controls (names, notes, commentary) is shown escaped and exports parse as XML."""
    from hwtutor.replay.record import ActionLine, Note, read_record
    from hwtutor.replay.record_writer import write_record
    rec, _ = read_record(record_text("zhejiang-2", 9, n=14))
    rec.players = names
    rec.notes = [Note(3, {"en": note, "zh": note})]
    rec.actions[2] = ActionLine(rec.actions[2].action, comment.replace("\n", " "))
    text = write_record(rec)
    out = check_target(text)
    assert not raw_unsafe(out)
    assert not raw_unsafe(replay_target(text, export=True))


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300))
def test_check_of_arbitrary_bytes_is_a_file_error_not_a_crash(data):
    out = check_target(data)
    assert not raw_unsafe(out)
