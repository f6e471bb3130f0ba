"""`hwtutor check FILE... [--json]`."""
from __future__ import annotations

import json

import click

from ..i18n import default_lang
from ..replay.check import CheckReport, check_path
from ..rules.messages import msg, render, term
from ..textsafe import clean, json_safe


def human_lines(rep: CheckReport, lang: str) -> list[str]:
    """One line per problem (and one for a legal record), in the player's language."""
    name = clean(rep.file, 200)
    out = []
    for i in rep.issues:
        text = clean(i.message(lang), 600)
        if i.code == "illegal-action":
            m = msg("check.illegal", file=name, at=i.at, action=clean(i.action, 120), rule=i.rule, text=text)
        else:
            m = msg("check.problem", file=name, severity=term("severity." + i.severity), code=i.code, text=text)
        out.append(render(m, lang))
    if rep.ok:
        key = ("check.ok.redeal" if rep.result and rep.result.get("redeal") else
               "check.ok.finished" if rep.result else "check.ok")
        out.append(render(msg(key, file=name, n=rep.applied), lang))
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
