"""The fuzz corpus and its mutations, shared by the fuzz tests (a few seconds
each) and scripts/fuzz.py (10,000+ cases per target, not run by the tests).

The seeds are the shipped sample games, the contract examples, records of
random hands of every variant and hotseat saves; a mutation is a small,
deterministic edit (seeded by its case number) of the kind a careless editor,
a broken disk or a hostile user makes: lines dropped, doubled or swapped,
numbers made negative or huge, strings made numbers, cards replaced by cards
of another deck, hostile characters (ESC, BEL, NUL, bidi controls, U+FFFE,
rich markup) pasted in, the file cut short, bytes flipped.

Each target returns what it printed; `check_output` is the common judge:
no raw control or bidi character ever reaches the terminal.
"""
from __future__ import annotations

import io
import json
import random
import re
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HOSTILE = ["\x1b[31m", "\x1b]0;TITLE\x07", "\x00", "\u202e", "\u2066", "\ufffe", "\uffff", "[blink]", "[/]",
           "\r", "\x7f", "\x9b", "\ud800", "\U000f0000", "\u2028", "'", '"', "\\", "#", "=", "{", "["]
CARDS = ["H10*", "SA", "S4", "BJ", "LJ", "H5", "D10", "C2", "XX", "♥10*", "黑桃A", "S1", "S11", "H0"]
NUMBERS = ["-3", "-20", "0", "99999999999", "1e9", "3.5", '"7"', "true", "[]", "{}", str(2**63), "-" + "9" * 50]


