"""Reading a module's imports with ast, for the tests that hold the code's structure
(tests/test_floors.py: the floors; tests/engine/test_import_cycles.py: no cycle in rules/).

Every import counts, wherever it stands in the file: module level, inside a function
(lazy) and under TYPE_CHECKING."""
from __future__ import annotations

import ast
from pathlib import Path


def module_name(path: Path, root: Path) -> str:
    """The dotted name of the module at `path`, `root` being the folder the package sits in."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, module) for every import in `path`, relative ones resolved.

    `from x import y` yields both x and x.y for hwtutor modules, since y may be a module."""
    me = module_name(path, root)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    out: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.append((node.lineno, target))
            if target.startswith("hwtutor"):
                out += [(node.lineno, f"{target}.{a.name}") for a in node.names]
    return out
