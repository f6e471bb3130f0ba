"""Another commit's bots loaded beside this tree's, for a duplicate match of two versions of a bot.

`load(rev)` copies `hwtutor/bots/` as it is at git revision `rev` into a folder
under the system's temporary directory and imports it as the package
`hwtutor.bots_<rev>`: its relative imports (`..rules`) reach this tree's rules
core, so both versions play the same games in one process. Its texts join the
catalog where this tree has no text under the same key (a key both define keeps
this tree's text; the bench renders no reason anyway). An older commit's bots may
read what this tree's rules core has since dropped: `COMPAT` gives it back, read
only, while such bots are loaded. A benchmark helper, not part of hwtutor.
"""
from __future__ import annotations

import importlib
import importlib.util
import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

INIT = '''"""The bots of commit {rev} (benchmarks/basebots.py)."""
from ..rules import catalog as _catalog
from . import catalog_trick, catalog_climb, catalog_search

for _part in (catalog_trick, catalog_climb, catalog_search):
    for _key, _entry in _part.MESSAGES.items():
        _catalog.MESSAGES.setdefault(_key, _entry)
    for _key, _entry in _part.TERMS.items():
        _catalog.TERMS.setdefault(_key, _entry)
'''


def _settlement_data(self):
    return self.figures()


# What older bots read of the rules core and this tree no longer has: (module, class, attribute, value).
# Settlement.data (`figures()` as a mapping) was removed in 34909f8; bots before it read
# `g.result.data` (value.worth), e.g. those of b769694~1, the start of issue 20.
COMPAT = (("hwtutor.rules.settlement", "Settlement", "data", property(_settlement_data)),)


def _compat() -> None:
    for module, cls, attr, value in COMPAT:
        owner = getattr(importlib.import_module(module), cls)
        if not hasattr(owner, attr):
            setattr(owner, attr, value)


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def load(rev: str):
    """The package of `rev`'s bots (its `search` module is what bench_bots.py plays)."""
    sha = _git("rev-parse", "--short=10", rev).strip()
    _compat()
    name = f"hwtutor.bots_{sha}"
    if name in sys.modules:
        return sys.modules[name]
    import hwtutor.bots  # noqa: F401  (this tree's catalogs first)
    folder = os.path.join(tempfile.gettempdir(), f"hwtutor-basebots-{sha}")
    os.makedirs(folder, exist_ok=True)
    for path in _git("ls-tree", "--name-only", sha, "hwtutor/bots/").split():
        if not path.endswith(".py"):
            continue
        text = INIT.format(rev=sha) if path.endswith("/__init__.py") else _git("show", f"{sha}:{path}")
        with open(os.path.join(folder, os.path.basename(path)), "w", encoding="utf-8") as f:
            f.write(text)
    spec = importlib.util.spec_from_file_location(name, os.path.join(folder, "__init__.py"),
                                                  submodule_search_locations=[folder])
    pkg = importlib.util.module_from_spec(spec)
    sys.modules[name] = pkg
    spec.loader.exec_module(pkg)
    importlib.import_module(name + ".search")
    return pkg
