"""Issue 10 item 4: no import cycle inside hwtutor/rules; issue 21 item 7: none inside any floor
(the lessons' judge and its helpers, the two runners, used to import each other).

Every import counts — module level, inside a function (lazy) and under
TYPE_CHECKING — because each one is a dependency of the module's code: the
state types and the pure functions over them sit below, the games that wire
them above.
"""
from __future__ import annotations

from pathlib import Path

import import_scan
import pytest

RULES = Path(__file__).resolve().parents[2] / "hwtutor" / "rules"


def module_name(path: Path) -> str:
    return import_scan.module_name(path, RULES.parent.parent)


def imports(path: Path, modules: set[str]) -> set[str]:
    """The hwtutor.rules modules that `path` imports."""
    me = module_name(path)
    return {m for _, m in import_scan.imports(path, RULES.parent.parent) if m in modules and m != me}


def graph() -> dict[str, set[str]]:
    files = sorted(RULES.rglob("*.py"))
    modules = {module_name(p) for p in files}
    return {module_name(p): imports(p, modules) for p in files}


def find_cycle(g: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for n in sorted(g[m]):
            if state.get(n) == 1:
                return path[path.index(n):] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(g):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_rules_core_has_no_import_cycle():
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def floor_graph(floor: str) -> dict[str, set[str]]:
    """The imports among one floor's modules; a module importing its floor's package (whose __init__
    only registers the floor's texts) is left out, as every module of the floor does it."""
    root = RULES.parent / floor
    files = sorted(root.rglob("*.py"))
    modules = {module_name(p) for p in files} - {f"hwtutor.{floor}"}
    return {module_name(p): imports(p, modules) for p in files if module_name(p) in modules}


@pytest.mark.parametrize("floor", ["rules", "bots", "replay", "lessons", "play", "commands"])
def test_no_floor_has_an_import_cycle(floor):
    cycle = find_cycle(floor_graph(floor))
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def test_the_graph_sees_lazy_and_type_checking_imports():
    g = graph()
    # trick/legal.py reads the state type for its annotations; the game wires legal in lazily
    assert "hwtutor.rules.trick.legal" in g["hwtutor.rules.trick.game"]
    assert "hwtutor.rules.trick.state" in g["hwtutor.rules.trick.legal"]


@pytest.mark.parametrize("edges, cycle", [
    ({"a": {"b"}, "b": {"a"}}, ["a", "b", "a"]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, ["a", "b", "c", "a"]),
    ({"a": {"b", "c"}, "b": {"c"}, "c": set()}, None),
])
def test_the_cycle_finder(edges, cycle):
    assert find_cycle(edges) == cycle
