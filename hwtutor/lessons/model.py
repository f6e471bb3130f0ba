"""Lessons as data: `Lesson`, `Step`, `Exercise` and `Position`, loaded from
the TOML files in `hwtutor/lessons/data/` (package data, via importlib.resources).

A lesson file (docs/lessons.md):

    id = "following"                      # defaults to the file name without its number
    order = 4
    variant = "zhejiang-2"
    title = { zh = "…", en = "…" }
    summary = { zh = "…", en = "…" }
    differs = { zh = "…", en = "…" }      # how this variant differs from the others

    [positions.pair-lead]                 # an authoring sketch (scripts/make_lessons.py)
    hands = { p1 = "D9 D9", p2 = "DQ DQ D6 D6 D4 D4" }
    then = ["p1 play D9 D9"]

    [[steps]]
    id = "pair"
    text = { zh = "…", en = "…" }
    position = "pair-lead"
    demo = ["p2 play D4 D6"]
    teaches = ["follow-shape"]
    [steps.exercise]
    kind = "legal-play"
    seat = "p2"

    [records.pair-lead]                   # the position itself, in the record format
    actions = ["p1 bid 60", …]
    deal = { hands = { p1 = "…", … }, bottom = "…", first_bidder = "p1" }

A position is a record (variant, players, rules, deal, actions): the
`[records.NAME]` table holds the record's keys and is read with the record
reader and replayed with the rules engine. Nothing a learner is asked is ever
stored as an answer: the exercise names only what is asked, and the engine
computes the expected answer when the step is judged (judge.py).

Exercise kinds work through the faces every game offers (`check`, `apply`,
`legal_actions`, `to_act`), so lessons of the climbing games can use
`legal-play`, `is-legal`, `pick-legal` and `choose` unchanged; the kinds that
read tricks, points or levels are for the trick-taking family.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import cached_property
from importlib import resources
from typing import Any

from ..replay.record import Record, read_record
from ..rules.seats import parse_seat
from ..rules.trick.game import TrickGame
from ..rules.variants import VARIANTS
from ..textsafe import ascii_int

LANGS = ("zh", "en")

ALIASES = {"legal-follow": "legal-play"}
COUNTS = ("trick", "dealer_side", "defenders", "dealer_score", "bottom")
SHOWS = ("table", "last", "result", "none")


class LessonError(ValueError):
    """A lesson file that cannot be used (with the file and the place)."""


def _text(v: Any, where: str, required: bool = True) -> dict[str, str]:
    if v is None and not required:
        return {}
    if isinstance(v, str):
        return {"zh": v, "en": v}
    if not isinstance(v, dict) or not all(isinstance(v.get(k), str) for k in LANGS):
        raise LessonError(f"{where}: needs text in both zh and en")
    return {k: v[k] for k in LANGS}


def _seat(v: Any, players: int, where: str) -> int | None:
    if v is None:
        return None
    seat = parse_seat(str(v), players, bare=True)
    if seat is None:
        raise LessonError(f"{where}: '{v}' is not a seat p1..p{players}")
    return seat


@dataclass(frozen=True)
class Exercise:
    kind: str
    seat: int | None = None               # the learner's seat (default: the seat to act)
    prompt: dict[str, str] = field(default_factory=dict)
    options: tuple[str, ...] = ()         # pick-legal / choose: action texts ("D4 D6", "bid 65", "p3 pass")
    action: str | None = None             # is-legal: the action asked about
    cards: str | None = None              # pattern / throw: the cards asked about
    count: str = "trick"                  # points: what to count (COUNTS)
    trick: int | None = None              # trick-winner / points: trick number (default: the last complete)
    start: str | None = None              # climb: the level climbed from
    steps: int | None = None              # climb: how many levels
    success: dict[str, str] = field(default_factory=dict)  # extra words on a right answer

    @property
    def answer_kind(self) -> str:
        """What the learner answers: cards, letters, yes-no, seat, number, action, pattern or level."""
        from .kinds import kind_of
        return kind_of(self.kind).answer


@dataclass
class Position:
    """A position in the record format, replayed through the rules engine."""
    name: str
    record: Record

    @cached_property
    def _replayed(self):
        from ..rules.game import new_game
        game = new_game(self.record.ruleset, self.record.deal)
        log: list[tuple[int, Any, list]] = []
        for i, line in enumerate(self.record.actions):
            v = game.check(line.action)
            if not v.ok:
                raise LessonError(f"position {self.name}: action {i} ({line.text}) is illegal: "
                                  f"[{v.rule}] {v.message('en', 'ascii')}")
            trick = game.current if isinstance(game, TrickGame) else None
            before = len(trick.events) if trick is not None else 0
            evs = game.apply(line.action)
            extra = list(trick.events[before:]) if trick is not None else []
            log.append((i, line.action, extra + list(evs)))
        return game, log

    def game(self):
        """A fresh copy of the game standing at the position."""
        return self._replayed[0].copy()

    @property
    def log(self) -> list[tuple[int, Any, list]]:
        """(action index, action, events) for every action of the position (a trick's own events included)."""
        return self._replayed[1]

    @property
    def rules(self):
        return self.record.ruleset


@dataclass
class Step:
    index: int
    id: str
    text: dict[str, str]
    cards: tuple[str, ...] = ()           # card examples rendered under the text
    position: Position | None = None
    show: str = "table"
    demo: tuple[str, ...] = ()            # actions judged (and, if legal, applied) to show the engine's verdict
    exercise: Exercise | None = None
    teaches: tuple[str, ...] = ()         # rule / event ids this step exercises (checked by the tests)


@dataclass
class Lesson:
    id: str
    order: int
    variant: str
    title: dict[str, str]
    summary: dict[str, str]
    differs: dict[str, str]
    steps: list[Step]
    positions: dict[str, Position]
    covers: tuple[str, ...] = ()          # statement ids (statements.md) the lesson teaches
    source: str = ""

    @property
    def rules(self):
        return VARIANTS[self.variant]

    @property
    def family(self) -> str:
        return self.rules.family

    def exercises(self) -> list[Step]:
        return [s for s in self.steps if s.exercise]


# ------------------------------------------------------------------ loading
def record_toml(table: dict[str, Any], variant: str) -> str:
    """A record file's text from a position table whose keys are the record's."""
    rs = VARIANTS[table.get("variant", variant)]
    players = table.get("players") or list(rs.seats)
    lines = ['format = "hongwu-record"', 'format_version = "1.0"', f"variant = {_q(rs.id)}",
             "players = [" + ", ".join(_q(p) for p in players) + "]",
             "actions = [" + ", ".join(_q(a) for a in table.get("actions", [])) + "]"]
    rules = table.get("rules") or {}
    if rules:
        lines.append("[rules]")
        lines += [f"{k} = {_v(v)}" for k, v in rules.items()]
    deal = table.get("deal")
    if isinstance(deal, dict):
        lines.append("[deal]")
        for k, v in deal.items():
            lines.append(f"{k} = {_v(v)}")
    return "\n".join(lines) + "\n"


def _q(s: Any) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def _v(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_v(x)}" for k, x in v.items()) + " }"
    if isinstance(v, list):
        return "[" + ", ".join(_v(x) for x in v) + "]"
    return _q(v)


