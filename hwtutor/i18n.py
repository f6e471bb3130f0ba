"""The player's language: zh or en, from --lang, the environment, or the operating system.

The environment says first (HWTUTOR_LANG, then the POSIX locale variables LC_ALL, LC_MESSAGES, LANG).
When none is set — a stock Windows, a macOS app launcher — the system's own user-interface language
decides (issue 19 item 3): GetUserDefaultUILanguage on Windows, AppleLanguages on macOS, else the
C library's locale. A probe that fails means English.
"""
from __future__ import annotations

import os
import sys
from functools import lru_cache

_VARIABLES = ("HWTUTOR_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
_LANG_CHINESE = 0x04  # the primary language id of every Chinese LANGID (zh-CN 0x0804, zh-TW 0x0404, …)


def default_lang() -> str:
    for var in _VARIABLES:
        v = os.environ.get(var, "")
        if v:
            return _from_tag(v)
    return _from_tag(system_language())


def _from_tag(tag: str) -> str:
    t = tag.strip().lower()
    return "zh" if t.startswith(("zh", "chinese")) else "en"


@lru_cache(maxsize=1)
def system_language() -> str:
    """The operating system's language tag ("zh-Hans-CN", "zh_CN", "Chinese (Simplified)_China"), or ""."""
    try:
        if sys.platform == "win32":
            return _windows_language()
        if sys.platform == "darwin":
            return _macos_language()
        import locale
        return locale.getlocale()[0] or ""
    except Exception:  # a probe that fails says nothing: English
        return ""


def _windows_language() -> str:
    import ctypes
    langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    if langid & 0x3FF == _LANG_CHINESE:
        return "zh"
    import locale
    return locale.getlocale()[0] or ""


def _macos_language() -> str:
    import subprocess
    out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True,
                         timeout=2, check=False).stdout
    # ( "zh-Hans-CN", "en-US" ): the first is the one the user put on top
    for token in out.replace("(", " ").replace(")", " ").replace(",", " ").split():
        token = token.strip('"')
        if token:
            return token
    import locale
    return locale.getlocale()[0] or ""
