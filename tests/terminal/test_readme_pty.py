"""The README's quickstart, every command as typed, in a real pseudo-terminal (issue 19 item 1): the
tests without a terminal missed that `replay --print` ended in an internal error in every terminal.
The interactive commands (learn, the viewer, play) are driven to their quit key. Run in en and zh."""
from __future__ import annotations

import re
import shutil

import pytest
from pty_run import hwtutor_env, run_in_pty

from hwtutor.lessons.book import book_rules

ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]
CPR = "\x1b[6n"  # a prompt_toolkit prompt asks the cursor position when it starts: it reads keys now
ALT_SCREEN = "\x1b[?1049h"  # a full-screen application (the viewer) has started


def quickstart() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    head = re.search(r"(?im)^#+.*quick ?start.*$", readme)
    block = re.search(r"```(?:sh|bash|console)?\n(.*?)```", readme[head.end():], re.S).group(1)
    return [ln.strip() for ln in block.splitlines() if ln.strip().startswith("hwtutor")]


def keys_for(line: str, lang: str = "en") -> list[tuple[str, bytes]]:
    """What a person types to leave an interactive command (none for the others); the table's keys line
    names quit in the screen's language (退出 on a Chinese screen, issue 22 §2), and either word quits."""
    words = line.split("#")[0].split()
    if "learn" in words:
        return [(CPR, b"q\r")]
    if "play" in words:
        word = "quit" if lang == "en" else "退出"
        return [("\u23ce", b"\r"), (word, word.encode() + b"\r")]  # the hand-off screen, then the table's quit
    if "replay" in words and not {"--print", "--export"} & set(words):
        return [(ALT_SCREEN, b"q")]
    return []


@pytest.fixture
def workdir(tmp_path):
    """A folder holding what the quickstart names: game.hongwu.toml and records/."""
    samples = sorted(p for p in ROOT.glob("data/sample_games/*.hongwu.toml"))
    shutil.copy(samples[0], tmp_path / "game.hongwu.toml")
    (tmp_path / "records").mkdir()
    for p in samples:
        shutil.copy(p, tmp_path / "records" / p.name)
    return tmp_path


def test_the_quickstart_lists_the_commands_a_reader_meets():
    lines = quickstart()
    assert len(lines) >= 10 and any("--print --all" in ln for ln in lines)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_quickstart_command_runs_as_typed_in_a_terminal(workdir, lang):
    env = hwtutor_env(workdir / "home", HWTUTOR_LANG=lang)
    failures = []
    for line in quickstart():
        res = run_in_pty(f"cd '{workdir}' && {line}", env, keys=keys_for(line, lang), timeout=60)
        bad = [w for w in ("Internal error", "Traceback", "内部错误") if w in res.output]
        if bad or res.status != 0:
            failures.append(f"{line}: status {res.status}, {bad}\n{res.output[-600:]}")
    assert not failures, "\n\n".join(failures)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_readme_section_search_line_prints_the_section_it_names(workdir, lang):
    line = next(ln for ln in quickstart() if "--section" in ln and "--search" in ln)
    n = int(re.search(r"--section (\d+)", line).group(1))
    res = run_in_pty(f"cd '{workdir}' && {line}", hwtutor_env(workdir / "home", HWTUTOR_LANG=lang))
    title = book_rules("taihu")[n - 1][0][lang]
    assert res.status == 0 and f"{n}. {title}" in res.output
    assert "\u2022" in res.output  # the section's rules are there, not only its title
