"""click's own errors on the command line said in the player's language (issue 22 §2): on a Chinese run
`hwtutor --lang zh play --nosuch` says "错误：没有 --nosuch 这个选项。", with the usage line and the hint
in Chinese, not click's "Error: No such option '--nosuch'."; an English run keeps click's own words.

Each kind of error is told from what the exception carries (the option's name, the parameter, its type),
never from click's English sentence; a kind not foreseen is still said in Chinese, without its details.
"""
from __future__ import annotations

import re

import click

from . import catalog_cli as H


def _t(key: str, lang: str, **params: object) -> str:
    return (H.text(key, lang) or "").format(**params)


def _param(param: click.Parameter | None, lang: str) -> str:
    """An option by its longest name (--count), an argument by its placeholder (文件)."""
    if param is None:
        return ""
    if isinstance(param, click.Option):
        return max(param.opts, key=len)
    from .metavars import metavars
    return metavars((param.name or "").upper(), lang)


def _given(message: str) -> str | None:
    """The value a player typed, as click quoted it first in its message ('x' is not …, 0 is not …)."""
    m = re.match(r"'((?:[^'\\]|\\.)*)'|\"([^\"]*)\"|(-?\d+) ", message)
    return None if m is None else next(g for g in m.groups() if g is not None)


def _value(e: click.BadParameter, lang: str) -> str:
    """What a parameter's value should have been, from its type."""
    kind = e.param.type if e.param is not None else None
    if isinstance(kind, click.Choice):
        sep = "、" if lang == "zh" else ", "
        return _t("usage.choice", lang, choices=sep.join(str(c) for c in kind.choices))
    if isinstance(kind, click.IntRange) and kind.min is not None and kind.max is None:
        return _t("usage.int-min", lang, min=kind.min + (1 if kind.min_open else 0))
    if isinstance(kind, (click.types.IntParamType, click.IntRange)):
        return _t("usage.int", lang)
    return ""


def _either(names, lang: str) -> str:
    return ("、" if lang == "zh" else ", ").join(sorted(names))


def said(e: click.ClickException, lang: str) -> str:
    """The error's message in `lang` (the line after "错误：")."""
    if isinstance(e, click.NoSuchOption):
        out = _t("usage.no-option", lang, name=e.option_name)
        if e.possibilities:
            out += _t("usage.did-you-mean", lang, names=_either(e.possibilities, lang))
        return out
    no_command = getattr(click.exceptions, "NoSuchCommand", None)
    if no_command is not None and isinstance(e, no_command):
        out = _t("usage.no-command", lang, name=e.command_name)
        if e.possibilities:
            out += _t("usage.did-you-mean", lang, names=_either(e.possibilities, lang))
        return out
    if isinstance(e, click.MissingParameter):
        key = "usage.missing-option" if isinstance(e.param, click.Option) else "usage.missing-argument"
        return _t(key, lang, name=_param(e.param, lang))
    if isinstance(e, click.BadOptionUsage):
        key = "usage.takes-no-value" if "does not take" in e.message else "usage.needs-value"
        return _t(key, lang, name=e.option_name)
    if isinstance(e, click.BadParameter):
        value = _given(e.message)
        key = "usage.bad-value" if value is not None else "usage.bad-value-plain"
        return _t(key, lang, name=_param(e.param, lang), value=value, should=_value(e, lang))
    m = re.match(r"Got unexpected extra arguments? \((.*)\)$", e.message)
    if m:
        return _t("usage.extra", lang, args=m.group(1))
    return _t("usage.other", lang)


class SaidUsageError(click.UsageError):
    """A usage error shown in the player's language: the usage line, the hint and the error."""

    def __init__(self, original: click.UsageError, lang: str):
        super().__init__(said(original, lang), original.ctx)
        self.lang = lang

    def show(self, file=None) -> None:
        err = file is None  # standard error, as click writes its own
        if self.ctx is not None:
            hint = ""
            if self.ctx.command.get_help_option(self.ctx) is not None:
                hint = _t("usage.try-help", self.lang, command=self.ctx.command_path) + "\n"
            click.echo(f"{self.ctx.get_usage()}\n{hint}", file=file, err=err)
        click.echo(_t("usage.error", self.lang, message=self.message), file=file, err=err)


class SaidAbort(click.ClickException):
    """Ctrl-C (or the end of input) before a command finished, said in the player's language."""

    def __init__(self, lang: str):
        super().__init__(_t("usage.aborted", lang))

    def show(self, file=None) -> None:
        click.echo("", file=file, err=file is None)
        click.echo(self.message, file=file, err=file is None)


def in_words(e: BaseException, lang: str) -> BaseException:
    """The exception to raise instead of `e` on a `lang` run: Chinese usage errors and aborts; `e` itself in
    English (click's own words) and for everything else."""
    if lang != "zh":
        return e
    if isinstance(e, click.UsageError) and not isinstance(e, SaidUsageError):
        return SaidUsageError(e, lang)
    if isinstance(e, (click.Abort, KeyboardInterrupt)):
        return SaidAbort(lang)
    return e
