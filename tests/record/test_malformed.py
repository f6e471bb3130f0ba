"""`hwtutor check` on malformed input (record-format.md §`hwtutor check`): exit 2
for a file that is not a record (codes syntax, version, unknown-variant,
bad-card, bad-deal, bad-action), 1 for an illegal action, never a traceback;
one line per problem naming the file and the code, one JSON object per file
with `--json`, the worst exit status over several files; untrusted text
(ANSI escapes, control characters, rich markup) never reaches the output raw."""
from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest
from click.testing import CliRunner

from hwtutor.cli import cli
from hwtutor.replay.check import check_bytes, check_path
from hwtutor.replay.record import MAX_BYTES, ActionLine, Note, Record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS
from hwtutor.textsafe import clean, markup_safe

ROOT = Path(__file__).resolve().parents[2]
BIG = 50 * 1024 * 1024


def _record(variant: str, seed: int, n: int) -> tuple[str, list[str]]:
    deal, actions, _ = random_hand(VARIANTS[variant], random.Random(seed))
    rec = Record(variant, ["Ann", "Bo", "Cy", "Di"][:VARIANTS[variant].players], deal,
                 [ActionLine(a) for a in actions[:n]])
    return write_record(rec), [str(a) for a in actions[:n]]


ZJ, ZJ_ACTIONS = _record("zhejiang-2", 11, 12)   # auction, trump, bury, a few plays
TH, TH_ACTIONS = _record("taihu", 12, 10)


def _sub(text: str, pattern: str, repl, count: int = 1) -> str:
    out, n = re.subn(pattern, repl, text, count=count, flags=re.M)
    assert n, f"sample has no {pattern!r}"
    return out


def _hand(text: str, seat: str, f) -> str:
    """Rewrite one seat's hand string with f(list of cards)."""
    return _sub(text, rf'{seat} = "([^"]*)"', lambda m: f'{seat} = "{" ".join(f(m.group(1).split()))}"')


def _action(text: str, verb: str, f) -> str:
    """Rewrite the first action line with this verb."""
    return _sub(text, rf'^  "(p\d {verb}[^"]*)",$', lambda m: f'  "{f(m.group(1))}",')


FIRST = ZJ_ACTIONS[0]  # the opening bid or pass of p-first_bidder

