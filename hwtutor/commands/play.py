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
    from ..play.view import View
    return View()


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
             bot_reasons: bool = True) -> int:
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..play.presenter import Presenter
    from ..play.session import SUPPORTED, Match, PlayError, bot_chooser, parse_seats
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
        bot_seats = parse_seats(bots, n)
        names = [p.strip() for p in players.split(",")] if players else None
        if bot_seats and chooser is None:
            chooser = bot_chooser(VARIANTS[variant].family)
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
    view = view or _view()
    view.line(render(msg("play.started", variant=variant, path=clean(path)), lang))
    with saving.SaveLock(path):  # a new file: nobody else has it open
        p = Presenter(m, view, path, Ledger(folder, lang=lang).start(), lang, hands, bot_reasons)
        p.save()  # a folder that cannot be written is said here, once; play goes on
        return p.run()


def run_resume(file: str, hands: int | None, data_dir: str | None, lang: str | None, chooser=None, view=None,
               bot_reasons: bool = True) -> int:
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..play.presenter import Presenter
    from ..play.session import PlayError, bot_chooser

    lang0 = lang or default_lang()
    lock = saving.SaveLock(file)
    try:
        lock.acquire()  # a second resume of an open game stops here; a killed one's lock is taken over
        saving.remove_stale_temps(file)
        m = saving.load(file, chooser)
        if m.bots and chooser is None:
            m._chooser = bot_chooser(m.family)
    except PlayError as e:
        lock.release()
        return _fail(e, lang0)
    with lock:
        lang = lang or m.lang
        view = view or _view()
        view.line(render(msg("play.resumed", path=clean(file), hand=m.hand_no, n=len(m.lines)), lang))
        return Presenter(m, view, file, Ledger(resolve_dir(data_dir), lang=lang).start(), lang, hands, bot_reasons).run()


def run_players(data_dir: str | None, lang: str | None, console=None) -> int:
    from rich.console import Console
    from rich.table import Table

    from ..play.ledger import Ledger
    from ..userdata import data_dir as resolve_dir
    from ..rules.catalog import TERMS

    lang = lang or default_lang()
    led = Ledger(resolve_dir(data_dir), lang=lang)
    console = console or Console(highlight=False, markup=False)  # a '[blink]' in a path is shown as typed
    rows = led.rows()
    if not rows:
        console.print(render(msg("play.players.none", path=clean(led.path)), lang), markup=False)
        return 0
    T = {k: v[lang] for k, v in TERMS.items() if k.startswith("play.col.")}
    from rich.text import Text
    table = Table(title=Text(render(msg("play.players.title", path=clean(led.path)), lang)), title_justify="left")
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
