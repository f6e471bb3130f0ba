"""The `hwtutor` command. Heavy modules are imported inside each command so
that `hwtutor --help` starts fast."""
from __future__ import annotations

import sys

import click

from . import __version__
from .commands import complete
from .commands.complete import ShellPath

LANG_OPTION = click.option("--lang", type=click.Choice(["zh", "en"]), default=None,
                           help="Language of messages (default: from the locale). 语言。")


DATA_DIR_OPTION = click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True),
                               help="Where lesson progress and drill statistics are kept "
                                    "(default: $HWTUTOR_HOME, else the user's data directory). 进度保存位置。")


class GuardedGroup(click.Group):
    """The command group with the last-resort guard: no command ever prints a
    traceback. An exception nobody foresaw (a bug) is said in one line, in the
    player's language, naming HWTUTOR_DEBUG=1 (which lets the traceback through)."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except (click.exceptions.Exit, click.ClickException, click.Abort, KeyboardInterrupt, EOFError):
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
@click.option("--ascii", "ascii_", is_flag=True, default=False,
              help="Suit letters and plain frames instead of glyphs (SA rather than ♠A), for every command; "
                   "`hwtutor settings ascii on` keeps it. 用字母代替花色符号。")
@click.pass_context
def cli(ctx: click.Context, lang: str | None, data_dir: str | None, ascii_: bool) -> None:
    """hwtutor — learn, replay and play the Red Five (红五) card games.

    With no command, opens the start menu (learn, drill, play, replay, rules).

    学习、复盘和对局红五扑克游戏。不带命令运行时打开开始菜单。"""
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
@click.option("--json", "as_json", is_flag=True, help="One JSON object per file (JSON Lines).")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, metavar="N",
              help="Check files in N processes (default: the CPU count); output stays in input order.")
@LANG_OPTION
@click.pass_context
def check(ctx: click.Context, files: tuple[str, ...], as_json: bool, jobs: int | None, lang: str | None) -> None:
    """Replay records through the rules engine and report what is illegal.

    FILES may name directories: the records (*.hongwu.toml) under them are checked.
    Exit status: 0 all valid, 1 an illegal action, 2 a file that is not a record.
    检查记录：0 全部合法，1 有违规动作，2 文件无法读取。"""
    from .commands.check import run_check
    sys.exit(run_check(files, as_json, _from_group(ctx, "lang", lang), jobs))


@cli.command()
@click.argument("variant", required=False, shell_complete=complete.variants)
@click.option("--section", type=int, default=None, metavar="N", help="Only section N of the rule book.")
@click.option("--search", default=None, metavar="WORD", help="Only the rules that mention WORD.")
@click.option("--sources", is_flag=True, help="Add the references: rule texts, statement, ruling and rule ids.")
@click.option("--compare", is_flag=True, help="One table of what differs between the variants.")
@LANG_OPTION
@click.pass_context
def rules(ctx: click.Context, variant: str | None, section: int | None, search: str | None, sources: bool,
          compare: bool, lang: str | None) -> None:
    """A variant's rule book, paged, with its contents; or the variants compared.

    显示玩法的规则书（--compare：各玩法的不同之处）。"""
    from .commands.rules import run_rules
    sys.exit(run_rules(variant, _from_group(ctx, "lang", lang), sources=sources, section=section, search=search,
                       compare=compare))


@cli.command()
@click.argument("file", required=False, type=ShellPath())
@click.option("--sample", default=None, metavar="NAME", shell_complete=complete.samples,
              help="Open a shipped sample game (see `hwtutor samples`).")
@click.option("--print", "print_", is_flag=True, help="Render one moment and exit (no interaction).")
@click.option("--all", "all_", is_flag=True, help="With --print: the whole game as one transcript, a trick per block.")
@click.option("--at", type=int, default=None, metavar="N", help="The action to show (0-based, as `check` counts).")
@click.option("--trick", type=int, default=None, metavar="K", help="Show the moment trick K is won.")
@click.option("--seat", default=None, metavar="pK", help="View from one seat: the others' hands are hidden.")
@click.option("--width", type=int, default=None, metavar="W", help="Width in columns (--print, --export).")
@click.option("--export", default=None, metavar="FILE", type=ShellPath(), help="Write the picture to FILE.svg or FILE.html.")
@click.option("--ascii", "ascii_", is_flag=True, help="No suit glyphs or box drawing (S10 rather than ♠10).")
@LANG_OPTION
@click.pass_context
def replay(ctx: click.Context, file: str | None, sample: str | None, print_: bool, all_: bool, at: int | None, trick: int | None, seat: str | None,
           width: int | None, export: str | None, ascii_: bool, lang: str | None) -> None:
    """Step through a recorded game, with the engine's explanations and the author's notes.

    Keys: → n Space next, ← p back, ] [ trick, g go to, Home End, v view, l language, ? help, q quit.
    复盘：逐步查看对局记录，显示引擎的解释和作者的注释。"""
    from .commands.replay import run_replay
    sys.exit(run_replay(file, print_, at, trick, seat, width, export, ascii_ or _from_group(ctx, "ascii", None),
                        _from_group(ctx, "lang", lang),
                        all_=all_, sample=sample))


@cli.command()
@LANG_OPTION
@click.pass_context
def samples(ctx: click.Context, lang: str | None) -> None:
    """List the sample games shipped with hwtutor (open one with `hwtutor replay --sample NAME`).

    列出示例对局。"""
    from .commands.samples import run_samples
    sys.exit(run_samples(_from_group(ctx, "lang", lang)))


@cli.command()
@click.argument("file", type=ShellPath())
@click.option("--seat", default=None, metavar="pK", help="Review this seat (default: every human seat).")
@click.option("--depth", type=int, default=8, metavar="N", help="Sampled deals per decision (more: slower, surer).")
@click.option("--out", default=None, metavar="FILE", type=ShellPath(), help="Write the annotated record here (default: FILE itself).")
@click.option("--write/--no-write", default=True, help="Write the review into the record as notes.")
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def review(ctx: click.Context, file: str, seat: str | None, depth: int, out: str | None, write: bool,
           lang: str | None, data_dir: str | None) -> None:
    """Review a recorded hand: each decision's estimate beside the best alternatives, mistakes marked ? and ??.

    The estimates use only what the seat knew at the time. The review is written into the record as notes.
    复盘：按当时已知的信息评估每个决定，标出失误（?、??），并把复盘写进记录。"""
    from .commands.review import run_review
    sys.exit(run_review(file, seat, depth, out, write, _from_group(ctx, "lang", lang),
                        data_dir=_from_group(ctx, "data_dir", data_dir)))


@cli.command()
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def lessons(ctx: click.Context, lang: str | None, data_dir: str | None) -> None:
    """List the lessons, with your progress.

    课程列表与学习进度。"""
    from .commands.lessons import run_lessons
    sys.exit(run_lessons(_from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


@cli.command()
@click.argument("lesson", required=False, shell_complete=complete.lessons)
@click.option("--restart", is_flag=True, help="Start the lesson again from its first step.")
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def learn(ctx: click.Context, lesson: str | None, restart: bool, lang: str | None, data_dir: str | None) -> None:
    """Run a lesson (by id or number; default: the first one not finished), resuming where you left it.

    上课：按课程编号或名称，从上次停下的地方继续。"""
    from .commands.lessons import run_learn
    sys.exit(run_learn(lesson, restart, _from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


@cli.command()
@click.argument("variant", shell_complete=complete.variants)
@click.option("--kind", type=click.Choice(["mixed", "legal", "winner", "points", "pattern", "edge", "review"]),
              default="mixed", help="legal-or-illegal, who wins, points (trick games), is-it-a-pattern (duxiao, xuan), "
              "edge (tricks built to test one ruling), review (your own mistakes, spaced), or a mix.")
@click.option("--count", type=int, default=None, metavar="N", help="Stop after N questions (default: endless).")
@click.option("--seed", type=int, default=None, help="Seed of the random deals (repeatable drills).")
@click.option("--rule", "rules", multiple=True, metavar="NAME=VALUE",
              help="A house rule: one of the variant's named options (repeatable), as on play.")
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def drill(ctx: click.Context, variant: str, kind: str, count: int | None, seed: int | None, rules: tuple[str, ...],
          lang: str | None, data_dir: str | None) -> None:
    """Endless exercises from random deals, with streak and accuracy.

    练习：随机发牌的无限练习，记录连续答对的题数与正确率。"""
    from .commands.lessons import run_drill
    sys.exit(run_drill(variant, kind, count, seed, _from_group(ctx, "lang", lang),
                       _from_group(ctx, "data_dir", data_dir), rules=rules))


@cli.command()
@click.argument("variant", required=False, shell_complete=complete.variants)
@click.option("--players", default=None, metavar="A,B,C,D", help="Player names in seat order (p1, p2, …).")
@click.option("--bots", default=None, metavar="p2,p4", help="Seats played by the bot (p2:strong sets one seat's level).")
@click.option("--bot-level", default="easy", metavar="LEVEL",
              help="How well the bots play: easy (quick rules of thumb), normal or strong (they search, ~1 s a move).")
@click.option("--humans", type=int, default=None, metavar="N",
              help="People at this terminal: seats p1…pN, bots elsewhere (default: 1, you in p1).")
@click.option("--rule", "rules", multiple=True, metavar="NAME=VALUE",
              help="A house rule: one of the variant's named options (repeatable; see `hwtutor rules VARIANT`).")
@click.option("--seed", type=int, default=None, help="Seed of the deals (and of the bots' choices).")
@click.option("--save", "save_path", default=None, metavar="FILE", type=ShellPath(),
              help="Save file, written after every action (default: in the data directory).")
@click.option("--hands", type=int, default=None, metavar="N", help="Stop after hand N.")
@click.option("--bot-reasons/--no-bot-reasons", default=False,
              help="Show why each bot played what it played (off by default: a reason may reveal what the bot holds).")
@click.option("--confirm/--no-confirm", default=True,
              help="Ask before a costly move (a rotten ♥5, calling a card you hold, a risky throw).")
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True),
              help="Where the player ledger and default saves are kept (default: $HWTUTOR_HOME, else the "
                   "user's data directory).")
@LANG_OPTION
@click.pass_context
def play(ctx: click.Context, variant: str | None, players: str | None, bots: str | None, humans: int | None,
         rules: tuple[str, ...], bot_level: str, seed: int | None, save_path: str | None, hands: int | None,
         bot_reasons: bool, confirm: bool, data_dir: str | None, lang: str | None) -> None:
    """Hotseat play on one terminal, with bots for empty seats (zhejiang-2, zhejiang-3, jiande, taihu, duxiao, xuan).

    Alone by default: you in p1, bots elsewhere. Each hand is saved after every action;
    `hwtutor resume` continues the latest unfinished game.
    同屏对局：默认你坐 p1，其余座位由机器人来打；每个动作后自动保存。"""
    from .commands.play import run_play
    sys.exit(run_play(variant, players, bots, seed, save_path, hands, _from_group(ctx, "data_dir", data_dir),
                      _from_group(ctx, "lang", lang), bot_reasons=bot_reasons, bot_level=bot_level, humans=humans,
                      rules=rules, confirm=confirm))


@cli.command()
@click.argument("file", required=False, type=ShellPath())
@click.option("--list", "list_", is_flag=True, help="List the unfinished games instead (as `hwtutor saves`).")
@click.option("--hands", type=int, default=None, metavar="N", help="Stop after hand N.")
@click.option("--bot-reasons/--no-bot-reasons", default=False,
              help="Show why each bot played what it played (off by default: a reason may reveal what the bot holds).")
@click.option("--confirm/--no-confirm", default=True, help="Ask before a costly move.")
@click.option("--bot-level", default=None, metavar="LEVEL",
              help="How well the bots play: easy, normal or strong (default: as the game was saved).")
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True),
              help="Where the player ledger is kept.")
@LANG_OPTION
@click.pass_context
def resume(ctx: click.Context, file: str | None, list_: bool, hands: int | None, bot_reasons: bool, confirm: bool,
           bot_level: str | None, data_dir: str | None, lang: str | None) -> None:
    """Continue a hotseat game exactly where it stopped: FILE, or without it the latest unfinished game.

    继续同屏对局：指定存档，或不指定时继续最近一局未完成的对局。"""
    from .commands.play import run_resume, run_saves
    if list_:
        sys.exit(run_saves(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))
    sys.exit(run_resume(file, hands, _from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang),
                        bot_reasons=bot_reasons, bot_level=bot_level, confirm=confirm))


@cli.command()
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True), help="Where the saves are kept.")
@LANG_OPTION
@click.pass_context
def saves(ctx: click.Context, data_dir: str | None, lang: str | None) -> None:
    """The unfinished hotseat games: variant, players, hand, last played (newest first).

    未完成的同屏对局：玩法、玩家、局数、上次对局时间。"""
    from .commands.play import run_saves
    sys.exit(run_saves(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))


@cli.command()
@click.option("--data-dir", default=None, metavar="DIR", type=ShellPath(folder=True),
              help="Where the player ledger is kept.")
@LANG_OPTION
@click.pass_context
def players(ctx: click.Context, data_dir: str | None, lang: str | None) -> None:
    """The player ledger: game points and titles (R-23), Taihu levels.

    玩家记录：积分与称号（R-23）、太湖级别。"""
    from .commands.play import run_players
    sys.exit(run_players(_from_group(ctx, "data_dir", data_dir), _from_group(ctx, "lang", lang)))


@cli.command()
@click.argument("name", required=False, shell_complete=complete.setting_names)
@click.argument("value", required=False, shell_complete=complete.setting_values)
@LANG_OPTION
@DATA_DIR_OPTION
@click.pass_context
def settings(ctx: click.Context, name: str | None, value: str | None, lang: str | None, data_dir: str | None) -> None:
    """Show the saved settings, or save one: `hwtutor settings ascii on` (on, off or auto).

    设置：不带参数时列出；hwtutor settings ascii on 保存一项。"""
    from .commands.settings import run_settings
    sys.exit(run_settings(name, value, _from_group(ctx, "lang", lang), _from_group(ctx, "data_dir", data_dir)))


def main() -> None:
    from .termio import prepare_streams
    prepare_streams()  # before click writes anything (a usage error, --help) to a closed or non-UTF-8 stream
    cli(prog_name="hwtutor")
