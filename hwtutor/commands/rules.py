"""`hwtutor rules [VARIANT]`: a variant's rule book (rendered by hwtutor/lessons/book.py), one section
of it, the rules that mention a word, or the table of what differs between the variants."""
from __future__ import annotations

from ..i18n import default_lang


def run_rules(variant: str | None, lang: str | None, *, sources: bool = False, section: int | None = None,
              search: str | None = None, compare: bool = False) -> int:
    lang = lang or default_lang()
    if compare:
        from ..lessons.compare import print_compare
        return print_compare(lang)
    from ..lessons.book import print_rulebook
    return print_rulebook(variant, lang, sources=sources, section=section, search=search, page=True)
