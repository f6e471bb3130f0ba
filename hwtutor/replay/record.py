"""The game record `*.hongwu.toml` (record-format.md): the record as data, and a lenient reader that
returns issues with codes instead of raising (the canonical writer: record_writer.py).

read → write → read gives the same record.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from itertools import starmap
from typing import Any

from ..rules.actions import Action, ActionParseError, parse_action, split_comment
from ..rules.cards import ALL_CARDS, Card, CardError
from ..rules.cards import cards as parse_cards
from ..rules.deal import Deal, check_deal, outside_deck
from ..rules.seats import parse_seat
from ..rules.variants import VARIANTS, RuleSet, check_option
from . import issues as I
from .fast_toml import fast_loads
from .toml_error import toml_reason

FORMAT = "hongwu-record"
FORMAT_VERSION = "1.0"
MAX_BYTES = 4 * 1024 * 1024  # a record is a few kB; refuse anything absurd before parsing it
NOTE_VERDICTS = ("good", "inaccuracy", "mistake", "blunder", "interesting")
KNOWN_TOP = {"format", "format_version", "variant", "players", "actions", "rules", "deal", "notes", "meta"}
KNOWN_DEAL = {"hands", "bottom", "first_bidder", "levels", "first_to_show"}
META_KEYS = {"event", "date", "source", "author", "language", "title", "site", "round", "seed"}


@dataclass
class ActionLine:
    action: Action
    comment: str = ""

    @property
    def text(self) -> str:
        return str(self.action) + (f" # {self.comment}" if self.comment else "")


@dataclass
class Note:
    at: int
    text: dict[str, str]
    verdict: str | None = None
    line: list[str] = field(default_factory=list)
    source: str | None = None  # who wrote it: None the author, "review" `hwtutor review` (kept apart)


@dataclass
class Record:
    variant: str
    players: list[str]
    deal: Deal
    actions: list[ActionLine] = field(default_factory=list)
    rules: dict[str, Any] = field(default_factory=dict)
    notes: list[Note] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    user: dict[str, Any] = field(default_factory=dict)  # top-level '_' fields
    format_version: str = FORMAT_VERSION

    @property
    def ruleset(self) -> RuleSet:
        return ruleset_of(self.variant, self.rules)


# Rule sets already made, per variant and house rules (each value with its type: True is
# not 1 here): a corpus plays a few rule sets over and over, and a rule set is immutable.
_RULESETS: dict[tuple, RuleSet] = {}
_RULESETS_MAX = 256


def ruleset_of(variant: str, rules: dict[str, Any]) -> RuleSet:
    """VARIANTS[variant].with_options(rules), made once per distinct rules."""
    key = (variant, tuple((k, type(v), v) for k, v in rules.items()))
    try:
        rs = _RULESETS.get(key)
    except TypeError:  # a value that cannot be a key (a list): made afresh each time
        return VARIANTS[variant].with_options(rules)
    if rs is None:
        rs = VARIANTS[variant].with_options(rules)
        if len(_RULESETS) < _RULESETS_MAX:
            _RULESETS[key] = rs
    return rs


_VERSION = re.compile(r"([0-9]+)\.([0-9]+)")


def _seat_index(v: Any, rs: RuleSet) -> int | None:
    return parse_seat(v, rs.players)


def _version_part(digits: str) -> int:
    """A MAJOR or MINOR number, without int() of thousands of digits (Python refuses those)."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= 12 else 10**12


def read_record(data: bytes | str) -> tuple[Record | None, list[I.Issue]]:
    """Parse a record; never raises. Returns (record or None, issues)."""
    try:
        return _read(data)
    except RecursionError:
        return None, [I.error("syntax", "syntax.nesting")]


