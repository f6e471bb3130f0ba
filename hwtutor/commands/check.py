"""`hwtutor check FILE|DIR... [--json] [--jobs N]`."""
from __future__ import annotations

import json
import os

import click

from ..i18n import default_lang
from ..replay import issues as I
from ..replay.check import CheckReport, check_path, debug
from ..rules.messages import msg, render, term
from ..textsafe import clean, json_safe

MAX_JOBS = 64      # worker processes at most, whatever --jobs asks
PARALLEL_FROM = 4  # fewer files are checked in this process: starting workers costs more
RECORD_SUFFIX = ".hongwu.toml"


def code_term(code: str | None):
    """A code or rule id (record-format.md) as shown: the id in English, a label in Chinese (check.code.*);
    an id without a label stays as it is."""
    from ..rules.catalog import TERMS
    return term("check.code." + code) if code and "check.code." + code in TERMS else code or ""


def issue_line(i, lang: str) -> str:
    """A file problem under a command's own message (replay, review): its code in the screen's words."""
    return render(msg("replay.issue", code=code_term(i.code), text=clean(i.message(lang), 600)), lang)


def action_words(rep: CheckReport, issue, lang: str) -> str:
    """The illegal action as a line shows it: the record's notation on an English line ("p2 play D4 D6", what
    the file holds, for whoever fixes it), the player's words on a Chinese one ("p2出♦4 ♦6"); `--json` keeps
    the notation (record-format.md)."""
    actions = rep.record.actions if rep.record is not None else []
    if lang == "zh" and isinstance(issue.at, int) and 0 <= issue.at < len(actions):
        from ..rules.describe import describe
        return clean(render(describe(actions[issue.at].action), lang, "glyph", None), 120)
    return clean(issue.action, 120)


def human_lines(rep: CheckReport, lang: str) -> list[str]:
    """One line per problem (and one for a legal record), in the player's language."""
    name = clean(rep.file, 200)
    out = []
    for i in rep.issues:
        text = clean(i.message(lang), 600)
        if i.code == "illegal-action" and i.at is not None:  # an illegal action always has its index
            m = msg("check.illegal", file=name, nth=i.at + 1, action=action_words(rep, i, lang), rule=code_term(i.rule),
                    text=text)
        else:
            m = msg("check.problem", file=name, severity=term("severity." + i.severity), code=code_term(i.code),
                    text=text)
        out.append(render(m, lang))
    if rep.ok:
        key = ("check.ok.redeal" if rep.result and rep.result.get("redeal") else
               "check.ok.finished" if rep.result else "check.ok")
        out.append(render(msg(key, file=name, n=rep.applied), lang))
    return out


def expand(paths: tuple[str, ...]) -> list[str]:
    """The files to check: each file as given, each directory as the records under it
    (sorted, without following links to directories); a directory holding none stays,
    to be reported."""
    out: list[str] = []
    for p in paths:
        try:
            is_dir = os.path.isdir(p)
        except ValueError:  # a NUL in the name: check_path reports it
            is_dir = False
        if not is_dir:
            out.append(p)
            continue
        found = list(records_under(p))
        out += found or [p]
    return out


def records_under(top: str):
    """The records under `top` in the order a sorted top-down `os.walk` gives (a folder's
    files, then each subfolder), walked with a stack, not recursion: os.walk recursed once
    per level and a tree deeper than ~1000 levels ended in RecursionError, reporting no file
    (issue 19 item 17). Links to folders are not followed; an unreadable folder is skipped."""
    stack = [top]
    while stack:
        root = stack.pop()
        try:
            with os.scandir(root) as it:
                entries = list(it)
        except OSError:
            continue
        files, dirs = [], []
        for e in entries:
            try:
                is_dir = e.is_dir()
            except OSError:
                is_dir = False
            if not is_dir:
                files.append(e.name)
            elif not e.is_symlink():
                dirs.append(e.name)
        yield from (os.path.join(root, f) for f in sorted(files) if f.endswith(RECORD_SUFFIX))
        stack += [os.path.join(root, d) for d in sorted(dirs, reverse=True)]


def report(path: str, as_json: bool, lang: str) -> tuple[int, list[str]]:
    """(exit code, output lines) of one file: the work one worker process does.
    Never raises: a bug in writing the report is an internal-error report too, so the
    files after it are still reported."""
    try:
        if os.path.isdir(path):
            rep = CheckReport(path, issues=[I.error("syntax", "check.no-records")])
        else:
            rep = check_path(path)
        return _lines(rep, as_json, lang)
    except Exception as e:  # the last resort (check_path has its own for reading and replaying)
        if debug():
            import traceback
            traceback.print_exc()
        rep = CheckReport(path, issues=[I.error("internal-error", "internal-error.file", what=type(e).__name__)])
        return _lines(rep, as_json, lang)


def _lines(rep: CheckReport, as_json: bool, lang: str) -> tuple[int, list[str]]:
    if as_json:
        return rep.exit_code, [json_safe(json.dumps(rep.to_json(), ensure_ascii=False))]
    return rep.exit_code, human_lines(rep, lang)


def _quiet_worker() -> None:
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: no worker tracebacks


def _reports(files: list[str], as_json: bool, lang: str, jobs: int):
    """Each file's report, in input order; checked by `jobs` processes when worth it."""
    jobs = max(1, min(jobs, MAX_JOBS, len(files)))
    if jobs > 1 and len(files) >= PARALLEL_FROM:
        from concurrent.futures import ProcessPoolExecutor
        try:
            pool = ProcessPoolExecutor(jobs, initializer=_quiet_worker)
        except (OSError, ValueError, NotImplementedError):  # no processes here: check them in this one
            pool = None
        if pool is not None:
            from concurrent.futures.process import BrokenProcessPool
            done = 0
            try:
                with pool:
                    chunk = max(1, min(16, len(files) // (jobs * 4)))
                    for r in pool.map(report, files, [as_json] * len(files), [lang] * len(files), chunksize=chunk):
                        done += 1
                        yield r
                return
            except BrokenProcessPool:  # a worker was killed (out of memory…): the rest in this process
                files = files[done:]
    for f in files:
        yield report(f, as_json, lang)


def run_check(files: tuple[str, ...], as_json: bool, lang: str | None, jobs: int | None = None) -> int:
    lang = lang or default_lang()
    worst = 0
    for code, lines in _reports(expand(files), as_json, lang, jobs or os.cpu_count() or 1):
        worst = max(worst, code)
        for line in lines:
            click.echo(line)
    return worst
