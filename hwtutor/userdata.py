"""Where a player's data lives (lesson progress, drill statistics, the ledger, saves, settings):
`--data-dir` if given, else `$HWTUTOR_HOME`, else where the platform keeps user data (platformdirs:
`$XDG_DATA_HOME/hwtutor` or ~/.local/share/hwtutor on Linux, %LOCALAPPDATA%\\hwtutor on Windows,
~/Library/Application Support/hwtutor on macOS).

Earlier versions kept it in click's per-user config folder (~/.config/hwtutor, %APPDATA%\\hwtutor).
The first start that finds that folder and no new one moves it over whole (one rename); if it
cannot be moved (another disk, no permission), the old folder stays in use, so nothing is lost.
"""
from __future__ import annotations

import os
from pathlib import Path

APP = "hwtutor"


def data_dir(option: str | os.PathLike | None = None) -> Path:
    if option:
        return Path(option).expanduser()
    env = os.environ.get("HWTUTOR_HOME")
    if env:
        return Path(env).expanduser()
    return platform_dir()


def platform_dir() -> Path:
    """The platform's data folder for hwtutor, the old folder moved into it on first use."""
    import platformdirs
    new = Path(platformdirs.user_data_dir(APP, appauthor=False))
    old = legacy_dir()
    if old == new or new.exists() or not old.is_dir():
        return new
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        os.rename(old, new)
    except OSError:
        return new if new.is_dir() else old  # another start moved it first; else keep using the old one
    return new


def legacy_dir() -> Path:
    """Where versions before platformdirs kept the data (click's per-user app folder)."""
    import click
    return Path(click.get_app_dir(APP))