# (id, content, code, exit, message key)
CASES = [
    ("toml-syntax", ZJ + "\n[deal\n", "syntax", 2, "syntax.toml"),
    ("toml-unterminated", 'format = "hongwu-record\nvariant = "taihu"\n', "syntax", 2, "syntax.toml"),
    ("toml-duplicate-key", ZJ.replace('variant = "zhejiang-2"', 'variant = "zhejiang-2"\nvariant = "taihu"'),
     "syntax", 2, "syntax.toml"),
    ("wrong-format", ZJ.replace('format = "hongwu-record"', 'format = "pgn"'), "syntax", 2, "syntax.format"),
    ("no-format", ZJ.replace('format = "hongwu-record"\n', ""), "syntax", 2, "syntax.format"),
    ("version-2.0", ZJ.replace('format_version = "1.0"', 'format_version = "2.0"'), "version", 2, "version.major"),
    ("version-not-a-string", ZJ.replace('format_version = "1.0"', "format_version = 1.0"), "version", 2,
     "version.malformed"),
    ("unknown-variant", ZJ.replace('variant = "zhejiang-2"', 'variant = "bridge"'), "unknown-variant", 2,
     "unknown-variant"),
    ("bad-card-in-hand", _hand(ZJ, "p1", lambda cs: ["S11"] + cs[1:]), "bad-card", 2, "bad-card"),
    ("bad-card-in-bottom", _sub(ZJ, r'^bottom = "(\S+)', 'bottom = "RJ5'), "bad-card", 2, "bad-card"),
    ("bad-card-in-action", _action(ZJ, "bury", lambda a: a.replace(" bury ", " bury H11 ", 1)), "bad-card", 2,
     "bad-card.action"),
    ("hand-size", _hand(ZJ, "p1", lambda cs: cs[1:]), "bad-deal", 2, "bad-deal.hand-size"),
    ("card-too-often", _hand(ZJ, "p1", lambda cs: ["BJ", "BJ", "BJ"] + cs[3:]), "bad-deal", 2,
     "bad-deal.too-many"),
    ("bottom-size", _sub(ZJ, r'^bottom = "\S+ ', 'bottom = "'), "bad-deal", 2, "bad-deal.bottom-size"),
    ("wrong-player-count", _sub(ZJ, r"^players = .*$", 'players = ["Ann", "Bo", "Cy"]'), "bad-deal", 2,
     "bad-deal.players"),
    ("missing-hand", _sub(ZJ, r'p4 = "[^"]*"', '_p4 = "x"'), "bad-deal", 2, "bad-deal.seat"),
    ("extra-seat", _sub(ZJ, r'(p4 = "[^"]*")', r'\1, p5 = "SA"'), "bad-deal", 2, "bad-deal.seat-extra"),
    ("missing-first_bidder", _sub(ZJ, r"^first_bidder = .*\n", ""), "bad-deal", 2, "bad-deal.field"),
    ("no-deal", ZJ[:ZJ.index("[deal]")], "bad-deal", 2, "bad-deal.none"),
    ("taihu-missing-levels", _sub(TH, r"^levels = .*\n", ""), "bad-deal", 2, "bad-deal.field"),
    ("taihu-bad-level", _sub(TH, r'levels = \{ p1 = "[^"]*"', 'levels = { p1 = "3"'), "bad-deal", 2,
     "bad-deal.level"),
    ("actor-p7", ZJ.replace(f'"{FIRST}"', f'"p7{FIRST[2:]}"'), "bad-action", 2, "bad-action.actor"),
    ("actor-p0", ZJ.replace(f'"{FIRST}"', f'"p0{FIRST[2:]}"'), "bad-action", 2, "bad-action.actor"),
    ("unknown-verb", ZJ.replace(f'"{FIRST}"', '"p1 dance"'), "bad-action", 2, "bad-action.verb"),
    ("verb-of-another-variant", ZJ.replace(f'"{FIRST}"', '"p1 show H2"'), "bad-action", 2, "bad-action.verb"),
    ("bid-not-a-number", ZJ.replace(f'"{FIRST}"', '"p1 bid sixty"'), "bad-action", 2, "bad-action.arguments"),
    ("pass-with-argument", ZJ.replace(f'"{FIRST}"', '"p1 pass 60"'), "bad-action", 2, "bad-action.arguments"),
    ("trump-not-a-suit", _action(ZJ, "trump", lambda a: a[:2] + " trump Z"), "bad-action", 2, "bad-action.arguments"),
    ("empty-action", ZJ.replace(f'"{FIRST}"', '"   # only a comment"'), "bad-action", 2, "bad-action.empty"),
    ("action-not-a-string", ZJ.replace(f'"{FIRST}"', "60"), "syntax", 2, "syntax.action-type"),
    ("random-bytes", random.Random(0).randbytes(3000), "syntax", 2, "syntax.encoding"),
    ("nul-bytes", b"\x00" * 100, "syntax", 2, "syntax.binary"),
    ("invalid-utf8", ZJ.encode().replace(b'"Ann"', b'"\xff\xfeAnn"'), "syntax", 2, "syntax.encoding"),
    ("utf-16", ZJ.encode("utf-16"), "syntax", 2, "syntax.encoding"),
    ("empty", b"", "syntax", 2, "syntax.format"),
    ("illegal-action", ZJ.replace(f'"{FIRST}"', f'"p{int(FIRST[1]) % 4 + 1}{FIRST[2:]}"'), "illegal-action", 1,
     "turn"),
]
IDS = [c[0] for c in CASES]


