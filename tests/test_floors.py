"""The floors import only downward (docs/architecture.md, "Floors").

rules < bots < replay < lessons < play < commands/cli. The leaf helpers
(textsafe, i18n, userdata, safefile, sqlstore, layout, termio, settings, pager, inputline, cardstyle) may be used by any
floor and themselves import nothing above rules. Nothing outside commands/
and cli.py imports hwtutor.commands, and rules/ stays pure: no terminal,
command-line, database or process modules.

Every import counts — module level, inside a function (lazy) and under
TYPE_CHECKING — the same way tests/engine/test_import_cycles.py reads them.
"""
from __future__ import annotations

import ast
from pathlib import Path

import import_scan
import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "hwtutor"

RULES, BOTS, REPLAY, LESSONS, PLAY, TOP = range(6)
FLOOR_NAMES = ["rules", "bots", "replay", "lessons", "play", "commands/cli"]

# First dotted prefix that matches wins (longest prefix first).
FLOORS = {
    "hwtutor.rules": RULES,
    # leaf helpers sit on the rules floor: any floor may use them, they use at most rules
    "hwtutor.textsafe": RULES,
    "hwtutor.i18n": RULES,
    "hwtutor.userdata": RULES,
    "hwtutor.safefile": RULES,
    "hwtutor.sqlstore": RULES,
    "hwtutor.layout": RULES,
    "hwtutor.termio": RULES,
    "hwtutor.settings": RULES,
    "hwtutor.pager": RULES,
    "hwtutor.inputline": RULES,
    "hwtutor.cardstyle": RULES,
    "hwtutor.bots": BOTS,
    "hwtutor.replay": REPLAY,
    "hwtutor.lessons": LESSONS,
    "hwtutor.play": PLAY,
    "hwtutor.commands": TOP,
    "hwtutor.cli": TOP,
    "hwtutor.__main__": TOP,
    # texts.all_texts() imports every floor to hand the tests and tools all catalogs
    "hwtutor.texts": TOP,
    # the package root only holds __version__
    "hwtutor": RULES,
}

LEAVES = {"hwtutor.textsafe", "hwtutor.i18n", "hwtutor.userdata",
          "hwtutor.safefile", "hwtutor.sqlstore", "hwtutor.layout", "hwtutor.termio", "hwtutor.settings",
          "hwtutor.pager", "hwtutor.inputline", "hwtutor.cardstyle"}

# Leaves that do file, database, terminal or command-line work: the pure core must not use them.
IMPURE_LEAVES = {"hwtutor.userdata", "hwtutor.safefile", "hwtutor.sqlstore", "hwtutor.layout", "hwtutor.termio",
                 "hwtutor.settings", "hwtutor.pager", "hwtutor.inputline"}

# terminal, command line, database, processes, files and the network
IMPURE_FOR_RULES = ("rich", "prompt_toolkit", "click", "sqlite3", "subprocess",
                    "os", "pathlib", "io", "shutil", "tempfile", "socket", "urllib", "http")

# built-ins that read or write the outside world
IMPURE_BUILTINS = ("open", "print", "input")

# (importing module, imported module) -> why it is allowed anyway. Keep empty if you can.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}


def module_name(path: Path) -> str:
    return import_scan.module_name(path, PACKAGE.parent)  # PACKAGE read now: the checker's tests move it


def floor_of(module: str) -> int | None:
    """The floor of a hwtutor module, None for modules outside the package."""
    for prefix in sorted(FLOORS, key=len, reverse=True):
        if module == prefix or module.startswith(prefix + "."):
            return FLOORS[prefix]
    return None


def imports(path: Path) -> list[tuple[int, str]]:
    return import_scan.imports(path, PACKAGE.parent)


def violations(path: Path) -> list[str]:
    """Every floor rule the imports of `path` break, as 'file:line: reason'."""
    me = module_name(path)
    mine = floor_of(me)
    where = path.relative_to(PACKAGE.parent)
    found: list[str] = []
    for line, target in imports(path):
        if (me, target) in KNOWN_EXCEPTIONS:
            continue
        theirs = floor_of(target)
        if theirs is not None and mine is not None:
            if theirs > mine:
                who = "the leaf helper" if me in LEAVES else FLOOR_NAMES[mine]
                found.append(f"{where}:{line}: {who} imports {target}"
                             f" from the higher floor {FLOOR_NAMES[theirs]}")
            if (target == "hwtutor.commands" or target.startswith("hwtutor.commands.")) \
                    and not (me.startswith("hwtutor.commands") or me == "hwtutor.cli"):
                found.append(f"{where}:{line}: imports {target}; only commands/ and cli.py may")
        if me.startswith("hwtutor.rules"):
            top = target.split(".")[0]
            if top in IMPURE_FOR_RULES:
                found.append(f"{where}:{line}: the pure rules core imports {target}")
            if any(target == leaf or target.startswith(leaf + ".") for leaf in IMPURE_LEAVES):
                found.append(f"{where}:{line}: the pure rules core imports the I/O helper {target}")
    if me.startswith("hwtutor.rules"):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in IMPURE_BUILTINS:
                found.append(f"{where}:{node.lineno}: the pure rules core calls {node.func.id}()")
    return found


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_every_module_has_a_floor():
    unplaced = [str(p.relative_to(PACKAGE.parent)) for p in modules() if floor_of(module_name(p)) is None]
    assert unplaced == []


