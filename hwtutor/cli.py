"""The `hwtutor` command. Heavy modules are imported inside each command so
that `hwtutor --help` starts fast."""
from __future__ import annotations

import sys

import click

from . import __version__
from .commands import complete
from .commands.complete import ShellPath
from .commands.help_text import Localized, attach_english

LANG_OPTION = click.option("--lang", type=click.Choice(["zh", "en"]), default=None)


DATA_DIR_OPTION = click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True))


class LocalizedCommand(Localized, click.Command):
    """A command whose help is told in the language chosen at start."""


class GuardedGroup(Localized, click.Group):
    """The command group with the last-resort guard: no command ever prints a
    traceback. An exception nobody foresaw (a bug) is said in one line, in the
    player's language, naming HWTUTOR_DEBUG=1 (which lets the traceback through)."""

    command_class = LocalizedCommand

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except click.exceptions.Exit:
            raise
        except (click.UsageError, click.Abort, KeyboardInterrupt) as e:  # said in the player's language
            from .commands.help_text import help_lang
            from .commands.usage_errors import in_words
            said = in_words(e, help_lang(ctx))
            if said is e:
                raise
            raise said from None
        except (click.ClickException, EOFError):
            raise
        except BrokenPipeError:  # `hwtutor samples | head`: the reader left, nothing went wrong
            import os
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            ctx.exit(0)
        except Exception as e:
            import os
            if os.environ.get("HWTUTOR_DEBUG", "") not in ("", "0"):
                raise
            from .i18n import default_lang
            from .rules.messages import msg, render
            lang = (ctx.obj or {}).get("lang") or default_lang()
            click.echo(render(msg("internal-error", what=type(e).__name__), lang), err=True)
            ctx.exit(2)


@click.group(cls=GuardedGroup, invoke_without_command=True,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="hwtutor")
@LANG_OPTION
@DATA_DIR_OPTION
@click.option("--ascii", "ascii_", is_flag=True, default=False)
@click.pass_context
def cli(ctx: click.Context, lang: str | None, data_dir: str | None, ascii_: bool) -> None:
    ctx.ensure_object(dict)
    ctx.obj.setdefault("lang", lang)
    from .settings import ascii_choice, load
    from .termio import prepare_streams, use_ascii
    prepare_streams()
    ctx.obj.setdefault("ascii", use_ascii(True if ascii_ else ascii_choice(load(data_dir))))
    if lang:  # `hwtutor --lang zh COMMAND`: the default of every command's own --lang
        defaults = dict(ctx.default_map or {})
        for name in cli.commands:
            defaults[name] = {"lang": lang, **defaults.get(name, {})}
        ctx.default_map = defaults
    ctx.obj.setdefault("data_dir", data_dir)
    if ctx.invoked_subcommand is None:
        from .commands.lessons import run_menu
        sys.exit(run_menu(ctx, lang, data_dir))


def _from_group(ctx: click.Context, key: str, value):
    """A sub-command's option, falling back to the same option given before the command."""
    if value is not None:
        return value
    return (ctx.obj or {}).get(key)


@cli.command()
@click.argument("files", nargs=-1, required=True, type=ShellPath())
@click.option("--json", "as_json", is_flag=True)
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, metavar="N")
@LANG_OPTION
@click.pass_context
def check(ctx: click.Context, files: tuple[str, ...], as_json: bool, jobs: int | None, lang: str | None) -> None:
    from .commands.check import run_check
    sys.exit(run_check(files, as_json, _from_group(ctx, "lang", lang), jobs))


@cli.command()
@click.argument("variant", required=False, shell_complete=complete.variants)
@click.option("--section", type=int, default=None, metavar="N")
@click.option("--search", default=None, metavar="WORD")
@click.option("--sources", is_flag=True)
@click.option("--compare", is_flag=True)
@LANG_OPTION
@click.pass_context
def rules(ctx: click.Context, variant: str | None, section: int | None, search: str | None, sources: bool,
          compare: bool, lang: str | None) -> None:
    from .commands.rules import run_rules
    sys.exit(run_rules(variant, _from_group(ctx, "lang", lang), sources=sources, section=section, search=search,
                       compare=compare))


@cli.command()
@click.argument("file", required=False, type=ShellPath())
@click.option("--sample", default=None, metavar="NAME", shell_complete=complete.samples)
@click.option("--print", "print_", is_flag=True)
@click.option("--all", "all_", is_flag=True)
@click.option("--at", type=int, default=None, metavar="N")
@click.option("--trick", type=int, default=None, metavar="K")
@click.option("--seat", default=None, metavar="pK")
@click.option("--width", type=int, default=None, metavar="W")
@click.option("--export", default=None, metavar="FILE", type=ShellPath())
@click.option("--ascii", "ascii_", is_flag=True)
@LANG_OPTION
@click.pass_context
def replay(ctx: click.Context, file: str | None, sample: str | None, print_: bool, all_: bool, at: int | None,
           trick: int | None, seat: str | None, width: int | None, export: str | None, ascii_: bool,
           lang: str | None) -> None:
    from .commands.replay import run_replay
    sys.exit(run_replay(file, print_, at, trick, seat, width, export, ascii_ or _from_group(ctx, "ascii", None),
                        _from_group(ctx, "lang", lang),
                        all_=all_, sample=sample))


