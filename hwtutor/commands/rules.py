"""`hwtutor rules [VARIANT]`: a variant's rule book (rendered by hwtutor/lessons/book.py)."""
from __future__ import annotations

from ..i18n import default_lang


def run_rules(variant: str | None, lang: str | None) -> int:
    from ..lessons.book import print_rulebook
    return print_rulebook(variant, lang or default_lang())
