"""`hwtutor review FILE [--seat pK] [--depth N] [--out FILE | --no-write]` (docs/play.md, "Review")."""
from __future__ import annotations

from pathlib import Path

from ..i18n import default_lang
from ..rules.messages import Seat, msg, render
from ..rules.seats import parse_seat
from ..textsafe import clean, os_reason
from .check import issue_line

MAX_DEPTH = 200


def _t(key: str, lang: str, names=None, **params) -> str:
    return clean(render(msg(key, **params), lang, "glyph", names))


def default_seats(rec) -> set[int]:
    """The human seats of a hotseat record (its `_match.bots` lists the bots); every seat otherwise."""
    n = rec.ruleset.players
    match = rec.user.get("_match")
    bots = match.get("bots") if isinstance(match, dict) else None
    if isinstance(bots, list) and all(isinstance(b, str) for b in bots):
        bot_seats = {s for s in (parse_seat(b, n) for b in bots) if s is not None}
        humans = set(range(n)) - bot_seats
        if humans:
            return humans
    return set(range(n))


def run_review(file: str, seat: str | None, depth: int, out: str | None, write: bool, lang: str | None,
               console=None, data_dir: str | None = None) -> int:
    from rich.console import Console

    from .. import bots  # noqa: F401 - registers the review's texts
    lang = lang or default_lang()
    console = console or Console(highlight=False, soft_wrap=True)
    err = Console(stderr=True, highlight=False, soft_wrap=True)
    if not 1 <= depth <= MAX_DEPTH:
        err.print(_t("review.bad-depth", lang, n=depth, most=MAX_DEPTH), markup=False)
        return 2
    target = Path(out) if out else Path(file)
    lock = None
    if write:
        from ..play.save import SaveLock
        from ..play.session import PlayError
        from ..safefile import writable_target
        try:  # a device, a FIFO or a folder as the target: refused before the review's work
            writable_target(target)
        except OSError as e:
            err.print(_t("review.write-failed", lang, file=clean(target, 200), reason=os_reason(e)), markup=False)
            return 1
        lock = SaveLock(target)
        try:  # the target may be an open game's save: its lock, held from reading to writing (issue 19 item 7)
            lock.acquire()
        except PlayError as e:
            key = "review.save-open" if e.msg.key == "play.locked" else None
            text = _t(key, lang, file=clean(target, 200), pid=e.msg.params.get("pid", "?")) if key else \
                clean(e.message(lang))
            err.print(text, markup=False)
            return 1
    try:
        return _review(file, seat=seat, depth=depth, target=target, write=write, lang=lang,
                       console=console, err=err, data_dir=data_dir)
    finally:
        if lock is not None:
            lock.release()


def _review(file, seat, depth, target, write, lang, console, err, data_dir) -> int:
    """The review of FILE into `target` (the caller holds the target's lock when writing)."""
    from ..bots.review import MARKS, Z, note_msg
    from ..replay.annotate import review_notes, with_review
    from ..replay.check import check_path
    from ..replay.keep_toml import write_over
    rep = check_path(file)
    rec = rep.record
    if rec is None or rep.file_error:
        err.print(_t("replay.unreadable", lang, file=clean(file, 200)), markup=False)
        for i in rep.issues:
            if i.severity == "error":
                err.print(issue_line(i, lang), markup=False)
        return 2
    rs = rec.ruleset
    names = [clean(p, 40) for p in rec.players]
    if seat is not None:
        k = parse_seat(seat, rs.players, bare=True)
        if k is None:
            err.print(_t("replay.bad-seat", lang, seat=clean(seat, 20), n=rs.players), markup=False)
            return 2
        seats = {k}
    else:
        seats = default_seats(rec)
    seat_list = tuple(Seat(s) for s in sorted(seats))
    actions = [line.action for line in rec.actions]
    decisions = _run(rs, rec.deal, actions, seats, depth, console, lang)
    if not decisions:
        console.print(_t("review.none", lang, names, seats=seat_list), markup=False)
        return 0
    from rich.text import Text

    from ..layout import print_wrapped  # 80 columns (issue 22 §2): a decision's line continues under its text
    print_wrapped(console, [_t("review.head", lang, names, seats=seat_list, file=clean(Path(file).name, 200),
                               n=len(decisions), depth=depth)])
    style = {"??": "bold red", "?": "red"}
    for d in decisions:
        line = _t("review.line", lang, names, nth=d.at + 1, seat=Seat(d.seat), text=note_msg(rs, d))
        print_wrapped(console, [Text(line, style=style.get(d.mark, ""))], hang=4)
        print_wrapped(console, ["    " + clean(render(c, lang, "glyph", names)) for c in d.context])
    q = sum(1 for d in decisions if d.mark == "?")
    qq = sum(1 for d in decisions if d.mark == "??")
    from ..rules.messages import msg, term
    # the legend speaks every currency a decision was valued in, the game's own first
    units = list(dict.fromkeys(u for u in (d.unit for d in decisions if d.mark) if u))
    units += [u for u in dict.fromkeys(d.unit for d in decisions) if u not in units]
    legends = [msg("review.legend", q_from=f"{MARKS[u][0]:g}", qq_from=f"{MARKS[u][1]:g}", unit=term(u))
               for u in units[:2]]
    legend = legends[0] if len(legends) == 1 else msg("review.legend.two", a=legends[0], b=legends[1])
    print_wrapped(console, [_t("review.summary", lang, q=q, qq=qq, z=f"{Z:g}", legend=legend)])
    if not write:
        return 0
    text = write_over(with_review(rec, review_notes(rs, decisions)), _text_of(file))
    try:
        from ..safefile import write_atomic
        write_atomic(target, text, make_folder=False)
    except OSError as e:
        err.print(_t("review.write-failed", lang, file=clean(target, 200), reason=os_reason(e)),
                  markup=False)
        return 1
    print_wrapped(console, [_t("review.written", lang, file=clean(target, 200))])
    from ..lessons.reviewed import keep_marked
    keep_marked(rs.id, target, decisions, data_dir, lang=lang)  # marked mistakes come back in `drill --kind review`
    return 0


def _text_of(file: str) -> str | None:
    """The record's text as read, so that the review keeps what it does not model (comments, …)."""
    from ..safefile import read_capped
    try:
        return read_capped(file).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _run(rs, deal, actions, seats, depth, console, lang):
    from ..bots.review import review
    if not console.is_terminal:
        return review(rs, deal, actions, seats, depth)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from ..termio import cursor_shown_on_signals
    with cursor_shown_on_signals(console.file), \
            Progress(TextColumn(_t("review.progress", lang)), BarColumn(), MofNCompleteColumn(),
                     TimeRemainingColumn(), console=console, transient=True) as bar:
        task = bar.add_task("review", total=None)

        def progress(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)
        return review(rs, deal, actions, seats, depth, progress=progress)

