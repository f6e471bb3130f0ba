"""`hwtutor play`, `hwtutor resume`, `hwtutor players` (docs/play.md)."""
from __future__ import annotations

import secrets
import time
from pathlib import Path

import click

from ..i18n import default_lang
from ..rules.messages import msg, render
from ..textsafe import clean


def _fail(e, lang: str) -> int:
    click.echo(e.message(lang), err=True)
    return 2


def _view():
    """Full-screen at a terminal; the line mode when stdin or stdout is a pipe or a file."""
    import sys
    tty_in, tty_out = sys.stdin.isatty(), sys.stdout.isatty()
    if tty_in and tty_out:
        from ..play.screen import FullView
        return FullView()
    from ..play.view import View
    return View(clear_codes=tty_out, plain_input=not tty_in)


def _run(presenter, view) -> int:
    """The presenter's loop, under the full-screen application for a FullView; then the last lines."""
    from ..play.screen import FullView, run_fullscreen
    if not isinstance(view, FullView):
        return presenter.run()
    rc = run_fullscreen(presenter, view)
    shown = view.screen
    if shown.table is None and shown.messages:  # the game ended on a settlement: leave it on the terminal
        for text, _ in shown.messages:
            click.echo(text)
    else:
        for text in view.after:
            click.echo(text)
    return rc


def default_save_path(folder: Path, variant: str) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    p = folder / "saves" / f"{variant}-{stamp}.hongwu.toml"
    k = 1
    while p.exists():
        k += 1
        p = folder / "saves" / f"{variant}-{stamp}-{k}.hongwu.toml"
    return p


def _ask_variant(lang: str, choices) -> str | None:
    from prompt_toolkit import PromptSession
    from prompt_toolkit.completion import WordCompleter
    try:
        text = PromptSession().prompt(render(msg("play.ask-variant", variants=" ".join(choices)), lang) + " > ",
                                      completer=WordCompleter(list(choices)))
    except (EOFError, KeyboardInterrupt):
        return None
    return text.strip() or None


def run_play(variant: str, players: str | None, bots: str | None, seed: int | None, save_path: str | None,
             hands: int | None, data_dir: str | None, lang: str | None, chooser=None, view=None,
             bot_reasons: bool = True, bot_level: str = "easy") -> int:
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..play.presenters import presenter_for
    from ..play.session import SUPPORTED, Match, PlayError, parse_seats
    from ..rules.variants import VARIANTS

    lang = lang or default_lang()
    if variant is None:  # from the start menu: ask
        variant = _ask_variant(lang, SUPPORTED)
        if not variant:
            return 0
    try:
        if variant not in SUPPORTED:
            raise PlayError("play.bad-variant", got=clean(variant, 40), choices=", ".join(SUPPORTED))
        n = VARIANTS[variant].players
        bot_text, levels = _bot_levels(bots, bot_level)
        bot_seats = parse_seats(bot_text, n)
        names = [p.strip() for p in players.split(",")] if players else None
        if bot_seats and chooser is None:
            chooser = _level_chooser(VARIANTS[variant].family, levels, bot_level)
        m = Match(variant, names, bot_seats, secrets.randbelow(10**9) if seed is None else seed,
                  chooser=chooser, lang=lang)
    except PlayError as e:
        return _fail(e, lang)
    folder = resolve_dir(data_dir)
    path = Path(save_path) if save_path else default_save_path(folder, variant)
    if path.exists():
        click.echo(render(msg("play.exists", path=clean(path)), lang), err=True)
        return 2
    m.new_hand()
    saving.save(m, path)
    view = view or _view()
    view.line(render(msg("play.started", variant=variant, path=clean(path)), lang))
    return _run(presenter_for(m, view, path, Ledger(folder), lang, hands, bot_reasons), view)


def _bot_levels(bots: str | None, default: str) -> tuple[str, dict[int, str]]:
    """`--bots p2:strong,p4` and `--bot-level`: the seat list for parse_seats, and each seat's level."""
    from ..bots.search import LevelError, parse_bot_levels
    from ..play.session import PlayError
    try:
        text, levels = parse_bot_levels(bots, default)
    except LevelError as e:
        raise PlayError(e.msg.key, **e.msg.params) from None
    return text, {int(k) - 1: v for k, v in levels.items() if k.isdigit()}


def _level_chooser(family: str, levels: dict[int, str], default: str):
    """Today's bot when every seat is easy; else the searching bot at each seat's level (hwtutor/bots/search.py)."""
    from ..play.session import bot_chooser
    if set(levels.values()) | {default} == {"easy"}:
        return bot_chooser(family)
    from ..bots.search import chooser
    return chooser(levels, default)


def run_resume(file: str, hands: int | None, data_dir: str | None, lang: str | None, chooser=None, view=None,
               bot_reasons: bool = True, bot_level: str = "easy") -> int:
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..play.presenters import presenter_for
    from ..play.session import PlayError

    lang0 = lang or default_lang()
    saving.remove_stale_temps(file)
    try:
        _bot_levels(None, bot_level)
        m = saving.load(file, chooser)
        if m.bots and chooser is None:
            m._chooser = _level_chooser(m.family, {}, bot_level)
    except PlayError as e:
        return _fail(e, lang0)
    lang = lang or m.lang
    view = view or _view()
    view.line(render(msg("play.resumed", path=clean(file), hand=m.hand_no, n=len(m.lines)), lang))
    return _run(presenter_for(m, view, file, Ledger(resolve_dir(data_dir)), lang, hands, bot_reasons), view)


def run_players(data_dir: str | None, lang: str | None, console=None) -> int:
    from rich.console import Console
    from rich.table import Table

    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..rules.catalog import TERMS

    lang = lang or default_lang()
    led = Ledger(resolve_dir(data_dir))
    console = console or Console(highlight=False)
    rows = led.rows()
    if not rows:
        console.print(render(msg("play.players.none", path=clean(led.path)), lang), markup=False)
        return 0
    T = {k: v[lang] for k, v in TERMS.items() if k.startswith("play.col.")}
    table = Table(title=render(msg("play.players.title", path=clean(led.path)), lang), title_justify="left")
    for col in ("name", "variant", "hands", "points", "title", "level", "best"):
        table.add_column(T["play.col." + col], justify="right" if col in ("hands", "points") else "left",
                         no_wrap=col in ("name", "variant"))
    from rich.text import Text
    for r in rows:
        name = clean(r.name, 40) + (" (" + render(msg("play.bot-mark"), lang) + ")" if r.bot else "")
        table.add_row(Text(name), r.variant, str(r.hands), str(r.game_points), r.title(lang) or "—",
                      r.level or "—", r.best_level or "—")
    console.print(table)
    return 0