def run(*args: str):
    res = CliRunner().invoke(cli, ["check", *args])
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    assert "Traceback" not in res.output
    assert res.stderr == ""
    return res


@pytest.fixture
def write(tmp_path):
    def w(name: str, content: str | bytes) -> str:
        p = tmp_path / f"{name}.hongwu.toml"
        p.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
        return str(p)
    return w


def test_samples_are_valid():
    """The records the cases corrupt are valid themselves (exit 0, no issue)."""
    for text in (ZJ, TH):
        rep = check_bytes(text, "x")
        assert rep.exit_code == 0 and rep.issues == []


@pytest.mark.parametrize("name,content,code,exit,key", CASES, ids=IDS)
def test_malformed_human_output(write, name, content, code, exit, key):
    """One line naming the file and the code (or, for an illegal action, the rule); exit 2 (1)."""
    path = write(name, content)
    res = run("--lang", "en", path)
    assert res.exit_code == exit
    lines = res.stdout.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{path}: ")
    if code == "illegal-action":
        assert f"illegal [{key}]" in lines[0] and "action 1 (" in lines[0]  # the first action, counted from 1
    else:
        assert f"error [{code}]: " in lines[0]


@pytest.mark.parametrize("name,content,code,exit,key", CASES, ids=IDS)
def test_malformed_json_output(write, name, content, code, exit, key):
    """--json: one valid JSON object with the file, ok false and the right code and message."""
    path = write(name, content)
    res = run("--json", path)
    assert res.exit_code == exit
    lines = res.stdout.splitlines()
    assert len(lines) == 1
    obj = json.loads(lines[0])
    assert obj["file"] == path and obj["ok"] is False
    errors = [i for i in obj["issues"] if i["severity"] == "error"]
    assert len(errors) == 1
    assert errors[0]["code"] == code
    assert errors[0]["message"] and errors[0]["message_zh"]
    if code == "illegal-action":
        assert errors[0]["rule"] == key and errors[0]["at"] == 0 and obj["applied"] == 0
    else:
        assert obj["applied"] == 0 and obj["tricks"] == [] and obj["result"] is None
    rep = check_bytes(content, "x")
    err = next(i for i in rep.issues if i.severity == "error")
    assert (err.rule if code == "illegal-action" else err.msg.key) == key


SNAP = [c for c in CASES if c[4] != "syntax.toml"]  # tomllib's own wording may change between Pythons


@pytest.mark.parametrize("name,content,code,exit,key", SNAP, ids=[c[0] for c in SNAP])
def test_malformed_messages(snapshot, name, content, code, exit, key):
    rep = check_bytes(content, "x")
    err = next(i for i in rep.issues if i.severity == "error")
    assert {"en": err.message("en"), "zh": err.message("zh")} == snapshot


def test_malformed_zh_output(write):
    """--lang zh: the same one line, in Chinese."""
    path = write("bad", _hand(ZJ, "p1", lambda cs: ["S11"] + cs[1:]))
    res = run("--lang", "zh", path)
    assert res.exit_code == 2
    assert res.stdout.splitlines() == [f"{path}：错误（牌写错了）：deal.hands.p1中的“S11”不是一张牌。"]


def test_version_1_5_is_a_warning_only(write):
    """format_version 1.5: a warning line (code version), then ok; exit 0."""
    path = write("v15", ZJ.replace('format_version = "1.0"', 'format_version = "1.5"'))
    res = run("--lang", "en", path)
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"{path}: warning [version]: ")
    assert lines[1] == f"{path}: ok ({len(ZJ_ACTIONS)} actions)"
    obj = json.loads(run("--json", path).stdout)
    assert obj["ok"] is True and [i["code"] for i in obj["issues"]] == ["version"]
    assert obj["issues"][0]["severity"] == "warning"


def test_unknown_field_is_a_warning_only(write):
    path = write("unk", ZJ.replace("actions = [", "colour = 1\nactions = [").replace("[deal]", "[deal]\nx = 2"))
    res = run("--lang", "en", path)
    assert res.exit_code == 0
    lines = res.stdout.splitlines()
    assert [ln.split(": ")[1] for ln in lines] == ["warning [unknown-field]", "warning [unknown-field]",
                                                    f"ok ({len(ZJ_ACTIONS)} actions)"]


