"""The static gate (issue 21 item 5): `ruff check` and `mypy` find nothing.

Their rule sets are in pyproject.toml ([tool.ruff], [tool.mypy]: strict on every module of
hwtutor/rules and hwtutor/bots, the default strictness elsewhere). The suite runs them so that a
landing that adds a finding fails here, naming it, like any other test; CONTRIBUTING.md says how to run them alone.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True,
                          encoding="utf-8", errors="replace", timeout=600, check=False)


@pytest.mark.parametrize("tool", ["ruff", "mypy"])
def test_the_tool_is_installed(tool):
    """The test extras install both (pyproject.toml); without them the gate would not run."""
    assert _run(tool, "--version").returncode == 0, f"{tool} is missing: pip install -e '.[test]'"


def test_ruff_finds_nothing():
    res = _run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    how = "`ruff check --fix .` sorts imports and applies the safe fixes; CONTRIBUTING.md, \"Running the checks\""
    assert res.returncode == 0, f"ruff check found ({how}):\n" + res.stdout[-6000:] + res.stderr[-2000:]


def test_mypy_finds_nothing():
    # the files and the strictness come from [tool.mypy]; the cache (.mypy_cache) is a tool cache
    res = _run("mypy", "--no-error-summary", "--hide-error-context")
    found = [ln for ln in res.stdout.splitlines() if ": error:" in ln]
    assert res.returncode == 0 and not found, ("mypy found (fix the type, or the Optional read without a check;"
                                               " CONTRIBUTING.md, \"Running the checks\"):\n"
                                               + "\n".join(found)[-6000:] + res.stderr[-2000:])
