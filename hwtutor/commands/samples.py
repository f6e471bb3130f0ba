"""`hwtutor samples`: the sample games shipped with hwtutor, each with its variant and length."""
from __future__ import annotations

import click

from ..i18n import default_lang


def run_samples(lang: str | None) -> int:
    from ..replay.record import read_record
    from ..replay.samples import samples
    from ..rules.messages import Variant, msg, render
    lang = lang or default_lang()
    found = samples()
    if not found:
        click.echo(render(msg("samples.none"), lang))
        return 0
    click.echo(render(msg("samples.header"), lang))
    for s in found:
        rec, _ = read_record(s.path.read_bytes())
        n = len(rec.actions) if rec is not None else 0
        click.echo("  " + render(msg("samples.line", name=s.name, variant=Variant(s.variant), n=n), lang))
    return 0
