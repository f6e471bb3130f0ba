"""Reading a rule book from the start menu a piece at a time: its contents (the sections numbered), then
the section asked for, the rules that mention a word, or the whole book (paged at a terminal when longer
than the screen); Enter (or q) goes back. The book itself is rendered by book.py, as a player reads it:
no `--rule NAME=VALUE`, the options by what they mean (issue 22 §2)."""
from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from ..layout import print_wrapped
from ..rules.messages import msg, render
from ..rules.variants import VARIANTS
from ..textsafe import ascii_int, clean
from .book import book_rules, print_rulebook
from .variant_choice import BACK_WORDS
from .view import term_text

ALL_WORDS = {"all", "a", "全部", "全书", "整本"}


def contents_lines(variant: str, lang: str) -> list:
    rs = VARIANTS[variant]
    name = rs.name_zh if lang == "zh" else rs.name_en
    out: list = [Text(render(msg("ui.book.contents", name=name), lang), style="bold")]
    out += [f"  {n}. {title[lang]}" for n, (title, _) in enumerate(book_rules(variant), 1)]
    return out


def read_book(variant: str, lang: str, console, ask: Callable[[str, list[str]], str | None]) -> None:
    """The contents, then one section, a word's rules or the whole book per answer, until Enter."""
    n = len(book_rules(variant))
    print_wrapped(console, contents_lines(variant, lang))
    words = [str(k) for k in range(1, n + 1)] + [term_text("ui.book.all", lang)]
    while True:
        ans = ask(render(msg("ui.book.ask", n=n), lang), words)
        if ans is None or not ans.strip() or ans.strip().lower() in BACK_WORDS:
            return
        a = ans.strip()
        k = ascii_int(a)
        if k is not None:
            if 1 <= k <= n:
                print_rulebook(variant, lang, console, section=k, page=True, player=True)
            else:
                console.print(render(msg("ui.book.no-section", k=k, n=n), lang), highlight=False, markup=False)
        elif a.lower() in ALL_WORDS:
            print_rulebook(variant, lang, console, page=True, player=True)
        elif print_rulebook(variant, lang, console, search=clean(a, 40), page=True, player=True) == 1:
            pass  # "no rule mentions …" was said


# the section a moment of the hand is about, by the section's English title (both books' titles)
PHASE_TITLES = {
    "play": ("Leading and following", "Patterns and play", "Play"),
    "declare": ("Declarations",),
    "done": ("Scoring",),
}
AUCTION_TITLES = ("Dealer, trump and the bottom", "Declarations")


def section_for(variant: str, phase: str | None) -> int:
    """The number of the section that matters at `phase` (bid, show, trump, bury, call: the dealer and the
    bottom; play: leading and following; declare: declarations; done: scoring); 1 when none fits."""
    wanted = PHASE_TITLES.get(phase or "", AUCTION_TITLES)
    titles = [title["en"] for title, _ in book_rules(variant)]
    for w in wanted:
        if w in titles:
            return titles.index(w) + 1
    return 1


def section_text(variant: str, lang: str, k: int | None = None, search: str | None = None) -> list[str]:
    """One section (or the rules that mention `search`) as plain lines, without the book's header:
    what the table shows when asked for the rules, as a player reads it (no command line in it)."""
    from .book import book_lines
    lines = book_lines(VARIANTS[variant], lang, only=k, search=search, player=True)[2:]
    out = [getattr(x, "plain", x) for x in lines]
    while out and not out[0].strip():
        out.pop(0)
    return out


def contents_line(variant: str, lang: str) -> str:
    """ '1. Players, cards and the deal · 2. Trumps · …' on one line."""
    return " · ".join(f"{n}. {title[lang]}" for n, (title, _) in enumerate(book_rules(variant), 1))