def load_position(name: str, table: dict[str, Any], variant: str, where: str) -> Position:
    rec, issues = read_record(record_toml(table, variant))
    errors = [i for i in issues if i.severity == "error"]
    if rec is None or errors:
        detail = "; ".join(f"[{i.code}] {i.message('en', 'ascii')}" for i in errors) or "unreadable"
        raise LessonError(f"{where}: position {name}: {detail}")
    return Position(name, rec)


def parse_lesson(text: str, source: str = "<lesson>") -> Lesson:
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LessonError(f"{source}: not valid TOML: {e}") from None
    stem = re.sub(r"^[0-9]+-", "", source.rsplit("/", 1)[-1].removesuffix(".toml"))
    lid = doc.get("id", stem)
    variant = doc.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:  # (a list was a TypeError)
        raise LessonError(f"{source}: unknown variant {variant!r}")
    rs = VARIANTS[variant]
    records = doc.get("records", {})
    sketches = doc.get("positions", {})
    missing = [n for n in sketches if n not in records]
    if missing:
        raise LessonError(f"{source}: positions without a record (run scripts/make_lessons.py): {', '.join(missing)}")
    positions = {n: load_position(n, t, variant, source) for n, t in records.items()}
    steps: list[Step] = []
    seen: set[str] = set()
    for i, s in enumerate(doc.get("steps", [])):
        where = f"{source}: step {i + 1}"
        sid = str(s.get("id") or f"step{i + 1}")
        if sid in seen:
            raise LessonError(f"{where}: duplicate step id {sid!r}")
        seen.add(sid)
        pos = None
        if s.get("position") is not None:
            pos = positions.get(s["position"])
            if pos is None:
                raise LessonError(f"{where}: unknown position {s['position']!r}")
        players = pos.rules.players if pos else rs.players
        show = s.get("show", "table")
        if show not in SHOWS:
            raise LessonError(f"{where}: show must be one of {', '.join(SHOWS)}")
        ex = _exercise(s.get("exercise"), players, where, (pos.rules if pos else rs).family)
        if ex and pos is None and _needs_position(ex.kind):
            raise LessonError(f"{where}: a {ex.kind} exercise needs a position")
        cards = s.get("cards", [])
        if isinstance(cards, str):
            cards = [cards]
        steps.append(Step(i, sid, _text(s.get("text"), where), tuple(cards), pos, show,
                          tuple(s.get("demo", [])), ex, tuple(s.get("teaches", []))))
    if not steps:
        raise LessonError(f"{source}: a lesson needs steps")
    return Lesson(lid, int(doc.get("order", 99)), variant, _text(doc.get("title"), f"{source}: title"),
                  _text(doc.get("summary"), f"{source}: summary", False),
                  _text(doc.get("differs"), f"{source}: differs", False), steps, positions,
                  tuple(doc.get("covers", [])), source)


