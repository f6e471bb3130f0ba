"""The start menu of `hwtutor` with no arguments: learn, drill, play, replay, rules, resume, review.

Each item runs a lesson floor's runner (lessons/runner.py, drill_runner.py, book_reader.py) or hands over
to a command (`commands(name)` finds it, `invoke` runs it). It sits on the commands floor, the top one:
it may use every floor below, and nothing but the command line imports it (tests/test_floors.py).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.rule import Rule

from ..layout import print_wrapped
from ..lessons.progress import Store
from ..lessons.prompting import QUIT_WORDS, Prompter, make_completer
from ..lessons.runner import learn, resume_point
from ..rules.messages import msg, render
from ..textsafe import ascii_int, clean

MENU = ("learn", "drill", "play", "replay", "rules", "resume", "review")
YES_WORDS = {"y", "yes", "是", "好", "要"}


def run_menu(lang: str, store_dir, console: Console, prompter: Prompter,
             commands: Callable[[str], Any] | None = None, invoke: Callable[..., Any] | None = None) -> int:
    """The start menu of `hwtutor` with no arguments. `commands(name)` finds a CLI command (or None)."""
    while True:
        console.print(Rule(render(msg("ui.menu-title"), lang)), highlight=False)
        for i, name in enumerate(MENU):
            mark = "" if name in ("learn", "drill", "rules") or (commands and commands(name)) else " (—)"
            print_wrapped(console, [f"  {i + 1}. {render(menu_entry(name, store_dir), lang)}{mark}"])
        print_wrapped(console, [f"  q. {render(msg('ui.menu.quit'), lang)}"])
        ans = prompter.ask(render(msg("ui.menu.ask", n=len(MENU)), lang),
                           make_completer(None, [str(i + 1) for i in range(len(MENU))] + list(MENU), ["quit"]))
        if ans is None:
            return 0
        a = ans.strip().lower()
        if not a:
            continue
        if a in QUIT_WORDS:
            return 0
        k = ascii_int(a)  # '²'.isdigit() is True, int('²') fails
        name = MENU[k - 1] if k is not None and 1 <= k <= len(MENU) else a
        if name not in MENU:
            print_wrapped(console, [render(msg("ui.menu.invalid", answer=clean(ans.strip())[:40], n=len(MENU)), lang)])
            continue
        if name == "learn":
            with Store(store_dir, lang=lang) as store:
                learn(None, store, lang, console, prompter)
        elif name == "drill":
            from ..lessons.drills import drill_variants
            v = choose_variant(lang, console, prompter, drill_variants())
            if v is not None:
                from ..lessons.drill_runner import DrillRunner
                with Store(store_dir, lang=lang) as store:
                    DrillRunner(v, "mixed", store, lang, console, prompter).run()
        elif name == "rules":
            from ..lessons.book_reader import read_book
            from ..rules.variants import VARIANTS
            v = choose_variant(lang, console, prompter, list(VARIANTS))
            if v is not None:
                read_book(v, lang, console, lambda p, w: prompter.ask(p, make_completer(None, w, [])))
        elif name == "review":
            review_last(lang, store_dir, console, prompter, commands, invoke)
        elif name in ("play", "replay", "resume"):
            cmd = commands(name) if commands else None
            if cmd is None:
                print_wrapped(console, [render(msg("ui.menu.missing", name=name), lang)])
                continue
            args: list[str] = []
            if name == "replay":  # a shipped sample or one of your finished hands, by number, or a record file
                chosen = choose_record(lang, console, prompter, store_dir)
                if chosen is None:
                    continue
                args = [chosen]
            if invoke:
                invoke(cmd, args)


def choose_variant(lang: str, console: Console, prompter: Prompter, choices) -> str | None:
    """The variants numbered and named in the player's language; asked until one is named (variant_choice.py)."""
    from ..lessons.variant_choice import ask_variant
    return ask_variant(lambda p, w: prompter.ask(p, make_completer(None, w, [])),
                       lambda line: print_wrapped(console, [line]), lang, choices)


