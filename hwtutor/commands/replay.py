"""`hwtutor replay FILE [--print [--all]] [--at N | --trick K] [--seat pK] [--width W] [--export F]`."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import click

from ..i18n import default_lang
from ..rules.messages import msg, render
from ..rules.seats import parse_seat
from ..textsafe import clean
from .check import issue_line


def _t(key: str, lang: str, **params) -> str:
    return clean(render(msg(key, **params), lang, "glyph"))


def _usage(text: str) -> int:
    click.echo(text, err=True)
    return 2


def load_timeline(path: str, lang: str):
    """(Timeline, None) or (None, exit status) after printing why the file cannot be replayed."""
    from ..replay.check import check_path
    from ..replay.timeline import Timeline
    rep = check_path(path)
    if rep.record is None or rep.file_error:
        click.echo(_t("replay.unreadable", lang, file=clean(path, 200)), err=True)
        for i in rep.issues:
            if i.severity == "error":
                click.echo(issue_line(i, lang), err=True)
        return None, 2
    return Timeline(rep.record, Path(path).name), None


def sample_file(name: str, lang: str) -> str | None:
    """The path of a shipped sample game, or None after saying there is none of that name."""
    from ..replay.samples import find_sample
    s = find_sample(name)
    if s is None:
        click.echo(_t("replay.unknown-sample", lang, name=clean(name, 40)), err=True)
        return None
    return str(s.path)


def run_replay(file: str | None, print_: bool, at: int | None, trick: int | None, seat: str | None,
               width: int | None, export: str | None, ascii_: bool, lang: str | None, all_: bool = False,
               sample: str | None = None) -> int:
    from ..replay.render import View, make_console, render_moment
    lang = lang or default_lang()
    if sample is not None:
        file = sample_file(sample, lang)
        if file is None:
            return 2
    if file is None:
        return _usage(_t("replay.no-file", lang))
    tl, status = load_timeline(file, lang)
    if tl is None:
        return status
    seat_index = None
    if seat is not None:
        seat_index = parse_seat(seat, tl.rules.players, bare=True)
        if seat_index is None:
            return _usage(_t("replay.bad-seat", lang, seat=clean(seat, 20), n=tl.rules.players))
    pos = tl.start
    if at is not None:  # action N as the screens and `check` count them, from 1 (the record's at = N - 1)
        if not 1 <= at <= tl.size:
            return _usage(_t("replay.bad-at", lang, n=at, last=tl.size))
        pos = at - 1
    elif trick is not None:
        p = tl.trick_position(trick)
        if p is None:
            return _usage(_t("replay.bad-trick", lang, n=trick, last=max(1, tl.n_tricks())))
        pos = p
    from ..replay.export import SUFFIXES, export_text
    if export is not None and not export.lower().endswith(SUFFIXES):
        return _usage(_t("replay.bad-export", lang, file=clean(export, 200)))
    if export is not None:  # a device, a FIFO or a folder named as the target: refused before any work
        from ..safefile import writable_target
        from ..textsafe import os_reason
        try:
            writable_target(export)
        except OSError as e:
            click.echo(_t("replay.export-failed", lang, file=clean(export, 200), reason=os_reason(e)), err=True)
            return 1

    interactive = not print_ and not all_ and export is None
    if interactive and not (sys.stdin.isatty() and sys.stdout.isatty()):
        click.echo(_t("replay.not-tty", lang), err=True)
        interactive, print_ = False, True
    if interactive:
        from ..replay.viewer import run_viewer
        run_viewer(tl, View(lang, seat_index, ascii_), pos)
        return 0

    # click 8.1 removed click.get_terminal_size; shutil's reads COLUMNS, then the terminal itself.
    # Not a terminal: 80 columns for what is printed (issue 22 §2), the picture of an export alone keeps 100.
    printed = print_ or (all_ and export is None)
    w = width or (shutil.get_terminal_size((100, 24)).columns if sys.stdout.isatty() else 80 if printed else 100)
    view = View(lang, seat_index, ascii_, max(40, min(w, 400)))
    if all_:
        from ..replay.transcript import transcript
        picture = transcript(tl, view)
    else:
        picture = render_moment(tl, pos, view)
    if print_ or (all_ and export is None):
        make_console(view.width).print(picture)
    if export is not None:
        text = export_text(tl, export, view, pos, all_, f"hwtutor replay {clean(Path(file).name, 60)}")
        from ..safefile import write_atomic
        from ..textsafe import os_reason
        try:  # whole or not at all: a full disk or a missing folder leaves no truncated file
            write_atomic(export, text, make_folder=False)
        except OSError as e:
            click.echo(_t("replay.export-failed", lang, file=clean(export, 200), reason=os_reason(e)), err=True)
            return 1
        click.echo(_t("replay.exported", lang, file=clean(export, 200)), err=True)
    return 0
