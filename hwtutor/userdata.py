"""Where a player's data lives (lesson progress, drill statistics, the ledger):
`--data-dir` if given, else `$HWTUTOR_HOME`, else click's per-user app folder."""
from __future__ import annotations

import os
from pathlib import Path


def data_dir(option: str | os.PathLike | None = None) -> Path:
    if option:
        return Path(option).expanduser()
    env = os.environ.get("HWTUTOR_HOME")
    if env:
        return Path(env).expanduser()
    import click
    return Path(click.get_app_dir("hwtutor"))
