"""Shared helpers of the reliability tests: records to mutate, and the CLI run
the way a player runs it (one process, output captured, no traceback allowed)."""
from __future__ import annotations

import random
import re
from pathlib import Path

from click.testing import CliRunner

from hwtutor.replay.record import ActionLine, Record
from hwtutor.replay.record_writer import write_record
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ann", "Bo", "Cy", "Di"]


def sample_files() -> list[Path]:
    """The shipped sample games, wherever the package keeps them."""
    return sorted(p for p in ROOT.glob("**/sample_games/*.hongwu.toml") if "tests" not in p.parts)


def record_text(variant: str, seed: int = 1, n: int | None = None, rules: dict | None = None) -> str:
    """A legal record of a random hand (its first n actions)."""
    deal, actions, _ = random_hand(VARIANTS[variant], random.Random(seed))
    rec = Record(variant, NAMES[:VARIANTS[variant].players], deal,
                 [ActionLine(a) for a in actions[:n]], dict(rules or {}))
    return write_record(rec)


def first_action(text: str, verb: str) -> tuple[int, str]:
    """(index, text) of the first action line with this verb."""
    lines = re.findall(r'^  "(p\d [^"]*)",$', text, flags=re.M)
    for i, line in enumerate(lines):
        if line.split()[1] == verb:
            return i, line
    raise AssertionError(f"no {verb} action")


def replace_action(text: str, old: str, new: str) -> str:
    assert f'  "{old}",' in text
    return text.replace(f'  "{old}",', f'  "{new}",', 1)


def run(args: list[str], input: str | None = None, env: dict | None = None):
    """The CLI in-process; a traceback (an exception escaping) fails the test."""
    res = CliRunner().invoke(_cli(), args, input=input, env=env, catch_exceptions=True)
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise AssertionError(f"{args}: {type(res.exception).__name__}: {res.exception}\n{res.output}")
    return res


def _cli():
    from hwtutor.cli import cli
    return cli
