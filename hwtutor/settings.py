"""The player's saved settings: `settings.toml` in the data folder, set with `hwtutor settings NAME VALUE`.

Only `ascii` today: `on` (suit letters and ASCII frames everywhere: SA, H10, +-+), `off` (glyphs always)
or `auto` (glyphs unless the console cannot show them; see termio.py). A missing, unreadable or
damaged file reads as the defaults: a setting never stops hwtutor from starting.
"""
from __future__ import annotations

import os
from pathlib import Path

FILE = "settings.toml"
CHOICES: dict[str, tuple[str, ...]] = {"ascii": ("auto", "on", "off")}
DEFAULTS: dict[str, str] = {"ascii": "auto"}
_LIMIT = 64 * 1024


def settings_path(directory: str | os.PathLike | None = None) -> Path:
    from .userdata import data_dir
    return data_dir(directory) / FILE


def load(directory: str | os.PathLike | None = None) -> dict[str, str]:
    """The settings, each known one with a valid value; the defaults for anything else."""
    out = dict(DEFAULTS)
    try:
        path = settings_path(directory)
        if not path.is_file():
            return out
        import tomllib

        from .safefile import read_capped
        doc = tomllib.loads(read_capped(path, _LIMIT).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return out
    for name, choices in CHOICES.items():
        if doc.get(name) in choices:
            out[name] = doc[name]
    return out


def save(name: str, value: str, directory: str | os.PathLike | None = None) -> Path:
    """Set one setting (name and value already checked against CHOICES); raises OSError."""
    values = load(directory)
    values[name] = value
    path = settings_path(directory)
    from .safefile import write_atomic
    write_atomic(path, "".join(f'{k} = "{v}"\n' for k, v in sorted(values.items())))
    return path


def ascii_choice(values: dict[str, str]) -> bool | None:
    """The ascii setting as termio.use_ascii takes it: True, False, or None (decide by the console)."""
    return {"on": True, "off": False}.get(values.get("ascii", "auto"))