def test_problems_each_get_a_line(write):
    """A warning and an error: one line per problem."""
    path = write("two", ZJ.replace("actions = [", "colour = 1\nactions = [").replace(f'"{FIRST}"', '"p9 pass"'))
    res = run("--lang", "en", path)
    assert res.exit_code == 2
    assert [ln.split(": ")[1] for ln in res.stdout.splitlines()] == ["warning [unknown-field]",
                                                                      "error [bad-action]"]


@pytest.fixture
def big(tmp_path):
    p = tmp_path / "big.hongwu.toml"
    with open(p, "wb") as f:
        f.truncate(BIG)  # sparse: instant to make
    return str(p)


def test_50mb_file_refused_by_size(big, bytes_read):
    """A 50 MB file: exit 2, code syntax, refused by its size without reading a byte of it."""
    rep = check_path(big)
    assert rep.exit_code == 2 and rep.issues[0].code == "syntax" and rep.issues[0].msg.key == "syntax.too-large"
    res = run("--lang", "en", big)
    assert sum(bytes_read) == 0
    assert res.exit_code == 2
    assert res.stdout.splitlines() == [f"{big}: error [syntax]: The file is {BIG} bytes; a record is at most "
                                       f"{MAX_BYTES}."]
    obj = json.loads(run("--json", big).stdout)
    assert obj["issues"][0]["code"] == "syntax"


def test_oversized_data_refused_before_parsing():
    """check_bytes refuses more than MAX_BYTES, as bytes or as text, before decoding or parsing: the
    refusal allocates nothing near the size of the data (decoding 50 MB would allocate 50 MB)."""
    import tracemalloc
    for data in (b"a" * (MAX_BYTES + 1), "a" * (MAX_BYTES + 1), b"\xff" * BIG):
        tracemalloc.start()
        try:
            rep = check_bytes(data, "x")
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        assert peak < MAX_BYTES // 4
        assert rep.exit_code == 2 and rep.issues[0].msg.key == "syntax.too-large"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_endless_device_is_bounded(bytes_read):
    """/dev/zero has size 0 and no end: not a regular file, refused unread (issue 9.4)."""
    rep = check_path("/dev/zero")
    assert sum(bytes_read) == 0
    assert rep.exit_code == 2 and rep.issues[0].msg.key == "syntax.not-regular"


def test_directory_and_missing_file(tmp_path):
    d, missing = str(tmp_path), str(tmp_path / "nope.hongwu.toml")
    res = run("--lang", "en", d, missing)
    assert res.exit_code == 2
    lines = res.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0] == f"{d}: error [syntax]: This directory holds no records (*.hongwu.toml)."
    assert lines[1].startswith(f"{missing}: error [syntax]: The file cannot be read")
    objs = [json.loads(x) for x in run("--json", d, missing).stdout.splitlines()]
    assert [(o["file"], o["issues"][0]["code"]) for o in objs] == [(d, "syntax"), (missing, "syntax")]


def test_file_name_with_nul_does_not_crash():
    rep = check_path("a\x00b.hongwu.toml")
    assert rep.exit_code == 2 and rep.issues[0].code == "syntax"


