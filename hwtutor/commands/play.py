"""`hwtutor play`, `hwtutor resume`, `hwtutor players` (docs/play.md)."""
from __future__ import annotations

import secrets
import time
from pathlib import Path

import click

from ..i18n import default_lang
from ..rules.messages import Variant, msg, render, render_value, seat_name
from ..rules.seats import seat_code
from ..textsafe import ascii_int, clean


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
    # prompt-toolkit warns when either end is not a terminal: plain lines then
    return View(clear_codes=tty_out, plain_input=True)


def _on_view(view, lang: str):
    """A notice of the ledger's file (sqlstore.py) said on the table, not on stderr under the full screen."""
    return lambda m: view.error(clean(render(m, lang)))


def _run(presenter, view) -> int:
    """The presenter's loop, under the full-screen application for a FullView; then the last lines."""
    from ..play.screen import FullView, run_fullscreen
    if not isinstance(view, FullView):
        return presenter.run()
    rc = run_fullscreen(presenter, view)
    shown = view.screen
    if shown.table is None and shown.messages:  # the game ended on a settlement: leave it on the terminal
        for text, style in shown.messages:
            if style != "class:echo":  # what was typed stays in the application
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
    """From the start menu: the variants numbered and named in the player's language, asked until one is
    named (number, id or name in either language); Enter goes back to the menu."""
    from rich.console import Console

    from ..lessons.runner import Prompter
    from .menu import choose_variant
    return choose_variant(lang, Console(highlight=False), Prompter(), list(choices))


def _ask_humans(lang: str, n: int, ask=None) -> int | None:
    """The start menu: how many people sit at this terminal (Enter: one). `ask(prompt)` reads the answer
    (None at the end of input); without it prompt-toolkit does."""
    from ..inputline import prompt_session
    for _ in range(3):
        if ask is not None:
            text = ask(render(msg("play.ask-humans", n=n), lang) + " > ")
            if text is None:
                return None
            text = text.strip()
        else:
            try:
                text = prompt_session().prompt(render(msg("play.ask-humans", n=n), lang) + " > ").strip()
            except (EOFError, KeyboardInterrupt):
                return None
        if not text:
            return 1
        k = ascii_int(text)  # '²'.isdigit() is True, int('²') fails
        if k is not None and 1 <= k <= n:
            return k
        click.echo(render(msg("play.bad-humans", text=clean(text, 20), n=n), lang), err=True)
    return None


def seats_for(n: int, players: str | None, bots: str | None, humans: int | None) -> set[int]:
    """The bot seats: --bots as given; else a lone learner in p1 (or --humans N in p1…pN) and bots
    elsewhere; --players naming every seat without --bots or --humans keeps them all human."""
    from ..play.session import PlayError, parse_seats
    if humans is not None:
        if not 1 <= humans <= n:
            raise PlayError("play.bad-humans", text=str(humans), n=n)
        if bots:
            raise PlayError("play.humans-and-bots")
        return set(range(humans, n))
    if bots is not None:
        return parse_seats(bots, n)
    if players:
        return set()
    return set(range(1, n))


def parse_rules(rs, settings) -> dict:
    """--rule NAME=VALUE (repeatable) -> the options, each checked by the variant (OptionError)."""
    from ..rules.variants import parse_rule_setting
    out = {}
    for text in settings or ():
        name, value = parse_rule_setting(rs, text)
        out[name] = value
    return out