def seeds() -> list[tuple[str, str]]:
    """(name, record text) of every seed record."""
    from rel_helpers import record_text, sample_files

    from hwtutor.rules.variants import VARIANTS
    out = [(p.name, p.read_text(encoding="utf-8")) for p in sample_files()]
    examples = ROOT.parent / "shared" / "spec" / "examples"
    for folder in (examples, ROOT / "tests" / "contract"):
        out += [(p.name, p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.hongwu.toml"))]
    for i, v in enumerate(VARIANTS):
        out.append((f"gen-{v}", record_text(v, 100 + i)))
        out.append((f"gen-{v}-part", record_text(v, 200 + i, n=7)))
    out += [(f"save-{name}", text) for name, text in save_seeds()]
    return out


def save_seeds() -> list[tuple[str, str]]:
    """(name, save text) of hotseat saves: fresh, mid-hand, and one with a finished hand."""
    from hwtutor.play import save as saving
    from hwtutor.play.session import Match
    from hwtutor.rules.variants import VARIANTS
    out = []
    for i, v in enumerate(("zhejiang-2", "jiande", "taihu", "duxiao", "xuan")):
        m = Match(v, None, set(range(VARIANTS[v].players)), seed=7 + i)
        m.new_hand()
        out.append((f"{v}-0", saving.record_text(m)))
        for _ in range(9):
            if m.hand_over:
                break
            a, _why = m.bot_action(m.game.to_act)
            m.apply(a)
        out.append((f"{v}-9", saving.record_text(m)))
    return out


def mutate(text: str, rng: random.Random, rounds: int | None = None) -> str:
    """One to three random edits of a record text."""
    for _ in range(rounds or rng.randint(1, 3)):
        text = rng.choice(_OPS)(text, rng)
    return text


def _lines(text, rng, f):
    lines = text.split("\n")
    if len(lines) < 2:
        return text
    return "\n".join(f(lines, rng.randrange(len(lines)), rng))


def _drop(t, r):
    return _lines(t, r, lambda ls, i, r: ls[:i] + ls[i + 1:])


def _double(t, r):
    return _lines(t, r, lambda ls, i, r: ls[:i + 1] + ls[i:])


def _swap(t, r):
    def f(ls, i, r):
        j = r.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
        return ls
    return _lines(t, r, f)


def _cut(t, r):
    return t[:r.randrange(len(t) + 1)] if t else t


def _hostile(t, r):
    i = r.randrange(len(t) + 1)
    return t[:i] + r.choice(HOSTILE) + t[i:]


def _hostile_in_string(t, r):
    """A hostile character inside a quoted TOML string (so the file still parses)."""
    spots = [m.start() + 1 for m in re.finditer(r'"[^"\n]', t)]
    if not spots:
        return _hostile(t, r)
    i = r.choice(spots)
    h = r.choice(HOSTILE)
    esc = "".join(f"\\u{ord(c):04X}" if ord(c) < 0x20 or ord(c) == 0x7f else
                  ("\\\\" if c == "\\" else '\\"' if c == '"' else c)
                  for c in h if not 0xD800 <= ord(c) <= 0xDFFF)
    return t[:i] + esc + t[i:]


def _card(t, r):
    toks = list(re.finditer(r"\b(?:[SHCD](?:10|[2-9JQKA])|BJ|LJ)\b", t))
    if not toks:
        return t
    m = r.choice(toks)
    return t[:m.start()] + r.choice(CARDS) + t[m.end():]


def _number(t, r):
    nums = list(re.finditer(r"(?<![\w.])-?\d+(?![\w.])", t))
    if not nums:
        return t
    m = r.choice(nums)
    return t[:m.start()] + r.choice(NUMBERS) + t[m.end():]


def _string_to_value(t, r):
    strs = list(re.finditer(r'= "[^"\n]*"', t))
    if not strs:
        return t
    m = r.choice(strs)
    return t[:m.start()] + "= " + r.choice(NUMBERS + ['"' + r.choice(HOSTILE) + '"', '""']) + t[m.end():]


def _rules(t, r):
    from hwtutor.rules.variants import VARIANTS
    names = sorted({o for rs in VARIANTS.values() for o in rs.options}) + ["nosuch"]
    values = NUMBERS + ["false", '"10,K"', '"any"', '"Z"']
    line = f"{r.choice(names)} = {r.choice(values)}"
    if "\n[rules]\n" in t:
        return t.replace("\n[rules]\n", f"\n[rules]\n{line}\n", 1)
    return t.replace("\n[deal]\n", f"\n[rules]\n{line}\n\n[deal]\n", 1)


def _seat(t, r):
    seats = list(re.finditer(r"\bp[1-4]\b", t))
    if not seats:
        return t
    m = r.choice(seats)
    return t[:m.start()] + r.choice(["p0", "p5", "p²", "P1", "p9", "①", "p" + "1" * 30]) + t[m.end():]


def _action(t, r):
    acts = list(re.finditer(r'^  "(p\d [^"]*)",$', t, flags=re.M))
    if not acts:
        return t
    m = r.choice(acts)
    new = r.choice(["p1 play", "p1", "", "p2 bid 5", "p1 pass extra", "p3 call H10* H10*", "p1 trump X",
                    "p1 declare nonsense", "p1 jiu", "p2 play " + " ".join(r.choice(CARDS) for _ in range(4)),
                    m.group(1) + " " + r.choice(CARDS), m.group(1).replace(" play ", " bury ")])
    return t[:m.start(1)] + new + t[m.end(1):]


def _flip(t, r):
    if not t:
        return t
    i = r.randrange(len(t))
    return t[:i] + chr(r.randrange(0x20, 0x7f)) + t[i + 1:]


def _match_field(t, r):
    """Hotseat saves: a wrong value somewhere in `_match`."""
    m = re.search(r"^_match = \{.*\}$", t, flags=re.M)
    if not m:
        return _number(t, r)
    line = m.group(0)
    keys = list(re.finditer(r"(\w+) = ", line))
    if not keys:
        return t
    k = r.choice(keys)
    rest = line[k.end():]
    depth, j = 0, 0
    for j, ch in enumerate(rest):  # noqa: B007 - j is read after the loop: the end of this value: a comma or brace at depth 0
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            if depth == 0:
                break
            depth -= 1
        elif ch == "," and depth == 0:
            break
    value = r.choice(NUMBERS + ['"p²"', '["p²"]', '[{ hand = "x" }]', '[{ hand = 1, game_points = { p1 = "x" } }]',
                                '[{ hand = 1, levels = { p1 = 3 } }]', '[["xuan", "p9"]]', '{ p1 = "a" }', '"en"'])
    new_line = line[:k.end()] + value + rest[j:]
    return t[:m.start()] + new_line + t[m.end():]


_OPS = [_drop, _double, _swap, _cut, _hostile, _hostile_in_string, _hostile_in_string, _card, _card, _number,
        _number, _string_to_value, _rules, _rules, _seat, _action, _action, _flip, _match_field]


# ------------------------------------------------------------------ judges
def raw_unsafe(text: str) -> list[str]:
    """Characters that must never reach the terminal raw: C0/C1 controls (but
    newline), DEL, bidi and other format characters, surrogates, private use,
    the noncharacters U+FFFE/U+FFFF."""
    bad = []
    for ch in text:
        o = ord(ch)
        if ch == "\n":
            continue
        if o < 0x20 or 0x7F <= o < 0xA0 or (o & 0xFFFE) == 0xFFFE or (
                o >= 0xA0 and unicodedata.category(ch) in ("Cf", "Cs", "Co", "Zl", "Zp") and ch != "\u200d"):
            bad.append(ch)
    return bad


# ------------------------------------------------------------------ targets
JSON_KEYS = {"file", "variant", "ok", "applied", "issues", "tricks", "result"}
ISSUE_KEYS = {"severity", "code", "message", "message_zh"}


def check_target(data: str | bytes, name: str = "fuzz.hongwu.toml") -> str:
    """`hwtutor check --json` and the human lines for one file, in both languages; the JSON
    contract checked; returns everything printed."""
    from hwtutor.commands.check import human_lines
    from hwtutor.replay.check import check_bytes
    from hwtutor.textsafe import json_safe
    rep = check_bytes(data, name)
    assert rep.exit_code in (0, 1, 2)
    line = json_safe(json.dumps(rep.to_json(), ensure_ascii=False))
    obj = json.loads(line)
    assert set(obj) == JSON_KEYS and isinstance(obj["ok"], bool) and isinstance(obj["applied"], int)
    for i in obj["issues"]:
        assert set(i) >= ISSUE_KEYS and i["severity"] in ("error", "warning")
    assert obj["ok"] == (not any(i["severity"] == "error" for i in obj["issues"])) == (rep.exit_code == 0)
    out = [line] + human_lines(rep, "en") + human_lines(rep, "zh")
    return "\n".join(out)


def replay_target(data: str, export: bool = True, name: str = "fuzz.hongwu.toml") -> str:
    """`replay --print` of the last moment (and its SVG export, which must parse as XML)."""
    import xml.etree.ElementTree as ET

    from hwtutor.replay.check import check_bytes
    from hwtutor.replay.render import View, make_console, render_moment
    from hwtutor.replay.timeline import Timeline
    rep = check_bytes(data, name)
    if rep.record is None or rep.file_error:
        return ""
    tl = Timeline(rep.record, name)
    buf = io.StringIO()
    view = View("en", None, False, 100)
    picture = render_moment(tl, tl.last, view)
    make_console(view.width, buf).print(picture)
    if export:
        rec = make_console(view.width, io.StringIO(), color=True, record=True)
        rec.print(picture)
        ET.fromstring(rec.export_svg(title=f"hwtutor replay {name}"))
    return buf.getvalue()


def save_target(data: str) -> str:
    """Reading a save: refused with one message, or resumed; a save hwtutor wrote from the
    resumed match must itself resume (and give the same actions)."""
    from hwtutor.play import save as saving
    from hwtutor.play.session import PlayError
    try:
        m = saving.loads(data)
    except PlayError as e:
        text = e.message("en") + "\n" + e.message("zh")
        assert "\n" not in e.message("en")
        return text
    again = saving.loads(saving.record_text(m))
    assert [str(x.action) for x in again.lines] == [str(x.action) for x in m.lines]
    return ""


# ------------------------------------------------------------------ the record writer (issue 19 item 8)
_DECORATIONS = [
    lambda t, r: "# a header the user wrote \u2713\n" + t,
    lambda t, r: t.replace("\nactions = [", '\nzz_unknown = "kept" # mine\nactions = [', 1),
    lambda t, r: t + '\n[[notes]]\nat = 0\ntext = "a plain note"\nmine = true\n',
    lambda t, r: t + "\n[extra_table]\nk = 1 # a comment\n",
    lambda t, r: t.replace("\n[meta]\n", "\n[meta]\n# a comment in meta\n", 1),
    lambda t, r: _lines(t, r, lambda ls, i, r: ls[:i] + ["# " + r.choice(HOSTILE)] + ls[i:]),
]


def decorate(text: str, rng: random.Random) -> str:
    """What a user adds to a record by hand: comments, unknown keys and tables, a plain note."""
    for f in rng.sample(_DECORATIONS, rng.randint(1, 3)):
        text = f(text, rng)
    return text


def writer_target(data: str, rng: random.Random) -> str:
    """Writing a record back over the text it was read from (review, autosave): the canonical
    writer is a fixed point (write(read(write(r))) == write(r)), and what write_over gives reads
    back as exactly the record the canonical text gives, within the size cap whenever that is."""
    from dataclasses import replace

    from hwtutor.replay.keep_toml import write_over
    from hwtutor.replay.record import MAX_BYTES, Note, read_record
    from hwtutor.replay.record_writer import write_record
    data = data.encode("utf-8", "replace").decode("utf-8")  # as a file holds it: no lone surrogate
    rec, _ = read_record(data)
    if rec is None:
        return ""
    change = rng.choice(["review-note", "fewer-actions", "meta", "none"])
    if change == "review-note":
        rec = replace(rec, notes=rec.notes + [Note(0, {"en": "E", "zh": "中"}, "mistake", [], "review")])
    elif change == "fewer-actions":
        rec = replace(rec, actions=rec.actions[: rng.randrange(len(rec.actions) + 1)])
    elif change == "meta":
        rec = replace(rec, meta={**rec.meta, "event": "fuzz", "round": 2})
    canonical = write_record(rec)
    again, _ = read_record(canonical)
    assert again is not None and write_record(again) == canonical, "the canonical writer is not a fixed point"
    out = write_over(rec, data)
    got, _ = read_record(out)
    assert got is not None and write_record(got) == canonical, "write_over changed the record"
    assert len(out.encode("utf-8")) <= MAX_BYTES or len(canonical.encode("utf-8")) > MAX_BYTES
    return ""
