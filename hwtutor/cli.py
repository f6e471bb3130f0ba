"""The `hwtutor` command. Heavy modules are imported inside each command so
that `hwtutor --help` starts fast."""
from __future__ import annotations

import sys

import click

LANG_OPTION = click.option("--lang", type=click.Choice(["zh", "en"]), default=None,
                           help="Language of messages (default: from the locale). 语言。")


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="hwtutor")
def cli() -> None:
    """hwtutor — learn, replay and play the Red Five (红五) card games.

    学习、复盘和对局红五扑克游戏。"""


@cli.command()
@click.argument("files", nargs=-1, required=True)
@click.option("--json", "as_json", is_flag=True, help="One JSON object per file (JSON Lines).")
@LANG_OPTION
def check(files: tuple[str, ...], as_json: bool, lang: str | None) -> None:
    """Replay records through the rules engine and report what is illegal.

    Exit status: 0 all valid, 1 an illegal action, 2 a file that is not a record.
    检查记录：0 全部合法，1 有违规动作，2 文件无法读取。"""
    from .commands.check import run_check
    sys.exit(run_check(files, as_json, lang))


@cli.command()
@click.argument("variant", required=False)
@LANG_OPTION
def rules(variant: str | None, lang: str | None) -> None:
    """Show a variant's rule set: sizes, contract and named options (rulings).

    显示玩法的规则设置与选项。"""
    from .commands.rules import run_rules
    sys.exit(run_rules(variant, lang))


@cli.command()
@click.argument("file")
@click.option("--print", "print_", is_flag=True, help="Render one moment and exit (no interaction).")
@click.option("--at", type=int, default=None, metavar="N", help="The action to show (0-based, as `check` counts).")
@click.option("--trick", type=int, default=None, metavar="K", help="Show the moment trick K is won.")
@click.option("--seat", default=None, metavar="pK", help="View from one seat: the others' hands are hidden.")
@click.option("--width", type=int, default=None, metavar="W", help="Width in columns (--print, --export).")
@click.option("--export", default=None, metavar="FILE", help="Write the picture to FILE.svg or FILE.html.")
@click.option("--ascii", "ascii_", is_flag=True, help="No suit glyphs or box drawing (S10 rather than ♠10).")
@LANG_OPTION
def replay(file: str, print_: bool, at: int | None, trick: int | None, seat: str | None, width: int | None,
           export: str | None, ascii_: bool, lang: str | None) -> None:
    """Step through a recorded game, with the engine's explanations and the author's notes.

    Keys: → n Space next, ← p back, ] [ trick, g go to, Home End, v view, l language, ? help, q quit.
    复盘：逐步查看对局记录，显示引擎的解释和作者的注释。"""
    from .commands.replay import run_replay
    sys.exit(run_replay(file, print_, at, trick, seat, width, export, ascii_, lang))


def main() -> None:
    cli(prog_name="hwtutor")