def choose_record(lang: str, console: Console, prompter: Prompter, store_dir) -> str | None:
    """The replay item: the shipped samples and your newest finished hands, numbered in one list; the answer
    is a number, a sample's name or a record file's path (None: Enter, back to the menu)."""
    from ..lessons.finished_hands import finished_hands
    from ..replay.samples import find_sample, samples
    from ..rules.variants import VARIANTS
    groups: dict[str, list] = {}  # the samples a line per variant, so that the list fits 24 rows (issue 22)
    for x in samples():
        groups.setdefault(x.variant, []).append(x)
    shown = [x for xs in groups.values() for x in xs]
    yours = finished_hands(store_dir)
    files = [str(x.path) for x in shown] + [str(p) for p in yours]

    def say(line: str) -> None:
        print_wrapped(console, [line])
    if shown:
        say(render(msg("ui.replay.samples"), lang))
    i = 1
    for variant, xs in groups.items():
        rs = VARIANTS.get(variant)
        name = (rs.name_zh if lang == "zh" else rs.name_en) if rs else variant
        say(f"  {name}{'：' if lang == 'zh' else ': '}" + "  ".join(f"{i + k}. {x.name}" for k, x in enumerate(xs)))
        i += len(xs)
    if yours:
        say(render(msg("ui.replay.yours"), lang))
    for i, p in enumerate(yours, len(shown) + 1):
        say(f"  {i}. {clean(p.name, 120)}{_when(p)}")
    names = [x.name for x in shown]
    while True:
        ans = prompter.ask(render(msg("ui.replay.ask", n=len(files)), lang),
                           _sample_or_path_completer([str(i + 1) for i in range(len(files))] + names))
        if ans is None or not ans.strip():
            return None
        k = ascii_int(ans.strip())
        if k is not None:
            if 1 <= k <= len(files):
                return files[k - 1]
            say(render(msg("ui.replay.invalid", answer=clean(ans.strip(), 40), n=len(files)), lang))
            continue
        sample = find_sample(ans)
        return str(sample.path) if sample is not None else ans.strip()


def review_last(lang: str, store_dir, console: Console, prompter: Prompter,
                commands: Callable[[str], Any] | None, invoke: Callable[..., Any] | None) -> None:
    """"review your last games": the newest finished hotseat hands; the chosen one goes through
    `hwtutor review FILE` (its human seats by default), then, if wanted, into the replay viewer."""
    from ..lessons.finished_hands import finished_hands, saves_folder
    cmd = commands("review") if commands else None
    if cmd is None or invoke is None:
        print_wrapped(console, [render(msg("ui.menu.missing", name="review"), lang)])
        return
    files = finished_hands(store_dir)
    if not files:
        print_wrapped(console, [render(msg("ui.menu.review-none", path=clean(saves_folder(store_dir), 200)), lang)])
        return
    print_wrapped(console, [render(msg("ui.menu.review-list"), lang)])
    for i, f in enumerate(files, 1):
        print_wrapped(console, [f"  {i}. {clean(f.name, 120)}{_when(f)}"])
    while True:
        ans = prompter.ask(render(msg("ui.menu.review-ask", n=len(files)), lang),
                           make_completer(None, [str(i + 1) for i in range(len(files))], []))
        if ans is None or not ans.strip():
            return
        k = ascii_int(ans.strip())
        if k is not None and 1 <= k <= len(files):
            break
        print_wrapped(console, [render(msg("ui.menu.review-invalid", answer=clean(ans.strip())[:40], n=len(files)),
                                       lang)])
    chosen = files[k - 1]
    invoke(cmd, [str(chosen)])
    viewer = commands("replay") if commands else None
    if viewer is None:
        return
    from ..play.commands import shown_word
    answers = [shown_word(w, lang) for w in ("y", "n")]  # 是／否 on a Chinese screen
    again = prompter.ask(render(msg("ui.menu.review-replay"), lang), make_completer(None, answers, []))
    if again is not None and again.strip().lower() in YES_WORDS:
        invoke(viewer, [str(chosen)])


def _when(path) -> str:
    """ · the time the hand was finished (its file's), or nothing when the file is gone meanwhile."""
    import time
    try:
        return " · " + time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except (OSError, OverflowError, ValueError):
        return ""


def menu_entry(name: str, store_dir):
    """A menu line; 'learn' says where the learner goes on ("continue at lesson 7, step 3")."""
    if name == "learn":
        with Store(store_dir) as store:
            at = resume_point(store)
        if at is not None:
            return msg("ui.menu.learn-continue", n=at[0], step=at[1])
    return msg("ui.menu." + name)


def path_completer():
    """Completion of file paths, for the record file the replay item asks for."""
    try:
        from prompt_toolkit.completion import PathCompleter
    except ImportError:  # pragma: no cover
        return None
    return PathCompleter(expanduser=True)


def _sample_or_path_completer(names: list[str]):
    """The replay item takes a shipped sample's name or a record file's path: complete both."""
    from prompt_toolkit.completion import merge_completers
    return merge_completers([c for c in (make_completer(None, names, []), path_completer()) if c is not None])
