"""Test-suite set-up: each test folder's helper modules (e.g. climb_helpers.py)
are importable by name from the tests of that folder (import mode is importlib,
because test files of different folders share basenames)."""
import sys
from pathlib import Path

_HERE = Path(__file__).parent
for _d in sorted(p for p in _HERE.rglob("*") if p.is_dir() and "__" not in p.name and not p.name.startswith(".")):
    if str(_d) not in sys.path:
        sys.path.insert(0, str(_d))
