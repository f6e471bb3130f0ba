"""`hwtutor settings [NAME [VALUE]]`: show the saved settings, or save one (hwtutor/settings.py)."""
from __future__ import annotations

import click

from ..i18n import default_lang
from ..rules.messages import msg, render
from ..settings import CHOICES, load, save, settings_path
from ..textsafe import clean, os_reason


def _t(key: str, lang: str, **params) -> str:
    return clean(render(msg(key, **params), lang))


def run_settings(name: str | None, value: str | None, lang: str | None, data_dir: str | None) -> int:
    lang = lang or default_lang()
    if name is None:
        values = load(data_dir)
        for key in CHOICES:
            click.echo(f"{key} = {values[key]}")
            click.echo("    " + _t(f"settings.{key}", lang))
        click.echo(_t("settings.where", lang, path=str(settings_path(data_dir))))
        return 0
    sep = "、" if lang == "zh" else ", "
    if name not in CHOICES:
        click.echo(_t("settings.unknown", lang, name=clean(name, 40), choices=sep.join(CHOICES)), err=True)
        return 2
    choices = sep.join(CHOICES[name])
    if value is None:
        click.echo(_t("settings.no-value", lang, name=name, choices=choices), err=True)
        return 2
    if value.lower() not in CHOICES[name]:
        click.echo(_t("settings.bad-value", lang, name=name, value=clean(value, 40), choices=choices), err=True)
        return 2
    try:
        path = save(name, value.lower(), data_dir)
    except OSError as e:
        click.echo(_t("settings.failed", lang, path=str(settings_path(data_dir)), reason=os_reason(e)), err=True)
        return 1
    click.echo(_t("settings.saved", lang, name=name, value=value.lower(), path=str(path)))
    return 0
