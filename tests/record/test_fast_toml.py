"""The fast reader of the written record layout (replay/fast_toml.py) against tomllib.

Whatever the text, `fast_loads` either declines (None) or returns exactly what
`tomllib.loads` returns — the same keys in the same order, the same values of
the same types — and `read_record` gives the same record and the same issues
as the tomllib-only reader. Checked on every record of the repository, on
freshly written random records of every variant, on hand-picked TOML corners
and on random mutations of written records."""
from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwtutor.replay.fast_toml import fast_loads
from hwtutor.replay.record import ActionLine, Note, Record, _read
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
REPO_RECORDS = sorted((ROOT / "data" / "sample_games").glob("*.hongwu.toml")) + \
    sorted((ROOT / "tests").rglob("*.hongwu.toml")) + \
    sorted((ROOT.parent / "shared" / "spec" / "examples").glob("*.hongwu.toml"))


def typed(x):
    """A value with every type and every key order spelled out: 1 == True == 1.0 and
    {a, b} == {b, a} in Python, but not for a reader that must agree with tomllib."""
    if isinstance(x, dict):
        return ("table", [(k, typed(v)) for k, v in x.items()])
    if isinstance(x, list):
        return ("array", [typed(v) for v in x])
    return (type(x).__name__, x)


def tomllib_or_none(text: str):
    try:
        return tomllib.loads(text)
    except ValueError:
        return None


def same_as_tomllib(text: str) -> bool:
    """Assert the fast reader agrees with tomllib on `text`; return whether it read it."""
    fast = fast_loads(text)
    if fast is not None:
        slow = tomllib_or_none(text)
        assert slow is not None, "read a text tomllib refuses"
        assert typed(fast) == typed(slow)
    for data in (text, text.encode("utf-8", "surrogatepass")):
        rec, issues = _read(data)
        rec_slow, issues_slow = _read(data, fast=False)
        assert rec == rec_slow
        assert issues == issues_slow
        assert [i.to_json() for i in issues] == [i.to_json() for i in issues_slow]
        if rec is not None:
            assert typed([rec.rules, rec.meta, rec.user]) == typed([rec_slow.rules, rec_slow.meta, rec_slow.user])
    return fast is not None


def _written(variant: str, seed: int, extras: bool) -> str:
    rs = VARIANTS[variant]
    deal, actions, _ = random_hand(rs, random.Random(f"{variant}-{seed}"))
    lines = [ActionLine(a, "well played, p2" if i % 9 == 4 else "") for i, a in enumerate(actions)]
    rec = Record(variant, ["Ann", "Bo", "Cy", "Di"][:rs.players], deal, lines)
    if extras:  # every optional part write_record writes, in values the fast reader reads
        rec.rules = {"shape_duty": True} if rs.family == "trick" else {}
        rec.notes = [Note(1, {"zh": "注释", "en": "a note"}, "good", [str(actions[1])]),
                     Note(len(actions), {"en": "the end", "zh": "结束"}, source="review")]
        rec.meta = {"event": "club night", "date": "2026-12-01", "round": 3, "_tags": ["a", "b"]}
        rec.user = {"_seen": 3, "_ok": False}
    return write_record(rec)


WRITTEN = [_written(v, seed, extras=seed % 2 == 1) for v in VARIANTS for seed in range(4)]


@pytest.mark.parametrize("path", REPO_RECORDS, ids=lambda p: str(p.relative_to(ROOT.parent)))
def test_every_record_of_the_repository_reads_the_same_both_ways(path):
    same_as_tomllib(path.read_text("utf-8"))


def test_the_fast_reader_reads_the_repositorys_records():
    # it must not decline everything: the sample games and examples are the usual layout
    read = [p.name for p in REPO_RECORDS if fast_loads(p.read_text("utf-8")) is not None]
    assert len(read) >= len(REPO_RECORDS) - 2, sorted({p.name for p in REPO_RECORDS} - set(read))


@pytest.mark.parametrize("i", range(len(WRITTEN)))
def test_written_records_are_read_by_the_fast_reader_as_tomllib_reads_them(i):
    assert same_as_tomllib(WRITTEN[i])
    assert same_as_tomllib(WRITTEN[i].replace("\n", "\r\n"))


