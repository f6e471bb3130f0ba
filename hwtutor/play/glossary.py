"""Words a newcomer has not met, explained the first time the table shows them (issue 22 §3): the
rotten five (烂5), Taihu's princesses (公主), the bots' hand strength (牌力), the searching bot's card points over par
(相对持平) and duxiao's special ten (♥10*). The presenter passes what it shows through
`Glossary.new_terms`; each term is explained once per session, in one line, after the line that used
it. The words looked for and the explanations are catalog texts (play/catalog.py `play.term.*`, `play.explain.*`)."""
from __future__ import annotations

from collections.abc import Iterable

from ..rules.catalog import TERMS

TERM_IDS = ("rotten", "princess", "strength", "over-par", "special-ten")


class Glossary:
    def __init__(self, lang: str):
        self.lang = lang
        self.explained: set[str] = set()
        self.words = {t: [w for w in TERMS["play.term." + t][lang].split("|") if w] for t in TERM_IDS}

    def new_terms(self, texts: Iterable[str]) -> list[str]:
        """The terms used in `texts` that were not explained yet (now counted as explained), in TERM_IDS order."""
        joined = "\n".join(texts).casefold()
        out = [t for t in TERM_IDS if t not in self.explained and any(w.casefold() in joined for w in self.words[t])]
        self.explained.update(out)
        return out
