"""Small files with one job each (issue 21 item 7): no module of `hwtutor/` is over ~400 lines.

A module over `LIMIT` fails, named with its length, unless `LONG_DATA` names it: a catalog or a table
that is pure data (only assignments of literals and a docstring — checked here), which grows with the
texts, not with the code. `SPLITTING` names a module whose split is under way elsewhere; an entry
is taken out when the module is under the limit (the test says so).
"""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "hwtutor"
LIMIT = 400

LONG_DATA: dict[str, str] = {
    "lessons/catalog.py": "the lessons' texts, en + zh (MESSAGES, TERMS)",
}
SPLITTING: dict[str, str] = {}


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _modules() -> dict[str, Path]:
    return {p.relative_to(PACKAGE).as_posix(): p for p in sorted(PACKAGE.rglob("*.py"))}


def _pure_data(path: Path) -> bool:
    """Only a docstring and assignments of literal values (dicts, tuples, strings, numbers)."""
    for stmt in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue
        if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None:
            try:
                ast.literal_eval(stmt.value)
            except ValueError:
                return False
            continue
        return False
    return True


def test_no_module_is_over_the_limit():
    over = {m: _lines(p) for m, p in _modules().items() if _lines(p) > LIMIT}
    assert {m: n for m, n in over.items() if m not in LONG_DATA and m not in SPLITTING} == {}


def test_the_long_data_modules_are_pure_data():
    modules = _modules()
    assert [m for m in LONG_DATA if not _pure_data(modules[m])] == []


def test_every_allowance_is_still_needed():
    """A module back under the limit leaves LONG_DATA or SPLITTING."""
    modules = _modules()
    assert [m for m in [*LONG_DATA, *SPLITTING] if m not in modules or _lines(modules[m]) <= LIMIT] == []
