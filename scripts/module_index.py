#!/usr/bin/env python3
"""Write the module index of docs/architecture.md from each module's docstring.

    python scripts/module_index.py          # rewrite the index in place
    python scripts/module_index.py --check  # exit 1 if the index is stale (tests/test_architecture_doc.py)

The index lies between the two INDEX markers; everything else in the document is written by hand.
A module's line is the first sentence of its docstring, so the index stays as true as the docstrings.
"""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "architecture.md"
BEGIN = "<!-- INDEX: written by scripts/module_index.py; edit the docstrings, not these lines -->"
END = "<!-- /INDEX -->"


def first_sentence(doc: str) -> str:
    para = " ".join(doc.strip().split("\n\n")[0].split())
    m = re.search(r"(?<=[^.][.!?])\s+(?=[A-Z(“\"`])", para)  # "FILE..." and "e.g. x" end no sentence
    return (para[: m.start()] if m else para).rstrip()


def modules() -> list[tuple[str, str]]:
    """(path relative to hwtutor/, its line) for every module, the packages' __init__ included."""
    out = []
    for p in sorted((ROOT / "hwtutor").rglob("*.py")):
        doc = ast.get_docstring(ast.parse(p.read_text(encoding="utf-8")))
        rel = p.relative_to(ROOT / "hwtutor").as_posix()
        out.append((rel, first_sentence(doc) if doc else ""))
    return out


def index() -> str:
    bar = "\\|"  # a | inside a table cell
    rows = [f"| `{rel}` | {line.replace('|', bar)} |" for rel, line in modules()]
    return "\n".join([BEGIN, "", "| module | what it is |", "|---|---|", *rows, "", END])


def main(argv: list[str]) -> int:
    text = DOC.read_text(encoding="utf-8")
    if BEGIN not in text:
        new = text.rstrip("\n") + "\n\n## Every module\n\n" + index() + "\n"
    else:
        a, b = text.index(BEGIN), text.index(END) + len(END)
        new = text[:a] + index() + text[b:]
    undocumented = [rel for rel, line in modules() if not line]
    if "--check" in argv:
        if undocumented:
            print("modules without a docstring: " + ", ".join(undocumented))
        if new != text:
            print("docs/architecture.md's module index is stale: run python scripts/module_index.py")
        return 1 if undocumented or new != text else 0
    DOC.write_text(new, encoding="utf-8")
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
