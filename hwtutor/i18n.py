"""The player's language: zh or en, from --lang or the locale."""
from __future__ import annotations

import os


def default_lang() -> str:
    for var in ("HWTUTOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        v = os.environ.get(var, "")
        if v:
            return "zh" if v.lower().startswith("zh") else "en"
    return "en"