def test_several_files_worst_status(write, tmp_path, big):
    """One line (object) per file problem and per ok file; the exit status is the worst."""
    good = write("good", ZJ)
    illegal = write("illegal", CASES[IDS.index("illegal-action")][1])
    v2 = write("v2", CASES[IDS.index("version-2.0")][1])
    missing = str(tmp_path / "missing.hongwu.toml")
    res = run("--lang", "en", good, illegal, v2, missing, big)
    assert res.exit_code == 2
    lines = res.stdout.splitlines()
    assert [ln.split(": ")[0] for ln in lines] == [good, illegal, v2, missing, big]
    assert lines[0].endswith("ok (12 actions)") and "illegal [turn]" in lines[1]
    assert "[version]" in lines[2] and "[syntax]" in lines[3] and "[syntax]" in lines[4]
    objs = [json.loads(x) for x in run("--json", good, illegal, v2, missing, big).stdout.splitlines()]
    assert [o["file"] for o in objs] == [good, illegal, v2, missing, big]
    assert [o["ok"] for o in objs] == [True, False, False, False, False]
    assert run(good, illegal).exit_code == 1
    assert run(illegal, good).exit_code == 1
    assert run(good, good).exit_code == 0
    assert run(illegal, v2).exit_code == 2


# ------------------------------------------------------------ untrusted text
HOSTILE = "\x1b[31mred\x1b[0m \x1b]0;pwned\x07 \x9b2J \x08\x7f \u202egnp.exe \u2028 [bold red]boom[/] \r"


def _raw_control(out: str) -> list[str]:
    """Characters that must not reach a terminal raw (what textsafe.clean escapes)."""
    return [ch for ch in out if ch != "\n" and (ord(ch) < 0x20 or 0x7F <= ord(ch) < 0xA0 or (
        unicodedata.category(ch) in ("Cf", "Cs", "Co", "Zl", "Zp") and ch != "\u200d"))]


def test_hostile_text_never_reaches_output_raw(tmp_path):
    """ANSI escapes, other control characters and bidi overrides in names, notes, commentary,
    field names and the file name are shown escaped, in the human and the JSON output."""
    deal, actions, _ = random_hand(VARIANTS["zhejiang-2"], random.Random(11))
    esc = json.dumps(HOSTILE)[1:-1]  # a TOML basic string accepts JSON's escapes
    wrong = dataclasses.replace(actions[6], seat=(actions[6].seat + 1) % 4)
    rec = Record("zhejiang-2", [HOSTILE, "Bo" + HOSTILE, "Cy", "Di"], deal,
                 [ActionLine(a, HOSTILE.strip()) for a in actions[:6]] + [ActionLine(wrong, HOSTILE.strip())],
                 notes=[Note(1, {"zh": HOSTILE, "en": HOSTILE}, "blunder", [HOSTILE])],
                 meta={"event": HOSTILE, "_x": HOSTILE}, user={"_" + HOSTILE: HOSTILE})
    text = write_record(rec).replace("actions = [", f'"{esc}" = 1\nactions = [')
    name = tmp_path / "evil\x1b[31m\u202e[bold]x.hongwu.toml"
    name.write_text(text, "utf-8")
    bad_card = tmp_path / "card.hongwu.toml"
    bad_card.write_text(_hand(ZJ, "p1", lambda cs: [esc] + cs[1:]), "utf-8")

    res = run("--lang", "en", str(name), str(bad_card))
    assert res.exit_code == 2
    out = res.stdout
    assert _raw_control(out) == []
    lines = out.splitlines()
    assert len(lines) == 3  # the unknown field, the illegal action, the bad card
    assert "\\x1b[31m" in lines[0] and "warning [unknown-field]" in lines[0]
    assert "illegal [turn]" in lines[1] and "\\x1b[31mred" in lines[1] and "\\u202e" in lines[1]
    assert "[bold red]boom[/]" in lines[1]  # plain text output: markup is shown, never interpreted
    assert "error [bad-card]" in lines[2] and "\\x1b" in lines[2]
    assert lines[0].startswith(clean(str(name)) + ": ")

    res = run("--json", str(name), str(bad_card))
    assert _raw_control(res.stdout) == []
    objs = [json.loads(x) for x in res.stdout.splitlines()]
    assert len(objs) == 2
    assert objs[0]["file"] == str(name)  # the escapes decode back to the same text
    illegal = next(i for i in objs[0]["issues"] if i["code"] == "illegal-action")
    assert illegal["action"] == f"{wrong} # {HOSTILE.strip()}"
    assert objs[1]["issues"][0]["code"] == "bad-card"


