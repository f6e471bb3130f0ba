"""Every rule statement of the seed texts is cited by some test (statements.md: "one test (or
lesson) per row; a reviewer checks each row has one").

The catalogue is read from /work/shared/spec/statements.md when it exists, else from the copy
next to this file. A statement is cited when a Python source under tests/ names its id as
`S000-01` or `S000_01` (not followed by another digit); a test name may chain ids of one seed,
`test_S003_06_07_08_…` cites S003-06, S003-07 and S003-08. A row whose meaning is "= S…" restates
another row and shares its test (statements.md), so it is covered when either id is cited.
Missing ids are listed per seed, and the test fails.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TESTS = HERE.parent
SHARED = Path("/work/shared/spec/statements.md")
SEEDS = ("000", "002", "003", "004")
MIN_ROWS = {"000": 89, "002": 56, "003": 96, "004": 90}  # statements.md §Coverage

ROW = re.compile(r"^\|\s*(S(\d{3})-(\d{2}))\s*\|[^|]*\|\s*([^|]*)\|")
RESTATES = re.compile(r"^=\s*(S\d{3}-\d{2})")


def catalogue_path() -> Path:
    return SHARED if SHARED.exists() else HERE / "statements.md"


def statements() -> dict[str, str | None]:
    """{id: id of the row it restates, or None}, in catalogue order."""
    out: dict[str, str | None] = {}
    for line in catalogue_path().read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            r = RESTATES.match(m.group(4).strip())
            out[m.group(1)] = r.group(1) if r else None
    return out


def cited_ids() -> set[str]:
    found: set[str] = set()
    pat = re.compile(r"S(\d{3})-(\d{2})(?!\d)")
    chain = re.compile(r"S(\d{3})_(\d{2}(?:_\d{2})*)(?![\d])")  # test_S003_06_07_08_name: 06, 07, 08
    for p in TESTS.rglob("*.py"):
        if p.resolve() == Path(__file__).resolve() or "__snapshots__" in p.parts:
            continue
        try:
            text = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
        found.update(f"S{a}-{b}" for a, b in pat.findall(text))
        found.update(f"S{a}-{b}" for a, nums in chain.findall(text) for b in nums.split("_"))
    return found


def test_catalogue_parses():
    """The catalogue has every seed's rows, numbered 01..N without gaps."""
    rows = statements()
    for seed in SEEDS:
        nums = [int(i[5:]) for i in rows if i[1:4] == seed]
        assert nums == list(range(1, len(nums) + 1)), seed
        assert len(nums) >= MIN_ROWS[seed], seed


@pytest.mark.parametrize("seed", SEEDS)
def test_every_statement_is_cited(seed):
    rows = statements()
    cited = cited_ids()
    missing = [i for i, target in rows.items() if i[1:4] == seed and i not in cited
               and not (target and target in cited)]
    assert not missing, (f"seed {seed}: {len(missing)} statement(s) cited by no test under tests/: "
                         + ", ".join(missing))