def _read(data: bytes | str, fast: bool = True) -> tuple[Record | None, list[I.Issue]]:
    """`fast=False` reads every text with tomllib (the tests compare the two ways)."""
    issues: list[I.Issue] = []
    if isinstance(data, bytes):
        if len(data) > MAX_BYTES:
            return None, [I.error("syntax", "syntax.too-large", size=len(data), most=MAX_BYTES)]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            return None, [I.error("syntax", "syntax.encoding", pos=e.start)]
    else:
        text = data
        if len(text) > MAX_BYTES:
            return None, [I.error("syntax", "syntax.too-large", size=len(text), most=MAX_BYTES)]
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\x00" in text:
        return None, [I.error("syntax", "syntax.binary")]
    doc = fast_loads(text) if fast else None  # the usual layout, read without tomllib
    try:
        if doc is None:
            doc = tomllib.loads(text)
    except ValueError as e:  # TOMLDecodeError, or an integer too long to convert (over 4300 digits)
        return None, [I.error("syntax", "syntax.toml", detail=toml_reason(e))]

    fmt = doc.get("format")
    if fmt != FORMAT:
        return None, [I.error("syntax", "syntax.format", got=str(fmt)[:40] if fmt is not None else "")]
    ver = doc.get("format_version")
    m = _VERSION.fullmatch(ver) if isinstance(ver, str) else None
    if not isinstance(ver, str) or not m:
        return None, [I.error("version", "version.malformed", got=str(ver)[:40])]
    major, minor = (_version_part(g) for g in m.groups())
    if major > 1:
        return None, [I.error("version", "version.major", got=ver[:40])]
    if major == 1 and minor > 0:
        issues.append(I.warning("version", "version.minor", got=ver[:40]))

    variant = doc.get("variant")
    if not isinstance(variant, str) or variant not in VARIANTS:
        return None, issues + [I.error("unknown-variant", "unknown-variant", got=str(variant)[:40],
                                               names=tuple(VARIANTS))]
    base = VARIANTS[variant]

    for k in doc:
        if k not in KNOWN_TOP and not k.startswith("_"):
            issues.append(I.warning("unknown-field", "unknown-field", name=k[:40]))

    rules = doc.get("rules", {})
    if not isinstance(rules, dict):
        return None, issues + [I.error("syntax", "syntax.type", name="rules", want="table")]
    clean_rules: dict[str, Any] = {}
    for k, v in rules.items():
        if k not in base.options:
            issues.append(I.warning("unknown-field", "unknown-field", name=f"rules.{k}"[:40]))
            continue
        problem = check_option(base, k, v)
        if problem is not None:
            return None, issues + [I.error("bad-option", "bad-option", problem=problem)]
        clean_rules[k] = v
    rs = ruleset_of(variant, clean_rules)

    players = doc.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return None, issues + [I.error("syntax", "syntax.type", name="players", want="list of names")]
    if len(players) != rs.players:
        return None, issues + [I.error("bad-deal", "bad-deal.players", n=len(players), need=rs.players)]

    deal, deal_issues = _read_deal(doc.get("deal"), rs)
    if deal is None:
        return None, issues + deal_issues
    issues += deal_issues  # warnings only (unknown [deal] fields)

    raw_actions = doc.get("actions", [])
    if not isinstance(raw_actions, list):
        return None, issues + [I.error("syntax", "syntax.type", name="actions", want="list of strings")]
    actions, err = _read_actions(raw_actions, rs)
    if err:
        return None, issues + err

    notes, note_issues = _read_notes(doc.get("notes", []), len(actions))
    if any(i.severity == "error" for i in note_issues):
        return None, issues + note_issues
    issues += note_issues  # warnings only (notes no reader sees)
    meta = doc.get("meta", {})
    if not isinstance(meta, dict):
        return None, issues + [I.error("syntax", "syntax.type", name="meta", want="table")]
    for k in meta:
        if k not in META_KEYS and not k.startswith("_"):
            issues.append(I.warning("unknown-field", "unknown-field", name=f"meta.{k}"[:40]))
    user = {k: v for k, v in doc.items() if k.startswith("_")}
    return Record(variant, list(players), deal, actions, clean_rules, notes, dict(meta), user, ver), issues


# Action lines already read, per (variant, decks, players) as parse_action keys its own
# cache: a line to its action and commentary. A corpus repeats "p2 play S5" thousands of
# times; only lines that parsed enter, and at most _LINES_MAX of them.
_LINES: dict[tuple, dict[str, tuple[Action, str]]] = {}
_LINES_MAX = 20_000


def _read_actions(raw: list, rs: RuleSet) -> tuple[list[ActionLine], list[I.Issue]]:
    known = _LINES.setdefault((rs.id, rs.decks, rs.players), {})
    try:  # the lines read before, found in one pass (None where a line is new)
        found: list[tuple[Action, str] | None] = list(map(known.get, raw))
    except TypeError:  # an item that is no string and cannot be a key (a table): read each line
        found = [None] * len(raw)
    new = [i for i, f in enumerate(found) if f is None] if None in found else ()
    for i in new:  # the new lines, in order, so the first bad one is the one reported
        line = raw[i]
        if not isinstance(line, str):
            return [], [I.error("syntax", "syntax.action-type", at=i)]
        body, comment = split_comment(line)
        try:
            entry = found[i] = (parse_action(body, rs), comment)
        except ActionParseError as e:
            if e.card is not None:
                return [], [I.error("bad-card", "bad-card.deck-action", at=i, action=line[:80],
                                    card=e.card, variant=rs.id)]
            key = "bad-card.action" if e.code == "bad-card" else f"bad-action.{e.detail}"
            return [], [I.error(e.code, key, at=i, action=line[:80], token=e.token[:40],
                                variant=rs.id, seats=f"p1..p{rs.players}")]
        if len(known) < _LINES_MAX:
            known[line] = entry
    return list(starmap(ActionLine, (f for f in found if f is not None))), []  # every line is read by now


# Each card's code to its card, as cards.card() reads it: a hand written by write_record
# is read with one dict lookup per card; any other spelling goes through parse_cards.
_CODES = {c.code: parse_cards(c.code)[0] for c in ALL_CARDS}


def _hand(text: str) -> tuple[Card, ...]:
    try:
        return tuple(map(_CODES.__getitem__, text.split()))
    except KeyError:
        return parse_cards(text)


