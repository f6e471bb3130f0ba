"""`hwtutor check FILE... [--json]`."""
from __future__ import annotations

import json

import click

from ..i18n import default_lang
from ..replay.check import CheckReport, check_path
from ..textsafe import clean, json_safe


def human_lines(rep: CheckReport, lang: str) -> list[str]:
    name = clean(rep.file, 200)
    out = []
    for i in rep.issues:
        text = clean(i.message(lang), 600)
        if i.code == "illegal-action":
            what = "违规" if lang == "zh" else "illegal"
            out.append(f"{name}: action {i.at} ({clean(i.action, 120)}): {what} [{i.rule}]: {text}")
        else:
            out.append(f"{name}: {i.severity} [{i.code}]: {text}")
    if rep.ok:
        status = f"{rep.applied} actions"
        if rep.result:
            status += ", hand finished" if lang == "en" else "，本局结束"
        out.append(f"{name}: ok ({status})")
    return out


def run_check(files: tuple[str, ...], as_json: bool, lang: str | None) -> int:
    lang = lang or default_lang()
    worst = 0
    for f in files:
        rep = check_path(f)
        worst = max(worst, rep.exit_code)
        if as_json:
            click.echo(json_safe(json.dumps(rep.to_json(), ensure_ascii=False)))
        else:
            for line in human_lines(rep, lang):
                click.echo(line)
    return worst
