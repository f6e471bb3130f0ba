"""`hwtutor` (the start menu), `hwtutor lessons`, `hwtutor learn [LESSON]`, `hwtutor drill VARIANT`."""
from __future__ import annotations

import random

import click

from ..i18n import default_lang


def _console():
    from ..lessons.view import make_console
    return make_console()


def run_lessons(lang: str | None, data_dir: str | None) -> int:
    from ..lessons.progress import Store
    from ..lessons.runner import list_lessons
    lang = lang or default_lang()
    with Store(data_dir, lang=lang) as store:
        list_lessons(store, lang, _console())
    return 0


def run_learn(lesson: str | None, restart: bool, lang: str | None, data_dir: str | None) -> int:
    from ..lessons.progress import Store
    from ..lessons.runner import Prompter, learn
    lang = lang or default_lang()
    with Store(data_dir, lang=lang) as store:
        return learn(lesson, store, lang, _console(), Prompter(), restart)


def run_drill(variant: str, kind: str, count: int | None, seed: int | None, lang: str | None,
              data_dir: str | None, rules=()) -> int:
    from ..lessons.drill_runner import DrillRunner
    from ..lessons.drills import drill_kinds, drill_variants
    from ..lessons.progress import Store
    from ..lessons.runner import Prompter
    from ..rules.messages import Variant, msg, render
    lang = lang or default_lang()
    if variant not in drill_variants():
        click.echo(render(msg("ui.drill-unknown", variants=", ".join(drill_variants())), lang), err=True)
        return 2
    from ..lessons.edges import edges_for
    kinds = drill_kinds(variant) + (("edge",) if edges_for(variant) else ()) + ("review",)
    if kind != "mixed" and kind not in kinds:
        click.echo(render(msg("ui.drill-kinds", variant=Variant(variant), kinds=", ".join(kinds)), lang), err=True)
        return 2
    from ..rules.variants import VARIANTS, OptionError, parse_rule_setting
    try:  # house rules, as on play: --rule NAME=VALUE
        options = dict(parse_rule_setting(VARIANTS[variant], text) for text in rules)
    except OptionError as e:
        click.echo(render(e.msg, lang), err=True)
        return 2
    with Store(data_dir, lang=lang) as store:
        DrillRunner(variant, kind, store, lang, _console(), Prompter(),
                    random.Random(seed) if seed is not None else random.Random(), rules=options).run(count)
    return 0


def run_menu(ctx: click.Context, lang: str | None, data_dir: str | None) -> int:
    from ..lessons.runner import Prompter
    from .menu import run_menu as menu
    group = ctx.command

    def find(name: str):
        return group.commands.get(name) if isinstance(group, click.Group) else None

    def invoke(cmd: click.Command, args: list[str]) -> None:
        opts = {p.name: p.opts[0] for p in cmd.params if isinstance(p, click.Option) and p.opts}
        args = list(args)
        if lang and "lang" in opts:  # hand the menu's language and data directory on
            args += [opts["lang"], lang]
        if data_dir and "data_dir" in opts:
            args += [opts["data_dir"], data_dir]
        try:
            sub = cmd.make_context(cmd.name, args, parent=ctx)
            with sub:
                cmd.invoke(sub)
        except SystemExit:
            pass
        except click.ClickException as e:
            e.show()

    return menu(lang or default_lang(), data_dir, _console(), Prompter(), find, invoke)
