"""Every per-variant fact is data on the rule set (issue 21): no code outside
`hwtutor/rules/variants.py` tests a variant's id.

The scan parses every module of `hwtutor/` and fails, naming file and line, on
- a variant id written as a string (`"taihu"`, `("zhejiang-2", "jiande")`) anywhere but a docstring;
- a comparison of an id-like expression (`rules.id`, `variant`, `order.variant`) with a string;
- `rules.id ==` / `variant ==` (or `!=`) against anything but another variant (`les.variant == variant`
  matches data with data) or None, and `variant in TABLE` for a code table that is not drawn from the rule
  sets (`VARIANTS`, `SUPPORTED = tuple(VARIANTS)`; a function's result or a data file's list may be asked);
- a variant's name used as a flag (`g.taihu`, `getattr(game, "taihu", False)`);
- a table keyed by a variant id (`POINT_WEIGHT[g.rules.id]`, `SHARE.get(rs.id, …)`), or a module
  constant looked up by one.
`xuan` is also the name of a declaration (R-53) and of a contract kind, so that one string is
allowed where it stands alone; it is still caught when compared with an id-like expression or
used as a key beside other variant ids. Lookups in `VARIANTS` (and the names drawn from it) are the one way
in; lesson and rule-book data (TOML) name their variants as data.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hwtutor.rules.variants import VARIANTS

PACKAGE = Path(__file__).resolve().parents[1] / "hwtutor"
RULE_SETS = PACKAGE / "rules" / "variants.py"
IDS = frozenset(VARIANTS)
ALSO_WORDS = frozenset({"xuan"})  # a declaration and a contract kind as well as a variant
# a variant's name as an attribute (`g.taihu`): a flag standing for all the variant's facts at once
ATTR_NAMES = frozenset(v.replace("-", "_") for v in IDS - ALSO_WORDS)
RULE_SET_TABLES = frozenset({"VARIANTS", "VARIANT_NAMES", "SUPPORTED"})  # built from the rule sets (variants.py;
# play/session.py SUPPORTED = tuple(VARIANTS))


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
    return out


def _variant_like(node: ast.AST) -> bool:
    """An expression naming a variant: `variant`, `x.variant`, `rules.id`, `rs.id`, `g.rules.id`."""
    if isinstance(node, ast.Name):
        return node.id in ("variant", "variant_id")
    if not isinstance(node, ast.Attribute):
        return False
    if node.attr == "variant":
        return True
    owner = node.value
    return node.attr == "id" and ((isinstance(owner, ast.Name) and owner.id in ("rules", "rs"))
                                  or (isinstance(owner, ast.Attribute) and owner.attr == "rules"))


def _id_like(node: ast.AST) -> bool:
    """Any `.id` (events and rules have ids too: those compare with their own strings)."""
    return _variant_like(node) or (isinstance(node, ast.Attribute) and node.attr == "id")


def _strings(node: ast.AST) -> list[str]:
    """The string constants of a constant or a literal collection of constants."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _strings(e)]
    return []


def _code_table(node: ast.AST) -> bool:
    """A module's constant table (`POINT_WEIGHT`, `SHARE`): not the rule sets, nor names drawn from them."""
    return isinstance(node, ast.Name) and node.id.lstrip("_").isupper() and node.id not in RULE_SET_TABLES


def findings(source: str, name: str) -> list[str]:
    tree = ast.parse(source)
    docs = _docstrings(tree)
    out: list[str] = []

    def hit(node: ast.AST, what: str) -> None:
        out.append(f"{name}:{node.lineno}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if node.value in IDS - ALSO_WORDS:
                hit(node, f"the variant id {node.value!r} written in code")
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            words = {w for x in sides for w in _strings(x)}
            if (any(_variant_like(x) for x in sides) and words) or (any(_id_like(x) for x in sides) and words & IDS):
                hit(node, "a variant id compared with a string")
            elif any(_variant_like(x) for x in sides):
                for op, left, right in zip(node.ops, sides, sides[1:]):
                    if isinstance(op, (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)):
                        other = [x for x in (left, right) if not _variant_like(x)]
                        if other and not (isinstance(other[0], ast.Constant) and other[0].value is None):
                            hit(node, "a variant compared with something that is not a variant")
                    elif isinstance(op, (ast.In, ast.NotIn)) and _variant_like(left) and _code_table(right):
                        hit(node, "a variant looked up in a code table")
        elif isinstance(node, ast.Dict):
            keys = [s for k in node.keys if k is not None for s in _strings(k)]
            if keys and all(k in IDS for k in keys) and set(keys) - ALSO_WORDS:
                hit(node, "a table keyed by variant ids")
        elif isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            vals = _strings(node)
            if vals and len(vals) == len(node.elts) and all(v in IDS for v in vals) and set(vals) - ALSO_WORDS:
                hit(node, "a list of variant ids")
        elif isinstance(node, ast.Attribute) and node.attr in ATTR_NAMES:
            hit(node, f"a variant named as a flag ({node.attr})")
        elif isinstance(node, ast.Subscript):
            if _variant_like(node.slice) and _code_table(node.value):
                hit(node, "a table looked up by a variant id")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args and _variant_like(node.args[0]) and _code_table(node.func.value)):
            hit(node, "a table looked up by a variant id")
    return out


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p != RULE_SETS)


def test_no_code_outside_the_rule_sets_tests_a_variant_id():
    found = [f for p in _modules() for f in findings(p.read_text(encoding="utf-8"), str(p.relative_to(PACKAGE)))]
    assert found == []


@pytest.mark.parametrize("code", [
    'if rules.id == "jiande": pass',
    'ok = g.rules.id in ("taihu", "jiande")',
    'ok = variant != "zhejiang-2"',
    'ok = order.variant == "duxiao"',
    'W = {"taihu": 1 / 200, "jiande": 1 / 100}',
    'SUPPORTED = ("zhejiang-2", "zhejiang-3")',
    'w = W.get(g.rules.id, 0.0)',
    'b = BOSS[game.order.variant]',
    'TOP = {"duxiao": 5, "xuan": 7}',
    'if g.taihu and H5 in cs: pass',
    'if rules.id == TAIHU: pass',
    'ok = variant != JIANDE',
    'ok = rs.id == ids[2]',
    'ok = variant in CLIMBING',
])
def test_the_scan_catches_each_way_of_testing_an_id(code):
    assert findings(code, "x.py")


@pytest.mark.parametrize("code", [
    '"""Docstrings may name taihu and "jiande"."""',
    'if k == "xuan": pass',                       # a xuan declaration
    'M = {"tianxuan": 4, "du": 10, "xuan": 1}',    # declarations, not variants
    'rs = VARIANTS[variant]',
    'rs = VARIANTS.get(rec.variant)',
    'ok = rules.rotten_red5',
    'ok = [les.id for les in lessons if les.variant == variant]',   # lessons/book.py: data matched with data
    'ok = variant is None or variant in SUPPORTED',
    'ok = variant not in drill_variants()',
    'ok = variant in r.get("only", doc["variants"])',                # a rule book's data
])
def test_the_scan_leaves_data_and_declarations_alone(code):
    assert findings(code, "x.py") == []


def test_supported_is_drawn_from_the_rule_sets():
    from hwtutor.play.session import SUPPORTED
    assert tuple(VARIANTS) == SUPPORTED