# TOML corners: each is either read as tomllib reads it or left to tomllib
CORNERS = [
    'a = "x"', 'a = "x"\n', "", "\n\n", "# only a comment", "a = 1 # c\n", "a = 1# c", "  a  =  1  \n",
    'a = "tab\there"', 'a = "esc\\"aped"', 'a = "nl\\n"', "a = 'literal'", 'a = """multi"""',
    "a = 1.5", "a = 1e3", "a = +1", "a = -0", "a = 0", "a = 007", "a = 1_000", "a = 0x10",
    "a = 12345678901234567890", "a = 123456789012345678", "a = -123456789012345678", "a = inf", "a = nan",
    "a = 2026-12-01", "a = True", "a = truex", "a = true", "a = false",
    "a.b = 1", '"a" = 1', "a = 1\na = 2", "a = 1\nA = 2", "[t]\n[t]", "[t]\na = 1\n[u]\na = 2",
    "a = 1\n[a]", "[[n]]\n[[n]]\nx = 1", "n = []\n[[n]]", "[n]\n[[n]]", "[[n]]\n[n]", "[ t ]", "[t.u]",
    "[[n]]\na = 1\na = 2", "a = [1, 2]", "a = [1, 2,]", "a = [[1]]", "a = []", "a = [ ]", 'a = ["x", 1, true]',
    "a = {x = 1}", "a = { x = 1, y = 2 }", "a = { x = 1, x = 2 }", "a = {}", "a = { x = 1, }", "a = { x = {} }",
    'a = { x = "a, y = 2" }', 'a = [\n  "x",\n  "y",\n]', 'a = [\n  "x",\n  "y"\n]', 'a = [\n  "x"\n  "y"\n]',
    'a = [\n]', 'a = [\n]\n', 'a = [\n', 'a = [\n  "x",\n', 'a = [\n  "x", # c "q"\n  # "z"\n\n  1,\n]',
    'a = [\n  "x",\n] # c', 'a = [\n  "x",\n]x', 'a = [\n  "x",]', 'a = [ # c\n  "x",\n]',
    'a = [\n  ",\n]', 'a = [\n  "",\n]', 'a = [\n  "a\\"b",\n]', 'a = [\n  "a\x01",\n]', 'a = [\n  "a\tb",\n]',
    'a = [\n  "a",\n  "b",\n  "c",\n]\nb = 1', 'a = [\n    "x",\n]', 'a = [\n  "x",\n  "y",\n]\n]',
    'a = [\n  "\u2028",\n]', 'a = [\n  "\udc80",\n]', 'a = "\x7f"', "# \x7f", "# \x01", "a = 1\r", "a = 1\r\n",
    "a = \"x\"\rb = 1", "a = 1\n\x0c", "a = 1\nb", "= 1", "a =", "a = \"x", "[t", "[[t]", "[[t]]]",
    "\ufeffa = 1", "a = 1\n\n[t]\nb = [\"p1 play SA\"]\nc = { en = \"x\", zh = \"红\" }\n",
]


@pytest.mark.parametrize("text", CORNERS)
def test_toml_corners_are_read_as_tomllib_reads_them_or_declined(text):
    same_as_tomllib(text)


def test_the_fast_reader_declines_what_tomllib_refuses():
    for text in CORNERS:
        if tomllib_or_none(text) is None:
            assert fast_loads(text) is None, text


def test_the_written_action_lines_are_read_whatever_they_hold():
    # the lines as write_record writes them are read with str methods: quotes, newlines,
    # backslashes and control characters must send them to the careful way
    for inner in ['p1 play SA', 'a"b', "a\\b", "a\x1bb", "a\x7fb", "a\tb", "红 # 注", "", " ", "\udc80"]:
        for lines in ([inner], ["p1 pass", inner], [inner, "p2 pass"], [inner, inner]):
            text = "actions = [\n" + "".join(f'  "{x}",\n' for x in lines) + "]\n"
            same_as_tomllib(text)
            same_as_tomllib(text[:-1])
    assert fast_loads('actions = [\n  "p1 play SA",\n  "p2 pass",\n]\n') == {"actions": ["p1 play SA", "p2 pass"]}


# -- random mutations of written records
SEEDS = [_written("zhejiang-2", 9, True), _written("taihu", 9, False), _written("jiande", 9, True),
         _written("duxiao", 9, True)]
MUTATION_CHARS = st.sampled_from(list('"\'[]{}=#,.\n\\ \t-_:+0123456789pSHeaxt') +
                                 ["\r", "\x00", "\x01", "\x7f", "\u00e9", "红", "\u2028", "\udc80"])


@st.composite
def mutated_record(draw) -> str:
    text = draw(st.sampled_from(SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["delete", "insert", "replace", "line-dup", "line-drop", "line-swap"]))
        i = draw(st.integers(0, len(text)))
        if op == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 3)):]
        elif op == "insert":
            text = text[:i] + draw(st.text(MUTATION_CHARS, min_size=1, max_size=3)) + text[i:]
        elif op == "replace":
            text = text[:i] + draw(MUTATION_CHARS) + text[i + 1:]
        else:
            lines = text.split("\n")
            j, k = i % len(lines), draw(st.integers(0, len(lines) - 1))
            if op == "line-dup":
                lines.insert(j, lines[j])
            elif op == "line-drop":
                del lines[j]
            else:
                lines[j], lines[k] = lines[k], lines[j]
            text = "\n".join(lines)
    return text


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_record())
def test_mutated_records_are_read_as_tomllib_reads_them_or_declined(text):
    same_as_tomllib(text)


# -- random texts of TOML pieces: the corners meet each other
PIECES = st.sampled_from(["a", "b", "_x", "1", "-1", "0", "007", "true", "false", '"s"', '"p1 play SA"', "'l'", "=",
                          " = ", " ", "\t", "\n", "\r\n", "\r", "[", "]", "[[", "]]", "{", "}", ", ", ",", "#", "# c",
                          '"', "\\", ".", "actions = [\n", '  "x",\n', "]\n", "[deal]\n", "[[notes]]\n", "1.5",
                          "\x01", "\x7f", "红"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(PIECES, max_size=40).map("".join))
def test_texts_of_toml_pieces_are_read_as_tomllib_reads_them_or_declined(text):
    same_as_tomllib(text)