@cli.command()
@LANG_OPTION
@click.pass_context
def samples(ctx: click.Context, lang: str | None) -> None:
    from .commands.samples import run_samples
    sys.exit(run_samples(_from_group(ctx, "lang", lang)))


@cli.command()
@click.argument("file", type=ShellPath())
@click.option("--seat", default=None, metavar="pK")
@click.option("--depth", type=int, default=8, metavar="N")
@click.option("--out", default=None, metavar="FILE", type=ShellPath())
@click.option("--write/--no-write", default=True)
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def review(ctx: click.Context, file: str, seat: str | None, depth: int, out: str | None, write: bool,
           lang: str | None, data_dir: str | None) -> None:
    from .commands.review import run_review
    sys.exit(run_review(file, seat, depth, out, write, _from_group(ctx, "lang", lang),
                        data_dir=_from_group(ctx, "data_dir", data_dir)))


@cli.command()
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def lessons(ctx: click.Context, lang: str | None, data_dir: str | None) -> None:
    from .commands.lessons import run_lessons
    sys.exit(run_lessons(_from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


@cli.command()
@click.argument("lesson", required=False, shell_complete=complete.lessons)
@click.option("--restart", is_flag=True)
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def learn(ctx: click.Context, lesson: str | None, restart: bool, lang: str | None, data_dir: str | None) -> None:
    from .commands.lessons import run_learn
    sys.exit(run_learn(lesson, restart, _from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


@cli.command()
@click.argument("variant", shell_complete=complete.variants)
@click.option("--kind", type=click.Choice(["mixed", "legal", "winner", "points", "pattern", "edge", "review"]),
              default="mixed")
@click.option("--count", type=int, default=None, metavar="N")
@click.option("--seed", type=int, default=None)
@click.option("--rule", "rules", multiple=True, metavar="NAME=VALUE")
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def drill(ctx: click.Context, variant: str, kind: str, count: int | None, seed: int | None, rules: tuple[str, ...],
          lang: str | None, data_dir: str | None) -> None:
    from .commands.lessons import run_drill
    sys.exit(run_drill(variant, kind, count, seed, _from_group(ctx, "lang", lang),
                       _from_group(ctx, "data_dir", data_dir), rules=rules))


@cli.command()
@click.argument("variant", required=False, shell_complete=complete.variants)
@click.option("--players", default=None, metavar="A,B,C,D")
@click.option("--bots", default=None, metavar="p2,p4")
@click.option("--bot-level", default="easy", metavar="LEVEL")
@click.option("--humans", type=int, default=None, metavar="N")
@click.option("--rule", "rules", multiple=True, metavar="NAME=VALUE")
@click.option("--seed", type=int, default=None)
@click.option("--save", "save_path", default=None, metavar="FILE", type=ShellPath())
@click.option("--hands", type=int, default=None, metavar="N")
@click.option("--bot-reasons/--no-bot-reasons", default=False)
@click.option("--confirm/--no-confirm", default=True)
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True))
@LANG_OPTION
@click.pass_context
def play(ctx: click.Context, variant: str | None, players: str | None, bots: str | None, humans: int | None,
         rules: tuple[str, ...], bot_level: str, seed: int | None, save_path: str | None, hands: int | None,
         bot_reasons: bool, confirm: bool, data_dir: str | None, lang: str | None) -> None:
    from .commands.play import run_play
    sys.exit(run_play(variant, players, bots, seed, save_path, hands, _from_group(ctx, "data_dir", data_dir),
                      _from_group(ctx, "lang", lang), bot_reasons=bot_reasons, bot_level=bot_level, humans=humans,
                      rules=rules, confirm=confirm))


@cli.command()
@click.argument("file", required=False, type=ShellPath())
@click.option("--list", "list_", is_flag=True)
@click.option("--hands", type=int, default=None, metavar="N")
@click.option("--bot-reasons/--no-bot-reasons", default=False)
@click.option("--confirm/--no-confirm", default=True)
@click.option("--bot-level", default=None, metavar="LEVEL")
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True))
@LANG_OPTION
@click.pass_context
def resume(ctx: click.Context, file: str | None, list_: bool, hands: int | None, bot_reasons: bool, confirm: bool,
           bot_level: str | None, data_dir: str | None, lang: str | None) -> None:
    from .commands.play import run_resume, run_saves
    if list_:
        sys.exit(run_saves(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))
    sys.exit(run_resume(file, hands, _from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang),
                        bot_reasons=bot_reasons, bot_level=bot_level, confirm=confirm))


@cli.command()
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True))
@LANG_OPTION
@click.pass_context
def saves(ctx: click.Context, data_dir: str | None, lang: str | None) -> None:
    from .commands.play import run_saves
    sys.exit(run_saves(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))


@cli.command()
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True))
@LANG_OPTION
@click.pass_context
def players(ctx: click.Context, data_dir: str | None, lang: str | None) -> None:
    from .commands.play import run_players
    sys.exit(run_players(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))


@cli.command()
@click.argument("name", required=False, shell_complete=complete.setting_names)
@click.argument("value", required=False, shell_complete=complete.setting_values)
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def settings(ctx: click.Context, name: str | None, value: str | None, lang: str | None, data_dir: str | None) -> None:
    from .commands.settings import run_settings
    sys.exit(run_settings(name, value, _from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


attach_english(cli)


def main() -> None:
    from .termio import prepare_streams
    prepare_streams()  # before click writes anything (a usage error, --help) to a closed or non-UTF-8 stream
    cli(prog_name="hwtutor")