def _read_deal(d: Any, rs: RuleSet) -> tuple[Deal | None, list[I.Issue]]:
    if not isinstance(d, dict):
        return None, [I.error("bad-deal", "bad-deal.none")]
    issues: list[I.Issue] = []
    for k in d:
        if k not in KNOWN_DEAL and not k.startswith("_"):
            issues.append(I.warning("unknown-field", "unknown-field", name=f"deal.{k}"[:40]))
    hands_raw = d.get("hands")
    if not isinstance(hands_raw, dict):
        return None, [I.error("bad-deal", "bad-deal.none")]
    hands = []
    seats = rs.seats
    for seat in seats:
        h = hands_raw.get(seat)
        if not isinstance(h, str):
            return None, [I.error("bad-deal", "bad-deal.seat", seat=seat)]
        try:
            hands.append(_hand(h))
        except CardError as e:
            return None, [I.error("bad-card", "bad-card", token=e.token[:40], where=f"deal.hands.{seat}")]
        stray = outside_deck(rs, hands[-1])
        if stray is not None:
            return None, [I.error("bad-card", "bad-card.deck-hand", card=stray, where=f"deal.hands.{seat}",
                                  variant=rs.id)]
    extra = [k for k in hands_raw if k not in seats]
    if extra:
        return None, [I.error("bad-deal", "bad-deal.seat-extra", seat=str(extra[0])[:20])]
    bottom_raw = d.get("bottom", "")
    if not isinstance(bottom_raw, str):
        return None, [I.error("syntax", "syntax.type", name="deal.bottom", want="string")]
    try:
        bottom = _hand(bottom_raw)
    except CardError as e:
        return None, [I.error("bad-card", "bad-card", token=e.token[:40], where="deal.bottom")]
    stray = outside_deck(rs, bottom)
    if stray is not None:
        return None, [I.error("bad-card", "bad-card.deck-hand", card=stray, where="deal.bottom", variant=rs.id)]
    first_bidder = first_to_show = 0
    levels: tuple[str, ...] = ()
    if rs.contract == "bid":
        fb = _seat_index(d.get("first_bidder"), rs)
        if fb is None:
            return None, [I.error("bad-deal", "bad-deal.field", name="first_bidder")]
        first_bidder = fb
    if rs.contract == "show":
        lv = d.get("levels")
        if not isinstance(lv, dict) or not all(isinstance(lv.get(s), (str, int)) for s in rs.seats):
            return None, [I.error("bad-deal", "bad-deal.field", name="levels")]
        levels = tuple(str(lv[s]).upper() for s in rs.seats)
        fs = _seat_index(d.get("first_to_show", "p1"), rs)
        if fs is None:
            return None, [I.error("bad-deal", "bad-deal.field", name="first_to_show")]
        first_to_show = fs
    deal = Deal(tuple(hands), bottom, first_bidder, levels, first_to_show)
    problem = check_deal(rs, deal)
    if problem:
        return None, [I.from_msg("error", "bad-deal", problem)]
    return deal, issues


def _read_notes(raw: Any, n_actions: int) -> tuple[list[Note], list[I.Issue]]:
    if not isinstance(raw, list):
        return [], [I.error("syntax", "syntax.type", name="notes", want="array of tables")]
    notes = []
    for n in raw:
        if not isinstance(n, dict) or not isinstance(n.get("at"), int) or isinstance(n.get("at"), bool):
            return [], [I.error("syntax", "syntax.note")]
        text = n.get("text", "")
        if isinstance(text, str):
            text = {"en": text, "zh": text}
        if not isinstance(text, dict) or not all(isinstance(v, str) for v in text.values()):
            return [], [I.error("syntax", "syntax.note")]
        verdict = n.get("verdict")
        if verdict is not None and verdict not in NOTE_VERDICTS:
            return [], [I.error("syntax", "syntax.note-verdict", got=str(verdict)[:20])]
        line = n.get("line", [])
        if not isinstance(line, list) or not all(isinstance(x, str) for x in line):
            return [], [I.error("syntax", "syntax.note")]
        source = n.get("source")
        if source is not None and not isinstance(source, str):
            return [], [I.error("syntax", "syntax.note")]
        notes.append(Note(n["at"], {k: v for k, v in text.items() if k in ("zh", "en")}, verdict, list(line),
                          source))
    return notes, note_warnings(notes, n_actions)


def note_warnings(notes: list[Note], n_actions: int) -> list[I.Issue]:
    """Warnings (issue 19 item 12: `bad-note`, exit status unchanged) for notes no reader ever sees:
    an `at` that is negative or past the record (`at = n_actions` is a closing note, after the last
    action), and a note without text in either language. One warning per kind, however many notes:
    a file of 140,000 such notes gives two lines, not 280,000."""
    outside = [n.at for n in notes if not 0 <= n.at <= n_actions]
    empty = [n.at for n in notes if not any(v.strip() for v in n.text.values())]
    out = []
    if outside:
        out.append(I.warning("bad-note", "bad-note.at", n=len(outside), first=outside[0], last=n_actions))
    if empty:
        out.append(I.warning("bad-note", "bad-note.text", n=len(empty), first=empty[0]))
    return out
