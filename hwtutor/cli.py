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


def main() -> None:
    cli(prog_name="hwtutor")