def _exercise(t: Any, players: int, where: str, family: str) -> Exercise | None:
    if t is None:
        return None
    if not isinstance(t, dict):
        raise LessonError(f"{where}: exercise must be a table")
    from .kinds import kinds
    known = kinds()
    kind = t.get("kind")
    kind = ALIASES.get(kind, kind) if isinstance(kind, str) else kind
    if not isinstance(kind, str) or kind not in known:  # (a list was a TypeError)
        raise LessonError(f"{where}: unknown exercise kind {t.get('kind')!r} ({', '.join(sorted(known))})")
    if family not in known[kind].families:
        raise LessonError(f"{where}: a {kind} exercise does not work for {family} games")
    count = t.get("count", "trick")
    if count not in COUNTS:
        raise LessonError(f"{where}: count must be one of {', '.join(COUNTS)}")
    ex = Exercise(kind, _seat(t.get("seat"), players, where), _text(t.get("prompt"), where, False),
                  tuple(t.get("options", [])), t.get("action"), t.get("cards"), count, t.get("trick"),
                  None if t.get("from") is None else str(t.get("from")), t.get("steps"),
                  _text(t.get("success"), where, False))
    missing = [f for f in known[kind].needs if getattr(ex, f) in (None, (), "")]
    if missing:
        names = {"start": "from"}
        raise LessonError(f"{where}: a {kind} exercise needs " + " and ".join(names.get(f, f) for f in missing))
    return ex


def _needs_position(kind: str) -> bool:
    from .kinds import kind_of
    return kind_of(kind).needs_position


def lesson_files() -> list[tuple[str, str]]:
    """(name, text) of every shipped lesson file, in file order."""
    root = resources.files("hwtutor.lessons") / "data"
    out = []
    for f in sorted(root.iterdir(), key=lambda p: p.name):
        if f.name.endswith(".toml"):
            out.append((f"hwtutor/lessons/data/{f.name}", f.read_text(encoding="utf-8")))
    return out


_CACHE: dict[str, Lesson] = {}


def all_lessons() -> list[Lesson]:
    """Every shipped lesson, in curriculum order."""
    if not _CACHE:
        for name, text in lesson_files():
            les = parse_lesson(text, name)
            if les.id in _CACHE:
                raise LessonError(f"{name}: duplicate lesson id {les.id!r}")
            _CACHE[les.id] = les
    return sorted(_CACHE.values(), key=lambda les: (les.order, les.id))


def get_lesson(key: str) -> Lesson | None:
    """A lesson by id, by number in the curriculum (1-based) or by unique id prefix."""
    lessons = all_lessons()
    for les in lessons:
        if les.id == key:
            return les
    n = ascii_int(key)
    if n is not None and 1 <= n <= len(lessons):
        return lessons[n - 1]
    cands = [les for les in lessons if les.id.startswith(key)]
    return cands[0] if len(cands) == 1 else None

