"""The command line's help in the player's language (issue 22 §2): `hwtutor --lang zh --help` and every
command's `--help` in Chinese, from catalog_cli.py.

The language is chosen when the command line is read, before click prints any help: a `--lang` anywhere
on it (`hwtutor --lang zh play --help`, `hwtutor play --lang zh --help`), else the locale (i18n). Chinese
help is wrapped by hwtutor's own prose wrapper (layout.py: two cells a character), English by click's.
Both fit 78 columns, as click's help always has.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import click

from . import catalog_cli as H
from .metavars import metavars

_META = "hwtutor.help-lang"
FIRST_COLUMN = 30  # click's own limit of the option column


def scan_lang(args: Iterable[str]) -> str | None:
    """The --lang of a command line ("--lang zh", "--lang=zh"), if any."""
    args = list(args)
    for i, a in enumerate(args):
        if a == "--":
            break
        if a == "--lang" and i + 1 < len(args) and args[i + 1] in ("zh", "en"):
            return args[i + 1]
        if a.startswith("--lang=") and a[7:] in ("zh", "en"):
            return a[7:]
    return None


def help_lang(ctx: click.Context) -> str:
    lang = ctx.meta.get(_META)  # meta is shared by every context of one command line
    if lang:
        return lang
    from ..i18n import default_lang
    return default_lang()


def _key(cmd: click.Command, ctx: click.Context) -> str:
    return "cli" if ctx.parent is None else (cmd.name or "")


def _param_key(cmd_key: str, p: click.Parameter) -> list[str]:
    if p.name in ("help", "_click_default_help") or "--help" in getattr(p, "opts", ()):
        return ["click.help"]
    if p.name == "version":
        return ["click.version"]
    return [f"{cmd_key}.{p.name}", f"opt.{(p.name or '').rstrip('_')}"]


def _section(formatter: click.HelpFormatter, heading: str, lang: str, rows: list[tuple[str, str]]) -> None:
    """A heading ("Options:", 选项：) and its rows."""
    formatter.write_paragraph()
    formatter.write(" " * formatter.current_indent + heading + ("：" if lang == "zh" else ":") + "\n")
    with formatter.indentation():
        _write_rows(formatter, rows, lang)


def attach_english(group: click.Group) -> None:
    """Every command's and option's help set to the catalog's English (what click shows without a language,
    and what shell completion describes options with)."""
    def attach(cmd: click.Command, key: str) -> None:
        if key in H.HELP:
            cmd.help = H.en(key)
        for p in cmd.params:
            if isinstance(p, click.Option):
                for k in _param_key(key, p):
                    if k in H.HELP:
                        p.help = H.en(k)
                        break
    attach(group, "cli")
    for name, cmd in group.commands.items():
        attach(cmd, name)


def _write_rows(formatter: click.HelpFormatter, rows: list[tuple[str, str]], lang: str) -> None:
    """Two columns as click's write_dl, the second wrapped by cells for Chinese."""
    if lang != "zh":
        formatter.write_dl(rows)
        return
    from rich.cells import cell_len  # only when Chinese help is shown: `hwtutor --help` stays light

    from ..layout import wrap
    first = min(max((cell_len(a) for a, _ in rows), default=0), FIRST_COLUMN) + 2
    indent = formatter.current_indent
    width = max((formatter.width or 78) - indent - first, 20)
    for a, b in rows:
        lines = [t.plain for t in wrap(b, width, 0)] if b else []
        if cell_len(a) <= first - 2:
            formatter.write(" " * indent + a + " " * (first - cell_len(a)) + (lines[0] if lines else "") + "\n")
            lines = lines[1:]
        else:
            formatter.write(" " * indent + a + "\n")
        for ln in lines:
            formatter.write(" " * (indent + first) + ln + "\n")


def _write_prose(formatter: click.HelpFormatter, text: str, lang: str) -> None:
    if lang != "zh":
        formatter.write_text(text)
        return
    from ..layout import wrap
    indent = formatter.current_indent
    width = max((formatter.width or 78) - indent, 20)
    for k, para in enumerate(text.split("\n\n")):
        if k:
            formatter.write("\n")
        for t in wrap(para.replace("\n", ""), width, 0):
            formatter.write(" " * indent + t.plain + "\n")


if TYPE_CHECKING:  # a mixin of click's commands (cli.py puts it before click.Command, click.Group)
    _Command = click.Command
else:
    _Command = object


class Localized(_Command):
    """Mixed into cli.py's group and commands: the help chosen by language."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        lang = scan_lang(args)
        if lang:
            ctx.meta[_META] = lang
        try:
            return super().parse_args(ctx, args)
        except click.UsageError as e:  # click's own error, said in the player's language
            from .usage_errors import in_words
            raise in_words(e, help_lang(ctx)) from None

    def format_usage(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = help_lang(ctx)
        pieces = self.collect_usage_pieces(ctx)
        formatter.write_usage(ctx.command_path, metavars(" ".join(pieces), lang), prefix=H.text("click.usage", lang))

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = help_lang(ctx)
        text = H.text(_key(self, ctx), lang) or self.help or ""
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                _write_prose(formatter, text, lang)

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        lang = help_lang(ctx)
        key = _key(self, ctx)
        rows = []
        for p in self.get_params(ctx):
            rec = p.get_help_record(ctx) if isinstance(p, click.Option) else None
            if rec is None:
                continue
            said = next((H.text(k, lang) for k in _param_key(key, p) if k in H.HELP), None)
            rows.append((metavars(rec[0], lang), said if said is not None else rec[1]))
        if rows:
            _section(formatter, H.text("click.options", lang) or "Options", lang, rows)
        if isinstance(self, click.Group):
            self.format_commands(ctx, formatter)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        if not isinstance(self, click.Group):  # a group's (format_options calls it for a group only)
            return
        lang = help_lang(ctx)
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is None or cmd.hidden:
                continue
            rows.append((name, _first_sentence(H.text(name, lang) or cmd.help or "", lang)))
        if rows:
            _section(formatter, H.text("click.commands", lang) or "Commands", lang, rows)


def _first_sentence(text: str, lang: str) -> str:
    """The first sentence of a command's help: its line in `hwtutor --help`."""
    para = text.split("\n\n")[0].replace("\n", " ")
    if lang == "zh":
        cut = para.find("。")
        return para[:cut + 1] if cut >= 0 else para
    cut = para.find(". ")
    return para[:cut + 1] if cut >= 0 else para
