"""The finished hotseat hands the start menu offers to review: the table writes each finished hand as
`NAME.hand-K.hongwu.toml` beside its save, in the data folder's `saves/` (hwtutor/play/save.py hand_path,
hwtutor/commands/play.py default_save_path). Found by name only: the play floor sits above this one."""
from __future__ import annotations

import os
import re
from pathlib import Path

from ..userdata import data_dir

HAND_NAME = re.compile(r".+\.hand-[0-9]{1,6}\.hongwu\.toml")
MOST = 9  # one digit to type each; older hands stay reachable through `hwtutor review FILE`
SCAN_LIMIT = 10_000  # a folder flooded with files is not listed for minutes


def saves_folder(directory=None) -> Path:
    return data_dir(directory) / "saves"


def finished_hands(directory=None, most: int = MOST) -> list[Path]:
    """The newest finished hand records (newest first); none when the folder is missing or unreadable."""
    found: list[tuple[float, str, Path]] = []
    try:
        with os.scandir(saves_folder(directory)) as it:
            for k, entry in enumerate(it):
                if k >= SCAN_LIMIT:
                    break
                if not HAND_NAME.fullmatch(entry.name):
                    continue
                try:
                    if not entry.is_file():  # follows a symlink: a link to a record is fine, a folder is not
                        continue
                    found.append((entry.stat().st_mtime, entry.name, Path(entry.path)))
                except OSError:
                    continue
    except OSError:
        return []
    found.sort(key=lambda x: (-x[0], x[1]))
    return [p for _, _, p in found[:most]]