def run_play(variant: str | None, players: str | None, bots: str | None, seed: int | None, save_path: str | None,
             hands: int | None, data_dir: str | None, lang: str | None, chooser=None, view=None,
             bot_reasons: bool = False, bot_level: str = "easy", humans: int | None = None, rules=(),
             confirm: bool = True) -> int:
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..play.presenters import presenter_for
    from ..play.session import SUPPORTED, Match, PlayError
    from ..rules.variants import VARIANTS, OptionError
    from ..userdata import data_dir as resolve_dir

    lang = lang or default_lang()
    if variant is None:  # from the start menu: ask the variant, and how many people are at the terminal
        variant = _ask_variant(lang, SUPPORTED)
        if not variant:
            return 0
        if variant in SUPPORTED and humans is None and bots is None and players is None:
            from ..lessons.runner import Prompter
            prompter = Prompter()  # plain lines on a pipe, prompt-toolkit at a terminal
            humans = _ask_humans(lang, VARIANTS[variant].players, prompter.ask if prompter.plain else None)
            if humans is None:
                return 0
    try:
        if variant not in SUPPORTED:
            raise PlayError("play.bad-variant", got=clean(variant, 40), choices=", ".join(SUPPORTED))
        n = VARIANTS[variant].players
        bot_text, levels = _bot_levels(bots, bot_level)
        bot_seats = seats_for(n, players, bot_text if bots is not None else None, humans)
        names = [p.strip() for p in players.split(",")] if players else None
        if bot_seats and chooser is None:
            chooser = _level_chooser(VARIANTS[variant].family, levels, bot_level)
        options = parse_rules(VARIANTS[variant], rules)
        m = Match(variant, names, bot_seats, secrets.randbelow(10**9) if seed is None else seed,
                  chooser=chooser, lang=lang, rules=options,
                  bot_levels={s: levels.get(s, bot_level) for s in bot_seats})
    except PlayError as e:
        return _fail(e, lang)
    except OptionError as e:
        click.echo(render(e.msg, lang), err=True)
        return 2
    folder = resolve_dir(data_dir)
    path = Path(save_path) if save_path else default_save_path(folder, variant)
    if path.exists():
        click.echo(render(msg("play.exists", path=clean(path)), lang), err=True)
        return 2
    lock = saving.SaveLock(path)
    try:
        lock.acquire()  # a lock path that is a link, a folder or a device is refused here
    except PlayError as e:
        return _fail(e, lang)
    m.new_hand()
    view = view or _view()
    with lock:
        ledger = Ledger(folder, notify=_on_view(view, lang)).start()
        p = presenter_for(m, view, path, ledger, lang, hands, bot_reasons, confirm=confirm)
        if p.save():  # a folder that cannot be written is said here, once, instead; play goes on
            view.line(render(msg("play.started", variant=Variant(variant), path=clean(path)), lang))
        return _run(p, view)


def run_saves(data_dir: str | None, lang: str | None, console=None) -> int:
    """`hwtutor saves`: the unfinished games, newest first."""
    from rich.console import Console
    from rich.text import Text

    from ..play.unfinished import unfinished
    from ..userdata import data_dir as resolve_dir

    lang = lang or default_lang()
    folder = resolve_dir(data_dir)
    games = unfinished(folder)
    console = console or Console(highlight=False)
    if not games:
        from ..layout import print_wrapped
        print_wrapped(console, [Text(render(msg("play.saves.none", path=clean(folder / "saves")), lang))])
        return 0
    # 80 columns (issue 22 §2): one game to a block, its file name on a line of its own, whole (to be copied)
    from ..layout import print_wrapped
    print_wrapped(console, [Text(render(msg("play.saves.title", path=clean(folder / "saves")), lang))])
    sep = "、" if lang == "zh" else ", "
    for k, g in enumerate(games, 1):
        names = sep.join(clean(seat_name(n, i, lang), 40) + ("*" if seat_code(i) in g.bots else "")
                         for i, n in enumerate(g.players))
        console.print(Text(f"{k:>2}. {clean(g.path.name)}"), soft_wrap=True)
        key = "play.saves.line-over" if g.hand_over else "play.saves.line"
        print_wrapped(console, [Text(render(msg(key, hand=g.hand, next=g.hand + 1, players=names,
                                                variant=clean(render_value(Variant(g.variant), lang, "glyph", None)),
                                                when=time.strftime("%Y-%m-%d %H:%M", time.localtime(g.mtime))),
                                            lang))])
    print_wrapped(console, [Text(render(msg("play.saves.hint"), lang))])
    return 0


def latest_unfinished(data_dir: str | None):
    from ..play.unfinished import unfinished
    from ..userdata import data_dir as resolve_dir
    games = unfinished(resolve_dir(data_dir))
    return games[0].path if games else None


def _bot_levels(bots: str | None, default: str) -> tuple[str, dict[int, str]]:
    """`--bots p2:strong,p4` and `--bot-level`: the seat list for parse_seats, and each seat's level."""
    from ..bots.search import LevelError, parse_bot_levels
    from ..play.session import PlayError
    try:
        text, levels = parse_bot_levels(bots, default)
    except LevelError as e:
        raise PlayError(e.msg.key, **e.msg.params) from None
    return text, {n - 1: v for k, v in levels.items() if (n := ascii_int(k))}  # '²'.isdigit() is True


def _level_chooser(family: str, levels: dict[int, str], default: str):
    """Today's bot when every seat is easy; else the searching bot at each seat's level (hwtutor/bots/search.py)."""
    from ..play.session import bot_chooser
    if set(levels.values()) | {default} == {"easy"}:
        return bot_chooser(family)
    from ..bots.search import chooser
    return chooser(levels, default)


