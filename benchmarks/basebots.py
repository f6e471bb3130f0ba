"""Another commit's bots loaded beside this tree's, for a duplicate match of two versions of a bot.

`load(rev)` copies `hwtutor/bots/` as it is at git revision `rev` into a folder
under the system's temporary directory and imports it as the package
`hwtutor.bots_<rev>`: its relative imports (`..rules`) reach this tree's rules
core, so both versions play the same games in one process. Its texts join the
catalog where this tree has no text under the same key (a key both define keeps
this tree's text; the bench renders no reason anyway). A benchmark helper, not
part of hwtutor.
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


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, check=True, capture_output=True, text=True).stdout


def load(rev: str):
    """The package of `rev`'s bots (its `search` module is what bench_bots.py plays)."""
    sha = _git("rev-parse", "--short=10", rev).strip()
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
