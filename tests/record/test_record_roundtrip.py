"""The record writer and reader agree (record-format.md): for random self-play
hands of the trick variants, `write_record` → `read_record` gives the same
record, write → read → write the same text, and hostile text in names, notes,
commentary and user fields (quotes, backslashes, newlines, tabs, '#',
control characters, ANSI escapes, rich markup, unicode) survives unchanged."""
from __future__ import annotations

import datetime
import functools
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hwtutor.replay.check import check_bytes
from hwtutor.replay.record import META_KEYS, NOTE_VERDICTS, ActionLine, Note, Record, read_record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

TRICK = ["zhejiang-2", "zhejiang-3", "jiande", "taihu"]
ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "tests" / "contract").glob("*.hongwu.toml")) + \
    sorted((ROOT / "data" / "sample_games").glob("*.hongwu.toml"))

HOSTILE = [
    '"', "\\", "\\n", "\n", "\r\n", "\t", "#", " # ", "'''", '"""', "\x1b[31m", "\x1b]0;title\x07", "\x00",
    "\x7f", "\x9b", "\u202e", "\ufeff", "\u2028", "[bold red]x[/]", "[/]", "[link=file:///etc]", "红五",
    "♥5", "大王", "😀", "\\u0041", "${x}", "{0}", "%s", "p1 play SA", "= 1", "[deal]", "]",
]
TEXT = st.lists(st.one_of(st.sampled_from(HOSTILE),
                          st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)),
                max_size=5).map("".join)
KEY = st.one_of(st.sampled_from(["a", "b-c", "x y", "", "#", '"', "键", "\x1b[0m", "1.2", "k\n", "k\r\n"]), TEXT)

_TZ = st.integers(-(23 * 60 + 59), 23 * 60 + 59).map(lambda m: datetime.timezone(datetime.timedelta(minutes=m)))
SCALAR = st.one_of(
    TEXT, st.booleans(), st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False),
    st.dates(), st.times(),
    st.datetimes(timezones=st.one_of(st.none(), _TZ)),
)
VALUE = st.recursive(SCALAR, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                     st.dictionaries(KEY, inner, max_size=3)), max_leaves=6)


@functools.cache
def hand(variant: str, seed: int):
    """A random self-play hand (cached: decorating it is what the text tests vary)."""
    return random_hand(VARIANTS[variant], random.Random(seed))


@st.composite
def records(draw, variant: str, seed: int | None = None, plain_rules: bool = False):
    seed = draw(st.integers(0, 3)) if seed is None else seed
    deal, actions, game = hand(variant, seed)
    rs = VARIANTS[variant]
    n = len(actions)
    comments = dict(draw(st.lists(st.tuples(st.integers(0, n - 1), TEXT.map(str.strip)), max_size=6)))
    lines = [ActionLine(a, comments.get(i, "")) for i, a in enumerate(actions)]
    notes = draw(st.lists(st.builds(
        Note,
        at=st.integers(0, max(0, n - 1)),
        text=st.fixed_dictionaries({}, optional={"zh": TEXT, "en": TEXT}),
        verdict=st.sampled_from((None,) + NOTE_VERDICTS),
        line=st.lists(TEXT, max_size=2)), max_size=3))
    meta = draw(st.dictionaries(st.one_of(st.sampled_from(sorted(META_KEYS)), KEY.map(lambda k: "_" + k)),
                                VALUE, max_size=4))
    user = draw(st.dictionaries(KEY.map(lambda k: "_" + k), VALUE, max_size=3))
    rules = {}
    if not plain_rules:
        for name, o in rs.options.items():
            if isinstance(o.default, bool) and draw(st.booleans()):
                rules[name] = not o.default
    players = draw(st.lists(TEXT, min_size=rs.players, max_size=rs.players))
    version = draw(st.sampled_from(["1.0", "1.0", "1.3"]))
    return Record(variant, players, deal, lines, rules, notes, meta, user, version)


