"""`hwtutor rules --compare`: one table of what differs between the variants (deck, trumps, contract,
bottom, throws, scoring) — a learner's cheat sheet. The deck row comes from the rule sets, the others
from rulebook/compare.toml."""
from __future__ import annotations

import tomllib
from importlib import resources

from ..rules.messages import msg, render
from ..rules.variants import VARIANTS


def compare_rows(lang: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """(aspect, [(variant id, value)] in variant order) for every aspect."""
    doc = tomllib.loads((resources.files("hwtutor.lessons") / "rulebook" / "compare.toml").read_text("utf-8"))
    def deck(rs) -> str:
        bottom = msg("compare.bottom", n=rs.bottom_size) if rs.bottom_size else msg("compare.no-bottom")
        return render(msg("compare.deck.value", players=rs.players, decks=rs.decks, hand=rs.hand_size,
                          cards=rs.players * rs.hand_size + rs.bottom_size, bottom=bottom), lang)

    rows = [(render(msg("compare.deck"), lang), [(rs.id, deck(rs)) for rs in VARIANTS.values()])]
    for row in doc["rows"]:
        by_variant = {v: text[lang] for key, text in row["values"].items() for v in key.split()}
        rows.append((row["title"][lang], [(v, by_variant[v]) for v in VARIANTS if v in by_variant]))
    return rows


def print_compare(lang: str, console=None) -> int:
    from rich.console import Console
    from rich.text import Text

    from ..layout import print_wrapped

    console = console or Console(highlight=False, markup=False)
    col = max(len(v) for v in VARIANTS) + 4
    print_wrapped(console, [Text(render(msg("compare.title"), lang), style="bold")])
    for title, values in compare_rows(lang):
        print_wrapped(console, ["", Text(title, style="bold cyan")])
        print_wrapped(console, [Text(f"  {v:<{col - 2}}").append(text) for v, text in values], hang=col)
    return 0