def test_undecodable_file_name(tmp_path):
    """A file name that is not UTF-8 (a lone surrogate in Python) is escaped, and --json stays UTF-8."""
    if sys.platform == "win32":
        pytest.skip("POSIX file names")
    raw = os.fsencode(str(tmp_path)) + b"/bad\xff\x1b.hongwu.toml"
    with open(raw, "wb") as f:
        f.write(ZJ.encode())
    name = os.fsdecode(raw)
    res = run("--lang", "en", name)
    assert res.exit_code == 0 and _raw_control(res.stdout) == [] and "\\udcff\\x1b" in res.stdout
    res = run("--json", name)
    out = res.stdout_bytes
    out.decode("utf-8")  # valid UTF-8
    assert json.loads(out)["file"] == name


def test_textsafe_clean_and_markup_safe():
    """clean() shows control characters as escapes; markup_safe() also escapes rich markup,
    so rich prints the text as it is."""
    from rich.console import Console
    # the zero-width joiner is left out (issue 19 item 15: it glued emoji that rich and prompt-toolkit size apart)
    assert clean("a\x1b[31mb\x07\x9b\u202e\u200d\u2028") == "a\\x1b[31mb\\x07\\x9b\\u202e\\u2028"
    assert clean("x" * 10, 5) == "xxxx…"
    con = Console(record=True, force_terminal=True, color_system="truecolor", width=200)
    s = "[bold red]boom[/] \x1b[31m"
    con.print(markup_safe(s), end="")
    assert con.export_text() == "[bold red]boom[/] \\x1b[31m"
    assert "\x1b[1m" not in con.export_text(styles=True)


# ------------------------------------------------------------ a real process
def _hwtutor(*args: str, cwd: Path):
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""),
           "HWTUTOR_LANG": "en"}
    return subprocess.run([sys.executable, "-m", "hwtutor", "check", *args], cwd=cwd, env=env,
                          capture_output=True, timeout=60)


def _empty_dir(tmp_path) -> str:
    """A directory holding no record: one file error (a directory's records are checked)."""
    d = tmp_path / "empty"
    d.mkdir(exist_ok=True)
    return str(d)


def test_subprocess_check_malformed(write, tmp_path, big):
    """`python -m hwtutor check`: one line per file, exit 2, nothing on stderr, no traceback,
    and the 50 MB file refused by its size (the run's own timeout guards against a hang)."""
    files = [write("syntax", CASES[0][1]), write("junk", CASES[IDS.index("random-bytes")][1]),
             write("verb", CASES[IDS.index("unknown-verb")][1]), str(tmp_path / "missing.toml"), _empty_dir(tmp_path),
             big, write("good", ZJ), write("illegal", CASES[IDS.index("illegal-action")][1])]
    p = _hwtutor(*files, cwd=tmp_path)
    assert p.returncode == 2, p.stderr
    assert p.stderr == b""
    lines = p.stdout.decode("utf-8").splitlines()
    assert [ln.split(": ")[0] for ln in lines] == files
    codes = [m.group(1) if (m := re.search(r"\[([a-z-]+)\]", ln)) else None for ln in lines]
    assert codes == ["syntax", "syntax", "bad-action", "syntax", "syntax", "syntax", None, "turn"]
    assert lines[6].endswith(": ok (12 actions)")
    p = _hwtutor("--json", *files, cwd=tmp_path)
    assert p.returncode == 2 and p.stderr == b""
    objs = [json.loads(x) for x in p.stdout.decode("utf-8").splitlines()]
    assert [o["file"] for o in objs] == files
    assert [o["issues"][0]["code"] if o["issues"] else None for o in objs] == \
        ["syntax", "syntax", "bad-action", "syntax", "syntax", "syntax", None, "illegal-action"]
    p = _hwtutor(files[-1], cwd=tmp_path)
    assert p.returncode == 1 and p.stderr == b""