def assert_round_trip(rec: Record) -> str:
    text = write_record(rec)
    back, issues = read_record(text)
    assert back is not None, [i.message("en") for i in issues]
    assert not [i for i in issues if i.severity == "error"]
    assert back == rec
    assert write_record(back) == text
    raw, issues2 = read_record(text.encode("utf-8"))  # as bytes from a file: the same
    assert raw == rec
    return text


@pytest.mark.parametrize("variant", TRICK)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_round_trip_with_hostile_text(variant, data):
    """Names, notes, commentary, meta and user fields with quotes, backslashes, newlines,
    tabs, '#', control characters, ANSI escapes, rich markup and unicode survive."""
    rec = data.draw(records(variant))
    text = assert_round_trip(rec)
    # the writer escapes every control character: none stands raw in the text
    assert not [ch for ch in text if (ord(ch) < 0x20 and ch != "\n") or ord(ch) == 0x7F]
    # the commentary is kept as data, not taken for part of the action
    back, _ = read_record(text)
    assert [a.comment for a in back.actions] == [a.comment for a in rec.actions]
    assert back.players == rec.players


@pytest.mark.parametrize("variant", TRICK)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_round_trip_random_self_play_replays(variant, seed):
    """A self-play hand written as a record reads back equal and replays to the same end
    (`hwtutor check` exit 0, every action applied, the same tricks and result)."""
    deal, actions, game = random_hand(VARIANTS[variant], random.Random(seed))
    rec = Record(variant, ["Ann", "Bo", "Cy", "Di"][:VARIANTS[variant].players], deal,
                 [ActionLine(a) for a in actions])
    text = assert_round_trip(rec)
    rep = check_bytes(text.encode("utf-8"), "selfplay.hongwu.toml")
    assert rep.exit_code == 0 and rep.issues == []
    assert rep.applied == len(actions)
    assert rep.tricks == game.tricks_json()
    assert rep.result == game.result.to_json()


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_round_trip_of_shipped_records(path):
    """Every contract example and sample game reads, rewrites and reads back the same."""
    rec, issues = read_record(path.read_bytes())
    if rec is None:  # the bad-card example is meant not to read
        assert any(i.severity == "error" for i in issues)
        return
    assert_round_trip(rec)


def test_round_trip_keeps_each_hostile_string():
    """Every hostile string, alone, as a player name, a comment, a note and a meta value."""
    deal, actions, _ = hand("zhejiang-2", 0)
    for s in HOSTILE:
        c = s.strip()
        rec = Record("zhejiang-2", [s, "b", "c", "d"], deal, [ActionLine(actions[0], c)] +
                     [ActionLine(a) for a in actions[1:5]], notes=[Note(1, {"zh": s, "en": s}, "good", [s])],
                     meta={"title": s, "_" + s: [s, {s: s}]}, user={"_x" + s: s})
        assert_round_trip(rec)


def test_round_trip_toml_dates():
    """TOML dates and times in [meta] come back as dates and times, not strings."""
    deal, actions, _ = hand("taihu", 1)
    meta = {"date": datetime.date(2024, 5, 1), "_t": datetime.time(7, 32, 0, 500000),
            "_local": datetime.datetime(1979, 5, 27, 7, 32),
            "_utc": datetime.datetime(1979, 5, 27, 7, 32, tzinfo=datetime.UTC),
            "_off": datetime.datetime(1979, 5, 27, 0, 32, 0, 999999,
                                      tzinfo=datetime.timezone(datetime.timedelta(hours=-7)))}
    rec = Record("taihu", list("abcd"), deal, [ActionLine(a) for a in actions], meta=meta)
    assert_round_trip(rec)
    back, _ = read_record(write_record(rec))
    assert isinstance(back.meta["date"], datetime.date)


def test_round_trip_detects_a_changed_record():
    """The comparison is not vacuous: a comment lost in writing would be seen."""
    deal, actions, _ = hand("jiande", 0)
    rec = Record("jiande", list("abc"), deal, [ActionLine(actions[0], "x # y")])
    back, _ = read_record(write_record(rec))
    assert back.actions[0].comment == "x # y"
    back.actions[0].comment = "x"
    assert back != rec
