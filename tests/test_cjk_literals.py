"""Every player-facing text is in a catalog (issue 21 item 4): no Chinese string literal in the code
outside the catalogs (`catalog*.py`) and the lesson and rule-book data (TOML, not code).

The scan parses every module of `hwtutor/` and fails, naming file, line and the place, on a string
constant holding a CJK character anywhere but a docstring, a `catalog*.py` module, or a place of
`ALLOWED` below. `ALLOWED` names each place (a module's top-level name: a constant, a function, or
`Class.method`) and says why. What it allows is input, never output: the words a player may type
(answers, commands, card notation) are read, and each one's shown form comes from a catalog. The one
other kind is the rule sets' own data in rules/variants.py: a variant's names and an option's
description are arguments of `RuleSet(…)` / `Option(…)`, linted with every text (test_text_lint.py).
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "hwtutor"
CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")

INPUT = "the words a player may type (their shown forms are catalog texts)"
NOTATION = "card notation, read and written: 黑桃A, 大王 are cards as ♠A and BJ are"
ALLOWED: dict[tuple[str, str], str] = {
    ("rules/cards.py", "_SUIT_INPUT"): NOTATION,
    ("rules/cards.py", "_JOKER_INPUT"): NOTATION,
    ("rules/cards.py", "JOKER_NAMES"): NOTATION,
    ("lessons/answers.py", "YES"): INPUT,
    ("lessons/answers.py", "NO"): INPUT,
    ("lessons/answers.py", "NONE_WORDS"): INPUT,
    ("lessons/answers.py", "PASS_WORDS"): INPUT,
    ("lessons/answers.py", "PATTERN_WORDS"): INPUT,
    ("lessons/answers.py", "ZH_SUITS"): INPUT,
    ("lessons/answers.py", "ZH_VERBS"): INPUT,
    ("lessons/answers.py", "_GLUE"): NOTATION,
    ("lessons/answers.py", "_from_chinese"): INPUT,
    ("lessons/answers.py", "_strip_play"): INPUT,
    ("lessons/answers.py", "parse_number"): INPUT + ": 65分",
    ("lessons/book_reader.py", "ALL_WORDS"): INPUT,
    ("lessons/prompting.py", "HINT_WORDS"): INPUT,
    ("lessons/prompting.py", "QUIT_WORDS"): INPUT,
    ("lessons/prompting.py", "SKIP_WORDS"): INPUT,
    ("lessons/prompting.py", "HELP_WORDS"): INPUT,
    ("commands/menu.py", "YES_WORDS"): INPUT,
    ("lessons/variant_choice.py", "BACK_WORDS"): INPUT,
    ("play/commands.py", "ALIASES"): INPUT,
    ("play/commands.py", "NONE_WORDS"): INPUT,
    ("play/commands.py", "OFF_WORDS"): INPUT,
    ("play/commands.py", "SUIT_WORDS"): INPUT,
    ("play/commands.py", "VERBS"): INPUT,
    ("play/commands.py", "ZH_WORDS"): INPUT,
    ("play/commands.py", "_JOINED"): NOTATION,
    ("play/climb_input.py", "DUXIAO_WORDS"): INPUT,
    ("play/climb_input.py", "XUAN_WORDS"): INPUT,
    ("play/climb_input.py", "DECLINE_WORDS"): INPUT,
    ("play/climb_input.py", "PASS_WORDS"): INPUT,
    ("play/climb_input.py", "parse_climb"): INPUT + ": 叫 before a declaration",
    ("play/hand_end.py", "REVIEW_WORDS"): INPUT,
    ("play/hand_end.py", "NEXT_WORDS"): INPUT,
    ("play/table_commands.py", "YES_WORDS"): INPUT,
    ("play/view.py", "match_key"): NOTATION + ": typed text and a completion compared",
}
RULE_SET_DATA = ("rules/variants.py", frozenset({"RuleSet", "Option"}))


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _name(stmt: ast.stmt) -> str:
    """A top-level statement's name: a function's or class's, or the names an assignment binds."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return stmt.name
    if isinstance(stmt, ast.Assign):
        return ",".join(t.id for t in stmt.targets if isinstance(t, ast.Name))
    if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
        return stmt.target.id
    return f"line {stmt.lineno}"


def _places(tree: ast.Module):
    """(place name, statement) for each top-level statement; a class's statements each on their own."""
    for stmt in tree.body:
        if isinstance(stmt, ast.ClassDef):
            for inner in stmt.body:
                yield f"{stmt.name}.{_name(inner)}", inner
        else:
            yield _name(stmt), stmt


def _rule_set_arguments(tree: ast.AST) -> set[int]:
    """The constants given as arguments to RuleSet(…) and Option(…)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in RULE_SET_DATA[1]:
            for arg in [*node.args, *(k.value for k in node.keywords)]:
                if isinstance(arg, ast.Constant):
                    out.add(id(arg))
    return out


def findings(source: str, module: str) -> list[str]:
    if Path(module).name.startswith("catalog"):
        return []
    tree = ast.parse(source)
    skip = _docstrings(tree) | (_rule_set_arguments(tree) if module == RULE_SET_DATA[0] else set())
    out = []
    for place, stmt in _places(tree):
        if (module, place) in ALLOWED:
            continue
        for node in ast.walk(stmt):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip \
                    and CJK.search(node.value):
                out.append(f"{module}:{node.lineno} ({place}): {node.value[:40]!r}")
    return out


def _modules() -> list[tuple[Path, str]]:
    return [(p, p.relative_to(PACKAGE).as_posix()) for p in sorted(PACKAGE.rglob("*.py"))]


def test_no_chinese_text_outside_the_catalogs():
    found = [f for p, m in _modules() for f in findings(p.read_text(encoding="utf-8"), m)]
    assert found == [], "player text belongs in a catalog (catalog*.py):\n" + "\n".join(found)


def test_every_allowed_place_still_holds_chinese():
    """An allowance that nothing uses any more is taken out of ALLOWED."""
    sources = {m: p.read_text(encoding="utf-8") for p, m in _modules()}
    unused = []
    for module, place in ALLOWED:
        tree = ast.parse(sources[module])
        docs = _docstrings(tree)
        stmts = [s for name, s in _places(tree) if name == place]
        if not any(isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs
                   and CJK.search(n.value) for s in stmts for n in ast.walk(s)):
            unused.append((module, place))
    assert unused == []


@pytest.mark.parametrize("code", [
    'NAMES = {"ruff": ("ruff", "毙牌")}',
    'def f(lang):\n    return "王" if lang == "zh" else "jokers"',
    'class P:\n    def word(self):\n        return "不叫"',
    'x = f"{n}张"',
])
def test_the_scan_catches_chinese_text_in_code(code):
    assert findings(code, "play/x.py")


@pytest.mark.parametrize("code, module", [
    ('"""模块说明：docstrings may be Chinese."""', "play/x.py"),
    ('MESSAGES = {"k": ("Right.", "对了。")}', "play/catalog.py"),
    ('MESSAGES = {"k": ("Right.", "对了。")}', "bots/catalog_trick.py"),
    ('ALIASES = {"提示": "hint"}', "play/commands.py"),
    ('X = Option("base", 2, "R-22", "Base.", "基础分。")', "rules/variants.py"),
    ('x = "♠A BJ p1"', "play/x.py"),
])
def test_the_scan_leaves_catalogs_docstrings_and_input_words_alone(code, module):
    assert findings(code, module) == []
