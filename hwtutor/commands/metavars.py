"""The placeholders of a usage line or an option (FILE, [OPTIONS]) in the player's language; shared by
the help (help_text.py) and the usage errors (usage_errors.py), which would otherwise import each other."""
from __future__ import annotations

import re

from . import catalog_cli as H

_METAVAR = re.compile(r"\bpK\b|[A-Z][A-Z_]+")


def metavars(text: str, lang: str) -> str:
    """The placeholders of a usage line or an option (FILE, [OPTIONS]) in `lang`."""
    if lang != "zh":
        return text
    return _METAVAR.sub(lambda m: H.METAVARS[m.group()][1] if m.group() in H.METAVARS else m.group(), text)