def test_the_floors_import_only_downward():
    found = [v for p in modules() for v in violations(p)]
    assert found == [], "\n".join(found)


def test_known_exceptions_are_still_needed():
    """An exception whose import is gone must leave the table, so the table cannot grow stale."""
    seen = {(module_name(p), target) for p in modules() for _, target in imports(p)}
    stale = [pair for pair in KNOWN_EXCEPTIONS if pair not in seen]
    assert stale == []


def write(tmp_path: Path, rel: str, source: str) -> Path:
    """A module at `rel` inside a throwaway copy of the package layout."""
    path = tmp_path / "hwtutor" / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(source, encoding="utf-8")
    return path


@pytest.mark.parametrize("rel, source, expected", [
    # a lazy import inside a function still counts
    ("rules/x.py", "def f():\n    from ..play import session\n", "hwtutor.play"),
    # so does one under TYPE_CHECKING
    ("bots/x.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                  "    from hwtutor.lessons.model import Lesson\n", "hwtutor.lessons.model"),
    ("replay/x.py", "from .. import lessons\n", "hwtutor.lessons"),
    ("play/x.py", "import hwtutor.commands.play\n", "only commands/ and cli.py"),
    ("rules/trick/x.py", "import rich.text\n", "the pure rules core imports rich.text"),
    ("rules/x.py", "from subprocess import run\n", "the pure rules core imports subprocess"),
    ("rules/x.py", "from ..sqlstore import open_store\n", "I/O helper hwtutor.sqlstore"),
    ("rules/x.py", "import os.path\n", "the pure rules core imports os.path"),
    ("rules/x.py", "def f(p):\n    return open(p).read()\n", "the pure rules core calls open()"),
    ("rules/x.py", "def f():\n    print('hi')\n", "the pure rules core calls print()"),
    ("textsafe.py", "from .bots import trick_bot\n", "the leaf helper imports hwtutor.bots"),
])
def test_the_checker_catches(tmp_path, monkeypatch, rel, source, expected):
    monkeypatch.setitem(globals(), "PACKAGE", tmp_path / "hwtutor")
    path = write(tmp_path, rel, source)
    found = violations(path)
    assert any(expected in v for v in found), found


@pytest.mark.parametrize("rel, source", [
    ("play/x.py", "from ..lessons import book\nfrom ..rules.messages import msg\n"),
    ("commands/x.py", "from ..play import session\nfrom . import check\n"),
    ("cli.py", "def f():\n    from .commands.play import run_play\n"),
    ("textsafe.py", "def f():\n    from .rules.messages import msg\n"),
    ("rules/x.py", "from ..textsafe import clean\nimport unicodedata\nimport random\n"),
    # print() outside the rules core is the other floors' business
    ("play/x.py", "import os\nprint('hi')\n"),
])
def test_the_checker_allows(tmp_path, monkeypatch, rel, source):
    monkeypatch.setitem(globals(), "PACKAGE", tmp_path / "hwtutor")
    assert violations(write(tmp_path, rel, source)) == []


def dynamic_imports(path: Path) -> list[tuple[int, str]]:
    """(line, source of the target) for each importlib.import_module / __import__ call.

    ast cannot see where these lead, so each must load from its own package
    (an f-string that starts with {__name__} or {__package__})."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in ("import_module", "__import__"):
            out.append((node.lineno, ast.unparse(node.args[0])))
    return out


def own_package(target: str) -> bool:
    return target.startswith(("f'{__name__}.", 'f"{__name__}.', "f'{__package__}.", 'f"{__package__}.'))


def test_dynamic_imports_stay_inside_their_package():
    found = [f"{p.relative_to(PACKAGE.parent)}:{line}: import_module({target})"
             for p in modules() for line, target in dynamic_imports(p) if not own_package(target)]
    assert found == [], "\n".join(found)


def test_the_dynamic_import_finder(tmp_path, monkeypatch):
    monkeypatch.setitem(globals(), "PACKAGE", tmp_path / "hwtutor")
    path = write(tmp_path, "lessons/x.py", "import importlib\n"
                 "importlib.import_module(f'{__name__}.a')\nimportlib.import_module('hwtutor.play')\n")
    found = [(line, t) for line, t in dynamic_imports(path) if not own_package(t)]
    assert found == [(3, "'hwtutor.play'")]