def run_resume(file: str | None, hands: int | None, data_dir: str | None, lang: str | None, chooser=None, view=None,
               bot_reasons: bool = False, bot_level: str | None = None, confirm: bool = True) -> int:
    """`bot_level` sets every bot seat's level; None keeps the levels the save holds (easy where none)."""
    from ..play import save as saving
    from ..play.ledger import Ledger
    from ..play.presenters import presenter_for
    from ..play.session import PlayError
    from ..userdata import data_dir as resolve_dir

    lang0 = lang or default_lang()
    if file is None:  # the latest unfinished game of the data folder
        latest = latest_unfinished(data_dir)
        if latest is None:
            from ..userdata import data_dir as resolve
            click.echo(render(msg("play.saves.none", path=clean(resolve(data_dir) / "saves")), lang0), err=True)
            return 1
        file = str(latest)
    lock = saving.SaveLock(file)
    try:
        lock.acquire()  # a second resume of an open game stops here; a killed one's lock is taken over
        if lock.held:  # every writer of a save holds its lock: what temporary files remain are stale
            saving.remove_stale_temps(file)
        if bot_level is not None:
            _bot_levels(None, bot_level)  # an unknown level is refused before the save is read
        m = saving.load(file, chooser)
        if bot_level is not None:
            m.bot_levels = dict.fromkeys(m.bots, bot_level)
        if m.bots and chooser is None:
            m._chooser = _level_chooser(m.family, m.bot_levels, "easy")
    except PlayError as e:
        lock.release()
        return _fail(e, lang0)
    with lock:
        lang = lang or m.lang
        view = view or _view()
        key = "play.resumed-over" if m.hand_over else "play.resumed"  # stopped at a hand's end: the next is dealt
        view.line(render(msg(key, path=clean(file), hand=m.hand_no, next=m.hand_no + 1, n=len(m.lines)), lang))
        ledger = Ledger(resolve_dir(data_dir), notify=_on_view(view, lang)).start()
        return _run(presenter_for(m, view, file, ledger, lang, hands,
                                  bot_reasons, confirm=confirm), view)


def run_players(data_dir: str | None, lang: str | None, console=None) -> int:
    from rich import box
    from rich.console import Console
    from rich.table import Table

    from ..play.ledger import Ledger
    from ..rules.catalog import TERMS
    from ..userdata import data_dir as resolve_dir

    lang = lang or default_lang()
    led = Ledger(resolve_dir(data_dir), lang=lang)
    console = console or Console(highlight=False, markup=False)  # a '[blink]' in a path is shown as typed
    rows = led.rows()
    if not rows:
        from ..layout import print_wrapped
        print_wrapped(console, [render(msg("play.players.none", path=clean(led.path)), lang)])
        return 0
    T = {k: v[lang] for k, v in TERMS.items() if k.startswith("play.col.")}
    from rich.text import Text

    from ..layout import print_wrapped
    from ..rules.kinds import Scoring
    from ..rules.variants import VARIANTS
    print_wrapped(console, [Text(render(msg("play.players.title", path=clean(led.path)), lang))])
    # 80 columns (issue 22 §2): a table per variant under its name, with the columns the variant scores in —
    # Taihu's levels, the game points and, where the variant earns them, the titles — so that no row
    # wraps a long variant name and no column says "—" or 0 for what the variant does not count
    lp, rp = ("（", "）") if lang == "zh" else (" (", ")")
    groups: dict[str, list] = {}
    for r in rows:
        groups.setdefault(r.variant, []).append(r)
    for variant, group in groups.items():
        rs = VARIANTS.get(variant)
        if rs is None:  # a variant this version does not know: every column
            cols = ["name", "hands", "points", "title", "level", "best"]
        elif rs.scoring == Scoring.LEVELS:
            cols = ["name", "hands", "level", "best"]
        else:
            cols = ["name", "hands", "points"] + (["title"] if rs.titles else [])
        console.print()
        console.print(Text(clean(render_value(Variant(variant), lang, "glyph", None)), style="bold"))
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
        for col in cols:
            table.add_column(T["play.col." + col], justify="right" if col in ("hands", "points") else "left",
                             no_wrap=col != "name", overflow="fold")
        for r in group:
            k = ascii_int(r.name[3:]) if r.bot and r.name.startswith("bot") else None  # a bot seat nobody named
            shown = seat_name(r.name, k - 1, lang) if k else r.name
            mark = r.bot and shown == r.name  # "Bot 2" says it already
            name = clean(shown, 40) + (lp + render(msg("play.bot-mark"), lang) + rp if mark else "")
            cells = {"name": Text(name), "hands": str(r.hands), "points": str(r.game_points),
                     "title": r.title(lang) or "—", "level": r.level or "—", "best": r.best_level or "—"}
            table.add_row(*(cells[c] for c in cols))
        console.print(table)
    return 0
