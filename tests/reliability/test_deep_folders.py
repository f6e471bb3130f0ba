"""`hwtutor check DIR` on a folder tree deeper than Python's recursion limit (issue 19 item 17):
`os.walk` recursed once per level and died with RecursionError past ~1000 levels, reporting no
file. The walk is iterative; every record is reported, in the order a recursive walk gives."""
from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest
from rel_helpers import run, sample_files

from hwtutor.commands.check import expand

DEPTH = 1500


@pytest.fixture
def deep(tmp_path):
    """A chain of DEPTH folders with a record at the top, one halfway and one at the bottom.
    Removed here level by level: a recursive removal would fail on it as the walk did."""
    assert sys.getrecursionlimit() < DEPTH
    top = tmp_path / "deep"
    sample = sample_files()[0]
    where = {0, DEPTH // 2, DEPTH}
    d = top
    d.mkdir()
    chain = [d]
    for level in range(DEPTH + 1):
        if level in where:
            shutil.copy(sample, d / f"level-{level}.hongwu.toml")
        if level < DEPTH:
            d = d / "d"
            d.mkdir()
            chain.append(d)
    yield top, len(where)
    for folder in reversed(chain):
        for f in folder.iterdir():
            if not f.is_dir():
                f.unlink()
        folder.rmdir()


def test_a_folder_tree_deeper_than_the_recursion_limit_is_walked(deep):
    top, n = deep
    found = expand((str(top),))
    assert [Path(f).name for f in found] == ["level-0.hongwu.toml", f"level-{DEPTH // 2}.hongwu.toml",
                                             f"level-{DEPTH}.hongwu.toml"]
    assert len(found) == n


def test_check_of_a_deep_tree_reports_every_file(deep):
    top, n = deep
    res = run(["--lang", "en", "check", str(top), "--json", "--jobs", "1"])
    lines = [json.loads(ln) for ln in res.output.splitlines()]
    assert len(lines) == n and all(r["ok"] for r in lines)
    assert res.exit_code == 0


def test_the_walk_keeps_the_order_and_the_rules_of_the_recursive_one(tmp_path):
    """Files of a folder before its subfolders, both sorted; links to folders are not followed;
    only records are listed; a folder holding none stays, to be reported."""
    for rel in ["b/z.hongwu.toml", "b/a/y.hongwu.toml", "a.hongwu.toml", "c/x.hongwu.toml", "b/skip.txt"]:
        p = tmp_path / "t" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("x", encoding="utf-8")
    os.symlink(tmp_path / "t" / "c", tmp_path / "t" / "b" / "link")
    top = str(tmp_path / "t")
    recursive = [os.path.join(r, f) for r, ds, fs in _walk_sorted(top) for f in fs if f.endswith(".hongwu.toml")]
    assert expand((top,)) == recursive
    assert [os.path.relpath(p, top) for p in recursive] == ["a.hongwu.toml", "b/z.hongwu.toml",
                                                            "b/a/y.hongwu.toml", "c/x.hongwu.toml"]
    (tmp_path / "empty").mkdir()
    assert expand((str(tmp_path / "empty"),)) == [str(tmp_path / "empty")]


def _walk_sorted(top):
    for root, dirs, files in os.walk(top):
        dirs.sort()
        files.sort()
        yield root, dirs, files
