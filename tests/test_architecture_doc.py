"""docs/architecture.md names every module (issue 21 item 7): its module index is written from the
modules' docstrings by scripts/module_index.py, and this test fails when a module is added, moved or
removed (or its docstring's first sentence changed) without the index being written again."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _index_script():
    spec = importlib.util.spec_from_file_location("module_index", ROOT / "scripts" / "module_index.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_module_has_a_docstring_and_a_line_in_the_architecture_doc(capsys):
    mi = _index_script()
    missing = [rel for rel, line in mi.modules() if not line]
    assert not missing, f"modules without a docstring: {missing}"
    assert mi.main(["--check"]) == 0, capsys.readouterr().out


def test_the_index_lists_exactly_the_modules_on_disk():
    mi = _index_script()
    doc = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    listed = {line.split("`")[1] for line in doc.split(mi.BEGIN)[1].split(mi.END)[0].splitlines()
              if line.startswith("| `")}
    on_disk = {p.relative_to(ROOT / "hwtutor").as_posix() for p in (ROOT / "hwtutor").rglob("*.py")}
    assert listed == on_disk
